// irscope snapshot: copy_tma:bf16@sm_90a after reconcile-unrealized-casts#2 (convert-to-llvm: the exact state ending the group of one-shot-convert-to-llvm#1)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_copy_tma_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_copy_tma_kernel~' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_copy_tma_kernel~(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg1: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg3: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, smem.config_smem_size = 16640 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.zero : i64
      %1 = llvm.mlir.constant(8 : i64) : i64
      %2 = llvm.mlir.constant(128 : i64) : i64
      %3 = llvm.mlir.constant(1024 : i64) : i64
      %4 = llvm.mlir.constant(true) : i1
      %5 = llvm.mlir.constant(31 : i32) : i32
      %6 = llvm.mlir.constant(-1 : i32) : i32
      %7 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %8 = llvm.mlir.constant(0 : i32) : i32
      %9 = llvm.mlir.constant(1 : i32) : i32
      %10 = llvm.mlir.constant(64 : i32) : i32
      %11 = llvm.mlir.constant(128 : i32) : i32
      %12 = llvm.mlir.constant(16384 : i32) : i32
      %13 = llvm.mlir.constant(10000000 : i32) : i32
      %14 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %15 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %16 = llvm.ptrtoint %7 : !llvm.ptr<3> to i32
      %17 = nvvm.shfl.sync idx %6, %16, %8, %5 : i32 -> i32
      %18 = llvm.zext %17 : i32 to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<3>
      llvm.intr.assume %4 ["align"(%19, %3 : !llvm.ptr<3>, i64)] : i1
      %20 = llvm.ptrtoint %19 : !llvm.ptr<3> to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<3>
      llvm.intr.assume %4 ["align"(%21, %2 : !llvm.ptr<3>, i64)] : i1
      %22 = llvm.getelementptr %19[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %23 = llvm.ptrtoint %22 : !llvm.ptr<3> to i64
      %24 = llvm.inttoptr %23 : i64 to !llvm.ptr<3>
      llvm.intr.assume %4 ["align"(%24, %1 : !llvm.ptr<3>, i64)] : i1
      %25 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %26 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %27 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %28 = llvm.icmp "eq" %27, %8 : i32
      llvm.cond_br %28, ^bb0, ^bb1
    ^bb0:  // pred: ^bb2
      nvvm.mbarrier.init %24, %9 : !llvm.ptr<3>, i32
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb2, ^bb0
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %28, ^bb3, ^bb4
    ^bb3:  // pred: ^bb1
      %29 = nvvm.mbarrier.arrive.expect_tx %24, %12 : !llvm.ptr<3>, i32 -> i64
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb1, ^bb3
      %30 = llvm.mul %25, %10 overflow<nsw> : i32
      %31 = llvm.mul %26, %11 overflow<nsw> : i32
      %32 = nvvm.elect.sync -> i1
      llvm.cond_br %32, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      nvvm.cp.async.bulk.tensor.shared.cluster.global %21, %14, %24, box[%31, %30] l2_cache_hint = %0 {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,n" %24, %8, %13 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.cond_br %28, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      nvvm.cp.async.bulk.tensor.global.shared.cta %15, %21, box[%31, %30] l2_cache_hint = %0 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      llvm.return
    }
  }
  llvm.func @cutlass_copy_tma~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(false) : i1
    %6 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %8 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %9 = llvm.mlir.constant(16640 : i64) : i64
    %10 = llvm.mlir.constant(63 : i64) : i64
    %11 = llvm.mlir.constant(9151314442816847872 : i64) : i64
    %12 = llvm.mlir.constant(263442 : i64) : i64
    %13 = llvm.mlir.constant(0 : i32) : i32
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.mlir.constant(32 : i32) : i32
    %16 = llvm.mlir.constant(128 : i32) : i32
    %17 = llvm.mlir.constant(64 : i32) : i32
    %18 = llvm.mlir.poison : !llvm.struct<()>
    %19 = llvm.mlir.constant(15 : i64) : i64
    %20 = llvm.mlir.constant(36 : i64) : i64
    %21 = llvm.mlir.constant(32 : i64) : i64
    %22 = llvm.mlir.constant(21 : i64) : i64
    %23 = llvm.mlir.constant(131072 : i64) : i64
    %24 = llvm.mlir.constant(8 : i64) : i64
    %25 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %26 = llvm.mlir.constant(16 : i64) : i64
    %27 = llvm.mlir.constant(4 : i64) : i64
    %28 = llvm.mlir.constant(4294967295 : i64) : i64
    %29 = llvm.mlir.constant(2 : i64) : i64
    %30 = llvm.mlir.constant(1 : i64) : i64
    %31 = llvm.mlir.constant(0 : i64) : i64
    %32 = llvm.mlir.constant(16 : i32) : i32
    %33 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %34 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %35 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %36 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %37 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %38 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.sext %35 : i32 to i64
    %40 = llvm.sext %34 : i32 to i64
    %41 = llvm.mul %38, %29 : i64
    %42 = llvm.ptrtoint %37 : !llvm.ptr<1> to i64
    %43 = llvm.getelementptr %36[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %36[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %36[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %36[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %36[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %36[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %36[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %36[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %50 : i64, !llvm.ptr
    %51 = llvm.udiv %42, %26 : i64
    %52 = llvm.and %51, %25 : i64
    %53 = llvm.shl %52, %27 : i64
    llvm.store %53, %43 : i64, !llvm.ptr
    %54 = llvm.sub %40, %30 : i64
    %55 = llvm.mul %54, %41 : i64
    %56 = llvm.mul %39, %26 : i64
    %57 = llvm.udiv %56, %24 : i64
    %58 = llvm.add %57, %55 : i64
    %59 = llvm.icmp "uge" %58, %23 : i64
    %60 = llvm.zext %59 : i1 to i64
    %61 = llvm.shl %60, %22 : i64
    %62 = llvm.udiv %41, %26 : i64
    %63 = llvm.shl %62, %21 : i64
    %64 = llvm.or %61, %63 : i64
    %65 = llvm.or %64, %12 : i64
    llvm.store %65, %44 : i64, !llvm.ptr
    llvm.store %31, %45 : i64, !llvm.ptr
    %66 = llvm.lshr %41, %20 : i64
    %67 = llvm.and %66, %19 : i64
    %68 = llvm.shl %67, %21 : i64
    llvm.store %68, %46 : i64, !llvm.ptr
    %69 = llvm.sub %39, %30 : i64
    %70 = llvm.and %69, %28 : i64
    %71 = llvm.shl %54, %21 : i64
    %72 = llvm.or %70, %71 : i64
    llvm.store %72, %47 : i64, !llvm.ptr
    llvm.store %31, %48 : i64, !llvm.ptr
    llvm.store %11, %49 : i64, !llvm.ptr
    llvm.store %10, %50 : i64, !llvm.ptr
    %73 = llvm.ptrtoint %36 : !llvm.ptr to i64
    %74 = llvm.inttoptr %73 : i64 to !llvm.ptr
    %75 = llvm.load %74 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %76 = llvm.insertvalue %75, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %77 = llvm.insertvalue %33, %7[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %78 = llvm.insertvalue %18, %77[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %79 = llvm.insertvalue %18, %6[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %80 = llvm.insertvalue %78, %79[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %81 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %82 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %83 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %84 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %85 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %86 = llvm.sext %84 : i32 to i64
    %87 = llvm.sext %83 : i32 to i64
    %88 = llvm.mul %85, %29 : i64
    %89 = llvm.ptrtoint %82 : !llvm.ptr<1> to i64
    %90 = llvm.getelementptr %81[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %90 : i64, !llvm.ptr
    %91 = llvm.getelementptr %81[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %81[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %92 : i64, !llvm.ptr
    %93 = llvm.getelementptr %81[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %81[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %81[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %81[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %81[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %97 : i64, !llvm.ptr
    %98 = llvm.udiv %89, %26 : i64
    %99 = llvm.and %98, %25 : i64
    %100 = llvm.shl %99, %27 : i64
    llvm.store %100, %90 : i64, !llvm.ptr
    %101 = llvm.sub %87, %30 : i64
    %102 = llvm.mul %101, %88 : i64
    %103 = llvm.mul %86, %26 : i64
    %104 = llvm.udiv %103, %24 : i64
    %105 = llvm.add %104, %102 : i64
    %106 = llvm.icmp "uge" %105, %23 : i64
    %107 = llvm.zext %106 : i1 to i64
    %108 = llvm.shl %107, %22 : i64
    %109 = llvm.udiv %88, %26 : i64
    %110 = llvm.shl %109, %21 : i64
    %111 = llvm.or %108, %110 : i64
    %112 = llvm.or %111, %12 : i64
    llvm.store %112, %91 : i64, !llvm.ptr
    llvm.store %31, %92 : i64, !llvm.ptr
    %113 = llvm.lshr %88, %20 : i64
    %114 = llvm.and %113, %19 : i64
    %115 = llvm.shl %114, %21 : i64
    llvm.store %115, %93 : i64, !llvm.ptr
    %116 = llvm.sub %86, %30 : i64
    %117 = llvm.and %116, %28 : i64
    %118 = llvm.shl %101, %21 : i64
    %119 = llvm.or %117, %118 : i64
    llvm.store %119, %94 : i64, !llvm.ptr
    llvm.store %31, %95 : i64, !llvm.ptr
    llvm.store %11, %96 : i64, !llvm.ptr
    llvm.store %10, %97 : i64, !llvm.ptr
    %120 = llvm.ptrtoint %81 : !llvm.ptr to i64
    %121 = llvm.inttoptr %120 : i64 to !llvm.ptr
    %122 = llvm.load %121 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %123 = llvm.insertvalue %122, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %124 = llvm.extractvalue %arg1[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %125 = llvm.insertvalue %124, %7[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %126 = llvm.insertvalue %18, %125[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %127 = llvm.insertvalue %126, %79[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %128 = llvm.sdiv %34, %17 : i32
    %129 = llvm.mul %128, %17 : i32
    %130 = llvm.icmp "ne" %34, %129 : i32
    %131 = llvm.icmp "slt" %34, %13 : i32
    %132 = llvm.icmp "eq" %131, %5 : i1
    %133 = llvm.and %130, %132 : i1
    %134 = llvm.add %128, %14 : i32
    %135 = llvm.select %133, %134, %128 : i1, i32
    %136 = llvm.sdiv %35, %16 : i32
    %137 = llvm.mul %136, %16 : i32
    %138 = llvm.icmp "ne" %35, %137 : i32
    %139 = llvm.icmp "slt" %35, %13 : i32
    %140 = llvm.icmp "eq" %139, %5 : i1
    %141 = llvm.and %138, %140 : i1
    %142 = llvm.add %136, %14 : i32
    %143 = llvm.select %141, %142, %136 : i1, i32
    %144 = llvm.inttoptr %31 : i64 to !llvm.ptr
    %145 = llvm.alloca %14 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %146 = llvm.alloca %14 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %147 = llvm.getelementptr %145[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %146, %147 : !llvm.ptr, !llvm.ptr
    %148 = llvm.getelementptr %145[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %148 : i32, !llvm.ptr
    %149 = llvm.getelementptr %145[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %149 : i32, !llvm.ptr
    %150 = llvm.getelementptr %145[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %150 : i32, !llvm.ptr
    %151 = llvm.getelementptr %145[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %151 : i64, !llvm.ptr
    %152 = llvm.getelementptr %145[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %135, %152 : i32, !llvm.ptr
    %153 = llvm.getelementptr %145[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %143, %153 : i32, !llvm.ptr
    %154 = llvm.getelementptr %145[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %154 : i32, !llvm.ptr
    %155 = llvm.getelementptr %145[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %155 : i32, !llvm.ptr
    %156 = llvm.getelementptr %145[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %144, %156 : !llvm.ptr, !llvm.ptr
    %157 = llvm.alloca %14 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %158 = builtin.unrealized_conversion_cast %157 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %159 = llvm.getelementptr %157[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %145, %159 : !llvm.ptr, !llvm.ptr
    %160 = llvm.load %159 : !llvm.ptr -> !llvm.ptr
    %161 = llvm.getelementptr %160[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %162 = llvm.load %161 : !llvm.ptr -> i32
    %163 = llvm.getelementptr %160[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %164 = llvm.load %163 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%13 : i32)
  ^bb1(%165: i32):  // 2 preds: ^bb2, ^bb3
    %166 = llvm.getelementptr %164[%165] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %167 = llvm.getelementptr %166[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %167 : i32, !llvm.ptr
    %168 = llvm.getelementptr %166[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %168 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %169 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %170 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %171 = llvm.call @printf(%170, %169) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %172 = llvm.add %162, %14 : i32
    llvm.store %172, %161 : i32, !llvm.ptr
    llvm.br ^bb1(%162 : i32)
  ^bb6:  // pred: ^bb0
    %173 = llvm.icmp "uge" %162, %1 : i32
    llvm.cond_br %173, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%174 : i32)
  ^bb7:  // pred: ^bb0
    %175 = llvm.getelementptr %164[%174] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %176 = llvm.getelementptr %175[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %177 = llvm.load %176 : !llvm.ptr -> i32
    %178 = llvm.icmp "eq" %177, %4 : i32
    %179 = llvm.add %174, %14 : i32
    llvm.cond_br %178, ^bb3, ^bb0(%179 : i32)
  ^bb0(%174: i32):  // 2 preds: ^bb8, ^bb7
    %180 = llvm.icmp "uge" %174, %162 : i32
    llvm.cond_br %180, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %181 = llvm.load %159 : !llvm.ptr -> !llvm.ptr
    %182 = llvm.getelementptr %181[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %183 = llvm.load %182 : !llvm.ptr -> i32
    %184 = llvm.getelementptr %181[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %185 = llvm.load %184 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb9(%13 : i32)
  ^bb10(%186: i32):  // 2 preds: ^bb11, ^bb12
    %187 = llvm.getelementptr %185[%186] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %188 = llvm.getelementptr %187[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %188 : i32, !llvm.ptr
    %189 = llvm.getelementptr %187[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %189 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %190 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %191 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %192 = llvm.call @printf(%191, %190) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %193 = llvm.add %183, %14 : i32
    llvm.store %193, %182 : i32, !llvm.ptr
    llvm.br ^bb10(%183 : i32)
  ^bb15:  // pred: ^bb9
    %194 = llvm.icmp "uge" %183, %1 : i32
    llvm.cond_br %194, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%195 : i32)
  ^bb16:  // pred: ^bb9
    %196 = llvm.getelementptr %185[%195] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %197 = llvm.getelementptr %196[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %198 = llvm.load %197 : !llvm.ptr -> i32
    %199 = llvm.icmp "eq" %198, %0 : i32
    %200 = llvm.add %195, %14 : i32
    llvm.cond_br %199, ^bb12, ^bb9(%200 : i32)
  ^bb9(%195: i32):  // 2 preds: ^bb4, ^bb16
    %201 = llvm.icmp "uge" %195, %183 : i32
    llvm.cond_br %201, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %202 = cuda.launch_ex @kernels::@kernel_cutlass_copy_tma_kernel~<%158> (%76, %80, %123, %127) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>) -> !cuda.result
    %203 = builtin.unrealized_conversion_cast %202 : !cuda.result to i32
    cuda.return_if_error %203 : i32
    llvm.return %13 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_tma~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_tma~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
