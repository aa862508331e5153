// irscope snapshot: elementwise_add:v1_f16@sm_80 after cute-expand-ops#1 (cute-expand-ops, convert-cute-algo-to-arch)
!copy_simt_4b37 = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16>, layout_copy_tv = <"((32,4),(8,4)):((128,4),(16,1))">, tiler_mn = <"[16:1;256:1]">>
!memref_gmem_f16_3612 = !cute.memref<f16, gmem, align<16>, "((16,256),(512,32)):((8192,1),(131072,256))">
!memref_gmem_f16_f6f9 = !cute.memref<f16, gmem, align<16>, "(16,256):(8192,1)">
!memref_gmem_f16_77c9 = !cute.memref<f16, gmem, align<16>, "((1,(8,4)),1,1):((0,(1,8192)),0,0)">
!memref_gmem_f16_fb3d = !cute.memref<f16, gmem, align<16>, "((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">
!memref_gmem_f16_9cfc = !cute.memref<f16, gmem, align<16>, "((1,(8,4))):((0,(1,8192)))">
!memref_gmem_f16_9d9a = !cute.memref<f16, gmem, align<16>, "(8192,8192):(8192,1)">
!memref_rmem_f16_7a3b = !cute.memref<f16, rmem, align<32>, "((1,(8,4)),1,1):((0,(1,8)),0,0)">
!memref_rmem_f16_efb6 = !cute.memref<f16, rmem, align<32>, "((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">
!memref_rmem_f16_b815 = !cute.memref<f16, rmem, align<32>, "((1,(8,4))):((0,(1,8)))">
!memref_rmem_i8_5b6b = !cute.memref<i8, rmem, align<32>, "((1,(8,4)),1,1):((0,(1,8)),0,0)">
!memref_rmem_i8_a16d = !cute.memref<i8, rmem, align<32>, "((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">
!memref_rmem_i8_5213 = !cute.memref<i8, rmem, align<32>, "((1,(8,4))):((0,(1,8)))">
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_add_kernel_v1~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %d bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_add_kernel_v1~(%arg0: !memref_gmem_f16_3612, %arg1: !memref_gmem_f16_3612, %arg2: !memref_gmem_f16_3612) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = cute.static : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %1 = cute.static : !cute.layout<"((32,4),(8,4)):((128,4),(16,1))">
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_3612
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_3612
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_3612
      %iter_2 = cute.get_iter(%0) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %tup = cute.deref_arith_tuple_iter(%iter_2) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_3612
      %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f16_3612
      %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f16_3612
      %iter_6 = cute.get_iter(%0) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %tup_0 = cute.deref_arith_tuple_iter(%iter_6) : !cute.arith_tuple_iter<"(0,0)">
      %e0_0, %e1_0 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16_3612
      %lay_0 = cute.get_layout(%arg1) : !memref_gmem_f16_3612
      %lay_1 = cute.get_layout(%arg2) : !memref_gmem_f16_3612
      %lay_2 = cute.get_layout(%0) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %2 = nvvm.read.ptx.sreg.tid.x : i32
      %3 = nvvm.read.ptx.sreg.tid.y : i32
      %4 = nvvm.read.ptx.sreg.tid.z : i32
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = nvvm.read.ptx.sreg.ctaid.z : i32
      %coord = cute.make_coord(%5) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_3 = cute.get_layout(%arg0) : !memref_gmem_f16_3612
      %idx = cute.crd2idx(%coord, %lay_3) : (!cute.coord<"((_,_),?)">, !cute.layout<"((16,256),(512,32)):((8192,1),(131072,256))">) -> !cute.int_tuple<"?{div=256}">
      %iter_7 = cute.get_iter(%arg0) : !memref_gmem_f16_3612
      %ptr = cute.add_offset(%iter_7, %idx) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=256}">) -> !cute.ptr<f16, gmem, align<16>>
      %view = cute.make_view(%ptr) : !memref_gmem_f16_f6f9
      %iter_8 = cute.get_iter(%view) : !memref_gmem_f16_f6f9
      %iter_9 = cute.get_iter(%view) : !memref_gmem_f16_f6f9
      %coord_0 = cute.make_coord(%5) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_4 = cute.get_layout(%arg1) : !memref_gmem_f16_3612
      %idx_0 = cute.crd2idx(%coord_0, %lay_4) : (!cute.coord<"((_,_),?)">, !cute.layout<"((16,256),(512,32)):((8192,1),(131072,256))">) -> !cute.int_tuple<"?{div=256}">
      %iter_10 = cute.get_iter(%arg1) : !memref_gmem_f16_3612
      %ptr_0 = cute.add_offset(%iter_10, %idx_0) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=256}">) -> !cute.ptr<f16, gmem, align<16>>
      %view_0 = cute.make_view(%ptr_0) : !memref_gmem_f16_f6f9
      %iter_11 = cute.get_iter(%view_0) : !memref_gmem_f16_f6f9
      %iter_12 = cute.get_iter(%view_0) : !memref_gmem_f16_f6f9
      %coord_1 = cute.make_coord(%5) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_5 = cute.get_layout(%arg2) : !memref_gmem_f16_3612
      %idx_1 = cute.crd2idx(%coord_1, %lay_5) : (!cute.coord<"((_,_),?)">, !cute.layout<"((16,256),(512,32)):((8192,1),(131072,256))">) -> !cute.int_tuple<"?{div=256}">
      %iter_13 = cute.get_iter(%arg2) : !memref_gmem_f16_3612
      %ptr_1 = cute.add_offset(%iter_13, %idx_1) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=256}">) -> !cute.ptr<f16, gmem, align<16>>
      %view_1 = cute.make_view(%ptr_1) : !memref_gmem_f16_f6f9
      %iter_14 = cute.get_iter(%view_1) : !memref_gmem_f16_f6f9
      %iter_15 = cute.get_iter(%view_1) : !memref_gmem_f16_f6f9
      %coord_2 = cute.make_coord(%5) : (i32) -> !cute.coord<"((_,_),?)">
      %lay_6 = cute.get_layout(%0) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %idx_2 = cute.crd2idx(%coord_2, %lay_6) : (!cute.coord<"((_,_),?)">, !cute.layout<"((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">) -> !cute.int_tuple<"(?{div=16},?{div=256})">
      %iter_16 = cute.get_iter(%0) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
      %tup_1 = cute.add_offset(%iter_16, %idx_2) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=16},?{div=256})">) -> !cute.arith_tuple_iter<"(?{div=16},?{div=256})">
      %view_2 = cute.make_view(%tup_1) : !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
      %iter_17 = cute.get_iter(%view_2) : !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
      %tup_2 = cute.deref_arith_tuple_iter(%iter_17) : !cute.arith_tuple_iter<"(?{div=16},?{div=256})">
      %e0_1, %e1_1 = cute.get_leaves(%tup_2) : !cute.int_tuple<"(?{div=16},?{div=256})">
      %8 = cute.get_scalars(%e0_1) : !cute.int_tuple<"?{div=16}">
      %9 = cute.get_scalars(%e1_1) : !cute.int_tuple<"?{div=256}">
      %iter_18 = cute.get_iter(%view_2) : !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
      %tup_3 = cute.deref_arith_tuple_iter(%iter_18) : !cute.arith_tuple_iter<"(?{div=16},?{div=256})">
      %e0_2, %e1_2 = cute.get_leaves(%tup_3) : !cute.int_tuple<"(?{div=16},?{div=256})">
      %10 = cute.get_scalars(%e0_2) : !cute.int_tuple<"?{div=16}">
      %11 = cute.get_scalars(%e1_2) : !cute.int_tuple<"?{div=256}">
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16>
      %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16>
      %tile = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
      %12 = cute.make_tiled_copy(%atom) : !copy_simt_4b37
      %tile_0 = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
      %13 = cute.make_tiled_copy(%atom_0) : !copy_simt_4b37
      %coord_3 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_19 = cute.get_iter(%view) : !memref_gmem_f16_f6f9
      %14 = cute.get_scalars(%coord_3) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32 = arith.constant 32 : i32
      %15 = arith.divsi %14, %c32_i32 : i32
      %c32_i32_0 = arith.constant 32 : i32
      %16 = arith.remsi %14, %c32_i32_0 : i32
      %c8_i32 = arith.constant 8 : i32
      %17 = arith.muli %16, %c8_i32 : i32
      %c32768_i32 = arith.constant 32768 : i32
      %18 = arith.muli %15, %c32768_i32 : i32
      %19 = arith.addi %17, %18 : i32
      %iv = cute.assume(%19) : (i32) -> !cute.i32<divby 8>
      %int_tuple = cute.make_int_tuple(%iv) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_2 = cute.add_offset(%iter_19, %int_tuple) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %view_3 = cute.make_view(%ptr_2) : !memref_gmem_f16_77c9
      %iter_20 = cute.get_iter(%view_3) : !memref_gmem_f16_77c9
      %coord_4 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_21 = cute.get_iter(%view_0) : !memref_gmem_f16_f6f9
      %20 = cute.get_scalars(%coord_4) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32_1 = arith.constant 32 : i32
      %21 = arith.divsi %20, %c32_i32_1 : i32
      %c32_i32_2 = arith.constant 32 : i32
      %22 = arith.remsi %20, %c32_i32_2 : i32
      %c8_i32_0 = arith.constant 8 : i32
      %23 = arith.muli %22, %c8_i32_0 : i32
      %c32768_i32_0 = arith.constant 32768 : i32
      %24 = arith.muli %21, %c32768_i32_0 : i32
      %25 = arith.addi %23, %24 : i32
      %iv_0 = cute.assume(%25) : (i32) -> !cute.i32<divby 8>
      %int_tuple_0 = cute.make_int_tuple(%iv_0) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_3 = cute.add_offset(%iter_21, %int_tuple_0) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %view_4 = cute.make_view(%ptr_3) : !memref_gmem_f16_77c9
      %iter_22 = cute.get_iter(%view_4) : !memref_gmem_f16_77c9
      %coord_5 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_23 = cute.get_iter(%view_1) : !memref_gmem_f16_f6f9
      %26 = cute.get_scalars(%coord_5) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32_3 = arith.constant 32 : i32
      %27 = arith.divsi %26, %c32_i32_3 : i32
      %c32_i32_4 = arith.constant 32 : i32
      %28 = arith.remsi %26, %c32_i32_4 : i32
      %c8_i32_1 = arith.constant 8 : i32
      %29 = arith.muli %28, %c8_i32_1 : i32
      %c32768_i32_1 = arith.constant 32768 : i32
      %30 = arith.muli %27, %c32768_i32_1 : i32
      %31 = arith.addi %29, %30 : i32
      %iv_1 = cute.assume(%31) : (i32) -> !cute.i32<divby 8>
      %int_tuple_1 = cute.make_int_tuple(%iv_1) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
      %ptr_4 = cute.add_offset(%iter_23, %int_tuple_1) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f16, gmem, align<16>>
      %view_5 = cute.make_view(%ptr_4) : !memref_gmem_f16_77c9
      %iter_24 = cute.get_iter(%view_5) : !memref_gmem_f16_77c9
      %lay_7 = cute.get_layout(%view_3) : !memref_gmem_f16_77c9
      %lay_8 = cute.make_layout() : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">
      %rmem = cute.memref.alloca(%lay_8) : !memref_rmem_f16_7a3b
      %iter_25 = cute.get_iter(%rmem) : !memref_rmem_f16_7a3b
      %iter_26 = cute.get_iter(%rmem) : !memref_rmem_f16_7a3b
      %lay_9 = cute.get_layout(%view_4) : !memref_gmem_f16_77c9
      %lay_10 = cute.make_layout() : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">
      %rmem_0 = cute.memref.alloca(%lay_10) : !memref_rmem_f16_7a3b
      %iter_27 = cute.get_iter(%rmem_0) : !memref_rmem_f16_7a3b
      %iter_28 = cute.get_iter(%rmem_0) : !memref_rmem_f16_7a3b
      %lay_11 = cute.get_layout(%view_5) : !memref_gmem_f16_77c9
      %lay_12 = cute.make_layout() : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">
      %rmem_1 = cute.memref.alloca(%lay_12) : !memref_rmem_f16_7a3b
      %iter_29 = cute.get_iter(%rmem_1) : !memref_rmem_f16_7a3b
      %iter_30 = cute.get_iter(%rmem_1) : !memref_rmem_f16_7a3b
      %coord_6 = cute.make_coord(%2) : (i32) -> !cute.coord<"?">
      %iter_31 = cute.get_iter(%view_2) : !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
      %32 = cute.get_scalars(%coord_6) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32_5 = arith.constant 32 : i32
      %33 = arith.divsi %32, %c32_i32_5 : i32
      %c32_i32_6 = arith.constant 32 : i32
      %34 = arith.remsi %32, %c32_i32_6 : i32
      %c8_i32_2 = arith.constant 8 : i32
      %35 = arith.muli %34, %c8_i32_2 : i32
      %c4_i32 = arith.constant 4 : i32
      %36 = arith.muli %33, %c4_i32 : i32
      %iv_2 = cute.assume(%36) : (i32) -> !cute.i32<divby 4>
      %iv_3 = cute.assume(%35) : (i32) -> !cute.i32<divby 8>
      %int_tuple_2 = cute.make_int_tuple(%iv_2, %iv_3) : (!cute.i32<divby 4>, !cute.i32<divby 8>) -> !cute.int_tuple<"(?{div=4},?{div=8})">
      %tup_4 = cute.add_offset(%iter_31, %int_tuple_2) : (!cute.arith_tuple_iter<"(?{div=16},?{div=256})">, !cute.int_tuple<"(?{div=4},?{div=8})">) -> !cute.arith_tuple_iter<"(?{div=4},?{div=8})">
      %view_6 = cute.make_view(%tup_4) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">
      %iter_32 = cute.get_iter(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_32) : !cute.arith_tuple_iter<"(?{div=4},?{div=8})">
      %e0_3, %e1_3 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(?{div=4},?{div=8})">
      %37 = cute.get_scalars(%e0_3) : !cute.int_tuple<"?{div=4}">
      %38 = cute.get_scalars(%e1_3) : !cute.int_tuple<"?{div=8}">
      %lay_13 = cute.get_layout(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">
      %39 = cute.get_shape(%lay_13) : (!cute.layout<"((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_4, %e1_4, %e2, %e3, %e4 = cute.get_leaves(%39) : !cute.shape<"((1,(8,4)),1,1)">
      %shape = cute.make_shape() : () -> !cute.shape<"((1,(8,4)),1,1)">
      %lay_14 = cute.make_layout() : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">
      %rmem_2 = cute.memref.alloca(%lay_14) : !memref_rmem_i8_5b6b
      %iter_33 = cute.get_iter(%rmem_2) : !memref_rmem_i8_5b6b
      %iter_34 = cute.get_iter(%rmem_2) : !memref_rmem_i8_5b6b
      %lay_15 = cute.get_layout(%rmem_2) : !memref_rmem_i8_5b6b
      %sz = cute.size(%lay_15) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.int_tuple<"32">
      %e0_5 = cute.get_leaves(%sz) : !cute.int_tuple<"32">
      %c0_i32 = arith.constant 0 : i32
      %c32_i32_7 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %40 = scf.for %arg3 = %c0_i32 to %c32_i32_7 step %c1_i32 iter_args(%arg4 = %rmem_2) -> (!memref_rmem_i8_5b6b)  : i32 {
        %iter_35 = cute.get_iter(%arg4) : !memref_rmem_i8_5b6b
        %iter_36 = cute.get_iter(%arg4) : !memref_rmem_i8_5b6b
        %coord_7 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"?">
        %lay_16 = cute.get_layout(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">
        %idx_3 = cute.crd2idx(%coord_7, %lay_16) : (!cute.coord<"?">, !cute.layout<"((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">) -> !cute.int_tuple<"(?,?)">
        %iter_37 = cute.get_iter(%view_6) : !cute.coord_tensor<"(?{div=4},?{div=8})", "((1,(8,4)),1,1):((0,(1@1,1@0)),0,0)">
        %tup_6 = cute.add_offset(%iter_37, %idx_3) : (!cute.arith_tuple_iter<"(?{div=4},?{div=8})">, !cute.int_tuple<"(?,?)">) -> !cute.arith_tuple_iter<"(?,?)">
        %view_7 = cute.make_view(%tup_6) : !cute.coord_tensor<"(?,?)", "():()">
        %iter_38 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_7 = cute.deref_arith_tuple_iter(%iter_38) : !cute.arith_tuple_iter<"(?,?)">
        %e0_6, %e1_5 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(?,?)">
        %41 = cute.get_scalars(%e0_6) : !cute.int_tuple<"?">
        %42 = cute.get_scalars(%e1_5) : !cute.int_tuple<"?">
        %iter_39 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_8 = cute.deref_arith_tuple_iter(%iter_39) : !cute.arith_tuple_iter<"(?,?)">
        %e0_7, %e1_6 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(?,?)">
        %43 = cute.get_scalars(%e0_7) : !cute.int_tuple<"?">
        %44 = cute.get_scalars(%e1_6) : !cute.int_tuple<"?">
        %iter_40 = cute.get_iter(%view_7) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_9 = cute.deref_arith_tuple_iter(%iter_40) : !cute.arith_tuple_iter<"(?,?)">
        %e0_8, %e1_7 = cute.get_leaves(%tup_9) : !cute.int_tuple<"(?,?)">
        %45 = cute.get_scalars(%e0_8) : !cute.int_tuple<"?">
        %46 = cute.get_scalars(%e1_7) : !cute.int_tuple<"?">
        %coord_8 = cute.make_coord(%e0_8, %e1_7) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
        %coord_9 = cute.make_coord() : () -> !cute.coord<"(8192,8192)">
        %47:2 = cute.get_scalars(%coord_8) : !cute.coord<"(?,?)">
        %48:2 = cute.get_scalars(%coord_9) : !cute.coord<"(8192,8192)">
        %true = arith.constant true
        %49 = arith.cmpi slt, %47#0, %48#0 : i32
        %50 = arith.andi %true, %49 : i1
        %51 = arith.cmpi slt, %47#1, %48#1 : i32
        %52 = arith.andi %50, %51 : i1
        %53 = arith.extui %52 : i1 to i8
        %coord_10 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg4, %coord_10, %53) : (!memref_rmem_i8_5b6b, !cute.coord<"?">, i8) -> ()
        scf.yield %arg4 : !memref_rmem_i8_5b6b
      }
      %iter_41 = cute.get_iter(%40) : !memref_rmem_i8_5b6b
      %iter_42 = cute.get_iter(%40) : !memref_rmem_i8_5b6b
      %iter_43 = cute.get_iter(%40) : !memref_rmem_i8_5b6b
      %lay_17 = cute.get_layout(%view_3) : !memref_gmem_f16_77c9
      %54 = cute.get_shape(%lay_17) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_9, %e1_8, %e2_0, %e3_0, %e4_0 = cute.get_leaves(%54) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_18 = cute.get_layout(%rmem) : !memref_rmem_f16_7a3b
      %55 = cute.get_shape(%lay_18) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_10, %e1_9, %e2_1, %e3_1, %e4_1 = cute.get_leaves(%55) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_19 = cute.get_layout(%view_3) : !memref_gmem_f16_77c9
      %shape_0 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_20 = cute.make_layout() : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_19, %lay_20) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">, !cute.layout<"1:0">
      %view_8 = cute.make_view(%iter_20, %append) : !memref_gmem_f16_77c9
      %iter_44 = cute.get_iter(%view_8) : !memref_gmem_f16_77c9
      %lay_21 = cute.get_layout(%view_8) : !memref_gmem_f16_77c9
      %56 = cute.get_shape(%lay_21) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_11, %e1_10, %e2_2, %e3_2, %e4_2 = cute.get_leaves(%56) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_22 = cute.get_layout(%view_8) : !memref_gmem_f16_77c9
      %57 = cute.get_shape(%lay_22) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_12, %e1_11, %e2_3, %e3_3, %e4_3 = cute.get_leaves(%57) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_45 = cute.get_iter(%view_8) : !memref_gmem_f16_77c9
      %view_9 = cute.make_view(%iter_45) : !memref_gmem_f16_fb3d
      %iter_46 = cute.get_iter(%view_9) : !memref_gmem_f16_fb3d
      %iter_47 = cute.get_iter(%view_9) : !memref_gmem_f16_fb3d
      %lay_23 = cute.get_layout(%rmem) : !memref_rmem_f16_7a3b
      %shape_1 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_24 = cute.make_layout() : !cute.layout<"1:0">
      %append_0 = cute.append_to_rank<2> (%lay_23, %lay_24) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_10 = cute.make_view(%iter_26, %append_0) : !memref_rmem_f16_7a3b
      %iter_48 = cute.get_iter(%view_10) : !memref_rmem_f16_7a3b
      %lay_25 = cute.get_layout(%view_10) : !memref_rmem_f16_7a3b
      %58 = cute.get_shape(%lay_25) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_13, %e1_12, %e2_4, %e3_4, %e4_4 = cute.get_leaves(%58) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_26 = cute.get_layout(%view_10) : !memref_rmem_f16_7a3b
      %59 = cute.get_shape(%lay_26) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_14, %e1_13, %e2_5, %e3_5, %e4_5 = cute.get_leaves(%59) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_49 = cute.get_iter(%view_10) : !memref_rmem_f16_7a3b
      %view_11 = cute.make_view(%iter_49) : !memref_rmem_f16_efb6
      %iter_50 = cute.get_iter(%view_11) : !memref_rmem_f16_efb6
      %iter_51 = cute.get_iter(%view_11) : !memref_rmem_f16_efb6
      %lay_27 = cute.get_layout(%40) : !memref_rmem_i8_5b6b
      %shape_2 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_28 = cute.make_layout() : !cute.layout<"1:0">
      %append_1 = cute.append_to_rank<2> (%lay_27, %lay_28) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_12 = cute.make_view(%iter_43, %append_1) : !memref_rmem_i8_5b6b
      %iter_52 = cute.get_iter(%view_12) : !memref_rmem_i8_5b6b
      %lay_29 = cute.get_layout(%view_12) : !memref_rmem_i8_5b6b
      %60 = cute.get_shape(%lay_29) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_15, %e1_14, %e2_6, %e3_6, %e4_6 = cute.get_leaves(%60) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_30 = cute.get_layout(%view_12) : !memref_rmem_i8_5b6b
      %61 = cute.get_shape(%lay_30) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_16, %e1_15, %e2_7, %e3_7, %e4_7 = cute.get_leaves(%61) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_53 = cute.get_iter(%view_12) : !memref_rmem_i8_5b6b
      %view_13 = cute.make_view(%iter_53) : !memref_rmem_i8_a16d
      %iter_54 = cute.get_iter(%view_13) : !memref_rmem_i8_a16d
      %iter_55 = cute.get_iter(%view_13) : !memref_rmem_i8_a16d
      %lay_31 = cute.get_layout(%view_9) : !memref_gmem_f16_fb3d
      %62 = cute.get_shape(%lay_31) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_17, %e1_16, %e2_8, %e3_8, %e4_8 = cute.get_leaves(%62) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_32 = cute.get_layout(%view_11) : !memref_rmem_f16_efb6
      %63 = cute.get_shape(%lay_32) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_18, %e1_17, %e2_9, %e3_9, %e4_9 = cute.get_leaves(%63) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_33 = cute.get_layout(%view_9) : !memref_gmem_f16_fb3d
      %sz_0 = cute.size(%lay_33) <{mode = [1]}> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.int_tuple<"1">
      %e0_19 = cute.get_leaves(%sz_0) : !cute.int_tuple<"1">
      %lay_34 = cute.get_layout(%view_11) : !memref_rmem_f16_efb6
      %sz_1 = cute.size(%lay_34) <{mode = [1]}> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.int_tuple<"1">
      %e0_20 = cute.get_leaves(%sz_1) : !cute.int_tuple<"1">
      %lay_35 = cute.get_layout(%view_9) : !memref_gmem_f16_fb3d
      %64 = cute.get_shape(%lay_35) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_21, %e1_18, %e2_10, %e3_10, %e4_10 = cute.get_leaves(%64) : !cute.shape<"((1,(8,4)),(1,1))">
      %iter_56 = cute.get_iter(%view_9) : !memref_gmem_f16_fb3d
      %iter_57 = cute.get_iter(%view_11) : !memref_rmem_f16_efb6
      %lay_36 = cute.get_layout(%view_9) : !memref_gmem_f16_fb3d
      %lay_37 = cute.get_layout(%view_11) : !memref_rmem_f16_efb6
      %65 = cute.static : !cute.layout<"1:0">
      %append_2 = cute.append_to_rank<2> (%lay_36, %65) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">, !cute.layout<"1:0">
      %append_3 = cute.append_to_rank<2> (%lay_37, %65) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %lay_38 = cute.make_layout() : !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">
      %lay_39 = cute.make_layout() : !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %iter_58 = cute.get_iter(%view_13) : !memref_rmem_i8_a16d
      %lay_40 = cute.get_layout(%view_13) : !memref_rmem_i8_a16d
      %append_4 = cute.append_to_rank<2> (%lay_40, %65) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %lay_41 = cute.make_layout() : !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %sz_2 = cute.size(%lay_38) <{mode = [1]}> : (!cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">) -> !cute.int_tuple<"1">
      %66 = cute.get_scalars(%sz_2) : !cute.int_tuple<"1">
      %c0_i32_0 = arith.constant 0 : i32
      %c1_i32_0 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_0 to %66 step %c1_i32_0  : i32 {
        %coord_11 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %41 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_42 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8192)))">
        %idx_4 = cute.crd2idx(%coord_11, %lay_38) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_5 = cute.add_offset(%iter_56, %idx_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
        %view_14 = cute.make_view(%ptr_5, %lay_42) : !memref_gmem_f16_9cfc
        %42 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_43 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_5 = cute.crd2idx(%coord_11, %lay_39) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_6 = cute.add_offset(%iter_57, %idx_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %view_15 = cute.make_view(%ptr_6, %lay_43) : !memref_rmem_f16_b815
        %43 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_44 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_6 = cute.crd2idx(%coord_11, %lay_41) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_7 = cute.add_offset(%iter_58, %idx_6) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %view_16 = cute.make_view(%ptr_7, %lay_44) : !memref_rmem_i8_5213
        %iter_59 = cute.get_iter(%view_14) : !memref_gmem_f16_9cfc
        %iter_60 = cute.get_iter(%view_15) : !memref_rmem_f16_b815
        %iter_61 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %44 = builtin.unrealized_conversion_cast %iter_61 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        %45 = llvm.load %44 : !llvm.ptr -> i8
        %46 = llvm.mlir.constant(0 : i8) : i8
        %47 = llvm.icmp "ne" %45, %46 : i8
        scf.if %47 {
          %67 = builtin.unrealized_conversion_cast %iter_59 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %iter_60 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_8 = cute.add_offset(%iter_61, %int_tuple_3) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %48 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<i8, rmem> to !llvm.ptr
        %49 = llvm.load %48 : !llvm.ptr -> i8
        %50 = llvm.mlir.constant(0 : i8) : i8
        %51 = llvm.icmp "ne" %49, %50 : i8
        scf.if %51 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_11 = cute.add_offset(%iter_61, %int_tuple_6) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %52 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %53 = llvm.load %52 : !llvm.ptr -> i8
        %70 = llvm.mlir.constant(0 : i8) : i8
        %71 = llvm.icmp "ne" %53, %70 : i8
        scf.if %71 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_12 = cute.add_offset(%iter_61, %int_tuple_7) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %72 = builtin.unrealized_conversion_cast %ptr_12 : !cute.ptr<i8, rmem> to !llvm.ptr
        %73 = llvm.load %72 : !llvm.ptr -> i8
        %74 = llvm.mlir.constant(0 : i8) : i8
        %75 = llvm.icmp "ne" %73, %74 : i8
        scf.if %75 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_13 = cute.add_offset(%iter_61, %int_tuple_8) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<i8, rmem, align<4>>
        %76 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %77 = llvm.load %76 : !llvm.ptr -> i8
        %78 = llvm.mlir.constant(0 : i8) : i8
        %79 = llvm.icmp "ne" %77, %78 : i8
        scf.if %79 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, gmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_14 = cute.add_offset(%iter_61, %int_tuple_9) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<i8, rmem>
        %80 = builtin.unrealized_conversion_cast %ptr_14 : !cute.ptr<i8, rmem> to !llvm.ptr
        %81 = llvm.load %80 : !llvm.ptr -> i8
        %82 = llvm.mlir.constant(0 : i8) : i8
        %83 = llvm.icmp "ne" %81, %82 : i8
        scf.if %83 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
        %ptr_15 = cute.add_offset(%iter_61, %int_tuple_10) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<i8, rmem, align<2>>
        %84 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %85 = llvm.load %84 : !llvm.ptr -> i8
        %86 = llvm.mlir.constant(0 : i8) : i8
        %87 = llvm.icmp "ne" %85, %86 : i8
        scf.if %87 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
        %ptr_16 = cute.add_offset(%iter_61, %int_tuple_11) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<i8, rmem>
        %88 = builtin.unrealized_conversion_cast %ptr_16 : !cute.ptr<i8, rmem> to !llvm.ptr
        %89 = llvm.load %88 : !llvm.ptr -> i8
        %90 = llvm.mlir.constant(0 : i8) : i8
        %91 = llvm.icmp "ne" %89, %90 : i8
        scf.if %91 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
        %ptr_17 = cute.add_offset(%iter_61, %int_tuple_12) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<i8, rmem, align<8>>
        %92 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i8, rmem, align<8>> to !llvm.ptr
        %93 = llvm.load %92 : !llvm.ptr -> i8
        %94 = llvm.mlir.constant(0 : i8) : i8
        %95 = llvm.icmp "ne" %93, %94 : i8
        scf.if %95 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8192">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, gmem, align<16>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<f16, rmem, align<16>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"9">
        %ptr_18 = cute.add_offset(%iter_61, %int_tuple_13) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<i8, rmem>
        %96 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<i8, rmem> to !llvm.ptr
        %97 = llvm.load %96 : !llvm.ptr -> i8
        %98 = llvm.mlir.constant(0 : i8) : i8
        %99 = llvm.icmp "ne" %97, %98 : i8
        scf.if %99 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8193">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8193">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"9">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_14 = cute.make_int_tuple() : () -> !cute.int_tuple<"10">
        %ptr_19 = cute.add_offset(%iter_61, %int_tuple_14) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<i8, rmem, align<2>>
        %100 = builtin.unrealized_conversion_cast %ptr_19 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %101 = llvm.load %100 : !llvm.ptr -> i8
        %102 = llvm.mlir.constant(0 : i8) : i8
        %103 = llvm.icmp "ne" %101, %102 : i8
        scf.if %103 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8194">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8194">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"10">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_15 = cute.make_int_tuple() : () -> !cute.int_tuple<"11">
        %ptr_20 = cute.add_offset(%iter_61, %int_tuple_15) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<i8, rmem>
        %104 = builtin.unrealized_conversion_cast %ptr_20 : !cute.ptr<i8, rmem> to !llvm.ptr
        %105 = llvm.load %104 : !llvm.ptr -> i8
        %106 = llvm.mlir.constant(0 : i8) : i8
        %107 = llvm.icmp "ne" %105, %106 : i8
        scf.if %107 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8195">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8195">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"11">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_16 = cute.make_int_tuple() : () -> !cute.int_tuple<"12">
        %ptr_21 = cute.add_offset(%iter_61, %int_tuple_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<i8, rmem, align<4>>
        %108 = builtin.unrealized_conversion_cast %ptr_21 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %109 = llvm.load %108 : !llvm.ptr -> i8
        %110 = llvm.mlir.constant(0 : i8) : i8
        %111 = llvm.icmp "ne" %109, %110 : i8
        scf.if %111 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8196">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8196">) -> !cute.ptr<f16, gmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"12">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<f16, rmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_17 = cute.make_int_tuple() : () -> !cute.int_tuple<"13">
        %ptr_22 = cute.add_offset(%iter_61, %int_tuple_17) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<i8, rmem>
        %112 = builtin.unrealized_conversion_cast %ptr_22 : !cute.ptr<i8, rmem> to !llvm.ptr
        %113 = llvm.load %112 : !llvm.ptr -> i8
        %114 = llvm.mlir.constant(0 : i8) : i8
        %115 = llvm.icmp "ne" %113, %114 : i8
        scf.if %115 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8197">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8197">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"13">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_18 = cute.make_int_tuple() : () -> !cute.int_tuple<"14">
        %ptr_23 = cute.add_offset(%iter_61, %int_tuple_18) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<i8, rmem, align<2>>
        %116 = builtin.unrealized_conversion_cast %ptr_23 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %117 = llvm.load %116 : !llvm.ptr -> i8
        %118 = llvm.mlir.constant(0 : i8) : i8
        %119 = llvm.icmp "ne" %117, %118 : i8
        scf.if %119 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8198">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8198">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"14">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_19 = cute.make_int_tuple() : () -> !cute.int_tuple<"15">
        %ptr_24 = cute.add_offset(%iter_61, %int_tuple_19) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<i8, rmem>
        %120 = builtin.unrealized_conversion_cast %ptr_24 : !cute.ptr<i8, rmem> to !llvm.ptr
        %121 = llvm.load %120 : !llvm.ptr -> i8
        %122 = llvm.mlir.constant(0 : i8) : i8
        %123 = llvm.icmp "ne" %121, %122 : i8
        scf.if %123 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8199">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8199">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"15">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_20 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %ptr_25 = cute.add_offset(%iter_61, %int_tuple_20) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, rmem, align<16>>
        %124 = builtin.unrealized_conversion_cast %ptr_25 : !cute.ptr<i8, rmem, align<16>> to !llvm.ptr
        %125 = llvm.load %124 : !llvm.ptr -> i8
        %126 = llvm.mlir.constant(0 : i8) : i8
        %127 = llvm.icmp "ne" %125, %126 : i8
        scf.if %127 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, gmem, align<16>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<32>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_21 = cute.make_int_tuple() : () -> !cute.int_tuple<"17">
        %ptr_26 = cute.add_offset(%iter_61, %int_tuple_21) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<i8, rmem>
        %128 = builtin.unrealized_conversion_cast %ptr_26 : !cute.ptr<i8, rmem> to !llvm.ptr
        %129 = llvm.load %128 : !llvm.ptr -> i8
        %130 = llvm.mlir.constant(0 : i8) : i8
        %131 = llvm.icmp "ne" %129, %130 : i8
        scf.if %131 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16385">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16385">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"17">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_22 = cute.make_int_tuple() : () -> !cute.int_tuple<"18">
        %ptr_27 = cute.add_offset(%iter_61, %int_tuple_22) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<i8, rmem, align<2>>
        %132 = builtin.unrealized_conversion_cast %ptr_27 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %133 = llvm.load %132 : !llvm.ptr -> i8
        %134 = llvm.mlir.constant(0 : i8) : i8
        %135 = llvm.icmp "ne" %133, %134 : i8
        scf.if %135 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16386">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16386">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"18">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_23 = cute.make_int_tuple() : () -> !cute.int_tuple<"19">
        %ptr_28 = cute.add_offset(%iter_61, %int_tuple_23) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<i8, rmem>
        %136 = builtin.unrealized_conversion_cast %ptr_28 : !cute.ptr<i8, rmem> to !llvm.ptr
        %137 = llvm.load %136 : !llvm.ptr -> i8
        %138 = llvm.mlir.constant(0 : i8) : i8
        %139 = llvm.icmp "ne" %137, %138 : i8
        scf.if %139 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16387">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16387">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"19">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_24 = cute.make_int_tuple() : () -> !cute.int_tuple<"20">
        %ptr_29 = cute.add_offset(%iter_61, %int_tuple_24) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<i8, rmem, align<4>>
        %140 = builtin.unrealized_conversion_cast %ptr_29 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %141 = llvm.load %140 : !llvm.ptr -> i8
        %142 = llvm.mlir.constant(0 : i8) : i8
        %143 = llvm.icmp "ne" %141, %142 : i8
        scf.if %143 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16388">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16388">) -> !cute.ptr<f16, gmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"20">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<f16, rmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_25 = cute.make_int_tuple() : () -> !cute.int_tuple<"21">
        %ptr_30 = cute.add_offset(%iter_61, %int_tuple_25) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<i8, rmem>
        %144 = builtin.unrealized_conversion_cast %ptr_30 : !cute.ptr<i8, rmem> to !llvm.ptr
        %145 = llvm.load %144 : !llvm.ptr -> i8
        %146 = llvm.mlir.constant(0 : i8) : i8
        %147 = llvm.icmp "ne" %145, %146 : i8
        scf.if %147 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16389">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16389">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"21">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_26 = cute.make_int_tuple() : () -> !cute.int_tuple<"22">
        %ptr_31 = cute.add_offset(%iter_61, %int_tuple_26) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<i8, rmem, align<2>>
        %148 = builtin.unrealized_conversion_cast %ptr_31 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %149 = llvm.load %148 : !llvm.ptr -> i8
        %150 = llvm.mlir.constant(0 : i8) : i8
        %151 = llvm.icmp "ne" %149, %150 : i8
        scf.if %151 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16390">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16390">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"22">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_27 = cute.make_int_tuple() : () -> !cute.int_tuple<"23">
        %ptr_32 = cute.add_offset(%iter_61, %int_tuple_27) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<i8, rmem>
        %152 = builtin.unrealized_conversion_cast %ptr_32 : !cute.ptr<i8, rmem> to !llvm.ptr
        %153 = llvm.load %152 : !llvm.ptr -> i8
        %154 = llvm.mlir.constant(0 : i8) : i8
        %155 = llvm.icmp "ne" %153, %154 : i8
        scf.if %155 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16391">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16391">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"23">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_28 = cute.make_int_tuple() : () -> !cute.int_tuple<"24">
        %ptr_33 = cute.add_offset(%iter_61, %int_tuple_28) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<i8, rmem, align<8>>
        %156 = builtin.unrealized_conversion_cast %ptr_33 : !cute.ptr<i8, rmem, align<8>> to !llvm.ptr
        %157 = llvm.load %156 : !llvm.ptr -> i8
        %158 = llvm.mlir.constant(0 : i8) : i8
        %159 = llvm.icmp "ne" %157, %158 : i8
        scf.if %159 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24576">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24576">) -> !cute.ptr<f16, gmem, align<16>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"24">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<f16, rmem, align<16>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_29 = cute.make_int_tuple() : () -> !cute.int_tuple<"25">
        %ptr_34 = cute.add_offset(%iter_61, %int_tuple_29) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<i8, rmem>
        %160 = builtin.unrealized_conversion_cast %ptr_34 : !cute.ptr<i8, rmem> to !llvm.ptr
        %161 = llvm.load %160 : !llvm.ptr -> i8
        %162 = llvm.mlir.constant(0 : i8) : i8
        %163 = llvm.icmp "ne" %161, %162 : i8
        scf.if %163 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24577">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24577">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"25">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"26">
        %ptr_35 = cute.add_offset(%iter_61, %int_tuple_30) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<i8, rmem, align<2>>
        %164 = builtin.unrealized_conversion_cast %ptr_35 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %165 = llvm.load %164 : !llvm.ptr -> i8
        %166 = llvm.mlir.constant(0 : i8) : i8
        %167 = llvm.icmp "ne" %165, %166 : i8
        scf.if %167 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24578">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24578">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"26">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_31 = cute.make_int_tuple() : () -> !cute.int_tuple<"27">
        %ptr_36 = cute.add_offset(%iter_61, %int_tuple_31) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<i8, rmem>
        %168 = builtin.unrealized_conversion_cast %ptr_36 : !cute.ptr<i8, rmem> to !llvm.ptr
        %169 = llvm.load %168 : !llvm.ptr -> i8
        %170 = llvm.mlir.constant(0 : i8) : i8
        %171 = llvm.icmp "ne" %169, %170 : i8
        scf.if %171 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24579">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24579">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"27">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_32 = cute.make_int_tuple() : () -> !cute.int_tuple<"28">
        %ptr_37 = cute.add_offset(%iter_61, %int_tuple_32) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<i8, rmem, align<4>>
        %172 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %173 = llvm.load %172 : !llvm.ptr -> i8
        %174 = llvm.mlir.constant(0 : i8) : i8
        %175 = llvm.icmp "ne" %173, %174 : i8
        scf.if %175 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24580">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24580">) -> !cute.ptr<f16, gmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"28">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<f16, rmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_33 = cute.make_int_tuple() : () -> !cute.int_tuple<"29">
        %ptr_38 = cute.add_offset(%iter_61, %int_tuple_33) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<i8, rmem>
        %176 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<i8, rmem> to !llvm.ptr
        %177 = llvm.load %176 : !llvm.ptr -> i8
        %178 = llvm.mlir.constant(0 : i8) : i8
        %179 = llvm.icmp "ne" %177, %178 : i8
        scf.if %179 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24581">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24581">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"29">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_34 = cute.make_int_tuple() : () -> !cute.int_tuple<"30">
        %ptr_39 = cute.add_offset(%iter_61, %int_tuple_34) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<i8, rmem, align<2>>
        %180 = builtin.unrealized_conversion_cast %ptr_39 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %181 = llvm.load %180 : !llvm.ptr -> i8
        %182 = llvm.mlir.constant(0 : i8) : i8
        %183 = llvm.icmp "ne" %181, %182 : i8
        scf.if %183 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24582">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24582">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"30">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_35 = cute.make_int_tuple() : () -> !cute.int_tuple<"31">
        %ptr_40 = cute.add_offset(%iter_61, %int_tuple_35) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<i8, rmem>
        %184 = builtin.unrealized_conversion_cast %ptr_40 : !cute.ptr<i8, rmem> to !llvm.ptr
        %185 = llvm.load %184 : !llvm.ptr -> i8
        %186 = llvm.mlir.constant(0 : i8) : i8
        %187 = llvm.icmp "ne" %185, %186 : i8
        scf.if %187 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24583">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24583">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"31">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
      } {llvm.loop_annotation = #loop_annotation_0327}
      %lay_45 = cute.get_layout(%view_4) : !memref_gmem_f16_77c9
      %188 = cute.get_shape(%lay_45) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_22, %e1_19, %e2_11, %e3_11, %e4_11 = cute.get_leaves(%188) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_46 = cute.get_layout(%rmem_0) : !memref_rmem_f16_7a3b
      %189 = cute.get_shape(%lay_46) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_23, %e1_20, %e2_12, %e3_12, %e4_12 = cute.get_leaves(%189) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_47 = cute.get_layout(%view_4) : !memref_gmem_f16_77c9
      %shape_3 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_48 = cute.make_layout() : !cute.layout<"1:0">
      %append_5 = cute.append_to_rank<2> (%lay_47, %lay_48) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">, !cute.layout<"1:0">
      %view_17 = cute.make_view(%iter_22, %append_5) : !memref_gmem_f16_77c9
      %iter_62 = cute.get_iter(%view_17) : !memref_gmem_f16_77c9
      %lay_49 = cute.get_layout(%view_17) : !memref_gmem_f16_77c9
      %190 = cute.get_shape(%lay_49) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_24, %e1_21, %e2_13, %e3_13, %e4_13 = cute.get_leaves(%190) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_50 = cute.get_layout(%view_17) : !memref_gmem_f16_77c9
      %191 = cute.get_shape(%lay_50) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_25, %e1_22, %e2_14, %e3_14, %e4_14 = cute.get_leaves(%191) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_63 = cute.get_iter(%view_17) : !memref_gmem_f16_77c9
      %view_18 = cute.make_view(%iter_63) : !memref_gmem_f16_fb3d
      %iter_64 = cute.get_iter(%view_18) : !memref_gmem_f16_fb3d
      %iter_65 = cute.get_iter(%view_18) : !memref_gmem_f16_fb3d
      %lay_51 = cute.get_layout(%rmem_0) : !memref_rmem_f16_7a3b
      %shape_4 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_52 = cute.make_layout() : !cute.layout<"1:0">
      %append_6 = cute.append_to_rank<2> (%lay_51, %lay_52) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_19 = cute.make_view(%iter_28, %append_6) : !memref_rmem_f16_7a3b
      %iter_66 = cute.get_iter(%view_19) : !memref_rmem_f16_7a3b
      %lay_53 = cute.get_layout(%view_19) : !memref_rmem_f16_7a3b
      %192 = cute.get_shape(%lay_53) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_26, %e1_23, %e2_15, %e3_15, %e4_15 = cute.get_leaves(%192) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_54 = cute.get_layout(%view_19) : !memref_rmem_f16_7a3b
      %193 = cute.get_shape(%lay_54) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_27, %e1_24, %e2_16, %e3_16, %e4_16 = cute.get_leaves(%193) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_67 = cute.get_iter(%view_19) : !memref_rmem_f16_7a3b
      %view_20 = cute.make_view(%iter_67) : !memref_rmem_f16_efb6
      %iter_68 = cute.get_iter(%view_20) : !memref_rmem_f16_efb6
      %iter_69 = cute.get_iter(%view_20) : !memref_rmem_f16_efb6
      %lay_55 = cute.get_layout(%40) : !memref_rmem_i8_5b6b
      %shape_5 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_56 = cute.make_layout() : !cute.layout<"1:0">
      %append_7 = cute.append_to_rank<2> (%lay_55, %lay_56) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_21 = cute.make_view(%iter_43, %append_7) : !memref_rmem_i8_5b6b
      %iter_70 = cute.get_iter(%view_21) : !memref_rmem_i8_5b6b
      %lay_57 = cute.get_layout(%view_21) : !memref_rmem_i8_5b6b
      %194 = cute.get_shape(%lay_57) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_28, %e1_25, %e2_17, %e3_17, %e4_17 = cute.get_leaves(%194) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_58 = cute.get_layout(%view_21) : !memref_rmem_i8_5b6b
      %195 = cute.get_shape(%lay_58) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_29, %e1_26, %e2_18, %e3_18, %e4_18 = cute.get_leaves(%195) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_71 = cute.get_iter(%view_21) : !memref_rmem_i8_5b6b
      %view_22 = cute.make_view(%iter_71) : !memref_rmem_i8_a16d
      %iter_72 = cute.get_iter(%view_22) : !memref_rmem_i8_a16d
      %iter_73 = cute.get_iter(%view_22) : !memref_rmem_i8_a16d
      %lay_59 = cute.get_layout(%view_18) : !memref_gmem_f16_fb3d
      %196 = cute.get_shape(%lay_59) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_30, %e1_27, %e2_19, %e3_19, %e4_19 = cute.get_leaves(%196) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_60 = cute.get_layout(%view_20) : !memref_rmem_f16_efb6
      %197 = cute.get_shape(%lay_60) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_31, %e1_28, %e2_20, %e3_20, %e4_20 = cute.get_leaves(%197) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_61 = cute.get_layout(%view_18) : !memref_gmem_f16_fb3d
      %sz_3 = cute.size(%lay_61) <{mode = [1]}> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.int_tuple<"1">
      %e0_32 = cute.get_leaves(%sz_3) : !cute.int_tuple<"1">
      %lay_62 = cute.get_layout(%view_20) : !memref_rmem_f16_efb6
      %sz_4 = cute.size(%lay_62) <{mode = [1]}> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.int_tuple<"1">
      %e0_33 = cute.get_leaves(%sz_4) : !cute.int_tuple<"1">
      %lay_63 = cute.get_layout(%view_18) : !memref_gmem_f16_fb3d
      %198 = cute.get_shape(%lay_63) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_34, %e1_29, %e2_21, %e3_21, %e4_21 = cute.get_leaves(%198) : !cute.shape<"((1,(8,4)),(1,1))">
      %iter_74 = cute.get_iter(%view_18) : !memref_gmem_f16_fb3d
      %iter_75 = cute.get_iter(%view_20) : !memref_rmem_f16_efb6
      %lay_64 = cute.get_layout(%view_18) : !memref_gmem_f16_fb3d
      %lay_65 = cute.get_layout(%view_20) : !memref_rmem_f16_efb6
      %199 = cute.static : !cute.layout<"1:0">
      %append_8 = cute.append_to_rank<2> (%lay_64, %199) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">, !cute.layout<"1:0">
      %append_9 = cute.append_to_rank<2> (%lay_65, %199) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %lay_66 = cute.make_layout() : !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">
      %lay_67 = cute.make_layout() : !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %iter_76 = cute.get_iter(%view_22) : !memref_rmem_i8_a16d
      %lay_68 = cute.get_layout(%view_22) : !memref_rmem_i8_a16d
      %append_10 = cute.append_to_rank<2> (%lay_68, %199) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %lay_69 = cute.make_layout() : !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %sz_5 = cute.size(%lay_66) <{mode = [1]}> : (!cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">) -> !cute.int_tuple<"1">
      %200 = cute.get_scalars(%sz_5) : !cute.int_tuple<"1">
      %c0_i32_1 = arith.constant 0 : i32
      %c1_i32_1 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_1 to %200 step %c1_i32_1  : i32 {
        %coord_11 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %41 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_42 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8192)))">
        %idx_4 = cute.crd2idx(%coord_11, %lay_66) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_5 = cute.add_offset(%iter_74, %idx_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
        %view_14 = cute.make_view(%ptr_5, %lay_42) : !memref_gmem_f16_9cfc
        %42 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_43 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_5 = cute.crd2idx(%coord_11, %lay_67) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_6 = cute.add_offset(%iter_75, %idx_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %view_15 = cute.make_view(%ptr_6, %lay_43) : !memref_rmem_f16_b815
        %43 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_44 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_6 = cute.crd2idx(%coord_11, %lay_69) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_7 = cute.add_offset(%iter_76, %idx_6) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %view_16 = cute.make_view(%ptr_7, %lay_44) : !memref_rmem_i8_5213
        %iter_59 = cute.get_iter(%view_14) : !memref_gmem_f16_9cfc
        %iter_60 = cute.get_iter(%view_15) : !memref_rmem_f16_b815
        %iter_61 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %44 = builtin.unrealized_conversion_cast %iter_61 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        %45 = llvm.load %44 : !llvm.ptr -> i8
        %46 = llvm.mlir.constant(0 : i8) : i8
        %47 = llvm.icmp "ne" %45, %46 : i8
        scf.if %47 {
          %67 = builtin.unrealized_conversion_cast %iter_59 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %iter_60 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_8 = cute.add_offset(%iter_61, %int_tuple_3) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %48 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<i8, rmem> to !llvm.ptr
        %49 = llvm.load %48 : !llvm.ptr -> i8
        %50 = llvm.mlir.constant(0 : i8) : i8
        %51 = llvm.icmp "ne" %49, %50 : i8
        scf.if %51 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_11 = cute.add_offset(%iter_61, %int_tuple_6) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %52 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %53 = llvm.load %52 : !llvm.ptr -> i8
        %70 = llvm.mlir.constant(0 : i8) : i8
        %71 = llvm.icmp "ne" %53, %70 : i8
        scf.if %71 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_12 = cute.add_offset(%iter_61, %int_tuple_7) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %72 = builtin.unrealized_conversion_cast %ptr_12 : !cute.ptr<i8, rmem> to !llvm.ptr
        %73 = llvm.load %72 : !llvm.ptr -> i8
        %74 = llvm.mlir.constant(0 : i8) : i8
        %75 = llvm.icmp "ne" %73, %74 : i8
        scf.if %75 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_13 = cute.add_offset(%iter_61, %int_tuple_8) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<i8, rmem, align<4>>
        %76 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %77 = llvm.load %76 : !llvm.ptr -> i8
        %78 = llvm.mlir.constant(0 : i8) : i8
        %79 = llvm.icmp "ne" %77, %78 : i8
        scf.if %79 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, gmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_14 = cute.add_offset(%iter_61, %int_tuple_9) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<i8, rmem>
        %80 = builtin.unrealized_conversion_cast %ptr_14 : !cute.ptr<i8, rmem> to !llvm.ptr
        %81 = llvm.load %80 : !llvm.ptr -> i8
        %82 = llvm.mlir.constant(0 : i8) : i8
        %83 = llvm.icmp "ne" %81, %82 : i8
        scf.if %83 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
        %ptr_15 = cute.add_offset(%iter_61, %int_tuple_10) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<i8, rmem, align<2>>
        %84 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %85 = llvm.load %84 : !llvm.ptr -> i8
        %86 = llvm.mlir.constant(0 : i8) : i8
        %87 = llvm.icmp "ne" %85, %86 : i8
        scf.if %87 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
        %ptr_16 = cute.add_offset(%iter_61, %int_tuple_11) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<i8, rmem>
        %88 = builtin.unrealized_conversion_cast %ptr_16 : !cute.ptr<i8, rmem> to !llvm.ptr
        %89 = llvm.load %88 : !llvm.ptr -> i8
        %90 = llvm.mlir.constant(0 : i8) : i8
        %91 = llvm.icmp "ne" %89, %90 : i8
        scf.if %91 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
        %ptr_17 = cute.add_offset(%iter_61, %int_tuple_12) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<i8, rmem, align<8>>
        %92 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i8, rmem, align<8>> to !llvm.ptr
        %93 = llvm.load %92 : !llvm.ptr -> i8
        %94 = llvm.mlir.constant(0 : i8) : i8
        %95 = llvm.icmp "ne" %93, %94 : i8
        scf.if %95 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8192">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, gmem, align<16>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<f16, rmem, align<16>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"9">
        %ptr_18 = cute.add_offset(%iter_61, %int_tuple_13) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<i8, rmem>
        %96 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<i8, rmem> to !llvm.ptr
        %97 = llvm.load %96 : !llvm.ptr -> i8
        %98 = llvm.mlir.constant(0 : i8) : i8
        %99 = llvm.icmp "ne" %97, %98 : i8
        scf.if %99 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8193">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8193">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"9">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_14 = cute.make_int_tuple() : () -> !cute.int_tuple<"10">
        %ptr_19 = cute.add_offset(%iter_61, %int_tuple_14) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<i8, rmem, align<2>>
        %100 = builtin.unrealized_conversion_cast %ptr_19 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %101 = llvm.load %100 : !llvm.ptr -> i8
        %102 = llvm.mlir.constant(0 : i8) : i8
        %103 = llvm.icmp "ne" %101, %102 : i8
        scf.if %103 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8194">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8194">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"10">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_15 = cute.make_int_tuple() : () -> !cute.int_tuple<"11">
        %ptr_20 = cute.add_offset(%iter_61, %int_tuple_15) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<i8, rmem>
        %104 = builtin.unrealized_conversion_cast %ptr_20 : !cute.ptr<i8, rmem> to !llvm.ptr
        %105 = llvm.load %104 : !llvm.ptr -> i8
        %106 = llvm.mlir.constant(0 : i8) : i8
        %107 = llvm.icmp "ne" %105, %106 : i8
        scf.if %107 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8195">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8195">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"11">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_16 = cute.make_int_tuple() : () -> !cute.int_tuple<"12">
        %ptr_21 = cute.add_offset(%iter_61, %int_tuple_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<i8, rmem, align<4>>
        %108 = builtin.unrealized_conversion_cast %ptr_21 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %109 = llvm.load %108 : !llvm.ptr -> i8
        %110 = llvm.mlir.constant(0 : i8) : i8
        %111 = llvm.icmp "ne" %109, %110 : i8
        scf.if %111 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8196">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8196">) -> !cute.ptr<f16, gmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"12">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<f16, rmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_17 = cute.make_int_tuple() : () -> !cute.int_tuple<"13">
        %ptr_22 = cute.add_offset(%iter_61, %int_tuple_17) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<i8, rmem>
        %112 = builtin.unrealized_conversion_cast %ptr_22 : !cute.ptr<i8, rmem> to !llvm.ptr
        %113 = llvm.load %112 : !llvm.ptr -> i8
        %114 = llvm.mlir.constant(0 : i8) : i8
        %115 = llvm.icmp "ne" %113, %114 : i8
        scf.if %115 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8197">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8197">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"13">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_18 = cute.make_int_tuple() : () -> !cute.int_tuple<"14">
        %ptr_23 = cute.add_offset(%iter_61, %int_tuple_18) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<i8, rmem, align<2>>
        %116 = builtin.unrealized_conversion_cast %ptr_23 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %117 = llvm.load %116 : !llvm.ptr -> i8
        %118 = llvm.mlir.constant(0 : i8) : i8
        %119 = llvm.icmp "ne" %117, %118 : i8
        scf.if %119 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8198">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8198">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"14">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_19 = cute.make_int_tuple() : () -> !cute.int_tuple<"15">
        %ptr_24 = cute.add_offset(%iter_61, %int_tuple_19) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<i8, rmem>
        %120 = builtin.unrealized_conversion_cast %ptr_24 : !cute.ptr<i8, rmem> to !llvm.ptr
        %121 = llvm.load %120 : !llvm.ptr -> i8
        %122 = llvm.mlir.constant(0 : i8) : i8
        %123 = llvm.icmp "ne" %121, %122 : i8
        scf.if %123 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8199">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8199">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"15">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_20 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %ptr_25 = cute.add_offset(%iter_61, %int_tuple_20) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, rmem, align<16>>
        %124 = builtin.unrealized_conversion_cast %ptr_25 : !cute.ptr<i8, rmem, align<16>> to !llvm.ptr
        %125 = llvm.load %124 : !llvm.ptr -> i8
        %126 = llvm.mlir.constant(0 : i8) : i8
        %127 = llvm.icmp "ne" %125, %126 : i8
        scf.if %127 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, gmem, align<16>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<32>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_21 = cute.make_int_tuple() : () -> !cute.int_tuple<"17">
        %ptr_26 = cute.add_offset(%iter_61, %int_tuple_21) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<i8, rmem>
        %128 = builtin.unrealized_conversion_cast %ptr_26 : !cute.ptr<i8, rmem> to !llvm.ptr
        %129 = llvm.load %128 : !llvm.ptr -> i8
        %130 = llvm.mlir.constant(0 : i8) : i8
        %131 = llvm.icmp "ne" %129, %130 : i8
        scf.if %131 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16385">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16385">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"17">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_22 = cute.make_int_tuple() : () -> !cute.int_tuple<"18">
        %ptr_27 = cute.add_offset(%iter_61, %int_tuple_22) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<i8, rmem, align<2>>
        %132 = builtin.unrealized_conversion_cast %ptr_27 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %133 = llvm.load %132 : !llvm.ptr -> i8
        %134 = llvm.mlir.constant(0 : i8) : i8
        %135 = llvm.icmp "ne" %133, %134 : i8
        scf.if %135 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16386">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16386">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"18">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_23 = cute.make_int_tuple() : () -> !cute.int_tuple<"19">
        %ptr_28 = cute.add_offset(%iter_61, %int_tuple_23) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<i8, rmem>
        %136 = builtin.unrealized_conversion_cast %ptr_28 : !cute.ptr<i8, rmem> to !llvm.ptr
        %137 = llvm.load %136 : !llvm.ptr -> i8
        %138 = llvm.mlir.constant(0 : i8) : i8
        %139 = llvm.icmp "ne" %137, %138 : i8
        scf.if %139 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16387">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16387">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"19">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_24 = cute.make_int_tuple() : () -> !cute.int_tuple<"20">
        %ptr_29 = cute.add_offset(%iter_61, %int_tuple_24) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<i8, rmem, align<4>>
        %140 = builtin.unrealized_conversion_cast %ptr_29 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %141 = llvm.load %140 : !llvm.ptr -> i8
        %142 = llvm.mlir.constant(0 : i8) : i8
        %143 = llvm.icmp "ne" %141, %142 : i8
        scf.if %143 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16388">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16388">) -> !cute.ptr<f16, gmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"20">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<f16, rmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_25 = cute.make_int_tuple() : () -> !cute.int_tuple<"21">
        %ptr_30 = cute.add_offset(%iter_61, %int_tuple_25) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<i8, rmem>
        %144 = builtin.unrealized_conversion_cast %ptr_30 : !cute.ptr<i8, rmem> to !llvm.ptr
        %145 = llvm.load %144 : !llvm.ptr -> i8
        %146 = llvm.mlir.constant(0 : i8) : i8
        %147 = llvm.icmp "ne" %145, %146 : i8
        scf.if %147 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16389">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16389">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"21">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_26 = cute.make_int_tuple() : () -> !cute.int_tuple<"22">
        %ptr_31 = cute.add_offset(%iter_61, %int_tuple_26) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<i8, rmem, align<2>>
        %148 = builtin.unrealized_conversion_cast %ptr_31 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %149 = llvm.load %148 : !llvm.ptr -> i8
        %150 = llvm.mlir.constant(0 : i8) : i8
        %151 = llvm.icmp "ne" %149, %150 : i8
        scf.if %151 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16390">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16390">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"22">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_27 = cute.make_int_tuple() : () -> !cute.int_tuple<"23">
        %ptr_32 = cute.add_offset(%iter_61, %int_tuple_27) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<i8, rmem>
        %152 = builtin.unrealized_conversion_cast %ptr_32 : !cute.ptr<i8, rmem> to !llvm.ptr
        %153 = llvm.load %152 : !llvm.ptr -> i8
        %154 = llvm.mlir.constant(0 : i8) : i8
        %155 = llvm.icmp "ne" %153, %154 : i8
        scf.if %155 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16391">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16391">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"23">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_28 = cute.make_int_tuple() : () -> !cute.int_tuple<"24">
        %ptr_33 = cute.add_offset(%iter_61, %int_tuple_28) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<i8, rmem, align<8>>
        %156 = builtin.unrealized_conversion_cast %ptr_33 : !cute.ptr<i8, rmem, align<8>> to !llvm.ptr
        %157 = llvm.load %156 : !llvm.ptr -> i8
        %158 = llvm.mlir.constant(0 : i8) : i8
        %159 = llvm.icmp "ne" %157, %158 : i8
        scf.if %159 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24576">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24576">) -> !cute.ptr<f16, gmem, align<16>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"24">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<f16, rmem, align<16>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_29 = cute.make_int_tuple() : () -> !cute.int_tuple<"25">
        %ptr_34 = cute.add_offset(%iter_61, %int_tuple_29) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<i8, rmem>
        %160 = builtin.unrealized_conversion_cast %ptr_34 : !cute.ptr<i8, rmem> to !llvm.ptr
        %161 = llvm.load %160 : !llvm.ptr -> i8
        %162 = llvm.mlir.constant(0 : i8) : i8
        %163 = llvm.icmp "ne" %161, %162 : i8
        scf.if %163 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24577">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24577">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"25">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"26">
        %ptr_35 = cute.add_offset(%iter_61, %int_tuple_30) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<i8, rmem, align<2>>
        %164 = builtin.unrealized_conversion_cast %ptr_35 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %165 = llvm.load %164 : !llvm.ptr -> i8
        %166 = llvm.mlir.constant(0 : i8) : i8
        %167 = llvm.icmp "ne" %165, %166 : i8
        scf.if %167 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24578">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24578">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"26">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_31 = cute.make_int_tuple() : () -> !cute.int_tuple<"27">
        %ptr_36 = cute.add_offset(%iter_61, %int_tuple_31) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<i8, rmem>
        %168 = builtin.unrealized_conversion_cast %ptr_36 : !cute.ptr<i8, rmem> to !llvm.ptr
        %169 = llvm.load %168 : !llvm.ptr -> i8
        %170 = llvm.mlir.constant(0 : i8) : i8
        %171 = llvm.icmp "ne" %169, %170 : i8
        scf.if %171 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24579">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24579">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"27">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_32 = cute.make_int_tuple() : () -> !cute.int_tuple<"28">
        %ptr_37 = cute.add_offset(%iter_61, %int_tuple_32) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<i8, rmem, align<4>>
        %172 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %173 = llvm.load %172 : !llvm.ptr -> i8
        %174 = llvm.mlir.constant(0 : i8) : i8
        %175 = llvm.icmp "ne" %173, %174 : i8
        scf.if %175 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24580">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24580">) -> !cute.ptr<f16, gmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"28">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<f16, rmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_33 = cute.make_int_tuple() : () -> !cute.int_tuple<"29">
        %ptr_38 = cute.add_offset(%iter_61, %int_tuple_33) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<i8, rmem>
        %176 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<i8, rmem> to !llvm.ptr
        %177 = llvm.load %176 : !llvm.ptr -> i8
        %178 = llvm.mlir.constant(0 : i8) : i8
        %179 = llvm.icmp "ne" %177, %178 : i8
        scf.if %179 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24581">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24581">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"29">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_34 = cute.make_int_tuple() : () -> !cute.int_tuple<"30">
        %ptr_39 = cute.add_offset(%iter_61, %int_tuple_34) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<i8, rmem, align<2>>
        %180 = builtin.unrealized_conversion_cast %ptr_39 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %181 = llvm.load %180 : !llvm.ptr -> i8
        %182 = llvm.mlir.constant(0 : i8) : i8
        %183 = llvm.icmp "ne" %181, %182 : i8
        scf.if %183 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24582">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24582">) -> !cute.ptr<f16, gmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"30">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<f16, rmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
        %int_tuple_35 = cute.make_int_tuple() : () -> !cute.int_tuple<"31">
        %ptr_40 = cute.add_offset(%iter_61, %int_tuple_35) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<i8, rmem>
        %184 = builtin.unrealized_conversion_cast %ptr_40 : !cute.ptr<i8, rmem> to !llvm.ptr
        %185 = llvm.load %184 : !llvm.ptr -> i8
        %186 = llvm.mlir.constant(0 : i8) : i8
        %187 = llvm.icmp "ne" %185, %186 : i8
        scf.if %187 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24583">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24583">) -> !cute.ptr<f16, gmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"31">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<f16, rmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem> to !llvm.ptr
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr
        }
      } {llvm.loop_annotation = #loop_annotation_0327}
      %lay_70 = cute.get_layout(%rmem) : !memref_rmem_f16_7a3b
      %201 = cute.get_shape(%lay_70) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_35, %e1_30, %e2_22, %e3_22, %e4_22 = cute.get_leaves(%201) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_71 = cute.get_layout(%rmem) : !memref_rmem_f16_7a3b
      %202 = cute.memref.load_vec(%rmem) : (!memref_rmem_f16_7a3b) -> vector<32xf16>
      %lay_72 = cute.get_layout(%rmem) : !memref_rmem_f16_7a3b
      %203 = cute.get_shape(%lay_72) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_36, %e1_31, %e2_23, %e3_23, %e4_23 = cute.get_leaves(%203) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_73 = cute.get_layout(%rmem_0) : !memref_rmem_f16_7a3b
      %204 = cute.get_shape(%lay_73) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_37, %e1_32, %e2_24, %e3_24, %e4_24 = cute.get_leaves(%204) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_74 = cute.get_layout(%rmem_0) : !memref_rmem_f16_7a3b
      %205 = cute.memref.load_vec(%rmem_0) : (!memref_rmem_f16_7a3b) -> vector<32xf16>
      %lay_75 = cute.get_layout(%rmem_0) : !memref_rmem_f16_7a3b
      %206 = cute.get_shape(%lay_75) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_38, %e1_33, %e2_25, %e3_25, %e4_25 = cute.get_leaves(%206) : !cute.shape<"((1,(8,4)),1,1)">
      %207 = arith.addf %202, %205 : vector<32xf16>
      %lay_76 = cute.get_layout(%rmem_1) : !memref_rmem_f16_7a3b
      %208 = cute.get_shape(%lay_76) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_39, %e1_34, %e2_26, %e3_26, %e4_26 = cute.get_leaves(%208) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_77 = cute.get_layout(%rmem_1) : !memref_rmem_f16_7a3b
      %lay_78 = cute.get_layout(%rmem_1) : !memref_rmem_f16_7a3b
      %209 = cute.get_shape(%lay_78) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_40, %e1_35, %e2_27, %e3_27, %e4_27 = cute.get_leaves(%209) : !cute.shape<"((1,(8,4)),1,1)">
      %int_tuple_36 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,(8,4)),1,1)">
      %sz_6 = cute.size(%int_tuple_36) : (!cute.int_tuple<"((1,(8,4)),1,1)">) -> !cute.int_tuple<"32">
      %e0_41 = cute.get_leaves(%sz_6) : !cute.int_tuple<"32">
      %int_tuple_37 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,(8,4)),1,1)">
      %sz_7 = cute.size(%int_tuple_37) : (!cute.int_tuple<"((1,(8,4)),1,1)">) -> !cute.int_tuple<"32">
      %e0_42 = cute.get_leaves(%sz_7) : !cute.int_tuple<"32">
      cute.memref.store_vec(%207, %rmem_1) : (vector<32xf16>, !memref_rmem_f16_7a3b) -> ()
      %lay_79 = cute.get_layout(%rmem_1) : !memref_rmem_f16_7a3b
      %210 = cute.get_shape(%lay_79) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_43, %e1_36, %e2_28, %e3_28, %e4_28 = cute.get_leaves(%210) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_80 = cute.get_layout(%view_5) : !memref_gmem_f16_77c9
      %211 = cute.get_shape(%lay_80) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_44, %e1_37, %e2_29, %e3_29, %e4_29 = cute.get_leaves(%211) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_81 = cute.get_layout(%rmem_1) : !memref_rmem_f16_7a3b
      %shape_6 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_82 = cute.make_layout() : !cute.layout<"1:0">
      %append_11 = cute.append_to_rank<2> (%lay_81, %lay_82) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_23 = cute.make_view(%iter_30, %append_11) : !memref_rmem_f16_7a3b
      %iter_77 = cute.get_iter(%view_23) : !memref_rmem_f16_7a3b
      %lay_83 = cute.get_layout(%view_23) : !memref_rmem_f16_7a3b
      %212 = cute.get_shape(%lay_83) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_45, %e1_38, %e2_30, %e3_30, %e4_30 = cute.get_leaves(%212) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_84 = cute.get_layout(%view_23) : !memref_rmem_f16_7a3b
      %213 = cute.get_shape(%lay_84) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_46, %e1_39, %e2_31, %e3_31, %e4_31 = cute.get_leaves(%213) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_78 = cute.get_iter(%view_23) : !memref_rmem_f16_7a3b
      %view_24 = cute.make_view(%iter_78) : !memref_rmem_f16_efb6
      %iter_79 = cute.get_iter(%view_24) : !memref_rmem_f16_efb6
      %iter_80 = cute.get_iter(%view_24) : !memref_rmem_f16_efb6
      %lay_85 = cute.get_layout(%view_5) : !memref_gmem_f16_77c9
      %shape_7 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_86 = cute.make_layout() : !cute.layout<"1:0">
      %append_12 = cute.append_to_rank<2> (%lay_85, %lay_86) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">, !cute.layout<"1:0">
      %view_25 = cute.make_view(%iter_24, %append_12) : !memref_gmem_f16_77c9
      %iter_81 = cute.get_iter(%view_25) : !memref_gmem_f16_77c9
      %lay_87 = cute.get_layout(%view_25) : !memref_gmem_f16_77c9
      %214 = cute.get_shape(%lay_87) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_47, %e1_40, %e2_32, %e3_32, %e4_32 = cute.get_leaves(%214) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_88 = cute.get_layout(%view_25) : !memref_gmem_f16_77c9
      %215 = cute.get_shape(%lay_88) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8192)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_48, %e1_41, %e2_33, %e3_33, %e4_33 = cute.get_leaves(%215) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_82 = cute.get_iter(%view_25) : !memref_gmem_f16_77c9
      %view_26 = cute.make_view(%iter_82) : !memref_gmem_f16_fb3d
      %iter_83 = cute.get_iter(%view_26) : !memref_gmem_f16_fb3d
      %iter_84 = cute.get_iter(%view_26) : !memref_gmem_f16_fb3d
      %lay_89 = cute.get_layout(%40) : !memref_rmem_i8_5b6b
      %shape_8 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_90 = cute.make_layout() : !cute.layout<"1:0">
      %append_13 = cute.append_to_rank<2> (%lay_89, %lay_90) : !cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">, !cute.layout<"1:0">
      %view_27 = cute.make_view(%iter_43, %append_13) : !memref_rmem_i8_5b6b
      %iter_85 = cute.get_iter(%view_27) : !memref_rmem_i8_5b6b
      %lay_91 = cute.get_layout(%view_27) : !memref_rmem_i8_5b6b
      %216 = cute.get_shape(%lay_91) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_49, %e1_42, %e2_34, %e3_34, %e4_34 = cute.get_leaves(%216) : !cute.shape<"((1,(8,4)),1,1)">
      %lay_92 = cute.get_layout(%view_27) : !memref_rmem_i8_5b6b
      %217 = cute.get_shape(%lay_92) : (!cute.layout<"((1,(8,4)),1,1):((0,(1,8)),0,0)">) -> !cute.shape<"((1,(8,4)),1,1)">
      %e0_50, %e1_43, %e2_35, %e3_35, %e4_35 = cute.get_leaves(%217) : !cute.shape<"((1,(8,4)),1,1)">
      %iter_86 = cute.get_iter(%view_27) : !memref_rmem_i8_5b6b
      %view_28 = cute.make_view(%iter_86) : !memref_rmem_i8_a16d
      %iter_87 = cute.get_iter(%view_28) : !memref_rmem_i8_a16d
      %iter_88 = cute.get_iter(%view_28) : !memref_rmem_i8_a16d
      %lay_93 = cute.get_layout(%view_24) : !memref_rmem_f16_efb6
      %218 = cute.get_shape(%lay_93) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_51, %e1_44, %e2_36, %e3_36, %e4_36 = cute.get_leaves(%218) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_94 = cute.get_layout(%view_26) : !memref_gmem_f16_fb3d
      %219 = cute.get_shape(%lay_94) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_52, %e1_45, %e2_37, %e3_37, %e4_37 = cute.get_leaves(%219) : !cute.shape<"((1,(8,4)),(1,1))">
      %lay_95 = cute.get_layout(%view_24) : !memref_rmem_f16_efb6
      %sz_8 = cute.size(%lay_95) <{mode = [1]}> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.int_tuple<"1">
      %e0_53 = cute.get_leaves(%sz_8) : !cute.int_tuple<"1">
      %lay_96 = cute.get_layout(%view_26) : !memref_gmem_f16_fb3d
      %sz_9 = cute.size(%lay_96) <{mode = [1]}> : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">) -> !cute.int_tuple<"1">
      %e0_54 = cute.get_leaves(%sz_9) : !cute.int_tuple<"1">
      %lay_97 = cute.get_layout(%view_24) : !memref_rmem_f16_efb6
      %220 = cute.get_shape(%lay_97) : (!cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">) -> !cute.shape<"((1,(8,4)),(1,1))">
      %e0_55, %e1_46, %e2_38, %e3_38, %e4_38 = cute.get_leaves(%220) : !cute.shape<"((1,(8,4)),(1,1))">
      %iter_89 = cute.get_iter(%view_24) : !memref_rmem_f16_efb6
      %iter_90 = cute.get_iter(%view_26) : !memref_gmem_f16_fb3d
      %lay_98 = cute.get_layout(%view_24) : !memref_rmem_f16_efb6
      %lay_99 = cute.get_layout(%view_26) : !memref_gmem_f16_fb3d
      %221 = cute.static : !cute.layout<"1:0">
      %append_14 = cute.append_to_rank<2> (%lay_98, %221) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %append_15 = cute.append_to_rank<2> (%lay_99, %221) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8192)),(0,0))">, !cute.layout<"1:0">
      %lay_100 = cute.make_layout() : !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %lay_101 = cute.make_layout() : !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">
      %iter_91 = cute.get_iter(%view_28) : !memref_rmem_i8_a16d
      %lay_102 = cute.get_layout(%view_28) : !memref_rmem_i8_a16d
      %append_16 = cute.append_to_rank<2> (%lay_102, %221) : !cute.layout<"((1,(8,4)),(1,1)):((0,(1,8)),(0,0))">, !cute.layout<"1:0">
      %lay_103 = cute.make_layout() : !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">
      %sz_10 = cute.size(%lay_100) <{mode = [1]}> : (!cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"1">
      %222 = cute.get_scalars(%sz_10) : !cute.int_tuple<"1">
      %c0_i32_2 = arith.constant 0 : i32
      %c1_i32_2 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_2 to %222 step %c1_i32_2  : i32 {
        %coord_11 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %41 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_42 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_4 = cute.crd2idx(%coord_11, %lay_100) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_5 = cute.add_offset(%iter_89, %idx_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %view_14 = cute.make_view(%ptr_5, %lay_42) : !memref_rmem_f16_b815
        %42 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_43 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8192)))">
        %idx_5 = cute.crd2idx(%coord_11, %lay_101) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8192)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_6 = cute.add_offset(%iter_90, %idx_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
        %view_15 = cute.make_view(%ptr_6, %lay_43) : !memref_gmem_f16_9cfc
        %43 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_44 = cute.make_layout() : !cute.layout<"((1,(8,4))):((0,(1,8)))">
        %idx_6 = cute.crd2idx(%coord_11, %lay_103) : (!cute.coord<"(_,?)">, !cute.layout<"((1,(8,4)),((1,1))):((0,(1,8)),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_7 = cute.add_offset(%iter_91, %idx_6) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<i8, rmem, align<32>>
        %view_16 = cute.make_view(%ptr_7, %lay_44) : !memref_rmem_i8_5213
        %iter_59 = cute.get_iter(%view_14) : !memref_rmem_f16_b815
        %iter_60 = cute.get_iter(%view_15) : !memref_gmem_f16_9cfc
        %iter_61 = cute.get_iter(%view_16) : !memref_rmem_i8_5213
        %44 = builtin.unrealized_conversion_cast %iter_61 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
        %45 = llvm.load %44 : !llvm.ptr -> i8
        %46 = llvm.mlir.constant(0 : i8) : i8
        %47 = llvm.icmp "ne" %45, %46 : i8
        scf.if %47 {
          %67 = builtin.unrealized_conversion_cast %iter_59 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %iter_60 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
        %ptr_8 = cute.add_offset(%iter_61, %int_tuple_3) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<i8, rmem>
        %48 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<i8, rmem> to !llvm.ptr
        %49 = llvm.load %48 : !llvm.ptr -> i8
        %50 = llvm.mlir.constant(0 : i8) : i8
        %51 = llvm.icmp "ne" %49, %50 : i8
        scf.if %51 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
        %ptr_11 = cute.add_offset(%iter_61, %int_tuple_6) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<i8, rmem, align<2>>
        %52 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %53 = llvm.load %52 : !llvm.ptr -> i8
        %70 = llvm.mlir.constant(0 : i8) : i8
        %71 = llvm.icmp "ne" %53, %70 : i8
        scf.if %71 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"2">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, gmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
        %ptr_12 = cute.add_offset(%iter_61, %int_tuple_7) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<i8, rmem>
        %72 = builtin.unrealized_conversion_cast %ptr_12 : !cute.ptr<i8, rmem> to !llvm.ptr
        %73 = llvm.load %72 : !llvm.ptr -> i8
        %74 = llvm.mlir.constant(0 : i8) : i8
        %75 = llvm.icmp "ne" %73, %74 : i8
        scf.if %75 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"3">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %ptr_13 = cute.add_offset(%iter_61, %int_tuple_8) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<i8, rmem, align<4>>
        %76 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %77 = llvm.load %76 : !llvm.ptr -> i8
        %78 = llvm.mlir.constant(0 : i8) : i8
        %79 = llvm.icmp "ne" %77, %78 : i8
        scf.if %79 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, gmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
        %ptr_14 = cute.add_offset(%iter_61, %int_tuple_9) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<i8, rmem>
        %80 = builtin.unrealized_conversion_cast %ptr_14 : !cute.ptr<i8, rmem> to !llvm.ptr
        %81 = llvm.load %80 : !llvm.ptr -> i8
        %82 = llvm.mlir.constant(0 : i8) : i8
        %83 = llvm.icmp "ne" %81, %82 : i8
        scf.if %83 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"5">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
        %ptr_15 = cute.add_offset(%iter_61, %int_tuple_10) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<i8, rmem, align<2>>
        %84 = builtin.unrealized_conversion_cast %ptr_15 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %85 = llvm.load %84 : !llvm.ptr -> i8
        %86 = llvm.mlir.constant(0 : i8) : i8
        %87 = llvm.icmp "ne" %85, %86 : i8
        scf.if %87 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"6">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, gmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
        %ptr_16 = cute.add_offset(%iter_61, %int_tuple_11) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<i8, rmem>
        %88 = builtin.unrealized_conversion_cast %ptr_16 : !cute.ptr<i8, rmem> to !llvm.ptr
        %89 = llvm.load %88 : !llvm.ptr -> i8
        %90 = llvm.mlir.constant(0 : i8) : i8
        %91 = llvm.icmp "ne" %89, %90 : i8
        scf.if %91 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"7">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
        %ptr_17 = cute.add_offset(%iter_61, %int_tuple_12) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<i8, rmem, align<8>>
        %92 = builtin.unrealized_conversion_cast %ptr_17 : !cute.ptr<i8, rmem, align<8>> to !llvm.ptr
        %93 = llvm.load %92 : !llvm.ptr -> i8
        %94 = llvm.mlir.constant(0 : i8) : i8
        %95 = llvm.icmp "ne" %93, %94 : i8
        scf.if %95 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"8">) -> !cute.ptr<f16, rmem, align<16>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8192">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, gmem, align<16>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"9">
        %ptr_18 = cute.add_offset(%iter_61, %int_tuple_13) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<i8, rmem>
        %96 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<i8, rmem> to !llvm.ptr
        %97 = llvm.load %96 : !llvm.ptr -> i8
        %98 = llvm.mlir.constant(0 : i8) : i8
        %99 = llvm.icmp "ne" %97, %98 : i8
        scf.if %99 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"9">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"9">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8193">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8193">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_14 = cute.make_int_tuple() : () -> !cute.int_tuple<"10">
        %ptr_19 = cute.add_offset(%iter_61, %int_tuple_14) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<i8, rmem, align<2>>
        %100 = builtin.unrealized_conversion_cast %ptr_19 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %101 = llvm.load %100 : !llvm.ptr -> i8
        %102 = llvm.mlir.constant(0 : i8) : i8
        %103 = llvm.icmp "ne" %101, %102 : i8
        scf.if %103 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"10">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"10">) -> !cute.ptr<f16, rmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8194">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8194">) -> !cute.ptr<f16, gmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_15 = cute.make_int_tuple() : () -> !cute.int_tuple<"11">
        %ptr_20 = cute.add_offset(%iter_61, %int_tuple_15) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<i8, rmem>
        %104 = builtin.unrealized_conversion_cast %ptr_20 : !cute.ptr<i8, rmem> to !llvm.ptr
        %105 = llvm.load %104 : !llvm.ptr -> i8
        %106 = llvm.mlir.constant(0 : i8) : i8
        %107 = llvm.icmp "ne" %105, %106 : i8
        scf.if %107 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"11">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"11">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8195">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8195">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_16 = cute.make_int_tuple() : () -> !cute.int_tuple<"12">
        %ptr_21 = cute.add_offset(%iter_61, %int_tuple_16) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<i8, rmem, align<4>>
        %108 = builtin.unrealized_conversion_cast %ptr_21 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %109 = llvm.load %108 : !llvm.ptr -> i8
        %110 = llvm.mlir.constant(0 : i8) : i8
        %111 = llvm.icmp "ne" %109, %110 : i8
        scf.if %111 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"12">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"12">) -> !cute.ptr<f16, rmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8196">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8196">) -> !cute.ptr<f16, gmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_17 = cute.make_int_tuple() : () -> !cute.int_tuple<"13">
        %ptr_22 = cute.add_offset(%iter_61, %int_tuple_17) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<i8, rmem>
        %112 = builtin.unrealized_conversion_cast %ptr_22 : !cute.ptr<i8, rmem> to !llvm.ptr
        %113 = llvm.load %112 : !llvm.ptr -> i8
        %114 = llvm.mlir.constant(0 : i8) : i8
        %115 = llvm.icmp "ne" %113, %114 : i8
        scf.if %115 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"13">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"13">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8197">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8197">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_18 = cute.make_int_tuple() : () -> !cute.int_tuple<"14">
        %ptr_23 = cute.add_offset(%iter_61, %int_tuple_18) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<i8, rmem, align<2>>
        %116 = builtin.unrealized_conversion_cast %ptr_23 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %117 = llvm.load %116 : !llvm.ptr -> i8
        %118 = llvm.mlir.constant(0 : i8) : i8
        %119 = llvm.icmp "ne" %117, %118 : i8
        scf.if %119 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"14">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"14">) -> !cute.ptr<f16, rmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8198">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8198">) -> !cute.ptr<f16, gmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_19 = cute.make_int_tuple() : () -> !cute.int_tuple<"15">
        %ptr_24 = cute.add_offset(%iter_61, %int_tuple_19) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<i8, rmem>
        %120 = builtin.unrealized_conversion_cast %ptr_24 : !cute.ptr<i8, rmem> to !llvm.ptr
        %121 = llvm.load %120 : !llvm.ptr -> i8
        %122 = llvm.mlir.constant(0 : i8) : i8
        %123 = llvm.icmp "ne" %121, %122 : i8
        scf.if %123 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"15">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"15">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8199">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"8199">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_20 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
        %ptr_25 = cute.add_offset(%iter_61, %int_tuple_20) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<i8, rmem, align<16>>
        %124 = builtin.unrealized_conversion_cast %ptr_25 : !cute.ptr<i8, rmem, align<16>> to !llvm.ptr
        %125 = llvm.load %124 : !llvm.ptr -> i8
        %126 = llvm.mlir.constant(0 : i8) : i8
        %127 = llvm.icmp "ne" %125, %126 : i8
        scf.if %127 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"16">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"16">) -> !cute.ptr<f16, rmem, align<32>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, gmem, align<16>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_21 = cute.make_int_tuple() : () -> !cute.int_tuple<"17">
        %ptr_26 = cute.add_offset(%iter_61, %int_tuple_21) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<i8, rmem>
        %128 = builtin.unrealized_conversion_cast %ptr_26 : !cute.ptr<i8, rmem> to !llvm.ptr
        %129 = llvm.load %128 : !llvm.ptr -> i8
        %130 = llvm.mlir.constant(0 : i8) : i8
        %131 = llvm.icmp "ne" %129, %130 : i8
        scf.if %131 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"17">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"17">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16385">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16385">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_22 = cute.make_int_tuple() : () -> !cute.int_tuple<"18">
        %ptr_27 = cute.add_offset(%iter_61, %int_tuple_22) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<i8, rmem, align<2>>
        %132 = builtin.unrealized_conversion_cast %ptr_27 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %133 = llvm.load %132 : !llvm.ptr -> i8
        %134 = llvm.mlir.constant(0 : i8) : i8
        %135 = llvm.icmp "ne" %133, %134 : i8
        scf.if %135 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"18">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"18">) -> !cute.ptr<f16, rmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16386">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16386">) -> !cute.ptr<f16, gmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_23 = cute.make_int_tuple() : () -> !cute.int_tuple<"19">
        %ptr_28 = cute.add_offset(%iter_61, %int_tuple_23) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<i8, rmem>
        %136 = builtin.unrealized_conversion_cast %ptr_28 : !cute.ptr<i8, rmem> to !llvm.ptr
        %137 = llvm.load %136 : !llvm.ptr -> i8
        %138 = llvm.mlir.constant(0 : i8) : i8
        %139 = llvm.icmp "ne" %137, %138 : i8
        scf.if %139 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"19">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"19">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16387">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16387">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_24 = cute.make_int_tuple() : () -> !cute.int_tuple<"20">
        %ptr_29 = cute.add_offset(%iter_61, %int_tuple_24) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<i8, rmem, align<4>>
        %140 = builtin.unrealized_conversion_cast %ptr_29 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %141 = llvm.load %140 : !llvm.ptr -> i8
        %142 = llvm.mlir.constant(0 : i8) : i8
        %143 = llvm.icmp "ne" %141, %142 : i8
        scf.if %143 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"20">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"20">) -> !cute.ptr<f16, rmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16388">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16388">) -> !cute.ptr<f16, gmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_25 = cute.make_int_tuple() : () -> !cute.int_tuple<"21">
        %ptr_30 = cute.add_offset(%iter_61, %int_tuple_25) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<i8, rmem>
        %144 = builtin.unrealized_conversion_cast %ptr_30 : !cute.ptr<i8, rmem> to !llvm.ptr
        %145 = llvm.load %144 : !llvm.ptr -> i8
        %146 = llvm.mlir.constant(0 : i8) : i8
        %147 = llvm.icmp "ne" %145, %146 : i8
        scf.if %147 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"21">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"21">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16389">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16389">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_26 = cute.make_int_tuple() : () -> !cute.int_tuple<"22">
        %ptr_31 = cute.add_offset(%iter_61, %int_tuple_26) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<i8, rmem, align<2>>
        %148 = builtin.unrealized_conversion_cast %ptr_31 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %149 = llvm.load %148 : !llvm.ptr -> i8
        %150 = llvm.mlir.constant(0 : i8) : i8
        %151 = llvm.icmp "ne" %149, %150 : i8
        scf.if %151 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"22">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"22">) -> !cute.ptr<f16, rmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16390">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16390">) -> !cute.ptr<f16, gmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_27 = cute.make_int_tuple() : () -> !cute.int_tuple<"23">
        %ptr_32 = cute.add_offset(%iter_61, %int_tuple_27) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<i8, rmem>
        %152 = builtin.unrealized_conversion_cast %ptr_32 : !cute.ptr<i8, rmem> to !llvm.ptr
        %153 = llvm.load %152 : !llvm.ptr -> i8
        %154 = llvm.mlir.constant(0 : i8) : i8
        %155 = llvm.icmp "ne" %153, %154 : i8
        scf.if %155 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"23">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"23">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"16391">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"16391">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_28 = cute.make_int_tuple() : () -> !cute.int_tuple<"24">
        %ptr_33 = cute.add_offset(%iter_61, %int_tuple_28) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<i8, rmem, align<8>>
        %156 = builtin.unrealized_conversion_cast %ptr_33 : !cute.ptr<i8, rmem, align<8>> to !llvm.ptr
        %157 = llvm.load %156 : !llvm.ptr -> i8
        %158 = llvm.mlir.constant(0 : i8) : i8
        %159 = llvm.icmp "ne" %157, %158 : i8
        scf.if %159 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"24">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"24">) -> !cute.ptr<f16, rmem, align<16>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"24576">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24576">) -> !cute.ptr<f16, gmem, align<16>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_29 = cute.make_int_tuple() : () -> !cute.int_tuple<"25">
        %ptr_34 = cute.add_offset(%iter_61, %int_tuple_29) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<i8, rmem>
        %160 = builtin.unrealized_conversion_cast %ptr_34 : !cute.ptr<i8, rmem> to !llvm.ptr
        %161 = llvm.load %160 : !llvm.ptr -> i8
        %162 = llvm.mlir.constant(0 : i8) : i8
        %163 = llvm.icmp "ne" %161, %162 : i8
        scf.if %163 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"25">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"25">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"24577">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24577">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"26">
        %ptr_35 = cute.add_offset(%iter_61, %int_tuple_30) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<i8, rmem, align<2>>
        %164 = builtin.unrealized_conversion_cast %ptr_35 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %165 = llvm.load %164 : !llvm.ptr -> i8
        %166 = llvm.mlir.constant(0 : i8) : i8
        %167 = llvm.icmp "ne" %165, %166 : i8
        scf.if %167 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"26">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"26">) -> !cute.ptr<f16, rmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"24578">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24578">) -> !cute.ptr<f16, gmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_31 = cute.make_int_tuple() : () -> !cute.int_tuple<"27">
        %ptr_36 = cute.add_offset(%iter_61, %int_tuple_31) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<i8, rmem>
        %168 = builtin.unrealized_conversion_cast %ptr_36 : !cute.ptr<i8, rmem> to !llvm.ptr
        %169 = llvm.load %168 : !llvm.ptr -> i8
        %170 = llvm.mlir.constant(0 : i8) : i8
        %171 = llvm.icmp "ne" %169, %170 : i8
        scf.if %171 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"27">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"27">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"24579">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24579">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_32 = cute.make_int_tuple() : () -> !cute.int_tuple<"28">
        %ptr_37 = cute.add_offset(%iter_61, %int_tuple_32) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<i8, rmem, align<4>>
        %172 = builtin.unrealized_conversion_cast %ptr_37 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
        %173 = llvm.load %172 : !llvm.ptr -> i8
        %174 = llvm.mlir.constant(0 : i8) : i8
        %175 = llvm.icmp "ne" %173, %174 : i8
        scf.if %175 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"28">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"28">) -> !cute.ptr<f16, rmem, align<8>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"24580">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24580">) -> !cute.ptr<f16, gmem, align<8>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<8>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_33 = cute.make_int_tuple() : () -> !cute.int_tuple<"29">
        %ptr_38 = cute.add_offset(%iter_61, %int_tuple_33) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<i8, rmem>
        %176 = builtin.unrealized_conversion_cast %ptr_38 : !cute.ptr<i8, rmem> to !llvm.ptr
        %177 = llvm.load %176 : !llvm.ptr -> i8
        %178 = llvm.mlir.constant(0 : i8) : i8
        %179 = llvm.icmp "ne" %177, %178 : i8
        scf.if %179 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"29">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"29">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"24581">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24581">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_34 = cute.make_int_tuple() : () -> !cute.int_tuple<"30">
        %ptr_39 = cute.add_offset(%iter_61, %int_tuple_34) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<i8, rmem, align<2>>
        %180 = builtin.unrealized_conversion_cast %ptr_39 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
        %181 = llvm.load %180 : !llvm.ptr -> i8
        %182 = llvm.mlir.constant(0 : i8) : i8
        %183 = llvm.icmp "ne" %181, %182 : i8
        scf.if %183 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"30">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"30">) -> !cute.ptr<f16, rmem, align<4>>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"24582">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24582">) -> !cute.ptr<f16, gmem, align<4>>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem, align<4>> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
        %int_tuple_35 = cute.make_int_tuple() : () -> !cute.int_tuple<"31">
        %ptr_40 = cute.add_offset(%iter_61, %int_tuple_35) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<i8, rmem>
        %184 = builtin.unrealized_conversion_cast %ptr_40 : !cute.ptr<i8, rmem> to !llvm.ptr
        %185 = llvm.load %184 : !llvm.ptr -> i8
        %186 = llvm.mlir.constant(0 : i8) : i8
        %187 = llvm.icmp "ne" %185, %186 : i8
        scf.if %187 {
          %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"31">
          %ptr_9 = cute.add_offset(%iter_59, %int_tuple_4) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"31">) -> !cute.ptr<f16, rmem>
          %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"24583">
          %ptr_10 = cute.add_offset(%iter_60, %int_tuple_5) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"24583">) -> !cute.ptr<f16, gmem>
          %67 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
          %68 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, gmem> to !llvm.ptr<1>
          %69 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf16>
          llvm.store %69, %68 {alignment = 16 : i64} : vector<1xf16>, !llvm.ptr<1>
        }
      } {llvm.loop_annotation = #loop_annotation_0327}
      return
    }
  }
  func.func @cutlass_elementwise_add_v1~(%arg0: !memref_gmem_f16_9d9a, %arg1: !memref_gmem_f16_9d9a, %arg2: !memref_gmem_f16_9d9a) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_9d9a
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_9d9a
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f16_9d9a
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f16_9d9a
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f16_9d9a
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f16_9d9a
    %shape = cute.make_shape() : () -> !cute.shape<"(4,32)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay = cute.make_layout() : !cute.layout<"(4,32):(32,1)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_0 = cute.make_layout() : !cute.layout<"(4,8):(8,1)">
    %lay_1 = cute.make_layout() : !cute.layout<"((4,4),(8,32)):((1024,32),(128,1))">
    %sz = cute.size(%lay) : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_0 = cute.size(%lay_0) : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
    %e0_0 = cute.get_leaves(%sz_0) : !cute.int_tuple<"32">
    %shape_1 = cute.make_shape() : () -> !cute.shape<"(128,32)">
    %lay_2 = cute.make_layout() : !cute.layout<"(128,32):(1,128)">
    %rinv = cute.right_inverse(%lay_1) : (!cute.layout<"((4,4),(8,32)):((1024,32),(128,1))">) -> !cute.layout<"(32,32,4):(128,4,1)">
    %lay_3 = cute.make_layout() : !cute.layout<"((32,4),(8,4)):((128,4),(16,1))">
    %0 = cute.get_shape(%lay_1) : (!cute.layout<"((4,4),(8,32)):((1024,32),(128,1))">) -> !cute.shape<"((4,4),(8,32))">
    %e0_1, %e1, %e2, %e3 = cute.get_leaves(%0) : !cute.shape<"((4,4),(8,32))">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,4),(8,32))">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"(16,256)">
    %e0_2, %e1_0 = cute.get_leaves(%int_tuple_2) : !cute.int_tuple<"(16,256)">
    %tile = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
    %iter_5 = cute.get_iter(%arg0) : !memref_gmem_f16_9d9a
    %view = cute.make_view(%iter_5) : !memref_gmem_f16_3612
    %iter_6 = cute.get_iter(%view) : !memref_gmem_f16_3612
    %iter_7 = cute.get_iter(%view) : !memref_gmem_f16_3612
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
    %iter_8 = cute.get_iter(%arg1) : !memref_gmem_f16_9d9a
    %view_0 = cute.make_view(%iter_8) : !memref_gmem_f16_3612
    %iter_9 = cute.get_iter(%view_0) : !memref_gmem_f16_3612
    %iter_10 = cute.get_iter(%view_0) : !memref_gmem_f16_3612
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
    %iter_11 = cute.get_iter(%arg2) : !memref_gmem_f16_9d9a
    %view_1 = cute.make_view(%iter_11) : !memref_gmem_f16_3612
    %iter_12 = cute.get_iter(%view_1) : !memref_gmem_f16_3612
    %iter_13 = cute.get_iter(%view_1) : !memref_gmem_f16_3612
    %lay_4 = cute.get_layout(%arg2) : !memref_gmem_f16_9d9a
    %1 = cute.get_shape(%lay_4) : (!cute.layout<"(8192,8192):(8192,1)">) -> !cute.shape<"(8192,8192)">
    %e0_3, %e1_1 = cute.get_leaves(%1) : !cute.shape<"(8192,8192)">
    %shape_2 = cute.make_shape() : () -> !cute.shape<"(8192,8192)">
    %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
    %lay_5 = cute.make_layout(%shape_2, %stride) : !cute.layout<"(8192,8192):(1@0,1@1)">
    %view_2 = cute.make_view(%int_tup_iter, %lay_5) : !cute.coord_tensor<"(0,0)", "(8192,8192):(1@0,1@1)">
    %iter_14 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,0)", "(8192,8192):(1@0,1@1)">
    %tup = cute.deref_arith_tuple_iter(%iter_14) : !cute.arith_tuple_iter<"(0,0)">
    %e0_4, %e1_2 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %tile_2 = cute.make_tile() : () -> !cute.tile<"[16:1;256:1]">
    %iter_15 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,0)", "(8192,8192):(1@0,1@1)">
    %view_3 = cute.make_view(%iter_15) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
    %iter_16 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
    %tup_0 = cute.deref_arith_tuple_iter(%iter_16) : !cute.arith_tuple_iter<"(0,0)">
    %e0_5, %e1_3 = cute.get_leaves(%tup_0) : !cute.int_tuple<"(0,0)">
    %iter_17 = cute.get_iter(%view_3) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
    %tup_1 = cute.deref_arith_tuple_iter(%iter_17) : !cute.arith_tuple_iter<"(0,0)">
    %e0_6, %e1_4 = cute.get_leaves(%tup_1) : !cute.int_tuple<"(0,0)">
    %lay_6 = cute.get_layout(%arg2) : !memref_gmem_f16_9d9a
    %2 = cute.get_shape(%lay_6) : (!cute.layout<"(8192,8192):(8192,1)">) -> !cute.shape<"(8192,8192)">
    %e0_7, %e1_5 = cute.get_leaves(%2) : !cute.shape<"(8192,8192)">
    %lay_7 = cute.get_layout(%view_1) : !memref_gmem_f16_3612
    %sz_1 = cute.size(%lay_7) <{mode = [1]}> : (!cute.layout<"((16,256),(512,32)):((8192,1),(131072,256))">) -> !cute.int_tuple<"16384">
    %e0_8 = cute.get_leaves(%sz_1) : !cute.int_tuple<"16384">
    %sz_2 = cute.size(%lay_3) <{mode = [0]}> : (!cute.layout<"((32,4),(8,4)):((128,4),(16,1))">) -> !cute.int_tuple<"128">
    %e0_9 = cute.get_leaves(%sz_2) : !cute.int_tuple<"128">
    %lay_8 = cute.get_layout(%view) : !memref_gmem_f16_3612
    %lay_9 = cute.get_layout(%view_0) : !memref_gmem_f16_3612
    %lay_10 = cute.get_layout(%view_1) : !memref_gmem_f16_3612
    %lay_11 = cute.get_layout(%view_3) : !cute.coord_tensor<"(0,0)", "((16,256),(512,32)):((1@0,1@1),(16@0,256@1))">
    %c0_i32 = arith.constant 0 : i32
    %c166912_i32 = arith.constant 166912 : i32
    %3 = arith.cmpi sgt, %c0_i32, %c166912_i32 : i32
    scf.if %3 {
      %4 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %5 = llvm.getelementptr %4[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<321 x i8>
      %6 = llvm.call @printf(%5, %c0_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64 = arith.constant 0 : i64
    %7 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %8 = arith.extsi %c0_i32 : i32 to i64
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16384_i32 = arith.constant 16384 : i32
    %9 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %8, gridDim = (%c16384_i32, %c1_i32, %c1_i32), stream = %7) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32_0 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%9] %c0_i32_0 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_1 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%9] %c0_i32_1 : !cuda.launch_cfg<max_attrs = 3>, i32
    %10 = cuda.launch_ex @kernels::@kernel_cutlass_add_kernel_v1~<%9> (%view, %view_0, %view_1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f16_3612, !memref_gmem_f16_3612, !memref_gmem_f16_3612) -> !cuda.result
    %11 = cuda.cast %10 : !cuda.result -> i32
    cuda.return_if_error %11 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %c0_i32_2 : i32
  }
}
