// irscope snapshot: blackwell_gemm:bf16_128x256_s4@sm_100a after convert-to-llvm#1 (convert-to-llvm)
!mma_bf16_bf16_f32_128x256x16_8117 = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
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
      %13 = llvm.mlir.poison : !llvm.struct<()>
      %14 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %15 = llvm.mlir.constant(32 : i64) : i64
      %16 = llvm.mlir.constant(2097152 : i32) : i32
      %17 = llvm.mlir.poison : !llvm.struct<()>
      %18 = llvm.mlir.constant(14 : i32) : i32
      %19 = llvm.mlir.constant(13 : i32) : i32
      %20 = llvm.mlir.constant(138413200 : i32) : i32
      %21 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %22 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %23 = llvm.mlir.constant(false) : i1
      %24 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %25 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %26 = llvm.mlir.constant(49152 : i32) : i32
      %27 = llvm.mlir.constant(10000000 : i32) : i32
      %28 = llvm.mlir.constant(true) : i1
      %29 = llvm.mlir.constant(4 : i32) : i32
      %30 = llvm.mlir.poison : !llvm.struct<()>
      %31 = llvm.mlir.poison : !llvm.struct<()>
      %32 = llvm.mlir.poison : !llvm.struct<()>
      %33 = llvm.mlir.poison : !llvm.struct<()>
      %34 = llvm.mlir.poison : !llvm.struct<()>
      %35 = llvm.mlir.constant(128 : i64) : i64
      %36 = llvm.mlir.poison : !llvm.struct<()>
      %37 = llvm.mlir.poison : !llvm.struct<()>
      %38 = llvm.mlir.poison : !llvm.struct<()>
      %39 = llvm.mlir.constant(64 : i32) : i32
      %40 = llvm.mlir.constant(128 : i32) : i32
      %41 = llvm.mlir.poison : !llvm.struct<()>
      %42 = llvm.mlir.poison : !llvm.struct<()>
      %43 = llvm.mlir.poison : !llvm.struct<()>
      %44 = llvm.mlir.constant(256 : i32) : i32
      %45 = llvm.mlir.poison : !llvm.struct<()>
      %46 = llvm.mlir.constant(-1024 : i32) : i32
      %47 = llvm.mlir.constant(1 : i32) : i32
      %48 = llvm.mlir.poison : !llvm.struct<()>
      %49 = llvm.mlir.poison : !llvm.struct<()>
      %50 = llvm.mlir.constant(0 : i32) : i32
      %51 = llvm.mlir.constant(32 : i32) : i32
      %52 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %53 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %54 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %55 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %56 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %57 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %58 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %59 = llvm.mul %55, %57 : i32
      %60 = llvm.add %52, %59 : i32
      %61 = llvm.mul %56, %57 : i32
      %62 = llvm.mul %61, %58 : i32
      %63 = llvm.add %60, %62 : i32
      %64 = llvm.sdiv %63, %51 : i32
      %65 = llvm.mul %64, %51 : i32
      %66 = llvm.icmp "ne" %63, %65 : i32
      %67 = llvm.mlir.constant(0 : i32) : i32
      %68 = llvm.icmp "slt" %63, %67 : i32
      %69 = llvm.mlir.constant(false) : i1
      %70 = llvm.icmp "ne" %68, %69 : i1
      %71 = llvm.and %66, %70 : i1
      %72 = llvm.mlir.constant(-1 : i32) : i32
      %73 = llvm.add %64, %72 : i32
      %74 = llvm.select %71, %73, %64 : i1, i32
      %75 = llvm.mlir.constant(0 : i32) : i32
      %76 = llvm.mlir.constant(-1 : i32) : i32
      %77 = llvm.mlir.constant(31 : i32) : i32
      %78 = nvvm.shfl.sync  idx %76, %74, %75, %77 : i32 -> i32
      %79 = llvm.icmp "eq" %78, %50 : i32
      llvm.cond_br %79, ^bb0, ^bb1
    ^bb0:  // pred: ^bb2
      nvvm.prefetch.tensormap %arg1 : !llvm.ptr
      nvvm.prefetch.tensormap %arg3 : !llvm.ptr
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb2, ^bb0
      %80 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %81 = llvm.getelementptr %80[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<0 x i8>
      %82 = builtin.unrealized_conversion_cast %81 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<1024>>
      %83 = llvm.mlir.constant(64 : i32) : i32
      %84 = llvm.getelementptr %81[%83] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %85 = builtin.unrealized_conversion_cast %84 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<64>>
      %86 = builtin.unrealized_conversion_cast %85 : !cute.ptr<i64, smem, align<64>> to !cute.ptr<i64, smem>
      %87 = llvm.mlir.undef : !llvm.struct<()>
      %88 = llvm.mlir.constant(80 : i32) : i32
      %89 = llvm.getelementptr %81[%88] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %90 = llvm.mlir.undef : !llvm.struct<()>
      %91 = llvm.mlir.constant(84 : i32) : i32
      %92 = llvm.getelementptr %81[%91] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %93 = llvm.ptrtoint %92 : !llvm.ptr<3> to i32
      %94 = llvm.add %93, %11 : i32
      %95 = llvm.and %94, %46 : i32
      %96 = llvm.sext %95 : i32 to i64
      %97 = llvm.inttoptr %96 : i64 to !llvm.ptr<3>
      %98 = llvm.mlir.constant(65536 : i32) : i32
      %99 = llvm.getelementptr %97[%98] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.cond_br %79, ^bb3, ^bb4
    ^bb3:  // pred: ^bb1
      nvvm.tcgen05.alloc %89, %44 : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb1, ^bb3
      llvm.cond_br %79, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %100 = builtin.unrealized_conversion_cast %82 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %100, %47 : !llvm.ptr<3>, i32
      %101 = llvm.mlir.constant(1 : i32) : i32
      %102 = llvm.getelementptr %81[%101] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %103 = builtin.unrealized_conversion_cast %102 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %104 = builtin.unrealized_conversion_cast %103 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %104, %47 : !llvm.ptr<3>, i32
      %105 = llvm.mlir.constant(2 : i32) : i32
      %106 = llvm.getelementptr %81[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %107 = builtin.unrealized_conversion_cast %106 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<16>>
      %108 = builtin.unrealized_conversion_cast %107 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %108, %47 : !llvm.ptr<3>, i32
      %109 = llvm.mlir.constant(3 : i32) : i32
      %110 = llvm.getelementptr %81[%109] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %112 = builtin.unrealized_conversion_cast %111 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %112, %47 : !llvm.ptr<3>, i32
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %113 = llvm.mlir.constant(4 : i32) : i32
      %114 = llvm.getelementptr %81[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %115 = builtin.unrealized_conversion_cast %114 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<32>>
      llvm.cond_br %79, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %116 = builtin.unrealized_conversion_cast %115 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %116, %47 : !llvm.ptr<3>, i32
      %117 = llvm.mlir.undef : !llvm.struct<()>
      %118 = llvm.mlir.constant(5 : i32) : i32
      %119 = llvm.getelementptr %81[%118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %120 = builtin.unrealized_conversion_cast %119 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %121 = builtin.unrealized_conversion_cast %120 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %121, %47 : !llvm.ptr<3>, i32
      %122 = llvm.mlir.undef : !llvm.struct<()>
      %123 = llvm.mlir.constant(6 : i32) : i32
      %124 = llvm.getelementptr %81[%123] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %125 = builtin.unrealized_conversion_cast %124 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<16>>
      %126 = builtin.unrealized_conversion_cast %125 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %126, %47 : !llvm.ptr<3>, i32
      %127 = llvm.mlir.undef : !llvm.struct<()>
      %128 = llvm.mlir.constant(7 : i32) : i32
      %129 = llvm.getelementptr %81[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %130 = builtin.unrealized_conversion_cast %129 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %131 = builtin.unrealized_conversion_cast %130 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %131, %47 : !llvm.ptr<3>, i32
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      nvvm.fence.mbarrier.init
      nvvm.barrier
      llvm.cond_br %79, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %132 = builtin.unrealized_conversion_cast %85 : !cute.ptr<i64, smem, align<64>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %132, %47 : !llvm.ptr<3>, i32
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %133 = llvm.mlir.constant(1 : i32) : i32
      %134 = llvm.getelementptr %84[%133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %135 = builtin.unrealized_conversion_cast %134 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      llvm.cond_br %79, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %136 = builtin.unrealized_conversion_cast %135 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %136, %40 : !llvm.ptr<3>, i32
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      nvvm.fence.mbarrier.init
      nvvm.barrier
      %137 = llvm.extractvalue %arg2[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %138 = llvm.extractvalue %137[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %139 = llvm.extractvalue %137[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %140 = llvm.mlir.constant(1 : i32) : i32
      %141 = llvm.mlir.constant(0 : i32) : i32
      %142 = llvm.mlir.constant(-1 : i32) : i32
      %143 = llvm.mlir.constant(true) : i1
      %144 = llvm.select %143, %142, %140 : i1, i32
      %145 = llvm.add %144, %138 : i32
      %146 = llvm.sdiv %145, %40 : i32
      %147 = llvm.add %146, %140 : i32
      %148 = llvm.sub %141, %138 : i32
      %149 = llvm.sdiv %148, %40 : i32
      %150 = llvm.sub %141, %149 : i32
      %151 = llvm.icmp "slt" %138, %141 : i32
      %152 = llvm.icmp "sgt" %138, %141 : i32
      %153 = llvm.mlir.constant(false) : i1
      %154 = llvm.mlir.constant(true) : i1
      %155 = llvm.and %151, %153 : i1
      %156 = llvm.and %152, %154 : i1
      %157 = llvm.or %155, %156 : i1
      %158 = llvm.select %157, %147, %150 : i1, i32
      %159 = llvm.mlir.constant(1 : i32) : i32
      %160 = llvm.mlir.constant(0 : i32) : i32
      %161 = llvm.mlir.constant(-1 : i32) : i32
      %162 = llvm.mlir.constant(true) : i1
      %163 = llvm.select %162, %161, %159 : i1, i32
      %164 = llvm.add %163, %139 : i32
      %165 = llvm.sdiv %164, %39 : i32
      %166 = llvm.add %165, %159 : i32
      %167 = llvm.sub %160, %139 : i32
      %168 = llvm.sdiv %167, %39 : i32
      %169 = llvm.sub %160, %168 : i32
      %170 = llvm.icmp "slt" %139, %160 : i32
      %171 = llvm.icmp "sgt" %139, %160 : i32
      %172 = llvm.mlir.constant(false) : i1
      %173 = llvm.mlir.constant(true) : i1
      %174 = llvm.and %170, %172 : i1
      %175 = llvm.and %171, %173 : i1
      %176 = llvm.or %174, %175 : i1
      %177 = llvm.select %176, %166, %169 : i1, i32
      %178 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %179 = llvm.insertvalue %158, %178[0] : !llvm.struct<(i32, i32)>
      %180 = llvm.insertvalue %177, %179[1] : !llvm.struct<(i32, i32)>
      %181 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %182 = llvm.insertvalue %180, %181[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %183 = llvm.insertvalue %38, %182[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %184 = llvm.extractvalue %183[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %185 = llvm.extractvalue %183[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %186 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %187 = llvm.insertvalue %185, %186[0] : !llvm.struct<(i32, struct<()>)>
      %188 = llvm.insertvalue %37, %187[1] : !llvm.struct<(i32, struct<()>)>
      %189 = llvm.extractvalue %183[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %190 = llvm.extractvalue %189[0] : !llvm.struct<(i32, i32)>
      %191 = llvm.extractvalue %189[1] : !llvm.struct<(i32, i32)>
      %192 = llvm.extractvalue %183[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %193 = llvm.mlir.constant(128 : i32) : i32
      %194 = llvm.mul %53, %193 : i32
      %195 = llvm.extractvalue %arg2[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %196 = llvm.extractvalue %arg4[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %197 = llvm.extractvalue %196[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %198 = llvm.extractvalue %196[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %199 = llvm.mlir.constant(1 : i32) : i32
      %200 = llvm.mlir.constant(0 : i32) : i32
      %201 = llvm.mlir.constant(-1 : i32) : i32
      %202 = llvm.mlir.constant(true) : i1
      %203 = llvm.select %202, %201, %199 : i1, i32
      %204 = llvm.add %203, %197 : i32
      %205 = llvm.sdiv %204, %44 : i32
      %206 = llvm.add %205, %199 : i32
      %207 = llvm.sub %200, %197 : i32
      %208 = llvm.sdiv %207, %44 : i32
      %209 = llvm.sub %200, %208 : i32
      %210 = llvm.icmp "slt" %197, %200 : i32
      %211 = llvm.icmp "sgt" %197, %200 : i32
      %212 = llvm.mlir.constant(false) : i1
      %213 = llvm.mlir.constant(true) : i1
      %214 = llvm.and %210, %212 : i1
      %215 = llvm.and %211, %213 : i1
      %216 = llvm.or %214, %215 : i1
      %217 = llvm.select %216, %206, %209 : i1, i32
      %218 = llvm.mlir.constant(1 : i32) : i32
      %219 = llvm.mlir.constant(0 : i32) : i32
      %220 = llvm.mlir.constant(-1 : i32) : i32
      %221 = llvm.mlir.constant(true) : i1
      %222 = llvm.select %221, %220, %218 : i1, i32
      %223 = llvm.add %222, %198 : i32
      %224 = llvm.sdiv %223, %39 : i32
      %225 = llvm.add %224, %218 : i32
      %226 = llvm.sub %219, %198 : i32
      %227 = llvm.sdiv %226, %39 : i32
      %228 = llvm.sub %219, %227 : i32
      %229 = llvm.icmp "slt" %198, %219 : i32
      %230 = llvm.icmp "sgt" %198, %219 : i32
      %231 = llvm.mlir.constant(false) : i1
      %232 = llvm.mlir.constant(true) : i1
      %233 = llvm.and %229, %231 : i1
      %234 = llvm.and %230, %232 : i1
      %235 = llvm.or %233, %234 : i1
      %236 = llvm.select %235, %225, %228 : i1, i32
      %237 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %238 = llvm.insertvalue %217, %237[0] : !llvm.struct<(i32, i32)>
      %239 = llvm.insertvalue %236, %238[1] : !llvm.struct<(i32, i32)>
      %240 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %241 = llvm.insertvalue %239, %240[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %242 = llvm.insertvalue %36, %241[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %243 = llvm.extractvalue %242[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %244 = llvm.extractvalue %242[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %245 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %246 = llvm.insertvalue %244, %245[0] : !llvm.struct<(i32, struct<()>)>
      %247 = llvm.insertvalue %37, %246[1] : !llvm.struct<(i32, struct<()>)>
      %248 = llvm.extractvalue %242[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %249 = llvm.extractvalue %248[0] : !llvm.struct<(i32, i32)>
      %250 = llvm.extractvalue %248[1] : !llvm.struct<(i32, i32)>
      %251 = llvm.extractvalue %242[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %252 = llvm.mlir.constant(256 : i32) : i32
      %253 = llvm.mul %54, %252 : i32
      %254 = llvm.extractvalue %arg4[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %255 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %256 = llvm.insertvalue %53, %255[0] : !llvm.struct<(i32, i32)>
      %257 = llvm.insertvalue %54, %256[1] : !llvm.struct<(i32, i32)>
      %258 = llvm.extractvalue %arg5[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %259 = llvm.extractvalue %258[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %260 = llvm.extractvalue %258[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %261 = llvm.extractvalue %258[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %262 = llvm.mlir.constant(1 : i32) : i32
      %263 = llvm.mlir.constant(0 : i32) : i32
      %264 = llvm.mlir.constant(-1 : i32) : i32
      %265 = llvm.mlir.constant(true) : i1
      %266 = llvm.select %265, %264, %262 : i1, i32
      %267 = llvm.add %266, %259 : i32
      %268 = llvm.sdiv %267, %40 : i32
      %269 = llvm.add %268, %262 : i32
      %270 = llvm.sub %263, %259 : i32
      %271 = llvm.sdiv %270, %40 : i32
      %272 = llvm.sub %263, %271 : i32
      %273 = llvm.icmp "slt" %259, %263 : i32
      %274 = llvm.icmp "sgt" %259, %263 : i32
      %275 = llvm.mlir.constant(false) : i1
      %276 = llvm.mlir.constant(true) : i1
      %277 = llvm.and %273, %275 : i1
      %278 = llvm.and %274, %276 : i1
      %279 = llvm.or %277, %278 : i1
      %280 = llvm.select %279, %269, %272 : i1, i32
      %281 = llvm.mul %261, %35 : i64
      %282 = llvm.mlir.constant(1 : i32) : i32
      %283 = llvm.mlir.constant(0 : i32) : i32
      %284 = llvm.mlir.constant(-1 : i32) : i32
      %285 = llvm.mlir.constant(true) : i1
      %286 = llvm.select %285, %284, %282 : i1, i32
      %287 = llvm.add %286, %260 : i32
      %288 = llvm.sdiv %287, %44 : i32
      %289 = llvm.add %288, %282 : i32
      %290 = llvm.sub %283, %260 : i32
      %291 = llvm.sdiv %290, %44 : i32
      %292 = llvm.sub %283, %291 : i32
      %293 = llvm.icmp "slt" %260, %283 : i32
      %294 = llvm.icmp "sgt" %260, %283 : i32
      %295 = llvm.mlir.constant(false) : i1
      %296 = llvm.mlir.constant(true) : i1
      %297 = llvm.and %293, %295 : i1
      %298 = llvm.and %294, %296 : i1
      %299 = llvm.or %297, %298 : i1
      %300 = llvm.select %299, %289, %292 : i1, i32
      %301 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %302 = llvm.insertvalue %280, %301[0] : !llvm.struct<(i32, i32)>
      %303 = llvm.insertvalue %300, %302[1] : !llvm.struct<(i32, i32)>
      %304 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %305 = llvm.insertvalue %261, %304[0] : !llvm.struct<(i64, i64)>
      %306 = llvm.insertvalue %281, %305[1] : !llvm.struct<(i64, i64)>
      %307 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %308 = llvm.insertvalue %303, %307[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %309 = llvm.insertvalue %306, %308[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %310 = llvm.extractvalue %309[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %311 = llvm.extractvalue %309[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %312 = llvm.extractvalue %309[1, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %313 = llvm.extractvalue %309[1, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %314 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %315 = llvm.insertvalue %34, %314[0] : !llvm.struct<(struct<()>, i64)>
      %316 = llvm.insertvalue %312, %315[1] : !llvm.struct<(struct<()>, i64)>
      %317 = llvm.extractvalue %309[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %318 = llvm.extractvalue %317[0] : !llvm.struct<(i32, i32)>
      %319 = llvm.extractvalue %317[1] : !llvm.struct<(i32, i32)>
      %320 = llvm.extractvalue %309[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %321 = llvm.extractvalue %320[0] : !llvm.struct<(i64, i64)>
      %322 = llvm.extractvalue %320[1] : !llvm.struct<(i64, i64)>
      %323 = llvm.extractvalue %257[0] : !llvm.struct<(i32, i32)>
      %324 = llvm.extractvalue %257[1] : !llvm.struct<(i32, i32)>
      %325 = llvm.sext %323 : i32 to i64
      %326 = llvm.mul %325, %322 : i64
      %327 = llvm.mlir.constant(256 : i32) : i32
      %328 = llvm.mul %324, %327 : i32
      %329 = llvm.sext %328 : i32 to i64
      %330 = llvm.add %326, %329 : i64
      %331 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %332 = llvm.getelementptr %331[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %333 = llvm.extractvalue %188[0] : !llvm.struct<(i32, struct<()>)>
      %334 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %335 = llvm.insertvalue %333, %334[0] : !llvm.struct<(i32, struct<()>)>
      %336 = llvm.insertvalue %33, %335[1] : !llvm.struct<(i32, struct<()>)>
      %337 = llvm.extractvalue %247[0] : !llvm.struct<(i32, struct<()>)>
      %338 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %339 = llvm.insertvalue %337, %338[0] : !llvm.struct<(i32, struct<()>)>
      %340 = llvm.insertvalue %33, %339[1] : !llvm.struct<(i32, struct<()>)>
      %341 = llvm.extractvalue %316[1] : !llvm.struct<(struct<()>, i64)>
      %342 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %343 = llvm.insertvalue %32, %342[0] : !llvm.struct<(struct<()>, i64)>
      %344 = llvm.insertvalue %341, %343[1] : !llvm.struct<(struct<()>, i64)>
      %345 = llvm.ptrtoint %97 : !llvm.ptr<3> to i32
      %346 = llvm.mlir.constant(4 : i32) : i32
      %347 = llvm.lshr %345, %346 : i32
      %348 = llvm.mlir.constant(2 : i8) : i8
      %349 = llvm.mlir.constant(0 : i8) : i8
      %350 = llvm.mlir.constant(64 : i32) : i32
      %351 = llvm.mlir.constant(1 : i32) : i32
      %352 = nvvm.mma_smem_desc(%347, %351, %350, %349, %348) : (i32, i32, i32, i8, i8) -> i64
      %353 = llvm.ptrtoint %99 : !llvm.ptr<3> to i32
      %354 = llvm.mlir.constant(4 : i32) : i32
      %355 = llvm.lshr %353, %354 : i32
      %356 = llvm.mlir.constant(2 : i8) : i8
      %357 = llvm.mlir.constant(0 : i8) : i8
      %358 = llvm.mlir.constant(64 : i32) : i32
      %359 = llvm.mlir.constant(1 : i32) : i32
      %360 = nvvm.mma_smem_desc(%355, %359, %358, %357, %356) : (i32, i32, i32, i8, i8) -> i64
      %361 = llvm.extractvalue %336[0] : !llvm.struct<(i32, struct<()>)>
      %362 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %363 = llvm.insertvalue %361, %362[0] : !llvm.struct<(i32, struct<()>)>
      %364 = llvm.insertvalue %31, %363[1] : !llvm.struct<(i32, struct<()>)>
      %365 = llvm.extractvalue %364[0] : !llvm.struct<(i32, struct<()>)>
      %366 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %367 = llvm.insertvalue %365, %366[0] : !llvm.struct<(i32, struct<()>)>
      %368 = llvm.insertvalue %30, %367[1] : !llvm.struct<(i32, struct<()>)>
      %369 = llvm.extractvalue %340[0] : !llvm.struct<(i32, struct<()>)>
      %370 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %371 = llvm.insertvalue %369, %370[0] : !llvm.struct<(i32, struct<()>)>
      %372 = llvm.insertvalue %31, %371[1] : !llvm.struct<(i32, struct<()>)>
      %373 = llvm.extractvalue %372[0] : !llvm.struct<(i32, struct<()>)>
      %374 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %375 = llvm.insertvalue %373, %374[0] : !llvm.struct<(i32, struct<()>)>
      %376 = llvm.insertvalue %30, %375[1] : !llvm.struct<(i32, struct<()>)>
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0, $1;", "r,r" %47, %40 : (i32, i32) -> ()
      %377 = llvm.load %89 : !llvm.ptr<3> -> i32
      %378 = llvm.extractvalue %188[0] : !llvm.struct<(i32, struct<()>)>
      llvm.cond_br %79, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %379 = llvm.icmp "slt" %378, %29 : i32
      %380 = llvm.select %379, %378, %29 : i1, i32
      %381 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %382 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %383 = llvm.insertvalue %381, %382[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %384 = llvm.extractvalue %383[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %385 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %386 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %387 = llvm.insertvalue %385, %386[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %388 = llvm.extractvalue %387[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      llvm.br ^bb15(%50, %50, %50, %47 : i32, i32, i32, i32)
    ^bb15(%389: i32, %390: i32, %391: i32, %392: i32):  // 2 preds: ^bb13, ^bb16
      %393 = llvm.icmp "slt" %389, %380 : i32
      llvm.cond_br %393, ^bb17, ^bb18 {loop_annotation = #loop_annotation_1d06}
    ^bb17:  // pred: ^bb15
      %394 = llvm.getelementptr %114[%391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %395 = builtin.unrealized_conversion_cast %394 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %396 = builtin.unrealized_conversion_cast %395 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %396, %392, %27 : !llvm.ptr<3>, i32, i32
      %397 = nvvm.elect.sync -> i1
      llvm.cond_br %397, ^bb19, ^bb20
    ^bb19:  // pred: ^bb17
      %398 = llvm.getelementptr %81[%391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %399 = builtin.unrealized_conversion_cast %398 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %400 = builtin.unrealized_conversion_cast %399 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %400, %26 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb17, ^bb19
      %401 = llvm.getelementptr %81[%391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %402 = llvm.extractvalue %368[0] : !llvm.struct<(i32, struct<()>)>
      %403 = llvm.extractvalue %368[1] : !llvm.struct<(i32, struct<()>)>
      %404 = llvm.mlir.constant(64 : i32) : i32
      %405 = llvm.mul %390, %404 : i32
      %406 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %407 = llvm.insertvalue %405, %406[0] : !llvm.struct<(i32, i32)>
      %408 = llvm.insertvalue %194, %407[1] : !llvm.struct<(i32, i32)>
      %409 = llvm.extractvalue %408[0] : !llvm.struct<(i32, i32)>
      %410 = llvm.extractvalue %408[1] : !llvm.struct<(i32, i32)>
      %411 = llvm.extractvalue %25[0] : !llvm.struct<(struct<()>, struct<()>)>
      %412 = llvm.extractvalue %25[1] : !llvm.struct<(struct<()>, struct<()>)>
      %413 = llvm.mlir.constant(8192 : i32) : i32
      %414 = llvm.mul %391, %413 : i32
      %415 = llvm.getelementptr %97[%414] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %416 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %417 = llvm.insertvalue %409, %416[0] : !llvm.struct<(i32, i32)>
      %418 = llvm.insertvalue %410, %417[1] : !llvm.struct<(i32, i32)>
      %419 = llvm.insertvalue %401, %383[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %420 = llvm.extractvalue %419[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %421 = llvm.getelementptr %420[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %422 = llvm.extractvalue %418[0] : !llvm.struct<(i32, i32)>
      %423 = llvm.extractvalue %418[1] : !llvm.struct<(i32, i32)>
      %424 = nvvm.elect.sync -> i1
      scf.if %424 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %415, %421, %401, box[%422, %423] l2_cache_hint = %384 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %425 = llvm.extractvalue %376[0] : !llvm.struct<(i32, struct<()>)>
      %426 = llvm.extractvalue %376[1] : !llvm.struct<(i32, struct<()>)>
      %427 = llvm.mlir.constant(64 : i32) : i32
      %428 = llvm.mul %390, %427 : i32
      %429 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %430 = llvm.insertvalue %428, %429[0] : !llvm.struct<(i32, i32)>
      %431 = llvm.insertvalue %253, %430[1] : !llvm.struct<(i32, i32)>
      %432 = llvm.extractvalue %431[0] : !llvm.struct<(i32, i32)>
      %433 = llvm.extractvalue %431[1] : !llvm.struct<(i32, i32)>
      %434 = llvm.extractvalue %24[0] : !llvm.struct<(struct<()>, struct<()>)>
      %435 = llvm.extractvalue %24[1] : !llvm.struct<(struct<()>, struct<()>)>
      %436 = llvm.mlir.constant(16384 : i32) : i32
      %437 = llvm.mul %391, %436 : i32
      %438 = llvm.getelementptr %99[%437] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %439 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %440 = llvm.insertvalue %432, %439[0] : !llvm.struct<(i32, i32)>
      %441 = llvm.insertvalue %433, %440[1] : !llvm.struct<(i32, i32)>
      %442 = llvm.insertvalue %401, %387[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %443 = llvm.extractvalue %442[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %444 = llvm.getelementptr %443[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %445 = llvm.extractvalue %441[0] : !llvm.struct<(i32, i32)>
      %446 = llvm.extractvalue %441[1] : !llvm.struct<(i32, i32)>
      %447 = nvvm.elect.sync -> i1
      scf.if %447 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %438, %444, %401, box[%445, %446] l2_cache_hint = %388 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %448 = llvm.add %391, %47 : i32
      %449 = llvm.add %390, %47 : i32
      %450 = llvm.icmp "eq" %448, %29 : i32
      %451 = llvm.select %450, %50, %448 : i1, i32
      llvm.cond_br %450, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %452 = llvm.xor %392, %47 : i32
      llvm.br ^bb23(%452 : i32)
    ^bb22:  // pred: ^bb20
      llvm.br ^bb23(%392 : i32)
    ^bb23(%453: i32):  // 2 preds: ^bb21, ^bb22
      llvm.br ^bb16
    ^bb16:  // pred: ^bb23
      %454 = llvm.add %389, %47 : i32
      llvm.br ^bb15(%454, %449, %451, %453 : i32, i32, i32, i32)
    ^bb18:  // pred: ^bb15
      %455 = llvm.insertvalue %23, %arg0[0] : !llvm.struct<(i1, i1, i1)>
      %456 = builtin.unrealized_conversion_cast %455 : !llvm.struct<(i1, i1, i1)> to !mma_bf16_bf16_f32_128x256x16_8117
      %457 = builtin.unrealized_conversion_cast %456 : !mma_bf16_bf16_f32_128x256x16_8117 to !llvm.struct<(i1, i1, i1)>
      llvm.br ^bb24(%50, %457, %50, %50, %50, %390, %391, %392 : i32, !llvm.struct<(i1, i1, i1)>, i32, i32, i32, i32, i32, i32)
    ^bb24(%458: i32, %459: !llvm.struct<(i1, i1, i1)>, %460: i32, %461: i32, %462: i32, %463: i32, %464: i32, %465: i32):  // 2 preds: ^bb18, ^bb25
      %466 = llvm.icmp "slt" %458, %378 : i32
      llvm.cond_br %466, ^bb26, ^bb27 {loop_annotation = #loop_annotation_1d06}
    ^bb26:  // pred: ^bb24
      %467 = llvm.getelementptr %81[%461] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %468 = builtin.unrealized_conversion_cast %467 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %469 = builtin.unrealized_conversion_cast %468 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %469, %462, %27 : !llvm.ptr<3>, i32, i32
      %470 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %471 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %472 = llvm.mlir.constant(1024 : i32) : i32
      %473 = llvm.mul %461, %472 : i32
      %474 = llvm.mlir.constant(0 : i32) : i32
      %475 = llvm.bitcast %352 : i64 to vector<2xi32>
      %476 = llvm.extractelement %475[%474 : i32] : vector<2xi32>
      %477 = llvm.add %476, %473 : i32
      %478 = llvm.insertelement %477, %475[%474 : i32] : vector<2xi32>
      %479 = llvm.bitcast %478 : vector<2xi32> to i64
      %480 = llvm.extractvalue %21[0] : !llvm.struct<(struct<()>, struct<()>)>
      %481 = llvm.extractvalue %21[1] : !llvm.struct<(struct<()>, struct<()>)>
      %482 = llvm.mlir.constant(2048 : i32) : i32
      %483 = llvm.mul %461, %482 : i32
      %484 = llvm.mlir.constant(0 : i32) : i32
      %485 = llvm.bitcast %360 : i64 to vector<2xi32>
      %486 = llvm.extractelement %485[%484 : i32] : vector<2xi32>
      %487 = llvm.add %486, %483 : i32
      %488 = llvm.insertelement %487, %485[%484 : i32] : vector<2xi32>
      %489 = llvm.bitcast %488 : vector<2xi32> to i64
      %490 = llvm.extractvalue %459[1] : !llvm.struct<(i1, i1, i1)>
      %491 = llvm.extractvalue %459[2] : !llvm.struct<(i1, i1, i1)>
      %492 = llvm.extractvalue %459[0] : !llvm.struct<(i1, i1, i1)>
      %493 = llvm.zext %490 : i1 to i32
      %494 = llvm.zext %491 : i1 to i32
      %495 = llvm.shl %493, %19 : i32
      %496 = llvm.shl %494, %18 : i32
      %497 = llvm.or %495, %20 : i32
      %498 = llvm.or %497, %496 : i32
      %499 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
      %500 = llvm.inttoptr %377 : i32 to !llvm.ptr<6>
      %501 = nvvm.elect.sync -> i1
      scf.if %501 {
        nvvm.tcgen05.mma %500, %479, %489, %498, %492 mask = %499 {ctaGroup = #nvvm.tcgen05_group<cta_1>, mmaKind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      }
      %502 = llvm.insertvalue %28, %459[0] : !llvm.struct<(i1, i1, i1)>
      %503 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %504 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %505 = llvm.mlir.constant(1024 : i32) : i32
      %506 = llvm.mul %461, %505 : i32
      %507 = llvm.mlir.constant(2 : i32) : i32
      %508 = llvm.add %506, %507 : i32
      %509 = llvm.mlir.constant(0 : i32) : i32
      %510 = llvm.bitcast %352 : i64 to vector<2xi32>
      %511 = llvm.extractelement %510[%509 : i32] : vector<2xi32>
      %512 = llvm.add %511, %508 : i32
      %513 = llvm.insertelement %512, %510[%509 : i32] : vector<2xi32>
      %514 = llvm.bitcast %513 : vector<2xi32> to i64
      %515 = llvm.extractvalue %21[0] : !llvm.struct<(struct<()>, struct<()>)>
      %516 = llvm.extractvalue %21[1] : !llvm.struct<(struct<()>, struct<()>)>
      %517 = llvm.mlir.constant(2048 : i32) : i32
      %518 = llvm.mul %461, %517 : i32
      %519 = llvm.mlir.constant(2 : i32) : i32
      %520 = llvm.add %518, %519 : i32
      %521 = llvm.mlir.constant(0 : i32) : i32
      %522 = llvm.bitcast %360 : i64 to vector<2xi32>
      %523 = llvm.extractelement %522[%521 : i32] : vector<2xi32>
      %524 = llvm.add %523, %520 : i32
      %525 = llvm.insertelement %524, %522[%521 : i32] : vector<2xi32>
      %526 = llvm.bitcast %525 : vector<2xi32> to i64
      %527 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
      %528 = llvm.inttoptr %377 : i32 to !llvm.ptr<6>
      %529 = nvvm.elect.sync -> i1
      scf.if %529 {
        nvvm.tcgen05.mma %528, %514, %526, %498, %28 mask = %527 {ctaGroup = #nvvm.tcgen05_group<cta_1>, mmaKind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      }
      %530 = llvm.insertvalue %28, %502[0] : !llvm.struct<(i1, i1, i1)>
      %531 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %532 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %533 = llvm.mlir.constant(1024 : i32) : i32
      %534 = llvm.mul %461, %533 : i32
      %535 = llvm.mlir.constant(4 : i32) : i32
      %536 = llvm.add %534, %535 : i32
      %537 = llvm.mlir.constant(0 : i32) : i32
      %538 = llvm.bitcast %352 : i64 to vector<2xi32>
      %539 = llvm.extractelement %538[%537 : i32] : vector<2xi32>
      %540 = llvm.add %539, %536 : i32
      %541 = llvm.insertelement %540, %538[%537 : i32] : vector<2xi32>
      %542 = llvm.bitcast %541 : vector<2xi32> to i64
      %543 = llvm.extractvalue %21[0] : !llvm.struct<(struct<()>, struct<()>)>
      %544 = llvm.extractvalue %21[1] : !llvm.struct<(struct<()>, struct<()>)>
      %545 = llvm.mlir.constant(2048 : i32) : i32
      %546 = llvm.mul %461, %545 : i32
      %547 = llvm.mlir.constant(4 : i32) : i32
      %548 = llvm.add %546, %547 : i32
      %549 = llvm.mlir.constant(0 : i32) : i32
      %550 = llvm.bitcast %360 : i64 to vector<2xi32>
      %551 = llvm.extractelement %550[%549 : i32] : vector<2xi32>
      %552 = llvm.add %551, %548 : i32
      %553 = llvm.insertelement %552, %550[%549 : i32] : vector<2xi32>
      %554 = llvm.bitcast %553 : vector<2xi32> to i64
      %555 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
      %556 = llvm.inttoptr %377 : i32 to !llvm.ptr<6>
      %557 = nvvm.elect.sync -> i1
      scf.if %557 {
        nvvm.tcgen05.mma %556, %542, %554, %498, %28 mask = %555 {ctaGroup = #nvvm.tcgen05_group<cta_1>, mmaKind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      }
      %558 = llvm.insertvalue %28, %530[0] : !llvm.struct<(i1, i1, i1)>
      %559 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %560 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %561 = llvm.mlir.constant(1024 : i32) : i32
      %562 = llvm.mul %461, %561 : i32
      %563 = llvm.mlir.constant(6 : i32) : i32
      %564 = llvm.add %562, %563 : i32
      %565 = llvm.mlir.constant(0 : i32) : i32
      %566 = llvm.bitcast %352 : i64 to vector<2xi32>
      %567 = llvm.extractelement %566[%565 : i32] : vector<2xi32>
      %568 = llvm.add %567, %564 : i32
      %569 = llvm.insertelement %568, %566[%565 : i32] : vector<2xi32>
      %570 = llvm.bitcast %569 : vector<2xi32> to i64
      %571 = llvm.extractvalue %21[0] : !llvm.struct<(struct<()>, struct<()>)>
      %572 = llvm.extractvalue %21[1] : !llvm.struct<(struct<()>, struct<()>)>
      %573 = llvm.mlir.constant(2048 : i32) : i32
      %574 = llvm.mul %461, %573 : i32
      %575 = llvm.mlir.constant(6 : i32) : i32
      %576 = llvm.add %574, %575 : i32
      %577 = llvm.mlir.constant(0 : i32) : i32
      %578 = llvm.bitcast %360 : i64 to vector<2xi32>
      %579 = llvm.extractelement %578[%577 : i32] : vector<2xi32>
      %580 = llvm.add %579, %576 : i32
      %581 = llvm.insertelement %580, %578[%577 : i32] : vector<2xi32>
      %582 = llvm.bitcast %581 : vector<2xi32> to i64
      %583 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
      %584 = llvm.inttoptr %377 : i32 to !llvm.ptr<6>
      %585 = nvvm.elect.sync -> i1
      scf.if %585 {
        nvvm.tcgen05.mma %584, %570, %582, %498, %28 mask = %583 {ctaGroup = #nvvm.tcgen05_group<cta_1>, mmaKind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
      }
      %586 = llvm.insertvalue %28, %558[0] : !llvm.struct<(i1, i1, i1)>
      %587 = builtin.unrealized_conversion_cast %586 : !llvm.struct<(i1, i1, i1)> to !mma_bf16_bf16_f32_128x256x16_8117
      %588 = builtin.unrealized_conversion_cast %587 : !mma_bf16_bf16_f32_128x256x16_8117 to !llvm.struct<(i1, i1, i1)>
      %589 = nvvm.elect.sync -> i1
      llvm.cond_br %589, ^bb28, ^bb29
    ^bb28:  // pred: ^bb26
      %590 = llvm.getelementptr %114[%461] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %591 = builtin.unrealized_conversion_cast %590 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %592 = builtin.unrealized_conversion_cast %591 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.tcgen05.commit.arrive %592 : !llvm.ptr<3>
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb26, ^bb28
      %593 = llvm.add %461, %47 : i32
      %594 = llvm.add %460, %47 : i32
      %595 = llvm.icmp "eq" %593, %29 : i32
      %596 = llvm.select %595, %50, %593 : i1, i32
      llvm.cond_br %595, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %597 = llvm.xor %462, %47 : i32
      llvm.br ^bb32(%597 : i32)
    ^bb31:  // pred: ^bb29
      llvm.br ^bb32(%462 : i32)
    ^bb32(%598: i32):  // 2 preds: ^bb30, ^bb31
      llvm.br ^bb33
    ^bb33:  // pred: ^bb32
      %599 = llvm.icmp "sgt" %458, %50 : i32
      %600 = llvm.icmp "sgt" %378, %463 : i32
      %601 = llvm.and %599, %600 : i1
      llvm.cond_br %601, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %602 = llvm.getelementptr %114[%464] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %603 = builtin.unrealized_conversion_cast %602 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %604 = builtin.unrealized_conversion_cast %603 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %604, %465, %27 : !llvm.ptr<3>, i32, i32
      %605 = nvvm.elect.sync -> i1
      llvm.cond_br %605, ^bb36, ^bb37
    ^bb36:  // pred: ^bb34
      %606 = llvm.getelementptr %81[%464] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %607 = builtin.unrealized_conversion_cast %606 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %608 = builtin.unrealized_conversion_cast %607 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %608, %26 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb37
    ^bb37:  // 2 preds: ^bb34, ^bb36
      %609 = llvm.getelementptr %81[%464] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %610 = llvm.extractvalue %368[0] : !llvm.struct<(i32, struct<()>)>
      %611 = llvm.extractvalue %368[1] : !llvm.struct<(i32, struct<()>)>
      %612 = llvm.mlir.constant(64 : i32) : i32
      %613 = llvm.mul %463, %612 : i32
      %614 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %615 = llvm.insertvalue %613, %614[0] : !llvm.struct<(i32, i32)>
      %616 = llvm.insertvalue %194, %615[1] : !llvm.struct<(i32, i32)>
      %617 = llvm.extractvalue %616[0] : !llvm.struct<(i32, i32)>
      %618 = llvm.extractvalue %616[1] : !llvm.struct<(i32, i32)>
      %619 = llvm.extractvalue %25[0] : !llvm.struct<(struct<()>, struct<()>)>
      %620 = llvm.extractvalue %25[1] : !llvm.struct<(struct<()>, struct<()>)>
      %621 = llvm.mlir.constant(8192 : i32) : i32
      %622 = llvm.mul %464, %621 : i32
      %623 = llvm.getelementptr %97[%622] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %624 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %625 = llvm.insertvalue %617, %624[0] : !llvm.struct<(i32, i32)>
      %626 = llvm.insertvalue %618, %625[1] : !llvm.struct<(i32, i32)>
      %627 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %628 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %629 = llvm.insertvalue %627, %628[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %630 = llvm.insertvalue %609, %629[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %631 = llvm.extractvalue %629[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %632 = llvm.extractvalue %630[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %633 = llvm.getelementptr %632[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %634 = llvm.extractvalue %626[0] : !llvm.struct<(i32, i32)>
      %635 = llvm.extractvalue %626[1] : !llvm.struct<(i32, i32)>
      %636 = nvvm.elect.sync -> i1
      scf.if %636 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %623, %633, %609, box[%634, %635] l2_cache_hint = %631 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %637 = llvm.extractvalue %376[0] : !llvm.struct<(i32, struct<()>)>
      %638 = llvm.extractvalue %376[1] : !llvm.struct<(i32, struct<()>)>
      %639 = llvm.mlir.constant(64 : i32) : i32
      %640 = llvm.mul %463, %639 : i32
      %641 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %642 = llvm.insertvalue %640, %641[0] : !llvm.struct<(i32, i32)>
      %643 = llvm.insertvalue %253, %642[1] : !llvm.struct<(i32, i32)>
      %644 = llvm.extractvalue %643[0] : !llvm.struct<(i32, i32)>
      %645 = llvm.extractvalue %643[1] : !llvm.struct<(i32, i32)>
      %646 = llvm.extractvalue %24[0] : !llvm.struct<(struct<()>, struct<()>)>
      %647 = llvm.extractvalue %24[1] : !llvm.struct<(struct<()>, struct<()>)>
      %648 = llvm.mlir.constant(16384 : i32) : i32
      %649 = llvm.mul %464, %648 : i32
      %650 = llvm.getelementptr %99[%649] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %651 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %652 = llvm.insertvalue %644, %651[0] : !llvm.struct<(i32, i32)>
      %653 = llvm.insertvalue %645, %652[1] : !llvm.struct<(i32, i32)>
      %654 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %655 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %656 = llvm.insertvalue %654, %655[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %657 = llvm.insertvalue %609, %656[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %658 = llvm.extractvalue %656[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %659 = llvm.extractvalue %657[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %660 = llvm.getelementptr %659[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %661 = llvm.extractvalue %653[0] : !llvm.struct<(i32, i32)>
      %662 = llvm.extractvalue %653[1] : !llvm.struct<(i32, i32)>
      %663 = nvvm.elect.sync -> i1
      scf.if %663 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %650, %660, %609, box[%661, %662] l2_cache_hint = %658 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %664 = llvm.add %464, %47 : i32
      %665 = llvm.add %463, %47 : i32
      %666 = llvm.icmp "eq" %664, %29 : i32
      %667 = llvm.select %666, %50, %664 : i1, i32
      llvm.cond_br %666, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %668 = llvm.xor %465, %47 : i32
      llvm.br ^bb40(%668 : i32)
    ^bb39:  // pred: ^bb37
      llvm.br ^bb40(%465 : i32)
    ^bb40(%669: i32):  // 2 preds: ^bb38, ^bb39
      llvm.br ^bb41
    ^bb41:  // pred: ^bb40
      llvm.br ^bb42(%665, %667, %669 : i32, i32, i32)
    ^bb35:  // pred: ^bb33
      llvm.br ^bb42(%463, %464, %465 : i32, i32, i32)
    ^bb42(%670: i32, %671: i32, %672: i32):  // 2 preds: ^bb41, ^bb35
      llvm.br ^bb25
    ^bb25:  // pred: ^bb42
      %673 = llvm.add %458, %47 : i32
      llvm.br ^bb24(%673, %588, %594, %596, %598, %670, %671, %672 : i32, !llvm.struct<(i1, i1, i1)>, i32, i32, i32, i32, i32, i32)
    ^bb27:  // pred: ^bb24
      %674 = nvvm.elect.sync -> i1
      llvm.cond_br %674, ^bb43, ^bb44
    ^bb43:  // pred: ^bb27
      %675 = builtin.unrealized_conversion_cast %86 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.tcgen05.commit.arrive %675 : !llvm.ptr<3>
      llvm.br ^bb44
    ^bb44:  // 2 preds: ^bb27, ^bb43
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb44
      llvm.cond_br %79, ^bb45, ^bb46
    ^bb45:  // pred: ^bb14
      nvvm.tcgen05.relinquish_alloc_permit
      llvm.br ^bb46
    ^bb46:  // 2 preds: ^bb14, ^bb45
      %676 = builtin.unrealized_conversion_cast %86 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %676, %50, %27 : !llvm.ptr<3>, i32, i32
      %677 = llvm.extractvalue %344[1] : !llvm.struct<(struct<()>, i64)>
      %678 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %679 = llvm.insertvalue %17, %678[0] : !llvm.struct<(struct<()>, i64)>
      %680 = llvm.insertvalue %677, %679[1] : !llvm.struct<(struct<()>, i64)>
      %681 = llvm.sdiv %52, %51 : i32
      %682 = llvm.mul %681, %16 : i32
      %683 = llvm.add %377, %682 : i32
      %684 = llvm.extractvalue %680[1] : !llvm.struct<(struct<()>, i64)>
      %685 = llvm.mul %684, %15 : i64
      %686 = llvm.srem %52, %51 : i32
      %687 = llvm.sext %686 : i32 to i64
      %688 = llvm.mul %687, %684 : i64
      %689 = llvm.sext %681 : i32 to i64
      %690 = llvm.mul %689, %685 : i64
      %691 = llvm.add %688, %690 : i64
      %692 = llvm.getelementptr %332[%691] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %693 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %694 = llvm.insertvalue %7, %693[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %695 = llvm.insertvalue %4, %694[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %696 = llvm.extractvalue %695[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %697 = builtin.unrealized_conversion_cast %696 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %698 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %699 = llvm.insertvalue %3, %698[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %700 = llvm.insertvalue %0, %699[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %701 = llvm.inttoptr %683 : i32 to !llvm.ptr<6>
      %702 = nvvm.tcgen05.ld %701 {num = 64 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      %703 = builtin.unrealized_conversion_cast %697 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      llvm.store %702, %703 : vector<64xi32>, !llvm.ptr
      %704 = llvm.extractvalue %695[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %705 = llvm.mlir.poison : !llvm.array<1 x vector<64xf32>>
      %706 = builtin.unrealized_conversion_cast %705 : !llvm.array<1 x vector<64xf32>> to vector<1x64xf32>
      %707 = llvm.mlir.undef : !llvm.struct<()>
      %708 = llvm.mlir.constant(0 : i32) : i32
      %709 = llvm.getelementptr %704[%708] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %710 = builtin.unrealized_conversion_cast %709 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %711 = builtin.unrealized_conversion_cast %710 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %712 = llvm.load %711 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %713 = vector.insert %712, %706 [0] : vector<64xf32> into vector<1x64xf32>
      %714 = vector.shape_cast %713 : vector<1x64xf32> to vector<64xf32>
      %715 = llvm.fptrunc %714 : vector<64xf32> to vector<64xbf16>
      %716 = llvm.extractvalue %700[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %717 = vector.shape_cast %715 : vector<64xbf16> to vector<1x64xbf16>
      %718 = llvm.mlir.undef : !llvm.struct<()>
      %719 = llvm.mlir.constant(0 : i32) : i32
      %720 = llvm.getelementptr %716[%719] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %721 = builtin.unrealized_conversion_cast %720 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %722 = builtin.unrealized_conversion_cast %721 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %723 = vector.extract %717[0] : vector<64xbf16> from vector<1x64xbf16>
      llvm.store %723, %722 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %724 = llvm.extractvalue %700[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb47(%50 : i32)
    ^bb47(%725: i32):  // 2 preds: ^bb46, ^bb48
      %726 = llvm.icmp "slt" %725, %10 : i32
      llvm.cond_br %726, ^bb48, ^bb49 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb48:  // pred: ^bb47
      %727 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %728 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %729 = llvm.mlir.constant(8 : i32) : i32
      %730 = llvm.mul %725, %729 : i32
      %731 = llvm.getelementptr %724[%730] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %732 = builtin.unrealized_conversion_cast %731 : !llvm.ptr to !cute.ptr<bf16, rmem, align<16>>
      %733 = llvm.getelementptr %692[%730] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %734 = builtin.unrealized_conversion_cast %733 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %735 = builtin.unrealized_conversion_cast %732 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
      %736 = builtin.unrealized_conversion_cast %734 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %737 = llvm.load %735 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %737, %736 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %738 = llvm.add %725, %47 : i32
      llvm.br ^bb47(%738 : i32)
    ^bb49:  // pred: ^bb47
      %739 = llvm.mlir.constant(64 : i32) : i32
      %740 = llvm.add %683, %739 : i32
      %741 = llvm.inttoptr %740 : i32 to !llvm.ptr<6>
      %742 = nvvm.tcgen05.ld %741 {num = 64 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      llvm.store %742, %703 : vector<64xi32>, !llvm.ptr
      %743 = llvm.extractvalue %695[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %744 = llvm.mlir.poison : !llvm.array<1 x vector<64xf32>>
      %745 = builtin.unrealized_conversion_cast %744 : !llvm.array<1 x vector<64xf32>> to vector<1x64xf32>
      %746 = llvm.mlir.undef : !llvm.struct<()>
      %747 = llvm.mlir.constant(0 : i32) : i32
      %748 = llvm.getelementptr %743[%747] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %749 = builtin.unrealized_conversion_cast %748 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %750 = builtin.unrealized_conversion_cast %749 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %751 = llvm.load %750 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %752 = vector.insert %751, %745 [0] : vector<64xf32> into vector<1x64xf32>
      %753 = vector.shape_cast %752 : vector<1x64xf32> to vector<64xf32>
      %754 = llvm.fptrunc %753 : vector<64xf32> to vector<64xbf16>
      %755 = llvm.extractvalue %700[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %756 = vector.shape_cast %754 : vector<64xbf16> to vector<1x64xbf16>
      %757 = llvm.mlir.undef : !llvm.struct<()>
      %758 = llvm.mlir.constant(0 : i32) : i32
      %759 = llvm.getelementptr %755[%758] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %760 = builtin.unrealized_conversion_cast %759 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %761 = builtin.unrealized_conversion_cast %760 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %762 = vector.extract %756[0] : vector<64xbf16> from vector<1x64xbf16>
      llvm.store %762, %761 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %763 = llvm.mlir.constant(64 : i32) : i32
      %764 = llvm.getelementptr %692[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.br ^bb50(%50 : i32)
    ^bb50(%765: i32):  // 2 preds: ^bb49, ^bb51
      %766 = llvm.icmp "slt" %765, %10 : i32
      llvm.cond_br %766, ^bb51, ^bb52 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb51:  // pred: ^bb50
      %767 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %768 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %769 = llvm.mlir.constant(8 : i32) : i32
      %770 = llvm.mul %765, %769 : i32
      %771 = llvm.getelementptr %724[%770] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %772 = builtin.unrealized_conversion_cast %771 : !llvm.ptr to !cute.ptr<bf16, rmem, align<16>>
      %773 = llvm.getelementptr %764[%770] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %774 = builtin.unrealized_conversion_cast %773 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %775 = builtin.unrealized_conversion_cast %772 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
      %776 = builtin.unrealized_conversion_cast %774 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %777 = llvm.load %775 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %777, %776 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %778 = llvm.add %765, %47 : i32
      llvm.br ^bb50(%778 : i32)
    ^bb52:  // pred: ^bb50
      %779 = llvm.mlir.constant(128 : i32) : i32
      %780 = llvm.add %683, %779 : i32
      %781 = llvm.inttoptr %780 : i32 to !llvm.ptr<6>
      %782 = nvvm.tcgen05.ld %781 {num = 64 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      llvm.store %782, %703 : vector<64xi32>, !llvm.ptr
      %783 = llvm.extractvalue %695[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %784 = llvm.mlir.poison : !llvm.array<1 x vector<64xf32>>
      %785 = builtin.unrealized_conversion_cast %784 : !llvm.array<1 x vector<64xf32>> to vector<1x64xf32>
      %786 = llvm.mlir.undef : !llvm.struct<()>
      %787 = llvm.mlir.constant(0 : i32) : i32
      %788 = llvm.getelementptr %783[%787] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %789 = builtin.unrealized_conversion_cast %788 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %790 = builtin.unrealized_conversion_cast %789 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %791 = llvm.load %790 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %792 = vector.insert %791, %785 [0] : vector<64xf32> into vector<1x64xf32>
      %793 = vector.shape_cast %792 : vector<1x64xf32> to vector<64xf32>
      %794 = llvm.fptrunc %793 : vector<64xf32> to vector<64xbf16>
      %795 = llvm.extractvalue %700[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %796 = vector.shape_cast %794 : vector<64xbf16> to vector<1x64xbf16>
      %797 = llvm.mlir.undef : !llvm.struct<()>
      %798 = llvm.mlir.constant(0 : i32) : i32
      %799 = llvm.getelementptr %795[%798] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %800 = builtin.unrealized_conversion_cast %799 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %801 = builtin.unrealized_conversion_cast %800 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %802 = vector.extract %796[0] : vector<64xbf16> from vector<1x64xbf16>
      llvm.store %802, %801 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %803 = llvm.mlir.constant(128 : i32) : i32
      %804 = llvm.getelementptr %692[%803] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.br ^bb53(%50 : i32)
    ^bb53(%805: i32):  // 2 preds: ^bb52, ^bb54
      %806 = llvm.icmp "slt" %805, %10 : i32
      llvm.cond_br %806, ^bb54, ^bb55 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb54:  // pred: ^bb53
      %807 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %808 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %809 = llvm.mlir.constant(8 : i32) : i32
      %810 = llvm.mul %805, %809 : i32
      %811 = llvm.getelementptr %724[%810] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %812 = builtin.unrealized_conversion_cast %811 : !llvm.ptr to !cute.ptr<bf16, rmem, align<16>>
      %813 = llvm.getelementptr %804[%810] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %814 = builtin.unrealized_conversion_cast %813 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %815 = builtin.unrealized_conversion_cast %812 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
      %816 = builtin.unrealized_conversion_cast %814 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %817 = llvm.load %815 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %817, %816 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %818 = llvm.add %805, %47 : i32
      llvm.br ^bb53(%818 : i32)
    ^bb55:  // pred: ^bb53
      %819 = llvm.mlir.constant(192 : i32) : i32
      %820 = llvm.add %683, %819 : i32
      %821 = llvm.inttoptr %820 : i32 to !llvm.ptr<6>
      %822 = nvvm.tcgen05.ld %821 {num = 64 : i32, shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
      llvm.store %822, %703 : vector<64xi32>, !llvm.ptr
      %823 = llvm.extractvalue %695[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %824 = llvm.mlir.poison : !llvm.array<1 x vector<64xf32>>
      %825 = builtin.unrealized_conversion_cast %824 : !llvm.array<1 x vector<64xf32>> to vector<1x64xf32>
      %826 = llvm.mlir.undef : !llvm.struct<()>
      %827 = llvm.mlir.constant(0 : i32) : i32
      %828 = llvm.getelementptr %823[%827] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %829 = builtin.unrealized_conversion_cast %828 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %830 = builtin.unrealized_conversion_cast %829 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %831 = llvm.load %830 {alignment = 32 : i64} : !llvm.ptr -> vector<64xf32>
      %832 = vector.insert %831, %825 [0] : vector<64xf32> into vector<1x64xf32>
      %833 = vector.shape_cast %832 : vector<1x64xf32> to vector<64xf32>
      %834 = llvm.fptrunc %833 : vector<64xf32> to vector<64xbf16>
      %835 = llvm.extractvalue %700[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %836 = vector.shape_cast %834 : vector<64xbf16> to vector<1x64xbf16>
      %837 = llvm.mlir.undef : !llvm.struct<()>
      %838 = llvm.mlir.constant(0 : i32) : i32
      %839 = llvm.getelementptr %835[%838] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %840 = builtin.unrealized_conversion_cast %839 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %841 = builtin.unrealized_conversion_cast %840 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %842 = vector.extract %836[0] : vector<64xbf16> from vector<1x64xbf16>
      llvm.store %842, %841 {alignment = 32 : i64} : vector<64xbf16>, !llvm.ptr
      %843 = llvm.mlir.constant(192 : i32) : i32
      %844 = llvm.getelementptr %692[%843] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.br ^bb56(%50 : i32)
    ^bb56(%845: i32):  // 2 preds: ^bb55, ^bb57
      %846 = llvm.icmp "slt" %845, %10 : i32
      llvm.cond_br %846, ^bb57, ^bb58 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb57:  // pred: ^bb56
      %847 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %848 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %849 = llvm.mlir.constant(8 : i32) : i32
      %850 = llvm.mul %845, %849 : i32
      %851 = llvm.getelementptr %724[%850] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %852 = builtin.unrealized_conversion_cast %851 : !llvm.ptr to !cute.ptr<bf16, rmem, align<16>>
      %853 = llvm.getelementptr %844[%850] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %854 = builtin.unrealized_conversion_cast %853 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<16>>
      %855 = builtin.unrealized_conversion_cast %852 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
      %856 = builtin.unrealized_conversion_cast %854 : !cute.ptr<bf16, gmem, align<16>> to !llvm.ptr<1>
      %857 = llvm.load %855 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %857, %856 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      %858 = llvm.add %845, %47 : i32
      llvm.br ^bb56(%858 : i32)
    ^bb58:  // pred: ^bb56
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0;", "r" %47 : (i32) -> ()
      llvm.cond_br %79, ^bb59, ^bb60
    ^bb59:  // pred: ^bb58
      %859 = llvm.inttoptr %377 : i32 to !llvm.ptr<6>
      nvvm.tcgen05.dealloc %859, %44 : !llvm.ptr<6>, i32
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      llvm.return
    }
  }
  llvm.func @cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(198656 : i64) : i64
    %1 = llvm.mlir.constant(4539628424389459968 : i64) : i64
    %2 = llvm.mlir.constant(288018 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(256 : i32) : i32
    %6 = llvm.mlir.constant(128 : i32) : i32
    %7 = llvm.mlir.constant(255 : i64) : i64
    %8 = llvm.mlir.poison : !llvm.struct<()>
    %9 = llvm.mlir.poison : !llvm.struct<()>
    %10 = llvm.mlir.constant(127 : i64) : i64
    %11 = llvm.mlir.constant(15 : i64) : i64
    %12 = llvm.mlir.constant(36 : i64) : i64
    %13 = llvm.mlir.constant(32 : i64) : i64
    %14 = llvm.mlir.constant(21 : i64) : i64
    %15 = llvm.mlir.constant(131072 : i64) : i64
    %16 = llvm.mlir.constant(9007199254740991 : i64) : i64
    %17 = llvm.mlir.constant(4 : i64) : i64
    %18 = llvm.mlir.constant(4294967295 : i64) : i64
    %19 = llvm.mlir.constant(16 : i64) : i64
    %20 = llvm.mlir.constant(8 : i64) : i64
    %21 = llvm.mlir.constant(2 : i64) : i64
    %22 = llvm.mlir.constant(1 : i64) : i64
    %23 = llvm.mlir.constant(0 : i64) : i64
    %24 = llvm.mlir.constant(16 : i32) : i32
    %25 = llvm.mlir.constant(false) : i1
    %26 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1)>
    %27 = llvm.insertvalue %25, %26[0] : !llvm.struct<(i1, i1, i1)>
    %28 = llvm.insertvalue %25, %27[1] : !llvm.struct<(i1, i1, i1)>
    %29 = llvm.insertvalue %25, %28[2] : !llvm.struct<(i1, i1, i1)>
    %30 = llvm.mlir.undef : !llvm.struct<(i1, i1, i1)>
    %31 = llvm.extractvalue %29[0] : !llvm.struct<(i1, i1, i1)>
    %32 = llvm.insertvalue %31, %30[0] : !llvm.struct<(i1, i1, i1)>
    %33 = llvm.extractvalue %29[1] : !llvm.struct<(i1, i1, i1)>
    %34 = llvm.insertvalue %33, %32[1] : !llvm.struct<(i1, i1, i1)>
    %35 = llvm.extractvalue %29[2] : !llvm.struct<(i1, i1, i1)>
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(i1, i1, i1)>
    %37 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %38 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %39 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %40 = llvm.extractvalue %39[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %41 = llvm.extractvalue %39[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %42 = llvm.extractvalue %39[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %43 = llvm.zext %41 : i32 to i64
    %44 = llvm.zext %40 : i32 to i64
    %45 = llvm.mul %42, %21 : i64
    %46 = llvm.ptrtoint %38 : !llvm.ptr<1> to i64
    %47 = llvm.getelementptr %37[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %47 : i64, !llvm.ptr
    %48 = llvm.getelementptr %37[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %48 : i64, !llvm.ptr
    %49 = llvm.getelementptr %37[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %49 : i64, !llvm.ptr
    %50 = llvm.getelementptr %37[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %37[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %51 : i64, !llvm.ptr
    %52 = llvm.getelementptr %37[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %52 : i64, !llvm.ptr
    %53 = llvm.getelementptr %37[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %53 : i64, !llvm.ptr
    %54 = llvm.getelementptr %37[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %54 : i64, !llvm.ptr
    %55 = llvm.udiv %46, %19 : i64
    %56 = llvm.and %55, %16 : i64
    %57 = llvm.shl %56, %17 : i64
    llvm.store %57, %47 : i64, !llvm.ptr
    %58 = llvm.sub %44, %22 : i64
    %59 = llvm.mul %58, %45 : i64
    %60 = llvm.mul %43, %19 : i64
    %61 = llvm.udiv %60, %20 : i64
    %62 = llvm.add %61, %59 : i64
    %63 = llvm.icmp "uge" %62, %15 : i64
    %64 = llvm.zext %63 : i1 to i64
    %65 = llvm.shl %64, %14 : i64
    %66 = llvm.udiv %45, %19 : i64
    %67 = llvm.shl %66, %13 : i64
    %68 = llvm.or %65, %67 : i64
    %69 = llvm.or %68, %2 : i64
    llvm.store %69, %48 : i64, !llvm.ptr
    llvm.store %23, %49 : i64, !llvm.ptr
    %70 = llvm.lshr %45, %12 : i64
    %71 = llvm.and %70, %11 : i64
    %72 = llvm.shl %71, %13 : i64
    llvm.store %72, %50 : i64, !llvm.ptr
    %73 = llvm.sub %43, %22 : i64
    %74 = llvm.and %73, %18 : i64
    %75 = llvm.shl %58, %13 : i64
    %76 = llvm.or %74, %75 : i64
    llvm.store %76, %51 : i64, !llvm.ptr
    llvm.store %23, %52 : i64, !llvm.ptr
    llvm.store %1, %53 : i64, !llvm.ptr
    llvm.store %10, %54 : i64, !llvm.ptr
    %77 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %78 = llvm.inttoptr %77 : i64 to !llvm.ptr
    %79 = llvm.load %78 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %80 = llvm.mlir.undef : !llvm.struct<(struct<(array<16 x i64>)>)>
    %81 = llvm.insertvalue %79, %80[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %82 = llvm.extractvalue %39[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %83 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %84 = llvm.insertvalue %82, %83[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %85 = llvm.insertvalue %9, %84[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %86 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %87 = llvm.insertvalue %8, %86[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %88 = llvm.insertvalue %85, %87[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %89 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %90 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %91 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %92 = llvm.extractvalue %91[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %93 = llvm.extractvalue %91[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %94 = llvm.extractvalue %91[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %95 = llvm.zext %93 : i32 to i64
    %96 = llvm.zext %92 : i32 to i64
    %97 = llvm.mul %94, %21 : i64
    %98 = llvm.ptrtoint %90 : !llvm.ptr<1> to i64
    %99 = llvm.getelementptr %89[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %99 : i64, !llvm.ptr
    %100 = llvm.getelementptr %89[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %100 : i64, !llvm.ptr
    %101 = llvm.getelementptr %89[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %101 : i64, !llvm.ptr
    %102 = llvm.getelementptr %89[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %102 : i64, !llvm.ptr
    %103 = llvm.getelementptr %89[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %103 : i64, !llvm.ptr
    %104 = llvm.getelementptr %89[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %104 : i64, !llvm.ptr
    %105 = llvm.getelementptr %89[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %105 : i64, !llvm.ptr
    %106 = llvm.getelementptr %89[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %106 : i64, !llvm.ptr
    %107 = llvm.udiv %98, %19 : i64
    %108 = llvm.and %107, %16 : i64
    %109 = llvm.shl %108, %17 : i64
    llvm.store %109, %99 : i64, !llvm.ptr
    %110 = llvm.sub %96, %22 : i64
    %111 = llvm.mul %110, %97 : i64
    %112 = llvm.mul %95, %19 : i64
    %113 = llvm.udiv %112, %20 : i64
    %114 = llvm.add %113, %111 : i64
    %115 = llvm.icmp "uge" %114, %15 : i64
    %116 = llvm.zext %115 : i1 to i64
    %117 = llvm.shl %116, %14 : i64
    %118 = llvm.udiv %97, %19 : i64
    %119 = llvm.shl %118, %13 : i64
    %120 = llvm.or %117, %119 : i64
    %121 = llvm.or %120, %2 : i64
    llvm.store %121, %100 : i64, !llvm.ptr
    llvm.store %23, %101 : i64, !llvm.ptr
    %122 = llvm.lshr %97, %12 : i64
    %123 = llvm.and %122, %11 : i64
    %124 = llvm.shl %123, %13 : i64
    llvm.store %124, %102 : i64, !llvm.ptr
    %125 = llvm.sub %95, %22 : i64
    %126 = llvm.and %125, %18 : i64
    %127 = llvm.shl %110, %13 : i64
    %128 = llvm.or %126, %127 : i64
    llvm.store %128, %103 : i64, !llvm.ptr
    llvm.store %23, %104 : i64, !llvm.ptr
    llvm.store %1, %105 : i64, !llvm.ptr
    llvm.store %7, %106 : i64, !llvm.ptr
    %129 = llvm.ptrtoint %89 : !llvm.ptr to i64
    %130 = llvm.inttoptr %129 : i64 to !llvm.ptr
    %131 = llvm.load %130 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %132 = llvm.mlir.undef : !llvm.struct<(struct<(array<16 x i64>)>)>
    %133 = llvm.insertvalue %131, %132[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %134 = llvm.extractvalue %91[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %135 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %136 = llvm.insertvalue %134, %135[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %137 = llvm.insertvalue %9, %136[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %138 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %139 = llvm.insertvalue %8, %138[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %140 = llvm.insertvalue %137, %139[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %141 = llvm.extractvalue %arg2[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %142 = llvm.extractvalue %141[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %143 = llvm.extractvalue %142[0] : !llvm.struct<(i32, i32)>
    %144 = llvm.extractvalue %142[1] : !llvm.struct<(i32, i32)>
    %145 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %146 = llvm.insertvalue %143, %145[0] : !llvm.struct<(i32, i32)>
    %147 = llvm.insertvalue %144, %146[1] : !llvm.struct<(i32, i32)>
    %148 = llvm.extractvalue %147[0] : !llvm.struct<(i32, i32)>
    %149 = llvm.extractvalue %147[1] : !llvm.struct<(i32, i32)>
    %150 = llvm.mlir.constant(1 : i32) : i32
    %151 = llvm.mlir.constant(0 : i32) : i32
    %152 = llvm.mlir.constant(-1 : i32) : i32
    %153 = llvm.mlir.constant(true) : i1
    %154 = llvm.select %153, %152, %150 : i1, i32
    %155 = llvm.add %154, %148 : i32
    %156 = llvm.sdiv %155, %6 : i32
    %157 = llvm.add %156, %150 : i32
    %158 = llvm.sub %151, %148 : i32
    %159 = llvm.sdiv %158, %6 : i32
    %160 = llvm.sub %151, %159 : i32
    %161 = llvm.icmp "slt" %148, %151 : i32
    %162 = llvm.icmp "sgt" %148, %151 : i32
    %163 = llvm.mlir.constant(false) : i1
    %164 = llvm.mlir.constant(true) : i1
    %165 = llvm.and %161, %163 : i1
    %166 = llvm.and %162, %164 : i1
    %167 = llvm.or %165, %166 : i1
    %168 = llvm.select %167, %157, %160 : i1, i32
    %169 = llvm.mlir.constant(1 : i32) : i32
    %170 = llvm.mlir.constant(0 : i32) : i32
    %171 = llvm.mlir.constant(-1 : i32) : i32
    %172 = llvm.mlir.constant(true) : i1
    %173 = llvm.select %172, %171, %169 : i1, i32
    %174 = llvm.add %173, %149 : i32
    %175 = llvm.sdiv %174, %5 : i32
    %176 = llvm.add %175, %169 : i32
    %177 = llvm.sub %170, %149 : i32
    %178 = llvm.sdiv %177, %5 : i32
    %179 = llvm.sub %170, %178 : i32
    %180 = llvm.icmp "slt" %149, %170 : i32
    %181 = llvm.icmp "sgt" %149, %170 : i32
    %182 = llvm.mlir.constant(false) : i1
    %183 = llvm.mlir.constant(true) : i1
    %184 = llvm.and %180, %182 : i1
    %185 = llvm.and %181, %183 : i1
    %186 = llvm.or %184, %185 : i1
    %187 = llvm.select %186, %176, %179 : i1, i32
    %188 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %189 = llvm.insertvalue %168, %188[0] : !llvm.struct<(i32, i32)>
    %190 = llvm.insertvalue %187, %189[1] : !llvm.struct<(i32, i32)>
    %191 = llvm.extractvalue %190[0] : !llvm.struct<(i32, i32)>
    %192 = llvm.extractvalue %190[1] : !llvm.struct<(i32, i32)>
    %193 = llvm.inttoptr %23 : i64 to !llvm.ptr
    %194 = llvm.mlir.constant(1 : i32) : i32
    %195 = llvm.alloca %194 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %196 = llvm.alloca %194 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %197 = llvm.getelementptr %195[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %196, %197 : !llvm.ptr, !llvm.ptr
    %198 = llvm.getelementptr %195[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %198 : i32, !llvm.ptr
    %199 = llvm.getelementptr %195[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %199 : i32, !llvm.ptr
    %200 = llvm.getelementptr %195[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %200 : i32, !llvm.ptr
    %201 = llvm.getelementptr %195[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %201 : i64, !llvm.ptr
    %202 = llvm.getelementptr %195[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %191, %202 : i32, !llvm.ptr
    %203 = llvm.getelementptr %195[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %192, %203 : i32, !llvm.ptr
    %204 = llvm.getelementptr %195[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %204 : i32, !llvm.ptr
    %205 = llvm.getelementptr %195[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %206 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %206, %205 : i32, !llvm.ptr
    %207 = llvm.getelementptr %195[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %193, %207 : !llvm.ptr, !llvm.ptr
    %208 = llvm.alloca %194 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %209 = llvm.getelementptr %208[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %195, %209 : !llvm.ptr, !llvm.ptr
    %210 = llvm.getelementptr %208[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %211 = llvm.load %210 : !llvm.ptr -> !llvm.ptr
    %212 = llvm.getelementptr %211[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %213 = llvm.load %212 : !llvm.ptr -> i32
    %214 = llvm.getelementptr %211[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %215 = llvm.load %214 : !llvm.ptr -> !llvm.ptr
    %216 = llvm.mlir.constant(6 : i32) : i32
    %217 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%217 : i32)
  ^bb1(%218: i32):  // 2 preds: ^bb2, ^bb3
    %219 = llvm.getelementptr %215[%218] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %220 = llvm.getelementptr %219[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %216, %220 : i32, !llvm.ptr
    %221 = llvm.getelementptr %219[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %221 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %222 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %223 = llvm.mlir.constant(0 : index) : i64
    %224 = llvm.getelementptr %222[%223, %223] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %225 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %226 = llvm.mlir.constant(0 : index) : i64
    %227 = llvm.getelementptr %225[%226, %226] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %228 = llvm.call @printf(%227, %224) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %229 = llvm.mlir.constant(1 : i32) : i32
    %230 = llvm.add %213, %229 : i32
    llvm.store %230, %212 : i32, !llvm.ptr
    llvm.br ^bb1(%213 : i32)
  ^bb6:  // pred: ^bb0
    %231 = llvm.mlir.constant(3 : i32) : i32
    %232 = llvm.icmp "uge" %213, %231 : i32
    llvm.cond_br %232, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%233 : i32)
  ^bb7:  // pred: ^bb0
    %234 = llvm.getelementptr %215[%233] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %235 = llvm.getelementptr %234[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %236 = llvm.load %235 : !llvm.ptr -> i32
    %237 = llvm.icmp "eq" %236, %216 : i32
    %238 = llvm.mlir.constant(1 : i32) : i32
    %239 = llvm.add %233, %238 : i32
    llvm.cond_br %237, ^bb3, ^bb0(%239 : i32)
  ^bb0(%233: i32):  // 2 preds: ^bb8, ^bb7
    %240 = llvm.icmp "uge" %233, %213 : i32
    llvm.cond_br %240, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %241 = llvm.getelementptr %208[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %242 = llvm.load %241 : !llvm.ptr -> !llvm.ptr
    %243 = llvm.getelementptr %242[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %244 = llvm.load %243 : !llvm.ptr -> i32
    %245 = llvm.getelementptr %242[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %246 = llvm.load %245 : !llvm.ptr -> !llvm.ptr
    %247 = llvm.mlir.constant(2 : i32) : i32
    %248 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%248 : i32)
  ^bb10(%249: i32):  // 2 preds: ^bb11, ^bb12
    %250 = llvm.getelementptr %246[%249] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %251 = llvm.getelementptr %250[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %247, %251 : i32, !llvm.ptr
    %252 = llvm.getelementptr %250[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %252 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %253 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %254 = llvm.mlir.constant(0 : index) : i64
    %255 = llvm.getelementptr %253[%254, %254] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %256 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %257 = llvm.mlir.constant(0 : index) : i64
    %258 = llvm.getelementptr %256[%257, %257] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %259 = llvm.call @printf(%258, %255) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %260 = llvm.mlir.constant(1 : i32) : i32
    %261 = llvm.add %244, %260 : i32
    llvm.store %261, %243 : i32, !llvm.ptr
    llvm.br ^bb10(%244 : i32)
  ^bb15:  // pred: ^bb9
    %262 = llvm.mlir.constant(3 : i32) : i32
    %263 = llvm.icmp "uge" %244, %262 : i32
    llvm.cond_br %263, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%264 : i32)
  ^bb16:  // pred: ^bb9
    %265 = llvm.getelementptr %246[%264] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %266 = llvm.getelementptr %265[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %267 = llvm.load %266 : !llvm.ptr -> i32
    %268 = llvm.icmp "eq" %267, %247 : i32
    %269 = llvm.mlir.constant(1 : i32) : i32
    %270 = llvm.add %264, %269 : i32
    llvm.cond_br %268, ^bb12, ^bb9(%270 : i32)
  ^bb9(%264: i32):  // 2 preds: ^bb4, ^bb16
    %271 = llvm.icmp "uge" %264, %244 : i32
    llvm.cond_br %271, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %272 = builtin.unrealized_conversion_cast %208 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %273 = cuda.launch_ex @kernels::@kernel_cutlass_blackwell_gemm_kernel~<%272> (%36, %81, %88, %133, %140, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(i1, i1, i1)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> !cuda.result
    %274 = builtin.unrealized_conversion_cast %273 : !cuda.result to i32
    cuda.return_if_error %274 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass_blackwell_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_blackwell_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
