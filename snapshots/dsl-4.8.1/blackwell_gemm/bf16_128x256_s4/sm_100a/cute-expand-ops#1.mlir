// irscope snapshot: blackwell_gemm:bf16_128x256_s4@sm_100a after cute-expand-ops#1 (cute-expand-ops, convert-cute-algo-to-arch)
!copy_ldtm_3528 = !cute.tiled_copy<!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x64>, layout_copy_tv = <"((32,4),(64,32)):((0,1),(4,256))">, tiler_mn = <"[(256,32):(32,1)]">>
!memref_gmem_bf16_aab6 = !cute.memref<bf16, gmem, align<16>, "(?,?{div=8}):(?{i64 div=8},1)">
!memref_gmem_bf16_7516 = !cute.memref<bf16, gmem, align<16>, "(128,256):(?{i64 div=8},1)">
!memref_gmem_bf16_52ab = !cute.memref<bf16, gmem, align<16>, "((128,256),1,1):((?{i64 div=8},1),0,0)">
!memref_gmem_bf16_c096 = !cute.memref<bf16, gmem, align<16>, "(((128,64)),((1,4),1,1)):(((?{i64 div=8},1)),((0,64),0,0))">
!memref_gmem_bf16_bff4 = !cute.memref<bf16, gmem, align<16>, "((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">
!memref_gmem_bf16_a363 = !cute.memref<bf16, gmem, align<16>, "((64,1),1):((1,0),0)">
!memref_gmem_bf16_5076 = !cute.memref<bf16, gmem, align<16>, "(64,1):(1,0)">
!memref_gmem_bf16_e0c1 = !cute.memref<bf16, gmem, align<16>, "(8,8):(1,8)">
!memref_gmem_bf16_127e = !cute.memref<bf16, gmem, align<16>, "(8):(1)">
!memref_gmem_bf16_0006 = !cute.memref<bf16, gmem, align<16>, "(?{div=8},?{div=8}):(?{i64 div=8},1)">
!memref_rmem_bf16_5237 = !cute.memref<bf16, rmem, align<32>, "((64,1),1):((1,0),0)">
!memref_rmem_bf16_70b7 = !cute.memref<bf16, rmem, align<32>, "(64,1):(1,0)">
!memref_rmem_bf16_780e = !cute.memref<bf16, rmem, align<32>, "(8,8):(1,8)">
!memref_rmem_bf16_ce08 = !cute.memref<bf16, rmem, align<16>, "(8):(1)">
!memref_rmem_f32_2390 = !cute.memref<f32, rmem, align<32>, "((64,1),1):((1,0),0)">
!memref_rmem_f32_3ef7 = !cute.memref<f32, rmem, align<32>, "((64,1),(1)):((1,0),(0))">
!memref_rmem_f32_f9c1 = !cute.memref<f32, rmem, align<32>, "((64,1)):((1,0))">
!memref_smem_bf16_66de = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((128,16),1,4,4):((64,1),0,16,8192)">
!memref_smem_bf16_7249 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((256,16),1,4,4):((64,1),0,16,16384)">
!memref_smem_bf16_ea96 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((128,16),1,4),4):(((64,1),0,16),8192)">
!memref_smem_bf16_cd36 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),4):((1,0),8192)">
!memref_smem_bf16_6c5d = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((256,16),1,4),4):(((64,1),0,16),16384)">
!memref_smem_bf16_d444 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1),4):((1,0),16384)">
!memref_smem_bf16_b164 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
!memref_smem_bf16_3782 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),1):((1,0),0)">
!memref_smem_bf16_b8cc = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),(1)):((1,0),(0))">
!memref_smem_bf16_4817 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1)):((1,0))">
!memref_smem_bf16_850d = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1),1):((1,0),0)">
!memref_smem_bf16_f836 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1),(1)):((1,0),(0))">
!memref_smem_i8_8c9d = !cute.memref<i8, smem, align<8>, "64:1">
!memref_smem_i8_3b73 = !cute.memref<i8, smem, align<8>, "16:1">
!memref_smem_i8_11a5 = !cute.memref<i8, smem, align<4>, "4:1">
!memref_smem_i8_2ba8 = !cute.memref<i8, smem, align<1024>, "65536:1">
!memref_smem_i8_bb00 = !cute.memref<i8, smem, align<1024>, "131072:1">
!memref_tmem_f32_d05a = !cute.memref<f32, tmem, align<1>, "((128,256),1,1):((65536,1),0,0)">
!memref_tmem_f32_e56e = !cute.memref<f32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">
!memref_tmem_f32_e944 = !cute.memref<f32, tmem, align<16>, "((128,256)):((65536,1))">
!memref_tmem_f32_c061 = !cute.memref<f32, tmem, align<16>, "(((128,64)),((1,4),1,1)):(((65536,1)),((0,64),0,0))">
!memref_tmem_f32_dbd4 = !cute.memref<f32, tmem, align<16>, "(((128,64))):(((65536,1)))">
!memref_tmem_f32_c264 = !cute.memref<f32, tmem, align<16>, "(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">
!memref_tmem_f32_88dc = !cute.memref<f32, tmem, align<16>, "(((64,32),1),1):(((1,65536),0),0)">
!memref_tmem_f32_296a = !cute.memref<f32, tmem, align<16>, "(((64,32),1),(1)):(((1,65536),0),(0))">
!memref_tmem_f32_7ebc = !cute.memref<f32, tmem, align<16>, "(((64,32),1)):(((1,65536),0))">
!mma_bf16_bf16_f32_128x256x16_8117 = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_unroll1_fe2a = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
#loop_annotation1_7daa = #llvm.loop_annotation<unroll = #loop_unroll1_fe2a>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_blackwell_gemm_kernel~' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_blackwell_gemm_kernel~' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_blackwell_gemm_kernel~(%arg0: !mma_bf16_bf16_f32_128x256x16_8117, %arg1: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg2: !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, %arg3: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg4: !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, %arg5: !memref_gmem_bf16_aab6) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 198656 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %0 = cute.ptrtoint(%smem_ptr) : !cute.ptr<i8, smem, align<1024>> to i32
      %1 = cute_nvgpu.arch.make_warp_uniform(%0) : i32
      %2 = arith.extui %1 : i32 to i64
      %iv = cute.assume(%2) : (i64) -> !cute.i64<divby 1024>
      %3 = cute.inttoptr(%iv) : !cute.i64<divby 1024> to !cute.ptr<i8, smem, align<1024>>
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr = cute.add_offset(%3, %int_tuple) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, smem, align<1024>>
      %4 = cute.ptrtoint(%ptr) : !cute.ptr<i8, smem, align<1024>> to i64
      %iv_0 = cute.assume(%4) : (i64) -> !cute.i64<divby 8>
      %5 = cute.inttoptr(%iv_0) : !cute.i64<divby 8> to !cute.ptr<i8, smem, align<8>>
      %view = cute.make_view(%5) : !memref_smem_i8_8c9d
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %ptr_0 = cute.add_offset(%3, %int_tuple_0) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"64">) -> !cute.ptr<i8, smem, align<64>>
      %6 = cute.ptrtoint(%ptr_0) : !cute.ptr<i8, smem, align<64>> to i64
      %iv_1 = cute.assume(%6) : (i64) -> !cute.i64<divby 8>
      %7 = cute.inttoptr(%iv_1) : !cute.i64<divby 8> to !cute.ptr<i8, smem, align<8>>
      %view_0 = cute.make_view(%7) : !memref_smem_i8_3b73
      %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"80">
      %ptr_1 = cute.add_offset(%3, %int_tuple_1) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"80">) -> !cute.ptr<i8, smem, align<16>>
      %8 = cute.ptrtoint(%ptr_1) : !cute.ptr<i8, smem, align<16>> to i64
      %iv_2 = cute.assume(%8) : (i64) -> !cute.i64<divby 4>
      %9 = cute.inttoptr(%iv_2) : !cute.i64<divby 4> to !cute.ptr<i8, smem, align<4>>
      %view_1 = cute.make_view(%9) : !memref_smem_i8_11a5
      %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"1024">
      %ptr_2 = cute.add_offset(%3, %int_tuple_2) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"1024">) -> !cute.ptr<i8, smem, align<1024>>
      %iter = cute.recast_iter(%ptr_2) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i8, smem, align<1024>>
      %view_2 = cute.make_view(%iter) : !memref_smem_i8_2ba8
      %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"66560">
      %ptr_3 = cute.add_offset(%3, %int_tuple_3) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"66560">) -> !cute.ptr<i8, smem, align<1024>>
      %iter_0 = cute.recast_iter(%ptr_3) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i8, smem, align<1024>>
      %view_3 = cute.make_view(%iter_0) : !memref_smem_i8_bb00
      %10 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">
      %11 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">
      %iter_1 = cute.get_iter(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup = cute.deref_arith_tuple_iter(%iter_1) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_2 = cute.get_iter(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %tup_0 = cute.deref_arith_tuple_iter(%iter_2) : !cute.arith_tuple_iter<"(0,0)">
      %e0_0, %e1_0 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
      %iter_3 = cute.get_iter(%arg5) : !memref_gmem_bf16_aab6
      %iter_4 = cute.get_iter(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup_1 = cute.deref_arith_tuple_iter(%iter_4) : !cute.arith_tuple_iter<"(0,0)">
      %e0_1, %e1_1 = cute.get_leaves(%tup_1) : !cute.int_tuple<"(0,0)">
      %iter_5 = cute.get_iter(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %tup_2 = cute.deref_arith_tuple_iter(%iter_5) : !cute.arith_tuple_iter<"(0,0)">
      %e0_2, %e1_2 = cute.get_leaves(%tup_2) : !cute.int_tuple<"(0,0)">
      %iter_6 = cute.get_iter(%arg5) : !memref_gmem_bf16_aab6
      %lay = cute.get_layout(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %lay_0 = cute.get_layout(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %lay_1 = cute.get_layout(%arg5) : !memref_gmem_bf16_aab6
      %12 = nvvm.read.ptx.sreg.tid.x : i32
      %13 = nvvm.read.ptx.sreg.tid.y : i32
      %14 = nvvm.read.ptx.sreg.tid.z : i32
      %15 = nvvm.read.ptx.sreg.ctaid.x : i32
      %16 = nvvm.read.ptx.sreg.ctaid.y : i32
      %17 = nvvm.read.ptx.sreg.ctaid.z : i32
      %18 = nvvm.read.ptx.sreg.tid.x : i32
      %19 = nvvm.read.ptx.sreg.tid.y : i32
      %20 = nvvm.read.ptx.sreg.tid.z : i32
      %21 = nvvm.read.ptx.sreg.ntid.x : i32
      %22 = nvvm.read.ptx.sreg.ntid.y : i32
      %23 = arith.muli %19, %21 : i32
      %24 = arith.addi %18, %23 : i32
      %25 = arith.muli %20, %21 : i32
      %26 = arith.muli %25, %22 : i32
      %27 = arith.addi %24, %26 : i32
      %c32_i32 = arith.constant 32 : i32
      %28 = arith.floordivsi %27, %c32_i32 : i32
      %29 = cute_nvgpu.arch.make_warp_uniform(%28) : i32
      %30 = cute_nvgpu.arch.make_warp_uniform(%29) : i32
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.cmpi eq, %30, %c0_i32 : i32
      scf.if %31 {
        cute_nvgpu.prefetch_tma_desc(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>) -> ()
      }
      %shape = cute.make_shape() : () -> !cute.shape<"64">
      %lay_2 = cute.make_layout() : !cute.layout<"64:1">
      %iter_7 = cute.get_iter(%view) : !memref_smem_i8_8c9d
      %iter_8 = cute.get_iter(%view) : !memref_smem_i8_8c9d
      %iter_9 = cute.recast_iter(%iter_8) : !cute.ptr<i8, smem, align<8>> to !cute.ptr<i64, smem>
      %shape_0 = cute.make_shape() : () -> !cute.shape<"16">
      %lay_3 = cute.make_layout() : !cute.layout<"16:1">
      %iter_10 = cute.get_iter(%view_0) : !memref_smem_i8_3b73
      %iter_11 = cute.get_iter(%view_0) : !memref_smem_i8_3b73
      %iter_12 = cute.recast_iter(%iter_11) : !cute.ptr<i8, smem, align<8>> to !cute.ptr<i64, smem>
      %shape_1 = cute.make_shape() : () -> !cute.shape<"4">
      %lay_4 = cute.make_layout() : !cute.layout<"4:1">
      %iter_13 = cute.get_iter(%view_1) : !memref_smem_i8_11a5
      %iter_14 = cute.get_iter(%view_1) : !memref_smem_i8_11a5
      %iter_15 = cute.recast_iter(%iter_14) : !cute.ptr<i8, smem, align<4>> to !cute.ptr<i32, smem>
      %32 = cute.composed_get_outer(%10) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">
      %33 = cute.composed_get_inner(%10) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.swizzle<"S<3,4,3>">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %32) : (!cute.coord<"0">, !cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.int_tuple<"0">
      %e0_3 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %shape_2 = cute.make_shape() : () -> !cute.shape<"32768">
      %itup = cute.to_int_tuple(%shape_2) : !cute.shape<"32768"> to !cute.int_tuple<"32768">
      %e0_4 = cute.get_leaves(%itup) : !cute.int_tuple<"32768">
      %shape_3 = cute.make_shape() : () -> !cute.shape<"65536">
      %lay_5 = cute.make_layout() : !cute.layout<"65536:1">
      %iter_16 = cute.get_iter(%view_2) : !memref_smem_i8_2ba8
      %iter_17 = cute.get_iter(%view_2) : !memref_smem_i8_2ba8
      %iter_18 = cute.recast_iter(%iter_17) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view_4 = cute.make_view(%iter_18, %32) : !memref_smem_bf16_66de
      %iter_19 = cute.get_iter(%view_4) : !memref_smem_bf16_66de
      %iter_20 = cute.get_iter(%view_4) : !memref_smem_bf16_66de
      %34 = cute.composed_get_outer(%11) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">
      %35 = cute.composed_get_inner(%11) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.swizzle<"S<3,4,3>">
      %coord_0 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_0 = cute.crd2idx(%coord_0, %34) : (!cute.coord<"0">, !cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.int_tuple<"0">
      %e0_5 = cute.get_leaves(%idx_0) : !cute.int_tuple<"0">
      %shape_4 = cute.make_shape() : () -> !cute.shape<"65536">
      %itup_0 = cute.to_int_tuple(%shape_4) : !cute.shape<"65536"> to !cute.int_tuple<"65536">
      %e0_6 = cute.get_leaves(%itup_0) : !cute.int_tuple<"65536">
      %shape_5 = cute.make_shape() : () -> !cute.shape<"131072">
      %lay_6 = cute.make_layout() : !cute.layout<"131072:1">
      %iter_21 = cute.get_iter(%view_3) : !memref_smem_i8_bb00
      %iter_22 = cute.get_iter(%view_3) : !memref_smem_i8_bb00
      %iter_23 = cute.recast_iter(%iter_22) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view_5 = cute.make_view(%iter_23, %34) : !memref_smem_bf16_7249
      %iter_24 = cute.get_iter(%view_5) : !memref_smem_bf16_7249
      %iter_25 = cute.get_iter(%view_5) : !memref_smem_bf16_7249
      %true = arith.constant true
      %36 = nvvm.read.ptx.sreg.tid.x : i32
      %37 = nvvm.read.ptx.sreg.tid.y : i32
      %38 = nvvm.read.ptx.sreg.tid.z : i32
      %39 = nvvm.read.ptx.sreg.ntid.x : i32
      %40 = nvvm.read.ptx.sreg.ntid.y : i32
      %41 = arith.muli %37, %39 : i32
      %42 = arith.addi %36, %41 : i32
      %43 = arith.muli %38, %39 : i32
      %44 = arith.muli %43, %40 : i32
      %45 = arith.addi %42, %44 : i32
      %46 = arith.floordivsi %45, %c32_i32 : i32
      %47 = cute_nvgpu.arch.make_warp_uniform(%46) : i32
      %48 = cute_nvgpu.arch.make_warp_uniform(%47) : i32
      %49 = arith.cmpi eq, %48, %c0_i32 : i32
      scf.if %49 {
        %c256_i32_0 = arith.constant 256 : i32
        cute_nvgpu.arch.sm100.alloc_tmem(%c256_i32_0, %iter_15) [ cta_1] : i32, !cute.ptr<i32, smem>
      }
      %50 = cute.get_shape(%10) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
      %e0_7, %e1_3, %e2, %e3, %e4 = cute.get_leaves(%50) : !cute.shape<"((128,16),1,4,4)">
      %51 = cute.get_shape(%10) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
      %e0_8, %e1_4, %e2_0, %e3_0, %e4_0 = cute.get_leaves(%51) : !cute.shape<"((128,16),1,4,4)">
      %52 = cute.get_shape(%10) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
      %e0_9, %e1_5, %e2_1, %e3_1, %e4_1 = cute.get_leaves(%52) : !cute.shape<"((128,16),1,4,4)">
      %53 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">
      %54 = cute.composed_get_inner(%53) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">) -> !cute.swizzle<"S<3,4,3>">
      %55 = cute.composed_get_outer(%53) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">) -> !cute.layout<"((128,16),1,4):((64,1),0,16)">
      %shape_6 = cute.make_shape() : () -> !cute.shape<"8192">
      %itup_1 = cute.to_int_tuple(%shape_6) : !cute.shape<"8192"> to !cute.int_tuple<"8192">
      %e0_10 = cute.get_leaves(%itup_1) : !cute.int_tuple<"8192">
      %56 = cute.get_shape(%11) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
      %e0_11, %e1_6, %e2_2, %e3_2, %e4_2 = cute.get_leaves(%56) : !cute.shape<"((256,16),1,4,4)">
      %57 = cute.get_shape(%11) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
      %e0_12, %e1_7, %e2_3, %e3_3, %e4_3 = cute.get_leaves(%57) : !cute.shape<"((256,16),1,4,4)">
      %58 = cute.get_shape(%11) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
      %e0_13, %e1_8, %e2_4, %e3_4, %e4_4 = cute.get_leaves(%58) : !cute.shape<"((256,16),1,4,4)">
      %59 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4):((64,1),0,16)">
      %60 = cute.composed_get_inner(%59) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4):((64,1),0,16)">) -> !cute.swizzle<"S<3,4,3>">
      %61 = cute.composed_get_outer(%59) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4):((64,1),0,16)">) -> !cute.layout<"((256,16),1,4):((64,1),0,16)">
      %shape_7 = cute.make_shape() : () -> !cute.shape<"16384">
      %itup_2 = cute.to_int_tuple(%shape_7) : !cute.shape<"16384"> to !cute.int_tuple<"16384">
      %e0_14 = cute.get_leaves(%itup_2) : !cute.int_tuple<"16384">
      %shape_8 = cute.make_shape() : () -> !cute.shape<"(1,1,1,1)">
      %lay_7 = cute.make_layout() : !cute.layout<"(1,1,1,1):(0,0,0,0)">
      %62 = nvvm.read.ptx.sreg.tid.x : i32
      %63 = nvvm.read.ptx.sreg.tid.y : i32
      %64 = nvvm.read.ptx.sreg.tid.z : i32
      %65 = nvvm.read.ptx.sreg.ntid.x : i32
      %66 = nvvm.read.ptx.sreg.ntid.y : i32
      %67 = arith.muli %63, %65 : i32
      %68 = arith.addi %62, %67 : i32
      %69 = arith.muli %64, %65 : i32
      %70 = arith.muli %69, %66 : i32
      %71 = arith.addi %68, %70 : i32
      %72 = arith.floordivsi %71, %c32_i32 : i32
      %73 = cute_nvgpu.arch.make_warp_uniform(%72) : i32
      %74 = cute_nvgpu.arch.make_warp_uniform(%73) : i32
      %75 = arith.cmpi eq, %74, %c0_i32 : i32
      scf.if %75 {
        %76 = nvvm.elect.sync -> i1
        scf.if %76 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_4 = cute.add_offset(%iter_9, %int_tuple_4) : (!cute.ptr<i64, smem>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem>
          %77 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c1_i32_0 = arith.constant 1 : i32
          nvvm.mbarrier.init %77, %c1_i32_0 : !llvm.ptr<3>, i32
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_5 = cute.add_offset(%iter_9, %int_tuple_5) : (!cute.ptr<i64, smem>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %78 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %78, %c1_i32_0 : !llvm.ptr<3>, i32
          %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_6 = cute.add_offset(%iter_9, %int_tuple_6) : (!cute.ptr<i64, smem>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem>
          %79 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %79, %c1_i32_0 : !llvm.ptr<3>, i32
          %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_7 = cute.add_offset(%iter_9, %int_tuple_7) : (!cute.ptr<i64, smem>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %80 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %80, %c1_i32_0 : !llvm.ptr<3>, i32
        }
      }
      %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
      %ptr_8 = cute.add_offset(%iter_9, %int_tuple_8) : (!cute.ptr<i64, smem>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem>
      %81 = nvvm.read.ptx.sreg.tid.x : i32
      %82 = nvvm.read.ptx.sreg.tid.y : i32
      %83 = nvvm.read.ptx.sreg.tid.z : i32
      %84 = nvvm.read.ptx.sreg.ntid.x : i32
      %85 = nvvm.read.ptx.sreg.ntid.y : i32
      %86 = arith.muli %82, %84 : i32
      %87 = arith.addi %81, %86 : i32
      %88 = arith.muli %83, %84 : i32
      %89 = arith.muli %88, %85 : i32
      %90 = arith.addi %87, %89 : i32
      %91 = arith.floordivsi %90, %c32_i32 : i32
      %92 = cute_nvgpu.arch.make_warp_uniform(%91) : i32
      %93 = cute_nvgpu.arch.make_warp_uniform(%92) : i32
      %94 = arith.cmpi eq, %93, %c0_i32 : i32
      scf.if %94 {
        %76 = nvvm.elect.sync -> i1
        scf.if %76 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_4 = cute.add_offset(%ptr_8, %int_tuple_4) : (!cute.ptr<i64, smem>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem>
          %77 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c1_i32_0 = arith.constant 1 : i32
          nvvm.mbarrier.init %77, %c1_i32_0 : !llvm.ptr<3>, i32
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_5 = cute.add_offset(%ptr_8, %int_tuple_5) : (!cute.ptr<i64, smem>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %78 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %78, %c1_i32_0 : !llvm.ptr<3>, i32
          %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_6 = cute.add_offset(%ptr_8, %int_tuple_6) : (!cute.ptr<i64, smem>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem>
          %79 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %79, %c1_i32_0 : !llvm.ptr<3>, i32
          %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_7 = cute.add_offset(%ptr_8, %int_tuple_7) : (!cute.ptr<i64, smem>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %80 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %80, %c1_i32_0 : !llvm.ptr<3>, i32
        }
      }
      %95 = cute.get_shape(%lay_7) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.shape<"(1,1,1,1)">
      %shape_9 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_3 = cute.to_int_tuple(%shape_9) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_15 = cute.get_leaves(%itup_3) : !cute.int_tuple<"1">
      %96 = cute.get_shape(%lay_7) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.shape<"(1,1,1,1)">
      %shape_10 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_4 = cute.to_int_tuple(%shape_10) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_16 = cute.get_leaves(%itup_4) : !cute.int_tuple<"1">
      nvvm.fence.mbarrier.init
      %97 = cute.get_shape(%lay_7) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.shape<"(1,1,1,1)">
      %shape_11 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_5 = cute.to_int_tuple(%shape_11) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_17 = cute.get_leaves(%itup_5) : !cute.int_tuple<"1">
      nvvm.barrier
      %shape_12 = cute.make_shape() : () -> !cute.shape<"(1,1,1,1)">
      %lay_8 = cute.make_layout() : !cute.layout<"(1,1,1,1):(0,0,0,0)">
      %98 = nvvm.read.ptx.sreg.tid.x : i32
      %99 = nvvm.read.ptx.sreg.tid.y : i32
      %100 = nvvm.read.ptx.sreg.tid.z : i32
      %101 = nvvm.read.ptx.sreg.ntid.x : i32
      %102 = nvvm.read.ptx.sreg.ntid.y : i32
      %103 = arith.muli %99, %101 : i32
      %104 = arith.addi %98, %103 : i32
      %105 = arith.muli %100, %101 : i32
      %106 = arith.muli %105, %102 : i32
      %107 = arith.addi %104, %106 : i32
      %108 = arith.floordivsi %107, %c32_i32 : i32
      %109 = cute_nvgpu.arch.make_warp_uniform(%108) : i32
      %110 = cute_nvgpu.arch.make_warp_uniform(%109) : i32
      %111 = arith.cmpi eq, %110, %c0_i32 : i32
      scf.if %111 {
        %76 = nvvm.elect.sync -> i1
        scf.if %76 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_4 = cute.add_offset(%iter_12, %int_tuple_4) : (!cute.ptr<i64, smem>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem>
          %77 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c1_i32_0 = arith.constant 1 : i32
          nvvm.mbarrier.init %77, %c1_i32_0 : !llvm.ptr<3>, i32
        }
      }
      %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
      %ptr_9 = cute.add_offset(%iter_12, %int_tuple_9) : (!cute.ptr<i64, smem>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
      %112 = nvvm.read.ptx.sreg.tid.x : i32
      %113 = nvvm.read.ptx.sreg.tid.y : i32
      %114 = nvvm.read.ptx.sreg.tid.z : i32
      %115 = nvvm.read.ptx.sreg.ntid.x : i32
      %116 = nvvm.read.ptx.sreg.ntid.y : i32
      %117 = arith.muli %113, %115 : i32
      %118 = arith.addi %112, %117 : i32
      %119 = arith.muli %114, %115 : i32
      %120 = arith.muli %119, %116 : i32
      %121 = arith.addi %118, %120 : i32
      %122 = arith.floordivsi %121, %c32_i32 : i32
      %123 = cute_nvgpu.arch.make_warp_uniform(%122) : i32
      %124 = cute_nvgpu.arch.make_warp_uniform(%123) : i32
      %125 = arith.cmpi eq, %124, %c0_i32 : i32
      scf.if %125 {
        %76 = nvvm.elect.sync -> i1
        scf.if %76 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_4 = cute.add_offset(%ptr_9, %int_tuple_4) : (!cute.ptr<i64, smem>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem>
          %77 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c128_i32_0 = arith.constant 128 : i32
          nvvm.mbarrier.init %77, %c128_i32_0 : !llvm.ptr<3>, i32
        }
      }
      %126 = cute.get_shape(%lay_8) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.shape<"(1,1,1,1)">
      %shape_13 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_6 = cute.to_int_tuple(%shape_13) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_18 = cute.get_leaves(%itup_6) : !cute.int_tuple<"1">
      %127 = cute.get_shape(%lay_8) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.shape<"(1,1,1,1)">
      %shape_14 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_7 = cute.to_int_tuple(%shape_14) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_19 = cute.get_leaves(%itup_7) : !cute.int_tuple<"1">
      %128 = cute.get_shape(%lay_8) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.shape<"(1,1,1,1)">
      %shape_15 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_8 = cute.to_int_tuple(%shape_15) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_20 = cute.get_leaves(%itup_8) : !cute.int_tuple<"1">
      nvvm.fence.mbarrier.init
      %129 = cute.get_shape(%lay_8) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.shape<"(1,1,1,1)">
      %shape_16 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_9 = cute.to_int_tuple(%shape_16) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_21 = cute.get_leaves(%itup_9) : !cute.int_tuple<"1">
      nvvm.barrier
      %tile = cute.make_tile() : () -> !cute.tile<"[128:1;256:1;64:1]">
      %coord_1 = cute.make_coord(%15, %16) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_2 = cute.make_coord() : () -> !cute.coord<"(1,_,1)">
      %tile_0 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %130:2 = cute.get_scalars(%coord_1) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_3 = cute.make_coord(%130#0) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_9 = cute.get_layout(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %131:2 = cute.get_scalars(%lay_9) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %c128_i32 = arith.constant 128 : i32
      %132 = arith.ceildivsi %131#0, %c128_i32 : i32
      %c64_i32 = arith.constant 64 : i32
      %133 = arith.ceildivsi %131#1, %c64_i32 : i32
      %shape_17 = cute.make_shape(%132, %133) : (i32, i32) -> !cute.shape<"((128,64),(?,?))">
      %stride = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(128@1,64@0))">
      %lay_10 = cute.make_layout(%shape_17, %stride) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %134:2 = cute.get_scalars(%lay_10) <{only_dynamic}> : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %135 = cute.get_scalars(%coord_3) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_18 = cute.make_shape(%134#1) : (i32) -> !cute.shape<"(128,64,?)">
      %stride_0 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@0)">
      %lay_11 = cute.make_layout(%shape_18, %stride_0) : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %idx_1 = cute.crd2idx(%coord_3, %lay_10) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">) -> !cute.int_tuple<"(0,?{div=128})">
      %iter_26 = cute.get_iter(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup_3 = cute.add_offset(%iter_26, %idx_1) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=128})">) -> !cute.arith_tuple_iter<"(0,?{div=128})">
      %view_6 = cute.make_view(%tup_3, %lay_11) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %iter_27 = cute.get_iter(%view_6) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_4 = cute.deref_arith_tuple_iter(%iter_27) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_22, %e1_9 = cute.get_leaves(%tup_4) : !cute.int_tuple<"(0,?{div=128})">
      %136 = cute.get_scalars(%e1_9) : !cute.int_tuple<"?{div=128}">
      %iter_28 = cute.get_iter(%view_6) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_28) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_23, %e1_10 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,?{div=128})">
      %137 = cute.get_scalars(%e1_10) : !cute.int_tuple<"?{div=128}">
      %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1;64:1]">
      %coord_4 = cute.make_coord(%15, %16) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_5 = cute.make_coord() : () -> !cute.coord<"(_,1,1)">
      %tile_2 = cute.make_tile() : () -> !cute.tile<"[256:1;64:1]">
      %138:2 = cute.get_scalars(%coord_4) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_6 = cute.make_coord(%138#1) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_12 = cute.get_layout(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %139:2 = cute.get_scalars(%lay_12) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@1,1@0)">
      %c256_i32 = arith.constant 256 : i32
      %140 = arith.ceildivsi %139#0, %c256_i32 : i32
      %c64_i32_0 = arith.constant 64 : i32
      %141 = arith.ceildivsi %139#1, %c64_i32_0 : i32
      %shape_19 = cute.make_shape(%140, %141) : (i32, i32) -> !cute.shape<"((256,64),(?,?))">
      %stride_1 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(256@1,64@0))">
      %lay_13 = cute.make_layout(%shape_19, %stride_1) : !cute.layout<"((256,64),(?,?)):((1@1,1@0),(256@1,64@0))">
      %142:2 = cute.get_scalars(%lay_13) <{only_dynamic}> : !cute.layout<"((256,64),(?,?)):((1@1,1@0),(256@1,64@0))">
      %143 = cute.get_scalars(%coord_6) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_20 = cute.make_shape(%142#1) : (i32) -> !cute.shape<"(256,64,?)">
      %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@0)">
      %lay_14 = cute.make_layout(%shape_20, %stride_2) : !cute.layout<"(256,64,?):(1@1,1@0,64@0)">
      %idx_2 = cute.crd2idx(%coord_6, %lay_13) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((256,64),(?,?)):((1@1,1@0),(256@1,64@0))">) -> !cute.int_tuple<"(0,?{div=256})">
      %iter_29 = cute.get_iter(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %tup_6 = cute.add_offset(%iter_29, %idx_2) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=256})">) -> !cute.arith_tuple_iter<"(0,?{div=256})">
      %view_7 = cute.make_view(%tup_6, %lay_14) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %iter_30 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %tup_7 = cute.deref_arith_tuple_iter(%iter_30) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_24, %e1_11 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,?{div=256})">
      %144 = cute.get_scalars(%e1_11) : !cute.int_tuple<"?{div=256}">
      %iter_31 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %tup_8 = cute.deref_arith_tuple_iter(%iter_31) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_25, %e1_12 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(0,?{div=256})">
      %145 = cute.get_scalars(%e1_12) : !cute.int_tuple<"?{div=256}">
      %tile_3 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1;64:1]">
      %coord_7 = cute.make_coord(%15, %16) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_8 = cute.make_coord() : () -> !cute.coord<"(1,1,_)">
      %tile_4 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1]">
      %146:2 = cute.get_scalars(%coord_7) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_9 = cute.make_coord(%146#0, %146#1) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %lay_15 = cute.get_layout(%arg5) : !memref_gmem_bf16_aab6
      %147:3 = cute.get_scalars(%lay_15) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
      %c128_i32_1 = arith.constant 128 : i32
      %148 = arith.ceildivsi %147#0, %c128_i32_1 : i32
      %c128_i64 = arith.constant 128 : i64
      %149 = arith.muli %147#2, %c128_i64 overflow<nsw> : i64
      %c256_i32_1 = arith.constant 256 : i32
      %150 = arith.ceildivsi %147#1, %c256_i32_1 : i32
      %shape_21 = cute.make_shape(%148, %150) : (i32, i32) -> !cute.shape<"((128,256),(?,?))">
      %iv_3 = cute.assume(%147#2) : (i64) -> !cute.i64<divby 8>
      %iv_4 = cute.assume(%149) : (i64) -> !cute.i64<divby 1024>
      %stride_3 = cute.make_stride(%iv_3, %iv_4) : (!cute.i64<divby 8>, !cute.i64<divby 1024>) -> !cute.stride<"((?{i64 div=8},1),(?{i64 div=1024},256))">
      %lay_16 = cute.make_layout(%shape_21, %stride_3) : !cute.layout<"((128,256),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},256))">
      %151:4 = cute.get_scalars(%lay_16) <{only_dynamic}> : !cute.layout<"((128,256),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},256))">
      %152:2 = cute.get_scalars(%coord_9) <{only_dynamic}> : !cute.coord<"((_,_),(?,?))">
      %shape_22 = cute.make_shape() : () -> !cute.shape<"(128,256)">
      %iv_5 = cute.assume(%151#2) : (i64) -> !cute.i64<divby 8>
      %stride_4 = cute.make_stride(%iv_5) : (!cute.i64<divby 8>) -> !cute.stride<"(?{i64 div=8},1)">
      %lay_17 = cute.make_layout(%shape_22, %stride_4) : !cute.layout<"(128,256):(?{i64 div=8},1)">
      %idx_3 = cute.crd2idx(%coord_9, %lay_16) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((128,256),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},256))">) -> !cute.int_tuple<"?{i64 div=256}">
      %iter_32 = cute.get_iter(%arg5) : !memref_gmem_bf16_aab6
      %ptr_10 = cute.add_offset(%iter_32, %idx_3) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=256}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_8 = cute.make_view(%ptr_10, %lay_17) : !memref_gmem_bf16_7516
      %iter_33 = cute.get_iter(%view_8) : !memref_gmem_bf16_7516
      %iter_34 = cute.get_iter(%view_8) : !memref_gmem_bf16_7516
      %coord_10 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_35 = cute.get_iter(%view_6) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %lay_18 = cute.get_layout(%view_6) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %153 = cute.get_scalars(%lay_18) <{only_dynamic}> : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %shape_23 = cute.make_shape(%153) : (i32) -> !cute.shape<"((128,16),1,4,?)">
      %stride_5 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),0,16@0,64@0)">
      %lay_19 = cute.make_layout(%shape_23, %stride_5) : !cute.layout<"((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %view_9 = cute.make_view(%iter_35, %lay_19) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %iter_36 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %tup_9 = cute.deref_arith_tuple_iter(%iter_36) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_26, %e1_13 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,?{div=128})">
      %154 = cute.get_scalars(%e1_13) : !cute.int_tuple<"?{div=128}">
      %coord_11 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_37 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %lay_20 = cute.get_layout(%view_7) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %155 = cute.get_scalars(%lay_20) <{only_dynamic}> : !cute.layout<"(256,64,?):(1@1,1@0,64@0)">
      %shape_24 = cute.make_shape(%155) : (i32) -> !cute.shape<"((256,16),1,4,?)">
      %stride_6 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),0,16@0,64@0)">
      %lay_21 = cute.make_layout(%shape_24, %stride_6) : !cute.layout<"((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %view_10 = cute.make_view(%iter_37, %lay_21) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %iter_38 = cute.get_iter(%view_10) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %tup_10 = cute.deref_arith_tuple_iter(%iter_38) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_27, %e1_14 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(0,?{div=256})">
      %156 = cute.get_scalars(%e1_14) : !cute.int_tuple<"?{div=256}">
      %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_39 = cute.get_iter(%view_8) : !memref_gmem_bf16_7516
      %lay_22 = cute.get_layout(%view_8) : !memref_gmem_bf16_7516
      %157 = cute.get_scalars(%lay_22) <{only_dynamic}> : !cute.layout<"(128,256):(?{i64 div=8},1)">
      %shape_25 = cute.make_shape() : () -> !cute.shape<"((128,256),1,1)">
      %iv_6 = cute.assume(%157) : (i64) -> !cute.i64<divby 8>
      %stride_7 = cute.make_stride(%iv_6) : (!cute.i64<divby 8>) -> !cute.stride<"((?{i64 div=8},1),0,0)">
      %lay_23 = cute.make_layout(%shape_25, %stride_7) : !cute.layout<"((128,256),1,1):((?{i64 div=8},1),0,0)">
      %view_11 = cute.make_view(%iter_39, %lay_23) : !memref_gmem_bf16_52ab
      %iter_40 = cute.get_iter(%view_11) : !memref_gmem_bf16_52ab
      %lay_24 = cute.get_layout(%view_4) : !memref_smem_bf16_66de
      %iter_41 = cute.get_iter(%view_4) : !memref_smem_bf16_66de
      %ummaSmemDesc = cute_nvgpu.make_umma_smem_desc(%iter_41 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>) layout = <"((128,16),1,4,4):((64,1),0,16,8192)">, major = <k> -> !cute_nvgpu.smem_desc
      %view_12 = cute.make_view(%ummaSmemDesc) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
      %iter_42 = cute.get_iter(%view_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
      %lay_25 = cute.get_layout(%view_5) : !memref_smem_bf16_7249
      %iter_43 = cute.get_iter(%view_5) : !memref_smem_bf16_7249
      %ummaSmemDesc_0 = cute_nvgpu.make_umma_smem_desc(%iter_43 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>) layout = <"((256,16),1,4,4):((64,1),0,16,16384)">, major = <k> -> !cute_nvgpu.smem_desc
      %view_13 = cute.make_view(%ummaSmemDesc_0) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
      %iter_44 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
      %shape_26 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_26 = cute.make_layout() : !cute.layout<"1:0">
      %158 = cute.get_shape(%lay_24) : (!cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
      %e0_28, %e1_15, %e2_5, %e3_5, %e4_5 = cute.get_leaves(%158) : !cute.shape<"((128,16),1,4,4)">
      %iter_45 = cute.get_iter(%view_4) : !memref_smem_bf16_66de
      %view_14 = cute.make_view(%iter_45) : !memref_smem_bf16_ea96
      %iter_46 = cute.get_iter(%view_14) : !memref_smem_bf16_ea96
      %iter_47 = cute.get_iter(%view_14) : !memref_smem_bf16_ea96
      %lay_27 = cute.get_layout(%view_9) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %159 = cute.get_shape(%lay_27) : (!cute.layout<"((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">) -> !cute.shape<"((128,16),1,4,?)">
      %e0_29, %e1_16, %e2_6, %e3_6, %e4_6 = cute.get_leaves(%159) : !cute.shape<"((128,16),1,4,?)">
      %itup_10 = cute.to_int_tuple(%e4_6) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %160 = cute.get_scalars(%itup_10) : !cute.int_tuple<"?">
      %iter_48 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %lay_28 = cute.get_layout(%view_9) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %161 = cute.get_scalars(%lay_28) <{only_dynamic}> : !cute.layout<"((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %shape_27 = cute.make_shape(%161) : (i32) -> !cute.shape<"(((128,16),1,4),?)">
      %stride_8 = cute.make_stride() : () -> !cute.stride<"(((1@1,1@0),0,16@0),64@0)">
      %lay_29 = cute.make_layout(%shape_27, %stride_8) : !cute.layout<"(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %view_15 = cute.make_view(%iter_48, %lay_29) : !cute.coord_tensor<"(0,?{div=128})", "(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %iter_49 = cute.get_iter(%view_15) : !cute.coord_tensor<"(0,?{div=128})", "(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %tup_11 = cute.deref_arith_tuple_iter(%iter_49) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_30, %e1_17 = cute.get_leaves(%tup_11) : !cute.int_tuple<"(0,?{div=128})">
      %162 = cute.get_scalars(%e1_17) : !cute.int_tuple<"?{div=128}">
      %iter_50 = cute.get_iter(%view_15) : !cute.coord_tensor<"(0,?{div=128})", "(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %tup_12 = cute.deref_arith_tuple_iter(%iter_50) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_31, %e1_18 = cute.get_leaves(%tup_12) : !cute.int_tuple<"(0,?{div=128})">
      %163 = cute.get_scalars(%e1_18) : !cute.int_tuple<"?{div=128}">
      %coord_13 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_51 = cute.get_iter(%view_14) : !memref_smem_bf16_ea96
      %iter_52 = cute.get_iter(%view_15) : !cute.coord_tensor<"(0,?{div=128})", "(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %lay_30 = cute.get_layout(%view_15) : !cute.coord_tensor<"(0,?{div=128})", "(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %164 = cute.get_scalars(%lay_30) <{only_dynamic}> : !cute.layout<"(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %view_16 = cute.make_view(%iter_51) : !memref_smem_bf16_cd36
      %shape_28 = cute.make_shape(%164) : (i32) -> !cute.shape<"(((64,128),1),?)">
      %stride_9 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@0)">
      %lay_31 = cute.make_layout(%shape_28, %stride_9) : !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %view_17 = cute.make_view(%iter_52, %lay_31) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %iter_53 = cute.get_iter(%view_16) : !memref_smem_bf16_cd36
      %iter_54 = cute.get_iter(%view_17) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %tup_13 = cute.deref_arith_tuple_iter(%iter_54) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_32, %e1_19 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(0,?{div=128})">
      %165 = cute.get_scalars(%e1_19) : !cute.int_tuple<"?{div=128}">
      %shape_29 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_32 = cute.make_layout() : !cute.layout<"1:0">
      %166 = cute.get_shape(%lay_25) : (!cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
      %e0_33, %e1_20, %e2_7, %e3_7, %e4_7 = cute.get_leaves(%166) : !cute.shape<"((256,16),1,4,4)">
      %iter_55 = cute.get_iter(%view_5) : !memref_smem_bf16_7249
      %view_18 = cute.make_view(%iter_55) : !memref_smem_bf16_6c5d
      %iter_56 = cute.get_iter(%view_18) : !memref_smem_bf16_6c5d
      %iter_57 = cute.get_iter(%view_18) : !memref_smem_bf16_6c5d
      %lay_33 = cute.get_layout(%view_10) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %167 = cute.get_shape(%lay_33) : (!cute.layout<"((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">) -> !cute.shape<"((256,16),1,4,?)">
      %e0_34, %e1_21, %e2_8, %e3_8, %e4_8 = cute.get_leaves(%167) : !cute.shape<"((256,16),1,4,?)">
      %itup_11 = cute.to_int_tuple(%e4_8) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %168 = cute.get_scalars(%itup_11) : !cute.int_tuple<"?">
      %iter_58 = cute.get_iter(%view_10) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %lay_34 = cute.get_layout(%view_10) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %169 = cute.get_scalars(%lay_34) <{only_dynamic}> : !cute.layout<"((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %shape_30 = cute.make_shape(%169) : (i32) -> !cute.shape<"(((256,16),1,4),?)">
      %stride_10 = cute.make_stride() : () -> !cute.stride<"(((1@1,1@0),0,16@0),64@0)">
      %lay_35 = cute.make_layout(%shape_30, %stride_10) : !cute.layout<"(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %view_19 = cute.make_view(%iter_58, %lay_35) : !cute.coord_tensor<"(0,?{div=256})", "(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %iter_59 = cute.get_iter(%view_19) : !cute.coord_tensor<"(0,?{div=256})", "(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %tup_14 = cute.deref_arith_tuple_iter(%iter_59) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_35, %e1_22 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(0,?{div=256})">
      %170 = cute.get_scalars(%e1_22) : !cute.int_tuple<"?{div=256}">
      %iter_60 = cute.get_iter(%view_19) : !cute.coord_tensor<"(0,?{div=256})", "(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %tup_15 = cute.deref_arith_tuple_iter(%iter_60) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_36, %e1_23 = cute.get_leaves(%tup_15) : !cute.int_tuple<"(0,?{div=256})">
      %171 = cute.get_scalars(%e1_23) : !cute.int_tuple<"?{div=256}">
      %coord_14 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_61 = cute.get_iter(%view_18) : !memref_smem_bf16_6c5d
      %iter_62 = cute.get_iter(%view_19) : !cute.coord_tensor<"(0,?{div=256})", "(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %lay_36 = cute.get_layout(%view_19) : !cute.coord_tensor<"(0,?{div=256})", "(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %172 = cute.get_scalars(%lay_36) <{only_dynamic}> : !cute.layout<"(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %view_20 = cute.make_view(%iter_61) : !memref_smem_bf16_d444
      %shape_31 = cute.make_shape(%172) : (i32) -> !cute.shape<"(((64,256),1),?)">
      %stride_11 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@0)">
      %lay_37 = cute.make_layout(%shape_31, %stride_11) : !cute.layout<"(((64,256),1),?):(((1@0,1@1),0),64@0)">
      %view_21 = cute.make_view(%iter_62, %lay_37) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
      %iter_63 = cute.get_iter(%view_20) : !memref_smem_bf16_d444
      %iter_64 = cute.get_iter(%view_21) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
      %tup_16 = cute.deref_arith_tuple_iter(%iter_64) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_37, %e1_24 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(0,?{div=256})">
      %173 = cute.get_scalars(%e1_24) : !cute.int_tuple<"?{div=256}">
      %c1_i32 = arith.constant 1 : i32
      %c128_i32_2 = arith.constant 128 : i32
      nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32_2
      %shape_32 = cute.make_shape() : () -> !cute.shape<"(128,256)">
      %shape_33 = cute.make_shape() : () -> !cute.shape<"((128,256),1,1)">
      %e0_38, %e1_25, %e2_9, %e3_9 = cute.get_leaves(%shape_33) : !cute.shape<"((128,256),1,1)">
      %shape_34 = cute.make_shape() : () -> !cute.shape<"((128,256),1,1)">
      %c0_i32_0 = arith.constant 0 : i32
      %174 = cute.inttoptr(%c0_i32_0) : i32 to !cute.ptr<f32, tmem, align<1>>
      %view_22 = cute.make_view(%174) : !memref_tmem_f32_d05a
      %iter_65 = cute.get_iter(%view_22) : !memref_tmem_f32_d05a
      %lay_38 = cute.get_layout(%view_22) : !memref_tmem_f32_d05a
      %tmem_ptr = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%iter_15) : !cute.ptr<i32, smem> -> !cute.ptr<f32, tmem, align<16>>
      %view_23 = cute.make_view(%tmem_ptr, %lay_38) : !memref_tmem_f32_e56e
      %iter_66 = cute.get_iter(%view_23) : !memref_tmem_f32_e56e
      %lay_39 = cute.get_layout(%view_6) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %175 = cute.get_shape(%lay_39) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %176 = cute.get_scalars(%175) <{only_dynamic}> : !cute.shape<"(128,64,?)">
      %shape_35 = cute.make_shape(%176) : (i32) -> !cute.shape<"?">
      %itup_12 = cute.to_int_tuple(%shape_35) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %e0_39 = cute.get_leaves(%itup_12) : !cute.int_tuple<"?">
      %177 = cute.get_scalars(%e0_39) : !cute.int_tuple<"?">
      %lay_40 = cute.get_layout(%view_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
      %178 = cute.get_shape(%lay_40) : (!cute.layout<"(1,1,4,4):(0,0,2,1024)">) -> !cute.shape<"(1,1,4,4)">
      %shape_36 = cute.make_shape() : () -> !cute.shape<"4">
      %itup_13 = cute.to_int_tuple(%shape_36) : !cute.shape<"4"> to !cute.int_tuple<"4">
      %e0_40 = cute.get_leaves(%itup_13) : !cute.int_tuple<"4">
      %179 = arith.cmpi eq, %30, %c0_i32 : i32
      %180 = scf.if %179 -> (!mma_bf16_bf16_f32_128x256x16_8117) {
        %c4_i32 = arith.constant 4 : i32
        %76 = arith.minsi %c4_i32, %177 : i32
        %c0_i32_1 = arith.constant 0 : i32
        %c1_i32_1 = arith.constant 1 : i32
        %77:3 = scf.for %arg6 = %c0_i32_1 to %76 step %c1_i32_1 iter_args(%arg7 = %c0_i32_1, %arg8 = %c0_i32_1, %arg9 = %c1_i32_1) -> (i32, i32, i32)  : i32 {
          %true_0 = arith.constant true
          scf.if %true_0 {
            %int_tuple_10 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
            %ptr_11 = cute.add_offset(%ptr_8, %int_tuple_10) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %181 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity %181, %arg9, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          scf.if %true_0 {
            %181 = nvvm.elect.sync -> i1
            scf.if %181 {
              %int_tuple_10 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
              %ptr_11 = cute.add_offset(%iter_9, %int_tuple_10) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %182 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c49152_i32 = arith.constant 49152 : i32
              %183 = nvvm.mbarrier.arrive.expect_tx %182, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
            }
          }
          %int_tuple_5 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
          %ptr_5 = cute.add_offset(%iter_9, %int_tuple_5) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %coord_15 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_41 = cute.get_layout(%view_17) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_4 = cute.crd2idx(%coord_15, %lay_41) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_67 = cute.get_iter(%view_17) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_17 = cute.add_offset(%iter_67, %idx_4) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_24 = cute.make_view(%tup_17) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_68 = cute.get_iter(%view_24) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_18 = cute.deref_arith_tuple_iter(%iter_68) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_41, %e1_26 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %184 = cute.get_scalars(%e0_41) : !cute.int_tuple<"?{div=64}">
          %185 = cute.get_scalars(%e1_26) : !cute.int_tuple<"?{div=128}">
          %iter_69 = cute.get_iter(%view_24) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_19 = cute.deref_arith_tuple_iter(%iter_69) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_42, %e1_27 = cute.get_leaves(%tup_19) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %186 = cute.get_scalars(%e0_42) : !cute.int_tuple<"?{div=64}">
          %187 = cute.get_scalars(%e1_27) : !cute.int_tuple<"?{div=128}">
          %coord_16 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_42 = cute.get_layout(%view_16) : !memref_smem_bf16_cd36
          %idx_5 = cute.crd2idx(%coord_16, %lay_42) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),4):((1,0),8192)">) -> !cute.int_tuple<"?{div=8192}">
          %iter_70 = cute.get_iter(%view_16) : !memref_smem_bf16_cd36
          %ptr_12 = cute.add_offset(%iter_70, %idx_5) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_25 = cute.make_view(%ptr_12) : !memref_smem_bf16_b164
          %iter_71 = cute.get_iter(%view_25) : !memref_smem_bf16_b164
          %iter_72 = cute.get_iter(%view_25) : !memref_smem_bf16_b164
          %lay_43 = cute.get_layout(%view_24) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %188 = cute.get_shape(%lay_43) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_43, %e1_28, %e2_10 = cute.get_leaves(%188) : !cute.shape<"(((64,128),1))">
          %lay_44 = cute.get_layout(%view_25) : !memref_smem_bf16_b164
          %189 = cute.get_shape(%lay_44) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_44, %e1_29 = cute.get_leaves(%189) : !cute.shape<"((8192,1))">
          %shape_37 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_45 = cute.make_layout() : !cute.layout<"1:0">
          %append_0 = cute.append_to_rank<2> (%lay_43, %lay_45) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_11 = cute.make_int_tuple(%e0_42, %e1_27) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_11) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_26 = cute.make_view(%int_tup_iter, %append_0) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_73 = cute.get_iter(%view_26) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_20 = cute.deref_arith_tuple_iter(%iter_73) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_45, %e1_30 = cute.get_leaves(%tup_20) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %190 = cute.get_scalars(%e0_45) : !cute.int_tuple<"?{div=64}">
          %191 = cute.get_scalars(%e1_30) : !cute.int_tuple<"?{div=128}">
          %lay_46 = cute.get_layout(%view_26) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %192 = cute.get_shape(%lay_46) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_46, %e1_31, %e2_11, %e3_10 = cute.get_leaves(%192) : !cute.shape<"(((64,128),1),1)">
          %iter_74 = cute.get_iter(%view_26) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_27 = cute.make_view(%iter_74) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_75 = cute.get_iter(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_21 = cute.deref_arith_tuple_iter(%iter_75) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_47, %e1_32 = cute.get_leaves(%tup_21) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %193 = cute.get_scalars(%e0_47) : !cute.int_tuple<"?{div=64}">
          %194 = cute.get_scalars(%e1_32) : !cute.int_tuple<"?{div=128}">
          %iter_76 = cute.get_iter(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_22 = cute.deref_arith_tuple_iter(%iter_76) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_48, %e1_33 = cute.get_leaves(%tup_22) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %195 = cute.get_scalars(%e0_48) : !cute.int_tuple<"?{div=64}">
          %196 = cute.get_scalars(%e1_33) : !cute.int_tuple<"?{div=128}">
          %shape_38 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_47 = cute.make_layout() : !cute.layout<"1:0">
          %append_1 = cute.append_to_rank<2> (%lay_44, %lay_47) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_28 = cute.make_view(%iter_72, %append_1) : !memref_smem_bf16_3782
          %iter_77 = cute.get_iter(%view_28) : !memref_smem_bf16_3782
          %lay_48 = cute.get_layout(%view_28) : !memref_smem_bf16_3782
          %197 = cute.get_shape(%lay_48) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_49, %e1_34, %e2_12 = cute.get_leaves(%197) : !cute.shape<"((8192,1),1)">
          %iter_78 = cute.get_iter(%view_28) : !memref_smem_bf16_3782
          %view_29 = cute.make_view(%iter_78) : !memref_smem_bf16_b8cc
          %iter_79 = cute.get_iter(%view_29) : !memref_smem_bf16_b8cc
          %iter_80 = cute.get_iter(%view_29) : !memref_smem_bf16_b8cc
          %lay_49 = cute.get_layout(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %198 = cute.get_shape(%lay_49) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_50, %e1_35, %e2_13, %e3_11 = cute.get_leaves(%198) : !cute.shape<"(((64,128),1),(1))">
          %lay_50 = cute.get_layout(%view_29) : !memref_smem_bf16_b8cc
          %199 = cute.get_shape(%lay_50) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_51, %e1_36, %e2_14 = cute.get_leaves(%199) : !cute.shape<"((8192,1),(1))">
          %lay_51 = cute.get_layout(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %200 = cute.get_shape(%lay_51) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %shape_39 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_14 = cute.to_int_tuple(%shape_39) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %e0_52 = cute.get_leaves(%itup_14) : !cute.int_tuple<"1">
          %lay_52 = cute.get_layout(%view_29) : !memref_smem_bf16_b8cc
          %201 = cute.get_shape(%lay_52) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %shape_40 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_15 = cute.to_int_tuple(%shape_40) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %e0_53 = cute.get_leaves(%itup_15) : !cute.int_tuple<"1">
          %202 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %203 = cute_nvgpu.atom.set_value<tma_bar>(%202, %ptr_5) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.ptr<i64, smem>)
          %iter_81 = cute.get_iter(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_82 = cute.get_iter(%view_29) : !memref_smem_bf16_b8cc
          %lay_53 = cute.get_layout(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_54 = cute.get_layout(%view_29) : !memref_smem_bf16_b8cc
          %204 = cute.static : !cute.layout<"1:0">
          %append_2 = cute.append_to_rank<2> (%lay_53, %204) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_3 = cute.append_to_rank<2> (%lay_54, %204) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %grouped_0 = cute.group_modes(%append_2) <1, 2> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %grouped_1 = cute.group_modes(%append_3) <1, 2> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %205 = cute.get_shape(%grouped_0) : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.shape<"(((64,128),1),((1)))">
          %shape_41 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_16 = cute.to_int_tuple(%shape_41) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %206 = cute.get_scalars(%itup_16) : !cute.int_tuple<"1">
          %c0_i32_2 = arith.constant 0 : i32
          %c1_i32_2 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_2 to %206 step %c1_i32_2  : i32 {
            %coord_17 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %181 = cute.get_scalars(%coord_17) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_55 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_6 = cute.crd2idx(%coord_17, %grouped_0) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_23 = cute.add_offset(%iter_81, %idx_6) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_30 = cute.make_view(%tup_23, %lay_55) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %182 = cute.get_scalars(%coord_17) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_56 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_7 = cute.crd2idx(%coord_17, %grouped_1) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_13 = cute.add_offset(%iter_82, %idx_7) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_31 = cute.make_view(%ptr_13, %lay_56) : !memref_smem_bf16_b164
            %183 = cute_nvgpu.atom.get_value<tma_bar>(%203) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<i64, smem>
            %207 = cute_nvgpu.atom.get_value<mcast_mask>(%203) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i16
            %208 = cute_nvgpu.atom.get_value<cache_policy>(%203) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%203 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %iter_83 = cute.get_iter(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_84 = cute.get_iter(%view_31) : !memref_smem_bf16_b164
            %lay_57 = cute.get_layout(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %lay_58 = cute.get_layout(%view_31) : !memref_smem_bf16_b164
            %coord_18 = cute.make_coord() : () -> !cute.coord<"((_,0))">
            %idx_8 = cute.crd2idx(%coord_18, %lay_57) : (!cute.coord<"((_,0))">, !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.int_tuple<"(0,0)">
            %tup_24 = cute.add_offset(%iter_83, %idx_8) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %idx_9 = cute.crd2idx(%coord_18, %lay_58) : (!cute.coord<"((_,0))">, !cute.layout<"((8192,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_14 = cute.add_offset(%iter_84, %idx_9) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %tup_25 = cute.deref_arith_tuple_iter(%tup_24) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %209:2 = cute.get_scalars(%tup_25) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_14 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %183 : !cute.ptr<i64, smem>, [%209#0, %209#1] : i32, i32) cache_policy = %208 mode = <tiled> num_cta = 1 : i32
          } {loop_annotation = #loop_annotation_0327}
          %coord_19 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_59 = cute.get_layout(%view_21) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
          %idx_10 = cute.crd2idx(%coord_19, %lay_59) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_85 = cute.get_iter(%view_21) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
          %tup_26 = cute.add_offset(%iter_85, %idx_10) : (!cute.arith_tuple_iter<"(0,?{div=256})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %view_32 = cute.make_view(%tup_26) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
          %iter_86 = cute.get_iter(%view_32) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
          %tup_27 = cute.deref_arith_tuple_iter(%iter_86) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %e0_54, %e1_37 = cute.get_leaves(%tup_27) : !cute.int_tuple<"(?{div=64},?{div=256})">
          %210 = cute.get_scalars(%e0_54) : !cute.int_tuple<"?{div=64}">
          %211 = cute.get_scalars(%e1_37) : !cute.int_tuple<"?{div=256}">
          %iter_87 = cute.get_iter(%view_32) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
          %tup_28 = cute.deref_arith_tuple_iter(%iter_87) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %e0_55, %e1_38 = cute.get_leaves(%tup_28) : !cute.int_tuple<"(?{div=64},?{div=256})">
          %212 = cute.get_scalars(%e0_55) : !cute.int_tuple<"?{div=64}">
          %213 = cute.get_scalars(%e1_38) : !cute.int_tuple<"?{div=256}">
          %coord_20 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_60 = cute.get_layout(%view_20) : !memref_smem_bf16_d444
          %idx_11 = cute.crd2idx(%coord_20, %lay_60) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),4):((1,0),16384)">) -> !cute.int_tuple<"?{div=16384}">
          %iter_88 = cute.get_iter(%view_20) : !memref_smem_bf16_d444
          %ptr_15 = cute.add_offset(%iter_88, %idx_11) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=16384}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_33 = cute.make_view(%ptr_15) : !memref_smem_bf16_4817
          %iter_89 = cute.get_iter(%view_33) : !memref_smem_bf16_4817
          %iter_90 = cute.get_iter(%view_33) : !memref_smem_bf16_4817
          %lay_61 = cute.get_layout(%view_32) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
          %214 = cute.get_shape(%lay_61) : (!cute.layout<"(((64,256),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,256),1))">
          %e0_56, %e1_39, %e2_15 = cute.get_leaves(%214) : !cute.shape<"(((64,256),1))">
          %lay_62 = cute.get_layout(%view_33) : !memref_smem_bf16_4817
          %215 = cute.get_shape(%lay_62) : (!cute.layout<"((16384,1)):((1,0))">) -> !cute.shape<"((16384,1))">
          %e0_57, %e1_40 = cute.get_leaves(%215) : !cute.shape<"((16384,1))">
          %shape_42 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_63 = cute.make_layout() : !cute.layout<"1:0">
          %append_4 = cute.append_to_rank<2> (%lay_61, %lay_63) : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_12 = cute.make_int_tuple(%e0_55, %e1_38) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=256}">) -> !cute.int_tuple<"(?{div=64},?{div=256})">
          %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_12) : (!cute.int_tuple<"(?{div=64},?{div=256})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %view_34 = cute.make_view(%int_tup_iter_0, %append_4) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %iter_91 = cute.get_iter(%view_34) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %tup_29 = cute.deref_arith_tuple_iter(%iter_91) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %e0_58, %e1_41 = cute.get_leaves(%tup_29) : !cute.int_tuple<"(?{div=64},?{div=256})">
          %216 = cute.get_scalars(%e0_58) : !cute.int_tuple<"?{div=64}">
          %217 = cute.get_scalars(%e1_41) : !cute.int_tuple<"?{div=256}">
          %lay_64 = cute.get_layout(%view_34) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %218 = cute.get_shape(%lay_64) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
          %e0_59, %e1_42, %e2_16, %e3_12 = cute.get_leaves(%218) : !cute.shape<"(((64,256),1),1)">
          %iter_92 = cute.get_iter(%view_34) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %view_35 = cute.make_view(%iter_92) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %iter_93 = cute.get_iter(%view_35) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %tup_30 = cute.deref_arith_tuple_iter(%iter_93) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %e0_60, %e1_43 = cute.get_leaves(%tup_30) : !cute.int_tuple<"(?{div=64},?{div=256})">
          %219 = cute.get_scalars(%e0_60) : !cute.int_tuple<"?{div=64}">
          %220 = cute.get_scalars(%e1_43) : !cute.int_tuple<"?{div=256}">
          %iter_94 = cute.get_iter(%view_35) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %tup_31 = cute.deref_arith_tuple_iter(%iter_94) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %e0_61, %e1_44 = cute.get_leaves(%tup_31) : !cute.int_tuple<"(?{div=64},?{div=256})">
          %221 = cute.get_scalars(%e0_61) : !cute.int_tuple<"?{div=64}">
          %222 = cute.get_scalars(%e1_44) : !cute.int_tuple<"?{div=256}">
          %shape_43 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_65 = cute.make_layout() : !cute.layout<"1:0">
          %append_5 = cute.append_to_rank<2> (%lay_62, %lay_65) : !cute.layout<"((16384,1)):((1,0))">, !cute.layout<"1:0">
          %view_36 = cute.make_view(%iter_90, %append_5) : !memref_smem_bf16_850d
          %iter_95 = cute.get_iter(%view_36) : !memref_smem_bf16_850d
          %lay_66 = cute.get_layout(%view_36) : !memref_smem_bf16_850d
          %223 = cute.get_shape(%lay_66) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
          %e0_62, %e1_45, %e2_17 = cute.get_leaves(%223) : !cute.shape<"((16384,1),1)">
          %iter_96 = cute.get_iter(%view_36) : !memref_smem_bf16_850d
          %view_37 = cute.make_view(%iter_96) : !memref_smem_bf16_f836
          %iter_97 = cute.get_iter(%view_37) : !memref_smem_bf16_f836
          %iter_98 = cute.get_iter(%view_37) : !memref_smem_bf16_f836
          %lay_67 = cute.get_layout(%view_35) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %224 = cute.get_shape(%lay_67) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
          %e0_63, %e1_46, %e2_18, %e3_13 = cute.get_leaves(%224) : !cute.shape<"(((64,256),1),(1))">
          %lay_68 = cute.get_layout(%view_37) : !memref_smem_bf16_f836
          %225 = cute.get_shape(%lay_68) : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.shape<"((16384,1),(1))">
          %e0_64, %e1_47, %e2_19 = cute.get_leaves(%225) : !cute.shape<"((16384,1),(1))">
          %lay_69 = cute.get_layout(%view_35) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %226 = cute.get_shape(%lay_69) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
          %shape_44 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_17 = cute.to_int_tuple(%shape_44) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %e0_65 = cute.get_leaves(%itup_17) : !cute.int_tuple<"1">
          %lay_70 = cute.get_layout(%view_37) : !memref_smem_bf16_f836
          %227 = cute.get_shape(%lay_70) : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.shape<"((16384,1),(1))">
          %shape_45 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_18 = cute.to_int_tuple(%shape_45) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %e0_66 = cute.get_leaves(%itup_18) : !cute.int_tuple<"1">
          %228 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>
          %229 = cute_nvgpu.atom.set_value<tma_bar>(%228, %ptr_5) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>, !cute.ptr<i64, smem>)
          %iter_99 = cute.get_iter(%view_35) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %iter_100 = cute.get_iter(%view_37) : !memref_smem_bf16_f836
          %lay_71 = cute.get_layout(%view_35) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %lay_72 = cute.get_layout(%view_37) : !memref_smem_bf16_f836
          %230 = cute.static : !cute.layout<"1:0">
          %append_6 = cute.append_to_rank<2> (%lay_71, %230) : !cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_7 = cute.append_to_rank<2> (%lay_72, %230) : !cute.layout<"((16384,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %grouped_2 = cute.group_modes(%append_6) <1, 2> : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">
          %grouped_3 = cute.group_modes(%append_7) <1, 2> : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.layout<"((16384,1),((1))):((1,0),((0)))">
          %231 = cute.get_shape(%grouped_2) : (!cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.shape<"(((64,256),1),((1)))">
          %shape_46 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_19 = cute.to_int_tuple(%shape_46) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %232 = cute.get_scalars(%itup_19) : !cute.int_tuple<"1">
          %c0_i32_3 = arith.constant 0 : i32
          %c1_i32_3 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_3 to %232 step %c1_i32_3  : i32 {
            %coord_17 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %181 = cute.get_scalars(%coord_17) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_55 = cute.make_layout() : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">
            %idx_6 = cute.crd2idx(%coord_17, %grouped_2) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_23 = cute.add_offset(%iter_99, %idx_6) : (!cute.arith_tuple_iter<"(?{div=64},?{div=256})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %view_30 = cute.make_view(%tup_23, %lay_55) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %182 = cute.get_scalars(%coord_17) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_56 = cute.make_layout() : !cute.layout<"((16384,1)):((1,0))">
            %idx_7 = cute.crd2idx(%coord_17, %grouped_3) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_13 = cute.add_offset(%iter_100, %idx_7) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_31 = cute.make_view(%ptr_13, %lay_56) : !memref_smem_bf16_4817
            %183 = cute_nvgpu.atom.get_value<tma_bar>(%229) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) -> !cute.ptr<i64, smem>
            %207 = cute_nvgpu.atom.get_value<mcast_mask>(%229) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) -> i16
            %208 = cute_nvgpu.atom.get_value<cache_policy>(%229) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) -> i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%229 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %iter_83 = cute.get_iter(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %iter_84 = cute.get_iter(%view_31) : !memref_smem_bf16_4817
            %lay_57 = cute.get_layout(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %lay_58 = cute.get_layout(%view_31) : !memref_smem_bf16_4817
            %coord_18 = cute.make_coord() : () -> !cute.coord<"((_,0))">
            %idx_8 = cute.crd2idx(%coord_18, %lay_57) : (!cute.coord<"((_,0))">, !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">) -> !cute.int_tuple<"(0,0)">
            %tup_24 = cute.add_offset(%iter_83, %idx_8) : (!cute.arith_tuple_iter<"(?{div=64},?{div=256})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %idx_9 = cute.crd2idx(%coord_18, %lay_58) : (!cute.coord<"((_,0))">, !cute.layout<"((16384,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_14 = cute.add_offset(%iter_84, %idx_9) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %tup_25 = cute.deref_arith_tuple_iter(%tup_24) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %209:2 = cute.get_scalars(%tup_25) : !cute.int_tuple<"(?{div=64},?{div=256})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_14 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %183 : !cute.ptr<i64, smem>, [%209#0, %209#1] : i32, i32) cache_policy = %208 mode = <tiled> num_cta = 1 : i32
          } {loop_annotation = #loop_annotation_0327}
          %c1_i32_4 = arith.constant 1 : i32
          %233 = arith.addi %arg8, %c1_i32_4 : i32
          %234 = arith.addi %arg7, %c1_i32_4 : i32
          %c4_i32_0 = arith.constant 4 : i32
          %235 = arith.cmpi eq, %233, %c4_i32_0 : i32
          %236:2 = scf.if %235 -> (i32, i32) {
            %c1_i32_5 = arith.constant 1 : i32
            %181 = arith.xori %arg9, %c1_i32_5 : i32
            %c0_i32_4 = arith.constant 0 : i32
            scf.yield %c0_i32_4, %181 : i32, i32
          } else {
            scf.yield %233, %arg9 : i32, i32
          }
          scf.yield %234, %236#0, %236#1 : i32, i32, i32
        } {loop_annotation = #loop_annotation1_7daa}
        %false = arith.constant false
        %78 = cute_nvgpu.atom.set_value<accum_c>(%arg0, %false) : (!mma_bf16_bf16_f32_128x256x16_8117, i1)
        %79:7 = scf.for %arg6 = %c0_i32_1 to %177 step %c1_i32_1 iter_args(%arg7 = %78, %arg8 = %c0_i32_1, %arg9 = %c0_i32_1, %arg10 = %c0_i32_1, %arg11 = %77#0, %arg12 = %77#1, %arg13 = %77#2) -> (!mma_bf16_bf16_f32_128x256x16_8117, i32, i32, i32, i32, i32, i32)  : i32 {
          %true_0 = arith.constant true
          scf.if %true_0 {
            %int_tuple_13 = cute.make_int_tuple(%arg9) : (i32) -> !cute.int_tuple<"?">
            %ptr_16 = cute.add_offset(%iter_9, %int_tuple_13) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %209 = builtin.unrealized_conversion_cast %ptr_16 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity %209, %arg10, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %coord_21 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,0,?)">
          %lay_73 = cute.get_layout(%view_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %idx_12 = cute.crd2idx(%coord_21, %lay_73) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"?{div=1024}">
          %iter_101 = cute.get_iter(%view_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %tup_32 = cute.add_offset(%iter_101, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
          %view_38 = cute.make_view(%tup_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_102 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_103 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %coord_22 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,0,?)">
          %lay_74 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %idx_13 = cute.crd2idx(%coord_22, %lay_74) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,4):(0,0,2,2048)">) -> !cute.int_tuple<"?{div=2048}">
          %iter_104 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %tup_33 = cute.add_offset(%iter_104, %idx_13) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2048}">) -> !cute_nvgpu.smem_desc
          %view_39 = cute.make_view(%tup_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_105 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_106 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_75 = cute.get_layout(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %184 = cute.get_shape(%lay_75) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_67, %e1_48 = cute.get_leaves(%184) : !cute.shape<"(1,1)">
          %lay_76 = cute.get_layout(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %185 = cute.get_shape(%lay_76) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_68, %e1_49 = cute.get_leaves(%185) : !cute.shape<"(1,1)">
          %lay_77 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
          %186 = cute.get_shape(%lay_77) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
          %e0_69, %e1_50, %e2_20, %e3_14 = cute.get_leaves(%186) : !cute.shape<"((128,256),1,1)">
          %iter_107 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_108 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_109 = cute.get_iter(%view_23) : !memref_tmem_f32_e56e
          %iter_110 = cute.get_iter(%view_23) : !memref_tmem_f32_e56e
          %lay_78 = cute.get_layout(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_45 = cute.get_layout(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_79 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
          %lay_80 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
          %187 = cute.static : !cute.layout<"1:0">
          %append_8 = cute.append_to_rank<3> (%lay_78, %187) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %append_9 = cute.append_to_rank<3> (%lay_45, %187) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %188 = cute.get_shape(%append_8) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_47 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_20 = cute.to_int_tuple(%shape_47) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %189 = cute.get_shape(%append_8) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_48 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_21 = cute.to_int_tuple(%shape_48) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %190 = cute.get_shape(%append_9) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_49 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_22 = cute.to_int_tuple(%shape_49) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %191 = cute.get_scalars(%itup_20) : !cute.int_tuple<"1">
          %192 = cute.get_scalars(%itup_21) : !cute.int_tuple<"1">
          %193 = cute.get_scalars(%itup_22) : !cute.int_tuple<"1">
          %c0_i32_5 = arith.constant 0 : i32
          %c1_i32_6 = arith.constant 1 : i32
          %194 = scf.for %arg14 = %c0_i32_5 to %191 step %c1_i32_6 iter_args(%arg15 = %arg7) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
            %209 = scf.for %arg16 = %c0_i32_5 to %192 step %c1_i32_6 iter_args(%arg17 = %arg15) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
              %237 = scf.for %arg18 = %c0_i32_5 to %193 step %c1_i32_6 iter_args(%arg19 = %arg17) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
                %coord_23 = cute.make_coord(%arg16, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_24 = cute.make_coord(%arg18, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_25 = cute.make_coord(%arg16, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %238:2 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_81 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_14 = cute.crd2idx(%coord_23, %append_8) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_34 = cute.add_offset(%iter_107, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_40 = cute.make_view(%tup_34, %lay_81) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %239:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_82 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_15 = cute.crd2idx(%coord_24, %append_9) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_35 = cute.add_offset(%iter_108, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_41 = cute.make_view(%tup_35, %lay_82) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %240:2 = cute.get_scalars(%coord_25) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_83 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_16 = cute.crd2idx(%coord_25, %lay_79) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_17 = cute.add_offset(%iter_109, %idx_16) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_42 = cute.make_view(%ptr_17, %lay_83) : !memref_tmem_f32_e944
                %241:2 = cute.get_scalars(%coord_25) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_71 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_17 = cute.crd2idx(%coord_25, %lay_80) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_18 = cute.add_offset(%iter_110, %idx_17) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_43 = cute.make_view(%ptr_18, %lay_71) : !memref_tmem_f32_e944
                %242 = cute_nvgpu.atom.get_value<neg_a>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %243 = cute_nvgpu.atom.get_value<neg_b>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %244 = cute_nvgpu.atom.get_value<accum_c>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %c138413200_i32 = arith.constant 138413200 : i32
                %245 = arith.extui %242 : i1 to i32
                %246 = arith.extui %243 : i1 to i32
                %c13_i32 = arith.constant 13 : i32
                %c14_i32 = arith.constant 14 : i32
                %247 = arith.shli %245, %c13_i32 : i32
                %248 = arith.shli %246, %c14_i32 : i32
                %249 = arith.ori %247, %c138413200_i32 : i32
                %250 = arith.ori %249, %248 : i32
                %iter_111 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %251 = builtin.unrealized_conversion_cast %iter_111 : !cute_nvgpu.smem_desc to i64
                %252 = cute_nvgpu.atom.get_value<disable_output_lane>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> vector<4xi32>
                %iter_112 = cute.get_iter(%view_42) : !memref_tmem_f32_e944
                %253 = builtin.unrealized_conversion_cast %iter_112 : !cute.ptr<f32, tmem, align<16>> to i32
                %254 = llvm.inttoptr %253 : i32 to !llvm.ptr<6>
                %iter_113 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %255 = builtin.unrealized_conversion_cast %iter_113 : !cute_nvgpu.smem_desc to i64
                %256 = nvvm.elect.sync -> i1
                scf.if %256 {
                  nvvm.tcgen05.mma %254, %255, %251, %250, %244 mask = %252 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
                }
                scf.yield %arg19 : !mma_bf16_bf16_f32_128x256x16_8117
              } {loop_annotation = #loop_annotation_0327}
              scf.yield %237 : !mma_bf16_bf16_f32_128x256x16_8117
            } {loop_annotation = #loop_annotation_0327}
            scf.yield %209 : !mma_bf16_bf16_f32_128x256x16_8117
          } {loop_annotation = #loop_annotation_0327}
          %195 = cute_nvgpu.atom.set_value<accum_c>(%arg7, %true_0) : (!mma_bf16_bf16_f32_128x256x16_8117, i1)
          %coord_26 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,1,?)">
          %lay_84 = cute.get_layout(%view_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %idx_18 = cute.crd2idx(%coord_26, %lay_84) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"?{div=2}">
          %iter_114 = cute.get_iter(%view_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %tup_36 = cute.add_offset(%iter_114, %idx_18) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
          %view_44 = cute.make_view(%tup_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_76 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_115 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %coord_27 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,1,?)">
          %lay_85 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %idx_19 = cute.crd2idx(%coord_27, %lay_85) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,4):(0,0,2,2048)">) -> !cute.int_tuple<"?{div=2}">
          %iter_116 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %tup_37 = cute.add_offset(%iter_116, %idx_19) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
          %view_28 = cute.make_view(%tup_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_77 = cute.get_iter(%view_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_117 = cute.get_iter(%view_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_86 = cute.get_layout(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %196 = cute.get_shape(%lay_86) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_70, %e1_51 = cute.get_leaves(%196) : !cute.shape<"(1,1)">
          %lay_87 = cute.get_layout(%view_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %197 = cute.get_shape(%lay_87) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_71, %e1_52 = cute.get_leaves(%197) : !cute.shape<"(1,1)">
          %iter_80 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_118 = cute.get_iter(%view_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_119 = cute.get_iter(%view_23) : !memref_tmem_f32_e56e
          %iter_120 = cute.get_iter(%view_23) : !memref_tmem_f32_e56e
          %lay_88 = cute.get_layout(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_89 = cute.get_layout(%view_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_50 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
          %lay_90 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
          %198 = cute.static : !cute.layout<"1:0">
          %append_10 = cute.append_to_rank<3> (%lay_88, %198) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %append_11 = cute.append_to_rank<3> (%lay_89, %198) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %199 = cute.get_shape(%append_10) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_50 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_23 = cute.to_int_tuple(%shape_50) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %200 = cute.get_shape(%append_10) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_51 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_24 = cute.to_int_tuple(%shape_51) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %201 = cute.get_shape(%append_11) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_52 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_25 = cute.to_int_tuple(%shape_52) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %202 = cute.get_scalars(%itup_23) : !cute.int_tuple<"1">
          %203 = cute.get_scalars(%itup_24) : !cute.int_tuple<"1">
          %204 = cute.get_scalars(%itup_25) : !cute.int_tuple<"1">
          %c0_i32_6 = arith.constant 0 : i32
          %c1_i32_7 = arith.constant 1 : i32
          %205 = scf.for %arg14 = %c0_i32_6 to %202 step %c1_i32_7 iter_args(%arg15 = %195) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
            %209 = scf.for %arg16 = %c0_i32_6 to %203 step %c1_i32_7 iter_args(%arg17 = %arg15) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
              %237 = scf.for %arg18 = %c0_i32_6 to %204 step %c1_i32_7 iter_args(%arg19 = %arg17) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
                %coord_23 = cute.make_coord(%arg16, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_24 = cute.make_coord(%arg18, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_25 = cute.make_coord(%arg16, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %238:2 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_81 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_14 = cute.crd2idx(%coord_23, %append_10) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_34 = cute.add_offset(%iter_80, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_40 = cute.make_view(%tup_34, %lay_81) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %239:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_82 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_15 = cute.crd2idx(%coord_24, %append_11) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_35 = cute.add_offset(%iter_118, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_41 = cute.make_view(%tup_35, %lay_82) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %240:2 = cute.get_scalars(%coord_25) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_83 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_16 = cute.crd2idx(%coord_25, %lay_50) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_17 = cute.add_offset(%iter_119, %idx_16) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_42 = cute.make_view(%ptr_17, %lay_83) : !memref_tmem_f32_e944
                %241:2 = cute.get_scalars(%coord_25) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_71 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_17 = cute.crd2idx(%coord_25, %lay_90) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_18 = cute.add_offset(%iter_120, %idx_17) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_43 = cute.make_view(%ptr_18, %lay_71) : !memref_tmem_f32_e944
                %242 = cute_nvgpu.atom.get_value<neg_a>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %243 = cute_nvgpu.atom.get_value<neg_b>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %244 = cute_nvgpu.atom.get_value<accum_c>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %c138413200_i32 = arith.constant 138413200 : i32
                %245 = arith.extui %242 : i1 to i32
                %246 = arith.extui %243 : i1 to i32
                %c13_i32 = arith.constant 13 : i32
                %c14_i32 = arith.constant 14 : i32
                %247 = arith.shli %245, %c13_i32 : i32
                %248 = arith.shli %246, %c14_i32 : i32
                %249 = arith.ori %247, %c138413200_i32 : i32
                %250 = arith.ori %249, %248 : i32
                %iter_111 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %251 = builtin.unrealized_conversion_cast %iter_111 : !cute_nvgpu.smem_desc to i64
                %252 = cute_nvgpu.atom.get_value<disable_output_lane>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> vector<4xi32>
                %iter_112 = cute.get_iter(%view_42) : !memref_tmem_f32_e944
                %253 = builtin.unrealized_conversion_cast %iter_112 : !cute.ptr<f32, tmem, align<16>> to i32
                %254 = llvm.inttoptr %253 : i32 to !llvm.ptr<6>
                %iter_113 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %255 = builtin.unrealized_conversion_cast %iter_113 : !cute_nvgpu.smem_desc to i64
                %256 = nvvm.elect.sync -> i1
                scf.if %256 {
                  nvvm.tcgen05.mma %254, %255, %251, %250, %244 mask = %252 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
                }
                scf.yield %arg19 : !mma_bf16_bf16_f32_128x256x16_8117
              } {loop_annotation = #loop_annotation_0327}
              scf.yield %237 : !mma_bf16_bf16_f32_128x256x16_8117
            } {loop_annotation = #loop_annotation_0327}
            scf.yield %209 : !mma_bf16_bf16_f32_128x256x16_8117
          } {loop_annotation = #loop_annotation_0327}
          %206 = cute_nvgpu.atom.set_value<accum_c>(%195, %true_0) : (!mma_bf16_bf16_f32_128x256x16_8117, i1)
          %coord_28 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,2,?)">
          %lay_91 = cute.get_layout(%view_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %idx_20 = cute.crd2idx(%coord_28, %lay_91) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"?{div=4}">
          %iter_121 = cute.get_iter(%view_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %tup_38 = cute.add_offset(%iter_121, %idx_20) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
          %view_45 = cute.make_view(%tup_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_122 = cute.get_iter(%view_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_123 = cute.get_iter(%view_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %coord_29 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,2,?)">
          %lay_92 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %idx_21 = cute.crd2idx(%coord_29, %lay_92) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,4):(0,0,2,2048)">) -> !cute.int_tuple<"?{div=4}">
          %iter_124 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %tup_39 = cute.add_offset(%iter_124, %idx_21) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
          %view_46 = cute.make_view(%tup_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_125 = cute.get_iter(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_85 = cute.get_iter(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_93 = cute.get_layout(%view_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %210 = cute.get_shape(%lay_93) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_72, %e1_53 = cute.get_leaves(%210) : !cute.shape<"(1,1)">
          %lay_94 = cute.get_layout(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %211 = cute.get_shape(%lay_94) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_54, %e1_37 = cute.get_leaves(%211) : !cute.shape<"(1,1)">
          %iter_87 = cute.get_iter(%view_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_126 = cute.get_iter(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_127 = cute.get_iter(%view_23) : !memref_tmem_f32_e56e
          %iter_128 = cute.get_iter(%view_23) : !memref_tmem_f32_e56e
          %lay_95 = cute.get_layout(%view_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_60 = cute.get_layout(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_96 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
          %lay_97 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
          %212 = cute.static : !cute.layout<"1:0">
          %append_12 = cute.append_to_rank<3> (%lay_95, %212) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %append_13 = cute.append_to_rank<3> (%lay_60, %212) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %213 = cute.get_shape(%append_12) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_53 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_26 = cute.to_int_tuple(%shape_53) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %214 = cute.get_shape(%append_12) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_54 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_27 = cute.to_int_tuple(%shape_54) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %215 = cute.get_shape(%append_13) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_55 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_28 = cute.to_int_tuple(%shape_55) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %216 = cute.get_scalars(%itup_26) : !cute.int_tuple<"1">
          %217 = cute.get_scalars(%itup_27) : !cute.int_tuple<"1">
          %218 = cute.get_scalars(%itup_28) : !cute.int_tuple<"1">
          %c0_i32_7 = arith.constant 0 : i32
          %c1_i32_8 = arith.constant 1 : i32
          %219 = scf.for %arg14 = %c0_i32_7 to %216 step %c1_i32_8 iter_args(%arg15 = %206) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
            %209 = scf.for %arg16 = %c0_i32_7 to %217 step %c1_i32_8 iter_args(%arg17 = %arg15) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
              %237 = scf.for %arg18 = %c0_i32_7 to %218 step %c1_i32_8 iter_args(%arg19 = %arg17) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
                %coord_23 = cute.make_coord(%arg16, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_24 = cute.make_coord(%arg18, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_25 = cute.make_coord(%arg16, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %238:2 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_81 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_14 = cute.crd2idx(%coord_23, %append_12) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_34 = cute.add_offset(%iter_87, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_40 = cute.make_view(%tup_34, %lay_81) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %239:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_82 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_15 = cute.crd2idx(%coord_24, %append_13) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_35 = cute.add_offset(%iter_126, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_41 = cute.make_view(%tup_35, %lay_82) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %240:2 = cute.get_scalars(%coord_25) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_83 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_16 = cute.crd2idx(%coord_25, %lay_96) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_17 = cute.add_offset(%iter_127, %idx_16) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_42 = cute.make_view(%ptr_17, %lay_83) : !memref_tmem_f32_e944
                %241:2 = cute.get_scalars(%coord_25) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_71 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_17 = cute.crd2idx(%coord_25, %lay_97) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_18 = cute.add_offset(%iter_128, %idx_17) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_43 = cute.make_view(%ptr_18, %lay_71) : !memref_tmem_f32_e944
                %242 = cute_nvgpu.atom.get_value<neg_a>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %243 = cute_nvgpu.atom.get_value<neg_b>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %244 = cute_nvgpu.atom.get_value<accum_c>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %c138413200_i32 = arith.constant 138413200 : i32
                %245 = arith.extui %242 : i1 to i32
                %246 = arith.extui %243 : i1 to i32
                %c13_i32 = arith.constant 13 : i32
                %c14_i32 = arith.constant 14 : i32
                %247 = arith.shli %245, %c13_i32 : i32
                %248 = arith.shli %246, %c14_i32 : i32
                %249 = arith.ori %247, %c138413200_i32 : i32
                %250 = arith.ori %249, %248 : i32
                %iter_111 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %251 = builtin.unrealized_conversion_cast %iter_111 : !cute_nvgpu.smem_desc to i64
                %252 = cute_nvgpu.atom.get_value<disable_output_lane>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> vector<4xi32>
                %iter_112 = cute.get_iter(%view_42) : !memref_tmem_f32_e944
                %253 = builtin.unrealized_conversion_cast %iter_112 : !cute.ptr<f32, tmem, align<16>> to i32
                %254 = llvm.inttoptr %253 : i32 to !llvm.ptr<6>
                %iter_113 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %255 = builtin.unrealized_conversion_cast %iter_113 : !cute_nvgpu.smem_desc to i64
                %256 = nvvm.elect.sync -> i1
                scf.if %256 {
                  nvvm.tcgen05.mma %254, %255, %251, %250, %244 mask = %252 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
                }
                scf.yield %arg19 : !mma_bf16_bf16_f32_128x256x16_8117
              } {loop_annotation = #loop_annotation_0327}
              scf.yield %237 : !mma_bf16_bf16_f32_128x256x16_8117
            } {loop_annotation = #loop_annotation_0327}
            scf.yield %209 : !mma_bf16_bf16_f32_128x256x16_8117
          } {loop_annotation = #loop_annotation_0327}
          %220 = cute_nvgpu.atom.set_value<accum_c>(%206, %true_0) : (!mma_bf16_bf16_f32_128x256x16_8117, i1)
          %coord_30 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,3,?)">
          %lay_98 = cute.get_layout(%view_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %idx_22 = cute.crd2idx(%coord_30, %lay_98) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"?{div=2}">
          %iter_129 = cute.get_iter(%view_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %tup_40 = cute.add_offset(%iter_129, %idx_22) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
          %view_47 = cute.make_view(%tup_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_130 = cute.get_iter(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_91 = cute.get_iter(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %coord_31 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,3,?)">
          %lay_99 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %idx_23 = cute.crd2idx(%coord_31, %lay_99) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,4):(0,0,2,2048)">) -> !cute.int_tuple<"?{div=2}">
          %iter_131 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %tup_41 = cute.add_offset(%iter_131, %idx_23) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
          %view_48 = cute.make_view(%tup_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_132 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_133 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_100 = cute.get_layout(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %221 = cute.get_shape(%lay_100) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_73, %e1_54 = cute.get_leaves(%221) : !cute.shape<"(1,1)">
          %lay_101 = cute.get_layout(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %222 = cute.get_shape(%lay_101) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_60, %e1_43 = cute.get_leaves(%222) : !cute.shape<"(1,1)">
          %iter_94 = cute.get_iter(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_134 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_135 = cute.get_iter(%view_23) : !memref_tmem_f32_e56e
          %iter_136 = cute.get_iter(%view_23) : !memref_tmem_f32_e56e
          %lay_102 = cute.get_layout(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_65 = cute.get_layout(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_103 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
          %lay_104 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
          %223 = cute.static : !cute.layout<"1:0">
          %append_14 = cute.append_to_rank<3> (%lay_102, %223) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %append_15 = cute.append_to_rank<3> (%lay_65, %223) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %224 = cute.get_shape(%append_14) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_56 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_29 = cute.to_int_tuple(%shape_56) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %225 = cute.get_shape(%append_14) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_57 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_30 = cute.to_int_tuple(%shape_57) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %226 = cute.get_shape(%append_15) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
          %shape_58 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_31 = cute.to_int_tuple(%shape_58) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %227 = cute.get_scalars(%itup_29) : !cute.int_tuple<"1">
          %228 = cute.get_scalars(%itup_30) : !cute.int_tuple<"1">
          %229 = cute.get_scalars(%itup_31) : !cute.int_tuple<"1">
          %c0_i32_8 = arith.constant 0 : i32
          %c1_i32_9 = arith.constant 1 : i32
          %230 = scf.for %arg14 = %c0_i32_8 to %227 step %c1_i32_9 iter_args(%arg15 = %220) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
            %209 = scf.for %arg16 = %c0_i32_8 to %228 step %c1_i32_9 iter_args(%arg17 = %arg15) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
              %237 = scf.for %arg18 = %c0_i32_8 to %229 step %c1_i32_9 iter_args(%arg19 = %arg17) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
                %coord_23 = cute.make_coord(%arg16, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_24 = cute.make_coord(%arg18, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_25 = cute.make_coord(%arg16, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %238:2 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_81 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_14 = cute.crd2idx(%coord_23, %append_14) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_34 = cute.add_offset(%iter_94, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_40 = cute.make_view(%tup_34, %lay_81) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %239:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_82 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_15 = cute.crd2idx(%coord_24, %append_15) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_35 = cute.add_offset(%iter_134, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_41 = cute.make_view(%tup_35, %lay_82) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %240:2 = cute.get_scalars(%coord_25) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_83 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_16 = cute.crd2idx(%coord_25, %lay_103) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_17 = cute.add_offset(%iter_135, %idx_16) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_42 = cute.make_view(%ptr_17, %lay_83) : !memref_tmem_f32_e944
                %241:2 = cute.get_scalars(%coord_25) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_71 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_17 = cute.crd2idx(%coord_25, %lay_104) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_18 = cute.add_offset(%iter_136, %idx_17) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_43 = cute.make_view(%ptr_18, %lay_71) : !memref_tmem_f32_e944
                %242 = cute_nvgpu.atom.get_value<neg_a>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %243 = cute_nvgpu.atom.get_value<neg_b>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %244 = cute_nvgpu.atom.get_value<accum_c>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> i1
                %c138413200_i32 = arith.constant 138413200 : i32
                %245 = arith.extui %242 : i1 to i32
                %246 = arith.extui %243 : i1 to i32
                %c13_i32 = arith.constant 13 : i32
                %c14_i32 = arith.constant 14 : i32
                %247 = arith.shli %245, %c13_i32 : i32
                %248 = arith.shli %246, %c14_i32 : i32
                %249 = arith.ori %247, %c138413200_i32 : i32
                %250 = arith.ori %249, %248 : i32
                %iter_111 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %251 = builtin.unrealized_conversion_cast %iter_111 : !cute_nvgpu.smem_desc to i64
                %252 = cute_nvgpu.atom.get_value<disable_output_lane>(%arg19) : (!mma_bf16_bf16_f32_128x256x16_8117) -> vector<4xi32>
                %iter_112 = cute.get_iter(%view_42) : !memref_tmem_f32_e944
                %253 = builtin.unrealized_conversion_cast %iter_112 : !cute.ptr<f32, tmem, align<16>> to i32
                %254 = llvm.inttoptr %253 : i32 to !llvm.ptr<6>
                %iter_113 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %255 = builtin.unrealized_conversion_cast %iter_113 : !cute_nvgpu.smem_desc to i64
                %256 = nvvm.elect.sync -> i1
                scf.if %256 {
                  nvvm.tcgen05.mma %254, %255, %251, %250, %244 mask = %252 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
                }
                scf.yield %arg19 : !mma_bf16_bf16_f32_128x256x16_8117
              } {loop_annotation = #loop_annotation_0327}
              scf.yield %237 : !mma_bf16_bf16_f32_128x256x16_8117
            } {loop_annotation = #loop_annotation_0327}
            scf.yield %209 : !mma_bf16_bf16_f32_128x256x16_8117
          } {loop_annotation = #loop_annotation_0327}
          %231 = cute_nvgpu.atom.set_value<accum_c>(%220, %true_0) : (!mma_bf16_bf16_f32_128x256x16_8117, i1)
          %232 = nvvm.elect.sync -> i1
          scf.if %232 {
            %int_tuple_13 = cute.make_int_tuple(%arg9) : (i32) -> !cute.int_tuple<"?">
            %ptr_16 = cute.add_offset(%ptr_8, %int_tuple_13) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %209 = builtin.unrealized_conversion_cast %ptr_16 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            nvvm.tcgen05.commit %209 : !llvm.ptr<3>
          }
          %c1_i32_10 = arith.constant 1 : i32
          %233 = arith.addi %arg9, %c1_i32_10 : i32
          %234 = arith.addi %arg8, %c1_i32_10 : i32
          %c4_i32_1 = arith.constant 4 : i32
          %235 = arith.cmpi eq, %233, %c4_i32_1 : i32
          %236:2 = scf.if %235 -> (i32, i32) {
            %c1_i32_11 = arith.constant 1 : i32
            %209 = arith.xori %arg10, %c1_i32_11 : i32
            %c0_i32_9 = arith.constant 0 : i32
            scf.yield %c0_i32_9, %209 : i32, i32
          } else {
            scf.yield %233, %arg10 : i32, i32
          }
          %c0_i32_10 = arith.constant 0 : i32
          %181 = arith.cmpi sgt, %arg6, %c0_i32_10 : i32
          %182 = arith.cmpi sgt, %arg6, %c0_i32_10 : i32
          %183 = arith.cmpi sgt, %177, %arg11 : i32
          %207 = arith.andi %182, %183 : i1
          %208:3 = scf.if %207 -> (i32, i32, i32) {
            %true_1 = arith.constant true
            scf.if %true_1 {
              %int_tuple_14 = cute.make_int_tuple(%arg12) : (i32) -> !cute.int_tuple<"?">
              %ptr_19 = cute.add_offset(%ptr_8, %int_tuple_14) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %257 = builtin.unrealized_conversion_cast %ptr_19 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c10000000_i32 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity %257, %arg13, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            scf.if %true_1 {
              %257 = nvvm.elect.sync -> i1
              scf.if %257 {
                %int_tuple_14 = cute.make_int_tuple(%arg12) : (i32) -> !cute.int_tuple<"?">
                %ptr_19 = cute.add_offset(%iter_9, %int_tuple_14) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %258 = builtin.unrealized_conversion_cast %ptr_19 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c49152_i32 = arith.constant 49152 : i32
                %259 = nvvm.mbarrier.arrive.expect_tx %258, %c49152_i32 : !llvm.ptr<3>, i32 -> i64
              }
            }
            %int_tuple_15 = cute.make_int_tuple(%arg12) : (i32) -> !cute.int_tuple<"?">
            %ptr_20 = cute.add_offset(%iter_9, %int_tuple_15) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %coord_32 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,?)">
            %lay_105 = cute.get_layout(%view_17) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
            %idx_24 = cute.crd2idx(%coord_32, %lay_105) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
            %iter_137 = cute.get_iter(%view_17) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
            %tup_42 = cute.add_offset(%iter_137, %idx_24) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_49 = cute.make_view(%tup_42) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_138 = cute.get_iter(%view_49) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %tup_43 = cute.deref_arith_tuple_iter(%iter_138) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %e0_74, %e1_55 = cute.get_leaves(%tup_43) : !cute.int_tuple<"(?{div=64},?{div=128})">
            %209 = cute.get_scalars(%e0_74) : !cute.int_tuple<"?{div=64}">
            %237 = cute.get_scalars(%e1_55) : !cute.int_tuple<"?{div=128}">
            %iter_99 = cute.get_iter(%view_49) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %tup_44 = cute.deref_arith_tuple_iter(%iter_99) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %e0_75, %e1_56 = cute.get_leaves(%tup_44) : !cute.int_tuple<"(?{div=64},?{div=128})">
            %238 = cute.get_scalars(%e0_75) : !cute.int_tuple<"?{div=64}">
            %239 = cute.get_scalars(%e1_56) : !cute.int_tuple<"?{div=128}">
            %coord_33 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
            %lay_106 = cute.get_layout(%view_16) : !memref_smem_bf16_cd36
            %idx_25 = cute.crd2idx(%coord_33, %lay_106) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),4):((1,0),8192)">) -> !cute.int_tuple<"?{div=8192}">
            %iter_112 = cute.get_iter(%view_16) : !memref_smem_bf16_cd36
            %ptr_21 = cute.add_offset(%iter_112, %idx_25) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_50 = cute.make_view(%ptr_21) : !memref_smem_bf16_b164
            %iter_139 = cute.get_iter(%view_50) : !memref_smem_bf16_b164
            %iter_140 = cute.get_iter(%view_50) : !memref_smem_bf16_b164
            %lay_107 = cute.get_layout(%view_49) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %240 = cute.get_shape(%lay_107) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
            %e0_76, %e1_57, %e2_21 = cute.get_leaves(%240) : !cute.shape<"(((64,128),1))">
            %lay_108 = cute.get_layout(%view_50) : !memref_smem_bf16_b164
            %241 = cute.get_shape(%lay_108) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
            %e0_77, %e1_58 = cute.get_leaves(%241) : !cute.shape<"((8192,1))">
            %shape_59 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_109 = cute.make_layout() : !cute.layout<"1:0">
            %append_16 = cute.append_to_rank<2> (%lay_107, %lay_109) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
            %int_tuple_16 = cute.make_int_tuple(%e0_75, %e1_56) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_16) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_51 = cute.make_view(%int_tup_iter, %append_16) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
            %iter_84 = cute.get_iter(%view_51) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
            %tup_45 = cute.deref_arith_tuple_iter(%iter_84) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %e0_78, %e1_59 = cute.get_leaves(%tup_45) : !cute.int_tuple<"(?{div=64},?{div=128})">
            %242 = cute.get_scalars(%e0_78) : !cute.int_tuple<"?{div=64}">
            %243 = cute.get_scalars(%e1_59) : !cute.int_tuple<"?{div=128}">
            %lay_110 = cute.get_layout(%view_51) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
            %244 = cute.get_shape(%lay_110) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
            %e0_79, %e1_60, %e2_22, %e3_15 = cute.get_leaves(%244) : !cute.shape<"(((64,128),1),1)">
            %iter_141 = cute.get_iter(%view_51) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
            %view_52 = cute.make_view(%iter_141) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %iter_142 = cute.get_iter(%view_52) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %tup_46 = cute.deref_arith_tuple_iter(%iter_142) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %e0_80, %e1_61 = cute.get_leaves(%tup_46) : !cute.int_tuple<"(?{div=64},?{div=128})">
            %245 = cute.get_scalars(%e0_80) : !cute.int_tuple<"?{div=64}">
            %246 = cute.get_scalars(%e1_61) : !cute.int_tuple<"?{div=128}">
            %iter_143 = cute.get_iter(%view_52) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %tup_47 = cute.deref_arith_tuple_iter(%iter_143) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %e0_81, %e1_62 = cute.get_leaves(%tup_47) : !cute.int_tuple<"(?{div=64},?{div=128})">
            %247 = cute.get_scalars(%e0_81) : !cute.int_tuple<"?{div=64}">
            %248 = cute.get_scalars(%e1_62) : !cute.int_tuple<"?{div=128}">
            %shape_60 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_111 = cute.make_layout() : !cute.layout<"1:0">
            %append_17 = cute.append_to_rank<2> (%lay_108, %lay_111) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
            %view_53 = cute.make_view(%iter_140, %append_17) : !memref_smem_bf16_3782
            %iter_144 = cute.get_iter(%view_53) : !memref_smem_bf16_3782
            %lay_112 = cute.get_layout(%view_53) : !memref_smem_bf16_3782
            %249 = cute.get_shape(%lay_112) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
            %e0_82, %e1_63, %e2_23 = cute.get_leaves(%249) : !cute.shape<"((8192,1),1)">
            %iter_145 = cute.get_iter(%view_53) : !memref_smem_bf16_3782
            %view_54 = cute.make_view(%iter_145) : !memref_smem_bf16_b8cc
            %iter_146 = cute.get_iter(%view_54) : !memref_smem_bf16_b8cc
            %iter_147 = cute.get_iter(%view_54) : !memref_smem_bf16_b8cc
            %lay_113 = cute.get_layout(%view_52) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %250 = cute.get_shape(%lay_113) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
            %e0_83, %e1_64, %e2_24, %e3_16 = cute.get_leaves(%250) : !cute.shape<"(((64,128),1),(1))">
            %lay_114 = cute.get_layout(%view_54) : !memref_smem_bf16_b8cc
            %251 = cute.get_shape(%lay_114) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
            %e0_84, %e1_65, %e2_25 = cute.get_leaves(%251) : !cute.shape<"((8192,1),(1))">
            %lay_115 = cute.get_layout(%view_52) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %252 = cute.get_shape(%lay_115) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
            %shape_61 = cute.make_shape() : () -> !cute.shape<"1">
            %itup_32 = cute.to_int_tuple(%shape_61) : !cute.shape<"1"> to !cute.int_tuple<"1">
            %e0_85 = cute.get_leaves(%itup_32) : !cute.int_tuple<"1">
            %lay_116 = cute.get_layout(%view_54) : !memref_smem_bf16_b8cc
            %253 = cute.get_shape(%lay_116) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
            %shape_62 = cute.make_shape() : () -> !cute.shape<"1">
            %itup_33 = cute.to_int_tuple(%shape_62) : !cute.shape<"1"> to !cute.int_tuple<"1">
            %e0_86 = cute.get_leaves(%itup_33) : !cute.int_tuple<"1">
            %254 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
            %255 = cute_nvgpu.atom.set_value<tma_bar>(%254, %ptr_20) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.ptr<i64, smem>)
            %iter_148 = cute.get_iter(%view_52) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %iter_149 = cute.get_iter(%view_54) : !memref_smem_bf16_b8cc
            %lay_117 = cute.get_layout(%view_52) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %lay_118 = cute.get_layout(%view_54) : !memref_smem_bf16_b8cc
            %256 = cute.static : !cute.layout<"1:0">
            %append_18 = cute.append_to_rank<2> (%lay_117, %256) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
            %append_19 = cute.append_to_rank<2> (%lay_118, %256) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
            %grouped_4 = cute.group_modes(%append_18) <1, 2> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
            %grouped_5 = cute.group_modes(%append_19) <1, 2> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.layout<"((8192,1),((1))):((1,0),((0)))">
            %260 = cute.get_shape(%grouped_4) : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.shape<"(((64,128),1),((1)))">
            %shape_63 = cute.make_shape() : () -> !cute.shape<"1">
            %itup_34 = cute.to_int_tuple(%shape_63) : !cute.shape<"1"> to !cute.int_tuple<"1">
            %261 = cute.get_scalars(%itup_34) : !cute.int_tuple<"1">
            %c0_i32_11 = arith.constant 0 : i32
            %c1_i32_12 = arith.constant 1 : i32
            scf.for %arg14 = %c0_i32_11 to %261 step %c1_i32_12  : i32 {
              %coord_34 = cute.make_coord(%arg14) : (i32) -> !cute.coord<"(_,?)">
              %257 = cute.get_scalars(%coord_34) <{only_dynamic}> : !cute.coord<"(_,?)">
              %lay_119 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
              %idx_26 = cute.crd2idx(%coord_34, %grouped_4) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
              %tup_48 = cute.add_offset(%iter_148, %idx_26) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
              %view_55 = cute.make_view(%tup_48, %lay_119) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
              %258 = cute.get_scalars(%coord_34) <{only_dynamic}> : !cute.coord<"(_,?)">
              %lay_120 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
              %idx_27 = cute.crd2idx(%coord_34, %grouped_5) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
              %ptr_22 = cute.add_offset(%iter_149, %idx_27) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
              %view_56 = cute.make_view(%ptr_22, %lay_120) : !memref_smem_bf16_b164
              %259 = cute_nvgpu.atom.get_value<tma_bar>(%255) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<i64, smem>
              %262 = cute_nvgpu.atom.get_value<mcast_mask>(%255) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i16
              %263 = cute_nvgpu.atom.get_value<cache_policy>(%255) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i64
              %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%255 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
              %iter_150 = cute.get_iter(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
              %iter_151 = cute.get_iter(%view_56) : !memref_smem_bf16_b164
              %lay_121 = cute.get_layout(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
              %lay_122 = cute.get_layout(%view_56) : !memref_smem_bf16_b164
              %coord_35 = cute.make_coord() : () -> !cute.coord<"((_,0))">
              %idx_28 = cute.crd2idx(%coord_35, %lay_121) : (!cute.coord<"((_,0))">, !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.int_tuple<"(0,0)">
              %tup_49 = cute.add_offset(%iter_150, %idx_28) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
              %idx_29 = cute.crd2idx(%coord_35, %lay_122) : (!cute.coord<"((_,0))">, !cute.layout<"((8192,1)):((1,0))">) -> !cute.int_tuple<"0">
              %ptr_23 = cute.add_offset(%iter_151, %idx_29) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
              %tup_50 = cute.deref_arith_tuple_iter(%tup_49) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
              %264:2 = cute.get_scalars(%tup_50) : !cute.int_tuple<"(?{div=64},?{div=128})">
              cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_23 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %259 : !cute.ptr<i64, smem>, [%264#0, %264#1] : i32, i32) cache_policy = %263 mode = <tiled> num_cta = 1 : i32
            } {loop_annotation = #loop_annotation_0327}
            %coord_36 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,?)">
            %lay_123 = cute.get_layout(%view_21) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
            %idx_30 = cute.crd2idx(%coord_36, %lay_123) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
            %iter_152 = cute.get_iter(%view_21) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
            %tup_51 = cute.add_offset(%iter_152, %idx_30) : (!cute.arith_tuple_iter<"(0,?{div=256})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %view_57 = cute.make_view(%tup_51) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %iter_153 = cute.get_iter(%view_57) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %tup_52 = cute.deref_arith_tuple_iter(%iter_153) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %e0_87, %e1_66 = cute.get_leaves(%tup_52) : !cute.int_tuple<"(?{div=64},?{div=256})">
            %265 = cute.get_scalars(%e0_87) : !cute.int_tuple<"?{div=64}">
            %266 = cute.get_scalars(%e1_66) : !cute.int_tuple<"?{div=256}">
            %iter_154 = cute.get_iter(%view_57) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %tup_53 = cute.deref_arith_tuple_iter(%iter_154) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %e0_88, %e1_67 = cute.get_leaves(%tup_53) : !cute.int_tuple<"(?{div=64},?{div=256})">
            %267 = cute.get_scalars(%e0_88) : !cute.int_tuple<"?{div=64}">
            %268 = cute.get_scalars(%e1_67) : !cute.int_tuple<"?{div=256}">
            %coord_37 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
            %lay_124 = cute.get_layout(%view_20) : !memref_smem_bf16_d444
            %idx_31 = cute.crd2idx(%coord_37, %lay_124) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),4):((1,0),16384)">) -> !cute.int_tuple<"?{div=16384}">
            %iter_155 = cute.get_iter(%view_20) : !memref_smem_bf16_d444
            %ptr_24 = cute.add_offset(%iter_155, %idx_31) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=16384}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_58 = cute.make_view(%ptr_24) : !memref_smem_bf16_4817
            %iter_156 = cute.get_iter(%view_58) : !memref_smem_bf16_4817
            %iter_157 = cute.get_iter(%view_58) : !memref_smem_bf16_4817
            %lay_125 = cute.get_layout(%view_57) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %269 = cute.get_shape(%lay_125) : (!cute.layout<"(((64,256),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,256),1))">
            %e0_89, %e1_68, %e2_26 = cute.get_leaves(%269) : !cute.shape<"(((64,256),1))">
            %lay_126 = cute.get_layout(%view_58) : !memref_smem_bf16_4817
            %270 = cute.get_shape(%lay_126) : (!cute.layout<"((16384,1)):((1,0))">) -> !cute.shape<"((16384,1))">
            %e0_90, %e1_69 = cute.get_leaves(%270) : !cute.shape<"((16384,1))">
            %shape_64 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_127 = cute.make_layout() : !cute.layout<"1:0">
            %append_20 = cute.append_to_rank<2> (%lay_125, %lay_127) : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
            %int_tuple_17 = cute.make_int_tuple(%e0_88, %e1_67) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=256}">) -> !cute.int_tuple<"(?{div=64},?{div=256})">
            %int_tup_iter_1 = cute.make_arith_tuple_iter(%int_tuple_17) : (!cute.int_tuple<"(?{div=64},?{div=256})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %view_59 = cute.make_view(%int_tup_iter_1, %append_20) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
            %iter_158 = cute.get_iter(%view_59) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
            %tup_54 = cute.deref_arith_tuple_iter(%iter_158) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %e0_91, %e1_70 = cute.get_leaves(%tup_54) : !cute.int_tuple<"(?{div=64},?{div=256})">
            %271 = cute.get_scalars(%e0_91) : !cute.int_tuple<"?{div=64}">
            %272 = cute.get_scalars(%e1_70) : !cute.int_tuple<"?{div=256}">
            %lay_128 = cute.get_layout(%view_59) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
            %273 = cute.get_shape(%lay_128) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
            %e0_92, %e1_71, %e2_27, %e3_17 = cute.get_leaves(%273) : !cute.shape<"(((64,256),1),1)">
            %iter_159 = cute.get_iter(%view_59) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
            %view_60 = cute.make_view(%iter_159) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %iter_160 = cute.get_iter(%view_60) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %tup_55 = cute.deref_arith_tuple_iter(%iter_160) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %e0_93, %e1_72 = cute.get_leaves(%tup_55) : !cute.int_tuple<"(?{div=64},?{div=256})">
            %274 = cute.get_scalars(%e0_93) : !cute.int_tuple<"?{div=64}">
            %275 = cute.get_scalars(%e1_72) : !cute.int_tuple<"?{div=256}">
            %iter_161 = cute.get_iter(%view_60) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %tup_56 = cute.deref_arith_tuple_iter(%iter_161) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %e0_94, %e1_73 = cute.get_leaves(%tup_56) : !cute.int_tuple<"(?{div=64},?{div=256})">
            %276 = cute.get_scalars(%e0_94) : !cute.int_tuple<"?{div=64}">
            %277 = cute.get_scalars(%e1_73) : !cute.int_tuple<"?{div=256}">
            %shape_65 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_129 = cute.make_layout() : !cute.layout<"1:0">
            %append_21 = cute.append_to_rank<2> (%lay_126, %lay_129) : !cute.layout<"((16384,1)):((1,0))">, !cute.layout<"1:0">
            %view_61 = cute.make_view(%iter_157, %append_21) : !memref_smem_bf16_850d
            %iter_162 = cute.get_iter(%view_61) : !memref_smem_bf16_850d
            %lay_130 = cute.get_layout(%view_61) : !memref_smem_bf16_850d
            %278 = cute.get_shape(%lay_130) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
            %e0_95, %e1_74, %e2_28 = cute.get_leaves(%278) : !cute.shape<"((16384,1),1)">
            %iter_163 = cute.get_iter(%view_61) : !memref_smem_bf16_850d
            %view_62 = cute.make_view(%iter_163) : !memref_smem_bf16_f836
            %iter_164 = cute.get_iter(%view_62) : !memref_smem_bf16_f836
            %iter_165 = cute.get_iter(%view_62) : !memref_smem_bf16_f836
            %lay_131 = cute.get_layout(%view_60) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %279 = cute.get_shape(%lay_131) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
            %e0_96, %e1_75, %e2_29, %e3_18 = cute.get_leaves(%279) : !cute.shape<"(((64,256),1),(1))">
            %lay_132 = cute.get_layout(%view_62) : !memref_smem_bf16_f836
            %280 = cute.get_shape(%lay_132) : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.shape<"((16384,1),(1))">
            %e0_97, %e1_76, %e2_30 = cute.get_leaves(%280) : !cute.shape<"((16384,1),(1))">
            %lay_133 = cute.get_layout(%view_60) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %281 = cute.get_shape(%lay_133) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
            %shape_66 = cute.make_shape() : () -> !cute.shape<"1">
            %itup_35 = cute.to_int_tuple(%shape_66) : !cute.shape<"1"> to !cute.int_tuple<"1">
            %e0_98 = cute.get_leaves(%itup_35) : !cute.int_tuple<"1">
            %lay_134 = cute.get_layout(%view_62) : !memref_smem_bf16_f836
            %282 = cute.get_shape(%lay_134) : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.shape<"((16384,1),(1))">
            %shape_67 = cute.make_shape() : () -> !cute.shape<"1">
            %itup_36 = cute.to_int_tuple(%shape_67) : !cute.shape<"1"> to !cute.int_tuple<"1">
            %e0_99 = cute.get_leaves(%itup_36) : !cute.int_tuple<"1">
            %283 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>
            %284 = cute_nvgpu.atom.set_value<tma_bar>(%283, %ptr_20) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>, !cute.ptr<i64, smem>)
            %iter_166 = cute.get_iter(%view_60) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %iter_167 = cute.get_iter(%view_62) : !memref_smem_bf16_f836
            %lay_135 = cute.get_layout(%view_60) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %lay_136 = cute.get_layout(%view_62) : !memref_smem_bf16_f836
            %285 = cute.static : !cute.layout<"1:0">
            %append_22 = cute.append_to_rank<2> (%lay_135, %285) : !cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
            %append_23 = cute.append_to_rank<2> (%lay_136, %285) : !cute.layout<"((16384,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
            %grouped_6 = cute.group_modes(%append_22) <1, 2> : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">
            %grouped_7 = cute.group_modes(%append_23) <1, 2> : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.layout<"((16384,1),((1))):((1,0),((0)))">
            %286 = cute.get_shape(%grouped_6) : (!cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.shape<"(((64,256),1),((1)))">
            %shape_68 = cute.make_shape() : () -> !cute.shape<"1">
            %itup_37 = cute.to_int_tuple(%shape_68) : !cute.shape<"1"> to !cute.int_tuple<"1">
            %287 = cute.get_scalars(%itup_37) : !cute.int_tuple<"1">
            %c0_i32_12 = arith.constant 0 : i32
            %c1_i32_13 = arith.constant 1 : i32
            scf.for %arg14 = %c0_i32_12 to %287 step %c1_i32_13  : i32 {
              %coord_34 = cute.make_coord(%arg14) : (i32) -> !cute.coord<"(_,?)">
              %257 = cute.get_scalars(%coord_34) <{only_dynamic}> : !cute.coord<"(_,?)">
              %lay_119 = cute.make_layout() : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">
              %idx_26 = cute.crd2idx(%coord_34, %grouped_6) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
              %tup_48 = cute.add_offset(%iter_166, %idx_26) : (!cute.arith_tuple_iter<"(?{div=64},?{div=256})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
              %view_55 = cute.make_view(%tup_48, %lay_119) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
              %258 = cute.get_scalars(%coord_34) <{only_dynamic}> : !cute.coord<"(_,?)">
              %lay_120 = cute.make_layout() : !cute.layout<"((16384,1)):((1,0))">
              %idx_27 = cute.crd2idx(%coord_34, %grouped_7) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
              %ptr_22 = cute.add_offset(%iter_167, %idx_27) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
              %view_56 = cute.make_view(%ptr_22, %lay_120) : !memref_smem_bf16_4817
              %259 = cute_nvgpu.atom.get_value<tma_bar>(%284) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) -> !cute.ptr<i64, smem>
              %262 = cute_nvgpu.atom.get_value<mcast_mask>(%284) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) -> i16
              %263 = cute_nvgpu.atom.get_value<cache_policy>(%284) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) -> i64
              %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%284 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
              %iter_150 = cute.get_iter(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
              %iter_151 = cute.get_iter(%view_56) : !memref_smem_bf16_4817
              %lay_121 = cute.get_layout(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
              %lay_122 = cute.get_layout(%view_56) : !memref_smem_bf16_4817
              %coord_35 = cute.make_coord() : () -> !cute.coord<"((_,0))">
              %idx_28 = cute.crd2idx(%coord_35, %lay_121) : (!cute.coord<"((_,0))">, !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">) -> !cute.int_tuple<"(0,0)">
              %tup_49 = cute.add_offset(%iter_150, %idx_28) : (!cute.arith_tuple_iter<"(?{div=64},?{div=256})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
              %idx_29 = cute.crd2idx(%coord_35, %lay_122) : (!cute.coord<"((_,0))">, !cute.layout<"((16384,1)):((1,0))">) -> !cute.int_tuple<"0">
              %ptr_23 = cute.add_offset(%iter_151, %idx_29) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
              %tup_50 = cute.deref_arith_tuple_iter(%tup_49) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
              %264:2 = cute.get_scalars(%tup_50) : !cute.int_tuple<"(?{div=64},?{div=256})">
              cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_23 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %259 : !cute.ptr<i64, smem>, [%264#0, %264#1] : i32, i32) cache_policy = %263 mode = <tiled> num_cta = 1 : i32
            } {loop_annotation = #loop_annotation_0327}
            %c1_i32_14 = arith.constant 1 : i32
            %288 = arith.addi %arg12, %c1_i32_14 : i32
            %289 = arith.addi %arg11, %c1_i32_14 : i32
            %c4_i32_2 = arith.constant 4 : i32
            %290 = arith.cmpi eq, %288, %c4_i32_2 : i32
            %291:2 = scf.if %290 -> (i32, i32) {
              %c1_i32_15 = arith.constant 1 : i32
              %257 = arith.xori %arg13, %c1_i32_15 : i32
              %c0_i32_13 = arith.constant 0 : i32
              scf.yield %c0_i32_13, %257 : i32, i32
            } else {
              scf.yield %288, %arg13 : i32, i32
            }
            scf.yield %289, %291#0, %291#1 : i32, i32, i32
          } else {
            scf.yield %arg11, %arg12, %arg13 : i32, i32, i32
          }
          scf.yield %231, %234, %236#0, %236#1, %208#0, %208#1, %208#2 : !mma_bf16_bf16_f32_128x256x16_8117, i32, i32, i32, i32, i32, i32
        } {loop_annotation = #loop_annotation1_7daa}
        %80 = nvvm.elect.sync -> i1
        scf.if %80 {
          %c0_i32_14 = arith.constant 0 : i32
          %int_tuple_5 = cute.make_int_tuple(%c0_i32_14) : (i32) -> !cute.int_tuple<"?">
          %ptr_5 = cute.add_offset(%iter_12, %int_tuple_5) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %184 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.tcgen05.commit %184 : !llvm.ptr<3>
        }
        scf.yield %79#0 : !mma_bf16_bf16_f32_128x256x16_8117
      } else {
        scf.yield %arg0 : !mma_bf16_bf16_f32_128x256x16_8117
      }
      %292 = nvvm.read.ptx.sreg.tid.x : i32
      %293 = nvvm.read.ptx.sreg.tid.y : i32
      %294 = nvvm.read.ptx.sreg.tid.z : i32
      %295 = nvvm.read.ptx.sreg.ntid.x : i32
      %296 = nvvm.read.ptx.sreg.ntid.y : i32
      %297 = arith.muli %293, %295 : i32
      %298 = arith.addi %292, %297 : i32
      %299 = arith.muli %294, %295 : i32
      %300 = arith.muli %299, %296 : i32
      %301 = arith.addi %298, %300 : i32
      %302 = arith.floordivsi %301, %c32_i32 : i32
      %303 = cute_nvgpu.arch.make_warp_uniform(%302) : i32
      %304 = cute_nvgpu.arch.make_warp_uniform(%303) : i32
      %305 = arith.cmpi eq, %304, %c0_i32 : i32
      scf.if %305 {
        cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
      }
      scf.if %true {
        %c0_i32_1 = arith.constant 0 : i32
        %int_tuple_18 = cute.make_int_tuple(%c0_i32_1) : (i32) -> !cute.int_tuple<"?">
        %ptr_25 = cute.add_offset(%iter_12, %int_tuple_18) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
        %76 = builtin.unrealized_conversion_cast %ptr_25 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        %c10000000_i32 = arith.constant 10000000 : i32
        nvvm.mbarrier.try_wait.parity %76, %c0_i32_1, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      %lay_137 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
      %306 = cute.get_shape(%lay_137) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
      %shape_69 = cute.make_shape() : () -> !cute.shape<"128">
      %itup_38 = cute.to_int_tuple(%shape_69) : !cute.shape<"128"> to !cute.int_tuple<"128">
      %e0_100 = cute.get_leaves(%itup_38) : !cute.int_tuple<"128">
      %lay_138 = cute.get_layout(%view_23) : !memref_tmem_f32_e56e
      %307 = cute.get_shape(%lay_138) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
      %e0_101, %e1_77, %e2_31, %e3_19 = cute.get_leaves(%307) : !cute.shape<"((128,256),1,1)">
      %tile_5 = cute.make_tile() : () -> !cute.tile<"[[128:1;64:1]]">
      %iter_168 = cute.get_iter(%view_23) : !memref_tmem_f32_e56e
      %view_63 = cute.make_view(%iter_168) : !memref_tmem_f32_c061
      %iter_169 = cute.get_iter(%view_63) : !memref_tmem_f32_c061
      %iter_170 = cute.get_iter(%view_63) : !memref_tmem_f32_c061
      %lay_139 = cute.get_layout(%view_11) : !memref_gmem_bf16_52ab
      %308 = cute.get_shape(%lay_139) : (!cute.layout<"((128,256),1,1):((?{i64 div=8},1),0,0)">) -> !cute.shape<"((128,256),1,1)">
      %e0_102, %e1_78, %e2_32, %e3_20 = cute.get_leaves(%308) : !cute.shape<"((128,256),1,1)">
      %tile_6 = cute.make_tile() : () -> !cute.tile<"[[128:1;64:1]]">
      %iter_171 = cute.get_iter(%view_11) : !memref_gmem_bf16_52ab
      %lay_140 = cute.get_layout(%view_11) : !memref_gmem_bf16_52ab
      %309 = cute.get_scalars(%lay_140) <{only_dynamic}> : !cute.layout<"((128,256),1,1):((?{i64 div=8},1),0,0)">
      %shape_70 = cute.make_shape() : () -> !cute.shape<"(((128,64)),((1,4),1,1))">
      %iv_7 = cute.assume(%309) : (i64) -> !cute.i64<divby 8>
      %stride_12 = cute.make_stride(%iv_7) : (!cute.i64<divby 8>) -> !cute.stride<"(((?{i64 div=8},1)),((0,64),0,0))">
      %lay_141 = cute.make_layout(%shape_70, %stride_12) : !cute.layout<"(((128,64)),((1,4),1,1)):(((?{i64 div=8},1)),((0,64),0,0))">
      %view_64 = cute.make_view(%iter_171, %lay_141) : !memref_gmem_bf16_c096
      %iter_172 = cute.get_iter(%view_64) : !memref_gmem_bf16_c096
      %iter_173 = cute.get_iter(%view_64) : !memref_gmem_bf16_c096
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x64>
      %coord_38 = cute.make_coord() : () -> !cute.coord<"(_,0)">
      %lay_142 = cute.get_layout(%view_63) : !memref_tmem_f32_c061
      %idx_32 = cute.crd2idx(%coord_38, %lay_142) : (!cute.coord<"(_,0)">, !cute.layout<"(((128,64)),((1,4),1,1)):(((65536,1)),((0,64),0,0))">) -> !cute.int_tuple<"0">
      %iter_174 = cute.get_iter(%view_63) : !memref_tmem_f32_c061
      %ptr_26 = cute.add_offset(%iter_174, %idx_32) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
      %view_65 = cute.make_view(%ptr_26) : !memref_tmem_f32_dbd4
      %iter_175 = cute.get_iter(%view_65) : !memref_tmem_f32_dbd4
      %iter_176 = cute.get_iter(%view_65) : !memref_tmem_f32_dbd4
      %310 = cute_nvgpu.atom.make_tmem_copy(%atom, %view_65) : (!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x64>, !memref_tmem_f32_dbd4) -> !copy_ldtm_3528
      %coord_39 = cute.make_coord(%12) : (i32) -> !cute.coord<"?">
      %iter_177 = cute.get_iter(%view_63) : !memref_tmem_f32_c061
      %311 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32_0 = arith.constant 32 : i32
      %312 = arith.divsi %311, %c32_i32_0 : i32
      %c32_i32_1 = arith.constant 32 : i32
      %313 = arith.remsi %311, %c32_i32_1 : i32
      %c2097152_i32 = arith.constant 2097152 : i32
      %314 = arith.muli %312, %c2097152_i32 overflow<nsw> : i32
      %iv_8 = cute.assume(%314) : (i32) -> !cute.i32<divby 2097152>
      %int_tuple_19 = cute.make_int_tuple(%iv_8) : (!cute.i32<divby 2097152>) -> !cute.int_tuple<"?{div=2097152}">
      %ptr_27 = cute.add_offset(%iter_177, %int_tuple_19) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"?{div=2097152}">) -> !cute.ptr<f32, tmem, align<16>>
      %view_66 = cute.make_view(%ptr_27) : !memref_tmem_f32_c264
      %iter_178 = cute.get_iter(%view_66) : !memref_tmem_f32_c264
      %coord_40 = cute.make_coord(%12) : (i32) -> !cute.coord<"?">
      %iter_179 = cute.get_iter(%view_64) : !memref_gmem_bf16_c096
      %lay_143 = cute.get_layout(%view_64) : !memref_gmem_bf16_c096
      %315 = cute.get_scalars(%lay_143) <{only_dynamic}> : !cute.layout<"(((128,64)),((1,4),1,1)):(((?{i64 div=8},1)),((0,64),0,0))">
      %316 = cute.get_scalars(%coord_40) <{only_dynamic}> : !cute.coord<"?">
      %c32_i64 = arith.constant 32 : i64
      %317 = arith.muli %315, %c32_i64 overflow<nsw> : i64
      %c32_i32_2 = arith.constant 32 : i32
      %318 = arith.divsi %316, %c32_i32_2 : i32
      %c32_i32_3 = arith.constant 32 : i32
      %319 = arith.remsi %316, %c32_i32_3 : i32
      %320 = arith.extsi %319 : i32 to i64
      %321 = arith.muli %320, %315 overflow<nsw> : i64
      %322 = arith.extsi %318 : i32 to i64
      %323 = arith.muli %322, %317 overflow<nsw> : i64
      %324 = arith.addi %321, %323 overflow<nsw> : i64
      %iv_9 = cute.assume(%324) : (i64) -> !cute.i64<divby 8>
      %int_tuple_20 = cute.make_int_tuple(%iv_9) : (!cute.i64<divby 8>) -> !cute.int_tuple<"?{i64 div=8}">
      %ptr_28 = cute.add_offset(%iter_179, %int_tuple_20) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_67 = cute.make_view(%ptr_28) : !memref_gmem_bf16_bff4
      %iter_180 = cute.get_iter(%view_67) : !memref_gmem_bf16_bff4
      %coord_41 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %lay_144 = cute.get_layout(%view_67) : !memref_gmem_bf16_bff4
      %idx_33 = cute.crd2idx(%coord_41, %lay_144) : (!cute.coord<"(_,_,0)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"0">
      %iter_181 = cute.get_iter(%view_67) : !memref_gmem_bf16_bff4
      %ptr_29 = cute.add_offset(%iter_181, %idx_33) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_68 = cute.make_view(%ptr_29) : !memref_gmem_bf16_a363
      %iter_182 = cute.get_iter(%view_68) : !memref_gmem_bf16_a363
      %iter_183 = cute.get_iter(%view_68) : !memref_gmem_bf16_a363
      %lay_145 = cute.get_layout(%view_68) : !memref_gmem_bf16_a363
      %325 = cute.get_shape(%lay_145) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_103, %e1_79, %e2_33 = cute.get_leaves(%325) : !cute.shape<"((64,1),1)">
      %shape_71 = cute.make_shape() : () -> !cute.shape<"((64,1),1)">
      %lay_146 = cute.make_layout() : !cute.layout<"((64,1),1):((1,0),0)">
      %rmem = cute.memref.alloca(%lay_146) : !memref_rmem_f32_2390
      %iter_184 = cute.get_iter(%rmem) : !memref_rmem_f32_2390
      %iter_185 = cute.get_iter(%rmem) : !memref_rmem_f32_2390
      %coord_42 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %lay_147 = cute.get_layout(%view_67) : !memref_gmem_bf16_bff4
      %idx_34 = cute.crd2idx(%coord_42, %lay_147) : (!cute.coord<"(_,_,0)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"0">
      %iter_186 = cute.get_iter(%view_67) : !memref_gmem_bf16_bff4
      %ptr_30 = cute.add_offset(%iter_186, %idx_34) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_69 = cute.make_view(%ptr_30) : !memref_gmem_bf16_a363
      %iter_187 = cute.get_iter(%view_69) : !memref_gmem_bf16_a363
      %iter_188 = cute.get_iter(%view_69) : !memref_gmem_bf16_a363
      %lay_148 = cute.get_layout(%view_69) : !memref_gmem_bf16_a363
      %326 = cute.get_shape(%lay_148) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_104, %e1_80, %e2_34 = cute.get_leaves(%326) : !cute.shape<"((64,1),1)">
      %shape_72 = cute.make_shape() : () -> !cute.shape<"((64,1),1)">
      %lay_149 = cute.make_layout() : !cute.layout<"((64,1),1):((1,0),0)">
      %rmem_0 = cute.memref.alloca(%lay_149) : !memref_rmem_bf16_5237
      %iter_189 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %iter_190 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %lay_150 = cute.get_layout(%view_66) : !memref_tmem_f32_c264
      %327 = cute.get_shape(%lay_150) : (!cute.layout<"(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">) -> !cute.shape<"(((64,32),1),1,((1,4),1,1))">
      %shape_73 = cute.make_shape() : () -> !cute.shape<"4">
      %itup_39 = cute.to_int_tuple(%shape_73) : !cute.shape<"4"> to !cute.int_tuple<"4">
      %e0_105 = cute.get_leaves(%itup_39) : !cute.int_tuple<"4">
      %coord_43 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %lay_151 = cute.get_layout(%view_66) : !memref_tmem_f32_c264
      %idx_35 = cute.crd2idx(%coord_43, %lay_151) : (!cute.coord<"(_,_,0)">, !cute.layout<"(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">) -> !cute.int_tuple<"0">
      %iter_191 = cute.get_iter(%view_66) : !memref_tmem_f32_c264
      %ptr_31 = cute.add_offset(%iter_191, %idx_35) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
      %view_70 = cute.make_view(%ptr_31) : !memref_tmem_f32_88dc
      %iter_192 = cute.get_iter(%view_70) : !memref_tmem_f32_88dc
      %iter_193 = cute.get_iter(%view_70) : !memref_tmem_f32_88dc
      %lay_152 = cute.get_layout(%view_70) : !memref_tmem_f32_88dc
      %328 = cute.get_shape(%lay_152) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_106, %e1_81, %e2_35, %e3_21 = cute.get_leaves(%328) : !cute.shape<"(((64,32),1),1)">
      %lay_153 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %329 = cute.get_shape(%lay_153) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_107, %e1_82, %e2_36 = cute.get_leaves(%329) : !cute.shape<"((64,1),1)">
      %shape_74 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_154 = cute.make_layout() : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_152, %lay_154) : !cute.layout<"(((64,32),1),1):(((1,65536),0),0)">, !cute.layout<"1:0">
      %view_71 = cute.make_view(%iter_193, %append) : !memref_tmem_f32_88dc
      %iter_194 = cute.get_iter(%view_71) : !memref_tmem_f32_88dc
      %lay_155 = cute.get_layout(%view_71) : !memref_tmem_f32_88dc
      %330 = cute.get_shape(%lay_155) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_108, %e1_83, %e2_37, %e3_22 = cute.get_leaves(%330) : !cute.shape<"(((64,32),1),1)">
      %iter_195 = cute.get_iter(%view_71) : !memref_tmem_f32_88dc
      %view_72 = cute.make_view(%iter_195) : !memref_tmem_f32_296a
      %iter_196 = cute.get_iter(%view_72) : !memref_tmem_f32_296a
      %iter_197 = cute.get_iter(%view_72) : !memref_tmem_f32_296a
      %shape_75 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_156 = cute.make_layout() : !cute.layout<"1:0">
      %append_24 = cute.append_to_rank<2> (%lay_153, %lay_156) : !cute.layout<"((64,1),1):((1,0),0)">, !cute.layout<"1:0">
      %view_73 = cute.make_view(%iter_185, %append_24) : !memref_rmem_f32_2390
      %iter_198 = cute.get_iter(%view_73) : !memref_rmem_f32_2390
      %lay_157 = cute.get_layout(%view_73) : !memref_rmem_f32_2390
      %331 = cute.get_shape(%lay_157) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_109, %e1_84, %e2_38 = cute.get_leaves(%331) : !cute.shape<"((64,1),1)">
      %iter_199 = cute.get_iter(%view_73) : !memref_rmem_f32_2390
      %view_74 = cute.make_view(%iter_199) : !memref_rmem_f32_3ef7
      %iter_200 = cute.get_iter(%view_74) : !memref_rmem_f32_3ef7
      %iter_201 = cute.get_iter(%view_74) : !memref_rmem_f32_3ef7
      %lay_158 = cute.get_layout(%view_72) : !memref_tmem_f32_296a
      %332 = cute.get_shape(%lay_158) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_110, %e1_85, %e2_39, %e3_23 = cute.get_leaves(%332) : !cute.shape<"(((64,32),1),(1))">
      %lay_159 = cute.get_layout(%view_74) : !memref_rmem_f32_3ef7
      %333 = cute.get_shape(%lay_159) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %e0_111, %e1_86, %e2_40 = cute.get_leaves(%333) : !cute.shape<"((64,1),(1))">
      %lay_160 = cute.get_layout(%view_72) : !memref_tmem_f32_296a
      %334 = cute.get_shape(%lay_160) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %shape_76 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_40 = cute.to_int_tuple(%shape_76) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_112 = cute.get_leaves(%itup_40) : !cute.int_tuple<"1">
      %lay_161 = cute.get_layout(%view_74) : !memref_rmem_f32_3ef7
      %335 = cute.get_shape(%lay_161) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %shape_77 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_41 = cute.to_int_tuple(%shape_77) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_113 = cute.get_leaves(%itup_41) : !cute.int_tuple<"1">
      %iter_202 = cute.get_iter(%view_72) : !memref_tmem_f32_296a
      %iter_203 = cute.get_iter(%view_74) : !memref_rmem_f32_3ef7
      %lay_162 = cute.get_layout(%view_72) : !memref_tmem_f32_296a
      %lay_163 = cute.get_layout(%view_74) : !memref_rmem_f32_3ef7
      %336 = cute.static : !cute.layout<"1:0">
      %append_25 = cute.append_to_rank<2> (%lay_162, %336) : !cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">, !cute.layout<"1:0">
      %append_26 = cute.append_to_rank<2> (%lay_163, %336) : !cute.layout<"((64,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %grouped = cute.group_modes(%append_25) <1, 2> : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">
      %grouped_8 = cute.group_modes(%append_26) <1, 2> : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.layout<"((64,1),((1))):((1,0),((0)))">
      %337 = cute.get_shape(%grouped) : (!cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.shape<"(((64,32),1),((1)))">
      %shape_78 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_42 = cute.to_int_tuple(%shape_78) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %338 = cute.get_scalars(%itup_42) : !cute.int_tuple<"1">
      %c0_i32_15 = arith.constant 0 : i32
      %c1_i32_16 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_15 to %338 step %c1_i32_16  : i32 {
        %coord_44 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %76 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_164 = cute.make_layout() : !cute.layout<"(((64,32),1)):(((1,65536),0))">
        %idx_36 = cute.crd2idx(%coord_44, %grouped) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_32 = cute.add_offset(%iter_202, %idx_36) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
        %view_75 = cute.make_view(%ptr_32, %lay_164) : !memref_tmem_f32_7ebc
        %77 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_165 = cute.make_layout() : !cute.layout<"((64,1)):((1,0))">
        %idx_37 = cute.crd2idx(%coord_44, %grouped_8) : (!cute.coord<"(_,?)">, !cute.layout<"((64,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_33 = cute.add_offset(%iter_203, %idx_37) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %view_38 = cute.make_view(%ptr_33, %lay_165) : !memref_rmem_f32_f9c1
        %iter_102 = cute.get_iter(%view_75) : !memref_tmem_f32_7ebc
        %iter_103 = cute.get_iter(%view_38) : !memref_rmem_f32_f9c1
        %78 = "cute_nvgpu.arch.copy.SM100.tmem_load"(%iter_102) <{num_b = 32 : i32, num_dp = 32 : i32, num_rep = 64 : i32}> : (!cute.ptr<f32, tmem, align<16>>) -> vector<64xi32>
        %79 = builtin.unrealized_conversion_cast %iter_103 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        llvm.store %78, %79 : vector<64xi32>, !llvm.ptr
      } {loop_annotation = #loop_annotation_0327}
      %iter_204 = cute.get_iter(%rmem) : !memref_rmem_f32_2390
      %int_tuple_21 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_34 = cute.add_offset(%iter_204, %int_tuple_21) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
      %339 = builtin.unrealized_conversion_cast %ptr_34 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %340 = llvm.load %339 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %341:64 = vector.to_elements %340 : vector<64xf32>
      %int_tuple_22 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_23 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_114 = cute.get_leaves(%int_tuple_23) : !cute.int_tuple<"64">
      %342 = arith.truncf %340 : vector<64xf32> to vector<64xbf16>
      %lay_166 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %343 = cute.get_shape(%lay_166) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_115, %e1_87, %e2_41 = cute.get_leaves(%343) : !cute.shape<"((64,1),1)">
      %int_tuple_24 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_25 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_116 = cute.get_leaves(%int_tuple_25) : !cute.int_tuple<"64">
      %int_tuple_26 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_27 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_117 = cute.get_leaves(%int_tuple_27) : !cute.int_tuple<"64">
      %iter_205 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %344:64 = vector.to_elements %342 : vector<64xbf16>
      %int_tuple_28 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_35 = cute.add_offset(%iter_205, %int_tuple_28) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, rmem, align<32>>
      %345 = builtin.unrealized_conversion_cast %ptr_35 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      llvm.store %342, %345 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %coord_45 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %lay_167 = cute.get_layout(%view_67) : !memref_gmem_bf16_bff4
      %idx_38 = cute.crd2idx(%coord_45, %lay_167) : (!cute.coord<"(_,_,0)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"0">
      %iter_206 = cute.get_iter(%view_67) : !memref_gmem_bf16_bff4
      %ptr_36 = cute.add_offset(%iter_206, %idx_38) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_76 = cute.make_view(%ptr_36) : !memref_gmem_bf16_a363
      %iter_207 = cute.get_iter(%view_76) : !memref_gmem_bf16_a363
      %iter_208 = cute.get_iter(%view_76) : !memref_gmem_bf16_a363
      %lay_168 = cute.get_layout(%view_76) : !memref_gmem_bf16_a363
      %346 = cute.get_shape(%lay_168) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_118, %e1_88, %e2_42 = cute.get_leaves(%346) : !cute.shape<"((64,1),1)">
      %lay_169 = cute.make_layout() : !cute.layout<"64:1">
      %lay_170 = cute.make_layout() : !cute.layout<"64:1">
      %coalesce = cute.coalesce(%lay_170) : (!cute.layout<"64:1">) -> !cute.layout<"64:1">
      %347 = cute.get_shape(%coalesce) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_119 = cute.get_leaves(%347) : !cute.shape<"64">
      %348 = cute.get_stride(%coalesce) : (!cute.layout<"64:1">) -> !cute.stride<"1">
      %e0_120 = cute.get_leaves(%348) : !cute.stride<"1">
      %349 = cute.get_shape(%coalesce) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_121 = cute.get_leaves(%349) : !cute.shape<"64">
      %350 = cute.get_shape(%coalesce) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_122 = cute.get_leaves(%350) : !cute.shape<"64">
      %lay_171 = cute.make_layout() : !cute.layout<"64:1">
      %351 = cute.get_shape(%lay_171) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %shape_79 = cute.make_shape() : () -> !cute.shape<"64">
      %itup_43 = cute.to_int_tuple(%shape_79) : !cute.shape<"64"> to !cute.int_tuple<"64">
      %e0_123 = cute.get_leaves(%itup_43) : !cute.int_tuple<"64">
      %iter_209 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %view_77 = cute.make_view(%iter_209) : !memref_rmem_bf16_70b7
      %iter_210 = cute.get_iter(%view_77) : !memref_rmem_bf16_70b7
      %iter_211 = cute.get_iter(%view_77) : !memref_rmem_bf16_70b7
      %iter_212 = cute.get_iter(%view_76) : !memref_gmem_bf16_a363
      %view_78 = cute.make_view(%iter_212) : !memref_gmem_bf16_5076
      %iter_213 = cute.get_iter(%view_78) : !memref_gmem_bf16_5076
      %iter_214 = cute.get_iter(%view_78) : !memref_gmem_bf16_5076
      %shape_80 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_172 = cute.make_layout() : !cute.layout<"8:1">
      %iter_215 = cute.get_iter(%view_77) : !memref_rmem_bf16_70b7
      %view_79 = cute.make_view(%iter_215) : !memref_rmem_bf16_780e
      %iter_216 = cute.get_iter(%view_79) : !memref_rmem_bf16_780e
      %iter_217 = cute.get_iter(%view_79) : !memref_rmem_bf16_780e
      %shape_81 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_173 = cute.make_layout() : !cute.layout<"8:1">
      %iter_218 = cute.get_iter(%view_78) : !memref_gmem_bf16_5076
      %view_80 = cute.make_view(%iter_218) : !memref_gmem_bf16_e0c1
      %iter_219 = cute.get_iter(%view_80) : !memref_gmem_bf16_e0c1
      %iter_220 = cute.get_iter(%view_80) : !memref_gmem_bf16_e0c1
      %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
      %iter_221 = cute.get_iter(%view_79) : !memref_rmem_bf16_780e
      %iter_222 = cute.get_iter(%view_80) : !memref_gmem_bf16_e0c1
      %lay_174 = cute.get_layout(%view_79) : !memref_rmem_bf16_780e
      %lay_175 = cute.get_layout(%view_80) : !memref_gmem_bf16_e0c1
      %352 = cute.static : !cute.layout<"1:0">
      %append_27 = cute.append_to_rank<2> (%lay_174, %352) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %append_28 = cute.append_to_rank<2> (%lay_175, %352) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %grouped_9 = cute.group_modes(%append_27) <1, 2> : (!cute.layout<"(8,8):(1,8)">) -> !cute.layout<"(8,(8)):(1,(8))">
      %grouped_10 = cute.group_modes(%append_28) <1, 2> : (!cute.layout<"(8,8):(1,8)">) -> !cute.layout<"(8,(8)):(1,(8))">
      %353 = cute.get_shape(%grouped_9) : (!cute.layout<"(8,(8)):(1,(8))">) -> !cute.shape<"(8,(8))">
      %shape_82 = cute.make_shape() : () -> !cute.shape<"8">
      %itup_44 = cute.to_int_tuple(%shape_82) : !cute.shape<"8"> to !cute.int_tuple<"8">
      %354 = cute.get_scalars(%itup_44) : !cute.int_tuple<"8">
      %c0_i32_16 = arith.constant 0 : i32
      %c1_i32_17 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_16 to %354 step %c1_i32_17  : i32 {
        %coord_44 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %76 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_164 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_36 = cute.crd2idx(%coord_44, %grouped_9) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_32 = cute.add_offset(%iter_221, %idx_36) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<16>>
        %view_75 = cute.make_view(%ptr_32, %lay_164) : !memref_rmem_bf16_ce08
        %77 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_165 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_37 = cute.crd2idx(%coord_44, %grouped_10) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_33 = cute.add_offset(%iter_222, %idx_37) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
        %view_38 = cute.make_view(%ptr_33, %lay_165) : !memref_gmem_bf16_127e
        %iter_102 = cute.get_iter(%view_75) : !memref_rmem_bf16_ce08
        %iter_103 = cute.get_iter(%view_38) : !memref_gmem_bf16_127e
        %lay_176 = cute.get_layout(%view_75) : !memref_rmem_bf16_ce08
        %lay_74 = cute.get_layout(%view_38) : !memref_gmem_bf16_127e
        %coord_46 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_39 = cute.crd2idx(%coord_46, %lay_176) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
        %ptr_37 = cute.add_offset(%iter_102, %idx_39) : (!cute.ptr<bf16, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, rmem, align<16>>
        %idx_40 = cute.crd2idx(%coord_46, %lay_74) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
        %ptr_38 = cute.add_offset(%iter_103, %idx_40) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<16>>
        %78 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
        %79 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
        %80 = llvm.load %78 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %80, %79 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      } {loop_annotation = #loop_annotation_0327}
      %coord_47 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
      %lay_177 = cute.get_layout(%view_66) : !memref_tmem_f32_c264
      %idx_41 = cute.crd2idx(%coord_47, %lay_177) : (!cute.coord<"(_,_,1)">, !cute.layout<"(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">) -> !cute.int_tuple<"64">
      %iter_223 = cute.get_iter(%view_66) : !memref_tmem_f32_c264
      %ptr_39 = cute.add_offset(%iter_223, %idx_41) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"64">) -> !cute.ptr<f32, tmem, align<16>>
      %view_81 = cute.make_view(%ptr_39) : !memref_tmem_f32_88dc
      %iter_224 = cute.get_iter(%view_81) : !memref_tmem_f32_88dc
      %iter_225 = cute.get_iter(%view_81) : !memref_tmem_f32_88dc
      %lay_178 = cute.get_layout(%view_81) : !memref_tmem_f32_88dc
      %355 = cute.get_shape(%lay_178) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_124, %e1_89, %e2_43, %e3_24 = cute.get_leaves(%355) : !cute.shape<"(((64,32),1),1)">
      %shape_83 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_179 = cute.make_layout() : !cute.layout<"1:0">
      %append_29 = cute.append_to_rank<2> (%lay_178, %lay_179) : !cute.layout<"(((64,32),1),1):(((1,65536),0),0)">, !cute.layout<"1:0">
      %view_82 = cute.make_view(%iter_225, %append_29) : !memref_tmem_f32_88dc
      %iter_226 = cute.get_iter(%view_82) : !memref_tmem_f32_88dc
      %lay_180 = cute.get_layout(%view_82) : !memref_tmem_f32_88dc
      %356 = cute.get_shape(%lay_180) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_125, %e1_90, %e2_44, %e3_25 = cute.get_leaves(%356) : !cute.shape<"(((64,32),1),1)">
      %iter_227 = cute.get_iter(%view_82) : !memref_tmem_f32_88dc
      %view_83 = cute.make_view(%iter_227) : !memref_tmem_f32_296a
      %iter_228 = cute.get_iter(%view_83) : !memref_tmem_f32_296a
      %iter_229 = cute.get_iter(%view_83) : !memref_tmem_f32_296a
      %shape_84 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_181 = cute.make_layout() : !cute.layout<"1:0">
      %append_30 = cute.append_to_rank<2> (%lay_153, %lay_181) : !cute.layout<"((64,1),1):((1,0),0)">, !cute.layout<"1:0">
      %view_84 = cute.make_view(%iter_185, %append_30) : !memref_rmem_f32_2390
      %iter_230 = cute.get_iter(%view_84) : !memref_rmem_f32_2390
      %lay_182 = cute.get_layout(%view_84) : !memref_rmem_f32_2390
      %357 = cute.get_shape(%lay_182) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_126, %e1_91, %e2_45 = cute.get_leaves(%357) : !cute.shape<"((64,1),1)">
      %iter_231 = cute.get_iter(%view_84) : !memref_rmem_f32_2390
      %view_85 = cute.make_view(%iter_231) : !memref_rmem_f32_3ef7
      %iter_232 = cute.get_iter(%view_85) : !memref_rmem_f32_3ef7
      %iter_233 = cute.get_iter(%view_85) : !memref_rmem_f32_3ef7
      %lay_183 = cute.get_layout(%view_83) : !memref_tmem_f32_296a
      %358 = cute.get_shape(%lay_183) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_127, %e1_92, %e2_46, %e3_26 = cute.get_leaves(%358) : !cute.shape<"(((64,32),1),(1))">
      %lay_184 = cute.get_layout(%view_85) : !memref_rmem_f32_3ef7
      %359 = cute.get_shape(%lay_184) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %e0_128, %e1_93, %e2_47 = cute.get_leaves(%359) : !cute.shape<"((64,1),(1))">
      %lay_185 = cute.get_layout(%view_83) : !memref_tmem_f32_296a
      %360 = cute.get_shape(%lay_185) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %shape_85 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_45 = cute.to_int_tuple(%shape_85) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_129 = cute.get_leaves(%itup_45) : !cute.int_tuple<"1">
      %lay_186 = cute.get_layout(%view_85) : !memref_rmem_f32_3ef7
      %361 = cute.get_shape(%lay_186) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %shape_86 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_46 = cute.to_int_tuple(%shape_86) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_130 = cute.get_leaves(%itup_46) : !cute.int_tuple<"1">
      %iter_234 = cute.get_iter(%view_83) : !memref_tmem_f32_296a
      %iter_235 = cute.get_iter(%view_85) : !memref_rmem_f32_3ef7
      %lay_187 = cute.get_layout(%view_83) : !memref_tmem_f32_296a
      %lay_188 = cute.get_layout(%view_85) : !memref_rmem_f32_3ef7
      %362 = cute.static : !cute.layout<"1:0">
      %append_31 = cute.append_to_rank<2> (%lay_187, %362) : !cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">, !cute.layout<"1:0">
      %append_32 = cute.append_to_rank<2> (%lay_188, %362) : !cute.layout<"((64,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %grouped_11 = cute.group_modes(%append_31) <1, 2> : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">
      %grouped_12 = cute.group_modes(%append_32) <1, 2> : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.layout<"((64,1),((1))):((1,0),((0)))">
      %363 = cute.get_shape(%grouped_11) : (!cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.shape<"(((64,32),1),((1)))">
      %shape_87 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_47 = cute.to_int_tuple(%shape_87) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %364 = cute.get_scalars(%itup_47) : !cute.int_tuple<"1">
      %c0_i32_17 = arith.constant 0 : i32
      %c1_i32_18 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_17 to %364 step %c1_i32_18  : i32 {
        %coord_44 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %76 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_164 = cute.make_layout() : !cute.layout<"(((64,32),1)):(((1,65536),0))">
        %idx_36 = cute.crd2idx(%coord_44, %grouped_11) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_32 = cute.add_offset(%iter_234, %idx_36) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
        %view_75 = cute.make_view(%ptr_32, %lay_164) : !memref_tmem_f32_7ebc
        %77 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_165 = cute.make_layout() : !cute.layout<"((64,1)):((1,0))">
        %idx_37 = cute.crd2idx(%coord_44, %grouped_12) : (!cute.coord<"(_,?)">, !cute.layout<"((64,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_33 = cute.add_offset(%iter_235, %idx_37) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %view_38 = cute.make_view(%ptr_33, %lay_165) : !memref_rmem_f32_f9c1
        %iter_102 = cute.get_iter(%view_75) : !memref_tmem_f32_7ebc
        %iter_103 = cute.get_iter(%view_38) : !memref_rmem_f32_f9c1
        %78 = "cute_nvgpu.arch.copy.SM100.tmem_load"(%iter_102) <{num_b = 32 : i32, num_dp = 32 : i32, num_rep = 64 : i32}> : (!cute.ptr<f32, tmem, align<16>>) -> vector<64xi32>
        %79 = builtin.unrealized_conversion_cast %iter_103 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        llvm.store %78, %79 : vector<64xi32>, !llvm.ptr
      } {loop_annotation = #loop_annotation_0327}
      %iter_236 = cute.get_iter(%rmem) : !memref_rmem_f32_2390
      %int_tuple_29 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_40 = cute.add_offset(%iter_236, %int_tuple_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
      %365 = builtin.unrealized_conversion_cast %ptr_40 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %366 = llvm.load %365 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %367:64 = vector.to_elements %366 : vector<64xf32>
      %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_31 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_131 = cute.get_leaves(%int_tuple_31) : !cute.int_tuple<"64">
      %368 = arith.truncf %366 : vector<64xf32> to vector<64xbf16>
      %int_tuple_32 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_33 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_132 = cute.get_leaves(%int_tuple_33) : !cute.int_tuple<"64">
      %int_tuple_34 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_35 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_133 = cute.get_leaves(%int_tuple_35) : !cute.int_tuple<"64">
      %iter_237 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %369:64 = vector.to_elements %368 : vector<64xbf16>
      %int_tuple_36 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_41 = cute.add_offset(%iter_237, %int_tuple_36) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, rmem, align<32>>
      %370 = builtin.unrealized_conversion_cast %ptr_41 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      llvm.store %368, %370 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %coord_48 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
      %lay_189 = cute.get_layout(%view_67) : !memref_gmem_bf16_bff4
      %idx_42 = cute.crd2idx(%coord_48, %lay_189) : (!cute.coord<"(_,_,1)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"64">
      %iter_238 = cute.get_iter(%view_67) : !memref_gmem_bf16_bff4
      %ptr_42 = cute.add_offset(%iter_238, %idx_42) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"64">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_86 = cute.make_view(%ptr_42) : !memref_gmem_bf16_a363
      %iter_239 = cute.get_iter(%view_86) : !memref_gmem_bf16_a363
      %iter_240 = cute.get_iter(%view_86) : !memref_gmem_bf16_a363
      %lay_190 = cute.get_layout(%view_86) : !memref_gmem_bf16_a363
      %371 = cute.get_shape(%lay_190) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_134, %e1_94, %e2_48 = cute.get_leaves(%371) : !cute.shape<"((64,1),1)">
      %lay_191 = cute.make_layout() : !cute.layout<"64:1">
      %lay_192 = cute.make_layout() : !cute.layout<"64:1">
      %coalesce_0 = cute.coalesce(%lay_192) : (!cute.layout<"64:1">) -> !cute.layout<"64:1">
      %372 = cute.get_shape(%coalesce_0) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_135 = cute.get_leaves(%372) : !cute.shape<"64">
      %373 = cute.get_stride(%coalesce_0) : (!cute.layout<"64:1">) -> !cute.stride<"1">
      %e0_136 = cute.get_leaves(%373) : !cute.stride<"1">
      %374 = cute.get_shape(%coalesce_0) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_137 = cute.get_leaves(%374) : !cute.shape<"64">
      %375 = cute.get_shape(%coalesce_0) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_138 = cute.get_leaves(%375) : !cute.shape<"64">
      %lay_193 = cute.make_layout() : !cute.layout<"64:1">
      %376 = cute.get_shape(%lay_193) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %shape_88 = cute.make_shape() : () -> !cute.shape<"64">
      %itup_48 = cute.to_int_tuple(%shape_88) : !cute.shape<"64"> to !cute.int_tuple<"64">
      %e0_139 = cute.get_leaves(%itup_48) : !cute.int_tuple<"64">
      %iter_241 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %view_87 = cute.make_view(%iter_241) : !memref_rmem_bf16_70b7
      %iter_242 = cute.get_iter(%view_87) : !memref_rmem_bf16_70b7
      %iter_243 = cute.get_iter(%view_87) : !memref_rmem_bf16_70b7
      %iter_244 = cute.get_iter(%view_86) : !memref_gmem_bf16_a363
      %view_88 = cute.make_view(%iter_244) : !memref_gmem_bf16_5076
      %iter_245 = cute.get_iter(%view_88) : !memref_gmem_bf16_5076
      %iter_246 = cute.get_iter(%view_88) : !memref_gmem_bf16_5076
      %shape_89 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_194 = cute.make_layout() : !cute.layout<"8:1">
      %iter_247 = cute.get_iter(%view_87) : !memref_rmem_bf16_70b7
      %view_89 = cute.make_view(%iter_247) : !memref_rmem_bf16_780e
      %iter_248 = cute.get_iter(%view_89) : !memref_rmem_bf16_780e
      %iter_249 = cute.get_iter(%view_89) : !memref_rmem_bf16_780e
      %shape_90 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_195 = cute.make_layout() : !cute.layout<"8:1">
      %iter_250 = cute.get_iter(%view_88) : !memref_gmem_bf16_5076
      %view_90 = cute.make_view(%iter_250) : !memref_gmem_bf16_e0c1
      %iter_251 = cute.get_iter(%view_90) : !memref_gmem_bf16_e0c1
      %iter_252 = cute.get_iter(%view_90) : !memref_gmem_bf16_e0c1
      %atom_1 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
      %iter_253 = cute.get_iter(%view_89) : !memref_rmem_bf16_780e
      %iter_254 = cute.get_iter(%view_90) : !memref_gmem_bf16_e0c1
      %lay_196 = cute.get_layout(%view_89) : !memref_rmem_bf16_780e
      %lay_197 = cute.get_layout(%view_90) : !memref_gmem_bf16_e0c1
      %377 = cute.static : !cute.layout<"1:0">
      %append_33 = cute.append_to_rank<2> (%lay_196, %377) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %append_34 = cute.append_to_rank<2> (%lay_197, %377) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %grouped_13 = cute.group_modes(%append_33) <1, 2> : (!cute.layout<"(8,8):(1,8)">) -> !cute.layout<"(8,(8)):(1,(8))">
      %grouped_14 = cute.group_modes(%append_34) <1, 2> : (!cute.layout<"(8,8):(1,8)">) -> !cute.layout<"(8,(8)):(1,(8))">
      %378 = cute.get_shape(%grouped_13) : (!cute.layout<"(8,(8)):(1,(8))">) -> !cute.shape<"(8,(8))">
      %shape_91 = cute.make_shape() : () -> !cute.shape<"8">
      %itup_49 = cute.to_int_tuple(%shape_91) : !cute.shape<"8"> to !cute.int_tuple<"8">
      %379 = cute.get_scalars(%itup_49) : !cute.int_tuple<"8">
      %c0_i32_18 = arith.constant 0 : i32
      %c1_i32_19 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_18 to %379 step %c1_i32_19  : i32 {
        %coord_44 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %76 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_164 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_36 = cute.crd2idx(%coord_44, %grouped_13) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_32 = cute.add_offset(%iter_253, %idx_36) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<16>>
        %view_75 = cute.make_view(%ptr_32, %lay_164) : !memref_rmem_bf16_ce08
        %77 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_165 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_37 = cute.crd2idx(%coord_44, %grouped_14) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_33 = cute.add_offset(%iter_254, %idx_37) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
        %view_38 = cute.make_view(%ptr_33, %lay_165) : !memref_gmem_bf16_127e
        %iter_102 = cute.get_iter(%view_75) : !memref_rmem_bf16_ce08
        %iter_103 = cute.get_iter(%view_38) : !memref_gmem_bf16_127e
        %lay_176 = cute.get_layout(%view_75) : !memref_rmem_bf16_ce08
        %lay_74 = cute.get_layout(%view_38) : !memref_gmem_bf16_127e
        %coord_46 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_39 = cute.crd2idx(%coord_46, %lay_176) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
        %ptr_37 = cute.add_offset(%iter_102, %idx_39) : (!cute.ptr<bf16, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, rmem, align<16>>
        %idx_40 = cute.crd2idx(%coord_46, %lay_74) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
        %ptr_38 = cute.add_offset(%iter_103, %idx_40) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<16>>
        %78 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
        %79 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
        %80 = llvm.load %78 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %80, %79 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      } {loop_annotation = #loop_annotation_0327}
      %coord_49 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
      %lay_198 = cute.get_layout(%view_66) : !memref_tmem_f32_c264
      %idx_43 = cute.crd2idx(%coord_49, %lay_198) : (!cute.coord<"(_,_,2)">, !cute.layout<"(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">) -> !cute.int_tuple<"128">
      %iter_255 = cute.get_iter(%view_66) : !memref_tmem_f32_c264
      %ptr_43 = cute.add_offset(%iter_255, %idx_43) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"128">) -> !cute.ptr<f32, tmem, align<16>>
      %view_91 = cute.make_view(%ptr_43) : !memref_tmem_f32_88dc
      %iter_256 = cute.get_iter(%view_91) : !memref_tmem_f32_88dc
      %iter_257 = cute.get_iter(%view_91) : !memref_tmem_f32_88dc
      %lay_199 = cute.get_layout(%view_91) : !memref_tmem_f32_88dc
      %380 = cute.get_shape(%lay_199) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_140, %e1_95, %e2_49, %e3_27 = cute.get_leaves(%380) : !cute.shape<"(((64,32),1),1)">
      %shape_92 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_200 = cute.make_layout() : !cute.layout<"1:0">
      %append_35 = cute.append_to_rank<2> (%lay_199, %lay_200) : !cute.layout<"(((64,32),1),1):(((1,65536),0),0)">, !cute.layout<"1:0">
      %view_92 = cute.make_view(%iter_257, %append_35) : !memref_tmem_f32_88dc
      %iter_258 = cute.get_iter(%view_92) : !memref_tmem_f32_88dc
      %lay_201 = cute.get_layout(%view_92) : !memref_tmem_f32_88dc
      %381 = cute.get_shape(%lay_201) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_141, %e1_96, %e2_50, %e3_28 = cute.get_leaves(%381) : !cute.shape<"(((64,32),1),1)">
      %iter_259 = cute.get_iter(%view_92) : !memref_tmem_f32_88dc
      %view_93 = cute.make_view(%iter_259) : !memref_tmem_f32_296a
      %iter_260 = cute.get_iter(%view_93) : !memref_tmem_f32_296a
      %iter_261 = cute.get_iter(%view_93) : !memref_tmem_f32_296a
      %shape_93 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_202 = cute.make_layout() : !cute.layout<"1:0">
      %append_36 = cute.append_to_rank<2> (%lay_153, %lay_202) : !cute.layout<"((64,1),1):((1,0),0)">, !cute.layout<"1:0">
      %view_94 = cute.make_view(%iter_185, %append_36) : !memref_rmem_f32_2390
      %iter_262 = cute.get_iter(%view_94) : !memref_rmem_f32_2390
      %lay_203 = cute.get_layout(%view_94) : !memref_rmem_f32_2390
      %382 = cute.get_shape(%lay_203) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_142, %e1_97, %e2_51 = cute.get_leaves(%382) : !cute.shape<"((64,1),1)">
      %iter_263 = cute.get_iter(%view_94) : !memref_rmem_f32_2390
      %view_95 = cute.make_view(%iter_263) : !memref_rmem_f32_3ef7
      %iter_264 = cute.get_iter(%view_95) : !memref_rmem_f32_3ef7
      %iter_265 = cute.get_iter(%view_95) : !memref_rmem_f32_3ef7
      %lay_204 = cute.get_layout(%view_93) : !memref_tmem_f32_296a
      %383 = cute.get_shape(%lay_204) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_143, %e1_98, %e2_52, %e3_29 = cute.get_leaves(%383) : !cute.shape<"(((64,32),1),(1))">
      %lay_205 = cute.get_layout(%view_95) : !memref_rmem_f32_3ef7
      %384 = cute.get_shape(%lay_205) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %e0_144, %e1_99, %e2_53 = cute.get_leaves(%384) : !cute.shape<"((64,1),(1))">
      %lay_206 = cute.get_layout(%view_93) : !memref_tmem_f32_296a
      %385 = cute.get_shape(%lay_206) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %shape_94 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_50 = cute.to_int_tuple(%shape_94) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_145 = cute.get_leaves(%itup_50) : !cute.int_tuple<"1">
      %lay_207 = cute.get_layout(%view_95) : !memref_rmem_f32_3ef7
      %386 = cute.get_shape(%lay_207) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %shape_95 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_51 = cute.to_int_tuple(%shape_95) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_146 = cute.get_leaves(%itup_51) : !cute.int_tuple<"1">
      %iter_266 = cute.get_iter(%view_93) : !memref_tmem_f32_296a
      %iter_267 = cute.get_iter(%view_95) : !memref_rmem_f32_3ef7
      %lay_208 = cute.get_layout(%view_93) : !memref_tmem_f32_296a
      %lay_209 = cute.get_layout(%view_95) : !memref_rmem_f32_3ef7
      %387 = cute.static : !cute.layout<"1:0">
      %append_37 = cute.append_to_rank<2> (%lay_208, %387) : !cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">, !cute.layout<"1:0">
      %append_38 = cute.append_to_rank<2> (%lay_209, %387) : !cute.layout<"((64,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %grouped_15 = cute.group_modes(%append_37) <1, 2> : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">
      %grouped_16 = cute.group_modes(%append_38) <1, 2> : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.layout<"((64,1),((1))):((1,0),((0)))">
      %388 = cute.get_shape(%grouped_15) : (!cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.shape<"(((64,32),1),((1)))">
      %shape_96 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_52 = cute.to_int_tuple(%shape_96) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %389 = cute.get_scalars(%itup_52) : !cute.int_tuple<"1">
      %c0_i32_19 = arith.constant 0 : i32
      %c1_i32_20 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_19 to %389 step %c1_i32_20  : i32 {
        %coord_44 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %76 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_164 = cute.make_layout() : !cute.layout<"(((64,32),1)):(((1,65536),0))">
        %idx_36 = cute.crd2idx(%coord_44, %grouped_15) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_32 = cute.add_offset(%iter_266, %idx_36) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
        %view_75 = cute.make_view(%ptr_32, %lay_164) : !memref_tmem_f32_7ebc
        %77 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_165 = cute.make_layout() : !cute.layout<"((64,1)):((1,0))">
        %idx_37 = cute.crd2idx(%coord_44, %grouped_16) : (!cute.coord<"(_,?)">, !cute.layout<"((64,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_33 = cute.add_offset(%iter_267, %idx_37) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %view_38 = cute.make_view(%ptr_33, %lay_165) : !memref_rmem_f32_f9c1
        %iter_102 = cute.get_iter(%view_75) : !memref_tmem_f32_7ebc
        %iter_103 = cute.get_iter(%view_38) : !memref_rmem_f32_f9c1
        %78 = "cute_nvgpu.arch.copy.SM100.tmem_load"(%iter_102) <{num_b = 32 : i32, num_dp = 32 : i32, num_rep = 64 : i32}> : (!cute.ptr<f32, tmem, align<16>>) -> vector<64xi32>
        %79 = builtin.unrealized_conversion_cast %iter_103 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        llvm.store %78, %79 : vector<64xi32>, !llvm.ptr
      } {loop_annotation = #loop_annotation_0327}
      %iter_268 = cute.get_iter(%rmem) : !memref_rmem_f32_2390
      %int_tuple_37 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_44 = cute.add_offset(%iter_268, %int_tuple_37) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
      %390 = builtin.unrealized_conversion_cast %ptr_44 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %391 = llvm.load %390 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %392:64 = vector.to_elements %391 : vector<64xf32>
      %int_tuple_38 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_39 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_147 = cute.get_leaves(%int_tuple_39) : !cute.int_tuple<"64">
      %393 = arith.truncf %391 : vector<64xf32> to vector<64xbf16>
      %int_tuple_40 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_41 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_148 = cute.get_leaves(%int_tuple_41) : !cute.int_tuple<"64">
      %int_tuple_42 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_43 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_149 = cute.get_leaves(%int_tuple_43) : !cute.int_tuple<"64">
      %iter_269 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %394:64 = vector.to_elements %393 : vector<64xbf16>
      %int_tuple_44 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_45 = cute.add_offset(%iter_269, %int_tuple_44) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, rmem, align<32>>
      %395 = builtin.unrealized_conversion_cast %ptr_45 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      llvm.store %393, %395 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %coord_50 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
      %lay_210 = cute.get_layout(%view_67) : !memref_gmem_bf16_bff4
      %idx_44 = cute.crd2idx(%coord_50, %lay_210) : (!cute.coord<"(_,_,2)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"128">
      %iter_270 = cute.get_iter(%view_67) : !memref_gmem_bf16_bff4
      %ptr_46 = cute.add_offset(%iter_270, %idx_44) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"128">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_96 = cute.make_view(%ptr_46) : !memref_gmem_bf16_a363
      %iter_271 = cute.get_iter(%view_96) : !memref_gmem_bf16_a363
      %iter_272 = cute.get_iter(%view_96) : !memref_gmem_bf16_a363
      %lay_211 = cute.get_layout(%view_96) : !memref_gmem_bf16_a363
      %396 = cute.get_shape(%lay_211) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_150, %e1_100, %e2_54 = cute.get_leaves(%396) : !cute.shape<"((64,1),1)">
      %lay_212 = cute.make_layout() : !cute.layout<"64:1">
      %lay_213 = cute.make_layout() : !cute.layout<"64:1">
      %coalesce_1 = cute.coalesce(%lay_213) : (!cute.layout<"64:1">) -> !cute.layout<"64:1">
      %397 = cute.get_shape(%coalesce_1) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_151 = cute.get_leaves(%397) : !cute.shape<"64">
      %398 = cute.get_stride(%coalesce_1) : (!cute.layout<"64:1">) -> !cute.stride<"1">
      %e0_152 = cute.get_leaves(%398) : !cute.stride<"1">
      %399 = cute.get_shape(%coalesce_1) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_153 = cute.get_leaves(%399) : !cute.shape<"64">
      %400 = cute.get_shape(%coalesce_1) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_154 = cute.get_leaves(%400) : !cute.shape<"64">
      %lay_214 = cute.make_layout() : !cute.layout<"64:1">
      %401 = cute.get_shape(%lay_214) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %shape_97 = cute.make_shape() : () -> !cute.shape<"64">
      %itup_53 = cute.to_int_tuple(%shape_97) : !cute.shape<"64"> to !cute.int_tuple<"64">
      %e0_155 = cute.get_leaves(%itup_53) : !cute.int_tuple<"64">
      %iter_273 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %view_97 = cute.make_view(%iter_273) : !memref_rmem_bf16_70b7
      %iter_274 = cute.get_iter(%view_97) : !memref_rmem_bf16_70b7
      %iter_275 = cute.get_iter(%view_97) : !memref_rmem_bf16_70b7
      %iter_276 = cute.get_iter(%view_96) : !memref_gmem_bf16_a363
      %view_98 = cute.make_view(%iter_276) : !memref_gmem_bf16_5076
      %iter_277 = cute.get_iter(%view_98) : !memref_gmem_bf16_5076
      %iter_278 = cute.get_iter(%view_98) : !memref_gmem_bf16_5076
      %shape_98 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_215 = cute.make_layout() : !cute.layout<"8:1">
      %iter_279 = cute.get_iter(%view_97) : !memref_rmem_bf16_70b7
      %view_99 = cute.make_view(%iter_279) : !memref_rmem_bf16_780e
      %iter_280 = cute.get_iter(%view_99) : !memref_rmem_bf16_780e
      %iter_281 = cute.get_iter(%view_99) : !memref_rmem_bf16_780e
      %shape_99 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_216 = cute.make_layout() : !cute.layout<"8:1">
      %iter_282 = cute.get_iter(%view_98) : !memref_gmem_bf16_5076
      %view_100 = cute.make_view(%iter_282) : !memref_gmem_bf16_e0c1
      %iter_283 = cute.get_iter(%view_100) : !memref_gmem_bf16_e0c1
      %iter_284 = cute.get_iter(%view_100) : !memref_gmem_bf16_e0c1
      %atom_2 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
      %iter_285 = cute.get_iter(%view_99) : !memref_rmem_bf16_780e
      %iter_286 = cute.get_iter(%view_100) : !memref_gmem_bf16_e0c1
      %lay_217 = cute.get_layout(%view_99) : !memref_rmem_bf16_780e
      %lay_218 = cute.get_layout(%view_100) : !memref_gmem_bf16_e0c1
      %402 = cute.static : !cute.layout<"1:0">
      %append_39 = cute.append_to_rank<2> (%lay_217, %402) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %append_40 = cute.append_to_rank<2> (%lay_218, %402) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %grouped_17 = cute.group_modes(%append_39) <1, 2> : (!cute.layout<"(8,8):(1,8)">) -> !cute.layout<"(8,(8)):(1,(8))">
      %grouped_18 = cute.group_modes(%append_40) <1, 2> : (!cute.layout<"(8,8):(1,8)">) -> !cute.layout<"(8,(8)):(1,(8))">
      %403 = cute.get_shape(%grouped_17) : (!cute.layout<"(8,(8)):(1,(8))">) -> !cute.shape<"(8,(8))">
      %shape_100 = cute.make_shape() : () -> !cute.shape<"8">
      %itup_54 = cute.to_int_tuple(%shape_100) : !cute.shape<"8"> to !cute.int_tuple<"8">
      %404 = cute.get_scalars(%itup_54) : !cute.int_tuple<"8">
      %c0_i32_20 = arith.constant 0 : i32
      %c1_i32_21 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_20 to %404 step %c1_i32_21  : i32 {
        %coord_44 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %76 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_164 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_36 = cute.crd2idx(%coord_44, %grouped_17) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_32 = cute.add_offset(%iter_285, %idx_36) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<16>>
        %view_75 = cute.make_view(%ptr_32, %lay_164) : !memref_rmem_bf16_ce08
        %77 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_165 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_37 = cute.crd2idx(%coord_44, %grouped_18) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_33 = cute.add_offset(%iter_286, %idx_37) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
        %view_38 = cute.make_view(%ptr_33, %lay_165) : !memref_gmem_bf16_127e
        %iter_102 = cute.get_iter(%view_75) : !memref_rmem_bf16_ce08
        %iter_103 = cute.get_iter(%view_38) : !memref_gmem_bf16_127e
        %lay_176 = cute.get_layout(%view_75) : !memref_rmem_bf16_ce08
        %lay_74 = cute.get_layout(%view_38) : !memref_gmem_bf16_127e
        %coord_46 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_39 = cute.crd2idx(%coord_46, %lay_176) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
        %ptr_37 = cute.add_offset(%iter_102, %idx_39) : (!cute.ptr<bf16, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, rmem, align<16>>
        %idx_40 = cute.crd2idx(%coord_46, %lay_74) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
        %ptr_38 = cute.add_offset(%iter_103, %idx_40) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<16>>
        %78 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
        %79 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
        %80 = llvm.load %78 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %80, %79 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      } {loop_annotation = #loop_annotation_0327}
      %coord_51 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
      %lay_219 = cute.get_layout(%view_66) : !memref_tmem_f32_c264
      %idx_45 = cute.crd2idx(%coord_51, %lay_219) : (!cute.coord<"(_,_,3)">, !cute.layout<"(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">) -> !cute.int_tuple<"192">
      %iter_287 = cute.get_iter(%view_66) : !memref_tmem_f32_c264
      %ptr_47 = cute.add_offset(%iter_287, %idx_45) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"192">) -> !cute.ptr<f32, tmem, align<16>>
      %view_101 = cute.make_view(%ptr_47) : !memref_tmem_f32_88dc
      %iter_288 = cute.get_iter(%view_101) : !memref_tmem_f32_88dc
      %iter_289 = cute.get_iter(%view_101) : !memref_tmem_f32_88dc
      %lay_220 = cute.get_layout(%view_101) : !memref_tmem_f32_88dc
      %405 = cute.get_shape(%lay_220) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_156, %e1_101, %e2_55, %e3_30 = cute.get_leaves(%405) : !cute.shape<"(((64,32),1),1)">
      %shape_101 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_221 = cute.make_layout() : !cute.layout<"1:0">
      %append_41 = cute.append_to_rank<2> (%lay_220, %lay_221) : !cute.layout<"(((64,32),1),1):(((1,65536),0),0)">, !cute.layout<"1:0">
      %view_102 = cute.make_view(%iter_289, %append_41) : !memref_tmem_f32_88dc
      %iter_290 = cute.get_iter(%view_102) : !memref_tmem_f32_88dc
      %lay_222 = cute.get_layout(%view_102) : !memref_tmem_f32_88dc
      %406 = cute.get_shape(%lay_222) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_157, %e1_102, %e2_56, %e3_31 = cute.get_leaves(%406) : !cute.shape<"(((64,32),1),1)">
      %iter_291 = cute.get_iter(%view_102) : !memref_tmem_f32_88dc
      %view_103 = cute.make_view(%iter_291) : !memref_tmem_f32_296a
      %iter_292 = cute.get_iter(%view_103) : !memref_tmem_f32_296a
      %iter_293 = cute.get_iter(%view_103) : !memref_tmem_f32_296a
      %shape_102 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_223 = cute.make_layout() : !cute.layout<"1:0">
      %append_42 = cute.append_to_rank<2> (%lay_153, %lay_223) : !cute.layout<"((64,1),1):((1,0),0)">, !cute.layout<"1:0">
      %view_104 = cute.make_view(%iter_185, %append_42) : !memref_rmem_f32_2390
      %iter_294 = cute.get_iter(%view_104) : !memref_rmem_f32_2390
      %lay_224 = cute.get_layout(%view_104) : !memref_rmem_f32_2390
      %407 = cute.get_shape(%lay_224) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_158, %e1_103, %e2_57 = cute.get_leaves(%407) : !cute.shape<"((64,1),1)">
      %iter_295 = cute.get_iter(%view_104) : !memref_rmem_f32_2390
      %view_105 = cute.make_view(%iter_295) : !memref_rmem_f32_3ef7
      %iter_296 = cute.get_iter(%view_105) : !memref_rmem_f32_3ef7
      %iter_297 = cute.get_iter(%view_105) : !memref_rmem_f32_3ef7
      %lay_225 = cute.get_layout(%view_103) : !memref_tmem_f32_296a
      %408 = cute.get_shape(%lay_225) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_159, %e1_104, %e2_58, %e3_32 = cute.get_leaves(%408) : !cute.shape<"(((64,32),1),(1))">
      %lay_226 = cute.get_layout(%view_105) : !memref_rmem_f32_3ef7
      %409 = cute.get_shape(%lay_226) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %e0_160, %e1_105, %e2_59 = cute.get_leaves(%409) : !cute.shape<"((64,1),(1))">
      %lay_227 = cute.get_layout(%view_103) : !memref_tmem_f32_296a
      %410 = cute.get_shape(%lay_227) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %shape_103 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_55 = cute.to_int_tuple(%shape_103) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_161 = cute.get_leaves(%itup_55) : !cute.int_tuple<"1">
      %lay_228 = cute.get_layout(%view_105) : !memref_rmem_f32_3ef7
      %411 = cute.get_shape(%lay_228) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %shape_104 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_56 = cute.to_int_tuple(%shape_104) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %e0_162 = cute.get_leaves(%itup_56) : !cute.int_tuple<"1">
      %iter_298 = cute.get_iter(%view_103) : !memref_tmem_f32_296a
      %iter_299 = cute.get_iter(%view_105) : !memref_rmem_f32_3ef7
      %lay_229 = cute.get_layout(%view_103) : !memref_tmem_f32_296a
      %lay_230 = cute.get_layout(%view_105) : !memref_rmem_f32_3ef7
      %412 = cute.static : !cute.layout<"1:0">
      %append_43 = cute.append_to_rank<2> (%lay_229, %412) : !cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">, !cute.layout<"1:0">
      %append_44 = cute.append_to_rank<2> (%lay_230, %412) : !cute.layout<"((64,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %grouped_19 = cute.group_modes(%append_43) <1, 2> : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">
      %grouped_20 = cute.group_modes(%append_44) <1, 2> : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.layout<"((64,1),((1))):((1,0),((0)))">
      %413 = cute.get_shape(%grouped_19) : (!cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.shape<"(((64,32),1),((1)))">
      %shape_105 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_57 = cute.to_int_tuple(%shape_105) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %414 = cute.get_scalars(%itup_57) : !cute.int_tuple<"1">
      %c0_i32_21 = arith.constant 0 : i32
      %c1_i32_22 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_21 to %414 step %c1_i32_22  : i32 {
        %coord_44 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %76 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_164 = cute.make_layout() : !cute.layout<"(((64,32),1)):(((1,65536),0))">
        %idx_36 = cute.crd2idx(%coord_44, %grouped_19) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_32 = cute.add_offset(%iter_298, %idx_36) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
        %view_75 = cute.make_view(%ptr_32, %lay_164) : !memref_tmem_f32_7ebc
        %77 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_165 = cute.make_layout() : !cute.layout<"((64,1)):((1,0))">
        %idx_37 = cute.crd2idx(%coord_44, %grouped_20) : (!cute.coord<"(_,?)">, !cute.layout<"((64,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_33 = cute.add_offset(%iter_299, %idx_37) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %view_38 = cute.make_view(%ptr_33, %lay_165) : !memref_rmem_f32_f9c1
        %iter_102 = cute.get_iter(%view_75) : !memref_tmem_f32_7ebc
        %iter_103 = cute.get_iter(%view_38) : !memref_rmem_f32_f9c1
        %78 = "cute_nvgpu.arch.copy.SM100.tmem_load"(%iter_102) <{num_b = 32 : i32, num_dp = 32 : i32, num_rep = 64 : i32}> : (!cute.ptr<f32, tmem, align<16>>) -> vector<64xi32>
        %79 = builtin.unrealized_conversion_cast %iter_103 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        llvm.store %78, %79 : vector<64xi32>, !llvm.ptr
      } {loop_annotation = #loop_annotation_0327}
      %iter_300 = cute.get_iter(%rmem) : !memref_rmem_f32_2390
      %int_tuple_45 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_48 = cute.add_offset(%iter_300, %int_tuple_45) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
      %415 = builtin.unrealized_conversion_cast %ptr_48 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %416 = llvm.load %415 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %417:64 = vector.to_elements %416 : vector<64xf32>
      %int_tuple_46 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_47 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_163 = cute.get_leaves(%int_tuple_47) : !cute.int_tuple<"64">
      %418 = arith.truncf %416 : vector<64xf32> to vector<64xbf16>
      %int_tuple_48 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_49 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_164 = cute.get_leaves(%int_tuple_49) : !cute.int_tuple<"64">
      %int_tuple_50 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %int_tuple_51 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_165 = cute.get_leaves(%int_tuple_51) : !cute.int_tuple<"64">
      %iter_301 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %419:64 = vector.to_elements %418 : vector<64xbf16>
      %int_tuple_52 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_49 = cute.add_offset(%iter_301, %int_tuple_52) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, rmem, align<32>>
      %420 = builtin.unrealized_conversion_cast %ptr_49 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      llvm.store %418, %420 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %coord_52 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
      %lay_231 = cute.get_layout(%view_67) : !memref_gmem_bf16_bff4
      %idx_46 = cute.crd2idx(%coord_52, %lay_231) : (!cute.coord<"(_,_,3)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"192">
      %iter_302 = cute.get_iter(%view_67) : !memref_gmem_bf16_bff4
      %ptr_50 = cute.add_offset(%iter_302, %idx_46) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"192">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_106 = cute.make_view(%ptr_50) : !memref_gmem_bf16_a363
      %iter_303 = cute.get_iter(%view_106) : !memref_gmem_bf16_a363
      %iter_304 = cute.get_iter(%view_106) : !memref_gmem_bf16_a363
      %lay_232 = cute.get_layout(%view_106) : !memref_gmem_bf16_a363
      %421 = cute.get_shape(%lay_232) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_166, %e1_106, %e2_60 = cute.get_leaves(%421) : !cute.shape<"((64,1),1)">
      %lay_233 = cute.make_layout() : !cute.layout<"64:1">
      %lay_234 = cute.make_layout() : !cute.layout<"64:1">
      %coalesce_2 = cute.coalesce(%lay_234) : (!cute.layout<"64:1">) -> !cute.layout<"64:1">
      %422 = cute.get_shape(%coalesce_2) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_167 = cute.get_leaves(%422) : !cute.shape<"64">
      %423 = cute.get_stride(%coalesce_2) : (!cute.layout<"64:1">) -> !cute.stride<"1">
      %e0_168 = cute.get_leaves(%423) : !cute.stride<"1">
      %424 = cute.get_shape(%coalesce_2) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_169 = cute.get_leaves(%424) : !cute.shape<"64">
      %425 = cute.get_shape(%coalesce_2) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_170 = cute.get_leaves(%425) : !cute.shape<"64">
      %lay_235 = cute.make_layout() : !cute.layout<"64:1">
      %426 = cute.get_shape(%lay_235) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %shape_106 = cute.make_shape() : () -> !cute.shape<"64">
      %itup_58 = cute.to_int_tuple(%shape_106) : !cute.shape<"64"> to !cute.int_tuple<"64">
      %e0_171 = cute.get_leaves(%itup_58) : !cute.int_tuple<"64">
      %iter_305 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %view_107 = cute.make_view(%iter_305) : !memref_rmem_bf16_70b7
      %iter_306 = cute.get_iter(%view_107) : !memref_rmem_bf16_70b7
      %iter_307 = cute.get_iter(%view_107) : !memref_rmem_bf16_70b7
      %iter_308 = cute.get_iter(%view_106) : !memref_gmem_bf16_a363
      %view_108 = cute.make_view(%iter_308) : !memref_gmem_bf16_5076
      %iter_309 = cute.get_iter(%view_108) : !memref_gmem_bf16_5076
      %iter_310 = cute.get_iter(%view_108) : !memref_gmem_bf16_5076
      %shape_107 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_236 = cute.make_layout() : !cute.layout<"8:1">
      %iter_311 = cute.get_iter(%view_107) : !memref_rmem_bf16_70b7
      %view_109 = cute.make_view(%iter_311) : !memref_rmem_bf16_780e
      %iter_312 = cute.get_iter(%view_109) : !memref_rmem_bf16_780e
      %iter_313 = cute.get_iter(%view_109) : !memref_rmem_bf16_780e
      %shape_108 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_237 = cute.make_layout() : !cute.layout<"8:1">
      %iter_314 = cute.get_iter(%view_108) : !memref_gmem_bf16_5076
      %view_110 = cute.make_view(%iter_314) : !memref_gmem_bf16_e0c1
      %iter_315 = cute.get_iter(%view_110) : !memref_gmem_bf16_e0c1
      %iter_316 = cute.get_iter(%view_110) : !memref_gmem_bf16_e0c1
      %atom_3 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
      %iter_317 = cute.get_iter(%view_109) : !memref_rmem_bf16_780e
      %iter_318 = cute.get_iter(%view_110) : !memref_gmem_bf16_e0c1
      %lay_238 = cute.get_layout(%view_109) : !memref_rmem_bf16_780e
      %lay_239 = cute.get_layout(%view_110) : !memref_gmem_bf16_e0c1
      %427 = cute.static : !cute.layout<"1:0">
      %append_45 = cute.append_to_rank<2> (%lay_238, %427) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %append_46 = cute.append_to_rank<2> (%lay_239, %427) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %grouped_21 = cute.group_modes(%append_45) <1, 2> : (!cute.layout<"(8,8):(1,8)">) -> !cute.layout<"(8,(8)):(1,(8))">
      %grouped_22 = cute.group_modes(%append_46) <1, 2> : (!cute.layout<"(8,8):(1,8)">) -> !cute.layout<"(8,(8)):(1,(8))">
      %428 = cute.get_shape(%grouped_21) : (!cute.layout<"(8,(8)):(1,(8))">) -> !cute.shape<"(8,(8))">
      %shape_109 = cute.make_shape() : () -> !cute.shape<"8">
      %itup_59 = cute.to_int_tuple(%shape_109) : !cute.shape<"8"> to !cute.int_tuple<"8">
      %429 = cute.get_scalars(%itup_59) : !cute.int_tuple<"8">
      %c0_i32_22 = arith.constant 0 : i32
      %c1_i32_23 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_22 to %429 step %c1_i32_23  : i32 {
        %coord_44 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %76 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_164 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_36 = cute.crd2idx(%coord_44, %grouped_21) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_32 = cute.add_offset(%iter_317, %idx_36) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<16>>
        %view_75 = cute.make_view(%ptr_32, %lay_164) : !memref_rmem_bf16_ce08
        %77 = cute.get_scalars(%coord_44) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_165 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_37 = cute.crd2idx(%coord_44, %grouped_22) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_33 = cute.add_offset(%iter_318, %idx_37) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
        %view_38 = cute.make_view(%ptr_33, %lay_165) : !memref_gmem_bf16_127e
        %iter_102 = cute.get_iter(%view_75) : !memref_rmem_bf16_ce08
        %iter_103 = cute.get_iter(%view_38) : !memref_gmem_bf16_127e
        %lay_176 = cute.get_layout(%view_75) : !memref_rmem_bf16_ce08
        %lay_74 = cute.get_layout(%view_38) : !memref_gmem_bf16_127e
        %coord_46 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_39 = cute.crd2idx(%coord_46, %lay_176) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
        %ptr_37 = cute.add_offset(%iter_102, %idx_39) : (!cute.ptr<bf16, rmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, rmem, align<16>>
        %idx_40 = cute.crd2idx(%coord_46, %lay_74) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
        %ptr_38 = cute.add_offset(%iter_103, %idx_40) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<16>>
        %78 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
        %79 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
        %80 = llvm.load %78 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %80, %79 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      } {loop_annotation = #loop_annotation_0327}
      nvvm.barrier id = %c1_i32
      %430 = nvvm.read.ptx.sreg.tid.x : i32
      %431 = nvvm.read.ptx.sreg.tid.y : i32
      %432 = nvvm.read.ptx.sreg.tid.z : i32
      %433 = nvvm.read.ptx.sreg.ntid.x : i32
      %434 = nvvm.read.ptx.sreg.ntid.y : i32
      %435 = arith.muli %431, %433 : i32
      %436 = arith.addi %430, %435 : i32
      %437 = arith.muli %432, %433 : i32
      %438 = arith.muli %437, %434 : i32
      %439 = arith.addi %436, %438 : i32
      %440 = arith.floordivsi %439, %c32_i32 : i32
      %441 = cute_nvgpu.arch.make_warp_uniform(%440) : i32
      %442 = cute_nvgpu.arch.make_warp_uniform(%441) : i32
      %443 = arith.cmpi eq, %442, %c0_i32 : i32
      scf.if %443 {
        %c256_i32_0 = arith.constant 256 : i32
        cute_nvgpu.arch.sm100.dealloc_tmem(%iter_66, %c256_i32_0) [ cta_1] : !cute.ptr<f32, tmem, align<16>>, i32
      }
      return
    }
  }
  func.func @cutlass_blackwell_gemm~(%arg0: !memref_gmem_bf16_aab6, %arg1: !memref_gmem_bf16_0006, %arg2: !memref_gmem_bf16_aab6) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_aab6
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_bf16_aab6
    %shape = cute.make_shape() : () -> !cute.shape<"(128,256,16)">
    %false = arith.constant false
    %c0_i32 = arith.constant 0 : i32
    %0 = vector.from_elements %c0_i32, %c0_i32, %c0_i32, %c0_i32 : vector<4xi32>
    %atom = cute.make_atom() : () -> !cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>
    %1 = cute_nvgpu.atom.set_value<accum_c>(%atom, %false) : (!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>, i1)
    %2 = cute_nvgpu.atom.set_value<neg_a>(%1, %false) : (!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>, i1)
    %3 = cute_nvgpu.atom.set_value<neg_b>(%2, %false) : (!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>, i1)
    %4 = cute_nvgpu.atom.set_value<disable_output_lane>(%3, %0) : (!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>, vector<4xi32>)
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(1,1,1)">
    %lay = cute.make_layout() : !cute.layout<"(1,1,1):(0,0,0)">
    %5 = cute.get_shape(%lay) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
    %e0, %e1, %e2 = cute.get_leaves(%5) : !cute.shape<"(1,1,1)">
    %6 = cute.make_tiled_mma(%4) : !mma_bf16_bf16_f32_128x256x16_8117
    %shape_1 = cute.make_shape() : () -> !cute.shape<"(128,64)">
    %shape_2 = cute.make_shape() : () -> !cute.shape<"((128,16),1,4)">
    %e0_0, %e1_0, %e2_0, %e3 = cute.get_leaves(%shape_2) : !cute.shape<"((128,16),1,4)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"128">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"128">
    %e0_1 = cute.get_leaves(%int_tuple_0) : !cute.int_tuple<"128">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
    %e0_2 = cute.get_leaves(%int_tuple_2) : !cute.int_tuple<"16">
    %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"(128,64)">
    %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
    %e0_3 = cute.get_leaves(%int_tuple_4) : !cute.int_tuple<"64">
    %7 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_3 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_0 = cute.make_layout() : !cute.layout<"(8,64):(64,1)">
    %8 = cute.get_stride(%lay_0) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_4, %e1_1 = cute.get_leaves(%8) : !cute.stride<"(64,1)">
    %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_1 = cute.make_composed_layout(%7, %int_tuple_5, %lay_0) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
    %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2,3)">
    %shape_4 = cute.make_shape() : () -> !cute.shape<"((128,16),1,4,4)">
    %9 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,(1,4)):((64,1),0,16,(0,8192))">
    %coord = cute.make_coord() : () -> !cute.coord<"((128,16),1,4,4)">
    %coalesce = cute.coalesce(%9, %coord) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,(1,4)):((64,1),0,16,(0,8192))">, !cute.coord<"((128,16),1,4,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">
    %shape_5 = cute.make_shape() : () -> !cute.shape<"(256,64)">
    %shape_6 = cute.make_shape() : () -> !cute.shape<"((256,16),1,4)">
    %e0_5, %e1_2, %e2_1, %e3_0 = cute.get_leaves(%shape_6) : !cute.shape<"((256,16),1,4)">
    %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"256">
    %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"256">
    %e0_6 = cute.get_leaves(%int_tuple_8) : !cute.int_tuple<"256">
    %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
    %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
    %e0_7 = cute.get_leaves(%int_tuple_10) : !cute.int_tuple<"16">
    %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"(256,64)">
    %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
    %e0_8 = cute.get_leaves(%int_tuple_12) : !cute.int_tuple<"64">
    %10 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_7 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride_0 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_2 = cute.make_layout() : !cute.layout<"(8,64):(64,1)">
    %11 = cute.get_stride(%lay_2) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_9, %e1_3 = cute.get_leaves(%11) : !cute.stride<"(64,1)">
    %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_3 = cute.make_composed_layout(%10, %int_tuple_13, %lay_2) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
    %int_tuple_14 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2,3)">
    %shape_8 = cute.make_shape() : () -> !cute.shape<"((256,16),1,4,4)">
    %12 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">
    %coord_0 = cute.make_coord() : () -> !cute.coord<"((256,16),1,4,4)">
    %coalesce_0 = cute.coalesce(%12, %coord_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">, !cute.coord<"((256,16),1,4,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">
    %13 = cute.get_shape(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
    %e0_10, %e1_4, %e2_2, %e3_1, %e4 = cute.get_leaves(%13) : !cute.shape<"((128,16),1,4,4)">
    %14 = cute.get_shape(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
    %e0_11, %e1_5, %e2_3, %e3_2, %e4_0 = cute.get_leaves(%14) : !cute.shape<"((128,16),1,4,4)">
    %15 = cute.get_shape(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
    %e0_12, %e1_6, %e2_4, %e3_3, %e4_1 = cute.get_leaves(%15) : !cute.shape<"((128,16),1,4,4)">
    %16 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">
    %17 = cute.get_shape(%16) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">) -> !cute.shape<"((128,16),1,4)">
    %e0_13, %e1_7, %e2_5, %e3_4 = cute.get_leaves(%17) : !cute.shape<"((128,16),1,4)">
    %lay_4 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %18 = cute.get_shape(%lay_4) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_14, %e1_8 = cute.get_leaves(%18) : !cute.shape<"(?,?{div=8})">
    %itup = cute.to_int_tuple(%e0_14) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %19 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_0 = cute.to_int_tuple(%e1_8) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %20 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?{div=8}">
    %shape_9 = cute.make_shape(%itup, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?,?{div=8})">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_5 = cute.make_layout(%shape_9, %stride_1) : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %21:2 = cute.get_scalars(%lay_5) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %lay_6 = cute.make_layout() : !cute.layout<"(128,64):(1@0,1@1)">
    %22 = cute.static : !cute.layout<"((1,(1,1)),((128,16),(1,4))):((1@1,(0,0)),((1@0,1@1),(0,16@1)))">
    %23 = cute.get_shape(%22) : (!cute.layout<"((1,(1,1)),((128,16),(1,4))):((1@1,(0,0)),((1@0,1@1),(0,16@1)))">) -> !cute.shape<"((1,(1,1)),((128,16),(1,4)))">
    %e0_15, %e1_9, %e2_6, %e3_5, %e4_2, %e5, %e6 = cute.get_leaves(%23) : !cute.shape<"((1,(1,1)),((128,16),(1,4)))">
    %24 = cute.get_shape(%22) : (!cute.layout<"((1,(1,1)),((128,16),(1,4))):((1@1,(0,0)),((1@0,1@1),(0,16@1)))">) -> !cute.shape<"((1,(1,1)),((128,16),(1,4)))">
    %e0_16, %e1_10, %e2_7, %e3_6, %e4_3, %e5_0, %e6_0 = cute.get_leaves(%24) : !cute.shape<"((1,(1,1)),((128,16),(1,4)))">
    %lay_7 = cute.make_layout() : !cute.layout<"((128,16),(1,4)):((1@0,1@1),(0,16@1))">
    %25 = cute.get_shape(%lay_6) : (!cute.layout<"(128,64):(1@0,1@1)">) -> !cute.shape<"(128,64)">
    %e0_17, %e1_11 = cute.get_leaves(%25) : !cute.shape<"(128,64)">
    %coord_1 = cute.make_coord() : () -> !cute.coord<"(1,(1,1))">
    %lay_8 = cute.make_layout() : !cute.layout<"((128,16),1,4):((1@0,1@1),0,16@1)">
    %c16_i32 = arith.constant 16 : i32
    %26 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter_5 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_9 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %27:3 = cute.get_scalars(%lay_9) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64 = arith.constant 0 : i64
    %28 = arith.cmpi ne, %27#2, %c0_i64 : i64
    %29 = scf.if %28 -> (i64) {
      scf.yield %27#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %30 = arith.cmpi sgt, %27#2, %c0_i64_0 : i64
      %31 = scf.if %30 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %32 = arith.cmpi eq, %27#2, %c0_i64_1 : i64
        %33 = scf.if %32 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %33 : i32
      }
      %34 = arith.extsi %31 : i32 to i64
      scf.yield %34 : i64
    }
    %c0_i64_2 = arith.constant 0 : i64
    %35 = arith.cmpi ne, %27#2, %c0_i64_2 : i64
    %36 = scf.if %35 -> (i64) {
      scf.yield %27#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %30 = arith.cmpi sgt, %27#2, %c0_i64_0 : i64
      %31 = scf.if %30 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %32 = arith.cmpi eq, %27#2, %c0_i64_1 : i64
        %33 = scf.if %32 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %33 : i32
      }
      %34 = arith.extsi %31 : i32 to i64
      scf.yield %34 : i64
    }
    %c0_i64_3 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %37 = arith.extsi %27#1 : i32 to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %38 = arith.muli %c1_i64_0, %c2_i64 : i64
    %39 = arith.extsi %27#0 : i32 to i64
    %c2_i64_0 = arith.constant 2 : i64
    %40 = arith.muli %27#2, %c2_i64_0 : i64
    %41 = cute.ptrtoint(%iter_5) : !cute.ptr<bf16, gmem, align<16>> to i64
    %c0_i64_4 = arith.constant 0 : i64
    %c1_i64_1 = arith.constant 1 : i64
    %c4294967295_i64 = arith.constant 4294967295 : i64
    %c0_i64_5 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c9007199254740991_i64 = arith.constant 9007199254740991 : i64
    %42 = llvm.getelementptr %26[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %26[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %26[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %26[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %26[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %26[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %26[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %26[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %49 : i64, !llvm.ptr
    %50 = arith.divui %41, %c16_i64 : i64
    %51 = arith.andi %50, %c9007199254740991_i64 : i64
    %52 = arith.shli %51, %c4_i64 : i64
    %53 = llvm.getelementptr %26[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %52, %53 : i64, !llvm.ptr
    %c1_i64_2 = arith.constant 1 : i64
    %c16_i64_0 = arith.constant 16 : i64
    %c2_i64_1 = arith.constant 2 : i64
    %c16_i64_1 = arith.constant 16 : i64
    %c1280_i64 = arith.constant 1280 : i64
    %c0_i64_6 = arith.constant 0 : i64
    %c24576_i64 = arith.constant 24576 : i64
    %c0_i64_7 = arith.constant 0 : i64
    %c0_i64_8 = arith.constant 0 : i64
    %c262144_i64 = arith.constant 262144 : i64
    %c0_i64_9 = arith.constant 0 : i64
    %54 = arith.subi %39, %c1_i64_2 : i64
    %55 = arith.subi %c1_i64, %c1_i64_2 : i64
    %56 = arith.subi %c1_i64, %c1_i64_2 : i64
    %57 = arith.subi %c1_i64, %c1_i64_2 : i64
    %58 = arith.muli %54, %40 : i64
    %59 = arith.muli %55, %c0_i64_3 : i64
    %60 = arith.muli %56, %c0_i64_3 : i64
    %61 = arith.muli %57, %c0_i64_3 : i64
    %62 = arith.addi %58, %59 : i64
    %63 = arith.addi %60, %61 : i64
    %c8_i64 = arith.constant 8 : i64
    %c16_i64_2 = arith.constant 16 : i64
    %64 = arith.muli %37, %c16_i64_2 : i64
    %65 = arith.divui %64, %c8_i64 : i64
    %66 = arith.addi %65, %62 : i64
    %67 = arith.addi %66, %63 : i64
    %c131072_i64 = arith.constant 131072 : i64
    %68 = arith.cmpi uge, %67, %c131072_i64 : i64
    %69 = arith.extui %68 : i1 to i64
    %c21_i64 = arith.constant 21 : i64
    %70 = arith.shli %69, %c21_i64 : i64
    %71 = arith.divui %40, %c16_i64_0 : i64
    %c32_i64 = arith.constant 32 : i64
    %72 = arith.shli %71, %c32_i64 : i64
    %73 = arith.ori %c2_i64_1, %c16_i64_1 : i64
    %74 = arith.ori %c1280_i64, %c0_i64_6 : i64
    %75 = arith.ori %c24576_i64, %c0_i64_7 : i64
    %76 = arith.ori %c0_i64_8, %c262144_i64 : i64
    %77 = arith.ori %c0_i64_9, %70 : i64
    %78 = arith.ori %73, %74 : i64
    %79 = arith.ori %75, %76 : i64
    %80 = arith.ori %77, %72 : i64
    %81 = arith.ori %78, %79 : i64
    %82 = arith.ori %81, %80 : i64
    %83 = llvm.getelementptr %26[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %82, %83 : i64, !llvm.ptr
    %c0_i64_10 = arith.constant 0 : i64
    %c1_i64_3 = arith.constant 1 : i64
    %c16_i64_3 = arith.constant 16 : i64
    %c32_i64_0 = arith.constant 32 : i64
    %c36_i64 = arith.constant 36 : i64
    %c4294967295_i64_0 = arith.constant 4294967295 : i64
    %84 = arith.divui %c0_i64_3, %c16_i64_3 : i64
    %85 = arith.andi %84, %c4294967295_i64_0 : i64
    %86 = arith.shli %85, %c0_i64_10 : i64
    %87 = arith.divui %c0_i64_3, %c16_i64_3 : i64
    %88 = arith.shli %87, %c32_i64_0 : i64
    %89 = arith.ori %86, %88 : i64
    %90 = llvm.getelementptr %26[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %89, %90 : i64, !llvm.ptr
    %91 = arith.divui %c0_i64_3, %c16_i64_3 : i64
    %92 = arith.andi %91, %c4294967295_i64_0 : i64
    %93 = arith.shli %92, %c0_i64_10 : i64
    %c15_i64 = arith.constant 15 : i64
    %94 = arith.shrui %40, %c36_i64 : i64
    %95 = arith.andi %94, %c15_i64 : i64
    %96 = arith.shli %95, %c32_i64_0 : i64
    %97 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %98 = arith.andi %97, %c15_i64 : i64
    %c36_i64_0 = arith.constant 36 : i64
    %99 = arith.shli %98, %c36_i64_0 : i64
    %100 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %101 = arith.andi %100, %c15_i64 : i64
    %c40_i64 = arith.constant 40 : i64
    %102 = arith.shli %101, %c40_i64 : i64
    %103 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %c44_i64 = arith.constant 44 : i64
    %104 = arith.shli %103, %c44_i64 : i64
    %105 = arith.ori %96, %99 : i64
    %106 = arith.ori %102, %104 : i64
    %107 = arith.ori %105, %106 : i64
    %108 = arith.ori %93, %107 : i64
    %109 = llvm.getelementptr %26[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %108, %109 : i64, !llvm.ptr
    %110 = arith.subi %37, %c1_i64_3 : i64
    %111 = arith.andi %110, %c4294967295_i64_0 : i64
    %112 = arith.shli %111, %c0_i64_10 : i64
    %113 = arith.subi %39, %c1_i64_3 : i64
    %114 = arith.shli %113, %c32_i64_0 : i64
    %115 = arith.ori %112, %114 : i64
    %116 = llvm.getelementptr %26[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %115, %116 : i64, !llvm.ptr
    %117 = arith.subi %c1_i64, %c1_i64_3 : i64
    %118 = arith.andi %117, %c4294967295_i64_0 : i64
    %119 = arith.shli %118, %c0_i64_10 : i64
    %120 = arith.subi %c1_i64, %c1_i64_3 : i64
    %121 = arith.shli %120, %c32_i64_0 : i64
    %122 = arith.ori %119, %121 : i64
    %123 = llvm.getelementptr %26[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %122, %123 : i64, !llvm.ptr
    %124 = arith.subi %c1_i64, %c1_i64_1 : i64
    %125 = arith.andi %124, %c4294967295_i64 : i64
    %126 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c32_i64_1 = arith.constant 32 : i64
    %127 = arith.shli %126, %c32_i64_1 : i64
    %128 = arith.ori %c0_i64_4, %127 : i64
    %129 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c35_i64 = arith.constant 35 : i64
    %130 = arith.shli %129, %c35_i64 : i64
    %131 = arith.ori %128, %130 : i64
    %132 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c38_i64 = arith.constant 38 : i64
    %133 = arith.shli %132, %c38_i64 : i64
    %134 = arith.ori %131, %133 : i64
    %135 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c41_i64 = arith.constant 41 : i64
    %136 = arith.shli %135, %c41_i64 : i64
    %137 = arith.ori %134, %136 : i64
    %138 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c44_i64_0 = arith.constant 44 : i64
    %139 = arith.shli %138, %c44_i64_0 : i64
    %140 = arith.ori %137, %139 : i64
    %c64_i64 = arith.constant 64 : i64
    %141 = arith.muli %c64_i64, %c1_i64_1 : i64
    %142 = arith.subi %141, %c1_i64_1 : i64
    %c56_i64 = arith.constant 56 : i64
    %143 = arith.shli %142, %c56_i64 : i64
    %144 = arith.ori %125, %140 : i64
    %145 = arith.ori %144, %143 : i64
    %146 = llvm.getelementptr %26[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %145, %146 : i64, !llvm.ptr
    %c255_i64 = arith.constant 255 : i64
    %c128_i64 = arith.constant 128 : i64
    %147 = arith.muli %c128_i64, %c1_i64_1 : i64
    %148 = arith.subi %147, %c1_i64_1 : i64
    %149 = arith.andi %148, %c255_i64 : i64
    %c0_i64_11 = arith.constant 0 : i64
    %150 = arith.shli %149, %c0_i64_11 : i64
    %151 = arith.ori %c0_i64_4, %150 : i64
    %c1_i64_4 = arith.constant 1 : i64
    %152 = arith.muli %c1_i64_4, %c1_i64_1 : i64
    %153 = arith.subi %152, %c1_i64_1 : i64
    %154 = arith.andi %153, %c255_i64 : i64
    %c8_i64_0 = arith.constant 8 : i64
    %155 = arith.shli %154, %c8_i64_0 : i64
    %156 = arith.ori %151, %155 : i64
    %c1_i64_5 = arith.constant 1 : i64
    %157 = arith.muli %c1_i64_5, %c1_i64_1 : i64
    %158 = arith.subi %157, %c1_i64_1 : i64
    %159 = arith.andi %158, %c255_i64 : i64
    %c16_i64_4 = arith.constant 16 : i64
    %160 = arith.shli %159, %c16_i64_4 : i64
    %161 = arith.ori %156, %160 : i64
    %c1_i64_6 = arith.constant 1 : i64
    %162 = arith.muli %c1_i64_6, %c1_i64_1 : i64
    %163 = arith.subi %162, %c1_i64_1 : i64
    %164 = arith.andi %163, %c255_i64 : i64
    %c24_i64 = arith.constant 24 : i64
    %165 = arith.shli %164, %c24_i64 : i64
    %166 = arith.ori %161, %165 : i64
    %167 = llvm.getelementptr %26[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %166, %167 : i64, !llvm.ptr
    %168 = builtin.unrealized_conversion_cast %26 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %169 = cute.ptrtoint(%168) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %170 = llvm.inttoptr %169 : i64 to !llvm.ptr
    %171 = llvm.load %170 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %172 = builtin.unrealized_conversion_cast %171 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
    %173 = cute_nvgpu.atom.set_value<tma_desc>(%atom_0, %172) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute_nvgpu.tma_descriptor_tiled)
    %iter_6 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_10 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %174:3 = cute.get_scalars(%lay_10) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_12 = arith.constant 0 : i64
    %c1_i64_7 = arith.constant 1 : i64
    %175 = arith.extsi %174#1 : i32 to i64
    %c1_i64_8 = arith.constant 1 : i64
    %c2_i64_2 = arith.constant 2 : i64
    %176 = arith.muli %c1_i64_8, %c2_i64_2 : i64
    %177 = arith.extsi %174#0 : i32 to i64
    %c2_i64_3 = arith.constant 2 : i64
    %178 = arith.muli %174#2, %c2_i64_3 : i64
    %179 = arith.trunci %176 : i64 to i32
    %180 = arith.trunci %178 : i64 to i32
    %181 = arith.trunci %c0_i64_12 : i64 to i32
    %182 = arith.trunci %c0_i64_12 : i64 to i32
    %183 = arith.trunci %c0_i64_12 : i64 to i32
    %lay_11 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %184 = cute.get_shape(%lay_11) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_12 = cute.make_layout(%184, %stride_2) : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
    %int_tuple_15 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_15) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view = cute.make_view(%int_tup_iter, %lay_12) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %iter_7 = cute.get_iter(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %tup = cute.deref_arith_tuple_iter(%iter_7) : !cute.arith_tuple_iter<"(0,0)">
    %e0_18, %e1_12 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %185 = cute.get_shape(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
    %e0_19, %e1_13, %e2_8, %e3_7, %e4_4 = cute.get_leaves(%185) : !cute.shape<"((256,16),1,4,4)">
    %186 = cute.get_shape(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
    %e0_20, %e1_14, %e2_9, %e3_8, %e4_5 = cute.get_leaves(%186) : !cute.shape<"((256,16),1,4,4)">
    %187 = cute.get_shape(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
    %e0_21, %e1_15, %e2_10, %e3_9, %e4_6 = cute.get_leaves(%187) : !cute.shape<"((256,16),1,4,4)">
    %188 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4):((64,1),0,16)">
    %189 = cute.get_shape(%188) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4):((64,1),0,16)">) -> !cute.shape<"((256,16),1,4)">
    %e0_22, %e1_16, %e2_11, %e3_10 = cute.get_leaves(%189) : !cute.shape<"((256,16),1,4)">
    %lay_13 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %190 = cute.get_shape(%lay_13) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %e0_23, %e1_17 = cute.get_leaves(%190) : !cute.shape<"(?{div=8},?{div=8})">
    %itup_1 = cute.to_int_tuple(%e0_23) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %191 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?{div=8}">
    %itup_2 = cute.to_int_tuple(%e1_17) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %192 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?{div=8}">
    %shape_10 = cute.make_shape(%itup_1, %itup_2) : (!cute.int_tuple<"?{div=8}">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?{div=8},?{div=8})">
    %stride_3 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_14 = cute.make_layout(%shape_10, %stride_3) : !cute.layout<"(?{div=8},?{div=8}):(1@0,1@1)">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[256:1;64:1]">
    %193:2 = cute.get_scalars(%lay_14) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@0,1@1)">
    %lay_15 = cute.make_layout() : !cute.layout<"(256,64):(1@0,1@1)">
    %194 = cute.static : !cute.layout<"((1,(1,1)),((256,16),(1,4))):((1@1,(0,0)),((1@0,1@1),(0,16@1)))">
    %195 = cute.get_shape(%194) : (!cute.layout<"((1,(1,1)),((256,16),(1,4))):((1@1,(0,0)),((1@0,1@1),(0,16@1)))">) -> !cute.shape<"((1,(1,1)),((256,16),(1,4)))">
    %e0_24, %e1_18, %e2_12, %e3_11, %e4_7, %e5_1, %e6_1 = cute.get_leaves(%195) : !cute.shape<"((1,(1,1)),((256,16),(1,4)))">
    %196 = cute.get_shape(%194) : (!cute.layout<"((1,(1,1)),((256,16),(1,4))):((1@1,(0,0)),((1@0,1@1),(0,16@1)))">) -> !cute.shape<"((1,(1,1)),((256,16),(1,4)))">
    %e0_25, %e1_19, %e2_13, %e3_12, %e4_8, %e5_2, %e6_2 = cute.get_leaves(%196) : !cute.shape<"((1,(1,1)),((256,16),(1,4)))">
    %lay_16 = cute.make_layout() : !cute.layout<"((256,16),(1,4)):((1@0,1@1),(0,16@1))">
    %197 = cute.get_shape(%lay_15) : (!cute.layout<"(256,64):(1@0,1@1)">) -> !cute.shape<"(256,64)">
    %e0_26, %e1_20 = cute.get_leaves(%197) : !cute.shape<"(256,64)">
    %coord_2 = cute.make_coord() : () -> !cute.coord<"(1,(1,1))">
    %lay_17 = cute.make_layout() : !cute.layout<"((256,16),1,4):((1@0,1@1),0,16@1)">
    %c16_i32_0 = arith.constant 16 : i32
    %198 = llvm.alloca %c16_i32_0 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter_8 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %lay_18 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %199:3 = cute.get_scalars(%lay_18) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">
    %c0_i64_13 = arith.constant 0 : i64
    %200 = arith.cmpi ne, %199#2, %c0_i64_13 : i64
    %201 = scf.if %200 -> (i64) {
      scf.yield %199#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %30 = arith.cmpi sgt, %199#2, %c0_i64_0 : i64
      %31 = scf.if %30 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %32 = arith.cmpi eq, %199#2, %c0_i64_1 : i64
        %33 = scf.if %32 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %33 : i32
      }
      %34 = arith.extsi %31 : i32 to i64
      scf.yield %34 : i64
    }
    %c0_i64_14 = arith.constant 0 : i64
    %202 = arith.cmpi ne, %199#2, %c0_i64_14 : i64
    %203 = scf.if %202 -> (i64) {
      scf.yield %199#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %30 = arith.cmpi sgt, %199#2, %c0_i64_0 : i64
      %31 = scf.if %30 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %32 = arith.cmpi eq, %199#2, %c0_i64_1 : i64
        %33 = scf.if %32 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %33 : i32
      }
      %34 = arith.extsi %31 : i32 to i64
      scf.yield %34 : i64
    }
    %c0_i64_15 = arith.constant 0 : i64
    %c1_i64_9 = arith.constant 1 : i64
    %204 = arith.extsi %199#1 : i32 to i64
    %c1_i64_10 = arith.constant 1 : i64
    %c2_i64_4 = arith.constant 2 : i64
    %205 = arith.muli %c1_i64_10, %c2_i64_4 : i64
    %206 = arith.extsi %199#0 : i32 to i64
    %c2_i64_5 = arith.constant 2 : i64
    %207 = arith.muli %199#2, %c2_i64_5 : i64
    %208 = cute.ptrtoint(%iter_8) : !cute.ptr<bf16, gmem, align<16>> to i64
    %c0_i64_16 = arith.constant 0 : i64
    %c1_i64_11 = arith.constant 1 : i64
    %c4294967295_i64_1 = arith.constant 4294967295 : i64
    %c0_i64_17 = arith.constant 0 : i64
    %c4_i64_0 = arith.constant 4 : i64
    %c16_i64_5 = arith.constant 16 : i64
    %c9007199254740991_i64_0 = arith.constant 9007199254740991 : i64
    %209 = llvm.getelementptr %198[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_17, %209 : i64, !llvm.ptr
    %210 = llvm.getelementptr %198[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_17, %210 : i64, !llvm.ptr
    %211 = llvm.getelementptr %198[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_17, %211 : i64, !llvm.ptr
    %212 = llvm.getelementptr %198[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_17, %212 : i64, !llvm.ptr
    %213 = llvm.getelementptr %198[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_17, %213 : i64, !llvm.ptr
    %214 = llvm.getelementptr %198[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_17, %214 : i64, !llvm.ptr
    %215 = llvm.getelementptr %198[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_17, %215 : i64, !llvm.ptr
    %216 = llvm.getelementptr %198[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_17, %216 : i64, !llvm.ptr
    %217 = arith.divui %208, %c16_i64_5 : i64
    %218 = arith.andi %217, %c9007199254740991_i64_0 : i64
    %219 = arith.shli %218, %c4_i64_0 : i64
    %220 = llvm.getelementptr %198[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %219, %220 : i64, !llvm.ptr
    %c1_i64_12 = arith.constant 1 : i64
    %c16_i64_6 = arith.constant 16 : i64
    %c2_i64_6 = arith.constant 2 : i64
    %c16_i64_7 = arith.constant 16 : i64
    %c1280_i64_0 = arith.constant 1280 : i64
    %c0_i64_18 = arith.constant 0 : i64
    %c24576_i64_0 = arith.constant 24576 : i64
    %c0_i64_19 = arith.constant 0 : i64
    %c0_i64_20 = arith.constant 0 : i64
    %c262144_i64_0 = arith.constant 262144 : i64
    %c0_i64_21 = arith.constant 0 : i64
    %221 = arith.subi %206, %c1_i64_12 : i64
    %222 = arith.subi %c1_i64_9, %c1_i64_12 : i64
    %223 = arith.subi %c1_i64_9, %c1_i64_12 : i64
    %224 = arith.subi %c1_i64_9, %c1_i64_12 : i64
    %225 = arith.muli %221, %207 : i64
    %226 = arith.muli %222, %c0_i64_15 : i64
    %227 = arith.muli %223, %c0_i64_15 : i64
    %228 = arith.muli %224, %c0_i64_15 : i64
    %229 = arith.addi %225, %226 : i64
    %230 = arith.addi %227, %228 : i64
    %c8_i64_1 = arith.constant 8 : i64
    %c16_i64_8 = arith.constant 16 : i64
    %231 = arith.muli %204, %c16_i64_8 : i64
    %232 = arith.divui %231, %c8_i64_1 : i64
    %233 = arith.addi %232, %229 : i64
    %234 = arith.addi %233, %230 : i64
    %c131072_i64_0 = arith.constant 131072 : i64
    %235 = arith.cmpi uge, %234, %c131072_i64_0 : i64
    %236 = arith.extui %235 : i1 to i64
    %c21_i64_0 = arith.constant 21 : i64
    %237 = arith.shli %236, %c21_i64_0 : i64
    %238 = arith.divui %207, %c16_i64_6 : i64
    %c32_i64_2 = arith.constant 32 : i64
    %239 = arith.shli %238, %c32_i64_2 : i64
    %240 = arith.ori %c2_i64_6, %c16_i64_7 : i64
    %241 = arith.ori %c1280_i64_0, %c0_i64_18 : i64
    %242 = arith.ori %c24576_i64_0, %c0_i64_19 : i64
    %243 = arith.ori %c0_i64_20, %c262144_i64_0 : i64
    %244 = arith.ori %c0_i64_21, %237 : i64
    %245 = arith.ori %240, %241 : i64
    %246 = arith.ori %242, %243 : i64
    %247 = arith.ori %244, %239 : i64
    %248 = arith.ori %245, %246 : i64
    %249 = arith.ori %248, %247 : i64
    %250 = llvm.getelementptr %198[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %249, %250 : i64, !llvm.ptr
    %c0_i64_22 = arith.constant 0 : i64
    %c1_i64_13 = arith.constant 1 : i64
    %c16_i64_9 = arith.constant 16 : i64
    %c32_i64_3 = arith.constant 32 : i64
    %c36_i64_1 = arith.constant 36 : i64
    %c4294967295_i64_2 = arith.constant 4294967295 : i64
    %251 = arith.divui %c0_i64_15, %c16_i64_9 : i64
    %252 = arith.andi %251, %c4294967295_i64_2 : i64
    %253 = arith.shli %252, %c0_i64_22 : i64
    %254 = arith.divui %c0_i64_15, %c16_i64_9 : i64
    %255 = arith.shli %254, %c32_i64_3 : i64
    %256 = arith.ori %253, %255 : i64
    %257 = llvm.getelementptr %198[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %256, %257 : i64, !llvm.ptr
    %258 = arith.divui %c0_i64_15, %c16_i64_9 : i64
    %259 = arith.andi %258, %c4294967295_i64_2 : i64
    %260 = arith.shli %259, %c0_i64_22 : i64
    %c15_i64_0 = arith.constant 15 : i64
    %261 = arith.shrui %207, %c36_i64_1 : i64
    %262 = arith.andi %261, %c15_i64_0 : i64
    %263 = arith.shli %262, %c32_i64_3 : i64
    %264 = arith.shrui %c0_i64_15, %c36_i64_1 : i64
    %265 = arith.andi %264, %c15_i64_0 : i64
    %c36_i64_2 = arith.constant 36 : i64
    %266 = arith.shli %265, %c36_i64_2 : i64
    %267 = arith.shrui %c0_i64_15, %c36_i64_1 : i64
    %268 = arith.andi %267, %c15_i64_0 : i64
    %c40_i64_0 = arith.constant 40 : i64
    %269 = arith.shli %268, %c40_i64_0 : i64
    %270 = arith.shrui %c0_i64_15, %c36_i64_1 : i64
    %c44_i64_1 = arith.constant 44 : i64
    %271 = arith.shli %270, %c44_i64_1 : i64
    %272 = arith.ori %263, %266 : i64
    %273 = arith.ori %269, %271 : i64
    %274 = arith.ori %272, %273 : i64
    %275 = arith.ori %260, %274 : i64
    %276 = llvm.getelementptr %198[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %275, %276 : i64, !llvm.ptr
    %277 = arith.subi %204, %c1_i64_13 : i64
    %278 = arith.andi %277, %c4294967295_i64_2 : i64
    %279 = arith.shli %278, %c0_i64_22 : i64
    %280 = arith.subi %206, %c1_i64_13 : i64
    %281 = arith.shli %280, %c32_i64_3 : i64
    %282 = arith.ori %279, %281 : i64
    %283 = llvm.getelementptr %198[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %282, %283 : i64, !llvm.ptr
    %284 = arith.subi %c1_i64_9, %c1_i64_13 : i64
    %285 = arith.andi %284, %c4294967295_i64_2 : i64
    %286 = arith.shli %285, %c0_i64_22 : i64
    %287 = arith.subi %c1_i64_9, %c1_i64_13 : i64
    %288 = arith.shli %287, %c32_i64_3 : i64
    %289 = arith.ori %286, %288 : i64
    %290 = llvm.getelementptr %198[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %289, %290 : i64, !llvm.ptr
    %291 = arith.subi %c1_i64_9, %c1_i64_11 : i64
    %292 = arith.andi %291, %c4294967295_i64_1 : i64
    %293 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c32_i64_4 = arith.constant 32 : i64
    %294 = arith.shli %293, %c32_i64_4 : i64
    %295 = arith.ori %c0_i64_16, %294 : i64
    %296 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c35_i64_0 = arith.constant 35 : i64
    %297 = arith.shli %296, %c35_i64_0 : i64
    %298 = arith.ori %295, %297 : i64
    %299 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c38_i64_0 = arith.constant 38 : i64
    %300 = arith.shli %299, %c38_i64_0 : i64
    %301 = arith.ori %298, %300 : i64
    %302 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c41_i64_0 = arith.constant 41 : i64
    %303 = arith.shli %302, %c41_i64_0 : i64
    %304 = arith.ori %301, %303 : i64
    %305 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c44_i64_2 = arith.constant 44 : i64
    %306 = arith.shli %305, %c44_i64_2 : i64
    %307 = arith.ori %304, %306 : i64
    %c64_i64_0 = arith.constant 64 : i64
    %308 = arith.muli %c64_i64_0, %c1_i64_11 : i64
    %309 = arith.subi %308, %c1_i64_11 : i64
    %c56_i64_0 = arith.constant 56 : i64
    %310 = arith.shli %309, %c56_i64_0 : i64
    %311 = arith.ori %292, %307 : i64
    %312 = arith.ori %311, %310 : i64
    %313 = llvm.getelementptr %198[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %312, %313 : i64, !llvm.ptr
    %c255_i64_0 = arith.constant 255 : i64
    %c256_i64 = arith.constant 256 : i64
    %314 = arith.muli %c256_i64, %c1_i64_11 : i64
    %315 = arith.subi %314, %c1_i64_11 : i64
    %316 = arith.andi %315, %c255_i64_0 : i64
    %c0_i64_23 = arith.constant 0 : i64
    %317 = arith.shli %316, %c0_i64_23 : i64
    %318 = arith.ori %c0_i64_16, %317 : i64
    %c1_i64_14 = arith.constant 1 : i64
    %319 = arith.muli %c1_i64_14, %c1_i64_11 : i64
    %320 = arith.subi %319, %c1_i64_11 : i64
    %321 = arith.andi %320, %c255_i64_0 : i64
    %c8_i64_2 = arith.constant 8 : i64
    %322 = arith.shli %321, %c8_i64_2 : i64
    %323 = arith.ori %318, %322 : i64
    %c1_i64_15 = arith.constant 1 : i64
    %324 = arith.muli %c1_i64_15, %c1_i64_11 : i64
    %325 = arith.subi %324, %c1_i64_11 : i64
    %326 = arith.andi %325, %c255_i64_0 : i64
    %c16_i64_10 = arith.constant 16 : i64
    %327 = arith.shli %326, %c16_i64_10 : i64
    %328 = arith.ori %323, %327 : i64
    %c1_i64_16 = arith.constant 1 : i64
    %329 = arith.muli %c1_i64_16, %c1_i64_11 : i64
    %330 = arith.subi %329, %c1_i64_11 : i64
    %331 = arith.andi %330, %c255_i64_0 : i64
    %c24_i64_0 = arith.constant 24 : i64
    %332 = arith.shli %331, %c24_i64_0 : i64
    %333 = arith.ori %328, %332 : i64
    %334 = llvm.getelementptr %198[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %333, %334 : i64, !llvm.ptr
    %335 = builtin.unrealized_conversion_cast %198 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %336 = cute.ptrtoint(%335) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %337 = llvm.inttoptr %336 : i64 to !llvm.ptr
    %338 = llvm.load %337 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %339 = builtin.unrealized_conversion_cast %338 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_1 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>
    %340 = cute_nvgpu.atom.set_value<tma_desc>(%atom_1, %339) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>, !cute_nvgpu.tma_descriptor_tiled)
    %iter_9 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %lay_19 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %341:3 = cute.get_scalars(%lay_19) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">
    %c0_i64_24 = arith.constant 0 : i64
    %c1_i64_17 = arith.constant 1 : i64
    %342 = arith.extsi %341#1 : i32 to i64
    %c1_i64_18 = arith.constant 1 : i64
    %c2_i64_7 = arith.constant 2 : i64
    %343 = arith.muli %c1_i64_18, %c2_i64_7 : i64
    %344 = arith.extsi %341#0 : i32 to i64
    %c2_i64_8 = arith.constant 2 : i64
    %345 = arith.muli %341#2, %c2_i64_8 : i64
    %346 = arith.trunci %343 : i64 to i32
    %347 = arith.trunci %345 : i64 to i32
    %348 = arith.trunci %c0_i64_24 : i64 to i32
    %349 = arith.trunci %c0_i64_24 : i64 to i32
    %350 = arith.trunci %c0_i64_24 : i64 to i32
    %lay_20 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %351 = cute.get_shape(%lay_20) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %stride_4 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_21 = cute.make_layout(%351, %stride_4) : !cute.layout<"(?{div=8},?{div=8}):(1@1,1@0)">
    %int_tuple_16 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_16) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view_0 = cute.make_view(%int_tup_iter_0, %lay_21) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %iter_10 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %tup_0 = cute.deref_arith_tuple_iter(%iter_10) : !cute.arith_tuple_iter<"(0,0)">
    %e0_27, %e1_21 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
    %lay_22 = cute.get_layout(%arg2) : !memref_gmem_bf16_aab6
    %352 = cute.get_shape(%lay_22) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_28, %e1_22 = cute.get_leaves(%352) : !cute.shape<"(?,?{div=8})">
    %itup_3 = cute.to_int_tuple(%e0_28) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %353 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?">
    %itup_4 = cute.to_int_tuple(%e1_22) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %354 = cute.get_scalars(%itup_4) : !cute.int_tuple<"?{div=8}">
    %int_tuple_17 = cute.make_int_tuple(%itup_3, %itup_4) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"(?,?{div=8})">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1]">
    %355:2 = cute.get_scalars(%int_tuple_17) <{only_dynamic}> : !cute.int_tuple<"(?,?{div=8})">
    %c128_i32 = arith.constant 128 : i32
    %356 = arith.ceildivsi %355#0, %c128_i32 : i32
    %c256_i32 = arith.constant 256 : i32
    %357 = arith.ceildivsi %355#1, %c256_i32 : i32
    %int_tuple_18 = cute.make_int_tuple(%356, %357) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %e0_29, %e1_23 = cute.get_leaves(%int_tuple_18) : !cute.int_tuple<"(?,?)">
    %358 = cute.get_scalars(%e0_29) : !cute.int_tuple<"?">
    %359 = cute.get_scalars(%e1_23) : !cute.int_tuple<"?">
    %360 = cute.composed_get_inner(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.swizzle<"S<3,4,3>">
    %361 = cute.composed_get_outer(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">
    %shape_11 = cute.make_shape() : () -> !cute.shape<"32768">
    %itup_5 = cute.to_int_tuple(%shape_11) : !cute.shape<"32768"> to !cute.int_tuple<"32768">
    %e0_30 = cute.get_leaves(%itup_5) : !cute.int_tuple<"32768">
    %362 = cute.composed_get_inner(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.swizzle<"S<3,4,3>">
    %363 = cute.composed_get_outer(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">
    %shape_12 = cute.make_shape() : () -> !cute.shape<"65536">
    %itup_6 = cute.to_int_tuple(%shape_12) : !cute.shape<"65536"> to !cute.int_tuple<"65536">
    %e0_31 = cute.get_leaves(%itup_6) : !cute.int_tuple<"65536">
    %364 = cute.static : !cute.layout<"(1,1,1,1):(0,0,0,0)">
    %365 = cute.static : !cute.tile<"[_;_;_]">
    %e0_32, %e1_24, %e2_14 = cute.get_leaves(%365) : !cute.tile<"[_;_;_]">
    %366 = cute.static : !cute.layout<"1:0">
    %367 = cute.static : !cute.shape<"(128,256,16)">
    %e0_33, %e1_25, %e2_15 = cute.get_leaves(%367) : !cute.shape<"(128,256,16)">
    %368 = cute.static : !cute.layout<"(1,(128,16)):(128,(1,128))">
    %369 = cute.static : !cute.layout<"(1,(256,16)):(256,(1,256))">
    %370 = cute.static : !cute.layout<"(1,(128,256)):(128,(1,128))">
    %371 = cute.static : !cute.layout<"1:0">
    %372 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %373 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_23 = cute.get_layout(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %374 = cute.static : !cute.layout<"1:0">
    %375 = cute.static : !cute.layout<"(1,16384):(0,1)">
    %376 = cute.static : !cute.layout<"(1,16384):(0,1)">
    %lay_24 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %377 = cute.composed_get_inner(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.swizzle<"S<3,4,3>">
    %378 = cute.composed_get_offset(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.int_tuple<"0">
    %e0_34 = cute.get_leaves(%378) : !cute.int_tuple<"0">
    %379 = cute.composed_get_outer(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">
    %380 = cute.composed_get_inner(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.swizzle<"S<3,4,3>">
    %381 = cute.composed_get_offset(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.int_tuple<"0">
    %e0_35 = cute.get_leaves(%381) : !cute.int_tuple<"0">
    %382 = cute.composed_get_outer(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">
    %c197632_i64 = arith.constant 197632 : i64
    %c198656_i32 = arith.constant 198656 : i32
    %383 = arith.extsi %c198656_i32 : i32 to i64
    %384 = arith.cmpi slt, %383, %c197632_i64 : i64
    scf.if %384 {
      %30 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %31 = llvm.getelementptr %30[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<325 x i8>
      %34 = llvm.call @printf(%31, %c198656_i32, %c197632_i64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
    }
    %c232448_i32 = arith.constant 232448 : i32
    %385 = arith.cmpi sgt, %c198656_i32, %c232448_i32 : i32
    scf.if %385 {
      %30 = llvm.mlir.addressof @printfFormat_1 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %31 = llvm.getelementptr %30[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<323 x i8>
      %34 = llvm.call @printf(%31, %c198656_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64_25 = arith.constant 0 : i64
    %386 = cuda.cast %c0_i64_25 : i64 -> !cuda.stream
    %387 = arith.extsi %c198656_i32 : i32 to i64
    %c128_i32_0 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %388 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32_0, %c1_i32, %c1_i32), dynamicSmemBytes = %387, gridDim = (%358, %359, %c1_i32), stream = %386) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%388] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%388] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 17>, i32
    %389 = cuda.launch_ex @kernels::@kernel_cutlass_blackwell_gemm_kernel~<%388> (%6, %173, %view, %340, %view_0, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!mma_bf16_bf16_f32_128x256x16_8117, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, !memref_gmem_bf16_aab6) -> !cuda.result
    %390 = cuda.cast %389 : !cuda.result -> i32
    cuda.return_if_error %390 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
