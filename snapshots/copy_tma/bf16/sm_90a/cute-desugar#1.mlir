// irscope snapshot: copy_tma:bf16@sm_90a after cute-desugar#1 (convert-cute-algo-to-arch)
!memref_gmem_bf16_aab6 = !cute.memref<bf16, gmem, align<16>, "(?,?{div=8}):(?{i64 div=8},1)">
!memref_smem_bf16_8e7c = !cute.memref<bf16, smem, align<1024>, "(64,128):(128,1)">
!memref_smem_bf16_471e = !cute.memref<bf16, smem, align<1024>, "((64,128)):((128,1))">
!memref_smem_bf16_0748 = !cute.memref<bf16, smem, align<1024>, "((8192,1)):((1,0))">
!memref_smem_bf16_99c5 = !cute.memref<bf16, smem, align<1024>, "((8192,1),1):((1,0),0)">
!memref_smem_bf16_23a9 = !cute.memref<bf16, smem, align<1024>, "((8192,1),(1)):((1,0),(0))">
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_copy_tma_kernel~(%arg0: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg1: !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, %arg2: !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg3: !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = cute.static : !cute.layout<"(64,128):(128,1)">
      %iter = cute.get_iter(%arg1) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup = cute.deref_arith_tuple_iter(%iter) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_0 = cute.get_iter(%arg3) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup_0 = cute.deref_arith_tuple_iter(%iter_0) : !cute.arith_tuple_iter<"(0,0)">
      %e0_0, %e1_0 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
      %iter_1 = cute.get_iter(%arg1) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup_1 = cute.deref_arith_tuple_iter(%iter_1) : !cute.arith_tuple_iter<"(0,0)">
      %e0_1, %e1_1 = cute.get_leaves(%tup_1) : !cute.int_tuple<"(0,0)">
      %iter_2 = cute.get_iter(%arg3) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup_2 = cute.deref_arith_tuple_iter(%iter_2) : !cute.arith_tuple_iter<"(0,0)">
      %e0_2, %e1_2 = cute.get_leaves(%tup_2) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg1) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %lay_0 = cute.get_layout(%arg3) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %1 = nvvm.read.ptx.sreg.ctaid.x : i32
      %2 = nvvm.read.ptx.sreg.ctaid.y : i32
      %3 = nvvm.read.ptx.sreg.ctaid.z : i32
      %4 = nvvm.read.ptx.sreg.tid.x : i32
      %5 = nvvm.read.ptx.sreg.tid.y : i32
      %6 = nvvm.read.ptx.sreg.tid.z : i32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %0) : (!cute.coord<"0">, !cute.layout<"(64,128):(128,1)">) -> !cute.int_tuple<"0">
      %e0_3 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%0) : (!cute.layout<"(64,128):(128,1)">) -> !cute.int_tuple<"8192">
      %e0_4 = cute.get_leaves(%cosz) : !cute.int_tuple<"8192">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"16384">) -> !cute.ptr<i8, smem, align<1024>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16384_i32 = arith.constant 16384 : i32
      %7 = arith.cmpi sge, %smem_size, %c16384_i32 : i32
      cf.assert %7, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 16384 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_3 = cute.recast_iter(%smem_ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>>
      %view = cute.make_view(%iter_3, %0) : !memref_smem_bf16_8e7c
      %iter_4 = cute.get_iter(%view) : !memref_smem_bf16_8e7c
      %iter_5 = cute.get_iter(%view) : !memref_smem_bf16_8e7c
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
      %ptr_0 = cute.add_offset(%ptr, %int_tuple_0) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"8">) -> !cute.ptr<i8, smem, align<8>>
      %smem_size_0 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16392_i32 = arith.constant 16392 : i32
      %8 = arith.cmpi sge, %smem_size_0, %c16392_i32 : i32
      cf.assert %8, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 16392 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_6 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i64, smem, align<1024>>
      %c0_i32 = arith.constant 0 : i32
      %9 = arith.cmpi eq, %4, %c0_i32 : i32
      scf.if %9 {
        %10 = builtin.unrealized_conversion_cast %iter_6 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
        %c1_i32_0 = arith.constant 1 : i32
        nvvm.mbarrier.init.shared %10, %c1_i32_0 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
      %c0_i32_0 = arith.constant 0 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0;", "r" %c0_i32_0 : (i32) -> ()
      %tile = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
      %coord_0 = cute.make_coord() : () -> !cute.coord<"(_,_)">
      %coord_1 = cute.make_coord() : () -> !cute.coord<"((_,_),(_,_))">
      %lay_1 = cute.get_layout(%arg1) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %11:2 = cute.get_scalars(%lay_1) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %c64_i32 = arith.constant 64 : i32
      %12 = arith.ceildivsi %11#0, %c64_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %13 = arith.ceildivsi %11#1, %c128_i32 : i32
      %shape = cute.make_shape(%12, %13) : (i32, i32) -> !cute.shape<"((64,128),(?,?))">
      %stride = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(64@1,128@0))">
      %lay_2 = cute.make_layout(%shape, %stride) : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">
      %slice = cute.slice(%lay_2, %coord_1) : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">, !cute.coord<"((_,_),(_,_))">
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
      %view_0 = cute.make_view(%int_tup_iter, %slice) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %iter_7 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_3 = cute.deref_arith_tuple_iter(%iter_7) : !cute.arith_tuple_iter<"(0,0)">
      %e0_5, %e1_3 = cute.get_leaves(%tup_3) : !cute.int_tuple<"(0,0)">
      %iter_8 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_4 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_4 = cute.get_leaves(%tup_4) : !cute.int_tuple<"(0,0)">
      %tile_0 = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
      %coord_2 = cute.make_coord() : () -> !cute.coord<"(_,_)">
      %coord_3 = cute.make_coord() : () -> !cute.coord<"((_,_),(_,_))">
      %lay_3 = cute.get_layout(%arg3) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %14:2 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %c64_i32_0 = arith.constant 64 : i32
      %15 = arith.ceildivsi %14#0, %c64_i32_0 : i32
      %c128_i32_0 = arith.constant 128 : i32
      %16 = arith.ceildivsi %14#1, %c128_i32_0 : i32
      %shape_0 = cute.make_shape(%15, %16) : (i32, i32) -> !cute.shape<"((64,128),(?,?))">
      %stride_0 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(64@1,128@0))">
      %lay_4 = cute.make_layout(%shape_0, %stride_0) : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">
      %slice_0 = cute.slice(%lay_4, %coord_3) : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">, !cute.coord<"((_,_),(_,_))">
      %int_tup_iter_0 = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
      %view_1 = cute.make_view(%int_tup_iter_0, %slice_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %iter_9 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_9) : !cute.arith_tuple_iter<"(0,0)">
      %e0_7, %e1_5 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %iter_10 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_6 = cute.deref_arith_tuple_iter(%iter_10) : !cute.arith_tuple_iter<"(0,0)">
      %e0_8, %e1_6 = cute.get_leaves(%tup_6) : !cute.int_tuple<"(0,0)">
      %shape_1 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_5 = cute.make_layout() : !cute.layout<"1:0">
      %lay_6 = cute.get_layout(%view) : !memref_smem_bf16_8e7c
      %17 = cute.get_shape(%lay_6) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
      %e0_9, %e1_7 = cute.get_leaves(%17) : !cute.shape<"(64,128)">
      %lay_7 = cute.get_layout(%view) : !memref_smem_bf16_8e7c
      %18 = cute.get_shape(%lay_7) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
      %e0_10, %e1_8 = cute.get_leaves(%18) : !cute.shape<"(64,128)">
      %iter_11 = cute.get_iter(%view) : !memref_smem_bf16_8e7c
      %view_2 = cute.make_view(%iter_11) : !memref_smem_bf16_471e
      %iter_12 = cute.get_iter(%view_2) : !memref_smem_bf16_471e
      %iter_13 = cute.get_iter(%view_2) : !memref_smem_bf16_471e
      %lay_8 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %19 = cute.get_shape(%lay_8) : (!cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">) -> !cute.shape<"(64,128,?,?)">
      %e0_11, %e1_9, %e2, %e3 = cute.get_leaves(%19) : !cute.shape<"(64,128,?,?)">
      %itup = cute.to_int_tuple(%e2) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %20 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %itup_0 = cute.to_int_tuple(%e3) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %21 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
      %lay_9 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %22 = cute.get_shape(%lay_9) : (!cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">) -> !cute.shape<"(64,128,?,?)">
      %e0_12, %e1_10, %e2_0, %e3_0 = cute.get_leaves(%22) : !cute.shape<"(64,128,?,?)">
      %itup_1 = cute.to_int_tuple(%e2_0) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %23 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
      %itup_2 = cute.to_int_tuple(%e3_0) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %24 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?">
      %iter_14 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %lay_10 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %25:2 = cute.get_scalars(%lay_10) <{only_dynamic}> : !cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %shape_2 = cute.make_shape(%25#0, %25#1) : (i32, i32) -> !cute.shape<"((64,128),?,?)">
      %stride_1 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@1,128@0)">
      %lay_11 = cute.make_layout(%shape_2, %stride_1) : !cute.layout<"((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %view_3 = cute.make_view(%iter_14, %lay_11) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %iter_15 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_7 = cute.deref_arith_tuple_iter(%iter_15) : !cute.arith_tuple_iter<"(0,0)">
      %e0_13, %e1_11 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,0)">
      %iter_16 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_8 = cute.deref_arith_tuple_iter(%iter_16) : !cute.arith_tuple_iter<"(0,0)">
      %e0_14, %e1_12 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(0,0)">
      %coord_4 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor, %res_gmem_tensor = cute_nvgpu.atom.tma_partition(%arg0, %coord_4, %lay_5, %view_2, %view_3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_471e, !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">) -> (!memref_smem_bf16_0748, !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">)
      %iter_17 = cute.get_iter(%res_smem_tensor) : !memref_smem_bf16_0748
      %iter_18 = cute.get_iter(%res_gmem_tensor) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %tup_9 = cute.deref_arith_tuple_iter(%iter_18) : !cute.arith_tuple_iter<"(0,0)">
      %e0_15, %e1_13 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %shape_3 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_12 = cute.make_layout() : !cute.layout<"1:0">
      %lay_13 = cute.get_layout(%view) : !memref_smem_bf16_8e7c
      %26 = cute.get_shape(%lay_13) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
      %e0_16, %e1_14 = cute.get_leaves(%26) : !cute.shape<"(64,128)">
      %iter_19 = cute.get_iter(%view) : !memref_smem_bf16_8e7c
      %view_4 = cute.make_view(%iter_19) : !memref_smem_bf16_471e
      %iter_20 = cute.get_iter(%view_4) : !memref_smem_bf16_471e
      %iter_21 = cute.get_iter(%view_4) : !memref_smem_bf16_471e
      %lay_14 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %27 = cute.get_shape(%lay_14) : (!cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">) -> !cute.shape<"(64,128,?,?)">
      %e0_17, %e1_15, %e2_1, %e3_1 = cute.get_leaves(%27) : !cute.shape<"(64,128,?,?)">
      %itup_3 = cute.to_int_tuple(%e2_1) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %28 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?">
      %itup_4 = cute.to_int_tuple(%e3_1) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %29 = cute.get_scalars(%itup_4) : !cute.int_tuple<"?">
      %lay_15 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %30 = cute.get_shape(%lay_15) : (!cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">) -> !cute.shape<"(64,128,?,?)">
      %e0_18, %e1_16, %e2_2, %e3_2 = cute.get_leaves(%30) : !cute.shape<"(64,128,?,?)">
      %itup_5 = cute.to_int_tuple(%e2_2) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %31 = cute.get_scalars(%itup_5) : !cute.int_tuple<"?">
      %itup_6 = cute.to_int_tuple(%e3_2) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %32 = cute.get_scalars(%itup_6) : !cute.int_tuple<"?">
      %iter_22 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %lay_16 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %33:2 = cute.get_scalars(%lay_16) <{only_dynamic}> : !cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %shape_4 = cute.make_shape(%33#0, %33#1) : (i32, i32) -> !cute.shape<"((64,128),?,?)">
      %stride_2 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@1,128@0)">
      %lay_17 = cute.make_layout(%shape_4, %stride_2) : !cute.layout<"((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %view_5 = cute.make_view(%iter_22, %lay_17) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %iter_23 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_10 = cute.deref_arith_tuple_iter(%iter_23) : !cute.arith_tuple_iter<"(0,0)">
      %e0_19, %e1_17 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(0,0)">
      %iter_24 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_11 = cute.deref_arith_tuple_iter(%iter_24) : !cute.arith_tuple_iter<"(0,0)">
      %e0_20, %e1_18 = cute.get_leaves(%tup_11) : !cute.int_tuple<"(0,0)">
      %coord_5 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor_0, %res_gmem_tensor_0 = cute_nvgpu.atom.tma_partition(%arg2, %coord_5, %lay_12, %view_4, %view_5) : (!cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_471e, !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">) -> (!memref_smem_bf16_0748, !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">)
      %iter_25 = cute.get_iter(%res_smem_tensor_0) : !memref_smem_bf16_0748
      %iter_26 = cute.get_iter(%res_gmem_tensor_0) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %tup_12 = cute.deref_arith_tuple_iter(%iter_26) : !cute.arith_tuple_iter<"(0,0)">
      %e0_21, %e1_19 = cute.get_leaves(%tup_12) : !cute.int_tuple<"(0,0)">
      %34 = arith.cmpi eq, %4, %c0_i32 : i32
      scf.if %34 {
        %cosz_0 = cute.cosize(%0) : (!cute.layout<"(64,128):(128,1)">) -> !cute.int_tuple<"8192">
        %e0_22 = cute.get_leaves(%cosz_0) : !cute.int_tuple<"8192">
        %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
        %tile_1 = cute.make_tile() : () -> !cute.tile<"8:1">
        %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
        %e0_23 = cute.get_leaves(%int_tuple_2) : !cute.int_tuple<"16384">
        %10 = builtin.unrealized_conversion_cast %iter_6 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
        %c16384_i32_0 = arith.constant 16384 : i32
        nvvm.mbarrier.txn %10, %c16384_i32_0 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      }
      %coord_6 = cute.make_coord(%1, %2) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %lay_18 = cute.get_layout(%res_gmem_tensor) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %idx_0 = cute.crd2idx(%coord_6, %lay_18) : (!cute.coord<"(_,?,?)">, !cute.layout<"(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
      %iter_27 = cute.get_iter(%res_gmem_tensor) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %tup_13 = cute.add_offset(%iter_27, %idx_0) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %view_6 = cute.make_view(%tup_13) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %iter_28 = cute.get_iter(%view_6) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %tup_14 = cute.deref_arith_tuple_iter(%iter_28) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_24, %e1_20 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %35 = cute.get_scalars(%e0_24) : !cute.int_tuple<"?{div=128}">
      %36 = cute.get_scalars(%e1_20) : !cute.int_tuple<"?{div=64}">
      %iter_29 = cute.get_iter(%view_6) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %tup_15 = cute.deref_arith_tuple_iter(%iter_29) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_25, %e1_21 = cute.get_leaves(%tup_15) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %37 = cute.get_scalars(%e0_25) : !cute.int_tuple<"?{div=128}">
      %38 = cute.get_scalars(%e1_21) : !cute.int_tuple<"?{div=64}">
      %lay_19 = cute.get_layout(%view_6) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %39 = cute.get_shape(%lay_19) : (!cute.layout<"(((128,64),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((128,64),1))">
      %e0_26, %e1_22, %e2_3 = cute.get_leaves(%39) : !cute.shape<"(((128,64),1))">
      %lay_20 = cute.get_layout(%res_smem_tensor) : !memref_smem_bf16_0748
      %40 = cute.get_shape(%lay_20) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
      %e0_27, %e1_23 = cute.get_leaves(%40) : !cute.shape<"((8192,1))">
      %lay_21 = cute.get_layout(%view_6) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %shape_5 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_22 = cute.make_layout() : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_21, %lay_22) : !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
      %int_tuple_3 = cute.make_int_tuple(%e0_25, %e1_21) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=64}">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
      %int_tup_iter_1 = cute.make_arith_tuple_iter(%int_tuple_3) : (!cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %view_7 = cute.make_view(%int_tup_iter_1, %append) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %iter_30 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %tup_16 = cute.deref_arith_tuple_iter(%iter_30) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_28, %e1_24 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %41 = cute.get_scalars(%e0_28) : !cute.int_tuple<"?{div=128}">
      %42 = cute.get_scalars(%e1_24) : !cute.int_tuple<"?{div=64}">
      %lay_23 = cute.get_layout(%view_7) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %43 = cute.get_shape(%lay_23) : (!cute.layout<"(((128,64),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((128,64),1),1)">
      %e0_29, %e1_25, %e2_4, %e3_3 = cute.get_leaves(%43) : !cute.shape<"(((128,64),1),1)">
      %lay_24 = cute.get_layout(%view_7) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %44 = cute.get_shape(%lay_24) : (!cute.layout<"(((128,64),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((128,64),1),1)">
      %e0_30, %e1_26, %e2_5, %e3_4 = cute.get_leaves(%44) : !cute.shape<"(((128,64),1),1)">
      %iter_31 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %view_8 = cute.make_view(%iter_31) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %iter_32 = cute.get_iter(%view_8) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %tup_17 = cute.deref_arith_tuple_iter(%iter_32) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_31, %e1_27 = cute.get_leaves(%tup_17) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %45 = cute.get_scalars(%e0_31) : !cute.int_tuple<"?{div=128}">
      %46 = cute.get_scalars(%e1_27) : !cute.int_tuple<"?{div=64}">
      %iter_33 = cute.get_iter(%view_8) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %tup_18 = cute.deref_arith_tuple_iter(%iter_33) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_32, %e1_28 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %47 = cute.get_scalars(%e0_32) : !cute.int_tuple<"?{div=128}">
      %48 = cute.get_scalars(%e1_28) : !cute.int_tuple<"?{div=64}">
      %lay_25 = cute.get_layout(%res_smem_tensor) : !memref_smem_bf16_0748
      %shape_6 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_26 = cute.make_layout() : !cute.layout<"1:0">
      %append_0 = cute.append_to_rank<2> (%lay_25, %lay_26) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
      %view_9 = cute.make_view(%iter_17, %append_0) : !memref_smem_bf16_99c5
      %iter_34 = cute.get_iter(%view_9) : !memref_smem_bf16_99c5
      %lay_27 = cute.get_layout(%view_9) : !memref_smem_bf16_99c5
      %49 = cute.get_shape(%lay_27) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
      %e0_33, %e1_29, %e2_6 = cute.get_leaves(%49) : !cute.shape<"((8192,1),1)">
      %lay_28 = cute.get_layout(%view_9) : !memref_smem_bf16_99c5
      %50 = cute.get_shape(%lay_28) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
      %e0_34, %e1_30, %e2_7 = cute.get_leaves(%50) : !cute.shape<"((8192,1),1)">
      %iter_35 = cute.get_iter(%view_9) : !memref_smem_bf16_99c5
      %view_10 = cute.make_view(%iter_35) : !memref_smem_bf16_23a9
      %iter_36 = cute.get_iter(%view_10) : !memref_smem_bf16_23a9
      %iter_37 = cute.get_iter(%view_10) : !memref_smem_bf16_23a9
      %lay_29 = cute.get_layout(%view_8) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %51 = cute.get_shape(%lay_29) : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((128,64),1),(1))">
      %e0_35, %e1_31, %e2_8, %e3_5 = cute.get_leaves(%51) : !cute.shape<"(((128,64),1),(1))">
      %lay_30 = cute.get_layout(%view_10) : !memref_smem_bf16_23a9
      %52 = cute.get_shape(%lay_30) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
      %e0_36, %e1_32, %e2_9 = cute.get_leaves(%52) : !cute.shape<"((8192,1),(1))">
      %lay_31 = cute.get_layout(%view_8) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %sz = cute.size(%lay_31) <{mode = [1]}> : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
      %e0_37 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %lay_32 = cute.get_layout(%view_10) : !memref_smem_bf16_23a9
      %sz_0 = cute.size(%lay_32) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
      %e0_38 = cute.get_leaves(%sz_0) : !cute.int_tuple<"1">
      %lay_33 = cute.get_layout(%view_8) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %53 = cute.get_shape(%lay_33) : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((128,64),1),(1))">
      %e0_39, %e1_33, %e2_10, %e3_6 = cute.get_leaves(%53) : !cute.shape<"(((128,64),1),(1))">
      %54 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>
      %55 = cute_nvgpu.atom.set_value(%54, %iter_6 : !cute.ptr<i64, smem, align<1024>>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>
      %iter_38 = cute.get_iter(%view_8) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %iter_39 = cute.get_iter(%view_10) : !memref_smem_bf16_23a9
      %lay_34 = cute.get_layout(%view_8) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %lay_35 = cute.get_layout(%view_10) : !memref_smem_bf16_23a9
      %56 = cute.static : !cute.layout<"1:0">
      %append_1 = cute.append_to_rank<2> (%lay_34, %56) : !cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
      %append_2 = cute.append_to_rank<2> (%lay_35, %56) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %lay_36 = cute.make_layout() : !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">
      %lay_37 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
      %sz_1 = cute.size(%lay_36) <{mode = [1]}> : (!cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
      %57 = cute.get_scalars(%sz_1) : !cute.int_tuple<"1">
      %c0_i32_1 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg4 = %c0_i32_1 to %57 step %c1_i32  : i32 {
        %coord_7 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
        %slice_1 = cute.slice(%lay_36, %coord_7) : !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">, !cute.coord<"(_,?)">
        %idx_1 = cute.crd2idx(%coord_7, %lay_36) : (!cute.coord<"(_,?)">, !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
        %tup_19 = cute.add_offset(%iter_38, %idx_1) : (!cute.arith_tuple_iter<"(?{div=128},?{div=64})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %view_11 = cute.make_view(%tup_19, %slice_1) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %slice_2 = cute.slice(%lay_37, %coord_7) : !cute.layout<"((8192,1),((1))):((1,0),((0)))">, !cute.coord<"(_,?)">
        %idx_2 = cute.crd2idx(%coord_7, %lay_37) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_1 = cute.add_offset(%iter_39, %idx_2) : (!cute.ptr<bf16, smem, align<1024>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>>
        %view_12 = cute.make_view(%ptr_1, %slice_2) : !memref_smem_bf16_0748
        cute.copy_atom_call(%55, %view_11, %view_12) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>, !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">, !memref_smem_bf16_0748) -> ()
      } {llvm.loop_annotation = #loop_annotation_0327}
      %58 = builtin.unrealized_conversion_cast %iter_6 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
      %c0_i32_2 = arith.constant 0 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      nvvm.mbarrier.try_wait.parity.shared %58, %c0_i32_2, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %59 = arith.cmpi eq, %4, %c0_i32 : i32
      scf.if %59 {
        %coord_7 = cute.make_coord(%1, %2) : (i32, i32) -> !cute.coord<"(_,?,?)">
        %lay_38 = cute.get_layout(%res_gmem_tensor_0) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
        %idx_1 = cute.crd2idx(%coord_7, %lay_38) : (!cute.coord<"(_,?,?)">, !cute.layout<"(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
        %iter_40 = cute.get_iter(%res_gmem_tensor_0) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
        %tup_20 = cute.add_offset(%iter_40, %idx_1) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %view_13 = cute.make_view(%tup_20) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %iter_41 = cute.get_iter(%view_13) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %tup_21 = cute.deref_arith_tuple_iter(%iter_41) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_40, %e1_34 = cute.get_leaves(%tup_21) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %10 = cute.get_scalars(%e0_40) : !cute.int_tuple<"?{div=128}">
        %60 = cute.get_scalars(%e1_34) : !cute.int_tuple<"?{div=64}">
        %iter_42 = cute.get_iter(%view_13) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %tup_22 = cute.deref_arith_tuple_iter(%iter_42) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_41, %e1_35 = cute.get_leaves(%tup_22) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %61 = cute.get_scalars(%e0_41) : !cute.int_tuple<"?{div=128}">
        %62 = cute.get_scalars(%e1_35) : !cute.int_tuple<"?{div=64}">
        %lay_39 = cute.get_layout(%res_smem_tensor_0) : !memref_smem_bf16_0748
        %63 = cute.get_shape(%lay_39) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
        %e0_42, %e1_36 = cute.get_leaves(%63) : !cute.shape<"((8192,1))">
        %lay_40 = cute.get_layout(%view_13) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %64 = cute.get_shape(%lay_40) : (!cute.layout<"(((128,64),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((128,64),1))">
        %e0_43, %e1_37, %e2_11 = cute.get_leaves(%64) : !cute.shape<"(((128,64),1))">
        %lay_41 = cute.get_layout(%res_smem_tensor_0) : !memref_smem_bf16_0748
        %shape_7 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_42 = cute.make_layout() : !cute.layout<"1:0">
        %append_3 = cute.append_to_rank<2> (%lay_41, %lay_42) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
        %view_14 = cute.make_view(%iter_25, %append_3) : !memref_smem_bf16_99c5
        %iter_43 = cute.get_iter(%view_14) : !memref_smem_bf16_99c5
        %lay_43 = cute.get_layout(%view_14) : !memref_smem_bf16_99c5
        %65 = cute.get_shape(%lay_43) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
        %e0_44, %e1_38, %e2_12 = cute.get_leaves(%65) : !cute.shape<"((8192,1),1)">
        %lay_44 = cute.get_layout(%view_14) : !memref_smem_bf16_99c5
        %66 = cute.get_shape(%lay_44) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
        %e0_45, %e1_39, %e2_13 = cute.get_leaves(%66) : !cute.shape<"((8192,1),1)">
        %iter_44 = cute.get_iter(%view_14) : !memref_smem_bf16_99c5
        %view_15 = cute.make_view(%iter_44) : !memref_smem_bf16_23a9
        %iter_45 = cute.get_iter(%view_15) : !memref_smem_bf16_23a9
        %iter_46 = cute.get_iter(%view_15) : !memref_smem_bf16_23a9
        %lay_45 = cute.get_layout(%view_13) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %shape_8 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_46 = cute.make_layout() : !cute.layout<"1:0">
        %append_4 = cute.append_to_rank<2> (%lay_45, %lay_46) : !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
        %int_tuple_4 = cute.make_int_tuple(%e0_41, %e1_35) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=64}">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
        %int_tup_iter_2 = cute.make_arith_tuple_iter(%int_tuple_4) : (!cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %view_16 = cute.make_view(%int_tup_iter_2, %append_4) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %iter_47 = cute.get_iter(%view_16) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %tup_23 = cute.deref_arith_tuple_iter(%iter_47) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_46, %e1_40 = cute.get_leaves(%tup_23) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %67 = cute.get_scalars(%e0_46) : !cute.int_tuple<"?{div=128}">
        %68 = cute.get_scalars(%e1_40) : !cute.int_tuple<"?{div=64}">
        %lay_47 = cute.get_layout(%view_16) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %69 = cute.get_shape(%lay_47) : (!cute.layout<"(((128,64),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((128,64),1),1)">
        %e0_47, %e1_41, %e2_14, %e3_7 = cute.get_leaves(%69) : !cute.shape<"(((128,64),1),1)">
        %lay_48 = cute.get_layout(%view_16) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %70 = cute.get_shape(%lay_48) : (!cute.layout<"(((128,64),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((128,64),1),1)">
        %e0_48, %e1_42, %e2_15, %e3_8 = cute.get_leaves(%70) : !cute.shape<"(((128,64),1),1)">
        %iter_48 = cute.get_iter(%view_16) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %view_17 = cute.make_view(%iter_48) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %iter_49 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %tup_24 = cute.deref_arith_tuple_iter(%iter_49) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_49, %e1_43 = cute.get_leaves(%tup_24) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %71 = cute.get_scalars(%e0_49) : !cute.int_tuple<"?{div=128}">
        %72 = cute.get_scalars(%e1_43) : !cute.int_tuple<"?{div=64}">
        %iter_50 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %tup_25 = cute.deref_arith_tuple_iter(%iter_50) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_50, %e1_44 = cute.get_leaves(%tup_25) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %73 = cute.get_scalars(%e0_50) : !cute.int_tuple<"?{div=128}">
        %74 = cute.get_scalars(%e1_44) : !cute.int_tuple<"?{div=64}">
        %lay_49 = cute.get_layout(%view_15) : !memref_smem_bf16_23a9
        %75 = cute.get_shape(%lay_49) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
        %e0_51, %e1_45, %e2_16 = cute.get_leaves(%75) : !cute.shape<"((8192,1),(1))">
        %lay_50 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %76 = cute.get_shape(%lay_50) : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((128,64),1),(1))">
        %e0_52, %e1_46, %e2_17, %e3_9 = cute.get_leaves(%76) : !cute.shape<"(((128,64),1),(1))">
        %lay_51 = cute.get_layout(%view_15) : !memref_smem_bf16_23a9
        %sz_2 = cute.size(%lay_51) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
        %e0_53 = cute.get_leaves(%sz_2) : !cute.int_tuple<"1">
        %lay_52 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %sz_3 = cute.size(%lay_52) <{mode = [1]}> : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
        %e0_54 = cute.get_leaves(%sz_3) : !cute.int_tuple<"1">
        %lay_53 = cute.get_layout(%view_15) : !memref_smem_bf16_23a9
        %77 = cute.get_shape(%lay_53) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
        %e0_55, %e1_47, %e2_18 = cute.get_leaves(%77) : !cute.shape<"((8192,1),(1))">
        %78 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_store<bf16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>
        %iter_51 = cute.get_iter(%view_15) : !memref_smem_bf16_23a9
        %iter_52 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %lay_54 = cute.get_layout(%view_15) : !memref_smem_bf16_23a9
        %lay_55 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %79 = cute.static : !cute.layout<"1:0">
        %append_5 = cute.append_to_rank<2> (%lay_54, %79) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
        %append_6 = cute.append_to_rank<2> (%lay_55, %79) : !cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
        %lay_56 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
        %lay_57 = cute.make_layout() : !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">
        %sz_4 = cute.size(%lay_56) <{mode = [1]}> : (!cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"1">
        %80 = cute.get_scalars(%sz_4) : !cute.int_tuple<"1">
        %c0_i32_3 = arith.constant 0 : i32
        %c1_i32_1 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_3 to %80 step %c1_i32_1  : i32 {
          %coord_8 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %slice_3 = cute.slice(%lay_56, %coord_8) : !cute.layout<"((8192,1),((1))):((1,0),((0)))">, !cute.coord<"(_,?)">
          %idx_3 = cute.crd2idx(%coord_8, %lay_56) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
          %ptr_2 = cute.add_offset(%iter_51, %idx_3) : (!cute.ptr<bf16, smem, align<1024>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>>
          %view_18 = cute.make_view(%ptr_2, %slice_3) : !memref_smem_bf16_0748
          %slice_4 = cute.slice(%lay_57, %coord_8) : !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">, !cute.coord<"(_,?)">
          %idx_4 = cute.crd2idx(%coord_8, %lay_57) : (!cute.coord<"(_,?)">, !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
          %tup_26 = cute.add_offset(%iter_52, %idx_4) : (!cute.arith_tuple_iter<"(?{div=128},?{div=64})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
          %view_19 = cute.make_view(%tup_26, %slice_4) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
          cute.copy_atom_call(%78, %view_18, %view_19) : (!cute_nvgpu.atom.tma_store<bf16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>, !memref_smem_bf16_0748, !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">) -> ()
        } {llvm.loop_annotation = #loop_annotation_0327}
        nvvm.cp.async.bulk.commit.group
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      return
    }
  }
  func.func @cutlass_copy_tma~(%arg0: !memref_gmem_bf16_aab6, %arg1: !memref_gmem_bf16_aab6) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_aab6
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_aab6
    %shape = cute.make_shape() : () -> !cute.shape<"(64,128)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay = cute.make_layout() : !cute.layout<"(64,128):(128,1)">
    %0 = cute.get_shape(%lay) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(64,128)">
    %lay_0 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %1 = cute.get_shape(%lay_0) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_0, %e1_0 = cute.get_leaves(%1) : !cute.shape<"(?,?{div=8})">
    %itup = cute.to_int_tuple(%e0_0) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %2 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_0 = cute.to_int_tuple(%e1_0) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %3 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?{div=8}">
    %shape_0 = cute.make_shape(%itup, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?,?{div=8})">
    %4 = cute.make_identity_layout(%shape_0) : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %tile = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
    %5:2 = cute.get_scalars(%4) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %lay_1 = cute.make_layout() : !cute.layout<"(64,128):(1@0,1@1)">
    %non_exec_atom, %tma_tensor = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %lay, %lay_1) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_bf16_aab6, !cute.layout<"(64,128):(128,1)">, !cute.layout<"(64,128):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">)
    %iter_3 = cute.get_iter(%tma_tensor) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %tup = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
    %e0_1, %e1_1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %6 = cute.get_shape(%lay) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
    %e0_2, %e1_2 = cute.get_leaves(%6) : !cute.shape<"(64,128)">
    %lay_2 = cute.get_layout(%arg1) : !memref_gmem_bf16_aab6
    %7 = cute.get_shape(%lay_2) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_3, %e1_3 = cute.get_leaves(%7) : !cute.shape<"(?,?{div=8})">
    %itup_1 = cute.to_int_tuple(%e0_3) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %8 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
    %itup_2 = cute.to_int_tuple(%e1_3) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %9 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?{div=8}">
    %shape_1 = cute.make_shape(%itup_1, %itup_2) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?,?{div=8})">
    %10 = cute.make_identity_layout(%shape_1) : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
    %11:2 = cute.get_scalars(%10) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %lay_3 = cute.make_layout() : !cute.layout<"(64,128):(1@0,1@1)">
    %non_exec_atom_0, %tma_tensor_0 = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%arg1, %lay, %lay_3) : (!memref_gmem_bf16_aab6, !cute.layout<"(64,128):(128,1)">, !cute.layout<"(64,128):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">)
    %iter_4 = cute.get_iter(%tma_tensor_0) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %tup_0 = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
    %e0_4, %e1_4 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
    %lay_4 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %12 = cute.get_shape(%lay_4) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_5, %e1_5 = cute.get_leaves(%12) : !cute.shape<"(?,?{div=8})">
    %itup_3 = cute.to_int_tuple(%e0_5) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %13 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?">
    %itup_4 = cute.to_int_tuple(%e1_5) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %14 = cute.get_scalars(%itup_4) : !cute.int_tuple<"?{div=8}">
    %int_tuple_0 = cute.make_int_tuple(%itup_3, %itup_4) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"(?,?{div=8})">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
    %15:2 = cute.get_scalars(%int_tuple_0) <{only_dynamic}> : !cute.int_tuple<"(?,?{div=8})">
    %c64_i32 = arith.constant 64 : i32
    %16 = arith.ceildivsi %15#0, %c64_i32 : i32
    %c128_i32 = arith.constant 128 : i32
    %17 = arith.ceildivsi %15#1, %c128_i32 : i32
    %int_tuple_1 = cute.make_int_tuple(%16, %17) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %e0_6, %e1_6 = cute.get_leaves(%int_tuple_1) : !cute.int_tuple<"(?,?)">
    %18 = cute.get_scalars(%e0_6) : !cute.int_tuple<"?">
    %19 = cute.get_scalars(%e1_6) : !cute.int_tuple<"?">
    %cosz = cute.cosize(%lay) : (!cute.layout<"(64,128):(128,1)">) -> !cute.int_tuple<"8192">
    %e0_7 = cute.get_leaves(%cosz) : !cute.int_tuple<"8192">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
    %tile_2 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
    %e0_8 = cute.get_leaves(%int_tuple_3) : !cute.int_tuple<"16384">
    %20 = cute.static : !cute.layout<"1:0">
    %21 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %22 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_5 = cute.get_layout(%tma_tensor) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %23 = cute.static : !cute.layout<"1:0">
    %24 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %25 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_6 = cute.get_layout(%tma_tensor_0) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %c16640_i32 = arith.constant 16640 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %26 = arith.cmpi sgt, %c16640_i32, %c232448_i32 : i32
    scf.if %26 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_copy_tma_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c16640_i32) : i32
    }
    %c0_i64 = arith.constant 0 : i64
    %27 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %28 = arith.extsi %c16640_i32 : i32 to i64
    %c32_i32 = arith.constant 32 : i32
    %c1_i32 = arith.constant 1 : i32
    %29 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c32_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %28, gridDim = (%18, %19, %c1_i32), stream = %27) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%29] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_0 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%29] %c0_i32_0 : !cuda.launch_cfg<max_attrs = 3>, i32
    %30 = cuda.launch_ex @kernels::@kernel_cutlass_copy_tma_kernel~<%29> (%non_exec_atom, %tma_tensor, %non_exec_atom_0, %tma_tensor_0) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">) -> !cuda.result
    %31 = cuda.cast %30 : !cuda.result -> i32
    cuda.return_if_error %31 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32_1 : i32
  }
}
