// irscope snapshot: copy_inner_partition:bf16@sm_90a after cute-expand-ops#1 (cute-expand-ops)
!memref_gmem_bf16_3cec = !cute.memref<bf16, gmem, align<16>, "((1,16),8192,512):((0,1),8192,16)">
!memref_gmem_bf16_2fc8 = !cute.memref<bf16, gmem, align<16>, "(1,16):(0,1)">
!memref_gmem_bf16_f6c7 = !cute.memref<bf16, gmem, align<16>, "(8192,8192):(8192,1)">
!memref_rmem_bf16_4a41 = !cute.memref<bf16, rmem, align<32>, "(1,16):(0,1)">
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_copy_kernel~(%arg0: !memref_gmem_bf16_3cec, %arg1: !memref_gmem_bf16_3cec) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_3cec
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_3cec
      %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_3cec
      %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_3cec
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_3cec
      %lay_0 = cute.get_layout(%arg1) : !memref_gmem_bf16_3cec
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %6 = nvvm.read.ptx.sreg.ntid.x : i32
      %7 = nvvm.read.ptx.sreg.ntid.y : i32
      %8 = nvvm.read.ptx.sreg.ntid.z : i32
      %lay_1 = cute.get_layout(%arg0) : !memref_gmem_bf16_3cec
      %sz = cute.size(%lay_1) <{mode = [2]}> : (!cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"512">
      %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"512">
      %9 = arith.muli %3, %6 : i32
      %10 = arith.addi %9, %0 : i32
      %c512_i32 = arith.constant 512 : i32
      %11 = arith.floordivsi %10, %c512_i32 : i32
      %12 = arith.remsi %10, %c512_i32 : i32
      %coord = cute.make_coord(%11, %12) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %lay_2 = cute.get_layout(%arg0) : !memref_gmem_bf16_3cec
      %idx = cute.crd2idx(%coord, %lay_2) : (!cute.coord<"((_,_),?,?)">, !cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"?{div=16}">
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_3cec
      %ptr = cute.add_offset(%iter_3, %idx) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view = cute.make_view(%ptr) : !memref_gmem_bf16_2fc8
      %iter_4 = cute.get_iter(%view) : !memref_gmem_bf16_2fc8
      %iter_5 = cute.get_iter(%view) : !memref_gmem_bf16_2fc8
      %coord_0 = cute.make_coord(%11, %12) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %lay_3 = cute.get_layout(%arg1) : !memref_gmem_bf16_3cec
      %idx_0 = cute.crd2idx(%coord_0, %lay_3) : (!cute.coord<"((_,_),?,?)">, !cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"?{div=16}">
      %iter_6 = cute.get_iter(%arg1) : !memref_gmem_bf16_3cec
      %ptr_0 = cute.add_offset(%iter_6, %idx_0) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_0 = cute.make_view(%ptr_0) : !memref_gmem_bf16_2fc8
      %iter_7 = cute.get_iter(%view_0) : !memref_gmem_bf16_2fc8
      %iter_8 = cute.get_iter(%view_0) : !memref_gmem_bf16_2fc8
      %lay_4 = cute.get_layout(%view) : !memref_gmem_bf16_2fc8
      %lay_5 = cute.make_layout() : !cute.layout<"(1,16):(0,1)">
      %rmem = cute.memref.alloca(%lay_5) : !memref_rmem_bf16_4a41
      %iter_9 = cute.get_iter(%rmem) : !memref_rmem_bf16_4a41
      %iter_10 = cute.get_iter(%rmem) : !memref_rmem_bf16_4a41
      %lay_6 = cute.get_layout(%view) : !memref_gmem_bf16_2fc8
      %13 = cute.get_shape(%lay_6) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_0, %e1 = cute.get_leaves(%13) : !cute.shape<"(1,16)">
      %lay_7 = cute.get_layout(%view) : !memref_gmem_bf16_2fc8
      %14 = cute.memref.load_vec(%view) : (!memref_gmem_bf16_2fc8) -> vector<16xbf16>
      %lay_8 = cute.get_layout(%view) : !memref_gmem_bf16_2fc8
      %15 = cute.get_shape(%lay_8) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_1, %e1_0 = cute.get_leaves(%15) : !cute.shape<"(1,16)">
      %lay_9 = cute.get_layout(%rmem) : !memref_rmem_bf16_4a41
      %16 = cute.get_shape(%lay_9) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_2, %e1_1 = cute.get_leaves(%16) : !cute.shape<"(1,16)">
      %lay_10 = cute.get_layout(%rmem) : !memref_rmem_bf16_4a41
      %lay_11 = cute.get_layout(%rmem) : !memref_rmem_bf16_4a41
      %17 = cute.get_shape(%lay_11) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_3, %e1_2 = cute.get_leaves(%17) : !cute.shape<"(1,16)">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_0 = cute.size(%int_tuple) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_4 = cute.get_leaves(%sz_0) : !cute.int_tuple<"16">
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_1 = cute.size(%int_tuple_0) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_5 = cute.get_leaves(%sz_1) : !cute.int_tuple<"16">
      cute.memref.store_vec(%14, %rmem) : (vector<16xbf16>, !memref_rmem_bf16_4a41) -> ()
      %lay_12 = cute.get_layout(%rmem) : !memref_rmem_bf16_4a41
      %18 = cute.get_shape(%lay_12) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_6, %e1_3 = cute.get_leaves(%18) : !cute.shape<"(1,16)">
      %lay_13 = cute.get_layout(%rmem) : !memref_rmem_bf16_4a41
      %19 = cute.memref.load_vec(%rmem) : (!memref_rmem_bf16_4a41) -> vector<16xbf16>
      %lay_14 = cute.get_layout(%rmem) : !memref_rmem_bf16_4a41
      %20 = cute.get_shape(%lay_14) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_7, %e1_4 = cute.get_leaves(%20) : !cute.shape<"(1,16)">
      %lay_15 = cute.get_layout(%view_0) : !memref_gmem_bf16_2fc8
      %21 = cute.get_shape(%lay_15) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_8, %e1_5 = cute.get_leaves(%21) : !cute.shape<"(1,16)">
      %lay_16 = cute.get_layout(%view_0) : !memref_gmem_bf16_2fc8
      %lay_17 = cute.get_layout(%view_0) : !memref_gmem_bf16_2fc8
      %22 = cute.get_shape(%lay_17) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_9, %e1_6 = cute.get_leaves(%22) : !cute.shape<"(1,16)">
      %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_2 = cute.size(%int_tuple_1) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_10 = cute.get_leaves(%sz_2) : !cute.int_tuple<"16">
      %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_3 = cute.size(%int_tuple_2) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_11 = cute.get_leaves(%sz_3) : !cute.int_tuple<"16">
      cute.memref.store_vec(%19, %view_0) : (vector<16xbf16>, !memref_gmem_bf16_2fc8) -> ()
      return
    }
  }
  func.func @cutlass_copy_inner_partition~(%arg0: !memref_gmem_bf16_f6c7, %arg1: !memref_gmem_bf16_f6c7) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_f6c7
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_f6c7
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_f6c7
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_f6c7
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;16:1]">
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_f6c7
    %view = cute.make_view(%iter_3) : !memref_gmem_bf16_3cec
    %iter_4 = cute.get_iter(%view) : !memref_gmem_bf16_3cec
    %iter_5 = cute.get_iter(%view) : !memref_gmem_bf16_3cec
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[1:0;16:1]">
    %iter_6 = cute.get_iter(%arg1) : !memref_gmem_bf16_f6c7
    %view_0 = cute.make_view(%iter_6) : !memref_gmem_bf16_3cec
    %iter_7 = cute.get_iter(%view_0) : !memref_gmem_bf16_3cec
    %iter_8 = cute.get_iter(%view_0) : !memref_gmem_bf16_3cec
    %lay = cute.get_layout(%view_0) : !memref_gmem_bf16_3cec
    %sz = cute.size(%lay) <{mode = [1]}> : (!cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"8192">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"8192">
    %lay_0 = cute.get_layout(%view_0) : !memref_gmem_bf16_3cec
    %sz_0 = cute.size(%lay_0) <{mode = [2]}> : (!cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"512">
    %e0_0 = cute.get_leaves(%sz_0) : !cute.int_tuple<"512">
    %lay_1 = cute.get_layout(%view) : !memref_gmem_bf16_3cec
    %lay_2 = cute.get_layout(%view_0) : !memref_gmem_bf16_3cec
    %c0_i32 = arith.constant 0 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %0 = arith.cmpi sgt, %c0_i32, %c232448_i32 : i32
    scf.if %0 {
      %1 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %2 = llvm.getelementptr %1[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<249 x i8>
      %3 = llvm.call @printf(%2, %c0_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64 = arith.constant 0 : i64
    %4 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %5 = arith.extsi %c0_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16384_i32 = arith.constant 16384 : i32
    %6 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %5, gridDim = (%c16384_i32, %c1_i32, %c1_i32), stream = %4) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32_0 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%6] %c0_i32_0 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%6] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 3>, i32
    %7 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel~<%6> (%view, %view_0) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_3cec, !memref_gmem_bf16_3cec) -> !cuda.result
    %8 = cuda.cast %7 : !cuda.result -> i32
    cuda.return_if_error %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
