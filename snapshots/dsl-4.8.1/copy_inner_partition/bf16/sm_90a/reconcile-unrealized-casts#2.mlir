// irscope snapshot: copy_inner_partition:bf16@sm_90a after reconcile-unrealized-casts#2 (convert-to-llvm: the exact state ending the group of one-shot-convert-to-llvm#1)
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.func @kernel_cutlass_copy_kernel~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 16384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(15 : i64) : i64
      %1 = llvm.mlir.constant(14 : i64) : i64
      %2 = llvm.mlir.constant(13 : i64) : i64
      %3 = llvm.mlir.constant(12 : i64) : i64
      %4 = llvm.mlir.constant(11 : i64) : i64
      %5 = llvm.mlir.constant(10 : i64) : i64
      %6 = llvm.mlir.constant(9 : i64) : i64
      %7 = llvm.mlir.constant(8 : i64) : i64
      %8 = llvm.mlir.constant(7 : i64) : i64
      %9 = llvm.mlir.constant(6 : i64) : i64
      %10 = llvm.mlir.constant(5 : i64) : i64
      %11 = llvm.mlir.constant(4 : i64) : i64
      %12 = llvm.mlir.constant(3 : i64) : i64
      %13 = llvm.mlir.constant(2 : i64) : i64
      %14 = llvm.mlir.constant(1 : i64) : i64
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(8 : i32) : i32
      %17 = llvm.mlir.constant(8192 : i32) : i32
      %18 = llvm.mlir.constant(-1 : i32) : i32
      %19 = llvm.mlir.constant(512 : i32) : i32
      %20 = llvm.mlir.constant(0 : i32) : i32
      %21 = llvm.mlir.constant(2 : i32) : i32
      %22 = llvm.mlir.constant(16 : i32) : i32
      %23 = llvm.mlir.constant(1 : i32) : i32
      %24 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %28 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %29 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %30 = llvm.mul %28, %29 : i32
      %31 = llvm.add %30, %27 : i32
      %32 = llvm.sdiv %31, %19 : i32
      %33 = llvm.mul %32, %19 : i32
      %34 = llvm.icmp "ne" %31, %33 : i32
      %35 = llvm.icmp "slt" %31, %20 : i32
      %36 = llvm.and %34, %35 : i1
      %37 = llvm.add %32, %18 : i32
      %38 = llvm.select %36, %37, %32 : i1, i32
      %39 = llvm.srem %31, %19 : i32
      %40 = llvm.mul %38, %17 overflow<nsw> : i32
      %41 = llvm.mul %39, %22 overflow<nsw> : i32
      %42 = llvm.add %40, %41 overflow<nsw> : i32
      %43 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %44 = llvm.getelementptr %43[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %45 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %46 = llvm.getelementptr %45[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.br ^bb0(%20 : i32)
    ^bb0(%47: i32):  // 2 preds: ^bb1, ^bb2
      %48 = llvm.icmp "slt" %47, %21 : i32
      llvm.cond_br %48, ^bb2, ^bb3
    ^bb2:  // pred: ^bb0
      %49 = llvm.mul %47, %16 overflow<nsw> : i32
      %50 = llvm.getelementptr %44[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %51 = llvm.getelementptr %25[%49] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %52 = llvm.load %50 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %52, %51 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %53 = llvm.add %47, %23 : i32
      llvm.br ^bb0(%53 : i32) {loop_annotation = #loop_annotation_0327}
    ^bb3:  // pred: ^bb0
      %54 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      llvm.store %54, %26 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %55 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      %56 = llvm.extractelement %55[%15 : i64] : vector<16xbf16>
      llvm.store %56, %24 {alignment = 32 : i64} : bf16, !llvm.ptr
      %57 = llvm.extractelement %55[%14 : i64] : vector<16xbf16>
      %58 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %57, %58 {alignment = 2 : i64} : bf16, !llvm.ptr
      %59 = llvm.extractelement %55[%13 : i64] : vector<16xbf16>
      %60 = llvm.getelementptr %24[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %59, %60 {alignment = 4 : i64} : bf16, !llvm.ptr
      %61 = llvm.extractelement %55[%12 : i64] : vector<16xbf16>
      %62 = llvm.getelementptr %24[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %61, %62 {alignment = 2 : i64} : bf16, !llvm.ptr
      %63 = llvm.extractelement %55[%11 : i64] : vector<16xbf16>
      %64 = llvm.getelementptr %24[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %63, %64 {alignment = 8 : i64} : bf16, !llvm.ptr
      %65 = llvm.extractelement %55[%10 : i64] : vector<16xbf16>
      %66 = llvm.getelementptr %24[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %65, %66 {alignment = 2 : i64} : bf16, !llvm.ptr
      %67 = llvm.extractelement %55[%9 : i64] : vector<16xbf16>
      %68 = llvm.getelementptr %24[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %67, %68 {alignment = 4 : i64} : bf16, !llvm.ptr
      %69 = llvm.extractelement %55[%8 : i64] : vector<16xbf16>
      %70 = llvm.getelementptr %24[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %69, %70 {alignment = 2 : i64} : bf16, !llvm.ptr
      %71 = llvm.extractelement %55[%7 : i64] : vector<16xbf16>
      %72 = llvm.getelementptr %24[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %71, %72 {alignment = 16 : i64} : bf16, !llvm.ptr
      %73 = llvm.extractelement %55[%6 : i64] : vector<16xbf16>
      %74 = llvm.getelementptr %24[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %73, %74 {alignment = 2 : i64} : bf16, !llvm.ptr
      %75 = llvm.extractelement %55[%5 : i64] : vector<16xbf16>
      %76 = llvm.getelementptr %24[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %75, %76 {alignment = 4 : i64} : bf16, !llvm.ptr
      %77 = llvm.extractelement %55[%4 : i64] : vector<16xbf16>
      %78 = llvm.getelementptr %24[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %77, %78 {alignment = 2 : i64} : bf16, !llvm.ptr
      %79 = llvm.extractelement %55[%3 : i64] : vector<16xbf16>
      %80 = llvm.getelementptr %24[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %79, %80 {alignment = 8 : i64} : bf16, !llvm.ptr
      %81 = llvm.extractelement %55[%2 : i64] : vector<16xbf16>
      %82 = llvm.getelementptr %24[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %81, %82 {alignment = 2 : i64} : bf16, !llvm.ptr
      %83 = llvm.extractelement %55[%1 : i64] : vector<16xbf16>
      %84 = llvm.getelementptr %24[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %83, %84 {alignment = 4 : i64} : bf16, !llvm.ptr
      %85 = llvm.extractelement %55[%0 : i64] : vector<16xbf16>
      %86 = llvm.getelementptr %24[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %85, %86 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb4(%20 : i32)
    ^bb4(%87: i32):  // 2 preds: ^bb3, ^bb5
      %88 = llvm.icmp "slt" %87, %21 : i32
      llvm.cond_br %88, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %89 = llvm.mul %87, %16 overflow<nsw> : i32
      %90 = llvm.getelementptr %24[%89] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %91 = llvm.getelementptr %46[%89] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %92 = llvm.load %90 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %92, %91 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %93 = llvm.add %87, %23 : i32
      llvm.br ^bb4(%93 : i32) {loop_annotation = #loop_annotation_0327}
    ^bb6:  // pred: ^bb4
      llvm.return
    }
  }
  llvm.func @cutlass_copy_inner_partition~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %6 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8 = llvm.mlir.constant(16384 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(256 : i32) : i32
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %13 = llvm.insertvalue %12, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %14 = llvm.insertvalue %6, %13[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %15 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %16 = llvm.insertvalue %15, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %17 = llvm.insertvalue %6, %16[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %18 = llvm.inttoptr %11 : i64 to !llvm.ptr
    %19 = llvm.alloca %9 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %20 = llvm.alloca %9 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %21 = llvm.getelementptr %19[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %20, %21 : !llvm.ptr, !llvm.ptr
    %22 = llvm.getelementptr %19[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %19[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %19[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %19[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %25 : i64, !llvm.ptr
    %26 = llvm.getelementptr %19[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %19[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %19[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %19[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %19[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %18, %30 : !llvm.ptr, !llvm.ptr
    %31 = llvm.alloca %9 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %32 = builtin.unrealized_conversion_cast %31 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %33 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %19, %33 : !llvm.ptr, !llvm.ptr
    %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
    %35 = llvm.getelementptr %34[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %36 = llvm.load %35 : !llvm.ptr -> i32
    %37 = llvm.getelementptr %34[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%7 : i32)
  ^bb1(%39: i32):  // 2 preds: ^bb2, ^bb3
    %40 = llvm.getelementptr %38[%39] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %41 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %41 : i32, !llvm.ptr
    %42 = llvm.getelementptr %40[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %7, %42 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %43 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %44 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %45 = llvm.call @printf(%44, %43) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %46 = llvm.add %36, %9 : i32
    llvm.store %46, %35 : i32, !llvm.ptr
    llvm.br ^bb1(%36 : i32)
  ^bb6:  // pred: ^bb0
    %47 = llvm.icmp "uge" %36, %1 : i32
    llvm.cond_br %47, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%48 : i32)
  ^bb7:  // pred: ^bb0
    %49 = llvm.getelementptr %38[%48] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %50 = llvm.getelementptr %49[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %51 = llvm.load %50 : !llvm.ptr -> i32
    %52 = llvm.icmp "eq" %51, %4 : i32
    %53 = llvm.add %48, %9 : i32
    llvm.cond_br %52, ^bb3, ^bb0(%53 : i32)
  ^bb0(%48: i32):  // 2 preds: ^bb8, ^bb7
    %54 = llvm.icmp "uge" %48, %36 : i32
    llvm.cond_br %54, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %55 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
    %56 = llvm.getelementptr %55[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %57 = llvm.load %56 : !llvm.ptr -> i32
    %58 = llvm.getelementptr %55[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %59 = llvm.load %58 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb9(%7 : i32)
  ^bb10(%60: i32):  // 2 preds: ^bb11, ^bb12
    %61 = llvm.getelementptr %59[%60] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %62 = llvm.getelementptr %61[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %62 : i32, !llvm.ptr
    %63 = llvm.getelementptr %61[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %7, %63 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %64 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %65 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %66 = llvm.call @printf(%65, %64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %67 = llvm.add %57, %9 : i32
    llvm.store %67, %56 : i32, !llvm.ptr
    llvm.br ^bb10(%57 : i32)
  ^bb15:  // pred: ^bb9
    %68 = llvm.icmp "uge" %57, %1 : i32
    llvm.cond_br %68, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%69 : i32)
  ^bb16:  // pred: ^bb9
    %70 = llvm.getelementptr %59[%69] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %71 = llvm.getelementptr %70[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %72 = llvm.load %71 : !llvm.ptr -> i32
    %73 = llvm.icmp "eq" %72, %0 : i32
    %74 = llvm.add %69, %9 : i32
    llvm.cond_br %73, ^bb12, ^bb9(%74 : i32)
  ^bb9(%69: i32):  // 2 preds: ^bb4, ^bb16
    %75 = llvm.icmp "uge" %69, %57 : i32
    llvm.cond_br %75, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %76 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel~<%32> (%14, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %77 = builtin.unrealized_conversion_cast %76 : !cuda.result to i32
    cuda.return_if_error %77 : i32
    llvm.return %7 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_inner_partition~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_inner_partition~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
