// irscope snapshot: relu:bf16@sm_90a after cute-expand-ops#1 (cute-expand-ops)
!memref_gmem_bf16_301b = !cute.memref<bf16, gmem, align<16>, "((1,8),(?,?)):((0,1),(?{i64 div=8},8))">
!memref_gmem_bf16_4c17 = !cute.memref<bf16, gmem, align<16>, "((1,8)):((0,1))">
!memref_gmem_bf16_aab6 = !cute.memref<bf16, gmem, align<16>, "(?,?{div=8}):(?{i64 div=8},1)">
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_relu_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_relu_kernel~(%arg0: !memref_gmem_bf16_301b, %arg1: !memref_gmem_bf16_301b) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_301b
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_301b
      %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_301b
      %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_301b
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_301b
      %lay_0 = cute.get_layout(%arg1) : !memref_gmem_bf16_301b
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %6 = nvvm.read.ptx.sreg.ntid.x : i32
      %7 = nvvm.read.ptx.sreg.ntid.y : i32
      %8 = nvvm.read.ptx.sreg.ntid.z : i32
      %lay_1 = cute.get_layout(%arg0) : !memref_gmem_bf16_301b
      %9 = cute.get_shape(%lay_1) : (!cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">) -> !cute.shape<"((1,8),(?,?))">
      %e0, %e1, %e2, %e3 = cute.get_leaves(%9) : !cute.shape<"((1,8),(?,?))">
      %itup = cute.to_int_tuple(%e2) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %10 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %itup_0 = cute.to_int_tuple(%e3) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %11 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
      %12 = arith.muli %3, %6 : i32
      %13 = arith.addi %12, %0 : i32
      %mul = cute.tuple_mul(%itup, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
      %14 = cute.get_scalars(%mul) : !cute.int_tuple<"?">
      %15 = arith.cmpi sgt, %14, %13 : i32
      %16 = scf.if %15 -> (!memref_gmem_bf16_301b) {
        %iter_3 = cute.get_iter(%arg1) : !memref_gmem_bf16_301b
        %int_tuple = cute.make_int_tuple(%13) : (i32) -> !cute.int_tuple<"?">
        %div = cute.tuple_div(%int_tuple, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
        %17 = cute.get_scalars(%div) : !cute.int_tuple<"?">
        %int_tuple_0 = cute.make_int_tuple(%13) : (i32) -> !cute.int_tuple<"?">
        %mod = cute.tuple_mod(%int_tuple_0, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
        %18 = cute.get_scalars(%mod) : !cute.int_tuple<"?">
        %coord = cute.make_coord(%div, %mod) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(_,(?,?))">
        %lay_2 = cute.get_layout(%arg0) : !memref_gmem_bf16_301b
        %idx = cute.crd2idx(%coord, %lay_2) : (!cute.coord<"(_,(?,?))">, !cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">) -> !cute.int_tuple<"?{i64 div=8}">
        %iter_4 = cute.get_iter(%arg0) : !memref_gmem_bf16_301b
        %ptr = cute.add_offset(%iter_4, %idx) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
        %view = cute.make_view(%ptr) : !memref_gmem_bf16_4c17
        %iter_5 = cute.get_iter(%view) : !memref_gmem_bf16_4c17
        %iter_6 = cute.get_iter(%view) : !memref_gmem_bf16_4c17
        %lay_3 = cute.get_layout(%view) : !memref_gmem_bf16_4c17
        %19 = cute.get_shape(%lay_3) : (!cute.layout<"((1,8)):((0,1))">) -> !cute.shape<"((1,8))">
        %e0_0, %e1_0 = cute.get_leaves(%19) : !cute.shape<"((1,8))">
        %lay_4 = cute.get_layout(%view) : !memref_gmem_bf16_4c17
        %20 = cute.memref.load_vec(%view) : (!memref_gmem_bf16_4c17) -> vector<8xbf16>
        %lay_5 = cute.get_layout(%view) : !memref_gmem_bf16_4c17
        %21 = cute.get_shape(%lay_5) : (!cute.layout<"((1,8)):((0,1))">) -> !cute.shape<"((1,8))">
        %e0_1, %e1_1 = cute.get_leaves(%21) : !cute.shape<"((1,8))">
        %cst = arith.constant 0.000000e+00 : bf16
        %22 = vector.broadcast %cst : bf16 to vector<8xbf16>
        %23 = arith.cmpf ogt, %20, %22 : vector<8xbf16>
        %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,8))">
        %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
        %e0_2 = cute.get_leaves(%int_tuple_2) : !cute.int_tuple<"8">
        %cst_0 = arith.constant 0.000000e+00 : bf16
        %24 = vector.splat %cst_0 : vector<8xbf16>
        %25 = arith.select %23, %20, %24 : vector<8xi1>, vector<8xbf16>
        %coord_0 = cute.make_coord(%div, %mod) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(_,(?,?))">
        %lay_6 = cute.get_layout(%arg1) : !memref_gmem_bf16_301b
        %idx_0 = cute.crd2idx(%coord_0, %lay_6) : (!cute.coord<"(_,(?,?))">, !cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">) -> !cute.int_tuple<"?{i64 div=8}">
        %iter_7 = cute.get_iter(%arg1) : !memref_gmem_bf16_301b
        %ptr_0 = cute.add_offset(%iter_7, %idx_0) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=8}">) -> !cute.ptr<bf16, gmem, align<16>>
        %view_0 = cute.make_view(%ptr_0) : !memref_gmem_bf16_4c17
        %iter_8 = cute.get_iter(%view_0) : !memref_gmem_bf16_4c17
        %iter_9 = cute.get_iter(%view_0) : !memref_gmem_bf16_4c17
        %lay_7 = cute.get_layout(%view_0) : !memref_gmem_bf16_4c17
        %26 = cute.get_shape(%lay_7) : (!cute.layout<"((1,8)):((0,1))">) -> !cute.shape<"((1,8))">
        %e0_3, %e1_2 = cute.get_leaves(%26) : !cute.shape<"((1,8))">
        %lay_8 = cute.get_layout(%view_0) : !memref_gmem_bf16_4c17
        %lay_9 = cute.get_layout(%view_0) : !memref_gmem_bf16_4c17
        %27 = cute.get_shape(%lay_9) : (!cute.layout<"((1,8)):((0,1))">) -> !cute.shape<"((1,8))">
        %e0_4, %e1_3 = cute.get_leaves(%27) : !cute.shape<"((1,8))">
        %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,8))">
        %sz = cute.size(%int_tuple_3) : (!cute.int_tuple<"((1,8))">) -> !cute.int_tuple<"8">
        %e0_5 = cute.get_leaves(%sz) : !cute.int_tuple<"8">
        %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,8))">
        %sz_0 = cute.size(%int_tuple_4) : (!cute.int_tuple<"((1,8))">) -> !cute.int_tuple<"8">
        %e0_6 = cute.get_leaves(%sz_0) : !cute.int_tuple<"8">
        cute.memref.store_vec(%25, %view_0) : (vector<8xbf16>, !memref_gmem_bf16_4c17) -> ()
        scf.yield %arg1 : !memref_gmem_bf16_301b
      } else {
        %iter_3 = cute.get_iter(%arg1) : !memref_gmem_bf16_301b
        scf.yield %arg1 : !memref_gmem_bf16_301b
      }
      %iter_10 = cute.get_iter(%16) : !memref_gmem_bf16_301b
      %iter_11 = cute.get_iter(%16) : !memref_gmem_bf16_301b
      %iter_12 = cute.get_iter(%16) : !memref_gmem_bf16_301b
      return
    }
  }
  func.func @cutlass_relu~(%arg0: !memref_gmem_bf16_aab6, %arg1: !memref_gmem_bf16_aab6) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_aab6
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_aab6
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8:1]">
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_aab6
    %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_aab6
    %0:3 = cute.get_scalars(%lay) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.ceildivsi %0#1, %c8_i32 : i32
    %shape = cute.make_shape(%0#0, %1) : (i32, i32) -> !cute.shape<"((1,8),(?,?))">
    %iv = cute.assume(%0#2) : (i64) -> !cute.i64<divby 8>
    %stride = cute.make_stride(%iv) : (!cute.i64<divby 8>) -> !cute.stride<"((0,1),(?{i64 div=8},8))">
    %lay_0 = cute.make_layout(%shape, %stride) : !cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">
    %view = cute.make_view(%iter_3, %lay_0) : !memref_gmem_bf16_301b
    %iter_4 = cute.get_iter(%view) : !memref_gmem_bf16_301b
    %iter_5 = cute.get_iter(%view) : !memref_gmem_bf16_301b
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[1:0;8:1]">
    %iter_6 = cute.get_iter(%arg1) : !memref_gmem_bf16_aab6
    %lay_1 = cute.get_layout(%arg1) : !memref_gmem_bf16_aab6
    %2:3 = cute.get_scalars(%lay_1) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c8_i32_0 = arith.constant 8 : i32
    %3 = arith.ceildivsi %2#1, %c8_i32_0 : i32
    %shape_0 = cute.make_shape(%2#0, %3) : (i32, i32) -> !cute.shape<"((1,8),(?,?))">
    %iv_0 = cute.assume(%2#2) : (i64) -> !cute.i64<divby 8>
    %stride_0 = cute.make_stride(%iv_0) : (!cute.i64<divby 8>) -> !cute.stride<"((0,1),(?{i64 div=8},8))">
    %lay_2 = cute.make_layout(%shape_0, %stride_0) : !cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">
    %view_0 = cute.make_view(%iter_6, %lay_2) : !memref_gmem_bf16_301b
    %iter_7 = cute.get_iter(%view_0) : !memref_gmem_bf16_301b
    %iter_8 = cute.get_iter(%view_0) : !memref_gmem_bf16_301b
    %lay_3 = cute.get_layout(%view) : !memref_gmem_bf16_301b
    %sz = cute.size(%lay_3) <{mode = [1]}> : (!cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">) -> !cute.int_tuple<"?">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"?">
    %4 = cute.get_scalars(%e0) : !cute.int_tuple<"?">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"256">
    %add = cute.tuple_add(%e0, %int_tuple) : (!cute.int_tuple<"?">, !cute.int_tuple<"256">) -> !cute.int_tuple<"?">
    %5 = cute.get_scalars(%add) : !cute.int_tuple<"?">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
    %sub = cute.tuple_sub(%add, %int_tuple_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"1">) -> !cute.int_tuple<"?">
    %6 = cute.get_scalars(%sub) : !cute.int_tuple<"?">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"256">
    %div = cute.tuple_div(%sub, %int_tuple_1) : (!cute.int_tuple<"?">, !cute.int_tuple<"256">) -> !cute.int_tuple<"?">
    %7 = cute.get_scalars(%div) : !cute.int_tuple<"?">
    %lay_4 = cute.get_layout(%view) : !memref_gmem_bf16_301b
    %lay_5 = cute.get_layout(%view_0) : !memref_gmem_bf16_301b
    %c0_i32 = arith.constant 0 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %8 = arith.cmpi sgt, %c0_i32, %c232448_i32 : i32
    scf.if %8 {
      %9 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %10 = llvm.getelementptr %9[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<237 x i8>
      %11 = llvm.call @printf(%10, %c0_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64 = arith.constant 0 : i64
    %12 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %13 = arith.extsi %c0_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %14 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %13, gridDim = (%7, %c1_i32, %c1_i32), stream = %12) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32_0 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%14] %c0_i32_0 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%14] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 3>, i32
    %15 = cuda.launch_ex @kernels::@kernel_cutlass_relu_kernel~<%14> (%view, %view_0) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_301b, !memref_gmem_bf16_301b) -> !cuda.result
    %16 = cuda.cast %15 : !cuda.result -> i32
    cuda.return_if_error %16 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
