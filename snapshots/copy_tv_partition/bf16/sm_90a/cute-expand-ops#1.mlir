// irscope snapshot: copy_tv_partition:bf16@sm_90a after cute-expand-ops#1 (cute-expand-ops)
!memref_gmem_bf16_d703 = !cute.memref<bf16, gmem, align<16>, "((128,64),(64,128)):((8192,1),(1048576,64))">
!memref_gmem_bf16_3763 = !cute.memref<bf16, gmem, align<16>, "(128,64):(8192,1)">
!memref_gmem_bf16_7d37 = !cute.memref<bf16, gmem, align<16>, "((8,32),(8,4)):((8,32768),(1,8192))">
!memref_gmem_bf16_dfe7 = !cute.memref<bf16, gmem, align<16>, "((8,4)):((1,8192))">
!memref_gmem_bf16_f6c7 = !cute.memref<bf16, gmem, align<16>, "(8192,8192):(8192,1)">
!memref_rmem_bf16_028e = !cute.memref<bf16, rmem, align<32>, "((8,4)):((1,8))">
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_copy_kernel~(%arg0: !memref_gmem_bf16_d703, %arg1: !memref_gmem_bf16_d703) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = cute.static : !cute.layout<"((8,32),(8,4)):((1024,4),(128,1))">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_d703
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_d703
      %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_d703
      %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_d703
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_d703
      %lay_0 = cute.get_layout(%arg1) : !memref_gmem_bf16_d703
      %1 = nvvm.read.ptx.sreg.tid.x : i32
      %2 = nvvm.read.ptx.sreg.tid.y : i32
      %3 = nvvm.read.ptx.sreg.tid.z : i32
      %4 = nvvm.read.ptx.sreg.ctaid.x : i32
      %5 = nvvm.read.ptx.sreg.ctaid.y : i32
      %6 = nvvm.read.ptx.sreg.ctaid.z : i32
      %coord = cute.make_coord(%4) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_1 = cute.get_layout(%arg0) : !memref_gmem_bf16_d703
      %idx = cute.crd2idx(%coord, %lay_1) : (!cute.coord<"((_,_),?)">, !cute.layout<"((128,64),(64,128)):((8192,1),(1048576,64))">) -> !cute.int_tuple<"?{div=64}">
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_d703
      %ptr = cute.add_offset(%iter_3, %idx) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view = cute.make_view(%ptr) : !memref_gmem_bf16_3763
      %iter_4 = cute.get_iter(%view) : !memref_gmem_bf16_3763
      %iter_5 = cute.get_iter(%view) : !memref_gmem_bf16_3763
      %coord_0 = cute.make_coord(%4) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_2 = cute.get_layout(%arg1) : !memref_gmem_bf16_d703
      %idx_0 = cute.crd2idx(%coord_0, %lay_2) : (!cute.coord<"((_,_),?)">, !cute.layout<"((128,64),(64,128)):((8192,1),(1048576,64))">) -> !cute.int_tuple<"?{div=64}">
      %iter_6 = cute.get_iter(%arg1) : !memref_gmem_bf16_d703
      %ptr_0 = cute.add_offset(%iter_6, %idx_0) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_0 = cute.make_view(%ptr_0) : !memref_gmem_bf16_3763
      %iter_7 = cute.get_iter(%view_0) : !memref_gmem_bf16_3763
      %iter_8 = cute.get_iter(%view_0) : !memref_gmem_bf16_3763
      %iter_9 = cute.get_iter(%view) : !memref_gmem_bf16_3763
      %view_1 = cute.make_view(%iter_9) : !memref_gmem_bf16_7d37
      %iter_10 = cute.get_iter(%view_1) : !memref_gmem_bf16_7d37
      %coord_1 = cute.make_coord(%1) : (i32) -> !cute.coord<"(?,_)">
      %lay_3 = cute.get_layout(%view_1) : !memref_gmem_bf16_7d37
      %idx_1 = cute.crd2idx(%coord_1, %lay_3) : (!cute.coord<"(?,_)">, !cute.layout<"((8,32),(8,4)):((8,32768),(1,8192))">) -> !cute.int_tuple<"?{div=8}">
      %iter_11 = cute.get_iter(%view_1) : !memref_gmem_bf16_7d37
      %ptr_1 = cute.add_offset(%iter_11, %idx_1) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_2 = cute.make_view(%ptr_1) : !memref_gmem_bf16_dfe7
      %iter_12 = cute.get_iter(%view_2) : !memref_gmem_bf16_dfe7
      %iter_13 = cute.get_iter(%view_2) : !memref_gmem_bf16_dfe7
      %iter_14 = cute.get_iter(%view_0) : !memref_gmem_bf16_3763
      %view_3 = cute.make_view(%iter_14) : !memref_gmem_bf16_7d37
      %iter_15 = cute.get_iter(%view_3) : !memref_gmem_bf16_7d37
      %coord_2 = cute.make_coord(%1) : (i32) -> !cute.coord<"(?,_)">
      %lay_4 = cute.get_layout(%view_3) : !memref_gmem_bf16_7d37
      %idx_2 = cute.crd2idx(%coord_2, %lay_4) : (!cute.coord<"(?,_)">, !cute.layout<"((8,32),(8,4)):((8,32768),(1,8192))">) -> !cute.int_tuple<"?{div=8}">
      %iter_16 = cute.get_iter(%view_3) : !memref_gmem_bf16_7d37
      %ptr_2 = cute.add_offset(%iter_16, %idx_2) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_4 = cute.make_view(%ptr_2) : !memref_gmem_bf16_dfe7
      %iter_17 = cute.get_iter(%view_4) : !memref_gmem_bf16_dfe7
      %iter_18 = cute.get_iter(%view_4) : !memref_gmem_bf16_dfe7
      %lay_5 = cute.get_layout(%view_2) : !memref_gmem_bf16_dfe7
      %lay_6 = cute.make_layout() : !cute.layout<"((8,4)):((1,8))">
      %rmem = cute.memref.alloca(%lay_6) : !memref_rmem_bf16_028e
      %iter_19 = cute.get_iter(%rmem) : !memref_rmem_bf16_028e
      %iter_20 = cute.get_iter(%rmem) : !memref_rmem_bf16_028e
      %lay_7 = cute.get_layout(%view_2) : !memref_gmem_bf16_dfe7
      %7 = cute.get_shape(%lay_7) : (!cute.layout<"((8,4)):((1,8192))">) -> !cute.shape<"((8,4))">
      %e0, %e1 = cute.get_leaves(%7) : !cute.shape<"((8,4))">
      %lay_8 = cute.get_layout(%view_2) : !memref_gmem_bf16_dfe7
      %8 = cute.memref.load_vec(%view_2) : (!memref_gmem_bf16_dfe7) -> vector<32xbf16>
      %lay_9 = cute.get_layout(%view_2) : !memref_gmem_bf16_dfe7
      %9 = cute.get_shape(%lay_9) : (!cute.layout<"((8,4)):((1,8192))">) -> !cute.shape<"((8,4))">
      %e0_0, %e1_0 = cute.get_leaves(%9) : !cute.shape<"((8,4))">
      %lay_10 = cute.get_layout(%rmem) : !memref_rmem_bf16_028e
      %10 = cute.get_shape(%lay_10) : (!cute.layout<"((8,4)):((1,8))">) -> !cute.shape<"((8,4))">
      %e0_1, %e1_1 = cute.get_leaves(%10) : !cute.shape<"((8,4))">
      %lay_11 = cute.get_layout(%rmem) : !memref_rmem_bf16_028e
      %lay_12 = cute.get_layout(%rmem) : !memref_rmem_bf16_028e
      %11 = cute.get_shape(%lay_12) : (!cute.layout<"((8,4)):((1,8))">) -> !cute.shape<"((8,4))">
      %e0_2, %e1_2 = cute.get_leaves(%11) : !cute.shape<"((8,4))">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4))">
      %sz = cute.size(%int_tuple) : (!cute.int_tuple<"((8,4))">) -> !cute.int_tuple<"32">
      %e0_3 = cute.get_leaves(%sz) : !cute.int_tuple<"32">
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4))">
      %sz_0 = cute.size(%int_tuple_0) : (!cute.int_tuple<"((8,4))">) -> !cute.int_tuple<"32">
      %e0_4 = cute.get_leaves(%sz_0) : !cute.int_tuple<"32">
      cute.memref.store_vec(%8, %rmem) : (vector<32xbf16>, !memref_rmem_bf16_028e) -> ()
      %lay_13 = cute.get_layout(%rmem) : !memref_rmem_bf16_028e
      %12 = cute.get_shape(%lay_13) : (!cute.layout<"((8,4)):((1,8))">) -> !cute.shape<"((8,4))">
      %e0_5, %e1_3 = cute.get_leaves(%12) : !cute.shape<"((8,4))">
      %lay_14 = cute.get_layout(%rmem) : !memref_rmem_bf16_028e
      %13 = cute.memref.load_vec(%rmem) : (!memref_rmem_bf16_028e) -> vector<32xbf16>
      %lay_15 = cute.get_layout(%rmem) : !memref_rmem_bf16_028e
      %14 = cute.get_shape(%lay_15) : (!cute.layout<"((8,4)):((1,8))">) -> !cute.shape<"((8,4))">
      %e0_6, %e1_4 = cute.get_leaves(%14) : !cute.shape<"((8,4))">
      %lay_16 = cute.get_layout(%view_4) : !memref_gmem_bf16_dfe7
      %15 = cute.get_shape(%lay_16) : (!cute.layout<"((8,4)):((1,8192))">) -> !cute.shape<"((8,4))">
      %e0_7, %e1_5 = cute.get_leaves(%15) : !cute.shape<"((8,4))">
      %lay_17 = cute.get_layout(%view_4) : !memref_gmem_bf16_dfe7
      %lay_18 = cute.get_layout(%view_4) : !memref_gmem_bf16_dfe7
      %16 = cute.get_shape(%lay_18) : (!cute.layout<"((8,4)):((1,8192))">) -> !cute.shape<"((8,4))">
      %e0_8, %e1_6 = cute.get_leaves(%16) : !cute.shape<"((8,4))">
      %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4))">
      %sz_1 = cute.size(%int_tuple_1) : (!cute.int_tuple<"((8,4))">) -> !cute.int_tuple<"32">
      %e0_9 = cute.get_leaves(%sz_1) : !cute.int_tuple<"32">
      %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4))">
      %sz_2 = cute.size(%int_tuple_2) : (!cute.int_tuple<"((8,4))">) -> !cute.int_tuple<"32">
      %e0_10 = cute.get_leaves(%sz_2) : !cute.int_tuple<"32">
      cute.memref.store_vec(%13, %view_4) : (vector<32xbf16>, !memref_gmem_bf16_dfe7) -> ()
      return
    }
  }
  func.func @cutlass_copy_tv_partition~(%arg0: !memref_gmem_bf16_f6c7, %arg1: !memref_gmem_bf16_f6c7) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_f6c7
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_f6c7
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_f6c7
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_f6c7
    %shape = cute.make_shape() : () -> !cute.shape<"(32,8)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay = cute.make_layout() : !cute.layout<"(32,8):(8,1)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_0 = cute.make_layout() : !cute.layout<"(4,8):(8,1)">
    %lay_1 = cute.make_layout() : !cute.layout<"((4,32),(8,8)):((2048,8),(256,1))">
    %sz = cute.size(%lay) : (!cute.layout<"(32,8):(8,1)">) -> !cute.int_tuple<"256">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_0 = cute.size(%lay_0) : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
    %e0_0 = cute.get_leaves(%sz_0) : !cute.int_tuple<"32">
    %shape_1 = cute.make_shape() : () -> !cute.shape<"(256,32)">
    %lay_2 = cute.make_layout() : !cute.layout<"(256,32):(1,256)">
    %rinv = cute.right_inverse(%lay_1) : (!cute.layout<"((4,32),(8,8)):((2048,8),(256,1))">) -> !cute.layout<"(8,256,4):(1024,4,1)">
    %lay_3 = cute.make_layout() : !cute.layout<"((8,32),(8,4)):((1024,4),(128,1))">
    %0 = cute.get_shape(%lay_1) : (!cute.layout<"((4,32),(8,8)):((2048,8),(256,1))">) -> !cute.shape<"((4,32),(8,8))">
    %e0_1, %e1, %e2, %e3 = cute.get_leaves(%0) : !cute.shape<"((4,32),(8,8))">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,32),(8,8))">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"(128,64)">
    %e0_2, %e1_0 = cute.get_leaves(%int_tuple_2) : !cute.int_tuple<"(128,64)">
    %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_f6c7
    %view = cute.make_view(%iter_3) : !memref_gmem_bf16_d703
    %iter_4 = cute.get_iter(%view) : !memref_gmem_bf16_d703
    %iter_5 = cute.get_iter(%view) : !memref_gmem_bf16_d703
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %iter_6 = cute.get_iter(%arg1) : !memref_gmem_bf16_f6c7
    %view_0 = cute.make_view(%iter_6) : !memref_gmem_bf16_d703
    %iter_7 = cute.get_iter(%view_0) : !memref_gmem_bf16_d703
    %iter_8 = cute.get_iter(%view_0) : !memref_gmem_bf16_d703
    %lay_4 = cute.get_layout(%view_0) : !memref_gmem_bf16_d703
    %sz_1 = cute.size(%lay_4) <{mode = [1]}> : (!cute.layout<"((128,64),(64,128)):((8192,1),(1048576,64))">) -> !cute.int_tuple<"8192">
    %e0_3 = cute.get_leaves(%sz_1) : !cute.int_tuple<"8192">
    %sz_2 = cute.size(%lay_3) <{mode = [0]}> : (!cute.layout<"((8,32),(8,4)):((1024,4),(128,1))">) -> !cute.int_tuple<"256">
    %e0_4 = cute.get_leaves(%sz_2) : !cute.int_tuple<"256">
    %lay_5 = cute.get_layout(%view) : !memref_gmem_bf16_d703
    %lay_6 = cute.get_layout(%view_0) : !memref_gmem_bf16_d703
    %c0_i32 = arith.constant 0 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %1 = arith.cmpi sgt, %c0_i32, %c232448_i32 : i32
    scf.if %1 {
      %2 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %3 = llvm.getelementptr %2[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<261 x i8>
      %4 = llvm.call @printf(%3, %c0_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64 = arith.constant 0 : i64
    %5 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %6 = arith.extsi %c0_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8192_i32 = arith.constant 8192 : i32
    %7 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %6, gridDim = (%c8192_i32, %c1_i32, %c1_i32), stream = %5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32_0 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%7] %c0_i32_0 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%7] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 3>, i32
    %8 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel~<%7> (%view, %view_0) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_d703, !memref_gmem_bf16_d703) -> !cuda.result
    %9 = cuda.cast %8 : !cuda.result -> i32
    cuda.return_if_error %9 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
