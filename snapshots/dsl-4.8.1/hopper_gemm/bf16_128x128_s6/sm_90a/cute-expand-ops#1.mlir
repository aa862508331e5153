// irscope snapshot: hopper_gemm:bf16_128x128_s6@sm_90a after cute-expand-ops#1 (cute-expand-ops, convert-cute-algo-to-arch)
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
!memref_smem_i8_de5b = !cute.memref<i8, smem, align<8>, "96:1">
!memref_smem_i8_2cab = !cute.memref<i8, smem, align<1024>, "98304:1">
!mma_bf16_bf16_f32_64x128x16_f885 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_unroll1_fe2a = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
#loop_annotation1_7daa = #llvm.loop_annotation<unroll = #loop_unroll1_fe2a>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_hopper_gemm_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_hopper_gemm_kernel~' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_hopper_gemm_kernel~(%arg0: !mma_bf16_bf16_f32_64x128x16_f885, %arg1: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg2: !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, %arg3: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN> {cute_nvgpu.grid_constant}, %arg4: !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, %arg5: !memref_gmem_bf16_aab6) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 198656 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %view = cute.make_view(%5) : !memref_smem_i8_de5b
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"1024">
      %ptr_0 = cute.add_offset(%3, %int_tuple_0) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"1024">) -> !cute.ptr<i8, smem, align<1024>>
      %iter = cute.recast_iter(%ptr_0) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i8, smem, align<1024>>
      %view_0 = cute.make_view(%iter) : !memref_smem_i8_2cab
      %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"99328">
      %ptr_1 = cute.add_offset(%3, %int_tuple_1) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"99328">) -> !cute.ptr<i8, smem, align<1024>>
      %iter_0 = cute.recast_iter(%ptr_1) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i8, smem, align<1024>>
      %view_1 = cute.make_view(%iter_0) : !memref_smem_i8_2cab
      %c3_i32 = arith.constant 3 : i32
      %c32768_i32 = arith.constant 32768 : i32
      %c10000000_i32 = arith.constant 10000000 : i32
      %c6_i32 = arith.constant 6 : i32
      %c128_i64 = arith.constant 128 : i64
      %c64_i32 = arith.constant 64 : i32
      %c128_i32 = arith.constant 128 : i32
      %true = arith.constant true
      %false = arith.constant false
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c32_i32 = arith.constant 32 : i32
      %6 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
      %7 = nvvm.read.ptx.sreg.tid.x : i32
      %8 = nvvm.read.ptx.sreg.ctaid.x : i32
      %9 = nvvm.read.ptx.sreg.ctaid.y : i32
      %10 = nvvm.read.ptx.sreg.nctaid.x : i32
      %11 = nvvm.read.ptx.sreg.nctaid.y : i32
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
      %22 = arith.floordivsi %21, %c32_i32 : i32
      %23 = cute_nvgpu.arch.make_warp_uniform(%22) : i32
      %24 = cute_nvgpu.arch.make_warp_uniform(%23) : i32
      %25 = arith.cmpi eq, %24, %c0_i32 : i32
      scf.if %25 {
        cute_nvgpu.prefetch_tma_desc(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> ()
        cute_nvgpu.prefetch_tma_desc(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> ()
      }
      %26 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %27 = cute_nvgpu.arch.make_warp_uniform(%26) : i32
      %28 = arith.muli %10, %9 : i32
      %29 = arith.addi %8, %28 : i32
      %30 = arith.muli %11, %c8_i32 : i32
      %31 = arith.floordivsi %29, %30 : i32
      %32 = arith.muli %31, %c8_i32 : i32
      %33 = arith.subi %10, %32 : i32
      %34 = arith.minsi %33, %c8_i32 : i32
      %35 = arith.remsi %29, %30 : i32
      %36 = arith.remsi %35, %34 : i32
      %37 = arith.addi %32, %36 : i32
      %38 = arith.addi %37, %27 : i32
      %39 = arith.floordivsi %35, %34 : i32
      %iter_1 = cute.get_iter(%view) : !memref_smem_i8_de5b
      %iter_2 = cute.recast_iter(%iter_1) : !cute.ptr<i8, smem, align<8>> to !cute.ptr<i64, smem>
      %40 = cute.composed_get_outer(%6) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
      %iter_3 = cute.get_iter(%view_0) : !memref_smem_i8_2cab
      %iter_4 = cute.recast_iter(%iter_3) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view_2 = cute.make_view(%iter_4, %40) : !memref_smem_bf16_96fa
      %41 = cute.composed_get_outer(%6) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
      %iter_5 = cute.get_iter(%view_1) : !memref_smem_i8_2cab
      %iter_6 = cute.recast_iter(%iter_5) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
      %view_3 = cute.make_view(%iter_6, %41) : !memref_smem_bf16_96fa
      %42 = nvvm.read.ptx.sreg.tid.x : i32
      %43 = nvvm.read.ptx.sreg.tid.y : i32
      %44 = nvvm.read.ptx.sreg.tid.z : i32
      %45 = nvvm.read.ptx.sreg.ntid.x : i32
      %46 = nvvm.read.ptx.sreg.ntid.y : i32
      %47 = arith.muli %43, %45 : i32
      %48 = arith.addi %42, %47 : i32
      %49 = arith.muli %44, %45 : i32
      %50 = arith.muli %49, %46 : i32
      %51 = arith.addi %48, %50 : i32
      %52 = arith.floordivsi %51, %c32_i32 : i32
      %53 = cute_nvgpu.arch.make_warp_uniform(%52) : i32
      %54 = cute_nvgpu.arch.make_warp_uniform(%53) : i32
      %55 = arith.cmpi eq, %54, %c0_i32 : i32
      scf.if %55 {
        %56 = nvvm.elect.sync -> i1
        scf.if %56 {
          %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_2 = cute.add_offset(%iter_2, %int_tuple_2) : (!cute.ptr<i64, smem>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem>
          %57 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %57, %c1_i32 : !llvm.ptr<3>, i32
          %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_3 = cute.add_offset(%iter_2, %int_tuple_3) : (!cute.ptr<i64, smem>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %58 = builtin.unrealized_conversion_cast %ptr_3 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %58, %c1_i32 : !llvm.ptr<3>, i32
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_4 = cute.add_offset(%iter_2, %int_tuple_4) : (!cute.ptr<i64, smem>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem>
          %59 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %59, %c1_i32 : !llvm.ptr<3>, i32
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_5 = cute.add_offset(%iter_2, %int_tuple_5) : (!cute.ptr<i64, smem>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %60 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %60, %c1_i32 : !llvm.ptr<3>, i32
          %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_6 = cute.add_offset(%iter_2, %int_tuple_6) : (!cute.ptr<i64, smem>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem>
          %61 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %61, %c1_i32 : !llvm.ptr<3>, i32
          %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_7 = cute.add_offset(%iter_2, %int_tuple_7) : (!cute.ptr<i64, smem>, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
          %62 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %62, %c1_i32 : !llvm.ptr<3>, i32
        }
      }
      %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
      %ptr_8 = cute.add_offset(%iter_2, %int_tuple_8) : (!cute.ptr<i64, smem>, !cute.int_tuple<"6">) -> !cute.ptr<i64, smem>
      %63 = nvvm.read.ptx.sreg.tid.x : i32
      %64 = nvvm.read.ptx.sreg.tid.y : i32
      %65 = nvvm.read.ptx.sreg.tid.z : i32
      %66 = nvvm.read.ptx.sreg.ntid.x : i32
      %67 = nvvm.read.ptx.sreg.ntid.y : i32
      %68 = arith.muli %64, %66 : i32
      %69 = arith.addi %63, %68 : i32
      %70 = arith.muli %65, %66 : i32
      %71 = arith.muli %70, %67 : i32
      %72 = arith.addi %69, %71 : i32
      %73 = arith.floordivsi %72, %c32_i32 : i32
      %74 = cute_nvgpu.arch.make_warp_uniform(%73) : i32
      %75 = cute_nvgpu.arch.make_warp_uniform(%74) : i32
      %76 = arith.cmpi eq, %75, %c0_i32 : i32
      scf.if %76 {
        %56 = nvvm.elect.sync -> i1
        scf.if %56 {
          %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %ptr_2 = cute.add_offset(%ptr_8, %int_tuple_2) : (!cute.ptr<i64, smem>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem>
          %57 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %57, %c4_i32 : !llvm.ptr<3>, i32
          %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_3 = cute.add_offset(%ptr_8, %int_tuple_3) : (!cute.ptr<i64, smem>, !cute.int_tuple<"1">) -> !cute.ptr<i64, smem>
          %58 = builtin.unrealized_conversion_cast %ptr_3 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %58, %c4_i32 : !llvm.ptr<3>, i32
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_4 = cute.add_offset(%ptr_8, %int_tuple_4) : (!cute.ptr<i64, smem>, !cute.int_tuple<"2">) -> !cute.ptr<i64, smem>
          %59 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %59, %c4_i32 : !llvm.ptr<3>, i32
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_5 = cute.add_offset(%ptr_8, %int_tuple_5) : (!cute.ptr<i64, smem>, !cute.int_tuple<"3">) -> !cute.ptr<i64, smem>
          %60 = builtin.unrealized_conversion_cast %ptr_5 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %60, %c4_i32 : !llvm.ptr<3>, i32
          %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_6 = cute.add_offset(%ptr_8, %int_tuple_6) : (!cute.ptr<i64, smem>, !cute.int_tuple<"4">) -> !cute.ptr<i64, smem>
          %61 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %61, %c4_i32 : !llvm.ptr<3>, i32
          %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_7 = cute.add_offset(%ptr_8, %int_tuple_7) : (!cute.ptr<i64, smem>, !cute.int_tuple<"5">) -> !cute.ptr<i64, smem>
          %62 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.init %62, %c4_i32 : !llvm.ptr<3>, i32
        }
      }
      %77 = nvvm.read.ptx.sreg.tid.x : i32
      %78 = arith.remsi %77, %c32_i32 : i32
      %79 = arith.cmpi slt, %78, %c1_i32 : i32
      %80 = scf.if %false -> (i1) {
        scf.yield %79 : i1
      } else {
        %56 = scf.if %false -> (i1) {
          scf.yield %79 : i1
        } else {
          %57 = scf.if %true -> (i1) {
            scf.yield %79 : i1
          } else {
            scf.yield %79 : i1
          }
          scf.yield %57 : i1
        }
        scf.yield %56 : i1
      }
      nvvm.fence.mbarrier.init
      %coord = cute.make_coord(%38, %39) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %81:2 = cute.get_scalars(%coord) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_0 = cute.make_coord(%81#0) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay = cute.get_layout(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %82:2 = cute.get_scalars(%lay) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
      %83 = arith.ceildivsi %82#0, %c128_i32 : i32
      %84 = arith.ceildivsi %82#1, %c64_i32 : i32
      %shape = cute.make_shape(%83, %84) : (i32, i32) -> !cute.shape<"((128,64),(?,?))">
      %stride = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(128@1,64@0))">
      %lay_0 = cute.make_layout(%shape, %stride) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %85:2 = cute.get_scalars(%lay_0) <{only_dynamic}> : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %86 = cute.get_scalars(%coord_0) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_0 = cute.make_shape(%85#1) : (i32) -> !cute.shape<"(128,64,?)">
      %stride_0 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@0)">
      %lay_1 = cute.make_layout(%shape_0, %stride_0) : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %idx = cute.crd2idx(%coord_0, %lay_0) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">) -> !cute.int_tuple<"(0,?{div=128})">
      %iter_7 = cute.get_iter(%arg2) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
      %tup = cute.add_offset(%iter_7, %idx) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=128})">) -> !cute.arith_tuple_iter<"(0,?{div=128})">
      %view_4 = cute.make_view(%tup, %lay_1) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %coord_1 = cute.make_coord(%38, %39) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %87:2 = cute.get_scalars(%coord_1) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_2 = cute.make_coord(%87#1) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_2 = cute.get_layout(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %88:2 = cute.get_scalars(%lay_2) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(1@1,1@0)">
      %89 = arith.ceildivsi %88#0, %c128_i32 : i32
      %90 = arith.ceildivsi %88#1, %c64_i32 : i32
      %shape_1 = cute.make_shape(%89, %90) : (i32, i32) -> !cute.shape<"((128,64),(?,?))">
      %stride_1 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),(128@1,64@0))">
      %lay_3 = cute.make_layout(%shape_1, %stride_1) : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %91:2 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">
      %92 = cute.get_scalars(%coord_2) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_2 = cute.make_shape(%91#1) : (i32) -> !cute.shape<"(128,64,?)">
      %stride_2 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0,64@0)">
      %lay_4 = cute.make_layout(%shape_2, %stride_2) : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %idx_0 = cute.crd2idx(%coord_2, %lay_3) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,64),(?,?)):((1@1,1@0),(128@1,64@0))">) -> !cute.int_tuple<"(0,?{div=128})">
      %iter_8 = cute.get_iter(%arg4) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
      %tup_0 = cute.add_offset(%iter_8, %idx_0) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(0,?{div=128})">) -> !cute.arith_tuple_iter<"(0,?{div=128})">
      %view_5 = cute.make_view(%tup_0, %lay_4) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %coord_3 = cute.make_coord(%38, %39) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %93:2 = cute.get_scalars(%coord_3) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_4 = cute.make_coord(%93#0, %93#1) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %lay_5 = cute.get_layout(%arg5) : !memref_gmem_bf16_aab6
      %94:3 = cute.get_scalars(%lay_5) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
      %95 = arith.ceildivsi %94#0, %c128_i32 : i32
      %96 = arith.muli %94#2, %c128_i64 overflow<nsw> : i64
      %97 = arith.ceildivsi %94#1, %c128_i32 : i32
      %shape_3 = cute.make_shape(%95, %97) : (i32, i32) -> !cute.shape<"((128,128),(?,?))">
      %iv_1 = cute.assume(%94#2) : (i64) -> !cute.i64<divby 8>
      %iv_2 = cute.assume(%96) : (i64) -> !cute.i64<divby 1024>
      %stride_3 = cute.make_stride(%iv_1, %iv_2) : (!cute.i64<divby 8>, !cute.i64<divby 1024>) -> !cute.stride<"((?{i64 div=8},1),(?{i64 div=1024},128))">
      %lay_6 = cute.make_layout(%shape_3, %stride_3) : !cute.layout<"((128,128),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},128))">
      %98:4 = cute.get_scalars(%lay_6) <{only_dynamic}> : !cute.layout<"((128,128),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},128))">
      %99:2 = cute.get_scalars(%coord_4) <{only_dynamic}> : !cute.coord<"((_,_),(?,?))">
      %shape_4 = cute.make_shape() : () -> !cute.shape<"(128,128)">
      %iv_3 = cute.assume(%98#2) : (i64) -> !cute.i64<divby 8>
      %stride_4 = cute.make_stride(%iv_3) : (!cute.i64<divby 8>) -> !cute.stride<"(?{i64 div=8},1)">
      %lay_7 = cute.make_layout(%shape_4, %stride_4) : !cute.layout<"(128,128):(?{i64 div=8},1)">
      %idx_1 = cute.crd2idx(%coord_4, %lay_6) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((128,128),(?,?)):((?{i64 div=8},1),(?{i64 div=1024},128))">) -> !cute.int_tuple<"?{i64 div=128}">
      %iter_9 = cute.get_iter(%arg5) : !memref_gmem_bf16_aab6
      %ptr_9 = cute.add_offset(%iter_9, %idx_1) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=128}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_6 = cute.make_view(%ptr_9, %lay_7) : !memref_gmem_bf16_b31e
      %lay_8 = cute.make_layout() : !cute.layout<"1:0">
      %iter_10 = cute.get_iter(%view_2) : !memref_smem_bf16_96fa
      %view_7 = cute.make_view(%iter_10) : !memref_smem_bf16_4763
      %iter_11 = cute.get_iter(%view_4) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %lay_9 = cute.get_layout(%view_4) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %100 = cute.get_scalars(%lay_9) <{only_dynamic}> : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %shape_5 = cute.make_shape(%100) : (i32) -> !cute.shape<"((128,64),?)">
      %stride_5 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@0)">
      %lay_10 = cute.make_layout(%shape_5, %stride_5) : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_8 = cute.make_view(%iter_11, %lay_10) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %coord_5 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_12 = cute.get_iter(%view_7) : !memref_smem_bf16_4763
      %iter_13 = cute.get_iter(%view_8) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %lay_11 = cute.get_layout(%view_8) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %101 = cute.get_scalars(%lay_11) <{only_dynamic}> : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_9 = cute.make_view(%iter_12) : !memref_smem_bf16_7c73
      %shape_6 = cute.make_shape(%101) : (i32) -> !cute.shape<"(((64,128),1),?)">
      %stride_6 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@0)">
      %lay_12 = cute.make_layout(%shape_6, %stride_6) : !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %view_10 = cute.make_view(%iter_13, %lay_12) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %lay_13 = cute.make_layout() : !cute.layout<"1:0">
      %iter_14 = cute.get_iter(%view_3) : !memref_smem_bf16_96fa
      %view_11 = cute.make_view(%iter_14) : !memref_smem_bf16_4763
      %iter_15 = cute.get_iter(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %lay_14 = cute.get_layout(%view_5) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %102 = cute.get_scalars(%lay_14) <{only_dynamic}> : !cute.layout<"(128,64,?):(1@1,1@0,64@0)">
      %shape_7 = cute.make_shape(%102) : (i32) -> !cute.shape<"((128,64),?)">
      %stride_7 = cute.make_stride() : () -> !cute.stride<"((1@1,1@0),64@0)">
      %lay_15 = cute.make_layout(%shape_7, %stride_7) : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_12 = cute.make_view(%iter_15, %lay_15) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %coord_6 = cute.make_coord() : () -> !cute.coord<"0">
      %iter_16 = cute.get_iter(%view_11) : !memref_smem_bf16_4763
      %iter_17 = cute.get_iter(%view_12) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %lay_16 = cute.get_layout(%view_12) : !cute.coord_tensor<"(0,?{div=128})", "((128,64),?):((1@1,1@0),64@0)">
      %103 = cute.get_scalars(%lay_16) <{only_dynamic}> : !cute.layout<"((128,64),?):((1@1,1@0),64@0)">
      %view_13 = cute.make_view(%iter_16) : !memref_smem_bf16_7c73
      %shape_8 = cute.make_shape(%103) : (i32) -> !cute.shape<"(((64,128),1),?)">
      %stride_8 = cute.make_stride() : () -> !cute.stride<"(((1@0,1@1),0),64@0)">
      %lay_17 = cute.make_layout(%shape_8, %stride_8) : !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %view_14 = cute.make_view(%iter_17, %lay_17) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
      %104 = arith.floordivsi %7, %c128_i32 : i32
      %105 = cute_nvgpu.arch.make_warp_uniform(%104) : i32
      %106 = arith.muli %105, %c128_i32 : i32
      %coord_7 = cute.make_coord(%106) : (i32) -> !cute.coord<"?">
      %iter_18 = cute.get_iter(%view_2) : !memref_smem_bf16_96fa
      %107 = cute.get_scalars(%coord_7) <{only_dynamic}> : !cute.coord<"?">
      %c128_i32_0 = arith.constant 128 : i32
      %108 = arith.remsi %107, %c128_i32_0 : i32
      %c128_i32_1 = arith.constant 128 : i32
      %109 = arith.remsi %108, %c128_i32_1 : i32
      %view_15 = cute.make_view(%iter_18) : !memref_smem_bf16_d8a6
      %iter_19 = cute.get_iter(%view_15) : !memref_smem_bf16_d8a6
      %gmmaSmemDesc = cute_nvgpu.make_gmma_smem_desc(%iter_19 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>) layout = <"((64,16),2,4,(1,6)):((64,1),4096,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %view_16 = cute.make_view(%gmmaSmemDesc) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %coord_8 = cute.make_coord(%106) : (i32) -> !cute.coord<"?">
      %iter_20 = cute.get_iter(%view_3) : !memref_smem_bf16_96fa
      %110 = cute.get_scalars(%coord_8) <{only_dynamic}> : !cute.coord<"?">
      %c128_i32_2 = arith.constant 128 : i32
      %111 = arith.remsi %110, %c128_i32_2 : i32
      %c128_i32_3 = arith.constant 128 : i32
      %112 = arith.remsi %111, %c128_i32_3 : i32
      %view_17 = cute.make_view(%iter_20) : !memref_smem_bf16_fa28
      %iter_21 = cute.get_iter(%view_17) : !memref_smem_bf16_fa28
      %gmmaSmemDesc_0 = cute_nvgpu.make_gmma_smem_desc(%iter_21 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>) layout = <"((128,16),1,4,(1,6)):((64,1),0,16,(0,8192))">, major = <k> -> !cute_nvgpu.smem_desc
      %view_18 = cute.make_view(%gmmaSmemDesc_0) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %coord_9 = cute.make_coord(%7) : (i32) -> !cute.coord<"?">
      %iter_22 = cute.get_iter(%view_6) : !memref_gmem_bf16_b31e
      %lay_18 = cute.get_layout(%view_6) : !memref_gmem_bf16_b31e
      %113 = cute.get_scalars(%lay_18) <{only_dynamic}> : !cute.layout<"(128,128):(?{i64 div=8},1)">
      %114 = cute.get_scalars(%coord_9) <{only_dynamic}> : !cute.coord<"?">
      %c64_i64 = arith.constant 64 : i64
      %115 = arith.muli %113, %c64_i64 overflow<nsw> : i64
      %c16_i64 = arith.constant 16 : i64
      %116 = arith.muli %113, %c16_i64 overflow<nsw> : i64
      %c8_i64 = arith.constant 8 : i64
      %117 = arith.muli %113, %c8_i64 overflow<nsw> : i64
      %c128_i32_4 = arith.constant 128 : i32
      %118 = arith.remsi %114, %c128_i32_4 : i32
      %c128_i32_5 = arith.constant 128 : i32
      %119 = arith.remsi %118, %c128_i32_5 : i32
      %c4_i32_0 = arith.constant 4 : i32
      %120 = arith.divsi %119, %c4_i32_0 : i32
      %c4_i32_1 = arith.constant 4 : i32
      %121 = arith.remsi %119, %c4_i32_1 : i32
      %c2_i32 = arith.constant 2 : i32
      %122 = arith.muli %121, %c2_i32 overflow<nsw> : i32
      %c8_i32_0 = arith.constant 8 : i32
      %123 = arith.divsi %120, %c8_i32_0 : i32
      %c8_i32_1 = arith.constant 8 : i32
      %124 = arith.remsi %120, %c8_i32_1 : i32
      %125 = arith.extsi %124 : i32 to i64
      %126 = arith.muli %125, %113 overflow<nsw> : i64
      %127 = arith.extsi %122 : i32 to i64
      %128 = arith.addi %127, %126 overflow<nsw> : i64
      %129 = arith.extsi %123 : i32 to i64
      %130 = arith.muli %129, %116 overflow<nsw> : i64
      %131 = arith.addi %128, %130 overflow<nsw> : i64
      %iv_4 = cute.assume(%131) : (i64) -> !cute.i64<divby 2>
      %int_tuple_9 = cute.make_int_tuple(%iv_4) : (!cute.i64<divby 2>) -> !cute.int_tuple<"?{i64 div=2}">
      %ptr_10 = cute.add_offset(%iter_22, %int_tuple_9) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=2}">) -> !cute.ptr<bf16, gmem, align<4>>
      %shape_9 = cute.make_shape() : () -> !cute.shape<"((2,2,16),2,1)">
      %iv_5 = cute.assume(%117) : (i64) -> !cute.i64<divby 64>
      %iv_6 = cute.assume(%115) : (i64) -> !cute.i64<divby 512>
      %stride_9 = cute.make_stride(%iv_5, %iv_6) : (!cute.i64<divby 64>, !cute.i64<divby 512>) -> !cute.stride<"((1,?{i64 div=64},8),?{i64 div=512},0)">
      %lay_19 = cute.make_layout(%shape_9, %stride_9) : !cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">
      %view_19 = cute.make_view(%ptr_10, %lay_19) : !memref_gmem_bf16_5a37
      %lay_20 = cute.make_layout() : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">
      %rmem = cute.memref.alloca(%lay_20) : !memref_rmem_f32_7625
      nvvm.barrier
      %lay_21 = cute.get_layout(%view_4) : !cute.coord_tensor<"(0,?{div=128})", "(128,64,?):(1@1,1@0,64@0)">
      %132 = cute.get_shape(%lay_21) : (!cute.layout<"(128,64,?):(1@1,1@0,64@0)">) -> !cute.shape<"(128,64,?)">
      %133 = cute.get_scalars(%132) <{only_dynamic}> : !cute.shape<"(128,64,?)">
      %shape_10 = cute.make_shape(%133) : (i32) -> !cute.shape<"?">
      %itup = cute.to_int_tuple(%shape_10) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %e0 = cute.get_leaves(%itup) : !cute.int_tuple<"?">
      %134 = cute.get_scalars(%e0) : !cute.int_tuple<"?">
      %135 = arith.cmpi eq, %24, %c0_i32 : i32
      %136:3 = scf.if %135 -> (i32, i32, i32) {
        %56 = arith.minsi %134, %c6_i32 : i32
        %57:3 = scf.for %arg6 = %c0_i32 to %56 step %c1_i32 iter_args(%arg7 = %c0_i32, %arg8 = %c0_i32, %arg9 = %c1_i32) -> (i32, i32, i32)  : i32 {
          scf.if %true {
            %int_tuple_10 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
            %ptr_11 = cute.add_offset(%ptr_8, %int_tuple_10) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %137 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            nvvm.mbarrier.try_wait.parity %137, %arg9, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %58 = nvvm.elect.sync -> i1
          scf.if %58 {
            %int_tuple_10 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
            %ptr_11 = cute.add_offset(%iter_2, %int_tuple_10) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %137 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %138 = nvvm.mbarrier.arrive.expect_tx %137, %c32768_i32 : !llvm.ptr<3>, i32 -> i64
          }
          %int_tuple_2 = cute.make_int_tuple(%arg8) : (i32) -> !cute.int_tuple<"?">
          %ptr_2 = cute.add_offset(%iter_2, %int_tuple_2) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %coord_10 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_22 = cute.get_layout(%view_10) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_2 = cute.crd2idx(%coord_10, %lay_22) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_23 = cute.get_iter(%view_10) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_1 = cute.add_offset(%iter_23, %idx_2) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_20 = cute.make_view(%tup_1) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_24 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_2 = cute.deref_arith_tuple_iter(%iter_24) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_0, %e1 = cute.get_leaves(%tup_2) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %coord_11 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_23 = cute.get_layout(%view_9) : !memref_smem_bf16_7c73
          %idx_3 = cute.crd2idx(%coord_11, %lay_23) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_25 = cute.get_iter(%view_9) : !memref_smem_bf16_7c73
          %ptr_12 = cute.add_offset(%iter_25, %idx_3) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_21 = cute.make_view(%ptr_12) : !memref_smem_bf16_b164
          %iter_26 = cute.get_iter(%view_21) : !memref_smem_bf16_b164
          %lay_24 = cute.get_layout(%view_20) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %lay_25 = cute.get_layout(%view_21) : !memref_smem_bf16_b164
          %lay_26 = cute.make_layout() : !cute.layout<"1:0">
          %append_0 = cute.append_to_rank<2> (%lay_24, %lay_26) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_11 = cute.make_int_tuple(%e0_0, %e1) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_11) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_22 = cute.make_view(%int_tup_iter, %append_0) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_27 = cute.get_iter(%view_22) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_23 = cute.make_view(%iter_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_27 = cute.make_layout() : !cute.layout<"1:0">
          %append_1 = cute.append_to_rank<2> (%lay_25, %lay_27) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_24 = cute.make_view(%iter_26, %append_1) : !memref_smem_bf16_3782
          %iter_28 = cute.get_iter(%view_24) : !memref_smem_bf16_3782
          %view_25 = cute.make_view(%iter_28) : !memref_smem_bf16_b8cc
          %59 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %60 = cute_nvgpu.atom.set_value<tma_bar>(%59, %ptr_2) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.ptr<i64, smem>)
          %iter_29 = cute.get_iter(%view_23) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_30 = cute.get_iter(%view_25) : !memref_smem_bf16_b8cc
          %lay_28 = cute.get_layout(%view_23) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_29 = cute.get_layout(%view_25) : !memref_smem_bf16_b8cc
          %61 = cute.static : !cute.layout<"1:0">
          %append_2 = cute.append_to_rank<2> (%lay_28, %61) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_3 = cute.append_to_rank<2> (%lay_29, %61) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %grouped_0 = cute.group_modes(%append_2) <1, 2> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %grouped_1 = cute.group_modes(%append_3) <1, 2> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %62 = cute.get_shape(%grouped_0) : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.shape<"(((64,128),1),((1)))">
          %shape_11 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_0 = cute.to_int_tuple(%shape_11) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %139 = cute.get_scalars(%itup_0) : !cute.int_tuple<"1">
          %c0_i32_0 = arith.constant 0 : i32
          %c1_i32_0 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_0 to %139 step %c1_i32_0  : i32 {
            %coord_12 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %137 = cute.get_scalars(%coord_12) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_30 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_4 = cute.crd2idx(%coord_12, %grouped_0) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_3 = cute.add_offset(%iter_29, %idx_4) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_26 = cute.make_view(%tup_3, %lay_30) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %138 = cute.get_scalars(%coord_12) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_31 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_5 = cute.crd2idx(%coord_12, %grouped_1) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_13 = cute.add_offset(%iter_30, %idx_5) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_27 = cute.make_view(%ptr_13, %lay_31) : !memref_smem_bf16_b164
            %140 = cute_nvgpu.atom.get_value<tma_bar>(%60) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<i64, smem>
            %141 = cute_nvgpu.atom.get_value<mcast_mask>(%60) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i16
            %142 = cute_nvgpu.atom.get_value<cache_policy>(%60) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%60 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %iter_31 = cute.get_iter(%view_26) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_32 = cute.get_iter(%view_27) : !memref_smem_bf16_b164
            %lay_32 = cute.get_layout(%view_26) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %lay_33 = cute.get_layout(%view_27) : !memref_smem_bf16_b164
            %coord_13 = cute.make_coord() : () -> !cute.coord<"((_,0))">
            %idx_6 = cute.crd2idx(%coord_13, %lay_32) : (!cute.coord<"((_,0))">, !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.int_tuple<"(0,0)">
            %tup_4 = cute.add_offset(%iter_31, %idx_6) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %idx_7 = cute.crd2idx(%coord_13, %lay_33) : (!cute.coord<"((_,0))">, !cute.layout<"((8192,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_14 = cute.add_offset(%iter_32, %idx_7) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %tup_5 = cute.deref_arith_tuple_iter(%tup_4) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %143:2 = cute.get_scalars(%tup_5) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_14 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %140 : !cute.ptr<i64, smem>, [%143#0, %143#1] : i32, i32) cache_policy = %142 mode = <tiled> num_cta = 1 : i32
          } {loop_annotation = #loop_annotation_0327}
          %coord_14 = cute.make_coord(%arg7) : (i32) -> !cute.coord<"(_,?)">
          %lay_34 = cute.get_layout(%view_14) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_8 = cute.crd2idx(%coord_14, %lay_34) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_33 = cute.get_iter(%view_14) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_6 = cute.add_offset(%iter_33, %idx_8) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_28 = cute.make_view(%tup_6) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_34 = cute.get_iter(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_7 = cute.deref_arith_tuple_iter(%iter_34) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_1, %e1_0 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %coord_15 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,?)">
          %lay_35 = cute.get_layout(%view_13) : !memref_smem_bf16_7c73
          %idx_9 = cute.crd2idx(%coord_15, %lay_35) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_35 = cute.get_iter(%view_13) : !memref_smem_bf16_7c73
          %ptr_15 = cute.add_offset(%iter_35, %idx_9) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_29 = cute.make_view(%ptr_15) : !memref_smem_bf16_b164
          %iter_36 = cute.get_iter(%view_29) : !memref_smem_bf16_b164
          %lay_36 = cute.get_layout(%view_28) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %lay_37 = cute.get_layout(%view_29) : !memref_smem_bf16_b164
          %lay_38 = cute.make_layout() : !cute.layout<"1:0">
          %append_4 = cute.append_to_rank<2> (%lay_36, %lay_38) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_12 = cute.make_int_tuple(%e0_1, %e1_0) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_12) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_30 = cute.make_view(%int_tup_iter_0, %append_4) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_37 = cute.get_iter(%view_30) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_31 = cute.make_view(%iter_37) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_39 = cute.make_layout() : !cute.layout<"1:0">
          %append_5 = cute.append_to_rank<2> (%lay_37, %lay_39) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_32 = cute.make_view(%iter_36, %append_5) : !memref_smem_bf16_3782
          %iter_38 = cute.get_iter(%view_32) : !memref_smem_bf16_3782
          %view_33 = cute.make_view(%iter_38) : !memref_smem_bf16_b8cc
          %144 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %145 = cute_nvgpu.atom.set_value<tma_bar>(%144, %ptr_2) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.ptr<i64, smem>)
          %iter_39 = cute.get_iter(%view_31) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_40 = cute.get_iter(%view_33) : !memref_smem_bf16_b8cc
          %lay_40 = cute.get_layout(%view_31) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_41 = cute.get_layout(%view_33) : !memref_smem_bf16_b8cc
          %146 = cute.static : !cute.layout<"1:0">
          %append_6 = cute.append_to_rank<2> (%lay_40, %146) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_7 = cute.append_to_rank<2> (%lay_41, %146) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %grouped_2 = cute.group_modes(%append_6) <1, 2> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %grouped_3 = cute.group_modes(%append_7) <1, 2> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %147 = cute.get_shape(%grouped_2) : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.shape<"(((64,128),1),((1)))">
          %shape_12 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_1 = cute.to_int_tuple(%shape_12) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %148 = cute.get_scalars(%itup_1) : !cute.int_tuple<"1">
          %c0_i32_1 = arith.constant 0 : i32
          %c1_i32_1 = arith.constant 1 : i32
          scf.for %arg10 = %c0_i32_1 to %148 step %c1_i32_1  : i32 {
            %coord_12 = cute.make_coord(%arg10) : (i32) -> !cute.coord<"(_,?)">
            %137 = cute.get_scalars(%coord_12) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_30 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_4 = cute.crd2idx(%coord_12, %grouped_2) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_3 = cute.add_offset(%iter_39, %idx_4) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_26 = cute.make_view(%tup_3, %lay_30) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %138 = cute.get_scalars(%coord_12) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_31 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_5 = cute.crd2idx(%coord_12, %grouped_3) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_13 = cute.add_offset(%iter_40, %idx_5) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_27 = cute.make_view(%ptr_13, %lay_31) : !memref_smem_bf16_b164
            %140 = cute_nvgpu.atom.get_value<tma_bar>(%145) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<i64, smem>
            %141 = cute_nvgpu.atom.get_value<mcast_mask>(%145) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i16
            %142 = cute_nvgpu.atom.get_value<cache_policy>(%145) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%145 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %iter_31 = cute.get_iter(%view_26) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_32 = cute.get_iter(%view_27) : !memref_smem_bf16_b164
            %lay_32 = cute.get_layout(%view_26) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %lay_33 = cute.get_layout(%view_27) : !memref_smem_bf16_b164
            %coord_13 = cute.make_coord() : () -> !cute.coord<"((_,0))">
            %idx_6 = cute.crd2idx(%coord_13, %lay_32) : (!cute.coord<"((_,0))">, !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.int_tuple<"(0,0)">
            %tup_4 = cute.add_offset(%iter_31, %idx_6) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %idx_7 = cute.crd2idx(%coord_13, %lay_33) : (!cute.coord<"((_,0))">, !cute.layout<"((8192,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_14 = cute.add_offset(%iter_32, %idx_7) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %tup_5 = cute.deref_arith_tuple_iter(%tup_4) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %143:2 = cute.get_scalars(%tup_5) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_14 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %140 : !cute.ptr<i64, smem>, [%143#0, %143#1] : i32, i32) cache_policy = %142 mode = <tiled> num_cta = 1 : i32
          } {loop_annotation = #loop_annotation_0327}
          %149 = arith.addi %arg8, %c1_i32 : i32
          %150 = arith.addi %arg7, %c1_i32 : i32
          %151 = arith.cmpi eq, %149, %c6_i32 : i32
          %152:2 = scf.if %151 -> (i32, i32) {
            %137 = arith.xori %arg9, %c1_i32 : i32
            scf.yield %c0_i32, %137 : i32, i32
          } else {
            scf.yield %149, %arg9 : i32, i32
          }
          scf.yield %150, %152#0, %152#1 : i32, i32, i32
        } {loop_annotation = #loop_annotation1_7daa}
        scf.yield %57#0, %57#1, %57#2 : i32, i32, i32
      } else {
        scf.yield %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32
      }
      scf.if %true {
        %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_2 = cute.add_offset(%iter_2, %int_tuple_2) : (!cute.ptr<i64, smem>, !cute.int_tuple<"0">) -> !cute.ptr<i64, smem>
        %56 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<i64, smem> to !llvm.ptr<3>
        nvvm.mbarrier.try_wait.parity %56, %c0_i32, %c10000000_i32 : !llvm.ptr<3>, i32, i32
      }
      nvvm.wgmma.fence.aligned
      %153 = cute_nvgpu.atom.set_value<accum_c>(%arg0, %false) : (!mma_bf16_bf16_f32_64x128x16_f885, i1)
      %coord_16 = cute.make_coord() : () -> !cute.coord<"(_,_,0,0)">
      %lay_42 = cute.get_layout(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_10 = cute.crd2idx(%coord_16, %lay_42) : (!cute.coord<"(_,_,0,0)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"0">
      %iter_41 = cute.get_iter(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_8 = cute.add_offset(%iter_41, %idx_10) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
      %view_34 = cute.make_view(%tup_8) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_17 = cute.make_coord() : () -> !cute.coord<"(_,_,0,0)">
      %lay_43 = cute.get_layout(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_11 = cute.crd2idx(%coord_17, %lay_43) : (!cute.coord<"(_,_,0,0)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"0">
      %iter_42 = cute.get_iter(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_9 = cute.add_offset(%iter_42, %idx_11) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
      %view_35 = cute.make_view(%tup_9) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_44 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %iter_43 = cute.get_iter(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_44 = cute.get_iter(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_45 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_46 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_45 = cute.get_layout(%view_34) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_46 = cute.get_layout(%view_35) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_47 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_48 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %154 = cute.static : !cute.layout<"1:0">
      %append = cute.append_to_rank<3> (%lay_45, %154) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_8 = cute.append_to_rank<3> (%lay_46, %154) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %155 = cute.get_shape(%append) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
      %shape_13 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_2 = cute.to_int_tuple(%shape_13) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %156 = cute.get_shape(%append) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
      %shape_14 = cute.make_shape() : () -> !cute.shape<"2">
      %itup_3 = cute.to_int_tuple(%shape_14) : !cute.shape<"2"> to !cute.int_tuple<"2">
      %157 = cute.get_shape(%append_8) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
      %shape_15 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_4 = cute.to_int_tuple(%shape_15) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %158 = cute.get_scalars(%itup_2) : !cute.int_tuple<"1">
      %159 = cute.get_scalars(%itup_3) : !cute.int_tuple<"2">
      %160 = cute.get_scalars(%itup_4) : !cute.int_tuple<"1">
      %c0_i32_2 = arith.constant 0 : i32
      %c1_i32_2 = arith.constant 1 : i32
      %161 = scf.for %arg6 = %c0_i32_2 to %158 step %c1_i32_2 iter_args(%arg7 = %153) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %56 = scf.for %arg8 = %c0_i32_2 to %159 step %c1_i32_2 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %57 = scf.for %arg10 = %c0_i32_2 to %160 step %c1_i32_2 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_18 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_19 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_10 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %58:2 = cute.get_scalars(%coord_18) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_22 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_2 = cute.crd2idx(%coord_18, %append) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_10 = cute.add_offset(%iter_43, %idx_2) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_36 = cute.make_view(%tup_10, %lay_22) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %59:2 = cute.get_scalars(%coord_19) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_49 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_12 = cute.crd2idx(%coord_19, %append_8) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_2 = cute.add_offset(%iter_44, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_37 = cute.make_view(%tup_2, %lay_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %60:2 = cute.get_scalars(%coord_10) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_50 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_13 = cute.crd2idx(%coord_10, %lay_47) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_16 = cute.add_offset(%iter_45, %idx_13) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_38 = cute.make_view(%ptr_16, %lay_50) : !memref_rmem_f32_e17b
            %61:2 = cute.get_scalars(%coord_10) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_51 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_14 = cute.crd2idx(%coord_10, %lay_48) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_17 = cute.add_offset(%iter_46, %idx_14) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_39 = cute.make_view(%ptr_17, %lay_51) : !memref_rmem_f32_e17b
            %iter_47 = cute.get_iter(%view_38) : !memref_rmem_f32_e17b
            %62 = builtin.unrealized_conversion_cast %iter_47 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %139 = llvm.load %62 : !llvm.ptr -> f32
            %144 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %145 = llvm.load %144 : !llvm.ptr -> f32
            %146 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %147 = llvm.load %146 : !llvm.ptr -> f32
            %148 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %149 = llvm.load %148 : !llvm.ptr -> f32
            %150 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %151 = llvm.load %150 : !llvm.ptr -> f32
            %152 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %137 = llvm.load %152 : !llvm.ptr -> f32
            %138 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %140 = llvm.load %138 : !llvm.ptr -> f32
            %141 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %142 = llvm.load %141 : !llvm.ptr -> f32
            %143 = llvm.getelementptr %62[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %162 = llvm.load %143 : !llvm.ptr -> f32
            %163 = llvm.getelementptr %62[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %164 = llvm.load %163 : !llvm.ptr -> f32
            %165 = llvm.getelementptr %62[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %166 = llvm.load %165 : !llvm.ptr -> f32
            %167 = llvm.getelementptr %62[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %168 = llvm.load %167 : !llvm.ptr -> f32
            %169 = llvm.getelementptr %62[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %170 = llvm.load %169 : !llvm.ptr -> f32
            %171 = llvm.getelementptr %62[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %172 = llvm.load %171 : !llvm.ptr -> f32
            %173 = llvm.getelementptr %62[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %174 = llvm.load %173 : !llvm.ptr -> f32
            %175 = llvm.getelementptr %62[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %176 = llvm.load %175 : !llvm.ptr -> f32
            %177 = llvm.getelementptr %62[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %178 = llvm.load %177 : !llvm.ptr -> f32
            %179 = llvm.getelementptr %62[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %180 = llvm.load %179 : !llvm.ptr -> f32
            %181 = llvm.getelementptr %62[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %182 = llvm.load %181 : !llvm.ptr -> f32
            %183 = llvm.getelementptr %62[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %184 = llvm.load %183 : !llvm.ptr -> f32
            %185 = llvm.getelementptr %62[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %186 = llvm.load %185 : !llvm.ptr -> f32
            %187 = llvm.getelementptr %62[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %188 = llvm.load %187 : !llvm.ptr -> f32
            %189 = llvm.getelementptr %62[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %190 = llvm.load %189 : !llvm.ptr -> f32
            %191 = llvm.getelementptr %62[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %192 = llvm.load %191 : !llvm.ptr -> f32
            %193 = llvm.getelementptr %62[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %194 = llvm.load %193 : !llvm.ptr -> f32
            %195 = llvm.getelementptr %62[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %196 = llvm.load %195 : !llvm.ptr -> f32
            %197 = llvm.getelementptr %62[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %198 = llvm.load %197 : !llvm.ptr -> f32
            %199 = llvm.getelementptr %62[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %200 = llvm.load %199 : !llvm.ptr -> f32
            %201 = llvm.getelementptr %62[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %202 = llvm.load %201 : !llvm.ptr -> f32
            %203 = llvm.getelementptr %62[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %204 = llvm.load %203 : !llvm.ptr -> f32
            %205 = llvm.getelementptr %62[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %206 = llvm.load %205 : !llvm.ptr -> f32
            %207 = llvm.getelementptr %62[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %208 = llvm.load %207 : !llvm.ptr -> f32
            %209 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %210 = llvm.load %209 : !llvm.ptr -> f32
            %211 = llvm.getelementptr %62[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %212 = llvm.load %211 : !llvm.ptr -> f32
            %213 = llvm.getelementptr %62[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %214 = llvm.load %213 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %62[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %216 = llvm.load %215 : !llvm.ptr -> f32
            %217 = llvm.getelementptr %62[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %218 = llvm.load %217 : !llvm.ptr -> f32
            %219 = llvm.getelementptr %62[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %220 = llvm.load %219 : !llvm.ptr -> f32
            %221 = llvm.getelementptr %62[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %222 = llvm.load %221 : !llvm.ptr -> f32
            %223 = llvm.getelementptr %62[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %224 = llvm.load %223 : !llvm.ptr -> f32
            %225 = llvm.getelementptr %62[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %226 = llvm.load %225 : !llvm.ptr -> f32
            %227 = llvm.getelementptr %62[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %228 = llvm.load %227 : !llvm.ptr -> f32
            %229 = llvm.getelementptr %62[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %230 = llvm.load %229 : !llvm.ptr -> f32
            %231 = llvm.getelementptr %62[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %232 = llvm.load %231 : !llvm.ptr -> f32
            %233 = llvm.getelementptr %62[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %233 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %62[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %62[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %62[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %62[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %242 = llvm.load %241 : !llvm.ptr -> f32
            %243 = llvm.getelementptr %62[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %244 = llvm.load %243 : !llvm.ptr -> f32
            %245 = llvm.getelementptr %62[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %246 = llvm.load %245 : !llvm.ptr -> f32
            %247 = llvm.getelementptr %62[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %248 = llvm.load %247 : !llvm.ptr -> f32
            %249 = llvm.getelementptr %62[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %250 = llvm.load %249 : !llvm.ptr -> f32
            %251 = llvm.getelementptr %62[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %251 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %62[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %62[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %62[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %62[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %62[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %62[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %62[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %267 = llvm.getelementptr %62[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %268 = llvm.load %267 : !llvm.ptr -> f32
            %269 = llvm.getelementptr %62[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %270 = llvm.load %269 : !llvm.ptr -> f32
            %271 = llvm.getelementptr %62[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %272 = llvm.load %271 : !llvm.ptr -> f32
            %273 = cute_nvgpu.atom.get_value<accum_c>(%arg11) : (!mma_bf16_bf16_f32_64x128x16_f885) -> i1
            %274 = arith.extui %273 : i1 to i32
            %iter_48 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %275 = builtin.unrealized_conversion_cast %iter_48 : !cute_nvgpu.smem_desc to i64
            %iter_49 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %276 = builtin.unrealized_conversion_cast %iter_49 : !cute_nvgpu.smem_desc to i64
            %c1_i32_3 = arith.constant 1 : i32
            %c1_i32_4 = arith.constant 1 : i32
            %c0_i32_3 = arith.constant 0 : i32
            %c0_i32_4 = arith.constant 0 : i32
            %277 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %139, %145, %147, %149, %151, %137, %140, %142, %162, %164, %166, %168, %170, %172, %174, %176, %178, %180, %182, %184, %186, %188, %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %275, %276, %274, %c1_i32_3, %c1_i32_4, %c0_i32_3, %c0_i32_4 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %278 = llvm.extractvalue %277[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %279 = llvm.extractvalue %277[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %280 = llvm.extractvalue %277[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %281 = llvm.extractvalue %277[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %282 = llvm.extractvalue %277[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %283 = llvm.extractvalue %277[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %284 = llvm.extractvalue %277[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %285 = llvm.extractvalue %277[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %286 = llvm.extractvalue %277[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %287 = llvm.extractvalue %277[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %288 = llvm.extractvalue %277[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %289 = llvm.extractvalue %277[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %290 = llvm.extractvalue %277[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %291 = llvm.extractvalue %277[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %292 = llvm.extractvalue %277[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %293 = llvm.extractvalue %277[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %294 = llvm.extractvalue %277[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %295 = llvm.extractvalue %277[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %296 = llvm.extractvalue %277[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %297 = llvm.extractvalue %277[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %298 = llvm.extractvalue %277[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %299 = llvm.extractvalue %277[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %300 = llvm.extractvalue %277[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %301 = llvm.extractvalue %277[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %302 = llvm.extractvalue %277[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %303 = llvm.extractvalue %277[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %304 = llvm.extractvalue %277[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %305 = llvm.extractvalue %277[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %306 = llvm.extractvalue %277[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %307 = llvm.extractvalue %277[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %308 = llvm.extractvalue %277[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %309 = llvm.extractvalue %277[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %310 = llvm.extractvalue %277[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %311 = llvm.extractvalue %277[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %312 = llvm.extractvalue %277[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %313 = llvm.extractvalue %277[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %314 = llvm.extractvalue %277[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %315 = llvm.extractvalue %277[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %316 = llvm.extractvalue %277[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %317 = llvm.extractvalue %277[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %318 = llvm.extractvalue %277[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %319 = llvm.extractvalue %277[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %320 = llvm.extractvalue %277[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %321 = llvm.extractvalue %277[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %322 = llvm.extractvalue %277[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %323 = llvm.extractvalue %277[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %324 = llvm.extractvalue %277[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %325 = llvm.extractvalue %277[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %326 = llvm.extractvalue %277[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %327 = llvm.extractvalue %277[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %328 = llvm.extractvalue %277[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %329 = llvm.extractvalue %277[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %330 = llvm.extractvalue %277[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %331 = llvm.extractvalue %277[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %332 = llvm.extractvalue %277[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %333 = llvm.extractvalue %277[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %334 = llvm.extractvalue %277[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %335 = llvm.extractvalue %277[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %336 = llvm.extractvalue %277[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %337 = llvm.extractvalue %277[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %338 = llvm.extractvalue %277[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %339 = llvm.extractvalue %277[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %340 = llvm.extractvalue %277[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %341 = llvm.extractvalue %277[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %iter_50 = cute.get_iter(%view_38) : !memref_rmem_f32_e17b
            %342 = builtin.unrealized_conversion_cast %iter_50 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %278, %342 : f32, !llvm.ptr
            %343 = llvm.getelementptr %342[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %279, %343 : f32, !llvm.ptr
            %344 = llvm.getelementptr %342[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %280, %344 : f32, !llvm.ptr
            %345 = llvm.getelementptr %342[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %281, %345 : f32, !llvm.ptr
            %346 = llvm.getelementptr %342[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %282, %346 : f32, !llvm.ptr
            %347 = llvm.getelementptr %342[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %283, %347 : f32, !llvm.ptr
            %348 = llvm.getelementptr %342[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %284, %348 : f32, !llvm.ptr
            %349 = llvm.getelementptr %342[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %285, %349 : f32, !llvm.ptr
            %350 = llvm.getelementptr %342[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %286, %350 : f32, !llvm.ptr
            %351 = llvm.getelementptr %342[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %287, %351 : f32, !llvm.ptr
            %352 = llvm.getelementptr %342[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %288, %352 : f32, !llvm.ptr
            %353 = llvm.getelementptr %342[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %289, %353 : f32, !llvm.ptr
            %354 = llvm.getelementptr %342[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %290, %354 : f32, !llvm.ptr
            %355 = llvm.getelementptr %342[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %291, %355 : f32, !llvm.ptr
            %356 = llvm.getelementptr %342[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %292, %356 : f32, !llvm.ptr
            %357 = llvm.getelementptr %342[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %293, %357 : f32, !llvm.ptr
            %358 = llvm.getelementptr %342[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %294, %358 : f32, !llvm.ptr
            %359 = llvm.getelementptr %342[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %295, %359 : f32, !llvm.ptr
            %360 = llvm.getelementptr %342[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %296, %360 : f32, !llvm.ptr
            %361 = llvm.getelementptr %342[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %297, %361 : f32, !llvm.ptr
            %362 = llvm.getelementptr %342[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %298, %362 : f32, !llvm.ptr
            %363 = llvm.getelementptr %342[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %299, %363 : f32, !llvm.ptr
            %364 = llvm.getelementptr %342[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %300, %364 : f32, !llvm.ptr
            %365 = llvm.getelementptr %342[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %301, %365 : f32, !llvm.ptr
            %366 = llvm.getelementptr %342[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %302, %366 : f32, !llvm.ptr
            %367 = llvm.getelementptr %342[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %303, %367 : f32, !llvm.ptr
            %368 = llvm.getelementptr %342[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %304, %368 : f32, !llvm.ptr
            %369 = llvm.getelementptr %342[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %305, %369 : f32, !llvm.ptr
            %370 = llvm.getelementptr %342[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %306, %370 : f32, !llvm.ptr
            %371 = llvm.getelementptr %342[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %307, %371 : f32, !llvm.ptr
            %372 = llvm.getelementptr %342[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %308, %372 : f32, !llvm.ptr
            %373 = llvm.getelementptr %342[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %309, %373 : f32, !llvm.ptr
            %374 = llvm.getelementptr %342[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %310, %374 : f32, !llvm.ptr
            %375 = llvm.getelementptr %342[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %311, %375 : f32, !llvm.ptr
            %376 = llvm.getelementptr %342[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %312, %376 : f32, !llvm.ptr
            %377 = llvm.getelementptr %342[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %313, %377 : f32, !llvm.ptr
            %378 = llvm.getelementptr %342[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %314, %378 : f32, !llvm.ptr
            %379 = llvm.getelementptr %342[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %315, %379 : f32, !llvm.ptr
            %380 = llvm.getelementptr %342[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %316, %380 : f32, !llvm.ptr
            %381 = llvm.getelementptr %342[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %317, %381 : f32, !llvm.ptr
            %382 = llvm.getelementptr %342[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %318, %382 : f32, !llvm.ptr
            %383 = llvm.getelementptr %342[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %319, %383 : f32, !llvm.ptr
            %384 = llvm.getelementptr %342[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %320, %384 : f32, !llvm.ptr
            %385 = llvm.getelementptr %342[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %321, %385 : f32, !llvm.ptr
            %386 = llvm.getelementptr %342[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %322, %386 : f32, !llvm.ptr
            %387 = llvm.getelementptr %342[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %323, %387 : f32, !llvm.ptr
            %388 = llvm.getelementptr %342[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %324, %388 : f32, !llvm.ptr
            %389 = llvm.getelementptr %342[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %325, %389 : f32, !llvm.ptr
            %390 = llvm.getelementptr %342[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %326, %390 : f32, !llvm.ptr
            %391 = llvm.getelementptr %342[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %327, %391 : f32, !llvm.ptr
            %392 = llvm.getelementptr %342[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328, %392 : f32, !llvm.ptr
            %393 = llvm.getelementptr %342[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %329, %393 : f32, !llvm.ptr
            %394 = llvm.getelementptr %342[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %330, %394 : f32, !llvm.ptr
            %395 = llvm.getelementptr %342[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %331, %395 : f32, !llvm.ptr
            %396 = llvm.getelementptr %342[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %332, %396 : f32, !llvm.ptr
            %397 = llvm.getelementptr %342[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %333, %397 : f32, !llvm.ptr
            %398 = llvm.getelementptr %342[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %334, %398 : f32, !llvm.ptr
            %399 = llvm.getelementptr %342[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %335, %399 : f32, !llvm.ptr
            %400 = llvm.getelementptr %342[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %336, %400 : f32, !llvm.ptr
            %401 = llvm.getelementptr %342[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %337, %401 : f32, !llvm.ptr
            %402 = llvm.getelementptr %342[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %338, %402 : f32, !llvm.ptr
            %403 = llvm.getelementptr %342[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %339, %403 : f32, !llvm.ptr
            %404 = llvm.getelementptr %342[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %340, %404 : f32, !llvm.ptr
            %405 = llvm.getelementptr %342[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %341, %405 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {loop_annotation = #loop_annotation_0327}
          scf.yield %57 : !mma_bf16_bf16_f32_64x128x16_f885
        } {loop_annotation = #loop_annotation_0327}
        scf.yield %56 : !mma_bf16_bf16_f32_64x128x16_f885
      } {loop_annotation = #loop_annotation_0327}
      %406 = cute_nvgpu.atom.set_value<accum_c>(%153, %true) : (!mma_bf16_bf16_f32_64x128x16_f885, i1)
      %coord_20 = cute.make_coord() : () -> !cute.coord<"(_,_,1,0)">
      %lay_52 = cute.get_layout(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_15 = cute.crd2idx(%coord_20, %lay_52) : (!cute.coord<"(_,_,1,0)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"2">
      %iter_51 = cute.get_iter(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_11 = cute.add_offset(%iter_51, %idx_15) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"2">) -> !cute_nvgpu.smem_desc
      %view_40 = cute.make_view(%tup_11) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_21 = cute.make_coord() : () -> !cute.coord<"(_,_,1,0)">
      %lay_53 = cute.get_layout(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_16 = cute.crd2idx(%coord_21, %lay_53) : (!cute.coord<"(_,_,1,0)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"2">
      %iter_52 = cute.get_iter(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_12 = cute.add_offset(%iter_52, %idx_16) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"2">) -> !cute_nvgpu.smem_desc
      %view_41 = cute.make_view(%tup_12) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_53 = cute.get_iter(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_54 = cute.get_iter(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_55 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_56 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_54 = cute.get_layout(%view_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_55 = cute.get_layout(%view_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_56 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_57 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %407 = cute.static : !cute.layout<"1:0">
      %append_9 = cute.append_to_rank<3> (%lay_54, %407) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_10 = cute.append_to_rank<3> (%lay_55, %407) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %408 = cute.get_shape(%append_9) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
      %shape_16 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_5 = cute.to_int_tuple(%shape_16) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %409 = cute.get_shape(%append_9) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
      %shape_17 = cute.make_shape() : () -> !cute.shape<"2">
      %itup_6 = cute.to_int_tuple(%shape_17) : !cute.shape<"2"> to !cute.int_tuple<"2">
      %410 = cute.get_shape(%append_10) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
      %shape_18 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_7 = cute.to_int_tuple(%shape_18) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %411 = cute.get_scalars(%itup_5) : !cute.int_tuple<"1">
      %412 = cute.get_scalars(%itup_6) : !cute.int_tuple<"2">
      %413 = cute.get_scalars(%itup_7) : !cute.int_tuple<"1">
      %c0_i32_5 = arith.constant 0 : i32
      %c1_i32_5 = arith.constant 1 : i32
      %414 = scf.for %arg6 = %c0_i32_5 to %411 step %c1_i32_5 iter_args(%arg7 = %406) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %56 = scf.for %arg8 = %c0_i32_5 to %412 step %c1_i32_5 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %57 = scf.for %arg10 = %c0_i32_5 to %413 step %c1_i32_5 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_18 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_19 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_10 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %58:2 = cute.get_scalars(%coord_18) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_22 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_2 = cute.crd2idx(%coord_18, %append_9) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_10 = cute.add_offset(%iter_53, %idx_2) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_36 = cute.make_view(%tup_10, %lay_22) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %59:2 = cute.get_scalars(%coord_19) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_49 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_12 = cute.crd2idx(%coord_19, %append_10) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_2 = cute.add_offset(%iter_54, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_37 = cute.make_view(%tup_2, %lay_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %60:2 = cute.get_scalars(%coord_10) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_50 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_13 = cute.crd2idx(%coord_10, %lay_56) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_16 = cute.add_offset(%iter_55, %idx_13) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_38 = cute.make_view(%ptr_16, %lay_50) : !memref_rmem_f32_e17b
            %61:2 = cute.get_scalars(%coord_10) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_51 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_14 = cute.crd2idx(%coord_10, %lay_57) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_17 = cute.add_offset(%iter_56, %idx_14) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_39 = cute.make_view(%ptr_17, %lay_51) : !memref_rmem_f32_e17b
            %iter_47 = cute.get_iter(%view_38) : !memref_rmem_f32_e17b
            %62 = builtin.unrealized_conversion_cast %iter_47 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %139 = llvm.load %62 : !llvm.ptr -> f32
            %144 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %145 = llvm.load %144 : !llvm.ptr -> f32
            %146 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %147 = llvm.load %146 : !llvm.ptr -> f32
            %148 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %149 = llvm.load %148 : !llvm.ptr -> f32
            %150 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %151 = llvm.load %150 : !llvm.ptr -> f32
            %152 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %137 = llvm.load %152 : !llvm.ptr -> f32
            %138 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %140 = llvm.load %138 : !llvm.ptr -> f32
            %141 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %142 = llvm.load %141 : !llvm.ptr -> f32
            %143 = llvm.getelementptr %62[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %162 = llvm.load %143 : !llvm.ptr -> f32
            %163 = llvm.getelementptr %62[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %164 = llvm.load %163 : !llvm.ptr -> f32
            %165 = llvm.getelementptr %62[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %166 = llvm.load %165 : !llvm.ptr -> f32
            %167 = llvm.getelementptr %62[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %168 = llvm.load %167 : !llvm.ptr -> f32
            %169 = llvm.getelementptr %62[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %170 = llvm.load %169 : !llvm.ptr -> f32
            %171 = llvm.getelementptr %62[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %172 = llvm.load %171 : !llvm.ptr -> f32
            %173 = llvm.getelementptr %62[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %174 = llvm.load %173 : !llvm.ptr -> f32
            %175 = llvm.getelementptr %62[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %176 = llvm.load %175 : !llvm.ptr -> f32
            %177 = llvm.getelementptr %62[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %178 = llvm.load %177 : !llvm.ptr -> f32
            %179 = llvm.getelementptr %62[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %180 = llvm.load %179 : !llvm.ptr -> f32
            %181 = llvm.getelementptr %62[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %182 = llvm.load %181 : !llvm.ptr -> f32
            %183 = llvm.getelementptr %62[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %184 = llvm.load %183 : !llvm.ptr -> f32
            %185 = llvm.getelementptr %62[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %186 = llvm.load %185 : !llvm.ptr -> f32
            %187 = llvm.getelementptr %62[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %188 = llvm.load %187 : !llvm.ptr -> f32
            %189 = llvm.getelementptr %62[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %190 = llvm.load %189 : !llvm.ptr -> f32
            %191 = llvm.getelementptr %62[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %192 = llvm.load %191 : !llvm.ptr -> f32
            %193 = llvm.getelementptr %62[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %194 = llvm.load %193 : !llvm.ptr -> f32
            %195 = llvm.getelementptr %62[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %196 = llvm.load %195 : !llvm.ptr -> f32
            %197 = llvm.getelementptr %62[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %198 = llvm.load %197 : !llvm.ptr -> f32
            %199 = llvm.getelementptr %62[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %200 = llvm.load %199 : !llvm.ptr -> f32
            %201 = llvm.getelementptr %62[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %202 = llvm.load %201 : !llvm.ptr -> f32
            %203 = llvm.getelementptr %62[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %204 = llvm.load %203 : !llvm.ptr -> f32
            %205 = llvm.getelementptr %62[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %206 = llvm.load %205 : !llvm.ptr -> f32
            %207 = llvm.getelementptr %62[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %208 = llvm.load %207 : !llvm.ptr -> f32
            %209 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %210 = llvm.load %209 : !llvm.ptr -> f32
            %211 = llvm.getelementptr %62[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %212 = llvm.load %211 : !llvm.ptr -> f32
            %213 = llvm.getelementptr %62[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %214 = llvm.load %213 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %62[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %216 = llvm.load %215 : !llvm.ptr -> f32
            %217 = llvm.getelementptr %62[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %218 = llvm.load %217 : !llvm.ptr -> f32
            %219 = llvm.getelementptr %62[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %220 = llvm.load %219 : !llvm.ptr -> f32
            %221 = llvm.getelementptr %62[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %222 = llvm.load %221 : !llvm.ptr -> f32
            %223 = llvm.getelementptr %62[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %224 = llvm.load %223 : !llvm.ptr -> f32
            %225 = llvm.getelementptr %62[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %226 = llvm.load %225 : !llvm.ptr -> f32
            %227 = llvm.getelementptr %62[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %228 = llvm.load %227 : !llvm.ptr -> f32
            %229 = llvm.getelementptr %62[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %230 = llvm.load %229 : !llvm.ptr -> f32
            %231 = llvm.getelementptr %62[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %232 = llvm.load %231 : !llvm.ptr -> f32
            %233 = llvm.getelementptr %62[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %233 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %62[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %62[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %62[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %62[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %242 = llvm.load %241 : !llvm.ptr -> f32
            %243 = llvm.getelementptr %62[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %244 = llvm.load %243 : !llvm.ptr -> f32
            %245 = llvm.getelementptr %62[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %246 = llvm.load %245 : !llvm.ptr -> f32
            %247 = llvm.getelementptr %62[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %248 = llvm.load %247 : !llvm.ptr -> f32
            %249 = llvm.getelementptr %62[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %250 = llvm.load %249 : !llvm.ptr -> f32
            %251 = llvm.getelementptr %62[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %251 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %62[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %62[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %62[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %62[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %62[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %62[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %62[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %267 = llvm.getelementptr %62[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %268 = llvm.load %267 : !llvm.ptr -> f32
            %269 = llvm.getelementptr %62[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %270 = llvm.load %269 : !llvm.ptr -> f32
            %271 = llvm.getelementptr %62[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %272 = llvm.load %271 : !llvm.ptr -> f32
            %273 = cute_nvgpu.atom.get_value<accum_c>(%arg11) : (!mma_bf16_bf16_f32_64x128x16_f885) -> i1
            %274 = arith.extui %273 : i1 to i32
            %iter_48 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %275 = builtin.unrealized_conversion_cast %iter_48 : !cute_nvgpu.smem_desc to i64
            %iter_49 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %276 = builtin.unrealized_conversion_cast %iter_49 : !cute_nvgpu.smem_desc to i64
            %c1_i32_3 = arith.constant 1 : i32
            %c1_i32_4 = arith.constant 1 : i32
            %c0_i32_3 = arith.constant 0 : i32
            %c0_i32_4 = arith.constant 0 : i32
            %277 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %139, %145, %147, %149, %151, %137, %140, %142, %162, %164, %166, %168, %170, %172, %174, %176, %178, %180, %182, %184, %186, %188, %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %275, %276, %274, %c1_i32_3, %c1_i32_4, %c0_i32_3, %c0_i32_4 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %278 = llvm.extractvalue %277[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %279 = llvm.extractvalue %277[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %280 = llvm.extractvalue %277[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %281 = llvm.extractvalue %277[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %282 = llvm.extractvalue %277[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %283 = llvm.extractvalue %277[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %284 = llvm.extractvalue %277[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %285 = llvm.extractvalue %277[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %286 = llvm.extractvalue %277[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %287 = llvm.extractvalue %277[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %288 = llvm.extractvalue %277[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %289 = llvm.extractvalue %277[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %290 = llvm.extractvalue %277[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %291 = llvm.extractvalue %277[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %292 = llvm.extractvalue %277[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %293 = llvm.extractvalue %277[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %294 = llvm.extractvalue %277[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %295 = llvm.extractvalue %277[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %296 = llvm.extractvalue %277[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %297 = llvm.extractvalue %277[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %298 = llvm.extractvalue %277[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %299 = llvm.extractvalue %277[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %300 = llvm.extractvalue %277[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %301 = llvm.extractvalue %277[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %302 = llvm.extractvalue %277[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %303 = llvm.extractvalue %277[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %304 = llvm.extractvalue %277[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %305 = llvm.extractvalue %277[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %306 = llvm.extractvalue %277[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %307 = llvm.extractvalue %277[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %308 = llvm.extractvalue %277[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %309 = llvm.extractvalue %277[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %310 = llvm.extractvalue %277[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %311 = llvm.extractvalue %277[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %312 = llvm.extractvalue %277[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %313 = llvm.extractvalue %277[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %314 = llvm.extractvalue %277[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %315 = llvm.extractvalue %277[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %316 = llvm.extractvalue %277[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %317 = llvm.extractvalue %277[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %318 = llvm.extractvalue %277[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %319 = llvm.extractvalue %277[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %320 = llvm.extractvalue %277[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %321 = llvm.extractvalue %277[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %322 = llvm.extractvalue %277[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %323 = llvm.extractvalue %277[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %324 = llvm.extractvalue %277[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %325 = llvm.extractvalue %277[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %326 = llvm.extractvalue %277[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %327 = llvm.extractvalue %277[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %328 = llvm.extractvalue %277[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %329 = llvm.extractvalue %277[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %330 = llvm.extractvalue %277[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %331 = llvm.extractvalue %277[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %332 = llvm.extractvalue %277[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %333 = llvm.extractvalue %277[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %334 = llvm.extractvalue %277[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %335 = llvm.extractvalue %277[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %336 = llvm.extractvalue %277[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %337 = llvm.extractvalue %277[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %338 = llvm.extractvalue %277[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %339 = llvm.extractvalue %277[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %340 = llvm.extractvalue %277[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %341 = llvm.extractvalue %277[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %iter_50 = cute.get_iter(%view_38) : !memref_rmem_f32_e17b
            %342 = builtin.unrealized_conversion_cast %iter_50 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %278, %342 : f32, !llvm.ptr
            %343 = llvm.getelementptr %342[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %279, %343 : f32, !llvm.ptr
            %344 = llvm.getelementptr %342[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %280, %344 : f32, !llvm.ptr
            %345 = llvm.getelementptr %342[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %281, %345 : f32, !llvm.ptr
            %346 = llvm.getelementptr %342[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %282, %346 : f32, !llvm.ptr
            %347 = llvm.getelementptr %342[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %283, %347 : f32, !llvm.ptr
            %348 = llvm.getelementptr %342[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %284, %348 : f32, !llvm.ptr
            %349 = llvm.getelementptr %342[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %285, %349 : f32, !llvm.ptr
            %350 = llvm.getelementptr %342[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %286, %350 : f32, !llvm.ptr
            %351 = llvm.getelementptr %342[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %287, %351 : f32, !llvm.ptr
            %352 = llvm.getelementptr %342[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %288, %352 : f32, !llvm.ptr
            %353 = llvm.getelementptr %342[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %289, %353 : f32, !llvm.ptr
            %354 = llvm.getelementptr %342[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %290, %354 : f32, !llvm.ptr
            %355 = llvm.getelementptr %342[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %291, %355 : f32, !llvm.ptr
            %356 = llvm.getelementptr %342[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %292, %356 : f32, !llvm.ptr
            %357 = llvm.getelementptr %342[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %293, %357 : f32, !llvm.ptr
            %358 = llvm.getelementptr %342[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %294, %358 : f32, !llvm.ptr
            %359 = llvm.getelementptr %342[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %295, %359 : f32, !llvm.ptr
            %360 = llvm.getelementptr %342[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %296, %360 : f32, !llvm.ptr
            %361 = llvm.getelementptr %342[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %297, %361 : f32, !llvm.ptr
            %362 = llvm.getelementptr %342[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %298, %362 : f32, !llvm.ptr
            %363 = llvm.getelementptr %342[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %299, %363 : f32, !llvm.ptr
            %364 = llvm.getelementptr %342[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %300, %364 : f32, !llvm.ptr
            %365 = llvm.getelementptr %342[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %301, %365 : f32, !llvm.ptr
            %366 = llvm.getelementptr %342[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %302, %366 : f32, !llvm.ptr
            %367 = llvm.getelementptr %342[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %303, %367 : f32, !llvm.ptr
            %368 = llvm.getelementptr %342[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %304, %368 : f32, !llvm.ptr
            %369 = llvm.getelementptr %342[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %305, %369 : f32, !llvm.ptr
            %370 = llvm.getelementptr %342[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %306, %370 : f32, !llvm.ptr
            %371 = llvm.getelementptr %342[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %307, %371 : f32, !llvm.ptr
            %372 = llvm.getelementptr %342[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %308, %372 : f32, !llvm.ptr
            %373 = llvm.getelementptr %342[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %309, %373 : f32, !llvm.ptr
            %374 = llvm.getelementptr %342[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %310, %374 : f32, !llvm.ptr
            %375 = llvm.getelementptr %342[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %311, %375 : f32, !llvm.ptr
            %376 = llvm.getelementptr %342[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %312, %376 : f32, !llvm.ptr
            %377 = llvm.getelementptr %342[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %313, %377 : f32, !llvm.ptr
            %378 = llvm.getelementptr %342[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %314, %378 : f32, !llvm.ptr
            %379 = llvm.getelementptr %342[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %315, %379 : f32, !llvm.ptr
            %380 = llvm.getelementptr %342[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %316, %380 : f32, !llvm.ptr
            %381 = llvm.getelementptr %342[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %317, %381 : f32, !llvm.ptr
            %382 = llvm.getelementptr %342[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %318, %382 : f32, !llvm.ptr
            %383 = llvm.getelementptr %342[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %319, %383 : f32, !llvm.ptr
            %384 = llvm.getelementptr %342[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %320, %384 : f32, !llvm.ptr
            %385 = llvm.getelementptr %342[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %321, %385 : f32, !llvm.ptr
            %386 = llvm.getelementptr %342[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %322, %386 : f32, !llvm.ptr
            %387 = llvm.getelementptr %342[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %323, %387 : f32, !llvm.ptr
            %388 = llvm.getelementptr %342[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %324, %388 : f32, !llvm.ptr
            %389 = llvm.getelementptr %342[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %325, %389 : f32, !llvm.ptr
            %390 = llvm.getelementptr %342[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %326, %390 : f32, !llvm.ptr
            %391 = llvm.getelementptr %342[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %327, %391 : f32, !llvm.ptr
            %392 = llvm.getelementptr %342[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328, %392 : f32, !llvm.ptr
            %393 = llvm.getelementptr %342[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %329, %393 : f32, !llvm.ptr
            %394 = llvm.getelementptr %342[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %330, %394 : f32, !llvm.ptr
            %395 = llvm.getelementptr %342[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %331, %395 : f32, !llvm.ptr
            %396 = llvm.getelementptr %342[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %332, %396 : f32, !llvm.ptr
            %397 = llvm.getelementptr %342[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %333, %397 : f32, !llvm.ptr
            %398 = llvm.getelementptr %342[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %334, %398 : f32, !llvm.ptr
            %399 = llvm.getelementptr %342[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %335, %399 : f32, !llvm.ptr
            %400 = llvm.getelementptr %342[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %336, %400 : f32, !llvm.ptr
            %401 = llvm.getelementptr %342[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %337, %401 : f32, !llvm.ptr
            %402 = llvm.getelementptr %342[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %338, %402 : f32, !llvm.ptr
            %403 = llvm.getelementptr %342[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %339, %403 : f32, !llvm.ptr
            %404 = llvm.getelementptr %342[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %340, %404 : f32, !llvm.ptr
            %405 = llvm.getelementptr %342[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %341, %405 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {loop_annotation = #loop_annotation_0327}
          scf.yield %57 : !mma_bf16_bf16_f32_64x128x16_f885
        } {loop_annotation = #loop_annotation_0327}
        scf.yield %56 : !mma_bf16_bf16_f32_64x128x16_f885
      } {loop_annotation = #loop_annotation_0327}
      %415 = cute_nvgpu.atom.set_value<accum_c>(%406, %true) : (!mma_bf16_bf16_f32_64x128x16_f885, i1)
      %coord_22 = cute.make_coord() : () -> !cute.coord<"(_,_,2,0)">
      %lay_58 = cute.get_layout(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_17 = cute.crd2idx(%coord_22, %lay_58) : (!cute.coord<"(_,_,2,0)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"4">
      %iter_57 = cute.get_iter(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_13 = cute.add_offset(%iter_57, %idx_17) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"4">) -> !cute_nvgpu.smem_desc
      %view_42 = cute.make_view(%tup_13) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_23 = cute.make_coord() : () -> !cute.coord<"(_,_,2,0)">
      %lay_59 = cute.get_layout(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_18 = cute.crd2idx(%coord_23, %lay_59) : (!cute.coord<"(_,_,2,0)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"4">
      %iter_58 = cute.get_iter(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_14 = cute.add_offset(%iter_58, %idx_18) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"4">) -> !cute_nvgpu.smem_desc
      %view_43 = cute.make_view(%tup_14) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_59 = cute.get_iter(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_60 = cute.get_iter(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_61 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_62 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_60 = cute.get_layout(%view_42) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_61 = cute.get_layout(%view_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_62 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_63 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %416 = cute.static : !cute.layout<"1:0">
      %append_11 = cute.append_to_rank<3> (%lay_60, %416) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_12 = cute.append_to_rank<3> (%lay_61, %416) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %417 = cute.get_shape(%append_11) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
      %shape_19 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_8 = cute.to_int_tuple(%shape_19) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %418 = cute.get_shape(%append_11) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
      %shape_20 = cute.make_shape() : () -> !cute.shape<"2">
      %itup_9 = cute.to_int_tuple(%shape_20) : !cute.shape<"2"> to !cute.int_tuple<"2">
      %419 = cute.get_shape(%append_12) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
      %shape_21 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_10 = cute.to_int_tuple(%shape_21) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %420 = cute.get_scalars(%itup_8) : !cute.int_tuple<"1">
      %421 = cute.get_scalars(%itup_9) : !cute.int_tuple<"2">
      %422 = cute.get_scalars(%itup_10) : !cute.int_tuple<"1">
      %c0_i32_6 = arith.constant 0 : i32
      %c1_i32_6 = arith.constant 1 : i32
      %423 = scf.for %arg6 = %c0_i32_6 to %420 step %c1_i32_6 iter_args(%arg7 = %415) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %56 = scf.for %arg8 = %c0_i32_6 to %421 step %c1_i32_6 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %57 = scf.for %arg10 = %c0_i32_6 to %422 step %c1_i32_6 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_18 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_19 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_10 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %58:2 = cute.get_scalars(%coord_18) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_22 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_2 = cute.crd2idx(%coord_18, %append_11) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_10 = cute.add_offset(%iter_59, %idx_2) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_36 = cute.make_view(%tup_10, %lay_22) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %59:2 = cute.get_scalars(%coord_19) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_49 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_12 = cute.crd2idx(%coord_19, %append_12) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_2 = cute.add_offset(%iter_60, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_37 = cute.make_view(%tup_2, %lay_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %60:2 = cute.get_scalars(%coord_10) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_50 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_13 = cute.crd2idx(%coord_10, %lay_62) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_16 = cute.add_offset(%iter_61, %idx_13) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_38 = cute.make_view(%ptr_16, %lay_50) : !memref_rmem_f32_e17b
            %61:2 = cute.get_scalars(%coord_10) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_51 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_14 = cute.crd2idx(%coord_10, %lay_63) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_17 = cute.add_offset(%iter_62, %idx_14) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_39 = cute.make_view(%ptr_17, %lay_51) : !memref_rmem_f32_e17b
            %iter_47 = cute.get_iter(%view_38) : !memref_rmem_f32_e17b
            %62 = builtin.unrealized_conversion_cast %iter_47 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %139 = llvm.load %62 : !llvm.ptr -> f32
            %144 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %145 = llvm.load %144 : !llvm.ptr -> f32
            %146 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %147 = llvm.load %146 : !llvm.ptr -> f32
            %148 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %149 = llvm.load %148 : !llvm.ptr -> f32
            %150 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %151 = llvm.load %150 : !llvm.ptr -> f32
            %152 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %137 = llvm.load %152 : !llvm.ptr -> f32
            %138 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %140 = llvm.load %138 : !llvm.ptr -> f32
            %141 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %142 = llvm.load %141 : !llvm.ptr -> f32
            %143 = llvm.getelementptr %62[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %162 = llvm.load %143 : !llvm.ptr -> f32
            %163 = llvm.getelementptr %62[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %164 = llvm.load %163 : !llvm.ptr -> f32
            %165 = llvm.getelementptr %62[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %166 = llvm.load %165 : !llvm.ptr -> f32
            %167 = llvm.getelementptr %62[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %168 = llvm.load %167 : !llvm.ptr -> f32
            %169 = llvm.getelementptr %62[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %170 = llvm.load %169 : !llvm.ptr -> f32
            %171 = llvm.getelementptr %62[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %172 = llvm.load %171 : !llvm.ptr -> f32
            %173 = llvm.getelementptr %62[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %174 = llvm.load %173 : !llvm.ptr -> f32
            %175 = llvm.getelementptr %62[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %176 = llvm.load %175 : !llvm.ptr -> f32
            %177 = llvm.getelementptr %62[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %178 = llvm.load %177 : !llvm.ptr -> f32
            %179 = llvm.getelementptr %62[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %180 = llvm.load %179 : !llvm.ptr -> f32
            %181 = llvm.getelementptr %62[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %182 = llvm.load %181 : !llvm.ptr -> f32
            %183 = llvm.getelementptr %62[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %184 = llvm.load %183 : !llvm.ptr -> f32
            %185 = llvm.getelementptr %62[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %186 = llvm.load %185 : !llvm.ptr -> f32
            %187 = llvm.getelementptr %62[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %188 = llvm.load %187 : !llvm.ptr -> f32
            %189 = llvm.getelementptr %62[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %190 = llvm.load %189 : !llvm.ptr -> f32
            %191 = llvm.getelementptr %62[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %192 = llvm.load %191 : !llvm.ptr -> f32
            %193 = llvm.getelementptr %62[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %194 = llvm.load %193 : !llvm.ptr -> f32
            %195 = llvm.getelementptr %62[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %196 = llvm.load %195 : !llvm.ptr -> f32
            %197 = llvm.getelementptr %62[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %198 = llvm.load %197 : !llvm.ptr -> f32
            %199 = llvm.getelementptr %62[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %200 = llvm.load %199 : !llvm.ptr -> f32
            %201 = llvm.getelementptr %62[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %202 = llvm.load %201 : !llvm.ptr -> f32
            %203 = llvm.getelementptr %62[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %204 = llvm.load %203 : !llvm.ptr -> f32
            %205 = llvm.getelementptr %62[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %206 = llvm.load %205 : !llvm.ptr -> f32
            %207 = llvm.getelementptr %62[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %208 = llvm.load %207 : !llvm.ptr -> f32
            %209 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %210 = llvm.load %209 : !llvm.ptr -> f32
            %211 = llvm.getelementptr %62[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %212 = llvm.load %211 : !llvm.ptr -> f32
            %213 = llvm.getelementptr %62[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %214 = llvm.load %213 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %62[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %216 = llvm.load %215 : !llvm.ptr -> f32
            %217 = llvm.getelementptr %62[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %218 = llvm.load %217 : !llvm.ptr -> f32
            %219 = llvm.getelementptr %62[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %220 = llvm.load %219 : !llvm.ptr -> f32
            %221 = llvm.getelementptr %62[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %222 = llvm.load %221 : !llvm.ptr -> f32
            %223 = llvm.getelementptr %62[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %224 = llvm.load %223 : !llvm.ptr -> f32
            %225 = llvm.getelementptr %62[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %226 = llvm.load %225 : !llvm.ptr -> f32
            %227 = llvm.getelementptr %62[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %228 = llvm.load %227 : !llvm.ptr -> f32
            %229 = llvm.getelementptr %62[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %230 = llvm.load %229 : !llvm.ptr -> f32
            %231 = llvm.getelementptr %62[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %232 = llvm.load %231 : !llvm.ptr -> f32
            %233 = llvm.getelementptr %62[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %233 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %62[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %62[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %62[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %62[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %242 = llvm.load %241 : !llvm.ptr -> f32
            %243 = llvm.getelementptr %62[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %244 = llvm.load %243 : !llvm.ptr -> f32
            %245 = llvm.getelementptr %62[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %246 = llvm.load %245 : !llvm.ptr -> f32
            %247 = llvm.getelementptr %62[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %248 = llvm.load %247 : !llvm.ptr -> f32
            %249 = llvm.getelementptr %62[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %250 = llvm.load %249 : !llvm.ptr -> f32
            %251 = llvm.getelementptr %62[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %251 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %62[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %62[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %62[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %62[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %62[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %62[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %62[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %267 = llvm.getelementptr %62[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %268 = llvm.load %267 : !llvm.ptr -> f32
            %269 = llvm.getelementptr %62[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %270 = llvm.load %269 : !llvm.ptr -> f32
            %271 = llvm.getelementptr %62[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %272 = llvm.load %271 : !llvm.ptr -> f32
            %273 = cute_nvgpu.atom.get_value<accum_c>(%arg11) : (!mma_bf16_bf16_f32_64x128x16_f885) -> i1
            %274 = arith.extui %273 : i1 to i32
            %iter_48 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %275 = builtin.unrealized_conversion_cast %iter_48 : !cute_nvgpu.smem_desc to i64
            %iter_49 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %276 = builtin.unrealized_conversion_cast %iter_49 : !cute_nvgpu.smem_desc to i64
            %c1_i32_3 = arith.constant 1 : i32
            %c1_i32_4 = arith.constant 1 : i32
            %c0_i32_3 = arith.constant 0 : i32
            %c0_i32_4 = arith.constant 0 : i32
            %277 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %139, %145, %147, %149, %151, %137, %140, %142, %162, %164, %166, %168, %170, %172, %174, %176, %178, %180, %182, %184, %186, %188, %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %275, %276, %274, %c1_i32_3, %c1_i32_4, %c0_i32_3, %c0_i32_4 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %278 = llvm.extractvalue %277[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %279 = llvm.extractvalue %277[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %280 = llvm.extractvalue %277[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %281 = llvm.extractvalue %277[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %282 = llvm.extractvalue %277[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %283 = llvm.extractvalue %277[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %284 = llvm.extractvalue %277[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %285 = llvm.extractvalue %277[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %286 = llvm.extractvalue %277[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %287 = llvm.extractvalue %277[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %288 = llvm.extractvalue %277[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %289 = llvm.extractvalue %277[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %290 = llvm.extractvalue %277[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %291 = llvm.extractvalue %277[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %292 = llvm.extractvalue %277[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %293 = llvm.extractvalue %277[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %294 = llvm.extractvalue %277[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %295 = llvm.extractvalue %277[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %296 = llvm.extractvalue %277[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %297 = llvm.extractvalue %277[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %298 = llvm.extractvalue %277[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %299 = llvm.extractvalue %277[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %300 = llvm.extractvalue %277[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %301 = llvm.extractvalue %277[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %302 = llvm.extractvalue %277[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %303 = llvm.extractvalue %277[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %304 = llvm.extractvalue %277[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %305 = llvm.extractvalue %277[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %306 = llvm.extractvalue %277[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %307 = llvm.extractvalue %277[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %308 = llvm.extractvalue %277[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %309 = llvm.extractvalue %277[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %310 = llvm.extractvalue %277[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %311 = llvm.extractvalue %277[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %312 = llvm.extractvalue %277[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %313 = llvm.extractvalue %277[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %314 = llvm.extractvalue %277[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %315 = llvm.extractvalue %277[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %316 = llvm.extractvalue %277[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %317 = llvm.extractvalue %277[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %318 = llvm.extractvalue %277[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %319 = llvm.extractvalue %277[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %320 = llvm.extractvalue %277[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %321 = llvm.extractvalue %277[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %322 = llvm.extractvalue %277[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %323 = llvm.extractvalue %277[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %324 = llvm.extractvalue %277[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %325 = llvm.extractvalue %277[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %326 = llvm.extractvalue %277[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %327 = llvm.extractvalue %277[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %328 = llvm.extractvalue %277[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %329 = llvm.extractvalue %277[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %330 = llvm.extractvalue %277[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %331 = llvm.extractvalue %277[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %332 = llvm.extractvalue %277[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %333 = llvm.extractvalue %277[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %334 = llvm.extractvalue %277[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %335 = llvm.extractvalue %277[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %336 = llvm.extractvalue %277[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %337 = llvm.extractvalue %277[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %338 = llvm.extractvalue %277[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %339 = llvm.extractvalue %277[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %340 = llvm.extractvalue %277[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %341 = llvm.extractvalue %277[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %iter_50 = cute.get_iter(%view_38) : !memref_rmem_f32_e17b
            %342 = builtin.unrealized_conversion_cast %iter_50 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %278, %342 : f32, !llvm.ptr
            %343 = llvm.getelementptr %342[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %279, %343 : f32, !llvm.ptr
            %344 = llvm.getelementptr %342[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %280, %344 : f32, !llvm.ptr
            %345 = llvm.getelementptr %342[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %281, %345 : f32, !llvm.ptr
            %346 = llvm.getelementptr %342[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %282, %346 : f32, !llvm.ptr
            %347 = llvm.getelementptr %342[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %283, %347 : f32, !llvm.ptr
            %348 = llvm.getelementptr %342[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %284, %348 : f32, !llvm.ptr
            %349 = llvm.getelementptr %342[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %285, %349 : f32, !llvm.ptr
            %350 = llvm.getelementptr %342[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %286, %350 : f32, !llvm.ptr
            %351 = llvm.getelementptr %342[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %287, %351 : f32, !llvm.ptr
            %352 = llvm.getelementptr %342[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %288, %352 : f32, !llvm.ptr
            %353 = llvm.getelementptr %342[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %289, %353 : f32, !llvm.ptr
            %354 = llvm.getelementptr %342[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %290, %354 : f32, !llvm.ptr
            %355 = llvm.getelementptr %342[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %291, %355 : f32, !llvm.ptr
            %356 = llvm.getelementptr %342[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %292, %356 : f32, !llvm.ptr
            %357 = llvm.getelementptr %342[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %293, %357 : f32, !llvm.ptr
            %358 = llvm.getelementptr %342[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %294, %358 : f32, !llvm.ptr
            %359 = llvm.getelementptr %342[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %295, %359 : f32, !llvm.ptr
            %360 = llvm.getelementptr %342[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %296, %360 : f32, !llvm.ptr
            %361 = llvm.getelementptr %342[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %297, %361 : f32, !llvm.ptr
            %362 = llvm.getelementptr %342[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %298, %362 : f32, !llvm.ptr
            %363 = llvm.getelementptr %342[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %299, %363 : f32, !llvm.ptr
            %364 = llvm.getelementptr %342[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %300, %364 : f32, !llvm.ptr
            %365 = llvm.getelementptr %342[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %301, %365 : f32, !llvm.ptr
            %366 = llvm.getelementptr %342[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %302, %366 : f32, !llvm.ptr
            %367 = llvm.getelementptr %342[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %303, %367 : f32, !llvm.ptr
            %368 = llvm.getelementptr %342[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %304, %368 : f32, !llvm.ptr
            %369 = llvm.getelementptr %342[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %305, %369 : f32, !llvm.ptr
            %370 = llvm.getelementptr %342[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %306, %370 : f32, !llvm.ptr
            %371 = llvm.getelementptr %342[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %307, %371 : f32, !llvm.ptr
            %372 = llvm.getelementptr %342[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %308, %372 : f32, !llvm.ptr
            %373 = llvm.getelementptr %342[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %309, %373 : f32, !llvm.ptr
            %374 = llvm.getelementptr %342[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %310, %374 : f32, !llvm.ptr
            %375 = llvm.getelementptr %342[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %311, %375 : f32, !llvm.ptr
            %376 = llvm.getelementptr %342[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %312, %376 : f32, !llvm.ptr
            %377 = llvm.getelementptr %342[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %313, %377 : f32, !llvm.ptr
            %378 = llvm.getelementptr %342[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %314, %378 : f32, !llvm.ptr
            %379 = llvm.getelementptr %342[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %315, %379 : f32, !llvm.ptr
            %380 = llvm.getelementptr %342[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %316, %380 : f32, !llvm.ptr
            %381 = llvm.getelementptr %342[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %317, %381 : f32, !llvm.ptr
            %382 = llvm.getelementptr %342[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %318, %382 : f32, !llvm.ptr
            %383 = llvm.getelementptr %342[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %319, %383 : f32, !llvm.ptr
            %384 = llvm.getelementptr %342[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %320, %384 : f32, !llvm.ptr
            %385 = llvm.getelementptr %342[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %321, %385 : f32, !llvm.ptr
            %386 = llvm.getelementptr %342[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %322, %386 : f32, !llvm.ptr
            %387 = llvm.getelementptr %342[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %323, %387 : f32, !llvm.ptr
            %388 = llvm.getelementptr %342[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %324, %388 : f32, !llvm.ptr
            %389 = llvm.getelementptr %342[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %325, %389 : f32, !llvm.ptr
            %390 = llvm.getelementptr %342[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %326, %390 : f32, !llvm.ptr
            %391 = llvm.getelementptr %342[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %327, %391 : f32, !llvm.ptr
            %392 = llvm.getelementptr %342[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328, %392 : f32, !llvm.ptr
            %393 = llvm.getelementptr %342[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %329, %393 : f32, !llvm.ptr
            %394 = llvm.getelementptr %342[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %330, %394 : f32, !llvm.ptr
            %395 = llvm.getelementptr %342[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %331, %395 : f32, !llvm.ptr
            %396 = llvm.getelementptr %342[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %332, %396 : f32, !llvm.ptr
            %397 = llvm.getelementptr %342[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %333, %397 : f32, !llvm.ptr
            %398 = llvm.getelementptr %342[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %334, %398 : f32, !llvm.ptr
            %399 = llvm.getelementptr %342[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %335, %399 : f32, !llvm.ptr
            %400 = llvm.getelementptr %342[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %336, %400 : f32, !llvm.ptr
            %401 = llvm.getelementptr %342[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %337, %401 : f32, !llvm.ptr
            %402 = llvm.getelementptr %342[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %338, %402 : f32, !llvm.ptr
            %403 = llvm.getelementptr %342[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %339, %403 : f32, !llvm.ptr
            %404 = llvm.getelementptr %342[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %340, %404 : f32, !llvm.ptr
            %405 = llvm.getelementptr %342[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %341, %405 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {loop_annotation = #loop_annotation_0327}
          scf.yield %57 : !mma_bf16_bf16_f32_64x128x16_f885
        } {loop_annotation = #loop_annotation_0327}
        scf.yield %56 : !mma_bf16_bf16_f32_64x128x16_f885
      } {loop_annotation = #loop_annotation_0327}
      %424 = cute_nvgpu.atom.set_value<accum_c>(%415, %true) : (!mma_bf16_bf16_f32_64x128x16_f885, i1)
      %coord_24 = cute.make_coord() : () -> !cute.coord<"(_,_,3,0)">
      %lay_64 = cute.get_layout(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %idx_19 = cute.crd2idx(%coord_24, %lay_64) : (!cute.coord<"(_,_,3,0)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"6">
      %iter_63 = cute.get_iter(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
      %tup_15 = cute.add_offset(%iter_63, %idx_19) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"6">) -> !cute_nvgpu.smem_desc
      %view_44 = cute.make_view(%tup_15) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %coord_25 = cute.make_coord() : () -> !cute.coord<"(_,_,3,0)">
      %lay_65 = cute.get_layout(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %idx_20 = cute.crd2idx(%coord_25, %lay_65) : (!cute.coord<"(_,_,3,0)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"6">
      %iter_64 = cute.get_iter(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
      %tup_16 = cute.add_offset(%iter_64, %idx_20) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"6">) -> !cute_nvgpu.smem_desc
      %view_45 = cute.make_view(%tup_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_65 = cute.get_iter(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %iter_66 = cute.get_iter(%view_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %iter_67 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %iter_68 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %lay_66 = cute.get_layout(%view_44) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
      %lay_67 = cute.get_layout(%view_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
      %lay_68 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %lay_69 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
      %425 = cute.static : !cute.layout<"1:0">
      %append_13 = cute.append_to_rank<3> (%lay_66, %425) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
      %append_14 = cute.append_to_rank<3> (%lay_67, %425) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
      %426 = cute.get_shape(%append_13) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
      %shape_22 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_11 = cute.to_int_tuple(%shape_22) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %427 = cute.get_shape(%append_13) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
      %shape_23 = cute.make_shape() : () -> !cute.shape<"2">
      %itup_12 = cute.to_int_tuple(%shape_23) : !cute.shape<"2"> to !cute.int_tuple<"2">
      %428 = cute.get_shape(%append_14) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
      %shape_24 = cute.make_shape() : () -> !cute.shape<"1">
      %itup_13 = cute.to_int_tuple(%shape_24) : !cute.shape<"1"> to !cute.int_tuple<"1">
      %429 = cute.get_scalars(%itup_11) : !cute.int_tuple<"1">
      %430 = cute.get_scalars(%itup_12) : !cute.int_tuple<"2">
      %431 = cute.get_scalars(%itup_13) : !cute.int_tuple<"1">
      %c0_i32_7 = arith.constant 0 : i32
      %c1_i32_7 = arith.constant 1 : i32
      %432 = scf.for %arg6 = %c0_i32_7 to %429 step %c1_i32_7 iter_args(%arg7 = %424) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
        %56 = scf.for %arg8 = %c0_i32_7 to %430 step %c1_i32_7 iter_args(%arg9 = %arg7) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %57 = scf.for %arg10 = %c0_i32_7 to %431 step %c1_i32_7 iter_args(%arg11 = %arg9) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %coord_18 = cute.make_coord(%arg8, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_19 = cute.make_coord(%arg10, %arg6) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %coord_10 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(_,?,?)">
            %58:2 = cute.get_scalars(%coord_18) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_22 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_2 = cute.crd2idx(%coord_18, %append_13) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
            %tup_10 = cute.add_offset(%iter_65, %idx_2) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
            %view_36 = cute.make_view(%tup_10, %lay_22) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %59:2 = cute.get_scalars(%coord_19) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_49 = cute.make_layout() : !cute.layout<"(1):(0)">
            %idx_12 = cute.crd2idx(%coord_19, %append_14) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
            %tup_2 = cute.add_offset(%iter_66, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
            %view_37 = cute.make_view(%tup_2, %lay_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %60:2 = cute.get_scalars(%coord_10) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_50 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_13 = cute.crd2idx(%coord_10, %lay_68) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_16 = cute.add_offset(%iter_67, %idx_13) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_38 = cute.make_view(%ptr_16, %lay_50) : !memref_rmem_f32_e17b
            %61:2 = cute.get_scalars(%coord_10) <{only_dynamic}> : !cute.coord<"(_,?,?)">
            %lay_51 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
            %idx_14 = cute.crd2idx(%coord_10, %lay_69) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
            %ptr_17 = cute.add_offset(%iter_68, %idx_14) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
            %view_39 = cute.make_view(%ptr_17, %lay_51) : !memref_rmem_f32_e17b
            %iter_47 = cute.get_iter(%view_38) : !memref_rmem_f32_e17b
            %62 = builtin.unrealized_conversion_cast %iter_47 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            %139 = llvm.load %62 : !llvm.ptr -> f32
            %144 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, f32
            %145 = llvm.load %144 : !llvm.ptr -> f32
            %146 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, f32
            %147 = llvm.load %146 : !llvm.ptr -> f32
            %148 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, f32
            %149 = llvm.load %148 : !llvm.ptr -> f32
            %150 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, f32
            %151 = llvm.load %150 : !llvm.ptr -> f32
            %152 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, f32
            %137 = llvm.load %152 : !llvm.ptr -> f32
            %138 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, f32
            %140 = llvm.load %138 : !llvm.ptr -> f32
            %141 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, f32
            %142 = llvm.load %141 : !llvm.ptr -> f32
            %143 = llvm.getelementptr %62[8] : (!llvm.ptr) -> !llvm.ptr, f32
            %162 = llvm.load %143 : !llvm.ptr -> f32
            %163 = llvm.getelementptr %62[9] : (!llvm.ptr) -> !llvm.ptr, f32
            %164 = llvm.load %163 : !llvm.ptr -> f32
            %165 = llvm.getelementptr %62[10] : (!llvm.ptr) -> !llvm.ptr, f32
            %166 = llvm.load %165 : !llvm.ptr -> f32
            %167 = llvm.getelementptr %62[11] : (!llvm.ptr) -> !llvm.ptr, f32
            %168 = llvm.load %167 : !llvm.ptr -> f32
            %169 = llvm.getelementptr %62[12] : (!llvm.ptr) -> !llvm.ptr, f32
            %170 = llvm.load %169 : !llvm.ptr -> f32
            %171 = llvm.getelementptr %62[13] : (!llvm.ptr) -> !llvm.ptr, f32
            %172 = llvm.load %171 : !llvm.ptr -> f32
            %173 = llvm.getelementptr %62[14] : (!llvm.ptr) -> !llvm.ptr, f32
            %174 = llvm.load %173 : !llvm.ptr -> f32
            %175 = llvm.getelementptr %62[15] : (!llvm.ptr) -> !llvm.ptr, f32
            %176 = llvm.load %175 : !llvm.ptr -> f32
            %177 = llvm.getelementptr %62[16] : (!llvm.ptr) -> !llvm.ptr, f32
            %178 = llvm.load %177 : !llvm.ptr -> f32
            %179 = llvm.getelementptr %62[17] : (!llvm.ptr) -> !llvm.ptr, f32
            %180 = llvm.load %179 : !llvm.ptr -> f32
            %181 = llvm.getelementptr %62[18] : (!llvm.ptr) -> !llvm.ptr, f32
            %182 = llvm.load %181 : !llvm.ptr -> f32
            %183 = llvm.getelementptr %62[19] : (!llvm.ptr) -> !llvm.ptr, f32
            %184 = llvm.load %183 : !llvm.ptr -> f32
            %185 = llvm.getelementptr %62[20] : (!llvm.ptr) -> !llvm.ptr, f32
            %186 = llvm.load %185 : !llvm.ptr -> f32
            %187 = llvm.getelementptr %62[21] : (!llvm.ptr) -> !llvm.ptr, f32
            %188 = llvm.load %187 : !llvm.ptr -> f32
            %189 = llvm.getelementptr %62[22] : (!llvm.ptr) -> !llvm.ptr, f32
            %190 = llvm.load %189 : !llvm.ptr -> f32
            %191 = llvm.getelementptr %62[23] : (!llvm.ptr) -> !llvm.ptr, f32
            %192 = llvm.load %191 : !llvm.ptr -> f32
            %193 = llvm.getelementptr %62[24] : (!llvm.ptr) -> !llvm.ptr, f32
            %194 = llvm.load %193 : !llvm.ptr -> f32
            %195 = llvm.getelementptr %62[25] : (!llvm.ptr) -> !llvm.ptr, f32
            %196 = llvm.load %195 : !llvm.ptr -> f32
            %197 = llvm.getelementptr %62[26] : (!llvm.ptr) -> !llvm.ptr, f32
            %198 = llvm.load %197 : !llvm.ptr -> f32
            %199 = llvm.getelementptr %62[27] : (!llvm.ptr) -> !llvm.ptr, f32
            %200 = llvm.load %199 : !llvm.ptr -> f32
            %201 = llvm.getelementptr %62[28] : (!llvm.ptr) -> !llvm.ptr, f32
            %202 = llvm.load %201 : !llvm.ptr -> f32
            %203 = llvm.getelementptr %62[29] : (!llvm.ptr) -> !llvm.ptr, f32
            %204 = llvm.load %203 : !llvm.ptr -> f32
            %205 = llvm.getelementptr %62[30] : (!llvm.ptr) -> !llvm.ptr, f32
            %206 = llvm.load %205 : !llvm.ptr -> f32
            %207 = llvm.getelementptr %62[31] : (!llvm.ptr) -> !llvm.ptr, f32
            %208 = llvm.load %207 : !llvm.ptr -> f32
            %209 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, f32
            %210 = llvm.load %209 : !llvm.ptr -> f32
            %211 = llvm.getelementptr %62[33] : (!llvm.ptr) -> !llvm.ptr, f32
            %212 = llvm.load %211 : !llvm.ptr -> f32
            %213 = llvm.getelementptr %62[34] : (!llvm.ptr) -> !llvm.ptr, f32
            %214 = llvm.load %213 : !llvm.ptr -> f32
            %215 = llvm.getelementptr %62[35] : (!llvm.ptr) -> !llvm.ptr, f32
            %216 = llvm.load %215 : !llvm.ptr -> f32
            %217 = llvm.getelementptr %62[36] : (!llvm.ptr) -> !llvm.ptr, f32
            %218 = llvm.load %217 : !llvm.ptr -> f32
            %219 = llvm.getelementptr %62[37] : (!llvm.ptr) -> !llvm.ptr, f32
            %220 = llvm.load %219 : !llvm.ptr -> f32
            %221 = llvm.getelementptr %62[38] : (!llvm.ptr) -> !llvm.ptr, f32
            %222 = llvm.load %221 : !llvm.ptr -> f32
            %223 = llvm.getelementptr %62[39] : (!llvm.ptr) -> !llvm.ptr, f32
            %224 = llvm.load %223 : !llvm.ptr -> f32
            %225 = llvm.getelementptr %62[40] : (!llvm.ptr) -> !llvm.ptr, f32
            %226 = llvm.load %225 : !llvm.ptr -> f32
            %227 = llvm.getelementptr %62[41] : (!llvm.ptr) -> !llvm.ptr, f32
            %228 = llvm.load %227 : !llvm.ptr -> f32
            %229 = llvm.getelementptr %62[42] : (!llvm.ptr) -> !llvm.ptr, f32
            %230 = llvm.load %229 : !llvm.ptr -> f32
            %231 = llvm.getelementptr %62[43] : (!llvm.ptr) -> !llvm.ptr, f32
            %232 = llvm.load %231 : !llvm.ptr -> f32
            %233 = llvm.getelementptr %62[44] : (!llvm.ptr) -> !llvm.ptr, f32
            %234 = llvm.load %233 : !llvm.ptr -> f32
            %235 = llvm.getelementptr %62[45] : (!llvm.ptr) -> !llvm.ptr, f32
            %236 = llvm.load %235 : !llvm.ptr -> f32
            %237 = llvm.getelementptr %62[46] : (!llvm.ptr) -> !llvm.ptr, f32
            %238 = llvm.load %237 : !llvm.ptr -> f32
            %239 = llvm.getelementptr %62[47] : (!llvm.ptr) -> !llvm.ptr, f32
            %240 = llvm.load %239 : !llvm.ptr -> f32
            %241 = llvm.getelementptr %62[48] : (!llvm.ptr) -> !llvm.ptr, f32
            %242 = llvm.load %241 : !llvm.ptr -> f32
            %243 = llvm.getelementptr %62[49] : (!llvm.ptr) -> !llvm.ptr, f32
            %244 = llvm.load %243 : !llvm.ptr -> f32
            %245 = llvm.getelementptr %62[50] : (!llvm.ptr) -> !llvm.ptr, f32
            %246 = llvm.load %245 : !llvm.ptr -> f32
            %247 = llvm.getelementptr %62[51] : (!llvm.ptr) -> !llvm.ptr, f32
            %248 = llvm.load %247 : !llvm.ptr -> f32
            %249 = llvm.getelementptr %62[52] : (!llvm.ptr) -> !llvm.ptr, f32
            %250 = llvm.load %249 : !llvm.ptr -> f32
            %251 = llvm.getelementptr %62[53] : (!llvm.ptr) -> !llvm.ptr, f32
            %252 = llvm.load %251 : !llvm.ptr -> f32
            %253 = llvm.getelementptr %62[54] : (!llvm.ptr) -> !llvm.ptr, f32
            %254 = llvm.load %253 : !llvm.ptr -> f32
            %255 = llvm.getelementptr %62[55] : (!llvm.ptr) -> !llvm.ptr, f32
            %256 = llvm.load %255 : !llvm.ptr -> f32
            %257 = llvm.getelementptr %62[56] : (!llvm.ptr) -> !llvm.ptr, f32
            %258 = llvm.load %257 : !llvm.ptr -> f32
            %259 = llvm.getelementptr %62[57] : (!llvm.ptr) -> !llvm.ptr, f32
            %260 = llvm.load %259 : !llvm.ptr -> f32
            %261 = llvm.getelementptr %62[58] : (!llvm.ptr) -> !llvm.ptr, f32
            %262 = llvm.load %261 : !llvm.ptr -> f32
            %263 = llvm.getelementptr %62[59] : (!llvm.ptr) -> !llvm.ptr, f32
            %264 = llvm.load %263 : !llvm.ptr -> f32
            %265 = llvm.getelementptr %62[60] : (!llvm.ptr) -> !llvm.ptr, f32
            %266 = llvm.load %265 : !llvm.ptr -> f32
            %267 = llvm.getelementptr %62[61] : (!llvm.ptr) -> !llvm.ptr, f32
            %268 = llvm.load %267 : !llvm.ptr -> f32
            %269 = llvm.getelementptr %62[62] : (!llvm.ptr) -> !llvm.ptr, f32
            %270 = llvm.load %269 : !llvm.ptr -> f32
            %271 = llvm.getelementptr %62[63] : (!llvm.ptr) -> !llvm.ptr, f32
            %272 = llvm.load %271 : !llvm.ptr -> f32
            %273 = cute_nvgpu.atom.get_value<accum_c>(%arg11) : (!mma_bf16_bf16_f32_64x128x16_f885) -> i1
            %274 = arith.extui %273 : i1 to i32
            %iter_48 = cute.get_iter(%view_36) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %275 = builtin.unrealized_conversion_cast %iter_48 : !cute_nvgpu.smem_desc to i64
            %iter_49 = cute.get_iter(%view_37) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
            %276 = builtin.unrealized_conversion_cast %iter_49 : !cute_nvgpu.smem_desc to i64
            %c1_i32_3 = arith.constant 1 : i32
            %c1_i32_4 = arith.constant 1 : i32
            %c0_i32_3 = arith.constant 0 : i32
            %c0_i32_4 = arith.constant 0 : i32
            %277 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %139, %145, %147, %149, %151, %137, %140, %142, %162, %164, %166, %168, %170, %172, %174, %176, %178, %180, %182, %184, %186, %188, %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %275, %276, %274, %c1_i32_3, %c1_i32_4, %c0_i32_3, %c0_i32_4 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %278 = llvm.extractvalue %277[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %279 = llvm.extractvalue %277[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %280 = llvm.extractvalue %277[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %281 = llvm.extractvalue %277[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %282 = llvm.extractvalue %277[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %283 = llvm.extractvalue %277[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %284 = llvm.extractvalue %277[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %285 = llvm.extractvalue %277[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %286 = llvm.extractvalue %277[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %287 = llvm.extractvalue %277[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %288 = llvm.extractvalue %277[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %289 = llvm.extractvalue %277[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %290 = llvm.extractvalue %277[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %291 = llvm.extractvalue %277[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %292 = llvm.extractvalue %277[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %293 = llvm.extractvalue %277[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %294 = llvm.extractvalue %277[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %295 = llvm.extractvalue %277[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %296 = llvm.extractvalue %277[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %297 = llvm.extractvalue %277[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %298 = llvm.extractvalue %277[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %299 = llvm.extractvalue %277[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %300 = llvm.extractvalue %277[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %301 = llvm.extractvalue %277[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %302 = llvm.extractvalue %277[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %303 = llvm.extractvalue %277[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %304 = llvm.extractvalue %277[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %305 = llvm.extractvalue %277[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %306 = llvm.extractvalue %277[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %307 = llvm.extractvalue %277[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %308 = llvm.extractvalue %277[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %309 = llvm.extractvalue %277[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %310 = llvm.extractvalue %277[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %311 = llvm.extractvalue %277[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %312 = llvm.extractvalue %277[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %313 = llvm.extractvalue %277[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %314 = llvm.extractvalue %277[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %315 = llvm.extractvalue %277[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %316 = llvm.extractvalue %277[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %317 = llvm.extractvalue %277[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %318 = llvm.extractvalue %277[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %319 = llvm.extractvalue %277[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %320 = llvm.extractvalue %277[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %321 = llvm.extractvalue %277[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %322 = llvm.extractvalue %277[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %323 = llvm.extractvalue %277[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %324 = llvm.extractvalue %277[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %325 = llvm.extractvalue %277[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %326 = llvm.extractvalue %277[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %327 = llvm.extractvalue %277[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %328 = llvm.extractvalue %277[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %329 = llvm.extractvalue %277[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %330 = llvm.extractvalue %277[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %331 = llvm.extractvalue %277[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %332 = llvm.extractvalue %277[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %333 = llvm.extractvalue %277[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %334 = llvm.extractvalue %277[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %335 = llvm.extractvalue %277[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %336 = llvm.extractvalue %277[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %337 = llvm.extractvalue %277[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %338 = llvm.extractvalue %277[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %339 = llvm.extractvalue %277[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %340 = llvm.extractvalue %277[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %341 = llvm.extractvalue %277[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
            %iter_50 = cute.get_iter(%view_38) : !memref_rmem_f32_e17b
            %342 = builtin.unrealized_conversion_cast %iter_50 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
            llvm.store %278, %342 : f32, !llvm.ptr
            %343 = llvm.getelementptr %342[1] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %279, %343 : f32, !llvm.ptr
            %344 = llvm.getelementptr %342[2] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %280, %344 : f32, !llvm.ptr
            %345 = llvm.getelementptr %342[3] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %281, %345 : f32, !llvm.ptr
            %346 = llvm.getelementptr %342[4] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %282, %346 : f32, !llvm.ptr
            %347 = llvm.getelementptr %342[5] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %283, %347 : f32, !llvm.ptr
            %348 = llvm.getelementptr %342[6] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %284, %348 : f32, !llvm.ptr
            %349 = llvm.getelementptr %342[7] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %285, %349 : f32, !llvm.ptr
            %350 = llvm.getelementptr %342[8] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %286, %350 : f32, !llvm.ptr
            %351 = llvm.getelementptr %342[9] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %287, %351 : f32, !llvm.ptr
            %352 = llvm.getelementptr %342[10] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %288, %352 : f32, !llvm.ptr
            %353 = llvm.getelementptr %342[11] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %289, %353 : f32, !llvm.ptr
            %354 = llvm.getelementptr %342[12] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %290, %354 : f32, !llvm.ptr
            %355 = llvm.getelementptr %342[13] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %291, %355 : f32, !llvm.ptr
            %356 = llvm.getelementptr %342[14] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %292, %356 : f32, !llvm.ptr
            %357 = llvm.getelementptr %342[15] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %293, %357 : f32, !llvm.ptr
            %358 = llvm.getelementptr %342[16] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %294, %358 : f32, !llvm.ptr
            %359 = llvm.getelementptr %342[17] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %295, %359 : f32, !llvm.ptr
            %360 = llvm.getelementptr %342[18] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %296, %360 : f32, !llvm.ptr
            %361 = llvm.getelementptr %342[19] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %297, %361 : f32, !llvm.ptr
            %362 = llvm.getelementptr %342[20] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %298, %362 : f32, !llvm.ptr
            %363 = llvm.getelementptr %342[21] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %299, %363 : f32, !llvm.ptr
            %364 = llvm.getelementptr %342[22] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %300, %364 : f32, !llvm.ptr
            %365 = llvm.getelementptr %342[23] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %301, %365 : f32, !llvm.ptr
            %366 = llvm.getelementptr %342[24] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %302, %366 : f32, !llvm.ptr
            %367 = llvm.getelementptr %342[25] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %303, %367 : f32, !llvm.ptr
            %368 = llvm.getelementptr %342[26] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %304, %368 : f32, !llvm.ptr
            %369 = llvm.getelementptr %342[27] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %305, %369 : f32, !llvm.ptr
            %370 = llvm.getelementptr %342[28] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %306, %370 : f32, !llvm.ptr
            %371 = llvm.getelementptr %342[29] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %307, %371 : f32, !llvm.ptr
            %372 = llvm.getelementptr %342[30] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %308, %372 : f32, !llvm.ptr
            %373 = llvm.getelementptr %342[31] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %309, %373 : f32, !llvm.ptr
            %374 = llvm.getelementptr %342[32] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %310, %374 : f32, !llvm.ptr
            %375 = llvm.getelementptr %342[33] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %311, %375 : f32, !llvm.ptr
            %376 = llvm.getelementptr %342[34] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %312, %376 : f32, !llvm.ptr
            %377 = llvm.getelementptr %342[35] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %313, %377 : f32, !llvm.ptr
            %378 = llvm.getelementptr %342[36] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %314, %378 : f32, !llvm.ptr
            %379 = llvm.getelementptr %342[37] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %315, %379 : f32, !llvm.ptr
            %380 = llvm.getelementptr %342[38] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %316, %380 : f32, !llvm.ptr
            %381 = llvm.getelementptr %342[39] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %317, %381 : f32, !llvm.ptr
            %382 = llvm.getelementptr %342[40] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %318, %382 : f32, !llvm.ptr
            %383 = llvm.getelementptr %342[41] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %319, %383 : f32, !llvm.ptr
            %384 = llvm.getelementptr %342[42] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %320, %384 : f32, !llvm.ptr
            %385 = llvm.getelementptr %342[43] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %321, %385 : f32, !llvm.ptr
            %386 = llvm.getelementptr %342[44] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %322, %386 : f32, !llvm.ptr
            %387 = llvm.getelementptr %342[45] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %323, %387 : f32, !llvm.ptr
            %388 = llvm.getelementptr %342[46] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %324, %388 : f32, !llvm.ptr
            %389 = llvm.getelementptr %342[47] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %325, %389 : f32, !llvm.ptr
            %390 = llvm.getelementptr %342[48] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %326, %390 : f32, !llvm.ptr
            %391 = llvm.getelementptr %342[49] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %327, %391 : f32, !llvm.ptr
            %392 = llvm.getelementptr %342[50] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %328, %392 : f32, !llvm.ptr
            %393 = llvm.getelementptr %342[51] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %329, %393 : f32, !llvm.ptr
            %394 = llvm.getelementptr %342[52] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %330, %394 : f32, !llvm.ptr
            %395 = llvm.getelementptr %342[53] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %331, %395 : f32, !llvm.ptr
            %396 = llvm.getelementptr %342[54] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %332, %396 : f32, !llvm.ptr
            %397 = llvm.getelementptr %342[55] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %333, %397 : f32, !llvm.ptr
            %398 = llvm.getelementptr %342[56] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %334, %398 : f32, !llvm.ptr
            %399 = llvm.getelementptr %342[57] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %335, %399 : f32, !llvm.ptr
            %400 = llvm.getelementptr %342[58] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %336, %400 : f32, !llvm.ptr
            %401 = llvm.getelementptr %342[59] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %337, %401 : f32, !llvm.ptr
            %402 = llvm.getelementptr %342[60] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %338, %402 : f32, !llvm.ptr
            %403 = llvm.getelementptr %342[61] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %339, %403 : f32, !llvm.ptr
            %404 = llvm.getelementptr %342[62] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %340, %404 : f32, !llvm.ptr
            %405 = llvm.getelementptr %342[63] : (!llvm.ptr) -> !llvm.ptr, f32
            llvm.store %341, %405 : f32, !llvm.ptr
            scf.yield %arg11 : !mma_bf16_bf16_f32_64x128x16_f885
          } {loop_annotation = #loop_annotation_0327}
          scf.yield %57 : !mma_bf16_bf16_f32_64x128x16_f885
        } {loop_annotation = #loop_annotation_0327}
        scf.yield %56 : !mma_bf16_bf16_f32_64x128x16_f885
      } {loop_annotation = #loop_annotation_0327}
      %433 = cute_nvgpu.atom.set_value<accum_c>(%424, %true) : (!mma_bf16_bf16_f32_64x128x16_f885, i1)
      nvvm.wgmma.commit.group.sync.aligned
      %434:2 = scf.if %false -> (i32, i32) {
        scf.yield %c0_i32, %c1_i32 : i32, i32
      } else {
        scf.yield %c1_i32, %c0_i32 : i32, i32
      }
      %435:11 = scf.for %arg6 = %c1_i32 to %134 step %c1_i32 iter_args(%arg7 = %c3_i32, %arg8 = %c0_i32, %arg9 = %c0_i32, %arg10 = %c0_i32, %arg11 = %c0_i32, %arg12 = %136#0, %arg13 = %136#1, %arg14 = %136#2, %arg15 = %c1_i32, %arg16 = %434#0, %arg17 = %434#1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)  : i32 {
        scf.if %true {
          %int_tuple_13 = cute.make_int_tuple(%arg16) : (i32) -> !cute.int_tuple<"?">
          %ptr_18 = cute.add_offset(%iter_2, %int_tuple_13) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %183 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          nvvm.mbarrier.try_wait.parity %183, %arg17, %c10000000_i32 : !llvm.ptr<3>, i32, i32
        }
        nvvm.wgmma.fence.aligned
        %coord_18 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,0,?)">
        %lay_70 = cute.get_layout(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_21 = cute.crd2idx(%coord_18, %lay_70) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
        %iter_69 = cute.get_iter(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_17 = cute.add_offset(%iter_69, %idx_21) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
        %view_46 = cute.make_view(%tup_17) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_26 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,0,?)">
        %lay_49 = cute.get_layout(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_12 = cute.crd2idx(%coord_26, %lay_49) : (!cute.coord<"(_,_,0,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=1024}">
        %iter_70 = cute.get_iter(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_18 = cute.add_offset(%iter_70, %idx_12) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=1024}">) -> !cute_nvgpu.smem_desc
        %view_47 = cute.make_view(%tup_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_71 = cute.get_iter(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_72 = cute.get_iter(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_25 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_73 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_71 = cute.get_layout(%view_46) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_72 = cute.get_layout(%view_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_24 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_25 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %56 = cute.static : !cute.layout<"1:0">
        %append_15 = cute.append_to_rank<3> (%lay_71, %56) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_0 = cute.append_to_rank<3> (%lay_72, %56) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %57 = cute.get_shape(%append_15) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
        %shape_25 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_14 = cute.to_int_tuple(%shape_25) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %58 = cute.get_shape(%append_15) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
        %shape_26 = cute.make_shape() : () -> !cute.shape<"2">
        %itup_15 = cute.to_int_tuple(%shape_26) : !cute.shape<"2"> to !cute.int_tuple<"2">
        %59 = cute.get_shape(%append_0) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
        %shape_27 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_16 = cute.to_int_tuple(%shape_27) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %60 = cute.get_scalars(%itup_14) : !cute.int_tuple<"1">
        %61 = cute.get_scalars(%itup_15) : !cute.int_tuple<"2">
        %62 = cute.get_scalars(%itup_16) : !cute.int_tuple<"1">
        %c0_i32_8 = arith.constant 0 : i32
        %c1_i32_8 = arith.constant 1 : i32
        %139 = scf.for %arg18 = %c0_i32_8 to %60 step %c1_i32_8 iter_args(%arg19 = %433) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %183 = scf.for %arg20 = %c0_i32_8 to %61 step %c1_i32_8 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %184 = scf.for %arg22 = %c0_i32_8 to %62 step %c1_i32_8 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_27 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_28 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_29 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %185:2 = cute.get_scalars(%coord_27) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_73 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_22 = cute.crd2idx(%coord_27, %append_15) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_19 = cute.add_offset(%iter_71, %idx_22) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_48 = cute.make_view(%tup_19, %lay_73) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %186:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_74 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_23 = cute.crd2idx(%coord_28, %append_0) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_20 = cute.add_offset(%iter_72, %idx_23) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_49 = cute.make_view(%tup_20, %lay_74) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %187:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_75 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_24 = cute.crd2idx(%coord_29, %lay_24) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_19 = cute.add_offset(%iter_25, %idx_24) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_50 = cute.make_view(%ptr_19, %lay_75) : !memref_rmem_f32_e17b
              %188:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_76 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_25 = cute.crd2idx(%coord_29, %lay_25) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_20 = cute.add_offset(%iter_73, %idx_25) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_51 = cute.make_view(%ptr_20, %lay_76) : !memref_rmem_f32_e17b
              %iter_74 = cute.get_iter(%view_50) : !memref_rmem_f32_e17b
              %189 = builtin.unrealized_conversion_cast %iter_74 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %190 = llvm.load %189 : !llvm.ptr -> f32
              %191 = llvm.getelementptr %189[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %192 = llvm.load %191 : !llvm.ptr -> f32
              %193 = llvm.getelementptr %189[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %194 = llvm.load %193 : !llvm.ptr -> f32
              %195 = llvm.getelementptr %189[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %196 = llvm.load %195 : !llvm.ptr -> f32
              %197 = llvm.getelementptr %189[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %198 = llvm.load %197 : !llvm.ptr -> f32
              %199 = llvm.getelementptr %189[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %200 = llvm.load %199 : !llvm.ptr -> f32
              %201 = llvm.getelementptr %189[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %202 = llvm.load %201 : !llvm.ptr -> f32
              %203 = llvm.getelementptr %189[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %204 = llvm.load %203 : !llvm.ptr -> f32
              %205 = llvm.getelementptr %189[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %206 = llvm.load %205 : !llvm.ptr -> f32
              %207 = llvm.getelementptr %189[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %208 = llvm.load %207 : !llvm.ptr -> f32
              %209 = llvm.getelementptr %189[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %210 = llvm.load %209 : !llvm.ptr -> f32
              %211 = llvm.getelementptr %189[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %212 = llvm.load %211 : !llvm.ptr -> f32
              %213 = llvm.getelementptr %189[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %214 = llvm.load %213 : !llvm.ptr -> f32
              %215 = llvm.getelementptr %189[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %216 = llvm.load %215 : !llvm.ptr -> f32
              %217 = llvm.getelementptr %189[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %218 = llvm.load %217 : !llvm.ptr -> f32
              %219 = llvm.getelementptr %189[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %220 = llvm.load %219 : !llvm.ptr -> f32
              %221 = llvm.getelementptr %189[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %222 = llvm.load %221 : !llvm.ptr -> f32
              %223 = llvm.getelementptr %189[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %224 = llvm.load %223 : !llvm.ptr -> f32
              %225 = llvm.getelementptr %189[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %226 = llvm.load %225 : !llvm.ptr -> f32
              %227 = llvm.getelementptr %189[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %228 = llvm.load %227 : !llvm.ptr -> f32
              %229 = llvm.getelementptr %189[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %230 = llvm.load %229 : !llvm.ptr -> f32
              %231 = llvm.getelementptr %189[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %232 = llvm.load %231 : !llvm.ptr -> f32
              %233 = llvm.getelementptr %189[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %234 = llvm.load %233 : !llvm.ptr -> f32
              %235 = llvm.getelementptr %189[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %236 = llvm.load %235 : !llvm.ptr -> f32
              %237 = llvm.getelementptr %189[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %238 = llvm.load %237 : !llvm.ptr -> f32
              %239 = llvm.getelementptr %189[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %240 = llvm.load %239 : !llvm.ptr -> f32
              %241 = llvm.getelementptr %189[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %242 = llvm.load %241 : !llvm.ptr -> f32
              %243 = llvm.getelementptr %189[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %244 = llvm.load %243 : !llvm.ptr -> f32
              %245 = llvm.getelementptr %189[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %246 = llvm.load %245 : !llvm.ptr -> f32
              %247 = llvm.getelementptr %189[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %248 = llvm.load %247 : !llvm.ptr -> f32
              %249 = llvm.getelementptr %189[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %250 = llvm.load %249 : !llvm.ptr -> f32
              %251 = llvm.getelementptr %189[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %252 = llvm.load %251 : !llvm.ptr -> f32
              %253 = llvm.getelementptr %189[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %254 = llvm.load %253 : !llvm.ptr -> f32
              %255 = llvm.getelementptr %189[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %256 = llvm.load %255 : !llvm.ptr -> f32
              %257 = llvm.getelementptr %189[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %258 = llvm.load %257 : !llvm.ptr -> f32
              %259 = llvm.getelementptr %189[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %260 = llvm.load %259 : !llvm.ptr -> f32
              %261 = llvm.getelementptr %189[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %262 = llvm.load %261 : !llvm.ptr -> f32
              %263 = llvm.getelementptr %189[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %264 = llvm.load %263 : !llvm.ptr -> f32
              %265 = llvm.getelementptr %189[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %266 = llvm.load %265 : !llvm.ptr -> f32
              %267 = llvm.getelementptr %189[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %268 = llvm.load %267 : !llvm.ptr -> f32
              %269 = llvm.getelementptr %189[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %270 = llvm.load %269 : !llvm.ptr -> f32
              %271 = llvm.getelementptr %189[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %272 = llvm.load %271 : !llvm.ptr -> f32
              %273 = llvm.getelementptr %189[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %274 = llvm.load %273 : !llvm.ptr -> f32
              %275 = llvm.getelementptr %189[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %276 = llvm.load %275 : !llvm.ptr -> f32
              %277 = llvm.getelementptr %189[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %278 = llvm.load %277 : !llvm.ptr -> f32
              %279 = llvm.getelementptr %189[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %280 = llvm.load %279 : !llvm.ptr -> f32
              %281 = llvm.getelementptr %189[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %282 = llvm.load %281 : !llvm.ptr -> f32
              %283 = llvm.getelementptr %189[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %284 = llvm.load %283 : !llvm.ptr -> f32
              %285 = llvm.getelementptr %189[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %286 = llvm.load %285 : !llvm.ptr -> f32
              %287 = llvm.getelementptr %189[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %288 = llvm.load %287 : !llvm.ptr -> f32
              %289 = llvm.getelementptr %189[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %290 = llvm.load %289 : !llvm.ptr -> f32
              %291 = llvm.getelementptr %189[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %292 = llvm.load %291 : !llvm.ptr -> f32
              %293 = llvm.getelementptr %189[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %294 = llvm.load %293 : !llvm.ptr -> f32
              %295 = llvm.getelementptr %189[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %296 = llvm.load %295 : !llvm.ptr -> f32
              %297 = llvm.getelementptr %189[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %298 = llvm.load %297 : !llvm.ptr -> f32
              %299 = llvm.getelementptr %189[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %300 = llvm.load %299 : !llvm.ptr -> f32
              %301 = llvm.getelementptr %189[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %302 = llvm.load %301 : !llvm.ptr -> f32
              %303 = llvm.getelementptr %189[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %304 = llvm.load %303 : !llvm.ptr -> f32
              %305 = llvm.getelementptr %189[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %306 = llvm.load %305 : !llvm.ptr -> f32
              %307 = llvm.getelementptr %189[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %308 = llvm.load %307 : !llvm.ptr -> f32
              %309 = llvm.getelementptr %189[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %310 = llvm.load %309 : !llvm.ptr -> f32
              %311 = llvm.getelementptr %189[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %312 = llvm.load %311 : !llvm.ptr -> f32
              %313 = llvm.getelementptr %189[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %314 = llvm.load %313 : !llvm.ptr -> f32
              %315 = llvm.getelementptr %189[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %316 = llvm.load %315 : !llvm.ptr -> f32
              %317 = cute_nvgpu.atom.get_value<accum_c>(%arg23) : (!mma_bf16_bf16_f32_64x128x16_f885) -> i1
              %318 = arith.extui %317 : i1 to i32
              %iter_75 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %319 = builtin.unrealized_conversion_cast %iter_75 : !cute_nvgpu.smem_desc to i64
              %iter_76 = cute.get_iter(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %320 = builtin.unrealized_conversion_cast %iter_76 : !cute_nvgpu.smem_desc to i64
              %c1_i32_9 = arith.constant 1 : i32
              %c1_i32_10 = arith.constant 1 : i32
              %c0_i32_9 = arith.constant 0 : i32
              %c0_i32_10 = arith.constant 0 : i32
              %321 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %319, %320, %318, %c1_i32_9, %c1_i32_10, %c0_i32_9, %c0_i32_10 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %322 = llvm.extractvalue %321[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %323 = llvm.extractvalue %321[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %324 = llvm.extractvalue %321[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %325 = llvm.extractvalue %321[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %326 = llvm.extractvalue %321[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %327 = llvm.extractvalue %321[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %328 = llvm.extractvalue %321[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %329 = llvm.extractvalue %321[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %330 = llvm.extractvalue %321[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %331 = llvm.extractvalue %321[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %332 = llvm.extractvalue %321[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %333 = llvm.extractvalue %321[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %334 = llvm.extractvalue %321[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %335 = llvm.extractvalue %321[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %336 = llvm.extractvalue %321[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %337 = llvm.extractvalue %321[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %338 = llvm.extractvalue %321[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %339 = llvm.extractvalue %321[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %340 = llvm.extractvalue %321[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %341 = llvm.extractvalue %321[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %342 = llvm.extractvalue %321[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %343 = llvm.extractvalue %321[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %344 = llvm.extractvalue %321[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %345 = llvm.extractvalue %321[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %346 = llvm.extractvalue %321[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %347 = llvm.extractvalue %321[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %348 = llvm.extractvalue %321[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %349 = llvm.extractvalue %321[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %350 = llvm.extractvalue %321[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %351 = llvm.extractvalue %321[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %352 = llvm.extractvalue %321[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %353 = llvm.extractvalue %321[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %354 = llvm.extractvalue %321[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %355 = llvm.extractvalue %321[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %356 = llvm.extractvalue %321[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %357 = llvm.extractvalue %321[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %358 = llvm.extractvalue %321[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %359 = llvm.extractvalue %321[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %360 = llvm.extractvalue %321[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %361 = llvm.extractvalue %321[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %362 = llvm.extractvalue %321[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %363 = llvm.extractvalue %321[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %364 = llvm.extractvalue %321[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %365 = llvm.extractvalue %321[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %366 = llvm.extractvalue %321[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %367 = llvm.extractvalue %321[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %368 = llvm.extractvalue %321[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %369 = llvm.extractvalue %321[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %370 = llvm.extractvalue %321[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %371 = llvm.extractvalue %321[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %372 = llvm.extractvalue %321[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %373 = llvm.extractvalue %321[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %374 = llvm.extractvalue %321[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %375 = llvm.extractvalue %321[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %376 = llvm.extractvalue %321[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %377 = llvm.extractvalue %321[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %378 = llvm.extractvalue %321[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %379 = llvm.extractvalue %321[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %380 = llvm.extractvalue %321[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %381 = llvm.extractvalue %321[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %382 = llvm.extractvalue %321[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %383 = llvm.extractvalue %321[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %384 = llvm.extractvalue %321[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %385 = llvm.extractvalue %321[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %iter_77 = cute.get_iter(%view_50) : !memref_rmem_f32_e17b
              %386 = builtin.unrealized_conversion_cast %iter_77 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %322, %386 : f32, !llvm.ptr
              %387 = llvm.getelementptr %386[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %323, %387 : f32, !llvm.ptr
              %388 = llvm.getelementptr %386[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %324, %388 : f32, !llvm.ptr
              %389 = llvm.getelementptr %386[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %325, %389 : f32, !llvm.ptr
              %390 = llvm.getelementptr %386[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %326, %390 : f32, !llvm.ptr
              %391 = llvm.getelementptr %386[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %327, %391 : f32, !llvm.ptr
              %392 = llvm.getelementptr %386[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %328, %392 : f32, !llvm.ptr
              %393 = llvm.getelementptr %386[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %329, %393 : f32, !llvm.ptr
              %394 = llvm.getelementptr %386[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %330, %394 : f32, !llvm.ptr
              %395 = llvm.getelementptr %386[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %331, %395 : f32, !llvm.ptr
              %396 = llvm.getelementptr %386[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %332, %396 : f32, !llvm.ptr
              %397 = llvm.getelementptr %386[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %333, %397 : f32, !llvm.ptr
              %398 = llvm.getelementptr %386[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %334, %398 : f32, !llvm.ptr
              %399 = llvm.getelementptr %386[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %335, %399 : f32, !llvm.ptr
              %400 = llvm.getelementptr %386[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %336, %400 : f32, !llvm.ptr
              %401 = llvm.getelementptr %386[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %337, %401 : f32, !llvm.ptr
              %402 = llvm.getelementptr %386[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %338, %402 : f32, !llvm.ptr
              %403 = llvm.getelementptr %386[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %339, %403 : f32, !llvm.ptr
              %404 = llvm.getelementptr %386[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %340, %404 : f32, !llvm.ptr
              %405 = llvm.getelementptr %386[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %341, %405 : f32, !llvm.ptr
              %436 = llvm.getelementptr %386[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %342, %436 : f32, !llvm.ptr
              %437 = llvm.getelementptr %386[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %343, %437 : f32, !llvm.ptr
              %438 = llvm.getelementptr %386[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %344, %438 : f32, !llvm.ptr
              %439 = llvm.getelementptr %386[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %345, %439 : f32, !llvm.ptr
              %440 = llvm.getelementptr %386[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %346, %440 : f32, !llvm.ptr
              %441 = llvm.getelementptr %386[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %347, %441 : f32, !llvm.ptr
              %442 = llvm.getelementptr %386[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %348, %442 : f32, !llvm.ptr
              %443 = llvm.getelementptr %386[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %349, %443 : f32, !llvm.ptr
              %444 = llvm.getelementptr %386[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %350, %444 : f32, !llvm.ptr
              %445 = llvm.getelementptr %386[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %351, %445 : f32, !llvm.ptr
              %446 = llvm.getelementptr %386[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %352, %446 : f32, !llvm.ptr
              %447 = llvm.getelementptr %386[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %353, %447 : f32, !llvm.ptr
              %448 = llvm.getelementptr %386[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %354, %448 : f32, !llvm.ptr
              %449 = llvm.getelementptr %386[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %355, %449 : f32, !llvm.ptr
              %450 = llvm.getelementptr %386[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %356, %450 : f32, !llvm.ptr
              %451 = llvm.getelementptr %386[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %357, %451 : f32, !llvm.ptr
              %452 = llvm.getelementptr %386[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %358, %452 : f32, !llvm.ptr
              %453 = llvm.getelementptr %386[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %359, %453 : f32, !llvm.ptr
              %454 = llvm.getelementptr %386[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %360, %454 : f32, !llvm.ptr
              %455 = llvm.getelementptr %386[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %361, %455 : f32, !llvm.ptr
              %456 = llvm.getelementptr %386[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %362, %456 : f32, !llvm.ptr
              %457 = llvm.getelementptr %386[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %363, %457 : f32, !llvm.ptr
              %458 = llvm.getelementptr %386[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %364, %458 : f32, !llvm.ptr
              %459 = llvm.getelementptr %386[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %365, %459 : f32, !llvm.ptr
              %460 = llvm.getelementptr %386[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %366, %460 : f32, !llvm.ptr
              %461 = llvm.getelementptr %386[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %367, %461 : f32, !llvm.ptr
              %462 = llvm.getelementptr %386[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %368, %462 : f32, !llvm.ptr
              %463 = llvm.getelementptr %386[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %369, %463 : f32, !llvm.ptr
              %464 = llvm.getelementptr %386[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %370, %464 : f32, !llvm.ptr
              %465 = llvm.getelementptr %386[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %371, %465 : f32, !llvm.ptr
              %466 = llvm.getelementptr %386[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %372, %466 : f32, !llvm.ptr
              %467 = llvm.getelementptr %386[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %373, %467 : f32, !llvm.ptr
              %468 = llvm.getelementptr %386[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %374, %468 : f32, !llvm.ptr
              %469 = llvm.getelementptr %386[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %375, %469 : f32, !llvm.ptr
              %470 = llvm.getelementptr %386[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %376, %470 : f32, !llvm.ptr
              %471 = llvm.getelementptr %386[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377, %471 : f32, !llvm.ptr
              %472 = llvm.getelementptr %386[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %378, %472 : f32, !llvm.ptr
              %473 = llvm.getelementptr %386[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %379, %473 : f32, !llvm.ptr
              %474 = llvm.getelementptr %386[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %380, %474 : f32, !llvm.ptr
              %475 = llvm.getelementptr %386[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %381, %475 : f32, !llvm.ptr
              %476 = llvm.getelementptr %386[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %382, %476 : f32, !llvm.ptr
              %477 = llvm.getelementptr %386[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %383, %477 : f32, !llvm.ptr
              %478 = llvm.getelementptr %386[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %384, %478 : f32, !llvm.ptr
              %479 = llvm.getelementptr %386[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %385, %479 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {loop_annotation = #loop_annotation_0327}
            scf.yield %184 : !mma_bf16_bf16_f32_64x128x16_f885
          } {loop_annotation = #loop_annotation_0327}
          scf.yield %183 : !mma_bf16_bf16_f32_64x128x16_f885
        } {loop_annotation = #loop_annotation_0327}
        %coord_30 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,1,?)">
        %lay_77 = cute.get_layout(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_26 = cute.crd2idx(%coord_30, %lay_77) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_78 = cute.get_iter(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_21 = cute.add_offset(%iter_78, %idx_26) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_52 = cute.make_view(%tup_21) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_31 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,1,?)">
        %lay_78 = cute.get_layout(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_27 = cute.crd2idx(%coord_31, %lay_78) : (!cute.coord<"(_,_,1,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_79 = cute.get_iter(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_22 = cute.add_offset(%iter_79, %idx_27) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_53 = cute.make_view(%tup_22) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_80 = cute.get_iter(%view_52) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_81 = cute.get_iter(%view_53) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_82 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_83 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_79 = cute.get_layout(%view_52) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_80 = cute.get_layout(%view_53) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_81 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_82 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %144 = cute.static : !cute.layout<"1:0">
        %append_16 = cute.append_to_rank<3> (%lay_79, %144) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_17 = cute.append_to_rank<3> (%lay_80, %144) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %145 = cute.get_shape(%append_16) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
        %shape_28 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_17 = cute.to_int_tuple(%shape_28) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %146 = cute.get_shape(%append_16) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
        %shape_29 = cute.make_shape() : () -> !cute.shape<"2">
        %itup_18 = cute.to_int_tuple(%shape_29) : !cute.shape<"2"> to !cute.int_tuple<"2">
        %147 = cute.get_shape(%append_17) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
        %shape_30 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_19 = cute.to_int_tuple(%shape_30) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %148 = cute.get_scalars(%itup_17) : !cute.int_tuple<"1">
        %149 = cute.get_scalars(%itup_18) : !cute.int_tuple<"2">
        %150 = cute.get_scalars(%itup_19) : !cute.int_tuple<"1">
        %c0_i32_11 = arith.constant 0 : i32
        %c1_i32_11 = arith.constant 1 : i32
        %151 = scf.for %arg18 = %c0_i32_11 to %148 step %c1_i32_11 iter_args(%arg19 = %433) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %183 = scf.for %arg20 = %c0_i32_11 to %149 step %c1_i32_11 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %184 = scf.for %arg22 = %c0_i32_11 to %150 step %c1_i32_11 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_27 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_28 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_29 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %185:2 = cute.get_scalars(%coord_27) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_73 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_22 = cute.crd2idx(%coord_27, %append_16) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_19 = cute.add_offset(%iter_80, %idx_22) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_48 = cute.make_view(%tup_19, %lay_73) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %186:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_74 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_23 = cute.crd2idx(%coord_28, %append_17) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_20 = cute.add_offset(%iter_81, %idx_23) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_49 = cute.make_view(%tup_20, %lay_74) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %187:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_75 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_24 = cute.crd2idx(%coord_29, %lay_81) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_19 = cute.add_offset(%iter_82, %idx_24) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_50 = cute.make_view(%ptr_19, %lay_75) : !memref_rmem_f32_e17b
              %188:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_76 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_25 = cute.crd2idx(%coord_29, %lay_82) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_20 = cute.add_offset(%iter_83, %idx_25) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_51 = cute.make_view(%ptr_20, %lay_76) : !memref_rmem_f32_e17b
              %iter_74 = cute.get_iter(%view_50) : !memref_rmem_f32_e17b
              %189 = builtin.unrealized_conversion_cast %iter_74 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %190 = llvm.load %189 : !llvm.ptr -> f32
              %191 = llvm.getelementptr %189[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %192 = llvm.load %191 : !llvm.ptr -> f32
              %193 = llvm.getelementptr %189[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %194 = llvm.load %193 : !llvm.ptr -> f32
              %195 = llvm.getelementptr %189[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %196 = llvm.load %195 : !llvm.ptr -> f32
              %197 = llvm.getelementptr %189[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %198 = llvm.load %197 : !llvm.ptr -> f32
              %199 = llvm.getelementptr %189[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %200 = llvm.load %199 : !llvm.ptr -> f32
              %201 = llvm.getelementptr %189[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %202 = llvm.load %201 : !llvm.ptr -> f32
              %203 = llvm.getelementptr %189[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %204 = llvm.load %203 : !llvm.ptr -> f32
              %205 = llvm.getelementptr %189[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %206 = llvm.load %205 : !llvm.ptr -> f32
              %207 = llvm.getelementptr %189[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %208 = llvm.load %207 : !llvm.ptr -> f32
              %209 = llvm.getelementptr %189[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %210 = llvm.load %209 : !llvm.ptr -> f32
              %211 = llvm.getelementptr %189[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %212 = llvm.load %211 : !llvm.ptr -> f32
              %213 = llvm.getelementptr %189[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %214 = llvm.load %213 : !llvm.ptr -> f32
              %215 = llvm.getelementptr %189[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %216 = llvm.load %215 : !llvm.ptr -> f32
              %217 = llvm.getelementptr %189[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %218 = llvm.load %217 : !llvm.ptr -> f32
              %219 = llvm.getelementptr %189[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %220 = llvm.load %219 : !llvm.ptr -> f32
              %221 = llvm.getelementptr %189[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %222 = llvm.load %221 : !llvm.ptr -> f32
              %223 = llvm.getelementptr %189[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %224 = llvm.load %223 : !llvm.ptr -> f32
              %225 = llvm.getelementptr %189[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %226 = llvm.load %225 : !llvm.ptr -> f32
              %227 = llvm.getelementptr %189[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %228 = llvm.load %227 : !llvm.ptr -> f32
              %229 = llvm.getelementptr %189[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %230 = llvm.load %229 : !llvm.ptr -> f32
              %231 = llvm.getelementptr %189[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %232 = llvm.load %231 : !llvm.ptr -> f32
              %233 = llvm.getelementptr %189[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %234 = llvm.load %233 : !llvm.ptr -> f32
              %235 = llvm.getelementptr %189[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %236 = llvm.load %235 : !llvm.ptr -> f32
              %237 = llvm.getelementptr %189[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %238 = llvm.load %237 : !llvm.ptr -> f32
              %239 = llvm.getelementptr %189[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %240 = llvm.load %239 : !llvm.ptr -> f32
              %241 = llvm.getelementptr %189[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %242 = llvm.load %241 : !llvm.ptr -> f32
              %243 = llvm.getelementptr %189[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %244 = llvm.load %243 : !llvm.ptr -> f32
              %245 = llvm.getelementptr %189[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %246 = llvm.load %245 : !llvm.ptr -> f32
              %247 = llvm.getelementptr %189[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %248 = llvm.load %247 : !llvm.ptr -> f32
              %249 = llvm.getelementptr %189[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %250 = llvm.load %249 : !llvm.ptr -> f32
              %251 = llvm.getelementptr %189[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %252 = llvm.load %251 : !llvm.ptr -> f32
              %253 = llvm.getelementptr %189[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %254 = llvm.load %253 : !llvm.ptr -> f32
              %255 = llvm.getelementptr %189[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %256 = llvm.load %255 : !llvm.ptr -> f32
              %257 = llvm.getelementptr %189[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %258 = llvm.load %257 : !llvm.ptr -> f32
              %259 = llvm.getelementptr %189[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %260 = llvm.load %259 : !llvm.ptr -> f32
              %261 = llvm.getelementptr %189[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %262 = llvm.load %261 : !llvm.ptr -> f32
              %263 = llvm.getelementptr %189[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %264 = llvm.load %263 : !llvm.ptr -> f32
              %265 = llvm.getelementptr %189[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %266 = llvm.load %265 : !llvm.ptr -> f32
              %267 = llvm.getelementptr %189[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %268 = llvm.load %267 : !llvm.ptr -> f32
              %269 = llvm.getelementptr %189[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %270 = llvm.load %269 : !llvm.ptr -> f32
              %271 = llvm.getelementptr %189[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %272 = llvm.load %271 : !llvm.ptr -> f32
              %273 = llvm.getelementptr %189[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %274 = llvm.load %273 : !llvm.ptr -> f32
              %275 = llvm.getelementptr %189[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %276 = llvm.load %275 : !llvm.ptr -> f32
              %277 = llvm.getelementptr %189[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %278 = llvm.load %277 : !llvm.ptr -> f32
              %279 = llvm.getelementptr %189[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %280 = llvm.load %279 : !llvm.ptr -> f32
              %281 = llvm.getelementptr %189[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %282 = llvm.load %281 : !llvm.ptr -> f32
              %283 = llvm.getelementptr %189[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %284 = llvm.load %283 : !llvm.ptr -> f32
              %285 = llvm.getelementptr %189[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %286 = llvm.load %285 : !llvm.ptr -> f32
              %287 = llvm.getelementptr %189[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %288 = llvm.load %287 : !llvm.ptr -> f32
              %289 = llvm.getelementptr %189[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %290 = llvm.load %289 : !llvm.ptr -> f32
              %291 = llvm.getelementptr %189[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %292 = llvm.load %291 : !llvm.ptr -> f32
              %293 = llvm.getelementptr %189[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %294 = llvm.load %293 : !llvm.ptr -> f32
              %295 = llvm.getelementptr %189[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %296 = llvm.load %295 : !llvm.ptr -> f32
              %297 = llvm.getelementptr %189[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %298 = llvm.load %297 : !llvm.ptr -> f32
              %299 = llvm.getelementptr %189[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %300 = llvm.load %299 : !llvm.ptr -> f32
              %301 = llvm.getelementptr %189[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %302 = llvm.load %301 : !llvm.ptr -> f32
              %303 = llvm.getelementptr %189[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %304 = llvm.load %303 : !llvm.ptr -> f32
              %305 = llvm.getelementptr %189[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %306 = llvm.load %305 : !llvm.ptr -> f32
              %307 = llvm.getelementptr %189[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %308 = llvm.load %307 : !llvm.ptr -> f32
              %309 = llvm.getelementptr %189[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %310 = llvm.load %309 : !llvm.ptr -> f32
              %311 = llvm.getelementptr %189[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %312 = llvm.load %311 : !llvm.ptr -> f32
              %313 = llvm.getelementptr %189[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %314 = llvm.load %313 : !llvm.ptr -> f32
              %315 = llvm.getelementptr %189[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %316 = llvm.load %315 : !llvm.ptr -> f32
              %317 = cute_nvgpu.atom.get_value<accum_c>(%arg23) : (!mma_bf16_bf16_f32_64x128x16_f885) -> i1
              %318 = arith.extui %317 : i1 to i32
              %iter_75 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %319 = builtin.unrealized_conversion_cast %iter_75 : !cute_nvgpu.smem_desc to i64
              %iter_76 = cute.get_iter(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %320 = builtin.unrealized_conversion_cast %iter_76 : !cute_nvgpu.smem_desc to i64
              %c1_i32_9 = arith.constant 1 : i32
              %c1_i32_10 = arith.constant 1 : i32
              %c0_i32_9 = arith.constant 0 : i32
              %c0_i32_10 = arith.constant 0 : i32
              %321 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %319, %320, %318, %c1_i32_9, %c1_i32_10, %c0_i32_9, %c0_i32_10 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %322 = llvm.extractvalue %321[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %323 = llvm.extractvalue %321[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %324 = llvm.extractvalue %321[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %325 = llvm.extractvalue %321[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %326 = llvm.extractvalue %321[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %327 = llvm.extractvalue %321[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %328 = llvm.extractvalue %321[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %329 = llvm.extractvalue %321[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %330 = llvm.extractvalue %321[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %331 = llvm.extractvalue %321[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %332 = llvm.extractvalue %321[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %333 = llvm.extractvalue %321[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %334 = llvm.extractvalue %321[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %335 = llvm.extractvalue %321[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %336 = llvm.extractvalue %321[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %337 = llvm.extractvalue %321[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %338 = llvm.extractvalue %321[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %339 = llvm.extractvalue %321[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %340 = llvm.extractvalue %321[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %341 = llvm.extractvalue %321[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %342 = llvm.extractvalue %321[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %343 = llvm.extractvalue %321[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %344 = llvm.extractvalue %321[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %345 = llvm.extractvalue %321[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %346 = llvm.extractvalue %321[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %347 = llvm.extractvalue %321[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %348 = llvm.extractvalue %321[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %349 = llvm.extractvalue %321[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %350 = llvm.extractvalue %321[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %351 = llvm.extractvalue %321[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %352 = llvm.extractvalue %321[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %353 = llvm.extractvalue %321[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %354 = llvm.extractvalue %321[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %355 = llvm.extractvalue %321[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %356 = llvm.extractvalue %321[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %357 = llvm.extractvalue %321[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %358 = llvm.extractvalue %321[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %359 = llvm.extractvalue %321[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %360 = llvm.extractvalue %321[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %361 = llvm.extractvalue %321[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %362 = llvm.extractvalue %321[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %363 = llvm.extractvalue %321[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %364 = llvm.extractvalue %321[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %365 = llvm.extractvalue %321[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %366 = llvm.extractvalue %321[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %367 = llvm.extractvalue %321[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %368 = llvm.extractvalue %321[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %369 = llvm.extractvalue %321[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %370 = llvm.extractvalue %321[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %371 = llvm.extractvalue %321[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %372 = llvm.extractvalue %321[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %373 = llvm.extractvalue %321[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %374 = llvm.extractvalue %321[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %375 = llvm.extractvalue %321[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %376 = llvm.extractvalue %321[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %377 = llvm.extractvalue %321[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %378 = llvm.extractvalue %321[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %379 = llvm.extractvalue %321[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %380 = llvm.extractvalue %321[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %381 = llvm.extractvalue %321[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %382 = llvm.extractvalue %321[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %383 = llvm.extractvalue %321[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %384 = llvm.extractvalue %321[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %385 = llvm.extractvalue %321[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %iter_77 = cute.get_iter(%view_50) : !memref_rmem_f32_e17b
              %386 = builtin.unrealized_conversion_cast %iter_77 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %322, %386 : f32, !llvm.ptr
              %387 = llvm.getelementptr %386[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %323, %387 : f32, !llvm.ptr
              %388 = llvm.getelementptr %386[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %324, %388 : f32, !llvm.ptr
              %389 = llvm.getelementptr %386[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %325, %389 : f32, !llvm.ptr
              %390 = llvm.getelementptr %386[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %326, %390 : f32, !llvm.ptr
              %391 = llvm.getelementptr %386[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %327, %391 : f32, !llvm.ptr
              %392 = llvm.getelementptr %386[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %328, %392 : f32, !llvm.ptr
              %393 = llvm.getelementptr %386[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %329, %393 : f32, !llvm.ptr
              %394 = llvm.getelementptr %386[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %330, %394 : f32, !llvm.ptr
              %395 = llvm.getelementptr %386[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %331, %395 : f32, !llvm.ptr
              %396 = llvm.getelementptr %386[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %332, %396 : f32, !llvm.ptr
              %397 = llvm.getelementptr %386[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %333, %397 : f32, !llvm.ptr
              %398 = llvm.getelementptr %386[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %334, %398 : f32, !llvm.ptr
              %399 = llvm.getelementptr %386[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %335, %399 : f32, !llvm.ptr
              %400 = llvm.getelementptr %386[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %336, %400 : f32, !llvm.ptr
              %401 = llvm.getelementptr %386[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %337, %401 : f32, !llvm.ptr
              %402 = llvm.getelementptr %386[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %338, %402 : f32, !llvm.ptr
              %403 = llvm.getelementptr %386[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %339, %403 : f32, !llvm.ptr
              %404 = llvm.getelementptr %386[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %340, %404 : f32, !llvm.ptr
              %405 = llvm.getelementptr %386[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %341, %405 : f32, !llvm.ptr
              %436 = llvm.getelementptr %386[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %342, %436 : f32, !llvm.ptr
              %437 = llvm.getelementptr %386[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %343, %437 : f32, !llvm.ptr
              %438 = llvm.getelementptr %386[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %344, %438 : f32, !llvm.ptr
              %439 = llvm.getelementptr %386[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %345, %439 : f32, !llvm.ptr
              %440 = llvm.getelementptr %386[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %346, %440 : f32, !llvm.ptr
              %441 = llvm.getelementptr %386[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %347, %441 : f32, !llvm.ptr
              %442 = llvm.getelementptr %386[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %348, %442 : f32, !llvm.ptr
              %443 = llvm.getelementptr %386[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %349, %443 : f32, !llvm.ptr
              %444 = llvm.getelementptr %386[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %350, %444 : f32, !llvm.ptr
              %445 = llvm.getelementptr %386[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %351, %445 : f32, !llvm.ptr
              %446 = llvm.getelementptr %386[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %352, %446 : f32, !llvm.ptr
              %447 = llvm.getelementptr %386[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %353, %447 : f32, !llvm.ptr
              %448 = llvm.getelementptr %386[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %354, %448 : f32, !llvm.ptr
              %449 = llvm.getelementptr %386[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %355, %449 : f32, !llvm.ptr
              %450 = llvm.getelementptr %386[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %356, %450 : f32, !llvm.ptr
              %451 = llvm.getelementptr %386[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %357, %451 : f32, !llvm.ptr
              %452 = llvm.getelementptr %386[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %358, %452 : f32, !llvm.ptr
              %453 = llvm.getelementptr %386[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %359, %453 : f32, !llvm.ptr
              %454 = llvm.getelementptr %386[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %360, %454 : f32, !llvm.ptr
              %455 = llvm.getelementptr %386[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %361, %455 : f32, !llvm.ptr
              %456 = llvm.getelementptr %386[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %362, %456 : f32, !llvm.ptr
              %457 = llvm.getelementptr %386[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %363, %457 : f32, !llvm.ptr
              %458 = llvm.getelementptr %386[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %364, %458 : f32, !llvm.ptr
              %459 = llvm.getelementptr %386[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %365, %459 : f32, !llvm.ptr
              %460 = llvm.getelementptr %386[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %366, %460 : f32, !llvm.ptr
              %461 = llvm.getelementptr %386[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %367, %461 : f32, !llvm.ptr
              %462 = llvm.getelementptr %386[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %368, %462 : f32, !llvm.ptr
              %463 = llvm.getelementptr %386[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %369, %463 : f32, !llvm.ptr
              %464 = llvm.getelementptr %386[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %370, %464 : f32, !llvm.ptr
              %465 = llvm.getelementptr %386[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %371, %465 : f32, !llvm.ptr
              %466 = llvm.getelementptr %386[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %372, %466 : f32, !llvm.ptr
              %467 = llvm.getelementptr %386[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %373, %467 : f32, !llvm.ptr
              %468 = llvm.getelementptr %386[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %374, %468 : f32, !llvm.ptr
              %469 = llvm.getelementptr %386[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %375, %469 : f32, !llvm.ptr
              %470 = llvm.getelementptr %386[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %376, %470 : f32, !llvm.ptr
              %471 = llvm.getelementptr %386[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377, %471 : f32, !llvm.ptr
              %472 = llvm.getelementptr %386[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %378, %472 : f32, !llvm.ptr
              %473 = llvm.getelementptr %386[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %379, %473 : f32, !llvm.ptr
              %474 = llvm.getelementptr %386[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %380, %474 : f32, !llvm.ptr
              %475 = llvm.getelementptr %386[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %381, %475 : f32, !llvm.ptr
              %476 = llvm.getelementptr %386[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %382, %476 : f32, !llvm.ptr
              %477 = llvm.getelementptr %386[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %383, %477 : f32, !llvm.ptr
              %478 = llvm.getelementptr %386[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %384, %478 : f32, !llvm.ptr
              %479 = llvm.getelementptr %386[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %385, %479 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {loop_annotation = #loop_annotation_0327}
            scf.yield %184 : !mma_bf16_bf16_f32_64x128x16_f885
          } {loop_annotation = #loop_annotation_0327}
          scf.yield %183 : !mma_bf16_bf16_f32_64x128x16_f885
        } {loop_annotation = #loop_annotation_0327}
        %coord_32 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,2,?)">
        %lay_37 = cute.get_layout(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_28 = cute.crd2idx(%coord_32, %lay_37) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
        %iter_84 = cute.get_iter(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_23 = cute.add_offset(%iter_84, %idx_28) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
        %view_54 = cute.make_view(%tup_23) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_33 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,2,?)">
        %lay_83 = cute.get_layout(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_29 = cute.crd2idx(%coord_33, %lay_83) : (!cute.coord<"(_,_,2,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=4}">
        %iter_85 = cute.get_iter(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_24 = cute.add_offset(%iter_85, %idx_29) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=4}">) -> !cute_nvgpu.smem_desc
        %view_32 = cute.make_view(%tup_24) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_38 = cute.get_iter(%view_54) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_86 = cute.get_iter(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_39 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_40 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_40 = cute.get_layout(%view_54) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_41 = cute.get_layout(%view_32) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_84 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_85 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %152 = cute.static : !cute.layout<"1:0">
        %append_18 = cute.append_to_rank<3> (%lay_40, %152) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_19 = cute.append_to_rank<3> (%lay_41, %152) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %137 = cute.get_shape(%append_18) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
        %shape_12 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_1 = cute.to_int_tuple(%shape_12) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %138 = cute.get_shape(%append_18) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
        %shape_31 = cute.make_shape() : () -> !cute.shape<"2">
        %itup_20 = cute.to_int_tuple(%shape_31) : !cute.shape<"2"> to !cute.int_tuple<"2">
        %140 = cute.get_shape(%append_19) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
        %shape_32 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_21 = cute.to_int_tuple(%shape_32) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %141 = cute.get_scalars(%itup_1) : !cute.int_tuple<"1">
        %142 = cute.get_scalars(%itup_20) : !cute.int_tuple<"2">
        %143 = cute.get_scalars(%itup_21) : !cute.int_tuple<"1">
        %c0_i32_12 = arith.constant 0 : i32
        %c1_i32_12 = arith.constant 1 : i32
        %162 = scf.for %arg18 = %c0_i32_12 to %141 step %c1_i32_12 iter_args(%arg19 = %433) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %183 = scf.for %arg20 = %c0_i32_12 to %142 step %c1_i32_12 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %184 = scf.for %arg22 = %c0_i32_12 to %143 step %c1_i32_12 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_27 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_28 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_29 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %185:2 = cute.get_scalars(%coord_27) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_73 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_22 = cute.crd2idx(%coord_27, %append_18) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_19 = cute.add_offset(%iter_38, %idx_22) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_48 = cute.make_view(%tup_19, %lay_73) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %186:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_74 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_23 = cute.crd2idx(%coord_28, %append_19) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_20 = cute.add_offset(%iter_86, %idx_23) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_49 = cute.make_view(%tup_20, %lay_74) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %187:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_75 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_24 = cute.crd2idx(%coord_29, %lay_84) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_19 = cute.add_offset(%iter_39, %idx_24) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_50 = cute.make_view(%ptr_19, %lay_75) : !memref_rmem_f32_e17b
              %188:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_76 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_25 = cute.crd2idx(%coord_29, %lay_85) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_20 = cute.add_offset(%iter_40, %idx_25) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_51 = cute.make_view(%ptr_20, %lay_76) : !memref_rmem_f32_e17b
              %iter_74 = cute.get_iter(%view_50) : !memref_rmem_f32_e17b
              %189 = builtin.unrealized_conversion_cast %iter_74 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %190 = llvm.load %189 : !llvm.ptr -> f32
              %191 = llvm.getelementptr %189[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %192 = llvm.load %191 : !llvm.ptr -> f32
              %193 = llvm.getelementptr %189[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %194 = llvm.load %193 : !llvm.ptr -> f32
              %195 = llvm.getelementptr %189[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %196 = llvm.load %195 : !llvm.ptr -> f32
              %197 = llvm.getelementptr %189[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %198 = llvm.load %197 : !llvm.ptr -> f32
              %199 = llvm.getelementptr %189[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %200 = llvm.load %199 : !llvm.ptr -> f32
              %201 = llvm.getelementptr %189[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %202 = llvm.load %201 : !llvm.ptr -> f32
              %203 = llvm.getelementptr %189[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %204 = llvm.load %203 : !llvm.ptr -> f32
              %205 = llvm.getelementptr %189[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %206 = llvm.load %205 : !llvm.ptr -> f32
              %207 = llvm.getelementptr %189[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %208 = llvm.load %207 : !llvm.ptr -> f32
              %209 = llvm.getelementptr %189[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %210 = llvm.load %209 : !llvm.ptr -> f32
              %211 = llvm.getelementptr %189[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %212 = llvm.load %211 : !llvm.ptr -> f32
              %213 = llvm.getelementptr %189[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %214 = llvm.load %213 : !llvm.ptr -> f32
              %215 = llvm.getelementptr %189[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %216 = llvm.load %215 : !llvm.ptr -> f32
              %217 = llvm.getelementptr %189[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %218 = llvm.load %217 : !llvm.ptr -> f32
              %219 = llvm.getelementptr %189[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %220 = llvm.load %219 : !llvm.ptr -> f32
              %221 = llvm.getelementptr %189[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %222 = llvm.load %221 : !llvm.ptr -> f32
              %223 = llvm.getelementptr %189[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %224 = llvm.load %223 : !llvm.ptr -> f32
              %225 = llvm.getelementptr %189[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %226 = llvm.load %225 : !llvm.ptr -> f32
              %227 = llvm.getelementptr %189[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %228 = llvm.load %227 : !llvm.ptr -> f32
              %229 = llvm.getelementptr %189[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %230 = llvm.load %229 : !llvm.ptr -> f32
              %231 = llvm.getelementptr %189[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %232 = llvm.load %231 : !llvm.ptr -> f32
              %233 = llvm.getelementptr %189[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %234 = llvm.load %233 : !llvm.ptr -> f32
              %235 = llvm.getelementptr %189[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %236 = llvm.load %235 : !llvm.ptr -> f32
              %237 = llvm.getelementptr %189[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %238 = llvm.load %237 : !llvm.ptr -> f32
              %239 = llvm.getelementptr %189[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %240 = llvm.load %239 : !llvm.ptr -> f32
              %241 = llvm.getelementptr %189[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %242 = llvm.load %241 : !llvm.ptr -> f32
              %243 = llvm.getelementptr %189[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %244 = llvm.load %243 : !llvm.ptr -> f32
              %245 = llvm.getelementptr %189[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %246 = llvm.load %245 : !llvm.ptr -> f32
              %247 = llvm.getelementptr %189[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %248 = llvm.load %247 : !llvm.ptr -> f32
              %249 = llvm.getelementptr %189[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %250 = llvm.load %249 : !llvm.ptr -> f32
              %251 = llvm.getelementptr %189[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %252 = llvm.load %251 : !llvm.ptr -> f32
              %253 = llvm.getelementptr %189[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %254 = llvm.load %253 : !llvm.ptr -> f32
              %255 = llvm.getelementptr %189[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %256 = llvm.load %255 : !llvm.ptr -> f32
              %257 = llvm.getelementptr %189[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %258 = llvm.load %257 : !llvm.ptr -> f32
              %259 = llvm.getelementptr %189[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %260 = llvm.load %259 : !llvm.ptr -> f32
              %261 = llvm.getelementptr %189[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %262 = llvm.load %261 : !llvm.ptr -> f32
              %263 = llvm.getelementptr %189[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %264 = llvm.load %263 : !llvm.ptr -> f32
              %265 = llvm.getelementptr %189[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %266 = llvm.load %265 : !llvm.ptr -> f32
              %267 = llvm.getelementptr %189[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %268 = llvm.load %267 : !llvm.ptr -> f32
              %269 = llvm.getelementptr %189[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %270 = llvm.load %269 : !llvm.ptr -> f32
              %271 = llvm.getelementptr %189[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %272 = llvm.load %271 : !llvm.ptr -> f32
              %273 = llvm.getelementptr %189[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %274 = llvm.load %273 : !llvm.ptr -> f32
              %275 = llvm.getelementptr %189[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %276 = llvm.load %275 : !llvm.ptr -> f32
              %277 = llvm.getelementptr %189[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %278 = llvm.load %277 : !llvm.ptr -> f32
              %279 = llvm.getelementptr %189[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %280 = llvm.load %279 : !llvm.ptr -> f32
              %281 = llvm.getelementptr %189[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %282 = llvm.load %281 : !llvm.ptr -> f32
              %283 = llvm.getelementptr %189[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %284 = llvm.load %283 : !llvm.ptr -> f32
              %285 = llvm.getelementptr %189[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %286 = llvm.load %285 : !llvm.ptr -> f32
              %287 = llvm.getelementptr %189[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %288 = llvm.load %287 : !llvm.ptr -> f32
              %289 = llvm.getelementptr %189[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %290 = llvm.load %289 : !llvm.ptr -> f32
              %291 = llvm.getelementptr %189[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %292 = llvm.load %291 : !llvm.ptr -> f32
              %293 = llvm.getelementptr %189[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %294 = llvm.load %293 : !llvm.ptr -> f32
              %295 = llvm.getelementptr %189[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %296 = llvm.load %295 : !llvm.ptr -> f32
              %297 = llvm.getelementptr %189[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %298 = llvm.load %297 : !llvm.ptr -> f32
              %299 = llvm.getelementptr %189[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %300 = llvm.load %299 : !llvm.ptr -> f32
              %301 = llvm.getelementptr %189[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %302 = llvm.load %301 : !llvm.ptr -> f32
              %303 = llvm.getelementptr %189[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %304 = llvm.load %303 : !llvm.ptr -> f32
              %305 = llvm.getelementptr %189[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %306 = llvm.load %305 : !llvm.ptr -> f32
              %307 = llvm.getelementptr %189[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %308 = llvm.load %307 : !llvm.ptr -> f32
              %309 = llvm.getelementptr %189[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %310 = llvm.load %309 : !llvm.ptr -> f32
              %311 = llvm.getelementptr %189[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %312 = llvm.load %311 : !llvm.ptr -> f32
              %313 = llvm.getelementptr %189[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %314 = llvm.load %313 : !llvm.ptr -> f32
              %315 = llvm.getelementptr %189[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %316 = llvm.load %315 : !llvm.ptr -> f32
              %317 = cute_nvgpu.atom.get_value<accum_c>(%arg23) : (!mma_bf16_bf16_f32_64x128x16_f885) -> i1
              %318 = arith.extui %317 : i1 to i32
              %iter_75 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %319 = builtin.unrealized_conversion_cast %iter_75 : !cute_nvgpu.smem_desc to i64
              %iter_76 = cute.get_iter(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %320 = builtin.unrealized_conversion_cast %iter_76 : !cute_nvgpu.smem_desc to i64
              %c1_i32_9 = arith.constant 1 : i32
              %c1_i32_10 = arith.constant 1 : i32
              %c0_i32_9 = arith.constant 0 : i32
              %c0_i32_10 = arith.constant 0 : i32
              %321 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %319, %320, %318, %c1_i32_9, %c1_i32_10, %c0_i32_9, %c0_i32_10 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %322 = llvm.extractvalue %321[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %323 = llvm.extractvalue %321[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %324 = llvm.extractvalue %321[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %325 = llvm.extractvalue %321[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %326 = llvm.extractvalue %321[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %327 = llvm.extractvalue %321[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %328 = llvm.extractvalue %321[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %329 = llvm.extractvalue %321[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %330 = llvm.extractvalue %321[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %331 = llvm.extractvalue %321[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %332 = llvm.extractvalue %321[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %333 = llvm.extractvalue %321[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %334 = llvm.extractvalue %321[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %335 = llvm.extractvalue %321[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %336 = llvm.extractvalue %321[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %337 = llvm.extractvalue %321[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %338 = llvm.extractvalue %321[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %339 = llvm.extractvalue %321[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %340 = llvm.extractvalue %321[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %341 = llvm.extractvalue %321[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %342 = llvm.extractvalue %321[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %343 = llvm.extractvalue %321[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %344 = llvm.extractvalue %321[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %345 = llvm.extractvalue %321[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %346 = llvm.extractvalue %321[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %347 = llvm.extractvalue %321[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %348 = llvm.extractvalue %321[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %349 = llvm.extractvalue %321[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %350 = llvm.extractvalue %321[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %351 = llvm.extractvalue %321[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %352 = llvm.extractvalue %321[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %353 = llvm.extractvalue %321[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %354 = llvm.extractvalue %321[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %355 = llvm.extractvalue %321[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %356 = llvm.extractvalue %321[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %357 = llvm.extractvalue %321[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %358 = llvm.extractvalue %321[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %359 = llvm.extractvalue %321[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %360 = llvm.extractvalue %321[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %361 = llvm.extractvalue %321[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %362 = llvm.extractvalue %321[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %363 = llvm.extractvalue %321[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %364 = llvm.extractvalue %321[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %365 = llvm.extractvalue %321[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %366 = llvm.extractvalue %321[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %367 = llvm.extractvalue %321[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %368 = llvm.extractvalue %321[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %369 = llvm.extractvalue %321[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %370 = llvm.extractvalue %321[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %371 = llvm.extractvalue %321[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %372 = llvm.extractvalue %321[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %373 = llvm.extractvalue %321[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %374 = llvm.extractvalue %321[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %375 = llvm.extractvalue %321[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %376 = llvm.extractvalue %321[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %377 = llvm.extractvalue %321[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %378 = llvm.extractvalue %321[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %379 = llvm.extractvalue %321[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %380 = llvm.extractvalue %321[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %381 = llvm.extractvalue %321[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %382 = llvm.extractvalue %321[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %383 = llvm.extractvalue %321[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %384 = llvm.extractvalue %321[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %385 = llvm.extractvalue %321[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %iter_77 = cute.get_iter(%view_50) : !memref_rmem_f32_e17b
              %386 = builtin.unrealized_conversion_cast %iter_77 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %322, %386 : f32, !llvm.ptr
              %387 = llvm.getelementptr %386[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %323, %387 : f32, !llvm.ptr
              %388 = llvm.getelementptr %386[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %324, %388 : f32, !llvm.ptr
              %389 = llvm.getelementptr %386[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %325, %389 : f32, !llvm.ptr
              %390 = llvm.getelementptr %386[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %326, %390 : f32, !llvm.ptr
              %391 = llvm.getelementptr %386[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %327, %391 : f32, !llvm.ptr
              %392 = llvm.getelementptr %386[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %328, %392 : f32, !llvm.ptr
              %393 = llvm.getelementptr %386[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %329, %393 : f32, !llvm.ptr
              %394 = llvm.getelementptr %386[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %330, %394 : f32, !llvm.ptr
              %395 = llvm.getelementptr %386[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %331, %395 : f32, !llvm.ptr
              %396 = llvm.getelementptr %386[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %332, %396 : f32, !llvm.ptr
              %397 = llvm.getelementptr %386[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %333, %397 : f32, !llvm.ptr
              %398 = llvm.getelementptr %386[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %334, %398 : f32, !llvm.ptr
              %399 = llvm.getelementptr %386[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %335, %399 : f32, !llvm.ptr
              %400 = llvm.getelementptr %386[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %336, %400 : f32, !llvm.ptr
              %401 = llvm.getelementptr %386[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %337, %401 : f32, !llvm.ptr
              %402 = llvm.getelementptr %386[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %338, %402 : f32, !llvm.ptr
              %403 = llvm.getelementptr %386[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %339, %403 : f32, !llvm.ptr
              %404 = llvm.getelementptr %386[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %340, %404 : f32, !llvm.ptr
              %405 = llvm.getelementptr %386[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %341, %405 : f32, !llvm.ptr
              %436 = llvm.getelementptr %386[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %342, %436 : f32, !llvm.ptr
              %437 = llvm.getelementptr %386[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %343, %437 : f32, !llvm.ptr
              %438 = llvm.getelementptr %386[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %344, %438 : f32, !llvm.ptr
              %439 = llvm.getelementptr %386[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %345, %439 : f32, !llvm.ptr
              %440 = llvm.getelementptr %386[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %346, %440 : f32, !llvm.ptr
              %441 = llvm.getelementptr %386[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %347, %441 : f32, !llvm.ptr
              %442 = llvm.getelementptr %386[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %348, %442 : f32, !llvm.ptr
              %443 = llvm.getelementptr %386[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %349, %443 : f32, !llvm.ptr
              %444 = llvm.getelementptr %386[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %350, %444 : f32, !llvm.ptr
              %445 = llvm.getelementptr %386[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %351, %445 : f32, !llvm.ptr
              %446 = llvm.getelementptr %386[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %352, %446 : f32, !llvm.ptr
              %447 = llvm.getelementptr %386[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %353, %447 : f32, !llvm.ptr
              %448 = llvm.getelementptr %386[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %354, %448 : f32, !llvm.ptr
              %449 = llvm.getelementptr %386[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %355, %449 : f32, !llvm.ptr
              %450 = llvm.getelementptr %386[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %356, %450 : f32, !llvm.ptr
              %451 = llvm.getelementptr %386[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %357, %451 : f32, !llvm.ptr
              %452 = llvm.getelementptr %386[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %358, %452 : f32, !llvm.ptr
              %453 = llvm.getelementptr %386[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %359, %453 : f32, !llvm.ptr
              %454 = llvm.getelementptr %386[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %360, %454 : f32, !llvm.ptr
              %455 = llvm.getelementptr %386[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %361, %455 : f32, !llvm.ptr
              %456 = llvm.getelementptr %386[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %362, %456 : f32, !llvm.ptr
              %457 = llvm.getelementptr %386[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %363, %457 : f32, !llvm.ptr
              %458 = llvm.getelementptr %386[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %364, %458 : f32, !llvm.ptr
              %459 = llvm.getelementptr %386[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %365, %459 : f32, !llvm.ptr
              %460 = llvm.getelementptr %386[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %366, %460 : f32, !llvm.ptr
              %461 = llvm.getelementptr %386[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %367, %461 : f32, !llvm.ptr
              %462 = llvm.getelementptr %386[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %368, %462 : f32, !llvm.ptr
              %463 = llvm.getelementptr %386[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %369, %463 : f32, !llvm.ptr
              %464 = llvm.getelementptr %386[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %370, %464 : f32, !llvm.ptr
              %465 = llvm.getelementptr %386[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %371, %465 : f32, !llvm.ptr
              %466 = llvm.getelementptr %386[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %372, %466 : f32, !llvm.ptr
              %467 = llvm.getelementptr %386[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %373, %467 : f32, !llvm.ptr
              %468 = llvm.getelementptr %386[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %374, %468 : f32, !llvm.ptr
              %469 = llvm.getelementptr %386[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %375, %469 : f32, !llvm.ptr
              %470 = llvm.getelementptr %386[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %376, %470 : f32, !llvm.ptr
              %471 = llvm.getelementptr %386[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377, %471 : f32, !llvm.ptr
              %472 = llvm.getelementptr %386[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %378, %472 : f32, !llvm.ptr
              %473 = llvm.getelementptr %386[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %379, %473 : f32, !llvm.ptr
              %474 = llvm.getelementptr %386[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %380, %474 : f32, !llvm.ptr
              %475 = llvm.getelementptr %386[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %381, %475 : f32, !llvm.ptr
              %476 = llvm.getelementptr %386[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %382, %476 : f32, !llvm.ptr
              %477 = llvm.getelementptr %386[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %383, %477 : f32, !llvm.ptr
              %478 = llvm.getelementptr %386[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %384, %478 : f32, !llvm.ptr
              %479 = llvm.getelementptr %386[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %385, %479 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {loop_annotation = #loop_annotation_0327}
            scf.yield %184 : !mma_bf16_bf16_f32_64x128x16_f885
          } {loop_annotation = #loop_annotation_0327}
          scf.yield %183 : !mma_bf16_bf16_f32_64x128x16_f885
        } {loop_annotation = #loop_annotation_0327}
        %coord_34 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,3,?)">
        %lay_31 = cute.get_layout(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %idx_5 = cute.crd2idx(%coord_34, %lay_31) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_87 = cute.get_iter(%view_16) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
        %tup_25 = cute.add_offset(%iter_87, %idx_5) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_55 = cute.make_view(%tup_25) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %coord_35 = cute.make_coord(%arg16) : (i32) -> !cute.coord<"(_,_,3,?)">
        %lay_32 = cute.get_layout(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %idx_30 = cute.crd2idx(%coord_35, %lay_32) : (!cute.coord<"(_,_,3,?)">, !cute.layout<"(1,1,4,(1,6)):(0,0,2,(0,1024))">) -> !cute.int_tuple<"?{div=2}">
        %iter_88 = cute.get_iter(%view_18) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
        %tup_26 = cute.add_offset(%iter_88, %idx_30) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=2}">) -> !cute_nvgpu.smem_desc
        %view_56 = cute.make_view(%tup_26) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_89 = cute.get_iter(%view_55) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %iter_90 = cute.get_iter(%view_56) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %iter_91 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %iter_92 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
        %lay_86 = cute.get_layout(%view_55) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
        %lay_87 = cute.get_layout(%view_56) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
        %lay_88 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %lay_89 = cute.get_layout(%rmem) : !memref_rmem_f32_7625
        %163 = cute.static : !cute.layout<"1:0">
        %append_20 = cute.append_to_rank<3> (%lay_86, %163) : !cute.layout<"(1,2):(0,512)">, !cute.layout<"1:0">
        %append_21 = cute.append_to_rank<3> (%lay_87, %163) : !cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">
        %164 = cute.get_shape(%append_20) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
        %shape_33 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_22 = cute.to_int_tuple(%shape_33) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %165 = cute.get_shape(%append_20) : (!cute.layout<"(1,2,1):(0,512,0)">) -> !cute.shape<"(1,2,1)">
        %shape_34 = cute.make_shape() : () -> !cute.shape<"2">
        %itup_23 = cute.to_int_tuple(%shape_34) : !cute.shape<"2"> to !cute.int_tuple<"2">
        %166 = cute.get_shape(%append_21) : (!cute.layout<"(1,1,1):(0,0,0)">) -> !cute.shape<"(1,1,1)">
        %shape_35 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_24 = cute.to_int_tuple(%shape_35) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %167 = cute.get_scalars(%itup_22) : !cute.int_tuple<"1">
        %168 = cute.get_scalars(%itup_23) : !cute.int_tuple<"2">
        %169 = cute.get_scalars(%itup_24) : !cute.int_tuple<"1">
        %c0_i32_13 = arith.constant 0 : i32
        %c1_i32_13 = arith.constant 1 : i32
        %170 = scf.for %arg18 = %c0_i32_13 to %167 step %c1_i32_13 iter_args(%arg19 = %433) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
          %183 = scf.for %arg20 = %c0_i32_13 to %168 step %c1_i32_13 iter_args(%arg21 = %arg19) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
            %184 = scf.for %arg22 = %c0_i32_13 to %169 step %c1_i32_13 iter_args(%arg23 = %arg21) -> (!mma_bf16_bf16_f32_64x128x16_f885)  : i32 {
              %coord_27 = cute.make_coord(%arg20, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_28 = cute.make_coord(%arg22, %arg18) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_29 = cute.make_coord(%arg20, %arg22) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %185:2 = cute.get_scalars(%coord_27) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_73 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_22 = cute.crd2idx(%coord_27, %append_20) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,2,1):(0,512,0)">) -> !cute.int_tuple<"?{div=512}">
              %tup_19 = cute.add_offset(%iter_89, %idx_22) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
              %view_48 = cute.make_view(%tup_19, %lay_73) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %186:2 = cute.get_scalars(%coord_28) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_74 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_23 = cute.crd2idx(%coord_28, %append_21) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
              %tup_20 = cute.add_offset(%iter_90, %idx_23) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"0">) -> !cute_nvgpu.smem_desc
              %view_49 = cute.make_view(%tup_20, %lay_74) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %187:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_75 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_24 = cute.crd2idx(%coord_29, %lay_88) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_19 = cute.add_offset(%iter_91, %idx_24) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_50 = cute.make_view(%ptr_19, %lay_75) : !memref_rmem_f32_e17b
              %188:2 = cute.get_scalars(%coord_29) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_76 = cute.make_layout() : !cute.layout<"((2,2,16)):((1,2,4))">
              %idx_25 = cute.crd2idx(%coord_29, %lay_89) : (!cute.coord<"(_,?,?)">, !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.int_tuple<"?{div=64}">
              %ptr_20 = cute.add_offset(%iter_92, %idx_25) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, rmem, align<32>>
              %view_51 = cute.make_view(%ptr_20, %lay_76) : !memref_rmem_f32_e17b
              %iter_74 = cute.get_iter(%view_50) : !memref_rmem_f32_e17b
              %189 = builtin.unrealized_conversion_cast %iter_74 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              %190 = llvm.load %189 : !llvm.ptr -> f32
              %191 = llvm.getelementptr %189[1] : (!llvm.ptr) -> !llvm.ptr, f32
              %192 = llvm.load %191 : !llvm.ptr -> f32
              %193 = llvm.getelementptr %189[2] : (!llvm.ptr) -> !llvm.ptr, f32
              %194 = llvm.load %193 : !llvm.ptr -> f32
              %195 = llvm.getelementptr %189[3] : (!llvm.ptr) -> !llvm.ptr, f32
              %196 = llvm.load %195 : !llvm.ptr -> f32
              %197 = llvm.getelementptr %189[4] : (!llvm.ptr) -> !llvm.ptr, f32
              %198 = llvm.load %197 : !llvm.ptr -> f32
              %199 = llvm.getelementptr %189[5] : (!llvm.ptr) -> !llvm.ptr, f32
              %200 = llvm.load %199 : !llvm.ptr -> f32
              %201 = llvm.getelementptr %189[6] : (!llvm.ptr) -> !llvm.ptr, f32
              %202 = llvm.load %201 : !llvm.ptr -> f32
              %203 = llvm.getelementptr %189[7] : (!llvm.ptr) -> !llvm.ptr, f32
              %204 = llvm.load %203 : !llvm.ptr -> f32
              %205 = llvm.getelementptr %189[8] : (!llvm.ptr) -> !llvm.ptr, f32
              %206 = llvm.load %205 : !llvm.ptr -> f32
              %207 = llvm.getelementptr %189[9] : (!llvm.ptr) -> !llvm.ptr, f32
              %208 = llvm.load %207 : !llvm.ptr -> f32
              %209 = llvm.getelementptr %189[10] : (!llvm.ptr) -> !llvm.ptr, f32
              %210 = llvm.load %209 : !llvm.ptr -> f32
              %211 = llvm.getelementptr %189[11] : (!llvm.ptr) -> !llvm.ptr, f32
              %212 = llvm.load %211 : !llvm.ptr -> f32
              %213 = llvm.getelementptr %189[12] : (!llvm.ptr) -> !llvm.ptr, f32
              %214 = llvm.load %213 : !llvm.ptr -> f32
              %215 = llvm.getelementptr %189[13] : (!llvm.ptr) -> !llvm.ptr, f32
              %216 = llvm.load %215 : !llvm.ptr -> f32
              %217 = llvm.getelementptr %189[14] : (!llvm.ptr) -> !llvm.ptr, f32
              %218 = llvm.load %217 : !llvm.ptr -> f32
              %219 = llvm.getelementptr %189[15] : (!llvm.ptr) -> !llvm.ptr, f32
              %220 = llvm.load %219 : !llvm.ptr -> f32
              %221 = llvm.getelementptr %189[16] : (!llvm.ptr) -> !llvm.ptr, f32
              %222 = llvm.load %221 : !llvm.ptr -> f32
              %223 = llvm.getelementptr %189[17] : (!llvm.ptr) -> !llvm.ptr, f32
              %224 = llvm.load %223 : !llvm.ptr -> f32
              %225 = llvm.getelementptr %189[18] : (!llvm.ptr) -> !llvm.ptr, f32
              %226 = llvm.load %225 : !llvm.ptr -> f32
              %227 = llvm.getelementptr %189[19] : (!llvm.ptr) -> !llvm.ptr, f32
              %228 = llvm.load %227 : !llvm.ptr -> f32
              %229 = llvm.getelementptr %189[20] : (!llvm.ptr) -> !llvm.ptr, f32
              %230 = llvm.load %229 : !llvm.ptr -> f32
              %231 = llvm.getelementptr %189[21] : (!llvm.ptr) -> !llvm.ptr, f32
              %232 = llvm.load %231 : !llvm.ptr -> f32
              %233 = llvm.getelementptr %189[22] : (!llvm.ptr) -> !llvm.ptr, f32
              %234 = llvm.load %233 : !llvm.ptr -> f32
              %235 = llvm.getelementptr %189[23] : (!llvm.ptr) -> !llvm.ptr, f32
              %236 = llvm.load %235 : !llvm.ptr -> f32
              %237 = llvm.getelementptr %189[24] : (!llvm.ptr) -> !llvm.ptr, f32
              %238 = llvm.load %237 : !llvm.ptr -> f32
              %239 = llvm.getelementptr %189[25] : (!llvm.ptr) -> !llvm.ptr, f32
              %240 = llvm.load %239 : !llvm.ptr -> f32
              %241 = llvm.getelementptr %189[26] : (!llvm.ptr) -> !llvm.ptr, f32
              %242 = llvm.load %241 : !llvm.ptr -> f32
              %243 = llvm.getelementptr %189[27] : (!llvm.ptr) -> !llvm.ptr, f32
              %244 = llvm.load %243 : !llvm.ptr -> f32
              %245 = llvm.getelementptr %189[28] : (!llvm.ptr) -> !llvm.ptr, f32
              %246 = llvm.load %245 : !llvm.ptr -> f32
              %247 = llvm.getelementptr %189[29] : (!llvm.ptr) -> !llvm.ptr, f32
              %248 = llvm.load %247 : !llvm.ptr -> f32
              %249 = llvm.getelementptr %189[30] : (!llvm.ptr) -> !llvm.ptr, f32
              %250 = llvm.load %249 : !llvm.ptr -> f32
              %251 = llvm.getelementptr %189[31] : (!llvm.ptr) -> !llvm.ptr, f32
              %252 = llvm.load %251 : !llvm.ptr -> f32
              %253 = llvm.getelementptr %189[32] : (!llvm.ptr) -> !llvm.ptr, f32
              %254 = llvm.load %253 : !llvm.ptr -> f32
              %255 = llvm.getelementptr %189[33] : (!llvm.ptr) -> !llvm.ptr, f32
              %256 = llvm.load %255 : !llvm.ptr -> f32
              %257 = llvm.getelementptr %189[34] : (!llvm.ptr) -> !llvm.ptr, f32
              %258 = llvm.load %257 : !llvm.ptr -> f32
              %259 = llvm.getelementptr %189[35] : (!llvm.ptr) -> !llvm.ptr, f32
              %260 = llvm.load %259 : !llvm.ptr -> f32
              %261 = llvm.getelementptr %189[36] : (!llvm.ptr) -> !llvm.ptr, f32
              %262 = llvm.load %261 : !llvm.ptr -> f32
              %263 = llvm.getelementptr %189[37] : (!llvm.ptr) -> !llvm.ptr, f32
              %264 = llvm.load %263 : !llvm.ptr -> f32
              %265 = llvm.getelementptr %189[38] : (!llvm.ptr) -> !llvm.ptr, f32
              %266 = llvm.load %265 : !llvm.ptr -> f32
              %267 = llvm.getelementptr %189[39] : (!llvm.ptr) -> !llvm.ptr, f32
              %268 = llvm.load %267 : !llvm.ptr -> f32
              %269 = llvm.getelementptr %189[40] : (!llvm.ptr) -> !llvm.ptr, f32
              %270 = llvm.load %269 : !llvm.ptr -> f32
              %271 = llvm.getelementptr %189[41] : (!llvm.ptr) -> !llvm.ptr, f32
              %272 = llvm.load %271 : !llvm.ptr -> f32
              %273 = llvm.getelementptr %189[42] : (!llvm.ptr) -> !llvm.ptr, f32
              %274 = llvm.load %273 : !llvm.ptr -> f32
              %275 = llvm.getelementptr %189[43] : (!llvm.ptr) -> !llvm.ptr, f32
              %276 = llvm.load %275 : !llvm.ptr -> f32
              %277 = llvm.getelementptr %189[44] : (!llvm.ptr) -> !llvm.ptr, f32
              %278 = llvm.load %277 : !llvm.ptr -> f32
              %279 = llvm.getelementptr %189[45] : (!llvm.ptr) -> !llvm.ptr, f32
              %280 = llvm.load %279 : !llvm.ptr -> f32
              %281 = llvm.getelementptr %189[46] : (!llvm.ptr) -> !llvm.ptr, f32
              %282 = llvm.load %281 : !llvm.ptr -> f32
              %283 = llvm.getelementptr %189[47] : (!llvm.ptr) -> !llvm.ptr, f32
              %284 = llvm.load %283 : !llvm.ptr -> f32
              %285 = llvm.getelementptr %189[48] : (!llvm.ptr) -> !llvm.ptr, f32
              %286 = llvm.load %285 : !llvm.ptr -> f32
              %287 = llvm.getelementptr %189[49] : (!llvm.ptr) -> !llvm.ptr, f32
              %288 = llvm.load %287 : !llvm.ptr -> f32
              %289 = llvm.getelementptr %189[50] : (!llvm.ptr) -> !llvm.ptr, f32
              %290 = llvm.load %289 : !llvm.ptr -> f32
              %291 = llvm.getelementptr %189[51] : (!llvm.ptr) -> !llvm.ptr, f32
              %292 = llvm.load %291 : !llvm.ptr -> f32
              %293 = llvm.getelementptr %189[52] : (!llvm.ptr) -> !llvm.ptr, f32
              %294 = llvm.load %293 : !llvm.ptr -> f32
              %295 = llvm.getelementptr %189[53] : (!llvm.ptr) -> !llvm.ptr, f32
              %296 = llvm.load %295 : !llvm.ptr -> f32
              %297 = llvm.getelementptr %189[54] : (!llvm.ptr) -> !llvm.ptr, f32
              %298 = llvm.load %297 : !llvm.ptr -> f32
              %299 = llvm.getelementptr %189[55] : (!llvm.ptr) -> !llvm.ptr, f32
              %300 = llvm.load %299 : !llvm.ptr -> f32
              %301 = llvm.getelementptr %189[56] : (!llvm.ptr) -> !llvm.ptr, f32
              %302 = llvm.load %301 : !llvm.ptr -> f32
              %303 = llvm.getelementptr %189[57] : (!llvm.ptr) -> !llvm.ptr, f32
              %304 = llvm.load %303 : !llvm.ptr -> f32
              %305 = llvm.getelementptr %189[58] : (!llvm.ptr) -> !llvm.ptr, f32
              %306 = llvm.load %305 : !llvm.ptr -> f32
              %307 = llvm.getelementptr %189[59] : (!llvm.ptr) -> !llvm.ptr, f32
              %308 = llvm.load %307 : !llvm.ptr -> f32
              %309 = llvm.getelementptr %189[60] : (!llvm.ptr) -> !llvm.ptr, f32
              %310 = llvm.load %309 : !llvm.ptr -> f32
              %311 = llvm.getelementptr %189[61] : (!llvm.ptr) -> !llvm.ptr, f32
              %312 = llvm.load %311 : !llvm.ptr -> f32
              %313 = llvm.getelementptr %189[62] : (!llvm.ptr) -> !llvm.ptr, f32
              %314 = llvm.load %313 : !llvm.ptr -> f32
              %315 = llvm.getelementptr %189[63] : (!llvm.ptr) -> !llvm.ptr, f32
              %316 = llvm.load %315 : !llvm.ptr -> f32
              %317 = cute_nvgpu.atom.get_value<accum_c>(%arg23) : (!mma_bf16_bf16_f32_64x128x16_f885) -> i1
              %318 = arith.extui %317 : i1 to i32
              %iter_75 = cute.get_iter(%view_48) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %319 = builtin.unrealized_conversion_cast %iter_75 : !cute_nvgpu.smem_desc to i64
              %iter_76 = cute.get_iter(%view_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
              %320 = builtin.unrealized_conversion_cast %iter_76 : !cute_nvgpu.smem_desc to i64
              %c1_i32_9 = arith.constant 1 : i32
              %c1_i32_10 = arith.constant 1 : i32
              %c0_i32_9 = arith.constant 0 : i32
              %c0_i32_10 = arith.constant 0 : i32
              %321 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210, %212, %214, %216, %218, %220, %222, %224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282, %284, %286, %288, %290, %292, %294, %296, %298, %300, %302, %304, %306, %308, %310, %312, %314, %316, %319, %320, %318, %c1_i32_9, %c1_i32_10, %c0_i32_9, %c0_i32_10 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %322 = llvm.extractvalue %321[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %323 = llvm.extractvalue %321[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %324 = llvm.extractvalue %321[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %325 = llvm.extractvalue %321[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %326 = llvm.extractvalue %321[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %327 = llvm.extractvalue %321[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %328 = llvm.extractvalue %321[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %329 = llvm.extractvalue %321[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %330 = llvm.extractvalue %321[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %331 = llvm.extractvalue %321[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %332 = llvm.extractvalue %321[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %333 = llvm.extractvalue %321[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %334 = llvm.extractvalue %321[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %335 = llvm.extractvalue %321[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %336 = llvm.extractvalue %321[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %337 = llvm.extractvalue %321[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %338 = llvm.extractvalue %321[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %339 = llvm.extractvalue %321[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %340 = llvm.extractvalue %321[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %341 = llvm.extractvalue %321[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %342 = llvm.extractvalue %321[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %343 = llvm.extractvalue %321[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %344 = llvm.extractvalue %321[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %345 = llvm.extractvalue %321[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %346 = llvm.extractvalue %321[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %347 = llvm.extractvalue %321[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %348 = llvm.extractvalue %321[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %349 = llvm.extractvalue %321[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %350 = llvm.extractvalue %321[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %351 = llvm.extractvalue %321[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %352 = llvm.extractvalue %321[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %353 = llvm.extractvalue %321[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %354 = llvm.extractvalue %321[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %355 = llvm.extractvalue %321[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %356 = llvm.extractvalue %321[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %357 = llvm.extractvalue %321[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %358 = llvm.extractvalue %321[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %359 = llvm.extractvalue %321[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %360 = llvm.extractvalue %321[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %361 = llvm.extractvalue %321[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %362 = llvm.extractvalue %321[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %363 = llvm.extractvalue %321[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %364 = llvm.extractvalue %321[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %365 = llvm.extractvalue %321[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %366 = llvm.extractvalue %321[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %367 = llvm.extractvalue %321[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %368 = llvm.extractvalue %321[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %369 = llvm.extractvalue %321[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %370 = llvm.extractvalue %321[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %371 = llvm.extractvalue %321[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %372 = llvm.extractvalue %321[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %373 = llvm.extractvalue %321[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %374 = llvm.extractvalue %321[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %375 = llvm.extractvalue %321[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %376 = llvm.extractvalue %321[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %377 = llvm.extractvalue %321[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %378 = llvm.extractvalue %321[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %379 = llvm.extractvalue %321[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %380 = llvm.extractvalue %321[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %381 = llvm.extractvalue %321[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %382 = llvm.extractvalue %321[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %383 = llvm.extractvalue %321[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %384 = llvm.extractvalue %321[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %385 = llvm.extractvalue %321[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
              %iter_77 = cute.get_iter(%view_50) : !memref_rmem_f32_e17b
              %386 = builtin.unrealized_conversion_cast %iter_77 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
              llvm.store %322, %386 : f32, !llvm.ptr
              %387 = llvm.getelementptr %386[1] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %323, %387 : f32, !llvm.ptr
              %388 = llvm.getelementptr %386[2] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %324, %388 : f32, !llvm.ptr
              %389 = llvm.getelementptr %386[3] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %325, %389 : f32, !llvm.ptr
              %390 = llvm.getelementptr %386[4] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %326, %390 : f32, !llvm.ptr
              %391 = llvm.getelementptr %386[5] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %327, %391 : f32, !llvm.ptr
              %392 = llvm.getelementptr %386[6] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %328, %392 : f32, !llvm.ptr
              %393 = llvm.getelementptr %386[7] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %329, %393 : f32, !llvm.ptr
              %394 = llvm.getelementptr %386[8] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %330, %394 : f32, !llvm.ptr
              %395 = llvm.getelementptr %386[9] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %331, %395 : f32, !llvm.ptr
              %396 = llvm.getelementptr %386[10] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %332, %396 : f32, !llvm.ptr
              %397 = llvm.getelementptr %386[11] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %333, %397 : f32, !llvm.ptr
              %398 = llvm.getelementptr %386[12] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %334, %398 : f32, !llvm.ptr
              %399 = llvm.getelementptr %386[13] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %335, %399 : f32, !llvm.ptr
              %400 = llvm.getelementptr %386[14] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %336, %400 : f32, !llvm.ptr
              %401 = llvm.getelementptr %386[15] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %337, %401 : f32, !llvm.ptr
              %402 = llvm.getelementptr %386[16] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %338, %402 : f32, !llvm.ptr
              %403 = llvm.getelementptr %386[17] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %339, %403 : f32, !llvm.ptr
              %404 = llvm.getelementptr %386[18] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %340, %404 : f32, !llvm.ptr
              %405 = llvm.getelementptr %386[19] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %341, %405 : f32, !llvm.ptr
              %436 = llvm.getelementptr %386[20] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %342, %436 : f32, !llvm.ptr
              %437 = llvm.getelementptr %386[21] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %343, %437 : f32, !llvm.ptr
              %438 = llvm.getelementptr %386[22] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %344, %438 : f32, !llvm.ptr
              %439 = llvm.getelementptr %386[23] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %345, %439 : f32, !llvm.ptr
              %440 = llvm.getelementptr %386[24] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %346, %440 : f32, !llvm.ptr
              %441 = llvm.getelementptr %386[25] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %347, %441 : f32, !llvm.ptr
              %442 = llvm.getelementptr %386[26] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %348, %442 : f32, !llvm.ptr
              %443 = llvm.getelementptr %386[27] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %349, %443 : f32, !llvm.ptr
              %444 = llvm.getelementptr %386[28] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %350, %444 : f32, !llvm.ptr
              %445 = llvm.getelementptr %386[29] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %351, %445 : f32, !llvm.ptr
              %446 = llvm.getelementptr %386[30] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %352, %446 : f32, !llvm.ptr
              %447 = llvm.getelementptr %386[31] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %353, %447 : f32, !llvm.ptr
              %448 = llvm.getelementptr %386[32] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %354, %448 : f32, !llvm.ptr
              %449 = llvm.getelementptr %386[33] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %355, %449 : f32, !llvm.ptr
              %450 = llvm.getelementptr %386[34] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %356, %450 : f32, !llvm.ptr
              %451 = llvm.getelementptr %386[35] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %357, %451 : f32, !llvm.ptr
              %452 = llvm.getelementptr %386[36] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %358, %452 : f32, !llvm.ptr
              %453 = llvm.getelementptr %386[37] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %359, %453 : f32, !llvm.ptr
              %454 = llvm.getelementptr %386[38] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %360, %454 : f32, !llvm.ptr
              %455 = llvm.getelementptr %386[39] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %361, %455 : f32, !llvm.ptr
              %456 = llvm.getelementptr %386[40] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %362, %456 : f32, !llvm.ptr
              %457 = llvm.getelementptr %386[41] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %363, %457 : f32, !llvm.ptr
              %458 = llvm.getelementptr %386[42] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %364, %458 : f32, !llvm.ptr
              %459 = llvm.getelementptr %386[43] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %365, %459 : f32, !llvm.ptr
              %460 = llvm.getelementptr %386[44] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %366, %460 : f32, !llvm.ptr
              %461 = llvm.getelementptr %386[45] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %367, %461 : f32, !llvm.ptr
              %462 = llvm.getelementptr %386[46] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %368, %462 : f32, !llvm.ptr
              %463 = llvm.getelementptr %386[47] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %369, %463 : f32, !llvm.ptr
              %464 = llvm.getelementptr %386[48] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %370, %464 : f32, !llvm.ptr
              %465 = llvm.getelementptr %386[49] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %371, %465 : f32, !llvm.ptr
              %466 = llvm.getelementptr %386[50] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %372, %466 : f32, !llvm.ptr
              %467 = llvm.getelementptr %386[51] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %373, %467 : f32, !llvm.ptr
              %468 = llvm.getelementptr %386[52] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %374, %468 : f32, !llvm.ptr
              %469 = llvm.getelementptr %386[53] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %375, %469 : f32, !llvm.ptr
              %470 = llvm.getelementptr %386[54] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %376, %470 : f32, !llvm.ptr
              %471 = llvm.getelementptr %386[55] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %377, %471 : f32, !llvm.ptr
              %472 = llvm.getelementptr %386[56] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %378, %472 : f32, !llvm.ptr
              %473 = llvm.getelementptr %386[57] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %379, %473 : f32, !llvm.ptr
              %474 = llvm.getelementptr %386[58] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %380, %474 : f32, !llvm.ptr
              %475 = llvm.getelementptr %386[59] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %381, %475 : f32, !llvm.ptr
              %476 = llvm.getelementptr %386[60] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %382, %476 : f32, !llvm.ptr
              %477 = llvm.getelementptr %386[61] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %383, %477 : f32, !llvm.ptr
              %478 = llvm.getelementptr %386[62] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %384, %478 : f32, !llvm.ptr
              %479 = llvm.getelementptr %386[63] : (!llvm.ptr) -> !llvm.ptr, f32
              llvm.store %385, %479 : f32, !llvm.ptr
              scf.yield %arg23 : !mma_bf16_bf16_f32_64x128x16_f885
            } {loop_annotation = #loop_annotation_0327}
            scf.yield %184 : !mma_bf16_bf16_f32_64x128x16_f885
          } {loop_annotation = #loop_annotation_0327}
          scf.yield %183 : !mma_bf16_bf16_f32_64x128x16_f885
        } {loop_annotation = #loop_annotation_0327}
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 1
        scf.if %80 {
          %int_tuple_13 = cute.make_int_tuple(%arg10) : (i32) -> !cute.int_tuple<"?">
          %ptr_18 = cute.add_offset(%ptr_8, %int_tuple_13) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %183 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<i64, smem> to !llvm.ptr<3>
          %184 = nvvm.mbarrier.arrive %183, %c1_i32 : !llvm.ptr<3> -> i64
        }
        %171 = arith.addi %arg10, %c1_i32 : i32
        %172 = arith.addi %arg9, %c1_i32 : i32
        %173 = arith.cmpi eq, %171, %c6_i32 : i32
        %174:2 = scf.if %173 -> (i32, i32) {
          %183 = arith.xori %arg11, %c1_i32 : i32
          scf.yield %c0_i32, %183 : i32, i32
        } else {
          scf.yield %171, %arg11 : i32, i32
        }
        %175 = arith.cmpi eq, %24, %c0_i32 : i32
        %176 = arith.cmpi sgt, %134, %arg12 : i32
        %177 = arith.andi %175, %176 : i1
        %178:3 = scf.if %177 -> (i32, i32, i32) {
          scf.if %true {
            %int_tuple_14 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
            %ptr_21 = cute.add_offset(%ptr_8, %int_tuple_14) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %198 = builtin.unrealized_conversion_cast %ptr_21 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            nvvm.mbarrier.try_wait.parity %198, %arg14, %c10000000_i32 : !llvm.ptr<3>, i32, i32
          }
          %183 = nvvm.elect.sync -> i1
          scf.if %183 {
            %int_tuple_14 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
            %ptr_21 = cute.add_offset(%iter_2, %int_tuple_14) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
            %198 = builtin.unrealized_conversion_cast %ptr_21 : !cute.ptr<i64, smem> to !llvm.ptr<3>
            %199 = nvvm.mbarrier.arrive.expect_tx %198, %c32768_i32 : !llvm.ptr<3>, i32 -> i64
          }
          %int_tuple_13 = cute.make_int_tuple(%arg13) : (i32) -> !cute.int_tuple<"?">
          %ptr_18 = cute.add_offset(%iter_2, %int_tuple_13) : (!cute.ptr<i64, smem>, !cute.int_tuple<"?">) -> !cute.ptr<i64, smem>
          %coord_29 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
          %lay_73 = cute.get_layout(%view_10) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_22 = cute.crd2idx(%coord_29, %lay_73) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_93 = cute.get_iter(%view_10) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_27 = cute.add_offset(%iter_93, %idx_22) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_57 = cute.make_view(%tup_27) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_94 = cute.get_iter(%view_57) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_20 = cute.deref_arith_tuple_iter(%iter_94) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_2, %e1 = cute.get_leaves(%tup_20) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %coord_36 = cute.make_coord(%arg13) : (i32) -> !cute.coord<"(_,?)">
          %lay_90 = cute.get_layout(%view_9) : !memref_smem_bf16_7c73
          %idx_31 = cute.crd2idx(%coord_36, %lay_90) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_95 = cute.get_iter(%view_9) : !memref_smem_bf16_7c73
          %ptr_22 = cute.add_offset(%iter_95, %idx_31) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_58 = cute.make_view(%ptr_22) : !memref_smem_bf16_b164
          %iter_96 = cute.get_iter(%view_58) : !memref_smem_bf16_b164
          %lay_91 = cute.get_layout(%view_57) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %lay_92 = cute.get_layout(%view_58) : !memref_smem_bf16_b164
          %lay_93 = cute.make_layout() : !cute.layout<"1:0">
          %append_22 = cute.append_to_rank<2> (%lay_91, %lay_93) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_15 = cute.make_int_tuple(%e0_2, %e1) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_15) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_59 = cute.make_view(%int_tup_iter, %append_22) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_97 = cute.get_iter(%view_59) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_60 = cute.make_view(%iter_97) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_94 = cute.make_layout() : !cute.layout<"1:0">
          %append_23 = cute.append_to_rank<2> (%lay_92, %lay_94) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_61 = cute.make_view(%iter_96, %append_23) : !memref_smem_bf16_3782
          %iter_98 = cute.get_iter(%view_61) : !memref_smem_bf16_3782
          %view_62 = cute.make_view(%iter_98) : !memref_smem_bf16_b8cc
          %184 = cute_nvgpu.atom.make_exec_tma(%arg1) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %185 = cute_nvgpu.atom.set_value<tma_bar>(%184, %ptr_18) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.ptr<i64, smem>)
          %iter_99 = cute.get_iter(%view_60) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_100 = cute.get_iter(%view_62) : !memref_smem_bf16_b8cc
          %lay_95 = cute.get_layout(%view_60) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_96 = cute.get_layout(%view_62) : !memref_smem_bf16_b8cc
          %186 = cute.static : !cute.layout<"1:0">
          %append_24 = cute.append_to_rank<2> (%lay_95, %186) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_25 = cute.append_to_rank<2> (%lay_96, %186) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %grouped_4 = cute.group_modes(%append_24) <1, 2> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %grouped_5 = cute.group_modes(%append_25) <1, 2> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %187 = cute.get_shape(%grouped_4) : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.shape<"(((64,128),1),((1)))">
          %shape_36 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_25 = cute.to_int_tuple(%shape_36) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %188 = cute.get_scalars(%itup_25) : !cute.int_tuple<"1">
          %c0_i32_14 = arith.constant 0 : i32
          %c1_i32_14 = arith.constant 1 : i32
          scf.for %arg18 = %c0_i32_14 to %188 step %c1_i32_14  : i32 {
            %coord_37 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,?)">
            %198 = cute.get_scalars(%coord_37) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_97 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_32 = cute.crd2idx(%coord_37, %grouped_4) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_28 = cute.add_offset(%iter_99, %idx_32) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_63 = cute.make_view(%tup_28, %lay_97) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %199 = cute.get_scalars(%coord_37) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_98 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_33 = cute.crd2idx(%coord_37, %grouped_5) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_23 = cute.add_offset(%iter_100, %idx_33) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_64 = cute.make_view(%ptr_23, %lay_98) : !memref_smem_bf16_b164
            %200 = cute_nvgpu.atom.get_value<tma_bar>(%185) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<i64, smem>
            %201 = cute_nvgpu.atom.get_value<mcast_mask>(%185) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i16
            %202 = cute_nvgpu.atom.get_value<cache_policy>(%185) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%185 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %iter_101 = cute.get_iter(%view_63) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_102 = cute.get_iter(%view_64) : !memref_smem_bf16_b164
            %lay_99 = cute.get_layout(%view_63) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %lay_100 = cute.get_layout(%view_64) : !memref_smem_bf16_b164
            %coord_38 = cute.make_coord() : () -> !cute.coord<"((_,0))">
            %idx_34 = cute.crd2idx(%coord_38, %lay_99) : (!cute.coord<"((_,0))">, !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.int_tuple<"(0,0)">
            %tup_29 = cute.add_offset(%iter_101, %idx_34) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %idx_35 = cute.crd2idx(%coord_38, %lay_100) : (!cute.coord<"((_,0))">, !cute.layout<"((8192,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_24 = cute.add_offset(%iter_102, %idx_35) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %tup_30 = cute.deref_arith_tuple_iter(%tup_29) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %203:2 = cute.get_scalars(%tup_30) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_24 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %200 : !cute.ptr<i64, smem>, [%203#0, %203#1] : i32, i32) cache_policy = %202 mode = <tiled> num_cta = 1 : i32
          } {loop_annotation = #loop_annotation_0327}
          %coord_39 = cute.make_coord(%arg12) : (i32) -> !cute.coord<"(_,?)">
          %lay_101 = cute.get_layout(%view_14) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %idx_36 = cute.crd2idx(%coord_39, %lay_101) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),?):(((1@0,1@1),0),64@0)">) -> !cute.int_tuple<"(?{div=64},0)">
          %iter_103 = cute.get_iter(%view_14) : !cute.coord_tensor<"(0,?{div=128})", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
          %tup_31 = cute.add_offset(%iter_103, %idx_36) : (!cute.arith_tuple_iter<"(0,?{div=128})">, !cute.int_tuple<"(?{div=64},0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_65 = cute.make_view(%tup_31) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %iter_104 = cute.get_iter(%view_65) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %tup_32 = cute.deref_arith_tuple_iter(%iter_104) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %e0_3, %e1_1 = cute.get_leaves(%tup_32) : !cute.int_tuple<"(?{div=64},?{div=128})">
          %coord_40 = cute.make_coord(%arg13) : (i32) -> !cute.coord<"(_,?)">
          %lay_102 = cute.get_layout(%view_13) : !memref_smem_bf16_7c73
          %idx_37 = cute.crd2idx(%coord_40, %lay_102) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),(1,6)):((1,0),(0,8192))">) -> !cute.int_tuple<"?{div=8192}">
          %iter_105 = cute.get_iter(%view_13) : !memref_smem_bf16_7c73
          %ptr_25 = cute.add_offset(%iter_105, %idx_37) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?{div=8192}">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_66 = cute.make_view(%ptr_25) : !memref_smem_bf16_b164
          %iter_106 = cute.get_iter(%view_66) : !memref_smem_bf16_b164
          %lay_103 = cute.get_layout(%view_65) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
          %lay_104 = cute.get_layout(%view_66) : !memref_smem_bf16_b164
          %lay_105 = cute.make_layout() : !cute.layout<"1:0">
          %append_26 = cute.append_to_rank<2> (%lay_103, %lay_105) : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">, !cute.layout<"1:0">
          %int_tuple_16 = cute.make_int_tuple(%e0_3, %e1_1) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=64},?{div=128})">
          %int_tup_iter_1 = cute.make_arith_tuple_iter(%int_tuple_16) : (!cute.int_tuple<"(?{div=64},?{div=128})">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
          %view_67 = cute.make_view(%int_tup_iter_1, %append_26) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %iter_107 = cute.get_iter(%view_67) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),1):(((1@0,1@1),0),0)">
          %view_68 = cute.make_view(%iter_107) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_106 = cute.make_layout() : !cute.layout<"1:0">
          %append_27 = cute.append_to_rank<2> (%lay_104, %lay_106) : !cute.layout<"((8192,1)):((1,0))">, !cute.layout<"1:0">
          %view_69 = cute.make_view(%iter_106, %append_27) : !memref_smem_bf16_3782
          %iter_108 = cute.get_iter(%view_69) : !memref_smem_bf16_3782
          %view_70 = cute.make_view(%iter_108) : !memref_smem_bf16_b8cc
          %189 = cute_nvgpu.atom.make_exec_tma(%arg3) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) -> !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
          %190 = cute_nvgpu.atom.set_value<tma_bar>(%189, %ptr_18) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.ptr<i64, smem>)
          %iter_109 = cute.get_iter(%view_68) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %iter_110 = cute.get_iter(%view_70) : !memref_smem_bf16_b8cc
          %lay_107 = cute.get_layout(%view_68) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
          %lay_108 = cute.get_layout(%view_70) : !memref_smem_bf16_b8cc
          %191 = cute.static : !cute.layout<"1:0">
          %append_28 = cute.append_to_rank<2> (%lay_107, %191) : !cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">, !cute.layout<"1:0">
          %append_29 = cute.append_to_rank<2> (%lay_108, %191) : !cute.layout<"((8192,1),(1)):((1,0),(0))">, !cute.layout<"1:0">
          %grouped_6 = cute.group_modes(%append_28) <1, 2> : (!cute.layout<"(((64,128),1),(1)):(((1@0,1@1),0),(0))">) -> !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">
          %grouped_7 = cute.group_modes(%append_29) <1, 2> : (!cute.layout<"((8192,1),(1)):((1,0),(0))">) -> !cute.layout<"((8192,1),((1))):((1,0),((0)))">
          %192 = cute.get_shape(%grouped_6) : (!cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.shape<"(((64,128),1),((1)))">
          %shape_37 = cute.make_shape() : () -> !cute.shape<"1">
          %itup_26 = cute.to_int_tuple(%shape_37) : !cute.shape<"1"> to !cute.int_tuple<"1">
          %193 = cute.get_scalars(%itup_26) : !cute.int_tuple<"1">
          %c0_i32_15 = arith.constant 0 : i32
          %c1_i32_15 = arith.constant 1 : i32
          scf.for %arg18 = %c0_i32_15 to %193 step %c1_i32_15  : i32 {
            %coord_37 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,?)">
            %198 = cute.get_scalars(%coord_37) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_97 = cute.make_layout() : !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">
            %idx_32 = cute.crd2idx(%coord_37, %grouped_6) : (!cute.coord<"(_,?)">, !cute.layout<"(((64,128),1),((1))):(((1@0,1@1),0),((0)))">) -> !cute.int_tuple<"(0,0)">
            %tup_28 = cute.add_offset(%iter_109, %idx_32) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %view_63 = cute.make_view(%tup_28, %lay_97) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %199 = cute.get_scalars(%coord_37) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_98 = cute.make_layout() : !cute.layout<"((8192,1)):((1,0))">
            %idx_33 = cute.crd2idx(%coord_37, %grouped_7) : (!cute.coord<"(_,?)">, !cute.layout<"((8192,1),((1))):((1,0),((0)))">) -> !cute.int_tuple<"0">
            %ptr_23 = cute.add_offset(%iter_110, %idx_33) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %view_64 = cute.make_view(%ptr_23, %lay_98) : !memref_smem_bf16_b164
            %200 = cute_nvgpu.atom.get_value<tma_bar>(%190) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<i64, smem>
            %201 = cute_nvgpu.atom.get_value<mcast_mask>(%190) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i16
            %202 = cute_nvgpu.atom.get_value<cache_policy>(%190) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i64
            %TMADescAddr = cute_nvgpu.get_tma_desc_addr(%190 : !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
            %iter_101 = cute.get_iter(%view_63) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %iter_102 = cute.get_iter(%view_64) : !memref_smem_bf16_b164
            %lay_99 = cute.get_layout(%view_63) : !cute.coord_tensor<"(?{div=64},?{div=128})", "(((64,128),1)):(((1@0,1@1),0))">
            %lay_100 = cute.get_layout(%view_64) : !memref_smem_bf16_b164
            %coord_38 = cute.make_coord() : () -> !cute.coord<"((_,0))">
            %idx_34 = cute.crd2idx(%coord_38, %lay_99) : (!cute.coord<"((_,0))">, !cute.layout<"(((64,128),1)):(((1@0,1@1),0))">) -> !cute.int_tuple<"(0,0)">
            %tup_29 = cute.add_offset(%iter_101, %idx_34) : (!cute.arith_tuple_iter<"(?{div=64},?{div=128})">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %idx_35 = cute.crd2idx(%coord_38, %lay_100) : (!cute.coord<"((_,0))">, !cute.layout<"((8192,1)):((1,0))">) -> !cute.int_tuple<"0">
            %ptr_24 = cute.add_offset(%iter_102, %idx_35) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
            %tup_30 = cute.deref_arith_tuple_iter(%tup_29) : !cute.arith_tuple_iter<"(?{div=64},?{div=128})">
            %203:2 = cute.get_scalars(%tup_30) : !cute.int_tuple<"(?{div=64},?{div=128})">
            cute_nvgpu.arch.copy.SM100.tma_load(%TMADescAddr : !cute.ptr<generic, align<64>>, %ptr_24 : !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %200 : !cute.ptr<i64, smem>, [%203#0, %203#1] : i32, i32) cache_policy = %202 mode = <tiled> num_cta = 1 : i32
          } {loop_annotation = #loop_annotation_0327}
          %194 = arith.addi %arg13, %c1_i32 : i32
          %195 = arith.addi %arg12, %c1_i32 : i32
          %196 = arith.cmpi eq, %194, %c6_i32 : i32
          %197:2 = scf.if %196 -> (i32, i32) {
            %198 = arith.xori %arg14, %c1_i32 : i32
            scf.yield %c0_i32, %198 : i32, i32
          } else {
            scf.yield %194, %arg14 : i32, i32
          }
          scf.yield %195, %197#0, %197#1 : i32, i32, i32
        } else {
          scf.yield %arg12, %arg13, %arg14 : i32, i32, i32
        }
        %179 = arith.addi %arg16, %c1_i32 : i32
        %180 = arith.addi %arg15, %c1_i32 : i32
        %181 = arith.cmpi eq, %179, %c6_i32 : i32
        %182:2 = scf.if %181 -> (i32, i32) {
          %183 = arith.xori %arg17, %c1_i32 : i32
          scf.yield %c0_i32, %183 : i32, i32
        } else {
          scf.yield %179, %arg17 : i32, i32
        }
        scf.yield %c3_i32, %arg16, %172, %174#0, %174#1, %178#0, %178#1, %178#2, %180, %182#0, %182#1 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
      } {loop_annotation = #loop_annotation1_7daa}
      nvvm.wgmma.wait.group.sync.aligned 0
      %lay_109 = cute.make_layout() : !cute.layout<"((2,2,16),2,1):((1,2,4),64,0)">
      %rmem_0 = cute.memref.alloca(%lay_109) : !memref_rmem_bf16_7441
      %iter_111 = cute.get_iter(%rmem) : !memref_rmem_f32_7625
      %int_tuple_17 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_26 = cute.add_offset(%iter_111, %int_tuple_17) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
      %480 = builtin.unrealized_conversion_cast %ptr_26 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %481 = llvm.load %480 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
      %482:128 = vector.to_elements %481 : vector<128xf32>
      %483 = arith.truncf %481 : vector<128xf32> to vector<128xbf16>
      %iter_112 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_7441
      %484:128 = vector.to_elements %483 : vector<128xbf16>
      %int_tuple_18 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_27 = cute.add_offset(%iter_112, %int_tuple_18) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, rmem, align<32>>
      %485 = builtin.unrealized_conversion_cast %ptr_27 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      llvm.store %483, %485 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %iter_113 = cute.get_iter(%rmem_0) : !memref_rmem_bf16_7441
      %view_71 = cute.make_view(%iter_113) : !memref_rmem_bf16_a06a
      %iter_114 = cute.get_iter(%view_19) : !memref_gmem_bf16_5a37
      %lay_110 = cute.get_layout(%view_19) : !memref_gmem_bf16_5a37
      %486:2 = cute.get_scalars(%lay_110) <{only_dynamic}> : !cute.layout<"((2,2,16),2,1):((1,?{i64 div=64},8),?{i64 div=512},0)">
      %shape_38 = cute.make_shape() : () -> !cute.shape<"(2,(2,16,2))">
      %iv_7 = cute.assume(%486#0) : (i64) -> !cute.i64<divby 64>
      %iv_8 = cute.assume(%486#1) : (i64) -> !cute.i64<divby 512>
      %stride_10 = cute.make_stride(%iv_7, %iv_8) : (!cute.i64<divby 64>, !cute.i64<divby 512>) -> !cute.stride<"(1,(?{i64 div=64},8,?{i64 div=512}))">
      %lay_111 = cute.make_layout(%shape_38, %stride_10) : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %view_72 = cute.make_view(%iter_114, %lay_111) : !memref_gmem_bf16_0388
      %iter_115 = cute.get_iter(%view_71) : !memref_rmem_bf16_a06a
      %view_73 = cute.make_view(%iter_115) : !memref_rmem_bf16_a06a
      %iter_116 = cute.get_iter(%view_72) : !memref_gmem_bf16_0388
      %lay_112 = cute.get_layout(%view_72) : !memref_gmem_bf16_0388
      %487:2 = cute.get_scalars(%lay_112) <{only_dynamic}> : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %shape_39 = cute.make_shape() : () -> !cute.shape<"(2,(2,16,2))">
      %iv_9 = cute.assume(%487#0) : (i64) -> !cute.i64<divby 64>
      %iv_10 = cute.assume(%487#1) : (i64) -> !cute.i64<divby 512>
      %stride_11 = cute.make_stride(%iv_9, %iv_10) : (!cute.i64<divby 64>, !cute.i64<divby 512>) -> !cute.stride<"(1,(?{i64 div=64},8,?{i64 div=512}))">
      %lay_113 = cute.make_layout(%shape_39, %stride_11) : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">
      %view_74 = cute.make_view(%iter_116, %lay_113) : !memref_gmem_bf16_0388
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<bf16, 32 b>
      %iter_117 = cute.get_iter(%view_73) : !memref_rmem_bf16_a06a
      %iter_118 = cute.get_iter(%view_74) : !memref_gmem_bf16_0388
      %lay_114 = cute.get_layout(%view_73) : !memref_rmem_bf16_a06a
      %lay_115 = cute.get_layout(%view_74) : !memref_gmem_bf16_0388
      %488 = cute.static : !cute.layout<"1:0">
      %append_30 = cute.append_to_rank<2> (%lay_114, %488) : !cute.layout<"(2,64):(1,2)">, !cute.layout<"1:0">
      %append_31 = cute.append_to_rank<2> (%lay_115, %488) : !cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">, !cute.layout<"1:0">
      %grouped = cute.group_modes(%append_30) <1, 2> : (!cute.layout<"(2,64):(1,2)">) -> !cute.layout<"(2,(64)):(1,(2))">
      %grouped_8 = cute.group_modes(%append_31) <1, 2> : (!cute.layout<"(2,(2,16,2)):(1,(?{i64 div=64},8,?{i64 div=512}))">) -> !cute.layout<"(2,((2,16,2))):(1,((?{i64 div=64},8,?{i64 div=512})))">
      %489 = cute.get_shape(%grouped) : (!cute.layout<"(2,(64)):(1,(2))">) -> !cute.shape<"(2,(64))">
      %shape_40 = cute.make_shape() : () -> !cute.shape<"64">
      %itup_27 = cute.to_int_tuple(%shape_40) : !cute.shape<"64"> to !cute.int_tuple<"64">
      %490 = cute.get_scalars(%itup_27) : !cute.int_tuple<"64">
      %c0_i32_16 = arith.constant 0 : i32
      %c1_i32_16 = arith.constant 1 : i32
      scf.for %arg6 = %c0_i32_16 to %490 step %c1_i32_16  : i32 {
        %coord_18 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"(_,?)">
        %56 = cute.get_scalars(%coord_18) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_70 = cute.make_layout() : !cute.layout<"(2):(1)">
        %idx_21 = cute.crd2idx(%coord_18, %grouped) : (!cute.coord<"(_,?)">, !cute.layout<"(2,(64)):(1,(2))">) -> !cute.int_tuple<"?{div=2}">
        %ptr_3 = cute.add_offset(%iter_117, %idx_21) : (!cute.ptr<bf16, rmem, align<32>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<bf16, rmem, align<4>>
        %view_75 = cute.make_view(%ptr_3, %lay_70) : !memref_rmem_bf16_7bef
        %57:2 = cute.get_scalars(%grouped_8) <{only_dynamic}> : !cute.layout<"(2,((2,16,2))):(1,((?{i64 div=64},8,?{i64 div=512})))">
        %58 = cute.get_scalars(%coord_18) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_116 = cute.make_layout() : !cute.layout<"(2):(1)">
        %idx_38 = cute.crd2idx(%coord_18, %grouped_8) : (!cute.coord<"(_,?)">, !cute.layout<"(2,((2,16,2))):(1,((?{i64 div=64},8,?{i64 div=512})))">) -> !cute.int_tuple<"?{i64 div=8}">
        %ptr_5 = cute.add_offset(%iter_118, %idx_38) : (!cute.ptr<bf16, gmem, align<4>>, !cute.int_tuple<"?{i64 div=8}">) -> !cute.ptr<bf16, gmem, align<4>>
        %view_76 = cute.make_view(%ptr_5, %lay_116) : !memref_gmem_bf16_c8fd
        %iter_70 = cute.get_iter(%view_75) : !memref_rmem_bf16_7bef
        %iter_119 = cute.get_iter(%view_76) : !memref_gmem_bf16_c8fd
        %lay_50 = cute.get_layout(%view_75) : !memref_rmem_bf16_7bef
        %lay_23 = cute.get_layout(%view_76) : !memref_gmem_bf16_c8fd
        %coord_41 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_39 = cute.crd2idx(%coord_41, %lay_50) : (!cute.coord<"0">, !cute.layout<"(2):(1)">) -> !cute.int_tuple<"0">
        %ptr_12 = cute.add_offset(%iter_70, %idx_39) : (!cute.ptr<bf16, rmem, align<4>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, rmem, align<4>>
        %idx_14 = cute.crd2idx(%coord_41, %lay_23) : (!cute.coord<"0">, !cute.layout<"(2):(1)">) -> !cute.int_tuple<"0">
        %ptr_17 = cute.add_offset(%iter_119, %idx_14) : (!cute.ptr<bf16, gmem, align<4>>, !cute.int_tuple<"0">) -> !cute.ptr<bf16, gmem, align<4>>
        %59 = builtin.unrealized_conversion_cast %ptr_12 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
        %60 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<bf16, gmem, align<4>> to !llvm.ptr<1>
        %61 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
        llvm.store %61, %60 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      } {loop_annotation = #loop_annotation_0327}
      return
    }
  }
  func.func @cutlass_hopper_gemm~(%arg0: !memref_gmem_bf16_aab6, %arg1: !memref_gmem_bf16_0006, %arg2: !memref_gmem_bf16_aab6) -> i32 attributes {llvm.emit_c_interface} {
    %c198656_i64 = arith.constant 198656 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i64 = arith.constant 0 : i64
    %c198656_i32 = arith.constant 198656 : i32
    %c128_i32 = arith.constant 128 : i32
    %0 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1),(1,6)):((64,512),(1,0),(0,8192))">
    %false = arith.constant false
    %atom = cute.make_atom() : () -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %1 = cute_nvgpu.atom.set_value<accum_c>(%atom, %false) : (!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, i1)
    %2 = cute.make_tiled_mma(%1) : !mma_bf16_bf16_f32_64x128x16_f885
    %coord = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %3 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
    %lay = cute.make_layout() : !cute.layout<"(128,64):(1@0,1@1)">
    %c16_i32 = arith.constant 16 : i32
    %4 = llvm.alloca %c16_i32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_0 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %5:3 = cute.get_scalars(%lay_0) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_0 = arith.constant 0 : i64
    %6 = arith.cmpi ne, %5#2, %c0_i64_0 : i64
    %7 = scf.if %6 -> (i64) {
      scf.yield %5#2 : i64
    } else {
      %c0_i64_1 = arith.constant 0 : i64
      %8 = arith.cmpi sgt, %5#2, %c0_i64_1 : i64
      %9 = scf.if %8 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_2 = arith.constant 0 : i64
        %10 = arith.cmpi eq, %5#2, %c0_i64_2 : i64
        %11 = scf.if %10 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %11 : i32
      }
      %12 = arith.extsi %9 : i32 to i64
      scf.yield %12 : i64
    }
    %c0_i64_3 = arith.constant 0 : i64
    %13 = arith.cmpi ne, %5#2, %c0_i64_3 : i64
    %14 = scf.if %13 -> (i64) {
      scf.yield %5#2 : i64
    } else {
      %c0_i64_1 = arith.constant 0 : i64
      %8 = arith.cmpi sgt, %5#2, %c0_i64_1 : i64
      %9 = scf.if %8 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_2 = arith.constant 0 : i64
        %10 = arith.cmpi eq, %5#2, %c0_i64_2 : i64
        %11 = scf.if %10 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %11 : i32
      }
      %12 = arith.extsi %9 : i32 to i64
      scf.yield %12 : i64
    }
    %c0_i64_4 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %15 = arith.extsi %5#1 : i32 to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %16 = arith.muli %c1_i64_0, %c2_i64 : i64
    %17 = arith.extsi %5#0 : i32 to i64
    %c2_i64_0 = arith.constant 2 : i64
    %18 = arith.muli %5#2, %c2_i64_0 : i64
    %19 = cute.ptrtoint(%iter) : !cute.ptr<bf16, gmem, align<16>> to i64
    %c0_i64_5 = arith.constant 0 : i64
    %c1_i64_1 = arith.constant 1 : i64
    %c4294967295_i64 = arith.constant 4294967295 : i64
    %c0_i64_6 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %c16_i64 = arith.constant 16 : i64
    %c9007199254740991_i64 = arith.constant 9007199254740991 : i64
    %20 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_6, %20 : i64, !llvm.ptr
    %21 = llvm.getelementptr %4[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_6, %21 : i64, !llvm.ptr
    %22 = llvm.getelementptr %4[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_6, %22 : i64, !llvm.ptr
    %23 = llvm.getelementptr %4[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_6, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %4[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_6, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %4[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_6, %25 : i64, !llvm.ptr
    %26 = llvm.getelementptr %4[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_6, %26 : i64, !llvm.ptr
    %27 = llvm.getelementptr %4[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_6, %27 : i64, !llvm.ptr
    %28 = arith.divui %19, %c16_i64 : i64
    %29 = arith.andi %28, %c9007199254740991_i64 : i64
    %30 = arith.shli %29, %c4_i64 : i64
    %31 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %31 : i64, !llvm.ptr
    %c1_i64_2 = arith.constant 1 : i64
    %c16_i64_0 = arith.constant 16 : i64
    %c2_i64_1 = arith.constant 2 : i64
    %c16_i64_1 = arith.constant 16 : i64
    %c1280_i64 = arith.constant 1280 : i64
    %c0_i64_7 = arith.constant 0 : i64
    %c24576_i64 = arith.constant 24576 : i64
    %c0_i64_8 = arith.constant 0 : i64
    %c0_i64_9 = arith.constant 0 : i64
    %c262144_i64 = arith.constant 262144 : i64
    %c0_i64_10 = arith.constant 0 : i64
    %32 = arith.subi %17, %c1_i64_2 : i64
    %33 = arith.subi %c1_i64, %c1_i64_2 : i64
    %34 = arith.subi %c1_i64, %c1_i64_2 : i64
    %35 = arith.subi %c1_i64, %c1_i64_2 : i64
    %36 = arith.muli %32, %18 : i64
    %37 = arith.muli %33, %c0_i64_4 : i64
    %38 = arith.muli %34, %c0_i64_4 : i64
    %39 = arith.muli %35, %c0_i64_4 : i64
    %40 = arith.addi %36, %37 : i64
    %41 = arith.addi %38, %39 : i64
    %c8_i64 = arith.constant 8 : i64
    %c16_i64_2 = arith.constant 16 : i64
    %42 = arith.muli %15, %c16_i64_2 : i64
    %43 = arith.divui %42, %c8_i64 : i64
    %44 = arith.addi %43, %40 : i64
    %45 = arith.addi %44, %41 : i64
    %c131072_i64 = arith.constant 131072 : i64
    %46 = arith.cmpi uge, %45, %c131072_i64 : i64
    %47 = arith.extui %46 : i1 to i64
    %c21_i64 = arith.constant 21 : i64
    %48 = arith.shli %47, %c21_i64 : i64
    %49 = arith.divui %18, %c16_i64_0 : i64
    %c32_i64 = arith.constant 32 : i64
    %50 = arith.shli %49, %c32_i64 : i64
    %51 = arith.ori %c2_i64_1, %c16_i64_1 : i64
    %52 = arith.ori %c1280_i64, %c0_i64_7 : i64
    %53 = arith.ori %c24576_i64, %c0_i64_8 : i64
    %54 = arith.ori %c0_i64_9, %c262144_i64 : i64
    %55 = arith.ori %c0_i64_10, %48 : i64
    %56 = arith.ori %51, %52 : i64
    %57 = arith.ori %53, %54 : i64
    %58 = arith.ori %55, %50 : i64
    %59 = arith.ori %56, %57 : i64
    %60 = arith.ori %59, %58 : i64
    %61 = llvm.getelementptr %4[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %60, %61 : i64, !llvm.ptr
    %c0_i64_11 = arith.constant 0 : i64
    %c1_i64_3 = arith.constant 1 : i64
    %c16_i64_3 = arith.constant 16 : i64
    %c32_i64_0 = arith.constant 32 : i64
    %c36_i64 = arith.constant 36 : i64
    %c4294967295_i64_0 = arith.constant 4294967295 : i64
    %62 = arith.divui %c0_i64_4, %c16_i64_3 : i64
    %63 = arith.andi %62, %c4294967295_i64_0 : i64
    %64 = arith.shli %63, %c0_i64_11 : i64
    %65 = arith.divui %c0_i64_4, %c16_i64_3 : i64
    %66 = arith.shli %65, %c32_i64_0 : i64
    %67 = arith.ori %64, %66 : i64
    %68 = llvm.getelementptr %4[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %67, %68 : i64, !llvm.ptr
    %69 = arith.divui %c0_i64_4, %c16_i64_3 : i64
    %70 = arith.andi %69, %c4294967295_i64_0 : i64
    %71 = arith.shli %70, %c0_i64_11 : i64
    %c15_i64 = arith.constant 15 : i64
    %72 = arith.shrui %18, %c36_i64 : i64
    %73 = arith.andi %72, %c15_i64 : i64
    %74 = arith.shli %73, %c32_i64_0 : i64
    %75 = arith.shrui %c0_i64_4, %c36_i64 : i64
    %76 = arith.andi %75, %c15_i64 : i64
    %c36_i64_0 = arith.constant 36 : i64
    %77 = arith.shli %76, %c36_i64_0 : i64
    %78 = arith.shrui %c0_i64_4, %c36_i64 : i64
    %79 = arith.andi %78, %c15_i64 : i64
    %c40_i64 = arith.constant 40 : i64
    %80 = arith.shli %79, %c40_i64 : i64
    %81 = arith.shrui %c0_i64_4, %c36_i64 : i64
    %c44_i64 = arith.constant 44 : i64
    %82 = arith.shli %81, %c44_i64 : i64
    %83 = arith.ori %74, %77 : i64
    %84 = arith.ori %80, %82 : i64
    %85 = arith.ori %83, %84 : i64
    %86 = arith.ori %71, %85 : i64
    %87 = llvm.getelementptr %4[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %86, %87 : i64, !llvm.ptr
    %88 = arith.subi %15, %c1_i64_3 : i64
    %89 = arith.andi %88, %c4294967295_i64_0 : i64
    %90 = arith.shli %89, %c0_i64_11 : i64
    %91 = arith.subi %17, %c1_i64_3 : i64
    %92 = arith.shli %91, %c32_i64_0 : i64
    %93 = arith.ori %90, %92 : i64
    %94 = llvm.getelementptr %4[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %93, %94 : i64, !llvm.ptr
    %95 = arith.subi %c1_i64, %c1_i64_3 : i64
    %96 = arith.andi %95, %c4294967295_i64_0 : i64
    %97 = arith.shli %96, %c0_i64_11 : i64
    %98 = arith.subi %c1_i64, %c1_i64_3 : i64
    %99 = arith.shli %98, %c32_i64_0 : i64
    %100 = arith.ori %97, %99 : i64
    %101 = llvm.getelementptr %4[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %100, %101 : i64, !llvm.ptr
    %102 = arith.subi %c1_i64, %c1_i64_1 : i64
    %103 = arith.andi %102, %c4294967295_i64 : i64
    %104 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c32_i64_1 = arith.constant 32 : i64
    %105 = arith.shli %104, %c32_i64_1 : i64
    %106 = arith.ori %c0_i64_5, %105 : i64
    %107 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c35_i64 = arith.constant 35 : i64
    %108 = arith.shli %107, %c35_i64 : i64
    %109 = arith.ori %106, %108 : i64
    %110 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c38_i64 = arith.constant 38 : i64
    %111 = arith.shli %110, %c38_i64 : i64
    %112 = arith.ori %109, %111 : i64
    %113 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c41_i64 = arith.constant 41 : i64
    %114 = arith.shli %113, %c41_i64 : i64
    %115 = arith.ori %112, %114 : i64
    %116 = arith.subi %c1_i64_1, %c1_i64_1 : i64
    %c44_i64_0 = arith.constant 44 : i64
    %117 = arith.shli %116, %c44_i64_0 : i64
    %118 = arith.ori %115, %117 : i64
    %c64_i64 = arith.constant 64 : i64
    %119 = arith.muli %c64_i64, %c1_i64_1 : i64
    %120 = arith.subi %119, %c1_i64_1 : i64
    %c56_i64 = arith.constant 56 : i64
    %121 = arith.shli %120, %c56_i64 : i64
    %122 = arith.ori %103, %118 : i64
    %123 = arith.ori %122, %121 : i64
    %124 = llvm.getelementptr %4[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %123, %124 : i64, !llvm.ptr
    %c255_i64 = arith.constant 255 : i64
    %c128_i64 = arith.constant 128 : i64
    %125 = arith.muli %c128_i64, %c1_i64_1 : i64
    %126 = arith.subi %125, %c1_i64_1 : i64
    %127 = arith.andi %126, %c255_i64 : i64
    %c0_i64_12 = arith.constant 0 : i64
    %128 = arith.shli %127, %c0_i64_12 : i64
    %129 = arith.ori %c0_i64_5, %128 : i64
    %c1_i64_4 = arith.constant 1 : i64
    %130 = arith.muli %c1_i64_4, %c1_i64_1 : i64
    %131 = arith.subi %130, %c1_i64_1 : i64
    %132 = arith.andi %131, %c255_i64 : i64
    %c8_i64_0 = arith.constant 8 : i64
    %133 = arith.shli %132, %c8_i64_0 : i64
    %134 = arith.ori %129, %133 : i64
    %c1_i64_5 = arith.constant 1 : i64
    %135 = arith.muli %c1_i64_5, %c1_i64_1 : i64
    %136 = arith.subi %135, %c1_i64_1 : i64
    %137 = arith.andi %136, %c255_i64 : i64
    %c16_i64_4 = arith.constant 16 : i64
    %138 = arith.shli %137, %c16_i64_4 : i64
    %139 = arith.ori %134, %138 : i64
    %c1_i64_6 = arith.constant 1 : i64
    %140 = arith.muli %c1_i64_6, %c1_i64_1 : i64
    %141 = arith.subi %140, %c1_i64_1 : i64
    %142 = arith.andi %141, %c255_i64 : i64
    %c24_i64 = arith.constant 24 : i64
    %143 = arith.shli %142, %c24_i64 : i64
    %144 = arith.ori %139, %143 : i64
    %145 = llvm.getelementptr %4[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %144, %145 : i64, !llvm.ptr
    %146 = builtin.unrealized_conversion_cast %4 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %147 = cute.ptrtoint(%146) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %148 = llvm.inttoptr %147 : i64 to !llvm.ptr
    %149 = llvm.load %148 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %150 = builtin.unrealized_conversion_cast %149 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
    %151 = cute_nvgpu.atom.set_value<tma_desc>(%atom_0, %150) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute_nvgpu.tma_descriptor_tiled)
    %iter_0 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay_1 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %152:3 = cute.get_scalars(%lay_1) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c0_i64_13 = arith.constant 0 : i64
    %c1_i64_7 = arith.constant 1 : i64
    %153 = arith.extsi %152#1 : i32 to i64
    %c1_i64_8 = arith.constant 1 : i64
    %c2_i64_2 = arith.constant 2 : i64
    %154 = arith.muli %c1_i64_8, %c2_i64_2 : i64
    %155 = arith.extsi %152#0 : i32 to i64
    %c2_i64_3 = arith.constant 2 : i64
    %156 = arith.muli %152#2, %c2_i64_3 : i64
    %157 = arith.trunci %154 : i64 to i32
    %158 = arith.trunci %156 : i64 to i32
    %159 = arith.trunci %c0_i64_13 : i64 to i32
    %160 = arith.trunci %c0_i64_13 : i64 to i32
    %161 = arith.trunci %c0_i64_13 : i64 to i32
    %lay_2 = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %162 = cute.get_shape(%lay_2) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %stride = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_3 = cute.make_layout(%162, %stride) : !cute.layout<"(?,?{div=8}):(1@1,1@0)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view = cute.make_view(%int_tup_iter, %lay_3) : !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">
    %coord_0 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
    %163 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
    %lay_4 = cute.make_layout() : !cute.layout<"(128,64):(1@0,1@1)">
    %c16_i32_0 = arith.constant 16 : i32
    %164 = llvm.alloca %c16_i32_0 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %iter_1 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %lay_5 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %165:3 = cute.get_scalars(%lay_5) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">
    %c0_i64_14 = arith.constant 0 : i64
    %166 = arith.cmpi ne, %165#2, %c0_i64_14 : i64
    %167 = scf.if %166 -> (i64) {
      scf.yield %165#2 : i64
    } else {
      %c0_i64_1 = arith.constant 0 : i64
      %8 = arith.cmpi sgt, %165#2, %c0_i64_1 : i64
      %9 = scf.if %8 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_2 = arith.constant 0 : i64
        %10 = arith.cmpi eq, %165#2, %c0_i64_2 : i64
        %11 = scf.if %10 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %11 : i32
      }
      %12 = arith.extsi %9 : i32 to i64
      scf.yield %12 : i64
    }
    %c0_i64_15 = arith.constant 0 : i64
    %168 = arith.cmpi ne, %165#2, %c0_i64_15 : i64
    %169 = scf.if %168 -> (i64) {
      scf.yield %165#2 : i64
    } else {
      %c0_i64_1 = arith.constant 0 : i64
      %8 = arith.cmpi sgt, %165#2, %c0_i64_1 : i64
      %9 = scf.if %8 -> (i32) {
        %c1_i32_0 = arith.constant 1 : i32
        scf.yield %c1_i32_0 : i32
      } else {
        %c0_i64_2 = arith.constant 0 : i64
        %10 = arith.cmpi eq, %165#2, %c0_i64_2 : i64
        %11 = scf.if %10 -> (i32) {
          %c0_i32_0 = arith.constant 0 : i32
          scf.yield %c0_i32_0 : i32
        } else {
          %c-1_i32 = arith.constant -1 : i32
          scf.yield %c-1_i32 : i32
        }
        scf.yield %11 : i32
      }
      %12 = arith.extsi %9 : i32 to i64
      scf.yield %12 : i64
    }
    %c0_i64_16 = arith.constant 0 : i64
    %c1_i64_9 = arith.constant 1 : i64
    %170 = arith.extsi %165#1 : i32 to i64
    %c1_i64_10 = arith.constant 1 : i64
    %c2_i64_4 = arith.constant 2 : i64
    %171 = arith.muli %c1_i64_10, %c2_i64_4 : i64
    %172 = arith.extsi %165#0 : i32 to i64
    %c2_i64_5 = arith.constant 2 : i64
    %173 = arith.muli %165#2, %c2_i64_5 : i64
    %174 = cute.ptrtoint(%iter_1) : !cute.ptr<bf16, gmem, align<16>> to i64
    %c0_i64_17 = arith.constant 0 : i64
    %c1_i64_11 = arith.constant 1 : i64
    %c4294967295_i64_1 = arith.constant 4294967295 : i64
    %c0_i64_18 = arith.constant 0 : i64
    %c4_i64_0 = arith.constant 4 : i64
    %c16_i64_5 = arith.constant 16 : i64
    %c9007199254740991_i64_0 = arith.constant 9007199254740991 : i64
    %175 = llvm.getelementptr %164[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %175 : i64, !llvm.ptr
    %176 = llvm.getelementptr %164[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %176 : i64, !llvm.ptr
    %177 = llvm.getelementptr %164[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %177 : i64, !llvm.ptr
    %178 = llvm.getelementptr %164[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %178 : i64, !llvm.ptr
    %179 = llvm.getelementptr %164[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %179 : i64, !llvm.ptr
    %180 = llvm.getelementptr %164[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %180 : i64, !llvm.ptr
    %181 = llvm.getelementptr %164[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %181 : i64, !llvm.ptr
    %182 = llvm.getelementptr %164[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %c0_i64_18, %182 : i64, !llvm.ptr
    %183 = arith.divui %174, %c16_i64_5 : i64
    %184 = arith.andi %183, %c9007199254740991_i64_0 : i64
    %185 = arith.shli %184, %c4_i64_0 : i64
    %186 = llvm.getelementptr %164[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %185, %186 : i64, !llvm.ptr
    %c1_i64_12 = arith.constant 1 : i64
    %c16_i64_6 = arith.constant 16 : i64
    %c2_i64_6 = arith.constant 2 : i64
    %c16_i64_7 = arith.constant 16 : i64
    %c1280_i64_0 = arith.constant 1280 : i64
    %c0_i64_19 = arith.constant 0 : i64
    %c24576_i64_0 = arith.constant 24576 : i64
    %c0_i64_20 = arith.constant 0 : i64
    %c0_i64_21 = arith.constant 0 : i64
    %c262144_i64_0 = arith.constant 262144 : i64
    %c0_i64_22 = arith.constant 0 : i64
    %187 = arith.subi %172, %c1_i64_12 : i64
    %188 = arith.subi %c1_i64_9, %c1_i64_12 : i64
    %189 = arith.subi %c1_i64_9, %c1_i64_12 : i64
    %190 = arith.subi %c1_i64_9, %c1_i64_12 : i64
    %191 = arith.muli %187, %173 : i64
    %192 = arith.muli %188, %c0_i64_16 : i64
    %193 = arith.muli %189, %c0_i64_16 : i64
    %194 = arith.muli %190, %c0_i64_16 : i64
    %195 = arith.addi %191, %192 : i64
    %196 = arith.addi %193, %194 : i64
    %c8_i64_1 = arith.constant 8 : i64
    %c16_i64_8 = arith.constant 16 : i64
    %197 = arith.muli %170, %c16_i64_8 : i64
    %198 = arith.divui %197, %c8_i64_1 : i64
    %199 = arith.addi %198, %195 : i64
    %200 = arith.addi %199, %196 : i64
    %c131072_i64_0 = arith.constant 131072 : i64
    %201 = arith.cmpi uge, %200, %c131072_i64_0 : i64
    %202 = arith.extui %201 : i1 to i64
    %c21_i64_0 = arith.constant 21 : i64
    %203 = arith.shli %202, %c21_i64_0 : i64
    %204 = arith.divui %173, %c16_i64_6 : i64
    %c32_i64_2 = arith.constant 32 : i64
    %205 = arith.shli %204, %c32_i64_2 : i64
    %206 = arith.ori %c2_i64_6, %c16_i64_7 : i64
    %207 = arith.ori %c1280_i64_0, %c0_i64_19 : i64
    %208 = arith.ori %c24576_i64_0, %c0_i64_20 : i64
    %209 = arith.ori %c0_i64_21, %c262144_i64_0 : i64
    %210 = arith.ori %c0_i64_22, %203 : i64
    %211 = arith.ori %206, %207 : i64
    %212 = arith.ori %208, %209 : i64
    %213 = arith.ori %210, %205 : i64
    %214 = arith.ori %211, %212 : i64
    %215 = arith.ori %214, %213 : i64
    %216 = llvm.getelementptr %164[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %215, %216 : i64, !llvm.ptr
    %c0_i64_23 = arith.constant 0 : i64
    %c1_i64_13 = arith.constant 1 : i64
    %c16_i64_9 = arith.constant 16 : i64
    %c32_i64_3 = arith.constant 32 : i64
    %c36_i64_1 = arith.constant 36 : i64
    %c4294967295_i64_2 = arith.constant 4294967295 : i64
    %217 = arith.divui %c0_i64_16, %c16_i64_9 : i64
    %218 = arith.andi %217, %c4294967295_i64_2 : i64
    %219 = arith.shli %218, %c0_i64_23 : i64
    %220 = arith.divui %c0_i64_16, %c16_i64_9 : i64
    %221 = arith.shli %220, %c32_i64_3 : i64
    %222 = arith.ori %219, %221 : i64
    %223 = llvm.getelementptr %164[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %222, %223 : i64, !llvm.ptr
    %224 = arith.divui %c0_i64_16, %c16_i64_9 : i64
    %225 = arith.andi %224, %c4294967295_i64_2 : i64
    %226 = arith.shli %225, %c0_i64_23 : i64
    %c15_i64_0 = arith.constant 15 : i64
    %227 = arith.shrui %173, %c36_i64_1 : i64
    %228 = arith.andi %227, %c15_i64_0 : i64
    %229 = arith.shli %228, %c32_i64_3 : i64
    %230 = arith.shrui %c0_i64_16, %c36_i64_1 : i64
    %231 = arith.andi %230, %c15_i64_0 : i64
    %c36_i64_2 = arith.constant 36 : i64
    %232 = arith.shli %231, %c36_i64_2 : i64
    %233 = arith.shrui %c0_i64_16, %c36_i64_1 : i64
    %234 = arith.andi %233, %c15_i64_0 : i64
    %c40_i64_0 = arith.constant 40 : i64
    %235 = arith.shli %234, %c40_i64_0 : i64
    %236 = arith.shrui %c0_i64_16, %c36_i64_1 : i64
    %c44_i64_1 = arith.constant 44 : i64
    %237 = arith.shli %236, %c44_i64_1 : i64
    %238 = arith.ori %229, %232 : i64
    %239 = arith.ori %235, %237 : i64
    %240 = arith.ori %238, %239 : i64
    %241 = arith.ori %226, %240 : i64
    %242 = llvm.getelementptr %164[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %241, %242 : i64, !llvm.ptr
    %243 = arith.subi %170, %c1_i64_13 : i64
    %244 = arith.andi %243, %c4294967295_i64_2 : i64
    %245 = arith.shli %244, %c0_i64_23 : i64
    %246 = arith.subi %172, %c1_i64_13 : i64
    %247 = arith.shli %246, %c32_i64_3 : i64
    %248 = arith.ori %245, %247 : i64
    %249 = llvm.getelementptr %164[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %248, %249 : i64, !llvm.ptr
    %250 = arith.subi %c1_i64_9, %c1_i64_13 : i64
    %251 = arith.andi %250, %c4294967295_i64_2 : i64
    %252 = arith.shli %251, %c0_i64_23 : i64
    %253 = arith.subi %c1_i64_9, %c1_i64_13 : i64
    %254 = arith.shli %253, %c32_i64_3 : i64
    %255 = arith.ori %252, %254 : i64
    %256 = llvm.getelementptr %164[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %255, %256 : i64, !llvm.ptr
    %257 = arith.subi %c1_i64_9, %c1_i64_11 : i64
    %258 = arith.andi %257, %c4294967295_i64_1 : i64
    %259 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c32_i64_4 = arith.constant 32 : i64
    %260 = arith.shli %259, %c32_i64_4 : i64
    %261 = arith.ori %c0_i64_17, %260 : i64
    %262 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c35_i64_0 = arith.constant 35 : i64
    %263 = arith.shli %262, %c35_i64_0 : i64
    %264 = arith.ori %261, %263 : i64
    %265 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c38_i64_0 = arith.constant 38 : i64
    %266 = arith.shli %265, %c38_i64_0 : i64
    %267 = arith.ori %264, %266 : i64
    %268 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c41_i64_0 = arith.constant 41 : i64
    %269 = arith.shli %268, %c41_i64_0 : i64
    %270 = arith.ori %267, %269 : i64
    %271 = arith.subi %c1_i64_11, %c1_i64_11 : i64
    %c44_i64_2 = arith.constant 44 : i64
    %272 = arith.shli %271, %c44_i64_2 : i64
    %273 = arith.ori %270, %272 : i64
    %c64_i64_0 = arith.constant 64 : i64
    %274 = arith.muli %c64_i64_0, %c1_i64_11 : i64
    %275 = arith.subi %274, %c1_i64_11 : i64
    %c56_i64_0 = arith.constant 56 : i64
    %276 = arith.shli %275, %c56_i64_0 : i64
    %277 = arith.ori %258, %273 : i64
    %278 = arith.ori %277, %276 : i64
    %279 = llvm.getelementptr %164[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %278, %279 : i64, !llvm.ptr
    %c255_i64_0 = arith.constant 255 : i64
    %c128_i64_0 = arith.constant 128 : i64
    %280 = arith.muli %c128_i64_0, %c1_i64_11 : i64
    %281 = arith.subi %280, %c1_i64_11 : i64
    %282 = arith.andi %281, %c255_i64_0 : i64
    %c0_i64_24 = arith.constant 0 : i64
    %283 = arith.shli %282, %c0_i64_24 : i64
    %284 = arith.ori %c0_i64_17, %283 : i64
    %c1_i64_14 = arith.constant 1 : i64
    %285 = arith.muli %c1_i64_14, %c1_i64_11 : i64
    %286 = arith.subi %285, %c1_i64_11 : i64
    %287 = arith.andi %286, %c255_i64_0 : i64
    %c8_i64_2 = arith.constant 8 : i64
    %288 = arith.shli %287, %c8_i64_2 : i64
    %289 = arith.ori %284, %288 : i64
    %c1_i64_15 = arith.constant 1 : i64
    %290 = arith.muli %c1_i64_15, %c1_i64_11 : i64
    %291 = arith.subi %290, %c1_i64_11 : i64
    %292 = arith.andi %291, %c255_i64_0 : i64
    %c16_i64_10 = arith.constant 16 : i64
    %293 = arith.shli %292, %c16_i64_10 : i64
    %294 = arith.ori %289, %293 : i64
    %c1_i64_16 = arith.constant 1 : i64
    %295 = arith.muli %c1_i64_16, %c1_i64_11 : i64
    %296 = arith.subi %295, %c1_i64_11 : i64
    %297 = arith.andi %296, %c255_i64_0 : i64
    %c24_i64_0 = arith.constant 24 : i64
    %298 = arith.shli %297, %c24_i64_0 : i64
    %299 = arith.ori %294, %298 : i64
    %300 = llvm.getelementptr %164[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %299, %300 : i64, !llvm.ptr
    %301 = builtin.unrealized_conversion_cast %164 : !llvm.ptr to !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>>
    %302 = cute.ptrtoint(%301) : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<64>> to i64
    %303 = llvm.inttoptr %302 : i64 to !llvm.ptr
    %304 = llvm.load %303 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %305 = builtin.unrealized_conversion_cast %304 : !llvm.struct<(array<16 x i64>)> to !cute_nvgpu.tma_descriptor_tiled
    %atom_1 = cute.make_atom() : () -> !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>
    %306 = cute_nvgpu.atom.set_value<tma_desc>(%atom_1, %305) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute_nvgpu.tma_descriptor_tiled)
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_0006
    %lay_6 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %307:3 = cute.get_scalars(%lay_6) <{only_dynamic}> : !cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">
    %c0_i64_25 = arith.constant 0 : i64
    %c1_i64_17 = arith.constant 1 : i64
    %308 = arith.extsi %307#1 : i32 to i64
    %c1_i64_18 = arith.constant 1 : i64
    %c2_i64_7 = arith.constant 2 : i64
    %309 = arith.muli %c1_i64_18, %c2_i64_7 : i64
    %310 = arith.extsi %307#0 : i32 to i64
    %c2_i64_8 = arith.constant 2 : i64
    %311 = arith.muli %307#2, %c2_i64_8 : i64
    %312 = arith.trunci %309 : i64 to i32
    %313 = arith.trunci %311 : i64 to i32
    %314 = arith.trunci %c0_i64_25 : i64 to i32
    %315 = arith.trunci %c0_i64_25 : i64 to i32
    %316 = arith.trunci %c0_i64_25 : i64 to i32
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_bf16_0006
    %317 = cute.get_shape(%lay_7) : (!cute.layout<"(?{div=8},?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?{div=8},?{div=8})">
    %stride_0 = cute.make_stride() : () -> !cute.stride<"(1@1,1@0)">
    %lay_8 = cute.make_layout(%317, %stride_0) : !cute.layout<"(?{div=8},?{div=8}):(1@1,1@0)">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
    %int_tup_iter_0 = cute.make_arith_tuple_iter(%int_tuple_0) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
    %view_0 = cute.make_view(%int_tup_iter_0, %lay_8) : !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">
    %lay_9 = cute.get_layout(%arg2) : !memref_gmem_bf16_aab6
    %318 = cute.get_shape(%lay_9) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0, %e1 = cute.get_leaves(%318) : !cute.shape<"(?,?{div=8})">
    %itup = cute.to_int_tuple(%e0) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %itup_0 = cute.to_int_tuple(%e1) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %int_tuple_1 = cute.make_int_tuple(%itup, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"(?,?{div=8})">
    %319:2 = cute.get_scalars(%int_tuple_1) <{only_dynamic}> : !cute.int_tuple<"(?,?{div=8})">
    %320 = arith.ceildivsi %319#0, %c128_i32 : i32
    %321 = arith.ceildivsi %319#1, %c128_i32 : i32
    %int_tuple_2 = cute.make_int_tuple(%320, %321) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %e0_0, %e1_0 = cute.get_leaves(%int_tuple_2) : !cute.int_tuple<"(?,?)">
    %322 = cute.get_scalars(%e0_0) : !cute.int_tuple<"?">
    %323 = cute.get_scalars(%e1_0) : !cute.int_tuple<"?">
    %c197632_i64 = arith.constant 197632 : i64
    %324 = arith.cmpi sgt, %c197632_i64, %c198656_i64 : i64
    scf.if %324 {
      %8 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_1 = arith.constant 0 : i64
      %9 = llvm.getelementptr %8[%c0_i64_1, %c0_i64_1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<325 x i8>
      %12 = llvm.call @printf(%9, %c198656_i32, %c197632_i64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
    }
    scf.if %false {
      %8 = llvm.mlir.addressof @printfFormat_1 : !llvm.ptr
      %c0_i64_1 = arith.constant 0 : i64
      %9 = llvm.getelementptr %8[%c0_i64_1, %c0_i64_1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %12 = llvm.call @printf(%9, %c198656_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %325 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %326 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c198656_i64, gridDim = (%322, %323, %c1_i32), stream = %325) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%326] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    cuda.launch_cfg.cluster_dim[%326] (%c1_i32, %c1_i32, %c1_i32) : !cuda.launch_cfg<max_attrs = 17>, i32, i32, i32
    cuda.launch_cfg.cooperative[%326] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %327 = cuda.launch_ex @kernels::@kernel_cutlass_hopper_gemm_kernel~<%326> (%2, %151, %view, %306, %view_0, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!mma_bf16_bf16_f32_64x128x16_f885, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@1,1@0)">, !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0)", "(?{div=8},?{div=8}):(1@1,1@0)">, !memref_gmem_bf16_aab6) -> !cuda.result
    %328 = cuda.cast %327 : !cuda.result -> i32
    cuda.return_if_error %328 : i32
    return %c0_i32 : i32
  }
}
