// irscope snapshot: relu:f32@sm_90a after convert-to-llvm#1 (convert-to-llvm)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_relu_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.func @kernel_cutlass_relu_kernel~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
      %1 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %2 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %3 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %4 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %5 = llvm.extractvalue %4[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %6 = llvm.extractvalue %5[0] : !llvm.struct<(i32, i32)>
      %7 = llvm.extractvalue %5[1] : !llvm.struct<(i32, i32)>
      %8 = llvm.mlir.undef : !llvm.struct<()>
      %9 = llvm.mlir.undef : !llvm.struct<()>
      %10 = llvm.mul %2, %3 : i32
      %11 = llvm.add %10, %1 : i32
      %12 = llvm.mul %6, %7 : i32
      %13 = llvm.icmp "sgt" %12, %11 : i32
      llvm.cond_br %13, ^bb0, ^bb1
    ^bb0:  // pred: ^bb2
      %14 = llvm.sdiv %11, %7 : i32
      %15 = llvm.srem %11, %7 : i32
      %16 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %17 = llvm.insertvalue %14, %16[0] : !llvm.struct<(i32, i32)>
      %18 = llvm.insertvalue %15, %17[1] : !llvm.struct<(i32, i32)>
      %19 = llvm.extractvalue %4[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %20 = llvm.extractvalue %19[0] : !llvm.struct<(i32, i32)>
      %21 = llvm.extractvalue %19[1] : !llvm.struct<(i32, i32)>
      %22 = llvm.extractvalue %4[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %23 = llvm.extractvalue %18[0] : !llvm.struct<(i32, i32)>
      %24 = llvm.extractvalue %18[1] : !llvm.struct<(i32, i32)>
      %25 = llvm.sext %23 : i32 to i64
      %26 = llvm.mul %25, %22 : i64
      %27 = llvm.mlir.constant(4 : i32) : i32
      %28 = llvm.mul %24, %27 : i32
      %29 = llvm.sext %28 : i32 to i64
      %30 = llvm.add %26, %29 : i64
      %31 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %32 = llvm.getelementptr %31[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %33 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %34 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %35 = llvm.insertvalue %32, %34[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %36 = llvm.insertvalue %33, %35[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %37 = llvm.extractvalue %36[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %38 = llvm.mlir.poison : !llvm.array<1 x vector<4xf32>>
      %39 = builtin.unrealized_conversion_cast %38 : !llvm.array<1 x vector<4xf32>> to vector<1x4xf32>
      %40 = llvm.mlir.undef : !llvm.struct<()>
      %41 = llvm.mlir.constant(0 : i32) : i32
      %42 = llvm.getelementptr %37[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %43 = builtin.unrealized_conversion_cast %42 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %44 = builtin.unrealized_conversion_cast %43 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %45 = llvm.load %44 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      %46 = vector.insert %45, %39 [0] : vector<4xf32> into vector<1x4xf32>
      %47 = vector.shape_cast %46 : vector<1x4xf32> to vector<4xf32>
      %48 = llvm.fcmp "ogt" %47, %0 : vector<4xf32>
      %49 = llvm.select %48, %47, %0 : vector<4xi1>, vector<4xf32>
      %50 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %51 = llvm.extractvalue %50[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %52 = llvm.extractvalue %51[0] : !llvm.struct<(i32, i32)>
      %53 = llvm.extractvalue %51[1] : !llvm.struct<(i32, i32)>
      %54 = llvm.extractvalue %50[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %55 = llvm.extractvalue %18[0] : !llvm.struct<(i32, i32)>
      %56 = llvm.extractvalue %18[1] : !llvm.struct<(i32, i32)>
      %57 = llvm.sext %55 : i32 to i64
      %58 = llvm.mul %57, %54 : i64
      %59 = llvm.mlir.constant(4 : i32) : i32
      %60 = llvm.mul %56, %59 : i32
      %61 = llvm.sext %60 : i32 to i64
      %62 = llvm.add %58, %61 : i64
      %63 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %64 = llvm.getelementptr %63[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %65 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %66 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %67 = llvm.insertvalue %64, %66[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %68 = llvm.insertvalue %65, %67[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %69 = llvm.extractvalue %68[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %70 = vector.shape_cast %49 : vector<4xf32> to vector<1x4xf32>
      %71 = llvm.mlir.undef : !llvm.struct<()>
      %72 = llvm.mlir.constant(0 : i32) : i32
      %73 = llvm.getelementptr %69[%72] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %74 = builtin.unrealized_conversion_cast %73 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %75 = builtin.unrealized_conversion_cast %74 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %76 = vector.extract %70[0] : vector<4xf32> from vector<1x4xf32>
      llvm.store %76, %75 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb2, ^bb0
      llvm.return
    }
  }
  llvm.func @cutlass_relu~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(256 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.poison : !llvm.struct<()>
    %5 = llvm.mlir.poison : !llvm.struct<()>
    %6 = llvm.mlir.constant(4 : i32) : i32
    %7 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %8 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %9 = llvm.extractvalue %8[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %10 = llvm.extractvalue %8[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %11 = llvm.extractvalue %8[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.mlir.constant(0 : i32) : i32
    %14 = llvm.mlir.constant(-1 : i32) : i32
    %15 = llvm.mlir.constant(true) : i1
    %16 = llvm.select %15, %14, %12 : i1, i32
    %17 = llvm.add %16, %10 : i32
    %18 = llvm.sdiv %17, %6 : i32
    %19 = llvm.add %18, %12 : i32
    %20 = llvm.sub %13, %10 : i32
    %21 = llvm.sdiv %20, %6 : i32
    %22 = llvm.sub %13, %21 : i32
    %23 = llvm.icmp "slt" %10, %13 : i32
    %24 = llvm.icmp "sgt" %10, %13 : i32
    %25 = llvm.mlir.constant(false) : i1
    %26 = llvm.mlir.constant(true) : i1
    %27 = llvm.and %23, %25 : i1
    %28 = llvm.and %24, %26 : i1
    %29 = llvm.or %27, %28 : i1
    %30 = llvm.select %29, %19, %22 : i1, i32
    %31 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %32 = llvm.insertvalue %9, %31[0] : !llvm.struct<(i32, i32)>
    %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(i32, i32)>
    %34 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, i64)>
    %35 = llvm.insertvalue %33, %34[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %36 = llvm.insertvalue %11, %35[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %37 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %38 = llvm.insertvalue %7, %37[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.insertvalue %36, %38[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %40 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %41 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %42 = llvm.extractvalue %41[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %43 = llvm.extractvalue %41[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %44 = llvm.extractvalue %41[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %45 = llvm.mlir.constant(1 : i32) : i32
    %46 = llvm.mlir.constant(0 : i32) : i32
    %47 = llvm.mlir.constant(-1 : i32) : i32
    %48 = llvm.mlir.constant(true) : i1
    %49 = llvm.select %48, %47, %45 : i1, i32
    %50 = llvm.add %49, %43 : i32
    %51 = llvm.sdiv %50, %6 : i32
    %52 = llvm.add %51, %45 : i32
    %53 = llvm.sub %46, %43 : i32
    %54 = llvm.sdiv %53, %6 : i32
    %55 = llvm.sub %46, %54 : i32
    %56 = llvm.icmp "slt" %43, %46 : i32
    %57 = llvm.icmp "sgt" %43, %46 : i32
    %58 = llvm.mlir.constant(false) : i1
    %59 = llvm.mlir.constant(true) : i1
    %60 = llvm.and %56, %58 : i1
    %61 = llvm.and %57, %59 : i1
    %62 = llvm.or %60, %61 : i1
    %63 = llvm.select %62, %52, %55 : i1, i32
    %64 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %65 = llvm.insertvalue %42, %64[0] : !llvm.struct<(i32, i32)>
    %66 = llvm.insertvalue %63, %65[1] : !llvm.struct<(i32, i32)>
    %67 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, i64)>
    %68 = llvm.insertvalue %66, %67[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %69 = llvm.insertvalue %44, %68[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %70 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %71 = llvm.insertvalue %40, %70[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %72 = llvm.insertvalue %69, %71[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %73 = llvm.extractvalue %36[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %74 = llvm.extractvalue %73[0] : !llvm.struct<(i32, i32)>
    %75 = llvm.extractvalue %73[1] : !llvm.struct<(i32, i32)>
    %76 = llvm.mul %74, %75 : i32
    %77 = llvm.mlir.constant(256 : i32) : i32
    %78 = llvm.add %76, %77 : i32
    %79 = llvm.mlir.constant(1 : i32) : i32
    %80 = llvm.sub %78, %79 : i32
    %81 = llvm.mlir.constant(256 : i32) : i32
    %82 = llvm.sdiv %80, %81 : i32
    %83 = llvm.inttoptr %2 : i64 to !llvm.ptr
    %84 = llvm.mlir.constant(1 : i32) : i32
    %85 = llvm.alloca %84 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %86 = llvm.alloca %84 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %87 = llvm.getelementptr %85[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %86, %87 : !llvm.ptr, !llvm.ptr
    %88 = llvm.getelementptr %85[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %88 : i32, !llvm.ptr
    %89 = llvm.getelementptr %85[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %85[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %85[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %2, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %85[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %82, %92 : i32, !llvm.ptr
    %93 = llvm.getelementptr %85[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %93 : i32, !llvm.ptr
    %94 = llvm.getelementptr %85[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %94 : i32, !llvm.ptr
    %95 = llvm.getelementptr %85[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %96 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %96, %95 : i32, !llvm.ptr
    %97 = llvm.getelementptr %85[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %83, %97 : !llvm.ptr, !llvm.ptr
    %98 = llvm.alloca %84 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %99 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %85, %99 : !llvm.ptr, !llvm.ptr
    %100 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %101 = llvm.load %100 : !llvm.ptr -> !llvm.ptr
    %102 = llvm.getelementptr %101[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %103 = llvm.load %102 : !llvm.ptr -> i32
    %104 = llvm.getelementptr %101[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %105 = llvm.load %104 : !llvm.ptr -> !llvm.ptr
    %106 = llvm.mlir.constant(6 : i32) : i32
    %107 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%107 : i32)
  ^bb1(%108: i32):  // 2 preds: ^bb2, ^bb3
    %109 = llvm.getelementptr %105[%108] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %110 = llvm.getelementptr %109[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %106, %110 : i32, !llvm.ptr
    %111 = llvm.getelementptr %109[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %111 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %112 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %113 = llvm.mlir.constant(0 : index) : i64
    %114 = llvm.getelementptr %112[%113, %113] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %115 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %116 = llvm.mlir.constant(0 : index) : i64
    %117 = llvm.getelementptr %115[%116, %116] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %118 = llvm.call @printf(%117, %114) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %119 = llvm.mlir.constant(1 : i32) : i32
    %120 = llvm.add %103, %119 : i32
    llvm.store %120, %102 : i32, !llvm.ptr
    llvm.br ^bb1(%103 : i32)
  ^bb6:  // pred: ^bb0
    %121 = llvm.mlir.constant(3 : i32) : i32
    %122 = llvm.icmp "uge" %103, %121 : i32
    llvm.cond_br %122, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%123 : i32)
  ^bb7:  // pred: ^bb0
    %124 = llvm.getelementptr %105[%123] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %125 = llvm.getelementptr %124[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %126 = llvm.load %125 : !llvm.ptr -> i32
    %127 = llvm.icmp "eq" %126, %106 : i32
    %128 = llvm.mlir.constant(1 : i32) : i32
    %129 = llvm.add %123, %128 : i32
    llvm.cond_br %127, ^bb3, ^bb0(%129 : i32)
  ^bb0(%123: i32):  // 2 preds: ^bb8, ^bb7
    %130 = llvm.icmp "uge" %123, %103 : i32
    llvm.cond_br %130, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %131 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %132 = llvm.load %131 : !llvm.ptr -> !llvm.ptr
    %133 = llvm.getelementptr %132[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %134 = llvm.load %133 : !llvm.ptr -> i32
    %135 = llvm.getelementptr %132[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %136 = llvm.load %135 : !llvm.ptr -> !llvm.ptr
    %137 = llvm.mlir.constant(2 : i32) : i32
    %138 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%138 : i32)
  ^bb10(%139: i32):  // 2 preds: ^bb11, ^bb12
    %140 = llvm.getelementptr %136[%139] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %141 = llvm.getelementptr %140[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %137, %141 : i32, !llvm.ptr
    %142 = llvm.getelementptr %140[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %142 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %143 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %144 = llvm.mlir.constant(0 : index) : i64
    %145 = llvm.getelementptr %143[%144, %144] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %146 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %147 = llvm.mlir.constant(0 : index) : i64
    %148 = llvm.getelementptr %146[%147, %147] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %149 = llvm.call @printf(%148, %145) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %150 = llvm.mlir.constant(1 : i32) : i32
    %151 = llvm.add %134, %150 : i32
    llvm.store %151, %133 : i32, !llvm.ptr
    llvm.br ^bb10(%134 : i32)
  ^bb15:  // pred: ^bb9
    %152 = llvm.mlir.constant(3 : i32) : i32
    %153 = llvm.icmp "uge" %134, %152 : i32
    llvm.cond_br %153, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%154 : i32)
  ^bb16:  // pred: ^bb9
    %155 = llvm.getelementptr %136[%154] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %156 = llvm.getelementptr %155[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %157 = llvm.load %156 : !llvm.ptr -> i32
    %158 = llvm.icmp "eq" %157, %137 : i32
    %159 = llvm.mlir.constant(1 : i32) : i32
    %160 = llvm.add %154, %159 : i32
    llvm.cond_br %158, ^bb12, ^bb9(%160 : i32)
  ^bb9(%154: i32):  // 2 preds: ^bb4, ^bb16
    %161 = llvm.icmp "uge" %154, %134 : i32
    llvm.cond_br %161, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %162 = builtin.unrealized_conversion_cast %98 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %163 = cuda.launch_ex @kernels::@kernel_cutlass_relu_kernel~<%162> (%39, %72) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> !cuda.result
    %164 = builtin.unrealized_conversion_cast %163 : !cuda.result to i32
    cuda.return_if_error %164 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass_relu~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_relu~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
