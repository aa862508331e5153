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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @kernels_binary("P\EDU\BA\01\00\10\00\00\12\00\00\00\00\00\00\02\00\01\01H\00\00\00\B8\11\00\00\00\00\00\00\00\00\00\00\00\00\00\00\07\00\01\00Z\00\00\00@\00\00\00\07\00\00\00\11\00\10\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00kernels\00\7FELF\02\01\013\07\00\00\00\00\00\00\00\02\00\BE\00\81\00\00\00\00\00\00\00\00\00\00\00\A0\10\00\00\00\00\00\00\A0\0D\00\00\00\00\00\00Z\0DZ\00@\008\00\05\00@\00\0C\00\01\00\00.shstrtab\00.strtab\00.symtab\00.symtab_shndx\00.nv.info\00.text.kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00.nv.info.kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00.nv.shared.kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00.nv.shared.reserved.0\00.debug_frame\00.rel.debug_frame\00.rela.debug_frame\00.nv.callgraph\00.nv.prototype\00.nv.constant0.kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00.shstrtab\00.strtab\00.symtab\00.symtab_shndx\00.nv.info\00.text.kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00.nv.info.kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00.nv.shared.kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00.nv.reservedSmem.offset0\00.nv.shared.reserved.0\00__nv_reservedSMEM_offset_0_alias\00.debug_frame\00.rel.debug_frame\00.rela.debug_frame\00.nv.callgraph\00.nv.prototype\00kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00.nv.constant0.kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\002\00\00\00\03\00\09\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\AB\01\00\00!\00\00\00\00\00\00\00\00\00\00\00\04\00\00\00\00\00\00\00\DA\01\00\00 \A0\0A\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\FB\01\00\00\03\00\04\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00+\02\00\00\03\00\07\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00G\02\00\00\12\10\09\00\00\00\00\00\00\00\00\00\80\02\00\00\00\00\00\00\BC\02\00\00\03\00\0B\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\FF\FF\FF\FF$\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\FF\FF\03\00\04|\FF\FF\FF\FF\0F\0C\81\80\80(\00\08\FF\81\80(\08\81\80\80(\00\00\00\FF\FF\FF\FF,\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\80\02\00\00\00\00\00\00\04d\00\00\00\04\04\00\00\00\0C\81\80\80(\00\00\00\00\00\04/\08\00\06\00\00\00\12\00\00\00\04\11\08\00\06\00\00\00\00\00\00\00\04\12\08\00\06\00\00\00\00\00\00\00\047\04\00\81\00\00\00\04\17\0C\00\00\00\00\00\01\00\08\00\00\F0!\00\04\17\0C\00\00\00\00\00\00\00\00\00\00\F0!\00\03P\00\00\03\1B\FF\00\04\1C\04\00\90\01\00\00\04\10\0C\00\00\01\00\00\01\00\00\00\01\00\00\00\03\19\10\00\04\0A\08\00\07\00\00\00\10\02\10\00\046\04\00\08\00\00\00\00\00\00\00\FF\FF\FF\FF\00\00\00\00\FE\FF\FF\FF\00\00\00\00\FD\FF\FF\FF\00\00\00\00\FC\FF\FF\FF\00\00\00\00D\00\00\00\00\00\00\00\02\00\00\00\06\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\82{\01\FF\00\0A\00\00\00\08\00\00\00\E2\0F\00\19y\00\00\00\00\00\00\00!\00\00\00.\0E\00\C3y\04\00\00\00\00\00\00%\00\00\000\0E\00\82{\03\FF\00\00\00\00\00\08\00\00\00$\0E\00$|\00\03\04\00\00\00\00\02\8E\0F\00\E2\1F\00\B9z\04\00\00\82\00\00\00\0A\00\00\00\C8\0F\00\19x\03\FF\1F\00\00\00\00\14\01\00\00\C8\0F\00\11r\04\03\00\00\00\00\FFH\8F\07\00\E4\0F\00\82{\02\FF\00\84\00\00\00\0A\00\00\00$\0E\00\12x\05\04\00\FE\FF\FF\FF\C0\8E\07\00\E4\0F\00\19x\06\FF\09\00\00\00\04\16\01\00\00\E4\0F\00\0Cr\00\00\05\00\00\00pR\F0\03\00\E4\0F\00\11x\07\04\FF\FF\FF\FF\FF\B8\8F\07\00\C4\0F\00\0Cr\00\00\FF\00\00\00p\12p\00\00\E2\0F\04$x\00\00\01\00\00\00\05\0A\8E\07\00\E4\0F\00\82{\04\FF\00\86\00\00\00\0A\00\00\00t\0E\00$\82\07\FF\FF\00\00\00\06\02\8E\07\00\C8\0F\00$x\00\07\00\02\00\00\00\02\8E\07\00\C8\0F\00$x\07\00\10\00\00\00\FF\00\8E\07\00\C8\0F\00%x\02\07\02\00\00\00\02\02\8E\07\00\CA\1F\00\81y\0C\02\04\10\00\00\00\1D\1E\0C\00\A8\0E\00\81y\08\02\04\00\00\00\00\1D\1E\0C\00\E2\0E\00%x\04\07\02\00\00\00\04\02\8E\07\00\CA/\00\86y\00\04\0C\10\00\00\04\1D\10\0C\00\E8O\00\86y\00\04\08\00\00\00\04\1D\10\0C\00\E2\8F\00My\00\00\00\00\00\00\00\00\80\03\00\EA\0F\00Gy\FC\00\FC\FF\FF\FF\FF\FF\83\03\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\18y\00\00\00\00\00\00\00\00\00\00\00\C0\0F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\03\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00@\00\00\00\00\00\00\00\90\02\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\0B\00\00\00\03\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00d\03\00\00\00\00\00\00?\03\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\13\00\00\00\02\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\A8\06\00\00\00\00\00\00\C0\00\00\00\00\00\00\00\02\00\00\00\06\00\00\00\08\00\00\00\00\00\00\00\18\00\00\00\00\00\00\00\C1\01\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00h\07\00\00\00\00\00\00h\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00)\00\00\00\00\00\00p\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\D0\07\00\00\00\00\00\00$\00\00\00\00\00\00\00\03\00\00\00\00\00\00\00\04\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\AD\00\00\00\00\00\00p@\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\F4\07\00\00\00\00\00\00`\00\00\00\00\00\00\00\03\00\00\00\09\00\00\00\04\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\F1\01\00\00\01\00\00p\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00T\08\00\00\00\00\00\00 \00\00\00\00\00\00\00\03\00\00\00\00\00\00\00\04\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\DF\01\00\00\04\00\00\00@\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00x\08\00\00\00\00\00\00\18\00\00\00\00\00\00\00\03\00\00\00\04\00\00\00\08\00\00\00\00\00\00\00\18\00\00\00\00\00\00\002\00\00\00\01\00\00\00\06\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\09\00\00\00\00\00\00\80\02\00\00\00\00\00\00\03\00\00\00\06\00\00\00\80\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\AB\01\00\00\08\00\00\00\03\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\80\0B\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\0D\02\00\00\01\00\00\00B\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\80\0B\00\00\00\00\00\00 \02\00\00\00\00\00\00\00\00\00\00\09\00\00\00\04\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\06\00\00\00\04\00\00\00\A0\10\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\18\01\00\00\00\00\00\00\18\01\00\00\00\00\00\00\08\00\00\00\00\00\00\00\01\00\00\00\04\00\00\00\A0\10\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\18\01\00\00\00\00\00\00\18\01\00\00\00\00\00\00\08\00\00\00\00\00\00\00\01\00\00\00\05\00\00\00\00\09\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\80\02\00\00\00\00\00\00\80\02\00\00\00\00\00\00\08\00\00\00\00\00\00\00\01\00\00\00\06\00\00\00\80\0B\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\01\00\00\00\04\00\00\00\80\0B\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00 \02\00\00\00\00\00\00 \02\00\00\00\00\00\00\08\00\00\00\00\00\00\00") {addr_space = 0 : i32, alignment = 8 : i64}
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
    llvm.cond_br %6, ^bb1, ^bb2(%4 : i32)
  ^bb1:  // pred: ^bb0
    %7 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb2(%7 : i32)
  ^bb2(%8: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %8 : i32
  }
  llvm.mlir.global internal @kernels_kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0() {addr_space = 0 : i32, cu_attrs = {max_dynamic_shared_size_bytes = -1 : i32, non_portable_cluster_size_allowed = 1 : i32}} : !llvm.ptr
  llvm.func @cuda_load(%arg0: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
    %2 = llvm.call @_cudaGetDevice(%1) : (!llvm.ptr) -> i32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.icmp "eq" %2, %3 : i32
    llvm.cond_br %4, ^bb1, ^bb7(%2 : i32)
  ^bb1:  // pred: ^bb0
    %5 = llvm.load %1 : !llvm.ptr -> i32
    %6 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
    %7 = llvm.mlir.constant(97 : i32) : i32
    %8 = llvm.call @_cudaDeviceGetAttribute(%6, %7, %5) : (!llvm.ptr, i32, i32) -> i32
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.icmp "eq" %8, %9 : i32
    llvm.cond_br %10, ^bb2, ^bb7(%8 : i32)
  ^bb2:  // pred: ^bb1
    %11 = llvm.load %6 : !llvm.ptr -> i32
    %12 = llvm.mlir.addressof @kernels_kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0 : !llvm.ptr
    %13 = llvm.mlir.constant("kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00") : !llvm.array<117 x i8>
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.alloca %14 x !llvm.array<117 x i8> : (i32) -> !llvm.ptr
    llvm.store %13, %15 : !llvm.array<117 x i8>, !llvm.ptr
    %16 = llvm.getelementptr %arg0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
    %18 = llvm.call @_cudaLibraryGetKernel(%12, %17, %15) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.icmp "eq" %18, %19 : i32
    llvm.cond_br %20, ^bb3, ^bb7(%18 : i32)
  ^bb3:  // pred: ^bb2
    %21 = llvm.load %12 : !llvm.ptr -> !llvm.ptr
    %22 = llvm.mlir.constant(8 : i32) : i32
    %23 = llvm.mlir.constant(1 : i32) : i32
    %24 = llvm.mlir.constant(1 : i32) : i32
    %25 = llvm.alloca %23 x i32 : (i32) -> !llvm.ptr
    %26 = llvm.call @_cuKernelGetAttribute(%25, %24, %21, %5) : (!llvm.ptr, i32, !llvm.ptr, i32) -> i32
    %27 = llvm.mlir.constant(0 : i32) : i32
    %28 = llvm.icmp "eq" %26, %27 : i32
    llvm.cond_br %28, ^bb4, ^bb7(%26 : i32)
  ^bb4:  // pred: ^bb3
    %29 = llvm.load %25 : !llvm.ptr -> i32
    %30 = llvm.sub %11, %29 : i32
    %31 = llvm.call @_cudaFuncSetAttribute(%21, %22, %30) : (!llvm.ptr, i32, i32) -> i32
    %32 = llvm.mlir.constant(0 : i32) : i32
    %33 = llvm.icmp "eq" %31, %32 : i32
    llvm.cond_br %33, ^bb5, ^bb7(%31 : i32)
  ^bb5:  // pred: ^bb4
    %34 = llvm.mlir.constant(14 : i32) : i32
    %35 = llvm.mlir.constant(1 : i32) : i32
    %36 = llvm.call @_cudaFuncSetAttribute(%21, %34, %35) : (!llvm.ptr, i32, i32) -> i32
    %37 = llvm.mlir.constant(0 : i32) : i32
    %38 = llvm.icmp "eq" %36, %37 : i32
    llvm.cond_br %38, ^bb6, ^bb7(%36 : i32)
  ^bb6:  // pred: ^bb5
    %39 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%39 : i32)
  ^bb7(%40: i32):  // 7 preds: ^bb0, ^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
    llvm.return %40 : i32
  }
  llvm.func @cuda_load_to_device(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
    %2 = llvm.mlir.constant(97 : i32) : i32
    %3 = llvm.call @_cudaDeviceGetAttribute(%1, %2, %arg1) : (!llvm.ptr, i32, i32) -> i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.icmp "eq" %3, %4 : i32
    llvm.cond_br %5, ^bb1, ^bb6(%3 : i32)
  ^bb1:  // pred: ^bb0
    %6 = llvm.load %1 : !llvm.ptr -> i32
    %7 = llvm.mlir.addressof @kernels_kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0 : !llvm.ptr
    %8 = llvm.mlir.constant("kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0\00") : !llvm.array<117 x i8>
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.alloca %9 x !llvm.array<117 x i8> : (i32) -> !llvm.ptr
    llvm.store %8, %10 : !llvm.array<117 x i8>, !llvm.ptr
    %11 = llvm.getelementptr %arg0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
    %13 = llvm.call @_cudaLibraryGetKernel(%7, %12, %10) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15 = llvm.icmp "eq" %13, %14 : i32
    llvm.cond_br %15, ^bb2, ^bb6(%13 : i32)
  ^bb2:  // pred: ^bb1
    %16 = llvm.load %7 : !llvm.ptr -> !llvm.ptr
    %17 = llvm.mlir.constant(8 : i32) : i32
    %18 = llvm.mlir.constant(1 : i32) : i32
    %19 = llvm.mlir.constant(1 : i32) : i32
    %20 = llvm.alloca %18 x i32 : (i32) -> !llvm.ptr
    %21 = llvm.call @_cuKernelGetAttribute(%20, %19, %16, %arg1) : (!llvm.ptr, i32, !llvm.ptr, i32) -> i32
    %22 = llvm.mlir.constant(0 : i32) : i32
    %23 = llvm.icmp "eq" %21, %22 : i32
    llvm.cond_br %23, ^bb3, ^bb6(%21 : i32)
  ^bb3:  // pred: ^bb2
    %24 = llvm.load %20 : !llvm.ptr -> i32
    %25 = llvm.sub %6, %24 : i32
    %26 = llvm.call @_cudaKernelSetAttributeForDevice(%16, %17, %25, %arg1) : (!llvm.ptr, i32, i32, i32) -> i32
    %27 = llvm.mlir.constant(0 : i32) : i32
    %28 = llvm.icmp "eq" %26, %27 : i32
    llvm.cond_br %28, ^bb4, ^bb6(%26 : i32)
  ^bb4:  // pred: ^bb3
    %29 = llvm.mlir.constant(14 : i32) : i32
    %30 = llvm.mlir.constant(1 : i32) : i32
    %31 = llvm.call @_cudaKernelSetAttributeForDevice(%16, %29, %30, %arg1) : (!llvm.ptr, i32, i32, i32) -> i32
    %32 = llvm.mlir.constant(0 : i32) : i32
    %33 = llvm.icmp "eq" %31, %32 : i32
    llvm.cond_br %33, ^bb5, ^bb6(%31 : i32)
  ^bb5:  // pred: ^bb4
    %34 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb6(%34 : i32)
  ^bb6(%35: i32):  // 6 preds: ^bb0, ^bb1, ^bb2, ^bb3, ^bb4, ^bb5
    llvm.return %35 : i32
  }
  llvm.func @cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %6 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %7 = llvm.mlir.constant(16384 : i32) : i32
    %8 = llvm.mlir.constant(1 : i32) : i32
    %9 = llvm.mlir.constant(256 : i32) : i32
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = llvm.mlir.constant(0 : i32) : i32
    %12 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %13 = llvm.insertvalue %12, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %14 = llvm.insertvalue %6, %13[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %15 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %16 = llvm.insertvalue %15, %5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %17 = llvm.insertvalue %6, %16[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
    %18 = llvm.inttoptr %10 : i64 to !llvm.ptr
    %19 = llvm.alloca %8 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %20 = llvm.alloca %8 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %21 = llvm.getelementptr %19[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %20, %21 : !llvm.ptr, !llvm.ptr
    %22 = llvm.getelementptr %19[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %19[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %19[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %19[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %25 : i64, !llvm.ptr
    %26 = llvm.getelementptr %19[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %19[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %19[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %19[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %11, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %19[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %18, %30 : !llvm.ptr, !llvm.ptr
    %31 = llvm.alloca %8 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %32 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %19, %32 : !llvm.ptr, !llvm.ptr
    %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
    %34 = llvm.getelementptr %33[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %35 = llvm.load %34 : !llvm.ptr -> i32
    %36 = llvm.getelementptr %33[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%11 : i32)
  ^bb1(%38: i32):  // 2 preds: ^bb3, ^bb5
    %39 = llvm.getelementptr %37[%38] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %40 = llvm.getelementptr %39[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %40 : i32, !llvm.ptr
    %41 = llvm.getelementptr %39[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %11, %41 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %42 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %43 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %44 = llvm.call @printf(%43, %42) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %45 = llvm.add %35, %8 : i32
    llvm.store %45, %34 : i32, !llvm.ptr
    llvm.br ^bb1(%35 : i32)
  ^bb4:  // pred: ^bb7
    %46 = llvm.icmp "uge" %35, %1 : i32
    llvm.cond_br %46, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%52 : i32)
  ^bb6:  // pred: ^bb7
    %47 = llvm.getelementptr %37[%52] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %48 = llvm.getelementptr %47[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %49 = llvm.load %48 : !llvm.ptr -> i32
    %50 = llvm.icmp "eq" %49, %4 : i32
    %51 = llvm.add %52, %8 : i32
    llvm.cond_br %50, ^bb5, ^bb7(%51 : i32)
  ^bb7(%52: i32):  // 2 preds: ^bb0, ^bb6
    %53 = llvm.icmp "uge" %52, %35 : i32
    llvm.cond_br %53, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %54 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
    %55 = llvm.getelementptr %54[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %56 = llvm.load %55 : !llvm.ptr -> i32
    %57 = llvm.getelementptr %54[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %58 = llvm.load %57 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%11 : i32)
  ^bb9(%59: i32):  // 2 preds: ^bb10, ^bb12
    %60 = llvm.getelementptr %58[%59] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %61 = llvm.getelementptr %60[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %61 : i32, !llvm.ptr
    %62 = llvm.getelementptr %60[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %11, %62 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %63 = llvm.add %56, %8 : i32
    llvm.store %63, %55 : i32, !llvm.ptr
    llvm.br ^bb9(%56 : i32)
  ^bb11:  // pred: ^bb14
    %64 = llvm.icmp "uge" %56, %1 : i32
    llvm.cond_br %64, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%70 : i32)
  ^bb13:  // pred: ^bb14
    %65 = llvm.getelementptr %58[%70] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %66 = llvm.getelementptr %65[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %67 = llvm.load %66 : !llvm.ptr -> i32
    %68 = llvm.icmp "eq" %67, %0 : i32
    %69 = llvm.add %70, %8 : i32
    llvm.cond_br %68, ^bb12, ^bb14(%69 : i32)
  ^bb14(%70: i32):  // 2 preds: ^bb8, ^bb13
    %71 = llvm.icmp "uge" %70, %56 : i32
    llvm.cond_br %71, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %72 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %73 = llvm.load %72 : !llvm.ptr -> !llvm.ptr
    %74 = llvm.mlir.constant(1 : i32) : i32
    %75 = llvm.mlir.constant(2 : i32) : i32
    %76 = llvm.alloca %75 x !llvm.ptr : (i32) -> !llvm.ptr
    %77 = llvm.mlir.constant(0 : i32) : i32
    %78 = llvm.alloca %74 x !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %14, %78 : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.ptr
    %79 = llvm.getelementptr %76[%77] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %78, %79 : !llvm.ptr, !llvm.ptr
    %80 = llvm.mlir.constant(1 : i32) : i32
    %81 = llvm.alloca %74 x !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> : (i32) -> !llvm.ptr
    llvm.store %17, %81 : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.ptr
    %82 = llvm.getelementptr %76[%80] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
    llvm.store %81, %82 : !llvm.ptr, !llvm.ptr
    %83 = llvm.mlir.addressof @kernels_kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0 : !llvm.ptr
    %84 = llvm.load %83 : !llvm.ptr -> !llvm.ptr
    %85 = llvm.call @_cudaLaunchKernelEx(%73, %84, %76) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    cuda.return_if_error %85 : i32
    llvm.return %11 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
