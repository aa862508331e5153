// irscope snapshot: elementwise_add:v2_f16@sm_80 after cute-expand-ops#1 (cute-expand-ops, convert-cute-algo-to-arch)
!copy_simt_1516 = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((32,4),(8,4)):((128,4),(16,1))">, tiler_mn = <"[16:1;256:1]">>
!memref_gmem_f16_3612 = !cute.memref<f16, gmem, align<16>, "((16,256),(512,32)):((8192,1),(131072,256))">
!memref_gmem_f16_f6f9 = !cute.memref<f16, gmem, align<16>, "(16,256):(8192,1)">
!memref_gmem_f16_b199 = !cute.memref<f16, gmem, align<16>, "((8,4),1,1):((1,8192),0,0)">
!memref_gmem_f16_9383 = !cute.memref<f16, gmem, align<16>, "((8,4),(1,1)):((1,8192),(0,0))">
!memref_gmem_f16_1a0a = !cute.memref<f16, gmem, align<16>, "((8,4)):((1,8192))">
!memref_gmem_f16_9d9a = !cute.memref<f16, gmem, align<16>, "(8192,8192):(8192,1)">
!memref_rmem_f16_0a16 = !cute.memref<f16, rmem, align<32>, "((8,4),1,1):((1,8),0,0)">
!memref_rmem_f16_7e6f = !cute.memref<f16, rmem, align<32>, "((8,4),(1,1)):((1,8),(0,0))">
!memref_rmem_f16_234b = !cute.memref<f16, rmem, align<32>, "((8,4)):((1,8))">
!memref_rmem_i8_fbbf = !cute.memref<i8, rmem, align<32>, "(4,1,1):(1,0,0)">
!memref_rmem_i8_b3d1 = !cute.memref<i8, rmem, align<32>, "(4,(1,1)):(1,(0,0))">
!memref_rmem_i8_083b = !cute.memref<i8, rmem, align<32>, "(4):(1)">
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_add_kernel_v2~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_add_kernel_v2~(%arg0: !memref_gmem_f16_3612, %arg1: !memref_gmem_f16_3612, %arg2: !memref_gmem_f16_3612) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 16384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = cute.static : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %1 = cute.static : !cute.layout<"((32,4),(8,4)):((128,4),(16,1))">
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_3612
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_3612
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_3612
      %iter_2 = cute.get_iter(%0) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %tup = cute.deref_arith_tuple_iter(%iter_2) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_3612
      %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_3612
      %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16_3612
      %iter_6 = cute.get_iter(%0) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %tup_0 = cute.deref_arith_tuple_iter(%iter_6) : !cute.arith_tuple_iter<"(0,0)">
      %e0_0, %e1_0 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16_3612
      %lay_0 = cute.get_layout(%arg1) : !memref_gmem_f16_3612
      %lay_1 = cute.get_layout(%arg2) : !memref_gmem_f16_3612
      %lay_2 = cute.get_layout(%0) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %coord = cute.make_coord(%5) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_3 = cute.get_layout(%arg0) : !memref_gmem_f16_3612
      %idx = cute.crd2idx(%coord, %lay_3) : (!cute.coord<"((_,_),?)">, !cute.layout<"((16,256),(512,32)):((8192,1),(131072,256))">) -> !cute.int_tuple<"?{div=256}">
      %iter_7 = cute.get_iter(%arg0) : !memref_gmem_f16_3612
      %ptr = cute.add_offset(%iter_7, %idx) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=256}">) -> !cute.ptr<f16, gmem, align<16>>
      %view = cute.make_view(%ptr) : !memref_gmem_f16_f6f9
      %iter_8 = cute.get_iter(%view) : !memref_gmem_f16_f6f9
      %iter_9 = cute.get_iter(%view) : !memref_gmem_f16_f6f9
      %coord_0 = cute.make_coord(%5) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_4 = cute.get_layout(%arg1) : !memref_gmem_f16_3612
      %idx_0 = cute.crd2idx(%coord_0, %lay_4) : (!cute.coord<"((_,_),?)">, !cute.layout<"((16,256),(512,32)):((8192,1),(131072,256))">) -> !cute.int_tuple<"?{div=256}">
      %iter_10 = cute.get_iter(%arg1) : !memref_gmem_f16_3612
      %ptr_0 = cute.add_offset(%iter_10, %idx_0) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=256}">) -> !cute.ptr<f16, gmem, align<16>>
      %view_0 = cute.make_view(%ptr_0) : !memref_gmem_f16_f6f9
      %iter_11 = cute.get_iter(%view_0) : !memref_gmem_f16_f6f9
      %iter_12 = cute.get_iter(%view_0) : !memref_gmem_f16_f6f9
      %coord_1 = cute.make_coord(%5) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_5 = cute.get_layout(%arg2) : !memref_gmem_f16_3612
      %idx_1 = cute.crd2idx(%coord_1, %lay_5) : (!cute.coord<"((_,_),?)">, !cute.layout<"((16,256),(512,32)):((8192,1),(131072,256))">) -> !cute.int_tuple<"?{div=256}">
      %iter_13 = cute.get_iter(%arg2) : !memref_gmem_f16_3612
      %ptr_1 = cute.add_offset(%iter_13, %idx_1) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=256}">) -> !cute.ptr<f16, gmem, align<16>>
      %view_1 = cute.make_view(%ptr_1) : !memref_gmem_f16_f6f9
      %iter_14 = cute.get_iter(%view_1) : !memref_gmem_f16_f6f9
      %iter_15 = cute.get_iter(%view_1) : !memref_gmem_f16_f6f9
      %coord_2 = cute.make_coord(%5) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_6 = cute.get_layout(%0) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %idx_2 = cute.crd2idx(%coord_2, %lay_6) : (!cute.coord<"((_,_),?)">, !cute.layout<"((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">) -> !cute.int_tuple<"(?{div=16},?{div=256})">
      %iter_16 = cute.get_iter(%0) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %tup_1 = cute.add_offset(%iter_16, %idx_2) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=16},?{div=256})">) -> !cute.arith_tuple_iter<"(?{div=16},?{div=256})">
      %view_2 = cute.make_view(%tup_1) : !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
      %iter_17 = cute.get_iter(%view_2) : !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
      %tup_2 = cute.deref_arith_tuple_iter(%iter_17) : !cute.arith_tuple_iter<"(?{div=16},?{div=256})">
      %e0_1, %e1_1 = cute.get_leaves(%tup_2) : !cute.int_tuple<"(?{div=16},?{div=256})">
      %8 = cute.get_scalars(%e0_1) : !cute.int_tuple<"?{div=16}">
      %9 = cute.get_scalars(%e1_1) : !cute.int_tuple<"?{div=256}">
      %iter_18 = cute.get_iter(%view_2) : !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
      %tup_3 = cute.deref_arith_tuple_iter(%iter_18) : !cute.arith_tuple_iter<"(?{div=16},?{div=256})">
      %e0_2, %e1_2 = cute.get_leaves(%tup_3) : !cute.int_tuple<"(?{div=16},?{div=256})">
      %10 = cute.get_scalars(%e0_2) : !cute.int_tuple<"?{div=16}">
      %11 = cute.get_scalars(%e1_2) : !cute.int_tuple<"?{div=256}">
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
      %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
      %tile = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
      %12 = cute.make_tiled_copy(%atom) : !copy_simt_1516
      %tile_0 = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
      %13 = cute.make_tiled_copy(%atom_0) : !copy_simt_1516
      %coord_3 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_19 = cute.get_iter(%view) : !memref_gmem_f16_f6f9
      %14 = cute.get_scalars(%coord_3) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32 = arith.constant 32 : i32
      %15 = arith.divsi %14, %c32_i32 : i32
      %c32_i32_0 = arith.constant 32 : i32
      %16 = arith.remsi %14, %c32_i32_0 : i32
      %c8_i32 = arith.constant 8 : i32
      %17 = arith.muli %16, %c8_i32 overflow<nsw> : i32
      %c32768_i32 = arith.constant 32768 : i32
      %18 = arith.muli %15, %c32768_i32 overflow<nsw> : i32
      %19 = arith.addi %17, %18 overflow<nsw> : i32
      %iv = cute.assume(%19) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_2 = cute.add_offset(%iter_19, %int_tuple) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %view_3 = cute.make_view(%ptr_2) : !memref_gmem_f16_b199
      %iter_20 = cute.get_iter(%view_3) : !memref_gmem_f16_b199
      %coord_4 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_21 = cute.get_iter(%view_0) : !memref_gmem_f16_f6f9
      %20 = cute.get_scalars(%coord_4) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32_1 = arith.constant 32 : i32
      %21 = arith.divsi %20, %c32_i32_1 : i32
      %c32_i32_2 = arith.constant 32 : i32
      %22 = arith.remsi %20, %c32_i32_2 : i32
      %c8_i32_0 = arith.constant 8 : i32
      %23 = arith.muli %22, %c8_i32_0 overflow<nsw> : i32
      %c32768_i32_0 = arith.constant 32768 : i32
      %24 = arith.muli %21, %c32768_i32_0 overflow<nsw> : i32
      %25 = arith.addi %23, %24 overflow<nsw> : i32
      %iv_0 = cute.assume(%25) : (i32) -> !cute.i32<divby 8>
      %int_tuple_0 = cute.make_int_tuple(%iv_0) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_3 = cute.add_offset(%iter_21, %int_tuple_0) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %view_4 = cute.make_view(%ptr_3) : !memref_gmem_f16_b199
      %iter_22 = cute.get_iter(%view_4) : !memref_gmem_f16_b199
      %coord_5 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_23 = cute.get_iter(%view_1) : !memref_gmem_f16_f6f9
      %26 = cute.get_scalars(%coord_5) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32_3 = arith.constant 32 : i32
      %27 = arith.divsi %26, %c32_i32_3 : i32
      %c32_i32_4 = arith.constant 32 : i32
      %28 = arith.remsi %26, %c32_i32_4 : i32
      %c8_i32_1 = arith.constant 8 : i32
      %29 = arith.muli %28, %c8_i32_1 overflow<nsw> : i32
      %c32768_i32_1 = arith.constant 32768 : i32
      %30 = arith.muli %27, %c32768_i32_1 overflow<nsw> : i32
      %31 = arith.addi %29, %30 overflow<nsw> : i32
      %iv_1 = cute.assume(%31) : (i32) -> !cute.i32<divby 8>
      %int_tuple_1 = cute.make_int_tuple(%iv_1) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_4 = cute.add_offset(%iter_23, %int_tuple_1) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %view_5 = cute.make_view(%ptr_4) : !memref_gmem_f16_b199
      %iter_24 = cute.get_iter(%view_5) : !memref_gmem_f16_b199
      %coord_6 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_25 = cute.get_iter(%view_2) : !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
      %32 = cute.get_scalars(%coord_6) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32_5 = arith.constant 32 : i32
      %33 = arith.divsi %32, %c32_i32_5 : i32
      %c32_i32_6 = arith.constant 32 : i32
      %34 = arith.remsi %32, %c32_i32_6 : i32
      %c8_i32_2 = arith.constant 8 : i32
      %35 = arith.muli %34, %c8_i32_2 overflow<nsw> : i32
      %c4_i32 = arith.constant 4 : i32
      %36 = arith.muli %33, %c4_i32 overflow<nsw> : i32
      %iv_2 = cute.assume(%36) : (i32) -> !cute.i32<divby 4>
      %iv_3 = cute.assume(%35) : (i32) -> !cute.i32<divby 8>
      %int_tuple_2 = cute.make_int_tuple(%iv_2, %iv_3) : (!cute.i32<divby 4>, !cute.i32<divby 8>) -> !cute.int_tuple<"(?{div=4},?{div=8})">
      %tup_4 = cute.add_offset(%iter_25, %int_tuple_2) : (!cute.arith_tuple_iter<"(?{div=16},?{div=256})">, !cute.int_tuple<"(?{div=4},?{div=8})">) -> !cute.arith_tuple_iter<"(?{div=4},?{div=8})">
      %view_6 = cute.make_view(%tup_4) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((8,4),1,1):((1@1,1@0),0,0)">
      %iter_26 = cute.get_iter(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((8,4),1,1):((1@1,1@0),0,0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_26) : !cute.arith_tuple_iter<"(?{div=4},?{div=8})">
      %e0_3, %e1_3 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(?{div=4},?{div=8})">
      %37 = cute.get_scalars(%e0_3) : !cute.int_tuple<"?{div=4}">
      %38 = cute.get_scalars(%e1_3) : !cute.int_tuple<"?{div=8}">
      %lay_7 = cute.get_layout(%view_3) : !memref_gmem_f16_b199
      %lay_8 = cute.make_layout() : !cute.layout<"((8,4),1,1):((1,8),0,0)">
      %rmem = cute.memref.alloca(%lay_8) : !memref_rmem_f16_0a16
      %iter_27 = cute.get_iter(%rmem) : !memref_rmem_f16_0a16
      %iter_28 = cute.get_iter(%rmem) : !memref_rmem_f16_0a16
      %lay_9 = cute.get_layout(%view_4) : !memref_gmem_f16_b199
      %lay_10 = cute.make_layout() : !cute.layout<"((8,4),1,1):((1,8),0,0)">
      %rmem_0 = cute.memref.alloca(%lay_10) : !memref_rmem_f16_0a16
      %iter_29 = cute.get_iter(%rmem_0) : !memref_rmem_f16_0a16
      %iter_30 = cute.get_iter(%rmem_0) : !memref_rmem_f16_0a16
      %lay_11 = cute.get_layout(%view_5) : !memref_gmem_f16_b199
      %lay_12 = cute.make_layout() : !cute.layout<"((8,4),1,1):((1,8),0,0)">
      %rmem_1 = cute.memref.alloca(%lay_12) : !memref_rmem_f16_0a16
      %iter_31 = cute.get_iter(%rmem_1) : !memref_rmem_f16_0a16
      %iter_32 = cute.get_iter(%rmem_1) : !memref_rmem_f16_0a16
      %39 = cute.get_shape(%lay_7) : (!cute.layout<"((8,4),1,1):((1,8192),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_4, %e1_4, %e2, %e3 = cute.get_leaves(%39) : !cute.shape<"((8,4),1,1)">
      %lay_13 = cute.get_layout(%view_3) : !memref_gmem_f16_b199
      %40 = cute.get_shape(%lay_13) : (!cute.layout<"((8,4),1,1):((1,8192),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %shape = cute.make_shape() : () -> !cute.shape<"1">
      %itup = cute.to_int_tuple(%shape) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_5 = cute.get_leaves(%itup) : !cute.int_tuple<"1">
      %lay_14 = cute.get_layout(%view_3) : !memref_gmem_f16_b199
      %41 = cute.get_shape(%lay_14) : (!cute.layout<"((8,4),1,1):((1,8192),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %shape_0 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_0 = cute.to_int_tuple(%shape_0) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_6 = cute.get_leaves(%itup_0) : !cute.int_tuple<"1">
      %shape_1 = cute.make_shape() : () -> !cute.shape<"(4,1,1)">
      %lay_15 = cute.make_layout() : !cute.layout<"(4,1,1):(1,0,0)">
      %rmem_2 = cute.memref.alloca(%lay_15) : !memref_rmem_i8_fbbf
      %iter_33 = cute.get_iter(%rmem_2) : !memref_rmem_i8_fbbf
      %iter_34 = cute.get_iter(%rmem_2) : !memref_rmem_i8_fbbf
      %lay_16 = cute.get_layout(%rmem_2) : !memref_rmem_i8_fbbf
      %42 = cute.get_shape(%lay_16) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %shape_2 = cute.make_shape() : () -> !cute.shape<"4">
      %itup_1 = cute.to_int_tuple(%shape_2) : !cute.shape<"4"> to !cute.int_tuple<"4">
      %e0_7 = cute.get_leaves(%itup_1) : !cute.int_tuple<"4">
      %c0_i32 = arith.constant 0 : i32
      %c4_i32_0 = arith.constant 4 : i32
      %c1_i32 = arith.constant 1 : i32
      %43 = scf.for %arg3 = %c0_i32 to %c4_i32_0 step %c1_i32 iter_args(%arg4 = %rmem_2) -> (!memref_rmem_i8_fbbf)  : i32 {
        %iter_35 = cute.get_iter(%arg4) : !memref_rmem_i8_fbbf
        %iter_36 = cute.get_iter(%arg4) : !memref_rmem_i8_fbbf
        %lay_17 = cute.get_layout(%arg4) : !memref_rmem_i8_fbbf
        %44 = cute.get_shape(%lay_17) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
        %shape_3 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_2 = cute.to_int_tuple(%shape_3) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_8 = cute.get_leaves(%itup_2) : !cute.int_tuple<"1">
        %c0_i32_0 = arith.constant 0 : i32
        %c1_i32_0 = arith.constant 1 : i32
        %45 = scf.for %arg5 = %c0_i32_0 to %c1_i32_0 step %c1_i32_0 iter_args(%arg6 = %arg4) -> (!memref_rmem_i8_fbbf)  : i32 {
          %iter_37 = cute.get_iter(%arg6) : !memref_rmem_i8_fbbf
          %iter_38 = cute.get_iter(%arg6) : !memref_rmem_i8_fbbf
          %lay_18 = cute.get_layout(%arg6) : !memref_rmem_i8_fbbf
          %46 = cute.get_shape(%lay_18) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
          %shape_4 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_3 = cute.to_int_tuple(%shape_4) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %e0_9 = cute.get_leaves(%itup_3) : !cute.int_tuple<"1">
          %c0_i32_1 = arith.constant 0 : i32
          %c1_i32_1 = arith.constant 1 : i32
          %47 = scf.for %arg7 = %c0_i32_1 to %c1_i32_1 step %c1_i32_1 iter_args(%arg8 = %arg6) -> (!memref_rmem_i8_fbbf)  : i32 {
            %iter_39 = cute.get_iter(%arg8) : !memref_rmem_i8_fbbf
            %iter_40 = cute.get_iter(%arg8) : !memref_rmem_i8_fbbf
            %coord_7 = cute.make_coord(%arg3, %arg5, %arg7) : (i32, i32, i32) -> !cute.coord<"((0,?),?,?)">
            %lay_19 = cute.get_layout(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((8,4),1,1):((1@1,1@0),0,0)">
            %idx_3 = cute.crd2idx(%coord_7, %lay_19) : (!cute.coord<"((0,?),?,?)">, !cute.layout<"((8,4),1,1):((1@1,1@0),0,0)">) -> !cute.int_tuple<"(?,0)">
            %iter_41 = cute.get_iter(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((8,4),1,1):((1@1,1@0),0,0)">
            %tup_6 = cute.add_offset(%iter_41, %idx_3) : (!cute.arith_tuple_iter<"(?{div=4},?{div=8})">, !cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,?{div=8})">
            %view_7 = cute.make_view(%tup_6) : !cute.coord_tensor<"(?,?{div=8})", "():()">
            %iter_42 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?,?{div=8})", "():()">
            %tup_7 = cute.deref_arith_tuple_iter(%iter_42) : !cute.arith_tuple_iter<"(?,?{div=8})">
            %e0_10, %e1_5 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(?,?{div=8})">
            %48 = cute.get_scalars(%e0_10) : !cute.int_tuple<"?">
            %49 = cute.get_scalars(%e1_5) : !cute.int_tuple<"?{div=8}">
            %iter_43 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?,?{div=8})", "():()">
            %tup_8 = cute.deref_arith_tuple_iter(%iter_43) : !cute.arith_tuple_iter<"(?,?{div=8})">
            %e0_11, %e1_6 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(?,?{div=8})">
            %50 = cute.get_scalars(%e0_11) : !cute.int_tuple<"?">
            %51 = cute.get_scalars(%e1_6) : !cute.int_tuple<"?{div=8}">
            %iter_44 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?,?{div=8})", "():()">
            %tup_9 = cute.deref_arith_tuple_iter(%iter_44) : !cute.arith_tuple_iter<"(?,?{div=8})">
            %e0_12, %e1_7 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(?,?{div=8})">
            %52 = cute.get_scalars(%e0_12) : !cute.int_tuple<"?">
            %53 = cute.get_scalars(%e1_7) : !cute.int_tuple<"?{div=8}">
            %coord_8 = cute.make_coord(%e0_12, %e1_7) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.coord<"(?,?{div=8})">
            %coord_9 = cute.make_coord() : () -> !cute.coord<"(8192,8192)">
            %54:2 = cute.get_scalars(%coord_8) : !cute.coord<"(?,?{div=8})">
            %55:2 = cute.get_scalars(%coord_9) : !cute.coord<"(8192,8192)">
            %true = arith.constant true
            %56 = arith.cmpi slt, %54#0, %55#0 : i32
            %57 = arith.andi %true, %56 : i1
            %58 = arith.cmpi slt, %54#1, %55#1 : i32
            %59 = arith.andi %57, %58 : i1
            %60 = arith.extui %59 : i1 to i8
            %coord_10 = cute.make_coord(%arg3, %arg5, %arg7) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
            %lay_20 = cute.get_layout(%arg8) : !memref_rmem_i8_fbbf
            %idx_4 = cute.crd2idx(%coord_10, %lay_20) : (!cute.coord<"(?,?,?)">, !cute.layout<"(4,1,1):(1,0,0)">) -> !cute.int_tuple<"?">
            %iter_45 = cute.get_iter(%arg8) : !memref_rmem_i8_fbbf
            %ptr_5 = cute.add_offset(%iter_45, %idx_4) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
            %61 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i8, rmem> to !llvm.ptr
            llvm.store %60, %61 {alignment = 1 : i64} : i8, !llvm.ptr
            %iter_46 = cute.get_iter(%arg8) : !memref_rmem_i8_fbbf
            %iter_47 = cute.get_iter(%arg8) : !memref_rmem_i8_fbbf
            scf.yield %arg8 : !memref_rmem_i8_fbbf
          }
          %iter_48 = cute.get_iter(%47) : !memref_rmem_i8_fbbf
          %iter_49 = cute.get_iter(%arg6) : !memref_rmem_i8_fbbf
          %iter_50 = cute.get_iter(%arg6) : !memref_rmem_i8_fbbf
          %iter_51 = cute.get_iter(%arg6) : !memref_rmem_i8_fbbf
          scf.yield %arg6 : !memref_rmem_i8_fbbf
        }
        %iter_52 = cute.get_iter(%45) : !memref_rmem_i8_fbbf
        %iter_53 = cute.get_iter(%arg4) : !memref_rmem_i8_fbbf
        %iter_54 = cute.get_iter(%arg4) : !memref_rmem_i8_fbbf
        %iter_55 = cute.get_iter(%arg4) : !memref_rmem_i8_fbbf
        scf.yield %arg4 : !memref_rmem_i8_fbbf
      }
      %iter_56 = cute.get_iter(%43) : !memref_rmem_i8_fbbf
      %iter_57 = cute.get_iter(%rmem_2) : !memref_rmem_i8_fbbf
      %lay_21 = cute.get_layout(%rmem) : !memref_rmem_f16_0a16
      %62 = cute.get_shape(%lay_21) : (!cute.layout<"((8,4),1,1):((1,8),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_13, %e1_8, %e2_0, %e3_0 = cute.get_leaves(%62) : !cute.shape<"((8,4),1,1)">
      %shape_5 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_22 = cute.make_layout() : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_7, %lay_22) : !cute.layout<"((8,4),1,1):((1,8192),0,0)">, !cute.layout<"1:0">
      %view_8 = cute.make_view(%iter_20, %append) : !memref_gmem_f16_b199
      %iter_58 = cute.get_iter(%view_8) : !memref_gmem_f16_b199
      %lay_23 = cute.get_layout(%view_8) : !memref_gmem_f16_b199
      %63 = cute.get_shape(%lay_23) : (!cute.layout<"((8,4),1,1):((1,8192),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_14, %e1_9, %e2_1, %e3_1 = cute.get_leaves(%63) : !cute.shape<"((8,4),1,1)">
      %iter_59 = cute.get_iter(%view_8) : !memref_gmem_f16_b199
      %view_9 = cute.make_view(%iter_59) : !memref_gmem_f16_9383
      %iter_60 = cute.get_iter(%view_9) : !memref_gmem_f16_9383
      %iter_61 = cute.get_iter(%view_9) : !memref_gmem_f16_9383
      %shape_6 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_24 = cute.make_layout() : !cute.layout<"1:0">
      %append_0 = cute.append_to_rank<2> (%lay_21, %lay_24) : !cute.layout<"((8,4),1,1):((1,8),0,0)">, !cute.layout<"1:0">
      %view_10 = cute.make_view(%iter_28, %append_0) : !memref_rmem_f16_0a16
      %iter_62 = cute.get_iter(%view_10) : !memref_rmem_f16_0a16
      %lay_25 = cute.get_layout(%view_10) : !memref_rmem_f16_0a16
      %64 = cute.get_shape(%lay_25) : (!cute.layout<"((8,4),1,1):((1,8),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_15, %e1_10, %e2_2, %e3_2 = cute.get_leaves(%64) : !cute.shape<"((8,4),1,1)">
      %iter_63 = cute.get_iter(%view_10) : !memref_rmem_f16_0a16
      %view_11 = cute.make_view(%iter_63) : !memref_rmem_f16_7e6f
      %iter_64 = cute.get_iter(%view_11) : !memref_rmem_f16_7e6f
      %iter_65 = cute.get_iter(%view_11) : !memref_rmem_f16_7e6f
      %lay_26 = cute.get_layout(%rmem_2) : !memref_rmem_i8_fbbf
      %shape_7 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_27 = cute.make_layout() : !cute.layout<"1:0">
      %append_1 = cute.append_to_rank<2> (%lay_26, %lay_27) : !cute.layout<"(4,1,1):(1,0,0)">, !cute.layout<"1:0">
      %view_12 = cute.make_view(%iter_57, %append_1) : !memref_rmem_i8_fbbf
      %iter_66 = cute.get_iter(%view_12) : !memref_rmem_i8_fbbf
      %lay_28 = cute.get_layout(%view_12) : !memref_rmem_i8_fbbf
      %65 = cute.get_shape(%lay_28) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_16, %e1_11, %e2_3 = cute.get_leaves(%65) : !cute.shape<"(4,1,1)">
      %iter_67 = cute.get_iter(%view_12) : !memref_rmem_i8_fbbf
      %view_13 = cute.make_view(%iter_67) : !memref_rmem_i8_b3d1
      %iter_68 = cute.get_iter(%view_13) : !memref_rmem_i8_b3d1
      %iter_69 = cute.get_iter(%view_13) : !memref_rmem_i8_b3d1
      %lay_29 = cute.get_layout(%view_9) : !memref_gmem_f16_9383
      %66 = cute.get_shape(%lay_29) : (!cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %e0_17, %e1_12, %e2_4, %e3_3 = cute.get_leaves(%66) : !cute.shape<"((8,4),(1,1))">
      %lay_30 = cute.get_layout(%view_11) : !memref_rmem_f16_7e6f
      %67 = cute.get_shape(%lay_30) : (!cute.layout<"((8,4),(1,1)):((1,8),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %e0_18, %e1_13, %e2_5, %e3_4 = cute.get_leaves(%67) : !cute.shape<"((8,4),(1,1))">
      %lay_31 = cute.get_layout(%view_9) : !memref_gmem_f16_9383
      %68 = cute.get_shape(%lay_31) : (!cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %shape_8 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_4 = cute.to_int_tuple(%shape_8) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_19 = cute.get_leaves(%itup_4) : !cute.int_tuple<"1">
      %lay_32 = cute.get_layout(%view_11) : !memref_rmem_f16_7e6f
      %69 = cute.get_shape(%lay_32) : (!cute.layout<"((8,4),(1,1)):((1,8),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %shape_9 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_5 = cute.to_int_tuple(%shape_9) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_20 = cute.get_leaves(%itup_5) : !cute.int_tuple<"1">
      %iter_70 = cute.get_iter(%view_9) : !memref_gmem_f16_9383
      %iter_71 = cute.get_iter(%view_11) : !memref_rmem_f16_7e6f
      %lay_33 = cute.get_layout(%view_9) : !memref_gmem_f16_9383
      %lay_34 = cute.get_layout(%view_11) : !memref_rmem_f16_7e6f
      %70 = cute.static : !cute.layout<"1:0">
      %append_2 = cute.append_to_rank<2> (%lay_33, %70) : !cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">, !cute.layout<"1:0">
      %append_3 = cute.append_to_rank<2> (%lay_34, %70) : !cute.layout<"((8,4),(1,1)):((1,8),(0,0))">, !cute.layout<"1:0">
      %grouped = cute.group_modes(%append_2) <1, 2> : (!cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">) -> !cute.layout<"((8,4),((1,1))):((1,8192),((0,0)))">
      %grouped_0 = cute.group_modes(%append_3) <1, 2> : (!cute.layout<"((8,4),(1,1)):((1,8),(0,0))">) -> !cute.layout<"((8,4),((1,1))):((1,8),((0,0)))">
      %iter_72 = cute.get_iter(%view_13) : !memref_rmem_i8_b3d1
      %lay_35 = cute.get_layout(%view_13) : !memref_rmem_i8_b3d1
      %append_4 = cute.append_to_rank<2> (%lay_35, %70) : !cute.layout<"(4,(1,1)):(1,(0,0))">, !cute.layout<"1:0">
      %grouped_1 = cute.group_modes(%append_4) <1, 2> : (!cute.layout<"(4,(1,1)):(1,(0,0))">) -> !cute.layout<"(4,((1,1))):(1,((0,0)))">
      %71 = cute.get_shape(%grouped) : (!cute.layout<"((8,4),((1,1))):((1,8192),((0,0)))">) -> !cute.shape<"((8,4),((1,1)))">
      %shape_10 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_6 = cute.to_int_tuple(%shape_10) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %72 = cute.get_scalars(%itup_6) : !cute.int_tuple<"1">
      %c0_i32_2 = arith.constant 0 : i32
      %c1_i32_2 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_2 to %72 step %c1_i32_2  : i32 {
        %coord_11 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %44 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_36 = cute.make_layout() : !cute.layout<"((8,4)):((1,8192))">
        %idx_5 = cute.crd2idx(%coord_11, %grouped) : (!cute.coord<"(_,?)">, !cute.layout<"((8,4),((1,1))):((1,8192),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_6 = cute.add_offset(%iter_70, %idx_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
        %view_14 = cute.make_view(%ptr_6, %lay_36) : !memref_gmem_f16_1a0a
        %45 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_37 = cute.make_layout() : !cute.layout<"((8,4)):((1,8))">
        %idx_6 = cute.crd2idx(%coord_11, %grouped_0) : (!cute.coord<"(_,?)">, !cute.layout<"((8,4),((1,1))):((1,8),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_7 = cute.add_offset(%iter_71, %idx_6) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %view_15 = cute.make_view(%ptr_7, %lay_37) : !memref_rmem_f16_234b
        %46 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_38 = cute.make_layout() : !cute.layout<"(4):(1)">
        %idx_7 = cute.crd2idx(%coord_11, %grouped_1) : (!cute.coord<"(_,?)">, !cute.layout<"(4,((1,1))):(1,((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_8 = cute.add_offset(%iter_72, %idx_7) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %view_16 = cute.make_view(%ptr_8, %lay_38) : !memref_rmem_i8_083b
        %iter_38 = cute.get_iter(%view_14) : !memref_gmem_f16_1a0a
        %iter_73 = cute.get_iter(%view_15) : !memref_rmem_f16_234b
        %lay_39 = cute.get_layout(%view_14) : !memref_gmem_f16_1a0a
        %lay_40 = cute.get_layout(%view_15) : !memref_rmem_f16_234b
        %iter_74 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_41 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_8 = cute.crd2idx(%coord_12, %lay_41) : (!cute.coord<"0">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"0">
        %ptr_9 = cute.add_offset(%iter_74, %idx_8) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %47 = cute.ptr.load %ptr_9 : <i8, rmem, align<32>>
        %c0_i8 = arith.constant 0 : i8
        %48 = arith.cmpi ne, %47, %c0_i8 : i8
        scf.if %48 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"0">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"0">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"0">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"0">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
        }
        %iter_50 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_42 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_14 = cute.make_coord() : () -> !cute.coord<"1">
        %idx_11 = cute.crd2idx(%coord_14, %lay_42) : (!cute.coord<"1">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"1">
        %ptr_12 = cute.add_offset(%iter_50, %idx_11) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %49 = cute.ptr.load %ptr_12 : <i8, rmem>
        %c0_i8_0 = arith.constant 0 : i8
        %50 = arith.cmpi ne, %49, %c0_i8_0 : i8
        scf.if %50 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"8">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"8">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"8192">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"8">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"8">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<f16, rmem, align<16>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
        }
        %iter_75 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_43 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_15 = cute.make_coord() : () -> !cute.coord<"2">
        %idx_12 = cute.crd2idx(%coord_15, %lay_43) : (!cute.coord<"2">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"2">
        %ptr_13 = cute.add_offset(%iter_75, %idx_12) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %51 = cute.ptr.load %ptr_13 : <i8, rmem, align<2>>
        %c0_i8_1 = arith.constant 0 : i8
        %52 = arith.cmpi ne, %51, %c0_i8_1 : i8
        scf.if %52 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"16">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"16">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"16384">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"16">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"16">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<32>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
        }
        %iter_76 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_44 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_16 = cute.make_coord() : () -> !cute.coord<"3">
        %idx_13 = cute.crd2idx(%coord_16, %lay_44) : (!cute.coord<"3">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"3">
        %ptr_14 = cute.add_offset(%iter_76, %idx_13) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %53 = cute.ptr.load %ptr_14 : <i8, rmem>
        %c0_i8_2 = arith.constant 0 : i8
        %54 = arith.cmpi ne, %53, %c0_i8_2 : i8
        scf.if %54 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"24">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"24">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"24576">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24576">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"24">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"24">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<f16, rmem, align<16>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation_0327}
      %73 = cute.get_shape(%lay_9) : (!cute.layout<"((8,4),1,1):((1,8192),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_21, %e1_14, %e2_6, %e3_5 = cute.get_leaves(%73) : !cute.shape<"((8,4),1,1)">
      %lay_45 = cute.get_layout(%rmem_0) : !memref_rmem_f16_0a16
      %74 = cute.get_shape(%lay_45) : (!cute.layout<"((8,4),1,1):((1,8),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_22, %e1_15, %e2_7, %e3_6 = cute.get_leaves(%74) : !cute.shape<"((8,4),1,1)">
      %shape_11 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_46 = cute.make_layout() : !cute.layout<"1:0">
      %append_5 = cute.append_to_rank<2> (%lay_9, %lay_46) : !cute.layout<"((8,4),1,1):((1,8192),0,0)">, !cute.layout<"1:0">
      %view_17 = cute.make_view(%iter_22, %append_5) : !memref_gmem_f16_b199
      %iter_77 = cute.get_iter(%view_17) : !memref_gmem_f16_b199
      %lay_47 = cute.get_layout(%view_17) : !memref_gmem_f16_b199
      %75 = cute.get_shape(%lay_47) : (!cute.layout<"((8,4),1,1):((1,8192),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_23, %e1_16, %e2_8, %e3_7 = cute.get_leaves(%75) : !cute.shape<"((8,4),1,1)">
      %iter_78 = cute.get_iter(%view_17) : !memref_gmem_f16_b199
      %view_18 = cute.make_view(%iter_78) : !memref_gmem_f16_9383
      %iter_79 = cute.get_iter(%view_18) : !memref_gmem_f16_9383
      %iter_80 = cute.get_iter(%view_18) : !memref_gmem_f16_9383
      %shape_12 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_48 = cute.make_layout() : !cute.layout<"1:0">
      %append_6 = cute.append_to_rank<2> (%lay_45, %lay_48) : !cute.layout<"((8,4),1,1):((1,8),0,0)">, !cute.layout<"1:0">
      %view_19 = cute.make_view(%iter_30, %append_6) : !memref_rmem_f16_0a16
      %iter_81 = cute.get_iter(%view_19) : !memref_rmem_f16_0a16
      %lay_49 = cute.get_layout(%view_19) : !memref_rmem_f16_0a16
      %76 = cute.get_shape(%lay_49) : (!cute.layout<"((8,4),1,1):((1,8),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_24, %e1_17, %e2_9, %e3_8 = cute.get_leaves(%76) : !cute.shape<"((8,4),1,1)">
      %iter_82 = cute.get_iter(%view_19) : !memref_rmem_f16_0a16
      %view_20 = cute.make_view(%iter_82) : !memref_rmem_f16_7e6f
      %iter_83 = cute.get_iter(%view_20) : !memref_rmem_f16_7e6f
      %iter_84 = cute.get_iter(%view_20) : !memref_rmem_f16_7e6f
      %shape_13 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_50 = cute.make_layout() : !cute.layout<"1:0">
      %append_7 = cute.append_to_rank<2> (%lay_26, %lay_50) : !cute.layout<"(4,1,1):(1,0,0)">, !cute.layout<"1:0">
      %view_21 = cute.make_view(%iter_57, %append_7) : !memref_rmem_i8_fbbf
      %iter_85 = cute.get_iter(%view_21) : !memref_rmem_i8_fbbf
      %lay_51 = cute.get_layout(%view_21) : !memref_rmem_i8_fbbf
      %77 = cute.get_shape(%lay_51) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_25, %e1_18, %e2_10 = cute.get_leaves(%77) : !cute.shape<"(4,1,1)">
      %iter_86 = cute.get_iter(%view_21) : !memref_rmem_i8_fbbf
      %view_22 = cute.make_view(%iter_86) : !memref_rmem_i8_b3d1
      %iter_87 = cute.get_iter(%view_22) : !memref_rmem_i8_b3d1
      %iter_88 = cute.get_iter(%view_22) : !memref_rmem_i8_b3d1
      %lay_52 = cute.get_layout(%view_18) : !memref_gmem_f16_9383
      %78 = cute.get_shape(%lay_52) : (!cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %e0_26, %e1_19, %e2_11, %e3_9 = cute.get_leaves(%78) : !cute.shape<"((8,4),(1,1))">
      %lay_53 = cute.get_layout(%view_20) : !memref_rmem_f16_7e6f
      %79 = cute.get_shape(%lay_53) : (!cute.layout<"((8,4),(1,1)):((1,8),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %e0_27, %e1_20, %e2_12, %e3_10 = cute.get_leaves(%79) : !cute.shape<"((8,4),(1,1))">
      %lay_54 = cute.get_layout(%view_18) : !memref_gmem_f16_9383
      %80 = cute.get_shape(%lay_54) : (!cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %shape_14 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_7 = cute.to_int_tuple(%shape_14) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_28 = cute.get_leaves(%itup_7) : !cute.int_tuple<"1">
      %lay_55 = cute.get_layout(%view_20) : !memref_rmem_f16_7e6f
      %81 = cute.get_shape(%lay_55) : (!cute.layout<"((8,4),(1,1)):((1,8),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %shape_15 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_8 = cute.to_int_tuple(%shape_15) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_29 = cute.get_leaves(%itup_8) : !cute.int_tuple<"1">
      %iter_89 = cute.get_iter(%view_18) : !memref_gmem_f16_9383
      %iter_90 = cute.get_iter(%view_20) : !memref_rmem_f16_7e6f
      %lay_56 = cute.get_layout(%view_18) : !memref_gmem_f16_9383
      %lay_57 = cute.get_layout(%view_20) : !memref_rmem_f16_7e6f
      %82 = cute.static : !cute.layout<"1:0">
      %append_8 = cute.append_to_rank<2> (%lay_56, %82) : !cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">, !cute.layout<"1:0">
      %append_9 = cute.append_to_rank<2> (%lay_57, %82) : !cute.layout<"((8,4),(1,1)):((1,8),(0,0))">, !cute.layout<"1:0">
      %grouped_2 = cute.group_modes(%append_8) <1, 2> : (!cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">) -> !cute.layout<"((8,4),((1,1))):((1,8192),((0,0)))">
      %grouped_3 = cute.group_modes(%append_9) <1, 2> : (!cute.layout<"((8,4),(1,1)):((1,8),(0,0))">) -> !cute.layout<"((8,4),((1,1))):((1,8),((0,0)))">
      %iter_91 = cute.get_iter(%view_22) : !memref_rmem_i8_b3d1
      %lay_58 = cute.get_layout(%view_22) : !memref_rmem_i8_b3d1
      %append_10 = cute.append_to_rank<2> (%lay_58, %82) : !cute.layout<"(4,(1,1)):(1,(0,0))">, !cute.layout<"1:0">
      %grouped_4 = cute.group_modes(%append_10) <1, 2> : (!cute.layout<"(4,(1,1)):(1,(0,0))">) -> !cute.layout<"(4,((1,1))):(1,((0,0)))">
      %83 = cute.get_shape(%grouped_2) : (!cute.layout<"((8,4),((1,1))):((1,8192),((0,0)))">) -> !cute.shape<"((8,4),((1,1)))">
      %shape_16 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_9 = cute.to_int_tuple(%shape_16) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %84 = cute.get_scalars(%itup_9) : !cute.int_tuple<"1">
      %c0_i32_3 = arith.constant 0 : i32
      %c1_i32_3 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_3 to %84 step %c1_i32_3  : i32 {
        %coord_11 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %44 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_36 = cute.make_layout() : !cute.layout<"((8,4)):((1,8192))">
        %idx_5 = cute.crd2idx(%coord_11, %grouped_2) : (!cute.coord<"(_,?)">, !cute.layout<"((8,4),((1,1))):((1,8192),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_6 = cute.add_offset(%iter_89, %idx_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
        %view_14 = cute.make_view(%ptr_6, %lay_36) : !memref_gmem_f16_1a0a
        %45 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_37 = cute.make_layout() : !cute.layout<"((8,4)):((1,8))">
        %idx_6 = cute.crd2idx(%coord_11, %grouped_3) : (!cute.coord<"(_,?)">, !cute.layout<"((8,4),((1,1))):((1,8),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_7 = cute.add_offset(%iter_90, %idx_6) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %view_15 = cute.make_view(%ptr_7, %lay_37) : !memref_rmem_f16_234b
        %46 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_38 = cute.make_layout() : !cute.layout<"(4):(1)">
        %idx_7 = cute.crd2idx(%coord_11, %grouped_4) : (!cute.coord<"(_,?)">, !cute.layout<"(4,((1,1))):(1,((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_8 = cute.add_offset(%iter_91, %idx_7) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %view_16 = cute.make_view(%ptr_8, %lay_38) : !memref_rmem_i8_083b
        %iter_38 = cute.get_iter(%view_14) : !memref_gmem_f16_1a0a
        %iter_73 = cute.get_iter(%view_15) : !memref_rmem_f16_234b
        %lay_39 = cute.get_layout(%view_14) : !memref_gmem_f16_1a0a
        %lay_40 = cute.get_layout(%view_15) : !memref_rmem_f16_234b
        %iter_74 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_41 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_8 = cute.crd2idx(%coord_12, %lay_41) : (!cute.coord<"0">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"0">
        %ptr_9 = cute.add_offset(%iter_74, %idx_8) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %47 = cute.ptr.load %ptr_9 : <i8, rmem, align<32>>
        %c0_i8 = arith.constant 0 : i8
        %48 = arith.cmpi ne, %47, %c0_i8 : i8
        scf.if %48 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"0">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"0">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"0">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"0">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
        }
        %iter_50 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_42 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_14 = cute.make_coord() : () -> !cute.coord<"1">
        %idx_11 = cute.crd2idx(%coord_14, %lay_42) : (!cute.coord<"1">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"1">
        %ptr_12 = cute.add_offset(%iter_50, %idx_11) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %49 = cute.ptr.load %ptr_12 : <i8, rmem>
        %c0_i8_0 = arith.constant 0 : i8
        %50 = arith.cmpi ne, %49, %c0_i8_0 : i8
        scf.if %50 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"8">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"8">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"8192">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"8">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"8">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<f16, rmem, align<16>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
        }
        %iter_75 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_43 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_15 = cute.make_coord() : () -> !cute.coord<"2">
        %idx_12 = cute.crd2idx(%coord_15, %lay_43) : (!cute.coord<"2">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"2">
        %ptr_13 = cute.add_offset(%iter_75, %idx_12) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %51 = cute.ptr.load %ptr_13 : <i8, rmem, align<2>>
        %c0_i8_1 = arith.constant 0 : i8
        %52 = arith.cmpi ne, %51, %c0_i8_1 : i8
        scf.if %52 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"16">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"16">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"16384">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"16">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"16">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<32>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
        }
        %iter_76 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_44 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_16 = cute.make_coord() : () -> !cute.coord<"3">
        %idx_13 = cute.crd2idx(%coord_16, %lay_44) : (!cute.coord<"3">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"3">
        %ptr_14 = cute.add_offset(%iter_76, %idx_13) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %53 = cute.ptr.load %ptr_14 : <i8, rmem>
        %c0_i8_2 = arith.constant 0 : i8
        %54 = arith.cmpi ne, %53, %c0_i8_2 : i8
        scf.if %54 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"24">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"24">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"24576">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24576">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"24">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"24">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<f16, rmem, align<16>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation_0327}
      %iter_92 = cute.get_iter(%rmem) : !memref_rmem_f16_0a16
      %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_15 = cute.add_offset(%iter_92, %int_tuple_3) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
      %85 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %86 = llvm.load %85 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %87:32 = vector.to_elements %86 : vector<32xf16>
      %iter_93 = cute.get_iter(%rmem_0) : !memref_rmem_f16_0a16
      %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_16 = cute.add_offset(%iter_93, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
      %88 = builtin.unrealized_conversion_cast %ptr_16 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %89 = llvm.load %88 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %90:32 = vector.to_elements %89 : vector<32xf16>
      %91 = arith.addf %86, %89 : vector<32xf16>
      %lay_59 = cute.get_layout(%rmem_1) : !memref_rmem_f16_0a16
      %92 = cute.get_shape(%lay_59) : (!cute.layout<"((8,4),1,1):((1,8),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_30, %e1_21, %e2_13, %e3_11 = cute.get_leaves(%92) : !cute.shape<"((8,4),1,1)">
      %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4),1,1)">
      %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %e0_31 = cute.get_leaves(%int_tuple_6) : !cute.int_tuple<"32">
      %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"((8,4),1,1)">
      %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %e0_32 = cute.get_leaves(%int_tuple_8) : !cute.int_tuple<"32">
      %iter_94 = cute.get_iter(%rmem_1) : !memref_rmem_f16_0a16
      %93:32 = vector.to_elements %91 : vector<32xf16>
      %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_17 = cute.add_offset(%iter_94, %int_tuple_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
      %94 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      llvm.store %91, %94 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      %95 = cute.get_shape(%lay_11) : (!cute.layout<"((8,4),1,1):((1,8192),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_33, %e1_22, %e2_14, %e3_12 = cute.get_leaves(%95) : !cute.shape<"((8,4),1,1)">
      %shape_17 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_60 = cute.make_layout() : !cute.layout<"1:0">
      %append_11 = cute.append_to_rank<2> (%lay_59, %lay_60) : !cute.layout<"((8,4),1,1):((1,8),0,0)">, !cute.layout<"1:0">
      %view_23 = cute.make_view(%iter_32, %append_11) : !memref_rmem_f16_0a16
      %iter_95 = cute.get_iter(%view_23) : !memref_rmem_f16_0a16
      %lay_61 = cute.get_layout(%view_23) : !memref_rmem_f16_0a16
      %96 = cute.get_shape(%lay_61) : (!cute.layout<"((8,4),1,1):((1,8),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_34, %e1_23, %e2_15, %e3_13 = cute.get_leaves(%96) : !cute.shape<"((8,4),1,1)">
      %iter_96 = cute.get_iter(%view_23) : !memref_rmem_f16_0a16
      %view_24 = cute.make_view(%iter_96) : !memref_rmem_f16_7e6f
      %iter_97 = cute.get_iter(%view_24) : !memref_rmem_f16_7e6f
      %iter_98 = cute.get_iter(%view_24) : !memref_rmem_f16_7e6f
      %shape_18 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_62 = cute.make_layout() : !cute.layout<"1:0">
      %append_12 = cute.append_to_rank<2> (%lay_11, %lay_62) : !cute.layout<"((8,4),1,1):((1,8192),0,0)">, !cute.layout<"1:0">
      %view_25 = cute.make_view(%iter_24, %append_12) : !memref_gmem_f16_b199
      %iter_99 = cute.get_iter(%view_25) : !memref_gmem_f16_b199
      %lay_63 = cute.get_layout(%view_25) : !memref_gmem_f16_b199
      %97 = cute.get_shape(%lay_63) : (!cute.layout<"((8,4),1,1):((1,8192),0,0)">) -> !cute.shape<"((8,4),1,1)">
      %e0_35, %e1_24, %e2_16, %e3_14 = cute.get_leaves(%97) : !cute.shape<"((8,4),1,1)">
      %iter_100 = cute.get_iter(%view_25) : !memref_gmem_f16_b199
      %view_26 = cute.make_view(%iter_100) : !memref_gmem_f16_9383
      %iter_101 = cute.get_iter(%view_26) : !memref_gmem_f16_9383
      %iter_102 = cute.get_iter(%view_26) : !memref_gmem_f16_9383
      %shape_19 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_64 = cute.make_layout() : !cute.layout<"1:0">
      %append_13 = cute.append_to_rank<2> (%lay_26, %lay_64) : !cute.layout<"(4,1,1):(1,0,0)">, !cute.layout<"1:0">
      %view_27 = cute.make_view(%iter_57, %append_13) : !memref_rmem_i8_fbbf
      %iter_103 = cute.get_iter(%view_27) : !memref_rmem_i8_fbbf
      %lay_65 = cute.get_layout(%view_27) : !memref_rmem_i8_fbbf
      %98 = cute.get_shape(%lay_65) : (!cute.layout<"(4,1,1):(1,0,0)">) -> !cute.shape<"(4,1,1)">
      %e0_36, %e1_25, %e2_17 = cute.get_leaves(%98) : !cute.shape<"(4,1,1)">
      %iter_104 = cute.get_iter(%view_27) : !memref_rmem_i8_fbbf
      %view_28 = cute.make_view(%iter_104) : !memref_rmem_i8_b3d1
      %iter_105 = cute.get_iter(%view_28) : !memref_rmem_i8_b3d1
      %iter_106 = cute.get_iter(%view_28) : !memref_rmem_i8_b3d1
      %lay_66 = cute.get_layout(%view_24) : !memref_rmem_f16_7e6f
      %99 = cute.get_shape(%lay_66) : (!cute.layout<"((8,4),(1,1)):((1,8),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %e0_37, %e1_26, %e2_18, %e3_15 = cute.get_leaves(%99) : !cute.shape<"((8,4),(1,1))">
      %lay_67 = cute.get_layout(%view_26) : !memref_gmem_f16_9383
      %100 = cute.get_shape(%lay_67) : (!cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %e0_38, %e1_27, %e2_19, %e3_16 = cute.get_leaves(%100) : !cute.shape<"((8,4),(1,1))">
      %lay_68 = cute.get_layout(%view_24) : !memref_rmem_f16_7e6f
      %101 = cute.get_shape(%lay_68) : (!cute.layout<"((8,4),(1,1)):((1,8),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %shape_20 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_10 = cute.to_int_tuple(%shape_20) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_39 = cute.get_leaves(%itup_10) : !cute.int_tuple<"1">
      %lay_69 = cute.get_layout(%view_26) : !memref_gmem_f16_9383
      %102 = cute.get_shape(%lay_69) : (!cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">) -> !cute.shape<"((8,4),(1,1))">
      %shape_21 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_11 = cute.to_int_tuple(%shape_21) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_40 = cute.get_leaves(%itup_11) : !cute.int_tuple<"1">
      %iter_107 = cute.get_iter(%view_24) : !memref_rmem_f16_7e6f
      %iter_108 = cute.get_iter(%view_26) : !memref_gmem_f16_9383
      %lay_70 = cute.get_layout(%view_24) : !memref_rmem_f16_7e6f
      %lay_71 = cute.get_layout(%view_26) : !memref_gmem_f16_9383
      %103 = cute.static : !cute.layout<"1:0">
      %append_14 = cute.append_to_rank<2> (%lay_70, %103) : !cute.layout<"((8,4),(1,1)):((1,8),(0,0))">, !cute.layout<"1:0">
      %append_15 = cute.append_to_rank<2> (%lay_71, %103) : !cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">, !cute.layout<"1:0">
      %grouped_5 = cute.group_modes(%append_14) <1, 2> : (!cute.layout<"((8,4),(1,1)):((1,8),(0,0))">) -> !cute.layout<"((8,4),((1,1))):((1,8),((0,0)))">
      %grouped_6 = cute.group_modes(%append_15) <1, 2> : (!cute.layout<"((8,4),(1,1)):((1,8192),(0,0))">) -> !cute.layout<"((8,4),((1,1))):((1,8192),((0,0)))">
      %iter_109 = cute.get_iter(%view_28) : !memref_rmem_i8_b3d1
      %lay_72 = cute.get_layout(%view_28) : !memref_rmem_i8_b3d1
      %append_16 = cute.append_to_rank<2> (%lay_72, %103) : !cute.layout<"(4,(1,1)):(1,(0,0))">, !cute.layout<"1:0">
      %grouped_7 = cute.group_modes(%append_16) <1, 2> : (!cute.layout<"(4,(1,1)):(1,(0,0))">) -> !cute.layout<"(4,((1,1))):(1,((0,0)))">
      %104 = cute.get_shape(%grouped_5) : (!cute.layout<"((8,4),((1,1))):((1,8),((0,0)))">) -> !cute.shape<"((8,4),((1,1)))">
      %shape_22 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_12 = cute.to_int_tuple(%shape_22) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %105 = cute.get_scalars(%itup_12) : !cute.int_tuple<"1">
      %c0_i32_4 = arith.constant 0 : i32
      %c1_i32_4 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_4 to %105 step %c1_i32_4  : i32 {
        %coord_11 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %44 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_36 = cute.make_layout() : !cute.layout<"((8,4)):((1,8))">
        %idx_5 = cute.crd2idx(%coord_11, %grouped_5) : (!cute.coord<"(_,?)">, !cute.layout<"((8,4),((1,1))):((1,8),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_6 = cute.add_offset(%iter_107, %idx_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %view_14 = cute.make_view(%ptr_6, %lay_36) : !memref_rmem_f16_234b
        %45 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_37 = cute.make_layout() : !cute.layout<"((8,4)):((1,8192))">
        %idx_6 = cute.crd2idx(%coord_11, %grouped_6) : (!cute.coord<"(_,?)">, !cute.layout<"((8,4),((1,1))):((1,8192),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_7 = cute.add_offset(%iter_108, %idx_6) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
        %view_15 = cute.make_view(%ptr_7, %lay_37) : !memref_gmem_f16_1a0a
        %46 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_38 = cute.make_layout() : !cute.layout<"(4):(1)">
        %idx_7 = cute.crd2idx(%coord_11, %grouped_7) : (!cute.coord<"(_,?)">, !cute.layout<"(4,((1,1))):(1,((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_8 = cute.add_offset(%iter_109, %idx_7) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %view_16 = cute.make_view(%ptr_8, %lay_38) : !memref_rmem_i8_083b
        %iter_38 = cute.get_iter(%view_14) : !memref_rmem_f16_234b
        %iter_73 = cute.get_iter(%view_15) : !memref_gmem_f16_1a0a
        %lay_39 = cute.get_layout(%view_14) : !memref_rmem_f16_234b
        %lay_40 = cute.get_layout(%view_15) : !memref_gmem_f16_1a0a
        %iter_74 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_41 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_8 = cute.crd2idx(%coord_12, %lay_41) : (!cute.coord<"0">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"0">
        %ptr_9 = cute.add_offset(%iter_74, %idx_8) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %47 = cute.ptr.load %ptr_9 : <i8, rmem, align<32>>
        %c0_i8 = arith.constant 0 : i8
        %48 = arith.cmpi ne, %47, %c0_i8 : i8
        scf.if %48 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"0">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"0">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"0">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"0">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
        }
        %iter_50 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_42 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_14 = cute.make_coord() : () -> !cute.coord<"1">
        %idx_11 = cute.crd2idx(%coord_14, %lay_42) : (!cute.coord<"1">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"1">
        %ptr_12 = cute.add_offset(%iter_50, %idx_11) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %49 = cute.ptr.load %ptr_12 : <i8, rmem>
        %c0_i8_0 = arith.constant 0 : i8
        %50 = arith.cmpi ne, %49, %c0_i8_0 : i8
        scf.if %50 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"8">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"8">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"8">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<f16, rmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"8">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"8192">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, gmem, align<16>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
        }
        %iter_75 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_43 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_15 = cute.make_coord() : () -> !cute.coord<"2">
        %idx_12 = cute.crd2idx(%coord_15, %lay_43) : (!cute.coord<"2">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"2">
        %ptr_13 = cute.add_offset(%iter_75, %idx_12) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %51 = cute.ptr.load %ptr_13 : <i8, rmem, align<2>>
        %c0_i8_1 = arith.constant 0 : i8
        %52 = arith.cmpi ne, %51, %c0_i8_1 : i8
        scf.if %52 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"16">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"16">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"16">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<32>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"16">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"16384">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, gmem, align<16>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
        }
        %iter_76 = cute.get_iter(%view_16) : !memref_rmem_i8_083b
        %lay_44 = cute.get_layout(%view_16) : !memref_rmem_i8_083b
        %coord_16 = cute.make_coord() : () -> !cute.coord<"3">
        %idx_13 = cute.crd2idx(%coord_16, %lay_44) : (!cute.coord<"3">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"3">
        %ptr_14 = cute.add_offset(%iter_76, %idx_13) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %53 = cute.ptr.load %ptr_14 : <i8, rmem>
        %c0_i8_2 = arith.constant 0 : i8
        %54 = arith.cmpi ne, %53, %c0_i8_2 : i8
        scf.if %54 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"24">
          %idx_9 = cute.crd2idx(%coord_13, %lay_39) : (!cute.coord<"24">, !cute.layout<"((8,4)):((1,8))">) -> !cute.int_tuple<"24">
          %ptr_10 = cute.add_offset(%iter_38, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<f16, rmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_40) : (!cute.coord<"24">, !cute.layout<"((8,4)):((1,8192))">) -> !cute.int_tuple<"24576">
          %ptr_11 = cute.add_offset(%iter_73, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24576">) -> !cute.ptr<f16, gmem, align<16>>
          %55 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %56 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %57 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %57, %56 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
        }
      } {loop_annotation = #loop_annotation_0327}
      return
    }
  }
  func.func @cutlass_elementwise_add_v2~(%arg0: !memref_gmem_f16_9d9a, %arg1: !memref_gmem_f16_9d9a, %arg2: !memref_gmem_f16_9d9a) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_9d9a
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_9d9a
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_9d9a
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f16_9d9a
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f16_9d9a
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f16_9d9a
    %shape = cute.make_shape() : () -> !cute.shape<"(4,32)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay = cute.make_layout() : !cute.layout<"(4,32):(32,1)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_0 = cute.make_layout() : !cute.layout<"(4,8):(8,1)">
    %lay_1 = cute.make_layout() : !cute.layout<"((4,4),(8,32)):((1024,32),(128,1))">
    %0 = cute.get_shape(%lay) : (!cute.layout<"(4,32):(32,1)">) -> !cute.shape<"(4,32)">
    %shape_1 = cute.make_shape() : () -> !cute.shape<"128">
    %itup = cute.to_int_tuple(%shape_1) : !cute.shape<"128"> to !cute.int_tuple<"128">
    %e0 = cute.get_leaves(%itup) : !cute.int_tuple<"128">
    %1 = cute.get_shape(%lay_0) : (!cute.layout<"(4,8):(8,1)">) -> !cute.shape<"(4,8)">
    %shape_2 = cute.make_shape() : () -> !cute.shape<"32">
    %itup_0 = cute.to_int_tuple(%shape_2) : !cute.shape<"32"> to !cute.int_tuple<"32">
    %e0_0 = cute.get_leaves(%itup_0) : !cute.int_tuple<"32">
    %shape_3 = cute.make_shape() : () -> !cute.shape<"(128,32)">
    %lay_2 = cute.make_layout() : !cute.layout<"(128,32):(1,128)">
    %lay_3 = cute.make_layout() : !cute.layout<"(32,32,4):(128,4,1)">
    %lay_4 = cute.make_layout() : !cute.layout<"((32,4),(8,4)):((128,4),(16,1))">
    %2 = cute.get_shape(%lay_1) : (!cute.layout<"((4,4),(8,32)):((1024,32),(128,1))">) -> !cute.shape<"((4,4),(8,32))">
    %e0_1, %e1, %e2, %e3 = cute.get_leaves(%2) : !cute.shape<"((4,4),(8,32))">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,4),(8,32))">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"(16,256)">
    %e0_2, %e1_0 = cute.get_leaves(%int_tuple_2) : !cute.int_tuple<"(16,256)">
    %lay_5 = cute.get_layout(%arg0) : !memref_gmem_f16_9d9a
    %3 = cute.get_shape(%lay_5) : (!cute.layout<"(8192,8192):(8192,1)">) -> !cute.shape<"(8192,8192)">
    %e0_3, %e1_1 = cute.get_leaves(%3) : !cute.shape<"(8192,8192)">
    %tile = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
    %iter_5 = cute.get_iter(%arg0) : !memref_gmem_f16_9d9a
    %view = cute.make_view(%iter_5) : !memref_gmem_f16_3612
    %iter_6 = cute.get_iter(%view) : !memref_gmem_f16_3612
    %iter_7 = cute.get_iter(%view) : !memref_gmem_f16_3612
    %lay_6 = cute.get_layout(%arg1) : !memref_gmem_f16_9d9a
    %4 = cute.get_shape(%lay_6) : (!cute.layout<"(8192,8192):(8192,1)">) -> !cute.shape<"(8192,8192)">
    %e0_4, %e1_2 = cute.get_leaves(%4) : !cute.shape<"(8192,8192)">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
    %iter_8 = cute.get_iter(%arg1) : !memref_gmem_f16_9d9a
    %view_0 = cute.make_view(%iter_8) : !memref_gmem_f16_3612
    %iter_9 = cute.get_iter(%view_0) : !memref_gmem_f16_3612
    %iter_10 = cute.get_iter(%view_0) : !memref_gmem_f16_3612
    %lay_7 = cute.get_layout(%arg2) : !memref_gmem_f16_9d9a
    %5 = cute.get_shape(%lay_7) : (!cute.layout<"(8192,8192):(8192,1)">) -> !cute.shape<"(8192,8192)">
    %e0_5, %e1_3 = cute.get_leaves(%5) : !cute.shape<"(8192,8192)">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
    %iter_11 = cute.get_iter(%arg2) : !memref_gmem_f16_9d9a
    %view_1 = cute.make_view(%iter_11) : !memref_gmem_f16_3612
    %iter_12 = cute.get_iter(%view_1) : !memref_gmem_f16_3612
    %iter_13 = cute.get_iter(%view_1) : !memref_gmem_f16_3612
    %shape_4 = cute.make_shape() : () -> !cute.shape<"(8192,8192)">
    %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_8 = cute.make_layout(%shape_4, %stride) : !cute.layout<"(8192,8192):(1@0,1@1)">
    %view_2 = cute.make_view(%int_tup_iter, %lay_8) : !cute.coord_tensor<"(0,0)", "(8192,8192):(1@0,1@1)">
    %iter_14 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,0)", "(8192,8192):(1@0,1@1)">
    %tup = cute.deref_arith_tuple_iter(%iter_14) : !cute.arith_tuple_iter<"(0,0)">
    %e0_6, %e1_4 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_9 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,0)", "(8192,8192):(1@0,1@1)">
    %6 = cute.get_shape(%lay_9) : (!cute.layout<"(8192,8192):(1@0,1@1)">) -> !cute.shape<"(8192,8192)">
    %e0_7, %e1_5 = cute.get_leaves(%6) : !cute.shape<"(8192,8192)">
    %tile_2 = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
    %iter_15 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,0)", "(8192,8192):(1@0,1@1)">
    %view_3 = cute.make_view(%iter_15) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
    %iter_16 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
    %tup_0 = cute.deref_arith_tuple_iter(%iter_16) : !cute.arith_tuple_iter<"(0,0)">
    %e0_8, %e1_6 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
    %iter_17 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
    %tup_1 = cute.deref_arith_tuple_iter(%iter_17) : !cute.arith_tuple_iter<"(0,0)">
    %e0_9, %e1_7 = cute.get_leaves(%tup_1) : !cute.int_tuple<"(0,0)">
    %lay_10 = cute.get_layout(%view_1) : !memref_gmem_f16_3612
    %7 = cute.get_shape(%lay_10) : (!cute.layout<"((16,256),(512,32)):((8192,1),(131072,256))">) -> !cute.shape<"((16,256),(512,32))">
    %shape_5 = cute.make_shape() : () -> !cute.shape<"16384">
    %itup_1 = cute.to_int_tuple(%shape_5) : !cute.shape<"16384"> to !cute.int_tuple<"16384">
    %e0_10 = cute.get_leaves(%itup_1) : !cute.int_tuple<"16384">
    %8 = cute.get_shape(%lay_4) : (!cute.layout<"((32,4),(8,4)):((128,4),(16,1))">) -> !cute.shape<"((32,4),(8,4))">
    %shape_6 = cute.make_shape() : () -> !cute.shape<"128">
    %itup_2 = cute.to_int_tuple(%shape_6) : !cute.shape<"128"> to !cute.int_tuple<"128">
    %e0_11 = cute.get_leaves(%itup_2) : !cute.int_tuple<"128">
    %lay_11 = cute.get_layout(%view) : !memref_gmem_f16_3612
    %lay_12 = cute.get_layout(%view_0) : !memref_gmem_f16_3612
    %lay_13 = cute.get_layout(%view_1) : !memref_gmem_f16_3612
    %lay_14 = cute.get_layout(%view_3) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
    %c0_i64 = arith.constant 0 : i64
    %c166912_i64 = arith.constant 166912 : i64
    %9 = arith.cmpi sgt, %c0_i64, %c166912_i64 : i64
    scf.if %9 {
      %10 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %11 = llvm.getelementptr %10[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<323 x i8>
      %12 = llvm.call @printf(%11, %c0_i64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
    }
    %c0_i64_1 = arith.constant 0 : i64
    %13 = cuda.cast %c0_i64_1 : i64 -> !cuda.stream
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16384_i32 = arith.constant 16384 : i32
    %14 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c16384_i32, %c1_i32, %c1_i32), stream = %13) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%14] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %c0_i32_0 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%14] %c0_i32_0 : !cuda.launch_cfg<max_attrs = 17>, i32
    %15 = cuda.launch_ex @kernels::@kernel_cutlass_add_kernel_v2~<%14> (%view, %view_0, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!memref_gmem_f16_3612, !memref_gmem_f16_3612, !memref_gmem_f16_3612) -> !cuda.result
    %16 = cuda.cast %15 : !cuda.result -> i32
    cuda.return_if_error %16 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32_1 : i32
  }
}
