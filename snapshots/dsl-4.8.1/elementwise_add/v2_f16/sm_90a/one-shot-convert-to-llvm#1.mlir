// irscope snapshot: elementwise_add:v2_f16@sm_90a after one-shot-convert-to-llvm#1 (convert-to-llvm)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_add_kernel_v2~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.func @kernel_cutlass_add_kernel_v2~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 16384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(16 : i32) : i32
      %1 = llvm.mlir.constant(256 : i32) : i32
      %2 = llvm.mlir.constant(131072 : i32) : i32
      %3 = llvm.mlir.constant(512 : i32) : i32
      %4 = llvm.mlir.constant(8 : i32) : i32
      %5 = llvm.mlir.constant(32768 : i32) : i32
      %6 = llvm.mlir.constant(0 : i32) : i32
      %7 = llvm.mlir.constant(0 : i8) : i8
      %8 = llvm.mlir.constant(8192 : i32) : i32
      %9 = llvm.mlir.constant(32 : i32) : i32
      %10 = llvm.mlir.constant(4 : i32) : i32
      %11 = llvm.mlir.constant(1 : i32) : i32
      %12 = llvm.alloca %10 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %13 = llvm.alloca %9 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %14 = llvm.alloca %9 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = llvm.alloca %9 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %16 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %17 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %18 = llvm.sdiv %17, %3 : i32
      %19 = llvm.srem %17, %3 : i32
      %20 = llvm.mul %19, %2 overflow<nsw> : i32
      %21 = llvm.mul %18, %1 overflow<nsw> : i32
      %22 = llvm.add %20, %21 overflow<nsw> : i32
      %23 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %24 = llvm.getelementptr %23[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %25 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %26 = llvm.getelementptr %25[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %27 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %28 = llvm.getelementptr %27[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %29 = llvm.sdiv %17, %3 : i32
      %30 = llvm.srem %17, %3 : i32
      %31 = llvm.mul %30, %0 overflow<nsw> : i32
      %32 = llvm.mul %29, %1 overflow<nsw> : i32
      %33 = llvm.sdiv %16, %9 : i32
      %34 = llvm.srem %16, %9 : i32
      %35 = llvm.mul %34, %4 overflow<nsw> : i32
      %36 = llvm.mul %33, %5 overflow<nsw> : i32
      %37 = llvm.add %35, %36 overflow<nsw> : i32
      %38 = llvm.getelementptr %24[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %39 = llvm.getelementptr %26[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %40 = llvm.getelementptr %28[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %41 = llvm.mul %33, %10 overflow<nsw> : i32
      %42 = llvm.add %31, %41 overflow<nsw> : i32
      %43 = llvm.add %32, %35 overflow<nsw> : i32
      llvm.br ^bb0(%6 : i32)
    ^bb0(%44: i32):  // 2 preds: ^bb1, ^bb2
      %45 = llvm.icmp "slt" %44, %10 : i32
      llvm.cond_br %45, ^bb2, ^bb3
    ^bb2:  // pred: ^bb0
      %46 = llvm.add %42, %44 overflow<nsw> : i32
      %47 = llvm.icmp "slt" %46, %8 : i32
      %48 = llvm.icmp "slt" %43, %8 : i32
      %49 = llvm.and %47, %48 : i1
      %50 = llvm.zext %49 : i1 to i8
      %51 = llvm.getelementptr %12[%44] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      llvm.store %50, %51 {alignment = 1 : i64} : i8, !llvm.ptr
      %52 = llvm.add %44, %11 : i32
      llvm.br ^bb0(%52 : i32)
    ^bb3:  // pred: ^bb0
      %53 = llvm.load %12 {alignment = 32 : i64} : !llvm.ptr -> i8
      %54 = llvm.icmp "ne" %53, %7 : i8
      llvm.cond_br %54, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %55 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %55, %15 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      %56 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.load %56 {alignment = 1 : i64} : !llvm.ptr -> i8
      %58 = llvm.icmp "ne" %57, %7 : i8
      llvm.cond_br %58, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %59 = llvm.getelementptr %38[8192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %60 = llvm.getelementptr %15[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %61 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %61, %60 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %62 = llvm.getelementptr %12[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %63 = llvm.load %62 {alignment = 2 : i64} : !llvm.ptr -> i8
      %64 = llvm.icmp "ne" %63, %7 : i8
      llvm.cond_br %64, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %65 = llvm.getelementptr %38[16384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %66 = llvm.getelementptr %15[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %67 = llvm.load %65 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %67, %66 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %68 = llvm.getelementptr %12[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %69 = llvm.load %68 {alignment = 1 : i64} : !llvm.ptr -> i8
      %70 = llvm.icmp "ne" %69, %7 : i8
      llvm.cond_br %70, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %71 = llvm.getelementptr %38[24576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %72 = llvm.getelementptr %15[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %73 = llvm.load %71 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %73, %72 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %74 = llvm.load %12 {alignment = 32 : i64} : !llvm.ptr -> i8
      %75 = llvm.icmp "ne" %74, %7 : i8
      llvm.cond_br %75, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %76 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %76, %14 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %77 = llvm.load %56 {alignment = 1 : i64} : !llvm.ptr -> i8
      %78 = llvm.icmp "ne" %77, %7 : i8
      llvm.cond_br %78, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %79 = llvm.getelementptr %39[8192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %80 = llvm.getelementptr %14[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %81 = llvm.load %79 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %81, %80 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %82 = llvm.load %62 {alignment = 2 : i64} : !llvm.ptr -> i8
      %83 = llvm.icmp "ne" %82, %7 : i8
      llvm.cond_br %83, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %84 = llvm.getelementptr %39[16384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %85 = llvm.getelementptr %14[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %86 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %86, %85 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %87 = llvm.load %68 {alignment = 1 : i64} : !llvm.ptr -> i8
      %88 = llvm.icmp "ne" %87, %7 : i8
      llvm.cond_br %88, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %89 = llvm.getelementptr %39[24576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %90 = llvm.getelementptr %14[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %91 = llvm.load %89 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %91, %90 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %92 = llvm.load %15 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %93 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %94 = llvm.fadd %92, %93 : vector<32xf16>
      llvm.store %94, %13 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      %95 = llvm.load %12 {alignment = 32 : i64} : !llvm.ptr -> i8
      %96 = llvm.icmp "ne" %95, %7 : i8
      llvm.cond_br %96, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %97 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %97, %40 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %98 = llvm.load %56 {alignment = 1 : i64} : !llvm.ptr -> i8
      %99 = llvm.icmp "ne" %98, %7 : i8
      llvm.cond_br %99, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %100 = llvm.getelementptr %13[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %101 = llvm.getelementptr %40[8192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %102 = llvm.load %100 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %102, %101 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %103 = llvm.load %62 {alignment = 2 : i64} : !llvm.ptr -> i8
      %104 = llvm.icmp "ne" %103, %7 : i8
      llvm.cond_br %104, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %105 = llvm.getelementptr %13[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %106 = llvm.getelementptr %40[16384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %107 = llvm.load %105 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %107, %106 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      %108 = llvm.load %68 {alignment = 1 : i64} : !llvm.ptr -> i8
      %109 = llvm.icmp "ne" %108, %7 : i8
      llvm.cond_br %109, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %110 = llvm.getelementptr %13[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %111 = llvm.getelementptr %40[24576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %112 = llvm.load %110 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %112, %111 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      llvm.return
    }
  }
  llvm.func @cutlass_elementwise_add_v2~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(16384 : i32) : i32
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
