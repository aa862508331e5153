// irscope snapshot: elementwise_add:v1_f16@sm_80 after cute-expand-ops#1 (cute-expand-ops, convert-cute-algo-to-arch)
!copy_simt_4b37 = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16>, layout_copy_tv = <"((32,4),(8,4)):((128,4),(16,1))">, tiler_mn = <"[16:1;256:1]">>
!memref_gmem_f16_3612 = !cute.memref<f16, gmem, align<16>, "((16,256),(512,32)):((8192,1),(131072,256))">
!memref_gmem_f16_f6f9 = !cute.memref<f16, gmem, align<16>, "(16,256):(8192,1)">
!memref_gmem_f16_77c9 = !cute.memref<f16, gmem, align<16>, "((1,(8,4)),1,1):((0,(1,8192)),0,0)">
!memref_gmem_f16_fb3d = !cute.memref<f16, gmem, align<16>, "((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">
!memref_gmem_f16_9cfc = !cute.memref<f16, gmem, align<16>, "((1,(8,4))):((0,(1,8192)))">
!memref_gmem_f16_9d9a = !cute.memref<f16, gmem, align<16>, "(8192,8192):(8192,1)">
!memref_rmem_f16_7a3b = !cute.memref<f16, rmem, align<32>, "((1,(8,4)),1,1):((0,(1,8)),0,0)">
!memref_rmem_f16_efb6 = !cute.memref<f16, rmem, align<32>, "((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">
!memref_rmem_f16_b815 = !cute.memref<f16, rmem, align<32>, "((1,(8,4))):((0,(1,8)))">
!memref_rmem_i8_5b6b = !cute.memref<i8, rmem, align<32>, "((1,(8,4)),1,1):((0,(1,8)),0,0)">
!memref_rmem_i8_a16d = !cute.memref<i8, rmem, align<32>, "((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">
!memref_rmem_i8_5213 = !cute.memref<i8, rmem, align<32>, "((1,(8,4))):((0,(1,8)))">
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_add_kernel_v1~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_add_kernel_v1~(%arg0: !memref_gmem_f16_3612, %arg1: !memref_gmem_f16_3612, %arg2: !memref_gmem_f16_3612) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 16384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16>
      %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16>
      %tile = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
      %12 = cute.make_tiled_copy(%atom) : !copy_simt_4b37
      %tile_0 = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
      %13 = cute.make_tiled_copy(%atom_0) : !copy_simt_4b37
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
      %view_3 = cute.make_view(%ptr_2) : !memref_gmem_f16_77c9
      %iter_20 = cute.get_iter(%view_3) : !memref_gmem_f16_77c9
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
      %view_4 = cute.make_view(%ptr_3) : !memref_gmem_f16_77c9
      %iter_22 = cute.get_iter(%view_4) : !memref_gmem_f16_77c9
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
      %view_5 = cute.make_view(%ptr_4) : !memref_gmem_f16_77c9
      %iter_24 = cute.get_iter(%view_5) : !memref_gmem_f16_77c9
      %lay_7 = cute.get_layout(%view_3) : !memref_gmem_f16_77c9
      %lay_8 = cute.make_layout() : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">
      %rmem = cute.memref.alloca(%lay_8) : !memref_rmem_f16_7a3b
      %iter_25 = cute.get_iter(%rmem) : !memref_rmem_f16_7a3b
      %iter_26 = cute.get_iter(%rmem) : !memref_rmem_f16_7a3b
      %lay_9 = cute.get_layout(%view_4) : !memref_gmem_f16_77c9
      %lay_10 = cute.make_layout() : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">
      %rmem_0 = cute.memref.alloca(%lay_10) : !memref_rmem_f16_7a3b
      %iter_27 = cute.get_iter(%rmem_0) : !memref_rmem_f16_7a3b
      %iter_28 = cute.get_iter(%rmem_0) : !memref_rmem_f16_7a3b
      %lay_11 = cute.get_layout(%view_5) : !memref_gmem_f16_77c9
      %lay_12 = cute.make_layout() : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">
      %rmem_1 = cute.memref.alloca(%lay_12) : !memref_rmem_f16_7a3b
      %iter_29 = cute.get_iter(%rmem_1) : !memref_rmem_f16_7a3b
      %iter_30 = cute.get_iter(%rmem_1) : !memref_rmem_f16_7a3b
      %coord_6 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_31 = cute.get_iter(%view_2) : !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
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
      %tup_4 = cute.add_offset(%iter_31, %int_tuple_2) : (!cute.arith_tuple_iter<"(?{div=16},?{div=256})">, !cute.int_tuple<"(?{div=4},?{div=8})">) -> !cute.arith_tuple_iter<"(?{div=4},?{div=8})">
      %view_6 = cute.make_view(%tup_4) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">
      %iter_32 = cute.get_iter(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_32) : !cute.arith_tuple_iter<"(?{div=4},?{div=8})">
      %e0_3, %e1_3 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(?{div=4},?{div=8})">
      %37 = cute.get_scalars(%e0_3) : !cute.int_tuple<"?{div=4}">
      %38 = cute.get_scalars(%e1_3) : !cute.int_tuple<"?{div=8}">
      %lay_13 = cute.get_layout(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">
      %39 = cute.get_shape(%lay_13) : (!cute.layout<"((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_4, %e1_4, %e2, %e3, %e4 = cute.get_leaves(%39) : !cute.shape<"((1,(8,4)),1,1)">
      %shape = cute.make_shape() : () -> !cute.shape<"((1,(8,4)),1,1)">
      %lay_14 = cute.make_layout() : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">
      %rmem_2 = cute.memref.alloca(%lay_14) : !memref_rmem_i8_5b6b
      %iter_33 = cute.get_iter(%rmem_2) : !memref_rmem_i8_5b6b
      %iter_34 = cute.get_iter(%rmem_2) : !memref_rmem_i8_5b6b
      %lay_15 = cute.get_layout(%rmem_2) : !memref_rmem_i8_5b6b
      %40 = cute.get_shape(%lay_15) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %shape_0 = cute.make_shape() : () -> !cute.shape<"32">
      %itup = cute.to_int_tuple(%shape_0) : !cute.shape<"32"> to !cute.int_tuple<"32">
      %e0_5 = cute.get_leaves(%itup) : !cute.int_tuple<"32">
      %c0_i32 = arith.constant 0 : i32
      %c32_i32_7 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %41 = scf.for %arg3 = %c0_i32 to %c32_i32_7 step %c1_i32 iter_args(%arg4 = %rmem_2) -> (!memref_rmem_i8_5b6b)  : i32 {
        %iter_35 = cute.get_iter(%arg4) : !memref_rmem_i8_5b6b
        %iter_36 = cute.get_iter(%arg4) : !memref_rmem_i8_5b6b
        %coord_7 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"?">
        %lay_16 = cute.get_layout(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">
        %idx_3 = cute.crd2idx(%coord_7, %lay_16) : (!cute.coord<"?">, !cute.layout<"((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">) -> !cute.int_tuple<"(?,?)">
        %iter_37 = cute.get_iter(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">
        %tup_6 = cute.add_offset(%iter_37, %idx_3) : (!cute.arith_tuple_iter<"(?{div=4},?{div=8})">, !cute.int_tuple<"(?,?)">) -> !cute.arith_tuple_iter<"(?,?)">
        %view_7 = cute.make_view(%tup_6) : !cute.coord_tensor<"(?,?)", "():()">
        %iter_38 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_7 = cute.deref_arith_tuple_iter(%iter_38) : !cute.arith_tuple_iter<"(?,?)">
        %e0_6, %e1_5 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(?,?)">
        %42 = cute.get_scalars(%e0_6) : !cute.int_tuple<"?">
        %43 = cute.get_scalars(%e1_5) : !cute.int_tuple<"?">
        %iter_39 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_8 = cute.deref_arith_tuple_iter(%iter_39) : !cute.arith_tuple_iter<"(?,?)">
        %e0_7, %e1_6 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(?,?)">
        %44 = cute.get_scalars(%e0_7) : !cute.int_tuple<"?">
        %45 = cute.get_scalars(%e1_6) : !cute.int_tuple<"?">
        %iter_40 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_9 = cute.deref_arith_tuple_iter(%iter_40) : !cute.arith_tuple_iter<"(?,?)">
        %e0_8, %e1_7 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(?,?)">
        %46 = cute.get_scalars(%e0_8) : !cute.int_tuple<"?">
        %47 = cute.get_scalars(%e1_7) : !cute.int_tuple<"?">
        %coord_8 = cute.make_coord(%e0_8, %e1_7) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
        %coord_9 = cute.make_coord() : () -> !cute.coord<"(8192,8192)">
        %48:2 = cute.get_scalars(%coord_8) : !cute.coord<"(?,?)">
        %49:2 = cute.get_scalars(%coord_9) : !cute.coord<"(8192,8192)">
        %true = arith.constant true
        %50 = arith.cmpi slt, %48#0, %49#0 : i32
        %51 = arith.andi %true, %50 : i1
        %52 = arith.cmpi slt, %48#1, %49#1 : i32
        %53 = arith.andi %51, %52 : i1
        %54 = arith.extui %53 : i1 to i8
        %coord_10 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"?">
        %lay_17 = cute.get_layout(%arg4) : !memref_rmem_i8_5b6b
        %idx_4 = cute.crd2idx(%coord_10, %lay_17) : (!cute.coord<"?">, !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.int_tuple<"?">
        %iter_41 = cute.get_iter(%arg4) : !memref_rmem_i8_5b6b
        %ptr_5 = cute.add_offset(%iter_41, %idx_4) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
        %55 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i8, rmem> to !llvm.ptr
        llvm.store %54, %55 {alignment = 1 : i64} : i8, !llvm.ptr
        %iter_42 = cute.get_iter(%arg4) : !memref_rmem_i8_5b6b
        %iter_43 = cute.get_iter(%arg4) : !memref_rmem_i8_5b6b
        scf.yield %arg4 : !memref_rmem_i8_5b6b
      }
      %iter_44 = cute.get_iter(%41) : !memref_rmem_i8_5b6b
      %iter_45 = cute.get_iter(%rmem_2) : !memref_rmem_i8_5b6b
      %56 = cute.get_shape(%lay_7) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_9, %e1_8, %e2_0, %e3_0, %e4_0 = cute.get_leaves(%56) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_18 = cute.get_layout(%rmem) : !memref_rmem_f16_7a3b
      %57 = cute.get_shape(%lay_18) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_10, %e1_9, %e2_1, %e3_1, %e4_1 = cute.get_leaves(%57) : !cute.shape<"((1,(8,4)),1,1)">
      %shape_1 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_19 = cute.make_layout() : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_7, %lay_19) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">, !cute.layout<"1:0">
      %view_8 = cute.make_view(%iter_20, %append) : !memref_gmem_f16_77c9
      %iter_46 = cute.get_iter(%view_8) : !memref_gmem_f16_77c9
      %lay_20 = cute.get_layout(%view_8) : !memref_gmem_f16_77c9
      %58 = cute.get_shape(%lay_20) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_11, %e1_10, %e2_2, %e3_2, %e4_2 = cute.get_leaves(%58) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_47 = cute.get_iter(%view_8) : !memref_gmem_f16_77c9
      %view_9 = cute.make_view(%iter_47) : !memref_gmem_f16_fb3d
      %iter_48 = cute.get_iter(%view_9) : !memref_gmem_f16_fb3d
      %iter_49 = cute.get_iter(%view_9) : !memref_gmem_f16_fb3d
      %shape_2 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_21 = cute.make_layout() : !cute.layout<"1:0">
      %append_0 = cute.append_to_rank<2> (%lay_18, %lay_21) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_10 = cute.make_view(%iter_26, %append_0) : !memref_rmem_f16_7a3b
      %iter_50 = cute.get_iter(%view_10) : !memref_rmem_f16_7a3b
      %lay_22 = cute.get_layout(%view_10) : !memref_rmem_f16_7a3b
      %59 = cute.get_shape(%lay_22) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_12, %e1_11, %e2_3, %e3_3, %e4_3 = cute.get_leaves(%59) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_51 = cute.get_iter(%view_10) : !memref_rmem_f16_7a3b
      %view_11 = cute.make_view(%iter_51) : !memref_rmem_f16_efb6
      %iter_52 = cute.get_iter(%view_11) : !memref_rmem_f16_efb6
      %iter_53 = cute.get_iter(%view_11) : !memref_rmem_f16_efb6
      %lay_23 = cute.get_layout(%rmem_2) : !memref_rmem_i8_5b6b
      %shape_3 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_24 = cute.make_layout() : !cute.layout<"1:0">
      %append_1 = cute.append_to_rank<2> (%lay_23, %lay_24) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_12 = cute.make_view(%iter_45, %append_1) : !memref_rmem_i8_5b6b
      %iter_54 = cute.get_iter(%view_12) : !memref_rmem_i8_5b6b
      %lay_25 = cute.get_layout(%view_12) : !memref_rmem_i8_5b6b
      %60 = cute.get_shape(%lay_25) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_13, %e1_12, %e2_4, %e3_4, %e4_4 = cute.get_leaves(%60) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_55 = cute.get_iter(%view_12) : !memref_rmem_i8_5b6b
      %view_13 = cute.make_view(%iter_55) : !memref_rmem_i8_a16d
      %iter_56 = cute.get_iter(%view_13) : !memref_rmem_i8_a16d
      %iter_57 = cute.get_iter(%view_13) : !memref_rmem_i8_a16d
      %lay_26 = cute.get_layout(%view_9) : !memref_gmem_f16_fb3d
      %61 = cute.get_shape(%lay_26) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_14, %e1_13, %e2_5, %e3_5, %e4_5 = cute.get_leaves(%61) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_27 = cute.get_layout(%view_11) : !memref_rmem_f16_efb6
      %62 = cute.get_shape(%lay_27) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_15, %e1_14, %e2_6, %e3_6, %e4_6 = cute.get_leaves(%62) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_28 = cute.get_layout(%view_9) : !memref_gmem_f16_fb3d
      %63 = cute.get_shape(%lay_28) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %shape_4 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_0 = cute.to_int_tuple(%shape_4) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_16 = cute.get_leaves(%itup_0) : !cute.int_tuple<"1">
      %lay_29 = cute.get_layout(%view_11) : !memref_rmem_f16_efb6
      %64 = cute.get_shape(%lay_29) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %shape_5 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_1 = cute.to_int_tuple(%shape_5) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_17 = cute.get_leaves(%itup_1) : !cute.int_tuple<"1">
      %iter_58 = cute.get_iter(%view_9) : !memref_gmem_f16_fb3d
      %iter_59 = cute.get_iter(%view_11) : !memref_rmem_f16_efb6
      %lay_30 = cute.get_layout(%view_9) : !memref_gmem_f16_fb3d
      %lay_31 = cute.get_layout(%view_11) : !memref_rmem_f16_efb6
      %65 = cute.static : !cute.layout<"1:0">
      %append_2 = cute.append_to_rank<2> (%lay_30, %65) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">, !cute.layout<"1:0">
      %append_3 = cute.append_to_rank<2> (%lay_31, %65) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %grouped = cute.group_modes(%append_2) <1, 2> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">
      %grouped_0 = cute.group_modes(%append_3) <1, 2> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %iter_60 = cute.get_iter(%view_13) : !memref_rmem_i8_a16d
      %lay_32 = cute.get_layout(%view_13) : !memref_rmem_i8_a16d
      %append_4 = cute.append_to_rank<2> (%lay_32, %65) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %grouped_1 = cute.group_modes(%append_4) <1, 2> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %66 = cute.get_shape(%grouped) : (!cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">) -> !cute.shape<"((1,(8,4)),((1,1)))">
      %shape_6 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_2 = cute.to_int_tuple(%shape_6) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %67 = cute.get_scalars(%itup_2) : !cute.int_tuple<"1">
      %c0_i32_0 = arith.constant 0 : i32
      %c1_i32_0 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_0 to %67 step %c1_i32_0  : i32 {
        %coord_11 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %42 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_33 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8192)))">
        %idx_5 = cute.crd2idx(%coord_11, %grouped) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_6 = cute.add_offset(%iter_58, %idx_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
        %view_14 = cute.make_view(%ptr_6, %lay_33) : !memref_gmem_f16_9cfc
        %43 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_34 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_6 = cute.crd2idx(%coord_11, %grouped_0) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_7 = cute.add_offset(%iter_59, %idx_6) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %view_15 = cute.make_view(%ptr_7, %lay_34) : !memref_rmem_f16_b815
        %44 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_35 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_7 = cute.crd2idx(%coord_11, %grouped_1) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_8 = cute.add_offset(%iter_60, %idx_7) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %view_16 = cute.make_view(%ptr_8, %lay_35) : !memref_rmem_i8_5213
        %iter_61 = cute.get_iter(%view_14) : !memref_gmem_f16_9cfc
        %iter_62 = cute.get_iter(%view_15) : !memref_rmem_f16_b815
        %lay_36 = cute.get_layout(%view_14) : !memref_gmem_f16_9cfc
        %lay_37 = cute.get_layout(%view_15) : !memref_rmem_f16_b815
        %iter_63 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_38 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_8 = cute.crd2idx(%coord_12, %lay_38) : (!cute.coord<"0">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"0">
        %ptr_9 = cute.add_offset(%iter_63, %idx_8) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %45 = cute.ptr.load %ptr_9 : <i8, rmem, align<32>>
        %c0_i8 = arith.constant 0 : i8
        %46 = arith.cmpi ne, %45, %c0_i8 : i8
        scf.if %46 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"0">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"0">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"0">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"0">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_64 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_17 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_14 = cute.make_coord() : () -> !cute.coord<"1">
        %idx_11 = cute.crd2idx(%coord_14, %lay_17) : (!cute.coord<"1">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"1">
        %ptr_5 = cute.add_offset(%iter_64, %idx_11) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %47 = cute.ptr.load %ptr_5 : <i8, rmem>
        %c0_i8_0 = arith.constant 0 : i8
        %48 = arith.cmpi ne, %47, %c0_i8_0 : i8
        scf.if %48 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"1">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"1">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"1">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"1">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"1">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_43 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_39 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_15 = cute.make_coord() : () -> !cute.coord<"2">
        %idx_12 = cute.crd2idx(%coord_15, %lay_39) : (!cute.coord<"2">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"2">
        %ptr_12 = cute.add_offset(%iter_43, %idx_12) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %49 = cute.ptr.load %ptr_12 : <i8, rmem, align<2>>
        %c0_i8_1 = arith.constant 0 : i8
        %50 = arith.cmpi ne, %49, %c0_i8_1 : i8
        scf.if %50 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"2">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"2">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"2">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"2">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"2">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_65 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_40 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_16 = cute.make_coord() : () -> !cute.coord<"3">
        %idx_13 = cute.crd2idx(%coord_16, %lay_40) : (!cute.coord<"3">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"3">
        %ptr_13 = cute.add_offset(%iter_65, %idx_13) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %51 = cute.ptr.load %ptr_13 : <i8, rmem>
        %c0_i8_2 = arith.constant 0 : i8
        %52 = arith.cmpi ne, %51, %c0_i8_2 : i8
        scf.if %52 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"3">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"3">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"3">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"3">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"3">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_66 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_41 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_17 = cute.make_coord() : () -> !cute.coord<"4">
        %idx_14 = cute.crd2idx(%coord_17, %lay_41) : (!cute.coord<"4">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"4">
        %ptr_14 = cute.add_offset(%iter_66, %idx_14) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<i8, rmem, align<4>>
        %53 = cute.ptr.load %ptr_14 : <i8, rmem, align<4>>
        %c0_i8_3 = arith.constant 0 : i8
        %54 = arith.cmpi ne, %53, %c0_i8_3 : i8
        scf.if %54 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"4">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"4">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"4">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, gmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"4">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"4">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_67 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_42 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_18 = cute.make_coord() : () -> !cute.coord<"5">
        %idx_15 = cute.crd2idx(%coord_18, %lay_42) : (!cute.coord<"5">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"5">
        %ptr_15 = cute.add_offset(%iter_67, %idx_15) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<i8, rmem>
        %55 = cute.ptr.load %ptr_15 : <i8, rmem>
        %c0_i8_4 = arith.constant 0 : i8
        %71 = arith.cmpi ne, %55, %c0_i8_4 : i8
        scf.if %71 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"5">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"5">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"5">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"5">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"5">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_68 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_43 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_19 = cute.make_coord() : () -> !cute.coord<"6">
        %idx_16 = cute.crd2idx(%coord_19, %lay_43) : (!cute.coord<"6">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"6">
        %ptr_16 = cute.add_offset(%iter_68, %idx_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<i8, rmem, align<2>>
        %72 = cute.ptr.load %ptr_16 : <i8, rmem, align<2>>
        %c0_i8_5 = arith.constant 0 : i8
        %73 = arith.cmpi ne, %72, %c0_i8_5 : i8
        scf.if %73 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"6">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"6">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"6">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"6">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"6">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_69 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_44 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_20 = cute.make_coord() : () -> !cute.coord<"7">
        %idx_17 = cute.crd2idx(%coord_20, %lay_44) : (!cute.coord<"7">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"7">
        %ptr_17 = cute.add_offset(%iter_69, %idx_17) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<i8, rmem>
        %74 = cute.ptr.load %ptr_17 : <i8, rmem>
        %c0_i8_6 = arith.constant 0 : i8
        %75 = arith.cmpi ne, %74, %c0_i8_6 : i8
        scf.if %75 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"7">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"7">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"7">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"7">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"7">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_70 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_45 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_21 = cute.make_coord() : () -> !cute.coord<"8">
        %idx_18 = cute.crd2idx(%coord_21, %lay_45) : (!cute.coord<"8">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"8">
        %ptr_18 = cute.add_offset(%iter_70, %idx_18) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<i8, rmem, align<8>>
        %76 = cute.ptr.load %ptr_18 : <i8, rmem, align<8>>
        %c0_i8_7 = arith.constant 0 : i8
        %77 = arith.cmpi ne, %76, %c0_i8_7 : i8
        scf.if %77 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"8">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"8">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8192">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"8">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"8">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<f16, rmem, align<16>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_71 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_46 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_22 = cute.make_coord() : () -> !cute.coord<"9">
        %idx_19 = cute.crd2idx(%coord_22, %lay_46) : (!cute.coord<"9">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"9">
        %ptr_19 = cute.add_offset(%iter_71, %idx_19) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<i8, rmem>
        %78 = cute.ptr.load %ptr_19 : <i8, rmem>
        %c0_i8_8 = arith.constant 0 : i8
        %79 = arith.cmpi ne, %78, %c0_i8_8 : i8
        scf.if %79 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"9">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"9">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8193">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8193">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"9">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"9">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_72 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_47 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_23 = cute.make_coord() : () -> !cute.coord<"10">
        %idx_20 = cute.crd2idx(%coord_23, %lay_47) : (!cute.coord<"10">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"10">
        %ptr_20 = cute.add_offset(%iter_72, %idx_20) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<i8, rmem, align<2>>
        %80 = cute.ptr.load %ptr_20 : <i8, rmem, align<2>>
        %c0_i8_9 = arith.constant 0 : i8
        %81 = arith.cmpi ne, %80, %c0_i8_9 : i8
        scf.if %81 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"10">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"10">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8194">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8194">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"10">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"10">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_73 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_48 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_24 = cute.make_coord() : () -> !cute.coord<"11">
        %idx_21 = cute.crd2idx(%coord_24, %lay_48) : (!cute.coord<"11">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"11">
        %ptr_21 = cute.add_offset(%iter_73, %idx_21) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<i8, rmem>
        %82 = cute.ptr.load %ptr_21 : <i8, rmem>
        %c0_i8_10 = arith.constant 0 : i8
        %83 = arith.cmpi ne, %82, %c0_i8_10 : i8
        scf.if %83 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"11">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"11">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8195">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8195">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"11">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"11">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_74 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_49 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_25 = cute.make_coord() : () -> !cute.coord<"12">
        %idx_22 = cute.crd2idx(%coord_25, %lay_49) : (!cute.coord<"12">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"12">
        %ptr_22 = cute.add_offset(%iter_74, %idx_22) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<i8, rmem, align<4>>
        %84 = cute.ptr.load %ptr_22 : <i8, rmem, align<4>>
        %c0_i8_11 = arith.constant 0 : i8
        %85 = arith.cmpi ne, %84, %c0_i8_11 : i8
        scf.if %85 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"12">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"12">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8196">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8196">) -> !cute.ptr<f16, gmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"12">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"12">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<f16, rmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_75 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_50 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_26 = cute.make_coord() : () -> !cute.coord<"13">
        %idx_23 = cute.crd2idx(%coord_26, %lay_50) : (!cute.coord<"13">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"13">
        %ptr_23 = cute.add_offset(%iter_75, %idx_23) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<i8, rmem>
        %86 = cute.ptr.load %ptr_23 : <i8, rmem>
        %c0_i8_12 = arith.constant 0 : i8
        %87 = arith.cmpi ne, %86, %c0_i8_12 : i8
        scf.if %87 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"13">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"13">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8197">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8197">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"13">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"13">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_76 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_51 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_27 = cute.make_coord() : () -> !cute.coord<"14">
        %idx_24 = cute.crd2idx(%coord_27, %lay_51) : (!cute.coord<"14">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"14">
        %ptr_24 = cute.add_offset(%iter_76, %idx_24) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<i8, rmem, align<2>>
        %88 = cute.ptr.load %ptr_24 : <i8, rmem, align<2>>
        %c0_i8_13 = arith.constant 0 : i8
        %89 = arith.cmpi ne, %88, %c0_i8_13 : i8
        scf.if %89 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"14">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"14">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8198">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8198">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"14">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"14">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_77 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_52 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_28 = cute.make_coord() : () -> !cute.coord<"15">
        %idx_25 = cute.crd2idx(%coord_28, %lay_52) : (!cute.coord<"15">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"15">
        %ptr_25 = cute.add_offset(%iter_77, %idx_25) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<i8, rmem>
        %90 = cute.ptr.load %ptr_25 : <i8, rmem>
        %c0_i8_14 = arith.constant 0 : i8
        %91 = arith.cmpi ne, %90, %c0_i8_14 : i8
        scf.if %91 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"15">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"15">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8199">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8199">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"15">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"15">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_78 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_53 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_29 = cute.make_coord() : () -> !cute.coord<"16">
        %idx_26 = cute.crd2idx(%coord_29, %lay_53) : (!cute.coord<"16">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"16">
        %ptr_26 = cute.add_offset(%iter_78, %idx_26) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, rmem, align<16>>
        %92 = cute.ptr.load %ptr_26 : <i8, rmem, align<16>>
        %c0_i8_15 = arith.constant 0 : i8
        %93 = arith.cmpi ne, %92, %c0_i8_15 : i8
        scf.if %93 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"16">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"16">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16384">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"16">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"16">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<32>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_79 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_54 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_30 = cute.make_coord() : () -> !cute.coord<"17">
        %idx_27 = cute.crd2idx(%coord_30, %lay_54) : (!cute.coord<"17">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"17">
        %ptr_27 = cute.add_offset(%iter_79, %idx_27) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<i8, rmem>
        %94 = cute.ptr.load %ptr_27 : <i8, rmem>
        %c0_i8_16 = arith.constant 0 : i8
        %95 = arith.cmpi ne, %94, %c0_i8_16 : i8
        scf.if %95 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"17">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"17">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16385">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16385">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"17">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"17">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_80 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_55 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_31 = cute.make_coord() : () -> !cute.coord<"18">
        %idx_28 = cute.crd2idx(%coord_31, %lay_55) : (!cute.coord<"18">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"18">
        %ptr_28 = cute.add_offset(%iter_80, %idx_28) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<i8, rmem, align<2>>
        %96 = cute.ptr.load %ptr_28 : <i8, rmem, align<2>>
        %c0_i8_17 = arith.constant 0 : i8
        %97 = arith.cmpi ne, %96, %c0_i8_17 : i8
        scf.if %97 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"18">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"18">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16386">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16386">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"18">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"18">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_81 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_56 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_32 = cute.make_coord() : () -> !cute.coord<"19">
        %idx_29 = cute.crd2idx(%coord_32, %lay_56) : (!cute.coord<"19">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"19">
        %ptr_29 = cute.add_offset(%iter_81, %idx_29) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<i8, rmem>
        %98 = cute.ptr.load %ptr_29 : <i8, rmem>
        %c0_i8_18 = arith.constant 0 : i8
        %99 = arith.cmpi ne, %98, %c0_i8_18 : i8
        scf.if %99 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"19">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"19">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16387">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16387">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"19">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"19">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_82 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_57 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_33 = cute.make_coord() : () -> !cute.coord<"20">
        %idx_30 = cute.crd2idx(%coord_33, %lay_57) : (!cute.coord<"20">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"20">
        %ptr_30 = cute.add_offset(%iter_82, %idx_30) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<i8, rmem, align<4>>
        %100 = cute.ptr.load %ptr_30 : <i8, rmem, align<4>>
        %c0_i8_19 = arith.constant 0 : i8
        %101 = arith.cmpi ne, %100, %c0_i8_19 : i8
        scf.if %101 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"20">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"20">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16388">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16388">) -> !cute.ptr<f16, gmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"20">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"20">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<f16, rmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_83 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_58 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_34 = cute.make_coord() : () -> !cute.coord<"21">
        %idx_31 = cute.crd2idx(%coord_34, %lay_58) : (!cute.coord<"21">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"21">
        %ptr_31 = cute.add_offset(%iter_83, %idx_31) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<i8, rmem>
        %102 = cute.ptr.load %ptr_31 : <i8, rmem>
        %c0_i8_20 = arith.constant 0 : i8
        %103 = arith.cmpi ne, %102, %c0_i8_20 : i8
        scf.if %103 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"21">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"21">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16389">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16389">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"21">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"21">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_84 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_59 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_35 = cute.make_coord() : () -> !cute.coord<"22">
        %idx_32 = cute.crd2idx(%coord_35, %lay_59) : (!cute.coord<"22">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"22">
        %ptr_32 = cute.add_offset(%iter_84, %idx_32) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<i8, rmem, align<2>>
        %104 = cute.ptr.load %ptr_32 : <i8, rmem, align<2>>
        %c0_i8_21 = arith.constant 0 : i8
        %105 = arith.cmpi ne, %104, %c0_i8_21 : i8
        scf.if %105 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"22">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"22">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16390">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16390">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"22">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"22">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_85 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_60 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_36 = cute.make_coord() : () -> !cute.coord<"23">
        %idx_33 = cute.crd2idx(%coord_36, %lay_60) : (!cute.coord<"23">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"23">
        %ptr_33 = cute.add_offset(%iter_85, %idx_33) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<i8, rmem>
        %106 = cute.ptr.load %ptr_33 : <i8, rmem>
        %c0_i8_22 = arith.constant 0 : i8
        %107 = arith.cmpi ne, %106, %c0_i8_22 : i8
        scf.if %107 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"23">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"23">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16391">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16391">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"23">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"23">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_86 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_61 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_37 = cute.make_coord() : () -> !cute.coord<"24">
        %idx_34 = cute.crd2idx(%coord_37, %lay_61) : (!cute.coord<"24">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"24">
        %ptr_34 = cute.add_offset(%iter_86, %idx_34) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<i8, rmem, align<8>>
        %108 = cute.ptr.load %ptr_34 : <i8, rmem, align<8>>
        %c0_i8_23 = arith.constant 0 : i8
        %109 = arith.cmpi ne, %108, %c0_i8_23 : i8
        scf.if %109 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"24">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"24">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24576">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24576">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"24">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"24">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<f16, rmem, align<16>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_87 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_62 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_38 = cute.make_coord() : () -> !cute.coord<"25">
        %idx_35 = cute.crd2idx(%coord_38, %lay_62) : (!cute.coord<"25">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"25">
        %ptr_35 = cute.add_offset(%iter_87, %idx_35) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<i8, rmem>
        %110 = cute.ptr.load %ptr_35 : <i8, rmem>
        %c0_i8_24 = arith.constant 0 : i8
        %111 = arith.cmpi ne, %110, %c0_i8_24 : i8
        scf.if %111 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"25">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"25">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24577">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24577">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"25">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"25">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_88 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_63 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_39 = cute.make_coord() : () -> !cute.coord<"26">
        %idx_36 = cute.crd2idx(%coord_39, %lay_63) : (!cute.coord<"26">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"26">
        %ptr_36 = cute.add_offset(%iter_88, %idx_36) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<i8, rmem, align<2>>
        %112 = cute.ptr.load %ptr_36 : <i8, rmem, align<2>>
        %c0_i8_25 = arith.constant 0 : i8
        %113 = arith.cmpi ne, %112, %c0_i8_25 : i8
        scf.if %113 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"26">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"26">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24578">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24578">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"26">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"26">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_89 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_64 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_40 = cute.make_coord() : () -> !cute.coord<"27">
        %idx_37 = cute.crd2idx(%coord_40, %lay_64) : (!cute.coord<"27">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"27">
        %ptr_37 = cute.add_offset(%iter_89, %idx_37) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<i8, rmem>
        %114 = cute.ptr.load %ptr_37 : <i8, rmem>
        %c0_i8_26 = arith.constant 0 : i8
        %115 = arith.cmpi ne, %114, %c0_i8_26 : i8
        scf.if %115 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"27">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"27">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24579">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24579">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"27">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"27">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_90 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_65 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_41 = cute.make_coord() : () -> !cute.coord<"28">
        %idx_38 = cute.crd2idx(%coord_41, %lay_65) : (!cute.coord<"28">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"28">
        %ptr_38 = cute.add_offset(%iter_90, %idx_38) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<i8, rmem, align<4>>
        %116 = cute.ptr.load %ptr_38 : <i8, rmem, align<4>>
        %c0_i8_27 = arith.constant 0 : i8
        %117 = arith.cmpi ne, %116, %c0_i8_27 : i8
        scf.if %117 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"28">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"28">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24580">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24580">) -> !cute.ptr<f16, gmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"28">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"28">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<f16, rmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_91 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_66 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_42 = cute.make_coord() : () -> !cute.coord<"29">
        %idx_39 = cute.crd2idx(%coord_42, %lay_66) : (!cute.coord<"29">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"29">
        %ptr_39 = cute.add_offset(%iter_91, %idx_39) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<i8, rmem>
        %118 = cute.ptr.load %ptr_39 : <i8, rmem>
        %c0_i8_28 = arith.constant 0 : i8
        %119 = arith.cmpi ne, %118, %c0_i8_28 : i8
        scf.if %119 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"29">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"29">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24581">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24581">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"29">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"29">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_92 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_67 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_43 = cute.make_coord() : () -> !cute.coord<"30">
        %idx_40 = cute.crd2idx(%coord_43, %lay_67) : (!cute.coord<"30">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"30">
        %ptr_40 = cute.add_offset(%iter_92, %idx_40) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<i8, rmem, align<2>>
        %120 = cute.ptr.load %ptr_40 : <i8, rmem, align<2>>
        %c0_i8_29 = arith.constant 0 : i8
        %121 = arith.cmpi ne, %120, %c0_i8_29 : i8
        scf.if %121 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"30">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"30">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24582">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24582">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"30">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"30">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_93 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_68 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_44 = cute.make_coord() : () -> !cute.coord<"31">
        %idx_41 = cute.crd2idx(%coord_44, %lay_68) : (!cute.coord<"31">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"31">
        %ptr_41 = cute.add_offset(%iter_93, %idx_41) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<i8, rmem>
        %122 = cute.ptr.load %ptr_41 : <i8, rmem>
        %c0_i8_30 = arith.constant 0 : i8
        %123 = arith.cmpi ne, %122, %c0_i8_30 : i8
        scf.if %123 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"31">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"31">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24583">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24583">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"31">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"31">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation_0327}
      %124 = cute.get_shape(%lay_9) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_18, %e1_15, %e2_7, %e3_7, %e4_7 = cute.get_leaves(%124) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_69 = cute.get_layout(%rmem_0) : !memref_rmem_f16_7a3b
      %125 = cute.get_shape(%lay_69) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_19, %e1_16, %e2_8, %e3_8, %e4_8 = cute.get_leaves(%125) : !cute.shape<"((1,(8,4)),1,1)">
      %shape_7 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_70 = cute.make_layout() : !cute.layout<"1:0">
      %append_5 = cute.append_to_rank<2> (%lay_9, %lay_70) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">, !cute.layout<"1:0">
      %view_17 = cute.make_view(%iter_22, %append_5) : !memref_gmem_f16_77c9
      %iter_94 = cute.get_iter(%view_17) : !memref_gmem_f16_77c9
      %lay_71 = cute.get_layout(%view_17) : !memref_gmem_f16_77c9
      %126 = cute.get_shape(%lay_71) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_20, %e1_17, %e2_9, %e3_9, %e4_9 = cute.get_leaves(%126) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_95 = cute.get_iter(%view_17) : !memref_gmem_f16_77c9
      %view_18 = cute.make_view(%iter_95) : !memref_gmem_f16_fb3d
      %iter_96 = cute.get_iter(%view_18) : !memref_gmem_f16_fb3d
      %iter_97 = cute.get_iter(%view_18) : !memref_gmem_f16_fb3d
      %shape_8 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_72 = cute.make_layout() : !cute.layout<"1:0">
      %append_6 = cute.append_to_rank<2> (%lay_69, %lay_72) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_19 = cute.make_view(%iter_28, %append_6) : !memref_rmem_f16_7a3b
      %iter_98 = cute.get_iter(%view_19) : !memref_rmem_f16_7a3b
      %lay_73 = cute.get_layout(%view_19) : !memref_rmem_f16_7a3b
      %127 = cute.get_shape(%lay_73) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_21, %e1_18, %e2_10, %e3_10, %e4_10 = cute.get_leaves(%127) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_99 = cute.get_iter(%view_19) : !memref_rmem_f16_7a3b
      %view_20 = cute.make_view(%iter_99) : !memref_rmem_f16_efb6
      %iter_100 = cute.get_iter(%view_20) : !memref_rmem_f16_efb6
      %iter_101 = cute.get_iter(%view_20) : !memref_rmem_f16_efb6
      %shape_9 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_74 = cute.make_layout() : !cute.layout<"1:0">
      %append_7 = cute.append_to_rank<2> (%lay_23, %lay_74) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_21 = cute.make_view(%iter_45, %append_7) : !memref_rmem_i8_5b6b
      %iter_102 = cute.get_iter(%view_21) : !memref_rmem_i8_5b6b
      %lay_75 = cute.get_layout(%view_21) : !memref_rmem_i8_5b6b
      %128 = cute.get_shape(%lay_75) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_22, %e1_19, %e2_11, %e3_11, %e4_11 = cute.get_leaves(%128) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_103 = cute.get_iter(%view_21) : !memref_rmem_i8_5b6b
      %view_22 = cute.make_view(%iter_103) : !memref_rmem_i8_a16d
      %iter_104 = cute.get_iter(%view_22) : !memref_rmem_i8_a16d
      %iter_105 = cute.get_iter(%view_22) : !memref_rmem_i8_a16d
      %lay_76 = cute.get_layout(%view_18) : !memref_gmem_f16_fb3d
      %129 = cute.get_shape(%lay_76) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_23, %e1_20, %e2_12, %e3_12, %e4_12 = cute.get_leaves(%129) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_77 = cute.get_layout(%view_20) : !memref_rmem_f16_efb6
      %130 = cute.get_shape(%lay_77) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_24, %e1_21, %e2_13, %e3_13, %e4_13 = cute.get_leaves(%130) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_78 = cute.get_layout(%view_18) : !memref_gmem_f16_fb3d
      %131 = cute.get_shape(%lay_78) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %shape_10 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_3 = cute.to_int_tuple(%shape_10) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_25 = cute.get_leaves(%itup_3) : !cute.int_tuple<"1">
      %lay_79 = cute.get_layout(%view_20) : !memref_rmem_f16_efb6
      %132 = cute.get_shape(%lay_79) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %shape_11 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_4 = cute.to_int_tuple(%shape_11) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_26 = cute.get_leaves(%itup_4) : !cute.int_tuple<"1">
      %iter_106 = cute.get_iter(%view_18) : !memref_gmem_f16_fb3d
      %iter_107 = cute.get_iter(%view_20) : !memref_rmem_f16_efb6
      %lay_80 = cute.get_layout(%view_18) : !memref_gmem_f16_fb3d
      %lay_81 = cute.get_layout(%view_20) : !memref_rmem_f16_efb6
      %133 = cute.static : !cute.layout<"1:0">
      %append_8 = cute.append_to_rank<2> (%lay_80, %133) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">, !cute.layout<"1:0">
      %append_9 = cute.append_to_rank<2> (%lay_81, %133) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %grouped_2 = cute.group_modes(%append_8) <1, 2> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">
      %grouped_3 = cute.group_modes(%append_9) <1, 2> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %iter_108 = cute.get_iter(%view_22) : !memref_rmem_i8_a16d
      %lay_82 = cute.get_layout(%view_22) : !memref_rmem_i8_a16d
      %append_10 = cute.append_to_rank<2> (%lay_82, %133) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %grouped_4 = cute.group_modes(%append_10) <1, 2> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %134 = cute.get_shape(%grouped_2) : (!cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">) -> !cute.shape<"((1,(8,4)),((1,1)))">
      %shape_12 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_5 = cute.to_int_tuple(%shape_12) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %135 = cute.get_scalars(%itup_5) : !cute.int_tuple<"1">
      %c0_i32_1 = arith.constant 0 : i32
      %c1_i32_1 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_1 to %135 step %c1_i32_1  : i32 {
        %coord_11 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %42 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_33 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8192)))">
        %idx_5 = cute.crd2idx(%coord_11, %grouped_2) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_6 = cute.add_offset(%iter_106, %idx_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
        %view_14 = cute.make_view(%ptr_6, %lay_33) : !memref_gmem_f16_9cfc
        %43 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_34 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_6 = cute.crd2idx(%coord_11, %grouped_3) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_7 = cute.add_offset(%iter_107, %idx_6) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %view_15 = cute.make_view(%ptr_7, %lay_34) : !memref_rmem_f16_b815
        %44 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_35 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_7 = cute.crd2idx(%coord_11, %grouped_4) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_8 = cute.add_offset(%iter_108, %idx_7) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %view_16 = cute.make_view(%ptr_8, %lay_35) : !memref_rmem_i8_5213
        %iter_61 = cute.get_iter(%view_14) : !memref_gmem_f16_9cfc
        %iter_62 = cute.get_iter(%view_15) : !memref_rmem_f16_b815
        %lay_36 = cute.get_layout(%view_14) : !memref_gmem_f16_9cfc
        %lay_37 = cute.get_layout(%view_15) : !memref_rmem_f16_b815
        %iter_63 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_38 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_8 = cute.crd2idx(%coord_12, %lay_38) : (!cute.coord<"0">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"0">
        %ptr_9 = cute.add_offset(%iter_63, %idx_8) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %45 = cute.ptr.load %ptr_9 : <i8, rmem, align<32>>
        %c0_i8 = arith.constant 0 : i8
        %46 = arith.cmpi ne, %45, %c0_i8 : i8
        scf.if %46 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"0">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"0">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"0">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"0">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_64 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_17 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_14 = cute.make_coord() : () -> !cute.coord<"1">
        %idx_11 = cute.crd2idx(%coord_14, %lay_17) : (!cute.coord<"1">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"1">
        %ptr_5 = cute.add_offset(%iter_64, %idx_11) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %47 = cute.ptr.load %ptr_5 : <i8, rmem>
        %c0_i8_0 = arith.constant 0 : i8
        %48 = arith.cmpi ne, %47, %c0_i8_0 : i8
        scf.if %48 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"1">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"1">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"1">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"1">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"1">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_43 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_39 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_15 = cute.make_coord() : () -> !cute.coord<"2">
        %idx_12 = cute.crd2idx(%coord_15, %lay_39) : (!cute.coord<"2">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"2">
        %ptr_12 = cute.add_offset(%iter_43, %idx_12) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %49 = cute.ptr.load %ptr_12 : <i8, rmem, align<2>>
        %c0_i8_1 = arith.constant 0 : i8
        %50 = arith.cmpi ne, %49, %c0_i8_1 : i8
        scf.if %50 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"2">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"2">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"2">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"2">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"2">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_65 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_40 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_16 = cute.make_coord() : () -> !cute.coord<"3">
        %idx_13 = cute.crd2idx(%coord_16, %lay_40) : (!cute.coord<"3">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"3">
        %ptr_13 = cute.add_offset(%iter_65, %idx_13) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %51 = cute.ptr.load %ptr_13 : <i8, rmem>
        %c0_i8_2 = arith.constant 0 : i8
        %52 = arith.cmpi ne, %51, %c0_i8_2 : i8
        scf.if %52 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"3">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"3">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"3">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"3">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"3">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_66 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_41 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_17 = cute.make_coord() : () -> !cute.coord<"4">
        %idx_14 = cute.crd2idx(%coord_17, %lay_41) : (!cute.coord<"4">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"4">
        %ptr_14 = cute.add_offset(%iter_66, %idx_14) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<i8, rmem, align<4>>
        %53 = cute.ptr.load %ptr_14 : <i8, rmem, align<4>>
        %c0_i8_3 = arith.constant 0 : i8
        %54 = arith.cmpi ne, %53, %c0_i8_3 : i8
        scf.if %54 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"4">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"4">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"4">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, gmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"4">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"4">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_67 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_42 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_18 = cute.make_coord() : () -> !cute.coord<"5">
        %idx_15 = cute.crd2idx(%coord_18, %lay_42) : (!cute.coord<"5">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"5">
        %ptr_15 = cute.add_offset(%iter_67, %idx_15) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<i8, rmem>
        %55 = cute.ptr.load %ptr_15 : <i8, rmem>
        %c0_i8_4 = arith.constant 0 : i8
        %71 = arith.cmpi ne, %55, %c0_i8_4 : i8
        scf.if %71 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"5">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"5">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"5">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"5">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"5">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_68 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_43 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_19 = cute.make_coord() : () -> !cute.coord<"6">
        %idx_16 = cute.crd2idx(%coord_19, %lay_43) : (!cute.coord<"6">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"6">
        %ptr_16 = cute.add_offset(%iter_68, %idx_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<i8, rmem, align<2>>
        %72 = cute.ptr.load %ptr_16 : <i8, rmem, align<2>>
        %c0_i8_5 = arith.constant 0 : i8
        %73 = arith.cmpi ne, %72, %c0_i8_5 : i8
        scf.if %73 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"6">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"6">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"6">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"6">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"6">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_69 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_44 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_20 = cute.make_coord() : () -> !cute.coord<"7">
        %idx_17 = cute.crd2idx(%coord_20, %lay_44) : (!cute.coord<"7">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"7">
        %ptr_17 = cute.add_offset(%iter_69, %idx_17) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<i8, rmem>
        %74 = cute.ptr.load %ptr_17 : <i8, rmem>
        %c0_i8_6 = arith.constant 0 : i8
        %75 = arith.cmpi ne, %74, %c0_i8_6 : i8
        scf.if %75 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"7">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"7">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"7">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"7">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"7">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_70 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_45 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_21 = cute.make_coord() : () -> !cute.coord<"8">
        %idx_18 = cute.crd2idx(%coord_21, %lay_45) : (!cute.coord<"8">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"8">
        %ptr_18 = cute.add_offset(%iter_70, %idx_18) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<i8, rmem, align<8>>
        %76 = cute.ptr.load %ptr_18 : <i8, rmem, align<8>>
        %c0_i8_7 = arith.constant 0 : i8
        %77 = arith.cmpi ne, %76, %c0_i8_7 : i8
        scf.if %77 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"8">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"8">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8192">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"8">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"8">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<f16, rmem, align<16>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_71 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_46 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_22 = cute.make_coord() : () -> !cute.coord<"9">
        %idx_19 = cute.crd2idx(%coord_22, %lay_46) : (!cute.coord<"9">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"9">
        %ptr_19 = cute.add_offset(%iter_71, %idx_19) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<i8, rmem>
        %78 = cute.ptr.load %ptr_19 : <i8, rmem>
        %c0_i8_8 = arith.constant 0 : i8
        %79 = arith.cmpi ne, %78, %c0_i8_8 : i8
        scf.if %79 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"9">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"9">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8193">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8193">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"9">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"9">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_72 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_47 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_23 = cute.make_coord() : () -> !cute.coord<"10">
        %idx_20 = cute.crd2idx(%coord_23, %lay_47) : (!cute.coord<"10">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"10">
        %ptr_20 = cute.add_offset(%iter_72, %idx_20) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<i8, rmem, align<2>>
        %80 = cute.ptr.load %ptr_20 : <i8, rmem, align<2>>
        %c0_i8_9 = arith.constant 0 : i8
        %81 = arith.cmpi ne, %80, %c0_i8_9 : i8
        scf.if %81 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"10">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"10">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8194">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8194">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"10">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"10">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_73 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_48 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_24 = cute.make_coord() : () -> !cute.coord<"11">
        %idx_21 = cute.crd2idx(%coord_24, %lay_48) : (!cute.coord<"11">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"11">
        %ptr_21 = cute.add_offset(%iter_73, %idx_21) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<i8, rmem>
        %82 = cute.ptr.load %ptr_21 : <i8, rmem>
        %c0_i8_10 = arith.constant 0 : i8
        %83 = arith.cmpi ne, %82, %c0_i8_10 : i8
        scf.if %83 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"11">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"11">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8195">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8195">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"11">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"11">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_74 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_49 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_25 = cute.make_coord() : () -> !cute.coord<"12">
        %idx_22 = cute.crd2idx(%coord_25, %lay_49) : (!cute.coord<"12">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"12">
        %ptr_22 = cute.add_offset(%iter_74, %idx_22) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<i8, rmem, align<4>>
        %84 = cute.ptr.load %ptr_22 : <i8, rmem, align<4>>
        %c0_i8_11 = arith.constant 0 : i8
        %85 = arith.cmpi ne, %84, %c0_i8_11 : i8
        scf.if %85 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"12">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"12">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8196">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8196">) -> !cute.ptr<f16, gmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"12">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"12">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<f16, rmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_75 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_50 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_26 = cute.make_coord() : () -> !cute.coord<"13">
        %idx_23 = cute.crd2idx(%coord_26, %lay_50) : (!cute.coord<"13">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"13">
        %ptr_23 = cute.add_offset(%iter_75, %idx_23) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<i8, rmem>
        %86 = cute.ptr.load %ptr_23 : <i8, rmem>
        %c0_i8_12 = arith.constant 0 : i8
        %87 = arith.cmpi ne, %86, %c0_i8_12 : i8
        scf.if %87 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"13">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"13">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8197">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8197">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"13">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"13">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_76 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_51 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_27 = cute.make_coord() : () -> !cute.coord<"14">
        %idx_24 = cute.crd2idx(%coord_27, %lay_51) : (!cute.coord<"14">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"14">
        %ptr_24 = cute.add_offset(%iter_76, %idx_24) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<i8, rmem, align<2>>
        %88 = cute.ptr.load %ptr_24 : <i8, rmem, align<2>>
        %c0_i8_13 = arith.constant 0 : i8
        %89 = arith.cmpi ne, %88, %c0_i8_13 : i8
        scf.if %89 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"14">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"14">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8198">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8198">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"14">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"14">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_77 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_52 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_28 = cute.make_coord() : () -> !cute.coord<"15">
        %idx_25 = cute.crd2idx(%coord_28, %lay_52) : (!cute.coord<"15">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"15">
        %ptr_25 = cute.add_offset(%iter_77, %idx_25) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<i8, rmem>
        %90 = cute.ptr.load %ptr_25 : <i8, rmem>
        %c0_i8_14 = arith.constant 0 : i8
        %91 = arith.cmpi ne, %90, %c0_i8_14 : i8
        scf.if %91 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"15">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"15">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8199">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8199">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"15">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"15">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_78 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_53 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_29 = cute.make_coord() : () -> !cute.coord<"16">
        %idx_26 = cute.crd2idx(%coord_29, %lay_53) : (!cute.coord<"16">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"16">
        %ptr_26 = cute.add_offset(%iter_78, %idx_26) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, rmem, align<16>>
        %92 = cute.ptr.load %ptr_26 : <i8, rmem, align<16>>
        %c0_i8_15 = arith.constant 0 : i8
        %93 = arith.cmpi ne, %92, %c0_i8_15 : i8
        scf.if %93 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"16">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"16">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16384">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"16">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"16">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<32>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_79 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_54 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_30 = cute.make_coord() : () -> !cute.coord<"17">
        %idx_27 = cute.crd2idx(%coord_30, %lay_54) : (!cute.coord<"17">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"17">
        %ptr_27 = cute.add_offset(%iter_79, %idx_27) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<i8, rmem>
        %94 = cute.ptr.load %ptr_27 : <i8, rmem>
        %c0_i8_16 = arith.constant 0 : i8
        %95 = arith.cmpi ne, %94, %c0_i8_16 : i8
        scf.if %95 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"17">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"17">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16385">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16385">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"17">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"17">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_80 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_55 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_31 = cute.make_coord() : () -> !cute.coord<"18">
        %idx_28 = cute.crd2idx(%coord_31, %lay_55) : (!cute.coord<"18">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"18">
        %ptr_28 = cute.add_offset(%iter_80, %idx_28) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<i8, rmem, align<2>>
        %96 = cute.ptr.load %ptr_28 : <i8, rmem, align<2>>
        %c0_i8_17 = arith.constant 0 : i8
        %97 = arith.cmpi ne, %96, %c0_i8_17 : i8
        scf.if %97 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"18">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"18">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16386">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16386">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"18">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"18">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_81 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_56 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_32 = cute.make_coord() : () -> !cute.coord<"19">
        %idx_29 = cute.crd2idx(%coord_32, %lay_56) : (!cute.coord<"19">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"19">
        %ptr_29 = cute.add_offset(%iter_81, %idx_29) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<i8, rmem>
        %98 = cute.ptr.load %ptr_29 : <i8, rmem>
        %c0_i8_18 = arith.constant 0 : i8
        %99 = arith.cmpi ne, %98, %c0_i8_18 : i8
        scf.if %99 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"19">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"19">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16387">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16387">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"19">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"19">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_82 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_57 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_33 = cute.make_coord() : () -> !cute.coord<"20">
        %idx_30 = cute.crd2idx(%coord_33, %lay_57) : (!cute.coord<"20">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"20">
        %ptr_30 = cute.add_offset(%iter_82, %idx_30) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<i8, rmem, align<4>>
        %100 = cute.ptr.load %ptr_30 : <i8, rmem, align<4>>
        %c0_i8_19 = arith.constant 0 : i8
        %101 = arith.cmpi ne, %100, %c0_i8_19 : i8
        scf.if %101 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"20">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"20">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16388">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16388">) -> !cute.ptr<f16, gmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"20">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"20">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<f16, rmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_83 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_58 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_34 = cute.make_coord() : () -> !cute.coord<"21">
        %idx_31 = cute.crd2idx(%coord_34, %lay_58) : (!cute.coord<"21">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"21">
        %ptr_31 = cute.add_offset(%iter_83, %idx_31) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<i8, rmem>
        %102 = cute.ptr.load %ptr_31 : <i8, rmem>
        %c0_i8_20 = arith.constant 0 : i8
        %103 = arith.cmpi ne, %102, %c0_i8_20 : i8
        scf.if %103 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"21">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"21">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16389">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16389">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"21">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"21">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_84 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_59 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_35 = cute.make_coord() : () -> !cute.coord<"22">
        %idx_32 = cute.crd2idx(%coord_35, %lay_59) : (!cute.coord<"22">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"22">
        %ptr_32 = cute.add_offset(%iter_84, %idx_32) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<i8, rmem, align<2>>
        %104 = cute.ptr.load %ptr_32 : <i8, rmem, align<2>>
        %c0_i8_21 = arith.constant 0 : i8
        %105 = arith.cmpi ne, %104, %c0_i8_21 : i8
        scf.if %105 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"22">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"22">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16390">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16390">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"22">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"22">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_85 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_60 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_36 = cute.make_coord() : () -> !cute.coord<"23">
        %idx_33 = cute.crd2idx(%coord_36, %lay_60) : (!cute.coord<"23">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"23">
        %ptr_33 = cute.add_offset(%iter_85, %idx_33) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<i8, rmem>
        %106 = cute.ptr.load %ptr_33 : <i8, rmem>
        %c0_i8_22 = arith.constant 0 : i8
        %107 = arith.cmpi ne, %106, %c0_i8_22 : i8
        scf.if %107 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"23">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"23">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16391">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16391">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"23">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"23">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_86 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_61 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_37 = cute.make_coord() : () -> !cute.coord<"24">
        %idx_34 = cute.crd2idx(%coord_37, %lay_61) : (!cute.coord<"24">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"24">
        %ptr_34 = cute.add_offset(%iter_86, %idx_34) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<i8, rmem, align<8>>
        %108 = cute.ptr.load %ptr_34 : <i8, rmem, align<8>>
        %c0_i8_23 = arith.constant 0 : i8
        %109 = arith.cmpi ne, %108, %c0_i8_23 : i8
        scf.if %109 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"24">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"24">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24576">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24576">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"24">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"24">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<f16, rmem, align<16>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_87 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_62 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_38 = cute.make_coord() : () -> !cute.coord<"25">
        %idx_35 = cute.crd2idx(%coord_38, %lay_62) : (!cute.coord<"25">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"25">
        %ptr_35 = cute.add_offset(%iter_87, %idx_35) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<i8, rmem>
        %110 = cute.ptr.load %ptr_35 : <i8, rmem>
        %c0_i8_24 = arith.constant 0 : i8
        %111 = arith.cmpi ne, %110, %c0_i8_24 : i8
        scf.if %111 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"25">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"25">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24577">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24577">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"25">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"25">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_88 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_63 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_39 = cute.make_coord() : () -> !cute.coord<"26">
        %idx_36 = cute.crd2idx(%coord_39, %lay_63) : (!cute.coord<"26">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"26">
        %ptr_36 = cute.add_offset(%iter_88, %idx_36) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<i8, rmem, align<2>>
        %112 = cute.ptr.load %ptr_36 : <i8, rmem, align<2>>
        %c0_i8_25 = arith.constant 0 : i8
        %113 = arith.cmpi ne, %112, %c0_i8_25 : i8
        scf.if %113 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"26">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"26">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24578">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24578">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"26">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"26">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_89 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_64 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_40 = cute.make_coord() : () -> !cute.coord<"27">
        %idx_37 = cute.crd2idx(%coord_40, %lay_64) : (!cute.coord<"27">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"27">
        %ptr_37 = cute.add_offset(%iter_89, %idx_37) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<i8, rmem>
        %114 = cute.ptr.load %ptr_37 : <i8, rmem>
        %c0_i8_26 = arith.constant 0 : i8
        %115 = arith.cmpi ne, %114, %c0_i8_26 : i8
        scf.if %115 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"27">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"27">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24579">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24579">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"27">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"27">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_90 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_65 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_41 = cute.make_coord() : () -> !cute.coord<"28">
        %idx_38 = cute.crd2idx(%coord_41, %lay_65) : (!cute.coord<"28">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"28">
        %ptr_38 = cute.add_offset(%iter_90, %idx_38) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<i8, rmem, align<4>>
        %116 = cute.ptr.load %ptr_38 : <i8, rmem, align<4>>
        %c0_i8_27 = arith.constant 0 : i8
        %117 = arith.cmpi ne, %116, %c0_i8_27 : i8
        scf.if %117 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"28">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"28">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24580">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24580">) -> !cute.ptr<f16, gmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"28">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"28">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<f16, rmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_91 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_66 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_42 = cute.make_coord() : () -> !cute.coord<"29">
        %idx_39 = cute.crd2idx(%coord_42, %lay_66) : (!cute.coord<"29">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"29">
        %ptr_39 = cute.add_offset(%iter_91, %idx_39) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<i8, rmem>
        %118 = cute.ptr.load %ptr_39 : <i8, rmem>
        %c0_i8_28 = arith.constant 0 : i8
        %119 = arith.cmpi ne, %118, %c0_i8_28 : i8
        scf.if %119 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"29">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"29">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24581">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24581">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"29">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"29">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_92 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_67 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_43 = cute.make_coord() : () -> !cute.coord<"30">
        %idx_40 = cute.crd2idx(%coord_43, %lay_67) : (!cute.coord<"30">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"30">
        %ptr_40 = cute.add_offset(%iter_92, %idx_40) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<i8, rmem, align<2>>
        %120 = cute.ptr.load %ptr_40 : <i8, rmem, align<2>>
        %c0_i8_29 = arith.constant 0 : i8
        %121 = arith.cmpi ne, %120, %c0_i8_29 : i8
        scf.if %121 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"30">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"30">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24582">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24582">) -> !cute.ptr<f16, gmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"30">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"30">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<f16, rmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
        %iter_93 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_68 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_44 = cute.make_coord() : () -> !cute.coord<"31">
        %idx_41 = cute.crd2idx(%coord_44, %lay_68) : (!cute.coord<"31">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"31">
        %ptr_41 = cute.add_offset(%iter_93, %idx_41) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<i8, rmem>
        %122 = cute.ptr.load %ptr_41 : <i8, rmem>
        %c0_i8_30 = arith.constant 0 : i8
        %123 = arith.cmpi ne, %122, %c0_i8_30 : i8
        scf.if %123 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"31">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"31">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24583">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24583">) -> !cute.ptr<f16, gmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"31">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"31">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<f16, rmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation_0327}
      %iter_109 = cute.get_iter(%rmem) : !memref_rmem_f16_7a3b
      %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_42 = cute.add_offset(%iter_109, %int_tuple_3) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
      %136 = builtin.unrealized_conversion_cast %ptr_42 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %137 = llvm.load %136 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %138:32 = vector.to_elements %137 : vector<32xf16>
      %iter_110 = cute.get_iter(%rmem_0) : !memref_rmem_f16_7a3b
      %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_43 = cute.add_offset(%iter_110, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
      %139 = builtin.unrealized_conversion_cast %ptr_43 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %140 = llvm.load %139 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %141:32 = vector.to_elements %140 : vector<32xf16>
      %142 = arith.addf %137, %140 : vector<32xf16>
      %lay_83 = cute.get_layout(%rmem_1) : !memref_rmem_f16_7a3b
      %143 = cute.get_shape(%lay_83) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_27, %e1_22, %e2_14, %e3_14, %e4_14 = cute.get_leaves(%143) : !cute.shape<"((1,(8,4)),1,1)">
      %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,(8,4)),1,1)">
      %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %e0_28 = cute.get_leaves(%int_tuple_6) : !cute.int_tuple<"32">
      %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,(8,4)),1,1)">
      %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"32">
      %e0_29 = cute.get_leaves(%int_tuple_8) : !cute.int_tuple<"32">
      %iter_111 = cute.get_iter(%rmem_1) : !memref_rmem_f16_7a3b
      %144:32 = vector.to_elements %142 : vector<32xf16>
      %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_44 = cute.add_offset(%iter_111, %int_tuple_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
      %145 = builtin.unrealized_conversion_cast %ptr_44 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      llvm.store %142, %145 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      %146 = cute.get_shape(%lay_11) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_30, %e1_23, %e2_15, %e3_15, %e4_15 = cute.get_leaves(%146) : !cute.shape<"((1,(8,4)),1,1)">
      %shape_13 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_84 = cute.make_layout() : !cute.layout<"1:0">
      %append_11 = cute.append_to_rank<2> (%lay_83, %lay_84) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_23 = cute.make_view(%iter_30, %append_11) : !memref_rmem_f16_7a3b
      %iter_112 = cute.get_iter(%view_23) : !memref_rmem_f16_7a3b
      %lay_85 = cute.get_layout(%view_23) : !memref_rmem_f16_7a3b
      %147 = cute.get_shape(%lay_85) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_31, %e1_24, %e2_16, %e3_16, %e4_16 = cute.get_leaves(%147) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_113 = cute.get_iter(%view_23) : !memref_rmem_f16_7a3b
      %view_24 = cute.make_view(%iter_113) : !memref_rmem_f16_efb6
      %iter_114 = cute.get_iter(%view_24) : !memref_rmem_f16_efb6
      %iter_115 = cute.get_iter(%view_24) : !memref_rmem_f16_efb6
      %shape_14 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_86 = cute.make_layout() : !cute.layout<"1:0">
      %append_12 = cute.append_to_rank<2> (%lay_11, %lay_86) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">, !cute.layout<"1:0">
      %view_25 = cute.make_view(%iter_24, %append_12) : !memref_gmem_f16_77c9
      %iter_116 = cute.get_iter(%view_25) : !memref_gmem_f16_77c9
      %lay_87 = cute.get_layout(%view_25) : !memref_gmem_f16_77c9
      %148 = cute.get_shape(%lay_87) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_32, %e1_25, %e2_17, %e3_17, %e4_17 = cute.get_leaves(%148) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_117 = cute.get_iter(%view_25) : !memref_gmem_f16_77c9
      %view_26 = cute.make_view(%iter_117) : !memref_gmem_f16_fb3d
      %iter_118 = cute.get_iter(%view_26) : !memref_gmem_f16_fb3d
      %iter_119 = cute.get_iter(%view_26) : !memref_gmem_f16_fb3d
      %shape_15 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_88 = cute.make_layout() : !cute.layout<"1:0">
      %append_13 = cute.append_to_rank<2> (%lay_23, %lay_88) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_27 = cute.make_view(%iter_45, %append_13) : !memref_rmem_i8_5b6b
      %iter_120 = cute.get_iter(%view_27) : !memref_rmem_i8_5b6b
      %lay_89 = cute.get_layout(%view_27) : !memref_rmem_i8_5b6b
      %149 = cute.get_shape(%lay_89) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_33, %e1_26, %e2_18, %e3_18, %e4_18 = cute.get_leaves(%149) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_121 = cute.get_iter(%view_27) : !memref_rmem_i8_5b6b
      %view_28 = cute.make_view(%iter_121) : !memref_rmem_i8_a16d
      %iter_122 = cute.get_iter(%view_28) : !memref_rmem_i8_a16d
      %iter_123 = cute.get_iter(%view_28) : !memref_rmem_i8_a16d
      %lay_90 = cute.get_layout(%view_24) : !memref_rmem_f16_efb6
      %150 = cute.get_shape(%lay_90) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_34, %e1_27, %e2_19, %e3_19, %e4_19 = cute.get_leaves(%150) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_91 = cute.get_layout(%view_26) : !memref_gmem_f16_fb3d
      %151 = cute.get_shape(%lay_91) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_35, %e1_28, %e2_20, %e3_20, %e4_20 = cute.get_leaves(%151) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_92 = cute.get_layout(%view_24) : !memref_rmem_f16_efb6
      %152 = cute.get_shape(%lay_92) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %shape_16 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_6 = cute.to_int_tuple(%shape_16) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_36 = cute.get_leaves(%itup_6) : !cute.int_tuple<"1">
      %lay_93 = cute.get_layout(%view_26) : !memref_gmem_f16_fb3d
      %153 = cute.get_shape(%lay_93) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %shape_17 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_7 = cute.to_int_tuple(%shape_17) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_37 = cute.get_leaves(%itup_7) : !cute.int_tuple<"1">
      %iter_124 = cute.get_iter(%view_24) : !memref_rmem_f16_efb6
      %iter_125 = cute.get_iter(%view_26) : !memref_gmem_f16_fb3d
      %lay_94 = cute.get_layout(%view_24) : !memref_rmem_f16_efb6
      %lay_95 = cute.get_layout(%view_26) : !memref_gmem_f16_fb3d
      %154 = cute.static : !cute.layout<"1:0">
      %append_14 = cute.append_to_rank<2> (%lay_94, %154) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %append_15 = cute.append_to_rank<2> (%lay_95, %154) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">, !cute.layout<"1:0">
      %grouped_5 = cute.group_modes(%append_14) <1, 2> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %grouped_6 = cute.group_modes(%append_15) <1, 2> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">
      %iter_126 = cute.get_iter(%view_28) : !memref_rmem_i8_a16d
      %lay_96 = cute.get_layout(%view_28) : !memref_rmem_i8_a16d
      %append_16 = cute.append_to_rank<2> (%lay_96, %154) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %grouped_7 = cute.group_modes(%append_16) <1, 2> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %155 = cute.get_shape(%grouped_5) : (!cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.shape<"((1,(8,4)),((1,1)))">
      %shape_18 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_8 = cute.to_int_tuple(%shape_18) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %156 = cute.get_scalars(%itup_8) : !cute.int_tuple<"1">
      %c0_i32_2 = arith.constant 0 : i32
      %c1_i32_2 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_2 to %156 step %c1_i32_2  : i32 {
        %coord_11 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %42 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_33 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_5 = cute.crd2idx(%coord_11, %grouped_5) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_6 = cute.add_offset(%iter_124, %idx_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %view_14 = cute.make_view(%ptr_6, %lay_33) : !memref_rmem_f16_b815
        %43 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_34 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8192)))">
        %idx_6 = cute.crd2idx(%coord_11, %grouped_6) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_7 = cute.add_offset(%iter_125, %idx_6) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
        %view_15 = cute.make_view(%ptr_7, %lay_34) : !memref_gmem_f16_9cfc
        %44 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_35 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_7 = cute.crd2idx(%coord_11, %grouped_7) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_8 = cute.add_offset(%iter_126, %idx_7) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %view_16 = cute.make_view(%ptr_8, %lay_35) : !memref_rmem_i8_5213
        %iter_61 = cute.get_iter(%view_14) : !memref_rmem_f16_b815
        %iter_62 = cute.get_iter(%view_15) : !memref_gmem_f16_9cfc
        %lay_36 = cute.get_layout(%view_14) : !memref_rmem_f16_b815
        %lay_37 = cute.get_layout(%view_15) : !memref_gmem_f16_9cfc
        %iter_63 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_38 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_8 = cute.crd2idx(%coord_12, %lay_38) : (!cute.coord<"0">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"0">
        %ptr_9 = cute.add_offset(%iter_63, %idx_8) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %45 = cute.ptr.load %ptr_9 : <i8, rmem, align<32>>
        %c0_i8 = arith.constant 0 : i8
        %46 = arith.cmpi ne, %45, %c0_i8 : i8
        scf.if %46 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"0">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"0">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"0">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"0">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_64 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_17 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_14 = cute.make_coord() : () -> !cute.coord<"1">
        %idx_11 = cute.crd2idx(%coord_14, %lay_17) : (!cute.coord<"1">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"1">
        %ptr_5 = cute.add_offset(%iter_64, %idx_11) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %47 = cute.ptr.load %ptr_5 : <i8, rmem>
        %c0_i8_0 = arith.constant 0 : i8
        %48 = arith.cmpi ne, %47, %c0_i8_0 : i8
        scf.if %48 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"1">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"1">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"1">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"1">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"1">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_43 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_39 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_15 = cute.make_coord() : () -> !cute.coord<"2">
        %idx_12 = cute.crd2idx(%coord_15, %lay_39) : (!cute.coord<"2">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"2">
        %ptr_12 = cute.add_offset(%iter_43, %idx_12) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %49 = cute.ptr.load %ptr_12 : <i8, rmem, align<2>>
        %c0_i8_1 = arith.constant 0 : i8
        %50 = arith.cmpi ne, %49, %c0_i8_1 : i8
        scf.if %50 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"2">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"2">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"2">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"2">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"2">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, gmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_65 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_40 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_16 = cute.make_coord() : () -> !cute.coord<"3">
        %idx_13 = cute.crd2idx(%coord_16, %lay_40) : (!cute.coord<"3">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"3">
        %ptr_13 = cute.add_offset(%iter_65, %idx_13) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %51 = cute.ptr.load %ptr_13 : <i8, rmem>
        %c0_i8_2 = arith.constant 0 : i8
        %52 = arith.cmpi ne, %51, %c0_i8_2 : i8
        scf.if %52 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"3">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"3">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"3">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"3">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"3">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_66 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_41 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_17 = cute.make_coord() : () -> !cute.coord<"4">
        %idx_14 = cute.crd2idx(%coord_17, %lay_41) : (!cute.coord<"4">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"4">
        %ptr_14 = cute.add_offset(%iter_66, %idx_14) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<i8, rmem, align<4>>
        %53 = cute.ptr.load %ptr_14 : <i8, rmem, align<4>>
        %c0_i8_3 = arith.constant 0 : i8
        %54 = arith.cmpi ne, %53, %c0_i8_3 : i8
        scf.if %54 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"4">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"4">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"4">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"4">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"4">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, gmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_67 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_42 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_18 = cute.make_coord() : () -> !cute.coord<"5">
        %idx_15 = cute.crd2idx(%coord_18, %lay_42) : (!cute.coord<"5">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"5">
        %ptr_15 = cute.add_offset(%iter_67, %idx_15) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<i8, rmem>
        %55 = cute.ptr.load %ptr_15 : <i8, rmem>
        %c0_i8_4 = arith.constant 0 : i8
        %71 = arith.cmpi ne, %55, %c0_i8_4 : i8
        scf.if %71 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"5">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"5">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"5">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"5">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"5">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_68 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_43 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_19 = cute.make_coord() : () -> !cute.coord<"6">
        %idx_16 = cute.crd2idx(%coord_19, %lay_43) : (!cute.coord<"6">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"6">
        %ptr_16 = cute.add_offset(%iter_68, %idx_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<i8, rmem, align<2>>
        %72 = cute.ptr.load %ptr_16 : <i8, rmem, align<2>>
        %c0_i8_5 = arith.constant 0 : i8
        %73 = arith.cmpi ne, %72, %c0_i8_5 : i8
        scf.if %73 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"6">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"6">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"6">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"6">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"6">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, gmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_69 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_44 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_20 = cute.make_coord() : () -> !cute.coord<"7">
        %idx_17 = cute.crd2idx(%coord_20, %lay_44) : (!cute.coord<"7">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"7">
        %ptr_17 = cute.add_offset(%iter_69, %idx_17) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<i8, rmem>
        %74 = cute.ptr.load %ptr_17 : <i8, rmem>
        %c0_i8_6 = arith.constant 0 : i8
        %75 = arith.cmpi ne, %74, %c0_i8_6 : i8
        scf.if %75 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"7">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"7">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"7">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"7">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"7">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_70 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_45 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_21 = cute.make_coord() : () -> !cute.coord<"8">
        %idx_18 = cute.crd2idx(%coord_21, %lay_45) : (!cute.coord<"8">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"8">
        %ptr_18 = cute.add_offset(%iter_70, %idx_18) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<i8, rmem, align<8>>
        %76 = cute.ptr.load %ptr_18 : <i8, rmem, align<8>>
        %c0_i8_7 = arith.constant 0 : i8
        %77 = arith.cmpi ne, %76, %c0_i8_7 : i8
        scf.if %77 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"8">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"8">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"8">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<f16, rmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"8">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8192">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, gmem, align<16>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_71 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_46 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_22 = cute.make_coord() : () -> !cute.coord<"9">
        %idx_19 = cute.crd2idx(%coord_22, %lay_46) : (!cute.coord<"9">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"9">
        %ptr_19 = cute.add_offset(%iter_71, %idx_19) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<i8, rmem>
        %78 = cute.ptr.load %ptr_19 : <i8, rmem>
        %c0_i8_8 = arith.constant 0 : i8
        %79 = arith.cmpi ne, %78, %c0_i8_8 : i8
        scf.if %79 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"9">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"9">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"9">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"9">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8193">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8193">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_72 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_47 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_23 = cute.make_coord() : () -> !cute.coord<"10">
        %idx_20 = cute.crd2idx(%coord_23, %lay_47) : (!cute.coord<"10">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"10">
        %ptr_20 = cute.add_offset(%iter_72, %idx_20) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<i8, rmem, align<2>>
        %80 = cute.ptr.load %ptr_20 : <i8, rmem, align<2>>
        %c0_i8_9 = arith.constant 0 : i8
        %81 = arith.cmpi ne, %80, %c0_i8_9 : i8
        scf.if %81 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"10">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"10">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"10">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<f16, rmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"10">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8194">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8194">) -> !cute.ptr<f16, gmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_73 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_48 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_24 = cute.make_coord() : () -> !cute.coord<"11">
        %idx_21 = cute.crd2idx(%coord_24, %lay_48) : (!cute.coord<"11">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"11">
        %ptr_21 = cute.add_offset(%iter_73, %idx_21) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<i8, rmem>
        %82 = cute.ptr.load %ptr_21 : <i8, rmem>
        %c0_i8_10 = arith.constant 0 : i8
        %83 = arith.cmpi ne, %82, %c0_i8_10 : i8
        scf.if %83 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"11">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"11">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"11">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"11">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8195">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8195">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_74 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_49 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_25 = cute.make_coord() : () -> !cute.coord<"12">
        %idx_22 = cute.crd2idx(%coord_25, %lay_49) : (!cute.coord<"12">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"12">
        %ptr_22 = cute.add_offset(%iter_74, %idx_22) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<i8, rmem, align<4>>
        %84 = cute.ptr.load %ptr_22 : <i8, rmem, align<4>>
        %c0_i8_11 = arith.constant 0 : i8
        %85 = arith.cmpi ne, %84, %c0_i8_11 : i8
        scf.if %85 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"12">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"12">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"12">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<f16, rmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"12">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8196">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8196">) -> !cute.ptr<f16, gmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_75 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_50 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_26 = cute.make_coord() : () -> !cute.coord<"13">
        %idx_23 = cute.crd2idx(%coord_26, %lay_50) : (!cute.coord<"13">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"13">
        %ptr_23 = cute.add_offset(%iter_75, %idx_23) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<i8, rmem>
        %86 = cute.ptr.load %ptr_23 : <i8, rmem>
        %c0_i8_12 = arith.constant 0 : i8
        %87 = arith.cmpi ne, %86, %c0_i8_12 : i8
        scf.if %87 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"13">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"13">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"13">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"13">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8197">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8197">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_76 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_51 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_27 = cute.make_coord() : () -> !cute.coord<"14">
        %idx_24 = cute.crd2idx(%coord_27, %lay_51) : (!cute.coord<"14">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"14">
        %ptr_24 = cute.add_offset(%iter_76, %idx_24) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<i8, rmem, align<2>>
        %88 = cute.ptr.load %ptr_24 : <i8, rmem, align<2>>
        %c0_i8_13 = arith.constant 0 : i8
        %89 = arith.cmpi ne, %88, %c0_i8_13 : i8
        scf.if %89 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"14">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"14">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"14">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<f16, rmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"14">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8198">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8198">) -> !cute.ptr<f16, gmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_77 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_52 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_28 = cute.make_coord() : () -> !cute.coord<"15">
        %idx_25 = cute.crd2idx(%coord_28, %lay_52) : (!cute.coord<"15">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"15">
        %ptr_25 = cute.add_offset(%iter_77, %idx_25) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<i8, rmem>
        %90 = cute.ptr.load %ptr_25 : <i8, rmem>
        %c0_i8_14 = arith.constant 0 : i8
        %91 = arith.cmpi ne, %90, %c0_i8_14 : i8
        scf.if %91 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"15">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"15">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"15">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"15">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"8199">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8199">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_78 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_53 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_29 = cute.make_coord() : () -> !cute.coord<"16">
        %idx_26 = cute.crd2idx(%coord_29, %lay_53) : (!cute.coord<"16">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"16">
        %ptr_26 = cute.add_offset(%iter_78, %idx_26) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, rmem, align<16>>
        %92 = cute.ptr.load %ptr_26 : <i8, rmem, align<16>>
        %c0_i8_15 = arith.constant 0 : i8
        %93 = arith.cmpi ne, %92, %c0_i8_15 : i8
        scf.if %93 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"16">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"16">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"16">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<32>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"16">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16384">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, gmem, align<16>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_79 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_54 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_30 = cute.make_coord() : () -> !cute.coord<"17">
        %idx_27 = cute.crd2idx(%coord_30, %lay_54) : (!cute.coord<"17">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"17">
        %ptr_27 = cute.add_offset(%iter_79, %idx_27) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<i8, rmem>
        %94 = cute.ptr.load %ptr_27 : <i8, rmem>
        %c0_i8_16 = arith.constant 0 : i8
        %95 = arith.cmpi ne, %94, %c0_i8_16 : i8
        scf.if %95 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"17">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"17">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"17">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"17">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16385">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16385">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_80 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_55 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_31 = cute.make_coord() : () -> !cute.coord<"18">
        %idx_28 = cute.crd2idx(%coord_31, %lay_55) : (!cute.coord<"18">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"18">
        %ptr_28 = cute.add_offset(%iter_80, %idx_28) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<i8, rmem, align<2>>
        %96 = cute.ptr.load %ptr_28 : <i8, rmem, align<2>>
        %c0_i8_17 = arith.constant 0 : i8
        %97 = arith.cmpi ne, %96, %c0_i8_17 : i8
        scf.if %97 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"18">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"18">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"18">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<f16, rmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"18">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16386">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16386">) -> !cute.ptr<f16, gmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_81 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_56 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_32 = cute.make_coord() : () -> !cute.coord<"19">
        %idx_29 = cute.crd2idx(%coord_32, %lay_56) : (!cute.coord<"19">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"19">
        %ptr_29 = cute.add_offset(%iter_81, %idx_29) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<i8, rmem>
        %98 = cute.ptr.load %ptr_29 : <i8, rmem>
        %c0_i8_18 = arith.constant 0 : i8
        %99 = arith.cmpi ne, %98, %c0_i8_18 : i8
        scf.if %99 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"19">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"19">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"19">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"19">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16387">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16387">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_82 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_57 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_33 = cute.make_coord() : () -> !cute.coord<"20">
        %idx_30 = cute.crd2idx(%coord_33, %lay_57) : (!cute.coord<"20">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"20">
        %ptr_30 = cute.add_offset(%iter_82, %idx_30) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<i8, rmem, align<4>>
        %100 = cute.ptr.load %ptr_30 : <i8, rmem, align<4>>
        %c0_i8_19 = arith.constant 0 : i8
        %101 = arith.cmpi ne, %100, %c0_i8_19 : i8
        scf.if %101 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"20">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"20">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"20">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<f16, rmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"20">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16388">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16388">) -> !cute.ptr<f16, gmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_83 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_58 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_34 = cute.make_coord() : () -> !cute.coord<"21">
        %idx_31 = cute.crd2idx(%coord_34, %lay_58) : (!cute.coord<"21">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"21">
        %ptr_31 = cute.add_offset(%iter_83, %idx_31) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<i8, rmem>
        %102 = cute.ptr.load %ptr_31 : <i8, rmem>
        %c0_i8_20 = arith.constant 0 : i8
        %103 = arith.cmpi ne, %102, %c0_i8_20 : i8
        scf.if %103 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"21">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"21">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"21">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"21">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16389">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16389">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_84 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_59 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_35 = cute.make_coord() : () -> !cute.coord<"22">
        %idx_32 = cute.crd2idx(%coord_35, %lay_59) : (!cute.coord<"22">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"22">
        %ptr_32 = cute.add_offset(%iter_84, %idx_32) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<i8, rmem, align<2>>
        %104 = cute.ptr.load %ptr_32 : <i8, rmem, align<2>>
        %c0_i8_21 = arith.constant 0 : i8
        %105 = arith.cmpi ne, %104, %c0_i8_21 : i8
        scf.if %105 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"22">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"22">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"22">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<f16, rmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"22">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16390">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16390">) -> !cute.ptr<f16, gmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_85 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_60 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_36 = cute.make_coord() : () -> !cute.coord<"23">
        %idx_33 = cute.crd2idx(%coord_36, %lay_60) : (!cute.coord<"23">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"23">
        %ptr_33 = cute.add_offset(%iter_85, %idx_33) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<i8, rmem>
        %106 = cute.ptr.load %ptr_33 : <i8, rmem>
        %c0_i8_22 = arith.constant 0 : i8
        %107 = arith.cmpi ne, %106, %c0_i8_22 : i8
        scf.if %107 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"23">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"23">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"23">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"23">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"16391">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16391">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_86 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_61 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_37 = cute.make_coord() : () -> !cute.coord<"24">
        %idx_34 = cute.crd2idx(%coord_37, %lay_61) : (!cute.coord<"24">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"24">
        %ptr_34 = cute.add_offset(%iter_86, %idx_34) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<i8, rmem, align<8>>
        %108 = cute.ptr.load %ptr_34 : <i8, rmem, align<8>>
        %c0_i8_23 = arith.constant 0 : i8
        %109 = arith.cmpi ne, %108, %c0_i8_23 : i8
        scf.if %109 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"24">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"24">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"24">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<f16, rmem, align<16>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"24">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24576">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24576">) -> !cute.ptr<f16, gmem, align<16>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_87 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_62 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_38 = cute.make_coord() : () -> !cute.coord<"25">
        %idx_35 = cute.crd2idx(%coord_38, %lay_62) : (!cute.coord<"25">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"25">
        %ptr_35 = cute.add_offset(%iter_87, %idx_35) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<i8, rmem>
        %110 = cute.ptr.load %ptr_35 : <i8, rmem>
        %c0_i8_24 = arith.constant 0 : i8
        %111 = arith.cmpi ne, %110, %c0_i8_24 : i8
        scf.if %111 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"25">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"25">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"25">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"25">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24577">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24577">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_88 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_63 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_39 = cute.make_coord() : () -> !cute.coord<"26">
        %idx_36 = cute.crd2idx(%coord_39, %lay_63) : (!cute.coord<"26">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"26">
        %ptr_36 = cute.add_offset(%iter_88, %idx_36) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<i8, rmem, align<2>>
        %112 = cute.ptr.load %ptr_36 : <i8, rmem, align<2>>
        %c0_i8_25 = arith.constant 0 : i8
        %113 = arith.cmpi ne, %112, %c0_i8_25 : i8
        scf.if %113 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"26">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"26">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"26">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<f16, rmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"26">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24578">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24578">) -> !cute.ptr<f16, gmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_89 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_64 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_40 = cute.make_coord() : () -> !cute.coord<"27">
        %idx_37 = cute.crd2idx(%coord_40, %lay_64) : (!cute.coord<"27">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"27">
        %ptr_37 = cute.add_offset(%iter_89, %idx_37) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<i8, rmem>
        %114 = cute.ptr.load %ptr_37 : <i8, rmem>
        %c0_i8_26 = arith.constant 0 : i8
        %115 = arith.cmpi ne, %114, %c0_i8_26 : i8
        scf.if %115 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"27">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"27">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"27">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"27">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24579">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24579">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_90 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_65 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_41 = cute.make_coord() : () -> !cute.coord<"28">
        %idx_38 = cute.crd2idx(%coord_41, %lay_65) : (!cute.coord<"28">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"28">
        %ptr_38 = cute.add_offset(%iter_90, %idx_38) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<i8, rmem, align<4>>
        %116 = cute.ptr.load %ptr_38 : <i8, rmem, align<4>>
        %c0_i8_27 = arith.constant 0 : i8
        %117 = arith.cmpi ne, %116, %c0_i8_27 : i8
        scf.if %117 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"28">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"28">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"28">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<f16, rmem, align<8>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"28">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24580">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24580">) -> !cute.ptr<f16, gmem, align<8>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_91 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_66 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_42 = cute.make_coord() : () -> !cute.coord<"29">
        %idx_39 = cute.crd2idx(%coord_42, %lay_66) : (!cute.coord<"29">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"29">
        %ptr_39 = cute.add_offset(%iter_91, %idx_39) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<i8, rmem>
        %118 = cute.ptr.load %ptr_39 : <i8, rmem>
        %c0_i8_28 = arith.constant 0 : i8
        %119 = arith.cmpi ne, %118, %c0_i8_28 : i8
        scf.if %119 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"29">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"29">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"29">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"29">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24581">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24581">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_92 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_67 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_43 = cute.make_coord() : () -> !cute.coord<"30">
        %idx_40 = cute.crd2idx(%coord_43, %lay_67) : (!cute.coord<"30">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"30">
        %ptr_40 = cute.add_offset(%iter_92, %idx_40) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<i8, rmem, align<2>>
        %120 = cute.ptr.load %ptr_40 : <i8, rmem, align<2>>
        %c0_i8_29 = arith.constant 0 : i8
        %121 = arith.cmpi ne, %120, %c0_i8_29 : i8
        scf.if %121 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"30">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"30">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"30">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<f16, rmem, align<4>>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"30">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24582">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24582">) -> !cute.ptr<f16, gmem, align<4>>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %iter_93 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %lay_68 = cute.get_layout(%view_16) : !memref_rmem_i8_5213
        %coord_44 = cute.make_coord() : () -> !cute.coord<"31">
        %idx_41 = cute.crd2idx(%coord_44, %lay_68) : (!cute.coord<"31">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"31">
        %ptr_41 = cute.add_offset(%iter_93, %idx_41) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<i8, rmem>
        %122 = cute.ptr.load %ptr_41 : <i8, rmem>
        %c0_i8_30 = arith.constant 0 : i8
        %123 = arith.cmpi ne, %122, %c0_i8_30 : i8
        scf.if %123 {
          %coord_13 = cute.make_coord() : () -> !cute.coord<"31">
          %idx_9 = cute.crd2idx(%coord_13, %lay_36) : (!cute.coord<"31">, !cute.layout<"((1,(8,4))):((0,(1,8)))">) -> !cute.int_tuple<"31">
          %ptr_10 = cute.add_offset(%iter_61, %idx_9) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<f16, rmem>
          %idx_10 = cute.crd2idx(%coord_13, %lay_37) : (!cute.coord<"31">, !cute.layout<"((1,(8,4))):((0,(1,8192)))">) -> !cute.int_tuple<"24583">
          %ptr_11 = cute.add_offset(%iter_62, %idx_10) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24583">) -> !cute.ptr<f16, gmem>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %70 = llvm.load %68 {alignment = 2 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %70, %69 {alignment = 2 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
      } {loop_annotation = #loop_annotation_0327}
      return
    }
  }
  func.func @cutlass_elementwise_add_v1~(%arg0: !memref_gmem_f16_9d9a, %arg1: !memref_gmem_f16_9d9a, %arg2: !memref_gmem_f16_9d9a) -> i32 attributes {llvm.emit_c_interface} {
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
    %15 = cuda.launch_ex @kernels::@kernel_cutlass_add_kernel_v1~<%14> (%view, %view_0, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!memref_gmem_f16_3612, !memref_gmem_f16_3612, !memref_gmem_f16_3612) -> !cuda.result
    %16 = cuda.cast %15 : !cuda.result -> i32
    cuda.return_if_error %16 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32_1 : i32
  }
}
