// irscope snapshot: blackwell_gemm:bf16_128x128_s6@sm_100a after one-shot-convert-to-llvm#1 (convert-to-llvm)
#loop_unroll_fe2a = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_1d06 = #llvm.loop_annotation<unroll = #loop_unroll_fe2a>
#loop_annotation1_f809 = #llvm.loop_annotation<unroll = #loop_unroll1_b0d9>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_blackwell_gemm_kernel~' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_blackwell_gemm_kernel~' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_blackwell_gemm_kernel~(%arg0: !llvm.struct<(i1, i1, i1, vector<4xi32>)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg4: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 198656 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(8192 : i32) : i32
      %2 = llvm.mlir.constant(0 : i8) : i8
      %3 = llvm.mlir.constant(2 : i8) : i8
      %4 = llvm.mlir.constant(4 : i32) : i32
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.mlir.constant(1024 : i32) : i32
      %7 = llvm.mlir.constant(4 : i64) : i64
      %8 = llvm.mlir.constant(8 : i64) : i64
      %9 = llvm.mlir.constant(1024 : i64) : i64
      %10 = llvm.mlir.constant(31 : i32) : i32
      %11 = llvm.mlir.constant(-1 : i32) : i32
      %12 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %13 = llvm.mlir.constant(32 : i32) : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(true) : i1
      %16 = llvm.mlir.constant(128 : i32) : i32
      %17 = llvm.mlir.constant(128 : i64) : i64
      %18 = llvm.mlir.constant(6 : i32) : i32
      %19 = llvm.mlir.constant(10000000 : i32) : i32
      %20 = llvm.mlir.constant(32768 : i32) : i32
      %21 = llvm.mlir.constant(false) : i1
      %22 = llvm.mlir.constant(136316048 : i32) : i32
      %23 = llvm.mlir.constant(13 : i32) : i32
      %24 = llvm.mlir.constant(14 : i32) : i32
      %25 = llvm.mlir.constant(2097152 : i32) : i32
      %26 = llvm.mlir.constant(32 : i64) : i64
      %27 = llvm.mlir.constant(8 : i32) : i32
      %28 = llvm.mlir.constant(64 : i32) : i32
      %29 = llvm.mlir.constant(1 : i32) : i32
      %30 = llvm.alloca %28 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %28 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %33 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %34 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %35 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %36 = llvm.ptrtoint %12 : !llvm.ptr<3> to i32
      %37 = nvvm.shfl.sync idx %11, %36, %14, %10 : i32 -> i32
      %38 = llvm.zext %37 : i32 to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<3>
      llvm.intr.assume %15 ["align"(%39, %9 : !llvm.ptr<3>, i64)] : i1
      %40 = llvm.ptrtoint %39 : !llvm.ptr<3> to i64
      %41 = llvm.inttoptr %40 : i64 to !llvm.ptr<3>
      llvm.intr.assume %15 ["align"(%41, %8 : !llvm.ptr<3>, i64)] : i1
      %42 = llvm.getelementptr %39[96] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %43 = llvm.ptrtoint %42 : !llvm.ptr<3> to i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<3>
      llvm.intr.assume %15 ["align"(%44, %8 : !llvm.ptr<3>, i64)] : i1
      %45 = llvm.getelementptr %39[112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %46 = llvm.ptrtoint %45 : !llvm.ptr<3> to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<3>
      llvm.intr.assume %15 ["align"(%47, %7 : !llvm.ptr<3>, i64)] : i1
      %48 = llvm.getelementptr %39[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %49 = llvm.getelementptr %39[99328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %50 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %51 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %52 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %53 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %54 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %55 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %56 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %57 = llvm.mul %53, %55 : i32
      %58 = llvm.add %50, %57 : i32
      %59 = llvm.mul %54, %55 : i32
      %60 = llvm.mul %59, %56 : i32
      %61 = llvm.add %58, %60 : i32
      %62 = llvm.sdiv %61, %13 : i32
      %63 = llvm.mul %62, %13 : i32
      %64 = llvm.icmp "ne" %61, %63 : i32
      %65 = llvm.icmp "slt" %61, %14 : i32
      %66 = llvm.and %64, %65 : i1
      %67 = llvm.add %62, %11 : i32
      %68 = llvm.select %66, %67, %62 : i1, i32
      %69 = nvvm.shfl.sync idx %11, %68, %14, %10 : i32 -> i32
      %70 = nvvm.shfl.sync idx %11, %69, %14, %10 : i32 -> i32
      %71 = llvm.icmp "eq" %70, %14 : i32
      llvm.cond_br %71, ^bb0, ^bb1
    ^bb0:  // pred: ^bb2
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg3 : !llvm.ptr
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb2, ^bb0
      llvm.cond_br %71, ^bb3, ^bb4
    ^bb3:  // pred: ^bb1
      nvvm.tcgen05.alloc %47, %16 : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb1, ^bb3
      llvm.cond_br %71, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %72 = nvvm.elect.sync -> i1
      llvm.cond_br %72, ^bb7, ^bb8
    ^bb7:  // pred: ^bb5
      nvvm.mbarrier.init %41, %29 : !llvm.ptr<3>, i32
      %73 = llvm.getelementptr %41[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %73, %29 : !llvm.ptr<3>, i32
      %74 = llvm.getelementptr %41[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %74, %29 : !llvm.ptr<3>, i32
      %75 = llvm.getelementptr %41[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %75, %29 : !llvm.ptr<3>, i32
      %76 = llvm.getelementptr %41[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %76, %29 : !llvm.ptr<3>, i32
      %77 = llvm.getelementptr %41[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %77, %29 : !llvm.ptr<3>, i32
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb5, ^bb7
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb8
      %78 = llvm.getelementptr %41[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %71, ^bb9, ^bb10
    ^bb9:  // pred: ^bb6
      %79 = nvvm.elect.sync -> i1
      llvm.cond_br %79, ^bb11, ^bb12
    ^bb11:  // pred: ^bb9
      nvvm.mbarrier.init %78, %29 : !llvm.ptr<3>, i32
      %80 = llvm.getelementptr %41[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %80, %29 : !llvm.ptr<3>, i32
      %81 = llvm.getelementptr %41[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %81, %29 : !llvm.ptr<3>, i32
      %82 = llvm.getelementptr %41[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %82, %29 : !llvm.ptr<3>, i32
      %83 = llvm.getelementptr %41[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %83, %29 : !llvm.ptr<3>, i32
      %84 = llvm.getelementptr %41[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %84, %29 : !llvm.ptr<3>, i32
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb9, ^bb11
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb12
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %71, ^bb13, ^bb14
    ^bb13:  // pred: ^bb10
      %85 = nvvm.elect.sync -> i1
      llvm.cond_br %85, ^bb15, ^bb16
    ^bb15:  // pred: ^bb13
      nvvm.mbarrier.init %44, %29 : !llvm.ptr<3>, i32
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb13, ^bb15
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb16
      %86 = llvm.getelementptr %44[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %71, ^bb17, ^bb18
    ^bb17:  // pred: ^bb14
      %87 = nvvm.elect.sync -> i1
      llvm.cond_br %87, ^bb19, ^bb20
    ^bb19:  // pred: ^bb17
      nvvm.mbarrier.init %86, %16 : !llvm.ptr<3>, i32
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb17, ^bb19
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb20
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %88 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %89 = llvm.sdiv %88, %28 : i32
      %90 = llvm.mul %89, %28 : i32
      %91 = llvm.icmp "ne" %88, %90 : i32
      %92 = llvm.icmp "slt" %88, %14 : i32
      %93 = llvm.icmp "eq" %92, %21 : i1
      %94 = llvm.and %91, %93 : i1
      %95 = llvm.add %89, %29 : i32
      %96 = llvm.select %94, %95, %89 : i1, i32
      %97 = llvm.mul %51, %16 overflow<nsw> : i32
      %98 = llvm.mul %52, %16 overflow<nsw> : i32
      %99 = llvm.extractvalue %arg5[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %100 = llvm.mul %99, %17 overflow<nsw> : i64
      %101 = llvm.sext %51 : i32 to i64
      %102 = llvm.mul %101, %100 overflow<nsw> : i64
      %103 = llvm.mul %52, %16 overflow<nsw> : i32
      %104 = llvm.sext %103 : i32 to i64
      %105 = llvm.add %102, %104 overflow<nsw> : i64
      %106 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %107 = llvm.getelementptr %106[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %108 = llvm.ptrtoint %48 : !llvm.ptr<3> to i32
      %109 = llvm.lshr %108, %4 : i32
      %110 = nvvm.tcgen05.mma_smem_desc(%109, %29, %28, %2, %21, %3) : (i32, i32, i32, i8, i1, i8) -> i64
      %111 = llvm.ptrtoint %49 : !llvm.ptr<3> to i32
      %112 = llvm.lshr %111, %4 : i32
      %113 = nvvm.tcgen05.mma_smem_desc(%112, %29, %28, %2, %21, %3) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.barrier id = %29 number_of_threads = %16
      %114 = llvm.load %47 : !llvm.ptr<3> -> i32
      llvm.cond_br %71, ^bb21, ^bb22
    ^bb21:  // pred: ^bb18
      %115 = llvm.icmp "slt" %96, %18 : i32
      %116 = llvm.select %115, %96, %18 : i1, i32
      llvm.br ^bb23(%14, %14, %14, %29 : i32, i32, i32, i32)
    ^bb23(%117: i32, %118: i32, %119: i32, %120: i32):  // 2 preds: ^bb21, ^bb24
      %121 = llvm.icmp "slt" %117, %116 : i32
      llvm.cond_br %121, ^bb25, ^bb26
    ^bb25:  // pred: ^bb23
      %122 = llvm.getelementptr %78[%119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %122, %120, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      %123 = nvvm.elect.sync -> i1
      llvm.cond_br %123, ^bb27, ^bb28
    ^bb27:  // pred: ^bb25
      %124 = llvm.getelementptr %41[%119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %125 = nvvm.mbarrier.arrive.expect_tx %124, %20 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb25, ^bb27
      %126 = llvm.getelementptr %41[%119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %127 = llvm.mul %118, %28 overflow<nsw> : i32
      %128 = llvm.mul %119, %1 overflow<nsw> : i32
      %129 = llvm.getelementptr %48[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %130 = nvvm.elect.sync -> i1
      llvm.cond_br %130, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      nvvm.cp.async.bulk.tensor.shared.cluster.global %129, %32, %126, box[%127, %97] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %131 = llvm.mul %118, %28 overflow<nsw> : i32
      %132 = llvm.getelementptr %49[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %133 = nvvm.elect.sync -> i1
      llvm.cond_br %133, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      nvvm.cp.async.bulk.tensor.shared.cluster.global %132, %34, %126, box[%131, %98] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb32
    ^bb32:  // 2 preds: ^bb30, ^bb31
      %134 = llvm.add %119, %29 : i32
      %135 = llvm.add %118, %29 : i32
      %136 = llvm.icmp "eq" %134, %18 : i32
      %137 = llvm.select %136, %14, %134 : i1, i32
      llvm.cond_br %136, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %138 = llvm.xor %120, %29 : i32
      llvm.br ^bb35(%138 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%120 : i32)
    ^bb35(%139: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb24
    ^bb24:  // pred: ^bb35
      %140 = llvm.add %117, %29 : i32
      llvm.br ^bb23(%140, %135, %137, %139 : i32, i32, i32, i32) {loop_annotation = #loop_annotation_1d06}
    ^bb26:  // pred: ^bb23
      %141 = llvm.insertvalue %21, %arg0[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %142 = llvm.bitcast %110 : i64 to vector<2xi32>
      %143 = llvm.mlir.constant(0 : i64) : i64
      %144 = llvm.extractelement %142[%143 : i64] : vector<2xi32>
      %145 = llvm.bitcast %113 : i64 to vector<2xi32>
      %146 = llvm.mlir.constant(0 : i64) : i64
      %147 = llvm.extractelement %145[%146 : i64] : vector<2xi32>
      %148 = llvm.inttoptr %114 : i32 to !llvm.ptr<6>
      %149 = llvm.bitcast %110 : i64 to vector<2xi32>
      %150 = llvm.mlir.constant(0 : i64) : i64
      %151 = llvm.extractelement %149[%150 : i64] : vector<2xi32>
      %152 = llvm.bitcast %113 : i64 to vector<2xi32>
      %153 = llvm.mlir.constant(0 : i64) : i64
      %154 = llvm.extractelement %152[%153 : i64] : vector<2xi32>
      %155 = llvm.bitcast %110 : i64 to vector<2xi32>
      %156 = llvm.mlir.constant(0 : i64) : i64
      %157 = llvm.extractelement %155[%156 : i64] : vector<2xi32>
      %158 = llvm.bitcast %113 : i64 to vector<2xi32>
      %159 = llvm.mlir.constant(0 : i64) : i64
      %160 = llvm.extractelement %158[%159 : i64] : vector<2xi32>
      %161 = llvm.bitcast %110 : i64 to vector<2xi32>
      %162 = llvm.mlir.constant(0 : i64) : i64
      %163 = llvm.extractelement %161[%162 : i64] : vector<2xi32>
      %164 = llvm.bitcast %113 : i64 to vector<2xi32>
      %165 = llvm.mlir.constant(0 : i64) : i64
      %166 = llvm.extractelement %164[%165 : i64] : vector<2xi32>
      llvm.br ^bb36(%14, %141, %14, %14, %14, %118, %119, %120 : i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, i32, i32, i32, i32, i32, i32)
    ^bb36(%167: i32, %168: !llvm.struct<(i1, i1, i1, vector<4xi32>)>, %169: i32, %170: i32, %171: i32, %172: i32, %173: i32, %174: i32):  // 2 preds: ^bb26, ^bb37
      %175 = llvm.icmp "slt" %167, %96 : i32
      llvm.cond_br %175, ^bb38, ^bb39
    ^bb38:  // pred: ^bb36
      %176 = llvm.getelementptr %41[%170] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %176, %171, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      %177 = llvm.mul %170, %6 overflow<nsw> : i32
      %178 = llvm.add %144, %177 : i32
      %179 = llvm.mlir.constant(0 : i64) : i64
      %180 = llvm.insertelement %178, %142[%179 : i64] : vector<2xi32>
      %181 = llvm.bitcast %180 : vector<2xi32> to i64
      %182 = llvm.add %147, %177 : i32
      %183 = llvm.mlir.constant(0 : i64) : i64
      %184 = llvm.insertelement %182, %145[%183 : i64] : vector<2xi32>
      %185 = llvm.bitcast %184 : vector<2xi32> to i64
      %186 = llvm.extractvalue %168[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %187 = llvm.extractvalue %168[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %188 = llvm.extractvalue %168[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %189 = llvm.zext %186 : i1 to i32
      %190 = llvm.zext %187 : i1 to i32
      %191 = llvm.shl %189, %23 : i32
      %192 = llvm.shl %190, %24 : i32
      %193 = llvm.or %191, %22 : i32
      %194 = llvm.or %193, %192 : i32
      %195 = llvm.extractvalue %168[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %196 = nvvm.elect.sync -> i1
      llvm.cond_br %196, ^bb40, ^bb41
    ^bb40:  // pred: ^bb38
      nvvm.tcgen05.mma %148, %181, %185, %194, %188 mask = %195 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb38, ^bb40
      %197 = llvm.insertvalue %15, %168[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %198 = llvm.mul %170, %6 overflow<nsw> : i32
      %199 = llvm.add %198, %5 overflow<nsw> : i32
      %200 = llvm.add %151, %199 : i32
      %201 = llvm.mlir.constant(0 : i64) : i64
      %202 = llvm.insertelement %200, %149[%201 : i64] : vector<2xi32>
      %203 = llvm.bitcast %202 : vector<2xi32> to i64
      %204 = llvm.add %154, %199 : i32
      %205 = llvm.mlir.constant(0 : i64) : i64
      %206 = llvm.insertelement %204, %152[%205 : i64] : vector<2xi32>
      %207 = llvm.bitcast %206 : vector<2xi32> to i64
      %208 = nvvm.elect.sync -> i1
      llvm.cond_br %208, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      nvvm.tcgen05.mma %148, %203, %207, %194, %15 mask = %195 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %209 = llvm.insertvalue %15, %197[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %210 = llvm.mul %170, %6 overflow<nsw> : i32
      %211 = llvm.add %210, %4 overflow<nsw> : i32
      %212 = llvm.add %157, %211 : i32
      %213 = llvm.mlir.constant(0 : i64) : i64
      %214 = llvm.insertelement %212, %155[%213 : i64] : vector<2xi32>
      %215 = llvm.bitcast %214 : vector<2xi32> to i64
      %216 = llvm.add %160, %211 : i32
      %217 = llvm.mlir.constant(0 : i64) : i64
      %218 = llvm.insertelement %216, %158[%217 : i64] : vector<2xi32>
      %219 = llvm.bitcast %218 : vector<2xi32> to i64
      %220 = nvvm.elect.sync -> i1
      llvm.cond_br %220, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      nvvm.tcgen05.mma %148, %215, %219, %194, %15 mask = %195 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %221 = llvm.insertvalue %15, %209[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %222 = llvm.mul %170, %6 overflow<nsw> : i32
      %223 = llvm.add %222, %18 overflow<nsw> : i32
      %224 = llvm.add %163, %223 : i32
      %225 = llvm.mlir.constant(0 : i64) : i64
      %226 = llvm.insertelement %224, %161[%225 : i64] : vector<2xi32>
      %227 = llvm.bitcast %226 : vector<2xi32> to i64
      %228 = llvm.add %166, %223 : i32
      %229 = llvm.mlir.constant(0 : i64) : i64
      %230 = llvm.insertelement %228, %164[%229 : i64] : vector<2xi32>
      %231 = llvm.bitcast %230 : vector<2xi32> to i64
      %232 = nvvm.elect.sync -> i1
      llvm.cond_br %232, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      nvvm.tcgen05.mma %148, %227, %231, %194, %15 mask = %195 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %233 = llvm.insertvalue %15, %221[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %234 = nvvm.elect.sync -> i1
      llvm.cond_br %234, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %235 = llvm.getelementptr %78[%170] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.tcgen05.commit %235 : !llvm.ptr<3>
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      %236 = llvm.add %170, %29 : i32
      %237 = llvm.add %169, %29 : i32
      %238 = llvm.icmp "eq" %236, %18 : i32
      %239 = llvm.select %238, %14, %236 : i1, i32
      llvm.cond_br %238, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %240 = llvm.xor %171, %29 : i32
      llvm.br ^bb52(%240 : i32)
    ^bb51:  // pred: ^bb49
      llvm.br ^bb52(%171 : i32)
    ^bb52(%241: i32):  // 2 preds: ^bb50, ^bb51
      llvm.br ^bb53
    ^bb53:  // pred: ^bb52
      %242 = llvm.icmp "sgt" %167, %14 : i32
      %243 = llvm.icmp "sgt" %96, %172 : i32
      %244 = llvm.and %242, %243 : i1
      llvm.cond_br %244, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %245 = llvm.getelementptr %78[%173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %245, %174, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      %246 = nvvm.elect.sync -> i1
      llvm.cond_br %246, ^bb56, ^bb57
    ^bb56:  // pred: ^bb54
      %247 = llvm.getelementptr %41[%173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %248 = nvvm.mbarrier.arrive.expect_tx %247, %20 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb54, ^bb56
      %249 = llvm.getelementptr %41[%173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %250 = llvm.mul %172, %28 overflow<nsw> : i32
      %251 = llvm.mul %173, %1 overflow<nsw> : i32
      %252 = llvm.getelementptr %48[%251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %253 = nvvm.elect.sync -> i1
      llvm.cond_br %253, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      nvvm.cp.async.bulk.tensor.shared.cluster.global %252, %33, %249, box[%250, %97] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      %254 = llvm.mul %172, %28 overflow<nsw> : i32
      %255 = llvm.getelementptr %49[%251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %256 = nvvm.elect.sync -> i1
      llvm.cond_br %256, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      nvvm.cp.async.bulk.tensor.shared.cluster.global %255, %35, %249, box[%254, %98] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb61
    ^bb61:  // 2 preds: ^bb59, ^bb60
      %257 = llvm.add %173, %29 : i32
      %258 = llvm.add %172, %29 : i32
      %259 = llvm.icmp "eq" %257, %18 : i32
      %260 = llvm.select %259, %14, %257 : i1, i32
      llvm.cond_br %259, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %261 = llvm.xor %174, %29 : i32
      llvm.br ^bb64(%261 : i32)
    ^bb63:  // pred: ^bb61
      llvm.br ^bb64(%174 : i32)
    ^bb64(%262: i32):  // 2 preds: ^bb62, ^bb63
      llvm.br ^bb65
    ^bb65:  // pred: ^bb64
      llvm.br ^bb66(%258, %260, %262 : i32, i32, i32)
    ^bb55:  // pred: ^bb53
      llvm.br ^bb66(%172, %173, %174 : i32, i32, i32)
    ^bb66(%263: i32, %264: i32, %265: i32):  // 2 preds: ^bb65, ^bb55
      llvm.br ^bb37
    ^bb37:  // pred: ^bb66
      %266 = llvm.add %167, %29 : i32
      llvm.br ^bb36(%266, %233, %237, %239, %241, %263, %264, %265 : i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, i32, i32, i32, i32, i32, i32) {loop_annotation = #loop_annotation_1d06}
    ^bb39:  // pred: ^bb36
      %267 = nvvm.elect.sync -> i1
      llvm.cond_br %267, ^bb67, ^bb68
    ^bb67:  // pred: ^bb39
      nvvm.tcgen05.commit %44 : !llvm.ptr<3>
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb39, ^bb67
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb18, ^bb68
      llvm.cond_br %71, ^bb69, ^bb70
    ^bb69:  // pred: ^bb22
      nvvm.tcgen05.relinquish_alloc_permit
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb22, ^bb69
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %44, %14, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      %268 = llvm.sdiv %50, %13 : i32
      %269 = llvm.mul %268, %25 overflow<nsw> : i32
      %270 = llvm.add %114, %269 : i32
      %271 = llvm.mul %99, %26 overflow<nsw> : i64
      %272 = llvm.srem %50, %13 : i32
      %273 = llvm.sext %272 : i32 to i64
      %274 = llvm.mul %273, %99 overflow<nsw> : i64
      %275 = llvm.sext %268 : i32 to i64
      %276 = llvm.mul %275, %271 overflow<nsw> : i64
      %277 = llvm.add %274, %276 overflow<nsw> : i64
      %278 = llvm.getelementptr %107[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %279 = llvm.inttoptr %270 : i32 to !llvm.ptr<6>
      %280 = nvvm.tcgen05.ld %279 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      llvm.store %280, %31 : vector<64xi32>, !llvm.ptr
      %281 = llvm.load %31 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %282 = llvm.fptrunc %281 : vector<64xf32> to vector<64xbf16>
      llvm.store %282, %30 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      llvm.br ^bb71(%14 : i32)
    ^bb71(%283: i32):  // 2 preds: ^bb70, ^bb72
      %284 = llvm.icmp "slt" %283, %27 : i32
      llvm.cond_br %284, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %285 = llvm.mul %283, %27 overflow<nsw> : i32
      %286 = llvm.getelementptr %30[%285] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %287 = llvm.getelementptr %278[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %288 = llvm.load %286 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %288, %287 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %289 = llvm.add %283, %29 : i32
      llvm.br ^bb71(%289 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb73:  // pred: ^bb71
      %290 = llvm.add %270, %28 : i32
      %291 = llvm.inttoptr %290 : i32 to !llvm.ptr<6>
      %292 = nvvm.tcgen05.ld %291 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      llvm.store %292, %31 : vector<64xi32>, !llvm.ptr
      %293 = llvm.load %31 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %294 = llvm.fptrunc %293 : vector<64xf32> to vector<64xbf16>
      llvm.store %294, %30 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %295 = llvm.getelementptr %278[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb74(%14 : i32)
    ^bb74(%296: i32):  // 2 preds: ^bb73, ^bb75
      %297 = llvm.icmp "slt" %296, %27 : i32
      llvm.cond_br %297, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %298 = llvm.mul %296, %27 overflow<nsw> : i32
      %299 = llvm.getelementptr %30[%298] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %300 = llvm.getelementptr %295[%298] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %301 = llvm.load %299 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %301, %300 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %302 = llvm.add %296, %29 : i32
      llvm.br ^bb74(%302 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb76:  // pred: ^bb74
      nvvm.barrier id = %29
      llvm.cond_br %71, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %303 = llvm.inttoptr %114 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %303, %16 : !llvm.ptr<6>, i32
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb76, ^bb77
      llvm.return
    }
  }
  llvm.func @cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %1 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %2 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %3 = llvm.mlir.constant(198656 : i64) : i64
    %4 = llvm.mlir.constant(127 : i64) : i64
    %5 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %6 = llvm.mlir.constant(288018 : i64) : i64
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(128 : i32) : i32
    %9 = llvm.mlir.poison : !llvm.struct<()>
    %10 = llvm.mlir.constant(15 : i64) : i64
    %11 = llvm.mlir.constant(36 : i64) : i64
    %12 = llvm.mlir.constant(32 : i64) : i64
    %13 = llvm.mlir.constant(21 : i64) : i64
    %14 = llvm.mlir.constant(131072 : i64) : i64
    %15 = llvm.mlir.constant(8 : i64) : i64
    %16 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %17 = llvm.mlir.constant(16 : i64) : i64
    %18 = llvm.mlir.constant(4 : i64) : i64
    %19 = llvm.mlir.constant(4294967295 : i64) : i64
    %20 = llvm.mlir.constant(2 : i64) : i64
    %21 = llvm.mlir.constant(1 : i64) : i64
    %22 = llvm.mlir.constant(0 : i64) : i64
    %23 = llvm.mlir.constant(16 : i32) : i32
    %24 = llvm.mlir.constant(false) : i1
    %25 = llvm.mlir.constant(0 : i32) : i32
    %26 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %27 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %28 = llvm.insertvalue %24, %27[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %29 = llvm.insertvalue %24, %28[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %30 = llvm.insertvalue %24, %29[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %31 = llvm.insertvalue %26, %30[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %32 = llvm.alloca %23 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %33 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %34 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %35 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %36 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %37 = llvm.sext %35 : i32 to i64
    %38 = llvm.sext %34 : i32 to i64
    %39 = llvm.mul %36, %20 : i64
    %40 = llvm.ptrtoint %33 : !llvm.ptr<1> to i64
    %41 = llvm.getelementptr %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr %32[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %32[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %32[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %32[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %32[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %32[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %32[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %48 : i64, !llvm.ptr
    %49 = llvm.udiv %40, %17 : i64
    %50 = llvm.and %49, %16 : i64
    %51 = llvm.shl %50, %18 : i64
    llvm.store %51, %41 : i64, !llvm.ptr
    %52 = llvm.sub %38, %21 : i64
    %53 = llvm.mul %52, %39 : i64
    %54 = llvm.mul %37, %17 : i64
    %55 = llvm.udiv %54, %15 : i64
    %56 = llvm.add %55, %53 : i64
    %57 = llvm.icmp "uge" %56, %14 : i64
    %58 = llvm.zext %57 : i1 to i64
    %59 = llvm.shl %58, %13 : i64
    %60 = llvm.udiv %39, %17 : i64
    %61 = llvm.shl %60, %12 : i64
    %62 = llvm.or %59, %61 : i64
    %63 = llvm.or %62, %6 : i64
    llvm.store %63, %42 : i64, !llvm.ptr
    llvm.store %22, %43 : i64, !llvm.ptr
    %64 = llvm.lshr %39, %11 : i64
    %65 = llvm.and %64, %10 : i64
    %66 = llvm.shl %65, %12 : i64
    llvm.store %66, %44 : i64, !llvm.ptr
    %67 = llvm.sub %37, %21 : i64
    %68 = llvm.and %67, %19 : i64
    %69 = llvm.shl %52, %12 : i64
    %70 = llvm.or %68, %69 : i64
    llvm.store %70, %45 : i64, !llvm.ptr
    llvm.store %22, %46 : i64, !llvm.ptr
    llvm.store %5, %47 : i64, !llvm.ptr
    llvm.store %4, %48 : i64, !llvm.ptr
    %71 = llvm.ptrtoint %32 : !llvm.ptr to i64
    %72 = llvm.inttoptr %71 : i64 to !llvm.ptr
    %73 = llvm.load %72 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %74 = llvm.insertvalue %73, %2[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %75 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %76 = llvm.insertvalue %75, %1[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %77 = llvm.insertvalue %9, %76[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %78 = llvm.insertvalue %9, %0[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %79 = llvm.insertvalue %77, %78[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %80 = llvm.alloca %23 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %81 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %82 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %83 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %84 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %85 = llvm.sext %83 : i32 to i64
    %86 = llvm.sext %82 : i32 to i64
    %87 = llvm.mul %84, %20 : i64
    %88 = llvm.ptrtoint %81 : !llvm.ptr<1> to i64
    %89 = llvm.getelementptr %80[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %89 : i64, !llvm.ptr
    %90 = llvm.getelementptr %80[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %90 : i64, !llvm.ptr
    %91 = llvm.getelementptr %80[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %80[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %92 : i64, !llvm.ptr
    %93 = llvm.getelementptr %80[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %80[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %80[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %80[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %22, %96 : i64, !llvm.ptr
    %97 = llvm.udiv %88, %17 : i64
    %98 = llvm.and %97, %16 : i64
    %99 = llvm.shl %98, %18 : i64
    llvm.store %99, %89 : i64, !llvm.ptr
    %100 = llvm.sub %86, %21 : i64
    %101 = llvm.mul %100, %87 : i64
    %102 = llvm.mul %85, %17 : i64
    %103 = llvm.udiv %102, %15 : i64
    %104 = llvm.add %103, %101 : i64
    %105 = llvm.icmp "uge" %104, %14 : i64
    %106 = llvm.zext %105 : i1 to i64
    %107 = llvm.shl %106, %13 : i64
    %108 = llvm.udiv %87, %17 : i64
    %109 = llvm.shl %108, %12 : i64
    %110 = llvm.or %107, %109 : i64
    %111 = llvm.or %110, %6 : i64
    llvm.store %111, %90 : i64, !llvm.ptr
    llvm.store %22, %91 : i64, !llvm.ptr
    %112 = llvm.lshr %87, %11 : i64
    %113 = llvm.and %112, %10 : i64
    %114 = llvm.shl %113, %12 : i64
    llvm.store %114, %92 : i64, !llvm.ptr
    %115 = llvm.sub %85, %21 : i64
    %116 = llvm.and %115, %19 : i64
    %117 = llvm.shl %100, %12 : i64
    %118 = llvm.or %116, %117 : i64
    llvm.store %118, %93 : i64, !llvm.ptr
    llvm.store %22, %94 : i64, !llvm.ptr
    llvm.store %5, %95 : i64, !llvm.ptr
    llvm.store %4, %96 : i64, !llvm.ptr
    %119 = llvm.ptrtoint %80 : !llvm.ptr to i64
    %120 = llvm.inttoptr %119 : i64 to !llvm.ptr
    %121 = llvm.load %120 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %122 = llvm.insertvalue %121, %2[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %123 = llvm.extractvalue %arg1[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %124 = llvm.insertvalue %123, %1[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %125 = llvm.insertvalue %9, %124[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %126 = llvm.insertvalue %9, %0[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %127 = llvm.insertvalue %125, %126[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %128 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %129 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %130 = llvm.sdiv %128, %8 : i32
    %131 = llvm.mul %130, %8 : i32
    %132 = llvm.icmp "ne" %128, %131 : i32
    %133 = llvm.icmp "slt" %128, %25 : i32
    %134 = llvm.icmp "eq" %133, %24 : i1
    %135 = llvm.and %132, %134 : i1
    %136 = llvm.add %130, %7 : i32
    %137 = llvm.select %135, %136, %130 : i1, i32
    %138 = llvm.sdiv %129, %8 : i32
    %139 = llvm.mul %138, %8 : i32
    %140 = llvm.icmp "ne" %129, %139 : i32
    %141 = llvm.icmp "slt" %129, %25 : i32
    %142 = llvm.icmp "eq" %141, %24 : i1
    %143 = llvm.and %140, %142 : i1
    %144 = llvm.add %138, %7 : i32
    %145 = llvm.select %143, %144, %138 : i1, i32
    %146 = llvm.inttoptr %22 : i64 to !llvm.ptr
    %147 = llvm.mlir.constant(1 : i32) : i32
    %148 = llvm.alloca %147 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %149 = llvm.alloca %147 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %150 = llvm.getelementptr %148[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %149, %150 : !llvm.ptr, !llvm.ptr
    %151 = llvm.getelementptr %148[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %151 : i32, !llvm.ptr
    %152 = llvm.getelementptr %148[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %152 : i32, !llvm.ptr
    %153 = llvm.getelementptr %148[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %153 : i32, !llvm.ptr
    %154 = llvm.getelementptr %148[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %3, %154 : i64, !llvm.ptr
    %155 = llvm.getelementptr %148[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %137, %155 : i32, !llvm.ptr
    %156 = llvm.getelementptr %148[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %145, %156 : i32, !llvm.ptr
    %157 = llvm.getelementptr %148[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %157 : i32, !llvm.ptr
    %158 = llvm.getelementptr %148[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %159 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %159, %158 : i32, !llvm.ptr
    %160 = llvm.getelementptr %148[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %146, %160 : !llvm.ptr, !llvm.ptr
    %161 = llvm.alloca %147 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %162 = builtin.unrealized_conversion_cast %161 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %163 = llvm.getelementptr %161[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %148, %163 : !llvm.ptr, !llvm.ptr
    %164 = llvm.getelementptr %161[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %165 = llvm.load %164 : !llvm.ptr -> !llvm.ptr
    %166 = llvm.getelementptr %165[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %167 = llvm.load %166 : !llvm.ptr -> i32
    %168 = llvm.getelementptr %165[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %169 = llvm.load %168 : !llvm.ptr -> !llvm.ptr
    %170 = llvm.mlir.constant(6 : i32) : i32
    %171 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%171 : i32)
  ^bb1(%172: i32):  // 2 preds: ^bb2, ^bb3
    %173 = llvm.getelementptr %169[%172] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %174 = llvm.getelementptr %173[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %170, %174 : i32, !llvm.ptr
    %175 = llvm.getelementptr %173[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %25, %175 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %176 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %177 = llvm.mlir.constant(0 : index) : i64
    %178 = llvm.getelementptr %176[%177, %177] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %179 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %180 = llvm.mlir.constant(0 : index) : i64
    %181 = llvm.getelementptr %179[%180, %180] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %182 = llvm.call @printf(%181, %178) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %183 = llvm.mlir.constant(1 : i32) : i32
    %184 = llvm.add %167, %183 : i32
    llvm.store %184, %166 : i32, !llvm.ptr
    llvm.br ^bb1(%167 : i32)
  ^bb6:  // pred: ^bb0
    %185 = llvm.mlir.constant(17 : i32) : i32
    %186 = llvm.icmp "uge" %167, %185 : i32
    llvm.cond_br %186, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%187 : i32)
  ^bb7:  // pred: ^bb0
    %188 = llvm.getelementptr %169[%187] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %189 = llvm.getelementptr %188[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %190 = llvm.load %189 : !llvm.ptr -> i32
    %191 = llvm.icmp "eq" %190, %170 : i32
    %192 = llvm.mlir.constant(1 : i32) : i32
    %193 = llvm.add %187, %192 : i32
    llvm.cond_br %191, ^bb3, ^bb0(%193 : i32)
  ^bb0(%187: i32):  // 2 preds: ^bb8, ^bb7
    %194 = llvm.icmp "uge" %187, %167 : i32
    llvm.cond_br %194, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %195 = llvm.getelementptr %161[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %196 = llvm.load %195 : !llvm.ptr -> !llvm.ptr
    %197 = llvm.getelementptr %196[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %198 = llvm.load %197 : !llvm.ptr -> i32
    %199 = llvm.getelementptr %196[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %200 = llvm.load %199 : !llvm.ptr -> !llvm.ptr
    %201 = llvm.mlir.constant(2 : i32) : i32
    %202 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%202 : i32)
  ^bb10(%203: i32):  // 2 preds: ^bb11, ^bb12
    %204 = llvm.getelementptr %200[%203] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %205 = llvm.getelementptr %204[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %201, %205 : i32, !llvm.ptr
    %206 = llvm.getelementptr %204[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %25, %206 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %207 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %208 = llvm.mlir.constant(0 : index) : i64
    %209 = llvm.getelementptr %207[%208, %208] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %210 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %211 = llvm.mlir.constant(0 : index) : i64
    %212 = llvm.getelementptr %210[%211, %211] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %213 = llvm.call @printf(%212, %209) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %214 = llvm.mlir.constant(1 : i32) : i32
    %215 = llvm.add %198, %214 : i32
    llvm.store %215, %197 : i32, !llvm.ptr
    llvm.br ^bb10(%198 : i32)
  ^bb15:  // pred: ^bb9
    %216 = llvm.mlir.constant(17 : i32) : i32
    %217 = llvm.icmp "uge" %198, %216 : i32
    llvm.cond_br %217, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%218 : i32)
  ^bb16:  // pred: ^bb9
    %219 = llvm.getelementptr %200[%218] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %220 = llvm.getelementptr %219[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %221 = llvm.load %220 : !llvm.ptr -> i32
    %222 = llvm.icmp "eq" %221, %201 : i32
    %223 = llvm.mlir.constant(1 : i32) : i32
    %224 = llvm.add %218, %223 : i32
    llvm.cond_br %222, ^bb12, ^bb9(%224 : i32)
  ^bb9(%218: i32):  // 2 preds: ^bb4, ^bb16
    %225 = llvm.icmp "uge" %218, %198 : i32
    llvm.cond_br %225, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %226 = cuda.launch_ex @kernels::@kernel_cutlass_blackwell_gemm_kernel~<%162> (%31, %74, %79, %122, %127, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!llvm.struct<(i1, i1, i1, vector<4xi32>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> !cuda.result
    %227 = builtin.unrealized_conversion_cast %226 : !cuda.result to i32
    cuda.return_if_error %227 : i32
    llvm.return %25 : i32
  }
  llvm.func @_mlir_ciface_cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_blackwell_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
