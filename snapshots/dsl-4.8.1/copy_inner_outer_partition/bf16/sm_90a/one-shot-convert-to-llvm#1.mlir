// irscope snapshot: copy_inner_outer_partition:bf16@sm_90a after one-shot-convert-to-llvm#1 (convert-to-llvm)
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.func @kernel_cutlass_copy_kernel~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 8192, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(8192 : i32) : i32
      %1 = llvm.mlir.constant(262144 : i32) : i32
      %2 = llvm.mlir.constant(256 : i32) : i32
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(8 : i32) : i32
      %5 = llvm.mlir.constant(32 : i32) : i32
      %6 = llvm.mlir.constant(1 : i32) : i32
      %7 = llvm.alloca %5 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.alloca %5 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %9 = llvm.alloca %5 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %11 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %12 = llvm.sdiv %11, %2 : i32
      %13 = llvm.srem %11, %2 : i32
      %14 = llvm.mul %13, %1 overflow<nsw> : i32
      %15 = llvm.mul %12, %2 overflow<nsw> : i32
      %16 = llvm.add %14, %15 overflow<nsw> : i32
      %17 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %18 = llvm.getelementptr %17[%16] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %19 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %20 = llvm.getelementptr %19[%16] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %21 = llvm.sdiv %10, %5 : i32
      %22 = llvm.srem %21, %4 : i32
      %23 = llvm.srem %10, %5 : i32
      %24 = llvm.srem %22, %4 : i32
      %25 = llvm.srem %23, %5 : i32
      %26 = llvm.mul %24, %0 overflow<nsw> : i32
      %27 = llvm.add %26, %25 overflow<nsw> : i32
      %28 = llvm.getelementptr %18[%27] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %29 = llvm.getelementptr %20[%27] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.br ^bb0(%3 : i32)
    ^bb0(%30: i32):  // 2 preds: ^bb1, ^bb2
      %31 = llvm.icmp "slt" %30, %4 : i32
      llvm.cond_br %31, ^bb2, ^bb3
    ^bb2:  // pred: ^bb0
      %32 = llvm.mul %30, %5 overflow<nsw> : i32
      %33 = llvm.getelementptr %28[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %34 = llvm.getelementptr %8[%30] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %35 = llvm.load %33 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %35, %34 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %36 = llvm.getelementptr %33[65536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %37 = llvm.getelementptr %34[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %38 = llvm.load %36 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %38, %37 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %39 = llvm.getelementptr %33[131072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %40 = llvm.getelementptr %34[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %41 = llvm.load %39 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %41, %40 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %42 = llvm.getelementptr %33[196608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %43 = llvm.getelementptr %34[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %44 = llvm.load %42 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %44, %43 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %45 = llvm.add %30, %6 : i32
      llvm.br ^bb0(%45 : i32) {loop_annotation = #loop_annotation_0327}
    ^bb3:  // pred: ^bb0
      %46 = llvm.load %8 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %47 = llvm.getelementptr %8[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %48 = llvm.load %47 {alignment = 16 : i64} : !llvm.ptr -> vector<1xbf16>
      %49 = llvm.getelementptr %8[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %50 = llvm.load %49 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %51 = llvm.getelementptr %8[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %52 = llvm.load %51 {alignment = 16 : i64} : !llvm.ptr -> vector<1xbf16>
      %53 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %54 = llvm.load %53 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %55 = llvm.getelementptr %8[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %56 = llvm.load %55 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %57 = llvm.getelementptr %8[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %58 = llvm.load %57 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %59 = llvm.getelementptr %8[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %60 = llvm.load %59 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %61 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %62 = llvm.load %61 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %63 = llvm.getelementptr %8[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %64 = llvm.load %63 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %65 = llvm.getelementptr %8[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %66 = llvm.load %65 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %67 = llvm.getelementptr %8[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %68 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %69 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %70 = llvm.load %69 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %71 = llvm.getelementptr %8[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %72 = llvm.load %71 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %73 = llvm.getelementptr %8[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %74 = llvm.load %73 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %75 = llvm.getelementptr %8[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %76 = llvm.load %75 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %77 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %78 = llvm.load %77 {alignment = 8 : i64} : !llvm.ptr -> vector<1xbf16>
      %79 = llvm.getelementptr %8[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %80 = llvm.load %79 {alignment = 8 : i64} : !llvm.ptr -> vector<1xbf16>
      %81 = llvm.getelementptr %8[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %82 = llvm.load %81 {alignment = 8 : i64} : !llvm.ptr -> vector<1xbf16>
      %83 = llvm.getelementptr %8[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %84 = llvm.load %83 {alignment = 8 : i64} : !llvm.ptr -> vector<1xbf16>
      %85 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %86 = llvm.load %85 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %87 = llvm.getelementptr %8[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %88 = llvm.load %87 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %89 = llvm.getelementptr %8[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %90 = llvm.load %89 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %91 = llvm.getelementptr %8[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %92 = llvm.load %91 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %93 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %94 = llvm.load %93 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %95 = llvm.getelementptr %8[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %96 = llvm.load %95 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %97 = llvm.getelementptr %8[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %98 = llvm.load %97 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %99 = llvm.getelementptr %8[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %100 = llvm.load %99 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %101 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %102 = llvm.load %101 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %103 = llvm.getelementptr %8[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %104 = llvm.load %103 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %105 = llvm.getelementptr %8[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %106 = llvm.load %105 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %107 = llvm.getelementptr %8[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %108 = llvm.load %107 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %46, %9 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %109 = llvm.getelementptr %9[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %48, %109 {alignment = 16 : i64} : vector<1xbf16>, !llvm.ptr
      %110 = llvm.getelementptr %9[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %110 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %111 = llvm.getelementptr %9[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %52, %111 {alignment = 16 : i64} : vector<1xbf16>, !llvm.ptr
      %112 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %54, %112 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %113 = llvm.getelementptr %9[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %56, %113 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %114 = llvm.getelementptr %9[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %114 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %115 = llvm.getelementptr %9[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %60, %115 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %116 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %62, %116 {alignment = 4 : i64} : vector<1xbf16>, !llvm.ptr
      %117 = llvm.getelementptr %9[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %64, %117 {alignment = 4 : i64} : vector<1xbf16>, !llvm.ptr
      %118 = llvm.getelementptr %9[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %66, %118 {alignment = 4 : i64} : vector<1xbf16>, !llvm.ptr
      %119 = llvm.getelementptr %9[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %68, %119 {alignment = 4 : i64} : vector<1xbf16>, !llvm.ptr
      %120 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %70, %120 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %121 = llvm.getelementptr %9[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %72, %121 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %122 = llvm.getelementptr %9[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %74, %122 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %123 = llvm.getelementptr %9[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %76, %123 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %124 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %78, %124 {alignment = 8 : i64} : vector<1xbf16>, !llvm.ptr
      %125 = llvm.getelementptr %9[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %80, %125 {alignment = 8 : i64} : vector<1xbf16>, !llvm.ptr
      %126 = llvm.getelementptr %9[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %82, %126 {alignment = 8 : i64} : vector<1xbf16>, !llvm.ptr
      %127 = llvm.getelementptr %9[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %84, %127 {alignment = 8 : i64} : vector<1xbf16>, !llvm.ptr
      %128 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %86, %128 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %129 = llvm.getelementptr %9[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %88, %129 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %130 = llvm.getelementptr %9[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %90, %130 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %131 = llvm.getelementptr %9[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %92, %131 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %132 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %94, %132 {alignment = 4 : i64} : vector<1xbf16>, !llvm.ptr
      %133 = llvm.getelementptr %9[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %96, %133 {alignment = 4 : i64} : vector<1xbf16>, !llvm.ptr
      %134 = llvm.getelementptr %9[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %98, %134 {alignment = 4 : i64} : vector<1xbf16>, !llvm.ptr
      %135 = llvm.getelementptr %9[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %100, %135 {alignment = 4 : i64} : vector<1xbf16>, !llvm.ptr
      %136 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %102, %136 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %137 = llvm.getelementptr %9[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %104, %137 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %138 = llvm.getelementptr %9[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %106, %138 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %139 = llvm.getelementptr %9[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %108, %139 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      %140 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %141 = llvm.mlir.constant(0 : i64) : i64
      %142 = llvm.extractelement %140[%141 : i64] : vector<1xbf16>
      %143 = llvm.load %109 {alignment = 16 : i64} : !llvm.ptr -> vector<1xbf16>
      %144 = llvm.mlir.constant(0 : i64) : i64
      %145 = llvm.extractelement %143[%144 : i64] : vector<1xbf16>
      %146 = llvm.load %110 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %147 = llvm.mlir.constant(0 : i64) : i64
      %148 = llvm.extractelement %146[%147 : i64] : vector<1xbf16>
      %149 = llvm.load %111 {alignment = 16 : i64} : !llvm.ptr -> vector<1xbf16>
      %150 = llvm.mlir.constant(0 : i64) : i64
      %151 = llvm.extractelement %149[%150 : i64] : vector<1xbf16>
      %152 = llvm.load %112 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %153 = llvm.mlir.constant(0 : i64) : i64
      %154 = llvm.extractelement %152[%153 : i64] : vector<1xbf16>
      %155 = llvm.load %113 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %156 = llvm.mlir.constant(0 : i64) : i64
      %157 = llvm.extractelement %155[%156 : i64] : vector<1xbf16>
      %158 = llvm.load %114 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %159 = llvm.mlir.constant(0 : i64) : i64
      %160 = llvm.extractelement %158[%159 : i64] : vector<1xbf16>
      %161 = llvm.load %115 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %162 = llvm.mlir.constant(0 : i64) : i64
      %163 = llvm.extractelement %161[%162 : i64] : vector<1xbf16>
      %164 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %165 = llvm.mlir.constant(0 : i64) : i64
      %166 = llvm.extractelement %164[%165 : i64] : vector<1xbf16>
      %167 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %168 = llvm.mlir.constant(0 : i64) : i64
      %169 = llvm.extractelement %167[%168 : i64] : vector<1xbf16>
      %170 = llvm.load %118 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %171 = llvm.mlir.constant(0 : i64) : i64
      %172 = llvm.extractelement %170[%171 : i64] : vector<1xbf16>
      %173 = llvm.load %119 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %174 = llvm.mlir.constant(0 : i64) : i64
      %175 = llvm.extractelement %173[%174 : i64] : vector<1xbf16>
      %176 = llvm.load %120 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %177 = llvm.mlir.constant(0 : i64) : i64
      %178 = llvm.extractelement %176[%177 : i64] : vector<1xbf16>
      %179 = llvm.load %121 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %180 = llvm.mlir.constant(0 : i64) : i64
      %181 = llvm.extractelement %179[%180 : i64] : vector<1xbf16>
      %182 = llvm.load %122 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %183 = llvm.mlir.constant(0 : i64) : i64
      %184 = llvm.extractelement %182[%183 : i64] : vector<1xbf16>
      %185 = llvm.load %123 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %186 = llvm.mlir.constant(0 : i64) : i64
      %187 = llvm.extractelement %185[%186 : i64] : vector<1xbf16>
      %188 = llvm.load %124 {alignment = 8 : i64} : !llvm.ptr -> vector<1xbf16>
      %189 = llvm.mlir.constant(0 : i64) : i64
      %190 = llvm.extractelement %188[%189 : i64] : vector<1xbf16>
      %191 = llvm.load %125 {alignment = 8 : i64} : !llvm.ptr -> vector<1xbf16>
      %192 = llvm.mlir.constant(0 : i64) : i64
      %193 = llvm.extractelement %191[%192 : i64] : vector<1xbf16>
      %194 = llvm.load %126 {alignment = 8 : i64} : !llvm.ptr -> vector<1xbf16>
      %195 = llvm.mlir.constant(0 : i64) : i64
      %196 = llvm.extractelement %194[%195 : i64] : vector<1xbf16>
      %197 = llvm.load %127 {alignment = 8 : i64} : !llvm.ptr -> vector<1xbf16>
      %198 = llvm.mlir.constant(0 : i64) : i64
      %199 = llvm.extractelement %197[%198 : i64] : vector<1xbf16>
      %200 = llvm.load %128 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %201 = llvm.mlir.constant(0 : i64) : i64
      %202 = llvm.extractelement %200[%201 : i64] : vector<1xbf16>
      %203 = llvm.load %129 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %204 = llvm.mlir.constant(0 : i64) : i64
      %205 = llvm.extractelement %203[%204 : i64] : vector<1xbf16>
      %206 = llvm.load %130 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %207 = llvm.mlir.constant(0 : i64) : i64
      %208 = llvm.extractelement %206[%207 : i64] : vector<1xbf16>
      %209 = llvm.load %131 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %210 = llvm.mlir.constant(0 : i64) : i64
      %211 = llvm.extractelement %209[%210 : i64] : vector<1xbf16>
      %212 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %213 = llvm.mlir.constant(0 : i64) : i64
      %214 = llvm.extractelement %212[%213 : i64] : vector<1xbf16>
      %215 = llvm.load %133 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %216 = llvm.mlir.constant(0 : i64) : i64
      %217 = llvm.extractelement %215[%216 : i64] : vector<1xbf16>
      %218 = llvm.load %134 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %219 = llvm.mlir.constant(0 : i64) : i64
      %220 = llvm.extractelement %218[%219 : i64] : vector<1xbf16>
      %221 = llvm.load %135 {alignment = 4 : i64} : !llvm.ptr -> vector<1xbf16>
      %222 = llvm.mlir.constant(0 : i64) : i64
      %223 = llvm.extractelement %221[%222 : i64] : vector<1xbf16>
      %224 = llvm.load %136 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %225 = llvm.mlir.constant(0 : i64) : i64
      %226 = llvm.extractelement %224[%225 : i64] : vector<1xbf16>
      %227 = llvm.load %137 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %228 = llvm.mlir.constant(0 : i64) : i64
      %229 = llvm.extractelement %227[%228 : i64] : vector<1xbf16>
      %230 = llvm.load %138 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %231 = llvm.mlir.constant(0 : i64) : i64
      %232 = llvm.extractelement %230[%231 : i64] : vector<1xbf16>
      %233 = llvm.load %139 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      %234 = llvm.mlir.constant(0 : i64) : i64
      %235 = llvm.extractelement %233[%234 : i64] : vector<1xbf16>
      llvm.store %142, %7 {alignment = 32 : i64} : bf16, !llvm.ptr
      %236 = llvm.getelementptr %7[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %145, %236 {alignment = 16 : i64} : bf16, !llvm.ptr
      %237 = llvm.getelementptr %7[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %148, %237 {alignment = 32 : i64} : bf16, !llvm.ptr
      %238 = llvm.getelementptr %7[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %151, %238 {alignment = 16 : i64} : bf16, !llvm.ptr
      %239 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %154, %239 {alignment = 2 : i64} : bf16, !llvm.ptr
      %240 = llvm.getelementptr %7[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %157, %240 {alignment = 2 : i64} : bf16, !llvm.ptr
      %241 = llvm.getelementptr %7[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %160, %241 {alignment = 2 : i64} : bf16, !llvm.ptr
      %242 = llvm.getelementptr %7[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %163, %242 {alignment = 2 : i64} : bf16, !llvm.ptr
      %243 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %166, %243 {alignment = 4 : i64} : bf16, !llvm.ptr
      %244 = llvm.getelementptr %7[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %169, %244 {alignment = 4 : i64} : bf16, !llvm.ptr
      %245 = llvm.getelementptr %7[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %172, %245 {alignment = 4 : i64} : bf16, !llvm.ptr
      %246 = llvm.getelementptr %7[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %175, %246 {alignment = 4 : i64} : bf16, !llvm.ptr
      %247 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %178, %247 {alignment = 2 : i64} : bf16, !llvm.ptr
      %248 = llvm.getelementptr %7[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %181, %248 {alignment = 2 : i64} : bf16, !llvm.ptr
      %249 = llvm.getelementptr %7[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %184, %249 {alignment = 2 : i64} : bf16, !llvm.ptr
      %250 = llvm.getelementptr %7[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %187, %250 {alignment = 2 : i64} : bf16, !llvm.ptr
      %251 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %190, %251 {alignment = 8 : i64} : bf16, !llvm.ptr
      %252 = llvm.getelementptr %7[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %193, %252 {alignment = 8 : i64} : bf16, !llvm.ptr
      %253 = llvm.getelementptr %7[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %196, %253 {alignment = 8 : i64} : bf16, !llvm.ptr
      %254 = llvm.getelementptr %7[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %199, %254 {alignment = 8 : i64} : bf16, !llvm.ptr
      %255 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %202, %255 {alignment = 2 : i64} : bf16, !llvm.ptr
      %256 = llvm.getelementptr %7[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %205, %256 {alignment = 2 : i64} : bf16, !llvm.ptr
      %257 = llvm.getelementptr %7[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %208, %257 {alignment = 2 : i64} : bf16, !llvm.ptr
      %258 = llvm.getelementptr %7[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %211, %258 {alignment = 2 : i64} : bf16, !llvm.ptr
      %259 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %214, %259 {alignment = 4 : i64} : bf16, !llvm.ptr
      %260 = llvm.getelementptr %7[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %217, %260 {alignment = 4 : i64} : bf16, !llvm.ptr
      %261 = llvm.getelementptr %7[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %220, %261 {alignment = 4 : i64} : bf16, !llvm.ptr
      %262 = llvm.getelementptr %7[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %223, %262 {alignment = 4 : i64} : bf16, !llvm.ptr
      %263 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %226, %263 {alignment = 2 : i64} : bf16, !llvm.ptr
      %264 = llvm.getelementptr %7[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %229, %264 {alignment = 2 : i64} : bf16, !llvm.ptr
      %265 = llvm.getelementptr %7[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %232, %265 {alignment = 2 : i64} : bf16, !llvm.ptr
      %266 = llvm.getelementptr %7[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %235, %266 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb4(%3 : i32)
    ^bb4(%267: i32):  // 2 preds: ^bb3, ^bb5
      %268 = llvm.icmp "slt" %267, %4 : i32
      llvm.cond_br %268, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %269 = llvm.getelementptr %7[%267] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %270 = llvm.mul %267, %5 overflow<nsw> : i32
      %271 = llvm.getelementptr %29[%270] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %272 = llvm.load %269 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %272, %271 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %273 = llvm.getelementptr %269[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %274 = llvm.getelementptr %271[65536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %275 = llvm.load %273 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %275, %274 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %276 = llvm.getelementptr %269[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %277 = llvm.getelementptr %271[131072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %278 = llvm.load %276 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %278, %277 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %279 = llvm.getelementptr %269[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %280 = llvm.getelementptr %271[196608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %281 = llvm.load %279 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %281, %280 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %282 = llvm.add %267, %6 : i32
      llvm.br ^bb4(%282 : i32) {loop_annotation = #loop_annotation_0327}
    ^bb6:  // pred: ^bb4
      llvm.return
    }
  }
  llvm.func @cutlass_copy_inner_outer_partition~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
  llvm.func @_mlir_ciface_cutlass_copy_inner_outer_partition~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_inner_outer_partition~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
