// irscope snapshot: hopper_gemm:bf16_128x256_s4_mc2@sm_90a after cute-expand-ops#1 (cute-expand-ops)
!memref_gmem_bf16_aab6 = !cute.memref<bf16, gmem, align<16>, "(?,?{div=8}):(?{i64 div=8},1)">
!memref_gmem_bf16_7516 = !cute.memref<bf16, gmem, align<16>, "(128,256):(?{i64 div=8},1)">
!memref_gmem_bf16_9bf6 = !cute.memref<bf16, gmem, align<4>, "((2,2,32),1,1):((1,?{i64 div=64},8),0,0)">
!memref_gmem_bf16_cfda = !cute.memref<bf16, gmem, align<4>, "(2,(2,32)):(1,(?{i64 div=64},8))">
!memref_gmem_bf16_c8fd = !cute.memref<bf16, gmem, align<4>, "(2):(1)">
!memref_gmem_bf16_0006 = !cute.memref<bf16, gmem, align<16>, "(?{div=8},?{div=8}):(?{i64 div=8},1)">
!memref_rmem_bf16_bd6c = !cute.memref<bf16, rmem, align<32>, "((2,2,32),1,1):((1,2,4),0,0)">
!memref_rmem_bf16_a06a = !cute.memref<bf16, rmem, align<32>, "(2,64):(1,2)">
!memref_rmem_bf16_7bef = !cute.memref<bf16, rmem, align<4>, "(2):(1)">
!memref_rmem_f32_9ac3 = !cute.memref<f32, rmem, align<32>, "((2,2,32),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1ca7 = !cute.memref<f32, rmem, align<32>, "((2,2,32)):((1,2,4))">
!memref_smem_bf16_4ef4 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
!memref_smem_bf16_ee7f = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">
!memref_smem_bf16_e384 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,4)):(((64,512),(1,0)),(0,8192))">
!memref_smem_bf16_816f = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,4)):((1,0),(0,8192))">
!memref_smem_bf16_a113 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((8,32),(64,1)),(1,4)):(((64,512),(1,0)),(0,16384))">
!memref_smem_bf16_f86a = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1),(1,4)):((1,0),(0,16384))">
!memref_smem_bf16_9f75 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,16),1,4,(1,4)):((64,1),0,16,(0,8192))">
!memref_smem_bf16_ac76 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">
!memref_smem_bf16_b164 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
!memref_smem_bf16_3782 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),1):((1,0),0)">
!memref_smem_bf16_b8cc = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),(1)):((1,0),(0))">
!memref_smem_bf16_4817 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1)):((1,0))">
!memref_smem_bf16_850d = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1),1):((1,0),0)">
!memref_smem_bf16_f836 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((16384,1),(1)):((1,0),(0))">
!mma_bf16_bf16_f32_64x256x16_0e08 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_unroll1_fe2a = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
#loop_annotation1_7daa = #llvm.loop_annotation<unroll = #loop_unroll1_fe2a>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_hopper_gemm_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_hopper_gemm_kernel~(%arg0: !mma_bf16_bf16_f32_64x256x16_0e08, %arg1: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg2: !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, %arg3: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg4: !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, %arg5: !memref_gmem_bf16_aab6) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
      %1 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">
      %2 = cute.static : !cute.layout<"(2,1,1):(1,0,0)">
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
      %3 = nvvm.read.ptx.sreg.tid.x : i32
      %4 = nvvm.read.ptx.sreg.tid.y : i32
      %5 = nvvm.read.ptx.sreg.tid.z : i32
      %6 = nvvm.read.ptx.sreg.ctaid.x : i32
      %7 = nvvm.read.ptx.sreg.ctaid.y : i32
      %8 = nvvm.read.ptx.sreg.ctaid.z : i32
      %9 = nvvm.read.ptx.sreg.nctaid.x : i32
      %10 = nvvm.read.ptx.sreg.nctaid.y : i32
      %11 = nvvm.read.ptx.sreg.nctaid.z : i32
      %12 = nvvm.read.ptx.sreg.tid.x : i32
      %13 = nvvm.read.ptx.sreg.tid.y : i32
      %14 = nvvm.read.ptx.sreg.tid.z : i32
      %15 = nvvm.read.ptx.sreg.ntid.x : i32
      %16 = nvvm.read.ptx.sreg.ntid.y : i32
      %17 = arith.muli %13, %15 : i32
      %18 = arith.addi %12, %17 : i32
      %19 = arith.muli %14, %15 : i32
      %20 = arith.muli %19, %16 : i32
      %21 = arith.addi %18, %20 : i32
      %c32_i32 = arith.constant 32 : i32
      %22 = arith.floordivsi %21, %c32_i32 : i32
      %23 = cute_nvgpu.arch.make_warp_uniform(%22) : i32
      %sz = cute.size(%2) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.int_tuple<"2">
      %e0_3 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.cmpi eq, %23, %c0_i32 : i32
      scf.if %24 {
        cute_nvgpu.prefetch_tma_desc(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>) -> ()
      }
      %25 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %26 = cute_nvgpu.arch.make_warp_uniform(%25) : i32
      %c2_i32 = arith.constant 2 : i32
      %27 = arith.floordivsi %9, %c2_i32 : i32
      %28 = arith.floordivsi %6, %c2_i32 : i32
      %29 = arith.muli %27, %7 : i32
      %30 = arith.addi %28, %29 : i32
      %c8_i32 = arith.constant 8 : i32
      %31 = arith.muli %10, %c8_i32 : i32
      %32 = arith.floordivsi %30, %31 : i32
      %33 = arith.muli %32, %c8_i32 : i32
      %34 = arith.subi %27, %33 : i32
      %c8_i32_0 = arith.constant 8 : i32
      %35 = arith.minsi %34, %c8_i32_0 : i32
      %36 = arith.remsi %30, %31 : i32
      %37 = arith.remsi %36, %35 : i32
      %38 = arith.addi %33, %37 : i32
      %39 = arith.muli %38, %c2_i32 : i32
      %40 = arith.addi %39, %26 : i32
      %41 = arith.floordivsi %36, %35 : i32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"64">) -> !cute.ptr<i8, smem, align<64>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c64_i32 = arith.constant 64 : i32
      %42 = arith.cmpi sge, %smem_size, %c64_i32 : i32
      %iter_5 = cute.recast_iter(%smem_ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i64, smem, align<1024>>
      %43 = cute.composed_get_outer(%0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
      %44 = cute.composed_get_inner(%0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %43) : (!cute.coord<"0">, !cute.layout<"((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"0">
      %e0_4 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%43) : (!cute.layout<"((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"32768">
      %e0_5 = cute.get_leaves(%cosz) : !cute.int_tuple<"32768">
      %45 = cute.ptrtoint(%ptr) : !cute.ptr<i8, smem, align<64>> to i32
      %c1024_i32 = arith.constant 1024 : i32
      %46 = arith.addi %45, %c1024_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      %47 = arith.subi %46, %c1_i32 : i32
      %c-1024_i32 = arith.constant -1024 : i32
      %48 = arith.andi %47, %c-1024_i32 : i32
      %49 = arith.extsi %48 : i32 to i64
      %iv = cute.assume(%49) : (i64) -> !cute.i64<divby 1024>
      %50 = cute.inttoptr(%iv) : !cute.i64<divby 1024> to !cute.ptr<i8, smem, align<1024>>
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"65536">
      %ptr_0 = cute.add_offset(%50, %int_tuple_0) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"65536">) -> !cute.ptr<i8, smem, align<1024>>
      %smem_size_0 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c66560_i32 = arith.constant 66560 : i32
      %51 = arith.cmpi sge, %smem_size_0, %c66560_i32 : i32
      %iter_6 = cute.recast_iter(%50) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view = cute.make_view(%iter_6, %43) : !memref_smem_bf16_4ef4
      %iter_7 = cute.get_iter(%view) : !memref_smem_bf16_4ef4
      %iter_8 = cute.get_iter(%view) : !memref_smem_bf16_4ef4
      %52 = cute.composed_get_outer(%1) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.layout<"((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">
      %53 = cute.composed_get_inner(%1) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.swizzle<"S<3,4,3>">
      %coord_0 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_0 = cute.crd2idx(%coord_0, %52) : (!cute.coord<"0">, !cute.layout<"((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.int_tuple<"0">
      %e0_6 = cute.get_leaves(%idx_0) : !cute.int_tuple<"0">
      %cosz_0 = cute.cosize(%52) : (!cute.layout<"((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.int_tuple<"65536">
      %e0_7 = cute.get_leaves(%cosz_0) : !cute.int_tuple<"65536">
      %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %ptr_1 = cute.add_offset(%ptr_0, %int_tuple_1) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"131072">) -> !cute.ptr<i8, smem, align<1024>>
      %smem_size_1 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c197632_i32 = arith.constant 197632 : i32
      %54 = arith.cmpi sge, %smem_size_1, %c197632_i32 : i32
      %iter_9 = cute.recast_iter(%ptr_0) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view_0 = cute.make_view(%iter_9, %52) : !memref_smem_bf16_ee7f
      %iter_10 = cute.get_iter(%view_0) : !memref_smem_bf16_ee7f
      %iter_11 = cute.get_iter(%view_0) : !memref_smem_bf16_ee7f
      %coord_1 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %55 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
      %56 = cute.composed_get_inner(%55) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.swizzle<"S<3,4,3>">
      %57 = cute.composed_get_outer(%55) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.layout<"((8,16),(64,1)):((64,512),(1,0))">
      %cosz_1 = cute.cosize(%57) : (!cute.layout<"((8,16),(64,1)):((64,512),(1,0))">) -> !cute.int_tuple<"8192">
      %e0_8 = cute.get_leaves(%cosz_1) : !cute.int_tuple<"8192">
      %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %tile = cute.make_tile() : () -> !cute.tile<"8:1">
      %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
      %e0_9 = cute.get_leaves(%int_tuple_3) : !cute.int_tuple<"16384">
      %coord_2 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %58 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1)):((64,512),(1,0))">
      %59 = cute.composed_get_inner(%58) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1)):((64,512),(1,0))">) -> !cute.swizzle<"S<3,4,3>">
      %60 = cute.composed_get_outer(%58) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1)):((64,512),(1,0))">) -> !cute.layout<"((8,32),(64,1)):((64,512),(1,0))">
      %cosz_2 = cute.cosize(%60) : (!cute.layout<"((8,32),(64,1)):((64,512),(1,0))">) -> !cute.int_tuple<"16384">
      %e0_10 = cute.get_leaves(%cosz_2) : !cute.int_tuple<"16384">
      %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"262144">
      %tile_0 = cute.make_tile() : () -> !cute.tile<"8:1">
      %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"32768">
      %e0_11 = cute.get_leaves(%int_tuple_5) : !cute.int_tuple<"32768">
      %61 = cute.get_shape(%2) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
      %e0_12, %e1_3, %e2 = cute.get_leaves(%61) : !cute.shape<"(2,1,1)">
      %shape = cute.make_shape() : () -> !cute.shape<"(1,2,1,1)">
      %lay_2 = cute.make_layout() : !cute.layout<"(1,2,1,1):(0,1,0,0)">
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
      %74 = arith.cmpi eq, %73, %c0_i32 : i32
      scf.if %74 {
        %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_2 = cute.add_offset(%iter_5, %int_tuple_6) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<1024>>
        %75 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
        %c1_i32_0 = arith.constant 1 : i32
        nvvm.mbarrier.init.shared %75, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_3 = cute.add_offset(%iter_5, %int_tuple_7) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %76 = builtin.unrealized_conversion_cast %ptr_3 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %76, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_4 = cute.add_offset(%iter_5, %int_tuple_8) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %77 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %77, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_5 = cute.add_offset(%iter_5, %int_tuple_9) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %78 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %78, %c1_i32_0 : !llvm.ptr<3>, i32
      }
      %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
      %ptr_6 = cute.add_offset(%iter_5, %int_tuple_10) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
      %79 = nvvm.read.ptx.sreg.tid.x : i32
      %80 = nvvm.read.ptx.sreg.tid.y : i32
      %81 = nvvm.read.ptx.sreg.tid.z : i32
      %82 = nvvm.read.ptx.sreg.ntid.x : i32
      %83 = nvvm.read.ptx.sreg.ntid.y : i32
      %84 = arith.muli %80, %82 : i32
      %85 = arith.addi %79, %84 : i32
      %86 = arith.muli %81, %82 : i32
      %87 = arith.muli %86, %83 : i32
      %88 = arith.addi %85, %87 : i32
      %89 = arith.floordivsi %88, %c32_i32 : i32
      %90 = cute_nvgpu.arch.make_warp_uniform(%89) : i32
      %91 = arith.cmpi eq, %90, %c0_i32 : i32
      scf.if %91 {
        %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_2 = cute.add_offset(%ptr_6, %int_tuple_6) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<32>>
        %75 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
        %c16_i32 = arith.constant 16 : i32
        nvvm.mbarrier.init.shared %75, %c16_i32 : !llvm.ptr<3>, i32
        %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_7 = cute.add_offset(%ptr_6, %int_tuple_11) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %76 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %76, %c16_i32 : !llvm.ptr<3>, i32
        %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_8 = cute.add_offset(%ptr_6, %int_tuple_12) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %77 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %77, %c16_i32 : !llvm.ptr<3>, i32
        %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_9 = cute.add_offset(%ptr_6, %int_tuple_13) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %78 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %78, %c16_i32 : !llvm.ptr<3>, i32
      }
      %92 = nvvm.read.ptx.sreg.tid.x : i32
      %93 = nvvm.read.ptx.sreg.tid.y : i32
      %94 = nvvm.read.ptx.sreg.tid.z : i32
      %95 = cute.get_shape(%lay_2) : (!cute.layout<"(1,2,1,1):(0,1,0,0)">) -> !cute.shape<"(1,2,1,1)">
      %e0_13, %e1_4, %e2_0, %e3 = cute.get_leaves(%95) : !cute.shape<"(1,2,1,1)">
      %96 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %97 = cute_nvgpu.arch.make_warp_uniform(%96) : i32
      %98 = arith.remsi %92, %c32_i32 : i32
      %int_tuple_14 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2,1,1)">
      %sz_0 = cute.size(%int_tuple_14) : (!cute.int_tuple<"(1,2,1,1)">) -> !cute.int_tuple<"2">
      %e0_14 = cute.get_leaves(%sz_0) : !cute.int_tuple<"2">
      %99 = arith.cmpi slt, %98, %c2_i32 : i32
      %int_tuple_15 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2,1,1)">
      %sz_1 = cute.size(%int_tuple_15) : (!cute.int_tuple<"(1,2,1,1)">) -> !cute.int_tuple<"2">
      %e0_15 = cute.get_leaves(%sz_1) : !cute.int_tuple<"2">
      %100 = arith.remsi %98, %c2_i32 : i32
      %101 = cute.get_hier_coord(%100, %lay_2) : (i32, !cute.layout<"(1,2,1,1):(0,1,0,0)">) -> !cute.coord<"(0,?,0,0)">
      %e0_16, %e1_5, %e2_1, %e3_0 = cute.get_leaves(%101) : !cute.coord<"(0,?,0,0)">
      %itup = cute.to_int_tuple(%e1_5) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %102 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %103 = cute.get_hier_coord(%97, %lay_2) : (i32, !cute.layout<"(1,2,1,1):(0,1,0,0)">) -> !cute.coord<"(0,?,0,0)">
      %e0_17, %e1_6, %e2_2, %e3_1 = cute.get_leaves(%103) : !cute.coord<"(0,?,0,0)">
      %itup_0 = cute.to_int_tuple(%e1_6) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %104 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
      %105 = arith.cmpi eq, %102, %104 : i32
      %true = arith.constant true
      %106 = arith.andi %true, %105 : i1
      %107 = arith.cmpi eq, %102, %104 : i32
      %108 = arith.andi %true, %107 : i1
      %109 = arith.andi %108, %true : i1
      %false = arith.constant false
      %110 = scf.if %false -> (i1) {
        %75 = arith.andi %99, %109 : i1
        scf.yield %75 : i1
      } else {
        %false_0 = arith.constant false
        %75 = scf.if %false_0 -> (i1) {
          %true_0 = arith.constant true
          %76 = arith.andi %99, %true_0 : i1
          scf.yield %76 : i1
        } else {
          %true_0 = arith.constant true
          %76 = scf.if %true_0 -> (i1) {
            %77 = arith.extui %109 : i1 to i32
            %c0_i32_0 = arith.constant 0 : i32
            %78 = arith.cmpi ne, %77, %c0_i32_0 : i32
            %111 = arith.extui %109 : i1 to i32
            %c1_i32_1 = arith.constant 1 : i32
            %112 = arith.select %78, %111, %c1_i32_1 : i32
            %c0_i32_1 = arith.constant 0 : i32
            %113 = arith.cmpi ne, %112, %c0_i32_1 : i32
            %114 = arith.andi %99, %113 : i1
            scf.yield %114 : i1
          } else {
            scf.yield %99 : i1
          }
          scf.yield %76 : i1
        }
        scf.yield %75 : i1
      }
      %sz_2 = cute.size(%lay_2) : (!cute.layout<"(1,2,1,1):(0,1,0,0)">) -> !cute.int_tuple<"2">
      %e0_18 = cute.get_leaves(%sz_2) : !cute.int_tuple<"2">
      nvvm.fence.mbarrier.init
      %sz_3 = cute.size(%2) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.int_tuple<"2">
      %e0_19 = cute.get_leaves(%sz_3) : !cute.int_tuple<"2">
      nvvm.cluster.arrive.relaxed
      %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1;64:1]">
      %coord_3 = cute.make_coord(%40, %41) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_4 = cute.make_coord() : () -> !cute.coord<"(1,_,1)">
      %tile_2 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %115:2 = cute.get_scalars(%coord_3) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_5 = cute.make_coord(%115#0) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_3 = cute.get_layout(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %116:2 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %c128_i32 = arith.constant 128 : i32
      %117 = arith.ceildivsi %116#0, %c128_i32 : i32
      %c64_i32_0 = arith.constant 64 : i32
      %118 = arith.ceildivsi %116#1, %c64_i32_0 : i32
      %shape_0 = cute.make_shape(%117, %118) : (i32, i32) -> !cute.shape<"((128,64),(?,?))">
      %stride = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(128@1,64@0))">
      %lay_4 = cute.make_layout(%shape_0, %stride) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %119:2 = cute.get_scalars(%lay_4) <{only_dynamic}> : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %120 = cute.get_scalars(%coord_5) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_1 = cute.make_shape(%119#1) : (i32) -> !cute.shape<"(128,64,?)">
      %stride_0 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@0)">
      %lay_5 = cute.make_layout(%shape_1, %stride_0) : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %idx_1 = cute.crd2idx(%coord_5, %lay_4) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">) -> !cute.int_tuple<"(0,?{div=128})">
      %iter_12 = cute.get_iter(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup_3 = cute.add_offset(%iter_12, %idx_1) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=128})">) -> !cute.arith_tuple_iter<"(0,?{div=128})">
      %view_1 = cute.make_view(%tup_3, %lay_5) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %iter_13 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_4 = cute.deref_arith_tuple_iter(%iter_13) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_20, %e1_7 = cute.get_leaves(%tup_4) : !cute.int_tuple<"(0,?{div=128})">
      %121 = cute.get_scalars(%e1_7) : !cute.int_tuple<"?{div=128}">
      %iter_14 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_14) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_21, %e1_8 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,?{div=128})">
      %122 = cute.get_scalars(%e1_8) : !cute.int_tuple<"?{div=128}">
      %tile_3 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1;64:1]">
      %coord_6 = cute.make_coord(%40, %41) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_7 = cute.make_coord() : () -> !cute.coord<"(_,1,1)">
      %tile_4 = cute.make_tile() : () -> !cute.tile<"[256:1;64:1]">
      %123:2 = cute.get_scalars(%coord_6) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_8 = cute.make_coord(%123#1) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_6 = cute.get_layout(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %124:2 = cute.get_scalars(%lay_6) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@1,1@0)">
      %c256_i32 = arith.constant 256 : i32
      %125 = arith.ceildivsi %124#0, %c256_i32 : i32
      %c64_i32_1 = arith.constant 64 : i32
      %126 = arith.ceildivsi %124#1, %c64_i32_1 : i32
      %shape_2 = cute.make_shape(%125, %126) : (i32, i32) -> !cute.shape<"((256,64),(?,?))">
      %stride_1 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(256@1,64@0))">
      %lay_7 = cute.make_layout(%shape_2, %stride_1) : !cute.layout<"((256,64),(?,?)):((1@1,1@0),(256@1,64@0))">
      %127:2 = cute.get_scalars(%lay_7) <{only_dynamic}> : !cute.layout<"((256,64),(?,?)):((1@1,1@0),(256@1,64@0))">
      %128 = cute.get_scalars(%coord_8) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_3 = cute.make_shape(%127#1) : (i32) -> !cute.shape<"(256,64,?)">
      %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@0)">
      %lay_8 = cute.make_layout(%shape_3, %stride_2) : !cute.layout<"(256,64,?):(1@1,1@0,64@0)">
      %idx_2 = cute.crd2idx(%coord_8, %lay_7) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((256,64),(?,?)):((1@1,1@0),(256@1,64@0))">) -> !cute.int_tuple<"(0,?{div=256})">
      %iter_15 = cute.get_iter(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %tup_6 = cute.add_offset(%iter_15, %idx_2) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=256})">) -> !cute.arith_tuple_iter<"(0,?{div=256})">
      %view_2 = cute.make_view(%tup_6, %lay_8) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %iter_16 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %tup_7 = cute.deref_arith_tuple_iter(%iter_16) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_22, %e1_9 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,?{div=256})">
      %129 = cute.get_scalars(%e1_9) : !cute.int_tuple<"?{div=256}">
      %iter_17 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %tup_8 = cute.deref_arith_tuple_iter(%iter_17) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_23, %e1_10 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(0,?{div=256})">
      %130 = cute.get_scalars(%e1_10) : !cute.int_tuple<"?{div=256}">
      %tile_5 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1;64:1]">
      %coord_9 = cute.make_coord(%40, %41) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_10 = cute.make_coord() : () -> !cute.coord<"(1,1,_)">
      %tile_6 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1]">
      %131:2 = cute.get_scalars(%coord_9) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_11 = cute.make_coord(%131#0, %131#1) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %lay_9 = cute.get_layout(%arg5) : !memref_gmem_bf16_aab6
      %132:3 = cute.get_scalars(%lay_9) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
      %c128_i32_0 = arith.constant 128 : i32
      %133 = arith.ceildivsi %132#0, %c128_i32_0 : i32
      %c128_i64 = arith.constant 128 : i64
      %134 = arith.muli %132#2, %c128_i64 : i64
      %c256_i32_0 = arith.constant 256 : i32
      %135 = arith.ceildivsi %132#1, %c256_i32_0 : i32
      %shape_4 = cute.make_shape(%133, %135) : (i32, i32) -> !cute.shape<"((128,256),(?,?))">
      %iv_0 = cute.assume(%132#2) : (i64) -> !cute.i64<divby 8>
      %iv_1 = cute.assume(%134) : (i64) -> !cute.i64<divby 1024>
      %stride_3 = cute.make_stride(%iv_0, %iv_1) : (!cute.i64<divby 8>, !cute.i64<divby 1024>) -> !cute.stride<"((?{i64 div=8},1),(?{i64 div=1024},256))">
      %lay_10 = cute.make_layout(%shape_4, %stride_3) : !cute.layout<"((128,256),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},256))">
      %136:4 = cute.get_scalars(%lay_10) <{only_dynamic}> : !cute.layout<"((128,256),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},256))">
      %137:2 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"((_,_),(?,?))">
      %shape_5 = cute.make_shape() : () -> !cute.shape<"(128,256)">
      %iv_2 = cute.assume(%136#2) : (i64) -> !cute.i64<divby 8>
      %stride_4 = cute.make_stride(%iv_2) : (!cute.i64<divby 8>) -> !cute.stride<"(?{i64 div=8},1)">
      %lay_11 = cute.make_layout(%shape_5, %stride_4) : !cute.layout<"(128,256):(?{i64 div=8},1)">
      %idx_3 = cute.crd2idx(%coord_11, %lay_10) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((128,256),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},256))">) -> !cute.int_tuple<"?{i64 div=256}">
      %iter_18 = cute.get_iter(%arg5) : !memref_gmem_bf16_aab6
      %ptr_10 = cute.add_offset(%iter_18, %idx_3) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=256}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_3 = cute.make_view(%ptr_10, %lay_11) : !memref_gmem_bf16_7516
      %iter_19 = cute.get_iter(%view_3) : !memref_gmem_bf16_7516
      %iter_20 = cute.get_iter(%view_3) : !memref_gmem_bf16_7516
      %shape_6 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_12 = cute.make_layout() : !cute.layout<"1:0">
      %lay_13 = cute.get_layout(%view) : !memref_smem_bf16_4ef4
      %138 = cute.get_shape(%lay_13) : (!cute.layout<"((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.shape<"((8,16),(64,1),(1,4))">
      %e0_24, %e1_11, %e2_3, %e3_2, %e4, %e5 = cute.get_leaves(%138) : !cute.shape<"((8,16),(64,1),(1,4))">
      %lay_14 = cute.get_layout(%view) : !memref_smem_bf16_4ef4
      %139 = cute.get_shape(%lay_14) : (!cute.layout<"((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.shape<"((8,16),(64,1),(1,4))">
      %e0_25, %e1_12, %e2_4, %e3_3, %e4_0, %e5_0 = cute.get_leaves(%139) : !cute.shape<"((8,16),(64,1),(1,4))">
      %iter_21 = cute.get_iter(%view) : !memref_smem_bf16_4ef4
      %view_4 = cute.make_view(%iter_21) : !memref_smem_bf16_e384
      %iter_22 = cute.get_iter(%view_4) : !memref_smem_bf16_e384
      %iter_23 = cute.get_iter(%view_4) : !memref_smem_bf16_e384
      %lay_15 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %140 = cute.get_shape(%lay_15) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %e0_26, %e1_13, %e2_5 = cute.get_leaves(%140) : !cute.shape<"(128,64,?)">
      %itup_1 = cute.to_int_tuple(%e2_5) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %141 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
      %lay_16 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %142 = cute.get_shape(%lay_16) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %e0_27, %e1_14, %e2_6 = cute.get_leaves(%142) : !cute.shape<"(128,64,?)">
      %itup_2 = cute.to_int_tuple(%e2_6) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %143 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?">
      %iter_24 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %lay_17 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %144 = cute.get_scalars(%lay_17) <{only_dynamic}> : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %shape_7 = cute.make_shape(%144) : (i32) -> !cute.shape<"((128,64),?)">
      %stride_5 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@0)">
      %lay_18 = cute.make_layout(%shape_7, %stride_5) : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_5 = cute.make_view(%iter_24, %lay_18) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %iter_25 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %tup_9 = cute.deref_arith_tuple_iter(%iter_25) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_28, %e1_15 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,?{div=128})">
      %145 = cute.get_scalars(%e1_15) : !cute.int_tuple<"?{div=128}">
      %iter_26 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %tup_10 = cute.deref_arith_tuple_iter(%iter_26) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_29, %e1_16 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(0,?{div=128})">
      %146 = cute.get_scalars(%e1_16) : !cute.int_tuple<"?{div=128}">
      %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_27 = cute.get_iter(%view_4) : !memref_smem_bf16_e384
      %iter_28 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %lay_19 = cute.get_layout(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %147 = cute.get_scalars(%lay_19) <{only_dynamic}> : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_6 = cute.make_view(%iter_27) : !memref_smem_bf16_816f
      %shape_8 = cute.make_shape(%147) : (i32) -> !cute.shape<"(((64,128),1),?)">
      %stride_6 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@0)">
      %lay_20 = cute.make_layout(%shape_8, %stride_6) : !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %view_7 = cute.make_view(%iter_28, %lay_20) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %iter_29 = cute.get_iter(%view_6) : !memref_smem_bf16_816f
      %iter_30 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %tup_11 = cute.deref_arith_tuple_iter(%iter_30) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_30, %e1_17 = cute.get_leaves(%tup_11) : !cute.int_tuple<"(0,?{div=128})">
      %148 = cute.get_scalars(%e1_17) : !cute.int_tuple<"?{div=128}">
      %149 = cute.get_flat_coord(%26, %2) : (i32, !cute.layout<"(2,1,1):(1,0,0)">) -> !cute.coord<"(?,0,0)">
      %e0_31, %e1_18, %e2_7 = cute.get_leaves(%149) : !cute.coord<"(?,0,0)">
      %itup_3 = cute.to_int_tuple(%e0_31) : !cute.coord<"?"> to !cute.int_tuple<"?">
      %150 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?">
      %shape_9 = cute.make_shape() : () -> !cute.shape<"2">
      %lay_21 = cute.make_layout() : !cute.layout<"2:1">
      %lay_22 = cute.get_layout(%view_0) : !memref_smem_bf16_ee7f
      %151 = cute.get_shape(%lay_22) : (!cute.layout<"((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.shape<"((8,32),(64,1),(1,4))">
      %e0_32, %e1_19, %e2_8, %e3_4, %e4_1, %e5_1 = cute.get_leaves(%151) : !cute.shape<"((8,32),(64,1),(1,4))">
      %lay_23 = cute.get_layout(%view_0) : !memref_smem_bf16_ee7f
      %152 = cute.get_shape(%lay_23) : (!cute.layout<"((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.shape<"((8,32),(64,1),(1,4))">
      %e0_33, %e1_20, %e2_9, %e3_5, %e4_2, %e5_2 = cute.get_leaves(%152) : !cute.shape<"((8,32),(64,1),(1,4))">
      %iter_31 = cute.get_iter(%view_0) : !memref_smem_bf16_ee7f
      %view_8 = cute.make_view(%iter_31) : !memref_smem_bf16_a113
      %iter_32 = cute.get_iter(%view_8) : !memref_smem_bf16_a113
      %iter_33 = cute.get_iter(%view_8) : !memref_smem_bf16_a113
      %lay_24 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %153 = cute.get_shape(%lay_24) : (!cute.layout<"(256,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(256,64,?)">
      %e0_34, %e1_21, %e2_10 = cute.get_leaves(%153) : !cute.shape<"(256,64,?)">
      %itup_4 = cute.to_int_tuple(%e2_10) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %154 = cute.get_scalars(%itup_4) : !cute.int_tuple<"?">
      %lay_25 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %155 = cute.get_shape(%lay_25) : (!cute.layout<"(256,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(256,64,?)">
      %e0_35, %e1_22, %e2_11 = cute.get_leaves(%155) : !cute.shape<"(256,64,?)">
      %itup_5 = cute.to_int_tuple(%e2_11) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %156 = cute.get_scalars(%itup_5) : !cute.int_tuple<"?">
      %iter_34 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %lay_26 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,?{div=256})", "(256,64,?):(1@1,1@0,64@0)">
      %157 = cute.get_scalars(%lay_26) <{only_dynamic}> : !cute.layout<"(256,64,?):(1@1,1@0,64@0)">
      %shape_10 = cute.make_shape(%157) : (i32) -> !cute.shape<"((256,64),?)">
      %stride_7 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@0)">
      %lay_27 = cute.make_layout(%shape_10, %stride_7) : !cute.layout<"((256,64),?):((1@1,1@0),64@0)">
      %view_9 = cute.make_view(%iter_34, %lay_27) : !cute.coord_tensor<"(0,?{div=256})", "((256,64),?):((1@1,1@0),64@0)">
      %iter_35 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,?{div=256})", "((256,64),?):((1@1,1@0),64@0)">
      %tup_12 = cute.deref_arith_tuple_iter(%iter_35) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_36, %e1_23 = cute.get_leaves(%tup_12) : !cute.int_tuple<"(0,?{div=256})">
      %158 = cute.get_scalars(%e1_23) : !cute.int_tuple<"?{div=256}">
      %iter_36 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,?{div=256})", "((256,64),?):((1@1,1@0),64@0)">
      %tup_13 = cute.deref_arith_tuple_iter(%iter_36) : !cute.arith_tuple_iter<"(0,?{div=256})">
      %e0_37, %e1_24 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(0,?{div=256})">
      %159 = cute.get_scalars(%e1_24) : !cute.int_tuple<"?{div=256}">
      %coord_13 = cute.make_coord(%itup_3) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %160 = cute.get_scalars(%coord_13) <{only_dynamic}> : !cute.coord<"?">
      %iter_37 = cute.get_iter(%view_8) : !memref_smem_bf16_a113
      %iter_38 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,?{div=256})", "((256,64),?):((1@1,1@0),64@0)">
      %lay_28 = cute.get_layout(%view_9) : !cute.coord_tensor<"(0,?{div=256})", "((256,64),?):((1@1,1@0),64@0)">
      %161 = cute.get_scalars(%lay_28) <{only_dynamic}> : !cute.layout<"((256,64),?):((1@1,1@0),64@0)">
      %c8192_i32 = arith.constant 8192 : i32
      %162 = arith.muli %160, %c8192_i32 : i32
      %c64_i32_2 = arith.constant 64 : i32
      %163 = arith.divsi %162, %c64_i32_2 : i32
      %iv_3 = cute.assume(%163) : (i32) -> !cute.i32<divby 128>
      %int_tuple_16 = cute.make_int_tuple(%iv_3) : (!cute.i32<divby 128>) -> !cute.int_tuple<"(0,?{div=128})">
      %tup_14 = cute.add_offset(%iter_38, %int_tuple_16) : (!cute.arith_tuple_iter<"(0,?{div=256})">, !cute.int_tuple<"(0,?{div=128})">) -> !cute.arith_tuple_iter<"(0,?{div=128})">
      %iv_4 = cute.assume(%162) : (i32) -> !cute.i32<divby 8192>
      %int_tuple_17 = cute.make_int_tuple(%iv_4) : (!cute.i32<divby 8192>) -> !cute.int_tuple<"?{div=8192}">
      %ptr_11 = cute.add_offset(%iter_37, %int_tuple_17) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view_10 = cute.make_view(%ptr_11) : !memref_smem_bf16_f86a
      %shape_11 = cute.make_shape(%161) : (i32) -> !cute.shape<"(((64,256),1),?)">
      %stride_8 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@0)">
      %lay_29 = cute.make_layout(%shape_11, %stride_8) : !cute.layout<"(((64,256),1),?):(((1@0,1@1),0),64@0)">
      %view_11 = cute.make_view(%tup_14, %lay_29) : !cute.coord_tensor<"(0,?{div=128})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
      %iter_39 = cute.get_iter(%view_10) : !memref_smem_bf16_f86a
      %iter_40 = cute.get_iter(%view_11) : !cute.coord_tensor<"(0,?{div=128})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
      %tup_15 = cute.deref_arith_tuple_iter(%iter_40) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_38, %e1_25 = cute.get_leaves(%tup_15) : !cute.int_tuple<"(0,?{div=128})">
      %164 = cute.get_scalars(%e1_25) : !cute.int_tuple<"?{div=128}">
      %165 = cute.get_shape(%2) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
      %e0_39, %e1_26, %e2_12 = cute.get_leaves(%165) : !cute.shape<"(2,1,1)">
      %cosz_3 = cute.cosize(%2) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.int_tuple<"2">
      %e0_40 = cute.get_leaves(%cosz_3) : !cute.int_tuple<"2">
      %coord_14 = cute.make_coord() : () -> !cute.coord<"(_,0,0)">
      %lay_30 = cute.make_layout() : !cute.layout<"(2):(1)">
      %coord_15 = cute.make_coord() : () -> !cute.coord<"(_,0,0)">
      %idx_4 = cute.crd2idx(%coord_15, %2) : (!cute.coord<"(_,0,0)">, !cute.layout<"(2,1,1):(1,0,0)">) -> !cute.int_tuple<"0">
      %e0_41 = cute.get_leaves(%idx_4) : !cute.int_tuple<"0">
      %166 = cute.get_shape(%lay_30) : (!cute.layout<"(2):(1)">) -> !cute.shape<"(2)">
      %e0_42 = cute.get_leaves(%166) : !cute.shape<"(2)">
      %sz_4 = cute.size(%lay_30) : (!cute.layout<"(2):(1)">) -> !cute.int_tuple<"2">
      %e0_43 = cute.get_leaves(%sz_4) : !cute.int_tuple<"2">
      %coord_16 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_5 = cute.crd2idx(%coord_16, %lay_30) : (!cute.coord<"0">, !cute.layout<"(2):(1)">) -> !cute.int_tuple<"0">
      %e0_44 = cute.get_leaves(%idx_5) : !cute.int_tuple<"0">
      %coord_17 = cute.make_coord() : () -> !cute.coord<"1">
      %idx_6 = cute.crd2idx(%coord_17, %lay_30) : (!cute.coord<"1">, !cute.layout<"(2):(1)">) -> !cute.int_tuple<"1">
      %e0_45 = cute.get_leaves(%idx_6) : !cute.int_tuple<"1">
      %c128_i32_1 = arith.constant 128 : i32
      %167 = arith.floordivsi %3, %c128_i32_1 : i32
      %168 = cute_nvgpu.arch.make_warp_uniform(%167) : i32
      %169 = arith.muli %168, %c128_i32_1 : i32
      %coord_18 = cute.make_coord(%169) : (i32) -> !cute.coord<"?">
      %iter_41 = cute.get_iter(%view) : !memref_smem_bf16_4ef4
      %170 = cute.get_scalars(%coord_18) <{only_dynamic}> : !cute.coord<"?">
      %c128_i32_2 = arith.constant 128 : i32
      %171 = arith.remsi %170, %c128_i32_2 : i32
      %c128_i32_3 = arith.constant 128 : i32
      %172 = arith.divsi %170, %c128_i32_3 : i32
      %c2_i32_0 = arith.constant 2 : i32
      %173 = arith.remsi %172, %c2_i32_0 : i32
      %c128_i32_4 = arith.constant 128 : i32
      %174 = arith.remsi %171, %c128_i32_4 : i32
      %c2_i32_1 = arith.constant 2 : i32
      %175 = arith.remsi %173, %c2_i32_1 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %176 = arith.muli %175, %c4096_i32 : i32
      %iv_5 = cute.assume(%176) : (i32) -> !cute.i32<divby 4096>
      %int_tuple_18 = cute.make_int_tuple(%iv_5) : (!cute.i32<divby 4096>) -> !cute.int_tuple<"?{div=4096}">
      %ptr_12 = cute.add_offset(%iter_41, %int_tuple_18) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=4096}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view_12 = cute.make_view(%ptr_12) : !memref_smem_bf16_9f75
      %iter_42 = cute.get_iter(%view_12) : !memref_smem_bf16_9f75
      %lay_31 = cute.get_layout(%view_12) : !memref_smem_bf16_9f75
      %iter_43 = cute.get_iter(%view_12) : !memref_smem_bf16_9f75
      %gmmaSmemDesc = cute_nvgpu.make_gmma_smem_desc(%iter_43 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>) layout = <"((64,16),1,4,(1,4)):((64,1),0,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %view_13 = cute.make_view(%gmmaSmemDesc) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %iter_44 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %coord_19 = cute.make_coord(%169) : (i32) -> !cute.coord<"?">
      %iter_45 = cute.get_iter(%view_0) : !memref_smem_bf16_ee7f
      %177 = cute.get_scalars(%coord_19) <{only_dynamic}> : !cute.coord<"?">
      %c128_i32_5 = arith.constant 128 : i32
      %178 = arith.remsi %177, %c128_i32_5 : i32
      %c128_i32_6 = arith.constant 128 : i32
      %179 = arith.divsi %177, %c128_i32_6 : i32
      %c2_i32_2 = arith.constant 2 : i32
      %180 = arith.remsi %179, %c2_i32_2 : i32
      %c128_i32_7 = arith.constant 128 : i32
      %181 = arith.remsi %178, %c128_i32_7 : i32
      %c2_i32_3 = arith.constant 2 : i32
      %182 = arith.remsi %180, %c2_i32_3 : i32
      %view_14 = cute.make_view(%iter_45) : !memref_smem_bf16_ac76
      %iter_46 = cute.get_iter(%view_14) : !memref_smem_bf16_ac76
      %lay_32 = cute.get_layout(%view_14) : !memref_smem_bf16_ac76
      %iter_47 = cute.get_iter(%view_14) : !memref_smem_bf16_ac76
      %gmmaSmemDesc_0 = cute_nvgpu.make_gmma_smem_desc(%iter_47 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>) layout = <"((256,16),1,4,(1,4)):((64,1),0,16,(0,16384))">, major = <k> -> !cute_nvgpu.smem_desc
      %view_15 = cute.make_view(%gmmaSmemDesc_0) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
      %iter_48 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
      %coord_20 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
      %iter_49 = cute.get_iter(%view_3) : !memref_gmem_bf16_7516
      %lay_33 = cute.get_layout(%view_3) : !memref_gmem_bf16_7516
      %183 = cute.get_scalars(%lay_33) <{only_dynamic}> : !cute.layout<"(128,256):(?{i64 div=8},1)">
      %184 = cute.get_scalars(%coord_20) <{only_dynamic}> : !cute.coord<"?">
      %c64_i64 = arith.constant 64 : i64
      %185 = arith.muli %183, %c64_i64 : i64
      %c128_i64_0 = arith.constant 128 : i64
      %186 = arith.muli %183, %c128_i64_0 : i64
      %c16_i64 = arith.constant 16 : i64
      %187 = arith.muli %183, %c16_i64 : i64
      %c64_i64_0 = arith.constant 64 : i64
      %188 = arith.muli %183, %c64_i64_0 : i64
      %c8_i64 = arith.constant 8 : i64
      %189 = arith.muli %183, %c8_i64 : i64
      %c512_i64 = arith.constant 512 : i64
      %190 = arith.muli %183, %c512_i64 : i64
      %c128_i32_8 = arith.constant 128 : i32
      %191 = arith.remsi %184, %c128_i32_8 : i32
      %c128_i32_9 = arith.constant 128 : i32
      %192 = arith.divsi %184, %c128_i32_9 : i32
      %c2_i32_4 = arith.constant 2 : i32
      %193 = arith.remsi %192, %c2_i32_4 : i32
      %c128_i32_10 = arith.constant 128 : i32
      %194 = arith.remsi %191, %c128_i32_10 : i32
      %c2_i32_5 = arith.constant 2 : i32
      %195 = arith.remsi %193, %c2_i32_5 : i32
      %c4_i32 = arith.constant 4 : i32
      %196 = arith.divsi %194, %c4_i32 : i32
      %c4_i32_0 = arith.constant 4 : i32
      %197 = arith.remsi %194, %c4_i32_0 : i32
      %c2_i32_6 = arith.constant 2 : i32
      %198 = arith.muli %197, %c2_i32_6 : i32
      %c8_i32_1 = arith.constant 8 : i32
      %199 = arith.divsi %196, %c8_i32_1 : i32
      %c8_i32_2 = arith.constant 8 : i32
      %200 = arith.remsi %196, %c8_i32_2 : i32
      %201 = arith.extsi %200 : i32 to i64
      %202 = arith.muli %201, %183 : i64
      %203 = arith.extsi %198 : i32 to i64
      %204 = arith.addi %203, %202 : i64
      %205 = arith.extsi %199 : i32 to i64
      %206 = arith.muli %205, %187 : i64
      %207 = arith.addi %204, %206 : i64
      %208 = arith.extsi %195 : i32 to i64
      %209 = arith.muli %208, %185 : i64
      %210 = arith.addi %207, %209 : i64
      %iv_6 = cute.assume(%210) : (i64) -> !cute.i64<divby 2>
      %int_tuple_19 = cute.make_int_tuple(%iv_6) : (!cute.i64<divby 2>) -> !cute.int_tuple<"?{i64 div=2}">
      %ptr_13 = cute.add_offset(%iter_49, %int_tuple_19) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=2}">) -> !cute.ptr<bf16, gmem, align<4>>
      %shape_12 = cute.make_shape() : () -> !cute.shape<"((2,2,32),1,1)">
      %iv_7 = cute.assume(%189) : (i64) -> !cute.i64<divby 64>
      %stride_9 = cute.make_stride(%iv_7) : (!cute.i64<divby 64>) -> !cute.stride<"((1,?{i64 div=64},8),0,0)">
      %lay_34 = cute.make_layout(%shape_12, %stride_9) : !cute.layout<"((2,2,32),1,1):((1,?{i64 div=64},8),0,0)">
      %view_16 = cute.make_view(%ptr_13, %lay_34) : !memref_gmem_bf16_9bf6
      %iter_50 = cute.get_iter(%view_16) : !memref_gmem_bf16_9bf6
      %lay_35 = cute.get_layout(%view_16) : !memref_gmem_bf16_9bf6
      %211 = cute.get_shape(%lay_35) : (!cute.layout<"((2,2,32),1,1):((1,?{i64 div=64},8),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_46, %e1_27, %e2_13, %e3_6, %e4_3 = cute.get_leaves(%211) : !cute.shape<"((2,2,32),1,1)">
      %shape_13 = cute.make_shape() : () -> !cute.shape<"((2,2,32),1,1)">
      %lay_36 = cute.make_layout() : !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">
      %rmem = cute.memref.alloca(%lay_36) : !memref_rmem_f32_9ac3
      %iter_51 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
      %iter_52 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
      %sz_5 = cute.size(%2) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.int_tuple<"2">
      %e0_47 = cute.get_leaves(%sz_5) : !cute.int_tuple<"2">
      nvvm.cluster.wait
      %lay_37 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %sz_6 = cute.size(%lay_37) <{mode = [2]}> : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.int_tuple<"?">
      %e0_48 = cute.get_leaves(%sz_6) : !cute.int_tuple<"?">
      %212 = cute.get_scalars(%e0_48) : !cute.int_tuple<"?">
      %lay_38 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %sz_7 = cute.size(%lay_38) <{mode = [2]}> : (!cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"4">
      %e0_49 = cute.get_leaves(%sz_7) : !cute.int_tuple<"4">
      %213 = arith.cmpi eq, %23, %c0_i32 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %c1_i32_2 = arith.constant 1 : i32
      %214:3 = scf.if %213 -> (i32, i32, i32) {
        %c4_i32_1 = arith.constant 4 : i32
        %75 = arith.minsi %c4_i32_1, %212 : i32
        %c0_i32_3 = arith.constant 0 : i32
        %c1_i32_0 = arith.constant 1 : i32
        %76:3 = scf.for %arg6 = %c0_i32_3 to %75 step %c1_i32_0 iter_args(%arg7 = %c0_i32_2, %arg8 = %c0_i32_2, %arg9 = %c1_i32_2) -> (i32, i32, i32)  : i32 {
          %true_1 = arith.constant true
          scf.if %true_1 {
            %int_tuple_20 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
            %ptr_14 = cute.add_offset(%ptr_6, %int_tuple_20) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %215 = builtin.unrealized_conversion_cast %ptr_14 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity.shared %215, %arg9, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %77 = nvvm.elect.sync -> i1
          scf.if %77 {
            %int_tuple_20 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
            %ptr_14 = cute.add_offset(%iter_5, %int_tuple_20) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %215 = builtin.unrealized_conversion_cast %ptr_14 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c49152_i32 = arith.constant 49152 : i32
            nvvm.mbarrier.txn %215, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
          }
          %int_tuple_12 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
          %ptr_8 = cute.add_offset(%iter_5, %int_tuple_12) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %coord_21 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_39 = cute.get_layout(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_7 = cute.crd2idx(%coord_21, %lay_39) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_53 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_16 = cute.add_offset(%iter_53, %idx_7) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_17 = cute.make_view(%tup_16) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_54 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_17 = cute.deref_arith_tuple_iter(%iter_54) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_50, %e1_28 = cute.get_leaves(%tup_17) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %78 = cute.get_scalars(%e0_50) : !cute.int_tuple<"?{div=64}">
          %111 = cute.get_scalars(%e1_28) : !cute.int_tuple<"?{div=128}">
          %iter_55 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_18 = cute.deref_arith_tuple_iter(%iter_55) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_51, %e1_29 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %112 = cute.get_scalars(%e0_51) : !cute.int_tuple<"?{div=64}">
          %113 = cute.get_scalars(%e1_29) : !cute.int_tuple<"?{div=128}">
          %coord_22 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_40 = cute.get_layout(%view_6) : !memref_smem_bf16_816f
          %idx_8 = cute.crd2idx(%coord_22, %lay_40) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,4)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_56 = cute.get_iter(%view_6) : !memref_smem_bf16_816f
          %ptr_15 = cute.add_offset(%iter_56, %idx_8) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_18 = cute.make_view(%ptr_15) : !memref_smem_bf16_b164
          %iter_57 = cute.get_iter(%view_18) : !memref_smem_bf16_b164
          %iter_58 = cute.get_iter(%view_18) : !memref_smem_bf16_b164
          %lay_41 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %114 = cute.get_shape(%lay_41) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_52, %e1_30, %e2_14 = cute.get_leaves(%114) : !cute.shape<"(((64,128),1))">
          %lay_42 = cute.get_layout(%view_18) : !memref_smem_bf16_b164
          %216 = cute.get_shape(%lay_42) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_53, %e1_31 = cute.get_leaves(%216) : !cute.shape<"((8192,1))">
          %lay_43 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_14 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_44 = cute.make_layout() : !cute.layout<"1:0">
          %append_0 = cute.append_to_rank<2> (%lay_43, %lay_44) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_21 = cute.make_int_tuple(%e0_51, %e1_29) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_21) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_19 = cute.make_view(%int_tup_iter, %append_0) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_59 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_19 = cute.deref_arith_tuple_iter(%iter_59) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_54, %e1_32 = cute.get_leaves(%tup_19) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %217 = cute.get_scalars(%e0_54) : !cute.int_tuple<"?{div=64}">
          %218 = cute.get_scalars(%e1_32) : !cute.int_tuple<"?{div=128}">
          %lay_45 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %219 = cute.get_shape(%lay_45) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_55, %e1_33, %e2_15, %e3_7 = cute.get_leaves(%219) : !cute.shape<"(((64,128),1),1)">
          %lay_46 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %220 = cute.get_shape(%lay_46) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_56, %e1_34, %e2_16, %e3_8 = cute.get_leaves(%220) : !cute.shape<"(((64,128),1),1)">
          %iter_60 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_20 = cute.make_view(%iter_60) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_61 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_20 = cute.deref_arith_tuple_iter(%iter_61) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_57, %e1_35 = cute.get_leaves(%tup_20) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %221 = cute.get_scalars(%e0_57) : !cute.int_tuple<"?{div=64}">
          %222 = cute.get_scalars(%e1_35) : !cute.int_tuple<"?{div=128}">
          %iter_62 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_21 = cute.deref_arith_tuple_iter(%iter_62) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_58, %e1_36 = cute.get_leaves(%tup_21) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %223 = cute.get_scalars(%e0_58) : !cute.int_tuple<"?{div=64}">
          %224 = cute.get_scalars(%e1_36) : !cute.int_tuple<"?{div=128}">
          %lay_47 = cute.get_layout(%view_18) : !memref_smem_bf16_b164
          %shape_15 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_48 = cute.make_layout() : !cute.layout<"1:0">
          %append_1 = cute.append_to_rank<2> (%lay_47, %lay_48) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_21 = cute.make_view(%iter_58, %append_1) : !memref_smem_bf16_3782
          %iter_63 = cute.get_iter(%view_21) : !memref_smem_bf16_3782
          %lay_49 = cute.get_layout(%view_21) : !memref_smem_bf16_3782
          %225 = cute.get_shape(%lay_49) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_59, %e1_37, %e2_17 = cute.get_leaves(%225) : !cute.shape<"((8192,1),1)">
          %lay_50 = cute.get_layout(%view_21) : !memref_smem_bf16_3782
          %226 = cute.get_shape(%lay_50) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_60, %e1_38, %e2_18 = cute.get_leaves(%226) : !cute.shape<"((8192,1),1)">
          %iter_64 = cute.get_iter(%view_21) : !memref_smem_bf16_3782
          %view_22 = cute.make_view(%iter_64) : !memref_smem_bf16_b8cc
          %iter_65 = cute.get_iter(%view_22) : !memref_smem_bf16_b8cc
          %iter_66 = cute.get_iter(%view_22) : !memref_smem_bf16_b8cc
          %lay_51 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %227 = cute.get_shape(%lay_51) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_61, %e1_39, %e2_19, %e3_9 = cute.get_leaves(%227) : !cute.shape<"(((64,128),1),(1))">
          %lay_52 = cute.get_layout(%view_22) : !memref_smem_bf16_b8cc
          %228 = cute.get_shape(%lay_52) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_62, %e1_40, %e2_20 = cute.get_leaves(%228) : !cute.shape<"((8192,1),(1))">
          %lay_53 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_8 = cute.size(%lay_53) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_63 = cute.get_leaves(%sz_8) : !cute.int_tuple<"1">
          %lay_54 = cute.get_layout(%view_22) : !memref_smem_bf16_b8cc
          %sz_9 = cute.size(%lay_54) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_64 = cute.get_leaves(%sz_9) : !cute.int_tuple<"1">
          %lay_55 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %229 = cute.get_shape(%lay_55) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_65, %e1_41, %e2_21, %e3_10 = cute.get_leaves(%229) : !cute.shape<"(((64,128),1),(1))">
          %230 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %231 = cute_nvgpu.atom.set_value(%230, %ptr_8 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_67 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_68 = cute.get_iter(%view_22) : !memref_smem_bf16_b8cc
          %lay_56 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_57 = cute.get_layout(%view_22) : !memref_smem_bf16_b8cc
          %232 = cute.static : !cute.layout<"1:0">
          %append_2 = cute.append_to_rank<2> (%lay_56, %232) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_3 = cute.append_to_rank<2> (%lay_57, %232) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_58 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_59 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_10 = cute.size(%lay_58) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %233 = cute.get_scalars(%sz_10) : !cute.int_tuple<"1">
          %c0_i32_4 = arith.constant 0 : i32
          %c1_i32_3 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_4 to %233 step %c1_i32_3  : i32 {
            %coord_23 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %215 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_60 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_9 = cute.crd2idx(%coord_23, %lay_58) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_22 = cute.add_offset(%iter_67, %idx_9) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_23 = cute.make_view(%tup_22, %lay_60) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %234 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_61 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_10 = cute.crd2idx(%coord_23, %lay_59) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_16 = cute.add_offset(%iter_68, %idx_10) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_24 = cute.make_view(%ptr_16, %lay_61) : !memref_smem_bf16_b164
            %iter_69 = cute.get_iter(%view_23) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_70 = cute.get_iter(%view_24) : !memref_smem_bf16_b164
            %235 = cute_nvgpu.atom.get_value(%231 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
            %236 = cute_nvgpu.atom.get_value(%231 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
            %237 = cute_nvgpu.atom.get_value(%231 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%231 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %tup_23 = cute.deref_arith_tuple_iter(%iter_69) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %238:2 = cute.get_scalars(%tup_23) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_70 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %235 : !cute.ptr<smem, align<8>>, [%238#0, %238#1] : i32, i32) cache_policy = %237 mode = <tiled> num_cta = 1 : i32
          } {llvm.loop_annotation = #loop_annotation_0327}
          %coord_24 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_62 = cute.get_layout(%view_11) : !cute.coord_tensor<"(0,?{div=128})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
          %idx_11 = cute.crd2idx(%coord_24, %lay_62) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_71 = cute.get_iter(%view_11) : !cute.coord_tensor<"(0,?{div=128})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
          %tup_24 = cute.add_offset(%iter_71, %idx_11) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_25 = cute.make_view(%tup_24) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
          %iter_72 = cute.get_iter(%view_25) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
          %tup_25 = cute.deref_arith_tuple_iter(%iter_72) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_66, %e1_42 = cute.get_leaves(%tup_25) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %239 = cute.get_scalars(%e0_66) : !cute.int_tuple<"?{div=64}">
          %240 = cute.get_scalars(%e1_42) : !cute.int_tuple<"?{div=128}">
          %iter_73 = cute.get_iter(%view_25) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
          %tup_26 = cute.deref_arith_tuple_iter(%iter_73) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_67, %e1_43 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %241 = cute.get_scalars(%e0_67) : !cute.int_tuple<"?{div=64}">
          %242 = cute.get_scalars(%e1_43) : !cute.int_tuple<"?{div=128}">
          %coord_25 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_63 = cute.get_layout(%view_10) : !memref_smem_bf16_f86a
          %idx_12 = cute.crd2idx(%coord_25, %lay_63) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),(1,4)):((1,0),(0,16384))">) -> !cute.int_tuple<"?{div=16384}">
          %iter_74 = cute.get_iter(%view_10) : !memref_smem_bf16_f86a
          %ptr_17 = cute.add_offset(%iter_74, %idx_12) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=16384}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_26 = cute.make_view(%ptr_17) : !memref_smem_bf16_4817
          %iter_75 = cute.get_iter(%view_26) : !memref_smem_bf16_4817
          %iter_76 = cute.get_iter(%view_26) : !memref_smem_bf16_4817
          %lay_64 = cute.get_layout(%view_25) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
          %243 = cute.get_shape(%lay_64) : (!cute.layout<"(((64,256),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,256),1))">
          %e0_68, %e1_44, %e2_22 = cute.get_leaves(%243) : !cute.shape<"(((64,256),1))">
          %lay_65 = cute.get_layout(%view_26) : !memref_smem_bf16_4817
          %244 = cute.get_shape(%lay_65) : (!cute.layout<"((16384,1)):((1,0))">) -> !cute.shape<"((16384,1))">
          %e0_69, %e1_45 = cute.get_leaves(%244) : !cute.shape<"((16384,1))">
          %lay_66 = cute.get_layout(%view_25) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
          %shape_16 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_67 = cute.make_layout() : !cute.layout<"1:0">
          %append_4 = cute.append_to_rank<2> (%lay_66, %lay_67) : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_22 = cute.make_int_tuple(%e0_67, %e1_43) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_22) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_27 = cute.make_view(%int_tup_iter_0, %append_4) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %iter_77 = cute.get_iter(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %tup_27 = cute.deref_arith_tuple_iter(%iter_77) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_70, %e1_46 = cute.get_leaves(%tup_27) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %245 = cute.get_scalars(%e0_70) : !cute.int_tuple<"?{div=64}">
          %246 = cute.get_scalars(%e1_46) : !cute.int_tuple<"?{div=128}">
          %lay_68 = cute.get_layout(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %247 = cute.get_shape(%lay_68) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
          %e0_71, %e1_47, %e2_23, %e3_11 = cute.get_leaves(%247) : !cute.shape<"(((64,256),1),1)">
          %lay_69 = cute.get_layout(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %248 = cute.get_shape(%lay_69) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
          %e0_72, %e1_48, %e2_24, %e3_12 = cute.get_leaves(%248) : !cute.shape<"(((64,256),1),1)">
          %iter_78 = cute.get_iter(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %view_28 = cute.make_view(%iter_78) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %iter_79 = cute.get_iter(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %tup_28 = cute.deref_arith_tuple_iter(%iter_79) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_73, %e1_49 = cute.get_leaves(%tup_28) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %249 = cute.get_scalars(%e0_73) : !cute.int_tuple<"?{div=64}">
          %250 = cute.get_scalars(%e1_49) : !cute.int_tuple<"?{div=128}">
          %iter_80 = cute.get_iter(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %tup_29 = cute.deref_arith_tuple_iter(%iter_80) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_74, %e1_50 = cute.get_leaves(%tup_29) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %251 = cute.get_scalars(%e0_74) : !cute.int_tuple<"?{div=64}">
          %252 = cute.get_scalars(%e1_50) : !cute.int_tuple<"?{div=128}">
          %lay_70 = cute.get_layout(%view_26) : !memref_smem_bf16_4817
          %shape_17 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_71 = cute.make_layout() : !cute.layout<"1:0">
          %append_5 = cute.append_to_rank<2> (%lay_70, %lay_71) : !cute.layout<"((16384,1)):((1,0))">, !cute.layout<"1:0">
          %view_29 = cute.make_view(%iter_76, %append_5) : !memref_smem_bf16_850d
          %iter_81 = cute.get_iter(%view_29) : !memref_smem_bf16_850d
          %lay_72 = cute.get_layout(%view_29) : !memref_smem_bf16_850d
          %253 = cute.get_shape(%lay_72) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
          %e0_75, %e1_51, %e2_25 = cute.get_leaves(%253) : !cute.shape<"((16384,1),1)">
          %lay_73 = cute.get_layout(%view_29) : !memref_smem_bf16_850d
          %254 = cute.get_shape(%lay_73) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
          %e0_76, %e1_52, %e2_26 = cute.get_leaves(%254) : !cute.shape<"((16384,1),1)">
          %iter_82 = cute.get_iter(%view_29) : !memref_smem_bf16_850d
          %view_30 = cute.make_view(%iter_82) : !memref_smem_bf16_f836
          %iter_83 = cute.get_iter(%view_30) : !memref_smem_bf16_f836
          %iter_84 = cute.get_iter(%view_30) : !memref_smem_bf16_f836
          %lay_74 = cute.get_layout(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %255 = cute.get_shape(%lay_74) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
          %e0_77, %e1_53, %e2_27, %e3_13 = cute.get_leaves(%255) : !cute.shape<"(((64,256),1),(1))">
          %lay_75 = cute.get_layout(%view_30) : !memref_smem_bf16_f836
          %256 = cute.get_shape(%lay_75) : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.shape<"((16384,1),(1))">
          %e0_78, %e1_54, %e2_28 = cute.get_leaves(%256) : !cute.shape<"((16384,1),(1))">
          %lay_76 = cute.get_layout(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %sz_11 = cute.size(%lay_76) <{mode = [1]}> : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_79 = cute.get_leaves(%sz_11) : !cute.int_tuple<"1">
          %lay_77 = cute.get_layout(%view_30) : !memref_smem_bf16_f836
          %sz_12 = cute.size(%lay_77) <{mode = [1]}> : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_80 = cute.get_leaves(%sz_12) : !cute.int_tuple<"1">
          %lay_78 = cute.get_layout(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %257 = cute.get_shape(%lay_78) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
          %e0_81, %e1_55, %e2_29, %e3_14 = cute.get_leaves(%257) : !cute.shape<"(((64,256),1),(1))">
          %258 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>
          %c3_i16 = arith.constant 3 : i16
          %259 = cute_nvgpu.atom.set_value(%258, %c3_i16 : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>
          %260 = cute_nvgpu.atom.set_value(%259, %ptr_8 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>
          %iter_85 = cute.get_iter(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %iter_86 = cute.get_iter(%view_30) : !memref_smem_bf16_f836
          %lay_79 = cute.get_layout(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %lay_80 = cute.get_layout(%view_30) : !memref_smem_bf16_f836
          %261 = cute.static : !cute.layout<"1:0">
          %append_6 = cute.append_to_rank<2> (%lay_79, %261) : !cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_7 = cute.append_to_rank<2> (%lay_80, %261) : !cute.layout<"((16384,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_81 = cute.make_layout() : !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_82 = cute.make_layout() : !cute.layout<"((16384,1),((1))):((1,0),((0)))">
          %sz_13 = cute.size(%lay_81) <{mode = [1]}> : (!cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %262 = cute.get_scalars(%sz_13) : !cute.int_tuple<"1">
          %c0_i32_5 = arith.constant 0 : i32
          %c1_i32_4 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_5 to %262 step %c1_i32_4  : i32 {
            %coord_23 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %215 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_60 = cute.make_layout() : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">
            %idx_9 = cute.crd2idx(%coord_23, %lay_81) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_22 = cute.add_offset(%iter_85, %idx_9) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_23 = cute.make_view(%tup_22, %lay_60) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
            %234 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_61 = cute.make_layout() : !cute.layout<"((16384,1)):((1,0))">
            %idx_10 = cute.crd2idx(%coord_23, %lay_82) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_16 = cute.add_offset(%iter_86, %idx_10) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_24 = cute.make_view(%ptr_16, %lay_61) : !memref_smem_bf16_4817
            %iter_69 = cute.get_iter(%view_23) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
            %iter_70 = cute.get_iter(%view_24) : !memref_smem_bf16_4817
            %235 = cute_nvgpu.atom.get_value(%260 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
            %236 = cute_nvgpu.atom.get_value(%260 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
            %237 = cute_nvgpu.atom.get_value(%260 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%260 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %tup_23 = cute.deref_arith_tuple_iter(%iter_69) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %238:2 = cute.get_scalars(%tup_23) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_70 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %235 : !cute.ptr<smem, align<8>>, [%238#0, %238#1] : i32, i32) mask = %236 cache_policy = %237 mode = <tiled> num_cta = 1 : i32
          } {llvm.loop_annotation = #loop_annotation_0327}
          %c1_i32_5 = arith.constant 1 : i32
          %263 = arith.addi %arg8, %c1_i32_5 : i32
          %264 = arith.addi %arg7, %c1_i32_5 : i32
          %c4_i32_2 = arith.constant 4 : i32
          %265 = arith.cmpi eq, %263, %c4_i32_2 : i32
          %266:2 = scf.if %265 -> (i32, i32) {
            %c1_i32_6 = arith.constant 1 : i32
            %215 = arith.xori %arg9, %c1_i32_6 : i32
            %c0_i32_6 = arith.constant 0 : i32
            scf.yield %c0_i32_6, %215 : i32, i32
          } else {
            scf.yield %263, %arg9 : i32, i32
          }
          scf.yield %264, %266#0, %266#1 : i32, i32, i32
        } {loop_annotation = #loop_annotation1_7daa}
        scf.yield %76#0, %76#1, %76#2 : i32, i32, i32
      } else {
        scf.yield %c0_i32_2, %c0_i32_2, %c1_i32_2 : i32, i32, i32
      }
      %true_2 = arith.constant true
      scf.if %true_2 {
        %c0_i32_7 = arith.constant 0 : i32
        %int_tuple_23 = cute.make_int_tuple(%c0_i32_7) : (i32) -> !cute.int_tuple<"?">
        %ptr_18 = cute.add_offset(%iter_5, %int_tuple_23) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
        %75 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        %c0_i32_8 = arith.constant 0 : i32
        %c10000000_i32 = arith.constant 10000000 : i32
        nvvm.mbarrier.try_wait.parity.shared %75, %c0_i32_8, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      nvvm.wgmma.fence.aligned
      %false_1 = arith.constant false
      %267 = cute_nvgpu.atom.set_value(%arg0, %false_1 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x256x16_0e08
      %coord_26 = cute.make_coord(%c0_i32_2) : (i32) -> !cute.coord<"(_,_,0,?)">
      %lay_83 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %idx_13 = cute.crd2idx(%coord_26, %lay_83) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
      %iter_87 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %tup_30 = cute.add_offset(%iter_87, %idx_13) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %view_31 = cute.make_view(%tup_30) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_88 = cute.get_iter(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_89 = cute.get_iter(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %coord_27 = cute.make_coord(%c0_i32_2) : (i32) -> !cute.coord<"(_,_,0,?)">
      %lay_84 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
      %idx_14 = cute.crd2idx(%coord_27, %lay_84) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,2048))">) -> !cute.int_tuple<"?{div=2048}">
      %iter_90 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
      %tup_31 = cute.add_offset(%iter_90, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2048}">) -> !cute_nvgpu.smem_desc
      %view_32 = cute.make_view(%tup_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_91 = cute.get_iter(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_92 = cute.get_iter(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_85 = cute.get_layout(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %268 = cute.get_shape(%lay_85) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_82, %e1_56 = cute.get_leaves(%268) : !cute.shape<"(1,1)">
      %lay_86 = cute.get_layout(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %269 = cute.get_shape(%lay_86) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_83, %e1_57 = cute.get_leaves(%269) : !cute.shape<"(1,1)">
      %lay_87 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %270 = cute.get_shape(%lay_87) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_84, %e1_58, %e2_30, %e3_15, %e4_4 = cute.get_leaves(%270) : !cute.shape<"((2,2,32),1,1)">
      %lay_88 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %271 = cute.get_shape(%lay_88) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_85, %e1_59, %e2_31, %e3_16, %e4_5 = cute.get_leaves(%271) : !cute.shape<"((2,2,32),1,1)">
      %iter_93 = cute.get_iter(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_94 = cute.get_iter(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_95 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
      %iter_96 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
      %lay_89 = cute.get_layout(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_90 = cute.get_layout(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_91 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %lay_92 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %272 = cute.static : !cute.layout<"1:0">
      %append = cute.append_to_rank<3> (%lay_89, %272) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %append_8 = cute.append_to_rank<3> (%lay_90, %272) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_14 = cute.size(%append) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %sz_15 = cute.size(%append) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %sz_16 = cute.size(%append_8) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %273 = cute.get_scalars(%sz_14) : !cute.int_tuple<"1">
      %274 = cute.get_scalars(%sz_15) : !cute.int_tuple<"1">
      %275 = cute.get_scalars(%sz_16) : !cute.int_tuple<"1">
      %c0_i32_9 = arith.constant 0 : i32
      %c1_i32_7 = arith.constant 1 : i32
      %276 = scf.for %arg6 = %c0_i32_9 to %273 step %c1_i32_7 iter_args(%arg7 = %267) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
        %75 = scf.for %arg8 = %c0_i32_9 to %274 step %c1_i32_7 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
          %76 = scf.for %arg10 = %c0_i32_9 to %275 step %c1_i32_7 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
            %coord_28 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_30 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %77:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_93 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_15 = cute.crd2idx(%coord_28, %append) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_32 = cute.add_offset(%iter_93, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_33 = cute.make_view(%tup_32, %lay_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %78:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_39 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_7 = cute.crd2idx(%coord_29, %append_8) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_33 = cute.add_offset(%iter_94, %idx_7) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_34 = cute.make_view(%tup_33, %lay_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %111:2 = cute.get_scalars(%coord_30) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_94 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
            %idx_16 = cute.crd2idx(%coord_30, %lay_91) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
            %ptr_19 = cute.add_offset(%iter_95, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
            %view_35 = cute.make_view(%ptr_19, %lay_94) : !memref_rmem_f32_1ca7
            %112:2 = cute.get_scalars(%coord_30) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_95 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
            %idx_17 = cute.crd2idx(%coord_30, %lay_92) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
            %ptr_20 = cute.add_offset(%iter_96, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
            %view_36 = cute.make_view(%ptr_20, %lay_95) : !memref_rmem_f32_1ca7
            %iter_97 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_98 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_99 = cute.get_iter(%view_35) : !memref_rmem_f32_1ca7
            %113 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %114 = llvm.load %113 : !llvm.ptr -> f32
            %216 = llvm.getelementptr %113[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %217 = llvm.load %216 : !llvm.ptr -> f32
            %218 = llvm.getelementptr %113[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %219 = llvm.load %218 : !llvm.ptr -> f32
            %220 = llvm.getelementptr %113[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %221 = llvm.load %220 : !llvm.ptr -> f32
            %222 = llvm.getelementptr %113[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %223 = llvm.load %222 : !llvm.ptr -> f32
            %224 = llvm.getelementptr %113[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %225 = llvm.load %224 : !llvm.ptr -> f32
            %226 = llvm.getelementptr %113[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %227 = llvm.load %226 : !llvm.ptr -> f32
            %228 = llvm.getelementptr %113[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %229 = llvm.load %228 : !llvm.ptr -> f32
            %230 = llvm.getelementptr %113[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %231 = llvm.load %230 : !llvm.ptr -> f32
            %232 = llvm.getelementptr %113[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %233 = llvm.load %232 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %113[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %113[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %242 = llvm.load %241 : !llvm.ptr -> f32
            %243 = llvm.getelementptr %113[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %244 = llvm.load %243 : !llvm.ptr -> f32
            %245 = llvm.getelementptr %113[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %246 = llvm.load %245 : !llvm.ptr -> f32
            %247 = llvm.getelementptr %113[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %248 = llvm.load %247 : !llvm.ptr -> f32
            %249 = llvm.getelementptr %113[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %250 = llvm.load %249 : !llvm.ptr -> f32
            %251 = llvm.getelementptr %113[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %251 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %113[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %113[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %113[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %113[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %113[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %113[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %113[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %113[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %215 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %113[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %113[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %277 = llvm.getelementptr %113[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %278 = llvm.load %277 : !llvm.ptr -> f32
            %279 = llvm.getelementptr %113[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %280 = llvm.load %279 : !llvm.ptr -> f32
            %281 = llvm.getelementptr %113[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %282 = llvm.load %281 : !llvm.ptr -> f32
            %283 = llvm.getelementptr %113[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %284 = llvm.load %283 : !llvm.ptr -> f32
            %285 = llvm.getelementptr %113[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %286 = llvm.load %285 : !llvm.ptr -> f32
            %287 = llvm.getelementptr %113[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %288 = llvm.load %287 : !llvm.ptr -> f32
            %289 = llvm.getelementptr %113[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %290 = llvm.load %289 : !llvm.ptr -> f32
            %291 = llvm.getelementptr %113[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %292 = llvm.load %291 : !llvm.ptr -> f32
            %293 = llvm.getelementptr %113[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %294 = llvm.load %293 : !llvm.ptr -> f32
            %295 = llvm.getelementptr %113[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %296 = llvm.load %295 : !llvm.ptr -> f32
            %297 = llvm.getelementptr %113[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %298 = llvm.load %297 : !llvm.ptr -> f32
            %299 = llvm.getelementptr %113[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %300 = llvm.load %299 : !llvm.ptr -> f32
            %301 = llvm.getelementptr %113[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %302 = llvm.load %301 : !llvm.ptr -> f32
            %303 = llvm.getelementptr %113[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %304 = llvm.load %303 : !llvm.ptr -> f32
            %305 = llvm.getelementptr %113[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %306 = llvm.load %305 : !llvm.ptr -> f32
            %307 = llvm.getelementptr %113[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %308 = llvm.load %307 : !llvm.ptr -> f32
            %309 = llvm.getelementptr %113[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %310 = llvm.load %309 : !llvm.ptr -> f32
            %311 = llvm.getelementptr %113[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %312 = llvm.load %311 : !llvm.ptr -> f32
            %313 = llvm.getelementptr %113[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %314 = llvm.load %313 : !llvm.ptr -> f32
            %315 = llvm.getelementptr %113[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %316 = llvm.load %315 : !llvm.ptr -> f32
            %317 = llvm.getelementptr %113[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %318 = llvm.load %317 : !llvm.ptr -> f32
            %319 = llvm.getelementptr %113[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %320 = llvm.load %319 : !llvm.ptr -> f32
            %321 = llvm.getelementptr %113[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %322 = llvm.load %321 : !llvm.ptr -> f32
            %323 = llvm.getelementptr %113[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %324 = llvm.load %323 : !llvm.ptr -> f32
            %325 = llvm.getelementptr %113[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %326 = llvm.load %325 : !llvm.ptr -> f32
            %327 = llvm.getelementptr %113[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %328 = llvm.load %327 : !llvm.ptr -> f32
            %329 = llvm.getelementptr %113[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %330 = llvm.load %329 : !llvm.ptr -> f32
            %331 = llvm.getelementptr %113[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %332 = llvm.load %331 : !llvm.ptr -> f32
            %333 = llvm.getelementptr %113[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %334 = llvm.load %333 : !llvm.ptr -> f32
            %335 = llvm.getelementptr %113[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %336 = llvm.load %335 : !llvm.ptr -> f32
            %337 = llvm.getelementptr %113[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %338 = llvm.load %337 : !llvm.ptr -> f32
            %339 = llvm.getelementptr %113[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %340 = llvm.load %339 : !llvm.ptr -> f32
            %341 = llvm.getelementptr %113[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %342 = llvm.load %341 : !llvm.ptr -> f32
            %343 = llvm.getelementptr %113[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %344 = llvm.load %343 : !llvm.ptr -> f32
            %345 = llvm.getelementptr %113[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %346 = llvm.load %345 : !llvm.ptr -> f32
            %347 = llvm.getelementptr %113[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %348 = llvm.load %347 : !llvm.ptr -> f32
            %349 = llvm.getelementptr %113[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %350 = llvm.load %349 : !llvm.ptr -> f32
            %351 = llvm.getelementptr %113[64] : (!llvm.ptr) -> !llvm.ptr, f32
            %352 = llvm.load %351 : !llvm.ptr -> f32
            %353 = llvm.getelementptr %113[65] : (!llvm.ptr) -> !llvm.ptr, f32
            %354 = llvm.load %353 : !llvm.ptr -> f32
            %355 = llvm.getelementptr %113[66] : (!llvm.ptr) -> !llvm.ptr, f32
            %356 = llvm.load %355 : !llvm.ptr -> f32
            %357 = llvm.getelementptr %113[67] : (!llvm.ptr) -> !llvm.ptr, f32
            %358 = llvm.load %357 : !llvm.ptr -> f32
            %359 = llvm.getelementptr %113[68] : (!llvm.ptr) -> !llvm.ptr, f32
            %360 = llvm.load %359 : !llvm.ptr -> f32
            %361 = llvm.getelementptr %113[69] : (!llvm.ptr) -> !llvm.ptr, f32
            %362 = llvm.load %361 : !llvm.ptr -> f32
            %363 = llvm.getelementptr %113[70] : (!llvm.ptr) -> !llvm.ptr, f32
            %364 = llvm.load %363 : !llvm.ptr -> f32
            %365 = llvm.getelementptr %113[71] : (!llvm.ptr) -> !llvm.ptr, f32
            %366 = llvm.load %365 : !llvm.ptr -> f32
            %367 = llvm.getelementptr %113[72] : (!llvm.ptr) -> !llvm.ptr, f32
            %368 = llvm.load %367 : !llvm.ptr -> f32
            %369 = llvm.getelementptr %113[73] : (!llvm.ptr) -> !llvm.ptr, f32
            %370 = llvm.load %369 : !llvm.ptr -> f32
            %371 = llvm.getelementptr %113[74] : (!llvm.ptr) -> !llvm.ptr, f32
            %372 = llvm.load %371 : !llvm.ptr -> f32
            %373 = llvm.getelementptr %113[75] : (!llvm.ptr) -> !llvm.ptr, f32
            %374 = llvm.load %373 : !llvm.ptr -> f32
            %375 = llvm.getelementptr %113[76] : (!llvm.ptr) -> !llvm.ptr, f32
            %376 = llvm.load %375 : !llvm.ptr -> f32
            %377 = llvm.getelementptr %113[77] : (!llvm.ptr) -> !llvm.ptr, f32
            %378 = llvm.load %377 : !llvm.ptr -> f32
            %379 = llvm.getelementptr %113[78] : (!llvm.ptr) -> !llvm.ptr, f32
            %380 = llvm.load %379 : !llvm.ptr -> f32
            %381 = llvm.getelementptr %113[79] : (!llvm.ptr) -> !llvm.ptr, f32
            %382 = llvm.load %381 : !llvm.ptr -> f32
            %383 = llvm.getelementptr %113[80] : (!llvm.ptr) -> !llvm.ptr, f32
            %384 = llvm.load %383 : !llvm.ptr -> f32
            %385 = llvm.getelementptr %113[81] : (!llvm.ptr) -> !llvm.ptr, f32
            %386 = llvm.load %385 : !llvm.ptr -> f32
            %387 = llvm.getelementptr %113[82] : (!llvm.ptr) -> !llvm.ptr, f32
            %388 = llvm.load %387 : !llvm.ptr -> f32
            %389 = llvm.getelementptr %113[83] : (!llvm.ptr) -> !llvm.ptr, f32
            %390 = llvm.load %389 : !llvm.ptr -> f32
            %391 = llvm.getelementptr %113[84] : (!llvm.ptr) -> !llvm.ptr, f32
            %392 = llvm.load %391 : !llvm.ptr -> f32
            %393 = llvm.getelementptr %113[85] : (!llvm.ptr) -> !llvm.ptr, f32
            %394 = llvm.load %393 : !llvm.ptr -> f32
            %395 = llvm.getelementptr %113[86] : (!llvm.ptr) -> !llvm.ptr, f32
            %396 = llvm.load %395 : !llvm.ptr -> f32
            %397 = llvm.getelementptr %113[87] : (!llvm.ptr) -> !llvm.ptr, f32
            %398 = llvm.load %397 : !llvm.ptr -> f32
            %399 = llvm.getelementptr %113[88] : (!llvm.ptr) -> !llvm.ptr, f32
            %400 = llvm.load %399 : !llvm.ptr -> f32
            %401 = llvm.getelementptr %113[89] : (!llvm.ptr) -> !llvm.ptr, f32
            %402 = llvm.load %401 : !llvm.ptr -> f32
            %403 = llvm.getelementptr %113[90] : (!llvm.ptr) -> !llvm.ptr, f32
            %404 = llvm.load %403 : !llvm.ptr -> f32
            %405 = llvm.getelementptr %113[91] : (!llvm.ptr) -> !llvm.ptr, f32
            %406 = llvm.load %405 : !llvm.ptr -> f32
            %407 = llvm.getelementptr %113[92] : (!llvm.ptr) -> !llvm.ptr, f32
            %408 = llvm.load %407 : !llvm.ptr -> f32
            %409 = llvm.getelementptr %113[93] : (!llvm.ptr) -> !llvm.ptr, f32
            %410 = llvm.load %409 : !llvm.ptr -> f32
            %411 = llvm.getelementptr %113[94] : (!llvm.ptr) -> !llvm.ptr, f32
            %412 = llvm.load %411 : !llvm.ptr -> f32
            %413 = llvm.getelementptr %113[95] : (!llvm.ptr) -> !llvm.ptr, f32
            %414 = llvm.load %413 : !llvm.ptr -> f32
            %415 = llvm.getelementptr %113[96] : (!llvm.ptr) -> !llvm.ptr, f32
            %416 = llvm.load %415 : !llvm.ptr -> f32
            %417 = llvm.getelementptr %113[97] : (!llvm.ptr) -> !llvm.ptr, f32
            %418 = llvm.load %417 : !llvm.ptr -> f32
            %419 = llvm.getelementptr %113[98] : (!llvm.ptr) -> !llvm.ptr, f32
            %420 = llvm.load %419 : !llvm.ptr -> f32
            %421 = llvm.getelementptr %113[99] : (!llvm.ptr) -> !llvm.ptr, f32
            %422 = llvm.load %421 : !llvm.ptr -> f32
            %423 = llvm.getelementptr %113[100] : (!llvm.ptr) -> !llvm.ptr, f32
            %424 = llvm.load %423 : !llvm.ptr -> f32
            %425 = llvm.getelementptr %113[101] : (!llvm.ptr) -> !llvm.ptr, f32
            %426 = llvm.load %425 : !llvm.ptr -> f32
            %427 = llvm.getelementptr %113[102] : (!llvm.ptr) -> !llvm.ptr, f32
            %428 = llvm.load %427 : !llvm.ptr -> f32
            %429 = llvm.getelementptr %113[103] : (!llvm.ptr) -> !llvm.ptr, f32
            %430 = llvm.load %429 : !llvm.ptr -> f32
            %431 = llvm.getelementptr %113[104] : (!llvm.ptr) -> !llvm.ptr, f32
            %432 = llvm.load %431 : !llvm.ptr -> f32
            %433 = llvm.getelementptr %113[105] : (!llvm.ptr) -> !llvm.ptr, f32
            %434 = llvm.load %433 : !llvm.ptr -> f32
            %435 = llvm.getelementptr %113[106] : (!llvm.ptr) -> !llvm.ptr, f32
            %436 = llvm.load %435 : !llvm.ptr -> f32
            %437 = llvm.getelementptr %113[107] : (!llvm.ptr) -> !llvm.ptr, f32
            %438 = llvm.load %437 : !llvm.ptr -> f32
            %439 = llvm.getelementptr %113[108] : (!llvm.ptr) -> !llvm.ptr, f32
            %440 = llvm.load %439 : !llvm.ptr -> f32
            %441 = llvm.getelementptr %113[109] : (!llvm.ptr) -> !llvm.ptr, f32
            %442 = llvm.load %441 : !llvm.ptr -> f32
            %443 = llvm.getelementptr %113[110] : (!llvm.ptr) -> !llvm.ptr, f32
            %444 = llvm.load %443 : !llvm.ptr -> f32
            %445 = llvm.getelementptr %113[111] : (!llvm.ptr) -> !llvm.ptr, f32
            %446 = llvm.load %445 : !llvm.ptr -> f32
            %447 = llvm.getelementptr %113[112] : (!llvm.ptr) -> !llvm.ptr, f32
            %448 = llvm.load %447 : !llvm.ptr -> f32
            %449 = llvm.getelementptr %113[113] : (!llvm.ptr) -> !llvm.ptr, f32
            %450 = llvm.load %449 : !llvm.ptr -> f32
            %451 = llvm.getelementptr %113[114] : (!llvm.ptr) -> !llvm.ptr, f32
            %452 = llvm.load %451 : !llvm.ptr -> f32
            %453 = llvm.getelementptr %113[115] : (!llvm.ptr) -> !llvm.ptr, f32
            %454 = llvm.load %453 : !llvm.ptr -> f32
            %455 = llvm.getelementptr %113[116] : (!llvm.ptr) -> !llvm.ptr, f32
            %456 = llvm.load %455 : !llvm.ptr -> f32
            %457 = llvm.getelementptr %113[117] : (!llvm.ptr) -> !llvm.ptr, f32
            %458 = llvm.load %457 : !llvm.ptr -> f32
            %459 = llvm.getelementptr %113[118] : (!llvm.ptr) -> !llvm.ptr, f32
            %460 = llvm.load %459 : !llvm.ptr -> f32
            %461 = llvm.getelementptr %113[119] : (!llvm.ptr) -> !llvm.ptr, f32
            %462 = llvm.load %461 : !llvm.ptr -> f32
            %463 = llvm.getelementptr %113[120] : (!llvm.ptr) -> !llvm.ptr, f32
            %464 = llvm.load %463 : !llvm.ptr -> f32
            %465 = llvm.getelementptr %113[121] : (!llvm.ptr) -> !llvm.ptr, f32
            %466 = llvm.load %465 : !llvm.ptr -> f32
            %467 = llvm.getelementptr %113[122] : (!llvm.ptr) -> !llvm.ptr, f32
            %468 = llvm.load %467 : !llvm.ptr -> f32
            %469 = llvm.getelementptr %113[123] : (!llvm.ptr) -> !llvm.ptr, f32
            %470 = llvm.load %469 : !llvm.ptr -> f32
            %471 = llvm.getelementptr %113[124] : (!llvm.ptr) -> !llvm.ptr, f32
            %472 = llvm.load %471 : !llvm.ptr -> f32
            %473 = llvm.getelementptr %113[125] : (!llvm.ptr) -> !llvm.ptr, f32
            %474 = llvm.load %473 : !llvm.ptr -> f32
            %475 = llvm.getelementptr %113[126] : (!llvm.ptr) -> !llvm.ptr, f32
            %476 = llvm.load %475 : !llvm.ptr -> f32
            %477 = llvm.getelementptr %113[127] : (!llvm.ptr) -> !llvm.ptr, f32
            %478 = llvm.load %477 : !llvm.ptr -> f32
            %479 = cute_nvgpu.atom.get_value(%arg11 : !mma_bf16_bf16_f32_64x256x16_0e08) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
            %480:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %iter_97 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_98 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%114, %217, %219, %221, %223, %225, %227, %229, %231, %233, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %234, %236, %238, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %318, %320, %322, %324, %326, %328, %330, %332, %334, %336, %338, %340, %342, %344, %346, %348, %350, %352, %354, %356, %358, %360, %362, %364, %366, %368, %370, %372, %374, %376, %378, %380, %382, %384, %386, %388, %390, %392, %394, %396, %398, %400, %402, %404, %406, %408, %410, %412, %414, %416, %418, %420, %422, %424, %426, %428, %430, %432, %434, %436, %438, %440, %442, %444, %446, %448, %450, %452, %454, %456, %458, %460, %462, %464, %466, %468, %470, %472, %474, %476, %478], accum = %479 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
            %481 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %480#0, %481 : f32, !llvm.ptr
            %482 = llvm.getelementptr %481[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#1, %482 : f32, !llvm.ptr
            %483 = llvm.getelementptr %481[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#2, %483 : f32, !llvm.ptr
            %484 = llvm.getelementptr %481[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#3, %484 : f32, !llvm.ptr
            %485 = llvm.getelementptr %481[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#4, %485 : f32, !llvm.ptr
            %486 = llvm.getelementptr %481[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#5, %486 : f32, !llvm.ptr
            %487 = llvm.getelementptr %481[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#6, %487 : f32, !llvm.ptr
            %488 = llvm.getelementptr %481[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#7, %488 : f32, !llvm.ptr
            %489 = llvm.getelementptr %481[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#8, %489 : f32, !llvm.ptr
            %490 = llvm.getelementptr %481[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#9, %490 : f32, !llvm.ptr
            %491 = llvm.getelementptr %481[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#10, %491 : f32, !llvm.ptr
            %492 = llvm.getelementptr %481[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#11, %492 : f32, !llvm.ptr
            %493 = llvm.getelementptr %481[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#12, %493 : f32, !llvm.ptr
            %494 = llvm.getelementptr %481[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#13, %494 : f32, !llvm.ptr
            %495 = llvm.getelementptr %481[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#14, %495 : f32, !llvm.ptr
            %496 = llvm.getelementptr %481[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#15, %496 : f32, !llvm.ptr
            %497 = llvm.getelementptr %481[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#16, %497 : f32, !llvm.ptr
            %498 = llvm.getelementptr %481[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#17, %498 : f32, !llvm.ptr
            %499 = llvm.getelementptr %481[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#18, %499 : f32, !llvm.ptr
            %500 = llvm.getelementptr %481[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#19, %500 : f32, !llvm.ptr
            %501 = llvm.getelementptr %481[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#20, %501 : f32, !llvm.ptr
            %502 = llvm.getelementptr %481[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#21, %502 : f32, !llvm.ptr
            %503 = llvm.getelementptr %481[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#22, %503 : f32, !llvm.ptr
            %504 = llvm.getelementptr %481[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#23, %504 : f32, !llvm.ptr
            %505 = llvm.getelementptr %481[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#24, %505 : f32, !llvm.ptr
            %506 = llvm.getelementptr %481[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#25, %506 : f32, !llvm.ptr
            %507 = llvm.getelementptr %481[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#26, %507 : f32, !llvm.ptr
            %508 = llvm.getelementptr %481[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#27, %508 : f32, !llvm.ptr
            %509 = llvm.getelementptr %481[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#28, %509 : f32, !llvm.ptr
            %510 = llvm.getelementptr %481[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#29, %510 : f32, !llvm.ptr
            %511 = llvm.getelementptr %481[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#30, %511 : f32, !llvm.ptr
            %512 = llvm.getelementptr %481[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#31, %512 : f32, !llvm.ptr
            %513 = llvm.getelementptr %481[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#32, %513 : f32, !llvm.ptr
            %514 = llvm.getelementptr %481[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#33, %514 : f32, !llvm.ptr
            %515 = llvm.getelementptr %481[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#34, %515 : f32, !llvm.ptr
            %516 = llvm.getelementptr %481[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#35, %516 : f32, !llvm.ptr
            %517 = llvm.getelementptr %481[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#36, %517 : f32, !llvm.ptr
            %518 = llvm.getelementptr %481[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#37, %518 : f32, !llvm.ptr
            %519 = llvm.getelementptr %481[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#38, %519 : f32, !llvm.ptr
            %520 = llvm.getelementptr %481[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#39, %520 : f32, !llvm.ptr
            %521 = llvm.getelementptr %481[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#40, %521 : f32, !llvm.ptr
            %522 = llvm.getelementptr %481[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#41, %522 : f32, !llvm.ptr
            %523 = llvm.getelementptr %481[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#42, %523 : f32, !llvm.ptr
            %524 = llvm.getelementptr %481[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#43, %524 : f32, !llvm.ptr
            %525 = llvm.getelementptr %481[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#44, %525 : f32, !llvm.ptr
            %526 = llvm.getelementptr %481[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#45, %526 : f32, !llvm.ptr
            %527 = llvm.getelementptr %481[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#46, %527 : f32, !llvm.ptr
            %528 = llvm.getelementptr %481[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#47, %528 : f32, !llvm.ptr
            %529 = llvm.getelementptr %481[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#48, %529 : f32, !llvm.ptr
            %530 = llvm.getelementptr %481[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#49, %530 : f32, !llvm.ptr
            %531 = llvm.getelementptr %481[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#50, %531 : f32, !llvm.ptr
            %532 = llvm.getelementptr %481[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#51, %532 : f32, !llvm.ptr
            %533 = llvm.getelementptr %481[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#52, %533 : f32, !llvm.ptr
            %534 = llvm.getelementptr %481[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#53, %534 : f32, !llvm.ptr
            %535 = llvm.getelementptr %481[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#54, %535 : f32, !llvm.ptr
            %536 = llvm.getelementptr %481[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#55, %536 : f32, !llvm.ptr
            %537 = llvm.getelementptr %481[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#56, %537 : f32, !llvm.ptr
            %538 = llvm.getelementptr %481[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#57, %538 : f32, !llvm.ptr
            %539 = llvm.getelementptr %481[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#58, %539 : f32, !llvm.ptr
            %540 = llvm.getelementptr %481[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#59, %540 : f32, !llvm.ptr
            %541 = llvm.getelementptr %481[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#60, %541 : f32, !llvm.ptr
            %542 = llvm.getelementptr %481[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#61, %542 : f32, !llvm.ptr
            %543 = llvm.getelementptr %481[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#62, %543 : f32, !llvm.ptr
            %544 = llvm.getelementptr %481[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#63, %544 : f32, !llvm.ptr
            %545 = llvm.getelementptr %481[64] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#64, %545 : f32, !llvm.ptr
            %546 = llvm.getelementptr %481[65] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#65, %546 : f32, !llvm.ptr
            %547 = llvm.getelementptr %481[66] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#66, %547 : f32, !llvm.ptr
            %548 = llvm.getelementptr %481[67] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#67, %548 : f32, !llvm.ptr
            %549 = llvm.getelementptr %481[68] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#68, %549 : f32, !llvm.ptr
            %550 = llvm.getelementptr %481[69] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#69, %550 : f32, !llvm.ptr
            %551 = llvm.getelementptr %481[70] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#70, %551 : f32, !llvm.ptr
            %552 = llvm.getelementptr %481[71] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#71, %552 : f32, !llvm.ptr
            %553 = llvm.getelementptr %481[72] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#72, %553 : f32, !llvm.ptr
            %554 = llvm.getelementptr %481[73] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#73, %554 : f32, !llvm.ptr
            %555 = llvm.getelementptr %481[74] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#74, %555 : f32, !llvm.ptr
            %556 = llvm.getelementptr %481[75] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#75, %556 : f32, !llvm.ptr
            %557 = llvm.getelementptr %481[76] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#76, %557 : f32, !llvm.ptr
            %558 = llvm.getelementptr %481[77] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#77, %558 : f32, !llvm.ptr
            %559 = llvm.getelementptr %481[78] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#78, %559 : f32, !llvm.ptr
            %560 = llvm.getelementptr %481[79] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#79, %560 : f32, !llvm.ptr
            %561 = llvm.getelementptr %481[80] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#80, %561 : f32, !llvm.ptr
            %562 = llvm.getelementptr %481[81] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#81, %562 : f32, !llvm.ptr
            %563 = llvm.getelementptr %481[82] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#82, %563 : f32, !llvm.ptr
            %564 = llvm.getelementptr %481[83] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#83, %564 : f32, !llvm.ptr
            %565 = llvm.getelementptr %481[84] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#84, %565 : f32, !llvm.ptr
            %566 = llvm.getelementptr %481[85] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#85, %566 : f32, !llvm.ptr
            %567 = llvm.getelementptr %481[86] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#86, %567 : f32, !llvm.ptr
            %568 = llvm.getelementptr %481[87] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#87, %568 : f32, !llvm.ptr
            %569 = llvm.getelementptr %481[88] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#88, %569 : f32, !llvm.ptr
            %570 = llvm.getelementptr %481[89] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#89, %570 : f32, !llvm.ptr
            %571 = llvm.getelementptr %481[90] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#90, %571 : f32, !llvm.ptr
            %572 = llvm.getelementptr %481[91] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#91, %572 : f32, !llvm.ptr
            %573 = llvm.getelementptr %481[92] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#92, %573 : f32, !llvm.ptr
            %574 = llvm.getelementptr %481[93] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#93, %574 : f32, !llvm.ptr
            %575 = llvm.getelementptr %481[94] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#94, %575 : f32, !llvm.ptr
            %576 = llvm.getelementptr %481[95] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#95, %576 : f32, !llvm.ptr
            %577 = llvm.getelementptr %481[96] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#96, %577 : f32, !llvm.ptr
            %578 = llvm.getelementptr %481[97] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#97, %578 : f32, !llvm.ptr
            %579 = llvm.getelementptr %481[98] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#98, %579 : f32, !llvm.ptr
            %580 = llvm.getelementptr %481[99] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#99, %580 : f32, !llvm.ptr
            %581 = llvm.getelementptr %481[100] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#100, %581 : f32, !llvm.ptr
            %582 = llvm.getelementptr %481[101] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#101, %582 : f32, !llvm.ptr
            %583 = llvm.getelementptr %481[102] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#102, %583 : f32, !llvm.ptr
            %584 = llvm.getelementptr %481[103] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#103, %584 : f32, !llvm.ptr
            %585 = llvm.getelementptr %481[104] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#104, %585 : f32, !llvm.ptr
            %586 = llvm.getelementptr %481[105] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#105, %586 : f32, !llvm.ptr
            %587 = llvm.getelementptr %481[106] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#106, %587 : f32, !llvm.ptr
            %588 = llvm.getelementptr %481[107] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#107, %588 : f32, !llvm.ptr
            %589 = llvm.getelementptr %481[108] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#108, %589 : f32, !llvm.ptr
            %590 = llvm.getelementptr %481[109] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#109, %590 : f32, !llvm.ptr
            %591 = llvm.getelementptr %481[110] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#110, %591 : f32, !llvm.ptr
            %592 = llvm.getelementptr %481[111] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#111, %592 : f32, !llvm.ptr
            %593 = llvm.getelementptr %481[112] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#112, %593 : f32, !llvm.ptr
            %594 = llvm.getelementptr %481[113] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#113, %594 : f32, !llvm.ptr
            %595 = llvm.getelementptr %481[114] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#114, %595 : f32, !llvm.ptr
            %596 = llvm.getelementptr %481[115] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#115, %596 : f32, !llvm.ptr
            %597 = llvm.getelementptr %481[116] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#116, %597 : f32, !llvm.ptr
            %598 = llvm.getelementptr %481[117] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#117, %598 : f32, !llvm.ptr
            %599 = llvm.getelementptr %481[118] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#118, %599 : f32, !llvm.ptr
            %600 = llvm.getelementptr %481[119] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#119, %600 : f32, !llvm.ptr
            %601 = llvm.getelementptr %481[120] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#120, %601 : f32, !llvm.ptr
            %602 = llvm.getelementptr %481[121] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#121, %602 : f32, !llvm.ptr
            %603 = llvm.getelementptr %481[122] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#122, %603 : f32, !llvm.ptr
            %604 = llvm.getelementptr %481[123] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#123, %604 : f32, !llvm.ptr
            %605 = llvm.getelementptr %481[124] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#124, %605 : f32, !llvm.ptr
            %606 = llvm.getelementptr %481[125] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#125, %606 : f32, !llvm.ptr
            %607 = llvm.getelementptr %481[126] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#126, %607 : f32, !llvm.ptr
            %608 = llvm.getelementptr %481[127] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#127, %608 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x256x16_0e08
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %76 : !mma_bf16_bf16_f32_64x256x16_0e08
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %75 : !mma_bf16_bf16_f32_64x256x16_0e08
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_3 = arith.constant true
      %609 = cute_nvgpu.atom.set_value(%267, %true_3 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x256x16_0e08
      %coord_31 = cute.make_coord(%c0_i32_2) : (i32) -> !cute.coord<"(_,_,1,?)">
      %lay_96 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %idx_18 = cute.crd2idx(%coord_31, %lay_96) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
      %iter_100 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %tup_34 = cute.add_offset(%iter_100, %idx_18) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_37 = cute.make_view(%tup_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_101 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_102 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %coord_32 = cute.make_coord(%c0_i32_2) : (i32) -> !cute.coord<"(_,_,1,?)">
      %lay_97 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
      %idx_19 = cute.crd2idx(%coord_32, %lay_97) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,2048))">) -> !cute.int_tuple<"?{div=2}">
      %iter_103 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
      %tup_35 = cute.add_offset(%iter_103, %idx_19) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_38 = cute.make_view(%tup_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_104 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_105 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_98 = cute.get_layout(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %610 = cute.get_shape(%lay_98) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_86, %e1_60 = cute.get_leaves(%610) : !cute.shape<"(1,1)">
      %lay_99 = cute.get_layout(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %611 = cute.get_shape(%lay_99) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_87, %e1_61 = cute.get_leaves(%611) : !cute.shape<"(1,1)">
      %lay_100 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %612 = cute.get_shape(%lay_100) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_88, %e1_62, %e2_32, %e3_17, %e4_6 = cute.get_leaves(%612) : !cute.shape<"((2,2,32),1,1)">
      %lay_101 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %613 = cute.get_shape(%lay_101) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_89, %e1_63, %e2_33, %e3_18, %e4_7 = cute.get_leaves(%613) : !cute.shape<"((2,2,32),1,1)">
      %iter_106 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_107 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_108 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
      %iter_109 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
      %lay_102 = cute.get_layout(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_103 = cute.get_layout(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_104 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %lay_105 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %614 = cute.static : !cute.layout<"1:0">
      %append_9 = cute.append_to_rank<3> (%lay_102, %614) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %append_10 = cute.append_to_rank<3> (%lay_103, %614) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_17 = cute.size(%append_9) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %sz_18 = cute.size(%append_9) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %sz_19 = cute.size(%append_10) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %615 = cute.get_scalars(%sz_17) : !cute.int_tuple<"1">
      %616 = cute.get_scalars(%sz_18) : !cute.int_tuple<"1">
      %617 = cute.get_scalars(%sz_19) : !cute.int_tuple<"1">
      %c0_i32_10 = arith.constant 0 : i32
      %c1_i32_8 = arith.constant 1 : i32
      %618 = scf.for %arg6 = %c0_i32_10 to %615 step %c1_i32_8 iter_args(%arg7 = %609) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
        %75 = scf.for %arg8 = %c0_i32_10 to %616 step %c1_i32_8 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
          %76 = scf.for %arg10 = %c0_i32_10 to %617 step %c1_i32_8 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
            %coord_28 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_30 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %77:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_93 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_15 = cute.crd2idx(%coord_28, %append_9) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_32 = cute.add_offset(%iter_106, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_33 = cute.make_view(%tup_32, %lay_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %78:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_39 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_7 = cute.crd2idx(%coord_29, %append_10) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_33 = cute.add_offset(%iter_107, %idx_7) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_34 = cute.make_view(%tup_33, %lay_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %111:2 = cute.get_scalars(%coord_30) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_94 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
            %idx_16 = cute.crd2idx(%coord_30, %lay_104) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
            %ptr_19 = cute.add_offset(%iter_108, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
            %view_35 = cute.make_view(%ptr_19, %lay_94) : !memref_rmem_f32_1ca7
            %112:2 = cute.get_scalars(%coord_30) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_95 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
            %idx_17 = cute.crd2idx(%coord_30, %lay_105) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
            %ptr_20 = cute.add_offset(%iter_109, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
            %view_36 = cute.make_view(%ptr_20, %lay_95) : !memref_rmem_f32_1ca7
            %iter_97 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_98 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_99 = cute.get_iter(%view_35) : !memref_rmem_f32_1ca7
            %113 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %114 = llvm.load %113 : !llvm.ptr -> f32
            %216 = llvm.getelementptr %113[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %217 = llvm.load %216 : !llvm.ptr -> f32
            %218 = llvm.getelementptr %113[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %219 = llvm.load %218 : !llvm.ptr -> f32
            %220 = llvm.getelementptr %113[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %221 = llvm.load %220 : !llvm.ptr -> f32
            %222 = llvm.getelementptr %113[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %223 = llvm.load %222 : !llvm.ptr -> f32
            %224 = llvm.getelementptr %113[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %225 = llvm.load %224 : !llvm.ptr -> f32
            %226 = llvm.getelementptr %113[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %227 = llvm.load %226 : !llvm.ptr -> f32
            %228 = llvm.getelementptr %113[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %229 = llvm.load %228 : !llvm.ptr -> f32
            %230 = llvm.getelementptr %113[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %231 = llvm.load %230 : !llvm.ptr -> f32
            %232 = llvm.getelementptr %113[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %233 = llvm.load %232 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %113[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %113[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %242 = llvm.load %241 : !llvm.ptr -> f32
            %243 = llvm.getelementptr %113[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %244 = llvm.load %243 : !llvm.ptr -> f32
            %245 = llvm.getelementptr %113[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %246 = llvm.load %245 : !llvm.ptr -> f32
            %247 = llvm.getelementptr %113[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %248 = llvm.load %247 : !llvm.ptr -> f32
            %249 = llvm.getelementptr %113[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %250 = llvm.load %249 : !llvm.ptr -> f32
            %251 = llvm.getelementptr %113[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %251 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %113[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %113[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %113[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %113[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %113[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %113[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %113[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %113[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %215 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %113[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %113[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %277 = llvm.getelementptr %113[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %278 = llvm.load %277 : !llvm.ptr -> f32
            %279 = llvm.getelementptr %113[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %280 = llvm.load %279 : !llvm.ptr -> f32
            %281 = llvm.getelementptr %113[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %282 = llvm.load %281 : !llvm.ptr -> f32
            %283 = llvm.getelementptr %113[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %284 = llvm.load %283 : !llvm.ptr -> f32
            %285 = llvm.getelementptr %113[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %286 = llvm.load %285 : !llvm.ptr -> f32
            %287 = llvm.getelementptr %113[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %288 = llvm.load %287 : !llvm.ptr -> f32
            %289 = llvm.getelementptr %113[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %290 = llvm.load %289 : !llvm.ptr -> f32
            %291 = llvm.getelementptr %113[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %292 = llvm.load %291 : !llvm.ptr -> f32
            %293 = llvm.getelementptr %113[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %294 = llvm.load %293 : !llvm.ptr -> f32
            %295 = llvm.getelementptr %113[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %296 = llvm.load %295 : !llvm.ptr -> f32
            %297 = llvm.getelementptr %113[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %298 = llvm.load %297 : !llvm.ptr -> f32
            %299 = llvm.getelementptr %113[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %300 = llvm.load %299 : !llvm.ptr -> f32
            %301 = llvm.getelementptr %113[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %302 = llvm.load %301 : !llvm.ptr -> f32
            %303 = llvm.getelementptr %113[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %304 = llvm.load %303 : !llvm.ptr -> f32
            %305 = llvm.getelementptr %113[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %306 = llvm.load %305 : !llvm.ptr -> f32
            %307 = llvm.getelementptr %113[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %308 = llvm.load %307 : !llvm.ptr -> f32
            %309 = llvm.getelementptr %113[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %310 = llvm.load %309 : !llvm.ptr -> f32
            %311 = llvm.getelementptr %113[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %312 = llvm.load %311 : !llvm.ptr -> f32
            %313 = llvm.getelementptr %113[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %314 = llvm.load %313 : !llvm.ptr -> f32
            %315 = llvm.getelementptr %113[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %316 = llvm.load %315 : !llvm.ptr -> f32
            %317 = llvm.getelementptr %113[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %318 = llvm.load %317 : !llvm.ptr -> f32
            %319 = llvm.getelementptr %113[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %320 = llvm.load %319 : !llvm.ptr -> f32
            %321 = llvm.getelementptr %113[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %322 = llvm.load %321 : !llvm.ptr -> f32
            %323 = llvm.getelementptr %113[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %324 = llvm.load %323 : !llvm.ptr -> f32
            %325 = llvm.getelementptr %113[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %326 = llvm.load %325 : !llvm.ptr -> f32
            %327 = llvm.getelementptr %113[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %328 = llvm.load %327 : !llvm.ptr -> f32
            %329 = llvm.getelementptr %113[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %330 = llvm.load %329 : !llvm.ptr -> f32
            %331 = llvm.getelementptr %113[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %332 = llvm.load %331 : !llvm.ptr -> f32
            %333 = llvm.getelementptr %113[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %334 = llvm.load %333 : !llvm.ptr -> f32
            %335 = llvm.getelementptr %113[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %336 = llvm.load %335 : !llvm.ptr -> f32
            %337 = llvm.getelementptr %113[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %338 = llvm.load %337 : !llvm.ptr -> f32
            %339 = llvm.getelementptr %113[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %340 = llvm.load %339 : !llvm.ptr -> f32
            %341 = llvm.getelementptr %113[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %342 = llvm.load %341 : !llvm.ptr -> f32
            %343 = llvm.getelementptr %113[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %344 = llvm.load %343 : !llvm.ptr -> f32
            %345 = llvm.getelementptr %113[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %346 = llvm.load %345 : !llvm.ptr -> f32
            %347 = llvm.getelementptr %113[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %348 = llvm.load %347 : !llvm.ptr -> f32
            %349 = llvm.getelementptr %113[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %350 = llvm.load %349 : !llvm.ptr -> f32
            %351 = llvm.getelementptr %113[64] : (!llvm.ptr) -> !llvm.ptr, f32
            %352 = llvm.load %351 : !llvm.ptr -> f32
            %353 = llvm.getelementptr %113[65] : (!llvm.ptr) -> !llvm.ptr, f32
            %354 = llvm.load %353 : !llvm.ptr -> f32
            %355 = llvm.getelementptr %113[66] : (!llvm.ptr) -> !llvm.ptr, f32
            %356 = llvm.load %355 : !llvm.ptr -> f32
            %357 = llvm.getelementptr %113[67] : (!llvm.ptr) -> !llvm.ptr, f32
            %358 = llvm.load %357 : !llvm.ptr -> f32
            %359 = llvm.getelementptr %113[68] : (!llvm.ptr) -> !llvm.ptr, f32
            %360 = llvm.load %359 : !llvm.ptr -> f32
            %361 = llvm.getelementptr %113[69] : (!llvm.ptr) -> !llvm.ptr, f32
            %362 = llvm.load %361 : !llvm.ptr -> f32
            %363 = llvm.getelementptr %113[70] : (!llvm.ptr) -> !llvm.ptr, f32
            %364 = llvm.load %363 : !llvm.ptr -> f32
            %365 = llvm.getelementptr %113[71] : (!llvm.ptr) -> !llvm.ptr, f32
            %366 = llvm.load %365 : !llvm.ptr -> f32
            %367 = llvm.getelementptr %113[72] : (!llvm.ptr) -> !llvm.ptr, f32
            %368 = llvm.load %367 : !llvm.ptr -> f32
            %369 = llvm.getelementptr %113[73] : (!llvm.ptr) -> !llvm.ptr, f32
            %370 = llvm.load %369 : !llvm.ptr -> f32
            %371 = llvm.getelementptr %113[74] : (!llvm.ptr) -> !llvm.ptr, f32
            %372 = llvm.load %371 : !llvm.ptr -> f32
            %373 = llvm.getelementptr %113[75] : (!llvm.ptr) -> !llvm.ptr, f32
            %374 = llvm.load %373 : !llvm.ptr -> f32
            %375 = llvm.getelementptr %113[76] : (!llvm.ptr) -> !llvm.ptr, f32
            %376 = llvm.load %375 : !llvm.ptr -> f32
            %377 = llvm.getelementptr %113[77] : (!llvm.ptr) -> !llvm.ptr, f32
            %378 = llvm.load %377 : !llvm.ptr -> f32
            %379 = llvm.getelementptr %113[78] : (!llvm.ptr) -> !llvm.ptr, f32
            %380 = llvm.load %379 : !llvm.ptr -> f32
            %381 = llvm.getelementptr %113[79] : (!llvm.ptr) -> !llvm.ptr, f32
            %382 = llvm.load %381 : !llvm.ptr -> f32
            %383 = llvm.getelementptr %113[80] : (!llvm.ptr) -> !llvm.ptr, f32
            %384 = llvm.load %383 : !llvm.ptr -> f32
            %385 = llvm.getelementptr %113[81] : (!llvm.ptr) -> !llvm.ptr, f32
            %386 = llvm.load %385 : !llvm.ptr -> f32
            %387 = llvm.getelementptr %113[82] : (!llvm.ptr) -> !llvm.ptr, f32
            %388 = llvm.load %387 : !llvm.ptr -> f32
            %389 = llvm.getelementptr %113[83] : (!llvm.ptr) -> !llvm.ptr, f32
            %390 = llvm.load %389 : !llvm.ptr -> f32
            %391 = llvm.getelementptr %113[84] : (!llvm.ptr) -> !llvm.ptr, f32
            %392 = llvm.load %391 : !llvm.ptr -> f32
            %393 = llvm.getelementptr %113[85] : (!llvm.ptr) -> !llvm.ptr, f32
            %394 = llvm.load %393 : !llvm.ptr -> f32
            %395 = llvm.getelementptr %113[86] : (!llvm.ptr) -> !llvm.ptr, f32
            %396 = llvm.load %395 : !llvm.ptr -> f32
            %397 = llvm.getelementptr %113[87] : (!llvm.ptr) -> !llvm.ptr, f32
            %398 = llvm.load %397 : !llvm.ptr -> f32
            %399 = llvm.getelementptr %113[88] : (!llvm.ptr) -> !llvm.ptr, f32
            %400 = llvm.load %399 : !llvm.ptr -> f32
            %401 = llvm.getelementptr %113[89] : (!llvm.ptr) -> !llvm.ptr, f32
            %402 = llvm.load %401 : !llvm.ptr -> f32
            %403 = llvm.getelementptr %113[90] : (!llvm.ptr) -> !llvm.ptr, f32
            %404 = llvm.load %403 : !llvm.ptr -> f32
            %405 = llvm.getelementptr %113[91] : (!llvm.ptr) -> !llvm.ptr, f32
            %406 = llvm.load %405 : !llvm.ptr -> f32
            %407 = llvm.getelementptr %113[92] : (!llvm.ptr) -> !llvm.ptr, f32
            %408 = llvm.load %407 : !llvm.ptr -> f32
            %409 = llvm.getelementptr %113[93] : (!llvm.ptr) -> !llvm.ptr, f32
            %410 = llvm.load %409 : !llvm.ptr -> f32
            %411 = llvm.getelementptr %113[94] : (!llvm.ptr) -> !llvm.ptr, f32
            %412 = llvm.load %411 : !llvm.ptr -> f32
            %413 = llvm.getelementptr %113[95] : (!llvm.ptr) -> !llvm.ptr, f32
            %414 = llvm.load %413 : !llvm.ptr -> f32
            %415 = llvm.getelementptr %113[96] : (!llvm.ptr) -> !llvm.ptr, f32
            %416 = llvm.load %415 : !llvm.ptr -> f32
            %417 = llvm.getelementptr %113[97] : (!llvm.ptr) -> !llvm.ptr, f32
            %418 = llvm.load %417 : !llvm.ptr -> f32
            %419 = llvm.getelementptr %113[98] : (!llvm.ptr) -> !llvm.ptr, f32
            %420 = llvm.load %419 : !llvm.ptr -> f32
            %421 = llvm.getelementptr %113[99] : (!llvm.ptr) -> !llvm.ptr, f32
            %422 = llvm.load %421 : !llvm.ptr -> f32
            %423 = llvm.getelementptr %113[100] : (!llvm.ptr) -> !llvm.ptr, f32
            %424 = llvm.load %423 : !llvm.ptr -> f32
            %425 = llvm.getelementptr %113[101] : (!llvm.ptr) -> !llvm.ptr, f32
            %426 = llvm.load %425 : !llvm.ptr -> f32
            %427 = llvm.getelementptr %113[102] : (!llvm.ptr) -> !llvm.ptr, f32
            %428 = llvm.load %427 : !llvm.ptr -> f32
            %429 = llvm.getelementptr %113[103] : (!llvm.ptr) -> !llvm.ptr, f32
            %430 = llvm.load %429 : !llvm.ptr -> f32
            %431 = llvm.getelementptr %113[104] : (!llvm.ptr) -> !llvm.ptr, f32
            %432 = llvm.load %431 : !llvm.ptr -> f32
            %433 = llvm.getelementptr %113[105] : (!llvm.ptr) -> !llvm.ptr, f32
            %434 = llvm.load %433 : !llvm.ptr -> f32
            %435 = llvm.getelementptr %113[106] : (!llvm.ptr) -> !llvm.ptr, f32
            %436 = llvm.load %435 : !llvm.ptr -> f32
            %437 = llvm.getelementptr %113[107] : (!llvm.ptr) -> !llvm.ptr, f32
            %438 = llvm.load %437 : !llvm.ptr -> f32
            %439 = llvm.getelementptr %113[108] : (!llvm.ptr) -> !llvm.ptr, f32
            %440 = llvm.load %439 : !llvm.ptr -> f32
            %441 = llvm.getelementptr %113[109] : (!llvm.ptr) -> !llvm.ptr, f32
            %442 = llvm.load %441 : !llvm.ptr -> f32
            %443 = llvm.getelementptr %113[110] : (!llvm.ptr) -> !llvm.ptr, f32
            %444 = llvm.load %443 : !llvm.ptr -> f32
            %445 = llvm.getelementptr %113[111] : (!llvm.ptr) -> !llvm.ptr, f32
            %446 = llvm.load %445 : !llvm.ptr -> f32
            %447 = llvm.getelementptr %113[112] : (!llvm.ptr) -> !llvm.ptr, f32
            %448 = llvm.load %447 : !llvm.ptr -> f32
            %449 = llvm.getelementptr %113[113] : (!llvm.ptr) -> !llvm.ptr, f32
            %450 = llvm.load %449 : !llvm.ptr -> f32
            %451 = llvm.getelementptr %113[114] : (!llvm.ptr) -> !llvm.ptr, f32
            %452 = llvm.load %451 : !llvm.ptr -> f32
            %453 = llvm.getelementptr %113[115] : (!llvm.ptr) -> !llvm.ptr, f32
            %454 = llvm.load %453 : !llvm.ptr -> f32
            %455 = llvm.getelementptr %113[116] : (!llvm.ptr) -> !llvm.ptr, f32
            %456 = llvm.load %455 : !llvm.ptr -> f32
            %457 = llvm.getelementptr %113[117] : (!llvm.ptr) -> !llvm.ptr, f32
            %458 = llvm.load %457 : !llvm.ptr -> f32
            %459 = llvm.getelementptr %113[118] : (!llvm.ptr) -> !llvm.ptr, f32
            %460 = llvm.load %459 : !llvm.ptr -> f32
            %461 = llvm.getelementptr %113[119] : (!llvm.ptr) -> !llvm.ptr, f32
            %462 = llvm.load %461 : !llvm.ptr -> f32
            %463 = llvm.getelementptr %113[120] : (!llvm.ptr) -> !llvm.ptr, f32
            %464 = llvm.load %463 : !llvm.ptr -> f32
            %465 = llvm.getelementptr %113[121] : (!llvm.ptr) -> !llvm.ptr, f32
            %466 = llvm.load %465 : !llvm.ptr -> f32
            %467 = llvm.getelementptr %113[122] : (!llvm.ptr) -> !llvm.ptr, f32
            %468 = llvm.load %467 : !llvm.ptr -> f32
            %469 = llvm.getelementptr %113[123] : (!llvm.ptr) -> !llvm.ptr, f32
            %470 = llvm.load %469 : !llvm.ptr -> f32
            %471 = llvm.getelementptr %113[124] : (!llvm.ptr) -> !llvm.ptr, f32
            %472 = llvm.load %471 : !llvm.ptr -> f32
            %473 = llvm.getelementptr %113[125] : (!llvm.ptr) -> !llvm.ptr, f32
            %474 = llvm.load %473 : !llvm.ptr -> f32
            %475 = llvm.getelementptr %113[126] : (!llvm.ptr) -> !llvm.ptr, f32
            %476 = llvm.load %475 : !llvm.ptr -> f32
            %477 = llvm.getelementptr %113[127] : (!llvm.ptr) -> !llvm.ptr, f32
            %478 = llvm.load %477 : !llvm.ptr -> f32
            %479 = cute_nvgpu.atom.get_value(%arg11 : !mma_bf16_bf16_f32_64x256x16_0e08) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
            %480:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %iter_97 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_98 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%114, %217, %219, %221, %223, %225, %227, %229, %231, %233, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %234, %236, %238, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %318, %320, %322, %324, %326, %328, %330, %332, %334, %336, %338, %340, %342, %344, %346, %348, %350, %352, %354, %356, %358, %360, %362, %364, %366, %368, %370, %372, %374, %376, %378, %380, %382, %384, %386, %388, %390, %392, %394, %396, %398, %400, %402, %404, %406, %408, %410, %412, %414, %416, %418, %420, %422, %424, %426, %428, %430, %432, %434, %436, %438, %440, %442, %444, %446, %448, %450, %452, %454, %456, %458, %460, %462, %464, %466, %468, %470, %472, %474, %476, %478], accum = %479 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
            %481 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %480#0, %481 : f32, !llvm.ptr
            %482 = llvm.getelementptr %481[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#1, %482 : f32, !llvm.ptr
            %483 = llvm.getelementptr %481[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#2, %483 : f32, !llvm.ptr
            %484 = llvm.getelementptr %481[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#3, %484 : f32, !llvm.ptr
            %485 = llvm.getelementptr %481[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#4, %485 : f32, !llvm.ptr
            %486 = llvm.getelementptr %481[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#5, %486 : f32, !llvm.ptr
            %487 = llvm.getelementptr %481[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#6, %487 : f32, !llvm.ptr
            %488 = llvm.getelementptr %481[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#7, %488 : f32, !llvm.ptr
            %489 = llvm.getelementptr %481[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#8, %489 : f32, !llvm.ptr
            %490 = llvm.getelementptr %481[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#9, %490 : f32, !llvm.ptr
            %491 = llvm.getelementptr %481[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#10, %491 : f32, !llvm.ptr
            %492 = llvm.getelementptr %481[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#11, %492 : f32, !llvm.ptr
            %493 = llvm.getelementptr %481[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#12, %493 : f32, !llvm.ptr
            %494 = llvm.getelementptr %481[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#13, %494 : f32, !llvm.ptr
            %495 = llvm.getelementptr %481[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#14, %495 : f32, !llvm.ptr
            %496 = llvm.getelementptr %481[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#15, %496 : f32, !llvm.ptr
            %497 = llvm.getelementptr %481[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#16, %497 : f32, !llvm.ptr
            %498 = llvm.getelementptr %481[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#17, %498 : f32, !llvm.ptr
            %499 = llvm.getelementptr %481[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#18, %499 : f32, !llvm.ptr
            %500 = llvm.getelementptr %481[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#19, %500 : f32, !llvm.ptr
            %501 = llvm.getelementptr %481[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#20, %501 : f32, !llvm.ptr
            %502 = llvm.getelementptr %481[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#21, %502 : f32, !llvm.ptr
            %503 = llvm.getelementptr %481[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#22, %503 : f32, !llvm.ptr
            %504 = llvm.getelementptr %481[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#23, %504 : f32, !llvm.ptr
            %505 = llvm.getelementptr %481[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#24, %505 : f32, !llvm.ptr
            %506 = llvm.getelementptr %481[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#25, %506 : f32, !llvm.ptr
            %507 = llvm.getelementptr %481[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#26, %507 : f32, !llvm.ptr
            %508 = llvm.getelementptr %481[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#27, %508 : f32, !llvm.ptr
            %509 = llvm.getelementptr %481[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#28, %509 : f32, !llvm.ptr
            %510 = llvm.getelementptr %481[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#29, %510 : f32, !llvm.ptr
            %511 = llvm.getelementptr %481[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#30, %511 : f32, !llvm.ptr
            %512 = llvm.getelementptr %481[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#31, %512 : f32, !llvm.ptr
            %513 = llvm.getelementptr %481[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#32, %513 : f32, !llvm.ptr
            %514 = llvm.getelementptr %481[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#33, %514 : f32, !llvm.ptr
            %515 = llvm.getelementptr %481[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#34, %515 : f32, !llvm.ptr
            %516 = llvm.getelementptr %481[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#35, %516 : f32, !llvm.ptr
            %517 = llvm.getelementptr %481[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#36, %517 : f32, !llvm.ptr
            %518 = llvm.getelementptr %481[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#37, %518 : f32, !llvm.ptr
            %519 = llvm.getelementptr %481[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#38, %519 : f32, !llvm.ptr
            %520 = llvm.getelementptr %481[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#39, %520 : f32, !llvm.ptr
            %521 = llvm.getelementptr %481[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#40, %521 : f32, !llvm.ptr
            %522 = llvm.getelementptr %481[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#41, %522 : f32, !llvm.ptr
            %523 = llvm.getelementptr %481[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#42, %523 : f32, !llvm.ptr
            %524 = llvm.getelementptr %481[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#43, %524 : f32, !llvm.ptr
            %525 = llvm.getelementptr %481[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#44, %525 : f32, !llvm.ptr
            %526 = llvm.getelementptr %481[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#45, %526 : f32, !llvm.ptr
            %527 = llvm.getelementptr %481[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#46, %527 : f32, !llvm.ptr
            %528 = llvm.getelementptr %481[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#47, %528 : f32, !llvm.ptr
            %529 = llvm.getelementptr %481[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#48, %529 : f32, !llvm.ptr
            %530 = llvm.getelementptr %481[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#49, %530 : f32, !llvm.ptr
            %531 = llvm.getelementptr %481[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#50, %531 : f32, !llvm.ptr
            %532 = llvm.getelementptr %481[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#51, %532 : f32, !llvm.ptr
            %533 = llvm.getelementptr %481[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#52, %533 : f32, !llvm.ptr
            %534 = llvm.getelementptr %481[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#53, %534 : f32, !llvm.ptr
            %535 = llvm.getelementptr %481[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#54, %535 : f32, !llvm.ptr
            %536 = llvm.getelementptr %481[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#55, %536 : f32, !llvm.ptr
            %537 = llvm.getelementptr %481[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#56, %537 : f32, !llvm.ptr
            %538 = llvm.getelementptr %481[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#57, %538 : f32, !llvm.ptr
            %539 = llvm.getelementptr %481[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#58, %539 : f32, !llvm.ptr
            %540 = llvm.getelementptr %481[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#59, %540 : f32, !llvm.ptr
            %541 = llvm.getelementptr %481[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#60, %541 : f32, !llvm.ptr
            %542 = llvm.getelementptr %481[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#61, %542 : f32, !llvm.ptr
            %543 = llvm.getelementptr %481[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#62, %543 : f32, !llvm.ptr
            %544 = llvm.getelementptr %481[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#63, %544 : f32, !llvm.ptr
            %545 = llvm.getelementptr %481[64] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#64, %545 : f32, !llvm.ptr
            %546 = llvm.getelementptr %481[65] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#65, %546 : f32, !llvm.ptr
            %547 = llvm.getelementptr %481[66] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#66, %547 : f32, !llvm.ptr
            %548 = llvm.getelementptr %481[67] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#67, %548 : f32, !llvm.ptr
            %549 = llvm.getelementptr %481[68] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#68, %549 : f32, !llvm.ptr
            %550 = llvm.getelementptr %481[69] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#69, %550 : f32, !llvm.ptr
            %551 = llvm.getelementptr %481[70] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#70, %551 : f32, !llvm.ptr
            %552 = llvm.getelementptr %481[71] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#71, %552 : f32, !llvm.ptr
            %553 = llvm.getelementptr %481[72] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#72, %553 : f32, !llvm.ptr
            %554 = llvm.getelementptr %481[73] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#73, %554 : f32, !llvm.ptr
            %555 = llvm.getelementptr %481[74] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#74, %555 : f32, !llvm.ptr
            %556 = llvm.getelementptr %481[75] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#75, %556 : f32, !llvm.ptr
            %557 = llvm.getelementptr %481[76] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#76, %557 : f32, !llvm.ptr
            %558 = llvm.getelementptr %481[77] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#77, %558 : f32, !llvm.ptr
            %559 = llvm.getelementptr %481[78] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#78, %559 : f32, !llvm.ptr
            %560 = llvm.getelementptr %481[79] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#79, %560 : f32, !llvm.ptr
            %561 = llvm.getelementptr %481[80] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#80, %561 : f32, !llvm.ptr
            %562 = llvm.getelementptr %481[81] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#81, %562 : f32, !llvm.ptr
            %563 = llvm.getelementptr %481[82] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#82, %563 : f32, !llvm.ptr
            %564 = llvm.getelementptr %481[83] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#83, %564 : f32, !llvm.ptr
            %565 = llvm.getelementptr %481[84] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#84, %565 : f32, !llvm.ptr
            %566 = llvm.getelementptr %481[85] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#85, %566 : f32, !llvm.ptr
            %567 = llvm.getelementptr %481[86] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#86, %567 : f32, !llvm.ptr
            %568 = llvm.getelementptr %481[87] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#87, %568 : f32, !llvm.ptr
            %569 = llvm.getelementptr %481[88] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#88, %569 : f32, !llvm.ptr
            %570 = llvm.getelementptr %481[89] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#89, %570 : f32, !llvm.ptr
            %571 = llvm.getelementptr %481[90] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#90, %571 : f32, !llvm.ptr
            %572 = llvm.getelementptr %481[91] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#91, %572 : f32, !llvm.ptr
            %573 = llvm.getelementptr %481[92] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#92, %573 : f32, !llvm.ptr
            %574 = llvm.getelementptr %481[93] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#93, %574 : f32, !llvm.ptr
            %575 = llvm.getelementptr %481[94] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#94, %575 : f32, !llvm.ptr
            %576 = llvm.getelementptr %481[95] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#95, %576 : f32, !llvm.ptr
            %577 = llvm.getelementptr %481[96] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#96, %577 : f32, !llvm.ptr
            %578 = llvm.getelementptr %481[97] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#97, %578 : f32, !llvm.ptr
            %579 = llvm.getelementptr %481[98] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#98, %579 : f32, !llvm.ptr
            %580 = llvm.getelementptr %481[99] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#99, %580 : f32, !llvm.ptr
            %581 = llvm.getelementptr %481[100] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#100, %581 : f32, !llvm.ptr
            %582 = llvm.getelementptr %481[101] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#101, %582 : f32, !llvm.ptr
            %583 = llvm.getelementptr %481[102] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#102, %583 : f32, !llvm.ptr
            %584 = llvm.getelementptr %481[103] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#103, %584 : f32, !llvm.ptr
            %585 = llvm.getelementptr %481[104] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#104, %585 : f32, !llvm.ptr
            %586 = llvm.getelementptr %481[105] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#105, %586 : f32, !llvm.ptr
            %587 = llvm.getelementptr %481[106] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#106, %587 : f32, !llvm.ptr
            %588 = llvm.getelementptr %481[107] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#107, %588 : f32, !llvm.ptr
            %589 = llvm.getelementptr %481[108] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#108, %589 : f32, !llvm.ptr
            %590 = llvm.getelementptr %481[109] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#109, %590 : f32, !llvm.ptr
            %591 = llvm.getelementptr %481[110] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#110, %591 : f32, !llvm.ptr
            %592 = llvm.getelementptr %481[111] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#111, %592 : f32, !llvm.ptr
            %593 = llvm.getelementptr %481[112] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#112, %593 : f32, !llvm.ptr
            %594 = llvm.getelementptr %481[113] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#113, %594 : f32, !llvm.ptr
            %595 = llvm.getelementptr %481[114] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#114, %595 : f32, !llvm.ptr
            %596 = llvm.getelementptr %481[115] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#115, %596 : f32, !llvm.ptr
            %597 = llvm.getelementptr %481[116] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#116, %597 : f32, !llvm.ptr
            %598 = llvm.getelementptr %481[117] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#117, %598 : f32, !llvm.ptr
            %599 = llvm.getelementptr %481[118] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#118, %599 : f32, !llvm.ptr
            %600 = llvm.getelementptr %481[119] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#119, %600 : f32, !llvm.ptr
            %601 = llvm.getelementptr %481[120] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#120, %601 : f32, !llvm.ptr
            %602 = llvm.getelementptr %481[121] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#121, %602 : f32, !llvm.ptr
            %603 = llvm.getelementptr %481[122] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#122, %603 : f32, !llvm.ptr
            %604 = llvm.getelementptr %481[123] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#123, %604 : f32, !llvm.ptr
            %605 = llvm.getelementptr %481[124] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#124, %605 : f32, !llvm.ptr
            %606 = llvm.getelementptr %481[125] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#125, %606 : f32, !llvm.ptr
            %607 = llvm.getelementptr %481[126] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#126, %607 : f32, !llvm.ptr
            %608 = llvm.getelementptr %481[127] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#127, %608 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x256x16_0e08
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %76 : !mma_bf16_bf16_f32_64x256x16_0e08
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %75 : !mma_bf16_bf16_f32_64x256x16_0e08
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_4 = arith.constant true
      %619 = cute_nvgpu.atom.set_value(%609, %true_4 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x256x16_0e08
      %coord_33 = cute.make_coord(%c0_i32_2) : (i32) -> !cute.coord<"(_,_,2,?)">
      %lay_106 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %idx_20 = cute.crd2idx(%coord_33, %lay_106) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
      %iter_110 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %tup_36 = cute.add_offset(%iter_110, %idx_20) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %view_39 = cute.make_view(%tup_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_111 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_112 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %coord_34 = cute.make_coord(%c0_i32_2) : (i32) -> !cute.coord<"(_,_,2,?)">
      %lay_107 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
      %idx_21 = cute.crd2idx(%coord_34, %lay_107) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,2048))">) -> !cute.int_tuple<"?{div=4}">
      %iter_113 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
      %tup_37 = cute.add_offset(%iter_113, %idx_21) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %view_40 = cute.make_view(%tup_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_114 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_115 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_108 = cute.get_layout(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %620 = cute.get_shape(%lay_108) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_90, %e1_64 = cute.get_leaves(%620) : !cute.shape<"(1,1)">
      %lay_109 = cute.get_layout(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %621 = cute.get_shape(%lay_109) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_91, %e1_65 = cute.get_leaves(%621) : !cute.shape<"(1,1)">
      %lay_110 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %622 = cute.get_shape(%lay_110) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_92, %e1_66, %e2_34, %e3_19, %e4_8 = cute.get_leaves(%622) : !cute.shape<"((2,2,32),1,1)">
      %lay_111 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %623 = cute.get_shape(%lay_111) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_93, %e1_67, %e2_35, %e3_20, %e4_9 = cute.get_leaves(%623) : !cute.shape<"((2,2,32),1,1)">
      %iter_116 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_117 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_118 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
      %iter_119 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
      %lay_112 = cute.get_layout(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_113 = cute.get_layout(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_114 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %lay_115 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %624 = cute.static : !cute.layout<"1:0">
      %append_11 = cute.append_to_rank<3> (%lay_112, %624) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %append_12 = cute.append_to_rank<3> (%lay_113, %624) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_20 = cute.size(%append_11) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %sz_21 = cute.size(%append_11) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %sz_22 = cute.size(%append_12) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %625 = cute.get_scalars(%sz_20) : !cute.int_tuple<"1">
      %626 = cute.get_scalars(%sz_21) : !cute.int_tuple<"1">
      %627 = cute.get_scalars(%sz_22) : !cute.int_tuple<"1">
      %c0_i32_11 = arith.constant 0 : i32
      %c1_i32_9 = arith.constant 1 : i32
      %628 = scf.for %arg6 = %c0_i32_11 to %625 step %c1_i32_9 iter_args(%arg7 = %619) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
        %75 = scf.for %arg8 = %c0_i32_11 to %626 step %c1_i32_9 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
          %76 = scf.for %arg10 = %c0_i32_11 to %627 step %c1_i32_9 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
            %coord_28 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_30 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %77:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_93 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_15 = cute.crd2idx(%coord_28, %append_11) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_32 = cute.add_offset(%iter_116, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_33 = cute.make_view(%tup_32, %lay_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %78:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_39 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_7 = cute.crd2idx(%coord_29, %append_12) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_33 = cute.add_offset(%iter_117, %idx_7) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_34 = cute.make_view(%tup_33, %lay_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %111:2 = cute.get_scalars(%coord_30) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_94 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
            %idx_16 = cute.crd2idx(%coord_30, %lay_114) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
            %ptr_19 = cute.add_offset(%iter_118, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
            %view_35 = cute.make_view(%ptr_19, %lay_94) : !memref_rmem_f32_1ca7
            %112:2 = cute.get_scalars(%coord_30) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_95 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
            %idx_17 = cute.crd2idx(%coord_30, %lay_115) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
            %ptr_20 = cute.add_offset(%iter_119, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
            %view_36 = cute.make_view(%ptr_20, %lay_95) : !memref_rmem_f32_1ca7
            %iter_97 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_98 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_99 = cute.get_iter(%view_35) : !memref_rmem_f32_1ca7
            %113 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %114 = llvm.load %113 : !llvm.ptr -> f32
            %216 = llvm.getelementptr %113[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %217 = llvm.load %216 : !llvm.ptr -> f32
            %218 = llvm.getelementptr %113[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %219 = llvm.load %218 : !llvm.ptr -> f32
            %220 = llvm.getelementptr %113[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %221 = llvm.load %220 : !llvm.ptr -> f32
            %222 = llvm.getelementptr %113[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %223 = llvm.load %222 : !llvm.ptr -> f32
            %224 = llvm.getelementptr %113[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %225 = llvm.load %224 : !llvm.ptr -> f32
            %226 = llvm.getelementptr %113[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %227 = llvm.load %226 : !llvm.ptr -> f32
            %228 = llvm.getelementptr %113[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %229 = llvm.load %228 : !llvm.ptr -> f32
            %230 = llvm.getelementptr %113[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %231 = llvm.load %230 : !llvm.ptr -> f32
            %232 = llvm.getelementptr %113[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %233 = llvm.load %232 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %113[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %113[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %242 = llvm.load %241 : !llvm.ptr -> f32
            %243 = llvm.getelementptr %113[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %244 = llvm.load %243 : !llvm.ptr -> f32
            %245 = llvm.getelementptr %113[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %246 = llvm.load %245 : !llvm.ptr -> f32
            %247 = llvm.getelementptr %113[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %248 = llvm.load %247 : !llvm.ptr -> f32
            %249 = llvm.getelementptr %113[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %250 = llvm.load %249 : !llvm.ptr -> f32
            %251 = llvm.getelementptr %113[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %251 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %113[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %113[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %113[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %113[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %113[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %113[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %113[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %113[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %215 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %113[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %113[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %277 = llvm.getelementptr %113[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %278 = llvm.load %277 : !llvm.ptr -> f32
            %279 = llvm.getelementptr %113[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %280 = llvm.load %279 : !llvm.ptr -> f32
            %281 = llvm.getelementptr %113[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %282 = llvm.load %281 : !llvm.ptr -> f32
            %283 = llvm.getelementptr %113[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %284 = llvm.load %283 : !llvm.ptr -> f32
            %285 = llvm.getelementptr %113[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %286 = llvm.load %285 : !llvm.ptr -> f32
            %287 = llvm.getelementptr %113[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %288 = llvm.load %287 : !llvm.ptr -> f32
            %289 = llvm.getelementptr %113[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %290 = llvm.load %289 : !llvm.ptr -> f32
            %291 = llvm.getelementptr %113[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %292 = llvm.load %291 : !llvm.ptr -> f32
            %293 = llvm.getelementptr %113[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %294 = llvm.load %293 : !llvm.ptr -> f32
            %295 = llvm.getelementptr %113[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %296 = llvm.load %295 : !llvm.ptr -> f32
            %297 = llvm.getelementptr %113[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %298 = llvm.load %297 : !llvm.ptr -> f32
            %299 = llvm.getelementptr %113[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %300 = llvm.load %299 : !llvm.ptr -> f32
            %301 = llvm.getelementptr %113[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %302 = llvm.load %301 : !llvm.ptr -> f32
            %303 = llvm.getelementptr %113[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %304 = llvm.load %303 : !llvm.ptr -> f32
            %305 = llvm.getelementptr %113[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %306 = llvm.load %305 : !llvm.ptr -> f32
            %307 = llvm.getelementptr %113[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %308 = llvm.load %307 : !llvm.ptr -> f32
            %309 = llvm.getelementptr %113[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %310 = llvm.load %309 : !llvm.ptr -> f32
            %311 = llvm.getelementptr %113[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %312 = llvm.load %311 : !llvm.ptr -> f32
            %313 = llvm.getelementptr %113[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %314 = llvm.load %313 : !llvm.ptr -> f32
            %315 = llvm.getelementptr %113[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %316 = llvm.load %315 : !llvm.ptr -> f32
            %317 = llvm.getelementptr %113[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %318 = llvm.load %317 : !llvm.ptr -> f32
            %319 = llvm.getelementptr %113[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %320 = llvm.load %319 : !llvm.ptr -> f32
            %321 = llvm.getelementptr %113[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %322 = llvm.load %321 : !llvm.ptr -> f32
            %323 = llvm.getelementptr %113[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %324 = llvm.load %323 : !llvm.ptr -> f32
            %325 = llvm.getelementptr %113[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %326 = llvm.load %325 : !llvm.ptr -> f32
            %327 = llvm.getelementptr %113[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %328 = llvm.load %327 : !llvm.ptr -> f32
            %329 = llvm.getelementptr %113[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %330 = llvm.load %329 : !llvm.ptr -> f32
            %331 = llvm.getelementptr %113[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %332 = llvm.load %331 : !llvm.ptr -> f32
            %333 = llvm.getelementptr %113[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %334 = llvm.load %333 : !llvm.ptr -> f32
            %335 = llvm.getelementptr %113[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %336 = llvm.load %335 : !llvm.ptr -> f32
            %337 = llvm.getelementptr %113[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %338 = llvm.load %337 : !llvm.ptr -> f32
            %339 = llvm.getelementptr %113[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %340 = llvm.load %339 : !llvm.ptr -> f32
            %341 = llvm.getelementptr %113[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %342 = llvm.load %341 : !llvm.ptr -> f32
            %343 = llvm.getelementptr %113[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %344 = llvm.load %343 : !llvm.ptr -> f32
            %345 = llvm.getelementptr %113[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %346 = llvm.load %345 : !llvm.ptr -> f32
            %347 = llvm.getelementptr %113[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %348 = llvm.load %347 : !llvm.ptr -> f32
            %349 = llvm.getelementptr %113[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %350 = llvm.load %349 : !llvm.ptr -> f32
            %351 = llvm.getelementptr %113[64] : (!llvm.ptr) -> !llvm.ptr, f32
            %352 = llvm.load %351 : !llvm.ptr -> f32
            %353 = llvm.getelementptr %113[65] : (!llvm.ptr) -> !llvm.ptr, f32
            %354 = llvm.load %353 : !llvm.ptr -> f32
            %355 = llvm.getelementptr %113[66] : (!llvm.ptr) -> !llvm.ptr, f32
            %356 = llvm.load %355 : !llvm.ptr -> f32
            %357 = llvm.getelementptr %113[67] : (!llvm.ptr) -> !llvm.ptr, f32
            %358 = llvm.load %357 : !llvm.ptr -> f32
            %359 = llvm.getelementptr %113[68] : (!llvm.ptr) -> !llvm.ptr, f32
            %360 = llvm.load %359 : !llvm.ptr -> f32
            %361 = llvm.getelementptr %113[69] : (!llvm.ptr) -> !llvm.ptr, f32
            %362 = llvm.load %361 : !llvm.ptr -> f32
            %363 = llvm.getelementptr %113[70] : (!llvm.ptr) -> !llvm.ptr, f32
            %364 = llvm.load %363 : !llvm.ptr -> f32
            %365 = llvm.getelementptr %113[71] : (!llvm.ptr) -> !llvm.ptr, f32
            %366 = llvm.load %365 : !llvm.ptr -> f32
            %367 = llvm.getelementptr %113[72] : (!llvm.ptr) -> !llvm.ptr, f32
            %368 = llvm.load %367 : !llvm.ptr -> f32
            %369 = llvm.getelementptr %113[73] : (!llvm.ptr) -> !llvm.ptr, f32
            %370 = llvm.load %369 : !llvm.ptr -> f32
            %371 = llvm.getelementptr %113[74] : (!llvm.ptr) -> !llvm.ptr, f32
            %372 = llvm.load %371 : !llvm.ptr -> f32
            %373 = llvm.getelementptr %113[75] : (!llvm.ptr) -> !llvm.ptr, f32
            %374 = llvm.load %373 : !llvm.ptr -> f32
            %375 = llvm.getelementptr %113[76] : (!llvm.ptr) -> !llvm.ptr, f32
            %376 = llvm.load %375 : !llvm.ptr -> f32
            %377 = llvm.getelementptr %113[77] : (!llvm.ptr) -> !llvm.ptr, f32
            %378 = llvm.load %377 : !llvm.ptr -> f32
            %379 = llvm.getelementptr %113[78] : (!llvm.ptr) -> !llvm.ptr, f32
            %380 = llvm.load %379 : !llvm.ptr -> f32
            %381 = llvm.getelementptr %113[79] : (!llvm.ptr) -> !llvm.ptr, f32
            %382 = llvm.load %381 : !llvm.ptr -> f32
            %383 = llvm.getelementptr %113[80] : (!llvm.ptr) -> !llvm.ptr, f32
            %384 = llvm.load %383 : !llvm.ptr -> f32
            %385 = llvm.getelementptr %113[81] : (!llvm.ptr) -> !llvm.ptr, f32
            %386 = llvm.load %385 : !llvm.ptr -> f32
            %387 = llvm.getelementptr %113[82] : (!llvm.ptr) -> !llvm.ptr, f32
            %388 = llvm.load %387 : !llvm.ptr -> f32
            %389 = llvm.getelementptr %113[83] : (!llvm.ptr) -> !llvm.ptr, f32
            %390 = llvm.load %389 : !llvm.ptr -> f32
            %391 = llvm.getelementptr %113[84] : (!llvm.ptr) -> !llvm.ptr, f32
            %392 = llvm.load %391 : !llvm.ptr -> f32
            %393 = llvm.getelementptr %113[85] : (!llvm.ptr) -> !llvm.ptr, f32
            %394 = llvm.load %393 : !llvm.ptr -> f32
            %395 = llvm.getelementptr %113[86] : (!llvm.ptr) -> !llvm.ptr, f32
            %396 = llvm.load %395 : !llvm.ptr -> f32
            %397 = llvm.getelementptr %113[87] : (!llvm.ptr) -> !llvm.ptr, f32
            %398 = llvm.load %397 : !llvm.ptr -> f32
            %399 = llvm.getelementptr %113[88] : (!llvm.ptr) -> !llvm.ptr, f32
            %400 = llvm.load %399 : !llvm.ptr -> f32
            %401 = llvm.getelementptr %113[89] : (!llvm.ptr) -> !llvm.ptr, f32
            %402 = llvm.load %401 : !llvm.ptr -> f32
            %403 = llvm.getelementptr %113[90] : (!llvm.ptr) -> !llvm.ptr, f32
            %404 = llvm.load %403 : !llvm.ptr -> f32
            %405 = llvm.getelementptr %113[91] : (!llvm.ptr) -> !llvm.ptr, f32
            %406 = llvm.load %405 : !llvm.ptr -> f32
            %407 = llvm.getelementptr %113[92] : (!llvm.ptr) -> !llvm.ptr, f32
            %408 = llvm.load %407 : !llvm.ptr -> f32
            %409 = llvm.getelementptr %113[93] : (!llvm.ptr) -> !llvm.ptr, f32
            %410 = llvm.load %409 : !llvm.ptr -> f32
            %411 = llvm.getelementptr %113[94] : (!llvm.ptr) -> !llvm.ptr, f32
            %412 = llvm.load %411 : !llvm.ptr -> f32
            %413 = llvm.getelementptr %113[95] : (!llvm.ptr) -> !llvm.ptr, f32
            %414 = llvm.load %413 : !llvm.ptr -> f32
            %415 = llvm.getelementptr %113[96] : (!llvm.ptr) -> !llvm.ptr, f32
            %416 = llvm.load %415 : !llvm.ptr -> f32
            %417 = llvm.getelementptr %113[97] : (!llvm.ptr) -> !llvm.ptr, f32
            %418 = llvm.load %417 : !llvm.ptr -> f32
            %419 = llvm.getelementptr %113[98] : (!llvm.ptr) -> !llvm.ptr, f32
            %420 = llvm.load %419 : !llvm.ptr -> f32
            %421 = llvm.getelementptr %113[99] : (!llvm.ptr) -> !llvm.ptr, f32
            %422 = llvm.load %421 : !llvm.ptr -> f32
            %423 = llvm.getelementptr %113[100] : (!llvm.ptr) -> !llvm.ptr, f32
            %424 = llvm.load %423 : !llvm.ptr -> f32
            %425 = llvm.getelementptr %113[101] : (!llvm.ptr) -> !llvm.ptr, f32
            %426 = llvm.load %425 : !llvm.ptr -> f32
            %427 = llvm.getelementptr %113[102] : (!llvm.ptr) -> !llvm.ptr, f32
            %428 = llvm.load %427 : !llvm.ptr -> f32
            %429 = llvm.getelementptr %113[103] : (!llvm.ptr) -> !llvm.ptr, f32
            %430 = llvm.load %429 : !llvm.ptr -> f32
            %431 = llvm.getelementptr %113[104] : (!llvm.ptr) -> !llvm.ptr, f32
            %432 = llvm.load %431 : !llvm.ptr -> f32
            %433 = llvm.getelementptr %113[105] : (!llvm.ptr) -> !llvm.ptr, f32
            %434 = llvm.load %433 : !llvm.ptr -> f32
            %435 = llvm.getelementptr %113[106] : (!llvm.ptr) -> !llvm.ptr, f32
            %436 = llvm.load %435 : !llvm.ptr -> f32
            %437 = llvm.getelementptr %113[107] : (!llvm.ptr) -> !llvm.ptr, f32
            %438 = llvm.load %437 : !llvm.ptr -> f32
            %439 = llvm.getelementptr %113[108] : (!llvm.ptr) -> !llvm.ptr, f32
            %440 = llvm.load %439 : !llvm.ptr -> f32
            %441 = llvm.getelementptr %113[109] : (!llvm.ptr) -> !llvm.ptr, f32
            %442 = llvm.load %441 : !llvm.ptr -> f32
            %443 = llvm.getelementptr %113[110] : (!llvm.ptr) -> !llvm.ptr, f32
            %444 = llvm.load %443 : !llvm.ptr -> f32
            %445 = llvm.getelementptr %113[111] : (!llvm.ptr) -> !llvm.ptr, f32
            %446 = llvm.load %445 : !llvm.ptr -> f32
            %447 = llvm.getelementptr %113[112] : (!llvm.ptr) -> !llvm.ptr, f32
            %448 = llvm.load %447 : !llvm.ptr -> f32
            %449 = llvm.getelementptr %113[113] : (!llvm.ptr) -> !llvm.ptr, f32
            %450 = llvm.load %449 : !llvm.ptr -> f32
            %451 = llvm.getelementptr %113[114] : (!llvm.ptr) -> !llvm.ptr, f32
            %452 = llvm.load %451 : !llvm.ptr -> f32
            %453 = llvm.getelementptr %113[115] : (!llvm.ptr) -> !llvm.ptr, f32
            %454 = llvm.load %453 : !llvm.ptr -> f32
            %455 = llvm.getelementptr %113[116] : (!llvm.ptr) -> !llvm.ptr, f32
            %456 = llvm.load %455 : !llvm.ptr -> f32
            %457 = llvm.getelementptr %113[117] : (!llvm.ptr) -> !llvm.ptr, f32
            %458 = llvm.load %457 : !llvm.ptr -> f32
            %459 = llvm.getelementptr %113[118] : (!llvm.ptr) -> !llvm.ptr, f32
            %460 = llvm.load %459 : !llvm.ptr -> f32
            %461 = llvm.getelementptr %113[119] : (!llvm.ptr) -> !llvm.ptr, f32
            %462 = llvm.load %461 : !llvm.ptr -> f32
            %463 = llvm.getelementptr %113[120] : (!llvm.ptr) -> !llvm.ptr, f32
            %464 = llvm.load %463 : !llvm.ptr -> f32
            %465 = llvm.getelementptr %113[121] : (!llvm.ptr) -> !llvm.ptr, f32
            %466 = llvm.load %465 : !llvm.ptr -> f32
            %467 = llvm.getelementptr %113[122] : (!llvm.ptr) -> !llvm.ptr, f32
            %468 = llvm.load %467 : !llvm.ptr -> f32
            %469 = llvm.getelementptr %113[123] : (!llvm.ptr) -> !llvm.ptr, f32
            %470 = llvm.load %469 : !llvm.ptr -> f32
            %471 = llvm.getelementptr %113[124] : (!llvm.ptr) -> !llvm.ptr, f32
            %472 = llvm.load %471 : !llvm.ptr -> f32
            %473 = llvm.getelementptr %113[125] : (!llvm.ptr) -> !llvm.ptr, f32
            %474 = llvm.load %473 : !llvm.ptr -> f32
            %475 = llvm.getelementptr %113[126] : (!llvm.ptr) -> !llvm.ptr, f32
            %476 = llvm.load %475 : !llvm.ptr -> f32
            %477 = llvm.getelementptr %113[127] : (!llvm.ptr) -> !llvm.ptr, f32
            %478 = llvm.load %477 : !llvm.ptr -> f32
            %479 = cute_nvgpu.atom.get_value(%arg11 : !mma_bf16_bf16_f32_64x256x16_0e08) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
            %480:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %iter_97 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_98 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%114, %217, %219, %221, %223, %225, %227, %229, %231, %233, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %234, %236, %238, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %318, %320, %322, %324, %326, %328, %330, %332, %334, %336, %338, %340, %342, %344, %346, %348, %350, %352, %354, %356, %358, %360, %362, %364, %366, %368, %370, %372, %374, %376, %378, %380, %382, %384, %386, %388, %390, %392, %394, %396, %398, %400, %402, %404, %406, %408, %410, %412, %414, %416, %418, %420, %422, %424, %426, %428, %430, %432, %434, %436, %438, %440, %442, %444, %446, %448, %450, %452, %454, %456, %458, %460, %462, %464, %466, %468, %470, %472, %474, %476, %478], accum = %479 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
            %481 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %480#0, %481 : f32, !llvm.ptr
            %482 = llvm.getelementptr %481[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#1, %482 : f32, !llvm.ptr
            %483 = llvm.getelementptr %481[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#2, %483 : f32, !llvm.ptr
            %484 = llvm.getelementptr %481[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#3, %484 : f32, !llvm.ptr
            %485 = llvm.getelementptr %481[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#4, %485 : f32, !llvm.ptr
            %486 = llvm.getelementptr %481[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#5, %486 : f32, !llvm.ptr
            %487 = llvm.getelementptr %481[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#6, %487 : f32, !llvm.ptr
            %488 = llvm.getelementptr %481[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#7, %488 : f32, !llvm.ptr
            %489 = llvm.getelementptr %481[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#8, %489 : f32, !llvm.ptr
            %490 = llvm.getelementptr %481[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#9, %490 : f32, !llvm.ptr
            %491 = llvm.getelementptr %481[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#10, %491 : f32, !llvm.ptr
            %492 = llvm.getelementptr %481[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#11, %492 : f32, !llvm.ptr
            %493 = llvm.getelementptr %481[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#12, %493 : f32, !llvm.ptr
            %494 = llvm.getelementptr %481[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#13, %494 : f32, !llvm.ptr
            %495 = llvm.getelementptr %481[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#14, %495 : f32, !llvm.ptr
            %496 = llvm.getelementptr %481[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#15, %496 : f32, !llvm.ptr
            %497 = llvm.getelementptr %481[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#16, %497 : f32, !llvm.ptr
            %498 = llvm.getelementptr %481[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#17, %498 : f32, !llvm.ptr
            %499 = llvm.getelementptr %481[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#18, %499 : f32, !llvm.ptr
            %500 = llvm.getelementptr %481[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#19, %500 : f32, !llvm.ptr
            %501 = llvm.getelementptr %481[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#20, %501 : f32, !llvm.ptr
            %502 = llvm.getelementptr %481[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#21, %502 : f32, !llvm.ptr
            %503 = llvm.getelementptr %481[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#22, %503 : f32, !llvm.ptr
            %504 = llvm.getelementptr %481[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#23, %504 : f32, !llvm.ptr
            %505 = llvm.getelementptr %481[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#24, %505 : f32, !llvm.ptr
            %506 = llvm.getelementptr %481[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#25, %506 : f32, !llvm.ptr
            %507 = llvm.getelementptr %481[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#26, %507 : f32, !llvm.ptr
            %508 = llvm.getelementptr %481[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#27, %508 : f32, !llvm.ptr
            %509 = llvm.getelementptr %481[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#28, %509 : f32, !llvm.ptr
            %510 = llvm.getelementptr %481[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#29, %510 : f32, !llvm.ptr
            %511 = llvm.getelementptr %481[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#30, %511 : f32, !llvm.ptr
            %512 = llvm.getelementptr %481[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#31, %512 : f32, !llvm.ptr
            %513 = llvm.getelementptr %481[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#32, %513 : f32, !llvm.ptr
            %514 = llvm.getelementptr %481[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#33, %514 : f32, !llvm.ptr
            %515 = llvm.getelementptr %481[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#34, %515 : f32, !llvm.ptr
            %516 = llvm.getelementptr %481[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#35, %516 : f32, !llvm.ptr
            %517 = llvm.getelementptr %481[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#36, %517 : f32, !llvm.ptr
            %518 = llvm.getelementptr %481[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#37, %518 : f32, !llvm.ptr
            %519 = llvm.getelementptr %481[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#38, %519 : f32, !llvm.ptr
            %520 = llvm.getelementptr %481[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#39, %520 : f32, !llvm.ptr
            %521 = llvm.getelementptr %481[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#40, %521 : f32, !llvm.ptr
            %522 = llvm.getelementptr %481[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#41, %522 : f32, !llvm.ptr
            %523 = llvm.getelementptr %481[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#42, %523 : f32, !llvm.ptr
            %524 = llvm.getelementptr %481[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#43, %524 : f32, !llvm.ptr
            %525 = llvm.getelementptr %481[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#44, %525 : f32, !llvm.ptr
            %526 = llvm.getelementptr %481[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#45, %526 : f32, !llvm.ptr
            %527 = llvm.getelementptr %481[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#46, %527 : f32, !llvm.ptr
            %528 = llvm.getelementptr %481[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#47, %528 : f32, !llvm.ptr
            %529 = llvm.getelementptr %481[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#48, %529 : f32, !llvm.ptr
            %530 = llvm.getelementptr %481[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#49, %530 : f32, !llvm.ptr
            %531 = llvm.getelementptr %481[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#50, %531 : f32, !llvm.ptr
            %532 = llvm.getelementptr %481[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#51, %532 : f32, !llvm.ptr
            %533 = llvm.getelementptr %481[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#52, %533 : f32, !llvm.ptr
            %534 = llvm.getelementptr %481[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#53, %534 : f32, !llvm.ptr
            %535 = llvm.getelementptr %481[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#54, %535 : f32, !llvm.ptr
            %536 = llvm.getelementptr %481[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#55, %536 : f32, !llvm.ptr
            %537 = llvm.getelementptr %481[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#56, %537 : f32, !llvm.ptr
            %538 = llvm.getelementptr %481[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#57, %538 : f32, !llvm.ptr
            %539 = llvm.getelementptr %481[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#58, %539 : f32, !llvm.ptr
            %540 = llvm.getelementptr %481[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#59, %540 : f32, !llvm.ptr
            %541 = llvm.getelementptr %481[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#60, %541 : f32, !llvm.ptr
            %542 = llvm.getelementptr %481[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#61, %542 : f32, !llvm.ptr
            %543 = llvm.getelementptr %481[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#62, %543 : f32, !llvm.ptr
            %544 = llvm.getelementptr %481[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#63, %544 : f32, !llvm.ptr
            %545 = llvm.getelementptr %481[64] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#64, %545 : f32, !llvm.ptr
            %546 = llvm.getelementptr %481[65] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#65, %546 : f32, !llvm.ptr
            %547 = llvm.getelementptr %481[66] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#66, %547 : f32, !llvm.ptr
            %548 = llvm.getelementptr %481[67] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#67, %548 : f32, !llvm.ptr
            %549 = llvm.getelementptr %481[68] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#68, %549 : f32, !llvm.ptr
            %550 = llvm.getelementptr %481[69] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#69, %550 : f32, !llvm.ptr
            %551 = llvm.getelementptr %481[70] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#70, %551 : f32, !llvm.ptr
            %552 = llvm.getelementptr %481[71] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#71, %552 : f32, !llvm.ptr
            %553 = llvm.getelementptr %481[72] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#72, %553 : f32, !llvm.ptr
            %554 = llvm.getelementptr %481[73] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#73, %554 : f32, !llvm.ptr
            %555 = llvm.getelementptr %481[74] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#74, %555 : f32, !llvm.ptr
            %556 = llvm.getelementptr %481[75] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#75, %556 : f32, !llvm.ptr
            %557 = llvm.getelementptr %481[76] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#76, %557 : f32, !llvm.ptr
            %558 = llvm.getelementptr %481[77] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#77, %558 : f32, !llvm.ptr
            %559 = llvm.getelementptr %481[78] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#78, %559 : f32, !llvm.ptr
            %560 = llvm.getelementptr %481[79] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#79, %560 : f32, !llvm.ptr
            %561 = llvm.getelementptr %481[80] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#80, %561 : f32, !llvm.ptr
            %562 = llvm.getelementptr %481[81] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#81, %562 : f32, !llvm.ptr
            %563 = llvm.getelementptr %481[82] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#82, %563 : f32, !llvm.ptr
            %564 = llvm.getelementptr %481[83] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#83, %564 : f32, !llvm.ptr
            %565 = llvm.getelementptr %481[84] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#84, %565 : f32, !llvm.ptr
            %566 = llvm.getelementptr %481[85] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#85, %566 : f32, !llvm.ptr
            %567 = llvm.getelementptr %481[86] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#86, %567 : f32, !llvm.ptr
            %568 = llvm.getelementptr %481[87] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#87, %568 : f32, !llvm.ptr
            %569 = llvm.getelementptr %481[88] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#88, %569 : f32, !llvm.ptr
            %570 = llvm.getelementptr %481[89] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#89, %570 : f32, !llvm.ptr
            %571 = llvm.getelementptr %481[90] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#90, %571 : f32, !llvm.ptr
            %572 = llvm.getelementptr %481[91] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#91, %572 : f32, !llvm.ptr
            %573 = llvm.getelementptr %481[92] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#92, %573 : f32, !llvm.ptr
            %574 = llvm.getelementptr %481[93] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#93, %574 : f32, !llvm.ptr
            %575 = llvm.getelementptr %481[94] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#94, %575 : f32, !llvm.ptr
            %576 = llvm.getelementptr %481[95] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#95, %576 : f32, !llvm.ptr
            %577 = llvm.getelementptr %481[96] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#96, %577 : f32, !llvm.ptr
            %578 = llvm.getelementptr %481[97] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#97, %578 : f32, !llvm.ptr
            %579 = llvm.getelementptr %481[98] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#98, %579 : f32, !llvm.ptr
            %580 = llvm.getelementptr %481[99] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#99, %580 : f32, !llvm.ptr
            %581 = llvm.getelementptr %481[100] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#100, %581 : f32, !llvm.ptr
            %582 = llvm.getelementptr %481[101] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#101, %582 : f32, !llvm.ptr
            %583 = llvm.getelementptr %481[102] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#102, %583 : f32, !llvm.ptr
            %584 = llvm.getelementptr %481[103] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#103, %584 : f32, !llvm.ptr
            %585 = llvm.getelementptr %481[104] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#104, %585 : f32, !llvm.ptr
            %586 = llvm.getelementptr %481[105] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#105, %586 : f32, !llvm.ptr
            %587 = llvm.getelementptr %481[106] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#106, %587 : f32, !llvm.ptr
            %588 = llvm.getelementptr %481[107] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#107, %588 : f32, !llvm.ptr
            %589 = llvm.getelementptr %481[108] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#108, %589 : f32, !llvm.ptr
            %590 = llvm.getelementptr %481[109] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#109, %590 : f32, !llvm.ptr
            %591 = llvm.getelementptr %481[110] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#110, %591 : f32, !llvm.ptr
            %592 = llvm.getelementptr %481[111] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#111, %592 : f32, !llvm.ptr
            %593 = llvm.getelementptr %481[112] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#112, %593 : f32, !llvm.ptr
            %594 = llvm.getelementptr %481[113] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#113, %594 : f32, !llvm.ptr
            %595 = llvm.getelementptr %481[114] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#114, %595 : f32, !llvm.ptr
            %596 = llvm.getelementptr %481[115] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#115, %596 : f32, !llvm.ptr
            %597 = llvm.getelementptr %481[116] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#116, %597 : f32, !llvm.ptr
            %598 = llvm.getelementptr %481[117] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#117, %598 : f32, !llvm.ptr
            %599 = llvm.getelementptr %481[118] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#118, %599 : f32, !llvm.ptr
            %600 = llvm.getelementptr %481[119] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#119, %600 : f32, !llvm.ptr
            %601 = llvm.getelementptr %481[120] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#120, %601 : f32, !llvm.ptr
            %602 = llvm.getelementptr %481[121] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#121, %602 : f32, !llvm.ptr
            %603 = llvm.getelementptr %481[122] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#122, %603 : f32, !llvm.ptr
            %604 = llvm.getelementptr %481[123] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#123, %604 : f32, !llvm.ptr
            %605 = llvm.getelementptr %481[124] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#124, %605 : f32, !llvm.ptr
            %606 = llvm.getelementptr %481[125] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#125, %606 : f32, !llvm.ptr
            %607 = llvm.getelementptr %481[126] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#126, %607 : f32, !llvm.ptr
            %608 = llvm.getelementptr %481[127] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#127, %608 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x256x16_0e08
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %76 : !mma_bf16_bf16_f32_64x256x16_0e08
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %75 : !mma_bf16_bf16_f32_64x256x16_0e08
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_5 = arith.constant true
      %629 = cute_nvgpu.atom.set_value(%619, %true_5 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x256x16_0e08
      %coord_35 = cute.make_coord(%c0_i32_2) : (i32) -> !cute.coord<"(_,_,3,?)">
      %lay_116 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %idx_22 = cute.crd2idx(%coord_35, %lay_116) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
      %iter_120 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
      %tup_38 = cute.add_offset(%iter_120, %idx_22) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_41 = cute.make_view(%tup_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_121 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_122 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %coord_36 = cute.make_coord(%c0_i32_2) : (i32) -> !cute.coord<"(_,_,3,?)">
      %lay_117 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
      %idx_23 = cute.crd2idx(%coord_36, %lay_117) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,2048))">) -> !cute.int_tuple<"?{div=2}">
      %iter_123 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
      %tup_39 = cute.add_offset(%iter_123, %idx_23) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_42 = cute.make_view(%tup_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_124 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_125 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_118 = cute.get_layout(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %630 = cute.get_shape(%lay_118) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_94, %e1_68 = cute.get_leaves(%630) : !cute.shape<"(1,1)">
      %lay_119 = cute.get_layout(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %631 = cute.get_shape(%lay_119) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_95, %e1_69 = cute.get_leaves(%631) : !cute.shape<"(1,1)">
      %lay_120 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %632 = cute.get_shape(%lay_120) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_96, %e1_70, %e2_36, %e3_21, %e4_10 = cute.get_leaves(%632) : !cute.shape<"((2,2,32),1,1)">
      %lay_121 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %633 = cute.get_shape(%lay_121) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_97, %e1_71, %e2_37, %e3_22, %e4_11 = cute.get_leaves(%633) : !cute.shape<"((2,2,32),1,1)">
      %iter_126 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_127 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_128 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
      %iter_129 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
      %lay_122 = cute.get_layout(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_123 = cute.get_layout(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_124 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %lay_125 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %634 = cute.static : !cute.layout<"1:0">
      %append_13 = cute.append_to_rank<3> (%lay_122, %634) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %append_14 = cute.append_to_rank<3> (%lay_123, %634) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_23 = cute.size(%append_13) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %sz_24 = cute.size(%append_13) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %sz_25 = cute.size(%append_14) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %635 = cute.get_scalars(%sz_23) : !cute.int_tuple<"1">
      %636 = cute.get_scalars(%sz_24) : !cute.int_tuple<"1">
      %637 = cute.get_scalars(%sz_25) : !cute.int_tuple<"1">
      %c0_i32_12 = arith.constant 0 : i32
      %c1_i32_10 = arith.constant 1 : i32
      %638 = scf.for %arg6 = %c0_i32_12 to %635 step %c1_i32_10 iter_args(%arg7 = %629) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
        %75 = scf.for %arg8 = %c0_i32_12 to %636 step %c1_i32_10 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
          %76 = scf.for %arg10 = %c0_i32_12 to %637 step %c1_i32_10 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
            %coord_28 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_30 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %77:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_93 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_15 = cute.crd2idx(%coord_28, %append_13) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_32 = cute.add_offset(%iter_126, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_33 = cute.make_view(%tup_32, %lay_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %78:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_39 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_7 = cute.crd2idx(%coord_29, %append_14) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_33 = cute.add_offset(%iter_127, %idx_7) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_34 = cute.make_view(%tup_33, %lay_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %111:2 = cute.get_scalars(%coord_30) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_94 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
            %idx_16 = cute.crd2idx(%coord_30, %lay_124) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
            %ptr_19 = cute.add_offset(%iter_128, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
            %view_35 = cute.make_view(%ptr_19, %lay_94) : !memref_rmem_f32_1ca7
            %112:2 = cute.get_scalars(%coord_30) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_95 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
            %idx_17 = cute.crd2idx(%coord_30, %lay_125) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
            %ptr_20 = cute.add_offset(%iter_129, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
            %view_36 = cute.make_view(%ptr_20, %lay_95) : !memref_rmem_f32_1ca7
            %iter_97 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_98 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_99 = cute.get_iter(%view_35) : !memref_rmem_f32_1ca7
            %113 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %114 = llvm.load %113 : !llvm.ptr -> f32
            %216 = llvm.getelementptr %113[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %217 = llvm.load %216 : !llvm.ptr -> f32
            %218 = llvm.getelementptr %113[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %219 = llvm.load %218 : !llvm.ptr -> f32
            %220 = llvm.getelementptr %113[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %221 = llvm.load %220 : !llvm.ptr -> f32
            %222 = llvm.getelementptr %113[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %223 = llvm.load %222 : !llvm.ptr -> f32
            %224 = llvm.getelementptr %113[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %225 = llvm.load %224 : !llvm.ptr -> f32
            %226 = llvm.getelementptr %113[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %227 = llvm.load %226 : !llvm.ptr -> f32
            %228 = llvm.getelementptr %113[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %229 = llvm.load %228 : !llvm.ptr -> f32
            %230 = llvm.getelementptr %113[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %231 = llvm.load %230 : !llvm.ptr -> f32
            %232 = llvm.getelementptr %113[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %233 = llvm.load %232 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %113[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %113[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %242 = llvm.load %241 : !llvm.ptr -> f32
            %243 = llvm.getelementptr %113[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %244 = llvm.load %243 : !llvm.ptr -> f32
            %245 = llvm.getelementptr %113[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %246 = llvm.load %245 : !llvm.ptr -> f32
            %247 = llvm.getelementptr %113[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %248 = llvm.load %247 : !llvm.ptr -> f32
            %249 = llvm.getelementptr %113[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %250 = llvm.load %249 : !llvm.ptr -> f32
            %251 = llvm.getelementptr %113[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %251 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %113[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %113[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %113[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %113[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %113[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %113[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %113[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %113[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %215 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %113[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %113[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %277 = llvm.getelementptr %113[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %278 = llvm.load %277 : !llvm.ptr -> f32
            %279 = llvm.getelementptr %113[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %280 = llvm.load %279 : !llvm.ptr -> f32
            %281 = llvm.getelementptr %113[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %282 = llvm.load %281 : !llvm.ptr -> f32
            %283 = llvm.getelementptr %113[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %284 = llvm.load %283 : !llvm.ptr -> f32
            %285 = llvm.getelementptr %113[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %286 = llvm.load %285 : !llvm.ptr -> f32
            %287 = llvm.getelementptr %113[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %288 = llvm.load %287 : !llvm.ptr -> f32
            %289 = llvm.getelementptr %113[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %290 = llvm.load %289 : !llvm.ptr -> f32
            %291 = llvm.getelementptr %113[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %292 = llvm.load %291 : !llvm.ptr -> f32
            %293 = llvm.getelementptr %113[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %294 = llvm.load %293 : !llvm.ptr -> f32
            %295 = llvm.getelementptr %113[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %296 = llvm.load %295 : !llvm.ptr -> f32
            %297 = llvm.getelementptr %113[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %298 = llvm.load %297 : !llvm.ptr -> f32
            %299 = llvm.getelementptr %113[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %300 = llvm.load %299 : !llvm.ptr -> f32
            %301 = llvm.getelementptr %113[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %302 = llvm.load %301 : !llvm.ptr -> f32
            %303 = llvm.getelementptr %113[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %304 = llvm.load %303 : !llvm.ptr -> f32
            %305 = llvm.getelementptr %113[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %306 = llvm.load %305 : !llvm.ptr -> f32
            %307 = llvm.getelementptr %113[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %308 = llvm.load %307 : !llvm.ptr -> f32
            %309 = llvm.getelementptr %113[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %310 = llvm.load %309 : !llvm.ptr -> f32
            %311 = llvm.getelementptr %113[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %312 = llvm.load %311 : !llvm.ptr -> f32
            %313 = llvm.getelementptr %113[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %314 = llvm.load %313 : !llvm.ptr -> f32
            %315 = llvm.getelementptr %113[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %316 = llvm.load %315 : !llvm.ptr -> f32
            %317 = llvm.getelementptr %113[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %318 = llvm.load %317 : !llvm.ptr -> f32
            %319 = llvm.getelementptr %113[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %320 = llvm.load %319 : !llvm.ptr -> f32
            %321 = llvm.getelementptr %113[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %322 = llvm.load %321 : !llvm.ptr -> f32
            %323 = llvm.getelementptr %113[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %324 = llvm.load %323 : !llvm.ptr -> f32
            %325 = llvm.getelementptr %113[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %326 = llvm.load %325 : !llvm.ptr -> f32
            %327 = llvm.getelementptr %113[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %328 = llvm.load %327 : !llvm.ptr -> f32
            %329 = llvm.getelementptr %113[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %330 = llvm.load %329 : !llvm.ptr -> f32
            %331 = llvm.getelementptr %113[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %332 = llvm.load %331 : !llvm.ptr -> f32
            %333 = llvm.getelementptr %113[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %334 = llvm.load %333 : !llvm.ptr -> f32
            %335 = llvm.getelementptr %113[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %336 = llvm.load %335 : !llvm.ptr -> f32
            %337 = llvm.getelementptr %113[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %338 = llvm.load %337 : !llvm.ptr -> f32
            %339 = llvm.getelementptr %113[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %340 = llvm.load %339 : !llvm.ptr -> f32
            %341 = llvm.getelementptr %113[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %342 = llvm.load %341 : !llvm.ptr -> f32
            %343 = llvm.getelementptr %113[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %344 = llvm.load %343 : !llvm.ptr -> f32
            %345 = llvm.getelementptr %113[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %346 = llvm.load %345 : !llvm.ptr -> f32
            %347 = llvm.getelementptr %113[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %348 = llvm.load %347 : !llvm.ptr -> f32
            %349 = llvm.getelementptr %113[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %350 = llvm.load %349 : !llvm.ptr -> f32
            %351 = llvm.getelementptr %113[64] : (!llvm.ptr) -> !llvm.ptr, f32
            %352 = llvm.load %351 : !llvm.ptr -> f32
            %353 = llvm.getelementptr %113[65] : (!llvm.ptr) -> !llvm.ptr, f32
            %354 = llvm.load %353 : !llvm.ptr -> f32
            %355 = llvm.getelementptr %113[66] : (!llvm.ptr) -> !llvm.ptr, f32
            %356 = llvm.load %355 : !llvm.ptr -> f32
            %357 = llvm.getelementptr %113[67] : (!llvm.ptr) -> !llvm.ptr, f32
            %358 = llvm.load %357 : !llvm.ptr -> f32
            %359 = llvm.getelementptr %113[68] : (!llvm.ptr) -> !llvm.ptr, f32
            %360 = llvm.load %359 : !llvm.ptr -> f32
            %361 = llvm.getelementptr %113[69] : (!llvm.ptr) -> !llvm.ptr, f32
            %362 = llvm.load %361 : !llvm.ptr -> f32
            %363 = llvm.getelementptr %113[70] : (!llvm.ptr) -> !llvm.ptr, f32
            %364 = llvm.load %363 : !llvm.ptr -> f32
            %365 = llvm.getelementptr %113[71] : (!llvm.ptr) -> !llvm.ptr, f32
            %366 = llvm.load %365 : !llvm.ptr -> f32
            %367 = llvm.getelementptr %113[72] : (!llvm.ptr) -> !llvm.ptr, f32
            %368 = llvm.load %367 : !llvm.ptr -> f32
            %369 = llvm.getelementptr %113[73] : (!llvm.ptr) -> !llvm.ptr, f32
            %370 = llvm.load %369 : !llvm.ptr -> f32
            %371 = llvm.getelementptr %113[74] : (!llvm.ptr) -> !llvm.ptr, f32
            %372 = llvm.load %371 : !llvm.ptr -> f32
            %373 = llvm.getelementptr %113[75] : (!llvm.ptr) -> !llvm.ptr, f32
            %374 = llvm.load %373 : !llvm.ptr -> f32
            %375 = llvm.getelementptr %113[76] : (!llvm.ptr) -> !llvm.ptr, f32
            %376 = llvm.load %375 : !llvm.ptr -> f32
            %377 = llvm.getelementptr %113[77] : (!llvm.ptr) -> !llvm.ptr, f32
            %378 = llvm.load %377 : !llvm.ptr -> f32
            %379 = llvm.getelementptr %113[78] : (!llvm.ptr) -> !llvm.ptr, f32
            %380 = llvm.load %379 : !llvm.ptr -> f32
            %381 = llvm.getelementptr %113[79] : (!llvm.ptr) -> !llvm.ptr, f32
            %382 = llvm.load %381 : !llvm.ptr -> f32
            %383 = llvm.getelementptr %113[80] : (!llvm.ptr) -> !llvm.ptr, f32
            %384 = llvm.load %383 : !llvm.ptr -> f32
            %385 = llvm.getelementptr %113[81] : (!llvm.ptr) -> !llvm.ptr, f32
            %386 = llvm.load %385 : !llvm.ptr -> f32
            %387 = llvm.getelementptr %113[82] : (!llvm.ptr) -> !llvm.ptr, f32
            %388 = llvm.load %387 : !llvm.ptr -> f32
            %389 = llvm.getelementptr %113[83] : (!llvm.ptr) -> !llvm.ptr, f32
            %390 = llvm.load %389 : !llvm.ptr -> f32
            %391 = llvm.getelementptr %113[84] : (!llvm.ptr) -> !llvm.ptr, f32
            %392 = llvm.load %391 : !llvm.ptr -> f32
            %393 = llvm.getelementptr %113[85] : (!llvm.ptr) -> !llvm.ptr, f32
            %394 = llvm.load %393 : !llvm.ptr -> f32
            %395 = llvm.getelementptr %113[86] : (!llvm.ptr) -> !llvm.ptr, f32
            %396 = llvm.load %395 : !llvm.ptr -> f32
            %397 = llvm.getelementptr %113[87] : (!llvm.ptr) -> !llvm.ptr, f32
            %398 = llvm.load %397 : !llvm.ptr -> f32
            %399 = llvm.getelementptr %113[88] : (!llvm.ptr) -> !llvm.ptr, f32
            %400 = llvm.load %399 : !llvm.ptr -> f32
            %401 = llvm.getelementptr %113[89] : (!llvm.ptr) -> !llvm.ptr, f32
            %402 = llvm.load %401 : !llvm.ptr -> f32
            %403 = llvm.getelementptr %113[90] : (!llvm.ptr) -> !llvm.ptr, f32
            %404 = llvm.load %403 : !llvm.ptr -> f32
            %405 = llvm.getelementptr %113[91] : (!llvm.ptr) -> !llvm.ptr, f32
            %406 = llvm.load %405 : !llvm.ptr -> f32
            %407 = llvm.getelementptr %113[92] : (!llvm.ptr) -> !llvm.ptr, f32
            %408 = llvm.load %407 : !llvm.ptr -> f32
            %409 = llvm.getelementptr %113[93] : (!llvm.ptr) -> !llvm.ptr, f32
            %410 = llvm.load %409 : !llvm.ptr -> f32
            %411 = llvm.getelementptr %113[94] : (!llvm.ptr) -> !llvm.ptr, f32
            %412 = llvm.load %411 : !llvm.ptr -> f32
            %413 = llvm.getelementptr %113[95] : (!llvm.ptr) -> !llvm.ptr, f32
            %414 = llvm.load %413 : !llvm.ptr -> f32
            %415 = llvm.getelementptr %113[96] : (!llvm.ptr) -> !llvm.ptr, f32
            %416 = llvm.load %415 : !llvm.ptr -> f32
            %417 = llvm.getelementptr %113[97] : (!llvm.ptr) -> !llvm.ptr, f32
            %418 = llvm.load %417 : !llvm.ptr -> f32
            %419 = llvm.getelementptr %113[98] : (!llvm.ptr) -> !llvm.ptr, f32
            %420 = llvm.load %419 : !llvm.ptr -> f32
            %421 = llvm.getelementptr %113[99] : (!llvm.ptr) -> !llvm.ptr, f32
            %422 = llvm.load %421 : !llvm.ptr -> f32
            %423 = llvm.getelementptr %113[100] : (!llvm.ptr) -> !llvm.ptr, f32
            %424 = llvm.load %423 : !llvm.ptr -> f32
            %425 = llvm.getelementptr %113[101] : (!llvm.ptr) -> !llvm.ptr, f32
            %426 = llvm.load %425 : !llvm.ptr -> f32
            %427 = llvm.getelementptr %113[102] : (!llvm.ptr) -> !llvm.ptr, f32
            %428 = llvm.load %427 : !llvm.ptr -> f32
            %429 = llvm.getelementptr %113[103] : (!llvm.ptr) -> !llvm.ptr, f32
            %430 = llvm.load %429 : !llvm.ptr -> f32
            %431 = llvm.getelementptr %113[104] : (!llvm.ptr) -> !llvm.ptr, f32
            %432 = llvm.load %431 : !llvm.ptr -> f32
            %433 = llvm.getelementptr %113[105] : (!llvm.ptr) -> !llvm.ptr, f32
            %434 = llvm.load %433 : !llvm.ptr -> f32
            %435 = llvm.getelementptr %113[106] : (!llvm.ptr) -> !llvm.ptr, f32
            %436 = llvm.load %435 : !llvm.ptr -> f32
            %437 = llvm.getelementptr %113[107] : (!llvm.ptr) -> !llvm.ptr, f32
            %438 = llvm.load %437 : !llvm.ptr -> f32
            %439 = llvm.getelementptr %113[108] : (!llvm.ptr) -> !llvm.ptr, f32
            %440 = llvm.load %439 : !llvm.ptr -> f32
            %441 = llvm.getelementptr %113[109] : (!llvm.ptr) -> !llvm.ptr, f32
            %442 = llvm.load %441 : !llvm.ptr -> f32
            %443 = llvm.getelementptr %113[110] : (!llvm.ptr) -> !llvm.ptr, f32
            %444 = llvm.load %443 : !llvm.ptr -> f32
            %445 = llvm.getelementptr %113[111] : (!llvm.ptr) -> !llvm.ptr, f32
            %446 = llvm.load %445 : !llvm.ptr -> f32
            %447 = llvm.getelementptr %113[112] : (!llvm.ptr) -> !llvm.ptr, f32
            %448 = llvm.load %447 : !llvm.ptr -> f32
            %449 = llvm.getelementptr %113[113] : (!llvm.ptr) -> !llvm.ptr, f32
            %450 = llvm.load %449 : !llvm.ptr -> f32
            %451 = llvm.getelementptr %113[114] : (!llvm.ptr) -> !llvm.ptr, f32
            %452 = llvm.load %451 : !llvm.ptr -> f32
            %453 = llvm.getelementptr %113[115] : (!llvm.ptr) -> !llvm.ptr, f32
            %454 = llvm.load %453 : !llvm.ptr -> f32
            %455 = llvm.getelementptr %113[116] : (!llvm.ptr) -> !llvm.ptr, f32
            %456 = llvm.load %455 : !llvm.ptr -> f32
            %457 = llvm.getelementptr %113[117] : (!llvm.ptr) -> !llvm.ptr, f32
            %458 = llvm.load %457 : !llvm.ptr -> f32
            %459 = llvm.getelementptr %113[118] : (!llvm.ptr) -> !llvm.ptr, f32
            %460 = llvm.load %459 : !llvm.ptr -> f32
            %461 = llvm.getelementptr %113[119] : (!llvm.ptr) -> !llvm.ptr, f32
            %462 = llvm.load %461 : !llvm.ptr -> f32
            %463 = llvm.getelementptr %113[120] : (!llvm.ptr) -> !llvm.ptr, f32
            %464 = llvm.load %463 : !llvm.ptr -> f32
            %465 = llvm.getelementptr %113[121] : (!llvm.ptr) -> !llvm.ptr, f32
            %466 = llvm.load %465 : !llvm.ptr -> f32
            %467 = llvm.getelementptr %113[122] : (!llvm.ptr) -> !llvm.ptr, f32
            %468 = llvm.load %467 : !llvm.ptr -> f32
            %469 = llvm.getelementptr %113[123] : (!llvm.ptr) -> !llvm.ptr, f32
            %470 = llvm.load %469 : !llvm.ptr -> f32
            %471 = llvm.getelementptr %113[124] : (!llvm.ptr) -> !llvm.ptr, f32
            %472 = llvm.load %471 : !llvm.ptr -> f32
            %473 = llvm.getelementptr %113[125] : (!llvm.ptr) -> !llvm.ptr, f32
            %474 = llvm.load %473 : !llvm.ptr -> f32
            %475 = llvm.getelementptr %113[126] : (!llvm.ptr) -> !llvm.ptr, f32
            %476 = llvm.load %475 : !llvm.ptr -> f32
            %477 = llvm.getelementptr %113[127] : (!llvm.ptr) -> !llvm.ptr, f32
            %478 = llvm.load %477 : !llvm.ptr -> f32
            %479 = cute_nvgpu.atom.get_value(%arg11 : !mma_bf16_bf16_f32_64x256x16_0e08) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
            %480:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %iter_97 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_98 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%114, %217, %219, %221, %223, %225, %227, %229, %231, %233, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %234, %236, %238, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %318, %320, %322, %324, %326, %328, %330, %332, %334, %336, %338, %340, %342, %344, %346, %348, %350, %352, %354, %356, %358, %360, %362, %364, %366, %368, %370, %372, %374, %376, %378, %380, %382, %384, %386, %388, %390, %392, %394, %396, %398, %400, %402, %404, %406, %408, %410, %412, %414, %416, %418, %420, %422, %424, %426, %428, %430, %432, %434, %436, %438, %440, %442, %444, %446, %448, %450, %452, %454, %456, %458, %460, %462, %464, %466, %468, %470, %472, %474, %476, %478], accum = %479 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
            %481 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %480#0, %481 : f32, !llvm.ptr
            %482 = llvm.getelementptr %481[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#1, %482 : f32, !llvm.ptr
            %483 = llvm.getelementptr %481[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#2, %483 : f32, !llvm.ptr
            %484 = llvm.getelementptr %481[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#3, %484 : f32, !llvm.ptr
            %485 = llvm.getelementptr %481[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#4, %485 : f32, !llvm.ptr
            %486 = llvm.getelementptr %481[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#5, %486 : f32, !llvm.ptr
            %487 = llvm.getelementptr %481[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#6, %487 : f32, !llvm.ptr
            %488 = llvm.getelementptr %481[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#7, %488 : f32, !llvm.ptr
            %489 = llvm.getelementptr %481[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#8, %489 : f32, !llvm.ptr
            %490 = llvm.getelementptr %481[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#9, %490 : f32, !llvm.ptr
            %491 = llvm.getelementptr %481[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#10, %491 : f32, !llvm.ptr
            %492 = llvm.getelementptr %481[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#11, %492 : f32, !llvm.ptr
            %493 = llvm.getelementptr %481[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#12, %493 : f32, !llvm.ptr
            %494 = llvm.getelementptr %481[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#13, %494 : f32, !llvm.ptr
            %495 = llvm.getelementptr %481[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#14, %495 : f32, !llvm.ptr
            %496 = llvm.getelementptr %481[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#15, %496 : f32, !llvm.ptr
            %497 = llvm.getelementptr %481[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#16, %497 : f32, !llvm.ptr
            %498 = llvm.getelementptr %481[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#17, %498 : f32, !llvm.ptr
            %499 = llvm.getelementptr %481[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#18, %499 : f32, !llvm.ptr
            %500 = llvm.getelementptr %481[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#19, %500 : f32, !llvm.ptr
            %501 = llvm.getelementptr %481[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#20, %501 : f32, !llvm.ptr
            %502 = llvm.getelementptr %481[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#21, %502 : f32, !llvm.ptr
            %503 = llvm.getelementptr %481[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#22, %503 : f32, !llvm.ptr
            %504 = llvm.getelementptr %481[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#23, %504 : f32, !llvm.ptr
            %505 = llvm.getelementptr %481[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#24, %505 : f32, !llvm.ptr
            %506 = llvm.getelementptr %481[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#25, %506 : f32, !llvm.ptr
            %507 = llvm.getelementptr %481[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#26, %507 : f32, !llvm.ptr
            %508 = llvm.getelementptr %481[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#27, %508 : f32, !llvm.ptr
            %509 = llvm.getelementptr %481[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#28, %509 : f32, !llvm.ptr
            %510 = llvm.getelementptr %481[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#29, %510 : f32, !llvm.ptr
            %511 = llvm.getelementptr %481[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#30, %511 : f32, !llvm.ptr
            %512 = llvm.getelementptr %481[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#31, %512 : f32, !llvm.ptr
            %513 = llvm.getelementptr %481[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#32, %513 : f32, !llvm.ptr
            %514 = llvm.getelementptr %481[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#33, %514 : f32, !llvm.ptr
            %515 = llvm.getelementptr %481[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#34, %515 : f32, !llvm.ptr
            %516 = llvm.getelementptr %481[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#35, %516 : f32, !llvm.ptr
            %517 = llvm.getelementptr %481[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#36, %517 : f32, !llvm.ptr
            %518 = llvm.getelementptr %481[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#37, %518 : f32, !llvm.ptr
            %519 = llvm.getelementptr %481[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#38, %519 : f32, !llvm.ptr
            %520 = llvm.getelementptr %481[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#39, %520 : f32, !llvm.ptr
            %521 = llvm.getelementptr %481[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#40, %521 : f32, !llvm.ptr
            %522 = llvm.getelementptr %481[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#41, %522 : f32, !llvm.ptr
            %523 = llvm.getelementptr %481[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#42, %523 : f32, !llvm.ptr
            %524 = llvm.getelementptr %481[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#43, %524 : f32, !llvm.ptr
            %525 = llvm.getelementptr %481[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#44, %525 : f32, !llvm.ptr
            %526 = llvm.getelementptr %481[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#45, %526 : f32, !llvm.ptr
            %527 = llvm.getelementptr %481[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#46, %527 : f32, !llvm.ptr
            %528 = llvm.getelementptr %481[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#47, %528 : f32, !llvm.ptr
            %529 = llvm.getelementptr %481[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#48, %529 : f32, !llvm.ptr
            %530 = llvm.getelementptr %481[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#49, %530 : f32, !llvm.ptr
            %531 = llvm.getelementptr %481[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#50, %531 : f32, !llvm.ptr
            %532 = llvm.getelementptr %481[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#51, %532 : f32, !llvm.ptr
            %533 = llvm.getelementptr %481[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#52, %533 : f32, !llvm.ptr
            %534 = llvm.getelementptr %481[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#53, %534 : f32, !llvm.ptr
            %535 = llvm.getelementptr %481[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#54, %535 : f32, !llvm.ptr
            %536 = llvm.getelementptr %481[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#55, %536 : f32, !llvm.ptr
            %537 = llvm.getelementptr %481[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#56, %537 : f32, !llvm.ptr
            %538 = llvm.getelementptr %481[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#57, %538 : f32, !llvm.ptr
            %539 = llvm.getelementptr %481[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#58, %539 : f32, !llvm.ptr
            %540 = llvm.getelementptr %481[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#59, %540 : f32, !llvm.ptr
            %541 = llvm.getelementptr %481[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#60, %541 : f32, !llvm.ptr
            %542 = llvm.getelementptr %481[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#61, %542 : f32, !llvm.ptr
            %543 = llvm.getelementptr %481[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#62, %543 : f32, !llvm.ptr
            %544 = llvm.getelementptr %481[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#63, %544 : f32, !llvm.ptr
            %545 = llvm.getelementptr %481[64] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#64, %545 : f32, !llvm.ptr
            %546 = llvm.getelementptr %481[65] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#65, %546 : f32, !llvm.ptr
            %547 = llvm.getelementptr %481[66] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#66, %547 : f32, !llvm.ptr
            %548 = llvm.getelementptr %481[67] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#67, %548 : f32, !llvm.ptr
            %549 = llvm.getelementptr %481[68] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#68, %549 : f32, !llvm.ptr
            %550 = llvm.getelementptr %481[69] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#69, %550 : f32, !llvm.ptr
            %551 = llvm.getelementptr %481[70] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#70, %551 : f32, !llvm.ptr
            %552 = llvm.getelementptr %481[71] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#71, %552 : f32, !llvm.ptr
            %553 = llvm.getelementptr %481[72] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#72, %553 : f32, !llvm.ptr
            %554 = llvm.getelementptr %481[73] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#73, %554 : f32, !llvm.ptr
            %555 = llvm.getelementptr %481[74] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#74, %555 : f32, !llvm.ptr
            %556 = llvm.getelementptr %481[75] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#75, %556 : f32, !llvm.ptr
            %557 = llvm.getelementptr %481[76] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#76, %557 : f32, !llvm.ptr
            %558 = llvm.getelementptr %481[77] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#77, %558 : f32, !llvm.ptr
            %559 = llvm.getelementptr %481[78] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#78, %559 : f32, !llvm.ptr
            %560 = llvm.getelementptr %481[79] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#79, %560 : f32, !llvm.ptr
            %561 = llvm.getelementptr %481[80] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#80, %561 : f32, !llvm.ptr
            %562 = llvm.getelementptr %481[81] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#81, %562 : f32, !llvm.ptr
            %563 = llvm.getelementptr %481[82] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#82, %563 : f32, !llvm.ptr
            %564 = llvm.getelementptr %481[83] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#83, %564 : f32, !llvm.ptr
            %565 = llvm.getelementptr %481[84] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#84, %565 : f32, !llvm.ptr
            %566 = llvm.getelementptr %481[85] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#85, %566 : f32, !llvm.ptr
            %567 = llvm.getelementptr %481[86] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#86, %567 : f32, !llvm.ptr
            %568 = llvm.getelementptr %481[87] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#87, %568 : f32, !llvm.ptr
            %569 = llvm.getelementptr %481[88] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#88, %569 : f32, !llvm.ptr
            %570 = llvm.getelementptr %481[89] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#89, %570 : f32, !llvm.ptr
            %571 = llvm.getelementptr %481[90] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#90, %571 : f32, !llvm.ptr
            %572 = llvm.getelementptr %481[91] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#91, %572 : f32, !llvm.ptr
            %573 = llvm.getelementptr %481[92] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#92, %573 : f32, !llvm.ptr
            %574 = llvm.getelementptr %481[93] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#93, %574 : f32, !llvm.ptr
            %575 = llvm.getelementptr %481[94] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#94, %575 : f32, !llvm.ptr
            %576 = llvm.getelementptr %481[95] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#95, %576 : f32, !llvm.ptr
            %577 = llvm.getelementptr %481[96] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#96, %577 : f32, !llvm.ptr
            %578 = llvm.getelementptr %481[97] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#97, %578 : f32, !llvm.ptr
            %579 = llvm.getelementptr %481[98] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#98, %579 : f32, !llvm.ptr
            %580 = llvm.getelementptr %481[99] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#99, %580 : f32, !llvm.ptr
            %581 = llvm.getelementptr %481[100] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#100, %581 : f32, !llvm.ptr
            %582 = llvm.getelementptr %481[101] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#101, %582 : f32, !llvm.ptr
            %583 = llvm.getelementptr %481[102] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#102, %583 : f32, !llvm.ptr
            %584 = llvm.getelementptr %481[103] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#103, %584 : f32, !llvm.ptr
            %585 = llvm.getelementptr %481[104] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#104, %585 : f32, !llvm.ptr
            %586 = llvm.getelementptr %481[105] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#105, %586 : f32, !llvm.ptr
            %587 = llvm.getelementptr %481[106] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#106, %587 : f32, !llvm.ptr
            %588 = llvm.getelementptr %481[107] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#107, %588 : f32, !llvm.ptr
            %589 = llvm.getelementptr %481[108] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#108, %589 : f32, !llvm.ptr
            %590 = llvm.getelementptr %481[109] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#109, %590 : f32, !llvm.ptr
            %591 = llvm.getelementptr %481[110] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#110, %591 : f32, !llvm.ptr
            %592 = llvm.getelementptr %481[111] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#111, %592 : f32, !llvm.ptr
            %593 = llvm.getelementptr %481[112] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#112, %593 : f32, !llvm.ptr
            %594 = llvm.getelementptr %481[113] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#113, %594 : f32, !llvm.ptr
            %595 = llvm.getelementptr %481[114] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#114, %595 : f32, !llvm.ptr
            %596 = llvm.getelementptr %481[115] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#115, %596 : f32, !llvm.ptr
            %597 = llvm.getelementptr %481[116] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#116, %597 : f32, !llvm.ptr
            %598 = llvm.getelementptr %481[117] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#117, %598 : f32, !llvm.ptr
            %599 = llvm.getelementptr %481[118] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#118, %599 : f32, !llvm.ptr
            %600 = llvm.getelementptr %481[119] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#119, %600 : f32, !llvm.ptr
            %601 = llvm.getelementptr %481[120] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#120, %601 : f32, !llvm.ptr
            %602 = llvm.getelementptr %481[121] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#121, %602 : f32, !llvm.ptr
            %603 = llvm.getelementptr %481[122] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#122, %603 : f32, !llvm.ptr
            %604 = llvm.getelementptr %481[123] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#123, %604 : f32, !llvm.ptr
            %605 = llvm.getelementptr %481[124] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#124, %605 : f32, !llvm.ptr
            %606 = llvm.getelementptr %481[125] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#125, %606 : f32, !llvm.ptr
            %607 = llvm.getelementptr %481[126] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#126, %607 : f32, !llvm.ptr
            %608 = llvm.getelementptr %481[127] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %480#127, %608 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x256x16_0e08
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %76 : !mma_bf16_bf16_f32_64x256x16_0e08
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %75 : !mma_bf16_bf16_f32_64x256x16_0e08
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_6 = arith.constant true
      %639 = cute_nvgpu.atom.set_value(%629, %true_6 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x256x16_0e08
      nvvm.wgmma.commit.group.sync.aligned
      %640:2 = scf.if %false -> (i32, i32) {
        %c0_i32_7 = arith.constant 0 : i32
        %c1_i32_11 = arith.constant 1 : i32
        scf.yield %c0_i32_7, %c1_i32_11 : i32, i32
      } else {
        %c1_i32_12 = arith.constant 1 : i32
        %c0_i32_3 = arith.constant 0 : i32
        scf.yield %c1_i32_12, %c0_i32_3 : i32, i32
      }
      %c3_i32 = arith.constant 3 : i32
      %641:11 = scf.for %arg6 = %c1_i32_2 to %212 step %c1_i32_2 iter_args(%arg7 = %c3_i32, %arg8 = %c0_i32_2, %arg9 = %c0_i32_2, %arg10 = %c0_i32_2, %arg11 = %c0_i32_2, %arg12 = %214#0, %arg13 = %214#1, %arg14 = %214#2, %arg15 = %c1_i32_2, %arg16 = %640#0, %arg17 = %640#1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)  : i32 {
        %true_7 = arith.constant true
        scf.if %true_7 {
          %int_tuple_24 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
          %ptr_21 = cute.add_offset(%iter_5, %int_tuple_24) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %262 = builtin.unrealized_conversion_cast %ptr_21 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c10000000_i32 = arith.constant 10000000 : i32
          nvvm.mbarrier.try_wait.parity.shared %262, %arg17, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
        nvvm.wgmma.fence.aligned
        %coord_29 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,0,?)">
        %lay_126 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
        %idx_24 = cute.crd2idx(%coord_29, %lay_126) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
        %iter_130 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
        %tup_32 = cute.add_offset(%iter_130, %idx_24) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
        %view_33 = cute.make_view(%tup_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_131 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_132 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %coord_37 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,0,?)">
        %lay_127 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
        %idx_25 = cute.crd2idx(%coord_37, %lay_127) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,2048))">) -> !cute.int_tuple<"?{div=2048}">
        %iter_54 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
        %tup_17 = cute.add_offset(%iter_54, %idx_25) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2048}">) -> !cute_nvgpu.smem_desc
        %view_35 = cute.make_view(%tup_17) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_133 = cute.get_iter(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_55 = cute.get_iter(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_128 = cute.get_layout(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %75 = cute.get_shape(%lay_128) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_51, %e1_29 = cute.get_leaves(%75) : !cute.shape<"(1,1)">
        %lay_129 = cute.get_layout(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %76 = cute.get_shape(%lay_129) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_98, %e1_72 = cute.get_leaves(%76) : !cute.shape<"(1,1)">
        %lay_130 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %77 = cute.get_shape(%lay_130) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
        %e0_99, %e1_73, %e2_38, %e3_23, %e4_12 = cute.get_leaves(%77) : !cute.shape<"((2,2,32),1,1)">
        %lay_131 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %78 = cute.get_shape(%lay_131) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
        %e0_100, %e1_74, %e2_39, %e3_24, %e4_13 = cute.get_leaves(%78) : !cute.shape<"((2,2,32),1,1)">
        %iter_134 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_135 = cute.get_iter(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_136 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
        %iter_137 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
        %lay_132 = cute.get_layout(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_133 = cute.get_layout(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_134 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %lay_135 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %111 = cute.static : !cute.layout<"1:0">
        %append_15 = cute.append_to_rank<3> (%lay_132, %111) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %append_16 = cute.append_to_rank<3> (%lay_133, %111) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_26 = cute.size(%append_15) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %sz_27 = cute.size(%append_15) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %sz_28 = cute.size(%append_16) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %112 = cute.get_scalars(%sz_26) : !cute.int_tuple<"1">
        %113 = cute.get_scalars(%sz_27) : !cute.int_tuple<"1">
        %114 = cute.get_scalars(%sz_28) : !cute.int_tuple<"1">
        %c0_i32_13 = arith.constant 0 : i32
        %c1_i32_13 = arith.constant 1 : i32
        %216 = scf.for %arg18 = %c0_i32_13 to %112 step %c1_i32_13 iter_args(%arg19 = %639) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
          %262 = scf.for %arg20 = %c0_i32_13 to %113 step %c1_i32_13 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
            %263 = scf.for %arg22 = %c0_i32_13 to %114 step %c1_i32_13 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
              %coord_38 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_40 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %264:2 = cute.get_scalars(%coord_38) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_77 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_26 = cute.crd2idx(%coord_38, %append_15) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_40 = cute.add_offset(%iter_134, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_43 = cute.make_view(%tup_40, %lay_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %265:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_136 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_27 = cute.crd2idx(%coord_39, %append_16) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_41 = cute.add_offset(%iter_135, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_44 = cute.make_view(%tup_41, %lay_136) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %266:2 = cute.get_scalars(%coord_40) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_137 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
              %idx_28 = cute.crd2idx(%coord_40, %lay_134) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
              %ptr_22 = cute.add_offset(%iter_136, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
              %view_45 = cute.make_view(%ptr_22, %lay_137) : !memref_rmem_f32_1ca7
              %215:2 = cute.get_scalars(%coord_40) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_138 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
              %idx_29 = cute.crd2idx(%coord_40, %lay_135) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
              %ptr_23 = cute.add_offset(%iter_137, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
              %view_46 = cute.make_view(%ptr_23, %lay_138) : !memref_rmem_f32_1ca7
              %iter_138 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_139 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_140 = cute.get_iter(%view_45) : !memref_rmem_f32_1ca7
              %234 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %235 = llvm.load %234 : !llvm.ptr -> f32
              %236 = llvm.getelementptr %234[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %237 = llvm.load %236 : !llvm.ptr -> f32
              %238 = llvm.getelementptr %234[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %277 = llvm.load %238 : !llvm.ptr -> f32
              %278 = llvm.getelementptr %234[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %279 = llvm.load %278 : !llvm.ptr -> f32
              %280 = llvm.getelementptr %234[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %281 = llvm.load %280 : !llvm.ptr -> f32
              %282 = llvm.getelementptr %234[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %283 = llvm.load %282 : !llvm.ptr -> f32
              %284 = llvm.getelementptr %234[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %285 = llvm.load %284 : !llvm.ptr -> f32
              %286 = llvm.getelementptr %234[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %287 = llvm.load %286 : !llvm.ptr -> f32
              %288 = llvm.getelementptr %234[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %289 = llvm.load %288 : !llvm.ptr -> f32
              %290 = llvm.getelementptr %234[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %291 = llvm.load %290 : !llvm.ptr -> f32
              %292 = llvm.getelementptr %234[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %293 = llvm.load %292 : !llvm.ptr -> f32
              %294 = llvm.getelementptr %234[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %295 = llvm.load %294 : !llvm.ptr -> f32
              %296 = llvm.getelementptr %234[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %297 = llvm.load %296 : !llvm.ptr -> f32
              %298 = llvm.getelementptr %234[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %299 = llvm.load %298 : !llvm.ptr -> f32
              %300 = llvm.getelementptr %234[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %301 = llvm.load %300 : !llvm.ptr -> f32
              %302 = llvm.getelementptr %234[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %303 = llvm.load %302 : !llvm.ptr -> f32
              %304 = llvm.getelementptr %234[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %305 = llvm.load %304 : !llvm.ptr -> f32
              %306 = llvm.getelementptr %234[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %307 = llvm.load %306 : !llvm.ptr -> f32
              %308 = llvm.getelementptr %234[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %309 = llvm.load %308 : !llvm.ptr -> f32
              %310 = llvm.getelementptr %234[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %311 = llvm.load %310 : !llvm.ptr -> f32
              %312 = llvm.getelementptr %234[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %313 = llvm.load %312 : !llvm.ptr -> f32
              %314 = llvm.getelementptr %234[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %315 = llvm.load %314 : !llvm.ptr -> f32
              %316 = llvm.getelementptr %234[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %317 = llvm.load %316 : !llvm.ptr -> f32
              %318 = llvm.getelementptr %234[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %319 = llvm.load %318 : !llvm.ptr -> f32
              %320 = llvm.getelementptr %234[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %321 = llvm.load %320 : !llvm.ptr -> f32
              %322 = llvm.getelementptr %234[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %323 = llvm.load %322 : !llvm.ptr -> f32
              %324 = llvm.getelementptr %234[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %325 = llvm.load %324 : !llvm.ptr -> f32
              %326 = llvm.getelementptr %234[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %327 = llvm.load %326 : !llvm.ptr -> f32
              %328 = llvm.getelementptr %234[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %329 = llvm.load %328 : !llvm.ptr -> f32
              %330 = llvm.getelementptr %234[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %331 = llvm.load %330 : !llvm.ptr -> f32
              %332 = llvm.getelementptr %234[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %333 = llvm.load %332 : !llvm.ptr -> f32
              %334 = llvm.getelementptr %234[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %335 = llvm.load %334 : !llvm.ptr -> f32
              %336 = llvm.getelementptr %234[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %337 = llvm.load %336 : !llvm.ptr -> f32
              %338 = llvm.getelementptr %234[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %339 = llvm.load %338 : !llvm.ptr -> f32
              %340 = llvm.getelementptr %234[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %341 = llvm.load %340 : !llvm.ptr -> f32
              %342 = llvm.getelementptr %234[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %343 = llvm.load %342 : !llvm.ptr -> f32
              %344 = llvm.getelementptr %234[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %345 = llvm.load %344 : !llvm.ptr -> f32
              %346 = llvm.getelementptr %234[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %347 = llvm.load %346 : !llvm.ptr -> f32
              %348 = llvm.getelementptr %234[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %349 = llvm.load %348 : !llvm.ptr -> f32
              %350 = llvm.getelementptr %234[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %351 = llvm.load %350 : !llvm.ptr -> f32
              %352 = llvm.getelementptr %234[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %353 = llvm.load %352 : !llvm.ptr -> f32
              %354 = llvm.getelementptr %234[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %355 = llvm.load %354 : !llvm.ptr -> f32
              %356 = llvm.getelementptr %234[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %357 = llvm.load %356 : !llvm.ptr -> f32
              %358 = llvm.getelementptr %234[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %359 = llvm.load %358 : !llvm.ptr -> f32
              %360 = llvm.getelementptr %234[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %361 = llvm.load %360 : !llvm.ptr -> f32
              %362 = llvm.getelementptr %234[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %363 = llvm.load %362 : !llvm.ptr -> f32
              %364 = llvm.getelementptr %234[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %365 = llvm.load %364 : !llvm.ptr -> f32
              %366 = llvm.getelementptr %234[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %367 = llvm.load %366 : !llvm.ptr -> f32
              %368 = llvm.getelementptr %234[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %369 = llvm.load %368 : !llvm.ptr -> f32
              %370 = llvm.getelementptr %234[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %371 = llvm.load %370 : !llvm.ptr -> f32
              %372 = llvm.getelementptr %234[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %373 = llvm.load %372 : !llvm.ptr -> f32
              %374 = llvm.getelementptr %234[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %375 = llvm.load %374 : !llvm.ptr -> f32
              %376 = llvm.getelementptr %234[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %377 = llvm.load %376 : !llvm.ptr -> f32
              %378 = llvm.getelementptr %234[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %379 = llvm.load %378 : !llvm.ptr -> f32
              %380 = llvm.getelementptr %234[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %381 = llvm.load %380 : !llvm.ptr -> f32
              %382 = llvm.getelementptr %234[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %383 = llvm.load %382 : !llvm.ptr -> f32
              %384 = llvm.getelementptr %234[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %385 = llvm.load %384 : !llvm.ptr -> f32
              %386 = llvm.getelementptr %234[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %387 = llvm.load %386 : !llvm.ptr -> f32
              %388 = llvm.getelementptr %234[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %389 = llvm.load %388 : !llvm.ptr -> f32
              %390 = llvm.getelementptr %234[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %391 = llvm.load %390 : !llvm.ptr -> f32
              %392 = llvm.getelementptr %234[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %393 = llvm.load %392 : !llvm.ptr -> f32
              %394 = llvm.getelementptr %234[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %395 = llvm.load %394 : !llvm.ptr -> f32
              %396 = llvm.getelementptr %234[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %397 = llvm.load %396 : !llvm.ptr -> f32
              %398 = llvm.getelementptr %234[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %399 = llvm.load %398 : !llvm.ptr -> f32
              %400 = llvm.getelementptr %234[64] : (!llvm.ptr) -> !llvm.ptr, f32
              %401 = llvm.load %400 : !llvm.ptr -> f32
              %402 = llvm.getelementptr %234[65] : (!llvm.ptr) -> !llvm.ptr, f32
              %403 = llvm.load %402 : !llvm.ptr -> f32
              %404 = llvm.getelementptr %234[66] : (!llvm.ptr) -> !llvm.ptr, f32
              %405 = llvm.load %404 : !llvm.ptr -> f32
              %406 = llvm.getelementptr %234[67] : (!llvm.ptr) -> !llvm.ptr, f32
              %407 = llvm.load %406 : !llvm.ptr -> f32
              %408 = llvm.getelementptr %234[68] : (!llvm.ptr) -> !llvm.ptr, f32
              %409 = llvm.load %408 : !llvm.ptr -> f32
              %410 = llvm.getelementptr %234[69] : (!llvm.ptr) -> !llvm.ptr, f32
              %411 = llvm.load %410 : !llvm.ptr -> f32
              %412 = llvm.getelementptr %234[70] : (!llvm.ptr) -> !llvm.ptr, f32
              %413 = llvm.load %412 : !llvm.ptr -> f32
              %414 = llvm.getelementptr %234[71] : (!llvm.ptr) -> !llvm.ptr, f32
              %415 = llvm.load %414 : !llvm.ptr -> f32
              %416 = llvm.getelementptr %234[72] : (!llvm.ptr) -> !llvm.ptr, f32
              %417 = llvm.load %416 : !llvm.ptr -> f32
              %418 = llvm.getelementptr %234[73] : (!llvm.ptr) -> !llvm.ptr, f32
              %419 = llvm.load %418 : !llvm.ptr -> f32
              %420 = llvm.getelementptr %234[74] : (!llvm.ptr) -> !llvm.ptr, f32
              %421 = llvm.load %420 : !llvm.ptr -> f32
              %422 = llvm.getelementptr %234[75] : (!llvm.ptr) -> !llvm.ptr, f32
              %423 = llvm.load %422 : !llvm.ptr -> f32
              %424 = llvm.getelementptr %234[76] : (!llvm.ptr) -> !llvm.ptr, f32
              %425 = llvm.load %424 : !llvm.ptr -> f32
              %426 = llvm.getelementptr %234[77] : (!llvm.ptr) -> !llvm.ptr, f32
              %427 = llvm.load %426 : !llvm.ptr -> f32
              %428 = llvm.getelementptr %234[78] : (!llvm.ptr) -> !llvm.ptr, f32
              %429 = llvm.load %428 : !llvm.ptr -> f32
              %430 = llvm.getelementptr %234[79] : (!llvm.ptr) -> !llvm.ptr, f32
              %431 = llvm.load %430 : !llvm.ptr -> f32
              %432 = llvm.getelementptr %234[80] : (!llvm.ptr) -> !llvm.ptr, f32
              %433 = llvm.load %432 : !llvm.ptr -> f32
              %434 = llvm.getelementptr %234[81] : (!llvm.ptr) -> !llvm.ptr, f32
              %435 = llvm.load %434 : !llvm.ptr -> f32
              %436 = llvm.getelementptr %234[82] : (!llvm.ptr) -> !llvm.ptr, f32
              %437 = llvm.load %436 : !llvm.ptr -> f32
              %438 = llvm.getelementptr %234[83] : (!llvm.ptr) -> !llvm.ptr, f32
              %439 = llvm.load %438 : !llvm.ptr -> f32
              %440 = llvm.getelementptr %234[84] : (!llvm.ptr) -> !llvm.ptr, f32
              %441 = llvm.load %440 : !llvm.ptr -> f32
              %442 = llvm.getelementptr %234[85] : (!llvm.ptr) -> !llvm.ptr, f32
              %443 = llvm.load %442 : !llvm.ptr -> f32
              %444 = llvm.getelementptr %234[86] : (!llvm.ptr) -> !llvm.ptr, f32
              %445 = llvm.load %444 : !llvm.ptr -> f32
              %446 = llvm.getelementptr %234[87] : (!llvm.ptr) -> !llvm.ptr, f32
              %447 = llvm.load %446 : !llvm.ptr -> f32
              %448 = llvm.getelementptr %234[88] : (!llvm.ptr) -> !llvm.ptr, f32
              %449 = llvm.load %448 : !llvm.ptr -> f32
              %450 = llvm.getelementptr %234[89] : (!llvm.ptr) -> !llvm.ptr, f32
              %451 = llvm.load %450 : !llvm.ptr -> f32
              %452 = llvm.getelementptr %234[90] : (!llvm.ptr) -> !llvm.ptr, f32
              %453 = llvm.load %452 : !llvm.ptr -> f32
              %454 = llvm.getelementptr %234[91] : (!llvm.ptr) -> !llvm.ptr, f32
              %455 = llvm.load %454 : !llvm.ptr -> f32
              %456 = llvm.getelementptr %234[92] : (!llvm.ptr) -> !llvm.ptr, f32
              %457 = llvm.load %456 : !llvm.ptr -> f32
              %458 = llvm.getelementptr %234[93] : (!llvm.ptr) -> !llvm.ptr, f32
              %459 = llvm.load %458 : !llvm.ptr -> f32
              %460 = llvm.getelementptr %234[94] : (!llvm.ptr) -> !llvm.ptr, f32
              %461 = llvm.load %460 : !llvm.ptr -> f32
              %462 = llvm.getelementptr %234[95] : (!llvm.ptr) -> !llvm.ptr, f32
              %463 = llvm.load %462 : !llvm.ptr -> f32
              %464 = llvm.getelementptr %234[96] : (!llvm.ptr) -> !llvm.ptr, f32
              %465 = llvm.load %464 : !llvm.ptr -> f32
              %466 = llvm.getelementptr %234[97] : (!llvm.ptr) -> !llvm.ptr, f32
              %467 = llvm.load %466 : !llvm.ptr -> f32
              %468 = llvm.getelementptr %234[98] : (!llvm.ptr) -> !llvm.ptr, f32
              %469 = llvm.load %468 : !llvm.ptr -> f32
              %470 = llvm.getelementptr %234[99] : (!llvm.ptr) -> !llvm.ptr, f32
              %471 = llvm.load %470 : !llvm.ptr -> f32
              %472 = llvm.getelementptr %234[100] : (!llvm.ptr) -> !llvm.ptr, f32
              %473 = llvm.load %472 : !llvm.ptr -> f32
              %474 = llvm.getelementptr %234[101] : (!llvm.ptr) -> !llvm.ptr, f32
              %475 = llvm.load %474 : !llvm.ptr -> f32
              %476 = llvm.getelementptr %234[102] : (!llvm.ptr) -> !llvm.ptr, f32
              %477 = llvm.load %476 : !llvm.ptr -> f32
              %478 = llvm.getelementptr %234[103] : (!llvm.ptr) -> !llvm.ptr, f32
              %479 = llvm.load %478 : !llvm.ptr -> f32
              %480 = llvm.getelementptr %234[104] : (!llvm.ptr) -> !llvm.ptr, f32
              %481 = llvm.load %480 : !llvm.ptr -> f32
              %482 = llvm.getelementptr %234[105] : (!llvm.ptr) -> !llvm.ptr, f32
              %483 = llvm.load %482 : !llvm.ptr -> f32
              %484 = llvm.getelementptr %234[106] : (!llvm.ptr) -> !llvm.ptr, f32
              %485 = llvm.load %484 : !llvm.ptr -> f32
              %486 = llvm.getelementptr %234[107] : (!llvm.ptr) -> !llvm.ptr, f32
              %487 = llvm.load %486 : !llvm.ptr -> f32
              %488 = llvm.getelementptr %234[108] : (!llvm.ptr) -> !llvm.ptr, f32
              %489 = llvm.load %488 : !llvm.ptr -> f32
              %490 = llvm.getelementptr %234[109] : (!llvm.ptr) -> !llvm.ptr, f32
              %491 = llvm.load %490 : !llvm.ptr -> f32
              %492 = llvm.getelementptr %234[110] : (!llvm.ptr) -> !llvm.ptr, f32
              %493 = llvm.load %492 : !llvm.ptr -> f32
              %494 = llvm.getelementptr %234[111] : (!llvm.ptr) -> !llvm.ptr, f32
              %495 = llvm.load %494 : !llvm.ptr -> f32
              %496 = llvm.getelementptr %234[112] : (!llvm.ptr) -> !llvm.ptr, f32
              %497 = llvm.load %496 : !llvm.ptr -> f32
              %498 = llvm.getelementptr %234[113] : (!llvm.ptr) -> !llvm.ptr, f32
              %499 = llvm.load %498 : !llvm.ptr -> f32
              %500 = llvm.getelementptr %234[114] : (!llvm.ptr) -> !llvm.ptr, f32
              %501 = llvm.load %500 : !llvm.ptr -> f32
              %502 = llvm.getelementptr %234[115] : (!llvm.ptr) -> !llvm.ptr, f32
              %503 = llvm.load %502 : !llvm.ptr -> f32
              %504 = llvm.getelementptr %234[116] : (!llvm.ptr) -> !llvm.ptr, f32
              %505 = llvm.load %504 : !llvm.ptr -> f32
              %506 = llvm.getelementptr %234[117] : (!llvm.ptr) -> !llvm.ptr, f32
              %507 = llvm.load %506 : !llvm.ptr -> f32
              %508 = llvm.getelementptr %234[118] : (!llvm.ptr) -> !llvm.ptr, f32
              %509 = llvm.load %508 : !llvm.ptr -> f32
              %510 = llvm.getelementptr %234[119] : (!llvm.ptr) -> !llvm.ptr, f32
              %511 = llvm.load %510 : !llvm.ptr -> f32
              %512 = llvm.getelementptr %234[120] : (!llvm.ptr) -> !llvm.ptr, f32
              %513 = llvm.load %512 : !llvm.ptr -> f32
              %514 = llvm.getelementptr %234[121] : (!llvm.ptr) -> !llvm.ptr, f32
              %515 = llvm.load %514 : !llvm.ptr -> f32
              %516 = llvm.getelementptr %234[122] : (!llvm.ptr) -> !llvm.ptr, f32
              %517 = llvm.load %516 : !llvm.ptr -> f32
              %518 = llvm.getelementptr %234[123] : (!llvm.ptr) -> !llvm.ptr, f32
              %519 = llvm.load %518 : !llvm.ptr -> f32
              %520 = llvm.getelementptr %234[124] : (!llvm.ptr) -> !llvm.ptr, f32
              %521 = llvm.load %520 : !llvm.ptr -> f32
              %522 = llvm.getelementptr %234[125] : (!llvm.ptr) -> !llvm.ptr, f32
              %523 = llvm.load %522 : !llvm.ptr -> f32
              %524 = llvm.getelementptr %234[126] : (!llvm.ptr) -> !llvm.ptr, f32
              %525 = llvm.load %524 : !llvm.ptr -> f32
              %526 = llvm.getelementptr %234[127] : (!llvm.ptr) -> !llvm.ptr, f32
              %527 = llvm.load %526 : !llvm.ptr -> f32
              %528 = cute_nvgpu.atom.get_value(%arg23 : !mma_bf16_bf16_f32_64x256x16_0e08) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
              %529:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %iter_138 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_139 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%235, %237, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303, %305, %307, %309, %311, %313, %315, %317, %319, %321, %323, %325, %327, %329, %331, %333, %335, %337, %339, %341, %343, %345, %347, %349, %351, %353, %355, %357, %359, %361, %363, %365, %367, %369, %371, %373, %375, %377, %379, %381, %383, %385, %387, %389, %391, %393, %395, %397, %399, %401, %403, %405, %407, %409, %411, %413, %415, %417, %419, %421, %423, %425, %427, %429, %431, %433, %435, %437, %439, %441, %443, %445, %447, %449, %451, %453, %455, %457, %459, %461, %463, %465, %467, %469, %471, %473, %475, %477, %479, %481, %483, %485, %487, %489, %491, %493, %495, %497, %499, %501, %503, %505, %507, %509, %511, %513, %515, %517, %519, %521, %523, %525, %527], accum = %528 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
              %530 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %529#0, %530 : f32, !llvm.ptr
              %531 = llvm.getelementptr %530[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#1, %531 : f32, !llvm.ptr
              %532 = llvm.getelementptr %530[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#2, %532 : f32, !llvm.ptr
              %533 = llvm.getelementptr %530[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#3, %533 : f32, !llvm.ptr
              %534 = llvm.getelementptr %530[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#4, %534 : f32, !llvm.ptr
              %535 = llvm.getelementptr %530[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#5, %535 : f32, !llvm.ptr
              %536 = llvm.getelementptr %530[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#6, %536 : f32, !llvm.ptr
              %537 = llvm.getelementptr %530[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#7, %537 : f32, !llvm.ptr
              %538 = llvm.getelementptr %530[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#8, %538 : f32, !llvm.ptr
              %539 = llvm.getelementptr %530[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#9, %539 : f32, !llvm.ptr
              %540 = llvm.getelementptr %530[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#10, %540 : f32, !llvm.ptr
              %541 = llvm.getelementptr %530[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#11, %541 : f32, !llvm.ptr
              %542 = llvm.getelementptr %530[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#12, %542 : f32, !llvm.ptr
              %543 = llvm.getelementptr %530[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#13, %543 : f32, !llvm.ptr
              %544 = llvm.getelementptr %530[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#14, %544 : f32, !llvm.ptr
              %545 = llvm.getelementptr %530[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#15, %545 : f32, !llvm.ptr
              %546 = llvm.getelementptr %530[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#16, %546 : f32, !llvm.ptr
              %547 = llvm.getelementptr %530[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#17, %547 : f32, !llvm.ptr
              %548 = llvm.getelementptr %530[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#18, %548 : f32, !llvm.ptr
              %549 = llvm.getelementptr %530[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#19, %549 : f32, !llvm.ptr
              %550 = llvm.getelementptr %530[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#20, %550 : f32, !llvm.ptr
              %551 = llvm.getelementptr %530[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#21, %551 : f32, !llvm.ptr
              %552 = llvm.getelementptr %530[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#22, %552 : f32, !llvm.ptr
              %553 = llvm.getelementptr %530[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#23, %553 : f32, !llvm.ptr
              %554 = llvm.getelementptr %530[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#24, %554 : f32, !llvm.ptr
              %555 = llvm.getelementptr %530[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#25, %555 : f32, !llvm.ptr
              %556 = llvm.getelementptr %530[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#26, %556 : f32, !llvm.ptr
              %557 = llvm.getelementptr %530[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#27, %557 : f32, !llvm.ptr
              %558 = llvm.getelementptr %530[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#28, %558 : f32, !llvm.ptr
              %559 = llvm.getelementptr %530[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#29, %559 : f32, !llvm.ptr
              %560 = llvm.getelementptr %530[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#30, %560 : f32, !llvm.ptr
              %561 = llvm.getelementptr %530[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#31, %561 : f32, !llvm.ptr
              %562 = llvm.getelementptr %530[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#32, %562 : f32, !llvm.ptr
              %563 = llvm.getelementptr %530[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#33, %563 : f32, !llvm.ptr
              %564 = llvm.getelementptr %530[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#34, %564 : f32, !llvm.ptr
              %565 = llvm.getelementptr %530[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#35, %565 : f32, !llvm.ptr
              %566 = llvm.getelementptr %530[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#36, %566 : f32, !llvm.ptr
              %567 = llvm.getelementptr %530[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#37, %567 : f32, !llvm.ptr
              %568 = llvm.getelementptr %530[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#38, %568 : f32, !llvm.ptr
              %569 = llvm.getelementptr %530[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#39, %569 : f32, !llvm.ptr
              %570 = llvm.getelementptr %530[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#40, %570 : f32, !llvm.ptr
              %571 = llvm.getelementptr %530[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#41, %571 : f32, !llvm.ptr
              %572 = llvm.getelementptr %530[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#42, %572 : f32, !llvm.ptr
              %573 = llvm.getelementptr %530[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#43, %573 : f32, !llvm.ptr
              %574 = llvm.getelementptr %530[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#44, %574 : f32, !llvm.ptr
              %575 = llvm.getelementptr %530[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#45, %575 : f32, !llvm.ptr
              %576 = llvm.getelementptr %530[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#46, %576 : f32, !llvm.ptr
              %577 = llvm.getelementptr %530[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#47, %577 : f32, !llvm.ptr
              %578 = llvm.getelementptr %530[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#48, %578 : f32, !llvm.ptr
              %579 = llvm.getelementptr %530[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#49, %579 : f32, !llvm.ptr
              %580 = llvm.getelementptr %530[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#50, %580 : f32, !llvm.ptr
              %581 = llvm.getelementptr %530[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#51, %581 : f32, !llvm.ptr
              %582 = llvm.getelementptr %530[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#52, %582 : f32, !llvm.ptr
              %583 = llvm.getelementptr %530[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#53, %583 : f32, !llvm.ptr
              %584 = llvm.getelementptr %530[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#54, %584 : f32, !llvm.ptr
              %585 = llvm.getelementptr %530[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#55, %585 : f32, !llvm.ptr
              %586 = llvm.getelementptr %530[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#56, %586 : f32, !llvm.ptr
              %587 = llvm.getelementptr %530[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#57, %587 : f32, !llvm.ptr
              %588 = llvm.getelementptr %530[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#58, %588 : f32, !llvm.ptr
              %589 = llvm.getelementptr %530[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#59, %589 : f32, !llvm.ptr
              %590 = llvm.getelementptr %530[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#60, %590 : f32, !llvm.ptr
              %591 = llvm.getelementptr %530[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#61, %591 : f32, !llvm.ptr
              %592 = llvm.getelementptr %530[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#62, %592 : f32, !llvm.ptr
              %593 = llvm.getelementptr %530[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#63, %593 : f32, !llvm.ptr
              %594 = llvm.getelementptr %530[64] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#64, %594 : f32, !llvm.ptr
              %595 = llvm.getelementptr %530[65] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#65, %595 : f32, !llvm.ptr
              %596 = llvm.getelementptr %530[66] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#66, %596 : f32, !llvm.ptr
              %597 = llvm.getelementptr %530[67] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#67, %597 : f32, !llvm.ptr
              %598 = llvm.getelementptr %530[68] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#68, %598 : f32, !llvm.ptr
              %599 = llvm.getelementptr %530[69] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#69, %599 : f32, !llvm.ptr
              %600 = llvm.getelementptr %530[70] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#70, %600 : f32, !llvm.ptr
              %601 = llvm.getelementptr %530[71] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#71, %601 : f32, !llvm.ptr
              %602 = llvm.getelementptr %530[72] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#72, %602 : f32, !llvm.ptr
              %603 = llvm.getelementptr %530[73] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#73, %603 : f32, !llvm.ptr
              %604 = llvm.getelementptr %530[74] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#74, %604 : f32, !llvm.ptr
              %605 = llvm.getelementptr %530[75] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#75, %605 : f32, !llvm.ptr
              %606 = llvm.getelementptr %530[76] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#76, %606 : f32, !llvm.ptr
              %607 = llvm.getelementptr %530[77] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#77, %607 : f32, !llvm.ptr
              %608 = llvm.getelementptr %530[78] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#78, %608 : f32, !llvm.ptr
              %642 = llvm.getelementptr %530[79] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#79, %642 : f32, !llvm.ptr
              %643 = llvm.getelementptr %530[80] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#80, %643 : f32, !llvm.ptr
              %644 = llvm.getelementptr %530[81] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#81, %644 : f32, !llvm.ptr
              %645 = llvm.getelementptr %530[82] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#82, %645 : f32, !llvm.ptr
              %646 = llvm.getelementptr %530[83] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#83, %646 : f32, !llvm.ptr
              %647 = llvm.getelementptr %530[84] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#84, %647 : f32, !llvm.ptr
              %648 = llvm.getelementptr %530[85] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#85, %648 : f32, !llvm.ptr
              %649 = llvm.getelementptr %530[86] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#86, %649 : f32, !llvm.ptr
              %650 = llvm.getelementptr %530[87] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#87, %650 : f32, !llvm.ptr
              %651 = llvm.getelementptr %530[88] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#88, %651 : f32, !llvm.ptr
              %652 = llvm.getelementptr %530[89] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#89, %652 : f32, !llvm.ptr
              %653 = llvm.getelementptr %530[90] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#90, %653 : f32, !llvm.ptr
              %654 = llvm.getelementptr %530[91] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#91, %654 : f32, !llvm.ptr
              %655 = llvm.getelementptr %530[92] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#92, %655 : f32, !llvm.ptr
              %656 = llvm.getelementptr %530[93] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#93, %656 : f32, !llvm.ptr
              %657 = llvm.getelementptr %530[94] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#94, %657 : f32, !llvm.ptr
              %658 = llvm.getelementptr %530[95] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#95, %658 : f32, !llvm.ptr
              %659 = llvm.getelementptr %530[96] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#96, %659 : f32, !llvm.ptr
              %660 = llvm.getelementptr %530[97] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#97, %660 : f32, !llvm.ptr
              %661 = llvm.getelementptr %530[98] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#98, %661 : f32, !llvm.ptr
              %662 = llvm.getelementptr %530[99] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#99, %662 : f32, !llvm.ptr
              %663 = llvm.getelementptr %530[100] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#100, %663 : f32, !llvm.ptr
              %664 = llvm.getelementptr %530[101] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#101, %664 : f32, !llvm.ptr
              %665 = llvm.getelementptr %530[102] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#102, %665 : f32, !llvm.ptr
              %666 = llvm.getelementptr %530[103] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#103, %666 : f32, !llvm.ptr
              %667 = llvm.getelementptr %530[104] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#104, %667 : f32, !llvm.ptr
              %668 = llvm.getelementptr %530[105] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#105, %668 : f32, !llvm.ptr
              %669 = llvm.getelementptr %530[106] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#106, %669 : f32, !llvm.ptr
              %670 = llvm.getelementptr %530[107] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#107, %670 : f32, !llvm.ptr
              %671 = llvm.getelementptr %530[108] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#108, %671 : f32, !llvm.ptr
              %672 = llvm.getelementptr %530[109] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#109, %672 : f32, !llvm.ptr
              %673 = llvm.getelementptr %530[110] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#110, %673 : f32, !llvm.ptr
              %674 = llvm.getelementptr %530[111] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#111, %674 : f32, !llvm.ptr
              %675 = llvm.getelementptr %530[112] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#112, %675 : f32, !llvm.ptr
              %676 = llvm.getelementptr %530[113] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#113, %676 : f32, !llvm.ptr
              %677 = llvm.getelementptr %530[114] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#114, %677 : f32, !llvm.ptr
              %678 = llvm.getelementptr %530[115] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#115, %678 : f32, !llvm.ptr
              %679 = llvm.getelementptr %530[116] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#116, %679 : f32, !llvm.ptr
              %680 = llvm.getelementptr %530[117] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#117, %680 : f32, !llvm.ptr
              %681 = llvm.getelementptr %530[118] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#118, %681 : f32, !llvm.ptr
              %682 = llvm.getelementptr %530[119] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#119, %682 : f32, !llvm.ptr
              %683 = llvm.getelementptr %530[120] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#120, %683 : f32, !llvm.ptr
              %684 = llvm.getelementptr %530[121] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#121, %684 : f32, !llvm.ptr
              %685 = llvm.getelementptr %530[122] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#122, %685 : f32, !llvm.ptr
              %686 = llvm.getelementptr %530[123] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#123, %686 : f32, !llvm.ptr
              %687 = llvm.getelementptr %530[124] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#124, %687 : f32, !llvm.ptr
              %688 = llvm.getelementptr %530[125] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#125, %688 : f32, !llvm.ptr
              %689 = llvm.getelementptr %530[126] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#126, %689 : f32, !llvm.ptr
              %690 = llvm.getelementptr %530[127] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#127, %690 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x256x16_0e08
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %263 : !mma_bf16_bf16_f32_64x256x16_0e08
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %262 : !mma_bf16_bf16_f32_64x256x16_0e08
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_41 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,1,?)">
        %lay_139 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
        %idx_30 = cute.crd2idx(%coord_41, %lay_139) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_141 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
        %tup_42 = cute.add_offset(%iter_141, %idx_30) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_47 = cute.make_view(%tup_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_142 = cute.get_iter(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_61 = cute.get_iter(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %coord_42 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,1,?)">
        %lay_140 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
        %idx_31 = cute.crd2idx(%coord_42, %lay_140) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,2048))">) -> !cute.int_tuple<"?{div=2}">
        %iter_62 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
        %tup_21 = cute.add_offset(%iter_62, %idx_31) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_48 = cute.make_view(%tup_21) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_143 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_144 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_141 = cute.get_layout(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %217 = cute.get_shape(%lay_141) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_101, %e1_75 = cute.get_leaves(%217) : !cute.shape<"(1,1)">
        %lay_142 = cute.get_layout(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %218 = cute.get_shape(%lay_142) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_102, %e1_76 = cute.get_leaves(%218) : !cute.shape<"(1,1)">
        %lay_143 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %219 = cute.get_shape(%lay_143) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
        %e0_103, %e1_77, %e2_40, %e3_25, %e4_14 = cute.get_leaves(%219) : !cute.shape<"((2,2,32),1,1)">
        %lay_144 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %220 = cute.get_shape(%lay_144) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
        %e0_104, %e1_78, %e2_41, %e3_26, %e4_15 = cute.get_leaves(%220) : !cute.shape<"((2,2,32),1,1)">
        %iter_145 = cute.get_iter(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_146 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_147 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
        %iter_148 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
        %lay_52 = cute.get_layout(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_145 = cute.get_layout(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_146 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %lay_147 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %221 = cute.static : !cute.layout<"1:0">
        %append_17 = cute.append_to_rank<3> (%lay_52, %221) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %append_18 = cute.append_to_rank<3> (%lay_145, %221) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_29 = cute.size(%append_17) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %sz_30 = cute.size(%append_17) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %sz_9 = cute.size(%append_18) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %222 = cute.get_scalars(%sz_29) : !cute.int_tuple<"1">
        %223 = cute.get_scalars(%sz_30) : !cute.int_tuple<"1">
        %224 = cute.get_scalars(%sz_9) : !cute.int_tuple<"1">
        %c0_i32_14 = arith.constant 0 : i32
        %c1_i32_14 = arith.constant 1 : i32
        %225 = scf.for %arg18 = %c0_i32_14 to %222 step %c1_i32_14 iter_args(%arg19 = %639) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
          %262 = scf.for %arg20 = %c0_i32_14 to %223 step %c1_i32_14 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
            %263 = scf.for %arg22 = %c0_i32_14 to %224 step %c1_i32_14 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
              %coord_38 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_40 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %264:2 = cute.get_scalars(%coord_38) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_77 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_26 = cute.crd2idx(%coord_38, %append_17) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_40 = cute.add_offset(%iter_145, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_43 = cute.make_view(%tup_40, %lay_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %265:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_136 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_27 = cute.crd2idx(%coord_39, %append_18) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_41 = cute.add_offset(%iter_146, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_44 = cute.make_view(%tup_41, %lay_136) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %266:2 = cute.get_scalars(%coord_40) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_137 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
              %idx_28 = cute.crd2idx(%coord_40, %lay_146) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
              %ptr_22 = cute.add_offset(%iter_147, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
              %view_45 = cute.make_view(%ptr_22, %lay_137) : !memref_rmem_f32_1ca7
              %215:2 = cute.get_scalars(%coord_40) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_138 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
              %idx_29 = cute.crd2idx(%coord_40, %lay_147) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
              %ptr_23 = cute.add_offset(%iter_148, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
              %view_46 = cute.make_view(%ptr_23, %lay_138) : !memref_rmem_f32_1ca7
              %iter_138 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_139 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_140 = cute.get_iter(%view_45) : !memref_rmem_f32_1ca7
              %234 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %235 = llvm.load %234 : !llvm.ptr -> f32
              %236 = llvm.getelementptr %234[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %237 = llvm.load %236 : !llvm.ptr -> f32
              %238 = llvm.getelementptr %234[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %277 = llvm.load %238 : !llvm.ptr -> f32
              %278 = llvm.getelementptr %234[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %279 = llvm.load %278 : !llvm.ptr -> f32
              %280 = llvm.getelementptr %234[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %281 = llvm.load %280 : !llvm.ptr -> f32
              %282 = llvm.getelementptr %234[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %283 = llvm.load %282 : !llvm.ptr -> f32
              %284 = llvm.getelementptr %234[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %285 = llvm.load %284 : !llvm.ptr -> f32
              %286 = llvm.getelementptr %234[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %287 = llvm.load %286 : !llvm.ptr -> f32
              %288 = llvm.getelementptr %234[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %289 = llvm.load %288 : !llvm.ptr -> f32
              %290 = llvm.getelementptr %234[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %291 = llvm.load %290 : !llvm.ptr -> f32
              %292 = llvm.getelementptr %234[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %293 = llvm.load %292 : !llvm.ptr -> f32
              %294 = llvm.getelementptr %234[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %295 = llvm.load %294 : !llvm.ptr -> f32
              %296 = llvm.getelementptr %234[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %297 = llvm.load %296 : !llvm.ptr -> f32
              %298 = llvm.getelementptr %234[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %299 = llvm.load %298 : !llvm.ptr -> f32
              %300 = llvm.getelementptr %234[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %301 = llvm.load %300 : !llvm.ptr -> f32
              %302 = llvm.getelementptr %234[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %303 = llvm.load %302 : !llvm.ptr -> f32
              %304 = llvm.getelementptr %234[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %305 = llvm.load %304 : !llvm.ptr -> f32
              %306 = llvm.getelementptr %234[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %307 = llvm.load %306 : !llvm.ptr -> f32
              %308 = llvm.getelementptr %234[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %309 = llvm.load %308 : !llvm.ptr -> f32
              %310 = llvm.getelementptr %234[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %311 = llvm.load %310 : !llvm.ptr -> f32
              %312 = llvm.getelementptr %234[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %313 = llvm.load %312 : !llvm.ptr -> f32
              %314 = llvm.getelementptr %234[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %315 = llvm.load %314 : !llvm.ptr -> f32
              %316 = llvm.getelementptr %234[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %317 = llvm.load %316 : !llvm.ptr -> f32
              %318 = llvm.getelementptr %234[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %319 = llvm.load %318 : !llvm.ptr -> f32
              %320 = llvm.getelementptr %234[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %321 = llvm.load %320 : !llvm.ptr -> f32
              %322 = llvm.getelementptr %234[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %323 = llvm.load %322 : !llvm.ptr -> f32
              %324 = llvm.getelementptr %234[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %325 = llvm.load %324 : !llvm.ptr -> f32
              %326 = llvm.getelementptr %234[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %327 = llvm.load %326 : !llvm.ptr -> f32
              %328 = llvm.getelementptr %234[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %329 = llvm.load %328 : !llvm.ptr -> f32
              %330 = llvm.getelementptr %234[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %331 = llvm.load %330 : !llvm.ptr -> f32
              %332 = llvm.getelementptr %234[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %333 = llvm.load %332 : !llvm.ptr -> f32
              %334 = llvm.getelementptr %234[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %335 = llvm.load %334 : !llvm.ptr -> f32
              %336 = llvm.getelementptr %234[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %337 = llvm.load %336 : !llvm.ptr -> f32
              %338 = llvm.getelementptr %234[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %339 = llvm.load %338 : !llvm.ptr -> f32
              %340 = llvm.getelementptr %234[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %341 = llvm.load %340 : !llvm.ptr -> f32
              %342 = llvm.getelementptr %234[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %343 = llvm.load %342 : !llvm.ptr -> f32
              %344 = llvm.getelementptr %234[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %345 = llvm.load %344 : !llvm.ptr -> f32
              %346 = llvm.getelementptr %234[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %347 = llvm.load %346 : !llvm.ptr -> f32
              %348 = llvm.getelementptr %234[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %349 = llvm.load %348 : !llvm.ptr -> f32
              %350 = llvm.getelementptr %234[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %351 = llvm.load %350 : !llvm.ptr -> f32
              %352 = llvm.getelementptr %234[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %353 = llvm.load %352 : !llvm.ptr -> f32
              %354 = llvm.getelementptr %234[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %355 = llvm.load %354 : !llvm.ptr -> f32
              %356 = llvm.getelementptr %234[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %357 = llvm.load %356 : !llvm.ptr -> f32
              %358 = llvm.getelementptr %234[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %359 = llvm.load %358 : !llvm.ptr -> f32
              %360 = llvm.getelementptr %234[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %361 = llvm.load %360 : !llvm.ptr -> f32
              %362 = llvm.getelementptr %234[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %363 = llvm.load %362 : !llvm.ptr -> f32
              %364 = llvm.getelementptr %234[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %365 = llvm.load %364 : !llvm.ptr -> f32
              %366 = llvm.getelementptr %234[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %367 = llvm.load %366 : !llvm.ptr -> f32
              %368 = llvm.getelementptr %234[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %369 = llvm.load %368 : !llvm.ptr -> f32
              %370 = llvm.getelementptr %234[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %371 = llvm.load %370 : !llvm.ptr -> f32
              %372 = llvm.getelementptr %234[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %373 = llvm.load %372 : !llvm.ptr -> f32
              %374 = llvm.getelementptr %234[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %375 = llvm.load %374 : !llvm.ptr -> f32
              %376 = llvm.getelementptr %234[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %377 = llvm.load %376 : !llvm.ptr -> f32
              %378 = llvm.getelementptr %234[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %379 = llvm.load %378 : !llvm.ptr -> f32
              %380 = llvm.getelementptr %234[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %381 = llvm.load %380 : !llvm.ptr -> f32
              %382 = llvm.getelementptr %234[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %383 = llvm.load %382 : !llvm.ptr -> f32
              %384 = llvm.getelementptr %234[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %385 = llvm.load %384 : !llvm.ptr -> f32
              %386 = llvm.getelementptr %234[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %387 = llvm.load %386 : !llvm.ptr -> f32
              %388 = llvm.getelementptr %234[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %389 = llvm.load %388 : !llvm.ptr -> f32
              %390 = llvm.getelementptr %234[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %391 = llvm.load %390 : !llvm.ptr -> f32
              %392 = llvm.getelementptr %234[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %393 = llvm.load %392 : !llvm.ptr -> f32
              %394 = llvm.getelementptr %234[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %395 = llvm.load %394 : !llvm.ptr -> f32
              %396 = llvm.getelementptr %234[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %397 = llvm.load %396 : !llvm.ptr -> f32
              %398 = llvm.getelementptr %234[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %399 = llvm.load %398 : !llvm.ptr -> f32
              %400 = llvm.getelementptr %234[64] : (!llvm.ptr) -> !llvm.ptr, f32
              %401 = llvm.load %400 : !llvm.ptr -> f32
              %402 = llvm.getelementptr %234[65] : (!llvm.ptr) -> !llvm.ptr, f32
              %403 = llvm.load %402 : !llvm.ptr -> f32
              %404 = llvm.getelementptr %234[66] : (!llvm.ptr) -> !llvm.ptr, f32
              %405 = llvm.load %404 : !llvm.ptr -> f32
              %406 = llvm.getelementptr %234[67] : (!llvm.ptr) -> !llvm.ptr, f32
              %407 = llvm.load %406 : !llvm.ptr -> f32
              %408 = llvm.getelementptr %234[68] : (!llvm.ptr) -> !llvm.ptr, f32
              %409 = llvm.load %408 : !llvm.ptr -> f32
              %410 = llvm.getelementptr %234[69] : (!llvm.ptr) -> !llvm.ptr, f32
              %411 = llvm.load %410 : !llvm.ptr -> f32
              %412 = llvm.getelementptr %234[70] : (!llvm.ptr) -> !llvm.ptr, f32
              %413 = llvm.load %412 : !llvm.ptr -> f32
              %414 = llvm.getelementptr %234[71] : (!llvm.ptr) -> !llvm.ptr, f32
              %415 = llvm.load %414 : !llvm.ptr -> f32
              %416 = llvm.getelementptr %234[72] : (!llvm.ptr) -> !llvm.ptr, f32
              %417 = llvm.load %416 : !llvm.ptr -> f32
              %418 = llvm.getelementptr %234[73] : (!llvm.ptr) -> !llvm.ptr, f32
              %419 = llvm.load %418 : !llvm.ptr -> f32
              %420 = llvm.getelementptr %234[74] : (!llvm.ptr) -> !llvm.ptr, f32
              %421 = llvm.load %420 : !llvm.ptr -> f32
              %422 = llvm.getelementptr %234[75] : (!llvm.ptr) -> !llvm.ptr, f32
              %423 = llvm.load %422 : !llvm.ptr -> f32
              %424 = llvm.getelementptr %234[76] : (!llvm.ptr) -> !llvm.ptr, f32
              %425 = llvm.load %424 : !llvm.ptr -> f32
              %426 = llvm.getelementptr %234[77] : (!llvm.ptr) -> !llvm.ptr, f32
              %427 = llvm.load %426 : !llvm.ptr -> f32
              %428 = llvm.getelementptr %234[78] : (!llvm.ptr) -> !llvm.ptr, f32
              %429 = llvm.load %428 : !llvm.ptr -> f32
              %430 = llvm.getelementptr %234[79] : (!llvm.ptr) -> !llvm.ptr, f32
              %431 = llvm.load %430 : !llvm.ptr -> f32
              %432 = llvm.getelementptr %234[80] : (!llvm.ptr) -> !llvm.ptr, f32
              %433 = llvm.load %432 : !llvm.ptr -> f32
              %434 = llvm.getelementptr %234[81] : (!llvm.ptr) -> !llvm.ptr, f32
              %435 = llvm.load %434 : !llvm.ptr -> f32
              %436 = llvm.getelementptr %234[82] : (!llvm.ptr) -> !llvm.ptr, f32
              %437 = llvm.load %436 : !llvm.ptr -> f32
              %438 = llvm.getelementptr %234[83] : (!llvm.ptr) -> !llvm.ptr, f32
              %439 = llvm.load %438 : !llvm.ptr -> f32
              %440 = llvm.getelementptr %234[84] : (!llvm.ptr) -> !llvm.ptr, f32
              %441 = llvm.load %440 : !llvm.ptr -> f32
              %442 = llvm.getelementptr %234[85] : (!llvm.ptr) -> !llvm.ptr, f32
              %443 = llvm.load %442 : !llvm.ptr -> f32
              %444 = llvm.getelementptr %234[86] : (!llvm.ptr) -> !llvm.ptr, f32
              %445 = llvm.load %444 : !llvm.ptr -> f32
              %446 = llvm.getelementptr %234[87] : (!llvm.ptr) -> !llvm.ptr, f32
              %447 = llvm.load %446 : !llvm.ptr -> f32
              %448 = llvm.getelementptr %234[88] : (!llvm.ptr) -> !llvm.ptr, f32
              %449 = llvm.load %448 : !llvm.ptr -> f32
              %450 = llvm.getelementptr %234[89] : (!llvm.ptr) -> !llvm.ptr, f32
              %451 = llvm.load %450 : !llvm.ptr -> f32
              %452 = llvm.getelementptr %234[90] : (!llvm.ptr) -> !llvm.ptr, f32
              %453 = llvm.load %452 : !llvm.ptr -> f32
              %454 = llvm.getelementptr %234[91] : (!llvm.ptr) -> !llvm.ptr, f32
              %455 = llvm.load %454 : !llvm.ptr -> f32
              %456 = llvm.getelementptr %234[92] : (!llvm.ptr) -> !llvm.ptr, f32
              %457 = llvm.load %456 : !llvm.ptr -> f32
              %458 = llvm.getelementptr %234[93] : (!llvm.ptr) -> !llvm.ptr, f32
              %459 = llvm.load %458 : !llvm.ptr -> f32
              %460 = llvm.getelementptr %234[94] : (!llvm.ptr) -> !llvm.ptr, f32
              %461 = llvm.load %460 : !llvm.ptr -> f32
              %462 = llvm.getelementptr %234[95] : (!llvm.ptr) -> !llvm.ptr, f32
              %463 = llvm.load %462 : !llvm.ptr -> f32
              %464 = llvm.getelementptr %234[96] : (!llvm.ptr) -> !llvm.ptr, f32
              %465 = llvm.load %464 : !llvm.ptr -> f32
              %466 = llvm.getelementptr %234[97] : (!llvm.ptr) -> !llvm.ptr, f32
              %467 = llvm.load %466 : !llvm.ptr -> f32
              %468 = llvm.getelementptr %234[98] : (!llvm.ptr) -> !llvm.ptr, f32
              %469 = llvm.load %468 : !llvm.ptr -> f32
              %470 = llvm.getelementptr %234[99] : (!llvm.ptr) -> !llvm.ptr, f32
              %471 = llvm.load %470 : !llvm.ptr -> f32
              %472 = llvm.getelementptr %234[100] : (!llvm.ptr) -> !llvm.ptr, f32
              %473 = llvm.load %472 : !llvm.ptr -> f32
              %474 = llvm.getelementptr %234[101] : (!llvm.ptr) -> !llvm.ptr, f32
              %475 = llvm.load %474 : !llvm.ptr -> f32
              %476 = llvm.getelementptr %234[102] : (!llvm.ptr) -> !llvm.ptr, f32
              %477 = llvm.load %476 : !llvm.ptr -> f32
              %478 = llvm.getelementptr %234[103] : (!llvm.ptr) -> !llvm.ptr, f32
              %479 = llvm.load %478 : !llvm.ptr -> f32
              %480 = llvm.getelementptr %234[104] : (!llvm.ptr) -> !llvm.ptr, f32
              %481 = llvm.load %480 : !llvm.ptr -> f32
              %482 = llvm.getelementptr %234[105] : (!llvm.ptr) -> !llvm.ptr, f32
              %483 = llvm.load %482 : !llvm.ptr -> f32
              %484 = llvm.getelementptr %234[106] : (!llvm.ptr) -> !llvm.ptr, f32
              %485 = llvm.load %484 : !llvm.ptr -> f32
              %486 = llvm.getelementptr %234[107] : (!llvm.ptr) -> !llvm.ptr, f32
              %487 = llvm.load %486 : !llvm.ptr -> f32
              %488 = llvm.getelementptr %234[108] : (!llvm.ptr) -> !llvm.ptr, f32
              %489 = llvm.load %488 : !llvm.ptr -> f32
              %490 = llvm.getelementptr %234[109] : (!llvm.ptr) -> !llvm.ptr, f32
              %491 = llvm.load %490 : !llvm.ptr -> f32
              %492 = llvm.getelementptr %234[110] : (!llvm.ptr) -> !llvm.ptr, f32
              %493 = llvm.load %492 : !llvm.ptr -> f32
              %494 = llvm.getelementptr %234[111] : (!llvm.ptr) -> !llvm.ptr, f32
              %495 = llvm.load %494 : !llvm.ptr -> f32
              %496 = llvm.getelementptr %234[112] : (!llvm.ptr) -> !llvm.ptr, f32
              %497 = llvm.load %496 : !llvm.ptr -> f32
              %498 = llvm.getelementptr %234[113] : (!llvm.ptr) -> !llvm.ptr, f32
              %499 = llvm.load %498 : !llvm.ptr -> f32
              %500 = llvm.getelementptr %234[114] : (!llvm.ptr) -> !llvm.ptr, f32
              %501 = llvm.load %500 : !llvm.ptr -> f32
              %502 = llvm.getelementptr %234[115] : (!llvm.ptr) -> !llvm.ptr, f32
              %503 = llvm.load %502 : !llvm.ptr -> f32
              %504 = llvm.getelementptr %234[116] : (!llvm.ptr) -> !llvm.ptr, f32
              %505 = llvm.load %504 : !llvm.ptr -> f32
              %506 = llvm.getelementptr %234[117] : (!llvm.ptr) -> !llvm.ptr, f32
              %507 = llvm.load %506 : !llvm.ptr -> f32
              %508 = llvm.getelementptr %234[118] : (!llvm.ptr) -> !llvm.ptr, f32
              %509 = llvm.load %508 : !llvm.ptr -> f32
              %510 = llvm.getelementptr %234[119] : (!llvm.ptr) -> !llvm.ptr, f32
              %511 = llvm.load %510 : !llvm.ptr -> f32
              %512 = llvm.getelementptr %234[120] : (!llvm.ptr) -> !llvm.ptr, f32
              %513 = llvm.load %512 : !llvm.ptr -> f32
              %514 = llvm.getelementptr %234[121] : (!llvm.ptr) -> !llvm.ptr, f32
              %515 = llvm.load %514 : !llvm.ptr -> f32
              %516 = llvm.getelementptr %234[122] : (!llvm.ptr) -> !llvm.ptr, f32
              %517 = llvm.load %516 : !llvm.ptr -> f32
              %518 = llvm.getelementptr %234[123] : (!llvm.ptr) -> !llvm.ptr, f32
              %519 = llvm.load %518 : !llvm.ptr -> f32
              %520 = llvm.getelementptr %234[124] : (!llvm.ptr) -> !llvm.ptr, f32
              %521 = llvm.load %520 : !llvm.ptr -> f32
              %522 = llvm.getelementptr %234[125] : (!llvm.ptr) -> !llvm.ptr, f32
              %523 = llvm.load %522 : !llvm.ptr -> f32
              %524 = llvm.getelementptr %234[126] : (!llvm.ptr) -> !llvm.ptr, f32
              %525 = llvm.load %524 : !llvm.ptr -> f32
              %526 = llvm.getelementptr %234[127] : (!llvm.ptr) -> !llvm.ptr, f32
              %527 = llvm.load %526 : !llvm.ptr -> f32
              %528 = cute_nvgpu.atom.get_value(%arg23 : !mma_bf16_bf16_f32_64x256x16_0e08) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
              %529:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %iter_138 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_139 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%235, %237, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303, %305, %307, %309, %311, %313, %315, %317, %319, %321, %323, %325, %327, %329, %331, %333, %335, %337, %339, %341, %343, %345, %347, %349, %351, %353, %355, %357, %359, %361, %363, %365, %367, %369, %371, %373, %375, %377, %379, %381, %383, %385, %387, %389, %391, %393, %395, %397, %399, %401, %403, %405, %407, %409, %411, %413, %415, %417, %419, %421, %423, %425, %427, %429, %431, %433, %435, %437, %439, %441, %443, %445, %447, %449, %451, %453, %455, %457, %459, %461, %463, %465, %467, %469, %471, %473, %475, %477, %479, %481, %483, %485, %487, %489, %491, %493, %495, %497, %499, %501, %503, %505, %507, %509, %511, %513, %515, %517, %519, %521, %523, %525, %527], accum = %528 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
              %530 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %529#0, %530 : f32, !llvm.ptr
              %531 = llvm.getelementptr %530[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#1, %531 : f32, !llvm.ptr
              %532 = llvm.getelementptr %530[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#2, %532 : f32, !llvm.ptr
              %533 = llvm.getelementptr %530[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#3, %533 : f32, !llvm.ptr
              %534 = llvm.getelementptr %530[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#4, %534 : f32, !llvm.ptr
              %535 = llvm.getelementptr %530[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#5, %535 : f32, !llvm.ptr
              %536 = llvm.getelementptr %530[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#6, %536 : f32, !llvm.ptr
              %537 = llvm.getelementptr %530[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#7, %537 : f32, !llvm.ptr
              %538 = llvm.getelementptr %530[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#8, %538 : f32, !llvm.ptr
              %539 = llvm.getelementptr %530[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#9, %539 : f32, !llvm.ptr
              %540 = llvm.getelementptr %530[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#10, %540 : f32, !llvm.ptr
              %541 = llvm.getelementptr %530[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#11, %541 : f32, !llvm.ptr
              %542 = llvm.getelementptr %530[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#12, %542 : f32, !llvm.ptr
              %543 = llvm.getelementptr %530[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#13, %543 : f32, !llvm.ptr
              %544 = llvm.getelementptr %530[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#14, %544 : f32, !llvm.ptr
              %545 = llvm.getelementptr %530[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#15, %545 : f32, !llvm.ptr
              %546 = llvm.getelementptr %530[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#16, %546 : f32, !llvm.ptr
              %547 = llvm.getelementptr %530[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#17, %547 : f32, !llvm.ptr
              %548 = llvm.getelementptr %530[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#18, %548 : f32, !llvm.ptr
              %549 = llvm.getelementptr %530[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#19, %549 : f32, !llvm.ptr
              %550 = llvm.getelementptr %530[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#20, %550 : f32, !llvm.ptr
              %551 = llvm.getelementptr %530[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#21, %551 : f32, !llvm.ptr
              %552 = llvm.getelementptr %530[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#22, %552 : f32, !llvm.ptr
              %553 = llvm.getelementptr %530[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#23, %553 : f32, !llvm.ptr
              %554 = llvm.getelementptr %530[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#24, %554 : f32, !llvm.ptr
              %555 = llvm.getelementptr %530[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#25, %555 : f32, !llvm.ptr
              %556 = llvm.getelementptr %530[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#26, %556 : f32, !llvm.ptr
              %557 = llvm.getelementptr %530[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#27, %557 : f32, !llvm.ptr
              %558 = llvm.getelementptr %530[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#28, %558 : f32, !llvm.ptr
              %559 = llvm.getelementptr %530[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#29, %559 : f32, !llvm.ptr
              %560 = llvm.getelementptr %530[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#30, %560 : f32, !llvm.ptr
              %561 = llvm.getelementptr %530[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#31, %561 : f32, !llvm.ptr
              %562 = llvm.getelementptr %530[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#32, %562 : f32, !llvm.ptr
              %563 = llvm.getelementptr %530[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#33, %563 : f32, !llvm.ptr
              %564 = llvm.getelementptr %530[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#34, %564 : f32, !llvm.ptr
              %565 = llvm.getelementptr %530[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#35, %565 : f32, !llvm.ptr
              %566 = llvm.getelementptr %530[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#36, %566 : f32, !llvm.ptr
              %567 = llvm.getelementptr %530[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#37, %567 : f32, !llvm.ptr
              %568 = llvm.getelementptr %530[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#38, %568 : f32, !llvm.ptr
              %569 = llvm.getelementptr %530[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#39, %569 : f32, !llvm.ptr
              %570 = llvm.getelementptr %530[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#40, %570 : f32, !llvm.ptr
              %571 = llvm.getelementptr %530[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#41, %571 : f32, !llvm.ptr
              %572 = llvm.getelementptr %530[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#42, %572 : f32, !llvm.ptr
              %573 = llvm.getelementptr %530[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#43, %573 : f32, !llvm.ptr
              %574 = llvm.getelementptr %530[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#44, %574 : f32, !llvm.ptr
              %575 = llvm.getelementptr %530[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#45, %575 : f32, !llvm.ptr
              %576 = llvm.getelementptr %530[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#46, %576 : f32, !llvm.ptr
              %577 = llvm.getelementptr %530[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#47, %577 : f32, !llvm.ptr
              %578 = llvm.getelementptr %530[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#48, %578 : f32, !llvm.ptr
              %579 = llvm.getelementptr %530[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#49, %579 : f32, !llvm.ptr
              %580 = llvm.getelementptr %530[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#50, %580 : f32, !llvm.ptr
              %581 = llvm.getelementptr %530[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#51, %581 : f32, !llvm.ptr
              %582 = llvm.getelementptr %530[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#52, %582 : f32, !llvm.ptr
              %583 = llvm.getelementptr %530[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#53, %583 : f32, !llvm.ptr
              %584 = llvm.getelementptr %530[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#54, %584 : f32, !llvm.ptr
              %585 = llvm.getelementptr %530[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#55, %585 : f32, !llvm.ptr
              %586 = llvm.getelementptr %530[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#56, %586 : f32, !llvm.ptr
              %587 = llvm.getelementptr %530[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#57, %587 : f32, !llvm.ptr
              %588 = llvm.getelementptr %530[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#58, %588 : f32, !llvm.ptr
              %589 = llvm.getelementptr %530[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#59, %589 : f32, !llvm.ptr
              %590 = llvm.getelementptr %530[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#60, %590 : f32, !llvm.ptr
              %591 = llvm.getelementptr %530[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#61, %591 : f32, !llvm.ptr
              %592 = llvm.getelementptr %530[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#62, %592 : f32, !llvm.ptr
              %593 = llvm.getelementptr %530[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#63, %593 : f32, !llvm.ptr
              %594 = llvm.getelementptr %530[64] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#64, %594 : f32, !llvm.ptr
              %595 = llvm.getelementptr %530[65] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#65, %595 : f32, !llvm.ptr
              %596 = llvm.getelementptr %530[66] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#66, %596 : f32, !llvm.ptr
              %597 = llvm.getelementptr %530[67] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#67, %597 : f32, !llvm.ptr
              %598 = llvm.getelementptr %530[68] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#68, %598 : f32, !llvm.ptr
              %599 = llvm.getelementptr %530[69] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#69, %599 : f32, !llvm.ptr
              %600 = llvm.getelementptr %530[70] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#70, %600 : f32, !llvm.ptr
              %601 = llvm.getelementptr %530[71] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#71, %601 : f32, !llvm.ptr
              %602 = llvm.getelementptr %530[72] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#72, %602 : f32, !llvm.ptr
              %603 = llvm.getelementptr %530[73] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#73, %603 : f32, !llvm.ptr
              %604 = llvm.getelementptr %530[74] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#74, %604 : f32, !llvm.ptr
              %605 = llvm.getelementptr %530[75] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#75, %605 : f32, !llvm.ptr
              %606 = llvm.getelementptr %530[76] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#76, %606 : f32, !llvm.ptr
              %607 = llvm.getelementptr %530[77] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#77, %607 : f32, !llvm.ptr
              %608 = llvm.getelementptr %530[78] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#78, %608 : f32, !llvm.ptr
              %642 = llvm.getelementptr %530[79] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#79, %642 : f32, !llvm.ptr
              %643 = llvm.getelementptr %530[80] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#80, %643 : f32, !llvm.ptr
              %644 = llvm.getelementptr %530[81] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#81, %644 : f32, !llvm.ptr
              %645 = llvm.getelementptr %530[82] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#82, %645 : f32, !llvm.ptr
              %646 = llvm.getelementptr %530[83] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#83, %646 : f32, !llvm.ptr
              %647 = llvm.getelementptr %530[84] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#84, %647 : f32, !llvm.ptr
              %648 = llvm.getelementptr %530[85] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#85, %648 : f32, !llvm.ptr
              %649 = llvm.getelementptr %530[86] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#86, %649 : f32, !llvm.ptr
              %650 = llvm.getelementptr %530[87] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#87, %650 : f32, !llvm.ptr
              %651 = llvm.getelementptr %530[88] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#88, %651 : f32, !llvm.ptr
              %652 = llvm.getelementptr %530[89] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#89, %652 : f32, !llvm.ptr
              %653 = llvm.getelementptr %530[90] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#90, %653 : f32, !llvm.ptr
              %654 = llvm.getelementptr %530[91] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#91, %654 : f32, !llvm.ptr
              %655 = llvm.getelementptr %530[92] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#92, %655 : f32, !llvm.ptr
              %656 = llvm.getelementptr %530[93] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#93, %656 : f32, !llvm.ptr
              %657 = llvm.getelementptr %530[94] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#94, %657 : f32, !llvm.ptr
              %658 = llvm.getelementptr %530[95] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#95, %658 : f32, !llvm.ptr
              %659 = llvm.getelementptr %530[96] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#96, %659 : f32, !llvm.ptr
              %660 = llvm.getelementptr %530[97] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#97, %660 : f32, !llvm.ptr
              %661 = llvm.getelementptr %530[98] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#98, %661 : f32, !llvm.ptr
              %662 = llvm.getelementptr %530[99] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#99, %662 : f32, !llvm.ptr
              %663 = llvm.getelementptr %530[100] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#100, %663 : f32, !llvm.ptr
              %664 = llvm.getelementptr %530[101] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#101, %664 : f32, !llvm.ptr
              %665 = llvm.getelementptr %530[102] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#102, %665 : f32, !llvm.ptr
              %666 = llvm.getelementptr %530[103] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#103, %666 : f32, !llvm.ptr
              %667 = llvm.getelementptr %530[104] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#104, %667 : f32, !llvm.ptr
              %668 = llvm.getelementptr %530[105] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#105, %668 : f32, !llvm.ptr
              %669 = llvm.getelementptr %530[106] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#106, %669 : f32, !llvm.ptr
              %670 = llvm.getelementptr %530[107] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#107, %670 : f32, !llvm.ptr
              %671 = llvm.getelementptr %530[108] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#108, %671 : f32, !llvm.ptr
              %672 = llvm.getelementptr %530[109] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#109, %672 : f32, !llvm.ptr
              %673 = llvm.getelementptr %530[110] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#110, %673 : f32, !llvm.ptr
              %674 = llvm.getelementptr %530[111] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#111, %674 : f32, !llvm.ptr
              %675 = llvm.getelementptr %530[112] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#112, %675 : f32, !llvm.ptr
              %676 = llvm.getelementptr %530[113] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#113, %676 : f32, !llvm.ptr
              %677 = llvm.getelementptr %530[114] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#114, %677 : f32, !llvm.ptr
              %678 = llvm.getelementptr %530[115] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#115, %678 : f32, !llvm.ptr
              %679 = llvm.getelementptr %530[116] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#116, %679 : f32, !llvm.ptr
              %680 = llvm.getelementptr %530[117] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#117, %680 : f32, !llvm.ptr
              %681 = llvm.getelementptr %530[118] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#118, %681 : f32, !llvm.ptr
              %682 = llvm.getelementptr %530[119] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#119, %682 : f32, !llvm.ptr
              %683 = llvm.getelementptr %530[120] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#120, %683 : f32, !llvm.ptr
              %684 = llvm.getelementptr %530[121] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#121, %684 : f32, !llvm.ptr
              %685 = llvm.getelementptr %530[122] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#122, %685 : f32, !llvm.ptr
              %686 = llvm.getelementptr %530[123] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#123, %686 : f32, !llvm.ptr
              %687 = llvm.getelementptr %530[124] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#124, %687 : f32, !llvm.ptr
              %688 = llvm.getelementptr %530[125] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#125, %688 : f32, !llvm.ptr
              %689 = llvm.getelementptr %530[126] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#126, %689 : f32, !llvm.ptr
              %690 = llvm.getelementptr %530[127] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#127, %690 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x256x16_0e08
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %263 : !mma_bf16_bf16_f32_64x256x16_0e08
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %262 : !mma_bf16_bf16_f32_64x256x16_0e08
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_43 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,2,?)">
        %lay_148 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
        %idx_32 = cute.crd2idx(%coord_43, %lay_148) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
        %iter_149 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
        %tup_43 = cute.add_offset(%iter_149, %idx_32) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
        %view_49 = cute.make_view(%tup_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_150 = cute.get_iter(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_151 = cute.get_iter(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %coord_44 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,2,?)">
        %lay_149 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
        %idx_33 = cute.crd2idx(%coord_44, %lay_149) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,2048))">) -> !cute.int_tuple<"?{div=4}">
        %iter_152 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
        %tup_44 = cute.add_offset(%iter_152, %idx_33) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
        %view_50 = cute.make_view(%tup_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_153 = cute.get_iter(%view_50) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_154 = cute.get_iter(%view_50) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_62 = cute.get_layout(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %226 = cute.get_shape(%lay_62) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_105, %e1_79 = cute.get_leaves(%226) : !cute.shape<"(1,1)">
        %lay_150 = cute.get_layout(%view_50) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %227 = cute.get_shape(%lay_150) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_106, %e1_80 = cute.get_leaves(%227) : !cute.shape<"(1,1)">
        %lay_151 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %228 = cute.get_shape(%lay_151) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
        %e0_66, %e1_42, %e2_42, %e3_27, %e4_16 = cute.get_leaves(%228) : !cute.shape<"((2,2,32),1,1)">
        %lay_152 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %229 = cute.get_shape(%lay_152) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
        %e0_107, %e1_81, %e2_43, %e3_28, %e4_17 = cute.get_leaves(%229) : !cute.shape<"((2,2,32),1,1)">
        %iter_155 = cute.get_iter(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_75 = cute.get_iter(%view_50) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_76 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
        %iter_156 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
        %lay_153 = cute.get_layout(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_154 = cute.get_layout(%view_50) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_155 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %lay_65 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %230 = cute.static : !cute.layout<"1:0">
        %append_19 = cute.append_to_rank<3> (%lay_153, %230) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %append_20 = cute.append_to_rank<3> (%lay_154, %230) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_31 = cute.size(%append_19) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %sz_32 = cute.size(%append_19) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %sz_33 = cute.size(%append_20) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %231 = cute.get_scalars(%sz_31) : !cute.int_tuple<"1">
        %232 = cute.get_scalars(%sz_32) : !cute.int_tuple<"1">
        %233 = cute.get_scalars(%sz_33) : !cute.int_tuple<"1">
        %c0_i32_15 = arith.constant 0 : i32
        %c1_i32_15 = arith.constant 1 : i32
        %239 = scf.for %arg18 = %c0_i32_15 to %231 step %c1_i32_15 iter_args(%arg19 = %639) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
          %262 = scf.for %arg20 = %c0_i32_15 to %232 step %c1_i32_15 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
            %263 = scf.for %arg22 = %c0_i32_15 to %233 step %c1_i32_15 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
              %coord_38 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_40 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %264:2 = cute.get_scalars(%coord_38) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_77 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_26 = cute.crd2idx(%coord_38, %append_19) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_40 = cute.add_offset(%iter_155, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_43 = cute.make_view(%tup_40, %lay_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %265:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_136 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_27 = cute.crd2idx(%coord_39, %append_20) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_41 = cute.add_offset(%iter_75, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_44 = cute.make_view(%tup_41, %lay_136) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %266:2 = cute.get_scalars(%coord_40) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_137 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
              %idx_28 = cute.crd2idx(%coord_40, %lay_155) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
              %ptr_22 = cute.add_offset(%iter_76, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
              %view_45 = cute.make_view(%ptr_22, %lay_137) : !memref_rmem_f32_1ca7
              %215:2 = cute.get_scalars(%coord_40) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_138 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
              %idx_29 = cute.crd2idx(%coord_40, %lay_65) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
              %ptr_23 = cute.add_offset(%iter_156, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
              %view_46 = cute.make_view(%ptr_23, %lay_138) : !memref_rmem_f32_1ca7
              %iter_138 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_139 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_140 = cute.get_iter(%view_45) : !memref_rmem_f32_1ca7
              %234 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %235 = llvm.load %234 : !llvm.ptr -> f32
              %236 = llvm.getelementptr %234[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %237 = llvm.load %236 : !llvm.ptr -> f32
              %238 = llvm.getelementptr %234[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %277 = llvm.load %238 : !llvm.ptr -> f32
              %278 = llvm.getelementptr %234[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %279 = llvm.load %278 : !llvm.ptr -> f32
              %280 = llvm.getelementptr %234[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %281 = llvm.load %280 : !llvm.ptr -> f32
              %282 = llvm.getelementptr %234[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %283 = llvm.load %282 : !llvm.ptr -> f32
              %284 = llvm.getelementptr %234[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %285 = llvm.load %284 : !llvm.ptr -> f32
              %286 = llvm.getelementptr %234[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %287 = llvm.load %286 : !llvm.ptr -> f32
              %288 = llvm.getelementptr %234[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %289 = llvm.load %288 : !llvm.ptr -> f32
              %290 = llvm.getelementptr %234[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %291 = llvm.load %290 : !llvm.ptr -> f32
              %292 = llvm.getelementptr %234[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %293 = llvm.load %292 : !llvm.ptr -> f32
              %294 = llvm.getelementptr %234[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %295 = llvm.load %294 : !llvm.ptr -> f32
              %296 = llvm.getelementptr %234[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %297 = llvm.load %296 : !llvm.ptr -> f32
              %298 = llvm.getelementptr %234[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %299 = llvm.load %298 : !llvm.ptr -> f32
              %300 = llvm.getelementptr %234[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %301 = llvm.load %300 : !llvm.ptr -> f32
              %302 = llvm.getelementptr %234[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %303 = llvm.load %302 : !llvm.ptr -> f32
              %304 = llvm.getelementptr %234[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %305 = llvm.load %304 : !llvm.ptr -> f32
              %306 = llvm.getelementptr %234[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %307 = llvm.load %306 : !llvm.ptr -> f32
              %308 = llvm.getelementptr %234[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %309 = llvm.load %308 : !llvm.ptr -> f32
              %310 = llvm.getelementptr %234[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %311 = llvm.load %310 : !llvm.ptr -> f32
              %312 = llvm.getelementptr %234[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %313 = llvm.load %312 : !llvm.ptr -> f32
              %314 = llvm.getelementptr %234[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %315 = llvm.load %314 : !llvm.ptr -> f32
              %316 = llvm.getelementptr %234[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %317 = llvm.load %316 : !llvm.ptr -> f32
              %318 = llvm.getelementptr %234[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %319 = llvm.load %318 : !llvm.ptr -> f32
              %320 = llvm.getelementptr %234[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %321 = llvm.load %320 : !llvm.ptr -> f32
              %322 = llvm.getelementptr %234[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %323 = llvm.load %322 : !llvm.ptr -> f32
              %324 = llvm.getelementptr %234[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %325 = llvm.load %324 : !llvm.ptr -> f32
              %326 = llvm.getelementptr %234[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %327 = llvm.load %326 : !llvm.ptr -> f32
              %328 = llvm.getelementptr %234[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %329 = llvm.load %328 : !llvm.ptr -> f32
              %330 = llvm.getelementptr %234[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %331 = llvm.load %330 : !llvm.ptr -> f32
              %332 = llvm.getelementptr %234[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %333 = llvm.load %332 : !llvm.ptr -> f32
              %334 = llvm.getelementptr %234[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %335 = llvm.load %334 : !llvm.ptr -> f32
              %336 = llvm.getelementptr %234[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %337 = llvm.load %336 : !llvm.ptr -> f32
              %338 = llvm.getelementptr %234[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %339 = llvm.load %338 : !llvm.ptr -> f32
              %340 = llvm.getelementptr %234[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %341 = llvm.load %340 : !llvm.ptr -> f32
              %342 = llvm.getelementptr %234[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %343 = llvm.load %342 : !llvm.ptr -> f32
              %344 = llvm.getelementptr %234[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %345 = llvm.load %344 : !llvm.ptr -> f32
              %346 = llvm.getelementptr %234[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %347 = llvm.load %346 : !llvm.ptr -> f32
              %348 = llvm.getelementptr %234[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %349 = llvm.load %348 : !llvm.ptr -> f32
              %350 = llvm.getelementptr %234[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %351 = llvm.load %350 : !llvm.ptr -> f32
              %352 = llvm.getelementptr %234[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %353 = llvm.load %352 : !llvm.ptr -> f32
              %354 = llvm.getelementptr %234[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %355 = llvm.load %354 : !llvm.ptr -> f32
              %356 = llvm.getelementptr %234[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %357 = llvm.load %356 : !llvm.ptr -> f32
              %358 = llvm.getelementptr %234[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %359 = llvm.load %358 : !llvm.ptr -> f32
              %360 = llvm.getelementptr %234[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %361 = llvm.load %360 : !llvm.ptr -> f32
              %362 = llvm.getelementptr %234[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %363 = llvm.load %362 : !llvm.ptr -> f32
              %364 = llvm.getelementptr %234[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %365 = llvm.load %364 : !llvm.ptr -> f32
              %366 = llvm.getelementptr %234[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %367 = llvm.load %366 : !llvm.ptr -> f32
              %368 = llvm.getelementptr %234[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %369 = llvm.load %368 : !llvm.ptr -> f32
              %370 = llvm.getelementptr %234[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %371 = llvm.load %370 : !llvm.ptr -> f32
              %372 = llvm.getelementptr %234[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %373 = llvm.load %372 : !llvm.ptr -> f32
              %374 = llvm.getelementptr %234[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %375 = llvm.load %374 : !llvm.ptr -> f32
              %376 = llvm.getelementptr %234[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %377 = llvm.load %376 : !llvm.ptr -> f32
              %378 = llvm.getelementptr %234[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %379 = llvm.load %378 : !llvm.ptr -> f32
              %380 = llvm.getelementptr %234[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %381 = llvm.load %380 : !llvm.ptr -> f32
              %382 = llvm.getelementptr %234[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %383 = llvm.load %382 : !llvm.ptr -> f32
              %384 = llvm.getelementptr %234[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %385 = llvm.load %384 : !llvm.ptr -> f32
              %386 = llvm.getelementptr %234[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %387 = llvm.load %386 : !llvm.ptr -> f32
              %388 = llvm.getelementptr %234[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %389 = llvm.load %388 : !llvm.ptr -> f32
              %390 = llvm.getelementptr %234[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %391 = llvm.load %390 : !llvm.ptr -> f32
              %392 = llvm.getelementptr %234[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %393 = llvm.load %392 : !llvm.ptr -> f32
              %394 = llvm.getelementptr %234[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %395 = llvm.load %394 : !llvm.ptr -> f32
              %396 = llvm.getelementptr %234[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %397 = llvm.load %396 : !llvm.ptr -> f32
              %398 = llvm.getelementptr %234[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %399 = llvm.load %398 : !llvm.ptr -> f32
              %400 = llvm.getelementptr %234[64] : (!llvm.ptr) -> !llvm.ptr, f32
              %401 = llvm.load %400 : !llvm.ptr -> f32
              %402 = llvm.getelementptr %234[65] : (!llvm.ptr) -> !llvm.ptr, f32
              %403 = llvm.load %402 : !llvm.ptr -> f32
              %404 = llvm.getelementptr %234[66] : (!llvm.ptr) -> !llvm.ptr, f32
              %405 = llvm.load %404 : !llvm.ptr -> f32
              %406 = llvm.getelementptr %234[67] : (!llvm.ptr) -> !llvm.ptr, f32
              %407 = llvm.load %406 : !llvm.ptr -> f32
              %408 = llvm.getelementptr %234[68] : (!llvm.ptr) -> !llvm.ptr, f32
              %409 = llvm.load %408 : !llvm.ptr -> f32
              %410 = llvm.getelementptr %234[69] : (!llvm.ptr) -> !llvm.ptr, f32
              %411 = llvm.load %410 : !llvm.ptr -> f32
              %412 = llvm.getelementptr %234[70] : (!llvm.ptr) -> !llvm.ptr, f32
              %413 = llvm.load %412 : !llvm.ptr -> f32
              %414 = llvm.getelementptr %234[71] : (!llvm.ptr) -> !llvm.ptr, f32
              %415 = llvm.load %414 : !llvm.ptr -> f32
              %416 = llvm.getelementptr %234[72] : (!llvm.ptr) -> !llvm.ptr, f32
              %417 = llvm.load %416 : !llvm.ptr -> f32
              %418 = llvm.getelementptr %234[73] : (!llvm.ptr) -> !llvm.ptr, f32
              %419 = llvm.load %418 : !llvm.ptr -> f32
              %420 = llvm.getelementptr %234[74] : (!llvm.ptr) -> !llvm.ptr, f32
              %421 = llvm.load %420 : !llvm.ptr -> f32
              %422 = llvm.getelementptr %234[75] : (!llvm.ptr) -> !llvm.ptr, f32
              %423 = llvm.load %422 : !llvm.ptr -> f32
              %424 = llvm.getelementptr %234[76] : (!llvm.ptr) -> !llvm.ptr, f32
              %425 = llvm.load %424 : !llvm.ptr -> f32
              %426 = llvm.getelementptr %234[77] : (!llvm.ptr) -> !llvm.ptr, f32
              %427 = llvm.load %426 : !llvm.ptr -> f32
              %428 = llvm.getelementptr %234[78] : (!llvm.ptr) -> !llvm.ptr, f32
              %429 = llvm.load %428 : !llvm.ptr -> f32
              %430 = llvm.getelementptr %234[79] : (!llvm.ptr) -> !llvm.ptr, f32
              %431 = llvm.load %430 : !llvm.ptr -> f32
              %432 = llvm.getelementptr %234[80] : (!llvm.ptr) -> !llvm.ptr, f32
              %433 = llvm.load %432 : !llvm.ptr -> f32
              %434 = llvm.getelementptr %234[81] : (!llvm.ptr) -> !llvm.ptr, f32
              %435 = llvm.load %434 : !llvm.ptr -> f32
              %436 = llvm.getelementptr %234[82] : (!llvm.ptr) -> !llvm.ptr, f32
              %437 = llvm.load %436 : !llvm.ptr -> f32
              %438 = llvm.getelementptr %234[83] : (!llvm.ptr) -> !llvm.ptr, f32
              %439 = llvm.load %438 : !llvm.ptr -> f32
              %440 = llvm.getelementptr %234[84] : (!llvm.ptr) -> !llvm.ptr, f32
              %441 = llvm.load %440 : !llvm.ptr -> f32
              %442 = llvm.getelementptr %234[85] : (!llvm.ptr) -> !llvm.ptr, f32
              %443 = llvm.load %442 : !llvm.ptr -> f32
              %444 = llvm.getelementptr %234[86] : (!llvm.ptr) -> !llvm.ptr, f32
              %445 = llvm.load %444 : !llvm.ptr -> f32
              %446 = llvm.getelementptr %234[87] : (!llvm.ptr) -> !llvm.ptr, f32
              %447 = llvm.load %446 : !llvm.ptr -> f32
              %448 = llvm.getelementptr %234[88] : (!llvm.ptr) -> !llvm.ptr, f32
              %449 = llvm.load %448 : !llvm.ptr -> f32
              %450 = llvm.getelementptr %234[89] : (!llvm.ptr) -> !llvm.ptr, f32
              %451 = llvm.load %450 : !llvm.ptr -> f32
              %452 = llvm.getelementptr %234[90] : (!llvm.ptr) -> !llvm.ptr, f32
              %453 = llvm.load %452 : !llvm.ptr -> f32
              %454 = llvm.getelementptr %234[91] : (!llvm.ptr) -> !llvm.ptr, f32
              %455 = llvm.load %454 : !llvm.ptr -> f32
              %456 = llvm.getelementptr %234[92] : (!llvm.ptr) -> !llvm.ptr, f32
              %457 = llvm.load %456 : !llvm.ptr -> f32
              %458 = llvm.getelementptr %234[93] : (!llvm.ptr) -> !llvm.ptr, f32
              %459 = llvm.load %458 : !llvm.ptr -> f32
              %460 = llvm.getelementptr %234[94] : (!llvm.ptr) -> !llvm.ptr, f32
              %461 = llvm.load %460 : !llvm.ptr -> f32
              %462 = llvm.getelementptr %234[95] : (!llvm.ptr) -> !llvm.ptr, f32
              %463 = llvm.load %462 : !llvm.ptr -> f32
              %464 = llvm.getelementptr %234[96] : (!llvm.ptr) -> !llvm.ptr, f32
              %465 = llvm.load %464 : !llvm.ptr -> f32
              %466 = llvm.getelementptr %234[97] : (!llvm.ptr) -> !llvm.ptr, f32
              %467 = llvm.load %466 : !llvm.ptr -> f32
              %468 = llvm.getelementptr %234[98] : (!llvm.ptr) -> !llvm.ptr, f32
              %469 = llvm.load %468 : !llvm.ptr -> f32
              %470 = llvm.getelementptr %234[99] : (!llvm.ptr) -> !llvm.ptr, f32
              %471 = llvm.load %470 : !llvm.ptr -> f32
              %472 = llvm.getelementptr %234[100] : (!llvm.ptr) -> !llvm.ptr, f32
              %473 = llvm.load %472 : !llvm.ptr -> f32
              %474 = llvm.getelementptr %234[101] : (!llvm.ptr) -> !llvm.ptr, f32
              %475 = llvm.load %474 : !llvm.ptr -> f32
              %476 = llvm.getelementptr %234[102] : (!llvm.ptr) -> !llvm.ptr, f32
              %477 = llvm.load %476 : !llvm.ptr -> f32
              %478 = llvm.getelementptr %234[103] : (!llvm.ptr) -> !llvm.ptr, f32
              %479 = llvm.load %478 : !llvm.ptr -> f32
              %480 = llvm.getelementptr %234[104] : (!llvm.ptr) -> !llvm.ptr, f32
              %481 = llvm.load %480 : !llvm.ptr -> f32
              %482 = llvm.getelementptr %234[105] : (!llvm.ptr) -> !llvm.ptr, f32
              %483 = llvm.load %482 : !llvm.ptr -> f32
              %484 = llvm.getelementptr %234[106] : (!llvm.ptr) -> !llvm.ptr, f32
              %485 = llvm.load %484 : !llvm.ptr -> f32
              %486 = llvm.getelementptr %234[107] : (!llvm.ptr) -> !llvm.ptr, f32
              %487 = llvm.load %486 : !llvm.ptr -> f32
              %488 = llvm.getelementptr %234[108] : (!llvm.ptr) -> !llvm.ptr, f32
              %489 = llvm.load %488 : !llvm.ptr -> f32
              %490 = llvm.getelementptr %234[109] : (!llvm.ptr) -> !llvm.ptr, f32
              %491 = llvm.load %490 : !llvm.ptr -> f32
              %492 = llvm.getelementptr %234[110] : (!llvm.ptr) -> !llvm.ptr, f32
              %493 = llvm.load %492 : !llvm.ptr -> f32
              %494 = llvm.getelementptr %234[111] : (!llvm.ptr) -> !llvm.ptr, f32
              %495 = llvm.load %494 : !llvm.ptr -> f32
              %496 = llvm.getelementptr %234[112] : (!llvm.ptr) -> !llvm.ptr, f32
              %497 = llvm.load %496 : !llvm.ptr -> f32
              %498 = llvm.getelementptr %234[113] : (!llvm.ptr) -> !llvm.ptr, f32
              %499 = llvm.load %498 : !llvm.ptr -> f32
              %500 = llvm.getelementptr %234[114] : (!llvm.ptr) -> !llvm.ptr, f32
              %501 = llvm.load %500 : !llvm.ptr -> f32
              %502 = llvm.getelementptr %234[115] : (!llvm.ptr) -> !llvm.ptr, f32
              %503 = llvm.load %502 : !llvm.ptr -> f32
              %504 = llvm.getelementptr %234[116] : (!llvm.ptr) -> !llvm.ptr, f32
              %505 = llvm.load %504 : !llvm.ptr -> f32
              %506 = llvm.getelementptr %234[117] : (!llvm.ptr) -> !llvm.ptr, f32
              %507 = llvm.load %506 : !llvm.ptr -> f32
              %508 = llvm.getelementptr %234[118] : (!llvm.ptr) -> !llvm.ptr, f32
              %509 = llvm.load %508 : !llvm.ptr -> f32
              %510 = llvm.getelementptr %234[119] : (!llvm.ptr) -> !llvm.ptr, f32
              %511 = llvm.load %510 : !llvm.ptr -> f32
              %512 = llvm.getelementptr %234[120] : (!llvm.ptr) -> !llvm.ptr, f32
              %513 = llvm.load %512 : !llvm.ptr -> f32
              %514 = llvm.getelementptr %234[121] : (!llvm.ptr) -> !llvm.ptr, f32
              %515 = llvm.load %514 : !llvm.ptr -> f32
              %516 = llvm.getelementptr %234[122] : (!llvm.ptr) -> !llvm.ptr, f32
              %517 = llvm.load %516 : !llvm.ptr -> f32
              %518 = llvm.getelementptr %234[123] : (!llvm.ptr) -> !llvm.ptr, f32
              %519 = llvm.load %518 : !llvm.ptr -> f32
              %520 = llvm.getelementptr %234[124] : (!llvm.ptr) -> !llvm.ptr, f32
              %521 = llvm.load %520 : !llvm.ptr -> f32
              %522 = llvm.getelementptr %234[125] : (!llvm.ptr) -> !llvm.ptr, f32
              %523 = llvm.load %522 : !llvm.ptr -> f32
              %524 = llvm.getelementptr %234[126] : (!llvm.ptr) -> !llvm.ptr, f32
              %525 = llvm.load %524 : !llvm.ptr -> f32
              %526 = llvm.getelementptr %234[127] : (!llvm.ptr) -> !llvm.ptr, f32
              %527 = llvm.load %526 : !llvm.ptr -> f32
              %528 = cute_nvgpu.atom.get_value(%arg23 : !mma_bf16_bf16_f32_64x256x16_0e08) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
              %529:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %iter_138 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_139 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%235, %237, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303, %305, %307, %309, %311, %313, %315, %317, %319, %321, %323, %325, %327, %329, %331, %333, %335, %337, %339, %341, %343, %345, %347, %349, %351, %353, %355, %357, %359, %361, %363, %365, %367, %369, %371, %373, %375, %377, %379, %381, %383, %385, %387, %389, %391, %393, %395, %397, %399, %401, %403, %405, %407, %409, %411, %413, %415, %417, %419, %421, %423, %425, %427, %429, %431, %433, %435, %437, %439, %441, %443, %445, %447, %449, %451, %453, %455, %457, %459, %461, %463, %465, %467, %469, %471, %473, %475, %477, %479, %481, %483, %485, %487, %489, %491, %493, %495, %497, %499, %501, %503, %505, %507, %509, %511, %513, %515, %517, %519, %521, %523, %525, %527], accum = %528 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
              %530 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %529#0, %530 : f32, !llvm.ptr
              %531 = llvm.getelementptr %530[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#1, %531 : f32, !llvm.ptr
              %532 = llvm.getelementptr %530[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#2, %532 : f32, !llvm.ptr
              %533 = llvm.getelementptr %530[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#3, %533 : f32, !llvm.ptr
              %534 = llvm.getelementptr %530[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#4, %534 : f32, !llvm.ptr
              %535 = llvm.getelementptr %530[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#5, %535 : f32, !llvm.ptr
              %536 = llvm.getelementptr %530[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#6, %536 : f32, !llvm.ptr
              %537 = llvm.getelementptr %530[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#7, %537 : f32, !llvm.ptr
              %538 = llvm.getelementptr %530[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#8, %538 : f32, !llvm.ptr
              %539 = llvm.getelementptr %530[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#9, %539 : f32, !llvm.ptr
              %540 = llvm.getelementptr %530[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#10, %540 : f32, !llvm.ptr
              %541 = llvm.getelementptr %530[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#11, %541 : f32, !llvm.ptr
              %542 = llvm.getelementptr %530[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#12, %542 : f32, !llvm.ptr
              %543 = llvm.getelementptr %530[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#13, %543 : f32, !llvm.ptr
              %544 = llvm.getelementptr %530[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#14, %544 : f32, !llvm.ptr
              %545 = llvm.getelementptr %530[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#15, %545 : f32, !llvm.ptr
              %546 = llvm.getelementptr %530[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#16, %546 : f32, !llvm.ptr
              %547 = llvm.getelementptr %530[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#17, %547 : f32, !llvm.ptr
              %548 = llvm.getelementptr %530[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#18, %548 : f32, !llvm.ptr
              %549 = llvm.getelementptr %530[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#19, %549 : f32, !llvm.ptr
              %550 = llvm.getelementptr %530[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#20, %550 : f32, !llvm.ptr
              %551 = llvm.getelementptr %530[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#21, %551 : f32, !llvm.ptr
              %552 = llvm.getelementptr %530[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#22, %552 : f32, !llvm.ptr
              %553 = llvm.getelementptr %530[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#23, %553 : f32, !llvm.ptr
              %554 = llvm.getelementptr %530[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#24, %554 : f32, !llvm.ptr
              %555 = llvm.getelementptr %530[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#25, %555 : f32, !llvm.ptr
              %556 = llvm.getelementptr %530[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#26, %556 : f32, !llvm.ptr
              %557 = llvm.getelementptr %530[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#27, %557 : f32, !llvm.ptr
              %558 = llvm.getelementptr %530[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#28, %558 : f32, !llvm.ptr
              %559 = llvm.getelementptr %530[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#29, %559 : f32, !llvm.ptr
              %560 = llvm.getelementptr %530[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#30, %560 : f32, !llvm.ptr
              %561 = llvm.getelementptr %530[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#31, %561 : f32, !llvm.ptr
              %562 = llvm.getelementptr %530[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#32, %562 : f32, !llvm.ptr
              %563 = llvm.getelementptr %530[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#33, %563 : f32, !llvm.ptr
              %564 = llvm.getelementptr %530[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#34, %564 : f32, !llvm.ptr
              %565 = llvm.getelementptr %530[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#35, %565 : f32, !llvm.ptr
              %566 = llvm.getelementptr %530[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#36, %566 : f32, !llvm.ptr
              %567 = llvm.getelementptr %530[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#37, %567 : f32, !llvm.ptr
              %568 = llvm.getelementptr %530[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#38, %568 : f32, !llvm.ptr
              %569 = llvm.getelementptr %530[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#39, %569 : f32, !llvm.ptr
              %570 = llvm.getelementptr %530[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#40, %570 : f32, !llvm.ptr
              %571 = llvm.getelementptr %530[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#41, %571 : f32, !llvm.ptr
              %572 = llvm.getelementptr %530[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#42, %572 : f32, !llvm.ptr
              %573 = llvm.getelementptr %530[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#43, %573 : f32, !llvm.ptr
              %574 = llvm.getelementptr %530[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#44, %574 : f32, !llvm.ptr
              %575 = llvm.getelementptr %530[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#45, %575 : f32, !llvm.ptr
              %576 = llvm.getelementptr %530[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#46, %576 : f32, !llvm.ptr
              %577 = llvm.getelementptr %530[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#47, %577 : f32, !llvm.ptr
              %578 = llvm.getelementptr %530[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#48, %578 : f32, !llvm.ptr
              %579 = llvm.getelementptr %530[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#49, %579 : f32, !llvm.ptr
              %580 = llvm.getelementptr %530[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#50, %580 : f32, !llvm.ptr
              %581 = llvm.getelementptr %530[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#51, %581 : f32, !llvm.ptr
              %582 = llvm.getelementptr %530[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#52, %582 : f32, !llvm.ptr
              %583 = llvm.getelementptr %530[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#53, %583 : f32, !llvm.ptr
              %584 = llvm.getelementptr %530[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#54, %584 : f32, !llvm.ptr
              %585 = llvm.getelementptr %530[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#55, %585 : f32, !llvm.ptr
              %586 = llvm.getelementptr %530[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#56, %586 : f32, !llvm.ptr
              %587 = llvm.getelementptr %530[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#57, %587 : f32, !llvm.ptr
              %588 = llvm.getelementptr %530[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#58, %588 : f32, !llvm.ptr
              %589 = llvm.getelementptr %530[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#59, %589 : f32, !llvm.ptr
              %590 = llvm.getelementptr %530[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#60, %590 : f32, !llvm.ptr
              %591 = llvm.getelementptr %530[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#61, %591 : f32, !llvm.ptr
              %592 = llvm.getelementptr %530[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#62, %592 : f32, !llvm.ptr
              %593 = llvm.getelementptr %530[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#63, %593 : f32, !llvm.ptr
              %594 = llvm.getelementptr %530[64] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#64, %594 : f32, !llvm.ptr
              %595 = llvm.getelementptr %530[65] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#65, %595 : f32, !llvm.ptr
              %596 = llvm.getelementptr %530[66] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#66, %596 : f32, !llvm.ptr
              %597 = llvm.getelementptr %530[67] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#67, %597 : f32, !llvm.ptr
              %598 = llvm.getelementptr %530[68] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#68, %598 : f32, !llvm.ptr
              %599 = llvm.getelementptr %530[69] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#69, %599 : f32, !llvm.ptr
              %600 = llvm.getelementptr %530[70] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#70, %600 : f32, !llvm.ptr
              %601 = llvm.getelementptr %530[71] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#71, %601 : f32, !llvm.ptr
              %602 = llvm.getelementptr %530[72] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#72, %602 : f32, !llvm.ptr
              %603 = llvm.getelementptr %530[73] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#73, %603 : f32, !llvm.ptr
              %604 = llvm.getelementptr %530[74] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#74, %604 : f32, !llvm.ptr
              %605 = llvm.getelementptr %530[75] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#75, %605 : f32, !llvm.ptr
              %606 = llvm.getelementptr %530[76] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#76, %606 : f32, !llvm.ptr
              %607 = llvm.getelementptr %530[77] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#77, %607 : f32, !llvm.ptr
              %608 = llvm.getelementptr %530[78] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#78, %608 : f32, !llvm.ptr
              %642 = llvm.getelementptr %530[79] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#79, %642 : f32, !llvm.ptr
              %643 = llvm.getelementptr %530[80] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#80, %643 : f32, !llvm.ptr
              %644 = llvm.getelementptr %530[81] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#81, %644 : f32, !llvm.ptr
              %645 = llvm.getelementptr %530[82] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#82, %645 : f32, !llvm.ptr
              %646 = llvm.getelementptr %530[83] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#83, %646 : f32, !llvm.ptr
              %647 = llvm.getelementptr %530[84] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#84, %647 : f32, !llvm.ptr
              %648 = llvm.getelementptr %530[85] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#85, %648 : f32, !llvm.ptr
              %649 = llvm.getelementptr %530[86] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#86, %649 : f32, !llvm.ptr
              %650 = llvm.getelementptr %530[87] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#87, %650 : f32, !llvm.ptr
              %651 = llvm.getelementptr %530[88] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#88, %651 : f32, !llvm.ptr
              %652 = llvm.getelementptr %530[89] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#89, %652 : f32, !llvm.ptr
              %653 = llvm.getelementptr %530[90] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#90, %653 : f32, !llvm.ptr
              %654 = llvm.getelementptr %530[91] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#91, %654 : f32, !llvm.ptr
              %655 = llvm.getelementptr %530[92] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#92, %655 : f32, !llvm.ptr
              %656 = llvm.getelementptr %530[93] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#93, %656 : f32, !llvm.ptr
              %657 = llvm.getelementptr %530[94] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#94, %657 : f32, !llvm.ptr
              %658 = llvm.getelementptr %530[95] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#95, %658 : f32, !llvm.ptr
              %659 = llvm.getelementptr %530[96] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#96, %659 : f32, !llvm.ptr
              %660 = llvm.getelementptr %530[97] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#97, %660 : f32, !llvm.ptr
              %661 = llvm.getelementptr %530[98] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#98, %661 : f32, !llvm.ptr
              %662 = llvm.getelementptr %530[99] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#99, %662 : f32, !llvm.ptr
              %663 = llvm.getelementptr %530[100] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#100, %663 : f32, !llvm.ptr
              %664 = llvm.getelementptr %530[101] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#101, %664 : f32, !llvm.ptr
              %665 = llvm.getelementptr %530[102] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#102, %665 : f32, !llvm.ptr
              %666 = llvm.getelementptr %530[103] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#103, %666 : f32, !llvm.ptr
              %667 = llvm.getelementptr %530[104] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#104, %667 : f32, !llvm.ptr
              %668 = llvm.getelementptr %530[105] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#105, %668 : f32, !llvm.ptr
              %669 = llvm.getelementptr %530[106] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#106, %669 : f32, !llvm.ptr
              %670 = llvm.getelementptr %530[107] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#107, %670 : f32, !llvm.ptr
              %671 = llvm.getelementptr %530[108] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#108, %671 : f32, !llvm.ptr
              %672 = llvm.getelementptr %530[109] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#109, %672 : f32, !llvm.ptr
              %673 = llvm.getelementptr %530[110] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#110, %673 : f32, !llvm.ptr
              %674 = llvm.getelementptr %530[111] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#111, %674 : f32, !llvm.ptr
              %675 = llvm.getelementptr %530[112] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#112, %675 : f32, !llvm.ptr
              %676 = llvm.getelementptr %530[113] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#113, %676 : f32, !llvm.ptr
              %677 = llvm.getelementptr %530[114] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#114, %677 : f32, !llvm.ptr
              %678 = llvm.getelementptr %530[115] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#115, %678 : f32, !llvm.ptr
              %679 = llvm.getelementptr %530[116] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#116, %679 : f32, !llvm.ptr
              %680 = llvm.getelementptr %530[117] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#117, %680 : f32, !llvm.ptr
              %681 = llvm.getelementptr %530[118] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#118, %681 : f32, !llvm.ptr
              %682 = llvm.getelementptr %530[119] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#119, %682 : f32, !llvm.ptr
              %683 = llvm.getelementptr %530[120] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#120, %683 : f32, !llvm.ptr
              %684 = llvm.getelementptr %530[121] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#121, %684 : f32, !llvm.ptr
              %685 = llvm.getelementptr %530[122] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#122, %685 : f32, !llvm.ptr
              %686 = llvm.getelementptr %530[123] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#123, %686 : f32, !llvm.ptr
              %687 = llvm.getelementptr %530[124] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#124, %687 : f32, !llvm.ptr
              %688 = llvm.getelementptr %530[125] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#125, %688 : f32, !llvm.ptr
              %689 = llvm.getelementptr %530[126] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#126, %689 : f32, !llvm.ptr
              %690 = llvm.getelementptr %530[127] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#127, %690 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x256x16_0e08
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %263 : !mma_bf16_bf16_f32_64x256x16_0e08
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %262 : !mma_bf16_bf16_f32_64x256x16_0e08
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_45 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,3,?)">
        %lay_156 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
        %idx_34 = cute.crd2idx(%coord_45, %lay_156) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_157 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,1024))">
        %tup_45 = cute.add_offset(%iter_157, %idx_34) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_51 = cute.make_view(%tup_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_158 = cute.get_iter(%view_51) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_159 = cute.get_iter(%view_51) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %coord_46 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,3,?)">
        %lay_157 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
        %idx_35 = cute.crd2idx(%coord_46, %lay_157) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,(1,4)):(0,0,2,(0,2048))">) -> !cute.int_tuple<"?{div=2}">
        %iter_160 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,4)):(0,0,2,(0,2048))">
        %tup_46 = cute.add_offset(%iter_160, %idx_35) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_52 = cute.make_view(%tup_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_161 = cute.get_iter(%view_52) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_162 = cute.get_iter(%view_52) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_158 = cute.get_layout(%view_51) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %240 = cute.get_shape(%lay_158) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_108, %e1_82 = cute.get_leaves(%240) : !cute.shape<"(1,1)">
        %lay_159 = cute.get_layout(%view_52) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %241 = cute.get_shape(%lay_159) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_73, %e1_49 = cute.get_leaves(%241) : !cute.shape<"(1,1)">
        %lay_160 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %242 = cute.get_shape(%lay_160) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
        %e0_109, %e1_83, %e2_44, %e3_29, %e4_18 = cute.get_leaves(%242) : !cute.shape<"((2,2,32),1,1)">
        %lay_71 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %243 = cute.get_shape(%lay_71) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
        %e0_110, %e1_84, %e2_45, %e3_30, %e4_19 = cute.get_leaves(%243) : !cute.shape<"((2,2,32),1,1)">
        %iter_163 = cute.get_iter(%view_51) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_164 = cute.get_iter(%view_52) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_165 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
        %iter_166 = cute.get_iter(%rmem) : !memref_rmem_f32_9ac3
        %lay_161 = cute.get_layout(%view_51) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_162 = cute.get_layout(%view_52) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_163 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %lay_164 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
        %244 = cute.static : !cute.layout<"1:0">
        %append_21 = cute.append_to_rank<3> (%lay_161, %244) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %append_22 = cute.append_to_rank<3> (%lay_162, %244) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_34 = cute.size(%append_21) <{mode = [2]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %sz_35 = cute.size(%append_21) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %sz_36 = cute.size(%append_22) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %245 = cute.get_scalars(%sz_34) : !cute.int_tuple<"1">
        %246 = cute.get_scalars(%sz_35) : !cute.int_tuple<"1">
        %247 = cute.get_scalars(%sz_36) : !cute.int_tuple<"1">
        %c0_i32_16 = arith.constant 0 : i32
        %c1_i32_16 = arith.constant 1 : i32
        %248 = scf.for %arg18 = %c0_i32_16 to %245 step %c1_i32_16 iter_args(%arg19 = %639) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
          %262 = scf.for %arg20 = %c0_i32_16 to %246 step %c1_i32_16 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
            %263 = scf.for %arg22 = %c0_i32_16 to %247 step %c1_i32_16 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x256x16_0e08)  : i32 {
              %coord_38 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_40 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %264:2 = cute.get_scalars(%coord_38) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_77 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_26 = cute.crd2idx(%coord_38, %append_21) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_40 = cute.add_offset(%iter_163, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_43 = cute.make_view(%tup_40, %lay_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %265:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_136 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_27 = cute.crd2idx(%coord_39, %append_22) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_41 = cute.add_offset(%iter_164, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_44 = cute.make_view(%tup_41, %lay_136) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %266:2 = cute.get_scalars(%coord_40) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_137 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
              %idx_28 = cute.crd2idx(%coord_40, %lay_163) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
              %ptr_22 = cute.add_offset(%iter_165, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
              %view_45 = cute.make_view(%ptr_22, %lay_137) : !memref_rmem_f32_1ca7
              %215:2 = cute.get_scalars(%coord_40) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_138 = cute.make_layout() : !cute.layout<"((2,2,32)):((1,2,4))">
              %idx_29 = cute.crd2idx(%coord_40, %lay_164) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.int_tuple<"0">
              %ptr_23 = cute.add_offset(%iter_166, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
              %view_46 = cute.make_view(%ptr_23, %lay_138) : !memref_rmem_f32_1ca7
              %iter_138 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_139 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_140 = cute.get_iter(%view_45) : !memref_rmem_f32_1ca7
              %234 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %235 = llvm.load %234 : !llvm.ptr -> f32
              %236 = llvm.getelementptr %234[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %237 = llvm.load %236 : !llvm.ptr -> f32
              %238 = llvm.getelementptr %234[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %277 = llvm.load %238 : !llvm.ptr -> f32
              %278 = llvm.getelementptr %234[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %279 = llvm.load %278 : !llvm.ptr -> f32
              %280 = llvm.getelementptr %234[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %281 = llvm.load %280 : !llvm.ptr -> f32
              %282 = llvm.getelementptr %234[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %283 = llvm.load %282 : !llvm.ptr -> f32
              %284 = llvm.getelementptr %234[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %285 = llvm.load %284 : !llvm.ptr -> f32
              %286 = llvm.getelementptr %234[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %287 = llvm.load %286 : !llvm.ptr -> f32
              %288 = llvm.getelementptr %234[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %289 = llvm.load %288 : !llvm.ptr -> f32
              %290 = llvm.getelementptr %234[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %291 = llvm.load %290 : !llvm.ptr -> f32
              %292 = llvm.getelementptr %234[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %293 = llvm.load %292 : !llvm.ptr -> f32
              %294 = llvm.getelementptr %234[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %295 = llvm.load %294 : !llvm.ptr -> f32
              %296 = llvm.getelementptr %234[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %297 = llvm.load %296 : !llvm.ptr -> f32
              %298 = llvm.getelementptr %234[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %299 = llvm.load %298 : !llvm.ptr -> f32
              %300 = llvm.getelementptr %234[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %301 = llvm.load %300 : !llvm.ptr -> f32
              %302 = llvm.getelementptr %234[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %303 = llvm.load %302 : !llvm.ptr -> f32
              %304 = llvm.getelementptr %234[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %305 = llvm.load %304 : !llvm.ptr -> f32
              %306 = llvm.getelementptr %234[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %307 = llvm.load %306 : !llvm.ptr -> f32
              %308 = llvm.getelementptr %234[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %309 = llvm.load %308 : !llvm.ptr -> f32
              %310 = llvm.getelementptr %234[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %311 = llvm.load %310 : !llvm.ptr -> f32
              %312 = llvm.getelementptr %234[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %313 = llvm.load %312 : !llvm.ptr -> f32
              %314 = llvm.getelementptr %234[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %315 = llvm.load %314 : !llvm.ptr -> f32
              %316 = llvm.getelementptr %234[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %317 = llvm.load %316 : !llvm.ptr -> f32
              %318 = llvm.getelementptr %234[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %319 = llvm.load %318 : !llvm.ptr -> f32
              %320 = llvm.getelementptr %234[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %321 = llvm.load %320 : !llvm.ptr -> f32
              %322 = llvm.getelementptr %234[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %323 = llvm.load %322 : !llvm.ptr -> f32
              %324 = llvm.getelementptr %234[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %325 = llvm.load %324 : !llvm.ptr -> f32
              %326 = llvm.getelementptr %234[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %327 = llvm.load %326 : !llvm.ptr -> f32
              %328 = llvm.getelementptr %234[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %329 = llvm.load %328 : !llvm.ptr -> f32
              %330 = llvm.getelementptr %234[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %331 = llvm.load %330 : !llvm.ptr -> f32
              %332 = llvm.getelementptr %234[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %333 = llvm.load %332 : !llvm.ptr -> f32
              %334 = llvm.getelementptr %234[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %335 = llvm.load %334 : !llvm.ptr -> f32
              %336 = llvm.getelementptr %234[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %337 = llvm.load %336 : !llvm.ptr -> f32
              %338 = llvm.getelementptr %234[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %339 = llvm.load %338 : !llvm.ptr -> f32
              %340 = llvm.getelementptr %234[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %341 = llvm.load %340 : !llvm.ptr -> f32
              %342 = llvm.getelementptr %234[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %343 = llvm.load %342 : !llvm.ptr -> f32
              %344 = llvm.getelementptr %234[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %345 = llvm.load %344 : !llvm.ptr -> f32
              %346 = llvm.getelementptr %234[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %347 = llvm.load %346 : !llvm.ptr -> f32
              %348 = llvm.getelementptr %234[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %349 = llvm.load %348 : !llvm.ptr -> f32
              %350 = llvm.getelementptr %234[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %351 = llvm.load %350 : !llvm.ptr -> f32
              %352 = llvm.getelementptr %234[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %353 = llvm.load %352 : !llvm.ptr -> f32
              %354 = llvm.getelementptr %234[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %355 = llvm.load %354 : !llvm.ptr -> f32
              %356 = llvm.getelementptr %234[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %357 = llvm.load %356 : !llvm.ptr -> f32
              %358 = llvm.getelementptr %234[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %359 = llvm.load %358 : !llvm.ptr -> f32
              %360 = llvm.getelementptr %234[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %361 = llvm.load %360 : !llvm.ptr -> f32
              %362 = llvm.getelementptr %234[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %363 = llvm.load %362 : !llvm.ptr -> f32
              %364 = llvm.getelementptr %234[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %365 = llvm.load %364 : !llvm.ptr -> f32
              %366 = llvm.getelementptr %234[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %367 = llvm.load %366 : !llvm.ptr -> f32
              %368 = llvm.getelementptr %234[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %369 = llvm.load %368 : !llvm.ptr -> f32
              %370 = llvm.getelementptr %234[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %371 = llvm.load %370 : !llvm.ptr -> f32
              %372 = llvm.getelementptr %234[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %373 = llvm.load %372 : !llvm.ptr -> f32
              %374 = llvm.getelementptr %234[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %375 = llvm.load %374 : !llvm.ptr -> f32
              %376 = llvm.getelementptr %234[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %377 = llvm.load %376 : !llvm.ptr -> f32
              %378 = llvm.getelementptr %234[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %379 = llvm.load %378 : !llvm.ptr -> f32
              %380 = llvm.getelementptr %234[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %381 = llvm.load %380 : !llvm.ptr -> f32
              %382 = llvm.getelementptr %234[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %383 = llvm.load %382 : !llvm.ptr -> f32
              %384 = llvm.getelementptr %234[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %385 = llvm.load %384 : !llvm.ptr -> f32
              %386 = llvm.getelementptr %234[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %387 = llvm.load %386 : !llvm.ptr -> f32
              %388 = llvm.getelementptr %234[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %389 = llvm.load %388 : !llvm.ptr -> f32
              %390 = llvm.getelementptr %234[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %391 = llvm.load %390 : !llvm.ptr -> f32
              %392 = llvm.getelementptr %234[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %393 = llvm.load %392 : !llvm.ptr -> f32
              %394 = llvm.getelementptr %234[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %395 = llvm.load %394 : !llvm.ptr -> f32
              %396 = llvm.getelementptr %234[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %397 = llvm.load %396 : !llvm.ptr -> f32
              %398 = llvm.getelementptr %234[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %399 = llvm.load %398 : !llvm.ptr -> f32
              %400 = llvm.getelementptr %234[64] : (!llvm.ptr) -> !llvm.ptr, f32
              %401 = llvm.load %400 : !llvm.ptr -> f32
              %402 = llvm.getelementptr %234[65] : (!llvm.ptr) -> !llvm.ptr, f32
              %403 = llvm.load %402 : !llvm.ptr -> f32
              %404 = llvm.getelementptr %234[66] : (!llvm.ptr) -> !llvm.ptr, f32
              %405 = llvm.load %404 : !llvm.ptr -> f32
              %406 = llvm.getelementptr %234[67] : (!llvm.ptr) -> !llvm.ptr, f32
              %407 = llvm.load %406 : !llvm.ptr -> f32
              %408 = llvm.getelementptr %234[68] : (!llvm.ptr) -> !llvm.ptr, f32
              %409 = llvm.load %408 : !llvm.ptr -> f32
              %410 = llvm.getelementptr %234[69] : (!llvm.ptr) -> !llvm.ptr, f32
              %411 = llvm.load %410 : !llvm.ptr -> f32
              %412 = llvm.getelementptr %234[70] : (!llvm.ptr) -> !llvm.ptr, f32
              %413 = llvm.load %412 : !llvm.ptr -> f32
              %414 = llvm.getelementptr %234[71] : (!llvm.ptr) -> !llvm.ptr, f32
              %415 = llvm.load %414 : !llvm.ptr -> f32
              %416 = llvm.getelementptr %234[72] : (!llvm.ptr) -> !llvm.ptr, f32
              %417 = llvm.load %416 : !llvm.ptr -> f32
              %418 = llvm.getelementptr %234[73] : (!llvm.ptr) -> !llvm.ptr, f32
              %419 = llvm.load %418 : !llvm.ptr -> f32
              %420 = llvm.getelementptr %234[74] : (!llvm.ptr) -> !llvm.ptr, f32
              %421 = llvm.load %420 : !llvm.ptr -> f32
              %422 = llvm.getelementptr %234[75] : (!llvm.ptr) -> !llvm.ptr, f32
              %423 = llvm.load %422 : !llvm.ptr -> f32
              %424 = llvm.getelementptr %234[76] : (!llvm.ptr) -> !llvm.ptr, f32
              %425 = llvm.load %424 : !llvm.ptr -> f32
              %426 = llvm.getelementptr %234[77] : (!llvm.ptr) -> !llvm.ptr, f32
              %427 = llvm.load %426 : !llvm.ptr -> f32
              %428 = llvm.getelementptr %234[78] : (!llvm.ptr) -> !llvm.ptr, f32
              %429 = llvm.load %428 : !llvm.ptr -> f32
              %430 = llvm.getelementptr %234[79] : (!llvm.ptr) -> !llvm.ptr, f32
              %431 = llvm.load %430 : !llvm.ptr -> f32
              %432 = llvm.getelementptr %234[80] : (!llvm.ptr) -> !llvm.ptr, f32
              %433 = llvm.load %432 : !llvm.ptr -> f32
              %434 = llvm.getelementptr %234[81] : (!llvm.ptr) -> !llvm.ptr, f32
              %435 = llvm.load %434 : !llvm.ptr -> f32
              %436 = llvm.getelementptr %234[82] : (!llvm.ptr) -> !llvm.ptr, f32
              %437 = llvm.load %436 : !llvm.ptr -> f32
              %438 = llvm.getelementptr %234[83] : (!llvm.ptr) -> !llvm.ptr, f32
              %439 = llvm.load %438 : !llvm.ptr -> f32
              %440 = llvm.getelementptr %234[84] : (!llvm.ptr) -> !llvm.ptr, f32
              %441 = llvm.load %440 : !llvm.ptr -> f32
              %442 = llvm.getelementptr %234[85] : (!llvm.ptr) -> !llvm.ptr, f32
              %443 = llvm.load %442 : !llvm.ptr -> f32
              %444 = llvm.getelementptr %234[86] : (!llvm.ptr) -> !llvm.ptr, f32
              %445 = llvm.load %444 : !llvm.ptr -> f32
              %446 = llvm.getelementptr %234[87] : (!llvm.ptr) -> !llvm.ptr, f32
              %447 = llvm.load %446 : !llvm.ptr -> f32
              %448 = llvm.getelementptr %234[88] : (!llvm.ptr) -> !llvm.ptr, f32
              %449 = llvm.load %448 : !llvm.ptr -> f32
              %450 = llvm.getelementptr %234[89] : (!llvm.ptr) -> !llvm.ptr, f32
              %451 = llvm.load %450 : !llvm.ptr -> f32
              %452 = llvm.getelementptr %234[90] : (!llvm.ptr) -> !llvm.ptr, f32
              %453 = llvm.load %452 : !llvm.ptr -> f32
              %454 = llvm.getelementptr %234[91] : (!llvm.ptr) -> !llvm.ptr, f32
              %455 = llvm.load %454 : !llvm.ptr -> f32
              %456 = llvm.getelementptr %234[92] : (!llvm.ptr) -> !llvm.ptr, f32
              %457 = llvm.load %456 : !llvm.ptr -> f32
              %458 = llvm.getelementptr %234[93] : (!llvm.ptr) -> !llvm.ptr, f32
              %459 = llvm.load %458 : !llvm.ptr -> f32
              %460 = llvm.getelementptr %234[94] : (!llvm.ptr) -> !llvm.ptr, f32
              %461 = llvm.load %460 : !llvm.ptr -> f32
              %462 = llvm.getelementptr %234[95] : (!llvm.ptr) -> !llvm.ptr, f32
              %463 = llvm.load %462 : !llvm.ptr -> f32
              %464 = llvm.getelementptr %234[96] : (!llvm.ptr) -> !llvm.ptr, f32
              %465 = llvm.load %464 : !llvm.ptr -> f32
              %466 = llvm.getelementptr %234[97] : (!llvm.ptr) -> !llvm.ptr, f32
              %467 = llvm.load %466 : !llvm.ptr -> f32
              %468 = llvm.getelementptr %234[98] : (!llvm.ptr) -> !llvm.ptr, f32
              %469 = llvm.load %468 : !llvm.ptr -> f32
              %470 = llvm.getelementptr %234[99] : (!llvm.ptr) -> !llvm.ptr, f32
              %471 = llvm.load %470 : !llvm.ptr -> f32
              %472 = llvm.getelementptr %234[100] : (!llvm.ptr) -> !llvm.ptr, f32
              %473 = llvm.load %472 : !llvm.ptr -> f32
              %474 = llvm.getelementptr %234[101] : (!llvm.ptr) -> !llvm.ptr, f32
              %475 = llvm.load %474 : !llvm.ptr -> f32
              %476 = llvm.getelementptr %234[102] : (!llvm.ptr) -> !llvm.ptr, f32
              %477 = llvm.load %476 : !llvm.ptr -> f32
              %478 = llvm.getelementptr %234[103] : (!llvm.ptr) -> !llvm.ptr, f32
              %479 = llvm.load %478 : !llvm.ptr -> f32
              %480 = llvm.getelementptr %234[104] : (!llvm.ptr) -> !llvm.ptr, f32
              %481 = llvm.load %480 : !llvm.ptr -> f32
              %482 = llvm.getelementptr %234[105] : (!llvm.ptr) -> !llvm.ptr, f32
              %483 = llvm.load %482 : !llvm.ptr -> f32
              %484 = llvm.getelementptr %234[106] : (!llvm.ptr) -> !llvm.ptr, f32
              %485 = llvm.load %484 : !llvm.ptr -> f32
              %486 = llvm.getelementptr %234[107] : (!llvm.ptr) -> !llvm.ptr, f32
              %487 = llvm.load %486 : !llvm.ptr -> f32
              %488 = llvm.getelementptr %234[108] : (!llvm.ptr) -> !llvm.ptr, f32
              %489 = llvm.load %488 : !llvm.ptr -> f32
              %490 = llvm.getelementptr %234[109] : (!llvm.ptr) -> !llvm.ptr, f32
              %491 = llvm.load %490 : !llvm.ptr -> f32
              %492 = llvm.getelementptr %234[110] : (!llvm.ptr) -> !llvm.ptr, f32
              %493 = llvm.load %492 : !llvm.ptr -> f32
              %494 = llvm.getelementptr %234[111] : (!llvm.ptr) -> !llvm.ptr, f32
              %495 = llvm.load %494 : !llvm.ptr -> f32
              %496 = llvm.getelementptr %234[112] : (!llvm.ptr) -> !llvm.ptr, f32
              %497 = llvm.load %496 : !llvm.ptr -> f32
              %498 = llvm.getelementptr %234[113] : (!llvm.ptr) -> !llvm.ptr, f32
              %499 = llvm.load %498 : !llvm.ptr -> f32
              %500 = llvm.getelementptr %234[114] : (!llvm.ptr) -> !llvm.ptr, f32
              %501 = llvm.load %500 : !llvm.ptr -> f32
              %502 = llvm.getelementptr %234[115] : (!llvm.ptr) -> !llvm.ptr, f32
              %503 = llvm.load %502 : !llvm.ptr -> f32
              %504 = llvm.getelementptr %234[116] : (!llvm.ptr) -> !llvm.ptr, f32
              %505 = llvm.load %504 : !llvm.ptr -> f32
              %506 = llvm.getelementptr %234[117] : (!llvm.ptr) -> !llvm.ptr, f32
              %507 = llvm.load %506 : !llvm.ptr -> f32
              %508 = llvm.getelementptr %234[118] : (!llvm.ptr) -> !llvm.ptr, f32
              %509 = llvm.load %508 : !llvm.ptr -> f32
              %510 = llvm.getelementptr %234[119] : (!llvm.ptr) -> !llvm.ptr, f32
              %511 = llvm.load %510 : !llvm.ptr -> f32
              %512 = llvm.getelementptr %234[120] : (!llvm.ptr) -> !llvm.ptr, f32
              %513 = llvm.load %512 : !llvm.ptr -> f32
              %514 = llvm.getelementptr %234[121] : (!llvm.ptr) -> !llvm.ptr, f32
              %515 = llvm.load %514 : !llvm.ptr -> f32
              %516 = llvm.getelementptr %234[122] : (!llvm.ptr) -> !llvm.ptr, f32
              %517 = llvm.load %516 : !llvm.ptr -> f32
              %518 = llvm.getelementptr %234[123] : (!llvm.ptr) -> !llvm.ptr, f32
              %519 = llvm.load %518 : !llvm.ptr -> f32
              %520 = llvm.getelementptr %234[124] : (!llvm.ptr) -> !llvm.ptr, f32
              %521 = llvm.load %520 : !llvm.ptr -> f32
              %522 = llvm.getelementptr %234[125] : (!llvm.ptr) -> !llvm.ptr, f32
              %523 = llvm.load %522 : !llvm.ptr -> f32
              %524 = llvm.getelementptr %234[126] : (!llvm.ptr) -> !llvm.ptr, f32
              %525 = llvm.load %524 : !llvm.ptr -> f32
              %526 = llvm.getelementptr %234[127] : (!llvm.ptr) -> !llvm.ptr, f32
              %527 = llvm.load %526 : !llvm.ptr -> f32
              %528 = cute_nvgpu.atom.get_value(%arg23 : !mma_bf16_bf16_f32_64x256x16_0e08) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
              %529:128 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,256,16)", A = %iter_138 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_139 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%235, %237, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303, %305, %307, %309, %311, %313, %315, %317, %319, %321, %323, %325, %327, %329, %331, %333, %335, %337, %339, %341, %343, %345, %347, %349, %351, %353, %355, %357, %359, %361, %363, %365, %367, %369, %371, %373, %375, %377, %379, %381, %383, %385, %387, %389, %391, %393, %395, %397, %399, %401, %403, %405, %407, %409, %411, %413, %415, %417, %419, %421, %423, %425, %427, %429, %431, %433, %435, %437, %439, %441, %443, %445, %447, %449, %451, %453, %455, %457, %459, %461, %463, %465, %467, %469, %471, %473, %475, %477, %479, %481, %483, %485, %487, %489, %491, %493, %495, %497, %499, %501, %503, %505, %507, %509, %511, %513, %515, %517, %519, %521, %523, %525, %527], accum = %528 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 128, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
              %530 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %529#0, %530 : f32, !llvm.ptr
              %531 = llvm.getelementptr %530[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#1, %531 : f32, !llvm.ptr
              %532 = llvm.getelementptr %530[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#2, %532 : f32, !llvm.ptr
              %533 = llvm.getelementptr %530[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#3, %533 : f32, !llvm.ptr
              %534 = llvm.getelementptr %530[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#4, %534 : f32, !llvm.ptr
              %535 = llvm.getelementptr %530[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#5, %535 : f32, !llvm.ptr
              %536 = llvm.getelementptr %530[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#6, %536 : f32, !llvm.ptr
              %537 = llvm.getelementptr %530[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#7, %537 : f32, !llvm.ptr
              %538 = llvm.getelementptr %530[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#8, %538 : f32, !llvm.ptr
              %539 = llvm.getelementptr %530[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#9, %539 : f32, !llvm.ptr
              %540 = llvm.getelementptr %530[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#10, %540 : f32, !llvm.ptr
              %541 = llvm.getelementptr %530[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#11, %541 : f32, !llvm.ptr
              %542 = llvm.getelementptr %530[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#12, %542 : f32, !llvm.ptr
              %543 = llvm.getelementptr %530[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#13, %543 : f32, !llvm.ptr
              %544 = llvm.getelementptr %530[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#14, %544 : f32, !llvm.ptr
              %545 = llvm.getelementptr %530[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#15, %545 : f32, !llvm.ptr
              %546 = llvm.getelementptr %530[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#16, %546 : f32, !llvm.ptr
              %547 = llvm.getelementptr %530[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#17, %547 : f32, !llvm.ptr
              %548 = llvm.getelementptr %530[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#18, %548 : f32, !llvm.ptr
              %549 = llvm.getelementptr %530[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#19, %549 : f32, !llvm.ptr
              %550 = llvm.getelementptr %530[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#20, %550 : f32, !llvm.ptr
              %551 = llvm.getelementptr %530[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#21, %551 : f32, !llvm.ptr
              %552 = llvm.getelementptr %530[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#22, %552 : f32, !llvm.ptr
              %553 = llvm.getelementptr %530[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#23, %553 : f32, !llvm.ptr
              %554 = llvm.getelementptr %530[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#24, %554 : f32, !llvm.ptr
              %555 = llvm.getelementptr %530[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#25, %555 : f32, !llvm.ptr
              %556 = llvm.getelementptr %530[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#26, %556 : f32, !llvm.ptr
              %557 = llvm.getelementptr %530[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#27, %557 : f32, !llvm.ptr
              %558 = llvm.getelementptr %530[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#28, %558 : f32, !llvm.ptr
              %559 = llvm.getelementptr %530[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#29, %559 : f32, !llvm.ptr
              %560 = llvm.getelementptr %530[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#30, %560 : f32, !llvm.ptr
              %561 = llvm.getelementptr %530[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#31, %561 : f32, !llvm.ptr
              %562 = llvm.getelementptr %530[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#32, %562 : f32, !llvm.ptr
              %563 = llvm.getelementptr %530[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#33, %563 : f32, !llvm.ptr
              %564 = llvm.getelementptr %530[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#34, %564 : f32, !llvm.ptr
              %565 = llvm.getelementptr %530[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#35, %565 : f32, !llvm.ptr
              %566 = llvm.getelementptr %530[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#36, %566 : f32, !llvm.ptr
              %567 = llvm.getelementptr %530[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#37, %567 : f32, !llvm.ptr
              %568 = llvm.getelementptr %530[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#38, %568 : f32, !llvm.ptr
              %569 = llvm.getelementptr %530[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#39, %569 : f32, !llvm.ptr
              %570 = llvm.getelementptr %530[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#40, %570 : f32, !llvm.ptr
              %571 = llvm.getelementptr %530[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#41, %571 : f32, !llvm.ptr
              %572 = llvm.getelementptr %530[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#42, %572 : f32, !llvm.ptr
              %573 = llvm.getelementptr %530[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#43, %573 : f32, !llvm.ptr
              %574 = llvm.getelementptr %530[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#44, %574 : f32, !llvm.ptr
              %575 = llvm.getelementptr %530[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#45, %575 : f32, !llvm.ptr
              %576 = llvm.getelementptr %530[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#46, %576 : f32, !llvm.ptr
              %577 = llvm.getelementptr %530[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#47, %577 : f32, !llvm.ptr
              %578 = llvm.getelementptr %530[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#48, %578 : f32, !llvm.ptr
              %579 = llvm.getelementptr %530[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#49, %579 : f32, !llvm.ptr
              %580 = llvm.getelementptr %530[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#50, %580 : f32, !llvm.ptr
              %581 = llvm.getelementptr %530[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#51, %581 : f32, !llvm.ptr
              %582 = llvm.getelementptr %530[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#52, %582 : f32, !llvm.ptr
              %583 = llvm.getelementptr %530[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#53, %583 : f32, !llvm.ptr
              %584 = llvm.getelementptr %530[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#54, %584 : f32, !llvm.ptr
              %585 = llvm.getelementptr %530[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#55, %585 : f32, !llvm.ptr
              %586 = llvm.getelementptr %530[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#56, %586 : f32, !llvm.ptr
              %587 = llvm.getelementptr %530[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#57, %587 : f32, !llvm.ptr
              %588 = llvm.getelementptr %530[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#58, %588 : f32, !llvm.ptr
              %589 = llvm.getelementptr %530[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#59, %589 : f32, !llvm.ptr
              %590 = llvm.getelementptr %530[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#60, %590 : f32, !llvm.ptr
              %591 = llvm.getelementptr %530[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#61, %591 : f32, !llvm.ptr
              %592 = llvm.getelementptr %530[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#62, %592 : f32, !llvm.ptr
              %593 = llvm.getelementptr %530[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#63, %593 : f32, !llvm.ptr
              %594 = llvm.getelementptr %530[64] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#64, %594 : f32, !llvm.ptr
              %595 = llvm.getelementptr %530[65] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#65, %595 : f32, !llvm.ptr
              %596 = llvm.getelementptr %530[66] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#66, %596 : f32, !llvm.ptr
              %597 = llvm.getelementptr %530[67] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#67, %597 : f32, !llvm.ptr
              %598 = llvm.getelementptr %530[68] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#68, %598 : f32, !llvm.ptr
              %599 = llvm.getelementptr %530[69] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#69, %599 : f32, !llvm.ptr
              %600 = llvm.getelementptr %530[70] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#70, %600 : f32, !llvm.ptr
              %601 = llvm.getelementptr %530[71] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#71, %601 : f32, !llvm.ptr
              %602 = llvm.getelementptr %530[72] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#72, %602 : f32, !llvm.ptr
              %603 = llvm.getelementptr %530[73] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#73, %603 : f32, !llvm.ptr
              %604 = llvm.getelementptr %530[74] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#74, %604 : f32, !llvm.ptr
              %605 = llvm.getelementptr %530[75] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#75, %605 : f32, !llvm.ptr
              %606 = llvm.getelementptr %530[76] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#76, %606 : f32, !llvm.ptr
              %607 = llvm.getelementptr %530[77] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#77, %607 : f32, !llvm.ptr
              %608 = llvm.getelementptr %530[78] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#78, %608 : f32, !llvm.ptr
              %642 = llvm.getelementptr %530[79] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#79, %642 : f32, !llvm.ptr
              %643 = llvm.getelementptr %530[80] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#80, %643 : f32, !llvm.ptr
              %644 = llvm.getelementptr %530[81] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#81, %644 : f32, !llvm.ptr
              %645 = llvm.getelementptr %530[82] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#82, %645 : f32, !llvm.ptr
              %646 = llvm.getelementptr %530[83] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#83, %646 : f32, !llvm.ptr
              %647 = llvm.getelementptr %530[84] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#84, %647 : f32, !llvm.ptr
              %648 = llvm.getelementptr %530[85] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#85, %648 : f32, !llvm.ptr
              %649 = llvm.getelementptr %530[86] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#86, %649 : f32, !llvm.ptr
              %650 = llvm.getelementptr %530[87] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#87, %650 : f32, !llvm.ptr
              %651 = llvm.getelementptr %530[88] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#88, %651 : f32, !llvm.ptr
              %652 = llvm.getelementptr %530[89] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#89, %652 : f32, !llvm.ptr
              %653 = llvm.getelementptr %530[90] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#90, %653 : f32, !llvm.ptr
              %654 = llvm.getelementptr %530[91] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#91, %654 : f32, !llvm.ptr
              %655 = llvm.getelementptr %530[92] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#92, %655 : f32, !llvm.ptr
              %656 = llvm.getelementptr %530[93] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#93, %656 : f32, !llvm.ptr
              %657 = llvm.getelementptr %530[94] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#94, %657 : f32, !llvm.ptr
              %658 = llvm.getelementptr %530[95] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#95, %658 : f32, !llvm.ptr
              %659 = llvm.getelementptr %530[96] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#96, %659 : f32, !llvm.ptr
              %660 = llvm.getelementptr %530[97] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#97, %660 : f32, !llvm.ptr
              %661 = llvm.getelementptr %530[98] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#98, %661 : f32, !llvm.ptr
              %662 = llvm.getelementptr %530[99] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#99, %662 : f32, !llvm.ptr
              %663 = llvm.getelementptr %530[100] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#100, %663 : f32, !llvm.ptr
              %664 = llvm.getelementptr %530[101] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#101, %664 : f32, !llvm.ptr
              %665 = llvm.getelementptr %530[102] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#102, %665 : f32, !llvm.ptr
              %666 = llvm.getelementptr %530[103] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#103, %666 : f32, !llvm.ptr
              %667 = llvm.getelementptr %530[104] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#104, %667 : f32, !llvm.ptr
              %668 = llvm.getelementptr %530[105] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#105, %668 : f32, !llvm.ptr
              %669 = llvm.getelementptr %530[106] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#106, %669 : f32, !llvm.ptr
              %670 = llvm.getelementptr %530[107] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#107, %670 : f32, !llvm.ptr
              %671 = llvm.getelementptr %530[108] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#108, %671 : f32, !llvm.ptr
              %672 = llvm.getelementptr %530[109] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#109, %672 : f32, !llvm.ptr
              %673 = llvm.getelementptr %530[110] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#110, %673 : f32, !llvm.ptr
              %674 = llvm.getelementptr %530[111] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#111, %674 : f32, !llvm.ptr
              %675 = llvm.getelementptr %530[112] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#112, %675 : f32, !llvm.ptr
              %676 = llvm.getelementptr %530[113] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#113, %676 : f32, !llvm.ptr
              %677 = llvm.getelementptr %530[114] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#114, %677 : f32, !llvm.ptr
              %678 = llvm.getelementptr %530[115] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#115, %678 : f32, !llvm.ptr
              %679 = llvm.getelementptr %530[116] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#116, %679 : f32, !llvm.ptr
              %680 = llvm.getelementptr %530[117] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#117, %680 : f32, !llvm.ptr
              %681 = llvm.getelementptr %530[118] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#118, %681 : f32, !llvm.ptr
              %682 = llvm.getelementptr %530[119] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#119, %682 : f32, !llvm.ptr
              %683 = llvm.getelementptr %530[120] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#120, %683 : f32, !llvm.ptr
              %684 = llvm.getelementptr %530[121] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#121, %684 : f32, !llvm.ptr
              %685 = llvm.getelementptr %530[122] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#122, %685 : f32, !llvm.ptr
              %686 = llvm.getelementptr %530[123] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#123, %686 : f32, !llvm.ptr
              %687 = llvm.getelementptr %530[124] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#124, %687 : f32, !llvm.ptr
              %688 = llvm.getelementptr %530[125] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#125, %688 : f32, !llvm.ptr
              %689 = llvm.getelementptr %530[126] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#126, %689 : f32, !llvm.ptr
              %690 = llvm.getelementptr %530[127] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %529#127, %690 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x256x16_0e08
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %263 : !mma_bf16_bf16_f32_64x256x16_0e08
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %262 : !mma_bf16_bf16_f32_64x256x16_0e08
        } {llvm.loop_annotation = #loop_annotation_0327}
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 1
        scf.if %110 {
          %int_tuple_24 = cute.make_int_tuple(%arg10) : (i32) -> !cute.int_tuple<"?">
          %ptr_21 = cute.add_offset(%ptr_6, %int_tuple_24) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %262 = builtin.unrealized_conversion_cast %ptr_21 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %263 = nvvm.mapa.shared.cluster %262, %100 : !llvm.ptr<3>, i32 -> <3>
          %c1_i32_17 = arith.constant 1 : i32
          nvvm.mbarrier.txn %263, %c1_i32_17 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
        }
        %c1_i32_18 = arith.constant 1 : i32
        %249 = arith.addi %arg10, %c1_i32_18 : i32
        %250 = arith.addi %arg9, %c1_i32_18 : i32
        %c4_i32_3 = arith.constant 4 : i32
        %251 = arith.cmpi eq, %249, %c4_i32_3 : i32
        %252:2 = scf.if %251 -> (i32, i32) {
          %c1_i32_19 = arith.constant 1 : i32
          %262 = arith.xori %arg11, %c1_i32_19 : i32
          %c0_i32_17 = arith.constant 0 : i32
          scf.yield %c0_i32_17, %262 : i32, i32
        } else {
          scf.yield %249, %arg11 : i32, i32
        }
        %c0_i32_18 = arith.constant 0 : i32
        %253 = arith.cmpi eq, %23, %c0_i32_18 : i32
        %254 = arith.cmpi eq, %23, %c0_i32_18 : i32
        %255 = arith.cmpi sgt, %212, %arg12 : i32
        %256 = arith.andi %254, %255 : i1
        %257:3 = scf.if %256 -> (i32, i32, i32) {
          %true_8 = arith.constant true
          scf.if %true_8 {
            %int_tuple_25 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
            %ptr_24 = cute.add_offset(%ptr_6, %int_tuple_25) : (!cute.ptr<i64, smem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %318 = builtin.unrealized_conversion_cast %ptr_24 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity.shared %318, %arg14, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %262 = nvvm.elect.sync -> i1
          scf.if %262 {
            %int_tuple_25 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
            %ptr_24 = cute.add_offset(%iter_5, %int_tuple_25) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %318 = builtin.unrealized_conversion_cast %ptr_24 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c49152_i32 = arith.constant 49152 : i32
            nvvm.mbarrier.txn %318, %c49152_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
          }
          %int_tuple_26 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
          %ptr_25 = cute.add_offset(%iter_5, %int_tuple_26) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %coord_47 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
          %lay_165 = cute.get_layout(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_36 = cute.crd2idx(%coord_47, %lay_165) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_167 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_47 = cute.add_offset(%iter_167, %idx_36) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_53 = cute.make_view(%tup_47) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_168 = cute.get_iter(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_48 = cute.deref_arith_tuple_iter(%iter_168) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_111, %e1_85 = cute.get_leaves(%tup_48) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %263 = cute.get_scalars(%e0_111) : !cute.int_tuple<"?{div=64}">
          %264 = cute.get_scalars(%e1_85) : !cute.int_tuple<"?{div=128}">
          %iter_169 = cute.get_iter(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_49 = cute.deref_arith_tuple_iter(%iter_169) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_112, %e1_86 = cute.get_leaves(%tup_49) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %265 = cute.get_scalars(%e0_112) : !cute.int_tuple<"?{div=64}">
          %266 = cute.get_scalars(%e1_86) : !cute.int_tuple<"?{div=128}">
          %coord_48 = cute.make_coord(%arg13) : (i32) -> !cute.coord<"(_,?)">
          %lay_82 = cute.get_layout(%view_6) : !memref_smem_bf16_816f
          %idx_37 = cute.crd2idx(%coord_48, %lay_82) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,4)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_139 = cute.get_iter(%view_6) : !memref_smem_bf16_816f
          %ptr_26 = cute.add_offset(%iter_139, %idx_37) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_54 = cute.make_view(%ptr_26) : !memref_smem_bf16_b164
          %iter_170 = cute.get_iter(%view_54) : !memref_smem_bf16_b164
          %iter_171 = cute.get_iter(%view_54) : !memref_smem_bf16_b164
          %lay_60 = cute.get_layout(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %215 = cute.get_shape(%lay_60) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_113, %e1_87, %e2_46 = cute.get_leaves(%215) : !cute.shape<"(((64,128),1))">
          %lay_61 = cute.get_layout(%view_54) : !memref_smem_bf16_b164
          %234 = cute.get_shape(%lay_61) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_114, %e1_88 = cute.get_leaves(%234) : !cute.shape<"((8192,1))">
          %lay_166 = cute.get_layout(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_18 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_167 = cute.make_layout() : !cute.layout<"1:0">
          %append_23 = cute.append_to_rank<2> (%lay_166, %lay_167) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_27 = cute.make_int_tuple(%e0_112, %e1_86) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_27) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_55 = cute.make_view(%int_tup_iter, %append_23) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_172 = cute.get_iter(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_50 = cute.deref_arith_tuple_iter(%iter_172) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_115, %e1_89 = cute.get_leaves(%tup_50) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %235 = cute.get_scalars(%e0_115) : !cute.int_tuple<"?{div=64}">
          %236 = cute.get_scalars(%e1_89) : !cute.int_tuple<"?{div=128}">
          %lay_168 = cute.get_layout(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %237 = cute.get_shape(%lay_168) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_116, %e1_90, %e2_47, %e3_31 = cute.get_leaves(%237) : !cute.shape<"(((64,128),1),1)">
          %lay_169 = cute.get_layout(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %238 = cute.get_shape(%lay_169) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_117, %e1_91, %e2_48, %e3_32 = cute.get_leaves(%238) : !cute.shape<"(((64,128),1),1)">
          %iter_173 = cute.get_iter(%view_55) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_56 = cute.make_view(%iter_173) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_174 = cute.get_iter(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_51 = cute.deref_arith_tuple_iter(%iter_174) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_118, %e1_92 = cute.get_leaves(%tup_51) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %277 = cute.get_scalars(%e0_118) : !cute.int_tuple<"?{div=64}">
          %278 = cute.get_scalars(%e1_92) : !cute.int_tuple<"?{div=128}">
          %iter_175 = cute.get_iter(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_52 = cute.deref_arith_tuple_iter(%iter_175) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_119, %e1_93 = cute.get_leaves(%tup_52) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %279 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?{div=64}">
          %280 = cute.get_scalars(%e1_93) : !cute.int_tuple<"?{div=128}">
          %lay_170 = cute.get_layout(%view_54) : !memref_smem_bf16_b164
          %shape_19 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_171 = cute.make_layout() : !cute.layout<"1:0">
          %append_24 = cute.append_to_rank<2> (%lay_170, %lay_171) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_57 = cute.make_view(%iter_171, %append_24) : !memref_smem_bf16_3782
          %iter_176 = cute.get_iter(%view_57) : !memref_smem_bf16_3782
          %lay_172 = cute.get_layout(%view_57) : !memref_smem_bf16_3782
          %281 = cute.get_shape(%lay_172) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_120, %e1_94, %e2_49 = cute.get_leaves(%281) : !cute.shape<"((8192,1),1)">
          %lay_173 = cute.get_layout(%view_57) : !memref_smem_bf16_3782
          %282 = cute.get_shape(%lay_173) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_121, %e1_95, %e2_50 = cute.get_leaves(%282) : !cute.shape<"((8192,1),1)">
          %iter_177 = cute.get_iter(%view_57) : !memref_smem_bf16_3782
          %view_58 = cute.make_view(%iter_177) : !memref_smem_bf16_b8cc
          %iter_178 = cute.get_iter(%view_58) : !memref_smem_bf16_b8cc
          %iter_179 = cute.get_iter(%view_58) : !memref_smem_bf16_b8cc
          %lay_174 = cute.get_layout(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %283 = cute.get_shape(%lay_174) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_122, %e1_96, %e2_51, %e3_33 = cute.get_leaves(%283) : !cute.shape<"(((64,128),1),(1))">
          %lay_175 = cute.get_layout(%view_58) : !memref_smem_bf16_b8cc
          %284 = cute.get_shape(%lay_175) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_123, %e1_97, %e2_52 = cute.get_leaves(%284) : !cute.shape<"((8192,1),(1))">
          %lay_176 = cute.get_layout(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_37 = cute.size(%lay_176) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_124 = cute.get_leaves(%sz_37) : !cute.int_tuple<"1">
          %lay_177 = cute.get_layout(%view_58) : !memref_smem_bf16_b8cc
          %sz_38 = cute.size(%lay_177) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_125 = cute.get_leaves(%sz_38) : !cute.int_tuple<"1">
          %lay_178 = cute.get_layout(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %285 = cute.get_shape(%lay_178) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_126, %e1_98, %e2_53, %e3_34 = cute.get_leaves(%285) : !cute.shape<"(((64,128),1),(1))">
          %286 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %287 = cute_nvgpu.atom.set_value(%286, %ptr_25 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_180 = cute.get_iter(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_181 = cute.get_iter(%view_58) : !memref_smem_bf16_b8cc
          %lay_179 = cute.get_layout(%view_56) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_180 = cute.get_layout(%view_58) : !memref_smem_bf16_b8cc
          %288 = cute.static : !cute.layout<"1:0">
          %append_25 = cute.append_to_rank<2> (%lay_179, %288) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_26 = cute.append_to_rank<2> (%lay_180, %288) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_181 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_182 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_39 = cute.size(%lay_181) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %289 = cute.get_scalars(%sz_39) : !cute.int_tuple<"1">
          %c0_i32_19 = arith.constant 0 : i32
          %c1_i32_20 = arith.constant 1 : i32
          scf.for %arg18 = %c0_i32_19 to %289 step %c1_i32_20  : i32 {
            %coord_49 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,?)">
            %318 = cute.get_scalars(%coord_49) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_183 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_38 = cute.crd2idx(%coord_49, %lay_181) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_53 = cute.add_offset(%iter_180, %idx_38) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_59 = cute.make_view(%tup_53, %lay_183) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %319 = cute.get_scalars(%coord_49) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_184 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_39 = cute.crd2idx(%coord_49, %lay_182) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_27 = cute.add_offset(%iter_181, %idx_39) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_60 = cute.make_view(%ptr_27, %lay_184) : !memref_smem_bf16_b164
            %iter_182 = cute.get_iter(%view_59) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_183 = cute.get_iter(%view_60) : !memref_smem_bf16_b164
            %320 = cute_nvgpu.atom.get_value(%287 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
            %321 = cute_nvgpu.atom.get_value(%287 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
            %322 = cute_nvgpu.atom.get_value(%287 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%287 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %tup_54 = cute.deref_arith_tuple_iter(%iter_182) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %323:2 = cute.get_scalars(%tup_54) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_183 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %320 : !cute.ptr<smem, align<8>>, [%323#0, %323#1] : i32, i32) cache_policy = %322 mode = <tiled> num_cta = 1 : i32
          } {llvm.loop_annotation = #loop_annotation_0327}
          %coord_50 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
          %lay_185 = cute.get_layout(%view_11) : !cute.coord_tensor<"(0,?{div=128})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
          %idx_40 = cute.crd2idx(%coord_50, %lay_185) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_184 = cute.get_iter(%view_11) : !cute.coord_tensor<"(0,?{div=128})", "(((64,256),1),?):(((1@0,1@1),0),64@0)">
          %tup_55 = cute.add_offset(%iter_184, %idx_40) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_61 = cute.make_view(%tup_55) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
          %iter_185 = cute.get_iter(%view_61) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
          %tup_56 = cute.deref_arith_tuple_iter(%iter_185) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_127, %e1_99 = cute.get_leaves(%tup_56) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %290 = cute.get_scalars(%e0_127) : !cute.int_tuple<"?{div=64}">
          %291 = cute.get_scalars(%e1_99) : !cute.int_tuple<"?{div=128}">
          %iter_186 = cute.get_iter(%view_61) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
          %tup_57 = cute.deref_arith_tuple_iter(%iter_186) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_128, %e1_100 = cute.get_leaves(%tup_57) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %292 = cute.get_scalars(%e0_128) : !cute.int_tuple<"?{div=64}">
          %293 = cute.get_scalars(%e1_100) : !cute.int_tuple<"?{div=128}">
          %coord_51 = cute.make_coord(%arg13) : (i32) -> !cute.coord<"(_,?)">
          %lay_186 = cute.get_layout(%view_10) : !memref_smem_bf16_f86a
          %idx_41 = cute.crd2idx(%coord_51, %lay_186) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),(1,4)):((1,0),(0,16384))">) -> !cute.int_tuple<"?{div=16384}">
          %iter_187 = cute.get_iter(%view_10) : !memref_smem_bf16_f86a
          %ptr_28 = cute.add_offset(%iter_187, %idx_41) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=16384}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_62 = cute.make_view(%ptr_28) : !memref_smem_bf16_4817
          %iter_188 = cute.get_iter(%view_62) : !memref_smem_bf16_4817
          %iter_189 = cute.get_iter(%view_62) : !memref_smem_bf16_4817
          %lay_187 = cute.get_layout(%view_61) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
          %294 = cute.get_shape(%lay_187) : (!cute.layout<"(((64,256),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,256),1))">
          %e0_129, %e1_101, %e2_54 = cute.get_leaves(%294) : !cute.shape<"(((64,256),1))">
          %lay_188 = cute.get_layout(%view_62) : !memref_smem_bf16_4817
          %295 = cute.get_shape(%lay_188) : (!cute.layout<"((16384,1)):((1,0))">) -> !cute.shape<"((16384,1))">
          %e0_130, %e1_102 = cute.get_leaves(%295) : !cute.shape<"((16384,1))">
          %lay_189 = cute.get_layout(%view_61) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
          %shape_20 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_190 = cute.make_layout() : !cute.layout<"1:0">
          %append_27 = cute.append_to_rank<2> (%lay_189, %lay_190) : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_28 = cute.make_int_tuple(%e0_128, %e1_100) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter_1 = cute.make_arith_tuple_iter(%int_tuple_28) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_63 = cute.make_view(%int_tup_iter_1, %append_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %iter_190 = cute.get_iter(%view_63) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %tup_58 = cute.deref_arith_tuple_iter(%iter_190) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_131, %e1_103 = cute.get_leaves(%tup_58) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %296 = cute.get_scalars(%e0_131) : !cute.int_tuple<"?{div=64}">
          %297 = cute.get_scalars(%e1_103) : !cute.int_tuple<"?{div=128}">
          %lay_191 = cute.get_layout(%view_63) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %298 = cute.get_shape(%lay_191) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
          %e0_132, %e1_104, %e2_55, %e3_35 = cute.get_leaves(%298) : !cute.shape<"(((64,256),1),1)">
          %lay_192 = cute.get_layout(%view_63) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %299 = cute.get_shape(%lay_192) : (!cute.layout<"(((64,256),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,256),1),1)">
          %e0_133, %e1_105, %e2_56, %e3_36 = cute.get_leaves(%299) : !cute.shape<"(((64,256),1),1)">
          %iter_191 = cute.get_iter(%view_63) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),1):(((1@0,1@1),0),0)">
          %view_64 = cute.make_view(%iter_191) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %iter_192 = cute.get_iter(%view_64) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %tup_59 = cute.deref_arith_tuple_iter(%iter_192) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_134, %e1_106 = cute.get_leaves(%tup_59) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %300 = cute.get_scalars(%e0_134) : !cute.int_tuple<"?{div=64}">
          %301 = cute.get_scalars(%e1_106) : !cute.int_tuple<"?{div=128}">
          %iter_193 = cute.get_iter(%view_64) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %tup_60 = cute.deref_arith_tuple_iter(%iter_193) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_135, %e1_107 = cute.get_leaves(%tup_60) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %302 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?{div=64}">
          %303 = cute.get_scalars(%e1_107) : !cute.int_tuple<"?{div=128}">
          %lay_193 = cute.get_layout(%view_62) : !memref_smem_bf16_4817
          %shape_21 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_194 = cute.make_layout() : !cute.layout<"1:0">
          %append_28 = cute.append_to_rank<2> (%lay_193, %lay_194) : !cute.layout<"((16384,1)):((1,0))">, !cute.layout<"1:0">
          %view_65 = cute.make_view(%iter_189, %append_28) : !memref_smem_bf16_850d
          %iter_194 = cute.get_iter(%view_65) : !memref_smem_bf16_850d
          %lay_195 = cute.get_layout(%view_65) : !memref_smem_bf16_850d
          %304 = cute.get_shape(%lay_195) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
          %e0_136, %e1_108, %e2_57 = cute.get_leaves(%304) : !cute.shape<"((16384,1),1)">
          %lay_196 = cute.get_layout(%view_65) : !memref_smem_bf16_850d
          %305 = cute.get_shape(%lay_196) : (!cute.layout<"((16384,1),1):((1,0),0)">) -> !cute.shape<"((16384,1),1)">
          %e0_137, %e1_109, %e2_58 = cute.get_leaves(%305) : !cute.shape<"((16384,1),1)">
          %iter_195 = cute.get_iter(%view_65) : !memref_smem_bf16_850d
          %view_66 = cute.make_view(%iter_195) : !memref_smem_bf16_f836
          %iter_196 = cute.get_iter(%view_66) : !memref_smem_bf16_f836
          %iter_197 = cute.get_iter(%view_66) : !memref_smem_bf16_f836
          %lay_197 = cute.get_layout(%view_64) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %306 = cute.get_shape(%lay_197) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
          %e0_138, %e1_110, %e2_59, %e3_37 = cute.get_leaves(%306) : !cute.shape<"(((64,256),1),(1))">
          %lay_198 = cute.get_layout(%view_66) : !memref_smem_bf16_f836
          %307 = cute.get_shape(%lay_198) : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.shape<"((16384,1),(1))">
          %e0_139, %e1_111, %e2_60 = cute.get_leaves(%307) : !cute.shape<"((16384,1),(1))">
          %lay_199 = cute.get_layout(%view_64) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %sz_40 = cute.size(%lay_199) <{mode = [1]}> : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_140 = cute.get_leaves(%sz_40) : !cute.int_tuple<"1">
          %lay_200 = cute.get_layout(%view_66) : !memref_smem_bf16_f836
          %sz_41 = cute.size(%lay_200) <{mode = [1]}> : (!cute.layout<"((16384,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_141 = cute.get_leaves(%sz_41) : !cute.int_tuple<"1">
          %lay_201 = cute.get_layout(%view_64) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %308 = cute.get_shape(%lay_201) : (!cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,256),1),(1))">
          %e0_142, %e1_112, %e2_61, %e3_38 = cute.get_leaves(%308) : !cute.shape<"(((64,256),1),(1))">
          %309 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>
          %c3_i16 = arith.constant 3 : i16
          %310 = cute_nvgpu.atom.set_value(%309, %c3_i16 : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>
          %311 = cute_nvgpu.atom.set_value(%310, %ptr_25 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>
          %iter_198 = cute.get_iter(%view_64) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %iter_199 = cute.get_iter(%view_66) : !memref_smem_bf16_f836
          %lay_202 = cute.get_layout(%view_64) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1),(1)):(((1@0,1@1),0),(0))">
          %lay_203 = cute.get_layout(%view_66) : !memref_smem_bf16_f836
          %312 = cute.static : !cute.layout<"1:0">
          %append_29 = cute.append_to_rank<2> (%lay_202, %312) : !cute.layout<"(((64,256),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_30 = cute.append_to_rank<2> (%lay_203, %312) : !cute.layout<"((16384,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_204 = cute.make_layout() : !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_205 = cute.make_layout() : !cute.layout<"((16384,1),((1))):((1,0),((0)))">
          %sz_42 = cute.size(%lay_204) <{mode = [1]}> : (!cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %313 = cute.get_scalars(%sz_42) : !cute.int_tuple<"1">
          %c0_i32_20 = arith.constant 0 : i32
          %c1_i32_21 = arith.constant 1 : i32
          scf.for %arg18 = %c0_i32_20 to %313 step %c1_i32_21  : i32 {
            %coord_49 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,?)">
            %318 = cute.get_scalars(%coord_49) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_183 = cute.make_layout() : !cute.layout<"(((64,256),1)):(((1@0,1@1),0))">
            %idx_38 = cute.crd2idx(%coord_49, %lay_204) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,256),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_53 = cute.add_offset(%iter_198, %idx_38) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_59 = cute.make_view(%tup_53, %lay_183) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
            %319 = cute.get_scalars(%coord_49) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_184 = cute.make_layout() : !cute.layout<"((16384,1)):((1,0))">
            %idx_39 = cute.crd2idx(%coord_49, %lay_205) : (!cute.coord<"(_,?)">, !cute.layout<"((16384,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_27 = cute.add_offset(%iter_199, %idx_39) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_60 = cute.make_view(%ptr_27, %lay_184) : !memref_smem_bf16_4817
            %iter_182 = cute.get_iter(%view_59) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,256),1)):(((1@0,1@1),0))">
            %iter_183 = cute.get_iter(%view_60) : !memref_smem_bf16_4817
            %320 = cute_nvgpu.atom.get_value(%311 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
            %321 = cute_nvgpu.atom.get_value(%311 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
            %322 = cute_nvgpu.atom.get_value(%311 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%311 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,256):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %tup_54 = cute.deref_arith_tuple_iter(%iter_182) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %323:2 = cute.get_scalars(%tup_54) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_183 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %320 : !cute.ptr<smem, align<8>>, [%323#0, %323#1] : i32, i32) mask = %321 cache_policy = %322 mode = <tiled> num_cta = 1 : i32
          } {llvm.loop_annotation = #loop_annotation_0327}
          %c1_i32_22 = arith.constant 1 : i32
          %314 = arith.addi %arg13, %c1_i32_22 : i32
          %315 = arith.addi %arg12, %c1_i32_22 : i32
          %c4_i32_4 = arith.constant 4 : i32
          %316 = arith.cmpi eq, %314, %c4_i32_4 : i32
          %317:2 = scf.if %316 -> (i32, i32) {
            %c1_i32_23 = arith.constant 1 : i32
            %318 = arith.xori %arg14, %c1_i32_23 : i32
            %c0_i32_21 = arith.constant 0 : i32
            scf.yield %c0_i32_21, %318 : i32, i32
          } else {
            scf.yield %314, %arg14 : i32, i32
          }
          scf.yield %315, %317#0, %317#1 : i32, i32, i32
        } else {
          scf.yield %arg12, %arg13, %arg14 : i32, i32, i32
        }
        %258 = arith.addi %arg16, %c1_i32_18 : i32
        %259 = arith.addi %arg15, %c1_i32_18 : i32
        %260 = arith.cmpi eq, %258, %c4_i32_3 : i32
        %261:2 = scf.if %260 -> (i32, i32) {
          %c1_i32_19 = arith.constant 1 : i32
          %262 = arith.xori %arg17, %c1_i32_19 : i32
          %c0_i32_17 = arith.constant 0 : i32
          scf.yield %c0_i32_17, %262 : i32, i32
        } else {
          scf.yield %258, %arg17 : i32, i32
        }
        %c3_i32_0 = arith.constant 3 : i32
        scf.yield %c3_i32_0, %arg16, %250, %252#0, %252#1, %257#0, %257#1, %257#2, %259, %261#0, %261#1 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
      } {loop_annotation = #loop_annotation1_7daa}
      nvvm.wgmma.wait.group.sync.aligned 0
      %lay_206 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %lay_207 = cute.make_layout() : !cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">
      %rmem_0 = cute.memref.alloca(%lay_207) : !memref_rmem_bf16_bd6c
      %iter_200 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_bd6c
      %iter_201 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_bd6c
      %lay_208 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %691 = cute.get_shape(%lay_208) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_143, %e1_113, %e2_62, %e3_39, %e4_20 = cute.get_leaves(%691) : !cute.shape<"((2,2,32),1,1)">
      %lay_209 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %692 = cute.memref.load_vec(%rmem) : (!memref_rmem_f32_9ac3) -> vector<128xf32>
      %lay_210 = cute.get_layout(%rmem) : !memref_rmem_f32_9ac3
      %693 = cute.get_shape(%lay_210) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_144, %e1_114, %e2_63, %e3_40, %e4_21 = cute.get_leaves(%693) : !cute.shape<"((2,2,32),1,1)">
      %694 = arith.truncf %692 : vector<128xf32> to vector<128xbf16>
      %lay_211 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_bd6c
      %695 = cute.get_shape(%lay_211) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_145, %e1_115, %e2_64, %e3_41, %e4_22 = cute.get_leaves(%695) : !cute.shape<"((2,2,32),1,1)">
      %lay_212 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_bd6c
      %lay_213 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_bd6c
      %696 = cute.get_shape(%lay_213) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_146, %e1_116, %e2_65, %e3_42, %e4_23 = cute.get_leaves(%696) : !cute.shape<"((2,2,32),1,1)">
      %int_tuple_29 = cute.make_int_tuple() : () -> !cute.int_tuple<"((2,2,32),1,1)">
      %sz_43 = cute.size(%int_tuple_29) : (!cute.int_tuple<"((2,2,32),1,1)">) -> !cute.int_tuple<"128">
      %e0_147 = cute.get_leaves(%sz_43) : !cute.int_tuple<"128">
      %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"((2,2,32),1,1)">
      %sz_44 = cute.size(%int_tuple_30) : (!cute.int_tuple<"((2,2,32),1,1)">) -> !cute.int_tuple<"128">
      %e0_148 = cute.get_leaves(%sz_44) : !cute.int_tuple<"128">
      cute.memref.store_vec(%694, %rmem_0) : (vector<128xbf16>, !memref_rmem_bf16_bd6c) -> ()
      %lay_214 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_bd6c
      %697 = cute.get_shape(%lay_214) : (!cute.layout<"((2,2,32),1,1):((1,2,4),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_149, %e1_117, %e2_66, %e3_43, %e4_24 = cute.get_leaves(%697) : !cute.shape<"((2,2,32),1,1)">
      %lay_215 = cute.get_layout(%view_16) : !memref_gmem_bf16_9bf6
      %698 = cute.get_shape(%lay_215) : (!cute.layout<"((2,2,32),1,1):((1,?{i64 div=64},8),0,0)">) -> !cute.shape<"((2,2,32),1,1)">
      %e0_150, %e1_118, %e2_67, %e3_44, %e4_25 = cute.get_leaves(%698) : !cute.shape<"((2,2,32),1,1)">
      %lay_216 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_bd6c
      %lay_217 = cute.get_layout(%view_16) : !memref_gmem_bf16_9bf6
      %rinv = cute.right_inverse(%lay_217) : (!cute.layout<"((2,2,32),1,1):((1,?{i64 div=64},8),0,0)">) -> !cute.layout<"2:1">
      %lay_218 = cute.make_layout() : !cute.layout<"2:1">
      %coalesce = cute.coalesce(%lay_218) : (!cute.layout<"2:1">) -> !cute.layout<"2:1">
      %699 = cute.get_shape(%coalesce) : (!cute.layout<"2:1">) -> !cute.shape<"2">
      %e0_151 = cute.get_leaves(%699) : !cute.shape<"2">
      %700 = cute.get_stride(%coalesce) : (!cute.layout<"2:1">) -> !cute.stride<"1">
      %e0_152 = cute.get_leaves(%700) : !cute.stride<"1">
      %701 = cute.get_shape(%coalesce) : (!cute.layout<"2:1">) -> !cute.shape<"2">
      %e0_153 = cute.get_leaves(%701) : !cute.shape<"2">
      %702 = cute.get_shape(%coalesce) : (!cute.layout<"2:1">) -> !cute.shape<"2">
      %e0_154 = cute.get_leaves(%702) : !cute.shape<"2">
      %lay_219 = cute.make_layout() : !cute.layout<"2:1">
      %sz_45 = cute.size(%lay_219) : (!cute.layout<"2:1">) -> !cute.int_tuple<"2">
      %e0_155 = cute.get_leaves(%sz_45) : !cute.int_tuple<"2">
      %lay_220 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_bd6c
      %lay_221 = cute.get_layout(%view_16) : !memref_gmem_bf16_9bf6
      %iter_202 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_bd6c
      %view_67 = cute.make_view(%iter_202) : !memref_rmem_bf16_a06a
      %iter_203 = cute.get_iter(%view_67) : !memref_rmem_bf16_a06a
      %iter_204 = cute.get_iter(%view_67) : !memref_rmem_bf16_a06a
      %iter_205 = cute.get_iter(%view_16) : !memref_gmem_bf16_9bf6
      %lay_222 = cute.get_layout(%view_16) : !memref_gmem_bf16_9bf6
      %703 = cute.get_scalars(%lay_222) <{only_dynamic}> : !cute.layout<"((2,2,32),1,1):((1,?{i64 div=64},8),0,0)">
      %shape_22 = cute.make_shape() : () -> !cute.shape<"(2,(2,32))">
      %iv_8 = cute.assume(%703) : (i64) -> !cute.i64<divby 64>
      %stride_10 = cute.make_stride(%iv_8) : (!cute.i64<divby 64>) -> !cute.stride<"(1,(?{i64 div=64},8))">
      %lay_223 = cute.make_layout(%shape_22, %stride_10) : !cute.layout<"(2,(2,32)):(1,(?{i64 div=64},8))">
      %view_68 = cute.make_view(%iter_205, %lay_223) : !memref_gmem_bf16_cfda
      %iter_206 = cute.get_iter(%view_68) : !memref_gmem_bf16_cfda
      %iter_207 = cute.get_iter(%view_68) : !memref_gmem_bf16_cfda
      %shape_23 = cute.make_shape() : () -> !cute.shape<"2">
      %lay_224 = cute.make_layout() : !cute.layout<"2:1">
      %iter_208 = cute.get_iter(%view_67) : !memref_rmem_bf16_a06a
      %view_69 = cute.make_view(%iter_208) : !memref_rmem_bf16_a06a
      %iter_209 = cute.get_iter(%view_69) : !memref_rmem_bf16_a06a
      %iter_210 = cute.get_iter(%view_69) : !memref_rmem_bf16_a06a
      %shape_24 = cute.make_shape() : () -> !cute.shape<"2">
      %lay_225 = cute.make_layout() : !cute.layout<"2:1">
      %iter_211 = cute.get_iter(%view_68) : !memref_gmem_bf16_cfda
      %lay_226 = cute.get_layout(%view_68) : !memref_gmem_bf16_cfda
      %704 = cute.get_scalars(%lay_226) <{only_dynamic}> : !cute.layout<"(2,(2,32)):(1,(?{i64 div=64},8))">
      %shape_25 = cute.make_shape() : () -> !cute.shape<"(2,(2,32))">
      %iv_9 = cute.assume(%704) : (i64) -> !cute.i64<divby 64>
      %stride_11 = cute.make_stride(%iv_9) : (!cute.i64<divby 64>) -> !cute.stride<"(1,(?{i64 div=64},8))">
      %lay_227 = cute.make_layout(%shape_25, %stride_11) : !cute.layout<"(2,(2,32)):(1,(?{i64 div=64},8))">
      %view_70 = cute.make_view(%iter_211, %lay_227) : !memref_gmem_bf16_cfda
      %iter_212 = cute.get_iter(%view_70) : !memref_gmem_bf16_cfda
      %iter_213 = cute.get_iter(%view_70) : !memref_gmem_bf16_cfda
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 32 b>
      %iter_214 = cute.get_iter(%view_69) : !memref_rmem_bf16_a06a
      %iter_215 = cute.get_iter(%view_70) : !memref_gmem_bf16_cfda
      %lay_228 = cute.get_layout(%view_69) : !memref_rmem_bf16_a06a
      %lay_229 = cute.get_layout(%view_70) : !memref_gmem_bf16_cfda
      %705 = cute.static : !cute.layout<"1:0">
      %append_31 = cute.append_to_rank<2> (%lay_228, %705) : !cute.layout<"(2,64):(1,2)">, !cute.layout<"1:0">
      %append_32 = cute.append_to_rank<2> (%lay_229, %705) : !cute.layout<"(2,(2,32)):(1,(?{i64 div=64},8))">, !cute.layout<"1:0">
      %lay_230 = cute.make_layout() : !cute.layout<"(2,(64)):(1,(2))">
      %706 = cute.get_scalars(%append_32) <{only_dynamic}> : !cute.layout<"(2,(2,32)):(1,(?{i64 div=64},8))">
      %shape_26 = cute.make_shape() : () -> !cute.shape<"(2,((2,32)))">
      %iv_10 = cute.assume(%706) : (i64) -> !cute.i64<divby 64>
      %stride_12 = cute.make_stride(%iv_10) : (!cute.i64<divby 64>) -> !cute.stride<"(1,((?{i64 div=64},8)))">
      %lay_231 = cute.make_layout(%shape_26, %stride_12) : !cute.layout<"(2,((2,32))):(1,((?{i64 div=64},8)))">
      %sz_46 = cute.size(%lay_230) <{mode = [1]}> : (!cute.layout<"(2,(64)):(1,(2))">) -> !cute.int_tuple<"64">
      %707 = cute.get_scalars(%sz_46) : !cute.int_tuple<"64">
      %c0_i32_22 = arith.constant 0 : i32
      %c1_i32_24 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_22 to %707 step %c1_i32_24  : i32 {
        %coord_28 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %75 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_232 = cute.make_layout() : !cute.layout<"(2):(1)">
        %idx_42 = cute.crd2idx(%coord_28, %lay_230) : (!cute.coord<"(_,?)">, !cute.layout<"(2,(64)):(1,(2))">) -> !cute.int_tuple<"?{div=2}">
        %ptr_7 = cute.add_offset(%iter_214, %idx_42) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<bf16, rmem, align<4>>
        %view_71 = cute.make_view(%ptr_7, %lay_232) : !memref_rmem_bf16_7bef
        %76 = cute.get_scalars(%lay_231) <{only_dynamic}> : !cute.layout<"(2,((2,32))):(1,((?{i64 div=64},8)))">
        %77 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_233 = cute.make_layout() : !cute.layout<"(2):(1)">
        %idx_43 = cute.crd2idx(%coord_28, %lay_231) : (!cute.coord<"(_,?)">, !cute.layout<"(2,((2,32))):(1,((?{i64 div=64},8)))">) -> !cute.int_tuple<"?{i64 div=8}">
        %ptr_9 = cute.add_offset(%iter_215, %idx_43) : (!cute.ptr<bf16, gmem, align<4>>, !cute.int_tuple<"?{i64 div=8}">) -> !cute.ptr<bf16, gmem, align<4>>
        %view_72 = cute.make_view(%ptr_9, %lay_233) : !memref_gmem_bf16_c8fd
        %iter_53 = cute.get_iter(%view_71) : !memref_rmem_bf16_7bef
        %iter_216 = cute.get_iter(%view_72) : !memref_gmem_bf16_c8fd
        %78 = builtin.unrealized_conversion_cast %iter_53 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
        %111 = builtin.unrealized_conversion_cast %iter_216 : !cute.ptr<bf16, gmem, align<4>> to !llvm.ptr<1>
        %112 = llvm.load %78 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
        llvm.store %112, %111 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      } {llvm.loop_annotation = #loop_annotation_0327}
      nvvm.cluster.arrive
      nvvm.cluster.wait
      return
    }
  }
  func.func @cutlass_hopper_gemm~(%arg0: !memref_gmem_bf16_aab6, %arg1: !memref_gmem_bf16_0006, %arg2: !memref_gmem_bf16_aab6) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_bf16_aab6
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_bf16_aab6
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %0 = cute.get_shape(%lay) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(?,?{div=8})">
    %itup = cute.to_int_tuple(%e0) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %1 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_0 = cute.to_int_tuple(%e1) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %2 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?{div=8}">
    %lay_0 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %lay_1 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %3 = cute.get_stride(%lay_1) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.stride<"(?{i64 div=8},1)">
    %e0_0, %e1_0 = cute.get_leaves(%3) : !cute.stride<"(?{i64 div=8},1)">
    %itup_1 = cute.to_int_tuple(%e0_0) : !cute.stride<"?{i64 div=8}"> to !cute.int_tuple<"?{i64 div=8}">
    %4 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?{i64 div=8}">
    %lay_2 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %5 = cute.get_shape(%lay_2) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_1, %e1_1 = cute.get_leaves(%5) : !cute.shape<"(?,?{div=8})">
    %itup_2 = cute.to_int_tuple(%e0_1) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %6 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?">
    %itup_3 = cute.to_int_tuple(%e1_1) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %7 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?{div=8}">
    %lay_3 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %8 = cute.get_shape(%lay_3) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %e0_2, %e1_2 = cute.get_leaves(%8) : !cute.shape<"(?{div=8},?{div=8})">
    %itup_4 = cute.to_int_tuple(%e0_2) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %9 = cute.get_scalars(%itup_4) : !cute.int_tuple<"?{div=8}">
    %itup_5 = cute.to_int_tuple(%e1_2) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %10 = cute.get_scalars(%itup_5) : !cute.int_tuple<"?{div=8}">
    %lay_4 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %lay_5 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %11 = cute.get_stride(%lay_5) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.stride<"(?{i64 div=8},1)">
    %e0_3, %e1_3 = cute.get_leaves(%11) : !cute.stride<"(?{i64 div=8},1)">
    %itup_6 = cute.to_int_tuple(%e0_3) : !cute.stride<"?{i64 div=8}"> to !cute.int_tuple<"?{i64 div=8}">
    %12 = cute.get_scalars(%itup_6) : !cute.int_tuple<"?{i64 div=8}">
    %lay_6 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %13 = cute.get_shape(%lay_6) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %e0_4, %e1_4 = cute.get_leaves(%13) : !cute.shape<"(?{div=8},?{div=8})">
    %itup_7 = cute.to_int_tuple(%e0_4) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %14 = cute.get_scalars(%itup_7) : !cute.int_tuple<"?{div=8}">
    %itup_8 = cute.to_int_tuple(%e1_4) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %15 = cute.get_scalars(%itup_8) : !cute.int_tuple<"?{div=8}">
    %shape = cute.make_shape() : () -> !cute.shape<"(64,256,16)">
    %false = arith.constant false
    %atom = cute.make_atom() : () -> !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %16 = cute_nvgpu.atom.set_value(%atom, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(2,1,1)">
    %lay_7 = cute.make_layout() : !cute.layout<"(2,1,1):(1,0,0)">
    %17 = cute.get_shape(%lay_7) : (!cute.layout<"(2,1,1):(1,0,0)">) -> !cute.shape<"(2,1,1)">
    %e0_5, %e1_5, %e2 = cute.get_leaves(%17) : !cute.shape<"(2,1,1)">
    %18 = cute.make_tiled_mma(%16) : !mma_bf16_bf16_f32_64x256x16_0e08
    %lay_8 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %19 = cute.get_shape(%lay_8) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_6, %e1_6 = cute.get_leaves(%19) : !cute.shape<"(?,?{div=8})">
    %itup_9 = cute.to_int_tuple(%e0_6) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %20 = cute.get_scalars(%itup_9) : !cute.int_tuple<"?">
    %itup_10 = cute.to_int_tuple(%e1_6) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %21 = cute.get_scalars(%itup_10) : !cute.int_tuple<"?{div=8}">
    %lay_9 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %22 = cute.get_shape(%lay_9) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_7, %e1_7 = cute.get_leaves(%22) : !cute.shape<"(?,?{div=8})">
    %itup_11 = cute.to_int_tuple(%e0_7) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %23 = cute.get_scalars(%itup_11) : !cute.int_tuple<"?">
    %itup_12 = cute.to_int_tuple(%e1_7) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %24 = cute.get_scalars(%itup_12) : !cute.int_tuple<"?{div=8}">
    %25 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_1 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_10 = cute.make_layout() : !cute.layout<"(8,64):(64,1)">
    %26 = cute.get_stride(%lay_10) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_8, %e1_8 = cute.get_leaves(%26) : !cute.stride<"(64,1)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_11 = cute.make_composed_layout(%25, %int_tuple, %lay_10) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
    %shape_2 = cute.make_shape() : () -> !cute.shape<"(128,64,4)">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %27 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
    %lay_12 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %28 = cute.get_shape(%lay_12) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %e0_9, %e1_9 = cute.get_leaves(%28) : !cute.shape<"(?{div=8},?{div=8})">
    %itup_13 = cute.to_int_tuple(%e0_9) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %29 = cute.get_scalars(%itup_13) : !cute.int_tuple<"?{div=8}">
    %itup_14 = cute.to_int_tuple(%e1_9) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %30 = cute.get_scalars(%itup_14) : !cute.int_tuple<"?{div=8}">
    %lay_13 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %31 = cute.get_shape(%lay_13) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %e0_10, %e1_10 = cute.get_leaves(%31) : !cute.shape<"(?{div=8},?{div=8})">
    %itup_15 = cute.to_int_tuple(%e0_10) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %32 = cute.get_scalars(%itup_15) : !cute.int_tuple<"?{div=8}">
    %itup_16 = cute.to_int_tuple(%e1_10) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %33 = cute.get_scalars(%itup_16) : !cute.int_tuple<"?{div=8}">
    %34 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape_3 = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride_0 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_14 = cute.make_layout() : !cute.layout<"(8,64):(64,1)">
    %35 = cute.get_stride(%lay_14) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0_11, %e1_11 = cute.get_leaves(%35) : !cute.stride<"(64,1)">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_15 = cute.make_composed_layout(%34, %int_tuple_1, %lay_14) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
    %shape_4 = cute.make_shape() : () -> !cute.shape<"(256,64,4)">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %36 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">
    %coord = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %37 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
    %38 = cute.get_shape(%37) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.shape<"((8,16),(64,1))">
    %e0_12, %e1_12, %e2_0, %e3 = cute.get_leaves(%38) : !cute.shape<"((8,16),(64,1))">
    %lay_16 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %39 = cute.get_shape(%lay_16) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_13, %e1_13 = cute.get_leaves(%39) : !cute.shape<"(?,?{div=8})">
    %itup_17 = cute.to_int_tuple(%e0_13) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %40 = cute.get_scalars(%itup_17) : !cute.int_tuple<"?">
    %itup_18 = cute.to_int_tuple(%e1_13) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %41 = cute.get_scalars(%itup_18) : !cute.int_tuple<"?{div=8}">
    %shape_5 = cute.make_shape(%itup_17, %itup_18) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?,?{div=8})">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_17 = cute.make_layout(%shape_5, %stride_1) : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %42:2 = cute.get_scalars(%lay_17) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %lay_18 = cute.make_layout() : !cute.layout<"(128,64):(1@0,1@1)">
    %c16_i32 = arith.constant 16 : i32
    %43 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter_5 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_19 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %44:3 = cute.get_scalars(%lay_19) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64 = arith.constant 0 : i64
    %45 = arith.cmpi ne, %44#2, %c0_i64 : i64
    %46 = scf.if %45 -> (i64) {
      scf.yield %44#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %47 = arith.cmpi sgt, %44#2, %c0_i64_0 : i64
      %48 = scf.if %47 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %49 = arith.cmpi eq, %44#2, %c0_i64_1 : i64
        %50 = scf.if %49 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %50 : i32
      }
      %51 = arith.extsi %48 : i32 to i64
      scf.yield %51 : i64
    }
    %c0_i64_2 = arith.constant 0 : i64
    %52 = arith.cmpi ne, %44#2, %c0_i64_2 : i64
    %53 = scf.if %52 -> (i64) {
      scf.yield %44#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %47 = arith.cmpi sgt, %44#2, %c0_i64_0 : i64
      %48 = scf.if %47 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %49 = arith.cmpi eq, %44#2, %c0_i64_1 : i64
        %50 = scf.if %49 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %50 : i32
      }
      %51 = arith.extsi %48 : i32 to i64
      scf.yield %51 : i64
    }
    %c0_i64_3 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %54 = arith.extui %44#1 : i32 to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %55 = arith.muli %c1_i64_0, %c2_i64 : i64
    %56 = arith.extui %44#0 : i32 to i64
    %c2_i64_0 = arith.constant 2 : i64
    %57 = arith.muli %44#2, %c2_i64_0 : i64
    %58 = cute.ptrtoint(%iter_5) : !cute.ptr<bf16, gmem, align<16>> to i64
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
    %59 = llvm.getelementptr %43[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %59 : i64, !llvm.ptr
    %60 = llvm.getelementptr %43[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %60 : i64, !llvm.ptr
    %61 = llvm.getelementptr %43[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %61 : i64, !llvm.ptr
    %62 = llvm.getelementptr %43[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %62 : i64, !llvm.ptr
    %63 = llvm.getelementptr %43[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %63 : i64, !llvm.ptr
    %64 = llvm.getelementptr %43[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %64 : i64, !llvm.ptr
    %65 = llvm.getelementptr %43[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %65 : i64, !llvm.ptr
    %66 = llvm.getelementptr %43[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_5, %66 : i64, !llvm.ptr
    %67 = arith.divui %58, %c16_i64_0 : i64
    %68 = arith.andi %67, %c9007199254740991_i64 : i64
    %69 = arith.shli %68, %c4_i64 : i64
    %70 = llvm.getelementptr %43[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %69, %70 : i64, !llvm.ptr
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
    %71 = arith.subi %56, %c1_i64_2 : i64
    %72 = arith.subi %c1_i64, %c1_i64_2 : i64
    %73 = arith.subi %c1_i64, %c1_i64_2 : i64
    %74 = arith.subi %c1_i64, %c1_i64_2 : i64
    %75 = arith.muli %71, %57 : i64
    %76 = arith.muli %72, %c0_i64_3 : i64
    %77 = arith.muli %73, %c0_i64_3 : i64
    %78 = arith.muli %74, %c0_i64_3 : i64
    %79 = arith.addi %75, %76 : i64
    %80 = arith.addi %77, %78 : i64
    %c8_i64_0 = arith.constant 8 : i64
    %c16_i64_3 = arith.constant 16 : i64
    %81 = arith.muli %54, %c16_i64_3 : i64
    %82 = arith.divui %81, %c8_i64_0 : i64
    %83 = arith.addi %82, %79 : i64
    %84 = arith.addi %83, %80 : i64
    %c131072_i64 = arith.constant 131072 : i64
    %85 = arith.cmpi uge, %84, %c131072_i64 : i64
    %86 = arith.extui %85 : i1 to i64
    %c21_i64 = arith.constant 21 : i64
    %87 = arith.shli %86, %c21_i64 : i64
    %88 = arith.divui %57, %c16_i64_1 : i64
    %c32_i64 = arith.constant 32 : i64
    %89 = arith.shli %88, %c32_i64 : i64
    %90 = arith.ori %c2_i64_1, %c16_i64_2 : i64
    %91 = arith.ori %c1280_i64, %c0_i64_6 : i64
    %92 = arith.ori %c24576_i64, %c0_i64_7 : i64
    %93 = arith.ori %c0_i64_8, %c262144_i64 : i64
    %94 = arith.ori %c0_i64_9, %87 : i64
    %95 = arith.ori %90, %91 : i64
    %96 = arith.ori %92, %93 : i64
    %97 = arith.ori %94, %89 : i64
    %98 = arith.ori %95, %96 : i64
    %99 = arith.ori %98, %97 : i64
    %100 = llvm.getelementptr %43[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %99, %100 : i64, !llvm.ptr
    %c0_i64_10 = arith.constant 0 : i64
    %c1_i64_3 = arith.constant 1 : i64
    %c16_i64_4 = arith.constant 16 : i64
    %c32_i64_0 = arith.constant 32 : i64
    %c36_i64 = arith.constant 36 : i64
    %c4294967295_i64_0 = arith.constant 4294967295 : i64
    %101 = arith.divui %c0_i64_3, %c16_i64_4 : i64
    %102 = arith.andi %101, %c4294967295_i64_0 : i64
    %103 = arith.shli %102, %c0_i64_10 : i64
    %104 = arith.divui %c0_i64_3, %c16_i64_4 : i64
    %105 = arith.shli %104, %c32_i64_0 : i64
    %106 = arith.ori %103, %105 : i64
    %107 = llvm.getelementptr %43[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %106, %107 : i64, !llvm.ptr
    %108 = arith.divui %c0_i64_3, %c16_i64_4 : i64
    %109 = arith.andi %108, %c4294967295_i64_0 : i64
    %110 = arith.shli %109, %c0_i64_10 : i64
    %c15_i64 = arith.constant 15 : i64
    %111 = arith.shrui %57, %c36_i64 : i64
    %112 = arith.andi %111, %c15_i64 : i64
    %113 = arith.shli %112, %c32_i64_0 : i64
    %114 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %115 = arith.andi %114, %c15_i64 : i64
    %c36_i64_0 = arith.constant 36 : i64
    %116 = arith.shli %115, %c36_i64_0 : i64
    %117 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %118 = arith.andi %117, %c15_i64 : i64
    %c40_i64 = arith.constant 40 : i64
    %119 = arith.shli %118, %c40_i64 : i64
    %120 = arith.shrui %c0_i64_3, %c36_i64 : i64
    %c44_i64 = arith.constant 44 : i64
    %121 = arith.shli %120, %c44_i64 : i64
    %122 = arith.ori %113, %116 : i64
    %123 = arith.ori %119, %121 : i64
    %124 = arith.ori %122, %123 : i64
    %125 = arith.ori %110, %124 : i64
    %126 = llvm.getelementptr %43[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %125, %126 : i64, !llvm.ptr
    %127 = arith.subi %54, %c1_i64_3 : i64
    %128 = arith.andi %127, %c4294967295_i64_0 : i64
    %129 = arith.shli %128, %c0_i64_10 : i64
    %130 = arith.subi %56, %c1_i64_3 : i64
    %131 = arith.shli %130, %c32_i64_0 : i64
    %132 = arith.ori %129, %131 : i64
    %133 = llvm.getelementptr %43[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %132, %133 : i64, !llvm.ptr
    %134 = arith.subi %c1_i64, %c1_i64_3 : i64
    %135 = arith.andi %134, %c4294967295_i64_0 : i64
    %136 = arith.shli %135, %c0_i64_10 : i64
    %137 = arith.subi %c1_i64, %c1_i64_3 : i64
    %138 = arith.shli %137, %c32_i64_0 : i64
    %139 = arith.ori %136, %138 : i64
    %140 = llvm.getelementptr %43[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %139, %140 : i64, !llvm.ptr
    %141 = arith.subi %c1_i64, %c1_i64_1 : i64
    %142 = arith.andi %141, %c4294967295_i64 : i64
    %c0_i64_11 = arith.constant 0 : i64
    %c63_i64 = arith.constant 63 : i64
    %c56_i64 = arith.constant 56 : i64
    %143 = arith.shli %c63_i64, %c56_i64 : i64
    %144 = arith.ori %142, %c0_i64_11 : i64
    %145 = arith.ori %144, %143 : i64
    %146 = llvm.getelementptr %43[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %145, %146 : i64, !llvm.ptr
    %c127_i64 = arith.constant 127 : i64
    %147 = arith.shli %c127_i64, %c0_i64_4 : i64
    %c0_i64_12 = arith.constant 0 : i64
    %148 = arith.shli %c0_i64_12, %c8_i64 : i64
    %c0_i64_13 = arith.constant 0 : i64
    %149 = arith.shli %c0_i64_13, %c16_i64 : i64
    %c0_i64_14 = arith.constant 0 : i64
    %150 = arith.shli %c0_i64_14, %c24_i64 : i64
    %151 = arith.ori %147, %148 : i64
    %152 = arith.ori %149, %150 : i64
    %153 = arith.ori %151, %152 : i64
    %154 = llvm.getelementptr %43[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %153, %154 : i64, !llvm.ptr
    %155 = builtin.unrealized_conversion_cast %43 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %156 = cute.ptrtoint(%155) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %157 = llvm.inttoptr %156 : i64 to !llvm.ptr
    %158 = llvm.load %157 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %159 = builtin.unrealized_conversion_cast %158 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
    %160 = cute_nvgpu.atom.set_value(%atom_0, %159 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
    %iter_6 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_20 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %161:3 = cute.get_scalars(%lay_20) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_15 = arith.constant 0 : i64
    %c1_i64_4 = arith.constant 1 : i64
    %162 = arith.extui %161#1 : i32 to i64
    %c1_i64_5 = arith.constant 1 : i64
    %c2_i64_2 = arith.constant 2 : i64
    %163 = arith.muli %c1_i64_5, %c2_i64_2 : i64
    %164 = arith.extui %161#0 : i32 to i64
    %c2_i64_3 = arith.constant 2 : i64
    %165 = arith.muli %161#2, %c2_i64_3 : i64
    %166 = arith.trunci %163 : i64 to i32
    %167 = arith.trunci %165 : i64 to i32
    %168 = arith.trunci %c0_i64_15 : i64 to i32
    %169 = arith.trunci %c0_i64_15 : i64 to i32
    %170 = arith.trunci %c0_i64_15 : i64 to i32
    %lay_21 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %171 = cute.get_shape(%lay_21) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_22 = cute.make_layout(%171, %stride_2) : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
    %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_3) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view = cute.make_view(%int_tup_iter, %lay_22) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %iter_7 = cute.get_iter(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %tup = cute.deref_arith_tuple_iter(%iter_7) : !cute.arith_tuple_iter<"(0,0)">
    %e0_14, %e1_14 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %coord_0 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %172 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1)):((64,512),(1,0))">
    %173 = cute.get_shape(%172) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1)):((64,512),(1,0))">) -> !cute.shape<"((8,32),(64,1))">
    %e0_15, %e1_15, %e2_1, %e3_0 = cute.get_leaves(%173) : !cute.shape<"((8,32),(64,1))">
    %lay_23 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %174 = cute.get_shape(%lay_23) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %e0_16, %e1_16 = cute.get_leaves(%174) : !cute.shape<"(?{div=8},?{div=8})">
    %itup_19 = cute.to_int_tuple(%e0_16) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %175 = cute.get_scalars(%itup_19) : !cute.int_tuple<"?{div=8}">
    %itup_20 = cute.to_int_tuple(%e1_16) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %176 = cute.get_scalars(%itup_20) : !cute.int_tuple<"?{div=8}">
    %shape_6 = cute.make_shape(%itup_19, %itup_20) : (!cute.int_tuple<"?{div=8}">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?{div=8},?{div=8})">
    %stride_3 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_24 = cute.make_layout(%shape_6, %stride_3) : !cute.layout<"(?{div=8},?{div=8}):(1@0,1@1)">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[256:1;64:1]">
    %177:2 = cute.get_scalars(%lay_24) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@0,1@1)">
    %lay_25 = cute.make_layout() : !cute.layout<"(256,64):(1@0,1@1)">
    %c16_i32_0 = arith.constant 16 : i32
    %178 = llvm.alloca %c16_i32_0 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter_8 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %lay_26 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %179:3 = cute.get_scalars(%lay_26) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">
    %c0_i64_16 = arith.constant 0 : i64
    %180 = arith.cmpi ne, %179#2, %c0_i64_16 : i64
    %181 = scf.if %180 -> (i64) {
      scf.yield %179#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %47 = arith.cmpi sgt, %179#2, %c0_i64_0 : i64
      %48 = scf.if %47 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %49 = arith.cmpi eq, %179#2, %c0_i64_1 : i64
        %50 = scf.if %49 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %50 : i32
      }
      %51 = arith.extsi %48 : i32 to i64
      scf.yield %51 : i64
    }
    %c0_i64_17 = arith.constant 0 : i64
    %182 = arith.cmpi ne, %179#2, %c0_i64_17 : i64
    %183 = scf.if %182 -> (i64) {
      scf.yield %179#2 : i64
    } else {
      %c0_i64_0 = arith.constant 0 : i64
      %47 = arith.cmpi sgt, %179#2, %c0_i64_0 : i64
      %48 = scf.if %47 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_1 = arith.constant 0 : i64
        %49 = arith.cmpi eq, %179#2, %c0_i64_1 : i64
        %50 = scf.if %49 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %50 : i32
      }
      %51 = arith.extsi %48 : i32 to i64
      scf.yield %51 : i64
    }
    %c0_i64_18 = arith.constant 0 : i64
    %c1_i64_6 = arith.constant 1 : i64
    %184 = arith.extui %179#1 : i32 to i64
    %c1_i64_7 = arith.constant 1 : i64
    %c2_i64_4 = arith.constant 2 : i64
    %185 = arith.muli %c1_i64_7, %c2_i64_4 : i64
    %186 = arith.extui %179#0 : i32 to i64
    %c2_i64_5 = arith.constant 2 : i64
    %187 = arith.muli %179#2, %c2_i64_5 : i64
    %188 = cute.ptrtoint(%iter_8) : !cute.ptr<bf16, gmem, align<16>> to i64
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
    %189 = llvm.getelementptr %178[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %189 : i64, !llvm.ptr
    %190 = llvm.getelementptr %178[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %190 : i64, !llvm.ptr
    %191 = llvm.getelementptr %178[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %191 : i64, !llvm.ptr
    %192 = llvm.getelementptr %178[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %192 : i64, !llvm.ptr
    %193 = llvm.getelementptr %178[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %193 : i64, !llvm.ptr
    %194 = llvm.getelementptr %178[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %194 : i64, !llvm.ptr
    %195 = llvm.getelementptr %178[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %195 : i64, !llvm.ptr
    %196 = llvm.getelementptr %178[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_20, %196 : i64, !llvm.ptr
    %197 = arith.divui %188, %c16_i64_6 : i64
    %198 = arith.andi %197, %c9007199254740991_i64_0 : i64
    %199 = arith.shli %198, %c4_i64_0 : i64
    %200 = llvm.getelementptr %178[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %199, %200 : i64, !llvm.ptr
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
    %201 = arith.subi %186, %c1_i64_9 : i64
    %202 = arith.subi %c1_i64_6, %c1_i64_9 : i64
    %203 = arith.subi %c1_i64_6, %c1_i64_9 : i64
    %204 = arith.subi %c1_i64_6, %c1_i64_9 : i64
    %205 = arith.muli %201, %187 : i64
    %206 = arith.muli %202, %c0_i64_18 : i64
    %207 = arith.muli %203, %c0_i64_18 : i64
    %208 = arith.muli %204, %c0_i64_18 : i64
    %209 = arith.addi %205, %206 : i64
    %210 = arith.addi %207, %208 : i64
    %c8_i64_2 = arith.constant 8 : i64
    %c16_i64_9 = arith.constant 16 : i64
    %211 = arith.muli %184, %c16_i64_9 : i64
    %212 = arith.divui %211, %c8_i64_2 : i64
    %213 = arith.addi %212, %209 : i64
    %214 = arith.addi %213, %210 : i64
    %c131072_i64_0 = arith.constant 131072 : i64
    %215 = arith.cmpi uge, %214, %c131072_i64_0 : i64
    %216 = arith.extui %215 : i1 to i64
    %c21_i64_0 = arith.constant 21 : i64
    %217 = arith.shli %216, %c21_i64_0 : i64
    %218 = arith.divui %187, %c16_i64_7 : i64
    %c32_i64_1 = arith.constant 32 : i64
    %219 = arith.shli %218, %c32_i64_1 : i64
    %220 = arith.ori %c2_i64_6, %c16_i64_8 : i64
    %221 = arith.ori %c1280_i64_0, %c0_i64_21 : i64
    %222 = arith.ori %c24576_i64_0, %c0_i64_22 : i64
    %223 = arith.ori %c0_i64_23, %c262144_i64_0 : i64
    %224 = arith.ori %c0_i64_24, %217 : i64
    %225 = arith.ori %220, %221 : i64
    %226 = arith.ori %222, %223 : i64
    %227 = arith.ori %224, %219 : i64
    %228 = arith.ori %225, %226 : i64
    %229 = arith.ori %228, %227 : i64
    %230 = llvm.getelementptr %178[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %229, %230 : i64, !llvm.ptr
    %c0_i64_25 = arith.constant 0 : i64
    %c1_i64_10 = arith.constant 1 : i64
    %c16_i64_10 = arith.constant 16 : i64
    %c32_i64_2 = arith.constant 32 : i64
    %c36_i64_1 = arith.constant 36 : i64
    %c4294967295_i64_2 = arith.constant 4294967295 : i64
    %231 = arith.divui %c0_i64_18, %c16_i64_10 : i64
    %232 = arith.andi %231, %c4294967295_i64_2 : i64
    %233 = arith.shli %232, %c0_i64_25 : i64
    %234 = arith.divui %c0_i64_18, %c16_i64_10 : i64
    %235 = arith.shli %234, %c32_i64_2 : i64
    %236 = arith.ori %233, %235 : i64
    %237 = llvm.getelementptr %178[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %236, %237 : i64, !llvm.ptr
    %238 = arith.divui %c0_i64_18, %c16_i64_10 : i64
    %239 = arith.andi %238, %c4294967295_i64_2 : i64
    %240 = arith.shli %239, %c0_i64_25 : i64
    %c15_i64_0 = arith.constant 15 : i64
    %241 = arith.shrui %187, %c36_i64_1 : i64
    %242 = arith.andi %241, %c15_i64_0 : i64
    %243 = arith.shli %242, %c32_i64_2 : i64
    %244 = arith.shrui %c0_i64_18, %c36_i64_1 : i64
    %245 = arith.andi %244, %c15_i64_0 : i64
    %c36_i64_2 = arith.constant 36 : i64
    %246 = arith.shli %245, %c36_i64_2 : i64
    %247 = arith.shrui %c0_i64_18, %c36_i64_1 : i64
    %248 = arith.andi %247, %c15_i64_0 : i64
    %c40_i64_0 = arith.constant 40 : i64
    %249 = arith.shli %248, %c40_i64_0 : i64
    %250 = arith.shrui %c0_i64_18, %c36_i64_1 : i64
    %c44_i64_0 = arith.constant 44 : i64
    %251 = arith.shli %250, %c44_i64_0 : i64
    %252 = arith.ori %243, %246 : i64
    %253 = arith.ori %249, %251 : i64
    %254 = arith.ori %252, %253 : i64
    %255 = arith.ori %240, %254 : i64
    %256 = llvm.getelementptr %178[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %255, %256 : i64, !llvm.ptr
    %257 = arith.subi %184, %c1_i64_10 : i64
    %258 = arith.andi %257, %c4294967295_i64_2 : i64
    %259 = arith.shli %258, %c0_i64_25 : i64
    %260 = arith.subi %186, %c1_i64_10 : i64
    %261 = arith.shli %260, %c32_i64_2 : i64
    %262 = arith.ori %259, %261 : i64
    %263 = llvm.getelementptr %178[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %262, %263 : i64, !llvm.ptr
    %264 = arith.subi %c1_i64_6, %c1_i64_10 : i64
    %265 = arith.andi %264, %c4294967295_i64_2 : i64
    %266 = arith.shli %265, %c0_i64_25 : i64
    %267 = arith.subi %c1_i64_6, %c1_i64_10 : i64
    %268 = arith.shli %267, %c32_i64_2 : i64
    %269 = arith.ori %266, %268 : i64
    %270 = llvm.getelementptr %178[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %269, %270 : i64, !llvm.ptr
    %271 = arith.subi %c1_i64_6, %c1_i64_8 : i64
    %272 = arith.andi %271, %c4294967295_i64_1 : i64
    %c0_i64_26 = arith.constant 0 : i64
    %c63_i64_0 = arith.constant 63 : i64
    %c56_i64_0 = arith.constant 56 : i64
    %273 = arith.shli %c63_i64_0, %c56_i64_0 : i64
    %274 = arith.ori %272, %c0_i64_26 : i64
    %275 = arith.ori %274, %273 : i64
    %276 = llvm.getelementptr %178[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %275, %276 : i64, !llvm.ptr
    %c127_i64_0 = arith.constant 127 : i64
    %277 = arith.shli %c127_i64_0, %c0_i64_19 : i64
    %c0_i64_27 = arith.constant 0 : i64
    %278 = arith.shli %c0_i64_27, %c8_i64_1 : i64
    %c0_i64_28 = arith.constant 0 : i64
    %279 = arith.shli %c0_i64_28, %c16_i64_5 : i64
    %c0_i64_29 = arith.constant 0 : i64
    %280 = arith.shli %c0_i64_29, %c24_i64_0 : i64
    %281 = arith.ori %277, %278 : i64
    %282 = arith.ori %279, %280 : i64
    %283 = arith.ori %281, %282 : i64
    %284 = llvm.getelementptr %178[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %283, %284 : i64, !llvm.ptr
    %285 = builtin.unrealized_conversion_cast %178 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %286 = cute.ptrtoint(%285) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %287 = llvm.inttoptr %286 : i64 to !llvm.ptr
    %288 = llvm.load %287 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %289 = builtin.unrealized_conversion_cast %288 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_1 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>
    %290 = cute_nvgpu.atom.set_value(%atom_1, %289 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>
    %iter_9 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %lay_27 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %291:3 = cute.get_scalars(%lay_27) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">
    %c0_i64_30 = arith.constant 0 : i64
    %c1_i64_11 = arith.constant 1 : i64
    %292 = arith.extui %291#1 : i32 to i64
    %c1_i64_12 = arith.constant 1 : i64
    %c2_i64_7 = arith.constant 2 : i64
    %293 = arith.muli %c1_i64_12, %c2_i64_7 : i64
    %294 = arith.extui %291#0 : i32 to i64
    %c2_i64_8 = arith.constant 2 : i64
    %295 = arith.muli %291#2, %c2_i64_8 : i64
    %296 = arith.trunci %293 : i64 to i32
    %297 = arith.trunci %295 : i64 to i32
    %298 = arith.trunci %c0_i64_30 : i64 to i32
    %299 = arith.trunci %c0_i64_30 : i64 to i32
    %300 = arith.trunci %c0_i64_30 : i64 to i32
    %lay_28 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %301 = cute.get_shape(%lay_28) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %stride_4 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_29 = cute.make_layout(%301, %stride_4) : !cute.layout<"(?{div=8},?{div=8}):(1@1,1@0)">
    %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_4) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view_0 = cute.make_view(%int_tup_iter_0, %lay_29) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %iter_10 = cute.get_iter(%view_0) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %tup_0 = cute.deref_arith_tuple_iter(%iter_10) : !cute.arith_tuple_iter<"(0,0)">
    %e0_17, %e1_17 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
    %shape_7 = cute.make_shape() : () -> !cute.shape<"(2,1,1)">
    %lay_30 = cute.make_layout() : !cute.layout<"(2,1,1):(1,0,0)">
    %lay_31 = cute.get_layout(%arg2) : !memref_gmem_bf16_aab6
    %302 = cute.get_shape(%lay_31) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_18, %e1_18 = cute.get_leaves(%302) : !cute.shape<"(?,?{div=8})">
    %itup_21 = cute.to_int_tuple(%e0_18) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %303 = cute.get_scalars(%itup_21) : !cute.int_tuple<"?">
    %itup_22 = cute.to_int_tuple(%e1_18) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %304 = cute.get_scalars(%itup_22) : !cute.int_tuple<"?{div=8}">
    %int_tuple_5 = cute.make_int_tuple(%itup_21, %itup_22) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"(?,?{div=8})">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;256:1]">
    %305:2 = cute.get_scalars(%int_tuple_5) <{only_dynamic}> : !cute.int_tuple<"(?,?{div=8})">
    %c128_i32 = arith.constant 128 : i32
    %306 = arith.ceildivsi %305#0, %c128_i32 : i32
    %c256_i32 = arith.constant 256 : i32
    %307 = arith.ceildivsi %305#1, %c256_i32 : i32
    %int_tuple_6 = cute.make_int_tuple(%306, %307) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %e0_19, %e1_19 = cute.get_leaves(%int_tuple_6) : !cute.int_tuple<"(?,?)">
    %308 = cute.get_scalars(%e0_19) : !cute.int_tuple<"?">
    %309 = cute.get_scalars(%e1_19) : !cute.int_tuple<"?">
    %310 = cute.composed_get_inner(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
    %311 = cute.composed_get_outer(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
    %cosz = cute.cosize(%311) : (!cute.layout<"((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"32768">
    %e0_20 = cute.get_leaves(%cosz) : !cute.int_tuple<"32768">
    %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"524288">
    %tile_2 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"65536">
    %e0_21 = cute.get_leaves(%int_tuple_8) : !cute.int_tuple<"65536">
    %312 = cute.composed_get_inner(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.swizzle<"S<3,4,3>">
    %313 = cute.composed_get_outer(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.layout<"((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">
    %cosz_0 = cute.cosize(%313) : (!cute.layout<"((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.int_tuple<"65536">
    %e0_22 = cute.get_leaves(%cosz_0) : !cute.int_tuple<"65536">
    %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"1048576">
    %tile_3 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
    %e0_23 = cute.get_leaves(%int_tuple_10) : !cute.int_tuple<"131072">
    %314 = cute.static : !cute.layout<"(128,2,1,1):(1,128,0,0)">
    %315 = cute.static : !cute.tile<"[_;_;_]">
    %e0_24, %e1_20, %e2_2 = cute.get_leaves(%315) : !cute.tile<"[_;_;_]">
    %316 = cute.static : !cute.layout<"128:1">
    %317 = cute.static : !cute.shape<"(64,256,16)">
    %e0_25, %e1_21, %e2_3 = cute.get_leaves(%317) : !cute.shape<"(64,256,16)">
    %318 = cute.static : !cute.layout<"(128,(64,16)):(0,(1,64))">
    %319 = cute.static : !cute.layout<"(128,(256,16)):(0,(1,256))">
    %320 = cute.static : !cute.layout<"((4,8,4),(2,2,32)):((128,1,16),(64,8,512))">
    %321 = cute.static : !cute.layout<"1:0">
    %322 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %323 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_32 = cute.get_layout(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %324 = cute.static : !cute.layout<"1:0">
    %325 = cute.static : !cute.layout<"(1,16384):(0,1)">
    %326 = cute.static : !cute.layout<"(1,16384):(0,1)">
    %lay_33 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %lay_34 = cute.get_layout(%arg2) : !memref_gmem_bf16_aab6
    %327 = cute.composed_get_inner(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
    %328 = cute.composed_get_offset(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"0">
    %e0_26 = cute.get_leaves(%328) : !cute.int_tuple<"0">
    %329 = cute.composed_get_outer(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,4)):((64,512),(1,0),(0,8192))">
    %330 = cute.composed_get_inner(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.swizzle<"S<3,4,3>">
    %331 = cute.composed_get_offset(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.int_tuple<"0">
    %e0_27 = cute.get_leaves(%331) : !cute.int_tuple<"0">
    %332 = cute.composed_get_outer(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">) -> !cute.layout<"((8,32),(64,1),(1,4)):((64,512),(1,0),(0,16384))">
    %c198656_i32 = arith.constant 198656 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %333 = arith.cmpi sgt, %c198656_i32, %c232448_i32 : i32
    scf.if %333 {
      %47 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %48 = llvm.getelementptr %47[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %51 = llvm.call @printf(%48, %c198656_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64_31 = arith.constant 0 : i64
    %334 = cuda.cast %c0_i64_31 : i64 -> !cuda.stream
    %335 = arith.extsi %c198656_i32 : i32 to i64
    %c256_i32_0 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %336 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32_0, %c1_i32, %c1_i32), dynamicSmemBytes = %335, gridDim = (%308, %309, %c1_i32), stream = %334) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%336] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32_1 = arith.constant 1 : i32
    cuda.launch_cfg.cluster_dim[%336] (%c2_i32, %c1_i32_1, %c1_i32_1) : !cuda.launch_cfg<max_attrs = 3>, i32, i32, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%336] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 3>, i32
    %337 = cuda.launch_ex @kernels::@kernel_cutlass_hopper_gemm_kernel~<%336> (%18, %160, %view, %290, %view_0, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!mma_bf16_bf16_f32_64x256x16_0e08, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, !memref_gmem_bf16_aab6) -> !cuda.result
    %338 = cuda.cast %337 : !cuda.result -> i32
    cuda.return_if_error %338 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
