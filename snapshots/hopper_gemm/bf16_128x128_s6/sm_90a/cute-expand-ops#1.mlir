// irscope snapshot: hopper_gemm:bf16_128x128_s6@sm_90a after cute-expand-ops#1 (cute-expand-ops)
!memref_gmem_bf16_aab6 = !cute.memref<bf16, gmem, align<16>, "(?,?{div=8}):(?{i64 div=8},1)">
!memref_gmem_bf16_b31e = !cute.memref<bf16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">
!memref_gmem_bf16_5a37 = !cute.memref<bf16, gmem, align<4>, "((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">
!memref_gmem_bf16_0388 = !cute.memref<bf16, gmem, align<4>, "(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
!memref_gmem_bf16_c8fd = !cute.memref<bf16, gmem, align<4>, "(2):(1)">
!memref_gmem_bf16_0006 = !cute.memref<bf16, gmem, align<16>, "(?{div=8},?{div=8}):(?{i64 div=8},1)">
!memref_rmem_bf16_7441 = !cute.memref<bf16, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">
!memref_rmem_bf16_a06a = !cute.memref<bf16, rmem, align<32>, "(2,64):(1,2)">
!memref_rmem_bf16_7bef = !cute.memref<bf16, rmem, align<4>, "(2):(1)">
!memref_rmem_f32_7625 = !cute.memref<f32, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">
!memref_rmem_f32_e17b = !cute.memref<f32, rmem, align<32>, "((2,2,16)):((1,2,4))">
!memref_smem_bf16_96fa = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
!memref_smem_bf16_4763 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,6)):(((64,512),(1,0)),(0,8192))">
!memref_smem_bf16_7c73 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,6)):((1,0),(0,8192))">
!memref_smem_bf16_d8a6 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,16),2,4,(1,6)):((64,1),4096,16,(0,8192))">
!memref_smem_bf16_fa28 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((128,16),1,4,(1,6)):((64,1),0,16,(0,8192))">
!memref_smem_bf16_b164 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
!memref_smem_bf16_3782 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),1):((1,0),0)">
!memref_smem_bf16_b8cc = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),(1)):((1,0),(0))">
!mma_bf16_bf16_f32_64x128x16_f885 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_unroll1_fe2a = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
#loop_annotation1_7daa = #llvm.loop_annotation<unroll = #loop_unroll1_fe2a>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_hopper_gemm_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_hopper_gemm_kernel~(%arg0: !mma_bf16_bf16_f32_64x128x16_f885, %arg1: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg2: !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, %arg3: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg4: !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, %arg5: !memref_gmem_bf16_aab6) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
      %1 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
      %2 = cute.static : !cute.layout<"(1,1,1):(0,0,0)">
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
      %sz = cute.size(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %e0_3 = cute.get_leaves(%sz) : !cute.int_tuple<"1">
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.cmpi eq, %23, %c0_i32 : i32
      scf.if %24 {
        cute_nvgpu.prefetch_tma_desc(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> ()
      }
      %25 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %26 = cute_nvgpu.arch.make_warp_uniform(%25) : i32
      %c1_i32 = arith.constant 1 : i32
      %27 = arith.floordivsi %9, %c1_i32 : i32
      %28 = arith.floordivsi %6, %c1_i32 : i32
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
      %39 = arith.muli %38, %c1_i32 : i32
      %40 = arith.addi %39, %26 : i32
      %41 = arith.floordivsi %36, %35 : i32
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"96">
      %ptr = cute.add_offset(%smem_ptr, %int_tuple) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"96">) -> !cute.ptr<i8, smem, align<32>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c96_i32 = arith.constant 96 : i32
      %42 = arith.cmpi sge, %smem_size, %c96_i32 : i32
      %iter_5 = cute.recast_iter(%smem_ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i64, smem, align<1024>>
      %43 = cute.composed_get_outer(%0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
      %44 = cute.composed_get_inner(%0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
      %coord = cute.make_coord() : () -> !cute.coord<"0">
      %idx = cute.crd2idx(%coord, %43) : (!cute.coord<"0">, !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"0">
      %e0_4 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%43) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"49152">
      %e0_5 = cute.get_leaves(%cosz) : !cute.int_tuple<"49152">
      %45 = cute.ptrtoint(%ptr) : !cute.ptr<i8, smem, align<32>> to i32
      %c1024_i32 = arith.constant 1024 : i32
      %46 = arith.addi %45, %c1024_i32 : i32
      %47 = arith.subi %46, %c1_i32 : i32
      %c-1024_i32 = arith.constant -1024 : i32
      %48 = arith.andi %47, %c-1024_i32 : i32
      %49 = arith.extsi %48 : i32 to i64
      %iv = cute.assume(%49) : (i64) -> !cute.i64<divby 1024>
      %50 = cute.inttoptr(%iv) : !cute.i64<divby 1024> to !cute.ptr<i8, smem, align<1024>>
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"98304">
      %ptr_0 = cute.add_offset(%50, %int_tuple_0) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"98304">) -> !cute.ptr<i8, smem, align<1024>>
      %smem_size_0 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c99328_i32 = arith.constant 99328 : i32
      %51 = arith.cmpi sge, %smem_size_0, %c99328_i32 : i32
      %iter_6 = cute.recast_iter(%50) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view = cute.make_view(%iter_6, %43) : !memref_smem_bf16_96fa
      %iter_7 = cute.get_iter(%view) : !memref_smem_bf16_96fa
      %iter_8 = cute.get_iter(%view) : !memref_smem_bf16_96fa
      %52 = cute.composed_get_outer(%1) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
      %53 = cute.composed_get_inner(%1) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
      %coord_0 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_0 = cute.crd2idx(%coord_0, %52) : (!cute.coord<"0">, !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"0">
      %e0_6 = cute.get_leaves(%idx_0) : !cute.int_tuple<"0">
      %cosz_0 = cute.cosize(%52) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"49152">
      %e0_7 = cute.get_leaves(%cosz_0) : !cute.int_tuple<"49152">
      %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"98304">
      %ptr_1 = cute.add_offset(%ptr_0, %int_tuple_1) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"98304">) -> !cute.ptr<i8, smem, align<1024>>
      %smem_size_1 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c197632_i32 = arith.constant 197632 : i32
      %54 = arith.cmpi sge, %smem_size_1, %c197632_i32 : i32
      %iter_9 = cute.recast_iter(%ptr_0) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view_0 = cute.make_view(%iter_9, %52) : !memref_smem_bf16_96fa
      %iter_10 = cute.get_iter(%view_0) : !memref_smem_bf16_96fa
      %iter_11 = cute.get_iter(%view_0) : !memref_smem_bf16_96fa
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
      %58 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
      %59 = cute.composed_get_inner(%58) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.swizzle<"S<3,4,3>">
      %60 = cute.composed_get_outer(%58) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.layout<"((8,16),(64,1)):((64,512),(1,0))">
      %cosz_2 = cute.cosize(%60) : (!cute.layout<"((8,16),(64,1)):((64,512),(1,0))">) -> !cute.int_tuple<"8192">
      %e0_10 = cute.get_leaves(%cosz_2) : !cute.int_tuple<"8192">
      %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %tile_0 = cute.make_tile() : () -> !cute.tile<"8:1">
      %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
      %e0_11 = cute.get_leaves(%int_tuple_5) : !cute.int_tuple<"16384">
      %61 = cute.get_shape(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
      %e0_12, %e1_3, %e2 = cute.get_leaves(%61) : !cute.shape<"(1,1,1)">
      %shape = cute.make_shape() : () -> !cute.shape<"(1,1,1,1)">
      %lay_2 = cute.make_layout() : !cute.layout<"(1,1,1,1):(0,0,0,0)">
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
        %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_6 = cute.add_offset(%iter_5, %int_tuple_10) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
        %79 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %79, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_7 = cute.add_offset(%iter_5, %int_tuple_11) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
        %80 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %80, %c1_i32_0 : !llvm.ptr<3>, i32
      }
      %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_8 = cute.add_offset(%iter_5, %int_tuple_12) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
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
      %93 = arith.cmpi eq, %92, %c0_i32 : i32
      scf.if %93 {
        %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_2 = cute.add_offset(%ptr_8, %int_tuple_6) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<16>>
        %75 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        %c4_i32_0 = arith.constant 4 : i32
        nvvm.mbarrier.init.shared %75, %c4_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_3 = cute.add_offset(%ptr_8, %int_tuple_7) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %76 = builtin.unrealized_conversion_cast %ptr_3 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %76, %c4_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_4 = cute.add_offset(%ptr_8, %int_tuple_8) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %77 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %77, %c4_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_5 = cute.add_offset(%ptr_8, %int_tuple_9) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %78 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %78, %c4_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_6 = cute.add_offset(%ptr_8, %int_tuple_10) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<16>>
        %79 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %79, %c4_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_7 = cute.add_offset(%ptr_8, %int_tuple_11) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
        %80 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %80, %c4_i32_0 : !llvm.ptr<3>, i32
      }
      %94 = nvvm.read.ptx.sreg.tid.x : i32
      %95 = nvvm.read.ptx.sreg.tid.y : i32
      %96 = nvvm.read.ptx.sreg.tid.z : i32
      %97 = cute.get_shape(%lay_2) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.shape<"(1,1,1,1)">
      %e0_13, %e1_4, %e2_0, %e3 = cute.get_leaves(%97) : !cute.shape<"(1,1,1,1)">
      %98 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %99 = cute_nvgpu.arch.make_warp_uniform(%98) : i32
      %100 = arith.remsi %94, %c32_i32 : i32
      %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1,1,1)">
      %sz_0 = cute.size(%int_tuple_13) : (!cute.int_tuple<"(1,1,1,1)">) -> !cute.int_tuple<"1">
      %e0_14 = cute.get_leaves(%sz_0) : !cute.int_tuple<"1">
      %101 = arith.cmpi slt, %100, %c1_i32 : i32
      %int_tuple_14 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1,1,1)">
      %sz_1 = cute.size(%int_tuple_14) : (!cute.int_tuple<"(1,1,1,1)">) -> !cute.int_tuple<"1">
      %e0_15 = cute.get_leaves(%sz_1) : !cute.int_tuple<"1">
      %102 = arith.remsi %100, %c1_i32 : i32
      %103 = cute.get_hier_coord(%102, %lay_2) : (i32, !cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.coord<"(0,0,0,0)">
      %e0_16, %e1_5, %e2_1, %e3_0 = cute.get_leaves(%103) : !cute.coord<"(0,0,0,0)">
      %104 = cute.get_hier_coord(%99, %lay_2) : (i32, !cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.coord<"(0,0,0,0)">
      %e0_17, %e1_6, %e2_2, %e3_1 = cute.get_leaves(%104) : !cute.coord<"(0,0,0,0)">
      %false = arith.constant false
      %105 = scf.if %false -> (i1) {
        %true_0 = arith.constant true
        %75 = arith.andi %101, %true_0 : i1
        scf.yield %75 : i1
      } else {
        %false_0 = arith.constant false
        %75 = scf.if %false_0 -> (i1) {
          %true_1 = arith.constant true
          %76 = arith.andi %101, %true_1 : i1
          scf.yield %76 : i1
        } else {
          %true_1 = arith.constant true
          %76 = scf.if %true_1 -> (i1) {
            %true_2 = arith.constant true
            %77 = arith.andi %101, %true_2 : i1
            scf.yield %77 : i1
          } else {
            scf.yield %101 : i1
          }
          scf.yield %76 : i1
        }
        scf.yield %75 : i1
      }
      %sz_2 = cute.size(%lay_2) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.int_tuple<"1">
      %e0_18 = cute.get_leaves(%sz_2) : !cute.int_tuple<"1">
      nvvm.fence.mbarrier.init
      %sz_3 = cute.size(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %e0_19 = cute.get_leaves(%sz_3) : !cute.int_tuple<"1">
      %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;64:1]">
      %coord_3 = cute.make_coord(%40, %41) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_4 = cute.make_coord() : () -> !cute.coord<"(1,_,1)">
      %tile_2 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %106:2 = cute.get_scalars(%coord_3) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_5 = cute.make_coord(%106#0) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_3 = cute.get_layout(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %107:2 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %c128_i32 = arith.constant 128 : i32
      %108 = arith.ceildivsi %107#0, %c128_i32 : i32
      %c64_i32 = arith.constant 64 : i32
      %109 = arith.ceildivsi %107#1, %c64_i32 : i32
      %shape_0 = cute.make_shape(%108, %109) : (i32, i32) -> !cute.shape<"((128,64),(?,?))">
      %stride = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(128@1,64@0))">
      %lay_4 = cute.make_layout(%shape_0, %stride) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %110:2 = cute.get_scalars(%lay_4) <{only_dynamic}> : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %111 = cute.get_scalars(%coord_5) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_1 = cute.make_shape(%110#1) : (i32) -> !cute.shape<"(128,64,?)">
      %stride_0 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@0)">
      %lay_5 = cute.make_layout(%shape_1, %stride_0) : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %idx_1 = cute.crd2idx(%coord_5, %lay_4) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">) -> !cute.int_tuple<"(0,?{div=128})">
      %iter_12 = cute.get_iter(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup_3 = cute.add_offset(%iter_12, %idx_1) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=128})">) -> !cute.arith_tuple_iter<"(0,?{div=128})">
      %view_1 = cute.make_view(%tup_3, %lay_5) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %iter_13 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_4 = cute.deref_arith_tuple_iter(%iter_13) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_20, %e1_7 = cute.get_leaves(%tup_4) : !cute.int_tuple<"(0,?{div=128})">
      %112 = cute.get_scalars(%e1_7) : !cute.int_tuple<"?{div=128}">
      %iter_14 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_14) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_21, %e1_8 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,?{div=128})">
      %113 = cute.get_scalars(%e1_8) : !cute.int_tuple<"?{div=128}">
      %tile_3 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;64:1]">
      %coord_6 = cute.make_coord(%40, %41) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_7 = cute.make_coord() : () -> !cute.coord<"(_,1,1)">
      %tile_4 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
      %114:2 = cute.get_scalars(%coord_6) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_8 = cute.make_coord(%114#1) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_6 = cute.get_layout(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %115:2 = cute.get_scalars(%lay_6) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@1,1@0)">
      %c128_i32_0 = arith.constant 128 : i32
      %116 = arith.ceildivsi %115#0, %c128_i32_0 : i32
      %c64_i32_0 = arith.constant 64 : i32
      %117 = arith.ceildivsi %115#1, %c64_i32_0 : i32
      %shape_2 = cute.make_shape(%116, %117) : (i32, i32) -> !cute.shape<"((128,64),(?,?))">
      %stride_1 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(128@1,64@0))">
      %lay_7 = cute.make_layout(%shape_2, %stride_1) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %118:2 = cute.get_scalars(%lay_7) <{only_dynamic}> : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %119 = cute.get_scalars(%coord_8) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_3 = cute.make_shape(%118#1) : (i32) -> !cute.shape<"(128,64,?)">
      %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@0)">
      %lay_8 = cute.make_layout(%shape_3, %stride_2) : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %idx_2 = cute.crd2idx(%coord_8, %lay_7) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">) -> !cute.int_tuple<"(0,?{div=128})">
      %iter_15 = cute.get_iter(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %tup_6 = cute.add_offset(%iter_15, %idx_2) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=128})">) -> !cute.arith_tuple_iter<"(0,?{div=128})">
      %view_2 = cute.make_view(%tup_6, %lay_8) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %iter_16 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_7 = cute.deref_arith_tuple_iter(%iter_16) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_22, %e1_9 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,?{div=128})">
      %120 = cute.get_scalars(%e1_9) : !cute.int_tuple<"?{div=128}">
      %iter_17 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_8 = cute.deref_arith_tuple_iter(%iter_17) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_23, %e1_10 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(0,?{div=128})">
      %121 = cute.get_scalars(%e1_10) : !cute.int_tuple<"?{div=128}">
      %tile_5 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;64:1]">
      %coord_9 = cute.make_coord(%40, %41) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_10 = cute.make_coord() : () -> !cute.coord<"(1,1,_)">
      %tile_6 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
      %122:2 = cute.get_scalars(%coord_9) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_11 = cute.make_coord(%122#0, %122#1) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %lay_9 = cute.get_layout(%arg5) : !memref_gmem_bf16_aab6
      %123:3 = cute.get_scalars(%lay_9) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
      %c128_i32_1 = arith.constant 128 : i32
      %124 = arith.ceildivsi %123#0, %c128_i32_1 : i32
      %c128_i64 = arith.constant 128 : i64
      %125 = arith.muli %123#2, %c128_i64 : i64
      %c128_i32_2 = arith.constant 128 : i32
      %126 = arith.ceildivsi %123#1, %c128_i32_2 : i32
      %shape_4 = cute.make_shape(%124, %126) : (i32, i32) -> !cute.shape<"((128,128),(?,?))">
      %iv_0 = cute.assume(%123#2) : (i64) -> !cute.i64<divby 8>
      %iv_1 = cute.assume(%125) : (i64) -> !cute.i64<divby 1024>
      %stride_3 = cute.make_stride(%iv_0, %iv_1) : (!cute.i64<divby 8>, !cute.i64<divby 1024>) -> !cute.stride<"((?{i64 div=8},1),(?{i64 div=1024},128))">
      %lay_10 = cute.make_layout(%shape_4, %stride_3) : !cute.layout<"((128,128),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},128))">
      %127:4 = cute.get_scalars(%lay_10) <{only_dynamic}> : !cute.layout<"((128,128),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},128))">
      %128:2 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"((_,_),(?,?))">
      %shape_5 = cute.make_shape() : () -> !cute.shape<"(128,128)">
      %iv_2 = cute.assume(%127#2) : (i64) -> !cute.i64<divby 8>
      %stride_4 = cute.make_stride(%iv_2) : (!cute.i64<divby 8>) -> !cute.stride<"(?{i64 div=8},1)">
      %lay_11 = cute.make_layout(%shape_5, %stride_4) : !cute.layout<"(128,128):(?{i64 div=8},1)">
      %idx_3 = cute.crd2idx(%coord_11, %lay_10) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((128,128),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},128))">) -> !cute.int_tuple<"?{i64 div=128}">
      %iter_18 = cute.get_iter(%arg5) : !memref_gmem_bf16_aab6
      %ptr_9 = cute.add_offset(%iter_18, %idx_3) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=128}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_3 = cute.make_view(%ptr_9, %lay_11) : !memref_gmem_bf16_b31e
      %iter_19 = cute.get_iter(%view_3) : !memref_gmem_bf16_b31e
      %iter_20 = cute.get_iter(%view_3) : !memref_gmem_bf16_b31e
      %shape_6 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_12 = cute.make_layout() : !cute.layout<"1:0">
      %lay_13 = cute.get_layout(%view) : !memref_smem_bf16_96fa
      %129 = cute.get_shape(%lay_13) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.shape<"((8,16),(64,1),(1,6))">
      %e0_24, %e1_11, %e2_3, %e3_2, %e4, %e5 = cute.get_leaves(%129) : !cute.shape<"((8,16),(64,1),(1,6))">
      %lay_14 = cute.get_layout(%view) : !memref_smem_bf16_96fa
      %130 = cute.get_shape(%lay_14) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.shape<"((8,16),(64,1),(1,6))">
      %e0_25, %e1_12, %e2_4, %e3_3, %e4_0, %e5_0 = cute.get_leaves(%130) : !cute.shape<"((8,16),(64,1),(1,6))">
      %iter_21 = cute.get_iter(%view) : !memref_smem_bf16_96fa
      %view_4 = cute.make_view(%iter_21) : !memref_smem_bf16_4763
      %iter_22 = cute.get_iter(%view_4) : !memref_smem_bf16_4763
      %iter_23 = cute.get_iter(%view_4) : !memref_smem_bf16_4763
      %lay_15 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %131 = cute.get_shape(%lay_15) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %e0_26, %e1_13, %e2_5 = cute.get_leaves(%131) : !cute.shape<"(128,64,?)">
      %itup = cute.to_int_tuple(%e2_5) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %132 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %lay_16 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %133 = cute.get_shape(%lay_16) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %e0_27, %e1_14, %e2_6 = cute.get_leaves(%133) : !cute.shape<"(128,64,?)">
      %itup_0 = cute.to_int_tuple(%e2_6) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %134 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
      %iter_24 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %lay_17 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %135 = cute.get_scalars(%lay_17) <{only_dynamic}> : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %shape_7 = cute.make_shape(%135) : (i32) -> !cute.shape<"((128,64),?)">
      %stride_5 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@0)">
      %lay_18 = cute.make_layout(%shape_7, %stride_5) : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_5 = cute.make_view(%iter_24, %lay_18) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %iter_25 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %tup_9 = cute.deref_arith_tuple_iter(%iter_25) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_28, %e1_15 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,?{div=128})">
      %136 = cute.get_scalars(%e1_15) : !cute.int_tuple<"?{div=128}">
      %iter_26 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %tup_10 = cute.deref_arith_tuple_iter(%iter_26) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_29, %e1_16 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(0,?{div=128})">
      %137 = cute.get_scalars(%e1_16) : !cute.int_tuple<"?{div=128}">
      %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_27 = cute.get_iter(%view_4) : !memref_smem_bf16_4763
      %iter_28 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %lay_19 = cute.get_layout(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %138 = cute.get_scalars(%lay_19) <{only_dynamic}> : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_6 = cute.make_view(%iter_27) : !memref_smem_bf16_7c73
      %shape_8 = cute.make_shape(%138) : (i32) -> !cute.shape<"(((64,128),1),?)">
      %stride_6 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@0)">
      %lay_20 = cute.make_layout(%shape_8, %stride_6) : !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %view_7 = cute.make_view(%iter_28, %lay_20) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %iter_29 = cute.get_iter(%view_6) : !memref_smem_bf16_7c73
      %iter_30 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %tup_11 = cute.deref_arith_tuple_iter(%iter_30) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_30, %e1_17 = cute.get_leaves(%tup_11) : !cute.int_tuple<"(0,?{div=128})">
      %139 = cute.get_scalars(%e1_17) : !cute.int_tuple<"?{div=128}">
      %140 = cute.get_flat_coord(%26, %2) : (i32, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.coord<"(0,0,0)">
      %e0_31, %e1_18, %e2_7 = cute.get_leaves(%140) : !cute.coord<"(0,0,0)">
      %shape_9 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_21 = cute.make_layout() : !cute.layout<"1:0">
      %lay_22 = cute.get_layout(%view_0) : !memref_smem_bf16_96fa
      %141 = cute.get_shape(%lay_22) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.shape<"((8,16),(64,1),(1,6))">
      %e0_32, %e1_19, %e2_8, %e3_4, %e4_1, %e5_1 = cute.get_leaves(%141) : !cute.shape<"((8,16),(64,1),(1,6))">
      %lay_23 = cute.get_layout(%view_0) : !memref_smem_bf16_96fa
      %142 = cute.get_shape(%lay_23) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.shape<"((8,16),(64,1),(1,6))">
      %e0_33, %e1_20, %e2_9, %e3_5, %e4_2, %e5_2 = cute.get_leaves(%142) : !cute.shape<"((8,16),(64,1),(1,6))">
      %iter_31 = cute.get_iter(%view_0) : !memref_smem_bf16_96fa
      %view_8 = cute.make_view(%iter_31) : !memref_smem_bf16_4763
      %iter_32 = cute.get_iter(%view_8) : !memref_smem_bf16_4763
      %iter_33 = cute.get_iter(%view_8) : !memref_smem_bf16_4763
      %lay_24 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %143 = cute.get_shape(%lay_24) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %e0_34, %e1_21, %e2_10 = cute.get_leaves(%143) : !cute.shape<"(128,64,?)">
      %itup_1 = cute.to_int_tuple(%e2_10) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %144 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
      %lay_25 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %145 = cute.get_shape(%lay_25) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %e0_35, %e1_22, %e2_11 = cute.get_leaves(%145) : !cute.shape<"(128,64,?)">
      %itup_2 = cute.to_int_tuple(%e2_11) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %146 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?">
      %iter_34 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %lay_26 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %147 = cute.get_scalars(%lay_26) <{only_dynamic}> : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %shape_10 = cute.make_shape(%147) : (i32) -> !cute.shape<"((128,64),?)">
      %stride_7 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@0)">
      %lay_27 = cute.make_layout(%shape_10, %stride_7) : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_9 = cute.make_view(%iter_34, %lay_27) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %iter_35 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %tup_12 = cute.deref_arith_tuple_iter(%iter_35) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_36, %e1_23 = cute.get_leaves(%tup_12) : !cute.int_tuple<"(0,?{div=128})">
      %148 = cute.get_scalars(%e1_23) : !cute.int_tuple<"?{div=128}">
      %iter_36 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %tup_13 = cute.deref_arith_tuple_iter(%iter_36) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_37, %e1_24 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(0,?{div=128})">
      %149 = cute.get_scalars(%e1_24) : !cute.int_tuple<"?{div=128}">
      %coord_13 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_37 = cute.get_iter(%view_8) : !memref_smem_bf16_4763
      %iter_38 = cute.get_iter(%view_9) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %lay_28 = cute.get_layout(%view_9) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %150 = cute.get_scalars(%lay_28) <{only_dynamic}> : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_10 = cute.make_view(%iter_37) : !memref_smem_bf16_7c73
      %shape_11 = cute.make_shape(%150) : (i32) -> !cute.shape<"(((64,128),1),?)">
      %stride_8 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@0)">
      %lay_29 = cute.make_layout(%shape_11, %stride_8) : !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %view_11 = cute.make_view(%iter_38, %lay_29) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %iter_39 = cute.get_iter(%view_10) : !memref_smem_bf16_7c73
      %iter_40 = cute.get_iter(%view_11) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %tup_14 = cute.deref_arith_tuple_iter(%iter_40) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_38, %e1_25 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(0,?{div=128})">
      %151 = cute.get_scalars(%e1_25) : !cute.int_tuple<"?{div=128}">
      %152 = cute.get_shape(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
      %e0_39, %e1_26, %e2_12 = cute.get_leaves(%152) : !cute.shape<"(1,1,1)">
      %cosz_3 = cute.cosize(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %e0_40 = cute.get_leaves(%cosz_3) : !cute.int_tuple<"1">
      %coord_14 = cute.make_coord() : () -> !cute.coord<"(_,0,0)">
      %lay_30 = cute.make_layout() : !cute.layout<"(1):(0)">
      %coord_15 = cute.make_coord() : () -> !cute.coord<"(_,0,0)">
      %idx_4 = cute.crd2idx(%coord_15, %2) : (!cute.coord<"(_,0,0)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
      %e0_41 = cute.get_leaves(%idx_4) : !cute.int_tuple<"0">
      %153 = cute.get_shape(%lay_30) : (!cute.layout<"(1):(0)">) -> !cute.shape<"(1)">
      %e0_42 = cute.get_leaves(%153) : !cute.shape<"(1)">
      %sz_4 = cute.size(%lay_30) : (!cute.layout<"(1):(0)">) -> !cute.int_tuple<"1">
      %e0_43 = cute.get_leaves(%sz_4) : !cute.int_tuple<"1">
      %coord_16 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_5 = cute.crd2idx(%coord_16, %lay_30) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
      %e0_44 = cute.get_leaves(%idx_5) : !cute.int_tuple<"0">
      %c128_i32_3 = arith.constant 128 : i32
      %154 = arith.floordivsi %3, %c128_i32_3 : i32
      %155 = cute_nvgpu.arch.make_warp_uniform(%154) : i32
      %156 = arith.muli %155, %c128_i32_3 : i32
      %coord_17 = cute.make_coord(%156) : (i32) -> !cute.coord<"?">
      %iter_41 = cute.get_iter(%view) : !memref_smem_bf16_96fa
      %157 = cute.get_scalars(%coord_17) <{only_dynamic}> : !cute.coord<"?">
      %c128_i32_4 = arith.constant 128 : i32
      %158 = arith.remsi %157, %c128_i32_4 : i32
      %c128_i32_5 = arith.constant 128 : i32
      %159 = arith.remsi %158, %c128_i32_5 : i32
      %view_12 = cute.make_view(%iter_41) : !memref_smem_bf16_d8a6
      %iter_42 = cute.get_iter(%view_12) : !memref_smem_bf16_d8a6
      %lay_31 = cute.get_layout(%view_12) : !memref_smem_bf16_d8a6
      %iter_43 = cute.get_iter(%view_12) : !memref_smem_bf16_d8a6
      %gmmaSmemDesc = cute_nvgpu.make_gmma_smem_desc(%iter_43 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>) layout = <"((64,16),2,4,(1,6)):((64,1),4096,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %view_13 = cute.make_view(%gmmaSmemDesc) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %iter_44 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %coord_18 = cute.make_coord(%156) : (i32) -> !cute.coord<"?">
      %iter_45 = cute.get_iter(%view_0) : !memref_smem_bf16_96fa
      %160 = cute.get_scalars(%coord_18) <{only_dynamic}> : !cute.coord<"?">
      %c128_i32_6 = arith.constant 128 : i32
      %161 = arith.remsi %160, %c128_i32_6 : i32
      %c128_i32_7 = arith.constant 128 : i32
      %162 = arith.remsi %161, %c128_i32_7 : i32
      %view_14 = cute.make_view(%iter_45) : !memref_smem_bf16_fa28
      %iter_46 = cute.get_iter(%view_14) : !memref_smem_bf16_fa28
      %lay_32 = cute.get_layout(%view_14) : !memref_smem_bf16_fa28
      %iter_47 = cute.get_iter(%view_14) : !memref_smem_bf16_fa28
      %gmmaSmemDesc_0 = cute_nvgpu.make_gmma_smem_desc(%iter_47 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>) layout = <"((128,16),1,4,(1,6)):((64,1),0,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %view_15 = cute.make_view(%gmmaSmemDesc_0) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %iter_48 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %coord_19 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
      %iter_49 = cute.get_iter(%view_3) : !memref_gmem_bf16_b31e
      %lay_33 = cute.get_layout(%view_3) : !memref_gmem_bf16_b31e
      %163 = cute.get_scalars(%lay_33) <{only_dynamic}> : !cute.layout<"(128,128):(?{i64 div=8},1)">
      %164 = cute.get_scalars(%coord_19) <{only_dynamic}> : !cute.coord<"?">
      %c64_i64 = arith.constant 64 : i64
      %165 = arith.muli %163, %c64_i64 : i64
      %c128_i64_0 = arith.constant 128 : i64
      %166 = arith.muli %163, %c128_i64_0 : i64
      %c16_i64 = arith.constant 16 : i64
      %167 = arith.muli %163, %c16_i64 : i64
      %c64_i64_0 = arith.constant 64 : i64
      %168 = arith.muli %163, %c64_i64_0 : i64
      %c8_i64 = arith.constant 8 : i64
      %169 = arith.muli %163, %c8_i64 : i64
      %c512_i64 = arith.constant 512 : i64
      %170 = arith.muli %163, %c512_i64 : i64
      %c128_i32_8 = arith.constant 128 : i32
      %171 = arith.remsi %164, %c128_i32_8 : i32
      %c128_i32_9 = arith.constant 128 : i32
      %172 = arith.remsi %171, %c128_i32_9 : i32
      %c4_i32 = arith.constant 4 : i32
      %173 = arith.divsi %172, %c4_i32 : i32
      %c4_i32_1 = arith.constant 4 : i32
      %174 = arith.remsi %172, %c4_i32_1 : i32
      %c2_i32 = arith.constant 2 : i32
      %175 = arith.muli %174, %c2_i32 : i32
      %c8_i32_1 = arith.constant 8 : i32
      %176 = arith.divsi %173, %c8_i32_1 : i32
      %c8_i32_2 = arith.constant 8 : i32
      %177 = arith.remsi %173, %c8_i32_2 : i32
      %178 = arith.extsi %177 : i32 to i64
      %179 = arith.muli %178, %163 : i64
      %180 = arith.extsi %175 : i32 to i64
      %181 = arith.addi %180, %179 : i64
      %182 = arith.extsi %176 : i32 to i64
      %183 = arith.muli %182, %167 : i64
      %184 = arith.addi %181, %183 : i64
      %iv_3 = cute.assume(%184) : (i64) -> !cute.i64<divby 2>
      %int_tuple_15 = cute.make_int_tuple(%iv_3) : (!cute.i64<divby 2>) -> !cute.int_tuple<"?{i64 div=2}">
      %ptr_10 = cute.add_offset(%iter_49, %int_tuple_15) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=2}">) -> !cute.ptr<bf16, gmem, align<4>>
      %shape_12 = cute.make_shape() : () -> !cute.shape<"((2,2,16),2,1)">
      %iv_4 = cute.assume(%169) : (i64) -> !cute.i64<divby 64>
      %iv_5 = cute.assume(%165) : (i64) -> !cute.i64<divby 512>
      %stride_9 = cute.make_stride(%iv_4, %iv_5) : (!cute.i64<divby 64>, !cute.i64<divby 512>) -> !cute.stride<"((1,?{i64 div=64},8),?{i64 div=512},0)">
      %lay_34 = cute.make_layout(%shape_12, %stride_9) : !cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">
      %view_16 = cute.make_view(%ptr_10, %lay_34) : !memref_gmem_bf16_5a37
      %iter_50 = cute.get_iter(%view_16) : !memref_gmem_bf16_5a37
      %lay_35 = cute.get_layout(%view_16) : !memref_gmem_bf16_5a37
      %185 = cute.get_shape(%lay_35) : (!cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_45, %e1_27, %e2_13, %e3_6, %e4_3 = cute.get_leaves(%185) : !cute.shape<"((2,2,16),2,1)">
      %shape_13 = cute.make_shape() : () -> !cute.shape<"((2,2,16),2,1)">
      %lay_36 = cute.make_layout() : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">
      %rmem = cute.memref.alloca(%lay_36) : !memref_rmem_f32_7625
      %iter_51 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_52 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %sz_5 = cute.size(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %e0_46 = cute.get_leaves(%sz_5) : !cute.int_tuple<"1">
      nvvm.barrier
      %lay_37 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %sz_6 = cute.size(%lay_37) <{mode = [2]}> : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.int_tuple<"?">
      %e0_47 = cute.get_leaves(%sz_6) : !cute.int_tuple<"?">
      %186 = cute.get_scalars(%e0_47) : !cute.int_tuple<"?">
      %lay_38 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %sz_7 = cute.size(%lay_38) <{mode = [2]}> : (!cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"4">
      %e0_48 = cute.get_leaves(%sz_7) : !cute.int_tuple<"4">
      %187 = arith.cmpi eq, %23, %c0_i32 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %c1_i32_1 = arith.constant 1 : i32
      %188:3 = scf.if %187 -> (i32, i32, i32) {
        %c6_i32 = arith.constant 6 : i32
        %75 = arith.minsi %c6_i32, %186 : i32
        %c0_i32_1 = arith.constant 0 : i32
        %c1_i32_2 = arith.constant 1 : i32
        %76:3 = scf.for %arg6 = %c0_i32_1 to %75 step %c1_i32_2 iter_args(%arg7 = %c0_i32_0, %arg8 = %c0_i32_0, %arg9 = %c1_i32_1) -> (i32, i32, i32)  : i32 {
          %true_2 = arith.constant true
          scf.if %true_2 {
            %int_tuple_16 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
            %ptr_11 = cute.add_offset(%ptr_8, %int_tuple_16) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %189 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity.shared %189, %arg9, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %77 = nvvm.elect.sync -> i1
          scf.if %77 {
            %int_tuple_16 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
            %ptr_11 = cute.add_offset(%iter_5, %int_tuple_16) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %189 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c32768_i32 = arith.constant 32768 : i32
            nvvm.mbarrier.txn %189, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
          }
          %int_tuple_7 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
          %ptr_3 = cute.add_offset(%iter_5, %int_tuple_7) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %coord_20 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_39 = cute.get_layout(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_6 = cute.crd2idx(%coord_20, %lay_39) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_53 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_15 = cute.add_offset(%iter_53, %idx_6) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_17 = cute.make_view(%tup_15) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_54 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_16 = cute.deref_arith_tuple_iter(%iter_54) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_49, %e1_28 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %78 = cute.get_scalars(%e0_49) : !cute.int_tuple<"?{div=64}">
          %79 = cute.get_scalars(%e1_28) : !cute.int_tuple<"?{div=128}">
          %iter_55 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_17 = cute.deref_arith_tuple_iter(%iter_55) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_50, %e1_29 = cute.get_leaves(%tup_17) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %80 = cute.get_scalars(%e0_50) : !cute.int_tuple<"?{div=64}">
          %190 = cute.get_scalars(%e1_29) : !cute.int_tuple<"?{div=128}">
          %coord_21 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_40 = cute.get_layout(%view_6) : !memref_smem_bf16_7c73
          %idx_7 = cute.crd2idx(%coord_21, %lay_40) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_56 = cute.get_iter(%view_6) : !memref_smem_bf16_7c73
          %ptr_12 = cute.add_offset(%iter_56, %idx_7) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_18 = cute.make_view(%ptr_12) : !memref_smem_bf16_b164
          %iter_57 = cute.get_iter(%view_18) : !memref_smem_bf16_b164
          %iter_58 = cute.get_iter(%view_18) : !memref_smem_bf16_b164
          %lay_41 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %191 = cute.get_shape(%lay_41) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_51, %e1_30, %e2_14 = cute.get_leaves(%191) : !cute.shape<"(((64,128),1))">
          %lay_42 = cute.get_layout(%view_18) : !memref_smem_bf16_b164
          %192 = cute.get_shape(%lay_42) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_52, %e1_31 = cute.get_leaves(%192) : !cute.shape<"((8192,1))">
          %lay_43 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_14 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_44 = cute.make_layout() : !cute.layout<"1:0">
          %append_0 = cute.append_to_rank<2> (%lay_43, %lay_44) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_17 = cute.make_int_tuple(%e0_50, %e1_29) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_17) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_19 = cute.make_view(%int_tup_iter, %append_0) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_59 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_18 = cute.deref_arith_tuple_iter(%iter_59) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_53, %e1_32 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %193 = cute.get_scalars(%e0_53) : !cute.int_tuple<"?{div=64}">
          %194 = cute.get_scalars(%e1_32) : !cute.int_tuple<"?{div=128}">
          %lay_45 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %195 = cute.get_shape(%lay_45) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_54, %e1_33, %e2_15, %e3_7 = cute.get_leaves(%195) : !cute.shape<"(((64,128),1),1)">
          %lay_46 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %196 = cute.get_shape(%lay_46) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_55, %e1_34, %e2_16, %e3_8 = cute.get_leaves(%196) : !cute.shape<"(((64,128),1),1)">
          %iter_60 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_20 = cute.make_view(%iter_60) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_61 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_19 = cute.deref_arith_tuple_iter(%iter_61) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_56, %e1_35 = cute.get_leaves(%tup_19) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %197 = cute.get_scalars(%e0_56) : !cute.int_tuple<"?{div=64}">
          %198 = cute.get_scalars(%e1_35) : !cute.int_tuple<"?{div=128}">
          %iter_62 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_20 = cute.deref_arith_tuple_iter(%iter_62) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_57, %e1_36 = cute.get_leaves(%tup_20) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %199 = cute.get_scalars(%e0_57) : !cute.int_tuple<"?{div=64}">
          %200 = cute.get_scalars(%e1_36) : !cute.int_tuple<"?{div=128}">
          %lay_47 = cute.get_layout(%view_18) : !memref_smem_bf16_b164
          %shape_15 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_48 = cute.make_layout() : !cute.layout<"1:0">
          %append_1 = cute.append_to_rank<2> (%lay_47, %lay_48) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_21 = cute.make_view(%iter_58, %append_1) : !memref_smem_bf16_3782
          %iter_63 = cute.get_iter(%view_21) : !memref_smem_bf16_3782
          %lay_49 = cute.get_layout(%view_21) : !memref_smem_bf16_3782
          %201 = cute.get_shape(%lay_49) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_58, %e1_37, %e2_17 = cute.get_leaves(%201) : !cute.shape<"((8192,1),1)">
          %lay_50 = cute.get_layout(%view_21) : !memref_smem_bf16_3782
          %202 = cute.get_shape(%lay_50) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_59, %e1_38, %e2_18 = cute.get_leaves(%202) : !cute.shape<"((8192,1),1)">
          %iter_64 = cute.get_iter(%view_21) : !memref_smem_bf16_3782
          %view_22 = cute.make_view(%iter_64) : !memref_smem_bf16_b8cc
          %iter_65 = cute.get_iter(%view_22) : !memref_smem_bf16_b8cc
          %iter_66 = cute.get_iter(%view_22) : !memref_smem_bf16_b8cc
          %lay_51 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %203 = cute.get_shape(%lay_51) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_60, %e1_39, %e2_19, %e3_9 = cute.get_leaves(%203) : !cute.shape<"(((64,128),1),(1))">
          %lay_52 = cute.get_layout(%view_22) : !memref_smem_bf16_b8cc
          %204 = cute.get_shape(%lay_52) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_61, %e1_40, %e2_20 = cute.get_leaves(%204) : !cute.shape<"((8192,1),(1))">
          %lay_53 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_8 = cute.size(%lay_53) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_62 = cute.get_leaves(%sz_8) : !cute.int_tuple<"1">
          %lay_54 = cute.get_layout(%view_22) : !memref_smem_bf16_b8cc
          %sz_9 = cute.size(%lay_54) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_63 = cute.get_leaves(%sz_9) : !cute.int_tuple<"1">
          %lay_55 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %205 = cute.get_shape(%lay_55) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_64, %e1_41, %e2_21, %e3_10 = cute.get_leaves(%205) : !cute.shape<"(((64,128),1),(1))">
          %206 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %207 = cute_nvgpu.atom.set_value(%206, %ptr_3 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_67 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_68 = cute.get_iter(%view_22) : !memref_smem_bf16_b8cc
          %lay_56 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_57 = cute.get_layout(%view_22) : !memref_smem_bf16_b8cc
          %208 = cute.static : !cute.layout<"1:0">
          %append_2 = cute.append_to_rank<2> (%lay_56, %208) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_3 = cute.append_to_rank<2> (%lay_57, %208) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_58 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_59 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_10 = cute.size(%lay_58) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %209 = cute.get_scalars(%sz_10) : !cute.int_tuple<"1">
          %c0_i32_2 = arith.constant 0 : i32
          %c1_i32_3 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_2 to %209 step %c1_i32_3  : i32 {
            %coord_22 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %189 = cute.get_scalars(%coord_22) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_60 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_8 = cute.crd2idx(%coord_22, %lay_58) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_21 = cute.add_offset(%iter_67, %idx_8) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_23 = cute.make_view(%tup_21, %lay_60) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %210 = cute.get_scalars(%coord_22) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_61 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_9 = cute.crd2idx(%coord_22, %lay_59) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_13 = cute.add_offset(%iter_68, %idx_9) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_24 = cute.make_view(%ptr_13, %lay_61) : !memref_smem_bf16_b164
            %iter_69 = cute.get_iter(%view_23) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_70 = cute.get_iter(%view_24) : !memref_smem_bf16_b164
            %211 = cute_nvgpu.atom.get_value(%207 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
            %212 = cute_nvgpu.atom.get_value(%207 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
            %213 = cute_nvgpu.atom.get_value(%207 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%207 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %tup_22 = cute.deref_arith_tuple_iter(%iter_69) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %214:2 = cute.get_scalars(%tup_22) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_70 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %211 : !cute.ptr<smem, align<8>>, [%214#0, %214#1] : i32, i32) cache_policy = %213 mode = <tiled> num_cta = 1 : i32
          } {llvm.loop_annotation = #loop_annotation_0327}
          %coord_23 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_62 = cute.get_layout(%view_11) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_10 = cute.crd2idx(%coord_23, %lay_62) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_71 = cute.get_iter(%view_11) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_23 = cute.add_offset(%iter_71, %idx_10) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_25 = cute.make_view(%tup_23) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_72 = cute.get_iter(%view_25) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_24 = cute.deref_arith_tuple_iter(%iter_72) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_65, %e1_42 = cute.get_leaves(%tup_24) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %215 = cute.get_scalars(%e0_65) : !cute.int_tuple<"?{div=64}">
          %216 = cute.get_scalars(%e1_42) : !cute.int_tuple<"?{div=128}">
          %iter_73 = cute.get_iter(%view_25) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_25 = cute.deref_arith_tuple_iter(%iter_73) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_66, %e1_43 = cute.get_leaves(%tup_25) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %217 = cute.get_scalars(%e0_66) : !cute.int_tuple<"?{div=64}">
          %218 = cute.get_scalars(%e1_43) : !cute.int_tuple<"?{div=128}">
          %coord_24 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_63 = cute.get_layout(%view_10) : !memref_smem_bf16_7c73
          %idx_11 = cute.crd2idx(%coord_24, %lay_63) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_74 = cute.get_iter(%view_10) : !memref_smem_bf16_7c73
          %ptr_14 = cute.add_offset(%iter_74, %idx_11) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_26 = cute.make_view(%ptr_14) : !memref_smem_bf16_b164
          %iter_75 = cute.get_iter(%view_26) : !memref_smem_bf16_b164
          %iter_76 = cute.get_iter(%view_26) : !memref_smem_bf16_b164
          %lay_64 = cute.get_layout(%view_25) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %219 = cute.get_shape(%lay_64) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_67, %e1_44, %e2_22 = cute.get_leaves(%219) : !cute.shape<"(((64,128),1))">
          %lay_65 = cute.get_layout(%view_26) : !memref_smem_bf16_b164
          %220 = cute.get_shape(%lay_65) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_68, %e1_45 = cute.get_leaves(%220) : !cute.shape<"((8192,1))">
          %lay_66 = cute.get_layout(%view_25) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_16 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_67 = cute.make_layout() : !cute.layout<"1:0">
          %append_4 = cute.append_to_rank<2> (%lay_66, %lay_67) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_18 = cute.make_int_tuple(%e0_66, %e1_43) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_18) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_27 = cute.make_view(%int_tup_iter_0, %append_4) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_77 = cute.get_iter(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_26 = cute.deref_arith_tuple_iter(%iter_77) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_69, %e1_46 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %221 = cute.get_scalars(%e0_69) : !cute.int_tuple<"?{div=64}">
          %222 = cute.get_scalars(%e1_46) : !cute.int_tuple<"?{div=128}">
          %lay_68 = cute.get_layout(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %223 = cute.get_shape(%lay_68) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_70, %e1_47, %e2_23, %e3_11 = cute.get_leaves(%223) : !cute.shape<"(((64,128),1),1)">
          %lay_69 = cute.get_layout(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %224 = cute.get_shape(%lay_69) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_71, %e1_48, %e2_24, %e3_12 = cute.get_leaves(%224) : !cute.shape<"(((64,128),1),1)">
          %iter_78 = cute.get_iter(%view_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_28 = cute.make_view(%iter_78) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_79 = cute.get_iter(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_27 = cute.deref_arith_tuple_iter(%iter_79) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_72, %e1_49 = cute.get_leaves(%tup_27) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %225 = cute.get_scalars(%e0_72) : !cute.int_tuple<"?{div=64}">
          %226 = cute.get_scalars(%e1_49) : !cute.int_tuple<"?{div=128}">
          %iter_80 = cute.get_iter(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_28 = cute.deref_arith_tuple_iter(%iter_80) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_73, %e1_50 = cute.get_leaves(%tup_28) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %227 = cute.get_scalars(%e0_73) : !cute.int_tuple<"?{div=64}">
          %228 = cute.get_scalars(%e1_50) : !cute.int_tuple<"?{div=128}">
          %lay_70 = cute.get_layout(%view_26) : !memref_smem_bf16_b164
          %shape_17 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_71 = cute.make_layout() : !cute.layout<"1:0">
          %append_5 = cute.append_to_rank<2> (%lay_70, %lay_71) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_29 = cute.make_view(%iter_76, %append_5) : !memref_smem_bf16_3782
          %iter_81 = cute.get_iter(%view_29) : !memref_smem_bf16_3782
          %lay_72 = cute.get_layout(%view_29) : !memref_smem_bf16_3782
          %229 = cute.get_shape(%lay_72) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_74, %e1_51, %e2_25 = cute.get_leaves(%229) : !cute.shape<"((8192,1),1)">
          %lay_73 = cute.get_layout(%view_29) : !memref_smem_bf16_3782
          %230 = cute.get_shape(%lay_73) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_75, %e1_52, %e2_26 = cute.get_leaves(%230) : !cute.shape<"((8192,1),1)">
          %iter_82 = cute.get_iter(%view_29) : !memref_smem_bf16_3782
          %view_30 = cute.make_view(%iter_82) : !memref_smem_bf16_b8cc
          %iter_83 = cute.get_iter(%view_30) : !memref_smem_bf16_b8cc
          %iter_84 = cute.get_iter(%view_30) : !memref_smem_bf16_b8cc
          %lay_74 = cute.get_layout(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %231 = cute.get_shape(%lay_74) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_76, %e1_53, %e2_27, %e3_13 = cute.get_leaves(%231) : !cute.shape<"(((64,128),1),(1))">
          %lay_75 = cute.get_layout(%view_30) : !memref_smem_bf16_b8cc
          %232 = cute.get_shape(%lay_75) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_77, %e1_54, %e2_28 = cute.get_leaves(%232) : !cute.shape<"((8192,1),(1))">
          %lay_76 = cute.get_layout(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_11 = cute.size(%lay_76) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_78 = cute.get_leaves(%sz_11) : !cute.int_tuple<"1">
          %lay_77 = cute.get_layout(%view_30) : !memref_smem_bf16_b8cc
          %sz_12 = cute.size(%lay_77) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_79 = cute.get_leaves(%sz_12) : !cute.int_tuple<"1">
          %lay_78 = cute.get_layout(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %233 = cute.get_shape(%lay_78) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_80, %e1_55, %e2_29, %e3_14 = cute.get_leaves(%233) : !cute.shape<"(((64,128),1),(1))">
          %234 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %235 = cute_nvgpu.atom.set_value(%234, %ptr_3 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_85 = cute.get_iter(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_86 = cute.get_iter(%view_30) : !memref_smem_bf16_b8cc
          %lay_79 = cute.get_layout(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_80 = cute.get_layout(%view_30) : !memref_smem_bf16_b8cc
          %236 = cute.static : !cute.layout<"1:0">
          %append_6 = cute.append_to_rank<2> (%lay_79, %236) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_7 = cute.append_to_rank<2> (%lay_80, %236) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_81 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_82 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_13 = cute.size(%lay_81) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %237 = cute.get_scalars(%sz_13) : !cute.int_tuple<"1">
          %c0_i32_3 = arith.constant 0 : i32
          %c1_i32_4 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_3 to %237 step %c1_i32_4  : i32 {
            %coord_22 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %189 = cute.get_scalars(%coord_22) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_60 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_8 = cute.crd2idx(%coord_22, %lay_81) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_21 = cute.add_offset(%iter_85, %idx_8) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_23 = cute.make_view(%tup_21, %lay_60) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %210 = cute.get_scalars(%coord_22) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_61 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_9 = cute.crd2idx(%coord_22, %lay_82) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_13 = cute.add_offset(%iter_86, %idx_9) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_24 = cute.make_view(%ptr_13, %lay_61) : !memref_smem_bf16_b164
            %iter_69 = cute.get_iter(%view_23) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_70 = cute.get_iter(%view_24) : !memref_smem_bf16_b164
            %211 = cute_nvgpu.atom.get_value(%235 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
            %212 = cute_nvgpu.atom.get_value(%235 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
            %213 = cute_nvgpu.atom.get_value(%235 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%235 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %tup_22 = cute.deref_arith_tuple_iter(%iter_69) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %214:2 = cute.get_scalars(%tup_22) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_70 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %211 : !cute.ptr<smem, align<8>>, [%214#0, %214#1] : i32, i32) cache_policy = %213 mode = <tiled> num_cta = 1 : i32
          } {llvm.loop_annotation = #loop_annotation_0327}
          %c1_i32_5 = arith.constant 1 : i32
          %238 = arith.addi %arg8, %c1_i32_5 : i32
          %239 = arith.addi %arg7, %c1_i32_5 : i32
          %c6_i32_0 = arith.constant 6 : i32
          %240 = arith.cmpi eq, %238, %c6_i32_0 : i32
          %241:2 = scf.if %240 -> (i32, i32) {
            %c1_i32_6 = arith.constant 1 : i32
            %189 = arith.xori %arg9, %c1_i32_6 : i32
            %c0_i32_4 = arith.constant 0 : i32
            scf.yield %c0_i32_4, %189 : i32, i32
          } else {
            scf.yield %238, %arg9 : i32, i32
          }
          scf.yield %239, %241#0, %241#1 : i32, i32, i32
        } {loop_annotation = #loop_annotation1_7daa}
        scf.yield %76#0, %76#1, %76#2 : i32, i32, i32
      } else {
        scf.yield %c0_i32_0, %c0_i32_0, %c1_i32_1 : i32, i32, i32
      }
      %true = arith.constant true
      scf.if %true {
        %c0_i32_1 = arith.constant 0 : i32
        %int_tuple_19 = cute.make_int_tuple(%c0_i32_1) : (i32) -> !cute.int_tuple<"?">
        %ptr_15 = cute.add_offset(%iter_5, %int_tuple_19) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
        %75 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        %c0_i32_5 = arith.constant 0 : i32
        %c10000000_i32 = arith.constant 10000000 : i32
        nvvm.mbarrier.try_wait.parity.shared %75, %c0_i32_5, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      nvvm.wgmma.fence.aligned
      %false_1 = arith.constant false
      %242 = cute_nvgpu.atom.set_value(%arg0, %false_1 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_f885
      %coord_25 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,0,?)">
      %lay_83 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_12 = cute.crd2idx(%coord_25, %lay_83) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
      %iter_87 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_29 = cute.add_offset(%iter_87, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %view_31 = cute.make_view(%tup_29) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_88 = cute.get_iter(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_89 = cute.get_iter(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_26 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,0,?)">
      %lay_84 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_13 = cute.crd2idx(%coord_26, %lay_84) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
      %iter_90 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_30 = cute.add_offset(%iter_90, %idx_13) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %view_32 = cute.make_view(%tup_30) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_91 = cute.get_iter(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_92 = cute.get_iter(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_85 = cute.get_layout(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %243 = cute.get_shape(%lay_85) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
      %e0_81, %e1_56 = cute.get_leaves(%243) : !cute.shape<"(1,2)">
      %lay_86 = cute.get_layout(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %244 = cute.get_shape(%lay_86) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_82, %e1_57 = cute.get_leaves(%244) : !cute.shape<"(1,1)">
      %lay_87 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %245 = cute.get_shape(%lay_87) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_83, %e1_58, %e2_30, %e3_15, %e4_4 = cute.get_leaves(%245) : !cute.shape<"((2,2,16),2,1)">
      %lay_88 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %246 = cute.get_shape(%lay_88) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_84, %e1_59, %e2_31, %e3_16, %e4_5 = cute.get_leaves(%246) : !cute.shape<"((2,2,16),2,1)">
      %iter_93 = cute.get_iter(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_94 = cute.get_iter(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_95 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_96 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_89 = cute.get_layout(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_90 = cute.get_layout(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_91 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_92 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %247 = cute.static : !cute.layout<"1:0">
      %append = cute.append_to_rank<3> (%lay_89, %247) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_8 = cute.append_to_rank<3> (%lay_90, %247) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_14 = cute.size(%append) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
      %sz_15 = cute.size(%append) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
      %sz_16 = cute.size(%append_8) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %248 = cute.get_scalars(%sz_14) : !cute.int_tuple<"1">
      %249 = cute.get_scalars(%sz_15) : !cute.int_tuple<"2">
      %250 = cute.get_scalars(%sz_16) : !cute.int_tuple<"1">
      %c0_i32_6 = arith.constant 0 : i32
      %c1_i32_7 = arith.constant 1 : i32
      %251 = scf.for %arg6 = %c0_i32_6 to %248 step %c1_i32_7 iter_args(%arg7 = %242) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %75 = scf.for %arg8 = %c0_i32_6 to %249 step %c1_i32_7 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %76 = scf.for %arg10 = %c0_i32_6 to %250 step %c1_i32_7 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_27 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_28 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %77:2 = cute.get_scalars(%coord_27) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_93 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_14 = cute.crd2idx(%coord_27, %append) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_31 = cute.add_offset(%iter_93, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_33 = cute.make_view(%tup_31, %lay_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %78:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_94 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_15 = cute.crd2idx(%coord_28, %append_8) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_15 = cute.add_offset(%iter_94, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_17 = cute.make_view(%tup_15, %lay_94) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %79:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_95 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_16 = cute.crd2idx(%coord_29, %lay_91) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_16 = cute.add_offset(%iter_95, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_34 = cute.make_view(%ptr_16, %lay_95) : !memref_rmem_f32_e17b
            %80:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_96 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_17 = cute.crd2idx(%coord_29, %lay_92) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_17 = cute.add_offset(%iter_96, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_35 = cute.make_view(%ptr_17, %lay_96) : !memref_rmem_f32_e17b
            %iter_97 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_98 = cute.get_iter(%view_17) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_99 = cute.get_iter(%view_34) : !memref_rmem_f32_e17b
            %190 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %191 = llvm.load %190 : !llvm.ptr -> f32
            %192 = llvm.getelementptr %190[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %193 = llvm.load %192 : !llvm.ptr -> f32
            %194 = llvm.getelementptr %190[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %195 = llvm.load %194 : !llvm.ptr -> f32
            %196 = llvm.getelementptr %190[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %197 = llvm.load %196 : !llvm.ptr -> f32
            %198 = llvm.getelementptr %190[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %199 = llvm.load %198 : !llvm.ptr -> f32
            %200 = llvm.getelementptr %190[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %201 = llvm.load %200 : !llvm.ptr -> f32
            %202 = llvm.getelementptr %190[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %203 = llvm.load %202 : !llvm.ptr -> f32
            %204 = llvm.getelementptr %190[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %205 = llvm.load %204 : !llvm.ptr -> f32
            %206 = llvm.getelementptr %190[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %207 = llvm.load %206 : !llvm.ptr -> f32
            %208 = llvm.getelementptr %190[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %209 = llvm.load %208 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %190[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %216 = llvm.load %215 : !llvm.ptr -> f32
            %217 = llvm.getelementptr %190[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %218 = llvm.load %217 : !llvm.ptr -> f32
            %219 = llvm.getelementptr %190[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %220 = llvm.load %219 : !llvm.ptr -> f32
            %221 = llvm.getelementptr %190[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %222 = llvm.load %221 : !llvm.ptr -> f32
            %223 = llvm.getelementptr %190[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %224 = llvm.load %223 : !llvm.ptr -> f32
            %225 = llvm.getelementptr %190[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %226 = llvm.load %225 : !llvm.ptr -> f32
            %227 = llvm.getelementptr %190[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %228 = llvm.load %227 : !llvm.ptr -> f32
            %229 = llvm.getelementptr %190[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %230 = llvm.load %229 : !llvm.ptr -> f32
            %231 = llvm.getelementptr %190[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %232 = llvm.load %231 : !llvm.ptr -> f32
            %233 = llvm.getelementptr %190[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %233 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %190[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %190[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %190[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %190[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %189 = llvm.load %241 : !llvm.ptr -> f32
            %210 = llvm.getelementptr %190[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %211 = llvm.load %210 : !llvm.ptr -> f32
            %212 = llvm.getelementptr %190[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %213 = llvm.load %212 : !llvm.ptr -> f32
            %214 = llvm.getelementptr %190[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %214 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %190[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %190[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %190[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %190[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %190[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %190[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %190[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %267 = llvm.getelementptr %190[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %268 = llvm.load %267 : !llvm.ptr -> f32
            %269 = llvm.getelementptr %190[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %270 = llvm.load %269 : !llvm.ptr -> f32
            %271 = llvm.getelementptr %190[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %272 = llvm.load %271 : !llvm.ptr -> f32
            %273 = llvm.getelementptr %190[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %274 = llvm.load %273 : !llvm.ptr -> f32
            %275 = llvm.getelementptr %190[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %276 = llvm.load %275 : !llvm.ptr -> f32
            %277 = llvm.getelementptr %190[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %278 = llvm.load %277 : !llvm.ptr -> f32
            %279 = llvm.getelementptr %190[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %280 = llvm.load %279 : !llvm.ptr -> f32
            %281 = llvm.getelementptr %190[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %282 = llvm.load %281 : !llvm.ptr -> f32
            %283 = llvm.getelementptr %190[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %284 = llvm.load %283 : !llvm.ptr -> f32
            %285 = llvm.getelementptr %190[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %286 = llvm.load %285 : !llvm.ptr -> f32
            %287 = llvm.getelementptr %190[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %288 = llvm.load %287 : !llvm.ptr -> f32
            %289 = llvm.getelementptr %190[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %290 = llvm.load %289 : !llvm.ptr -> f32
            %291 = llvm.getelementptr %190[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %292 = llvm.load %291 : !llvm.ptr -> f32
            %293 = llvm.getelementptr %190[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %294 = llvm.load %293 : !llvm.ptr -> f32
            %295 = llvm.getelementptr %190[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %296 = llvm.load %295 : !llvm.ptr -> f32
            %297 = llvm.getelementptr %190[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %298 = llvm.load %297 : !llvm.ptr -> f32
            %299 = llvm.getelementptr %190[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %300 = llvm.load %299 : !llvm.ptr -> f32
            %301 = llvm.getelementptr %190[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %302 = llvm.load %301 : !llvm.ptr -> f32
            %303 = llvm.getelementptr %190[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %304 = llvm.load %303 : !llvm.ptr -> f32
            %305 = llvm.getelementptr %190[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %306 = llvm.load %305 : !llvm.ptr -> f32
            %307 = llvm.getelementptr %190[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %308 = llvm.load %307 : !llvm.ptr -> f32
            %309 = llvm.getelementptr %190[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %310 = llvm.load %309 : !llvm.ptr -> f32
            %311 = llvm.getelementptr %190[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %312 = llvm.load %311 : !llvm.ptr -> f32
            %313 = llvm.getelementptr %190[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %314 = llvm.load %313 : !llvm.ptr -> f32
            %315 = llvm.getelementptr %190[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %316 = llvm.load %315 : !llvm.ptr -> f32
            %317 = llvm.getelementptr %190[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %318 = llvm.load %317 : !llvm.ptr -> f32
            %319 = llvm.getelementptr %190[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %320 = llvm.load %319 : !llvm.ptr -> f32
            %321 = llvm.getelementptr %190[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %322 = llvm.load %321 : !llvm.ptr -> f32
            %323 = llvm.getelementptr %190[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %324 = llvm.load %323 : !llvm.ptr -> f32
            %325 = llvm.getelementptr %190[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %326 = llvm.load %325 : !llvm.ptr -> f32
            %327 = cute_nvgpu.atom.get_value(%arg11 : !mma_bf16_bf16_f32_64x128x16_f885) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
            %328:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %iter_97 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_98 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%191, %193, %195, %197, %199, %201, %203, %205, %207, %209, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %189, %211, %213, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %318, %320, %322, %324, %326], accum = %327 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
            %329 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %328#0, %329 : f32, !llvm.ptr
            %330 = llvm.getelementptr %329[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#1, %330 : f32, !llvm.ptr
            %331 = llvm.getelementptr %329[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#2, %331 : f32, !llvm.ptr
            %332 = llvm.getelementptr %329[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#3, %332 : f32, !llvm.ptr
            %333 = llvm.getelementptr %329[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#4, %333 : f32, !llvm.ptr
            %334 = llvm.getelementptr %329[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#5, %334 : f32, !llvm.ptr
            %335 = llvm.getelementptr %329[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#6, %335 : f32, !llvm.ptr
            %336 = llvm.getelementptr %329[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#7, %336 : f32, !llvm.ptr
            %337 = llvm.getelementptr %329[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#8, %337 : f32, !llvm.ptr
            %338 = llvm.getelementptr %329[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#9, %338 : f32, !llvm.ptr
            %339 = llvm.getelementptr %329[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#10, %339 : f32, !llvm.ptr
            %340 = llvm.getelementptr %329[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#11, %340 : f32, !llvm.ptr
            %341 = llvm.getelementptr %329[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#12, %341 : f32, !llvm.ptr
            %342 = llvm.getelementptr %329[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#13, %342 : f32, !llvm.ptr
            %343 = llvm.getelementptr %329[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#14, %343 : f32, !llvm.ptr
            %344 = llvm.getelementptr %329[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#15, %344 : f32, !llvm.ptr
            %345 = llvm.getelementptr %329[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#16, %345 : f32, !llvm.ptr
            %346 = llvm.getelementptr %329[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#17, %346 : f32, !llvm.ptr
            %347 = llvm.getelementptr %329[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#18, %347 : f32, !llvm.ptr
            %348 = llvm.getelementptr %329[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#19, %348 : f32, !llvm.ptr
            %349 = llvm.getelementptr %329[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#20, %349 : f32, !llvm.ptr
            %350 = llvm.getelementptr %329[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#21, %350 : f32, !llvm.ptr
            %351 = llvm.getelementptr %329[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#22, %351 : f32, !llvm.ptr
            %352 = llvm.getelementptr %329[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#23, %352 : f32, !llvm.ptr
            %353 = llvm.getelementptr %329[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#24, %353 : f32, !llvm.ptr
            %354 = llvm.getelementptr %329[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#25, %354 : f32, !llvm.ptr
            %355 = llvm.getelementptr %329[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#26, %355 : f32, !llvm.ptr
            %356 = llvm.getelementptr %329[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#27, %356 : f32, !llvm.ptr
            %357 = llvm.getelementptr %329[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#28, %357 : f32, !llvm.ptr
            %358 = llvm.getelementptr %329[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#29, %358 : f32, !llvm.ptr
            %359 = llvm.getelementptr %329[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#30, %359 : f32, !llvm.ptr
            %360 = llvm.getelementptr %329[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#31, %360 : f32, !llvm.ptr
            %361 = llvm.getelementptr %329[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#32, %361 : f32, !llvm.ptr
            %362 = llvm.getelementptr %329[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#33, %362 : f32, !llvm.ptr
            %363 = llvm.getelementptr %329[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#34, %363 : f32, !llvm.ptr
            %364 = llvm.getelementptr %329[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#35, %364 : f32, !llvm.ptr
            %365 = llvm.getelementptr %329[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#36, %365 : f32, !llvm.ptr
            %366 = llvm.getelementptr %329[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#37, %366 : f32, !llvm.ptr
            %367 = llvm.getelementptr %329[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#38, %367 : f32, !llvm.ptr
            %368 = llvm.getelementptr %329[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#39, %368 : f32, !llvm.ptr
            %369 = llvm.getelementptr %329[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#40, %369 : f32, !llvm.ptr
            %370 = llvm.getelementptr %329[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#41, %370 : f32, !llvm.ptr
            %371 = llvm.getelementptr %329[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#42, %371 : f32, !llvm.ptr
            %372 = llvm.getelementptr %329[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#43, %372 : f32, !llvm.ptr
            %373 = llvm.getelementptr %329[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#44, %373 : f32, !llvm.ptr
            %374 = llvm.getelementptr %329[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#45, %374 : f32, !llvm.ptr
            %375 = llvm.getelementptr %329[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#46, %375 : f32, !llvm.ptr
            %376 = llvm.getelementptr %329[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#47, %376 : f32, !llvm.ptr
            %377 = llvm.getelementptr %329[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#48, %377 : f32, !llvm.ptr
            %378 = llvm.getelementptr %329[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#49, %378 : f32, !llvm.ptr
            %379 = llvm.getelementptr %329[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#50, %379 : f32, !llvm.ptr
            %380 = llvm.getelementptr %329[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#51, %380 : f32, !llvm.ptr
            %381 = llvm.getelementptr %329[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#52, %381 : f32, !llvm.ptr
            %382 = llvm.getelementptr %329[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#53, %382 : f32, !llvm.ptr
            %383 = llvm.getelementptr %329[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#54, %383 : f32, !llvm.ptr
            %384 = llvm.getelementptr %329[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#55, %384 : f32, !llvm.ptr
            %385 = llvm.getelementptr %329[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#56, %385 : f32, !llvm.ptr
            %386 = llvm.getelementptr %329[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#57, %386 : f32, !llvm.ptr
            %387 = llvm.getelementptr %329[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#58, %387 : f32, !llvm.ptr
            %388 = llvm.getelementptr %329[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#59, %388 : f32, !llvm.ptr
            %389 = llvm.getelementptr %329[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#60, %389 : f32, !llvm.ptr
            %390 = llvm.getelementptr %329[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#61, %390 : f32, !llvm.ptr
            %391 = llvm.getelementptr %329[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#62, %391 : f32, !llvm.ptr
            %392 = llvm.getelementptr %329[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#63, %392 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %76 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %75 : !mma_bf16_bf16_f32_64x128x16_f885
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_3 = arith.constant true
      %393 = cute_nvgpu.atom.set_value(%242, %true_3 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_f885
      %coord_30 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,1,?)">
      %lay_97 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_18 = cute.crd2idx(%coord_30, %lay_97) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
      %iter_100 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_32 = cute.add_offset(%iter_100, %idx_18) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_36 = cute.make_view(%tup_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_101 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_102 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_31 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,1,?)">
      %lay_98 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_19 = cute.crd2idx(%coord_31, %lay_98) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
      %iter_103 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_33 = cute.add_offset(%iter_103, %idx_19) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_37 = cute.make_view(%tup_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_104 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_105 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_99 = cute.get_layout(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %394 = cute.get_shape(%lay_99) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
      %e0_85, %e1_60 = cute.get_leaves(%394) : !cute.shape<"(1,2)">
      %lay_100 = cute.get_layout(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %395 = cute.get_shape(%lay_100) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_86, %e1_61 = cute.get_leaves(%395) : !cute.shape<"(1,1)">
      %lay_101 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %396 = cute.get_shape(%lay_101) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_87, %e1_62, %e2_32, %e3_17, %e4_6 = cute.get_leaves(%396) : !cute.shape<"((2,2,16),2,1)">
      %lay_102 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %397 = cute.get_shape(%lay_102) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_88, %e1_63, %e2_33, %e3_18, %e4_7 = cute.get_leaves(%397) : !cute.shape<"((2,2,16),2,1)">
      %iter_106 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_107 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_108 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_109 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_103 = cute.get_layout(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_104 = cute.get_layout(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_105 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_106 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %398 = cute.static : !cute.layout<"1:0">
      %append_9 = cute.append_to_rank<3> (%lay_103, %398) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_10 = cute.append_to_rank<3> (%lay_104, %398) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_17 = cute.size(%append_9) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
      %sz_18 = cute.size(%append_9) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
      %sz_19 = cute.size(%append_10) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %399 = cute.get_scalars(%sz_17) : !cute.int_tuple<"1">
      %400 = cute.get_scalars(%sz_18) : !cute.int_tuple<"2">
      %401 = cute.get_scalars(%sz_19) : !cute.int_tuple<"1">
      %c0_i32_7 = arith.constant 0 : i32
      %c1_i32_8 = arith.constant 1 : i32
      %402 = scf.for %arg6 = %c0_i32_7 to %399 step %c1_i32_8 iter_args(%arg7 = %393) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %75 = scf.for %arg8 = %c0_i32_7 to %400 step %c1_i32_8 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %76 = scf.for %arg10 = %c0_i32_7 to %401 step %c1_i32_8 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_27 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_28 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %77:2 = cute.get_scalars(%coord_27) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_93 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_14 = cute.crd2idx(%coord_27, %append_9) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_31 = cute.add_offset(%iter_106, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_33 = cute.make_view(%tup_31, %lay_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %78:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_94 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_15 = cute.crd2idx(%coord_28, %append_10) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_15 = cute.add_offset(%iter_107, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_17 = cute.make_view(%tup_15, %lay_94) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %79:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_95 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_16 = cute.crd2idx(%coord_29, %lay_105) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_16 = cute.add_offset(%iter_108, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_34 = cute.make_view(%ptr_16, %lay_95) : !memref_rmem_f32_e17b
            %80:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_96 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_17 = cute.crd2idx(%coord_29, %lay_106) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_17 = cute.add_offset(%iter_109, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_35 = cute.make_view(%ptr_17, %lay_96) : !memref_rmem_f32_e17b
            %iter_97 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_98 = cute.get_iter(%view_17) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_99 = cute.get_iter(%view_34) : !memref_rmem_f32_e17b
            %190 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %191 = llvm.load %190 : !llvm.ptr -> f32
            %192 = llvm.getelementptr %190[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %193 = llvm.load %192 : !llvm.ptr -> f32
            %194 = llvm.getelementptr %190[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %195 = llvm.load %194 : !llvm.ptr -> f32
            %196 = llvm.getelementptr %190[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %197 = llvm.load %196 : !llvm.ptr -> f32
            %198 = llvm.getelementptr %190[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %199 = llvm.load %198 : !llvm.ptr -> f32
            %200 = llvm.getelementptr %190[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %201 = llvm.load %200 : !llvm.ptr -> f32
            %202 = llvm.getelementptr %190[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %203 = llvm.load %202 : !llvm.ptr -> f32
            %204 = llvm.getelementptr %190[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %205 = llvm.load %204 : !llvm.ptr -> f32
            %206 = llvm.getelementptr %190[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %207 = llvm.load %206 : !llvm.ptr -> f32
            %208 = llvm.getelementptr %190[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %209 = llvm.load %208 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %190[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %216 = llvm.load %215 : !llvm.ptr -> f32
            %217 = llvm.getelementptr %190[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %218 = llvm.load %217 : !llvm.ptr -> f32
            %219 = llvm.getelementptr %190[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %220 = llvm.load %219 : !llvm.ptr -> f32
            %221 = llvm.getelementptr %190[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %222 = llvm.load %221 : !llvm.ptr -> f32
            %223 = llvm.getelementptr %190[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %224 = llvm.load %223 : !llvm.ptr -> f32
            %225 = llvm.getelementptr %190[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %226 = llvm.load %225 : !llvm.ptr -> f32
            %227 = llvm.getelementptr %190[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %228 = llvm.load %227 : !llvm.ptr -> f32
            %229 = llvm.getelementptr %190[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %230 = llvm.load %229 : !llvm.ptr -> f32
            %231 = llvm.getelementptr %190[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %232 = llvm.load %231 : !llvm.ptr -> f32
            %233 = llvm.getelementptr %190[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %233 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %190[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %190[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %190[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %190[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %189 = llvm.load %241 : !llvm.ptr -> f32
            %210 = llvm.getelementptr %190[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %211 = llvm.load %210 : !llvm.ptr -> f32
            %212 = llvm.getelementptr %190[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %213 = llvm.load %212 : !llvm.ptr -> f32
            %214 = llvm.getelementptr %190[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %214 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %190[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %190[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %190[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %190[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %190[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %190[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %190[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %267 = llvm.getelementptr %190[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %268 = llvm.load %267 : !llvm.ptr -> f32
            %269 = llvm.getelementptr %190[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %270 = llvm.load %269 : !llvm.ptr -> f32
            %271 = llvm.getelementptr %190[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %272 = llvm.load %271 : !llvm.ptr -> f32
            %273 = llvm.getelementptr %190[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %274 = llvm.load %273 : !llvm.ptr -> f32
            %275 = llvm.getelementptr %190[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %276 = llvm.load %275 : !llvm.ptr -> f32
            %277 = llvm.getelementptr %190[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %278 = llvm.load %277 : !llvm.ptr -> f32
            %279 = llvm.getelementptr %190[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %280 = llvm.load %279 : !llvm.ptr -> f32
            %281 = llvm.getelementptr %190[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %282 = llvm.load %281 : !llvm.ptr -> f32
            %283 = llvm.getelementptr %190[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %284 = llvm.load %283 : !llvm.ptr -> f32
            %285 = llvm.getelementptr %190[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %286 = llvm.load %285 : !llvm.ptr -> f32
            %287 = llvm.getelementptr %190[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %288 = llvm.load %287 : !llvm.ptr -> f32
            %289 = llvm.getelementptr %190[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %290 = llvm.load %289 : !llvm.ptr -> f32
            %291 = llvm.getelementptr %190[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %292 = llvm.load %291 : !llvm.ptr -> f32
            %293 = llvm.getelementptr %190[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %294 = llvm.load %293 : !llvm.ptr -> f32
            %295 = llvm.getelementptr %190[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %296 = llvm.load %295 : !llvm.ptr -> f32
            %297 = llvm.getelementptr %190[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %298 = llvm.load %297 : !llvm.ptr -> f32
            %299 = llvm.getelementptr %190[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %300 = llvm.load %299 : !llvm.ptr -> f32
            %301 = llvm.getelementptr %190[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %302 = llvm.load %301 : !llvm.ptr -> f32
            %303 = llvm.getelementptr %190[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %304 = llvm.load %303 : !llvm.ptr -> f32
            %305 = llvm.getelementptr %190[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %306 = llvm.load %305 : !llvm.ptr -> f32
            %307 = llvm.getelementptr %190[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %308 = llvm.load %307 : !llvm.ptr -> f32
            %309 = llvm.getelementptr %190[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %310 = llvm.load %309 : !llvm.ptr -> f32
            %311 = llvm.getelementptr %190[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %312 = llvm.load %311 : !llvm.ptr -> f32
            %313 = llvm.getelementptr %190[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %314 = llvm.load %313 : !llvm.ptr -> f32
            %315 = llvm.getelementptr %190[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %316 = llvm.load %315 : !llvm.ptr -> f32
            %317 = llvm.getelementptr %190[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %318 = llvm.load %317 : !llvm.ptr -> f32
            %319 = llvm.getelementptr %190[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %320 = llvm.load %319 : !llvm.ptr -> f32
            %321 = llvm.getelementptr %190[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %322 = llvm.load %321 : !llvm.ptr -> f32
            %323 = llvm.getelementptr %190[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %324 = llvm.load %323 : !llvm.ptr -> f32
            %325 = llvm.getelementptr %190[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %326 = llvm.load %325 : !llvm.ptr -> f32
            %327 = cute_nvgpu.atom.get_value(%arg11 : !mma_bf16_bf16_f32_64x128x16_f885) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
            %328:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %iter_97 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_98 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%191, %193, %195, %197, %199, %201, %203, %205, %207, %209, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %189, %211, %213, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %318, %320, %322, %324, %326], accum = %327 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
            %329 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %328#0, %329 : f32, !llvm.ptr
            %330 = llvm.getelementptr %329[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#1, %330 : f32, !llvm.ptr
            %331 = llvm.getelementptr %329[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#2, %331 : f32, !llvm.ptr
            %332 = llvm.getelementptr %329[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#3, %332 : f32, !llvm.ptr
            %333 = llvm.getelementptr %329[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#4, %333 : f32, !llvm.ptr
            %334 = llvm.getelementptr %329[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#5, %334 : f32, !llvm.ptr
            %335 = llvm.getelementptr %329[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#6, %335 : f32, !llvm.ptr
            %336 = llvm.getelementptr %329[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#7, %336 : f32, !llvm.ptr
            %337 = llvm.getelementptr %329[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#8, %337 : f32, !llvm.ptr
            %338 = llvm.getelementptr %329[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#9, %338 : f32, !llvm.ptr
            %339 = llvm.getelementptr %329[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#10, %339 : f32, !llvm.ptr
            %340 = llvm.getelementptr %329[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#11, %340 : f32, !llvm.ptr
            %341 = llvm.getelementptr %329[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#12, %341 : f32, !llvm.ptr
            %342 = llvm.getelementptr %329[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#13, %342 : f32, !llvm.ptr
            %343 = llvm.getelementptr %329[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#14, %343 : f32, !llvm.ptr
            %344 = llvm.getelementptr %329[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#15, %344 : f32, !llvm.ptr
            %345 = llvm.getelementptr %329[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#16, %345 : f32, !llvm.ptr
            %346 = llvm.getelementptr %329[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#17, %346 : f32, !llvm.ptr
            %347 = llvm.getelementptr %329[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#18, %347 : f32, !llvm.ptr
            %348 = llvm.getelementptr %329[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#19, %348 : f32, !llvm.ptr
            %349 = llvm.getelementptr %329[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#20, %349 : f32, !llvm.ptr
            %350 = llvm.getelementptr %329[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#21, %350 : f32, !llvm.ptr
            %351 = llvm.getelementptr %329[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#22, %351 : f32, !llvm.ptr
            %352 = llvm.getelementptr %329[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#23, %352 : f32, !llvm.ptr
            %353 = llvm.getelementptr %329[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#24, %353 : f32, !llvm.ptr
            %354 = llvm.getelementptr %329[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#25, %354 : f32, !llvm.ptr
            %355 = llvm.getelementptr %329[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#26, %355 : f32, !llvm.ptr
            %356 = llvm.getelementptr %329[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#27, %356 : f32, !llvm.ptr
            %357 = llvm.getelementptr %329[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#28, %357 : f32, !llvm.ptr
            %358 = llvm.getelementptr %329[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#29, %358 : f32, !llvm.ptr
            %359 = llvm.getelementptr %329[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#30, %359 : f32, !llvm.ptr
            %360 = llvm.getelementptr %329[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#31, %360 : f32, !llvm.ptr
            %361 = llvm.getelementptr %329[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#32, %361 : f32, !llvm.ptr
            %362 = llvm.getelementptr %329[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#33, %362 : f32, !llvm.ptr
            %363 = llvm.getelementptr %329[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#34, %363 : f32, !llvm.ptr
            %364 = llvm.getelementptr %329[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#35, %364 : f32, !llvm.ptr
            %365 = llvm.getelementptr %329[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#36, %365 : f32, !llvm.ptr
            %366 = llvm.getelementptr %329[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#37, %366 : f32, !llvm.ptr
            %367 = llvm.getelementptr %329[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#38, %367 : f32, !llvm.ptr
            %368 = llvm.getelementptr %329[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#39, %368 : f32, !llvm.ptr
            %369 = llvm.getelementptr %329[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#40, %369 : f32, !llvm.ptr
            %370 = llvm.getelementptr %329[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#41, %370 : f32, !llvm.ptr
            %371 = llvm.getelementptr %329[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#42, %371 : f32, !llvm.ptr
            %372 = llvm.getelementptr %329[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#43, %372 : f32, !llvm.ptr
            %373 = llvm.getelementptr %329[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#44, %373 : f32, !llvm.ptr
            %374 = llvm.getelementptr %329[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#45, %374 : f32, !llvm.ptr
            %375 = llvm.getelementptr %329[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#46, %375 : f32, !llvm.ptr
            %376 = llvm.getelementptr %329[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#47, %376 : f32, !llvm.ptr
            %377 = llvm.getelementptr %329[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#48, %377 : f32, !llvm.ptr
            %378 = llvm.getelementptr %329[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#49, %378 : f32, !llvm.ptr
            %379 = llvm.getelementptr %329[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#50, %379 : f32, !llvm.ptr
            %380 = llvm.getelementptr %329[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#51, %380 : f32, !llvm.ptr
            %381 = llvm.getelementptr %329[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#52, %381 : f32, !llvm.ptr
            %382 = llvm.getelementptr %329[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#53, %382 : f32, !llvm.ptr
            %383 = llvm.getelementptr %329[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#54, %383 : f32, !llvm.ptr
            %384 = llvm.getelementptr %329[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#55, %384 : f32, !llvm.ptr
            %385 = llvm.getelementptr %329[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#56, %385 : f32, !llvm.ptr
            %386 = llvm.getelementptr %329[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#57, %386 : f32, !llvm.ptr
            %387 = llvm.getelementptr %329[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#58, %387 : f32, !llvm.ptr
            %388 = llvm.getelementptr %329[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#59, %388 : f32, !llvm.ptr
            %389 = llvm.getelementptr %329[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#60, %389 : f32, !llvm.ptr
            %390 = llvm.getelementptr %329[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#61, %390 : f32, !llvm.ptr
            %391 = llvm.getelementptr %329[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#62, %391 : f32, !llvm.ptr
            %392 = llvm.getelementptr %329[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#63, %392 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %76 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %75 : !mma_bf16_bf16_f32_64x128x16_f885
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_4 = arith.constant true
      %403 = cute_nvgpu.atom.set_value(%393, %true_4 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_f885
      %coord_32 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,2,?)">
      %lay_107 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_20 = cute.crd2idx(%coord_32, %lay_107) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
      %iter_110 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_34 = cute.add_offset(%iter_110, %idx_20) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %view_38 = cute.make_view(%tup_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_111 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_112 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_33 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,2,?)">
      %lay_108 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_21 = cute.crd2idx(%coord_33, %lay_108) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
      %iter_113 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_35 = cute.add_offset(%iter_113, %idx_21) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %view_39 = cute.make_view(%tup_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_114 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_115 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_109 = cute.get_layout(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %404 = cute.get_shape(%lay_109) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
      %e0_89, %e1_64 = cute.get_leaves(%404) : !cute.shape<"(1,2)">
      %lay_110 = cute.get_layout(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %405 = cute.get_shape(%lay_110) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_90, %e1_65 = cute.get_leaves(%405) : !cute.shape<"(1,1)">
      %lay_111 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %406 = cute.get_shape(%lay_111) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_91, %e1_66, %e2_34, %e3_19, %e4_8 = cute.get_leaves(%406) : !cute.shape<"((2,2,16),2,1)">
      %lay_112 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %407 = cute.get_shape(%lay_112) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_92, %e1_67, %e2_35, %e3_20, %e4_9 = cute.get_leaves(%407) : !cute.shape<"((2,2,16),2,1)">
      %iter_116 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_117 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_118 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_119 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_113 = cute.get_layout(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_114 = cute.get_layout(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_115 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_116 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %408 = cute.static : !cute.layout<"1:0">
      %append_11 = cute.append_to_rank<3> (%lay_113, %408) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_12 = cute.append_to_rank<3> (%lay_114, %408) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_20 = cute.size(%append_11) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
      %sz_21 = cute.size(%append_11) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
      %sz_22 = cute.size(%append_12) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %409 = cute.get_scalars(%sz_20) : !cute.int_tuple<"1">
      %410 = cute.get_scalars(%sz_21) : !cute.int_tuple<"2">
      %411 = cute.get_scalars(%sz_22) : !cute.int_tuple<"1">
      %c0_i32_8 = arith.constant 0 : i32
      %c1_i32_9 = arith.constant 1 : i32
      %412 = scf.for %arg6 = %c0_i32_8 to %409 step %c1_i32_9 iter_args(%arg7 = %403) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %75 = scf.for %arg8 = %c0_i32_8 to %410 step %c1_i32_9 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %76 = scf.for %arg10 = %c0_i32_8 to %411 step %c1_i32_9 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_27 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_28 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %77:2 = cute.get_scalars(%coord_27) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_93 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_14 = cute.crd2idx(%coord_27, %append_11) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_31 = cute.add_offset(%iter_116, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_33 = cute.make_view(%tup_31, %lay_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %78:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_94 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_15 = cute.crd2idx(%coord_28, %append_12) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_15 = cute.add_offset(%iter_117, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_17 = cute.make_view(%tup_15, %lay_94) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %79:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_95 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_16 = cute.crd2idx(%coord_29, %lay_115) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_16 = cute.add_offset(%iter_118, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_34 = cute.make_view(%ptr_16, %lay_95) : !memref_rmem_f32_e17b
            %80:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_96 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_17 = cute.crd2idx(%coord_29, %lay_116) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_17 = cute.add_offset(%iter_119, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_35 = cute.make_view(%ptr_17, %lay_96) : !memref_rmem_f32_e17b
            %iter_97 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_98 = cute.get_iter(%view_17) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_99 = cute.get_iter(%view_34) : !memref_rmem_f32_e17b
            %190 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %191 = llvm.load %190 : !llvm.ptr -> f32
            %192 = llvm.getelementptr %190[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %193 = llvm.load %192 : !llvm.ptr -> f32
            %194 = llvm.getelementptr %190[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %195 = llvm.load %194 : !llvm.ptr -> f32
            %196 = llvm.getelementptr %190[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %197 = llvm.load %196 : !llvm.ptr -> f32
            %198 = llvm.getelementptr %190[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %199 = llvm.load %198 : !llvm.ptr -> f32
            %200 = llvm.getelementptr %190[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %201 = llvm.load %200 : !llvm.ptr -> f32
            %202 = llvm.getelementptr %190[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %203 = llvm.load %202 : !llvm.ptr -> f32
            %204 = llvm.getelementptr %190[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %205 = llvm.load %204 : !llvm.ptr -> f32
            %206 = llvm.getelementptr %190[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %207 = llvm.load %206 : !llvm.ptr -> f32
            %208 = llvm.getelementptr %190[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %209 = llvm.load %208 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %190[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %216 = llvm.load %215 : !llvm.ptr -> f32
            %217 = llvm.getelementptr %190[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %218 = llvm.load %217 : !llvm.ptr -> f32
            %219 = llvm.getelementptr %190[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %220 = llvm.load %219 : !llvm.ptr -> f32
            %221 = llvm.getelementptr %190[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %222 = llvm.load %221 : !llvm.ptr -> f32
            %223 = llvm.getelementptr %190[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %224 = llvm.load %223 : !llvm.ptr -> f32
            %225 = llvm.getelementptr %190[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %226 = llvm.load %225 : !llvm.ptr -> f32
            %227 = llvm.getelementptr %190[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %228 = llvm.load %227 : !llvm.ptr -> f32
            %229 = llvm.getelementptr %190[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %230 = llvm.load %229 : !llvm.ptr -> f32
            %231 = llvm.getelementptr %190[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %232 = llvm.load %231 : !llvm.ptr -> f32
            %233 = llvm.getelementptr %190[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %233 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %190[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %190[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %190[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %190[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %189 = llvm.load %241 : !llvm.ptr -> f32
            %210 = llvm.getelementptr %190[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %211 = llvm.load %210 : !llvm.ptr -> f32
            %212 = llvm.getelementptr %190[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %213 = llvm.load %212 : !llvm.ptr -> f32
            %214 = llvm.getelementptr %190[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %214 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %190[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %190[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %190[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %190[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %190[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %190[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %190[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %267 = llvm.getelementptr %190[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %268 = llvm.load %267 : !llvm.ptr -> f32
            %269 = llvm.getelementptr %190[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %270 = llvm.load %269 : !llvm.ptr -> f32
            %271 = llvm.getelementptr %190[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %272 = llvm.load %271 : !llvm.ptr -> f32
            %273 = llvm.getelementptr %190[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %274 = llvm.load %273 : !llvm.ptr -> f32
            %275 = llvm.getelementptr %190[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %276 = llvm.load %275 : !llvm.ptr -> f32
            %277 = llvm.getelementptr %190[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %278 = llvm.load %277 : !llvm.ptr -> f32
            %279 = llvm.getelementptr %190[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %280 = llvm.load %279 : !llvm.ptr -> f32
            %281 = llvm.getelementptr %190[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %282 = llvm.load %281 : !llvm.ptr -> f32
            %283 = llvm.getelementptr %190[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %284 = llvm.load %283 : !llvm.ptr -> f32
            %285 = llvm.getelementptr %190[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %286 = llvm.load %285 : !llvm.ptr -> f32
            %287 = llvm.getelementptr %190[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %288 = llvm.load %287 : !llvm.ptr -> f32
            %289 = llvm.getelementptr %190[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %290 = llvm.load %289 : !llvm.ptr -> f32
            %291 = llvm.getelementptr %190[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %292 = llvm.load %291 : !llvm.ptr -> f32
            %293 = llvm.getelementptr %190[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %294 = llvm.load %293 : !llvm.ptr -> f32
            %295 = llvm.getelementptr %190[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %296 = llvm.load %295 : !llvm.ptr -> f32
            %297 = llvm.getelementptr %190[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %298 = llvm.load %297 : !llvm.ptr -> f32
            %299 = llvm.getelementptr %190[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %300 = llvm.load %299 : !llvm.ptr -> f32
            %301 = llvm.getelementptr %190[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %302 = llvm.load %301 : !llvm.ptr -> f32
            %303 = llvm.getelementptr %190[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %304 = llvm.load %303 : !llvm.ptr -> f32
            %305 = llvm.getelementptr %190[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %306 = llvm.load %305 : !llvm.ptr -> f32
            %307 = llvm.getelementptr %190[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %308 = llvm.load %307 : !llvm.ptr -> f32
            %309 = llvm.getelementptr %190[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %310 = llvm.load %309 : !llvm.ptr -> f32
            %311 = llvm.getelementptr %190[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %312 = llvm.load %311 : !llvm.ptr -> f32
            %313 = llvm.getelementptr %190[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %314 = llvm.load %313 : !llvm.ptr -> f32
            %315 = llvm.getelementptr %190[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %316 = llvm.load %315 : !llvm.ptr -> f32
            %317 = llvm.getelementptr %190[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %318 = llvm.load %317 : !llvm.ptr -> f32
            %319 = llvm.getelementptr %190[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %320 = llvm.load %319 : !llvm.ptr -> f32
            %321 = llvm.getelementptr %190[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %322 = llvm.load %321 : !llvm.ptr -> f32
            %323 = llvm.getelementptr %190[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %324 = llvm.load %323 : !llvm.ptr -> f32
            %325 = llvm.getelementptr %190[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %326 = llvm.load %325 : !llvm.ptr -> f32
            %327 = cute_nvgpu.atom.get_value(%arg11 : !mma_bf16_bf16_f32_64x128x16_f885) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
            %328:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %iter_97 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_98 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%191, %193, %195, %197, %199, %201, %203, %205, %207, %209, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %189, %211, %213, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %318, %320, %322, %324, %326], accum = %327 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
            %329 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %328#0, %329 : f32, !llvm.ptr
            %330 = llvm.getelementptr %329[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#1, %330 : f32, !llvm.ptr
            %331 = llvm.getelementptr %329[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#2, %331 : f32, !llvm.ptr
            %332 = llvm.getelementptr %329[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#3, %332 : f32, !llvm.ptr
            %333 = llvm.getelementptr %329[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#4, %333 : f32, !llvm.ptr
            %334 = llvm.getelementptr %329[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#5, %334 : f32, !llvm.ptr
            %335 = llvm.getelementptr %329[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#6, %335 : f32, !llvm.ptr
            %336 = llvm.getelementptr %329[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#7, %336 : f32, !llvm.ptr
            %337 = llvm.getelementptr %329[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#8, %337 : f32, !llvm.ptr
            %338 = llvm.getelementptr %329[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#9, %338 : f32, !llvm.ptr
            %339 = llvm.getelementptr %329[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#10, %339 : f32, !llvm.ptr
            %340 = llvm.getelementptr %329[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#11, %340 : f32, !llvm.ptr
            %341 = llvm.getelementptr %329[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#12, %341 : f32, !llvm.ptr
            %342 = llvm.getelementptr %329[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#13, %342 : f32, !llvm.ptr
            %343 = llvm.getelementptr %329[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#14, %343 : f32, !llvm.ptr
            %344 = llvm.getelementptr %329[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#15, %344 : f32, !llvm.ptr
            %345 = llvm.getelementptr %329[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#16, %345 : f32, !llvm.ptr
            %346 = llvm.getelementptr %329[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#17, %346 : f32, !llvm.ptr
            %347 = llvm.getelementptr %329[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#18, %347 : f32, !llvm.ptr
            %348 = llvm.getelementptr %329[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#19, %348 : f32, !llvm.ptr
            %349 = llvm.getelementptr %329[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#20, %349 : f32, !llvm.ptr
            %350 = llvm.getelementptr %329[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#21, %350 : f32, !llvm.ptr
            %351 = llvm.getelementptr %329[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#22, %351 : f32, !llvm.ptr
            %352 = llvm.getelementptr %329[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#23, %352 : f32, !llvm.ptr
            %353 = llvm.getelementptr %329[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#24, %353 : f32, !llvm.ptr
            %354 = llvm.getelementptr %329[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#25, %354 : f32, !llvm.ptr
            %355 = llvm.getelementptr %329[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#26, %355 : f32, !llvm.ptr
            %356 = llvm.getelementptr %329[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#27, %356 : f32, !llvm.ptr
            %357 = llvm.getelementptr %329[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#28, %357 : f32, !llvm.ptr
            %358 = llvm.getelementptr %329[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#29, %358 : f32, !llvm.ptr
            %359 = llvm.getelementptr %329[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#30, %359 : f32, !llvm.ptr
            %360 = llvm.getelementptr %329[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#31, %360 : f32, !llvm.ptr
            %361 = llvm.getelementptr %329[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#32, %361 : f32, !llvm.ptr
            %362 = llvm.getelementptr %329[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#33, %362 : f32, !llvm.ptr
            %363 = llvm.getelementptr %329[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#34, %363 : f32, !llvm.ptr
            %364 = llvm.getelementptr %329[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#35, %364 : f32, !llvm.ptr
            %365 = llvm.getelementptr %329[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#36, %365 : f32, !llvm.ptr
            %366 = llvm.getelementptr %329[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#37, %366 : f32, !llvm.ptr
            %367 = llvm.getelementptr %329[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#38, %367 : f32, !llvm.ptr
            %368 = llvm.getelementptr %329[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#39, %368 : f32, !llvm.ptr
            %369 = llvm.getelementptr %329[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#40, %369 : f32, !llvm.ptr
            %370 = llvm.getelementptr %329[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#41, %370 : f32, !llvm.ptr
            %371 = llvm.getelementptr %329[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#42, %371 : f32, !llvm.ptr
            %372 = llvm.getelementptr %329[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#43, %372 : f32, !llvm.ptr
            %373 = llvm.getelementptr %329[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#44, %373 : f32, !llvm.ptr
            %374 = llvm.getelementptr %329[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#45, %374 : f32, !llvm.ptr
            %375 = llvm.getelementptr %329[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#46, %375 : f32, !llvm.ptr
            %376 = llvm.getelementptr %329[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#47, %376 : f32, !llvm.ptr
            %377 = llvm.getelementptr %329[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#48, %377 : f32, !llvm.ptr
            %378 = llvm.getelementptr %329[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#49, %378 : f32, !llvm.ptr
            %379 = llvm.getelementptr %329[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#50, %379 : f32, !llvm.ptr
            %380 = llvm.getelementptr %329[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#51, %380 : f32, !llvm.ptr
            %381 = llvm.getelementptr %329[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#52, %381 : f32, !llvm.ptr
            %382 = llvm.getelementptr %329[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#53, %382 : f32, !llvm.ptr
            %383 = llvm.getelementptr %329[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#54, %383 : f32, !llvm.ptr
            %384 = llvm.getelementptr %329[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#55, %384 : f32, !llvm.ptr
            %385 = llvm.getelementptr %329[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#56, %385 : f32, !llvm.ptr
            %386 = llvm.getelementptr %329[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#57, %386 : f32, !llvm.ptr
            %387 = llvm.getelementptr %329[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#58, %387 : f32, !llvm.ptr
            %388 = llvm.getelementptr %329[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#59, %388 : f32, !llvm.ptr
            %389 = llvm.getelementptr %329[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#60, %389 : f32, !llvm.ptr
            %390 = llvm.getelementptr %329[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#61, %390 : f32, !llvm.ptr
            %391 = llvm.getelementptr %329[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#62, %391 : f32, !llvm.ptr
            %392 = llvm.getelementptr %329[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#63, %392 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %76 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %75 : !mma_bf16_bf16_f32_64x128x16_f885
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_5 = arith.constant true
      %413 = cute_nvgpu.atom.set_value(%403, %true_5 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_f885
      %coord_34 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,3,?)">
      %lay_117 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_22 = cute.crd2idx(%coord_34, %lay_117) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
      %iter_120 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_36 = cute.add_offset(%iter_120, %idx_22) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_40 = cute.make_view(%tup_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_121 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_122 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_35 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,3,?)">
      %lay_118 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_23 = cute.crd2idx(%coord_35, %lay_118) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
      %iter_123 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_37 = cute.add_offset(%iter_123, %idx_23) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_41 = cute.make_view(%tup_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_124 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_125 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_119 = cute.get_layout(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %414 = cute.get_shape(%lay_119) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
      %e0_93, %e1_68 = cute.get_leaves(%414) : !cute.shape<"(1,2)">
      %lay_120 = cute.get_layout(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %415 = cute.get_shape(%lay_120) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_94, %e1_69 = cute.get_leaves(%415) : !cute.shape<"(1,1)">
      %lay_121 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %416 = cute.get_shape(%lay_121) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_95, %e1_70, %e2_36, %e3_21, %e4_10 = cute.get_leaves(%416) : !cute.shape<"((2,2,16),2,1)">
      %lay_122 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %417 = cute.get_shape(%lay_122) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_96, %e1_71, %e2_37, %e3_22, %e4_11 = cute.get_leaves(%417) : !cute.shape<"((2,2,16),2,1)">
      %iter_126 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_127 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_128 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_129 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_123 = cute.get_layout(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_124 = cute.get_layout(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_125 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_126 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %418 = cute.static : !cute.layout<"1:0">
      %append_13 = cute.append_to_rank<3> (%lay_123, %418) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_14 = cute.append_to_rank<3> (%lay_124, %418) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_23 = cute.size(%append_13) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
      %sz_24 = cute.size(%append_13) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
      %sz_25 = cute.size(%append_14) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %419 = cute.get_scalars(%sz_23) : !cute.int_tuple<"1">
      %420 = cute.get_scalars(%sz_24) : !cute.int_tuple<"2">
      %421 = cute.get_scalars(%sz_25) : !cute.int_tuple<"1">
      %c0_i32_9 = arith.constant 0 : i32
      %c1_i32_10 = arith.constant 1 : i32
      %422 = scf.for %arg6 = %c0_i32_9 to %419 step %c1_i32_10 iter_args(%arg7 = %413) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %75 = scf.for %arg8 = %c0_i32_9 to %420 step %c1_i32_10 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %76 = scf.for %arg10 = %c0_i32_9 to %421 step %c1_i32_10 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_27 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_28 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %77:2 = cute.get_scalars(%coord_27) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_93 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_14 = cute.crd2idx(%coord_27, %append_13) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_31 = cute.add_offset(%iter_126, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_33 = cute.make_view(%tup_31, %lay_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %78:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_94 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_15 = cute.crd2idx(%coord_28, %append_14) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_15 = cute.add_offset(%iter_127, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_17 = cute.make_view(%tup_15, %lay_94) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %79:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_95 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_16 = cute.crd2idx(%coord_29, %lay_125) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_16 = cute.add_offset(%iter_128, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_34 = cute.make_view(%ptr_16, %lay_95) : !memref_rmem_f32_e17b
            %80:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_96 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_17 = cute.crd2idx(%coord_29, %lay_126) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_17 = cute.add_offset(%iter_129, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_35 = cute.make_view(%ptr_17, %lay_96) : !memref_rmem_f32_e17b
            %iter_97 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_98 = cute.get_iter(%view_17) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %iter_99 = cute.get_iter(%view_34) : !memref_rmem_f32_e17b
            %190 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %191 = llvm.load %190 : !llvm.ptr -> f32
            %192 = llvm.getelementptr %190[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %193 = llvm.load %192 : !llvm.ptr -> f32
            %194 = llvm.getelementptr %190[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %195 = llvm.load %194 : !llvm.ptr -> f32
            %196 = llvm.getelementptr %190[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %197 = llvm.load %196 : !llvm.ptr -> f32
            %198 = llvm.getelementptr %190[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %199 = llvm.load %198 : !llvm.ptr -> f32
            %200 = llvm.getelementptr %190[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %201 = llvm.load %200 : !llvm.ptr -> f32
            %202 = llvm.getelementptr %190[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %203 = llvm.load %202 : !llvm.ptr -> f32
            %204 = llvm.getelementptr %190[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %205 = llvm.load %204 : !llvm.ptr -> f32
            %206 = llvm.getelementptr %190[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %207 = llvm.load %206 : !llvm.ptr -> f32
            %208 = llvm.getelementptr %190[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %209 = llvm.load %208 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %190[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %216 = llvm.load %215 : !llvm.ptr -> f32
            %217 = llvm.getelementptr %190[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %218 = llvm.load %217 : !llvm.ptr -> f32
            %219 = llvm.getelementptr %190[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %220 = llvm.load %219 : !llvm.ptr -> f32
            %221 = llvm.getelementptr %190[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %222 = llvm.load %221 : !llvm.ptr -> f32
            %223 = llvm.getelementptr %190[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %224 = llvm.load %223 : !llvm.ptr -> f32
            %225 = llvm.getelementptr %190[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %226 = llvm.load %225 : !llvm.ptr -> f32
            %227 = llvm.getelementptr %190[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %228 = llvm.load %227 : !llvm.ptr -> f32
            %229 = llvm.getelementptr %190[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %230 = llvm.load %229 : !llvm.ptr -> f32
            %231 = llvm.getelementptr %190[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %232 = llvm.load %231 : !llvm.ptr -> f32
            %233 = llvm.getelementptr %190[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %233 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %190[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %190[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %190[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %190[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %189 = llvm.load %241 : !llvm.ptr -> f32
            %210 = llvm.getelementptr %190[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %211 = llvm.load %210 : !llvm.ptr -> f32
            %212 = llvm.getelementptr %190[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %213 = llvm.load %212 : !llvm.ptr -> f32
            %214 = llvm.getelementptr %190[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %214 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %190[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %190[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %190[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %190[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %190[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %190[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %190[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %267 = llvm.getelementptr %190[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %268 = llvm.load %267 : !llvm.ptr -> f32
            %269 = llvm.getelementptr %190[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %270 = llvm.load %269 : !llvm.ptr -> f32
            %271 = llvm.getelementptr %190[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %272 = llvm.load %271 : !llvm.ptr -> f32
            %273 = llvm.getelementptr %190[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %274 = llvm.load %273 : !llvm.ptr -> f32
            %275 = llvm.getelementptr %190[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %276 = llvm.load %275 : !llvm.ptr -> f32
            %277 = llvm.getelementptr %190[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %278 = llvm.load %277 : !llvm.ptr -> f32
            %279 = llvm.getelementptr %190[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %280 = llvm.load %279 : !llvm.ptr -> f32
            %281 = llvm.getelementptr %190[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %282 = llvm.load %281 : !llvm.ptr -> f32
            %283 = llvm.getelementptr %190[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %284 = llvm.load %283 : !llvm.ptr -> f32
            %285 = llvm.getelementptr %190[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %286 = llvm.load %285 : !llvm.ptr -> f32
            %287 = llvm.getelementptr %190[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %288 = llvm.load %287 : !llvm.ptr -> f32
            %289 = llvm.getelementptr %190[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %290 = llvm.load %289 : !llvm.ptr -> f32
            %291 = llvm.getelementptr %190[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %292 = llvm.load %291 : !llvm.ptr -> f32
            %293 = llvm.getelementptr %190[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %294 = llvm.load %293 : !llvm.ptr -> f32
            %295 = llvm.getelementptr %190[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %296 = llvm.load %295 : !llvm.ptr -> f32
            %297 = llvm.getelementptr %190[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %298 = llvm.load %297 : !llvm.ptr -> f32
            %299 = llvm.getelementptr %190[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %300 = llvm.load %299 : !llvm.ptr -> f32
            %301 = llvm.getelementptr %190[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %302 = llvm.load %301 : !llvm.ptr -> f32
            %303 = llvm.getelementptr %190[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %304 = llvm.load %303 : !llvm.ptr -> f32
            %305 = llvm.getelementptr %190[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %306 = llvm.load %305 : !llvm.ptr -> f32
            %307 = llvm.getelementptr %190[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %308 = llvm.load %307 : !llvm.ptr -> f32
            %309 = llvm.getelementptr %190[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %310 = llvm.load %309 : !llvm.ptr -> f32
            %311 = llvm.getelementptr %190[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %312 = llvm.load %311 : !llvm.ptr -> f32
            %313 = llvm.getelementptr %190[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %314 = llvm.load %313 : !llvm.ptr -> f32
            %315 = llvm.getelementptr %190[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %316 = llvm.load %315 : !llvm.ptr -> f32
            %317 = llvm.getelementptr %190[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %318 = llvm.load %317 : !llvm.ptr -> f32
            %319 = llvm.getelementptr %190[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %320 = llvm.load %319 : !llvm.ptr -> f32
            %321 = llvm.getelementptr %190[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %322 = llvm.load %321 : !llvm.ptr -> f32
            %323 = llvm.getelementptr %190[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %324 = llvm.load %323 : !llvm.ptr -> f32
            %325 = llvm.getelementptr %190[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %326 = llvm.load %325 : !llvm.ptr -> f32
            %327 = cute_nvgpu.atom.get_value(%arg11 : !mma_bf16_bf16_f32_64x128x16_f885) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
            %328:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %iter_97 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_98 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%191, %193, %195, %197, %199, %201, %203, %205, %207, %209, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %189, %211, %213, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %318, %320, %322, %324, %326], accum = %327 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
            %329 = builtin.unrealized_conversion_cast %iter_99 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %328#0, %329 : f32, !llvm.ptr
            %330 = llvm.getelementptr %329[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#1, %330 : f32, !llvm.ptr
            %331 = llvm.getelementptr %329[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#2, %331 : f32, !llvm.ptr
            %332 = llvm.getelementptr %329[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#3, %332 : f32, !llvm.ptr
            %333 = llvm.getelementptr %329[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#4, %333 : f32, !llvm.ptr
            %334 = llvm.getelementptr %329[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#5, %334 : f32, !llvm.ptr
            %335 = llvm.getelementptr %329[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#6, %335 : f32, !llvm.ptr
            %336 = llvm.getelementptr %329[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#7, %336 : f32, !llvm.ptr
            %337 = llvm.getelementptr %329[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#8, %337 : f32, !llvm.ptr
            %338 = llvm.getelementptr %329[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#9, %338 : f32, !llvm.ptr
            %339 = llvm.getelementptr %329[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#10, %339 : f32, !llvm.ptr
            %340 = llvm.getelementptr %329[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#11, %340 : f32, !llvm.ptr
            %341 = llvm.getelementptr %329[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#12, %341 : f32, !llvm.ptr
            %342 = llvm.getelementptr %329[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#13, %342 : f32, !llvm.ptr
            %343 = llvm.getelementptr %329[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#14, %343 : f32, !llvm.ptr
            %344 = llvm.getelementptr %329[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#15, %344 : f32, !llvm.ptr
            %345 = llvm.getelementptr %329[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#16, %345 : f32, !llvm.ptr
            %346 = llvm.getelementptr %329[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#17, %346 : f32, !llvm.ptr
            %347 = llvm.getelementptr %329[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#18, %347 : f32, !llvm.ptr
            %348 = llvm.getelementptr %329[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#19, %348 : f32, !llvm.ptr
            %349 = llvm.getelementptr %329[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#20, %349 : f32, !llvm.ptr
            %350 = llvm.getelementptr %329[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#21, %350 : f32, !llvm.ptr
            %351 = llvm.getelementptr %329[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#22, %351 : f32, !llvm.ptr
            %352 = llvm.getelementptr %329[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#23, %352 : f32, !llvm.ptr
            %353 = llvm.getelementptr %329[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#24, %353 : f32, !llvm.ptr
            %354 = llvm.getelementptr %329[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#25, %354 : f32, !llvm.ptr
            %355 = llvm.getelementptr %329[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#26, %355 : f32, !llvm.ptr
            %356 = llvm.getelementptr %329[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#27, %356 : f32, !llvm.ptr
            %357 = llvm.getelementptr %329[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#28, %357 : f32, !llvm.ptr
            %358 = llvm.getelementptr %329[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#29, %358 : f32, !llvm.ptr
            %359 = llvm.getelementptr %329[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#30, %359 : f32, !llvm.ptr
            %360 = llvm.getelementptr %329[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#31, %360 : f32, !llvm.ptr
            %361 = llvm.getelementptr %329[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#32, %361 : f32, !llvm.ptr
            %362 = llvm.getelementptr %329[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#33, %362 : f32, !llvm.ptr
            %363 = llvm.getelementptr %329[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#34, %363 : f32, !llvm.ptr
            %364 = llvm.getelementptr %329[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#35, %364 : f32, !llvm.ptr
            %365 = llvm.getelementptr %329[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#36, %365 : f32, !llvm.ptr
            %366 = llvm.getelementptr %329[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#37, %366 : f32, !llvm.ptr
            %367 = llvm.getelementptr %329[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#38, %367 : f32, !llvm.ptr
            %368 = llvm.getelementptr %329[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#39, %368 : f32, !llvm.ptr
            %369 = llvm.getelementptr %329[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#40, %369 : f32, !llvm.ptr
            %370 = llvm.getelementptr %329[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#41, %370 : f32, !llvm.ptr
            %371 = llvm.getelementptr %329[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#42, %371 : f32, !llvm.ptr
            %372 = llvm.getelementptr %329[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#43, %372 : f32, !llvm.ptr
            %373 = llvm.getelementptr %329[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#44, %373 : f32, !llvm.ptr
            %374 = llvm.getelementptr %329[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#45, %374 : f32, !llvm.ptr
            %375 = llvm.getelementptr %329[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#46, %375 : f32, !llvm.ptr
            %376 = llvm.getelementptr %329[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#47, %376 : f32, !llvm.ptr
            %377 = llvm.getelementptr %329[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#48, %377 : f32, !llvm.ptr
            %378 = llvm.getelementptr %329[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#49, %378 : f32, !llvm.ptr
            %379 = llvm.getelementptr %329[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#50, %379 : f32, !llvm.ptr
            %380 = llvm.getelementptr %329[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#51, %380 : f32, !llvm.ptr
            %381 = llvm.getelementptr %329[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#52, %381 : f32, !llvm.ptr
            %382 = llvm.getelementptr %329[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#53, %382 : f32, !llvm.ptr
            %383 = llvm.getelementptr %329[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#54, %383 : f32, !llvm.ptr
            %384 = llvm.getelementptr %329[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#55, %384 : f32, !llvm.ptr
            %385 = llvm.getelementptr %329[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#56, %385 : f32, !llvm.ptr
            %386 = llvm.getelementptr %329[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#57, %386 : f32, !llvm.ptr
            %387 = llvm.getelementptr %329[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#58, %387 : f32, !llvm.ptr
            %388 = llvm.getelementptr %329[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#59, %388 : f32, !llvm.ptr
            %389 = llvm.getelementptr %329[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#60, %389 : f32, !llvm.ptr
            %390 = llvm.getelementptr %329[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#61, %390 : f32, !llvm.ptr
            %391 = llvm.getelementptr %329[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#62, %391 : f32, !llvm.ptr
            %392 = llvm.getelementptr %329[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328#63, %392 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %76 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %75 : !mma_bf16_bf16_f32_64x128x16_f885
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_6 = arith.constant true
      %423 = cute_nvgpu.atom.set_value(%413, %true_6 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_f885
      nvvm.wgmma.commit.group.sync.aligned
      %424:2 = scf.if %false -> (i32, i32) {
        %c0_i32_1 = arith.constant 0 : i32
        %c1_i32_2 = arith.constant 1 : i32
        scf.yield %c0_i32_1, %c1_i32_2 : i32, i32
      } else {
        %c1_i32_11 = arith.constant 1 : i32
        %c0_i32_10 = arith.constant 0 : i32
        scf.yield %c1_i32_11, %c0_i32_10 : i32, i32
      }
      %c3_i32 = arith.constant 3 : i32
      %425:11 = scf.for %arg6 = %c1_i32_1 to %186 step %c1_i32_1 iter_args(%arg7 = %c3_i32, %arg8 = %c0_i32_0, %arg9 = %c0_i32_0, %arg10 = %c0_i32_0, %arg11 = %c0_i32_0, %arg12 = %188#0, %arg13 = %188#1, %arg14 = %188#2, %arg15 = %c1_i32_1, %arg16 = %424#0, %arg17 = %424#1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)  : i32 {
        %true_0 = arith.constant true
        scf.if %true_0 {
          %int_tuple_20 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
          %ptr_18 = cute.add_offset(%iter_5, %int_tuple_20) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %238 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c10000000_i32 = arith.constant 10000000 : i32
          nvvm.mbarrier.try_wait.parity.shared %238, %arg17, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
        nvvm.wgmma.fence.aligned
        %coord_28 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,0,?)">
        %lay_127 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_24 = cute.crd2idx(%coord_28, %lay_127) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
        %iter_130 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_31 = cute.add_offset(%iter_130, %idx_24) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
        %view_33 = cute.make_view(%tup_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_131 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_53 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_36 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,0,?)">
        %lay_128 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_25 = cute.crd2idx(%coord_36, %lay_128) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
        %iter_132 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_38 = cute.add_offset(%iter_132, %idx_25) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
        %view_34 = cute.make_view(%tup_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_55 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_133 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_129 = cute.get_layout(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %75 = cute.get_shape(%lay_129) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
        %e0_97, %e1_72 = cute.get_leaves(%75) : !cute.shape<"(1,2)">
        %lay_40 = cute.get_layout(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %76 = cute.get_shape(%lay_40) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_98, %e1_73 = cute.get_leaves(%76) : !cute.shape<"(1,1)">
        %lay_130 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %77 = cute.get_shape(%lay_130) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_99, %e1_74, %e2_38, %e3_23, %e4_12 = cute.get_leaves(%77) : !cute.shape<"((2,2,16),2,1)">
        %lay_131 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %78 = cute.get_shape(%lay_131) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_100, %e1_75, %e2_39, %e3_24, %e4_13 = cute.get_leaves(%78) : !cute.shape<"((2,2,16),2,1)">
        %iter_134 = cute.get_iter(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_135 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_136 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_137 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_132 = cute.get_layout(%view_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_133 = cute.get_layout(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_134 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_135 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %79 = cute.static : !cute.layout<"1:0">
        %append_15 = cute.append_to_rank<3> (%lay_132, %79) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_16 = cute.append_to_rank<3> (%lay_133, %79) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_26 = cute.size(%append_15) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
        %sz_27 = cute.size(%append_15) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
        %sz_28 = cute.size(%append_16) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %80 = cute.get_scalars(%sz_26) : !cute.int_tuple<"1">
        %190 = cute.get_scalars(%sz_27) : !cute.int_tuple<"2">
        %191 = cute.get_scalars(%sz_28) : !cute.int_tuple<"1">
        %c0_i32_11 = arith.constant 0 : i32
        %c1_i32_12 = arith.constant 1 : i32
        %192 = scf.for %arg18 = %c0_i32_11 to %80 step %c1_i32_12 iter_args(%arg19 = %423) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %238 = scf.for %arg20 = %c0_i32_11 to %190 step %c1_i32_12 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %239 = scf.for %arg22 = %c0_i32_11 to %191 step %c1_i32_12 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_37 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_38 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %240:2 = cute.get_scalars(%coord_37) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_77 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_26 = cute.crd2idx(%coord_37, %append_15) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_39 = cute.add_offset(%iter_134, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_42 = cute.make_view(%tup_39, %lay_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %241:2 = cute.get_scalars(%coord_38) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_136 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_27 = cute.crd2idx(%coord_38, %append_16) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_40 = cute.add_offset(%iter_135, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_43 = cute.make_view(%tup_40, %lay_136) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %189:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_137 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_28 = cute.crd2idx(%coord_39, %lay_134) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_19 = cute.add_offset(%iter_136, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_44 = cute.make_view(%ptr_19, %lay_137) : !memref_rmem_f32_e17b
              %210:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_138 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_29 = cute.crd2idx(%coord_39, %lay_135) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_20 = cute.add_offset(%iter_137, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_45 = cute.make_view(%ptr_20, %lay_138) : !memref_rmem_f32_e17b
              %iter_138 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_139 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_140 = cute.get_iter(%view_44) : !memref_rmem_f32_e17b
              %211 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %212 = llvm.load %211 : !llvm.ptr -> f32
              %213 = llvm.getelementptr %211[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %214 = llvm.load %213 : !llvm.ptr -> f32
              %252 = llvm.getelementptr %211[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %253 = llvm.load %252 : !llvm.ptr -> f32
              %254 = llvm.getelementptr %211[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %255 = llvm.load %254 : !llvm.ptr -> f32
              %256 = llvm.getelementptr %211[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %257 = llvm.load %256 : !llvm.ptr -> f32
              %258 = llvm.getelementptr %211[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %259 = llvm.load %258 : !llvm.ptr -> f32
              %260 = llvm.getelementptr %211[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %261 = llvm.load %260 : !llvm.ptr -> f32
              %262 = llvm.getelementptr %211[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %263 = llvm.load %262 : !llvm.ptr -> f32
              %264 = llvm.getelementptr %211[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %265 = llvm.load %264 : !llvm.ptr -> f32
              %266 = llvm.getelementptr %211[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %267 = llvm.load %266 : !llvm.ptr -> f32
              %268 = llvm.getelementptr %211[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %269 = llvm.load %268 : !llvm.ptr -> f32
              %270 = llvm.getelementptr %211[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %271 = llvm.load %270 : !llvm.ptr -> f32
              %272 = llvm.getelementptr %211[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %273 = llvm.load %272 : !llvm.ptr -> f32
              %274 = llvm.getelementptr %211[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %275 = llvm.load %274 : !llvm.ptr -> f32
              %276 = llvm.getelementptr %211[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %277 = llvm.load %276 : !llvm.ptr -> f32
              %278 = llvm.getelementptr %211[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %279 = llvm.load %278 : !llvm.ptr -> f32
              %280 = llvm.getelementptr %211[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %281 = llvm.load %280 : !llvm.ptr -> f32
              %282 = llvm.getelementptr %211[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %283 = llvm.load %282 : !llvm.ptr -> f32
              %284 = llvm.getelementptr %211[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %285 = llvm.load %284 : !llvm.ptr -> f32
              %286 = llvm.getelementptr %211[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %287 = llvm.load %286 : !llvm.ptr -> f32
              %288 = llvm.getelementptr %211[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %289 = llvm.load %288 : !llvm.ptr -> f32
              %290 = llvm.getelementptr %211[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %291 = llvm.load %290 : !llvm.ptr -> f32
              %292 = llvm.getelementptr %211[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %293 = llvm.load %292 : !llvm.ptr -> f32
              %294 = llvm.getelementptr %211[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %295 = llvm.load %294 : !llvm.ptr -> f32
              %296 = llvm.getelementptr %211[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %297 = llvm.load %296 : !llvm.ptr -> f32
              %298 = llvm.getelementptr %211[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %299 = llvm.load %298 : !llvm.ptr -> f32
              %300 = llvm.getelementptr %211[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %301 = llvm.load %300 : !llvm.ptr -> f32
              %302 = llvm.getelementptr %211[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %303 = llvm.load %302 : !llvm.ptr -> f32
              %304 = llvm.getelementptr %211[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %305 = llvm.load %304 : !llvm.ptr -> f32
              %306 = llvm.getelementptr %211[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %307 = llvm.load %306 : !llvm.ptr -> f32
              %308 = llvm.getelementptr %211[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %309 = llvm.load %308 : !llvm.ptr -> f32
              %310 = llvm.getelementptr %211[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %311 = llvm.load %310 : !llvm.ptr -> f32
              %312 = llvm.getelementptr %211[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %313 = llvm.load %312 : !llvm.ptr -> f32
              %314 = llvm.getelementptr %211[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %315 = llvm.load %314 : !llvm.ptr -> f32
              %316 = llvm.getelementptr %211[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %317 = llvm.load %316 : !llvm.ptr -> f32
              %318 = llvm.getelementptr %211[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %319 = llvm.load %318 : !llvm.ptr -> f32
              %320 = llvm.getelementptr %211[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %321 = llvm.load %320 : !llvm.ptr -> f32
              %322 = llvm.getelementptr %211[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %323 = llvm.load %322 : !llvm.ptr -> f32
              %324 = llvm.getelementptr %211[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %325 = llvm.load %324 : !llvm.ptr -> f32
              %326 = llvm.getelementptr %211[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %327 = llvm.load %326 : !llvm.ptr -> f32
              %328 = llvm.getelementptr %211[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %329 = llvm.load %328 : !llvm.ptr -> f32
              %330 = llvm.getelementptr %211[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %331 = llvm.load %330 : !llvm.ptr -> f32
              %332 = llvm.getelementptr %211[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %333 = llvm.load %332 : !llvm.ptr -> f32
              %334 = llvm.getelementptr %211[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %335 = llvm.load %334 : !llvm.ptr -> f32
              %336 = llvm.getelementptr %211[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %337 = llvm.load %336 : !llvm.ptr -> f32
              %338 = llvm.getelementptr %211[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %339 = llvm.load %338 : !llvm.ptr -> f32
              %340 = llvm.getelementptr %211[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %341 = llvm.load %340 : !llvm.ptr -> f32
              %342 = llvm.getelementptr %211[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %343 = llvm.load %342 : !llvm.ptr -> f32
              %344 = llvm.getelementptr %211[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %345 = llvm.load %344 : !llvm.ptr -> f32
              %346 = llvm.getelementptr %211[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %347 = llvm.load %346 : !llvm.ptr -> f32
              %348 = llvm.getelementptr %211[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %349 = llvm.load %348 : !llvm.ptr -> f32
              %350 = llvm.getelementptr %211[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %351 = llvm.load %350 : !llvm.ptr -> f32
              %352 = llvm.getelementptr %211[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %353 = llvm.load %352 : !llvm.ptr -> f32
              %354 = llvm.getelementptr %211[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %355 = llvm.load %354 : !llvm.ptr -> f32
              %356 = llvm.getelementptr %211[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %357 = llvm.load %356 : !llvm.ptr -> f32
              %358 = llvm.getelementptr %211[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %359 = llvm.load %358 : !llvm.ptr -> f32
              %360 = llvm.getelementptr %211[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %361 = llvm.load %360 : !llvm.ptr -> f32
              %362 = llvm.getelementptr %211[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %363 = llvm.load %362 : !llvm.ptr -> f32
              %364 = llvm.getelementptr %211[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %365 = llvm.load %364 : !llvm.ptr -> f32
              %366 = llvm.getelementptr %211[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %367 = llvm.load %366 : !llvm.ptr -> f32
              %368 = llvm.getelementptr %211[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %369 = llvm.load %368 : !llvm.ptr -> f32
              %370 = llvm.getelementptr %211[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %371 = llvm.load %370 : !llvm.ptr -> f32
              %372 = llvm.getelementptr %211[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %373 = llvm.load %372 : !llvm.ptr -> f32
              %374 = llvm.getelementptr %211[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %375 = llvm.load %374 : !llvm.ptr -> f32
              %376 = cute_nvgpu.atom.get_value(%arg23 : !mma_bf16_bf16_f32_64x128x16_f885) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
              %377:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %iter_138 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_139 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%212, %214, %253, %255, %257, %259, %261, %263, %265, %267, %269, %271, %273, %275, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303, %305, %307, %309, %311, %313, %315, %317, %319, %321, %323, %325, %327, %329, %331, %333, %335, %337, %339, %341, %343, %345, %347, %349, %351, %353, %355, %357, %359, %361, %363, %365, %367, %369, %371, %373, %375], accum = %376 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
              %378 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %377#0, %378 : f32, !llvm.ptr
              %379 = llvm.getelementptr %378[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#1, %379 : f32, !llvm.ptr
              %380 = llvm.getelementptr %378[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#2, %380 : f32, !llvm.ptr
              %381 = llvm.getelementptr %378[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#3, %381 : f32, !llvm.ptr
              %382 = llvm.getelementptr %378[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#4, %382 : f32, !llvm.ptr
              %383 = llvm.getelementptr %378[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#5, %383 : f32, !llvm.ptr
              %384 = llvm.getelementptr %378[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#6, %384 : f32, !llvm.ptr
              %385 = llvm.getelementptr %378[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#7, %385 : f32, !llvm.ptr
              %386 = llvm.getelementptr %378[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#8, %386 : f32, !llvm.ptr
              %387 = llvm.getelementptr %378[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#9, %387 : f32, !llvm.ptr
              %388 = llvm.getelementptr %378[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#10, %388 : f32, !llvm.ptr
              %389 = llvm.getelementptr %378[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#11, %389 : f32, !llvm.ptr
              %390 = llvm.getelementptr %378[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#12, %390 : f32, !llvm.ptr
              %391 = llvm.getelementptr %378[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#13, %391 : f32, !llvm.ptr
              %392 = llvm.getelementptr %378[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#14, %392 : f32, !llvm.ptr
              %426 = llvm.getelementptr %378[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#15, %426 : f32, !llvm.ptr
              %427 = llvm.getelementptr %378[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#16, %427 : f32, !llvm.ptr
              %428 = llvm.getelementptr %378[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#17, %428 : f32, !llvm.ptr
              %429 = llvm.getelementptr %378[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#18, %429 : f32, !llvm.ptr
              %430 = llvm.getelementptr %378[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#19, %430 : f32, !llvm.ptr
              %431 = llvm.getelementptr %378[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#20, %431 : f32, !llvm.ptr
              %432 = llvm.getelementptr %378[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#21, %432 : f32, !llvm.ptr
              %433 = llvm.getelementptr %378[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#22, %433 : f32, !llvm.ptr
              %434 = llvm.getelementptr %378[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#23, %434 : f32, !llvm.ptr
              %435 = llvm.getelementptr %378[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#24, %435 : f32, !llvm.ptr
              %436 = llvm.getelementptr %378[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#25, %436 : f32, !llvm.ptr
              %437 = llvm.getelementptr %378[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#26, %437 : f32, !llvm.ptr
              %438 = llvm.getelementptr %378[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#27, %438 : f32, !llvm.ptr
              %439 = llvm.getelementptr %378[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#28, %439 : f32, !llvm.ptr
              %440 = llvm.getelementptr %378[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#29, %440 : f32, !llvm.ptr
              %441 = llvm.getelementptr %378[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#30, %441 : f32, !llvm.ptr
              %442 = llvm.getelementptr %378[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#31, %442 : f32, !llvm.ptr
              %443 = llvm.getelementptr %378[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#32, %443 : f32, !llvm.ptr
              %444 = llvm.getelementptr %378[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#33, %444 : f32, !llvm.ptr
              %445 = llvm.getelementptr %378[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#34, %445 : f32, !llvm.ptr
              %446 = llvm.getelementptr %378[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#35, %446 : f32, !llvm.ptr
              %447 = llvm.getelementptr %378[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#36, %447 : f32, !llvm.ptr
              %448 = llvm.getelementptr %378[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#37, %448 : f32, !llvm.ptr
              %449 = llvm.getelementptr %378[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#38, %449 : f32, !llvm.ptr
              %450 = llvm.getelementptr %378[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#39, %450 : f32, !llvm.ptr
              %451 = llvm.getelementptr %378[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#40, %451 : f32, !llvm.ptr
              %452 = llvm.getelementptr %378[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#41, %452 : f32, !llvm.ptr
              %453 = llvm.getelementptr %378[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#42, %453 : f32, !llvm.ptr
              %454 = llvm.getelementptr %378[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#43, %454 : f32, !llvm.ptr
              %455 = llvm.getelementptr %378[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#44, %455 : f32, !llvm.ptr
              %456 = llvm.getelementptr %378[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#45, %456 : f32, !llvm.ptr
              %457 = llvm.getelementptr %378[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#46, %457 : f32, !llvm.ptr
              %458 = llvm.getelementptr %378[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#47, %458 : f32, !llvm.ptr
              %459 = llvm.getelementptr %378[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#48, %459 : f32, !llvm.ptr
              %460 = llvm.getelementptr %378[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#49, %460 : f32, !llvm.ptr
              %461 = llvm.getelementptr %378[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#50, %461 : f32, !llvm.ptr
              %462 = llvm.getelementptr %378[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#51, %462 : f32, !llvm.ptr
              %463 = llvm.getelementptr %378[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#52, %463 : f32, !llvm.ptr
              %464 = llvm.getelementptr %378[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#53, %464 : f32, !llvm.ptr
              %465 = llvm.getelementptr %378[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#54, %465 : f32, !llvm.ptr
              %466 = llvm.getelementptr %378[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#55, %466 : f32, !llvm.ptr
              %467 = llvm.getelementptr %378[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#56, %467 : f32, !llvm.ptr
              %468 = llvm.getelementptr %378[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#57, %468 : f32, !llvm.ptr
              %469 = llvm.getelementptr %378[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#58, %469 : f32, !llvm.ptr
              %470 = llvm.getelementptr %378[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#59, %470 : f32, !llvm.ptr
              %471 = llvm.getelementptr %378[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#60, %471 : f32, !llvm.ptr
              %472 = llvm.getelementptr %378[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#61, %472 : f32, !llvm.ptr
              %473 = llvm.getelementptr %378[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#62, %473 : f32, !llvm.ptr
              %474 = llvm.getelementptr %378[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#63, %474 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %239 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %238 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_40 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,1,?)">
        %lay_139 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_30 = cute.crd2idx(%coord_40, %lay_139) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_141 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_41 = cute.add_offset(%iter_141, %idx_30) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_20 = cute.make_view(%tup_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_61 = cute.get_iter(%view_20) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_142 = cute.get_iter(%view_20) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_41 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,1,?)">
        %lay_140 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_31 = cute.crd2idx(%coord_41, %lay_140) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_143 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_42 = cute.add_offset(%iter_143, %idx_31) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_46 = cute.make_view(%tup_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_144 = cute.get_iter(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_145 = cute.get_iter(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_48 = cute.get_layout(%view_20) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %193 = cute.get_shape(%lay_48) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
        %e0_101, %e1_76 = cute.get_leaves(%193) : !cute.shape<"(1,2)">
        %lay_141 = cute.get_layout(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %194 = cute.get_shape(%lay_141) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_102, %e1_77 = cute.get_leaves(%194) : !cute.shape<"(1,1)">
        %lay_142 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %195 = cute.get_shape(%lay_142) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_103, %e1_78, %e2_40, %e3_25, %e4_14 = cute.get_leaves(%195) : !cute.shape<"((2,2,16),2,1)">
        %lay_143 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %196 = cute.get_shape(%lay_143) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_104, %e1_79, %e2_41, %e3_26, %e4_15 = cute.get_leaves(%196) : !cute.shape<"((2,2,16),2,1)">
        %iter_146 = cute.get_iter(%view_20) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_147 = cute.get_iter(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_148 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_149 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_144 = cute.get_layout(%view_20) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_145 = cute.get_layout(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_146 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_53 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %197 = cute.static : !cute.layout<"1:0">
        %append_17 = cute.append_to_rank<3> (%lay_144, %197) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_18 = cute.append_to_rank<3> (%lay_145, %197) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_29 = cute.size(%append_17) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
        %sz_9 = cute.size(%append_17) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
        %sz_30 = cute.size(%append_18) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %198 = cute.get_scalars(%sz_29) : !cute.int_tuple<"1">
        %199 = cute.get_scalars(%sz_9) : !cute.int_tuple<"2">
        %200 = cute.get_scalars(%sz_30) : !cute.int_tuple<"1">
        %c0_i32_12 = arith.constant 0 : i32
        %c1_i32_13 = arith.constant 1 : i32
        %201 = scf.for %arg18 = %c0_i32_12 to %198 step %c1_i32_13 iter_args(%arg19 = %423) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %238 = scf.for %arg20 = %c0_i32_12 to %199 step %c1_i32_13 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %239 = scf.for %arg22 = %c0_i32_12 to %200 step %c1_i32_13 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_37 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_38 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %240:2 = cute.get_scalars(%coord_37) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_77 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_26 = cute.crd2idx(%coord_37, %append_17) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_39 = cute.add_offset(%iter_146, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_42 = cute.make_view(%tup_39, %lay_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %241:2 = cute.get_scalars(%coord_38) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_136 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_27 = cute.crd2idx(%coord_38, %append_18) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_40 = cute.add_offset(%iter_147, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_43 = cute.make_view(%tup_40, %lay_136) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %189:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_137 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_28 = cute.crd2idx(%coord_39, %lay_146) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_19 = cute.add_offset(%iter_148, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_44 = cute.make_view(%ptr_19, %lay_137) : !memref_rmem_f32_e17b
              %210:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_138 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_29 = cute.crd2idx(%coord_39, %lay_53) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_20 = cute.add_offset(%iter_149, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_45 = cute.make_view(%ptr_20, %lay_138) : !memref_rmem_f32_e17b
              %iter_138 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_139 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_140 = cute.get_iter(%view_44) : !memref_rmem_f32_e17b
              %211 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %212 = llvm.load %211 : !llvm.ptr -> f32
              %213 = llvm.getelementptr %211[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %214 = llvm.load %213 : !llvm.ptr -> f32
              %252 = llvm.getelementptr %211[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %253 = llvm.load %252 : !llvm.ptr -> f32
              %254 = llvm.getelementptr %211[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %255 = llvm.load %254 : !llvm.ptr -> f32
              %256 = llvm.getelementptr %211[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %257 = llvm.load %256 : !llvm.ptr -> f32
              %258 = llvm.getelementptr %211[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %259 = llvm.load %258 : !llvm.ptr -> f32
              %260 = llvm.getelementptr %211[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %261 = llvm.load %260 : !llvm.ptr -> f32
              %262 = llvm.getelementptr %211[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %263 = llvm.load %262 : !llvm.ptr -> f32
              %264 = llvm.getelementptr %211[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %265 = llvm.load %264 : !llvm.ptr -> f32
              %266 = llvm.getelementptr %211[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %267 = llvm.load %266 : !llvm.ptr -> f32
              %268 = llvm.getelementptr %211[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %269 = llvm.load %268 : !llvm.ptr -> f32
              %270 = llvm.getelementptr %211[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %271 = llvm.load %270 : !llvm.ptr -> f32
              %272 = llvm.getelementptr %211[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %273 = llvm.load %272 : !llvm.ptr -> f32
              %274 = llvm.getelementptr %211[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %275 = llvm.load %274 : !llvm.ptr -> f32
              %276 = llvm.getelementptr %211[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %277 = llvm.load %276 : !llvm.ptr -> f32
              %278 = llvm.getelementptr %211[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %279 = llvm.load %278 : !llvm.ptr -> f32
              %280 = llvm.getelementptr %211[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %281 = llvm.load %280 : !llvm.ptr -> f32
              %282 = llvm.getelementptr %211[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %283 = llvm.load %282 : !llvm.ptr -> f32
              %284 = llvm.getelementptr %211[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %285 = llvm.load %284 : !llvm.ptr -> f32
              %286 = llvm.getelementptr %211[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %287 = llvm.load %286 : !llvm.ptr -> f32
              %288 = llvm.getelementptr %211[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %289 = llvm.load %288 : !llvm.ptr -> f32
              %290 = llvm.getelementptr %211[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %291 = llvm.load %290 : !llvm.ptr -> f32
              %292 = llvm.getelementptr %211[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %293 = llvm.load %292 : !llvm.ptr -> f32
              %294 = llvm.getelementptr %211[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %295 = llvm.load %294 : !llvm.ptr -> f32
              %296 = llvm.getelementptr %211[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %297 = llvm.load %296 : !llvm.ptr -> f32
              %298 = llvm.getelementptr %211[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %299 = llvm.load %298 : !llvm.ptr -> f32
              %300 = llvm.getelementptr %211[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %301 = llvm.load %300 : !llvm.ptr -> f32
              %302 = llvm.getelementptr %211[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %303 = llvm.load %302 : !llvm.ptr -> f32
              %304 = llvm.getelementptr %211[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %305 = llvm.load %304 : !llvm.ptr -> f32
              %306 = llvm.getelementptr %211[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %307 = llvm.load %306 : !llvm.ptr -> f32
              %308 = llvm.getelementptr %211[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %309 = llvm.load %308 : !llvm.ptr -> f32
              %310 = llvm.getelementptr %211[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %311 = llvm.load %310 : !llvm.ptr -> f32
              %312 = llvm.getelementptr %211[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %313 = llvm.load %312 : !llvm.ptr -> f32
              %314 = llvm.getelementptr %211[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %315 = llvm.load %314 : !llvm.ptr -> f32
              %316 = llvm.getelementptr %211[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %317 = llvm.load %316 : !llvm.ptr -> f32
              %318 = llvm.getelementptr %211[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %319 = llvm.load %318 : !llvm.ptr -> f32
              %320 = llvm.getelementptr %211[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %321 = llvm.load %320 : !llvm.ptr -> f32
              %322 = llvm.getelementptr %211[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %323 = llvm.load %322 : !llvm.ptr -> f32
              %324 = llvm.getelementptr %211[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %325 = llvm.load %324 : !llvm.ptr -> f32
              %326 = llvm.getelementptr %211[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %327 = llvm.load %326 : !llvm.ptr -> f32
              %328 = llvm.getelementptr %211[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %329 = llvm.load %328 : !llvm.ptr -> f32
              %330 = llvm.getelementptr %211[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %331 = llvm.load %330 : !llvm.ptr -> f32
              %332 = llvm.getelementptr %211[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %333 = llvm.load %332 : !llvm.ptr -> f32
              %334 = llvm.getelementptr %211[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %335 = llvm.load %334 : !llvm.ptr -> f32
              %336 = llvm.getelementptr %211[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %337 = llvm.load %336 : !llvm.ptr -> f32
              %338 = llvm.getelementptr %211[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %339 = llvm.load %338 : !llvm.ptr -> f32
              %340 = llvm.getelementptr %211[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %341 = llvm.load %340 : !llvm.ptr -> f32
              %342 = llvm.getelementptr %211[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %343 = llvm.load %342 : !llvm.ptr -> f32
              %344 = llvm.getelementptr %211[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %345 = llvm.load %344 : !llvm.ptr -> f32
              %346 = llvm.getelementptr %211[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %347 = llvm.load %346 : !llvm.ptr -> f32
              %348 = llvm.getelementptr %211[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %349 = llvm.load %348 : !llvm.ptr -> f32
              %350 = llvm.getelementptr %211[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %351 = llvm.load %350 : !llvm.ptr -> f32
              %352 = llvm.getelementptr %211[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %353 = llvm.load %352 : !llvm.ptr -> f32
              %354 = llvm.getelementptr %211[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %355 = llvm.load %354 : !llvm.ptr -> f32
              %356 = llvm.getelementptr %211[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %357 = llvm.load %356 : !llvm.ptr -> f32
              %358 = llvm.getelementptr %211[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %359 = llvm.load %358 : !llvm.ptr -> f32
              %360 = llvm.getelementptr %211[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %361 = llvm.load %360 : !llvm.ptr -> f32
              %362 = llvm.getelementptr %211[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %363 = llvm.load %362 : !llvm.ptr -> f32
              %364 = llvm.getelementptr %211[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %365 = llvm.load %364 : !llvm.ptr -> f32
              %366 = llvm.getelementptr %211[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %367 = llvm.load %366 : !llvm.ptr -> f32
              %368 = llvm.getelementptr %211[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %369 = llvm.load %368 : !llvm.ptr -> f32
              %370 = llvm.getelementptr %211[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %371 = llvm.load %370 : !llvm.ptr -> f32
              %372 = llvm.getelementptr %211[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %373 = llvm.load %372 : !llvm.ptr -> f32
              %374 = llvm.getelementptr %211[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %375 = llvm.load %374 : !llvm.ptr -> f32
              %376 = cute_nvgpu.atom.get_value(%arg23 : !mma_bf16_bf16_f32_64x128x16_f885) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
              %377:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %iter_138 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_139 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%212, %214, %253, %255, %257, %259, %261, %263, %265, %267, %269, %271, %273, %275, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303, %305, %307, %309, %311, %313, %315, %317, %319, %321, %323, %325, %327, %329, %331, %333, %335, %337, %339, %341, %343, %345, %347, %349, %351, %353, %355, %357, %359, %361, %363, %365, %367, %369, %371, %373, %375], accum = %376 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
              %378 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %377#0, %378 : f32, !llvm.ptr
              %379 = llvm.getelementptr %378[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#1, %379 : f32, !llvm.ptr
              %380 = llvm.getelementptr %378[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#2, %380 : f32, !llvm.ptr
              %381 = llvm.getelementptr %378[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#3, %381 : f32, !llvm.ptr
              %382 = llvm.getelementptr %378[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#4, %382 : f32, !llvm.ptr
              %383 = llvm.getelementptr %378[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#5, %383 : f32, !llvm.ptr
              %384 = llvm.getelementptr %378[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#6, %384 : f32, !llvm.ptr
              %385 = llvm.getelementptr %378[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#7, %385 : f32, !llvm.ptr
              %386 = llvm.getelementptr %378[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#8, %386 : f32, !llvm.ptr
              %387 = llvm.getelementptr %378[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#9, %387 : f32, !llvm.ptr
              %388 = llvm.getelementptr %378[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#10, %388 : f32, !llvm.ptr
              %389 = llvm.getelementptr %378[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#11, %389 : f32, !llvm.ptr
              %390 = llvm.getelementptr %378[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#12, %390 : f32, !llvm.ptr
              %391 = llvm.getelementptr %378[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#13, %391 : f32, !llvm.ptr
              %392 = llvm.getelementptr %378[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#14, %392 : f32, !llvm.ptr
              %426 = llvm.getelementptr %378[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#15, %426 : f32, !llvm.ptr
              %427 = llvm.getelementptr %378[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#16, %427 : f32, !llvm.ptr
              %428 = llvm.getelementptr %378[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#17, %428 : f32, !llvm.ptr
              %429 = llvm.getelementptr %378[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#18, %429 : f32, !llvm.ptr
              %430 = llvm.getelementptr %378[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#19, %430 : f32, !llvm.ptr
              %431 = llvm.getelementptr %378[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#20, %431 : f32, !llvm.ptr
              %432 = llvm.getelementptr %378[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#21, %432 : f32, !llvm.ptr
              %433 = llvm.getelementptr %378[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#22, %433 : f32, !llvm.ptr
              %434 = llvm.getelementptr %378[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#23, %434 : f32, !llvm.ptr
              %435 = llvm.getelementptr %378[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#24, %435 : f32, !llvm.ptr
              %436 = llvm.getelementptr %378[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#25, %436 : f32, !llvm.ptr
              %437 = llvm.getelementptr %378[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#26, %437 : f32, !llvm.ptr
              %438 = llvm.getelementptr %378[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#27, %438 : f32, !llvm.ptr
              %439 = llvm.getelementptr %378[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#28, %439 : f32, !llvm.ptr
              %440 = llvm.getelementptr %378[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#29, %440 : f32, !llvm.ptr
              %441 = llvm.getelementptr %378[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#30, %441 : f32, !llvm.ptr
              %442 = llvm.getelementptr %378[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#31, %442 : f32, !llvm.ptr
              %443 = llvm.getelementptr %378[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#32, %443 : f32, !llvm.ptr
              %444 = llvm.getelementptr %378[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#33, %444 : f32, !llvm.ptr
              %445 = llvm.getelementptr %378[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#34, %445 : f32, !llvm.ptr
              %446 = llvm.getelementptr %378[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#35, %446 : f32, !llvm.ptr
              %447 = llvm.getelementptr %378[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#36, %447 : f32, !llvm.ptr
              %448 = llvm.getelementptr %378[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#37, %448 : f32, !llvm.ptr
              %449 = llvm.getelementptr %378[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#38, %449 : f32, !llvm.ptr
              %450 = llvm.getelementptr %378[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#39, %450 : f32, !llvm.ptr
              %451 = llvm.getelementptr %378[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#40, %451 : f32, !llvm.ptr
              %452 = llvm.getelementptr %378[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#41, %452 : f32, !llvm.ptr
              %453 = llvm.getelementptr %378[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#42, %453 : f32, !llvm.ptr
              %454 = llvm.getelementptr %378[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#43, %454 : f32, !llvm.ptr
              %455 = llvm.getelementptr %378[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#44, %455 : f32, !llvm.ptr
              %456 = llvm.getelementptr %378[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#45, %456 : f32, !llvm.ptr
              %457 = llvm.getelementptr %378[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#46, %457 : f32, !llvm.ptr
              %458 = llvm.getelementptr %378[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#47, %458 : f32, !llvm.ptr
              %459 = llvm.getelementptr %378[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#48, %459 : f32, !llvm.ptr
              %460 = llvm.getelementptr %378[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#49, %460 : f32, !llvm.ptr
              %461 = llvm.getelementptr %378[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#50, %461 : f32, !llvm.ptr
              %462 = llvm.getelementptr %378[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#51, %462 : f32, !llvm.ptr
              %463 = llvm.getelementptr %378[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#52, %463 : f32, !llvm.ptr
              %464 = llvm.getelementptr %378[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#53, %464 : f32, !llvm.ptr
              %465 = llvm.getelementptr %378[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#54, %465 : f32, !llvm.ptr
              %466 = llvm.getelementptr %378[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#55, %466 : f32, !llvm.ptr
              %467 = llvm.getelementptr %378[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#56, %467 : f32, !llvm.ptr
              %468 = llvm.getelementptr %378[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#57, %468 : f32, !llvm.ptr
              %469 = llvm.getelementptr %378[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#58, %469 : f32, !llvm.ptr
              %470 = llvm.getelementptr %378[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#59, %470 : f32, !llvm.ptr
              %471 = llvm.getelementptr %378[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#60, %471 : f32, !llvm.ptr
              %472 = llvm.getelementptr %378[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#61, %472 : f32, !llvm.ptr
              %473 = llvm.getelementptr %378[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#62, %473 : f32, !llvm.ptr
              %474 = llvm.getelementptr %378[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#63, %474 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %239 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %238 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_42 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,2,?)">
        %lay_147 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_32 = cute.crd2idx(%coord_42, %lay_147) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
        %iter_67 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_43 = cute.add_offset(%iter_67, %idx_32) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
        %view_47 = cute.make_view(%tup_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_150 = cute.get_iter(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_151 = cute.get_iter(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_43 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,2,?)">
        %lay_58 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_33 = cute.crd2idx(%coord_43, %lay_58) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
        %iter_152 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_44 = cute.add_offset(%iter_152, %idx_33) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
        %view_48 = cute.make_view(%tup_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_153 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_154 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_148 = cute.get_layout(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %202 = cute.get_shape(%lay_148) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
        %e0_105, %e1_80 = cute.get_leaves(%202) : !cute.shape<"(1,2)">
        %lay_149 = cute.get_layout(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %203 = cute.get_shape(%lay_149) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_106, %e1_81 = cute.get_leaves(%203) : !cute.shape<"(1,1)">
        %lay_150 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %204 = cute.get_shape(%lay_150) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_107, %e1_82, %e2_42, %e3_27, %e4_16 = cute.get_leaves(%204) : !cute.shape<"((2,2,16),2,1)">
        %lay_151 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %205 = cute.get_shape(%lay_151) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_108, %e1_83, %e2_43, %e3_28, %e4_17 = cute.get_leaves(%205) : !cute.shape<"((2,2,16),2,1)">
        %iter_75 = cute.get_iter(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_76 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_155 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_156 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_152 = cute.get_layout(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_153 = cute.get_layout(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_65 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_154 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %206 = cute.static : !cute.layout<"1:0">
        %append_19 = cute.append_to_rank<3> (%lay_152, %206) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_20 = cute.append_to_rank<3> (%lay_153, %206) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_31 = cute.size(%append_19) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
        %sz_32 = cute.size(%append_19) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
        %sz_33 = cute.size(%append_20) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %207 = cute.get_scalars(%sz_31) : !cute.int_tuple<"1">
        %208 = cute.get_scalars(%sz_32) : !cute.int_tuple<"2">
        %209 = cute.get_scalars(%sz_33) : !cute.int_tuple<"1">
        %c0_i32_13 = arith.constant 0 : i32
        %c1_i32_14 = arith.constant 1 : i32
        %215 = scf.for %arg18 = %c0_i32_13 to %207 step %c1_i32_14 iter_args(%arg19 = %423) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %238 = scf.for %arg20 = %c0_i32_13 to %208 step %c1_i32_14 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %239 = scf.for %arg22 = %c0_i32_13 to %209 step %c1_i32_14 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_37 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_38 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %240:2 = cute.get_scalars(%coord_37) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_77 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_26 = cute.crd2idx(%coord_37, %append_19) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_39 = cute.add_offset(%iter_75, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_42 = cute.make_view(%tup_39, %lay_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %241:2 = cute.get_scalars(%coord_38) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_136 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_27 = cute.crd2idx(%coord_38, %append_20) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_40 = cute.add_offset(%iter_76, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_43 = cute.make_view(%tup_40, %lay_136) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %189:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_137 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_28 = cute.crd2idx(%coord_39, %lay_65) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_19 = cute.add_offset(%iter_155, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_44 = cute.make_view(%ptr_19, %lay_137) : !memref_rmem_f32_e17b
              %210:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_138 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_29 = cute.crd2idx(%coord_39, %lay_154) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_20 = cute.add_offset(%iter_156, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_45 = cute.make_view(%ptr_20, %lay_138) : !memref_rmem_f32_e17b
              %iter_138 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_139 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_140 = cute.get_iter(%view_44) : !memref_rmem_f32_e17b
              %211 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %212 = llvm.load %211 : !llvm.ptr -> f32
              %213 = llvm.getelementptr %211[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %214 = llvm.load %213 : !llvm.ptr -> f32
              %252 = llvm.getelementptr %211[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %253 = llvm.load %252 : !llvm.ptr -> f32
              %254 = llvm.getelementptr %211[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %255 = llvm.load %254 : !llvm.ptr -> f32
              %256 = llvm.getelementptr %211[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %257 = llvm.load %256 : !llvm.ptr -> f32
              %258 = llvm.getelementptr %211[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %259 = llvm.load %258 : !llvm.ptr -> f32
              %260 = llvm.getelementptr %211[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %261 = llvm.load %260 : !llvm.ptr -> f32
              %262 = llvm.getelementptr %211[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %263 = llvm.load %262 : !llvm.ptr -> f32
              %264 = llvm.getelementptr %211[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %265 = llvm.load %264 : !llvm.ptr -> f32
              %266 = llvm.getelementptr %211[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %267 = llvm.load %266 : !llvm.ptr -> f32
              %268 = llvm.getelementptr %211[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %269 = llvm.load %268 : !llvm.ptr -> f32
              %270 = llvm.getelementptr %211[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %271 = llvm.load %270 : !llvm.ptr -> f32
              %272 = llvm.getelementptr %211[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %273 = llvm.load %272 : !llvm.ptr -> f32
              %274 = llvm.getelementptr %211[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %275 = llvm.load %274 : !llvm.ptr -> f32
              %276 = llvm.getelementptr %211[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %277 = llvm.load %276 : !llvm.ptr -> f32
              %278 = llvm.getelementptr %211[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %279 = llvm.load %278 : !llvm.ptr -> f32
              %280 = llvm.getelementptr %211[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %281 = llvm.load %280 : !llvm.ptr -> f32
              %282 = llvm.getelementptr %211[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %283 = llvm.load %282 : !llvm.ptr -> f32
              %284 = llvm.getelementptr %211[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %285 = llvm.load %284 : !llvm.ptr -> f32
              %286 = llvm.getelementptr %211[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %287 = llvm.load %286 : !llvm.ptr -> f32
              %288 = llvm.getelementptr %211[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %289 = llvm.load %288 : !llvm.ptr -> f32
              %290 = llvm.getelementptr %211[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %291 = llvm.load %290 : !llvm.ptr -> f32
              %292 = llvm.getelementptr %211[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %293 = llvm.load %292 : !llvm.ptr -> f32
              %294 = llvm.getelementptr %211[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %295 = llvm.load %294 : !llvm.ptr -> f32
              %296 = llvm.getelementptr %211[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %297 = llvm.load %296 : !llvm.ptr -> f32
              %298 = llvm.getelementptr %211[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %299 = llvm.load %298 : !llvm.ptr -> f32
              %300 = llvm.getelementptr %211[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %301 = llvm.load %300 : !llvm.ptr -> f32
              %302 = llvm.getelementptr %211[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %303 = llvm.load %302 : !llvm.ptr -> f32
              %304 = llvm.getelementptr %211[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %305 = llvm.load %304 : !llvm.ptr -> f32
              %306 = llvm.getelementptr %211[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %307 = llvm.load %306 : !llvm.ptr -> f32
              %308 = llvm.getelementptr %211[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %309 = llvm.load %308 : !llvm.ptr -> f32
              %310 = llvm.getelementptr %211[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %311 = llvm.load %310 : !llvm.ptr -> f32
              %312 = llvm.getelementptr %211[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %313 = llvm.load %312 : !llvm.ptr -> f32
              %314 = llvm.getelementptr %211[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %315 = llvm.load %314 : !llvm.ptr -> f32
              %316 = llvm.getelementptr %211[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %317 = llvm.load %316 : !llvm.ptr -> f32
              %318 = llvm.getelementptr %211[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %319 = llvm.load %318 : !llvm.ptr -> f32
              %320 = llvm.getelementptr %211[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %321 = llvm.load %320 : !llvm.ptr -> f32
              %322 = llvm.getelementptr %211[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %323 = llvm.load %322 : !llvm.ptr -> f32
              %324 = llvm.getelementptr %211[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %325 = llvm.load %324 : !llvm.ptr -> f32
              %326 = llvm.getelementptr %211[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %327 = llvm.load %326 : !llvm.ptr -> f32
              %328 = llvm.getelementptr %211[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %329 = llvm.load %328 : !llvm.ptr -> f32
              %330 = llvm.getelementptr %211[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %331 = llvm.load %330 : !llvm.ptr -> f32
              %332 = llvm.getelementptr %211[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %333 = llvm.load %332 : !llvm.ptr -> f32
              %334 = llvm.getelementptr %211[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %335 = llvm.load %334 : !llvm.ptr -> f32
              %336 = llvm.getelementptr %211[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %337 = llvm.load %336 : !llvm.ptr -> f32
              %338 = llvm.getelementptr %211[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %339 = llvm.load %338 : !llvm.ptr -> f32
              %340 = llvm.getelementptr %211[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %341 = llvm.load %340 : !llvm.ptr -> f32
              %342 = llvm.getelementptr %211[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %343 = llvm.load %342 : !llvm.ptr -> f32
              %344 = llvm.getelementptr %211[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %345 = llvm.load %344 : !llvm.ptr -> f32
              %346 = llvm.getelementptr %211[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %347 = llvm.load %346 : !llvm.ptr -> f32
              %348 = llvm.getelementptr %211[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %349 = llvm.load %348 : !llvm.ptr -> f32
              %350 = llvm.getelementptr %211[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %351 = llvm.load %350 : !llvm.ptr -> f32
              %352 = llvm.getelementptr %211[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %353 = llvm.load %352 : !llvm.ptr -> f32
              %354 = llvm.getelementptr %211[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %355 = llvm.load %354 : !llvm.ptr -> f32
              %356 = llvm.getelementptr %211[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %357 = llvm.load %356 : !llvm.ptr -> f32
              %358 = llvm.getelementptr %211[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %359 = llvm.load %358 : !llvm.ptr -> f32
              %360 = llvm.getelementptr %211[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %361 = llvm.load %360 : !llvm.ptr -> f32
              %362 = llvm.getelementptr %211[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %363 = llvm.load %362 : !llvm.ptr -> f32
              %364 = llvm.getelementptr %211[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %365 = llvm.load %364 : !llvm.ptr -> f32
              %366 = llvm.getelementptr %211[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %367 = llvm.load %366 : !llvm.ptr -> f32
              %368 = llvm.getelementptr %211[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %369 = llvm.load %368 : !llvm.ptr -> f32
              %370 = llvm.getelementptr %211[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %371 = llvm.load %370 : !llvm.ptr -> f32
              %372 = llvm.getelementptr %211[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %373 = llvm.load %372 : !llvm.ptr -> f32
              %374 = llvm.getelementptr %211[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %375 = llvm.load %374 : !llvm.ptr -> f32
              %376 = cute_nvgpu.atom.get_value(%arg23 : !mma_bf16_bf16_f32_64x128x16_f885) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
              %377:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %iter_138 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_139 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%212, %214, %253, %255, %257, %259, %261, %263, %265, %267, %269, %271, %273, %275, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303, %305, %307, %309, %311, %313, %315, %317, %319, %321, %323, %325, %327, %329, %331, %333, %335, %337, %339, %341, %343, %345, %347, %349, %351, %353, %355, %357, %359, %361, %363, %365, %367, %369, %371, %373, %375], accum = %376 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
              %378 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %377#0, %378 : f32, !llvm.ptr
              %379 = llvm.getelementptr %378[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#1, %379 : f32, !llvm.ptr
              %380 = llvm.getelementptr %378[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#2, %380 : f32, !llvm.ptr
              %381 = llvm.getelementptr %378[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#3, %381 : f32, !llvm.ptr
              %382 = llvm.getelementptr %378[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#4, %382 : f32, !llvm.ptr
              %383 = llvm.getelementptr %378[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#5, %383 : f32, !llvm.ptr
              %384 = llvm.getelementptr %378[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#6, %384 : f32, !llvm.ptr
              %385 = llvm.getelementptr %378[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#7, %385 : f32, !llvm.ptr
              %386 = llvm.getelementptr %378[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#8, %386 : f32, !llvm.ptr
              %387 = llvm.getelementptr %378[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#9, %387 : f32, !llvm.ptr
              %388 = llvm.getelementptr %378[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#10, %388 : f32, !llvm.ptr
              %389 = llvm.getelementptr %378[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#11, %389 : f32, !llvm.ptr
              %390 = llvm.getelementptr %378[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#12, %390 : f32, !llvm.ptr
              %391 = llvm.getelementptr %378[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#13, %391 : f32, !llvm.ptr
              %392 = llvm.getelementptr %378[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#14, %392 : f32, !llvm.ptr
              %426 = llvm.getelementptr %378[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#15, %426 : f32, !llvm.ptr
              %427 = llvm.getelementptr %378[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#16, %427 : f32, !llvm.ptr
              %428 = llvm.getelementptr %378[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#17, %428 : f32, !llvm.ptr
              %429 = llvm.getelementptr %378[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#18, %429 : f32, !llvm.ptr
              %430 = llvm.getelementptr %378[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#19, %430 : f32, !llvm.ptr
              %431 = llvm.getelementptr %378[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#20, %431 : f32, !llvm.ptr
              %432 = llvm.getelementptr %378[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#21, %432 : f32, !llvm.ptr
              %433 = llvm.getelementptr %378[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#22, %433 : f32, !llvm.ptr
              %434 = llvm.getelementptr %378[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#23, %434 : f32, !llvm.ptr
              %435 = llvm.getelementptr %378[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#24, %435 : f32, !llvm.ptr
              %436 = llvm.getelementptr %378[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#25, %436 : f32, !llvm.ptr
              %437 = llvm.getelementptr %378[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#26, %437 : f32, !llvm.ptr
              %438 = llvm.getelementptr %378[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#27, %438 : f32, !llvm.ptr
              %439 = llvm.getelementptr %378[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#28, %439 : f32, !llvm.ptr
              %440 = llvm.getelementptr %378[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#29, %440 : f32, !llvm.ptr
              %441 = llvm.getelementptr %378[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#30, %441 : f32, !llvm.ptr
              %442 = llvm.getelementptr %378[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#31, %442 : f32, !llvm.ptr
              %443 = llvm.getelementptr %378[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#32, %443 : f32, !llvm.ptr
              %444 = llvm.getelementptr %378[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#33, %444 : f32, !llvm.ptr
              %445 = llvm.getelementptr %378[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#34, %445 : f32, !llvm.ptr
              %446 = llvm.getelementptr %378[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#35, %446 : f32, !llvm.ptr
              %447 = llvm.getelementptr %378[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#36, %447 : f32, !llvm.ptr
              %448 = llvm.getelementptr %378[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#37, %448 : f32, !llvm.ptr
              %449 = llvm.getelementptr %378[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#38, %449 : f32, !llvm.ptr
              %450 = llvm.getelementptr %378[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#39, %450 : f32, !llvm.ptr
              %451 = llvm.getelementptr %378[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#40, %451 : f32, !llvm.ptr
              %452 = llvm.getelementptr %378[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#41, %452 : f32, !llvm.ptr
              %453 = llvm.getelementptr %378[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#42, %453 : f32, !llvm.ptr
              %454 = llvm.getelementptr %378[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#43, %454 : f32, !llvm.ptr
              %455 = llvm.getelementptr %378[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#44, %455 : f32, !llvm.ptr
              %456 = llvm.getelementptr %378[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#45, %456 : f32, !llvm.ptr
              %457 = llvm.getelementptr %378[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#46, %457 : f32, !llvm.ptr
              %458 = llvm.getelementptr %378[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#47, %458 : f32, !llvm.ptr
              %459 = llvm.getelementptr %378[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#48, %459 : f32, !llvm.ptr
              %460 = llvm.getelementptr %378[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#49, %460 : f32, !llvm.ptr
              %461 = llvm.getelementptr %378[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#50, %461 : f32, !llvm.ptr
              %462 = llvm.getelementptr %378[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#51, %462 : f32, !llvm.ptr
              %463 = llvm.getelementptr %378[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#52, %463 : f32, !llvm.ptr
              %464 = llvm.getelementptr %378[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#53, %464 : f32, !llvm.ptr
              %465 = llvm.getelementptr %378[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#54, %465 : f32, !llvm.ptr
              %466 = llvm.getelementptr %378[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#55, %466 : f32, !llvm.ptr
              %467 = llvm.getelementptr %378[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#56, %467 : f32, !llvm.ptr
              %468 = llvm.getelementptr %378[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#57, %468 : f32, !llvm.ptr
              %469 = llvm.getelementptr %378[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#58, %469 : f32, !llvm.ptr
              %470 = llvm.getelementptr %378[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#59, %470 : f32, !llvm.ptr
              %471 = llvm.getelementptr %378[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#60, %471 : f32, !llvm.ptr
              %472 = llvm.getelementptr %378[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#61, %472 : f32, !llvm.ptr
              %473 = llvm.getelementptr %378[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#62, %473 : f32, !llvm.ptr
              %474 = llvm.getelementptr %378[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#63, %474 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %239 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %238 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_44 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,3,?)">
        %lay_155 = cute.get_layout(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_34 = cute.crd2idx(%coord_44, %lay_155) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_157 = cute.get_iter(%view_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_45 = cute.add_offset(%iter_157, %idx_34) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_49 = cute.make_view(%tup_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_158 = cute.get_iter(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_159 = cute.get_iter(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_45 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,3,?)">
        %lay_156 = cute.get_layout(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_35 = cute.crd2idx(%coord_45, %lay_156) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_160 = cute.get_iter(%view_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_46 = cute.add_offset(%iter_160, %idx_35) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_50 = cute.make_view(%tup_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_161 = cute.get_iter(%view_50) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_78 = cute.get_iter(%view_50) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_157 = cute.get_layout(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %216 = cute.get_shape(%lay_157) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
        %e0_109, %e1_84 = cute.get_leaves(%216) : !cute.shape<"(1,2)">
        %lay_158 = cute.get_layout(%view_50) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %217 = cute.get_shape(%lay_158) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_110, %e1_85 = cute.get_leaves(%217) : !cute.shape<"(1,1)">
        %lay_159 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %218 = cute.get_shape(%lay_159) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_73, %e1_50, %e2_44, %e3_29, %e4_18 = cute.get_leaves(%218) : !cute.shape<"((2,2,16),2,1)">
        %lay_160 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %219 = cute.get_shape(%lay_160) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_111, %e1_86, %e2_45, %e3_30, %e4_19 = cute.get_leaves(%219) : !cute.shape<"((2,2,16),2,1)">
        %iter_162 = cute.get_iter(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_163 = cute.get_iter(%view_50) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_164 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_165 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_161 = cute.get_layout(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_162 = cute.get_layout(%view_50) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_163 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_164 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %220 = cute.static : !cute.layout<"1:0">
        %append_21 = cute.append_to_rank<3> (%lay_161, %220) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_22 = cute.append_to_rank<3> (%lay_162, %220) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_34 = cute.size(%append_21) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
        %sz_35 = cute.size(%append_21) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
        %sz_36 = cute.size(%append_22) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %221 = cute.get_scalars(%sz_34) : !cute.int_tuple<"1">
        %222 = cute.get_scalars(%sz_35) : !cute.int_tuple<"2">
        %223 = cute.get_scalars(%sz_36) : !cute.int_tuple<"1">
        %c0_i32_14 = arith.constant 0 : i32
        %c1_i32_15 = arith.constant 1 : i32
        %224 = scf.for %arg18 = %c0_i32_14 to %221 step %c1_i32_15 iter_args(%arg19 = %423) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %238 = scf.for %arg20 = %c0_i32_14 to %222 step %c1_i32_15 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %239 = scf.for %arg22 = %c0_i32_14 to %223 step %c1_i32_15 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_37 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_38 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %240:2 = cute.get_scalars(%coord_37) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_77 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_26 = cute.crd2idx(%coord_37, %append_21) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_39 = cute.add_offset(%iter_162, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_42 = cute.make_view(%tup_39, %lay_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %241:2 = cute.get_scalars(%coord_38) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_136 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_27 = cute.crd2idx(%coord_38, %append_22) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_40 = cute.add_offset(%iter_163, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_43 = cute.make_view(%tup_40, %lay_136) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %189:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_137 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_28 = cute.crd2idx(%coord_39, %lay_163) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_19 = cute.add_offset(%iter_164, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_44 = cute.make_view(%ptr_19, %lay_137) : !memref_rmem_f32_e17b
              %210:2 = cute.get_scalars(%coord_39) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_138 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_29 = cute.crd2idx(%coord_39, %lay_164) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_20 = cute.add_offset(%iter_165, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_45 = cute.make_view(%ptr_20, %lay_138) : !memref_rmem_f32_e17b
              %iter_138 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_139 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %iter_140 = cute.get_iter(%view_44) : !memref_rmem_f32_e17b
              %211 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %212 = llvm.load %211 : !llvm.ptr -> f32
              %213 = llvm.getelementptr %211[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %214 = llvm.load %213 : !llvm.ptr -> f32
              %252 = llvm.getelementptr %211[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %253 = llvm.load %252 : !llvm.ptr -> f32
              %254 = llvm.getelementptr %211[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %255 = llvm.load %254 : !llvm.ptr -> f32
              %256 = llvm.getelementptr %211[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %257 = llvm.load %256 : !llvm.ptr -> f32
              %258 = llvm.getelementptr %211[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %259 = llvm.load %258 : !llvm.ptr -> f32
              %260 = llvm.getelementptr %211[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %261 = llvm.load %260 : !llvm.ptr -> f32
              %262 = llvm.getelementptr %211[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %263 = llvm.load %262 : !llvm.ptr -> f32
              %264 = llvm.getelementptr %211[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %265 = llvm.load %264 : !llvm.ptr -> f32
              %266 = llvm.getelementptr %211[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %267 = llvm.load %266 : !llvm.ptr -> f32
              %268 = llvm.getelementptr %211[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %269 = llvm.load %268 : !llvm.ptr -> f32
              %270 = llvm.getelementptr %211[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %271 = llvm.load %270 : !llvm.ptr -> f32
              %272 = llvm.getelementptr %211[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %273 = llvm.load %272 : !llvm.ptr -> f32
              %274 = llvm.getelementptr %211[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %275 = llvm.load %274 : !llvm.ptr -> f32
              %276 = llvm.getelementptr %211[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %277 = llvm.load %276 : !llvm.ptr -> f32
              %278 = llvm.getelementptr %211[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %279 = llvm.load %278 : !llvm.ptr -> f32
              %280 = llvm.getelementptr %211[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %281 = llvm.load %280 : !llvm.ptr -> f32
              %282 = llvm.getelementptr %211[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %283 = llvm.load %282 : !llvm.ptr -> f32
              %284 = llvm.getelementptr %211[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %285 = llvm.load %284 : !llvm.ptr -> f32
              %286 = llvm.getelementptr %211[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %287 = llvm.load %286 : !llvm.ptr -> f32
              %288 = llvm.getelementptr %211[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %289 = llvm.load %288 : !llvm.ptr -> f32
              %290 = llvm.getelementptr %211[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %291 = llvm.load %290 : !llvm.ptr -> f32
              %292 = llvm.getelementptr %211[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %293 = llvm.load %292 : !llvm.ptr -> f32
              %294 = llvm.getelementptr %211[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %295 = llvm.load %294 : !llvm.ptr -> f32
              %296 = llvm.getelementptr %211[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %297 = llvm.load %296 : !llvm.ptr -> f32
              %298 = llvm.getelementptr %211[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %299 = llvm.load %298 : !llvm.ptr -> f32
              %300 = llvm.getelementptr %211[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %301 = llvm.load %300 : !llvm.ptr -> f32
              %302 = llvm.getelementptr %211[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %303 = llvm.load %302 : !llvm.ptr -> f32
              %304 = llvm.getelementptr %211[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %305 = llvm.load %304 : !llvm.ptr -> f32
              %306 = llvm.getelementptr %211[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %307 = llvm.load %306 : !llvm.ptr -> f32
              %308 = llvm.getelementptr %211[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %309 = llvm.load %308 : !llvm.ptr -> f32
              %310 = llvm.getelementptr %211[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %311 = llvm.load %310 : !llvm.ptr -> f32
              %312 = llvm.getelementptr %211[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %313 = llvm.load %312 : !llvm.ptr -> f32
              %314 = llvm.getelementptr %211[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %315 = llvm.load %314 : !llvm.ptr -> f32
              %316 = llvm.getelementptr %211[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %317 = llvm.load %316 : !llvm.ptr -> f32
              %318 = llvm.getelementptr %211[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %319 = llvm.load %318 : !llvm.ptr -> f32
              %320 = llvm.getelementptr %211[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %321 = llvm.load %320 : !llvm.ptr -> f32
              %322 = llvm.getelementptr %211[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %323 = llvm.load %322 : !llvm.ptr -> f32
              %324 = llvm.getelementptr %211[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %325 = llvm.load %324 : !llvm.ptr -> f32
              %326 = llvm.getelementptr %211[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %327 = llvm.load %326 : !llvm.ptr -> f32
              %328 = llvm.getelementptr %211[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %329 = llvm.load %328 : !llvm.ptr -> f32
              %330 = llvm.getelementptr %211[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %331 = llvm.load %330 : !llvm.ptr -> f32
              %332 = llvm.getelementptr %211[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %333 = llvm.load %332 : !llvm.ptr -> f32
              %334 = llvm.getelementptr %211[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %335 = llvm.load %334 : !llvm.ptr -> f32
              %336 = llvm.getelementptr %211[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %337 = llvm.load %336 : !llvm.ptr -> f32
              %338 = llvm.getelementptr %211[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %339 = llvm.load %338 : !llvm.ptr -> f32
              %340 = llvm.getelementptr %211[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %341 = llvm.load %340 : !llvm.ptr -> f32
              %342 = llvm.getelementptr %211[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %343 = llvm.load %342 : !llvm.ptr -> f32
              %344 = llvm.getelementptr %211[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %345 = llvm.load %344 : !llvm.ptr -> f32
              %346 = llvm.getelementptr %211[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %347 = llvm.load %346 : !llvm.ptr -> f32
              %348 = llvm.getelementptr %211[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %349 = llvm.load %348 : !llvm.ptr -> f32
              %350 = llvm.getelementptr %211[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %351 = llvm.load %350 : !llvm.ptr -> f32
              %352 = llvm.getelementptr %211[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %353 = llvm.load %352 : !llvm.ptr -> f32
              %354 = llvm.getelementptr %211[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %355 = llvm.load %354 : !llvm.ptr -> f32
              %356 = llvm.getelementptr %211[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %357 = llvm.load %356 : !llvm.ptr -> f32
              %358 = llvm.getelementptr %211[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %359 = llvm.load %358 : !llvm.ptr -> f32
              %360 = llvm.getelementptr %211[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %361 = llvm.load %360 : !llvm.ptr -> f32
              %362 = llvm.getelementptr %211[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %363 = llvm.load %362 : !llvm.ptr -> f32
              %364 = llvm.getelementptr %211[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %365 = llvm.load %364 : !llvm.ptr -> f32
              %366 = llvm.getelementptr %211[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %367 = llvm.load %366 : !llvm.ptr -> f32
              %368 = llvm.getelementptr %211[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %369 = llvm.load %368 : !llvm.ptr -> f32
              %370 = llvm.getelementptr %211[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %371 = llvm.load %370 : !llvm.ptr -> f32
              %372 = llvm.getelementptr %211[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %373 = llvm.load %372 : !llvm.ptr -> f32
              %374 = llvm.getelementptr %211[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %375 = llvm.load %374 : !llvm.ptr -> f32
              %376 = cute_nvgpu.atom.get_value(%arg23 : !mma_bf16_bf16_f32_64x128x16_f885) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
              %377:64 = cute_nvgpu.arch.mma.SM90(shapeMNK = "(64,128,16)", A = %iter_138 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], B = %iter_139 : [!cute_nvgpu.smem_desc, bf16, #cute_nvgpu.major<k>], C[%212, %214, %253, %255, %257, %259, %261, %263, %265, %267, %269, %271, %273, %275, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303, %305, %307, %309, %311, %313, %315, %317, %319, %321, %323, %325, %327, %329, %331, %333, %335, %337, %339, %341, %343, %345, %347, %349, %351, %353, %355, %357, %359, %361, %363, %365, %367, %369, %371, %373, %375], accum = %376 : i1)
< {cd_type = f32, operandSegmentSizes = array<i32: 1, 1, 64, 1>}> :(!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc, f32, i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
              %378 = builtin.unrealized_conversion_cast %iter_140 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %377#0, %378 : f32, !llvm.ptr
              %379 = llvm.getelementptr %378[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#1, %379 : f32, !llvm.ptr
              %380 = llvm.getelementptr %378[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#2, %380 : f32, !llvm.ptr
              %381 = llvm.getelementptr %378[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#3, %381 : f32, !llvm.ptr
              %382 = llvm.getelementptr %378[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#4, %382 : f32, !llvm.ptr
              %383 = llvm.getelementptr %378[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#5, %383 : f32, !llvm.ptr
              %384 = llvm.getelementptr %378[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#6, %384 : f32, !llvm.ptr
              %385 = llvm.getelementptr %378[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#7, %385 : f32, !llvm.ptr
              %386 = llvm.getelementptr %378[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#8, %386 : f32, !llvm.ptr
              %387 = llvm.getelementptr %378[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#9, %387 : f32, !llvm.ptr
              %388 = llvm.getelementptr %378[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#10, %388 : f32, !llvm.ptr
              %389 = llvm.getelementptr %378[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#11, %389 : f32, !llvm.ptr
              %390 = llvm.getelementptr %378[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#12, %390 : f32, !llvm.ptr
              %391 = llvm.getelementptr %378[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#13, %391 : f32, !llvm.ptr
              %392 = llvm.getelementptr %378[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#14, %392 : f32, !llvm.ptr
              %426 = llvm.getelementptr %378[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#15, %426 : f32, !llvm.ptr
              %427 = llvm.getelementptr %378[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#16, %427 : f32, !llvm.ptr
              %428 = llvm.getelementptr %378[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#17, %428 : f32, !llvm.ptr
              %429 = llvm.getelementptr %378[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#18, %429 : f32, !llvm.ptr
              %430 = llvm.getelementptr %378[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#19, %430 : f32, !llvm.ptr
              %431 = llvm.getelementptr %378[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#20, %431 : f32, !llvm.ptr
              %432 = llvm.getelementptr %378[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#21, %432 : f32, !llvm.ptr
              %433 = llvm.getelementptr %378[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#22, %433 : f32, !llvm.ptr
              %434 = llvm.getelementptr %378[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#23, %434 : f32, !llvm.ptr
              %435 = llvm.getelementptr %378[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#24, %435 : f32, !llvm.ptr
              %436 = llvm.getelementptr %378[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#25, %436 : f32, !llvm.ptr
              %437 = llvm.getelementptr %378[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#26, %437 : f32, !llvm.ptr
              %438 = llvm.getelementptr %378[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#27, %438 : f32, !llvm.ptr
              %439 = llvm.getelementptr %378[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#28, %439 : f32, !llvm.ptr
              %440 = llvm.getelementptr %378[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#29, %440 : f32, !llvm.ptr
              %441 = llvm.getelementptr %378[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#30, %441 : f32, !llvm.ptr
              %442 = llvm.getelementptr %378[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#31, %442 : f32, !llvm.ptr
              %443 = llvm.getelementptr %378[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#32, %443 : f32, !llvm.ptr
              %444 = llvm.getelementptr %378[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#33, %444 : f32, !llvm.ptr
              %445 = llvm.getelementptr %378[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#34, %445 : f32, !llvm.ptr
              %446 = llvm.getelementptr %378[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#35, %446 : f32, !llvm.ptr
              %447 = llvm.getelementptr %378[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#36, %447 : f32, !llvm.ptr
              %448 = llvm.getelementptr %378[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#37, %448 : f32, !llvm.ptr
              %449 = llvm.getelementptr %378[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#38, %449 : f32, !llvm.ptr
              %450 = llvm.getelementptr %378[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#39, %450 : f32, !llvm.ptr
              %451 = llvm.getelementptr %378[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#40, %451 : f32, !llvm.ptr
              %452 = llvm.getelementptr %378[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#41, %452 : f32, !llvm.ptr
              %453 = llvm.getelementptr %378[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#42, %453 : f32, !llvm.ptr
              %454 = llvm.getelementptr %378[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#43, %454 : f32, !llvm.ptr
              %455 = llvm.getelementptr %378[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#44, %455 : f32, !llvm.ptr
              %456 = llvm.getelementptr %378[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#45, %456 : f32, !llvm.ptr
              %457 = llvm.getelementptr %378[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#46, %457 : f32, !llvm.ptr
              %458 = llvm.getelementptr %378[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#47, %458 : f32, !llvm.ptr
              %459 = llvm.getelementptr %378[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#48, %459 : f32, !llvm.ptr
              %460 = llvm.getelementptr %378[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#49, %460 : f32, !llvm.ptr
              %461 = llvm.getelementptr %378[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#50, %461 : f32, !llvm.ptr
              %462 = llvm.getelementptr %378[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#51, %462 : f32, !llvm.ptr
              %463 = llvm.getelementptr %378[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#52, %463 : f32, !llvm.ptr
              %464 = llvm.getelementptr %378[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#53, %464 : f32, !llvm.ptr
              %465 = llvm.getelementptr %378[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#54, %465 : f32, !llvm.ptr
              %466 = llvm.getelementptr %378[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#55, %466 : f32, !llvm.ptr
              %467 = llvm.getelementptr %378[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#56, %467 : f32, !llvm.ptr
              %468 = llvm.getelementptr %378[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#57, %468 : f32, !llvm.ptr
              %469 = llvm.getelementptr %378[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#58, %469 : f32, !llvm.ptr
              %470 = llvm.getelementptr %378[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#59, %470 : f32, !llvm.ptr
              %471 = llvm.getelementptr %378[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#60, %471 : f32, !llvm.ptr
              %472 = llvm.getelementptr %378[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#61, %472 : f32, !llvm.ptr
              %473 = llvm.getelementptr %378[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#62, %473 : f32, !llvm.ptr
              %474 = llvm.getelementptr %378[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377#63, %474 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %239 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %238 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 1
        scf.if %105 {
          %int_tuple_20 = cute.make_int_tuple(%arg10) : (i32) -> !cute.int_tuple<"?">
          %ptr_18 = cute.add_offset(%ptr_8, %int_tuple_20) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %238 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c1_i32_16 = arith.constant 1 : i32
          nvvm.mbarrier.txn %238, %c1_i32_16 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
        }
        %c1_i32_17 = arith.constant 1 : i32
        %225 = arith.addi %arg10, %c1_i32_17 : i32
        %226 = arith.addi %arg9, %c1_i32_17 : i32
        %c6_i32 = arith.constant 6 : i32
        %227 = arith.cmpi eq, %225, %c6_i32 : i32
        %228:2 = scf.if %227 -> (i32, i32) {
          %c1_i32_18 = arith.constant 1 : i32
          %238 = arith.xori %arg11, %c1_i32_18 : i32
          %c0_i32_15 = arith.constant 0 : i32
          scf.yield %c0_i32_15, %238 : i32, i32
        } else {
          scf.yield %225, %arg11 : i32, i32
        }
        %c0_i32_16 = arith.constant 0 : i32
        %229 = arith.cmpi eq, %23, %c0_i32_16 : i32
        %230 = arith.cmpi eq, %23, %c0_i32_16 : i32
        %231 = arith.cmpi sgt, %186, %arg12 : i32
        %232 = arith.andi %230, %231 : i1
        %233:3 = scf.if %232 -> (i32, i32, i32) {
          %true_7 = arith.constant true
          scf.if %true_7 {
            %int_tuple_21 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
            %ptr_21 = cute.add_offset(%ptr_8, %int_tuple_21) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %293 = builtin.unrealized_conversion_cast %ptr_21 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity.shared %293, %arg14, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %238 = nvvm.elect.sync -> i1
          scf.if %238 {
            %int_tuple_21 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
            %ptr_21 = cute.add_offset(%iter_5, %int_tuple_21) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %293 = builtin.unrealized_conversion_cast %ptr_21 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c32768_i32 = arith.constant 32768 : i32
            nvvm.mbarrier.txn %293, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
          }
          %int_tuple_22 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
          %ptr_22 = cute.add_offset(%iter_5, %int_tuple_22) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %coord_46 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
          %lay_165 = cute.get_layout(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_36 = cute.crd2idx(%coord_46, %lay_165) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_166 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_47 = cute.add_offset(%iter_166, %idx_36) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_51 = cute.make_view(%tup_47) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_167 = cute.get_iter(%view_51) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_48 = cute.deref_arith_tuple_iter(%iter_167) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_112, %e1_87 = cute.get_leaves(%tup_48) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %239 = cute.get_scalars(%e0_112) : !cute.int_tuple<"?{div=64}">
          %240 = cute.get_scalars(%e1_87) : !cute.int_tuple<"?{div=128}">
          %iter_168 = cute.get_iter(%view_51) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_49 = cute.deref_arith_tuple_iter(%iter_168) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_113, %e1_88 = cute.get_leaves(%tup_49) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %241 = cute.get_scalars(%e0_113) : !cute.int_tuple<"?{div=64}">
          %189 = cute.get_scalars(%e1_88) : !cute.int_tuple<"?{div=128}">
          %coord_47 = cute.make_coord(%arg13) : (i32) -> !cute.coord<"(_,?)">
          %lay_82 = cute.get_layout(%view_6) : !memref_smem_bf16_7c73
          %idx_37 = cute.crd2idx(%coord_47, %lay_82) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_139 = cute.get_iter(%view_6) : !memref_smem_bf16_7c73
          %ptr_23 = cute.add_offset(%iter_139, %idx_37) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_52 = cute.make_view(%ptr_23) : !memref_smem_bf16_b164
          %iter_169 = cute.get_iter(%view_52) : !memref_smem_bf16_b164
          %iter_170 = cute.get_iter(%view_52) : !memref_smem_bf16_b164
          %lay_60 = cute.get_layout(%view_51) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %210 = cute.get_shape(%lay_60) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_114, %e1_89, %e2_46 = cute.get_leaves(%210) : !cute.shape<"(((64,128),1))">
          %lay_61 = cute.get_layout(%view_52) : !memref_smem_bf16_b164
          %211 = cute.get_shape(%lay_61) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_115, %e1_90 = cute.get_leaves(%211) : !cute.shape<"((8192,1))">
          %lay_166 = cute.get_layout(%view_51) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_18 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_167 = cute.make_layout() : !cute.layout<"1:0">
          %append_23 = cute.append_to_rank<2> (%lay_166, %lay_167) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_23 = cute.make_int_tuple(%e0_113, %e1_88) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_23) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_53 = cute.make_view(%int_tup_iter, %append_23) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_171 = cute.get_iter(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_50 = cute.deref_arith_tuple_iter(%iter_171) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_116, %e1_91 = cute.get_leaves(%tup_50) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %212 = cute.get_scalars(%e0_116) : !cute.int_tuple<"?{div=64}">
          %213 = cute.get_scalars(%e1_91) : !cute.int_tuple<"?{div=128}">
          %lay_168 = cute.get_layout(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %214 = cute.get_shape(%lay_168) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_117, %e1_92, %e2_47, %e3_31 = cute.get_leaves(%214) : !cute.shape<"(((64,128),1),1)">
          %lay_169 = cute.get_layout(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %252 = cute.get_shape(%lay_169) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_118, %e1_93, %e2_48, %e3_32 = cute.get_leaves(%252) : !cute.shape<"(((64,128),1),1)">
          %iter_172 = cute.get_iter(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_54 = cute.make_view(%iter_172) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_173 = cute.get_iter(%view_54) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_51 = cute.deref_arith_tuple_iter(%iter_173) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_119, %e1_94 = cute.get_leaves(%tup_51) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %253 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?{div=64}">
          %254 = cute.get_scalars(%e1_94) : !cute.int_tuple<"?{div=128}">
          %iter_174 = cute.get_iter(%view_54) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_52 = cute.deref_arith_tuple_iter(%iter_174) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_120, %e1_95 = cute.get_leaves(%tup_52) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %255 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?{div=64}">
          %256 = cute.get_scalars(%e1_95) : !cute.int_tuple<"?{div=128}">
          %lay_170 = cute.get_layout(%view_52) : !memref_smem_bf16_b164
          %shape_19 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_171 = cute.make_layout() : !cute.layout<"1:0">
          %append_24 = cute.append_to_rank<2> (%lay_170, %lay_171) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_55 = cute.make_view(%iter_170, %append_24) : !memref_smem_bf16_3782
          %iter_175 = cute.get_iter(%view_55) : !memref_smem_bf16_3782
          %lay_172 = cute.get_layout(%view_55) : !memref_smem_bf16_3782
          %257 = cute.get_shape(%lay_172) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_121, %e1_96, %e2_49 = cute.get_leaves(%257) : !cute.shape<"((8192,1),1)">
          %lay_173 = cute.get_layout(%view_55) : !memref_smem_bf16_3782
          %258 = cute.get_shape(%lay_173) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_122, %e1_97, %e2_50 = cute.get_leaves(%258) : !cute.shape<"((8192,1),1)">
          %iter_176 = cute.get_iter(%view_55) : !memref_smem_bf16_3782
          %view_56 = cute.make_view(%iter_176) : !memref_smem_bf16_b8cc
          %iter_177 = cute.get_iter(%view_56) : !memref_smem_bf16_b8cc
          %iter_178 = cute.get_iter(%view_56) : !memref_smem_bf16_b8cc
          %lay_174 = cute.get_layout(%view_54) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %259 = cute.get_shape(%lay_174) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_123, %e1_98, %e2_51, %e3_33 = cute.get_leaves(%259) : !cute.shape<"(((64,128),1),(1))">
          %lay_175 = cute.get_layout(%view_56) : !memref_smem_bf16_b8cc
          %260 = cute.get_shape(%lay_175) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_124, %e1_99, %e2_52 = cute.get_leaves(%260) : !cute.shape<"((8192,1),(1))">
          %lay_176 = cute.get_layout(%view_54) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_37 = cute.size(%lay_176) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_125 = cute.get_leaves(%sz_37) : !cute.int_tuple<"1">
          %lay_177 = cute.get_layout(%view_56) : !memref_smem_bf16_b8cc
          %sz_38 = cute.size(%lay_177) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_126 = cute.get_leaves(%sz_38) : !cute.int_tuple<"1">
          %lay_178 = cute.get_layout(%view_54) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %261 = cute.get_shape(%lay_178) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_127, %e1_100, %e2_53, %e3_34 = cute.get_leaves(%261) : !cute.shape<"(((64,128),1),(1))">
          %262 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %263 = cute_nvgpu.atom.set_value(%262, %ptr_22 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_179 = cute.get_iter(%view_54) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_180 = cute.get_iter(%view_56) : !memref_smem_bf16_b8cc
          %lay_179 = cute.get_layout(%view_54) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_180 = cute.get_layout(%view_56) : !memref_smem_bf16_b8cc
          %264 = cute.static : !cute.layout<"1:0">
          %append_25 = cute.append_to_rank<2> (%lay_179, %264) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_26 = cute.append_to_rank<2> (%lay_180, %264) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_181 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_182 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_39 = cute.size(%lay_181) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %265 = cute.get_scalars(%sz_39) : !cute.int_tuple<"1">
          %c0_i32_17 = arith.constant 0 : i32
          %c1_i32_19 = arith.constant 1 : i32
          scf.for %arg18 = %c0_i32_17 to %265 step %c1_i32_19  : i32 {
            %coord_48 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,?)">
            %293 = cute.get_scalars(%coord_48) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_183 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_38 = cute.crd2idx(%coord_48, %lay_181) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_53 = cute.add_offset(%iter_179, %idx_38) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_57 = cute.make_view(%tup_53, %lay_183) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %294 = cute.get_scalars(%coord_48) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_184 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_39 = cute.crd2idx(%coord_48, %lay_182) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_24 = cute.add_offset(%iter_180, %idx_39) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_58 = cute.make_view(%ptr_24, %lay_184) : !memref_smem_bf16_b164
            %iter_181 = cute.get_iter(%view_57) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_182 = cute.get_iter(%view_58) : !memref_smem_bf16_b164
            %295 = cute_nvgpu.atom.get_value(%263 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
            %296 = cute_nvgpu.atom.get_value(%263 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
            %297 = cute_nvgpu.atom.get_value(%263 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%263 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %tup_54 = cute.deref_arith_tuple_iter(%iter_181) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %298:2 = cute.get_scalars(%tup_54) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_182 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %295 : !cute.ptr<smem, align<8>>, [%298#0, %298#1] : i32, i32) cache_policy = %297 mode = <tiled> num_cta = 1 : i32
          } {llvm.loop_annotation = #loop_annotation_0327}
          %coord_49 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
          %lay_185 = cute.get_layout(%view_11) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_40 = cute.crd2idx(%coord_49, %lay_185) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_183 = cute.get_iter(%view_11) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_55 = cute.add_offset(%iter_183, %idx_40) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_59 = cute.make_view(%tup_55) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_184 = cute.get_iter(%view_59) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_56 = cute.deref_arith_tuple_iter(%iter_184) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_128, %e1_101 = cute.get_leaves(%tup_56) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %266 = cute.get_scalars(%e0_128) : !cute.int_tuple<"?{div=64}">
          %267 = cute.get_scalars(%e1_101) : !cute.int_tuple<"?{div=128}">
          %iter_185 = cute.get_iter(%view_59) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_57 = cute.deref_arith_tuple_iter(%iter_185) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_129, %e1_102 = cute.get_leaves(%tup_57) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %268 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?{div=64}">
          %269 = cute.get_scalars(%e1_102) : !cute.int_tuple<"?{div=128}">
          %coord_50 = cute.make_coord(%arg13) : (i32) -> !cute.coord<"(_,?)">
          %lay_186 = cute.get_layout(%view_10) : !memref_smem_bf16_7c73
          %idx_41 = cute.crd2idx(%coord_50, %lay_186) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_186 = cute.get_iter(%view_10) : !memref_smem_bf16_7c73
          %ptr_25 = cute.add_offset(%iter_186, %idx_41) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_60 = cute.make_view(%ptr_25) : !memref_smem_bf16_b164
          %iter_187 = cute.get_iter(%view_60) : !memref_smem_bf16_b164
          %iter_188 = cute.get_iter(%view_60) : !memref_smem_bf16_b164
          %lay_187 = cute.get_layout(%view_59) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %270 = cute.get_shape(%lay_187) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_130, %e1_103, %e2_54 = cute.get_leaves(%270) : !cute.shape<"(((64,128),1))">
          %lay_188 = cute.get_layout(%view_60) : !memref_smem_bf16_b164
          %271 = cute.get_shape(%lay_188) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_131, %e1_104 = cute.get_leaves(%271) : !cute.shape<"((8192,1))">
          %lay_189 = cute.get_layout(%view_59) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_20 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_190 = cute.make_layout() : !cute.layout<"1:0">
          %append_27 = cute.append_to_rank<2> (%lay_189, %lay_190) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_24 = cute.make_int_tuple(%e0_129, %e1_102) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter_1 = cute.make_arith_tuple_iter(%int_tuple_24) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_61 = cute.make_view(%int_tup_iter_1, %append_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_189 = cute.get_iter(%view_61) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_58 = cute.deref_arith_tuple_iter(%iter_189) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_132, %e1_105 = cute.get_leaves(%tup_58) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %272 = cute.get_scalars(%e0_132) : !cute.int_tuple<"?{div=64}">
          %273 = cute.get_scalars(%e1_105) : !cute.int_tuple<"?{div=128}">
          %lay_191 = cute.get_layout(%view_61) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %274 = cute.get_shape(%lay_191) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_133, %e1_106, %e2_55, %e3_35 = cute.get_leaves(%274) : !cute.shape<"(((64,128),1),1)">
          %lay_192 = cute.get_layout(%view_61) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %275 = cute.get_shape(%lay_192) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_134, %e1_107, %e2_56, %e3_36 = cute.get_leaves(%275) : !cute.shape<"(((64,128),1),1)">
          %iter_190 = cute.get_iter(%view_61) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_62 = cute.make_view(%iter_190) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_191 = cute.get_iter(%view_62) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_59 = cute.deref_arith_tuple_iter(%iter_191) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_135, %e1_108 = cute.get_leaves(%tup_59) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %276 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?{div=64}">
          %277 = cute.get_scalars(%e1_108) : !cute.int_tuple<"?{div=128}">
          %iter_192 = cute.get_iter(%view_62) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_60 = cute.deref_arith_tuple_iter(%iter_192) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_136, %e1_109 = cute.get_leaves(%tup_60) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %278 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?{div=64}">
          %279 = cute.get_scalars(%e1_109) : !cute.int_tuple<"?{div=128}">
          %lay_193 = cute.get_layout(%view_60) : !memref_smem_bf16_b164
          %shape_21 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_194 = cute.make_layout() : !cute.layout<"1:0">
          %append_28 = cute.append_to_rank<2> (%lay_193, %lay_194) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_63 = cute.make_view(%iter_188, %append_28) : !memref_smem_bf16_3782
          %iter_193 = cute.get_iter(%view_63) : !memref_smem_bf16_3782
          %lay_195 = cute.get_layout(%view_63) : !memref_smem_bf16_3782
          %280 = cute.get_shape(%lay_195) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_137, %e1_110, %e2_57 = cute.get_leaves(%280) : !cute.shape<"((8192,1),1)">
          %lay_196 = cute.get_layout(%view_63) : !memref_smem_bf16_3782
          %281 = cute.get_shape(%lay_196) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_138, %e1_111, %e2_58 = cute.get_leaves(%281) : !cute.shape<"((8192,1),1)">
          %iter_194 = cute.get_iter(%view_63) : !memref_smem_bf16_3782
          %view_64 = cute.make_view(%iter_194) : !memref_smem_bf16_b8cc
          %iter_195 = cute.get_iter(%view_64) : !memref_smem_bf16_b8cc
          %iter_196 = cute.get_iter(%view_64) : !memref_smem_bf16_b8cc
          %lay_197 = cute.get_layout(%view_62) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %282 = cute.get_shape(%lay_197) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_139, %e1_112, %e2_59, %e3_37 = cute.get_leaves(%282) : !cute.shape<"(((64,128),1),(1))">
          %lay_198 = cute.get_layout(%view_64) : !memref_smem_bf16_b8cc
          %283 = cute.get_shape(%lay_198) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_140, %e1_113, %e2_60 = cute.get_leaves(%283) : !cute.shape<"((8192,1),(1))">
          %lay_199 = cute.get_layout(%view_62) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_40 = cute.size(%lay_199) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_141 = cute.get_leaves(%sz_40) : !cute.int_tuple<"1">
          %lay_200 = cute.get_layout(%view_64) : !memref_smem_bf16_b8cc
          %sz_41 = cute.size(%lay_200) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_142 = cute.get_leaves(%sz_41) : !cute.int_tuple<"1">
          %lay_201 = cute.get_layout(%view_62) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %284 = cute.get_shape(%lay_201) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_143, %e1_114, %e2_61, %e3_38 = cute.get_leaves(%284) : !cute.shape<"(((64,128),1),(1))">
          %285 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %286 = cute_nvgpu.atom.set_value(%285, %ptr_22 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_197 = cute.get_iter(%view_62) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_198 = cute.get_iter(%view_64) : !memref_smem_bf16_b8cc
          %lay_202 = cute.get_layout(%view_62) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_203 = cute.get_layout(%view_64) : !memref_smem_bf16_b8cc
          %287 = cute.static : !cute.layout<"1:0">
          %append_29 = cute.append_to_rank<2> (%lay_202, %287) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_30 = cute.append_to_rank<2> (%lay_203, %287) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_204 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_205 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_42 = cute.size(%lay_204) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %288 = cute.get_scalars(%sz_42) : !cute.int_tuple<"1">
          %c0_i32_18 = arith.constant 0 : i32
          %c1_i32_20 = arith.constant 1 : i32
          scf.for %arg18 = %c0_i32_18 to %288 step %c1_i32_20  : i32 {
            %coord_48 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,?)">
            %293 = cute.get_scalars(%coord_48) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_183 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_38 = cute.crd2idx(%coord_48, %lay_204) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_53 = cute.add_offset(%iter_197, %idx_38) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_57 = cute.make_view(%tup_53, %lay_183) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %294 = cute.get_scalars(%coord_48) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_184 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_39 = cute.crd2idx(%coord_48, %lay_205) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_24 = cute.add_offset(%iter_198, %idx_39) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_58 = cute.make_view(%ptr_24, %lay_184) : !memref_smem_bf16_b164
            %iter_181 = cute.get_iter(%view_57) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_182 = cute.get_iter(%view_58) : !memref_smem_bf16_b164
            %295 = cute_nvgpu.atom.get_value(%286 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
            %296 = cute_nvgpu.atom.get_value(%286 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
            %297 = cute_nvgpu.atom.get_value(%286 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%286 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %tup_54 = cute.deref_arith_tuple_iter(%iter_181) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %298:2 = cute.get_scalars(%tup_54) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %iter_182 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %295 : !cute.ptr<smem, align<8>>, [%298#0, %298#1] : i32, i32) cache_policy = %297 mode = <tiled> num_cta = 1 : i32
          } {llvm.loop_annotation = #loop_annotation_0327}
          %c1_i32_21 = arith.constant 1 : i32
          %289 = arith.addi %arg13, %c1_i32_21 : i32
          %290 = arith.addi %arg12, %c1_i32_21 : i32
          %c6_i32_1 = arith.constant 6 : i32
          %291 = arith.cmpi eq, %289, %c6_i32_1 : i32
          %292:2 = scf.if %291 -> (i32, i32) {
            %c1_i32_22 = arith.constant 1 : i32
            %293 = arith.xori %arg14, %c1_i32_22 : i32
            %c0_i32_19 = arith.constant 0 : i32
            scf.yield %c0_i32_19, %293 : i32, i32
          } else {
            scf.yield %289, %arg14 : i32, i32
          }
          scf.yield %290, %292#0, %292#1 : i32, i32, i32
        } else {
          scf.yield %arg12, %arg13, %arg14 : i32, i32, i32
        }
        %234 = arith.addi %arg16, %c1_i32_17 : i32
        %235 = arith.addi %arg15, %c1_i32_17 : i32
        %236 = arith.cmpi eq, %234, %c6_i32 : i32
        %237:2 = scf.if %236 -> (i32, i32) {
          %c1_i32_18 = arith.constant 1 : i32
          %238 = arith.xori %arg17, %c1_i32_18 : i32
          %c0_i32_15 = arith.constant 0 : i32
          scf.yield %c0_i32_15, %238 : i32, i32
        } else {
          scf.yield %234, %arg17 : i32, i32
        }
        %c3_i32_0 = arith.constant 3 : i32
        scf.yield %c3_i32_0, %arg16, %226, %228#0, %228#1, %233#0, %233#1, %233#2, %235, %237#0, %237#1 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
      } {loop_annotation = #loop_annotation1_7daa}
      nvvm.wgmma.wait.group.sync.aligned 0
      %lay_206 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_207 = cute.make_layout() : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">
      %rmem_0 = cute.memref.alloca(%lay_207) : !memref_rmem_bf16_7441
      %iter_199 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_7441
      %iter_200 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_7441
      %lay_208 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %475 = cute.get_shape(%lay_208) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_144, %e1_115, %e2_62, %e3_39, %e4_20 = cute.get_leaves(%475) : !cute.shape<"((2,2,16),2,1)">
      %lay_209 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %476 = cute.memref.load_vec(%rmem) : (!memref_rmem_f32_7625) -> vector<128xf32>
      %lay_210 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %477 = cute.get_shape(%lay_210) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_145, %e1_116, %e2_63, %e3_40, %e4_21 = cute.get_leaves(%477) : !cute.shape<"((2,2,16),2,1)">
      %478 = arith.truncf %476 : vector<128xf32> to vector<128xbf16>
      %lay_211 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %479 = cute.get_shape(%lay_211) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_146, %e1_117, %e2_64, %e3_41, %e4_22 = cute.get_leaves(%479) : !cute.shape<"((2,2,16),2,1)">
      %lay_212 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %lay_213 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %480 = cute.get_shape(%lay_213) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_147, %e1_118, %e2_65, %e3_42, %e4_23 = cute.get_leaves(%480) : !cute.shape<"((2,2,16),2,1)">
      %int_tuple_25 = cute.make_int_tuple() : () -> !cute.int_tuple<"((2,2,16),2,1)">
      %sz_43 = cute.size(%int_tuple_25) : (!cute.int_tuple<"((2,2,16),2,1)">) -> !cute.int_tuple<"128">
      %e0_148 = cute.get_leaves(%sz_43) : !cute.int_tuple<"128">
      %int_tuple_26 = cute.make_int_tuple() : () -> !cute.int_tuple<"((2,2,16),2,1)">
      %sz_44 = cute.size(%int_tuple_26) : (!cute.int_tuple<"((2,2,16),2,1)">) -> !cute.int_tuple<"128">
      %e0_149 = cute.get_leaves(%sz_44) : !cute.int_tuple<"128">
      cute.memref.store_vec(%478, %rmem_0) : (vector<128xbf16>, !memref_rmem_bf16_7441) -> ()
      %lay_214 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %481 = cute.get_shape(%lay_214) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_150, %e1_119, %e2_66, %e3_43, %e4_24 = cute.get_leaves(%481) : !cute.shape<"((2,2,16),2,1)">
      %lay_215 = cute.get_layout(%view_16) : !memref_gmem_bf16_5a37
      %482 = cute.get_shape(%lay_215) : (!cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_151, %e1_120, %e2_67, %e3_44, %e4_25 = cute.get_leaves(%482) : !cute.shape<"((2,2,16),2,1)">
      %lay_216 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %lay_217 = cute.get_layout(%view_16) : !memref_gmem_bf16_5a37
      %rinv = cute.right_inverse(%lay_217) : (!cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">) -> !cute.layout<"2:1">
      %lay_218 = cute.make_layout() : !cute.layout<"2:1">
      %coalesce = cute.coalesce(%lay_218) : (!cute.layout<"2:1">) -> !cute.layout<"2:1">
      %483 = cute.get_shape(%coalesce) : (!cute.layout<"2:1">) -> !cute.shape<"2">
      %e0_152 = cute.get_leaves(%483) : !cute.shape<"2">
      %484 = cute.get_stride(%coalesce) : (!cute.layout<"2:1">) -> !cute.stride<"1">
      %e0_153 = cute.get_leaves(%484) : !cute.stride<"1">
      %485 = cute.get_shape(%coalesce) : (!cute.layout<"2:1">) -> !cute.shape<"2">
      %e0_154 = cute.get_leaves(%485) : !cute.shape<"2">
      %486 = cute.get_shape(%coalesce) : (!cute.layout<"2:1">) -> !cute.shape<"2">
      %e0_155 = cute.get_leaves(%486) : !cute.shape<"2">
      %lay_219 = cute.make_layout() : !cute.layout<"2:1">
      %sz_45 = cute.size(%lay_219) : (!cute.layout<"2:1">) -> !cute.int_tuple<"2">
      %e0_156 = cute.get_leaves(%sz_45) : !cute.int_tuple<"2">
      %lay_220 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %lay_221 = cute.get_layout(%view_16) : !memref_gmem_bf16_5a37
      %iter_201 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_7441
      %view_65 = cute.make_view(%iter_201) : !memref_rmem_bf16_a06a
      %iter_202 = cute.get_iter(%view_65) : !memref_rmem_bf16_a06a
      %iter_203 = cute.get_iter(%view_65) : !memref_rmem_bf16_a06a
      %iter_204 = cute.get_iter(%view_16) : !memref_gmem_bf16_5a37
      %lay_222 = cute.get_layout(%view_16) : !memref_gmem_bf16_5a37
      %487:2 = cute.get_scalars(%lay_222) <{only_dynamic}> : !cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">
      %shape_22 = cute.make_shape() : () -> !cute.shape<"(2,(2,16,2))">
      %iv_6 = cute.assume(%487#0) : (i64) -> !cute.i64<divby 64>
      %iv_7 = cute.assume(%487#1) : (i64) -> !cute.i64<divby 512>
      %stride_10 = cute.make_stride(%iv_6, %iv_7) : (!cute.i64<divby 64>, !cute.i64<divby 512>) -> !cute.stride<"(1,(?{i64 div=64},8,?{i64 div=512}))">
      %lay_223 = cute.make_layout(%shape_22, %stride_10) : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %view_66 = cute.make_view(%iter_204, %lay_223) : !memref_gmem_bf16_0388
      %iter_205 = cute.get_iter(%view_66) : !memref_gmem_bf16_0388
      %iter_206 = cute.get_iter(%view_66) : !memref_gmem_bf16_0388
      %shape_23 = cute.make_shape() : () -> !cute.shape<"2">
      %lay_224 = cute.make_layout() : !cute.layout<"2:1">
      %iter_207 = cute.get_iter(%view_65) : !memref_rmem_bf16_a06a
      %view_67 = cute.make_view(%iter_207) : !memref_rmem_bf16_a06a
      %iter_208 = cute.get_iter(%view_67) : !memref_rmem_bf16_a06a
      %iter_209 = cute.get_iter(%view_67) : !memref_rmem_bf16_a06a
      %shape_24 = cute.make_shape() : () -> !cute.shape<"2">
      %lay_225 = cute.make_layout() : !cute.layout<"2:1">
      %iter_210 = cute.get_iter(%view_66) : !memref_gmem_bf16_0388
      %lay_226 = cute.get_layout(%view_66) : !memref_gmem_bf16_0388
      %488:2 = cute.get_scalars(%lay_226) <{only_dynamic}> : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %shape_25 = cute.make_shape() : () -> !cute.shape<"(2,(2,16,2))">
      %iv_8 = cute.assume(%488#0) : (i64) -> !cute.i64<divby 64>
      %iv_9 = cute.assume(%488#1) : (i64) -> !cute.i64<divby 512>
      %stride_11 = cute.make_stride(%iv_8, %iv_9) : (!cute.i64<divby 64>, !cute.i64<divby 512>) -> !cute.stride<"(1,(?{i64 div=64},8,?{i64 div=512}))">
      %lay_227 = cute.make_layout(%shape_25, %stride_11) : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %view_68 = cute.make_view(%iter_210, %lay_227) : !memref_gmem_bf16_0388
      %iter_211 = cute.get_iter(%view_68) : !memref_gmem_bf16_0388
      %iter_212 = cute.get_iter(%view_68) : !memref_gmem_bf16_0388
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 32 b>
      %iter_213 = cute.get_iter(%view_67) : !memref_rmem_bf16_a06a
      %iter_214 = cute.get_iter(%view_68) : !memref_gmem_bf16_0388
      %lay_228 = cute.get_layout(%view_67) : !memref_rmem_bf16_a06a
      %lay_229 = cute.get_layout(%view_68) : !memref_gmem_bf16_0388
      %489 = cute.static : !cute.layout<"1:0">
      %append_31 = cute.append_to_rank<2> (%lay_228, %489) : !cute.layout<"(2,64):(1,2)">, !cute.layout<"1:0">
      %append_32 = cute.append_to_rank<2> (%lay_229, %489) : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">, !cute.layout<"1:0">
      %lay_230 = cute.make_layout() : !cute.layout<"(2,(64)):(1,(2))">
      %490:2 = cute.get_scalars(%append_32) <{only_dynamic}> : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %shape_26 = cute.make_shape() : () -> !cute.shape<"(2,((2,16,2)))">
      %iv_10 = cute.assume(%490#0) : (i64) -> !cute.i64<divby 64>
      %iv_11 = cute.assume(%490#1) : (i64) -> !cute.i64<divby 512>
      %stride_12 = cute.make_stride(%iv_10, %iv_11) : (!cute.i64<divby 64>, !cute.i64<divby 512>) -> !cute.stride<"(1,((?{i64 div=64},8,?{i64 div=512})))">
      %lay_231 = cute.make_layout(%shape_26, %stride_12) : !cute.layout<"(2,((2,16,2))):(1,((?{i64 div=64},8,?{i64 div=512})))">
      %sz_46 = cute.size(%lay_230) <{mode = [1]}> : (!cute.layout<"(2,(64)):(1,(2))">) -> !cute.int_tuple<"64">
      %491 = cute.get_scalars(%sz_46) : !cute.int_tuple<"64">
      %c0_i32_20 = arith.constant 0 : i32
      %c1_i32_23 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_20 to %491 step %c1_i32_23  : i32 {
        %coord_27 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %75 = cute.get_scalars(%coord_27) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_232 = cute.make_layout() : !cute.layout<"(2):(1)">
        %idx_42 = cute.crd2idx(%coord_27, %lay_230) : (!cute.coord<"(_,?)">, !cute.layout<"(2,(64)):(1,(2))">) -> !cute.int_tuple<"?{div=2}">
        %ptr_26 = cute.add_offset(%iter_213, %idx_42) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<bf16, rmem, align<4>>
        %view_69 = cute.make_view(%ptr_26, %lay_232) : !memref_rmem_bf16_7bef
        %76:2 = cute.get_scalars(%lay_231) <{only_dynamic}> : !cute.layout<"(2,((2,16,2))):(1,((?{i64 div=64},8,?{i64 div=512})))">
        %77 = cute.get_scalars(%coord_27) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_233 = cute.make_layout() : !cute.layout<"(2):(1)">
        %idx_43 = cute.crd2idx(%coord_27, %lay_231) : (!cute.coord<"(_,?)">, !cute.layout<"(2,((2,16,2))):(1,((?{i64 div=64},8,?{i64 div=512})))">) -> !cute.int_tuple<"?{i64 div=8}">
        %ptr_27 = cute.add_offset(%iter_214, %idx_43) : (!cute.ptr<bf16, gmem, align<4>>, !cute.int_tuple<"?{i64 div=8}">) -> !cute.ptr<bf16, gmem, align<4>>
        %view_70 = cute.make_view(%ptr_27, %lay_233) : !memref_gmem_bf16_c8fd
        %iter_215 = cute.get_iter(%view_69) : !memref_rmem_bf16_7bef
        %iter_216 = cute.get_iter(%view_70) : !memref_gmem_bf16_c8fd
        %78 = builtin.unrealized_conversion_cast %iter_215 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
        %79 = builtin.unrealized_conversion_cast %iter_216 : !cute.ptr<bf16, gmem, align<4>> to !llvm.ptr<1>
        %80 = llvm.load %78 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
        llvm.store %80, %79 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      } {llvm.loop_annotation = #loop_annotation_0327}
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
    %shape = cute.make_shape() : () -> !cute.shape<"(64,128,16)">
    %false = arith.constant false
    %atom = cute.make_atom() : () -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %16 = cute_nvgpu.atom.set_value(%atom, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(1,1,1)">
    %lay_7 = cute.make_layout() : !cute.layout<"(1,1,1):(0,0,0)">
    %17 = cute.get_shape(%lay_7) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
    %e0_5, %e1_5, %e2 = cute.get_leaves(%17) : !cute.shape<"(1,1,1)">
    %18 = cute.make_tiled_mma(%16) : !mma_bf16_bf16_f32_64x128x16_f885
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
    %shape_2 = cute.make_shape() : () -> !cute.shape<"(128,64,6)">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %27 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
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
    %shape_4 = cute.make_shape() : () -> !cute.shape<"(128,64,6)">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
    %36 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
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
    %172 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
    %173 = cute.get_shape(%172) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.shape<"((8,16),(64,1))">
    %e0_15, %e1_15, %e2_1, %e3_0 = cute.get_leaves(%173) : !cute.shape<"((8,16),(64,1))">
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
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %177:2 = cute.get_scalars(%lay_24) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@0,1@1)">
    %lay_25 = cute.make_layout() : !cute.layout<"(128,64):(1@0,1@1)">
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
    %atom_1 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
    %290 = cute_nvgpu.atom.set_value(%atom_1, %289 : !cute_nvgpu.tma_descriptor_tiled) {field = #cute_nvgpu.atom_copy_field_non_exec_tma_load<tma_desc>} : !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
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
    %shape_7 = cute.make_shape() : () -> !cute.shape<"(1,1,1)">
    %lay_30 = cute.make_layout() : !cute.layout<"(1,1,1):(0,0,0)">
    %lay_31 = cute.get_layout(%arg2) : !memref_gmem_bf16_aab6
    %302 = cute.get_shape(%lay_31) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_18, %e1_18 = cute.get_leaves(%302) : !cute.shape<"(?,?{div=8})">
    %itup_21 = cute.to_int_tuple(%e0_18) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %303 = cute.get_scalars(%itup_21) : !cute.int_tuple<"?">
    %itup_22 = cute.to_int_tuple(%e1_18) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %304 = cute.get_scalars(%itup_22) : !cute.int_tuple<"?{div=8}">
    %int_tuple_5 = cute.make_int_tuple(%itup_21, %itup_22) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"(?,?{div=8})">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
    %305:2 = cute.get_scalars(%int_tuple_5) <{only_dynamic}> : !cute.int_tuple<"(?,?{div=8})">
    %c128_i32 = arith.constant 128 : i32
    %306 = arith.ceildivsi %305#0, %c128_i32 : i32
    %c128_i32_0 = arith.constant 128 : i32
    %307 = arith.ceildivsi %305#1, %c128_i32_0 : i32
    %int_tuple_6 = cute.make_int_tuple(%306, %307) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %e0_19, %e1_19 = cute.get_leaves(%int_tuple_6) : !cute.int_tuple<"(?,?)">
    %308 = cute.get_scalars(%e0_19) : !cute.int_tuple<"?">
    %309 = cute.get_scalars(%e1_19) : !cute.int_tuple<"?">
    %310 = cute.composed_get_inner(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
    %311 = cute.composed_get_outer(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
    %cosz = cute.cosize(%311) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"49152">
    %e0_20 = cute.get_leaves(%cosz) : !cute.int_tuple<"49152">
    %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"786432">
    %tile_2 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"98304">
    %e0_21 = cute.get_leaves(%int_tuple_8) : !cute.int_tuple<"98304">
    %312 = cute.composed_get_inner(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
    %313 = cute.composed_get_outer(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
    %cosz_0 = cute.cosize(%313) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"49152">
    %e0_22 = cute.get_leaves(%cosz_0) : !cute.int_tuple<"49152">
    %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"786432">
    %tile_3 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"98304">
    %e0_23 = cute.get_leaves(%int_tuple_10) : !cute.int_tuple<"98304">
    %314 = cute.static : !cute.layout<"(128,1,1,1):(1,0,0,0)">
    %315 = cute.static : !cute.tile<"[_;_;_]">
    %e0_24, %e1_20, %e2_2 = cute.get_leaves(%315) : !cute.tile<"[_;_;_]">
    %316 = cute.static : !cute.layout<"128:1">
    %317 = cute.static : !cute.shape<"(64,128,16)">
    %e0_25, %e1_21, %e2_3 = cute.get_leaves(%317) : !cute.shape<"(64,128,16)">
    %318 = cute.static : !cute.layout<"(128,(64,16)):(0,(1,64))">
    %319 = cute.static : !cute.layout<"(128,(128,16)):(0,(1,128))">
    %320 = cute.static : !cute.layout<"((4,8,4),(2,2,16)):((128,1,16),(64,8,512))">
    %321 = cute.static : !cute.layout<"1:0">
    %322 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %323 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_32 = cute.get_layout(%view) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %324 = cute.static : !cute.layout<"1:0">
    %325 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %326 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_33 = cute.get_layout(%view_0) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %lay_34 = cute.get_layout(%arg2) : !memref_gmem_bf16_aab6
    %327 = cute.composed_get_inner(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
    %328 = cute.composed_get_offset(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"0">
    %e0_26 = cute.get_leaves(%328) : !cute.int_tuple<"0">
    %329 = cute.composed_get_outer(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
    %330 = cute.composed_get_inner(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
    %331 = cute.composed_get_offset(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"0">
    %e0_27 = cute.get_leaves(%331) : !cute.int_tuple<"0">
    %332 = cute.composed_get_outer(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
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
    %c128_i32_1 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %336 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32_1, %c1_i32, %c1_i32), dynamicSmemBytes = %335, gridDim = (%308, %309, %c1_i32), stream = %334) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%336] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c1_i32_1 = arith.constant 1 : i32
    cuda.launch_cfg.cluster_dim[%336] (%c1_i32_1, %c1_i32_1, %c1_i32_1) : !cuda.launch_cfg<max_attrs = 3>, i32, i32, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%336] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 3>, i32
    %337 = cuda.launch_ex @kernels::@kernel_cutlass_hopper_gemm_kernel~<%336> (%18, %160, %view, %290, %view_0, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!mma_bf16_bf16_f32_64x128x16_f885, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, !memref_gmem_bf16_aab6) -> !cuda.result
    %338 = cuda.cast %337 : !cuda.result -> i32
    cuda.return_if_error %338 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
