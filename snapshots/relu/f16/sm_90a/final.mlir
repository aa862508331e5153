// irscope snapshot: relu:f16@sm_90a after cuda-error-handling#1 (final)
module attributes {gpu.container_module} {
  llvm.func @_cudaOccupancyMaxActiveBlocksPerMultiprocessor(!llvm.ptr, !llvm.ptr, i32, i64) -> i32
  llvm.func @_cudaLaunchKernelEx(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  llvm.func @_cudaLaunchKernel(!llvm.ptr, i32, i32, i32, i32, i32, i32, !llvm.ptr, i64, !llvm.ptr) -> i32
  llvm.func @_cudaLibraryLoadData(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i32) -> i32
  llvm.func @_cuKernelGetAttribute(!llvm.ptr, i32, !llvm.ptr, i32) -> i32
  llvm.func @_cudaDeviceGetAttribute(!llvm.ptr, i32, i32) -> i32
  llvm.func @_cudaGetDevice(!llvm.ptr) -> i32
  llvm.func @_cudaKernelSetAttributeForDevice(!llvm.ptr, i32, i32, i32) -> i32
  llvm.func @_cudaFuncSetAttribute(!llvm.ptr, i32, i32) -> i32
  llvm.func @_cudaLibraryGetKernel(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_relu_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_binary("<binary: 11104 chars escaped, sha256 e616072a35a79b33>") {addr_space = 0 : i32, alignment = 8 : i64}
  llvm.func @cuda_num_binaries() -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @cuda_init(%arg0: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.addressof @kernels_binary : !llvm.ptr
    %2 = llvm.mlir.zero : i32
    %3 = llvm.getelementptr %arg0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %4 = llvm.call @_cudaLibraryLoadData(%3, %1, %0, %0, %2, %0, %0, %2) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, i32) -> i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.icmp "eq" %4, %5 : i32
    llvm.cond_br %6, ^bb0, ^bb1(%4 : i32)
  ^bb0:  // pred: ^bb2
    %7 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%7 : i32)
  ^bb1(%8: i32):  // 2 preds: ^bb2, ^bb0
    llvm.return %8 : i32
  }
  llvm.mlir.global internal @kernels_kernel_cutlass_relu_kernel~() {addr_space = 0 : i32, cu_attrs = {max_dynamic_shared_size_bytes = -1 : i32, non_portable_cluster_size_allowed = 1 : i32}} : !llvm.ptr
  llvm.func @cuda_load(%arg0: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
    %2 = llvm.call @_cudaGetDevice(%1) : (!llvm.ptr) -> i32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.icmp "eq" %2, %3 : i32
    llvm.cond_br %4, ^bb0, ^bb1(%2 : i32)
  ^bb0:  // pred: ^bb2
    %5 = llvm.load %1 : !llvm.ptr -> i32
    %6 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
    %7 = llvm.mlir.constant(97 : i32) : i32
    %8 = llvm.call @_cudaDeviceGetAttribute(%6, %7, %5) : (!llvm.ptr, i32, i32) -> i32
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.icmp "eq" %8, %9 : i32
    llvm.cond_br %10, ^bb3, ^bb1(%8 : i32)
  ^bb3:  // pred: ^bb0
    %11 = llvm.load %6 : !llvm.ptr -> i32
    %12 = llvm.mlir.addressof @kernels_kernel_cutlass_relu_kernel~ : !llvm.ptr
    %13 = llvm.mlir.constant("kernel_cutlass_relu_kernel~\00") : !llvm.array<103 x i8>
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.alloca %14 x !llvm.array<103 x i8> : (i32) -> !llvm.ptr
    llvm.store %13, %15 : !llvm.array<103 x i8>, !llvm.ptr
    %16 = llvm.getelementptr %arg0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
    %18 = llvm.call @_cudaLibraryGetKernel(%12, %17, %15) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.icmp "eq" %18, %19 : i32
    llvm.cond_br %20, ^bb4, ^bb1(%18 : i32)
  ^bb4:  // pred: ^bb3
    %21 = llvm.load %12 : !llvm.ptr -> !llvm.ptr
    %22 = llvm.mlir.constant(8 : i32) : i32
    %23 = llvm.mlir.constant(1 : i32) : i32
    %24 = llvm.mlir.constant(1 : i32) : i32
    %25 = llvm.alloca %23 x i32 : (i32) -> !llvm.ptr
    %26 = llvm.call @_cuKernelGetAttribute(%25, %24, %21, %5) : (!llvm.ptr, i32, !llvm.ptr, i32) -> i32
    %27 = llvm.mlir.constant(0 : i32) : i32
    %28 = llvm.icmp "eq" %26, %27 : i32
    llvm.cond_br %28, ^bb5, ^bb1(%26 : i32)
  ^bb5:  // pred: ^bb4
    %29 = llvm.load %25 : !llvm.ptr -> i32
    %30 = llvm.sub %11, %29 : i32
    %31 = llvm.call @_cudaFuncSetAttribute(%21, %22, %30) : (!llvm.ptr, i32, i32) -> i32
    %32 = llvm.mlir.constant(0 : i32) : i32
    %33 = llvm.icmp "eq" %31, %32 : i32
    llvm.cond_br %33, ^bb6, ^bb1(%31 : i32)
  ^bb6:  // pred: ^bb5
    %34 = llvm.mlir.constant(14 : i32) : i32
    %35 = llvm.mlir.constant(1 : i32) : i32
    %36 = llvm.call @_cudaFuncSetAttribute(%21, %34, %35) : (!llvm.ptr, i32, i32) -> i32
    %37 = llvm.mlir.constant(0 : i32) : i32
    %38 = llvm.icmp "eq" %36, %37 : i32
    llvm.cond_br %38, ^bb7, ^bb1(%36 : i32)
  ^bb7:  // pred: ^bb6
    %39 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%39 : i32)
  ^bb1(%40: i32):  // 7 preds: ^bb2, ^bb0, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
    llvm.return %40 : i32
  }
  llvm.func @cuda_load_to_device(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
    %2 = llvm.mlir.constant(97 : i32) : i32
    %3 = llvm.call @_cudaDeviceGetAttribute(%1, %2, %arg1) : (!llvm.ptr, i32, i32) -> i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.icmp "eq" %3, %4 : i32
    llvm.cond_br %5, ^bb0, ^bb1(%3 : i32)
  ^bb0:  // pred: ^bb2
    %6 = llvm.load %1 : !llvm.ptr -> i32
    %7 = llvm.mlir.addressof @kernels_kernel_cutlass_relu_kernel~ : !llvm.ptr
    %8 = llvm.mlir.constant("kernel_cutlass_relu_kernel~\00") : !llvm.array<103 x i8>
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.alloca %9 x !llvm.array<103 x i8> : (i32) -> !llvm.ptr
    llvm.store %8, %10 : !llvm.array<103 x i8>, !llvm.ptr
    %11 = llvm.getelementptr %arg0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
    %13 = llvm.call @_cudaLibraryGetKernel(%7, %12, %10) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15 = llvm.icmp "eq" %13, %14 : i32
    llvm.cond_br %15, ^bb3, ^bb1(%13 : i32)
  ^bb3:  // pred: ^bb0
    %16 = llvm.load %7 : !llvm.ptr -> !llvm.ptr
    %17 = llvm.mlir.constant(8 : i32) : i32
    %18 = llvm.mlir.constant(1 : i32) : i32
    %19 = llvm.mlir.constant(1 : i32) : i32
    %20 = llvm.alloca %18 x i32 : (i32) -> !llvm.ptr
    %21 = llvm.call @_cuKernelGetAttribute(%20, %19, %16, %arg1) : (!llvm.ptr, i32, !llvm.ptr, i32) -> i32
    %22 = llvm.mlir.constant(0 : i32) : i32
    %23 = llvm.icmp "eq" %21, %22 : i32
    llvm.cond_br %23, ^bb4, ^bb1(%21 : i32)
  ^bb4:  // pred: ^bb3
    %24 = llvm.load %20 : !llvm.ptr -> i32
    %25 = llvm.sub %6, %24 : i32
    %26 = llvm.call @_cudaKernelSetAttributeForDevice(%16, %17, %25, %arg1) : (!llvm.ptr, i32, i32, i32) -> i32
    %27 = llvm.mlir.constant(0 : i32) : i32
    %28 = llvm.icmp "eq" %26, %27 : i32
    llvm.cond_br %28, ^bb5, ^bb1(%26 : i32)
  ^bb5:  // pred: ^bb4
    %29 = llvm.mlir.constant(14 : i32) : i32
    %30 = llvm.mlir.constant(1 : i32) : i32
    %31 = llvm.call @_cudaKernelSetAttributeForDevice(%16, %29, %30, %arg1) : (!llvm.ptr, i32, i32, i32) -> i32
    %32 = llvm.mlir.constant(0 : i32) : i32
    %33 = llvm.icmp "eq" %31, %32 : i32
    llvm.cond_br %33, ^bb6, ^bb1(%31 : i32)
  ^bb6:  // pred: ^bb5
    %34 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%34 : i32)
  ^bb1(%35: i32):  // 6 preds: ^bb2, ^bb0, ^bb3, ^bb4, ^bb5, ^bb6
    llvm.return %35 : i32
  }
  llvm.func @cutlass_relu~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %6 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, i64)>
    %7 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %8 = llvm.mlir.constant(false) : i1
    %9 = llvm.mlir.constant(true) : i1
    %10 = llvm.mlir.constant(-1 : i32) : i32
    %11 = llvm.mlir.constant(1 : i32) : i32
    %12 = llvm.mlir.constant(256 : i32) : i32
    %13 = llvm.mlir.constant(0 : i64) : i64
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15 = llvm.mlir.constant(8 : i32) : i32
    %16 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %17 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %18 = llvm.extractvalue %17[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %19 = llvm.extractvalue %17[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %20 = llvm.extractvalue %17[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %21 = llvm.select %9, %10, %11 : i1, i32
    %22 = llvm.add %21, %19 : i32
    %23 = llvm.sdiv %22, %15 : i32
    %24 = llvm.add %23, %11 : i32
    %25 = llvm.sub %14, %19 : i32
    %26 = llvm.sdiv %25, %15 : i32
    %27 = llvm.sub %14, %26 : i32
    %28 = llvm.icmp "slt" %19, %14 : i32
    %29 = llvm.icmp "sgt" %19, %14 : i32
    %30 = llvm.and %28, %8 : i1
    %31 = llvm.and %29, %9 : i1
    %32 = llvm.or %30, %31 : i1
    %33 = llvm.select %32, %24, %27 : i1, i32
    %34 = llvm.insertvalue %18, %7[0] : !llvm.struct<(i32, i32)>
    %35 = llvm.insertvalue %33, %34[1] : !llvm.struct<(i32, i32)>
    %36 = llvm.insertvalue %35, %6[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %37 = llvm.insertvalue %20, %36[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %38 = llvm.insertvalue %16, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.insertvalue %37, %38[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %40 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %41 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %42 = llvm.extractvalue %41[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %43 = llvm.extractvalue %41[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %44 = llvm.extractvalue %41[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %45 = llvm.add %21, %43 : i32
    %46 = llvm.sdiv %45, %15 : i32
    %47 = llvm.add %46, %11 : i32
    %48 = llvm.sub %14, %43 : i32
    %49 = llvm.sdiv %48, %15 : i32
    %50 = llvm.sub %14, %49 : i32
    %51 = llvm.icmp "slt" %43, %14 : i32
    %52 = llvm.icmp "sgt" %43, %14 : i32
    %53 = llvm.and %51, %8 : i1
    %54 = llvm.and %52, %9 : i1
    %55 = llvm.or %53, %54 : i1
    %56 = llvm.select %55, %47, %50 : i1, i32
    %57 = llvm.insertvalue %42, %7[0] : !llvm.struct<(i32, i32)>
    %58 = llvm.insertvalue %56, %57[1] : !llvm.struct<(i32, i32)>
    %59 = llvm.insertvalue %58, %6[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %60 = llvm.insertvalue %44, %59[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %61 = llvm.insertvalue %40, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %62 = llvm.insertvalue %60, %61[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %63 = llvm.mul %18, %33 : i32
    %64 = llvm.add %63, %12 : i32
    %65 = llvm.sub %64, %11 : i32
    %66 = llvm.sdiv %65, %12 : i32
    %67 = llvm.inttoptr %13 : i64 to !llvm.ptr
    %68 = llvm.alloca %11 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %69 = llvm.alloca %11 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %70 = llvm.getelementptr %68[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %69, %70 : !llvm.ptr, !llvm.ptr
    %71 = llvm.getelementptr %68[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %71 : i32, !llvm.ptr
    %72 = llvm.getelementptr %68[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %72 : i32, !llvm.ptr
    %73 = llvm.getelementptr %68[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %73 : i32, !llvm.ptr
    %74 = llvm.getelementptr %68[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %74 : i64, !llvm.ptr
    %75 = llvm.getelementptr %68[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %66, %75 : i32, !llvm.ptr
    %76 = llvm.getelementptr %68[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %76 : i32, !llvm.ptr
    %77 = llvm.getelementptr %68[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %77 : i32, !llvm.ptr
    %78 = llvm.getelementptr %68[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %78 : i32, !llvm.ptr
    %79 = llvm.getelementptr %68[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %67, %79 : !llvm.ptr, !llvm.ptr
    %80 = llvm.alloca %11 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %81 = llvm.getelementptr %80[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %68, %81 : !llvm.ptr, !llvm.ptr
    %82 = llvm.load %81 : !llvm.ptr -> !llvm.ptr
    %83 = llvm.getelementptr %82[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %84 = llvm.load %83 : !llvm.ptr -> i32
    %85 = llvm.getelementptr %82[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %86 = llvm.load %85 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%14 : i32)
  ^bb1(%87: i32):  // 2 preds: ^bb2, ^bb3
    %88 = llvm.getelementptr %86[%87] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %89 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %88[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %14, %90 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // 2 preds: ^bb6, ^bb7
    %91 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %92 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %93 = llvm.call @printf(%92, %91) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %94 = llvm.add %84, %11 : i32
    llvm.store %94, %83 : i32, !llvm.ptr
    llvm.br ^bb1(%84 : i32)
  ^bb6:  // pred: ^bb0
    %95 = llvm.icmp "uge" %84, %1 : i32
    llvm.cond_br %95, ^bb5, ^bb2
  ^bb3:  // pred: ^bb8
    llvm.br ^bb1(%96 : i32)
  ^bb8:  // pred: ^bb0
    %97 = llvm.getelementptr %86[%96] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %98 = llvm.getelementptr %97[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %99 = llvm.load %98 : !llvm.ptr -> i32
    %100 = llvm.icmp "eq" %99, %4 : i32
    %101 = llvm.add %96, %11 : i32
    llvm.cond_br %100, ^bb3, ^bb0(%101 : i32)
  ^bb0(%96: i32):  // 2 preds: ^bb9, ^bb8
    %102 = llvm.icmp "uge" %96, %84 : i32
    llvm.cond_br %102, ^bb6, ^bb8
  ^bb4:  // pred: ^bb1
    %103 = llvm.load %81 : !llvm.ptr -> !llvm.ptr
    %104 = llvm.getelementptr %103[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %105 = llvm.load %104 : !llvm.ptr -> i32
    %106 = llvm.getelementptr %103[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %107 = llvm.load %106 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb10(%14 : i32)
  ^bb11(%108: i32):  // 2 preds: ^bb12, ^bb13
    %109 = llvm.getelementptr %107[%108] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %110 = llvm.getelementptr %109[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %110 : i32, !llvm.ptr
    %111 = llvm.getelementptr %109[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %14, %111 : i32, !llvm.ptr
    llvm.br ^bb14
  ^bb12:  // pred: ^bb7
    %112 = llvm.add %105, %11 : i32
    llvm.store %112, %104 : i32, !llvm.ptr
    llvm.br ^bb11(%105 : i32)
  ^bb7:  // pred: ^bb10
    %113 = llvm.icmp "uge" %105, %1 : i32
    llvm.cond_br %113, ^bb5, ^bb12
  ^bb13:  // pred: ^bb15
    llvm.br ^bb11(%114 : i32)
  ^bb15:  // pred: ^bb10
    %115 = llvm.getelementptr %107[%114] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %116 = llvm.getelementptr %115[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %117 = llvm.load %116 : !llvm.ptr -> i32
    %118 = llvm.icmp "eq" %117, %0 : i32
    %119 = llvm.add %114, %11 : i32
    llvm.cond_br %118, ^bb13, ^bb10(%119 : i32)
  ^bb10(%114: i32):  // 2 preds: ^bb4, ^bb15
    %120 = llvm.icmp "uge" %114, %105 : i32
    llvm.cond_br %120, ^bb7, ^bb15
  ^bb14:  // pred: ^bb11
    %121 = llvm.getelementptr %80[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %122 = llvm.load %121 : !llvm.ptr -> !llvm.ptr
    %123 = llvm.mlir.constant(1 : i32) : i32
    %124 = llvm.mlir.constant(2 : i32) : i32
    %125 = llvm.alloca %124 x !llvm.ptr : (i32) -> !llvm.ptr
    %126 = llvm.mlir.constant(0 : i32) : i32
    %127 = llvm.alloca %123 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %39, %127 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %128 = llvm.getelementptr %125[%126] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %127, %128 : !llvm.ptr, !llvm.ptr
    %129 = llvm.mlir.constant(1 : i32) : i32
    %130 = llvm.alloca %123 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %62, %130 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %131 = llvm.getelementptr %125[%129] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %130, %131 : !llvm.ptr, !llvm.ptr
    %132 = llvm.mlir.addressof @kernels_kernel_cutlass_relu_kernel~ : !llvm.ptr
    %133 = llvm.load %132 : !llvm.ptr -> !llvm.ptr
    %134 = llvm.call @_cudaLaunchKernelEx(%122, %133, %125) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %135 = llvm.mlir.constant(0 : i32) : i32
    %136 = llvm.icmp "eq" %134, %135 : i32
    llvm.cond_br %136, ^bb16, ^bb17
  ^bb16:  // pred: ^bb14
    llvm.br ^bb18
  ^bb17:  // pred: ^bb14
    llvm.return %134 : i32
  ^bb18:  // pred: ^bb16
    llvm.return %14 : i32
  }
  llvm.func @_mlir_ciface_cutlass_relu~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_relu~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
