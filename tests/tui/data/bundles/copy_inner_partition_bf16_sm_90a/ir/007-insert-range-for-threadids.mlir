!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((1,16),8192,512):((0,1),8192,16)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1,16):(0,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(8192,8192):(8192,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "(1,16):(0,1)">
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %1 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %2 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %3 = arith.muli %1, %2 : i32
      %4 = arith.addi %3, %0 : i32
      %c512_i32 = arith.constant 512 : i32
      %5 = arith.floordivsi %4, %c512_i32 : i32
      %6 = arith.remsi %4, %c512_i32 : i32
      %coord = cute.make_coord(%5, %6) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %7 = cute.static : !cute.layout<"((1,16),8192,512):((0,1),8192,16)">
      %idx = cute.crd2idx(%coord, %7) : (!cute.coord<"((_,_),?,?)">, !cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"?{div=16}">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view = cute.make_view(%ptr) : !memref_gmem_bf16_1
      %coord_0 = cute.make_coord(%5, %6) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %8 = cute.static : !cute.layout<"((1,16),8192,512):((0,1),8192,16)">
      %idx_1 = cute.crd2idx(%coord_0, %8) : (!cute.coord<"((_,_),?,?)">, !cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"?{div=16}">
      %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %ptr_3 = cute.add_offset(%iter_2, %idx_1) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_4 = cute.make_view(%ptr_3) : !memref_gmem_bf16_1
      %9 = cute.static : !cute.layout<"(1,16):(0,1)">
      %rmem = cute.memref.alloca(%9) : !memref_rmem_bf16_
      %10 = cute.memref.load_vec(%view) : (!memref_gmem_bf16_1) -> vector<16xbf16>
      cute.memref.store_vec(%10, %rmem) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %11 = cute.memref.load_vec(%rmem) : (!memref_rmem_bf16_) -> vector<16xbf16>
      cute.memref.store_vec(%11, %view_4) : (vector<16xbf16>, !memref_gmem_bf16_1) -> ()
      return
    }
  }
  func.func @cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0: !memref_gmem_bf16_2, %arg1: !memref_gmem_bf16_2) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %view = cute.make_view(%iter) : !memref_gmem_bf16_
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %view_1 = cute.make_view(%iter_0) : !memref_gmem_bf16_
    %c0_i32 = arith.constant 0 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %0 = arith.cmpi sgt, %c0_i32, %c232448_i32 : i32
    scf.if %0 {
      %6 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_5 = arith.constant 0 : i64
      %7 = llvm.getelementptr %6[%c0_i64_5, %c0_i64_5] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<249 x i8>
      %8 = llvm.call @printf(%7, %c0_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64 = arith.constant 0 : i64
    %1 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %2 = arith.extsi %c0_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16384_i32 = arith.constant 16384 : i32
    %3 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %2, gridDim = (%c16384_i32, %c1_i32, %c1_i32), stream = %1) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32_2 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%3] %c0_i32_2 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_3 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%3] %c0_i32_3 : !cuda.launch_cfg<max_attrs = 3>, i32
    %4 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0<%3> (%view, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_) -> !cuda.result
    %5 = cuda.cast %4 : !cuda.result -> i32
    cuda.return_if_error %5 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %c0_i32_4 : i32
  }
}
