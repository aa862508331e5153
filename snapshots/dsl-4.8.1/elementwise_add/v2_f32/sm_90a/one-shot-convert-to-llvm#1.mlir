// irscope snapshot: elementwise_add:v2_f32@sm_90a after one-shot-convert-to-llvm#1 (convert-to-llvm)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_add_kernel_v2~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.func @kernel_cutlass_add_kernel_v2~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 32768, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(128 : i32) : i32
      %1 = llvm.mlir.constant(131072 : i32) : i32
      %2 = llvm.mlir.constant(512 : i32) : i32
      %3 = llvm.mlir.constant(32 : i32) : i32
      %4 = llvm.mlir.constant(32768 : i32) : i32
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(0 : i8) : i8
      %7 = llvm.mlir.constant(8192 : i32) : i32
      %8 = llvm.mlir.constant(16 : i32) : i32
      %9 = llvm.mlir.constant(4 : i32) : i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.alloca %9 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.alloca %8 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %13 = llvm.alloca %8 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %14 = llvm.alloca %8 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %16 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %17 = llvm.sdiv %16, %2 : i32
      %18 = llvm.srem %16, %2 : i32
      %19 = llvm.mul %18, %1 overflow<nsw> : i32
      %20 = llvm.mul %17, %0 overflow<nsw> : i32
      %21 = llvm.add %19, %20 overflow<nsw> : i32
      %22 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %23 = llvm.getelementptr %22[%21] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %24 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %25 = llvm.getelementptr %24[%21] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %26 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %27 = llvm.getelementptr %26[%21] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %28 = llvm.sdiv %16, %2 : i32
      %29 = llvm.srem %16, %2 : i32
      %30 = llvm.mul %29, %8 overflow<nsw> : i32
      %31 = llvm.mul %28, %0 overflow<nsw> : i32
      %32 = llvm.sdiv %15, %3 : i32
      %33 = llvm.srem %15, %3 : i32
      %34 = llvm.mul %33, %9 overflow<nsw> : i32
      %35 = llvm.mul %32, %4 overflow<nsw> : i32
      %36 = llvm.add %34, %35 overflow<nsw> : i32
      %37 = llvm.getelementptr %23[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %38 = llvm.getelementptr %25[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %39 = llvm.getelementptr %27[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %40 = llvm.mul %32, %9 overflow<nsw> : i32
      %41 = llvm.add %30, %40 overflow<nsw> : i32
      %42 = llvm.add %31, %34 overflow<nsw> : i32
      llvm.br ^bb0(%5 : i32)
    ^bb0(%43: i32):  // 2 preds: ^bb1, ^bb2
      %44 = llvm.icmp "slt" %43, %9 : i32
      llvm.cond_br %44, ^bb2, ^bb3
    ^bb2:  // pred: ^bb0
      %45 = llvm.add %41, %43 overflow<nsw> : i32
      %46 = llvm.icmp "slt" %45, %7 : i32
      %47 = llvm.icmp "slt" %42, %7 : i32
      %48 = llvm.and %46, %47 : i1
      %49 = llvm.zext %48 : i1 to i8
      %50 = llvm.getelementptr %11[%43] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      llvm.store %49, %50 {alignment = 1 : i64} : i8, !llvm.ptr
      %51 = llvm.add %43, %10 : i32
      llvm.br ^bb0(%51 : i32)
    ^bb3:  // pred: ^bb0
      %52 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> i8
      %53 = llvm.icmp "ne" %52, %6 : i8
      llvm.cond_br %53, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %54 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %54, %14 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      %55 = llvm.getelementptr %11[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %56 = llvm.load %55 {alignment = 1 : i64} : !llvm.ptr -> i8
      %57 = llvm.icmp "ne" %56, %6 : i8
      llvm.cond_br %57, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %58 = llvm.getelementptr %37[8192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %59 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %60 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %60, %59 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %61 = llvm.getelementptr %11[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %62 = llvm.load %61 {alignment = 2 : i64} : !llvm.ptr -> i8
      %63 = llvm.icmp "ne" %62, %6 : i8
      llvm.cond_br %63, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %64 = llvm.getelementptr %37[16384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %65 = llvm.getelementptr %14[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %66 = llvm.load %64 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %66, %65 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %67 = llvm.getelementptr %11[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %68 = llvm.load %67 {alignment = 1 : i64} : !llvm.ptr -> i8
      %69 = llvm.icmp "ne" %68, %6 : i8
      llvm.cond_br %69, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %70 = llvm.getelementptr %37[24576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %71 = llvm.getelementptr %14[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %72 = llvm.load %70 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %72, %71 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %73 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> i8
      %74 = llvm.icmp "ne" %73, %6 : i8
      llvm.cond_br %74, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %75 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %75, %13 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %76 = llvm.load %55 {alignment = 1 : i64} : !llvm.ptr -> i8
      %77 = llvm.icmp "ne" %76, %6 : i8
      llvm.cond_br %77, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %78 = llvm.getelementptr %38[8192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %79 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %80 = llvm.load %78 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %80, %79 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %81 = llvm.load %61 {alignment = 2 : i64} : !llvm.ptr -> i8
      %82 = llvm.icmp "ne" %81, %6 : i8
      llvm.cond_br %82, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %83 = llvm.getelementptr %38[16384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %84 = llvm.getelementptr %13[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %85 = llvm.load %83 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %85, %84 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %86 = llvm.load %67 {alignment = 1 : i64} : !llvm.ptr -> i8
      %87 = llvm.icmp "ne" %86, %6 : i8
      llvm.cond_br %87, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %88 = llvm.getelementptr %38[24576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %89 = llvm.getelementptr %13[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %90 = llvm.load %88 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %90, %89 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %91 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %92 = llvm.load %13 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %93 = llvm.fadd %91, %92 : vector<16xf32>
      llvm.store %93, %12 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      %94 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> i8
      %95 = llvm.icmp "ne" %94, %6 : i8
      llvm.cond_br %95, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %96 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %96, %39 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %97 = llvm.load %55 {alignment = 1 : i64} : !llvm.ptr -> i8
      %98 = llvm.icmp "ne" %97, %6 : i8
      llvm.cond_br %98, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %99 = llvm.getelementptr %12[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %100 = llvm.getelementptr %39[8192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %101 = llvm.load %99 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %101, %100 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %102 = llvm.load %61 {alignment = 2 : i64} : !llvm.ptr -> i8
      %103 = llvm.icmp "ne" %102, %6 : i8
      llvm.cond_br %103, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %104 = llvm.getelementptr %12[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %105 = llvm.getelementptr %39[16384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %106 = llvm.load %104 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %106, %105 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      %107 = llvm.load %67 {alignment = 1 : i64} : !llvm.ptr -> i8
      %108 = llvm.icmp "ne" %107, %6 : i8
      llvm.cond_br %108, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %109 = llvm.getelementptr %12[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %110 = llvm.getelementptr %39[24576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %111 = llvm.load %109 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %111, %110 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      llvm.return
    }
  }
  llvm.func @cutlass_elementwise_add_v2~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(32768 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(128 : i32) : i32
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %8 = llvm.insertvalue %7, %0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %9 = llvm.insertvalue %1, %8[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %10 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %11 = llvm.insertvalue %10, %0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %12 = llvm.insertvalue %1, %11[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %13 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %14 = llvm.insertvalue %13, %0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %15 = llvm.insertvalue %1, %14[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %16 = llvm.inttoptr %6 : i64 to !llvm.ptr
    %17 = llvm.mlir.constant(1 : i32) : i32
    %18 = llvm.alloca %17 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %19 = llvm.alloca %17 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %20 = llvm.getelementptr %18[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %19, %20 : !llvm.ptr, !llvm.ptr
    %21 = llvm.getelementptr %18[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %18[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %18[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %18[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %18[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %3, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %18[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %18[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %18[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %29 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %29, %28 : i32, !llvm.ptr
    %30 = llvm.getelementptr %18[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %30 : !llvm.ptr, !llvm.ptr
    %31 = llvm.alloca %17 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %32 = builtin.unrealized_conversion_cast %31 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %33 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %18, %33 : !llvm.ptr, !llvm.ptr
    %34 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %36 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %37 = llvm.load %36 : !llvm.ptr -> i32
    %38 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
    %40 = llvm.mlir.constant(6 : i32) : i32
    %41 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%41 : i32)
  ^bb1(%42: i32):  // 2 preds: ^bb2, ^bb3
    %43 = llvm.getelementptr %39[%42] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %44 = llvm.getelementptr %43[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %40, %44 : i32, !llvm.ptr
    %45 = llvm.getelementptr %43[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %2, %45 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %46 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %47 = llvm.mlir.constant(0 : index) : i64
    %48 = llvm.getelementptr %46[%47, %47] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %49 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %50 = llvm.mlir.constant(0 : index) : i64
    %51 = llvm.getelementptr %49[%50, %50] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %52 = llvm.call @printf(%51, %48) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %53 = llvm.mlir.constant(1 : i32) : i32
    %54 = llvm.add %37, %53 : i32
    llvm.store %54, %36 : i32, !llvm.ptr
    llvm.br ^bb1(%37 : i32)
  ^bb6:  // pred: ^bb0
    %55 = llvm.mlir.constant(17 : i32) : i32
    %56 = llvm.icmp "uge" %37, %55 : i32
    llvm.cond_br %56, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%57 : i32)
  ^bb7:  // pred: ^bb0
    %58 = llvm.getelementptr %39[%57] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %59 = llvm.getelementptr %58[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %60 = llvm.load %59 : !llvm.ptr -> i32
    %61 = llvm.icmp "eq" %60, %40 : i32
    %62 = llvm.mlir.constant(1 : i32) : i32
    %63 = llvm.add %57, %62 : i32
    llvm.cond_br %61, ^bb3, ^bb0(%63 : i32)
  ^bb0(%57: i32):  // 2 preds: ^bb8, ^bb7
    %64 = llvm.icmp "uge" %57, %37 : i32
    llvm.cond_br %64, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %65 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %66 = llvm.load %65 : !llvm.ptr -> !llvm.ptr
    %67 = llvm.getelementptr %66[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %68 = llvm.load %67 : !llvm.ptr -> i32
    %69 = llvm.getelementptr %66[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %70 = llvm.load %69 : !llvm.ptr -> !llvm.ptr
    %71 = llvm.mlir.constant(2 : i32) : i32
    %72 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%72 : i32)
  ^bb10(%73: i32):  // 2 preds: ^bb11, ^bb12
    %74 = llvm.getelementptr %70[%73] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %75 = llvm.getelementptr %74[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %71, %75 : i32, !llvm.ptr
    %76 = llvm.getelementptr %74[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %2, %76 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %77 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %78 = llvm.mlir.constant(0 : index) : i64
    %79 = llvm.getelementptr %77[%78, %78] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %80 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %81 = llvm.mlir.constant(0 : index) : i64
    %82 = llvm.getelementptr %80[%81, %81] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %83 = llvm.call @printf(%82, %79) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %84 = llvm.mlir.constant(1 : i32) : i32
    %85 = llvm.add %68, %84 : i32
    llvm.store %85, %67 : i32, !llvm.ptr
    llvm.br ^bb10(%68 : i32)
  ^bb15:  // pred: ^bb9
    %86 = llvm.mlir.constant(17 : i32) : i32
    %87 = llvm.icmp "uge" %68, %86 : i32
    llvm.cond_br %87, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%88 : i32)
  ^bb16:  // pred: ^bb9
    %89 = llvm.getelementptr %70[%88] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %90 = llvm.getelementptr %89[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %91 = llvm.load %90 : !llvm.ptr -> i32
    %92 = llvm.icmp "eq" %91, %71 : i32
    %93 = llvm.mlir.constant(1 : i32) : i32
    %94 = llvm.add %88, %93 : i32
    llvm.cond_br %92, ^bb12, ^bb9(%94 : i32)
  ^bb9(%88: i32):  // 2 preds: ^bb4, ^bb16
    %95 = llvm.icmp "uge" %88, %68 : i32
    llvm.cond_br %95, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %96 = cuda.launch_ex @kernels::@kernel_cutlass_add_kernel_v2~<%32> (%9, %12, %15) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %97 = builtin.unrealized_conversion_cast %96 : !cuda.result to i32
    cuda.return_if_error %97 : i32
    llvm.return %2 : i32
  }
  llvm.func @_mlir_ciface_cutlass_elementwise_add_v2~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_elementwise_add_v2~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
