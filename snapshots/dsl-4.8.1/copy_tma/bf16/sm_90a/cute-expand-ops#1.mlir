// irscope snapshot: copy_tma:bf16@sm_90a after cute-expand-ops#1 (cute-expand-ops, convert-cute-algo-to-arch)
!memref_gmem_bf16_aab6 = !cute.memref<bf16, gmem, align<16>, "(?,?{div=8}):(?{i64 div=8},1)">
!memref_smem_bf16_76eb = !cute.memref<bf16, smem, align<128>, "(64,128):(128,1)">
!memref_smem_bf16_4ce7 = !cute.memref<bf16, smem, align<128>, "((64,128)):((128,1))">
!memref_smem_bf16_1eec = !cute.memref<bf16, smem, align<128>, "((8192,1)):((1,0))">
!memref_smem_bf16_90dc = !cute.memref<bf16, smem, align<128>, "((8192,1),1):((1,0),0)">
!memref_smem_bf16_a880 = !cute.memref<bf16, smem, align<128>, "((8192,1),(1)):((1,0),(0))">
!memref_smem_i8_64c0 = !cute.memref<i8, smem, align<128>, "16384:1">
!memref_smem_i8_5784 = !cute.memref<i8, smem, align<8>, "8:1">
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_copy_tma_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_copy_tma_kernel~' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_copy_tma_kernel~(%arg0: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg1: !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, %arg2: !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg3: !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, smem.config_smem_size = 16640 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %0 = cute.ptrtoint(%smem_ptr) : !cute.ptr<i8, smem, align<1024>> to i32
      %1 = cute_nvgpu.arch.make_warp_uniform(%0) : i32
      %2 = arith.extui %1 : i32 to i64
      %iv = cute.assume(%2) : (i64) -> !cute.i64<divby 1024>
      %3 = cute.inttoptr(%iv) : !cute.i64<divby 1024> to !cute.ptr<i8, smem, align<1024>>
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr = cute.add_offset(%3, %int_tuple) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, smem, align<1024>>
      %4 = cute.ptrtoint(%ptr) : !cute.ptr<i8, smem, align<1024>> to i64
      %iv_0 = cute.assume(%4) : (i64) -> !cute.i64<divby 128>
      %5 = cute.inttoptr(%iv_0) : !cute.i64<divby 128> to !cute.ptr<i8, smem, align<128>>
      %view = cute.make_view(%5) : !memref_smem_i8_64c0
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
      %ptr_0 = cute.add_offset(%3, %int_tuple_0) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"16384">) -> !cute.ptr<i8, smem, align<1024>>
      %6 = cute.ptrtoint(%ptr_0) : !cute.ptr<i8, smem, align<1024>> to i64
      %iv_1 = cute.assume(%6) : (i64) -> !cute.i64<divby 8>
      %7 = cute.inttoptr(%iv_1) : !cute.i64<divby 8> to !cute.ptr<i8, smem, align<8>>
      %view_0 = cute.make_view(%7) : !memref_smem_i8_5784
      %8 = cute.static : !cute.layout<"(64,128):(128,1)">
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
      %9 = nvvm.read.ptx.sreg.ctaid.x : i32
      %10 = nvvm.read.ptx.sreg.ctaid.y : i32
      %11 = nvvm.read.ptx.sreg.ctaid.z : i32
      %12 = nvvm.read.ptx.sreg.tid.x : i32
      %13 = nvvm.read.ptx.sreg.tid.y : i32
      %14 = nvvm.read.ptx.sreg.tid.z : i32
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %8) : (!cute.coord<"0">, !cute.layout<"(64,128):(128,1)">) -> !cute.int_tuple<"0">
      %e0_3 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %shape = cute.make_shape() : () -> !cute.shape<"8192">
      %itup = cute.to_int_tuple(%shape) : !cute.shape<"8192"> to !cute.int_tuple<"8192">
      %e0_4 = cute.get_leaves(%itup) : !cute.int_tuple<"8192">
      %shape_0 = cute.make_shape() : () -> !cute.shape<"16384">
      %lay_1 = cute.make_layout() : !cute.layout<"16384:1">
      %iter_3 = cute.get_iter(%view) : !memref_smem_i8_64c0
      %iter_4 = cute.get_iter(%view) : !memref_smem_i8_64c0
      %iter_5 = cute.recast_iter(%iter_4) : !cute.ptr<i8, smem, align<128>> to !cute.ptr<bf16, smem, align<128>>
      %view_1 = cute.make_view(%iter_5, %8) : !memref_smem_bf16_76eb
      %iter_6 = cute.get_iter(%view_1) : !memref_smem_bf16_76eb
      %iter_7 = cute.get_iter(%view_1) : !memref_smem_bf16_76eb
      %shape_1 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_2 = cute.make_layout() : !cute.layout<"8:1">
      %iter_8 = cute.get_iter(%view_0) : !memref_smem_i8_5784
      %iter_9 = cute.get_iter(%view_0) : !memref_smem_i8_5784
      %iter_10 = cute.recast_iter(%iter_9) : !cute.ptr<i8, smem, align<8>> to !cute.ptr<i64, smem>
      %c0_i32 = arith.constant 0 : i32
      %15 = arith.cmpi eq, %12, %c0_i32 : i32
      scf.if %15 {
        %16 = builtin.unrealized_conversion_cast %iter_10 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        %c1_i32_0 = arith.constant 1 : i32
        nvvm.mbarrier.init %16, %c1_i32_0 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %tile = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
      %coord_0 = cute.make_coord() : () -> !cute.coord<"(_,_)">
      %coord_1 = cute.make_coord() : () -> !cute.coord<"((_,_),(_,_))">
      %lay_3 = cute.get_layout(%arg1) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %17:2 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %c64_i32 = arith.constant 64 : i32
      %18 = arith.ceildivsi %17#0, %c64_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %19 = arith.ceildivsi %17#1, %c128_i32 : i32
      %shape_2 = cute.make_shape(%18, %19) : (i32, i32) -> !cute.shape<"((64,128),(?,?))">
      %stride = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(64@1,128@0))">
      %lay_4 = cute.make_layout(%shape_2, %stride) : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">
      %20:2 = cute.get_scalars(%lay_4) <{only_dynamic}> : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">
      %shape_3 = cute.make_shape(%20#0, %20#1) : (i32, i32) -> !cute.shape<"(64,128,?,?)">
      %stride_0 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@1,128@0)">
      %lay_5 = cute.make_layout(%shape_3, %stride_0) : !cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
      %view_2 = cute.make_view(%int_tup_iter, %lay_5) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %iter_11 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_3 = cute.deref_arith_tuple_iter(%iter_11) : !cute.arith_tuple_iter<"(0,0)">
      %e0_5, %e1_3 = cute.get_leaves(%tup_3) : !cute.int_tuple<"(0,0)">
      %iter_12 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_4 = cute.deref_arith_tuple_iter(%iter_12) : !cute.arith_tuple_iter<"(0,0)">
      %e0_6, %e1_4 = cute.get_leaves(%tup_4) : !cute.int_tuple<"(0,0)">
      %tile_0 = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
      %coord_2 = cute.make_coord() : () -> !cute.coord<"(_,_)">
      %coord_3 = cute.make_coord() : () -> !cute.coord<"((_,_),(_,_))">
      %lay_6 = cute.get_layout(%arg3) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %21:2 = cute.get_scalars(%lay_6) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %c64_i32_0 = arith.constant 64 : i32
      %22 = arith.ceildivsi %21#0, %c64_i32_0 : i32
      %c128_i32_0 = arith.constant 128 : i32
      %23 = arith.ceildivsi %21#1, %c128_i32_0 : i32
      %shape_4 = cute.make_shape(%22, %23) : (i32, i32) -> !cute.shape<"((64,128),(?,?))">
      %stride_1 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(64@1,128@0))">
      %lay_7 = cute.make_layout(%shape_4, %stride_1) : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">
      %24:2 = cute.get_scalars(%lay_7) <{only_dynamic}> : !cute.layout<"((64,128),(?,?)):((1@1,1@0),(64@1,128@0))">
      %shape_5 = cute.make_shape(%24#0, %24#1) : (i32, i32) -> !cute.shape<"(64,128,?,?)">
      %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@1,128@0)">
      %lay_8 = cute.make_layout(%shape_5, %stride_2) : !cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %int_tup_iter_0 = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
      %view_3 = cute.make_view(%int_tup_iter_0, %lay_8) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %iter_13 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_13) : !cute.arith_tuple_iter<"(0,0)">
      %e0_7, %e1_5 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,0)">
      %iter_14 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %tup_6 = cute.deref_arith_tuple_iter(%iter_14) : !cute.arith_tuple_iter<"(0,0)">
      %e0_8, %e1_6 = cute.get_leaves(%tup_6) : !cute.int_tuple<"(0,0)">
      %shape_6 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_9 = cute.make_layout() : !cute.layout<"1:0">
      %lay_10 = cute.get_layout(%view_1) : !memref_smem_bf16_76eb
      %25 = cute.get_shape(%lay_10) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
      %e0_9, %e1_7 = cute.get_leaves(%25) : !cute.shape<"(64,128)">
      %iter_15 = cute.get_iter(%view_1) : !memref_smem_bf16_76eb
      %view_4 = cute.make_view(%iter_15) : !memref_smem_bf16_4ce7
      %iter_16 = cute.get_iter(%view_4) : !memref_smem_bf16_4ce7
      %iter_17 = cute.get_iter(%view_4) : !memref_smem_bf16_4ce7
      %lay_11 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %26 = cute.get_shape(%lay_11) : (!cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">) -> !cute.shape<"(64,128,?,?)">
      %e0_10, %e1_8, %e2, %e3 = cute.get_leaves(%26) : !cute.shape<"(64,128,?,?)">
      %itup_0 = cute.to_int_tuple(%e2) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %27 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
      %itup_1 = cute.to_int_tuple(%e3) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %28 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
      %iter_18 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %lay_12 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %29:2 = cute.get_scalars(%lay_12) <{only_dynamic}> : !cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %shape_7 = cute.make_shape(%29#0, %29#1) : (i32, i32) -> !cute.shape<"((64,128),?,?)">
      %stride_3 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@1,128@0)">
      %lay_13 = cute.make_layout(%shape_7, %stride_3) : !cute.layout<"((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %view_5 = cute.make_view(%iter_18, %lay_13) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %iter_19 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_7 = cute.deref_arith_tuple_iter(%iter_19) : !cute.arith_tuple_iter<"(0,0)">
      %e0_11, %e1_9 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,0)">
      %iter_20 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_8 = cute.deref_arith_tuple_iter(%iter_20) : !cute.arith_tuple_iter<"(0,0)">
      %e0_12, %e1_10 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(0,0)">
      %coord_4 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_21 = cute.get_iter(%view_4) : !memref_smem_bf16_4ce7
      %iter_22 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %lay_14 = cute.get_layout(%view_5) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %30:2 = cute.get_scalars(%lay_14) <{only_dynamic}> : !cute.layout<"((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %view_6 = cute.make_view(%iter_21) : !memref_smem_bf16_1eec
      %shape_8 = cute.make_shape(%30#0, %30#1) : (i32, i32) -> !cute.shape<"(((128,64),1),?,?)">
      %stride_4 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@1,128@0)">
      %lay_15 = cute.make_layout(%shape_8, %stride_4) : !cute.layout<"(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %view_7 = cute.make_view(%iter_22, %lay_15) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %iter_23 = cute.get_iter(%view_6) : !memref_smem_bf16_1eec
      %iter_24 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %tup_9 = cute.deref_arith_tuple_iter(%iter_24) : !cute.arith_tuple_iter<"(0,0)">
      %e0_13, %e1_11 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,0)">
      %shape_9 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_16 = cute.make_layout() : !cute.layout<"1:0">
      %iter_25 = cute.get_iter(%view_1) : !memref_smem_bf16_76eb
      %view_8 = cute.make_view(%iter_25) : !memref_smem_bf16_4ce7
      %iter_26 = cute.get_iter(%view_8) : !memref_smem_bf16_4ce7
      %iter_27 = cute.get_iter(%view_8) : !memref_smem_bf16_4ce7
      %lay_17 = cute.get_layout(%view_3) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %31 = cute.get_shape(%lay_17) : (!cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">) -> !cute.shape<"(64,128,?,?)">
      %e0_14, %e1_12, %e2_0, %e3_0 = cute.get_leaves(%31) : !cute.shape<"(64,128,?,?)">
      %itup_2 = cute.to_int_tuple(%e2_0) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %32 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?">
      %itup_3 = cute.to_int_tuple(%e3_0) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %33 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?">
      %iter_28 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %lay_18 = cute.get_layout(%view_3) : !cute.coord_tensor<"(0,0)", "(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %34:2 = cute.get_scalars(%lay_18) <{only_dynamic}> : !cute.layout<"(64,128,?,?):(1@1,1@0,64@1,128@0)">
      %shape_10 = cute.make_shape(%34#0, %34#1) : (i32, i32) -> !cute.shape<"((64,128),?,?)">
      %stride_5 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@1,128@0)">
      %lay_19 = cute.make_layout(%shape_10, %stride_5) : !cute.layout<"((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %view_9 = cute.make_view(%iter_28, %lay_19) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %iter_29 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_10 = cute.deref_arith_tuple_iter(%iter_29) : !cute.arith_tuple_iter<"(0,0)">
      %e0_15, %e1_13 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(0,0)">
      %iter_30 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %tup_11 = cute.deref_arith_tuple_iter(%iter_30) : !cute.arith_tuple_iter<"(0,0)">
      %e0_16, %e1_14 = cute.get_leaves(%tup_11) : !cute.int_tuple<"(0,0)">
      %coord_5 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_31 = cute.get_iter(%view_8) : !memref_smem_bf16_4ce7
      %iter_32 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %lay_20 = cute.get_layout(%view_9) : !cute.coord_tensor<"(0,0)", "((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %35:2 = cute.get_scalars(%lay_20) <{only_dynamic}> : !cute.layout<"((64,128),?,?):((1@1,1@0),64@1,128@0)">
      %view_10 = cute.make_view(%iter_31) : !memref_smem_bf16_1eec
      %shape_11 = cute.make_shape(%35#0, %35#1) : (i32, i32) -> !cute.shape<"(((128,64),1),?,?)">
      %stride_6 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@1,128@0)">
      %lay_21 = cute.make_layout(%shape_11, %stride_6) : !cute.layout<"(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %view_11 = cute.make_view(%iter_32, %lay_21) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %iter_33 = cute.get_iter(%view_10) : !memref_smem_bf16_1eec
      %iter_34 = cute.get_iter(%view_11) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %tup_12 = cute.deref_arith_tuple_iter(%iter_34) : !cute.arith_tuple_iter<"(0,0)">
      %e0_17, %e1_15 = cute.get_leaves(%tup_12) : !cute.int_tuple<"(0,0)">
      %36 = arith.cmpi eq, %12, %c0_i32 : i32
      scf.if %36 {
        %shape_12 = cute.make_shape() : () -> !cute.shape<"8192">
        %itup_4 = cute.to_int_tuple(%shape_12) : !cute.shape<"8192"> to !cute.int_tuple<"8192">
        %e0_18 = cute.get_leaves(%itup_4) : !cute.int_tuple<"8192">
        %16 = builtin.unrealized_conversion_cast %iter_10 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        %c16384_i32 = arith.constant 16384 : i32
        %37 = nvvm.mbarrier.arrive.expect_tx %16, %c16384_i32 : !llvm.ptr<3>, i32 -> i64
      }
      %coord_6 = cute.make_coord(%9, %10) : (i32, i32) -> !cute.coord<"(_,?,?)">
      %lay_22 = cute.get_layout(%view_7) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %idx_0 = cute.crd2idx(%coord_6, %lay_22) : (!cute.coord<"(_,?,?)">, !cute.layout<"(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
      %iter_35 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
      %tup_13 = cute.add_offset(%iter_35, %idx_0) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %view_12 = cute.make_view(%tup_13) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %iter_36 = cute.get_iter(%view_12) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %tup_14 = cute.deref_arith_tuple_iter(%iter_36) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_19, %e1_16 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %38 = cute.get_scalars(%e0_19) : !cute.int_tuple<"?{div=128}">
      %39 = cute.get_scalars(%e1_16) : !cute.int_tuple<"?{div=64}">
      %iter_37 = cute.get_iter(%view_12) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %tup_15 = cute.deref_arith_tuple_iter(%iter_37) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_20, %e1_17 = cute.get_leaves(%tup_15) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %40 = cute.get_scalars(%e0_20) : !cute.int_tuple<"?{div=128}">
      %41 = cute.get_scalars(%e1_17) : !cute.int_tuple<"?{div=64}">
      %lay_23 = cute.get_layout(%view_12) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
      %42 = cute.get_shape(%lay_23) : (!cute.layout<"(((128,64),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((128,64),1))">
      %e0_21, %e1_18, %e2_1 = cute.get_leaves(%42) : !cute.shape<"(((128,64),1))">
      %lay_24 = cute.get_layout(%view_6) : !memref_smem_bf16_1eec
      %43 = cute.get_shape(%lay_24) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
      %e0_22, %e1_19 = cute.get_leaves(%43) : !cute.shape<"((8192,1))">
      %shape_13 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_25 = cute.make_layout() : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_23, %lay_25) : !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
      %int_tuple_1 = cute.make_int_tuple(%e0_20, %e1_17) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=64}">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
      %int_tup_iter_1 = cute.make_arith_tuple_iter(%int_tuple_1) : (!cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %view_13 = cute.make_view(%int_tup_iter_1, %append) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %iter_38 = cute.get_iter(%view_13) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %tup_16 = cute.deref_arith_tuple_iter(%iter_38) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_23, %e1_20 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %44 = cute.get_scalars(%e0_23) : !cute.int_tuple<"?{div=128}">
      %45 = cute.get_scalars(%e1_20) : !cute.int_tuple<"?{div=64}">
      %lay_26 = cute.get_layout(%view_13) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %46 = cute.get_shape(%lay_26) : (!cute.layout<"(((128,64),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((128,64),1),1)">
      %e0_24, %e1_21, %e2_2, %e3_1 = cute.get_leaves(%46) : !cute.shape<"(((128,64),1),1)">
      %iter_39 = cute.get_iter(%view_13) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
      %view_14 = cute.make_view(%iter_39) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %iter_40 = cute.get_iter(%view_14) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %tup_17 = cute.deref_arith_tuple_iter(%iter_40) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_25, %e1_22 = cute.get_leaves(%tup_17) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %47 = cute.get_scalars(%e0_25) : !cute.int_tuple<"?{div=128}">
      %48 = cute.get_scalars(%e1_22) : !cute.int_tuple<"?{div=64}">
      %iter_41 = cute.get_iter(%view_14) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %tup_18 = cute.deref_arith_tuple_iter(%iter_41) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
      %e0_26, %e1_23 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?{div=128},?{div=64})">
      %49 = cute.get_scalars(%e0_26) : !cute.int_tuple<"?{div=128}">
      %50 = cute.get_scalars(%e1_23) : !cute.int_tuple<"?{div=64}">
      %shape_14 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_27 = cute.make_layout() : !cute.layout<"1:0">
      %append_0 = cute.append_to_rank<2> (%lay_24, %lay_27) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
      %view_15 = cute.make_view(%iter_23, %append_0) : !memref_smem_bf16_90dc
      %iter_42 = cute.get_iter(%view_15) : !memref_smem_bf16_90dc
      %lay_28 = cute.get_layout(%view_15) : !memref_smem_bf16_90dc
      %51 = cute.get_shape(%lay_28) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
      %e0_27, %e1_24, %e2_3 = cute.get_leaves(%51) : !cute.shape<"((8192,1),1)">
      %iter_43 = cute.get_iter(%view_15) : !memref_smem_bf16_90dc
      %view_16 = cute.make_view(%iter_43) : !memref_smem_bf16_a880
      %iter_44 = cute.get_iter(%view_16) : !memref_smem_bf16_a880
      %iter_45 = cute.get_iter(%view_16) : !memref_smem_bf16_a880
      %lay_29 = cute.get_layout(%view_14) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %52 = cute.get_shape(%lay_29) : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((128,64),1),(1))">
      %e0_28, %e1_25, %e2_4, %e3_2 = cute.get_leaves(%52) : !cute.shape<"(((128,64),1),(1))">
      %lay_30 = cute.get_layout(%view_16) : !memref_smem_bf16_a880
      %53 = cute.get_shape(%lay_30) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
      %e0_29, %e1_26, %e2_5 = cute.get_leaves(%53) : !cute.shape<"((8192,1),(1))">
      %lay_31 = cute.get_layout(%view_14) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %54 = cute.get_shape(%lay_31) : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((128,64),1),(1))">
      %shape_15 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_5 = cute.to_int_tuple(%shape_15) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_30 = cute.get_leaves(%itup_5) : !cute.int_tuple<"1">
      %lay_32 = cute.get_layout(%view_16) : !memref_smem_bf16_a880
      %55 = cute.get_shape(%lay_32) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
      %shape_16 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_6 = cute.to_int_tuple(%shape_16) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_31 = cute.get_leaves(%itup_6) : !cute.int_tuple<"1">
      %56 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>
      %57 = cute_nvgpu.atom.set_value<tma_bar>(%56, %iter_10) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>, !cute.ptr<i64, smem>)
      %iter_46 = cute.get_iter(%view_14) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %iter_47 = cute.get_iter(%view_16) : !memref_smem_bf16_a880
      %lay_33 = cute.get_layout(%view_14) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
      %lay_34 = cute.get_layout(%view_16) : !memref_smem_bf16_a880
      %58 = cute.static : !cute.layout<"1:0">
      %append_1 = cute.append_to_rank<2> (%lay_33, %58) : !cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
      %append_2 = cute.append_to_rank<2> (%lay_34, %58) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %grouped = cute.group_modes(%append_1) <1, 2> : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">
      %grouped_0 = cute.group_modes(%append_2) <1, 2> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.layout<"((8192,1),((1))):((1,0),((0)))">
      %59 = cute.get_shape(%grouped) : (!cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.shape<"(((128,64),1),((1)))">
      %shape_17 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_7 = cute.to_int_tuple(%shape_17) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %60 = cute.get_scalars(%itup_7) : !cute.int_tuple<"1">
      %c0_i32_0 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg4 = %c0_i32_0 to %60 step %c1_i32  : i32 {
        %coord_7 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
        %16 = cute.get_scalars(%coord_7) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_35 = cute.make_layout() : !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">
        %idx_1 = cute.crd2idx(%coord_7, %grouped) : (!cute.coord<"(_,?)">, !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
        %tup_19 = cute.add_offset(%iter_46, %idx_1) : (!cute.arith_tuple_iter<"(?{div=128},?{div=64})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %view_17 = cute.make_view(%tup_19, %lay_35) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %37 = cute.get_scalars(%coord_7) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_36 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
        %idx_2 = cute.crd2idx(%coord_7, %grouped_0) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_1 = cute.add_offset(%iter_47, %idx_2) : (!cute.ptr<bf16, smem, align<128>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<128>>
        %view_18 = cute.make_view(%ptr_1, %lay_36) : !memref_smem_bf16_1eec
        %61 = cute_nvgpu.atom.get_value<tma_bar>(%57) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) -> !cute.ptr<i64, smem>
        %62 = cute_nvgpu.atom.get_value<mcast_mask>(%57) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) -> i16
        %63 = cute_nvgpu.atom.get_value<cache_policy>(%57) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) -> i64
        %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%57 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
        %iter_48 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %iter_49 = cute.get_iter(%view_18) : !memref_smem_bf16_1eec
        %lay_37 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %lay_38 = cute.get_layout(%view_18) : !memref_smem_bf16_1eec
        %coord_8 = cute.make_coord() : () -> !cute.coord<"((_,0))">
        %idx_3 = cute.crd2idx(%coord_8, %lay_37) : (!cute.coord<"((_,0))">, !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">) -> !cute.int_tuple<"(0,0)">
        %tup_20 = cute.add_offset(%iter_48, %idx_3) : (!cute.arith_tuple_iter<"(?{div=128},?{div=64})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %idx_4 = cute.crd2idx(%coord_8, %lay_38) : (!cute.coord<"((_,0))">, !cute.layout<"((8192,1)):((1,0))">) -> !cute.int_tuple<"0">
        %ptr_2 = cute.add_offset(%iter_49, %idx_4) : (!cute.ptr<bf16, smem, align<128>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<128>>
        %tup_21 = cute.deref_arith_tuple_iter(%tup_20) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %64:2 = cute.get_scalars(%tup_21) : !cute.int_tuple<"(?{div=128},?{div=64})">
        cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_2 : !cute.ptr<bf16, smem, align<128>>, %61 : !cute.ptr<i64, smem>, [%64#0, %64#1] : i32, i32) cache_policy = %63 mode = <tiled> num_cta = 1 : i32
      } {loop_annotation = #loop_annotation_0327}
      %65 = builtin.unrealized_conversion_cast %iter_10 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      %c0_i32_1 = arith.constant 0 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      nvvm.mbarrier.try_wait.parity %65, %c0_i32_1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      %66 = arith.cmpi eq, %12, %c0_i32 : i32
      scf.if %66 {
        %coord_7 = cute.make_coord(%9, %10) : (i32, i32) -> !cute.coord<"(_,?,?)">
        %lay_35 = cute.get_layout(%view_11) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
        %idx_1 = cute.crd2idx(%coord_7, %lay_35) : (!cute.coord<"(_,?,?)">, !cute.layout<"(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
        %iter_50 = cute.get_iter(%view_11) : !cute.coord_tensor<"(0,0)", "(((128,64),1),?,?):(((1@0,1@1),0),64@1,128@0)">
        %tup_22 = cute.add_offset(%iter_50, %idx_1) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %view_19 = cute.make_view(%tup_22) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %iter_51 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %tup_23 = cute.deref_arith_tuple_iter(%iter_51) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_32, %e1_27 = cute.get_leaves(%tup_23) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %16 = cute.get_scalars(%e0_32) : !cute.int_tuple<"?{div=128}">
        %37 = cute.get_scalars(%e1_27) : !cute.int_tuple<"?{div=64}">
        %iter_49 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %tup_24 = cute.deref_arith_tuple_iter(%iter_49) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_33, %e1_28 = cute.get_leaves(%tup_24) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %61 = cute.get_scalars(%e0_33) : !cute.int_tuple<"?{div=128}">
        %62 = cute.get_scalars(%e1_28) : !cute.int_tuple<"?{div=64}">
        %lay_39 = cute.get_layout(%view_10) : !memref_smem_bf16_1eec
        %63 = cute.get_shape(%lay_39) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
        %e0_34, %e1_29 = cute.get_leaves(%63) : !cute.shape<"((8192,1))">
        %lay_40 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
        %64 = cute.get_shape(%lay_40) : (!cute.layout<"(((128,64),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((128,64),1))">
        %e0_35, %e1_30, %e2_6 = cute.get_leaves(%64) : !cute.shape<"(((128,64),1))">
        %shape_18 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_41 = cute.make_layout() : !cute.layout<"1:0">
        %append_3 = cute.append_to_rank<2> (%lay_39, %lay_41) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
        %view_20 = cute.make_view(%iter_33, %append_3) : !memref_smem_bf16_90dc
        %iter_52 = cute.get_iter(%view_20) : !memref_smem_bf16_90dc
        %lay_42 = cute.get_layout(%view_20) : !memref_smem_bf16_90dc
        %67 = cute.get_shape(%lay_42) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
        %e0_36, %e1_31, %e2_7 = cute.get_leaves(%67) : !cute.shape<"((8192,1),1)">
        %iter_53 = cute.get_iter(%view_20) : !memref_smem_bf16_90dc
        %view_21 = cute.make_view(%iter_53) : !memref_smem_bf16_a880
        %iter_54 = cute.get_iter(%view_21) : !memref_smem_bf16_a880
        %iter_55 = cute.get_iter(%view_21) : !memref_smem_bf16_a880
        %shape_19 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_43 = cute.make_layout() : !cute.layout<"1:0">
        %append_4 = cute.append_to_rank<2> (%lay_40, %lay_43) : !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
        %int_tuple_2 = cute.make_int_tuple(%e0_33, %e1_28) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?{div=64}">) -> !cute.int_tuple<"(?{div=128},?{div=64})">
        %int_tup_iter_2 = cute.make_arith_tuple_iter(%int_tuple_2) : (!cute.int_tuple<"(?{div=128},?{div=64})">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %view_22 = cute.make_view(%int_tup_iter_2, %append_4) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %iter_56 = cute.get_iter(%view_22) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %tup_25 = cute.deref_arith_tuple_iter(%iter_56) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_37, %e1_32 = cute.get_leaves(%tup_25) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %68 = cute.get_scalars(%e0_37) : !cute.int_tuple<"?{div=128}">
        %69 = cute.get_scalars(%e1_32) : !cute.int_tuple<"?{div=64}">
        %lay_44 = cute.get_layout(%view_22) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %70 = cute.get_shape(%lay_44) : (!cute.layout<"(((128,64),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((128,64),1),1)">
        %e0_38, %e1_33, %e2_8, %e3_3 = cute.get_leaves(%70) : !cute.shape<"(((128,64),1),1)">
        %iter_57 = cute.get_iter(%view_22) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),1):(((1@0,1@1),0),0)">
        %view_23 = cute.make_view(%iter_57) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %iter_58 = cute.get_iter(%view_23) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %tup_26 = cute.deref_arith_tuple_iter(%iter_58) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_39, %e1_34 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %71 = cute.get_scalars(%e0_39) : !cute.int_tuple<"?{div=128}">
        %72 = cute.get_scalars(%e1_34) : !cute.int_tuple<"?{div=64}">
        %iter_59 = cute.get_iter(%view_23) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %tup_27 = cute.deref_arith_tuple_iter(%iter_59) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
        %e0_40, %e1_35 = cute.get_leaves(%tup_27) : !cute.int_tuple<"(?{div=128},?{div=64})">
        %73 = cute.get_scalars(%e0_40) : !cute.int_tuple<"?{div=128}">
        %74 = cute.get_scalars(%e1_35) : !cute.int_tuple<"?{div=64}">
        %lay_45 = cute.get_layout(%view_21) : !memref_smem_bf16_a880
        %75 = cute.get_shape(%lay_45) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
        %e0_41, %e1_36, %e2_9 = cute.get_leaves(%75) : !cute.shape<"((8192,1),(1))">
        %lay_46 = cute.get_layout(%view_23) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %76 = cute.get_shape(%lay_46) : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((128,64),1),(1))">
        %e0_42, %e1_37, %e2_10, %e3_4 = cute.get_leaves(%76) : !cute.shape<"(((128,64),1),(1))">
        %lay_47 = cute.get_layout(%view_21) : !memref_smem_bf16_a880
        %77 = cute.get_shape(%lay_47) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
        %shape_20 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_8 = cute.to_int_tuple(%shape_20) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_43 = cute.get_leaves(%itup_8) : !cute.int_tuple<"1">
        %lay_48 = cute.get_layout(%view_23) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %78 = cute.get_shape(%lay_48) : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((128,64),1),(1))">
        %shape_21 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_9 = cute.to_int_tuple(%shape_21) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %e0_44 = cute.get_leaves(%itup_9) : !cute.int_tuple<"1">
        %79 = cute_nvgpu.atom.make_exec_tma(%arg2) : (!cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_store<bf16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>
        %iter_60 = cute.get_iter(%view_21) : !memref_smem_bf16_a880
        %iter_61 = cute.get_iter(%view_23) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %lay_49 = cute.get_layout(%view_21) : !memref_smem_bf16_a880
        %lay_50 = cute.get_layout(%view_23) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1),(1)):(((1@0,1@1),0),(0))">
        %80 = cute.static : !cute.layout<"1:0">
        %append_5 = cute.append_to_rank<2> (%lay_49, %80) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
        %append_6 = cute.append_to_rank<2> (%lay_50, %80) : !cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
        %grouped_1 = cute.group_modes(%append_5) <1, 2> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.layout<"((8192,1),((1))):((1,0),((0)))">
        %grouped_2 = cute.group_modes(%append_6) <1, 2> : (!cute.layout<"(((128,64),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">
        %81 = cute.get_shape(%grouped_1) : (!cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.shape<"((8192,1),((1)))">
        %shape_22 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_10 = cute.to_int_tuple(%shape_22) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %82 = cute.get_scalars(%itup_10) : !cute.int_tuple<"1">
        %c0_i32_2 = arith.constant 0 : i32
        %c1_i32_1 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_2 to %82 step %c1_i32_1  : i32 {
          %coord_9 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %83 = cute.get_scalars(%coord_9) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_51 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
          %idx_5 = cute.crd2idx(%coord_9, %grouped_1) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
          %ptr_3 = cute.add_offset(%iter_60, %idx_5) : (!cute.ptr<bf16, smem, align<128>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<128>>
          %view_24 = cute.make_view(%ptr_3, %lay_51) : !memref_smem_bf16_1eec
          %84 = cute.get_scalars(%coord_9) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_52 = cute.make_layout() : !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">
          %idx_6 = cute.crd2idx(%coord_9, %grouped_2) : (!cute.coord<"(_,?)">, !cute.layout<"(((128,64),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
          %tup_28 = cute.add_offset(%iter_61, %idx_6) : (!cute.arith_tuple_iter<"(?{div=128},?{div=64})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
          %view_25 = cute.make_view(%tup_28, %lay_52) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
          %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%79 : !cute_nvgpu.atom.tma_store<bf16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
          %85 = cute_nvgpu.atom.get_value<cache_policy>(%79) : (!cute_nvgpu.atom.tma_store<bf16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(128,64):(1@1,1@0)">>) -> i64
          %iter_62 = cute.get_iter(%view_24) : !memref_smem_bf16_1eec
          %iter_63 = cute.get_iter(%view_25) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
          %lay_53 = cute.get_layout(%view_24) : !memref_smem_bf16_1eec
          %lay_54 = cute.get_layout(%view_25) : !cute.coord_tensor<"(?{div=128},?{div=64})", "(((128,64),1)):(((1@0,1@1),0))">
          %coord_10 = cute.make_coord() : () -> !cute.coord<"((_,0))">
          %idx_7 = cute.crd2idx(%coord_10, %lay_53) : (!cute.coord<"((_,0))">, !cute.layout<"((8192,1)):((1,0))">) -> !cute.int_tuple<"0">
          %ptr_4 = cute.add_offset(%iter_62, %idx_7) : (!cute.ptr<bf16, smem, align<128>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<128>>
          %idx_8 = cute.crd2idx(%coord_10, %lay_54) : (!cute.coord<"((_,0))">, !cute.layout<"(((128,64),1)):(((1@0,1@1),0))">) -> !cute.int_tuple<"(0,0)">
          %tup_29 = cute.add_offset(%iter_63, %idx_8) : (!cute.arith_tuple_iter<"(?{div=128},?{div=64})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
          %tup_30 = cute.deref_arith_tuple_iter(%tup_29) : !cute.arith_tuple_iter<"(?{div=128},?{div=64})">
          %86:2 = cute.get_scalars(%tup_30) : !cute.int_tuple<"(?{div=128},?{div=64})">
          cute_nvgpu.arch.copy.SM100.tma_store(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_4 : !cute.ptr<bf16, smem, align<128>>, [%86#0, %86#1] : i32, i32) cache_policy = %85 mode = <tiled>
        } {loop_annotation = #loop_annotation_0327}
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
    %16 = arith.extsi %6#1 : i32 to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %17 = arith.muli %c1_i64_0, %c2_i64 : i64
    %18 = arith.extsi %6#0 : i32 to i64
    %c2_i64_0 = arith.constant 2 : i64
    %19 = arith.muli %6#2, %c2_i64_0 : i64
    %20 = cute.ptrtoint(%iter_3) : !cute.ptr<bf16, gmem, align<16>> to i64
    %c0_i64_4 = arith.constant 0 : i64
    %c1_i64_1 = arith.constant 1 : i64
    %c4294967295_i64 = arith.constant 4294967295 : i64
    %c0_i64_5 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
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
    %29 = arith.divui %20, %c16_i64 : i64
    %30 = arith.andi %29, %c9007199254740991_i64 : i64
    %31 = arith.shli %30, %c4_i64 : i64
    %32 = llvm.getelementptr %5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %32 : i64, !llvm.ptr
    %c1_i64_2 = arith.constant 1 : i64
    %c16_i64_0 = arith.constant 16 : i64
    %c2_i64_1 = arith.constant 2 : i64
    %c16_i64_1 = arith.constant 16 : i64
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
    %c8_i64 = arith.constant 8 : i64
    %c16_i64_2 = arith.constant 16 : i64
    %43 = arith.muli %16, %c16_i64_2 : i64
    %44 = arith.divui %43, %c8_i64 : i64
    %45 = arith.addi %44, %41 : i64
    %46 = arith.addi %45, %42 : i64
    %c131072_i64 = arith.constant 131072 : i64
    %47 = arith.cmpi uge, %46, %c131072_i64 : i64
    %48 = arith.extui %47 : i1 to i64
    %c21_i64 = arith.constant 21 : i64
    %49 = arith.shli %48, %c21_i64 : i64
    %50 = arith.divui %19, %c16_i64_0 : i64
    %c32_i64 = arith.constant 32 : i64
    %51 = arith.shli %50, %c32_i64 : i64
    %52 = arith.ori %c2_i64_1, %c16_i64_1 : i64
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
    %c16_i64_3 = arith.constant 16 : i64
    %c32_i64_0 = arith.constant 32 : i64
    %c36_i64 = arith.constant 36 : i64
    %c4294967295_i64_0 = arith.constant 4294967295 : i64
    %63 = arith.divui %c0_i64_3, %c16_i64_3 : i64
    %64 = arith.andi %63, %c4294967295_i64_0 : i64
    %65 = arith.shli %64, %c0_i64_11 : i64
    %66 = arith.divui %c0_i64_3, %c16_i64_3 : i64
    %67 = arith.shli %66, %c32_i64_0 : i64
    %68 = arith.ori %65, %67 : i64
    %69 = llvm.getelementptr %5[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %68, %69 : i64, !llvm.ptr
    %70 = arith.divui %c0_i64_3, %c16_i64_3 : i64
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
    %105 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c32_i64_1 = arith.constant 32 : i64
    %106 = arith.shli %105, %c32_i64_1 : i64
    %107 = arith.ori %c0_i64_4, %106 : i64
    %108 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c35_i64 = arith.constant 35 : i64
    %109 = arith.shli %108, %c35_i64 : i64
    %110 = arith.ori %107, %109 : i64
    %111 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c38_i64 = arith.constant 38 : i64
    %112 = arith.shli %111, %c38_i64 : i64
    %113 = arith.ori %110, %112 : i64
    %114 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c41_i64 = arith.constant 41 : i64
    %115 = arith.shli %114, %c41_i64 : i64
    %116 = arith.ori %113, %115 : i64
    %117 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c44_i64_0 = arith.constant 44 : i64
    %118 = arith.shli %117, %c44_i64_0 : i64
    %119 = arith.ori %116, %118 : i64
    %c128_i64 = arith.constant 128 : i64
    %120 = arith.muli %c128_i64, %c1_i64_1 : i64
    %121 = arith.subi %120, %c1_i64_1 : i64
    %c56_i64 = arith.constant 56 : i64
    %122 = arith.shli %121, %c56_i64 : i64
    %123 = arith.ori %104, %119 : i64
    %124 = arith.ori %123, %122 : i64
    %125 = llvm.getelementptr %5[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %124, %125 : i64, !llvm.ptr
    %c255_i64 = arith.constant 255 : i64
    %c64_i64 = arith.constant 64 : i64
    %126 = arith.muli %c64_i64, %c1_i64_1 : i64
    %127 = arith.subi %126, %c1_i64_1 : i64
    %128 = arith.andi %127, %c255_i64 : i64
    %c0_i64_12 = arith.constant 0 : i64
    %129 = arith.shli %128, %c0_i64_12 : i64
    %130 = arith.ori %c0_i64_4, %129 : i64
    %c1_i64_4 = arith.constant 1 : i64
    %131 = arith.muli %c1_i64_4, %c1_i64_1 : i64
    %132 = arith.subi %131, %c1_i64_1 : i64
    %133 = arith.andi %132, %c255_i64 : i64
    %c8_i64_0 = arith.constant 8 : i64
    %134 = arith.shli %133, %c8_i64_0 : i64
    %135 = arith.ori %130, %134 : i64
    %c1_i64_5 = arith.constant 1 : i64
    %136 = arith.muli %c1_i64_5, %c1_i64_1 : i64
    %137 = arith.subi %136, %c1_i64_1 : i64
    %138 = arith.andi %137, %c255_i64 : i64
    %c16_i64_4 = arith.constant 16 : i64
    %139 = arith.shli %138, %c16_i64_4 : i64
    %140 = arith.ori %135, %139 : i64
    %c1_i64_6 = arith.constant 1 : i64
    %141 = arith.muli %c1_i64_6, %c1_i64_1 : i64
    %142 = arith.subi %141, %c1_i64_1 : i64
    %143 = arith.andi %142, %c255_i64 : i64
    %c24_i64 = arith.constant 24 : i64
    %144 = arith.shli %143, %c24_i64 : i64
    %145 = arith.ori %140, %144 : i64
    %146 = llvm.getelementptr %5[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %145, %146 : i64, !llvm.ptr
    %147 = builtin.unrealized_conversion_cast %5 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %148 = cute.ptrtoint(%147) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %149 = llvm.inttoptr %148 : i64 to !llvm.ptr
    %150 = llvm.load %149 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %151 = builtin.unrealized_conversion_cast %150 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>
    %152 = cute_nvgpu.atom.set_value<tma_desc>(%atom, %151) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute_nvgpu.tma_descriptor_tiled)
    %iter_4 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_4 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %153:3 = cute.get_scalars(%lay_4) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_13 = arith.constant 0 : i64
    %c1_i64_7 = arith.constant 1 : i64
    %154 = arith.extsi %153#1 : i32 to i64
    %c1_i64_8 = arith.constant 1 : i64
    %c2_i64_2 = arith.constant 2 : i64
    %155 = arith.muli %c1_i64_8, %c2_i64_2 : i64
    %156 = arith.extsi %153#0 : i32 to i64
    %c2_i64_3 = arith.constant 2 : i64
    %157 = arith.muli %153#2, %c2_i64_3 : i64
    %158 = arith.trunci %155 : i64 to i32
    %159 = arith.trunci %157 : i64 to i32
    %160 = arith.trunci %c0_i64_13 : i64 to i32
    %161 = arith.trunci %c0_i64_13 : i64 to i32
    %162 = arith.trunci %c0_i64_13 : i64 to i32
    %lay_5 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %163 = cute.get_shape(%lay_5) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %stride_0 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_6 = cute.make_layout(%163, %stride_0) : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_0) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view = cute.make_view(%int_tup_iter, %lay_6) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %iter_5 = cute.get_iter(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %tup = cute.deref_arith_tuple_iter(%iter_5) : !cute.arith_tuple_iter<"(0,0)">
    %e0_1, %e1_1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %164 = cute.get_shape(%lay) : (!cute.layout<"(64,128):(128,1)">) -> !cute.shape<"(64,128)">
    %e0_2, %e1_2 = cute.get_leaves(%164) : !cute.shape<"(64,128)">
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_bf16_aab6
    %165 = cute.get_shape(%lay_7) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_3, %e1_3 = cute.get_leaves(%165) : !cute.shape<"(?,?{div=8})">
    %itup_1 = cute.to_int_tuple(%e0_3) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %166 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
    %itup_2 = cute.to_int_tuple(%e1_3) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %167 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?{div=8}">
    %shape_1 = cute.make_shape(%itup_1, %itup_2) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?,?{div=8})">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_8 = cute.make_layout(%shape_1, %stride_1) : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
    %168:2 = cute.get_scalars(%lay_8) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %lay_9 = cute.make_layout() : !cute.layout<"(64,128):(1@0,1@1)">
    %c16_i32_0 = arith.constant 16 : i32
    %169 = llvm.alloca %c16_i32_0 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter_6 = cute.get_iter(%arg1) : !memref_gmem_bf16_aab6
    %lay_10 = cute.get_layout(%arg1) : !memref_gmem_bf16_aab6
    %170:3 = cute.get_scalars(%lay_10) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_14 = arith.constant 0 : i64
    %171 = arith.cmpi ne, %170#2, %c0_i64_14 : i64
    %172 = scf.if %171 -> (i64) {
      scf.yield %170#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %9 = arith.cmpi sgt, %170#2, %c0_i64_0 : i64
      %10 = scf.if %9 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %11 = arith.cmpi eq, %170#2, %c0_i64_1 : i64
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
    %c0_i64_15 = arith.constant 0 : i64
    %173 = arith.cmpi ne, %170#2, %c0_i64_15 : i64
    %174 = scf.if %173 -> (i64) {
      scf.yield %170#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %9 = arith.cmpi sgt, %170#2, %c0_i64_0 : i64
      %10 = scf.if %9 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %11 = arith.cmpi eq, %170#2, %c0_i64_1 : i64
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
    %c0_i64_16 = arith.constant 0 : i64
    %c1_i64_9 = arith.constant 1 : i64
    %175 = arith.extsi %170#1 : i32 to i64
    %c1_i64_10 = arith.constant 1 : i64
    %c2_i64_4 = arith.constant 2 : i64
    %176 = arith.muli %c1_i64_10, %c2_i64_4 : i64
    %177 = arith.extsi %170#0 : i32 to i64
    %c2_i64_5 = arith.constant 2 : i64
    %178 = arith.muli %170#2, %c2_i64_5 : i64
    %179 = cute.ptrtoint(%iter_6) : !cute.ptr<bf16, gmem, align<16>> to i64
    %c0_i64_17 = arith.constant 0 : i64
    %c1_i64_11 = arith.constant 1 : i64
    %c4294967295_i64_1 = arith.constant 4294967295 : i64
    %c0_i64_18 = arith.constant 0 : i64
    %c4_i64_0 = arith.constant 4 : i64
    %c16_i64_5 = arith.constant 16 : i64
    %c9007199254740991_i64_0 = arith.constant 9007199254740991 : i64
    %180 = llvm.getelementptr %169[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %180 : i64, !llvm.ptr
    %181 = llvm.getelementptr %169[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %181 : i64, !llvm.ptr
    %182 = llvm.getelementptr %169[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %182 : i64, !llvm.ptr
    %183 = llvm.getelementptr %169[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %183 : i64, !llvm.ptr
    %184 = llvm.getelementptr %169[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %184 : i64, !llvm.ptr
    %185 = llvm.getelementptr %169[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %185 : i64, !llvm.ptr
    %186 = llvm.getelementptr %169[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %186 : i64, !llvm.ptr
    %187 = llvm.getelementptr %169[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %187 : i64, !llvm.ptr
    %188 = arith.divui %179, %c16_i64_5 : i64
    %189 = arith.andi %188, %c9007199254740991_i64_0 : i64
    %190 = arith.shli %189, %c4_i64_0 : i64
    %191 = llvm.getelementptr %169[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %190, %191 : i64, !llvm.ptr
    %c1_i64_12 = arith.constant 1 : i64
    %c16_i64_6 = arith.constant 16 : i64
    %c2_i64_6 = arith.constant 2 : i64
    %c16_i64_7 = arith.constant 16 : i64
    %c1280_i64_0 = arith.constant 1280 : i64
    %c0_i64_19 = arith.constant 0 : i64
    %c0_i64_20 = arith.constant 0 : i64
    %c0_i64_21 = arith.constant 0 : i64
    %c0_i64_22 = arith.constant 0 : i64
    %c262144_i64_0 = arith.constant 262144 : i64
    %c0_i64_23 = arith.constant 0 : i64
    %192 = arith.subi %177, %c1_i64_12 : i64
    %193 = arith.subi %c1_i64_9, %c1_i64_12 : i64
    %194 = arith.subi %c1_i64_9, %c1_i64_12 : i64
    %195 = arith.subi %c1_i64_9, %c1_i64_12 : i64
    %196 = arith.muli %192, %178 : i64
    %197 = arith.muli %193, %c0_i64_16 : i64
    %198 = arith.muli %194, %c0_i64_16 : i64
    %199 = arith.muli %195, %c0_i64_16 : i64
    %200 = arith.addi %196, %197 : i64
    %201 = arith.addi %198, %199 : i64
    %c8_i64_1 = arith.constant 8 : i64
    %c16_i64_8 = arith.constant 16 : i64
    %202 = arith.muli %175, %c16_i64_8 : i64
    %203 = arith.divui %202, %c8_i64_1 : i64
    %204 = arith.addi %203, %200 : i64
    %205 = arith.addi %204, %201 : i64
    %c131072_i64_0 = arith.constant 131072 : i64
    %206 = arith.cmpi uge, %205, %c131072_i64_0 : i64
    %207 = arith.extui %206 : i1 to i64
    %c21_i64_0 = arith.constant 21 : i64
    %208 = arith.shli %207, %c21_i64_0 : i64
    %209 = arith.divui %178, %c16_i64_6 : i64
    %c32_i64_2 = arith.constant 32 : i64
    %210 = arith.shli %209, %c32_i64_2 : i64
    %211 = arith.ori %c2_i64_6, %c16_i64_7 : i64
    %212 = arith.ori %c1280_i64_0, %c0_i64_19 : i64
    %213 = arith.ori %c0_i64_20, %c0_i64_21 : i64
    %214 = arith.ori %c0_i64_22, %c262144_i64_0 : i64
    %215 = arith.ori %c0_i64_23, %208 : i64
    %216 = arith.ori %211, %212 : i64
    %217 = arith.ori %213, %214 : i64
    %218 = arith.ori %215, %210 : i64
    %219 = arith.ori %216, %217 : i64
    %220 = arith.ori %219, %218 : i64
    %221 = llvm.getelementptr %169[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %220, %221 : i64, !llvm.ptr
    %c0_i64_24 = arith.constant 0 : i64
    %c1_i64_13 = arith.constant 1 : i64
    %c16_i64_9 = arith.constant 16 : i64
    %c32_i64_3 = arith.constant 32 : i64
    %c36_i64_1 = arith.constant 36 : i64
    %c4294967295_i64_2 = arith.constant 4294967295 : i64
    %222 = arith.divui %c0_i64_16, %c16_i64_9 : i64
    %223 = arith.andi %222, %c4294967295_i64_2 : i64
    %224 = arith.shli %223, %c0_i64_24 : i64
    %225 = arith.divui %c0_i64_16, %c16_i64_9 : i64
    %226 = arith.shli %225, %c32_i64_3 : i64
    %227 = arith.ori %224, %226 : i64
    %228 = llvm.getelementptr %169[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %227, %228 : i64, !llvm.ptr
    %229 = arith.divui %c0_i64_16, %c16_i64_9 : i64
    %230 = arith.andi %229, %c4294967295_i64_2 : i64
    %231 = arith.shli %230, %c0_i64_24 : i64
    %c15_i64_0 = arith.constant 15 : i64
    %232 = arith.shrui %178, %c36_i64_1 : i64
    %233 = arith.andi %232, %c15_i64_0 : i64
    %234 = arith.shli %233, %c32_i64_3 : i64
    %235 = arith.shrui %c0_i64_16, %c36_i64_1 : i64
    %236 = arith.andi %235, %c15_i64_0 : i64
    %c36_i64_2 = arith.constant 36 : i64
    %237 = arith.shli %236, %c36_i64_2 : i64
    %238 = arith.shrui %c0_i64_16, %c36_i64_1 : i64
    %239 = arith.andi %238, %c15_i64_0 : i64
    %c40_i64_0 = arith.constant 40 : i64
    %240 = arith.shli %239, %c40_i64_0 : i64
    %241 = arith.shrui %c0_i64_16, %c36_i64_1 : i64
    %c44_i64_1 = arith.constant 44 : i64
    %242 = arith.shli %241, %c44_i64_1 : i64
    %243 = arith.ori %234, %237 : i64
    %244 = arith.ori %240, %242 : i64
    %245 = arith.ori %243, %244 : i64
    %246 = arith.ori %231, %245 : i64
    %247 = llvm.getelementptr %169[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %246, %247 : i64, !llvm.ptr
    %248 = arith.subi %175, %c1_i64_13 : i64
    %249 = arith.andi %248, %c4294967295_i64_2 : i64
    %250 = arith.shli %249, %c0_i64_24 : i64
    %251 = arith.subi %177, %c1_i64_13 : i64
    %252 = arith.shli %251, %c32_i64_3 : i64
    %253 = arith.ori %250, %252 : i64
    %254 = llvm.getelementptr %169[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %253, %254 : i64, !llvm.ptr
    %255 = arith.subi %c1_i64_9, %c1_i64_13 : i64
    %256 = arith.andi %255, %c4294967295_i64_2 : i64
    %257 = arith.shli %256, %c0_i64_24 : i64
    %258 = arith.subi %c1_i64_9, %c1_i64_13 : i64
    %259 = arith.shli %258, %c32_i64_3 : i64
    %260 = arith.ori %257, %259 : i64
    %261 = llvm.getelementptr %169[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %260, %261 : i64, !llvm.ptr
    %262 = arith.subi %c1_i64_9, %c1_i64_11 : i64
    %263 = arith.andi %262, %c4294967295_i64_1 : i64
    %264 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c32_i64_4 = arith.constant 32 : i64
    %265 = arith.shli %264, %c32_i64_4 : i64
    %266 = arith.ori %c0_i64_17, %265 : i64
    %267 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c35_i64_0 = arith.constant 35 : i64
    %268 = arith.shli %267, %c35_i64_0 : i64
    %269 = arith.ori %266, %268 : i64
    %270 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c38_i64_0 = arith.constant 38 : i64
    %271 = arith.shli %270, %c38_i64_0 : i64
    %272 = arith.ori %269, %271 : i64
    %273 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c41_i64_0 = arith.constant 41 : i64
    %274 = arith.shli %273, %c41_i64_0 : i64
    %275 = arith.ori %272, %274 : i64
    %276 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c44_i64_2 = arith.constant 44 : i64
    %277 = arith.shli %276, %c44_i64_2 : i64
    %278 = arith.ori %275, %277 : i64
    %c128_i64_0 = arith.constant 128 : i64
    %279 = arith.muli %c128_i64_0, %c1_i64_11 : i64
    %280 = arith.subi %279, %c1_i64_11 : i64
    %c56_i64_0 = arith.constant 56 : i64
    %281 = arith.shli %280, %c56_i64_0 : i64
    %282 = arith.ori %263, %278 : i64
    %283 = arith.ori %282, %281 : i64
    %284 = llvm.getelementptr %169[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %283, %284 : i64, !llvm.ptr
    %c255_i64_0 = arith.constant 255 : i64
    %c64_i64_0 = arith.constant 64 : i64
    %285 = arith.muli %c64_i64_0, %c1_i64_11 : i64
    %286 = arith.subi %285, %c1_i64_11 : i64
    %287 = arith.andi %286, %c255_i64_0 : i64
    %c0_i64_25 = arith.constant 0 : i64
    %288 = arith.shli %287, %c0_i64_25 : i64
    %289 = arith.ori %c0_i64_17, %288 : i64
    %c1_i64_14 = arith.constant 1 : i64
    %290 = arith.muli %c1_i64_14, %c1_i64_11 : i64
    %291 = arith.subi %290, %c1_i64_11 : i64
    %292 = arith.andi %291, %c255_i64_0 : i64
    %c8_i64_2 = arith.constant 8 : i64
    %293 = arith.shli %292, %c8_i64_2 : i64
    %294 = arith.ori %289, %293 : i64
    %c1_i64_15 = arith.constant 1 : i64
    %295 = arith.muli %c1_i64_15, %c1_i64_11 : i64
    %296 = arith.subi %295, %c1_i64_11 : i64
    %297 = arith.andi %296, %c255_i64_0 : i64
    %c16_i64_10 = arith.constant 16 : i64
    %298 = arith.shli %297, %c16_i64_10 : i64
    %299 = arith.ori %294, %298 : i64
    %c1_i64_16 = arith.constant 1 : i64
    %300 = arith.muli %c1_i64_16, %c1_i64_11 : i64
    %301 = arith.subi %300, %c1_i64_11 : i64
    %302 = arith.andi %301, %c255_i64_0 : i64
    %c24_i64_0 = arith.constant 24 : i64
    %303 = arith.shli %302, %c24_i64_0 : i64
    %304 = arith.ori %299, %303 : i64
    %305 = llvm.getelementptr %169[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %304, %305 : i64, !llvm.ptr
    %306 = builtin.unrealized_conversion_cast %169 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %307 = cute.ptrtoint(%306) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %308 = llvm.inttoptr %307 : i64 to !llvm.ptr
    %309 = llvm.load %308 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %310 = builtin.unrealized_conversion_cast %309 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>
    %311 = cute_nvgpu.atom.set_value<tma_desc>(%atom_0, %310) : (!cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute_nvgpu.tma_descriptor_tiled)
    %iter_7 = cute.get_iter(%arg1) : !memref_gmem_bf16_aab6
    %lay_11 = cute.get_layout(%arg1) : !memref_gmem_bf16_aab6
    %312:3 = cute.get_scalars(%lay_11) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_26 = arith.constant 0 : i64
    %c1_i64_17 = arith.constant 1 : i64
    %313 = arith.extsi %312#1 : i32 to i64
    %c1_i64_18 = arith.constant 1 : i64
    %c2_i64_7 = arith.constant 2 : i64
    %314 = arith.muli %c1_i64_18, %c2_i64_7 : i64
    %315 = arith.extsi %312#0 : i32 to i64
    %c2_i64_8 = arith.constant 2 : i64
    %316 = arith.muli %312#2, %c2_i64_8 : i64
    %317 = arith.trunci %314 : i64 to i32
    %318 = arith.trunci %316 : i64 to i32
    %319 = arith.trunci %c0_i64_26 : i64 to i32
    %320 = arith.trunci %c0_i64_26 : i64 to i32
    %321 = arith.trunci %c0_i64_26 : i64 to i32
    %lay_12 = cute.get_layout(%arg1) : !memref_gmem_bf16_aab6
    %322 = cute.get_shape(%lay_12) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_13 = cute.make_layout(%322, %stride_2) : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_1) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view_0 = cute.make_view(%int_tup_iter_0, %lay_13) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %iter_8 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %tup_0 = cute.deref_arith_tuple_iter(%iter_8) : !cute.arith_tuple_iter<"(0,0)">
    %e0_4, %e1_4 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
    %int_tuple_2 = cute.make_int_tuple(%itup, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"(?,?{div=8})">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[64:1;128:1]">
    %323:2 = cute.get_scalars(%int_tuple_2) <{only_dynamic}> : !cute.int_tuple<"(?,?{div=8})">
    %c64_i32 = arith.constant 64 : i32
    %324 = arith.ceildivsi %323#0, %c64_i32 : i32
    %c128_i32 = arith.constant 128 : i32
    %325 = arith.ceildivsi %323#1, %c128_i32 : i32
    %int_tuple_3 = cute.make_int_tuple(%324, %325) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %e0_5, %e1_5 = cute.get_leaves(%int_tuple_3) : !cute.int_tuple<"(?,?)">
    %326 = cute.get_scalars(%e0_5) : !cute.int_tuple<"?">
    %327 = cute.get_scalars(%e1_5) : !cute.int_tuple<"?">
    %shape_2 = cute.make_shape() : () -> !cute.shape<"8192">
    %itup_3 = cute.to_int_tuple(%shape_2) : !cute.shape<"8192"> to !cute.int_tuple<"8192">
    %e0_6 = cute.get_leaves(%itup_3) : !cute.int_tuple<"8192">
    %328 = cute.static : !cute.layout<"1:0">
    %329 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %330 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_14 = cute.get_layout(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %331 = cute.static : !cute.layout<"1:0">
    %332 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %333 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_15 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %c16392_i64 = arith.constant 16392 : i64
    %c16640_i32 = arith.constant 16640 : i32
    %334 = arith.extsi %c16640_i32 : i32 to i64
    %335 = arith.cmpi slt, %334, %c16392_i64 : i64
    scf.if %335 {
      %9 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %10 = llvm.getelementptr %9[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<325 x i8>
      %13 = llvm.call @printf(%10, %c16640_i32, %c16392_i64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
    }
    %c232448_i32 = arith.constant 232448 : i32
    %336 = arith.cmpi sgt, %c16640_i32, %c232448_i32 : i32
    scf.if %336 {
      %9 = llvm.mlir.addressof @printfFormat_1 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %10 = llvm.getelementptr %9[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %13 = llvm.call @printf(%10, %c16640_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64_27 = arith.constant 0 : i64
    %337 = cuda.cast %c0_i64_27 : i64 -> !cuda.stream
    %338 = arith.extsi %c16640_i32 : i32 to i64
    %c32_i32 = arith.constant 32 : i32
    %c1_i32 = arith.constant 1 : i32
    %339 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c32_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %338, gridDim = (%326, %327, %c1_i32), stream = %337) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%339] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%339] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 17>, i32
    %340 = cuda.launch_ex @kernels::@kernel_cutlass_copy_tma_kernel~<%339> (%152, %view, %311, %view_0) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 131072, tma_gbasis = <"(128,64):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">) -> !cuda.result
    %341 = cuda.cast %340 : !cuda.result -> i32
    cuda.return_if_error %341 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
