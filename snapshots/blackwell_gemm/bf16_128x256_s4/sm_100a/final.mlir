// irscope snapshot: blackwell_gemm:bf16_128x256_s4@sm_100a after cuda-error-handling#1 (final)
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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_blackwell_gemm_kernel~' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_binary("<binary: 70324 chars escaped, sha256 24e09b72474966a1>") {addr_space = 0 : i32, alignment = 8 : i64}
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
  llvm.mlir.global internal @kernels_kernel_cutlass_blackwell_gemm_kernel~() {addr_space = 0 : i32, cu_attrs = {max_dynamic_shared_size_bytes = -1 : i32, non_portable_cluster_size_allowed = 1 : i32}} : !llvm.ptr
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
    %12 = llvm.mlir.addressof @kernels_kernel_cutlass_blackwell_gemm_kernel~ : !llvm.ptr
    %13 = llvm.mlir.constant("kernel_cutlass_blackwell_gemm_kernel~\00") : !llvm.array<190 x i8>
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
    %7 = llvm.mlir.addressof @kernels_kernel_cutlass_blackwell_gemm_kernel~ : !llvm.ptr
    %8 = llvm.mlir.constant("kernel_cutlass_blackwell_gemm_kernel~\00") : !llvm.array<190 x i8>
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
  llvm.func @cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(true) : i1
    %6 = llvm.mlir.constant(-1 : i32) : i32
    %7 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %8 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %9 = llvm.mlir.undef : !llvm.struct<(struct<(array<16 x i64>)>)>
    %10 = llvm.mlir.constant(198656 : i64) : i64
    %11 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %12 = llvm.mlir.constant(288018 : i64) : i64
    %13 = llvm.mlir.constant(0 : i32) : i32
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.mlir.constant(256 : i32) : i32
    %16 = llvm.mlir.constant(128 : i32) : i32
    %17 = llvm.mlir.constant(255 : i64) : i64
    %18 = llvm.mlir.poison : !llvm.struct<()>
    %19 = llvm.mlir.constant(127 : i64) : i64
    %20 = llvm.mlir.constant(15 : i64) : i64
    %21 = llvm.mlir.constant(36 : i64) : i64
    %22 = llvm.mlir.constant(32 : i64) : i64
    %23 = llvm.mlir.constant(21 : i64) : i64
    %24 = llvm.mlir.constant(131072 : i64) : i64
    %25 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %26 = llvm.mlir.constant(4 : i64) : i64
    %27 = llvm.mlir.constant(4294967295 : i64) : i64
    %28 = llvm.mlir.constant(16 : i64) : i64
    %29 = llvm.mlir.constant(8 : i64) : i64
    %30 = llvm.mlir.constant(2 : i64) : i64
    %31 = llvm.mlir.constant(1 : i64) : i64
    %32 = llvm.mlir.constant(0 : i64) : i64
    %33 = llvm.mlir.constant(16 : i32) : i32
    %34 = llvm.mlir.constant(false) : i1
    %35 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1)>
    %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(i1, i1, i1)>
    %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(i1, i1, i1)>
    %38 = llvm.insertvalue %34, %37[2] : !llvm.struct<(i1, i1, i1)>
    %39 = llvm.alloca %33 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %40 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %41 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %42 = llvm.extractvalue %41[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %43 = llvm.extractvalue %41[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %44 = llvm.extractvalue %41[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %45 = llvm.zext %43 : i32 to i64
    %46 = llvm.zext %42 : i32 to i64
    %47 = llvm.mul %44, %30 : i64
    %48 = llvm.ptrtoint %40 : !llvm.ptr<1> to i64
    %49 = llvm.getelementptr %39[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %39[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %39[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %39[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %39[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %39[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %39[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %55 : i64, !llvm.ptr
    %56 = llvm.getelementptr %39[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %56 : i64, !llvm.ptr
    %57 = llvm.udiv %48, %28 : i64
    %58 = llvm.and %57, %25 : i64
    %59 = llvm.shl %58, %26 : i64
    llvm.store %59, %49 : i64, !llvm.ptr
    %60 = llvm.sub %46, %31 : i64
    %61 = llvm.mul %60, %47 : i64
    %62 = llvm.mul %45, %28 : i64
    %63 = llvm.udiv %62, %29 : i64
    %64 = llvm.add %63, %61 : i64
    %65 = llvm.icmp "uge" %64, %24 : i64
    %66 = llvm.zext %65 : i1 to i64
    %67 = llvm.shl %66, %23 : i64
    %68 = llvm.udiv %47, %28 : i64
    %69 = llvm.shl %68, %22 : i64
    %70 = llvm.or %67, %69 : i64
    %71 = llvm.or %70, %12 : i64
    llvm.store %71, %50 : i64, !llvm.ptr
    llvm.store %32, %51 : i64, !llvm.ptr
    %72 = llvm.lshr %47, %21 : i64
    %73 = llvm.and %72, %20 : i64
    %74 = llvm.shl %73, %22 : i64
    llvm.store %74, %52 : i64, !llvm.ptr
    %75 = llvm.sub %45, %31 : i64
    %76 = llvm.and %75, %27 : i64
    %77 = llvm.shl %60, %22 : i64
    %78 = llvm.or %76, %77 : i64
    llvm.store %78, %53 : i64, !llvm.ptr
    llvm.store %32, %54 : i64, !llvm.ptr
    llvm.store %11, %55 : i64, !llvm.ptr
    llvm.store %19, %56 : i64, !llvm.ptr
    %79 = llvm.ptrtoint %39 : !llvm.ptr to i64
    %80 = llvm.inttoptr %79 : i64 to !llvm.ptr
    %81 = llvm.load %80 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %82 = llvm.insertvalue %81, %9[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %83 = llvm.extractvalue %41[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %84 = llvm.insertvalue %83, %8[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %85 = llvm.insertvalue %18, %84[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %86 = llvm.insertvalue %18, %7[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %87 = llvm.insertvalue %85, %86[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %88 = llvm.alloca %33 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %89 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %90 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %91 = llvm.extractvalue %90[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %92 = llvm.extractvalue %90[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %93 = llvm.extractvalue %90[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %94 = llvm.zext %92 : i32 to i64
    %95 = llvm.zext %91 : i32 to i64
    %96 = llvm.mul %93, %30 : i64
    %97 = llvm.ptrtoint %89 : !llvm.ptr<1> to i64
    %98 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %88[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %88[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %88[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %101 : i64, !llvm.ptr
    %102 = llvm.getelementptr %88[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %102 : i64, !llvm.ptr
    %103 = llvm.getelementptr %88[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %103 : i64, !llvm.ptr
    %104 = llvm.getelementptr %88[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %104 : i64, !llvm.ptr
    %105 = llvm.getelementptr %88[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %32, %105 : i64, !llvm.ptr
    %106 = llvm.udiv %97, %28 : i64
    %107 = llvm.and %106, %25 : i64
    %108 = llvm.shl %107, %26 : i64
    llvm.store %108, %98 : i64, !llvm.ptr
    %109 = llvm.sub %95, %31 : i64
    %110 = llvm.mul %109, %96 : i64
    %111 = llvm.mul %94, %28 : i64
    %112 = llvm.udiv %111, %29 : i64
    %113 = llvm.add %112, %110 : i64
    %114 = llvm.icmp "uge" %113, %24 : i64
    %115 = llvm.zext %114 : i1 to i64
    %116 = llvm.shl %115, %23 : i64
    %117 = llvm.udiv %96, %28 : i64
    %118 = llvm.shl %117, %22 : i64
    %119 = llvm.or %116, %118 : i64
    %120 = llvm.or %119, %12 : i64
    llvm.store %120, %99 : i64, !llvm.ptr
    llvm.store %32, %100 : i64, !llvm.ptr
    %121 = llvm.lshr %96, %21 : i64
    %122 = llvm.and %121, %20 : i64
    %123 = llvm.shl %122, %22 : i64
    llvm.store %123, %101 : i64, !llvm.ptr
    %124 = llvm.sub %94, %31 : i64
    %125 = llvm.and %124, %27 : i64
    %126 = llvm.shl %109, %22 : i64
    %127 = llvm.or %125, %126 : i64
    llvm.store %127, %102 : i64, !llvm.ptr
    llvm.store %32, %103 : i64, !llvm.ptr
    llvm.store %11, %104 : i64, !llvm.ptr
    llvm.store %17, %105 : i64, !llvm.ptr
    %128 = llvm.ptrtoint %88 : !llvm.ptr to i64
    %129 = llvm.inttoptr %128 : i64 to !llvm.ptr
    %130 = llvm.load %129 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %131 = llvm.insertvalue %130, %9[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %132 = llvm.extractvalue %90[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %133 = llvm.insertvalue %132, %8[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %134 = llvm.insertvalue %18, %133[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %135 = llvm.insertvalue %134, %86[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %136 = llvm.extractvalue %arg2[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %137 = llvm.extractvalue %136[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %138 = llvm.extractvalue %137[0] : !llvm.struct<(i32, i32)>
    %139 = llvm.extractvalue %137[1] : !llvm.struct<(i32, i32)>
    %140 = llvm.select %5, %6, %14 : i1, i32
    %141 = llvm.add %140, %138 : i32
    %142 = llvm.sdiv %141, %16 : i32
    %143 = llvm.add %142, %14 : i32
    %144 = llvm.sub %13, %138 : i32
    %145 = llvm.sdiv %144, %16 : i32
    %146 = llvm.sub %13, %145 : i32
    %147 = llvm.icmp "slt" %138, %13 : i32
    %148 = llvm.icmp "sgt" %138, %13 : i32
    %149 = llvm.and %147, %34 : i1
    %150 = llvm.and %148, %5 : i1
    %151 = llvm.or %149, %150 : i1
    %152 = llvm.select %151, %143, %146 : i1, i32
    %153 = llvm.add %140, %139 : i32
    %154 = llvm.sdiv %153, %15 : i32
    %155 = llvm.add %154, %14 : i32
    %156 = llvm.sub %13, %139 : i32
    %157 = llvm.sdiv %156, %15 : i32
    %158 = llvm.sub %13, %157 : i32
    %159 = llvm.icmp "slt" %139, %13 : i32
    %160 = llvm.icmp "sgt" %139, %13 : i32
    %161 = llvm.and %159, %34 : i1
    %162 = llvm.and %160, %5 : i1
    %163 = llvm.or %161, %162 : i1
    %164 = llvm.select %163, %155, %158 : i1, i32
    %165 = llvm.inttoptr %32 : i64 to !llvm.ptr
    %166 = llvm.alloca %14 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %167 = llvm.alloca %14 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %168 = llvm.getelementptr %166[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %167, %168 : !llvm.ptr, !llvm.ptr
    %169 = llvm.getelementptr %166[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %169 : i32, !llvm.ptr
    %170 = llvm.getelementptr %166[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %170 : i32, !llvm.ptr
    %171 = llvm.getelementptr %166[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %171 : i32, !llvm.ptr
    %172 = llvm.getelementptr %166[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %172 : i64, !llvm.ptr
    %173 = llvm.getelementptr %166[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %152, %173 : i32, !llvm.ptr
    %174 = llvm.getelementptr %166[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %164, %174 : i32, !llvm.ptr
    %175 = llvm.getelementptr %166[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %175 : i32, !llvm.ptr
    %176 = llvm.getelementptr %166[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %176 : i32, !llvm.ptr
    %177 = llvm.getelementptr %166[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %165, %177 : !llvm.ptr, !llvm.ptr
    %178 = llvm.alloca %14 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %179 = llvm.getelementptr %178[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %166, %179 : !llvm.ptr, !llvm.ptr
    %180 = llvm.load %179 : !llvm.ptr -> !llvm.ptr
    %181 = llvm.getelementptr %180[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %182 = llvm.load %181 : !llvm.ptr -> i32
    %183 = llvm.getelementptr %180[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %184 = llvm.load %183 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%13 : i32)
  ^bb1(%185: i32):  // 2 preds: ^bb2, ^bb3
    %186 = llvm.getelementptr %184[%185] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %187 = llvm.getelementptr %186[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %187 : i32, !llvm.ptr
    %188 = llvm.getelementptr %186[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %188 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // 2 preds: ^bb6, ^bb7
    %189 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %190 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %191 = llvm.call @printf(%190, %189) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %192 = llvm.add %182, %14 : i32
    llvm.store %192, %181 : i32, !llvm.ptr
    llvm.br ^bb1(%182 : i32)
  ^bb6:  // pred: ^bb0
    %193 = llvm.icmp "uge" %182, %1 : i32
    llvm.cond_br %193, ^bb5, ^bb2
  ^bb3:  // pred: ^bb8
    llvm.br ^bb1(%194 : i32)
  ^bb8:  // pred: ^bb0
    %195 = llvm.getelementptr %184[%194] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %196 = llvm.getelementptr %195[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %197 = llvm.load %196 : !llvm.ptr -> i32
    %198 = llvm.icmp "eq" %197, %4 : i32
    %199 = llvm.add %194, %14 : i32
    llvm.cond_br %198, ^bb3, ^bb0(%199 : i32)
  ^bb0(%194: i32):  // 2 preds: ^bb9, ^bb8
    %200 = llvm.icmp "uge" %194, %182 : i32
    llvm.cond_br %200, ^bb6, ^bb8
  ^bb4:  // pred: ^bb1
    %201 = llvm.load %179 : !llvm.ptr -> !llvm.ptr
    %202 = llvm.getelementptr %201[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %203 = llvm.load %202 : !llvm.ptr -> i32
    %204 = llvm.getelementptr %201[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %205 = llvm.load %204 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb10(%13 : i32)
  ^bb11(%206: i32):  // 2 preds: ^bb12, ^bb13
    %207 = llvm.getelementptr %205[%206] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %208 = llvm.getelementptr %207[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %208 : i32, !llvm.ptr
    %209 = llvm.getelementptr %207[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %209 : i32, !llvm.ptr
    llvm.br ^bb14
  ^bb12:  // pred: ^bb7
    %210 = llvm.add %203, %14 : i32
    llvm.store %210, %202 : i32, !llvm.ptr
    llvm.br ^bb11(%203 : i32)
  ^bb7:  // pred: ^bb10
    %211 = llvm.icmp "uge" %203, %1 : i32
    llvm.cond_br %211, ^bb5, ^bb12
  ^bb13:  // pred: ^bb15
    llvm.br ^bb11(%212 : i32)
  ^bb15:  // pred: ^bb10
    %213 = llvm.getelementptr %205[%212] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %214 = llvm.getelementptr %213[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %215 = llvm.load %214 : !llvm.ptr -> i32
    %216 = llvm.icmp "eq" %215, %0 : i32
    %217 = llvm.add %212, %14 : i32
    llvm.cond_br %216, ^bb13, ^bb10(%217 : i32)
  ^bb10(%212: i32):  // 2 preds: ^bb4, ^bb15
    %218 = llvm.icmp "uge" %212, %203 : i32
    llvm.cond_br %218, ^bb7, ^bb15
  ^bb14:  // pred: ^bb11
    %219 = llvm.getelementptr %178[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %220 = llvm.load %219 : !llvm.ptr -> !llvm.ptr
    %221 = llvm.mlir.constant(1 : i32) : i32
    %222 = llvm.mlir.constant(6 : i32) : i32
    %223 = llvm.alloca %222 x !llvm.ptr : (i32) -> !llvm.ptr
    %224 = llvm.mlir.constant(0 : i32) : i32
    %225 = llvm.alloca %221 x !llvm.struct<(i1, i1, i1)> : (i32) -> !llvm.ptr
    llvm.store %38, %225 : !llvm.struct<(i1, i1, i1)>, !llvm.ptr
    %226 = llvm.getelementptr %223[%224] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %225, %226 : !llvm.ptr, !llvm.ptr
    %227 = llvm.mlir.constant(1 : i32) : i32
    %228 = llvm.alloca %221 x !llvm.struct<(struct<(array<16 x i64>)>)> : (i32) -> !llvm.ptr
    llvm.store %82, %228 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %229 = llvm.getelementptr %223[%227] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %228, %229 : !llvm.ptr, !llvm.ptr
    %230 = llvm.mlir.constant(2 : i32) : i32
    %231 = llvm.alloca %221 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %87, %231 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %232 = llvm.getelementptr %223[%230] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %231, %232 : !llvm.ptr, !llvm.ptr
    %233 = llvm.mlir.constant(3 : i32) : i32
    %234 = llvm.alloca %221 x !llvm.struct<(struct<(array<16 x i64>)>)> : (i32) -> !llvm.ptr
    llvm.store %131, %234 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %235 = llvm.getelementptr %223[%233] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %234, %235 : !llvm.ptr, !llvm.ptr
    %236 = llvm.mlir.constant(4 : i32) : i32
    %237 = llvm.alloca %221 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %135, %237 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %238 = llvm.getelementptr %223[%236] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %237, %238 : !llvm.ptr, !llvm.ptr
    %239 = llvm.mlir.constant(5 : i32) : i32
    %240 = llvm.alloca %221 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %arg2, %240 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %241 = llvm.getelementptr %223[%239] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %240, %241 : !llvm.ptr, !llvm.ptr
    %242 = llvm.mlir.addressof @kernels_kernel_cutlass_blackwell_gemm_kernel~ : !llvm.ptr
    %243 = llvm.load %242 : !llvm.ptr -> !llvm.ptr
    %244 = llvm.call @_cudaLaunchKernelEx(%220, %243, %223) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %245 = llvm.mlir.constant(0 : i32) : i32
    %246 = llvm.icmp "eq" %244, %245 : i32
    llvm.cond_br %246, ^bb16, ^bb17
  ^bb16:  // pred: ^bb14
    llvm.br ^bb18
  ^bb17:  // pred: ^bb14
    llvm.return %244 : i32
  ^bb18:  // pred: ^bb16
    llvm.return %13 : i32
  }
  llvm.func @_mlir_ciface_cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_blackwell_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
