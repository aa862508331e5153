// irscope snapshot: copy_inner_outer_partition:bf16@sm_90a after cute-expand-ops#1 (cute-expand-ops)
!memref_gmem_bf16_5e2f = !cute.memref<bf16, gmem, align<16>, "((32,256),(256,32)):((8192,1),(262144,256))">
!memref_gmem_bf16_a8b7 = !cute.memref<bf16, gmem, align<16>, "(32,256):(8192,1)">
!memref_gmem_bf16_ec73 = !cute.memref<bf16, gmem, "(4,8):(65536,32)">
!memref_gmem_bf16_f6c7 = !cute.memref<bf16, gmem, align<16>, "(8192,8192):(8192,1)">
!memref_rmem_bf16_5ce5 = !cute.memref<bf16, rmem, align<32>, "(4,8):(8,1)">
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_copy_kernel~(%arg0: !memref_gmem_bf16_5e2f, %arg1: !memref_gmem_bf16_5e2f) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = cute.static : !cute.layout<"(8,32):(32,1)">
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_5e2f
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_5e2f
      %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_5e2f
      %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_5e2f
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_5e2f
      %lay_0 = cute.get_layout(%arg1) : !memref_gmem_bf16_5e2f
      %1 = nvvm.read.ptx.sreg.tid.x : i32
      %2 = nvvm.read.ptx.sreg.tid.y : i32
      %3 = nvvm.read.ptx.sreg.tid.z : i32
      %4 = nvvm.read.ptx.sreg.ctaid.x : i32
      %5 = nvvm.read.ptx.sreg.ctaid.y : i32
      %6 = nvvm.read.ptx.sreg.ctaid.z : i32
      %coord = cute.make_coord(%4) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_1 = cute.get_layout(%arg0) : !memref_gmem_bf16_5e2f
      %idx = cute.crd2idx(%coord, %lay_1) : (!cute.coord<"((_,_),?)">, !cute.layout<"((32,256),(256,32)):((8192,1),(262144,256))">) -> !cute.int_tuple<"?{div=256}">
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_5e2f
      %ptr = cute.add_offset(%iter_3, %idx) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=256}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view = cute.make_view(%ptr) : !memref_gmem_bf16_a8b7
      %iter_4 = cute.get_iter(%view) : !memref_gmem_bf16_a8b7
      %iter_5 = cute.get_iter(%view) : !memref_gmem_bf16_a8b7
      %coord_0 = cute.make_coord(%4) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_2 = cute.get_layout(%arg1) : !memref_gmem_bf16_5e2f
      %idx_0 = cute.crd2idx(%coord_0, %lay_2) : (!cute.coord<"((_,_),?)">, !cute.layout<"((32,256),(256,32)):((8192,1),(262144,256))">) -> !cute.int_tuple<"?{div=256}">
      %iter_6 = cute.get_iter(%arg1) : !memref_gmem_bf16_5e2f
      %ptr_0 = cute.add_offset(%iter_6, %idx_0) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=256}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_0 = cute.make_view(%ptr_0) : !memref_gmem_bf16_a8b7
      %iter_7 = cute.get_iter(%view_0) : !memref_gmem_bf16_a8b7
      %iter_8 = cute.get_iter(%view_0) : !memref_gmem_bf16_a8b7
      %coord_1 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_3 = cute.make_layout() : !cute.layout<"(8,32):(32,1)">
      %shape = cute.make_shape() : () -> !cute.shape<"(8,32)">
      %7 = cute.get_flat_coord(%1, %lay_3) : (i32, !cute.layout<"(8,32):(32,1)">) -> !cute.coord<"(?,?)">
      %8:2 = cute.get_scalars(%7) <{only_dynamic}> : !cute.coord<"(?,?)">
      %coord_2 = cute.make_coord(%8#0, %8#1) : (i32, i32) -> !cute.coord<"((?,?),(_,_))">
      %lay_4 = cute.get_layout(%view) : !memref_gmem_bf16_a8b7
      %lay_5 = cute.make_layout() : !cute.layout<"((8,32),(4,8)):((8192,1),(65536,32))">
      %idx_1 = cute.crd2idx(%coord_2, %lay_5) : (!cute.coord<"((?,?),(_,_))">, !cute.layout<"((8,32),(4,8)):((8192,1),(65536,32))">) -> !cute.int_tuple<"?">
      %iter_9 = cute.get_iter(%view) : !memref_gmem_bf16_a8b7
      %ptr_1 = cute.add_offset(%iter_9, %idx_1) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<bf16, gmem>
      %view_1 = cute.make_view(%ptr_1) : !memref_gmem_bf16_ec73
      %iter_10 = cute.get_iter(%view_1) : !memref_gmem_bf16_ec73
      %iter_11 = cute.get_iter(%view_1) : !memref_gmem_bf16_ec73
      %coord_3 = cute.make_coord() : () -> !cute.coord<"1">
      %lay_6 = cute.make_layout() : !cute.layout<"(8,32):(32,1)">
      %shape_0 = cute.make_shape() : () -> !cute.shape<"(8,32)">
      %9 = cute.get_flat_coord(%1, %lay_6) : (i32, !cute.layout<"(8,32):(32,1)">) -> !cute.coord<"(?,?)">
      %10:2 = cute.get_scalars(%9) <{only_dynamic}> : !cute.coord<"(?,?)">
      %coord_4 = cute.make_coord(%10#0, %10#1) : (i32, i32) -> !cute.coord<"((?,?),(_,_))">
      %lay_7 = cute.get_layout(%view_0) : !memref_gmem_bf16_a8b7
      %lay_8 = cute.make_layout() : !cute.layout<"((8,32),(4,8)):((8192,1),(65536,32))">
      %idx_2 = cute.crd2idx(%coord_4, %lay_8) : (!cute.coord<"((?,?),(_,_))">, !cute.layout<"((8,32),(4,8)):((8192,1),(65536,32))">) -> !cute.int_tuple<"?">
      %iter_12 = cute.get_iter(%view_0) : !memref_gmem_bf16_a8b7
      %ptr_2 = cute.add_offset(%iter_12, %idx_2) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<bf16, gmem>
      %view_2 = cute.make_view(%ptr_2) : !memref_gmem_bf16_ec73
      %iter_13 = cute.get_iter(%view_2) : !memref_gmem_bf16_ec73
      %iter_14 = cute.get_iter(%view_2) : !memref_gmem_bf16_ec73
      %lay_9 = cute.get_layout(%view_1) : !memref_gmem_bf16_ec73
      %lay_10 = cute.make_layout() : !cute.layout<"(4,8):(8,1)">
      %rmem = cute.memref.alloca(%lay_10) : !memref_rmem_bf16_5ce5
      %iter_15 = cute.get_iter(%rmem) : !memref_rmem_bf16_5ce5
      %iter_16 = cute.get_iter(%rmem) : !memref_rmem_bf16_5ce5
      %lay_11 = cute.get_layout(%view_1) : !memref_gmem_bf16_ec73
      %11 = cute.get_shape(%lay_11) : (!cute.layout<"(4,8):(65536,32)">) -> !cute.shape<"(4,8)">
      %e0, %e1 = cute.get_leaves(%11) : !cute.shape<"(4,8)">
      %lay_12 = cute.get_layout(%view_1) : !memref_gmem_bf16_ec73
      %12 = cute.memref.load_vec(%view_1) : (!memref_gmem_bf16_ec73) -> vector<32xbf16>
      %lay_13 = cute.get_layout(%view_1) : !memref_gmem_bf16_ec73
      %13 = cute.get_shape(%lay_13) : (!cute.layout<"(4,8):(65536,32)">) -> !cute.shape<"(4,8)">
      %e0_0, %e1_0 = cute.get_leaves(%13) : !cute.shape<"(4,8)">
      %lay_14 = cute.get_layout(%rmem) : !memref_rmem_bf16_5ce5
      %14 = cute.get_shape(%lay_14) : (!cute.layout<"(4,8):(8,1)">) -> !cute.shape<"(4,8)">
      %e0_1, %e1_1 = cute.get_leaves(%14) : !cute.shape<"(4,8)">
      %lay_15 = cute.get_layout(%rmem) : !memref_rmem_bf16_5ce5
      %lay_16 = cute.get_layout(%rmem) : !memref_rmem_bf16_5ce5
      %15 = cute.get_shape(%lay_16) : (!cute.layout<"(4,8):(8,1)">) -> !cute.shape<"(4,8)">
      %e0_2, %e1_2 = cute.get_leaves(%15) : !cute.shape<"(4,8)">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(4,8)">
      %sz = cute.size(%int_tuple) : (!cute.int_tuple<"(4,8)">) -> !cute.int_tuple<"32">
      %e0_3 = cute.get_leaves(%sz) : !cute.int_tuple<"32">
      %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(4,8)">
      %sz_0 = cute.size(%int_tuple_0) : (!cute.int_tuple<"(4,8)">) -> !cute.int_tuple<"32">
      %e0_4 = cute.get_leaves(%sz_0) : !cute.int_tuple<"32">
      cute.memref.store_vec(%12, %rmem) : (vector<32xbf16>, !memref_rmem_bf16_5ce5) -> ()
      %lay_17 = cute.get_layout(%rmem) : !memref_rmem_bf16_5ce5
      %16 = cute.get_shape(%lay_17) : (!cute.layout<"(4,8):(8,1)">) -> !cute.shape<"(4,8)">
      %e0_5, %e1_3 = cute.get_leaves(%16) : !cute.shape<"(4,8)">
      %lay_18 = cute.get_layout(%rmem) : !memref_rmem_bf16_5ce5
      %17 = cute.memref.load_vec(%rmem) : (!memref_rmem_bf16_5ce5) -> vector<32xbf16>
      %lay_19 = cute.get_layout(%rmem) : !memref_rmem_bf16_5ce5
      %18 = cute.get_shape(%lay_19) : (!cute.layout<"(4,8):(8,1)">) -> !cute.shape<"(4,8)">
      %e0_6, %e1_4 = cute.get_leaves(%18) : !cute.shape<"(4,8)">
      %lay_20 = cute.get_layout(%view_2) : !memref_gmem_bf16_ec73
      %19 = cute.get_shape(%lay_20) : (!cute.layout<"(4,8):(65536,32)">) -> !cute.shape<"(4,8)">
      %e0_7, %e1_5 = cute.get_leaves(%19) : !cute.shape<"(4,8)">
      %lay_21 = cute.get_layout(%view_2) : !memref_gmem_bf16_ec73
      %lay_22 = cute.get_layout(%view_2) : !memref_gmem_bf16_ec73
      %20 = cute.get_shape(%lay_22) : (!cute.layout<"(4,8):(65536,32)">) -> !cute.shape<"(4,8)">
      %e0_8, %e1_6 = cute.get_leaves(%20) : !cute.shape<"(4,8)">
      %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"(4,8)">
      %sz_1 = cute.size(%int_tuple_1) : (!cute.int_tuple<"(4,8)">) -> !cute.int_tuple<"32">
      %e0_9 = cute.get_leaves(%sz_1) : !cute.int_tuple<"32">
      %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"(4,8)">
      %sz_2 = cute.size(%int_tuple_2) : (!cute.int_tuple<"(4,8)">) -> !cute.int_tuple<"32">
      %e0_10 = cute.get_leaves(%sz_2) : !cute.int_tuple<"32">
      cute.memref.store_vec(%17, %view_2) : (vector<32xbf16>, !memref_gmem_bf16_ec73) -> ()
      return
    }
  }
  func.func @cutlass_copy_inner_outer_partition~(%arg0: !memref_gmem_bf16_f6c7, %arg1: !memref_gmem_bf16_f6c7) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_f6c7
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_f6c7
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_f6c7
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_f6c7
    %tile = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_f6c7
    %view = cute.make_view(%iter_3) : !memref_gmem_bf16_5e2f
    %iter_4 = cute.get_iter(%view) : !memref_gmem_bf16_5e2f
    %iter_5 = cute.get_iter(%view) : !memref_gmem_bf16_5e2f
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[32:1;256:1]">
    %iter_6 = cute.get_iter(%arg1) : !memref_gmem_bf16_f6c7
    %view_0 = cute.make_view(%iter_6) : !memref_gmem_bf16_5e2f
    %iter_7 = cute.get_iter(%view_0) : !memref_gmem_bf16_5e2f
    %iter_8 = cute.get_iter(%view_0) : !memref_gmem_bf16_5e2f
    %shape = cute.make_shape() : () -> !cute.shape<"(8,32)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay = cute.make_layout() : !cute.layout<"(8,32):(32,1)">
    %lay_0 = cute.get_layout(%view_0) : !memref_gmem_bf16_5e2f
    %sz = cute.size(%lay_0) <{mode = [1]}> : (!cute.layout<"((32,256),(256,32)):((8192,1),(262144,256))">) -> !cute.int_tuple<"8192">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"8192">
    %sz_0 = cute.size(%lay) : (!cute.layout<"(8,32):(32,1)">) -> !cute.int_tuple<"256">
    %e0_0 = cute.get_leaves(%sz_0) : !cute.int_tuple<"256">
    %lay_1 = cute.get_layout(%view) : !memref_gmem_bf16_5e2f
    %lay_2 = cute.get_layout(%view_0) : !memref_gmem_bf16_5e2f
    %c0_i32 = arith.constant 0 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %0 = arith.cmpi sgt, %c0_i32, %c232448_i32 : i32
    scf.if %0 {
      %1 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %2 = llvm.getelementptr %1[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<261 x i8>
      %3 = llvm.call @printf(%2, %c0_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64 = arith.constant 0 : i64
    %4 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %5 = arith.extsi %c0_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8192_i32 = arith.constant 8192 : i32
    %6 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %5, gridDim = (%c8192_i32, %c1_i32, %c1_i32), stream = %4) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32_0 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%6] %c0_i32_0 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%6] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 3>, i32
    %7 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel~<%6> (%view, %view_0) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_5e2f, !memref_gmem_bf16_5e2f) -> !cuda.result
    %8 = cuda.cast %7 : !cuda.result -> i32
    cuda.return_if_error %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
