// irscope snapshot: relu:f32@sm_80 after one-shot-convert-to-llvm#1 (convert-to-llvm)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_relu_kernel~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @kernel_cutlass_relu_kernel~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
      %1 = llvm.mlir.constant(4 : i32) : i32
      %2 = llvm.alloca %1 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %1 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %6 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %7 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %8 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %9 = llvm.mul %5, %6 : i32
      %10 = llvm.add %9, %4 : i32
      %11 = llvm.mul %7, %8 : i32
      %12 = llvm.icmp "sgt" %11, %10 : i32
      llvm.cond_br %12, ^bb0, ^bb1
    ^bb0:  // pred: ^bb2
      %13 = llvm.sdiv %10, %8 : i32
      %14 = llvm.srem %10, %8 : i32
      %15 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %16 = llvm.sext %13 : i32 to i64
      %17 = llvm.mul %16, %15 overflow<nsw> : i64
      %18 = llvm.mul %14, %1 overflow<nsw> : i32
      %19 = llvm.sext %18 : i32 to i64
      %20 = llvm.add %17, %19 overflow<nsw> : i64
      %21 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %22 = llvm.getelementptr %21[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %23 = llvm.load %22 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %23, %3 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %24 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<4xf32>
      %25 = llvm.fcmp "ogt" %24, %0 : vector<4xf32>
      %26 = llvm.select %25, %24, %0 : vector<4xi1>, vector<4xf32>
      %27 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %28 = llvm.sext %13 : i32 to i64
      %29 = llvm.mul %28, %27 overflow<nsw> : i64
      %30 = llvm.mul %14, %1 overflow<nsw> : i32
      %31 = llvm.sext %30 : i32 to i64
      %32 = llvm.add %29, %31 overflow<nsw> : i64
      %33 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %34 = llvm.getelementptr %33[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.extractelement %26[%35 : i64] : vector<4xf32>
      llvm.store %36, %2 {alignment = 32 : i64} : f32, !llvm.ptr
      %37 = llvm.mlir.constant(1 : i64) : i64
      %38 = llvm.extractelement %26[%37 : i64] : vector<4xf32>
      %39 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %38, %39 {alignment = 4 : i64} : f32, !llvm.ptr
      %40 = llvm.mlir.constant(2 : i64) : i64
      %41 = llvm.extractelement %26[%40 : i64] : vector<4xf32>
      %42 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %41, %42 {alignment = 8 : i64} : f32, !llvm.ptr
      %43 = llvm.mlir.constant(3 : i64) : i64
      %44 = llvm.extractelement %26[%43 : i64] : vector<4xf32>
      %45 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %44, %45 {alignment = 4 : i64} : f32, !llvm.ptr
      %46 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %46, %34 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb2, ^bb0
      llvm.return
    }
  }
  llvm.func @cutlass_relu~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(false) : i1
    %1 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %2 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, i64)>
    %3 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(256 : i32) : i32
    %7 = llvm.mlir.constant(0 : i64) : i64
    %8 = llvm.mlir.constant(4 : i32) : i32
    %9 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %10 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %11 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %12 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %13 = llvm.sdiv %11, %8 : i32
    %14 = llvm.mul %13, %8 : i32
    %15 = llvm.icmp "ne" %11, %14 : i32
    %16 = llvm.icmp "slt" %11, %4 : i32
    %17 = llvm.icmp "eq" %16, %0 : i1
    %18 = llvm.and %15, %17 : i1
    %19 = llvm.add %13, %5 : i32
    %20 = llvm.select %18, %19, %13 : i1, i32
    %21 = llvm.insertvalue %10, %3[0] : !llvm.struct<(i32, i32)>
    %22 = llvm.insertvalue %20, %21[1] : !llvm.struct<(i32, i32)>
    %23 = llvm.insertvalue %22, %2[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %24 = llvm.insertvalue %12, %23[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %25 = llvm.insertvalue %9, %1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %26 = llvm.insertvalue %24, %25[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %27 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %28 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %29 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %30 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %31 = llvm.sdiv %29, %8 : i32
    %32 = llvm.mul %31, %8 : i32
    %33 = llvm.icmp "ne" %29, %32 : i32
    %34 = llvm.icmp "slt" %29, %4 : i32
    %35 = llvm.icmp "eq" %34, %0 : i1
    %36 = llvm.and %33, %35 : i1
    %37 = llvm.add %31, %5 : i32
    %38 = llvm.select %36, %37, %31 : i1, i32
    %39 = llvm.insertvalue %28, %3[0] : !llvm.struct<(i32, i32)>
    %40 = llvm.insertvalue %38, %39[1] : !llvm.struct<(i32, i32)>
    %41 = llvm.insertvalue %40, %2[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %42 = llvm.insertvalue %30, %41[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %43 = llvm.insertvalue %27, %1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %44 = llvm.insertvalue %42, %43[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %45 = llvm.mul %10, %20 overflow<nsw> : i32
    %46 = llvm.add %45, %6 overflow<nsw> : i32
    %47 = llvm.sub %46, %5 overflow<nsw> : i32
    %48 = llvm.sdiv %47, %6 : i32
    %49 = llvm.inttoptr %7 : i64 to !llvm.ptr
    %50 = llvm.mlir.constant(1 : i32) : i32
    %51 = llvm.alloca %50 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %52 = llvm.alloca %50 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %53 = llvm.getelementptr %51[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %52, %53 : !llvm.ptr, !llvm.ptr
    %54 = llvm.getelementptr %51[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %54 : i32, !llvm.ptr
    %55 = llvm.getelementptr %51[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %55 : i32, !llvm.ptr
    %56 = llvm.getelementptr %51[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %56 : i32, !llvm.ptr
    %57 = llvm.getelementptr %51[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %57 : i64, !llvm.ptr
    %58 = llvm.getelementptr %51[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %48, %58 : i32, !llvm.ptr
    %59 = llvm.getelementptr %51[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %59 : i32, !llvm.ptr
    %60 = llvm.getelementptr %51[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %60 : i32, !llvm.ptr
    %61 = llvm.getelementptr %51[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %62 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %62, %61 : i32, !llvm.ptr
    %63 = llvm.getelementptr %51[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %49, %63 : !llvm.ptr, !llvm.ptr
    %64 = llvm.alloca %50 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %65 = builtin.unrealized_conversion_cast %64 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %66 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %51, %66 : !llvm.ptr, !llvm.ptr
    %67 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %68 = llvm.load %67 : !llvm.ptr -> !llvm.ptr
    %69 = llvm.getelementptr %68[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %70 = llvm.load %69 : !llvm.ptr -> i32
    %71 = llvm.getelementptr %68[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %72 = llvm.load %71 : !llvm.ptr -> !llvm.ptr
    %73 = llvm.mlir.constant(6 : i32) : i32
    %74 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%74 : i32)
  ^bb1(%75: i32):  // 2 preds: ^bb2, ^bb3
    %76 = llvm.getelementptr %72[%75] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %77 = llvm.getelementptr %76[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %73, %77 : i32, !llvm.ptr
    %78 = llvm.getelementptr %76[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %78 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %79 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %80 = llvm.mlir.constant(0 : index) : i64
    %81 = llvm.getelementptr %79[%80, %80] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %82 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %83 = llvm.mlir.constant(0 : index) : i64
    %84 = llvm.getelementptr %82[%83, %83] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %85 = llvm.call @printf(%84, %81) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %86 = llvm.mlir.constant(1 : i32) : i32
    %87 = llvm.add %70, %86 : i32
    llvm.store %87, %69 : i32, !llvm.ptr
    llvm.br ^bb1(%70 : i32)
  ^bb6:  // pred: ^bb0
    %88 = llvm.mlir.constant(17 : i32) : i32
    %89 = llvm.icmp "uge" %70, %88 : i32
    llvm.cond_br %89, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%90 : i32)
  ^bb7:  // pred: ^bb0
    %91 = llvm.getelementptr %72[%90] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %92 = llvm.getelementptr %91[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %93 = llvm.load %92 : !llvm.ptr -> i32
    %94 = llvm.icmp "eq" %93, %73 : i32
    %95 = llvm.mlir.constant(1 : i32) : i32
    %96 = llvm.add %90, %95 : i32
    llvm.cond_br %94, ^bb3, ^bb0(%96 : i32)
  ^bb0(%90: i32):  // 2 preds: ^bb8, ^bb7
    %97 = llvm.icmp "uge" %90, %70 : i32
    llvm.cond_br %97, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %98 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %99 = llvm.load %98 : !llvm.ptr -> !llvm.ptr
    %100 = llvm.getelementptr %99[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %101 = llvm.load %100 : !llvm.ptr -> i32
    %102 = llvm.getelementptr %99[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %103 = llvm.load %102 : !llvm.ptr -> !llvm.ptr
    %104 = llvm.mlir.constant(2 : i32) : i32
    %105 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%105 : i32)
  ^bb10(%106: i32):  // 2 preds: ^bb11, ^bb12
    %107 = llvm.getelementptr %103[%106] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %108 = llvm.getelementptr %107[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %104, %108 : i32, !llvm.ptr
    %109 = llvm.getelementptr %107[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %109 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %110 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %111 = llvm.mlir.constant(0 : index) : i64
    %112 = llvm.getelementptr %110[%111, %111] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %113 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %114 = llvm.mlir.constant(0 : index) : i64
    %115 = llvm.getelementptr %113[%114, %114] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %116 = llvm.call @printf(%115, %112) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %117 = llvm.mlir.constant(1 : i32) : i32
    %118 = llvm.add %101, %117 : i32
    llvm.store %118, %100 : i32, !llvm.ptr
    llvm.br ^bb10(%101 : i32)
  ^bb15:  // pred: ^bb9
    %119 = llvm.mlir.constant(17 : i32) : i32
    %120 = llvm.icmp "uge" %101, %119 : i32
    llvm.cond_br %120, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%121 : i32)
  ^bb16:  // pred: ^bb9
    %122 = llvm.getelementptr %103[%121] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %123 = llvm.getelementptr %122[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %124 = llvm.load %123 : !llvm.ptr -> i32
    %125 = llvm.icmp "eq" %124, %104 : i32
    %126 = llvm.mlir.constant(1 : i32) : i32
    %127 = llvm.add %121, %126 : i32
    llvm.cond_br %125, ^bb12, ^bb9(%127 : i32)
  ^bb9(%121: i32):  // 2 preds: ^bb4, ^bb16
    %128 = llvm.icmp "uge" %121, %101 : i32
    llvm.cond_br %128, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %129 = cuda.launch_ex @kernels::@kernel_cutlass_relu_kernel~<%65> (%26, %44) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> !cuda.result
    %130 = builtin.unrealized_conversion_cast %129 : !cuda.result to i32
    cuda.return_if_error %130 : i32
    llvm.return %4 : i32
  }
  llvm.func @_mlir_ciface_cutlass_relu~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_relu~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
