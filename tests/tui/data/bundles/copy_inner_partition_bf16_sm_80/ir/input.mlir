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
      %sz = cute.size(%arg0) <{mode = [2]}> : (!memref_gmem_bf16_) -> !cute.int_tuple<"512">
      %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"512">
      %9 = arith.muli %3, %6 : i32
      %10 = arith.addi %9, %0 : i32
      %c512_i32 = arith.constant 512 : i32
      %11 = arith.floordivsi %10, %c512_i32 : i32
      %12 = arith.remsi %10, %c512_i32 : i32
      %coord = cute.make_coord(%11, %12) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %slice = cute.slice(%arg0, %coord) : !memref_gmem_bf16_, !cute.coord<"((_,_),?,?)">
      %iter_4 = cute.get_iter(%slice) : !memref_gmem_bf16_1
      %iter_5 = cute.get_iter(%slice) : !memref_gmem_bf16_1
      %coord_6 = cute.make_coord(%11, %12) : (i32, i32) -> !cute.coord<"((_,_),?,?)">
      %slice_7 = cute.slice(%arg1, %coord_6) : !memref_gmem_bf16_, !cute.coord<"((_,_),?,?)">
      %iter_8 = cute.get_iter(%slice_7) : !memref_gmem_bf16_1
      %iter_9 = cute.get_iter(%slice_7) : !memref_gmem_bf16_1
      %lay_10 = cute.get_layout(%slice) : !memref_gmem_bf16_1
      %13 = cute.make_layout_like(%lay_10) : !cute.layout<"(1,16):(0,1)"> to !cute.layout<"(1,16):(0,1)">
      %rmem = cute.memref.alloca(%13) : !memref_rmem_bf16_
      %iter_11 = cute.get_iter(%rmem) : !memref_rmem_bf16_
      %iter_12 = cute.get_iter(%rmem) : !memref_rmem_bf16_
      %lay_13 = cute.get_layout(%slice) : !memref_gmem_bf16_1
      %14 = cute.get_shape(%lay_13) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_14, %e1 = cute.get_leaves(%14) : !cute.shape<"(1,16)">
      %lay_15 = cute.get_layout(%slice) : !memref_gmem_bf16_1
      %15 = cute.memref.load_vec(%slice) : (!memref_gmem_bf16_1) -> vector<16xbf16>
      %lay_16 = cute.get_layout(%slice) : !memref_gmem_bf16_1
      %16 = cute.get_shape(%lay_16) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_17, %e1_18 = cute.get_leaves(%16) : !cute.shape<"(1,16)">
      %lay_19 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %17 = cute.get_shape(%lay_19) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_20, %e1_21 = cute.get_leaves(%17) : !cute.shape<"(1,16)">
      %lay_22 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %lay_23 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %18 = cute.get_shape(%lay_23) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_24, %e1_25 = cute.get_leaves(%18) : !cute.shape<"(1,16)">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_26 = cute.size(%int_tuple) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_27 = cute.get_leaves(%sz_26) : !cute.int_tuple<"16">
      %int_tuple_28 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_29 = cute.size(%int_tuple_28) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_30 = cute.get_leaves(%sz_29) : !cute.int_tuple<"16">
      cute.memref.store_vec(%15, %rmem) : (vector<16xbf16>, !memref_rmem_bf16_) -> ()
      %lay_31 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %19 = cute.get_shape(%lay_31) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_32, %e1_33 = cute.get_leaves(%19) : !cute.shape<"(1,16)">
      %lay_34 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %20 = cute.memref.load_vec(%rmem) : (!memref_rmem_bf16_) -> vector<16xbf16>
      %lay_35 = cute.get_layout(%rmem) : !memref_rmem_bf16_
      %21 = cute.get_shape(%lay_35) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_36, %e1_37 = cute.get_leaves(%21) : !cute.shape<"(1,16)">
      %lay_38 = cute.get_layout(%slice_7) : !memref_gmem_bf16_1
      %22 = cute.get_shape(%lay_38) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_39, %e1_40 = cute.get_leaves(%22) : !cute.shape<"(1,16)">
      %lay_41 = cute.get_layout(%slice_7) : !memref_gmem_bf16_1
      %lay_42 = cute.get_layout(%slice_7) : !memref_gmem_bf16_1
      %23 = cute.get_shape(%lay_42) : (!cute.layout<"(1,16):(0,1)">) -> !cute.shape<"(1,16)">
      %e0_43, %e1_44 = cute.get_leaves(%23) : !cute.shape<"(1,16)">
      %int_tuple_45 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_46 = cute.size(%int_tuple_45) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_47 = cute.get_leaves(%sz_46) : !cute.int_tuple<"16">
      %int_tuple_48 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,16)">
      %sz_49 = cute.size(%int_tuple_48) : (!cute.int_tuple<"(1,16)">) -> !cute.int_tuple<"16">
      %e0_50 = cute.get_leaves(%sz_49) : !cute.int_tuple<"16">
      cute.memref.store_vec(%20, %slice_7) : (vector<16xbf16>, !memref_gmem_bf16_1) -> ()
      return
    }
  }
  func.func @cutlass_copy_inner_partition_FakeTensorBFloat168192819281921_FakeTensorBFloat168192819281921_116_256(%arg0: !memref_gmem_bf16_2, %arg1: !memref_gmem_bf16_2) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %iter_1 = cute.get_iter(%arg0) : !memref_gmem_bf16_2
    %iter_2 = cute.get_iter(%arg1) : !memref_gmem_bf16_2
    %tile = cute.make_tile() : () -> !cute.tile<"[1:0;16:1]">
    %div = cute.tiled_divide(%arg0, %tile) : !memref_gmem_bf16_2, !cute.tile<"[1:0;16:1]">
    %iter_3 = cute.get_iter(%div) : !memref_gmem_bf16_
    %iter_4 = cute.get_iter(%div) : !memref_gmem_bf16_
    %tile_5 = cute.make_tile() : () -> !cute.tile<"[1:0;16:1]">
    %div_6 = cute.tiled_divide(%arg1, %tile_5) : !memref_gmem_bf16_2, !cute.tile<"[1:0;16:1]">
    %iter_7 = cute.get_iter(%div_6) : !memref_gmem_bf16_
    %iter_8 = cute.get_iter(%div_6) : !memref_gmem_bf16_
    %sz = cute.size(%div_6) <{mode = [1]}> : (!memref_gmem_bf16_) -> !cute.int_tuple<"8192">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"8192">
    %sz_9 = cute.size(%div_6) <{mode = [2]}> : (!memref_gmem_bf16_) -> !cute.int_tuple<"512">
    %e0_10 = cute.get_leaves(%sz_9) : !cute.int_tuple<"512">
    %lay = cute.get_layout(%div) : !memref_gmem_bf16_
    %lay_11 = cute.get_layout(%div_6) : !memref_gmem_bf16_
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
    %c0_i32_12 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%3] %c0_i32_12 : !cuda.launch_cfg<max_attrs = 3>, i32
    %c0_i32_13 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%3] %c0_i32_13 : !cuda.launch_cfg<max_attrs = 3>, i32
    %4 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel_tensorptrbf16gmemalign16o116819251201819216_tensorptrbf16gmemalign16o116819251201819216_0<%3> (%div, %div_6) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_bf16_, !memref_gmem_bf16_) -> !cuda.result
    %5 = cuda.cast %4 : !cuda.result -> i32
    cuda.return_if_error %5 : i32
    %c0_i32_14 = arith.constant 0 : i32
    return %c0_i32_14 : i32
  }
}
