// irscope snapshot: blackwell_gemm:bf16_128x128_s6@sm_100a after cuda-error-handling#1 (final)
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
  llvm.mlir.global internal constant @kernels_binary("<binary: 66943 chars escaped, sha256 4bbd734afd58f2b8>") {addr_space = 0 : i32, alignment = 8 : i64}
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
    %9 = llvm.mlir.constant(127 : i64) : i64
    %10 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %11 = llvm.mlir.constant(288018 : i64) : i64
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.mlir.constant(128 : i32) : i32
    %14 = llvm.mlir.poison : !llvm.struct<()>
    %15 = llvm.mlir.constant(15 : i64) : i64
    %16 = llvm.mlir.constant(36 : i64) : i64
    %17 = llvm.mlir.constant(32 : i64) : i64
    %18 = llvm.mlir.constant(21 : i64) : i64
    %19 = llvm.mlir.constant(131072 : i64) : i64
    %20 = llvm.mlir.constant(8 : i64) : i64
    %21 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %22 = llvm.mlir.constant(16 : i64) : i64
    %23 = llvm.mlir.constant(4 : i64) : i64
    %24 = llvm.mlir.constant(4294967295 : i64) : i64
    %25 = llvm.mlir.constant(2 : i64) : i64
    %26 = llvm.mlir.constant(1 : i64) : i64
    %27 = llvm.mlir.constant(0 : i64) : i64
    %28 = llvm.mlir.constant(16 : i32) : i32
    %29 = llvm.mlir.constant(false) : i1
    %30 = llvm.mlir.constant(0 : i32) : i32
    %31 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %32 = llvm.mlir.poison : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %33 = llvm.insertvalue %29, %32[0] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %34 = llvm.insertvalue %29, %33[1] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %35 = llvm.insertvalue %29, %34[2] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %36 = llvm.insertvalue %31, %35[3] : !llvm.struct<(i1, i1, i1, vector<4xi32>)>
    %37 = llvm.alloca %28 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %38 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %40 = llvm.extractvalue %arg0[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %41 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %42 = llvm.sext %40 : i32 to i64
    %43 = llvm.sext %39 : i32 to i64
    %44 = llvm.mul %41, %25 : i64
    %45 = llvm.ptrtoint %38 : !llvm.ptr<1> to i64
    %46 = llvm.getelementptr %37[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %37[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %37[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %37[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %37[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %37[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %37[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %37[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %53 : i64, !llvm.ptr
    %54 = llvm.udiv %45, %22 : i64
    %55 = llvm.and %54, %21 : i64
    %56 = llvm.shl %55, %23 : i64
    llvm.store %56, %46 : i64, !llvm.ptr
    %57 = llvm.sub %43, %26 : i64
    %58 = llvm.mul %57, %44 : i64
    %59 = llvm.mul %42, %22 : i64
    %60 = llvm.udiv %59, %20 : i64
    %61 = llvm.add %60, %58 : i64
    %62 = llvm.icmp "uge" %61, %19 : i64
    %63 = llvm.zext %62 : i1 to i64
    %64 = llvm.shl %63, %18 : i64
    %65 = llvm.udiv %44, %22 : i64
    %66 = llvm.shl %65, %17 : i64
    %67 = llvm.or %64, %66 : i64
    %68 = llvm.or %67, %11 : i64
    llvm.store %68, %47 : i64, !llvm.ptr
    llvm.store %27, %48 : i64, !llvm.ptr
    %69 = llvm.lshr %44, %16 : i64
    %70 = llvm.and %69, %15 : i64
    %71 = llvm.shl %70, %17 : i64
    llvm.store %71, %49 : i64, !llvm.ptr
    %72 = llvm.sub %42, %26 : i64
    %73 = llvm.and %72, %24 : i64
    %74 = llvm.shl %57, %17 : i64
    %75 = llvm.or %73, %74 : i64
    llvm.store %75, %50 : i64, !llvm.ptr
    llvm.store %27, %51 : i64, !llvm.ptr
    llvm.store %10, %52 : i64, !llvm.ptr
    llvm.store %9, %53 : i64, !llvm.ptr
    %76 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %77 = llvm.inttoptr %76 : i64 to !llvm.ptr
    %78 = llvm.load %77 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %79 = llvm.insertvalue %78, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %80 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %81 = llvm.insertvalue %80, %6[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %82 = llvm.insertvalue %14, %81[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %83 = llvm.insertvalue %14, %5[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %84 = llvm.insertvalue %82, %83[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %85 = llvm.alloca %28 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %86 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %87 = llvm.extractvalue %arg1[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %88 = llvm.extractvalue %arg1[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %89 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %90 = llvm.sext %88 : i32 to i64
    %91 = llvm.sext %87 : i32 to i64
    %92 = llvm.mul %89, %25 : i64
    %93 = llvm.ptrtoint %86 : !llvm.ptr<1> to i64
    %94 = llvm.getelementptr %85[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %85[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %85[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %85[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %85[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %85[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %85[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %85[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %27, %101 : i64, !llvm.ptr
    %102 = llvm.udiv %93, %22 : i64
    %103 = llvm.and %102, %21 : i64
    %104 = llvm.shl %103, %23 : i64
    llvm.store %104, %94 : i64, !llvm.ptr
    %105 = llvm.sub %91, %26 : i64
    %106 = llvm.mul %105, %92 : i64
    %107 = llvm.mul %90, %22 : i64
    %108 = llvm.udiv %107, %20 : i64
    %109 = llvm.add %108, %106 : i64
    %110 = llvm.icmp "uge" %109, %19 : i64
    %111 = llvm.zext %110 : i1 to i64
    %112 = llvm.shl %111, %18 : i64
    %113 = llvm.udiv %92, %22 : i64
    %114 = llvm.shl %113, %17 : i64
    %115 = llvm.or %112, %114 : i64
    %116 = llvm.or %115, %11 : i64
    llvm.store %116, %95 : i64, !llvm.ptr
    llvm.store %27, %96 : i64, !llvm.ptr
    %117 = llvm.lshr %92, %16 : i64
    %118 = llvm.and %117, %15 : i64
    %119 = llvm.shl %118, %17 : i64
    llvm.store %119, %97 : i64, !llvm.ptr
    %120 = llvm.sub %90, %26 : i64
    %121 = llvm.and %120, %24 : i64
    %122 = llvm.shl %105, %17 : i64
    %123 = llvm.or %121, %122 : i64
    llvm.store %123, %98 : i64, !llvm.ptr
    llvm.store %27, %99 : i64, !llvm.ptr
    llvm.store %10, %100 : i64, !llvm.ptr
    llvm.store %9, %101 : i64, !llvm.ptr
    %124 = llvm.ptrtoint %85 : !llvm.ptr to i64
    %125 = llvm.inttoptr %124 : i64 to !llvm.ptr
    %126 = llvm.load %125 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %127 = llvm.insertvalue %126, %7[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %128 = llvm.extractvalue %arg1[1, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %129 = llvm.insertvalue %128, %6[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %130 = llvm.insertvalue %14, %129[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %131 = llvm.insertvalue %130, %83[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %132 = llvm.extractvalue %arg2[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %133 = llvm.extractvalue %arg2[1, 0, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %134 = llvm.sdiv %132, %13 : i32
    %135 = llvm.mul %134, %13 : i32
    %136 = llvm.icmp "ne" %132, %135 : i32
    %137 = llvm.icmp "slt" %132, %30 : i32
    %138 = llvm.icmp "eq" %137, %29 : i1
    %139 = llvm.and %136, %138 : i1
    %140 = llvm.add %134, %12 : i32
    %141 = llvm.select %139, %140, %134 : i1, i32
    %142 = llvm.sdiv %133, %13 : i32
    %143 = llvm.mul %142, %13 : i32
    %144 = llvm.icmp "ne" %133, %143 : i32
    %145 = llvm.icmp "slt" %133, %30 : i32
    %146 = llvm.icmp "eq" %145, %29 : i1
    %147 = llvm.and %144, %146 : i1
    %148 = llvm.add %142, %12 : i32
    %149 = llvm.select %147, %148, %142 : i1, i32
    %150 = llvm.inttoptr %27 : i64 to !llvm.ptr
    %151 = llvm.alloca %12 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %152 = llvm.alloca %12 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %153 = llvm.getelementptr %151[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %152, %153 : !llvm.ptr, !llvm.ptr
    %154 = llvm.getelementptr %151[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %154 : i32, !llvm.ptr
    %155 = llvm.getelementptr %151[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %155 : i32, !llvm.ptr
    %156 = llvm.getelementptr %151[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %156 : i32, !llvm.ptr
    %157 = llvm.getelementptr %151[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %157 : i64, !llvm.ptr
    %158 = llvm.getelementptr %151[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %141, %158 : i32, !llvm.ptr
    %159 = llvm.getelementptr %151[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %149, %159 : i32, !llvm.ptr
    %160 = llvm.getelementptr %151[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %160 : i32, !llvm.ptr
    %161 = llvm.getelementptr %151[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %30, %161 : i32, !llvm.ptr
    %162 = llvm.getelementptr %151[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %150, %162 : !llvm.ptr, !llvm.ptr
    %163 = llvm.alloca %12 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %164 = llvm.getelementptr %163[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %151, %164 : !llvm.ptr, !llvm.ptr
    %165 = llvm.load %164 : !llvm.ptr -> !llvm.ptr
    %166 = llvm.getelementptr %165[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %167 = llvm.load %166 : !llvm.ptr -> i32
    %168 = llvm.getelementptr %165[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %169 = llvm.load %168 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%30 : i32)
  ^bb1(%170: i32):  // 2 preds: ^bb2, ^bb3
    %171 = llvm.getelementptr %169[%170] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %172 = llvm.getelementptr %171[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %172 : i32, !llvm.ptr
    %173 = llvm.getelementptr %171[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %30, %173 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %174 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %175 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %176 = llvm.call @printf(%175, %174) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %177 = llvm.add %167, %12 : i32
    llvm.store %177, %166 : i32, !llvm.ptr
    llvm.br ^bb1(%167 : i32)
  ^bb6:  // pred: ^bb0
    %178 = llvm.icmp "uge" %167, %1 : i32
    llvm.cond_br %178, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%179 : i32)
  ^bb7:  // pred: ^bb0
    %180 = llvm.getelementptr %169[%179] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %181 = llvm.getelementptr %180[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %182 = llvm.load %181 : !llvm.ptr -> i32
    %183 = llvm.icmp "eq" %182, %4 : i32
    %184 = llvm.add %179, %12 : i32
    llvm.cond_br %183, ^bb3, ^bb0(%184 : i32)
  ^bb0(%179: i32):  // 2 preds: ^bb8, ^bb7
    %185 = llvm.icmp "uge" %179, %167 : i32
    llvm.cond_br %185, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %186 = llvm.load %164 : !llvm.ptr -> !llvm.ptr
    %187 = llvm.getelementptr %186[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %188 = llvm.load %187 : !llvm.ptr -> i32
    %189 = llvm.getelementptr %186[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %190 = llvm.load %189 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb9(%30 : i32)
  ^bb10(%191: i32):  // 2 preds: ^bb11, ^bb12
    %192 = llvm.getelementptr %190[%191] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %193 = llvm.getelementptr %192[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %193 : i32, !llvm.ptr
    %194 = llvm.getelementptr %192[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %30, %194 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %195 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %196 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %197 = llvm.call @printf(%196, %195) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %198 = llvm.add %188, %12 : i32
    llvm.store %198, %187 : i32, !llvm.ptr
    llvm.br ^bb10(%188 : i32)
  ^bb15:  // pred: ^bb9
    %199 = llvm.icmp "uge" %188, %1 : i32
    llvm.cond_br %199, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%200 : i32)
  ^bb16:  // pred: ^bb9
    %201 = llvm.getelementptr %190[%200] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %202 = llvm.getelementptr %201[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %203 = llvm.load %202 : !llvm.ptr -> i32
    %204 = llvm.icmp "eq" %203, %0 : i32
    %205 = llvm.add %200, %12 : i32
    llvm.cond_br %204, ^bb12, ^bb9(%205 : i32)
  ^bb9(%200: i32):  // 2 preds: ^bb4, ^bb16
    %206 = llvm.icmp "uge" %200, %188 : i32
    llvm.cond_br %206, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %207 = llvm.getelementptr %163[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %208 = llvm.load %207 : !llvm.ptr -> !llvm.ptr
    %209 = llvm.mlir.constant(1 : i32) : i32
    %210 = llvm.mlir.constant(6 : i32) : i32
    %211 = llvm.alloca %210 x !llvm.ptr : (i32) -> !llvm.ptr
    %212 = llvm.mlir.constant(0 : i32) : i32
    %213 = llvm.alloca %209 x !llvm.struct<(i1, i1, i1, vector<4xi32>)> : (i32) -> !llvm.ptr
    llvm.store %36, %213 : !llvm.struct<(i1, i1, i1, vector<4xi32>)>, !llvm.ptr
    %214 = llvm.getelementptr %211[%212] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %213, %214 : !llvm.ptr, !llvm.ptr
    %215 = llvm.mlir.constant(1 : i32) : i32
    %216 = llvm.alloca %209 x !llvm.struct<(struct<(array<16 x i64>)>)> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    llvm.store %79, %216 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %217 = llvm.getelementptr %211[%215] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %216, %217 : !llvm.ptr, !llvm.ptr
    %218 = llvm.mlir.constant(2 : i32) : i32
    %219 = llvm.alloca %209 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %84, %219 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %220 = llvm.getelementptr %211[%218] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %219, %220 : !llvm.ptr, !llvm.ptr
    %221 = llvm.mlir.constant(3 : i32) : i32
    %222 = llvm.alloca %209 x !llvm.struct<(struct<(array<16 x i64>)>)> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    llvm.store %127, %222 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %223 = llvm.getelementptr %211[%221] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %222, %223 : !llvm.ptr, !llvm.ptr
    %224 = llvm.mlir.constant(4 : i32) : i32
    %225 = llvm.alloca %209 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %131, %225 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %226 = llvm.getelementptr %211[%224] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %225, %226 : !llvm.ptr, !llvm.ptr
    %227 = llvm.mlir.constant(5 : i32) : i32
    %228 = llvm.alloca %209 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %arg2, %228 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %229 = llvm.getelementptr %211[%227] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %228, %229 : !llvm.ptr, !llvm.ptr
    %230 = llvm.mlir.addressof @kernels_kernel_cutlass_blackwell_gemm_kernel~ : !llvm.ptr
    %231 = llvm.load %230 : !llvm.ptr -> !llvm.ptr
    %232 = llvm.call @_cudaLaunchKernelEx(%208, %231, %211) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %233 = llvm.mlir.constant(0 : i32) : i32
    %234 = llvm.icmp "eq" %232, %233 : i32
    llvm.cond_br %234, ^bb17, ^bb18
  ^bb17:  // pred: ^bb13
    llvm.br ^bb19
  ^bb18:  // pred: ^bb13
    llvm.return %232 : i32
  ^bb19:  // pred: ^bb17
    llvm.return %30 : i32
  }
  llvm.func @_mlir_ciface_cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_blackwell_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
