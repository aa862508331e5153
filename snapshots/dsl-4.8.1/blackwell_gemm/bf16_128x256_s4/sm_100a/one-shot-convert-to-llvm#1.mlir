// irscope snapshot: blackwell_gemm:bf16_128x256_s4@sm_100a after one-shot-convert-to-llvm#1 (convert-to-llvm)
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
      %1 = llvm.mlir.constant(192 : i32) : i32
      %2 = llvm.mlir.constant(2048 : i32) : i32
      %3 = llvm.mlir.constant(16384 : i32) : i32
      %4 = llvm.mlir.constant(8192 : i32) : i32
      %5 = llvm.mlir.constant(0 : i8) : i8
      %6 = llvm.mlir.constant(2 : i8) : i8
      %7 = llvm.mlir.constant(6 : i32) : i32
      %8 = llvm.mlir.constant(2 : i32) : i32
      %9 = llvm.mlir.constant(1024 : i32) : i32
      %10 = llvm.mlir.constant(4 : i64) : i64
      %11 = llvm.mlir.constant(8 : i64) : i64
      %12 = llvm.mlir.constant(1024 : i64) : i64
      %13 = llvm.mlir.constant(31 : i32) : i32
      %14 = llvm.mlir.constant(-1 : i32) : i32
      %15 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %16 = llvm.mlir.constant(32 : i32) : i32
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.mlir.constant(true) : i1
      %19 = llvm.mlir.constant(256 : i32) : i32
      %20 = llvm.mlir.constant(128 : i32) : i32
      %21 = llvm.mlir.constant(128 : i64) : i64
      %22 = llvm.mlir.constant(4 : i32) : i32
      %23 = llvm.mlir.constant(10000000 : i32) : i32
      %24 = llvm.mlir.constant(49152 : i32) : i32
      %25 = llvm.mlir.constant(false) : i1
      %26 = llvm.mlir.constant(138413200 : i32) : i32
      %27 = llvm.mlir.constant(13 : i32) : i32
      %28 = llvm.mlir.constant(14 : i32) : i32
      %29 = llvm.mlir.constant(2097152 : i32) : i32
      %30 = llvm.mlir.constant(32 : i64) : i64
      %31 = llvm.mlir.constant(8 : i32) : i32
      %32 = llvm.mlir.constant(64 : i32) : i32
      %33 = llvm.mlir.constant(1 : i32) : i32
      %34 = llvm.alloca %32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %35 = llvm.alloca %32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %36 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %37 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %38 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %39 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %40 = llvm.ptrtoint %15 : !llvm.ptr<3> to i32
      %41 = nvvm.shfl.sync idx %14, %40, %17, %13 : i32 -> i32
      %42 = llvm.zext %41 : i32 to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<3>
      llvm.intr.assume %18 ["align"(%43, %12 : !llvm.ptr<3>, i64)] : i1
      %44 = llvm.ptrtoint %43 : !llvm.ptr<3> to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<3>
      llvm.intr.assume %18 ["align"(%45, %11 : !llvm.ptr<3>, i64)] : i1
      %46 = llvm.getelementptr %43[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %47 = llvm.ptrtoint %46 : !llvm.ptr<3> to i64
      %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<3>
      llvm.intr.assume %18 ["align"(%48, %11 : !llvm.ptr<3>, i64)] : i1
      %49 = llvm.getelementptr %43[80] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %50 = llvm.ptrtoint %49 : !llvm.ptr<3> to i64
      %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<3>
      llvm.intr.assume %18 ["align"(%51, %10 : !llvm.ptr<3>, i64)] : i1
      %52 = llvm.getelementptr %43[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %53 = llvm.getelementptr %43[66560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %54 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %55 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %56 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %57 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %58 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %59 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %60 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %61 = llvm.mul %57, %59 : i32
      %62 = llvm.add %54, %61 : i32
      %63 = llvm.mul %58, %59 : i32
      %64 = llvm.mul %63, %60 : i32
      %65 = llvm.add %62, %64 : i32
      %66 = llvm.sdiv %65, %16 : i32
      %67 = llvm.mul %66, %16 : i32
      %68 = llvm.icmp "ne" %65, %67 : i32
      %69 = llvm.icmp "slt" %65, %17 : i32
      %70 = llvm.and %68, %69 : i1
      %71 = llvm.add %66, %14 : i32
      %72 = llvm.select %70, %71, %66 : i1, i32
      %73 = nvvm.shfl.sync idx %14, %72, %17, %13 : i32 -> i32
      %74 = nvvm.shfl.sync idx %14, %73, %17, %13 : i32 -> i32
      %75 = llvm.icmp "eq" %74, %17 : i32
      llvm.cond_br %75, ^bb0, ^bb1
    ^bb0:  // pred: ^bb2
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg3 : !llvm.ptr
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb2, ^bb0
      llvm.cond_br %75, ^bb3, ^bb4
    ^bb3:  // pred: ^bb1
      nvvm.tcgen05.alloc %51, %19 : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb1, ^bb3
      llvm.cond_br %75, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %76 = nvvm.elect.sync -> i1
      llvm.cond_br %76, ^bb7, ^bb8
    ^bb7:  // pred: ^bb5
      nvvm.mbarrier.init %45, %33 : !llvm.ptr<3>, i32
      %77 = llvm.getelementptr %45[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %77, %33 : !llvm.ptr<3>, i32
      %78 = llvm.getelementptr %45[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %78, %33 : !llvm.ptr<3>, i32
      %79 = llvm.getelementptr %45[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %79, %33 : !llvm.ptr<3>, i32
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb5, ^bb7
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb8
      %80 = llvm.getelementptr %45[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %75, ^bb9, ^bb10
    ^bb9:  // pred: ^bb6
      %81 = nvvm.elect.sync -> i1
      llvm.cond_br %81, ^bb11, ^bb12
    ^bb11:  // pred: ^bb9
      nvvm.mbarrier.init %80, %33 : !llvm.ptr<3>, i32
      %82 = llvm.getelementptr %45[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %82, %33 : !llvm.ptr<3>, i32
      %83 = llvm.getelementptr %45[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %83, %33 : !llvm.ptr<3>, i32
      %84 = llvm.getelementptr %45[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %84, %33 : !llvm.ptr<3>, i32
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb9, ^bb11
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb6, ^bb12
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %75, ^bb13, ^bb14
    ^bb13:  // pred: ^bb10
      %85 = nvvm.elect.sync -> i1
      llvm.cond_br %85, ^bb15, ^bb16
    ^bb15:  // pred: ^bb13
      nvvm.mbarrier.init %48, %33 : !llvm.ptr<3>, i32
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb13, ^bb15
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb16
      %86 = llvm.getelementptr %48[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %75, ^bb17, ^bb18
    ^bb17:  // pred: ^bb14
      %87 = nvvm.elect.sync -> i1
      llvm.cond_br %87, ^bb19, ^bb20
    ^bb19:  // pred: ^bb17
      nvvm.mbarrier.init %86, %20 : !llvm.ptr<3>, i32
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb17, ^bb19
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb14, ^bb20
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %88 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %89 = llvm.sdiv %88, %32 : i32
      %90 = llvm.mul %89, %32 : i32
      %91 = llvm.icmp "ne" %88, %90 : i32
      %92 = llvm.icmp "slt" %88, %17 : i32
      %93 = llvm.icmp "eq" %92, %25 : i1
      %94 = llvm.and %91, %93 : i1
      %95 = llvm.add %89, %33 : i32
      %96 = llvm.select %94, %95, %89 : i1, i32
      %97 = llvm.mul %55, %20 overflow<nsw> : i32
      %98 = llvm.mul %56, %19 overflow<nsw> : i32
      %99 = llvm.extractvalue %arg5[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %100 = llvm.mul %99, %21 overflow<nsw> : i64
      %101 = llvm.sext %55 : i32 to i64
      %102 = llvm.mul %101, %100 overflow<nsw> : i64
      %103 = llvm.mul %56, %19 overflow<nsw> : i32
      %104 = llvm.sext %103 : i32 to i64
      %105 = llvm.add %102, %104 overflow<nsw> : i64
      %106 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %107 = llvm.getelementptr %106[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %108 = llvm.ptrtoint %52 : !llvm.ptr<3> to i32
      %109 = llvm.lshr %108, %22 : i32
      %110 = nvvm.tcgen05.mma_smem_desc(%109, %33, %32, %5, %25, %6) : (i32, i32, i32, i8, i1, i8) -> i64
      %111 = llvm.ptrtoint %53 : !llvm.ptr<3> to i32
      %112 = llvm.lshr %111, %22 : i32
      %113 = nvvm.tcgen05.mma_smem_desc(%112, %33, %32, %5, %25, %6) : (i32, i32, i32, i8, i1, i8) -> i64
      nvvm.barrier id = %33 number_of_threads = %20
      %114 = llvm.load %51 : !llvm.ptr<3> -> i32
      llvm.cond_br %75, ^bb21, ^bb22
    ^bb21:  // pred: ^bb18
      %115 = llvm.icmp "slt" %96, %22 : i32
      %116 = llvm.select %115, %96, %22 : i1, i32
      llvm.br ^bb23(%17, %17, %17, %33 : i32, i32, i32, i32)
    ^bb23(%117: i32, %118: i32, %119: i32, %120: i32):  // 2 preds: ^bb21, ^bb24
      %121 = llvm.icmp "slt" %117, %116 : i32
      llvm.cond_br %121, ^bb25, ^bb26
    ^bb25:  // pred: ^bb23
      %122 = llvm.getelementptr %80[%119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %122, %120, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %123 = nvvm.elect.sync -> i1
      llvm.cond_br %123, ^bb27, ^bb28
    ^bb27:  // pred: ^bb25
      %124 = llvm.getelementptr %45[%119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %125 = nvvm.mbarrier.arrive.expect_tx %124, %24 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb25, ^bb27
      %126 = llvm.getelementptr %45[%119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %127 = llvm.mul %118, %32 overflow<nsw> : i32
      %128 = llvm.mul %119, %4 overflow<nsw> : i32
      %129 = llvm.getelementptr %52[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %130 = nvvm.elect.sync -> i1
      llvm.cond_br %130, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      nvvm.cp.async.bulk.tensor.shared.cluster.global %129, %36, %126, box[%127, %97] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %131 = llvm.mul %118, %32 overflow<nsw> : i32
      %132 = llvm.mul %119, %3 overflow<nsw> : i32
      %133 = llvm.getelementptr %53[%132] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %134 = nvvm.elect.sync -> i1
      llvm.cond_br %134, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      nvvm.cp.async.bulk.tensor.shared.cluster.global %133, %38, %126, box[%131, %98] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb32
    ^bb32:  // 2 preds: ^bb30, ^bb31
      %135 = llvm.add %119, %33 : i32
      %136 = llvm.add %118, %33 : i32
      %137 = llvm.icmp "eq" %135, %22 : i32
      %138 = llvm.select %137, %17, %135 : i1, i32
      llvm.cond_br %137, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %139 = llvm.xor %120, %33 : i32
      llvm.br ^bb35(%139 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%120 : i32)
    ^bb35(%140: i32):  // 2 preds: ^bb33, ^bb34
      llvm.br ^bb24
    ^bb24:  // pred: ^bb35
      %141 = llvm.add %117, %33 : i32
      llvm.br ^bb23(%141, %136, %138, %140 : i32, i32, i32, i32) {loop_annotation = #loop_annotation_1d06}
    ^bb26:  // pred: ^bb23
      %142 = llvm.insertvalue %25, %arg0[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %143 = llvm.bitcast %110 : i64 to vector<2xi32>
      %144 = llvm.mlir.constant(0 : i64) : i64
      %145 = llvm.extractelement %143[%144 : i64] : vector<2xi32>
      %146 = llvm.bitcast %113 : i64 to vector<2xi32>
      %147 = llvm.mlir.constant(0 : i64) : i64
      %148 = llvm.extractelement %146[%147 : i64] : vector<2xi32>
      %149 = llvm.inttoptr %114 : i32 to !llvm.ptr<6>
      %150 = llvm.bitcast %110 : i64 to vector<2xi32>
      %151 = llvm.mlir.constant(0 : i64) : i64
      %152 = llvm.extractelement %150[%151 : i64] : vector<2xi32>
      %153 = llvm.bitcast %113 : i64 to vector<2xi32>
      %154 = llvm.mlir.constant(0 : i64) : i64
      %155 = llvm.extractelement %153[%154 : i64] : vector<2xi32>
      %156 = llvm.bitcast %110 : i64 to vector<2xi32>
      %157 = llvm.mlir.constant(0 : i64) : i64
      %158 = llvm.extractelement %156[%157 : i64] : vector<2xi32>
      %159 = llvm.bitcast %113 : i64 to vector<2xi32>
      %160 = llvm.mlir.constant(0 : i64) : i64
      %161 = llvm.extractelement %159[%160 : i64] : vector<2xi32>
      %162 = llvm.bitcast %110 : i64 to vector<2xi32>
      %163 = llvm.mlir.constant(0 : i64) : i64
      %164 = llvm.extractelement %162[%163 : i64] : vector<2xi32>
      %165 = llvm.bitcast %113 : i64 to vector<2xi32>
      %166 = llvm.mlir.constant(0 : i64) : i64
      %167 = llvm.extractelement %165[%166 : i64] : vector<2xi32>
      llvm.br ^bb36(%17, %142, %17, %17, %17, %118, %119, %120 : i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, i32, i32, i32, i32, i32, i32)
    ^bb36(%168: i32, %169: !llvm.struct<(i1, i1, i1, vector<4xi32>)>, %170: i32, %171: i32, %172: i32, %173: i32, %174: i32, %175: i32):  // 2 preds: ^bb26, ^bb37
      %176 = llvm.icmp "slt" %168, %96 : i32
      llvm.cond_br %176, ^bb38, ^bb39
    ^bb38:  // pred: ^bb36
      %177 = llvm.getelementptr %45[%171] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %177, %172, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %178 = llvm.mul %171, %9 overflow<nsw> : i32
      %179 = llvm.add %145, %178 : i32
      %180 = llvm.mlir.constant(0 : i64) : i64
      %181 = llvm.insertelement %179, %143[%180 : i64] : vector<2xi32>
      %182 = llvm.bitcast %181 : vector<2xi32> to i64
      %183 = llvm.mul %171, %2 overflow<nsw> : i32
      %184 = llvm.add %148, %183 : i32
      %185 = llvm.mlir.constant(0 : i64) : i64
      %186 = llvm.insertelement %184, %146[%185 : i64] : vector<2xi32>
      %187 = llvm.bitcast %186 : vector<2xi32> to i64
      %188 = llvm.extractvalue %169[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %189 = llvm.extractvalue %169[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %190 = llvm.extractvalue %169[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %191 = llvm.zext %188 : i1 to i32
      %192 = llvm.zext %189 : i1 to i32
      %193 = llvm.shl %191, %27 : i32
      %194 = llvm.shl %192, %28 : i32
      %195 = llvm.or %193, %26 : i32
      %196 = llvm.or %195, %194 : i32
      %197 = llvm.extractvalue %169[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %198 = nvvm.elect.sync -> i1
      llvm.cond_br %198, ^bb40, ^bb41
    ^bb40:  // pred: ^bb38
      nvvm.tcgen05.mma %149, %182, %187, %196, %190 mask = %197 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb38, ^bb40
      %199 = llvm.insertvalue %18, %169[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %200 = llvm.mul %171, %9 overflow<nsw> : i32
      %201 = llvm.add %200, %8 overflow<nsw> : i32
      %202 = llvm.add %152, %201 : i32
      %203 = llvm.mlir.constant(0 : i64) : i64
      %204 = llvm.insertelement %202, %150[%203 : i64] : vector<2xi32>
      %205 = llvm.bitcast %204 : vector<2xi32> to i64
      %206 = llvm.mul %171, %2 overflow<nsw> : i32
      %207 = llvm.add %206, %8 overflow<nsw> : i32
      %208 = llvm.add %155, %207 : i32
      %209 = llvm.mlir.constant(0 : i64) : i64
      %210 = llvm.insertelement %208, %153[%209 : i64] : vector<2xi32>
      %211 = llvm.bitcast %210 : vector<2xi32> to i64
      %212 = nvvm.elect.sync -> i1
      llvm.cond_br %212, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      nvvm.tcgen05.mma %149, %205, %211, %196, %18 mask = %197 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %213 = llvm.insertvalue %18, %199[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %214 = llvm.mul %171, %9 overflow<nsw> : i32
      %215 = llvm.add %214, %22 overflow<nsw> : i32
      %216 = llvm.add %158, %215 : i32
      %217 = llvm.mlir.constant(0 : i64) : i64
      %218 = llvm.insertelement %216, %156[%217 : i64] : vector<2xi32>
      %219 = llvm.bitcast %218 : vector<2xi32> to i64
      %220 = llvm.mul %171, %2 overflow<nsw> : i32
      %221 = llvm.add %220, %22 overflow<nsw> : i32
      %222 = llvm.add %161, %221 : i32
      %223 = llvm.mlir.constant(0 : i64) : i64
      %224 = llvm.insertelement %222, %159[%223 : i64] : vector<2xi32>
      %225 = llvm.bitcast %224 : vector<2xi32> to i64
      %226 = nvvm.elect.sync -> i1
      llvm.cond_br %226, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      nvvm.tcgen05.mma %149, %219, %225, %196, %18 mask = %197 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %227 = llvm.insertvalue %18, %213[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %228 = llvm.mul %171, %9 overflow<nsw> : i32
      %229 = llvm.add %228, %7 overflow<nsw> : i32
      %230 = llvm.add %164, %229 : i32
      %231 = llvm.mlir.constant(0 : i64) : i64
      %232 = llvm.insertelement %230, %162[%231 : i64] : vector<2xi32>
      %233 = llvm.bitcast %232 : vector<2xi32> to i64
      %234 = llvm.mul %171, %2 overflow<nsw> : i32
      %235 = llvm.add %234, %7 overflow<nsw> : i32
      %236 = llvm.add %167, %235 : i32
      %237 = llvm.mlir.constant(0 : i64) : i64
      %238 = llvm.insertelement %236, %165[%237 : i64] : vector<2xi32>
      %239 = llvm.bitcast %238 : vector<2xi32> to i64
      %240 = nvvm.elect.sync -> i1
      llvm.cond_br %240, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      nvvm.tcgen05.mma %149, %233, %239, %196, %18 mask = %197 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %241 = llvm.insertvalue %18, %227[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
      %242 = nvvm.elect.sync -> i1
      llvm.cond_br %242, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %243 = llvm.getelementptr %80[%171] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      nvvm.tcgen05.commit %243 : !llvm.ptr<3>
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      %244 = llvm.add %171, %33 : i32
      %245 = llvm.add %170, %33 : i32
      %246 = llvm.icmp "eq" %244, %22 : i32
      %247 = llvm.select %246, %17, %244 : i1, i32
      llvm.cond_br %246, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %248 = llvm.xor %172, %33 : i32
      llvm.br ^bb52(%248 : i32)
    ^bb51:  // pred: ^bb49
      llvm.br ^bb52(%172 : i32)
    ^bb52(%249: i32):  // 2 preds: ^bb50, ^bb51
      llvm.br ^bb53
    ^bb53:  // pred: ^bb52
      %250 = llvm.icmp "sgt" %168, %17 : i32
      %251 = llvm.icmp "sgt" %96, %173 : i32
      %252 = llvm.and %250, %251 : i1
      llvm.cond_br %252, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %253 = llvm.getelementptr %80[%174] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %253, %175, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %254 = nvvm.elect.sync -> i1
      llvm.cond_br %254, ^bb56, ^bb57
    ^bb56:  // pred: ^bb54
      %255 = llvm.getelementptr %45[%174] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %256 = nvvm.mbarrier.arrive.expect_tx %255, %24 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb54, ^bb56
      %257 = llvm.getelementptr %45[%174] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %258 = llvm.mul %173, %32 overflow<nsw> : i32
      %259 = llvm.mul %174, %4 overflow<nsw> : i32
      %260 = llvm.getelementptr %52[%259] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %261 = nvvm.elect.sync -> i1
      llvm.cond_br %261, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      nvvm.cp.async.bulk.tensor.shared.cluster.global %260, %37, %257, box[%258, %97] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      %262 = llvm.mul %173, %32 overflow<nsw> : i32
      %263 = llvm.mul %174, %3 overflow<nsw> : i32
      %264 = llvm.getelementptr %53[%263] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %265 = nvvm.elect.sync -> i1
      llvm.cond_br %265, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      nvvm.cp.async.bulk.tensor.shared.cluster.global %264, %39, %257, box[%262, %98] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb61
    ^bb61:  // 2 preds: ^bb59, ^bb60
      %266 = llvm.add %174, %33 : i32
      %267 = llvm.add %173, %33 : i32
      %268 = llvm.icmp "eq" %266, %22 : i32
      %269 = llvm.select %268, %17, %266 : i1, i32
      llvm.cond_br %268, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %270 = llvm.xor %175, %33 : i32
      llvm.br ^bb64(%270 : i32)
    ^bb63:  // pred: ^bb61
      llvm.br ^bb64(%175 : i32)
    ^bb64(%271: i32):  // 2 preds: ^bb62, ^bb63
      llvm.br ^bb65
    ^bb65:  // pred: ^bb64
      llvm.br ^bb66(%267, %269, %271 : i32, i32, i32)
    ^bb55:  // pred: ^bb53
      llvm.br ^bb66(%173, %174, %175 : i32, i32, i32)
    ^bb66(%272: i32, %273: i32, %274: i32):  // 2 preds: ^bb65, ^bb55
      llvm.br ^bb37
    ^bb37:  // pred: ^bb66
      %275 = llvm.add %168, %33 : i32
      llvm.br ^bb36(%275, %241, %245, %247, %249, %272, %273, %274 : i32, !llvm.struct<(i1, i1, i1, vector<4xi32>)>, i32, i32, i32, i32, i32, i32) {loop_annotation = #loop_annotation_1d06}
    ^bb39:  // pred: ^bb36
      %276 = nvvm.elect.sync -> i1
      llvm.cond_br %276, ^bb67, ^bb68
    ^bb67:  // pred: ^bb39
      nvvm.tcgen05.commit %48 : !llvm.ptr<3>
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb39, ^bb67
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb18, ^bb68
      llvm.cond_br %75, ^bb69, ^bb70
    ^bb69:  // pred: ^bb22
      nvvm.tcgen05.relinquish_alloc_permit
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb22, ^bb69
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %48, %17, %23 : (!llvm.ptr<3>, i32, i32) -> ()
      %277 = llvm.sdiv %54, %16 : i32
      %278 = llvm.mul %277, %29 overflow<nsw> : i32
      %279 = llvm.add %114, %278 : i32
      %280 = llvm.mul %99, %30 overflow<nsw> : i64
      %281 = llvm.srem %54, %16 : i32
      %282 = llvm.sext %281 : i32 to i64
      %283 = llvm.mul %282, %99 overflow<nsw> : i64
      %284 = llvm.sext %277 : i32 to i64
      %285 = llvm.mul %284, %280 overflow<nsw> : i64
      %286 = llvm.add %283, %285 overflow<nsw> : i64
      %287 = llvm.getelementptr %107[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %288 = llvm.inttoptr %279 : i32 to !llvm.ptr<6>
      %289 = nvvm.tcgen05.ld %288 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      llvm.store %289, %35 : vector<64xi32>, !llvm.ptr
      %290 = llvm.load %35 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %291 = llvm.fptrunc %290 : vector<64xf32> to vector<64xbf16>
      llvm.store %291, %34 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      llvm.br ^bb71(%17 : i32)
    ^bb71(%292: i32):  // 2 preds: ^bb70, ^bb72
      %293 = llvm.icmp "slt" %292, %31 : i32
      llvm.cond_br %293, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %294 = llvm.mul %292, %31 overflow<nsw> : i32
      %295 = llvm.getelementptr %34[%294] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %296 = llvm.getelementptr %287[%294] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %297 = llvm.load %295 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %297, %296 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %298 = llvm.add %292, %33 : i32
      llvm.br ^bb71(%298 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb73:  // pred: ^bb71
      %299 = llvm.add %279, %32 : i32
      %300 = llvm.inttoptr %299 : i32 to !llvm.ptr<6>
      %301 = nvvm.tcgen05.ld %300 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      llvm.store %301, %35 : vector<64xi32>, !llvm.ptr
      %302 = llvm.load %35 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %303 = llvm.fptrunc %302 : vector<64xf32> to vector<64xbf16>
      llvm.store %303, %34 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %304 = llvm.getelementptr %287[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb74(%17 : i32)
    ^bb74(%305: i32):  // 2 preds: ^bb73, ^bb75
      %306 = llvm.icmp "slt" %305, %31 : i32
      llvm.cond_br %306, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %307 = llvm.mul %305, %31 overflow<nsw> : i32
      %308 = llvm.getelementptr %34[%307] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %309 = llvm.getelementptr %304[%307] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %310 = llvm.load %308 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %310, %309 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %311 = llvm.add %305, %33 : i32
      llvm.br ^bb74(%311 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb76:  // pred: ^bb74
      %312 = llvm.add %279, %20 : i32
      %313 = llvm.inttoptr %312 : i32 to !llvm.ptr<6>
      %314 = nvvm.tcgen05.ld %313 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      llvm.store %314, %35 : vector<64xi32>, !llvm.ptr
      %315 = llvm.load %35 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %316 = llvm.fptrunc %315 : vector<64xf32> to vector<64xbf16>
      llvm.store %316, %34 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %317 = llvm.getelementptr %287[128] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb77(%17 : i32)
    ^bb77(%318: i32):  // 2 preds: ^bb76, ^bb78
      %319 = llvm.icmp "slt" %318, %31 : i32
      llvm.cond_br %319, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %320 = llvm.mul %318, %31 overflow<nsw> : i32
      %321 = llvm.getelementptr %34[%320] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %322 = llvm.getelementptr %317[%320] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %323 = llvm.load %321 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %323, %322 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %324 = llvm.add %318, %33 : i32
      llvm.br ^bb77(%324 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb79:  // pred: ^bb77
      %325 = llvm.add %279, %1 : i32
      %326 = llvm.inttoptr %325 : i32 to !llvm.ptr<6>
      %327 = nvvm.tcgen05.ld %326 {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      llvm.store %327, %35 : vector<64xi32>, !llvm.ptr
      %328 = llvm.load %35 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %329 = llvm.fptrunc %328 : vector<64xf32> to vector<64xbf16>
      llvm.store %329, %34 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %330 = llvm.getelementptr %287[192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb80(%17 : i32)
    ^bb80(%331: i32):  // 2 preds: ^bb79, ^bb81
      %332 = llvm.icmp "slt" %331, %31 : i32
      llvm.cond_br %332, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %333 = llvm.mul %331, %31 overflow<nsw> : i32
      %334 = llvm.getelementptr %34[%333] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %335 = llvm.getelementptr %330[%333] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %336 = llvm.load %334 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %336, %335 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %337 = llvm.add %331, %33 : i32
      llvm.br ^bb80(%337 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb82:  // pred: ^bb80
      nvvm.barrier id = %33
      llvm.cond_br %75, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %338 = llvm.inttoptr %114 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %338, %19 : !llvm.ptr<6>, i32
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      llvm.return
    }
  }
  llvm.func @cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %1 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %2 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %3 = llvm.mlir.constant(198656 : i64) : i64
    %4 = llvm.mlir.constant(255 : i64) : i64
    %5 = llvm.mlir.constant(127 : i64) : i64
    %6 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %7 = llvm.mlir.constant(288018 : i64) : i64
    %8 = llvm.mlir.constant(1 : i32) : i32
    %9 = llvm.mlir.constant(256 : i32) : i32
    %10 = llvm.mlir.constant(128 : i32) : i32
    %11 = llvm.mlir.poison : !llvm.struct<()>
    %12 = llvm.mlir.constant(15 : i64) : i64
    %13 = llvm.mlir.constant(36 : i64) : i64
    %14 = llvm.mlir.constant(32 : i64) : i64
    %15 = llvm.mlir.constant(21 : i64) : i64
    %16 = llvm.mlir.constant(131072 : i64) : i64
    %17 = llvm.mlir.constant(8 : i64) : i64
    %18 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %19 = llvm.mlir.constant(16 : i64) : i64
    %20 = llvm.mlir.constant(4 : i64) : i64
    %21 = llvm.mlir.constant(4294967295 : i64) : i64
    %22 = llvm.mlir.constant(2 : i64) : i64
    %23 = llvm.mlir.constant(1 : i64) : i64
    %24 = llvm.mlir.constant(0 : i64) : i64
    %25 = llvm.mlir.constant(16 : i32) : i32
    %26 = llvm.mlir.constant(false) : i1
    %27 = llvm.mlir.constant(0 : i32) : i32
    %28 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %29 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %30 = llvm.insertvalue %26, %29[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %31 = llvm.insertvalue %26, %30[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %32 = llvm.insertvalue %26, %31[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %33 = llvm.insertvalue %28, %32[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %34 = llvm.alloca %25 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %35 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %36 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %37 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %38 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.sext %37 : i32 to i64
    %40 = llvm.sext %36 : i32 to i64
    %41 = llvm.mul %38, %22 : i64
    %42 = llvm.ptrtoint %35 : !llvm.ptr<1> to i64
    %43 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %34[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %34[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %34[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %34[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %34[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %34[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %34[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %50 : i64, !llvm.ptr
    %51 = llvm.udiv %42, %19 : i64
    %52 = llvm.and %51, %18 : i64
    %53 = llvm.shl %52, %20 : i64
    llvm.store %53, %43 : i64, !llvm.ptr
    %54 = llvm.sub %40, %23 : i64
    %55 = llvm.mul %54, %41 : i64
    %56 = llvm.mul %39, %19 : i64
    %57 = llvm.udiv %56, %17 : i64
    %58 = llvm.add %57, %55 : i64
    %59 = llvm.icmp "uge" %58, %16 : i64
    %60 = llvm.zext %59 : i1 to i64
    %61 = llvm.shl %60, %15 : i64
    %62 = llvm.udiv %41, %19 : i64
    %63 = llvm.shl %62, %14 : i64
    %64 = llvm.or %61, %63 : i64
    %65 = llvm.or %64, %7 : i64
    llvm.store %65, %44 : i64, !llvm.ptr
    llvm.store %24, %45 : i64, !llvm.ptr
    %66 = llvm.lshr %41, %13 : i64
    %67 = llvm.and %66, %12 : i64
    %68 = llvm.shl %67, %14 : i64
    llvm.store %68, %46 : i64, !llvm.ptr
    %69 = llvm.sub %39, %23 : i64
    %70 = llvm.and %69, %21 : i64
    %71 = llvm.shl %54, %14 : i64
    %72 = llvm.or %70, %71 : i64
    llvm.store %72, %47 : i64, !llvm.ptr
    llvm.store %24, %48 : i64, !llvm.ptr
    llvm.store %6, %49 : i64, !llvm.ptr
    llvm.store %5, %50 : i64, !llvm.ptr
    %73 = llvm.ptrtoint %34 : !llvm.ptr to i64
    %74 = llvm.inttoptr %73 : i64 to !llvm.ptr
    %75 = llvm.load %74 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %76 = llvm.insertvalue %75, %2[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %77 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %78 = llvm.insertvalue %77, %1[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %79 = llvm.insertvalue %11, %78[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %80 = llvm.insertvalue %11, %0[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %81 = llvm.insertvalue %79, %80[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %82 = llvm.alloca %25 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %83 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %84 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %85 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %86 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %87 = llvm.sext %85 : i32 to i64
    %88 = llvm.sext %84 : i32 to i64
    %89 = llvm.mul %86, %22 : i64
    %90 = llvm.ptrtoint %83 : !llvm.ptr<1> to i64
    %91 = llvm.getelementptr %82[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %82[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %92 : i64, !llvm.ptr
    %93 = llvm.getelementptr %82[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %82[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %82[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %82[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %82[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %82[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %24, %98 : i64, !llvm.ptr
    %99 = llvm.udiv %90, %19 : i64
    %100 = llvm.and %99, %18 : i64
    %101 = llvm.shl %100, %20 : i64
    llvm.store %101, %91 : i64, !llvm.ptr
    %102 = llvm.sub %88, %23 : i64
    %103 = llvm.mul %102, %89 : i64
    %104 = llvm.mul %87, %19 : i64
    %105 = llvm.udiv %104, %17 : i64
    %106 = llvm.add %105, %103 : i64
    %107 = llvm.icmp "uge" %106, %16 : i64
    %108 = llvm.zext %107 : i1 to i64
    %109 = llvm.shl %108, %15 : i64
    %110 = llvm.udiv %89, %19 : i64
    %111 = llvm.shl %110, %14 : i64
    %112 = llvm.or %109, %111 : i64
    %113 = llvm.or %112, %7 : i64
    llvm.store %113, %92 : i64, !llvm.ptr
    llvm.store %24, %93 : i64, !llvm.ptr
    %114 = llvm.lshr %89, %13 : i64
    %115 = llvm.and %114, %12 : i64
    %116 = llvm.shl %115, %14 : i64
    llvm.store %116, %94 : i64, !llvm.ptr
    %117 = llvm.sub %87, %23 : i64
    %118 = llvm.and %117, %21 : i64
    %119 = llvm.shl %102, %14 : i64
    %120 = llvm.or %118, %119 : i64
    llvm.store %120, %95 : i64, !llvm.ptr
    llvm.store %24, %96 : i64, !llvm.ptr
    llvm.store %6, %97 : i64, !llvm.ptr
    llvm.store %4, %98 : i64, !llvm.ptr
    %121 = llvm.ptrtoint %82 : !llvm.ptr to i64
    %122 = llvm.inttoptr %121 : i64 to !llvm.ptr
    %123 = llvm.load %122 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %124 = llvm.insertvalue %123, %2[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %125 = llvm.extractvalue %arg1[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %126 = llvm.insertvalue %125, %1[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %127 = llvm.insertvalue %11, %126[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %128 = llvm.insertvalue %11, %0[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %129 = llvm.insertvalue %127, %128[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %130 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %131 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %132 = llvm.sdiv %130, %10 : i32
    %133 = llvm.mul %132, %10 : i32
    %134 = llvm.icmp "ne" %130, %133 : i32
    %135 = llvm.icmp "slt" %130, %27 : i32
    %136 = llvm.icmp "eq" %135, %26 : i1
    %137 = llvm.and %134, %136 : i1
    %138 = llvm.add %132, %8 : i32
    %139 = llvm.select %137, %138, %132 : i1, i32
    %140 = llvm.sdiv %131, %9 : i32
    %141 = llvm.mul %140, %9 : i32
    %142 = llvm.icmp "ne" %131, %141 : i32
    %143 = llvm.icmp "slt" %131, %27 : i32
    %144 = llvm.icmp "eq" %143, %26 : i1
    %145 = llvm.and %142, %144 : i1
    %146 = llvm.add %140, %8 : i32
    %147 = llvm.select %145, %146, %140 : i1, i32
    %148 = llvm.inttoptr %24 : i64 to !llvm.ptr
    %149 = llvm.mlir.constant(1 : i32) : i32
    %150 = llvm.alloca %149 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %151 = llvm.alloca %149 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %152 = llvm.getelementptr %150[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %151, %152 : !llvm.ptr, !llvm.ptr
    %153 = llvm.getelementptr %150[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %153 : i32, !llvm.ptr
    %154 = llvm.getelementptr %150[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %154 : i32, !llvm.ptr
    %155 = llvm.getelementptr %150[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %155 : i32, !llvm.ptr
    %156 = llvm.getelementptr %150[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %3, %156 : i64, !llvm.ptr
    %157 = llvm.getelementptr %150[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %139, %157 : i32, !llvm.ptr
    %158 = llvm.getelementptr %150[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %147, %158 : i32, !llvm.ptr
    %159 = llvm.getelementptr %150[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %159 : i32, !llvm.ptr
    %160 = llvm.getelementptr %150[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %161 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %161, %160 : i32, !llvm.ptr
    %162 = llvm.getelementptr %150[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %148, %162 : !llvm.ptr, !llvm.ptr
    %163 = llvm.alloca %149 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %164 = builtin.unrealized_conversion_cast %163 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %165 = llvm.getelementptr %163[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %150, %165 : !llvm.ptr, !llvm.ptr
    %166 = llvm.getelementptr %163[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %167 = llvm.load %166 : !llvm.ptr -> !llvm.ptr
    %168 = llvm.getelementptr %167[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %169 = llvm.load %168 : !llvm.ptr -> i32
    %170 = llvm.getelementptr %167[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %171 = llvm.load %170 : !llvm.ptr -> !llvm.ptr
    %172 = llvm.mlir.constant(6 : i32) : i32
    %173 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%173 : i32)
  ^bb1(%174: i32):  // 2 preds: ^bb2, ^bb3
    %175 = llvm.getelementptr %171[%174] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %176 = llvm.getelementptr %175[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %172, %176 : i32, !llvm.ptr
    %177 = llvm.getelementptr %175[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %27, %177 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %178 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %179 = llvm.mlir.constant(0 : index) : i64
    %180 = llvm.getelementptr %178[%179, %179] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %181 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %182 = llvm.mlir.constant(0 : index) : i64
    %183 = llvm.getelementptr %181[%182, %182] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %184 = llvm.call @printf(%183, %180) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %185 = llvm.mlir.constant(1 : i32) : i32
    %186 = llvm.add %169, %185 : i32
    llvm.store %186, %168 : i32, !llvm.ptr
    llvm.br ^bb1(%169 : i32)
  ^bb6:  // pred: ^bb0
    %187 = llvm.mlir.constant(17 : i32) : i32
    %188 = llvm.icmp "uge" %169, %187 : i32
    llvm.cond_br %188, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%189 : i32)
  ^bb7:  // pred: ^bb0
    %190 = llvm.getelementptr %171[%189] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %191 = llvm.getelementptr %190[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %192 = llvm.load %191 : !llvm.ptr -> i32
    %193 = llvm.icmp "eq" %192, %172 : i32
    %194 = llvm.mlir.constant(1 : i32) : i32
    %195 = llvm.add %189, %194 : i32
    llvm.cond_br %193, ^bb3, ^bb0(%195 : i32)
  ^bb0(%189: i32):  // 2 preds: ^bb8, ^bb7
    %196 = llvm.icmp "uge" %189, %169 : i32
    llvm.cond_br %196, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %197 = llvm.getelementptr %163[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %198 = llvm.load %197 : !llvm.ptr -> !llvm.ptr
    %199 = llvm.getelementptr %198[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %200 = llvm.load %199 : !llvm.ptr -> i32
    %201 = llvm.getelementptr %198[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %202 = llvm.load %201 : !llvm.ptr -> !llvm.ptr
    %203 = llvm.mlir.constant(2 : i32) : i32
    %204 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%204 : i32)
  ^bb10(%205: i32):  // 2 preds: ^bb11, ^bb12
    %206 = llvm.getelementptr %202[%205] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %207 = llvm.getelementptr %206[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %203, %207 : i32, !llvm.ptr
    %208 = llvm.getelementptr %206[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %27, %208 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %209 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %210 = llvm.mlir.constant(0 : index) : i64
    %211 = llvm.getelementptr %209[%210, %210] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %212 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %213 = llvm.mlir.constant(0 : index) : i64
    %214 = llvm.getelementptr %212[%213, %213] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %215 = llvm.call @printf(%214, %211) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %216 = llvm.mlir.constant(1 : i32) : i32
    %217 = llvm.add %200, %216 : i32
    llvm.store %217, %199 : i32, !llvm.ptr
    llvm.br ^bb10(%200 : i32)
  ^bb15:  // pred: ^bb9
    %218 = llvm.mlir.constant(17 : i32) : i32
    %219 = llvm.icmp "uge" %200, %218 : i32
    llvm.cond_br %219, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%220 : i32)
  ^bb16:  // pred: ^bb9
    %221 = llvm.getelementptr %202[%220] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %222 = llvm.getelementptr %221[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %223 = llvm.load %222 : !llvm.ptr -> i32
    %224 = llvm.icmp "eq" %223, %203 : i32
    %225 = llvm.mlir.constant(1 : i32) : i32
    %226 = llvm.add %220, %225 : i32
    llvm.cond_br %224, ^bb12, ^bb9(%226 : i32)
  ^bb9(%220: i32):  // 2 preds: ^bb4, ^bb16
    %227 = llvm.icmp "uge" %220, %200 : i32
    llvm.cond_br %227, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %228 = cuda.launch_ex @kernels::@kernel_cutlass_blackwell_gemm_kernel~<%164> (%33, %76, %81, %124, %129, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!llvm.struct<(i1, i1, i1, vector<4xi32>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> !cuda.result
    %229 = builtin.unrealized_conversion_cast %228 : !cuda.result to i32
    cuda.return_if_error %229 : i32
    llvm.return %27 : i32
  }
  llvm.func @_mlir_ciface_cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_blackwell_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
