// irscope snapshot: relu:f16@sm_80 after cute-expand-ops#1 (cute-expand-ops, convert-cute-algo-to-arch)
!memref_gmem_f16_cb8d = !cute.memref<f16, gmem, align<16>, "((1,8),(?,?)):((0,1),(?{i64 div=8},8))">
!memref_gmem_f16_4eaf = !cute.memref<f16, gmem, align<16>, "((1,8)):((0,1))">
!memref_gmem_f16_d90f = !cute.memref<f16, gmem, align<16>, "(8,1):(1,0)">
!memref_gmem_f16_f795 = !cute.memref<f16, gmem, align<16>, "(8):(1)">
!memref_gmem_f16_6bce = !cute.memref<f16, gmem, align<16>, "(?,?{div=8}):(?{i64 div=8},1)">
!memref_rmem_f16_19c5 = !cute.memref<f16, rmem, align<32>, "((1,8)):((0,1))">
!memref_rmem_f16_b090 = !cute.memref<f16, rmem, align<32>, "(8,1):(1,0)">
!memref_rmem_f16_a78d = !cute.memref<f16, rmem, align<32>, "(8):(1)">
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_relu_kernel~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_relu_kernel~(%arg0: !memref_gmem_f16_cb8d, %arg1: !memref_gmem_f16_cb8d) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f16_cb8d
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_cb8d
      %iter_1 = cute.get_iter(%arg0) : !memref_gmem_f16_cb8d
      %iter_2 = cute.get_iter(%arg1) : !memref_gmem_f16_cb8d
      %lay = cute.get_layout(%arg0) : !memref_gmem_f16_cb8d
      %lay_0 = cute.get_layout(%arg1) : !memref_gmem_f16_cb8d
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %6 = nvvm.read.ptx.sreg.ntid.x : i32
      %7 = nvvm.read.ptx.sreg.ntid.y : i32
      %8 = nvvm.read.ptx.sreg.ntid.z : i32
      %9 = cute.get_shape(%lay) : (!cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">) -> !cute.shape<"((1,8),(?,?))">
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
      %16 = scf.if %15 -> (!memref_gmem_f16_cb8d) {
        %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f16_cb8d
        %int_tuple = cute.make_int_tuple(%13) : (i32) -> !cute.int_tuple<"?">
        %div = cute.tuple_div(%int_tuple, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
        %17 = cute.get_scalars(%div) : !cute.int_tuple<"?">
        %int_tuple_0 = cute.make_int_tuple(%13) : (i32) -> !cute.int_tuple<"?">
        %mod = cute.tuple_mod(%int_tuple_0, %itup_0) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
        %18 = cute.get_scalars(%mod) : !cute.int_tuple<"?">
        %coord = cute.make_coord(%div, %mod) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(_,(?,?))">
        %lay_1 = cute.get_layout(%arg0) : !memref_gmem_f16_cb8d
        %idx = cute.crd2idx(%coord, %lay_1) : (!cute.coord<"(_,(?,?))">, !cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">) -> !cute.int_tuple<"?{i64 div=8}">
        %iter_4 = cute.get_iter(%arg0) : !memref_gmem_f16_cb8d
        %ptr = cute.add_offset(%iter_4, %idx) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view = cute.make_view(%ptr) : !memref_gmem_f16_4eaf
        %iter_5 = cute.get_iter(%view) : !memref_gmem_f16_4eaf
        %iter_6 = cute.get_iter(%view) : !memref_gmem_f16_4eaf
        %lay_2 = cute.get_layout(%view) : !memref_gmem_f16_4eaf
        %19 = cute.get_shape(%lay_2) : (!cute.layout<"((1,8)):((0,1))">) -> !cute.shape<"((1,8))">
        %e0_0, %e1_0 = cute.get_leaves(%19) : !cute.shape<"((1,8))">
        %lay_3 = cute.make_layout() : !cute.layout<"((1,8)):((0,1))">
        %rmem = cute.memref.alloca(%lay_3) : !memref_rmem_f16_19c5
        %iter_7 = cute.get_iter(%rmem) : !memref_rmem_f16_19c5
        %iter_8 = cute.get_iter(%rmem) : !memref_rmem_f16_19c5
        %lay_4 = cute.get_layout(%rmem) : !memref_rmem_f16_19c5
        %20 = cute.get_shape(%lay_4) : (!cute.layout<"((1,8)):((0,1))">) -> !cute.shape<"((1,8))">
        %e0_1, %e1_1 = cute.get_leaves(%20) : !cute.shape<"((1,8))">
        %lay_5 = cute.make_layout() : !cute.layout<"8:1">
        %lay_6 = cute.make_layout() : !cute.layout<"8:1">
        %coalesce = cute.coalesce(%lay_6) : (!cute.layout<"8:1">) -> !cute.layout<"8:1">
        %21 = cute.get_shape(%coalesce) : (!cute.layout<"8:1">) -> !cute.shape<"8">
        %e0_2 = cute.get_leaves(%21) : !cute.shape<"8">
        %22 = cute.get_stride(%coalesce) : (!cute.layout<"8:1">) -> !cute.stride<"1">
        %e0_3 = cute.get_leaves(%22) : !cute.stride<"1">
        %23 = cute.get_shape(%coalesce) : (!cute.layout<"8:1">) -> !cute.shape<"8">
        %e0_4 = cute.get_leaves(%23) : !cute.shape<"8">
        %24 = cute.get_shape(%coalesce) : (!cute.layout<"8:1">) -> !cute.shape<"8">
        %e0_5 = cute.get_leaves(%24) : !cute.shape<"8">
        %lay_7 = cute.make_layout() : !cute.layout<"8:1">
        %25 = cute.get_shape(%lay_7) : (!cute.layout<"8:1">) -> !cute.shape<"8">
        %shape = cute.make_shape() : () -> !cute.shape<"8">
        %itup_1 = cute.to_int_tuple(%shape) : !cute.shape<"8"> to !cute.int_tuple<"8">
        %e0_6 = cute.get_leaves(%itup_1) : !cute.int_tuple<"8">
        %iter_9 = cute.get_iter(%view) : !memref_gmem_f16_4eaf
        %view_0 = cute.make_view(%iter_9) : !memref_gmem_f16_d90f
        %iter_10 = cute.get_iter(%view_0) : !memref_gmem_f16_d90f
        %iter_11 = cute.get_iter(%view_0) : !memref_gmem_f16_d90f
        %iter_12 = cute.get_iter(%rmem) : !memref_rmem_f16_19c5
        %view_1 = cute.make_view(%iter_12) : !memref_rmem_f16_b090
        %iter_13 = cute.get_iter(%view_1) : !memref_rmem_f16_b090
        %iter_14 = cute.get_iter(%view_1) : !memref_rmem_f16_b090
        %shape_0 = cute.make_shape() : () -> !cute.shape<"8">
        %lay_8 = cute.make_layout() : !cute.layout<"8:1">
        %iter_15 = cute.get_iter(%view_0) : !memref_gmem_f16_d90f
        %view_2 = cute.make_view(%iter_15) : !memref_gmem_f16_d90f
        %iter_16 = cute.get_iter(%view_2) : !memref_gmem_f16_d90f
        %iter_17 = cute.get_iter(%view_2) : !memref_gmem_f16_d90f
        %shape_1 = cute.make_shape() : () -> !cute.shape<"8">
        %lay_9 = cute.make_layout() : !cute.layout<"8:1">
        %iter_18 = cute.get_iter(%view_1) : !memref_rmem_f16_b090
        %view_3 = cute.make_view(%iter_18) : !memref_rmem_f16_b090
        %iter_19 = cute.get_iter(%view_3) : !memref_rmem_f16_b090
        %iter_20 = cute.get_iter(%view_3) : !memref_rmem_f16_b090
        %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
        %iter_21 = cute.get_iter(%view_2) : !memref_gmem_f16_d90f
        %iter_22 = cute.get_iter(%view_3) : !memref_rmem_f16_b090
        %lay_10 = cute.get_layout(%view_2) : !memref_gmem_f16_d90f
        %lay_11 = cute.get_layout(%view_3) : !memref_rmem_f16_b090
        %26 = cute.static : !cute.layout<"1:0">
        %append = cute.append_to_rank<2> (%lay_10, %26) : !cute.layout<"(8,1):(1,0)">, !cute.layout<"1:0">
        %append_0 = cute.append_to_rank<2> (%lay_11, %26) : !cute.layout<"(8,1):(1,0)">, !cute.layout<"1:0">
        %grouped = cute.group_modes(%append) <1, 2> : (!cute.layout<"(8,1):(1,0)">) -> !cute.layout<"(8,(1)):(1,(0))">
        %grouped_0 = cute.group_modes(%append_0) <1, 2> : (!cute.layout<"(8,1):(1,0)">) -> !cute.layout<"(8,(1)):(1,(0))">
        %27 = cute.get_shape(%grouped) : (!cute.layout<"(8,(1)):(1,(0))">) -> !cute.shape<"(8,(1))">
        %shape_2 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_2 = cute.to_int_tuple(%shape_2) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %28 = cute.get_scalars(%itup_2) : !cute.int_tuple<"1">
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg2 = %c0_i32 to %28 step %c1_i32  : i32 {
          %coord_0 = cute.make_coord(%arg2) : (i32) -> !cute.coord<"(_,?)">
          %29 = cute.get_scalars(%coord_0) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_12 = cute.make_layout() : !cute.layout<"(8):(1)">
          %idx_0 = cute.crd2idx(%coord_0, %grouped) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(1)):(1,(0))">) -> !cute.int_tuple<"0">
          %ptr_0 = cute.add_offset(%iter_21, %idx_0) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
          %view_4 = cute.make_view(%ptr_0, %lay_12) : !memref_gmem_f16_f795
          %30 = cute.get_scalars(%coord_0) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_13 = cute.make_layout() : !cute.layout<"(8):(1)">
          %idx_1 = cute.crd2idx(%coord_0, %grouped_0) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(1)):(1,(0))">) -> !cute.int_tuple<"0">
          %ptr_1 = cute.add_offset(%iter_22, %idx_1) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
          %view_5 = cute.make_view(%ptr_1, %lay_13) : !memref_rmem_f16_a78d
          %iter_23 = cute.get_iter(%view_4) : !memref_gmem_f16_f795
          %iter_24 = cute.get_iter(%view_5) : !memref_rmem_f16_a78d
          %lay_14 = cute.get_layout(%view_4) : !memref_gmem_f16_f795
          %lay_15 = cute.get_layout(%view_5) : !memref_rmem_f16_a78d
          %coord_1 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_2 = cute.crd2idx(%coord_1, %lay_14) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
          %ptr_2 = cute.add_offset(%iter_23, %idx_2) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
          %idx_3 = cute.crd2idx(%coord_1, %lay_15) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
          %ptr_3 = cute.add_offset(%iter_24, %idx_3) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
          %31 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %32 = builtin.unrealized_conversion_cast %ptr_3 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %33 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
          llvm.store %33, %32 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
        } {loop_annotation = #loop_annotation_0327}
        %iter_25 = cute.get_iter(%rmem) : !memref_rmem_f16_19c5
        %int_tuple_1 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
        %ptr_4 = cute.add_offset(%iter_25, %int_tuple_1) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %34 = builtin.unrealized_conversion_cast %ptr_4 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
        %35 = llvm.load %34 {alignment = 32 : i64} : !llvm.ptr -> vector<8xf16>
        %36:8 = vector.to_elements %35 : vector<8xf16>
        %cst = arith.constant 0.000000e+00 : f16
        %37 = vector.broadcast %cst : f16 to vector<8xf16>
        %38 = arith.cmpf ogt, %35, %37 : vector<8xf16>
        %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,8))">
        %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
        %e0_7 = cute.get_leaves(%int_tuple_3) : !cute.int_tuple<"8">
        %39 = vector.broadcast %cst : f16 to vector<8xf16>
        %40 = arith.select %38, %35, %39 : vector<8xi1>, vector<8xf16>
        %coord_2 = cute.make_coord(%div, %mod) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(_,(?,?))">
        %lay_16 = cute.get_layout(%arg1) : !memref_gmem_f16_cb8d
        %idx_4 = cute.crd2idx(%coord_2, %lay_16) : (!cute.coord<"(_,(?,?))">, !cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">) -> !cute.int_tuple<"?{i64 div=8}">
        %iter_26 = cute.get_iter(%arg1) : !memref_gmem_f16_cb8d
        %ptr_5 = cute.add_offset(%iter_26, %idx_4) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"?{i64 div=8}">) -> !cute.ptr<f16, gmem, align<16>>
        %view_6 = cute.make_view(%ptr_5) : !memref_gmem_f16_4eaf
        %iter_27 = cute.get_iter(%view_6) : !memref_gmem_f16_4eaf
        %iter_28 = cute.get_iter(%view_6) : !memref_gmem_f16_4eaf
        %lay_17 = cute.get_layout(%view_6) : !memref_gmem_f16_4eaf
        %41 = cute.get_shape(%lay_17) : (!cute.layout<"((1,8)):((0,1))">) -> !cute.shape<"((1,8))">
        %e0_8, %e1_2 = cute.get_leaves(%41) : !cute.shape<"((1,8))">
        %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,8))">
        %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
        %e0_9 = cute.get_leaves(%int_tuple_5) : !cute.int_tuple<"8">
        %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,8))">
        %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"8">
        %e0_10 = cute.get_leaves(%int_tuple_7) : !cute.int_tuple<"8">
        %lay_18 = cute.make_layout() : !cute.layout<"((1,8)):((0,1))">
        %rmem_0 = cute.memref.alloca(%lay_18) : !memref_rmem_f16_19c5
        %iter_29 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %iter_30 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %lay_19 = cute.get_layout(%rmem_0) : !memref_rmem_f16_19c5
        %42 = cute.get_shape(%lay_19) : (!cute.layout<"((1,8)):((0,1))">) -> !cute.shape<"((1,8))">
        %shape_3 = cute.make_shape() : () -> !cute.shape<"8">
        %itup_3 = cute.to_int_tuple(%shape_3) : !cute.shape<"8"> to !cute.int_tuple<"8">
        %e0_11 = cute.get_leaves(%itup_3) : !cute.int_tuple<"8">
        %shape_4 = cute.make_shape() : () -> !cute.shape<"((1,8))">
        %lay_20 = cute.make_layout() : !cute.layout<"((1,8)):((0,1))">
        %coord_3 = cute.make_coord() : () -> !cute.coord<"0">
        %idx_5 = cute.crd2idx(%coord_3, %lay_20) : (!cute.coord<"0">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"0">
        %e0_12 = cute.get_leaves(%idx_5) : !cute.int_tuple<"0">
        %c0_i32_0 = arith.constant 0 : i32
        %43 = arith.index_cast %c0_i32_0 : i32 to index
        %44 = vector.extract %40[%43] : f16 from vector<8xf16>
        %coord_4 = cute.make_coord() : () -> !cute.coord<"0">
        %lay_21 = cute.get_layout(%rmem_0) : !memref_rmem_f16_19c5
        %idx_6 = cute.crd2idx(%coord_4, %lay_21) : (!cute.coord<"0">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"0">
        %iter_31 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %ptr_6 = cute.add_offset(%iter_31, %idx_6) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
        %45 = builtin.unrealized_conversion_cast %ptr_6 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
        llvm.store %44, %45 {alignment = 32 : i64} : f16, !llvm.ptr
        %coord_5 = cute.make_coord() : () -> !cute.coord<"1">
        %idx_7 = cute.crd2idx(%coord_5, %lay_20) : (!cute.coord<"1">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"1">
        %e0_13 = cute.get_leaves(%idx_7) : !cute.int_tuple<"1">
        %c1_i32_0 = arith.constant 1 : i32
        %46 = arith.index_cast %c1_i32_0 : i32 to index
        %47 = vector.extract %40[%46] : f16 from vector<8xf16>
        %coord_6 = cute.make_coord() : () -> !cute.coord<"1">
        %lay_22 = cute.get_layout(%rmem_0) : !memref_rmem_f16_19c5
        %idx_8 = cute.crd2idx(%coord_6, %lay_22) : (!cute.coord<"1">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"1">
        %iter_32 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %ptr_7 = cute.add_offset(%iter_32, %idx_8) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"1">) -> !cute.ptr<f16, rmem>
        %48 = builtin.unrealized_conversion_cast %ptr_7 : !cute.ptr<f16, rmem> to !llvm.ptr
        llvm.store %47, %48 {alignment = 2 : i64} : f16, !llvm.ptr
        %coord_7 = cute.make_coord() : () -> !cute.coord<"2">
        %idx_9 = cute.crd2idx(%coord_7, %lay_20) : (!cute.coord<"2">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"2">
        %e0_14 = cute.get_leaves(%idx_9) : !cute.int_tuple<"2">
        %c2_i32 = arith.constant 2 : i32
        %49 = arith.index_cast %c2_i32 : i32 to index
        %50 = vector.extract %40[%49] : f16 from vector<8xf16>
        %coord_8 = cute.make_coord() : () -> !cute.coord<"2">
        %lay_23 = cute.get_layout(%rmem_0) : !memref_rmem_f16_19c5
        %idx_10 = cute.crd2idx(%coord_8, %lay_23) : (!cute.coord<"2">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"2">
        %iter_33 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %ptr_8 = cute.add_offset(%iter_33, %idx_10) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"2">) -> !cute.ptr<f16, rmem, align<4>>
        %51 = builtin.unrealized_conversion_cast %ptr_8 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
        llvm.store %50, %51 {alignment = 4 : i64} : f16, !llvm.ptr
        %coord_9 = cute.make_coord() : () -> !cute.coord<"3">
        %idx_11 = cute.crd2idx(%coord_9, %lay_20) : (!cute.coord<"3">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"3">
        %e0_15 = cute.get_leaves(%idx_11) : !cute.int_tuple<"3">
        %c3_i32 = arith.constant 3 : i32
        %52 = arith.index_cast %c3_i32 : i32 to index
        %53 = vector.extract %40[%52] : f16 from vector<8xf16>
        %coord_10 = cute.make_coord() : () -> !cute.coord<"3">
        %lay_24 = cute.get_layout(%rmem_0) : !memref_rmem_f16_19c5
        %idx_12 = cute.crd2idx(%coord_10, %lay_24) : (!cute.coord<"3">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"3">
        %iter_34 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %ptr_9 = cute.add_offset(%iter_34, %idx_12) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"3">) -> !cute.ptr<f16, rmem>
        %54 = builtin.unrealized_conversion_cast %ptr_9 : !cute.ptr<f16, rmem> to !llvm.ptr
        llvm.store %53, %54 {alignment = 2 : i64} : f16, !llvm.ptr
        %coord_11 = cute.make_coord() : () -> !cute.coord<"4">
        %idx_13 = cute.crd2idx(%coord_11, %lay_20) : (!cute.coord<"4">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"4">
        %e0_16 = cute.get_leaves(%idx_13) : !cute.int_tuple<"4">
        %c4_i32 = arith.constant 4 : i32
        %55 = arith.index_cast %c4_i32 : i32 to index
        %56 = vector.extract %40[%55] : f16 from vector<8xf16>
        %coord_12 = cute.make_coord() : () -> !cute.coord<"4">
        %lay_25 = cute.get_layout(%rmem_0) : !memref_rmem_f16_19c5
        %idx_14 = cute.crd2idx(%coord_12, %lay_25) : (!cute.coord<"4">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"4">
        %iter_35 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %ptr_10 = cute.add_offset(%iter_35, %idx_14) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"4">) -> !cute.ptr<f16, rmem, align<8>>
        %57 = builtin.unrealized_conversion_cast %ptr_10 : !cute.ptr<f16, rmem, align<8>> to !llvm.ptr
        llvm.store %56, %57 {alignment = 8 : i64} : f16, !llvm.ptr
        %coord_13 = cute.make_coord() : () -> !cute.coord<"5">
        %idx_15 = cute.crd2idx(%coord_13, %lay_20) : (!cute.coord<"5">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"5">
        %e0_17 = cute.get_leaves(%idx_15) : !cute.int_tuple<"5">
        %c5_i32 = arith.constant 5 : i32
        %58 = arith.index_cast %c5_i32 : i32 to index
        %59 = vector.extract %40[%58] : f16 from vector<8xf16>
        %coord_14 = cute.make_coord() : () -> !cute.coord<"5">
        %lay_26 = cute.get_layout(%rmem_0) : !memref_rmem_f16_19c5
        %idx_16 = cute.crd2idx(%coord_14, %lay_26) : (!cute.coord<"5">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"5">
        %iter_36 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %ptr_11 = cute.add_offset(%iter_36, %idx_16) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"5">) -> !cute.ptr<f16, rmem>
        %60 = builtin.unrealized_conversion_cast %ptr_11 : !cute.ptr<f16, rmem> to !llvm.ptr
        llvm.store %59, %60 {alignment = 2 : i64} : f16, !llvm.ptr
        %coord_15 = cute.make_coord() : () -> !cute.coord<"6">
        %idx_17 = cute.crd2idx(%coord_15, %lay_20) : (!cute.coord<"6">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"6">
        %e0_18 = cute.get_leaves(%idx_17) : !cute.int_tuple<"6">
        %c6_i32 = arith.constant 6 : i32
        %61 = arith.index_cast %c6_i32 : i32 to index
        %62 = vector.extract %40[%61] : f16 from vector<8xf16>
        %coord_16 = cute.make_coord() : () -> !cute.coord<"6">
        %lay_27 = cute.get_layout(%rmem_0) : !memref_rmem_f16_19c5
        %idx_18 = cute.crd2idx(%coord_16, %lay_27) : (!cute.coord<"6">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"6">
        %iter_37 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %ptr_12 = cute.add_offset(%iter_37, %idx_18) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"6">) -> !cute.ptr<f16, rmem, align<4>>
        %63 = builtin.unrealized_conversion_cast %ptr_12 : !cute.ptr<f16, rmem, align<4>> to !llvm.ptr
        llvm.store %62, %63 {alignment = 4 : i64} : f16, !llvm.ptr
        %coord_17 = cute.make_coord() : () -> !cute.coord<"7">
        %idx_19 = cute.crd2idx(%coord_17, %lay_20) : (!cute.coord<"7">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"7">
        %e0_19 = cute.get_leaves(%idx_19) : !cute.int_tuple<"7">
        %c7_i32 = arith.constant 7 : i32
        %64 = arith.index_cast %c7_i32 : i32 to index
        %65 = vector.extract %40[%64] : f16 from vector<8xf16>
        %coord_18 = cute.make_coord() : () -> !cute.coord<"7">
        %lay_28 = cute.get_layout(%rmem_0) : !memref_rmem_f16_19c5
        %idx_20 = cute.crd2idx(%coord_18, %lay_28) : (!cute.coord<"7">, !cute.layout<"((1,8)):((0,1))">) -> !cute.int_tuple<"7">
        %iter_38 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %ptr_13 = cute.add_offset(%iter_38, %idx_20) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"7">) -> !cute.ptr<f16, rmem>
        %66 = builtin.unrealized_conversion_cast %ptr_13 : !cute.ptr<f16, rmem> to !llvm.ptr
        llvm.store %65, %66 {alignment = 2 : i64} : f16, !llvm.ptr
        %lay_29 = cute.get_layout(%rmem_0) : !memref_rmem_f16_19c5
        %67 = cute.get_shape(%lay_29) : (!cute.layout<"((1,8)):((0,1))">) -> !cute.shape<"((1,8))">
        %e0_20, %e1_3 = cute.get_leaves(%67) : !cute.shape<"((1,8))">
        %lay_30 = cute.make_layout() : !cute.layout<"8:1">
        %lay_31 = cute.make_layout() : !cute.layout<"8:1">
        %coalesce_0 = cute.coalesce(%lay_31) : (!cute.layout<"8:1">) -> !cute.layout<"8:1">
        %68 = cute.get_shape(%coalesce_0) : (!cute.layout<"8:1">) -> !cute.shape<"8">
        %e0_21 = cute.get_leaves(%68) : !cute.shape<"8">
        %69 = cute.get_stride(%coalesce_0) : (!cute.layout<"8:1">) -> !cute.stride<"1">
        %e0_22 = cute.get_leaves(%69) : !cute.stride<"1">
        %70 = cute.get_shape(%coalesce_0) : (!cute.layout<"8:1">) -> !cute.shape<"8">
        %e0_23 = cute.get_leaves(%70) : !cute.shape<"8">
        %71 = cute.get_shape(%coalesce_0) : (!cute.layout<"8:1">) -> !cute.shape<"8">
        %e0_24 = cute.get_leaves(%71) : !cute.shape<"8">
        %lay_32 = cute.make_layout() : !cute.layout<"8:1">
        %72 = cute.get_shape(%lay_32) : (!cute.layout<"8:1">) -> !cute.shape<"8">
        %shape_5 = cute.make_shape() : () -> !cute.shape<"8">
        %itup_4 = cute.to_int_tuple(%shape_5) : !cute.shape<"8"> to !cute.int_tuple<"8">
        %e0_25 = cute.get_leaves(%itup_4) : !cute.int_tuple<"8">
        %iter_39 = cute.get_iter(%rmem_0) : !memref_rmem_f16_19c5
        %view_7 = cute.make_view(%iter_39) : !memref_rmem_f16_b090
        %iter_40 = cute.get_iter(%view_7) : !memref_rmem_f16_b090
        %iter_41 = cute.get_iter(%view_7) : !memref_rmem_f16_b090
        %iter_42 = cute.get_iter(%view_6) : !memref_gmem_f16_4eaf
        %view_8 = cute.make_view(%iter_42) : !memref_gmem_f16_d90f
        %iter_43 = cute.get_iter(%view_8) : !memref_gmem_f16_d90f
        %iter_44 = cute.get_iter(%view_8) : !memref_gmem_f16_d90f
        %shape_6 = cute.make_shape() : () -> !cute.shape<"8">
        %lay_33 = cute.make_layout() : !cute.layout<"8:1">
        %iter_45 = cute.get_iter(%view_7) : !memref_rmem_f16_b090
        %view_9 = cute.make_view(%iter_45) : !memref_rmem_f16_b090
        %iter_46 = cute.get_iter(%view_9) : !memref_rmem_f16_b090
        %iter_47 = cute.get_iter(%view_9) : !memref_rmem_f16_b090
        %shape_7 = cute.make_shape() : () -> !cute.shape<"8">
        %lay_34 = cute.make_layout() : !cute.layout<"8:1">
        %iter_48 = cute.get_iter(%view_8) : !memref_gmem_f16_d90f
        %view_10 = cute.make_view(%iter_48) : !memref_gmem_f16_d90f
        %iter_49 = cute.get_iter(%view_10) : !memref_gmem_f16_d90f
        %iter_50 = cute.get_iter(%view_10) : !memref_gmem_f16_d90f
        %atom_0 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
        %iter_51 = cute.get_iter(%view_9) : !memref_rmem_f16_b090
        %iter_52 = cute.get_iter(%view_10) : !memref_gmem_f16_d90f
        %lay_35 = cute.get_layout(%view_9) : !memref_rmem_f16_b090
        %lay_36 = cute.get_layout(%view_10) : !memref_gmem_f16_d90f
        %73 = cute.static : !cute.layout<"1:0">
        %append_1 = cute.append_to_rank<2> (%lay_35, %73) : !cute.layout<"(8,1):(1,0)">, !cute.layout<"1:0">
        %append_2 = cute.append_to_rank<2> (%lay_36, %73) : !cute.layout<"(8,1):(1,0)">, !cute.layout<"1:0">
        %grouped_1 = cute.group_modes(%append_1) <1, 2> : (!cute.layout<"(8,1):(1,0)">) -> !cute.layout<"(8,(1)):(1,(0))">
        %grouped_2 = cute.group_modes(%append_2) <1, 2> : (!cute.layout<"(8,1):(1,0)">) -> !cute.layout<"(8,(1)):(1,(0))">
        %74 = cute.get_shape(%grouped_1) : (!cute.layout<"(8,(1)):(1,(0))">) -> !cute.shape<"(8,(1))">
        %shape_8 = cute.make_shape() : () -> !cute.shape<"1">
        %itup_5 = cute.to_int_tuple(%shape_8) : !cute.shape<"1"> to !cute.int_tuple<"1">
        %75 = cute.get_scalars(%itup_5) : !cute.int_tuple<"1">
        %c0_i32_1 = arith.constant 0 : i32
        %c1_i32_1 = arith.constant 1 : i32
        scf.for %arg2 = %c0_i32_1 to %75 step %c1_i32_1  : i32 {
          %coord_0 = cute.make_coord(%arg2) : (i32) -> !cute.coord<"(_,?)">
          %29 = cute.get_scalars(%coord_0) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_12 = cute.make_layout() : !cute.layout<"(8):(1)">
          %idx_0 = cute.crd2idx(%coord_0, %grouped_1) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(1)):(1,(0))">) -> !cute.int_tuple<"0">
          %ptr_0 = cute.add_offset(%iter_51, %idx_0) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
          %view_4 = cute.make_view(%ptr_0, %lay_12) : !memref_rmem_f16_a78d
          %30 = cute.get_scalars(%coord_0) <{only_dynamic}> : !cute.coord<"(_,?)">
          %lay_13 = cute.make_layout() : !cute.layout<"(8):(1)">
          %idx_1 = cute.crd2idx(%coord_0, %grouped_2) : (!cute.coord<"(_,?)">, !cute.layout<"(8,(1)):(1,(0))">) -> !cute.int_tuple<"0">
          %ptr_1 = cute.add_offset(%iter_52, %idx_1) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
          %view_5 = cute.make_view(%ptr_1, %lay_13) : !memref_gmem_f16_f795
          %iter_23 = cute.get_iter(%view_4) : !memref_rmem_f16_a78d
          %iter_24 = cute.get_iter(%view_5) : !memref_gmem_f16_f795
          %lay_14 = cute.get_layout(%view_4) : !memref_rmem_f16_a78d
          %lay_15 = cute.get_layout(%view_5) : !memref_gmem_f16_f795
          %coord_1 = cute.make_coord() : () -> !cute.coord<"0">
          %idx_2 = cute.crd2idx(%coord_1, %lay_14) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
          %ptr_2 = cute.add_offset(%iter_23, %idx_2) : (!cute.ptr<f16, rmem, align<32>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, rmem, align<32>>
          %idx_3 = cute.crd2idx(%coord_1, %lay_15) : (!cute.coord<"0">, !cute.layout<"(8):(1)">) -> !cute.int_tuple<"0">
          %ptr_3 = cute.add_offset(%iter_24, %idx_3) : (!cute.ptr<f16, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f16, gmem, align<16>>
          %31 = builtin.unrealized_conversion_cast %ptr_2 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
          %32 = builtin.unrealized_conversion_cast %ptr_3 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
          %33 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %33, %32 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
        } {loop_annotation = #loop_annotation_0327}
        scf.yield %arg1 : !memref_gmem_f16_cb8d
      } else {
        %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f16_cb8d
        scf.yield %arg1 : !memref_gmem_f16_cb8d
      }
      %iter_53 = cute.get_iter(%16) : !memref_gmem_f16_cb8d
      %iter_54 = cute.get_iter(%16) : !memref_gmem_f16_cb8d
      return
    }
  }
  func.func @cutlass_relu~(%arg0: !memref_gmem_f16_6bce, %arg1: !memref_gmem_f16_6bce) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16_6bce
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f16_6bce
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_f16_6bce
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_f16_6bce
    %lay = cute.get_layout(%arg0) : !memref_gmem_f16_6bce
    %0 = cute.get_shape(%lay) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(?,?{div=8})">
    %itup = cute.to_int_tuple(%e0) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %1 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_0 = cute.to_int_tuple(%e1) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %2 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?{div=8}">
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;8:1]">
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f16_6bce
    %lay_0 = cute.get_layout(%arg0) : !memref_gmem_f16_6bce
    %3:3 = cute.get_scalars(%lay_0) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.ceildivsi %3#1, %c8_i32 : i32
    %shape = cute.make_shape(%3#0, %4) : (i32, i32) -> !cute.shape<"((1,8),(?,?))">
    %iv = cute.assume(%3#2) : (i64) -> !cute.i64<divby 8>
    %stride = cute.make_stride(%iv) : (!cute.i64<divby 8>) -> !cute.stride<"((0,1),(?{i64 div=8},8))">
    %lay_1 = cute.make_layout(%shape, %stride) : !cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">
    %view = cute.make_view(%iter_3, %lay_1) : !memref_gmem_f16_cb8d
    %iter_4 = cute.get_iter(%view) : !memref_gmem_f16_cb8d
    %iter_5 = cute.get_iter(%view) : !memref_gmem_f16_cb8d
    %lay_2 = cute.get_layout(%arg1) : !memref_gmem_f16_6bce
    %5 = cute.get_shape(%lay_2) : (!cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">) -> !cute.shape<"(?,?{div=8})">
    %e0_0, %e1_0 = cute.get_leaves(%5) : !cute.shape<"(?,?{div=8})">
    %itup_1 = cute.to_int_tuple(%e0_0) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %6 = cute.get_scalars(%itup_1) : !cute.int_tuple<"?">
    %itup_2 = cute.to_int_tuple(%e1_0) : !cute.shape<"?{div=8}"> to !cute.int_tuple<"?{div=8}">
    %7 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?{div=8}">
    %tile_0 = cute.make_tile() : () -> !cute.tile<"[1:0;8:1]">
    %iter_6 = cute.get_iter(%arg1) : !memref_gmem_f16_6bce
    %lay_3 = cute.get_layout(%arg1) : !memref_gmem_f16_6bce
    %8:3 = cute.get_scalars(%lay_3) <{only_dynamic}> : !cute.layout<"(?,?{div=8}):(?{i64 div=8},1)">
    %c8_i32_0 = arith.constant 8 : i32
    %9 = arith.ceildivsi %8#1, %c8_i32_0 : i32
    %shape_0 = cute.make_shape(%8#0, %9) : (i32, i32) -> !cute.shape<"((1,8),(?,?))">
    %iv_0 = cute.assume(%8#2) : (i64) -> !cute.i64<divby 8>
    %stride_0 = cute.make_stride(%iv_0) : (!cute.i64<divby 8>) -> !cute.stride<"((0,1),(?{i64 div=8},8))">
    %lay_4 = cute.make_layout(%shape_0, %stride_0) : !cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">
    %view_0 = cute.make_view(%iter_6, %lay_4) : !memref_gmem_f16_cb8d
    %iter_7 = cute.get_iter(%view_0) : !memref_gmem_f16_cb8d
    %iter_8 = cute.get_iter(%view_0) : !memref_gmem_f16_cb8d
    %lay_5 = cute.get_layout(%view) : !memref_gmem_f16_cb8d
    %10 = cute.get_shape(%lay_5) : (!cute.layout<"((1,8),(?,?)):((0,1),(?{i64 div=8},8))">) -> !cute.shape<"((1,8),(?,?))">
    %11:2 = cute.get_scalars(%10) <{only_dynamic}> : !cute.shape<"((1,8),(?,?))">
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
    %lay_6 = cute.get_layout(%view) : !memref_gmem_f16_cb8d
    %lay_7 = cute.get_layout(%view_0) : !memref_gmem_f16_cb8d
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
    %23 = cuda.launch_ex @kernels::@kernel_cutlass_relu_kernel~<%22> (%view, %view_0) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!memref_gmem_f16_cb8d, !memref_gmem_f16_cb8d) -> !cuda.result
    %24 = cuda.cast %23 : !cuda.result -> i32
    cuda.return_if_error %24 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32_1 : i32
  }
}
