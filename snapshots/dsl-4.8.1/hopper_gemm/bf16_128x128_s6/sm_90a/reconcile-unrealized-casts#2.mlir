// irscope snapshot: hopper_gemm:bf16_128x128_s6@sm_90a after reconcile-unrealized-casts#2 (convert-to-llvm: the exact state ending the group of one-shot-convert-to-llvm#1)
#loop_unroll_fe2a = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_1d06 = #llvm.loop_annotation<unroll = #loop_unroll_fe2a>
#loop_annotation1_f809 = #llvm.loop_annotation<unroll = #loop_unroll1_b0d9>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_hopper_gemm_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_hopper_gemm_kernel~' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_hopper_gemm_kernel~(%arg0: !llvm.struct<(i1)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg4: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = true, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_cluster_dim = array<i64: 1, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 198656 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(4611686018427387904 : i64) : i64
      %2 = llvm.mlir.constant(274877906944 : i64) : i64
      %3 = llvm.mlir.constant(65536 : i64) : i64
      %4 = llvm.mlir.constant(false) : i1
      %5 = llvm.mlir.constant(16 : i32) : i32
      %6 = llvm.mlir.constant(6 : i64) : i64
      %7 = llvm.mlir.constant(4 : i64) : i64
      %8 = llvm.mlir.constant(2 : i64) : i64
      %9 = llvm.mlir.constant(512 : i32) : i32
      %10 = llvm.mlir.constant(8192 : i32) : i32
      %11 = llvm.mlir.constant(16383 : i32) : i32
      %12 = llvm.mlir.constant(1024 : i32) : i32
      %13 = llvm.mlir.constant(1024 : i64) : i64
      %14 = llvm.mlir.constant(true) : i1
      %15 = llvm.mlir.constant(31 : i32) : i32
      %16 = llvm.mlir.constant(-1 : i32) : i32
      %17 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %18 = llvm.mlir.constant(32768 : i32) : i32
      %19 = llvm.mlir.constant(10000000 : i32) : i32
      %20 = llvm.mlir.constant(6 : i32) : i32
      %21 = llvm.mlir.constant(128 : i64) : i64
      %22 = llvm.mlir.constant(64 : i32) : i32
      %23 = llvm.mlir.constant(4 : i32) : i32
      %24 = llvm.mlir.constant(8 : i32) : i32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.mlir.constant(32 : i32) : i32
      %27 = llvm.mlir.constant(64 : i64) : i64
      %28 = llvm.mlir.constant(16 : i64) : i64
      %29 = llvm.mlir.constant(8 : i64) : i64
      %30 = llvm.mlir.constant(2 : i32) : i32
      %31 = llvm.mlir.constant(128 : i32) : i32
      %32 = llvm.mlir.constant(1 : i32) : i32
      %33 = llvm.alloca %31 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %34 = llvm.alloca %31 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %35 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %36 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %37 = llvm.ptrtoint %17 : !llvm.ptr<3> to i32
      %38 = nvvm.shfl.sync idx %16, %37, %25, %15 : i32 -> i32
      %39 = llvm.zext %38 : i32 to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<3>
      llvm.intr.assume %14 ["align"(%40, %13 : !llvm.ptr<3>, i64)] : i1
      %41 = llvm.ptrtoint %40 : !llvm.ptr<3> to i64
      %42 = llvm.inttoptr %41 : i64 to !llvm.ptr<3>
      llvm.intr.assume %14 ["align"(%42, %29 : !llvm.ptr<3>, i64)] : i1
      %43 = llvm.getelementptr %40[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %44 = llvm.getelementptr %40[99328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %45 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %46 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %47 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %48 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
      %49 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
      %50 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %51 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %52 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %53 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %54 = llvm.mul %50, %52 : i32
      %55 = llvm.add %45, %54 : i32
      %56 = llvm.mul %51, %52 : i32
      %57 = llvm.mul %56, %53 : i32
      %58 = llvm.add %55, %57 : i32
      %59 = llvm.sdiv %58, %26 : i32
      %60 = llvm.mul %59, %26 : i32
      %61 = llvm.icmp "ne" %58, %60 : i32
      %62 = llvm.icmp "slt" %58, %25 : i32
      %63 = llvm.and %61, %62 : i1
      %64 = llvm.add %59, %16 : i32
      %65 = llvm.select %63, %64, %59 : i1, i32
      %66 = nvvm.shfl.sync idx %16, %65, %25, %15 : i32 -> i32
      %67 = nvvm.shfl.sync idx %16, %66, %25, %15 : i32 -> i32
      %68 = llvm.icmp "eq" %67, %25 : i32
      llvm.cond_br %68, ^bb0, ^bb1
    ^bb0:  // pred: ^bb2
      nvvm.prefetch tensormap, %arg1 : !llvm.ptr
      nvvm.prefetch tensormap, %arg3 : !llvm.ptr
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb2, ^bb0
      %69 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %70 = nvvm.shfl.sync idx %16, %69, %25, %15 : i32 -> i32
      %71 = llvm.mul %48, %47 : i32
      %72 = llvm.add %46, %71 : i32
      %73 = llvm.mul %49, %24 : i32
      %74 = llvm.sdiv %72, %73 : i32
      %75 = llvm.mul %74, %73 : i32
      %76 = llvm.icmp "ne" %72, %75 : i32
      %77 = llvm.icmp "slt" %72, %25 : i32
      %78 = llvm.icmp "slt" %73, %25 : i32
      %79 = llvm.icmp "ne" %77, %78 : i1
      %80 = llvm.and %76, %79 : i1
      %81 = llvm.add %74, %16 : i32
      %82 = llvm.select %80, %81, %74 : i1, i32
      %83 = llvm.mul %82, %24 : i32
      %84 = llvm.sub %48, %83 : i32
      %85 = llvm.icmp "slt" %84, %24 : i32
      %86 = llvm.select %85, %84, %24 : i1, i32
      %87 = llvm.srem %72, %73 : i32
      %88 = llvm.srem %87, %86 : i32
      %89 = llvm.add %83, %88 : i32
      %90 = llvm.add %89, %70 : i32
      %91 = llvm.sdiv %87, %86 : i32
      %92 = llvm.mul %91, %86 : i32
      %93 = llvm.icmp "ne" %87, %92 : i32
      %94 = llvm.icmp "slt" %87, %25 : i32
      %95 = llvm.icmp "slt" %86, %25 : i32
      %96 = llvm.icmp "ne" %94, %95 : i1
      %97 = llvm.and %93, %96 : i1
      %98 = llvm.add %91, %16 : i32
      %99 = llvm.select %97, %98, %91 : i1, i32
      llvm.cond_br %68, ^bb3, ^bb4
    ^bb3:  // pred: ^bb1
      %100 = nvvm.elect.sync -> i1
      llvm.cond_br %100, ^bb5, ^bb6
    ^bb5:  // pred: ^bb3
      nvvm.mbarrier.init %42, %32 : !llvm.ptr<3>, i32
      %101 = llvm.getelementptr %42[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %101, %32 : !llvm.ptr<3>, i32
      %102 = llvm.getelementptr %42[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %102, %32 : !llvm.ptr<3>, i32
      %103 = llvm.getelementptr %42[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %103, %32 : !llvm.ptr<3>, i32
      %104 = llvm.getelementptr %42[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %104, %32 : !llvm.ptr<3>, i32
      %105 = llvm.getelementptr %42[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %105, %32 : !llvm.ptr<3>, i32
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb3, ^bb5
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb1, ^bb6
      %106 = llvm.getelementptr %42[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.cond_br %68, ^bb7, ^bb8
    ^bb7:  // pred: ^bb4
      %107 = nvvm.elect.sync -> i1
      llvm.cond_br %107, ^bb9, ^bb10
    ^bb9:  // pred: ^bb7
      nvvm.mbarrier.init %106, %23 : !llvm.ptr<3>, i32
      %108 = llvm.getelementptr %42[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %108, %23 : !llvm.ptr<3>, i32
      %109 = llvm.getelementptr %42[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %109, %23 : !llvm.ptr<3>, i32
      %110 = llvm.getelementptr %42[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %110, %23 : !llvm.ptr<3>, i32
      %111 = llvm.getelementptr %42[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %111, %23 : !llvm.ptr<3>, i32
      %112 = llvm.getelementptr %42[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      nvvm.mbarrier.init %112, %23 : !llvm.ptr<3>, i32
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb7, ^bb9
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb4, ^bb10
      %113 = llvm.srem %45, %26 : i32
      %114 = llvm.icmp "slt" %113, %32 : i32
      nvvm.fence.mbarrier.init
      %115 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %116 = llvm.sdiv %115, %22 : i32
      %117 = llvm.mul %116, %22 : i32
      %118 = llvm.icmp "ne" %115, %117 : i32
      %119 = llvm.icmp "slt" %115, %25 : i32
      %120 = llvm.icmp "eq" %119, %4 : i1
      %121 = llvm.and %118, %120 : i1
      %122 = llvm.add %116, %32 : i32
      %123 = llvm.select %121, %122, %116 : i1, i32
      %124 = llvm.mul %90, %31 overflow<nsw> : i32
      %125 = llvm.mul %99, %31 overflow<nsw> : i32
      %126 = llvm.extractvalue %arg5[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %127 = llvm.mul %126, %21 overflow<nsw> : i64
      %128 = llvm.sext %90 : i32 to i64
      %129 = llvm.mul %128, %127 overflow<nsw> : i64
      %130 = llvm.sext %125 : i32 to i64
      %131 = llvm.add %129, %130 overflow<nsw> : i64
      %132 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %133 = llvm.getelementptr %132[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %134 = llvm.ptrtoint %43 : !llvm.ptr<3> to i32
      %135 = llvm.lshr %134, %23 : i32
      %136 = llvm.and %135, %11 : i32
      %137 = llvm.zext %136 : i32 to i64
      %138 = llvm.or %137, %3 : i64
      %139 = llvm.or %138, %2 : i64
      %140 = llvm.or %139, %1 : i64
      %141 = llvm.ptrtoint %44 : !llvm.ptr<3> to i32
      %142 = llvm.lshr %141, %23 : i32
      %143 = llvm.and %142, %11 : i32
      %144 = llvm.zext %143 : i32 to i64
      %145 = llvm.or %144, %3 : i64
      %146 = llvm.or %145, %2 : i64
      %147 = llvm.or %146, %1 : i64
      %148 = llvm.mul %126, %27 overflow<nsw> : i64
      %149 = llvm.mul %126, %28 overflow<nsw> : i64
      %150 = llvm.mul %126, %29 overflow<nsw> : i64
      %151 = llvm.srem %45, %31 : i32
      %152 = llvm.sdiv %151, %23 : i32
      %153 = llvm.srem %151, %23 : i32
      %154 = llvm.mul %153, %30 overflow<nsw> : i32
      %155 = llvm.sdiv %152, %24 : i32
      %156 = llvm.srem %152, %24 : i32
      %157 = llvm.sext %156 : i32 to i64
      %158 = llvm.mul %157, %126 overflow<nsw> : i64
      %159 = llvm.sext %154 : i32 to i64
      %160 = llvm.add %159, %158 overflow<nsw> : i64
      %161 = llvm.sext %155 : i32 to i64
      %162 = llvm.mul %161, %149 overflow<nsw> : i64
      %163 = llvm.add %160, %162 overflow<nsw> : i64
      %164 = llvm.getelementptr %133[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      nvvm.barrier
      llvm.cond_br %68, ^bb11, ^bb12
    ^bb11:  // pred: ^bb8
      %165 = llvm.icmp "slt" %123, %20 : i32
      %166 = llvm.select %165, %123, %20 : i1, i32
      llvm.br ^bb13(%25, %25, %25, %32 : i32, i32, i32, i32)
    ^bb13(%167: i32, %168: i32, %169: i32, %170: i32):  // 2 preds: ^bb11, ^bb14
      %171 = llvm.icmp "slt" %167, %166 : i32
      llvm.cond_br %171, ^bb15, ^bb16
    ^bb15:  // pred: ^bb13
      %172 = llvm.getelementptr %106[%169] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %172, %170, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      %173 = nvvm.elect.sync -> i1
      llvm.cond_br %173, ^bb17, ^bb18
    ^bb17:  // pred: ^bb15
      %174 = llvm.getelementptr %42[%169] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %175 = nvvm.mbarrier.arrive.expect_tx %174, %18 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb15, ^bb17
      %176 = llvm.getelementptr %42[%169] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %177 = llvm.mul %168, %22 overflow<nsw> : i32
      %178 = llvm.mul %169, %10 overflow<nsw> : i32
      %179 = llvm.getelementptr %43[%178] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %180 = nvvm.elect.sync -> i1
      llvm.cond_br %180, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      nvvm.cp.async.bulk.tensor.shared.cluster.global %179, %35, %176, box[%177, %124] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb18, ^bb19
      %181 = llvm.getelementptr %44[%178] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %182 = nvvm.elect.sync -> i1
      llvm.cond_br %182, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      nvvm.cp.async.bulk.tensor.shared.cluster.global %181, %36, %176, box[%177, %125] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %183 = llvm.add %169, %32 : i32
      %184 = llvm.add %168, %32 : i32
      %185 = llvm.icmp "eq" %183, %20 : i32
      %186 = llvm.select %185, %25, %183 : i1, i32
      llvm.cond_br %185, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %187 = llvm.xor %170, %32 : i32
      llvm.br ^bb25(%187 : i32)
    ^bb24:  // pred: ^bb22
      llvm.br ^bb25(%170 : i32)
    ^bb25(%188: i32):  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb14
    ^bb14:  // pred: ^bb25
      %189 = llvm.add %167, %32 : i32
      llvm.br ^bb13(%189, %184, %186, %188 : i32, i32, i32, i32) {loop_annotation = #loop_annotation_1d06}
    ^bb16:  // pred: ^bb13
      llvm.br ^bb26(%168, %169, %170 : i32, i32, i32)
    ^bb12:  // pred: ^bb8
      llvm.br ^bb26(%25, %25, %32 : i32, i32, i32)
    ^bb26(%190: i32, %191: i32, %192: i32):  // 2 preds: ^bb16, ^bb12
      llvm.br ^bb27
    ^bb27:  // pred: ^bb26
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %42, %25, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      nvvm.wgmma.fence.aligned
      %193 = llvm.bitcast %140 : i64 to vector<2xi32>
      %194 = llvm.extractelement %193[%0 : i64] : vector<2xi32>
      llvm.br ^bb28(%25 : i32)
    ^bb28(%195: i32):  // 2 preds: ^bb27, ^bb29
      %196 = llvm.icmp "slt" %195, %30 : i32
      llvm.cond_br %196, ^bb29, ^bb30
    ^bb29:  // pred: ^bb28
      %197 = llvm.mul %195, %9 overflow<nsw> : i32
      %198 = llvm.add %194, %197 : i32
      %199 = llvm.insertelement %198, %193[%0 : i64] : vector<2xi32>
      %200 = llvm.bitcast %199 : vector<2xi32> to i64
      %201 = llvm.mul %195, %22 overflow<nsw> : i32
      %202 = llvm.getelementptr %34[%201] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %203 = llvm.load %202 : !llvm.ptr -> f32
      %204 = llvm.getelementptr %202[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %205 = llvm.load %204 : !llvm.ptr -> f32
      %206 = llvm.getelementptr %202[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %207 = llvm.load %206 : !llvm.ptr -> f32
      %208 = llvm.getelementptr %202[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %209 = llvm.load %208 : !llvm.ptr -> f32
      %210 = llvm.getelementptr %202[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %211 = llvm.load %210 : !llvm.ptr -> f32
      %212 = llvm.getelementptr %202[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %213 = llvm.load %212 : !llvm.ptr -> f32
      %214 = llvm.getelementptr %202[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %215 = llvm.load %214 : !llvm.ptr -> f32
      %216 = llvm.getelementptr %202[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %217 = llvm.load %216 : !llvm.ptr -> f32
      %218 = llvm.getelementptr %202[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %219 = llvm.load %218 : !llvm.ptr -> f32
      %220 = llvm.getelementptr %202[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %221 = llvm.load %220 : !llvm.ptr -> f32
      %222 = llvm.getelementptr %202[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %223 = llvm.load %222 : !llvm.ptr -> f32
      %224 = llvm.getelementptr %202[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %225 = llvm.load %224 : !llvm.ptr -> f32
      %226 = llvm.getelementptr %202[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %227 = llvm.load %226 : !llvm.ptr -> f32
      %228 = llvm.getelementptr %202[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %229 = llvm.load %228 : !llvm.ptr -> f32
      %230 = llvm.getelementptr %202[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %231 = llvm.load %230 : !llvm.ptr -> f32
      %232 = llvm.getelementptr %202[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %233 = llvm.load %232 : !llvm.ptr -> f32
      %234 = llvm.getelementptr %202[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %235 = llvm.load %234 : !llvm.ptr -> f32
      %236 = llvm.getelementptr %202[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %237 = llvm.load %236 : !llvm.ptr -> f32
      %238 = llvm.getelementptr %202[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %239 = llvm.load %238 : !llvm.ptr -> f32
      %240 = llvm.getelementptr %202[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %241 = llvm.load %240 : !llvm.ptr -> f32
      %242 = llvm.getelementptr %202[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %243 = llvm.load %242 : !llvm.ptr -> f32
      %244 = llvm.getelementptr %202[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %245 = llvm.load %244 : !llvm.ptr -> f32
      %246 = llvm.getelementptr %202[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %247 = llvm.load %246 : !llvm.ptr -> f32
      %248 = llvm.getelementptr %202[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %249 = llvm.load %248 : !llvm.ptr -> f32
      %250 = llvm.getelementptr %202[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %251 = llvm.load %250 : !llvm.ptr -> f32
      %252 = llvm.getelementptr %202[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %253 = llvm.load %252 : !llvm.ptr -> f32
      %254 = llvm.getelementptr %202[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %255 = llvm.load %254 : !llvm.ptr -> f32
      %256 = llvm.getelementptr %202[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %257 = llvm.load %256 : !llvm.ptr -> f32
      %258 = llvm.getelementptr %202[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %259 = llvm.load %258 : !llvm.ptr -> f32
      %260 = llvm.getelementptr %202[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %261 = llvm.load %260 : !llvm.ptr -> f32
      %262 = llvm.getelementptr %202[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %263 = llvm.load %262 : !llvm.ptr -> f32
      %264 = llvm.getelementptr %202[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %265 = llvm.load %264 : !llvm.ptr -> f32
      %266 = llvm.getelementptr %202[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %267 = llvm.load %266 : !llvm.ptr -> f32
      %268 = llvm.getelementptr %202[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %269 = llvm.load %268 : !llvm.ptr -> f32
      %270 = llvm.getelementptr %202[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %271 = llvm.load %270 : !llvm.ptr -> f32
      %272 = llvm.getelementptr %202[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %273 = llvm.load %272 : !llvm.ptr -> f32
      %274 = llvm.getelementptr %202[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %275 = llvm.load %274 : !llvm.ptr -> f32
      %276 = llvm.getelementptr %202[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %277 = llvm.load %276 : !llvm.ptr -> f32
      %278 = llvm.getelementptr %202[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %279 = llvm.load %278 : !llvm.ptr -> f32
      %280 = llvm.getelementptr %202[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %281 = llvm.load %280 : !llvm.ptr -> f32
      %282 = llvm.getelementptr %202[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %283 = llvm.load %282 : !llvm.ptr -> f32
      %284 = llvm.getelementptr %202[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %285 = llvm.load %284 : !llvm.ptr -> f32
      %286 = llvm.getelementptr %202[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %287 = llvm.load %286 : !llvm.ptr -> f32
      %288 = llvm.getelementptr %202[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %289 = llvm.load %288 : !llvm.ptr -> f32
      %290 = llvm.getelementptr %202[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %291 = llvm.load %290 : !llvm.ptr -> f32
      %292 = llvm.getelementptr %202[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %293 = llvm.load %292 : !llvm.ptr -> f32
      %294 = llvm.getelementptr %202[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %295 = llvm.load %294 : !llvm.ptr -> f32
      %296 = llvm.getelementptr %202[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %297 = llvm.load %296 : !llvm.ptr -> f32
      %298 = llvm.getelementptr %202[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %299 = llvm.load %298 : !llvm.ptr -> f32
      %300 = llvm.getelementptr %202[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %301 = llvm.load %300 : !llvm.ptr -> f32
      %302 = llvm.getelementptr %202[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %303 = llvm.load %302 : !llvm.ptr -> f32
      %304 = llvm.getelementptr %202[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %305 = llvm.load %304 : !llvm.ptr -> f32
      %306 = llvm.getelementptr %202[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %307 = llvm.load %306 : !llvm.ptr -> f32
      %308 = llvm.getelementptr %202[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %309 = llvm.load %308 : !llvm.ptr -> f32
      %310 = llvm.getelementptr %202[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %311 = llvm.load %310 : !llvm.ptr -> f32
      %312 = llvm.getelementptr %202[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %313 = llvm.load %312 : !llvm.ptr -> f32
      %314 = llvm.getelementptr %202[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %315 = llvm.load %314 : !llvm.ptr -> f32
      %316 = llvm.getelementptr %202[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %317 = llvm.load %316 : !llvm.ptr -> f32
      %318 = llvm.getelementptr %202[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %319 = llvm.load %318 : !llvm.ptr -> f32
      %320 = llvm.getelementptr %202[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %321 = llvm.load %320 : !llvm.ptr -> f32
      %322 = llvm.getelementptr %202[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %323 = llvm.load %322 : !llvm.ptr -> f32
      %324 = llvm.getelementptr %202[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %325 = llvm.load %324 : !llvm.ptr -> f32
      %326 = llvm.getelementptr %202[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %327 = llvm.load %326 : !llvm.ptr -> f32
      %328 = llvm.getelementptr %202[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %329 = llvm.load %328 : !llvm.ptr -> f32
      %330 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %203, %205, %207, %209, %211, %213, %215, %217, %219, %221, %223, %225, %227, %229, %231, %233, %235, %237, %239, %241, %243, %245, %247, %249, %251, %253, %255, %257, %259, %261, %263, %265, %267, %269, %271, %273, %275, %277, %279, %281, %283, %285, %287, %289, %291, %293, %295, %297, %299, %301, %303, %305, %307, %309, %311, %313, %315, %317, %319, %321, %323, %325, %327, %329, %200, %147, %25, %32, %32, %25, %25 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %331 = llvm.extractvalue %330[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %332 = llvm.extractvalue %330[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %333 = llvm.extractvalue %330[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %334 = llvm.extractvalue %330[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %335 = llvm.extractvalue %330[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %336 = llvm.extractvalue %330[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %337 = llvm.extractvalue %330[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %338 = llvm.extractvalue %330[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %339 = llvm.extractvalue %330[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %340 = llvm.extractvalue %330[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %341 = llvm.extractvalue %330[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %342 = llvm.extractvalue %330[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %343 = llvm.extractvalue %330[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %344 = llvm.extractvalue %330[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %345 = llvm.extractvalue %330[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %346 = llvm.extractvalue %330[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %347 = llvm.extractvalue %330[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %348 = llvm.extractvalue %330[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %349 = llvm.extractvalue %330[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %350 = llvm.extractvalue %330[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %351 = llvm.extractvalue %330[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %352 = llvm.extractvalue %330[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %353 = llvm.extractvalue %330[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %354 = llvm.extractvalue %330[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %355 = llvm.extractvalue %330[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %356 = llvm.extractvalue %330[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %357 = llvm.extractvalue %330[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %358 = llvm.extractvalue %330[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %359 = llvm.extractvalue %330[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %360 = llvm.extractvalue %330[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %361 = llvm.extractvalue %330[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %362 = llvm.extractvalue %330[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %363 = llvm.extractvalue %330[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %364 = llvm.extractvalue %330[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %365 = llvm.extractvalue %330[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %366 = llvm.extractvalue %330[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %367 = llvm.extractvalue %330[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %368 = llvm.extractvalue %330[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %369 = llvm.extractvalue %330[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %370 = llvm.extractvalue %330[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %371 = llvm.extractvalue %330[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %372 = llvm.extractvalue %330[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %373 = llvm.extractvalue %330[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %374 = llvm.extractvalue %330[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %375 = llvm.extractvalue %330[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %376 = llvm.extractvalue %330[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %377 = llvm.extractvalue %330[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %378 = llvm.extractvalue %330[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %379 = llvm.extractvalue %330[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %380 = llvm.extractvalue %330[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %381 = llvm.extractvalue %330[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %382 = llvm.extractvalue %330[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %383 = llvm.extractvalue %330[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %384 = llvm.extractvalue %330[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %385 = llvm.extractvalue %330[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %386 = llvm.extractvalue %330[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %387 = llvm.extractvalue %330[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %388 = llvm.extractvalue %330[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %389 = llvm.extractvalue %330[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %390 = llvm.extractvalue %330[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %391 = llvm.extractvalue %330[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %392 = llvm.extractvalue %330[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %393 = llvm.extractvalue %330[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %394 = llvm.extractvalue %330[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %331, %202 : f32, !llvm.ptr
      llvm.store %332, %204 : f32, !llvm.ptr
      llvm.store %333, %206 : f32, !llvm.ptr
      llvm.store %334, %208 : f32, !llvm.ptr
      llvm.store %335, %210 : f32, !llvm.ptr
      llvm.store %336, %212 : f32, !llvm.ptr
      llvm.store %337, %214 : f32, !llvm.ptr
      llvm.store %338, %216 : f32, !llvm.ptr
      llvm.store %339, %218 : f32, !llvm.ptr
      llvm.store %340, %220 : f32, !llvm.ptr
      llvm.store %341, %222 : f32, !llvm.ptr
      llvm.store %342, %224 : f32, !llvm.ptr
      llvm.store %343, %226 : f32, !llvm.ptr
      llvm.store %344, %228 : f32, !llvm.ptr
      llvm.store %345, %230 : f32, !llvm.ptr
      llvm.store %346, %232 : f32, !llvm.ptr
      llvm.store %347, %234 : f32, !llvm.ptr
      llvm.store %348, %236 : f32, !llvm.ptr
      llvm.store %349, %238 : f32, !llvm.ptr
      llvm.store %350, %240 : f32, !llvm.ptr
      llvm.store %351, %242 : f32, !llvm.ptr
      llvm.store %352, %244 : f32, !llvm.ptr
      llvm.store %353, %246 : f32, !llvm.ptr
      llvm.store %354, %248 : f32, !llvm.ptr
      llvm.store %355, %250 : f32, !llvm.ptr
      llvm.store %356, %252 : f32, !llvm.ptr
      llvm.store %357, %254 : f32, !llvm.ptr
      llvm.store %358, %256 : f32, !llvm.ptr
      llvm.store %359, %258 : f32, !llvm.ptr
      llvm.store %360, %260 : f32, !llvm.ptr
      llvm.store %361, %262 : f32, !llvm.ptr
      llvm.store %362, %264 : f32, !llvm.ptr
      llvm.store %363, %266 : f32, !llvm.ptr
      llvm.store %364, %268 : f32, !llvm.ptr
      llvm.store %365, %270 : f32, !llvm.ptr
      llvm.store %366, %272 : f32, !llvm.ptr
      llvm.store %367, %274 : f32, !llvm.ptr
      llvm.store %368, %276 : f32, !llvm.ptr
      llvm.store %369, %278 : f32, !llvm.ptr
      llvm.store %370, %280 : f32, !llvm.ptr
      llvm.store %371, %282 : f32, !llvm.ptr
      llvm.store %372, %284 : f32, !llvm.ptr
      llvm.store %373, %286 : f32, !llvm.ptr
      llvm.store %374, %288 : f32, !llvm.ptr
      llvm.store %375, %290 : f32, !llvm.ptr
      llvm.store %376, %292 : f32, !llvm.ptr
      llvm.store %377, %294 : f32, !llvm.ptr
      llvm.store %378, %296 : f32, !llvm.ptr
      llvm.store %379, %298 : f32, !llvm.ptr
      llvm.store %380, %300 : f32, !llvm.ptr
      llvm.store %381, %302 : f32, !llvm.ptr
      llvm.store %382, %304 : f32, !llvm.ptr
      llvm.store %383, %306 : f32, !llvm.ptr
      llvm.store %384, %308 : f32, !llvm.ptr
      llvm.store %385, %310 : f32, !llvm.ptr
      llvm.store %386, %312 : f32, !llvm.ptr
      llvm.store %387, %314 : f32, !llvm.ptr
      llvm.store %388, %316 : f32, !llvm.ptr
      llvm.store %389, %318 : f32, !llvm.ptr
      llvm.store %390, %320 : f32, !llvm.ptr
      llvm.store %391, %322 : f32, !llvm.ptr
      llvm.store %392, %324 : f32, !llvm.ptr
      llvm.store %393, %326 : f32, !llvm.ptr
      llvm.store %394, %328 : f32, !llvm.ptr
      %395 = llvm.add %195, %32 : i32
      llvm.br ^bb28(%395 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb30:  // pred: ^bb28
      %396 = llvm.add %140, %8 : i64
      %397 = llvm.add %147, %8 : i64
      %398 = llvm.bitcast %396 : i64 to vector<2xi32>
      %399 = llvm.extractelement %398[%0 : i64] : vector<2xi32>
      llvm.br ^bb31(%25 : i32)
    ^bb31(%400: i32):  // 2 preds: ^bb30, ^bb32
      %401 = llvm.icmp "slt" %400, %30 : i32
      llvm.cond_br %401, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      %402 = llvm.mul %400, %9 overflow<nsw> : i32
      %403 = llvm.add %399, %402 : i32
      %404 = llvm.insertelement %403, %398[%0 : i64] : vector<2xi32>
      %405 = llvm.bitcast %404 : vector<2xi32> to i64
      %406 = llvm.mul %400, %22 overflow<nsw> : i32
      %407 = llvm.getelementptr %34[%406] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %408 = llvm.load %407 : !llvm.ptr -> f32
      %409 = llvm.getelementptr %407[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %410 = llvm.load %409 : !llvm.ptr -> f32
      %411 = llvm.getelementptr %407[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %412 = llvm.load %411 : !llvm.ptr -> f32
      %413 = llvm.getelementptr %407[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %414 = llvm.load %413 : !llvm.ptr -> f32
      %415 = llvm.getelementptr %407[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %416 = llvm.load %415 : !llvm.ptr -> f32
      %417 = llvm.getelementptr %407[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %418 = llvm.load %417 : !llvm.ptr -> f32
      %419 = llvm.getelementptr %407[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %420 = llvm.load %419 : !llvm.ptr -> f32
      %421 = llvm.getelementptr %407[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %422 = llvm.load %421 : !llvm.ptr -> f32
      %423 = llvm.getelementptr %407[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %424 = llvm.load %423 : !llvm.ptr -> f32
      %425 = llvm.getelementptr %407[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %426 = llvm.load %425 : !llvm.ptr -> f32
      %427 = llvm.getelementptr %407[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %428 = llvm.load %427 : !llvm.ptr -> f32
      %429 = llvm.getelementptr %407[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %430 = llvm.load %429 : !llvm.ptr -> f32
      %431 = llvm.getelementptr %407[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %432 = llvm.load %431 : !llvm.ptr -> f32
      %433 = llvm.getelementptr %407[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %434 = llvm.load %433 : !llvm.ptr -> f32
      %435 = llvm.getelementptr %407[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %436 = llvm.load %435 : !llvm.ptr -> f32
      %437 = llvm.getelementptr %407[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %438 = llvm.load %437 : !llvm.ptr -> f32
      %439 = llvm.getelementptr %407[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %440 = llvm.load %439 : !llvm.ptr -> f32
      %441 = llvm.getelementptr %407[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %442 = llvm.load %441 : !llvm.ptr -> f32
      %443 = llvm.getelementptr %407[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %444 = llvm.load %443 : !llvm.ptr -> f32
      %445 = llvm.getelementptr %407[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %446 = llvm.load %445 : !llvm.ptr -> f32
      %447 = llvm.getelementptr %407[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %448 = llvm.load %447 : !llvm.ptr -> f32
      %449 = llvm.getelementptr %407[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %450 = llvm.load %449 : !llvm.ptr -> f32
      %451 = llvm.getelementptr %407[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %452 = llvm.load %451 : !llvm.ptr -> f32
      %453 = llvm.getelementptr %407[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %454 = llvm.load %453 : !llvm.ptr -> f32
      %455 = llvm.getelementptr %407[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %456 = llvm.load %455 : !llvm.ptr -> f32
      %457 = llvm.getelementptr %407[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %458 = llvm.load %457 : !llvm.ptr -> f32
      %459 = llvm.getelementptr %407[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %460 = llvm.load %459 : !llvm.ptr -> f32
      %461 = llvm.getelementptr %407[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %462 = llvm.load %461 : !llvm.ptr -> f32
      %463 = llvm.getelementptr %407[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %464 = llvm.load %463 : !llvm.ptr -> f32
      %465 = llvm.getelementptr %407[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %466 = llvm.load %465 : !llvm.ptr -> f32
      %467 = llvm.getelementptr %407[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %468 = llvm.load %467 : !llvm.ptr -> f32
      %469 = llvm.getelementptr %407[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %470 = llvm.load %469 : !llvm.ptr -> f32
      %471 = llvm.getelementptr %407[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %472 = llvm.load %471 : !llvm.ptr -> f32
      %473 = llvm.getelementptr %407[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %474 = llvm.load %473 : !llvm.ptr -> f32
      %475 = llvm.getelementptr %407[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %476 = llvm.load %475 : !llvm.ptr -> f32
      %477 = llvm.getelementptr %407[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %478 = llvm.load %477 : !llvm.ptr -> f32
      %479 = llvm.getelementptr %407[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %480 = llvm.load %479 : !llvm.ptr -> f32
      %481 = llvm.getelementptr %407[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %482 = llvm.load %481 : !llvm.ptr -> f32
      %483 = llvm.getelementptr %407[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %484 = llvm.load %483 : !llvm.ptr -> f32
      %485 = llvm.getelementptr %407[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %486 = llvm.load %485 : !llvm.ptr -> f32
      %487 = llvm.getelementptr %407[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %488 = llvm.load %487 : !llvm.ptr -> f32
      %489 = llvm.getelementptr %407[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %490 = llvm.load %489 : !llvm.ptr -> f32
      %491 = llvm.getelementptr %407[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %492 = llvm.load %491 : !llvm.ptr -> f32
      %493 = llvm.getelementptr %407[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %494 = llvm.load %493 : !llvm.ptr -> f32
      %495 = llvm.getelementptr %407[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %496 = llvm.load %495 : !llvm.ptr -> f32
      %497 = llvm.getelementptr %407[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %498 = llvm.load %497 : !llvm.ptr -> f32
      %499 = llvm.getelementptr %407[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %500 = llvm.load %499 : !llvm.ptr -> f32
      %501 = llvm.getelementptr %407[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %502 = llvm.load %501 : !llvm.ptr -> f32
      %503 = llvm.getelementptr %407[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %504 = llvm.load %503 : !llvm.ptr -> f32
      %505 = llvm.getelementptr %407[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %506 = llvm.load %505 : !llvm.ptr -> f32
      %507 = llvm.getelementptr %407[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %508 = llvm.load %507 : !llvm.ptr -> f32
      %509 = llvm.getelementptr %407[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %510 = llvm.load %509 : !llvm.ptr -> f32
      %511 = llvm.getelementptr %407[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %512 = llvm.load %511 : !llvm.ptr -> f32
      %513 = llvm.getelementptr %407[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %514 = llvm.load %513 : !llvm.ptr -> f32
      %515 = llvm.getelementptr %407[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %516 = llvm.load %515 : !llvm.ptr -> f32
      %517 = llvm.getelementptr %407[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %518 = llvm.load %517 : !llvm.ptr -> f32
      %519 = llvm.getelementptr %407[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %520 = llvm.load %519 : !llvm.ptr -> f32
      %521 = llvm.getelementptr %407[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %522 = llvm.load %521 : !llvm.ptr -> f32
      %523 = llvm.getelementptr %407[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %524 = llvm.load %523 : !llvm.ptr -> f32
      %525 = llvm.getelementptr %407[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %526 = llvm.load %525 : !llvm.ptr -> f32
      %527 = llvm.getelementptr %407[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %528 = llvm.load %527 : !llvm.ptr -> f32
      %529 = llvm.getelementptr %407[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %530 = llvm.load %529 : !llvm.ptr -> f32
      %531 = llvm.getelementptr %407[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %532 = llvm.load %531 : !llvm.ptr -> f32
      %533 = llvm.getelementptr %407[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %534 = llvm.load %533 : !llvm.ptr -> f32
      %535 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %408, %410, %412, %414, %416, %418, %420, %422, %424, %426, %428, %430, %432, %434, %436, %438, %440, %442, %444, %446, %448, %450, %452, %454, %456, %458, %460, %462, %464, %466, %468, %470, %472, %474, %476, %478, %480, %482, %484, %486, %488, %490, %492, %494, %496, %498, %500, %502, %504, %506, %508, %510, %512, %514, %516, %518, %520, %522, %524, %526, %528, %530, %532, %534, %405, %397, %32, %32, %32, %25, %25 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %536 = llvm.extractvalue %535[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %537 = llvm.extractvalue %535[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %538 = llvm.extractvalue %535[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %539 = llvm.extractvalue %535[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %540 = llvm.extractvalue %535[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %541 = llvm.extractvalue %535[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %542 = llvm.extractvalue %535[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %543 = llvm.extractvalue %535[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %544 = llvm.extractvalue %535[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %545 = llvm.extractvalue %535[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %546 = llvm.extractvalue %535[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %547 = llvm.extractvalue %535[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %548 = llvm.extractvalue %535[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %549 = llvm.extractvalue %535[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %550 = llvm.extractvalue %535[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %551 = llvm.extractvalue %535[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %552 = llvm.extractvalue %535[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %553 = llvm.extractvalue %535[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %554 = llvm.extractvalue %535[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %555 = llvm.extractvalue %535[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %556 = llvm.extractvalue %535[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %557 = llvm.extractvalue %535[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %558 = llvm.extractvalue %535[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %559 = llvm.extractvalue %535[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %560 = llvm.extractvalue %535[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %561 = llvm.extractvalue %535[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %562 = llvm.extractvalue %535[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %563 = llvm.extractvalue %535[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %564 = llvm.extractvalue %535[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %565 = llvm.extractvalue %535[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %566 = llvm.extractvalue %535[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %567 = llvm.extractvalue %535[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %568 = llvm.extractvalue %535[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %569 = llvm.extractvalue %535[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %570 = llvm.extractvalue %535[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %571 = llvm.extractvalue %535[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %572 = llvm.extractvalue %535[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %573 = llvm.extractvalue %535[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %574 = llvm.extractvalue %535[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %575 = llvm.extractvalue %535[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %576 = llvm.extractvalue %535[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %577 = llvm.extractvalue %535[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %578 = llvm.extractvalue %535[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %579 = llvm.extractvalue %535[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %580 = llvm.extractvalue %535[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %581 = llvm.extractvalue %535[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %582 = llvm.extractvalue %535[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %583 = llvm.extractvalue %535[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %584 = llvm.extractvalue %535[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %585 = llvm.extractvalue %535[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %586 = llvm.extractvalue %535[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %587 = llvm.extractvalue %535[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %588 = llvm.extractvalue %535[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %589 = llvm.extractvalue %535[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %590 = llvm.extractvalue %535[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %591 = llvm.extractvalue %535[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %592 = llvm.extractvalue %535[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %593 = llvm.extractvalue %535[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %594 = llvm.extractvalue %535[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %595 = llvm.extractvalue %535[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %596 = llvm.extractvalue %535[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %597 = llvm.extractvalue %535[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %598 = llvm.extractvalue %535[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %599 = llvm.extractvalue %535[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %536, %407 : f32, !llvm.ptr
      llvm.store %537, %409 : f32, !llvm.ptr
      llvm.store %538, %411 : f32, !llvm.ptr
      llvm.store %539, %413 : f32, !llvm.ptr
      llvm.store %540, %415 : f32, !llvm.ptr
      llvm.store %541, %417 : f32, !llvm.ptr
      llvm.store %542, %419 : f32, !llvm.ptr
      llvm.store %543, %421 : f32, !llvm.ptr
      llvm.store %544, %423 : f32, !llvm.ptr
      llvm.store %545, %425 : f32, !llvm.ptr
      llvm.store %546, %427 : f32, !llvm.ptr
      llvm.store %547, %429 : f32, !llvm.ptr
      llvm.store %548, %431 : f32, !llvm.ptr
      llvm.store %549, %433 : f32, !llvm.ptr
      llvm.store %550, %435 : f32, !llvm.ptr
      llvm.store %551, %437 : f32, !llvm.ptr
      llvm.store %552, %439 : f32, !llvm.ptr
      llvm.store %553, %441 : f32, !llvm.ptr
      llvm.store %554, %443 : f32, !llvm.ptr
      llvm.store %555, %445 : f32, !llvm.ptr
      llvm.store %556, %447 : f32, !llvm.ptr
      llvm.store %557, %449 : f32, !llvm.ptr
      llvm.store %558, %451 : f32, !llvm.ptr
      llvm.store %559, %453 : f32, !llvm.ptr
      llvm.store %560, %455 : f32, !llvm.ptr
      llvm.store %561, %457 : f32, !llvm.ptr
      llvm.store %562, %459 : f32, !llvm.ptr
      llvm.store %563, %461 : f32, !llvm.ptr
      llvm.store %564, %463 : f32, !llvm.ptr
      llvm.store %565, %465 : f32, !llvm.ptr
      llvm.store %566, %467 : f32, !llvm.ptr
      llvm.store %567, %469 : f32, !llvm.ptr
      llvm.store %568, %471 : f32, !llvm.ptr
      llvm.store %569, %473 : f32, !llvm.ptr
      llvm.store %570, %475 : f32, !llvm.ptr
      llvm.store %571, %477 : f32, !llvm.ptr
      llvm.store %572, %479 : f32, !llvm.ptr
      llvm.store %573, %481 : f32, !llvm.ptr
      llvm.store %574, %483 : f32, !llvm.ptr
      llvm.store %575, %485 : f32, !llvm.ptr
      llvm.store %576, %487 : f32, !llvm.ptr
      llvm.store %577, %489 : f32, !llvm.ptr
      llvm.store %578, %491 : f32, !llvm.ptr
      llvm.store %579, %493 : f32, !llvm.ptr
      llvm.store %580, %495 : f32, !llvm.ptr
      llvm.store %581, %497 : f32, !llvm.ptr
      llvm.store %582, %499 : f32, !llvm.ptr
      llvm.store %583, %501 : f32, !llvm.ptr
      llvm.store %584, %503 : f32, !llvm.ptr
      llvm.store %585, %505 : f32, !llvm.ptr
      llvm.store %586, %507 : f32, !llvm.ptr
      llvm.store %587, %509 : f32, !llvm.ptr
      llvm.store %588, %511 : f32, !llvm.ptr
      llvm.store %589, %513 : f32, !llvm.ptr
      llvm.store %590, %515 : f32, !llvm.ptr
      llvm.store %591, %517 : f32, !llvm.ptr
      llvm.store %592, %519 : f32, !llvm.ptr
      llvm.store %593, %521 : f32, !llvm.ptr
      llvm.store %594, %523 : f32, !llvm.ptr
      llvm.store %595, %525 : f32, !llvm.ptr
      llvm.store %596, %527 : f32, !llvm.ptr
      llvm.store %597, %529 : f32, !llvm.ptr
      llvm.store %598, %531 : f32, !llvm.ptr
      llvm.store %599, %533 : f32, !llvm.ptr
      %600 = llvm.add %400, %32 : i32
      llvm.br ^bb31(%600 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb33:  // pred: ^bb31
      %601 = llvm.add %140, %7 : i64
      %602 = llvm.add %147, %7 : i64
      %603 = llvm.bitcast %601 : i64 to vector<2xi32>
      %604 = llvm.extractelement %603[%0 : i64] : vector<2xi32>
      llvm.br ^bb34(%25 : i32)
    ^bb34(%605: i32):  // 2 preds: ^bb33, ^bb35
      %606 = llvm.icmp "slt" %605, %30 : i32
      llvm.cond_br %606, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %607 = llvm.mul %605, %9 overflow<nsw> : i32
      %608 = llvm.add %604, %607 : i32
      %609 = llvm.insertelement %608, %603[%0 : i64] : vector<2xi32>
      %610 = llvm.bitcast %609 : vector<2xi32> to i64
      %611 = llvm.mul %605, %22 overflow<nsw> : i32
      %612 = llvm.getelementptr %34[%611] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %613 = llvm.load %612 : !llvm.ptr -> f32
      %614 = llvm.getelementptr %612[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %615 = llvm.load %614 : !llvm.ptr -> f32
      %616 = llvm.getelementptr %612[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %617 = llvm.load %616 : !llvm.ptr -> f32
      %618 = llvm.getelementptr %612[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %619 = llvm.load %618 : !llvm.ptr -> f32
      %620 = llvm.getelementptr %612[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %621 = llvm.load %620 : !llvm.ptr -> f32
      %622 = llvm.getelementptr %612[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %623 = llvm.load %622 : !llvm.ptr -> f32
      %624 = llvm.getelementptr %612[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %625 = llvm.load %624 : !llvm.ptr -> f32
      %626 = llvm.getelementptr %612[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %627 = llvm.load %626 : !llvm.ptr -> f32
      %628 = llvm.getelementptr %612[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %629 = llvm.load %628 : !llvm.ptr -> f32
      %630 = llvm.getelementptr %612[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %631 = llvm.load %630 : !llvm.ptr -> f32
      %632 = llvm.getelementptr %612[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %633 = llvm.load %632 : !llvm.ptr -> f32
      %634 = llvm.getelementptr %612[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %635 = llvm.load %634 : !llvm.ptr -> f32
      %636 = llvm.getelementptr %612[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %637 = llvm.load %636 : !llvm.ptr -> f32
      %638 = llvm.getelementptr %612[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %639 = llvm.load %638 : !llvm.ptr -> f32
      %640 = llvm.getelementptr %612[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %641 = llvm.load %640 : !llvm.ptr -> f32
      %642 = llvm.getelementptr %612[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %643 = llvm.load %642 : !llvm.ptr -> f32
      %644 = llvm.getelementptr %612[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %645 = llvm.load %644 : !llvm.ptr -> f32
      %646 = llvm.getelementptr %612[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %647 = llvm.load %646 : !llvm.ptr -> f32
      %648 = llvm.getelementptr %612[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %649 = llvm.load %648 : !llvm.ptr -> f32
      %650 = llvm.getelementptr %612[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %651 = llvm.load %650 : !llvm.ptr -> f32
      %652 = llvm.getelementptr %612[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %653 = llvm.load %652 : !llvm.ptr -> f32
      %654 = llvm.getelementptr %612[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %655 = llvm.load %654 : !llvm.ptr -> f32
      %656 = llvm.getelementptr %612[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %657 = llvm.load %656 : !llvm.ptr -> f32
      %658 = llvm.getelementptr %612[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %659 = llvm.load %658 : !llvm.ptr -> f32
      %660 = llvm.getelementptr %612[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %661 = llvm.load %660 : !llvm.ptr -> f32
      %662 = llvm.getelementptr %612[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %663 = llvm.load %662 : !llvm.ptr -> f32
      %664 = llvm.getelementptr %612[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %665 = llvm.load %664 : !llvm.ptr -> f32
      %666 = llvm.getelementptr %612[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %667 = llvm.load %666 : !llvm.ptr -> f32
      %668 = llvm.getelementptr %612[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %669 = llvm.load %668 : !llvm.ptr -> f32
      %670 = llvm.getelementptr %612[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %671 = llvm.load %670 : !llvm.ptr -> f32
      %672 = llvm.getelementptr %612[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %673 = llvm.load %672 : !llvm.ptr -> f32
      %674 = llvm.getelementptr %612[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %675 = llvm.load %674 : !llvm.ptr -> f32
      %676 = llvm.getelementptr %612[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %677 = llvm.load %676 : !llvm.ptr -> f32
      %678 = llvm.getelementptr %612[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %679 = llvm.load %678 : !llvm.ptr -> f32
      %680 = llvm.getelementptr %612[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %681 = llvm.load %680 : !llvm.ptr -> f32
      %682 = llvm.getelementptr %612[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %683 = llvm.load %682 : !llvm.ptr -> f32
      %684 = llvm.getelementptr %612[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %685 = llvm.load %684 : !llvm.ptr -> f32
      %686 = llvm.getelementptr %612[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %687 = llvm.load %686 : !llvm.ptr -> f32
      %688 = llvm.getelementptr %612[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %689 = llvm.load %688 : !llvm.ptr -> f32
      %690 = llvm.getelementptr %612[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %691 = llvm.load %690 : !llvm.ptr -> f32
      %692 = llvm.getelementptr %612[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %693 = llvm.load %692 : !llvm.ptr -> f32
      %694 = llvm.getelementptr %612[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %695 = llvm.load %694 : !llvm.ptr -> f32
      %696 = llvm.getelementptr %612[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %697 = llvm.load %696 : !llvm.ptr -> f32
      %698 = llvm.getelementptr %612[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %699 = llvm.load %698 : !llvm.ptr -> f32
      %700 = llvm.getelementptr %612[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %701 = llvm.load %700 : !llvm.ptr -> f32
      %702 = llvm.getelementptr %612[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %703 = llvm.load %702 : !llvm.ptr -> f32
      %704 = llvm.getelementptr %612[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %705 = llvm.load %704 : !llvm.ptr -> f32
      %706 = llvm.getelementptr %612[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %707 = llvm.load %706 : !llvm.ptr -> f32
      %708 = llvm.getelementptr %612[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %709 = llvm.load %708 : !llvm.ptr -> f32
      %710 = llvm.getelementptr %612[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %711 = llvm.load %710 : !llvm.ptr -> f32
      %712 = llvm.getelementptr %612[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %713 = llvm.load %712 : !llvm.ptr -> f32
      %714 = llvm.getelementptr %612[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %715 = llvm.load %714 : !llvm.ptr -> f32
      %716 = llvm.getelementptr %612[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %717 = llvm.load %716 : !llvm.ptr -> f32
      %718 = llvm.getelementptr %612[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %719 = llvm.load %718 : !llvm.ptr -> f32
      %720 = llvm.getelementptr %612[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %721 = llvm.load %720 : !llvm.ptr -> f32
      %722 = llvm.getelementptr %612[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %723 = llvm.load %722 : !llvm.ptr -> f32
      %724 = llvm.getelementptr %612[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %725 = llvm.load %724 : !llvm.ptr -> f32
      %726 = llvm.getelementptr %612[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %727 = llvm.load %726 : !llvm.ptr -> f32
      %728 = llvm.getelementptr %612[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %729 = llvm.load %728 : !llvm.ptr -> f32
      %730 = llvm.getelementptr %612[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %731 = llvm.load %730 : !llvm.ptr -> f32
      %732 = llvm.getelementptr %612[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %733 = llvm.load %732 : !llvm.ptr -> f32
      %734 = llvm.getelementptr %612[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %735 = llvm.load %734 : !llvm.ptr -> f32
      %736 = llvm.getelementptr %612[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %737 = llvm.load %736 : !llvm.ptr -> f32
      %738 = llvm.getelementptr %612[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %739 = llvm.load %738 : !llvm.ptr -> f32
      %740 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %613, %615, %617, %619, %621, %623, %625, %627, %629, %631, %633, %635, %637, %639, %641, %643, %645, %647, %649, %651, %653, %655, %657, %659, %661, %663, %665, %667, %669, %671, %673, %675, %677, %679, %681, %683, %685, %687, %689, %691, %693, %695, %697, %699, %701, %703, %705, %707, %709, %711, %713, %715, %717, %719, %721, %723, %725, %727, %729, %731, %733, %735, %737, %739, %610, %602, %32, %32, %32, %25, %25 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %741 = llvm.extractvalue %740[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %742 = llvm.extractvalue %740[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %743 = llvm.extractvalue %740[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %744 = llvm.extractvalue %740[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %745 = llvm.extractvalue %740[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %746 = llvm.extractvalue %740[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %747 = llvm.extractvalue %740[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %748 = llvm.extractvalue %740[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %749 = llvm.extractvalue %740[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %750 = llvm.extractvalue %740[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %751 = llvm.extractvalue %740[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %752 = llvm.extractvalue %740[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %753 = llvm.extractvalue %740[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %754 = llvm.extractvalue %740[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %755 = llvm.extractvalue %740[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %756 = llvm.extractvalue %740[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %757 = llvm.extractvalue %740[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %758 = llvm.extractvalue %740[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %759 = llvm.extractvalue %740[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %760 = llvm.extractvalue %740[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %761 = llvm.extractvalue %740[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %762 = llvm.extractvalue %740[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %763 = llvm.extractvalue %740[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %764 = llvm.extractvalue %740[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %765 = llvm.extractvalue %740[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %766 = llvm.extractvalue %740[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %767 = llvm.extractvalue %740[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %768 = llvm.extractvalue %740[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %769 = llvm.extractvalue %740[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %770 = llvm.extractvalue %740[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %771 = llvm.extractvalue %740[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %772 = llvm.extractvalue %740[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %773 = llvm.extractvalue %740[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %774 = llvm.extractvalue %740[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %775 = llvm.extractvalue %740[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %776 = llvm.extractvalue %740[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %777 = llvm.extractvalue %740[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %778 = llvm.extractvalue %740[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %779 = llvm.extractvalue %740[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %780 = llvm.extractvalue %740[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %781 = llvm.extractvalue %740[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %782 = llvm.extractvalue %740[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %783 = llvm.extractvalue %740[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %784 = llvm.extractvalue %740[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %785 = llvm.extractvalue %740[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %786 = llvm.extractvalue %740[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %787 = llvm.extractvalue %740[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %788 = llvm.extractvalue %740[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %789 = llvm.extractvalue %740[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %790 = llvm.extractvalue %740[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %791 = llvm.extractvalue %740[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %792 = llvm.extractvalue %740[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %793 = llvm.extractvalue %740[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %794 = llvm.extractvalue %740[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %795 = llvm.extractvalue %740[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %796 = llvm.extractvalue %740[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %797 = llvm.extractvalue %740[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %798 = llvm.extractvalue %740[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %799 = llvm.extractvalue %740[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %800 = llvm.extractvalue %740[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %801 = llvm.extractvalue %740[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %802 = llvm.extractvalue %740[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %803 = llvm.extractvalue %740[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %804 = llvm.extractvalue %740[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %741, %612 : f32, !llvm.ptr
      llvm.store %742, %614 : f32, !llvm.ptr
      llvm.store %743, %616 : f32, !llvm.ptr
      llvm.store %744, %618 : f32, !llvm.ptr
      llvm.store %745, %620 : f32, !llvm.ptr
      llvm.store %746, %622 : f32, !llvm.ptr
      llvm.store %747, %624 : f32, !llvm.ptr
      llvm.store %748, %626 : f32, !llvm.ptr
      llvm.store %749, %628 : f32, !llvm.ptr
      llvm.store %750, %630 : f32, !llvm.ptr
      llvm.store %751, %632 : f32, !llvm.ptr
      llvm.store %752, %634 : f32, !llvm.ptr
      llvm.store %753, %636 : f32, !llvm.ptr
      llvm.store %754, %638 : f32, !llvm.ptr
      llvm.store %755, %640 : f32, !llvm.ptr
      llvm.store %756, %642 : f32, !llvm.ptr
      llvm.store %757, %644 : f32, !llvm.ptr
      llvm.store %758, %646 : f32, !llvm.ptr
      llvm.store %759, %648 : f32, !llvm.ptr
      llvm.store %760, %650 : f32, !llvm.ptr
      llvm.store %761, %652 : f32, !llvm.ptr
      llvm.store %762, %654 : f32, !llvm.ptr
      llvm.store %763, %656 : f32, !llvm.ptr
      llvm.store %764, %658 : f32, !llvm.ptr
      llvm.store %765, %660 : f32, !llvm.ptr
      llvm.store %766, %662 : f32, !llvm.ptr
      llvm.store %767, %664 : f32, !llvm.ptr
      llvm.store %768, %666 : f32, !llvm.ptr
      llvm.store %769, %668 : f32, !llvm.ptr
      llvm.store %770, %670 : f32, !llvm.ptr
      llvm.store %771, %672 : f32, !llvm.ptr
      llvm.store %772, %674 : f32, !llvm.ptr
      llvm.store %773, %676 : f32, !llvm.ptr
      llvm.store %774, %678 : f32, !llvm.ptr
      llvm.store %775, %680 : f32, !llvm.ptr
      llvm.store %776, %682 : f32, !llvm.ptr
      llvm.store %777, %684 : f32, !llvm.ptr
      llvm.store %778, %686 : f32, !llvm.ptr
      llvm.store %779, %688 : f32, !llvm.ptr
      llvm.store %780, %690 : f32, !llvm.ptr
      llvm.store %781, %692 : f32, !llvm.ptr
      llvm.store %782, %694 : f32, !llvm.ptr
      llvm.store %783, %696 : f32, !llvm.ptr
      llvm.store %784, %698 : f32, !llvm.ptr
      llvm.store %785, %700 : f32, !llvm.ptr
      llvm.store %786, %702 : f32, !llvm.ptr
      llvm.store %787, %704 : f32, !llvm.ptr
      llvm.store %788, %706 : f32, !llvm.ptr
      llvm.store %789, %708 : f32, !llvm.ptr
      llvm.store %790, %710 : f32, !llvm.ptr
      llvm.store %791, %712 : f32, !llvm.ptr
      llvm.store %792, %714 : f32, !llvm.ptr
      llvm.store %793, %716 : f32, !llvm.ptr
      llvm.store %794, %718 : f32, !llvm.ptr
      llvm.store %795, %720 : f32, !llvm.ptr
      llvm.store %796, %722 : f32, !llvm.ptr
      llvm.store %797, %724 : f32, !llvm.ptr
      llvm.store %798, %726 : f32, !llvm.ptr
      llvm.store %799, %728 : f32, !llvm.ptr
      llvm.store %800, %730 : f32, !llvm.ptr
      llvm.store %801, %732 : f32, !llvm.ptr
      llvm.store %802, %734 : f32, !llvm.ptr
      llvm.store %803, %736 : f32, !llvm.ptr
      llvm.store %804, %738 : f32, !llvm.ptr
      %805 = llvm.add %605, %32 : i32
      llvm.br ^bb34(%805 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb36:  // pred: ^bb34
      %806 = llvm.add %140, %6 : i64
      %807 = llvm.add %147, %6 : i64
      %808 = llvm.bitcast %806 : i64 to vector<2xi32>
      %809 = llvm.extractelement %808[%0 : i64] : vector<2xi32>
      llvm.br ^bb37(%25 : i32)
    ^bb37(%810: i32):  // 2 preds: ^bb36, ^bb38
      %811 = llvm.icmp "slt" %810, %30 : i32
      llvm.cond_br %811, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %812 = llvm.mul %810, %9 overflow<nsw> : i32
      %813 = llvm.add %809, %812 : i32
      %814 = llvm.insertelement %813, %808[%0 : i64] : vector<2xi32>
      %815 = llvm.bitcast %814 : vector<2xi32> to i64
      %816 = llvm.mul %810, %22 overflow<nsw> : i32
      %817 = llvm.getelementptr %34[%816] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %818 = llvm.load %817 : !llvm.ptr -> f32
      %819 = llvm.getelementptr %817[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %820 = llvm.load %819 : !llvm.ptr -> f32
      %821 = llvm.getelementptr %817[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %822 = llvm.load %821 : !llvm.ptr -> f32
      %823 = llvm.getelementptr %817[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %824 = llvm.load %823 : !llvm.ptr -> f32
      %825 = llvm.getelementptr %817[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %826 = llvm.load %825 : !llvm.ptr -> f32
      %827 = llvm.getelementptr %817[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %828 = llvm.load %827 : !llvm.ptr -> f32
      %829 = llvm.getelementptr %817[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %830 = llvm.load %829 : !llvm.ptr -> f32
      %831 = llvm.getelementptr %817[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %832 = llvm.load %831 : !llvm.ptr -> f32
      %833 = llvm.getelementptr %817[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %834 = llvm.load %833 : !llvm.ptr -> f32
      %835 = llvm.getelementptr %817[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %836 = llvm.load %835 : !llvm.ptr -> f32
      %837 = llvm.getelementptr %817[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %838 = llvm.load %837 : !llvm.ptr -> f32
      %839 = llvm.getelementptr %817[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %840 = llvm.load %839 : !llvm.ptr -> f32
      %841 = llvm.getelementptr %817[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %842 = llvm.load %841 : !llvm.ptr -> f32
      %843 = llvm.getelementptr %817[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %844 = llvm.load %843 : !llvm.ptr -> f32
      %845 = llvm.getelementptr %817[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %846 = llvm.load %845 : !llvm.ptr -> f32
      %847 = llvm.getelementptr %817[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %848 = llvm.load %847 : !llvm.ptr -> f32
      %849 = llvm.getelementptr %817[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %850 = llvm.load %849 : !llvm.ptr -> f32
      %851 = llvm.getelementptr %817[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %852 = llvm.load %851 : !llvm.ptr -> f32
      %853 = llvm.getelementptr %817[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %854 = llvm.load %853 : !llvm.ptr -> f32
      %855 = llvm.getelementptr %817[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %856 = llvm.load %855 : !llvm.ptr -> f32
      %857 = llvm.getelementptr %817[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %858 = llvm.load %857 : !llvm.ptr -> f32
      %859 = llvm.getelementptr %817[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %860 = llvm.load %859 : !llvm.ptr -> f32
      %861 = llvm.getelementptr %817[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %862 = llvm.load %861 : !llvm.ptr -> f32
      %863 = llvm.getelementptr %817[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %864 = llvm.load %863 : !llvm.ptr -> f32
      %865 = llvm.getelementptr %817[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %866 = llvm.load %865 : !llvm.ptr -> f32
      %867 = llvm.getelementptr %817[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %868 = llvm.load %867 : !llvm.ptr -> f32
      %869 = llvm.getelementptr %817[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %870 = llvm.load %869 : !llvm.ptr -> f32
      %871 = llvm.getelementptr %817[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %872 = llvm.load %871 : !llvm.ptr -> f32
      %873 = llvm.getelementptr %817[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %874 = llvm.load %873 : !llvm.ptr -> f32
      %875 = llvm.getelementptr %817[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %876 = llvm.load %875 : !llvm.ptr -> f32
      %877 = llvm.getelementptr %817[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %878 = llvm.load %877 : !llvm.ptr -> f32
      %879 = llvm.getelementptr %817[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %880 = llvm.load %879 : !llvm.ptr -> f32
      %881 = llvm.getelementptr %817[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %882 = llvm.load %881 : !llvm.ptr -> f32
      %883 = llvm.getelementptr %817[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %884 = llvm.load %883 : !llvm.ptr -> f32
      %885 = llvm.getelementptr %817[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %886 = llvm.load %885 : !llvm.ptr -> f32
      %887 = llvm.getelementptr %817[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %888 = llvm.load %887 : !llvm.ptr -> f32
      %889 = llvm.getelementptr %817[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %890 = llvm.load %889 : !llvm.ptr -> f32
      %891 = llvm.getelementptr %817[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %892 = llvm.load %891 : !llvm.ptr -> f32
      %893 = llvm.getelementptr %817[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %894 = llvm.load %893 : !llvm.ptr -> f32
      %895 = llvm.getelementptr %817[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %896 = llvm.load %895 : !llvm.ptr -> f32
      %897 = llvm.getelementptr %817[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %898 = llvm.load %897 : !llvm.ptr -> f32
      %899 = llvm.getelementptr %817[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %900 = llvm.load %899 : !llvm.ptr -> f32
      %901 = llvm.getelementptr %817[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %902 = llvm.load %901 : !llvm.ptr -> f32
      %903 = llvm.getelementptr %817[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %904 = llvm.load %903 : !llvm.ptr -> f32
      %905 = llvm.getelementptr %817[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %906 = llvm.load %905 : !llvm.ptr -> f32
      %907 = llvm.getelementptr %817[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %908 = llvm.load %907 : !llvm.ptr -> f32
      %909 = llvm.getelementptr %817[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %910 = llvm.load %909 : !llvm.ptr -> f32
      %911 = llvm.getelementptr %817[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %912 = llvm.load %911 : !llvm.ptr -> f32
      %913 = llvm.getelementptr %817[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %914 = llvm.load %913 : !llvm.ptr -> f32
      %915 = llvm.getelementptr %817[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %916 = llvm.load %915 : !llvm.ptr -> f32
      %917 = llvm.getelementptr %817[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %918 = llvm.load %917 : !llvm.ptr -> f32
      %919 = llvm.getelementptr %817[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %920 = llvm.load %919 : !llvm.ptr -> f32
      %921 = llvm.getelementptr %817[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %922 = llvm.load %921 : !llvm.ptr -> f32
      %923 = llvm.getelementptr %817[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %924 = llvm.load %923 : !llvm.ptr -> f32
      %925 = llvm.getelementptr %817[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %926 = llvm.load %925 : !llvm.ptr -> f32
      %927 = llvm.getelementptr %817[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %928 = llvm.load %927 : !llvm.ptr -> f32
      %929 = llvm.getelementptr %817[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %930 = llvm.load %929 : !llvm.ptr -> f32
      %931 = llvm.getelementptr %817[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %932 = llvm.load %931 : !llvm.ptr -> f32
      %933 = llvm.getelementptr %817[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %934 = llvm.load %933 : !llvm.ptr -> f32
      %935 = llvm.getelementptr %817[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %936 = llvm.load %935 : !llvm.ptr -> f32
      %937 = llvm.getelementptr %817[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %938 = llvm.load %937 : !llvm.ptr -> f32
      %939 = llvm.getelementptr %817[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %940 = llvm.load %939 : !llvm.ptr -> f32
      %941 = llvm.getelementptr %817[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %942 = llvm.load %941 : !llvm.ptr -> f32
      %943 = llvm.getelementptr %817[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %944 = llvm.load %943 : !llvm.ptr -> f32
      %945 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %818, %820, %822, %824, %826, %828, %830, %832, %834, %836, %838, %840, %842, %844, %846, %848, %850, %852, %854, %856, %858, %860, %862, %864, %866, %868, %870, %872, %874, %876, %878, %880, %882, %884, %886, %888, %890, %892, %894, %896, %898, %900, %902, %904, %906, %908, %910, %912, %914, %916, %918, %920, %922, %924, %926, %928, %930, %932, %934, %936, %938, %940, %942, %944, %815, %807, %32, %32, %32, %25, %25 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %946 = llvm.extractvalue %945[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %947 = llvm.extractvalue %945[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %948 = llvm.extractvalue %945[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %949 = llvm.extractvalue %945[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %950 = llvm.extractvalue %945[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %951 = llvm.extractvalue %945[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %952 = llvm.extractvalue %945[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %953 = llvm.extractvalue %945[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %954 = llvm.extractvalue %945[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %955 = llvm.extractvalue %945[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %956 = llvm.extractvalue %945[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %957 = llvm.extractvalue %945[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %958 = llvm.extractvalue %945[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %959 = llvm.extractvalue %945[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %960 = llvm.extractvalue %945[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %961 = llvm.extractvalue %945[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %962 = llvm.extractvalue %945[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %963 = llvm.extractvalue %945[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %964 = llvm.extractvalue %945[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %965 = llvm.extractvalue %945[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %966 = llvm.extractvalue %945[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %967 = llvm.extractvalue %945[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %968 = llvm.extractvalue %945[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %969 = llvm.extractvalue %945[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %970 = llvm.extractvalue %945[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %971 = llvm.extractvalue %945[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %972 = llvm.extractvalue %945[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %973 = llvm.extractvalue %945[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %974 = llvm.extractvalue %945[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %975 = llvm.extractvalue %945[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %976 = llvm.extractvalue %945[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %977 = llvm.extractvalue %945[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %978 = llvm.extractvalue %945[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %979 = llvm.extractvalue %945[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %980 = llvm.extractvalue %945[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %981 = llvm.extractvalue %945[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %982 = llvm.extractvalue %945[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %983 = llvm.extractvalue %945[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %984 = llvm.extractvalue %945[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %985 = llvm.extractvalue %945[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %986 = llvm.extractvalue %945[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %987 = llvm.extractvalue %945[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %988 = llvm.extractvalue %945[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %989 = llvm.extractvalue %945[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %990 = llvm.extractvalue %945[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %991 = llvm.extractvalue %945[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %992 = llvm.extractvalue %945[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %993 = llvm.extractvalue %945[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %994 = llvm.extractvalue %945[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %995 = llvm.extractvalue %945[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %996 = llvm.extractvalue %945[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %997 = llvm.extractvalue %945[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %998 = llvm.extractvalue %945[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %999 = llvm.extractvalue %945[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1000 = llvm.extractvalue %945[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1001 = llvm.extractvalue %945[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1002 = llvm.extractvalue %945[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1003 = llvm.extractvalue %945[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1004 = llvm.extractvalue %945[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1005 = llvm.extractvalue %945[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1006 = llvm.extractvalue %945[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1007 = llvm.extractvalue %945[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1008 = llvm.extractvalue %945[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1009 = llvm.extractvalue %945[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %946, %817 : f32, !llvm.ptr
      llvm.store %947, %819 : f32, !llvm.ptr
      llvm.store %948, %821 : f32, !llvm.ptr
      llvm.store %949, %823 : f32, !llvm.ptr
      llvm.store %950, %825 : f32, !llvm.ptr
      llvm.store %951, %827 : f32, !llvm.ptr
      llvm.store %952, %829 : f32, !llvm.ptr
      llvm.store %953, %831 : f32, !llvm.ptr
      llvm.store %954, %833 : f32, !llvm.ptr
      llvm.store %955, %835 : f32, !llvm.ptr
      llvm.store %956, %837 : f32, !llvm.ptr
      llvm.store %957, %839 : f32, !llvm.ptr
      llvm.store %958, %841 : f32, !llvm.ptr
      llvm.store %959, %843 : f32, !llvm.ptr
      llvm.store %960, %845 : f32, !llvm.ptr
      llvm.store %961, %847 : f32, !llvm.ptr
      llvm.store %962, %849 : f32, !llvm.ptr
      llvm.store %963, %851 : f32, !llvm.ptr
      llvm.store %964, %853 : f32, !llvm.ptr
      llvm.store %965, %855 : f32, !llvm.ptr
      llvm.store %966, %857 : f32, !llvm.ptr
      llvm.store %967, %859 : f32, !llvm.ptr
      llvm.store %968, %861 : f32, !llvm.ptr
      llvm.store %969, %863 : f32, !llvm.ptr
      llvm.store %970, %865 : f32, !llvm.ptr
      llvm.store %971, %867 : f32, !llvm.ptr
      llvm.store %972, %869 : f32, !llvm.ptr
      llvm.store %973, %871 : f32, !llvm.ptr
      llvm.store %974, %873 : f32, !llvm.ptr
      llvm.store %975, %875 : f32, !llvm.ptr
      llvm.store %976, %877 : f32, !llvm.ptr
      llvm.store %977, %879 : f32, !llvm.ptr
      llvm.store %978, %881 : f32, !llvm.ptr
      llvm.store %979, %883 : f32, !llvm.ptr
      llvm.store %980, %885 : f32, !llvm.ptr
      llvm.store %981, %887 : f32, !llvm.ptr
      llvm.store %982, %889 : f32, !llvm.ptr
      llvm.store %983, %891 : f32, !llvm.ptr
      llvm.store %984, %893 : f32, !llvm.ptr
      llvm.store %985, %895 : f32, !llvm.ptr
      llvm.store %986, %897 : f32, !llvm.ptr
      llvm.store %987, %899 : f32, !llvm.ptr
      llvm.store %988, %901 : f32, !llvm.ptr
      llvm.store %989, %903 : f32, !llvm.ptr
      llvm.store %990, %905 : f32, !llvm.ptr
      llvm.store %991, %907 : f32, !llvm.ptr
      llvm.store %992, %909 : f32, !llvm.ptr
      llvm.store %993, %911 : f32, !llvm.ptr
      llvm.store %994, %913 : f32, !llvm.ptr
      llvm.store %995, %915 : f32, !llvm.ptr
      llvm.store %996, %917 : f32, !llvm.ptr
      llvm.store %997, %919 : f32, !llvm.ptr
      llvm.store %998, %921 : f32, !llvm.ptr
      llvm.store %999, %923 : f32, !llvm.ptr
      llvm.store %1000, %925 : f32, !llvm.ptr
      llvm.store %1001, %927 : f32, !llvm.ptr
      llvm.store %1002, %929 : f32, !llvm.ptr
      llvm.store %1003, %931 : f32, !llvm.ptr
      llvm.store %1004, %933 : f32, !llvm.ptr
      llvm.store %1005, %935 : f32, !llvm.ptr
      llvm.store %1006, %937 : f32, !llvm.ptr
      llvm.store %1007, %939 : f32, !llvm.ptr
      llvm.store %1008, %941 : f32, !llvm.ptr
      llvm.store %1009, %943 : f32, !llvm.ptr
      %1010 = llvm.add %810, %32 : i32
      llvm.br ^bb37(%1010 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb39:  // pred: ^bb37
      nvvm.wgmma.commit.group.sync.aligned
      %1011 = llvm.bitcast %147 : i64 to vector<2xi32>
      %1012 = llvm.extractelement %1011[%0 : i64] : vector<2xi32>
      llvm.br ^bb40(%32, %25, %190, %191, %192, %32, %25 : i32, i32, i32, i32, i32, i32, i32)
    ^bb40(%1013: i32, %1014: i32, %1015: i32, %1016: i32, %1017: i32, %1018: i32, %1019: i32):  // 2 preds: ^bb39, ^bb41
      %1020 = llvm.icmp "slt" %1013, %123 : i32
      llvm.cond_br %1020, ^bb42, ^bb43
    ^bb42:  // pred: ^bb40
      %1021 = llvm.getelementptr %42[%1018] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %1021, %1019, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      nvvm.wgmma.fence.aligned
      %1022 = llvm.mul %1018, %12 overflow<nsw> : i32
      %1023 = llvm.add %194, %1022 : i32
      %1024 = llvm.add %1012, %1022 : i32
      %1025 = llvm.insertelement %1024, %1011[%0 : i64] : vector<2xi32>
      %1026 = llvm.bitcast %1025 : vector<2xi32> to i64
      llvm.br ^bb44(%25 : i32)
    ^bb44(%1027: i32):  // 2 preds: ^bb42, ^bb45
      %1028 = llvm.icmp "slt" %1027, %30 : i32
      llvm.cond_br %1028, ^bb45, ^bb46
    ^bb45:  // pred: ^bb44
      %1029 = llvm.mul %1027, %9 overflow<nsw> : i32
      %1030 = llvm.add %1023, %1029 : i32
      %1031 = llvm.insertelement %1030, %193[%0 : i64] : vector<2xi32>
      %1032 = llvm.bitcast %1031 : vector<2xi32> to i64
      %1033 = llvm.mul %1027, %22 overflow<nsw> : i32
      %1034 = llvm.getelementptr %34[%1033] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1035 = llvm.load %1034 : !llvm.ptr -> f32
      %1036 = llvm.getelementptr %1034[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1037 = llvm.load %1036 : !llvm.ptr -> f32
      %1038 = llvm.getelementptr %1034[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1039 = llvm.load %1038 : !llvm.ptr -> f32
      %1040 = llvm.getelementptr %1034[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1041 = llvm.load %1040 : !llvm.ptr -> f32
      %1042 = llvm.getelementptr %1034[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1043 = llvm.load %1042 : !llvm.ptr -> f32
      %1044 = llvm.getelementptr %1034[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1045 = llvm.load %1044 : !llvm.ptr -> f32
      %1046 = llvm.getelementptr %1034[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1047 = llvm.load %1046 : !llvm.ptr -> f32
      %1048 = llvm.getelementptr %1034[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1049 = llvm.load %1048 : !llvm.ptr -> f32
      %1050 = llvm.getelementptr %1034[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1051 = llvm.load %1050 : !llvm.ptr -> f32
      %1052 = llvm.getelementptr %1034[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1053 = llvm.load %1052 : !llvm.ptr -> f32
      %1054 = llvm.getelementptr %1034[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1055 = llvm.load %1054 : !llvm.ptr -> f32
      %1056 = llvm.getelementptr %1034[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1057 = llvm.load %1056 : !llvm.ptr -> f32
      %1058 = llvm.getelementptr %1034[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1059 = llvm.load %1058 : !llvm.ptr -> f32
      %1060 = llvm.getelementptr %1034[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1061 = llvm.load %1060 : !llvm.ptr -> f32
      %1062 = llvm.getelementptr %1034[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1063 = llvm.load %1062 : !llvm.ptr -> f32
      %1064 = llvm.getelementptr %1034[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1065 = llvm.load %1064 : !llvm.ptr -> f32
      %1066 = llvm.getelementptr %1034[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1067 = llvm.load %1066 : !llvm.ptr -> f32
      %1068 = llvm.getelementptr %1034[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1069 = llvm.load %1068 : !llvm.ptr -> f32
      %1070 = llvm.getelementptr %1034[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1071 = llvm.load %1070 : !llvm.ptr -> f32
      %1072 = llvm.getelementptr %1034[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1073 = llvm.load %1072 : !llvm.ptr -> f32
      %1074 = llvm.getelementptr %1034[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1075 = llvm.load %1074 : !llvm.ptr -> f32
      %1076 = llvm.getelementptr %1034[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1077 = llvm.load %1076 : !llvm.ptr -> f32
      %1078 = llvm.getelementptr %1034[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1079 = llvm.load %1078 : !llvm.ptr -> f32
      %1080 = llvm.getelementptr %1034[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1081 = llvm.load %1080 : !llvm.ptr -> f32
      %1082 = llvm.getelementptr %1034[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1083 = llvm.load %1082 : !llvm.ptr -> f32
      %1084 = llvm.getelementptr %1034[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1085 = llvm.load %1084 : !llvm.ptr -> f32
      %1086 = llvm.getelementptr %1034[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1087 = llvm.load %1086 : !llvm.ptr -> f32
      %1088 = llvm.getelementptr %1034[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1089 = llvm.load %1088 : !llvm.ptr -> f32
      %1090 = llvm.getelementptr %1034[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1091 = llvm.load %1090 : !llvm.ptr -> f32
      %1092 = llvm.getelementptr %1034[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1093 = llvm.load %1092 : !llvm.ptr -> f32
      %1094 = llvm.getelementptr %1034[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1095 = llvm.load %1094 : !llvm.ptr -> f32
      %1096 = llvm.getelementptr %1034[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1097 = llvm.load %1096 : !llvm.ptr -> f32
      %1098 = llvm.getelementptr %1034[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1099 = llvm.load %1098 : !llvm.ptr -> f32
      %1100 = llvm.getelementptr %1034[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1101 = llvm.load %1100 : !llvm.ptr -> f32
      %1102 = llvm.getelementptr %1034[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1103 = llvm.load %1102 : !llvm.ptr -> f32
      %1104 = llvm.getelementptr %1034[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1105 = llvm.load %1104 : !llvm.ptr -> f32
      %1106 = llvm.getelementptr %1034[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1107 = llvm.load %1106 : !llvm.ptr -> f32
      %1108 = llvm.getelementptr %1034[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1109 = llvm.load %1108 : !llvm.ptr -> f32
      %1110 = llvm.getelementptr %1034[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1111 = llvm.load %1110 : !llvm.ptr -> f32
      %1112 = llvm.getelementptr %1034[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1113 = llvm.load %1112 : !llvm.ptr -> f32
      %1114 = llvm.getelementptr %1034[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1115 = llvm.load %1114 : !llvm.ptr -> f32
      %1116 = llvm.getelementptr %1034[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1117 = llvm.load %1116 : !llvm.ptr -> f32
      %1118 = llvm.getelementptr %1034[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1119 = llvm.load %1118 : !llvm.ptr -> f32
      %1120 = llvm.getelementptr %1034[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1121 = llvm.load %1120 : !llvm.ptr -> f32
      %1122 = llvm.getelementptr %1034[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1123 = llvm.load %1122 : !llvm.ptr -> f32
      %1124 = llvm.getelementptr %1034[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1125 = llvm.load %1124 : !llvm.ptr -> f32
      %1126 = llvm.getelementptr %1034[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1127 = llvm.load %1126 : !llvm.ptr -> f32
      %1128 = llvm.getelementptr %1034[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1129 = llvm.load %1128 : !llvm.ptr -> f32
      %1130 = llvm.getelementptr %1034[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1131 = llvm.load %1130 : !llvm.ptr -> f32
      %1132 = llvm.getelementptr %1034[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1133 = llvm.load %1132 : !llvm.ptr -> f32
      %1134 = llvm.getelementptr %1034[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1135 = llvm.load %1134 : !llvm.ptr -> f32
      %1136 = llvm.getelementptr %1034[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1137 = llvm.load %1136 : !llvm.ptr -> f32
      %1138 = llvm.getelementptr %1034[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1139 = llvm.load %1138 : !llvm.ptr -> f32
      %1140 = llvm.getelementptr %1034[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1141 = llvm.load %1140 : !llvm.ptr -> f32
      %1142 = llvm.getelementptr %1034[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1143 = llvm.load %1142 : !llvm.ptr -> f32
      %1144 = llvm.getelementptr %1034[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1145 = llvm.load %1144 : !llvm.ptr -> f32
      %1146 = llvm.getelementptr %1034[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1147 = llvm.load %1146 : !llvm.ptr -> f32
      %1148 = llvm.getelementptr %1034[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1149 = llvm.load %1148 : !llvm.ptr -> f32
      %1150 = llvm.getelementptr %1034[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1151 = llvm.load %1150 : !llvm.ptr -> f32
      %1152 = llvm.getelementptr %1034[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1153 = llvm.load %1152 : !llvm.ptr -> f32
      %1154 = llvm.getelementptr %1034[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1155 = llvm.load %1154 : !llvm.ptr -> f32
      %1156 = llvm.getelementptr %1034[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1157 = llvm.load %1156 : !llvm.ptr -> f32
      %1158 = llvm.getelementptr %1034[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1159 = llvm.load %1158 : !llvm.ptr -> f32
      %1160 = llvm.getelementptr %1034[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1161 = llvm.load %1160 : !llvm.ptr -> f32
      %1162 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %1035, %1037, %1039, %1041, %1043, %1045, %1047, %1049, %1051, %1053, %1055, %1057, %1059, %1061, %1063, %1065, %1067, %1069, %1071, %1073, %1075, %1077, %1079, %1081, %1083, %1085, %1087, %1089, %1091, %1093, %1095, %1097, %1099, %1101, %1103, %1105, %1107, %1109, %1111, %1113, %1115, %1117, %1119, %1121, %1123, %1125, %1127, %1129, %1131, %1133, %1135, %1137, %1139, %1141, %1143, %1145, %1147, %1149, %1151, %1153, %1155, %1157, %1159, %1161, %1032, %1026, %32, %32, %32, %25, %25 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1163 = llvm.extractvalue %1162[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1164 = llvm.extractvalue %1162[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1165 = llvm.extractvalue %1162[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1166 = llvm.extractvalue %1162[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1167 = llvm.extractvalue %1162[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1168 = llvm.extractvalue %1162[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1169 = llvm.extractvalue %1162[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1170 = llvm.extractvalue %1162[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1171 = llvm.extractvalue %1162[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1172 = llvm.extractvalue %1162[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1173 = llvm.extractvalue %1162[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1174 = llvm.extractvalue %1162[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1175 = llvm.extractvalue %1162[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1176 = llvm.extractvalue %1162[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1177 = llvm.extractvalue %1162[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1178 = llvm.extractvalue %1162[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1179 = llvm.extractvalue %1162[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1180 = llvm.extractvalue %1162[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1181 = llvm.extractvalue %1162[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1182 = llvm.extractvalue %1162[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1183 = llvm.extractvalue %1162[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1184 = llvm.extractvalue %1162[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1185 = llvm.extractvalue %1162[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1186 = llvm.extractvalue %1162[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1187 = llvm.extractvalue %1162[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1188 = llvm.extractvalue %1162[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1189 = llvm.extractvalue %1162[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1190 = llvm.extractvalue %1162[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1191 = llvm.extractvalue %1162[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1192 = llvm.extractvalue %1162[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1193 = llvm.extractvalue %1162[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1194 = llvm.extractvalue %1162[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1195 = llvm.extractvalue %1162[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1196 = llvm.extractvalue %1162[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1197 = llvm.extractvalue %1162[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1198 = llvm.extractvalue %1162[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1199 = llvm.extractvalue %1162[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1200 = llvm.extractvalue %1162[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1201 = llvm.extractvalue %1162[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1202 = llvm.extractvalue %1162[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1203 = llvm.extractvalue %1162[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1204 = llvm.extractvalue %1162[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1205 = llvm.extractvalue %1162[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1206 = llvm.extractvalue %1162[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1207 = llvm.extractvalue %1162[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1208 = llvm.extractvalue %1162[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1209 = llvm.extractvalue %1162[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1210 = llvm.extractvalue %1162[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1211 = llvm.extractvalue %1162[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1212 = llvm.extractvalue %1162[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1213 = llvm.extractvalue %1162[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1214 = llvm.extractvalue %1162[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1215 = llvm.extractvalue %1162[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1216 = llvm.extractvalue %1162[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1217 = llvm.extractvalue %1162[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1218 = llvm.extractvalue %1162[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1219 = llvm.extractvalue %1162[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1220 = llvm.extractvalue %1162[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1221 = llvm.extractvalue %1162[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1222 = llvm.extractvalue %1162[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1223 = llvm.extractvalue %1162[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1224 = llvm.extractvalue %1162[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1225 = llvm.extractvalue %1162[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1226 = llvm.extractvalue %1162[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %1163, %1034 : f32, !llvm.ptr
      llvm.store %1164, %1036 : f32, !llvm.ptr
      llvm.store %1165, %1038 : f32, !llvm.ptr
      llvm.store %1166, %1040 : f32, !llvm.ptr
      llvm.store %1167, %1042 : f32, !llvm.ptr
      llvm.store %1168, %1044 : f32, !llvm.ptr
      llvm.store %1169, %1046 : f32, !llvm.ptr
      llvm.store %1170, %1048 : f32, !llvm.ptr
      llvm.store %1171, %1050 : f32, !llvm.ptr
      llvm.store %1172, %1052 : f32, !llvm.ptr
      llvm.store %1173, %1054 : f32, !llvm.ptr
      llvm.store %1174, %1056 : f32, !llvm.ptr
      llvm.store %1175, %1058 : f32, !llvm.ptr
      llvm.store %1176, %1060 : f32, !llvm.ptr
      llvm.store %1177, %1062 : f32, !llvm.ptr
      llvm.store %1178, %1064 : f32, !llvm.ptr
      llvm.store %1179, %1066 : f32, !llvm.ptr
      llvm.store %1180, %1068 : f32, !llvm.ptr
      llvm.store %1181, %1070 : f32, !llvm.ptr
      llvm.store %1182, %1072 : f32, !llvm.ptr
      llvm.store %1183, %1074 : f32, !llvm.ptr
      llvm.store %1184, %1076 : f32, !llvm.ptr
      llvm.store %1185, %1078 : f32, !llvm.ptr
      llvm.store %1186, %1080 : f32, !llvm.ptr
      llvm.store %1187, %1082 : f32, !llvm.ptr
      llvm.store %1188, %1084 : f32, !llvm.ptr
      llvm.store %1189, %1086 : f32, !llvm.ptr
      llvm.store %1190, %1088 : f32, !llvm.ptr
      llvm.store %1191, %1090 : f32, !llvm.ptr
      llvm.store %1192, %1092 : f32, !llvm.ptr
      llvm.store %1193, %1094 : f32, !llvm.ptr
      llvm.store %1194, %1096 : f32, !llvm.ptr
      llvm.store %1195, %1098 : f32, !llvm.ptr
      llvm.store %1196, %1100 : f32, !llvm.ptr
      llvm.store %1197, %1102 : f32, !llvm.ptr
      llvm.store %1198, %1104 : f32, !llvm.ptr
      llvm.store %1199, %1106 : f32, !llvm.ptr
      llvm.store %1200, %1108 : f32, !llvm.ptr
      llvm.store %1201, %1110 : f32, !llvm.ptr
      llvm.store %1202, %1112 : f32, !llvm.ptr
      llvm.store %1203, %1114 : f32, !llvm.ptr
      llvm.store %1204, %1116 : f32, !llvm.ptr
      llvm.store %1205, %1118 : f32, !llvm.ptr
      llvm.store %1206, %1120 : f32, !llvm.ptr
      llvm.store %1207, %1122 : f32, !llvm.ptr
      llvm.store %1208, %1124 : f32, !llvm.ptr
      llvm.store %1209, %1126 : f32, !llvm.ptr
      llvm.store %1210, %1128 : f32, !llvm.ptr
      llvm.store %1211, %1130 : f32, !llvm.ptr
      llvm.store %1212, %1132 : f32, !llvm.ptr
      llvm.store %1213, %1134 : f32, !llvm.ptr
      llvm.store %1214, %1136 : f32, !llvm.ptr
      llvm.store %1215, %1138 : f32, !llvm.ptr
      llvm.store %1216, %1140 : f32, !llvm.ptr
      llvm.store %1217, %1142 : f32, !llvm.ptr
      llvm.store %1218, %1144 : f32, !llvm.ptr
      llvm.store %1219, %1146 : f32, !llvm.ptr
      llvm.store %1220, %1148 : f32, !llvm.ptr
      llvm.store %1221, %1150 : f32, !llvm.ptr
      llvm.store %1222, %1152 : f32, !llvm.ptr
      llvm.store %1223, %1154 : f32, !llvm.ptr
      llvm.store %1224, %1156 : f32, !llvm.ptr
      llvm.store %1225, %1158 : f32, !llvm.ptr
      llvm.store %1226, %1160 : f32, !llvm.ptr
      %1227 = llvm.add %1027, %32 : i32
      llvm.br ^bb44(%1227 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb46:  // pred: ^bb44
      %1228 = llvm.add %1022, %30 overflow<nsw> : i32
      %1229 = llvm.add %194, %1228 : i32
      %1230 = llvm.add %1012, %1228 : i32
      %1231 = llvm.insertelement %1230, %1011[%0 : i64] : vector<2xi32>
      %1232 = llvm.bitcast %1231 : vector<2xi32> to i64
      llvm.br ^bb47(%25 : i32)
    ^bb47(%1233: i32):  // 2 preds: ^bb46, ^bb48
      %1234 = llvm.icmp "slt" %1233, %30 : i32
      llvm.cond_br %1234, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %1235 = llvm.mul %1233, %9 overflow<nsw> : i32
      %1236 = llvm.add %1229, %1235 : i32
      %1237 = llvm.insertelement %1236, %193[%0 : i64] : vector<2xi32>
      %1238 = llvm.bitcast %1237 : vector<2xi32> to i64
      %1239 = llvm.mul %1233, %22 overflow<nsw> : i32
      %1240 = llvm.getelementptr %34[%1239] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1241 = llvm.load %1240 : !llvm.ptr -> f32
      %1242 = llvm.getelementptr %1240[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1243 = llvm.load %1242 : !llvm.ptr -> f32
      %1244 = llvm.getelementptr %1240[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1245 = llvm.load %1244 : !llvm.ptr -> f32
      %1246 = llvm.getelementptr %1240[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1247 = llvm.load %1246 : !llvm.ptr -> f32
      %1248 = llvm.getelementptr %1240[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1249 = llvm.load %1248 : !llvm.ptr -> f32
      %1250 = llvm.getelementptr %1240[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1251 = llvm.load %1250 : !llvm.ptr -> f32
      %1252 = llvm.getelementptr %1240[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1253 = llvm.load %1252 : !llvm.ptr -> f32
      %1254 = llvm.getelementptr %1240[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1255 = llvm.load %1254 : !llvm.ptr -> f32
      %1256 = llvm.getelementptr %1240[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1257 = llvm.load %1256 : !llvm.ptr -> f32
      %1258 = llvm.getelementptr %1240[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1259 = llvm.load %1258 : !llvm.ptr -> f32
      %1260 = llvm.getelementptr %1240[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1261 = llvm.load %1260 : !llvm.ptr -> f32
      %1262 = llvm.getelementptr %1240[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1263 = llvm.load %1262 : !llvm.ptr -> f32
      %1264 = llvm.getelementptr %1240[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1265 = llvm.load %1264 : !llvm.ptr -> f32
      %1266 = llvm.getelementptr %1240[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1267 = llvm.load %1266 : !llvm.ptr -> f32
      %1268 = llvm.getelementptr %1240[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1269 = llvm.load %1268 : !llvm.ptr -> f32
      %1270 = llvm.getelementptr %1240[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1271 = llvm.load %1270 : !llvm.ptr -> f32
      %1272 = llvm.getelementptr %1240[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1273 = llvm.load %1272 : !llvm.ptr -> f32
      %1274 = llvm.getelementptr %1240[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1275 = llvm.load %1274 : !llvm.ptr -> f32
      %1276 = llvm.getelementptr %1240[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1277 = llvm.load %1276 : !llvm.ptr -> f32
      %1278 = llvm.getelementptr %1240[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1279 = llvm.load %1278 : !llvm.ptr -> f32
      %1280 = llvm.getelementptr %1240[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1281 = llvm.load %1280 : !llvm.ptr -> f32
      %1282 = llvm.getelementptr %1240[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1283 = llvm.load %1282 : !llvm.ptr -> f32
      %1284 = llvm.getelementptr %1240[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1285 = llvm.load %1284 : !llvm.ptr -> f32
      %1286 = llvm.getelementptr %1240[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1287 = llvm.load %1286 : !llvm.ptr -> f32
      %1288 = llvm.getelementptr %1240[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1289 = llvm.load %1288 : !llvm.ptr -> f32
      %1290 = llvm.getelementptr %1240[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1291 = llvm.load %1290 : !llvm.ptr -> f32
      %1292 = llvm.getelementptr %1240[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1293 = llvm.load %1292 : !llvm.ptr -> f32
      %1294 = llvm.getelementptr %1240[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1295 = llvm.load %1294 : !llvm.ptr -> f32
      %1296 = llvm.getelementptr %1240[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1297 = llvm.load %1296 : !llvm.ptr -> f32
      %1298 = llvm.getelementptr %1240[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1299 = llvm.load %1298 : !llvm.ptr -> f32
      %1300 = llvm.getelementptr %1240[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1301 = llvm.load %1300 : !llvm.ptr -> f32
      %1302 = llvm.getelementptr %1240[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1303 = llvm.load %1302 : !llvm.ptr -> f32
      %1304 = llvm.getelementptr %1240[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1305 = llvm.load %1304 : !llvm.ptr -> f32
      %1306 = llvm.getelementptr %1240[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1307 = llvm.load %1306 : !llvm.ptr -> f32
      %1308 = llvm.getelementptr %1240[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1309 = llvm.load %1308 : !llvm.ptr -> f32
      %1310 = llvm.getelementptr %1240[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1311 = llvm.load %1310 : !llvm.ptr -> f32
      %1312 = llvm.getelementptr %1240[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1313 = llvm.load %1312 : !llvm.ptr -> f32
      %1314 = llvm.getelementptr %1240[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1315 = llvm.load %1314 : !llvm.ptr -> f32
      %1316 = llvm.getelementptr %1240[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1317 = llvm.load %1316 : !llvm.ptr -> f32
      %1318 = llvm.getelementptr %1240[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1319 = llvm.load %1318 : !llvm.ptr -> f32
      %1320 = llvm.getelementptr %1240[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1321 = llvm.load %1320 : !llvm.ptr -> f32
      %1322 = llvm.getelementptr %1240[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1323 = llvm.load %1322 : !llvm.ptr -> f32
      %1324 = llvm.getelementptr %1240[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1325 = llvm.load %1324 : !llvm.ptr -> f32
      %1326 = llvm.getelementptr %1240[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1327 = llvm.load %1326 : !llvm.ptr -> f32
      %1328 = llvm.getelementptr %1240[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1329 = llvm.load %1328 : !llvm.ptr -> f32
      %1330 = llvm.getelementptr %1240[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1331 = llvm.load %1330 : !llvm.ptr -> f32
      %1332 = llvm.getelementptr %1240[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1333 = llvm.load %1332 : !llvm.ptr -> f32
      %1334 = llvm.getelementptr %1240[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1335 = llvm.load %1334 : !llvm.ptr -> f32
      %1336 = llvm.getelementptr %1240[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1337 = llvm.load %1336 : !llvm.ptr -> f32
      %1338 = llvm.getelementptr %1240[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1339 = llvm.load %1338 : !llvm.ptr -> f32
      %1340 = llvm.getelementptr %1240[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1341 = llvm.load %1340 : !llvm.ptr -> f32
      %1342 = llvm.getelementptr %1240[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1343 = llvm.load %1342 : !llvm.ptr -> f32
      %1344 = llvm.getelementptr %1240[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1345 = llvm.load %1344 : !llvm.ptr -> f32
      %1346 = llvm.getelementptr %1240[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1347 = llvm.load %1346 : !llvm.ptr -> f32
      %1348 = llvm.getelementptr %1240[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1349 = llvm.load %1348 : !llvm.ptr -> f32
      %1350 = llvm.getelementptr %1240[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1351 = llvm.load %1350 : !llvm.ptr -> f32
      %1352 = llvm.getelementptr %1240[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1353 = llvm.load %1352 : !llvm.ptr -> f32
      %1354 = llvm.getelementptr %1240[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1355 = llvm.load %1354 : !llvm.ptr -> f32
      %1356 = llvm.getelementptr %1240[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1357 = llvm.load %1356 : !llvm.ptr -> f32
      %1358 = llvm.getelementptr %1240[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1359 = llvm.load %1358 : !llvm.ptr -> f32
      %1360 = llvm.getelementptr %1240[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1361 = llvm.load %1360 : !llvm.ptr -> f32
      %1362 = llvm.getelementptr %1240[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1363 = llvm.load %1362 : !llvm.ptr -> f32
      %1364 = llvm.getelementptr %1240[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1365 = llvm.load %1364 : !llvm.ptr -> f32
      %1366 = llvm.getelementptr %1240[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1367 = llvm.load %1366 : !llvm.ptr -> f32
      %1368 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %1241, %1243, %1245, %1247, %1249, %1251, %1253, %1255, %1257, %1259, %1261, %1263, %1265, %1267, %1269, %1271, %1273, %1275, %1277, %1279, %1281, %1283, %1285, %1287, %1289, %1291, %1293, %1295, %1297, %1299, %1301, %1303, %1305, %1307, %1309, %1311, %1313, %1315, %1317, %1319, %1321, %1323, %1325, %1327, %1329, %1331, %1333, %1335, %1337, %1339, %1341, %1343, %1345, %1347, %1349, %1351, %1353, %1355, %1357, %1359, %1361, %1363, %1365, %1367, %1238, %1232, %32, %32, %32, %25, %25 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1369 = llvm.extractvalue %1368[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1370 = llvm.extractvalue %1368[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1371 = llvm.extractvalue %1368[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1372 = llvm.extractvalue %1368[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1373 = llvm.extractvalue %1368[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1374 = llvm.extractvalue %1368[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1375 = llvm.extractvalue %1368[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1376 = llvm.extractvalue %1368[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1377 = llvm.extractvalue %1368[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1378 = llvm.extractvalue %1368[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1379 = llvm.extractvalue %1368[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1380 = llvm.extractvalue %1368[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1381 = llvm.extractvalue %1368[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1382 = llvm.extractvalue %1368[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1383 = llvm.extractvalue %1368[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1384 = llvm.extractvalue %1368[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1385 = llvm.extractvalue %1368[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1386 = llvm.extractvalue %1368[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1387 = llvm.extractvalue %1368[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1388 = llvm.extractvalue %1368[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1389 = llvm.extractvalue %1368[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1390 = llvm.extractvalue %1368[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1391 = llvm.extractvalue %1368[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1392 = llvm.extractvalue %1368[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1393 = llvm.extractvalue %1368[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1394 = llvm.extractvalue %1368[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1395 = llvm.extractvalue %1368[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1396 = llvm.extractvalue %1368[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1397 = llvm.extractvalue %1368[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1398 = llvm.extractvalue %1368[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1399 = llvm.extractvalue %1368[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1400 = llvm.extractvalue %1368[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1401 = llvm.extractvalue %1368[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1402 = llvm.extractvalue %1368[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1403 = llvm.extractvalue %1368[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1404 = llvm.extractvalue %1368[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1405 = llvm.extractvalue %1368[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1406 = llvm.extractvalue %1368[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1407 = llvm.extractvalue %1368[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1408 = llvm.extractvalue %1368[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1409 = llvm.extractvalue %1368[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1410 = llvm.extractvalue %1368[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1411 = llvm.extractvalue %1368[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1412 = llvm.extractvalue %1368[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1413 = llvm.extractvalue %1368[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1414 = llvm.extractvalue %1368[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1415 = llvm.extractvalue %1368[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1416 = llvm.extractvalue %1368[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1417 = llvm.extractvalue %1368[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1418 = llvm.extractvalue %1368[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1419 = llvm.extractvalue %1368[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1420 = llvm.extractvalue %1368[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1421 = llvm.extractvalue %1368[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1422 = llvm.extractvalue %1368[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1423 = llvm.extractvalue %1368[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1424 = llvm.extractvalue %1368[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1425 = llvm.extractvalue %1368[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1426 = llvm.extractvalue %1368[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1427 = llvm.extractvalue %1368[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1428 = llvm.extractvalue %1368[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1429 = llvm.extractvalue %1368[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1430 = llvm.extractvalue %1368[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1431 = llvm.extractvalue %1368[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1432 = llvm.extractvalue %1368[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %1369, %1240 : f32, !llvm.ptr
      llvm.store %1370, %1242 : f32, !llvm.ptr
      llvm.store %1371, %1244 : f32, !llvm.ptr
      llvm.store %1372, %1246 : f32, !llvm.ptr
      llvm.store %1373, %1248 : f32, !llvm.ptr
      llvm.store %1374, %1250 : f32, !llvm.ptr
      llvm.store %1375, %1252 : f32, !llvm.ptr
      llvm.store %1376, %1254 : f32, !llvm.ptr
      llvm.store %1377, %1256 : f32, !llvm.ptr
      llvm.store %1378, %1258 : f32, !llvm.ptr
      llvm.store %1379, %1260 : f32, !llvm.ptr
      llvm.store %1380, %1262 : f32, !llvm.ptr
      llvm.store %1381, %1264 : f32, !llvm.ptr
      llvm.store %1382, %1266 : f32, !llvm.ptr
      llvm.store %1383, %1268 : f32, !llvm.ptr
      llvm.store %1384, %1270 : f32, !llvm.ptr
      llvm.store %1385, %1272 : f32, !llvm.ptr
      llvm.store %1386, %1274 : f32, !llvm.ptr
      llvm.store %1387, %1276 : f32, !llvm.ptr
      llvm.store %1388, %1278 : f32, !llvm.ptr
      llvm.store %1389, %1280 : f32, !llvm.ptr
      llvm.store %1390, %1282 : f32, !llvm.ptr
      llvm.store %1391, %1284 : f32, !llvm.ptr
      llvm.store %1392, %1286 : f32, !llvm.ptr
      llvm.store %1393, %1288 : f32, !llvm.ptr
      llvm.store %1394, %1290 : f32, !llvm.ptr
      llvm.store %1395, %1292 : f32, !llvm.ptr
      llvm.store %1396, %1294 : f32, !llvm.ptr
      llvm.store %1397, %1296 : f32, !llvm.ptr
      llvm.store %1398, %1298 : f32, !llvm.ptr
      llvm.store %1399, %1300 : f32, !llvm.ptr
      llvm.store %1400, %1302 : f32, !llvm.ptr
      llvm.store %1401, %1304 : f32, !llvm.ptr
      llvm.store %1402, %1306 : f32, !llvm.ptr
      llvm.store %1403, %1308 : f32, !llvm.ptr
      llvm.store %1404, %1310 : f32, !llvm.ptr
      llvm.store %1405, %1312 : f32, !llvm.ptr
      llvm.store %1406, %1314 : f32, !llvm.ptr
      llvm.store %1407, %1316 : f32, !llvm.ptr
      llvm.store %1408, %1318 : f32, !llvm.ptr
      llvm.store %1409, %1320 : f32, !llvm.ptr
      llvm.store %1410, %1322 : f32, !llvm.ptr
      llvm.store %1411, %1324 : f32, !llvm.ptr
      llvm.store %1412, %1326 : f32, !llvm.ptr
      llvm.store %1413, %1328 : f32, !llvm.ptr
      llvm.store %1414, %1330 : f32, !llvm.ptr
      llvm.store %1415, %1332 : f32, !llvm.ptr
      llvm.store %1416, %1334 : f32, !llvm.ptr
      llvm.store %1417, %1336 : f32, !llvm.ptr
      llvm.store %1418, %1338 : f32, !llvm.ptr
      llvm.store %1419, %1340 : f32, !llvm.ptr
      llvm.store %1420, %1342 : f32, !llvm.ptr
      llvm.store %1421, %1344 : f32, !llvm.ptr
      llvm.store %1422, %1346 : f32, !llvm.ptr
      llvm.store %1423, %1348 : f32, !llvm.ptr
      llvm.store %1424, %1350 : f32, !llvm.ptr
      llvm.store %1425, %1352 : f32, !llvm.ptr
      llvm.store %1426, %1354 : f32, !llvm.ptr
      llvm.store %1427, %1356 : f32, !llvm.ptr
      llvm.store %1428, %1358 : f32, !llvm.ptr
      llvm.store %1429, %1360 : f32, !llvm.ptr
      llvm.store %1430, %1362 : f32, !llvm.ptr
      llvm.store %1431, %1364 : f32, !llvm.ptr
      llvm.store %1432, %1366 : f32, !llvm.ptr
      %1433 = llvm.add %1233, %32 : i32
      llvm.br ^bb47(%1433 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb49:  // pred: ^bb47
      %1434 = llvm.add %1022, %23 overflow<nsw> : i32
      %1435 = llvm.add %194, %1434 : i32
      %1436 = llvm.add %1012, %1434 : i32
      %1437 = llvm.insertelement %1436, %1011[%0 : i64] : vector<2xi32>
      %1438 = llvm.bitcast %1437 : vector<2xi32> to i64
      llvm.br ^bb50(%25 : i32)
    ^bb50(%1439: i32):  // 2 preds: ^bb49, ^bb51
      %1440 = llvm.icmp "slt" %1439, %30 : i32
      llvm.cond_br %1440, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %1441 = llvm.mul %1439, %9 overflow<nsw> : i32
      %1442 = llvm.add %1435, %1441 : i32
      %1443 = llvm.insertelement %1442, %193[%0 : i64] : vector<2xi32>
      %1444 = llvm.bitcast %1443 : vector<2xi32> to i64
      %1445 = llvm.mul %1439, %22 overflow<nsw> : i32
      %1446 = llvm.getelementptr %34[%1445] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1447 = llvm.load %1446 : !llvm.ptr -> f32
      %1448 = llvm.getelementptr %1446[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1449 = llvm.load %1448 : !llvm.ptr -> f32
      %1450 = llvm.getelementptr %1446[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1451 = llvm.load %1450 : !llvm.ptr -> f32
      %1452 = llvm.getelementptr %1446[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1453 = llvm.load %1452 : !llvm.ptr -> f32
      %1454 = llvm.getelementptr %1446[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1455 = llvm.load %1454 : !llvm.ptr -> f32
      %1456 = llvm.getelementptr %1446[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1457 = llvm.load %1456 : !llvm.ptr -> f32
      %1458 = llvm.getelementptr %1446[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1459 = llvm.load %1458 : !llvm.ptr -> f32
      %1460 = llvm.getelementptr %1446[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1461 = llvm.load %1460 : !llvm.ptr -> f32
      %1462 = llvm.getelementptr %1446[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1463 = llvm.load %1462 : !llvm.ptr -> f32
      %1464 = llvm.getelementptr %1446[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1465 = llvm.load %1464 : !llvm.ptr -> f32
      %1466 = llvm.getelementptr %1446[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1467 = llvm.load %1466 : !llvm.ptr -> f32
      %1468 = llvm.getelementptr %1446[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1469 = llvm.load %1468 : !llvm.ptr -> f32
      %1470 = llvm.getelementptr %1446[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1471 = llvm.load %1470 : !llvm.ptr -> f32
      %1472 = llvm.getelementptr %1446[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1473 = llvm.load %1472 : !llvm.ptr -> f32
      %1474 = llvm.getelementptr %1446[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1475 = llvm.load %1474 : !llvm.ptr -> f32
      %1476 = llvm.getelementptr %1446[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1477 = llvm.load %1476 : !llvm.ptr -> f32
      %1478 = llvm.getelementptr %1446[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1479 = llvm.load %1478 : !llvm.ptr -> f32
      %1480 = llvm.getelementptr %1446[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1481 = llvm.load %1480 : !llvm.ptr -> f32
      %1482 = llvm.getelementptr %1446[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1483 = llvm.load %1482 : !llvm.ptr -> f32
      %1484 = llvm.getelementptr %1446[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1485 = llvm.load %1484 : !llvm.ptr -> f32
      %1486 = llvm.getelementptr %1446[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1487 = llvm.load %1486 : !llvm.ptr -> f32
      %1488 = llvm.getelementptr %1446[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1489 = llvm.load %1488 : !llvm.ptr -> f32
      %1490 = llvm.getelementptr %1446[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1491 = llvm.load %1490 : !llvm.ptr -> f32
      %1492 = llvm.getelementptr %1446[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1493 = llvm.load %1492 : !llvm.ptr -> f32
      %1494 = llvm.getelementptr %1446[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1495 = llvm.load %1494 : !llvm.ptr -> f32
      %1496 = llvm.getelementptr %1446[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1497 = llvm.load %1496 : !llvm.ptr -> f32
      %1498 = llvm.getelementptr %1446[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1499 = llvm.load %1498 : !llvm.ptr -> f32
      %1500 = llvm.getelementptr %1446[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1501 = llvm.load %1500 : !llvm.ptr -> f32
      %1502 = llvm.getelementptr %1446[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1503 = llvm.load %1502 : !llvm.ptr -> f32
      %1504 = llvm.getelementptr %1446[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1505 = llvm.load %1504 : !llvm.ptr -> f32
      %1506 = llvm.getelementptr %1446[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1507 = llvm.load %1506 : !llvm.ptr -> f32
      %1508 = llvm.getelementptr %1446[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1509 = llvm.load %1508 : !llvm.ptr -> f32
      %1510 = llvm.getelementptr %1446[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1511 = llvm.load %1510 : !llvm.ptr -> f32
      %1512 = llvm.getelementptr %1446[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1513 = llvm.load %1512 : !llvm.ptr -> f32
      %1514 = llvm.getelementptr %1446[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1515 = llvm.load %1514 : !llvm.ptr -> f32
      %1516 = llvm.getelementptr %1446[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1517 = llvm.load %1516 : !llvm.ptr -> f32
      %1518 = llvm.getelementptr %1446[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1519 = llvm.load %1518 : !llvm.ptr -> f32
      %1520 = llvm.getelementptr %1446[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1521 = llvm.load %1520 : !llvm.ptr -> f32
      %1522 = llvm.getelementptr %1446[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1523 = llvm.load %1522 : !llvm.ptr -> f32
      %1524 = llvm.getelementptr %1446[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1525 = llvm.load %1524 : !llvm.ptr -> f32
      %1526 = llvm.getelementptr %1446[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1527 = llvm.load %1526 : !llvm.ptr -> f32
      %1528 = llvm.getelementptr %1446[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1529 = llvm.load %1528 : !llvm.ptr -> f32
      %1530 = llvm.getelementptr %1446[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1531 = llvm.load %1530 : !llvm.ptr -> f32
      %1532 = llvm.getelementptr %1446[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1533 = llvm.load %1532 : !llvm.ptr -> f32
      %1534 = llvm.getelementptr %1446[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1535 = llvm.load %1534 : !llvm.ptr -> f32
      %1536 = llvm.getelementptr %1446[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1537 = llvm.load %1536 : !llvm.ptr -> f32
      %1538 = llvm.getelementptr %1446[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1539 = llvm.load %1538 : !llvm.ptr -> f32
      %1540 = llvm.getelementptr %1446[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1541 = llvm.load %1540 : !llvm.ptr -> f32
      %1542 = llvm.getelementptr %1446[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1543 = llvm.load %1542 : !llvm.ptr -> f32
      %1544 = llvm.getelementptr %1446[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1545 = llvm.load %1544 : !llvm.ptr -> f32
      %1546 = llvm.getelementptr %1446[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1547 = llvm.load %1546 : !llvm.ptr -> f32
      %1548 = llvm.getelementptr %1446[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1549 = llvm.load %1548 : !llvm.ptr -> f32
      %1550 = llvm.getelementptr %1446[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1551 = llvm.load %1550 : !llvm.ptr -> f32
      %1552 = llvm.getelementptr %1446[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1553 = llvm.load %1552 : !llvm.ptr -> f32
      %1554 = llvm.getelementptr %1446[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1555 = llvm.load %1554 : !llvm.ptr -> f32
      %1556 = llvm.getelementptr %1446[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1557 = llvm.load %1556 : !llvm.ptr -> f32
      %1558 = llvm.getelementptr %1446[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1559 = llvm.load %1558 : !llvm.ptr -> f32
      %1560 = llvm.getelementptr %1446[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1561 = llvm.load %1560 : !llvm.ptr -> f32
      %1562 = llvm.getelementptr %1446[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1563 = llvm.load %1562 : !llvm.ptr -> f32
      %1564 = llvm.getelementptr %1446[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1565 = llvm.load %1564 : !llvm.ptr -> f32
      %1566 = llvm.getelementptr %1446[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1567 = llvm.load %1566 : !llvm.ptr -> f32
      %1568 = llvm.getelementptr %1446[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1569 = llvm.load %1568 : !llvm.ptr -> f32
      %1570 = llvm.getelementptr %1446[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1571 = llvm.load %1570 : !llvm.ptr -> f32
      %1572 = llvm.getelementptr %1446[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1573 = llvm.load %1572 : !llvm.ptr -> f32
      %1574 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %1447, %1449, %1451, %1453, %1455, %1457, %1459, %1461, %1463, %1465, %1467, %1469, %1471, %1473, %1475, %1477, %1479, %1481, %1483, %1485, %1487, %1489, %1491, %1493, %1495, %1497, %1499, %1501, %1503, %1505, %1507, %1509, %1511, %1513, %1515, %1517, %1519, %1521, %1523, %1525, %1527, %1529, %1531, %1533, %1535, %1537, %1539, %1541, %1543, %1545, %1547, %1549, %1551, %1553, %1555, %1557, %1559, %1561, %1563, %1565, %1567, %1569, %1571, %1573, %1444, %1438, %32, %32, %32, %25, %25 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1575 = llvm.extractvalue %1574[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1576 = llvm.extractvalue %1574[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1577 = llvm.extractvalue %1574[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1578 = llvm.extractvalue %1574[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1579 = llvm.extractvalue %1574[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1580 = llvm.extractvalue %1574[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1581 = llvm.extractvalue %1574[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1582 = llvm.extractvalue %1574[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1583 = llvm.extractvalue %1574[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1584 = llvm.extractvalue %1574[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1585 = llvm.extractvalue %1574[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1586 = llvm.extractvalue %1574[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1587 = llvm.extractvalue %1574[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1588 = llvm.extractvalue %1574[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1589 = llvm.extractvalue %1574[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1590 = llvm.extractvalue %1574[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1591 = llvm.extractvalue %1574[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1592 = llvm.extractvalue %1574[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1593 = llvm.extractvalue %1574[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1594 = llvm.extractvalue %1574[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1595 = llvm.extractvalue %1574[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1596 = llvm.extractvalue %1574[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1597 = llvm.extractvalue %1574[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1598 = llvm.extractvalue %1574[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1599 = llvm.extractvalue %1574[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1600 = llvm.extractvalue %1574[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1601 = llvm.extractvalue %1574[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1602 = llvm.extractvalue %1574[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1603 = llvm.extractvalue %1574[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1604 = llvm.extractvalue %1574[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1605 = llvm.extractvalue %1574[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1606 = llvm.extractvalue %1574[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1607 = llvm.extractvalue %1574[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1608 = llvm.extractvalue %1574[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1609 = llvm.extractvalue %1574[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1610 = llvm.extractvalue %1574[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1611 = llvm.extractvalue %1574[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1612 = llvm.extractvalue %1574[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1613 = llvm.extractvalue %1574[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1614 = llvm.extractvalue %1574[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1615 = llvm.extractvalue %1574[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1616 = llvm.extractvalue %1574[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1617 = llvm.extractvalue %1574[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1618 = llvm.extractvalue %1574[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1619 = llvm.extractvalue %1574[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1620 = llvm.extractvalue %1574[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1621 = llvm.extractvalue %1574[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1622 = llvm.extractvalue %1574[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1623 = llvm.extractvalue %1574[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1624 = llvm.extractvalue %1574[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1625 = llvm.extractvalue %1574[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1626 = llvm.extractvalue %1574[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1627 = llvm.extractvalue %1574[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1628 = llvm.extractvalue %1574[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1629 = llvm.extractvalue %1574[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1630 = llvm.extractvalue %1574[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1631 = llvm.extractvalue %1574[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1632 = llvm.extractvalue %1574[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1633 = llvm.extractvalue %1574[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1634 = llvm.extractvalue %1574[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1635 = llvm.extractvalue %1574[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1636 = llvm.extractvalue %1574[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1637 = llvm.extractvalue %1574[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1638 = llvm.extractvalue %1574[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %1575, %1446 : f32, !llvm.ptr
      llvm.store %1576, %1448 : f32, !llvm.ptr
      llvm.store %1577, %1450 : f32, !llvm.ptr
      llvm.store %1578, %1452 : f32, !llvm.ptr
      llvm.store %1579, %1454 : f32, !llvm.ptr
      llvm.store %1580, %1456 : f32, !llvm.ptr
      llvm.store %1581, %1458 : f32, !llvm.ptr
      llvm.store %1582, %1460 : f32, !llvm.ptr
      llvm.store %1583, %1462 : f32, !llvm.ptr
      llvm.store %1584, %1464 : f32, !llvm.ptr
      llvm.store %1585, %1466 : f32, !llvm.ptr
      llvm.store %1586, %1468 : f32, !llvm.ptr
      llvm.store %1587, %1470 : f32, !llvm.ptr
      llvm.store %1588, %1472 : f32, !llvm.ptr
      llvm.store %1589, %1474 : f32, !llvm.ptr
      llvm.store %1590, %1476 : f32, !llvm.ptr
      llvm.store %1591, %1478 : f32, !llvm.ptr
      llvm.store %1592, %1480 : f32, !llvm.ptr
      llvm.store %1593, %1482 : f32, !llvm.ptr
      llvm.store %1594, %1484 : f32, !llvm.ptr
      llvm.store %1595, %1486 : f32, !llvm.ptr
      llvm.store %1596, %1488 : f32, !llvm.ptr
      llvm.store %1597, %1490 : f32, !llvm.ptr
      llvm.store %1598, %1492 : f32, !llvm.ptr
      llvm.store %1599, %1494 : f32, !llvm.ptr
      llvm.store %1600, %1496 : f32, !llvm.ptr
      llvm.store %1601, %1498 : f32, !llvm.ptr
      llvm.store %1602, %1500 : f32, !llvm.ptr
      llvm.store %1603, %1502 : f32, !llvm.ptr
      llvm.store %1604, %1504 : f32, !llvm.ptr
      llvm.store %1605, %1506 : f32, !llvm.ptr
      llvm.store %1606, %1508 : f32, !llvm.ptr
      llvm.store %1607, %1510 : f32, !llvm.ptr
      llvm.store %1608, %1512 : f32, !llvm.ptr
      llvm.store %1609, %1514 : f32, !llvm.ptr
      llvm.store %1610, %1516 : f32, !llvm.ptr
      llvm.store %1611, %1518 : f32, !llvm.ptr
      llvm.store %1612, %1520 : f32, !llvm.ptr
      llvm.store %1613, %1522 : f32, !llvm.ptr
      llvm.store %1614, %1524 : f32, !llvm.ptr
      llvm.store %1615, %1526 : f32, !llvm.ptr
      llvm.store %1616, %1528 : f32, !llvm.ptr
      llvm.store %1617, %1530 : f32, !llvm.ptr
      llvm.store %1618, %1532 : f32, !llvm.ptr
      llvm.store %1619, %1534 : f32, !llvm.ptr
      llvm.store %1620, %1536 : f32, !llvm.ptr
      llvm.store %1621, %1538 : f32, !llvm.ptr
      llvm.store %1622, %1540 : f32, !llvm.ptr
      llvm.store %1623, %1542 : f32, !llvm.ptr
      llvm.store %1624, %1544 : f32, !llvm.ptr
      llvm.store %1625, %1546 : f32, !llvm.ptr
      llvm.store %1626, %1548 : f32, !llvm.ptr
      llvm.store %1627, %1550 : f32, !llvm.ptr
      llvm.store %1628, %1552 : f32, !llvm.ptr
      llvm.store %1629, %1554 : f32, !llvm.ptr
      llvm.store %1630, %1556 : f32, !llvm.ptr
      llvm.store %1631, %1558 : f32, !llvm.ptr
      llvm.store %1632, %1560 : f32, !llvm.ptr
      llvm.store %1633, %1562 : f32, !llvm.ptr
      llvm.store %1634, %1564 : f32, !llvm.ptr
      llvm.store %1635, %1566 : f32, !llvm.ptr
      llvm.store %1636, %1568 : f32, !llvm.ptr
      llvm.store %1637, %1570 : f32, !llvm.ptr
      llvm.store %1638, %1572 : f32, !llvm.ptr
      %1639 = llvm.add %1439, %32 : i32
      llvm.br ^bb50(%1639 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb52:  // pred: ^bb50
      %1640 = llvm.add %1022, %20 overflow<nsw> : i32
      %1641 = llvm.add %194, %1640 : i32
      %1642 = llvm.add %1012, %1640 : i32
      %1643 = llvm.insertelement %1642, %1011[%0 : i64] : vector<2xi32>
      %1644 = llvm.bitcast %1643 : vector<2xi32> to i64
      llvm.br ^bb53(%25 : i32)
    ^bb53(%1645: i32):  // 2 preds: ^bb52, ^bb54
      %1646 = llvm.icmp "slt" %1645, %30 : i32
      llvm.cond_br %1646, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %1647 = llvm.mul %1645, %9 overflow<nsw> : i32
      %1648 = llvm.add %1641, %1647 : i32
      %1649 = llvm.insertelement %1648, %193[%0 : i64] : vector<2xi32>
      %1650 = llvm.bitcast %1649 : vector<2xi32> to i64
      %1651 = llvm.mul %1645, %22 overflow<nsw> : i32
      %1652 = llvm.getelementptr %34[%1651] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1653 = llvm.load %1652 : !llvm.ptr -> f32
      %1654 = llvm.getelementptr %1652[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1655 = llvm.load %1654 : !llvm.ptr -> f32
      %1656 = llvm.getelementptr %1652[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1657 = llvm.load %1656 : !llvm.ptr -> f32
      %1658 = llvm.getelementptr %1652[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1659 = llvm.load %1658 : !llvm.ptr -> f32
      %1660 = llvm.getelementptr %1652[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1661 = llvm.load %1660 : !llvm.ptr -> f32
      %1662 = llvm.getelementptr %1652[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1663 = llvm.load %1662 : !llvm.ptr -> f32
      %1664 = llvm.getelementptr %1652[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1665 = llvm.load %1664 : !llvm.ptr -> f32
      %1666 = llvm.getelementptr %1652[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1667 = llvm.load %1666 : !llvm.ptr -> f32
      %1668 = llvm.getelementptr %1652[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1669 = llvm.load %1668 : !llvm.ptr -> f32
      %1670 = llvm.getelementptr %1652[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1671 = llvm.load %1670 : !llvm.ptr -> f32
      %1672 = llvm.getelementptr %1652[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1673 = llvm.load %1672 : !llvm.ptr -> f32
      %1674 = llvm.getelementptr %1652[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1675 = llvm.load %1674 : !llvm.ptr -> f32
      %1676 = llvm.getelementptr %1652[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1677 = llvm.load %1676 : !llvm.ptr -> f32
      %1678 = llvm.getelementptr %1652[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1679 = llvm.load %1678 : !llvm.ptr -> f32
      %1680 = llvm.getelementptr %1652[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1681 = llvm.load %1680 : !llvm.ptr -> f32
      %1682 = llvm.getelementptr %1652[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1683 = llvm.load %1682 : !llvm.ptr -> f32
      %1684 = llvm.getelementptr %1652[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1685 = llvm.load %1684 : !llvm.ptr -> f32
      %1686 = llvm.getelementptr %1652[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1687 = llvm.load %1686 : !llvm.ptr -> f32
      %1688 = llvm.getelementptr %1652[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1689 = llvm.load %1688 : !llvm.ptr -> f32
      %1690 = llvm.getelementptr %1652[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1691 = llvm.load %1690 : !llvm.ptr -> f32
      %1692 = llvm.getelementptr %1652[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1693 = llvm.load %1692 : !llvm.ptr -> f32
      %1694 = llvm.getelementptr %1652[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1695 = llvm.load %1694 : !llvm.ptr -> f32
      %1696 = llvm.getelementptr %1652[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1697 = llvm.load %1696 : !llvm.ptr -> f32
      %1698 = llvm.getelementptr %1652[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1699 = llvm.load %1698 : !llvm.ptr -> f32
      %1700 = llvm.getelementptr %1652[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1701 = llvm.load %1700 : !llvm.ptr -> f32
      %1702 = llvm.getelementptr %1652[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1703 = llvm.load %1702 : !llvm.ptr -> f32
      %1704 = llvm.getelementptr %1652[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1705 = llvm.load %1704 : !llvm.ptr -> f32
      %1706 = llvm.getelementptr %1652[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1707 = llvm.load %1706 : !llvm.ptr -> f32
      %1708 = llvm.getelementptr %1652[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1709 = llvm.load %1708 : !llvm.ptr -> f32
      %1710 = llvm.getelementptr %1652[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1711 = llvm.load %1710 : !llvm.ptr -> f32
      %1712 = llvm.getelementptr %1652[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1713 = llvm.load %1712 : !llvm.ptr -> f32
      %1714 = llvm.getelementptr %1652[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1715 = llvm.load %1714 : !llvm.ptr -> f32
      %1716 = llvm.getelementptr %1652[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1717 = llvm.load %1716 : !llvm.ptr -> f32
      %1718 = llvm.getelementptr %1652[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1719 = llvm.load %1718 : !llvm.ptr -> f32
      %1720 = llvm.getelementptr %1652[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1721 = llvm.load %1720 : !llvm.ptr -> f32
      %1722 = llvm.getelementptr %1652[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1723 = llvm.load %1722 : !llvm.ptr -> f32
      %1724 = llvm.getelementptr %1652[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1725 = llvm.load %1724 : !llvm.ptr -> f32
      %1726 = llvm.getelementptr %1652[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1727 = llvm.load %1726 : !llvm.ptr -> f32
      %1728 = llvm.getelementptr %1652[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1729 = llvm.load %1728 : !llvm.ptr -> f32
      %1730 = llvm.getelementptr %1652[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1731 = llvm.load %1730 : !llvm.ptr -> f32
      %1732 = llvm.getelementptr %1652[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1733 = llvm.load %1732 : !llvm.ptr -> f32
      %1734 = llvm.getelementptr %1652[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1735 = llvm.load %1734 : !llvm.ptr -> f32
      %1736 = llvm.getelementptr %1652[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1737 = llvm.load %1736 : !llvm.ptr -> f32
      %1738 = llvm.getelementptr %1652[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1739 = llvm.load %1738 : !llvm.ptr -> f32
      %1740 = llvm.getelementptr %1652[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1741 = llvm.load %1740 : !llvm.ptr -> f32
      %1742 = llvm.getelementptr %1652[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1743 = llvm.load %1742 : !llvm.ptr -> f32
      %1744 = llvm.getelementptr %1652[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1745 = llvm.load %1744 : !llvm.ptr -> f32
      %1746 = llvm.getelementptr %1652[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1747 = llvm.load %1746 : !llvm.ptr -> f32
      %1748 = llvm.getelementptr %1652[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1749 = llvm.load %1748 : !llvm.ptr -> f32
      %1750 = llvm.getelementptr %1652[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1751 = llvm.load %1750 : !llvm.ptr -> f32
      %1752 = llvm.getelementptr %1652[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1753 = llvm.load %1752 : !llvm.ptr -> f32
      %1754 = llvm.getelementptr %1652[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1755 = llvm.load %1754 : !llvm.ptr -> f32
      %1756 = llvm.getelementptr %1652[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1757 = llvm.load %1756 : !llvm.ptr -> f32
      %1758 = llvm.getelementptr %1652[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1759 = llvm.load %1758 : !llvm.ptr -> f32
      %1760 = llvm.getelementptr %1652[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1761 = llvm.load %1760 : !llvm.ptr -> f32
      %1762 = llvm.getelementptr %1652[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1763 = llvm.load %1762 : !llvm.ptr -> f32
      %1764 = llvm.getelementptr %1652[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1765 = llvm.load %1764 : !llvm.ptr -> f32
      %1766 = llvm.getelementptr %1652[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1767 = llvm.load %1766 : !llvm.ptr -> f32
      %1768 = llvm.getelementptr %1652[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1769 = llvm.load %1768 : !llvm.ptr -> f32
      %1770 = llvm.getelementptr %1652[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1771 = llvm.load %1770 : !llvm.ptr -> f32
      %1772 = llvm.getelementptr %1652[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1773 = llvm.load %1772 : !llvm.ptr -> f32
      %1774 = llvm.getelementptr %1652[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1775 = llvm.load %1774 : !llvm.ptr -> f32
      %1776 = llvm.getelementptr %1652[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1777 = llvm.load %1776 : !llvm.ptr -> f32
      %1778 = llvm.getelementptr %1652[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1779 = llvm.load %1778 : !llvm.ptr -> f32
      %1780 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %1653, %1655, %1657, %1659, %1661, %1663, %1665, %1667, %1669, %1671, %1673, %1675, %1677, %1679, %1681, %1683, %1685, %1687, %1689, %1691, %1693, %1695, %1697, %1699, %1701, %1703, %1705, %1707, %1709, %1711, %1713, %1715, %1717, %1719, %1721, %1723, %1725, %1727, %1729, %1731, %1733, %1735, %1737, %1739, %1741, %1743, %1745, %1747, %1749, %1751, %1753, %1755, %1757, %1759, %1761, %1763, %1765, %1767, %1769, %1771, %1773, %1775, %1777, %1779, %1650, %1644, %32, %32, %32, %25, %25 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1781 = llvm.extractvalue %1780[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1782 = llvm.extractvalue %1780[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1783 = llvm.extractvalue %1780[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1784 = llvm.extractvalue %1780[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1785 = llvm.extractvalue %1780[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1786 = llvm.extractvalue %1780[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1787 = llvm.extractvalue %1780[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1788 = llvm.extractvalue %1780[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1789 = llvm.extractvalue %1780[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1790 = llvm.extractvalue %1780[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1791 = llvm.extractvalue %1780[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1792 = llvm.extractvalue %1780[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1793 = llvm.extractvalue %1780[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1794 = llvm.extractvalue %1780[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1795 = llvm.extractvalue %1780[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1796 = llvm.extractvalue %1780[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1797 = llvm.extractvalue %1780[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1798 = llvm.extractvalue %1780[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1799 = llvm.extractvalue %1780[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1800 = llvm.extractvalue %1780[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1801 = llvm.extractvalue %1780[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1802 = llvm.extractvalue %1780[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1803 = llvm.extractvalue %1780[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1804 = llvm.extractvalue %1780[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1805 = llvm.extractvalue %1780[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1806 = llvm.extractvalue %1780[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1807 = llvm.extractvalue %1780[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1808 = llvm.extractvalue %1780[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1809 = llvm.extractvalue %1780[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1810 = llvm.extractvalue %1780[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1811 = llvm.extractvalue %1780[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1812 = llvm.extractvalue %1780[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1813 = llvm.extractvalue %1780[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1814 = llvm.extractvalue %1780[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1815 = llvm.extractvalue %1780[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1816 = llvm.extractvalue %1780[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1817 = llvm.extractvalue %1780[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1818 = llvm.extractvalue %1780[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1819 = llvm.extractvalue %1780[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1820 = llvm.extractvalue %1780[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1821 = llvm.extractvalue %1780[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1822 = llvm.extractvalue %1780[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1823 = llvm.extractvalue %1780[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1824 = llvm.extractvalue %1780[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1825 = llvm.extractvalue %1780[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1826 = llvm.extractvalue %1780[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1827 = llvm.extractvalue %1780[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1828 = llvm.extractvalue %1780[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1829 = llvm.extractvalue %1780[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1830 = llvm.extractvalue %1780[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1831 = llvm.extractvalue %1780[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1832 = llvm.extractvalue %1780[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1833 = llvm.extractvalue %1780[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1834 = llvm.extractvalue %1780[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1835 = llvm.extractvalue %1780[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1836 = llvm.extractvalue %1780[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1837 = llvm.extractvalue %1780[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1838 = llvm.extractvalue %1780[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1839 = llvm.extractvalue %1780[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1840 = llvm.extractvalue %1780[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1841 = llvm.extractvalue %1780[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1842 = llvm.extractvalue %1780[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1843 = llvm.extractvalue %1780[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1844 = llvm.extractvalue %1780[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %1781, %1652 : f32, !llvm.ptr
      llvm.store %1782, %1654 : f32, !llvm.ptr
      llvm.store %1783, %1656 : f32, !llvm.ptr
      llvm.store %1784, %1658 : f32, !llvm.ptr
      llvm.store %1785, %1660 : f32, !llvm.ptr
      llvm.store %1786, %1662 : f32, !llvm.ptr
      llvm.store %1787, %1664 : f32, !llvm.ptr
      llvm.store %1788, %1666 : f32, !llvm.ptr
      llvm.store %1789, %1668 : f32, !llvm.ptr
      llvm.store %1790, %1670 : f32, !llvm.ptr
      llvm.store %1791, %1672 : f32, !llvm.ptr
      llvm.store %1792, %1674 : f32, !llvm.ptr
      llvm.store %1793, %1676 : f32, !llvm.ptr
      llvm.store %1794, %1678 : f32, !llvm.ptr
      llvm.store %1795, %1680 : f32, !llvm.ptr
      llvm.store %1796, %1682 : f32, !llvm.ptr
      llvm.store %1797, %1684 : f32, !llvm.ptr
      llvm.store %1798, %1686 : f32, !llvm.ptr
      llvm.store %1799, %1688 : f32, !llvm.ptr
      llvm.store %1800, %1690 : f32, !llvm.ptr
      llvm.store %1801, %1692 : f32, !llvm.ptr
      llvm.store %1802, %1694 : f32, !llvm.ptr
      llvm.store %1803, %1696 : f32, !llvm.ptr
      llvm.store %1804, %1698 : f32, !llvm.ptr
      llvm.store %1805, %1700 : f32, !llvm.ptr
      llvm.store %1806, %1702 : f32, !llvm.ptr
      llvm.store %1807, %1704 : f32, !llvm.ptr
      llvm.store %1808, %1706 : f32, !llvm.ptr
      llvm.store %1809, %1708 : f32, !llvm.ptr
      llvm.store %1810, %1710 : f32, !llvm.ptr
      llvm.store %1811, %1712 : f32, !llvm.ptr
      llvm.store %1812, %1714 : f32, !llvm.ptr
      llvm.store %1813, %1716 : f32, !llvm.ptr
      llvm.store %1814, %1718 : f32, !llvm.ptr
      llvm.store %1815, %1720 : f32, !llvm.ptr
      llvm.store %1816, %1722 : f32, !llvm.ptr
      llvm.store %1817, %1724 : f32, !llvm.ptr
      llvm.store %1818, %1726 : f32, !llvm.ptr
      llvm.store %1819, %1728 : f32, !llvm.ptr
      llvm.store %1820, %1730 : f32, !llvm.ptr
      llvm.store %1821, %1732 : f32, !llvm.ptr
      llvm.store %1822, %1734 : f32, !llvm.ptr
      llvm.store %1823, %1736 : f32, !llvm.ptr
      llvm.store %1824, %1738 : f32, !llvm.ptr
      llvm.store %1825, %1740 : f32, !llvm.ptr
      llvm.store %1826, %1742 : f32, !llvm.ptr
      llvm.store %1827, %1744 : f32, !llvm.ptr
      llvm.store %1828, %1746 : f32, !llvm.ptr
      llvm.store %1829, %1748 : f32, !llvm.ptr
      llvm.store %1830, %1750 : f32, !llvm.ptr
      llvm.store %1831, %1752 : f32, !llvm.ptr
      llvm.store %1832, %1754 : f32, !llvm.ptr
      llvm.store %1833, %1756 : f32, !llvm.ptr
      llvm.store %1834, %1758 : f32, !llvm.ptr
      llvm.store %1835, %1760 : f32, !llvm.ptr
      llvm.store %1836, %1762 : f32, !llvm.ptr
      llvm.store %1837, %1764 : f32, !llvm.ptr
      llvm.store %1838, %1766 : f32, !llvm.ptr
      llvm.store %1839, %1768 : f32, !llvm.ptr
      llvm.store %1840, %1770 : f32, !llvm.ptr
      llvm.store %1841, %1772 : f32, !llvm.ptr
      llvm.store %1842, %1774 : f32, !llvm.ptr
      llvm.store %1843, %1776 : f32, !llvm.ptr
      llvm.store %1844, %1778 : f32, !llvm.ptr
      %1845 = llvm.add %1645, %32 : i32
      llvm.br ^bb53(%1845 : i32) {loop_annotation = #loop_annotation1_f809}
    ^bb55:  // pred: ^bb53
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      llvm.cond_br %114, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %1846 = llvm.getelementptr %106[%1014] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1847 = nvvm.mbarrier.arrive %1846, %32 : !llvm.ptr<3> -> i64
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %1848 = llvm.add %1014, %32 : i32
      %1849 = llvm.icmp "eq" %1848, %20 : i32
      %1850 = llvm.select %1849, %25, %1848 : i1, i32
      llvm.cond_br %1849, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      llvm.br ^bb61
    ^bb61:  // pred: ^bb60
      %1851 = llvm.icmp "sgt" %123, %1015 : i32
      %1852 = llvm.and %68, %1851 : i1
      llvm.cond_br %1852, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %1853 = llvm.getelementptr %106[%1016] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,n" %1853, %1017, %19 : (!llvm.ptr<3>, i32, i32) -> ()
      %1854 = nvvm.elect.sync -> i1
      llvm.cond_br %1854, ^bb64, ^bb65
    ^bb64:  // pred: ^bb62
      %1855 = llvm.getelementptr %42[%1016] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1856 = nvvm.mbarrier.arrive.expect_tx %1855, %18 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb65
    ^bb65:  // 2 preds: ^bb62, ^bb64
      %1857 = llvm.getelementptr %42[%1016] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1858 = llvm.mul %1015, %22 overflow<nsw> : i32
      %1859 = llvm.mul %1016, %10 overflow<nsw> : i32
      %1860 = llvm.getelementptr %43[%1859] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1861 = nvvm.elect.sync -> i1
      llvm.cond_br %1861, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      nvvm.cp.async.bulk.tensor.shared.cluster.global %1860, %35, %1857, box[%1858, %124] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb67
    ^bb67:  // 2 preds: ^bb65, ^bb66
      %1862 = llvm.getelementptr %44[%1859] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1863 = nvvm.elect.sync -> i1
      llvm.cond_br %1863, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      nvvm.cp.async.bulk.tensor.shared.cluster.global %1862, %36, %1857, box[%1858, %125] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %1864 = llvm.add %1016, %32 : i32
      %1865 = llvm.add %1015, %32 : i32
      %1866 = llvm.icmp "eq" %1864, %20 : i32
      %1867 = llvm.select %1866, %25, %1864 : i1, i32
      llvm.cond_br %1866, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %1868 = llvm.xor %1017, %32 : i32
      llvm.br ^bb72(%1868 : i32)
    ^bb71:  // pred: ^bb69
      llvm.br ^bb72(%1017 : i32)
    ^bb72(%1869: i32):  // 2 preds: ^bb70, ^bb71
      llvm.br ^bb73
    ^bb73:  // pred: ^bb72
      llvm.br ^bb74(%1865, %1867, %1869 : i32, i32, i32)
    ^bb63:  // pred: ^bb61
      llvm.br ^bb74(%1015, %1016, %1017 : i32, i32, i32)
    ^bb74(%1870: i32, %1871: i32, %1872: i32):  // 2 preds: ^bb73, ^bb63
      llvm.br ^bb75
    ^bb75:  // pred: ^bb74
      %1873 = llvm.add %1018, %32 : i32
      %1874 = llvm.icmp "eq" %1873, %20 : i32
      %1875 = llvm.select %1874, %25, %1873 : i1, i32
      llvm.cond_br %1874, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %1876 = llvm.xor %1019, %32 : i32
      llvm.br ^bb78(%1876 : i32)
    ^bb77:  // pred: ^bb75
      llvm.br ^bb78(%1019 : i32)
    ^bb78(%1877: i32):  // 2 preds: ^bb76, ^bb77
      llvm.br ^bb41
    ^bb41:  // pred: ^bb78
      %1878 = llvm.add %1013, %32 : i32
      llvm.br ^bb40(%1878, %1850, %1870, %1871, %1872, %1875, %1877 : i32, i32, i32, i32, i32, i32, i32) {loop_annotation = #loop_annotation_1d06}
    ^bb43:  // pred: ^bb40
      nvvm.wgmma.wait.group.sync.aligned 0
      %1879 = llvm.load %34 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
      %1880 = llvm.fptrunc %1879 : vector<128xf32> to vector<128xbf16>
      llvm.store %1880, %33 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      llvm.br ^bb79(%25, %25, %25 : i32, i32, i32)
    ^bb79(%1881: i32, %1882: i32, %1883: i32):  // 2 preds: ^bb43, ^bb80
      %1884 = llvm.icmp "slt" %1881, %22 : i32
      llvm.cond_br %1884, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %1885 = llvm.mul %1881, %30 overflow<nsw> : i32
      %1886 = llvm.getelementptr %33[%1885] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1887 = llvm.srem %1881, %30 : i32
      %1888 = llvm.sext %1887 : i32 to i64
      %1889 = llvm.mul %1888, %150 overflow<nsw> : i64
      %1890 = llvm.sdiv %1883, %5 : i32
      %1891 = llvm.srem %1883, %5 : i32
      %1892 = llvm.mul %1891, %24 overflow<nsw> : i32
      %1893 = llvm.sext %1892 : i32 to i64
      %1894 = llvm.add %1889, %1893 overflow<nsw> : i64
      %1895 = llvm.sext %1890 : i32 to i64
      %1896 = llvm.mul %1895, %148 overflow<nsw> : i64
      %1897 = llvm.add %1894, %1896 overflow<nsw> : i64
      %1898 = llvm.getelementptr %164[%1897] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %1899 = llvm.load %1886 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %1899, %1898 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %1900 = llvm.add %1882, %32 : i32
      %1901 = llvm.icmp "eq" %1900, %30 : i32
      %1902 = llvm.select %1901, %25, %1900 : i1, i32
      %1903 = llvm.add %1883, %32 : i32
      %1904 = llvm.select %1901, %1903, %1883 : i1, i32
      %1905 = llvm.add %1881, %32 : i32
      llvm.br ^bb79(%1905, %1902, %1904 : i32, i32, i32) {loop_annotation = #loop_annotation1_f809}
    ^bb81:  // pred: ^bb79
      llvm.return
    }
  }
  llvm.func @cutlass_hopper_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.mlir.constant(17 : i32) : i32
    %3 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %4 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %5 = llvm.mlir.constant(6 : i32) : i32
    %6 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %8 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %9 = llvm.mlir.constant(127 : i64) : i64
    %10 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %11 = llvm.mlir.constant(288018 : i64) : i64
    %12 = llvm.mlir.poison : !llvm.struct<()>
    %13 = llvm.mlir.constant(15 : i64) : i64
    %14 = llvm.mlir.constant(36 : i64) : i64
    %15 = llvm.mlir.constant(32 : i64) : i64
    %16 = llvm.mlir.constant(21 : i64) : i64
    %17 = llvm.mlir.constant(131072 : i64) : i64
    %18 = llvm.mlir.constant(8 : i64) : i64
    %19 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %20 = llvm.mlir.constant(16 : i64) : i64
    %21 = llvm.mlir.constant(4 : i64) : i64
    %22 = llvm.mlir.constant(4294967295 : i64) : i64
    %23 = llvm.mlir.constant(2 : i64) : i64
    %24 = llvm.mlir.constant(1 : i64) : i64
    %25 = llvm.mlir.constant(16 : i32) : i32
    %26 = llvm.mlir.constant(198656 : i64) : i64
    %27 = llvm.mlir.constant(0 : i32) : i32
    %28 = llvm.mlir.constant(1 : i32) : i32
    %29 = llvm.mlir.constant(0 : i64) : i64
    %30 = llvm.mlir.constant(128 : i32) : i32
    %31 = llvm.mlir.constant(false) : i1
    %32 = llvm.mlir.poison : !llvm.struct<(i1)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(i1)>
    %34 = llvm.alloca %25 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %35 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %36 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %37 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %38 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.sext %37 : i32 to i64
    %40 = llvm.sext %36 : i32 to i64
    %41 = llvm.mul %38, %23 : i64
    %42 = llvm.ptrtoint %35 : !llvm.ptr<1> to i64
    %43 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %34[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %34[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %34[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %34[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %34[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %34[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %34[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %50 : i64, !llvm.ptr
    %51 = llvm.udiv %42, %20 : i64
    %52 = llvm.and %51, %19 : i64
    %53 = llvm.shl %52, %21 : i64
    llvm.store %53, %43 : i64, !llvm.ptr
    %54 = llvm.sub %40, %24 : i64
    %55 = llvm.mul %54, %41 : i64
    %56 = llvm.mul %39, %20 : i64
    %57 = llvm.udiv %56, %18 : i64
    %58 = llvm.add %57, %55 : i64
    %59 = llvm.icmp "uge" %58, %17 : i64
    %60 = llvm.zext %59 : i1 to i64
    %61 = llvm.shl %60, %16 : i64
    %62 = llvm.udiv %41, %20 : i64
    %63 = llvm.shl %62, %15 : i64
    %64 = llvm.or %61, %63 : i64
    %65 = llvm.or %64, %11 : i64
    llvm.store %65, %44 : i64, !llvm.ptr
    llvm.store %29, %45 : i64, !llvm.ptr
    %66 = llvm.lshr %41, %14 : i64
    %67 = llvm.and %66, %13 : i64
    %68 = llvm.shl %67, %15 : i64
    llvm.store %68, %46 : i64, !llvm.ptr
    %69 = llvm.sub %39, %24 : i64
    %70 = llvm.and %69, %22 : i64
    %71 = llvm.shl %54, %15 : i64
    %72 = llvm.or %70, %71 : i64
    llvm.store %72, %47 : i64, !llvm.ptr
    llvm.store %29, %48 : i64, !llvm.ptr
    llvm.store %10, %49 : i64, !llvm.ptr
    llvm.store %9, %50 : i64, !llvm.ptr
    %73 = llvm.ptrtoint %34 : !llvm.ptr to i64
    %74 = llvm.inttoptr %73 : i64 to !llvm.ptr
    %75 = llvm.load %74 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %76 = llvm.insertvalue %75, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %77 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %78 = llvm.insertvalue %77, %7[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %79 = llvm.insertvalue %12, %78[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %80 = llvm.insertvalue %12, %6[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %81 = llvm.insertvalue %79, %80[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %82 = llvm.alloca %25 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %83 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %84 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %85 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %86 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %87 = llvm.sext %85 : i32 to i64
    %88 = llvm.sext %84 : i32 to i64
    %89 = llvm.mul %86, %23 : i64
    %90 = llvm.ptrtoint %83 : !llvm.ptr<1> to i64
    %91 = llvm.getelementptr %82[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %82[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %92 : i64, !llvm.ptr
    %93 = llvm.getelementptr %82[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %82[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %82[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %82[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %82[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %82[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %98 : i64, !llvm.ptr
    %99 = llvm.udiv %90, %20 : i64
    %100 = llvm.and %99, %19 : i64
    %101 = llvm.shl %100, %21 : i64
    llvm.store %101, %91 : i64, !llvm.ptr
    %102 = llvm.sub %88, %24 : i64
    %103 = llvm.mul %102, %89 : i64
    %104 = llvm.mul %87, %20 : i64
    %105 = llvm.udiv %104, %18 : i64
    %106 = llvm.add %105, %103 : i64
    %107 = llvm.icmp "uge" %106, %17 : i64
    %108 = llvm.zext %107 : i1 to i64
    %109 = llvm.shl %108, %16 : i64
    %110 = llvm.udiv %89, %20 : i64
    %111 = llvm.shl %110, %15 : i64
    %112 = llvm.or %109, %111 : i64
    %113 = llvm.or %112, %11 : i64
    llvm.store %113, %92 : i64, !llvm.ptr
    llvm.store %29, %93 : i64, !llvm.ptr
    %114 = llvm.lshr %89, %14 : i64
    %115 = llvm.and %114, %13 : i64
    %116 = llvm.shl %115, %15 : i64
    llvm.store %116, %94 : i64, !llvm.ptr
    %117 = llvm.sub %87, %24 : i64
    %118 = llvm.and %117, %22 : i64
    %119 = llvm.shl %102, %15 : i64
    %120 = llvm.or %118, %119 : i64
    llvm.store %120, %95 : i64, !llvm.ptr
    llvm.store %29, %96 : i64, !llvm.ptr
    llvm.store %10, %97 : i64, !llvm.ptr
    llvm.store %9, %98 : i64, !llvm.ptr
    %121 = llvm.ptrtoint %82 : !llvm.ptr to i64
    %122 = llvm.inttoptr %121 : i64 to !llvm.ptr
    %123 = llvm.load %122 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %124 = llvm.insertvalue %123, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %125 = llvm.extractvalue %arg1[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %126 = llvm.insertvalue %125, %7[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %127 = llvm.insertvalue %12, %126[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %128 = llvm.insertvalue %127, %80[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %129 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %130 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %131 = llvm.sdiv %129, %30 : i32
    %132 = llvm.mul %131, %30 : i32
    %133 = llvm.icmp "ne" %129, %132 : i32
    %134 = llvm.icmp "slt" %129, %27 : i32
    %135 = llvm.icmp "eq" %134, %31 : i1
    %136 = llvm.and %133, %135 : i1
    %137 = llvm.add %131, %28 : i32
    %138 = llvm.select %136, %137, %131 : i1, i32
    %139 = llvm.sdiv %130, %30 : i32
    %140 = llvm.mul %139, %30 : i32
    %141 = llvm.icmp "ne" %130, %140 : i32
    %142 = llvm.icmp "slt" %130, %27 : i32
    %143 = llvm.icmp "eq" %142, %31 : i1
    %144 = llvm.and %141, %143 : i1
    %145 = llvm.add %139, %28 : i32
    %146 = llvm.select %144, %145, %139 : i1, i32
    %147 = llvm.inttoptr %29 : i64 to !llvm.ptr
    %148 = llvm.alloca %28 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %149 = llvm.alloca %28 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %150 = llvm.getelementptr %148[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %149, %150 : !llvm.ptr, !llvm.ptr
    %151 = llvm.getelementptr %148[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %30, %151 : i32, !llvm.ptr
    %152 = llvm.getelementptr %148[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %28, %152 : i32, !llvm.ptr
    %153 = llvm.getelementptr %148[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %28, %153 : i32, !llvm.ptr
    %154 = llvm.getelementptr %148[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %26, %154 : i64, !llvm.ptr
    %155 = llvm.getelementptr %148[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %138, %155 : i32, !llvm.ptr
    %156 = llvm.getelementptr %148[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %146, %156 : i32, !llvm.ptr
    %157 = llvm.getelementptr %148[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %28, %157 : i32, !llvm.ptr
    %158 = llvm.getelementptr %148[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %27, %158 : i32, !llvm.ptr
    %159 = llvm.getelementptr %148[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %147, %159 : !llvm.ptr, !llvm.ptr
    %160 = llvm.alloca %28 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %161 = builtin.unrealized_conversion_cast %160 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %162 = llvm.getelementptr %160[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %148, %162 : !llvm.ptr, !llvm.ptr
    %163 = llvm.load %162 : !llvm.ptr -> !llvm.ptr
    %164 = llvm.getelementptr %163[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %165 = llvm.load %164 : !llvm.ptr -> i32
    %166 = llvm.getelementptr %163[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %167 = llvm.load %166 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%27 : i32)
  ^bb1(%168: i32):  // 2 preds: ^bb2, ^bb3
    %169 = llvm.getelementptr %167[%168] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %170 = llvm.getelementptr %169[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %170 : i32, !llvm.ptr
    %171 = llvm.getelementptr %169[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %27, %171 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %172 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %173 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %174 = llvm.call @printf(%173, %172) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %175 = llvm.add %165, %28 : i32
    llvm.store %175, %164 : i32, !llvm.ptr
    llvm.br ^bb1(%165 : i32)
  ^bb6:  // pred: ^bb0
    %176 = llvm.icmp "uge" %165, %2 : i32
    llvm.cond_br %176, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%177 : i32)
  ^bb7:  // pred: ^bb0
    %178 = llvm.getelementptr %167[%177] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %179 = llvm.getelementptr %178[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %180 = llvm.load %179 : !llvm.ptr -> i32
    %181 = llvm.icmp "eq" %180, %5 : i32
    %182 = llvm.add %177, %28 : i32
    llvm.cond_br %181, ^bb3, ^bb0(%182 : i32)
  ^bb0(%177: i32):  // 2 preds: ^bb8, ^bb7
    %183 = llvm.icmp "uge" %177, %165 : i32
    llvm.cond_br %183, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %184 = llvm.load %162 : !llvm.ptr -> !llvm.ptr
    %185 = llvm.getelementptr %184[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %186 = llvm.load %185 : !llvm.ptr -> i32
    %187 = llvm.getelementptr %184[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %188 = llvm.load %187 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb9(%27 : i32)
  ^bb10(%189: i32):  // 2 preds: ^bb11, ^bb12
    %190 = llvm.getelementptr %188[%189] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %191 = llvm.getelementptr %190[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %1, %191 : i32, !llvm.ptr
    %192 = llvm.getelementptr %190[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %193 = llvm.getelementptr %192[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %28, %193 : i32, !llvm.ptr
    %194 = llvm.getelementptr %192[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %28, %194 : i32, !llvm.ptr
    %195 = llvm.getelementptr %192[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %28, %195 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %196 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %197 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %198 = llvm.call @printf(%197, %196) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %199 = llvm.add %186, %28 : i32
    llvm.store %199, %185 : i32, !llvm.ptr
    llvm.br ^bb10(%186 : i32)
  ^bb15:  // pred: ^bb9
    %200 = llvm.icmp "uge" %186, %2 : i32
    llvm.cond_br %200, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%201 : i32)
  ^bb16:  // pred: ^bb9
    %202 = llvm.getelementptr %188[%201] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %203 = llvm.getelementptr %202[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %204 = llvm.load %203 : !llvm.ptr -> i32
    %205 = llvm.icmp "eq" %204, %1 : i32
    %206 = llvm.add %201, %28 : i32
    llvm.cond_br %205, ^bb12, ^bb9(%206 : i32)
  ^bb9(%201: i32):  // 2 preds: ^bb4, ^bb16
    %207 = llvm.icmp "uge" %201, %186 : i32
    llvm.cond_br %207, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %208 = llvm.load %162 : !llvm.ptr -> !llvm.ptr
    %209 = llvm.getelementptr %208[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %210 = llvm.load %209 : !llvm.ptr -> i32
    %211 = llvm.getelementptr %208[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %212 = llvm.load %211 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb17(%27 : i32)
  ^bb18(%213: i32):  // 2 preds: ^bb19, ^bb20
    %214 = llvm.getelementptr %212[%213] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %215 = llvm.getelementptr %214[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %215 : i32, !llvm.ptr
    %216 = llvm.getelementptr %214[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %27, %216 : i32, !llvm.ptr
    llvm.br ^bb21
  ^bb22:  // pred: ^bb23
    %217 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %218 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %219 = llvm.call @printf(%218, %217) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb23
    %220 = llvm.add %210, %28 : i32
    llvm.store %220, %209 : i32, !llvm.ptr
    llvm.br ^bb18(%210 : i32)
  ^bb23:  // pred: ^bb17
    %221 = llvm.icmp "uge" %210, %2 : i32
    llvm.cond_br %221, ^bb22, ^bb19
  ^bb20:  // pred: ^bb24
    llvm.br ^bb18(%222 : i32)
  ^bb24:  // pred: ^bb17
    %223 = llvm.getelementptr %212[%222] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %224 = llvm.getelementptr %223[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %225 = llvm.load %224 : !llvm.ptr -> i32
    %226 = llvm.icmp "eq" %225, %0 : i32
    %227 = llvm.add %222, %28 : i32
    llvm.cond_br %226, ^bb20, ^bb17(%227 : i32)
  ^bb17(%222: i32):  // 2 preds: ^bb13, ^bb24
    %228 = llvm.icmp "uge" %222, %210 : i32
    llvm.cond_br %228, ^bb23, ^bb24
  ^bb21:  // pred: ^bb18
    %229 = cuda.launch_ex @kernels::@kernel_cutlass_hopper_gemm_kernel~<%161> (%33, %76, %81, %124, %128, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!llvm.struct<(i1)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> !cuda.result
    %230 = builtin.unrealized_conversion_cast %229 : !cuda.result to i32
    cuda.return_if_error %230 : i32
    llvm.return %27 : i32
  }
  llvm.func @_mlir_ciface_cutlass_hopper_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_hopper_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
