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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_blackwell_gemm_kernel~' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_blackwell_gemm_kernel~' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_binary("<binary: 70475 chars escaped, sha256 aff7f46098cebe40>") {addr_space = 0 : i32, alignment = 8 : i64}
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
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %6 = llvm.mlir.poison : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %7 = llvm.mlir.poison : !llvm.struct<(struct<(array<16 x i64>)>)>
    %8 = llvm.mlir.constant(198656 : i64) : i64
    %9 = llvm.mlir.constant(255 : i64) : i64
    %10 = llvm.mlir.constant(127 : i64) : i64
    %11 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %12 = llvm.mlir.constant(288018 : i64) : i64
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.mlir.constant(256 : i32) : i32
    %15 = llvm.mlir.constant(128 : i32) : i32
    %16 = llvm.mlir.poison : !llvm.struct<()>
    %17 = llvm.mlir.constant(15 : i64) : i64
    %18 = llvm.mlir.constant(36 : i64) : i64
    %19 = llvm.mlir.constant(32 : i64) : i64
    %20 = llvm.mlir.constant(21 : i64) : i64
    %21 = llvm.mlir.constant(131072 : i64) : i64
    %22 = llvm.mlir.constant(8 : i64) : i64
    %23 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %24 = llvm.mlir.constant(16 : i64) : i64
    %25 = llvm.mlir.constant(4 : i64) : i64
    %26 = llvm.mlir.constant(4294967295 : i64) : i64
    %27 = llvm.mlir.constant(2 : i64) : i64
    %28 = llvm.mlir.constant(1 : i64) : i64
    %29 = llvm.mlir.constant(0 : i64) : i64
    %30 = llvm.mlir.constant(16 : i32) : i32
    %31 = llvm.mlir.constant(false) : i1
    %32 = llvm.mlir.constant(0 : i32) : i32
    %33 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %34 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %35 = llvm.insertvalue %31, %34[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %36 = llvm.insertvalue %31, %35[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %37 = llvm.insertvalue %31, %36[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %38 = llvm.insertvalue %33, %37[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %39 = llvm.alloca %30 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %40 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %41 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %42 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %43 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %44 = llvm.sext %42 : i32 to i64
    %45 = llvm.sext %41 : i32 to i64
    %46 = llvm.mul %43, %27 : i64
    %47 = llvm.ptrtoint %40 : !llvm.ptr<1> to i64
    %48 = llvm.getelementptr %39[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %39[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %39[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %39[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %39[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %39[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %39[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %54 : i64, !llvm.ptr
    %55 = llvm.getelementptr %39[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %55 : i64, !llvm.ptr
    %56 = llvm.udiv %47, %24 : i64
    %57 = llvm.and %56, %23 : i64
    %58 = llvm.shl %57, %25 : i64
    llvm.store %58, %48 : i64, !llvm.ptr
    %59 = llvm.sub %45, %28 : i64
    %60 = llvm.mul %59, %46 : i64
    %61 = llvm.mul %44, %24 : i64
    %62 = llvm.udiv %61, %22 : i64
    %63 = llvm.add %62, %60 : i64
    %64 = llvm.icmp "uge" %63, %21 : i64
    %65 = llvm.zext %64 : i1 to i64
    %66 = llvm.shl %65, %20 : i64
    %67 = llvm.udiv %46, %24 : i64
    %68 = llvm.shl %67, %19 : i64
    %69 = llvm.or %66, %68 : i64
    %70 = llvm.or %69, %12 : i64
    llvm.store %70, %49 : i64, !llvm.ptr
    llvm.store %29, %50 : i64, !llvm.ptr
    %71 = llvm.lshr %46, %18 : i64
    %72 = llvm.and %71, %17 : i64
    %73 = llvm.shl %72, %19 : i64
    llvm.store %73, %51 : i64, !llvm.ptr
    %74 = llvm.sub %44, %28 : i64
    %75 = llvm.and %74, %26 : i64
    %76 = llvm.shl %59, %19 : i64
    %77 = llvm.or %75, %76 : i64
    llvm.store %77, %52 : i64, !llvm.ptr
    llvm.store %29, %53 : i64, !llvm.ptr
    llvm.store %11, %54 : i64, !llvm.ptr
    llvm.store %10, %55 : i64, !llvm.ptr
    %78 = llvm.ptrtoint %39 : !llvm.ptr to i64
    %79 = llvm.inttoptr %78 : i64 to !llvm.ptr
    %80 = llvm.load %79 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %81 = llvm.insertvalue %80, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %82 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %83 = llvm.insertvalue %82, %6[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %84 = llvm.insertvalue %16, %83[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %85 = llvm.insertvalue %16, %5[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %86 = llvm.insertvalue %84, %85[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %87 = llvm.alloca %30 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %88 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %89 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %90 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %91 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %92 = llvm.sext %90 : i32 to i64
    %93 = llvm.sext %89 : i32 to i64
    %94 = llvm.mul %91, %27 : i64
    %95 = llvm.ptrtoint %88 : !llvm.ptr<1> to i64
    %96 = llvm.getelementptr %87[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %87[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %87[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %87[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %87[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %87[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %101 : i64, !llvm.ptr
    %102 = llvm.getelementptr %87[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %102 : i64, !llvm.ptr
    %103 = llvm.getelementptr %87[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %29, %103 : i64, !llvm.ptr
    %104 = llvm.udiv %95, %24 : i64
    %105 = llvm.and %104, %23 : i64
    %106 = llvm.shl %105, %25 : i64
    llvm.store %106, %96 : i64, !llvm.ptr
    %107 = llvm.sub %93, %28 : i64
    %108 = llvm.mul %107, %94 : i64
    %109 = llvm.mul %92, %24 : i64
    %110 = llvm.udiv %109, %22 : i64
    %111 = llvm.add %110, %108 : i64
    %112 = llvm.icmp "uge" %111, %21 : i64
    %113 = llvm.zext %112 : i1 to i64
    %114 = llvm.shl %113, %20 : i64
    %115 = llvm.udiv %94, %24 : i64
    %116 = llvm.shl %115, %19 : i64
    %117 = llvm.or %114, %116 : i64
    %118 = llvm.or %117, %12 : i64
    llvm.store %118, %97 : i64, !llvm.ptr
    llvm.store %29, %98 : i64, !llvm.ptr
    %119 = llvm.lshr %94, %18 : i64
    %120 = llvm.and %119, %17 : i64
    %121 = llvm.shl %120, %19 : i64
    llvm.store %121, %99 : i64, !llvm.ptr
    %122 = llvm.sub %92, %28 : i64
    %123 = llvm.and %122, %26 : i64
    %124 = llvm.shl %107, %19 : i64
    %125 = llvm.or %123, %124 : i64
    llvm.store %125, %100 : i64, !llvm.ptr
    llvm.store %29, %101 : i64, !llvm.ptr
    llvm.store %11, %102 : i64, !llvm.ptr
    llvm.store %9, %103 : i64, !llvm.ptr
    %126 = llvm.ptrtoint %87 : !llvm.ptr to i64
    %127 = llvm.inttoptr %126 : i64 to !llvm.ptr
    %128 = llvm.load %127 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %129 = llvm.insertvalue %128, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %130 = llvm.extractvalue %arg1[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %131 = llvm.insertvalue %130, %6[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %132 = llvm.insertvalue %16, %131[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %133 = llvm.insertvalue %132, %85[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %134 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %135 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %136 = llvm.sdiv %134, %15 : i32
    %137 = llvm.mul %136, %15 : i32
    %138 = llvm.icmp "ne" %134, %137 : i32
    %139 = llvm.icmp "slt" %134, %32 : i32
    %140 = llvm.icmp "eq" %139, %31 : i1
    %141 = llvm.and %138, %140 : i1
    %142 = llvm.add %136, %13 : i32
    %143 = llvm.select %141, %142, %136 : i1, i32
    %144 = llvm.sdiv %135, %14 : i32
    %145 = llvm.mul %144, %14 : i32
    %146 = llvm.icmp "ne" %135, %145 : i32
    %147 = llvm.icmp "slt" %135, %32 : i32
    %148 = llvm.icmp "eq" %147, %31 : i1
    %149 = llvm.and %146, %148 : i1
    %150 = llvm.add %144, %13 : i32
    %151 = llvm.select %149, %150, %144 : i1, i32
    %152 = llvm.inttoptr %29 : i64 to !llvm.ptr
    %153 = llvm.alloca %13 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %154 = llvm.alloca %13 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %155 = llvm.getelementptr %153[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %154, %155 : !llvm.ptr, !llvm.ptr
    %156 = llvm.getelementptr %153[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %156 : i32, !llvm.ptr
    %157 = llvm.getelementptr %153[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %157 : i32, !llvm.ptr
    %158 = llvm.getelementptr %153[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %158 : i32, !llvm.ptr
    %159 = llvm.getelementptr %153[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %159 : i64, !llvm.ptr
    %160 = llvm.getelementptr %153[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %143, %160 : i32, !llvm.ptr
    %161 = llvm.getelementptr %153[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %151, %161 : i32, !llvm.ptr
    %162 = llvm.getelementptr %153[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %162 : i32, !llvm.ptr
    %163 = llvm.getelementptr %153[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %32, %163 : i32, !llvm.ptr
    %164 = llvm.getelementptr %153[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %152, %164 : !llvm.ptr, !llvm.ptr
    %165 = llvm.alloca %13 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %166 = llvm.getelementptr %165[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %153, %166 : !llvm.ptr, !llvm.ptr
    %167 = llvm.load %166 : !llvm.ptr -> !llvm.ptr
    %168 = llvm.getelementptr %167[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %169 = llvm.load %168 : !llvm.ptr -> i32
    %170 = llvm.getelementptr %167[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %171 = llvm.load %170 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%32 : i32)
  ^bb1(%172: i32):  // 2 preds: ^bb2, ^bb3
    %173 = llvm.getelementptr %171[%172] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %174 = llvm.getelementptr %173[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %174 : i32, !llvm.ptr
    %175 = llvm.getelementptr %173[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %32, %175 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %176 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %177 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %178 = llvm.call @printf(%177, %176) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %179 = llvm.add %169, %13 : i32
    llvm.store %179, %168 : i32, !llvm.ptr
    llvm.br ^bb1(%169 : i32)
  ^bb6:  // pred: ^bb0
    %180 = llvm.icmp "uge" %169, %1 : i32
    llvm.cond_br %180, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%181 : i32)
  ^bb7:  // pred: ^bb0
    %182 = llvm.getelementptr %171[%181] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %183 = llvm.getelementptr %182[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %184 = llvm.load %183 : !llvm.ptr -> i32
    %185 = llvm.icmp "eq" %184, %4 : i32
    %186 = llvm.add %181, %13 : i32
    llvm.cond_br %185, ^bb3, ^bb0(%186 : i32)
  ^bb0(%181: i32):  // 2 preds: ^bb8, ^bb7
    %187 = llvm.icmp "uge" %181, %169 : i32
    llvm.cond_br %187, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %188 = llvm.load %166 : !llvm.ptr -> !llvm.ptr
    %189 = llvm.getelementptr %188[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %190 = llvm.load %189 : !llvm.ptr -> i32
    %191 = llvm.getelementptr %188[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %192 = llvm.load %191 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb9(%32 : i32)
  ^bb10(%193: i32):  // 2 preds: ^bb11, ^bb12
    %194 = llvm.getelementptr %192[%193] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %195 = llvm.getelementptr %194[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %195 : i32, !llvm.ptr
    %196 = llvm.getelementptr %194[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %32, %196 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %197 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %198 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %199 = llvm.call @printf(%198, %197) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %200 = llvm.add %190, %13 : i32
    llvm.store %200, %189 : i32, !llvm.ptr
    llvm.br ^bb10(%190 : i32)
  ^bb15:  // pred: ^bb9
    %201 = llvm.icmp "uge" %190, %1 : i32
    llvm.cond_br %201, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%202 : i32)
  ^bb16:  // pred: ^bb9
    %203 = llvm.getelementptr %192[%202] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %204 = llvm.getelementptr %203[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %205 = llvm.load %204 : !llvm.ptr -> i32
    %206 = llvm.icmp "eq" %205, %0 : i32
    %207 = llvm.add %202, %13 : i32
    llvm.cond_br %206, ^bb12, ^bb9(%207 : i32)
  ^bb9(%202: i32):  // 2 preds: ^bb4, ^bb16
    %208 = llvm.icmp "uge" %202, %190 : i32
    llvm.cond_br %208, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %209 = llvm.getelementptr %165[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %210 = llvm.load %209 : !llvm.ptr -> !llvm.ptr
    %211 = llvm.mlir.constant(1 : i32) : i32
    %212 = llvm.mlir.constant(6 : i32) : i32
    %213 = llvm.alloca %212 x !llvm.ptr : (i32) -> !llvm.ptr
    %214 = llvm.mlir.constant(0 : i32) : i32
    %215 = llvm.alloca %211 x !llvm.struct<(i1, i1, i1, vector<4xi32>)> : (i32) -> !llvm.ptr
    llvm.store %38, %215 : !llvm.struct<(i1, i1, i1, vector<4xi32>)>, !llvm.ptr
    %216 = llvm.getelementptr %213[%214] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %215, %216 : !llvm.ptr, !llvm.ptr
    %217 = llvm.mlir.constant(1 : i32) : i32
    %218 = llvm.alloca %211 x !llvm.struct<(struct<(array<16 x i64>)>)> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    llvm.store %81, %218 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %219 = llvm.getelementptr %213[%217] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %218, %219 : !llvm.ptr, !llvm.ptr
    %220 = llvm.mlir.constant(2 : i32) : i32
    %221 = llvm.alloca %211 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %86, %221 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %222 = llvm.getelementptr %213[%220] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %221, %222 : !llvm.ptr, !llvm.ptr
    %223 = llvm.mlir.constant(3 : i32) : i32
    %224 = llvm.alloca %211 x !llvm.struct<(struct<(array<16 x i64>)>)> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    llvm.store %129, %224 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %225 = llvm.getelementptr %213[%223] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %224, %225 : !llvm.ptr, !llvm.ptr
    %226 = llvm.mlir.constant(4 : i32) : i32
    %227 = llvm.alloca %211 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %133, %227 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %228 = llvm.getelementptr %213[%226] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %227, %228 : !llvm.ptr, !llvm.ptr
    %229 = llvm.mlir.constant(5 : i32) : i32
    %230 = llvm.alloca %211 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %arg2, %230 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %231 = llvm.getelementptr %213[%229] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %230, %231 : !llvm.ptr, !llvm.ptr
    %232 = llvm.mlir.addressof @kernels_kernel_cutlass_blackwell_gemm_kernel~ : !llvm.ptr
    %233 = llvm.load %232 : !llvm.ptr -> !llvm.ptr
    %234 = llvm.call @_cudaLaunchKernelEx(%210, %233, %213) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %235 = llvm.mlir.constant(0 : i32) : i32
    %236 = llvm.icmp "eq" %234, %235 : i32
    llvm.cond_br %236, ^bb17, ^bb18
  ^bb17:  // pred: ^bb13
    llvm.br ^bb19
  ^bb18:  // pred: ^bb13
    llvm.return %234 : i32
  ^bb19:  // pred: ^bb17
    llvm.return %32 : i32
  }
  llvm.func @_mlir_ciface_cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_blackwell_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
