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
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_hopper_gemm_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_binary("<binary: 36067 chars escaped, sha256 aa5e98fcfcfe2866>") {addr_space = 0 : i32, alignment = 8 : i64}
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
    %2 = llvm.mlir.constant(3 : i32) : i32
    %3 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %4 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %5 = llvm.mlir.constant(6 : i32) : i32
    %6 = llvm.mlir.constant(true) : i1
    %7 = llvm.mlir.constant(-1 : i32) : i32
    %8 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %9 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %10 = llvm.mlir.undef : !llvm.struct<(struct<(array<16 x i64>)>)>
    %11 = llvm.mlir.constant(198656 : i64) : i64
    %12 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %13 = llvm.mlir.constant(288018 : i64) : i64
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15 = llvm.mlir.constant(1 : i32) : i32
    %16 = llvm.mlir.constant(128 : i32) : i32
    %17 = llvm.mlir.poison : !llvm.struct<()>
    %18 = llvm.mlir.constant(127 : i64) : i64
    %19 = llvm.mlir.constant(15 : i64) : i64
    %20 = llvm.mlir.constant(36 : i64) : i64
    %21 = llvm.mlir.constant(32 : i64) : i64
    %22 = llvm.mlir.constant(21 : i64) : i64
    %23 = llvm.mlir.constant(131072 : i64) : i64
    %24 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %25 = llvm.mlir.constant(4 : i64) : i64
    %26 = llvm.mlir.constant(4294967295 : i64) : i64
    %27 = llvm.mlir.constant(16 : i64) : i64
    %28 = llvm.mlir.constant(8 : i64) : i64
    %29 = llvm.mlir.constant(2 : i64) : i64
    %30 = llvm.mlir.constant(1 : i64) : i64
    %31 = llvm.mlir.constant(0 : i64) : i64
    %32 = llvm.mlir.constant(16 : i32) : i32
    %33 = llvm.mlir.constant(false) : i1
    %34 = llvm.mlir.undef : !llvm.struct<(i1)>
    %35 = llvm.insertvalue %33, %34[0] : !llvm.struct<(i1)>
    %36 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %37 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %38 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.extractvalue %38[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %40 = llvm.extractvalue %38[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %41 = llvm.extractvalue %38[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %42 = llvm.zext %40 : i32 to i64
    %43 = llvm.zext %39 : i32 to i64
    %44 = llvm.mul %41, %29 : i64
    %45 = llvm.ptrtoint %37 : !llvm.ptr<1> to i64
    %46 = llvm.getelementptr %36[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %36[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %36[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %36[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %36[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %36[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %36[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %36[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %53 : i64, !llvm.ptr
    %54 = llvm.udiv %45, %27 : i64
    %55 = llvm.and %54, %24 : i64
    %56 = llvm.shl %55, %25 : i64
    llvm.store %56, %46 : i64, !llvm.ptr
    %57 = llvm.sub %43, %30 : i64
    %58 = llvm.mul %57, %44 : i64
    %59 = llvm.mul %42, %27 : i64
    %60 = llvm.udiv %59, %28 : i64
    %61 = llvm.add %60, %58 : i64
    %62 = llvm.icmp "uge" %61, %23 : i64
    %63 = llvm.zext %62 : i1 to i64
    %64 = llvm.shl %63, %22 : i64
    %65 = llvm.udiv %44, %27 : i64
    %66 = llvm.shl %65, %21 : i64
    %67 = llvm.or %64, %66 : i64
    %68 = llvm.or %67, %13 : i64
    llvm.store %68, %47 : i64, !llvm.ptr
    llvm.store %31, %48 : i64, !llvm.ptr
    %69 = llvm.lshr %44, %20 : i64
    %70 = llvm.and %69, %19 : i64
    %71 = llvm.shl %70, %21 : i64
    llvm.store %71, %49 : i64, !llvm.ptr
    %72 = llvm.sub %42, %30 : i64
    %73 = llvm.and %72, %26 : i64
    %74 = llvm.shl %57, %21 : i64
    %75 = llvm.or %73, %74 : i64
    llvm.store %75, %50 : i64, !llvm.ptr
    llvm.store %31, %51 : i64, !llvm.ptr
    llvm.store %12, %52 : i64, !llvm.ptr
    llvm.store %18, %53 : i64, !llvm.ptr
    %76 = llvm.ptrtoint %36 : !llvm.ptr to i64
    %77 = llvm.inttoptr %76 : i64 to !llvm.ptr
    %78 = llvm.load %77 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %79 = llvm.insertvalue %78, %10[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %80 = llvm.extractvalue %38[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %81 = llvm.insertvalue %80, %9[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %82 = llvm.insertvalue %17, %81[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %83 = llvm.insertvalue %17, %8[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %84 = llvm.insertvalue %82, %83[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %85 = llvm.alloca %32 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %86 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %87 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %88 = llvm.extractvalue %87[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %89 = llvm.extractvalue %87[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %90 = llvm.extractvalue %87[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %91 = llvm.zext %89 : i32 to i64
    %92 = llvm.zext %88 : i32 to i64
    %93 = llvm.mul %90, %29 : i64
    %94 = llvm.ptrtoint %86 : !llvm.ptr<1> to i64
    %95 = llvm.getelementptr %85[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %85[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %85[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %85[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %85[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %85[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %85[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %101 : i64, !llvm.ptr
    %102 = llvm.getelementptr %85[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %31, %102 : i64, !llvm.ptr
    %103 = llvm.udiv %94, %27 : i64
    %104 = llvm.and %103, %24 : i64
    %105 = llvm.shl %104, %25 : i64
    llvm.store %105, %95 : i64, !llvm.ptr
    %106 = llvm.sub %92, %30 : i64
    %107 = llvm.mul %106, %93 : i64
    %108 = llvm.mul %91, %27 : i64
    %109 = llvm.udiv %108, %28 : i64
    %110 = llvm.add %109, %107 : i64
    %111 = llvm.icmp "uge" %110, %23 : i64
    %112 = llvm.zext %111 : i1 to i64
    %113 = llvm.shl %112, %22 : i64
    %114 = llvm.udiv %93, %27 : i64
    %115 = llvm.shl %114, %21 : i64
    %116 = llvm.or %113, %115 : i64
    %117 = llvm.or %116, %13 : i64
    llvm.store %117, %96 : i64, !llvm.ptr
    llvm.store %31, %97 : i64, !llvm.ptr
    %118 = llvm.lshr %93, %20 : i64
    %119 = llvm.and %118, %19 : i64
    %120 = llvm.shl %119, %21 : i64
    llvm.store %120, %98 : i64, !llvm.ptr
    %121 = llvm.sub %91, %30 : i64
    %122 = llvm.and %121, %26 : i64
    %123 = llvm.shl %106, %21 : i64
    %124 = llvm.or %122, %123 : i64
    llvm.store %124, %99 : i64, !llvm.ptr
    llvm.store %31, %100 : i64, !llvm.ptr
    llvm.store %12, %101 : i64, !llvm.ptr
    llvm.store %18, %102 : i64, !llvm.ptr
    %125 = llvm.ptrtoint %85 : !llvm.ptr to i64
    %126 = llvm.inttoptr %125 : i64 to !llvm.ptr
    %127 = llvm.load %126 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %128 = llvm.insertvalue %127, %10[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %129 = llvm.extractvalue %87[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %130 = llvm.insertvalue %129, %9[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %131 = llvm.insertvalue %17, %130[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %132 = llvm.insertvalue %131, %83[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %133 = llvm.extractvalue %arg2[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %134 = llvm.extractvalue %133[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %135 = llvm.extractvalue %134[0] : !llvm.struct<(i32, i32)>
    %136 = llvm.extractvalue %134[1] : !llvm.struct<(i32, i32)>
    %137 = llvm.select %6, %7, %15 : i1, i32
    %138 = llvm.add %137, %135 : i32
    %139 = llvm.sdiv %138, %16 : i32
    %140 = llvm.add %139, %15 : i32
    %141 = llvm.sub %14, %135 : i32
    %142 = llvm.sdiv %141, %16 : i32
    %143 = llvm.sub %14, %142 : i32
    %144 = llvm.icmp "slt" %135, %14 : i32
    %145 = llvm.icmp "sgt" %135, %14 : i32
    %146 = llvm.and %144, %33 : i1
    %147 = llvm.and %145, %6 : i1
    %148 = llvm.or %146, %147 : i1
    %149 = llvm.select %148, %140, %143 : i1, i32
    %150 = llvm.add %137, %136 : i32
    %151 = llvm.sdiv %150, %16 : i32
    %152 = llvm.add %151, %15 : i32
    %153 = llvm.sub %14, %136 : i32
    %154 = llvm.sdiv %153, %16 : i32
    %155 = llvm.sub %14, %154 : i32
    %156 = llvm.icmp "slt" %136, %14 : i32
    %157 = llvm.icmp "sgt" %136, %14 : i32
    %158 = llvm.and %156, %33 : i1
    %159 = llvm.and %157, %6 : i1
    %160 = llvm.or %158, %159 : i1
    %161 = llvm.select %160, %152, %155 : i1, i32
    %162 = llvm.inttoptr %31 : i64 to !llvm.ptr
    %163 = llvm.alloca %15 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %164 = llvm.alloca %15 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %165 = llvm.getelementptr %163[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %164, %165 : !llvm.ptr, !llvm.ptr
    %166 = llvm.getelementptr %163[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %16, %166 : i32, !llvm.ptr
    %167 = llvm.getelementptr %163[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %167 : i32, !llvm.ptr
    %168 = llvm.getelementptr %163[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %168 : i32, !llvm.ptr
    %169 = llvm.getelementptr %163[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %169 : i64, !llvm.ptr
    %170 = llvm.getelementptr %163[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %149, %170 : i32, !llvm.ptr
    %171 = llvm.getelementptr %163[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %161, %171 : i32, !llvm.ptr
    %172 = llvm.getelementptr %163[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %172 : i32, !llvm.ptr
    %173 = llvm.getelementptr %163[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %173 : i32, !llvm.ptr
    %174 = llvm.getelementptr %163[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %162, %174 : !llvm.ptr, !llvm.ptr
    %175 = llvm.alloca %15 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %176 = llvm.getelementptr %175[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %163, %176 : !llvm.ptr, !llvm.ptr
    %177 = llvm.load %176 : !llvm.ptr -> !llvm.ptr
    %178 = llvm.getelementptr %177[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %179 = llvm.load %178 : !llvm.ptr -> i32
    %180 = llvm.getelementptr %177[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %181 = llvm.load %180 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%14 : i32)
  ^bb1(%182: i32):  // 2 preds: ^bb2, ^bb3
    %183 = llvm.getelementptr %181[%182] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %184 = llvm.getelementptr %183[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %184 : i32, !llvm.ptr
    %185 = llvm.getelementptr %183[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %14, %185 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // 3 preds: ^bb6, ^bb7, ^bb8
    %186 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %187 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %188 = llvm.call @printf(%187, %186) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %189 = llvm.add %179, %15 : i32
    llvm.store %189, %178 : i32, !llvm.ptr
    llvm.br ^bb1(%179 : i32)
  ^bb6:  // pred: ^bb0
    %190 = llvm.icmp "uge" %179, %2 : i32
    llvm.cond_br %190, ^bb5, ^bb2
  ^bb3:  // pred: ^bb9
    llvm.br ^bb1(%191 : i32)
  ^bb9:  // pred: ^bb0
    %192 = llvm.getelementptr %181[%191] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %193 = llvm.getelementptr %192[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %194 = llvm.load %193 : !llvm.ptr -> i32
    %195 = llvm.icmp "eq" %194, %5 : i32
    %196 = llvm.add %191, %15 : i32
    llvm.cond_br %195, ^bb3, ^bb0(%196 : i32)
  ^bb0(%191: i32):  // 2 preds: ^bb10, ^bb9
    %197 = llvm.icmp "uge" %191, %179 : i32
    llvm.cond_br %197, ^bb6, ^bb9
  ^bb4:  // pred: ^bb1
    %198 = llvm.load %176 : !llvm.ptr -> !llvm.ptr
    %199 = llvm.getelementptr %198[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %200 = llvm.load %199 : !llvm.ptr -> i32
    %201 = llvm.getelementptr %198[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %202 = llvm.load %201 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb11(%14 : i32)
  ^bb12(%203: i32):  // 2 preds: ^bb13, ^bb14
    %204 = llvm.getelementptr %202[%203] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %205 = llvm.getelementptr %204[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %1, %205 : i32, !llvm.ptr
    %206 = llvm.getelementptr %204[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %207 = llvm.getelementptr %206[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %15, %207 : i32, !llvm.ptr
    %208 = llvm.getelementptr %206[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %15, %208 : i32, !llvm.ptr
    %209 = llvm.getelementptr %206[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %15, %209 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb13:  // pred: ^bb7
    %210 = llvm.add %200, %15 : i32
    llvm.store %210, %199 : i32, !llvm.ptr
    llvm.br ^bb12(%200 : i32)
  ^bb7:  // pred: ^bb11
    %211 = llvm.icmp "uge" %200, %2 : i32
    llvm.cond_br %211, ^bb5, ^bb13
  ^bb14:  // pred: ^bb16
    llvm.br ^bb12(%212 : i32)
  ^bb16:  // pred: ^bb11
    %213 = llvm.getelementptr %202[%212] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %214 = llvm.getelementptr %213[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %215 = llvm.load %214 : !llvm.ptr -> i32
    %216 = llvm.icmp "eq" %215, %1 : i32
    %217 = llvm.add %212, %15 : i32
    llvm.cond_br %216, ^bb14, ^bb11(%217 : i32)
  ^bb11(%212: i32):  // 2 preds: ^bb4, ^bb16
    %218 = llvm.icmp "uge" %212, %200 : i32
    llvm.cond_br %218, ^bb7, ^bb16
  ^bb15:  // pred: ^bb12
    %219 = llvm.load %176 : !llvm.ptr -> !llvm.ptr
    %220 = llvm.getelementptr %219[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %221 = llvm.load %220 : !llvm.ptr -> i32
    %222 = llvm.getelementptr %219[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %223 = llvm.load %222 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb17(%14 : i32)
  ^bb18(%224: i32):  // 2 preds: ^bb19, ^bb20
    %225 = llvm.getelementptr %223[%224] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %226 = llvm.getelementptr %225[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %226 : i32, !llvm.ptr
    %227 = llvm.getelementptr %225[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %14, %227 : i32, !llvm.ptr
    llvm.br ^bb21
  ^bb19:  // pred: ^bb8
    %228 = llvm.add %221, %15 : i32
    llvm.store %228, %220 : i32, !llvm.ptr
    llvm.br ^bb18(%221 : i32)
  ^bb8:  // pred: ^bb17
    %229 = llvm.icmp "uge" %221, %2 : i32
    llvm.cond_br %229, ^bb5, ^bb19
  ^bb20:  // pred: ^bb22
    llvm.br ^bb18(%230 : i32)
  ^bb22:  // pred: ^bb17
    %231 = llvm.getelementptr %223[%230] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %232 = llvm.getelementptr %231[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %233 = llvm.load %232 : !llvm.ptr -> i32
    %234 = llvm.icmp "eq" %233, %0 : i32
    %235 = llvm.add %230, %15 : i32
    llvm.cond_br %234, ^bb20, ^bb17(%235 : i32)
  ^bb17(%230: i32):  // 2 preds: ^bb15, ^bb22
    %236 = llvm.icmp "uge" %230, %221 : i32
    llvm.cond_br %236, ^bb8, ^bb22
  ^bb21:  // pred: ^bb18
    %237 = llvm.getelementptr %175[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %238 = llvm.load %237 : !llvm.ptr -> !llvm.ptr
    %239 = llvm.mlir.constant(1 : i32) : i32
    %240 = llvm.mlir.constant(6 : i32) : i32
    %241 = llvm.alloca %240 x !llvm.ptr : (i32) -> !llvm.ptr
    %242 = llvm.mlir.constant(0 : i32) : i32
    %243 = llvm.alloca %239 x !llvm.struct<(i1)> : (i32) -> !llvm.ptr
    llvm.store %35, %243 : !llvm.struct<(i1)>, !llvm.ptr
    %244 = llvm.getelementptr %241[%242] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %243, %244 : !llvm.ptr, !llvm.ptr
    %245 = llvm.mlir.constant(1 : i32) : i32
    %246 = llvm.alloca %239 x !llvm.struct<(struct<(array<16 x i64>)>)> : (i32) -> !llvm.ptr
    llvm.store %79, %246 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %247 = llvm.getelementptr %241[%245] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %246, %247 : !llvm.ptr, !llvm.ptr
    %248 = llvm.mlir.constant(2 : i32) : i32
    %249 = llvm.alloca %239 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %84, %249 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %250 = llvm.getelementptr %241[%248] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %249, %250 : !llvm.ptr, !llvm.ptr
    %251 = llvm.mlir.constant(3 : i32) : i32
    %252 = llvm.alloca %239 x !llvm.struct<(struct<(array<16 x i64>)>)> : (i32) -> !llvm.ptr
    llvm.store %128, %252 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %253 = llvm.getelementptr %241[%251] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %252, %253 : !llvm.ptr, !llvm.ptr
    %254 = llvm.mlir.constant(4 : i32) : i32
    %255 = llvm.alloca %239 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %132, %255 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %256 = llvm.getelementptr %241[%254] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %255, %256 : !llvm.ptr, !llvm.ptr
    %257 = llvm.mlir.constant(5 : i32) : i32
    %258 = llvm.alloca %239 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %arg2, %258 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %259 = llvm.getelementptr %241[%257] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %258, %259 : !llvm.ptr, !llvm.ptr
    %260 = llvm.mlir.addressof @kernels_kernel_cutlass_hopper_gemm_kernel~ : !llvm.ptr
    %261 = llvm.load %260 : !llvm.ptr -> !llvm.ptr
    %262 = llvm.call @_cudaLaunchKernelEx(%238, %261, %241) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %263 = llvm.mlir.constant(0 : i32) : i32
    %264 = llvm.icmp "eq" %262, %263 : i32
    llvm.cond_br %264, ^bb23, ^bb24
  ^bb23:  // pred: ^bb21
    llvm.br ^bb25
  ^bb24:  // pred: ^bb21
    llvm.return %262 : i32
  ^bb25:  // pred: ^bb23
    llvm.return %14 : i32
  }
  llvm.func @_mlir_ciface_cutlass_hopper_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_hopper_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
