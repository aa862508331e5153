!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((1,16),8192,512):((0,1),8192,16)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1,16):(0,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(8192,8192):(8192,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "(1,16):(0,1)">
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %d bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = cute.static : !cute.layout<"((1,16),8192,512):((0,1),8192,16)">
      %c512_i32 = arith.constant 512 : i32
      %1 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %2 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %3 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %4 = arith.muli %2, %3 : i32
      %5 = arith.addi %4, %1 : i32
      %6 = arith.floordivsi %5, %c512_i32 : i32
      %7 = arith.remsi %5, %c512_i32 : i32
      %coord = cute.make_coord(%6, %7) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %idx = cute.crd2idx(%coord, %0) : (!cute.coord<"((_,_),?,?)">, !cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"?{div=16}">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter, %idx) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view = cute.make_view(%ptr) : !memref_gmem_bf16_1
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %ptr_1 = cute.add_offset(%iter_0, %idx) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_2 = cute.make_view(%ptr_1) : !memref_gmem_bf16_1
      %rmem = cute.memref.alloca() : !memref_rmem_bf16_
      %8 = cute.memref.load_vec(%view) : (!memref_gmem_bf16_1) -> vector<16xbf16>
      cute.memref.store_vec(%8, %rmem) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %9 = cute.memref.load_vec(%rmem) : (!memref_rmem_bf16_) -> vector<16xbf16>
      cute.memref.store_vec(%9, %view_2) : (vector<16xbf16>, !memref_gmem_bf16_1) -> ()
      return
    }
  }
  func.func @cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0: !memref_gmem_bf16_2, %arg1: !memref_gmem_bf16_2) -> i32 attributes {llvm.emit_c_interface} {
    %c16384_i32 = arith.constant 16384 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i64 = arith.constant 0 : i64
    %c0_i32 = arith.constant 0 : i32
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %view = cute.make_view(%iter) : !memref_gmem_bf16_
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %view_1 = cute.make_view(%iter_0) : !memref_gmem_bf16_
    %0 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %1 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c16384_i32, %c1_i32, %c1_i32), stream = %0) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %2 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0<%1> (%view, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_) -> !cuda.result
    %3 = cuda.cast %2 : !cuda.result -> i32
    cuda.return_if_error %3 : i32
    return %c0_i32 : i32
  }
}
