// irscope snapshot: copy_tv_partition:bf16@sm_80 after one-shot-convert-to-llvm#1 (convert-to-llvm)
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @kernel_cutlass_copy_kernel~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 8192, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(8192 : i32) : i32
      %1 = llvm.mlir.constant(32768 : i32) : i32
      %2 = llvm.mlir.constant(8 : i32) : i32
      %3 = llvm.mlir.constant(1048576 : i32) : i32
      %4 = llvm.mlir.constant(64 : i32) : i32
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(32 : i32) : i32
      %8 = llvm.mlir.constant(1 : i32) : i32
      %9 = llvm.alloca %7 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %7 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %11 = llvm.alloca %7 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %12 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %13 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %14 = llvm.sdiv %13, %4 : i32
      %15 = llvm.srem %13, %4 : i32
      %16 = llvm.mul %15, %3 overflow<nsw> : i32
      %17 = llvm.mul %14, %4 overflow<nsw> : i32
      %18 = llvm.add %16, %17 overflow<nsw> : i32
      %19 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %20 = llvm.getelementptr %19[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %21 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %22 = llvm.getelementptr %21[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %23 = llvm.sdiv %12, %2 : i32
      %24 = llvm.srem %12, %2 : i32
      %25 = llvm.mul %24, %2 overflow<nsw> : i32
      %26 = llvm.mul %23, %1 overflow<nsw> : i32
      %27 = llvm.add %25, %26 overflow<nsw> : i32
      %28 = llvm.getelementptr %20[%27] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %29 = llvm.getelementptr %22[%27] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.br ^bb0(%5 : i32)
    ^bb0(%30: i32):  // 2 preds: ^bb1, ^bb2
      %31 = llvm.icmp "slt" %30, %6 : i32
      llvm.cond_br %31, ^bb2, ^bb3
    ^bb2:  // pred: ^bb0
      %32 = llvm.mul %30, %0 overflow<nsw> : i32
      %33 = llvm.getelementptr %28[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %34 = llvm.mul %30, %2 overflow<nsw> : i32
      %35 = llvm.getelementptr %10[%34] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %36 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %36, %35 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      %37 = llvm.add %30, %8 : i32
      llvm.br ^bb0(%37 : i32) {loop_annotation = #loop_annotation_0327}
    ^bb3:  // pred: ^bb0
      %38 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      llvm.store %38, %11 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %39 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.extractelement %39[%40 : i64] : vector<32xbf16>
      llvm.store %41, %9 {alignment = 32 : i64} : bf16, !llvm.ptr
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.extractelement %39[%42 : i64] : vector<32xbf16>
      %44 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %43, %44 {alignment = 2 : i64} : bf16, !llvm.ptr
      %45 = llvm.mlir.constant(2 : i64) : i64
      %46 = llvm.extractelement %39[%45 : i64] : vector<32xbf16>
      %47 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %46, %47 {alignment = 4 : i64} : bf16, !llvm.ptr
      %48 = llvm.mlir.constant(3 : i64) : i64
      %49 = llvm.extractelement %39[%48 : i64] : vector<32xbf16>
      %50 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %49, %50 {alignment = 2 : i64} : bf16, !llvm.ptr
      %51 = llvm.mlir.constant(4 : i64) : i64
      %52 = llvm.extractelement %39[%51 : i64] : vector<32xbf16>
      %53 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %52, %53 {alignment = 8 : i64} : bf16, !llvm.ptr
      %54 = llvm.mlir.constant(5 : i64) : i64
      %55 = llvm.extractelement %39[%54 : i64] : vector<32xbf16>
      %56 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %55, %56 {alignment = 2 : i64} : bf16, !llvm.ptr
      %57 = llvm.mlir.constant(6 : i64) : i64
      %58 = llvm.extractelement %39[%57 : i64] : vector<32xbf16>
      %59 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %59 {alignment = 4 : i64} : bf16, !llvm.ptr
      %60 = llvm.mlir.constant(7 : i64) : i64
      %61 = llvm.extractelement %39[%60 : i64] : vector<32xbf16>
      %62 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %61, %62 {alignment = 2 : i64} : bf16, !llvm.ptr
      %63 = llvm.mlir.constant(8 : i64) : i64
      %64 = llvm.extractelement %39[%63 : i64] : vector<32xbf16>
      %65 = llvm.getelementptr %9[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %64, %65 {alignment = 16 : i64} : bf16, !llvm.ptr
      %66 = llvm.mlir.constant(9 : i64) : i64
      %67 = llvm.extractelement %39[%66 : i64] : vector<32xbf16>
      %68 = llvm.getelementptr %9[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %67, %68 {alignment = 2 : i64} : bf16, !llvm.ptr
      %69 = llvm.mlir.constant(10 : i64) : i64
      %70 = llvm.extractelement %39[%69 : i64] : vector<32xbf16>
      %71 = llvm.getelementptr %9[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %70, %71 {alignment = 4 : i64} : bf16, !llvm.ptr
      %72 = llvm.mlir.constant(11 : i64) : i64
      %73 = llvm.extractelement %39[%72 : i64] : vector<32xbf16>
      %74 = llvm.getelementptr %9[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %73, %74 {alignment = 2 : i64} : bf16, !llvm.ptr
      %75 = llvm.mlir.constant(12 : i64) : i64
      %76 = llvm.extractelement %39[%75 : i64] : vector<32xbf16>
      %77 = llvm.getelementptr %9[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %76, %77 {alignment = 8 : i64} : bf16, !llvm.ptr
      %78 = llvm.mlir.constant(13 : i64) : i64
      %79 = llvm.extractelement %39[%78 : i64] : vector<32xbf16>
      %80 = llvm.getelementptr %9[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %79, %80 {alignment = 2 : i64} : bf16, !llvm.ptr
      %81 = llvm.mlir.constant(14 : i64) : i64
      %82 = llvm.extractelement %39[%81 : i64] : vector<32xbf16>
      %83 = llvm.getelementptr %9[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %82, %83 {alignment = 4 : i64} : bf16, !llvm.ptr
      %84 = llvm.mlir.constant(15 : i64) : i64
      %85 = llvm.extractelement %39[%84 : i64] : vector<32xbf16>
      %86 = llvm.getelementptr %9[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %85, %86 {alignment = 2 : i64} : bf16, !llvm.ptr
      %87 = llvm.mlir.constant(16 : i64) : i64
      %88 = llvm.extractelement %39[%87 : i64] : vector<32xbf16>
      %89 = llvm.getelementptr %9[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %88, %89 {alignment = 32 : i64} : bf16, !llvm.ptr
      %90 = llvm.mlir.constant(17 : i64) : i64
      %91 = llvm.extractelement %39[%90 : i64] : vector<32xbf16>
      %92 = llvm.getelementptr %9[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %91, %92 {alignment = 2 : i64} : bf16, !llvm.ptr
      %93 = llvm.mlir.constant(18 : i64) : i64
      %94 = llvm.extractelement %39[%93 : i64] : vector<32xbf16>
      %95 = llvm.getelementptr %9[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %94, %95 {alignment = 4 : i64} : bf16, !llvm.ptr
      %96 = llvm.mlir.constant(19 : i64) : i64
      %97 = llvm.extractelement %39[%96 : i64] : vector<32xbf16>
      %98 = llvm.getelementptr %9[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %97, %98 {alignment = 2 : i64} : bf16, !llvm.ptr
      %99 = llvm.mlir.constant(20 : i64) : i64
      %100 = llvm.extractelement %39[%99 : i64] : vector<32xbf16>
      %101 = llvm.getelementptr %9[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %100, %101 {alignment = 8 : i64} : bf16, !llvm.ptr
      %102 = llvm.mlir.constant(21 : i64) : i64
      %103 = llvm.extractelement %39[%102 : i64] : vector<32xbf16>
      %104 = llvm.getelementptr %9[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %103, %104 {alignment = 2 : i64} : bf16, !llvm.ptr
      %105 = llvm.mlir.constant(22 : i64) : i64
      %106 = llvm.extractelement %39[%105 : i64] : vector<32xbf16>
      %107 = llvm.getelementptr %9[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %106, %107 {alignment = 4 : i64} : bf16, !llvm.ptr
      %108 = llvm.mlir.constant(23 : i64) : i64
      %109 = llvm.extractelement %39[%108 : i64] : vector<32xbf16>
      %110 = llvm.getelementptr %9[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %109, %110 {alignment = 2 : i64} : bf16, !llvm.ptr
      %111 = llvm.mlir.constant(24 : i64) : i64
      %112 = llvm.extractelement %39[%111 : i64] : vector<32xbf16>
      %113 = llvm.getelementptr %9[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %112, %113 {alignment = 16 : i64} : bf16, !llvm.ptr
      %114 = llvm.mlir.constant(25 : i64) : i64
      %115 = llvm.extractelement %39[%114 : i64] : vector<32xbf16>
      %116 = llvm.getelementptr %9[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %115, %116 {alignment = 2 : i64} : bf16, !llvm.ptr
      %117 = llvm.mlir.constant(26 : i64) : i64
      %118 = llvm.extractelement %39[%117 : i64] : vector<32xbf16>
      %119 = llvm.getelementptr %9[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %118, %119 {alignment = 4 : i64} : bf16, !llvm.ptr
      %120 = llvm.mlir.constant(27 : i64) : i64
      %121 = llvm.extractelement %39[%120 : i64] : vector<32xbf16>
      %122 = llvm.getelementptr %9[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %121, %122 {alignment = 2 : i64} : bf16, !llvm.ptr
      %123 = llvm.mlir.constant(28 : i64) : i64
      %124 = llvm.extractelement %39[%123 : i64] : vector<32xbf16>
      %125 = llvm.getelementptr %9[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %124, %125 {alignment = 8 : i64} : bf16, !llvm.ptr
      %126 = llvm.mlir.constant(29 : i64) : i64
      %127 = llvm.extractelement %39[%126 : i64] : vector<32xbf16>
      %128 = llvm.getelementptr %9[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %127, %128 {alignment = 2 : i64} : bf16, !llvm.ptr
      %129 = llvm.mlir.constant(30 : i64) : i64
      %130 = llvm.extractelement %39[%129 : i64] : vector<32xbf16>
      %131 = llvm.getelementptr %9[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %130, %131 {alignment = 4 : i64} : bf16, !llvm.ptr
      %132 = llvm.mlir.constant(31 : i64) : i64
      %133 = llvm.extractelement %39[%132 : i64] : vector<32xbf16>
      %134 = llvm.getelementptr %9[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %133, %134 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb4(%5 : i32)
    ^bb4(%135: i32):  // 2 preds: ^bb3, ^bb5
      %136 = llvm.icmp "slt" %135, %6 : i32
      llvm.cond_br %136, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %137 = llvm.mul %135, %2 overflow<nsw> : i32
      %138 = llvm.getelementptr %9[%137] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %139 = llvm.mul %135, %0 overflow<nsw> : i32
      %140 = llvm.getelementptr %29[%139] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %141 = llvm.load %138 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %141, %140 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %142 = llvm.add %135, %8 : i32
      llvm.br ^bb4(%142 : i32) {loop_annotation = #loop_annotation_0327}
    ^bb6:  // pred: ^bb4
      llvm.return
    }
  }
  llvm.func @cutlass_copy_tv_partition~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(8192 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(256 : i32) : i32
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %8 = llvm.insertvalue %7, %0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %9 = llvm.insertvalue %1, %8[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %10 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %11 = llvm.insertvalue %10, %0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %12 = llvm.insertvalue %1, %11[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %13 = llvm.inttoptr %6 : i64 to !llvm.ptr
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.alloca %14 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %16 = llvm.alloca %14 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %17 = llvm.getelementptr %15[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %17 : !llvm.ptr, !llvm.ptr
    %18 = llvm.getelementptr %15[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %15[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %15[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %15[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %21 : i64, !llvm.ptr
    %22 = llvm.getelementptr %15[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %3, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %15[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %15[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %15[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %26 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %26, %25 : i32, !llvm.ptr
    %27 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %27 : !llvm.ptr, !llvm.ptr
    %28 = llvm.alloca %14 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %29 = builtin.unrealized_conversion_cast %28 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %30 = llvm.getelementptr %28[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %15, %30 : !llvm.ptr, !llvm.ptr
    %31 = llvm.getelementptr %28[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
    %33 = llvm.getelementptr %32[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %34 = llvm.load %33 : !llvm.ptr -> i32
    %35 = llvm.getelementptr %32[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
    %37 = llvm.mlir.constant(6 : i32) : i32
    %38 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%38 : i32)
  ^bb1(%39: i32):  // 2 preds: ^bb2, ^bb3
    %40 = llvm.getelementptr %36[%39] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %41 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %37, %41 : i32, !llvm.ptr
    %42 = llvm.getelementptr %40[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %2, %42 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %43 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %44 = llvm.mlir.constant(0 : index) : i64
    %45 = llvm.getelementptr %43[%44, %44] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %46 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %47 = llvm.mlir.constant(0 : index) : i64
    %48 = llvm.getelementptr %46[%47, %47] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %49 = llvm.call @printf(%48, %45) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %50 = llvm.mlir.constant(1 : i32) : i32
    %51 = llvm.add %34, %50 : i32
    llvm.store %51, %33 : i32, !llvm.ptr
    llvm.br ^bb1(%34 : i32)
  ^bb6:  // pred: ^bb0
    %52 = llvm.mlir.constant(17 : i32) : i32
    %53 = llvm.icmp "uge" %34, %52 : i32
    llvm.cond_br %53, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%54 : i32)
  ^bb7:  // pred: ^bb0
    %55 = llvm.getelementptr %36[%54] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %56 = llvm.getelementptr %55[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %57 = llvm.load %56 : !llvm.ptr -> i32
    %58 = llvm.icmp "eq" %57, %37 : i32
    %59 = llvm.mlir.constant(1 : i32) : i32
    %60 = llvm.add %54, %59 : i32
    llvm.cond_br %58, ^bb3, ^bb0(%60 : i32)
  ^bb0(%54: i32):  // 2 preds: ^bb8, ^bb7
    %61 = llvm.icmp "uge" %54, %34 : i32
    llvm.cond_br %61, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %62 = llvm.getelementptr %28[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %63 = llvm.load %62 : !llvm.ptr -> !llvm.ptr
    %64 = llvm.getelementptr %63[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %65 = llvm.load %64 : !llvm.ptr -> i32
    %66 = llvm.getelementptr %63[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %67 = llvm.load %66 : !llvm.ptr -> !llvm.ptr
    %68 = llvm.mlir.constant(2 : i32) : i32
    %69 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%69 : i32)
  ^bb10(%70: i32):  // 2 preds: ^bb11, ^bb12
    %71 = llvm.getelementptr %67[%70] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %72 = llvm.getelementptr %71[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %68, %72 : i32, !llvm.ptr
    %73 = llvm.getelementptr %71[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %2, %73 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %74 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %75 = llvm.mlir.constant(0 : index) : i64
    %76 = llvm.getelementptr %74[%75, %75] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %77 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %78 = llvm.mlir.constant(0 : index) : i64
    %79 = llvm.getelementptr %77[%78, %78] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %80 = llvm.call @printf(%79, %76) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %81 = llvm.mlir.constant(1 : i32) : i32
    %82 = llvm.add %65, %81 : i32
    llvm.store %82, %64 : i32, !llvm.ptr
    llvm.br ^bb10(%65 : i32)
  ^bb15:  // pred: ^bb9
    %83 = llvm.mlir.constant(17 : i32) : i32
    %84 = llvm.icmp "uge" %65, %83 : i32
    llvm.cond_br %84, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%85 : i32)
  ^bb16:  // pred: ^bb9
    %86 = llvm.getelementptr %67[%85] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %87 = llvm.getelementptr %86[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %88 = llvm.load %87 : !llvm.ptr -> i32
    %89 = llvm.icmp "eq" %88, %68 : i32
    %90 = llvm.mlir.constant(1 : i32) : i32
    %91 = llvm.add %85, %90 : i32
    llvm.cond_br %89, ^bb12, ^bb9(%91 : i32)
  ^bb9(%85: i32):  // 2 preds: ^bb4, ^bb16
    %92 = llvm.icmp "uge" %85, %65 : i32
    llvm.cond_br %92, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %93 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel~<%29> (%9, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %94 = builtin.unrealized_conversion_cast %93 : !cuda.result to i32
    cuda.return_if_error %94 : i32
    llvm.return %2 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_tv_partition~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_tv_partition~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
