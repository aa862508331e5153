// irscope snapshot: blackwell_gemm:bf16_128x256_s4@sm_100a after cute-expand-ops#1 (cute-expand-ops, convert-cute-algo-to-arch)
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
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_blackwell_gemm_kernel~' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_blackwell_gemm_kernel~(%arg0: !mma_bf16_bf16_f32_128x256x16_8117, %arg1: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg2: !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, %arg3: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg4: !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, %arg5: !memref_gmem_bf16_aab6) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">
      %1 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">
      %iter = cute.get_iter(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup = cute.deref_arith_tuple_iter(%iter) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_0 = cute.get_iter(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %tup_0 = cute.deref_arith_tuple_iter(%iter_0) : !cute.arith_tuple_iter<"(0,0)">
      %e0_0, %e1_0 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
      %iter_1 = cute.get_iter(%arg5) : !memref_gmem_bf16_aab6
      %iter_2 = cute.get_iter(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup_1 = cute.deref_arith_tuple_iter(%iter_2) : !cute.arith_tuple_iter<"(0,0)">
      %e0_1, %e1_1 = cute.get_leaves(%tup_1) : !cute.int_tuple<"(0,0)">
      %iter_3 = cute.get_iter(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %tup_2 = cute.deref_arith_tuple_iter(%iter_3) : !cute.arith_tuple_iter<"(0,0)">
      %e0_2, %e1_2 = cute.get_leaves(%tup_2) : !cute.int_tuple<"(0,0)">
      %iter_4 = cute.get_iter(%arg5) : !memref_gmem_bf16_aab6
      %lay = cute.get_layout(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %lay_0 = cute.get_layout(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %lay_1 = cute.get_layout(%arg5) : !memref_gmem_bf16_aab6
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %8 = nvvm.read.ptx.sreg.tid.x : i32
      %9 = nvvm.read.ptx.sreg.tid.y : i32
      %10 = nvvm.read.ptx.sreg.tid.z : i32
      %11 = nvvm.read.ptx.sreg.ntid.x : i32
      %12 = nvvm.read.ptx.sreg.ntid.y : i32
      %13 = arith.muli %9, %11 : i32
      %14 = arith.addi %8, %13 : i32
      %15 = arith.muli %10, %11 : i32
      %16 = arith.muli %15, %12 : i32
      %17 = arith.addi %14, %16 : i32
      %c32_i32 = arith.constant 32 : i32
      %18 = arith.floordivsi %17, %c32_i32 : i32
      %19 = cute_nvgpu.arch.make_warp_uniform(%18) : i32
      %c0_i32 = arith.constant 0 : i32
      %20 = arith.cmpi eq, %19, %c0_i32 : i32
      scf.if %20 {
        cute_nvgpu.prefetch_tma_desc(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>) -> ()
      }
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"64">) -> !cute.ptr<i8, smem, align<64>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c64_i32 = arith.constant 64 : i32
      %21 = arith.cmpi sge, %smem_size, %c64_i32 : i32
      %iter_5 = cute.recast_iter(%smem_ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i64, smem, align<1024>>
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
      %ptr_0 = cute.add_offset(%ptr, %int_tuple_0) : (!cute.ptr<i8, smem, align<64>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size_0 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c80_i32 = arith.constant 80 : i32
      %22 = arith.cmpi sge, %smem_size_0, %c80_i32 : i32
      %iter_6 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<64>> to !cute.ptr<i64, smem, align<64>>
      %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
      %ptr_1 = cute.add_offset(%ptr_0, %int_tuple_1) : (!cute.ptr<i8, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<i8, smem, align<4>>
      %smem_size_1 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c84_i32 = arith.constant 84 : i32
      %23 = arith.cmpi sge, %smem_size_1, %c84_i32 : i32
      %iter_7 = cute.recast_iter(%ptr_0) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<i32, smem, align<16>>
      %24 = cute.composed_get_outer(%0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">
      %25 = cute.composed_get_inner(%0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.swizzle<"S<3,4,3>">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %24) : (!cute.coord<"0">, !cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.int_tuple<"0">
      %e0_3 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%24) : (!cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.int_tuple<"32768">
      %e0_4 = cute.get_leaves(%cosz) : !cute.int_tuple<"32768">
      %26 = cute.ptrtoint(%ptr_1) : !cute.ptr<i8, smem, align<4>> to i32
      %c1024_i32 = arith.constant 1024 : i32
      %27 = arith.addi %26, %c1024_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.subi %27, %c1_i32 : i32
      %c-1024_i32 = arith.constant -1024 : i32
      %29 = arith.andi %28, %c-1024_i32 : i32
      %30 = arith.extsi %29 : i32 to i64
      %iv = cute.assume(%30) : (i64) -> !cute.i64<divby 1024>
      %31 = cute.inttoptr(%iv) : !cute.i64<divby 1024> to !cute.ptr<i8, smem, align<1024>>
      %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"65536">
      %ptr_2 = cute.add_offset(%31, %int_tuple_2) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"65536">) -> !cute.ptr<i8, smem, align<1024>>
      %smem_size_2 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c66560_i32 = arith.constant 66560 : i32
      %32 = arith.cmpi sge, %smem_size_2, %c66560_i32 : i32
      %iter_8 = cute.recast_iter(%31) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view = cute.make_view(%iter_8, %24) : !memref_smem_bf16_66de
      %iter_9 = cute.get_iter(%view) : !memref_smem_bf16_66de
      %iter_10 = cute.get_iter(%view) : !memref_smem_bf16_66de
      %33 = cute.composed_get_outer(%1) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">
      %34 = cute.composed_get_inner(%1) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.swizzle<"S<3,4,3>">
      %coord_0 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_0 = cute.crd2idx(%coord_0, %33) : (!cute.coord<"0">, !cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.int_tuple<"0">
      %e0_5 = cute.get_leaves(%idx_0) : !cute.int_tuple<"0">
      %cosz_0 = cute.cosize(%33) : (!cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.int_tuple<"65536">
      %e0_6 = cute.get_leaves(%cosz_0) : !cute.int_tuple<"65536">
      %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %ptr_3 = cute.add_offset(%ptr_2, %int_tuple_3) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"131072">) -> !cute.ptr<i8, smem, align<1024>>
      %smem_size_3 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c197632_i32 = arith.constant 197632 : i32
      %35 = arith.cmpi sge, %smem_size_3, %c197632_i32 : i32
      %iter_11 = cute.recast_iter(%ptr_2) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view_0 = cute.make_view(%iter_11, %33) : !memref_smem_bf16_7249
      %iter_12 = cute.get_iter(%view_0) : !memref_smem_bf16_7249
      %iter_13 = cute.get_iter(%view_0) : !memref_smem_bf16_7249
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
      %48 = arith.cmpi eq, %47, %c0_i32 : i32
      scf.if %48 {
        %c256_i32_0 = arith.constant 256 : i32
        cute_nvgpu.arch.sm100.alloc_tmem(%c256_i32_0, %iter_7) [ cta_1] : i32, !cute.ptr<i32, smem, align<16>>
      }
      %49 = cute.get_shape(%0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
      %e0_7, %e1_3, %e2, %e3, %e4 = cute.get_leaves(%49) : !cute.shape<"((128,16),1,4,4)">
      %50 = cute.get_shape(%0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
      %e0_8, %e1_4, %e2_0, %e3_0, %e4_0 = cute.get_leaves(%50) : !cute.shape<"((128,16),1,4,4)">
      %51 = cute.get_shape(%0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
      %e0_9, %e1_5, %e2_1, %e3_1, %e4_1 = cute.get_leaves(%51) : !cute.shape<"((128,16),1,4,4)">
      %52 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">
      %53 = cute.composed_get_inner(%52) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">) -> !cute.swizzle<"S<3,4,3>">
      %54 = cute.composed_get_outer(%52) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">) -> !cute.layout<"((128,16),1,4):((64,1),0,16)">
      %cosz_1 = cute.cosize(%54) : (!cute.layout<"((128,16),1,4):((64,1),0,16)">) -> !cute.int_tuple<"8192">
      %e0_10 = cute.get_leaves(%cosz_1) : !cute.int_tuple<"8192">
      %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %tile = cute.make_tile() : () -> !cute.tile<"8:1">
      %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
      %e0_11 = cute.get_leaves(%int_tuple_5) : !cute.int_tuple<"16384">
      %55 = cute.get_shape(%1) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
      %e0_12, %e1_6, %e2_2, %e3_2, %e4_2 = cute.get_leaves(%55) : !cute.shape<"((256,16),1,4,4)">
      %56 = cute.get_shape(%1) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
      %e0_13, %e1_7, %e2_3, %e3_3, %e4_3 = cute.get_leaves(%56) : !cute.shape<"((256,16),1,4,4)">
      %57 = cute.get_shape(%1) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
      %e0_14, %e1_8, %e2_4, %e3_4, %e4_4 = cute.get_leaves(%57) : !cute.shape<"((256,16),1,4,4)">
      %58 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4):((64,1),0,16)">
      %59 = cute.composed_get_inner(%58) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4):((64,1),0,16)">) -> !cute.swizzle<"S<3,4,3>">
      %60 = cute.composed_get_outer(%58) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4):((64,1),0,16)">) -> !cute.layout<"((256,16),1,4):((64,1),0,16)">
      %cosz_2 = cute.cosize(%60) : (!cute.layout<"((256,16),1,4):((64,1),0,16)">) -> !cute.int_tuple<"16384">
      %e0_15 = cute.get_leaves(%cosz_2) : !cute.int_tuple<"16384">
      %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"262144">
      %tile_0 = cute.make_tile() : () -> !cute.tile<"8:1">
      %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"32768">
      %e0_16 = cute.get_leaves(%int_tuple_7) : !cute.int_tuple<"32768">
      %61 = nvvm.read.ptx.sreg.tid.x : i32
      %62 = nvvm.read.ptx.sreg.tid.y : i32
      %63 = nvvm.read.ptx.sreg.tid.z : i32
      %64 = nvvm.read.ptx.sreg.ntid.x : i32
      %65 = nvvm.read.ptx.sreg.ntid.y : i32
      %66 = arith.muli %62, %64 : i32
      %67 = arith.addi %61, %66 : i32
      %68 = arith.muli %63, %64 : i32
      %69 = arith.muli %68, %65 : i32
      %70 = arith.addi %67, %69 : i32
      %71 = arith.floordivsi %70, %c32_i32 : i32
      %72 = cute_nvgpu.arch.make_warp_uniform(%71) : i32
      %73 = arith.cmpi eq, %72, %c0_i32 : i32
      scf.if %73 {
        %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_4 = cute.add_offset(%iter_5, %int_tuple_8) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<1024>>
        %74 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
        %c1_i32_0 = arith.constant 1 : i32
        nvvm.mbarrier.init.shared %74, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_5 = cute.add_offset(%iter_5, %int_tuple_9) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %75 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %75, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_6 = cute.add_offset(%iter_5, %int_tuple_10) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %76 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %76, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_7 = cute.add_offset(%iter_5, %int_tuple_11) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %77 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %77, %c1_i32_0 : !llvm.ptr<3>, i32
      }
      %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
      %ptr_8 = cute.add_offset(%iter_5, %int_tuple_12) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
      %78 = nvvm.read.ptx.sreg.tid.x : i32
      %79 = nvvm.read.ptx.sreg.tid.y : i32
      %80 = nvvm.read.ptx.sreg.tid.z : i32
      %81 = nvvm.read.ptx.sreg.ntid.x : i32
      %82 = nvvm.read.ptx.sreg.ntid.y : i32
      %83 = arith.muli %79, %81 : i32
      %84 = arith.addi %78, %83 : i32
      %85 = arith.muli %80, %81 : i32
      %86 = arith.muli %85, %82 : i32
      %87 = arith.addi %84, %86 : i32
      %88 = arith.floordivsi %87, %c32_i32 : i32
      %89 = cute_nvgpu.arch.make_warp_uniform(%88) : i32
      %90 = arith.cmpi eq, %89, %c0_i32 : i32
      scf.if %90 {
        %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_4 = cute.add_offset(%ptr_8, %int_tuple_8) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<32>>
        %74 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
        %c1_i32_0 = arith.constant 1 : i32
        nvvm.mbarrier.init.shared %74, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_5 = cute.add_offset(%ptr_8, %int_tuple_9) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %75 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %75, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_6 = cute.add_offset(%ptr_8, %int_tuple_10) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %76 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %76, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_7 = cute.add_offset(%ptr_8, %int_tuple_11) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %77 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %77, %c1_i32_0 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %91 = nvvm.read.ptx.sreg.tid.x : i32
      %92 = nvvm.read.ptx.sreg.tid.y : i32
      %93 = nvvm.read.ptx.sreg.tid.z : i32
      %94 = nvvm.read.ptx.sreg.ntid.x : i32
      %95 = nvvm.read.ptx.sreg.ntid.y : i32
      %96 = arith.muli %92, %94 : i32
      %97 = arith.addi %91, %96 : i32
      %98 = arith.muli %93, %94 : i32
      %99 = arith.muli %98, %95 : i32
      %100 = arith.addi %97, %99 : i32
      %101 = arith.floordivsi %100, %c32_i32 : i32
      %102 = cute_nvgpu.arch.make_warp_uniform(%101) : i32
      %103 = arith.cmpi eq, %102, %c0_i32 : i32
      scf.if %103 {
        %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_4 = cute.add_offset(%iter_6, %int_tuple_8) : (!cute.ptr<i64, smem, align<64>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<64>>
        %74 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem, align<64>> to !llvm.ptr<3>
        %c1_i32_0 = arith.constant 1 : i32
        nvvm.mbarrier.init.shared %74, %c1_i32_0 : !llvm.ptr<3>, i32
      }
      %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
      %ptr_9 = cute.add_offset(%iter_6, %int_tuple_13) : (!cute.ptr<i64, smem, align<64>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
      %104 = nvvm.read.ptx.sreg.tid.x : i32
      %105 = nvvm.read.ptx.sreg.tid.y : i32
      %106 = nvvm.read.ptx.sreg.tid.z : i32
      %107 = nvvm.read.ptx.sreg.ntid.x : i32
      %108 = nvvm.read.ptx.sreg.ntid.y : i32
      %109 = arith.muli %105, %107 : i32
      %110 = arith.addi %104, %109 : i32
      %111 = arith.muli %106, %107 : i32
      %112 = arith.muli %111, %108 : i32
      %113 = arith.addi %110, %112 : i32
      %114 = arith.floordivsi %113, %c32_i32 : i32
      %115 = cute_nvgpu.arch.make_warp_uniform(%114) : i32
      %116 = arith.cmpi eq, %115, %c0_i32 : i32
      scf.if %116 {
        %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_4 = cute.add_offset(%ptr_9, %int_tuple_8) : (!cute.ptr<i64, smem>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem>
        %74 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        %c128_i32_0 = arith.constant 128 : i32
        nvvm.mbarrier.init.shared %74, %c128_i32_0 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1;64:1]">
      %coord_1 = cute.make_coord(%5, %6) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_2 = cute.make_coord() : () -> !cute.coord<"(1,_,1)">
      %tile_2 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %117:2 = cute.get_scalars(%coord_1) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_3 = cute.make_coord(%117#0) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_2 = cute.get_layout(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %118:2 = cute.get_scalars(%lay_2) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %c128_i32 = arith.constant 128 : i32
      %119 = arith.ceildivsi %118#0, %c128_i32 : i32
      %c64_i32_0 = arith.constant 64 : i32
      %120 = arith.ceildivsi %118#1, %c64_i32_0 : i32
      %shape = cute.make_shape(%119, %120) : (i32, i32) -> !cute.shape<"((128,64),(?,?))">
      %stride = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(128@1,64@0))">
      %lay_3 = cute.make_layout(%shape, %stride) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %121:2 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %122 = cute.get_scalars(%coord_3) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_0 = cute.make_shape(%121#1) : (i32) -> !cute.shape<"(128,64,?)">
      %stride_0 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@0)">
      %lay_4 = cute.make_layout(%shape_0, %stride_0) : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %idx_1 = cute.crd2idx(%coord_3, %lay_3) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">) -> !cute.int_tuple<"(0,?{div=128})">
      %iter_14 = cute.get_iter(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup_3 = cute.add_offset(%iter_14, %idx_1) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=128})">) -> !cute.arith_tuple_iter<"(0,?{div=128})">
      %view_1 = cute.make_view(%tup_3, %lay_4) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %iter_15 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_4 = cute.deref_arith_tuple_iter(%iter_15) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_17, %e1_9 = cute.get_leaves(%tup_4) : !cute.int_tuple<"(0,?{div=128})">
      %123 = cute.get_scalars(%e1_9) : !cute.int_tuple<"?{div=128}">
      %iter_16 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_16) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_18, %e1_10 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,?{div=128})">
      %124 = cute.get_scalars(%e1_10) : !cute.int_tuple<"?{div=128}">
      %tile_3 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1;64:1]">
      %coord_4 = cute.make_coord(%5, %6) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_5 = cute.make_coord() : () -> !cute.coord<"(_,1,1)">
      %tile_4 = cute.make_tile() : () -> !cute.tile<"[256:1;64:1]">
      %125:2 = cute.get_scalars(%coord_4) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_6 = cute.make_coord(%125#1) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_5 = cute.get_layout(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %126:2 = cute.get_scalars(%lay_5) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@1,1@0)">
      %c256_i32 = arith.constant 256 : i32
      %127 = arith.ceildivsi %126#0, %c256_i32 : i32
      %c64_i32_1 = arith.constant 64 : i32
      %128 = arith.ceildivsi %126#1, %c64_i32_1 : i32
      %shape_1 = cute.make_shape(%127, %128) : (i32, i32) -> !cute.shape<"((256,64),(?,?))">
      %stride_1 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(256@1,64@0))">
      %lay_6 = cute.make_layout(%shape_1, %stride_1) : !cute.layout<"((256,64),(?,?)):((1@1,1@0),(256@1,64@0))">
      %129:2 = cute.get_scalars(%lay_6) <{only_dynamic}> : !cute.layout<"((256,64),(?,?)):((1@1,1@0),(256@1,64@0))">
      %130 = cute.get_scalars(%coord_6) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_2 = cute.make_shape(%129#1) : (i32) -> !cute.shape<"(256,64,?)">
      %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@0)">
      %lay_7 = cute.make_layout(%shape_2, %stride_2) : !cute.layout<"(256,64,?):(1@1,1@0,64@0)">
      %idx_2 = cute.crd2idx(%coord_6, %lay_6) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((256,64),(?,?)):((1@1,1@0),(256@1,64@0))">) -> !cute.int_tuple<"(0,?{div=256})">
      %iter_17 = cute.get_iter(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %tup_6 = cute.add_offset(%iter_17, %idx_2) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=256})">) -> !cute.arith_tuple_iter<"(0,?{div=256})">
      %view_2 = cute.make_view(%tup_6, %lay_7) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %iter_18 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %tup_7 = cute.deref_arith_tuple_iter(%iter_18) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_19, %e1_11 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,?{div=256})">
      %131 = cute.get_scalars(%e1_11) : !cute.int_tuple<"?{div=256}">
      %iter_19 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %tup_8 = cute.deref_arith_tuple_iter(%iter_19) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_20, %e1_12 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(0,?{div=256})">
      %132 = cute.get_scalars(%e1_12) : !cute.int_tuple<"?{div=256}">
      %tile_5 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1;64:1]">
      %coord_7 = cute.make_coord(%5, %6) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_8 = cute.make_coord() : () -> !cute.coord<"(1,1,_)">
      %tile_6 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1]">
      %133:2 = cute.get_scalars(%coord_7) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_9 = cute.make_coord(%133#0, %133#1) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %lay_8 = cute.get_layout(%arg5) : !memref_gmem_bf16_aab6
      %134:3 = cute.get_scalars(%lay_8) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
      %c128_i32_1 = arith.constant 128 : i32
      %135 = arith.ceildivsi %134#0, %c128_i32_1 : i32
      %c128_i64 = arith.constant 128 : i64
      %136 = arith.muli %134#2, %c128_i64 : i64
      %c256_i32_1 = arith.constant 256 : i32
      %137 = arith.ceildivsi %134#1, %c256_i32_1 : i32
      %shape_3 = cute.make_shape(%135, %137) : (i32, i32) -> !cute.shape<"((128,256),(?,?))">
      %iv_0 = cute.assume(%134#2) : (i64) -> !cute.i64<divby 8>
      %iv_1 = cute.assume(%136) : (i64) -> !cute.i64<divby 1024>
      %stride_3 = cute.make_stride(%iv_0, %iv_1) : (!cute.i64<divby 8>, !cute.i64<divby 1024>) -> !cute.stride<"((?{i64 div=8},1),(?{i64 div=1024},256))">
      %lay_9 = cute.make_layout(%shape_3, %stride_3) : !cute.layout<"((128,256),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},256))">
      %138:4 = cute.get_scalars(%lay_9) <{only_dynamic}> : !cute.layout<"((128,256),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},256))">
      %139:2 = cute.get_scalars(%coord_9) <{only_dynamic}> : !cute.coord<"((_,_),(?,?))">
      %shape_4 = cute.make_shape() : () -> !cute.shape<"(128,256)">
      %iv_2 = cute.assume(%138#2) : (i64) -> !cute.i64<divby 8>
      %stride_4 = cute.make_stride(%iv_2) : (!cute.i64<divby 8>) -> !cute.stride<"(?{i64 div=8},1)">
      %lay_10 = cute.make_layout(%shape_4, %stride_4) : !cute.layout<"(128,256):(?{i64 div=8},1)">
      %idx_3 = cute.crd2idx(%coord_9, %lay_9) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((128,256),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},256))">) -> !cute.int_tuple<"?{i64 div=256}">
      %iter_20 = cute.get_iter(%arg5) : !memref_gmem_bf16_aab6
      %ptr_10 = cute.add_offset(%iter_20, %idx_3) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=256}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_3 = cute.make_view(%ptr_10, %lay_10) : !memref_gmem_bf16_7516
      %iter_21 = cute.get_iter(%view_3) : !memref_gmem_bf16_7516
      %iter_22 = cute.get_iter(%view_3) : !memref_gmem_bf16_7516
      %coord_10 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_23 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %lay_11 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %140 = cute.get_scalars(%lay_11) <{only_dynamic}> : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %shape_5 = cute.make_shape(%140) : (i32) -> !cute.shape<"((128,16),1,4,?)">
      %stride_5 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),0,16@0,64@0)">
      %lay_12 = cute.make_layout(%shape_5, %stride_5) : !cute.layout<"((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %view_4 = cute.make_view(%iter_23, %lay_12) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %iter_24 = cute.get_iter(%view_4) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %tup_9 = cute.deref_arith_tuple_iter(%iter_24) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_21, %e1_13 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,?{div=128})">
      %141 = cute.get_scalars(%e1_13) : !cute.int_tuple<"?{div=128}">
      %coord_11 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_25 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %lay_13 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %142 = cute.get_scalars(%lay_13) <{only_dynamic}> : !cute.layout<"(256,64,?):(1@1,1@0,64@0)">
      %shape_6 = cute.make_shape(%142) : (i32) -> !cute.shape<"((256,16),1,4,?)">
      %stride_6 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),0,16@0,64@0)">
      %lay_14 = cute.make_layout(%shape_6, %stride_6) : !cute.layout<"((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %view_5 = cute.make_view(%iter_25, %lay_14) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %iter_26 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %tup_10 = cute.deref_arith_tuple_iter(%iter_26) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_22, %e1_14 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(0,?{div=256})">
      %143 = cute.get_scalars(%e1_14) : !cute.int_tuple<"?{div=256}">
      %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_27 = cute.get_iter(%view_3) : !memref_gmem_bf16_7516
      %lay_15 = cute.get_layout(%view_3) : !memref_gmem_bf16_7516
      %144 = cute.get_scalars(%lay_15) <{only_dynamic}> : !cute.layout<"(128,256):(?{i64 div=8},1)">
      %c128_i64_0 = arith.constant 128 : i64
      %145 = arith.muli %144, %c128_i64_0 : i64
      %c128_i64_1 = arith.constant 128 : i64
      %146 = arith.muli %144, %c128_i64_1 : i64
      %shape_7 = cute.make_shape() : () -> !cute.shape<"((128,256),1,1)">
      %iv_3 = cute.assume(%144) : (i64) -> !cute.i64<divby 8>
      %stride_7 = cute.make_stride(%iv_3) : (!cute.i64<divby 8>) -> !cute.stride<"((?{i64 div=8},1),0,0)">
      %lay_16 = cute.make_layout(%shape_7, %stride_7) : !cute.layout<"((128,256),1,1):((?{i64 div=8},1),0,0)">
      %view_6 = cute.make_view(%iter_27, %lay_16) : !memref_gmem_bf16_52ab
      %iter_28 = cute.get_iter(%view_6) : !memref_gmem_bf16_52ab
      %lay_17 = cute.get_layout(%view) : !memref_smem_bf16_66de
      %iter_29 = cute.get_iter(%view) : !memref_smem_bf16_66de
      %ummaSmemDesc = cute_nvgpu.make_umma_smem_desc(%iter_29 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>) layout = <"((128,16),1,4,4):((64,1),0,16,8192)">, major = <k> -> !cute_nvgpu.smem_desc
      %view_7 = cute.make_view(%ummaSmemDesc) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
      %iter_30 = cute.get_iter(%view_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
      %lay_18 = cute.get_layout(%view_0) : !memref_smem_bf16_7249
      %iter_31 = cute.get_iter(%view_0) : !memref_smem_bf16_7249
      %ummaSmemDesc_0 = cute_nvgpu.make_umma_smem_desc(%iter_31 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>) layout = <"((256,16),1,4,4):((64,1),0,16,16384)">, major = <k> -> !cute_nvgpu.smem_desc
      %view_8 = cute.make_view(%ummaSmemDesc_0) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
      %iter_32 = cute.get_iter(%view_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
      %shape_8 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_19 = cute.make_layout() : !cute.layout<"1:0">
      %lay_20 = cute.get_layout(%view) : !memref_smem_bf16_66de
      %147 = cute.get_shape(%lay_20) : (!cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
      %e0_23, %e1_15, %e2_5, %e3_5, %e4_5 = cute.get_leaves(%147) : !cute.shape<"((128,16),1,4,4)">
      %lay_21 = cute.get_layout(%view) : !memref_smem_bf16_66de
      %148 = cute.get_shape(%lay_21) : (!cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
      %e0_24, %e1_16, %e2_6, %e3_6, %e4_6 = cute.get_leaves(%148) : !cute.shape<"((128,16),1,4,4)">
      %iter_33 = cute.get_iter(%view) : !memref_smem_bf16_66de
      %view_9 = cute.make_view(%iter_33) : !memref_smem_bf16_ea96
      %iter_34 = cute.get_iter(%view_9) : !memref_smem_bf16_ea96
      %iter_35 = cute.get_iter(%view_9) : !memref_smem_bf16_ea96
      %lay_22 = cute.get_layout(%view_4) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %149 = cute.get_shape(%lay_22) : (!cute.layout<"((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">) -> !cute.shape<"((128,16),1,4,?)">
      %e0_25, %e1_17, %e2_7, %e3_7, %e4_7 = cute.get_leaves(%149) : !cute.shape<"((128,16),1,4,?)">
      %itup = cute.to_int_tuple(%e4_7) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %150 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %lay_23 = cute.get_layout(%view_4) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %151 = cute.get_shape(%lay_23) : (!cute.layout<"((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">) -> !cute.shape<"((128,16),1,4,?)">
      %e0_26, %e1_18, %e2_8, %e3_8, %e4_8 = cute.get_leaves(%151) : !cute.shape<"((128,16),1,4,?)">
      %itup_0 = cute.to_int_tuple(%e4_8) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %152 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
      %iter_36 = cute.get_iter(%view_4) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %lay_24 = cute.get_layout(%view_4) : !cute.coord_tensor<"(0,?{div=128})", "((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %153 = cute.get_scalars(%lay_24) <{only_dynamic}> : !cute.layout<"((128,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %shape_9 = cute.make_shape(%153) : (i32) -> !cute.shape<"(((128,16),1,4),?)">
      %stride_8 = cute.make_stride() : () -> !cute.stride<"(((1@1,1@0),0,16@0),64@0)">
      %lay_25 = cute.make_layout(%shape_9, %stride_8) : !cute.layout<"(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %view_10 = cute.make_view(%iter_36, %lay_25) : !cute.coord_tensor<"(0,?{div=128})", "(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %iter_37 = cute.get_iter(%view_10) : !cute.coord_tensor<"(0,?{div=128})", "(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %tup_11 = cute.deref_arith_tuple_iter(%iter_37) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_27, %e1_19 = cute.get_leaves(%tup_11) : !cute.int_tuple<"(0,?{div=128})">
      %154 = cute.get_scalars(%e1_19) : !cute.int_tuple<"?{div=128}">
      %iter_38 = cute.get_iter(%view_10) : !cute.coord_tensor<"(0,?{div=128})", "(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %tup_12 = cute.deref_arith_tuple_iter(%iter_38) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_28, %e1_20 = cute.get_leaves(%tup_12) : !cute.int_tuple<"(0,?{div=128})">
      %155 = cute.get_scalars(%e1_20) : !cute.int_tuple<"?{div=128}">
      %coord_13 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_39 = cute.get_iter(%view_9) : !memref_smem_bf16_ea96
      %iter_40 = cute.get_iter(%view_10) : !cute.coord_tensor<"(0,?{div=128})", "(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %lay_26 = cute.get_layout(%view_10) : !cute.coord_tensor<"(0,?{div=128})", "(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %156 = cute.get_scalars(%lay_26) <{only_dynamic}> : !cute.layout<"(((128,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %view_11 = cute.make_view(%iter_39) : !memref_smem_bf16_cd36
      %shape_10 = cute.make_shape(%156) : (i32) -> !cute.shape<"(((64,128),1),?)">
      %stride_9 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@0)">
      %lay_27 = cute.make_layout(%shape_10, %stride_9) : !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %view_12 = cute.make_view(%iter_40, %lay_27) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %iter_41 = cute.get_iter(%view_11) : !memref_smem_bf16_cd36
      %iter_42 = cute.get_iter(%view_12) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %tup_13 = cute.deref_arith_tuple_iter(%iter_42) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_29, %e1_21 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(0,?{div=128})">
      %157 = cute.get_scalars(%e1_21) : !cute.int_tuple<"?{div=128}">
      %shape_11 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_28 = cute.make_layout() : !cute.layout<"1:0">
      %lay_29 = cute.get_layout(%view_0) : !memref_smem_bf16_7249
      %158 = cute.get_shape(%lay_29) : (!cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
      %e0_30, %e1_22, %e2_9, %e3_9, %e4_9 = cute.get_leaves(%158) : !cute.shape<"((256,16),1,4,4)">
      %lay_30 = cute.get_layout(%view_0) : !memref_smem_bf16_7249
      %159 = cute.get_shape(%lay_30) : (!cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
      %e0_31, %e1_23, %e2_10, %e3_10, %e4_10 = cute.get_leaves(%159) : !cute.shape<"((256,16),1,4,4)">
      %iter_43 = cute.get_iter(%view_0) : !memref_smem_bf16_7249
      %view_13 = cute.make_view(%iter_43) : !memref_smem_bf16_6c5d
      %iter_44 = cute.get_iter(%view_13) : !memref_smem_bf16_6c5d
      %iter_45 = cute.get_iter(%view_13) : !memref_smem_bf16_6c5d
      %lay_31 = cute.get_layout(%view_5) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %160 = cute.get_shape(%lay_31) : (!cute.layout<"((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">) -> !cute.shape<"((256,16),1,4,?)">
      %e0_32, %e1_24, %e2_11, %e3_11, %e4_11 = cute.get_leaves(%160) : !cute.shape<"((256,16),1,4,?)">
      %itup_1 = cute.to_int_tuple(%e4_11) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %161 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
      %lay_32 = cute.get_layout(%view_5) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %162 = cute.get_shape(%lay_32) : (!cute.layout<"((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">) -> !cute.shape<"((256,16),1,4,?)">
      %e0_33, %e1_25, %e2_12, %e3_12, %e4_12 = cute.get_leaves(%162) : !cute.shape<"((256,16),1,4,?)">
      %itup_2 = cute.to_int_tuple(%e4_12) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %163 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?">
      %iter_46 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %lay_33 = cute.get_layout(%view_5) : !cute.coord_tensor<"(0,?{div=256})", "((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %164 = cute.get_scalars(%lay_33) <{only_dynamic}> : !cute.layout<"((256,16),1,4,?):((1@1,1@0),0,16@0,64@0)">
      %shape_12 = cute.make_shape(%164) : (i32) -> !cute.shape<"(((256,16),1,4),?)">
      %stride_10 = cute.make_stride() : () -> !cute.stride<"(((1@1,1@0),0,16@0),64@0)">
      %lay_34 = cute.make_layout(%shape_12, %stride_10) : !cute.layout<"(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %view_14 = cute.make_view(%iter_46, %lay_34) : !cute.coord_tensor<"(0,?{div=256})", "(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %iter_47 = cute.get_iter(%view_14) : !cute.coord_tensor<"(0,?{div=256})", "(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %tup_14 = cute.deref_arith_tuple_iter(%iter_47) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_34, %e1_26 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(0,?{div=256})">
      %165 = cute.get_scalars(%e1_26) : !cute.int_tuple<"?{div=256}">
      %iter_48 = cute.get_iter(%view_14) : !cute.coord_tensor<"(0,?{div=256})", "(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %tup_15 = cute.deref_arith_tuple_iter(%iter_48) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_35, %e1_27 = cute.get_leaves(%tup_15) : !cute.int_tuple<"(0,?{div=256})">
      %166 = cute.get_scalars(%e1_27) : !cute.int_tuple<"?{div=256}">
      %coord_14 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_49 = cute.get_iter(%view_13) : !memref_smem_bf16_6c5d
      %iter_50 = cute.get_iter(%view_14) : !cute.coord_tensor<"(0,?{div=256})", "(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %lay_35 = cute.get_layout(%view_14) : !cute.coord_tensor<"(0,?{div=256})", "(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %167 = cute.get_scalars(%lay_35) <{only_dynamic}> : !cute.layout<"(((256,16),1,4),?):(((1@1,1@0),0,16@0),64@0)">
      %view_15 = cute.make_view(%iter_49) : !memref_smem_bf16_d444
      %shape_13 = cute.make_shape(%167) : (i32) -> !cute.shape<"(((64,256),1),?)">
      %stride_11 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@0)">
      %lay_36 = cute.make_layout(%shape_13, %stride_11) : !cute.layout<"(((64,256),1),?):(((1@0,1@1),0),64@0)">
      %view_16 = cute.make_view(%iter_50, %lay_36) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
      %iter_51 = cute.get_iter(%view_15) : !memref_smem_bf16_d444
      %iter_52 = cute.get_iter(%view_16) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
      %tup_16 = cute.deref_arith_tuple_iter(%iter_52) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_36, %e1_28 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(0,?{div=256})">
      %168 = cute.get_scalars(%e1_28) : !cute.int_tuple<"?{div=256}">
      %c1_i32_1 = arith.constant 1 : i32
      %c128_i32_2 = arith.constant 128 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %c1_i32_1, %c128_i32_2 : (i32, i32) -> ()
      %shape_14 = cute.make_shape() : () -> !cute.shape<"(128,256)">
      %shape_15 = cute.make_shape() : () -> !cute.shape<"((128,256),1,1)">
      %e0_37, %e1_29, %e2_13, %e3_13 = cute.get_leaves(%shape_15) : !cute.shape<"((128,256),1,1)">
      %shape_16 = cute.make_shape() : () -> !cute.shape<"((128,256),1,1)">
      %169 = llvm.mlir.constant(0 : i32) : i32
      %170 = cute.inttoptr(%169) : i32 to !cute.ptr<f32, tmem, align<1>>
      %view_17 = cute.make_view(%170) : !memref_tmem_f32_d05a
      %iter_53 = cute.get_iter(%view_17) : !memref_tmem_f32_d05a
      %lay_37 = cute.get_layout(%view_17) : !memref_tmem_f32_d05a
      %tmem_ptr = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%iter_7) : !cute.ptr<i32, smem, align<16>> -> !cute.ptr<f32, tmem, align<16>>
      %view_18 = cute.make_view(%tmem_ptr, %lay_37) : !memref_tmem_f32_e56e
      %iter_54 = cute.get_iter(%view_18) : !memref_tmem_f32_e56e
      %lay_38 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %sz = cute.size(%lay_38) <{mode = [2]}> : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.int_tuple<"?">
      %e0_38 = cute.get_leaves(%sz) : !cute.int_tuple<"?">
      %171 = cute.get_scalars(%e0_38) : !cute.int_tuple<"?">
      %lay_39 = cute.get_layout(%view_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
      %sz_0 = cute.size(%lay_39) <{mode = [2]}> : (!cute.layout<"(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"4">
      %e0_39 = cute.get_leaves(%sz_0) : !cute.int_tuple<"4">
      %172 = arith.cmpi eq, %19, %c0_i32 : i32
      %173 = scf.if %172 -> (!mma_bf16_bf16_f32_128x256x16_8117) {
        %c4_i32 = arith.constant 4 : i32
        %74 = arith.minsi %c4_i32, %171 : i32
        %c0_i32_0 = arith.constant 0 : i32
        %c1_i32_2 = arith.constant 1 : i32
        %75:3 = scf.for %arg6 = %c0_i32_0 to %74 step %c1_i32_2 iter_args(%arg7 = %c0_i32_0, %arg8 = %c0_i32_0, %arg9 = %c1_i32_2) -> (i32, i32, i32)  : i32 {
          %true_0 = arith.constant true
          scf.if %true_0 {
            %int_tuple_14 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
            %ptr_11 = cute.add_offset(%ptr_8, %int_tuple_14) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %174 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity.shared %174, %arg9, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          scf.if %true_0 {
            %174 = nvvm.elect.sync -> i1
            scf.if %174 {
              %int_tuple_14 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
              %ptr_11 = cute.add_offset(%iter_5, %int_tuple_14) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %175 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c49152_i32 = arith.constant 49152 : i32
              nvvm.mbarrier.txn %175, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
            }
          }
          %int_tuple_9 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
          %ptr_5 = cute.add_offset(%iter_5, %int_tuple_9) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %coord_15 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_40 = cute.get_layout(%view_12) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_4 = cute.crd2idx(%coord_15, %lay_40) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_55 = cute.get_iter(%view_12) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_17 = cute.add_offset(%iter_55, %idx_4) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_19 = cute.make_view(%tup_17) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_56 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_18 = cute.deref_arith_tuple_iter(%iter_56) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_40, %e1_30 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %176 = cute.get_scalars(%e0_40) : !cute.int_tuple<"?{div=64}">
          %177 = cute.get_scalars(%e1_30) : !cute.int_tuple<"?{div=128}">
          %iter_57 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_19 = cute.deref_arith_tuple_iter(%iter_57) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_41, %e1_31 = cute.get_leaves(%tup_19) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %178 = cute.get_scalars(%e0_41) : !cute.int_tuple<"?{div=64}">
          %179 = cute.get_scalars(%e1_31) : !cute.int_tuple<"?{div=128}">
          %coord_16 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_41 = cute.get_layout(%view_11) : !memref_smem_bf16_cd36
          %idx_5 = cute.crd2idx(%coord_16, %lay_41) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),4):((1,0),8192)">) -> !cute.int_tuple<"?{div=8192}">
          %iter_58 = cute.get_iter(%view_11) : !memref_smem_bf16_cd36
          %ptr_12 = cute.add_offset(%iter_58, %idx_5) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_20 = cute.make_view(%ptr_12) : !memref_smem_bf16_b164
          %iter_59 = cute.get_iter(%view_20) : !memref_smem_bf16_b164
          %iter_60 = cute.get_iter(%view_20) : !memref_smem_bf16_b164
          %lay_42 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %180 = cute.get_shape(%lay_42) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_42, %e1_32, %e2_14 = cute.get_leaves(%180) : !cute.shape<"(((64,128),1))">
          %lay_43 = cute.get_layout(%view_20) : !memref_smem_bf16_b164
          %181 = cute.get_shape(%lay_43) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_43, %e1_33 = cute.get_leaves(%181) : !cute.shape<"((8192,1))">
          %lay_44 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_17 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_45 = cute.make_layout() : !cute.layout<"1:0">
          %append_0 = cute.append_to_rank<2> (%lay_44, %lay_45) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_15 = cute.make_int_tuple(%e0_41, %e1_31) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_15) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_21 = cute.make_view(%int_tup_iter, %append_0) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_61 = cute.get_iter(%view_21) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_20 = cute.deref_arith_tuple_iter(%iter_61) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_44, %e1_34 = cute.get_leaves(%tup_20) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %182 = cute.get_scalars(%e0_44) : !cute.int_tuple<"?{div=64}">
          %183 = cute.get_scalars(%e1_34) : !cute.int_tuple<"?{div=128}">
          %lay_46 = cute.get_layout(%view_21) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %184 = cute.get_shape(%lay_46) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_45, %e1_35, %e2_15, %e3_14 = cute.get_leaves(%184) : !cute.shape<"(((64,128),1),1)">
          %lay_47 = cute.get_layout(%view_21) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %185 = cute.get_shape(%lay_47) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_46, %e1_36, %e2_16, %e3_15 = cute.get_leaves(%185) : !cute.shape<"(((64,128),1),1)">
          %iter_62 = cute.get_iter(%view_21) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_22 = cute.make_view(%iter_62) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_63 = cute.get_iter(%view_22) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_21 = cute.deref_arith_tuple_iter(%iter_63) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_47, %e1_37 = cute.get_leaves(%tup_21) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %186 = cute.get_scalars(%e0_47) : !cute.int_tuple<"?{div=64}">
          %187 = cute.get_scalars(%e1_37) : !cute.int_tuple<"?{div=128}">
          %iter_64 = cute.get_iter(%view_22) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_22 = cute.deref_arith_tuple_iter(%iter_64) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_48, %e1_38 = cute.get_leaves(%tup_22) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %188 = cute.get_scalars(%e0_48) : !cute.int_tuple<"?{div=64}">
          %189 = cute.get_scalars(%e1_38) : !cute.int_tuple<"?{div=128}">
          %lay_48 = cute.get_layout(%view_20) : !memref_smem_bf16_b164
          %shape_18 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_49 = cute.make_layout() : !cute.layout<"1:0">
          %append_1 = cute.append_to_rank<2> (%lay_48, %lay_49) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_23 = cute.make_view(%iter_60, %append_1) : !memref_smem_bf16_3782
          %iter_65 = cute.get_iter(%view_23) : !memref_smem_bf16_3782
          %lay_50 = cute.get_layout(%view_23) : !memref_smem_bf16_3782
          %190 = cute.get_shape(%lay_50) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_49, %e1_39, %e2_17 = cute.get_leaves(%190) : !cute.shape<"((8192,1),1)">
          %lay_51 = cute.get_layout(%view_23) : !memref_smem_bf16_3782
          %191 = cute.get_shape(%lay_51) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_50, %e1_40, %e2_18 = cute.get_leaves(%191) : !cute.shape<"((8192,1),1)">
          %iter_66 = cute.get_iter(%view_23) : !memref_smem_bf16_3782
          %view_24 = cute.make_view(%iter_66) : !memref_smem_bf16_b8cc
          %iter_67 = cute.get_iter(%view_24) : !memref_smem_bf16_b8cc
          %iter_68 = cute.get_iter(%view_24) : !memref_smem_bf16_b8cc
          %lay_52 = cute.get_layout(%view_22) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %192 = cute.get_shape(%lay_52) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_51, %e1_41, %e2_19, %e3_16 = cute.get_leaves(%192) : !cute.shape<"(((64,128),1),(1))">
          %lay_53 = cute.get_layout(%view_24) : !memref_smem_bf16_b8cc
          %193 = cute.get_shape(%lay_53) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_52, %e1_42, %e2_20 = cute.get_leaves(%193) : !cute.shape<"((8192,1),(1))">
          %lay_54 = cute.get_layout(%view_22) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_1 = cute.size(%lay_54) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_53 = cute.get_leaves(%sz_1) : !cute.int_tuple<"1">
          %lay_55 = cute.get_layout(%view_24) : !memref_smem_bf16_b8cc
          %sz_2 = cute.size(%lay_55) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_54 = cute.get_leaves(%sz_2) : !cute.int_tuple<"1">
          %lay_56 = cute.get_layout(%view_22) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %194 = cute.get_shape(%lay_56) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_55, %e1_43, %e2_21, %e3_17 = cute.get_leaves(%194) : !cute.shape<"(((64,128),1),(1))">
          %195 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %196 = cute_nvgpu.atom.set_value(%195, %ptr_5 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_69 = cute.get_iter(%view_22) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_70 = cute.get_iter(%view_24) : !memref_smem_bf16_b8cc
          %lay_57 = cute.get_layout(%view_22) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_58 = cute.get_layout(%view_24) : !memref_smem_bf16_b8cc
          %197 = cute.static : !cute.layout<"1:0">
          %append_2 = cute.append_to_rank<2> (%lay_57, %197) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_3 = cute.append_to_rank<2> (%lay_58, %197) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_59 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_60 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_3 = cute.size(%lay_59) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %198 = cute.get_scalars(%sz_3) : !cute.int_tuple<"1">
          %c0_i32_1 = arith.constant 0 : i32
          %c1_i32_3 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_1 to %198 step %c1_i32_3  : i32 {
            %coord_17 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %174 = cute.get_scalars(%coord_17) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_61 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_6 = cute.crd2idx(%coord_17, %lay_59) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_23 = cute.add_offset(%iter_69, %idx_6) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_25 = cute.make_view(%tup_23, %lay_61) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %175 = cute.get_scalars(%coord_17) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_62 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_7 = cute.crd2idx(%coord_17, %lay_60) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_13 = cute.add_offset(%iter_70, %idx_7) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_26 = cute.make_view(%ptr_13, %lay_62) : !memref_smem_bf16_b164
            %iter_71 = cute.get_iter(%view_25) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_72 = cute.get_iter(%view_26) : !memref_smem_bf16_b164
            %199 = cute_nvgpu.atom.get_value(%196 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
            %200 = cute_nvgpu.atom.get_value(%196 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
            %201 = cute_nvgpu.atom.get_value(%196 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%196 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %tup_24 = cute.deref_arith_tuple_iter(%iter_71) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %202:2 = cute.get_scalars(%tup_24) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_72 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %199 : !cute.ptr<smem, align<8>>, [%202#0, %202#1] : i32, i32) cache_policy = %201 mode = <tiled> num_cta = 1 : i32
          } {llvm.loop_annotation = #loop_annotation_0327}
          %coord_18 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_63 = cute.get_layout(%view_16) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
          %idx_8 = cute.crd2idx(%coord_18, %lay_63) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_73 = cute.get_iter(%view_16) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
          %tup_25 = cute.add_offset(%iter_73, %idx_8) : (!cute.arith_tuple_iter<"(0,?{div=256})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %view_27 = cute.make_view(%tup_25) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
          %iter_74 = cute.get_iter(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
          %tup_26 = cute.deref_arith_tuple_iter(%iter_74) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %e0_56, %e1_44 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?{div=64},?{div=256})">
          %203 = cute.get_scalars(%e0_56) : !cute.int_tuple<"?{div=64}">
          %204 = cute.get_scalars(%e1_44) : !cute.int_tuple<"?{div=256}">
          %iter_75 = cute.get_iter(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
          %tup_27 = cute.deref_arith_tuple_iter(%iter_75) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %e0_57, %e1_45 = cute.get_leaves(%tup_27) : !cute.int_tuple<"(?{div=64},?{div=256})">
          %205 = cute.get_scalars(%e0_57) : !cute.int_tuple<"?{div=64}">
          %206 = cute.get_scalars(%e1_45) : !cute.int_tuple<"?{div=256}">
          %coord_19 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_64 = cute.get_layout(%view_15) : !memref_smem_bf16_d444
          %idx_9 = cute.crd2idx(%coord_19, %lay_64) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),4):((1,0),16384)">) -> !cute.int_tuple<"?{div=16384}">
          %iter_76 = cute.get_iter(%view_15) : !memref_smem_bf16_d444
          %ptr_14 = cute.add_offset(%iter_76, %idx_9) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=16384}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_28 = cute.make_view(%ptr_14) : !memref_smem_bf16_4817
          %iter_77 = cute.get_iter(%view_28) : !memref_smem_bf16_4817
          %iter_78 = cute.get_iter(%view_28) : !memref_smem_bf16_4817
          %lay_65 = cute.get_layout(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
          %207 = cute.get_shape(%lay_65) : (!cute.layout<"(((64,256),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,256),1))">
          %e0_58, %e1_46, %e2_22 = cute.get_leaves(%207) : !cute.shape<"(((64,256),1))">
          %lay_66 = cute.get_layout(%view_28) : !memref_smem_bf16_4817
          %208 = cute.get_shape(%lay_66) : (!cute.layout<"((16384,1)):((1,0))">) -> !cute.shape<"((16384,1))">
          %e0_59, %e1_47 = cute.get_leaves(%208) : !cute.shape<"((16384,1))">
          %lay_67 = cute.get_layout(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
          %shape_19 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_68 = cute.make_layout() : !cute.layout<"1:0">
          %append_4 = cute.append_to_rank<2> (%lay_67, %lay_68) : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_16 = cute.make_int_tuple(%e0_57, %e1_45) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=256}">) -> !cute.int_tuple<"(?{div=64},?{div=256})">
          %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_16) : (!cute.int_tuple<"(?{div=64},?{div=256})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %view_29 = cute.make_view(%int_tup_iter_0, %append_4) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %iter_79 = cute.get_iter(%view_29) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %tup_28 = cute.deref_arith_tuple_iter(%iter_79) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %e0_60, %e1_48 = cute.get_leaves(%tup_28) : !cute.int_tuple<"(?{div=64},?{div=256})">
          %209 = cute.get_scalars(%e0_60) : !cute.int_tuple<"?{div=64}">
          %210 = cute.get_scalars(%e1_48) : !cute.int_tuple<"?{div=256}">
          %lay_69 = cute.get_layout(%view_29) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %211 = cute.get_shape(%lay_69) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
          %e0_61, %e1_49, %e2_23, %e3_18 = cute.get_leaves(%211) : !cute.shape<"(((64,256),1),1)">
          %lay_70 = cute.get_layout(%view_29) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %212 = cute.get_shape(%lay_70) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
          %e0_62, %e1_50, %e2_24, %e3_19 = cute.get_leaves(%212) : !cute.shape<"(((64,256),1),1)">
          %iter_80 = cute.get_iter(%view_29) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %view_30 = cute.make_view(%iter_80) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %iter_81 = cute.get_iter(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %tup_29 = cute.deref_arith_tuple_iter(%iter_81) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %e0_63, %e1_51 = cute.get_leaves(%tup_29) : !cute.int_tuple<"(?{div=64},?{div=256})">
          %213 = cute.get_scalars(%e0_63) : !cute.int_tuple<"?{div=64}">
          %214 = cute.get_scalars(%e1_51) : !cute.int_tuple<"?{div=256}">
          %iter_82 = cute.get_iter(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %tup_30 = cute.deref_arith_tuple_iter(%iter_82) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
          %e0_64, %e1_52 = cute.get_leaves(%tup_30) : !cute.int_tuple<"(?{div=64},?{div=256})">
          %215 = cute.get_scalars(%e0_64) : !cute.int_tuple<"?{div=64}">
          %216 = cute.get_scalars(%e1_52) : !cute.int_tuple<"?{div=256}">
          %lay_71 = cute.get_layout(%view_28) : !memref_smem_bf16_4817
          %shape_20 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_72 = cute.make_layout() : !cute.layout<"1:0">
          %append_5 = cute.append_to_rank<2> (%lay_71, %lay_72) : !cute.layout<"((16384,1)):((1,0))">, !cute.layout<"1:0">
          %view_31 = cute.make_view(%iter_78, %append_5) : !memref_smem_bf16_850d
          %iter_83 = cute.get_iter(%view_31) : !memref_smem_bf16_850d
          %lay_73 = cute.get_layout(%view_31) : !memref_smem_bf16_850d
          %217 = cute.get_shape(%lay_73) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
          %e0_65, %e1_53, %e2_25 = cute.get_leaves(%217) : !cute.shape<"((16384,1),1)">
          %lay_74 = cute.get_layout(%view_31) : !memref_smem_bf16_850d
          %218 = cute.get_shape(%lay_74) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
          %e0_66, %e1_54, %e2_26 = cute.get_leaves(%218) : !cute.shape<"((16384,1),1)">
          %iter_84 = cute.get_iter(%view_31) : !memref_smem_bf16_850d
          %view_32 = cute.make_view(%iter_84) : !memref_smem_bf16_f836
          %iter_85 = cute.get_iter(%view_32) : !memref_smem_bf16_f836
          %iter_86 = cute.get_iter(%view_32) : !memref_smem_bf16_f836
          %lay_75 = cute.get_layout(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %219 = cute.get_shape(%lay_75) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
          %e0_67, %e1_55, %e2_27, %e3_20 = cute.get_leaves(%219) : !cute.shape<"(((64,256),1),(1))">
          %lay_76 = cute.get_layout(%view_32) : !memref_smem_bf16_f836
          %220 = cute.get_shape(%lay_76) : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.shape<"((16384,1),(1))">
          %e0_68, %e1_56, %e2_28 = cute.get_leaves(%220) : !cute.shape<"((16384,1),(1))">
          %lay_77 = cute.get_layout(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %sz_4 = cute.size(%lay_77) <{mode = [1]}> : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_69 = cute.get_leaves(%sz_4) : !cute.int_tuple<"1">
          %lay_78 = cute.get_layout(%view_32) : !memref_smem_bf16_f836
          %sz_5 = cute.size(%lay_78) <{mode = [1]}> : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_70 = cute.get_leaves(%sz_5) : !cute.int_tuple<"1">
          %lay_79 = cute.get_layout(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %221 = cute.get_shape(%lay_79) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
          %e0_71, %e1_57, %e2_29, %e3_21 = cute.get_leaves(%221) : !cute.shape<"(((64,256),1),(1))">
          %222 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>
          %223 = cute_nvgpu.atom.set_value(%222, %ptr_5 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>
          %iter_87 = cute.get_iter(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %iter_88 = cute.get_iter(%view_32) : !memref_smem_bf16_f836
          %lay_80 = cute.get_layout(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %lay_81 = cute.get_layout(%view_32) : !memref_smem_bf16_f836
          %224 = cute.static : !cute.layout<"1:0">
          %append_6 = cute.append_to_rank<2> (%lay_80, %224) : !cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_7 = cute.append_to_rank<2> (%lay_81, %224) : !cute.layout<"((16384,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_82 = cute.make_layout() : !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_83 = cute.make_layout() : !cute.layout<"((16384,1),((1))):((1,0),((0)))">
          %sz_6 = cute.size(%lay_82) <{mode = [1]}> : (!cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %225 = cute.get_scalars(%sz_6) : !cute.int_tuple<"1">
          %c0_i32_2 = arith.constant 0 : i32
          %c1_i32_4 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_2 to %225 step %c1_i32_4  : i32 {
            %coord_17 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %174 = cute.get_scalars(%coord_17) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_61 = cute.make_layout() : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">
            %idx_6 = cute.crd2idx(%coord_17, %lay_82) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_23 = cute.add_offset(%iter_87, %idx_6) : (!cute.arith_tuple_iter<"(?{div=64},?{div=256})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %view_25 = cute.make_view(%tup_23, %lay_61) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %175 = cute.get_scalars(%coord_17) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_62 = cute.make_layout() : !cute.layout<"((16384,1)):((1,0))">
            %idx_7 = cute.crd2idx(%coord_17, %lay_83) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_13 = cute.add_offset(%iter_88, %idx_7) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_26 = cute.make_view(%ptr_13, %lay_62) : !memref_smem_bf16_4817
            %iter_71 = cute.get_iter(%view_25) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %iter_72 = cute.get_iter(%view_26) : !memref_smem_bf16_4817
            %199 = cute_nvgpu.atom.get_value(%223 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
            %200 = cute_nvgpu.atom.get_value(%223 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
            %201 = cute_nvgpu.atom.get_value(%223 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%223 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %tup_24 = cute.deref_arith_tuple_iter(%iter_71) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %202:2 = cute.get_scalars(%tup_24) : !cute.int_tuple<"(?{div=64},?{div=256})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_72 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %199 : !cute.ptr<smem, align<8>>, [%202#0, %202#1] : i32, i32) cache_policy = %201 mode = <tiled> num_cta = 1 : i32
          } {llvm.loop_annotation = #loop_annotation_0327}
          %c1_i32_5 = arith.constant 1 : i32
          %226 = arith.addi %arg8, %c1_i32_5 : i32
          %227 = arith.addi %arg7, %c1_i32_5 : i32
          %c4_i32_0 = arith.constant 4 : i32
          %228 = arith.cmpi eq, %226, %c4_i32_0 : i32
          %229:2 = scf.if %228 -> (i32, i32) {
            %c1_i32_6 = arith.constant 1 : i32
            %174 = arith.xori %arg9, %c1_i32_6 : i32
            %c0_i32_3 = arith.constant 0 : i32
            scf.yield %c0_i32_3, %174 : i32, i32
          } else {
            scf.yield %226, %arg9 : i32, i32
          }
          scf.yield %227, %229#0, %229#1 : i32, i32, i32
        } {loop_annotation = #loop_annotation1_7daa}
        %false = arith.constant false
        %76 = cute_nvgpu.atom.set_value(%arg0, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !mma_bf16_bf16_f32_128x256x16_8117
        %77:7 = scf.for %arg6 = %c0_i32_0 to %171 step %c1_i32_2 iter_args(%arg7 = %76, %arg8 = %c0_i32_0, %arg9 = %c0_i32_0, %arg10 = %c0_i32_0, %arg11 = %75#0, %arg12 = %75#1, %arg13 = %75#2) -> (!mma_bf16_bf16_f32_128x256x16_8117, i32, i32, i32, i32, i32, i32)  : i32 {
          %true_0 = arith.constant true
          scf.if %true_0 {
            %int_tuple_17 = cute.make_int_tuple(%arg9) : (i32) -> !cute.int_tuple<"?">
            %ptr_15 = cute.add_offset(%iter_5, %int_tuple_17) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %174 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity.shared %174, %arg10, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %coord_20 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,0,?)">
          %lay_84 = cute.get_layout(%view_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %idx_10 = cute.crd2idx(%coord_20, %lay_84) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"?{div=1024}">
          %iter_89 = cute.get_iter(%view_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %tup_31 = cute.add_offset(%iter_89, %idx_10) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
          %view_33 = cute.make_view(%tup_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_90 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_91 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %coord_21 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,0,?)">
          %lay_85 = cute.get_layout(%view_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %idx_11 = cute.crd2idx(%coord_21, %lay_85) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,4):(0,0,2,2048)">) -> !cute.int_tuple<"?{div=2048}">
          %iter_92 = cute.get_iter(%view_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %tup_32 = cute.add_offset(%iter_92, %idx_11) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2048}">) -> !cute_nvgpu.smem_desc
          %view_34 = cute.make_view(%tup_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_93 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_94 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_86 = cute.get_layout(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %176 = cute.get_shape(%lay_86) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_72, %e1_58 = cute.get_leaves(%176) : !cute.shape<"(1,1)">
          %lay_87 = cute.get_layout(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %177 = cute.get_shape(%lay_87) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_73, %e1_59 = cute.get_leaves(%177) : !cute.shape<"(1,1)">
          %lay_88 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %178 = cute.get_shape(%lay_88) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
          %e0_74, %e1_60, %e2_30, %e3_22 = cute.get_leaves(%178) : !cute.shape<"((128,256),1,1)">
          %lay_89 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %179 = cute.get_shape(%lay_89) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
          %e0_75, %e1_61, %e2_31, %e3_23 = cute.get_leaves(%179) : !cute.shape<"((128,256),1,1)">
          %iter_95 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_96 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_97 = cute.get_iter(%view_18) : !memref_tmem_f32_e56e
          %iter_98 = cute.get_iter(%view_18) : !memref_tmem_f32_e56e
          %lay_90 = cute.get_layout(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_91 = cute.get_layout(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_92 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %lay_93 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %180 = cute.static : !cute.layout<"1:0">
          %append_8 = cute.append_to_rank<3> (%lay_90, %180) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %append_9 = cute.append_to_rank<3> (%lay_91, %180) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %sz_7 = cute.size(%append_8) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %sz_8 = cute.size(%append_8) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %sz_9 = cute.size(%append_9) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %181 = cute.get_scalars(%sz_7) : !cute.int_tuple<"1">
          %182 = cute.get_scalars(%sz_8) : !cute.int_tuple<"1">
          %183 = cute.get_scalars(%sz_9) : !cute.int_tuple<"1">
          %c0_i32_4 = arith.constant 0 : i32
          %c1_i32_7 = arith.constant 1 : i32
          %184 = scf.for %arg14 = %c0_i32_4 to %181 step %c1_i32_7 iter_args(%arg15 = %arg7) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
            %174 = scf.for %arg16 = %c0_i32_4 to %182 step %c1_i32_7 iter_args(%arg17 = %arg15) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
              %175 = scf.for %arg18 = %c0_i32_4 to %183 step %c1_i32_7 iter_args(%arg19 = %arg17) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
                %coord_22 = cute.make_coord(%arg16, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_23 = cute.make_coord(%arg18, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_24 = cute.make_coord(%arg16, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %199:2 = cute.get_scalars(%coord_22) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_94 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_12 = cute.crd2idx(%coord_22, %append_8) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_33 = cute.add_offset(%iter_95, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_35 = cute.make_view(%tup_33, %lay_94) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %200:2 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_95 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_13 = cute.crd2idx(%coord_23, %append_9) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_34 = cute.add_offset(%iter_96, %idx_13) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_36 = cute.make_view(%tup_34, %lay_95) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %201:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_96 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_14 = cute.crd2idx(%coord_24, %lay_92) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_16 = cute.add_offset(%iter_97, %idx_14) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_37 = cute.make_view(%ptr_16, %lay_96) : !memref_tmem_f32_e944
                %202:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_80 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_15 = cute.crd2idx(%coord_24, %lay_93) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_17 = cute.add_offset(%iter_98, %idx_15) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_38 = cute.make_view(%ptr_17, %lay_80) : !memref_tmem_f32_e944
                %iter_99 = cute.get_iter(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %iter_100 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %iter_101 = cute.get_iter(%view_37) : !memref_tmem_f32_e944
                %230 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : i1
                %231 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : i1
                %232 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : i1
                %c138413200_i32 = arith.constant 138413200 : i32
                %233 = arith.extui %230 : i1 to i32
                %234 = arith.extui %231 : i1 to i32
                %c13_i32 = arith.constant 13 : i32
                %c14_i32 = arith.constant 14 : i32
                %235 = arith.shli %233, %c13_i32 : i32
                %236 = arith.shli %234, %c14_i32 : i32
                %237 = arith.ori %235, %c138413200_i32 : i32
                %238 = arith.ori %237, %236 : i32
                cute_nvgpu.arch.mma.SM100.umma(%iter_99, %iter_100, %iter_101, %238, %232) {num_cta = 1 : i32, scale = 0 : i32, a_type = bf16} : (!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, !cute.ptr<f32, tmem, align<16>>, i32, i1) -> ()
                scf.yield %arg19 : !mma_bf16_bf16_f32_128x256x16_8117
              } {llvm.loop_annotation = #loop_annotation_0327}
              scf.yield %175 : !mma_bf16_bf16_f32_128x256x16_8117
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %174 : !mma_bf16_bf16_f32_128x256x16_8117
          } {llvm.loop_annotation = #loop_annotation_0327}
          %true_1 = arith.constant true
          %185 = cute_nvgpu.atom.set_value(%arg7, %true_1 : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !mma_bf16_bf16_f32_128x256x16_8117
          %coord_25 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,1,?)">
          %lay_97 = cute.get_layout(%view_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %idx_16 = cute.crd2idx(%coord_25, %lay_97) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"?{div=2}">
          %iter_62 = cute.get_iter(%view_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %tup_35 = cute.add_offset(%iter_62, %idx_16) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
          %view_39 = cute.make_view(%tup_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_102 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_103 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %coord_26 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,1,?)">
          %lay_98 = cute.get_layout(%view_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %idx_17 = cute.crd2idx(%coord_26, %lay_98) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,4):(0,0,2,2048)">) -> !cute.int_tuple<"?{div=2}">
          %iter_104 = cute.get_iter(%view_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %tup_36 = cute.add_offset(%iter_104, %idx_17) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
          %view_40 = cute.make_view(%tup_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_105 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_106 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_99 = cute.get_layout(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %186 = cute.get_shape(%lay_99) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_76, %e1_62 = cute.get_leaves(%186) : !cute.shape<"(1,1)">
          %lay_50 = cute.get_layout(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %187 = cute.get_shape(%lay_50) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_49, %e1_39 = cute.get_leaves(%187) : !cute.shape<"(1,1)">
          %lay_100 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %188 = cute.get_shape(%lay_100) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
          %e0_77, %e1_63, %e2_32, %e3_24 = cute.get_leaves(%188) : !cute.shape<"((128,256),1,1)">
          %lay_101 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %189 = cute.get_shape(%lay_101) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
          %e0_78, %e1_64, %e2_33, %e3_25 = cute.get_leaves(%189) : !cute.shape<"((128,256),1,1)">
          %iter_107 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_108 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_109 = cute.get_iter(%view_18) : !memref_tmem_f32_e56e
          %iter_110 = cute.get_iter(%view_18) : !memref_tmem_f32_e56e
          %lay_53 = cute.get_layout(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_102 = cute.get_layout(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_103 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %lay_104 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %190 = cute.static : !cute.layout<"1:0">
          %append_10 = cute.append_to_rank<3> (%lay_53, %190) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %append_11 = cute.append_to_rank<3> (%lay_102, %190) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %sz_10 = cute.size(%append_10) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %sz_11 = cute.size(%append_10) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %sz_2 = cute.size(%append_11) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %191 = cute.get_scalars(%sz_10) : !cute.int_tuple<"1">
          %192 = cute.get_scalars(%sz_11) : !cute.int_tuple<"1">
          %193 = cute.get_scalars(%sz_2) : !cute.int_tuple<"1">
          %c0_i32_5 = arith.constant 0 : i32
          %c1_i32_8 = arith.constant 1 : i32
          %194 = scf.for %arg14 = %c0_i32_5 to %191 step %c1_i32_8 iter_args(%arg15 = %185) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
            %174 = scf.for %arg16 = %c0_i32_5 to %192 step %c1_i32_8 iter_args(%arg17 = %arg15) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
              %175 = scf.for %arg18 = %c0_i32_5 to %193 step %c1_i32_8 iter_args(%arg19 = %arg17) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
                %coord_22 = cute.make_coord(%arg16, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_23 = cute.make_coord(%arg18, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_24 = cute.make_coord(%arg16, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %199:2 = cute.get_scalars(%coord_22) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_94 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_12 = cute.crd2idx(%coord_22, %append_10) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_33 = cute.add_offset(%iter_107, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_35 = cute.make_view(%tup_33, %lay_94) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %200:2 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_95 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_13 = cute.crd2idx(%coord_23, %append_11) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_34 = cute.add_offset(%iter_108, %idx_13) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_36 = cute.make_view(%tup_34, %lay_95) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %201:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_96 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_14 = cute.crd2idx(%coord_24, %lay_103) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_16 = cute.add_offset(%iter_109, %idx_14) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_37 = cute.make_view(%ptr_16, %lay_96) : !memref_tmem_f32_e944
                %202:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_80 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_15 = cute.crd2idx(%coord_24, %lay_104) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_17 = cute.add_offset(%iter_110, %idx_15) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_38 = cute.make_view(%ptr_17, %lay_80) : !memref_tmem_f32_e944
                %iter_99 = cute.get_iter(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %iter_100 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %iter_101 = cute.get_iter(%view_37) : !memref_tmem_f32_e944
                %230 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : i1
                %231 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : i1
                %232 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : i1
                %c138413200_i32 = arith.constant 138413200 : i32
                %233 = arith.extui %230 : i1 to i32
                %234 = arith.extui %231 : i1 to i32
                %c13_i32 = arith.constant 13 : i32
                %c14_i32 = arith.constant 14 : i32
                %235 = arith.shli %233, %c13_i32 : i32
                %236 = arith.shli %234, %c14_i32 : i32
                %237 = arith.ori %235, %c138413200_i32 : i32
                %238 = arith.ori %237, %236 : i32
                cute_nvgpu.arch.mma.SM100.umma(%iter_99, %iter_100, %iter_101, %238, %232) {num_cta = 1 : i32, scale = 0 : i32, a_type = bf16} : (!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, !cute.ptr<f32, tmem, align<16>>, i32, i1) -> ()
                scf.yield %arg19 : !mma_bf16_bf16_f32_128x256x16_8117
              } {llvm.loop_annotation = #loop_annotation_0327}
              scf.yield %175 : !mma_bf16_bf16_f32_128x256x16_8117
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %174 : !mma_bf16_bf16_f32_128x256x16_8117
          } {llvm.loop_annotation = #loop_annotation_0327}
          %true_2 = arith.constant true
          %195 = cute_nvgpu.atom.set_value(%185, %true_2 : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !mma_bf16_bf16_f32_128x256x16_8117
          %coord_27 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,2,?)">
          %lay_105 = cute.get_layout(%view_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %idx_18 = cute.crd2idx(%coord_27, %lay_105) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"?{div=4}">
          %iter_69 = cute.get_iter(%view_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %tup_37 = cute.add_offset(%iter_69, %idx_18) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
          %view_41 = cute.make_view(%tup_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_111 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_112 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %coord_28 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,2,?)">
          %lay_59 = cute.get_layout(%view_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %idx_19 = cute.crd2idx(%coord_28, %lay_59) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,4):(0,0,2,2048)">) -> !cute.int_tuple<"?{div=4}">
          %iter_113 = cute.get_iter(%view_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %tup_38 = cute.add_offset(%iter_113, %idx_19) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
          %view_42 = cute.make_view(%tup_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_114 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_115 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_106 = cute.get_layout(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %196 = cute.get_shape(%lay_106) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_79, %e1_65 = cute.get_leaves(%196) : !cute.shape<"(1,1)">
          %lay_107 = cute.get_layout(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %197 = cute.get_shape(%lay_107) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_80, %e1_66 = cute.get_leaves(%197) : !cute.shape<"(1,1)">
          %lay_108 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %198 = cute.get_shape(%lay_108) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
          %e0_81, %e1_67, %e2_34, %e3_26 = cute.get_leaves(%198) : !cute.shape<"((128,256),1,1)">
          %lay_109 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %203 = cute.get_shape(%lay_109) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
          %e0_82, %e1_68, %e2_35, %e3_27 = cute.get_leaves(%203) : !cute.shape<"((128,256),1,1)">
          %iter_116 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_117 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_77 = cute.get_iter(%view_18) : !memref_tmem_f32_e56e
          %iter_78 = cute.get_iter(%view_18) : !memref_tmem_f32_e56e
          %lay_65 = cute.get_layout(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_110 = cute.get_layout(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_111 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %lay_112 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %204 = cute.static : !cute.layout<"1:0">
          %append_12 = cute.append_to_rank<3> (%lay_65, %204) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %append_13 = cute.append_to_rank<3> (%lay_110, %204) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %sz_12 = cute.size(%append_12) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %sz_13 = cute.size(%append_12) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %sz_14 = cute.size(%append_13) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %205 = cute.get_scalars(%sz_12) : !cute.int_tuple<"1">
          %206 = cute.get_scalars(%sz_13) : !cute.int_tuple<"1">
          %207 = cute.get_scalars(%sz_14) : !cute.int_tuple<"1">
          %c0_i32_6 = arith.constant 0 : i32
          %c1_i32_9 = arith.constant 1 : i32
          %208 = scf.for %arg14 = %c0_i32_6 to %205 step %c1_i32_9 iter_args(%arg15 = %195) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
            %174 = scf.for %arg16 = %c0_i32_6 to %206 step %c1_i32_9 iter_args(%arg17 = %arg15) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
              %175 = scf.for %arg18 = %c0_i32_6 to %207 step %c1_i32_9 iter_args(%arg19 = %arg17) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
                %coord_22 = cute.make_coord(%arg16, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_23 = cute.make_coord(%arg18, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_24 = cute.make_coord(%arg16, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %199:2 = cute.get_scalars(%coord_22) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_94 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_12 = cute.crd2idx(%coord_22, %append_12) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_33 = cute.add_offset(%iter_116, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_35 = cute.make_view(%tup_33, %lay_94) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %200:2 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_95 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_13 = cute.crd2idx(%coord_23, %append_13) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_34 = cute.add_offset(%iter_117, %idx_13) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_36 = cute.make_view(%tup_34, %lay_95) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %201:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_96 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_14 = cute.crd2idx(%coord_24, %lay_111) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_16 = cute.add_offset(%iter_77, %idx_14) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_37 = cute.make_view(%ptr_16, %lay_96) : !memref_tmem_f32_e944
                %202:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_80 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_15 = cute.crd2idx(%coord_24, %lay_112) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_17 = cute.add_offset(%iter_78, %idx_15) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_38 = cute.make_view(%ptr_17, %lay_80) : !memref_tmem_f32_e944
                %iter_99 = cute.get_iter(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %iter_100 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %iter_101 = cute.get_iter(%view_37) : !memref_tmem_f32_e944
                %230 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : i1
                %231 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : i1
                %232 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : i1
                %c138413200_i32 = arith.constant 138413200 : i32
                %233 = arith.extui %230 : i1 to i32
                %234 = arith.extui %231 : i1 to i32
                %c13_i32 = arith.constant 13 : i32
                %c14_i32 = arith.constant 14 : i32
                %235 = arith.shli %233, %c13_i32 : i32
                %236 = arith.shli %234, %c14_i32 : i32
                %237 = arith.ori %235, %c138413200_i32 : i32
                %238 = arith.ori %237, %236 : i32
                cute_nvgpu.arch.mma.SM100.umma(%iter_99, %iter_100, %iter_101, %238, %232) {num_cta = 1 : i32, scale = 0 : i32, a_type = bf16} : (!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, !cute.ptr<f32, tmem, align<16>>, i32, i1) -> ()
                scf.yield %arg19 : !mma_bf16_bf16_f32_128x256x16_8117
              } {llvm.loop_annotation = #loop_annotation_0327}
              scf.yield %175 : !mma_bf16_bf16_f32_128x256x16_8117
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %174 : !mma_bf16_bf16_f32_128x256x16_8117
          } {llvm.loop_annotation = #loop_annotation_0327}
          %true_3 = arith.constant true
          %209 = cute_nvgpu.atom.set_value(%195, %true_3 : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !mma_bf16_bf16_f32_128x256x16_8117
          %coord_29 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,3,?)">
          %lay_113 = cute.get_layout(%view_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %idx_20 = cute.crd2idx(%coord_29, %lay_113) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,4):(0,0,2,1024)">) -> !cute.int_tuple<"?{div=2}">
          %iter_118 = cute.get_iter(%view_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">
          %tup_39 = cute.add_offset(%iter_118, %idx_20) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
          %view_43 = cute.make_view(%tup_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_119 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_120 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %coord_30 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,3,?)">
          %lay_114 = cute.get_layout(%view_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %idx_21 = cute.crd2idx(%coord_30, %lay_114) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,4):(0,0,2,2048)">) -> !cute.int_tuple<"?{div=2}">
          %iter_121 = cute.get_iter(%view_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,2048)">
          %tup_40 = cute.add_offset(%iter_121, %idx_21) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
          %view_44 = cute.make_view(%tup_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_122 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_123 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_115 = cute.get_layout(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %210 = cute.get_shape(%lay_115) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_83, %e1_69 = cute.get_leaves(%210) : !cute.shape<"(1,1)">
          %lay_116 = cute.get_layout(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %211 = cute.get_shape(%lay_116) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
          %e0_63, %e1_51 = cute.get_leaves(%211) : !cute.shape<"(1,1)">
          %lay_117 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %212 = cute.get_shape(%lay_117) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
          %e0_84, %e1_70, %e2_36, %e3_28 = cute.get_leaves(%212) : !cute.shape<"((128,256),1,1)">
          %lay_118 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %213 = cute.get_shape(%lay_118) : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.shape<"((128,256),1,1)">
          %e0_85, %e1_71, %e2_37, %e3_29 = cute.get_leaves(%213) : !cute.shape<"((128,256),1,1)">
          %iter_124 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_125 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %iter_126 = cute.get_iter(%view_18) : !memref_tmem_f32_e56e
          %iter_127 = cute.get_iter(%view_18) : !memref_tmem_f32_e56e
          %lay_74 = cute.get_layout(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_119 = cute.get_layout(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
          %lay_120 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %lay_121 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
          %214 = cute.static : !cute.layout<"1:0">
          %append_14 = cute.append_to_rank<3> (%lay_74, %214) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %append_15 = cute.append_to_rank<3> (%lay_119, %214) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
          %sz_15 = cute.size(%append_14) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %sz_16 = cute.size(%append_14) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %sz_17 = cute.size(%append_15) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
          %215 = cute.get_scalars(%sz_15) : !cute.int_tuple<"1">
          %216 = cute.get_scalars(%sz_16) : !cute.int_tuple<"1">
          %217 = cute.get_scalars(%sz_17) : !cute.int_tuple<"1">
          %c0_i32_7 = arith.constant 0 : i32
          %c1_i32_10 = arith.constant 1 : i32
          %218 = scf.for %arg14 = %c0_i32_7 to %215 step %c1_i32_10 iter_args(%arg15 = %209) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
            %174 = scf.for %arg16 = %c0_i32_7 to %216 step %c1_i32_10 iter_args(%arg17 = %arg15) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
              %175 = scf.for %arg18 = %c0_i32_7 to %217 step %c1_i32_10 iter_args(%arg19 = %arg17) -> (!mma_bf16_bf16_f32_128x256x16_8117)  : i32 {
                %coord_22 = cute.make_coord(%arg16, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_23 = cute.make_coord(%arg18, %arg14) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %coord_24 = cute.make_coord(%arg16, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
                %199:2 = cute.get_scalars(%coord_22) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_94 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_12 = cute.crd2idx(%coord_22, %append_14) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_33 = cute.add_offset(%iter_124, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_35 = cute.make_view(%tup_33, %lay_94) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %200:2 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_95 = cute.make_layout() : !cute.layout<"(1):(0)">
                %idx_13 = cute.crd2idx(%coord_23, %append_15) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
                %tup_34 = cute.add_offset(%iter_125, %idx_13) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
                %view_36 = cute.make_view(%tup_34, %lay_95) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %201:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_96 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_14 = cute.crd2idx(%coord_24, %lay_120) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_16 = cute.add_offset(%iter_126, %idx_14) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_37 = cute.make_view(%ptr_16, %lay_96) : !memref_tmem_f32_e944
                %202:2 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"(_,?,?)">
                %lay_80 = cute.make_layout() : !cute.layout<"((128,256)):((65536,1))">
                %idx_15 = cute.crd2idx(%coord_24, %lay_121) : (!cute.coord<"(_,?,?)">, !cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"0">
                %ptr_17 = cute.add_offset(%iter_127, %idx_15) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
                %view_38 = cute.make_view(%ptr_17, %lay_80) : !memref_tmem_f32_e944
                %iter_99 = cute.get_iter(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %iter_100 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
                %iter_101 = cute.get_iter(%view_37) : !memref_tmem_f32_e944
                %230 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : i1
                %231 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : i1
                %232 = cute_nvgpu.atom.get_value(%arg19 : !mma_bf16_bf16_f32_128x256x16_8117) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : i1
                %c138413200_i32 = arith.constant 138413200 : i32
                %233 = arith.extui %230 : i1 to i32
                %234 = arith.extui %231 : i1 to i32
                %c13_i32 = arith.constant 13 : i32
                %c14_i32 = arith.constant 14 : i32
                %235 = arith.shli %233, %c13_i32 : i32
                %236 = arith.shli %234, %c14_i32 : i32
                %237 = arith.ori %235, %c138413200_i32 : i32
                %238 = arith.ori %237, %236 : i32
                cute_nvgpu.arch.mma.SM100.umma(%iter_99, %iter_100, %iter_101, %238, %232) {num_cta = 1 : i32, scale = 0 : i32, a_type = bf16} : (!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, !cute.ptr<f32, tmem, align<16>>, i32, i1) -> ()
                scf.yield %arg19 : !mma_bf16_bf16_f32_128x256x16_8117
              } {llvm.loop_annotation = #loop_annotation_0327}
              scf.yield %175 : !mma_bf16_bf16_f32_128x256x16_8117
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %174 : !mma_bf16_bf16_f32_128x256x16_8117
          } {llvm.loop_annotation = #loop_annotation_0327}
          %true_4 = arith.constant true
          %219 = cute_nvgpu.atom.set_value(%209, %true_4 : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !mma_bf16_bf16_f32_128x256x16_8117
          %220 = nvvm.elect.sync -> i1
          scf.if %220 {
            %int_tuple_17 = cute.make_int_tuple(%arg9) : (i32) -> !cute.int_tuple<"?">
            %ptr_15 = cute.add_offset(%ptr_8, %int_tuple_17) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %174 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            nvvm.tcgen05.commit.arrive %174 : !llvm.ptr<3>
          }
          %c1_i32_11 = arith.constant 1 : i32
          %221 = arith.addi %arg9, %c1_i32_11 : i32
          %222 = arith.addi %arg8, %c1_i32_11 : i32
          %c4_i32_1 = arith.constant 4 : i32
          %223 = arith.cmpi eq, %221, %c4_i32_1 : i32
          %224:2 = scf.if %223 -> (i32, i32) {
            %c1_i32_12 = arith.constant 1 : i32
            %174 = arith.xori %arg10, %c1_i32_12 : i32
            %c0_i32_8 = arith.constant 0 : i32
            scf.yield %c0_i32_8, %174 : i32, i32
          } else {
            scf.yield %221, %arg10 : i32, i32
          }
          %c0_i32_9 = arith.constant 0 : i32
          %225 = arith.cmpi sgt, %arg6, %c0_i32_9 : i32
          %226 = arith.cmpi sgt, %arg6, %c0_i32_9 : i32
          %227 = arith.cmpi sgt, %171, %arg11 : i32
          %228 = arith.andi %226, %227 : i1
          %229:3 = scf.if %228 -> (i32, i32, i32) {
            %true_5 = arith.constant true
            scf.if %true_5 {
              %int_tuple_18 = cute.make_int_tuple(%arg12) : (i32) -> !cute.int_tuple<"?">
              %ptr_18 = cute.add_offset(%ptr_8, %int_tuple_18) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
              %239 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<i64, smem> to !llvm.ptr<3>
              %c10000000_i32 = arith.constant 10000000 : i32
              nvvm.mbarrier.try_wait.parity.shared %239, %arg13, %c10000000_i32 : !llvm.ptr<3>, i32, i32
            }
            scf.if %true_5 {
              %239 = nvvm.elect.sync -> i1
              scf.if %239 {
                %int_tuple_18 = cute.make_int_tuple(%arg12) : (i32) -> !cute.int_tuple<"?">
                %ptr_18 = cute.add_offset(%iter_5, %int_tuple_18) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
                %240 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<i64, smem> to !llvm.ptr<3>
                %c49152_i32 = arith.constant 49152 : i32
                nvvm.mbarrier.txn %240, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
              }
            }
            %int_tuple_19 = cute.make_int_tuple(%arg12) : (i32) -> !cute.int_tuple<"?">
            %ptr_19 = cute.add_offset(%iter_5, %int_tuple_19) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %coord_31 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,?)">
            %lay_122 = cute.get_layout(%view_12) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
            %idx_22 = cute.crd2idx(%coord_31, %lay_122) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
            %iter_128 = cute.get_iter(%view_12) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
            %tup_41 = cute.add_offset(%iter_128, %idx_22) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_45 = cute.make_view(%tup_41) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_129 = cute.get_iter(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %tup_42 = cute.deref_arith_tuple_iter(%iter_129) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %e0_86, %e1_72 = cute.get_leaves(%tup_42) : !cute.int_tuple<"(?{div=64},?{div=128})">
            %174 = cute.get_scalars(%e0_86) : !cute.int_tuple<"?{div=64}">
            %175 = cute.get_scalars(%e1_72) : !cute.int_tuple<"?{div=128}">
            %iter_87 = cute.get_iter(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %tup_43 = cute.deref_arith_tuple_iter(%iter_87) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %e0_87, %e1_73 = cute.get_leaves(%tup_43) : !cute.int_tuple<"(?{div=64},?{div=128})">
            %199 = cute.get_scalars(%e0_87) : !cute.int_tuple<"?{div=64}">
            %200 = cute.get_scalars(%e1_73) : !cute.int_tuple<"?{div=128}">
            %coord_32 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
            %lay_123 = cute.get_layout(%view_11) : !memref_smem_bf16_cd36
            %idx_23 = cute.crd2idx(%coord_32, %lay_123) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),4):((1,0),8192)">) -> !cute.int_tuple<"?{div=8192}">
            %iter_100 = cute.get_iter(%view_11) : !memref_smem_bf16_cd36
            %ptr_20 = cute.add_offset(%iter_100, %idx_23) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_46 = cute.make_view(%ptr_20) : !memref_smem_bf16_b164
            %iter_130 = cute.get_iter(%view_46) : !memref_smem_bf16_b164
            %iter_131 = cute.get_iter(%view_46) : !memref_smem_bf16_b164
            %lay_124 = cute.get_layout(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %201 = cute.get_shape(%lay_124) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
            %e0_88, %e1_74, %e2_38 = cute.get_leaves(%201) : !cute.shape<"(((64,128),1))">
            %lay_125 = cute.get_layout(%view_46) : !memref_smem_bf16_b164
            %202 = cute.get_shape(%lay_125) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
            %e0_89, %e1_75 = cute.get_leaves(%202) : !cute.shape<"((8192,1))">
            %lay_126 = cute.get_layout(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %shape_21 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_127 = cute.make_layout() : !cute.layout<"1:0">
            %append_16 = cute.append_to_rank<2> (%lay_126, %lay_127) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
            %int_tuple_20 = cute.make_int_tuple(%e0_87, %e1_73) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
            %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_20) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_47 = cute.make_view(%int_tup_iter, %append_16) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
            %iter_132 = cute.get_iter(%view_47) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
            %tup_44 = cute.deref_arith_tuple_iter(%iter_132) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %e0_90, %e1_76 = cute.get_leaves(%tup_44) : !cute.int_tuple<"(?{div=64},?{div=128})">
            %230 = cute.get_scalars(%e0_90) : !cute.int_tuple<"?{div=64}">
            %231 = cute.get_scalars(%e1_76) : !cute.int_tuple<"?{div=128}">
            %lay_128 = cute.get_layout(%view_47) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
            %232 = cute.get_shape(%lay_128) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
            %e0_91, %e1_77, %e2_39, %e3_30 = cute.get_leaves(%232) : !cute.shape<"(((64,128),1),1)">
            %lay_129 = cute.get_layout(%view_47) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
            %233 = cute.get_shape(%lay_129) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
            %e0_92, %e1_78, %e2_40, %e3_31 = cute.get_leaves(%233) : !cute.shape<"(((64,128),1),1)">
            %iter_133 = cute.get_iter(%view_47) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
            %view_48 = cute.make_view(%iter_133) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %iter_134 = cute.get_iter(%view_48) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %tup_45 = cute.deref_arith_tuple_iter(%iter_134) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %e0_93, %e1_79 = cute.get_leaves(%tup_45) : !cute.int_tuple<"(?{div=64},?{div=128})">
            %234 = cute.get_scalars(%e0_93) : !cute.int_tuple<"?{div=64}">
            %235 = cute.get_scalars(%e1_79) : !cute.int_tuple<"?{div=128}">
            %iter_135 = cute.get_iter(%view_48) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %tup_46 = cute.deref_arith_tuple_iter(%iter_135) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %e0_94, %e1_80 = cute.get_leaves(%tup_46) : !cute.int_tuple<"(?{div=64},?{div=128})">
            %236 = cute.get_scalars(%e0_94) : !cute.int_tuple<"?{div=64}">
            %237 = cute.get_scalars(%e1_80) : !cute.int_tuple<"?{div=128}">
            %lay_130 = cute.get_layout(%view_46) : !memref_smem_bf16_b164
            %shape_22 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_131 = cute.make_layout() : !cute.layout<"1:0">
            %append_17 = cute.append_to_rank<2> (%lay_130, %lay_131) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
            %view_49 = cute.make_view(%iter_131, %append_17) : !memref_smem_bf16_3782
            %iter_136 = cute.get_iter(%view_49) : !memref_smem_bf16_3782
            %lay_132 = cute.get_layout(%view_49) : !memref_smem_bf16_3782
            %238 = cute.get_shape(%lay_132) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
            %e0_95, %e1_81, %e2_41 = cute.get_leaves(%238) : !cute.shape<"((8192,1),1)">
            %lay_133 = cute.get_layout(%view_49) : !memref_smem_bf16_3782
            %241 = cute.get_shape(%lay_133) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
            %e0_96, %e1_82, %e2_42 = cute.get_leaves(%241) : !cute.shape<"((8192,1),1)">
            %iter_137 = cute.get_iter(%view_49) : !memref_smem_bf16_3782
            %view_50 = cute.make_view(%iter_137) : !memref_smem_bf16_b8cc
            %iter_138 = cute.get_iter(%view_50) : !memref_smem_bf16_b8cc
            %iter_139 = cute.get_iter(%view_50) : !memref_smem_bf16_b8cc
            %lay_134 = cute.get_layout(%view_48) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %242 = cute.get_shape(%lay_134) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
            %e0_97, %e1_83, %e2_43, %e3_32 = cute.get_leaves(%242) : !cute.shape<"(((64,128),1),(1))">
            %lay_135 = cute.get_layout(%view_50) : !memref_smem_bf16_b8cc
            %243 = cute.get_shape(%lay_135) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
            %e0_98, %e1_84, %e2_44 = cute.get_leaves(%243) : !cute.shape<"((8192,1),(1))">
            %lay_136 = cute.get_layout(%view_48) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %sz_18 = cute.size(%lay_136) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
            %e0_99 = cute.get_leaves(%sz_18) : !cute.int_tuple<"1">
            %lay_137 = cute.get_layout(%view_50) : !memref_smem_bf16_b8cc
            %sz_19 = cute.size(%lay_137) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
            %e0_100 = cute.get_leaves(%sz_19) : !cute.int_tuple<"1">
            %lay_138 = cute.get_layout(%view_48) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %244 = cute.get_shape(%lay_138) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
            %e0_101, %e1_85, %e2_45, %e3_33 = cute.get_leaves(%244) : !cute.shape<"(((64,128),1),(1))">
            %245 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
            %246 = cute_nvgpu.atom.set_value(%245, %ptr_19 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
            %iter_140 = cute.get_iter(%view_48) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %iter_141 = cute.get_iter(%view_50) : !memref_smem_bf16_b8cc
            %lay_139 = cute.get_layout(%view_48) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
            %lay_140 = cute.get_layout(%view_50) : !memref_smem_bf16_b8cc
            %247 = cute.static : !cute.layout<"1:0">
            %append_18 = cute.append_to_rank<2> (%lay_139, %247) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
            %append_19 = cute.append_to_rank<2> (%lay_140, %247) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
            %lay_141 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
            %lay_142 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
            %sz_20 = cute.size(%lay_141) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
            %248 = cute.get_scalars(%sz_20) : !cute.int_tuple<"1">
            %c0_i32_10 = arith.constant 0 : i32
            %c1_i32_13 = arith.constant 1 : i32
            scf.for %arg14 = %c0_i32_10 to %248 step %c1_i32_13  : i32 {
              %coord_33 = cute.make_coord(%arg14) : (i32) -> !cute.coord<"(_,?)">
              %239 = cute.get_scalars(%coord_33) <{only_dynamic}> : !cute.coord<"(_,?)">
              %lay_143 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
              %idx_24 = cute.crd2idx(%coord_33, %lay_141) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
              %tup_47 = cute.add_offset(%iter_140, %idx_24) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
              %view_51 = cute.make_view(%tup_47, %lay_143) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
              %240 = cute.get_scalars(%coord_33) <{only_dynamic}> : !cute.coord<"(_,?)">
              %lay_144 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
              %idx_25 = cute.crd2idx(%coord_33, %lay_142) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
              %ptr_21 = cute.add_offset(%iter_141, %idx_25) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
              %view_52 = cute.make_view(%ptr_21, %lay_144) : !memref_smem_bf16_b164
              %iter_142 = cute.get_iter(%view_51) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
              %iter_143 = cute.get_iter(%view_52) : !memref_smem_bf16_b164
              %249 = cute_nvgpu.atom.get_value(%246 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
              %250 = cute_nvgpu.atom.get_value(%246 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
              %251 = cute_nvgpu.atom.get_value(%246 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
              %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%246 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
              %tup_48 = cute.deref_arith_tuple_iter(%iter_142) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
              %252:2 = cute.get_scalars(%tup_48) : !cute.int_tuple<"(?{div=64},?{div=128})">
              cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_143 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %249 : !cute.ptr<smem, align<8>>, [%252#0, %252#1] : i32, i32) cache_policy = %251 mode = <tiled> num_cta = 1 : i32
            } {llvm.loop_annotation = #loop_annotation_0327}
            %coord_34 = cute.make_coord(%arg11) : (i32) -> !cute.coord<"(_,?)">
            %lay_145 = cute.get_layout(%view_16) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
            %idx_26 = cute.crd2idx(%coord_34, %lay_145) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
            %iter_144 = cute.get_iter(%view_16) : !cute.coord_tensor<"(0,?{div=256})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
            %tup_49 = cute.add_offset(%iter_144, %idx_26) : (!cute.arith_tuple_iter<"(0,?{div=256})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %view_53 = cute.make_view(%tup_49) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %iter_145 = cute.get_iter(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %tup_50 = cute.deref_arith_tuple_iter(%iter_145) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %e0_102, %e1_86 = cute.get_leaves(%tup_50) : !cute.int_tuple<"(?{div=64},?{div=256})">
            %253 = cute.get_scalars(%e0_102) : !cute.int_tuple<"?{div=64}">
            %254 = cute.get_scalars(%e1_86) : !cute.int_tuple<"?{div=256}">
            %iter_146 = cute.get_iter(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %tup_51 = cute.deref_arith_tuple_iter(%iter_146) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %e0_103, %e1_87 = cute.get_leaves(%tup_51) : !cute.int_tuple<"(?{div=64},?{div=256})">
            %255 = cute.get_scalars(%e0_103) : !cute.int_tuple<"?{div=64}">
            %256 = cute.get_scalars(%e1_87) : !cute.int_tuple<"?{div=256}">
            %coord_35 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
            %lay_146 = cute.get_layout(%view_15) : !memref_smem_bf16_d444
            %idx_27 = cute.crd2idx(%coord_35, %lay_146) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),4):((1,0),16384)">) -> !cute.int_tuple<"?{div=16384}">
            %iter_147 = cute.get_iter(%view_15) : !memref_smem_bf16_d444
            %ptr_22 = cute.add_offset(%iter_147, %idx_27) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=16384}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_54 = cute.make_view(%ptr_22) : !memref_smem_bf16_4817
            %iter_148 = cute.get_iter(%view_54) : !memref_smem_bf16_4817
            %iter_149 = cute.get_iter(%view_54) : !memref_smem_bf16_4817
            %lay_147 = cute.get_layout(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %257 = cute.get_shape(%lay_147) : (!cute.layout<"(((64,256),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,256),1))">
            %e0_104, %e1_88, %e2_46 = cute.get_leaves(%257) : !cute.shape<"(((64,256),1))">
            %lay_148 = cute.get_layout(%view_54) : !memref_smem_bf16_4817
            %258 = cute.get_shape(%lay_148) : (!cute.layout<"((16384,1)):((1,0))">) -> !cute.shape<"((16384,1))">
            %e0_105, %e1_89 = cute.get_leaves(%258) : !cute.shape<"((16384,1))">
            %lay_149 = cute.get_layout(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
            %shape_23 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_150 = cute.make_layout() : !cute.layout<"1:0">
            %append_20 = cute.append_to_rank<2> (%lay_149, %lay_150) : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
            %int_tuple_21 = cute.make_int_tuple(%e0_103, %e1_87) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=256}">) -> !cute.int_tuple<"(?{div=64},?{div=256})">
            %int_tup_iter_1 = cute.make_arith_tuple_iter(%int_tuple_21) : (!cute.int_tuple<"(?{div=64},?{div=256})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %view_55 = cute.make_view(%int_tup_iter_1, %append_20) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
            %iter_150 = cute.get_iter(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
            %tup_52 = cute.deref_arith_tuple_iter(%iter_150) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %e0_106, %e1_90 = cute.get_leaves(%tup_52) : !cute.int_tuple<"(?{div=64},?{div=256})">
            %259 = cute.get_scalars(%e0_106) : !cute.int_tuple<"?{div=64}">
            %260 = cute.get_scalars(%e1_90) : !cute.int_tuple<"?{div=256}">
            %lay_151 = cute.get_layout(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
            %261 = cute.get_shape(%lay_151) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
            %e0_107, %e1_91, %e2_47, %e3_34 = cute.get_leaves(%261) : !cute.shape<"(((64,256),1),1)">
            %lay_152 = cute.get_layout(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
            %262 = cute.get_shape(%lay_152) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
            %e0_108, %e1_92, %e2_48, %e3_35 = cute.get_leaves(%262) : !cute.shape<"(((64,256),1),1)">
            %iter_151 = cute.get_iter(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),1):(((1@0,1@1),0),0)">
            %view_56 = cute.make_view(%iter_151) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %iter_152 = cute.get_iter(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %tup_53 = cute.deref_arith_tuple_iter(%iter_152) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %e0_109, %e1_93 = cute.get_leaves(%tup_53) : !cute.int_tuple<"(?{div=64},?{div=256})">
            %263 = cute.get_scalars(%e0_109) : !cute.int_tuple<"?{div=64}">
            %264 = cute.get_scalars(%e1_93) : !cute.int_tuple<"?{div=256}">
            %iter_153 = cute.get_iter(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %tup_54 = cute.deref_arith_tuple_iter(%iter_153) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
            %e0_110, %e1_94 = cute.get_leaves(%tup_54) : !cute.int_tuple<"(?{div=64},?{div=256})">
            %265 = cute.get_scalars(%e0_110) : !cute.int_tuple<"?{div=64}">
            %266 = cute.get_scalars(%e1_94) : !cute.int_tuple<"?{div=256}">
            %lay_153 = cute.get_layout(%view_54) : !memref_smem_bf16_4817
            %shape_24 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_154 = cute.make_layout() : !cute.layout<"1:0">
            %append_21 = cute.append_to_rank<2> (%lay_153, %lay_154) : !cute.layout<"((16384,1)):((1,0))">, !cute.layout<"1:0">
            %view_57 = cute.make_view(%iter_149, %append_21) : !memref_smem_bf16_850d
            %iter_154 = cute.get_iter(%view_57) : !memref_smem_bf16_850d
            %lay_155 = cute.get_layout(%view_57) : !memref_smem_bf16_850d
            %267 = cute.get_shape(%lay_155) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
            %e0_111, %e1_95, %e2_49 = cute.get_leaves(%267) : !cute.shape<"((16384,1),1)">
            %lay_156 = cute.get_layout(%view_57) : !memref_smem_bf16_850d
            %268 = cute.get_shape(%lay_156) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
            %e0_112, %e1_96, %e2_50 = cute.get_leaves(%268) : !cute.shape<"((16384,1),1)">
            %iter_155 = cute.get_iter(%view_57) : !memref_smem_bf16_850d
            %view_58 = cute.make_view(%iter_155) : !memref_smem_bf16_f836
            %iter_156 = cute.get_iter(%view_58) : !memref_smem_bf16_f836
            %iter_157 = cute.get_iter(%view_58) : !memref_smem_bf16_f836
            %lay_157 = cute.get_layout(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %269 = cute.get_shape(%lay_157) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
            %e0_113, %e1_97, %e2_51, %e3_36 = cute.get_leaves(%269) : !cute.shape<"(((64,256),1),(1))">
            %lay_158 = cute.get_layout(%view_58) : !memref_smem_bf16_f836
            %270 = cute.get_shape(%lay_158) : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.shape<"((16384,1),(1))">
            %e0_114, %e1_98, %e2_52 = cute.get_leaves(%270) : !cute.shape<"((16384,1),(1))">
            %lay_159 = cute.get_layout(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %sz_21 = cute.size(%lay_159) <{mode = [1]}> : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
            %e0_115 = cute.get_leaves(%sz_21) : !cute.int_tuple<"1">
            %lay_160 = cute.get_layout(%view_58) : !memref_smem_bf16_f836
            %sz_22 = cute.size(%lay_160) <{mode = [1]}> : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
            %e0_116 = cute.get_leaves(%sz_22) : !cute.int_tuple<"1">
            %lay_161 = cute.get_layout(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %271 = cute.get_shape(%lay_161) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
            %e0_117, %e1_99, %e2_53, %e3_37 = cute.get_leaves(%271) : !cute.shape<"(((64,256),1),(1))">
            %272 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>
            %273 = cute_nvgpu.atom.set_value(%272, %ptr_19 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>
            %iter_158 = cute.get_iter(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %iter_159 = cute.get_iter(%view_58) : !memref_smem_bf16_f836
            %lay_162 = cute.get_layout(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
            %lay_163 = cute.get_layout(%view_58) : !memref_smem_bf16_f836
            %274 = cute.static : !cute.layout<"1:0">
            %append_22 = cute.append_to_rank<2> (%lay_162, %274) : !cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
            %append_23 = cute.append_to_rank<2> (%lay_163, %274) : !cute.layout<"((16384,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
            %lay_164 = cute.make_layout() : !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">
            %lay_165 = cute.make_layout() : !cute.layout<"((16384,1),((1))):((1,0),((0)))">
            %sz_23 = cute.size(%lay_164) <{mode = [1]}> : (!cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
            %275 = cute.get_scalars(%sz_23) : !cute.int_tuple<"1">
            %c0_i32_11 = arith.constant 0 : i32
            %c1_i32_14 = arith.constant 1 : i32
            scf.for %arg14 = %c0_i32_11 to %275 step %c1_i32_14  : i32 {
              %coord_33 = cute.make_coord(%arg14) : (i32) -> !cute.coord<"(_,?)">
              %239 = cute.get_scalars(%coord_33) <{only_dynamic}> : !cute.coord<"(_,?)">
              %lay_143 = cute.make_layout() : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">
              %idx_24 = cute.crd2idx(%coord_33, %lay_164) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
              %tup_47 = cute.add_offset(%iter_158, %idx_24) : (!cute.arith_tuple_iter<"(?{div=64},?{div=256})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
              %view_51 = cute.make_view(%tup_47, %lay_143) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
              %240 = cute.get_scalars(%coord_33) <{only_dynamic}> : !cute.coord<"(_,?)">
              %lay_144 = cute.make_layout() : !cute.layout<"((16384,1)):((1,0))">
              %idx_25 = cute.crd2idx(%coord_33, %lay_165) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
              %ptr_21 = cute.add_offset(%iter_159, %idx_25) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
              %view_52 = cute.make_view(%ptr_21, %lay_144) : !memref_smem_bf16_4817
              %iter_142 = cute.get_iter(%view_51) : !cute.coord_tensor<"(?{div=64},?{div=256})", "(((64,256),1)):(((1@0,1@1),0))">
              %iter_143 = cute.get_iter(%view_52) : !memref_smem_bf16_4817
              %249 = cute_nvgpu.atom.get_value(%273 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
              %250 = cute_nvgpu.atom.get_value(%273 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
              %251 = cute_nvgpu.atom.get_value(%273 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
              %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%273 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
              %tup_48 = cute.deref_arith_tuple_iter(%iter_142) : !cute.arith_tuple_iter<"(?{div=64},?{div=256})">
              %252:2 = cute.get_scalars(%tup_48) : !cute.int_tuple<"(?{div=64},?{div=256})">
              cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_143 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %249 : !cute.ptr<smem, align<8>>, [%252#0, %252#1] : i32, i32) cache_policy = %251 mode = <tiled> num_cta = 1 : i32
            } {llvm.loop_annotation = #loop_annotation_0327}
            %c1_i32_15 = arith.constant 1 : i32
            %276 = arith.addi %arg12, %c1_i32_15 : i32
            %277 = arith.addi %arg11, %c1_i32_15 : i32
            %c4_i32_2 = arith.constant 4 : i32
            %278 = arith.cmpi eq, %276, %c4_i32_2 : i32
            %279:2 = scf.if %278 -> (i32, i32) {
              %c1_i32_16 = arith.constant 1 : i32
              %239 = arith.xori %arg13, %c1_i32_16 : i32
              %c0_i32_12 = arith.constant 0 : i32
              scf.yield %c0_i32_12, %239 : i32, i32
            } else {
              scf.yield %276, %arg13 : i32, i32
            }
            scf.yield %277, %279#0, %279#1 : i32, i32, i32
          } else {
            scf.yield %arg11, %arg12, %arg13 : i32, i32, i32
          }
          scf.yield %219, %222, %224#0, %224#1, %229#0, %229#1, %229#2 : !mma_bf16_bf16_f32_128x256x16_8117, i32, i32, i32, i32, i32, i32
        } {loop_annotation = #loop_annotation1_7daa}
        %280 = nvvm.elect.sync -> i1
        scf.if %280 {
          %c0_i32_13 = arith.constant 0 : i32
          %int_tuple_9 = cute.make_int_tuple(%c0_i32_13) : (i32) -> !cute.int_tuple<"?">
          %ptr_5 = cute.add_offset(%iter_6, %int_tuple_9) : (!cute.ptr<i64, smem, align<64>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %176 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.tcgen05.commit.arrive %176 : !llvm.ptr<3>
        }
        scf.yield %77#0 : !mma_bf16_bf16_f32_128x256x16_8117
      } else {
        scf.yield %arg0 : !mma_bf16_bf16_f32_128x256x16_8117
      }
      %281 = nvvm.read.ptx.sreg.tid.x : i32
      %282 = nvvm.read.ptx.sreg.tid.y : i32
      %283 = nvvm.read.ptx.sreg.tid.z : i32
      %284 = nvvm.read.ptx.sreg.ntid.x : i32
      %285 = nvvm.read.ptx.sreg.ntid.y : i32
      %286 = arith.muli %282, %284 : i32
      %287 = arith.addi %281, %286 : i32
      %288 = arith.muli %283, %284 : i32
      %289 = arith.muli %288, %285 : i32
      %290 = arith.addi %287, %289 : i32
      %291 = arith.floordivsi %290, %c32_i32 : i32
      %292 = cute_nvgpu.arch.make_warp_uniform(%291) : i32
      %293 = arith.cmpi eq, %292, %c0_i32 : i32
      scf.if %293 {
        cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
      }
      %true = arith.constant true
      scf.if %true {
        %c0_i32_0 = arith.constant 0 : i32
        %int_tuple_22 = cute.make_int_tuple(%c0_i32_0) : (i32) -> !cute.int_tuple<"?">
        %ptr_23 = cute.add_offset(%iter_6, %int_tuple_22) : (!cute.ptr<i64, smem, align<64>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
        %74 = builtin.unrealized_conversion_cast %ptr_23 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        %c0_i32_14 = arith.constant 0 : i32
        %c10000000_i32 = arith.constant 10000000 : i32
        nvvm.mbarrier.try_wait.parity.shared %74, %c0_i32_14, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      %lay_166 = cute.get_layout(%view_18) : !memref_tmem_f32_e56e
      %sz_24 = cute.size(%lay_166) <{mode = [0, 0]}> : (!cute.layout<"((128,256),1,1):((65536,1),0,0)">) -> !cute.int_tuple<"128">
      %e0_118 = cute.get_leaves(%sz_24) : !cute.int_tuple<"128">
      %tile_7 = cute.make_tile() : () -> !cute.tile<"[[128:1;64:1]]">
      %iter_160 = cute.get_iter(%view_18) : !memref_tmem_f32_e56e
      %view_59 = cute.make_view(%iter_160) : !memref_tmem_f32_c061
      %iter_161 = cute.get_iter(%view_59) : !memref_tmem_f32_c061
      %iter_162 = cute.get_iter(%view_59) : !memref_tmem_f32_c061
      %tile_8 = cute.make_tile() : () -> !cute.tile<"[[128:1;64:1]]">
      %iter_163 = cute.get_iter(%view_6) : !memref_gmem_bf16_52ab
      %lay_167 = cute.get_layout(%view_6) : !memref_gmem_bf16_52ab
      %294 = cute.get_scalars(%lay_167) <{only_dynamic}> : !cute.layout<"((128,256),1,1):((?{i64 div=8},1),0,0)">
      %shape_25 = cute.make_shape() : () -> !cute.shape<"(((128,64)),((1,4),1,1))">
      %iv_4 = cute.assume(%294) : (i64) -> !cute.i64<divby 8>
      %stride_12 = cute.make_stride(%iv_4) : (!cute.i64<divby 8>) -> !cute.stride<"(((?{i64 div=8},1)),((0,64),0,0))">
      %lay_168 = cute.make_layout(%shape_25, %stride_12) : !cute.layout<"(((128,64)),((1,4),1,1)):(((?{i64 div=8},1)),((0,64),0,0))">
      %view_60 = cute.make_view(%iter_163, %lay_168) : !memref_gmem_bf16_c096
      %iter_164 = cute.get_iter(%view_60) : !memref_gmem_bf16_c096
      %iter_165 = cute.get_iter(%view_60) : !memref_gmem_bf16_c096
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x64>
      %coord_36 = cute.make_coord() : () -> !cute.coord<"(_,0)">
      %lay_169 = cute.get_layout(%view_59) : !memref_tmem_f32_c061
      %idx_28 = cute.crd2idx(%coord_36, %lay_169) : (!cute.coord<"(_,0)">, !cute.layout<"(((128,64)),((1,4),1,1)):(((65536,1)),((0,64),0,0))">) -> !cute.int_tuple<"0">
      %iter_166 = cute.get_iter(%view_59) : !memref_tmem_f32_c061
      %ptr_24 = cute.add_offset(%iter_166, %idx_28) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
      %view_61 = cute.make_view(%ptr_24) : !memref_tmem_f32_dbd4
      %iter_167 = cute.get_iter(%view_61) : !memref_tmem_f32_dbd4
      %iter_168 = cute.get_iter(%view_61) : !memref_tmem_f32_dbd4
      %coord_37 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_169 = cute.get_iter(%view_59) : !memref_tmem_f32_c061
      %295 = cute.get_scalars(%coord_37) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32_0 = arith.constant 32 : i32
      %296 = arith.divsi %295, %c32_i32_0 : i32
      %c32_i32_1 = arith.constant 32 : i32
      %297 = arith.remsi %295, %c32_i32_1 : i32
      %c2097152_i32 = arith.constant 2097152 : i32
      %298 = arith.muli %296, %c2097152_i32 : i32
      %iv_5 = cute.assume(%298) : (i32) -> !cute.i32<divby 2097152>
      %int_tuple_23 = cute.make_int_tuple(%iv_5) : (!cute.i32<divby 2097152>) -> !cute.int_tuple<"?{div=2097152}">
      %ptr_25 = cute.add_offset(%iter_169, %int_tuple_23) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"?{div=2097152}">) -> !cute.ptr<f32, tmem, align<16>>
      %view_62 = cute.make_view(%ptr_25) : !memref_tmem_f32_c264
      %iter_170 = cute.get_iter(%view_62) : !memref_tmem_f32_c264
      %coord_38 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_171 = cute.get_iter(%view_60) : !memref_gmem_bf16_c096
      %lay_170 = cute.get_layout(%view_60) : !memref_gmem_bf16_c096
      %299 = cute.get_scalars(%lay_170) <{only_dynamic}> : !cute.layout<"(((128,64)),((1,4),1,1)):(((?{i64 div=8},1)),((0,64),0,0))">
      %300 = cute.get_scalars(%coord_38) <{only_dynamic}> : !cute.coord<"?">
      %c32_i64 = arith.constant 32 : i64
      %301 = arith.muli %299, %c32_i64 : i64
      %c256_i64 = arith.constant 256 : i64
      %302 = arith.muli %301, %c256_i64 : i64
      %c4_i64 = arith.constant 4 : i64
      %303 = arith.muli %301, %c4_i64 : i64
      %c32_i32_2 = arith.constant 32 : i32
      %304 = arith.divsi %300, %c32_i32_2 : i32
      %c32_i32_3 = arith.constant 32 : i32
      %305 = arith.remsi %300, %c32_i32_3 : i32
      %306 = arith.extsi %305 : i32 to i64
      %307 = arith.muli %306, %299 : i64
      %308 = arith.extsi %304 : i32 to i64
      %309 = arith.muli %308, %301 : i64
      %310 = arith.addi %307, %309 : i64
      %iv_6 = cute.assume(%310) : (i64) -> !cute.i64<divby 8>
      %int_tuple_24 = cute.make_int_tuple(%iv_6) : (!cute.i64<divby 8>) -> !cute.int_tuple<"?{i64 div=8}">
      %ptr_26 = cute.add_offset(%iter_171, %int_tuple_24) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_63 = cute.make_view(%ptr_26) : !memref_gmem_bf16_bff4
      %iter_172 = cute.get_iter(%view_63) : !memref_gmem_bf16_bff4
      %coord_39 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %lay_171 = cute.get_layout(%view_63) : !memref_gmem_bf16_bff4
      %idx_29 = cute.crd2idx(%coord_39, %lay_171) : (!cute.coord<"(_,_,0)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"0">
      %iter_173 = cute.get_iter(%view_63) : !memref_gmem_bf16_bff4
      %ptr_27 = cute.add_offset(%iter_173, %idx_29) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_64 = cute.make_view(%ptr_27) : !memref_gmem_bf16_a363
      %iter_174 = cute.get_iter(%view_64) : !memref_gmem_bf16_a363
      %iter_175 = cute.get_iter(%view_64) : !memref_gmem_bf16_a363
      %lay_172 = cute.get_layout(%view_64) : !memref_gmem_bf16_a363
      %311 = cute.get_shape(%lay_172) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_119, %e1_100, %e2_54 = cute.get_leaves(%311) : !cute.shape<"((64,1),1)">
      %shape_26 = cute.make_shape() : () -> !cute.shape<"((64,1),1)">
      %lay_173 = cute.make_layout() : !cute.layout<"((64,1),1):((1,0),0)">
      %rmem = cute.memref.alloca(%lay_173) : !memref_rmem_f32_2390
      %iter_176 = cute.get_iter(%rmem) : !memref_rmem_f32_2390
      %iter_177 = cute.get_iter(%rmem) : !memref_rmem_f32_2390
      %coord_40 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %lay_174 = cute.get_layout(%view_63) : !memref_gmem_bf16_bff4
      %idx_30 = cute.crd2idx(%coord_40, %lay_174) : (!cute.coord<"(_,_,0)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"0">
      %iter_178 = cute.get_iter(%view_63) : !memref_gmem_bf16_bff4
      %ptr_28 = cute.add_offset(%iter_178, %idx_30) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_65 = cute.make_view(%ptr_28) : !memref_gmem_bf16_a363
      %iter_179 = cute.get_iter(%view_65) : !memref_gmem_bf16_a363
      %iter_180 = cute.get_iter(%view_65) : !memref_gmem_bf16_a363
      %lay_175 = cute.get_layout(%view_65) : !memref_gmem_bf16_a363
      %312 = cute.get_shape(%lay_175) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_120, %e1_101, %e2_55 = cute.get_leaves(%312) : !cute.shape<"((64,1),1)">
      %shape_27 = cute.make_shape() : () -> !cute.shape<"((64,1),1)">
      %lay_176 = cute.make_layout() : !cute.layout<"((64,1),1):((1,0),0)">
      %rmem_0 = cute.memref.alloca(%lay_176) : !memref_rmem_bf16_5237
      %iter_181 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %iter_182 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %lay_177 = cute.get_layout(%view_62) : !memref_tmem_f32_c264
      %sz_25 = cute.size(%lay_177) <{mode = [2]}> : (!cute.layout<"(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">) -> !cute.int_tuple<"4">
      %e0_121 = cute.get_leaves(%sz_25) : !cute.int_tuple<"4">
      %coord_41 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %lay_178 = cute.get_layout(%view_62) : !memref_tmem_f32_c264
      %idx_31 = cute.crd2idx(%coord_41, %lay_178) : (!cute.coord<"(_,_,0)">, !cute.layout<"(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">) -> !cute.int_tuple<"0">
      %iter_183 = cute.get_iter(%view_62) : !memref_tmem_f32_c264
      %ptr_29 = cute.add_offset(%iter_183, %idx_31) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
      %view_66 = cute.make_view(%ptr_29) : !memref_tmem_f32_88dc
      %iter_184 = cute.get_iter(%view_66) : !memref_tmem_f32_88dc
      %iter_185 = cute.get_iter(%view_66) : !memref_tmem_f32_88dc
      %lay_179 = cute.get_layout(%view_66) : !memref_tmem_f32_88dc
      %313 = cute.get_shape(%lay_179) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_122, %e1_102, %e2_56, %e3_38 = cute.get_leaves(%313) : !cute.shape<"(((64,32),1),1)">
      %lay_180 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %314 = cute.get_shape(%lay_180) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_123, %e1_103, %e2_57 = cute.get_leaves(%314) : !cute.shape<"((64,1),1)">
      %lay_181 = cute.get_layout(%view_66) : !memref_tmem_f32_88dc
      %shape_28 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_182 = cute.make_layout() : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_181, %lay_182) : !cute.layout<"(((64,32),1),1):(((1,65536),0),0)">, !cute.layout<"1:0">
      %view_67 = cute.make_view(%iter_185, %append) : !memref_tmem_f32_88dc
      %iter_186 = cute.get_iter(%view_67) : !memref_tmem_f32_88dc
      %lay_183 = cute.get_layout(%view_67) : !memref_tmem_f32_88dc
      %315 = cute.get_shape(%lay_183) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_124, %e1_104, %e2_58, %e3_39 = cute.get_leaves(%315) : !cute.shape<"(((64,32),1),1)">
      %lay_184 = cute.get_layout(%view_67) : !memref_tmem_f32_88dc
      %316 = cute.get_shape(%lay_184) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_125, %e1_105, %e2_59, %e3_40 = cute.get_leaves(%316) : !cute.shape<"(((64,32),1),1)">
      %iter_187 = cute.get_iter(%view_67) : !memref_tmem_f32_88dc
      %view_68 = cute.make_view(%iter_187) : !memref_tmem_f32_296a
      %iter_188 = cute.get_iter(%view_68) : !memref_tmem_f32_296a
      %iter_189 = cute.get_iter(%view_68) : !memref_tmem_f32_296a
      %lay_185 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %shape_29 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_186 = cute.make_layout() : !cute.layout<"1:0">
      %append_24 = cute.append_to_rank<2> (%lay_185, %lay_186) : !cute.layout<"((64,1),1):((1,0),0)">, !cute.layout<"1:0">
      %view_69 = cute.make_view(%iter_177, %append_24) : !memref_rmem_f32_2390
      %iter_190 = cute.get_iter(%view_69) : !memref_rmem_f32_2390
      %lay_187 = cute.get_layout(%view_69) : !memref_rmem_f32_2390
      %317 = cute.get_shape(%lay_187) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_126, %e1_106, %e2_60 = cute.get_leaves(%317) : !cute.shape<"((64,1),1)">
      %lay_188 = cute.get_layout(%view_69) : !memref_rmem_f32_2390
      %318 = cute.get_shape(%lay_188) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_127, %e1_107, %e2_61 = cute.get_leaves(%318) : !cute.shape<"((64,1),1)">
      %iter_191 = cute.get_iter(%view_69) : !memref_rmem_f32_2390
      %view_70 = cute.make_view(%iter_191) : !memref_rmem_f32_3ef7
      %iter_192 = cute.get_iter(%view_70) : !memref_rmem_f32_3ef7
      %iter_193 = cute.get_iter(%view_70) : !memref_rmem_f32_3ef7
      %lay_189 = cute.get_layout(%view_68) : !memref_tmem_f32_296a
      %319 = cute.get_shape(%lay_189) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_128, %e1_108, %e2_62, %e3_41 = cute.get_leaves(%319) : !cute.shape<"(((64,32),1),(1))">
      %lay_190 = cute.get_layout(%view_70) : !memref_rmem_f32_3ef7
      %320 = cute.get_shape(%lay_190) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %e0_129, %e1_109, %e2_63 = cute.get_leaves(%320) : !cute.shape<"((64,1),(1))">
      %lay_191 = cute.get_layout(%view_68) : !memref_tmem_f32_296a
      %sz_26 = cute.size(%lay_191) <{mode = [1]}> : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.int_tuple<"1">
      %e0_130 = cute.get_leaves(%sz_26) : !cute.int_tuple<"1">
      %lay_192 = cute.get_layout(%view_70) : !memref_rmem_f32_3ef7
      %sz_27 = cute.size(%lay_192) <{mode = [1]}> : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
      %e0_131 = cute.get_leaves(%sz_27) : !cute.int_tuple<"1">
      %lay_193 = cute.get_layout(%view_68) : !memref_tmem_f32_296a
      %321 = cute.get_shape(%lay_193) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_132, %e1_110, %e2_64, %e3_42 = cute.get_leaves(%321) : !cute.shape<"(((64,32),1),(1))">
      %iter_194 = cute.get_iter(%view_68) : !memref_tmem_f32_296a
      %iter_195 = cute.get_iter(%view_70) : !memref_rmem_f32_3ef7
      %lay_194 = cute.get_layout(%view_68) : !memref_tmem_f32_296a
      %lay_195 = cute.get_layout(%view_70) : !memref_rmem_f32_3ef7
      %322 = cute.static : !cute.layout<"1:0">
      %append_25 = cute.append_to_rank<2> (%lay_194, %322) : !cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">, !cute.layout<"1:0">
      %append_26 = cute.append_to_rank<2> (%lay_195, %322) : !cute.layout<"((64,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %lay_196 = cute.make_layout() : !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">
      %lay_197 = cute.make_layout() : !cute.layout<"((64,1),((1))):((1,0),((0)))">
      %sz_28 = cute.size(%lay_196) <{mode = [1]}> : (!cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"1">
      %323 = cute.get_scalars(%sz_28) : !cute.int_tuple<"1">
      %c0_i32_15 = arith.constant 0 : i32
      %c1_i32_17 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_15 to %323 step %c1_i32_17  : i32 {
        %coord_42 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %74 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_198 = cute.make_layout() : !cute.layout<"(((64,32),1)):(((1,65536),0))">
        %idx_32 = cute.crd2idx(%coord_42, %lay_196) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_30 = cute.add_offset(%iter_194, %idx_32) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
        %view_71 = cute.make_view(%ptr_30, %lay_198) : !memref_tmem_f32_7ebc
        %75 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_199 = cute.make_layout() : !cute.layout<"((64,1)):((1,0))">
        %idx_33 = cute.crd2idx(%coord_42, %lay_197) : (!cute.coord<"(_,?)">, !cute.layout<"((64,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_31 = cute.add_offset(%iter_195, %idx_33) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %view_33 = cute.make_view(%ptr_31, %lay_199) : !memref_rmem_f32_f9c1
        %iter_90 = cute.get_iter(%view_71) : !memref_tmem_f32_7ebc
        %iter_91 = cute.get_iter(%view_33) : !memref_rmem_f32_f9c1
        %76 = "cute_nvgpu.arch.copy.SM100.tmem_load"(%iter_90) <{num_b = 32 : i32, num_dp = 32 : i32, num_rep = 64 : i32}> : (!cute.ptr<f32, tmem, align<16>>) -> vector<64xi32>
        %77 = builtin.unrealized_conversion_cast %iter_91 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        llvm.store %76, %77 : vector<64xi32>, !llvm.ptr
      } {llvm.loop_annotation = #loop_annotation_0327}
      %lay_200 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %324 = cute.get_shape(%lay_200) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_133, %e1_111, %e2_65 = cute.get_leaves(%324) : !cute.shape<"((64,1),1)">
      %lay_201 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %325 = cute.memref.load_vec(%rmem) : (!memref_rmem_f32_2390) -> vector<64xf32>
      %lay_202 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %326 = cute.get_shape(%lay_202) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_134, %e1_112, %e2_66 = cute.get_leaves(%326) : !cute.shape<"((64,1),1)">
      %327 = arith.truncf %325 : vector<64xf32> to vector<64xbf16>
      %lay_203 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %328 = cute.get_shape(%lay_203) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_135, %e1_113, %e2_67 = cute.get_leaves(%328) : !cute.shape<"((64,1),1)">
      %lay_204 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_205 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %329 = cute.get_shape(%lay_205) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_136, %e1_114, %e2_68 = cute.get_leaves(%329) : !cute.shape<"((64,1),1)">
      %int_tuple_25 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %sz_29 = cute.size(%int_tuple_25) : (!cute.int_tuple<"((64,1),1)">) -> !cute.int_tuple<"64">
      %e0_137 = cute.get_leaves(%sz_29) : !cute.int_tuple<"64">
      %int_tuple_26 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %sz_30 = cute.size(%int_tuple_26) : (!cute.int_tuple<"((64,1),1)">) -> !cute.int_tuple<"64">
      %e0_138 = cute.get_leaves(%sz_30) : !cute.int_tuple<"64">
      cute.memref.store_vec(%327, %rmem_0) : (vector<64xbf16>, !memref_rmem_bf16_5237) -> ()
      %coord_43 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %lay_206 = cute.get_layout(%view_63) : !memref_gmem_bf16_bff4
      %idx_34 = cute.crd2idx(%coord_43, %lay_206) : (!cute.coord<"(_,_,0)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"0">
      %iter_196 = cute.get_iter(%view_63) : !memref_gmem_bf16_bff4
      %ptr_32 = cute.add_offset(%iter_196, %idx_34) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_72 = cute.make_view(%ptr_32) : !memref_gmem_bf16_a363
      %iter_197 = cute.get_iter(%view_72) : !memref_gmem_bf16_a363
      %iter_198 = cute.get_iter(%view_72) : !memref_gmem_bf16_a363
      %lay_207 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %330 = cute.get_shape(%lay_207) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_139, %e1_115, %e2_69 = cute.get_leaves(%330) : !cute.shape<"((64,1),1)">
      %lay_208 = cute.get_layout(%view_72) : !memref_gmem_bf16_a363
      %331 = cute.get_shape(%lay_208) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_140, %e1_116, %e2_70 = cute.get_leaves(%331) : !cute.shape<"((64,1),1)">
      %lay_209 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_210 = cute.get_layout(%view_72) : !memref_gmem_bf16_a363
      %rinv = cute.right_inverse(%lay_210) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.layout<"64:1">
      %lay_211 = cute.make_layout() : !cute.layout<"64:1">
      %coalesce = cute.coalesce(%lay_211) : (!cute.layout<"64:1">) -> !cute.layout<"64:1">
      %332 = cute.get_shape(%coalesce) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_141 = cute.get_leaves(%332) : !cute.shape<"64">
      %333 = cute.get_stride(%coalesce) : (!cute.layout<"64:1">) -> !cute.stride<"1">
      %e0_142 = cute.get_leaves(%333) : !cute.stride<"1">
      %334 = cute.get_shape(%coalesce) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_143 = cute.get_leaves(%334) : !cute.shape<"64">
      %335 = cute.get_shape(%coalesce) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_144 = cute.get_leaves(%335) : !cute.shape<"64">
      %lay_212 = cute.make_layout() : !cute.layout<"64:1">
      %sz_31 = cute.size(%lay_212) : (!cute.layout<"64:1">) -> !cute.int_tuple<"64">
      %e0_145 = cute.get_leaves(%sz_31) : !cute.int_tuple<"64">
      %lay_213 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_214 = cute.get_layout(%view_72) : !memref_gmem_bf16_a363
      %iter_199 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %view_73 = cute.make_view(%iter_199) : !memref_rmem_bf16_70b7
      %iter_200 = cute.get_iter(%view_73) : !memref_rmem_bf16_70b7
      %iter_201 = cute.get_iter(%view_73) : !memref_rmem_bf16_70b7
      %iter_202 = cute.get_iter(%view_72) : !memref_gmem_bf16_a363
      %view_74 = cute.make_view(%iter_202) : !memref_gmem_bf16_5076
      %iter_203 = cute.get_iter(%view_74) : !memref_gmem_bf16_5076
      %iter_204 = cute.get_iter(%view_74) : !memref_gmem_bf16_5076
      %shape_30 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_215 = cute.make_layout() : !cute.layout<"8:1">
      %iter_205 = cute.get_iter(%view_73) : !memref_rmem_bf16_70b7
      %view_75 = cute.make_view(%iter_205) : !memref_rmem_bf16_780e
      %iter_206 = cute.get_iter(%view_75) : !memref_rmem_bf16_780e
      %iter_207 = cute.get_iter(%view_75) : !memref_rmem_bf16_780e
      %shape_31 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_216 = cute.make_layout() : !cute.layout<"8:1">
      %iter_208 = cute.get_iter(%view_74) : !memref_gmem_bf16_5076
      %view_76 = cute.make_view(%iter_208) : !memref_gmem_bf16_e0c1
      %iter_209 = cute.get_iter(%view_76) : !memref_gmem_bf16_e0c1
      %iter_210 = cute.get_iter(%view_76) : !memref_gmem_bf16_e0c1
      %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
      %iter_211 = cute.get_iter(%view_75) : !memref_rmem_bf16_780e
      %iter_212 = cute.get_iter(%view_76) : !memref_gmem_bf16_e0c1
      %lay_217 = cute.get_layout(%view_75) : !memref_rmem_bf16_780e
      %lay_218 = cute.get_layout(%view_76) : !memref_gmem_bf16_e0c1
      %336 = cute.static : !cute.layout<"1:0">
      %append_27 = cute.append_to_rank<2> (%lay_217, %336) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %append_28 = cute.append_to_rank<2> (%lay_218, %336) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %lay_219 = cute.make_layout() : !cute.layout<"(8,(8)):(1,(8))">
      %lay_220 = cute.make_layout() : !cute.layout<"(8,(8)):(1,(8))">
      %sz_32 = cute.size(%lay_219) <{mode = [1]}> : (!cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"8">
      %337 = cute.get_scalars(%sz_32) : !cute.int_tuple<"8">
      %c0_i32_16 = arith.constant 0 : i32
      %c1_i32_18 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_16 to %337 step %c1_i32_18  : i32 {
        %coord_42 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %74 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_198 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_32 = cute.crd2idx(%coord_42, %lay_219) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_30 = cute.add_offset(%iter_211, %idx_32) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<16>>
        %view_71 = cute.make_view(%ptr_30, %lay_198) : !memref_rmem_bf16_ce08
        %75 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_199 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_33 = cute.crd2idx(%coord_42, %lay_220) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_31 = cute.add_offset(%iter_212, %idx_33) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
        %view_33 = cute.make_view(%ptr_31, %lay_199) : !memref_gmem_bf16_127e
        %iter_90 = cute.get_iter(%view_71) : !memref_rmem_bf16_ce08
        %iter_91 = cute.get_iter(%view_33) : !memref_gmem_bf16_127e
        %76 = builtin.unrealized_conversion_cast %iter_90 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
        %77 = builtin.unrealized_conversion_cast %iter_91 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
        %280 = llvm.load %76 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %280, %77 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      } {llvm.loop_annotation = #loop_annotation_0327}
      %coord_44 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
      %lay_221 = cute.get_layout(%view_62) : !memref_tmem_f32_c264
      %idx_35 = cute.crd2idx(%coord_44, %lay_221) : (!cute.coord<"(_,_,1)">, !cute.layout<"(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">) -> !cute.int_tuple<"64">
      %iter_213 = cute.get_iter(%view_62) : !memref_tmem_f32_c264
      %ptr_33 = cute.add_offset(%iter_213, %idx_35) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"64">) -> !cute.ptr<f32, tmem, align<16>>
      %view_77 = cute.make_view(%ptr_33) : !memref_tmem_f32_88dc
      %iter_214 = cute.get_iter(%view_77) : !memref_tmem_f32_88dc
      %iter_215 = cute.get_iter(%view_77) : !memref_tmem_f32_88dc
      %lay_222 = cute.get_layout(%view_77) : !memref_tmem_f32_88dc
      %338 = cute.get_shape(%lay_222) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_146, %e1_117, %e2_71, %e3_43 = cute.get_leaves(%338) : !cute.shape<"(((64,32),1),1)">
      %lay_223 = cute.get_layout(%view_77) : !memref_tmem_f32_88dc
      %shape_32 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_224 = cute.make_layout() : !cute.layout<"1:0">
      %append_29 = cute.append_to_rank<2> (%lay_223, %lay_224) : !cute.layout<"(((64,32),1),1):(((1,65536),0),0)">, !cute.layout<"1:0">
      %view_78 = cute.make_view(%iter_215, %append_29) : !memref_tmem_f32_88dc
      %iter_216 = cute.get_iter(%view_78) : !memref_tmem_f32_88dc
      %lay_225 = cute.get_layout(%view_78) : !memref_tmem_f32_88dc
      %339 = cute.get_shape(%lay_225) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_147, %e1_118, %e2_72, %e3_44 = cute.get_leaves(%339) : !cute.shape<"(((64,32),1),1)">
      %lay_226 = cute.get_layout(%view_78) : !memref_tmem_f32_88dc
      %340 = cute.get_shape(%lay_226) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_148, %e1_119, %e2_73, %e3_45 = cute.get_leaves(%340) : !cute.shape<"(((64,32),1),1)">
      %iter_217 = cute.get_iter(%view_78) : !memref_tmem_f32_88dc
      %view_79 = cute.make_view(%iter_217) : !memref_tmem_f32_296a
      %iter_218 = cute.get_iter(%view_79) : !memref_tmem_f32_296a
      %iter_219 = cute.get_iter(%view_79) : !memref_tmem_f32_296a
      %lay_227 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %shape_33 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_228 = cute.make_layout() : !cute.layout<"1:0">
      %append_30 = cute.append_to_rank<2> (%lay_227, %lay_228) : !cute.layout<"((64,1),1):((1,0),0)">, !cute.layout<"1:0">
      %view_80 = cute.make_view(%iter_177, %append_30) : !memref_rmem_f32_2390
      %iter_220 = cute.get_iter(%view_80) : !memref_rmem_f32_2390
      %lay_229 = cute.get_layout(%view_80) : !memref_rmem_f32_2390
      %341 = cute.get_shape(%lay_229) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_149, %e1_120, %e2_74 = cute.get_leaves(%341) : !cute.shape<"((64,1),1)">
      %lay_230 = cute.get_layout(%view_80) : !memref_rmem_f32_2390
      %342 = cute.get_shape(%lay_230) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_150, %e1_121, %e2_75 = cute.get_leaves(%342) : !cute.shape<"((64,1),1)">
      %iter_221 = cute.get_iter(%view_80) : !memref_rmem_f32_2390
      %view_81 = cute.make_view(%iter_221) : !memref_rmem_f32_3ef7
      %iter_222 = cute.get_iter(%view_81) : !memref_rmem_f32_3ef7
      %iter_223 = cute.get_iter(%view_81) : !memref_rmem_f32_3ef7
      %lay_231 = cute.get_layout(%view_79) : !memref_tmem_f32_296a
      %343 = cute.get_shape(%lay_231) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_151, %e1_122, %e2_76, %e3_46 = cute.get_leaves(%343) : !cute.shape<"(((64,32),1),(1))">
      %lay_232 = cute.get_layout(%view_81) : !memref_rmem_f32_3ef7
      %344 = cute.get_shape(%lay_232) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %e0_152, %e1_123, %e2_77 = cute.get_leaves(%344) : !cute.shape<"((64,1),(1))">
      %lay_233 = cute.get_layout(%view_79) : !memref_tmem_f32_296a
      %sz_33 = cute.size(%lay_233) <{mode = [1]}> : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.int_tuple<"1">
      %e0_153 = cute.get_leaves(%sz_33) : !cute.int_tuple<"1">
      %lay_234 = cute.get_layout(%view_81) : !memref_rmem_f32_3ef7
      %sz_34 = cute.size(%lay_234) <{mode = [1]}> : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
      %e0_154 = cute.get_leaves(%sz_34) : !cute.int_tuple<"1">
      %lay_235 = cute.get_layout(%view_79) : !memref_tmem_f32_296a
      %345 = cute.get_shape(%lay_235) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_155, %e1_124, %e2_78, %e3_47 = cute.get_leaves(%345) : !cute.shape<"(((64,32),1),(1))">
      %iter_224 = cute.get_iter(%view_79) : !memref_tmem_f32_296a
      %iter_225 = cute.get_iter(%view_81) : !memref_rmem_f32_3ef7
      %lay_236 = cute.get_layout(%view_79) : !memref_tmem_f32_296a
      %lay_237 = cute.get_layout(%view_81) : !memref_rmem_f32_3ef7
      %346 = cute.static : !cute.layout<"1:0">
      %append_31 = cute.append_to_rank<2> (%lay_236, %346) : !cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">, !cute.layout<"1:0">
      %append_32 = cute.append_to_rank<2> (%lay_237, %346) : !cute.layout<"((64,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %lay_238 = cute.make_layout() : !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">
      %lay_239 = cute.make_layout() : !cute.layout<"((64,1),((1))):((1,0),((0)))">
      %sz_35 = cute.size(%lay_238) <{mode = [1]}> : (!cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"1">
      %347 = cute.get_scalars(%sz_35) : !cute.int_tuple<"1">
      %c0_i32_17 = arith.constant 0 : i32
      %c1_i32_19 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_17 to %347 step %c1_i32_19  : i32 {
        %coord_42 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %74 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_198 = cute.make_layout() : !cute.layout<"(((64,32),1)):(((1,65536),0))">
        %idx_32 = cute.crd2idx(%coord_42, %lay_238) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_30 = cute.add_offset(%iter_224, %idx_32) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
        %view_71 = cute.make_view(%ptr_30, %lay_198) : !memref_tmem_f32_7ebc
        %75 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_199 = cute.make_layout() : !cute.layout<"((64,1)):((1,0))">
        %idx_33 = cute.crd2idx(%coord_42, %lay_239) : (!cute.coord<"(_,?)">, !cute.layout<"((64,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_31 = cute.add_offset(%iter_225, %idx_33) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %view_33 = cute.make_view(%ptr_31, %lay_199) : !memref_rmem_f32_f9c1
        %iter_90 = cute.get_iter(%view_71) : !memref_tmem_f32_7ebc
        %iter_91 = cute.get_iter(%view_33) : !memref_rmem_f32_f9c1
        %76 = "cute_nvgpu.arch.copy.SM100.tmem_load"(%iter_90) <{num_b = 32 : i32, num_dp = 32 : i32, num_rep = 64 : i32}> : (!cute.ptr<f32, tmem, align<16>>) -> vector<64xi32>
        %77 = builtin.unrealized_conversion_cast %iter_91 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        llvm.store %76, %77 : vector<64xi32>, !llvm.ptr
      } {llvm.loop_annotation = #loop_annotation_0327}
      %lay_240 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %348 = cute.get_shape(%lay_240) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_156, %e1_125, %e2_79 = cute.get_leaves(%348) : !cute.shape<"((64,1),1)">
      %lay_241 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %349 = cute.memref.load_vec(%rmem) : (!memref_rmem_f32_2390) -> vector<64xf32>
      %lay_242 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %350 = cute.get_shape(%lay_242) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_157, %e1_126, %e2_80 = cute.get_leaves(%350) : !cute.shape<"((64,1),1)">
      %351 = arith.truncf %349 : vector<64xf32> to vector<64xbf16>
      %lay_243 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %352 = cute.get_shape(%lay_243) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_158, %e1_127, %e2_81 = cute.get_leaves(%352) : !cute.shape<"((64,1),1)">
      %lay_244 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_245 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %353 = cute.get_shape(%lay_245) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_159, %e1_128, %e2_82 = cute.get_leaves(%353) : !cute.shape<"((64,1),1)">
      %int_tuple_27 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %sz_36 = cute.size(%int_tuple_27) : (!cute.int_tuple<"((64,1),1)">) -> !cute.int_tuple<"64">
      %e0_160 = cute.get_leaves(%sz_36) : !cute.int_tuple<"64">
      %int_tuple_28 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %sz_37 = cute.size(%int_tuple_28) : (!cute.int_tuple<"((64,1),1)">) -> !cute.int_tuple<"64">
      %e0_161 = cute.get_leaves(%sz_37) : !cute.int_tuple<"64">
      cute.memref.store_vec(%351, %rmem_0) : (vector<64xbf16>, !memref_rmem_bf16_5237) -> ()
      %coord_45 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
      %lay_246 = cute.get_layout(%view_63) : !memref_gmem_bf16_bff4
      %idx_36 = cute.crd2idx(%coord_45, %lay_246) : (!cute.coord<"(_,_,1)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"64">
      %iter_226 = cute.get_iter(%view_63) : !memref_gmem_bf16_bff4
      %ptr_34 = cute.add_offset(%iter_226, %idx_36) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"64">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_82 = cute.make_view(%ptr_34) : !memref_gmem_bf16_a363
      %iter_227 = cute.get_iter(%view_82) : !memref_gmem_bf16_a363
      %iter_228 = cute.get_iter(%view_82) : !memref_gmem_bf16_a363
      %lay_247 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %354 = cute.get_shape(%lay_247) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_162, %e1_129, %e2_83 = cute.get_leaves(%354) : !cute.shape<"((64,1),1)">
      %lay_248 = cute.get_layout(%view_82) : !memref_gmem_bf16_a363
      %355 = cute.get_shape(%lay_248) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_163, %e1_130, %e2_84 = cute.get_leaves(%355) : !cute.shape<"((64,1),1)">
      %lay_249 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_250 = cute.get_layout(%view_82) : !memref_gmem_bf16_a363
      %rinv_0 = cute.right_inverse(%lay_250) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.layout<"64:1">
      %lay_251 = cute.make_layout() : !cute.layout<"64:1">
      %coalesce_0 = cute.coalesce(%lay_251) : (!cute.layout<"64:1">) -> !cute.layout<"64:1">
      %356 = cute.get_shape(%coalesce_0) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_164 = cute.get_leaves(%356) : !cute.shape<"64">
      %357 = cute.get_stride(%coalesce_0) : (!cute.layout<"64:1">) -> !cute.stride<"1">
      %e0_165 = cute.get_leaves(%357) : !cute.stride<"1">
      %358 = cute.get_shape(%coalesce_0) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_166 = cute.get_leaves(%358) : !cute.shape<"64">
      %359 = cute.get_shape(%coalesce_0) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_167 = cute.get_leaves(%359) : !cute.shape<"64">
      %lay_252 = cute.make_layout() : !cute.layout<"64:1">
      %sz_38 = cute.size(%lay_252) : (!cute.layout<"64:1">) -> !cute.int_tuple<"64">
      %e0_168 = cute.get_leaves(%sz_38) : !cute.int_tuple<"64">
      %lay_253 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_254 = cute.get_layout(%view_82) : !memref_gmem_bf16_a363
      %iter_229 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %view_83 = cute.make_view(%iter_229) : !memref_rmem_bf16_70b7
      %iter_230 = cute.get_iter(%view_83) : !memref_rmem_bf16_70b7
      %iter_231 = cute.get_iter(%view_83) : !memref_rmem_bf16_70b7
      %iter_232 = cute.get_iter(%view_82) : !memref_gmem_bf16_a363
      %view_84 = cute.make_view(%iter_232) : !memref_gmem_bf16_5076
      %iter_233 = cute.get_iter(%view_84) : !memref_gmem_bf16_5076
      %iter_234 = cute.get_iter(%view_84) : !memref_gmem_bf16_5076
      %shape_34 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_255 = cute.make_layout() : !cute.layout<"8:1">
      %iter_235 = cute.get_iter(%view_83) : !memref_rmem_bf16_70b7
      %view_85 = cute.make_view(%iter_235) : !memref_rmem_bf16_780e
      %iter_236 = cute.get_iter(%view_85) : !memref_rmem_bf16_780e
      %iter_237 = cute.get_iter(%view_85) : !memref_rmem_bf16_780e
      %shape_35 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_256 = cute.make_layout() : !cute.layout<"8:1">
      %iter_238 = cute.get_iter(%view_84) : !memref_gmem_bf16_5076
      %view_86 = cute.make_view(%iter_238) : !memref_gmem_bf16_e0c1
      %iter_239 = cute.get_iter(%view_86) : !memref_gmem_bf16_e0c1
      %iter_240 = cute.get_iter(%view_86) : !memref_gmem_bf16_e0c1
      %atom_1 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
      %iter_241 = cute.get_iter(%view_85) : !memref_rmem_bf16_780e
      %iter_242 = cute.get_iter(%view_86) : !memref_gmem_bf16_e0c1
      %lay_257 = cute.get_layout(%view_85) : !memref_rmem_bf16_780e
      %lay_258 = cute.get_layout(%view_86) : !memref_gmem_bf16_e0c1
      %360 = cute.static : !cute.layout<"1:0">
      %append_33 = cute.append_to_rank<2> (%lay_257, %360) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %append_34 = cute.append_to_rank<2> (%lay_258, %360) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %lay_259 = cute.make_layout() : !cute.layout<"(8,(8)):(1,(8))">
      %lay_260 = cute.make_layout() : !cute.layout<"(8,(8)):(1,(8))">
      %sz_39 = cute.size(%lay_259) <{mode = [1]}> : (!cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"8">
      %361 = cute.get_scalars(%sz_39) : !cute.int_tuple<"8">
      %c0_i32_18 = arith.constant 0 : i32
      %c1_i32_20 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_18 to %361 step %c1_i32_20  : i32 {
        %coord_42 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %74 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_198 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_32 = cute.crd2idx(%coord_42, %lay_259) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_30 = cute.add_offset(%iter_241, %idx_32) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<16>>
        %view_71 = cute.make_view(%ptr_30, %lay_198) : !memref_rmem_bf16_ce08
        %75 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_199 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_33 = cute.crd2idx(%coord_42, %lay_260) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_31 = cute.add_offset(%iter_242, %idx_33) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
        %view_33 = cute.make_view(%ptr_31, %lay_199) : !memref_gmem_bf16_127e
        %iter_90 = cute.get_iter(%view_71) : !memref_rmem_bf16_ce08
        %iter_91 = cute.get_iter(%view_33) : !memref_gmem_bf16_127e
        %76 = builtin.unrealized_conversion_cast %iter_90 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
        %77 = builtin.unrealized_conversion_cast %iter_91 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
        %280 = llvm.load %76 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %280, %77 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      } {llvm.loop_annotation = #loop_annotation_0327}
      %coord_46 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
      %lay_261 = cute.get_layout(%view_62) : !memref_tmem_f32_c264
      %idx_37 = cute.crd2idx(%coord_46, %lay_261) : (!cute.coord<"(_,_,2)">, !cute.layout<"(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">) -> !cute.int_tuple<"128">
      %iter_243 = cute.get_iter(%view_62) : !memref_tmem_f32_c264
      %ptr_35 = cute.add_offset(%iter_243, %idx_37) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"128">) -> !cute.ptr<f32, tmem, align<16>>
      %view_87 = cute.make_view(%ptr_35) : !memref_tmem_f32_88dc
      %iter_244 = cute.get_iter(%view_87) : !memref_tmem_f32_88dc
      %iter_245 = cute.get_iter(%view_87) : !memref_tmem_f32_88dc
      %lay_262 = cute.get_layout(%view_87) : !memref_tmem_f32_88dc
      %362 = cute.get_shape(%lay_262) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_169, %e1_131, %e2_85, %e3_48 = cute.get_leaves(%362) : !cute.shape<"(((64,32),1),1)">
      %lay_263 = cute.get_layout(%view_87) : !memref_tmem_f32_88dc
      %shape_36 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_264 = cute.make_layout() : !cute.layout<"1:0">
      %append_35 = cute.append_to_rank<2> (%lay_263, %lay_264) : !cute.layout<"(((64,32),1),1):(((1,65536),0),0)">, !cute.layout<"1:0">
      %view_88 = cute.make_view(%iter_245, %append_35) : !memref_tmem_f32_88dc
      %iter_246 = cute.get_iter(%view_88) : !memref_tmem_f32_88dc
      %lay_265 = cute.get_layout(%view_88) : !memref_tmem_f32_88dc
      %363 = cute.get_shape(%lay_265) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_170, %e1_132, %e2_86, %e3_49 = cute.get_leaves(%363) : !cute.shape<"(((64,32),1),1)">
      %lay_266 = cute.get_layout(%view_88) : !memref_tmem_f32_88dc
      %364 = cute.get_shape(%lay_266) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_171, %e1_133, %e2_87, %e3_50 = cute.get_leaves(%364) : !cute.shape<"(((64,32),1),1)">
      %iter_247 = cute.get_iter(%view_88) : !memref_tmem_f32_88dc
      %view_89 = cute.make_view(%iter_247) : !memref_tmem_f32_296a
      %iter_248 = cute.get_iter(%view_89) : !memref_tmem_f32_296a
      %iter_249 = cute.get_iter(%view_89) : !memref_tmem_f32_296a
      %lay_267 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %shape_37 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_268 = cute.make_layout() : !cute.layout<"1:0">
      %append_36 = cute.append_to_rank<2> (%lay_267, %lay_268) : !cute.layout<"((64,1),1):((1,0),0)">, !cute.layout<"1:0">
      %view_90 = cute.make_view(%iter_177, %append_36) : !memref_rmem_f32_2390
      %iter_250 = cute.get_iter(%view_90) : !memref_rmem_f32_2390
      %lay_269 = cute.get_layout(%view_90) : !memref_rmem_f32_2390
      %365 = cute.get_shape(%lay_269) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_172, %e1_134, %e2_88 = cute.get_leaves(%365) : !cute.shape<"((64,1),1)">
      %lay_270 = cute.get_layout(%view_90) : !memref_rmem_f32_2390
      %366 = cute.get_shape(%lay_270) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_173, %e1_135, %e2_89 = cute.get_leaves(%366) : !cute.shape<"((64,1),1)">
      %iter_251 = cute.get_iter(%view_90) : !memref_rmem_f32_2390
      %view_91 = cute.make_view(%iter_251) : !memref_rmem_f32_3ef7
      %iter_252 = cute.get_iter(%view_91) : !memref_rmem_f32_3ef7
      %iter_253 = cute.get_iter(%view_91) : !memref_rmem_f32_3ef7
      %lay_271 = cute.get_layout(%view_89) : !memref_tmem_f32_296a
      %367 = cute.get_shape(%lay_271) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_174, %e1_136, %e2_90, %e3_51 = cute.get_leaves(%367) : !cute.shape<"(((64,32),1),(1))">
      %lay_272 = cute.get_layout(%view_91) : !memref_rmem_f32_3ef7
      %368 = cute.get_shape(%lay_272) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %e0_175, %e1_137, %e2_91 = cute.get_leaves(%368) : !cute.shape<"((64,1),(1))">
      %lay_273 = cute.get_layout(%view_89) : !memref_tmem_f32_296a
      %sz_40 = cute.size(%lay_273) <{mode = [1]}> : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.int_tuple<"1">
      %e0_176 = cute.get_leaves(%sz_40) : !cute.int_tuple<"1">
      %lay_274 = cute.get_layout(%view_91) : !memref_rmem_f32_3ef7
      %sz_41 = cute.size(%lay_274) <{mode = [1]}> : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
      %e0_177 = cute.get_leaves(%sz_41) : !cute.int_tuple<"1">
      %lay_275 = cute.get_layout(%view_89) : !memref_tmem_f32_296a
      %369 = cute.get_shape(%lay_275) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_178, %e1_138, %e2_92, %e3_52 = cute.get_leaves(%369) : !cute.shape<"(((64,32),1),(1))">
      %iter_254 = cute.get_iter(%view_89) : !memref_tmem_f32_296a
      %iter_255 = cute.get_iter(%view_91) : !memref_rmem_f32_3ef7
      %lay_276 = cute.get_layout(%view_89) : !memref_tmem_f32_296a
      %lay_277 = cute.get_layout(%view_91) : !memref_rmem_f32_3ef7
      %370 = cute.static : !cute.layout<"1:0">
      %append_37 = cute.append_to_rank<2> (%lay_276, %370) : !cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">, !cute.layout<"1:0">
      %append_38 = cute.append_to_rank<2> (%lay_277, %370) : !cute.layout<"((64,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %lay_278 = cute.make_layout() : !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">
      %lay_279 = cute.make_layout() : !cute.layout<"((64,1),((1))):((1,0),((0)))">
      %sz_42 = cute.size(%lay_278) <{mode = [1]}> : (!cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"1">
      %371 = cute.get_scalars(%sz_42) : !cute.int_tuple<"1">
      %c0_i32_19 = arith.constant 0 : i32
      %c1_i32_21 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_19 to %371 step %c1_i32_21  : i32 {
        %coord_42 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %74 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_198 = cute.make_layout() : !cute.layout<"(((64,32),1)):(((1,65536),0))">
        %idx_32 = cute.crd2idx(%coord_42, %lay_278) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_30 = cute.add_offset(%iter_254, %idx_32) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
        %view_71 = cute.make_view(%ptr_30, %lay_198) : !memref_tmem_f32_7ebc
        %75 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_199 = cute.make_layout() : !cute.layout<"((64,1)):((1,0))">
        %idx_33 = cute.crd2idx(%coord_42, %lay_279) : (!cute.coord<"(_,?)">, !cute.layout<"((64,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_31 = cute.add_offset(%iter_255, %idx_33) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %view_33 = cute.make_view(%ptr_31, %lay_199) : !memref_rmem_f32_f9c1
        %iter_90 = cute.get_iter(%view_71) : !memref_tmem_f32_7ebc
        %iter_91 = cute.get_iter(%view_33) : !memref_rmem_f32_f9c1
        %76 = "cute_nvgpu.arch.copy.SM100.tmem_load"(%iter_90) <{num_b = 32 : i32, num_dp = 32 : i32, num_rep = 64 : i32}> : (!cute.ptr<f32, tmem, align<16>>) -> vector<64xi32>
        %77 = builtin.unrealized_conversion_cast %iter_91 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        llvm.store %76, %77 : vector<64xi32>, !llvm.ptr
      } {llvm.loop_annotation = #loop_annotation_0327}
      %lay_280 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %372 = cute.get_shape(%lay_280) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_179, %e1_139, %e2_93 = cute.get_leaves(%372) : !cute.shape<"((64,1),1)">
      %lay_281 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %373 = cute.memref.load_vec(%rmem) : (!memref_rmem_f32_2390) -> vector<64xf32>
      %lay_282 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %374 = cute.get_shape(%lay_282) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_180, %e1_140, %e2_94 = cute.get_leaves(%374) : !cute.shape<"((64,1),1)">
      %375 = arith.truncf %373 : vector<64xf32> to vector<64xbf16>
      %lay_283 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %376 = cute.get_shape(%lay_283) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_181, %e1_141, %e2_95 = cute.get_leaves(%376) : !cute.shape<"((64,1),1)">
      %lay_284 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_285 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %377 = cute.get_shape(%lay_285) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_182, %e1_142, %e2_96 = cute.get_leaves(%377) : !cute.shape<"((64,1),1)">
      %int_tuple_29 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %sz_43 = cute.size(%int_tuple_29) : (!cute.int_tuple<"((64,1),1)">) -> !cute.int_tuple<"64">
      %e0_183 = cute.get_leaves(%sz_43) : !cute.int_tuple<"64">
      %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %sz_44 = cute.size(%int_tuple_30) : (!cute.int_tuple<"((64,1),1)">) -> !cute.int_tuple<"64">
      %e0_184 = cute.get_leaves(%sz_44) : !cute.int_tuple<"64">
      cute.memref.store_vec(%375, %rmem_0) : (vector<64xbf16>, !memref_rmem_bf16_5237) -> ()
      %coord_47 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
      %lay_286 = cute.get_layout(%view_63) : !memref_gmem_bf16_bff4
      %idx_38 = cute.crd2idx(%coord_47, %lay_286) : (!cute.coord<"(_,_,2)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"128">
      %iter_256 = cute.get_iter(%view_63) : !memref_gmem_bf16_bff4
      %ptr_36 = cute.add_offset(%iter_256, %idx_38) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"128">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_92 = cute.make_view(%ptr_36) : !memref_gmem_bf16_a363
      %iter_257 = cute.get_iter(%view_92) : !memref_gmem_bf16_a363
      %iter_258 = cute.get_iter(%view_92) : !memref_gmem_bf16_a363
      %lay_287 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %378 = cute.get_shape(%lay_287) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_185, %e1_143, %e2_97 = cute.get_leaves(%378) : !cute.shape<"((64,1),1)">
      %lay_288 = cute.get_layout(%view_92) : !memref_gmem_bf16_a363
      %379 = cute.get_shape(%lay_288) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_186, %e1_144, %e2_98 = cute.get_leaves(%379) : !cute.shape<"((64,1),1)">
      %lay_289 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_290 = cute.get_layout(%view_92) : !memref_gmem_bf16_a363
      %rinv_1 = cute.right_inverse(%lay_290) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.layout<"64:1">
      %lay_291 = cute.make_layout() : !cute.layout<"64:1">
      %coalesce_1 = cute.coalesce(%lay_291) : (!cute.layout<"64:1">) -> !cute.layout<"64:1">
      %380 = cute.get_shape(%coalesce_1) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_187 = cute.get_leaves(%380) : !cute.shape<"64">
      %381 = cute.get_stride(%coalesce_1) : (!cute.layout<"64:1">) -> !cute.stride<"1">
      %e0_188 = cute.get_leaves(%381) : !cute.stride<"1">
      %382 = cute.get_shape(%coalesce_1) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_189 = cute.get_leaves(%382) : !cute.shape<"64">
      %383 = cute.get_shape(%coalesce_1) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_190 = cute.get_leaves(%383) : !cute.shape<"64">
      %lay_292 = cute.make_layout() : !cute.layout<"64:1">
      %sz_45 = cute.size(%lay_292) : (!cute.layout<"64:1">) -> !cute.int_tuple<"64">
      %e0_191 = cute.get_leaves(%sz_45) : !cute.int_tuple<"64">
      %lay_293 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_294 = cute.get_layout(%view_92) : !memref_gmem_bf16_a363
      %iter_259 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %view_93 = cute.make_view(%iter_259) : !memref_rmem_bf16_70b7
      %iter_260 = cute.get_iter(%view_93) : !memref_rmem_bf16_70b7
      %iter_261 = cute.get_iter(%view_93) : !memref_rmem_bf16_70b7
      %iter_262 = cute.get_iter(%view_92) : !memref_gmem_bf16_a363
      %view_94 = cute.make_view(%iter_262) : !memref_gmem_bf16_5076
      %iter_263 = cute.get_iter(%view_94) : !memref_gmem_bf16_5076
      %iter_264 = cute.get_iter(%view_94) : !memref_gmem_bf16_5076
      %shape_38 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_295 = cute.make_layout() : !cute.layout<"8:1">
      %iter_265 = cute.get_iter(%view_93) : !memref_rmem_bf16_70b7
      %view_95 = cute.make_view(%iter_265) : !memref_rmem_bf16_780e
      %iter_266 = cute.get_iter(%view_95) : !memref_rmem_bf16_780e
      %iter_267 = cute.get_iter(%view_95) : !memref_rmem_bf16_780e
      %shape_39 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_296 = cute.make_layout() : !cute.layout<"8:1">
      %iter_268 = cute.get_iter(%view_94) : !memref_gmem_bf16_5076
      %view_96 = cute.make_view(%iter_268) : !memref_gmem_bf16_e0c1
      %iter_269 = cute.get_iter(%view_96) : !memref_gmem_bf16_e0c1
      %iter_270 = cute.get_iter(%view_96) : !memref_gmem_bf16_e0c1
      %atom_2 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
      %iter_271 = cute.get_iter(%view_95) : !memref_rmem_bf16_780e
      %iter_272 = cute.get_iter(%view_96) : !memref_gmem_bf16_e0c1
      %lay_297 = cute.get_layout(%view_95) : !memref_rmem_bf16_780e
      %lay_298 = cute.get_layout(%view_96) : !memref_gmem_bf16_e0c1
      %384 = cute.static : !cute.layout<"1:0">
      %append_39 = cute.append_to_rank<2> (%lay_297, %384) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %append_40 = cute.append_to_rank<2> (%lay_298, %384) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %lay_299 = cute.make_layout() : !cute.layout<"(8,(8)):(1,(8))">
      %lay_300 = cute.make_layout() : !cute.layout<"(8,(8)):(1,(8))">
      %sz_46 = cute.size(%lay_299) <{mode = [1]}> : (!cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"8">
      %385 = cute.get_scalars(%sz_46) : !cute.int_tuple<"8">
      %c0_i32_20 = arith.constant 0 : i32
      %c1_i32_22 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_20 to %385 step %c1_i32_22  : i32 {
        %coord_42 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %74 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_198 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_32 = cute.crd2idx(%coord_42, %lay_299) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_30 = cute.add_offset(%iter_271, %idx_32) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<16>>
        %view_71 = cute.make_view(%ptr_30, %lay_198) : !memref_rmem_bf16_ce08
        %75 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_199 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_33 = cute.crd2idx(%coord_42, %lay_300) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_31 = cute.add_offset(%iter_272, %idx_33) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
        %view_33 = cute.make_view(%ptr_31, %lay_199) : !memref_gmem_bf16_127e
        %iter_90 = cute.get_iter(%view_71) : !memref_rmem_bf16_ce08
        %iter_91 = cute.get_iter(%view_33) : !memref_gmem_bf16_127e
        %76 = builtin.unrealized_conversion_cast %iter_90 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
        %77 = builtin.unrealized_conversion_cast %iter_91 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
        %280 = llvm.load %76 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %280, %77 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      } {llvm.loop_annotation = #loop_annotation_0327}
      %coord_48 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
      %lay_301 = cute.get_layout(%view_62) : !memref_tmem_f32_c264
      %idx_39 = cute.crd2idx(%coord_48, %lay_301) : (!cute.coord<"(_,_,3)">, !cute.layout<"(((64,32),1),1,((1,4),1,1)):(((1,65536),0),0,((0,64),0,0))">) -> !cute.int_tuple<"192">
      %iter_273 = cute.get_iter(%view_62) : !memref_tmem_f32_c264
      %ptr_37 = cute.add_offset(%iter_273, %idx_39) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"192">) -> !cute.ptr<f32, tmem, align<16>>
      %view_97 = cute.make_view(%ptr_37) : !memref_tmem_f32_88dc
      %iter_274 = cute.get_iter(%view_97) : !memref_tmem_f32_88dc
      %iter_275 = cute.get_iter(%view_97) : !memref_tmem_f32_88dc
      %lay_302 = cute.get_layout(%view_97) : !memref_tmem_f32_88dc
      %386 = cute.get_shape(%lay_302) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_192, %e1_145, %e2_99, %e3_53 = cute.get_leaves(%386) : !cute.shape<"(((64,32),1),1)">
      %lay_303 = cute.get_layout(%view_97) : !memref_tmem_f32_88dc
      %shape_40 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_304 = cute.make_layout() : !cute.layout<"1:0">
      %append_41 = cute.append_to_rank<2> (%lay_303, %lay_304) : !cute.layout<"(((64,32),1),1):(((1,65536),0),0)">, !cute.layout<"1:0">
      %view_98 = cute.make_view(%iter_275, %append_41) : !memref_tmem_f32_88dc
      %iter_276 = cute.get_iter(%view_98) : !memref_tmem_f32_88dc
      %lay_305 = cute.get_layout(%view_98) : !memref_tmem_f32_88dc
      %387 = cute.get_shape(%lay_305) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_193, %e1_146, %e2_100, %e3_54 = cute.get_leaves(%387) : !cute.shape<"(((64,32),1),1)">
      %lay_306 = cute.get_layout(%view_98) : !memref_tmem_f32_88dc
      %388 = cute.get_shape(%lay_306) : (!cute.layout<"(((64,32),1),1):(((1,65536),0),0)">) -> !cute.shape<"(((64,32),1),1)">
      %e0_194, %e1_147, %e2_101, %e3_55 = cute.get_leaves(%388) : !cute.shape<"(((64,32),1),1)">
      %iter_277 = cute.get_iter(%view_98) : !memref_tmem_f32_88dc
      %view_99 = cute.make_view(%iter_277) : !memref_tmem_f32_296a
      %iter_278 = cute.get_iter(%view_99) : !memref_tmem_f32_296a
      %iter_279 = cute.get_iter(%view_99) : !memref_tmem_f32_296a
      %lay_307 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %shape_41 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_308 = cute.make_layout() : !cute.layout<"1:0">
      %append_42 = cute.append_to_rank<2> (%lay_307, %lay_308) : !cute.layout<"((64,1),1):((1,0),0)">, !cute.layout<"1:0">
      %view_100 = cute.make_view(%iter_177, %append_42) : !memref_rmem_f32_2390
      %iter_280 = cute.get_iter(%view_100) : !memref_rmem_f32_2390
      %lay_309 = cute.get_layout(%view_100) : !memref_rmem_f32_2390
      %389 = cute.get_shape(%lay_309) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_195, %e1_148, %e2_102 = cute.get_leaves(%389) : !cute.shape<"((64,1),1)">
      %lay_310 = cute.get_layout(%view_100) : !memref_rmem_f32_2390
      %390 = cute.get_shape(%lay_310) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_196, %e1_149, %e2_103 = cute.get_leaves(%390) : !cute.shape<"((64,1),1)">
      %iter_281 = cute.get_iter(%view_100) : !memref_rmem_f32_2390
      %view_101 = cute.make_view(%iter_281) : !memref_rmem_f32_3ef7
      %iter_282 = cute.get_iter(%view_101) : !memref_rmem_f32_3ef7
      %iter_283 = cute.get_iter(%view_101) : !memref_rmem_f32_3ef7
      %lay_311 = cute.get_layout(%view_99) : !memref_tmem_f32_296a
      %391 = cute.get_shape(%lay_311) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_197, %e1_150, %e2_104, %e3_56 = cute.get_leaves(%391) : !cute.shape<"(((64,32),1),(1))">
      %lay_312 = cute.get_layout(%view_101) : !memref_rmem_f32_3ef7
      %392 = cute.get_shape(%lay_312) : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.shape<"((64,1),(1))">
      %e0_198, %e1_151, %e2_105 = cute.get_leaves(%392) : !cute.shape<"((64,1),(1))">
      %lay_313 = cute.get_layout(%view_99) : !memref_tmem_f32_296a
      %sz_47 = cute.size(%lay_313) <{mode = [1]}> : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.int_tuple<"1">
      %e0_199 = cute.get_leaves(%sz_47) : !cute.int_tuple<"1">
      %lay_314 = cute.get_layout(%view_101) : !memref_rmem_f32_3ef7
      %sz_48 = cute.size(%lay_314) <{mode = [1]}> : (!cute.layout<"((64,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
      %e0_200 = cute.get_leaves(%sz_48) : !cute.int_tuple<"1">
      %lay_315 = cute.get_layout(%view_99) : !memref_tmem_f32_296a
      %393 = cute.get_shape(%lay_315) : (!cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">) -> !cute.shape<"(((64,32),1),(1))">
      %e0_201, %e1_152, %e2_106, %e3_57 = cute.get_leaves(%393) : !cute.shape<"(((64,32),1),(1))">
      %iter_284 = cute.get_iter(%view_99) : !memref_tmem_f32_296a
      %iter_285 = cute.get_iter(%view_101) : !memref_rmem_f32_3ef7
      %lay_316 = cute.get_layout(%view_99) : !memref_tmem_f32_296a
      %lay_317 = cute.get_layout(%view_101) : !memref_rmem_f32_3ef7
      %394 = cute.static : !cute.layout<"1:0">
      %append_43 = cute.append_to_rank<2> (%lay_316, %394) : !cute.layout<"(((64,32),1),(1)):(((1,65536),0),(0))">, !cute.layout<"1:0">
      %append_44 = cute.append_to_rank<2> (%lay_317, %394) : !cute.layout<"((64,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
      %lay_318 = cute.make_layout() : !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">
      %lay_319 = cute.make_layout() : !cute.layout<"((64,1),((1))):((1,0),((0)))">
      %sz_49 = cute.size(%lay_318) <{mode = [1]}> : (!cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"1">
      %395 = cute.get_scalars(%sz_49) : !cute.int_tuple<"1">
      %c0_i32_21 = arith.constant 0 : i32
      %c1_i32_23 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_21 to %395 step %c1_i32_23  : i32 {
        %coord_42 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %74 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_198 = cute.make_layout() : !cute.layout<"(((64,32),1)):(((1,65536),0))">
        %idx_32 = cute.crd2idx(%coord_42, %lay_318) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,32),1),((1))):(((1,65536),0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_30 = cute.add_offset(%iter_284, %idx_32) : (!cute.ptr<f32, tmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, tmem, align<16>>
        %view_71 = cute.make_view(%ptr_30, %lay_198) : !memref_tmem_f32_7ebc
        %75 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_199 = cute.make_layout() : !cute.layout<"((64,1)):((1,0))">
        %idx_33 = cute.crd2idx(%coord_42, %lay_319) : (!cute.coord<"(_,?)">, !cute.layout<"((64,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
        %ptr_31 = cute.add_offset(%iter_285, %idx_33) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %view_33 = cute.make_view(%ptr_31, %lay_199) : !memref_rmem_f32_f9c1
        %iter_90 = cute.get_iter(%view_71) : !memref_tmem_f32_7ebc
        %iter_91 = cute.get_iter(%view_33) : !memref_rmem_f32_f9c1
        %76 = "cute_nvgpu.arch.copy.SM100.tmem_load"(%iter_90) <{num_b = 32 : i32, num_dp = 32 : i32, num_rep = 64 : i32}> : (!cute.ptr<f32, tmem, align<16>>) -> vector<64xi32>
        %77 = builtin.unrealized_conversion_cast %iter_91 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        llvm.store %76, %77 : vector<64xi32>, !llvm.ptr
      } {llvm.loop_annotation = #loop_annotation_0327}
      %lay_320 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %396 = cute.get_shape(%lay_320) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_202, %e1_153, %e2_107 = cute.get_leaves(%396) : !cute.shape<"((64,1),1)">
      %lay_321 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %397 = cute.memref.load_vec(%rmem) : (!memref_rmem_f32_2390) -> vector<64xf32>
      %lay_322 = cute.get_layout(%rmem) : !memref_rmem_f32_2390
      %398 = cute.get_shape(%lay_322) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_203, %e1_154, %e2_108 = cute.get_leaves(%398) : !cute.shape<"((64,1),1)">
      %399 = arith.truncf %397 : vector<64xf32> to vector<64xbf16>
      %lay_323 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %400 = cute.get_shape(%lay_323) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_204, %e1_155, %e2_109 = cute.get_leaves(%400) : !cute.shape<"((64,1),1)">
      %lay_324 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_325 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %401 = cute.get_shape(%lay_325) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_205, %e1_156, %e2_110 = cute.get_leaves(%401) : !cute.shape<"((64,1),1)">
      %int_tuple_31 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %sz_50 = cute.size(%int_tuple_31) : (!cute.int_tuple<"((64,1),1)">) -> !cute.int_tuple<"64">
      %e0_206 = cute.get_leaves(%sz_50) : !cute.int_tuple<"64">
      %int_tuple_32 = cute.make_int_tuple() : () -> !cute.int_tuple<"((64,1),1)">
      %sz_51 = cute.size(%int_tuple_32) : (!cute.int_tuple<"((64,1),1)">) -> !cute.int_tuple<"64">
      %e0_207 = cute.get_leaves(%sz_51) : !cute.int_tuple<"64">
      cute.memref.store_vec(%399, %rmem_0) : (vector<64xbf16>, !memref_rmem_bf16_5237) -> ()
      %coord_49 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
      %lay_326 = cute.get_layout(%view_63) : !memref_gmem_bf16_bff4
      %idx_40 = cute.crd2idx(%coord_49, %lay_326) : (!cute.coord<"(_,_,3)">, !cute.layout<"((64,1),1,((1,4),1,1)):((1,0),0,((0,64),0,0))">) -> !cute.int_tuple<"192">
      %iter_286 = cute.get_iter(%view_63) : !memref_gmem_bf16_bff4
      %ptr_38 = cute.add_offset(%iter_286, %idx_40) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"192">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_102 = cute.make_view(%ptr_38) : !memref_gmem_bf16_a363
      %iter_287 = cute.get_iter(%view_102) : !memref_gmem_bf16_a363
      %iter_288 = cute.get_iter(%view_102) : !memref_gmem_bf16_a363
      %lay_327 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %402 = cute.get_shape(%lay_327) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_208, %e1_157, %e2_111 = cute.get_leaves(%402) : !cute.shape<"((64,1),1)">
      %lay_328 = cute.get_layout(%view_102) : !memref_gmem_bf16_a363
      %403 = cute.get_shape(%lay_328) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.shape<"((64,1),1)">
      %e0_209, %e1_158, %e2_112 = cute.get_leaves(%403) : !cute.shape<"((64,1),1)">
      %lay_329 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_330 = cute.get_layout(%view_102) : !memref_gmem_bf16_a363
      %rinv_2 = cute.right_inverse(%lay_330) : (!cute.layout<"((64,1),1):((1,0),0)">) -> !cute.layout<"64:1">
      %lay_331 = cute.make_layout() : !cute.layout<"64:1">
      %coalesce_2 = cute.coalesce(%lay_331) : (!cute.layout<"64:1">) -> !cute.layout<"64:1">
      %404 = cute.get_shape(%coalesce_2) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_210 = cute.get_leaves(%404) : !cute.shape<"64">
      %405 = cute.get_stride(%coalesce_2) : (!cute.layout<"64:1">) -> !cute.stride<"1">
      %e0_211 = cute.get_leaves(%405) : !cute.stride<"1">
      %406 = cute.get_shape(%coalesce_2) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_212 = cute.get_leaves(%406) : !cute.shape<"64">
      %407 = cute.get_shape(%coalesce_2) : (!cute.layout<"64:1">) -> !cute.shape<"64">
      %e0_213 = cute.get_leaves(%407) : !cute.shape<"64">
      %lay_332 = cute.make_layout() : !cute.layout<"64:1">
      %sz_52 = cute.size(%lay_332) : (!cute.layout<"64:1">) -> !cute.int_tuple<"64">
      %e0_214 = cute.get_leaves(%sz_52) : !cute.int_tuple<"64">
      %lay_333 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_5237
      %lay_334 = cute.get_layout(%view_102) : !memref_gmem_bf16_a363
      %iter_289 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_5237
      %view_103 = cute.make_view(%iter_289) : !memref_rmem_bf16_70b7
      %iter_290 = cute.get_iter(%view_103) : !memref_rmem_bf16_70b7
      %iter_291 = cute.get_iter(%view_103) : !memref_rmem_bf16_70b7
      %iter_292 = cute.get_iter(%view_102) : !memref_gmem_bf16_a363
      %view_104 = cute.make_view(%iter_292) : !memref_gmem_bf16_5076
      %iter_293 = cute.get_iter(%view_104) : !memref_gmem_bf16_5076
      %iter_294 = cute.get_iter(%view_104) : !memref_gmem_bf16_5076
      %shape_42 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_335 = cute.make_layout() : !cute.layout<"8:1">
      %iter_295 = cute.get_iter(%view_103) : !memref_rmem_bf16_70b7
      %view_105 = cute.make_view(%iter_295) : !memref_rmem_bf16_780e
      %iter_296 = cute.get_iter(%view_105) : !memref_rmem_bf16_780e
      %iter_297 = cute.get_iter(%view_105) : !memref_rmem_bf16_780e
      %shape_43 = cute.make_shape() : () -> !cute.shape<"8">
      %lay_336 = cute.make_layout() : !cute.layout<"8:1">
      %iter_298 = cute.get_iter(%view_104) : !memref_gmem_bf16_5076
      %view_106 = cute.make_view(%iter_298) : !memref_gmem_bf16_e0c1
      %iter_299 = cute.get_iter(%view_106) : !memref_gmem_bf16_e0c1
      %iter_300 = cute.get_iter(%view_106) : !memref_gmem_bf16_e0c1
      %atom_3 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 128 b>
      %iter_301 = cute.get_iter(%view_105) : !memref_rmem_bf16_780e
      %iter_302 = cute.get_iter(%view_106) : !memref_gmem_bf16_e0c1
      %lay_337 = cute.get_layout(%view_105) : !memref_rmem_bf16_780e
      %lay_338 = cute.get_layout(%view_106) : !memref_gmem_bf16_e0c1
      %408 = cute.static : !cute.layout<"1:0">
      %append_45 = cute.append_to_rank<2> (%lay_337, %408) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %append_46 = cute.append_to_rank<2> (%lay_338, %408) : !cute.layout<"(8,8):(1,8)">, !cute.layout<"1:0">
      %lay_339 = cute.make_layout() : !cute.layout<"(8,(8)):(1,(8))">
      %lay_340 = cute.make_layout() : !cute.layout<"(8,(8)):(1,(8))">
      %sz_53 = cute.size(%lay_339) <{mode = [1]}> : (!cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"8">
      %409 = cute.get_scalars(%sz_53) : !cute.int_tuple<"8">
      %c0_i32_22 = arith.constant 0 : i32
      %c1_i32_24 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_22 to %409 step %c1_i32_24  : i32 {
        %coord_42 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %74 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_198 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_32 = cute.crd2idx(%coord_42, %lay_339) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_30 = cute.add_offset(%iter_301, %idx_32) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, rmem, align<16>>
        %view_71 = cute.make_view(%ptr_30, %lay_198) : !memref_rmem_bf16_ce08
        %75 = cute.get_scalars(%coord_42) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_199 = cute.make_layout() : !cute.layout<"(8):(1)">
        %idx_33 = cute.crd2idx(%coord_42, %lay_340) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(8)):(1,(8))">) -> !cute.int_tuple<"?{div=8}">
        %ptr_31 = cute.add_offset(%iter_302, %idx_33) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
        %view_33 = cute.make_view(%ptr_31, %lay_199) : !memref_gmem_bf16_127e
        %iter_90 = cute.get_iter(%view_71) : !memref_rmem_bf16_ce08
        %iter_91 = cute.get_iter(%view_33) : !memref_gmem_bf16_127e
        %76 = builtin.unrealized_conversion_cast %iter_90 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
        %77 = builtin.unrealized_conversion_cast %iter_91 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
        %280 = llvm.load %76 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %280, %77 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      } {llvm.loop_annotation = #loop_annotation_0327}
      %c1_i32_25 = arith.constant 1 : i32
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0;", "r" %c1_i32_25 : (i32) -> ()
      %410 = nvvm.read.ptx.sreg.tid.x : i32
      %411 = nvvm.read.ptx.sreg.tid.y : i32
      %412 = nvvm.read.ptx.sreg.tid.z : i32
      %413 = nvvm.read.ptx.sreg.ntid.x : i32
      %414 = nvvm.read.ptx.sreg.ntid.y : i32
      %415 = arith.muli %411, %413 : i32
      %416 = arith.addi %410, %415 : i32
      %417 = arith.muli %412, %413 : i32
      %418 = arith.muli %417, %414 : i32
      %419 = arith.addi %416, %418 : i32
      %420 = arith.floordivsi %419, %c32_i32 : i32
      %421 = cute_nvgpu.arch.make_warp_uniform(%420) : i32
      %422 = arith.cmpi eq, %421, %c0_i32 : i32
      scf.if %422 {
        %c256_i32_0 = arith.constant 256 : i32
        cute_nvgpu.arch.sm100.dealloc_tmem(%iter_54, %c256_i32_0) [ cta_1] : !cute.ptr<f32, tmem, align<16>>, i32
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
    %atom = cute.make_atom() : () -> !cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>
    %0 = cute_nvgpu.atom.set_value(%atom, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>
    %1 = cute_nvgpu.atom.set_value(%0, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : !cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>
    %2 = cute_nvgpu.atom.set_value(%1, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : !cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(1,1,1)">
    %lay = cute.make_layout() : !cute.layout<"(1,1,1):(0,0,0)">
    %3 = cute.get_shape(%lay) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
    %e0, %e1, %e2 = cute.get_leaves(%3) : !cute.shape<"(1,1,1)">
    %4 = cute.make_tiled_mma(%2) : !mma_bf16_bf16_f32_128x256x16_8117
    %shape_1 = cute.make_shape() : () -> !cute.shape<"(128,64)">
    %shape_2 = cute.make_shape() : () -> !cute.shape<"((128,16),1,4)">
    %e0_0, %e1_0, %e2_0, %e3 = cute.get_leaves(%shape_2) : !cute.shape<"((128,16),1,4)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"128">
    %sz = cute.size(%int_tuple) : (!cute.int_tuple<"128">) -> !cute.int_tuple<"128">
    %e0_1 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
    %sz_0 = cute.size(%int_tuple_0) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
    %e0_2 = cute.get_leaves(%sz_0) : !cute.int_tuple<"16">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"(128,64)">
    %sz_1 = cute.size(%int_tuple_1) <{mode = [1]}> : (!cute.int_tuple<"(128,64)">) -> !cute.int_tuple<"64">
    %e0_3 = cute.get_leaves(%sz_1) : !cute.int_tuple<"64">
    %5 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_3 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_0 = cute.make_layout() : !cute.layout<"(8,64):(64,1)">
    %6 = cute.get_stride(%lay_0) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_4, %e1_1 = cute.get_leaves(%6) : !cute.stride<"(64,1)">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_1 = cute.make_composed_layout(%5, %int_tuple_2, %lay_0) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
    %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2,3)">
    %shape_4 = cute.make_shape() : () -> !cute.shape<"((128,16),1,4,4)">
    %7 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,(1,4)):((64,1),0,16,(0,8192))">
    %coord = cute.make_coord() : () -> !cute.coord<"((128,16),1,4,4)">
    %coalesce = cute.coalesce(%7, %coord) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,(1,4)):((64,1),0,16,(0,8192))">, !cute.coord<"((128,16),1,4,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">
    %shape_5 = cute.make_shape() : () -> !cute.shape<"(256,64)">
    %shape_6 = cute.make_shape() : () -> !cute.shape<"((256,16),1,4)">
    %e0_5, %e1_2, %e2_1, %e3_0 = cute.get_leaves(%shape_6) : !cute.shape<"((256,16),1,4)">
    %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"256">
    %sz_2 = cute.size(%int_tuple_4) : (!cute.int_tuple<"256">) -> !cute.int_tuple<"256">
    %e0_6 = cute.get_leaves(%sz_2) : !cute.int_tuple<"256">
    %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
    %sz_3 = cute.size(%int_tuple_5) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
    %e0_7 = cute.get_leaves(%sz_3) : !cute.int_tuple<"16">
    %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"(256,64)">
    %sz_4 = cute.size(%int_tuple_6) <{mode = [1]}> : (!cute.int_tuple<"(256,64)">) -> !cute.int_tuple<"64">
    %e0_8 = cute.get_leaves(%sz_4) : !cute.int_tuple<"64">
    %8 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_7 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride_0 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_2 = cute.make_layout() : !cute.layout<"(8,64):(64,1)">
    %9 = cute.get_stride(%lay_2) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_9, %e1_3 = cute.get_leaves(%9) : !cute.stride<"(64,1)">
    %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_3 = cute.make_composed_layout(%8, %int_tuple_7, %lay_2) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
    %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2,3)">
    %shape_8 = cute.make_shape() : () -> !cute.shape<"((256,16),1,4,4)">
    %10 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">
    %coord_0 = cute.make_coord() : () -> !cute.coord<"((256,16),1,4,4)">
    %coalesce_0 = cute.coalesce(%10, %coord_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">, !cute.coord<"((256,16),1,4,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">
    %11 = cute.get_shape(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
    %e0_10, %e1_4, %e2_2, %e3_1, %e4 = cute.get_leaves(%11) : !cute.shape<"((128,16),1,4,4)">
    %12 = cute.get_shape(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
    %e0_11, %e1_5, %e2_3, %e3_2, %e4_0 = cute.get_leaves(%12) : !cute.shape<"((128,16),1,4,4)">
    %13 = cute.get_shape(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.shape<"((128,16),1,4,4)">
    %e0_12, %e1_6, %e2_4, %e3_3, %e4_1 = cute.get_leaves(%13) : !cute.shape<"((128,16),1,4,4)">
    %14 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">
    %15 = cute.get_shape(%14) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">) -> !cute.shape<"((128,16),1,4)">
    %e0_13, %e1_7, %e2_5, %e3_4 = cute.get_leaves(%15) : !cute.shape<"((128,16),1,4)">
    %lay_4 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %16 = cute.get_shape(%lay_4) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_14, %e1_8 = cute.get_leaves(%16) : !cute.shape<"(?,?{div=8})">
    %itup = cute.to_int_tuple(%e0_14) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %17 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_0 = cute.to_int_tuple(%e1_8) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %18 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?{div=8}">
    %shape_9 = cute.make_shape(%itup, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?,?{div=8})">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_5 = cute.make_layout(%shape_9, %stride_1) : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %19:2 = cute.get_scalars(%lay_5) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %lay_6 = cute.make_layout() : !cute.layout<"(128,64):(1@0,1@1)">
    %20 = cute.static : !cute.layout<"((1,(1,1)),((128,16),(1,4))):((0,(0,0)),((1@0,1@1),(0,16@1)))">
    %21 = cute.get_shape(%20) : (!cute.layout<"((1,(1,1)),((128,16),(1,4))):((0,(0,0)),((1@0,1@1),(0,16@1)))">) -> !cute.shape<"((1,(1,1)),((128,16),(1,4)))">
    %e0_15, %e1_9, %e2_6, %e3_5, %e4_2, %e5, %e6 = cute.get_leaves(%21) : !cute.shape<"((1,(1,1)),((128,16),(1,4)))">
    %22 = cute.get_shape(%20) : (!cute.layout<"((1,(1,1)),((128,16),(1,4))):((0,(0,0)),((1@0,1@1),(0,16@1)))">) -> !cute.shape<"((1,(1,1)),((128,16),(1,4)))">
    %e0_16, %e1_10, %e2_7, %e3_6, %e4_3, %e5_0, %e6_0 = cute.get_leaves(%22) : !cute.shape<"((1,(1,1)),((128,16),(1,4)))">
    %lay_7 = cute.make_layout() : !cute.layout<"((128,16),(1,4)):((1@0,1@1),(0,16@1))">
    %23 = cute.get_shape(%lay_6) : (!cute.layout<"(128,64):(1@0,1@1)">) -> !cute.shape<"(128,64)">
    %e0_17, %e1_11 = cute.get_leaves(%23) : !cute.shape<"(128,64)">
    %coord_1 = cute.make_coord() : () -> !cute.coord<"(1,(1,1))">
    %lay_8 = cute.make_layout() : !cute.layout<"((128,16),1,4):((1@0,1@1),0,16@1)">
    %c16_i32 = arith.constant 16 : i32
    %24 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter_5 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_9 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %25:3 = cute.get_scalars(%lay_9) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64 = arith.constant 0 : i64
    %26 = arith.cmpi ne, %25#2, %c0_i64 : i64
    %27 = scf.if %26 -> (i64) {
      scf.yield %25#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %28 = arith.cmpi sgt, %25#2, %c0_i64_0 : i64
      %29 = scf.if %28 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %30 = arith.cmpi eq, %25#2, %c0_i64_1 : i64
        %31 = scf.if %30 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %31 : i32
      }
      %32 = arith.extsi %29 : i32 to i64
      scf.yield %32 : i64
    }
    %c0_i64_2 = arith.constant 0 : i64
    %33 = arith.cmpi ne, %25#2, %c0_i64_2 : i64
    %34 = scf.if %33 -> (i64) {
      scf.yield %25#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %28 = arith.cmpi sgt, %25#2, %c0_i64_0 : i64
      %29 = scf.if %28 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %30 = arith.cmpi eq, %25#2, %c0_i64_1 : i64
        %31 = scf.if %30 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %31 : i32
      }
      %32 = arith.extsi %29 : i32 to i64
      scf.yield %32 : i64
    }
    %c0_i64_3 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %35 = arith.extui %25#1 : i32 to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %36 = arith.muli %c1_i64_0, %c2_i64 : i64
    %37 = arith.extui %25#0 : i32 to i64
    %c2_i64_0 = arith.constant 2 : i64
    %38 = arith.muli %25#2, %c2_i64_0 : i64
    %39 = cute.ptrtoint(%iter_5) : !cute.ptr<bf16, gmem, align<16>> to i64
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
    %40 = llvm.getelementptr %24[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %40 : i64, !llvm.ptr
    %41 = llvm.getelementptr %24[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr %24[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %24[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %24[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %24[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %24[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %24[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %47 : i64, !llvm.ptr
    %48 = arith.divui %39, %c16_i64_0 : i64
    %49 = arith.andi %48, %c9007199254740991_i64 : i64
    %50 = arith.shli %49, %c4_i64 : i64
    %51 = llvm.getelementptr %24[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %50, %51 : i64, !llvm.ptr
    %c1_i64_2 = arith.constant 1 : i64
    %c16_i64_1 = arith.constant 16 : i64
    %c2_i64_1 = arith.constant 2 : i64
    %c16_i64_2 = arith.constant 16 : i64
    %c1280_i64 = arith.constant 1280 : i64
    %c0_i64_6 = arith.constant 0 : i64
    %c24576_i64 = arith.constant 24576 : i64
    %c0_i64_7 = arith.constant 0 : i64
    %c0_i64_8 = arith.constant 0 : i64
    %c262144_i64 = arith.constant 262144 : i64
    %c0_i64_9 = arith.constant 0 : i64
    %52 = arith.subi %37, %c1_i64_2 : i64
    %53 = arith.subi %c1_i64, %c1_i64_2 : i64
    %54 = arith.subi %c1_i64, %c1_i64_2 : i64
    %55 = arith.subi %c1_i64, %c1_i64_2 : i64
    %56 = arith.muli %52, %38 : i64
    %57 = arith.muli %53, %c0_i64_3 : i64
    %58 = arith.muli %54, %c0_i64_3 : i64
    %59 = arith.muli %55, %c0_i64_3 : i64
    %60 = arith.addi %56, %57 : i64
    %61 = arith.addi %58, %59 : i64
    %c8_i64_0 = arith.constant 8 : i64
    %c16_i64_3 = arith.constant 16 : i64
    %62 = arith.muli %35, %c16_i64_3 : i64
    %63 = arith.divui %62, %c8_i64_0 : i64
    %64 = arith.addi %63, %60 : i64
    %65 = arith.addi %64, %61 : i64
    %c131072_i64 = arith.constant 131072 : i64
    %66 = arith.cmpi uge, %65, %c131072_i64 : i64
    %67 = arith.extui %66 : i1 to i64
    %c21_i64 = arith.constant 21 : i64
    %68 = arith.shli %67, %c21_i64 : i64
    %69 = arith.divui %38, %c16_i64_1 : i64
    %c32_i64 = arith.constant 32 : i64
    %70 = arith.shli %69, %c32_i64 : i64
    %71 = arith.ori %c2_i64_1, %c16_i64_2 : i64
    %72 = arith.ori %c1280_i64, %c0_i64_6 : i64
    %73 = arith.ori %c24576_i64, %c0_i64_7 : i64
    %74 = arith.ori %c0_i64_8, %c262144_i64 : i64
    %75 = arith.ori %c0_i64_9, %68 : i64
    %76 = arith.ori %71, %72 : i64
    %77 = arith.ori %73, %74 : i64
    %78 = arith.ori %75, %70 : i64
    %79 = arith.ori %76, %77 : i64
    %80 = arith.ori %79, %78 : i64
    %81 = llvm.getelementptr %24[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %80, %81 : i64, !llvm.ptr
    %c0_i64_10 = arith.constant 0 : i64
    %c1_i64_3 = arith.constant 1 : i64
    %c16_i64_4 = arith.constant 16 : i64
    %c32_i64_0 = arith.constant 32 : i64
    %c36_i64 = arith.constant 36 : i64
    %c4294967295_i64_0 = arith.constant 4294967295 : i64
    %82 = arith.divui %c0_i64_3, %c16_i64_4 : i64
    %83 = arith.andi %82, %c4294967295_i64_0 : i64
    %84 = arith.shli %83, %c0_i64_10 : i64
    %85 = arith.divui %c0_i64_3, %c16_i64_4 : i64
    %86 = arith.shli %85, %c32_i64_0 : i64
    %87 = arith.ori %84, %86 : i64
    %88 = llvm.getelementptr %24[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %87, %88 : i64, !llvm.ptr
    %89 = arith.divui %c0_i64_3, %c16_i64_4 : i64
    %90 = arith.andi %89, %c4294967295_i64_0 : i64
    %91 = arith.shli %90, %c0_i64_10 : i64
    %c15_i64 = arith.constant 15 : i64
    %92 = arith.shrui %38, %c36_i64 : i64
    %93 = arith.andi %92, %c15_i64 : i64
    %94 = arith.shli %93, %c32_i64_0 : i64
    %95 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %96 = arith.andi %95, %c15_i64 : i64
    %c36_i64_0 = arith.constant 36 : i64
    %97 = arith.shli %96, %c36_i64_0 : i64
    %98 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %99 = arith.andi %98, %c15_i64 : i64
    %c40_i64 = arith.constant 40 : i64
    %100 = arith.shli %99, %c40_i64 : i64
    %101 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %c44_i64 = arith.constant 44 : i64
    %102 = arith.shli %101, %c44_i64 : i64
    %103 = arith.ori %94, %97 : i64
    %104 = arith.ori %100, %102 : i64
    %105 = arith.ori %103, %104 : i64
    %106 = arith.ori %91, %105 : i64
    %107 = llvm.getelementptr %24[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %106, %107 : i64, !llvm.ptr
    %108 = arith.subi %35, %c1_i64_3 : i64
    %109 = arith.andi %108, %c4294967295_i64_0 : i64
    %110 = arith.shli %109, %c0_i64_10 : i64
    %111 = arith.subi %37, %c1_i64_3 : i64
    %112 = arith.shli %111, %c32_i64_0 : i64
    %113 = arith.ori %110, %112 : i64
    %114 = llvm.getelementptr %24[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %113, %114 : i64, !llvm.ptr
    %115 = arith.subi %c1_i64, %c1_i64_3 : i64
    %116 = arith.andi %115, %c4294967295_i64_0 : i64
    %117 = arith.shli %116, %c0_i64_10 : i64
    %118 = arith.subi %c1_i64, %c1_i64_3 : i64
    %119 = arith.shli %118, %c32_i64_0 : i64
    %120 = arith.ori %117, %119 : i64
    %121 = llvm.getelementptr %24[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %120, %121 : i64, !llvm.ptr
    %122 = arith.subi %c1_i64, %c1_i64_1 : i64
    %123 = arith.andi %122, %c4294967295_i64 : i64
    %c0_i64_11 = arith.constant 0 : i64
    %c63_i64 = arith.constant 63 : i64
    %c56_i64 = arith.constant 56 : i64
    %124 = arith.shli %c63_i64, %c56_i64 : i64
    %125 = arith.ori %123, %c0_i64_11 : i64
    %126 = arith.ori %125, %124 : i64
    %127 = llvm.getelementptr %24[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %126, %127 : i64, !llvm.ptr
    %c127_i64 = arith.constant 127 : i64
    %128 = arith.shli %c127_i64, %c0_i64_4 : i64
    %c0_i64_12 = arith.constant 0 : i64
    %129 = arith.shli %c0_i64_12, %c8_i64 : i64
    %c0_i64_13 = arith.constant 0 : i64
    %130 = arith.shli %c0_i64_13, %c16_i64 : i64
    %c0_i64_14 = arith.constant 0 : i64
    %131 = arith.shli %c0_i64_14, %c24_i64 : i64
    %132 = arith.ori %128, %129 : i64
    %133 = arith.ori %130, %131 : i64
    %134 = arith.ori %132, %133 : i64
    %135 = llvm.getelementptr %24[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %134, %135 : i64, !llvm.ptr
    %136 = builtin.unrealized_conversion_cast %24 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %137 = cute.ptrtoint(%136) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %138 = llvm.inttoptr %137 : i64 to !llvm.ptr
    %139 = llvm.load %138 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %140 = builtin.unrealized_conversion_cast %139 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
    %141 = cute_nvgpu.atom.set_value(%atom_0, %140 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
    %iter_6 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_10 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %142:3 = cute.get_scalars(%lay_10) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_15 = arith.constant 0 : i64
    %c1_i64_4 = arith.constant 1 : i64
    %143 = arith.extui %142#1 : i32 to i64
    %c1_i64_5 = arith.constant 1 : i64
    %c2_i64_2 = arith.constant 2 : i64
    %144 = arith.muli %c1_i64_5, %c2_i64_2 : i64
    %145 = arith.extui %142#0 : i32 to i64
    %c2_i64_3 = arith.constant 2 : i64
    %146 = arith.muli %142#2, %c2_i64_3 : i64
    %147 = arith.trunci %144 : i64 to i32
    %148 = arith.trunci %146 : i64 to i32
    %149 = arith.trunci %c0_i64_15 : i64 to i32
    %150 = arith.trunci %c0_i64_15 : i64 to i32
    %151 = arith.trunci %c0_i64_15 : i64 to i32
    %lay_11 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %152 = cute.get_shape(%lay_11) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_12 = cute.make_layout(%152, %stride_2) : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
    %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_9) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view = cute.make_view(%int_tup_iter, %lay_12) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %iter_7 = cute.get_iter(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %tup = cute.deref_arith_tuple_iter(%iter_7) : !cute.arith_tuple_iter<"(0,0)">
    %e0_18, %e1_12 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %153 = cute.get_shape(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
    %e0_19, %e1_13, %e2_8, %e3_7, %e4_4 = cute.get_leaves(%153) : !cute.shape<"((256,16),1,4,4)">
    %154 = cute.get_shape(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
    %e0_20, %e1_14, %e2_9, %e3_8, %e4_5 = cute.get_leaves(%154) : !cute.shape<"((256,16),1,4,4)">
    %155 = cute.get_shape(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.shape<"((256,16),1,4,4)">
    %e0_21, %e1_15, %e2_10, %e3_9, %e4_6 = cute.get_leaves(%155) : !cute.shape<"((256,16),1,4,4)">
    %156 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4):((64,1),0,16)">
    %157 = cute.get_shape(%156) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4):((64,1),0,16)">) -> !cute.shape<"((256,16),1,4)">
    %e0_22, %e1_16, %e2_11, %e3_10 = cute.get_leaves(%157) : !cute.shape<"((256,16),1,4)">
    %lay_13 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %158 = cute.get_shape(%lay_13) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %e0_23, %e1_17 = cute.get_leaves(%158) : !cute.shape<"(?{div=8},?{div=8})">
    %itup_1 = cute.to_int_tuple(%e0_23) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %159 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?{div=8}">
    %itup_2 = cute.to_int_tuple(%e1_17) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %160 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?{div=8}">
    %shape_10 = cute.make_shape(%itup_1, %itup_2) : (!cute.int_tuple<"?{div=8}">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?{div=8},?{div=8})">
    %stride_3 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_14 = cute.make_layout(%shape_10, %stride_3) : !cute.layout<"(?{div=8},?{div=8}):(1@0,1@1)">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[256:1;64:1]">
    %161:2 = cute.get_scalars(%lay_14) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@0,1@1)">
    %lay_15 = cute.make_layout() : !cute.layout<"(256,64):(1@0,1@1)">
    %162 = cute.static : !cute.layout<"((1,(1,1)),((256,16),(1,4))):((0,(0,0)),((1@0,1@1),(0,16@1)))">
    %163 = cute.get_shape(%162) : (!cute.layout<"((1,(1,1)),((256,16),(1,4))):((0,(0,0)),((1@0,1@1),(0,16@1)))">) -> !cute.shape<"((1,(1,1)),((256,16),(1,4)))">
    %e0_24, %e1_18, %e2_12, %e3_11, %e4_7, %e5_1, %e6_1 = cute.get_leaves(%163) : !cute.shape<"((1,(1,1)),((256,16),(1,4)))">
    %164 = cute.get_shape(%162) : (!cute.layout<"((1,(1,1)),((256,16),(1,4))):((0,(0,0)),((1@0,1@1),(0,16@1)))">) -> !cute.shape<"((1,(1,1)),((256,16),(1,4)))">
    %e0_25, %e1_19, %e2_13, %e3_12, %e4_8, %e5_2, %e6_2 = cute.get_leaves(%164) : !cute.shape<"((1,(1,1)),((256,16),(1,4)))">
    %lay_16 = cute.make_layout() : !cute.layout<"((256,16),(1,4)):((1@0,1@1),(0,16@1))">
    %165 = cute.get_shape(%lay_15) : (!cute.layout<"(256,64):(1@0,1@1)">) -> !cute.shape<"(256,64)">
    %e0_26, %e1_20 = cute.get_leaves(%165) : !cute.shape<"(256,64)">
    %coord_2 = cute.make_coord() : () -> !cute.coord<"(1,(1,1))">
    %lay_17 = cute.make_layout() : !cute.layout<"((256,16),1,4):((1@0,1@1),0,16@1)">
    %c16_i32_0 = arith.constant 16 : i32
    %166 = llvm.alloca %c16_i32_0 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter_8 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %lay_18 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %167:3 = cute.get_scalars(%lay_18) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">
    %c0_i64_16 = arith.constant 0 : i64
    %168 = arith.cmpi ne, %167#2, %c0_i64_16 : i64
    %169 = scf.if %168 -> (i64) {
      scf.yield %167#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %28 = arith.cmpi sgt, %167#2, %c0_i64_0 : i64
      %29 = scf.if %28 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %30 = arith.cmpi eq, %167#2, %c0_i64_1 : i64
        %31 = scf.if %30 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %31 : i32
      }
      %32 = arith.extsi %29 : i32 to i64
      scf.yield %32 : i64
    }
    %c0_i64_17 = arith.constant 0 : i64
    %170 = arith.cmpi ne, %167#2, %c0_i64_17 : i64
    %171 = scf.if %170 -> (i64) {
      scf.yield %167#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %28 = arith.cmpi sgt, %167#2, %c0_i64_0 : i64
      %29 = scf.if %28 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %30 = arith.cmpi eq, %167#2, %c0_i64_1 : i64
        %31 = scf.if %30 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %31 : i32
      }
      %32 = arith.extsi %29 : i32 to i64
      scf.yield %32 : i64
    }
    %c0_i64_18 = arith.constant 0 : i64
    %c1_i64_6 = arith.constant 1 : i64
    %172 = arith.extui %167#1 : i32 to i64
    %c1_i64_7 = arith.constant 1 : i64
    %c2_i64_4 = arith.constant 2 : i64
    %173 = arith.muli %c1_i64_7, %c2_i64_4 : i64
    %174 = arith.extui %167#0 : i32 to i64
    %c2_i64_5 = arith.constant 2 : i64
    %175 = arith.muli %167#2, %c2_i64_5 : i64
    %176 = cute.ptrtoint(%iter_8) : !cute.ptr<bf16, gmem, align<16>> to i64
    %c0_i64_19 = arith.constant 0 : i64
    %c1_i64_8 = arith.constant 1 : i64
    %c8_i64_1 = arith.constant 8 : i64
    %c16_i64_5 = arith.constant 16 : i64
    %c24_i64_0 = arith.constant 24 : i64
    %c4294967295_i64_1 = arith.constant 4294967295 : i64
    %c0_i64_20 = arith.constant 0 : i64
    %c4_i64_0 = arith.constant 4 : i64
    %c16_i64_6 = arith.constant 16 : i64
    %c9007199254740991_i64_0 = arith.constant 9007199254740991 : i64
    %177 = llvm.getelementptr %166[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %177 : i64, !llvm.ptr
    %178 = llvm.getelementptr %166[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %178 : i64, !llvm.ptr
    %179 = llvm.getelementptr %166[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %179 : i64, !llvm.ptr
    %180 = llvm.getelementptr %166[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %180 : i64, !llvm.ptr
    %181 = llvm.getelementptr %166[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %181 : i64, !llvm.ptr
    %182 = llvm.getelementptr %166[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %182 : i64, !llvm.ptr
    %183 = llvm.getelementptr %166[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %183 : i64, !llvm.ptr
    %184 = llvm.getelementptr %166[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %184 : i64, !llvm.ptr
    %185 = arith.divui %176, %c16_i64_6 : i64
    %186 = arith.andi %185, %c9007199254740991_i64_0 : i64
    %187 = arith.shli %186, %c4_i64_0 : i64
    %188 = llvm.getelementptr %166[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %187, %188 : i64, !llvm.ptr
    %c1_i64_9 = arith.constant 1 : i64
    %c16_i64_7 = arith.constant 16 : i64
    %c2_i64_6 = arith.constant 2 : i64
    %c16_i64_8 = arith.constant 16 : i64
    %c1280_i64_0 = arith.constant 1280 : i64
    %c0_i64_21 = arith.constant 0 : i64
    %c24576_i64_0 = arith.constant 24576 : i64
    %c0_i64_22 = arith.constant 0 : i64
    %c0_i64_23 = arith.constant 0 : i64
    %c262144_i64_0 = arith.constant 262144 : i64
    %c0_i64_24 = arith.constant 0 : i64
    %189 = arith.subi %174, %c1_i64_9 : i64
    %190 = arith.subi %c1_i64_6, %c1_i64_9 : i64
    %191 = arith.subi %c1_i64_6, %c1_i64_9 : i64
    %192 = arith.subi %c1_i64_6, %c1_i64_9 : i64
    %193 = arith.muli %189, %175 : i64
    %194 = arith.muli %190, %c0_i64_18 : i64
    %195 = arith.muli %191, %c0_i64_18 : i64
    %196 = arith.muli %192, %c0_i64_18 : i64
    %197 = arith.addi %193, %194 : i64
    %198 = arith.addi %195, %196 : i64
    %c8_i64_2 = arith.constant 8 : i64
    %c16_i64_9 = arith.constant 16 : i64
    %199 = arith.muli %172, %c16_i64_9 : i64
    %200 = arith.divui %199, %c8_i64_2 : i64
    %201 = arith.addi %200, %197 : i64
    %202 = arith.addi %201, %198 : i64
    %c131072_i64_0 = arith.constant 131072 : i64
    %203 = arith.cmpi uge, %202, %c131072_i64_0 : i64
    %204 = arith.extui %203 : i1 to i64
    %c21_i64_0 = arith.constant 21 : i64
    %205 = arith.shli %204, %c21_i64_0 : i64
    %206 = arith.divui %175, %c16_i64_7 : i64
    %c32_i64_1 = arith.constant 32 : i64
    %207 = arith.shli %206, %c32_i64_1 : i64
    %208 = arith.ori %c2_i64_6, %c16_i64_8 : i64
    %209 = arith.ori %c1280_i64_0, %c0_i64_21 : i64
    %210 = arith.ori %c24576_i64_0, %c0_i64_22 : i64
    %211 = arith.ori %c0_i64_23, %c262144_i64_0 : i64
    %212 = arith.ori %c0_i64_24, %205 : i64
    %213 = arith.ori %208, %209 : i64
    %214 = arith.ori %210, %211 : i64
    %215 = arith.ori %212, %207 : i64
    %216 = arith.ori %213, %214 : i64
    %217 = arith.ori %216, %215 : i64
    %218 = llvm.getelementptr %166[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %217, %218 : i64, !llvm.ptr
    %c0_i64_25 = arith.constant 0 : i64
    %c1_i64_10 = arith.constant 1 : i64
    %c16_i64_10 = arith.constant 16 : i64
    %c32_i64_2 = arith.constant 32 : i64
    %c36_i64_1 = arith.constant 36 : i64
    %c4294967295_i64_2 = arith.constant 4294967295 : i64
    %219 = arith.divui %c0_i64_18, %c16_i64_10 : i64
    %220 = arith.andi %219, %c4294967295_i64_2 : i64
    %221 = arith.shli %220, %c0_i64_25 : i64
    %222 = arith.divui %c0_i64_18, %c16_i64_10 : i64
    %223 = arith.shli %222, %c32_i64_2 : i64
    %224 = arith.ori %221, %223 : i64
    %225 = llvm.getelementptr %166[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %224, %225 : i64, !llvm.ptr
    %226 = arith.divui %c0_i64_18, %c16_i64_10 : i64
    %227 = arith.andi %226, %c4294967295_i64_2 : i64
    %228 = arith.shli %227, %c0_i64_25 : i64
    %c15_i64_0 = arith.constant 15 : i64
    %229 = arith.shrui %175, %c36_i64_1 : i64
    %230 = arith.andi %229, %c15_i64_0 : i64
    %231 = arith.shli %230, %c32_i64_2 : i64
    %232 = arith.shrui %c0_i64_18, %c36_i64_1 : i64
    %233 = arith.andi %232, %c15_i64_0 : i64
    %c36_i64_2 = arith.constant 36 : i64
    %234 = arith.shli %233, %c36_i64_2 : i64
    %235 = arith.shrui %c0_i64_18, %c36_i64_1 : i64
    %236 = arith.andi %235, %c15_i64_0 : i64
    %c40_i64_0 = arith.constant 40 : i64
    %237 = arith.shli %236, %c40_i64_0 : i64
    %238 = arith.shrui %c0_i64_18, %c36_i64_1 : i64
    %c44_i64_0 = arith.constant 44 : i64
    %239 = arith.shli %238, %c44_i64_0 : i64
    %240 = arith.ori %231, %234 : i64
    %241 = arith.ori %237, %239 : i64
    %242 = arith.ori %240, %241 : i64
    %243 = arith.ori %228, %242 : i64
    %244 = llvm.getelementptr %166[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %243, %244 : i64, !llvm.ptr
    %245 = arith.subi %172, %c1_i64_10 : i64
    %246 = arith.andi %245, %c4294967295_i64_2 : i64
    %247 = arith.shli %246, %c0_i64_25 : i64
    %248 = arith.subi %174, %c1_i64_10 : i64
    %249 = arith.shli %248, %c32_i64_2 : i64
    %250 = arith.ori %247, %249 : i64
    %251 = llvm.getelementptr %166[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %250, %251 : i64, !llvm.ptr
    %252 = arith.subi %c1_i64_6, %c1_i64_10 : i64
    %253 = arith.andi %252, %c4294967295_i64_2 : i64
    %254 = arith.shli %253, %c0_i64_25 : i64
    %255 = arith.subi %c1_i64_6, %c1_i64_10 : i64
    %256 = arith.shli %255, %c32_i64_2 : i64
    %257 = arith.ori %254, %256 : i64
    %258 = llvm.getelementptr %166[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %257, %258 : i64, !llvm.ptr
    %259 = arith.subi %c1_i64_6, %c1_i64_8 : i64
    %260 = arith.andi %259, %c4294967295_i64_1 : i64
    %c0_i64_26 = arith.constant 0 : i64
    %c63_i64_0 = arith.constant 63 : i64
    %c56_i64_0 = arith.constant 56 : i64
    %261 = arith.shli %c63_i64_0, %c56_i64_0 : i64
    %262 = arith.ori %260, %c0_i64_26 : i64
    %263 = arith.ori %262, %261 : i64
    %264 = llvm.getelementptr %166[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %263, %264 : i64, !llvm.ptr
    %c255_i64 = arith.constant 255 : i64
    %265 = arith.shli %c255_i64, %c0_i64_19 : i64
    %c0_i64_27 = arith.constant 0 : i64
    %266 = arith.shli %c0_i64_27, %c8_i64_1 : i64
    %c0_i64_28 = arith.constant 0 : i64
    %267 = arith.shli %c0_i64_28, %c16_i64_5 : i64
    %c0_i64_29 = arith.constant 0 : i64
    %268 = arith.shli %c0_i64_29, %c24_i64_0 : i64
    %269 = arith.ori %265, %266 : i64
    %270 = arith.ori %267, %268 : i64
    %271 = arith.ori %269, %270 : i64
    %272 = llvm.getelementptr %166[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %271, %272 : i64, !llvm.ptr
    %273 = builtin.unrealized_conversion_cast %166 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %274 = cute.ptrtoint(%273) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %275 = llvm.inttoptr %274 : i64 to !llvm.ptr
    %276 = llvm.load %275 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %277 = builtin.unrealized_conversion_cast %276 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_1 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>
    %278 = cute_nvgpu.atom.set_value(%atom_1, %277 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>
    %iter_9 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %lay_19 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %279:3 = cute.get_scalars(%lay_19) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">
    %c0_i64_30 = arith.constant 0 : i64
    %c1_i64_11 = arith.constant 1 : i64
    %280 = arith.extui %279#1 : i32 to i64
    %c1_i64_12 = arith.constant 1 : i64
    %c2_i64_7 = arith.constant 2 : i64
    %281 = arith.muli %c1_i64_12, %c2_i64_7 : i64
    %282 = arith.extui %279#0 : i32 to i64
    %c2_i64_8 = arith.constant 2 : i64
    %283 = arith.muli %279#2, %c2_i64_8 : i64
    %284 = arith.trunci %281 : i64 to i32
    %285 = arith.trunci %283 : i64 to i32
    %286 = arith.trunci %c0_i64_30 : i64 to i32
    %287 = arith.trunci %c0_i64_30 : i64 to i32
    %288 = arith.trunci %c0_i64_30 : i64 to i32
    %lay_20 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %289 = cute.get_shape(%lay_20) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %stride_4 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_21 = cute.make_layout(%289, %stride_4) : !cute.layout<"(?{div=8},?{div=8}):(1@1,1@0)">
    %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_10) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view_0 = cute.make_view(%int_tup_iter_0, %lay_21) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %iter_10 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %tup_0 = cute.deref_arith_tuple_iter(%iter_10) : !cute.arith_tuple_iter<"(0,0)">
    %e0_27, %e1_21 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
    %lay_22 = cute.get_layout(%arg2) : !memref_gmem_bf16_aab6
    %290 = cute.get_shape(%lay_22) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_28, %e1_22 = cute.get_leaves(%290) : !cute.shape<"(?,?{div=8})">
    %itup_3 = cute.to_int_tuple(%e0_28) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %291 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?">
    %itup_4 = cute.to_int_tuple(%e1_22) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %292 = cute.get_scalars(%itup_4) : !cute.int_tuple<"?{div=8}">
    %int_tuple_11 = cute.make_int_tuple(%itup_3, %itup_4) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"(?,?{div=8})">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1]">
    %293:2 = cute.get_scalars(%int_tuple_11) <{only_dynamic}> : !cute.int_tuple<"(?,?{div=8})">
    %c128_i32 = arith.constant 128 : i32
    %294 = arith.ceildivsi %293#0, %c128_i32 : i32
    %c256_i32 = arith.constant 256 : i32
    %295 = arith.ceildivsi %293#1, %c256_i32 : i32
    %int_tuple_12 = cute.make_int_tuple(%294, %295) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %e0_29, %e1_23 = cute.get_leaves(%int_tuple_12) : !cute.int_tuple<"(?,?)">
    %296 = cute.get_scalars(%e0_29) : !cute.int_tuple<"?">
    %297 = cute.get_scalars(%e1_23) : !cute.int_tuple<"?">
    %298 = cute.composed_get_inner(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.swizzle<"S<3,4,3>">
    %299 = cute.composed_get_outer(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">
    %cosz = cute.cosize(%299) : (!cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.int_tuple<"32768">
    %e0_30 = cute.get_leaves(%cosz) : !cute.int_tuple<"32768">
    %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"524288">
    %tile_2 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_14 = cute.make_int_tuple() : () -> !cute.int_tuple<"65536">
    %e0_31 = cute.get_leaves(%int_tuple_14) : !cute.int_tuple<"65536">
    %300 = cute.composed_get_inner(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.swizzle<"S<3,4,3>">
    %301 = cute.composed_get_outer(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">
    %cosz_0 = cute.cosize(%301) : (!cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.int_tuple<"65536">
    %e0_32 = cute.get_leaves(%cosz_0) : !cute.int_tuple<"65536">
    %int_tuple_15 = cute.make_int_tuple() : () -> !cute.int_tuple<"1048576">
    %tile_3 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_16 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
    %e0_33 = cute.get_leaves(%int_tuple_16) : !cute.int_tuple<"131072">
    %302 = cute.static : !cute.layout<"(1,1,1,1):(0,0,0,0)">
    %303 = cute.static : !cute.tile<"[_;_;_]">
    %e0_34, %e1_24, %e2_14 = cute.get_leaves(%303) : !cute.tile<"[_;_;_]">
    %304 = cute.static : !cute.layout<"1:0">
    %305 = cute.static : !cute.shape<"(128,256,16)">
    %e0_35, %e1_25, %e2_15 = cute.get_leaves(%305) : !cute.shape<"(128,256,16)">
    %306 = cute.static : !cute.layout<"(1,(128,16)):(128,(1,128))">
    %307 = cute.static : !cute.layout<"(1,(256,16)):(256,(1,256))">
    %308 = cute.static : !cute.layout<"(1,(128,256)):(128,(1,128))">
    %309 = cute.static : !cute.layout<"1:0">
    %310 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %311 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_23 = cute.get_layout(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %312 = cute.static : !cute.layout<"1:0">
    %313 = cute.static : !cute.layout<"(1,16384):(0,1)">
    %314 = cute.static : !cute.layout<"(1,16384):(0,1)">
    %lay_24 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %lay_25 = cute.get_layout(%arg2) : !memref_gmem_bf16_aab6
    %315 = cute.composed_get_inner(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.swizzle<"S<3,4,3>">
    %316 = cute.composed_get_offset(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.int_tuple<"0">
    %e0_36 = cute.get_leaves(%316) : !cute.int_tuple<"0">
    %317 = cute.composed_get_outer(%coalesce) : (!cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4,4):((64,1),0,16,8192)">) -> !cute.layout<"((128,16),1,4,4):((64,1),0,16,8192)">
    %318 = cute.composed_get_inner(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.swizzle<"S<3,4,3>">
    %319 = cute.composed_get_offset(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.int_tuple<"0">
    %e0_37 = cute.get_leaves(%319) : !cute.int_tuple<"0">
    %320 = cute.composed_get_outer(%coalesce_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((256,16),1,4,4):((64,1),0,16,16384)">) -> !cute.layout<"((256,16),1,4,4):((64,1),0,16,16384)">
    %c198656_i32 = arith.constant 198656 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %321 = arith.cmpi sgt, %c198656_i32, %c232448_i32 : i32
    scf.if %321 {
      %28 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %29 = llvm.getelementptr %28[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<323 x i8>
      %32 = llvm.call @printf(%29, %c198656_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64_31 = arith.constant 0 : i64
    %322 = cuda.cast %c0_i64_31 : i64 -> !cuda.stream
    %323 = arith.extsi %c198656_i32 : i32 to i64
    %c128_i32_0 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %324 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32_0, %c1_i32, %c1_i32), dynamicSmemBytes = %323, gridDim = (%296, %297, %c1_i32), stream = %322) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%324] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%324] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 3>, i32
    %325 = cuda.launch_ex @kernels::@kernel_cutlass_blackwell_gemm_kernel~<%324> (%4, %141, %view, %278, %view_0, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!mma_bf16_bf16_f32_128x256x16_8117, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, !memref_gmem_bf16_aab6) -> !cuda.result
    %326 = cuda.cast %325 : !cuda.result -> i32
    cuda.return_if_error %326 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
