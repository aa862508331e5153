// irscope snapshot: hopper_gemm:bf16_128x128_s6@sm_90a after cute-desugar#1 (convert-cute-algo-to-arch)
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
      cf.assert %42, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 96 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
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
      cf.assert %51, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 99328 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
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
      cf.assert %54, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch. Allocated bytes: 197632 bytes. Please reduce the allocation or set a larger smem size in kernel launch."
      %iter_9 = cute.recast_iter(%ptr_0) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view_0 = cute.make_view(%iter_9, %52) : !memref_smem_bf16_96fa
      %iter_10 = cute.get_iter(%view_0) : !memref_smem_bf16_96fa
      %iter_11 = cute.get_iter(%view_0) : !memref_smem_bf16_96fa
      %coord_1 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice = cute.slice(%0, %coord_1) : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">, !cute.coord<"(_,_,0)">
      %55 = cute.composed_get_inner(%slice) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.swizzle<"S<3,4,3>">
      %56 = cute.composed_get_outer(%slice) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.layout<"((8,16),(64,1)):((64,512),(1,0))">
      %cosz_1 = cute.cosize(%56) : (!cute.layout<"((8,16),(64,1)):((64,512),(1,0))">) -> !cute.int_tuple<"8192">
      %e0_8 = cute.get_leaves(%cosz_1) : !cute.int_tuple<"8192">
      %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %tile = cute.make_tile() : () -> !cute.tile<"8:1">
      %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
      %e0_9 = cute.get_leaves(%int_tuple_3) : !cute.int_tuple<"16384">
      %coord_2 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
      %slice_0 = cute.slice(%1, %coord_2) : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">, !cute.coord<"(_,_,0)">
      %57 = cute.composed_get_inner(%slice_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.swizzle<"S<3,4,3>">
      %58 = cute.composed_get_outer(%slice_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.layout<"((8,16),(64,1)):((64,512),(1,0))">
      %cosz_2 = cute.cosize(%58) : (!cute.layout<"((8,16),(64,1)):((64,512),(1,0))">) -> !cute.int_tuple<"8192">
      %e0_10 = cute.get_leaves(%cosz_2) : !cute.int_tuple<"8192">
      %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"131072">
      %tile_0 = cute.make_tile() : () -> !cute.tile<"8:1">
      %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
      %e0_11 = cute.get_leaves(%int_tuple_5) : !cute.int_tuple<"16384">
      %59 = cute.get_shape(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
      %e0_12, %e1_3, %e2 = cute.get_leaves(%59) : !cute.shape<"(1,1,1)">
      %shape = cute.make_shape() : () -> !cute.shape<"(1,1,1,1)">
      %lay_2 = cute.make_layout() : !cute.layout<"(1,1,1,1):(0,0,0,0)">
      %60 = nvvm.read.ptx.sreg.tid.x : i32
      %61 = nvvm.read.ptx.sreg.tid.y : i32
      %62 = nvvm.read.ptx.sreg.tid.z : i32
      %63 = nvvm.read.ptx.sreg.ntid.x : i32
      %64 = nvvm.read.ptx.sreg.ntid.y : i32
      %65 = arith.muli %61, %63 : i32
      %66 = arith.addi %60, %65 : i32
      %67 = arith.muli %62, %63 : i32
      %68 = arith.muli %67, %64 : i32
      %69 = arith.addi %66, %68 : i32
      %70 = arith.floordivsi %69, %c32_i32 : i32
      %71 = cute_nvgpu.arch.make_warp_uniform(%70) : i32
      %72 = arith.cmpi eq, %71, %c0_i32 : i32
      scf.if %72 {
        %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_2 = cute.add_offset(%iter_5, %int_tuple_6) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<1024>>
        %73 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
        %c1_i32_0 = arith.constant 1 : i32
        nvvm.mbarrier.init.shared %73, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_3 = cute.add_offset(%iter_5, %int_tuple_7) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %74 = builtin.unrealized_conversion_cast %ptr_3 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %74, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_4 = cute.add_offset(%iter_5, %int_tuple_8) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %75 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %75, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_5 = cute.add_offset(%iter_5, %int_tuple_9) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %76 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %76, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_6 = cute.add_offset(%iter_5, %int_tuple_10) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<32>>
        %77 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %77, %c1_i32_0 : !llvm.ptr<3>, i32
        %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_7 = cute.add_offset(%iter_5, %int_tuple_11) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
        %78 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %78, %c1_i32_0 : !llvm.ptr<3>, i32
      }
      %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_8 = cute.add_offset(%iter_5, %int_tuple_12) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem, align<16>>
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
        %ptr_2 = cute.add_offset(%ptr_8, %int_tuple_6) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem, align<16>>
        %73 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        %c4_i32 = arith.constant 4 : i32
        nvvm.mbarrier.init.shared %73, %c4_i32 : !llvm.ptr<3>, i32
        %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_9 = cute.add_offset(%ptr_8, %int_tuple_13) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
        %74 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %74, %c4_i32 : !llvm.ptr<3>, i32
        %int_tuple_14 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_10 = cute.add_offset(%ptr_8, %int_tuple_14) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem, align<16>>
        %75 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %75, %c4_i32 : !llvm.ptr<3>, i32
        %int_tuple_15 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_11 = cute.add_offset(%ptr_8, %int_tuple_15) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
        %76 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %76, %c4_i32 : !llvm.ptr<3>, i32
        %int_tuple_16 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_12 = cute.add_offset(%ptr_8, %int_tuple_16) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem, align<16>>
        %77 = builtin.unrealized_conversion_cast %ptr_12 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %77, %c4_i32 : !llvm.ptr<3>, i32
        %int_tuple_17 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_13 = cute.add_offset(%ptr_8, %int_tuple_17) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
        %78 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.init.shared %78, %c4_i32 : !llvm.ptr<3>, i32
      }
      %92 = nvvm.read.ptx.sreg.tid.x : i32
      %93 = nvvm.read.ptx.sreg.tid.y : i32
      %94 = nvvm.read.ptx.sreg.tid.z : i32
      %95 = cute.get_shape(%lay_2) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.shape<"(1,1,1,1)">
      %e0_13, %e1_4, %e2_0, %e3 = cute.get_leaves(%95) : !cute.shape<"(1,1,1,1)">
      %96 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %97 = cute_nvgpu.arch.make_warp_uniform(%96) : i32
      %98 = arith.remsi %92, %c32_i32 : i32
      %int_tuple_18 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1,1,1)">
      %sz_0 = cute.size(%int_tuple_18) : (!cute.int_tuple<"(1,1,1,1)">) -> !cute.int_tuple<"1">
      %e0_14 = cute.get_leaves(%sz_0) : !cute.int_tuple<"1">
      %99 = arith.cmpi slt, %98, %c1_i32 : i32
      %int_tuple_19 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,1,1,1)">
      %sz_1 = cute.size(%int_tuple_19) : (!cute.int_tuple<"(1,1,1,1)">) -> !cute.int_tuple<"1">
      %e0_15 = cute.get_leaves(%sz_1) : !cute.int_tuple<"1">
      %100 = arith.remsi %98, %c1_i32 : i32
      %101 = cute.get_hier_coord(%100, %lay_2) : (i32, !cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.coord<"(0,0,0,0)">
      %e0_16, %e1_5, %e2_1, %e3_0 = cute.get_leaves(%101) : !cute.coord<"(0,0,0,0)">
      %102 = cute.get_hier_coord(%97, %lay_2) : (i32, !cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.coord<"(0,0,0,0)">
      %e0_17, %e1_6, %e2_2, %e3_1 = cute.get_leaves(%102) : !cute.coord<"(0,0,0,0)">
      %false = arith.constant false
      %103 = scf.if %false -> (i1) {
        %true_0 = arith.constant true
        %73 = arith.andi %99, %true_0 : i1
        scf.yield %73 : i1
      } else {
        %false_0 = arith.constant false
        %73 = scf.if %false_0 -> (i1) {
          %true_1 = arith.constant true
          %74 = arith.andi %99, %true_1 : i1
          scf.yield %74 : i1
        } else {
          %true_1 = arith.constant true
          %74 = scf.if %true_1 -> (i1) {
            %true_2 = arith.constant true
            %75 = arith.andi %99, %true_2 : i1
            scf.yield %75 : i1
          } else {
            scf.yield %99 : i1
          }
          scf.yield %74 : i1
        }
        scf.yield %73 : i1
      }
      %sz_2 = cute.size(%lay_2) : (!cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.int_tuple<"1">
      %e0_18 = cute.get_leaves(%sz_2) : !cute.int_tuple<"1">
      nvvm.fence.mbarrier.init
      %sz_3 = cute.size(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %e0_19 = cute.get_leaves(%sz_3) : !cute.int_tuple<"1">
      %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;64:1]">
      %coord_3 = cute.make_coord(%40, %41) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_4 = cute.make_coord() : () -> !cute.coord<"(1,_,1)">
      %dice = cute.dice(%tile_1, "(1,_,1)") : (!cute.tile<"[128:1;128:1;64:1]">) -> !cute.tile<"[128:1;64:1]">
      %104:2 = cute.get_scalars(%coord_3) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_5 = cute.make_coord(%104#0) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_3 = cute.get_layout(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %105:2 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %c128_i32 = arith.constant 128 : i32
      %106 = arith.ceildivsi %105#0, %c128_i32 : i32
      %c64_i32 = arith.constant 64 : i32
      %107 = arith.ceildivsi %105#1, %c64_i32 : i32
      %shape_0 = cute.make_shape(%106, %107) : (i32, i32) -> !cute.shape<"((128,64),(?,?))">
      %stride = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(128@1,64@0))">
      %lay_4 = cute.make_layout(%shape_0, %stride) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %slice_1 = cute.slice(%lay_4, %coord_5) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">, !cute.coord<"((_,_),(?,_))">
      %idx_1 = cute.crd2idx(%coord_5, %lay_4) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">) -> !cute.int_tuple<"(0,?{div=128})">
      %iter_12 = cute.get_iter(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup_3 = cute.add_offset(%iter_12, %idx_1) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=128})">) -> !cute.arith_tuple_iter<"(0,?{div=128})">
      %view_1 = cute.make_view(%tup_3, %slice_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %iter_13 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_4 = cute.deref_arith_tuple_iter(%iter_13) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_20, %e1_7 = cute.get_leaves(%tup_4) : !cute.int_tuple<"(0,?{div=128})">
      %108 = cute.get_scalars(%e1_7) : !cute.int_tuple<"?{div=128}">
      %iter_14 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_14) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_21, %e1_8 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(0,?{div=128})">
      %109 = cute.get_scalars(%e1_8) : !cute.int_tuple<"?{div=128}">
      %tile_2 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;64:1]">
      %coord_6 = cute.make_coord(%40, %41) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_7 = cute.make_coord() : () -> !cute.coord<"(_,1,1)">
      %dice_0 = cute.dice(%tile_2, "(_,1,1)") : (!cute.tile<"[128:1;128:1;64:1]">) -> !cute.tile<"[128:1;64:1]">
      %110:2 = cute.get_scalars(%coord_6) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_8 = cute.make_coord(%110#1) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_5 = cute.get_layout(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %111:2 = cute.get_scalars(%lay_5) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@1,1@0)">
      %c128_i32_0 = arith.constant 128 : i32
      %112 = arith.ceildivsi %111#0, %c128_i32_0 : i32
      %c64_i32_0 = arith.constant 64 : i32
      %113 = arith.ceildivsi %111#1, %c64_i32_0 : i32
      %shape_1 = cute.make_shape(%112, %113) : (i32, i32) -> !cute.shape<"((128,64),(?,?))">
      %stride_0 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(128@1,64@0))">
      %lay_6 = cute.make_layout(%shape_1, %stride_0) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %slice_2 = cute.slice(%lay_6, %coord_8) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">, !cute.coord<"((_,_),(?,_))">
      %idx_2 = cute.crd2idx(%coord_8, %lay_6) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">) -> !cute.int_tuple<"(0,?{div=128})">
      %iter_15 = cute.get_iter(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %tup_6 = cute.add_offset(%iter_15, %idx_2) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=128})">) -> !cute.arith_tuple_iter<"(0,?{div=128})">
      %view_2 = cute.make_view(%tup_6, %slice_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %iter_16 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_7 = cute.deref_arith_tuple_iter(%iter_16) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_22, %e1_9 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,?{div=128})">
      %114 = cute.get_scalars(%e1_9) : !cute.int_tuple<"?{div=128}">
      %iter_17 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %tup_8 = cute.deref_arith_tuple_iter(%iter_17) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_23, %e1_10 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(0,?{div=128})">
      %115 = cute.get_scalars(%e1_10) : !cute.int_tuple<"?{div=128}">
      %tile_3 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;64:1]">
      %coord_9 = cute.make_coord(%40, %41) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_10 = cute.make_coord() : () -> !cute.coord<"(1,1,_)">
      %dice_1 = cute.dice(%tile_3, "(1,1,_)") : (!cute.tile<"[128:1;128:1;64:1]">) -> !cute.tile<"[128:1;128:1]">
      %116:2 = cute.get_scalars(%coord_9) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_11 = cute.make_coord(%116#0, %116#1) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %lay_7 = cute.get_layout(%arg5) : !memref_gmem_bf16_aab6
      %117:3 = cute.get_scalars(%lay_7) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
      %c128_i32_1 = arith.constant 128 : i32
      %118 = arith.ceildivsi %117#0, %c128_i32_1 : i32
      %c128_i64 = arith.constant 128 : i64
      %119 = arith.muli %117#2, %c128_i64 : i64
      %c128_i32_2 = arith.constant 128 : i32
      %120 = arith.ceildivsi %117#1, %c128_i32_2 : i32
      %shape_2 = cute.make_shape(%118, %120) : (i32, i32) -> !cute.shape<"((128,128),(?,?))">
      %iv_0 = cute.assume(%117#2) : (i64) -> !cute.i64<divby 8>
      %iv_1 = cute.assume(%119) : (i64) -> !cute.i64<divby 1024>
      %stride_1 = cute.make_stride(%iv_0, %iv_1) : (!cute.i64<divby 8>, !cute.i64<divby 1024>) -> !cute.stride<"((?{i64 div=8},1),(?{i64 div=1024},128))">
      %lay_8 = cute.make_layout(%shape_2, %stride_1) : !cute.layout<"((128,128),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},128))">
      %slice_3 = cute.slice(%lay_8, %coord_11) : !cute.layout<"((128,128),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},128))">, !cute.coord<"((_,_),(?,?))">
      %idx_3 = cute.crd2idx(%coord_11, %lay_8) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((128,128),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},128))">) -> !cute.int_tuple<"?{i64 div=128}">
      %iter_18 = cute.get_iter(%arg5) : !memref_gmem_bf16_aab6
      %ptr_14 = cute.add_offset(%iter_18, %idx_3) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=128}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_3 = cute.make_view(%ptr_14, %slice_3) : !memref_gmem_bf16_b31e
      %iter_19 = cute.get_iter(%view_3) : !memref_gmem_bf16_b31e
      %iter_20 = cute.get_iter(%view_3) : !memref_gmem_bf16_b31e
      %shape_3 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_9 = cute.make_layout() : !cute.layout<"1:0">
      %lay_10 = cute.get_layout(%view) : !memref_smem_bf16_96fa
      %121 = cute.get_shape(%lay_10) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.shape<"((8,16),(64,1),(1,6))">
      %e0_24, %e1_11, %e2_3, %e3_2, %e4, %e5 = cute.get_leaves(%121) : !cute.shape<"((8,16),(64,1),(1,6))">
      %lay_11 = cute.get_layout(%view) : !memref_smem_bf16_96fa
      %122 = cute.get_shape(%lay_11) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.shape<"((8,16),(64,1),(1,6))">
      %e0_25, %e1_12, %e2_4, %e3_3, %e4_0, %e5_0 = cute.get_leaves(%122) : !cute.shape<"((8,16),(64,1),(1,6))">
      %iter_21 = cute.get_iter(%view) : !memref_smem_bf16_96fa
      %view_4 = cute.make_view(%iter_21) : !memref_smem_bf16_4763
      %iter_22 = cute.get_iter(%view_4) : !memref_smem_bf16_4763
      %iter_23 = cute.get_iter(%view_4) : !memref_smem_bf16_4763
      %lay_12 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %123 = cute.get_shape(%lay_12) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %e0_26, %e1_13, %e2_5 = cute.get_leaves(%123) : !cute.shape<"(128,64,?)">
      %itup = cute.to_int_tuple(%e2_5) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %124 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %lay_13 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %125 = cute.get_shape(%lay_13) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %e0_27, %e1_14, %e2_6 = cute.get_leaves(%125) : !cute.shape<"(128,64,?)">
      %itup_0 = cute.to_int_tuple(%e2_6) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %126 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
      %iter_24 = cute.get_iter(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %lay_14 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %127 = cute.get_scalars(%lay_14) <{only_dynamic}> : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %shape_4 = cute.make_shape(%127) : (i32) -> !cute.shape<"((128,64),?)">
      %stride_2 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@0)">
      %lay_15 = cute.make_layout(%shape_4, %stride_2) : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_5 = cute.make_view(%iter_24, %lay_15) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %iter_25 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %tup_9 = cute.deref_arith_tuple_iter(%iter_25) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_28, %e1_15 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(0,?{div=128})">
      %128 = cute.get_scalars(%e1_15) : !cute.int_tuple<"?{div=128}">
      %iter_26 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %tup_10 = cute.deref_arith_tuple_iter(%iter_26) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_29, %e1_16 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(0,?{div=128})">
      %129 = cute.get_scalars(%e1_16) : !cute.int_tuple<"?{div=128}">
      %coord_12 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor, %res_gmem_tensor = cute_nvgpu.atom.tma_partition(%arg1, %coord_12, %lay_9, %view_4, %view_5) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_4763, !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">) -> (!memref_smem_bf16_7c73, !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
      %iter_27 = cute.get_iter(%res_smem_tensor) : !memref_smem_bf16_7c73
      %iter_28 = cute.get_iter(%res_gmem_tensor) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %tup_11 = cute.deref_arith_tuple_iter(%iter_28) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_30, %e1_17 = cute.get_leaves(%tup_11) : !cute.int_tuple<"(0,?{div=128})">
      %130 = cute.get_scalars(%e1_17) : !cute.int_tuple<"?{div=128}">
      %131 = cute.get_flat_coord(%26, %2) : (i32, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.coord<"(0,0,0)">
      %e0_31, %e1_18, %e2_7 = cute.get_leaves(%131) : !cute.coord<"(0,0,0)">
      %shape_5 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_16 = cute.make_layout() : !cute.layout<"1:0">
      %lay_17 = cute.get_layout(%view_0) : !memref_smem_bf16_96fa
      %132 = cute.get_shape(%lay_17) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.shape<"((8,16),(64,1),(1,6))">
      %e0_32, %e1_19, %e2_8, %e3_4, %e4_1, %e5_1 = cute.get_leaves(%132) : !cute.shape<"((8,16),(64,1),(1,6))">
      %lay_18 = cute.get_layout(%view_0) : !memref_smem_bf16_96fa
      %133 = cute.get_shape(%lay_18) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.shape<"((8,16),(64,1),(1,6))">
      %e0_33, %e1_20, %e2_9, %e3_5, %e4_2, %e5_2 = cute.get_leaves(%133) : !cute.shape<"((8,16),(64,1),(1,6))">
      %iter_29 = cute.get_iter(%view_0) : !memref_smem_bf16_96fa
      %view_6 = cute.make_view(%iter_29) : !memref_smem_bf16_4763
      %iter_30 = cute.get_iter(%view_6) : !memref_smem_bf16_4763
      %iter_31 = cute.get_iter(%view_6) : !memref_smem_bf16_4763
      %lay_19 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %134 = cute.get_shape(%lay_19) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %e0_34, %e1_21, %e2_10 = cute.get_leaves(%134) : !cute.shape<"(128,64,?)">
      %itup_1 = cute.to_int_tuple(%e2_10) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %135 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
      %lay_20 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %136 = cute.get_shape(%lay_20) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %e0_35, %e1_22, %e2_11 = cute.get_leaves(%136) : !cute.shape<"(128,64,?)">
      %itup_2 = cute.to_int_tuple(%e2_11) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %137 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?">
      %iter_32 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %lay_21 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %138 = cute.get_scalars(%lay_21) <{only_dynamic}> : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %shape_6 = cute.make_shape(%138) : (i32) -> !cute.shape<"((128,64),?)">
      %stride_3 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@0)">
      %lay_22 = cute.make_layout(%shape_6, %stride_3) : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_7 = cute.make_view(%iter_32, %lay_22) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %iter_33 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %tup_12 = cute.deref_arith_tuple_iter(%iter_33) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_36, %e1_23 = cute.get_leaves(%tup_12) : !cute.int_tuple<"(0,?{div=128})">
      %139 = cute.get_scalars(%e1_23) : !cute.int_tuple<"?{div=128}">
      %iter_34 = cute.get_iter(%view_7) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %tup_13 = cute.deref_arith_tuple_iter(%iter_34) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_37, %e1_24 = cute.get_leaves(%tup_13) : !cute.int_tuple<"(0,?{div=128})">
      %140 = cute.get_scalars(%e1_24) : !cute.int_tuple<"?{div=128}">
      %coord_13 = cute.make_coord() : () -> !cute.coord<"0">
      %res_smem_tensor_0, %res_gmem_tensor_0 = cute_nvgpu.atom.tma_partition(%arg3, %coord_13, %lay_16, %view_6, %view_7) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord<"0">, !cute.layout<"1:0">, !memref_smem_bf16_4763, !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">) -> (!memref_smem_bf16_7c73, !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
      %iter_35 = cute.get_iter(%res_smem_tensor_0) : !memref_smem_bf16_7c73
      %iter_36 = cute.get_iter(%res_gmem_tensor_0) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %tup_14 = cute.deref_arith_tuple_iter(%iter_36) : !cute.arith_tuple_iter<"(0,?{div=128})">
      %e0_38, %e1_25 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(0,?{div=128})">
      %141 = cute.get_scalars(%e1_25) : !cute.int_tuple<"?{div=128}">
      %142 = cute.get_shape(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
      %e0_39, %e1_26, %e2_12 = cute.get_leaves(%142) : !cute.shape<"(1,1,1)">
      %cosz_3 = cute.cosize(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %e0_40 = cute.get_leaves(%cosz_3) : !cute.int_tuple<"1">
      %coord_14 = cute.make_coord() : () -> !cute.coord<"(_,0,0)">
      %slice_4 = cute.slice(%2, %coord_14) : !cute.layout<"(1,1,1):(0,0,0)">, !cute.coord<"(_,0,0)">
      %coord_15 = cute.make_coord() : () -> !cute.coord<"(_,0,0)">
      %idx_4 = cute.crd2idx(%coord_15, %2) : (!cute.coord<"(_,0,0)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
      %e0_41 = cute.get_leaves(%idx_4) : !cute.int_tuple<"0">
      %143 = cute.get_shape(%slice_4) : (!cute.layout<"(1):(0)">) -> !cute.shape<"(1)">
      %e0_42 = cute.get_leaves(%143) : !cute.shape<"(1)">
      %sz_4 = cute.size(%slice_4) : (!cute.layout<"(1):(0)">) -> !cute.int_tuple<"1">
      %e0_43 = cute.get_leaves(%sz_4) : !cute.int_tuple<"1">
      %coord_16 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_5 = cute.crd2idx(%coord_16, %slice_4) : (!cute.coord<"0">, !cute.layout<"(1):(0)">) -> !cute.int_tuple<"0">
      %e0_44 = cute.get_leaves(%idx_5) : !cute.int_tuple<"0">
      %c128_i32_3 = arith.constant 128 : i32
      %144 = arith.floordivsi %3, %c128_i32_3 : i32
      %145 = cute_nvgpu.arch.make_warp_uniform(%144) : i32
      %146 = arith.muli %145, %c128_i32_3 : i32
      %coord_17 = cute.make_coord(%146) : (i32) -> !cute.coord<"?">
      %ptn_A = cute.tiled.mma.partition A (%arg0, %view, %coord_17) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_smem_bf16_96fa, !cute.coord<"?">) -> !memref_smem_bf16_d8a6
      %iter_37 = cute.get_iter(%ptn_A) : !memref_smem_bf16_d8a6
      %lay_23 = cute.get_layout(%ptn_A) : !memref_smem_bf16_d8a6
      %frg_A = cute.mma.make_fragment A (%arg0, %ptn_A) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_smem_bf16_d8a6) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %iter_38 = cute.get_iter(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %coord_18 = cute.make_coord(%146) : (i32) -> !cute.coord<"?">
      %ptn_B = cute.tiled.mma.partition B (%arg0, %view_0, %coord_18) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_smem_bf16_96fa, !cute.coord<"?">) -> !memref_smem_bf16_fa28
      %iter_39 = cute.get_iter(%ptn_B) : !memref_smem_bf16_fa28
      %lay_24 = cute.get_layout(%ptn_B) : !memref_smem_bf16_fa28
      %frg_B = cute.mma.make_fragment B (%arg0, %ptn_B) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_smem_bf16_fa28) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %iter_40 = cute.get_iter(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %coord_19 = cute.make_coord(%3) : (i32) -> !cute.coord<"?">
      %ptn_C = cute.tiled.mma.partition C (%arg0, %view_3, %coord_19) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_gmem_bf16_b31e, !cute.coord<"?">) -> !memref_gmem_bf16_5a37
      %iter_41 = cute.get_iter(%ptn_C) : !memref_gmem_bf16_5a37
      %lay_25 = cute.get_layout(%ptn_C) : !memref_gmem_bf16_5a37
      %147 = cute.get_shape(%lay_25) : (!cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_45, %e1_27, %e2_13, %e3_6, %e4_3 = cute.get_leaves(%147) : !cute.shape<"((2,2,16),2,1)">
      %shape_7 = cute.make_shape() : () -> !cute.shape<"((2,2,16),2,1)">
      %lay_26 = cute.make_layout() : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">
      %rmem = cute.memref.alloca(%lay_26) : !memref_rmem_f32_7625
      %iter_42 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_43 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %sz_5 = cute.size(%2) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %e0_46 = cute.get_leaves(%sz_5) : !cute.int_tuple<"1">
      nvvm.barrier
      %lay_27 = cute.get_layout(%view_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %sz_6 = cute.size(%lay_27) <{mode = [2]}> : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.int_tuple<"?">
      %e0_47 = cute.get_leaves(%sz_6) : !cute.int_tuple<"?">
      %148 = cute.get_scalars(%e0_47) : !cute.int_tuple<"?">
      %lay_28 = cute.get_layout(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %sz_7 = cute.size(%lay_28) <{mode = [2]}> : (!cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"4">
      %e0_48 = cute.get_leaves(%sz_7) : !cute.int_tuple<"4">
      %149 = arith.cmpi eq, %23, %c0_i32 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %c1_i32_1 = arith.constant 1 : i32
      %150:3 = scf.if %149 -> (i32, i32, i32) {
        %c6_i32 = arith.constant 6 : i32
        %73 = arith.minsi %c6_i32, %148 : i32
        %c0_i32_1 = arith.constant 0 : i32
        %c1_i32_2 = arith.constant 1 : i32
        %74:3 = scf.for %arg6 = %c0_i32_1 to %73 step %c1_i32_2 iter_args(%arg7 = %c0_i32_0, %arg8 = %c0_i32_0, %arg9 = %c1_i32_1) -> (i32, i32, i32)  : i32 {
          %true_2 = arith.constant true
          scf.if %true_2 {
            %int_tuple_20 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
            %ptr_15 = cute.add_offset(%ptr_8, %int_tuple_20) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %151 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity.shared %151, %arg9, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %75 = nvvm.elect.sync -> i1
          scf.if %75 {
            %int_tuple_20 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
            %ptr_15 = cute.add_offset(%iter_5, %int_tuple_20) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %151 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c32768_i32 = arith.constant 32768 : i32
            nvvm.mbarrier.txn %151, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
          }
          %int_tuple_7 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
          %ptr_3 = cute.add_offset(%iter_5, %int_tuple_7) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %coord_20 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_29 = cute.get_layout(%res_gmem_tensor) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_6 = cute.crd2idx(%coord_20, %lay_29) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_44 = cute.get_iter(%res_gmem_tensor) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_15 = cute.add_offset(%iter_44, %idx_6) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_8 = cute.make_view(%tup_15) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_45 = cute.get_iter(%view_8) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_16 = cute.deref_arith_tuple_iter(%iter_45) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_49, %e1_28 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %76 = cute.get_scalars(%e0_49) : !cute.int_tuple<"?{div=64}">
          %77 = cute.get_scalars(%e1_28) : !cute.int_tuple<"?{div=128}">
          %iter_46 = cute.get_iter(%view_8) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_17 = cute.deref_arith_tuple_iter(%iter_46) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_50, %e1_29 = cute.get_leaves(%tup_17) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %78 = cute.get_scalars(%e0_50) : !cute.int_tuple<"?{div=64}">
          %152 = cute.get_scalars(%e1_29) : !cute.int_tuple<"?{div=128}">
          %coord_21 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_30 = cute.get_layout(%res_smem_tensor) : !memref_smem_bf16_7c73
          %idx_7 = cute.crd2idx(%coord_21, %lay_30) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_47 = cute.get_iter(%res_smem_tensor) : !memref_smem_bf16_7c73
          %ptr_16 = cute.add_offset(%iter_47, %idx_7) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_9 = cute.make_view(%ptr_16) : !memref_smem_bf16_b164
          %iter_48 = cute.get_iter(%view_9) : !memref_smem_bf16_b164
          %iter_49 = cute.get_iter(%view_9) : !memref_smem_bf16_b164
          %lay_31 = cute.get_layout(%view_8) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %153 = cute.get_shape(%lay_31) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_51, %e1_30, %e2_14 = cute.get_leaves(%153) : !cute.shape<"(((64,128),1))">
          %lay_32 = cute.get_layout(%view_9) : !memref_smem_bf16_b164
          %154 = cute.get_shape(%lay_32) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_52, %e1_31 = cute.get_leaves(%154) : !cute.shape<"((8192,1))">
          %lay_33 = cute.get_layout(%view_8) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_8 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_34 = cute.make_layout() : !cute.layout<"1:0">
          %append_0 = cute.append_to_rank<2> (%lay_33, %lay_34) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_21 = cute.make_int_tuple(%e0_50, %e1_29) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_21) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_10 = cute.make_view(%int_tup_iter, %append_0) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_50 = cute.get_iter(%view_10) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_18 = cute.deref_arith_tuple_iter(%iter_50) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_53, %e1_32 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %155 = cute.get_scalars(%e0_53) : !cute.int_tuple<"?{div=64}">
          %156 = cute.get_scalars(%e1_32) : !cute.int_tuple<"?{div=128}">
          %lay_35 = cute.get_layout(%view_10) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %157 = cute.get_shape(%lay_35) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_54, %e1_33, %e2_15, %e3_7 = cute.get_leaves(%157) : !cute.shape<"(((64,128),1),1)">
          %lay_36 = cute.get_layout(%view_10) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %158 = cute.get_shape(%lay_36) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_55, %e1_34, %e2_16, %e3_8 = cute.get_leaves(%158) : !cute.shape<"(((64,128),1),1)">
          %iter_51 = cute.get_iter(%view_10) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_11 = cute.make_view(%iter_51) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_52 = cute.get_iter(%view_11) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_19 = cute.deref_arith_tuple_iter(%iter_52) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_56, %e1_35 = cute.get_leaves(%tup_19) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %159 = cute.get_scalars(%e0_56) : !cute.int_tuple<"?{div=64}">
          %160 = cute.get_scalars(%e1_35) : !cute.int_tuple<"?{div=128}">
          %iter_53 = cute.get_iter(%view_11) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_20 = cute.deref_arith_tuple_iter(%iter_53) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_57, %e1_36 = cute.get_leaves(%tup_20) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %161 = cute.get_scalars(%e0_57) : !cute.int_tuple<"?{div=64}">
          %162 = cute.get_scalars(%e1_36) : !cute.int_tuple<"?{div=128}">
          %lay_37 = cute.get_layout(%view_9) : !memref_smem_bf16_b164
          %shape_9 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_38 = cute.make_layout() : !cute.layout<"1:0">
          %append_1 = cute.append_to_rank<2> (%lay_37, %lay_38) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_12 = cute.make_view(%iter_49, %append_1) : !memref_smem_bf16_3782
          %iter_54 = cute.get_iter(%view_12) : !memref_smem_bf16_3782
          %lay_39 = cute.get_layout(%view_12) : !memref_smem_bf16_3782
          %163 = cute.get_shape(%lay_39) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_58, %e1_37, %e2_17 = cute.get_leaves(%163) : !cute.shape<"((8192,1),1)">
          %lay_40 = cute.get_layout(%view_12) : !memref_smem_bf16_3782
          %164 = cute.get_shape(%lay_40) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_59, %e1_38, %e2_18 = cute.get_leaves(%164) : !cute.shape<"((8192,1),1)">
          %iter_55 = cute.get_iter(%view_12) : !memref_smem_bf16_3782
          %view_13 = cute.make_view(%iter_55) : !memref_smem_bf16_b8cc
          %iter_56 = cute.get_iter(%view_13) : !memref_smem_bf16_b8cc
          %iter_57 = cute.get_iter(%view_13) : !memref_smem_bf16_b8cc
          %lay_41 = cute.get_layout(%view_11) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %165 = cute.get_shape(%lay_41) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_60, %e1_39, %e2_19, %e3_9 = cute.get_leaves(%165) : !cute.shape<"(((64,128),1),(1))">
          %lay_42 = cute.get_layout(%view_13) : !memref_smem_bf16_b8cc
          %166 = cute.get_shape(%lay_42) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_61, %e1_40, %e2_20 = cute.get_leaves(%166) : !cute.shape<"((8192,1),(1))">
          %lay_43 = cute.get_layout(%view_11) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_8 = cute.size(%lay_43) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_62 = cute.get_leaves(%sz_8) : !cute.int_tuple<"1">
          %lay_44 = cute.get_layout(%view_13) : !memref_smem_bf16_b8cc
          %sz_9 = cute.size(%lay_44) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_63 = cute.get_leaves(%sz_9) : !cute.int_tuple<"1">
          %lay_45 = cute.get_layout(%view_11) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %167 = cute.get_shape(%lay_45) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_64, %e1_41, %e2_21, %e3_10 = cute.get_leaves(%167) : !cute.shape<"(((64,128),1),(1))">
          %168 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %169 = cute_nvgpu.atom.set_value(%168, %ptr_3 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_58 = cute.get_iter(%view_11) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_59 = cute.get_iter(%view_13) : !memref_smem_bf16_b8cc
          %lay_46 = cute.get_layout(%view_11) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_47 = cute.get_layout(%view_13) : !memref_smem_bf16_b8cc
          %170 = cute.static : !cute.layout<"1:0">
          %append_2 = cute.append_to_rank<2> (%lay_46, %170) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_3 = cute.append_to_rank<2> (%lay_47, %170) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_48 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_49 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_10 = cute.size(%lay_48) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %171 = cute.get_scalars(%sz_10) : !cute.int_tuple<"1">
          %c0_i32_2 = arith.constant 0 : i32
          %c1_i32_3 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_2 to %171 step %c1_i32_3  : i32 {
            %coord_22 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %slice_5 = cute.slice(%lay_48, %coord_22) : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">, !cute.coord<"(_,?)">
            %idx_8 = cute.crd2idx(%coord_22, %lay_48) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_21 = cute.add_offset(%iter_58, %idx_8) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_14 = cute.make_view(%tup_21, %slice_5) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %slice_6 = cute.slice(%lay_49, %coord_22) : !cute.layout<"((8192,1),((1))):((1,0),((0)))">, !cute.coord<"(_,?)">
            %idx_9 = cute.crd2idx(%coord_22, %lay_49) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_17 = cute.add_offset(%iter_59, %idx_9) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_15 = cute.make_view(%ptr_17, %slice_6) : !memref_smem_bf16_b164
            cute.copy_atom_call(%169, %view_14, %view_15) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">, !memref_smem_bf16_b164) -> ()
          } {llvm.loop_annotation = #loop_annotation_0327}
          %coord_23 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_50 = cute.get_layout(%res_gmem_tensor_0) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_10 = cute.crd2idx(%coord_23, %lay_50) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_60 = cute.get_iter(%res_gmem_tensor_0) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_22 = cute.add_offset(%iter_60, %idx_10) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_16 = cute.make_view(%tup_22) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_61 = cute.get_iter(%view_16) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_23 = cute.deref_arith_tuple_iter(%iter_61) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_65, %e1_42 = cute.get_leaves(%tup_23) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %172 = cute.get_scalars(%e0_65) : !cute.int_tuple<"?{div=64}">
          %173 = cute.get_scalars(%e1_42) : !cute.int_tuple<"?{div=128}">
          %iter_62 = cute.get_iter(%view_16) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_24 = cute.deref_arith_tuple_iter(%iter_62) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_66, %e1_43 = cute.get_leaves(%tup_24) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %174 = cute.get_scalars(%e0_66) : !cute.int_tuple<"?{div=64}">
          %175 = cute.get_scalars(%e1_43) : !cute.int_tuple<"?{div=128}">
          %coord_24 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_51 = cute.get_layout(%res_smem_tensor_0) : !memref_smem_bf16_7c73
          %idx_11 = cute.crd2idx(%coord_24, %lay_51) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_63 = cute.get_iter(%res_smem_tensor_0) : !memref_smem_bf16_7c73
          %ptr_18 = cute.add_offset(%iter_63, %idx_11) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_17 = cute.make_view(%ptr_18) : !memref_smem_bf16_b164
          %iter_64 = cute.get_iter(%view_17) : !memref_smem_bf16_b164
          %iter_65 = cute.get_iter(%view_17) : !memref_smem_bf16_b164
          %lay_52 = cute.get_layout(%view_16) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %176 = cute.get_shape(%lay_52) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_67, %e1_44, %e2_22 = cute.get_leaves(%176) : !cute.shape<"(((64,128),1))">
          %lay_53 = cute.get_layout(%view_17) : !memref_smem_bf16_b164
          %177 = cute.get_shape(%lay_53) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_68, %e1_45 = cute.get_leaves(%177) : !cute.shape<"((8192,1))">
          %lay_54 = cute.get_layout(%view_16) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_10 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_55 = cute.make_layout() : !cute.layout<"1:0">
          %append_4 = cute.append_to_rank<2> (%lay_54, %lay_55) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_22 = cute.make_int_tuple(%e0_66, %e1_43) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_22) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_18 = cute.make_view(%int_tup_iter_0, %append_4) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_66 = cute.get_iter(%view_18) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_25 = cute.deref_arith_tuple_iter(%iter_66) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_69, %e1_46 = cute.get_leaves(%tup_25) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %178 = cute.get_scalars(%e0_69) : !cute.int_tuple<"?{div=64}">
          %179 = cute.get_scalars(%e1_46) : !cute.int_tuple<"?{div=128}">
          %lay_56 = cute.get_layout(%view_18) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %180 = cute.get_shape(%lay_56) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_70, %e1_47, %e2_23, %e3_11 = cute.get_leaves(%180) : !cute.shape<"(((64,128),1),1)">
          %lay_57 = cute.get_layout(%view_18) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %181 = cute.get_shape(%lay_57) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_71, %e1_48, %e2_24, %e3_12 = cute.get_leaves(%181) : !cute.shape<"(((64,128),1),1)">
          %iter_67 = cute.get_iter(%view_18) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_19 = cute.make_view(%iter_67) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_68 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_26 = cute.deref_arith_tuple_iter(%iter_68) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_72, %e1_49 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %182 = cute.get_scalars(%e0_72) : !cute.int_tuple<"?{div=64}">
          %183 = cute.get_scalars(%e1_49) : !cute.int_tuple<"?{div=128}">
          %iter_69 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_27 = cute.deref_arith_tuple_iter(%iter_69) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_73, %e1_50 = cute.get_leaves(%tup_27) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %184 = cute.get_scalars(%e0_73) : !cute.int_tuple<"?{div=64}">
          %185 = cute.get_scalars(%e1_50) : !cute.int_tuple<"?{div=128}">
          %lay_58 = cute.get_layout(%view_17) : !memref_smem_bf16_b164
          %shape_11 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_59 = cute.make_layout() : !cute.layout<"1:0">
          %append_5 = cute.append_to_rank<2> (%lay_58, %lay_59) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_20 = cute.make_view(%iter_65, %append_5) : !memref_smem_bf16_3782
          %iter_70 = cute.get_iter(%view_20) : !memref_smem_bf16_3782
          %lay_60 = cute.get_layout(%view_20) : !memref_smem_bf16_3782
          %186 = cute.get_shape(%lay_60) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_74, %e1_51, %e2_25 = cute.get_leaves(%186) : !cute.shape<"((8192,1),1)">
          %lay_61 = cute.get_layout(%view_20) : !memref_smem_bf16_3782
          %187 = cute.get_shape(%lay_61) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_75, %e1_52, %e2_26 = cute.get_leaves(%187) : !cute.shape<"((8192,1),1)">
          %iter_71 = cute.get_iter(%view_20) : !memref_smem_bf16_3782
          %view_21 = cute.make_view(%iter_71) : !memref_smem_bf16_b8cc
          %iter_72 = cute.get_iter(%view_21) : !memref_smem_bf16_b8cc
          %iter_73 = cute.get_iter(%view_21) : !memref_smem_bf16_b8cc
          %lay_62 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %188 = cute.get_shape(%lay_62) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_76, %e1_53, %e2_27, %e3_13 = cute.get_leaves(%188) : !cute.shape<"(((64,128),1),(1))">
          %lay_63 = cute.get_layout(%view_21) : !memref_smem_bf16_b8cc
          %189 = cute.get_shape(%lay_63) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_77, %e1_54, %e2_28 = cute.get_leaves(%189) : !cute.shape<"((8192,1),(1))">
          %lay_64 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_11 = cute.size(%lay_64) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_78 = cute.get_leaves(%sz_11) : !cute.int_tuple<"1">
          %lay_65 = cute.get_layout(%view_21) : !memref_smem_bf16_b8cc
          %sz_12 = cute.size(%lay_65) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_79 = cute.get_leaves(%sz_12) : !cute.int_tuple<"1">
          %lay_66 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %190 = cute.get_shape(%lay_66) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_80, %e1_55, %e2_29, %e3_14 = cute.get_leaves(%190) : !cute.shape<"(((64,128),1),(1))">
          %191 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %192 = cute_nvgpu.atom.set_value(%191, %ptr_3 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_74 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_75 = cute.get_iter(%view_21) : !memref_smem_bf16_b8cc
          %lay_67 = cute.get_layout(%view_19) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_68 = cute.get_layout(%view_21) : !memref_smem_bf16_b8cc
          %193 = cute.static : !cute.layout<"1:0">
          %append_6 = cute.append_to_rank<2> (%lay_67, %193) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_7 = cute.append_to_rank<2> (%lay_68, %193) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_69 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_70 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_13 = cute.size(%lay_69) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %194 = cute.get_scalars(%sz_13) : !cute.int_tuple<"1">
          %c0_i32_3 = arith.constant 0 : i32
          %c1_i32_4 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_3 to %194 step %c1_i32_4  : i32 {
            %coord_22 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %slice_5 = cute.slice(%lay_69, %coord_22) : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">, !cute.coord<"(_,?)">
            %idx_8 = cute.crd2idx(%coord_22, %lay_69) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_21 = cute.add_offset(%iter_74, %idx_8) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_14 = cute.make_view(%tup_21, %slice_5) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %slice_6 = cute.slice(%lay_70, %coord_22) : !cute.layout<"((8192,1),((1))):((1,0),((0)))">, !cute.coord<"(_,?)">
            %idx_9 = cute.crd2idx(%coord_22, %lay_70) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_17 = cute.add_offset(%iter_75, %idx_9) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_15 = cute.make_view(%ptr_17, %slice_6) : !memref_smem_bf16_b164
            cute.copy_atom_call(%192, %view_14, %view_15) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">, !memref_smem_bf16_b164) -> ()
          } {llvm.loop_annotation = #loop_annotation_0327}
          %c1_i32_5 = arith.constant 1 : i32
          %195 = arith.addi %arg8, %c1_i32_5 : i32
          %196 = arith.addi %arg7, %c1_i32_5 : i32
          %c6_i32_0 = arith.constant 6 : i32
          %197 = arith.cmpi eq, %195, %c6_i32_0 : i32
          %198:2 = scf.if %197 -> (i32, i32) {
            %c1_i32_6 = arith.constant 1 : i32
            %151 = arith.xori %arg9, %c1_i32_6 : i32
            %c0_i32_4 = arith.constant 0 : i32
            scf.yield %c0_i32_4, %151 : i32, i32
          } else {
            scf.yield %195, %arg9 : i32, i32
          }
          scf.yield %196, %198#0, %198#1 : i32, i32, i32
        } {loop_annotation = #loop_annotation1_7daa}
        scf.yield %74#0, %74#1, %74#2 : i32, i32, i32
      } else {
        scf.yield %c0_i32_0, %c0_i32_0, %c1_i32_1 : i32, i32, i32
      }
      %true = arith.constant true
      scf.if %true {
        %c0_i32_1 = arith.constant 0 : i32
        %int_tuple_23 = cute.make_int_tuple(%c0_i32_1) : (i32) -> !cute.int_tuple<"?">
        %ptr_19 = cute.add_offset(%iter_5, %int_tuple_23) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
        %73 = builtin.unrealized_conversion_cast %ptr_19 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        %c0_i32_5 = arith.constant 0 : i32
        %c10000000_i32 = arith.constant 10000000 : i32
        nvvm.mbarrier.try_wait.parity.shared %73, %c0_i32_5, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      nvvm.wgmma.fence.aligned
      %false_1 = arith.constant false
      %199 = cute_nvgpu.atom.set_value(%arg0, %false_1 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_f885
      %coord_25 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,0,?)">
      %lay_71 = cute.get_layout(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_12 = cute.crd2idx(%coord_25, %lay_71) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
      %iter_76 = cute.get_iter(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_28 = cute.add_offset(%iter_76, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %view_22 = cute.make_view(%tup_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_77 = cute.get_iter(%view_22) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_78 = cute.get_iter(%view_22) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_26 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,0,?)">
      %lay_72 = cute.get_layout(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_13 = cute.crd2idx(%coord_26, %lay_72) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
      %iter_79 = cute.get_iter(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_29 = cute.add_offset(%iter_79, %idx_13) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
      %view_23 = cute.make_view(%tup_29) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_80 = cute.get_iter(%view_23) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_81 = cute.get_iter(%view_23) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_73 = cute.get_layout(%view_22) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %200 = cute.get_shape(%lay_73) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
      %e0_81, %e1_56 = cute.get_leaves(%200) : !cute.shape<"(1,2)">
      %lay_74 = cute.get_layout(%view_23) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %201 = cute.get_shape(%lay_74) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_82, %e1_57 = cute.get_leaves(%201) : !cute.shape<"(1,1)">
      %lay_75 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %202 = cute.get_shape(%lay_75) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_83, %e1_58, %e2_30, %e3_15, %e4_4 = cute.get_leaves(%202) : !cute.shape<"((2,2,16),2,1)">
      %lay_76 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %203 = cute.get_shape(%lay_76) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_84, %e1_59, %e2_31, %e3_16, %e4_5 = cute.get_leaves(%203) : !cute.shape<"((2,2,16),2,1)">
      %iter_82 = cute.get_iter(%view_22) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_83 = cute.get_iter(%view_23) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_84 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_85 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_77 = cute.get_layout(%view_22) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_78 = cute.get_layout(%view_23) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_79 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_80 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %204 = cute.static : !cute.layout<"1:0">
      %append = cute.append_to_rank<3> (%lay_77, %204) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_8 = cute.append_to_rank<3> (%lay_78, %204) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_14 = cute.size(%append) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
      %sz_15 = cute.size(%append) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
      %sz_16 = cute.size(%append_8) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %205 = cute.get_scalars(%sz_14) : !cute.int_tuple<"1">
      %206 = cute.get_scalars(%sz_15) : !cute.int_tuple<"2">
      %207 = cute.get_scalars(%sz_16) : !cute.int_tuple<"1">
      %c0_i32_6 = arith.constant 0 : i32
      %c1_i32_7 = arith.constant 1 : i32
      %208 = scf.for %arg6 = %c0_i32_6 to %205 step %c1_i32_7 iter_args(%arg7 = %199) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %73 = scf.for %arg8 = %c0_i32_6 to %206 step %c1_i32_7 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %74 = scf.for %arg10 = %c0_i32_6 to %207 step %c1_i32_7 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_27 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_28 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %slice_7 = cute.slice(%append, %coord_27) : !cute.layout<"(1,2,1):(0,512,0)">, !cute.coord<"(_,?,?)">
            %idx_14 = cute.crd2idx(%coord_27, %append) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_30 = cute.add_offset(%iter_82, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_24 = cute.make_view(%tup_30, %slice_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %slice_8 = cute.slice(%append_8, %coord_28) : !cute.layout<"(1,1,1):(0,0,0)">, !cute.coord<"(_,?,?)">
            %idx_15 = cute.crd2idx(%coord_28, %append_8) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_15 = cute.add_offset(%iter_83, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_8 = cute.make_view(%tup_15, %slice_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %slice_9 = cute.slice(%lay_79, %coord_29) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
            %idx_16 = cute.crd2idx(%coord_29, %lay_79) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_20 = cute.add_offset(%iter_84, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_25 = cute.make_view(%ptr_20, %slice_9) : !memref_rmem_f32_e17b
            %slice_10 = cute.slice(%lay_80, %coord_29) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
            %idx_17 = cute.crd2idx(%coord_29, %lay_80) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_21 = cute.add_offset(%iter_85, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_26 = cute.make_view(%ptr_21, %slice_10) : !memref_rmem_f32_e17b
            cute.mma_atom_call(%arg11, %view_26, %view_24, %view_8, %view_25) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_rmem_f32_e17b, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !memref_rmem_f32_e17b) -> ()
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %74 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %73 : !mma_bf16_bf16_f32_64x128x16_f885
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_3 = arith.constant true
      %209 = cute_nvgpu.atom.set_value(%199, %true_3 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_f885
      %coord_30 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,1,?)">
      %lay_81 = cute.get_layout(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_18 = cute.crd2idx(%coord_30, %lay_81) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
      %iter_86 = cute.get_iter(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_31 = cute.add_offset(%iter_86, %idx_18) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_27 = cute.make_view(%tup_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_87 = cute.get_iter(%view_27) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_88 = cute.get_iter(%view_27) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_31 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,1,?)">
      %lay_82 = cute.get_layout(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_19 = cute.crd2idx(%coord_31, %lay_82) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
      %iter_89 = cute.get_iter(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_32 = cute.add_offset(%iter_89, %idx_19) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_28 = cute.make_view(%tup_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_90 = cute.get_iter(%view_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_91 = cute.get_iter(%view_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_83 = cute.get_layout(%view_27) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %210 = cute.get_shape(%lay_83) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
      %e0_85, %e1_60 = cute.get_leaves(%210) : !cute.shape<"(1,2)">
      %lay_84 = cute.get_layout(%view_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %211 = cute.get_shape(%lay_84) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_86, %e1_61 = cute.get_leaves(%211) : !cute.shape<"(1,1)">
      %lay_85 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %212 = cute.get_shape(%lay_85) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_87, %e1_62, %e2_32, %e3_17, %e4_6 = cute.get_leaves(%212) : !cute.shape<"((2,2,16),2,1)">
      %lay_86 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %213 = cute.get_shape(%lay_86) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_88, %e1_63, %e2_33, %e3_18, %e4_7 = cute.get_leaves(%213) : !cute.shape<"((2,2,16),2,1)">
      %iter_92 = cute.get_iter(%view_27) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_93 = cute.get_iter(%view_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_94 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_95 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_87 = cute.get_layout(%view_27) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_88 = cute.get_layout(%view_28) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_89 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_90 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %214 = cute.static : !cute.layout<"1:0">
      %append_9 = cute.append_to_rank<3> (%lay_87, %214) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_10 = cute.append_to_rank<3> (%lay_88, %214) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_17 = cute.size(%append_9) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
      %sz_18 = cute.size(%append_9) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
      %sz_19 = cute.size(%append_10) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %215 = cute.get_scalars(%sz_17) : !cute.int_tuple<"1">
      %216 = cute.get_scalars(%sz_18) : !cute.int_tuple<"2">
      %217 = cute.get_scalars(%sz_19) : !cute.int_tuple<"1">
      %c0_i32_7 = arith.constant 0 : i32
      %c1_i32_8 = arith.constant 1 : i32
      %218 = scf.for %arg6 = %c0_i32_7 to %215 step %c1_i32_8 iter_args(%arg7 = %209) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %73 = scf.for %arg8 = %c0_i32_7 to %216 step %c1_i32_8 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %74 = scf.for %arg10 = %c0_i32_7 to %217 step %c1_i32_8 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_27 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_28 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %slice_7 = cute.slice(%append_9, %coord_27) : !cute.layout<"(1,2,1):(0,512,0)">, !cute.coord<"(_,?,?)">
            %idx_14 = cute.crd2idx(%coord_27, %append_9) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_30 = cute.add_offset(%iter_92, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_24 = cute.make_view(%tup_30, %slice_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %slice_8 = cute.slice(%append_10, %coord_28) : !cute.layout<"(1,1,1):(0,0,0)">, !cute.coord<"(_,?,?)">
            %idx_15 = cute.crd2idx(%coord_28, %append_10) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_15 = cute.add_offset(%iter_93, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_8 = cute.make_view(%tup_15, %slice_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %slice_9 = cute.slice(%lay_89, %coord_29) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
            %idx_16 = cute.crd2idx(%coord_29, %lay_89) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_20 = cute.add_offset(%iter_94, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_25 = cute.make_view(%ptr_20, %slice_9) : !memref_rmem_f32_e17b
            %slice_10 = cute.slice(%lay_90, %coord_29) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
            %idx_17 = cute.crd2idx(%coord_29, %lay_90) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_21 = cute.add_offset(%iter_95, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_26 = cute.make_view(%ptr_21, %slice_10) : !memref_rmem_f32_e17b
            cute.mma_atom_call(%arg11, %view_26, %view_24, %view_8, %view_25) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_rmem_f32_e17b, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !memref_rmem_f32_e17b) -> ()
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %74 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %73 : !mma_bf16_bf16_f32_64x128x16_f885
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_4 = arith.constant true
      %219 = cute_nvgpu.atom.set_value(%209, %true_4 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_f885
      %coord_32 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,2,?)">
      %lay_91 = cute.get_layout(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_20 = cute.crd2idx(%coord_32, %lay_91) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
      %iter_96 = cute.get_iter(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_33 = cute.add_offset(%iter_96, %idx_20) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %view_29 = cute.make_view(%tup_33) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_97 = cute.get_iter(%view_29) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_98 = cute.get_iter(%view_29) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_33 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,2,?)">
      %lay_92 = cute.get_layout(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_21 = cute.crd2idx(%coord_33, %lay_92) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
      %iter_99 = cute.get_iter(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_34 = cute.add_offset(%iter_99, %idx_21) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
      %view_30 = cute.make_view(%tup_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_100 = cute.get_iter(%view_30) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_101 = cute.get_iter(%view_30) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_93 = cute.get_layout(%view_29) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %220 = cute.get_shape(%lay_93) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
      %e0_89, %e1_64 = cute.get_leaves(%220) : !cute.shape<"(1,2)">
      %lay_94 = cute.get_layout(%view_30) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %221 = cute.get_shape(%lay_94) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_90, %e1_65 = cute.get_leaves(%221) : !cute.shape<"(1,1)">
      %lay_95 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %222 = cute.get_shape(%lay_95) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_91, %e1_66, %e2_34, %e3_19, %e4_8 = cute.get_leaves(%222) : !cute.shape<"((2,2,16),2,1)">
      %lay_96 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %223 = cute.get_shape(%lay_96) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_92, %e1_67, %e2_35, %e3_20, %e4_9 = cute.get_leaves(%223) : !cute.shape<"((2,2,16),2,1)">
      %iter_102 = cute.get_iter(%view_29) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_103 = cute.get_iter(%view_30) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_104 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_105 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_97 = cute.get_layout(%view_29) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_98 = cute.get_layout(%view_30) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_99 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_100 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %224 = cute.static : !cute.layout<"1:0">
      %append_11 = cute.append_to_rank<3> (%lay_97, %224) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_12 = cute.append_to_rank<3> (%lay_98, %224) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_20 = cute.size(%append_11) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
      %sz_21 = cute.size(%append_11) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
      %sz_22 = cute.size(%append_12) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %225 = cute.get_scalars(%sz_20) : !cute.int_tuple<"1">
      %226 = cute.get_scalars(%sz_21) : !cute.int_tuple<"2">
      %227 = cute.get_scalars(%sz_22) : !cute.int_tuple<"1">
      %c0_i32_8 = arith.constant 0 : i32
      %c1_i32_9 = arith.constant 1 : i32
      %228 = scf.for %arg6 = %c0_i32_8 to %225 step %c1_i32_9 iter_args(%arg7 = %219) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %73 = scf.for %arg8 = %c0_i32_8 to %226 step %c1_i32_9 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %74 = scf.for %arg10 = %c0_i32_8 to %227 step %c1_i32_9 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_27 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_28 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %slice_7 = cute.slice(%append_11, %coord_27) : !cute.layout<"(1,2,1):(0,512,0)">, !cute.coord<"(_,?,?)">
            %idx_14 = cute.crd2idx(%coord_27, %append_11) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_30 = cute.add_offset(%iter_102, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_24 = cute.make_view(%tup_30, %slice_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %slice_8 = cute.slice(%append_12, %coord_28) : !cute.layout<"(1,1,1):(0,0,0)">, !cute.coord<"(_,?,?)">
            %idx_15 = cute.crd2idx(%coord_28, %append_12) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_15 = cute.add_offset(%iter_103, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_8 = cute.make_view(%tup_15, %slice_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %slice_9 = cute.slice(%lay_99, %coord_29) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
            %idx_16 = cute.crd2idx(%coord_29, %lay_99) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_20 = cute.add_offset(%iter_104, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_25 = cute.make_view(%ptr_20, %slice_9) : !memref_rmem_f32_e17b
            %slice_10 = cute.slice(%lay_100, %coord_29) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
            %idx_17 = cute.crd2idx(%coord_29, %lay_100) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_21 = cute.add_offset(%iter_105, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_26 = cute.make_view(%ptr_21, %slice_10) : !memref_rmem_f32_e17b
            cute.mma_atom_call(%arg11, %view_26, %view_24, %view_8, %view_25) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_rmem_f32_e17b, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !memref_rmem_f32_e17b) -> ()
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %74 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %73 : !mma_bf16_bf16_f32_64x128x16_f885
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_5 = arith.constant true
      %229 = cute_nvgpu.atom.set_value(%219, %true_5 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_f885
      %coord_34 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,3,?)">
      %lay_101 = cute.get_layout(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_22 = cute.crd2idx(%coord_34, %lay_101) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
      %iter_106 = cute.get_iter(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_35 = cute.add_offset(%iter_106, %idx_22) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_31 = cute.make_view(%tup_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_107 = cute.get_iter(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_108 = cute.get_iter(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_35 = cute.make_coord(%c0_i32_0) : (i32) -> !cute.coord<"(_,_,3,?)">
      %lay_102 = cute.get_layout(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_23 = cute.crd2idx(%coord_35, %lay_102) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
      %iter_109 = cute.get_iter(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_36 = cute.add_offset(%iter_109, %idx_23) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
      %view_32 = cute.make_view(%tup_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_110 = cute.get_iter(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_111 = cute.get_iter(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_103 = cute.get_layout(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %230 = cute.get_shape(%lay_103) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
      %e0_93, %e1_68 = cute.get_leaves(%230) : !cute.shape<"(1,2)">
      %lay_104 = cute.get_layout(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %231 = cute.get_shape(%lay_104) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
      %e0_94, %e1_69 = cute.get_leaves(%231) : !cute.shape<"(1,1)">
      %lay_105 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %232 = cute.get_shape(%lay_105) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_95, %e1_70, %e2_36, %e3_21, %e4_10 = cute.get_leaves(%232) : !cute.shape<"((2,2,16),2,1)">
      %lay_106 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %233 = cute.get_shape(%lay_106) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_96, %e1_71, %e2_37, %e3_22, %e4_11 = cute.get_leaves(%233) : !cute.shape<"((2,2,16),2,1)">
      %iter_112 = cute.get_iter(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_113 = cute.get_iter(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_114 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_115 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_107 = cute.get_layout(%view_31) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_108 = cute.get_layout(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_109 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_110 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %234 = cute.static : !cute.layout<"1:0">
      %append_13 = cute.append_to_rank<3> (%lay_107, %234) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_14 = cute.append_to_rank<3> (%lay_108, %234) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %sz_23 = cute.size(%append_13) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
      %sz_24 = cute.size(%append_13) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
      %sz_25 = cute.size(%append_14) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
      %235 = cute.get_scalars(%sz_23) : !cute.int_tuple<"1">
      %236 = cute.get_scalars(%sz_24) : !cute.int_tuple<"2">
      %237 = cute.get_scalars(%sz_25) : !cute.int_tuple<"1">
      %c0_i32_9 = arith.constant 0 : i32
      %c1_i32_10 = arith.constant 1 : i32
      %238 = scf.for %arg6 = %c0_i32_9 to %235 step %c1_i32_10 iter_args(%arg7 = %229) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %73 = scf.for %arg8 = %c0_i32_9 to %236 step %c1_i32_10 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %74 = scf.for %arg10 = %c0_i32_9 to %237 step %c1_i32_10 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_27 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_28 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_29 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %slice_7 = cute.slice(%append_13, %coord_27) : !cute.layout<"(1,2,1):(0,512,0)">, !cute.coord<"(_,?,?)">
            %idx_14 = cute.crd2idx(%coord_27, %append_13) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_30 = cute.add_offset(%iter_112, %idx_14) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_24 = cute.make_view(%tup_30, %slice_7) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %slice_8 = cute.slice(%append_14, %coord_28) : !cute.layout<"(1,1,1):(0,0,0)">, !cute.coord<"(_,?,?)">
            %idx_15 = cute.crd2idx(%coord_28, %append_14) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_15 = cute.add_offset(%iter_113, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_8 = cute.make_view(%tup_15, %slice_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %slice_9 = cute.slice(%lay_109, %coord_29) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
            %idx_16 = cute.crd2idx(%coord_29, %lay_109) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_20 = cute.add_offset(%iter_114, %idx_16) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_25 = cute.make_view(%ptr_20, %slice_9) : !memref_rmem_f32_e17b
            %slice_10 = cute.slice(%lay_110, %coord_29) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
            %idx_17 = cute.crd2idx(%coord_29, %lay_110) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_21 = cute.add_offset(%iter_115, %idx_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_26 = cute.make_view(%ptr_21, %slice_10) : !memref_rmem_f32_e17b
            cute.mma_atom_call(%arg11, %view_26, %view_24, %view_8, %view_25) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_rmem_f32_e17b, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !memref_rmem_f32_e17b) -> ()
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %74 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        scf.yield %73 : !mma_bf16_bf16_f32_64x128x16_f885
      } {llvm.loop_annotation = #loop_annotation_0327}
      %true_6 = arith.constant true
      %239 = cute_nvgpu.atom.set_value(%229, %true_6 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !mma_bf16_bf16_f32_64x128x16_f885
      nvvm.wgmma.commit.group.sync.aligned
      %240:2 = scf.if %false -> (i32, i32) {
        %c0_i32_1 = arith.constant 0 : i32
        %c1_i32_2 = arith.constant 1 : i32
        scf.yield %c0_i32_1, %c1_i32_2 : i32, i32
      } else {
        %c1_i32_11 = arith.constant 1 : i32
        %c0_i32_10 = arith.constant 0 : i32
        scf.yield %c1_i32_11, %c0_i32_10 : i32, i32
      }
      %c3_i32 = arith.constant 3 : i32
      %241:11 = scf.for %arg6 = %c1_i32_1 to %148 step %c1_i32_1 iter_args(%arg7 = %c3_i32, %arg8 = %c0_i32_0, %arg9 = %c0_i32_0, %arg10 = %c0_i32_0, %arg11 = %c0_i32_0, %arg12 = %150#0, %arg13 = %150#1, %arg14 = %150#2, %arg15 = %c1_i32_1, %arg16 = %240#0, %arg17 = %240#1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)  : i32 {
        %true_0 = arith.constant true
        scf.if %true_0 {
          %int_tuple_24 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
          %ptr_22 = cute.add_offset(%iter_5, %int_tuple_24) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %195 = builtin.unrealized_conversion_cast %ptr_22 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c10000000_i32 = arith.constant 10000000 : i32
          nvvm.mbarrier.try_wait.parity.shared %195, %arg17, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
        nvvm.wgmma.fence.aligned
        %coord_28 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,0,?)">
        %lay_111 = cute.get_layout(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_24 = cute.crd2idx(%coord_28, %lay_111) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
        %iter_116 = cute.get_iter(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_30 = cute.add_offset(%iter_116, %idx_24) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
        %view_24 = cute.make_view(%tup_30) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_117 = cute.get_iter(%view_24) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_44 = cute.get_iter(%view_24) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_36 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,0,?)">
        %lay_112 = cute.get_layout(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_25 = cute.crd2idx(%coord_36, %lay_112) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
        %iter_118 = cute.get_iter(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_37 = cute.add_offset(%iter_118, %idx_25) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
        %view_25 = cute.make_view(%tup_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_46 = cute.get_iter(%view_25) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_119 = cute.get_iter(%view_25) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_113 = cute.get_layout(%view_24) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %73 = cute.get_shape(%lay_113) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
        %e0_97, %e1_72 = cute.get_leaves(%73) : !cute.shape<"(1,2)">
        %lay_30 = cute.get_layout(%view_25) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %74 = cute.get_shape(%lay_30) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_98, %e1_73 = cute.get_leaves(%74) : !cute.shape<"(1,1)">
        %lay_114 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %75 = cute.get_shape(%lay_114) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_99, %e1_74, %e2_38, %e3_23, %e4_12 = cute.get_leaves(%75) : !cute.shape<"((2,2,16),2,1)">
        %lay_115 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %76 = cute.get_shape(%lay_115) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_100, %e1_75, %e2_39, %e3_24, %e4_13 = cute.get_leaves(%76) : !cute.shape<"((2,2,16),2,1)">
        %iter_120 = cute.get_iter(%view_24) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_121 = cute.get_iter(%view_25) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_122 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_123 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_116 = cute.get_layout(%view_24) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_117 = cute.get_layout(%view_25) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_118 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_119 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %77 = cute.static : !cute.layout<"1:0">
        %append_15 = cute.append_to_rank<3> (%lay_116, %77) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_16 = cute.append_to_rank<3> (%lay_117, %77) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_26 = cute.size(%append_15) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
        %sz_27 = cute.size(%append_15) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
        %sz_28 = cute.size(%append_16) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %78 = cute.get_scalars(%sz_26) : !cute.int_tuple<"1">
        %152 = cute.get_scalars(%sz_27) : !cute.int_tuple<"2">
        %153 = cute.get_scalars(%sz_28) : !cute.int_tuple<"1">
        %c0_i32_11 = arith.constant 0 : i32
        %c1_i32_12 = arith.constant 1 : i32
        %154 = scf.for %arg18 = %c0_i32_11 to %78 step %c1_i32_12 iter_args(%arg19 = %239) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %195 = scf.for %arg20 = %c0_i32_11 to %152 step %c1_i32_12 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %196 = scf.for %arg22 = %c0_i32_11 to %153 step %c1_i32_12 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_37 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_38 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %slice_11 = cute.slice(%append_15, %coord_37) : !cute.layout<"(1,2,1):(0,512,0)">, !cute.coord<"(_,?,?)">
              %idx_26 = cute.crd2idx(%coord_37, %append_15) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_38 = cute.add_offset(%iter_120, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_33 = cute.make_view(%tup_38, %slice_11) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %slice_12 = cute.slice(%append_16, %coord_38) : !cute.layout<"(1,1,1):(0,0,0)">, !cute.coord<"(_,?,?)">
              %idx_27 = cute.crd2idx(%coord_38, %append_16) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_39 = cute.add_offset(%iter_121, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_34 = cute.make_view(%tup_39, %slice_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %slice_13 = cute.slice(%lay_118, %coord_39) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
              %idx_28 = cute.crd2idx(%coord_39, %lay_118) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_23 = cute.add_offset(%iter_122, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_35 = cute.make_view(%ptr_23, %slice_13) : !memref_rmem_f32_e17b
              %slice_14 = cute.slice(%lay_119, %coord_39) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
              %idx_29 = cute.crd2idx(%coord_39, %lay_119) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_24 = cute.add_offset(%iter_123, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_36 = cute.make_view(%ptr_24, %slice_14) : !memref_rmem_f32_e17b
              cute.mma_atom_call(%arg23, %view_36, %view_33, %view_34, %view_35) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_rmem_f32_e17b, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !memref_rmem_f32_e17b) -> ()
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %196 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %195 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_40 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,1,?)">
        %lay_120 = cute.get_layout(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_30 = cute.crd2idx(%coord_40, %lay_120) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_124 = cute.get_iter(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_40 = cute.add_offset(%iter_124, %idx_30) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_11 = cute.make_view(%tup_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_52 = cute.get_iter(%view_11) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_125 = cute.get_iter(%view_11) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_41 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,1,?)">
        %lay_121 = cute.get_layout(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_31 = cute.crd2idx(%coord_41, %lay_121) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_126 = cute.get_iter(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_41 = cute.add_offset(%iter_126, %idx_31) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_37 = cute.make_view(%tup_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_127 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_128 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_38 = cute.get_layout(%view_11) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %155 = cute.get_shape(%lay_38) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
        %e0_101, %e1_76 = cute.get_leaves(%155) : !cute.shape<"(1,2)">
        %lay_122 = cute.get_layout(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %156 = cute.get_shape(%lay_122) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_102, %e1_77 = cute.get_leaves(%156) : !cute.shape<"(1,1)">
        %lay_123 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %157 = cute.get_shape(%lay_123) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_103, %e1_78, %e2_40, %e3_25, %e4_14 = cute.get_leaves(%157) : !cute.shape<"((2,2,16),2,1)">
        %lay_124 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %158 = cute.get_shape(%lay_124) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_104, %e1_79, %e2_41, %e3_26, %e4_15 = cute.get_leaves(%158) : !cute.shape<"((2,2,16),2,1)">
        %iter_129 = cute.get_iter(%view_11) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_130 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_131 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_132 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_125 = cute.get_layout(%view_11) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_126 = cute.get_layout(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_127 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_43 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %159 = cute.static : !cute.layout<"1:0">
        %append_17 = cute.append_to_rank<3> (%lay_125, %159) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_18 = cute.append_to_rank<3> (%lay_126, %159) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_29 = cute.size(%append_17) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
        %sz_9 = cute.size(%append_17) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
        %sz_30 = cute.size(%append_18) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %160 = cute.get_scalars(%sz_29) : !cute.int_tuple<"1">
        %161 = cute.get_scalars(%sz_9) : !cute.int_tuple<"2">
        %162 = cute.get_scalars(%sz_30) : !cute.int_tuple<"1">
        %c0_i32_12 = arith.constant 0 : i32
        %c1_i32_13 = arith.constant 1 : i32
        %163 = scf.for %arg18 = %c0_i32_12 to %160 step %c1_i32_13 iter_args(%arg19 = %239) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %195 = scf.for %arg20 = %c0_i32_12 to %161 step %c1_i32_13 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %196 = scf.for %arg22 = %c0_i32_12 to %162 step %c1_i32_13 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_37 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_38 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %slice_11 = cute.slice(%append_17, %coord_37) : !cute.layout<"(1,2,1):(0,512,0)">, !cute.coord<"(_,?,?)">
              %idx_26 = cute.crd2idx(%coord_37, %append_17) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_38 = cute.add_offset(%iter_129, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_33 = cute.make_view(%tup_38, %slice_11) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %slice_12 = cute.slice(%append_18, %coord_38) : !cute.layout<"(1,1,1):(0,0,0)">, !cute.coord<"(_,?,?)">
              %idx_27 = cute.crd2idx(%coord_38, %append_18) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_39 = cute.add_offset(%iter_130, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_34 = cute.make_view(%tup_39, %slice_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %slice_13 = cute.slice(%lay_127, %coord_39) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
              %idx_28 = cute.crd2idx(%coord_39, %lay_127) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_23 = cute.add_offset(%iter_131, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_35 = cute.make_view(%ptr_23, %slice_13) : !memref_rmem_f32_e17b
              %slice_14 = cute.slice(%lay_43, %coord_39) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
              %idx_29 = cute.crd2idx(%coord_39, %lay_43) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_24 = cute.add_offset(%iter_132, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_36 = cute.make_view(%ptr_24, %slice_14) : !memref_rmem_f32_e17b
              cute.mma_atom_call(%arg23, %view_36, %view_33, %view_34, %view_35) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_rmem_f32_e17b, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !memref_rmem_f32_e17b) -> ()
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %196 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %195 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_42 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,2,?)">
        %lay_128 = cute.get_layout(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_32 = cute.crd2idx(%coord_42, %lay_128) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
        %iter_58 = cute.get_iter(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_42 = cute.add_offset(%iter_58, %idx_32) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
        %view_38 = cute.make_view(%tup_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_133 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_134 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_43 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,2,?)">
        %lay_48 = cute.get_layout(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_33 = cute.crd2idx(%coord_43, %lay_48) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
        %iter_135 = cute.get_iter(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_43 = cute.add_offset(%iter_135, %idx_33) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
        %view_39 = cute.make_view(%tup_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_136 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_137 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_129 = cute.get_layout(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %164 = cute.get_shape(%lay_129) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
        %e0_105, %e1_80 = cute.get_leaves(%164) : !cute.shape<"(1,2)">
        %lay_130 = cute.get_layout(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %165 = cute.get_shape(%lay_130) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_106, %e1_81 = cute.get_leaves(%165) : !cute.shape<"(1,1)">
        %lay_131 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %166 = cute.get_shape(%lay_131) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_107, %e1_82, %e2_42, %e3_27, %e4_16 = cute.get_leaves(%166) : !cute.shape<"((2,2,16),2,1)">
        %lay_132 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %167 = cute.get_shape(%lay_132) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_108, %e1_83, %e2_43, %e3_28, %e4_17 = cute.get_leaves(%167) : !cute.shape<"((2,2,16),2,1)">
        %iter_64 = cute.get_iter(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_65 = cute.get_iter(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_138 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_139 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_133 = cute.get_layout(%view_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_134 = cute.get_layout(%view_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_53 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_135 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %168 = cute.static : !cute.layout<"1:0">
        %append_19 = cute.append_to_rank<3> (%lay_133, %168) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_20 = cute.append_to_rank<3> (%lay_134, %168) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_31 = cute.size(%append_19) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
        %sz_32 = cute.size(%append_19) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
        %sz_33 = cute.size(%append_20) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %169 = cute.get_scalars(%sz_31) : !cute.int_tuple<"1">
        %170 = cute.get_scalars(%sz_32) : !cute.int_tuple<"2">
        %171 = cute.get_scalars(%sz_33) : !cute.int_tuple<"1">
        %c0_i32_13 = arith.constant 0 : i32
        %c1_i32_14 = arith.constant 1 : i32
        %172 = scf.for %arg18 = %c0_i32_13 to %169 step %c1_i32_14 iter_args(%arg19 = %239) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %195 = scf.for %arg20 = %c0_i32_13 to %170 step %c1_i32_14 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %196 = scf.for %arg22 = %c0_i32_13 to %171 step %c1_i32_14 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_37 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_38 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %slice_11 = cute.slice(%append_19, %coord_37) : !cute.layout<"(1,2,1):(0,512,0)">, !cute.coord<"(_,?,?)">
              %idx_26 = cute.crd2idx(%coord_37, %append_19) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_38 = cute.add_offset(%iter_64, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_33 = cute.make_view(%tup_38, %slice_11) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %slice_12 = cute.slice(%append_20, %coord_38) : !cute.layout<"(1,1,1):(0,0,0)">, !cute.coord<"(_,?,?)">
              %idx_27 = cute.crd2idx(%coord_38, %append_20) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_39 = cute.add_offset(%iter_65, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_34 = cute.make_view(%tup_39, %slice_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %slice_13 = cute.slice(%lay_53, %coord_39) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
              %idx_28 = cute.crd2idx(%coord_39, %lay_53) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_23 = cute.add_offset(%iter_138, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_35 = cute.make_view(%ptr_23, %slice_13) : !memref_rmem_f32_e17b
              %slice_14 = cute.slice(%lay_135, %coord_39) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
              %idx_29 = cute.crd2idx(%coord_39, %lay_135) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_24 = cute.add_offset(%iter_139, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_36 = cute.make_view(%ptr_24, %slice_14) : !memref_rmem_f32_e17b
              cute.mma_atom_call(%arg23, %view_36, %view_33, %view_34, %view_35) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_rmem_f32_e17b, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !memref_rmem_f32_e17b) -> ()
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %196 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %195 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_44 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,3,?)">
        %lay_136 = cute.get_layout(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_34 = cute.crd2idx(%coord_44, %lay_136) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_140 = cute.get_iter(%frg_A) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_44 = cute.add_offset(%iter_140, %idx_34) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_40 = cute.make_view(%tup_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_141 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_142 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_45 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,3,?)">
        %lay_137 = cute.get_layout(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_35 = cute.crd2idx(%coord_45, %lay_137) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_143 = cute.get_iter(%frg_B) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_45 = cute.add_offset(%iter_143, %idx_35) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_41 = cute.make_view(%tup_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_144 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_67 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_138 = cute.get_layout(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %173 = cute.get_shape(%lay_138) : (!cute.layout<"(1,2):(0,512)">) -> !cute.shape<"(1,2)">
        %e0_109, %e1_84 = cute.get_leaves(%173) : !cute.shape<"(1,2)">
        %lay_139 = cute.get_layout(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %174 = cute.get_shape(%lay_139) : (!cute.layout<"(1,1):(0,0)">) -> !cute.shape<"(1,1)">
        %e0_110, %e1_85 = cute.get_leaves(%174) : !cute.shape<"(1,1)">
        %lay_140 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %175 = cute.get_shape(%lay_140) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_73, %e1_50, %e2_44, %e3_29, %e4_18 = cute.get_leaves(%175) : !cute.shape<"((2,2,16),2,1)">
        %lay_141 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %176 = cute.get_shape(%lay_141) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
        %e0_111, %e1_86, %e2_45, %e3_30, %e4_19 = cute.get_leaves(%176) : !cute.shape<"((2,2,16),2,1)">
        %iter_145 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_146 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_147 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_148 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_142 = cute.get_layout(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_143 = cute.get_layout(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_144 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_145 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %177 = cute.static : !cute.layout<"1:0">
        %append_21 = cute.append_to_rank<3> (%lay_142, %177) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_22 = cute.append_to_rank<3> (%lay_143, %177) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %sz_34 = cute.size(%append_21) <{mode = [2]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"1">
        %sz_35 = cute.size(%append_21) <{mode = [1]}> : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"2">
        %sz_36 = cute.size(%append_22) <{mode = [1]}> : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"1">
        %178 = cute.get_scalars(%sz_34) : !cute.int_tuple<"1">
        %179 = cute.get_scalars(%sz_35) : !cute.int_tuple<"2">
        %180 = cute.get_scalars(%sz_36) : !cute.int_tuple<"1">
        %c0_i32_14 = arith.constant 0 : i32
        %c1_i32_15 = arith.constant 1 : i32
        %181 = scf.for %arg18 = %c0_i32_14 to %178 step %c1_i32_15 iter_args(%arg19 = %239) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %195 = scf.for %arg20 = %c0_i32_14 to %179 step %c1_i32_15 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %196 = scf.for %arg22 = %c0_i32_14 to %180 step %c1_i32_15 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_37 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_38 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_39 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %slice_11 = cute.slice(%append_21, %coord_37) : !cute.layout<"(1,2,1):(0,512,0)">, !cute.coord<"(_,?,?)">
              %idx_26 = cute.crd2idx(%coord_37, %append_21) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_38 = cute.add_offset(%iter_145, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_33 = cute.make_view(%tup_38, %slice_11) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %slice_12 = cute.slice(%append_22, %coord_38) : !cute.layout<"(1,1,1):(0,0,0)">, !cute.coord<"(_,?,?)">
              %idx_27 = cute.crd2idx(%coord_38, %append_22) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_39 = cute.add_offset(%iter_146, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_34 = cute.make_view(%tup_39, %slice_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %slice_13 = cute.slice(%lay_144, %coord_39) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
              %idx_28 = cute.crd2idx(%coord_39, %lay_144) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_23 = cute.add_offset(%iter_147, %idx_28) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_35 = cute.make_view(%ptr_23, %slice_13) : !memref_rmem_f32_e17b
              %slice_14 = cute.slice(%lay_145, %coord_39) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">, !cute.coord<"(_,?,?)">
              %idx_29 = cute.crd2idx(%coord_39, %lay_145) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_24 = cute.add_offset(%iter_148, %idx_29) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_36 = cute.make_view(%ptr_24, %slice_14) : !memref_rmem_f32_e17b
              cute.mma_atom_call(%arg23, %view_36, %view_33, %view_34, %view_35) : (!mma_bf16_bf16_f32_64x128x16_f885, !memref_rmem_f32_e17b, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !memref_rmem_f32_e17b) -> ()
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %196 : !mma_bf16_bf16_f32_64x128x16_f885
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %195 : !mma_bf16_bf16_f32_64x128x16_f885
        } {llvm.loop_annotation = #loop_annotation_0327}
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 1
        scf.if %103 {
          %int_tuple_24 = cute.make_int_tuple(%arg10) : (i32) -> !cute.int_tuple<"?">
          %ptr_22 = cute.add_offset(%ptr_8, %int_tuple_24) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %195 = builtin.unrealized_conversion_cast %ptr_22 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %c1_i32_16 = arith.constant 1 : i32
          nvvm.mbarrier.txn %195, %c1_i32_16 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
        }
        %c1_i32_17 = arith.constant 1 : i32
        %182 = arith.addi %arg10, %c1_i32_17 : i32
        %183 = arith.addi %arg9, %c1_i32_17 : i32
        %c6_i32 = arith.constant 6 : i32
        %184 = arith.cmpi eq, %182, %c6_i32 : i32
        %185:2 = scf.if %184 -> (i32, i32) {
          %c1_i32_18 = arith.constant 1 : i32
          %195 = arith.xori %arg11, %c1_i32_18 : i32
          %c0_i32_15 = arith.constant 0 : i32
          scf.yield %c0_i32_15, %195 : i32, i32
        } else {
          scf.yield %182, %arg11 : i32, i32
        }
        %c0_i32_16 = arith.constant 0 : i32
        %186 = arith.cmpi eq, %23, %c0_i32_16 : i32
        %187 = arith.cmpi eq, %23, %c0_i32_16 : i32
        %188 = arith.cmpi sgt, %148, %arg12 : i32
        %189 = arith.andi %187, %188 : i1
        %190:3 = scf.if %189 -> (i32, i32, i32) {
          %true_7 = arith.constant true
          scf.if %true_7 {
            %int_tuple_25 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
            %ptr_25 = cute.add_offset(%ptr_8, %int_tuple_25) : (!cute.ptr<i64, smem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %242 = builtin.unrealized_conversion_cast %ptr_25 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c10000000_i32 = arith.constant 10000000 : i32
            nvvm.mbarrier.try_wait.parity.shared %242, %arg14, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %195 = nvvm.elect.sync -> i1
          scf.if %195 {
            %int_tuple_25 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
            %ptr_25 = cute.add_offset(%iter_5, %int_tuple_25) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %242 = builtin.unrealized_conversion_cast %ptr_25 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %c32768_i32 = arith.constant 32768 : i32
            nvvm.mbarrier.txn %242, %c32768_i32 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
          }
          %int_tuple_26 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
          %ptr_26 = cute.add_offset(%iter_5, %int_tuple_26) : (!cute.ptr<i64, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %coord_46 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
          %lay_146 = cute.get_layout(%res_gmem_tensor) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_36 = cute.crd2idx(%coord_46, %lay_146) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_149 = cute.get_iter(%res_gmem_tensor) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_46 = cute.add_offset(%iter_149, %idx_36) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_42 = cute.make_view(%tup_46) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_150 = cute.get_iter(%view_42) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_47 = cute.deref_arith_tuple_iter(%iter_150) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_112, %e1_87 = cute.get_leaves(%tup_47) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %196 = cute.get_scalars(%e0_112) : !cute.int_tuple<"?{div=64}">
          %197 = cute.get_scalars(%e1_87) : !cute.int_tuple<"?{div=128}">
          %iter_151 = cute.get_iter(%view_42) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_48 = cute.deref_arith_tuple_iter(%iter_151) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_113, %e1_88 = cute.get_leaves(%tup_48) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %198 = cute.get_scalars(%e0_113) : !cute.int_tuple<"?{div=64}">
          %151 = cute.get_scalars(%e1_88) : !cute.int_tuple<"?{div=128}">
          %coord_47 = cute.make_coord(%arg13) : (i32) -> !cute.coord<"(_,?)">
          %lay_70 = cute.get_layout(%res_smem_tensor) : !memref_smem_bf16_7c73
          %idx_37 = cute.crd2idx(%coord_47, %lay_70) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_152 = cute.get_iter(%res_smem_tensor) : !memref_smem_bf16_7c73
          %ptr_27 = cute.add_offset(%iter_152, %idx_37) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_43 = cute.make_view(%ptr_27) : !memref_smem_bf16_b164
          %iter_153 = cute.get_iter(%view_43) : !memref_smem_bf16_b164
          %iter_154 = cute.get_iter(%view_43) : !memref_smem_bf16_b164
          %lay_147 = cute.get_layout(%view_42) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %243 = cute.get_shape(%lay_147) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_114, %e1_89, %e2_46 = cute.get_leaves(%243) : !cute.shape<"(((64,128),1))">
          %lay_148 = cute.get_layout(%view_43) : !memref_smem_bf16_b164
          %244 = cute.get_shape(%lay_148) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_115, %e1_90 = cute.get_leaves(%244) : !cute.shape<"((8192,1))">
          %lay_149 = cute.get_layout(%view_42) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_12 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_150 = cute.make_layout() : !cute.layout<"1:0">
          %append_23 = cute.append_to_rank<2> (%lay_149, %lay_150) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_27 = cute.make_int_tuple(%e0_113, %e1_88) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_27) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_44 = cute.make_view(%int_tup_iter, %append_23) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_155 = cute.get_iter(%view_44) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_49 = cute.deref_arith_tuple_iter(%iter_155) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_116, %e1_91 = cute.get_leaves(%tup_49) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %245 = cute.get_scalars(%e0_116) : !cute.int_tuple<"?{div=64}">
          %246 = cute.get_scalars(%e1_91) : !cute.int_tuple<"?{div=128}">
          %lay_151 = cute.get_layout(%view_44) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %247 = cute.get_shape(%lay_151) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_117, %e1_92, %e2_47, %e3_31 = cute.get_leaves(%247) : !cute.shape<"(((64,128),1),1)">
          %lay_152 = cute.get_layout(%view_44) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %248 = cute.get_shape(%lay_152) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_118, %e1_93, %e2_48, %e3_32 = cute.get_leaves(%248) : !cute.shape<"(((64,128),1),1)">
          %iter_156 = cute.get_iter(%view_44) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_45 = cute.make_view(%iter_156) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_157 = cute.get_iter(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_50 = cute.deref_arith_tuple_iter(%iter_157) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_119, %e1_94 = cute.get_leaves(%tup_50) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %249 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?{div=64}">
          %250 = cute.get_scalars(%e1_94) : !cute.int_tuple<"?{div=128}">
          %iter_158 = cute.get_iter(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_51 = cute.deref_arith_tuple_iter(%iter_158) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_120, %e1_95 = cute.get_leaves(%tup_51) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %251 = cute.get_scalars(%e0_120) : !cute.int_tuple<"?{div=64}">
          %252 = cute.get_scalars(%e1_95) : !cute.int_tuple<"?{div=128}">
          %lay_153 = cute.get_layout(%view_43) : !memref_smem_bf16_b164
          %shape_13 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_154 = cute.make_layout() : !cute.layout<"1:0">
          %append_24 = cute.append_to_rank<2> (%lay_153, %lay_154) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_46 = cute.make_view(%iter_154, %append_24) : !memref_smem_bf16_3782
          %iter_159 = cute.get_iter(%view_46) : !memref_smem_bf16_3782
          %lay_155 = cute.get_layout(%view_46) : !memref_smem_bf16_3782
          %253 = cute.get_shape(%lay_155) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_121, %e1_96, %e2_49 = cute.get_leaves(%253) : !cute.shape<"((8192,1),1)">
          %lay_156 = cute.get_layout(%view_46) : !memref_smem_bf16_3782
          %254 = cute.get_shape(%lay_156) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_122, %e1_97, %e2_50 = cute.get_leaves(%254) : !cute.shape<"((8192,1),1)">
          %iter_160 = cute.get_iter(%view_46) : !memref_smem_bf16_3782
          %view_47 = cute.make_view(%iter_160) : !memref_smem_bf16_b8cc
          %iter_161 = cute.get_iter(%view_47) : !memref_smem_bf16_b8cc
          %iter_162 = cute.get_iter(%view_47) : !memref_smem_bf16_b8cc
          %lay_157 = cute.get_layout(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %255 = cute.get_shape(%lay_157) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_123, %e1_98, %e2_51, %e3_33 = cute.get_leaves(%255) : !cute.shape<"(((64,128),1),(1))">
          %lay_158 = cute.get_layout(%view_47) : !memref_smem_bf16_b8cc
          %256 = cute.get_shape(%lay_158) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_124, %e1_99, %e2_52 = cute.get_leaves(%256) : !cute.shape<"((8192,1),(1))">
          %lay_159 = cute.get_layout(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_37 = cute.size(%lay_159) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_125 = cute.get_leaves(%sz_37) : !cute.int_tuple<"1">
          %lay_160 = cute.get_layout(%view_47) : !memref_smem_bf16_b8cc
          %sz_38 = cute.size(%lay_160) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_126 = cute.get_leaves(%sz_38) : !cute.int_tuple<"1">
          %lay_161 = cute.get_layout(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %257 = cute.get_shape(%lay_161) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_127, %e1_100, %e2_53, %e3_34 = cute.get_leaves(%257) : !cute.shape<"(((64,128),1),(1))">
          %258 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %259 = cute_nvgpu.atom.set_value(%258, %ptr_26 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_163 = cute.get_iter(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_164 = cute.get_iter(%view_47) : !memref_smem_bf16_b8cc
          %lay_162 = cute.get_layout(%view_45) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_163 = cute.get_layout(%view_47) : !memref_smem_bf16_b8cc
          %260 = cute.static : !cute.layout<"1:0">
          %append_25 = cute.append_to_rank<2> (%lay_162, %260) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_26 = cute.append_to_rank<2> (%lay_163, %260) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_164 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_165 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_39 = cute.size(%lay_164) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %261 = cute.get_scalars(%sz_39) : !cute.int_tuple<"1">
          %c0_i32_17 = arith.constant 0 : i32
          %c1_i32_19 = arith.constant 1 : i32
          scf.for %arg18 = %c0_i32_17 to %261 step %c1_i32_19  : i32 {
            %coord_48 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,?)">
            %slice_15 = cute.slice(%lay_164, %coord_48) : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">, !cute.coord<"(_,?)">
            %idx_38 = cute.crd2idx(%coord_48, %lay_164) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_52 = cute.add_offset(%iter_163, %idx_38) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_48 = cute.make_view(%tup_52, %slice_15) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %slice_16 = cute.slice(%lay_165, %coord_48) : !cute.layout<"((8192,1),((1))):((1,0),((0)))">, !cute.coord<"(_,?)">
            %idx_39 = cute.crd2idx(%coord_48, %lay_165) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_28 = cute.add_offset(%iter_164, %idx_39) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_49 = cute.make_view(%ptr_28, %slice_16) : !memref_smem_bf16_b164
            cute.copy_atom_call(%259, %view_48, %view_49) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">, !memref_smem_bf16_b164) -> ()
          } {llvm.loop_annotation = #loop_annotation_0327}
          %coord_49 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
          %lay_166 = cute.get_layout(%res_gmem_tensor_0) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_40 = cute.crd2idx(%coord_49, %lay_166) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_165 = cute.get_iter(%res_gmem_tensor_0) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_53 = cute.add_offset(%iter_165, %idx_40) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_50 = cute.make_view(%tup_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_166 = cute.get_iter(%view_50) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_54 = cute.deref_arith_tuple_iter(%iter_166) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_128, %e1_101 = cute.get_leaves(%tup_54) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %262 = cute.get_scalars(%e0_128) : !cute.int_tuple<"?{div=64}">
          %263 = cute.get_scalars(%e1_101) : !cute.int_tuple<"?{div=128}">
          %iter_167 = cute.get_iter(%view_50) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_55 = cute.deref_arith_tuple_iter(%iter_167) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_129, %e1_102 = cute.get_leaves(%tup_55) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %264 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?{div=64}">
          %265 = cute.get_scalars(%e1_102) : !cute.int_tuple<"?{div=128}">
          %coord_50 = cute.make_coord(%arg13) : (i32) -> !cute.coord<"(_,?)">
          %lay_167 = cute.get_layout(%res_smem_tensor_0) : !memref_smem_bf16_7c73
          %idx_41 = cute.crd2idx(%coord_50, %lay_167) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_168 = cute.get_iter(%res_smem_tensor_0) : !memref_smem_bf16_7c73
          %ptr_29 = cute.add_offset(%iter_168, %idx_41) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_51 = cute.make_view(%ptr_29) : !memref_smem_bf16_b164
          %iter_169 = cute.get_iter(%view_51) : !memref_smem_bf16_b164
          %iter_170 = cute.get_iter(%view_51) : !memref_smem_bf16_b164
          %lay_168 = cute.get_layout(%view_50) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %266 = cute.get_shape(%lay_168) : (!cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.shape<"(((64,128),1))">
          %e0_130, %e1_103, %e2_54 = cute.get_leaves(%266) : !cute.shape<"(((64,128),1))">
          %lay_169 = cute.get_layout(%view_51) : !memref_smem_bf16_b164
          %267 = cute.get_shape(%lay_169) : (!cute.layout<"((8192,1)):((1,0))">) -> !cute.shape<"((8192,1))">
          %e0_131, %e1_104 = cute.get_leaves(%267) : !cute.shape<"((8192,1))">
          %lay_170 = cute.get_layout(%view_50) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %shape_14 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_171 = cute.make_layout() : !cute.layout<"1:0">
          %append_27 = cute.append_to_rank<2> (%lay_170, %lay_171) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_28 = cute.make_int_tuple(%e0_129, %e1_102) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter_1 = cute.make_arith_tuple_iter(%int_tuple_28) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_52 = cute.make_view(%int_tup_iter_1, %append_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_171 = cute.get_iter(%view_52) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %tup_56 = cute.deref_arith_tuple_iter(%iter_171) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_132, %e1_105 = cute.get_leaves(%tup_56) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %268 = cute.get_scalars(%e0_132) : !cute.int_tuple<"?{div=64}">
          %269 = cute.get_scalars(%e1_105) : !cute.int_tuple<"?{div=128}">
          %lay_172 = cute.get_layout(%view_52) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %270 = cute.get_shape(%lay_172) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_133, %e1_106, %e2_55, %e3_35 = cute.get_leaves(%270) : !cute.shape<"(((64,128),1),1)">
          %lay_173 = cute.get_layout(%view_52) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %271 = cute.get_shape(%lay_173) : (!cute.layout<"(((64,128),1),1):(((1@0,1@1),0),0)">) -> !cute.shape<"(((64,128),1),1)">
          %e0_134, %e1_107, %e2_56, %e3_36 = cute.get_leaves(%271) : !cute.shape<"(((64,128),1),1)">
          %iter_172 = cute.get_iter(%view_52) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_53 = cute.make_view(%iter_172) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_173 = cute.get_iter(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_57 = cute.deref_arith_tuple_iter(%iter_173) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_135, %e1_108 = cute.get_leaves(%tup_57) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %272 = cute.get_scalars(%e0_135) : !cute.int_tuple<"?{div=64}">
          %273 = cute.get_scalars(%e1_108) : !cute.int_tuple<"?{div=128}">
          %iter_174 = cute.get_iter(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %tup_58 = cute.deref_arith_tuple_iter(%iter_174) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_136, %e1_109 = cute.get_leaves(%tup_58) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %274 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?{div=64}">
          %275 = cute.get_scalars(%e1_109) : !cute.int_tuple<"?{div=128}">
          %lay_174 = cute.get_layout(%view_51) : !memref_smem_bf16_b164
          %shape_15 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_175 = cute.make_layout() : !cute.layout<"1:0">
          %append_28 = cute.append_to_rank<2> (%lay_174, %lay_175) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_54 = cute.make_view(%iter_170, %append_28) : !memref_smem_bf16_3782
          %iter_175 = cute.get_iter(%view_54) : !memref_smem_bf16_3782
          %lay_176 = cute.get_layout(%view_54) : !memref_smem_bf16_3782
          %276 = cute.get_shape(%lay_176) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_137, %e1_110, %e2_57 = cute.get_leaves(%276) : !cute.shape<"((8192,1),1)">
          %lay_177 = cute.get_layout(%view_54) : !memref_smem_bf16_3782
          %277 = cute.get_shape(%lay_177) : (!cute.layout<"((8192,1),1):((1,0),0)">) -> !cute.shape<"((8192,1),1)">
          %e0_138, %e1_111, %e2_58 = cute.get_leaves(%277) : !cute.shape<"((8192,1),1)">
          %iter_176 = cute.get_iter(%view_54) : !memref_smem_bf16_3782
          %view_55 = cute.make_view(%iter_176) : !memref_smem_bf16_b8cc
          %iter_177 = cute.get_iter(%view_55) : !memref_smem_bf16_b8cc
          %iter_178 = cute.get_iter(%view_55) : !memref_smem_bf16_b8cc
          %lay_178 = cute.get_layout(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %278 = cute.get_shape(%lay_178) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_139, %e1_112, %e2_59, %e3_37 = cute.get_leaves(%278) : !cute.shape<"(((64,128),1),(1))">
          %lay_179 = cute.get_layout(%view_55) : !memref_smem_bf16_b8cc
          %279 = cute.get_shape(%lay_179) : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.shape<"((8192,1),(1))">
          %e0_140, %e1_113, %e2_60 = cute.get_leaves(%279) : !cute.shape<"((8192,1),(1))">
          %lay_180 = cute.get_layout(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %sz_40 = cute.size(%lay_180) <{mode = [1]}> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.int_tuple<"1">
          %e0_141 = cute.get_leaves(%sz_40) : !cute.int_tuple<"1">
          %lay_181 = cute.get_layout(%view_55) : !memref_smem_bf16_b8cc
          %sz_41 = cute.size(%lay_181) <{mode = [1]}> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.int_tuple<"1">
          %e0_142 = cute.get_leaves(%sz_41) : !cute.int_tuple<"1">
          %lay_182 = cute.get_layout(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %280 = cute.get_shape(%lay_182) : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.shape<"(((64,128),1),(1))">
          %e0_143, %e1_114, %e2_61, %e3_38 = cute.get_leaves(%280) : !cute.shape<"(((64,128),1),(1))">
          %281 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %282 = cute_nvgpu.atom.set_value(%281, %ptr_26 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %iter_179 = cute.get_iter(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_180 = cute.get_iter(%view_55) : !memref_smem_bf16_b8cc
          %lay_183 = cute.get_layout(%view_53) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_184 = cute.get_layout(%view_55) : !memref_smem_bf16_b8cc
          %283 = cute.static : !cute.layout<"1:0">
          %append_29 = cute.append_to_rank<2> (%lay_183, %283) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_30 = cute.append_to_rank<2> (%lay_184, %283) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %lay_185 = cute.make_layout() : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %lay_186 = cute.make_layout() : !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %sz_42 = cute.size(%lay_185) <{mode = [1]}> : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"1">
          %284 = cute.get_scalars(%sz_42) : !cute.int_tuple<"1">
          %c0_i32_18 = arith.constant 0 : i32
          %c1_i32_20 = arith.constant 1 : i32
          scf.for %arg18 = %c0_i32_18 to %284 step %c1_i32_20  : i32 {
            %coord_48 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,?)">
            %slice_15 = cute.slice(%lay_185, %coord_48) : !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">, !cute.coord<"(_,?)">
            %idx_38 = cute.crd2idx(%coord_48, %lay_185) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_52 = cute.add_offset(%iter_179, %idx_38) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_48 = cute.make_view(%tup_52, %slice_15) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %slice_16 = cute.slice(%lay_186, %coord_48) : !cute.layout<"((8192,1),((1))):((1,0),((0)))">, !cute.coord<"(_,?)">
            %idx_39 = cute.crd2idx(%coord_48, %lay_186) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_28 = cute.add_offset(%iter_180, %idx_39) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_49 = cute.make_view(%ptr_28, %slice_16) : !memref_smem_bf16_b164
            cute.copy_atom_call(%282, %view_48, %view_49) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">, !memref_smem_bf16_b164) -> ()
          } {llvm.loop_annotation = #loop_annotation_0327}
          %c1_i32_21 = arith.constant 1 : i32
          %285 = arith.addi %arg13, %c1_i32_21 : i32
          %286 = arith.addi %arg12, %c1_i32_21 : i32
          %c6_i32_1 = arith.constant 6 : i32
          %287 = arith.cmpi eq, %285, %c6_i32_1 : i32
          %288:2 = scf.if %287 -> (i32, i32) {
            %c1_i32_22 = arith.constant 1 : i32
            %242 = arith.xori %arg14, %c1_i32_22 : i32
            %c0_i32_19 = arith.constant 0 : i32
            scf.yield %c0_i32_19, %242 : i32, i32
          } else {
            scf.yield %285, %arg14 : i32, i32
          }
          scf.yield %286, %288#0, %288#1 : i32, i32, i32
        } else {
          scf.yield %arg12, %arg13, %arg14 : i32, i32, i32
        }
        %191 = arith.addi %arg16, %c1_i32_17 : i32
        %192 = arith.addi %arg15, %c1_i32_17 : i32
        %193 = arith.cmpi eq, %191, %c6_i32 : i32
        %194:2 = scf.if %193 -> (i32, i32) {
          %c1_i32_18 = arith.constant 1 : i32
          %195 = arith.xori %arg17, %c1_i32_18 : i32
          %c0_i32_15 = arith.constant 0 : i32
          scf.yield %c0_i32_15, %195 : i32, i32
        } else {
          scf.yield %191, %arg17 : i32, i32
        }
        %c3_i32_0 = arith.constant 3 : i32
        scf.yield %c3_i32_0, %arg16, %183, %185#0, %185#1, %190#0, %190#1, %190#2, %192, %194#0, %194#1 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
      } {loop_annotation = #loop_annotation1_7daa}
      nvvm.wgmma.wait.group.sync.aligned 0
      %lay_187 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %289 = cute.make_layout_like(%lay_187) : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)"> to !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">
      %rmem_0 = cute.memref.alloca(%289) : !memref_rmem_bf16_7441
      %iter_181 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_7441
      %iter_182 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_7441
      %lay_188 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %290 = cute.get_shape(%lay_188) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_144, %e1_115, %e2_62, %e3_39, %e4_20 = cute.get_leaves(%290) : !cute.shape<"((2,2,16),2,1)">
      %lay_189 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %291 = cute.memref.load_vec(%rmem) : (!memref_rmem_f32_7625) -> vector<128xf32>
      %lay_190 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %292 = cute.get_shape(%lay_190) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_145, %e1_116, %e2_63, %e3_40, %e4_21 = cute.get_leaves(%292) : !cute.shape<"((2,2,16),2,1)">
      %293 = arith.truncf %291 : vector<128xf32> to vector<128xbf16>
      %lay_191 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %294 = cute.get_shape(%lay_191) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_146, %e1_117, %e2_64, %e3_41, %e4_22 = cute.get_leaves(%294) : !cute.shape<"((2,2,16),2,1)">
      %lay_192 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %lay_193 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %295 = cute.get_shape(%lay_193) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_147, %e1_118, %e2_65, %e3_42, %e4_23 = cute.get_leaves(%295) : !cute.shape<"((2,2,16),2,1)">
      %int_tuple_29 = cute.make_int_tuple() : () -> !cute.int_tuple<"((2,2,16),2,1)">
      %sz_43 = cute.size(%int_tuple_29) : (!cute.int_tuple<"((2,2,16),2,1)">) -> !cute.int_tuple<"128">
      %e0_148 = cute.get_leaves(%sz_43) : !cute.int_tuple<"128">
      %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"((2,2,16),2,1)">
      %sz_44 = cute.size(%int_tuple_30) : (!cute.int_tuple<"((2,2,16),2,1)">) -> !cute.int_tuple<"128">
      %e0_149 = cute.get_leaves(%sz_44) : !cute.int_tuple<"128">
      cute.memref.store_vec(%293, %rmem_0) : (vector<128xbf16>, !memref_rmem_bf16_7441) -> ()
      %lay_194 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %296 = cute.get_shape(%lay_194) : (!cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_150, %e1_119, %e2_66, %e3_43, %e4_24 = cute.get_leaves(%296) : !cute.shape<"((2,2,16),2,1)">
      %lay_195 = cute.get_layout(%ptn_C) : !memref_gmem_bf16_5a37
      %297 = cute.get_shape(%lay_195) : (!cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">) -> !cute.shape<"((2,2,16),2,1)">
      %e0_151, %e1_120, %e2_67, %e3_44, %e4_25 = cute.get_leaves(%297) : !cute.shape<"((2,2,16),2,1)">
      %lay_196 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %lay_197 = cute.get_layout(%ptn_C) : !memref_gmem_bf16_5a37
      %rinv = cute.right_inverse(%lay_197) : (!cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">) -> !cute.layout<"2:1">
      %lay_198 = cute.make_layout() : !cute.layout<"2:1">
      %coalesce = cute.coalesce(%lay_198) : (!cute.layout<"2:1">) -> !cute.layout<"2:1">
      %298 = cute.get_shape(%coalesce) : (!cute.layout<"2:1">) -> !cute.shape<"2">
      %e0_152 = cute.get_leaves(%298) : !cute.shape<"2">
      %299 = cute.get_stride(%coalesce) : (!cute.layout<"2:1">) -> !cute.stride<"1">
      %e0_153 = cute.get_leaves(%299) : !cute.stride<"1">
      %300 = cute.get_shape(%coalesce) : (!cute.layout<"2:1">) -> !cute.shape<"2">
      %e0_154 = cute.get_leaves(%300) : !cute.shape<"2">
      %301 = cute.get_shape(%coalesce) : (!cute.layout<"2:1">) -> !cute.shape<"2">
      %e0_155 = cute.get_leaves(%301) : !cute.shape<"2">
      %lay_199 = cute.make_layout() : !cute.layout<"2:1">
      %sz_45 = cute.size(%lay_199) : (!cute.layout<"2:1">) -> !cute.int_tuple<"2">
      %e0_156 = cute.get_leaves(%sz_45) : !cute.int_tuple<"2">
      %lay_200 = cute.get_layout(%rmem_0) : !memref_rmem_bf16_7441
      %lay_201 = cute.get_layout(%ptn_C) : !memref_gmem_bf16_5a37
      %iter_183 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_7441
      %view_56 = cute.make_view(%iter_183) : !memref_rmem_bf16_a06a
      %iter_184 = cute.get_iter(%view_56) : !memref_rmem_bf16_a06a
      %iter_185 = cute.get_iter(%view_56) : !memref_rmem_bf16_a06a
      %iter_186 = cute.get_iter(%ptn_C) : !memref_gmem_bf16_5a37
      %lay_202 = cute.get_layout(%ptn_C) : !memref_gmem_bf16_5a37
      %302:2 = cute.get_scalars(%lay_202) <{only_dynamic}> : !cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">
      %shape_16 = cute.make_shape() : () -> !cute.shape<"(2,(2,16,2))">
      %iv_2 = cute.assume(%302#0) : (i64) -> !cute.i64<divby 64>
      %iv_3 = cute.assume(%302#1) : (i64) -> !cute.i64<divby 512>
      %stride_4 = cute.make_stride(%iv_2, %iv_3) : (!cute.i64<divby 64>, !cute.i64<divby 512>) -> !cute.stride<"(1,(?{i64 div=64},8,?{i64 div=512}))">
      %lay_203 = cute.make_layout(%shape_16, %stride_4) : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %view_57 = cute.make_view(%iter_186, %lay_203) : !memref_gmem_bf16_0388
      %iter_187 = cute.get_iter(%view_57) : !memref_gmem_bf16_0388
      %iter_188 = cute.get_iter(%view_57) : !memref_gmem_bf16_0388
      %shape_17 = cute.make_shape() : () -> !cute.shape<"2">
      %lay_204 = cute.make_layout() : !cute.layout<"2:1">
      %iter_189 = cute.get_iter(%view_56) : !memref_rmem_bf16_a06a
      %view_58 = cute.make_view(%iter_189) : !memref_rmem_bf16_a06a
      %iter_190 = cute.get_iter(%view_58) : !memref_rmem_bf16_a06a
      %iter_191 = cute.get_iter(%view_58) : !memref_rmem_bf16_a06a
      %shape_18 = cute.make_shape() : () -> !cute.shape<"2">
      %lay_205 = cute.make_layout() : !cute.layout<"2:1">
      %iter_192 = cute.get_iter(%view_57) : !memref_gmem_bf16_0388
      %lay_206 = cute.get_layout(%view_57) : !memref_gmem_bf16_0388
      %303:2 = cute.get_scalars(%lay_206) <{only_dynamic}> : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %shape_19 = cute.make_shape() : () -> !cute.shape<"(2,(2,16,2))">
      %iv_4 = cute.assume(%303#0) : (i64) -> !cute.i64<divby 64>
      %iv_5 = cute.assume(%303#1) : (i64) -> !cute.i64<divby 512>
      %stride_5 = cute.make_stride(%iv_4, %iv_5) : (!cute.i64<divby 64>, !cute.i64<divby 512>) -> !cute.stride<"(1,(?{i64 div=64},8,?{i64 div=512}))">
      %lay_207 = cute.make_layout(%shape_19, %stride_5) : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %view_59 = cute.make_view(%iter_192, %lay_207) : !memref_gmem_bf16_0388
      %iter_193 = cute.get_iter(%view_59) : !memref_gmem_bf16_0388
      %iter_194 = cute.get_iter(%view_59) : !memref_gmem_bf16_0388
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 32 b>
      %iter_195 = cute.get_iter(%view_58) : !memref_rmem_bf16_a06a
      %iter_196 = cute.get_iter(%view_59) : !memref_gmem_bf16_0388
      %lay_208 = cute.get_layout(%view_58) : !memref_rmem_bf16_a06a
      %lay_209 = cute.get_layout(%view_59) : !memref_gmem_bf16_0388
      %304 = cute.static : !cute.layout<"1:0">
      %append_31 = cute.append_to_rank<2> (%lay_208, %304) : !cute.layout<"(2,64):(1,2)">, !cute.layout<"1:0">
      %append_32 = cute.append_to_rank<2> (%lay_209, %304) : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">, !cute.layout<"1:0">
      %lay_210 = cute.make_layout() : !cute.layout<"(2,(64)):(1,(2))">
      %305:2 = cute.get_scalars(%append_32) <{only_dynamic}> : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %shape_20 = cute.make_shape() : () -> !cute.shape<"(2,((2,16,2)))">
      %iv_6 = cute.assume(%305#0) : (i64) -> !cute.i64<divby 64>
      %iv_7 = cute.assume(%305#1) : (i64) -> !cute.i64<divby 512>
      %stride_6 = cute.make_stride(%iv_6, %iv_7) : (!cute.i64<divby 64>, !cute.i64<divby 512>) -> !cute.stride<"(1,((?{i64 div=64},8,?{i64 div=512})))">
      %lay_211 = cute.make_layout(%shape_20, %stride_6) : !cute.layout<"(2,((2,16,2))):(1,((?{i64 div=64},8,?{i64 div=512})))">
      %sz_46 = cute.size(%lay_210) <{mode = [1]}> : (!cute.layout<"(2,(64)):(1,(2))">) -> !cute.int_tuple<"64">
      %306 = cute.get_scalars(%sz_46) : !cute.int_tuple<"64">
      %c0_i32_20 = arith.constant 0 : i32
      %c1_i32_23 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_20 to %306 step %c1_i32_23  : i32 {
        %coord_27 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %slice_17 = cute.slice(%lay_210, %coord_27) : !cute.layout<"(2,(64)):(1,(2))">, !cute.coord<"(_,?)">
        %idx_42 = cute.crd2idx(%coord_27, %lay_210) : (!cute.coord<"(_,?)">, !cute.layout<"(2,(64)):(1,(2))">) -> !cute.int_tuple<"?{div=2}">
        %ptr_9 = cute.add_offset(%iter_195, %idx_42) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<bf16, rmem, align<4>>
        %view_60 = cute.make_view(%ptr_9, %slice_17) : !memref_rmem_bf16_7bef
        %slice_18 = cute.slice(%lay_211, %coord_27) : !cute.layout<"(2,((2,16,2))):(1,((?{i64 div=64},8,?{i64 div=512})))">, !cute.coord<"(_,?)">
        %idx_43 = cute.crd2idx(%coord_27, %lay_211) : (!cute.coord<"(_,?)">, !cute.layout<"(2,((2,16,2))):(1,((?{i64 div=64},8,?{i64 div=512})))">) -> !cute.int_tuple<"?{i64 div=8}">
        %ptr_11 = cute.add_offset(%iter_196, %idx_43) : (!cute.ptr<bf16, gmem, align<4>>, !cute.int_tuple<"?{i64 div=8}">) -> !cute.ptr<bf16, gmem, align<4>>
        %view_61 = cute.make_view(%ptr_11, %slice_18) : !memref_gmem_bf16_c8fd
        cute.copy_atom_call(%atom, %view_60, %view_61) : (!cute_nvgpu.atom.universal_copy<bf16, 32 b>, !memref_rmem_bf16_7bef, !memref_gmem_bf16_c8fd) -> ()
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
    %slice = cute.slice(%27, %coord) : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">, !cute.coord<"(_,_,0)">
    %37 = cute.get_shape(%slice) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.shape<"((8,16),(64,1))">
    %e0_12, %e1_12, %e2_0, %e3 = cute.get_leaves(%37) : !cute.shape<"((8,16),(64,1))">
    %lay_16 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %38 = cute.get_shape(%lay_16) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_13, %e1_13 = cute.get_leaves(%38) : !cute.shape<"(?,?{div=8})">
    %itup_17 = cute.to_int_tuple(%e0_13) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %39 = cute.get_scalars(%itup_17) : !cute.int_tuple<"?">
    %itup_18 = cute.to_int_tuple(%e1_13) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %40 = cute.get_scalars(%itup_18) : !cute.int_tuple<"?{div=8}">
    %shape_5 = cute.make_shape(%itup_17, %itup_18) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?,?{div=8})">
    %41 = cute.make_identity_layout(%shape_5) : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %tile = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %42:2 = cute.get_scalars(%41) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@0,1@1)">
    %lay_17 = cute.make_layout() : !cute.layout<"(128,64):(1@0,1@1)">
    %non_exec_atom, %tma_tensor = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %slice, %lay_17) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_bf16_aab6, !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">, !cute.layout<"(128,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">)
    %iter_5 = cute.get_iter(%tma_tensor) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %tup = cute.deref_arith_tuple_iter(%iter_5) : !cute.arith_tuple_iter<"(0,0)">
    %e0_14, %e1_14 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %coord_0 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %slice_0 = cute.slice(%36, %coord_0) : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">, !cute.coord<"(_,_,0)">
    %43 = cute.get_shape(%slice_0) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.shape<"((8,16),(64,1))">
    %e0_15, %e1_15, %e2_1, %e3_0 = cute.get_leaves(%43) : !cute.shape<"((8,16),(64,1))">
    %lay_18 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %44 = cute.get_shape(%lay_18) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %e0_16, %e1_16 = cute.get_leaves(%44) : !cute.shape<"(?{div=8},?{div=8})">
    %itup_19 = cute.to_int_tuple(%e0_16) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %45 = cute.get_scalars(%itup_19) : !cute.int_tuple<"?{div=8}">
    %itup_20 = cute.to_int_tuple(%e1_16) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %46 = cute.get_scalars(%itup_20) : !cute.int_tuple<"?{div=8}">
    %shape_6 = cute.make_shape(%itup_19, %itup_20) : (!cute.int_tuple<"?{div=8}">, !cute.int_tuple<"?{div=8}">) -> !cute.shape<"(?{div=8},?{div=8})">
    %47 = cute.make_identity_layout(%shape_6) : !cute.layout<"(?{div=8},?{div=8}):(1@0,1@1)">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[128:1;64:1]">
    %48:2 = cute.get_scalars(%47) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@0,1@1)">
    %lay_19 = cute.make_layout() : !cute.layout<"(128,64):(1@0,1@1)">
    %non_exec_atom_0, %tma_tensor_0 = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg1, %slice_0, %lay_19) <{kind = <sm_90> num_multicast = 1}> : (!memref_gmem_bf16_0006, !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">, !cute.layout<"(128,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">)
    %iter_6 = cute.get_iter(%tma_tensor_0) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %tup_0 = cute.deref_arith_tuple_iter(%iter_6) : !cute.arith_tuple_iter<"(0,0)">
    %e0_17, %e1_17 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
    %shape_7 = cute.make_shape() : () -> !cute.shape<"(1,1,1)">
    %lay_20 = cute.make_layout() : !cute.layout<"(1,1,1):(0,0,0)">
    %lay_21 = cute.get_layout(%arg2) : !memref_gmem_bf16_aab6
    %49 = cute.get_shape(%lay_21) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_18, %e1_18 = cute.get_leaves(%49) : !cute.shape<"(?,?{div=8})">
    %itup_21 = cute.to_int_tuple(%e0_18) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %50 = cute.get_scalars(%itup_21) : !cute.int_tuple<"?">
    %itup_22 = cute.to_int_tuple(%e1_18) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %51 = cute.get_scalars(%itup_22) : !cute.int_tuple<"?{div=8}">
    %int_tuple_3 = cute.make_int_tuple(%itup_21, %itup_22) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"(?,?{div=8})">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
    %52:2 = cute.get_scalars(%int_tuple_3) <{only_dynamic}> : !cute.int_tuple<"(?,?{div=8})">
    %c128_i32 = arith.constant 128 : i32
    %53 = arith.ceildivsi %52#0, %c128_i32 : i32
    %c128_i32_0 = arith.constant 128 : i32
    %54 = arith.ceildivsi %52#1, %c128_i32_0 : i32
    %int_tuple_4 = cute.make_int_tuple(%53, %54) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %e0_19, %e1_19 = cute.get_leaves(%int_tuple_4) : !cute.int_tuple<"(?,?)">
    %55 = cute.get_scalars(%e0_19) : !cute.int_tuple<"?">
    %56 = cute.get_scalars(%e1_19) : !cute.int_tuple<"?">
    %57 = cute.composed_get_inner(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
    %58 = cute.composed_get_outer(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
    %cosz = cute.cosize(%58) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"49152">
    %e0_20 = cute.get_leaves(%cosz) : !cute.int_tuple<"49152">
    %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"786432">
    %tile_2 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"98304">
    %e0_21 = cute.get_leaves(%int_tuple_6) : !cute.int_tuple<"98304">
    %59 = cute.composed_get_inner(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
    %60 = cute.composed_get_outer(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
    %cosz_0 = cute.cosize(%60) : (!cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"49152">
    %e0_22 = cute.get_leaves(%cosz_0) : !cute.int_tuple<"49152">
    %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"786432">
    %tile_3 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"98304">
    %e0_23 = cute.get_leaves(%int_tuple_8) : !cute.int_tuple<"98304">
    %61 = cute.static : !cute.layout<"(128,1,1,1):(1,0,0,0)">
    %62 = cute.static : !cute.tile<"[_;_;_]">
    %e0_24, %e1_20, %e2_2 = cute.get_leaves(%62) : !cute.tile<"[_;_;_]">
    %63 = cute.static : !cute.layout<"128:1">
    %64 = cute.static : !cute.shape<"(64,128,16)">
    %e0_25, %e1_21, %e2_3 = cute.get_leaves(%64) : !cute.shape<"(64,128,16)">
    %65 = cute.static : !cute.layout<"(128,(64,16)):(0,(1,64))">
    %66 = cute.static : !cute.layout<"(128,(128,16)):(0,(1,128))">
    %67 = cute.static : !cute.layout<"((4,8,4),(2,2,16)):((128,1,16),(64,8,512))">
    %68 = cute.static : !cute.layout<"1:0">
    %69 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %70 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_22 = cute.get_layout(%tma_tensor) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %71 = cute.static : !cute.layout<"1:0">
    %72 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %73 = cute.static : !cute.layout<"(1,8192):(0,1)">
    %lay_23 = cute.get_layout(%tma_tensor_0) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %lay_24 = cute.get_layout(%arg2) : !memref_gmem_bf16_aab6
    %74 = cute.composed_get_inner(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
    %75 = cute.composed_get_offset(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"0">
    %e0_26 = cute.get_leaves(%75) : !cute.int_tuple<"0">
    %76 = cute.composed_get_outer(%27) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
    %77 = cute.composed_get_inner(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.swizzle<"S<3,4,3>">
    %78 = cute.composed_get_offset(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.int_tuple<"0">
    %e0_27 = cute.get_leaves(%78) : !cute.int_tuple<"0">
    %79 = cute.composed_get_outer(%36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
    %c198656_i32 = arith.constant 198656 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %80 = arith.cmpi sgt, %c198656_i32, %c232448_i32 : i32
    scf.if %80 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_hopper_gemm_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %c198656_i32) : i32
    }
    %c0_i64 = arith.constant 0 : i64
    %81 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %82 = arith.extsi %c198656_i32 : i32 to i64
    %c128_i32_1 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %83 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32_1, %c1_i32, %c1_i32), dynamicSmemBytes = %82, gridDim = (%55, %56, %c1_i32), stream = %81) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%83] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c1_i32_0 = arith.constant 1 : i32
    cuda.launch_cfg.cluster_dim[%83] (%c1_i32_0, %c1_i32_0, %c1_i32_0) : !cuda.launch_cfg<max_attrs = 3>, i32, i32, i32
    %c0_i32_0 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%83] %c0_i32_0 : !cuda.launch_cfg<max_attrs = 3>, i32
    %84 = cuda.launch_ex @kernels::@kernel_cutlass_hopper_gemm_kernel~<%83> (%18, %non_exec_atom, %tma_tensor, %non_exec_atom_0, %tma_tensor_0, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!mma_bf16_bf16_f32_64x128x16_f885, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, !memref_gmem_bf16_aab6) -> !cuda.result
    %85 = cuda.cast %84 : !cuda.result -> i32
    cuda.return_if_error %85 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32_1 : i32
  }
}
