// irscope snapshot: elementwise_add:v1_bf16@sm_90a after reconcile-unrealized-casts#2 (convert-to-llvm: the exact state ending the group of one-shot-convert-to-llvm#1)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_add_kernel_v1~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.func @kernel_cutlass_add_kernel_v1~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 16384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(16 : i32) : i32
      %1 = llvm.mlir.constant(256 : i32) : i32
      %2 = llvm.mlir.constant(131072 : i32) : i32
      %3 = llvm.mlir.constant(512 : i32) : i32
      %4 = llvm.mlir.constant(8 : i32) : i32
      %5 = llvm.mlir.constant(32768 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(0 : i32) : i32
      %8 = llvm.mlir.constant(0 : i8) : i8
      %9 = llvm.mlir.constant(8192 : i32) : i32
      %10 = llvm.mlir.constant(32 : i32) : i32
      %11 = llvm.mlir.constant(1 : i32) : i32
      %12 = llvm.alloca %10 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %13 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %14 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = llvm.alloca %10 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %16 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %17 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %18 = llvm.sdiv %17, %3 : i32
      %19 = llvm.srem %17, %3 : i32
      %20 = llvm.mul %19, %2 overflow<nsw> : i32
      %21 = llvm.mul %18, %1 overflow<nsw> : i32
      %22 = llvm.add %20, %21 overflow<nsw> : i32
      %23 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %24 = llvm.getelementptr %23[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %25 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %26 = llvm.getelementptr %25[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %27 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %28 = llvm.getelementptr %27[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %29 = llvm.mul %19, %0 overflow<nsw> : i32
      %30 = llvm.sdiv %16, %10 : i32
      %31 = llvm.srem %16, %10 : i32
      %32 = llvm.mul %31, %4 overflow<nsw> : i32
      %33 = llvm.mul %30, %5 overflow<nsw> : i32
      %34 = llvm.add %32, %33 overflow<nsw> : i32
      %35 = llvm.getelementptr %24[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %36 = llvm.getelementptr %26[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %37 = llvm.getelementptr %28[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %38 = llvm.mul %30, %6 overflow<nsw> : i32
      %39 = llvm.add %29, %38 overflow<nsw> : i32
      %40 = llvm.add %21, %32 overflow<nsw> : i32
      llvm.br ^bb0(%7, %7 : i32, i32)
    ^bb0(%41: i32, %42: i32):  // 2 preds: ^bb1, ^bb2
      %43 = llvm.icmp "slt" %41, %10 : i32
      llvm.cond_br %43, ^bb2, ^bb3
    ^bb2:  // pred: ^bb0
      %44 = llvm.sdiv %42, %4 : i32
      %45 = llvm.srem %42, %4 : i32
      %46 = llvm.add %39, %44 overflow<nsw> : i32
      %47 = llvm.add %40, %45 overflow<nsw> : i32
      %48 = llvm.icmp "slt" %46, %9 : i32
      %49 = llvm.icmp "slt" %47, %9 : i32
      %50 = llvm.and %48, %49 : i1
      %51 = llvm.zext %50 : i1 to i8
      %52 = llvm.getelementptr %12[%42] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      llvm.store %51, %52 {alignment = 1 : i64} : i8, !llvm.ptr
      %53 = llvm.add %42, %11 : i32
      %54 = llvm.icmp "eq" %53, %10 : i32
      %55 = llvm.select %54, %7, %53 : i1, i32
      %56 = llvm.add %41, %11 : i32
      llvm.br ^bb0(%56, %55 : i32, i32)
    ^bb3:  // pred: ^bb0
      %57 = llvm.load %12 {alignment = 32 : i64} : !llvm.ptr -> i8
      %58 = llvm.icmp "ne" %57, %8 : i8
      llvm.cond_br %58, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %59 = llvm.load %35 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %59, %15 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      %60 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %61 = llvm.load %60 {alignment = 1 : i64} : !llvm.ptr -> i8
      %62 = llvm.icmp "ne" %61, %8 : i8
      llvm.cond_br %62, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %63 = llvm.getelementptr %35[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %64 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %65 = llvm.load %63 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %65, %64 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %66 = llvm.getelementptr %12[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %67 = llvm.load %66 {alignment = 2 : i64} : !llvm.ptr -> i8
      %68 = llvm.icmp "ne" %67, %8 : i8
      llvm.cond_br %68, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %69 = llvm.getelementptr %35[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %70 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %71 = llvm.load %69 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %71, %70 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %72 = llvm.getelementptr %12[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %73 = llvm.load %72 {alignment = 1 : i64} : !llvm.ptr -> i8
      %74 = llvm.icmp "ne" %73, %8 : i8
      llvm.cond_br %74, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %75 = llvm.getelementptr %35[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %76 = llvm.getelementptr %15[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %77 = llvm.load %75 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %77, %76 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %78 = llvm.getelementptr %12[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %79 = llvm.load %78 {alignment = 4 : i64} : !llvm.ptr -> i8
      %80 = llvm.icmp "ne" %79, %8 : i8
      llvm.cond_br %80, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %81 = llvm.getelementptr %35[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %82 = llvm.getelementptr %15[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %83 = llvm.load %81 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %83, %82 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %84 = llvm.getelementptr %12[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %85 = llvm.load %84 {alignment = 1 : i64} : !llvm.ptr -> i8
      %86 = llvm.icmp "ne" %85, %8 : i8
      llvm.cond_br %86, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %87 = llvm.getelementptr %35[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %88 = llvm.getelementptr %15[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %89 = llvm.load %87 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %89, %88 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %90 = llvm.getelementptr %12[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %91 = llvm.load %90 {alignment = 2 : i64} : !llvm.ptr -> i8
      %92 = llvm.icmp "ne" %91, %8 : i8
      llvm.cond_br %92, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %93 = llvm.getelementptr %35[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %94 = llvm.getelementptr %15[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %95 = llvm.load %93 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %95, %94 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %96 = llvm.getelementptr %12[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %97 = llvm.load %96 {alignment = 1 : i64} : !llvm.ptr -> i8
      %98 = llvm.icmp "ne" %97, %8 : i8
      llvm.cond_br %98, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %99 = llvm.getelementptr %35[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %100 = llvm.getelementptr %15[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %101 = llvm.load %99 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %101, %100 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %102 = llvm.getelementptr %12[8] : (!llvm.ptr) -> !llvm.ptr, i8
      %103 = llvm.load %102 {alignment = 8 : i64} : !llvm.ptr -> i8
      %104 = llvm.icmp "ne" %103, %8 : i8
      llvm.cond_br %104, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %105 = llvm.getelementptr %35[8192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %106 = llvm.getelementptr %15[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %107 = llvm.load %105 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %107, %106 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %108 = llvm.getelementptr %12[9] : (!llvm.ptr) -> !llvm.ptr, i8
      %109 = llvm.load %108 {alignment = 1 : i64} : !llvm.ptr -> i8
      %110 = llvm.icmp "ne" %109, %8 : i8
      llvm.cond_br %110, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %111 = llvm.getelementptr %35[8193] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %112 = llvm.getelementptr %15[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %113 = llvm.load %111 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %113, %112 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %114 = llvm.getelementptr %12[10] : (!llvm.ptr) -> !llvm.ptr, i8
      %115 = llvm.load %114 {alignment = 2 : i64} : !llvm.ptr -> i8
      %116 = llvm.icmp "ne" %115, %8 : i8
      llvm.cond_br %116, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %117 = llvm.getelementptr %35[8194] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %118 = llvm.getelementptr %15[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %119 = llvm.load %117 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %119, %118 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      %120 = llvm.getelementptr %12[11] : (!llvm.ptr) -> !llvm.ptr, i8
      %121 = llvm.load %120 {alignment = 1 : i64} : !llvm.ptr -> i8
      %122 = llvm.icmp "ne" %121, %8 : i8
      llvm.cond_br %122, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %123 = llvm.getelementptr %35[8195] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %124 = llvm.getelementptr %15[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %125 = llvm.load %123 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %125, %124 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %126 = llvm.getelementptr %12[12] : (!llvm.ptr) -> !llvm.ptr, i8
      %127 = llvm.load %126 {alignment = 4 : i64} : !llvm.ptr -> i8
      %128 = llvm.icmp "ne" %127, %8 : i8
      llvm.cond_br %128, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %129 = llvm.getelementptr %35[8196] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %130 = llvm.getelementptr %15[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %131 = llvm.load %129 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %131, %130 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb27, ^bb28
      %132 = llvm.getelementptr %12[13] : (!llvm.ptr) -> !llvm.ptr, i8
      %133 = llvm.load %132 {alignment = 1 : i64} : !llvm.ptr -> i8
      %134 = llvm.icmp "ne" %133, %8 : i8
      llvm.cond_br %134, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %135 = llvm.getelementptr %35[8197] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %136 = llvm.getelementptr %15[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %137 = llvm.load %135 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %137, %136 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      %138 = llvm.getelementptr %12[14] : (!llvm.ptr) -> !llvm.ptr, i8
      %139 = llvm.load %138 {alignment = 2 : i64} : !llvm.ptr -> i8
      %140 = llvm.icmp "ne" %139, %8 : i8
      llvm.cond_br %140, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      %141 = llvm.getelementptr %35[8198] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %142 = llvm.getelementptr %15[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %143 = llvm.load %141 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %143, %142 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %144 = llvm.getelementptr %12[15] : (!llvm.ptr) -> !llvm.ptr, i8
      %145 = llvm.load %144 {alignment = 1 : i64} : !llvm.ptr -> i8
      %146 = llvm.icmp "ne" %145, %8 : i8
      llvm.cond_br %146, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %147 = llvm.getelementptr %35[8199] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %148 = llvm.getelementptr %15[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %149 = llvm.load %147 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %149, %148 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb35
    ^bb35:  // 2 preds: ^bb33, ^bb34
      %150 = llvm.getelementptr %12[16] : (!llvm.ptr) -> !llvm.ptr, i8
      %151 = llvm.load %150 {alignment = 16 : i64} : !llvm.ptr -> i8
      %152 = llvm.icmp "ne" %151, %8 : i8
      llvm.cond_br %152, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %153 = llvm.getelementptr %35[16384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %154 = llvm.getelementptr %15[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %155 = llvm.load %153 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %155, %154 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb37
    ^bb37:  // 2 preds: ^bb35, ^bb36
      %156 = llvm.getelementptr %12[17] : (!llvm.ptr) -> !llvm.ptr, i8
      %157 = llvm.load %156 {alignment = 1 : i64} : !llvm.ptr -> i8
      %158 = llvm.icmp "ne" %157, %8 : i8
      llvm.cond_br %158, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %159 = llvm.getelementptr %35[16385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %160 = llvm.getelementptr %15[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %161 = llvm.load %159 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %161, %160 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %162 = llvm.getelementptr %12[18] : (!llvm.ptr) -> !llvm.ptr, i8
      %163 = llvm.load %162 {alignment = 2 : i64} : !llvm.ptr -> i8
      %164 = llvm.icmp "ne" %163, %8 : i8
      llvm.cond_br %164, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %165 = llvm.getelementptr %35[16386] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %166 = llvm.getelementptr %15[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %167 = llvm.load %165 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %167, %166 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb39, ^bb40
      %168 = llvm.getelementptr %12[19] : (!llvm.ptr) -> !llvm.ptr, i8
      %169 = llvm.load %168 {alignment = 1 : i64} : !llvm.ptr -> i8
      %170 = llvm.icmp "ne" %169, %8 : i8
      llvm.cond_br %170, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      %171 = llvm.getelementptr %35[16387] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %172 = llvm.getelementptr %15[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %173 = llvm.load %171 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %173, %172 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %174 = llvm.getelementptr %12[20] : (!llvm.ptr) -> !llvm.ptr, i8
      %175 = llvm.load %174 {alignment = 4 : i64} : !llvm.ptr -> i8
      %176 = llvm.icmp "ne" %175, %8 : i8
      llvm.cond_br %176, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %177 = llvm.getelementptr %35[16388] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %178 = llvm.getelementptr %15[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %179 = llvm.load %177 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %179, %178 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %180 = llvm.getelementptr %12[21] : (!llvm.ptr) -> !llvm.ptr, i8
      %181 = llvm.load %180 {alignment = 1 : i64} : !llvm.ptr -> i8
      %182 = llvm.icmp "ne" %181, %8 : i8
      llvm.cond_br %182, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %183 = llvm.getelementptr %35[16389] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %184 = llvm.getelementptr %15[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %185 = llvm.load %183 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %185, %184 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %186 = llvm.getelementptr %12[22] : (!llvm.ptr) -> !llvm.ptr, i8
      %187 = llvm.load %186 {alignment = 2 : i64} : !llvm.ptr -> i8
      %188 = llvm.icmp "ne" %187, %8 : i8
      llvm.cond_br %188, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %189 = llvm.getelementptr %35[16390] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %190 = llvm.getelementptr %15[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %191 = llvm.load %189 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %191, %190 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      %192 = llvm.getelementptr %12[23] : (!llvm.ptr) -> !llvm.ptr, i8
      %193 = llvm.load %192 {alignment = 1 : i64} : !llvm.ptr -> i8
      %194 = llvm.icmp "ne" %193, %8 : i8
      llvm.cond_br %194, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %195 = llvm.getelementptr %35[16391] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %196 = llvm.getelementptr %15[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %197 = llvm.load %195 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %197, %196 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %198 = llvm.getelementptr %12[24] : (!llvm.ptr) -> !llvm.ptr, i8
      %199 = llvm.load %198 {alignment = 8 : i64} : !llvm.ptr -> i8
      %200 = llvm.icmp "ne" %199, %8 : i8
      llvm.cond_br %200, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %201 = llvm.getelementptr %35[24576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %202 = llvm.getelementptr %15[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %203 = llvm.load %201 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %203, %202 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb53
    ^bb53:  // 2 preds: ^bb51, ^bb52
      %204 = llvm.getelementptr %12[25] : (!llvm.ptr) -> !llvm.ptr, i8
      %205 = llvm.load %204 {alignment = 1 : i64} : !llvm.ptr -> i8
      %206 = llvm.icmp "ne" %205, %8 : i8
      llvm.cond_br %206, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %207 = llvm.getelementptr %35[24577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %208 = llvm.getelementptr %15[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %209 = llvm.load %207 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %209, %208 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb55
    ^bb55:  // 2 preds: ^bb53, ^bb54
      %210 = llvm.getelementptr %12[26] : (!llvm.ptr) -> !llvm.ptr, i8
      %211 = llvm.load %210 {alignment = 2 : i64} : !llvm.ptr -> i8
      %212 = llvm.icmp "ne" %211, %8 : i8
      llvm.cond_br %212, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %213 = llvm.getelementptr %35[24578] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %214 = llvm.getelementptr %15[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %215 = llvm.load %213 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %215, %214 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %216 = llvm.getelementptr %12[27] : (!llvm.ptr) -> !llvm.ptr, i8
      %217 = llvm.load %216 {alignment = 1 : i64} : !llvm.ptr -> i8
      %218 = llvm.icmp "ne" %217, %8 : i8
      llvm.cond_br %218, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %219 = llvm.getelementptr %35[24579] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %220 = llvm.getelementptr %15[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %221 = llvm.load %219 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %221, %220 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      %222 = llvm.getelementptr %12[28] : (!llvm.ptr) -> !llvm.ptr, i8
      %223 = llvm.load %222 {alignment = 4 : i64} : !llvm.ptr -> i8
      %224 = llvm.icmp "ne" %223, %8 : i8
      llvm.cond_br %224, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %225 = llvm.getelementptr %35[24580] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %226 = llvm.getelementptr %15[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %227 = llvm.load %225 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %227, %226 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb61
    ^bb61:  // 2 preds: ^bb59, ^bb60
      %228 = llvm.getelementptr %12[29] : (!llvm.ptr) -> !llvm.ptr, i8
      %229 = llvm.load %228 {alignment = 1 : i64} : !llvm.ptr -> i8
      %230 = llvm.icmp "ne" %229, %8 : i8
      llvm.cond_br %230, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %231 = llvm.getelementptr %35[24581] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %232 = llvm.getelementptr %15[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %233 = llvm.load %231 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %233, %232 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %234 = llvm.getelementptr %12[30] : (!llvm.ptr) -> !llvm.ptr, i8
      %235 = llvm.load %234 {alignment = 2 : i64} : !llvm.ptr -> i8
      %236 = llvm.icmp "ne" %235, %8 : i8
      llvm.cond_br %236, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %237 = llvm.getelementptr %35[24582] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %238 = llvm.getelementptr %15[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %239 = llvm.load %237 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %239, %238 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb65
    ^bb65:  // 2 preds: ^bb63, ^bb64
      %240 = llvm.getelementptr %12[31] : (!llvm.ptr) -> !llvm.ptr, i8
      %241 = llvm.load %240 {alignment = 1 : i64} : !llvm.ptr -> i8
      %242 = llvm.icmp "ne" %241, %8 : i8
      llvm.cond_br %242, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %243 = llvm.getelementptr %35[24583] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %244 = llvm.getelementptr %15[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %245 = llvm.load %243 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %245, %244 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb67
    ^bb67:  // 2 preds: ^bb65, ^bb66
      %246 = llvm.load %12 {alignment = 32 : i64} : !llvm.ptr -> i8
      %247 = llvm.icmp "ne" %246, %8 : i8
      llvm.cond_br %247, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      %248 = llvm.load %36 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %248, %14 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %249 = llvm.load %60 {alignment = 1 : i64} : !llvm.ptr -> i8
      %250 = llvm.icmp "ne" %249, %8 : i8
      llvm.cond_br %250, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %251 = llvm.getelementptr %36[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %252 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %253 = llvm.load %251 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %253, %252 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      %254 = llvm.load %66 {alignment = 2 : i64} : !llvm.ptr -> i8
      %255 = llvm.icmp "ne" %254, %8 : i8
      llvm.cond_br %255, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %256 = llvm.getelementptr %36[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %257 = llvm.getelementptr %14[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %258 = llvm.load %256 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %258, %257 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb73
    ^bb73:  // 2 preds: ^bb71, ^bb72
      %259 = llvm.load %72 {alignment = 1 : i64} : !llvm.ptr -> i8
      %260 = llvm.icmp "ne" %259, %8 : i8
      llvm.cond_br %260, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %261 = llvm.getelementptr %36[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %262 = llvm.getelementptr %14[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %263 = llvm.load %261 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %263, %262 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      %264 = llvm.load %78 {alignment = 4 : i64} : !llvm.ptr -> i8
      %265 = llvm.icmp "ne" %264, %8 : i8
      llvm.cond_br %265, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %266 = llvm.getelementptr %36[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %267 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %268 = llvm.load %266 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %268, %267 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      %269 = llvm.load %84 {alignment = 1 : i64} : !llvm.ptr -> i8
      %270 = llvm.icmp "ne" %269, %8 : i8
      llvm.cond_br %270, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %271 = llvm.getelementptr %36[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %272 = llvm.getelementptr %14[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %273 = llvm.load %271 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %273, %272 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb79
    ^bb79:  // 2 preds: ^bb77, ^bb78
      %274 = llvm.load %90 {alignment = 2 : i64} : !llvm.ptr -> i8
      %275 = llvm.icmp "ne" %274, %8 : i8
      llvm.cond_br %275, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %276 = llvm.getelementptr %36[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %277 = llvm.getelementptr %14[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %278 = llvm.load %276 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %278, %277 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      %279 = llvm.load %96 {alignment = 1 : i64} : !llvm.ptr -> i8
      %280 = llvm.icmp "ne" %279, %8 : i8
      llvm.cond_br %280, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %281 = llvm.getelementptr %36[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %282 = llvm.getelementptr %14[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %283 = llvm.load %281 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %283, %282 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb83
    ^bb83:  // 2 preds: ^bb81, ^bb82
      %284 = llvm.load %102 {alignment = 8 : i64} : !llvm.ptr -> i8
      %285 = llvm.icmp "ne" %284, %8 : i8
      llvm.cond_br %285, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %286 = llvm.getelementptr %36[8192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %287 = llvm.getelementptr %14[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %288 = llvm.load %286 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %288, %287 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      %289 = llvm.load %108 {alignment = 1 : i64} : !llvm.ptr -> i8
      %290 = llvm.icmp "ne" %289, %8 : i8
      llvm.cond_br %290, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %291 = llvm.getelementptr %36[8193] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %292 = llvm.getelementptr %14[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %293 = llvm.load %291 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %293, %292 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      %294 = llvm.load %114 {alignment = 2 : i64} : !llvm.ptr -> i8
      %295 = llvm.icmp "ne" %294, %8 : i8
      llvm.cond_br %295, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %296 = llvm.getelementptr %36[8194] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %297 = llvm.getelementptr %14[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %298 = llvm.load %296 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %298, %297 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb89
    ^bb89:  // 2 preds: ^bb87, ^bb88
      %299 = llvm.load %120 {alignment = 1 : i64} : !llvm.ptr -> i8
      %300 = llvm.icmp "ne" %299, %8 : i8
      llvm.cond_br %300, ^bb90, ^bb91
    ^bb90:  // pred: ^bb89
      %301 = llvm.getelementptr %36[8195] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %302 = llvm.getelementptr %14[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %303 = llvm.load %301 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %303, %302 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      %304 = llvm.load %126 {alignment = 4 : i64} : !llvm.ptr -> i8
      %305 = llvm.icmp "ne" %304, %8 : i8
      llvm.cond_br %305, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      %306 = llvm.getelementptr %36[8196] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %307 = llvm.getelementptr %14[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %308 = llvm.load %306 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %308, %307 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %309 = llvm.load %132 {alignment = 1 : i64} : !llvm.ptr -> i8
      %310 = llvm.icmp "ne" %309, %8 : i8
      llvm.cond_br %310, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %311 = llvm.getelementptr %36[8197] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %312 = llvm.getelementptr %14[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %313 = llvm.load %311 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %313, %312 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb95
    ^bb95:  // 2 preds: ^bb93, ^bb94
      %314 = llvm.load %138 {alignment = 2 : i64} : !llvm.ptr -> i8
      %315 = llvm.icmp "ne" %314, %8 : i8
      llvm.cond_br %315, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %316 = llvm.getelementptr %36[8198] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %317 = llvm.getelementptr %14[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %318 = llvm.load %316 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %318, %317 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      %319 = llvm.load %144 {alignment = 1 : i64} : !llvm.ptr -> i8
      %320 = llvm.icmp "ne" %319, %8 : i8
      llvm.cond_br %320, ^bb98, ^bb99
    ^bb98:  // pred: ^bb97
      %321 = llvm.getelementptr %36[8199] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %322 = llvm.getelementptr %14[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %323 = llvm.load %321 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %323, %322 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %324 = llvm.load %150 {alignment = 16 : i64} : !llvm.ptr -> i8
      %325 = llvm.icmp "ne" %324, %8 : i8
      llvm.cond_br %325, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %326 = llvm.getelementptr %36[16384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %327 = llvm.getelementptr %14[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %328 = llvm.load %326 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %328, %327 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb101
    ^bb101:  // 2 preds: ^bb99, ^bb100
      %329 = llvm.load %156 {alignment = 1 : i64} : !llvm.ptr -> i8
      %330 = llvm.icmp "ne" %329, %8 : i8
      llvm.cond_br %330, ^bb102, ^bb103
    ^bb102:  // pred: ^bb101
      %331 = llvm.getelementptr %36[16385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %332 = llvm.getelementptr %14[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %333 = llvm.load %331 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %333, %332 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb103
    ^bb103:  // 2 preds: ^bb101, ^bb102
      %334 = llvm.load %162 {alignment = 2 : i64} : !llvm.ptr -> i8
      %335 = llvm.icmp "ne" %334, %8 : i8
      llvm.cond_br %335, ^bb104, ^bb105
    ^bb104:  // pred: ^bb103
      %336 = llvm.getelementptr %36[16386] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %337 = llvm.getelementptr %14[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %338 = llvm.load %336 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %338, %337 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %339 = llvm.load %168 {alignment = 1 : i64} : !llvm.ptr -> i8
      %340 = llvm.icmp "ne" %339, %8 : i8
      llvm.cond_br %340, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %341 = llvm.getelementptr %36[16387] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %342 = llvm.getelementptr %14[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %343 = llvm.load %341 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %343, %342 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb107
    ^bb107:  // 2 preds: ^bb105, ^bb106
      %344 = llvm.load %174 {alignment = 4 : i64} : !llvm.ptr -> i8
      %345 = llvm.icmp "ne" %344, %8 : i8
      llvm.cond_br %345, ^bb108, ^bb109
    ^bb108:  // pred: ^bb107
      %346 = llvm.getelementptr %36[16388] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %347 = llvm.getelementptr %14[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %348 = llvm.load %346 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %348, %347 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb109
    ^bb109:  // 2 preds: ^bb107, ^bb108
      %349 = llvm.load %180 {alignment = 1 : i64} : !llvm.ptr -> i8
      %350 = llvm.icmp "ne" %349, %8 : i8
      llvm.cond_br %350, ^bb110, ^bb111
    ^bb110:  // pred: ^bb109
      %351 = llvm.getelementptr %36[16389] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %352 = llvm.getelementptr %14[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %353 = llvm.load %351 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %353, %352 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      %354 = llvm.load %186 {alignment = 2 : i64} : !llvm.ptr -> i8
      %355 = llvm.icmp "ne" %354, %8 : i8
      llvm.cond_br %355, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %356 = llvm.getelementptr %36[16390] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %357 = llvm.getelementptr %14[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %358 = llvm.load %356 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %358, %357 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb113
    ^bb113:  // 2 preds: ^bb111, ^bb112
      %359 = llvm.load %192 {alignment = 1 : i64} : !llvm.ptr -> i8
      %360 = llvm.icmp "ne" %359, %8 : i8
      llvm.cond_br %360, ^bb114, ^bb115
    ^bb114:  // pred: ^bb113
      %361 = llvm.getelementptr %36[16391] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %362 = llvm.getelementptr %14[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %363 = llvm.load %361 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %363, %362 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb115
    ^bb115:  // 2 preds: ^bb113, ^bb114
      %364 = llvm.load %198 {alignment = 8 : i64} : !llvm.ptr -> i8
      %365 = llvm.icmp "ne" %364, %8 : i8
      llvm.cond_br %365, ^bb116, ^bb117
    ^bb116:  // pred: ^bb115
      %366 = llvm.getelementptr %36[24576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %367 = llvm.getelementptr %14[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %368 = llvm.load %366 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %368, %367 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %369 = llvm.load %204 {alignment = 1 : i64} : !llvm.ptr -> i8
      %370 = llvm.icmp "ne" %369, %8 : i8
      llvm.cond_br %370, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %371 = llvm.getelementptr %36[24577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %372 = llvm.getelementptr %14[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %373 = llvm.load %371 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %373, %372 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb119
    ^bb119:  // 2 preds: ^bb117, ^bb118
      %374 = llvm.load %210 {alignment = 2 : i64} : !llvm.ptr -> i8
      %375 = llvm.icmp "ne" %374, %8 : i8
      llvm.cond_br %375, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %376 = llvm.getelementptr %36[24578] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %377 = llvm.getelementptr %14[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %378 = llvm.load %376 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %378, %377 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb121
    ^bb121:  // 2 preds: ^bb119, ^bb120
      %379 = llvm.load %216 {alignment = 1 : i64} : !llvm.ptr -> i8
      %380 = llvm.icmp "ne" %379, %8 : i8
      llvm.cond_br %380, ^bb122, ^bb123
    ^bb122:  // pred: ^bb121
      %381 = llvm.getelementptr %36[24579] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %382 = llvm.getelementptr %14[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %383 = llvm.load %381 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %383, %382 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      %384 = llvm.load %222 {alignment = 4 : i64} : !llvm.ptr -> i8
      %385 = llvm.icmp "ne" %384, %8 : i8
      llvm.cond_br %385, ^bb124, ^bb125
    ^bb124:  // pred: ^bb123
      %386 = llvm.getelementptr %36[24580] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %387 = llvm.getelementptr %14[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %388 = llvm.load %386 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %388, %387 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb125
    ^bb125:  // 2 preds: ^bb123, ^bb124
      %389 = llvm.load %228 {alignment = 1 : i64} : !llvm.ptr -> i8
      %390 = llvm.icmp "ne" %389, %8 : i8
      llvm.cond_br %390, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %391 = llvm.getelementptr %36[24581] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %392 = llvm.getelementptr %14[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %393 = llvm.load %391 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %393, %392 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb127
    ^bb127:  // 2 preds: ^bb125, ^bb126
      %394 = llvm.load %234 {alignment = 2 : i64} : !llvm.ptr -> i8
      %395 = llvm.icmp "ne" %394, %8 : i8
      llvm.cond_br %395, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %396 = llvm.getelementptr %36[24582] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %397 = llvm.getelementptr %14[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %398 = llvm.load %396 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %398, %397 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb129
    ^bb129:  // 2 preds: ^bb127, ^bb128
      %399 = llvm.load %240 {alignment = 1 : i64} : !llvm.ptr -> i8
      %400 = llvm.icmp "ne" %399, %8 : i8
      llvm.cond_br %400, ^bb130, ^bb131
    ^bb130:  // pred: ^bb129
      %401 = llvm.getelementptr %36[24583] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %402 = llvm.getelementptr %14[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %403 = llvm.load %401 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      llvm.store %403, %402 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr
      llvm.br ^bb131
    ^bb131:  // 2 preds: ^bb129, ^bb130
      %404 = llvm.load %15 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %405 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %406 = llvm.fadd %404, %405 : vector<32xbf16>
      llvm.store %406, %13 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %407 = llvm.load %12 {alignment = 32 : i64} : !llvm.ptr -> i8
      %408 = llvm.icmp "ne" %407, %8 : i8
      llvm.cond_br %408, ^bb132, ^bb133
    ^bb132:  // pred: ^bb131
      %409 = llvm.load %13 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %409, %37 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb133
    ^bb133:  // 2 preds: ^bb131, ^bb132
      %410 = llvm.load %60 {alignment = 1 : i64} : !llvm.ptr -> i8
      %411 = llvm.icmp "ne" %410, %8 : i8
      llvm.cond_br %411, ^bb134, ^bb135
    ^bb134:  // pred: ^bb133
      %412 = llvm.getelementptr %13[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %413 = llvm.getelementptr %37[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %414 = llvm.load %412 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %414, %413 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb135
    ^bb135:  // 2 preds: ^bb133, ^bb134
      %415 = llvm.load %66 {alignment = 2 : i64} : !llvm.ptr -> i8
      %416 = llvm.icmp "ne" %415, %8 : i8
      llvm.cond_br %416, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %417 = llvm.getelementptr %13[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %418 = llvm.getelementptr %37[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %419 = llvm.load %417 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %419, %418 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb137
    ^bb137:  // 2 preds: ^bb135, ^bb136
      %420 = llvm.load %72 {alignment = 1 : i64} : !llvm.ptr -> i8
      %421 = llvm.icmp "ne" %420, %8 : i8
      llvm.cond_br %421, ^bb138, ^bb139
    ^bb138:  // pred: ^bb137
      %422 = llvm.getelementptr %13[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %423 = llvm.getelementptr %37[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %424 = llvm.load %422 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %424, %423 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb139
    ^bb139:  // 2 preds: ^bb137, ^bb138
      %425 = llvm.load %78 {alignment = 4 : i64} : !llvm.ptr -> i8
      %426 = llvm.icmp "ne" %425, %8 : i8
      llvm.cond_br %426, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      %427 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %428 = llvm.getelementptr %37[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %429 = llvm.load %427 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %429, %428 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb141
    ^bb141:  // 2 preds: ^bb139, ^bb140
      %430 = llvm.load %84 {alignment = 1 : i64} : !llvm.ptr -> i8
      %431 = llvm.icmp "ne" %430, %8 : i8
      llvm.cond_br %431, ^bb142, ^bb143
    ^bb142:  // pred: ^bb141
      %432 = llvm.getelementptr %13[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %433 = llvm.getelementptr %37[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %434 = llvm.load %432 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %434, %433 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb143
    ^bb143:  // 2 preds: ^bb141, ^bb142
      %435 = llvm.load %90 {alignment = 2 : i64} : !llvm.ptr -> i8
      %436 = llvm.icmp "ne" %435, %8 : i8
      llvm.cond_br %436, ^bb144, ^bb145
    ^bb144:  // pred: ^bb143
      %437 = llvm.getelementptr %13[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %438 = llvm.getelementptr %37[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %439 = llvm.load %437 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %439, %438 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb145
    ^bb145:  // 2 preds: ^bb143, ^bb144
      %440 = llvm.load %96 {alignment = 1 : i64} : !llvm.ptr -> i8
      %441 = llvm.icmp "ne" %440, %8 : i8
      llvm.cond_br %441, ^bb146, ^bb147
    ^bb146:  // pred: ^bb145
      %442 = llvm.getelementptr %13[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %443 = llvm.getelementptr %37[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %444 = llvm.load %442 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %444, %443 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb147
    ^bb147:  // 2 preds: ^bb145, ^bb146
      %445 = llvm.load %102 {alignment = 8 : i64} : !llvm.ptr -> i8
      %446 = llvm.icmp "ne" %445, %8 : i8
      llvm.cond_br %446, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      %447 = llvm.getelementptr %13[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %448 = llvm.getelementptr %37[8192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %449 = llvm.load %447 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %449, %448 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb149
    ^bb149:  // 2 preds: ^bb147, ^bb148
      %450 = llvm.load %108 {alignment = 1 : i64} : !llvm.ptr -> i8
      %451 = llvm.icmp "ne" %450, %8 : i8
      llvm.cond_br %451, ^bb150, ^bb151
    ^bb150:  // pred: ^bb149
      %452 = llvm.getelementptr %13[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %453 = llvm.getelementptr %37[8193] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %454 = llvm.load %452 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %454, %453 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb151
    ^bb151:  // 2 preds: ^bb149, ^bb150
      %455 = llvm.load %114 {alignment = 2 : i64} : !llvm.ptr -> i8
      %456 = llvm.icmp "ne" %455, %8 : i8
      llvm.cond_br %456, ^bb152, ^bb153
    ^bb152:  // pred: ^bb151
      %457 = llvm.getelementptr %13[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %458 = llvm.getelementptr %37[8194] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %459 = llvm.load %457 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %459, %458 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb153
    ^bb153:  // 2 preds: ^bb151, ^bb152
      %460 = llvm.load %120 {alignment = 1 : i64} : !llvm.ptr -> i8
      %461 = llvm.icmp "ne" %460, %8 : i8
      llvm.cond_br %461, ^bb154, ^bb155
    ^bb154:  // pred: ^bb153
      %462 = llvm.getelementptr %13[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %463 = llvm.getelementptr %37[8195] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %464 = llvm.load %462 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %464, %463 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb155
    ^bb155:  // 2 preds: ^bb153, ^bb154
      %465 = llvm.load %126 {alignment = 4 : i64} : !llvm.ptr -> i8
      %466 = llvm.icmp "ne" %465, %8 : i8
      llvm.cond_br %466, ^bb156, ^bb157
    ^bb156:  // pred: ^bb155
      %467 = llvm.getelementptr %13[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %468 = llvm.getelementptr %37[8196] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %469 = llvm.load %467 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %469, %468 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb157
    ^bb157:  // 2 preds: ^bb155, ^bb156
      %470 = llvm.load %132 {alignment = 1 : i64} : !llvm.ptr -> i8
      %471 = llvm.icmp "ne" %470, %8 : i8
      llvm.cond_br %471, ^bb158, ^bb159
    ^bb158:  // pred: ^bb157
      %472 = llvm.getelementptr %13[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %473 = llvm.getelementptr %37[8197] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %474 = llvm.load %472 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %474, %473 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb159
    ^bb159:  // 2 preds: ^bb157, ^bb158
      %475 = llvm.load %138 {alignment = 2 : i64} : !llvm.ptr -> i8
      %476 = llvm.icmp "ne" %475, %8 : i8
      llvm.cond_br %476, ^bb160, ^bb161
    ^bb160:  // pred: ^bb159
      %477 = llvm.getelementptr %13[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %478 = llvm.getelementptr %37[8198] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %479 = llvm.load %477 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %479, %478 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb161
    ^bb161:  // 2 preds: ^bb159, ^bb160
      %480 = llvm.load %144 {alignment = 1 : i64} : !llvm.ptr -> i8
      %481 = llvm.icmp "ne" %480, %8 : i8
      llvm.cond_br %481, ^bb162, ^bb163
    ^bb162:  // pred: ^bb161
      %482 = llvm.getelementptr %13[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %483 = llvm.getelementptr %37[8199] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %484 = llvm.load %482 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %484, %483 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb163
    ^bb163:  // 2 preds: ^bb161, ^bb162
      %485 = llvm.load %150 {alignment = 16 : i64} : !llvm.ptr -> i8
      %486 = llvm.icmp "ne" %485, %8 : i8
      llvm.cond_br %486, ^bb164, ^bb165
    ^bb164:  // pred: ^bb163
      %487 = llvm.getelementptr %13[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %488 = llvm.getelementptr %37[16384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %489 = llvm.load %487 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %489, %488 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb165
    ^bb165:  // 2 preds: ^bb163, ^bb164
      %490 = llvm.load %156 {alignment = 1 : i64} : !llvm.ptr -> i8
      %491 = llvm.icmp "ne" %490, %8 : i8
      llvm.cond_br %491, ^bb166, ^bb167
    ^bb166:  // pred: ^bb165
      %492 = llvm.getelementptr %13[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %493 = llvm.getelementptr %37[16385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %494 = llvm.load %492 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %494, %493 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb167
    ^bb167:  // 2 preds: ^bb165, ^bb166
      %495 = llvm.load %162 {alignment = 2 : i64} : !llvm.ptr -> i8
      %496 = llvm.icmp "ne" %495, %8 : i8
      llvm.cond_br %496, ^bb168, ^bb169
    ^bb168:  // pred: ^bb167
      %497 = llvm.getelementptr %13[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %498 = llvm.getelementptr %37[16386] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %499 = llvm.load %497 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %499, %498 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb169
    ^bb169:  // 2 preds: ^bb167, ^bb168
      %500 = llvm.load %168 {alignment = 1 : i64} : !llvm.ptr -> i8
      %501 = llvm.icmp "ne" %500, %8 : i8
      llvm.cond_br %501, ^bb170, ^bb171
    ^bb170:  // pred: ^bb169
      %502 = llvm.getelementptr %13[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %503 = llvm.getelementptr %37[16387] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %504 = llvm.load %502 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %504, %503 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb171
    ^bb171:  // 2 preds: ^bb169, ^bb170
      %505 = llvm.load %174 {alignment = 4 : i64} : !llvm.ptr -> i8
      %506 = llvm.icmp "ne" %505, %8 : i8
      llvm.cond_br %506, ^bb172, ^bb173
    ^bb172:  // pred: ^bb171
      %507 = llvm.getelementptr %13[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %508 = llvm.getelementptr %37[16388] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %509 = llvm.load %507 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %509, %508 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb173
    ^bb173:  // 2 preds: ^bb171, ^bb172
      %510 = llvm.load %180 {alignment = 1 : i64} : !llvm.ptr -> i8
      %511 = llvm.icmp "ne" %510, %8 : i8
      llvm.cond_br %511, ^bb174, ^bb175
    ^bb174:  // pred: ^bb173
      %512 = llvm.getelementptr %13[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %513 = llvm.getelementptr %37[16389] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %514 = llvm.load %512 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %514, %513 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb175
    ^bb175:  // 2 preds: ^bb173, ^bb174
      %515 = llvm.load %186 {alignment = 2 : i64} : !llvm.ptr -> i8
      %516 = llvm.icmp "ne" %515, %8 : i8
      llvm.cond_br %516, ^bb176, ^bb177
    ^bb176:  // pred: ^bb175
      %517 = llvm.getelementptr %13[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %518 = llvm.getelementptr %37[16390] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %519 = llvm.load %517 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %519, %518 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb177
    ^bb177:  // 2 preds: ^bb175, ^bb176
      %520 = llvm.load %192 {alignment = 1 : i64} : !llvm.ptr -> i8
      %521 = llvm.icmp "ne" %520, %8 : i8
      llvm.cond_br %521, ^bb178, ^bb179
    ^bb178:  // pred: ^bb177
      %522 = llvm.getelementptr %13[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %523 = llvm.getelementptr %37[16391] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %524 = llvm.load %522 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %524, %523 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb179
    ^bb179:  // 2 preds: ^bb177, ^bb178
      %525 = llvm.load %198 {alignment = 8 : i64} : !llvm.ptr -> i8
      %526 = llvm.icmp "ne" %525, %8 : i8
      llvm.cond_br %526, ^bb180, ^bb181
    ^bb180:  // pred: ^bb179
      %527 = llvm.getelementptr %13[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %528 = llvm.getelementptr %37[24576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %529 = llvm.load %527 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %529, %528 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb181
    ^bb181:  // 2 preds: ^bb179, ^bb180
      %530 = llvm.load %204 {alignment = 1 : i64} : !llvm.ptr -> i8
      %531 = llvm.icmp "ne" %530, %8 : i8
      llvm.cond_br %531, ^bb182, ^bb183
    ^bb182:  // pred: ^bb181
      %532 = llvm.getelementptr %13[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %533 = llvm.getelementptr %37[24577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %534 = llvm.load %532 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %534, %533 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb183
    ^bb183:  // 2 preds: ^bb181, ^bb182
      %535 = llvm.load %210 {alignment = 2 : i64} : !llvm.ptr -> i8
      %536 = llvm.icmp "ne" %535, %8 : i8
      llvm.cond_br %536, ^bb184, ^bb185
    ^bb184:  // pred: ^bb183
      %537 = llvm.getelementptr %13[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %538 = llvm.getelementptr %37[24578] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %539 = llvm.load %537 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %539, %538 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb185
    ^bb185:  // 2 preds: ^bb183, ^bb184
      %540 = llvm.load %216 {alignment = 1 : i64} : !llvm.ptr -> i8
      %541 = llvm.icmp "ne" %540, %8 : i8
      llvm.cond_br %541, ^bb186, ^bb187
    ^bb186:  // pred: ^bb185
      %542 = llvm.getelementptr %13[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %543 = llvm.getelementptr %37[24579] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %544 = llvm.load %542 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %544, %543 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb187
    ^bb187:  // 2 preds: ^bb185, ^bb186
      %545 = llvm.load %222 {alignment = 4 : i64} : !llvm.ptr -> i8
      %546 = llvm.icmp "ne" %545, %8 : i8
      llvm.cond_br %546, ^bb188, ^bb189
    ^bb188:  // pred: ^bb187
      %547 = llvm.getelementptr %13[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %548 = llvm.getelementptr %37[24580] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %549 = llvm.load %547 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %549, %548 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb189
    ^bb189:  // 2 preds: ^bb187, ^bb188
      %550 = llvm.load %228 {alignment = 1 : i64} : !llvm.ptr -> i8
      %551 = llvm.icmp "ne" %550, %8 : i8
      llvm.cond_br %551, ^bb190, ^bb191
    ^bb190:  // pred: ^bb189
      %552 = llvm.getelementptr %13[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %553 = llvm.getelementptr %37[24581] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %554 = llvm.load %552 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %554, %553 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb191
    ^bb191:  // 2 preds: ^bb189, ^bb190
      %555 = llvm.load %234 {alignment = 2 : i64} : !llvm.ptr -> i8
      %556 = llvm.icmp "ne" %555, %8 : i8
      llvm.cond_br %556, ^bb192, ^bb193
    ^bb192:  // pred: ^bb191
      %557 = llvm.getelementptr %13[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %558 = llvm.getelementptr %37[24582] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %559 = llvm.load %557 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %559, %558 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb193
    ^bb193:  // 2 preds: ^bb191, ^bb192
      %560 = llvm.load %240 {alignment = 1 : i64} : !llvm.ptr -> i8
      %561 = llvm.icmp "ne" %560, %8 : i8
      llvm.cond_br %561, ^bb194, ^bb195
    ^bb194:  // pred: ^bb193
      %562 = llvm.getelementptr %13[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %563 = llvm.getelementptr %37[24583] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %564 = llvm.load %562 {alignment = 2 : i64} : !llvm.ptr -> vector<1xbf16>
      llvm.store %564, %563 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.br ^bb195
    ^bb195:  // 2 preds: ^bb193, ^bb194
      llvm.return
    }
  }
  llvm.func @cutlass_elementwise_add_v1~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
    %10 = llvm.mlir.constant(128 : i32) : i32
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %13 = llvm.insertvalue %12, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %14 = llvm.insertvalue %6, %13[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %15 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %16 = llvm.insertvalue %15, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %17 = llvm.insertvalue %6, %16[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %18 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %19 = llvm.insertvalue %18, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %20 = llvm.insertvalue %6, %19[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %21 = llvm.inttoptr %11 : i64 to !llvm.ptr
    %22 = llvm.alloca %9 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %23 = llvm.alloca %9 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %24 = llvm.getelementptr %22[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %24 : !llvm.ptr, !llvm.ptr
    %25 = llvm.getelementptr %22[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %22[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %22[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %22[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %22[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %22[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %22[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %22[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %32 : i32, !llvm.ptr
    %33 = llvm.getelementptr %22[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %21, %33 : !llvm.ptr, !llvm.ptr
    %34 = llvm.alloca %9 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %35 = builtin.unrealized_conversion_cast %34 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %36 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %22, %36 : !llvm.ptr, !llvm.ptr
    %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
    %38 = llvm.getelementptr %37[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %39 = llvm.load %38 : !llvm.ptr -> i32
    %40 = llvm.getelementptr %37[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %41 = llvm.load %40 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%7 : i32)
  ^bb1(%42: i32):  // 2 preds: ^bb2, ^bb3
    %43 = llvm.getelementptr %41[%42] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %44 = llvm.getelementptr %43[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %44 : i32, !llvm.ptr
    %45 = llvm.getelementptr %43[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %7, %45 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %46 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %47 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %48 = llvm.call @printf(%47, %46) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %49 = llvm.add %39, %9 : i32
    llvm.store %49, %38 : i32, !llvm.ptr
    llvm.br ^bb1(%39 : i32)
  ^bb6:  // pred: ^bb0
    %50 = llvm.icmp "uge" %39, %1 : i32
    llvm.cond_br %50, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%51 : i32)
  ^bb7:  // pred: ^bb0
    %52 = llvm.getelementptr %41[%51] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %53 = llvm.getelementptr %52[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %54 = llvm.load %53 : !llvm.ptr -> i32
    %55 = llvm.icmp "eq" %54, %4 : i32
    %56 = llvm.add %51, %9 : i32
    llvm.cond_br %55, ^bb3, ^bb0(%56 : i32)
  ^bb0(%51: i32):  // 2 preds: ^bb8, ^bb7
    %57 = llvm.icmp "uge" %51, %39 : i32
    llvm.cond_br %57, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %58 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
    %59 = llvm.getelementptr %58[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %60 = llvm.load %59 : !llvm.ptr -> i32
    %61 = llvm.getelementptr %58[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %62 = llvm.load %61 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb9(%7 : i32)
  ^bb10(%63: i32):  // 2 preds: ^bb11, ^bb12
    %64 = llvm.getelementptr %62[%63] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %65 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %65 : i32, !llvm.ptr
    %66 = llvm.getelementptr %64[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %7, %66 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %67 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %68 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %69 = llvm.call @printf(%68, %67) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %70 = llvm.add %60, %9 : i32
    llvm.store %70, %59 : i32, !llvm.ptr
    llvm.br ^bb10(%60 : i32)
  ^bb15:  // pred: ^bb9
    %71 = llvm.icmp "uge" %60, %1 : i32
    llvm.cond_br %71, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%72 : i32)
  ^bb16:  // pred: ^bb9
    %73 = llvm.getelementptr %62[%72] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %74 = llvm.getelementptr %73[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %75 = llvm.load %74 : !llvm.ptr -> i32
    %76 = llvm.icmp "eq" %75, %0 : i32
    %77 = llvm.add %72, %9 : i32
    llvm.cond_br %76, ^bb12, ^bb9(%77 : i32)
  ^bb9(%72: i32):  // 2 preds: ^bb4, ^bb16
    %78 = llvm.icmp "uge" %72, %60 : i32
    llvm.cond_br %78, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %79 = cuda.launch_ex @kernels::@kernel_cutlass_add_kernel_v1~<%35> (%14, %17, %20) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %80 = builtin.unrealized_conversion_cast %79 : !cuda.result to i32
    cuda.return_if_error %80 : i32
    llvm.return %7 : i32
  }
  llvm.func @_mlir_ciface_cutlass_elementwise_add_v1~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_elementwise_add_v1~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
