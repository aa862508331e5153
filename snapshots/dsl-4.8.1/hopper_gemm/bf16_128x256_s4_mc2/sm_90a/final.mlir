// irscope snapshot: hopper_gemm:bf16_128x256_s4_mc2@sm_90a after cuda-error-handling#1 (final)
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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_hopper_gemm_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_hopper_gemm_kernel~' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_binary("<binary: 36203 chars escaped, sha256 bd13a2744348fbba>") {addr_space = 0 : i32, alignment = 8 : i64}
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
  llvm.mlir.global internal @kernels_kernel_cutlass_hopper_gemm_kernel~() {addr_space = 0 : i32, cu_attrs = {max_dynamic_shared_size_bytes = -1 : i32, non_portable_cluster_size_allowed = 1 : i32}} : !llvm.ptr
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
    %12 = llvm.mlir.addressof @kernels_kernel_cutlass_hopper_gemm_kernel~ : !llvm.ptr
    %13 = llvm.mlir.constant("kernel_cutlass_hopper_gemm_kernel~\00") : !llvm.array<190 x i8>
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
    %7 = llvm.mlir.addressof @kernels_kernel_cutlass_hopper_gemm_kernel~ : !llvm.ptr
    %8 = llvm.mlir.constant("kernel_cutlass_hopper_gemm_kernel~\00") : !llvm.array<190 x i8>
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
  llvm.func @cutlass_hopper_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(4 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %6 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %8 = llvm.mlir.constant(127 : i64) : i64
    %9 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %10 = llvm.mlir.constant(288018 : i64) : i64
    %11 = llvm.mlir.poison : !llvm.struct<()>
    %12 = llvm.mlir.constant(15 : i64) : i64
    %13 = llvm.mlir.constant(36 : i64) : i64
    %14 = llvm.mlir.constant(32 : i64) : i64
    %15 = llvm.mlir.constant(21 : i64) : i64
    %16 = llvm.mlir.constant(131072 : i64) : i64
    %17 = llvm.mlir.constant(8 : i64) : i64
    %18 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %19 = llvm.mlir.constant(16 : i64) : i64
    %20 = llvm.mlir.constant(4 : i64) : i64
    %21 = llvm.mlir.constant(4294967295 : i64) : i64
    %22 = llvm.mlir.constant(2 : i64) : i64
    %23 = llvm.mlir.constant(1 : i64) : i64
    %24 = llvm.mlir.constant(16 : i32) : i32
    %25 = llvm.mlir.constant(198656 : i64) : i64
    %26 = llvm.mlir.constant(2 : i32) : i32
    %27 = llvm.mlir.constant(0 : i32) : i32
    %28 = llvm.mlir.constant(1 : i32) : i32
    %29 = llvm.mlir.constant(0 : i64) : i64
    %30 = llvm.mlir.constant(256 : i32) : i32
    %31 = llvm.mlir.constant(128 : i32) : i32
    %32 = llvm.mlir.constant(false) : i1
    %33 = llvm.mlir.poison : !llvm.struct<(i1)>
    %34 = llvm.insertvalue %32, %33[0] : !llvm.struct<(i1)>
    %35 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %36 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %37 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %38 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %40 = llvm.sext %38 : i32 to i64
    %41 = llvm.sext %37 : i32 to i64
    %42 = llvm.mul %39, %22 : i64
    %43 = llvm.ptrtoint %36 : !llvm.ptr<1> to i64
    %44 = llvm.getelementptr %35[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %35[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %35[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %35[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %35[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %35[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %51 : i64, !llvm.ptr
    %52 = llvm.udiv %43, %19 : i64
    %53 = llvm.and %52, %18 : i64
    %54 = llvm.shl %53, %20 : i64
    llvm.store %54, %44 : i64, !llvm.ptr
    %55 = llvm.sub %41, %23 : i64
    %56 = llvm.mul %55, %42 : i64
    %57 = llvm.mul %40, %19 : i64
    %58 = llvm.udiv %57, %17 : i64
    %59 = llvm.add %58, %56 : i64
    %60 = llvm.icmp "uge" %59, %16 : i64
    %61 = llvm.zext %60 : i1 to i64
    %62 = llvm.shl %61, %15 : i64
    %63 = llvm.udiv %42, %19 : i64
    %64 = llvm.shl %63, %14 : i64
    %65 = llvm.or %62, %64 : i64
    %66 = llvm.or %65, %10 : i64
    llvm.store %66, %45 : i64, !llvm.ptr
    llvm.store %29, %46 : i64, !llvm.ptr
    %67 = llvm.lshr %42, %13 : i64
    %68 = llvm.and %67, %12 : i64
    %69 = llvm.shl %68, %14 : i64
    llvm.store %69, %47 : i64, !llvm.ptr
    %70 = llvm.sub %40, %23 : i64
    %71 = llvm.and %70, %21 : i64
    %72 = llvm.shl %55, %14 : i64
    %73 = llvm.or %71, %72 : i64
    llvm.store %73, %48 : i64, !llvm.ptr
    llvm.store %29, %49 : i64, !llvm.ptr
    llvm.store %9, %50 : i64, !llvm.ptr
    llvm.store %8, %51 : i64, !llvm.ptr
    %74 = llvm.ptrtoint %35 : !llvm.ptr to i64
    %75 = llvm.inttoptr %74 : i64 to !llvm.ptr
    %76 = llvm.load %75 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %77 = llvm.insertvalue %76, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %78 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %79 = llvm.insertvalue %78, %6[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %80 = llvm.insertvalue %11, %79[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %81 = llvm.insertvalue %11, %5[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %82 = llvm.insertvalue %80, %81[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %83 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %84 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %85 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %86 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %87 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %88 = llvm.sext %86 : i32 to i64
    %89 = llvm.sext %85 : i32 to i64
    %90 = llvm.mul %87, %22 : i64
    %91 = llvm.ptrtoint %84 : !llvm.ptr<1> to i64
    %92 = llvm.getelementptr %83[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %92 : i64, !llvm.ptr
    %93 = llvm.getelementptr %83[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %83[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %83[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %83[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %83[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %83[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %83[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %99 : i64, !llvm.ptr
    %100 = llvm.udiv %91, %19 : i64
    %101 = llvm.and %100, %18 : i64
    %102 = llvm.shl %101, %20 : i64
    llvm.store %102, %92 : i64, !llvm.ptr
    %103 = llvm.sub %89, %23 : i64
    %104 = llvm.mul %103, %90 : i64
    %105 = llvm.mul %88, %19 : i64
    %106 = llvm.udiv %105, %17 : i64
    %107 = llvm.add %106, %104 : i64
    %108 = llvm.icmp "uge" %107, %16 : i64
    %109 = llvm.zext %108 : i1 to i64
    %110 = llvm.shl %109, %15 : i64
    %111 = llvm.udiv %90, %19 : i64
    %112 = llvm.shl %111, %14 : i64
    %113 = llvm.or %110, %112 : i64
    %114 = llvm.or %113, %10 : i64
    llvm.store %114, %93 : i64, !llvm.ptr
    llvm.store %29, %94 : i64, !llvm.ptr
    %115 = llvm.lshr %90, %13 : i64
    %116 = llvm.and %115, %12 : i64
    %117 = llvm.shl %116, %14 : i64
    llvm.store %117, %95 : i64, !llvm.ptr
    %118 = llvm.sub %88, %23 : i64
    %119 = llvm.and %118, %21 : i64
    %120 = llvm.shl %103, %14 : i64
    %121 = llvm.or %119, %120 : i64
    llvm.store %121, %96 : i64, !llvm.ptr
    llvm.store %29, %97 : i64, !llvm.ptr
    llvm.store %9, %98 : i64, !llvm.ptr
    llvm.store %8, %99 : i64, !llvm.ptr
    %122 = llvm.ptrtoint %83 : !llvm.ptr to i64
    %123 = llvm.inttoptr %122 : i64 to !llvm.ptr
    %124 = llvm.load %123 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %125 = llvm.insertvalue %124, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %126 = llvm.extractvalue %arg1[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %127 = llvm.insertvalue %126, %6[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %128 = llvm.insertvalue %11, %127[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %129 = llvm.insertvalue %128, %81[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %130 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %131 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %132 = llvm.sdiv %130, %31 : i32
    %133 = llvm.mul %132, %31 : i32
    %134 = llvm.icmp "ne" %130, %133 : i32
    %135 = llvm.icmp "slt" %130, %27 : i32
    %136 = llvm.icmp "eq" %135, %32 : i1
    %137 = llvm.and %134, %136 : i1
    %138 = llvm.add %132, %28 : i32
    %139 = llvm.select %137, %138, %132 : i1, i32
    %140 = llvm.sdiv %131, %30 : i32
    %141 = llvm.mul %140, %30 : i32
    %142 = llvm.icmp "ne" %131, %141 : i32
    %143 = llvm.icmp "slt" %131, %27 : i32
    %144 = llvm.icmp "eq" %143, %32 : i1
    %145 = llvm.and %142, %144 : i1
    %146 = llvm.add %140, %28 : i32
    %147 = llvm.select %145, %146, %140 : i1, i32
    %148 = llvm.inttoptr %29 : i64 to !llvm.ptr
    %149 = llvm.alloca %28 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %150 = llvm.alloca %28 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %151 = llvm.getelementptr %149[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %150, %151 : !llvm.ptr, !llvm.ptr
    %152 = llvm.getelementptr %149[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %30, %152 : i32, !llvm.ptr
    %153 = llvm.getelementptr %149[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %28, %153 : i32, !llvm.ptr
    %154 = llvm.getelementptr %149[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %28, %154 : i32, !llvm.ptr
    %155 = llvm.getelementptr %149[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %25, %155 : i64, !llvm.ptr
    %156 = llvm.getelementptr %149[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %139, %156 : i32, !llvm.ptr
    %157 = llvm.getelementptr %149[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %147, %157 : i32, !llvm.ptr
    %158 = llvm.getelementptr %149[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %28, %158 : i32, !llvm.ptr
    %159 = llvm.getelementptr %149[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %27, %159 : i32, !llvm.ptr
    %160 = llvm.getelementptr %149[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %148, %160 : !llvm.ptr, !llvm.ptr
    %161 = llvm.alloca %28 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %162 = llvm.getelementptr %161[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %149, %162 : !llvm.ptr, !llvm.ptr
    %163 = llvm.load %162 : !llvm.ptr -> !llvm.ptr
    %164 = llvm.getelementptr %163[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %165 = llvm.load %164 : !llvm.ptr -> i32
    %166 = llvm.getelementptr %163[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %167 = llvm.load %166 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%27 : i32)
  ^bb1(%168: i32):  // 2 preds: ^bb2, ^bb3
    %169 = llvm.getelementptr %167[%168] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %170 = llvm.getelementptr %169[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %170 : i32, !llvm.ptr
    %171 = llvm.getelementptr %169[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %27, %171 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %172 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %173 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %174 = llvm.call @printf(%173, %172) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %175 = llvm.add %165, %28 : i32
    llvm.store %175, %164 : i32, !llvm.ptr
    llvm.br ^bb1(%165 : i32)
  ^bb6:  // pred: ^bb0
    %176 = llvm.icmp "uge" %165, %1 : i32
    llvm.cond_br %176, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%177 : i32)
  ^bb7:  // pred: ^bb0
    %178 = llvm.getelementptr %167[%177] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %179 = llvm.getelementptr %178[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %180 = llvm.load %179 : !llvm.ptr -> i32
    %181 = llvm.icmp "eq" %180, %4 : i32
    %182 = llvm.add %177, %28 : i32
    llvm.cond_br %181, ^bb3, ^bb0(%182 : i32)
  ^bb0(%177: i32):  // 2 preds: ^bb8, ^bb7
    %183 = llvm.icmp "uge" %177, %165 : i32
    llvm.cond_br %183, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %184 = llvm.load %162 : !llvm.ptr -> !llvm.ptr
    %185 = llvm.getelementptr %184[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %186 = llvm.load %185 : !llvm.ptr -> i32
    %187 = llvm.getelementptr %184[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %188 = llvm.load %187 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb9(%27 : i32)
  ^bb10(%189: i32):  // 2 preds: ^bb11, ^bb12
    %190 = llvm.getelementptr %188[%189] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %191 = llvm.getelementptr %190[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %191 : i32, !llvm.ptr
    %192 = llvm.getelementptr %190[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %193 = llvm.getelementptr %192[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %26, %193 : i32, !llvm.ptr
    %194 = llvm.getelementptr %192[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %28, %194 : i32, !llvm.ptr
    %195 = llvm.getelementptr %192[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %28, %195 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %196 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %197 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %198 = llvm.call @printf(%197, %196) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %199 = llvm.add %186, %28 : i32
    llvm.store %199, %185 : i32, !llvm.ptr
    llvm.br ^bb10(%186 : i32)
  ^bb15:  // pred: ^bb9
    %200 = llvm.icmp "uge" %186, %1 : i32
    llvm.cond_br %200, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%201 : i32)
  ^bb16:  // pred: ^bb9
    %202 = llvm.getelementptr %188[%201] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %203 = llvm.getelementptr %202[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %204 = llvm.load %203 : !llvm.ptr -> i32
    %205 = llvm.icmp "eq" %204, %0 : i32
    %206 = llvm.add %201, %28 : i32
    llvm.cond_br %205, ^bb12, ^bb9(%206 : i32)
  ^bb9(%201: i32):  // 2 preds: ^bb4, ^bb16
    %207 = llvm.icmp "uge" %201, %186 : i32
    llvm.cond_br %207, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %208 = llvm.load %162 : !llvm.ptr -> !llvm.ptr
    %209 = llvm.getelementptr %208[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %210 = llvm.load %209 : !llvm.ptr -> i32
    %211 = llvm.getelementptr %208[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %212 = llvm.load %211 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb17(%27 : i32)
  ^bb18(%213: i32):  // 2 preds: ^bb19, ^bb20
    %214 = llvm.getelementptr %212[%213] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %215 = llvm.getelementptr %214[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %26, %215 : i32, !llvm.ptr
    %216 = llvm.getelementptr %214[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %27, %216 : i32, !llvm.ptr
    llvm.br ^bb21
  ^bb22:  // pred: ^bb23
    %217 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %218 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %219 = llvm.call @printf(%218, %217) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb23
    %220 = llvm.add %210, %28 : i32
    llvm.store %220, %209 : i32, !llvm.ptr
    llvm.br ^bb18(%210 : i32)
  ^bb23:  // pred: ^bb17
    %221 = llvm.icmp "uge" %210, %1 : i32
    llvm.cond_br %221, ^bb22, ^bb19
  ^bb20:  // pred: ^bb24
    llvm.br ^bb18(%222 : i32)
  ^bb24:  // pred: ^bb17
    %223 = llvm.getelementptr %212[%222] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %224 = llvm.getelementptr %223[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %225 = llvm.load %224 : !llvm.ptr -> i32
    %226 = llvm.icmp "eq" %225, %26 : i32
    %227 = llvm.add %222, %28 : i32
    llvm.cond_br %226, ^bb20, ^bb17(%227 : i32)
  ^bb17(%222: i32):  // 2 preds: ^bb13, ^bb24
    %228 = llvm.icmp "uge" %222, %210 : i32
    llvm.cond_br %228, ^bb23, ^bb24
  ^bb21:  // pred: ^bb18
    %229 = llvm.getelementptr %161[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %230 = llvm.load %229 : !llvm.ptr -> !llvm.ptr
    %231 = llvm.mlir.constant(1 : i32) : i32
    %232 = llvm.mlir.constant(6 : i32) : i32
    %233 = llvm.alloca %232 x !llvm.ptr : (i32) -> !llvm.ptr
    %234 = llvm.mlir.constant(0 : i32) : i32
    %235 = llvm.alloca %231 x !llvm.struct<(i1)> : (i32) -> !llvm.ptr
    llvm.store %34, %235 : !llvm.struct<(i1)>, !llvm.ptr
    %236 = llvm.getelementptr %233[%234] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %235, %236 : !llvm.ptr, !llvm.ptr
    %237 = llvm.mlir.constant(1 : i32) : i32
    %238 = llvm.alloca %231 x !llvm.struct<(struct<(array<16 x i64>)>)> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    llvm.store %77, %238 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %239 = llvm.getelementptr %233[%237] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %238, %239 : !llvm.ptr, !llvm.ptr
    %240 = llvm.mlir.constant(2 : i32) : i32
    %241 = llvm.alloca %231 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %82, %241 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %242 = llvm.getelementptr %233[%240] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %241, %242 : !llvm.ptr, !llvm.ptr
    %243 = llvm.mlir.constant(3 : i32) : i32
    %244 = llvm.alloca %231 x !llvm.struct<(struct<(array<16 x i64>)>)> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    llvm.store %125, %244 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %245 = llvm.getelementptr %233[%243] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %244, %245 : !llvm.ptr, !llvm.ptr
    %246 = llvm.mlir.constant(4 : i32) : i32
    %247 = llvm.alloca %231 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %129, %247 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %248 = llvm.getelementptr %233[%246] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %247, %248 : !llvm.ptr, !llvm.ptr
    %249 = llvm.mlir.constant(5 : i32) : i32
    %250 = llvm.alloca %231 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %arg2, %250 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %251 = llvm.getelementptr %233[%249] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %250, %251 : !llvm.ptr, !llvm.ptr
    %252 = llvm.mlir.addressof @kernels_kernel_cutlass_hopper_gemm_kernel~ : !llvm.ptr
    %253 = llvm.load %252 : !llvm.ptr -> !llvm.ptr
    %254 = llvm.call @_cudaLaunchKernelEx(%230, %253, %233) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %255 = llvm.mlir.constant(0 : i32) : i32
    %256 = llvm.icmp "eq" %254, %255 : i32
    llvm.cond_br %256, ^bb25, ^bb26
  ^bb25:  // pred: ^bb21
    llvm.br ^bb27
  ^bb26:  // pred: ^bb21
    llvm.return %254 : i32
  ^bb27:  // pred: ^bb25
    llvm.return %27 : i32
  }
  llvm.func @_mlir_ciface_cutlass_hopper_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_hopper_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
