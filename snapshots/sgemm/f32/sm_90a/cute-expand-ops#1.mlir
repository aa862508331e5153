// irscope snapshot: sgemm:f32@sm_90a after cute-expand-ops#1 (cute-expand-ops, convert-cute-algo-to-arch)
!copy_ldgsts_27bc = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>
!copy_ldgsts1_4a7e = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>
!memref_gmem_f32_7e11 = !cute.memref<f32, gmem, align<16>, "(?,?):(?{i64},1)">
!memref_gmem_f32_ff69 = !cute.memref<f32, gmem, align<16>, "(?{div=4},?):(1,?{i64 div=4})">
!memref_gmem_f32_7103 = !cute.memref<f32, gmem, align<16>, "(?,?{div=4}):(?{i64 div=4},1)">
!memref_gmem_f32_f7d9 = !cute.memref<f32, gmem, align<16>, "(128,8,?):(?{i64},1,8)">
!memref_gmem_f32_b723 = !cute.memref<f32, gmem, align<16>, "(128,8,?):(1,?{i64 div=4},?{i64 div=32})">
!memref_gmem_f32_cb25 = !cute.memref<f32, gmem, align<16>, "(128,128):(?{i64 div=4},1)">
!memref_gmem_f32_38e8 = !cute.memref<f32, gmem, "(128,8,?):(?{i64},1,8)">
!memref_gmem_f32_ab07 = !cute.memref<f32, gmem, "((1,1),4,1,?):((0,0),?{i64 div=32},0,8)">
!memref_gmem_f32_2b1f = !cute.memref<f32, gmem, align<16>, "((4,1),1,1,?):((1,0),0,0,?{i64 div=32})">
!memref_gmem_f32_fb7e = !cute.memref<f32, gmem, "((1,1),4,1):((0,0),?{i64 div=32},0)">
!memref_gmem_f32_3c9b = !cute.memref<f32, gmem, "((1,1),(4,1)):((0,0),(?{i64 div=32},0))">
!memref_gmem_f32_1d2e = !cute.memref<f32, gmem, "((1,1)):((0,0))">
!memref_gmem_f32_6411 = !cute.memref<f32, gmem, align<16>, "((4,1),1,1):((1,0),0,0)">
!memref_gmem_f32_7762 = !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">
!memref_gmem_f32_0833 = !cute.memref<f32, gmem, align<16>, "((4,1)):((1,0))">
!memref_gmem_f32_40ff = !cute.memref<f32, gmem, align<16>, "(1,(4,2),(4,2)):(0,(?{i64 div=4},?{i64 div=256}),(1,64))">
!memref_rmem_f32_aea3 = !cute.memref<f32, rmem, "(1,(4,2),8):(0,(1,4),8)">
!memref_rmem_f32_6b53 = !cute.memref<f32, rmem, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">
!memref_rmem_f32_7d3b = !cute.memref<f32, rmem, "(1,(4,2)):(0,(1,4))">
!memref_rmem_f32_ba8d = !cute.memref<f32, rmem, "(4,2):(1,4)">
!memref_rmem_f32_4465 = !cute.memref<f32, rmem, "(4):(1)">
!memref_rmem_f32_0edd = !cute.memref<f32, rmem, "(1):(0)">
!memref_rmem_i8_ec75 = !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,1)">
!memref_rmem_i8_9fc7 = !cute.memref<i8, rmem, align<32>, "(1,1,1):(1,1,1)">
!memref_rmem_i8_2b5c = !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,1))">
!memref_rmem_i8_333c = !cute.memref<i8, rmem, "(1):(4)">
!memref_rmem_i8_da5a = !cute.memref<i8, rmem, align<32>, "(1,(1,1)):(1,(1,1))">
!memref_rmem_i8_6733 = !cute.memref<i8, rmem, "(1):(1)">
!memref_smem_f32_7c52 = !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">
!memref_smem_f32_2096 = !cute.memref<f32, smem, align<16>, "(128,8,3):(1,128,1024)">
!memref_smem_f32_ee17 = !cute.memref<f32, smem, "((1,1),4,1,3):((0,0),32,0,1056)">
!memref_smem_f32_7513 = !cute.memref<f32, smem, align<16>, "((4,1),1,1,3):((1,0),0,0,1024)">
!memref_smem_f32_a768 = !cute.memref<f32, smem, "((1,1),4,1):((0,0),32,0)">
!memref_smem_f32_e231 = !cute.memref<f32, smem, "((1,1),(4,1)):((0,0),(32,0))">
!memref_smem_f32_1103 = !cute.memref<f32, smem, "((1,1)):((0,0))">
!memref_smem_f32_2ce6 = !cute.memref<f32, smem, align<16>, "((4,1),1,1):((1,0),0,0)">
!memref_smem_f32_b0f3 = !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">
!memref_smem_f32_011b = !cute.memref<f32, smem, align<16>, "((4,1)):((1,0))">
!memref_smem_f32_b0ae = !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),132,1056)">
!memref_smem_f32_a0c0 = !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),128,1024)">
!memref_smem_f32_d93f = !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),132)">
!memref_smem_f32_5ce5 = !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">
!memref_smem_f32_070d = !cute.memref<f32, smem, align<16>, "(1,(4,2)):(0,(1,64))">
!memref_smem_f32_4985 = !cute.memref<f32, smem, align<16>, "(4,2):(1,64)">
!memref_smem_f32_b5c1 = !cute.memref<f32, smem, align<16>, "(4):(1)">
!mma_f32_f32_f32_1x1x1_9f7f = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_unroll1_fe2a = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll2_00f4 = #llvm.loop_unroll<full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
#loop_annotation1_7daa = #llvm.loop_annotation<unroll = #loop_unroll1_fe2a>
#loop_annotation2_26d7 = #llvm.loop_annotation<unroll = #loop_unroll2_00f4>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_sgemm_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_sgemm_kernel~(%arg0: !memref_gmem_f32_7e11, %arg1: !memref_gmem_f32_ff69, %arg2: !memref_gmem_f32_7103) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = cute.static : !cute.layout<"(128,8,3):(1,132,1056)">
      %1 = cute.static : !cute.layout<"(128,8,3):(1,128,1024)">
      %2 = cute.static : !copy_ldgsts_27bc
      %3 = cute.static : !copy_ldgsts1_4a7e
      %4 = cute.static : !mma_f32_f32_f32_1x1x1_9f7f
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_7e11
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_ff69
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_7103
      %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f32_7e11
      %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f32_ff69
      %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f32_7103
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32_7e11
      %lay_0 = cute.get_layout(%arg1) : !memref_gmem_f32_ff69
      %lay_1 = cute.get_layout(%arg2) : !memref_gmem_f32_7103
      %5 = nvvm.read.ptx.sreg.tid.x : i32
      %6 = nvvm.read.ptx.sreg.tid.y : i32
      %7 = nvvm.read.ptx.sreg.tid.z : i32
      %8 = nvvm.read.ptx.sreg.ctaid.x : i32
      %9 = nvvm.read.ptx.sreg.ctaid.y : i32
      %10 = nvvm.read.ptx.sreg.ctaid.z : i32
      %tile = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %coord = cute.make_coord(%8, %9) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_0 = cute.make_coord() : () -> !cute.coord<"(1,_,1)">
      %tile_0 = cute.make_tile() : () -> !cute.tile<"[128:1;8:1]">
      %11:2 = cute.get_scalars(%coord) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_1 = cute.make_coord(%11#0) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_2 = cute.get_layout(%arg0) : !memref_gmem_f32_7e11
      %12:3 = cute.get_scalars(%lay_2) <{only_dynamic}> : !cute.layout<"(?,?):(?{i64},1)">
      %c128_i32 = arith.constant 128 : i32
      %13 = arith.ceildivsi %12#0, %c128_i32 : i32
      %c128_i64 = arith.constant 128 : i64
      %14 = arith.muli %12#2, %c128_i64 : i64
      %c8_i32 = arith.constant 8 : i32
      %15 = arith.ceildivsi %12#1, %c8_i32 : i32
      %shape = cute.make_shape(%13, %15) : (i32, i32) -> !cute.shape<"((128,8),(?,?))">
      %iv = cute.assume(%14) : (i64) -> !cute.i64<divby 128>
      %stride = cute.make_stride(%12#2, %iv) : (i64, !cute.i64<divby 128>) -> !cute.stride<"((?{i64},1),(?{i64 div=128},8))">
      %lay_3 = cute.make_layout(%shape, %stride) : !cute.layout<"((128,8),(?,?)):((?{i64},1),(?{i64 div=128},8))">
      %16:4 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"((128,8),(?,?)):((?{i64},1),(?{i64 div=128},8))">
      %17 = cute.get_scalars(%coord_1) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_0 = cute.make_shape(%16#1) : (i32) -> !cute.shape<"(128,8,?)">
      %stride_0 = cute.make_stride(%16#2) : (i64) -> !cute.stride<"(?{i64},1,8)">
      %lay_4 = cute.make_layout(%shape_0, %stride_0) : !cute.layout<"(128,8,?):(?{i64},1,8)">
      %idx = cute.crd2idx(%coord_1, %lay_3) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,8),(?,?)):((?{i64},1),(?{i64 div=128},8))">) -> !cute.int_tuple<"?{i64 div=128}">
      %iter_5 = cute.get_iter(%arg0) : !memref_gmem_f32_7e11
      %ptr = cute.add_offset(%iter_5, %idx) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{i64 div=128}">) -> !cute.ptr<f32, gmem, align<16>>
      %view = cute.make_view(%ptr, %lay_4) : !memref_gmem_f32_f7d9
      %iter_6 = cute.get_iter(%view) : !memref_gmem_f32_f7d9
      %iter_7 = cute.get_iter(%view) : !memref_gmem_f32_f7d9
      %tile_1 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %coord_2 = cute.make_coord(%8, %9) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_3 = cute.make_coord() : () -> !cute.coord<"(_,1,1)">
      %tile_2 = cute.make_tile() : () -> !cute.tile<"[128:1;8:1]">
      %18:2 = cute.get_scalars(%coord_2) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_4 = cute.make_coord(%18#1) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_5 = cute.get_layout(%arg1) : !memref_gmem_f32_ff69
      %19:3 = cute.get_scalars(%lay_5) <{only_dynamic}> : !cute.layout<"(?{div=4},?):(1,?{i64 div=4})">
      %c128_i32_0 = arith.constant 128 : i32
      %20 = arith.ceildivsi %19#0, %c128_i32_0 : i32
      %c8_i32_0 = arith.constant 8 : i32
      %21 = arith.ceildivsi %19#1, %c8_i32_0 : i32
      %c8_i64 = arith.constant 8 : i64
      %22 = arith.muli %19#2, %c8_i64 : i64
      %shape_1 = cute.make_shape(%20, %21) : (i32, i32) -> !cute.shape<"((128,8),(?,?))">
      %iv_0 = cute.assume(%19#2) : (i64) -> !cute.i64<divby 4>
      %iv_1 = cute.assume(%22) : (i64) -> !cute.i64<divby 32>
      %stride_1 = cute.make_stride(%iv_0, %iv_1) : (!cute.i64<divby 4>, !cute.i64<divby 32>) -> !cute.stride<"((1,?{i64 div=4}),(128,?{i64 div=32}))">
      %lay_6 = cute.make_layout(%shape_1, %stride_1) : !cute.layout<"((128,8),(?,?)):((1,?{i64 div=4}),(128,?{i64 div=32}))">
      %23:4 = cute.get_scalars(%lay_6) <{only_dynamic}> : !cute.layout<"((128,8),(?,?)):((1,?{i64 div=4}),(128,?{i64 div=32}))">
      %24 = cute.get_scalars(%coord_4) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_2 = cute.make_shape(%23#1) : (i32) -> !cute.shape<"(128,8,?)">
      %iv_2 = cute.assume(%23#2) : (i64) -> !cute.i64<divby 4>
      %iv_3 = cute.assume(%23#3) : (i64) -> !cute.i64<divby 32>
      %stride_2 = cute.make_stride(%iv_2, %iv_3) : (!cute.i64<divby 4>, !cute.i64<divby 32>) -> !cute.stride<"(1,?{i64 div=4},?{i64 div=32})">
      %lay_7 = cute.make_layout(%shape_2, %stride_2) : !cute.layout<"(128,8,?):(1,?{i64 div=4},?{i64 div=32})">
      %idx_0 = cute.crd2idx(%coord_4, %lay_6) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,8),(?,?)):((1,?{i64 div=4}),(128,?{i64 div=32}))">) -> !cute.int_tuple<"?{div=128}">
      %iter_8 = cute.get_iter(%arg1) : !memref_gmem_f32_ff69
      %ptr_0 = cute.add_offset(%iter_8, %idx_0) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=128}">) -> !cute.ptr<f32, gmem, align<16>>
      %view_0 = cute.make_view(%ptr_0, %lay_7) : !memref_gmem_f32_b723
      %iter_9 = cute.get_iter(%view_0) : !memref_gmem_f32_b723
      %iter_10 = cute.get_iter(%view_0) : !memref_gmem_f32_b723
      %tile_3 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %coord_5 = cute.make_coord(%8, %9) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_6 = cute.make_coord() : () -> !cute.coord<"(1,1,_)">
      %tile_4 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
      %25:2 = cute.get_scalars(%coord_5) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_7 = cute.make_coord(%25#0, %25#1) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
      %lay_8 = cute.get_layout(%arg2) : !memref_gmem_f32_7103
      %26:3 = cute.get_scalars(%lay_8) <{only_dynamic}> : !cute.layout<"(?,?{div=4}):(?{i64 div=4},1)">
      %c128_i32_1 = arith.constant 128 : i32
      %27 = arith.ceildivsi %26#0, %c128_i32_1 : i32
      %c128_i64_0 = arith.constant 128 : i64
      %28 = arith.muli %26#2, %c128_i64_0 : i64
      %c128_i32_2 = arith.constant 128 : i32
      %29 = arith.ceildivsi %26#1, %c128_i32_2 : i32
      %shape_3 = cute.make_shape(%27, %29) : (i32, i32) -> !cute.shape<"((128,128),(?,?))">
      %iv_4 = cute.assume(%26#2) : (i64) -> !cute.i64<divby 4>
      %iv_5 = cute.assume(%28) : (i64) -> !cute.i64<divby 512>
      %stride_3 = cute.make_stride(%iv_4, %iv_5) : (!cute.i64<divby 4>, !cute.i64<divby 512>) -> !cute.stride<"((?{i64 div=4},1),(?{i64 div=512},128))">
      %lay_9 = cute.make_layout(%shape_3, %stride_3) : !cute.layout<"((128,128),(?,?)):((?{i64 div=4},1),(?{i64 div=512},128))">
      %30:4 = cute.get_scalars(%lay_9) <{only_dynamic}> : !cute.layout<"((128,128),(?,?)):((?{i64 div=4},1),(?{i64 div=512},128))">
      %31:2 = cute.get_scalars(%coord_7) <{only_dynamic}> : !cute.coord<"((_,_),(?,?))">
      %shape_4 = cute.make_shape() : () -> !cute.shape<"(128,128)">
      %iv_6 = cute.assume(%30#2) : (i64) -> !cute.i64<divby 4>
      %stride_4 = cute.make_stride(%iv_6) : (!cute.i64<divby 4>) -> !cute.stride<"(?{i64 div=4},1)">
      %lay_10 = cute.make_layout(%shape_4, %stride_4) : !cute.layout<"(128,128):(?{i64 div=4},1)">
      %idx_1 = cute.crd2idx(%coord_7, %lay_9) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((128,128),(?,?)):((?{i64 div=4},1),(?{i64 div=512},128))">) -> !cute.int_tuple<"?{i64 div=128}">
      %iter_11 = cute.get_iter(%arg2) : !memref_gmem_f32_7103
      %ptr_1 = cute.add_offset(%iter_11, %idx_1) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{i64 div=128}">) -> !cute.ptr<f32, gmem, align<16>>
      %view_1 = cute.make_view(%ptr_1, %lay_10) : !memref_gmem_f32_cb25
      %iter_12 = cute.get_iter(%view_1) : !memref_gmem_f32_cb25
      %iter_13 = cute.get_iter(%view_1) : !memref_gmem_f32_cb25
      %lay_11 = cute.get_layout(%arg0) : !memref_gmem_f32_7e11
      %32 = cute.get_shape(%lay_11) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
      %e0, %e1 = cute.get_leaves(%32) : !cute.shape<"(?,?)">
      %itup = cute.to_int_tuple(%e0) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %33 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %itup_0 = cute.to_int_tuple(%e1) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %34 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
      %shape_5 = cute.make_shape(%itup, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.shape<"(?,?)">
      %int_tup_iter = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
      %stride_5 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
      %lay_12 = cute.make_layout(%shape_5, %stride_5) : !cute.layout<"(?,?):(1@0,1@1)">
      %view_2 = cute.make_view(%int_tup_iter, %lay_12) : !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
      %iter_14 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
      %tup = cute.deref_arith_tuple_iter(%iter_14) : !cute.arith_tuple_iter<"(0,0)">
      %e0_0, %e1_0 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %tile_5 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %coord_8 = cute.make_coord(%8, %9) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_9 = cute.make_coord() : () -> !cute.coord<"(1,_,1)">
      %tile_6 = cute.make_tile() : () -> !cute.tile<"[128:1;8:1]">
      %35:2 = cute.get_scalars(%coord_8) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_10 = cute.make_coord(%35#0) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_13 = cute.get_layout(%view_2) : !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
      %36:2 = cute.get_scalars(%lay_13) <{only_dynamic}> : !cute.layout<"(?,?):(1@0,1@1)">
      %c128_i32_3 = arith.constant 128 : i32
      %37 = arith.ceildivsi %36#0, %c128_i32_3 : i32
      %c8_i32_1 = arith.constant 8 : i32
      %38 = arith.ceildivsi %36#1, %c8_i32_1 : i32
      %shape_6 = cute.make_shape(%37, %38) : (i32, i32) -> !cute.shape<"((128,8),(?,?))">
      %stride_6 = cute.make_stride() : () -> !cute.stride<"((1@0,1@1),(128@0,8@1))">
      %lay_14 = cute.make_layout(%shape_6, %stride_6) : !cute.layout<"((128,8),(?,?)):((1@0,1@1),(128@0,8@1))">
      %39:2 = cute.get_scalars(%lay_14) <{only_dynamic}> : !cute.layout<"((128,8),(?,?)):((1@0,1@1),(128@0,8@1))">
      %40 = cute.get_scalars(%coord_10) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_7 = cute.make_shape(%39#1) : (i32) -> !cute.shape<"(128,8,?)">
      %stride_7 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1,8@1)">
      %lay_15 = cute.make_layout(%shape_7, %stride_7) : !cute.layout<"(128,8,?):(1@0,1@1,8@1)">
      %idx_2 = cute.crd2idx(%coord_10, %lay_14) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,8),(?,?)):((1@0,1@1),(128@0,8@1))">) -> !cute.int_tuple<"(?{div=128},0)">
      %iter_15 = cute.get_iter(%view_2) : !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
      %tup_0 = cute.add_offset(%iter_15, %idx_2) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %view_3 = cute.make_view(%tup_0, %lay_15) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">
      %iter_16 = cute.get_iter(%view_3) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">
      %tup_1 = cute.deref_arith_tuple_iter(%iter_16) : !cute.arith_tuple_iter<"(?{div=128},0)">
      %e0_1, %e1_1 = cute.get_leaves(%tup_1) : !cute.int_tuple<"(?{div=128},0)">
      %41 = cute.get_scalars(%e0_1) : !cute.int_tuple<"?{div=128}">
      %iter_17 = cute.get_iter(%view_3) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">
      %tup_2 = cute.deref_arith_tuple_iter(%iter_17) : !cute.arith_tuple_iter<"(?{div=128},0)">
      %e0_2, %e1_2 = cute.get_leaves(%tup_2) : !cute.int_tuple<"(?{div=128},0)">
      %42 = cute.get_scalars(%e0_2) : !cute.int_tuple<"?{div=128}">
      %lay_16 = cute.get_layout(%arg1) : !memref_gmem_f32_ff69
      %43 = cute.get_shape(%lay_16) : (!cute.layout<"(?{div=4},?):(1,?{i64 div=4})">) -> !cute.shape<"(?{div=4},?)">
      %e0_3, %e1_3 = cute.get_leaves(%43) : !cute.shape<"(?{div=4},?)">
      %itup_1 = cute.to_int_tuple(%e0_3) : !cute.shape<"?{div=4}"> to !cute.int_tuple<"?{div=4}">
      %44 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?{div=4}">
      %itup_2 = cute.to_int_tuple(%e1_3) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %45 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?">
      %shape_8 = cute.make_shape(%itup_1, %itup_2) : (!cute.int_tuple<"?{div=4}">, !cute.int_tuple<"?">) -> !cute.shape<"(?{div=4},?)">
      %int_tup_iter_0 = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
      %stride_8 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
      %lay_17 = cute.make_layout(%shape_8, %stride_8) : !cute.layout<"(?{div=4},?):(1@0,1@1)">
      %view_4 = cute.make_view(%int_tup_iter_0, %lay_17) : !cute.coord_tensor<"(0,0)", "(?{div=4},?):(1@0,1@1)">
      %iter_18 = cute.get_iter(%view_4) : !cute.coord_tensor<"(0,0)", "(?{div=4},?):(1@0,1@1)">
      %tup_3 = cute.deref_arith_tuple_iter(%iter_18) : !cute.arith_tuple_iter<"(0,0)">
      %e0_4, %e1_4 = cute.get_leaves(%tup_3) : !cute.int_tuple<"(0,0)">
      %tile_7 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %coord_11 = cute.make_coord(%8, %9) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_12 = cute.make_coord() : () -> !cute.coord<"(_,1,1)">
      %tile_8 = cute.make_tile() : () -> !cute.tile<"[128:1;8:1]">
      %46:2 = cute.get_scalars(%coord_11) <{only_dynamic}> : !cute.coord<"(?,?,_)">
      %coord_13 = cute.make_coord(%46#1) : (i32) -> !cute.coord<"((_,_),(?,_))">
      %lay_18 = cute.get_layout(%view_4) : !cute.coord_tensor<"(0,0)", "(?{div=4},?):(1@0,1@1)">
      %47:2 = cute.get_scalars(%lay_18) <{only_dynamic}> : !cute.layout<"(?{div=4},?):(1@0,1@1)">
      %c128_i32_4 = arith.constant 128 : i32
      %48 = arith.ceildivsi %47#0, %c128_i32_4 : i32
      %c8_i32_2 = arith.constant 8 : i32
      %49 = arith.ceildivsi %47#1, %c8_i32_2 : i32
      %shape_9 = cute.make_shape(%48, %49) : (i32, i32) -> !cute.shape<"((128,8),(?,?))">
      %stride_9 = cute.make_stride() : () -> !cute.stride<"((1@0,1@1),(128@0,8@1))">
      %lay_19 = cute.make_layout(%shape_9, %stride_9) : !cute.layout<"((128,8),(?,?)):((1@0,1@1),(128@0,8@1))">
      %50:2 = cute.get_scalars(%lay_19) <{only_dynamic}> : !cute.layout<"((128,8),(?,?)):((1@0,1@1),(128@0,8@1))">
      %51 = cute.get_scalars(%coord_13) <{only_dynamic}> : !cute.coord<"((_,_),(?,_))">
      %shape_10 = cute.make_shape(%50#1) : (i32) -> !cute.shape<"(128,8,?)">
      %stride_10 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1,8@1)">
      %lay_20 = cute.make_layout(%shape_10, %stride_10) : !cute.layout<"(128,8,?):(1@0,1@1,8@1)">
      %idx_3 = cute.crd2idx(%coord_13, %lay_19) : (!cute.coord<"((_,_),(?,_))">, !cute.layout<"((128,8),(?,?)):((1@0,1@1),(128@0,8@1))">) -> !cute.int_tuple<"(?{div=128},0)">
      %iter_19 = cute.get_iter(%view_4) : !cute.coord_tensor<"(0,0)", "(?{div=4},?):(1@0,1@1)">
      %tup_4 = cute.add_offset(%iter_19, %idx_3) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %view_5 = cute.make_view(%tup_4, %lay_20) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">
      %iter_20 = cute.get_iter(%view_5) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">
      %tup_5 = cute.deref_arith_tuple_iter(%iter_20) : !cute.arith_tuple_iter<"(?{div=128},0)">
      %e0_5, %e1_5 = cute.get_leaves(%tup_5) : !cute.int_tuple<"(?{div=128},0)">
      %52 = cute.get_scalars(%e0_5) : !cute.int_tuple<"?{div=128}">
      %iter_21 = cute.get_iter(%view_5) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">
      %tup_6 = cute.deref_arith_tuple_iter(%iter_21) : !cute.arith_tuple_iter<"(?{div=128},0)">
      %e0_6, %e1_6 = cute.get_leaves(%tup_6) : !cute.int_tuple<"(?{div=128},0)">
      %53 = cute.get_scalars(%e0_6) : !cute.int_tuple<"?{div=128}">
      %lay_21 = cute.get_layout(%arg0) : !memref_gmem_f32_7e11
      %54 = cute.get_shape(%lay_21) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
      %e0_7, %e1_7 = cute.get_leaves(%54) : !cute.shape<"(?,?)">
      %itup_3 = cute.to_int_tuple(%e0_7) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %55 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?">
      %itup_4 = cute.to_int_tuple(%e1_7) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %56 = cute.get_scalars(%itup_4) : !cute.int_tuple<"?">
      %lay_22 = cute.get_layout(%view) : !memref_gmem_f32_f7d9
      %sz = cute.size(%lay_22) <{mode = [2]}> : (!cute.layout<"(128,8,?):(?{i64},1,8)">) -> !cute.int_tuple<"?">
      %e0_8 = cute.get_leaves(%sz) : !cute.int_tuple<"?">
      %57 = cute.get_scalars(%e0_8) : !cute.int_tuple<"?">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
      %mul = cute.tuple_mul(%e0_8, %int_tuple) : (!cute.int_tuple<"?">, !cute.int_tuple<"8">) -> !cute.int_tuple<"?{div=8}">
      %58 = cute.get_scalars(%mul) : !cute.int_tuple<"?{div=8}">
      %sub = cute.tuple_sub(%itup_4, %mul) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?">
      %59 = cute.get_scalars(%sub) : !cute.int_tuple<"?">
      %lay_23 = cute.get_layout(%view) : !memref_gmem_f32_f7d9
      %coord_14 = cute.make_coord(%sub) : (!cute.int_tuple<"?">) -> !cute.coord<"(0,?,0)">
      %idx_4 = cute.crd2idx(%coord_14, %lay_23) : (!cute.coord<"(0,?,0)">, !cute.layout<"(128,8,?):(?{i64},1,8)">) -> !cute.int_tuple<"?">
      %e0_9 = cute.get_leaves(%idx_4) : !cute.int_tuple<"?">
      %60 = cute.get_scalars(%e0_9) : !cute.int_tuple<"?">
      %int_tuple_0 = cute.make_int_tuple(%e0_9) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"?">
      %ptr_2 = cute.add_offset(%iter_7, %int_tuple_0) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
      %lay_24 = cute.get_layout(%view) : !memref_gmem_f32_f7d9
      %view_6 = cute.make_view(%ptr_2, %lay_24) : !memref_gmem_f32_38e8
      %iter_22 = cute.get_iter(%view_6) : !memref_gmem_f32_38e8
      %lay_25 = cute.get_layout(%view_0) : !memref_gmem_f32_b723
      %coord_15 = cute.make_coord(%sub) : (!cute.int_tuple<"?">) -> !cute.coord<"(0,?,0)">
      %idx_5 = cute.crd2idx(%coord_15, %lay_25) : (!cute.coord<"(0,?,0)">, !cute.layout<"(128,8,?):(1,?{i64 div=4},?{i64 div=32})">) -> !cute.int_tuple<"?{i64 div=4}">
      %e0_10 = cute.get_leaves(%idx_5) : !cute.int_tuple<"?{i64 div=4}">
      %61 = cute.get_scalars(%e0_10) : !cute.int_tuple<"?{i64 div=4}">
      %int_tuple_1 = cute.make_int_tuple(%e0_10) : (!cute.int_tuple<"?{i64 div=4}">) -> !cute.int_tuple<"?{i64 div=4}">
      %ptr_3 = cute.add_offset(%iter_10, %int_tuple_1) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{i64 div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %lay_26 = cute.get_layout(%view_0) : !memref_gmem_f32_b723
      %view_7 = cute.make_view(%ptr_3, %lay_26) : !memref_gmem_f32_b723
      %iter_23 = cute.get_iter(%view_7) : !memref_gmem_f32_b723
      %lay_27 = cute.get_layout(%view_3) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">
      %coord_16 = cute.make_coord(%sub) : (!cute.int_tuple<"?">) -> !cute.coord<"(0,?,0)">
      %idx_6 = cute.crd2idx(%coord_16, %lay_27) : (!cute.coord<"(0,?,0)">, !cute.layout<"(128,8,?):(1@0,1@1,8@1)">) -> !cute.int_tuple<"(0,?)">
      %e0_11, %e1_8 = cute.get_leaves(%idx_6) : !cute.int_tuple<"(0,?)">
      %62 = cute.get_scalars(%e1_8) : !cute.int_tuple<"?">
      %int_tuple_2 = cute.make_int_tuple(%e0_2) : (!cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=128},0)">
      %int_tuple_3 = cute.make_int_tuple(%e1_8) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"(0,?)">
      %add = cute.tuple_add(%int_tuple_2, %int_tuple_3) : (!cute.int_tuple<"(?{div=128},0)">, !cute.int_tuple<"(0,?)">) -> !cute.int_tuple<"(?{div=128},?)">
      %e0_12, %e1_9 = cute.get_leaves(%add) : !cute.int_tuple<"(?{div=128},?)">
      %63 = cute.get_scalars(%e0_12) : !cute.int_tuple<"?{div=128}">
      %64 = cute.get_scalars(%e1_9) : !cute.int_tuple<"?">
      %lay_28 = cute.get_layout(%view_3) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">
      %int_tuple_4 = cute.make_int_tuple(%e0_12, %e1_9) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?{div=128},?)">
      %int_tup_iter_1 = cute.make_arith_tuple_iter(%int_tuple_4) : (!cute.int_tuple<"(?{div=128},?)">) -> !cute.arith_tuple_iter<"(?{div=128},?)">
      %view_8 = cute.make_view(%int_tup_iter_1, %lay_28) : !cute.coord_tensor<"(?{div=128},?)", "(128,8,?):(1@0,1@1,8@1)">
      %iter_24 = cute.get_iter(%view_8) : !cute.coord_tensor<"(?{div=128},?)", "(128,8,?):(1@0,1@1,8@1)">
      %tup_7 = cute.deref_arith_tuple_iter(%iter_24) : !cute.arith_tuple_iter<"(?{div=128},?)">
      %e0_13, %e1_10 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(?{div=128},?)">
      %65 = cute.get_scalars(%e0_13) : !cute.int_tuple<"?{div=128}">
      %66 = cute.get_scalars(%e1_10) : !cute.int_tuple<"?">
      %lay_29 = cute.get_layout(%view_5) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">
      %coord_17 = cute.make_coord(%sub) : (!cute.int_tuple<"?">) -> !cute.coord<"(0,?,0)">
      %idx_7 = cute.crd2idx(%coord_17, %lay_29) : (!cute.coord<"(0,?,0)">, !cute.layout<"(128,8,?):(1@0,1@1,8@1)">) -> !cute.int_tuple<"(0,?)">
      %e0_14, %e1_11 = cute.get_leaves(%idx_7) : !cute.int_tuple<"(0,?)">
      %67 = cute.get_scalars(%e1_11) : !cute.int_tuple<"?">
      %int_tuple_5 = cute.make_int_tuple(%e0_6) : (!cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=128},0)">
      %int_tuple_6 = cute.make_int_tuple(%e1_11) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"(0,?)">
      %add_0 = cute.tuple_add(%int_tuple_5, %int_tuple_6) : (!cute.int_tuple<"(?{div=128},0)">, !cute.int_tuple<"(0,?)">) -> !cute.int_tuple<"(?{div=128},?)">
      %e0_15, %e1_12 = cute.get_leaves(%add_0) : !cute.int_tuple<"(?{div=128},?)">
      %68 = cute.get_scalars(%e0_15) : !cute.int_tuple<"?{div=128}">
      %69 = cute.get_scalars(%e1_12) : !cute.int_tuple<"?">
      %lay_30 = cute.get_layout(%view_5) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">
      %int_tuple_7 = cute.make_int_tuple(%e0_15, %e1_12) : (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?{div=128},?)">
      %int_tup_iter_2 = cute.make_arith_tuple_iter(%int_tuple_7) : (!cute.int_tuple<"(?{div=128},?)">) -> !cute.arith_tuple_iter<"(?{div=128},?)">
      %view_9 = cute.make_view(%int_tup_iter_2, %lay_30) : !cute.coord_tensor<"(?{div=128},?)", "(128,8,?):(1@0,1@1,8@1)">
      %iter_25 = cute.get_iter(%view_9) : !cute.coord_tensor<"(?{div=128},?)", "(128,8,?):(1@0,1@1,8@1)">
      %tup_8 = cute.deref_arith_tuple_iter(%iter_25) : !cute.arith_tuple_iter<"(?{div=128},?)">
      %e0_16, %e1_13 = cute.get_leaves(%tup_8) : !cute.int_tuple<"(?{div=128},?)">
      %70 = cute.get_scalars(%e0_16) : !cute.int_tuple<"?{div=128}">
      %71 = cute.get_scalars(%e1_13) : !cute.int_tuple<"?">
      %smem_ptr = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %coord_18 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_8 = cute.crd2idx(%coord_18, %0) : (!cute.coord<"0">, !cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"0">
      %e0_17 = cute.get_leaves(%idx_8) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%0) : (!cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"3164">
      %e0_18 = cute.get_leaves(%cosz) : !cute.int_tuple<"3164">
      %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"12656">
      %ptr_4 = cute.add_offset(%smem_ptr, %int_tuple_8) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"12656">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c12656_i32 = arith.constant 12656 : i32
      %72 = arith.cmpi sge, %smem_size, %c12656_i32 : i32
      %iter_26 = cute.recast_iter(%smem_ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f32, smem, align<1024>>
      %view_10 = cute.make_view(%iter_26, %0) : !memref_smem_f32_7c52
      %iter_27 = cute.get_iter(%view_10) : !memref_smem_f32_7c52
      %iter_28 = cute.get_iter(%view_10) : !memref_smem_f32_7c52
      %coord_19 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_9 = cute.crd2idx(%coord_19, %1) : (!cute.coord<"0">, !cute.layout<"(128,8,3):(1,128,1024)">) -> !cute.int_tuple<"0">
      %e0_19 = cute.get_leaves(%idx_9) : !cute.int_tuple<"0">
      %cosz_0 = cute.cosize(%1) : (!cute.layout<"(128,8,3):(1,128,1024)">) -> !cute.int_tuple<"3072">
      %e0_20 = cute.get_leaves(%cosz_0) : !cute.int_tuple<"3072">
      %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"12288">
      %ptr_5 = cute.add_offset(%ptr_4, %int_tuple_9) : (!cute.ptr<i8, smem, align<16>>, !cute.int_tuple<"12288">) -> !cute.ptr<i8, smem, align<16>>
      %smem_size_0 = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %c24944_i32 = arith.constant 24944 : i32
      %73 = arith.cmpi sge, %smem_size_0, %c24944_i32 : i32
      %iter_29 = cute.recast_iter(%ptr_4) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_11 = cute.make_view(%iter_29, %1) : !memref_smem_f32_2096
      %iter_30 = cute.get_iter(%view_11) : !memref_smem_f32_2096
      %iter_31 = cute.get_iter(%view_11) : !memref_smem_f32_2096
      %coord_20 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
      %iter_32 = cute.get_iter(%view_6) : !memref_gmem_f32_38e8
      %lay_31 = cute.get_layout(%view_6) : !memref_gmem_f32_38e8
      %74:2 = cute.get_scalars(%lay_31) <{only_dynamic}> : !cute.layout<"(128,8,?):(?{i64},1,8)">
      %75 = cute.get_scalars(%coord_20) <{only_dynamic}> : !cute.coord<"?">
      %c32_i64 = arith.constant 32 : i64
      %76 = arith.muli %74#1, %c32_i64 : i64
      %c32_i64_0 = arith.constant 32 : i64
      %77 = arith.muli %74#1, %c32_i64_0 : i64
      %c8_i32_3 = arith.constant 8 : i32
      %78 = arith.divsi %75, %c8_i32_3 : i32
      %c8_i32_4 = arith.constant 8 : i32
      %79 = arith.remsi %75, %c8_i32_4 : i32
      %80 = arith.extsi %78 : i32 to i64
      %81 = arith.muli %80, %74#1 : i64
      %82 = arith.extsi %79 : i32 to i64
      %83 = arith.addi %82, %81 : i64
      %int_tuple_10 = cute.make_int_tuple(%83) : (i64) -> !cute.int_tuple<"?{i64}">
      %ptr_6 = cute.add_offset(%iter_32, %int_tuple_10) : (!cute.ptr<f32, gmem>, !cute.int_tuple<"?{i64}">) -> !cute.ptr<f32, gmem>
      %shape_11 = cute.make_shape(%74#0) : (i32) -> !cute.shape<"((1,1),4,1,?)">
      %iv_7 = cute.assume(%76) : (i64) -> !cute.i64<divby 32>
      %stride_11 = cute.make_stride(%iv_7) : (!cute.i64<divby 32>) -> !cute.stride<"((0,0),?{i64 div=32},0,8)">
      %lay_32 = cute.make_layout(%shape_11, %stride_11) : !cute.layout<"((1,1),4,1,?):((0,0),?{i64 div=32},0,8)">
      %view_12 = cute.make_view(%ptr_6, %lay_32) : !memref_gmem_f32_ab07
      %iter_33 = cute.get_iter(%view_12) : !memref_gmem_f32_ab07
      %coord_21 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
      %iter_34 = cute.get_iter(%view_10) : !memref_smem_f32_7c52
      %84 = cute.get_scalars(%coord_21) <{only_dynamic}> : !cute.coord<"?">
      %c8_i32_5 = arith.constant 8 : i32
      %85 = arith.divsi %84, %c8_i32_5 : i32
      %c8_i32_6 = arith.constant 8 : i32
      %86 = arith.remsi %84, %c8_i32_6 : i32
      %c132_i32 = arith.constant 132 : i32
      %87 = arith.muli %86, %c132_i32 : i32
      %88 = arith.addi %87, %85 : i32
      %int_tuple_11 = cute.make_int_tuple(%88) : (i32) -> !cute.int_tuple<"?">
      %ptr_7 = cute.add_offset(%iter_34, %int_tuple_11) : (!cute.ptr<f32, smem, align<1024>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
      %view_13 = cute.make_view(%ptr_7) : !memref_smem_f32_ee17
      %iter_35 = cute.get_iter(%view_13) : !memref_smem_f32_ee17
      %coord_22 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
      %iter_36 = cute.get_iter(%view_8) : !cute.coord_tensor<"(?{div=128},?)", "(128,8,?):(1@0,1@1,8@1)">
      %lay_33 = cute.get_layout(%view_8) : !cute.coord_tensor<"(?{div=128},?)", "(128,8,?):(1@0,1@1,8@1)">
      %89 = cute.get_scalars(%lay_33) <{only_dynamic}> : !cute.layout<"(128,8,?):(1@0,1@1,8@1)">
      %90 = cute.get_scalars(%coord_22) <{only_dynamic}> : !cute.coord<"?">
      %c8_i32_7 = arith.constant 8 : i32
      %91 = arith.divsi %90, %c8_i32_7 : i32
      %c8_i32_8 = arith.constant 8 : i32
      %92 = arith.remsi %90, %c8_i32_8 : i32
      %int_tuple_12 = cute.make_int_tuple(%91, %92) : (i32, i32) -> !cute.int_tuple<"(?,?)">
      %tup_9 = cute.add_offset(%iter_36, %int_tuple_12) : (!cute.arith_tuple_iter<"(?{div=128},?)">, !cute.int_tuple<"(?,?)">) -> !cute.arith_tuple_iter<"(?,?)">
      %shape_12 = cute.make_shape(%89) : (i32) -> !cute.shape<"((1,1),4,1,?)">
      %stride_12 = cute.make_stride() : () -> !cute.stride<"((0,0),32@0,0,8@1)">
      %lay_34 = cute.make_layout(%shape_12, %stride_12) : !cute.layout<"((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %view_14 = cute.make_view(%tup_9, %lay_34) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %iter_37 = cute.get_iter(%view_14) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %tup_10 = cute.deref_arith_tuple_iter(%iter_37) : !cute.arith_tuple_iter<"(?,?)">
      %e0_21, %e1_14 = cute.get_leaves(%tup_10) : !cute.int_tuple<"(?,?)">
      %93 = cute.get_scalars(%e0_21) : !cute.int_tuple<"?">
      %94 = cute.get_scalars(%e1_14) : !cute.int_tuple<"?">
      %coord_23 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
      %iter_38 = cute.get_iter(%view_7) : !memref_gmem_f32_b723
      %lay_35 = cute.get_layout(%view_7) : !memref_gmem_f32_b723
      %95:3 = cute.get_scalars(%lay_35) <{only_dynamic}> : !cute.layout<"(128,8,?):(1,?{i64 div=4},?{i64 div=32})">
      %96 = cute.get_scalars(%coord_23) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32 = arith.constant 32 : i32
      %97 = arith.divsi %96, %c32_i32 : i32
      %c32_i32_0 = arith.constant 32 : i32
      %98 = arith.remsi %96, %c32_i32_0 : i32
      %c4_i32 = arith.constant 4 : i32
      %99 = arith.muli %98, %c4_i32 : i32
      %100 = arith.extsi %97 : i32 to i64
      %101 = arith.muli %100, %95#1 : i64
      %102 = arith.extsi %99 : i32 to i64
      %103 = arith.addi %102, %101 : i64
      %iv_8 = cute.assume(%103) : (i64) -> !cute.i64<divby 4>
      %int_tuple_13 = cute.make_int_tuple(%iv_8) : (!cute.i64<divby 4>) -> !cute.int_tuple<"?{i64 div=4}">
      %ptr_8 = cute.add_offset(%iter_38, %int_tuple_13) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{i64 div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %shape_13 = cute.make_shape(%95#0) : (i32) -> !cute.shape<"((4,1),1,1,?)">
      %iv_9 = cute.assume(%95#2) : (i64) -> !cute.i64<divby 32>
      %stride_13 = cute.make_stride(%iv_9) : (!cute.i64<divby 32>) -> !cute.stride<"((1,0),0,0,?{i64 div=32})">
      %lay_36 = cute.make_layout(%shape_13, %stride_13) : !cute.layout<"((4,1),1,1,?):((1,0),0,0,?{i64 div=32})">
      %view_15 = cute.make_view(%ptr_8, %lay_36) : !memref_gmem_f32_2b1f
      %iter_39 = cute.get_iter(%view_15) : !memref_gmem_f32_2b1f
      %coord_24 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
      %iter_40 = cute.get_iter(%view_11) : !memref_smem_f32_2096
      %104 = cute.get_scalars(%coord_24) <{only_dynamic}> : !cute.coord<"?">
      %c4_i32_0 = arith.constant 4 : i32
      %105 = arith.muli %104, %c4_i32_0 : i32
      %iv_10 = cute.assume(%105) : (i32) -> !cute.i32<divby 4>
      %int_tuple_14 = cute.make_int_tuple(%iv_10) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %ptr_9 = cute.add_offset(%iter_40, %int_tuple_14) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, smem, align<16>>
      %view_16 = cute.make_view(%ptr_9) : !memref_smem_f32_7513
      %iter_41 = cute.get_iter(%view_16) : !memref_smem_f32_7513
      %coord_25 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
      %iter_42 = cute.get_iter(%view_9) : !cute.coord_tensor<"(?{div=128},?)", "(128,8,?):(1@0,1@1,8@1)">
      %lay_37 = cute.get_layout(%view_9) : !cute.coord_tensor<"(?{div=128},?)", "(128,8,?):(1@0,1@1,8@1)">
      %106 = cute.get_scalars(%lay_37) <{only_dynamic}> : !cute.layout<"(128,8,?):(1@0,1@1,8@1)">
      %107 = cute.get_scalars(%coord_25) <{only_dynamic}> : !cute.coord<"?">
      %c32_i32_1 = arith.constant 32 : i32
      %108 = arith.divsi %107, %c32_i32_1 : i32
      %c32_i32_2 = arith.constant 32 : i32
      %109 = arith.remsi %107, %c32_i32_2 : i32
      %c4_i32_1 = arith.constant 4 : i32
      %110 = arith.muli %109, %c4_i32_1 : i32
      %iv_11 = cute.assume(%110) : (i32) -> !cute.i32<divby 4>
      %int_tuple_15 = cute.make_int_tuple(%iv_11, %108) : (!cute.i32<divby 4>, i32) -> !cute.int_tuple<"(?{div=4},?)">
      %tup_11 = cute.add_offset(%iter_42, %int_tuple_15) : (!cute.arith_tuple_iter<"(?{div=128},?)">, !cute.int_tuple<"(?{div=4},?)">) -> !cute.arith_tuple_iter<"(?{div=4},?)">
      %shape_14 = cute.make_shape(%106) : (i32) -> !cute.shape<"((4,1),1,1,?)">
      %stride_14 = cute.make_stride() : () -> !cute.stride<"((1@0,0),0,0,8@1)">
      %lay_38 = cute.make_layout(%shape_14, %stride_14) : !cute.layout<"((4,1),1,1,?):((1@0,0),0,0,8@1)">
      %view_17 = cute.make_view(%tup_11, %lay_38) : !cute.coord_tensor<"(?{div=4},?)", "((4,1),1,1,?):((1@0,0),0,0,8@1)">
      %iter_43 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=4},?)", "((4,1),1,1,?):((1@0,0),0,0,8@1)">
      %tup_12 = cute.deref_arith_tuple_iter(%iter_43) : !cute.arith_tuple_iter<"(?{div=4},?)">
      %e0_22, %e1_15 = cute.get_leaves(%tup_12) : !cute.int_tuple<"(?{div=4},?)">
      %111 = cute.get_scalars(%e0_22) : !cute.int_tuple<"?{div=4}">
      %112 = cute.get_scalars(%e1_15) : !cute.int_tuple<"?">
      %lay_39 = cute.get_layout(%view_13) : !memref_smem_f32_ee17
      %113 = cute.get_shape(%lay_39) : (!cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.shape<"((1,1),4,1,3)">
      %e0_23, %e1_16, %e2, %e3, %e4 = cute.get_leaves(%113) : !cute.shape<"((1,1),4,1,3)">
      %lay_40 = cute.get_layout(%view_13) : !memref_smem_f32_ee17
      %sz_0 = cute.size(%lay_40) <{mode = [1]}> : (!cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.int_tuple<"4">
      %e0_24 = cute.get_leaves(%sz_0) : !cute.int_tuple<"4">
      %lay_41 = cute.get_layout(%view_13) : !memref_smem_f32_ee17
      %sz_1 = cute.size(%lay_41) <{mode = [2]}> : (!cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.int_tuple<"1">
      %e0_25 = cute.get_leaves(%sz_1) : !cute.int_tuple<"1">
      %shape_15 = cute.make_shape() : () -> !cute.shape<"(1,4,1)">
      %stride_15 = cute.make_stride() : () -> !cute.stride<"(4,1,1)">
      %lay_42 = cute.make_layout() : !cute.layout<"(1,4,1):(4,1,1)">
      %rmem = cute.memref.alloca(%lay_42) : !memref_rmem_i8_ec75
      %iter_44 = cute.get_iter(%rmem) : !memref_rmem_i8_ec75
      %iter_45 = cute.get_iter(%rmem) : !memref_rmem_i8_ec75
      %lay_43 = cute.get_layout(%view_13) : !memref_smem_f32_ee17
      %114 = cute.get_shape(%lay_43) : (!cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.shape<"((1,1),4,1,3)">
      %e0_26, %e1_17, %e2_0, %e3_0, %e4_0 = cute.get_leaves(%114) : !cute.shape<"((1,1),4,1,3)">
      %lay_44 = cute.get_layout(%view_13) : !memref_smem_f32_ee17
      %sz_2 = cute.size(%lay_44) <{mode = [1]}> : (!cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.int_tuple<"4">
      %e0_27 = cute.get_leaves(%sz_2) : !cute.int_tuple<"4">
      %lay_45 = cute.get_layout(%view_13) : !memref_smem_f32_ee17
      %sz_3 = cute.size(%lay_45) <{mode = [2]}> : (!cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.int_tuple<"1">
      %e0_28 = cute.get_leaves(%sz_3) : !cute.int_tuple<"1">
      %shape_16 = cute.make_shape() : () -> !cute.shape<"(1,4,1)">
      %stride_16 = cute.make_stride() : () -> !cute.stride<"(4,1,1)">
      %lay_46 = cute.make_layout() : !cute.layout<"(1,4,1):(4,1,1)">
      %rmem_0 = cute.memref.alloca(%lay_46) : !memref_rmem_i8_ec75
      %iter_46 = cute.get_iter(%rmem_0) : !memref_rmem_i8_ec75
      %iter_47 = cute.get_iter(%rmem_0) : !memref_rmem_i8_ec75
      %lay_47 = cute.get_layout(%view_16) : !memref_smem_f32_7513
      %115 = cute.get_shape(%lay_47) : (!cute.layout<"((4,1),1,1,3):((1,0),0,0,1024)">) -> !cute.shape<"((4,1),1,1,3)">
      %e0_29, %e1_18, %e2_1, %e3_1, %e4_1 = cute.get_leaves(%115) : !cute.shape<"((4,1),1,1,3)">
      %lay_48 = cute.get_layout(%view_16) : !memref_smem_f32_7513
      %sz_4 = cute.size(%lay_48) <{mode = [1]}> : (!cute.layout<"((4,1),1,1,3):((1,0),0,0,1024)">) -> !cute.int_tuple<"1">
      %e0_30 = cute.get_leaves(%sz_4) : !cute.int_tuple<"1">
      %lay_49 = cute.get_layout(%view_16) : !memref_smem_f32_7513
      %sz_5 = cute.size(%lay_49) <{mode = [2]}> : (!cute.layout<"((4,1),1,1,3):((1,0),0,0,1024)">) -> !cute.int_tuple<"1">
      %e0_31 = cute.get_leaves(%sz_5) : !cute.int_tuple<"1">
      %shape_17 = cute.make_shape() : () -> !cute.shape<"(1,1,1)">
      %stride_17 = cute.make_stride() : () -> !cute.stride<"(1,1,1)">
      %lay_50 = cute.make_layout() : !cute.layout<"(1,1,1):(1,1,1)">
      %rmem_1 = cute.memref.alloca(%lay_50) : !memref_rmem_i8_9fc7
      %iter_48 = cute.get_iter(%rmem_1) : !memref_rmem_i8_9fc7
      %iter_49 = cute.get_iter(%rmem_1) : !memref_rmem_i8_9fc7
      %lay_51 = cute.get_layout(%view_16) : !memref_smem_f32_7513
      %116 = cute.get_shape(%lay_51) : (!cute.layout<"((4,1),1,1,3):((1,0),0,0,1024)">) -> !cute.shape<"((4,1),1,1,3)">
      %e0_32, %e1_19, %e2_2, %e3_2, %e4_2 = cute.get_leaves(%116) : !cute.shape<"((4,1),1,1,3)">
      %lay_52 = cute.get_layout(%view_16) : !memref_smem_f32_7513
      %sz_6 = cute.size(%lay_52) <{mode = [1]}> : (!cute.layout<"((4,1),1,1,3):((1,0),0,0,1024)">) -> !cute.int_tuple<"1">
      %e0_33 = cute.get_leaves(%sz_6) : !cute.int_tuple<"1">
      %lay_53 = cute.get_layout(%view_16) : !memref_smem_f32_7513
      %sz_7 = cute.size(%lay_53) <{mode = [2]}> : (!cute.layout<"((4,1),1,1,3):((1,0),0,0,1024)">) -> !cute.int_tuple<"1">
      %e0_34 = cute.get_leaves(%sz_7) : !cute.int_tuple<"1">
      %shape_18 = cute.make_shape() : () -> !cute.shape<"(1,1,1)">
      %stride_18 = cute.make_stride() : () -> !cute.stride<"(1,1,1)">
      %lay_54 = cute.make_layout() : !cute.layout<"(1,1,1):(1,1,1)">
      %rmem_2 = cute.memref.alloca(%lay_54) : !memref_rmem_i8_9fc7
      %iter_50 = cute.get_iter(%rmem_2) : !memref_rmem_i8_9fc7
      %iter_51 = cute.get_iter(%rmem_2) : !memref_rmem_i8_9fc7
      %lay_55 = cute.get_layout(%arg0) : !memref_gmem_f32_7e11
      %117 = cute.get_shape(%lay_55) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
      %e0_35, %e1_20 = cute.get_leaves(%117) : !cute.shape<"(?,?)">
      %itup_5 = cute.to_int_tuple(%e0_35) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %118 = cute.get_scalars(%itup_5) : !cute.int_tuple<"?">
      %itup_6 = cute.to_int_tuple(%e1_20) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %119 = cute.get_scalars(%itup_6) : !cute.int_tuple<"?">
      %lay_56 = cute.get_layout(%rmem) : !memref_rmem_i8_ec75
      %sz_8 = cute.size(%lay_56) <{mode = [0]}> : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.int_tuple<"1">
      %e0_36 = cute.get_leaves(%sz_8) : !cute.int_tuple<"1">
      %lay_57 = cute.get_layout(%rmem) : !memref_rmem_i8_ec75
      %sz_9 = cute.size(%lay_57) <{mode = [1]}> : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.int_tuple<"4">
      %e0_37 = cute.get_leaves(%sz_9) : !cute.int_tuple<"4">
      %lay_58 = cute.get_layout(%rmem) : !memref_rmem_i8_ec75
      %sz_10 = cute.size(%lay_58) <{mode = [2]}> : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.int_tuple<"1">
      %e0_38 = cute.get_leaves(%sz_10) : !cute.int_tuple<"1">
      %coord_26 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0,0)">
      %lay_59 = cute.get_layout(%view_14) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %idx_10 = cute.crd2idx(%coord_26, %lay_59) : (!cute.coord<"((0,0),0,0,0)">, !cute.layout<"((1,1),4,1,?):((0,0),32@0,0,8@1)">) -> !cute.int_tuple<"(0,0)">
      %iter_52 = cute.get_iter(%view_14) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %tup_13 = cute.add_offset(%iter_52, %idx_10) : (!cute.arith_tuple_iter<"(?,?)">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?,?)">
      %view_18 = cute.make_view(%tup_13) : !cute.coord_tensor<"(?,?)", "():()">
      %iter_53 = cute.get_iter(%view_18) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_14 = cute.deref_arith_tuple_iter(%iter_53) : !cute.arith_tuple_iter<"(?,?)">
      %e0_39, %e1_21 = cute.get_leaves(%tup_14) : !cute.int_tuple<"(?,?)">
      %120 = cute.get_scalars(%e0_39) : !cute.int_tuple<"?">
      %121 = cute.get_scalars(%e1_21) : !cute.int_tuple<"?">
      %iter_54 = cute.get_iter(%view_18) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_15 = cute.deref_arith_tuple_iter(%iter_54) : !cute.arith_tuple_iter<"(?,?)">
      %e0_40, %e1_22 = cute.get_leaves(%tup_15) : !cute.int_tuple<"(?,?)">
      %122 = cute.get_scalars(%e0_40) : !cute.int_tuple<"?">
      %123 = cute.get_scalars(%e1_22) : !cute.int_tuple<"?">
      %iter_55 = cute.get_iter(%view_18) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_16 = cute.deref_arith_tuple_iter(%iter_55) : !cute.arith_tuple_iter<"(?,?)">
      %e0_41, %e1_23 = cute.get_leaves(%tup_16) : !cute.int_tuple<"(?,?)">
      %124 = cute.get_scalars(%e0_41) : !cute.int_tuple<"?">
      %125 = cute.get_scalars(%e1_23) : !cute.int_tuple<"?">
      %coord_27 = cute.make_coord(%e0_41) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %coord_28 = cute.make_coord(%itup_5) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %126 = cute.get_scalars(%coord_27) : !cute.coord<"?">
      %127 = cute.get_scalars(%coord_28) : !cute.coord<"?">
      %true = arith.constant true
      %128 = arith.cmpi slt, %126, %127 : i32
      %129 = arith.andi %true, %128 : i1
      %130 = arith.extui %129 : i1 to i8
      %coord_29 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
      cute.memref.store(%rmem, %coord_29, %130) : (!memref_rmem_i8_ec75, !cute.coord<"(0,0,0)">, i8) -> ()
      %coord_30 = cute.make_coord(%e0_41) : (!cute.int_tuple<"?">) -> !cute.coord<"(?,-1)">
      %coord_31 = cute.make_coord(%itup_5, %e1_23) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
      %131:2 = cute.get_scalars(%coord_30) : !cute.coord<"(?,-1)">
      %132:2 = cute.get_scalars(%coord_31) : !cute.coord<"(?,?)">
      %true_0 = arith.constant true
      %133 = arith.cmpi slt, %131#0, %132#0 : i32
      %134 = arith.andi %true_0, %133 : i1
      %135 = arith.cmpi slt, %131#1, %132#1 : i32
      %136 = arith.andi %134, %135 : i1
      %137 = arith.extui %136 : i1 to i8
      %coord_32 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
      cute.memref.store(%rmem_0, %coord_32, %137) : (!memref_rmem_i8_ec75, !cute.coord<"(0,0,0)">, i8) -> ()
      %lay_60 = cute.get_layout(%rmem) : !memref_rmem_i8_ec75
      %sz_11 = cute.size(%lay_60) <{mode = [2]}> : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.int_tuple<"1">
      %e0_42 = cute.get_leaves(%sz_11) : !cute.int_tuple<"1">
      %coord_33 = cute.make_coord() : () -> !cute.coord<"((0,0),1,0,0)">
      %lay_61 = cute.get_layout(%view_14) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %idx_11 = cute.crd2idx(%coord_33, %lay_61) : (!cute.coord<"((0,0),1,0,0)">, !cute.layout<"((1,1),4,1,?):((0,0),32@0,0,8@1)">) -> !cute.int_tuple<"(32,0)">
      %iter_56 = cute.get_iter(%view_14) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %tup_17 = cute.add_offset(%iter_56, %idx_11) : (!cute.arith_tuple_iter<"(?,?)">, !cute.int_tuple<"(32,0)">) -> !cute.arith_tuple_iter<"(?,?)">
      %view_19 = cute.make_view(%tup_17) : !cute.coord_tensor<"(?,?)", "():()">
      %iter_57 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_18 = cute.deref_arith_tuple_iter(%iter_57) : !cute.arith_tuple_iter<"(?,?)">
      %e0_43, %e1_24 = cute.get_leaves(%tup_18) : !cute.int_tuple<"(?,?)">
      %138 = cute.get_scalars(%e0_43) : !cute.int_tuple<"?">
      %139 = cute.get_scalars(%e1_24) : !cute.int_tuple<"?">
      %iter_58 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_19 = cute.deref_arith_tuple_iter(%iter_58) : !cute.arith_tuple_iter<"(?,?)">
      %e0_44, %e1_25 = cute.get_leaves(%tup_19) : !cute.int_tuple<"(?,?)">
      %140 = cute.get_scalars(%e0_44) : !cute.int_tuple<"?">
      %141 = cute.get_scalars(%e1_25) : !cute.int_tuple<"?">
      %iter_59 = cute.get_iter(%view_19) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_20 = cute.deref_arith_tuple_iter(%iter_59) : !cute.arith_tuple_iter<"(?,?)">
      %e0_45, %e1_26 = cute.get_leaves(%tup_20) : !cute.int_tuple<"(?,?)">
      %142 = cute.get_scalars(%e0_45) : !cute.int_tuple<"?">
      %143 = cute.get_scalars(%e1_26) : !cute.int_tuple<"?">
      %coord_34 = cute.make_coord(%e0_45) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %coord_35 = cute.make_coord(%itup_5) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %144 = cute.get_scalars(%coord_34) : !cute.coord<"?">
      %145 = cute.get_scalars(%coord_35) : !cute.coord<"?">
      %true_1 = arith.constant true
      %146 = arith.cmpi slt, %144, %145 : i32
      %147 = arith.andi %true_1, %146 : i1
      %148 = arith.extui %147 : i1 to i8
      %coord_36 = cute.make_coord() : () -> !cute.coord<"(0,1,0)">
      cute.memref.store(%rmem, %coord_36, %148) : (!memref_rmem_i8_ec75, !cute.coord<"(0,1,0)">, i8) -> ()
      %coord_37 = cute.make_coord(%e0_45) : (!cute.int_tuple<"?">) -> !cute.coord<"(?,-1)">
      %coord_38 = cute.make_coord(%itup_5, %e1_26) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
      %149:2 = cute.get_scalars(%coord_37) : !cute.coord<"(?,-1)">
      %150:2 = cute.get_scalars(%coord_38) : !cute.coord<"(?,?)">
      %true_2 = arith.constant true
      %151 = arith.cmpi slt, %149#0, %150#0 : i32
      %152 = arith.andi %true_2, %151 : i1
      %153 = arith.cmpi slt, %149#1, %150#1 : i32
      %154 = arith.andi %152, %153 : i1
      %155 = arith.extui %154 : i1 to i8
      %coord_39 = cute.make_coord() : () -> !cute.coord<"(0,1,0)">
      cute.memref.store(%rmem_0, %coord_39, %155) : (!memref_rmem_i8_ec75, !cute.coord<"(0,1,0)">, i8) -> ()
      %lay_62 = cute.get_layout(%rmem) : !memref_rmem_i8_ec75
      %sz_12 = cute.size(%lay_62) <{mode = [2]}> : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.int_tuple<"1">
      %e0_46 = cute.get_leaves(%sz_12) : !cute.int_tuple<"1">
      %coord_40 = cute.make_coord() : () -> !cute.coord<"((0,0),2,0,0)">
      %lay_63 = cute.get_layout(%view_14) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %idx_12 = cute.crd2idx(%coord_40, %lay_63) : (!cute.coord<"((0,0),2,0,0)">, !cute.layout<"((1,1),4,1,?):((0,0),32@0,0,8@1)">) -> !cute.int_tuple<"(64,0)">
      %iter_60 = cute.get_iter(%view_14) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %tup_21 = cute.add_offset(%iter_60, %idx_12) : (!cute.arith_tuple_iter<"(?,?)">, !cute.int_tuple<"(64,0)">) -> !cute.arith_tuple_iter<"(?,?)">
      %view_20 = cute.make_view(%tup_21) : !cute.coord_tensor<"(?,?)", "():()">
      %iter_61 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_22 = cute.deref_arith_tuple_iter(%iter_61) : !cute.arith_tuple_iter<"(?,?)">
      %e0_47, %e1_27 = cute.get_leaves(%tup_22) : !cute.int_tuple<"(?,?)">
      %156 = cute.get_scalars(%e0_47) : !cute.int_tuple<"?">
      %157 = cute.get_scalars(%e1_27) : !cute.int_tuple<"?">
      %iter_62 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_23 = cute.deref_arith_tuple_iter(%iter_62) : !cute.arith_tuple_iter<"(?,?)">
      %e0_48, %e1_28 = cute.get_leaves(%tup_23) : !cute.int_tuple<"(?,?)">
      %158 = cute.get_scalars(%e0_48) : !cute.int_tuple<"?">
      %159 = cute.get_scalars(%e1_28) : !cute.int_tuple<"?">
      %iter_63 = cute.get_iter(%view_20) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_24 = cute.deref_arith_tuple_iter(%iter_63) : !cute.arith_tuple_iter<"(?,?)">
      %e0_49, %e1_29 = cute.get_leaves(%tup_24) : !cute.int_tuple<"(?,?)">
      %160 = cute.get_scalars(%e0_49) : !cute.int_tuple<"?">
      %161 = cute.get_scalars(%e1_29) : !cute.int_tuple<"?">
      %coord_41 = cute.make_coord(%e0_49) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %coord_42 = cute.make_coord(%itup_5) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %162 = cute.get_scalars(%coord_41) : !cute.coord<"?">
      %163 = cute.get_scalars(%coord_42) : !cute.coord<"?">
      %true_3 = arith.constant true
      %164 = arith.cmpi slt, %162, %163 : i32
      %165 = arith.andi %true_3, %164 : i1
      %166 = arith.extui %165 : i1 to i8
      %coord_43 = cute.make_coord() : () -> !cute.coord<"(0,2,0)">
      cute.memref.store(%rmem, %coord_43, %166) : (!memref_rmem_i8_ec75, !cute.coord<"(0,2,0)">, i8) -> ()
      %coord_44 = cute.make_coord(%e0_49) : (!cute.int_tuple<"?">) -> !cute.coord<"(?,-1)">
      %coord_45 = cute.make_coord(%itup_5, %e1_29) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
      %167:2 = cute.get_scalars(%coord_44) : !cute.coord<"(?,-1)">
      %168:2 = cute.get_scalars(%coord_45) : !cute.coord<"(?,?)">
      %true_4 = arith.constant true
      %169 = arith.cmpi slt, %167#0, %168#0 : i32
      %170 = arith.andi %true_4, %169 : i1
      %171 = arith.cmpi slt, %167#1, %168#1 : i32
      %172 = arith.andi %170, %171 : i1
      %173 = arith.extui %172 : i1 to i8
      %coord_46 = cute.make_coord() : () -> !cute.coord<"(0,2,0)">
      cute.memref.store(%rmem_0, %coord_46, %173) : (!memref_rmem_i8_ec75, !cute.coord<"(0,2,0)">, i8) -> ()
      %lay_64 = cute.get_layout(%rmem) : !memref_rmem_i8_ec75
      %sz_13 = cute.size(%lay_64) <{mode = [2]}> : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.int_tuple<"1">
      %e0_50 = cute.get_leaves(%sz_13) : !cute.int_tuple<"1">
      %coord_47 = cute.make_coord() : () -> !cute.coord<"((0,0),3,0,0)">
      %lay_65 = cute.get_layout(%view_14) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %idx_13 = cute.crd2idx(%coord_47, %lay_65) : (!cute.coord<"((0,0),3,0,0)">, !cute.layout<"((1,1),4,1,?):((0,0),32@0,0,8@1)">) -> !cute.int_tuple<"(96,0)">
      %iter_64 = cute.get_iter(%view_14) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
      %tup_25 = cute.add_offset(%iter_64, %idx_13) : (!cute.arith_tuple_iter<"(?,?)">, !cute.int_tuple<"(96,0)">) -> !cute.arith_tuple_iter<"(?,?)">
      %view_21 = cute.make_view(%tup_25) : !cute.coord_tensor<"(?,?)", "():()">
      %iter_65 = cute.get_iter(%view_21) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_26 = cute.deref_arith_tuple_iter(%iter_65) : !cute.arith_tuple_iter<"(?,?)">
      %e0_51, %e1_30 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?,?)">
      %174 = cute.get_scalars(%e0_51) : !cute.int_tuple<"?">
      %175 = cute.get_scalars(%e1_30) : !cute.int_tuple<"?">
      %iter_66 = cute.get_iter(%view_21) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_27 = cute.deref_arith_tuple_iter(%iter_66) : !cute.arith_tuple_iter<"(?,?)">
      %e0_52, %e1_31 = cute.get_leaves(%tup_27) : !cute.int_tuple<"(?,?)">
      %176 = cute.get_scalars(%e0_52) : !cute.int_tuple<"?">
      %177 = cute.get_scalars(%e1_31) : !cute.int_tuple<"?">
      %iter_67 = cute.get_iter(%view_21) : !cute.coord_tensor<"(?,?)", "():()">
      %tup_28 = cute.deref_arith_tuple_iter(%iter_67) : !cute.arith_tuple_iter<"(?,?)">
      %e0_53, %e1_32 = cute.get_leaves(%tup_28) : !cute.int_tuple<"(?,?)">
      %178 = cute.get_scalars(%e0_53) : !cute.int_tuple<"?">
      %179 = cute.get_scalars(%e1_32) : !cute.int_tuple<"?">
      %coord_48 = cute.make_coord(%e0_53) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %coord_49 = cute.make_coord(%itup_5) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
      %180 = cute.get_scalars(%coord_48) : !cute.coord<"?">
      %181 = cute.get_scalars(%coord_49) : !cute.coord<"?">
      %true_5 = arith.constant true
      %182 = arith.cmpi slt, %180, %181 : i32
      %183 = arith.andi %true_5, %182 : i1
      %184 = arith.extui %183 : i1 to i8
      %coord_50 = cute.make_coord() : () -> !cute.coord<"(0,3,0)">
      cute.memref.store(%rmem, %coord_50, %184) : (!memref_rmem_i8_ec75, !cute.coord<"(0,3,0)">, i8) -> ()
      %coord_51 = cute.make_coord(%e0_53) : (!cute.int_tuple<"?">) -> !cute.coord<"(?,-1)">
      %coord_52 = cute.make_coord(%itup_5, %e1_32) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
      %185:2 = cute.get_scalars(%coord_51) : !cute.coord<"(?,-1)">
      %186:2 = cute.get_scalars(%coord_52) : !cute.coord<"(?,?)">
      %true_6 = arith.constant true
      %187 = arith.cmpi slt, %185#0, %186#0 : i32
      %188 = arith.andi %true_6, %187 : i1
      %189 = arith.cmpi slt, %185#1, %186#1 : i32
      %190 = arith.andi %188, %189 : i1
      %191 = arith.extui %190 : i1 to i8
      %coord_53 = cute.make_coord() : () -> !cute.coord<"(0,3,0)">
      cute.memref.store(%rmem_0, %coord_53, %191) : (!memref_rmem_i8_ec75, !cute.coord<"(0,3,0)">, i8) -> ()
      %lay_66 = cute.get_layout(%arg1) : !memref_gmem_f32_ff69
      %192 = cute.get_shape(%lay_66) : (!cute.layout<"(?{div=4},?):(1,?{i64 div=4})">) -> !cute.shape<"(?{div=4},?)">
      %e0_54, %e1_33 = cute.get_leaves(%192) : !cute.shape<"(?{div=4},?)">
      %itup_7 = cute.to_int_tuple(%e0_54) : !cute.shape<"?{div=4}"> to !cute.int_tuple<"?{div=4}">
      %193 = cute.get_scalars(%itup_7) : !cute.int_tuple<"?{div=4}">
      %itup_8 = cute.to_int_tuple(%e1_33) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %194 = cute.get_scalars(%itup_8) : !cute.int_tuple<"?">
      %lay_67 = cute.get_layout(%rmem_1) : !memref_rmem_i8_9fc7
      %sz_14 = cute.size(%lay_67) <{mode = [0]}> : (!cute.layout<"(1,1,1):(1,1,1)">) -> !cute.int_tuple<"1">
      %e0_55 = cute.get_leaves(%sz_14) : !cute.int_tuple<"1">
      %lay_68 = cute.get_layout(%rmem_1) : !memref_rmem_i8_9fc7
      %sz_15 = cute.size(%lay_68) <{mode = [1]}> : (!cute.layout<"(1,1,1):(1,1,1)">) -> !cute.int_tuple<"1">
      %e0_56 = cute.get_leaves(%sz_15) : !cute.int_tuple<"1">
      %lay_69 = cute.get_layout(%rmem_1) : !memref_rmem_i8_9fc7
      %sz_16 = cute.size(%lay_69) <{mode = [2]}> : (!cute.layout<"(1,1,1):(1,1,1)">) -> !cute.int_tuple<"1">
      %e0_57 = cute.get_leaves(%sz_16) : !cute.int_tuple<"1">
      %coord_54 = cute.make_coord() : () -> !cute.coord<"((0,0),0,0,0)">
      %lay_70 = cute.get_layout(%view_17) : !cute.coord_tensor<"(?{div=4},?)", "((4,1),1,1,?):((1@0,0),0,0,8@1)">
      %idx_14 = cute.crd2idx(%coord_54, %lay_70) : (!cute.coord<"((0,0),0,0,0)">, !cute.layout<"((4,1),1,1,?):((1@0,0),0,0,8@1)">) -> !cute.int_tuple<"(0,0)">
      %iter_68 = cute.get_iter(%view_17) : !cute.coord_tensor<"(?{div=4},?)", "((4,1),1,1,?):((1@0,0),0,0,8@1)">
      %tup_29 = cute.add_offset(%iter_68, %idx_14) : (!cute.arith_tuple_iter<"(?{div=4},?)">, !cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(?{div=4},?)">
      %view_22 = cute.make_view(%tup_29) : !cute.coord_tensor<"(?{div=4},?)", "():()">
      %iter_69 = cute.get_iter(%view_22) : !cute.coord_tensor<"(?{div=4},?)", "():()">
      %tup_30 = cute.deref_arith_tuple_iter(%iter_69) : !cute.arith_tuple_iter<"(?{div=4},?)">
      %e0_58, %e1_34 = cute.get_leaves(%tup_30) : !cute.int_tuple<"(?{div=4},?)">
      %195 = cute.get_scalars(%e0_58) : !cute.int_tuple<"?{div=4}">
      %196 = cute.get_scalars(%e1_34) : !cute.int_tuple<"?">
      %iter_70 = cute.get_iter(%view_22) : !cute.coord_tensor<"(?{div=4},?)", "():()">
      %tup_31 = cute.deref_arith_tuple_iter(%iter_70) : !cute.arith_tuple_iter<"(?{div=4},?)">
      %e0_59, %e1_35 = cute.get_leaves(%tup_31) : !cute.int_tuple<"(?{div=4},?)">
      %197 = cute.get_scalars(%e0_59) : !cute.int_tuple<"?{div=4}">
      %198 = cute.get_scalars(%e1_35) : !cute.int_tuple<"?">
      %iter_71 = cute.get_iter(%view_22) : !cute.coord_tensor<"(?{div=4},?)", "():()">
      %tup_32 = cute.deref_arith_tuple_iter(%iter_71) : !cute.arith_tuple_iter<"(?{div=4},?)">
      %e0_60, %e1_36 = cute.get_leaves(%tup_32) : !cute.int_tuple<"(?{div=4},?)">
      %199 = cute.get_scalars(%e0_60) : !cute.int_tuple<"?{div=4}">
      %200 = cute.get_scalars(%e1_36) : !cute.int_tuple<"?">
      %coord_55 = cute.make_coord(%e0_60) : (!cute.int_tuple<"?{div=4}">) -> !cute.coord<"?{div=4}">
      %coord_56 = cute.make_coord(%itup_7) : (!cute.int_tuple<"?{div=4}">) -> !cute.coord<"?{div=4}">
      %201 = cute.get_scalars(%coord_55) : !cute.coord<"?{div=4}">
      %202 = cute.get_scalars(%coord_56) : !cute.coord<"?{div=4}">
      %true_7 = arith.constant true
      %203 = arith.cmpi slt, %201, %202 : i32
      %204 = arith.andi %true_7, %203 : i1
      %205 = arith.extui %204 : i1 to i8
      %coord_57 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
      cute.memref.store(%rmem_1, %coord_57, %205) : (!memref_rmem_i8_9fc7, !cute.coord<"(0,0,0)">, i8) -> ()
      %coord_58 = cute.make_coord(%e0_60) : (!cute.int_tuple<"?{div=4}">) -> !cute.coord<"(?{div=4},-1)">
      %coord_59 = cute.make_coord(%itup_7, %e1_36) : (!cute.int_tuple<"?{div=4}">, !cute.int_tuple<"?">) -> !cute.coord<"(?{div=4},?)">
      %206:2 = cute.get_scalars(%coord_58) : !cute.coord<"(?{div=4},-1)">
      %207:2 = cute.get_scalars(%coord_59) : !cute.coord<"(?{div=4},?)">
      %true_8 = arith.constant true
      %208 = arith.cmpi slt, %206#0, %207#0 : i32
      %209 = arith.andi %true_8, %208 : i1
      %210 = arith.cmpi slt, %206#1, %207#1 : i32
      %211 = arith.andi %209, %210 : i1
      %212 = arith.extui %211 : i1 to i8
      %coord_60 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
      cute.memref.store(%rmem_2, %coord_60, %212) : (!memref_rmem_i8_9fc7, !cute.coord<"(0,0,0)">, i8) -> ()
      %lay_71 = cute.get_layout(%view_12) : !memref_gmem_f32_ab07
      %sz_17 = cute.size(%lay_71) <{mode = [3]}> : (!cute.layout<"((1,1),4,1,?):((0,0),?{i64 div=32},0,8)">) -> !cute.int_tuple<"?">
      %e0_61 = cute.get_leaves(%sz_17) : !cute.int_tuple<"?">
      %213 = cute.get_scalars(%e0_61) : !cute.int_tuple<"?">
      %coord_61 = cute.make_coord() : () -> !cute.coord<"(_,_,_,0)">
      %lay_72 = cute.get_layout(%view_12) : !memref_gmem_f32_ab07
      %214:2 = cute.get_scalars(%lay_72) <{only_dynamic}> : !cute.layout<"((1,1),4,1,?):((0,0),?{i64 div=32},0,8)">
      %shape_19 = cute.make_shape() : () -> !cute.shape<"((1,1),4,1)">
      %iv_12 = cute.assume(%214#1) : (i64) -> !cute.i64<divby 32>
      %stride_19 = cute.make_stride(%iv_12) : (!cute.i64<divby 32>) -> !cute.stride<"((0,0),?{i64 div=32},0)">
      %lay_73 = cute.make_layout(%shape_19, %stride_19) : !cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">
      %idx_15 = cute.crd2idx(%coord_61, %lay_72) : (!cute.coord<"(_,_,_,0)">, !cute.layout<"((1,1),4,1,?):((0,0),?{i64 div=32},0,8)">) -> !cute.int_tuple<"0">
      %iter_72 = cute.get_iter(%view_12) : !memref_gmem_f32_ab07
      %ptr_10 = cute.add_offset(%iter_72, %idx_15) : (!cute.ptr<f32, gmem>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem>
      %view_23 = cute.make_view(%ptr_10, %lay_73) : !memref_gmem_f32_fb7e
      %iter_73 = cute.get_iter(%view_23) : !memref_gmem_f32_fb7e
      %iter_74 = cute.get_iter(%view_23) : !memref_gmem_f32_fb7e
      %coord_62 = cute.make_coord() : () -> !cute.coord<"(_,_,_,0)">
      %lay_74 = cute.get_layout(%view_13) : !memref_smem_f32_ee17
      %idx_16 = cute.crd2idx(%coord_62, %lay_74) : (!cute.coord<"(_,_,_,0)">, !cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.int_tuple<"0">
      %iter_75 = cute.get_iter(%view_13) : !memref_smem_f32_ee17
      %ptr_11 = cute.add_offset(%iter_75, %idx_16) : (!cute.ptr<f32, smem>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem>
      %view_24 = cute.make_view(%ptr_11) : !memref_smem_f32_a768
      %iter_76 = cute.get_iter(%view_24) : !memref_smem_f32_a768
      %iter_77 = cute.get_iter(%view_24) : !memref_smem_f32_a768
      %lay_75 = cute.get_layout(%view_23) : !memref_gmem_f32_fb7e
      %215 = cute.get_shape(%lay_75) : (!cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_62, %e1_37, %e2_3, %e3_3 = cute.get_leaves(%215) : !cute.shape<"((1,1),4,1)">
      %lay_76 = cute.get_layout(%view_24) : !memref_smem_f32_a768
      %216 = cute.get_shape(%lay_76) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_63, %e1_38, %e2_4, %e3_4 = cute.get_leaves(%216) : !cute.shape<"((1,1),4,1)">
      %lay_77 = cute.get_layout(%view_23) : !memref_gmem_f32_fb7e
      %shape_20 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_78 = cute.make_layout() : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_77, %lay_78) : !cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">, !cute.layout<"1:0">
      %view_25 = cute.make_view(%iter_74, %append) : !memref_gmem_f32_fb7e
      %iter_78 = cute.get_iter(%view_25) : !memref_gmem_f32_fb7e
      %lay_79 = cute.get_layout(%view_25) : !memref_gmem_f32_fb7e
      %217 = cute.get_shape(%lay_79) : (!cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_64, %e1_39, %e2_5, %e3_5 = cute.get_leaves(%217) : !cute.shape<"((1,1),4,1)">
      %lay_80 = cute.get_layout(%view_25) : !memref_gmem_f32_fb7e
      %218 = cute.get_shape(%lay_80) : (!cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_65, %e1_40, %e2_6, %e3_6 = cute.get_leaves(%218) : !cute.shape<"((1,1),4,1)">
      %iter_79 = cute.get_iter(%view_25) : !memref_gmem_f32_fb7e
      %lay_81 = cute.get_layout(%view_25) : !memref_gmem_f32_fb7e
      %219 = cute.get_scalars(%lay_81) <{only_dynamic}> : !cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">
      %shape_21 = cute.make_shape() : () -> !cute.shape<"((1,1),(4,1))">
      %iv_13 = cute.assume(%219) : (i64) -> !cute.i64<divby 32>
      %stride_20 = cute.make_stride(%iv_13) : (!cute.i64<divby 32>) -> !cute.stride<"((0,0),(?{i64 div=32},0))">
      %lay_82 = cute.make_layout(%shape_21, %stride_20) : !cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">
      %view_26 = cute.make_view(%iter_79, %lay_82) : !memref_gmem_f32_3c9b
      %iter_80 = cute.get_iter(%view_26) : !memref_gmem_f32_3c9b
      %iter_81 = cute.get_iter(%view_26) : !memref_gmem_f32_3c9b
      %lay_83 = cute.get_layout(%view_24) : !memref_smem_f32_a768
      %shape_22 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_84 = cute.make_layout() : !cute.layout<"1:0">
      %append_0 = cute.append_to_rank<2> (%lay_83, %lay_84) : !cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">
      %view_27 = cute.make_view(%iter_77, %append_0) : !memref_smem_f32_a768
      %iter_82 = cute.get_iter(%view_27) : !memref_smem_f32_a768
      %lay_85 = cute.get_layout(%view_27) : !memref_smem_f32_a768
      %220 = cute.get_shape(%lay_85) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_66, %e1_41, %e2_7, %e3_7 = cute.get_leaves(%220) : !cute.shape<"((1,1),4,1)">
      %lay_86 = cute.get_layout(%view_27) : !memref_smem_f32_a768
      %221 = cute.get_shape(%lay_86) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_67, %e1_42, %e2_8, %e3_8 = cute.get_leaves(%221) : !cute.shape<"((1,1),4,1)">
      %iter_83 = cute.get_iter(%view_27) : !memref_smem_f32_a768
      %view_28 = cute.make_view(%iter_83) : !memref_smem_f32_e231
      %iter_84 = cute.get_iter(%view_28) : !memref_smem_f32_e231
      %iter_85 = cute.get_iter(%view_28) : !memref_smem_f32_e231
      %lay_87 = cute.get_layout(%rmem_0) : !memref_rmem_i8_ec75
      %shape_23 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_88 = cute.make_layout() : !cute.layout<"1:0">
      %append_1 = cute.append_to_rank<2> (%lay_87, %lay_88) : !cute.layout<"(1,4,1):(4,1,1)">, !cute.layout<"1:0">
      %view_29 = cute.make_view(%iter_47, %append_1) : !memref_rmem_i8_ec75
      %iter_86 = cute.get_iter(%view_29) : !memref_rmem_i8_ec75
      %lay_89 = cute.get_layout(%view_29) : !memref_rmem_i8_ec75
      %222 = cute.get_shape(%lay_89) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
      %e0_68, %e1_43, %e2_9 = cute.get_leaves(%222) : !cute.shape<"(1,4,1)">
      %lay_90 = cute.get_layout(%view_29) : !memref_rmem_i8_ec75
      %223 = cute.get_shape(%lay_90) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
      %e0_69, %e1_44, %e2_10 = cute.get_leaves(%223) : !cute.shape<"(1,4,1)">
      %iter_87 = cute.get_iter(%view_29) : !memref_rmem_i8_ec75
      %view_30 = cute.make_view(%iter_87) : !memref_rmem_i8_2b5c
      %iter_88 = cute.get_iter(%view_30) : !memref_rmem_i8_2b5c
      %iter_89 = cute.get_iter(%view_30) : !memref_rmem_i8_2b5c
      %lay_91 = cute.get_layout(%view_26) : !memref_gmem_f32_3c9b
      %224 = cute.get_shape(%lay_91) : (!cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">) -> !cute.shape<"((1,1),(4,1))">
      %e0_70, %e1_45, %e2_11, %e3_9 = cute.get_leaves(%224) : !cute.shape<"((1,1),(4,1))">
      %lay_92 = cute.get_layout(%view_28) : !memref_smem_f32_e231
      %225 = cute.get_shape(%lay_92) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
      %e0_71, %e1_46, %e2_12, %e3_10 = cute.get_leaves(%225) : !cute.shape<"((1,1),(4,1))">
      %lay_93 = cute.get_layout(%view_26) : !memref_gmem_f32_3c9b
      %sz_18 = cute.size(%lay_93) <{mode = [1]}> : (!cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">) -> !cute.int_tuple<"4">
      %e0_72 = cute.get_leaves(%sz_18) : !cute.int_tuple<"4">
      %lay_94 = cute.get_layout(%view_28) : !memref_smem_f32_e231
      %sz_19 = cute.size(%lay_94) <{mode = [1]}> : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.int_tuple<"4">
      %e0_73 = cute.get_leaves(%sz_19) : !cute.int_tuple<"4">
      %lay_95 = cute.get_layout(%view_26) : !memref_gmem_f32_3c9b
      %226 = cute.get_shape(%lay_95) : (!cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">) -> !cute.shape<"((1,1),(4,1))">
      %e0_74, %e1_47, %e2_13, %e3_11 = cute.get_leaves(%226) : !cute.shape<"((1,1),(4,1))">
      %iter_90 = cute.get_iter(%view_26) : !memref_gmem_f32_3c9b
      %iter_91 = cute.get_iter(%view_28) : !memref_smem_f32_e231
      %lay_96 = cute.get_layout(%view_26) : !memref_gmem_f32_3c9b
      %lay_97 = cute.get_layout(%view_28) : !memref_smem_f32_e231
      %227 = cute.static : !cute.layout<"1:0">
      %append_2 = cute.append_to_rank<2> (%lay_96, %227) : !cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">, !cute.layout<"1:0">
      %append_3 = cute.append_to_rank<2> (%lay_97, %227) : !cute.layout<"((1,1),(4,1)):((0,0),(32,0))">, !cute.layout<"1:0">
      %228 = cute.get_scalars(%append_2) <{only_dynamic}> : !cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">
      %shape_24 = cute.make_shape() : () -> !cute.shape<"((1,1),((4,1)))">
      %iv_14 = cute.assume(%228) : (i64) -> !cute.i64<divby 32>
      %stride_21 = cute.make_stride(%iv_14) : (!cute.i64<divby 32>) -> !cute.stride<"((0,0),((?{i64 div=32},0)))">
      %lay_98 = cute.make_layout(%shape_24, %stride_21) : !cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">
      %lay_99 = cute.make_layout() : !cute.layout<"((1,1),((4,1))):((0,0),((32,0)))">
      %iter_92 = cute.get_iter(%view_30) : !memref_rmem_i8_2b5c
      %lay_100 = cute.get_layout(%view_30) : !memref_rmem_i8_2b5c
      %append_4 = cute.append_to_rank<2> (%lay_100, %227) : !cute.layout<"(1,(4,1)):(4,(1,1))">, !cute.layout<"1:0">
      %lay_101 = cute.make_layout() : !cute.layout<"(1,((4,1))):(4,((1,1)))">
      %sz_20 = cute.size(%lay_98) <{mode = [1]}> : (!cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">) -> !cute.int_tuple<"4">
      %229 = cute.get_scalars(%sz_20) : !cute.int_tuple<"4">
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32 to %229 step %c1_i32  : i32 {
        %coord_63 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %230 = cute.get_scalars(%lay_98) <{only_dynamic}> : !cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">
        %231 = cute.get_scalars(%coord_63) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_102 = cute.make_layout() : !cute.layout<"((1,1)):((0,0))">
        %idx_17 = cute.crd2idx(%coord_63, %lay_98) : (!cute.coord<"(_,?)">, !cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">) -> !cute.int_tuple<"?{i64 div=32}">
        %ptr_12 = cute.add_offset(%iter_90, %idx_17) : (!cute.ptr<f32, gmem>, !cute.int_tuple<"?{i64 div=32}">) -> !cute.ptr<f32, gmem>
        %view_31 = cute.make_view(%ptr_12, %lay_102) : !memref_gmem_f32_1d2e
        %232 = cute.get_scalars(%coord_63) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_103 = cute.make_layout() : !cute.layout<"((1,1)):((0,0))">
        %idx_18 = cute.crd2idx(%coord_63, %lay_99) : (!cute.coord<"(_,?)">, !cute.layout<"((1,1),((4,1))):((0,0),((32,0)))">) -> !cute.int_tuple<"?{div=32}">
        %ptr_13 = cute.add_offset(%iter_91, %idx_18) : (!cute.ptr<f32, smem>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f32, smem>
        %view_32 = cute.make_view(%ptr_13, %lay_103) : !memref_smem_f32_1103
        %233 = cute.get_scalars(%coord_63) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_104 = cute.make_layout() : !cute.layout<"(1):(4)">
        %idx_19 = cute.crd2idx(%coord_63, %lay_101) : (!cute.coord<"(_,?)">, !cute.layout<"(1,((4,1))):(4,((1,1)))">) -> !cute.int_tuple<"?">
        %ptr_14 = cute.add_offset(%iter_92, %idx_19) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
        %view_33 = cute.make_view(%ptr_14, %lay_104) : !memref_rmem_i8_333c
        %iter_93 = cute.get_iter(%view_31) : !memref_gmem_f32_1d2e
        %iter_94 = cute.get_iter(%view_32) : !memref_smem_f32_1103
        %iter_95 = cute.get_iter(%view_33) : !memref_rmem_i8_333c
        %234 = builtin.unrealized_conversion_cast %iter_95 : !cute.ptr<i8, rmem> to !llvm.ptr
        %235 = llvm.load %234 : !llvm.ptr -> i8
        %236 = llvm.trunc %235 : i8 to i1
        %iter_96 = cute.recast_iter(%iter_93) : !cute.ptr<f32, gmem> to !cute.ptr<i32, gmem>
        %iter_97 = cute.recast_iter(%iter_94) : !cute.ptr<f32, smem> to !cute.ptr<i32, smem>
        cute_nvgpu.arch.copy.SM80.cp_async(%iter_97 : !cute.ptr<i32, smem>, %iter_96 : !cute.ptr<i32, gmem>, %236 : i1) {cache_mode = <always>}
      } {llvm.loop_annotation = #loop_annotation_0327}
      %coord_64 = cute.make_coord() : () -> !cute.coord<"(_,_,_,0)">
      %lay_105 = cute.get_layout(%view_15) : !memref_gmem_f32_2b1f
      %idx_20 = cute.crd2idx(%coord_64, %lay_105) : (!cute.coord<"(_,_,_,0)">, !cute.layout<"((4,1),1,1,?):((1,0),0,0,?{i64 div=32})">) -> !cute.int_tuple<"0">
      %iter_98 = cute.get_iter(%view_15) : !memref_gmem_f32_2b1f
      %ptr_15 = cute.add_offset(%iter_98, %idx_20) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
      %view_34 = cute.make_view(%ptr_15) : !memref_gmem_f32_6411
      %iter_99 = cute.get_iter(%view_34) : !memref_gmem_f32_6411
      %iter_100 = cute.get_iter(%view_34) : !memref_gmem_f32_6411
      %coord_65 = cute.make_coord() : () -> !cute.coord<"(_,_,_,0)">
      %lay_106 = cute.get_layout(%view_16) : !memref_smem_f32_7513
      %idx_21 = cute.crd2idx(%coord_65, %lay_106) : (!cute.coord<"(_,_,_,0)">, !cute.layout<"((4,1),1,1,3):((1,0),0,0,1024)">) -> !cute.int_tuple<"0">
      %iter_101 = cute.get_iter(%view_16) : !memref_smem_f32_7513
      %ptr_16 = cute.add_offset(%iter_101, %idx_21) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %view_35 = cute.make_view(%ptr_16) : !memref_smem_f32_2ce6
      %iter_102 = cute.get_iter(%view_35) : !memref_smem_f32_2ce6
      %iter_103 = cute.get_iter(%view_35) : !memref_smem_f32_2ce6
      %lay_107 = cute.get_layout(%view_34) : !memref_gmem_f32_6411
      %237 = cute.get_shape(%lay_107) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
      %e0_75, %e1_48, %e2_14, %e3_12 = cute.get_leaves(%237) : !cute.shape<"((4,1),1,1)">
      %lay_108 = cute.get_layout(%view_35) : !memref_smem_f32_2ce6
      %238 = cute.get_shape(%lay_108) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
      %e0_76, %e1_49, %e2_15, %e3_13 = cute.get_leaves(%238) : !cute.shape<"((4,1),1,1)">
      %lay_109 = cute.get_layout(%view_34) : !memref_gmem_f32_6411
      %shape_25 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_110 = cute.make_layout() : !cute.layout<"1:0">
      %append_5 = cute.append_to_rank<2> (%lay_109, %lay_110) : !cute.layout<"((4,1),1,1):((1,0),0,0)">, !cute.layout<"1:0">
      %view_36 = cute.make_view(%iter_100, %append_5) : !memref_gmem_f32_6411
      %iter_104 = cute.get_iter(%view_36) : !memref_gmem_f32_6411
      %lay_111 = cute.get_layout(%view_36) : !memref_gmem_f32_6411
      %239 = cute.get_shape(%lay_111) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
      %e0_77, %e1_50, %e2_16, %e3_14 = cute.get_leaves(%239) : !cute.shape<"((4,1),1,1)">
      %lay_112 = cute.get_layout(%view_36) : !memref_gmem_f32_6411
      %240 = cute.get_shape(%lay_112) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
      %e0_78, %e1_51, %e2_17, %e3_15 = cute.get_leaves(%240) : !cute.shape<"((4,1),1,1)">
      %iter_105 = cute.get_iter(%view_36) : !memref_gmem_f32_6411
      %view_37 = cute.make_view(%iter_105) : !memref_gmem_f32_7762
      %iter_106 = cute.get_iter(%view_37) : !memref_gmem_f32_7762
      %iter_107 = cute.get_iter(%view_37) : !memref_gmem_f32_7762
      %lay_113 = cute.get_layout(%view_35) : !memref_smem_f32_2ce6
      %shape_26 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_114 = cute.make_layout() : !cute.layout<"1:0">
      %append_6 = cute.append_to_rank<2> (%lay_113, %lay_114) : !cute.layout<"((4,1),1,1):((1,0),0,0)">, !cute.layout<"1:0">
      %view_38 = cute.make_view(%iter_103, %append_6) : !memref_smem_f32_2ce6
      %iter_108 = cute.get_iter(%view_38) : !memref_smem_f32_2ce6
      %lay_115 = cute.get_layout(%view_38) : !memref_smem_f32_2ce6
      %241 = cute.get_shape(%lay_115) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
      %e0_79, %e1_52, %e2_18, %e3_16 = cute.get_leaves(%241) : !cute.shape<"((4,1),1,1)">
      %lay_116 = cute.get_layout(%view_38) : !memref_smem_f32_2ce6
      %242 = cute.get_shape(%lay_116) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
      %e0_80, %e1_53, %e2_19, %e3_17 = cute.get_leaves(%242) : !cute.shape<"((4,1),1,1)">
      %iter_109 = cute.get_iter(%view_38) : !memref_smem_f32_2ce6
      %view_39 = cute.make_view(%iter_109) : !memref_smem_f32_b0f3
      %iter_110 = cute.get_iter(%view_39) : !memref_smem_f32_b0f3
      %iter_111 = cute.get_iter(%view_39) : !memref_smem_f32_b0f3
      %lay_117 = cute.get_layout(%rmem_2) : !memref_rmem_i8_9fc7
      %shape_27 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_118 = cute.make_layout() : !cute.layout<"1:0">
      %append_7 = cute.append_to_rank<2> (%lay_117, %lay_118) : !cute.layout<"(1,1,1):(1,1,1)">, !cute.layout<"1:0">
      %view_40 = cute.make_view(%iter_51, %append_7) : !memref_rmem_i8_9fc7
      %iter_112 = cute.get_iter(%view_40) : !memref_rmem_i8_9fc7
      %lay_119 = cute.get_layout(%view_40) : !memref_rmem_i8_9fc7
      %243 = cute.get_shape(%lay_119) : (!cute.layout<"(1,1,1):(1,1,1)">) -> !cute.shape<"(1,1,1)">
      %e0_81, %e1_54, %e2_20 = cute.get_leaves(%243) : !cute.shape<"(1,1,1)">
      %lay_120 = cute.get_layout(%view_40) : !memref_rmem_i8_9fc7
      %244 = cute.get_shape(%lay_120) : (!cute.layout<"(1,1,1):(1,1,1)">) -> !cute.shape<"(1,1,1)">
      %e0_82, %e1_55, %e2_21 = cute.get_leaves(%244) : !cute.shape<"(1,1,1)">
      %iter_113 = cute.get_iter(%view_40) : !memref_rmem_i8_9fc7
      %view_41 = cute.make_view(%iter_113) : !memref_rmem_i8_da5a
      %iter_114 = cute.get_iter(%view_41) : !memref_rmem_i8_da5a
      %iter_115 = cute.get_iter(%view_41) : !memref_rmem_i8_da5a
      %lay_121 = cute.get_layout(%view_37) : !memref_gmem_f32_7762
      %245 = cute.get_shape(%lay_121) : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.shape<"((4,1),(1,1))">
      %e0_83, %e1_56, %e2_22, %e3_18 = cute.get_leaves(%245) : !cute.shape<"((4,1),(1,1))">
      %lay_122 = cute.get_layout(%view_39) : !memref_smem_f32_b0f3
      %246 = cute.get_shape(%lay_122) : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.shape<"((4,1),(1,1))">
      %e0_84, %e1_57, %e2_23, %e3_19 = cute.get_leaves(%246) : !cute.shape<"((4,1),(1,1))">
      %lay_123 = cute.get_layout(%view_37) : !memref_gmem_f32_7762
      %sz_21 = cute.size(%lay_123) <{mode = [1]}> : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.int_tuple<"1">
      %e0_85 = cute.get_leaves(%sz_21) : !cute.int_tuple<"1">
      %lay_124 = cute.get_layout(%view_39) : !memref_smem_f32_b0f3
      %sz_22 = cute.size(%lay_124) <{mode = [1]}> : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.int_tuple<"1">
      %e0_86 = cute.get_leaves(%sz_22) : !cute.int_tuple<"1">
      %lay_125 = cute.get_layout(%view_37) : !memref_gmem_f32_7762
      %247 = cute.get_shape(%lay_125) : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.shape<"((4,1),(1,1))">
      %e0_87, %e1_58, %e2_24, %e3_20 = cute.get_leaves(%247) : !cute.shape<"((4,1),(1,1))">
      %iter_116 = cute.get_iter(%view_37) : !memref_gmem_f32_7762
      %iter_117 = cute.get_iter(%view_39) : !memref_smem_f32_b0f3
      %lay_126 = cute.get_layout(%view_37) : !memref_gmem_f32_7762
      %lay_127 = cute.get_layout(%view_39) : !memref_smem_f32_b0f3
      %248 = cute.static : !cute.layout<"1:0">
      %append_8 = cute.append_to_rank<2> (%lay_126, %248) : !cute.layout<"((4,1),(1,1)):((1,0),(0,0))">, !cute.layout<"1:0">
      %append_9 = cute.append_to_rank<2> (%lay_127, %248) : !cute.layout<"((4,1),(1,1)):((1,0),(0,0))">, !cute.layout<"1:0">
      %lay_128 = cute.make_layout() : !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">
      %lay_129 = cute.make_layout() : !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">
      %iter_118 = cute.get_iter(%view_41) : !memref_rmem_i8_da5a
      %lay_130 = cute.get_layout(%view_41) : !memref_rmem_i8_da5a
      %append_10 = cute.append_to_rank<2> (%lay_130, %248) : !cute.layout<"(1,(1,1)):(1,(1,1))">, !cute.layout<"1:0">
      %lay_131 = cute.make_layout() : !cute.layout<"(1,((1,1))):(1,((1,1)))">
      %sz_23 = cute.size(%lay_128) <{mode = [1]}> : (!cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">) -> !cute.int_tuple<"1">
      %249 = cute.get_scalars(%sz_23) : !cute.int_tuple<"1">
      %c0_i32_0 = arith.constant 0 : i32
      %c1_i32_0 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_0 to %249 step %c1_i32_0  : i32 {
        %coord_63 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
        %230 = cute.get_scalars(%coord_63) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_102 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
        %idx_17 = cute.crd2idx(%coord_63, %lay_128) : (!cute.coord<"(_,?)">, !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_12 = cute.add_offset(%iter_116, %idx_17) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
        %view_31 = cute.make_view(%ptr_12, %lay_102) : !memref_gmem_f32_0833
        %231 = cute.get_scalars(%coord_63) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_103 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
        %idx_18 = cute.crd2idx(%coord_63, %lay_129) : (!cute.coord<"(_,?)">, !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">) -> !cute.int_tuple<"0">
        %ptr_13 = cute.add_offset(%iter_117, %idx_18) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
        %view_32 = cute.make_view(%ptr_13, %lay_103) : !memref_smem_f32_011b
        %232 = cute.get_scalars(%coord_63) <{only_dynamic}> : !cute.coord<"(_,?)">
        %lay_104 = cute.make_layout() : !cute.layout<"(1):(1)">
        %idx_19 = cute.crd2idx(%coord_63, %lay_131) : (!cute.coord<"(_,?)">, !cute.layout<"(1,((1,1))):(1,((1,1)))">) -> !cute.int_tuple<"?">
        %ptr_14 = cute.add_offset(%iter_118, %idx_19) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
        %view_33 = cute.make_view(%ptr_14, %lay_104) : !memref_rmem_i8_6733
        %iter_93 = cute.get_iter(%view_31) : !memref_gmem_f32_0833
        %iter_94 = cute.get_iter(%view_32) : !memref_smem_f32_011b
        %iter_95 = cute.get_iter(%view_33) : !memref_rmem_i8_6733
        %233 = builtin.unrealized_conversion_cast %iter_95 : !cute.ptr<i8, rmem> to !llvm.ptr
        %234 = llvm.load %233 : !llvm.ptr -> i8
        %235 = llvm.trunc %234 : i8 to i1
        %iter_96 = cute.recast_iter(%iter_93) : !cute.ptr<f32, gmem, align<16>> to !cute.ptr<i128, gmem>
        %iter_97 = cute.recast_iter(%iter_94) : !cute.ptr<f32, smem, align<16>> to !cute.ptr<i128, smem>
        cute_nvgpu.arch.copy.SM80.cp_async(%iter_97 : !cute.ptr<i128, smem>, %iter_96 : !cute.ptr<i128, gmem>, %235 : i1) {cache_mode = <always>}
      } {llvm.loop_annotation = #loop_annotation_0327}
      nvvm.cp.async.commit.group
      %c1_i32_1 = arith.constant 1 : i32
      %250 = arith.cmpi sgt, %213, %c1_i32_1 : i32
      scf.if %250 {
        %coord_63 = cute.make_coord() : () -> !cute.coord<"(_,_,_,1)">
        %lay_102 = cute.get_layout(%view_12) : !memref_gmem_f32_ab07
        %230:2 = cute.get_scalars(%lay_102) <{only_dynamic}> : !cute.layout<"((1,1),4,1,?):((0,0),?{i64 div=32},0,8)">
        %shape_28 = cute.make_shape() : () -> !cute.shape<"((1,1),4,1)">
        %iv_15 = cute.assume(%230#1) : (i64) -> !cute.i64<divby 32>
        %stride_22 = cute.make_stride(%iv_15) : (!cute.i64<divby 32>) -> !cute.stride<"((0,0),?{i64 div=32},0)">
        %lay_103 = cute.make_layout(%shape_28, %stride_22) : !cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">
        %idx_18 = cute.crd2idx(%coord_63, %lay_102) : (!cute.coord<"(_,_,_,1)">, !cute.layout<"((1,1),4,1,?):((0,0),?{i64 div=32},0,8)">) -> !cute.int_tuple<"8">
        %iter_119 = cute.get_iter(%view_12) : !memref_gmem_f32_ab07
        %ptr_17 = cute.add_offset(%iter_119, %idx_18) : (!cute.ptr<f32, gmem>, !cute.int_tuple<"8">) -> !cute.ptr<f32, gmem>
        %view_42 = cute.make_view(%ptr_17, %lay_103) : !memref_gmem_f32_fb7e
        %iter_120 = cute.get_iter(%view_42) : !memref_gmem_f32_fb7e
        %iter_121 = cute.get_iter(%view_42) : !memref_gmem_f32_fb7e
        %coord_66 = cute.make_coord() : () -> !cute.coord<"(_,_,_,1)">
        %lay_132 = cute.get_layout(%view_13) : !memref_smem_f32_ee17
        %idx_22 = cute.crd2idx(%coord_66, %lay_132) : (!cute.coord<"(_,_,_,1)">, !cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.int_tuple<"1056">
        %iter_95 = cute.get_iter(%view_13) : !memref_smem_f32_ee17
        %ptr_18 = cute.add_offset(%iter_95, %idx_22) : (!cute.ptr<f32, smem>, !cute.int_tuple<"1056">) -> !cute.ptr<f32, smem>
        %view_43 = cute.make_view(%ptr_18) : !memref_smem_f32_a768
        %iter_122 = cute.get_iter(%view_43) : !memref_smem_f32_a768
        %iter_123 = cute.get_iter(%view_43) : !memref_smem_f32_a768
        %lay_133 = cute.get_layout(%view_42) : !memref_gmem_f32_fb7e
        %231 = cute.get_shape(%lay_133) : (!cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">) -> !cute.shape<"((1,1),4,1)">
        %e0_88, %e1_59, %e2_25, %e3_21 = cute.get_leaves(%231) : !cute.shape<"((1,1),4,1)">
        %lay_134 = cute.get_layout(%view_43) : !memref_smem_f32_a768
        %232 = cute.get_shape(%lay_134) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
        %e0_89, %e1_60, %e2_26, %e3_22 = cute.get_leaves(%232) : !cute.shape<"((1,1),4,1)">
        %lay_135 = cute.get_layout(%view_42) : !memref_gmem_f32_fb7e
        %shape_29 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_136 = cute.make_layout() : !cute.layout<"1:0">
        %append_11 = cute.append_to_rank<2> (%lay_135, %lay_136) : !cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">, !cute.layout<"1:0">
        %view_44 = cute.make_view(%iter_121, %append_11) : !memref_gmem_f32_fb7e
        %iter_124 = cute.get_iter(%view_44) : !memref_gmem_f32_fb7e
        %lay_137 = cute.get_layout(%view_44) : !memref_gmem_f32_fb7e
        %233 = cute.get_shape(%lay_137) : (!cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">) -> !cute.shape<"((1,1),4,1)">
        %e0_90, %e1_61, %e2_27, %e3_23 = cute.get_leaves(%233) : !cute.shape<"((1,1),4,1)">
        %lay_138 = cute.get_layout(%view_44) : !memref_gmem_f32_fb7e
        %234 = cute.get_shape(%lay_138) : (!cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">) -> !cute.shape<"((1,1),4,1)">
        %e0_91, %e1_62, %e2_28, %e3_24 = cute.get_leaves(%234) : !cute.shape<"((1,1),4,1)">
        %iter_125 = cute.get_iter(%view_44) : !memref_gmem_f32_fb7e
        %lay_139 = cute.get_layout(%view_44) : !memref_gmem_f32_fb7e
        %235 = cute.get_scalars(%lay_139) <{only_dynamic}> : !cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">
        %shape_30 = cute.make_shape() : () -> !cute.shape<"((1,1),(4,1))">
        %iv_16 = cute.assume(%235) : (i64) -> !cute.i64<divby 32>
        %stride_23 = cute.make_stride(%iv_16) : (!cute.i64<divby 32>) -> !cute.stride<"((0,0),(?{i64 div=32},0))">
        %lay_140 = cute.make_layout(%shape_30, %stride_23) : !cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">
        %view_45 = cute.make_view(%iter_125, %lay_140) : !memref_gmem_f32_3c9b
        %iter_126 = cute.get_iter(%view_45) : !memref_gmem_f32_3c9b
        %iter_127 = cute.get_iter(%view_45) : !memref_gmem_f32_3c9b
        %lay_141 = cute.get_layout(%view_43) : !memref_smem_f32_a768
        %shape_31 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_142 = cute.make_layout() : !cute.layout<"1:0">
        %append_12 = cute.append_to_rank<2> (%lay_141, %lay_142) : !cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">
        %view_46 = cute.make_view(%iter_123, %append_12) : !memref_smem_f32_a768
        %iter_128 = cute.get_iter(%view_46) : !memref_smem_f32_a768
        %lay_143 = cute.get_layout(%view_46) : !memref_smem_f32_a768
        %236 = cute.get_shape(%lay_143) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
        %e0_92, %e1_63, %e2_29, %e3_25 = cute.get_leaves(%236) : !cute.shape<"((1,1),4,1)">
        %lay_144 = cute.get_layout(%view_46) : !memref_smem_f32_a768
        %251 = cute.get_shape(%lay_144) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
        %e0_93, %e1_64, %e2_30, %e3_26 = cute.get_leaves(%251) : !cute.shape<"((1,1),4,1)">
        %iter_129 = cute.get_iter(%view_46) : !memref_smem_f32_a768
        %view_47 = cute.make_view(%iter_129) : !memref_smem_f32_e231
        %iter_130 = cute.get_iter(%view_47) : !memref_smem_f32_e231
        %iter_131 = cute.get_iter(%view_47) : !memref_smem_f32_e231
        %lay_145 = cute.get_layout(%rmem) : !memref_rmem_i8_ec75
        %shape_32 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_146 = cute.make_layout() : !cute.layout<"1:0">
        %append_13 = cute.append_to_rank<2> (%lay_145, %lay_146) : !cute.layout<"(1,4,1):(4,1,1)">, !cute.layout<"1:0">
        %view_48 = cute.make_view(%iter_45, %append_13) : !memref_rmem_i8_ec75
        %iter_132 = cute.get_iter(%view_48) : !memref_rmem_i8_ec75
        %lay_147 = cute.get_layout(%view_48) : !memref_rmem_i8_ec75
        %252 = cute.get_shape(%lay_147) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
        %e0_94, %e1_65, %e2_31 = cute.get_leaves(%252) : !cute.shape<"(1,4,1)">
        %lay_148 = cute.get_layout(%view_48) : !memref_rmem_i8_ec75
        %253 = cute.get_shape(%lay_148) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
        %e0_95, %e1_66, %e2_32 = cute.get_leaves(%253) : !cute.shape<"(1,4,1)">
        %iter_133 = cute.get_iter(%view_48) : !memref_rmem_i8_ec75
        %view_49 = cute.make_view(%iter_133) : !memref_rmem_i8_2b5c
        %iter_134 = cute.get_iter(%view_49) : !memref_rmem_i8_2b5c
        %iter_135 = cute.get_iter(%view_49) : !memref_rmem_i8_2b5c
        %lay_149 = cute.get_layout(%view_45) : !memref_gmem_f32_3c9b
        %254 = cute.get_shape(%lay_149) : (!cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">) -> !cute.shape<"((1,1),(4,1))">
        %e0_96, %e1_67, %e2_33, %e3_27 = cute.get_leaves(%254) : !cute.shape<"((1,1),(4,1))">
        %lay_150 = cute.get_layout(%view_47) : !memref_smem_f32_e231
        %255 = cute.get_shape(%lay_150) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
        %e0_97, %e1_68, %e2_34, %e3_28 = cute.get_leaves(%255) : !cute.shape<"((1,1),(4,1))">
        %lay_151 = cute.get_layout(%view_45) : !memref_gmem_f32_3c9b
        %sz_24 = cute.size(%lay_151) <{mode = [1]}> : (!cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">) -> !cute.int_tuple<"4">
        %e0_98 = cute.get_leaves(%sz_24) : !cute.int_tuple<"4">
        %lay_152 = cute.get_layout(%view_47) : !memref_smem_f32_e231
        %sz_25 = cute.size(%lay_152) <{mode = [1]}> : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.int_tuple<"4">
        %e0_99 = cute.get_leaves(%sz_25) : !cute.int_tuple<"4">
        %lay_153 = cute.get_layout(%view_45) : !memref_gmem_f32_3c9b
        %256 = cute.get_shape(%lay_153) : (!cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">) -> !cute.shape<"((1,1),(4,1))">
        %e0_100, %e1_69, %e2_35, %e3_29 = cute.get_leaves(%256) : !cute.shape<"((1,1),(4,1))">
        %iter_136 = cute.get_iter(%view_45) : !memref_gmem_f32_3c9b
        %iter_137 = cute.get_iter(%view_47) : !memref_smem_f32_e231
        %lay_154 = cute.get_layout(%view_45) : !memref_gmem_f32_3c9b
        %lay_155 = cute.get_layout(%view_47) : !memref_smem_f32_e231
        %257 = cute.static : !cute.layout<"1:0">
        %append_14 = cute.append_to_rank<2> (%lay_154, %257) : !cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">, !cute.layout<"1:0">
        %append_15 = cute.append_to_rank<2> (%lay_155, %257) : !cute.layout<"((1,1),(4,1)):((0,0),(32,0))">, !cute.layout<"1:0">
        %258 = cute.get_scalars(%append_14) <{only_dynamic}> : !cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">
        %shape_33 = cute.make_shape() : () -> !cute.shape<"((1,1),((4,1)))">
        %iv_17 = cute.assume(%258) : (i64) -> !cute.i64<divby 32>
        %stride_24 = cute.make_stride(%iv_17) : (!cute.i64<divby 32>) -> !cute.stride<"((0,0),((?{i64 div=32},0)))">
        %lay_156 = cute.make_layout(%shape_33, %stride_24) : !cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">
        %lay_157 = cute.make_layout() : !cute.layout<"((1,1),((4,1))):((0,0),((32,0)))">
        %iter_138 = cute.get_iter(%view_49) : !memref_rmem_i8_2b5c
        %lay_158 = cute.get_layout(%view_49) : !memref_rmem_i8_2b5c
        %append_16 = cute.append_to_rank<2> (%lay_158, %257) : !cute.layout<"(1,(4,1)):(4,(1,1))">, !cute.layout<"1:0">
        %lay_159 = cute.make_layout() : !cute.layout<"(1,((4,1))):(4,((1,1)))">
        %sz_26 = cute.size(%lay_156) <{mode = [1]}> : (!cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">) -> !cute.int_tuple<"4">
        %259 = cute.get_scalars(%sz_26) : !cute.int_tuple<"4">
        %c0_i32_1 = arith.constant 0 : i32
        %c1_i32_2 = arith.constant 1 : i32
        scf.for %arg3 = %c0_i32_1 to %259 step %c1_i32_2  : i32 {
          %coord_67 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
          %260 = cute.get_scalars(%lay_156) <{only_dynamic}> : !cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">
          %261 = cute.get_scalars(%coord_67) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_160 = cute.make_layout() : !cute.layout<"((1,1)):((0,0))">
          %idx_23 = cute.crd2idx(%coord_67, %lay_156) : (!cute.coord<"(_,?)">, !cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">) -> !cute.int_tuple<"?{i64 div=32}">
          %ptr_19 = cute.add_offset(%iter_136, %idx_23) : (!cute.ptr<f32, gmem>, !cute.int_tuple<"?{i64 div=32}">) -> !cute.ptr<f32, gmem>
          %view_50 = cute.make_view(%ptr_19, %lay_160) : !memref_gmem_f32_1d2e
          %262 = cute.get_scalars(%coord_67) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_161 = cute.make_layout() : !cute.layout<"((1,1)):((0,0))">
          %idx_24 = cute.crd2idx(%coord_67, %lay_157) : (!cute.coord<"(_,?)">, !cute.layout<"((1,1),((4,1))):((0,0),((32,0)))">) -> !cute.int_tuple<"?{div=32}">
          %ptr_20 = cute.add_offset(%iter_137, %idx_24) : (!cute.ptr<f32, smem>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f32, smem>
          %view_51 = cute.make_view(%ptr_20, %lay_161) : !memref_smem_f32_1103
          %263 = cute.get_scalars(%coord_67) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_162 = cute.make_layout() : !cute.layout<"(1):(4)">
          %idx_25 = cute.crd2idx(%coord_67, %lay_159) : (!cute.coord<"(_,?)">, !cute.layout<"(1,((4,1))):(4,((1,1)))">) -> !cute.int_tuple<"?">
          %ptr_21 = cute.add_offset(%iter_138, %idx_25) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_52 = cute.make_view(%ptr_21, %lay_162) : !memref_rmem_i8_333c
          %iter_139 = cute.get_iter(%view_50) : !memref_gmem_f32_1d2e
          %iter_140 = cute.get_iter(%view_51) : !memref_smem_f32_1103
          %iter_141 = cute.get_iter(%view_52) : !memref_rmem_i8_333c
          %264 = builtin.unrealized_conversion_cast %iter_141 : !cute.ptr<i8, rmem> to !llvm.ptr
          %265 = llvm.load %264 : !llvm.ptr -> i8
          %266 = llvm.trunc %265 : i8 to i1
          %iter_142 = cute.recast_iter(%iter_139) : !cute.ptr<f32, gmem> to !cute.ptr<i32, gmem>
          %iter_143 = cute.recast_iter(%iter_140) : !cute.ptr<f32, smem> to !cute.ptr<i32, smem>
          cute_nvgpu.arch.copy.SM80.cp_async(%iter_143 : !cute.ptr<i32, smem>, %iter_142 : !cute.ptr<i32, gmem>, %266 : i1) {cache_mode = <always>}
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_68 = cute.make_coord() : () -> !cute.coord<"(_,_,_,1)">
        %lay_163 = cute.get_layout(%view_15) : !memref_gmem_f32_2b1f
        %idx_26 = cute.crd2idx(%coord_68, %lay_163) : (!cute.coord<"(_,_,_,1)">, !cute.layout<"((4,1),1,1,?):((1,0),0,0,?{i64 div=32})">) -> !cute.int_tuple<"?{i64 div=32}">
        %iter_144 = cute.get_iter(%view_15) : !memref_gmem_f32_2b1f
        %ptr_22 = cute.add_offset(%iter_144, %idx_26) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{i64 div=32}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_53 = cute.make_view(%ptr_22) : !memref_gmem_f32_6411
        %iter_145 = cute.get_iter(%view_53) : !memref_gmem_f32_6411
        %iter_146 = cute.get_iter(%view_53) : !memref_gmem_f32_6411
        %coord_69 = cute.make_coord() : () -> !cute.coord<"(_,_,_,1)">
        %lay_164 = cute.get_layout(%view_16) : !memref_smem_f32_7513
        %idx_27 = cute.crd2idx(%coord_69, %lay_164) : (!cute.coord<"(_,_,_,1)">, !cute.layout<"((4,1),1,1,3):((1,0),0,0,1024)">) -> !cute.int_tuple<"1024">
        %iter_147 = cute.get_iter(%view_16) : !memref_smem_f32_7513
        %ptr_23 = cute.add_offset(%iter_147, %idx_27) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"1024">) -> !cute.ptr<f32, smem, align<16>>
        %view_54 = cute.make_view(%ptr_23) : !memref_smem_f32_2ce6
        %iter_148 = cute.get_iter(%view_54) : !memref_smem_f32_2ce6
        %iter_149 = cute.get_iter(%view_54) : !memref_smem_f32_2ce6
        %lay_165 = cute.get_layout(%view_53) : !memref_gmem_f32_6411
        %267 = cute.get_shape(%lay_165) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
        %e0_101, %e1_70, %e2_36, %e3_30 = cute.get_leaves(%267) : !cute.shape<"((4,1),1,1)">
        %lay_166 = cute.get_layout(%view_54) : !memref_smem_f32_2ce6
        %268 = cute.get_shape(%lay_166) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
        %e0_102, %e1_71, %e2_37, %e3_31 = cute.get_leaves(%268) : !cute.shape<"((4,1),1,1)">
        %lay_167 = cute.get_layout(%view_53) : !memref_gmem_f32_6411
        %shape_34 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_168 = cute.make_layout() : !cute.layout<"1:0">
        %append_17 = cute.append_to_rank<2> (%lay_167, %lay_168) : !cute.layout<"((4,1),1,1):((1,0),0,0)">, !cute.layout<"1:0">
        %view_55 = cute.make_view(%iter_146, %append_17) : !memref_gmem_f32_6411
        %iter_150 = cute.get_iter(%view_55) : !memref_gmem_f32_6411
        %lay_169 = cute.get_layout(%view_55) : !memref_gmem_f32_6411
        %269 = cute.get_shape(%lay_169) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
        %e0_103, %e1_72, %e2_38, %e3_32 = cute.get_leaves(%269) : !cute.shape<"((4,1),1,1)">
        %lay_170 = cute.get_layout(%view_55) : !memref_gmem_f32_6411
        %270 = cute.get_shape(%lay_170) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
        %e0_104, %e1_73, %e2_39, %e3_33 = cute.get_leaves(%270) : !cute.shape<"((4,1),1,1)">
        %iter_151 = cute.get_iter(%view_55) : !memref_gmem_f32_6411
        %view_56 = cute.make_view(%iter_151) : !memref_gmem_f32_7762
        %iter_152 = cute.get_iter(%view_56) : !memref_gmem_f32_7762
        %iter_153 = cute.get_iter(%view_56) : !memref_gmem_f32_7762
        %lay_171 = cute.get_layout(%view_54) : !memref_smem_f32_2ce6
        %shape_35 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_172 = cute.make_layout() : !cute.layout<"1:0">
        %append_18 = cute.append_to_rank<2> (%lay_171, %lay_172) : !cute.layout<"((4,1),1,1):((1,0),0,0)">, !cute.layout<"1:0">
        %view_57 = cute.make_view(%iter_149, %append_18) : !memref_smem_f32_2ce6
        %iter_154 = cute.get_iter(%view_57) : !memref_smem_f32_2ce6
        %lay_173 = cute.get_layout(%view_57) : !memref_smem_f32_2ce6
        %271 = cute.get_shape(%lay_173) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
        %e0_105, %e1_74, %e2_40, %e3_34 = cute.get_leaves(%271) : !cute.shape<"((4,1),1,1)">
        %lay_174 = cute.get_layout(%view_57) : !memref_smem_f32_2ce6
        %272 = cute.get_shape(%lay_174) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
        %e0_106, %e1_75, %e2_41, %e3_35 = cute.get_leaves(%272) : !cute.shape<"((4,1),1,1)">
        %iter_155 = cute.get_iter(%view_57) : !memref_smem_f32_2ce6
        %view_58 = cute.make_view(%iter_155) : !memref_smem_f32_b0f3
        %iter_156 = cute.get_iter(%view_58) : !memref_smem_f32_b0f3
        %iter_157 = cute.get_iter(%view_58) : !memref_smem_f32_b0f3
        %lay_175 = cute.get_layout(%rmem_1) : !memref_rmem_i8_9fc7
        %shape_36 = cute.make_shape() : () -> !cute.shape<"1">
        %lay_176 = cute.make_layout() : !cute.layout<"1:0">
        %append_19 = cute.append_to_rank<2> (%lay_175, %lay_176) : !cute.layout<"(1,1,1):(1,1,1)">, !cute.layout<"1:0">
        %view_59 = cute.make_view(%iter_49, %append_19) : !memref_rmem_i8_9fc7
        %iter_158 = cute.get_iter(%view_59) : !memref_rmem_i8_9fc7
        %lay_177 = cute.get_layout(%view_59) : !memref_rmem_i8_9fc7
        %273 = cute.get_shape(%lay_177) : (!cute.layout<"(1,1,1):(1,1,1)">) -> !cute.shape<"(1,1,1)">
        %e0_107, %e1_76, %e2_42 = cute.get_leaves(%273) : !cute.shape<"(1,1,1)">
        %lay_178 = cute.get_layout(%view_59) : !memref_rmem_i8_9fc7
        %274 = cute.get_shape(%lay_178) : (!cute.layout<"(1,1,1):(1,1,1)">) -> !cute.shape<"(1,1,1)">
        %e0_108, %e1_77, %e2_43 = cute.get_leaves(%274) : !cute.shape<"(1,1,1)">
        %iter_159 = cute.get_iter(%view_59) : !memref_rmem_i8_9fc7
        %view_60 = cute.make_view(%iter_159) : !memref_rmem_i8_da5a
        %iter_160 = cute.get_iter(%view_60) : !memref_rmem_i8_da5a
        %iter_161 = cute.get_iter(%view_60) : !memref_rmem_i8_da5a
        %lay_179 = cute.get_layout(%view_56) : !memref_gmem_f32_7762
        %275 = cute.get_shape(%lay_179) : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.shape<"((4,1),(1,1))">
        %e0_109, %e1_78, %e2_44, %e3_36 = cute.get_leaves(%275) : !cute.shape<"((4,1),(1,1))">
        %lay_180 = cute.get_layout(%view_58) : !memref_smem_f32_b0f3
        %276 = cute.get_shape(%lay_180) : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.shape<"((4,1),(1,1))">
        %e0_110, %e1_79, %e2_45, %e3_37 = cute.get_leaves(%276) : !cute.shape<"((4,1),(1,1))">
        %lay_181 = cute.get_layout(%view_56) : !memref_gmem_f32_7762
        %sz_27 = cute.size(%lay_181) <{mode = [1]}> : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.int_tuple<"1">
        %e0_111 = cute.get_leaves(%sz_27) : !cute.int_tuple<"1">
        %lay_182 = cute.get_layout(%view_58) : !memref_smem_f32_b0f3
        %sz_28 = cute.size(%lay_182) <{mode = [1]}> : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.int_tuple<"1">
        %e0_112 = cute.get_leaves(%sz_28) : !cute.int_tuple<"1">
        %lay_183 = cute.get_layout(%view_56) : !memref_gmem_f32_7762
        %277 = cute.get_shape(%lay_183) : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.shape<"((4,1),(1,1))">
        %e0_113, %e1_80, %e2_46, %e3_38 = cute.get_leaves(%277) : !cute.shape<"((4,1),(1,1))">
        %iter_162 = cute.get_iter(%view_56) : !memref_gmem_f32_7762
        %iter_163 = cute.get_iter(%view_58) : !memref_smem_f32_b0f3
        %lay_184 = cute.get_layout(%view_56) : !memref_gmem_f32_7762
        %lay_185 = cute.get_layout(%view_58) : !memref_smem_f32_b0f3
        %278 = cute.static : !cute.layout<"1:0">
        %append_20 = cute.append_to_rank<2> (%lay_184, %278) : !cute.layout<"((4,1),(1,1)):((1,0),(0,0))">, !cute.layout<"1:0">
        %append_21 = cute.append_to_rank<2> (%lay_185, %278) : !cute.layout<"((4,1),(1,1)):((1,0),(0,0))">, !cute.layout<"1:0">
        %lay_186 = cute.make_layout() : !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">
        %lay_187 = cute.make_layout() : !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">
        %iter_164 = cute.get_iter(%view_60) : !memref_rmem_i8_da5a
        %lay_188 = cute.get_layout(%view_60) : !memref_rmem_i8_da5a
        %append_22 = cute.append_to_rank<2> (%lay_188, %278) : !cute.layout<"(1,(1,1)):(1,(1,1))">, !cute.layout<"1:0">
        %lay_189 = cute.make_layout() : !cute.layout<"(1,((1,1))):(1,((1,1)))">
        %sz_29 = cute.size(%lay_186) <{mode = [1]}> : (!cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">) -> !cute.int_tuple<"1">
        %279 = cute.get_scalars(%sz_29) : !cute.int_tuple<"1">
        %c0_i32_2 = arith.constant 0 : i32
        %c1_i32_3 = arith.constant 1 : i32
        scf.for %arg3 = %c0_i32_2 to %279 step %c1_i32_3  : i32 {
          %coord_67 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"(_,?)">
          %260 = cute.get_scalars(%coord_67) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_160 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_23 = cute.crd2idx(%coord_67, %lay_186) : (!cute.coord<"(_,?)">, !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">) -> !cute.int_tuple<"0">
          %ptr_19 = cute.add_offset(%iter_162, %idx_23) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
          %view_50 = cute.make_view(%ptr_19, %lay_160) : !memref_gmem_f32_0833
          %261 = cute.get_scalars(%coord_67) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_161 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
          %idx_24 = cute.crd2idx(%coord_67, %lay_187) : (!cute.coord<"(_,?)">, !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">) -> !cute.int_tuple<"0">
          %ptr_20 = cute.add_offset(%iter_163, %idx_24) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
          %view_51 = cute.make_view(%ptr_20, %lay_161) : !memref_smem_f32_011b
          %262 = cute.get_scalars(%coord_67) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_162 = cute.make_layout() : !cute.layout<"(1):(1)">
          %idx_25 = cute.crd2idx(%coord_67, %lay_189) : (!cute.coord<"(_,?)">, !cute.layout<"(1,((1,1))):(1,((1,1)))">) -> !cute.int_tuple<"?">
          %ptr_21 = cute.add_offset(%iter_164, %idx_25) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
          %view_52 = cute.make_view(%ptr_21, %lay_162) : !memref_rmem_i8_6733
          %iter_139 = cute.get_iter(%view_50) : !memref_gmem_f32_0833
          %iter_140 = cute.get_iter(%view_51) : !memref_smem_f32_011b
          %iter_141 = cute.get_iter(%view_52) : !memref_rmem_i8_6733
          %263 = builtin.unrealized_conversion_cast %iter_141 : !cute.ptr<i8, rmem> to !llvm.ptr
          %264 = llvm.load %263 : !llvm.ptr -> i8
          %265 = llvm.trunc %264 : i8 to i1
          %iter_142 = cute.recast_iter(%iter_139) : !cute.ptr<f32, gmem, align<16>> to !cute.ptr<i128, gmem>
          %iter_143 = cute.recast_iter(%iter_140) : !cute.ptr<f32, smem, align<16>> to !cute.ptr<i128, smem>
          cute_nvgpu.arch.copy.SM80.cp_async(%iter_143 : !cute.ptr<i128, smem>, %iter_142 : !cute.ptr<i128, gmem>, %265 : i1) {cache_mode = <always>}
        } {llvm.loop_annotation = #loop_annotation_0327}
      }
      nvvm.cp.async.commit.group
      %coord_70 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
      %iter_165 = cute.get_iter(%view_10) : !memref_smem_f32_7c52
      %280 = cute.get_scalars(%coord_70) <{only_dynamic}> : !cute.coord<"?">
      %c16_i32 = arith.constant 16 : i32
      %281 = arith.divsi %280, %c16_i32 : i32
      %c16_i32_0 = arith.constant 16 : i32
      %282 = arith.remsi %281, %c16_i32_0 : i32
      %c16_i32_1 = arith.constant 16 : i32
      %283 = arith.remsi %280, %c16_i32_1 : i32
      %c16_i32_2 = arith.constant 16 : i32
      %284 = arith.remsi %282, %c16_i32_2 : i32
      %c16_i32_3 = arith.constant 16 : i32
      %285 = arith.remsi %283, %c16_i32_3 : i32
      %c4_i32_2 = arith.constant 4 : i32
      %286 = arith.muli %284, %c4_i32_2 : i32
      %iv_18 = cute.assume(%286) : (i32) -> !cute.i32<divby 4>
      %int_tuple_16 = cute.make_int_tuple(%iv_18) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %ptr_24 = cute.add_offset(%iter_165, %int_tuple_16) : (!cute.ptr<f32, smem, align<1024>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, smem, align<16>>
      %view_61 = cute.make_view(%ptr_24) : !memref_smem_f32_b0ae
      %iter_166 = cute.get_iter(%view_61) : !memref_smem_f32_b0ae
      %coord_71 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
      %iter_167 = cute.get_iter(%view_11) : !memref_smem_f32_2096
      %287 = cute.get_scalars(%coord_71) <{only_dynamic}> : !cute.coord<"?">
      %c16_i32_4 = arith.constant 16 : i32
      %288 = arith.divsi %287, %c16_i32_4 : i32
      %c16_i32_5 = arith.constant 16 : i32
      %289 = arith.remsi %288, %c16_i32_5 : i32
      %c16_i32_6 = arith.constant 16 : i32
      %290 = arith.remsi %287, %c16_i32_6 : i32
      %c16_i32_7 = arith.constant 16 : i32
      %291 = arith.remsi %289, %c16_i32_7 : i32
      %c16_i32_8 = arith.constant 16 : i32
      %292 = arith.remsi %290, %c16_i32_8 : i32
      %c4_i32_3 = arith.constant 4 : i32
      %293 = arith.muli %292, %c4_i32_3 : i32
      %iv_19 = cute.assume(%293) : (i32) -> !cute.i32<divby 4>
      %int_tuple_17 = cute.make_int_tuple(%iv_19) : (!cute.i32<divby 4>) -> !cute.int_tuple<"?{div=4}">
      %ptr_25 = cute.add_offset(%iter_167, %int_tuple_17) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, smem, align<16>>
      %view_62 = cute.make_view(%ptr_25) : !memref_smem_f32_a0c0
      %iter_168 = cute.get_iter(%view_62) : !memref_smem_f32_a0c0
      %coord_72 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
      %iter_169 = cute.get_iter(%view_1) : !memref_gmem_f32_cb25
      %lay_190 = cute.get_layout(%view_1) : !memref_gmem_f32_cb25
      %294 = cute.get_scalars(%lay_190) <{only_dynamic}> : !cute.layout<"(128,128):(?{i64 div=4},1)">
      %295 = cute.get_scalars(%coord_72) <{only_dynamic}> : !cute.coord<"?">
      %c4_i64 = arith.constant 4 : i64
      %296 = arith.muli %294, %c4_i64 : i64
      %c64_i64 = arith.constant 64 : i64
      %297 = arith.muli %294, %c64_i64 : i64
      %c16_i64 = arith.constant 16 : i64
      %298 = arith.muli %296, %c16_i64 : i64
      %c16_i32_9 = arith.constant 16 : i32
      %299 = arith.divsi %295, %c16_i32_9 : i32
      %c16_i32_10 = arith.constant 16 : i32
      %300 = arith.remsi %299, %c16_i32_10 : i32
      %c16_i32_11 = arith.constant 16 : i32
      %301 = arith.remsi %295, %c16_i32_11 : i32
      %c16_i32_12 = arith.constant 16 : i32
      %302 = arith.remsi %300, %c16_i32_12 : i32
      %c16_i32_13 = arith.constant 16 : i32
      %303 = arith.remsi %301, %c16_i32_13 : i32
      %304 = arith.extsi %302 : i32 to i64
      %305 = arith.muli %304, %296 : i64
      %c4_i32_4 = arith.constant 4 : i32
      %306 = arith.muli %303, %c4_i32_4 : i32
      %307 = arith.extsi %306 : i32 to i64
      %308 = arith.addi %305, %307 : i64
      %iv_20 = cute.assume(%308) : (i64) -> !cute.i64<divby 4>
      %int_tuple_18 = cute.make_int_tuple(%iv_20) : (!cute.i64<divby 4>) -> !cute.int_tuple<"?{i64 div=4}">
      %ptr_26 = cute.add_offset(%iter_169, %int_tuple_18) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{i64 div=4}">) -> !cute.ptr<f32, gmem, align<16>>
      %shape_37 = cute.make_shape() : () -> !cute.shape<"(1,(4,2),(4,2))">
      %iv_21 = cute.assume(%294) : (i64) -> !cute.i64<divby 4>
      %iv_22 = cute.assume(%297) : (i64) -> !cute.i64<divby 256>
      %stride_25 = cute.make_stride(%iv_21, %iv_22) : (!cute.i64<divby 4>, !cute.i64<divby 256>) -> !cute.stride<"(0,(?{i64 div=4},?{i64 div=256}),(1,64))">
      %lay_191 = cute.make_layout(%shape_37, %stride_25) : !cute.layout<"(1,(4,2),(4,2)):(0,(?{i64 div=4},?{i64 div=256}),(1,64))">
      %view_63 = cute.make_view(%ptr_26, %lay_191) : !memref_gmem_f32_40ff
      %iter_170 = cute.get_iter(%view_63) : !memref_gmem_f32_40ff
      %coord_73 = cute.make_coord() : () -> !cute.coord<"(_,_,_,0)">
      %lay_192 = cute.get_layout(%view_61) : !memref_smem_f32_b0ae
      %idx_28 = cute.crd2idx(%coord_73, %lay_192) : (!cute.coord<"(_,_,_,0)">, !cute.layout<"(1,(4,2),8,3):(0,(1,64),132,1056)">) -> !cute.int_tuple<"0">
      %iter_171 = cute.get_iter(%view_61) : !memref_smem_f32_b0ae
      %ptr_27 = cute.add_offset(%iter_171, %idx_28) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %view_64 = cute.make_view(%ptr_27) : !memref_smem_f32_d93f
      %iter_172 = cute.get_iter(%view_64) : !memref_smem_f32_d93f
      %iter_173 = cute.get_iter(%view_64) : !memref_smem_f32_d93f
      %rmem_3 = cute.memref.alloca() : !memref_rmem_f32_aea3
      %iter_174 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
      %coord_74 = cute.make_coord() : () -> !cute.coord<"(_,_,_,0)">
      %lay_193 = cute.get_layout(%view_62) : !memref_smem_f32_a0c0
      %idx_29 = cute.crd2idx(%coord_74, %lay_193) : (!cute.coord<"(_,_,_,0)">, !cute.layout<"(1,(4,2),8,3):(0,(1,64),128,1024)">) -> !cute.int_tuple<"0">
      %iter_175 = cute.get_iter(%view_62) : !memref_smem_f32_a0c0
      %ptr_28 = cute.add_offset(%iter_175, %idx_29) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
      %view_65 = cute.make_view(%ptr_28) : !memref_smem_f32_5ce5
      %iter_176 = cute.get_iter(%view_65) : !memref_smem_f32_5ce5
      %iter_177 = cute.get_iter(%view_65) : !memref_smem_f32_5ce5
      %rmem_4 = cute.memref.alloca() : !memref_rmem_f32_aea3
      %iter_178 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
      %rmem_5 = cute.memref.alloca() : !memref_rmem_f32_6b53
      %iter_179 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
      %lay_194 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
      %lay_195 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
      %sz_30 = cute.size(%lay_195) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"64">
      %e0_114 = cute.get_leaves(%sz_30) : !cute.int_tuple<"64">
      %lay_196 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
      %309 = cute.get_shape(%lay_196) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %e0_115, %e1_81, %e2_47, %e3_39, %e4_3 = cute.get_leaves(%309) : !cute.shape<"(1,(4,2),(4,2))">
      %int_tuple_19 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %int_tuple_20 = cute.make_int_tuple() : () -> !cute.int_tuple<"64">
      %e0_116 = cute.get_leaves(%int_tuple_20) : !cute.int_tuple<"64">
      %cst = arith.constant 0.000000e+00 : f32
      %310 = vector.splat %cst : vector<64xf32>
      %lay_197 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
      %311 = cute.get_shape(%lay_197) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %e0_117, %e1_82, %e2_48, %e3_40, %e4_4 = cute.get_leaves(%311) : !cute.shape<"(1,(4,2),(4,2))">
      %lay_198 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
      %lay_199 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
      %312 = cute.get_shape(%lay_199) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %e0_118, %e1_83, %e2_49, %e3_41, %e4_5 = cute.get_leaves(%312) : !cute.shape<"(1,(4,2),(4,2))">
      %int_tuple_21 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %sz_31 = cute.size(%int_tuple_21) : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %e0_119 = cute.get_leaves(%sz_31) : !cute.int_tuple<"64">
      %int_tuple_22 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %sz_32 = cute.size(%int_tuple_22) : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %e0_120 = cute.get_leaves(%sz_32) : !cute.int_tuple<"64">
      cute.memref.store_vec(%310, %rmem_5) : (vector<64xf32>, !memref_rmem_f32_6b53) -> ()
      %c0_i32_3 = arith.constant 0 : i32
      %c1_i32_4 = arith.constant 1 : i32
      scf.for %arg3 = %c0_i32_3 to %213 step %c1_i32_4  : i32 {
        nvvm.cp.async.wait.group 1
        %c0_i32_4 = arith.constant 0 : i32
        llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0;", "r" %c0_i32_4 : (i32) -> ()
        %c2_i32 = arith.constant 2 : i32
        %230 = arith.addi %arg3, %c2_i32 : i32
        %c3_i32 = arith.constant 3 : i32
        %231 = arith.remsi %230, %c3_i32 : i32
        %232 = arith.cmpi sgt, %213, %230 : i32
        scf.if %232 {
          %coord_75 = cute.make_coord(%230) : (i32) -> !cute.coord<"(_,_,_,?)">
          %lay_200 = cute.get_layout(%view_12) : !memref_gmem_f32_ab07
          %313:2 = cute.get_scalars(%lay_200) <{only_dynamic}> : !cute.layout<"((1,1),4,1,?):((0,0),?{i64 div=32},0,8)">
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,_,_,?)">
          %shape_38 = cute.make_shape() : () -> !cute.shape<"((1,1),4,1)">
          %iv_23 = cute.assume(%313#1) : (i64) -> !cute.i64<divby 32>
          %stride_26 = cute.make_stride(%iv_23) : (!cute.i64<divby 32>) -> !cute.stride<"((0,0),?{i64 div=32},0)">
          %lay_201 = cute.make_layout(%shape_38, %stride_26) : !cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_200) : (!cute.coord<"(_,_,_,?)">, !cute.layout<"((1,1),4,1,?):((0,0),?{i64 div=32},0,8)">) -> !cute.int_tuple<"?{div=8}">
          %iter_180 = cute.get_iter(%view_12) : !memref_gmem_f32_ab07
          %ptr_29 = cute.add_offset(%iter_180, %idx_30) : (!cute.ptr<f32, gmem>, !cute.int_tuple<"?{div=8}">) -> !cute.ptr<f32, gmem>
          %view_66 = cute.make_view(%ptr_29, %lay_201) : !memref_gmem_f32_fb7e
          %iter_181 = cute.get_iter(%view_66) : !memref_gmem_f32_fb7e
          %iter_182 = cute.get_iter(%view_66) : !memref_gmem_f32_fb7e
          %coord_76 = cute.make_coord(%231) : (i32) -> !cute.coord<"(_,_,_,?)">
          %lay_202 = cute.get_layout(%view_13) : !memref_smem_f32_ee17
          %idx_31 = cute.crd2idx(%coord_76, %lay_202) : (!cute.coord<"(_,_,_,?)">, !cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.int_tuple<"?{div=1056}">
          %iter_183 = cute.get_iter(%view_13) : !memref_smem_f32_ee17
          %ptr_30 = cute.add_offset(%iter_183, %idx_31) : (!cute.ptr<f32, smem>, !cute.int_tuple<"?{div=1056}">) -> !cute.ptr<f32, smem>
          %view_67 = cute.make_view(%ptr_30) : !memref_smem_f32_a768
          %iter_184 = cute.get_iter(%view_67) : !memref_smem_f32_a768
          %iter_185 = cute.get_iter(%view_67) : !memref_smem_f32_a768
          %lay_203 = cute.get_layout(%view_66) : !memref_gmem_f32_fb7e
          %315 = cute.get_shape(%lay_203) : (!cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_121, %e1_84, %e2_50, %e3_42 = cute.get_leaves(%315) : !cute.shape<"((1,1),4,1)">
          %lay_204 = cute.get_layout(%view_67) : !memref_smem_f32_a768
          %316 = cute.get_shape(%lay_204) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_122, %e1_85, %e2_51, %e3_43 = cute.get_leaves(%316) : !cute.shape<"((1,1),4,1)">
          %lay_205 = cute.get_layout(%view_66) : !memref_gmem_f32_fb7e
          %shape_39 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_206 = cute.make_layout() : !cute.layout<"1:0">
          %append_23 = cute.append_to_rank<2> (%lay_205, %lay_206) : !cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">, !cute.layout<"1:0">
          %view_68 = cute.make_view(%iter_182, %append_23) : !memref_gmem_f32_fb7e
          %iter_186 = cute.get_iter(%view_68) : !memref_gmem_f32_fb7e
          %lay_207 = cute.get_layout(%view_68) : !memref_gmem_f32_fb7e
          %317 = cute.get_shape(%lay_207) : (!cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_123, %e1_86, %e2_52, %e3_44 = cute.get_leaves(%317) : !cute.shape<"((1,1),4,1)">
          %lay_208 = cute.get_layout(%view_68) : !memref_gmem_f32_fb7e
          %318 = cute.get_shape(%lay_208) : (!cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_124, %e1_87, %e2_53, %e3_45 = cute.get_leaves(%318) : !cute.shape<"((1,1),4,1)">
          %iter_187 = cute.get_iter(%view_68) : !memref_gmem_f32_fb7e
          %lay_209 = cute.get_layout(%view_68) : !memref_gmem_f32_fb7e
          %319 = cute.get_scalars(%lay_209) <{only_dynamic}> : !cute.layout<"((1,1),4,1):((0,0),?{i64 div=32},0)">
          %shape_40 = cute.make_shape() : () -> !cute.shape<"((1,1),(4,1))">
          %iv_24 = cute.assume(%319) : (i64) -> !cute.i64<divby 32>
          %stride_27 = cute.make_stride(%iv_24) : (!cute.i64<divby 32>) -> !cute.stride<"((0,0),(?{i64 div=32},0))">
          %lay_210 = cute.make_layout(%shape_40, %stride_27) : !cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">
          %view_69 = cute.make_view(%iter_187, %lay_210) : !memref_gmem_f32_3c9b
          %iter_188 = cute.get_iter(%view_69) : !memref_gmem_f32_3c9b
          %iter_189 = cute.get_iter(%view_69) : !memref_gmem_f32_3c9b
          %lay_211 = cute.get_layout(%view_67) : !memref_smem_f32_a768
          %shape_41 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_212 = cute.make_layout() : !cute.layout<"1:0">
          %append_24 = cute.append_to_rank<2> (%lay_211, %lay_212) : !cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">
          %view_70 = cute.make_view(%iter_185, %append_24) : !memref_smem_f32_a768
          %iter_190 = cute.get_iter(%view_70) : !memref_smem_f32_a768
          %lay_213 = cute.get_layout(%view_70) : !memref_smem_f32_a768
          %320 = cute.get_shape(%lay_213) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_125, %e1_88, %e2_54, %e3_46 = cute.get_leaves(%320) : !cute.shape<"((1,1),4,1)">
          %lay_214 = cute.get_layout(%view_70) : !memref_smem_f32_a768
          %321 = cute.get_shape(%lay_214) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_126, %e1_89, %e2_55, %e3_47 = cute.get_leaves(%321) : !cute.shape<"((1,1),4,1)">
          %iter_191 = cute.get_iter(%view_70) : !memref_smem_f32_a768
          %view_71 = cute.make_view(%iter_191) : !memref_smem_f32_e231
          %iter_192 = cute.get_iter(%view_71) : !memref_smem_f32_e231
          %iter_193 = cute.get_iter(%view_71) : !memref_smem_f32_e231
          %lay_215 = cute.get_layout(%rmem) : !memref_rmem_i8_ec75
          %shape_42 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_216 = cute.make_layout() : !cute.layout<"1:0">
          %append_25 = cute.append_to_rank<2> (%lay_215, %lay_216) : !cute.layout<"(1,4,1):(4,1,1)">, !cute.layout<"1:0">
          %view_72 = cute.make_view(%iter_45, %append_25) : !memref_rmem_i8_ec75
          %iter_194 = cute.get_iter(%view_72) : !memref_rmem_i8_ec75
          %lay_217 = cute.get_layout(%view_72) : !memref_rmem_i8_ec75
          %322 = cute.get_shape(%lay_217) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
          %e0_127, %e1_90, %e2_56 = cute.get_leaves(%322) : !cute.shape<"(1,4,1)">
          %lay_218 = cute.get_layout(%view_72) : !memref_rmem_i8_ec75
          %323 = cute.get_shape(%lay_218) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
          %e0_128, %e1_91, %e2_57 = cute.get_leaves(%323) : !cute.shape<"(1,4,1)">
          %iter_195 = cute.get_iter(%view_72) : !memref_rmem_i8_ec75
          %view_73 = cute.make_view(%iter_195) : !memref_rmem_i8_2b5c
          %iter_196 = cute.get_iter(%view_73) : !memref_rmem_i8_2b5c
          %iter_197 = cute.get_iter(%view_73) : !memref_rmem_i8_2b5c
          %lay_219 = cute.get_layout(%view_69) : !memref_gmem_f32_3c9b
          %324 = cute.get_shape(%lay_219) : (!cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">) -> !cute.shape<"((1,1),(4,1))">
          %e0_129, %e1_92, %e2_58, %e3_48 = cute.get_leaves(%324) : !cute.shape<"((1,1),(4,1))">
          %lay_220 = cute.get_layout(%view_71) : !memref_smem_f32_e231
          %325 = cute.get_shape(%lay_220) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
          %e0_130, %e1_93, %e2_59, %e3_49 = cute.get_leaves(%325) : !cute.shape<"((1,1),(4,1))">
          %lay_221 = cute.get_layout(%view_69) : !memref_gmem_f32_3c9b
          %sz_33 = cute.size(%lay_221) <{mode = [1]}> : (!cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">) -> !cute.int_tuple<"4">
          %e0_131 = cute.get_leaves(%sz_33) : !cute.int_tuple<"4">
          %lay_222 = cute.get_layout(%view_71) : !memref_smem_f32_e231
          %sz_34 = cute.size(%lay_222) <{mode = [1]}> : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.int_tuple<"4">
          %e0_132 = cute.get_leaves(%sz_34) : !cute.int_tuple<"4">
          %lay_223 = cute.get_layout(%view_69) : !memref_gmem_f32_3c9b
          %326 = cute.get_shape(%lay_223) : (!cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">) -> !cute.shape<"((1,1),(4,1))">
          %e0_133, %e1_94, %e2_60, %e3_50 = cute.get_leaves(%326) : !cute.shape<"((1,1),(4,1))">
          %iter_198 = cute.get_iter(%view_69) : !memref_gmem_f32_3c9b
          %iter_199 = cute.get_iter(%view_71) : !memref_smem_f32_e231
          %lay_224 = cute.get_layout(%view_69) : !memref_gmem_f32_3c9b
          %lay_225 = cute.get_layout(%view_71) : !memref_smem_f32_e231
          %327 = cute.static : !cute.layout<"1:0">
          %append_26 = cute.append_to_rank<2> (%lay_224, %327) : !cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">, !cute.layout<"1:0">
          %append_27 = cute.append_to_rank<2> (%lay_225, %327) : !cute.layout<"((1,1),(4,1)):((0,0),(32,0))">, !cute.layout<"1:0">
          %328 = cute.get_scalars(%append_26) <{only_dynamic}> : !cute.layout<"((1,1),(4,1)):((0,0),(?{i64 div=32},0))">
          %shape_43 = cute.make_shape() : () -> !cute.shape<"((1,1),((4,1)))">
          %iv_25 = cute.assume(%328) : (i64) -> !cute.i64<divby 32>
          %stride_28 = cute.make_stride(%iv_25) : (!cute.i64<divby 32>) -> !cute.stride<"((0,0),((?{i64 div=32},0)))">
          %lay_226 = cute.make_layout(%shape_43, %stride_28) : !cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">
          %lay_227 = cute.make_layout() : !cute.layout<"((1,1),((4,1))):((0,0),((32,0)))">
          %iter_200 = cute.get_iter(%view_73) : !memref_rmem_i8_2b5c
          %lay_228 = cute.get_layout(%view_73) : !memref_rmem_i8_2b5c
          %append_28 = cute.append_to_rank<2> (%lay_228, %327) : !cute.layout<"(1,(4,1)):(4,(1,1))">, !cute.layout<"1:0">
          %lay_229 = cute.make_layout() : !cute.layout<"(1,((4,1))):(4,((1,1)))">
          %sz_35 = cute.size(%lay_226) <{mode = [1]}> : (!cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">) -> !cute.int_tuple<"4">
          %329 = cute.get_scalars(%sz_35) : !cute.int_tuple<"4">
          %c0_i32_5 = arith.constant 0 : i32
          %c1_i32_5 = arith.constant 1 : i32
          scf.for %arg4 = %c0_i32_5 to %329 step %c1_i32_5  : i32 {
            %coord_77 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
            %330 = cute.get_scalars(%lay_226) <{only_dynamic}> : !cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">
            %331 = cute.get_scalars(%coord_77) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_230 = cute.make_layout() : !cute.layout<"((1,1)):((0,0))">
            %idx_32 = cute.crd2idx(%coord_77, %lay_226) : (!cute.coord<"(_,?)">, !cute.layout<"((1,1),((4,1))):((0,0),((?{i64 div=32},0)))">) -> !cute.int_tuple<"?{i64 div=32}">
            %ptr_31 = cute.add_offset(%iter_198, %idx_32) : (!cute.ptr<f32, gmem>, !cute.int_tuple<"?{i64 div=32}">) -> !cute.ptr<f32, gmem>
            %view_74 = cute.make_view(%ptr_31, %lay_230) : !memref_gmem_f32_1d2e
            %332 = cute.get_scalars(%coord_77) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_231 = cute.make_layout() : !cute.layout<"((1,1)):((0,0))">
            %idx_33 = cute.crd2idx(%coord_77, %lay_227) : (!cute.coord<"(_,?)">, !cute.layout<"((1,1),((4,1))):((0,0),((32,0)))">) -> !cute.int_tuple<"?{div=32}">
            %ptr_32 = cute.add_offset(%iter_199, %idx_33) : (!cute.ptr<f32, smem>, !cute.int_tuple<"?{div=32}">) -> !cute.ptr<f32, smem>
            %view_75 = cute.make_view(%ptr_32, %lay_231) : !memref_smem_f32_1103
            %333 = cute.get_scalars(%coord_77) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_232 = cute.make_layout() : !cute.layout<"(1):(4)">
            %idx_34 = cute.crd2idx(%coord_77, %lay_229) : (!cute.coord<"(_,?)">, !cute.layout<"(1,((4,1))):(4,((1,1)))">) -> !cute.int_tuple<"?">
            %ptr_33 = cute.add_offset(%iter_200, %idx_34) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
            %view_76 = cute.make_view(%ptr_33, %lay_232) : !memref_rmem_i8_333c
            %iter_201 = cute.get_iter(%view_74) : !memref_gmem_f32_1d2e
            %iter_202 = cute.get_iter(%view_75) : !memref_smem_f32_1103
            %iter_203 = cute.get_iter(%view_76) : !memref_rmem_i8_333c
            %334 = builtin.unrealized_conversion_cast %iter_203 : !cute.ptr<i8, rmem> to !llvm.ptr
            %335 = llvm.load %334 : !llvm.ptr -> i8
            %336 = llvm.trunc %335 : i8 to i1
            %iter_204 = cute.recast_iter(%iter_201) : !cute.ptr<f32, gmem> to !cute.ptr<i32, gmem>
            %iter_205 = cute.recast_iter(%iter_202) : !cute.ptr<f32, smem> to !cute.ptr<i32, smem>
            cute_nvgpu.arch.copy.SM80.cp_async(%iter_205 : !cute.ptr<i32, smem>, %iter_204 : !cute.ptr<i32, gmem>, %336 : i1) {cache_mode = <always>}
          } {llvm.loop_annotation = #loop_annotation_0327}
          %coord_78 = cute.make_coord(%230) : (i32) -> !cute.coord<"(_,_,_,?)">
          %lay_233 = cute.get_layout(%view_15) : !memref_gmem_f32_2b1f
          %idx_35 = cute.crd2idx(%coord_78, %lay_233) : (!cute.coord<"(_,_,_,?)">, !cute.layout<"((4,1),1,1,?):((1,0),0,0,?{i64 div=32})">) -> !cute.int_tuple<"?{i64 div=32}">
          %iter_206 = cute.get_iter(%view_15) : !memref_gmem_f32_2b1f
          %ptr_34 = cute.add_offset(%iter_206, %idx_35) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{i64 div=32}">) -> !cute.ptr<f32, gmem, align<16>>
          %view_77 = cute.make_view(%ptr_34) : !memref_gmem_f32_6411
          %iter_207 = cute.get_iter(%view_77) : !memref_gmem_f32_6411
          %iter_208 = cute.get_iter(%view_77) : !memref_gmem_f32_6411
          %coord_79 = cute.make_coord(%231) : (i32) -> !cute.coord<"(_,_,_,?)">
          %lay_234 = cute.get_layout(%view_16) : !memref_smem_f32_7513
          %idx_36 = cute.crd2idx(%coord_79, %lay_234) : (!cute.coord<"(_,_,_,?)">, !cute.layout<"((4,1),1,1,3):((1,0),0,0,1024)">) -> !cute.int_tuple<"?{div=1024}">
          %iter_209 = cute.get_iter(%view_16) : !memref_smem_f32_7513
          %ptr_35 = cute.add_offset(%iter_209, %idx_36) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f32, smem, align<16>>
          %view_78 = cute.make_view(%ptr_35) : !memref_smem_f32_2ce6
          %iter_210 = cute.get_iter(%view_78) : !memref_smem_f32_2ce6
          %iter_211 = cute.get_iter(%view_78) : !memref_smem_f32_2ce6
          %lay_235 = cute.get_layout(%view_77) : !memref_gmem_f32_6411
          %337 = cute.get_shape(%lay_235) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
          %e0_134, %e1_95, %e2_61, %e3_51 = cute.get_leaves(%337) : !cute.shape<"((4,1),1,1)">
          %lay_236 = cute.get_layout(%view_78) : !memref_smem_f32_2ce6
          %338 = cute.get_shape(%lay_236) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
          %e0_135, %e1_96, %e2_62, %e3_52 = cute.get_leaves(%338) : !cute.shape<"((4,1),1,1)">
          %lay_237 = cute.get_layout(%view_77) : !memref_gmem_f32_6411
          %shape_44 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_238 = cute.make_layout() : !cute.layout<"1:0">
          %append_29 = cute.append_to_rank<2> (%lay_237, %lay_238) : !cute.layout<"((4,1),1,1):((1,0),0,0)">, !cute.layout<"1:0">
          %view_79 = cute.make_view(%iter_208, %append_29) : !memref_gmem_f32_6411
          %iter_212 = cute.get_iter(%view_79) : !memref_gmem_f32_6411
          %lay_239 = cute.get_layout(%view_79) : !memref_gmem_f32_6411
          %339 = cute.get_shape(%lay_239) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
          %e0_136, %e1_97, %e2_63, %e3_53 = cute.get_leaves(%339) : !cute.shape<"((4,1),1,1)">
          %lay_240 = cute.get_layout(%view_79) : !memref_gmem_f32_6411
          %340 = cute.get_shape(%lay_240) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
          %e0_137, %e1_98, %e2_64, %e3_54 = cute.get_leaves(%340) : !cute.shape<"((4,1),1,1)">
          %iter_213 = cute.get_iter(%view_79) : !memref_gmem_f32_6411
          %view_80 = cute.make_view(%iter_213) : !memref_gmem_f32_7762
          %iter_214 = cute.get_iter(%view_80) : !memref_gmem_f32_7762
          %iter_215 = cute.get_iter(%view_80) : !memref_gmem_f32_7762
          %lay_241 = cute.get_layout(%view_78) : !memref_smem_f32_2ce6
          %shape_45 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_242 = cute.make_layout() : !cute.layout<"1:0">
          %append_30 = cute.append_to_rank<2> (%lay_241, %lay_242) : !cute.layout<"((4,1),1,1):((1,0),0,0)">, !cute.layout<"1:0">
          %view_81 = cute.make_view(%iter_211, %append_30) : !memref_smem_f32_2ce6
          %iter_216 = cute.get_iter(%view_81) : !memref_smem_f32_2ce6
          %lay_243 = cute.get_layout(%view_81) : !memref_smem_f32_2ce6
          %341 = cute.get_shape(%lay_243) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
          %e0_138, %e1_99, %e2_65, %e3_55 = cute.get_leaves(%341) : !cute.shape<"((4,1),1,1)">
          %lay_244 = cute.get_layout(%view_81) : !memref_smem_f32_2ce6
          %342 = cute.get_shape(%lay_244) : (!cute.layout<"((4,1),1,1):((1,0),0,0)">) -> !cute.shape<"((4,1),1,1)">
          %e0_139, %e1_100, %e2_66, %e3_56 = cute.get_leaves(%342) : !cute.shape<"((4,1),1,1)">
          %iter_217 = cute.get_iter(%view_81) : !memref_smem_f32_2ce6
          %view_82 = cute.make_view(%iter_217) : !memref_smem_f32_b0f3
          %iter_218 = cute.get_iter(%view_82) : !memref_smem_f32_b0f3
          %iter_219 = cute.get_iter(%view_82) : !memref_smem_f32_b0f3
          %lay_245 = cute.get_layout(%rmem_1) : !memref_rmem_i8_9fc7
          %shape_46 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_246 = cute.make_layout() : !cute.layout<"1:0">
          %append_31 = cute.append_to_rank<2> (%lay_245, %lay_246) : !cute.layout<"(1,1,1):(1,1,1)">, !cute.layout<"1:0">
          %view_83 = cute.make_view(%iter_49, %append_31) : !memref_rmem_i8_9fc7
          %iter_220 = cute.get_iter(%view_83) : !memref_rmem_i8_9fc7
          %lay_247 = cute.get_layout(%view_83) : !memref_rmem_i8_9fc7
          %343 = cute.get_shape(%lay_247) : (!cute.layout<"(1,1,1):(1,1,1)">) -> !cute.shape<"(1,1,1)">
          %e0_140, %e1_101, %e2_67 = cute.get_leaves(%343) : !cute.shape<"(1,1,1)">
          %lay_248 = cute.get_layout(%view_83) : !memref_rmem_i8_9fc7
          %344 = cute.get_shape(%lay_248) : (!cute.layout<"(1,1,1):(1,1,1)">) -> !cute.shape<"(1,1,1)">
          %e0_141, %e1_102, %e2_68 = cute.get_leaves(%344) : !cute.shape<"(1,1,1)">
          %iter_221 = cute.get_iter(%view_83) : !memref_rmem_i8_9fc7
          %view_84 = cute.make_view(%iter_221) : !memref_rmem_i8_da5a
          %iter_222 = cute.get_iter(%view_84) : !memref_rmem_i8_da5a
          %iter_223 = cute.get_iter(%view_84) : !memref_rmem_i8_da5a
          %lay_249 = cute.get_layout(%view_80) : !memref_gmem_f32_7762
          %345 = cute.get_shape(%lay_249) : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.shape<"((4,1),(1,1))">
          %e0_142, %e1_103, %e2_69, %e3_57 = cute.get_leaves(%345) : !cute.shape<"((4,1),(1,1))">
          %lay_250 = cute.get_layout(%view_82) : !memref_smem_f32_b0f3
          %346 = cute.get_shape(%lay_250) : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.shape<"((4,1),(1,1))">
          %e0_143, %e1_104, %e2_70, %e3_58 = cute.get_leaves(%346) : !cute.shape<"((4,1),(1,1))">
          %lay_251 = cute.get_layout(%view_80) : !memref_gmem_f32_7762
          %sz_36 = cute.size(%lay_251) <{mode = [1]}> : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.int_tuple<"1">
          %e0_144 = cute.get_leaves(%sz_36) : !cute.int_tuple<"1">
          %lay_252 = cute.get_layout(%view_82) : !memref_smem_f32_b0f3
          %sz_37 = cute.size(%lay_252) <{mode = [1]}> : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.int_tuple<"1">
          %e0_145 = cute.get_leaves(%sz_37) : !cute.int_tuple<"1">
          %lay_253 = cute.get_layout(%view_80) : !memref_gmem_f32_7762
          %347 = cute.get_shape(%lay_253) : (!cute.layout<"((4,1),(1,1)):((1,0),(0,0))">) -> !cute.shape<"((4,1),(1,1))">
          %e0_146, %e1_105, %e2_71, %e3_59 = cute.get_leaves(%347) : !cute.shape<"((4,1),(1,1))">
          %iter_224 = cute.get_iter(%view_80) : !memref_gmem_f32_7762
          %iter_225 = cute.get_iter(%view_82) : !memref_smem_f32_b0f3
          %lay_254 = cute.get_layout(%view_80) : !memref_gmem_f32_7762
          %lay_255 = cute.get_layout(%view_82) : !memref_smem_f32_b0f3
          %348 = cute.static : !cute.layout<"1:0">
          %append_32 = cute.append_to_rank<2> (%lay_254, %348) : !cute.layout<"((4,1),(1,1)):((1,0),(0,0))">, !cute.layout<"1:0">
          %append_33 = cute.append_to_rank<2> (%lay_255, %348) : !cute.layout<"((4,1),(1,1)):((1,0),(0,0))">, !cute.layout<"1:0">
          %lay_256 = cute.make_layout() : !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">
          %lay_257 = cute.make_layout() : !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">
          %iter_226 = cute.get_iter(%view_84) : !memref_rmem_i8_da5a
          %lay_258 = cute.get_layout(%view_84) : !memref_rmem_i8_da5a
          %append_34 = cute.append_to_rank<2> (%lay_258, %348) : !cute.layout<"(1,(1,1)):(1,(1,1))">, !cute.layout<"1:0">
          %lay_259 = cute.make_layout() : !cute.layout<"(1,((1,1))):(1,((1,1)))">
          %sz_38 = cute.size(%lay_256) <{mode = [1]}> : (!cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">) -> !cute.int_tuple<"1">
          %349 = cute.get_scalars(%sz_38) : !cute.int_tuple<"1">
          %c0_i32_6 = arith.constant 0 : i32
          %c1_i32_6 = arith.constant 1 : i32
          scf.for %arg4 = %c0_i32_6 to %349 step %c1_i32_6  : i32 {
            %coord_77 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
            %330 = cute.get_scalars(%coord_77) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_230 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
            %idx_32 = cute.crd2idx(%coord_77, %lay_256) : (!cute.coord<"(_,?)">, !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">) -> !cute.int_tuple<"0">
            %ptr_31 = cute.add_offset(%iter_224, %idx_32) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
            %view_74 = cute.make_view(%ptr_31, %lay_230) : !memref_gmem_f32_0833
            %331 = cute.get_scalars(%coord_77) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_231 = cute.make_layout() : !cute.layout<"((4,1)):((1,0))">
            %idx_33 = cute.crd2idx(%coord_77, %lay_257) : (!cute.coord<"(_,?)">, !cute.layout<"((4,1),((1,1))):((1,0),((0,0)))">) -> !cute.int_tuple<"0">
            %ptr_32 = cute.add_offset(%iter_225, %idx_33) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
            %view_75 = cute.make_view(%ptr_32, %lay_231) : !memref_smem_f32_011b
            %332 = cute.get_scalars(%coord_77) <{only_dynamic}> : !cute.coord<"(_,?)">
            %lay_232 = cute.make_layout() : !cute.layout<"(1):(1)">
            %idx_34 = cute.crd2idx(%coord_77, %lay_259) : (!cute.coord<"(_,?)">, !cute.layout<"(1,((1,1))):(1,((1,1)))">) -> !cute.int_tuple<"?">
            %ptr_33 = cute.add_offset(%iter_226, %idx_34) : (!cute.ptr<i8, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<i8, rmem>
            %view_76 = cute.make_view(%ptr_33, %lay_232) : !memref_rmem_i8_6733
            %iter_201 = cute.get_iter(%view_74) : !memref_gmem_f32_0833
            %iter_202 = cute.get_iter(%view_75) : !memref_smem_f32_011b
            %iter_203 = cute.get_iter(%view_76) : !memref_rmem_i8_6733
            %333 = builtin.unrealized_conversion_cast %iter_203 : !cute.ptr<i8, rmem> to !llvm.ptr
            %334 = llvm.load %333 : !llvm.ptr -> i8
            %335 = llvm.trunc %334 : i8 to i1
            %iter_204 = cute.recast_iter(%iter_201) : !cute.ptr<f32, gmem, align<16>> to !cute.ptr<i128, gmem>
            %iter_205 = cute.recast_iter(%iter_202) : !cute.ptr<f32, smem, align<16>> to !cute.ptr<i128, smem>
            cute_nvgpu.arch.copy.SM80.cp_async(%iter_205 : !cute.ptr<i128, smem>, %iter_204 : !cute.ptr<i128, gmem>, %335 : i1) {cache_mode = <always>}
          } {llvm.loop_annotation = #loop_annotation_0327}
        }
        nvvm.cp.async.commit.group
        %233 = arith.remsi %arg3, %c3_i32 : i32
        %coord_80 = cute.make_coord(%233) : (i32) -> !cute.coord<"(_,_,_,?)">
        %lay_260 = cute.get_layout(%view_61) : !memref_smem_f32_b0ae
        %idx_37 = cute.crd2idx(%coord_80, %lay_260) : (!cute.coord<"(_,_,_,?)">, !cute.layout<"(1,(4,2),8,3):(0,(1,64),132,1056)">) -> !cute.int_tuple<"?{div=1056}">
        %iter_227 = cute.get_iter(%view_61) : !memref_smem_f32_b0ae
        %ptr_36 = cute.add_offset(%iter_227, %idx_37) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=1056}">) -> !cute.ptr<f32, smem, align<16>>
        %view_85 = cute.make_view(%ptr_36) : !memref_smem_f32_d93f
        %iter_119 = cute.get_iter(%view_85) : !memref_smem_f32_d93f
        %iter_228 = cute.get_iter(%view_85) : !memref_smem_f32_d93f
        %coord_81 = cute.make_coord(%233) : (i32) -> !cute.coord<"(_,_,_,?)">
        %lay_261 = cute.get_layout(%view_62) : !memref_smem_f32_a0c0
        %idx_38 = cute.crd2idx(%coord_81, %lay_261) : (!cute.coord<"(_,_,_,?)">, !cute.layout<"(1,(4,2),8,3):(0,(1,64),128,1024)">) -> !cute.int_tuple<"?{div=1024}">
        %iter_229 = cute.get_iter(%view_62) : !memref_smem_f32_a0c0
        %ptr_37 = cute.add_offset(%iter_229, %idx_38) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=1024}">) -> !cute.ptr<f32, smem, align<16>>
        %view_86 = cute.make_view(%ptr_37) : !memref_smem_f32_5ce5
        %iter_95 = cute.get_iter(%view_86) : !memref_smem_f32_5ce5
        %iter_96 = cute.get_iter(%view_86) : !memref_smem_f32_5ce5
        %lay_262 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %sz_39 = cute.size(%lay_262) <{mode = [2]}> : (!cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"8">
        %e0_147 = cute.get_leaves(%sz_39) : !cute.int_tuple<"8">
        %coord_82 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
        %lay_263 = cute.get_layout(%view_85) : !memref_smem_f32_d93f
        %idx_39 = cute.crd2idx(%coord_82, %lay_263) : (!cute.coord<"(_,_,0)">, !cute.layout<"(1,(4,2),8):(0,(1,64),132)">) -> !cute.int_tuple<"0">
        %iter_230 = cute.get_iter(%view_85) : !memref_smem_f32_d93f
        %ptr_38 = cute.add_offset(%iter_230, %idx_39) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
        %view_87 = cute.make_view(%ptr_38) : !memref_smem_f32_070d
        %iter_231 = cute.get_iter(%view_87) : !memref_smem_f32_070d
        %iter_232 = cute.get_iter(%view_87) : !memref_smem_f32_070d
        %coord_83 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
        %lay_264 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_40 = cute.crd2idx(%coord_83, %lay_264) : (!cute.coord<"(_,_,0)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"0">
        %iter_233 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_39 = cute.add_offset(%iter_233, %idx_40) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem>
        %view_88 = cute.make_view(%ptr_39) : !memref_rmem_f32_7d3b
        %iter_234 = cute.get_iter(%view_88) : !memref_rmem_f32_7d3b
        %iter_124 = cute.get_iter(%view_88) : !memref_rmem_f32_7d3b
        %lay_137 = cute.get_layout(%view_87) : !memref_smem_f32_070d
        %234 = cute.get_shape(%lay_137) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_90, %e1_61, %e2_27 = cute.get_leaves(%234) : !cute.shape<"(1,(4,2))">
        %lay_265 = cute.get_layout(%view_88) : !memref_rmem_f32_7d3b
        %235 = cute.get_shape(%lay_265) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_148, %e1_106, %e2_72 = cute.get_leaves(%235) : !cute.shape<"(1,(4,2))">
        %lay_266 = cute.get_layout(%view_87) : !memref_smem_f32_070d
        %lay_267 = cute.get_layout(%view_88) : !memref_rmem_f32_7d3b
        %rinv = cute.right_inverse(%lay_267) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_268 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce = cute.coalesce(%lay_268) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %236 = cute.get_shape(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_149, %e1_107 = cute.get_leaves(%236) : !cute.shape<"(4,2)">
        %251 = cute.get_stride(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_150, %e1_108 = cute.get_leaves(%251) : !cute.stride<"(1,64)">
        %252 = cute.get_shape(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_151, %e1_109 = cute.get_leaves(%252) : !cute.shape<"(4,2)">
        %253 = cute.get_shape(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_152, %e1_110 = cute.get_leaves(%253) : !cute.shape<"(4,2)">
        %lay_141 = cute.make_layout() : !cute.layout<"4:1">
        %lay_269 = cute.make_layout() : !cute.layout<"4:1">
        %sz_40 = cute.size(%lay_269) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_153 = cute.get_leaves(%sz_40) : !cute.int_tuple<"4">
        %lay_270 = cute.get_layout(%view_87) : !memref_smem_f32_070d
        %lay_271 = cute.get_layout(%view_88) : !memref_rmem_f32_7d3b
        %iter_235 = cute.get_iter(%view_87) : !memref_smem_f32_070d
        %view_89 = cute.make_view(%iter_235) : !memref_smem_f32_4985
        %iter_236 = cute.get_iter(%view_89) : !memref_smem_f32_4985
        %iter_237 = cute.get_iter(%view_89) : !memref_smem_f32_4985
        %iter_238 = cute.get_iter(%view_88) : !memref_rmem_f32_7d3b
        %view_90 = cute.make_view(%iter_238) : !memref_rmem_f32_ba8d
        %iter_239 = cute.get_iter(%view_90) : !memref_rmem_f32_ba8d
        %iter_240 = cute.get_iter(%view_90) : !memref_rmem_f32_ba8d
        %shape_47 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_272 = cute.make_layout() : !cute.layout<"4:1">
        %iter_129 = cute.get_iter(%view_89) : !memref_smem_f32_4985
        %view_47 = cute.make_view(%iter_129) : !memref_smem_f32_4985
        %iter_130 = cute.get_iter(%view_47) : !memref_smem_f32_4985
        %iter_131 = cute.get_iter(%view_47) : !memref_smem_f32_4985
        %shape_48 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_273 = cute.make_layout() : !cute.layout<"4:1">
        %iter_241 = cute.get_iter(%view_90) : !memref_rmem_f32_ba8d
        %view_91 = cute.make_view(%iter_241) : !memref_rmem_f32_ba8d
        %iter_242 = cute.get_iter(%view_91) : !memref_rmem_f32_ba8d
        %iter_132 = cute.get_iter(%view_91) : !memref_rmem_f32_ba8d
        %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_243 = cute.get_iter(%view_47) : !memref_smem_f32_4985
        %iter_244 = cute.get_iter(%view_91) : !memref_rmem_f32_ba8d
        %lay_274 = cute.get_layout(%view_47) : !memref_smem_f32_4985
        %lay_275 = cute.get_layout(%view_91) : !memref_rmem_f32_ba8d
        %254 = cute.static : !cute.layout<"1:0">
        %append_35 = cute.append_to_rank<2> (%lay_274, %254) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_36 = cute.append_to_rank<2> (%lay_275, %254) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_276 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_277 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_41 = cute.size(%lay_276) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %255 = cute.get_scalars(%sz_41) : !cute.int_tuple<"2">
        %c0_i32_7 = arith.constant 0 : i32
        %c1_i32_7 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_7 to %255 step %c1_i32_7  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_276) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_243, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_277) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_244, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_84 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
        %lay_149 = cute.get_layout(%view_86) : !memref_smem_f32_5ce5
        %idx_42 = cute.crd2idx(%coord_84, %lay_149) : (!cute.coord<"(_,_,0)">, !cute.layout<"(1,(4,2),8):(0,(1,64),128)">) -> !cute.int_tuple<"0">
        %iter_246 = cute.get_iter(%view_86) : !memref_smem_f32_5ce5
        %ptr_42 = cute.add_offset(%iter_246, %idx_42) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, smem, align<16>>
        %view_94 = cute.make_view(%ptr_42) : !memref_smem_f32_070d
        %iter_247 = cute.get_iter(%view_94) : !memref_smem_f32_070d
        %iter_248 = cute.get_iter(%view_94) : !memref_smem_f32_070d
        %coord_85 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
        %lay_278 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_43 = cute.crd2idx(%coord_85, %lay_278) : (!cute.coord<"(_,_,0)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"0">
        %iter_249 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_43 = cute.add_offset(%iter_249, %idx_43) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem>
        %view_95 = cute.make_view(%ptr_43) : !memref_rmem_f32_7d3b
        %iter_250 = cute.get_iter(%view_95) : !memref_rmem_f32_7d3b
        %iter_251 = cute.get_iter(%view_95) : !memref_rmem_f32_7d3b
        %lay_279 = cute.get_layout(%view_94) : !memref_smem_f32_070d
        %256 = cute.get_shape(%lay_279) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_154, %e1_111, %e2_73 = cute.get_leaves(%256) : !cute.shape<"(1,(4,2))">
        %lay_280 = cute.get_layout(%view_95) : !memref_rmem_f32_7d3b
        %257 = cute.get_shape(%lay_280) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_155, %e1_112, %e2_74 = cute.get_leaves(%257) : !cute.shape<"(1,(4,2))">
        %lay_154 = cute.get_layout(%view_94) : !memref_smem_f32_070d
        %lay_155 = cute.get_layout(%view_95) : !memref_rmem_f32_7d3b
        %rinv_0 = cute.right_inverse(%lay_155) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_281 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_0 = cute.coalesce(%lay_281) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %258 = cute.get_shape(%coalesce_0) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_156, %e1_113 = cute.get_leaves(%258) : !cute.shape<"(4,2)">
        %259 = cute.get_stride(%coalesce_0) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_157, %e1_114 = cute.get_leaves(%259) : !cute.stride<"(1,64)">
        %267 = cute.get_shape(%coalesce_0) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_158, %e1_115 = cute.get_leaves(%267) : !cute.shape<"(4,2)">
        %268 = cute.get_shape(%coalesce_0) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_159, %e1_116 = cute.get_leaves(%268) : !cute.shape<"(4,2)">
        %lay_282 = cute.make_layout() : !cute.layout<"4:1">
        %lay_283 = cute.make_layout() : !cute.layout<"4:1">
        %sz_42 = cute.size(%lay_283) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_160 = cute.get_leaves(%sz_42) : !cute.int_tuple<"4">
        %lay_163 = cute.get_layout(%view_94) : !memref_smem_f32_070d
        %lay_284 = cute.get_layout(%view_95) : !memref_rmem_f32_7d3b
        %iter_144 = cute.get_iter(%view_94) : !memref_smem_f32_070d
        %view_96 = cute.make_view(%iter_144) : !memref_smem_f32_4985
        %iter_252 = cute.get_iter(%view_96) : !memref_smem_f32_4985
        %iter_145 = cute.get_iter(%view_96) : !memref_smem_f32_4985
        %iter_146 = cute.get_iter(%view_95) : !memref_rmem_f32_7d3b
        %view_97 = cute.make_view(%iter_146) : !memref_rmem_f32_ba8d
        %iter_253 = cute.get_iter(%view_97) : !memref_rmem_f32_ba8d
        %iter_254 = cute.get_iter(%view_97) : !memref_rmem_f32_ba8d
        %shape_49 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_285 = cute.make_layout() : !cute.layout<"4:1">
        %iter_255 = cute.get_iter(%view_96) : !memref_smem_f32_4985
        %view_98 = cute.make_view(%iter_255) : !memref_smem_f32_4985
        %iter_149 = cute.get_iter(%view_98) : !memref_smem_f32_4985
        %iter_256 = cute.get_iter(%view_98) : !memref_smem_f32_4985
        %shape_50 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_286 = cute.make_layout() : !cute.layout<"4:1">
        %iter_257 = cute.get_iter(%view_97) : !memref_rmem_f32_ba8d
        %view_99 = cute.make_view(%iter_257) : !memref_rmem_f32_ba8d
        %iter_258 = cute.get_iter(%view_99) : !memref_rmem_f32_ba8d
        %iter_259 = cute.get_iter(%view_99) : !memref_rmem_f32_ba8d
        %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_260 = cute.get_iter(%view_98) : !memref_smem_f32_4985
        %iter_261 = cute.get_iter(%view_99) : !memref_rmem_f32_ba8d
        %lay_167 = cute.get_layout(%view_98) : !memref_smem_f32_4985
        %lay_287 = cute.get_layout(%view_99) : !memref_rmem_f32_ba8d
        %269 = cute.static : !cute.layout<"1:0">
        %append_37 = cute.append_to_rank<2> (%lay_167, %269) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_17 = cute.append_to_rank<2> (%lay_287, %269) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_288 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_289 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_43 = cute.size(%lay_288) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %270 = cute.get_scalars(%sz_43) : !cute.int_tuple<"2">
        %c0_i32_8 = arith.constant 0 : i32
        %c1_i32_8 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_8 to %270 step %c1_i32_8  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_288) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_260, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_289) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_261, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_86 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
        %lay_290 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_44 = cute.crd2idx(%coord_86, %lay_290) : (!cute.coord<"(_,_,0)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"0">
        %iter_262 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_44 = cute.add_offset(%iter_262, %idx_44) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem>
        %view_100 = cute.make_view(%ptr_44) : !memref_rmem_f32_7d3b
        %iter_263 = cute.get_iter(%view_100) : !memref_rmem_f32_7d3b
        %iter_151 = cute.get_iter(%view_100) : !memref_rmem_f32_7d3b
        %coord_87 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
        %lay_291 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_45 = cute.crd2idx(%coord_87, %lay_291) : (!cute.coord<"(_,_,0)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"0">
        %iter_264 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_45 = cute.add_offset(%iter_264, %idx_45) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem>
        %view_101 = cute.make_view(%ptr_45) : !memref_rmem_f32_7d3b
        %iter_265 = cute.get_iter(%view_101) : !memref_rmem_f32_7d3b
        %iter_266 = cute.get_iter(%view_101) : !memref_rmem_f32_7d3b
        %lay_292 = cute.get_layout(%view_100) : !memref_rmem_f32_7d3b
        %271 = cute.get_shape(%lay_292) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_161, %e1_117, %e2_75 = cute.get_leaves(%271) : !cute.shape<"(1,(4,2))">
        %lay_293 = cute.get_layout(%view_101) : !memref_rmem_f32_7d3b
        %272 = cute.get_shape(%lay_293) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_162, %e1_118, %e2_76 = cute.get_leaves(%272) : !cute.shape<"(1,(4,2))">
        %lay_294 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %273 = cute.get_shape(%lay_294) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_163, %e1_119, %e2_77, %e3_60, %e4_6 = cute.get_leaves(%273) : !cute.shape<"(1,(4,2),(4,2))">
        %lay_295 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %274 = cute.get_shape(%lay_295) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_164, %e1_120, %e2_78, %e3_61, %e4_7 = cute.get_leaves(%274) : !cute.shape<"(1,(4,2),(4,2))">
        %iter_158 = cute.get_iter(%view_100) : !memref_rmem_f32_7d3b
        %iter_267 = cute.get_iter(%view_101) : !memref_rmem_f32_7d3b
        %iter_268 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %iter_269 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %lay_296 = cute.get_layout(%view_100) : !memref_rmem_f32_7d3b
        %lay_178 = cute.get_layout(%view_101) : !memref_rmem_f32_7d3b
        %lay_297 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %lay_298 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %275 = cute.static : !cute.layout<"1:0">
        %append_38 = cute.append_to_rank<3> (%lay_296, %275) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %append_39 = cute.append_to_rank<3> (%lay_178, %275) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %sz_44 = cute.size(%append_38) <{mode = [2]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"1">
        %sz_45 = cute.size(%append_38) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %sz_46 = cute.size(%append_39) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %276 = cute.get_scalars(%sz_44) : !cute.int_tuple<"1">
        %277 = cute.get_scalars(%sz_45) : !cute.int_tuple<"8">
        %278 = cute.get_scalars(%sz_46) : !cute.int_tuple<"8">
        %c0_i32_9 = arith.constant 0 : i32
        %c1_i32_9 = arith.constant 1 : i32
        %279 = scf.for %arg4 = %c0_i32_9 to %276 step %c1_i32_9 iter_args(%arg5 = %4) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
          %313 = scf.for %arg6 = %c0_i32_9 to %277 step %c1_i32_9 iter_args(%arg7 = %arg5) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
            %314 = scf.for %arg8 = %c0_i32_9 to %278 step %c1_i32_9 iter_args(%arg9 = %arg7) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
              %coord_75 = cute.make_coord(%arg6, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_88 = cute.make_coord(%arg8, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_89 = cute.make_coord(%arg6, %arg8) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %315:2 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_299 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_46 = cute.crd2idx(%coord_75, %append_38) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_46 = cute.add_offset(%iter_158, %idx_46) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_102 = cute.make_view(%ptr_46, %lay_299) : !memref_rmem_f32_0edd
              %316:2 = cute.get_scalars(%coord_88) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_300 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_47 = cute.crd2idx(%coord_88, %append_39) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_47 = cute.add_offset(%iter_267, %idx_47) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_103 = cute.make_view(%ptr_47, %lay_300) : !memref_rmem_f32_0edd
              %317:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_301 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_48 = cute.crd2idx(%coord_89, %lay_297) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_48 = cute.add_offset(%iter_268, %idx_48) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_104 = cute.make_view(%ptr_48, %lay_301) : !memref_rmem_f32_0edd
              %318:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_302 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_49 = cute.crd2idx(%coord_89, %lay_298) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_49 = cute.add_offset(%iter_269, %idx_49) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_105 = cute.make_view(%ptr_49, %lay_302) : !memref_rmem_f32_0edd
              %319 = cute.memref.load_vec(%view_102) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %320 = cute.memref.load_vec(%view_103) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %321 = cute.memref.load_vec(%view_104) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %322 = math.fma %319, %320, %321 : vector<1xf32>
              cute.memref.store_vec(%322, %view_104) : (vector<1xf32>, !memref_rmem_f32_0edd) -> ()
              scf.yield %arg9 : !mma_f32_f32_f32_1x1x1_9f7f
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %314 : !mma_f32_f32_f32_1x1x1_9f7f
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %313 : !mma_f32_f32_f32_1x1x1_9f7f
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_90 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
        %lay_303 = cute.get_layout(%view_85) : !memref_smem_f32_d93f
        %idx_50 = cute.crd2idx(%coord_90, %lay_303) : (!cute.coord<"(_,_,1)">, !cute.layout<"(1,(4,2),8):(0,(1,64),132)">) -> !cute.int_tuple<"132">
        %iter_270 = cute.get_iter(%view_85) : !memref_smem_f32_d93f
        %ptr_50 = cute.add_offset(%iter_270, %idx_50) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"132">) -> !cute.ptr<f32, smem, align<16>>
        %view_106 = cute.make_view(%ptr_50) : !memref_smem_f32_070d
        %iter_271 = cute.get_iter(%view_106) : !memref_smem_f32_070d
        %iter_272 = cute.get_iter(%view_106) : !memref_smem_f32_070d
        %coord_91 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
        %lay_304 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_51 = cute.crd2idx(%coord_91, %lay_304) : (!cute.coord<"(_,_,1)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"8">
        %iter_273 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_51 = cute.add_offset(%iter_273, %idx_51) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"8">) -> !cute.ptr<f32, rmem>
        %view_107 = cute.make_view(%ptr_51) : !memref_rmem_f32_7d3b
        %iter_274 = cute.get_iter(%view_107) : !memref_rmem_f32_7d3b
        %iter_275 = cute.get_iter(%view_107) : !memref_rmem_f32_7d3b
        %lay_305 = cute.get_layout(%view_106) : !memref_smem_f32_070d
        %260 = cute.get_shape(%lay_305) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_165, %e1_121, %e2_79 = cute.get_leaves(%260) : !cute.shape<"(1,(4,2))">
        %lay_306 = cute.get_layout(%view_107) : !memref_rmem_f32_7d3b
        %261 = cute.get_shape(%lay_306) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_166, %e1_122, %e2_80 = cute.get_leaves(%261) : !cute.shape<"(1,(4,2))">
        %lay_307 = cute.get_layout(%view_106) : !memref_smem_f32_070d
        %lay_186 = cute.get_layout(%view_107) : !memref_rmem_f32_7d3b
        %rinv_1 = cute.right_inverse(%lay_186) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_308 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_1 = cute.coalesce(%lay_308) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %262 = cute.get_shape(%coalesce_1) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_167, %e1_123 = cute.get_leaves(%262) : !cute.shape<"(4,2)">
        %263 = cute.get_stride(%coalesce_1) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_168, %e1_124 = cute.get_leaves(%263) : !cute.stride<"(1,64)">
        %264 = cute.get_shape(%coalesce_1) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_169, %e1_125 = cute.get_leaves(%264) : !cute.shape<"(4,2)">
        %265 = cute.get_shape(%coalesce_1) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_170, %e1_126 = cute.get_leaves(%265) : !cute.shape<"(4,2)">
        %lay_309 = cute.make_layout() : !cute.layout<"4:1">
        %lay_310 = cute.make_layout() : !cute.layout<"4:1">
        %sz_47 = cute.size(%lay_310) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_171 = cute.get_leaves(%sz_47) : !cute.int_tuple<"4">
        %lay_311 = cute.get_layout(%view_106) : !memref_smem_f32_070d
        %lay_312 = cute.get_layout(%view_107) : !memref_rmem_f32_7d3b
        %iter_276 = cute.get_iter(%view_106) : !memref_smem_f32_070d
        %view_108 = cute.make_view(%iter_276) : !memref_smem_f32_4985
        %iter_277 = cute.get_iter(%view_108) : !memref_smem_f32_4985
        %iter_278 = cute.get_iter(%view_108) : !memref_smem_f32_4985
        %iter_139 = cute.get_iter(%view_107) : !memref_rmem_f32_7d3b
        %view_109 = cute.make_view(%iter_139) : !memref_rmem_f32_ba8d
        %iter_141 = cute.get_iter(%view_109) : !memref_rmem_f32_ba8d
        %iter_142 = cute.get_iter(%view_109) : !memref_rmem_f32_ba8d
        %shape_51 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_313 = cute.make_layout() : !cute.layout<"4:1">
        %iter_279 = cute.get_iter(%view_108) : !memref_smem_f32_4985
        %view_110 = cute.make_view(%iter_279) : !memref_smem_f32_4985
        %iter_280 = cute.get_iter(%view_110) : !memref_smem_f32_4985
        %iter_281 = cute.get_iter(%view_110) : !memref_smem_f32_4985
        %shape_52 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_314 = cute.make_layout() : !cute.layout<"4:1">
        %iter_282 = cute.get_iter(%view_109) : !memref_rmem_f32_ba8d
        %view_111 = cute.make_view(%iter_282) : !memref_rmem_f32_ba8d
        %iter_283 = cute.get_iter(%view_111) : !memref_rmem_f32_ba8d
        %iter_284 = cute.get_iter(%view_111) : !memref_rmem_f32_ba8d
        %atom_1 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_285 = cute.get_iter(%view_110) : !memref_smem_f32_4985
        %iter_286 = cute.get_iter(%view_111) : !memref_rmem_f32_ba8d
        %lay_315 = cute.get_layout(%view_110) : !memref_smem_f32_4985
        %lay_316 = cute.get_layout(%view_111) : !memref_rmem_f32_ba8d
        %266 = cute.static : !cute.layout<"1:0">
        %append_40 = cute.append_to_rank<2> (%lay_315, %266) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_41 = cute.append_to_rank<2> (%lay_316, %266) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_317 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_318 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_48 = cute.size(%lay_317) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %350 = cute.get_scalars(%sz_48) : !cute.int_tuple<"2">
        %c0_i32_10 = arith.constant 0 : i32
        %c1_i32_10 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_10 to %350 step %c1_i32_10  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_317) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_285, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_318) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_286, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_92 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
        %lay_319 = cute.get_layout(%view_86) : !memref_smem_f32_5ce5
        %idx_52 = cute.crd2idx(%coord_92, %lay_319) : (!cute.coord<"(_,_,1)">, !cute.layout<"(1,(4,2),8):(0,(1,64),128)">) -> !cute.int_tuple<"128">
        %iter_287 = cute.get_iter(%view_86) : !memref_smem_f32_5ce5
        %ptr_52 = cute.add_offset(%iter_287, %idx_52) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"128">) -> !cute.ptr<f32, smem, align<16>>
        %view_112 = cute.make_view(%ptr_52) : !memref_smem_f32_070d
        %iter_288 = cute.get_iter(%view_112) : !memref_smem_f32_070d
        %iter_289 = cute.get_iter(%view_112) : !memref_smem_f32_070d
        %coord_93 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
        %lay_320 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_53 = cute.crd2idx(%coord_93, %lay_320) : (!cute.coord<"(_,_,1)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"8">
        %iter_290 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_53 = cute.add_offset(%iter_290, %idx_53) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"8">) -> !cute.ptr<f32, rmem>
        %view_113 = cute.make_view(%ptr_53) : !memref_rmem_f32_7d3b
        %iter_291 = cute.get_iter(%view_113) : !memref_rmem_f32_7d3b
        %iter_292 = cute.get_iter(%view_113) : !memref_rmem_f32_7d3b
        %lay_321 = cute.get_layout(%view_112) : !memref_smem_f32_070d
        %351 = cute.get_shape(%lay_321) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_172, %e1_127, %e2_81 = cute.get_leaves(%351) : !cute.shape<"(1,(4,2))">
        %lay_322 = cute.get_layout(%view_113) : !memref_rmem_f32_7d3b
        %352 = cute.get_shape(%lay_322) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_173, %e1_128, %e2_82 = cute.get_leaves(%352) : !cute.shape<"(1,(4,2))">
        %lay_323 = cute.get_layout(%view_112) : !memref_smem_f32_070d
        %lay_324 = cute.get_layout(%view_113) : !memref_rmem_f32_7d3b
        %rinv_2 = cute.right_inverse(%lay_324) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_325 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_2 = cute.coalesce(%lay_325) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %353 = cute.get_shape(%coalesce_2) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_174, %e1_129 = cute.get_leaves(%353) : !cute.shape<"(4,2)">
        %354 = cute.get_stride(%coalesce_2) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_175, %e1_130 = cute.get_leaves(%354) : !cute.stride<"(1,64)">
        %355 = cute.get_shape(%coalesce_2) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_176, %e1_131 = cute.get_leaves(%355) : !cute.shape<"(4,2)">
        %356 = cute.get_shape(%coalesce_2) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_177, %e1_132 = cute.get_leaves(%356) : !cute.shape<"(4,2)">
        %lay_326 = cute.make_layout() : !cute.layout<"4:1">
        %lay_327 = cute.make_layout() : !cute.layout<"4:1">
        %sz_49 = cute.size(%lay_327) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_178 = cute.get_leaves(%sz_49) : !cute.int_tuple<"4">
        %lay_328 = cute.get_layout(%view_112) : !memref_smem_f32_070d
        %lay_329 = cute.get_layout(%view_113) : !memref_rmem_f32_7d3b
        %iter_293 = cute.get_iter(%view_112) : !memref_smem_f32_070d
        %view_114 = cute.make_view(%iter_293) : !memref_smem_f32_4985
        %iter_294 = cute.get_iter(%view_114) : !memref_smem_f32_4985
        %iter_295 = cute.get_iter(%view_114) : !memref_smem_f32_4985
        %iter_296 = cute.get_iter(%view_113) : !memref_rmem_f32_7d3b
        %view_115 = cute.make_view(%iter_296) : !memref_rmem_f32_ba8d
        %iter_297 = cute.get_iter(%view_115) : !memref_rmem_f32_ba8d
        %iter_298 = cute.get_iter(%view_115) : !memref_rmem_f32_ba8d
        %shape_53 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_330 = cute.make_layout() : !cute.layout<"4:1">
        %iter_299 = cute.get_iter(%view_114) : !memref_smem_f32_4985
        %view_116 = cute.make_view(%iter_299) : !memref_smem_f32_4985
        %iter_300 = cute.get_iter(%view_116) : !memref_smem_f32_4985
        %iter_301 = cute.get_iter(%view_116) : !memref_smem_f32_4985
        %shape_54 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_331 = cute.make_layout() : !cute.layout<"4:1">
        %iter_302 = cute.get_iter(%view_115) : !memref_rmem_f32_ba8d
        %view_117 = cute.make_view(%iter_302) : !memref_rmem_f32_ba8d
        %iter_303 = cute.get_iter(%view_117) : !memref_rmem_f32_ba8d
        %iter_304 = cute.get_iter(%view_117) : !memref_rmem_f32_ba8d
        %atom_2 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_305 = cute.get_iter(%view_116) : !memref_smem_f32_4985
        %iter_306 = cute.get_iter(%view_117) : !memref_rmem_f32_ba8d
        %lay_332 = cute.get_layout(%view_116) : !memref_smem_f32_4985
        %lay_333 = cute.get_layout(%view_117) : !memref_rmem_f32_ba8d
        %357 = cute.static : !cute.layout<"1:0">
        %append_42 = cute.append_to_rank<2> (%lay_332, %357) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_43 = cute.append_to_rank<2> (%lay_333, %357) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_334 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_335 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_50 = cute.size(%lay_334) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %358 = cute.get_scalars(%sz_50) : !cute.int_tuple<"2">
        %c0_i32_11 = arith.constant 0 : i32
        %c1_i32_11 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_11 to %358 step %c1_i32_11  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_334) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_305, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_335) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_306, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_94 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
        %lay_336 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_54 = cute.crd2idx(%coord_94, %lay_336) : (!cute.coord<"(_,_,1)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"8">
        %iter_307 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_54 = cute.add_offset(%iter_307, %idx_54) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"8">) -> !cute.ptr<f32, rmem>
        %view_118 = cute.make_view(%ptr_54) : !memref_rmem_f32_7d3b
        %iter_308 = cute.get_iter(%view_118) : !memref_rmem_f32_7d3b
        %iter_309 = cute.get_iter(%view_118) : !memref_rmem_f32_7d3b
        %coord_95 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
        %lay_337 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_55 = cute.crd2idx(%coord_95, %lay_337) : (!cute.coord<"(_,_,1)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"8">
        %iter_310 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_55 = cute.add_offset(%iter_310, %idx_55) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"8">) -> !cute.ptr<f32, rmem>
        %view_119 = cute.make_view(%ptr_55) : !memref_rmem_f32_7d3b
        %iter_311 = cute.get_iter(%view_119) : !memref_rmem_f32_7d3b
        %iter_312 = cute.get_iter(%view_119) : !memref_rmem_f32_7d3b
        %lay_338 = cute.get_layout(%view_118) : !memref_rmem_f32_7d3b
        %359 = cute.get_shape(%lay_338) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_179, %e1_133, %e2_83 = cute.get_leaves(%359) : !cute.shape<"(1,(4,2))">
        %lay_339 = cute.get_layout(%view_119) : !memref_rmem_f32_7d3b
        %360 = cute.get_shape(%lay_339) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_180, %e1_134, %e2_84 = cute.get_leaves(%360) : !cute.shape<"(1,(4,2))">
        %lay_340 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %361 = cute.get_shape(%lay_340) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_181, %e1_135, %e2_85, %e3_62, %e4_8 = cute.get_leaves(%361) : !cute.shape<"(1,(4,2),(4,2))">
        %lay_341 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %362 = cute.get_shape(%lay_341) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_182, %e1_136, %e2_86, %e3_63, %e4_9 = cute.get_leaves(%362) : !cute.shape<"(1,(4,2),(4,2))">
        %iter_313 = cute.get_iter(%view_118) : !memref_rmem_f32_7d3b
        %iter_314 = cute.get_iter(%view_119) : !memref_rmem_f32_7d3b
        %iter_315 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %iter_316 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %lay_342 = cute.get_layout(%view_118) : !memref_rmem_f32_7d3b
        %lay_343 = cute.get_layout(%view_119) : !memref_rmem_f32_7d3b
        %lay_344 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %lay_345 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %363 = cute.static : !cute.layout<"1:0">
        %append_44 = cute.append_to_rank<3> (%lay_342, %363) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %append_45 = cute.append_to_rank<3> (%lay_343, %363) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %sz_51 = cute.size(%append_44) <{mode = [2]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"1">
        %sz_52 = cute.size(%append_44) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %sz_53 = cute.size(%append_45) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %364 = cute.get_scalars(%sz_51) : !cute.int_tuple<"1">
        %365 = cute.get_scalars(%sz_52) : !cute.int_tuple<"8">
        %366 = cute.get_scalars(%sz_53) : !cute.int_tuple<"8">
        %c0_i32_12 = arith.constant 0 : i32
        %c1_i32_12 = arith.constant 1 : i32
        %367 = scf.for %arg4 = %c0_i32_12 to %364 step %c1_i32_12 iter_args(%arg5 = %4) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
          %313 = scf.for %arg6 = %c0_i32_12 to %365 step %c1_i32_12 iter_args(%arg7 = %arg5) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
            %314 = scf.for %arg8 = %c0_i32_12 to %366 step %c1_i32_12 iter_args(%arg9 = %arg7) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
              %coord_75 = cute.make_coord(%arg6, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_88 = cute.make_coord(%arg8, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_89 = cute.make_coord(%arg6, %arg8) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %315:2 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_299 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_46 = cute.crd2idx(%coord_75, %append_44) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_46 = cute.add_offset(%iter_313, %idx_46) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_102 = cute.make_view(%ptr_46, %lay_299) : !memref_rmem_f32_0edd
              %316:2 = cute.get_scalars(%coord_88) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_300 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_47 = cute.crd2idx(%coord_88, %append_45) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_47 = cute.add_offset(%iter_314, %idx_47) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_103 = cute.make_view(%ptr_47, %lay_300) : !memref_rmem_f32_0edd
              %317:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_301 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_48 = cute.crd2idx(%coord_89, %lay_344) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_48 = cute.add_offset(%iter_315, %idx_48) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_104 = cute.make_view(%ptr_48, %lay_301) : !memref_rmem_f32_0edd
              %318:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_302 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_49 = cute.crd2idx(%coord_89, %lay_345) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_49 = cute.add_offset(%iter_316, %idx_49) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_105 = cute.make_view(%ptr_49, %lay_302) : !memref_rmem_f32_0edd
              %319 = cute.memref.load_vec(%view_102) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %320 = cute.memref.load_vec(%view_103) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %321 = cute.memref.load_vec(%view_104) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %322 = math.fma %319, %320, %321 : vector<1xf32>
              cute.memref.store_vec(%322, %view_104) : (vector<1xf32>, !memref_rmem_f32_0edd) -> ()
              scf.yield %arg9 : !mma_f32_f32_f32_1x1x1_9f7f
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %314 : !mma_f32_f32_f32_1x1x1_9f7f
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %313 : !mma_f32_f32_f32_1x1x1_9f7f
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_96 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
        %lay_346 = cute.get_layout(%view_85) : !memref_smem_f32_d93f
        %idx_56 = cute.crd2idx(%coord_96, %lay_346) : (!cute.coord<"(_,_,2)">, !cute.layout<"(1,(4,2),8):(0,(1,64),132)">) -> !cute.int_tuple<"264">
        %iter_317 = cute.get_iter(%view_85) : !memref_smem_f32_d93f
        %ptr_56 = cute.add_offset(%iter_317, %idx_56) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"264">) -> !cute.ptr<f32, smem, align<16>>
        %view_120 = cute.make_view(%ptr_56) : !memref_smem_f32_070d
        %iter_318 = cute.get_iter(%view_120) : !memref_smem_f32_070d
        %iter_319 = cute.get_iter(%view_120) : !memref_smem_f32_070d
        %coord_97 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
        %lay_347 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_57 = cute.crd2idx(%coord_97, %lay_347) : (!cute.coord<"(_,_,2)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"16">
        %iter_320 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_57 = cute.add_offset(%iter_320, %idx_57) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"16">) -> !cute.ptr<f32, rmem>
        %view_121 = cute.make_view(%ptr_57) : !memref_rmem_f32_7d3b
        %iter_321 = cute.get_iter(%view_121) : !memref_rmem_f32_7d3b
        %iter_322 = cute.get_iter(%view_121) : !memref_rmem_f32_7d3b
        %lay_348 = cute.get_layout(%view_120) : !memref_smem_f32_070d
        %368 = cute.get_shape(%lay_348) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_183, %e1_137, %e2_87 = cute.get_leaves(%368) : !cute.shape<"(1,(4,2))">
        %lay_349 = cute.get_layout(%view_121) : !memref_rmem_f32_7d3b
        %369 = cute.get_shape(%lay_349) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_184, %e1_138, %e2_88 = cute.get_leaves(%369) : !cute.shape<"(1,(4,2))">
        %lay_350 = cute.get_layout(%view_120) : !memref_smem_f32_070d
        %lay_351 = cute.get_layout(%view_121) : !memref_rmem_f32_7d3b
        %rinv_3 = cute.right_inverse(%lay_351) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_352 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_3 = cute.coalesce(%lay_352) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %370 = cute.get_shape(%coalesce_3) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_185, %e1_139 = cute.get_leaves(%370) : !cute.shape<"(4,2)">
        %371 = cute.get_stride(%coalesce_3) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_186, %e1_140 = cute.get_leaves(%371) : !cute.stride<"(1,64)">
        %372 = cute.get_shape(%coalesce_3) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_187, %e1_141 = cute.get_leaves(%372) : !cute.shape<"(4,2)">
        %373 = cute.get_shape(%coalesce_3) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_188, %e1_142 = cute.get_leaves(%373) : !cute.shape<"(4,2)">
        %lay_353 = cute.make_layout() : !cute.layout<"4:1">
        %lay_354 = cute.make_layout() : !cute.layout<"4:1">
        %sz_54 = cute.size(%lay_354) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_189 = cute.get_leaves(%sz_54) : !cute.int_tuple<"4">
        %lay_355 = cute.get_layout(%view_120) : !memref_smem_f32_070d
        %lay_356 = cute.get_layout(%view_121) : !memref_rmem_f32_7d3b
        %iter_323 = cute.get_iter(%view_120) : !memref_smem_f32_070d
        %view_122 = cute.make_view(%iter_323) : !memref_smem_f32_4985
        %iter_324 = cute.get_iter(%view_122) : !memref_smem_f32_4985
        %iter_325 = cute.get_iter(%view_122) : !memref_smem_f32_4985
        %iter_326 = cute.get_iter(%view_121) : !memref_rmem_f32_7d3b
        %view_123 = cute.make_view(%iter_326) : !memref_rmem_f32_ba8d
        %iter_327 = cute.get_iter(%view_123) : !memref_rmem_f32_ba8d
        %iter_328 = cute.get_iter(%view_123) : !memref_rmem_f32_ba8d
        %shape_55 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_357 = cute.make_layout() : !cute.layout<"4:1">
        %iter_329 = cute.get_iter(%view_122) : !memref_smem_f32_4985
        %view_124 = cute.make_view(%iter_329) : !memref_smem_f32_4985
        %iter_330 = cute.get_iter(%view_124) : !memref_smem_f32_4985
        %iter_331 = cute.get_iter(%view_124) : !memref_smem_f32_4985
        %shape_56 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_358 = cute.make_layout() : !cute.layout<"4:1">
        %iter_332 = cute.get_iter(%view_123) : !memref_rmem_f32_ba8d
        %view_125 = cute.make_view(%iter_332) : !memref_rmem_f32_ba8d
        %iter_333 = cute.get_iter(%view_125) : !memref_rmem_f32_ba8d
        %iter_334 = cute.get_iter(%view_125) : !memref_rmem_f32_ba8d
        %atom_3 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_335 = cute.get_iter(%view_124) : !memref_smem_f32_4985
        %iter_336 = cute.get_iter(%view_125) : !memref_rmem_f32_ba8d
        %lay_359 = cute.get_layout(%view_124) : !memref_smem_f32_4985
        %lay_360 = cute.get_layout(%view_125) : !memref_rmem_f32_ba8d
        %374 = cute.static : !cute.layout<"1:0">
        %append_46 = cute.append_to_rank<2> (%lay_359, %374) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_47 = cute.append_to_rank<2> (%lay_360, %374) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_361 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_362 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_55 = cute.size(%lay_361) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %375 = cute.get_scalars(%sz_55) : !cute.int_tuple<"2">
        %c0_i32_13 = arith.constant 0 : i32
        %c1_i32_13 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_13 to %375 step %c1_i32_13  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_361) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_335, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_362) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_336, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_98 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
        %lay_363 = cute.get_layout(%view_86) : !memref_smem_f32_5ce5
        %idx_58 = cute.crd2idx(%coord_98, %lay_363) : (!cute.coord<"(_,_,2)">, !cute.layout<"(1,(4,2),8):(0,(1,64),128)">) -> !cute.int_tuple<"256">
        %iter_337 = cute.get_iter(%view_86) : !memref_smem_f32_5ce5
        %ptr_58 = cute.add_offset(%iter_337, %idx_58) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"256">) -> !cute.ptr<f32, smem, align<16>>
        %view_126 = cute.make_view(%ptr_58) : !memref_smem_f32_070d
        %iter_338 = cute.get_iter(%view_126) : !memref_smem_f32_070d
        %iter_339 = cute.get_iter(%view_126) : !memref_smem_f32_070d
        %coord_99 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
        %lay_364 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_59 = cute.crd2idx(%coord_99, %lay_364) : (!cute.coord<"(_,_,2)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"16">
        %iter_340 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_59 = cute.add_offset(%iter_340, %idx_59) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"16">) -> !cute.ptr<f32, rmem>
        %view_127 = cute.make_view(%ptr_59) : !memref_rmem_f32_7d3b
        %iter_341 = cute.get_iter(%view_127) : !memref_rmem_f32_7d3b
        %iter_342 = cute.get_iter(%view_127) : !memref_rmem_f32_7d3b
        %lay_365 = cute.get_layout(%view_126) : !memref_smem_f32_070d
        %376 = cute.get_shape(%lay_365) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_190, %e1_143, %e2_89 = cute.get_leaves(%376) : !cute.shape<"(1,(4,2))">
        %lay_366 = cute.get_layout(%view_127) : !memref_rmem_f32_7d3b
        %377 = cute.get_shape(%lay_366) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_191, %e1_144, %e2_90 = cute.get_leaves(%377) : !cute.shape<"(1,(4,2))">
        %lay_367 = cute.get_layout(%view_126) : !memref_smem_f32_070d
        %lay_368 = cute.get_layout(%view_127) : !memref_rmem_f32_7d3b
        %rinv_4 = cute.right_inverse(%lay_368) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_369 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_4 = cute.coalesce(%lay_369) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %378 = cute.get_shape(%coalesce_4) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_192, %e1_145 = cute.get_leaves(%378) : !cute.shape<"(4,2)">
        %379 = cute.get_stride(%coalesce_4) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_193, %e1_146 = cute.get_leaves(%379) : !cute.stride<"(1,64)">
        %380 = cute.get_shape(%coalesce_4) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_194, %e1_147 = cute.get_leaves(%380) : !cute.shape<"(4,2)">
        %381 = cute.get_shape(%coalesce_4) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_195, %e1_148 = cute.get_leaves(%381) : !cute.shape<"(4,2)">
        %lay_370 = cute.make_layout() : !cute.layout<"4:1">
        %lay_371 = cute.make_layout() : !cute.layout<"4:1">
        %sz_56 = cute.size(%lay_371) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_196 = cute.get_leaves(%sz_56) : !cute.int_tuple<"4">
        %lay_372 = cute.get_layout(%view_126) : !memref_smem_f32_070d
        %lay_373 = cute.get_layout(%view_127) : !memref_rmem_f32_7d3b
        %iter_343 = cute.get_iter(%view_126) : !memref_smem_f32_070d
        %view_128 = cute.make_view(%iter_343) : !memref_smem_f32_4985
        %iter_344 = cute.get_iter(%view_128) : !memref_smem_f32_4985
        %iter_345 = cute.get_iter(%view_128) : !memref_smem_f32_4985
        %iter_346 = cute.get_iter(%view_127) : !memref_rmem_f32_7d3b
        %view_129 = cute.make_view(%iter_346) : !memref_rmem_f32_ba8d
        %iter_347 = cute.get_iter(%view_129) : !memref_rmem_f32_ba8d
        %iter_348 = cute.get_iter(%view_129) : !memref_rmem_f32_ba8d
        %shape_57 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_374 = cute.make_layout() : !cute.layout<"4:1">
        %iter_349 = cute.get_iter(%view_128) : !memref_smem_f32_4985
        %view_130 = cute.make_view(%iter_349) : !memref_smem_f32_4985
        %iter_350 = cute.get_iter(%view_130) : !memref_smem_f32_4985
        %iter_351 = cute.get_iter(%view_130) : !memref_smem_f32_4985
        %shape_58 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_375 = cute.make_layout() : !cute.layout<"4:1">
        %iter_352 = cute.get_iter(%view_129) : !memref_rmem_f32_ba8d
        %view_131 = cute.make_view(%iter_352) : !memref_rmem_f32_ba8d
        %iter_353 = cute.get_iter(%view_131) : !memref_rmem_f32_ba8d
        %iter_354 = cute.get_iter(%view_131) : !memref_rmem_f32_ba8d
        %atom_4 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_355 = cute.get_iter(%view_130) : !memref_smem_f32_4985
        %iter_356 = cute.get_iter(%view_131) : !memref_rmem_f32_ba8d
        %lay_376 = cute.get_layout(%view_130) : !memref_smem_f32_4985
        %lay_377 = cute.get_layout(%view_131) : !memref_rmem_f32_ba8d
        %382 = cute.static : !cute.layout<"1:0">
        %append_48 = cute.append_to_rank<2> (%lay_376, %382) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_49 = cute.append_to_rank<2> (%lay_377, %382) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_378 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_379 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_57 = cute.size(%lay_378) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %383 = cute.get_scalars(%sz_57) : !cute.int_tuple<"2">
        %c0_i32_14 = arith.constant 0 : i32
        %c1_i32_14 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_14 to %383 step %c1_i32_14  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_378) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_355, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_379) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_356, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_100 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
        %lay_380 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_60 = cute.crd2idx(%coord_100, %lay_380) : (!cute.coord<"(_,_,2)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"16">
        %iter_357 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_60 = cute.add_offset(%iter_357, %idx_60) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"16">) -> !cute.ptr<f32, rmem>
        %view_132 = cute.make_view(%ptr_60) : !memref_rmem_f32_7d3b
        %iter_358 = cute.get_iter(%view_132) : !memref_rmem_f32_7d3b
        %iter_359 = cute.get_iter(%view_132) : !memref_rmem_f32_7d3b
        %coord_101 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
        %lay_381 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_61 = cute.crd2idx(%coord_101, %lay_381) : (!cute.coord<"(_,_,2)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"16">
        %iter_360 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_61 = cute.add_offset(%iter_360, %idx_61) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"16">) -> !cute.ptr<f32, rmem>
        %view_133 = cute.make_view(%ptr_61) : !memref_rmem_f32_7d3b
        %iter_361 = cute.get_iter(%view_133) : !memref_rmem_f32_7d3b
        %iter_362 = cute.get_iter(%view_133) : !memref_rmem_f32_7d3b
        %lay_382 = cute.get_layout(%view_132) : !memref_rmem_f32_7d3b
        %384 = cute.get_shape(%lay_382) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_197, %e1_149, %e2_91 = cute.get_leaves(%384) : !cute.shape<"(1,(4,2))">
        %lay_383 = cute.get_layout(%view_133) : !memref_rmem_f32_7d3b
        %385 = cute.get_shape(%lay_383) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_198, %e1_150, %e2_92 = cute.get_leaves(%385) : !cute.shape<"(1,(4,2))">
        %lay_384 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %386 = cute.get_shape(%lay_384) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_199, %e1_151, %e2_93, %e3_64, %e4_10 = cute.get_leaves(%386) : !cute.shape<"(1,(4,2),(4,2))">
        %lay_385 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %387 = cute.get_shape(%lay_385) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_200, %e1_152, %e2_94, %e3_65, %e4_11 = cute.get_leaves(%387) : !cute.shape<"(1,(4,2),(4,2))">
        %iter_363 = cute.get_iter(%view_132) : !memref_rmem_f32_7d3b
        %iter_364 = cute.get_iter(%view_133) : !memref_rmem_f32_7d3b
        %iter_365 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %iter_366 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %lay_386 = cute.get_layout(%view_132) : !memref_rmem_f32_7d3b
        %lay_387 = cute.get_layout(%view_133) : !memref_rmem_f32_7d3b
        %lay_388 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %lay_389 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %388 = cute.static : !cute.layout<"1:0">
        %append_50 = cute.append_to_rank<3> (%lay_386, %388) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %append_51 = cute.append_to_rank<3> (%lay_387, %388) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %sz_58 = cute.size(%append_50) <{mode = [2]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"1">
        %sz_59 = cute.size(%append_50) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %sz_60 = cute.size(%append_51) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %389 = cute.get_scalars(%sz_58) : !cute.int_tuple<"1">
        %390 = cute.get_scalars(%sz_59) : !cute.int_tuple<"8">
        %391 = cute.get_scalars(%sz_60) : !cute.int_tuple<"8">
        %c0_i32_15 = arith.constant 0 : i32
        %c1_i32_15 = arith.constant 1 : i32
        %392 = scf.for %arg4 = %c0_i32_15 to %389 step %c1_i32_15 iter_args(%arg5 = %4) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
          %313 = scf.for %arg6 = %c0_i32_15 to %390 step %c1_i32_15 iter_args(%arg7 = %arg5) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
            %314 = scf.for %arg8 = %c0_i32_15 to %391 step %c1_i32_15 iter_args(%arg9 = %arg7) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
              %coord_75 = cute.make_coord(%arg6, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_88 = cute.make_coord(%arg8, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_89 = cute.make_coord(%arg6, %arg8) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %315:2 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_299 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_46 = cute.crd2idx(%coord_75, %append_50) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_46 = cute.add_offset(%iter_363, %idx_46) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_102 = cute.make_view(%ptr_46, %lay_299) : !memref_rmem_f32_0edd
              %316:2 = cute.get_scalars(%coord_88) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_300 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_47 = cute.crd2idx(%coord_88, %append_51) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_47 = cute.add_offset(%iter_364, %idx_47) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_103 = cute.make_view(%ptr_47, %lay_300) : !memref_rmem_f32_0edd
              %317:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_301 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_48 = cute.crd2idx(%coord_89, %lay_388) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_48 = cute.add_offset(%iter_365, %idx_48) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_104 = cute.make_view(%ptr_48, %lay_301) : !memref_rmem_f32_0edd
              %318:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_302 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_49 = cute.crd2idx(%coord_89, %lay_389) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_49 = cute.add_offset(%iter_366, %idx_49) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_105 = cute.make_view(%ptr_49, %lay_302) : !memref_rmem_f32_0edd
              %319 = cute.memref.load_vec(%view_102) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %320 = cute.memref.load_vec(%view_103) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %321 = cute.memref.load_vec(%view_104) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %322 = math.fma %319, %320, %321 : vector<1xf32>
              cute.memref.store_vec(%322, %view_104) : (vector<1xf32>, !memref_rmem_f32_0edd) -> ()
              scf.yield %arg9 : !mma_f32_f32_f32_1x1x1_9f7f
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %314 : !mma_f32_f32_f32_1x1x1_9f7f
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %313 : !mma_f32_f32_f32_1x1x1_9f7f
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_102 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
        %lay_390 = cute.get_layout(%view_85) : !memref_smem_f32_d93f
        %idx_62 = cute.crd2idx(%coord_102, %lay_390) : (!cute.coord<"(_,_,3)">, !cute.layout<"(1,(4,2),8):(0,(1,64),132)">) -> !cute.int_tuple<"396">
        %iter_367 = cute.get_iter(%view_85) : !memref_smem_f32_d93f
        %ptr_62 = cute.add_offset(%iter_367, %idx_62) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"396">) -> !cute.ptr<f32, smem, align<16>>
        %view_134 = cute.make_view(%ptr_62) : !memref_smem_f32_070d
        %iter_368 = cute.get_iter(%view_134) : !memref_smem_f32_070d
        %iter_369 = cute.get_iter(%view_134) : !memref_smem_f32_070d
        %coord_103 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
        %lay_391 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_63 = cute.crd2idx(%coord_103, %lay_391) : (!cute.coord<"(_,_,3)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"24">
        %iter_370 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_63 = cute.add_offset(%iter_370, %idx_63) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"24">) -> !cute.ptr<f32, rmem>
        %view_135 = cute.make_view(%ptr_63) : !memref_rmem_f32_7d3b
        %iter_371 = cute.get_iter(%view_135) : !memref_rmem_f32_7d3b
        %iter_372 = cute.get_iter(%view_135) : !memref_rmem_f32_7d3b
        %lay_392 = cute.get_layout(%view_134) : !memref_smem_f32_070d
        %393 = cute.get_shape(%lay_392) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_201, %e1_153, %e2_95 = cute.get_leaves(%393) : !cute.shape<"(1,(4,2))">
        %lay_393 = cute.get_layout(%view_135) : !memref_rmem_f32_7d3b
        %394 = cute.get_shape(%lay_393) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_202, %e1_154, %e2_96 = cute.get_leaves(%394) : !cute.shape<"(1,(4,2))">
        %lay_394 = cute.get_layout(%view_134) : !memref_smem_f32_070d
        %lay_395 = cute.get_layout(%view_135) : !memref_rmem_f32_7d3b
        %rinv_5 = cute.right_inverse(%lay_395) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_396 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_5 = cute.coalesce(%lay_396) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %395 = cute.get_shape(%coalesce_5) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_203, %e1_155 = cute.get_leaves(%395) : !cute.shape<"(4,2)">
        %396 = cute.get_stride(%coalesce_5) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_204, %e1_156 = cute.get_leaves(%396) : !cute.stride<"(1,64)">
        %397 = cute.get_shape(%coalesce_5) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_205, %e1_157 = cute.get_leaves(%397) : !cute.shape<"(4,2)">
        %398 = cute.get_shape(%coalesce_5) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_206, %e1_158 = cute.get_leaves(%398) : !cute.shape<"(4,2)">
        %lay_397 = cute.make_layout() : !cute.layout<"4:1">
        %lay_398 = cute.make_layout() : !cute.layout<"4:1">
        %sz_61 = cute.size(%lay_398) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_207 = cute.get_leaves(%sz_61) : !cute.int_tuple<"4">
        %lay_399 = cute.get_layout(%view_134) : !memref_smem_f32_070d
        %lay_400 = cute.get_layout(%view_135) : !memref_rmem_f32_7d3b
        %iter_373 = cute.get_iter(%view_134) : !memref_smem_f32_070d
        %view_136 = cute.make_view(%iter_373) : !memref_smem_f32_4985
        %iter_374 = cute.get_iter(%view_136) : !memref_smem_f32_4985
        %iter_375 = cute.get_iter(%view_136) : !memref_smem_f32_4985
        %iter_376 = cute.get_iter(%view_135) : !memref_rmem_f32_7d3b
        %view_137 = cute.make_view(%iter_376) : !memref_rmem_f32_ba8d
        %iter_377 = cute.get_iter(%view_137) : !memref_rmem_f32_ba8d
        %iter_378 = cute.get_iter(%view_137) : !memref_rmem_f32_ba8d
        %shape_59 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_401 = cute.make_layout() : !cute.layout<"4:1">
        %iter_379 = cute.get_iter(%view_136) : !memref_smem_f32_4985
        %view_138 = cute.make_view(%iter_379) : !memref_smem_f32_4985
        %iter_380 = cute.get_iter(%view_138) : !memref_smem_f32_4985
        %iter_381 = cute.get_iter(%view_138) : !memref_smem_f32_4985
        %shape_60 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_402 = cute.make_layout() : !cute.layout<"4:1">
        %iter_382 = cute.get_iter(%view_137) : !memref_rmem_f32_ba8d
        %view_139 = cute.make_view(%iter_382) : !memref_rmem_f32_ba8d
        %iter_383 = cute.get_iter(%view_139) : !memref_rmem_f32_ba8d
        %iter_384 = cute.get_iter(%view_139) : !memref_rmem_f32_ba8d
        %atom_5 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_385 = cute.get_iter(%view_138) : !memref_smem_f32_4985
        %iter_386 = cute.get_iter(%view_139) : !memref_rmem_f32_ba8d
        %lay_403 = cute.get_layout(%view_138) : !memref_smem_f32_4985
        %lay_404 = cute.get_layout(%view_139) : !memref_rmem_f32_ba8d
        %399 = cute.static : !cute.layout<"1:0">
        %append_52 = cute.append_to_rank<2> (%lay_403, %399) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_53 = cute.append_to_rank<2> (%lay_404, %399) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_405 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_406 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_62 = cute.size(%lay_405) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %400 = cute.get_scalars(%sz_62) : !cute.int_tuple<"2">
        %c0_i32_16 = arith.constant 0 : i32
        %c1_i32_16 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_16 to %400 step %c1_i32_16  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_405) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_385, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_406) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_386, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_104 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
        %lay_407 = cute.get_layout(%view_86) : !memref_smem_f32_5ce5
        %idx_64 = cute.crd2idx(%coord_104, %lay_407) : (!cute.coord<"(_,_,3)">, !cute.layout<"(1,(4,2),8):(0,(1,64),128)">) -> !cute.int_tuple<"384">
        %iter_387 = cute.get_iter(%view_86) : !memref_smem_f32_5ce5
        %ptr_64 = cute.add_offset(%iter_387, %idx_64) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"384">) -> !cute.ptr<f32, smem, align<16>>
        %view_140 = cute.make_view(%ptr_64) : !memref_smem_f32_070d
        %iter_388 = cute.get_iter(%view_140) : !memref_smem_f32_070d
        %iter_389 = cute.get_iter(%view_140) : !memref_smem_f32_070d
        %coord_105 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
        %lay_408 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_65 = cute.crd2idx(%coord_105, %lay_408) : (!cute.coord<"(_,_,3)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"24">
        %iter_390 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_65 = cute.add_offset(%iter_390, %idx_65) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"24">) -> !cute.ptr<f32, rmem>
        %view_141 = cute.make_view(%ptr_65) : !memref_rmem_f32_7d3b
        %iter_391 = cute.get_iter(%view_141) : !memref_rmem_f32_7d3b
        %iter_392 = cute.get_iter(%view_141) : !memref_rmem_f32_7d3b
        %lay_409 = cute.get_layout(%view_140) : !memref_smem_f32_070d
        %401 = cute.get_shape(%lay_409) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_208, %e1_159, %e2_97 = cute.get_leaves(%401) : !cute.shape<"(1,(4,2))">
        %lay_410 = cute.get_layout(%view_141) : !memref_rmem_f32_7d3b
        %402 = cute.get_shape(%lay_410) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_209, %e1_160, %e2_98 = cute.get_leaves(%402) : !cute.shape<"(1,(4,2))">
        %lay_411 = cute.get_layout(%view_140) : !memref_smem_f32_070d
        %lay_412 = cute.get_layout(%view_141) : !memref_rmem_f32_7d3b
        %rinv_6 = cute.right_inverse(%lay_412) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_413 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_6 = cute.coalesce(%lay_413) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %403 = cute.get_shape(%coalesce_6) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_210, %e1_161 = cute.get_leaves(%403) : !cute.shape<"(4,2)">
        %404 = cute.get_stride(%coalesce_6) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_211, %e1_162 = cute.get_leaves(%404) : !cute.stride<"(1,64)">
        %405 = cute.get_shape(%coalesce_6) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_212, %e1_163 = cute.get_leaves(%405) : !cute.shape<"(4,2)">
        %406 = cute.get_shape(%coalesce_6) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_213, %e1_164 = cute.get_leaves(%406) : !cute.shape<"(4,2)">
        %lay_414 = cute.make_layout() : !cute.layout<"4:1">
        %lay_415 = cute.make_layout() : !cute.layout<"4:1">
        %sz_63 = cute.size(%lay_415) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_214 = cute.get_leaves(%sz_63) : !cute.int_tuple<"4">
        %lay_416 = cute.get_layout(%view_140) : !memref_smem_f32_070d
        %lay_417 = cute.get_layout(%view_141) : !memref_rmem_f32_7d3b
        %iter_393 = cute.get_iter(%view_140) : !memref_smem_f32_070d
        %view_142 = cute.make_view(%iter_393) : !memref_smem_f32_4985
        %iter_394 = cute.get_iter(%view_142) : !memref_smem_f32_4985
        %iter_395 = cute.get_iter(%view_142) : !memref_smem_f32_4985
        %iter_396 = cute.get_iter(%view_141) : !memref_rmem_f32_7d3b
        %view_143 = cute.make_view(%iter_396) : !memref_rmem_f32_ba8d
        %iter_397 = cute.get_iter(%view_143) : !memref_rmem_f32_ba8d
        %iter_398 = cute.get_iter(%view_143) : !memref_rmem_f32_ba8d
        %shape_61 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_418 = cute.make_layout() : !cute.layout<"4:1">
        %iter_399 = cute.get_iter(%view_142) : !memref_smem_f32_4985
        %view_144 = cute.make_view(%iter_399) : !memref_smem_f32_4985
        %iter_400 = cute.get_iter(%view_144) : !memref_smem_f32_4985
        %iter_401 = cute.get_iter(%view_144) : !memref_smem_f32_4985
        %shape_62 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_419 = cute.make_layout() : !cute.layout<"4:1">
        %iter_402 = cute.get_iter(%view_143) : !memref_rmem_f32_ba8d
        %view_145 = cute.make_view(%iter_402) : !memref_rmem_f32_ba8d
        %iter_403 = cute.get_iter(%view_145) : !memref_rmem_f32_ba8d
        %iter_404 = cute.get_iter(%view_145) : !memref_rmem_f32_ba8d
        %atom_6 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_405 = cute.get_iter(%view_144) : !memref_smem_f32_4985
        %iter_406 = cute.get_iter(%view_145) : !memref_rmem_f32_ba8d
        %lay_420 = cute.get_layout(%view_144) : !memref_smem_f32_4985
        %lay_421 = cute.get_layout(%view_145) : !memref_rmem_f32_ba8d
        %407 = cute.static : !cute.layout<"1:0">
        %append_54 = cute.append_to_rank<2> (%lay_420, %407) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_55 = cute.append_to_rank<2> (%lay_421, %407) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_422 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_423 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_64 = cute.size(%lay_422) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %408 = cute.get_scalars(%sz_64) : !cute.int_tuple<"2">
        %c0_i32_17 = arith.constant 0 : i32
        %c1_i32_17 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_17 to %408 step %c1_i32_17  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_422) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_405, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_423) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_406, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_106 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
        %lay_424 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_66 = cute.crd2idx(%coord_106, %lay_424) : (!cute.coord<"(_,_,3)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"24">
        %iter_407 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_66 = cute.add_offset(%iter_407, %idx_66) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"24">) -> !cute.ptr<f32, rmem>
        %view_146 = cute.make_view(%ptr_66) : !memref_rmem_f32_7d3b
        %iter_408 = cute.get_iter(%view_146) : !memref_rmem_f32_7d3b
        %iter_409 = cute.get_iter(%view_146) : !memref_rmem_f32_7d3b
        %coord_107 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
        %lay_425 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_67 = cute.crd2idx(%coord_107, %lay_425) : (!cute.coord<"(_,_,3)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"24">
        %iter_410 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_67 = cute.add_offset(%iter_410, %idx_67) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"24">) -> !cute.ptr<f32, rmem>
        %view_147 = cute.make_view(%ptr_67) : !memref_rmem_f32_7d3b
        %iter_411 = cute.get_iter(%view_147) : !memref_rmem_f32_7d3b
        %iter_412 = cute.get_iter(%view_147) : !memref_rmem_f32_7d3b
        %lay_426 = cute.get_layout(%view_146) : !memref_rmem_f32_7d3b
        %409 = cute.get_shape(%lay_426) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_215, %e1_165, %e2_99 = cute.get_leaves(%409) : !cute.shape<"(1,(4,2))">
        %lay_427 = cute.get_layout(%view_147) : !memref_rmem_f32_7d3b
        %410 = cute.get_shape(%lay_427) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_216, %e1_166, %e2_100 = cute.get_leaves(%410) : !cute.shape<"(1,(4,2))">
        %lay_428 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %411 = cute.get_shape(%lay_428) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_217, %e1_167, %e2_101, %e3_66, %e4_12 = cute.get_leaves(%411) : !cute.shape<"(1,(4,2),(4,2))">
        %lay_429 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %412 = cute.get_shape(%lay_429) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_218, %e1_168, %e2_102, %e3_67, %e4_13 = cute.get_leaves(%412) : !cute.shape<"(1,(4,2),(4,2))">
        %iter_413 = cute.get_iter(%view_146) : !memref_rmem_f32_7d3b
        %iter_414 = cute.get_iter(%view_147) : !memref_rmem_f32_7d3b
        %iter_415 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %iter_416 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %lay_430 = cute.get_layout(%view_146) : !memref_rmem_f32_7d3b
        %lay_431 = cute.get_layout(%view_147) : !memref_rmem_f32_7d3b
        %lay_432 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %lay_433 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %413 = cute.static : !cute.layout<"1:0">
        %append_56 = cute.append_to_rank<3> (%lay_430, %413) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %append_57 = cute.append_to_rank<3> (%lay_431, %413) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %sz_65 = cute.size(%append_56) <{mode = [2]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"1">
        %sz_66 = cute.size(%append_56) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %sz_67 = cute.size(%append_57) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %414 = cute.get_scalars(%sz_65) : !cute.int_tuple<"1">
        %415 = cute.get_scalars(%sz_66) : !cute.int_tuple<"8">
        %416 = cute.get_scalars(%sz_67) : !cute.int_tuple<"8">
        %c0_i32_18 = arith.constant 0 : i32
        %c1_i32_18 = arith.constant 1 : i32
        %417 = scf.for %arg4 = %c0_i32_18 to %414 step %c1_i32_18 iter_args(%arg5 = %4) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
          %313 = scf.for %arg6 = %c0_i32_18 to %415 step %c1_i32_18 iter_args(%arg7 = %arg5) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
            %314 = scf.for %arg8 = %c0_i32_18 to %416 step %c1_i32_18 iter_args(%arg9 = %arg7) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
              %coord_75 = cute.make_coord(%arg6, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_88 = cute.make_coord(%arg8, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_89 = cute.make_coord(%arg6, %arg8) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %315:2 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_299 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_46 = cute.crd2idx(%coord_75, %append_56) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_46 = cute.add_offset(%iter_413, %idx_46) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_102 = cute.make_view(%ptr_46, %lay_299) : !memref_rmem_f32_0edd
              %316:2 = cute.get_scalars(%coord_88) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_300 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_47 = cute.crd2idx(%coord_88, %append_57) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_47 = cute.add_offset(%iter_414, %idx_47) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_103 = cute.make_view(%ptr_47, %lay_300) : !memref_rmem_f32_0edd
              %317:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_301 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_48 = cute.crd2idx(%coord_89, %lay_432) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_48 = cute.add_offset(%iter_415, %idx_48) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_104 = cute.make_view(%ptr_48, %lay_301) : !memref_rmem_f32_0edd
              %318:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_302 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_49 = cute.crd2idx(%coord_89, %lay_433) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_49 = cute.add_offset(%iter_416, %idx_49) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_105 = cute.make_view(%ptr_49, %lay_302) : !memref_rmem_f32_0edd
              %319 = cute.memref.load_vec(%view_102) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %320 = cute.memref.load_vec(%view_103) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %321 = cute.memref.load_vec(%view_104) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %322 = math.fma %319, %320, %321 : vector<1xf32>
              cute.memref.store_vec(%322, %view_104) : (vector<1xf32>, !memref_rmem_f32_0edd) -> ()
              scf.yield %arg9 : !mma_f32_f32_f32_1x1x1_9f7f
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %314 : !mma_f32_f32_f32_1x1x1_9f7f
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %313 : !mma_f32_f32_f32_1x1x1_9f7f
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_108 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
        %lay_434 = cute.get_layout(%view_85) : !memref_smem_f32_d93f
        %idx_68 = cute.crd2idx(%coord_108, %lay_434) : (!cute.coord<"(_,_,4)">, !cute.layout<"(1,(4,2),8):(0,(1,64),132)">) -> !cute.int_tuple<"528">
        %iter_417 = cute.get_iter(%view_85) : !memref_smem_f32_d93f
        %ptr_68 = cute.add_offset(%iter_417, %idx_68) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"528">) -> !cute.ptr<f32, smem, align<16>>
        %view_148 = cute.make_view(%ptr_68) : !memref_smem_f32_070d
        %iter_418 = cute.get_iter(%view_148) : !memref_smem_f32_070d
        %iter_419 = cute.get_iter(%view_148) : !memref_smem_f32_070d
        %coord_109 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
        %lay_435 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_69 = cute.crd2idx(%coord_109, %lay_435) : (!cute.coord<"(_,_,4)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"32">
        %iter_420 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_69 = cute.add_offset(%iter_420, %idx_69) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"32">) -> !cute.ptr<f32, rmem>
        %view_149 = cute.make_view(%ptr_69) : !memref_rmem_f32_7d3b
        %iter_421 = cute.get_iter(%view_149) : !memref_rmem_f32_7d3b
        %iter_422 = cute.get_iter(%view_149) : !memref_rmem_f32_7d3b
        %lay_436 = cute.get_layout(%view_148) : !memref_smem_f32_070d
        %418 = cute.get_shape(%lay_436) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_219, %e1_169, %e2_103 = cute.get_leaves(%418) : !cute.shape<"(1,(4,2))">
        %lay_437 = cute.get_layout(%view_149) : !memref_rmem_f32_7d3b
        %419 = cute.get_shape(%lay_437) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_220, %e1_170, %e2_104 = cute.get_leaves(%419) : !cute.shape<"(1,(4,2))">
        %lay_438 = cute.get_layout(%view_148) : !memref_smem_f32_070d
        %lay_439 = cute.get_layout(%view_149) : !memref_rmem_f32_7d3b
        %rinv_7 = cute.right_inverse(%lay_439) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_440 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_7 = cute.coalesce(%lay_440) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %420 = cute.get_shape(%coalesce_7) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_221, %e1_171 = cute.get_leaves(%420) : !cute.shape<"(4,2)">
        %421 = cute.get_stride(%coalesce_7) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_222, %e1_172 = cute.get_leaves(%421) : !cute.stride<"(1,64)">
        %422 = cute.get_shape(%coalesce_7) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_223, %e1_173 = cute.get_leaves(%422) : !cute.shape<"(4,2)">
        %423 = cute.get_shape(%coalesce_7) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_224, %e1_174 = cute.get_leaves(%423) : !cute.shape<"(4,2)">
        %lay_441 = cute.make_layout() : !cute.layout<"4:1">
        %lay_442 = cute.make_layout() : !cute.layout<"4:1">
        %sz_68 = cute.size(%lay_442) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_225 = cute.get_leaves(%sz_68) : !cute.int_tuple<"4">
        %lay_443 = cute.get_layout(%view_148) : !memref_smem_f32_070d
        %lay_444 = cute.get_layout(%view_149) : !memref_rmem_f32_7d3b
        %iter_423 = cute.get_iter(%view_148) : !memref_smem_f32_070d
        %view_150 = cute.make_view(%iter_423) : !memref_smem_f32_4985
        %iter_424 = cute.get_iter(%view_150) : !memref_smem_f32_4985
        %iter_425 = cute.get_iter(%view_150) : !memref_smem_f32_4985
        %iter_426 = cute.get_iter(%view_149) : !memref_rmem_f32_7d3b
        %view_151 = cute.make_view(%iter_426) : !memref_rmem_f32_ba8d
        %iter_427 = cute.get_iter(%view_151) : !memref_rmem_f32_ba8d
        %iter_428 = cute.get_iter(%view_151) : !memref_rmem_f32_ba8d
        %shape_63 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_445 = cute.make_layout() : !cute.layout<"4:1">
        %iter_429 = cute.get_iter(%view_150) : !memref_smem_f32_4985
        %view_152 = cute.make_view(%iter_429) : !memref_smem_f32_4985
        %iter_430 = cute.get_iter(%view_152) : !memref_smem_f32_4985
        %iter_431 = cute.get_iter(%view_152) : !memref_smem_f32_4985
        %shape_64 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_446 = cute.make_layout() : !cute.layout<"4:1">
        %iter_432 = cute.get_iter(%view_151) : !memref_rmem_f32_ba8d
        %view_153 = cute.make_view(%iter_432) : !memref_rmem_f32_ba8d
        %iter_433 = cute.get_iter(%view_153) : !memref_rmem_f32_ba8d
        %iter_434 = cute.get_iter(%view_153) : !memref_rmem_f32_ba8d
        %atom_7 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_435 = cute.get_iter(%view_152) : !memref_smem_f32_4985
        %iter_436 = cute.get_iter(%view_153) : !memref_rmem_f32_ba8d
        %lay_447 = cute.get_layout(%view_152) : !memref_smem_f32_4985
        %lay_448 = cute.get_layout(%view_153) : !memref_rmem_f32_ba8d
        %424 = cute.static : !cute.layout<"1:0">
        %append_58 = cute.append_to_rank<2> (%lay_447, %424) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_59 = cute.append_to_rank<2> (%lay_448, %424) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_449 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_450 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_69 = cute.size(%lay_449) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %425 = cute.get_scalars(%sz_69) : !cute.int_tuple<"2">
        %c0_i32_19 = arith.constant 0 : i32
        %c1_i32_19 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_19 to %425 step %c1_i32_19  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_449) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_435, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_450) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_436, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_110 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
        %lay_451 = cute.get_layout(%view_86) : !memref_smem_f32_5ce5
        %idx_70 = cute.crd2idx(%coord_110, %lay_451) : (!cute.coord<"(_,_,4)">, !cute.layout<"(1,(4,2),8):(0,(1,64),128)">) -> !cute.int_tuple<"512">
        %iter_437 = cute.get_iter(%view_86) : !memref_smem_f32_5ce5
        %ptr_70 = cute.add_offset(%iter_437, %idx_70) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"512">) -> !cute.ptr<f32, smem, align<16>>
        %view_154 = cute.make_view(%ptr_70) : !memref_smem_f32_070d
        %iter_438 = cute.get_iter(%view_154) : !memref_smem_f32_070d
        %iter_439 = cute.get_iter(%view_154) : !memref_smem_f32_070d
        %coord_111 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
        %lay_452 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_71 = cute.crd2idx(%coord_111, %lay_452) : (!cute.coord<"(_,_,4)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"32">
        %iter_440 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_71 = cute.add_offset(%iter_440, %idx_71) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"32">) -> !cute.ptr<f32, rmem>
        %view_155 = cute.make_view(%ptr_71) : !memref_rmem_f32_7d3b
        %iter_441 = cute.get_iter(%view_155) : !memref_rmem_f32_7d3b
        %iter_442 = cute.get_iter(%view_155) : !memref_rmem_f32_7d3b
        %lay_453 = cute.get_layout(%view_154) : !memref_smem_f32_070d
        %426 = cute.get_shape(%lay_453) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_226, %e1_175, %e2_105 = cute.get_leaves(%426) : !cute.shape<"(1,(4,2))">
        %lay_454 = cute.get_layout(%view_155) : !memref_rmem_f32_7d3b
        %427 = cute.get_shape(%lay_454) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_227, %e1_176, %e2_106 = cute.get_leaves(%427) : !cute.shape<"(1,(4,2))">
        %lay_455 = cute.get_layout(%view_154) : !memref_smem_f32_070d
        %lay_456 = cute.get_layout(%view_155) : !memref_rmem_f32_7d3b
        %rinv_8 = cute.right_inverse(%lay_456) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_457 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_8 = cute.coalesce(%lay_457) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %428 = cute.get_shape(%coalesce_8) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_228, %e1_177 = cute.get_leaves(%428) : !cute.shape<"(4,2)">
        %429 = cute.get_stride(%coalesce_8) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_229, %e1_178 = cute.get_leaves(%429) : !cute.stride<"(1,64)">
        %430 = cute.get_shape(%coalesce_8) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_230, %e1_179 = cute.get_leaves(%430) : !cute.shape<"(4,2)">
        %431 = cute.get_shape(%coalesce_8) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_231, %e1_180 = cute.get_leaves(%431) : !cute.shape<"(4,2)">
        %lay_458 = cute.make_layout() : !cute.layout<"4:1">
        %lay_459 = cute.make_layout() : !cute.layout<"4:1">
        %sz_70 = cute.size(%lay_459) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_232 = cute.get_leaves(%sz_70) : !cute.int_tuple<"4">
        %lay_460 = cute.get_layout(%view_154) : !memref_smem_f32_070d
        %lay_461 = cute.get_layout(%view_155) : !memref_rmem_f32_7d3b
        %iter_443 = cute.get_iter(%view_154) : !memref_smem_f32_070d
        %view_156 = cute.make_view(%iter_443) : !memref_smem_f32_4985
        %iter_444 = cute.get_iter(%view_156) : !memref_smem_f32_4985
        %iter_445 = cute.get_iter(%view_156) : !memref_smem_f32_4985
        %iter_446 = cute.get_iter(%view_155) : !memref_rmem_f32_7d3b
        %view_157 = cute.make_view(%iter_446) : !memref_rmem_f32_ba8d
        %iter_447 = cute.get_iter(%view_157) : !memref_rmem_f32_ba8d
        %iter_448 = cute.get_iter(%view_157) : !memref_rmem_f32_ba8d
        %shape_65 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_462 = cute.make_layout() : !cute.layout<"4:1">
        %iter_449 = cute.get_iter(%view_156) : !memref_smem_f32_4985
        %view_158 = cute.make_view(%iter_449) : !memref_smem_f32_4985
        %iter_450 = cute.get_iter(%view_158) : !memref_smem_f32_4985
        %iter_451 = cute.get_iter(%view_158) : !memref_smem_f32_4985
        %shape_66 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_463 = cute.make_layout() : !cute.layout<"4:1">
        %iter_452 = cute.get_iter(%view_157) : !memref_rmem_f32_ba8d
        %view_159 = cute.make_view(%iter_452) : !memref_rmem_f32_ba8d
        %iter_453 = cute.get_iter(%view_159) : !memref_rmem_f32_ba8d
        %iter_454 = cute.get_iter(%view_159) : !memref_rmem_f32_ba8d
        %atom_8 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_455 = cute.get_iter(%view_158) : !memref_smem_f32_4985
        %iter_456 = cute.get_iter(%view_159) : !memref_rmem_f32_ba8d
        %lay_464 = cute.get_layout(%view_158) : !memref_smem_f32_4985
        %lay_465 = cute.get_layout(%view_159) : !memref_rmem_f32_ba8d
        %432 = cute.static : !cute.layout<"1:0">
        %append_60 = cute.append_to_rank<2> (%lay_464, %432) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_61 = cute.append_to_rank<2> (%lay_465, %432) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_466 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_467 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_71 = cute.size(%lay_466) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %433 = cute.get_scalars(%sz_71) : !cute.int_tuple<"2">
        %c0_i32_20 = arith.constant 0 : i32
        %c1_i32_20 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_20 to %433 step %c1_i32_20  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_466) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_455, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_467) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_456, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_112 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
        %lay_468 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_72 = cute.crd2idx(%coord_112, %lay_468) : (!cute.coord<"(_,_,4)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"32">
        %iter_457 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_72 = cute.add_offset(%iter_457, %idx_72) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"32">) -> !cute.ptr<f32, rmem>
        %view_160 = cute.make_view(%ptr_72) : !memref_rmem_f32_7d3b
        %iter_458 = cute.get_iter(%view_160) : !memref_rmem_f32_7d3b
        %iter_459 = cute.get_iter(%view_160) : !memref_rmem_f32_7d3b
        %coord_113 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
        %lay_469 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_73 = cute.crd2idx(%coord_113, %lay_469) : (!cute.coord<"(_,_,4)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"32">
        %iter_460 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_73 = cute.add_offset(%iter_460, %idx_73) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"32">) -> !cute.ptr<f32, rmem>
        %view_161 = cute.make_view(%ptr_73) : !memref_rmem_f32_7d3b
        %iter_461 = cute.get_iter(%view_161) : !memref_rmem_f32_7d3b
        %iter_462 = cute.get_iter(%view_161) : !memref_rmem_f32_7d3b
        %lay_470 = cute.get_layout(%view_160) : !memref_rmem_f32_7d3b
        %434 = cute.get_shape(%lay_470) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_233, %e1_181, %e2_107 = cute.get_leaves(%434) : !cute.shape<"(1,(4,2))">
        %lay_471 = cute.get_layout(%view_161) : !memref_rmem_f32_7d3b
        %435 = cute.get_shape(%lay_471) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_234, %e1_182, %e2_108 = cute.get_leaves(%435) : !cute.shape<"(1,(4,2))">
        %lay_472 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %436 = cute.get_shape(%lay_472) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_235, %e1_183, %e2_109, %e3_68, %e4_14 = cute.get_leaves(%436) : !cute.shape<"(1,(4,2),(4,2))">
        %lay_473 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %437 = cute.get_shape(%lay_473) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_236, %e1_184, %e2_110, %e3_69, %e4_15 = cute.get_leaves(%437) : !cute.shape<"(1,(4,2),(4,2))">
        %iter_463 = cute.get_iter(%view_160) : !memref_rmem_f32_7d3b
        %iter_464 = cute.get_iter(%view_161) : !memref_rmem_f32_7d3b
        %iter_465 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %iter_466 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %lay_474 = cute.get_layout(%view_160) : !memref_rmem_f32_7d3b
        %lay_475 = cute.get_layout(%view_161) : !memref_rmem_f32_7d3b
        %lay_476 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %lay_477 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %438 = cute.static : !cute.layout<"1:0">
        %append_62 = cute.append_to_rank<3> (%lay_474, %438) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %append_63 = cute.append_to_rank<3> (%lay_475, %438) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %sz_72 = cute.size(%append_62) <{mode = [2]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"1">
        %sz_73 = cute.size(%append_62) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %sz_74 = cute.size(%append_63) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %439 = cute.get_scalars(%sz_72) : !cute.int_tuple<"1">
        %440 = cute.get_scalars(%sz_73) : !cute.int_tuple<"8">
        %441 = cute.get_scalars(%sz_74) : !cute.int_tuple<"8">
        %c0_i32_21 = arith.constant 0 : i32
        %c1_i32_21 = arith.constant 1 : i32
        %442 = scf.for %arg4 = %c0_i32_21 to %439 step %c1_i32_21 iter_args(%arg5 = %4) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
          %313 = scf.for %arg6 = %c0_i32_21 to %440 step %c1_i32_21 iter_args(%arg7 = %arg5) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
            %314 = scf.for %arg8 = %c0_i32_21 to %441 step %c1_i32_21 iter_args(%arg9 = %arg7) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
              %coord_75 = cute.make_coord(%arg6, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_88 = cute.make_coord(%arg8, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_89 = cute.make_coord(%arg6, %arg8) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %315:2 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_299 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_46 = cute.crd2idx(%coord_75, %append_62) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_46 = cute.add_offset(%iter_463, %idx_46) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_102 = cute.make_view(%ptr_46, %lay_299) : !memref_rmem_f32_0edd
              %316:2 = cute.get_scalars(%coord_88) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_300 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_47 = cute.crd2idx(%coord_88, %append_63) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_47 = cute.add_offset(%iter_464, %idx_47) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_103 = cute.make_view(%ptr_47, %lay_300) : !memref_rmem_f32_0edd
              %317:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_301 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_48 = cute.crd2idx(%coord_89, %lay_476) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_48 = cute.add_offset(%iter_465, %idx_48) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_104 = cute.make_view(%ptr_48, %lay_301) : !memref_rmem_f32_0edd
              %318:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_302 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_49 = cute.crd2idx(%coord_89, %lay_477) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_49 = cute.add_offset(%iter_466, %idx_49) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_105 = cute.make_view(%ptr_49, %lay_302) : !memref_rmem_f32_0edd
              %319 = cute.memref.load_vec(%view_102) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %320 = cute.memref.load_vec(%view_103) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %321 = cute.memref.load_vec(%view_104) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %322 = math.fma %319, %320, %321 : vector<1xf32>
              cute.memref.store_vec(%322, %view_104) : (vector<1xf32>, !memref_rmem_f32_0edd) -> ()
              scf.yield %arg9 : !mma_f32_f32_f32_1x1x1_9f7f
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %314 : !mma_f32_f32_f32_1x1x1_9f7f
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %313 : !mma_f32_f32_f32_1x1x1_9f7f
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_114 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
        %lay_478 = cute.get_layout(%view_85) : !memref_smem_f32_d93f
        %idx_74 = cute.crd2idx(%coord_114, %lay_478) : (!cute.coord<"(_,_,5)">, !cute.layout<"(1,(4,2),8):(0,(1,64),132)">) -> !cute.int_tuple<"660">
        %iter_467 = cute.get_iter(%view_85) : !memref_smem_f32_d93f
        %ptr_74 = cute.add_offset(%iter_467, %idx_74) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"660">) -> !cute.ptr<f32, smem, align<16>>
        %view_162 = cute.make_view(%ptr_74) : !memref_smem_f32_070d
        %iter_468 = cute.get_iter(%view_162) : !memref_smem_f32_070d
        %iter_469 = cute.get_iter(%view_162) : !memref_smem_f32_070d
        %coord_115 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
        %lay_479 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_75 = cute.crd2idx(%coord_115, %lay_479) : (!cute.coord<"(_,_,5)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"40">
        %iter_470 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_75 = cute.add_offset(%iter_470, %idx_75) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"40">) -> !cute.ptr<f32, rmem>
        %view_163 = cute.make_view(%ptr_75) : !memref_rmem_f32_7d3b
        %iter_471 = cute.get_iter(%view_163) : !memref_rmem_f32_7d3b
        %iter_472 = cute.get_iter(%view_163) : !memref_rmem_f32_7d3b
        %lay_480 = cute.get_layout(%view_162) : !memref_smem_f32_070d
        %443 = cute.get_shape(%lay_480) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_237, %e1_185, %e2_111 = cute.get_leaves(%443) : !cute.shape<"(1,(4,2))">
        %lay_481 = cute.get_layout(%view_163) : !memref_rmem_f32_7d3b
        %444 = cute.get_shape(%lay_481) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_238, %e1_186, %e2_112 = cute.get_leaves(%444) : !cute.shape<"(1,(4,2))">
        %lay_482 = cute.get_layout(%view_162) : !memref_smem_f32_070d
        %lay_483 = cute.get_layout(%view_163) : !memref_rmem_f32_7d3b
        %rinv_9 = cute.right_inverse(%lay_483) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_484 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_9 = cute.coalesce(%lay_484) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %445 = cute.get_shape(%coalesce_9) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_239, %e1_187 = cute.get_leaves(%445) : !cute.shape<"(4,2)">
        %446 = cute.get_stride(%coalesce_9) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_240, %e1_188 = cute.get_leaves(%446) : !cute.stride<"(1,64)">
        %447 = cute.get_shape(%coalesce_9) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_241, %e1_189 = cute.get_leaves(%447) : !cute.shape<"(4,2)">
        %448 = cute.get_shape(%coalesce_9) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_242, %e1_190 = cute.get_leaves(%448) : !cute.shape<"(4,2)">
        %lay_485 = cute.make_layout() : !cute.layout<"4:1">
        %lay_486 = cute.make_layout() : !cute.layout<"4:1">
        %sz_75 = cute.size(%lay_486) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_243 = cute.get_leaves(%sz_75) : !cute.int_tuple<"4">
        %lay_487 = cute.get_layout(%view_162) : !memref_smem_f32_070d
        %lay_488 = cute.get_layout(%view_163) : !memref_rmem_f32_7d3b
        %iter_473 = cute.get_iter(%view_162) : !memref_smem_f32_070d
        %view_164 = cute.make_view(%iter_473) : !memref_smem_f32_4985
        %iter_474 = cute.get_iter(%view_164) : !memref_smem_f32_4985
        %iter_475 = cute.get_iter(%view_164) : !memref_smem_f32_4985
        %iter_476 = cute.get_iter(%view_163) : !memref_rmem_f32_7d3b
        %view_165 = cute.make_view(%iter_476) : !memref_rmem_f32_ba8d
        %iter_477 = cute.get_iter(%view_165) : !memref_rmem_f32_ba8d
        %iter_478 = cute.get_iter(%view_165) : !memref_rmem_f32_ba8d
        %shape_67 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_489 = cute.make_layout() : !cute.layout<"4:1">
        %iter_479 = cute.get_iter(%view_164) : !memref_smem_f32_4985
        %view_166 = cute.make_view(%iter_479) : !memref_smem_f32_4985
        %iter_480 = cute.get_iter(%view_166) : !memref_smem_f32_4985
        %iter_481 = cute.get_iter(%view_166) : !memref_smem_f32_4985
        %shape_68 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_490 = cute.make_layout() : !cute.layout<"4:1">
        %iter_482 = cute.get_iter(%view_165) : !memref_rmem_f32_ba8d
        %view_167 = cute.make_view(%iter_482) : !memref_rmem_f32_ba8d
        %iter_483 = cute.get_iter(%view_167) : !memref_rmem_f32_ba8d
        %iter_484 = cute.get_iter(%view_167) : !memref_rmem_f32_ba8d
        %atom_9 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_485 = cute.get_iter(%view_166) : !memref_smem_f32_4985
        %iter_486 = cute.get_iter(%view_167) : !memref_rmem_f32_ba8d
        %lay_491 = cute.get_layout(%view_166) : !memref_smem_f32_4985
        %lay_492 = cute.get_layout(%view_167) : !memref_rmem_f32_ba8d
        %449 = cute.static : !cute.layout<"1:0">
        %append_64 = cute.append_to_rank<2> (%lay_491, %449) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_65 = cute.append_to_rank<2> (%lay_492, %449) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_493 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_494 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_76 = cute.size(%lay_493) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %450 = cute.get_scalars(%sz_76) : !cute.int_tuple<"2">
        %c0_i32_22 = arith.constant 0 : i32
        %c1_i32_22 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_22 to %450 step %c1_i32_22  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_493) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_485, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_494) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_486, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_116 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
        %lay_495 = cute.get_layout(%view_86) : !memref_smem_f32_5ce5
        %idx_76 = cute.crd2idx(%coord_116, %lay_495) : (!cute.coord<"(_,_,5)">, !cute.layout<"(1,(4,2),8):(0,(1,64),128)">) -> !cute.int_tuple<"640">
        %iter_487 = cute.get_iter(%view_86) : !memref_smem_f32_5ce5
        %ptr_76 = cute.add_offset(%iter_487, %idx_76) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"640">) -> !cute.ptr<f32, smem, align<16>>
        %view_168 = cute.make_view(%ptr_76) : !memref_smem_f32_070d
        %iter_488 = cute.get_iter(%view_168) : !memref_smem_f32_070d
        %iter_489 = cute.get_iter(%view_168) : !memref_smem_f32_070d
        %coord_117 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
        %lay_496 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_77 = cute.crd2idx(%coord_117, %lay_496) : (!cute.coord<"(_,_,5)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"40">
        %iter_490 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_77 = cute.add_offset(%iter_490, %idx_77) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"40">) -> !cute.ptr<f32, rmem>
        %view_169 = cute.make_view(%ptr_77) : !memref_rmem_f32_7d3b
        %iter_491 = cute.get_iter(%view_169) : !memref_rmem_f32_7d3b
        %iter_492 = cute.get_iter(%view_169) : !memref_rmem_f32_7d3b
        %lay_497 = cute.get_layout(%view_168) : !memref_smem_f32_070d
        %451 = cute.get_shape(%lay_497) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_244, %e1_191, %e2_113 = cute.get_leaves(%451) : !cute.shape<"(1,(4,2))">
        %lay_498 = cute.get_layout(%view_169) : !memref_rmem_f32_7d3b
        %452 = cute.get_shape(%lay_498) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_245, %e1_192, %e2_114 = cute.get_leaves(%452) : !cute.shape<"(1,(4,2))">
        %lay_499 = cute.get_layout(%view_168) : !memref_smem_f32_070d
        %lay_500 = cute.get_layout(%view_169) : !memref_rmem_f32_7d3b
        %rinv_10 = cute.right_inverse(%lay_500) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_501 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_10 = cute.coalesce(%lay_501) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %453 = cute.get_shape(%coalesce_10) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_246, %e1_193 = cute.get_leaves(%453) : !cute.shape<"(4,2)">
        %454 = cute.get_stride(%coalesce_10) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_247, %e1_194 = cute.get_leaves(%454) : !cute.stride<"(1,64)">
        %455 = cute.get_shape(%coalesce_10) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_248, %e1_195 = cute.get_leaves(%455) : !cute.shape<"(4,2)">
        %456 = cute.get_shape(%coalesce_10) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_249, %e1_196 = cute.get_leaves(%456) : !cute.shape<"(4,2)">
        %lay_502 = cute.make_layout() : !cute.layout<"4:1">
        %lay_503 = cute.make_layout() : !cute.layout<"4:1">
        %sz_77 = cute.size(%lay_503) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_250 = cute.get_leaves(%sz_77) : !cute.int_tuple<"4">
        %lay_504 = cute.get_layout(%view_168) : !memref_smem_f32_070d
        %lay_505 = cute.get_layout(%view_169) : !memref_rmem_f32_7d3b
        %iter_493 = cute.get_iter(%view_168) : !memref_smem_f32_070d
        %view_170 = cute.make_view(%iter_493) : !memref_smem_f32_4985
        %iter_494 = cute.get_iter(%view_170) : !memref_smem_f32_4985
        %iter_495 = cute.get_iter(%view_170) : !memref_smem_f32_4985
        %iter_496 = cute.get_iter(%view_169) : !memref_rmem_f32_7d3b
        %view_171 = cute.make_view(%iter_496) : !memref_rmem_f32_ba8d
        %iter_497 = cute.get_iter(%view_171) : !memref_rmem_f32_ba8d
        %iter_498 = cute.get_iter(%view_171) : !memref_rmem_f32_ba8d
        %shape_69 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_506 = cute.make_layout() : !cute.layout<"4:1">
        %iter_499 = cute.get_iter(%view_170) : !memref_smem_f32_4985
        %view_172 = cute.make_view(%iter_499) : !memref_smem_f32_4985
        %iter_500 = cute.get_iter(%view_172) : !memref_smem_f32_4985
        %iter_501 = cute.get_iter(%view_172) : !memref_smem_f32_4985
        %shape_70 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_507 = cute.make_layout() : !cute.layout<"4:1">
        %iter_502 = cute.get_iter(%view_171) : !memref_rmem_f32_ba8d
        %view_173 = cute.make_view(%iter_502) : !memref_rmem_f32_ba8d
        %iter_503 = cute.get_iter(%view_173) : !memref_rmem_f32_ba8d
        %iter_504 = cute.get_iter(%view_173) : !memref_rmem_f32_ba8d
        %atom_10 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_505 = cute.get_iter(%view_172) : !memref_smem_f32_4985
        %iter_506 = cute.get_iter(%view_173) : !memref_rmem_f32_ba8d
        %lay_508 = cute.get_layout(%view_172) : !memref_smem_f32_4985
        %lay_509 = cute.get_layout(%view_173) : !memref_rmem_f32_ba8d
        %457 = cute.static : !cute.layout<"1:0">
        %append_66 = cute.append_to_rank<2> (%lay_508, %457) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_67 = cute.append_to_rank<2> (%lay_509, %457) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_510 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_511 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_78 = cute.size(%lay_510) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %458 = cute.get_scalars(%sz_78) : !cute.int_tuple<"2">
        %c0_i32_23 = arith.constant 0 : i32
        %c1_i32_23 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_23 to %458 step %c1_i32_23  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_510) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_505, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_511) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_506, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_118 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
        %lay_512 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_78 = cute.crd2idx(%coord_118, %lay_512) : (!cute.coord<"(_,_,5)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"40">
        %iter_507 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_78 = cute.add_offset(%iter_507, %idx_78) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"40">) -> !cute.ptr<f32, rmem>
        %view_174 = cute.make_view(%ptr_78) : !memref_rmem_f32_7d3b
        %iter_508 = cute.get_iter(%view_174) : !memref_rmem_f32_7d3b
        %iter_509 = cute.get_iter(%view_174) : !memref_rmem_f32_7d3b
        %coord_119 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
        %lay_513 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_79 = cute.crd2idx(%coord_119, %lay_513) : (!cute.coord<"(_,_,5)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"40">
        %iter_510 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_79 = cute.add_offset(%iter_510, %idx_79) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"40">) -> !cute.ptr<f32, rmem>
        %view_175 = cute.make_view(%ptr_79) : !memref_rmem_f32_7d3b
        %iter_511 = cute.get_iter(%view_175) : !memref_rmem_f32_7d3b
        %iter_512 = cute.get_iter(%view_175) : !memref_rmem_f32_7d3b
        %lay_514 = cute.get_layout(%view_174) : !memref_rmem_f32_7d3b
        %459 = cute.get_shape(%lay_514) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_251, %e1_197, %e2_115 = cute.get_leaves(%459) : !cute.shape<"(1,(4,2))">
        %lay_515 = cute.get_layout(%view_175) : !memref_rmem_f32_7d3b
        %460 = cute.get_shape(%lay_515) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_252, %e1_198, %e2_116 = cute.get_leaves(%460) : !cute.shape<"(1,(4,2))">
        %lay_516 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %461 = cute.get_shape(%lay_516) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_253, %e1_199, %e2_117, %e3_70, %e4_16 = cute.get_leaves(%461) : !cute.shape<"(1,(4,2),(4,2))">
        %lay_517 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %462 = cute.get_shape(%lay_517) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_254, %e1_200, %e2_118, %e3_71, %e4_17 = cute.get_leaves(%462) : !cute.shape<"(1,(4,2),(4,2))">
        %iter_513 = cute.get_iter(%view_174) : !memref_rmem_f32_7d3b
        %iter_514 = cute.get_iter(%view_175) : !memref_rmem_f32_7d3b
        %iter_515 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %iter_516 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %lay_518 = cute.get_layout(%view_174) : !memref_rmem_f32_7d3b
        %lay_519 = cute.get_layout(%view_175) : !memref_rmem_f32_7d3b
        %lay_520 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %lay_521 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %463 = cute.static : !cute.layout<"1:0">
        %append_68 = cute.append_to_rank<3> (%lay_518, %463) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %append_69 = cute.append_to_rank<3> (%lay_519, %463) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %sz_79 = cute.size(%append_68) <{mode = [2]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"1">
        %sz_80 = cute.size(%append_68) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %sz_81 = cute.size(%append_69) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %464 = cute.get_scalars(%sz_79) : !cute.int_tuple<"1">
        %465 = cute.get_scalars(%sz_80) : !cute.int_tuple<"8">
        %466 = cute.get_scalars(%sz_81) : !cute.int_tuple<"8">
        %c0_i32_24 = arith.constant 0 : i32
        %c1_i32_24 = arith.constant 1 : i32
        %467 = scf.for %arg4 = %c0_i32_24 to %464 step %c1_i32_24 iter_args(%arg5 = %4) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
          %313 = scf.for %arg6 = %c0_i32_24 to %465 step %c1_i32_24 iter_args(%arg7 = %arg5) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
            %314 = scf.for %arg8 = %c0_i32_24 to %466 step %c1_i32_24 iter_args(%arg9 = %arg7) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
              %coord_75 = cute.make_coord(%arg6, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_88 = cute.make_coord(%arg8, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_89 = cute.make_coord(%arg6, %arg8) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %315:2 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_299 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_46 = cute.crd2idx(%coord_75, %append_68) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_46 = cute.add_offset(%iter_513, %idx_46) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_102 = cute.make_view(%ptr_46, %lay_299) : !memref_rmem_f32_0edd
              %316:2 = cute.get_scalars(%coord_88) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_300 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_47 = cute.crd2idx(%coord_88, %append_69) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_47 = cute.add_offset(%iter_514, %idx_47) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_103 = cute.make_view(%ptr_47, %lay_300) : !memref_rmem_f32_0edd
              %317:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_301 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_48 = cute.crd2idx(%coord_89, %lay_520) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_48 = cute.add_offset(%iter_515, %idx_48) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_104 = cute.make_view(%ptr_48, %lay_301) : !memref_rmem_f32_0edd
              %318:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_302 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_49 = cute.crd2idx(%coord_89, %lay_521) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_49 = cute.add_offset(%iter_516, %idx_49) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_105 = cute.make_view(%ptr_49, %lay_302) : !memref_rmem_f32_0edd
              %319 = cute.memref.load_vec(%view_102) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %320 = cute.memref.load_vec(%view_103) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %321 = cute.memref.load_vec(%view_104) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %322 = math.fma %319, %320, %321 : vector<1xf32>
              cute.memref.store_vec(%322, %view_104) : (vector<1xf32>, !memref_rmem_f32_0edd) -> ()
              scf.yield %arg9 : !mma_f32_f32_f32_1x1x1_9f7f
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %314 : !mma_f32_f32_f32_1x1x1_9f7f
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %313 : !mma_f32_f32_f32_1x1x1_9f7f
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_120 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
        %lay_522 = cute.get_layout(%view_85) : !memref_smem_f32_d93f
        %idx_80 = cute.crd2idx(%coord_120, %lay_522) : (!cute.coord<"(_,_,6)">, !cute.layout<"(1,(4,2),8):(0,(1,64),132)">) -> !cute.int_tuple<"792">
        %iter_517 = cute.get_iter(%view_85) : !memref_smem_f32_d93f
        %ptr_80 = cute.add_offset(%iter_517, %idx_80) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"792">) -> !cute.ptr<f32, smem, align<16>>
        %view_176 = cute.make_view(%ptr_80) : !memref_smem_f32_070d
        %iter_518 = cute.get_iter(%view_176) : !memref_smem_f32_070d
        %iter_519 = cute.get_iter(%view_176) : !memref_smem_f32_070d
        %coord_121 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
        %lay_523 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_81 = cute.crd2idx(%coord_121, %lay_523) : (!cute.coord<"(_,_,6)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"48">
        %iter_520 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_81 = cute.add_offset(%iter_520, %idx_81) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"48">) -> !cute.ptr<f32, rmem>
        %view_177 = cute.make_view(%ptr_81) : !memref_rmem_f32_7d3b
        %iter_521 = cute.get_iter(%view_177) : !memref_rmem_f32_7d3b
        %iter_522 = cute.get_iter(%view_177) : !memref_rmem_f32_7d3b
        %lay_524 = cute.get_layout(%view_176) : !memref_smem_f32_070d
        %468 = cute.get_shape(%lay_524) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_255, %e1_201, %e2_119 = cute.get_leaves(%468) : !cute.shape<"(1,(4,2))">
        %lay_525 = cute.get_layout(%view_177) : !memref_rmem_f32_7d3b
        %469 = cute.get_shape(%lay_525) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_256, %e1_202, %e2_120 = cute.get_leaves(%469) : !cute.shape<"(1,(4,2))">
        %lay_526 = cute.get_layout(%view_176) : !memref_smem_f32_070d
        %lay_527 = cute.get_layout(%view_177) : !memref_rmem_f32_7d3b
        %rinv_11 = cute.right_inverse(%lay_527) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_528 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_11 = cute.coalesce(%lay_528) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %470 = cute.get_shape(%coalesce_11) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_257, %e1_203 = cute.get_leaves(%470) : !cute.shape<"(4,2)">
        %471 = cute.get_stride(%coalesce_11) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_258, %e1_204 = cute.get_leaves(%471) : !cute.stride<"(1,64)">
        %472 = cute.get_shape(%coalesce_11) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_259, %e1_205 = cute.get_leaves(%472) : !cute.shape<"(4,2)">
        %473 = cute.get_shape(%coalesce_11) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_260, %e1_206 = cute.get_leaves(%473) : !cute.shape<"(4,2)">
        %lay_529 = cute.make_layout() : !cute.layout<"4:1">
        %lay_530 = cute.make_layout() : !cute.layout<"4:1">
        %sz_82 = cute.size(%lay_530) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_261 = cute.get_leaves(%sz_82) : !cute.int_tuple<"4">
        %lay_531 = cute.get_layout(%view_176) : !memref_smem_f32_070d
        %lay_532 = cute.get_layout(%view_177) : !memref_rmem_f32_7d3b
        %iter_523 = cute.get_iter(%view_176) : !memref_smem_f32_070d
        %view_178 = cute.make_view(%iter_523) : !memref_smem_f32_4985
        %iter_524 = cute.get_iter(%view_178) : !memref_smem_f32_4985
        %iter_525 = cute.get_iter(%view_178) : !memref_smem_f32_4985
        %iter_526 = cute.get_iter(%view_177) : !memref_rmem_f32_7d3b
        %view_179 = cute.make_view(%iter_526) : !memref_rmem_f32_ba8d
        %iter_527 = cute.get_iter(%view_179) : !memref_rmem_f32_ba8d
        %iter_528 = cute.get_iter(%view_179) : !memref_rmem_f32_ba8d
        %shape_71 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_533 = cute.make_layout() : !cute.layout<"4:1">
        %iter_529 = cute.get_iter(%view_178) : !memref_smem_f32_4985
        %view_180 = cute.make_view(%iter_529) : !memref_smem_f32_4985
        %iter_530 = cute.get_iter(%view_180) : !memref_smem_f32_4985
        %iter_531 = cute.get_iter(%view_180) : !memref_smem_f32_4985
        %shape_72 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_534 = cute.make_layout() : !cute.layout<"4:1">
        %iter_532 = cute.get_iter(%view_179) : !memref_rmem_f32_ba8d
        %view_181 = cute.make_view(%iter_532) : !memref_rmem_f32_ba8d
        %iter_533 = cute.get_iter(%view_181) : !memref_rmem_f32_ba8d
        %iter_534 = cute.get_iter(%view_181) : !memref_rmem_f32_ba8d
        %atom_11 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_535 = cute.get_iter(%view_180) : !memref_smem_f32_4985
        %iter_536 = cute.get_iter(%view_181) : !memref_rmem_f32_ba8d
        %lay_535 = cute.get_layout(%view_180) : !memref_smem_f32_4985
        %lay_536 = cute.get_layout(%view_181) : !memref_rmem_f32_ba8d
        %474 = cute.static : !cute.layout<"1:0">
        %append_70 = cute.append_to_rank<2> (%lay_535, %474) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_71 = cute.append_to_rank<2> (%lay_536, %474) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_537 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_538 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_83 = cute.size(%lay_537) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %475 = cute.get_scalars(%sz_83) : !cute.int_tuple<"2">
        %c0_i32_25 = arith.constant 0 : i32
        %c1_i32_25 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_25 to %475 step %c1_i32_25  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_537) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_535, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_538) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_536, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_122 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
        %lay_539 = cute.get_layout(%view_86) : !memref_smem_f32_5ce5
        %idx_82 = cute.crd2idx(%coord_122, %lay_539) : (!cute.coord<"(_,_,6)">, !cute.layout<"(1,(4,2),8):(0,(1,64),128)">) -> !cute.int_tuple<"768">
        %iter_537 = cute.get_iter(%view_86) : !memref_smem_f32_5ce5
        %ptr_82 = cute.add_offset(%iter_537, %idx_82) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"768">) -> !cute.ptr<f32, smem, align<16>>
        %view_182 = cute.make_view(%ptr_82) : !memref_smem_f32_070d
        %iter_538 = cute.get_iter(%view_182) : !memref_smem_f32_070d
        %iter_539 = cute.get_iter(%view_182) : !memref_smem_f32_070d
        %coord_123 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
        %lay_540 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_83 = cute.crd2idx(%coord_123, %lay_540) : (!cute.coord<"(_,_,6)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"48">
        %iter_540 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_83 = cute.add_offset(%iter_540, %idx_83) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"48">) -> !cute.ptr<f32, rmem>
        %view_183 = cute.make_view(%ptr_83) : !memref_rmem_f32_7d3b
        %iter_541 = cute.get_iter(%view_183) : !memref_rmem_f32_7d3b
        %iter_542 = cute.get_iter(%view_183) : !memref_rmem_f32_7d3b
        %lay_541 = cute.get_layout(%view_182) : !memref_smem_f32_070d
        %476 = cute.get_shape(%lay_541) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_262, %e1_207, %e2_121 = cute.get_leaves(%476) : !cute.shape<"(1,(4,2))">
        %lay_542 = cute.get_layout(%view_183) : !memref_rmem_f32_7d3b
        %477 = cute.get_shape(%lay_542) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_263, %e1_208, %e2_122 = cute.get_leaves(%477) : !cute.shape<"(1,(4,2))">
        %lay_543 = cute.get_layout(%view_182) : !memref_smem_f32_070d
        %lay_544 = cute.get_layout(%view_183) : !memref_rmem_f32_7d3b
        %rinv_12 = cute.right_inverse(%lay_544) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_545 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_12 = cute.coalesce(%lay_545) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %478 = cute.get_shape(%coalesce_12) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_264, %e1_209 = cute.get_leaves(%478) : !cute.shape<"(4,2)">
        %479 = cute.get_stride(%coalesce_12) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_265, %e1_210 = cute.get_leaves(%479) : !cute.stride<"(1,64)">
        %480 = cute.get_shape(%coalesce_12) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_266, %e1_211 = cute.get_leaves(%480) : !cute.shape<"(4,2)">
        %481 = cute.get_shape(%coalesce_12) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_267, %e1_212 = cute.get_leaves(%481) : !cute.shape<"(4,2)">
        %lay_546 = cute.make_layout() : !cute.layout<"4:1">
        %lay_547 = cute.make_layout() : !cute.layout<"4:1">
        %sz_84 = cute.size(%lay_547) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_268 = cute.get_leaves(%sz_84) : !cute.int_tuple<"4">
        %lay_548 = cute.get_layout(%view_182) : !memref_smem_f32_070d
        %lay_549 = cute.get_layout(%view_183) : !memref_rmem_f32_7d3b
        %iter_543 = cute.get_iter(%view_182) : !memref_smem_f32_070d
        %view_184 = cute.make_view(%iter_543) : !memref_smem_f32_4985
        %iter_544 = cute.get_iter(%view_184) : !memref_smem_f32_4985
        %iter_545 = cute.get_iter(%view_184) : !memref_smem_f32_4985
        %iter_546 = cute.get_iter(%view_183) : !memref_rmem_f32_7d3b
        %view_185 = cute.make_view(%iter_546) : !memref_rmem_f32_ba8d
        %iter_547 = cute.get_iter(%view_185) : !memref_rmem_f32_ba8d
        %iter_548 = cute.get_iter(%view_185) : !memref_rmem_f32_ba8d
        %shape_73 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_550 = cute.make_layout() : !cute.layout<"4:1">
        %iter_549 = cute.get_iter(%view_184) : !memref_smem_f32_4985
        %view_186 = cute.make_view(%iter_549) : !memref_smem_f32_4985
        %iter_550 = cute.get_iter(%view_186) : !memref_smem_f32_4985
        %iter_551 = cute.get_iter(%view_186) : !memref_smem_f32_4985
        %shape_74 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_551 = cute.make_layout() : !cute.layout<"4:1">
        %iter_552 = cute.get_iter(%view_185) : !memref_rmem_f32_ba8d
        %view_187 = cute.make_view(%iter_552) : !memref_rmem_f32_ba8d
        %iter_553 = cute.get_iter(%view_187) : !memref_rmem_f32_ba8d
        %iter_554 = cute.get_iter(%view_187) : !memref_rmem_f32_ba8d
        %atom_12 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_555 = cute.get_iter(%view_186) : !memref_smem_f32_4985
        %iter_556 = cute.get_iter(%view_187) : !memref_rmem_f32_ba8d
        %lay_552 = cute.get_layout(%view_186) : !memref_smem_f32_4985
        %lay_553 = cute.get_layout(%view_187) : !memref_rmem_f32_ba8d
        %482 = cute.static : !cute.layout<"1:0">
        %append_72 = cute.append_to_rank<2> (%lay_552, %482) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_73 = cute.append_to_rank<2> (%lay_553, %482) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_554 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_555 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_85 = cute.size(%lay_554) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %483 = cute.get_scalars(%sz_85) : !cute.int_tuple<"2">
        %c0_i32_26 = arith.constant 0 : i32
        %c1_i32_26 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_26 to %483 step %c1_i32_26  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_554) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_555, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_555) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_556, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_124 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
        %lay_556 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_84 = cute.crd2idx(%coord_124, %lay_556) : (!cute.coord<"(_,_,6)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"48">
        %iter_557 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_84 = cute.add_offset(%iter_557, %idx_84) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"48">) -> !cute.ptr<f32, rmem>
        %view_188 = cute.make_view(%ptr_84) : !memref_rmem_f32_7d3b
        %iter_558 = cute.get_iter(%view_188) : !memref_rmem_f32_7d3b
        %iter_559 = cute.get_iter(%view_188) : !memref_rmem_f32_7d3b
        %coord_125 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
        %lay_557 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_85 = cute.crd2idx(%coord_125, %lay_557) : (!cute.coord<"(_,_,6)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"48">
        %iter_560 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_85 = cute.add_offset(%iter_560, %idx_85) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"48">) -> !cute.ptr<f32, rmem>
        %view_189 = cute.make_view(%ptr_85) : !memref_rmem_f32_7d3b
        %iter_561 = cute.get_iter(%view_189) : !memref_rmem_f32_7d3b
        %iter_562 = cute.get_iter(%view_189) : !memref_rmem_f32_7d3b
        %lay_558 = cute.get_layout(%view_188) : !memref_rmem_f32_7d3b
        %484 = cute.get_shape(%lay_558) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_269, %e1_213, %e2_123 = cute.get_leaves(%484) : !cute.shape<"(1,(4,2))">
        %lay_559 = cute.get_layout(%view_189) : !memref_rmem_f32_7d3b
        %485 = cute.get_shape(%lay_559) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_270, %e1_214, %e2_124 = cute.get_leaves(%485) : !cute.shape<"(1,(4,2))">
        %lay_560 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %486 = cute.get_shape(%lay_560) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_271, %e1_215, %e2_125, %e3_72, %e4_18 = cute.get_leaves(%486) : !cute.shape<"(1,(4,2),(4,2))">
        %lay_561 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %487 = cute.get_shape(%lay_561) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_272, %e1_216, %e2_126, %e3_73, %e4_19 = cute.get_leaves(%487) : !cute.shape<"(1,(4,2),(4,2))">
        %iter_563 = cute.get_iter(%view_188) : !memref_rmem_f32_7d3b
        %iter_564 = cute.get_iter(%view_189) : !memref_rmem_f32_7d3b
        %iter_565 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %iter_566 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %lay_562 = cute.get_layout(%view_188) : !memref_rmem_f32_7d3b
        %lay_563 = cute.get_layout(%view_189) : !memref_rmem_f32_7d3b
        %lay_564 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %lay_565 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %488 = cute.static : !cute.layout<"1:0">
        %append_74 = cute.append_to_rank<3> (%lay_562, %488) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %append_75 = cute.append_to_rank<3> (%lay_563, %488) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %sz_86 = cute.size(%append_74) <{mode = [2]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"1">
        %sz_87 = cute.size(%append_74) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %sz_88 = cute.size(%append_75) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %489 = cute.get_scalars(%sz_86) : !cute.int_tuple<"1">
        %490 = cute.get_scalars(%sz_87) : !cute.int_tuple<"8">
        %491 = cute.get_scalars(%sz_88) : !cute.int_tuple<"8">
        %c0_i32_27 = arith.constant 0 : i32
        %c1_i32_27 = arith.constant 1 : i32
        %492 = scf.for %arg4 = %c0_i32_27 to %489 step %c1_i32_27 iter_args(%arg5 = %4) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
          %313 = scf.for %arg6 = %c0_i32_27 to %490 step %c1_i32_27 iter_args(%arg7 = %arg5) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
            %314 = scf.for %arg8 = %c0_i32_27 to %491 step %c1_i32_27 iter_args(%arg9 = %arg7) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
              %coord_75 = cute.make_coord(%arg6, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_88 = cute.make_coord(%arg8, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_89 = cute.make_coord(%arg6, %arg8) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %315:2 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_299 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_46 = cute.crd2idx(%coord_75, %append_74) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_46 = cute.add_offset(%iter_563, %idx_46) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_102 = cute.make_view(%ptr_46, %lay_299) : !memref_rmem_f32_0edd
              %316:2 = cute.get_scalars(%coord_88) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_300 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_47 = cute.crd2idx(%coord_88, %append_75) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_47 = cute.add_offset(%iter_564, %idx_47) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_103 = cute.make_view(%ptr_47, %lay_300) : !memref_rmem_f32_0edd
              %317:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_301 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_48 = cute.crd2idx(%coord_89, %lay_564) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_48 = cute.add_offset(%iter_565, %idx_48) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_104 = cute.make_view(%ptr_48, %lay_301) : !memref_rmem_f32_0edd
              %318:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_302 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_49 = cute.crd2idx(%coord_89, %lay_565) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_49 = cute.add_offset(%iter_566, %idx_49) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_105 = cute.make_view(%ptr_49, %lay_302) : !memref_rmem_f32_0edd
              %319 = cute.memref.load_vec(%view_102) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %320 = cute.memref.load_vec(%view_103) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %321 = cute.memref.load_vec(%view_104) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %322 = math.fma %319, %320, %321 : vector<1xf32>
              cute.memref.store_vec(%322, %view_104) : (vector<1xf32>, !memref_rmem_f32_0edd) -> ()
              scf.yield %arg9 : !mma_f32_f32_f32_1x1x1_9f7f
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %314 : !mma_f32_f32_f32_1x1x1_9f7f
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %313 : !mma_f32_f32_f32_1x1x1_9f7f
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_126 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
        %lay_566 = cute.get_layout(%view_85) : !memref_smem_f32_d93f
        %idx_86 = cute.crd2idx(%coord_126, %lay_566) : (!cute.coord<"(_,_,7)">, !cute.layout<"(1,(4,2),8):(0,(1,64),132)">) -> !cute.int_tuple<"924">
        %iter_567 = cute.get_iter(%view_85) : !memref_smem_f32_d93f
        %ptr_86 = cute.add_offset(%iter_567, %idx_86) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"924">) -> !cute.ptr<f32, smem, align<16>>
        %view_190 = cute.make_view(%ptr_86) : !memref_smem_f32_070d
        %iter_568 = cute.get_iter(%view_190) : !memref_smem_f32_070d
        %iter_569 = cute.get_iter(%view_190) : !memref_smem_f32_070d
        %coord_127 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
        %lay_567 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_87 = cute.crd2idx(%coord_127, %lay_567) : (!cute.coord<"(_,_,7)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"56">
        %iter_570 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_87 = cute.add_offset(%iter_570, %idx_87) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"56">) -> !cute.ptr<f32, rmem>
        %view_191 = cute.make_view(%ptr_87) : !memref_rmem_f32_7d3b
        %iter_571 = cute.get_iter(%view_191) : !memref_rmem_f32_7d3b
        %iter_572 = cute.get_iter(%view_191) : !memref_rmem_f32_7d3b
        %lay_568 = cute.get_layout(%view_190) : !memref_smem_f32_070d
        %493 = cute.get_shape(%lay_568) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_273, %e1_217, %e2_127 = cute.get_leaves(%493) : !cute.shape<"(1,(4,2))">
        %lay_569 = cute.get_layout(%view_191) : !memref_rmem_f32_7d3b
        %494 = cute.get_shape(%lay_569) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_274, %e1_218, %e2_128 = cute.get_leaves(%494) : !cute.shape<"(1,(4,2))">
        %lay_570 = cute.get_layout(%view_190) : !memref_smem_f32_070d
        %lay_571 = cute.get_layout(%view_191) : !memref_rmem_f32_7d3b
        %rinv_13 = cute.right_inverse(%lay_571) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_572 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_13 = cute.coalesce(%lay_572) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %495 = cute.get_shape(%coalesce_13) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_275, %e1_219 = cute.get_leaves(%495) : !cute.shape<"(4,2)">
        %496 = cute.get_stride(%coalesce_13) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_276, %e1_220 = cute.get_leaves(%496) : !cute.stride<"(1,64)">
        %497 = cute.get_shape(%coalesce_13) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_277, %e1_221 = cute.get_leaves(%497) : !cute.shape<"(4,2)">
        %498 = cute.get_shape(%coalesce_13) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_278, %e1_222 = cute.get_leaves(%498) : !cute.shape<"(4,2)">
        %lay_573 = cute.make_layout() : !cute.layout<"4:1">
        %lay_574 = cute.make_layout() : !cute.layout<"4:1">
        %sz_89 = cute.size(%lay_574) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_279 = cute.get_leaves(%sz_89) : !cute.int_tuple<"4">
        %lay_575 = cute.get_layout(%view_190) : !memref_smem_f32_070d
        %lay_576 = cute.get_layout(%view_191) : !memref_rmem_f32_7d3b
        %iter_573 = cute.get_iter(%view_190) : !memref_smem_f32_070d
        %view_192 = cute.make_view(%iter_573) : !memref_smem_f32_4985
        %iter_574 = cute.get_iter(%view_192) : !memref_smem_f32_4985
        %iter_575 = cute.get_iter(%view_192) : !memref_smem_f32_4985
        %iter_576 = cute.get_iter(%view_191) : !memref_rmem_f32_7d3b
        %view_193 = cute.make_view(%iter_576) : !memref_rmem_f32_ba8d
        %iter_577 = cute.get_iter(%view_193) : !memref_rmem_f32_ba8d
        %iter_578 = cute.get_iter(%view_193) : !memref_rmem_f32_ba8d
        %shape_75 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_577 = cute.make_layout() : !cute.layout<"4:1">
        %iter_579 = cute.get_iter(%view_192) : !memref_smem_f32_4985
        %view_194 = cute.make_view(%iter_579) : !memref_smem_f32_4985
        %iter_580 = cute.get_iter(%view_194) : !memref_smem_f32_4985
        %iter_581 = cute.get_iter(%view_194) : !memref_smem_f32_4985
        %shape_76 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_578 = cute.make_layout() : !cute.layout<"4:1">
        %iter_582 = cute.get_iter(%view_193) : !memref_rmem_f32_ba8d
        %view_195 = cute.make_view(%iter_582) : !memref_rmem_f32_ba8d
        %iter_583 = cute.get_iter(%view_195) : !memref_rmem_f32_ba8d
        %iter_584 = cute.get_iter(%view_195) : !memref_rmem_f32_ba8d
        %atom_13 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_585 = cute.get_iter(%view_194) : !memref_smem_f32_4985
        %iter_586 = cute.get_iter(%view_195) : !memref_rmem_f32_ba8d
        %lay_579 = cute.get_layout(%view_194) : !memref_smem_f32_4985
        %lay_580 = cute.get_layout(%view_195) : !memref_rmem_f32_ba8d
        %499 = cute.static : !cute.layout<"1:0">
        %append_76 = cute.append_to_rank<2> (%lay_579, %499) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_77 = cute.append_to_rank<2> (%lay_580, %499) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_581 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_582 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_90 = cute.size(%lay_581) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %500 = cute.get_scalars(%sz_90) : !cute.int_tuple<"2">
        %c0_i32_28 = arith.constant 0 : i32
        %c1_i32_28 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_28 to %500 step %c1_i32_28  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_581) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_585, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_582) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_586, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_128 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
        %lay_583 = cute.get_layout(%view_86) : !memref_smem_f32_5ce5
        %idx_88 = cute.crd2idx(%coord_128, %lay_583) : (!cute.coord<"(_,_,7)">, !cute.layout<"(1,(4,2),8):(0,(1,64),128)">) -> !cute.int_tuple<"896">
        %iter_587 = cute.get_iter(%view_86) : !memref_smem_f32_5ce5
        %ptr_88 = cute.add_offset(%iter_587, %idx_88) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"896">) -> !cute.ptr<f32, smem, align<16>>
        %view_196 = cute.make_view(%ptr_88) : !memref_smem_f32_070d
        %iter_588 = cute.get_iter(%view_196) : !memref_smem_f32_070d
        %iter_589 = cute.get_iter(%view_196) : !memref_smem_f32_070d
        %coord_129 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
        %lay_584 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_89 = cute.crd2idx(%coord_129, %lay_584) : (!cute.coord<"(_,_,7)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"56">
        %iter_590 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_89 = cute.add_offset(%iter_590, %idx_89) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"56">) -> !cute.ptr<f32, rmem>
        %view_197 = cute.make_view(%ptr_89) : !memref_rmem_f32_7d3b
        %iter_591 = cute.get_iter(%view_197) : !memref_rmem_f32_7d3b
        %iter_592 = cute.get_iter(%view_197) : !memref_rmem_f32_7d3b
        %lay_585 = cute.get_layout(%view_196) : !memref_smem_f32_070d
        %501 = cute.get_shape(%lay_585) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_280, %e1_223, %e2_129 = cute.get_leaves(%501) : !cute.shape<"(1,(4,2))">
        %lay_586 = cute.get_layout(%view_197) : !memref_rmem_f32_7d3b
        %502 = cute.get_shape(%lay_586) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_281, %e1_224, %e2_130 = cute.get_leaves(%502) : !cute.shape<"(1,(4,2))">
        %lay_587 = cute.get_layout(%view_196) : !memref_smem_f32_070d
        %lay_588 = cute.get_layout(%view_197) : !memref_rmem_f32_7d3b
        %rinv_14 = cute.right_inverse(%lay_588) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %lay_589 = cute.make_layout() : !cute.layout<"(4,2):(1,64)">
        %coalesce_14 = cute.coalesce(%lay_589) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %503 = cute.get_shape(%coalesce_14) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_282, %e1_225 = cute.get_leaves(%503) : !cute.shape<"(4,2)">
        %504 = cute.get_stride(%coalesce_14) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_283, %e1_226 = cute.get_leaves(%504) : !cute.stride<"(1,64)">
        %505 = cute.get_shape(%coalesce_14) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_284, %e1_227 = cute.get_leaves(%505) : !cute.shape<"(4,2)">
        %506 = cute.get_shape(%coalesce_14) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_285, %e1_228 = cute.get_leaves(%506) : !cute.shape<"(4,2)">
        %lay_590 = cute.make_layout() : !cute.layout<"4:1">
        %lay_591 = cute.make_layout() : !cute.layout<"4:1">
        %sz_91 = cute.size(%lay_591) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_286 = cute.get_leaves(%sz_91) : !cute.int_tuple<"4">
        %lay_592 = cute.get_layout(%view_196) : !memref_smem_f32_070d
        %lay_593 = cute.get_layout(%view_197) : !memref_rmem_f32_7d3b
        %iter_593 = cute.get_iter(%view_196) : !memref_smem_f32_070d
        %view_198 = cute.make_view(%iter_593) : !memref_smem_f32_4985
        %iter_594 = cute.get_iter(%view_198) : !memref_smem_f32_4985
        %iter_595 = cute.get_iter(%view_198) : !memref_smem_f32_4985
        %iter_596 = cute.get_iter(%view_197) : !memref_rmem_f32_7d3b
        %view_199 = cute.make_view(%iter_596) : !memref_rmem_f32_ba8d
        %iter_597 = cute.get_iter(%view_199) : !memref_rmem_f32_ba8d
        %iter_598 = cute.get_iter(%view_199) : !memref_rmem_f32_ba8d
        %shape_77 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_594 = cute.make_layout() : !cute.layout<"4:1">
        %iter_599 = cute.get_iter(%view_198) : !memref_smem_f32_4985
        %view_200 = cute.make_view(%iter_599) : !memref_smem_f32_4985
        %iter_600 = cute.get_iter(%view_200) : !memref_smem_f32_4985
        %iter_601 = cute.get_iter(%view_200) : !memref_smem_f32_4985
        %shape_78 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_595 = cute.make_layout() : !cute.layout<"4:1">
        %iter_602 = cute.get_iter(%view_199) : !memref_rmem_f32_ba8d
        %view_201 = cute.make_view(%iter_602) : !memref_rmem_f32_ba8d
        %iter_603 = cute.get_iter(%view_201) : !memref_rmem_f32_ba8d
        %iter_604 = cute.get_iter(%view_201) : !memref_rmem_f32_ba8d
        %atom_14 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_605 = cute.get_iter(%view_200) : !memref_smem_f32_4985
        %iter_606 = cute.get_iter(%view_201) : !memref_rmem_f32_ba8d
        %lay_596 = cute.get_layout(%view_200) : !memref_smem_f32_4985
        %lay_597 = cute.get_layout(%view_201) : !memref_rmem_f32_ba8d
        %507 = cute.static : !cute.layout<"1:0">
        %append_78 = cute.append_to_rank<2> (%lay_596, %507) : !cute.layout<"(4,2):(1,64)">, !cute.layout<"1:0">
        %append_79 = cute.append_to_rank<2> (%lay_597, %507) : !cute.layout<"(4,2):(1,4)">, !cute.layout<"1:0">
        %lay_598 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(64))">
        %lay_599 = cute.make_layout() : !cute.layout<"(4,(2)):(1,(4))">
        %sz_92 = cute.size(%lay_598) <{mode = [1]}> : (!cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"2">
        %508 = cute.get_scalars(%sz_92) : !cute.int_tuple<"2">
        %c0_i32_29 = arith.constant 0 : i32
        %c1_i32_29 = arith.constant 1 : i32
        scf.for %arg4 = %c0_i32_29 to %508 step %c1_i32_29  : i32 {
          %coord_75 = cute.make_coord(%arg4) : (i32) -> !cute.coord<"(_,?)">
          %313 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_200 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_41 = cute.crd2idx(%coord_75, %lay_598) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(64))">) -> !cute.int_tuple<"?{div=64}">
          %ptr_40 = cute.add_offset(%iter_605, %idx_41) : (!cute.ptr<f32, smem, align<16>>, !cute.int_tuple<"?{div=64}">) -> !cute.ptr<f32, smem, align<16>>
          %view_92 = cute.make_view(%ptr_40, %lay_200) : !memref_smem_f32_b5c1
          %314 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_201 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_30 = cute.crd2idx(%coord_75, %lay_599) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(2)):(1,(4))">) -> !cute.int_tuple<"?{div=4}">
          %ptr_41 = cute.add_offset(%iter_606, %idx_30) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?{div=4}">) -> !cute.ptr<f32, rmem>
          %view_93 = cute.make_view(%ptr_41, %lay_201) : !memref_rmem_f32_4465
          %iter_245 = cute.get_iter(%view_92) : !memref_smem_f32_b5c1
          %iter_181 = cute.get_iter(%view_93) : !memref_rmem_f32_4465
          %315 = builtin.unrealized_conversion_cast %iter_245 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
          %316 = builtin.unrealized_conversion_cast %iter_181 : !cute.ptr<f32, rmem> to !llvm.ptr
          %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
          llvm.store %317, %316 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {llvm.loop_annotation = #loop_annotation_0327}
        %coord_130 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
        %lay_600 = cute.get_layout(%rmem_3) : !memref_rmem_f32_aea3
        %idx_90 = cute.crd2idx(%coord_130, %lay_600) : (!cute.coord<"(_,_,7)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"56">
        %iter_607 = cute.get_iter(%rmem_3) : !memref_rmem_f32_aea3
        %ptr_90 = cute.add_offset(%iter_607, %idx_90) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"56">) -> !cute.ptr<f32, rmem>
        %view_202 = cute.make_view(%ptr_90) : !memref_rmem_f32_7d3b
        %iter_608 = cute.get_iter(%view_202) : !memref_rmem_f32_7d3b
        %iter_609 = cute.get_iter(%view_202) : !memref_rmem_f32_7d3b
        %coord_131 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
        %lay_601 = cute.get_layout(%rmem_4) : !memref_rmem_f32_aea3
        %idx_91 = cute.crd2idx(%coord_131, %lay_601) : (!cute.coord<"(_,_,7)">, !cute.layout<"(1,(4,2),8):(0,(1,4),8)">) -> !cute.int_tuple<"56">
        %iter_610 = cute.get_iter(%rmem_4) : !memref_rmem_f32_aea3
        %ptr_91 = cute.add_offset(%iter_610, %idx_91) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"56">) -> !cute.ptr<f32, rmem>
        %view_203 = cute.make_view(%ptr_91) : !memref_rmem_f32_7d3b
        %iter_611 = cute.get_iter(%view_203) : !memref_rmem_f32_7d3b
        %iter_612 = cute.get_iter(%view_203) : !memref_rmem_f32_7d3b
        %lay_602 = cute.get_layout(%view_202) : !memref_rmem_f32_7d3b
        %509 = cute.get_shape(%lay_602) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_287, %e1_229, %e2_131 = cute.get_leaves(%509) : !cute.shape<"(1,(4,2))">
        %lay_603 = cute.get_layout(%view_203) : !memref_rmem_f32_7d3b
        %510 = cute.get_shape(%lay_603) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_288, %e1_230, %e2_132 = cute.get_leaves(%510) : !cute.shape<"(1,(4,2))">
        %lay_604 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %511 = cute.get_shape(%lay_604) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_289, %e1_231, %e2_133, %e3_74, %e4_20 = cute.get_leaves(%511) : !cute.shape<"(1,(4,2),(4,2))">
        %lay_605 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %512 = cute.get_shape(%lay_605) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
        %e0_290, %e1_232, %e2_134, %e3_75, %e4_21 = cute.get_leaves(%512) : !cute.shape<"(1,(4,2),(4,2))">
        %iter_613 = cute.get_iter(%view_202) : !memref_rmem_f32_7d3b
        %iter_614 = cute.get_iter(%view_203) : !memref_rmem_f32_7d3b
        %iter_615 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %iter_616 = cute.get_iter(%rmem_5) : !memref_rmem_f32_6b53
        %lay_606 = cute.get_layout(%view_202) : !memref_rmem_f32_7d3b
        %lay_607 = cute.get_layout(%view_203) : !memref_rmem_f32_7d3b
        %lay_608 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %lay_609 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
        %513 = cute.static : !cute.layout<"1:0">
        %append_80 = cute.append_to_rank<3> (%lay_606, %513) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %append_81 = cute.append_to_rank<3> (%lay_607, %513) : !cute.layout<"(1,(4,2)):(0,(1,4))">, !cute.layout<"1:0">
        %sz_93 = cute.size(%append_80) <{mode = [2]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"1">
        %sz_94 = cute.size(%append_80) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %sz_95 = cute.size(%append_81) <{mode = [1]}> : (!cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"8">
        %514 = cute.get_scalars(%sz_93) : !cute.int_tuple<"1">
        %515 = cute.get_scalars(%sz_94) : !cute.int_tuple<"8">
        %516 = cute.get_scalars(%sz_95) : !cute.int_tuple<"8">
        %c0_i32_30 = arith.constant 0 : i32
        %c1_i32_30 = arith.constant 1 : i32
        %517 = scf.for %arg4 = %c0_i32_30 to %514 step %c1_i32_30 iter_args(%arg5 = %4) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
          %313 = scf.for %arg6 = %c0_i32_30 to %515 step %c1_i32_30 iter_args(%arg7 = %arg5) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
            %314 = scf.for %arg8 = %c0_i32_30 to %516 step %c1_i32_30 iter_args(%arg9 = %arg7) -> (!mma_f32_f32_f32_1x1x1_9f7f)  : i32 {
              %coord_75 = cute.make_coord(%arg6, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_88 = cute.make_coord(%arg8, %arg4) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %coord_89 = cute.make_coord(%arg6, %arg8) : (i32, i32) -> !cute.coord<"(_,?,?)">
              %315:2 = cute.get_scalars(%coord_75) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_299 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_46 = cute.crd2idx(%coord_75, %append_80) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_46 = cute.add_offset(%iter_613, %idx_46) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_102 = cute.make_view(%ptr_46, %lay_299) : !memref_rmem_f32_0edd
              %316:2 = cute.get_scalars(%coord_88) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_300 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_47 = cute.crd2idx(%coord_88, %append_81) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),1):(0,(1,4),0)">) -> !cute.int_tuple<"?">
              %ptr_47 = cute.add_offset(%iter_614, %idx_47) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_103 = cute.make_view(%ptr_47, %lay_300) : !memref_rmem_f32_0edd
              %317:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_301 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_48 = cute.crd2idx(%coord_89, %lay_608) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_48 = cute.add_offset(%iter_615, %idx_48) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_104 = cute.make_view(%ptr_48, %lay_301) : !memref_rmem_f32_0edd
              %318:2 = cute.get_scalars(%coord_89) <{only_dynamic}> : !cute.coord<"(_,?,?)">
              %lay_302 = cute.make_layout() : !cute.layout<"(1):(0)">
              %idx_49 = cute.crd2idx(%coord_89, %lay_609) : (!cute.coord<"(_,?,?)">, !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"?">
              %ptr_49 = cute.add_offset(%iter_616, %idx_49) : (!cute.ptr<f32, rmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
              %view_105 = cute.make_view(%ptr_49, %lay_302) : !memref_rmem_f32_0edd
              %319 = cute.memref.load_vec(%view_102) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %320 = cute.memref.load_vec(%view_103) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %321 = cute.memref.load_vec(%view_104) : (!memref_rmem_f32_0edd) -> vector<1xf32>
              %322 = math.fma %319, %320, %321 : vector<1xf32>
              cute.memref.store_vec(%322, %view_104) : (vector<1xf32>, !memref_rmem_f32_0edd) -> ()
              scf.yield %arg9 : !mma_f32_f32_f32_1x1x1_9f7f
            } {llvm.loop_annotation = #loop_annotation_0327}
            scf.yield %314 : !mma_f32_f32_f32_1x1x1_9f7f
          } {llvm.loop_annotation = #loop_annotation_0327}
          scf.yield %313 : !mma_f32_f32_f32_1x1x1_9f7f
        } {llvm.loop_annotation = #loop_annotation_0327}
      } {loop_annotation = #loop_annotation1_7daa}
      nvvm.cp.async.wait.group 0
      %lay_610 = cute.get_layout(%view_1) : !memref_gmem_f32_cb25
      %518 = cute.get_shape(%lay_610) : (!cute.layout<"(128,128):(?{i64 div=4},1)">) -> !cute.shape<"(128,128)">
      %e0_291, %e1_233 = cute.get_leaves(%518) : !cute.shape<"(128,128)">
      %shape_79 = cute.make_shape() : () -> !cute.shape<"(128,128)">
      %int_tup_iter_3 = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,0)">
      %stride_29 = cute.make_stride() : () -> !cute.stride<"(1@0,1@1)">
      %lay_611 = cute.make_layout(%shape_79, %stride_29) : !cute.layout<"(128,128):(1@0,1@1)">
      %view_204 = cute.make_view(%int_tup_iter_3, %lay_611) : !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">
      %iter_617 = cute.get_iter(%view_204) : !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">
      %tup_33 = cute.deref_arith_tuple_iter(%iter_617) : !cute.arith_tuple_iter<"(0,0)">
      %e0_292, %e1_234 = cute.get_leaves(%tup_33) : !cute.int_tuple<"(0,0)">
      %coord_132 = cute.make_coord(%5) : (i32) -> !cute.coord<"?">
      %iter_618 = cute.get_iter(%view_204) : !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">
      %519 = cute.get_scalars(%coord_132) <{only_dynamic}> : !cute.coord<"?">
      %c16_i32_14 = arith.constant 16 : i32
      %520 = arith.divsi %519, %c16_i32_14 : i32
      %c16_i32_15 = arith.constant 16 : i32
      %521 = arith.remsi %520, %c16_i32_15 : i32
      %c16_i32_16 = arith.constant 16 : i32
      %522 = arith.remsi %519, %c16_i32_16 : i32
      %c16_i32_17 = arith.constant 16 : i32
      %523 = arith.remsi %521, %c16_i32_17 : i32
      %c16_i32_18 = arith.constant 16 : i32
      %524 = arith.remsi %522, %c16_i32_18 : i32
      %c4_i32_5 = arith.constant 4 : i32
      %525 = arith.muli %523, %c4_i32_5 : i32
      %c4_i32_6 = arith.constant 4 : i32
      %526 = arith.muli %524, %c4_i32_6 : i32
      %iv_26 = cute.assume(%525) : (i32) -> !cute.i32<divby 4>
      %iv_27 = cute.assume(%526) : (i32) -> !cute.i32<divby 4>
      %int_tuple_23 = cute.make_int_tuple(%iv_26, %iv_27) : (!cute.i32<divby 4>, !cute.i32<divby 4>) -> !cute.int_tuple<"(?{div=4},?{div=4})">
      %tup_34 = cute.add_offset(%iter_618, %int_tuple_23) : (!cute.arith_tuple_iter<"(0,0)">, !cute.int_tuple<"(?{div=4},?{div=4})">) -> !cute.arith_tuple_iter<"(?{div=4},?{div=4})">
      %view_205 = cute.make_view(%tup_34) : !cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
      %iter_619 = cute.get_iter(%view_205) : !cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
      %tup_35 = cute.deref_arith_tuple_iter(%iter_619) : !cute.arith_tuple_iter<"(?{div=4},?{div=4})">
      %e0_293, %e1_235 = cute.get_leaves(%tup_35) : !cute.int_tuple<"(?{div=4},?{div=4})">
      %527 = cute.get_scalars(%e0_293) : !cute.int_tuple<"?{div=4}">
      %528 = cute.get_scalars(%e1_235) : !cute.int_tuple<"?{div=4}">
      %lay_612 = cute.get_layout(%arg2) : !memref_gmem_f32_7103
      %529 = cute.get_shape(%lay_612) : (!cute.layout<"(?,?{div=4}):(?{i64 div=4},1)">) -> !cute.shape<"(?,?{div=4})">
      %e0_294, %e1_236 = cute.get_leaves(%529) : !cute.shape<"(?,?{div=4})">
      %itup_9 = cute.to_int_tuple(%e0_294) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %530 = cute.get_scalars(%itup_9) : !cute.int_tuple<"?">
      %itup_10 = cute.to_int_tuple(%e1_236) : !cute.shape<"?{div=4}"> to !cute.int_tuple<"?{div=4}">
      %531 = cute.get_scalars(%itup_10) : !cute.int_tuple<"?{div=4}">
      %c128_i32_5 = arith.constant 128 : i32
      %532 = arith.muli %8, %c128_i32_5 : i32
      %int_tuple_24 = cute.make_int_tuple(%532) : (i32) -> !cute.int_tuple<"?">
      %sub_0 = cute.tuple_sub(%itup_9, %int_tuple_24) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
      %533 = cute.get_scalars(%sub_0) : !cute.int_tuple<"?">
      %lay_613 = cute.get_layout(%arg2) : !memref_gmem_f32_7103
      %534 = cute.get_shape(%lay_613) : (!cute.layout<"(?,?{div=4}):(?{i64 div=4},1)">) -> !cute.shape<"(?,?{div=4})">
      %e0_295, %e1_237 = cute.get_leaves(%534) : !cute.shape<"(?,?{div=4})">
      %itup_11 = cute.to_int_tuple(%e0_295) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %535 = cute.get_scalars(%itup_11) : !cute.int_tuple<"?">
      %itup_12 = cute.to_int_tuple(%e1_237) : !cute.shape<"?{div=4}"> to !cute.int_tuple<"?{div=4}">
      %536 = cute.get_scalars(%itup_12) : !cute.int_tuple<"?{div=4}">
      %537 = arith.muli %9, %c128_i32_5 : i32
      %int_tuple_25 = cute.make_int_tuple(%537) : (i32) -> !cute.int_tuple<"?">
      %sub_1 = cute.tuple_sub(%itup_12, %int_tuple_25) : (!cute.int_tuple<"?{div=4}">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
      %538 = cute.get_scalars(%sub_1) : !cute.int_tuple<"?">
      %lay_614 = cute.get_layout(%rmem_5) : !memref_rmem_f32_6b53
      %sz_96 = cute.size(%lay_614) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.int_tuple<"64">
      %e0_296 = cute.get_leaves(%sz_96) : !cute.int_tuple<"64">
      %c64_i32 = arith.constant 64 : i32
      %539 = scf.for %arg3 = %c0_i32_3 to %c64_i32 step %c1_i32_4 iter_args(%arg4 = %view_63) -> (!memref_gmem_f32_40ff)  : i32 {
        %iter_620 = cute.get_iter(%arg4) : !memref_gmem_f32_40ff
        %iter_621 = cute.get_iter(%arg4) : !memref_gmem_f32_40ff
        %coord_133 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"?">
        %lay_615 = cute.get_layout(%view_205) : !cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
        %idx_92 = cute.crd2idx(%coord_133, %lay_615) : (!cute.coord<"?">, !cute.layout<"(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">) -> !cute.int_tuple<"(?,?)">
        %iter_622 = cute.get_iter(%view_205) : !cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
        %tup_36 = cute.add_offset(%iter_622, %idx_92) : (!cute.arith_tuple_iter<"(?{div=4},?{div=4})">, !cute.int_tuple<"(?,?)">) -> !cute.arith_tuple_iter<"(?,?)">
        %view_206 = cute.make_view(%tup_36) : !cute.coord_tensor<"(?,?)", "():()">
        %iter_228 = cute.get_iter(%view_206) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_37 = cute.deref_arith_tuple_iter(%iter_228) : !cute.arith_tuple_iter<"(?,?)">
        %e0_297, %e1_238 = cute.get_leaves(%tup_37) : !cute.int_tuple<"(?,?)">
        %230 = cute.get_scalars(%e0_297) : !cute.int_tuple<"?">
        %231 = cute.get_scalars(%e1_238) : !cute.int_tuple<"?">
        %iter_229 = cute.get_iter(%view_206) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_38 = cute.deref_arith_tuple_iter(%iter_229) : !cute.arith_tuple_iter<"(?,?)">
        %e0_298, %e1_239 = cute.get_leaves(%tup_38) : !cute.int_tuple<"(?,?)">
        %232 = cute.get_scalars(%e0_298) : !cute.int_tuple<"?">
        %233 = cute.get_scalars(%e1_239) : !cute.int_tuple<"?">
        %iter_96 = cute.get_iter(%view_206) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_39 = cute.deref_arith_tuple_iter(%iter_96) : !cute.arith_tuple_iter<"(?,?)">
        %e0_299, %e1_240 = cute.get_leaves(%tup_39) : !cute.int_tuple<"(?,?)">
        %234 = cute.get_scalars(%e0_299) : !cute.int_tuple<"?">
        %235 = cute.get_scalars(%e1_240) : !cute.int_tuple<"?">
        %coord_82 = cute.make_coord(%e0_299, %e1_240) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
        %coord_134 = cute.make_coord(%sub_0, %sub_1) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
        %236:2 = cute.get_scalars(%coord_82) : !cute.coord<"(?,?)">
        %251:2 = cute.get_scalars(%coord_134) : !cute.coord<"(?,?)">
        %true_9 = arith.constant true
        %252 = arith.cmpi slt, %236#0, %251#0 : i32
        %253 = arith.andi %true_9, %252 : i1
        %254 = arith.cmpi slt, %236#1, %251#1 : i32
        %255 = arith.andi %253, %254 : i1
        %256 = scf.if %255 -> (!memref_gmem_f32_40ff) {
          %iter_231 = cute.get_iter(%arg4) : !memref_gmem_f32_40ff
          %coord_135 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"?">
          %257 = cute.memref.load(%rmem_5, %coord_135) : (!memref_rmem_f32_6b53, !cute.coord<"?">) -> f32
          %coord_83 = cute.make_coord(%arg3) : (i32) -> !cute.coord<"?">
          cute.memref.store(%arg4, %coord_83, %257) : (!memref_gmem_f32_40ff, !cute.coord<"?">, f32) -> ()
          scf.yield %arg4 : !memref_gmem_f32_40ff
        } else {
          %iter_231 = cute.get_iter(%arg4) : !memref_gmem_f32_40ff
          scf.yield %arg4 : !memref_gmem_f32_40ff
        }
        %iter_230 = cute.get_iter(%256) : !memref_gmem_f32_40ff
        %iter_623 = cute.get_iter(%256) : !memref_gmem_f32_40ff
        %iter_624 = cute.get_iter(%256) : !memref_gmem_f32_40ff
        scf.yield %256 : !memref_gmem_f32_40ff
      } {loop_annotation = #loop_annotation2_26d7}
      %iter_625 = cute.get_iter(%539) : !memref_gmem_f32_40ff
      %iter_626 = cute.get_iter(%539) : !memref_gmem_f32_40ff
      %iter_627 = cute.get_iter(%539) : !memref_gmem_f32_40ff
      return
    }
  }
  func.func @cutlass_sgemm~(%arg0: !memref_gmem_f32_7e11, %arg1: !memref_gmem_f32_ff69, %arg2: !memref_gmem_f32_7103) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_7e11
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_ff69
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_7103
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f32_7e11
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f32_ff69
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f32_7103
    %shape = cute.make_shape() : () -> !cute.shape<"(128,8,3)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1,132,1056)">
    %lay = cute.make_layout() : !cute.layout<"(128,8,3):(1,132,1056)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(128,8,3)">
    %stride_0 = cute.make_stride() : () -> !cute.stride<"(1,128,1024)">
    %lay_0 = cute.make_layout() : !cute.layout<"(128,8,3):(1,128,1024)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
    %shape_1 = cute.make_shape() : () -> !cute.shape<"(32,8)">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_1 = cute.make_layout() : !cute.layout<"(32,8):(8,1)">
    %shape_2 = cute.make_shape() : () -> !cute.shape<"(1,1)">
    %lay_2 = cute.make_layout() : !cute.layout<"(1,1):(0,0)">
    %lay_3 = cute.make_layout() : !cute.layout<"(32,8):(8,1)">
    %sz = cute.size(%lay_1) : (!cute.layout<"(32,8):(8,1)">) -> !cute.int_tuple<"256">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_0 = cute.size(%lay_2) : (!cute.layout<"(1,1):(0,0)">) -> !cute.int_tuple<"1">
    %e0_0 = cute.get_leaves(%sz_0) : !cute.int_tuple<"1">
    %shape_3 = cute.make_shape() : () -> !cute.shape<"(256,1)">
    %lay_4 = cute.make_layout() : !cute.layout<"(256,1):(1,0)">
    %rinv = cute.right_inverse(%lay_3) : (!cute.layout<"(32,8):(8,1)">) -> !cute.layout<"(8,32):(32,1)">
    %lay_5 = cute.make_layout() : !cute.layout<"((8,32),1):((32,1),0)">
    %0 = cute.get_shape(%lay_3) : (!cute.layout<"(32,8):(8,1)">) -> !cute.shape<"(32,8)">
    %e0_1, %e1 = cute.get_leaves(%0) : !cute.shape<"(32,8)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(32,8)">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"(32,8)">
    %e0_2, %e1_0 = cute.get_leaves(%int_tuple_0) : !cute.int_tuple<"(32,8)">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"(32,8)">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"(32,8)">
    %e0_3, %e1_1 = cute.get_leaves(%int_tuple_2) : !cute.int_tuple<"(32,8)">
    %tile = cute.make_tile() : () -> !cute.tile<"[32:1;8:1]">
    %1 = cute.make_tiled_copy(%atom) : !copy_ldgsts_27bc
    %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
    %shape_4 = cute.make_shape() : () -> !cute.shape<"(32,8)">
    %stride_2 = cute.make_stride() : () -> !cute.stride<"(1,32)">
    %lay_6 = cute.make_layout() : !cute.layout<"(32,8):(1,32)">
    %shape_5 = cute.make_shape() : () -> !cute.shape<"(4,1)">
    %lay_7 = cute.make_layout() : !cute.layout<"(4,1):(1,0)">
    %lay_8 = cute.make_layout() : !cute.layout<"((4,32),8):((256,1),32)">
    %sz_1 = cute.size(%lay_6) : (!cute.layout<"(32,8):(1,32)">) -> !cute.int_tuple<"256">
    %e0_4 = cute.get_leaves(%sz_1) : !cute.int_tuple<"256">
    %sz_2 = cute.size(%lay_7) : (!cute.layout<"(4,1):(1,0)">) -> !cute.int_tuple<"4">
    %e0_5 = cute.get_leaves(%sz_2) : !cute.int_tuple<"4">
    %shape_6 = cute.make_shape() : () -> !cute.shape<"(256,4)">
    %lay_9 = cute.make_layout() : !cute.layout<"(256,4):(1,256)">
    %rinv_0 = cute.right_inverse(%lay_8) : (!cute.layout<"((4,32),8):((256,1),32)">) -> !cute.layout<"(256,4):(4,1)">
    %lay_10 = cute.make_layout() : !cute.layout<"(256,4):(4,1)">
    %2 = cute.get_shape(%lay_8) : (!cute.layout<"((4,32),8):((256,1),32)">) -> !cute.shape<"((4,32),8)">
    %e0_6, %e1_2, %e2 = cute.get_leaves(%2) : !cute.shape<"((4,32),8)">
    %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,32),8)">
    %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"(128,8)">
    %e0_7, %e1_3 = cute.get_leaves(%int_tuple_4) : !cute.int_tuple<"(128,8)">
    %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"(128,8)">
    %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"(128,8)">
    %e0_8, %e1_4 = cute.get_leaves(%int_tuple_6) : !cute.int_tuple<"(128,8)">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[128:1;8:1]">
    %3 = cute.make_tiled_copy(%atom_0) : !copy_ldgsts1_4a7e
    %shape_7 = cute.make_shape() : () -> !cute.shape<"(16,16,1)">
    %stride_3 = cute.make_stride() : () -> !cute.stride<"(16,1,0)">
    %lay_11 = cute.make_layout() : !cute.layout<"(16,16,1):(16,1,0)">
    %4 = cute.get_shape(%lay_11) : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.shape<"(16,16,1)">
    %e0_9, %e1_5, %e2_0 = cute.get_leaves(%4) : !cute.shape<"(16,16,1)">
    %shape_8 = cute.make_shape() : () -> !cute.shape<"(16,4)">
    %stride_4 = cute.make_stride() : () -> !cute.stride<"(4,1)">
    %lay_12 = cute.make_layout() : !cute.layout<"(16,4):(4,1)">
    %5 = cute.get_shape(%lay_11) : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.shape<"(16,16,1)">
    %e0_10, %e1_6, %e2_1 = cute.get_leaves(%5) : !cute.shape<"(16,16,1)">
    %shape_9 = cute.make_shape() : () -> !cute.shape<"(16,4)">
    %stride_5 = cute.make_stride() : () -> !cute.stride<"(4,1)">
    %lay_13 = cute.make_layout() : !cute.layout<"(16,4):(4,1)">
    %atom_1 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
    %6 = cute.get_shape(%lay_11) : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.shape<"(16,16,1)">
    %e0_11, %e1_7, %e2_2 = cute.get_leaves(%6) : !cute.shape<"(16,16,1)">
    %7 = cute.get_shape(%lay_12) : (!cute.layout<"(16,4):(4,1)">) -> !cute.shape<"(16,4)">
    %e0_12, %e1_8 = cute.get_leaves(%7) : !cute.shape<"(16,4)">
    %8 = cute.get_stride(%lay_12) : (!cute.layout<"(16,4):(4,1)">) -> !cute.stride<"(4,1)">
    %e0_13, %e1_9 = cute.get_leaves(%8) : !cute.stride<"(4,1)">
    %9 = cute.get_shape(%lay_13) : (!cute.layout<"(16,4):(4,1)">) -> !cute.shape<"(16,4)">
    %e0_14, %e1_10 = cute.get_leaves(%9) : !cute.shape<"(16,4)">
    %10 = cute.get_stride(%lay_13) : (!cute.layout<"(16,4):(4,1)">) -> !cute.stride<"(4,1)">
    %e0_15, %e1_11 = cute.get_leaves(%10) : !cute.stride<"(4,1)">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[(16,4):(4,1);(16,4):(4,1);_]">
    %11 = cute.make_tiled_mma(%atom_1) : !mma_f32_f32_f32_1x1x1_9f7f
    %cosz = cute.cosize(%lay) : (!cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"3164">
    %e0_16 = cute.get_leaves(%cosz) : !cute.int_tuple<"3164">
    %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"101248">
    %tile_2 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"12656">
    %e0_17 = cute.get_leaves(%int_tuple_8) : !cute.int_tuple<"12656">
    %cosz_0 = cute.cosize(%lay_0) : (!cute.layout<"(128,8,3):(1,128,1024)">) -> !cute.int_tuple<"3072">
    %e0_18 = cute.get_leaves(%cosz_0) : !cute.int_tuple<"3072">
    %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"98304">
    %tile_3 = cute.make_tile() : () -> !cute.tile<"8:1">
    %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"12288">
    %e0_19 = cute.get_leaves(%int_tuple_10) : !cute.int_tuple<"12288">
    %lay_14 = cute.get_layout(%arg2) : !memref_gmem_f32_7103
    %12 = cute.get_shape(%lay_14) : (!cute.layout<"(?,?{div=4}):(?{i64 div=4},1)">) -> !cute.shape<"(?,?{div=4})">
    %e0_20, %e1_12 = cute.get_leaves(%12) : !cute.shape<"(?,?{div=4})">
    %itup = cute.to_int_tuple(%e0_20) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %13 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_0 = cute.to_int_tuple(%e1_12) : !cute.shape<"?{div=4}"> to !cute.int_tuple<"?{div=4}">
    %14 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?{div=4}">
    %int_tuple_11 = cute.make_int_tuple(%itup, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=4}">) -> !cute.int_tuple<"(?,?{div=4})">
    %tile_4 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
    %15:2 = cute.get_scalars(%int_tuple_11) <{only_dynamic}> : !cute.int_tuple<"(?,?{div=4})">
    %c128_i32 = arith.constant 128 : i32
    %16 = arith.ceildivsi %15#0, %c128_i32 : i32
    %c128_i32_0 = arith.constant 128 : i32
    %17 = arith.ceildivsi %15#1, %c128_i32_0 : i32
    %int_tuple_12 = cute.make_int_tuple(%16, %17) : (i32, i32) -> !cute.int_tuple<"(?,?)">
    %e0_21, %e1_13 = cute.get_leaves(%int_tuple_12) : !cute.int_tuple<"(?,?)">
    %18 = cute.get_scalars(%e0_21) : !cute.int_tuple<"?">
    %19 = cute.get_scalars(%e1_13) : !cute.int_tuple<"?">
    %lay_15 = cute.get_layout(%arg0) : !memref_gmem_f32_7e11
    %lay_16 = cute.get_layout(%arg1) : !memref_gmem_f32_ff69
    %lay_17 = cute.get_layout(%arg2) : !memref_gmem_f32_7103
    %20 = cute.static : !cute.tile<"[32:1;8:1]">
    %e0_22, %e1_14 = cute.get_leaves(%20) : !cute.tile<"[32:1;8:1]">
    %21 = cute.static : !cute.layout<"((8,32),1):((32,1),0)">
    %22 = cute.static : !cute.layout<"1:0">
    %23 = cute.static : !cute.layout<"(1,1):(0,1)">
    %24 = cute.static : !cute.layout<"(1,1):(0,1)">
    %25 = cute.static : !cute.tile<"[128:1;8:1]">
    %e0_23, %e1_15 = cute.get_leaves(%25) : !cute.tile<"[128:1;8:1]">
    %26 = cute.static : !cute.layout<"(256,4):(4,1)">
    %27 = cute.static : !cute.layout<"1:0">
    %28 = cute.static : !cute.layout<"(1,4):(0,1)">
    %29 = cute.static : !cute.layout<"(1,4):(0,1)">
    %30 = cute.static : !cute.layout<"(1,16,16,1):(0,16,1,0)">
    %31 = cute.static : !cute.tile<"[(16,4):(4,1);(16,4):(4,1);_]">
    %e0_24, %e1_16, %e2_3 = cute.get_leaves(%31) : !cute.tile<"[(16,4):(4,1);(16,4):(4,1);_]">
    %32 = cute.static : !cute.layout<"1:0">
    %33 = cute.static : !cute.shape<"(1,1,1)">
    %e0_25, %e1_17, %e2_4 = cute.get_leaves(%33) : !cute.shape<"(1,1,1)">
    %34 = cute.static : !cute.layout<"(1,1):(0,0)">
    %35 = cute.static : !cute.layout<"(1,1):(0,0)">
    %36 = cute.static : !cute.layout<"(1,1):(0,0)">
    %c24944_i32 = arith.constant 24944 : i32
    %c232448_i32 = arith.constant 232448 : i32
    %37 = arith.cmpi sgt, %c24944_i32, %c232448_i32 : i32
    scf.if %37 {
      %38 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %39 = llvm.getelementptr %38[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<322 x i8>
      %40 = llvm.call @printf(%39, %c24944_i32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    }
    %c0_i64 = arith.constant 0 : i64
    %41 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %42 = arith.extsi %c24944_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %43 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %42, gridDim = (%18, %19, %c1_i32), stream = %41) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%43] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_0 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%43] %c0_i32_0 : !cuda.launch_cfg<max_attrs = 3>, i32
    %44 = cuda.launch_ex @kernels::@kernel_cutlass_sgemm_kernel~<%43> (%arg0, %arg1, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f32_7e11, !memref_gmem_f32_ff69, !memref_gmem_f32_7103) -> !cuda.result
    %45 = cuda.cast %44 : !cuda.result -> i32
    cuda.return_if_error %45 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32_1 : i32
  }
}
