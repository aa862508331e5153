// irscope snapshot: copy_tma:bf16@sm_90a after cuda-error-handling#1 (final)
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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_copy_tma_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_copy_tma_kernel~' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_binary("<binary: 13812 chars escaped, sha256 48703a696435a020>") {addr_space = 0 : i32, alignment = 8 : i64}
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
  llvm.mlir.global internal @kernels_kernel_cutlass_copy_tma_kernel~() {addr_space = 0 : i32, cu_attrs = {max_dynamic_shared_size_bytes = -1 : i32, non_portable_cluster_size_allowed = 1 : i32}} : !llvm.ptr
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
    %12 = llvm.mlir.addressof @kernels_kernel_cutlass_copy_tma_kernel~ : !llvm.ptr
    %13 = llvm.mlir.constant("kernel_cutlass_copy_tma_kernel~\00") : !llvm.array<190 x i8>
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.alloca %14 x !llvm.array<190 x i8> : (i32) -> !llvm.ptr
    llvm.store %13, %15 : !llvm.array<190 x i8>, !llvm.ptr
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
    %7 = llvm.mlir.addressof @kernels_kernel_cutlass_copy_tma_kernel~ : !llvm.ptr
    %8 = llvm.mlir.constant("kernel_cutlass_copy_tma_kernel~\00") : !llvm.array<190 x i8>
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.alloca %9 x !llvm.array<190 x i8> : (i32) -> !llvm.ptr
    llvm.store %8, %10 : !llvm.array<190 x i8>, !llvm.ptr
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
  llvm.func @cutlass_copy_tma~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(false) : i1
    %6 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %8 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %9 = llvm.mlir.constant(16640 : i64) : i64
    %10 = llvm.mlir.constant(63 : i64) : i64
    %11 = llvm.mlir.constant(9151314442816847872 : i64) : i64
    %12 = llvm.mlir.constant(263442 : i64) : i64
    %13 = llvm.mlir.constant(0 : i32) : i32
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.mlir.constant(32 : i32) : i32
    %16 = llvm.mlir.constant(128 : i32) : i32
    %17 = llvm.mlir.constant(64 : i32) : i32
    %18 = llvm.mlir.poison : !llvm.struct<()>
    %19 = llvm.mlir.constant(15 : i64) : i64
    %20 = llvm.mlir.constant(36 : i64) : i64
    %21 = llvm.mlir.constant(32 : i64) : i64
    %22 = llvm.mlir.constant(21 : i64) : i64
    %23 = llvm.mlir.constant(131072 : i64) : i64
    %24 = llvm.mlir.constant(8 : i64) : i64
    %25 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %26 = llvm.mlir.constant(16 : i64) : i64
    %27 = llvm.mlir.constant(4 : i64) : i64
    %28 = llvm.mlir.constant(4294967295 : i64) : i64
    %29 = llvm.mlir.constant(2 : i64) : i64
    %30 = llvm.mlir.constant(1 : i64) : i64
    %31 = llvm.mlir.constant(0 : i64) : i64
    %32 = llvm.mlir.constant(16 : i32) : i32
    %33 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %34 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %35 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %36 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %37 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %38 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.sext %35 : i32 to i64
    %40 = llvm.sext %34 : i32 to i64
    %41 = llvm.mul %38, %29 : i64
    %42 = llvm.ptrtoint %37 : !llvm.ptr<1> to i64
    %43 = llvm.getelementptr %36[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %36[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %36[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %36[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %36[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %36[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %36[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %36[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %50 : i64, !llvm.ptr
    %51 = llvm.udiv %42, %26 : i64
    %52 = llvm.and %51, %25 : i64
    %53 = llvm.shl %52, %27 : i64
    llvm.store %53, %43 : i64, !llvm.ptr
    %54 = llvm.sub %40, %30 : i64
    %55 = llvm.mul %54, %41 : i64
    %56 = llvm.mul %39, %26 : i64
    %57 = llvm.udiv %56, %24 : i64
    %58 = llvm.add %57, %55 : i64
    %59 = llvm.icmp "uge" %58, %23 : i64
    %60 = llvm.zext %59 : i1 to i64
    %61 = llvm.shl %60, %22 : i64
    %62 = llvm.udiv %41, %26 : i64
    %63 = llvm.shl %62, %21 : i64
    %64 = llvm.or %61, %63 : i64
    %65 = llvm.or %64, %12 : i64
    llvm.store %65, %44 : i64, !llvm.ptr
    llvm.store %31, %45 : i64, !llvm.ptr
    %66 = llvm.lshr %41, %20 : i64
    %67 = llvm.and %66, %19 : i64
    %68 = llvm.shl %67, %21 : i64
    llvm.store %68, %46 : i64, !llvm.ptr
    %69 = llvm.sub %39, %30 : i64
    %70 = llvm.and %69, %28 : i64
    %71 = llvm.shl %54, %21 : i64
    %72 = llvm.or %70, %71 : i64
    llvm.store %72, %47 : i64, !llvm.ptr
    llvm.store %31, %48 : i64, !llvm.ptr
    llvm.store %11, %49 : i64, !llvm.ptr
    llvm.store %10, %50 : i64, !llvm.ptr
    %73 = llvm.ptrtoint %36 : !llvm.ptr to i64
    %74 = llvm.inttoptr %73 : i64 to !llvm.ptr
    %75 = llvm.load %74 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %76 = llvm.insertvalue %75, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %77 = llvm.insertvalue %33, %7[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %78 = llvm.insertvalue %18, %77[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %79 = llvm.insertvalue %18, %6[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %80 = llvm.insertvalue %78, %79[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %81 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %82 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %83 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %84 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %85 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %86 = llvm.sext %84 : i32 to i64
    %87 = llvm.sext %83 : i32 to i64
    %88 = llvm.mul %85, %29 : i64
    %89 = llvm.ptrtoint %82 : !llvm.ptr<1> to i64
    %90 = llvm.getelementptr %81[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %90 : i64, !llvm.ptr
    %91 = llvm.getelementptr %81[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %81[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %92 : i64, !llvm.ptr
    %93 = llvm.getelementptr %81[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %81[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %81[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %81[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %81[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %97 : i64, !llvm.ptr
    %98 = llvm.udiv %89, %26 : i64
    %99 = llvm.and %98, %25 : i64
    %100 = llvm.shl %99, %27 : i64
    llvm.store %100, %90 : i64, !llvm.ptr
    %101 = llvm.sub %87, %30 : i64
    %102 = llvm.mul %101, %88 : i64
    %103 = llvm.mul %86, %26 : i64
    %104 = llvm.udiv %103, %24 : i64
    %105 = llvm.add %104, %102 : i64
    %106 = llvm.icmp "uge" %105, %23 : i64
    %107 = llvm.zext %106 : i1 to i64
    %108 = llvm.shl %107, %22 : i64
    %109 = llvm.udiv %88, %26 : i64
    %110 = llvm.shl %109, %21 : i64
    %111 = llvm.or %108, %110 : i64
    %112 = llvm.or %111, %12 : i64
    llvm.store %112, %91 : i64, !llvm.ptr
    llvm.store %31, %92 : i64, !llvm.ptr
    %113 = llvm.lshr %88, %20 : i64
    %114 = llvm.and %113, %19 : i64
    %115 = llvm.shl %114, %21 : i64
    llvm.store %115, %93 : i64, !llvm.ptr
    %116 = llvm.sub %86, %30 : i64
    %117 = llvm.and %116, %28 : i64
    %118 = llvm.shl %101, %21 : i64
    %119 = llvm.or %117, %118 : i64
    llvm.store %119, %94 : i64, !llvm.ptr
    llvm.store %31, %95 : i64, !llvm.ptr
    llvm.store %11, %96 : i64, !llvm.ptr
    llvm.store %10, %97 : i64, !llvm.ptr
    %120 = llvm.ptrtoint %81 : !llvm.ptr to i64
    %121 = llvm.inttoptr %120 : i64 to !llvm.ptr
    %122 = llvm.load %121 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %123 = llvm.insertvalue %122, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %124 = llvm.extractvalue %arg1[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %125 = llvm.insertvalue %124, %7[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %126 = llvm.insertvalue %18, %125[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %127 = llvm.insertvalue %126, %79[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %128 = llvm.sdiv %34, %17 : i32
    %129 = llvm.mul %128, %17 : i32
    %130 = llvm.icmp "ne" %34, %129 : i32
    %131 = llvm.icmp "slt" %34, %13 : i32
    %132 = llvm.icmp "eq" %131, %5 : i1
    %133 = llvm.and %130, %132 : i1
    %134 = llvm.add %128, %14 : i32
    %135 = llvm.select %133, %134, %128 : i1, i32
    %136 = llvm.sdiv %35, %16 : i32
    %137 = llvm.mul %136, %16 : i32
    %138 = llvm.icmp "ne" %35, %137 : i32
    %139 = llvm.icmp "slt" %35, %13 : i32
    %140 = llvm.icmp "eq" %139, %5 : i1
    %141 = llvm.and %138, %140 : i1
    %142 = llvm.add %136, %14 : i32
    %143 = llvm.select %141, %142, %136 : i1, i32
    %144 = llvm.inttoptr %31 : i64 to !llvm.ptr
    %145 = llvm.alloca %14 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %146 = llvm.alloca %14 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %147 = llvm.getelementptr %145[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %146, %147 : !llvm.ptr, !llvm.ptr
    %148 = llvm.getelementptr %145[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %148 : i32, !llvm.ptr
    %149 = llvm.getelementptr %145[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %149 : i32, !llvm.ptr
    %150 = llvm.getelementptr %145[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %150 : i32, !llvm.ptr
    %151 = llvm.getelementptr %145[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %151 : i64, !llvm.ptr
    %152 = llvm.getelementptr %145[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %135, %152 : i32, !llvm.ptr
    %153 = llvm.getelementptr %145[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %143, %153 : i32, !llvm.ptr
    %154 = llvm.getelementptr %145[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %154 : i32, !llvm.ptr
    %155 = llvm.getelementptr %145[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %155 : i32, !llvm.ptr
    %156 = llvm.getelementptr %145[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %144, %156 : !llvm.ptr, !llvm.ptr
    %157 = llvm.alloca %14 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %158 = llvm.getelementptr %157[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %145, %158 : !llvm.ptr, !llvm.ptr
    %159 = llvm.load %158 : !llvm.ptr -> !llvm.ptr
    %160 = llvm.getelementptr %159[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %161 = llvm.load %160 : !llvm.ptr -> i32
    %162 = llvm.getelementptr %159[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %163 = llvm.load %162 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%13 : i32)
  ^bb1(%164: i32):  // 2 preds: ^bb2, ^bb3
    %165 = llvm.getelementptr %163[%164] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %166 = llvm.getelementptr %165[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %166 : i32, !llvm.ptr
    %167 = llvm.getelementptr %165[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %167 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %168 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %169 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %170 = llvm.call @printf(%169, %168) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %171 = llvm.add %161, %14 : i32
    llvm.store %171, %160 : i32, !llvm.ptr
    llvm.br ^bb1(%161 : i32)
  ^bb6:  // pred: ^bb0
    %172 = llvm.icmp "uge" %161, %1 : i32
    llvm.cond_br %172, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%173 : i32)
  ^bb7:  // pred: ^bb0
    %174 = llvm.getelementptr %163[%173] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %175 = llvm.getelementptr %174[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %176 = llvm.load %175 : !llvm.ptr -> i32
    %177 = llvm.icmp "eq" %176, %4 : i32
    %178 = llvm.add %173, %14 : i32
    llvm.cond_br %177, ^bb3, ^bb0(%178 : i32)
  ^bb0(%173: i32):  // 2 preds: ^bb8, ^bb7
    %179 = llvm.icmp "uge" %173, %161 : i32
    llvm.cond_br %179, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %180 = llvm.load %158 : !llvm.ptr -> !llvm.ptr
    %181 = llvm.getelementptr %180[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %182 = llvm.load %181 : !llvm.ptr -> i32
    %183 = llvm.getelementptr %180[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %184 = llvm.load %183 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb9(%13 : i32)
  ^bb10(%185: i32):  // 2 preds: ^bb11, ^bb12
    %186 = llvm.getelementptr %184[%185] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %187 = llvm.getelementptr %186[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %187 : i32, !llvm.ptr
    %188 = llvm.getelementptr %186[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %188 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %189 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %190 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %191 = llvm.call @printf(%190, %189) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %192 = llvm.add %182, %14 : i32
    llvm.store %192, %181 : i32, !llvm.ptr
    llvm.br ^bb10(%182 : i32)
  ^bb15:  // pred: ^bb9
    %193 = llvm.icmp "uge" %182, %1 : i32
    llvm.cond_br %193, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%194 : i32)
  ^bb16:  // pred: ^bb9
    %195 = llvm.getelementptr %184[%194] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %196 = llvm.getelementptr %195[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %197 = llvm.load %196 : !llvm.ptr -> i32
    %198 = llvm.icmp "eq" %197, %0 : i32
    %199 = llvm.add %194, %14 : i32
    llvm.cond_br %198, ^bb12, ^bb9(%199 : i32)
  ^bb9(%194: i32):  // 2 preds: ^bb4, ^bb16
    %200 = llvm.icmp "uge" %194, %182 : i32
    llvm.cond_br %200, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %201 = llvm.getelementptr %157[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %202 = llvm.load %201 : !llvm.ptr -> !llvm.ptr
    %203 = llvm.mlir.constant(1 : i32) : i32
    %204 = llvm.mlir.constant(4 : i32) : i32
    %205 = llvm.alloca %204 x !llvm.ptr : (i32) -> !llvm.ptr
    %206 = llvm.mlir.constant(0 : i32) : i32
    %207 = llvm.alloca %203 x !llvm.struct<(struct<(array<16 x i64>)>)> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    llvm.store %76, %207 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %208 = llvm.getelementptr %205[%206] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %207, %208 : !llvm.ptr, !llvm.ptr
    %209 = llvm.mlir.constant(1 : i32) : i32
    %210 = llvm.alloca %203 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %80, %210 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %211 = llvm.getelementptr %205[%209] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %210, %211 : !llvm.ptr, !llvm.ptr
    %212 = llvm.mlir.constant(2 : i32) : i32
    %213 = llvm.alloca %203 x !llvm.struct<(struct<(array<16 x i64>)>)> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    llvm.store %123, %213 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %214 = llvm.getelementptr %205[%212] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %213, %214 : !llvm.ptr, !llvm.ptr
    %215 = llvm.mlir.constant(3 : i32) : i32
    %216 = llvm.alloca %203 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %127, %216 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %217 = llvm.getelementptr %205[%215] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %216, %217 : !llvm.ptr, !llvm.ptr
    %218 = llvm.mlir.addressof @kernels_kernel_cutlass_copy_tma_kernel~ : !llvm.ptr
    %219 = llvm.load %218 : !llvm.ptr -> !llvm.ptr
    %220 = llvm.call @_cudaLaunchKernelEx(%202, %219, %205) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %221 = llvm.mlir.constant(0 : i32) : i32
    %222 = llvm.icmp "eq" %220, %221 : i32
    llvm.cond_br %222, ^bb17, ^bb18
  ^bb17:  // pred: ^bb13
    llvm.br ^bb19
  ^bb18:  // pred: ^bb13
    llvm.return %220 : i32
  ^bb19:  // pred: ^bb17
    llvm.return %13 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_tma~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_tma~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
