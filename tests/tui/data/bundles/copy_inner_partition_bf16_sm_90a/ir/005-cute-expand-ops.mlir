!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((1,16),8192,512):((0,1),8192,16)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1,16):(0,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(8192,8192):(8192,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "(1,16):(0,1)">
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %lay_3 = cute.get_layout(%arg1) : !memref_gmem_bf16_
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %6 = nvvm.read.ptx.sreg.ntid.x : i32
      %7 = nvvm.read.ptx.sreg.ntid.y : i32
      %8 = nvvm.read.ptx.sreg.ntid.z : i32
      %lay_4 = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %sz = cute.size(%lay_4) <{mode = [2]}> : (!cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"512">
      %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"512">
      %9 = arith.muli %3, %6 : i32
      %10 = arith.addi %9, %0 : i32
      %c512_i32 = arith.constant 512 : i32
      %11 = arith.floordivsi %10, %c512_i32 : i32
      %12 = arith.remsi %10, %c512_i32 : i32
      %coord = cute.make_coord(%11, %12) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %lay_5 = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %idx = cute.crd2idx(%coord, %lay_5) : (!cute.coord<"((_,_),?,?)">, !cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"?{div=16}">
      %iter_6 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter_6, %idx) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view = cute.make_view(%ptr) : !memref_gmem_bf16_1
      %iter_7 = cute.get_iter(%view) : !memref_gmem_bf16_1
      %iter_8 = cute.get_iter(%view) : !memref_gmem_bf16_1
      %coord_9 = cute.make_coord(%11, %12) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %lay_10 = cute.get_layout(%arg1) : !memref_gmem_bf16_
      %idx_11 = cute.crd2idx(%coord_9, %lay_10) : (!cute.coord<"((_,_),?,?)">, !cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"?{div=16}">
      %iter_12 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %ptr_13 = cute.add_offset(%iter_12, %idx_11) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_14 = cute.make_view(%ptr_13) : !memref_gmem_bf16_1
      %iter_15 = cute.get_iter(%view_14) : !memref_gmem_bf16_1
      %iter_16 = cute.get_iter(%view_14) : !memref_gmem_bf16_1
      %lay_17 = cute.get_layout(%view) : !memref_gmem_bf16_1
      %lay_18 = cute.make_layout() : !cute.layout<"(1,16):(0,1)">
      %rmem = cute.memref.alloca(%lay_18) : !memref_rmem_bf16_
      %iter_19 = cute.get_iter(%rmem) : !memref_rmem_bf16_
      %iter_20 = cute.get_iter(%rmem) : !memref_rmem_bf16_
      %lay_21 = cute.get_layout(%view) : !memref_gmem_bf16_1
      %13 = cute.get_shape(%lay_21) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_22, %e1 = cute.get_leaves(%13) : !cute.shape<"(1,16)">
      %lay_23 = cute.get_layout(%view) : !memref_gmem_bf16_1
      %14 = cute.memref.load_vec(%view) : (!memref_gmem_bf16_1) -> vector<16xbf16>
      %lay_24 = cute.get_layout(%view) : !memref_gmem_bf16_1
      %15 = cute.get_shape(%lay_24) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_25, %e1_26 = cute.get_leaves(%15) : !cute.shape<"(1,16)">
      %lay_27 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %16 = cute.get_shape(%lay_27) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_28, %e1_29 = cute.get_leaves(%16) : !cute.shape<"(1,16)">
      %lay_30 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %lay_31 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %17 = cute.get_shape(%lay_31) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_32, %e1_33 = cute.get_leaves(%17) : !cute.shape<"(1,16)">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_34 = cute.size(%int_tuple) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_35 = cute.get_leaves(%sz_34) : !cute.int_tuple<"16">
      %int_tuple_36 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_37 = cute.size(%int_tuple_36) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_38 = cute.get_leaves(%sz_37) : !cute.int_tuple<"16">
      cute.memref.store_vec(%14, %rmem) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %lay_39 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %18 = cute.get_shape(%lay_39) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_40, %e1_41 = cute.get_leaves(%18) : !cute.shape<"(1,16)">
      %lay_42 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %19 = cute.memref.load_vec(%rmem) : (!memref_rmem_bf16_) -> vector<16xbf16>
      %lay_43 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %20 = cute.get_shape(%lay_43) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_44, %e1_45 = cute.get_leaves(%20) : !cute.shape<"(1,16)">
      %lay_46 = cute.get_layout(%view_14) : !memref_gmem_bf16_1
      %21 = cute.get_shape(%lay_46) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_47, %e1_48 = cute.get_leaves(%21) : !cute.shape<"(1,16)">
      %lay_49 = cute.get_layout(%view_14) : !memref_gmem_bf16_1
      %lay_50 = cute.get_layout(%view_14) : !memref_gmem_bf16_1
      %22 = cute.get_shape(%lay_50) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_51, %e1_52 = cute.get_leaves(%22) : !cute.shape<"(1,16)">
      %int_tuple_53 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_54 = cute.size(%int_tuple_53) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_55 = cute.get_leaves(%sz_54) : !cute.int_tuple<"16">
      %int_tuple_56 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_57 = cute.size(%int_tuple_56) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_58 = cute.get_leaves(%sz_57) : !cute.int_tuple<"16">
      cute.memref.store_vec(%19, %view_14) : (vector<16xbf16>, !memref_gmem_bf16_1) -> ()
      return
    }
  }
  func.func @cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0: !memref_gmem_bf16_2, %arg1: !memref_gmem_bf16_2) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;16:1]">
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %view = cute.make_view(%iter_3) : !memref_gmem_bf16_
    %iter_4 = cute.get_iter(%view) : !memref_gmem_bf16_
    %iter_5 = cute.get_iter(%view) : !memref_gmem_bf16_
    %tile_6 = cute.make_tile() : () -> !cute.tile<"[1:0;16:1]">
    %iter_7 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %view_8 = cute.make_view(%iter_7) : !memref_gmem_bf16_
    %iter_9 = cute.get_iter(%view_8) : !memref_gmem_bf16_
    %iter_10 = cute.get_iter(%view_8) : !memref_gmem_bf16_
    %lay = cute.get_layout(%view_8) : !memref_gmem_bf16_
    %sz = cute.size(%lay) <{mode = [1]}> : (!cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"8192">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"8192">
    %lay_11 = cute.get_layout(%view_8) : !memref_gmem_bf16_
    %sz_12 = cute.size(%lay_11) <{mode = [2]}> : (!cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"512">
    %e0_13 = cute.get_leaves(%sz_12) : !cute.int_tuple<"512">
    %lay_14 = cute.get_layout(%view) : !memref_gmem_bf16_
    %lay_15 = cute.get_layout(%view_8) : !memref_gmem_bf16_
    %c0_i32 = arith.constant 0 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %0 = arith.cmpi sgt, %c0_i32, %c232448_i32 : i32
    scf.if %0 {
      %6 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_19 = arith.constant 0 : i64
      %7 = llvm.getelementptr %6[%c0_i64_19, %c0_i64_19] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<249 x i8>
      %8 = llvm.call @printf(%7, %c0_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64 = arith.constant 0 : i64
    %1 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %2 = arith.extsi %c0_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16384_i32 = arith.constant 16384 : i32
    %3 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %2, gridDim = (%c16384_i32, %c1_i32, %c1_i32), stream = %1) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32_16 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%3] %c0_i32_16 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_17 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%3] %c0_i32_17 : !cuda.launch_cfg<max_attrs = 3>, i32
    %4 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0<%3> (%view, %view_8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_) -> !cuda.result
    %5 = cuda.cast %4 : !cuda.result -> i32
    cuda.return_if_error %5 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %c0_i32_18 : i32
  }
}
