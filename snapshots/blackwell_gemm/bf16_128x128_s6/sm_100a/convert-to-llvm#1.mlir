// irscope snapshot: blackwell_gemm:bf16_128x128_s6@sm_100a after convert-to-llvm#1 (convert-to-llvm)
!mma_bf16_bf16_f32_128x128x16_265d = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll_fe2a = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_1d06 = #llvm.loop_annotation<unroll = #loop_unroll_fe2a>
#loop_annotation1_f809 = #llvm.loop_annotation<unroll = #loop_unroll1_b0d9>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_blackwell_gemm_kernel~' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_blackwell_gemm_kernel~(%arg0: !llvm.struct<(i1, i1, i1)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg4: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %1 = llvm.mlir.constant(64 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.alloca %1 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %5 = llvm.mlir.constant(64 : i32) : i32
      %6 = llvm.mlir.constant(1 : i32) : i32
      %7 = llvm.alloca %5 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(struct<(array<16 x i64>)>)>
      %9 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(struct<(array<16 x i64>)>)>
      %10 = llvm.mlir.constant(8 : i32) : i32
      %11 = llvm.mlir.constant(1023 : i32) : i32
      %12 = llvm.mlir.poison : !llvm.struct<()>
      %13 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %14 = llvm.mlir.constant(32 : i64) : i64
      %15 = llvm.mlir.constant(2097152 : i32) : i32
      %16 = llvm.mlir.poison : !llvm.struct<()>
      %17 = llvm.mlir.constant(14 : i32) : i32
      %18 = llvm.mlir.constant(13 : i32) : i32
      %19 = llvm.mlir.constant(136316048 : i32) : i32
      %20 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %21 = llvm.mlir.constant(false) : i1
      %22 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %23 = llvm.mlir.constant(32768 : i32) : i32
      %24 = llvm.mlir.constant(10000000 : i32) : i32
      %25 = llvm.mlir.constant(true) : i1
      %26 = llvm.mlir.constant(6 : i32) : i32
      %27 = llvm.mlir.poison : !llvm.struct<()>
      %28 = llvm.mlir.poison : !llvm.struct<()>
      %29 = llvm.mlir.poison : !llvm.struct<()>
      %30 = llvm.mlir.poison : !llvm.struct<()>
      %31 = llvm.mlir.poison : !llvm.struct<()>
      %32 = llvm.mlir.constant(128 : i64) : i64
      %33 = llvm.mlir.poison : !llvm.struct<()>
      %34 = llvm.mlir.poison : !llvm.struct<()>
      %35 = llvm.mlir.constant(64 : i32) : i32
      %36 = llvm.mlir.poison : !llvm.struct<()>
      %37 = llvm.mlir.poison : !llvm.struct<()>
      %38 = llvm.mlir.poison : !llvm.struct<()>
      %39 = llvm.mlir.poison : !llvm.struct<()>
      %40 = llvm.mlir.poison : !llvm.struct<()>
      %41 = llvm.mlir.constant(128 : i32) : i32
      %42 = llvm.mlir.poison : !llvm.struct<()>
      %43 = llvm.mlir.constant(-1024 : i32) : i32
      %44 = llvm.mlir.constant(1 : i32) : i32
      %45 = llvm.mlir.poison : !llvm.struct<()>
      %46 = llvm.mlir.poison : !llvm.struct<()>
      %47 = llvm.mlir.constant(0 : i32) : i32
      %48 = llvm.mlir.constant(32 : i32) : i32
      %49 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %50 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %51 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %52 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %53 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %54 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %55 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %56 = llvm.mul %52, %54 : i32
      %57 = llvm.add %49, %56 : i32
      %58 = llvm.mul %53, %54 : i32
      %59 = llvm.mul %58, %55 : i32
      %60 = llvm.add %57, %59 : i32
      %61 = llvm.sdiv %60, %48 : i32
      %62 = llvm.mul %61, %48 : i32
      %63 = llvm.icmp "ne" %60, %62 : i32
      %64 = llvm.mlir.constant(0 : i32) : i32
      %65 = llvm.icmp "slt" %60, %64 : i32
      %66 = llvm.mlir.constant(false) : i1
      %67 = llvm.icmp "ne" %65, %66 : i1
      %68 = llvm.and %63, %67 : i1
      %69 = llvm.mlir.constant(-1 : i32) : i32
      %70 = llvm.add %61, %69 : i32
      %71 = llvm.select %68, %70, %61 : i1, i32
      %72 = llvm.mlir.constant(0 : i32) : i32
      %73 = llvm.mlir.constant(-1 : i32) : i32
      %74 = llvm.mlir.constant(31 : i32) : i32
      %75 = nvvm.shfl.sync  idx %73, %71, %72, %74 : i32 -> i32
      %76 = llvm.icmp "eq" %75, %47 : i32
      llvm.cond_br %76, ^bb0, ^bb1
    ^bb0:  // pred: ^bb2
      nvvm.prefetch.tensormap %arg1 : !llvm.ptr
      nvvm.prefetch.tensormap %arg3 : !llvm.ptr
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb2, ^bb0
      %77 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %78 = llvm.getelementptr %77[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<0 x i8>
      %79 = builtin.unrealized_conversion_cast %78 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<1024>>
      %80 = llvm.mlir.constant(96 : i32) : i32
      %81 = llvm.getelementptr %78[%80] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %82 = builtin.unrealized_conversion_cast %81 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<32>>
      %83 = builtin.unrealized_conversion_cast %82 : !cute.ptr<i64, smem, align<32>> to !cute.ptr<i64, smem>
      %84 = llvm.mlir.undef : !llvm.struct<()>
      %85 = llvm.mlir.constant(112 : i32) : i32
      %86 = llvm.getelementptr %78[%85] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %87 = llvm.mlir.undef : !llvm.struct<()>
      %88 = llvm.mlir.constant(116 : i32) : i32
      %89 = llvm.getelementptr %78[%88] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %90 = llvm.ptrtoint %89 : !llvm.ptr<3> to i32
      %91 = llvm.add %90, %11 : i32
      %92 = llvm.and %91, %43 : i32
      %93 = llvm.sext %92 : i32 to i64
      %94 = llvm.inttoptr %93 : i64 to !llvm.ptr<3>
      %95 = llvm.mlir.constant(98304 : i32) : i32
      %96 = llvm.getelementptr %94[%95] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.cond_br %76, ^bb3, ^bb4
    ^bb3:  // pred: ^bb1
      nvvm.tcgen05.alloc %86, %41 : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb1, ^bb3
      llvm.cond_br %76, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %97 = builtin.unrealized_conversion_cast %79 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %97, %44 : !llvm.ptr<3>, i32
      %98 = llvm.mlir.constant(1 : i32) : i32
      %99 = llvm.getelementptr %78[%98] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %100 = builtin.unrealized_conversion_cast %99 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %101 = builtin.unrealized_conversion_cast %100 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %101, %44 : !llvm.ptr<3>, i32
      %102 = llvm.mlir.constant(2 : i32) : i32
      %103 = llvm.getelementptr %78[%102] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %104 = builtin.unrealized_conversion_cast %103 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<16>>
      %105 = builtin.unrealized_conversion_cast %104 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %105, %44 : !llvm.ptr<3>, i32
      %106 = llvm.mlir.constant(3 : i32) : i32
      %107 = llvm.getelementptr %78[%106] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %108 = builtin.unrealized_conversion_cast %107 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %109 = builtin.unrealized_conversion_cast %108 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %109, %44 : !llvm.ptr<3>, i32
      %110 = llvm.mlir.constant(4 : i32) : i32
      %111 = llvm.getelementptr %78[%110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %112 = builtin.unrealized_conversion_cast %111 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<32>>
      %113 = builtin.unrealized_conversion_cast %112 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %113, %44 : !llvm.ptr<3>, i32
      %114 = llvm.mlir.constant(5 : i32) : i32
      %115 = llvm.getelementptr %78[%114] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %116 = builtin.unrealized_conversion_cast %115 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %117 = builtin.unrealized_conversion_cast %116 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %117, %44 : !llvm.ptr<3>, i32
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %118 = llvm.mlir.constant(6 : i32) : i32
      %119 = llvm.getelementptr %78[%118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %120 = builtin.unrealized_conversion_cast %119 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<16>>
      llvm.cond_br %76, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %121 = builtin.unrealized_conversion_cast %120 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %121, %44 : !llvm.ptr<3>, i32
      %122 = llvm.mlir.undef : !llvm.struct<()>
      %123 = llvm.mlir.constant(7 : i32) : i32
      %124 = llvm.getelementptr %78[%123] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %125 = builtin.unrealized_conversion_cast %124 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %126 = builtin.unrealized_conversion_cast %125 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %126, %44 : !llvm.ptr<3>, i32
      %127 = llvm.mlir.undef : !llvm.struct<()>
      %128 = llvm.mlir.constant(8 : i32) : i32
      %129 = llvm.getelementptr %78[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %130 = builtin.unrealized_conversion_cast %129 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<16>>
      %131 = builtin.unrealized_conversion_cast %130 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %131, %44 : !llvm.ptr<3>, i32
      %132 = llvm.mlir.undef : !llvm.struct<()>
      %133 = llvm.mlir.constant(9 : i32) : i32
      %134 = llvm.getelementptr %78[%133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %135 = builtin.unrealized_conversion_cast %134 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %136 = builtin.unrealized_conversion_cast %135 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %136, %44 : !llvm.ptr<3>, i32
      %137 = llvm.mlir.undef : !llvm.struct<()>
      %138 = llvm.mlir.constant(10 : i32) : i32
      %139 = llvm.getelementptr %78[%138] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %140 = builtin.unrealized_conversion_cast %139 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<16>>
      %141 = builtin.unrealized_conversion_cast %140 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %141, %44 : !llvm.ptr<3>, i32
      %142 = llvm.mlir.undef : !llvm.struct<()>
      %143 = llvm.mlir.constant(11 : i32) : i32
      %144 = llvm.getelementptr %78[%143] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %145 = builtin.unrealized_conversion_cast %144 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %146 = builtin.unrealized_conversion_cast %145 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %146, %44 : !llvm.ptr<3>, i32
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %76, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %147 = builtin.unrealized_conversion_cast %82 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %147, %44 : !llvm.ptr<3>, i32
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %148 = llvm.mlir.constant(1 : i32) : i32
      %149 = llvm.getelementptr %81[%148] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %150 = builtin.unrealized_conversion_cast %149 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      llvm.cond_br %76, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %151 = builtin.unrealized_conversion_cast %150 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %151, %41 : !llvm.ptr<3>, i32
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %152 = llvm.extractvalue %arg2[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %153 = llvm.extractvalue %152[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %154 = llvm.extractvalue %152[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %155 = llvm.mlir.constant(1 : i32) : i32
      %156 = llvm.mlir.constant(0 : i32) : i32
      %157 = llvm.mlir.constant(-1 : i32) : i32
      %158 = llvm.mlir.constant(true) : i1
      %159 = llvm.select %158, %157, %155 : i1, i32
      %160 = llvm.add %159, %153 : i32
      %161 = llvm.sdiv %160, %41 : i32
      %162 = llvm.add %161, %155 : i32
      %163 = llvm.sub %156, %153 : i32
      %164 = llvm.sdiv %163, %41 : i32
      %165 = llvm.sub %156, %164 : i32
      %166 = llvm.icmp "slt" %153, %156 : i32
      %167 = llvm.icmp "sgt" %153, %156 : i32
      %168 = llvm.mlir.constant(false) : i1
      %169 = llvm.mlir.constant(true) : i1
      %170 = llvm.and %166, %168 : i1
      %171 = llvm.and %167, %169 : i1
      %172 = llvm.or %170, %171 : i1
      %173 = llvm.select %172, %162, %165 : i1, i32
      %174 = llvm.mlir.constant(1 : i32) : i32
      %175 = llvm.mlir.constant(0 : i32) : i32
      %176 = llvm.mlir.constant(-1 : i32) : i32
      %177 = llvm.mlir.constant(true) : i1
      %178 = llvm.select %177, %176, %174 : i1, i32
      %179 = llvm.add %178, %154 : i32
      %180 = llvm.sdiv %179, %35 : i32
      %181 = llvm.add %180, %174 : i32
      %182 = llvm.sub %175, %154 : i32
      %183 = llvm.sdiv %182, %35 : i32
      %184 = llvm.sub %175, %183 : i32
      %185 = llvm.icmp "slt" %154, %175 : i32
      %186 = llvm.icmp "sgt" %154, %175 : i32
      %187 = llvm.mlir.constant(false) : i1
      %188 = llvm.mlir.constant(true) : i1
      %189 = llvm.and %185, %187 : i1
      %190 = llvm.and %186, %188 : i1
      %191 = llvm.or %189, %190 : i1
      %192 = llvm.select %191, %181, %184 : i1, i32
      %193 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %194 = llvm.insertvalue %173, %193[0] : !llvm.struct<(i32, i32)>
      %195 = llvm.insertvalue %192, %194[1] : !llvm.struct<(i32, i32)>
      %196 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %197 = llvm.insertvalue %195, %196[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %198 = llvm.insertvalue %34, %197[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %199 = llvm.extractvalue %198[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %200 = llvm.extractvalue %198[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %201 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %202 = llvm.insertvalue %200, %201[0] : !llvm.struct<(i32, struct<()>)>
      %203 = llvm.insertvalue %33, %202[1] : !llvm.struct<(i32, struct<()>)>
      %204 = llvm.extractvalue %198[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %205 = llvm.extractvalue %204[0] : !llvm.struct<(i32, i32)>
      %206 = llvm.extractvalue %204[1] : !llvm.struct<(i32, i32)>
      %207 = llvm.extractvalue %198[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %208 = llvm.mlir.constant(128 : i32) : i32
      %209 = llvm.mul %50, %208 : i32
      %210 = llvm.extractvalue %arg2[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %211 = llvm.extractvalue %arg4[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %212 = llvm.extractvalue %211[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %213 = llvm.extractvalue %211[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %214 = llvm.mlir.constant(1 : i32) : i32
      %215 = llvm.mlir.constant(0 : i32) : i32
      %216 = llvm.mlir.constant(-1 : i32) : i32
      %217 = llvm.mlir.constant(true) : i1
      %218 = llvm.select %217, %216, %214 : i1, i32
      %219 = llvm.add %218, %212 : i32
      %220 = llvm.sdiv %219, %41 : i32
      %221 = llvm.add %220, %214 : i32
      %222 = llvm.sub %215, %212 : i32
      %223 = llvm.sdiv %222, %41 : i32
      %224 = llvm.sub %215, %223 : i32
      %225 = llvm.icmp "slt" %212, %215 : i32
      %226 = llvm.icmp "sgt" %212, %215 : i32
      %227 = llvm.mlir.constant(false) : i1
      %228 = llvm.mlir.constant(true) : i1
      %229 = llvm.and %225, %227 : i1
      %230 = llvm.and %226, %228 : i1
      %231 = llvm.or %229, %230 : i1
      %232 = llvm.select %231, %221, %224 : i1, i32
      %233 = llvm.mlir.constant(1 : i32) : i32
      %234 = llvm.mlir.constant(0 : i32) : i32
      %235 = llvm.mlir.constant(-1 : i32) : i32
      %236 = llvm.mlir.constant(true) : i1
      %237 = llvm.select %236, %235, %233 : i1, i32
      %238 = llvm.add %237, %213 : i32
      %239 = llvm.sdiv %238, %35 : i32
      %240 = llvm.add %239, %233 : i32
      %241 = llvm.sub %234, %213 : i32
      %242 = llvm.sdiv %241, %35 : i32
      %243 = llvm.sub %234, %242 : i32
      %244 = llvm.icmp "slt" %213, %234 : i32
      %245 = llvm.icmp "sgt" %213, %234 : i32
      %246 = llvm.mlir.constant(false) : i1
      %247 = llvm.mlir.constant(true) : i1
      %248 = llvm.and %244, %246 : i1
      %249 = llvm.and %245, %247 : i1
      %250 = llvm.or %248, %249 : i1
      %251 = llvm.select %250, %240, %243 : i1, i32
      %252 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %253 = llvm.insertvalue %232, %252[0] : !llvm.struct<(i32, i32)>
      %254 = llvm.insertvalue %251, %253[1] : !llvm.struct<(i32, i32)>
      %255 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %256 = llvm.insertvalue %254, %255[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %257 = llvm.insertvalue %34, %256[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %258 = llvm.extractvalue %257[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %259 = llvm.extractvalue %257[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %260 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %261 = llvm.insertvalue %259, %260[0] : !llvm.struct<(i32, struct<()>)>
      %262 = llvm.insertvalue %33, %261[1] : !llvm.struct<(i32, struct<()>)>
      %263 = llvm.extractvalue %257[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %264 = llvm.extractvalue %263[0] : !llvm.struct<(i32, i32)>
      %265 = llvm.extractvalue %263[1] : !llvm.struct<(i32, i32)>
      %266 = llvm.extractvalue %257[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %267 = llvm.mlir.constant(128 : i32) : i32
      %268 = llvm.mul %51, %267 : i32
      %269 = llvm.extractvalue %arg4[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %270 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %271 = llvm.insertvalue %50, %270[0] : !llvm.struct<(i32, i32)>
      %272 = llvm.insertvalue %51, %271[1] : !llvm.struct<(i32, i32)>
      %273 = llvm.extractvalue %arg5[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %274 = llvm.extractvalue %273[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %275 = llvm.extractvalue %273[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %276 = llvm.extractvalue %273[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %277 = llvm.mlir.constant(1 : i32) : i32
      %278 = llvm.mlir.constant(0 : i32) : i32
      %279 = llvm.mlir.constant(-1 : i32) : i32
      %280 = llvm.mlir.constant(true) : i1
      %281 = llvm.select %280, %279, %277 : i1, i32
      %282 = llvm.add %281, %274 : i32
      %283 = llvm.sdiv %282, %41 : i32
      %284 = llvm.add %283, %277 : i32
      %285 = llvm.sub %278, %274 : i32
      %286 = llvm.sdiv %285, %41 : i32
      %287 = llvm.sub %278, %286 : i32
      %288 = llvm.icmp "slt" %274, %278 : i32
      %289 = llvm.icmp "sgt" %274, %278 : i32
      %290 = llvm.mlir.constant(false) : i1
      %291 = llvm.mlir.constant(true) : i1
      %292 = llvm.and %288, %290 : i1
      %293 = llvm.and %289, %291 : i1
      %294 = llvm.or %292, %293 : i1
      %295 = llvm.select %294, %284, %287 : i1, i32
      %296 = llvm.mul %276, %32 : i64
      %297 = llvm.mlir.constant(1 : i32) : i32
      %298 = llvm.mlir.constant(0 : i32) : i32
      %299 = llvm.mlir.constant(-1 : i32) : i32
      %300 = llvm.mlir.constant(true) : i1
      %301 = llvm.select %300, %299, %297 : i1, i32
      %302 = llvm.add %301, %275 : i32
      %303 = llvm.sdiv %302, %41 : i32
      %304 = llvm.add %303, %297 : i32
      %305 = llvm.sub %298, %275 : i32
      %306 = llvm.sdiv %305, %41 : i32
      %307 = llvm.sub %298, %306 : i32
      %308 = llvm.icmp "slt" %275, %298 : i32
      %309 = llvm.icmp "sgt" %275, %298 : i32
      %310 = llvm.mlir.constant(false) : i1
      %311 = llvm.mlir.constant(true) : i1
      %312 = llvm.and %308, %310 : i1
      %313 = llvm.and %309, %311 : i1
      %314 = llvm.or %312, %313 : i1
      %315 = llvm.select %314, %304, %307 : i1, i32
      %316 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %317 = llvm.insertvalue %295, %316[0] : !llvm.struct<(i32, i32)>
      %318 = llvm.insertvalue %315, %317[1] : !llvm.struct<(i32, i32)>
      %319 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %320 = llvm.insertvalue %276, %319[0] : !llvm.struct<(i64, i64)>
      %321 = llvm.insertvalue %296, %320[1] : !llvm.struct<(i64, i64)>
      %322 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %323 = llvm.insertvalue %318, %322[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %324 = llvm.insertvalue %321, %323[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %325 = llvm.extractvalue %324[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %326 = llvm.extractvalue %324[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %327 = llvm.extractvalue %324[1, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %328 = llvm.extractvalue %324[1, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %329 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %330 = llvm.insertvalue %31, %329[0] : !llvm.struct<(struct<()>, i64)>
      %331 = llvm.insertvalue %327, %330[1] : !llvm.struct<(struct<()>, i64)>
      %332 = llvm.extractvalue %324[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %333 = llvm.extractvalue %332[0] : !llvm.struct<(i32, i32)>
      %334 = llvm.extractvalue %332[1] : !llvm.struct<(i32, i32)>
      %335 = llvm.extractvalue %324[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %336 = llvm.extractvalue %335[0] : !llvm.struct<(i64, i64)>
      %337 = llvm.extractvalue %335[1] : !llvm.struct<(i64, i64)>
      %338 = llvm.extractvalue %272[0] : !llvm.struct<(i32, i32)>
      %339 = llvm.extractvalue %272[1] : !llvm.struct<(i32, i32)>
      %340 = llvm.sext %338 : i32 to i64
      %341 = llvm.mul %340, %337 : i64
      %342 = llvm.mlir.constant(128 : i32) : i32
      %343 = llvm.mul %339, %342 : i32
      %344 = llvm.sext %343 : i32 to i64
      %345 = llvm.add %341, %344 : i64
      %346 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %347 = llvm.getelementptr %346[%345] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %348 = llvm.extractvalue %203[0] : !llvm.struct<(i32, struct<()>)>
      %349 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %350 = llvm.insertvalue %348, %349[0] : !llvm.struct<(i32, struct<()>)>
      %351 = llvm.insertvalue %30, %350[1] : !llvm.struct<(i32, struct<()>)>
      %352 = llvm.extractvalue %262[0] : !llvm.struct<(i32, struct<()>)>
      %353 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %354 = llvm.insertvalue %352, %353[0] : !llvm.struct<(i32, struct<()>)>
      %355 = llvm.insertvalue %30, %354[1] : !llvm.struct<(i32, struct<()>)>
      %356 = llvm.extractvalue %331[1] : !llvm.struct<(struct<()>, i64)>
      %357 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %358 = llvm.insertvalue %29, %357[0] : !llvm.struct<(struct<()>, i64)>
      %359 = llvm.insertvalue %356, %358[1] : !llvm.struct<(struct<()>, i64)>
      %360 = llvm.ptrtoint %94 : !llvm.ptr<3> to i32
      %361 = llvm.mlir.constant(4 : i32) : i32
      %362 = llvm.lshr %360, %361 : i32
      %363 = llvm.mlir.constant(2 : i8) : i8
      %364 = llvm.mlir.constant(0 : i8) : i8
      %365 = llvm.mlir.constant(64 : i32) : i32
      %366 = llvm.mlir.constant(1 : i32) : i32
      %367 = nvvm.mma_smem_desc(%362, %366, %365, %364, %363) : (i32, i32, i32, i8, i8) -> i64
      %368 = llvm.ptrtoint %96 : !llvm.ptr<3> to i32
      %369 = llvm.mlir.constant(4 : i32) : i32
      %370 = llvm.lshr %368, %369 : i32
      %371 = llvm.mlir.constant(2 : i8) : i8
      %372 = llvm.mlir.constant(0 : i8) : i8
      %373 = llvm.mlir.constant(64 : i32) : i32
      %374 = llvm.mlir.constant(1 : i32) : i32
      %375 = nvvm.mma_smem_desc(%370, %374, %373, %372, %371) : (i32, i32, i32, i8, i8) -> i64
      %376 = llvm.extractvalue %351[0] : !llvm.struct<(i32, struct<()>)>
      %377 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %378 = llvm.insertvalue %376, %377[0] : !llvm.struct<(i32, struct<()>)>
      %379 = llvm.insertvalue %28, %378[1] : !llvm.struct<(i32, struct<()>)>
      %380 = llvm.extractvalue %379[0] : !llvm.struct<(i32, struct<()>)>
      %381 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %382 = llvm.insertvalue %380, %381[0] : !llvm.struct<(i32, struct<()>)>
      %383 = llvm.insertvalue %27, %382[1] : !llvm.struct<(i32, struct<()>)>
      %384 = llvm.extractvalue %355[0] : !llvm.struct<(i32, struct<()>)>
      %385 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %386 = llvm.insertvalue %384, %385[0] : !llvm.struct<(i32, struct<()>)>
      %387 = llvm.insertvalue %28, %386[1] : !llvm.struct<(i32, struct<()>)>
      %388 = llvm.extractvalue %387[0] : !llvm.struct<(i32, struct<()>)>
      %389 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %390 = llvm.insertvalue %388, %389[0] : !llvm.struct<(i32, struct<()>)>
      %391 = llvm.insertvalue %27, %390[1] : !llvm.struct<(i32, struct<()>)>
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %44, %41 : (i32, i32) -> ()
      %392 = llvm.load %86 : !llvm.ptr<3> -> i32
      %393 = llvm.extractvalue %203[0] : !llvm.struct<(i32, struct<()>)>
      llvm.cond_br %76, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %394 = llvm.icmp "slt" %393, %26 : i32
      %395 = llvm.select %394, %393, %26 : i1, i32
      %396 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %397 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %398 = llvm.insertvalue %396, %397[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %399 = llvm.extractvalue %398[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %400 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %401 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %402 = llvm.insertvalue %400, %401[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %403 = llvm.extractvalue %402[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      llvm.br ^bb15(%47, %47, %47, %44 : i32, i32, i32, i32)
    ^bb15(%404: i32, %405: i32, %406: i32, %407: i32):  // 2 preds: ^bb13, ^bb16
      %408 = llvm.icmp "slt" %404, %395 : i32
      llvm.cond_br %408, ^bb17, ^bb18 {loop_annotation = #loop_annotation_1d06}
    ^bb17:  // pred: ^bb15
      %409 = llvm.getelementptr %119[%406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %410 = builtin.unrealized_conversion_cast %409 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %411 = builtin.unrealized_conversion_cast %410 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %411, %407, %24 : !llvm.ptr<3>, i32, i32
      %412 = nvvm.elect.sync -> i1
      llvm.cond_br %412, ^bb19, ^bb20
    ^bb19:  // pred: ^bb17
      %413 = llvm.getelementptr %78[%406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %414 = builtin.unrealized_conversion_cast %413 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %415 = builtin.unrealized_conversion_cast %414 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %415, %23 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb17, ^bb19
      %416 = llvm.getelementptr %78[%406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %417 = llvm.extractvalue %383[0] : !llvm.struct<(i32, struct<()>)>
      %418 = llvm.extractvalue %383[1] : !llvm.struct<(i32, struct<()>)>
      %419 = llvm.mlir.constant(64 : i32) : i32
      %420 = llvm.mul %405, %419 : i32
      %421 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %422 = llvm.insertvalue %420, %421[0] : !llvm.struct<(i32, i32)>
      %423 = llvm.insertvalue %209, %422[1] : !llvm.struct<(i32, i32)>
      %424 = llvm.extractvalue %423[0] : !llvm.struct<(i32, i32)>
      %425 = llvm.extractvalue %423[1] : !llvm.struct<(i32, i32)>
      %426 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %427 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %428 = llvm.mlir.constant(8192 : i32) : i32
      %429 = llvm.mul %406, %428 : i32
      %430 = llvm.getelementptr %94[%429] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %431 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %432 = llvm.insertvalue %424, %431[0] : !llvm.struct<(i32, i32)>
      %433 = llvm.insertvalue %425, %432[1] : !llvm.struct<(i32, i32)>
      %434 = llvm.insertvalue %416, %398[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %435 = llvm.extractvalue %434[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %436 = llvm.getelementptr %435[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %437 = llvm.extractvalue %433[0] : !llvm.struct<(i32, i32)>
      %438 = llvm.extractvalue %433[1] : !llvm.struct<(i32, i32)>
      %439 = nvvm.elect.sync -> i1
      scf.if %439 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %430, %436, %416, box[%437, %438] l2_cache_hint = %399 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %440 = llvm.extractvalue %391[0] : !llvm.struct<(i32, struct<()>)>
      %441 = llvm.extractvalue %391[1] : !llvm.struct<(i32, struct<()>)>
      %442 = llvm.mlir.constant(64 : i32) : i32
      %443 = llvm.mul %405, %442 : i32
      %444 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %445 = llvm.insertvalue %443, %444[0] : !llvm.struct<(i32, i32)>
      %446 = llvm.insertvalue %268, %445[1] : !llvm.struct<(i32, i32)>
      %447 = llvm.extractvalue %446[0] : !llvm.struct<(i32, i32)>
      %448 = llvm.extractvalue %446[1] : !llvm.struct<(i32, i32)>
      %449 = llvm.getelementptr %96[%429] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %450 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %451 = llvm.insertvalue %447, %450[0] : !llvm.struct<(i32, i32)>
      %452 = llvm.insertvalue %448, %451[1] : !llvm.struct<(i32, i32)>
      %453 = llvm.insertvalue %416, %402[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %454 = llvm.extractvalue %453[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %455 = llvm.getelementptr %454[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %456 = llvm.extractvalue %452[0] : !llvm.struct<(i32, i32)>
      %457 = llvm.extractvalue %452[1] : !llvm.struct<(i32, i32)>
      %458 = nvvm.elect.sync -> i1
      scf.if %458 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %449, %455, %416, box[%456, %457] l2_cache_hint = %403 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %459 = llvm.add %406, %44 : i32
      %460 = llvm.add %405, %44 : i32
      %461 = llvm.icmp "eq" %459, %26 : i32
      %462 = llvm.select %461, %47, %459 : i1, i32
      llvm.cond_br %461, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %463 = llvm.xor %407, %44 : i32
      llvm.br ^bb23(%463 : i32)
    ^bb22:  // pred: ^bb20
      llvm.br ^bb23(%407 : i32)
    ^bb23(%464: i32):  // 2 preds: ^bb21, ^bb22
      llvm.br ^bb16
    ^bb16:  // pred: ^bb23
      %465 = llvm.add %404, %44 : i32
      llvm.br ^bb15(%465, %460, %462, %464 : i32, i32, i32, i32)
    ^bb18:  // pred: ^bb15
      %466 = llvm.insertvalue %21, %arg0[0] : !llvm.struct<(i1, i1, i1)>
      %467 = builtin.unrealized_conversion_cast %466 : !llvm.struct<(i1, i1, i1)> to !mma_bf16_bf16_f32_128x128x16_265d
      %468 = builtin.unrealized_conversion_cast %467 : !mma_bf16_bf16_f32_128x128x16_265d to !llvm.struct<(i1, i1, i1)>
      llvm.br ^bb24(%47, %468, %47, %47, %47, %405, %406, %407 : i32, !llvm.struct<(i1, i1, i1)>, i32, i32, i32, i32, i32, i32)
    ^bb24(%469: i32, %470: !llvm.struct<(i1, i1, i1)>, %471: i32, %472: i32, %473: i32, %474: i32, %475: i32, %476: i32):  // 2 preds: ^bb18, ^bb25
      %477 = llvm.icmp "slt" %469, %393 : i32
      llvm.cond_br %477, ^bb26, ^bb27 {loop_annotation = #loop_annotation_1d06}
    ^bb26:  // pred: ^bb24
      %478 = llvm.getelementptr %78[%472] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %479 = builtin.unrealized_conversion_cast %478 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %480 = builtin.unrealized_conversion_cast %479 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %480, %473, %24 : !llvm.ptr<3>, i32, i32
      %481 = llvm.extractvalue %20[0] : !llvm.struct<(struct<()>, struct<()>)>
      %482 = llvm.extractvalue %20[1] : !llvm.struct<(struct<()>, struct<()>)>
      %483 = llvm.mlir.constant(1024 : i32) : i32
      %484 = llvm.mul %472, %483 : i32
      %485 = llvm.mlir.constant(0 : i32) : i32
      %486 = llvm.bitcast %367 : i64 to vector<2xi32>
      %487 = llvm.extractelement %486[%485 : i32] : vector<2xi32>
      %488 = llvm.add %487, %484 : i32
      %489 = llvm.insertelement %488, %486[%485 : i32] : vector<2xi32>
      %490 = llvm.bitcast %489 : vector<2xi32> to i64
      %491 = llvm.mlir.constant(0 : i32) : i32
      %492 = llvm.bitcast %375 : i64 to vector<2xi32>
      %493 = llvm.extractelement %492[%491 : i32] : vector<2xi32>
      %494 = llvm.add %493, %484 : i32
      %495 = llvm.insertelement %494, %492[%491 : i32] : vector<2xi32>
      %496 = llvm.bitcast %495 : vector<2xi32> to i64
      %497 = llvm.extractvalue %470[1] : !llvm.struct<(i1, i1, i1)>
      %498 = llvm.extractvalue %470[2] : !llvm.struct<(i1, i1, i1)>
      %499 = llvm.extractvalue %470[0] : !llvm.struct<(i1, i1, i1)>
      %500 = llvm.zext %497 : i1 to i32
      %501 = llvm.zext %498 : i1 to i32
      %502 = llvm.shl %500, %18 : i32
      %503 = llvm.shl %501, %17 : i32
      %504 = llvm.or %502, %19 : i32
      %505 = llvm.or %504, %503 : i32
      %506 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
      %507 = llvm.inttoptr %392 : i32 to !llvm.ptr<6>
      %508 = nvvm.elect.sync -> i1
      scf.if %508 {
        nvvm.tcgen05.mma %507, %490, %496, %505, %499 mask = %506 {ctaGroup = #nvvm.tcgen05_group<cta_1>, mmaKind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      }
      %509 = llvm.insertvalue %25, %470[0] : !llvm.struct<(i1, i1, i1)>
      %510 = llvm.extractvalue %20[0] : !llvm.struct<(struct<()>, struct<()>)>
      %511 = llvm.extractvalue %20[1] : !llvm.struct<(struct<()>, struct<()>)>
      %512 = llvm.mlir.constant(1024 : i32) : i32
      %513 = llvm.mul %472, %512 : i32
      %514 = llvm.mlir.constant(2 : i32) : i32
      %515 = llvm.add %513, %514 : i32
      %516 = llvm.mlir.constant(0 : i32) : i32
      %517 = llvm.bitcast %367 : i64 to vector<2xi32>
      %518 = llvm.extractelement %517[%516 : i32] : vector<2xi32>
      %519 = llvm.add %518, %515 : i32
      %520 = llvm.insertelement %519, %517[%516 : i32] : vector<2xi32>
      %521 = llvm.bitcast %520 : vector<2xi32> to i64
      %522 = llvm.mlir.constant(0 : i32) : i32
      %523 = llvm.bitcast %375 : i64 to vector<2xi32>
      %524 = llvm.extractelement %523[%522 : i32] : vector<2xi32>
      %525 = llvm.add %524, %515 : i32
      %526 = llvm.insertelement %525, %523[%522 : i32] : vector<2xi32>
      %527 = llvm.bitcast %526 : vector<2xi32> to i64
      %528 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
      %529 = llvm.inttoptr %392 : i32 to !llvm.ptr<6>
      %530 = nvvm.elect.sync -> i1
      scf.if %530 {
        nvvm.tcgen05.mma %529, %521, %527, %505, %25 mask = %528 {ctaGroup = #nvvm.tcgen05_group<cta_1>, mmaKind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      }
      %531 = llvm.insertvalue %25, %509[0] : !llvm.struct<(i1, i1, i1)>
      %532 = llvm.extractvalue %20[0] : !llvm.struct<(struct<()>, struct<()>)>
      %533 = llvm.extractvalue %20[1] : !llvm.struct<(struct<()>, struct<()>)>
      %534 = llvm.mlir.constant(1024 : i32) : i32
      %535 = llvm.mul %472, %534 : i32
      %536 = llvm.mlir.constant(4 : i32) : i32
      %537 = llvm.add %535, %536 : i32
      %538 = llvm.mlir.constant(0 : i32) : i32
      %539 = llvm.bitcast %367 : i64 to vector<2xi32>
      %540 = llvm.extractelement %539[%538 : i32] : vector<2xi32>
      %541 = llvm.add %540, %537 : i32
      %542 = llvm.insertelement %541, %539[%538 : i32] : vector<2xi32>
      %543 = llvm.bitcast %542 : vector<2xi32> to i64
      %544 = llvm.mlir.constant(0 : i32) : i32
      %545 = llvm.bitcast %375 : i64 to vector<2xi32>
      %546 = llvm.extractelement %545[%544 : i32] : vector<2xi32>
      %547 = llvm.add %546, %537 : i32
      %548 = llvm.insertelement %547, %545[%544 : i32] : vector<2xi32>
      %549 = llvm.bitcast %548 : vector<2xi32> to i64
      %550 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
      %551 = llvm.inttoptr %392 : i32 to !llvm.ptr<6>
      %552 = nvvm.elect.sync -> i1
      scf.if %552 {
        nvvm.tcgen05.mma %551, %543, %549, %505, %25 mask = %550 {ctaGroup = #nvvm.tcgen05_group<cta_1>, mmaKind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      }
      %553 = llvm.insertvalue %25, %531[0] : !llvm.struct<(i1, i1, i1)>
      %554 = llvm.extractvalue %20[0] : !llvm.struct<(struct<()>, struct<()>)>
      %555 = llvm.extractvalue %20[1] : !llvm.struct<(struct<()>, struct<()>)>
      %556 = llvm.mlir.constant(1024 : i32) : i32
      %557 = llvm.mul %472, %556 : i32
      %558 = llvm.mlir.constant(6 : i32) : i32
      %559 = llvm.add %557, %558 : i32
      %560 = llvm.mlir.constant(0 : i32) : i32
      %561 = llvm.bitcast %367 : i64 to vector<2xi32>
      %562 = llvm.extractelement %561[%560 : i32] : vector<2xi32>
      %563 = llvm.add %562, %559 : i32
      %564 = llvm.insertelement %563, %561[%560 : i32] : vector<2xi32>
      %565 = llvm.bitcast %564 : vector<2xi32> to i64
      %566 = llvm.mlir.constant(0 : i32) : i32
      %567 = llvm.bitcast %375 : i64 to vector<2xi32>
      %568 = llvm.extractelement %567[%566 : i32] : vector<2xi32>
      %569 = llvm.add %568, %559 : i32
      %570 = llvm.insertelement %569, %567[%566 : i32] : vector<2xi32>
      %571 = llvm.bitcast %570 : vector<2xi32> to i64
      %572 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
      %573 = llvm.inttoptr %392 : i32 to !llvm.ptr<6>
      %574 = nvvm.elect.sync -> i1
      scf.if %574 {
        nvvm.tcgen05.mma %573, %565, %571, %505, %25 mask = %572 {ctaGroup = #nvvm.tcgen05_group<cta_1>, mmaKind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      }
      %575 = llvm.insertvalue %25, %553[0] : !llvm.struct<(i1, i1, i1)>
      %576 = builtin.unrealized_conversion_cast %575 : !llvm.struct<(i1, i1, i1)> to !mma_bf16_bf16_f32_128x128x16_265d
      %577 = builtin.unrealized_conversion_cast %576 : !mma_bf16_bf16_f32_128x128x16_265d to !llvm.struct<(i1, i1, i1)>
      %578 = nvvm.elect.sync -> i1
      llvm.cond_br %578, ^bb28, ^bb29
    ^bb28:  // pred: ^bb26
      %579 = llvm.getelementptr %119[%472] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %580 = builtin.unrealized_conversion_cast %579 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %581 = builtin.unrealized_conversion_cast %580 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.tcgen05.commit.arrive %581 : !llvm.ptr<3>
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb26, ^bb28
      %582 = llvm.add %472, %44 : i32
      %583 = llvm.add %471, %44 : i32
      %584 = llvm.icmp "eq" %582, %26 : i32
      %585 = llvm.select %584, %47, %582 : i1, i32
      llvm.cond_br %584, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %586 = llvm.xor %473, %44 : i32
      llvm.br ^bb32(%586 : i32)
    ^bb31:  // pred: ^bb29
      llvm.br ^bb32(%473 : i32)
    ^bb32(%587: i32):  // 2 preds: ^bb30, ^bb31
      llvm.br ^bb33
    ^bb33:  // pred: ^bb32
      %588 = llvm.icmp "sgt" %469, %47 : i32
      %589 = llvm.icmp "sgt" %393, %474 : i32
      %590 = llvm.and %588, %589 : i1
      llvm.cond_br %590, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %591 = llvm.getelementptr %119[%475] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %592 = builtin.unrealized_conversion_cast %591 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %593 = builtin.unrealized_conversion_cast %592 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %593, %476, %24 : !llvm.ptr<3>, i32, i32
      %594 = nvvm.elect.sync -> i1
      llvm.cond_br %594, ^bb36, ^bb37
    ^bb36:  // pred: ^bb34
      %595 = llvm.getelementptr %78[%475] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %596 = builtin.unrealized_conversion_cast %595 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %597 = builtin.unrealized_conversion_cast %596 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %597, %23 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb37
    ^bb37:  // 2 preds: ^bb34, ^bb36
      %598 = llvm.getelementptr %78[%475] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %599 = llvm.extractvalue %383[0] : !llvm.struct<(i32, struct<()>)>
      %600 = llvm.extractvalue %383[1] : !llvm.struct<(i32, struct<()>)>
      %601 = llvm.mlir.constant(64 : i32) : i32
      %602 = llvm.mul %474, %601 : i32
      %603 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %604 = llvm.insertvalue %602, %603[0] : !llvm.struct<(i32, i32)>
      %605 = llvm.insertvalue %209, %604[1] : !llvm.struct<(i32, i32)>
      %606 = llvm.extractvalue %605[0] : !llvm.struct<(i32, i32)>
      %607 = llvm.extractvalue %605[1] : !llvm.struct<(i32, i32)>
      %608 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %609 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %610 = llvm.mlir.constant(8192 : i32) : i32
      %611 = llvm.mul %475, %610 : i32
      %612 = llvm.getelementptr %94[%611] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %613 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %614 = llvm.insertvalue %606, %613[0] : !llvm.struct<(i32, i32)>
      %615 = llvm.insertvalue %607, %614[1] : !llvm.struct<(i32, i32)>
      %616 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %617 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %618 = llvm.insertvalue %616, %617[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %619 = llvm.insertvalue %598, %618[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %620 = llvm.extractvalue %618[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %621 = llvm.extractvalue %619[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %622 = llvm.getelementptr %621[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %623 = llvm.extractvalue %615[0] : !llvm.struct<(i32, i32)>
      %624 = llvm.extractvalue %615[1] : !llvm.struct<(i32, i32)>
      %625 = nvvm.elect.sync -> i1
      scf.if %625 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %612, %622, %598, box[%623, %624] l2_cache_hint = %620 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %626 = llvm.extractvalue %391[0] : !llvm.struct<(i32, struct<()>)>
      %627 = llvm.extractvalue %391[1] : !llvm.struct<(i32, struct<()>)>
      %628 = llvm.mlir.constant(64 : i32) : i32
      %629 = llvm.mul %474, %628 : i32
      %630 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %631 = llvm.insertvalue %629, %630[0] : !llvm.struct<(i32, i32)>
      %632 = llvm.insertvalue %268, %631[1] : !llvm.struct<(i32, i32)>
      %633 = llvm.extractvalue %632[0] : !llvm.struct<(i32, i32)>
      %634 = llvm.extractvalue %632[1] : !llvm.struct<(i32, i32)>
      %635 = llvm.getelementptr %96[%611] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %636 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %637 = llvm.insertvalue %633, %636[0] : !llvm.struct<(i32, i32)>
      %638 = llvm.insertvalue %634, %637[1] : !llvm.struct<(i32, i32)>
      %639 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %640 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %641 = llvm.insertvalue %639, %640[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %642 = llvm.insertvalue %598, %641[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %643 = llvm.extractvalue %641[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %644 = llvm.extractvalue %642[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %645 = llvm.getelementptr %644[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %646 = llvm.extractvalue %638[0] : !llvm.struct<(i32, i32)>
      %647 = llvm.extractvalue %638[1] : !llvm.struct<(i32, i32)>
      %648 = nvvm.elect.sync -> i1
      scf.if %648 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %635, %645, %598, box[%646, %647] l2_cache_hint = %643 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %649 = llvm.add %475, %44 : i32
      %650 = llvm.add %474, %44 : i32
      %651 = llvm.icmp "eq" %649, %26 : i32
      %652 = llvm.select %651, %47, %649 : i1, i32
      llvm.cond_br %651, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %653 = llvm.xor %476, %44 : i32
      llvm.br ^bb40(%653 : i32)
    ^bb39:  // pred: ^bb37
      llvm.br ^bb40(%476 : i32)
    ^bb40(%654: i32):  // 2 preds: ^bb38, ^bb39
      llvm.br ^bb41
    ^bb41:  // pred: ^bb40
      llvm.br ^bb42(%650, %652, %654 : i32, i32, i32)
    ^bb35:  // pred: ^bb33
      llvm.br ^bb42(%474, %475, %476 : i32, i32, i32)
    ^bb42(%655: i32, %656: i32, %657: i32):  // 2 preds: ^bb41, ^bb35
      llvm.br ^bb25
    ^bb25:  // pred: ^bb42
      %658 = llvm.add %469, %44 : i32
      llvm.br ^bb24(%658, %577, %583, %585, %587, %655, %656, %657 : i32, !llvm.struct<(i1, i1, i1)>, i32, i32, i32, i32, i32, i32)
    ^bb27:  // pred: ^bb24
      %659 = nvvm.elect.sync -> i1
      llvm.cond_br %659, ^bb43, ^bb44
    ^bb43:  // pred: ^bb27
      %660 = builtin.unrealized_conversion_cast %83 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.tcgen05.commit.arrive %660 : !llvm.ptr<3>
      llvm.br ^bb44
    ^bb44:  // 2 preds: ^bb27, ^bb43
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb44
      llvm.cond_br %76, ^bb45, ^bb46
    ^bb45:  // pred: ^bb14
      nvvm.tcgen05.relinquish_alloc_permit
      llvm.br ^bb46
    ^bb46:  // 2 preds: ^bb14, ^bb45
      %661 = builtin.unrealized_conversion_cast %83 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %661, %47, %24 : !llvm.ptr<3>, i32, i32
      %662 = llvm.extractvalue %359[1] : !llvm.struct<(struct<()>, i64)>
      %663 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %664 = llvm.insertvalue %16, %663[0] : !llvm.struct<(struct<()>, i64)>
      %665 = llvm.insertvalue %662, %664[1] : !llvm.struct<(struct<()>, i64)>
      %666 = llvm.sdiv %49, %48 : i32
      %667 = llvm.mul %666, %15 : i32
      %668 = llvm.add %392, %667 : i32
      %669 = llvm.extractvalue %665[1] : !llvm.struct<(struct<()>, i64)>
      %670 = llvm.mul %669, %14 : i64
      %671 = llvm.srem %49, %48 : i32
      %672 = llvm.sext %671 : i32 to i64
      %673 = llvm.mul %672, %669 : i64
      %674 = llvm.sext %666 : i32 to i64
      %675 = llvm.mul %674, %670 : i64
      %676 = llvm.add %673, %675 : i64
      %677 = llvm.getelementptr %347[%676] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %678 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %679 = llvm.insertvalue %7, %678[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %680 = llvm.insertvalue %4, %679[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %681 = llvm.extractvalue %680[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %682 = builtin.unrealized_conversion_cast %681 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %683 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %684 = llvm.insertvalue %3, %683[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %685 = llvm.insertvalue %0, %684[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %686 = llvm.inttoptr %668 : i32 to !llvm.ptr<6>
      %687 = nvvm.tcgen05.ld %686 {num = 64 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      %688 = builtin.unrealized_conversion_cast %682 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      llvm.store %687, %688 : vector<64xi32>, !llvm.ptr
      %689 = llvm.extractvalue %680[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %690 = llvm.mlir.poison : !llvm.array<1 x vector<64xf32>>
      %691 = builtin.unrealized_conversion_cast %690 : !llvm.array<1 x vector<64xf32>> to vector<1x64xf32>
      %692 = llvm.mlir.undef : !llvm.struct<()>
      %693 = llvm.mlir.constant(0 : i32) : i32
      %694 = llvm.getelementptr %689[%693] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %695 = builtin.unrealized_conversion_cast %694 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %696 = builtin.unrealized_conversion_cast %695 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %697 = llvm.load %696 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %698 = vector.insert %697, %691 [0] : vector<64xf32> into vector<1x64xf32>
      %699 = vector.shape_cast %698 : vector<1x64xf32> to vector<64xf32>
      %700 = llvm.fptrunc %699 : vector<64xf32> to vector<64xbf16>
      %701 = llvm.extractvalue %685[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %702 = vector.shape_cast %700 : vector<64xbf16> to vector<1x64xbf16>
      %703 = llvm.mlir.undef : !llvm.struct<()>
      %704 = llvm.mlir.constant(0 : i32) : i32
      %705 = llvm.getelementptr %701[%704] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %706 = builtin.unrealized_conversion_cast %705 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %707 = builtin.unrealized_conversion_cast %706 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %708 = vector.extract %702[0] : vector<64xbf16> from vector<1x64xbf16>
      llvm.store %708, %707 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %709 = llvm.extractvalue %685[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb47(%47 : i32)
    ^bb47(%710: i32):  // 2 preds: ^bb46, ^bb48
      %711 = llvm.icmp "slt" %710, %10 : i32
      llvm.cond_br %711, ^bb48, ^bb49 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb48:  // pred: ^bb47
      %712 = llvm.extractvalue %13[0] : !llvm.struct<(struct<()>, struct<()>)>
      %713 = llvm.extractvalue %13[1] : !llvm.struct<(struct<()>, struct<()>)>
      %714 = llvm.mlir.constant(8 : i32) : i32
      %715 = llvm.mul %710, %714 : i32
      %716 = llvm.getelementptr %709[%715] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %717 = builtin.unrealized_conversion_cast %716 : !llvm.ptr to !cute.ptr<bf16, rmem, align<16>>
      %718 = llvm.getelementptr %677[%715] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %719 = builtin.unrealized_conversion_cast %718 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %720 = builtin.unrealized_conversion_cast %717 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
      %721 = builtin.unrealized_conversion_cast %719 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %722 = llvm.load %720 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %722, %721 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %723 = llvm.add %710, %44 : i32
      llvm.br ^bb47(%723 : i32)
    ^bb49:  // pred: ^bb47
      %724 = llvm.mlir.constant(64 : i32) : i32
      %725 = llvm.add %668, %724 : i32
      %726 = llvm.inttoptr %725 : i32 to !llvm.ptr<6>
      %727 = nvvm.tcgen05.ld %726 {num = 64 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      llvm.store %727, %688 : vector<64xi32>, !llvm.ptr
      %728 = llvm.extractvalue %680[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %729 = llvm.mlir.poison : !llvm.array<1 x vector<64xf32>>
      %730 = builtin.unrealized_conversion_cast %729 : !llvm.array<1 x vector<64xf32>> to vector<1x64xf32>
      %731 = llvm.mlir.undef : !llvm.struct<()>
      %732 = llvm.mlir.constant(0 : i32) : i32
      %733 = llvm.getelementptr %728[%732] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %734 = builtin.unrealized_conversion_cast %733 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %735 = builtin.unrealized_conversion_cast %734 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %736 = llvm.load %735 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %737 = vector.insert %736, %730 [0] : vector<64xf32> into vector<1x64xf32>
      %738 = vector.shape_cast %737 : vector<1x64xf32> to vector<64xf32>
      %739 = llvm.fptrunc %738 : vector<64xf32> to vector<64xbf16>
      %740 = llvm.extractvalue %685[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %741 = vector.shape_cast %739 : vector<64xbf16> to vector<1x64xbf16>
      %742 = llvm.mlir.undef : !llvm.struct<()>
      %743 = llvm.mlir.constant(0 : i32) : i32
      %744 = llvm.getelementptr %740[%743] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %745 = builtin.unrealized_conversion_cast %744 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %746 = builtin.unrealized_conversion_cast %745 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %747 = vector.extract %741[0] : vector<64xbf16> from vector<1x64xbf16>
      llvm.store %747, %746 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %748 = llvm.mlir.constant(64 : i32) : i32
      %749 = llvm.getelementptr %677[%748] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.br ^bb50(%47 : i32)
    ^bb50(%750: i32):  // 2 preds: ^bb49, ^bb51
      %751 = llvm.icmp "slt" %750, %10 : i32
      llvm.cond_br %751, ^bb51, ^bb52 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb51:  // pred: ^bb50
      %752 = llvm.extractvalue %13[0] : !llvm.struct<(struct<()>, struct<()>)>
      %753 = llvm.extractvalue %13[1] : !llvm.struct<(struct<()>, struct<()>)>
      %754 = llvm.mlir.constant(8 : i32) : i32
      %755 = llvm.mul %750, %754 : i32
      %756 = llvm.getelementptr %709[%755] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %757 = builtin.unrealized_conversion_cast %756 : !llvm.ptr to !cute.ptr<bf16, rmem, align<16>>
      %758 = llvm.getelementptr %749[%755] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %759 = builtin.unrealized_conversion_cast %758 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %760 = builtin.unrealized_conversion_cast %757 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
      %761 = builtin.unrealized_conversion_cast %759 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %762 = llvm.load %760 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %762, %761 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %763 = llvm.add %750, %44 : i32
      llvm.br ^bb50(%763 : i32)
    ^bb52:  // pred: ^bb50
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0;", "r" %44 : (i32) -> ()
      llvm.cond_br %76, ^bb53, ^bb54
    ^bb53:  // pred: ^bb52
      %764 = llvm.inttoptr %392 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %764, %41 : !llvm.ptr<6>, i32
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      llvm.return
    }
  }
  llvm.func @cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(198656 : i64) : i64
    %1 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %2 = llvm.mlir.constant(288018 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(128 : i32) : i32
    %6 = llvm.mlir.poison : !llvm.struct<()>
    %7 = llvm.mlir.poison : !llvm.struct<()>
    %8 = llvm.mlir.constant(127 : i64) : i64
    %9 = llvm.mlir.constant(15 : i64) : i64
    %10 = llvm.mlir.constant(36 : i64) : i64
    %11 = llvm.mlir.constant(32 : i64) : i64
    %12 = llvm.mlir.constant(21 : i64) : i64
    %13 = llvm.mlir.constant(131072 : i64) : i64
    %14 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %15 = llvm.mlir.constant(4 : i64) : i64
    %16 = llvm.mlir.constant(4294967295 : i64) : i64
    %17 = llvm.mlir.constant(16 : i64) : i64
    %18 = llvm.mlir.constant(8 : i64) : i64
    %19 = llvm.mlir.constant(2 : i64) : i64
    %20 = llvm.mlir.constant(1 : i64) : i64
    %21 = llvm.mlir.constant(0 : i64) : i64
    %22 = llvm.mlir.constant(16 : i32) : i32
    %23 = llvm.mlir.constant(false) : i1
    %24 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(i1, i1, i1)>
    %26 = llvm.insertvalue %23, %25[1] : !llvm.struct<(i1, i1, i1)>
    %27 = llvm.insertvalue %23, %26[2] : !llvm.struct<(i1, i1, i1)>
    %28 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1)>
    %29 = llvm.extractvalue %27[0] : !llvm.struct<(i1, i1, i1)>
    %30 = llvm.insertvalue %29, %28[0] : !llvm.struct<(i1, i1, i1)>
    %31 = llvm.extractvalue %27[1] : !llvm.struct<(i1, i1, i1)>
    %32 = llvm.insertvalue %31, %30[1] : !llvm.struct<(i1, i1, i1)>
    %33 = llvm.extractvalue %27[2] : !llvm.struct<(i1, i1, i1)>
    %34 = llvm.insertvalue %33, %32[2] : !llvm.struct<(i1, i1, i1)>
    %35 = llvm.alloca %22 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %36 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %37 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %38 = llvm.extractvalue %37[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %39 = llvm.extractvalue %37[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %40 = llvm.extractvalue %37[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %41 = llvm.zext %39 : i32 to i64
    %42 = llvm.zext %38 : i32 to i64
    %43 = llvm.mul %40, %19 : i64
    %44 = llvm.ptrtoint %36 : !llvm.ptr<1> to i64
    %45 = llvm.getelementptr %35[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %35[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %46 : i64, !llvm.ptr
    %47 = llvm.getelementptr %35[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %35[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %35[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %35[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %52 : i64, !llvm.ptr
    %53 = llvm.udiv %44, %17 : i64
    %54 = llvm.and %53, %14 : i64
    %55 = llvm.shl %54, %15 : i64
    llvm.store %55, %45 : i64, !llvm.ptr
    %56 = llvm.sub %42, %20 : i64
    %57 = llvm.mul %56, %43 : i64
    %58 = llvm.mul %41, %17 : i64
    %59 = llvm.udiv %58, %18 : i64
    %60 = llvm.add %59, %57 : i64
    %61 = llvm.icmp "uge" %60, %13 : i64
    %62 = llvm.zext %61 : i1 to i64
    %63 = llvm.shl %62, %12 : i64
    %64 = llvm.udiv %43, %17 : i64
    %65 = llvm.shl %64, %11 : i64
    %66 = llvm.or %63, %65 : i64
    %67 = llvm.or %66, %2 : i64
    llvm.store %67, %46 : i64, !llvm.ptr
    llvm.store %21, %47 : i64, !llvm.ptr
    %68 = llvm.lshr %43, %10 : i64
    %69 = llvm.and %68, %9 : i64
    %70 = llvm.shl %69, %11 : i64
    llvm.store %70, %48 : i64, !llvm.ptr
    %71 = llvm.sub %41, %20 : i64
    %72 = llvm.and %71, %16 : i64
    %73 = llvm.shl %56, %11 : i64
    %74 = llvm.or %72, %73 : i64
    llvm.store %74, %49 : i64, !llvm.ptr
    llvm.store %21, %50 : i64, !llvm.ptr
    llvm.store %1, %51 : i64, !llvm.ptr
    llvm.store %8, %52 : i64, !llvm.ptr
    %75 = llvm.ptrtoint %35 : !llvm.ptr to i64
    %76 = llvm.inttoptr %75 : i64 to !llvm.ptr
    %77 = llvm.load %76 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %78 = llvm.mlir.undef : !llvm.struct<(struct<(array<16 x i64>)>)>
    %79 = llvm.insertvalue %77, %78[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %80 = llvm.extractvalue %37[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %81 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %82 = llvm.insertvalue %80, %81[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %83 = llvm.insertvalue %7, %82[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %84 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %85 = llvm.insertvalue %6, %84[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %86 = llvm.insertvalue %83, %85[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %87 = llvm.alloca %22 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %88 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %89 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %90 = llvm.extractvalue %89[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %91 = llvm.extractvalue %89[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %92 = llvm.extractvalue %89[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %93 = llvm.zext %91 : i32 to i64
    %94 = llvm.zext %90 : i32 to i64
    %95 = llvm.mul %92, %19 : i64
    %96 = llvm.ptrtoint %88 : !llvm.ptr<1> to i64
    %97 = llvm.getelementptr %87[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %87[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %98 : i64, !llvm.ptr
    %99 = llvm.getelementptr %87[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %87[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %87[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %101 : i64, !llvm.ptr
    %102 = llvm.getelementptr %87[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %102 : i64, !llvm.ptr
    %103 = llvm.getelementptr %87[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %103 : i64, !llvm.ptr
    %104 = llvm.getelementptr %87[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %104 : i64, !llvm.ptr
    %105 = llvm.udiv %96, %17 : i64
    %106 = llvm.and %105, %14 : i64
    %107 = llvm.shl %106, %15 : i64
    llvm.store %107, %97 : i64, !llvm.ptr
    %108 = llvm.sub %94, %20 : i64
    %109 = llvm.mul %108, %95 : i64
    %110 = llvm.mul %93, %17 : i64
    %111 = llvm.udiv %110, %18 : i64
    %112 = llvm.add %111, %109 : i64
    %113 = llvm.icmp "uge" %112, %13 : i64
    %114 = llvm.zext %113 : i1 to i64
    %115 = llvm.shl %114, %12 : i64
    %116 = llvm.udiv %95, %17 : i64
    %117 = llvm.shl %116, %11 : i64
    %118 = llvm.or %115, %117 : i64
    %119 = llvm.or %118, %2 : i64
    llvm.store %119, %98 : i64, !llvm.ptr
    llvm.store %21, %99 : i64, !llvm.ptr
    %120 = llvm.lshr %95, %10 : i64
    %121 = llvm.and %120, %9 : i64
    %122 = llvm.shl %121, %11 : i64
    llvm.store %122, %100 : i64, !llvm.ptr
    %123 = llvm.sub %93, %20 : i64
    %124 = llvm.and %123, %16 : i64
    %125 = llvm.shl %108, %11 : i64
    %126 = llvm.or %124, %125 : i64
    llvm.store %126, %101 : i64, !llvm.ptr
    llvm.store %21, %102 : i64, !llvm.ptr
    llvm.store %1, %103 : i64, !llvm.ptr
    llvm.store %8, %104 : i64, !llvm.ptr
    %127 = llvm.ptrtoint %87 : !llvm.ptr to i64
    %128 = llvm.inttoptr %127 : i64 to !llvm.ptr
    %129 = llvm.load %128 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %130 = llvm.insertvalue %129, %78[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %131 = llvm.extractvalue %89[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %132 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %133 = llvm.insertvalue %131, %132[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %134 = llvm.insertvalue %7, %133[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %135 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %136 = llvm.insertvalue %6, %135[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %137 = llvm.insertvalue %134, %136[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %138 = llvm.extractvalue %arg2[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %139 = llvm.extractvalue %138[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %140 = llvm.extractvalue %139[0] : !llvm.struct<(i32, i32)>
    %141 = llvm.extractvalue %139[1] : !llvm.struct<(i32, i32)>
    %142 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %143 = llvm.insertvalue %140, %142[0] : !llvm.struct<(i32, i32)>
    %144 = llvm.insertvalue %141, %143[1] : !llvm.struct<(i32, i32)>
    %145 = llvm.extractvalue %144[0] : !llvm.struct<(i32, i32)>
    %146 = llvm.extractvalue %144[1] : !llvm.struct<(i32, i32)>
    %147 = llvm.mlir.constant(1 : i32) : i32
    %148 = llvm.mlir.constant(0 : i32) : i32
    %149 = llvm.mlir.constant(-1 : i32) : i32
    %150 = llvm.mlir.constant(true) : i1
    %151 = llvm.select %150, %149, %147 : i1, i32
    %152 = llvm.add %151, %145 : i32
    %153 = llvm.sdiv %152, %5 : i32
    %154 = llvm.add %153, %147 : i32
    %155 = llvm.sub %148, %145 : i32
    %156 = llvm.sdiv %155, %5 : i32
    %157 = llvm.sub %148, %156 : i32
    %158 = llvm.icmp "slt" %145, %148 : i32
    %159 = llvm.icmp "sgt" %145, %148 : i32
    %160 = llvm.mlir.constant(false) : i1
    %161 = llvm.mlir.constant(true) : i1
    %162 = llvm.and %158, %160 : i1
    %163 = llvm.and %159, %161 : i1
    %164 = llvm.or %162, %163 : i1
    %165 = llvm.select %164, %154, %157 : i1, i32
    %166 = llvm.mlir.constant(1 : i32) : i32
    %167 = llvm.mlir.constant(0 : i32) : i32
    %168 = llvm.mlir.constant(-1 : i32) : i32
    %169 = llvm.mlir.constant(true) : i1
    %170 = llvm.select %169, %168, %166 : i1, i32
    %171 = llvm.add %170, %146 : i32
    %172 = llvm.sdiv %171, %5 : i32
    %173 = llvm.add %172, %166 : i32
    %174 = llvm.sub %167, %146 : i32
    %175 = llvm.sdiv %174, %5 : i32
    %176 = llvm.sub %167, %175 : i32
    %177 = llvm.icmp "slt" %146, %167 : i32
    %178 = llvm.icmp "sgt" %146, %167 : i32
    %179 = llvm.mlir.constant(false) : i1
    %180 = llvm.mlir.constant(true) : i1
    %181 = llvm.and %177, %179 : i1
    %182 = llvm.and %178, %180 : i1
    %183 = llvm.or %181, %182 : i1
    %184 = llvm.select %183, %173, %176 : i1, i32
    %185 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %186 = llvm.insertvalue %165, %185[0] : !llvm.struct<(i32, i32)>
    %187 = llvm.insertvalue %184, %186[1] : !llvm.struct<(i32, i32)>
    %188 = llvm.extractvalue %187[0] : !llvm.struct<(i32, i32)>
    %189 = llvm.extractvalue %187[1] : !llvm.struct<(i32, i32)>
    %190 = llvm.inttoptr %21 : i64 to !llvm.ptr
    %191 = llvm.mlir.constant(1 : i32) : i32
    %192 = llvm.alloca %191 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %193 = llvm.alloca %191 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %194 = llvm.getelementptr %192[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %193, %194 : !llvm.ptr, !llvm.ptr
    %195 = llvm.getelementptr %192[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %195 : i32, !llvm.ptr
    %196 = llvm.getelementptr %192[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %196 : i32, !llvm.ptr
    %197 = llvm.getelementptr %192[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %197 : i32, !llvm.ptr
    %198 = llvm.getelementptr %192[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %198 : i64, !llvm.ptr
    %199 = llvm.getelementptr %192[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %188, %199 : i32, !llvm.ptr
    %200 = llvm.getelementptr %192[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %189, %200 : i32, !llvm.ptr
    %201 = llvm.getelementptr %192[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %201 : i32, !llvm.ptr
    %202 = llvm.getelementptr %192[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %203 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %203, %202 : i32, !llvm.ptr
    %204 = llvm.getelementptr %192[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %190, %204 : !llvm.ptr, !llvm.ptr
    %205 = llvm.alloca %191 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %206 = llvm.getelementptr %205[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %192, %206 : !llvm.ptr, !llvm.ptr
    %207 = llvm.getelementptr %205[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %208 = llvm.load %207 : !llvm.ptr -> !llvm.ptr
    %209 = llvm.getelementptr %208[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %210 = llvm.load %209 : !llvm.ptr -> i32
    %211 = llvm.getelementptr %208[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %212 = llvm.load %211 : !llvm.ptr -> !llvm.ptr
    %213 = llvm.mlir.constant(6 : i32) : i32
    %214 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%214 : i32)
  ^bb1(%215: i32):  // 2 preds: ^bb2, ^bb3
    %216 = llvm.getelementptr %212[%215] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %217 = llvm.getelementptr %216[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %213, %217 : i32, !llvm.ptr
    %218 = llvm.getelementptr %216[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %218 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %219 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %220 = llvm.mlir.constant(0 : index) : i64
    %221 = llvm.getelementptr %219[%220, %220] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %222 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %223 = llvm.mlir.constant(0 : index) : i64
    %224 = llvm.getelementptr %222[%223, %223] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %225 = llvm.call @printf(%224, %221) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %226 = llvm.mlir.constant(1 : i32) : i32
    %227 = llvm.add %210, %226 : i32
    llvm.store %227, %209 : i32, !llvm.ptr
    llvm.br ^bb1(%210 : i32)
  ^bb6:  // pred: ^bb0
    %228 = llvm.mlir.constant(3 : i32) : i32
    %229 = llvm.icmp "uge" %210, %228 : i32
    llvm.cond_br %229, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%230 : i32)
  ^bb7:  // pred: ^bb0
    %231 = llvm.getelementptr %212[%230] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %232 = llvm.getelementptr %231[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %233 = llvm.load %232 : !llvm.ptr -> i32
    %234 = llvm.icmp "eq" %233, %213 : i32
    %235 = llvm.mlir.constant(1 : i32) : i32
    %236 = llvm.add %230, %235 : i32
    llvm.cond_br %234, ^bb3, ^bb0(%236 : i32)
  ^bb0(%230: i32):  // 2 preds: ^bb8, ^bb7
    %237 = llvm.icmp "uge" %230, %210 : i32
    llvm.cond_br %237, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %238 = llvm.getelementptr %205[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %239 = llvm.load %238 : !llvm.ptr -> !llvm.ptr
    %240 = llvm.getelementptr %239[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %241 = llvm.load %240 : !llvm.ptr -> i32
    %242 = llvm.getelementptr %239[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %243 = llvm.load %242 : !llvm.ptr -> !llvm.ptr
    %244 = llvm.mlir.constant(2 : i32) : i32
    %245 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%245 : i32)
  ^bb10(%246: i32):  // 2 preds: ^bb11, ^bb12
    %247 = llvm.getelementptr %243[%246] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %248 = llvm.getelementptr %247[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %244, %248 : i32, !llvm.ptr
    %249 = llvm.getelementptr %247[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %249 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %250 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %251 = llvm.mlir.constant(0 : index) : i64
    %252 = llvm.getelementptr %250[%251, %251] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %253 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %254 = llvm.mlir.constant(0 : index) : i64
    %255 = llvm.getelementptr %253[%254, %254] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %256 = llvm.call @printf(%255, %252) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %257 = llvm.mlir.constant(1 : i32) : i32
    %258 = llvm.add %241, %257 : i32
    llvm.store %258, %240 : i32, !llvm.ptr
    llvm.br ^bb10(%241 : i32)
  ^bb15:  // pred: ^bb9
    %259 = llvm.mlir.constant(3 : i32) : i32
    %260 = llvm.icmp "uge" %241, %259 : i32
    llvm.cond_br %260, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%261 : i32)
  ^bb16:  // pred: ^bb9
    %262 = llvm.getelementptr %243[%261] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %263 = llvm.getelementptr %262[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %264 = llvm.load %263 : !llvm.ptr -> i32
    %265 = llvm.icmp "eq" %264, %244 : i32
    %266 = llvm.mlir.constant(1 : i32) : i32
    %267 = llvm.add %261, %266 : i32
    llvm.cond_br %265, ^bb12, ^bb9(%267 : i32)
  ^bb9(%261: i32):  // 2 preds: ^bb4, ^bb16
    %268 = llvm.icmp "uge" %261, %241 : i32
    llvm.cond_br %268, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %269 = builtin.unrealized_conversion_cast %205 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %270 = cuda.launch_ex @kernels::@kernel_cutlass_blackwell_gemm_kernel~<%269> (%34, %79, %86, %130, %137, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(i1, i1, i1)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> !cuda.result
    %271 = builtin.unrealized_conversion_cast %270 : !cuda.result to i32
    cuda.return_if_error %271 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_blackwell_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
