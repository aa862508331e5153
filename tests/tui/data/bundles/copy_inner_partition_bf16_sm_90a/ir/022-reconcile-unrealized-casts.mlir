module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.func @kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %1 = llvm.mlir.constant(16 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.alloca %1 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %5 = llvm.mlir.constant(512 : i32) : i32
      %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %7 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %8 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %9 = llvm.mul %7, %8 : i32
      %10 = llvm.add %9, %6 : i32
      %11 = llvm.sdiv %10, %5 : i32
      %12 = llvm.mul %11, %5 : i32
      %13 = llvm.icmp "ne" %10, %12 : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.icmp "slt" %10, %14 : i32
      %16 = llvm.mlir.constant(false) : i1
      %17 = llvm.icmp "ne" %15, %16 : i1
      %18 = llvm.and %13, %17 : i1
      %19 = llvm.mlir.constant(-1 : i32) : i32
      %20 = llvm.add %11, %19 : i32
      %21 = llvm.select %18, %20, %11 : i1, i32
      %22 = llvm.srem %10, %5 : i32
      %23 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %24 = llvm.insertvalue %21, %23[0] : !llvm.struct<(i32, i32)> 
      %25 = llvm.insertvalue %22, %24[1] : !llvm.struct<(i32, i32)> 
      %26 = llvm.extractvalue %4[0] : !llvm.struct<(struct<()>, struct<()>)> 
      %27 = llvm.extractvalue %4[1] : !llvm.struct<(struct<()>, struct<()>)> 
      %28 = llvm.extractvalue %25[0] : !llvm.struct<(i32, i32)> 
      %29 = llvm.extractvalue %25[1] : !llvm.struct<(i32, i32)> 
      %30 = llvm.mlir.constant(8192 : i32) : i32
      %31 = llvm.mul %28, %30 : i32
      %32 = llvm.mlir.constant(16 : i32) : i32
      %33 = llvm.mul %29, %32 : i32
      %34 = llvm.add %31, %33 : i32
      %35 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %36 = llvm.getelementptr %35[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %37 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %38 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %39 = llvm.insertvalue %36, %38[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %40 = llvm.insertvalue %37, %39[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %41 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %42 = llvm.getelementptr %41[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %43 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %44 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %45 = llvm.insertvalue %42, %44[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %46 = llvm.insertvalue %43, %45[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %47 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %48 = llvm.insertvalue %3, %47[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)> 
      %49 = llvm.insertvalue %0, %48[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)> 
      %50 = llvm.extractvalue %40[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %51 = llvm.mlir.poison : !llvm.array<1 x vector<16xbf16>>
      %52 = builtin.unrealized_conversion_cast %51 : !llvm.array<1 x vector<16xbf16>> to vector<1x16xbf16>
      %53 = llvm.mlir.undef : !llvm.struct<()>
      %54 = llvm.mlir.constant(0 : i32) : i32
      %55 = llvm.getelementptr %50[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %56 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<16xbf16>
      %57 = vector.insert %56, %52 [0] : vector<16xbf16> into vector<1x16xbf16>
      %58 = vector.shape_cast %57 : vector<1x16xbf16> to vector<16xbf16>
      %59 = llvm.extractvalue %49[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)> 
      %60 = vector.shape_cast %58 : vector<16xbf16> to vector<1x16xbf16>
      %61 = llvm.mlir.undef : !llvm.struct<()>
      %62 = llvm.mlir.constant(0 : i32) : i32
      %63 = llvm.getelementptr %59[%62] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %64 = vector.extract %60[0] : vector<16xbf16> from vector<1x16xbf16>
      llvm.store %64, %63 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %65 = llvm.extractvalue %49[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)> 
      %66 = llvm.mlir.poison : !llvm.array<1 x vector<16xbf16>>
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.array<1 x vector<16xbf16>> to vector<1x16xbf16>
      %68 = llvm.mlir.undef : !llvm.struct<()>
      %69 = llvm.mlir.constant(0 : i32) : i32
      %70 = llvm.getelementptr %65[%69] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %71 = llvm.load %70 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      %72 = vector.insert %71, %67 [0] : vector<16xbf16> into vector<1x16xbf16>
      %73 = vector.shape_cast %72 : vector<1x16xbf16> to vector<16xbf16>
      %74 = llvm.extractvalue %46[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %75 = vector.shape_cast %73 : vector<16xbf16> to vector<1x16xbf16>
      %76 = llvm.mlir.undef : !llvm.struct<()>
      %77 = llvm.mlir.constant(0 : i32) : i32
      %78 = llvm.getelementptr %74[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %79 = vector.extract %75[0] : vector<16xbf16> from vector<1x16xbf16>
      llvm.store %79, %78 {alignment = 16 : i64} : vector<16xbf16>, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.func @cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(16384 : i32) : i32
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
    llvm.br ^bb7(%39 : i32)
  ^bb1(%40: i32):  // 2 preds: ^bb3, ^bb5
    %41 = llvm.getelementptr %37[%40] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %42 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %38, %42 : i32, !llvm.ptr
    %43 = llvm.getelementptr %41[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %43 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %44 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %45 = llvm.mlir.constant(0 : index) : i64
    %46 = llvm.getelementptr %44[%45, %45] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %47 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %48 = llvm.mlir.constant(0 : index) : i64
    %49 = llvm.getelementptr %47[%48, %48] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %50 = llvm.call @printf(%49, %46) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %51 = llvm.mlir.constant(1 : i32) : i32
    %52 = llvm.add %35, %51 : i32
    llvm.store %52, %34 : i32, !llvm.ptr
    llvm.br ^bb1(%35 : i32)
  ^bb4:  // pred: ^bb7
    %53 = llvm.mlir.constant(3 : i32) : i32
    %54 = llvm.icmp "uge" %35, %53 : i32
    llvm.cond_br %54, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%61 : i32)
  ^bb6:  // pred: ^bb7
    %55 = llvm.getelementptr %37[%61] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %56 = llvm.getelementptr %55[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %57 = llvm.load %56 : !llvm.ptr -> i32
    %58 = llvm.icmp "eq" %57, %38 : i32
    %59 = llvm.mlir.constant(1 : i32) : i32
    %60 = llvm.add %61, %59 : i32
    llvm.cond_br %58, ^bb5, ^bb7(%60 : i32)
  ^bb7(%61: i32):  // 2 preds: ^bb0, ^bb6
    %62 = llvm.icmp "uge" %61, %35 : i32
    llvm.cond_br %62, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %63 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %64 = llvm.load %63 : !llvm.ptr -> !llvm.ptr
    %65 = llvm.getelementptr %64[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %66 = llvm.load %65 : !llvm.ptr -> i32
    %67 = llvm.getelementptr %64[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %68 = llvm.load %67 : !llvm.ptr -> !llvm.ptr
    %69 = llvm.mlir.constant(2 : i32) : i32
    %70 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%70 : i32)
  ^bb9(%71: i32):  // 2 preds: ^bb11, ^bb13
    %72 = llvm.getelementptr %68[%71] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %73 = llvm.getelementptr %72[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %69, %73 : i32, !llvm.ptr
    %74 = llvm.getelementptr %72[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %74 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %75 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %76 = llvm.mlir.constant(0 : index) : i64
    %77 = llvm.getelementptr %75[%76, %76] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %78 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %79 = llvm.mlir.constant(0 : index) : i64
    %80 = llvm.getelementptr %78[%79, %79] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %81 = llvm.call @printf(%80, %77) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %82 = llvm.mlir.constant(1 : i32) : i32
    %83 = llvm.add %66, %82 : i32
    llvm.store %83, %65 : i32, !llvm.ptr
    llvm.br ^bb9(%66 : i32)
  ^bb12:  // pred: ^bb15
    %84 = llvm.mlir.constant(3 : i32) : i32
    %85 = llvm.icmp "uge" %66, %84 : i32
    llvm.cond_br %85, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%92 : i32)
  ^bb14:  // pred: ^bb15
    %86 = llvm.getelementptr %68[%92] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %87 = llvm.getelementptr %86[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %88 = llvm.load %87 : !llvm.ptr -> i32
    %89 = llvm.icmp "eq" %88, %69 : i32
    %90 = llvm.mlir.constant(1 : i32) : i32
    %91 = llvm.add %92, %90 : i32
    llvm.cond_br %89, ^bb13, ^bb15(%91 : i32)
  ^bb15(%92: i32):  // 2 preds: ^bb8, ^bb14
    %93 = llvm.icmp "uge" %92, %66 : i32
    llvm.cond_br %93, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %94 = builtin.unrealized_conversion_cast %30 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0<%94> (%9, %14) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %4 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
