// irscope snapshot: copy_tv_partition:bf16@sm_80 after convert-to-llvm#1 (convert-to-llvm)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %d bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.func @kernel_cutlass_copy_kernel~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %1 = llvm.mlir.constant(32 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.alloca %1 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %5 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %7 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %8 = llvm.extractvalue %5[0] : !llvm.struct<(struct<()>, struct<()>)>
      %9 = llvm.extractvalue %5[1] : !llvm.struct<(struct<()>, struct<()>)>
      %10 = llvm.mlir.constant(64 : i32) : i32
      %11 = llvm.sdiv %7, %10 : i32
      %12 = llvm.mlir.constant(64 : i32) : i32
      %13 = llvm.srem %7, %12 : i32
      %14 = llvm.mlir.constant(1048576 : i32) : i32
      %15 = llvm.mul %13, %14 : i32
      %16 = llvm.mlir.constant(64 : i32) : i32
      %17 = llvm.mul %11, %16 : i32
      %18 = llvm.add %15, %17 : i32
      %19 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %20 = llvm.getelementptr %19[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %21 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %22 = llvm.getelementptr %21[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %23 = llvm.extractvalue %4[0] : !llvm.struct<(struct<()>, struct<()>)>
      %24 = llvm.extractvalue %4[1] : !llvm.struct<(struct<()>, struct<()>)>
      %25 = llvm.mlir.constant(8 : i32) : i32
      %26 = llvm.sdiv %6, %25 : i32
      %27 = llvm.mlir.constant(8 : i32) : i32
      %28 = llvm.srem %6, %27 : i32
      %29 = llvm.mlir.constant(8 : i32) : i32
      %30 = llvm.mul %28, %29 : i32
      %31 = llvm.mlir.constant(32768 : i32) : i32
      %32 = llvm.mul %26, %31 : i32
      %33 = llvm.add %30, %32 : i32
      %34 = llvm.getelementptr %20[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %35 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %36 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %37 = llvm.insertvalue %34, %36[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %39 = llvm.getelementptr %22[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %40 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %41 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %42 = llvm.insertvalue %39, %41[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %44 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %45 = llvm.insertvalue %3, %44[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %46 = llvm.insertvalue %0, %45[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %47 = llvm.extractvalue %38[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %48 = llvm.mlir.poison : !llvm.array<4 x vector<8xbf16>>
      %49 = builtin.unrealized_conversion_cast %48 : !llvm.array<4 x vector<8xbf16>> to vector<4x8xbf16>
      %50 = llvm.mlir.undef : !llvm.struct<()>
      %51 = llvm.mlir.constant(0 : i32) : i32
      %52 = llvm.getelementptr %47[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %53 = builtin.unrealized_conversion_cast %52 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %54 = builtin.unrealized_conversion_cast %53 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %55 = llvm.load %54 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      %56 = vector.insert %55, %49 [0] : vector<8xbf16> into vector<4x8xbf16>
      %57 = llvm.mlir.undef : !llvm.struct<()>
      %58 = llvm.mlir.constant(8192 : i32) : i32
      %59 = llvm.getelementptr %47[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %60 = builtin.unrealized_conversion_cast %59 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %61 = builtin.unrealized_conversion_cast %60 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %62 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      %63 = vector.insert %62, %56 [1] : vector<8xbf16> into vector<4x8xbf16>
      %64 = llvm.mlir.undef : !llvm.struct<()>
      %65 = llvm.mlir.constant(16384 : i32) : i32
      %66 = llvm.getelementptr %47[%65] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %68 = builtin.unrealized_conversion_cast %67 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %69 = llvm.load %68 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      %70 = vector.insert %69, %63 [2] : vector<8xbf16> into vector<4x8xbf16>
      %71 = llvm.mlir.undef : !llvm.struct<()>
      %72 = llvm.mlir.constant(24576 : i32) : i32
      %73 = llvm.getelementptr %47[%72] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %74 = builtin.unrealized_conversion_cast %73 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %75 = builtin.unrealized_conversion_cast %74 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %76 = llvm.load %75 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      %77 = vector.insert %76, %70 [3] : vector<8xbf16> into vector<4x8xbf16>
      %78 = vector.shape_cast %77 : vector<4x8xbf16> to vector<32xbf16>
      %79 = llvm.extractvalue %46[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %80 = vector.shape_cast %78 : vector<32xbf16> to vector<1x32xbf16>
      %81 = llvm.mlir.undef : !llvm.struct<()>
      %82 = llvm.mlir.constant(0 : i32) : i32
      %83 = llvm.getelementptr %79[%82] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %85 = builtin.unrealized_conversion_cast %84 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %86 = vector.extract %80[0] : vector<32xbf16> from vector<1x32xbf16>
      llvm.store %86, %85 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      %87 = llvm.extractvalue %46[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %88 = llvm.mlir.poison : !llvm.array<1 x vector<32xbf16>>
      %89 = builtin.unrealized_conversion_cast %88 : !llvm.array<1 x vector<32xbf16>> to vector<1x32xbf16>
      %90 = llvm.mlir.undef : !llvm.struct<()>
      %91 = llvm.mlir.constant(0 : i32) : i32
      %92 = llvm.getelementptr %87[%91] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %93 = builtin.unrealized_conversion_cast %92 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %94 = builtin.unrealized_conversion_cast %93 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %95 = llvm.load %94 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %96 = vector.insert %95, %89 [0] : vector<32xbf16> into vector<1x32xbf16>
      %97 = vector.shape_cast %96 : vector<1x32xbf16> to vector<32xbf16>
      %98 = llvm.extractvalue %43[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %99 = vector.shape_cast %97 : vector<32xbf16> to vector<4x8xbf16>
      %100 = llvm.mlir.undef : !llvm.struct<()>
      %101 = llvm.mlir.constant(0 : i32) : i32
      %102 = llvm.getelementptr %98[%101] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %103 = builtin.unrealized_conversion_cast %102 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %104 = builtin.unrealized_conversion_cast %103 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %105 = vector.extract %99[0] : vector<8xbf16> from vector<4x8xbf16>
      llvm.store %105, %104 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %106 = llvm.mlir.undef : !llvm.struct<()>
      %107 = llvm.mlir.constant(8192 : i32) : i32
      %108 = llvm.getelementptr %98[%107] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %109 = builtin.unrealized_conversion_cast %108 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %110 = builtin.unrealized_conversion_cast %109 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %111 = vector.extract %99[1] : vector<8xbf16> from vector<4x8xbf16>
      llvm.store %111, %110 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %112 = llvm.mlir.undef : !llvm.struct<()>
      %113 = llvm.mlir.constant(16384 : i32) : i32
      %114 = llvm.getelementptr %98[%113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %115 = builtin.unrealized_conversion_cast %114 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %116 = builtin.unrealized_conversion_cast %115 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %117 = vector.extract %99[2] : vector<8xbf16> from vector<4x8xbf16>
      llvm.store %117, %116 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %118 = llvm.mlir.undef : !llvm.struct<()>
      %119 = llvm.mlir.constant(24576 : i32) : i32
      %120 = llvm.getelementptr %98[%119] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %121 = builtin.unrealized_conversion_cast %120 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %122 = builtin.unrealized_conversion_cast %121 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %123 = vector.extract %99[3] : vector<8xbf16> from vector<4x8xbf16>
      llvm.store %123, %122 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.func @cutlass_copy_tv_partition~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(8192 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(256 : i32) : i32
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %6 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %7 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %8 = llvm.insertvalue %5, %7[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %10 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %11 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %12 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %13 = llvm.insertvalue %10, %12[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %15 = llvm.inttoptr %3 : i64 to !llvm.ptr
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.alloca %16 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %18 = llvm.alloca %16 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %19 = llvm.getelementptr %17[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %18, %19 : !llvm.ptr, !llvm.ptr
    %20 = llvm.getelementptr %17[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %2, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %17[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %17[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %17[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %3, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %17[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %17[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %17[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %17[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %28 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %28, %27 : i32, !llvm.ptr
    %29 = llvm.getelementptr %17[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %29 : !llvm.ptr, !llvm.ptr
    %30 = llvm.alloca %16 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %31 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %17, %31 : !llvm.ptr, !llvm.ptr
    %32 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
    %34 = llvm.getelementptr %33[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %35 = llvm.load %34 : !llvm.ptr -> i32
    %36 = llvm.getelementptr %33[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
    %38 = llvm.mlir.constant(6 : i32) : i32
    %39 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%39 : i32)
  ^bb1(%40: i32):  // 2 preds: ^bb2, ^bb3
    %41 = llvm.getelementptr %37[%40] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %42 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %38, %42 : i32, !llvm.ptr
    %43 = llvm.getelementptr %41[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %43 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %44 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %45 = llvm.mlir.constant(0 : index) : i64
    %46 = llvm.getelementptr %44[%45, %45] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %47 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %48 = llvm.mlir.constant(0 : index) : i64
    %49 = llvm.getelementptr %47[%48, %48] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %50 = llvm.call @printf(%49, %46) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %51 = llvm.mlir.constant(1 : i32) : i32
    %52 = llvm.add %35, %51 : i32
    llvm.store %52, %34 : i32, !llvm.ptr
    llvm.br ^bb1(%35 : i32)
  ^bb6:  // pred: ^bb0
    %53 = llvm.mlir.constant(3 : i32) : i32
    %54 = llvm.icmp "uge" %35, %53 : i32
    llvm.cond_br %54, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%55 : i32)
  ^bb7:  // pred: ^bb0
    %56 = llvm.getelementptr %37[%55] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %57 = llvm.getelementptr %56[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %58 = llvm.load %57 : !llvm.ptr -> i32
    %59 = llvm.icmp "eq" %58, %38 : i32
    %60 = llvm.mlir.constant(1 : i32) : i32
    %61 = llvm.add %55, %60 : i32
    llvm.cond_br %59, ^bb3, ^bb0(%61 : i32)
  ^bb0(%55: i32):  // 2 preds: ^bb8, ^bb7
    %62 = llvm.icmp "uge" %55, %35 : i32
    llvm.cond_br %62, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %63 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %64 = llvm.load %63 : !llvm.ptr -> !llvm.ptr
    %65 = llvm.getelementptr %64[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %66 = llvm.load %65 : !llvm.ptr -> i32
    %67 = llvm.getelementptr %64[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %68 = llvm.load %67 : !llvm.ptr -> !llvm.ptr
    %69 = llvm.mlir.constant(2 : i32) : i32
    %70 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%70 : i32)
  ^bb10(%71: i32):  // 2 preds: ^bb11, ^bb12
    %72 = llvm.getelementptr %68[%71] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %73 = llvm.getelementptr %72[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %69, %73 : i32, !llvm.ptr
    %74 = llvm.getelementptr %72[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %74 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %75 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %76 = llvm.mlir.constant(0 : index) : i64
    %77 = llvm.getelementptr %75[%76, %76] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %78 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %79 = llvm.mlir.constant(0 : index) : i64
    %80 = llvm.getelementptr %78[%79, %79] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %81 = llvm.call @printf(%80, %77) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %82 = llvm.mlir.constant(1 : i32) : i32
    %83 = llvm.add %66, %82 : i32
    llvm.store %83, %65 : i32, !llvm.ptr
    llvm.br ^bb10(%66 : i32)
  ^bb15:  // pred: ^bb9
    %84 = llvm.mlir.constant(3 : i32) : i32
    %85 = llvm.icmp "uge" %66, %84 : i32
    llvm.cond_br %85, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%86 : i32)
  ^bb16:  // pred: ^bb9
    %87 = llvm.getelementptr %68[%86] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %88 = llvm.getelementptr %87[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %89 = llvm.load %88 : !llvm.ptr -> i32
    %90 = llvm.icmp "eq" %89, %69 : i32
    %91 = llvm.mlir.constant(1 : i32) : i32
    %92 = llvm.add %86, %91 : i32
    llvm.cond_br %90, ^bb12, ^bb9(%92 : i32)
  ^bb9(%86: i32):  // 2 preds: ^bb4, ^bb16
    %93 = llvm.icmp "uge" %86, %66 : i32
    llvm.cond_br %93, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %94 = builtin.unrealized_conversion_cast %30 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel~<%94> (%9, %14) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %4 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_tv_partition~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_tv_partition~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
