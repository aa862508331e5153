// irscope snapshot: relu:f32@sm_90a after cuda-error-handling#1 (final)
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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_relu_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_binary("<binary: 11130 chars escaped, sha256 33130071d685c4ec>") {addr_space = 0 : i32, alignment = 8 : i64}
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
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(false) : i1
    %6 = llvm.mlir.poison : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, i64)>
    %8 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.mlir.constant(256 : i32) : i32
    %12 = llvm.mlir.constant(0 : i64) : i64
    %13 = llvm.mlir.constant(4 : i32) : i32
    %14 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %15 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %16 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %17 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %18 = llvm.sdiv %16, %13 : i32
    %19 = llvm.mul %18, %13 : i32
    %20 = llvm.icmp "ne" %16, %19 : i32
    %21 = llvm.icmp "slt" %16, %9 : i32
    %22 = llvm.icmp "eq" %21, %5 : i1
    %23 = llvm.and %20, %22 : i1
    %24 = llvm.add %18, %10 : i32
    %25 = llvm.select %23, %24, %18 : i1, i32
    %26 = llvm.insertvalue %15, %8[0] : !llvm.struct<(i32, i32)>
    %27 = llvm.insertvalue %25, %26[1] : !llvm.struct<(i32, i32)>
    %28 = llvm.insertvalue %27, %7[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %29 = llvm.insertvalue %17, %28[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %30 = llvm.insertvalue %14, %6[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %31 = llvm.insertvalue %29, %30[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %32 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %33 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %34 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %35 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %36 = llvm.sdiv %34, %13 : i32
    %37 = llvm.mul %36, %13 : i32
    %38 = llvm.icmp "ne" %34, %37 : i32
    %39 = llvm.icmp "slt" %34, %9 : i32
    %40 = llvm.icmp "eq" %39, %5 : i1
    %41 = llvm.and %38, %40 : i1
    %42 = llvm.add %36, %10 : i32
    %43 = llvm.select %41, %42, %36 : i1, i32
    %44 = llvm.insertvalue %33, %8[0] : !llvm.struct<(i32, i32)>
    %45 = llvm.insertvalue %43, %44[1] : !llvm.struct<(i32, i32)>
    %46 = llvm.insertvalue %45, %7[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %47 = llvm.insertvalue %35, %46[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %48 = llvm.insertvalue %32, %6[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %49 = llvm.insertvalue %47, %48[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %50 = llvm.mul %15, %25 overflow<nsw> : i32
    %51 = llvm.add %50, %11 overflow<nsw> : i32
    %52 = llvm.sub %51, %10 overflow<nsw> : i32
    %53 = llvm.sdiv %52, %11 : i32
    %54 = llvm.inttoptr %12 : i64 to !llvm.ptr
    %55 = llvm.alloca %10 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %56 = llvm.alloca %10 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %57 = llvm.getelementptr %55[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %56, %57 : !llvm.ptr, !llvm.ptr
    %58 = llvm.getelementptr %55[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %58 : i32, !llvm.ptr
    %59 = llvm.getelementptr %55[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %59 : i32, !llvm.ptr
    %60 = llvm.getelementptr %55[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %60 : i32, !llvm.ptr
    %61 = llvm.getelementptr %55[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %61 : i64, !llvm.ptr
    %62 = llvm.getelementptr %55[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %53, %62 : i32, !llvm.ptr
    %63 = llvm.getelementptr %55[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %63 : i32, !llvm.ptr
    %64 = llvm.getelementptr %55[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %64 : i32, !llvm.ptr
    %65 = llvm.getelementptr %55[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %65 : i32, !llvm.ptr
    %66 = llvm.getelementptr %55[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %54, %66 : !llvm.ptr, !llvm.ptr
    %67 = llvm.alloca %10 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %68 = llvm.getelementptr %67[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %55, %68 : !llvm.ptr, !llvm.ptr
    %69 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
    %70 = llvm.getelementptr %69[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %71 = llvm.load %70 : !llvm.ptr -> i32
    %72 = llvm.getelementptr %69[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %73 = llvm.load %72 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%9 : i32)
  ^bb1(%74: i32):  // 2 preds: ^bb2, ^bb3
    %75 = llvm.getelementptr %73[%74] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %76 = llvm.getelementptr %75[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %76 : i32, !llvm.ptr
    %77 = llvm.getelementptr %75[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %9, %77 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %78 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %79 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %80 = llvm.call @printf(%79, %78) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %81 = llvm.add %71, %10 : i32
    llvm.store %81, %70 : i32, !llvm.ptr
    llvm.br ^bb1(%71 : i32)
  ^bb6:  // pred: ^bb0
    %82 = llvm.icmp "uge" %71, %1 : i32
    llvm.cond_br %82, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%83 : i32)
  ^bb7:  // pred: ^bb0
    %84 = llvm.getelementptr %73[%83] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %85 = llvm.getelementptr %84[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %86 = llvm.load %85 : !llvm.ptr -> i32
    %87 = llvm.icmp "eq" %86, %4 : i32
    %88 = llvm.add %83, %10 : i32
    llvm.cond_br %87, ^bb3, ^bb0(%88 : i32)
  ^bb0(%83: i32):  // 2 preds: ^bb8, ^bb7
    %89 = llvm.icmp "uge" %83, %71 : i32
    llvm.cond_br %89, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %90 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
    %91 = llvm.getelementptr %90[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %92 = llvm.load %91 : !llvm.ptr -> i32
    %93 = llvm.getelementptr %90[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %94 = llvm.load %93 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb9(%9 : i32)
  ^bb10(%95: i32):  // 2 preds: ^bb11, ^bb12
    %96 = llvm.getelementptr %94[%95] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %97 = llvm.getelementptr %96[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %97 : i32, !llvm.ptr
    %98 = llvm.getelementptr %96[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %9, %98 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %99 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %100 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %101 = llvm.call @printf(%100, %99) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %102 = llvm.add %92, %10 : i32
    llvm.store %102, %91 : i32, !llvm.ptr
    llvm.br ^bb10(%92 : i32)
  ^bb15:  // pred: ^bb9
    %103 = llvm.icmp "uge" %92, %1 : i32
    llvm.cond_br %103, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%104 : i32)
  ^bb16:  // pred: ^bb9
    %105 = llvm.getelementptr %94[%104] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %106 = llvm.getelementptr %105[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %107 = llvm.load %106 : !llvm.ptr -> i32
    %108 = llvm.icmp "eq" %107, %0 : i32
    %109 = llvm.add %104, %10 : i32
    llvm.cond_br %108, ^bb12, ^bb9(%109 : i32)
  ^bb9(%104: i32):  // 2 preds: ^bb4, ^bb16
    %110 = llvm.icmp "uge" %104, %92 : i32
    llvm.cond_br %110, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %111 = llvm.getelementptr %67[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %112 = llvm.load %111 : !llvm.ptr -> !llvm.ptr
    %113 = llvm.mlir.constant(1 : i32) : i32
    %114 = llvm.mlir.constant(2 : i32) : i32
    %115 = llvm.alloca %114 x !llvm.ptr : (i32) -> !llvm.ptr
    %116 = llvm.mlir.constant(0 : i32) : i32
    %117 = llvm.alloca %113 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %31, %117 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %118 = llvm.getelementptr %115[%116] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %117, %118 : !llvm.ptr, !llvm.ptr
    %119 = llvm.mlir.constant(1 : i32) : i32
    %120 = llvm.alloca %113 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %49, %120 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %121 = llvm.getelementptr %115[%119] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %120, %121 : !llvm.ptr, !llvm.ptr
    %122 = llvm.mlir.addressof @kernels_kernel_cutlass_relu_kernel~ : !llvm.ptr
    %123 = llvm.load %122 : !llvm.ptr -> !llvm.ptr
    %124 = llvm.call @_cudaLaunchKernelEx(%112, %123, %115) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %125 = llvm.mlir.constant(0 : i32) : i32
    %126 = llvm.icmp "eq" %124, %125 : i32
    llvm.cond_br %126, ^bb17, ^bb18
  ^bb17:  // pred: ^bb13
    llvm.br ^bb19
  ^bb18:  // pred: ^bb13
    llvm.return %124 : i32
  ^bb19:  // pred: ^bb17
    llvm.return %9 : i32
  }
  llvm.func @_mlir_ciface_cutlass_relu~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_relu~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
