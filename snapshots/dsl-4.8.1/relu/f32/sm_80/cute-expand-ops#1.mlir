// irscope snapshot: relu:f32@sm_80 after cute-expand-ops#1 (cute-expand-ops, convert-cute-algo-to-arch)
!memref_gmem_f32_494a = !cute.memref<f32, gmem, align<16>, "((1,4),(?,?)):((0,1),(?{i64 div=4},4))">
!memref_gmem_f32_526e = !cute.memref<f32, gmem, align<16>, "((1,4)):((0,1))">
!memref_gmem_f32_ce3a = !cute.memref<f32, gmem, align<16>, "(4,1):(1,0)">
!memref_gmem_f32_dc80 = !cute.memref<f32, gmem, align<16>, "(4):(1)">
!memref_gmem_f32_7103 = !cute.memref<f32, gmem, align<16>, "(?,?{div=4}):(?{i64 div=4},1)">
!memref_rmem_f32_c23e = !cute.memref<f32, rmem, align<32>, "((1,4)):((0,1))">
!memref_rmem_f32_6964 = !cute.memref<f32, rmem, align<32>, "(4,1):(1,0)">
!memref_rmem_f32_b0ed = !cute.memref<f32, rmem, align<32>, "(4):(1)">
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_relu_kernel~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_relu_kernel~(%arg0: !memref_gmem_f32_494a, %arg1: !memref_gmem_f32_494a) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32_494a
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_494a
      %iter_1 = cute.get_iter(%arg0) : !memref_gmem_f32_494a
      %iter_2 = cute.get_iter(%arg1) : !memref_gmem_f32_494a
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32_494a
      %lay_0 = cute.get_layout(%arg1) : !memref_gmem_f32_494a
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %6 = nvvm.read.ptx.sreg.ntid.x : i32
      %7 = nvvm.read.ptx.sreg.ntid.y : i32
      %8 = nvvm.read.ptx.sreg.ntid.z : i32
      %9 = cute.get_shape(%lay) : (!cute.layout<"((1,4),(?,?)):((0,1),(?{i64 div=4},4))">) -> !cute.shape<"((1,4),(?,?))">
      %e0, %e1, %e2, %e3 = cute.get_leaves(%9) : !cute.shape<"((1,4),(?,?))">
      %itup = cute.to_int_tuple(%e2) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %10 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
      %itup_0 = cute.to_int_tuple(%e3) : !cute.shape<"?"> to !cute.int_tuple<"?">
      %11 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
      %12 = arith.muli %3, %6 : i32
      %13 = arith.addi %12, %0 : i32
      %mul = cute.tuple_mul(%itup, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
      %14 = cute.get_scalars(%mul) : !cute.int_tuple<"?">
      %15 = arith.cmpi sgt, %14, %13 : i32
      %16 = scf.if %15 -> (!memref_gmem_f32_494a) {
        %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f32_494a
        %int_tuple = cute.make_int_tuple(%13) : (i32) -> !cute.int_tuple<"?">
        %div = cute.tuple_div(%int_tuple, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
        %17 = cute.get_scalars(%div) : !cute.int_tuple<"?">
        %int_tuple_0 = cute.make_int_tuple(%13) : (i32) -> !cute.int_tuple<"?">
        %mod = cute.tuple_mod(%int_tuple_0, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
        %18 = cute.get_scalars(%mod) : !cute.int_tuple<"?">
        %coord = cute.make_coord(%div, %mod) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(_,(?,?))">
        %lay_1 = cute.get_layout(%arg0) : !memref_gmem_f32_494a
        %idx = cute.crd2idx(%coord, %lay_1) : (!cute.coord<"(_,(?,?))">, !cute.layout<"((1,4),(?,?)):((0,1),(?{i64 div=4},4))">) -> !cute.int_tuple<"?{i64 div=4}">
        %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f32_494a
        %ptr = cute.add_offset(%iter_4, %idx) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{i64 div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view = cute.make_view(%ptr) : !memref_gmem_f32_526e
        %iter_5 = cute.get_iter(%view) : !memref_gmem_f32_526e
        %iter_6 = cute.get_iter(%view) : !memref_gmem_f32_526e
        %lay_2 = cute.get_layout(%view) : !memref_gmem_f32_526e
        %19 = cute.get_shape(%lay_2) : (!cute.layout<"((1,4)):((0,1))">) -> !cute.shape<"((1,4))">
        %e0_0, %e1_0 = cute.get_leaves(%19) : !cute.shape<"((1,4))">
        %lay_3 = cute.make_layout() : !cute.layout<"((1,4)):((0,1))">
        %rmem = cute.memref.alloca(%lay_3) : !memref_rmem_f32_c23e
        %iter_7 = cute.get_iter(%rmem) : !memref_rmem_f32_c23e
        %iter_8 = cute.get_iter(%rmem) : !memref_rmem_f32_c23e
        %lay_4 = cute.get_layout(%rmem) : !memref_rmem_f32_c23e
        %20 = cute.get_shape(%lay_4) : (!cute.layout<"((1,4)):((0,1))">) -> !cute.shape<"((1,4))">
        %e0_1, %e1_1 = cute.get_leaves(%20) : !cute.shape<"((1,4))">
        %lay_5 = cute.make_layout() : !cute.layout<"4:1">
        %lay_6 = cute.make_layout() : !cute.layout<"4:1">
        %coalesce = cute.coalesce(%lay_6) : (!cute.layout<"4:1">) -> !cute.layout<"4:1">
        %21 = cute.get_shape(%coalesce) : (!cute.layout<"4:1">) -> !cute.shape<"4">
        %e0_2 = cute.get_leaves(%21) : !cute.shape<"4">
        %22 = cute.get_stride(%coalesce) : (!cute.layout<"4:1">) -> !cute.stride<"1">
        %e0_3 = cute.get_leaves(%22) : !cute.stride<"1">
        %23 = cute.get_shape(%coalesce) : (!cute.layout<"4:1">) -> !cute.shape<"4">
        %e0_4 = cute.get_leaves(%23) : !cute.shape<"4">
        %24 = cute.get_shape(%coalesce) : (!cute.layout<"4:1">) -> !cute.shape<"4">
        %e0_5 = cute.get_leaves(%24) : !cute.shape<"4">
        %lay_7 = cute.make_layout() : !cute.layout<"4:1">
        %25 = cute.get_shape(%lay_7) : (!cute.layout<"4:1">) -> !cute.shape<"4">
        %shape = cute.make_shape() : () -> !cute.shape<"4">
        %itup_1 = cute.to_int_tuple(%shape) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_6 = cute.get_leaves(%itup_1) : !cute.int_tuple<"4">
        %iter_9 = cute.get_iter(%view) : !memref_gmem_f32_526e
        %view_0 = cute.make_view(%iter_9) : !memref_gmem_f32_ce3a
        %iter_10 = cute.get_iter(%view_0) : !memref_gmem_f32_ce3a
        %iter_11 = cute.get_iter(%view_0) : !memref_gmem_f32_ce3a
        %iter_12 = cute.get_iter(%rmem) : !memref_rmem_f32_c23e
        %view_1 = cute.make_view(%iter_12) : !memref_rmem_f32_6964
        %iter_13 = cute.get_iter(%view_1) : !memref_rmem_f32_6964
        %iter_14 = cute.get_iter(%view_1) : !memref_rmem_f32_6964
        %shape_0 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_8 = cute.make_layout() : !cute.layout<"4:1">
        %iter_15 = cute.get_iter(%view_0) : !memref_gmem_f32_ce3a
        %view_2 = cute.make_view(%iter_15) : !memref_gmem_f32_ce3a
        %iter_16 = cute.get_iter(%view_2) : !memref_gmem_f32_ce3a
        %iter_17 = cute.get_iter(%view_2) : !memref_gmem_f32_ce3a
        %shape_1 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_9 = cute.make_layout() : !cute.layout<"4:1">
        %iter_18 = cute.get_iter(%view_1) : !memref_rmem_f32_6964
        %view_3 = cute.make_view(%iter_18) : !memref_rmem_f32_6964
        %iter_19 = cute.get_iter(%view_3) : !memref_rmem_f32_6964
        %iter_20 = cute.get_iter(%view_3) : !memref_rmem_f32_6964
        %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_21 = cute.get_iter(%view_2) : !memref_gmem_f32_ce3a
        %iter_22 = cute.get_iter(%view_3) : !memref_rmem_f32_6964
        %lay_10 = cute.get_layout(%view_2) : !memref_gmem_f32_ce3a
        %lay_11 = cute.get_layout(%view_3) : !memref_rmem_f32_6964
        %26 = cute.static : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_10, %26) : !cute.layout<"(4,1):(1,0)">, !cute.layout<"1:0">
        %append_0 = cute.append_to_rank<2> (%lay_11, %26) : !cute.layout<"(4,1):(1,0)">, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append) <1, 2> : (!cute.layout<"(4,1):(1,0)">) -> !cute.layout<"(4,(1)):(1,(0))">
        %grouped_0 = cute.group_modes(%append_0) <1, 2> : (!cute.layout<"(4,1):(1,0)">) -> !cute.layout<"(4,(1)):(1,(0))">
        %27 = cute.get_shape(%grouped) : (!cute.layout<"(4,(1)):(1,(0))">) -> !cute.shape<"(4,(1))">
        %shape_2 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_2 = cute.to_int_tuple(%shape_2) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %28 = cute.get_scalars(%itup_2) : !cute.int_tuple<"1">
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg2 = %c0_i32 to %28 step %c1_i32  : i32 {
          %coord_0 = cute.make_coord(%arg2) : (i32) -> !cute.coord<"(_,?)">
          %29 = cute.get_scalars(%coord_0) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_12 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_0 = cute.crd2idx(%coord_0, %grouped) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(1)):(1,(0))">) -> !cute.int_tuple<"0">
          %ptr_0 = cute.add_offset(%iter_21, %idx_0) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
          %view_4 = cute.make_view(%ptr_0, %lay_12) : !memref_gmem_f32_dc80
          %30 = cute.get_scalars(%coord_0) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_13 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_1 = cute.crd2idx(%coord_0, %grouped_0) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(1)):(1,(0))">) -> !cute.int_tuple<"0">
          %ptr_1 = cute.add_offset(%iter_22, %idx_1) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
          %view_5 = cute.make_view(%ptr_1, %lay_13) : !memref_rmem_f32_b0ed
          %iter_23 = cute.get_iter(%view_4) : !memref_gmem_f32_dc80
          %iter_24 = cute.get_iter(%view_5) : !memref_rmem_f32_b0ed
          %lay_14 = cute.get_layout(%view_4) : !memref_gmem_f32_dc80
          %lay_15 = cute.get_layout(%view_5) : !memref_rmem_f32_b0ed
          %coord_1 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_2 = cute.crd2idx(%coord_1, %lay_14) : (!cute.coord<"0">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"0">
          %ptr_2 = cute.add_offset(%iter_23, %idx_2) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
          %idx_3 = cute.crd2idx(%coord_1, %lay_15) : (!cute.coord<"0">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"0">
          %ptr_3 = cute.add_offset(%iter_24, %idx_3) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
          %31 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
          %32 = builtin.unrealized_conversion_cast %ptr_3 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
          %33 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
          llvm.store %33, %32 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
        } {loop_annotation = #loop_annotation_0327}
        %iter_25 = cute.get_iter(%rmem) : !memref_rmem_f32_c23e
        %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_4 = cute.add_offset(%iter_25, %int_tuple_1) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %34 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        %35 = llvm.load %34 {alignment = 32 : i64} : !llvm.ptr -> vector<4xf32>
        %36:4 = vector.to_elements %35 : vector<4xf32>
        %cst = arith.constant 0.000000e+00 : f32
        %37 = vector.broadcast %cst : f32 to vector<4xf32>
        %38 = arith.cmpf ogt, %35, %37 : vector<4xf32>
        %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,4))">
        %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %e0_7 = cute.get_leaves(%int_tuple_3) : !cute.int_tuple<"4">
        %39 = vector.broadcast %cst : f32 to vector<4xf32>
        %40 = arith.select %38, %35, %39 : vector<4xi1>, vector<4xf32>
        %coord_2 = cute.make_coord(%div, %mod) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(_,(?,?))">
        %lay_16 = cute.get_layout(%arg1) : !memref_gmem_f32_494a
        %idx_4 = cute.crd2idx(%coord_2, %lay_16) : (!cute.coord<"(_,(?,?))">, !cute.layout<"((1,4),(?,?)):((0,1),(?{i64 div=4},4))">) -> !cute.int_tuple<"?{i64 div=4}">
        %iter_26 = cute.get_iter(%arg1) : !memref_gmem_f32_494a
        %ptr_5 = cute.add_offset(%iter_26, %idx_4) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{i64 div=4}">) -> !cute.ptr<f32, gmem, align<16>>
        %view_6 = cute.make_view(%ptr_5) : !memref_gmem_f32_526e
        %iter_27 = cute.get_iter(%view_6) : !memref_gmem_f32_526e
        %iter_28 = cute.get_iter(%view_6) : !memref_gmem_f32_526e
        %lay_17 = cute.get_layout(%view_6) : !memref_gmem_f32_526e
        %41 = cute.get_shape(%lay_17) : (!cute.layout<"((1,4)):((0,1))">) -> !cute.shape<"((1,4))">
        %e0_8, %e1_2 = cute.get_leaves(%41) : !cute.shape<"((1,4))">
        %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,4))">
        %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %e0_9 = cute.get_leaves(%int_tuple_5) : !cute.int_tuple<"4">
        %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,4))">
        %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
        %e0_10 = cute.get_leaves(%int_tuple_7) : !cute.int_tuple<"4">
        %lay_18 = cute.make_layout() : !cute.layout<"((1,4)):((0,1))">
        %rmem_0 = cute.memref.alloca(%lay_18) : !memref_rmem_f32_c23e
        %iter_29 = cute.get_iter(%rmem_0) : !memref_rmem_f32_c23e
        %iter_30 = cute.get_iter(%rmem_0) : !memref_rmem_f32_c23e
        %lay_19 = cute.get_layout(%rmem_0) : !memref_rmem_f32_c23e
        %42 = cute.get_shape(%lay_19) : (!cute.layout<"((1,4)):((0,1))">) -> !cute.shape<"((1,4))">
        %shape_3 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_3 = cute.to_int_tuple(%shape_3) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_11 = cute.get_leaves(%itup_3) : !cute.int_tuple<"4">
        %shape_4 = cute.make_shape() : () -> !cute.shape<"((1,4))">
        %lay_20 = cute.make_layout() : !cute.layout<"((1,4)):((0,1))">
        %coord_3 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_5 = cute.crd2idx(%coord_3, %lay_20) : (!cute.coord<"0">, !cute.layout<"((1,4)):((0,1))">) -> !cute.int_tuple<"0">
        %e0_12 = cute.get_leaves(%idx_5) : !cute.int_tuple<"0">
        %c0_i32_0 = arith.constant 0 : i32
        %43 = arith.index_cast %c0_i32_0 : i32 to index
        %44 = vector.extract %40[%43] : f32 from vector<4xf32>
        %coord_4 = cute.make_coord() : () -> !cute.coord<"0">
        %lay_21 = cute.get_layout(%rmem_0) : !memref_rmem_f32_c23e
        %idx_6 = cute.crd2idx(%coord_4, %lay_21) : (!cute.coord<"0">, !cute.layout<"((1,4)):((0,1))">) -> !cute.int_tuple<"0">
        %iter_31 = cute.get_iter(%rmem_0) : !memref_rmem_f32_c23e
        %ptr_6 = cute.add_offset(%iter_31, %idx_6) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
        %45 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
        llvm.store %44, %45 {alignment = 32 : i64} : f32, !llvm.ptr
        %coord_5 = cute.make_coord() : () -> !cute.coord<"1">
        %idx_7 = cute.crd2idx(%coord_5, %lay_20) : (!cute.coord<"1">, !cute.layout<"((1,4)):((0,1))">) -> !cute.int_tuple<"1">
        %e0_13 = cute.get_leaves(%idx_7) : !cute.int_tuple<"1">
        %c1_i32_0 = arith.constant 1 : i32
        %46 = arith.index_cast %c1_i32_0 : i32 to index
        %47 = vector.extract %40[%46] : f32 from vector<4xf32>
        %coord_6 = cute.make_coord() : () -> !cute.coord<"1">
        %lay_22 = cute.get_layout(%rmem_0) : !memref_rmem_f32_c23e
        %idx_8 = cute.crd2idx(%coord_6, %lay_22) : (!cute.coord<"1">, !cute.layout<"((1,4)):((0,1))">) -> !cute.int_tuple<"1">
        %iter_32 = cute.get_iter(%rmem_0) : !memref_rmem_f32_c23e
        %ptr_7 = cute.add_offset(%iter_32, %idx_8) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<f32, rmem>
        %48 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<f32, rmem> to !llvm.ptr
        llvm.store %47, %48 {alignment = 4 : i64} : f32, !llvm.ptr
        %coord_7 = cute.make_coord() : () -> !cute.coord<"2">
        %idx_9 = cute.crd2idx(%coord_7, %lay_20) : (!cute.coord<"2">, !cute.layout<"((1,4)):((0,1))">) -> !cute.int_tuple<"2">
        %e0_14 = cute.get_leaves(%idx_9) : !cute.int_tuple<"2">
        %c2_i32 = arith.constant 2 : i32
        %49 = arith.index_cast %c2_i32 : i32 to index
        %50 = vector.extract %40[%49] : f32 from vector<4xf32>
        %coord_8 = cute.make_coord() : () -> !cute.coord<"2">
        %lay_23 = cute.get_layout(%rmem_0) : !memref_rmem_f32_c23e
        %idx_10 = cute.crd2idx(%coord_8, %lay_23) : (!cute.coord<"2">, !cute.layout<"((1,4)):((0,1))">) -> !cute.int_tuple<"2">
        %iter_33 = cute.get_iter(%rmem_0) : !memref_rmem_f32_c23e
        %ptr_8 = cute.add_offset(%iter_33, %idx_10) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<f32, rmem, align<8>>
        %51 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
        llvm.store %50, %51 {alignment = 8 : i64} : f32, !llvm.ptr
        %coord_9 = cute.make_coord() : () -> !cute.coord<"3">
        %idx_11 = cute.crd2idx(%coord_9, %lay_20) : (!cute.coord<"3">, !cute.layout<"((1,4)):((0,1))">) -> !cute.int_tuple<"3">
        %e0_15 = cute.get_leaves(%idx_11) : !cute.int_tuple<"3">
        %c3_i32 = arith.constant 3 : i32
        %52 = arith.index_cast %c3_i32 : i32 to index
        %53 = vector.extract %40[%52] : f32 from vector<4xf32>
        %coord_10 = cute.make_coord() : () -> !cute.coord<"3">
        %lay_24 = cute.get_layout(%rmem_0) : !memref_rmem_f32_c23e
        %idx_12 = cute.crd2idx(%coord_10, %lay_24) : (!cute.coord<"3">, !cute.layout<"((1,4)):((0,1))">) -> !cute.int_tuple<"3">
        %iter_34 = cute.get_iter(%rmem_0) : !memref_rmem_f32_c23e
        %ptr_9 = cute.add_offset(%iter_34, %idx_12) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<f32, rmem>
        %54 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f32, rmem> to !llvm.ptr
        llvm.store %53, %54 {alignment = 4 : i64} : f32, !llvm.ptr
        %lay_25 = cute.get_layout(%rmem_0) : !memref_rmem_f32_c23e
        %55 = cute.get_shape(%lay_25) : (!cute.layout<"((1,4)):((0,1))">) -> !cute.shape<"((1,4))">
        %e0_16, %e1_3 = cute.get_leaves(%55) : !cute.shape<"((1,4))">
        %lay_26 = cute.make_layout() : !cute.layout<"4:1">
        %lay_27 = cute.make_layout() : !cute.layout<"4:1">
        %coalesce_0 = cute.coalesce(%lay_27) : (!cute.layout<"4:1">) -> !cute.layout<"4:1">
        %56 = cute.get_shape(%coalesce_0) : (!cute.layout<"4:1">) -> !cute.shape<"4">
        %e0_17 = cute.get_leaves(%56) : !cute.shape<"4">
        %57 = cute.get_stride(%coalesce_0) : (!cute.layout<"4:1">) -> !cute.stride<"1">
        %e0_18 = cute.get_leaves(%57) : !cute.stride<"1">
        %58 = cute.get_shape(%coalesce_0) : (!cute.layout<"4:1">) -> !cute.shape<"4">
        %e0_19 = cute.get_leaves(%58) : !cute.shape<"4">
        %59 = cute.get_shape(%coalesce_0) : (!cute.layout<"4:1">) -> !cute.shape<"4">
        %e0_20 = cute.get_leaves(%59) : !cute.shape<"4">
        %lay_28 = cute.make_layout() : !cute.layout<"4:1">
        %60 = cute.get_shape(%lay_28) : (!cute.layout<"4:1">) -> !cute.shape<"4">
        %shape_5 = cute.make_shape() : () -> !cute.shape<"4">
        %itup_4 = cute.to_int_tuple(%shape_5) : !cute.shape<"4"> to !cute.int_tuple<"4">
        %e0_21 = cute.get_leaves(%itup_4) : !cute.int_tuple<"4">
        %iter_35 = cute.get_iter(%rmem_0) : !memref_rmem_f32_c23e
        %view_7 = cute.make_view(%iter_35) : !memref_rmem_f32_6964
        %iter_36 = cute.get_iter(%view_7) : !memref_rmem_f32_6964
        %iter_37 = cute.get_iter(%view_7) : !memref_rmem_f32_6964
        %iter_38 = cute.get_iter(%view_6) : !memref_gmem_f32_526e
        %view_8 = cute.make_view(%iter_38) : !memref_gmem_f32_ce3a
        %iter_39 = cute.get_iter(%view_8) : !memref_gmem_f32_ce3a
        %iter_40 = cute.get_iter(%view_8) : !memref_gmem_f32_ce3a
        %shape_6 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_29 = cute.make_layout() : !cute.layout<"4:1">
        %iter_41 = cute.get_iter(%view_7) : !memref_rmem_f32_6964
        %view_9 = cute.make_view(%iter_41) : !memref_rmem_f32_6964
        %iter_42 = cute.get_iter(%view_9) : !memref_rmem_f32_6964
        %iter_43 = cute.get_iter(%view_9) : !memref_rmem_f32_6964
        %shape_7 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_30 = cute.make_layout() : !cute.layout<"4:1">
        %iter_44 = cute.get_iter(%view_8) : !memref_gmem_f32_ce3a
        %view_10 = cute.make_view(%iter_44) : !memref_gmem_f32_ce3a
        %iter_45 = cute.get_iter(%view_10) : !memref_gmem_f32_ce3a
        %iter_46 = cute.get_iter(%view_10) : !memref_gmem_f32_ce3a
        %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        %iter_47 = cute.get_iter(%view_9) : !memref_rmem_f32_6964
        %iter_48 = cute.get_iter(%view_10) : !memref_gmem_f32_ce3a
        %lay_31 = cute.get_layout(%view_9) : !memref_rmem_f32_6964
        %lay_32 = cute.get_layout(%view_10) : !memref_gmem_f32_ce3a
        %61 = cute.static : !cute.layout<"1:0">
        %append_1 = cute.append_to_rank<2> (%lay_31, %61) : !cute.layout<"(4,1):(1,0)">, !cute.layout<"1:0">
        %append_2 = cute.append_to_rank<2> (%lay_32, %61) : !cute.layout<"(4,1):(1,0)">, !cute.layout<"1:0">
        %grouped_1 = cute.group_modes(%append_1) <1, 2> : (!cute.layout<"(4,1):(1,0)">) -> !cute.layout<"(4,(1)):(1,(0))">
        %grouped_2 = cute.group_modes(%append_2) <1, 2> : (!cute.layout<"(4,1):(1,0)">) -> !cute.layout<"(4,(1)):(1,(0))">
        %62 = cute.get_shape(%grouped_1) : (!cute.layout<"(4,(1)):(1,(0))">) -> !cute.shape<"(4,(1))">
        %shape_8 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_5 = cute.to_int_tuple(%shape_8) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %63 = cute.get_scalars(%itup_5) : !cute.int_tuple<"1">
        %c0_i32_1 = arith.constant 0 : i32
        %c1_i32_1 = arith.constant 1 : i32
        scf.for %arg2 = %c0_i32_1 to %63 step %c1_i32_1  : i32 {
          %coord_0 = cute.make_coord(%arg2) : (i32) -> !cute.coord<"(_,?)">
          %29 = cute.get_scalars(%coord_0) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_12 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_0 = cute.crd2idx(%coord_0, %grouped_1) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(1)):(1,(0))">) -> !cute.int_tuple<"0">
          %ptr_0 = cute.add_offset(%iter_47, %idx_0) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
          %view_4 = cute.make_view(%ptr_0, %lay_12) : !memref_rmem_f32_b0ed
          %30 = cute.get_scalars(%coord_0) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_13 = cute.make_layout() : !cute.layout<"(4):(1)">
          %idx_1 = cute.crd2idx(%coord_0, %grouped_2) : (!cute.coord<"(_,?)">, !cute.layout<"(4,(1)):(1,(0))">) -> !cute.int_tuple<"0">
          %ptr_1 = cute.add_offset(%iter_48, %idx_1) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
          %view_5 = cute.make_view(%ptr_1, %lay_13) : !memref_gmem_f32_dc80
          %iter_23 = cute.get_iter(%view_4) : !memref_rmem_f32_b0ed
          %iter_24 = cute.get_iter(%view_5) : !memref_gmem_f32_dc80
          %lay_14 = cute.get_layout(%view_4) : !memref_rmem_f32_b0ed
          %lay_15 = cute.get_layout(%view_5) : !memref_gmem_f32_dc80
          %coord_1 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_2 = cute.crd2idx(%coord_1, %lay_14) : (!cute.coord<"0">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"0">
          %ptr_2 = cute.add_offset(%iter_23, %idx_2) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, rmem, align<32>>
          %idx_3 = cute.crd2idx(%coord_1, %lay_15) : (!cute.coord<"0">, !cute.layout<"(4):(1)">) -> !cute.int_tuple<"0">
          %ptr_3 = cute.add_offset(%iter_24, %idx_3) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
          %31 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
          %32 = builtin.unrealized_conversion_cast %ptr_3 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
          %33 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
          llvm.store %33, %32 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
        } {loop_annotation = #loop_annotation_0327}
        scf.yield %arg1 : !memref_gmem_f32_494a
      } else {
        %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f32_494a
        scf.yield %arg1 : !memref_gmem_f32_494a
      }
      %iter_49 = cute.get_iter(%16) : !memref_gmem_f32_494a
      %iter_50 = cute.get_iter(%16) : !memref_gmem_f32_494a
      return
    }
  }
  func.func @cutlass_relu~(%arg0: !memref_gmem_f32_7103, %arg1: !memref_gmem_f32_7103) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_7103
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_7103
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_f32_7103
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_f32_7103
    %lay = cute.get_layout(%arg0) : !memref_gmem_f32_7103
    %0 = cute.get_shape(%lay) : (!cute.layout<"(?,?{div=4}):(?{i64 div=4},1)">) -> !cute.shape<"(?,?{div=4})">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(?,?{div=4})">
    %itup = cute.to_int_tuple(%e0) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %1 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_0 = cute.to_int_tuple(%e1) : !cute.shape<"?{div=4}"> to !cute.int_tuple<"?{div=4}">
    %2 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?{div=4}">
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;4:1]">
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f32_7103
    %lay_0 = cute.get_layout(%arg0) : !memref_gmem_f32_7103
    %3:3 = cute.get_scalars(%lay_0) <{only_dynamic}> : !cute.layout<"(?,?{div=4}):(?{i64 div=4},1)">
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.ceildivsi %3#1, %c4_i32 : i32
    %shape = cute.make_shape(%3#0, %4) : (i32, i32) -> !cute.shape<"((1,4),(?,?))">
    %iv = cute.assume(%3#2) : (i64) -> !cute.i64<divby 4>
    %stride = cute.make_stride(%iv) : (!cute.i64<divby 4>) -> !cute.stride<"((0,1),(?{i64 div=4},4))">
    %lay_1 = cute.make_layout(%shape, %stride) : !cute.layout<"((1,4),(?,?)):((0,1),(?{i64 div=4},4))">
    %view = cute.make_view(%iter_3, %lay_1) : !memref_gmem_f32_494a
    %iter_4 = cute.get_iter(%view) : !memref_gmem_f32_494a
    %iter_5 = cute.get_iter(%view) : !memref_gmem_f32_494a
    %lay_2 = cute.get_layout(%arg1) : !memref_gmem_f32_7103
    %5 = cute.get_shape(%lay_2) : (!cute.layout<"(?,?{div=4}):(?{i64 div=4},1)">) -> !cute.shape<"(?,?{div=4})">
    %e0_0, %e1_0 = cute.get_leaves(%5) : !cute.shape<"(?,?{div=4})">
    %itup_1 = cute.to_int_tuple(%e0_0) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %6 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
    %itup_2 = cute.to_int_tuple(%e1_0) : !cute.shape<"?{div=4}"> to !cute.int_tuple<"?{div=4}">
    %7 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?{div=4}">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[1:0;4:1]">
    %iter_6 = cute.get_iter(%arg1) : !memref_gmem_f32_7103
    %lay_3 = cute.get_layout(%arg1) : !memref_gmem_f32_7103
    %8:3 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"(?,?{div=4}):(?{i64 div=4},1)">
    %c4_i32_0 = arith.constant 4 : i32
    %9 = arith.ceildivsi %8#1, %c4_i32_0 : i32
    %shape_0 = cute.make_shape(%8#0, %9) : (i32, i32) -> !cute.shape<"((1,4),(?,?))">
    %iv_0 = cute.assume(%8#2) : (i64) -> !cute.i64<divby 4>
    %stride_0 = cute.make_stride(%iv_0) : (!cute.i64<divby 4>) -> !cute.stride<"((0,1),(?{i64 div=4},4))">
    %lay_4 = cute.make_layout(%shape_0, %stride_0) : !cute.layout<"((1,4),(?,?)):((0,1),(?{i64 div=4},4))">
    %view_0 = cute.make_view(%iter_6, %lay_4) : !memref_gmem_f32_494a
    %iter_7 = cute.get_iter(%view_0) : !memref_gmem_f32_494a
    %iter_8 = cute.get_iter(%view_0) : !memref_gmem_f32_494a
    %lay_5 = cute.get_layout(%view) : !memref_gmem_f32_494a
    %10 = cute.get_shape(%lay_5) : (!cute.layout<"((1,4),(?,?)):((0,1),(?{i64 div=4},4))">) -> !cute.shape<"((1,4),(?,?))">
    %11:2 = cute.get_scalars(%10) <{only_dynamic}> : !cute.shape<"((1,4),(?,?))">
    %12 = arith.muli %11#0, %11#1 overflow<nsw> : i32
    %shape_1 = cute.make_shape(%12) : (i32) -> !cute.shape<"?">
    %itup_3 = cute.to_int_tuple(%shape_1) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %e0_1 = cute.get_leaves(%itup_3) : !cute.int_tuple<"?">
    %13 = cute.get_scalars(%e0_1) : !cute.int_tuple<"?">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"256">
    %add = cute.tuple_add(%e0_1, %int_tuple) : (!cute.int_tuple<"?">, !cute.int_tuple<"256">) -> !cute.int_tuple<"?">
    %14 = cute.get_scalars(%add) : !cute.int_tuple<"?">
    %int_tuple_0 = cute.make_int_tuple() : () -> !cute.int_tuple<"1">
    %sub = cute.tuple_sub(%add, %int_tuple_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"1">) -> !cute.int_tuple<"?">
    %15 = cute.get_scalars(%sub) : !cute.int_tuple<"?">
    %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"256">
    %div = cute.tuple_div(%sub, %int_tuple_1) : (!cute.int_tuple<"?">, !cute.int_tuple<"256">) -> !cute.int_tuple<"?">
    %16 = cute.get_scalars(%div) : !cute.int_tuple<"?">
    %lay_6 = cute.get_layout(%view) : !memref_gmem_f32_494a
    %lay_7 = cute.get_layout(%view_0) : !memref_gmem_f32_494a
    %c0_i64 = arith.constant 0 : i64
    %c166912_i64 = arith.constant 166912 : i64
    %17 = arith.cmpi sgt, %c0_i64, %c166912_i64 : i64
    scf.if %17 {
      %18 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_0 = arith.constant 0 : i64
      %19 = llvm.getelementptr %18[%c0_i64_0, %c0_i64_0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<236 x i8>
      %20 = llvm.call @printf(%19, %c0_i64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
    }
    %c0_i64_1 = arith.constant 0 : i64
    %21 = cuda.cast %c0_i64_1 : i64 -> !cuda.stream
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %22 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%16, %c1_i32, %c1_i32), stream = %21) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%22] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %c0_i32_0 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%22] %c0_i32_0 : !cuda.launch_cfg<max_attrs = 17>, i32
    %23 = cuda.launch_ex @kernels::@kernel_cutlass_relu_kernel~<%22> (%view, %view_0) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!memref_gmem_f32_494a, !memref_gmem_f32_494a) -> !cuda.result
    %24 = cuda.cast %23 : !cuda.result -> i32
    cuda.return_if_error %24 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32_1 : i32
  }
}
