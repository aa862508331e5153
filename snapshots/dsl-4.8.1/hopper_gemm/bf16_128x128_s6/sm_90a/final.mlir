// irscope snapshot: hopper_gemm:bf16_128x128_s6@sm_90a after cuda-error-handling#1 (final)
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
  llvm.mlir.global internal constant @kernels_binary("<binary: 36215 chars escaped, sha256 6cbfde8ef747993e>") {addr_space = 0 : i32, alignment = 8 : i64}
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
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.mlir.constant(17 : i32) : i32
    %3 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %4 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %5 = llvm.mlir.constant(6 : i32) : i32
    %6 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %8 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %9 = llvm.mlir.constant(127 : i64) : i64
    %10 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %11 = llvm.mlir.constant(288018 : i64) : i64
    %12 = llvm.mlir.poison : !llvm.struct<()>
    %13 = llvm.mlir.constant(15 : i64) : i64
    %14 = llvm.mlir.constant(36 : i64) : i64
    %15 = llvm.mlir.constant(32 : i64) : i64
    %16 = llvm.mlir.constant(21 : i64) : i64
    %17 = llvm.mlir.constant(131072 : i64) : i64
    %18 = llvm.mlir.constant(8 : i64) : i64
    %19 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %20 = llvm.mlir.constant(16 : i64) : i64
    %21 = llvm.mlir.constant(4 : i64) : i64
    %22 = llvm.mlir.constant(4294967295 : i64) : i64
    %23 = llvm.mlir.constant(2 : i64) : i64
    %24 = llvm.mlir.constant(1 : i64) : i64
    %25 = llvm.mlir.constant(16 : i32) : i32
    %26 = llvm.mlir.constant(198656 : i64) : i64
    %27 = llvm.mlir.constant(0 : i32) : i32
    %28 = llvm.mlir.constant(1 : i32) : i32
    %29 = llvm.mlir.constant(0 : i64) : i64
    %30 = llvm.mlir.constant(128 : i32) : i32
    %31 = llvm.mlir.constant(false) : i1
    %32 = llvm.mlir.poison : !llvm.struct<(i1)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(i1)>
    %34 = llvm.alloca %25 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %35 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %36 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %37 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %38 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.sext %37 : i32 to i64
    %40 = llvm.sext %36 : i32 to i64
    %41 = llvm.mul %38, %23 : i64
    %42 = llvm.ptrtoint %35 : !llvm.ptr<1> to i64
    %43 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %34[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %34[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %34[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %34[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %34[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %34[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %34[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %50 : i64, !llvm.ptr
    %51 = llvm.udiv %42, %20 : i64
    %52 = llvm.and %51, %19 : i64
    %53 = llvm.shl %52, %21 : i64
    llvm.store %53, %43 : i64, !llvm.ptr
    %54 = llvm.sub %40, %24 : i64
    %55 = llvm.mul %54, %41 : i64
    %56 = llvm.mul %39, %20 : i64
    %57 = llvm.udiv %56, %18 : i64
    %58 = llvm.add %57, %55 : i64
    %59 = llvm.icmp "uge" %58, %17 : i64
    %60 = llvm.zext %59 : i1 to i64
    %61 = llvm.shl %60, %16 : i64
    %62 = llvm.udiv %41, %20 : i64
    %63 = llvm.shl %62, %15 : i64
    %64 = llvm.or %61, %63 : i64
    %65 = llvm.or %64, %11 : i64
    llvm.store %65, %44 : i64, !llvm.ptr
    llvm.store %29, %45 : i64, !llvm.ptr
    %66 = llvm.lshr %41, %14 : i64
    %67 = llvm.and %66, %13 : i64
    %68 = llvm.shl %67, %15 : i64
    llvm.store %68, %46 : i64, !llvm.ptr
    %69 = llvm.sub %39, %24 : i64
    %70 = llvm.and %69, %22 : i64
    %71 = llvm.shl %54, %15 : i64
    %72 = llvm.or %70, %71 : i64
    llvm.store %72, %47 : i64, !llvm.ptr
    llvm.store %29, %48 : i64, !llvm.ptr
    llvm.store %10, %49 : i64, !llvm.ptr
    llvm.store %9, %50 : i64, !llvm.ptr
    %73 = llvm.ptrtoint %34 : !llvm.ptr to i64
    %74 = llvm.inttoptr %73 : i64 to !llvm.ptr
    %75 = llvm.load %74 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %76 = llvm.insertvalue %75, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %77 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %78 = llvm.insertvalue %77, %7[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %79 = llvm.insertvalue %12, %78[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %80 = llvm.insertvalue %12, %6[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %81 = llvm.insertvalue %79, %80[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %82 = llvm.alloca %25 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %83 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %84 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %85 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %86 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %87 = llvm.sext %85 : i32 to i64
    %88 = llvm.sext %84 : i32 to i64
    %89 = llvm.mul %86, %23 : i64
    %90 = llvm.ptrtoint %83 : !llvm.ptr<1> to i64
    %91 = llvm.getelementptr %82[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %82[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %92 : i64, !llvm.ptr
    %93 = llvm.getelementptr %82[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %82[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %82[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %82[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %82[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %82[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %98 : i64, !llvm.ptr
    %99 = llvm.udiv %90, %20 : i64
    %100 = llvm.and %99, %19 : i64
    %101 = llvm.shl %100, %21 : i64
    llvm.store %101, %91 : i64, !llvm.ptr
    %102 = llvm.sub %88, %24 : i64
    %103 = llvm.mul %102, %89 : i64
    %104 = llvm.mul %87, %20 : i64
    %105 = llvm.udiv %104, %18 : i64
    %106 = llvm.add %105, %103 : i64
    %107 = llvm.icmp "uge" %106, %17 : i64
    %108 = llvm.zext %107 : i1 to i64
    %109 = llvm.shl %108, %16 : i64
    %110 = llvm.udiv %89, %20 : i64
    %111 = llvm.shl %110, %15 : i64
    %112 = llvm.or %109, %111 : i64
    %113 = llvm.or %112, %11 : i64
    llvm.store %113, %92 : i64, !llvm.ptr
    llvm.store %29, %93 : i64, !llvm.ptr
    %114 = llvm.lshr %89, %14 : i64
    %115 = llvm.and %114, %13 : i64
    %116 = llvm.shl %115, %15 : i64
    llvm.store %116, %94 : i64, !llvm.ptr
    %117 = llvm.sub %87, %24 : i64
    %118 = llvm.and %117, %22 : i64
    %119 = llvm.shl %102, %15 : i64
    %120 = llvm.or %118, %119 : i64
    llvm.store %120, %95 : i64, !llvm.ptr
    llvm.store %29, %96 : i64, !llvm.ptr
    llvm.store %10, %97 : i64, !llvm.ptr
    llvm.store %9, %98 : i64, !llvm.ptr
    %121 = llvm.ptrtoint %82 : !llvm.ptr to i64
    %122 = llvm.inttoptr %121 : i64 to !llvm.ptr
    %123 = llvm.load %122 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %124 = llvm.insertvalue %123, %8[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %125 = llvm.extractvalue %arg1[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %126 = llvm.insertvalue %125, %7[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %127 = llvm.insertvalue %12, %126[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %128 = llvm.insertvalue %127, %80[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %129 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %130 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %131 = llvm.sdiv %129, %30 : i32
    %132 = llvm.mul %131, %30 : i32
    %133 = llvm.icmp "ne" %129, %132 : i32
    %134 = llvm.icmp "slt" %129, %27 : i32
    %135 = llvm.icmp "eq" %134, %31 : i1
    %136 = llvm.and %133, %135 : i1
    %137 = llvm.add %131, %28 : i32
    %138 = llvm.select %136, %137, %131 : i1, i32
    %139 = llvm.sdiv %130, %30 : i32
    %140 = llvm.mul %139, %30 : i32
    %141 = llvm.icmp "ne" %130, %140 : i32
    %142 = llvm.icmp "slt" %130, %27 : i32
    %143 = llvm.icmp "eq" %142, %31 : i1
    %144 = llvm.and %141, %143 : i1
    %145 = llvm.add %139, %28 : i32
    %146 = llvm.select %144, %145, %139 : i1, i32
    %147 = llvm.inttoptr %29 : i64 to !llvm.ptr
    %148 = llvm.alloca %28 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %149 = llvm.alloca %28 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %150 = llvm.getelementptr %148[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %149, %150 : !llvm.ptr, !llvm.ptr
    %151 = llvm.getelementptr %148[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %30, %151 : i32, !llvm.ptr
    %152 = llvm.getelementptr %148[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %28, %152 : i32, !llvm.ptr
    %153 = llvm.getelementptr %148[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %28, %153 : i32, !llvm.ptr
    %154 = llvm.getelementptr %148[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %26, %154 : i64, !llvm.ptr
    %155 = llvm.getelementptr %148[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %138, %155 : i32, !llvm.ptr
    %156 = llvm.getelementptr %148[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %146, %156 : i32, !llvm.ptr
    %157 = llvm.getelementptr %148[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %28, %157 : i32, !llvm.ptr
    %158 = llvm.getelementptr %148[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %27, %158 : i32, !llvm.ptr
    %159 = llvm.getelementptr %148[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %147, %159 : !llvm.ptr, !llvm.ptr
    %160 = llvm.alloca %28 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %161 = llvm.getelementptr %160[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %148, %161 : !llvm.ptr, !llvm.ptr
    %162 = llvm.load %161 : !llvm.ptr -> !llvm.ptr
    %163 = llvm.getelementptr %162[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %164 = llvm.load %163 : !llvm.ptr -> i32
    %165 = llvm.getelementptr %162[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %166 = llvm.load %165 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%27 : i32)
  ^bb1(%167: i32):  // 2 preds: ^bb2, ^bb3
    %168 = llvm.getelementptr %166[%167] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %169 = llvm.getelementptr %168[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %169 : i32, !llvm.ptr
    %170 = llvm.getelementptr %168[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %27, %170 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %171 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %172 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %173 = llvm.call @printf(%172, %171) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %174 = llvm.add %164, %28 : i32
    llvm.store %174, %163 : i32, !llvm.ptr
    llvm.br ^bb1(%164 : i32)
  ^bb6:  // pred: ^bb0
    %175 = llvm.icmp "uge" %164, %2 : i32
    llvm.cond_br %175, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%176 : i32)
  ^bb7:  // pred: ^bb0
    %177 = llvm.getelementptr %166[%176] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %178 = llvm.getelementptr %177[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %179 = llvm.load %178 : !llvm.ptr -> i32
    %180 = llvm.icmp "eq" %179, %5 : i32
    %181 = llvm.add %176, %28 : i32
    llvm.cond_br %180, ^bb3, ^bb0(%181 : i32)
  ^bb0(%176: i32):  // 2 preds: ^bb8, ^bb7
    %182 = llvm.icmp "uge" %176, %164 : i32
    llvm.cond_br %182, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %183 = llvm.load %161 : !llvm.ptr -> !llvm.ptr
    %184 = llvm.getelementptr %183[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %185 = llvm.load %184 : !llvm.ptr -> i32
    %186 = llvm.getelementptr %183[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %187 = llvm.load %186 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb9(%27 : i32)
  ^bb10(%188: i32):  // 2 preds: ^bb11, ^bb12
    %189 = llvm.getelementptr %187[%188] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %190 = llvm.getelementptr %189[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %1, %190 : i32, !llvm.ptr
    %191 = llvm.getelementptr %189[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %192 = llvm.getelementptr %191[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %28, %192 : i32, !llvm.ptr
    %193 = llvm.getelementptr %191[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %28, %193 : i32, !llvm.ptr
    %194 = llvm.getelementptr %191[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %28, %194 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %195 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %196 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %197 = llvm.call @printf(%196, %195) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %198 = llvm.add %185, %28 : i32
    llvm.store %198, %184 : i32, !llvm.ptr
    llvm.br ^bb10(%185 : i32)
  ^bb15:  // pred: ^bb9
    %199 = llvm.icmp "uge" %185, %2 : i32
    llvm.cond_br %199, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%200 : i32)
  ^bb16:  // pred: ^bb9
    %201 = llvm.getelementptr %187[%200] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %202 = llvm.getelementptr %201[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %203 = llvm.load %202 : !llvm.ptr -> i32
    %204 = llvm.icmp "eq" %203, %1 : i32
    %205 = llvm.add %200, %28 : i32
    llvm.cond_br %204, ^bb12, ^bb9(%205 : i32)
  ^bb9(%200: i32):  // 2 preds: ^bb4, ^bb16
    %206 = llvm.icmp "uge" %200, %185 : i32
    llvm.cond_br %206, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %207 = llvm.load %161 : !llvm.ptr -> !llvm.ptr
    %208 = llvm.getelementptr %207[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %209 = llvm.load %208 : !llvm.ptr -> i32
    %210 = llvm.getelementptr %207[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %211 = llvm.load %210 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb17(%27 : i32)
  ^bb18(%212: i32):  // 2 preds: ^bb19, ^bb20
    %213 = llvm.getelementptr %211[%212] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %214 = llvm.getelementptr %213[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %214 : i32, !llvm.ptr
    %215 = llvm.getelementptr %213[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %27, %215 : i32, !llvm.ptr
    llvm.br ^bb21
  ^bb22:  // pred: ^bb23
    %216 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %217 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %218 = llvm.call @printf(%217, %216) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb23
    %219 = llvm.add %209, %28 : i32
    llvm.store %219, %208 : i32, !llvm.ptr
    llvm.br ^bb18(%209 : i32)
  ^bb23:  // pred: ^bb17
    %220 = llvm.icmp "uge" %209, %2 : i32
    llvm.cond_br %220, ^bb22, ^bb19
  ^bb20:  // pred: ^bb24
    llvm.br ^bb18(%221 : i32)
  ^bb24:  // pred: ^bb17
    %222 = llvm.getelementptr %211[%221] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %223 = llvm.getelementptr %222[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %224 = llvm.load %223 : !llvm.ptr -> i32
    %225 = llvm.icmp "eq" %224, %0 : i32
    %226 = llvm.add %221, %28 : i32
    llvm.cond_br %225, ^bb20, ^bb17(%226 : i32)
  ^bb17(%221: i32):  // 2 preds: ^bb13, ^bb24
    %227 = llvm.icmp "uge" %221, %209 : i32
    llvm.cond_br %227, ^bb23, ^bb24
  ^bb21:  // pred: ^bb18
    %228 = llvm.getelementptr %160[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %229 = llvm.load %228 : !llvm.ptr -> !llvm.ptr
    %230 = llvm.mlir.constant(1 : i32) : i32
    %231 = llvm.mlir.constant(6 : i32) : i32
    %232 = llvm.alloca %231 x !llvm.ptr : (i32) -> !llvm.ptr
    %233 = llvm.mlir.constant(0 : i32) : i32
    %234 = llvm.alloca %230 x !llvm.struct<(i1)> : (i32) -> !llvm.ptr
    llvm.store %33, %234 : !llvm.struct<(i1)>, !llvm.ptr
    %235 = llvm.getelementptr %232[%233] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %234, %235 : !llvm.ptr, !llvm.ptr
    %236 = llvm.mlir.constant(1 : i32) : i32
    %237 = llvm.alloca %230 x !llvm.struct<(struct<(array<16 x i64>)>)> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    llvm.store %76, %237 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %238 = llvm.getelementptr %232[%236] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %237, %238 : !llvm.ptr, !llvm.ptr
    %239 = llvm.mlir.constant(2 : i32) : i32
    %240 = llvm.alloca %230 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %81, %240 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %241 = llvm.getelementptr %232[%239] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %240, %241 : !llvm.ptr, !llvm.ptr
    %242 = llvm.mlir.constant(3 : i32) : i32
    %243 = llvm.alloca %230 x !llvm.struct<(struct<(array<16 x i64>)>)> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    llvm.store %124, %243 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %244 = llvm.getelementptr %232[%242] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %243, %244 : !llvm.ptr, !llvm.ptr
    %245 = llvm.mlir.constant(4 : i32) : i32
    %246 = llvm.alloca %230 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %128, %246 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %247 = llvm.getelementptr %232[%245] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %246, %247 : !llvm.ptr, !llvm.ptr
    %248 = llvm.mlir.constant(5 : i32) : i32
    %249 = llvm.alloca %230 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %arg2, %249 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %250 = llvm.getelementptr %232[%248] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %249, %250 : !llvm.ptr, !llvm.ptr
    %251 = llvm.mlir.addressof @kernels_kernel_cutlass_hopper_gemm_kernel~ : !llvm.ptr
    %252 = llvm.load %251 : !llvm.ptr -> !llvm.ptr
    %253 = llvm.call @_cudaLaunchKernelEx(%229, %252, %232) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %254 = llvm.mlir.constant(0 : i32) : i32
    %255 = llvm.icmp "eq" %253, %254 : i32
    llvm.cond_br %255, ^bb25, ^bb26
  ^bb25:  // pred: ^bb21
    llvm.br ^bb27
  ^bb26:  // pred: ^bb21
    llvm.return %253 : i32
  ^bb27:  // pred: ^bb25
    llvm.return %27 : i32
  }
  llvm.func @_mlir_ciface_cutlass_hopper_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_hopper_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
