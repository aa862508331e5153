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
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_tma_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_binary("<binary: 13762 chars escaped, sha256 0506a2ad21768602>") {addr_space = 0 : i32, alignment = 8 : i64}
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
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(false) : i1
    %6 = llvm.mlir.constant(true) : i1
    %7 = llvm.mlir.constant(-1 : i32) : i32
    %8 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %9 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %10 = llvm.mlir.undef : !llvm.struct<(struct<(array<16 x i64>)>)>
    %11 = llvm.mlir.constant(16640 : i64) : i64
    %12 = llvm.mlir.constant(9151314442816847872 : i64) : i64
    %13 = llvm.mlir.constant(263442 : i64) : i64
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15 = llvm.mlir.constant(1 : i32) : i32
    %16 = llvm.mlir.constant(32 : i32) : i32
    %17 = llvm.mlir.constant(128 : i32) : i32
    %18 = llvm.mlir.constant(64 : i32) : i32
    %19 = llvm.mlir.poison : !llvm.struct<()>
    %20 = llvm.mlir.constant(63 : i64) : i64
    %21 = llvm.mlir.constant(15 : i64) : i64
    %22 = llvm.mlir.constant(36 : i64) : i64
    %23 = llvm.mlir.constant(32 : i64) : i64
    %24 = llvm.mlir.constant(21 : i64) : i64
    %25 = llvm.mlir.constant(131072 : i64) : i64
    %26 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %27 = llvm.mlir.constant(4 : i64) : i64
    %28 = llvm.mlir.constant(4294967295 : i64) : i64
    %29 = llvm.mlir.constant(16 : i64) : i64
    %30 = llvm.mlir.constant(8 : i64) : i64
    %31 = llvm.mlir.constant(2 : i64) : i64
    %32 = llvm.mlir.constant(1 : i64) : i64
    %33 = llvm.mlir.constant(0 : i64) : i64
    %34 = llvm.mlir.constant(16 : i32) : i32
    %35 = llvm.alloca %34 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %36 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %37 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %38 = llvm.extractvalue %37[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %39 = llvm.extractvalue %37[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %40 = llvm.extractvalue %37[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %41 = llvm.zext %39 : i32 to i64
    %42 = llvm.zext %38 : i32 to i64
    %43 = llvm.mul %40, %31 : i64
    %44 = llvm.ptrtoint %36 : !llvm.ptr<1> to i64
    %45 = llvm.getelementptr %35[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %35[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %35[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %35[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %35[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %35[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %52 : i64, !llvm.ptr
    %53 = llvm.udiv %44, %29 : i64
    %54 = llvm.and %53, %26 : i64
    %55 = llvm.shl %54, %27 : i64
    llvm.store %55, %45 : i64, !llvm.ptr
    %56 = llvm.sub %42, %32 : i64
    %57 = llvm.mul %56, %43 : i64
    %58 = llvm.mul %41, %29 : i64
    %59 = llvm.udiv %58, %30 : i64
    %60 = llvm.add %59, %57 : i64
    %61 = llvm.icmp "uge" %60, %25 : i64
    %62 = llvm.zext %61 : i1 to i64
    %63 = llvm.shl %62, %24 : i64
    %64 = llvm.udiv %43, %29 : i64
    %65 = llvm.shl %64, %23 : i64
    %66 = llvm.or %63, %65 : i64
    %67 = llvm.or %66, %13 : i64
    llvm.store %67, %46 : i64, !llvm.ptr
    llvm.store %33, %47 : i64, !llvm.ptr
    %68 = llvm.lshr %43, %22 : i64
    %69 = llvm.and %68, %21 : i64
    %70 = llvm.shl %69, %23 : i64
    llvm.store %70, %48 : i64, !llvm.ptr
    %71 = llvm.sub %41, %32 : i64
    %72 = llvm.and %71, %28 : i64
    %73 = llvm.shl %56, %23 : i64
    %74 = llvm.or %72, %73 : i64
    llvm.store %74, %49 : i64, !llvm.ptr
    llvm.store %33, %50 : i64, !llvm.ptr
    llvm.store %12, %51 : i64, !llvm.ptr
    llvm.store %20, %52 : i64, !llvm.ptr
    %75 = llvm.ptrtoint %35 : !llvm.ptr to i64
    %76 = llvm.inttoptr %75 : i64 to !llvm.ptr
    %77 = llvm.load %76 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %78 = llvm.insertvalue %77, %10[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %79 = llvm.extractvalue %37[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %80 = llvm.insertvalue %79, %9[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %81 = llvm.insertvalue %19, %80[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %82 = llvm.insertvalue %19, %8[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %83 = llvm.insertvalue %81, %82[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %84 = llvm.alloca %34 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %85 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %86 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %87 = llvm.extractvalue %86[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %88 = llvm.extractvalue %86[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %89 = llvm.extractvalue %86[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %90 = llvm.zext %88 : i32 to i64
    %91 = llvm.zext %87 : i32 to i64
    %92 = llvm.mul %89, %31 : i64
    %93 = llvm.ptrtoint %85 : !llvm.ptr<1> to i64
    %94 = llvm.getelementptr %84[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %84[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %84[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %84[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %84[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %84[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %84[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %84[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %33, %101 : i64, !llvm.ptr
    %102 = llvm.udiv %93, %29 : i64
    %103 = llvm.and %102, %26 : i64
    %104 = llvm.shl %103, %27 : i64
    llvm.store %104, %94 : i64, !llvm.ptr
    %105 = llvm.sub %91, %32 : i64
    %106 = llvm.mul %105, %92 : i64
    %107 = llvm.mul %90, %29 : i64
    %108 = llvm.udiv %107, %30 : i64
    %109 = llvm.add %108, %106 : i64
    %110 = llvm.icmp "uge" %109, %25 : i64
    %111 = llvm.zext %110 : i1 to i64
    %112 = llvm.shl %111, %24 : i64
    %113 = llvm.udiv %92, %29 : i64
    %114 = llvm.shl %113, %23 : i64
    %115 = llvm.or %112, %114 : i64
    %116 = llvm.or %115, %13 : i64
    llvm.store %116, %95 : i64, !llvm.ptr
    llvm.store %33, %96 : i64, !llvm.ptr
    %117 = llvm.lshr %92, %22 : i64
    %118 = llvm.and %117, %21 : i64
    %119 = llvm.shl %118, %23 : i64
    llvm.store %119, %97 : i64, !llvm.ptr
    %120 = llvm.sub %90, %32 : i64
    %121 = llvm.and %120, %28 : i64
    %122 = llvm.shl %105, %23 : i64
    %123 = llvm.or %121, %122 : i64
    llvm.store %123, %98 : i64, !llvm.ptr
    llvm.store %33, %99 : i64, !llvm.ptr
    llvm.store %12, %100 : i64, !llvm.ptr
    llvm.store %20, %101 : i64, !llvm.ptr
    %124 = llvm.ptrtoint %84 : !llvm.ptr to i64
    %125 = llvm.inttoptr %124 : i64 to !llvm.ptr
    %126 = llvm.load %125 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %127 = llvm.insertvalue %126, %10[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %128 = llvm.extractvalue %86[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %129 = llvm.insertvalue %128, %9[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %130 = llvm.insertvalue %19, %129[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %131 = llvm.insertvalue %130, %82[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %132 = llvm.extractvalue %79[0] : !llvm.struct<(i32, i32)>
    %133 = llvm.extractvalue %79[1] : !llvm.struct<(i32, i32)>
    %134 = llvm.select %6, %7, %15 : i1, i32
    %135 = llvm.add %134, %132 : i32
    %136 = llvm.sdiv %135, %18 : i32
    %137 = llvm.add %136, %15 : i32
    %138 = llvm.sub %14, %132 : i32
    %139 = llvm.sdiv %138, %18 : i32
    %140 = llvm.sub %14, %139 : i32
    %141 = llvm.icmp "slt" %132, %14 : i32
    %142 = llvm.icmp "sgt" %132, %14 : i32
    %143 = llvm.and %141, %5 : i1
    %144 = llvm.and %142, %6 : i1
    %145 = llvm.or %143, %144 : i1
    %146 = llvm.select %145, %137, %140 : i1, i32
    %147 = llvm.add %134, %133 : i32
    %148 = llvm.sdiv %147, %17 : i32
    %149 = llvm.add %148, %15 : i32
    %150 = llvm.sub %14, %133 : i32
    %151 = llvm.sdiv %150, %17 : i32
    %152 = llvm.sub %14, %151 : i32
    %153 = llvm.icmp "slt" %133, %14 : i32
    %154 = llvm.icmp "sgt" %133, %14 : i32
    %155 = llvm.and %153, %5 : i1
    %156 = llvm.and %154, %6 : i1
    %157 = llvm.or %155, %156 : i1
    %158 = llvm.select %157, %149, %152 : i1, i32
    %159 = llvm.inttoptr %33 : i64 to !llvm.ptr
    %160 = llvm.alloca %15 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %161 = llvm.alloca %15 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %162 = llvm.getelementptr %160[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %161, %162 : !llvm.ptr, !llvm.ptr
    %163 = llvm.getelementptr %160[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %163 : i32, !llvm.ptr
    %164 = llvm.getelementptr %160[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %164 : i32, !llvm.ptr
    %165 = llvm.getelementptr %160[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %165 : i32, !llvm.ptr
    %166 = llvm.getelementptr %160[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %166 : i64, !llvm.ptr
    %167 = llvm.getelementptr %160[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %146, %167 : i32, !llvm.ptr
    %168 = llvm.getelementptr %160[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %158, %168 : i32, !llvm.ptr
    %169 = llvm.getelementptr %160[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %169 : i32, !llvm.ptr
    %170 = llvm.getelementptr %160[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %170 : i32, !llvm.ptr
    %171 = llvm.getelementptr %160[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %159, %171 : !llvm.ptr, !llvm.ptr
    %172 = llvm.alloca %15 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %173 = llvm.getelementptr %172[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %160, %173 : !llvm.ptr, !llvm.ptr
    %174 = llvm.load %173 : !llvm.ptr -> !llvm.ptr
    %175 = llvm.getelementptr %174[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %176 = llvm.load %175 : !llvm.ptr -> i32
    %177 = llvm.getelementptr %174[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %178 = llvm.load %177 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%14 : i32)
  ^bb1(%179: i32):  // 2 preds: ^bb2, ^bb3
    %180 = llvm.getelementptr %178[%179] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %181 = llvm.getelementptr %180[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %181 : i32, !llvm.ptr
    %182 = llvm.getelementptr %180[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %14, %182 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // 2 preds: ^bb6, ^bb7
    %183 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %184 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %185 = llvm.call @printf(%184, %183) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %186 = llvm.add %176, %15 : i32
    llvm.store %186, %175 : i32, !llvm.ptr
    llvm.br ^bb1(%176 : i32)
  ^bb6:  // pred: ^bb0
    %187 = llvm.icmp "uge" %176, %1 : i32
    llvm.cond_br %187, ^bb5, ^bb2
  ^bb3:  // pred: ^bb8
    llvm.br ^bb1(%188 : i32)
  ^bb8:  // pred: ^bb0
    %189 = llvm.getelementptr %178[%188] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %190 = llvm.getelementptr %189[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %191 = llvm.load %190 : !llvm.ptr -> i32
    %192 = llvm.icmp "eq" %191, %4 : i32
    %193 = llvm.add %188, %15 : i32
    llvm.cond_br %192, ^bb3, ^bb0(%193 : i32)
  ^bb0(%188: i32):  // 2 preds: ^bb9, ^bb8
    %194 = llvm.icmp "uge" %188, %176 : i32
    llvm.cond_br %194, ^bb6, ^bb8
  ^bb4:  // pred: ^bb1
    %195 = llvm.load %173 : !llvm.ptr -> !llvm.ptr
    %196 = llvm.getelementptr %195[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %197 = llvm.load %196 : !llvm.ptr -> i32
    %198 = llvm.getelementptr %195[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %199 = llvm.load %198 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb10(%14 : i32)
  ^bb11(%200: i32):  // 2 preds: ^bb12, ^bb13
    %201 = llvm.getelementptr %199[%200] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %202 = llvm.getelementptr %201[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %202 : i32, !llvm.ptr
    %203 = llvm.getelementptr %201[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %14, %203 : i32, !llvm.ptr
    llvm.br ^bb14
  ^bb12:  // pred: ^bb7
    %204 = llvm.add %197, %15 : i32
    llvm.store %204, %196 : i32, !llvm.ptr
    llvm.br ^bb11(%197 : i32)
  ^bb7:  // pred: ^bb10
    %205 = llvm.icmp "uge" %197, %1 : i32
    llvm.cond_br %205, ^bb5, ^bb12
  ^bb13:  // pred: ^bb15
    llvm.br ^bb11(%206 : i32)
  ^bb15:  // pred: ^bb10
    %207 = llvm.getelementptr %199[%206] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %208 = llvm.getelementptr %207[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %209 = llvm.load %208 : !llvm.ptr -> i32
    %210 = llvm.icmp "eq" %209, %0 : i32
    %211 = llvm.add %206, %15 : i32
    llvm.cond_br %210, ^bb13, ^bb10(%211 : i32)
  ^bb10(%206: i32):  // 2 preds: ^bb4, ^bb15
    %212 = llvm.icmp "uge" %206, %197 : i32
    llvm.cond_br %212, ^bb7, ^bb15
  ^bb14:  // pred: ^bb11
    %213 = llvm.getelementptr %172[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %214 = llvm.load %213 : !llvm.ptr -> !llvm.ptr
    %215 = llvm.mlir.constant(1 : i32) : i32
    %216 = llvm.mlir.constant(4 : i32) : i32
    %217 = llvm.alloca %216 x !llvm.ptr : (i32) -> !llvm.ptr
    %218 = llvm.mlir.constant(0 : i32) : i32
    %219 = llvm.alloca %215 x !llvm.struct<(struct<(array<16 x i64>)>)> : (i32) -> !llvm.ptr
    llvm.store %78, %219 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %220 = llvm.getelementptr %217[%218] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %219, %220 : !llvm.ptr, !llvm.ptr
    %221 = llvm.mlir.constant(1 : i32) : i32
    %222 = llvm.alloca %215 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %83, %222 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %223 = llvm.getelementptr %217[%221] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %222, %223 : !llvm.ptr, !llvm.ptr
    %224 = llvm.mlir.constant(2 : i32) : i32
    %225 = llvm.alloca %215 x !llvm.struct<(struct<(array<16 x i64>)>)> : (i32) -> !llvm.ptr
    llvm.store %127, %225 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %226 = llvm.getelementptr %217[%224] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %225, %226 : !llvm.ptr, !llvm.ptr
    %227 = llvm.mlir.constant(3 : i32) : i32
    %228 = llvm.alloca %215 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %131, %228 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %229 = llvm.getelementptr %217[%227] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %228, %229 : !llvm.ptr, !llvm.ptr
    %230 = llvm.mlir.addressof @kernels_kernel_cutlass_copy_tma_kernel~ : !llvm.ptr
    %231 = llvm.load %230 : !llvm.ptr -> !llvm.ptr
    %232 = llvm.call @_cudaLaunchKernelEx(%214, %231, %217) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %233 = llvm.mlir.constant(0 : i32) : i32
    %234 = llvm.icmp "eq" %232, %233 : i32
    llvm.cond_br %234, ^bb16, ^bb17
  ^bb16:  // pred: ^bb14
    llvm.br ^bb18
  ^bb17:  // pred: ^bb14
    llvm.return %232 : i32
  ^bb18:  // pred: ^bb16
    llvm.return %14 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_tma~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_tma~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
