module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %d bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(8192 : i32) : i32
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.constant(false) : i1
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(512 : i32) : i32
      %5 = llvm.mlir.constant(16 : i32) : i32
      %6 = llvm.alloca %5 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %8 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %9 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %10 = llvm.mul %8, %9 : i32
      %11 = llvm.add %10, %7 : i32
      %12 = llvm.sdiv %11, %4 : i32
      %13 = llvm.mul %12, %4 : i32
      %14 = llvm.icmp "ne" %11, %13 : i32
      %15 = llvm.icmp "slt" %11, %3 : i32
      %16 = llvm.icmp "ne" %15, %2 : i1
      %17 = llvm.and %14, %16 : i1
      %18 = llvm.add %12, %1 : i32
      %19 = llvm.select %17, %18, %12 : i1, i32
      %20 = llvm.srem %11, %4 : i32
      %21 = llvm.mul %19, %0 : i32
      %22 = llvm.mul %20, %5 : i32
      %23 = llvm.add %21, %22 : i32
      %24 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %25 = llvm.getelementptr %24[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %26 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %27 = llvm.getelementptr %26[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %28 = llvm.load %25 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<16xbf16>
      llvm.store %28, %6 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      %29 = llvm.load %6 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      llvm.store %29, %27 {alignment = 16 : i64} : vector<16xbf16>, !llvm.ptr<1>
      llvm.return
    }
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
    %72 = builtin.unrealized_conversion_cast %31 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %73 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0<%72> (%14, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %74 = builtin.unrealized_conversion_cast %73 : !cuda.result to i32
    cuda.return_if_error %74 : i32
    llvm.return %11 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
