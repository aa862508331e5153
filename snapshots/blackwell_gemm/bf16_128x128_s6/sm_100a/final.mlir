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
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_blackwell_gemm_kernel~' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_binary("<binary: 66914 chars escaped, sha256 e2ca782fbba609ae>") {addr_space = 0 : i32, alignment = 8 : i64}
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
    %15 = llvm.mlir.constant(128 : i32) : i32
    %16 = llvm.mlir.poison : !llvm.struct<()>
    %17 = llvm.mlir.constant(127 : i64) : i64
    %18 = llvm.mlir.constant(15 : i64) : i64
    %19 = llvm.mlir.constant(36 : i64) : i64
    %20 = llvm.mlir.constant(32 : i64) : i64
    %21 = llvm.mlir.constant(21 : i64) : i64
    %22 = llvm.mlir.constant(131072 : i64) : i64
    %23 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %24 = llvm.mlir.constant(4 : i64) : i64
    %25 = llvm.mlir.constant(4294967295 : i64) : i64
    %26 = llvm.mlir.constant(16 : i64) : i64
    %27 = llvm.mlir.constant(8 : i64) : i64
    %28 = llvm.mlir.constant(2 : i64) : i64
    %29 = llvm.mlir.constant(1 : i64) : i64
    %30 = llvm.mlir.constant(0 : i64) : i64
    %31 = llvm.mlir.constant(16 : i32) : i32
    %32 = llvm.mlir.constant(false) : i1
    %33 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1)>
    %34 = llvm.insertvalue %32, %33[0] : !llvm.struct<(i1, i1, i1)>
    %35 = llvm.insertvalue %32, %34[1] : !llvm.struct<(i1, i1, i1)>
    %36 = llvm.insertvalue %32, %35[2] : !llvm.struct<(i1, i1, i1)>
    %37 = llvm.alloca %31 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %38 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %40 = llvm.extractvalue %39[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %41 = llvm.extractvalue %39[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %42 = llvm.extractvalue %39[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %43 = llvm.zext %41 : i32 to i64
    %44 = llvm.zext %40 : i32 to i64
    %45 = llvm.mul %42, %28 : i64
    %46 = llvm.ptrtoint %38 : !llvm.ptr<1> to i64
    %47 = llvm.getelementptr %37[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %37[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %37[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %37[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %37[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %37[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %37[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %37[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %54 : i64, !llvm.ptr
    %55 = llvm.udiv %46, %26 : i64
    %56 = llvm.and %55, %23 : i64
    %57 = llvm.shl %56, %24 : i64
    llvm.store %57, %47 : i64, !llvm.ptr
    %58 = llvm.sub %44, %29 : i64
    %59 = llvm.mul %58, %45 : i64
    %60 = llvm.mul %43, %26 : i64
    %61 = llvm.udiv %60, %27 : i64
    %62 = llvm.add %61, %59 : i64
    %63 = llvm.icmp "uge" %62, %22 : i64
    %64 = llvm.zext %63 : i1 to i64
    %65 = llvm.shl %64, %21 : i64
    %66 = llvm.udiv %45, %26 : i64
    %67 = llvm.shl %66, %20 : i64
    %68 = llvm.or %65, %67 : i64
    %69 = llvm.or %68, %12 : i64
    llvm.store %69, %48 : i64, !llvm.ptr
    llvm.store %30, %49 : i64, !llvm.ptr
    %70 = llvm.lshr %45, %19 : i64
    %71 = llvm.and %70, %18 : i64
    %72 = llvm.shl %71, %20 : i64
    llvm.store %72, %50 : i64, !llvm.ptr
    %73 = llvm.sub %43, %29 : i64
    %74 = llvm.and %73, %25 : i64
    %75 = llvm.shl %58, %20 : i64
    %76 = llvm.or %74, %75 : i64
    llvm.store %76, %51 : i64, !llvm.ptr
    llvm.store %30, %52 : i64, !llvm.ptr
    llvm.store %11, %53 : i64, !llvm.ptr
    llvm.store %17, %54 : i64, !llvm.ptr
    %77 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %78 = llvm.inttoptr %77 : i64 to !llvm.ptr
    %79 = llvm.load %78 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %80 = llvm.insertvalue %79, %9[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %81 = llvm.extractvalue %39[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %82 = llvm.insertvalue %81, %8[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %83 = llvm.insertvalue %16, %82[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %84 = llvm.insertvalue %16, %7[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %85 = llvm.insertvalue %83, %84[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %86 = llvm.alloca %31 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %87 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %88 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %89 = llvm.extractvalue %88[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %90 = llvm.extractvalue %88[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %91 = llvm.extractvalue %88[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %92 = llvm.zext %90 : i32 to i64
    %93 = llvm.zext %89 : i32 to i64
    %94 = llvm.mul %91, %28 : i64
    %95 = llvm.ptrtoint %87 : !llvm.ptr<1> to i64
    %96 = llvm.getelementptr %86[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %86[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %86[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %86[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %86[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %86[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %101 : i64, !llvm.ptr
    %102 = llvm.getelementptr %86[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %102 : i64, !llvm.ptr
    %103 = llvm.getelementptr %86[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %30, %103 : i64, !llvm.ptr
    %104 = llvm.udiv %95, %26 : i64
    %105 = llvm.and %104, %23 : i64
    %106 = llvm.shl %105, %24 : i64
    llvm.store %106, %96 : i64, !llvm.ptr
    %107 = llvm.sub %93, %29 : i64
    %108 = llvm.mul %107, %94 : i64
    %109 = llvm.mul %92, %26 : i64
    %110 = llvm.udiv %109, %27 : i64
    %111 = llvm.add %110, %108 : i64
    %112 = llvm.icmp "uge" %111, %22 : i64
    %113 = llvm.zext %112 : i1 to i64
    %114 = llvm.shl %113, %21 : i64
    %115 = llvm.udiv %94, %26 : i64
    %116 = llvm.shl %115, %20 : i64
    %117 = llvm.or %114, %116 : i64
    %118 = llvm.or %117, %12 : i64
    llvm.store %118, %97 : i64, !llvm.ptr
    llvm.store %30, %98 : i64, !llvm.ptr
    %119 = llvm.lshr %94, %19 : i64
    %120 = llvm.and %119, %18 : i64
    %121 = llvm.shl %120, %20 : i64
    llvm.store %121, %99 : i64, !llvm.ptr
    %122 = llvm.sub %92, %29 : i64
    %123 = llvm.and %122, %25 : i64
    %124 = llvm.shl %107, %20 : i64
    %125 = llvm.or %123, %124 : i64
    llvm.store %125, %100 : i64, !llvm.ptr
    llvm.store %30, %101 : i64, !llvm.ptr
    llvm.store %11, %102 : i64, !llvm.ptr
    llvm.store %17, %103 : i64, !llvm.ptr
    %126 = llvm.ptrtoint %86 : !llvm.ptr to i64
    %127 = llvm.inttoptr %126 : i64 to !llvm.ptr
    %128 = llvm.load %127 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %129 = llvm.insertvalue %128, %9[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %130 = llvm.extractvalue %88[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %131 = llvm.insertvalue %130, %8[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %132 = llvm.insertvalue %16, %131[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %133 = llvm.insertvalue %132, %84[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %134 = llvm.extractvalue %arg2[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %135 = llvm.extractvalue %134[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %136 = llvm.extractvalue %135[0] : !llvm.struct<(i32, i32)>
    %137 = llvm.extractvalue %135[1] : !llvm.struct<(i32, i32)>
    %138 = llvm.select %5, %6, %14 : i1, i32
    %139 = llvm.add %138, %136 : i32
    %140 = llvm.sdiv %139, %15 : i32
    %141 = llvm.add %140, %14 : i32
    %142 = llvm.sub %13, %136 : i32
    %143 = llvm.sdiv %142, %15 : i32
    %144 = llvm.sub %13, %143 : i32
    %145 = llvm.icmp "slt" %136, %13 : i32
    %146 = llvm.icmp "sgt" %136, %13 : i32
    %147 = llvm.and %145, %32 : i1
    %148 = llvm.and %146, %5 : i1
    %149 = llvm.or %147, %148 : i1
    %150 = llvm.select %149, %141, %144 : i1, i32
    %151 = llvm.add %138, %137 : i32
    %152 = llvm.sdiv %151, %15 : i32
    %153 = llvm.add %152, %14 : i32
    %154 = llvm.sub %13, %137 : i32
    %155 = llvm.sdiv %154, %15 : i32
    %156 = llvm.sub %13, %155 : i32
    %157 = llvm.icmp "slt" %137, %13 : i32
    %158 = llvm.icmp "sgt" %137, %13 : i32
    %159 = llvm.and %157, %32 : i1
    %160 = llvm.and %158, %5 : i1
    %161 = llvm.or %159, %160 : i1
    %162 = llvm.select %161, %153, %156 : i1, i32
    %163 = llvm.inttoptr %30 : i64 to !llvm.ptr
    %164 = llvm.alloca %14 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %165 = llvm.alloca %14 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %166 = llvm.getelementptr %164[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %165, %166 : !llvm.ptr, !llvm.ptr
    %167 = llvm.getelementptr %164[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %167 : i32, !llvm.ptr
    %168 = llvm.getelementptr %164[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %168 : i32, !llvm.ptr
    %169 = llvm.getelementptr %164[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %169 : i32, !llvm.ptr
    %170 = llvm.getelementptr %164[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %170 : i64, !llvm.ptr
    %171 = llvm.getelementptr %164[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %150, %171 : i32, !llvm.ptr
    %172 = llvm.getelementptr %164[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %162, %172 : i32, !llvm.ptr
    %173 = llvm.getelementptr %164[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %14, %173 : i32, !llvm.ptr
    %174 = llvm.getelementptr %164[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %13, %174 : i32, !llvm.ptr
    %175 = llvm.getelementptr %164[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %163, %175 : !llvm.ptr, !llvm.ptr
    %176 = llvm.alloca %14 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %177 = llvm.getelementptr %176[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %164, %177 : !llvm.ptr, !llvm.ptr
    %178 = llvm.load %177 : !llvm.ptr -> !llvm.ptr
    %179 = llvm.getelementptr %178[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %180 = llvm.load %179 : !llvm.ptr -> i32
    %181 = llvm.getelementptr %178[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %182 = llvm.load %181 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb0(%13 : i32)
  ^bb1(%183: i32):  // 2 preds: ^bb2, ^bb3
    %184 = llvm.getelementptr %182[%183] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %185 = llvm.getelementptr %184[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %185 : i32, !llvm.ptr
    %186 = llvm.getelementptr %184[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %186 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // 2 preds: ^bb6, ^bb7
    %187 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %188 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %189 = llvm.call @printf(%188, %187) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %190 = llvm.add %180, %14 : i32
    llvm.store %190, %179 : i32, !llvm.ptr
    llvm.br ^bb1(%180 : i32)
  ^bb6:  // pred: ^bb0
    %191 = llvm.icmp "uge" %180, %1 : i32
    llvm.cond_br %191, ^bb5, ^bb2
  ^bb3:  // pred: ^bb8
    llvm.br ^bb1(%192 : i32)
  ^bb8:  // pred: ^bb0
    %193 = llvm.getelementptr %182[%192] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %194 = llvm.getelementptr %193[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %195 = llvm.load %194 : !llvm.ptr -> i32
    %196 = llvm.icmp "eq" %195, %4 : i32
    %197 = llvm.add %192, %14 : i32
    llvm.cond_br %196, ^bb3, ^bb0(%197 : i32)
  ^bb0(%192: i32):  // 2 preds: ^bb9, ^bb8
    %198 = llvm.icmp "uge" %192, %180 : i32
    llvm.cond_br %198, ^bb6, ^bb8
  ^bb4:  // pred: ^bb1
    %199 = llvm.load %177 : !llvm.ptr -> !llvm.ptr
    %200 = llvm.getelementptr %199[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %201 = llvm.load %200 : !llvm.ptr -> i32
    %202 = llvm.getelementptr %199[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %203 = llvm.load %202 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb10(%13 : i32)
  ^bb11(%204: i32):  // 2 preds: ^bb12, ^bb13
    %205 = llvm.getelementptr %203[%204] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %206 = llvm.getelementptr %205[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %206 : i32, !llvm.ptr
    %207 = llvm.getelementptr %205[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %13, %207 : i32, !llvm.ptr
    llvm.br ^bb14
  ^bb12:  // pred: ^bb7
    %208 = llvm.add %201, %14 : i32
    llvm.store %208, %200 : i32, !llvm.ptr
    llvm.br ^bb11(%201 : i32)
  ^bb7:  // pred: ^bb10
    %209 = llvm.icmp "uge" %201, %1 : i32
    llvm.cond_br %209, ^bb5, ^bb12
  ^bb13:  // pred: ^bb15
    llvm.br ^bb11(%210 : i32)
  ^bb15:  // pred: ^bb10
    %211 = llvm.getelementptr %203[%210] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %212 = llvm.getelementptr %211[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %213 = llvm.load %212 : !llvm.ptr -> i32
    %214 = llvm.icmp "eq" %213, %0 : i32
    %215 = llvm.add %210, %14 : i32
    llvm.cond_br %214, ^bb13, ^bb10(%215 : i32)
  ^bb10(%210: i32):  // 2 preds: ^bb4, ^bb15
    %216 = llvm.icmp "uge" %210, %201 : i32
    llvm.cond_br %216, ^bb7, ^bb15
  ^bb14:  // pred: ^bb11
    %217 = llvm.getelementptr %176[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %218 = llvm.load %217 : !llvm.ptr -> !llvm.ptr
    %219 = llvm.mlir.constant(1 : i32) : i32
    %220 = llvm.mlir.constant(6 : i32) : i32
    %221 = llvm.alloca %220 x !llvm.ptr : (i32) -> !llvm.ptr
    %222 = llvm.mlir.constant(0 : i32) : i32
    %223 = llvm.alloca %219 x !llvm.struct<(i1, i1, i1)> : (i32) -> !llvm.ptr
    llvm.store %36, %223 : !llvm.struct<(i1, i1, i1)>, !llvm.ptr
    %224 = llvm.getelementptr %221[%222] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %223, %224 : !llvm.ptr, !llvm.ptr
    %225 = llvm.mlir.constant(1 : i32) : i32
    %226 = llvm.alloca %219 x !llvm.struct<(struct<(array<16 x i64>)>)> : (i32) -> !llvm.ptr
    llvm.store %80, %226 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %227 = llvm.getelementptr %221[%225] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %226, %227 : !llvm.ptr, !llvm.ptr
    %228 = llvm.mlir.constant(2 : i32) : i32
    %229 = llvm.alloca %219 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %85, %229 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %230 = llvm.getelementptr %221[%228] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %229, %230 : !llvm.ptr, !llvm.ptr
    %231 = llvm.mlir.constant(3 : i32) : i32
    %232 = llvm.alloca %219 x !llvm.struct<(struct<(array<16 x i64>)>)> : (i32) -> !llvm.ptr
    llvm.store %129, %232 : !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.ptr
    %233 = llvm.getelementptr %221[%231] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %232, %233 : !llvm.ptr, !llvm.ptr
    %234 = llvm.mlir.constant(4 : i32) : i32
    %235 = llvm.alloca %219 x !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %133, %235 : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.ptr
    %236 = llvm.getelementptr %221[%234] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %235, %236 : !llvm.ptr, !llvm.ptr
    %237 = llvm.mlir.constant(5 : i32) : i32
    %238 = llvm.alloca %219 x !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> : (i32) -> !llvm.ptr
    llvm.store %arg2, %238 : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.ptr
    %239 = llvm.getelementptr %221[%237] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %238, %239 : !llvm.ptr, !llvm.ptr
    %240 = llvm.mlir.addressof @kernels_kernel_cutlass_blackwell_gemm_kernel~ : !llvm.ptr
    %241 = llvm.load %240 : !llvm.ptr -> !llvm.ptr
    %242 = llvm.call @_cudaLaunchKernelEx(%218, %241, %221) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %243 = llvm.mlir.constant(0 : i32) : i32
    %244 = llvm.icmp "eq" %242, %243 : i32
    llvm.cond_br %244, ^bb16, ^bb17
  ^bb16:  // pred: ^bb14
    llvm.br ^bb18
  ^bb17:  // pred: ^bb14
    llvm.return %242 : i32
  ^bb18:  // pred: ^bb16
    llvm.return %13 : i32
  }
  llvm.func @_mlir_ciface_cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_blackwell_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
