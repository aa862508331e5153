// irscope snapshot: copy_tma:bf16@sm_90a after cute-expand-ops#1 (cute-expand-ops)
!memref_gmem_bf16_aab6 = !cute.memref<bf16, gmem, align<16>, "(?,?{div=8}):(?{i64 div=8},1)">
!memref_smem_bf16_8e7c = !cute.memref<bf16, smem, align<1024>, "(64,128):(128,1)">
!memref_smem_bf16_471e = !cute.memref<bf16, smem, align<1024>, "((64,128)):((128,1))">
!memref_smem_bf16_0748 = !cute.memref<bf16, smem, align<1024>, "((8192,1)):((1,0))">
!memref_smem_bf16_99c5 = !cute.memref<bf16, smem, align<1024>, "((8192,1),1):((1,0),0)">
!memref_smem_bf16_23a9 = !cute.memref<bf16, smem, align<1024>, "((8192,1),(1)):((1,0),(0))">
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_tma_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
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
      %iter_3 = cute.recast_iter(%smem_ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>>
      %view = cute.make_view(%iter_3, %0) : !memref_smem_bf16_8e7c
      %iter_4 = cute.get_iter(%view) : !memref_smem_bf16_8e7c
      %iter_5 = cute.get_iter(%view) : !memref_smem_bf16_8e7c
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
      %ptr_0 = cute.add_offset(%ptr, %int_tuple_0) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"8">) -> !cute.ptr<i8, smem, align<8>>
      %smem_size_0 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c16392_i32 = arith.constant 16392 : i32
      %8 = arith.cmpi sge, %smem_size_0, %c16392_i32 : i32
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
      %14:2 = cute.get_scalars(%lay_2) <{only_dynamic}> : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">
      %shape_0 = cute.make_shape(%14#0, %14#1) : (i32, i32) -> !cute.shape<"(64,128,?,?)">
      %stride_0 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@1,128@0)">
      %lay_3 = cute.make_layout(%shape_0, %stride_0) : !cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
      %view_0 = cute.make_view(%int_tup_iter, %lay_3) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %iter_7 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_3 = cute.deref_arith_tuple_iter(%iter_7) : !cute.arith_tuple_iter<"(0,0)">
      %e0_5, %e1_3 = cute.get_leaves(%tup_3) : !cute.int_tuple<"(0,0)">
      %iter_8 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_4 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_4 = cute.get_leaves(%tup_4) : !cute.int_tuple<"(0,0)">
      %tile_0 = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
      %coord_2 = cute.make_coord() : () -> !cute.coord<"(_,_)">
      %coord_3 = cute.make_coord() : () -> !cute.coord<"((_,_),(_,_))">
      %lay_4 = cute.get_layout(%arg3) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %15:2 = cute.get_scalars(%lay_4) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %c64_i32_0 = arith.constant 64 : i32
      %16 = arith.ceildivsi %15#0, %c64_i32_0 : i32
      %c128_i32_0 = arith.constant 128 : i32
      %17 = arith.ceildivsi %15#1, %c128_i32_0 : i32
      %shape_1 = cute.make_shape(%16, %17) : (i32, i32) -> !cute.shape<"((64,128),(?,?))">
      %stride_1 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(64@1,128@0))">
      %lay_5 = cute.make_layout(%shape_1, %stride_1) : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">
      %18:2 = cute.get_scalars(%lay_5) <{only_dynamic}> : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">
      %shape_2 = cute.make_shape(%18#0, %18#1) : (i32, i32) -> !cute.shape<"(64,128,?,?)">
      %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@1,128@0)">
      %lay_6 = cute.make_layout(%shape_2, %stride_2) : !cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %int_tup_iter_0 = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
      %view_1 = cute.make_view(%int_tup_iter_0, %lay_6) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %iter_9 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_9) : !cute.arith_tuple_iter<"(0,0)">
      %e0_7, %e1_5 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %iter_10 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_6 = cute.deref_arith_tuple_iter(%iter_10) : !cute.arith_tuple_iter<"(0,0)">
      %e0_8, %e1_6 = cute.get_leaves(%tup_6) : !cute.int_tuple<"(0,0)">
      %shape_3 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_7 = cute.make_layout() : !cute.layout<"1:0">
      %lay_8 = cute.get_layout(%view) : !memref_smem_bf16_8e7c
      %19 = cute.get_shape(%lay_8) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
      %e0_9, %e1_7 = cute.get_leaves(%19) : !cute.shape<"(64,128)">
      %lay_9 = cute.get_layout(%view) : !memref_smem_bf16_8e7c
      %20 = cute.get_shape(%lay_9) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
      %e0_10, %e1_8 = cute.get_leaves(%20) : !cute.shape<"(64,128)">
      %iter_11 = cute.get_iter(%view) : !memref_smem_bf16_8e7c
      %view_2 = cute.make_view(%iter_11) : !memref_smem_bf16_471e
      %iter_12 = cute.get_iter(%view_2) : !memref_smem_bf16_471e
      %iter_13 = cute.get_iter(%view_2) : !memref_smem_bf16_471e
      %lay_10 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %21 = cute.get_shape(%lay_10) : (!cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">) -> !cute.shape<"(64,128,?,?)">
      %e0_11, %e1_9, %e2, %e3 = cute.get_leaves(%21) : !cute.shape<"(64,128,?,?)">
      %itup = cute.to_int_tuple(%e2) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %22 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %itup_0 = cute.to_int_tuple(%e3) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %23 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
      %lay_11 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %24 = cute.get_shape(%lay_11) : (!cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">) -> !cute.shape<"(64,128,?,?)">
      %e0_12, %e1_10, %e2_0, %e3_0 = cute.get_leaves(%24) : !cute.shape<"(64,128,?,?)">
      %itup_1 = cute.to_int_tuple(%e2_0) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %25 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
      %itup_2 = cute.to_int_tuple(%e3_0) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %26 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?">
      %iter_14 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %lay_12 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %27:2 = cute.get_scalars(%lay_12) <{only_dynamic}> : !cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %shape_4 = cute.make_shape(%27#0, %27#1) : (i32, i32) -> !cute.shape<"((64,128),?,?)">
      %stride_3 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@1,128@0)">
      %lay_13 = cute.make_layout(%shape_4, %stride_3) : !cute.layout<"((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %view_3 = cute.make_view(%iter_14, %lay_13) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %iter_15 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_7 = cute.deref_arith_tuple_iter(%iter_15) : !cute.arith_tuple_iter<"(0,0)">
      %e0_13, %e1_11 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,0)">
      %iter_16 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_8 = cute.deref_arith_tuple_iter(%iter_16) : !cute.arith_tuple_iter<"(0,0)">
      %e0_14, %e1_12 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(0,0)">
      %coord_4 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_17 = cute.get_iter(%view_2) : !memref_smem_bf16_471e
      %iter_18 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %lay_14 = cute.get_layout(%view_3) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %28:2 = cute.get_scalars(%lay_14) <{only_dynamic}> : !cute.layout<"((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %view_4 = cute.make_view(%iter_17) : !memref_smem_bf16_0748
      %shape_5 = cute.make_shape(%28#0, %28#1) : (i32, i32) -> !cute.shape<"(((128,64),1),?,?)">
      %stride_4 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@1,128@0)">
      %lay_15 = cute.make_layout(%shape_5, %stride_4) : !cute.layout<"(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %view_5 = cute.make_view(%iter_18, %lay_15) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %iter_19 = cute.get_iter(%view_4) : !memref_smem_bf16_0748
      %iter_20 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %tup_9 = cute.deref_arith_tuple_iter(%iter_20) : !cute.arith_tuple_iter<"(0,0)">
      %e0_15, %e1_13 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %shape_6 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_16 = cute.make_layout() : !cute.layout<"1:0">
      %lay_17 = cute.get_layout(%view) : !memref_smem_bf16_8e7c
      %29 = cute.get_shape(%lay_17) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
      %e0_16, %e1_14 = cute.get_leaves(%29) : !cute.shape<"(64,128)">
      %iter_21 = cute.get_iter(%view) : !memref_smem_bf16_8e7c
      %view_6 = cute.make_view(%iter_21) : !memref_smem_bf16_471e
      %iter_22 = cute.get_iter(%view_6) : !memref_smem_bf16_471e
      %iter_23 = cute.get_iter(%view_6) : !memref_smem_bf16_471e
      %lay_18 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %30 = cute.get_shape(%lay_18) : (!cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">) -> !cute.shape<"(64,128,?,?)">
      %e0_17, %e1_15, %e2_1, %e3_1 = cute.get_leaves(%30) : !cute.shape<"(64,128,?,?)">
      %itup_3 = cute.to_int_tuple(%e2_1) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %31 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?">
      %itup_4 = cute.to_int_tuple(%e3_1) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %32 = cute.get_scalars(%itup_4) : !cute.int_tuple<"?">
      %lay_19 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %33 = cute.get_shape(%lay_19) : (!cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">) -> !cute.shape<"(64,128,?,?)">
      %e0_18, %e1_16, %e2_2, %e3_2 = cute.get_leaves(%33) : !cute.shape<"(64,128,?,?)">
      %itup_5 = cute.to_int_tuple(%e2_2) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %34 = cute.get_scalars(%itup_5) : !cute.int_tuple<"?">
      %itup_6 = cute.to_int_tuple(%e3_2) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %35 = cute.get_scalars(%itup_6) : !cute.int_tuple<"?">
      %iter_24 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %lay_20 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %36:2 = cute.get_scalars(%lay_20) <{only_dynamic}> : !cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %shape_7 = cute.make_shape(%36#0, %36#1) : (i32, i32) -> !cute.shape<"((64,128),?,?)">
      %stride_5 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@1,128@0)">
      %lay_21 = cute.make_layout(%shape_7, %stride_5) : !cute.layout<"((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %view_7 = cute.make_view(%iter_24, %lay_21) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %iter_25 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_10 = cute.deref_arith_tuple_iter(%iter_25) : !cute.arith_tuple_iter<"(0,0)">
      %e0_19, %e1_17 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(0,0)">
      %iter_26 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_11 = cute.deref_arith_tuple_iter(%iter_26) : !cute.arith_tuple_iter<"(0,0)">
      %e0_20, %e1_18 = cute.get_leaves(%tup_11) : !cute.int_tuple<"(0,0)">
      %coord_5 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_27 = cute.get_iter(%view_6) : !memref_smem_bf16_471e
      %iter_28 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %lay_22 = cute.get_layout(%view_7) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %37:2 = cute.get_scalars(%lay_22) <{only_dynamic}> : !cute.layout<"((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %view_8 = cute.make_view(%iter_27) : !memref_smem_bf16_0748
      %shape_8 = cute.make_shape(%37#0, %37#1) : (i32, i32) -> !cute.shape<"(((128,64),1),?,?)">
      %stride_6 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@1,128@0)">
      %lay_23 = cute.make_layout(%shape_8, %stride_6) : !cute.layout<"(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %view_9 = cute.make_view(%iter_28, %lay_23) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %iter_29 = cute.get_iter(%view_8) : !memref_smem_bf16_0748
      %iter_30 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %tup_12 = cute.deref_arith_tuple_iter(%iter_30) : !cute.arith_tuple_iter<"(0,0)">
      %e0_21, %e1_19 = cute.get_leaves(%tup_12) : !cute.int_tuple<"(0,0)">
      %38 = arith.cmpi eq, %4, %c0_i32 : i32
      scf.if %38 {
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
      %lay_24 = cute.get_layout(%view_5) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %idx_0 = cute.crd2idx(%coord_6, %lay_24) : (!cute.coord<"(_,?,?)">, !cute.layout<"(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
      %iter_31 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %tup_13 = cute.add_offset(%iter_31, %idx_0) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %view_10 = cute.make_view(%tup_13) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %iter_32 = cute.get_iter(%view_10) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %tup_14 = cute.deref_arith_tuple_iter(%iter_32) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_24, %e1_20 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %39 = cute.get_scalars(%e0_24) : !cute.int_tuple<"?{div=128}">
      %40 = cute.get_scalars(%e1_20) : !cute.int_tuple<"?{div=64}">
      %iter_33 = cute.get_iter(%view_10) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %tup_15 = cute.deref_arith_tuple_iter(%iter_33) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_25, %e1_21 = cute.get_leaves(%tup_15) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %41 = cute.get_scalars(%e0_25) : !cute.int_tuple<"?{div=128}">
      %42 = cute.get_scalars(%e1_21) : !cute.int_tuple<"?{div=64}">
      %lay_25 = cute.get_layout(%view_10) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %43 = cute.get_shape(%lay_25) : (!cute.layout<"(((128,64),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((128,64),1))">
      %e0_26, %e1_22, %e2_3 = cute.get_leaves(%43) : !cute.shape<"(((128,64),1))">
      %lay_26 = cute.get_layout(%view_4) : !memref_smem_bf16_0748
      %44 = cute.get_shape(%lay_26) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
      %e0_27, %e1_23 = cute.get_leaves(%44) : !cute.shape<"((8192,1))">
      %lay_27 = cute.get_layout(%view_10) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %shape_9 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_28 = cute.make_layout() : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_27, %lay_28) : !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
      %int_tuple_3 = cute.make_int_tuple(%e0_25, %e1_21) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=64}">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
      %int_tup_iter_1 = cute.make_arith_tuple_iter(%int_tuple_3) : (!cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %view_11 = cute.make_view(%int_tup_iter_1, %append) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %iter_34 = cute.get_iter(%view_11) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %tup_16 = cute.deref_arith_tuple_iter(%iter_34) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_28, %e1_24 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %45 = cute.get_scalars(%e0_28) : !cute.int_tuple<"?{div=128}">
      %46 = cute.get_scalars(%e1_24) : !cute.int_tuple<"?{div=64}">
      %lay_29 = cute.get_layout(%view_11) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %47 = cute.get_shape(%lay_29) : (!cute.layout<"(((128,64),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((128,64),1),1)">
      %e0_29, %e1_25, %e2_4, %e3_3 = cute.get_leaves(%47) : !cute.shape<"(((128,64),1),1)">
      %lay_30 = cute.get_layout(%view_11) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %48 = cute.get_shape(%lay_30) : (!cute.layout<"(((128,64),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((128,64),1),1)">
      %e0_30, %e1_26, %e2_5, %e3_4 = cute.get_leaves(%48) : !cute.shape<"(((128,64),1),1)">
      %iter_35 = cute.get_iter(%view_11) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %view_12 = cute.make_view(%iter_35) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %iter_36 = cute.get_iter(%view_12) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %tup_17 = cute.deref_arith_tuple_iter(%iter_36) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_31, %e1_27 = cute.get_leaves(%tup_17) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %49 = cute.get_scalars(%e0_31) : !cute.int_tuple<"?{div=128}">
      %50 = cute.get_scalars(%e1_27) : !cute.int_tuple<"?{div=64}">
      %iter_37 = cute.get_iter(%view_12) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %tup_18 = cute.deref_arith_tuple_iter(%iter_37) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_32, %e1_28 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %51 = cute.get_scalars(%e0_32) : !cute.int_tuple<"?{div=128}">
      %52 = cute.get_scalars(%e1_28) : !cute.int_tuple<"?{div=64}">
      %lay_31 = cute.get_layout(%view_4) : !memref_smem_bf16_0748
      %shape_10 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_32 = cute.make_layout() : !cute.layout<"1:0">
      %append_0 = cute.append_to_rank<2> (%lay_31, %lay_32) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
      %view_13 = cute.make_view(%iter_19, %append_0) : !memref_smem_bf16_99c5
      %iter_38 = cute.get_iter(%view_13) : !memref_smem_bf16_99c5
      %lay_33 = cute.get_layout(%view_13) : !memref_smem_bf16_99c5
      %53 = cute.get_shape(%lay_33) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
      %e0_33, %e1_29, %e2_6 = cute.get_leaves(%53) : !cute.shape<"((8192,1),1)">
      %lay_34 = cute.get_layout(%view_13) : !memref_smem_bf16_99c5
      %54 = cute.get_shape(%lay_34) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
      %e0_34, %e1_30, %e2_7 = cute.get_leaves(%54) : !cute.shape<"((8192,1),1)">
      %iter_39 = cute.get_iter(%view_13) : !memref_smem_bf16_99c5
      %view_14 = cute.make_view(%iter_39) : !memref_smem_bf16_23a9
      %iter_40 = cute.get_iter(%view_14) : !memref_smem_bf16_23a9
      %iter_41 = cute.get_iter(%view_14) : !memref_smem_bf16_23a9
      %lay_35 = cute.get_layout(%view_12) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %55 = cute.get_shape(%lay_35) : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((128,64),1),(1))">
      %e0_35, %e1_31, %e2_8, %e3_5 = cute.get_leaves(%55) : !cute.shape<"(((128,64),1),(1))">
      %lay_36 = cute.get_layout(%view_14) : !memref_smem_bf16_23a9
      %56 = cute.get_shape(%lay_36) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
      %e0_36, %e1_32, %e2_9 = cute.get_leaves(%56) : !cute.shape<"((8192,1),(1))">
      %lay_37 = cute.get_layout(%view_12) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %sz = cute.size(%lay_37) <{mode = [1]}> : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
      %e0_37 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %lay_38 = cute.get_layout(%view_14) : !memref_smem_bf16_23a9
      %sz_0 = cute.size(%lay_38) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
      %e0_38 = cute.get_leaves(%sz_0) : !cute.int_tuple<"1">
      %lay_39 = cute.get_layout(%view_12) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %57 = cute.get_shape(%lay_39) : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((128,64),1),(1))">
      %e0_39, %e1_33, %e2_10, %e3_6 = cute.get_leaves(%57) : !cute.shape<"(((128,64),1),(1))">
      %58 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>
      %59 = cute_nvgpu.atom.set_value(%58, %iter_6 : !cute.ptr<i64, smem, align<1024>>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>
      %iter_42 = cute.get_iter(%view_12) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %iter_43 = cute.get_iter(%view_14) : !memref_smem_bf16_23a9
      %lay_40 = cute.get_layout(%view_12) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %lay_41 = cute.get_layout(%view_14) : !memref_smem_bf16_23a9
      %60 = cute.static : !cute.layout<"1:0">
      %append_1 = cute.append_to_rank<2> (%lay_40, %60) : !cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
      %append_2 = cute.append_to_rank<2> (%lay_41, %60) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %lay_42 = cute.make_layout() : !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">
      %lay_43 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
      %sz_1 = cute.size(%lay_42) <{mode = [1]}> : (!cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
      %61 = cute.get_scalars(%sz_1) : !cute.int_tuple<"1">
      %c0_i32_1 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg4 = %c0_i32_1 to %61 step %c1_i32  : i32 {
        %coord_7 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
        %10 = cute.get_scalars(%coord_7) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_44 = cute.make_layout() : !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">
        %idx_1 = cute.crd2idx(%coord_7, %lay_42) : (!cute.coord<"(_,?)">, !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
        %tup_19 = cute.add_offset(%iter_42, %idx_1) : (!cute.arith_tuple_iter<"(?{div=128},?{div=64})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %view_15 = cute.make_view(%tup_19, %lay_44) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %62 = cute.get_scalars(%coord_7) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_45 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
        %idx_2 = cute.crd2idx(%coord_7, %lay_43) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_1 = cute.add_offset(%iter_43, %idx_2) : (!cute.ptr<bf16, smem, align<1024>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>>
        %view_16 = cute.make_view(%ptr_1, %lay_45) : !memref_smem_bf16_0748
        %iter_44 = cute.get_iter(%view_15) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %iter_45 = cute.get_iter(%view_16) : !memref_smem_bf16_0748
        %63 = cute_nvgpu.atom.get_value(%59 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
        %64 = cute_nvgpu.atom.get_value(%59 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
        %65 = cute_nvgpu.atom.get_value(%59 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
        %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%59 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
        %tup_20 = cute.deref_arith_tuple_iter(%iter_44) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %66:2 = cute.get_scalars(%tup_20) : !cute.int_tuple<"(?{div=128},?{div=64})">
        cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_45 : !cute.ptr<bf16, smem, align<1024>>, %63 : !cute.ptr<smem, align<8>>, [%66#0, %66#1] : i32, i32) cache_policy = %65 mode = <tiled> num_cta = 1 : i32
      } {llvm.loop_annotation = #loop_annotation_0327}
      %67 = builtin.unrealized_conversion_cast %iter_6 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
      %c0_i32_2 = arith.constant 0 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      nvvm.mbarrier.try_wait.parity.shared %67, %c0_i32_2, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %68 = arith.cmpi eq, %4, %c0_i32 : i32
      scf.if %68 {
        %coord_7 = cute.make_coord(%1, %2) : (i32, i32) -> !cute.coord<"(_,?,?)">
        %lay_44 = cute.get_layout(%view_9) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
        %idx_1 = cute.crd2idx(%coord_7, %lay_44) : (!cute.coord<"(_,?,?)">, !cute.layout<"(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
        %iter_46 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
        %tup_21 = cute.add_offset(%iter_46, %idx_1) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %view_17 = cute.make_view(%tup_21) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %iter_47 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %tup_22 = cute.deref_arith_tuple_iter(%iter_47) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_40, %e1_34 = cute.get_leaves(%tup_22) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %10 = cute.get_scalars(%e0_40) : !cute.int_tuple<"?{div=128}">
        %62 = cute.get_scalars(%e1_34) : !cute.int_tuple<"?{div=64}">
        %iter_45 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %tup_20 = cute.deref_arith_tuple_iter(%iter_45) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_41, %e1_35 = cute.get_leaves(%tup_20) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %63 = cute.get_scalars(%e0_41) : !cute.int_tuple<"?{div=128}">
        %64 = cute.get_scalars(%e1_35) : !cute.int_tuple<"?{div=64}">
        %lay_46 = cute.get_layout(%view_8) : !memref_smem_bf16_0748
        %65 = cute.get_shape(%lay_46) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
        %e0_42, %e1_36 = cute.get_leaves(%65) : !cute.shape<"((8192,1))">
        %lay_47 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %66 = cute.get_shape(%lay_47) : (!cute.layout<"(((128,64),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((128,64),1))">
        %e0_43, %e1_37, %e2_11 = cute.get_leaves(%66) : !cute.shape<"(((128,64),1))">
        %lay_48 = cute.get_layout(%view_8) : !memref_smem_bf16_0748
        %shape_11 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_49 = cute.make_layout() : !cute.layout<"1:0">
        %append_3 = cute.append_to_rank<2> (%lay_48, %lay_49) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
        %view_18 = cute.make_view(%iter_29, %append_3) : !memref_smem_bf16_99c5
        %iter_48 = cute.get_iter(%view_18) : !memref_smem_bf16_99c5
        %lay_50 = cute.get_layout(%view_18) : !memref_smem_bf16_99c5
        %69 = cute.get_shape(%lay_50) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
        %e0_44, %e1_38, %e2_12 = cute.get_leaves(%69) : !cute.shape<"((8192,1),1)">
        %lay_51 = cute.get_layout(%view_18) : !memref_smem_bf16_99c5
        %70 = cute.get_shape(%lay_51) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
        %e0_45, %e1_39, %e2_13 = cute.get_leaves(%70) : !cute.shape<"((8192,1),1)">
        %iter_49 = cute.get_iter(%view_18) : !memref_smem_bf16_99c5
        %view_19 = cute.make_view(%iter_49) : !memref_smem_bf16_23a9
        %iter_50 = cute.get_iter(%view_19) : !memref_smem_bf16_23a9
        %iter_51 = cute.get_iter(%view_19) : !memref_smem_bf16_23a9
        %lay_52 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %shape_12 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_53 = cute.make_layout() : !cute.layout<"1:0">
        %append_4 = cute.append_to_rank<2> (%lay_52, %lay_53) : !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
        %int_tuple_4 = cute.make_int_tuple(%e0_41, %e1_35) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=64}">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
        %int_tup_iter_2 = cute.make_arith_tuple_iter(%int_tuple_4) : (!cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %view_20 = cute.make_view(%int_tup_iter_2, %append_4) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %iter_52 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %tup_23 = cute.deref_arith_tuple_iter(%iter_52) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_46, %e1_40 = cute.get_leaves(%tup_23) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %71 = cute.get_scalars(%e0_46) : !cute.int_tuple<"?{div=128}">
        %72 = cute.get_scalars(%e1_40) : !cute.int_tuple<"?{div=64}">
        %lay_54 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %73 = cute.get_shape(%lay_54) : (!cute.layout<"(((128,64),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((128,64),1),1)">
        %e0_47, %e1_41, %e2_14, %e3_7 = cute.get_leaves(%73) : !cute.shape<"(((128,64),1),1)">
        %lay_55 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %74 = cute.get_shape(%lay_55) : (!cute.layout<"(((128,64),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((128,64),1),1)">
        %e0_48, %e1_42, %e2_15, %e3_8 = cute.get_leaves(%74) : !cute.shape<"(((128,64),1),1)">
        %iter_53 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %view_21 = cute.make_view(%iter_53) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %iter_54 = cute.get_iter(%view_21) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %tup_24 = cute.deref_arith_tuple_iter(%iter_54) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_49, %e1_43 = cute.get_leaves(%tup_24) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %75 = cute.get_scalars(%e0_49) : !cute.int_tuple<"?{div=128}">
        %76 = cute.get_scalars(%e1_43) : !cute.int_tuple<"?{div=64}">
        %iter_55 = cute.get_iter(%view_21) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %tup_25 = cute.deref_arith_tuple_iter(%iter_55) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_50, %e1_44 = cute.get_leaves(%tup_25) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %77 = cute.get_scalars(%e0_50) : !cute.int_tuple<"?{div=128}">
        %78 = cute.get_scalars(%e1_44) : !cute.int_tuple<"?{div=64}">
        %lay_56 = cute.get_layout(%view_19) : !memref_smem_bf16_23a9
        %79 = cute.get_shape(%lay_56) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
        %e0_51, %e1_45, %e2_16 = cute.get_leaves(%79) : !cute.shape<"((8192,1),(1))">
        %lay_57 = cute.get_layout(%view_21) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %80 = cute.get_shape(%lay_57) : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((128,64),1),(1))">
        %e0_52, %e1_46, %e2_17, %e3_9 = cute.get_leaves(%80) : !cute.shape<"(((128,64),1),(1))">
        %lay_58 = cute.get_layout(%view_19) : !memref_smem_bf16_23a9
        %sz_2 = cute.size(%lay_58) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
        %e0_53 = cute.get_leaves(%sz_2) : !cute.int_tuple<"1">
        %lay_59 = cute.get_layout(%view_21) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %sz_3 = cute.size(%lay_59) <{mode = [1]}> : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
        %e0_54 = cute.get_leaves(%sz_3) : !cute.int_tuple<"1">
        %lay_60 = cute.get_layout(%view_19) : !memref_smem_bf16_23a9
        %81 = cute.get_shape(%lay_60) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
        %e0_55, %e1_47, %e2_18 = cute.get_leaves(%81) : !cute.shape<"((8192,1),(1))">
        %82 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_store<bf16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>
        %iter_56 = cute.get_iter(%view_19) : !memref_smem_bf16_23a9
        %iter_57 = cute.get_iter(%view_21) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %lay_61 = cute.get_layout(%view_19) : !memref_smem_bf16_23a9
        %lay_62 = cute.get_layout(%view_21) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %83 = cute.static : !cute.layout<"1:0">
        %append_5 = cute.append_to_rank<2> (%lay_61, %83) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
        %append_6 = cute.append_to_rank<2> (%lay_62, %83) : !cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
        %lay_63 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
        %lay_64 = cute.make_layout() : !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">
        %sz_4 = cute.size(%lay_63) <{mode = [1]}> : (!cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"1">
        %84 = cute.get_scalars(%sz_4) : !cute.int_tuple<"1">
        %c0_i32_3 = arith.constant 0 : i32
        %c1_i32_1 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_3 to %84 step %c1_i32_1  : i32 {
          %coord_8 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %85 = cute.get_scalars(%coord_8) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_65 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
          %idx_3 = cute.crd2idx(%coord_8, %lay_63) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
          %ptr_2 = cute.add_offset(%iter_56, %idx_3) : (!cute.ptr<bf16, smem, align<1024>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>>
          %view_22 = cute.make_view(%ptr_2, %lay_65) : !memref_smem_bf16_0748
          %86 = cute.get_scalars(%coord_8) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_66 = cute.make_layout() : !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">
          %idx_4 = cute.crd2idx(%coord_8, %lay_64) : (!cute.coord<"(_,?)">, !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
          %tup_26 = cute.add_offset(%iter_57, %idx_4) : (!cute.arith_tuple_iter<"(?{div=128},?{div=64})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
          %view_23 = cute.make_view(%tup_26, %lay_66) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
          %iter_58 = cute.get_iter(%view_22) : !memref_smem_bf16_0748
          %iter_59 = cute.get_iter(%view_23) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
          %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%82 : !cute_nvgpu.atom.tma_store<bf16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
          %87 = cute_nvgpu.atom.get_value(%82 : !cute_nvgpu.atom.tma_store<bf16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>} : i64
          %tup_27 = cute.deref_arith_tuple_iter(%iter_59) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
          %88:2 = cute.get_scalars(%tup_27) : !cute.int_tuple<"(?{div=128},?{div=64})">
          cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_58 : !cute.ptr<bf16, smem, align<1024>>, [%88#0, %88#1] : i32, i32) cache_policy = %87 mode = <tiled>
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
    %stride = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_1 = cute.make_layout(%shape_0, %stride) : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %tile = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
    %4:2 = cute.get_scalars(%lay_1) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %lay_2 = cute.make_layout() : !cute.layout<"(64,128):(1@0,1@1)">
    %c16_i32 = arith.constant 16 : i32
    %5 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_3 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %6:3 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64 = arith.constant 0 : i64
    %7 = arith.cmpi ne, %6#2, %c0_i64 : i64
    %8 = scf.if %7 -> (i64) {
      scf.yield %6#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %9 = arith.cmpi sgt, %6#2, %c0_i64_0 : i64
      %10 = scf.if %9 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %11 = arith.cmpi eq, %6#2, %c0_i64_1 : i64
        %12 = scf.if %11 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %12 : i32
      }
      %13 = arith.extsi %10 : i32 to i64
      scf.yield %13 : i64
    }
    %c0_i64_2 = arith.constant 0 : i64
    %14 = arith.cmpi ne, %6#2, %c0_i64_2 : i64
    %15 = scf.if %14 -> (i64) {
      scf.yield %6#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %9 = arith.cmpi sgt, %6#2, %c0_i64_0 : i64
      %10 = scf.if %9 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %11 = arith.cmpi eq, %6#2, %c0_i64_1 : i64
        %12 = scf.if %11 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %12 : i32
      }
      %13 = arith.extsi %10 : i32 to i64
      scf.yield %13 : i64
    }
    %c0_i64_3 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %16 = arith.extui %6#1 : i32 to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %17 = arith.muli %c1_i64_0, %c2_i64 : i64
    %18 = arith.extui %6#0 : i32 to i64
    %c2_i64_0 = arith.constant 2 : i64
    %19 = arith.muli %6#2, %c2_i64_0 : i64
    %20 = cute.ptrtoint(%iter_3) : !cute.ptr<bf16, gmem, align<16>> to i64
    %c0_i64_4 = arith.constant 0 : i64
    %c1_i64_1 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c16_i64 = arith.constant 16 : i64
    %c24_i64 = arith.constant 24 : i64
    %c4294967295_i64 = arith.constant 4294967295 : i64
    %c0_i64_5 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %c16_i64_0 = arith.constant 16 : i64
    %c9007199254740991_i64 = arith.constant 9007199254740991 : i64
    %21 = llvm.getelementptr %5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %21 : i64, !llvm.ptr
    %22 = llvm.getelementptr %5[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %22 : i64, !llvm.ptr
    %23 = llvm.getelementptr %5[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %5[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %5[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %25 : i64, !llvm.ptr
    %26 = llvm.getelementptr %5[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %26 : i64, !llvm.ptr
    %27 = llvm.getelementptr %5[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %5[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %28 : i64, !llvm.ptr
    %29 = arith.divui %20, %c16_i64_0 : i64
    %30 = arith.andi %29, %c9007199254740991_i64 : i64
    %31 = arith.shli %30, %c4_i64 : i64
    %32 = llvm.getelementptr %5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %32 : i64, !llvm.ptr
    %c1_i64_2 = arith.constant 1 : i64
    %c16_i64_1 = arith.constant 16 : i64
    %c2_i64_1 = arith.constant 2 : i64
    %c16_i64_2 = arith.constant 16 : i64
    %c1280_i64 = arith.constant 1280 : i64
    %c0_i64_6 = arith.constant 0 : i64
    %c0_i64_7 = arith.constant 0 : i64
    %c0_i64_8 = arith.constant 0 : i64
    %c0_i64_9 = arith.constant 0 : i64
    %c262144_i64 = arith.constant 262144 : i64
    %c0_i64_10 = arith.constant 0 : i64
    %33 = arith.subi %18, %c1_i64_2 : i64
    %34 = arith.subi %c1_i64, %c1_i64_2 : i64
    %35 = arith.subi %c1_i64, %c1_i64_2 : i64
    %36 = arith.subi %c1_i64, %c1_i64_2 : i64
    %37 = arith.muli %33, %19 : i64
    %38 = arith.muli %34, %c0_i64_3 : i64
    %39 = arith.muli %35, %c0_i64_3 : i64
    %40 = arith.muli %36, %c0_i64_3 : i64
    %41 = arith.addi %37, %38 : i64
    %42 = arith.addi %39, %40 : i64
    %c8_i64_0 = arith.constant 8 : i64
    %c16_i64_3 = arith.constant 16 : i64
    %43 = arith.muli %16, %c16_i64_3 : i64
    %44 = arith.divui %43, %c8_i64_0 : i64
    %45 = arith.addi %44, %41 : i64
    %46 = arith.addi %45, %42 : i64
    %c131072_i64 = arith.constant 131072 : i64
    %47 = arith.cmpi uge, %46, %c131072_i64 : i64
    %48 = arith.extui %47 : i1 to i64
    %c21_i64 = arith.constant 21 : i64
    %49 = arith.shli %48, %c21_i64 : i64
    %50 = arith.divui %19, %c16_i64_1 : i64
    %c32_i64 = arith.constant 32 : i64
    %51 = arith.shli %50, %c32_i64 : i64
    %52 = arith.ori %c2_i64_1, %c16_i64_2 : i64
    %53 = arith.ori %c1280_i64, %c0_i64_6 : i64
    %54 = arith.ori %c0_i64_7, %c0_i64_8 : i64
    %55 = arith.ori %c0_i64_9, %c262144_i64 : i64
    %56 = arith.ori %c0_i64_10, %49 : i64
    %57 = arith.ori %52, %53 : i64
    %58 = arith.ori %54, %55 : i64
    %59 = arith.ori %56, %51 : i64
    %60 = arith.ori %57, %58 : i64
    %61 = arith.ori %60, %59 : i64
    %62 = llvm.getelementptr %5[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %61, %62 : i64, !llvm.ptr
    %c0_i64_11 = arith.constant 0 : i64
    %c1_i64_3 = arith.constant 1 : i64
    %c16_i64_4 = arith.constant 16 : i64
    %c32_i64_0 = arith.constant 32 : i64
    %c36_i64 = arith.constant 36 : i64
    %c4294967295_i64_0 = arith.constant 4294967295 : i64
    %63 = arith.divui %c0_i64_3, %c16_i64_4 : i64
    %64 = arith.andi %63, %c4294967295_i64_0 : i64
    %65 = arith.shli %64, %c0_i64_11 : i64
    %66 = arith.divui %c0_i64_3, %c16_i64_4 : i64
    %67 = arith.shli %66, %c32_i64_0 : i64
    %68 = arith.ori %65, %67 : i64
    %69 = llvm.getelementptr %5[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %68, %69 : i64, !llvm.ptr
    %70 = arith.divui %c0_i64_3, %c16_i64_4 : i64
    %71 = arith.andi %70, %c4294967295_i64_0 : i64
    %72 = arith.shli %71, %c0_i64_11 : i64
    %c15_i64 = arith.constant 15 : i64
    %73 = arith.shrui %19, %c36_i64 : i64
    %74 = arith.andi %73, %c15_i64 : i64
    %75 = arith.shli %74, %c32_i64_0 : i64
    %76 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %77 = arith.andi %76, %c15_i64 : i64
    %c36_i64_0 = arith.constant 36 : i64
    %78 = arith.shli %77, %c36_i64_0 : i64
    %79 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %80 = arith.andi %79, %c15_i64 : i64
    %c40_i64 = arith.constant 40 : i64
    %81 = arith.shli %80, %c40_i64 : i64
    %82 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %c44_i64 = arith.constant 44 : i64
    %83 = arith.shli %82, %c44_i64 : i64
    %84 = arith.ori %75, %78 : i64
    %85 = arith.ori %81, %83 : i64
    %86 = arith.ori %84, %85 : i64
    %87 = arith.ori %72, %86 : i64
    %88 = llvm.getelementptr %5[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %87, %88 : i64, !llvm.ptr
    %89 = arith.subi %16, %c1_i64_3 : i64
    %90 = arith.andi %89, %c4294967295_i64_0 : i64
    %91 = arith.shli %90, %c0_i64_11 : i64
    %92 = arith.subi %18, %c1_i64_3 : i64
    %93 = arith.shli %92, %c32_i64_0 : i64
    %94 = arith.ori %91, %93 : i64
    %95 = llvm.getelementptr %5[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %94, %95 : i64, !llvm.ptr
    %96 = arith.subi %c1_i64, %c1_i64_3 : i64
    %97 = arith.andi %96, %c4294967295_i64_0 : i64
    %98 = arith.shli %97, %c0_i64_11 : i64
    %99 = arith.subi %c1_i64, %c1_i64_3 : i64
    %100 = arith.shli %99, %c32_i64_0 : i64
    %101 = arith.ori %98, %100 : i64
    %102 = llvm.getelementptr %5[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %101, %102 : i64, !llvm.ptr
    %103 = arith.subi %c1_i64, %c1_i64_1 : i64
    %104 = arith.andi %103, %c4294967295_i64 : i64
    %c0_i64_12 = arith.constant 0 : i64
    %c127_i64 = arith.constant 127 : i64
    %c56_i64 = arith.constant 56 : i64
    %105 = arith.shli %c127_i64, %c56_i64 : i64
    %106 = arith.ori %104, %c0_i64_12 : i64
    %107 = arith.ori %106, %105 : i64
    %108 = llvm.getelementptr %5[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %107, %108 : i64, !llvm.ptr
    %c63_i64 = arith.constant 63 : i64
    %109 = arith.shli %c63_i64, %c0_i64_4 : i64
    %c0_i64_13 = arith.constant 0 : i64
    %110 = arith.shli %c0_i64_13, %c8_i64 : i64
    %c0_i64_14 = arith.constant 0 : i64
    %111 = arith.shli %c0_i64_14, %c16_i64 : i64
    %c0_i64_15 = arith.constant 0 : i64
    %112 = arith.shli %c0_i64_15, %c24_i64 : i64
    %113 = arith.ori %109, %110 : i64
    %114 = arith.ori %111, %112 : i64
    %115 = arith.ori %113, %114 : i64
    %116 = llvm.getelementptr %5[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %115, %116 : i64, !llvm.ptr
    %117 = builtin.unrealized_conversion_cast %5 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %118 = cute.ptrtoint(%117) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %119 = llvm.inttoptr %118 : i64 to !llvm.ptr
    %120 = llvm.load %119 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %121 = builtin.unrealized_conversion_cast %120 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>
    %122 = cute_nvgpu.atom.set_value(%atom, %121 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>
    %iter_4 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_4 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %123:3 = cute.get_scalars(%lay_4) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_16 = arith.constant 0 : i64
    %c1_i64_4 = arith.constant 1 : i64
    %124 = arith.extui %123#1 : i32 to i64
    %c1_i64_5 = arith.constant 1 : i64
    %c2_i64_2 = arith.constant 2 : i64
    %125 = arith.muli %c1_i64_5, %c2_i64_2 : i64
    %126 = arith.extui %123#0 : i32 to i64
    %c2_i64_3 = arith.constant 2 : i64
    %127 = arith.muli %123#2, %c2_i64_3 : i64
    %128 = arith.trunci %125 : i64 to i32
    %129 = arith.trunci %127 : i64 to i32
    %130 = arith.trunci %c0_i64_16 : i64 to i32
    %131 = arith.trunci %c0_i64_16 : i64 to i32
    %132 = arith.trunci %c0_i64_16 : i64 to i32
    %lay_5 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %133 = cute.get_shape(%lay_5) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %stride_0 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_6 = cute.make_layout(%133, %stride_0) : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_0) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view = cute.make_view(%int_tup_iter, %lay_6) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %iter_5 = cute.get_iter(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %tup = cute.deref_arith_tuple_iter(%iter_5) : !cute.arith_tuple_iter<"(0,0)">
    %e0_1, %e1_1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %134 = cute.get_shape(%lay) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
    %e0_2, %e1_2 = cute.get_leaves(%134) : !cute.shape<"(64,128)">
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_bf16_aab6
    %135 = cute.get_shape(%lay_7) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_3, %e1_3 = cute.get_leaves(%135) : !cute.shape<"(?,?{div=8})">
    %itup_1 = cute.to_int_tuple(%e0_3) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %136 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
    %itup_2 = cute.to_int_tuple(%e1_3) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %137 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?{div=8}">
    %shape_1 = cute.make_shape(%itup_1, %itup_2) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?,?{div=8})">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_8 = cute.make_layout(%shape_1, %stride_1) : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
    %138:2 = cute.get_scalars(%lay_8) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %lay_9 = cute.make_layout() : !cute.layout<"(64,128):(1@0,1@1)">
    %c16_i32_0 = arith.constant 16 : i32
    %139 = llvm.alloca %c16_i32_0 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter_6 = cute.get_iter(%arg1) : !memref_gmem_bf16_aab6
    %lay_10 = cute.get_layout(%arg1) : !memref_gmem_bf16_aab6
    %140:3 = cute.get_scalars(%lay_10) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_17 = arith.constant 0 : i64
    %141 = arith.cmpi ne, %140#2, %c0_i64_17 : i64
    %142 = scf.if %141 -> (i64) {
      scf.yield %140#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %9 = arith.cmpi sgt, %140#2, %c0_i64_0 : i64
      %10 = scf.if %9 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %11 = arith.cmpi eq, %140#2, %c0_i64_1 : i64
        %12 = scf.if %11 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %12 : i32
      }
      %13 = arith.extsi %10 : i32 to i64
      scf.yield %13 : i64
    }
    %c0_i64_18 = arith.constant 0 : i64
    %143 = arith.cmpi ne, %140#2, %c0_i64_18 : i64
    %144 = scf.if %143 -> (i64) {
      scf.yield %140#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %9 = arith.cmpi sgt, %140#2, %c0_i64_0 : i64
      %10 = scf.if %9 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %11 = arith.cmpi eq, %140#2, %c0_i64_1 : i64
        %12 = scf.if %11 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %12 : i32
      }
      %13 = arith.extsi %10 : i32 to i64
      scf.yield %13 : i64
    }
    %c0_i64_19 = arith.constant 0 : i64
    %c1_i64_6 = arith.constant 1 : i64
    %145 = arith.extui %140#1 : i32 to i64
    %c1_i64_7 = arith.constant 1 : i64
    %c2_i64_4 = arith.constant 2 : i64
    %146 = arith.muli %c1_i64_7, %c2_i64_4 : i64
    %147 = arith.extui %140#0 : i32 to i64
    %c2_i64_5 = arith.constant 2 : i64
    %148 = arith.muli %140#2, %c2_i64_5 : i64
    %149 = cute.ptrtoint(%iter_6) : !cute.ptr<bf16, gmem, align<16>> to i64
    %c0_i64_20 = arith.constant 0 : i64
    %c1_i64_8 = arith.constant 1 : i64
    %c8_i64_1 = arith.constant 8 : i64
    %c16_i64_5 = arith.constant 16 : i64
    %c24_i64_0 = arith.constant 24 : i64
    %c4294967295_i64_1 = arith.constant 4294967295 : i64
    %c0_i64_21 = arith.constant 0 : i64
    %c4_i64_0 = arith.constant 4 : i64
    %c16_i64_6 = arith.constant 16 : i64
    %c9007199254740991_i64_0 = arith.constant 9007199254740991 : i64
    %150 = llvm.getelementptr %139[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_21, %150 : i64, !llvm.ptr
    %151 = llvm.getelementptr %139[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_21, %151 : i64, !llvm.ptr
    %152 = llvm.getelementptr %139[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_21, %152 : i64, !llvm.ptr
    %153 = llvm.getelementptr %139[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_21, %153 : i64, !llvm.ptr
    %154 = llvm.getelementptr %139[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_21, %154 : i64, !llvm.ptr
    %155 = llvm.getelementptr %139[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_21, %155 : i64, !llvm.ptr
    %156 = llvm.getelementptr %139[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_21, %156 : i64, !llvm.ptr
    %157 = llvm.getelementptr %139[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_21, %157 : i64, !llvm.ptr
    %158 = arith.divui %149, %c16_i64_6 : i64
    %159 = arith.andi %158, %c9007199254740991_i64_0 : i64
    %160 = arith.shli %159, %c4_i64_0 : i64
    %161 = llvm.getelementptr %139[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %160, %161 : i64, !llvm.ptr
    %c1_i64_9 = arith.constant 1 : i64
    %c16_i64_7 = arith.constant 16 : i64
    %c2_i64_6 = arith.constant 2 : i64
    %c16_i64_8 = arith.constant 16 : i64
    %c1280_i64_0 = arith.constant 1280 : i64
    %c0_i64_22 = arith.constant 0 : i64
    %c0_i64_23 = arith.constant 0 : i64
    %c0_i64_24 = arith.constant 0 : i64
    %c0_i64_25 = arith.constant 0 : i64
    %c262144_i64_0 = arith.constant 262144 : i64
    %c0_i64_26 = arith.constant 0 : i64
    %162 = arith.subi %147, %c1_i64_9 : i64
    %163 = arith.subi %c1_i64_6, %c1_i64_9 : i64
    %164 = arith.subi %c1_i64_6, %c1_i64_9 : i64
    %165 = arith.subi %c1_i64_6, %c1_i64_9 : i64
    %166 = arith.muli %162, %148 : i64
    %167 = arith.muli %163, %c0_i64_19 : i64
    %168 = arith.muli %164, %c0_i64_19 : i64
    %169 = arith.muli %165, %c0_i64_19 : i64
    %170 = arith.addi %166, %167 : i64
    %171 = arith.addi %168, %169 : i64
    %c8_i64_2 = arith.constant 8 : i64
    %c16_i64_9 = arith.constant 16 : i64
    %172 = arith.muli %145, %c16_i64_9 : i64
    %173 = arith.divui %172, %c8_i64_2 : i64
    %174 = arith.addi %173, %170 : i64
    %175 = arith.addi %174, %171 : i64
    %c131072_i64_0 = arith.constant 131072 : i64
    %176 = arith.cmpi uge, %175, %c131072_i64_0 : i64
    %177 = arith.extui %176 : i1 to i64
    %c21_i64_0 = arith.constant 21 : i64
    %178 = arith.shli %177, %c21_i64_0 : i64
    %179 = arith.divui %148, %c16_i64_7 : i64
    %c32_i64_1 = arith.constant 32 : i64
    %180 = arith.shli %179, %c32_i64_1 : i64
    %181 = arith.ori %c2_i64_6, %c16_i64_8 : i64
    %182 = arith.ori %c1280_i64_0, %c0_i64_22 : i64
    %183 = arith.ori %c0_i64_23, %c0_i64_24 : i64
    %184 = arith.ori %c0_i64_25, %c262144_i64_0 : i64
    %185 = arith.ori %c0_i64_26, %178 : i64
    %186 = arith.ori %181, %182 : i64
    %187 = arith.ori %183, %184 : i64
    %188 = arith.ori %185, %180 : i64
    %189 = arith.ori %186, %187 : i64
    %190 = arith.ori %189, %188 : i64
    %191 = llvm.getelementptr %139[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %190, %191 : i64, !llvm.ptr
    %c0_i64_27 = arith.constant 0 : i64
    %c1_i64_10 = arith.constant 1 : i64
    %c16_i64_10 = arith.constant 16 : i64
    %c32_i64_2 = arith.constant 32 : i64
    %c36_i64_1 = arith.constant 36 : i64
    %c4294967295_i64_2 = arith.constant 4294967295 : i64
    %192 = arith.divui %c0_i64_19, %c16_i64_10 : i64
    %193 = arith.andi %192, %c4294967295_i64_2 : i64
    %194 = arith.shli %193, %c0_i64_27 : i64
    %195 = arith.divui %c0_i64_19, %c16_i64_10 : i64
    %196 = arith.shli %195, %c32_i64_2 : i64
    %197 = arith.ori %194, %196 : i64
    %198 = llvm.getelementptr %139[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %197, %198 : i64, !llvm.ptr
    %199 = arith.divui %c0_i64_19, %c16_i64_10 : i64
    %200 = arith.andi %199, %c4294967295_i64_2 : i64
    %201 = arith.shli %200, %c0_i64_27 : i64
    %c15_i64_0 = arith.constant 15 : i64
    %202 = arith.shrui %148, %c36_i64_1 : i64
    %203 = arith.andi %202, %c15_i64_0 : i64
    %204 = arith.shli %203, %c32_i64_2 : i64
    %205 = arith.shrui %c0_i64_19, %c36_i64_1 : i64
    %206 = arith.andi %205, %c15_i64_0 : i64
    %c36_i64_2 = arith.constant 36 : i64
    %207 = arith.shli %206, %c36_i64_2 : i64
    %208 = arith.shrui %c0_i64_19, %c36_i64_1 : i64
    %209 = arith.andi %208, %c15_i64_0 : i64
    %c40_i64_0 = arith.constant 40 : i64
    %210 = arith.shli %209, %c40_i64_0 : i64
    %211 = arith.shrui %c0_i64_19, %c36_i64_1 : i64
    %c44_i64_0 = arith.constant 44 : i64
    %212 = arith.shli %211, %c44_i64_0 : i64
    %213 = arith.ori %204, %207 : i64
    %214 = arith.ori %210, %212 : i64
    %215 = arith.ori %213, %214 : i64
    %216 = arith.ori %201, %215 : i64
    %217 = llvm.getelementptr %139[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %216, %217 : i64, !llvm.ptr
    %218 = arith.subi %145, %c1_i64_10 : i64
    %219 = arith.andi %218, %c4294967295_i64_2 : i64
    %220 = arith.shli %219, %c0_i64_27 : i64
    %221 = arith.subi %147, %c1_i64_10 : i64
    %222 = arith.shli %221, %c32_i64_2 : i64
    %223 = arith.ori %220, %222 : i64
    %224 = llvm.getelementptr %139[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %223, %224 : i64, !llvm.ptr
    %225 = arith.subi %c1_i64_6, %c1_i64_10 : i64
    %226 = arith.andi %225, %c4294967295_i64_2 : i64
    %227 = arith.shli %226, %c0_i64_27 : i64
    %228 = arith.subi %c1_i64_6, %c1_i64_10 : i64
    %229 = arith.shli %228, %c32_i64_2 : i64
    %230 = arith.ori %227, %229 : i64
    %231 = llvm.getelementptr %139[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %230, %231 : i64, !llvm.ptr
    %232 = arith.subi %c1_i64_6, %c1_i64_8 : i64
    %233 = arith.andi %232, %c4294967295_i64_1 : i64
    %c0_i64_28 = arith.constant 0 : i64
    %c127_i64_0 = arith.constant 127 : i64
    %c56_i64_0 = arith.constant 56 : i64
    %234 = arith.shli %c127_i64_0, %c56_i64_0 : i64
    %235 = arith.ori %233, %c0_i64_28 : i64
    %236 = arith.ori %235, %234 : i64
    %237 = llvm.getelementptr %139[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %236, %237 : i64, !llvm.ptr
    %c63_i64_0 = arith.constant 63 : i64
    %238 = arith.shli %c63_i64_0, %c0_i64_20 : i64
    %c0_i64_29 = arith.constant 0 : i64
    %239 = arith.shli %c0_i64_29, %c8_i64_1 : i64
    %c0_i64_30 = arith.constant 0 : i64
    %240 = arith.shli %c0_i64_30, %c16_i64_5 : i64
    %c0_i64_31 = arith.constant 0 : i64
    %241 = arith.shli %c0_i64_31, %c24_i64_0 : i64
    %242 = arith.ori %238, %239 : i64
    %243 = arith.ori %240, %241 : i64
    %244 = arith.ori %242, %243 : i64
    %245 = llvm.getelementptr %139[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %244, %245 : i64, !llvm.ptr
    %246 = builtin.unrealized_conversion_cast %139 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %247 = cute.ptrtoint(%246) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %248 = llvm.inttoptr %247 : i64 to !llvm.ptr
    %249 = llvm.load %248 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %250 = builtin.unrealized_conversion_cast %249 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>
    %251 = cute_nvgpu.atom.set_value(%atom_0, %250 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_store<tma_desc>} : !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>
    %iter_7 = cute.get_iter(%arg1) : !memref_gmem_bf16_aab6
    %lay_11 = cute.get_layout(%arg1) : !memref_gmem_bf16_aab6
    %252:3 = cute.get_scalars(%lay_11) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_32 = arith.constant 0 : i64
    %c1_i64_11 = arith.constant 1 : i64
    %253 = arith.extui %252#1 : i32 to i64
    %c1_i64_12 = arith.constant 1 : i64
    %c2_i64_7 = arith.constant 2 : i64
    %254 = arith.muli %c1_i64_12, %c2_i64_7 : i64
    %255 = arith.extui %252#0 : i32 to i64
    %c2_i64_8 = arith.constant 2 : i64
    %256 = arith.muli %252#2, %c2_i64_8 : i64
    %257 = arith.trunci %254 : i64 to i32
    %258 = arith.trunci %256 : i64 to i32
    %259 = arith.trunci %c0_i64_32 : i64 to i32
    %260 = arith.trunci %c0_i64_32 : i64 to i32
    %261 = arith.trunci %c0_i64_32 : i64 to i32
    %lay_12 = cute.get_layout(%arg1) : !memref_gmem_bf16_aab6
    %262 = cute.get_shape(%lay_12) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_13 = cute.make_layout(%262, %stride_2) : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_1) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view_0 = cute.make_view(%int_tup_iter_0, %lay_13) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %iter_8 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %tup_0 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
    %e0_4, %e1_4 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
    %lay_14 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %263 = cute.get_shape(%lay_14) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_5, %e1_5 = cute.get_leaves(%263) : !cute.shape<"(?,?{div=8})">
    %itup_3 = cute.to_int_tuple(%e0_5) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %264 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?">
    %itup_4 = cute.to_int_tuple(%e1_5) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %265 = cute.get_scalars(%itup_4) : !cute.int_tuple<"?{div=8}">
    %int_tuple_2 = cute.make_int_tuple(%itup_3, %itup_4) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"(?,?{div=8})">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
    %266:2 = cute.get_scalars(%int_tuple_2) <{only_dynamic}> : !cute.int_tuple<"(?,?{div=8})">
    %c64_i32 = arith.constant 64 : i32
    %267 = arith.ceildivsi %266#0, %c64_i32 : i32
    %c128_i32 = arith.constant 128 : i32
    %268 = arith.ceildivsi %266#1, %c128_i32 : i32
    %int_tuple_3 = cute.make_int_tuple(%267, %268) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %e0_6, %e1_6 = cute.get_leaves(%int_tuple_3) : !cute.int_tuple<"(?,?)">
    %269 = cute.get_scalars(%e0_6) : !cute.int_tuple<"?">
    %270 = cute.get_scalars(%e1_6) : !cute.int_tuple<"?">
    %cosz = cute.cosize(%lay) : (!cute.layout<"(64,128):(128,1)">) -> !cute.int_tuple<"8192">
    %e0_7 = cute.get_leaves(%cosz) : !cute.int_tuple<"8192">
    %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
    %tile_2 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
    %e0_8 = cute.get_leaves(%int_tuple_5) : !cute.int_tuple<"16384">
    %271 = cute.static : !cute.layout<"1:0">
    %272 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %273 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_15 = cute.get_layout(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %274 = cute.static : !cute.layout<"1:0">
    %275 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %276 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_16 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %c16640_i32 = arith.constant 16640 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %277 = arith.cmpi sgt, %c16640_i32, %c232448_i32 : i32
    scf.if %277 {
      %9 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %10 = llvm.getelementptr %9[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %13 = llvm.call @printf(%10, %c16640_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64_33 = arith.constant 0 : i64
    %278 = cuda.cast %c0_i64_33 : i64 -> !cuda.stream
    %279 = arith.extsi %c16640_i32 : i32 to i64
    %c32_i32 = arith.constant 32 : i32
    %c1_i32 = arith.constant 1 : i32
    %280 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c32_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %279, gridDim = (%269, %270, %c1_i32), stream = %278) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%280] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%280] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 3>, i32
    %281 = cuda.launch_ex @kernels::@kernel_cutlass_copy_tma_kernel~<%280> (%122, %view, %251, %view_0) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">) -> !cuda.result
    %282 = cuda.cast %281 : !cuda.result -> i32
    cuda.return_if_error %282 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
