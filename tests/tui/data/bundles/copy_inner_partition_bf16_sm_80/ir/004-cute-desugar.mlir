!memref_gmem_bf16_ = !cute.memref<bf16, gmem, align<16>, "((1,16),8192,512):((0,1),8192,16)">
!memref_gmem_bf16_1 = !cute.memref<bf16, gmem, align<16>, "(1,16):(0,1)">
!memref_gmem_bf16_2 = !cute.memref<bf16, gmem, align<16>, "(8192,8192):(8192,1)">
!memref_rmem_bf16_ = !cute.memref<bf16, rmem, align<32>, "(1,16):(0,1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0(%arg0: !memref_gmem_bf16_, %arg1: !memref_gmem_bf16_) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %lay = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %lay_3 = cute.get_layout(%arg1) : !memref_gmem_bf16_
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %6 = nvvm.read.ptx.sreg.ntid.x : i32
      %7 = nvvm.read.ptx.sreg.ntid.y : i32
      %8 = nvvm.read.ptx.sreg.ntid.z : i32
      %lay_4 = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %sz = cute.size(%lay_4) <{mode = [2]}> : (!cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"512">
      %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"512">
      %9 = arith.muli %3, %6 : i32
      %10 = arith.addi %9, %0 : i32
      %c512_i32 = arith.constant 512 : i32
      %11 = arith.floordivsi %10, %c512_i32 : i32
      %12 = arith.remsi %10, %c512_i32 : i32
      %coord = cute.make_coord(%11, %12) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %lay_5 = cute.get_layout(%arg0) : !memref_gmem_bf16_
      %idx = cute.crd2idx(%coord, %lay_5) : (!cute.coord<"((_,_),?,?)">, !cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"?{div=16}">
      %iter_6 = cute.get_iter(%arg0) : !memref_gmem_bf16_
      %ptr = cute.add_offset(%iter_6, %idx) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view = cute.make_view(%ptr) : !memref_gmem_bf16_1
      %iter_7 = cute.get_iter(%view) : !memref_gmem_bf16_1
      %iter_8 = cute.get_iter(%view) : !memref_gmem_bf16_1
      %coord_9 = cute.make_coord(%11, %12) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %lay_10 = cute.get_layout(%arg1) : !memref_gmem_bf16_
      %idx_11 = cute.crd2idx(%coord_9, %lay_10) : (!cute.coord<"((_,_),?,?)">, !cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"?{div=16}">
      %iter_12 = cute.get_iter(%arg1) : !memref_gmem_bf16_
      %ptr_13 = cute.add_offset(%iter_12, %idx_11) : (!cute.ptr<bf16, gmem, align<16>>, !cute.int_tuple<"?{div=16}">) -> !cute.ptr<bf16, gmem, align<16>>
      %view_14 = cute.make_view(%ptr_13) : !memref_gmem_bf16_1
      %iter_15 = cute.get_iter(%view_14) : !memref_gmem_bf16_1
      %iter_16 = cute.get_iter(%view_14) : !memref_gmem_bf16_1
      %lay_17 = cute.get_layout(%view) : !memref_gmem_bf16_1
      %13 = cute.make_layout_like(%lay_17) : !cute.layout<"(1,16):(0,1)"> to !cute.layout<"(1,16):(0,1)">
      %rmem = cute.memref.alloca(%13) : !memref_rmem_bf16_
      %iter_18 = cute.get_iter(%rmem) : !memref_rmem_bf16_
      %iter_19 = cute.get_iter(%rmem) : !memref_rmem_bf16_
      %lay_20 = cute.get_layout(%view) : !memref_gmem_bf16_1
      %14 = cute.get_shape(%lay_20) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_21, %e1 = cute.get_leaves(%14) : !cute.shape<"(1,16)">
      %lay_22 = cute.get_layout(%view) : !memref_gmem_bf16_1
      %15 = cute.memref.load_vec(%view) : (!memref_gmem_bf16_1) -> vector<16xbf16>
      %lay_23 = cute.get_layout(%view) : !memref_gmem_bf16_1
      %16 = cute.get_shape(%lay_23) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_24, %e1_25 = cute.get_leaves(%16) : !cute.shape<"(1,16)">
      %lay_26 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %17 = cute.get_shape(%lay_26) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_27, %e1_28 = cute.get_leaves(%17) : !cute.shape<"(1,16)">
      %lay_29 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %lay_30 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %18 = cute.get_shape(%lay_30) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_31, %e1_32 = cute.get_leaves(%18) : !cute.shape<"(1,16)">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_33 = cute.size(%int_tuple) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_34 = cute.get_leaves(%sz_33) : !cute.int_tuple<"16">
      %int_tuple_35 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_36 = cute.size(%int_tuple_35) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_37 = cute.get_leaves(%sz_36) : !cute.int_tuple<"16">
      cute.memref.store_vec(%15, %rmem) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %lay_38 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %19 = cute.get_shape(%lay_38) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_39, %e1_40 = cute.get_leaves(%19) : !cute.shape<"(1,16)">
      %lay_41 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %20 = cute.memref.load_vec(%rmem) : (!memref_rmem_bf16_) -> vector<16xbf16>
      %lay_42 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %21 = cute.get_shape(%lay_42) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_43, %e1_44 = cute.get_leaves(%21) : !cute.shape<"(1,16)">
      %lay_45 = cute.get_layout(%view_14) : !memref_gmem_bf16_1
      %22 = cute.get_shape(%lay_45) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_46, %e1_47 = cute.get_leaves(%22) : !cute.shape<"(1,16)">
      %lay_48 = cute.get_layout(%view_14) : !memref_gmem_bf16_1
      %lay_49 = cute.get_layout(%view_14) : !memref_gmem_bf16_1
      %23 = cute.get_shape(%lay_49) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_50, %e1_51 = cute.get_leaves(%23) : !cute.shape<"(1,16)">
      %int_tuple_52 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_53 = cute.size(%int_tuple_52) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_54 = cute.get_leaves(%sz_53) : !cute.int_tuple<"16">
      %int_tuple_55 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_56 = cute.size(%int_tuple_55) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_57 = cute.get_leaves(%sz_56) : !cute.int_tuple<"16">
      cute.memref.store_vec(%20, %view_14) : (vector<16xbf16>, !memref_gmem_bf16_1) -> ()
      return
    }
  }
  func.func @cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0: !memref_gmem_bf16_2, %arg1: !memref_gmem_bf16_2) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;16:1]">
    %iter_3 = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %view = cute.make_view(%iter_3) : !memref_gmem_bf16_
    %iter_4 = cute.get_iter(%view) : !memref_gmem_bf16_
    %iter_5 = cute.get_iter(%view) : !memref_gmem_bf16_
    %tile_6 = cute.make_tile() : () -> !cute.tile<"[1:0;16:1]">
    %iter_7 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %view_8 = cute.make_view(%iter_7) : !memref_gmem_bf16_
    %iter_9 = cute.get_iter(%view_8) : !memref_gmem_bf16_
    %iter_10 = cute.get_iter(%view_8) : !memref_gmem_bf16_
    %lay = cute.get_layout(%view_8) : !memref_gmem_bf16_
    %sz = cute.size(%lay) <{mode = [1]}> : (!cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"8192">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"8192">
    %lay_11 = cute.get_layout(%view_8) : !memref_gmem_bf16_
    %sz_12 = cute.size(%lay_11) <{mode = [2]}> : (!cute.layout<"((1,16),8192,512):((0,1),8192,16)">) -> !cute.int_tuple<"512">
    %e0_13 = cute.get_leaves(%sz_12) : !cute.int_tuple<"512">
    %lay_14 = cute.get_layout(%view) : !memref_gmem_bf16_
    %lay_15 = cute.get_layout(%view_8) : !memref_gmem_bf16_
    %c0_i32 = arith.constant 0 : i32
    %c166912_i32 = arith.constant 166912 : i32
    %0 = arith.cmpi sgt, %c0_i32, %c166912_i32 : i32
    scf.if %0 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: {} bytes. Max: 166912 bytes.\0A\0A", %c0_i32) : i32
    }
    %c0_i64 = arith.constant 0 : i64
    %1 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %2 = arith.extsi %c0_i32 : i32 to i64
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16384_i32 = arith.constant 16384 : i32
    %3 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %2, gridDim = (%c16384_i32, %c1_i32, %c1_i32), stream = %1) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    %c0_i32_16 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%3] %c0_i32_16 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_17 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%3] %c0_i32_17 : !cuda.launch_cfg<max_attrs = 3>, i32
    %4 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0<%3> (%view, %view_8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_) -> !cuda.result
    %5 = cuda.cast %4 : !cuda.result -> i32
    cuda.return_if_error %5 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %c0_i32_18 : i32
  }
}
