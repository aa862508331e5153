// irscope snapshot: hopper_gemm:bf16_128x128_s6@sm_90a after convert-to-llvm#1 (convert-to-llvm)
#loop_unroll_fe2a = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll1_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation_1d06 = #llvm.loop_annotation<unroll = #loop_unroll_fe2a>
#loop_annotation1_f809 = #llvm.loop_annotation<unroll = #loop_unroll1_b0d9>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_hopper_gemm_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_hopper_gemm_kernel~(%arg0: !llvm.struct<(i1)>, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg2: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg3: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg4: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %1 = llvm.mlir.constant(128 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.alloca %1 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %5 = llvm.mlir.constant(128 : i32) : i32
      %6 = llvm.mlir.constant(1 : i32) : i32
      %7 = llvm.alloca %5 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(struct<(array<16 x i64>)>)>
      %9 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(struct<(array<16 x i64>)>)>
      %10 = llvm.mlir.constant(1023 : i32) : i32
      %11 = llvm.mlir.poison : !llvm.struct<()>
      %12 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %13 = llvm.mlir.poison : !llvm.struct<()>
      %14 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %15 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %16 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %17 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %18 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %19 = llvm.mlir.constant(32768 : i32) : i32
      %20 = llvm.mlir.constant(10000000 : i32) : i32
      %21 = llvm.mlir.constant(6 : i32) : i32
      %22 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %23 = llvm.mlir.poison : !llvm.struct<()>
      %24 = llvm.mlir.constant(2 : i32) : i32
      %25 = llvm.mlir.constant(8 : i64) : i64
      %26 = llvm.mlir.constant(16 : i64) : i64
      %27 = llvm.mlir.constant(64 : i64) : i64
      %28 = llvm.mlir.poison : !llvm.struct<()>
      %29 = llvm.mlir.poison : !llvm.struct<()>
      %30 = llvm.mlir.poison : !llvm.struct<()>
      %31 = llvm.mlir.constant(128 : i64) : i64
      %32 = llvm.mlir.poison : !llvm.struct<()>
      %33 = llvm.mlir.poison : !llvm.struct<()>
      %34 = llvm.mlir.constant(64 : i32) : i32
      %35 = llvm.mlir.constant(128 : i32) : i32
      %36 = llvm.mlir.constant(true) : i1
      %37 = llvm.mlir.constant(false) : i1
      %38 = llvm.mlir.constant(4 : i32) : i32
      %39 = llvm.mlir.poison : !llvm.struct<()>
      %40 = llvm.mlir.poison : !llvm.struct<()>
      %41 = llvm.mlir.poison : !llvm.struct<()>
      %42 = llvm.mlir.poison : !llvm.struct<()>
      %43 = llvm.mlir.poison : !llvm.struct<()>
      %44 = llvm.mlir.poison : !llvm.struct<()>
      %45 = llvm.mlir.poison : !llvm.struct<()>
      %46 = llvm.mlir.constant(-1024 : i32) : i32
      %47 = llvm.mlir.poison : !llvm.struct<()>
      %48 = llvm.mlir.constant(8 : i32) : i32
      %49 = llvm.mlir.constant(1 : i32) : i32
      %50 = llvm.mlir.constant(0 : i32) : i32
      %51 = llvm.mlir.constant(32 : i32) : i32
      %52 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %53 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %54 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %55 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 2147483647> : i32
      %56 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 65535> : i32
      %57 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %58 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %59 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %60 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %61 = llvm.mul %57, %59 : i32
      %62 = llvm.add %52, %61 : i32
      %63 = llvm.mul %58, %59 : i32
      %64 = llvm.mul %63, %60 : i32
      %65 = llvm.add %62, %64 : i32
      %66 = llvm.sdiv %65, %51 : i32
      %67 = llvm.mul %66, %51 : i32
      %68 = llvm.icmp "ne" %65, %67 : i32
      %69 = llvm.mlir.constant(0 : i32) : i32
      %70 = llvm.icmp "slt" %65, %69 : i32
      %71 = llvm.mlir.constant(false) : i1
      %72 = llvm.icmp "ne" %70, %71 : i1
      %73 = llvm.and %68, %72 : i1
      %74 = llvm.mlir.constant(-1 : i32) : i32
      %75 = llvm.add %66, %74 : i32
      %76 = llvm.select %73, %75, %66 : i1, i32
      %77 = llvm.mlir.constant(0 : i32) : i32
      %78 = llvm.mlir.constant(-1 : i32) : i32
      %79 = llvm.mlir.constant(31 : i32) : i32
      %80 = nvvm.shfl.sync  idx %78, %76, %77, %79 : i32 -> i32
      %81 = llvm.icmp "eq" %80, %50 : i32
      llvm.cond_br %81, ^bb0, ^bb1
    ^bb0:  // pred: ^bb2
      nvvm.prefetch.tensormap %arg1 : !llvm.ptr
      nvvm.prefetch.tensormap %arg3 : !llvm.ptr
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb2, ^bb0
      %82 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %83 = llvm.mlir.constant(0 : i32) : i32
      %84 = llvm.mlir.constant(-1 : i32) : i32
      %85 = llvm.mlir.constant(31 : i32) : i32
      %86 = nvvm.shfl.sync  idx %84, %82, %83, %85 : i32 -> i32
      %87 = llvm.mul %55, %54 : i32
      %88 = llvm.add %53, %87 : i32
      %89 = llvm.mul %56, %48 : i32
      %90 = llvm.sdiv %88, %89 : i32
      %91 = llvm.mul %90, %89 : i32
      %92 = llvm.icmp "ne" %88, %91 : i32
      %93 = llvm.mlir.constant(0 : i32) : i32
      %94 = llvm.icmp "slt" %88, %93 : i32
      %95 = llvm.icmp "slt" %89, %93 : i32
      %96 = llvm.icmp "ne" %94, %95 : i1
      %97 = llvm.and %92, %96 : i1
      %98 = llvm.mlir.constant(-1 : i32) : i32
      %99 = llvm.add %90, %98 : i32
      %100 = llvm.select %97, %99, %90 : i1, i32
      %101 = llvm.mul %100, %48 : i32
      %102 = llvm.sub %55, %101 : i32
      %103 = llvm.icmp "slt" %102, %48 : i32
      %104 = llvm.select %103, %102, %48 : i1, i32
      %105 = llvm.srem %88, %89 : i32
      %106 = llvm.srem %105, %104 : i32
      %107 = llvm.add %101, %106 : i32
      %108 = llvm.add %107, %86 : i32
      %109 = llvm.sdiv %105, %104 : i32
      %110 = llvm.mul %109, %104 : i32
      %111 = llvm.icmp "ne" %105, %110 : i32
      %112 = llvm.mlir.constant(0 : i32) : i32
      %113 = llvm.icmp "slt" %105, %112 : i32
      %114 = llvm.icmp "slt" %104, %112 : i32
      %115 = llvm.icmp "ne" %113, %114 : i1
      %116 = llvm.and %111, %115 : i1
      %117 = llvm.mlir.constant(-1 : i32) : i32
      %118 = llvm.add %109, %117 : i32
      %119 = llvm.select %116, %118, %109 : i1, i32
      %120 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %121 = llvm.getelementptr %120[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<0 x i8>
      %122 = builtin.unrealized_conversion_cast %121 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<1024>>
      %123 = builtin.unrealized_conversion_cast %122 : !cute.ptr<i64, smem, align<1024>> to !cute.ptr<i64, smem>
      %124 = llvm.mlir.constant(96 : i32) : i32
      %125 = llvm.getelementptr %121[%124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %126 = llvm.ptrtoint %125 : !llvm.ptr<3> to i32
      %127 = llvm.add %126, %10 : i32
      %128 = llvm.and %127, %46 : i32
      %129 = llvm.sext %128 : i32 to i64
      %130 = llvm.inttoptr %129 : i64 to !llvm.ptr<3>
      %131 = llvm.mlir.constant(98304 : i32) : i32
      %132 = llvm.getelementptr %130[%131] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      llvm.cond_br %81, ^bb3, ^bb4
    ^bb3:  // pred: ^bb1
      %133 = builtin.unrealized_conversion_cast %122 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %133, %49 : !llvm.ptr<3>, i32
      %134 = llvm.mlir.constant(1 : i32) : i32
      %135 = llvm.getelementptr %121[%134] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %136 = builtin.unrealized_conversion_cast %135 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %137 = builtin.unrealized_conversion_cast %136 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %137, %49 : !llvm.ptr<3>, i32
      %138 = llvm.mlir.constant(2 : i32) : i32
      %139 = llvm.getelementptr %121[%138] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %140 = builtin.unrealized_conversion_cast %139 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<16>>
      %141 = builtin.unrealized_conversion_cast %140 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %141, %49 : !llvm.ptr<3>, i32
      %142 = llvm.mlir.constant(3 : i32) : i32
      %143 = llvm.getelementptr %121[%142] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %144 = builtin.unrealized_conversion_cast %143 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %145 = builtin.unrealized_conversion_cast %144 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %145, %49 : !llvm.ptr<3>, i32
      %146 = llvm.mlir.constant(4 : i32) : i32
      %147 = llvm.getelementptr %121[%146] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %148 = builtin.unrealized_conversion_cast %147 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<32>>
      %149 = builtin.unrealized_conversion_cast %148 : !cute.ptr<i64, smem, align<32>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %149, %49 : !llvm.ptr<3>, i32
      %150 = llvm.mlir.constant(5 : i32) : i32
      %151 = llvm.getelementptr %121[%150] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %152 = builtin.unrealized_conversion_cast %151 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %153 = builtin.unrealized_conversion_cast %152 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %153, %49 : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb1, ^bb3
      %154 = llvm.mlir.constant(6 : i32) : i32
      %155 = llvm.getelementptr %121[%154] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %156 = builtin.unrealized_conversion_cast %155 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<16>>
      llvm.cond_br %81, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %157 = builtin.unrealized_conversion_cast %156 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %157, %38 : !llvm.ptr<3>, i32
      %158 = llvm.mlir.undef : !llvm.struct<()>
      %159 = llvm.mlir.constant(7 : i32) : i32
      %160 = llvm.getelementptr %121[%159] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %161 = builtin.unrealized_conversion_cast %160 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %162 = builtin.unrealized_conversion_cast %161 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %162, %38 : !llvm.ptr<3>, i32
      %163 = llvm.mlir.undef : !llvm.struct<()>
      %164 = llvm.mlir.constant(8 : i32) : i32
      %165 = llvm.getelementptr %121[%164] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %166 = builtin.unrealized_conversion_cast %165 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<16>>
      %167 = builtin.unrealized_conversion_cast %166 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %167, %38 : !llvm.ptr<3>, i32
      %168 = llvm.mlir.undef : !llvm.struct<()>
      %169 = llvm.mlir.constant(9 : i32) : i32
      %170 = llvm.getelementptr %121[%169] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %171 = builtin.unrealized_conversion_cast %170 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %172 = builtin.unrealized_conversion_cast %171 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %172, %38 : !llvm.ptr<3>, i32
      %173 = llvm.mlir.undef : !llvm.struct<()>
      %174 = llvm.mlir.constant(10 : i32) : i32
      %175 = llvm.getelementptr %121[%174] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %176 = builtin.unrealized_conversion_cast %175 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<16>>
      %177 = builtin.unrealized_conversion_cast %176 : !cute.ptr<i64, smem, align<16>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %177, %38 : !llvm.ptr<3>, i32
      %178 = llvm.mlir.undef : !llvm.struct<()>
      %179 = llvm.mlir.constant(11 : i32) : i32
      %180 = llvm.getelementptr %121[%179] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %181 = builtin.unrealized_conversion_cast %180 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %182 = builtin.unrealized_conversion_cast %181 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %182, %38 : !llvm.ptr<3>, i32
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %183 = llvm.srem %52, %51 : i32
      %184 = llvm.icmp "slt" %183, %49 : i32
      nvvm.fence.mbarrier.init
      %185 = llvm.extractvalue %arg2[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %186 = llvm.extractvalue %185[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %187 = llvm.extractvalue %185[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %188 = llvm.mlir.constant(1 : i32) : i32
      %189 = llvm.mlir.constant(0 : i32) : i32
      %190 = llvm.mlir.constant(-1 : i32) : i32
      %191 = llvm.mlir.constant(true) : i1
      %192 = llvm.select %191, %190, %188 : i1, i32
      %193 = llvm.add %192, %186 : i32
      %194 = llvm.sdiv %193, %35 : i32
      %195 = llvm.add %194, %188 : i32
      %196 = llvm.sub %189, %186 : i32
      %197 = llvm.sdiv %196, %35 : i32
      %198 = llvm.sub %189, %197 : i32
      %199 = llvm.icmp "slt" %186, %189 : i32
      %200 = llvm.icmp "sgt" %186, %189 : i32
      %201 = llvm.mlir.constant(false) : i1
      %202 = llvm.mlir.constant(true) : i1
      %203 = llvm.and %199, %201 : i1
      %204 = llvm.and %200, %202 : i1
      %205 = llvm.or %203, %204 : i1
      %206 = llvm.select %205, %195, %198 : i1, i32
      %207 = llvm.mlir.constant(1 : i32) : i32
      %208 = llvm.mlir.constant(0 : i32) : i32
      %209 = llvm.mlir.constant(-1 : i32) : i32
      %210 = llvm.mlir.constant(true) : i1
      %211 = llvm.select %210, %209, %207 : i1, i32
      %212 = llvm.add %211, %187 : i32
      %213 = llvm.sdiv %212, %34 : i32
      %214 = llvm.add %213, %207 : i32
      %215 = llvm.sub %208, %187 : i32
      %216 = llvm.sdiv %215, %34 : i32
      %217 = llvm.sub %208, %216 : i32
      %218 = llvm.icmp "slt" %187, %208 : i32
      %219 = llvm.icmp "sgt" %187, %208 : i32
      %220 = llvm.mlir.constant(false) : i1
      %221 = llvm.mlir.constant(true) : i1
      %222 = llvm.and %218, %220 : i1
      %223 = llvm.and %219, %221 : i1
      %224 = llvm.or %222, %223 : i1
      %225 = llvm.select %224, %214, %217 : i1, i32
      %226 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %227 = llvm.insertvalue %206, %226[0] : !llvm.struct<(i32, i32)>
      %228 = llvm.insertvalue %225, %227[1] : !llvm.struct<(i32, i32)>
      %229 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %230 = llvm.insertvalue %228, %229[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %231 = llvm.insertvalue %33, %230[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %232 = llvm.extractvalue %231[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %233 = llvm.extractvalue %231[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %234 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %235 = llvm.insertvalue %233, %234[0] : !llvm.struct<(i32, struct<()>)>
      %236 = llvm.insertvalue %32, %235[1] : !llvm.struct<(i32, struct<()>)>
      %237 = llvm.extractvalue %231[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %238 = llvm.extractvalue %237[0] : !llvm.struct<(i32, i32)>
      %239 = llvm.extractvalue %237[1] : !llvm.struct<(i32, i32)>
      %240 = llvm.extractvalue %231[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %241 = llvm.mlir.constant(128 : i32) : i32
      %242 = llvm.mul %108, %241 : i32
      %243 = llvm.extractvalue %arg2[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %244 = llvm.extractvalue %arg4[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %245 = llvm.extractvalue %244[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %246 = llvm.extractvalue %244[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %247 = llvm.mlir.constant(1 : i32) : i32
      %248 = llvm.mlir.constant(0 : i32) : i32
      %249 = llvm.mlir.constant(-1 : i32) : i32
      %250 = llvm.mlir.constant(true) : i1
      %251 = llvm.select %250, %249, %247 : i1, i32
      %252 = llvm.add %251, %245 : i32
      %253 = llvm.sdiv %252, %35 : i32
      %254 = llvm.add %253, %247 : i32
      %255 = llvm.sub %248, %245 : i32
      %256 = llvm.sdiv %255, %35 : i32
      %257 = llvm.sub %248, %256 : i32
      %258 = llvm.icmp "slt" %245, %248 : i32
      %259 = llvm.icmp "sgt" %245, %248 : i32
      %260 = llvm.mlir.constant(false) : i1
      %261 = llvm.mlir.constant(true) : i1
      %262 = llvm.and %258, %260 : i1
      %263 = llvm.and %259, %261 : i1
      %264 = llvm.or %262, %263 : i1
      %265 = llvm.select %264, %254, %257 : i1, i32
      %266 = llvm.mlir.constant(1 : i32) : i32
      %267 = llvm.mlir.constant(0 : i32) : i32
      %268 = llvm.mlir.constant(-1 : i32) : i32
      %269 = llvm.mlir.constant(true) : i1
      %270 = llvm.select %269, %268, %266 : i1, i32
      %271 = llvm.add %270, %246 : i32
      %272 = llvm.sdiv %271, %34 : i32
      %273 = llvm.add %272, %266 : i32
      %274 = llvm.sub %267, %246 : i32
      %275 = llvm.sdiv %274, %34 : i32
      %276 = llvm.sub %267, %275 : i32
      %277 = llvm.icmp "slt" %246, %267 : i32
      %278 = llvm.icmp "sgt" %246, %267 : i32
      %279 = llvm.mlir.constant(false) : i1
      %280 = llvm.mlir.constant(true) : i1
      %281 = llvm.and %277, %279 : i1
      %282 = llvm.and %278, %280 : i1
      %283 = llvm.or %281, %282 : i1
      %284 = llvm.select %283, %273, %276 : i1, i32
      %285 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %286 = llvm.insertvalue %265, %285[0] : !llvm.struct<(i32, i32)>
      %287 = llvm.insertvalue %284, %286[1] : !llvm.struct<(i32, i32)>
      %288 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %289 = llvm.insertvalue %287, %288[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %290 = llvm.insertvalue %33, %289[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %291 = llvm.extractvalue %290[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %292 = llvm.extractvalue %290[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %293 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %294 = llvm.insertvalue %292, %293[0] : !llvm.struct<(i32, struct<()>)>
      %295 = llvm.insertvalue %32, %294[1] : !llvm.struct<(i32, struct<()>)>
      %296 = llvm.extractvalue %290[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %297 = llvm.extractvalue %296[0] : !llvm.struct<(i32, i32)>
      %298 = llvm.extractvalue %296[1] : !llvm.struct<(i32, i32)>
      %299 = llvm.extractvalue %290[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %300 = llvm.mlir.constant(128 : i32) : i32
      %301 = llvm.mul %119, %300 : i32
      %302 = llvm.extractvalue %arg4[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %303 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %304 = llvm.insertvalue %108, %303[0] : !llvm.struct<(i32, i32)>
      %305 = llvm.insertvalue %119, %304[1] : !llvm.struct<(i32, i32)>
      %306 = llvm.extractvalue %arg5[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %307 = llvm.extractvalue %306[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %308 = llvm.extractvalue %306[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %309 = llvm.extractvalue %306[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %310 = llvm.mlir.constant(1 : i32) : i32
      %311 = llvm.mlir.constant(0 : i32) : i32
      %312 = llvm.mlir.constant(-1 : i32) : i32
      %313 = llvm.mlir.constant(true) : i1
      %314 = llvm.select %313, %312, %310 : i1, i32
      %315 = llvm.add %314, %307 : i32
      %316 = llvm.sdiv %315, %35 : i32
      %317 = llvm.add %316, %310 : i32
      %318 = llvm.sub %311, %307 : i32
      %319 = llvm.sdiv %318, %35 : i32
      %320 = llvm.sub %311, %319 : i32
      %321 = llvm.icmp "slt" %307, %311 : i32
      %322 = llvm.icmp "sgt" %307, %311 : i32
      %323 = llvm.mlir.constant(false) : i1
      %324 = llvm.mlir.constant(true) : i1
      %325 = llvm.and %321, %323 : i1
      %326 = llvm.and %322, %324 : i1
      %327 = llvm.or %325, %326 : i1
      %328 = llvm.select %327, %317, %320 : i1, i32
      %329 = llvm.mul %309, %31 : i64
      %330 = llvm.mlir.constant(1 : i32) : i32
      %331 = llvm.mlir.constant(0 : i32) : i32
      %332 = llvm.mlir.constant(-1 : i32) : i32
      %333 = llvm.mlir.constant(true) : i1
      %334 = llvm.select %333, %332, %330 : i1, i32
      %335 = llvm.add %334, %308 : i32
      %336 = llvm.sdiv %335, %35 : i32
      %337 = llvm.add %336, %330 : i32
      %338 = llvm.sub %331, %308 : i32
      %339 = llvm.sdiv %338, %35 : i32
      %340 = llvm.sub %331, %339 : i32
      %341 = llvm.icmp "slt" %308, %331 : i32
      %342 = llvm.icmp "sgt" %308, %331 : i32
      %343 = llvm.mlir.constant(false) : i1
      %344 = llvm.mlir.constant(true) : i1
      %345 = llvm.and %341, %343 : i1
      %346 = llvm.and %342, %344 : i1
      %347 = llvm.or %345, %346 : i1
      %348 = llvm.select %347, %337, %340 : i1, i32
      %349 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %350 = llvm.insertvalue %328, %349[0] : !llvm.struct<(i32, i32)>
      %351 = llvm.insertvalue %348, %350[1] : !llvm.struct<(i32, i32)>
      %352 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %353 = llvm.insertvalue %309, %352[0] : !llvm.struct<(i64, i64)>
      %354 = llvm.insertvalue %329, %353[1] : !llvm.struct<(i64, i64)>
      %355 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %356 = llvm.insertvalue %351, %355[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %357 = llvm.insertvalue %354, %356[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %358 = llvm.extractvalue %357[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %359 = llvm.extractvalue %357[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %360 = llvm.extractvalue %357[1, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %361 = llvm.extractvalue %357[1, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %362 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %363 = llvm.insertvalue %30, %362[0] : !llvm.struct<(struct<()>, i64)>
      %364 = llvm.insertvalue %360, %363[1] : !llvm.struct<(struct<()>, i64)>
      %365 = llvm.extractvalue %357[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %366 = llvm.extractvalue %365[0] : !llvm.struct<(i32, i32)>
      %367 = llvm.extractvalue %365[1] : !llvm.struct<(i32, i32)>
      %368 = llvm.extractvalue %357[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %369 = llvm.extractvalue %368[0] : !llvm.struct<(i64, i64)>
      %370 = llvm.extractvalue %368[1] : !llvm.struct<(i64, i64)>
      %371 = llvm.extractvalue %305[0] : !llvm.struct<(i32, i32)>
      %372 = llvm.extractvalue %305[1] : !llvm.struct<(i32, i32)>
      %373 = llvm.sext %371 : i32 to i64
      %374 = llvm.mul %373, %370 : i64
      %375 = llvm.mlir.constant(128 : i32) : i32
      %376 = llvm.mul %372, %375 : i32
      %377 = llvm.sext %376 : i32 to i64
      %378 = llvm.add %374, %377 : i64
      %379 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %380 = llvm.getelementptr %379[%378] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %381 = llvm.extractvalue %236[0] : !llvm.struct<(i32, struct<()>)>
      %382 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %383 = llvm.insertvalue %381, %382[0] : !llvm.struct<(i32, struct<()>)>
      %384 = llvm.insertvalue %29, %383[1] : !llvm.struct<(i32, struct<()>)>
      %385 = llvm.extractvalue %384[0] : !llvm.struct<(i32, struct<()>)>
      %386 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %387 = llvm.insertvalue %385, %386[0] : !llvm.struct<(i32, struct<()>)>
      %388 = llvm.insertvalue %28, %387[1] : !llvm.struct<(i32, struct<()>)>
      %389 = llvm.extractvalue %295[0] : !llvm.struct<(i32, struct<()>)>
      %390 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %391 = llvm.insertvalue %389, %390[0] : !llvm.struct<(i32, struct<()>)>
      %392 = llvm.insertvalue %29, %391[1] : !llvm.struct<(i32, struct<()>)>
      %393 = llvm.extractvalue %392[0] : !llvm.struct<(i32, struct<()>)>
      %394 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %395 = llvm.insertvalue %393, %394[0] : !llvm.struct<(i32, struct<()>)>
      %396 = llvm.insertvalue %28, %395[1] : !llvm.struct<(i32, struct<()>)>
      %397 = llvm.ptrtoint %130 : !llvm.ptr<3> to i32
      %398 = llvm.mlir.constant(4 : i32) : i32
      %399 = llvm.lshr %397, %398 : i32
      %400 = llvm.mlir.constant(0 : i64) : i64
      %401 = llvm.mlir.constant(16383 : i32) : i32
      %402 = llvm.and %399, %401 : i32
      %403 = llvm.zext %402 : i32 to i64
      %404 = llvm.mlir.constant(0 : i64) : i64
      %405 = llvm.mlir.constant(1 : i32) : i32
      %406 = llvm.mlir.constant(16383 : i32) : i32
      %407 = llvm.mlir.constant(1 : i32) : i32
      %408 = llvm.zext %407 : i32 to i64
      %409 = llvm.mlir.constant(16 : i64) : i64
      %410 = llvm.shl %408, %409 : i64
      %411 = llvm.or %403, %410 : i64
      %412 = llvm.mlir.constant(64 : i32) : i32
      %413 = llvm.mlir.constant(16383 : i32) : i32
      %414 = llvm.mlir.constant(64 : i32) : i32
      %415 = llvm.zext %414 : i32 to i64
      %416 = llvm.mlir.constant(32 : i64) : i64
      %417 = llvm.shl %415, %416 : i64
      %418 = llvm.or %411, %417 : i64
      %419 = llvm.mlir.constant(0 : i8) : i8
      %420 = llvm.mlir.constant(0 : i32) : i32
      %421 = llvm.mlir.constant(7 : i32) : i32
      %422 = llvm.and %420, %421 : i32
      %423 = llvm.zext %422 : i32 to i64
      %424 = llvm.mlir.constant(49 : i64) : i64
      %425 = llvm.shl %423, %424 : i64
      %426 = llvm.or %418, %425 : i64
      %427 = llvm.mlir.constant(1 : i8) : i8
      %428 = llvm.mlir.constant(1 : i32) : i32
      %429 = llvm.mlir.constant(3 : i32) : i32
      %430 = llvm.and %428, %429 : i32
      %431 = llvm.zext %430 : i32 to i64
      %432 = llvm.mlir.constant(62 : i64) : i64
      %433 = llvm.shl %431, %432 : i64
      %434 = llvm.or %426, %433 : i64
      %435 = llvm.ptrtoint %132 : !llvm.ptr<3> to i32
      %436 = llvm.mlir.constant(4 : i32) : i32
      %437 = llvm.lshr %435, %436 : i32
      %438 = llvm.mlir.constant(0 : i64) : i64
      %439 = llvm.mlir.constant(16383 : i32) : i32
      %440 = llvm.and %437, %439 : i32
      %441 = llvm.zext %440 : i32 to i64
      %442 = llvm.mlir.constant(0 : i64) : i64
      %443 = llvm.mlir.constant(1 : i32) : i32
      %444 = llvm.mlir.constant(16383 : i32) : i32
      %445 = llvm.mlir.constant(1 : i32) : i32
      %446 = llvm.zext %445 : i32 to i64
      %447 = llvm.mlir.constant(16 : i64) : i64
      %448 = llvm.shl %446, %447 : i64
      %449 = llvm.or %441, %448 : i64
      %450 = llvm.mlir.constant(64 : i32) : i32
      %451 = llvm.mlir.constant(16383 : i32) : i32
      %452 = llvm.mlir.constant(64 : i32) : i32
      %453 = llvm.zext %452 : i32 to i64
      %454 = llvm.mlir.constant(32 : i64) : i64
      %455 = llvm.shl %453, %454 : i64
      %456 = llvm.or %449, %455 : i64
      %457 = llvm.mlir.constant(0 : i8) : i8
      %458 = llvm.mlir.constant(0 : i32) : i32
      %459 = llvm.mlir.constant(7 : i32) : i32
      %460 = llvm.and %458, %459 : i32
      %461 = llvm.zext %460 : i32 to i64
      %462 = llvm.mlir.constant(49 : i64) : i64
      %463 = llvm.shl %461, %462 : i64
      %464 = llvm.or %456, %463 : i64
      %465 = llvm.mlir.constant(1 : i8) : i8
      %466 = llvm.mlir.constant(1 : i32) : i32
      %467 = llvm.mlir.constant(3 : i32) : i32
      %468 = llvm.and %466, %467 : i32
      %469 = llvm.zext %468 : i32 to i64
      %470 = llvm.mlir.constant(62 : i64) : i64
      %471 = llvm.shl %469, %470 : i64
      %472 = llvm.or %464, %471 : i64
      %473 = llvm.extractvalue %364[1] : !llvm.struct<(struct<()>, i64)>
      %474 = llvm.mul %473, %27 : i64
      %475 = llvm.mul %473, %26 : i64
      %476 = llvm.mul %473, %25 : i64
      %477 = llvm.srem %52, %35 : i32
      %478 = llvm.srem %477, %35 : i32
      %479 = llvm.sdiv %478, %38 : i32
      %480 = llvm.srem %478, %38 : i32
      %481 = llvm.mul %480, %24 : i32
      %482 = llvm.sdiv %479, %48 : i32
      %483 = llvm.srem %479, %48 : i32
      %484 = llvm.sext %483 : i32 to i64
      %485 = llvm.mul %484, %473 : i64
      %486 = llvm.sext %481 : i32 to i64
      %487 = llvm.add %486, %485 : i64
      %488 = llvm.sext %482 : i32 to i64
      %489 = llvm.mul %488, %475 : i64
      %490 = llvm.add %487, %489 : i64
      %491 = llvm.getelementptr %380[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %492 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %493 = llvm.insertvalue %476, %492[0] : !llvm.struct<(i64, i64)>
      %494 = llvm.insertvalue %474, %493[1] : !llvm.struct<(i64, i64)>
      %495 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %496 = llvm.insertvalue %23, %495[0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %497 = llvm.insertvalue %494, %496[1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %498 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %499 = llvm.insertvalue %7, %498[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %500 = llvm.insertvalue %4, %499[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      nvvm.barrier
      %501 = llvm.extractvalue %236[0] : !llvm.struct<(i32, struct<()>)>
      llvm.cond_br %81, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %502 = llvm.icmp "slt" %501, %21 : i32
      %503 = llvm.select %502, %501, %21 : i1, i32
      %504 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %505 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %506 = llvm.insertvalue %504, %505[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %507 = llvm.extractvalue %506[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %508 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %509 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %510 = llvm.insertvalue %508, %509[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %511 = llvm.extractvalue %510[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      llvm.br ^bb9(%50, %50, %50, %49 : i32, i32, i32, i32)
    ^bb9(%512: i32, %513: i32, %514: i32, %515: i32):  // 2 preds: ^bb7, ^bb10
      %516 = llvm.icmp "slt" %512, %503 : i32
      llvm.cond_br %516, ^bb11, ^bb12 {loop_annotation = #loop_annotation_1d06}
    ^bb11:  // pred: ^bb9
      %517 = llvm.getelementptr %155[%514] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %518 = builtin.unrealized_conversion_cast %517 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %519 = builtin.unrealized_conversion_cast %518 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %519, %515, %20 : !llvm.ptr<3>, i32, i32
      %520 = nvvm.elect.sync -> i1
      llvm.cond_br %520, ^bb13, ^bb14
    ^bb13:  // pred: ^bb11
      %521 = llvm.getelementptr %121[%514] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %522 = builtin.unrealized_conversion_cast %521 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %523 = builtin.unrealized_conversion_cast %522 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %523, %19 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb11, ^bb13
      %524 = llvm.getelementptr %121[%514] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %525 = llvm.extractvalue %388[0] : !llvm.struct<(i32, struct<()>)>
      %526 = llvm.extractvalue %388[1] : !llvm.struct<(i32, struct<()>)>
      %527 = llvm.mlir.constant(64 : i32) : i32
      %528 = llvm.mul %513, %527 : i32
      %529 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %530 = llvm.insertvalue %528, %529[0] : !llvm.struct<(i32, i32)>
      %531 = llvm.insertvalue %242, %530[1] : !llvm.struct<(i32, i32)>
      %532 = llvm.extractvalue %531[0] : !llvm.struct<(i32, i32)>
      %533 = llvm.extractvalue %531[1] : !llvm.struct<(i32, i32)>
      %534 = llvm.extractvalue %18[0] : !llvm.struct<(struct<()>, struct<()>)>
      %535 = llvm.extractvalue %18[1] : !llvm.struct<(struct<()>, struct<()>)>
      %536 = llvm.mlir.constant(8192 : i32) : i32
      %537 = llvm.mul %514, %536 : i32
      %538 = llvm.getelementptr %130[%537] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %539 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %540 = llvm.insertvalue %532, %539[0] : !llvm.struct<(i32, i32)>
      %541 = llvm.insertvalue %533, %540[1] : !llvm.struct<(i32, i32)>
      %542 = llvm.insertvalue %524, %506[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %543 = llvm.extractvalue %542[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %544 = llvm.getelementptr %543[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %545 = llvm.extractvalue %541[0] : !llvm.struct<(i32, i32)>
      %546 = llvm.extractvalue %541[1] : !llvm.struct<(i32, i32)>
      %547 = nvvm.elect.sync -> i1
      scf.if %547 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %538, %544, %524, box[%545, %546] l2_cache_hint = %507 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %548 = llvm.extractvalue %396[0] : !llvm.struct<(i32, struct<()>)>
      %549 = llvm.extractvalue %396[1] : !llvm.struct<(i32, struct<()>)>
      %550 = llvm.mlir.constant(64 : i32) : i32
      %551 = llvm.mul %513, %550 : i32
      %552 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %553 = llvm.insertvalue %551, %552[0] : !llvm.struct<(i32, i32)>
      %554 = llvm.insertvalue %301, %553[1] : !llvm.struct<(i32, i32)>
      %555 = llvm.extractvalue %554[0] : !llvm.struct<(i32, i32)>
      %556 = llvm.extractvalue %554[1] : !llvm.struct<(i32, i32)>
      %557 = llvm.getelementptr %132[%537] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %558 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %559 = llvm.insertvalue %555, %558[0] : !llvm.struct<(i32, i32)>
      %560 = llvm.insertvalue %556, %559[1] : !llvm.struct<(i32, i32)>
      %561 = llvm.insertvalue %524, %510[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %562 = llvm.extractvalue %561[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %563 = llvm.getelementptr %562[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %564 = llvm.extractvalue %560[0] : !llvm.struct<(i32, i32)>
      %565 = llvm.extractvalue %560[1] : !llvm.struct<(i32, i32)>
      %566 = nvvm.elect.sync -> i1
      scf.if %566 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %557, %563, %524, box[%564, %565] l2_cache_hint = %511 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %567 = llvm.add %514, %49 : i32
      %568 = llvm.add %513, %49 : i32
      %569 = llvm.icmp "eq" %567, %21 : i32
      %570 = llvm.select %569, %50, %567 : i1, i32
      llvm.cond_br %569, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %571 = llvm.xor %515, %49 : i32
      llvm.br ^bb17(%571 : i32)
    ^bb16:  // pred: ^bb14
      llvm.br ^bb17(%515 : i32)
    ^bb17(%572: i32):  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb10
    ^bb10:  // pred: ^bb17
      %573 = llvm.add %512, %49 : i32
      llvm.br ^bb9(%573, %568, %570, %572 : i32, i32, i32, i32)
    ^bb12:  // pred: ^bb9
      llvm.br ^bb18(%513, %514, %515 : i32, i32, i32)
    ^bb8:  // pred: ^bb6
      llvm.br ^bb18(%50, %50, %49 : i32, i32, i32)
    ^bb18(%574: i32, %575: i32, %576: i32):  // 2 preds: ^bb12, ^bb8
      llvm.br ^bb19
    ^bb19:  // pred: ^bb18
      %577 = builtin.unrealized_conversion_cast %123 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %577, %50, %20 : !llvm.ptr<3>, i32, i32
      nvvm.wgmma.fence.aligned
      %578 = llvm.extractvalue %500[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb20(%50 : i32)
    ^bb20(%579: i32):  // 2 preds: ^bb19, ^bb21
      %580 = llvm.icmp "slt" %579, %24 : i32
      llvm.cond_br %580, ^bb21, ^bb22 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb21:  // pred: ^bb20
      %581 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %582 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %583 = llvm.mlir.constant(512 : i32) : i32
      %584 = llvm.mul %579, %583 : i32
      %585 = llvm.mlir.constant(0 : i32) : i32
      %586 = llvm.bitcast %434 : i64 to vector<2xi32>
      %587 = llvm.extractelement %586[%585 : i32] : vector<2xi32>
      %588 = llvm.add %587, %584 : i32
      %589 = llvm.insertelement %588, %586[%585 : i32] : vector<2xi32>
      %590 = llvm.bitcast %589 : vector<2xi32> to i64
      %591 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %592 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %593 = llvm.mlir.constant(64 : i32) : i32
      %594 = llvm.mul %579, %593 : i32
      %595 = llvm.getelementptr %578[%594] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %596 = builtin.unrealized_conversion_cast %595 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %597 = builtin.unrealized_conversion_cast %596 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %598 = llvm.load %597 : !llvm.ptr -> f32
      %599 = llvm.getelementptr %597[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %600 = llvm.load %599 : !llvm.ptr -> f32
      %601 = llvm.getelementptr %597[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %602 = llvm.load %601 : !llvm.ptr -> f32
      %603 = llvm.getelementptr %597[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %604 = llvm.load %603 : !llvm.ptr -> f32
      %605 = llvm.getelementptr %597[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %606 = llvm.load %605 : !llvm.ptr -> f32
      %607 = llvm.getelementptr %597[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %608 = llvm.load %607 : !llvm.ptr -> f32
      %609 = llvm.getelementptr %597[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %610 = llvm.load %609 : !llvm.ptr -> f32
      %611 = llvm.getelementptr %597[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %612 = llvm.load %611 : !llvm.ptr -> f32
      %613 = llvm.getelementptr %597[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %614 = llvm.load %613 : !llvm.ptr -> f32
      %615 = llvm.getelementptr %597[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %616 = llvm.load %615 : !llvm.ptr -> f32
      %617 = llvm.getelementptr %597[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %618 = llvm.load %617 : !llvm.ptr -> f32
      %619 = llvm.getelementptr %597[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %620 = llvm.load %619 : !llvm.ptr -> f32
      %621 = llvm.getelementptr %597[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %622 = llvm.load %621 : !llvm.ptr -> f32
      %623 = llvm.getelementptr %597[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %624 = llvm.load %623 : !llvm.ptr -> f32
      %625 = llvm.getelementptr %597[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %626 = llvm.load %625 : !llvm.ptr -> f32
      %627 = llvm.getelementptr %597[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %628 = llvm.load %627 : !llvm.ptr -> f32
      %629 = llvm.getelementptr %597[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %630 = llvm.load %629 : !llvm.ptr -> f32
      %631 = llvm.getelementptr %597[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %632 = llvm.load %631 : !llvm.ptr -> f32
      %633 = llvm.getelementptr %597[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %634 = llvm.load %633 : !llvm.ptr -> f32
      %635 = llvm.getelementptr %597[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %636 = llvm.load %635 : !llvm.ptr -> f32
      %637 = llvm.getelementptr %597[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %638 = llvm.load %637 : !llvm.ptr -> f32
      %639 = llvm.getelementptr %597[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %640 = llvm.load %639 : !llvm.ptr -> f32
      %641 = llvm.getelementptr %597[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %642 = llvm.load %641 : !llvm.ptr -> f32
      %643 = llvm.getelementptr %597[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %644 = llvm.load %643 : !llvm.ptr -> f32
      %645 = llvm.getelementptr %597[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %646 = llvm.load %645 : !llvm.ptr -> f32
      %647 = llvm.getelementptr %597[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %648 = llvm.load %647 : !llvm.ptr -> f32
      %649 = llvm.getelementptr %597[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %650 = llvm.load %649 : !llvm.ptr -> f32
      %651 = llvm.getelementptr %597[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %652 = llvm.load %651 : !llvm.ptr -> f32
      %653 = llvm.getelementptr %597[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %654 = llvm.load %653 : !llvm.ptr -> f32
      %655 = llvm.getelementptr %597[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %656 = llvm.load %655 : !llvm.ptr -> f32
      %657 = llvm.getelementptr %597[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %658 = llvm.load %657 : !llvm.ptr -> f32
      %659 = llvm.getelementptr %597[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %660 = llvm.load %659 : !llvm.ptr -> f32
      %661 = llvm.getelementptr %597[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %662 = llvm.load %661 : !llvm.ptr -> f32
      %663 = llvm.getelementptr %597[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %664 = llvm.load %663 : !llvm.ptr -> f32
      %665 = llvm.getelementptr %597[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %666 = llvm.load %665 : !llvm.ptr -> f32
      %667 = llvm.getelementptr %597[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %668 = llvm.load %667 : !llvm.ptr -> f32
      %669 = llvm.getelementptr %597[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %670 = llvm.load %669 : !llvm.ptr -> f32
      %671 = llvm.getelementptr %597[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %672 = llvm.load %671 : !llvm.ptr -> f32
      %673 = llvm.getelementptr %597[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %674 = llvm.load %673 : !llvm.ptr -> f32
      %675 = llvm.getelementptr %597[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %676 = llvm.load %675 : !llvm.ptr -> f32
      %677 = llvm.getelementptr %597[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %678 = llvm.load %677 : !llvm.ptr -> f32
      %679 = llvm.getelementptr %597[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %680 = llvm.load %679 : !llvm.ptr -> f32
      %681 = llvm.getelementptr %597[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %682 = llvm.load %681 : !llvm.ptr -> f32
      %683 = llvm.getelementptr %597[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %684 = llvm.load %683 : !llvm.ptr -> f32
      %685 = llvm.getelementptr %597[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %686 = llvm.load %685 : !llvm.ptr -> f32
      %687 = llvm.getelementptr %597[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %688 = llvm.load %687 : !llvm.ptr -> f32
      %689 = llvm.getelementptr %597[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %690 = llvm.load %689 : !llvm.ptr -> f32
      %691 = llvm.getelementptr %597[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %692 = llvm.load %691 : !llvm.ptr -> f32
      %693 = llvm.getelementptr %597[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %694 = llvm.load %693 : !llvm.ptr -> f32
      %695 = llvm.getelementptr %597[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %696 = llvm.load %695 : !llvm.ptr -> f32
      %697 = llvm.getelementptr %597[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %698 = llvm.load %697 : !llvm.ptr -> f32
      %699 = llvm.getelementptr %597[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %700 = llvm.load %699 : !llvm.ptr -> f32
      %701 = llvm.getelementptr %597[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %702 = llvm.load %701 : !llvm.ptr -> f32
      %703 = llvm.getelementptr %597[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %704 = llvm.load %703 : !llvm.ptr -> f32
      %705 = llvm.getelementptr %597[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %706 = llvm.load %705 : !llvm.ptr -> f32
      %707 = llvm.getelementptr %597[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %708 = llvm.load %707 : !llvm.ptr -> f32
      %709 = llvm.getelementptr %597[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %710 = llvm.load %709 : !llvm.ptr -> f32
      %711 = llvm.getelementptr %597[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %712 = llvm.load %711 : !llvm.ptr -> f32
      %713 = llvm.getelementptr %597[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %714 = llvm.load %713 : !llvm.ptr -> f32
      %715 = llvm.getelementptr %597[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %716 = llvm.load %715 : !llvm.ptr -> f32
      %717 = llvm.getelementptr %597[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %718 = llvm.load %717 : !llvm.ptr -> f32
      %719 = llvm.getelementptr %597[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %720 = llvm.load %719 : !llvm.ptr -> f32
      %721 = llvm.getelementptr %597[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %722 = llvm.load %721 : !llvm.ptr -> f32
      %723 = llvm.getelementptr %597[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %724 = llvm.load %723 : !llvm.ptr -> f32
      %725 = llvm.mlir.constant(0 : i32) : i32
      %726 = llvm.mlir.constant(1 : i32) : i32
      %727 = llvm.mlir.constant(1 : i32) : i32
      %728 = llvm.mlir.constant(0 : i32) : i32
      %729 = llvm.mlir.constant(0 : i32) : i32
      %730 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %598, %600, %602, %604, %606, %608, %610, %612, %614, %616, %618, %620, %622, %624, %626, %628, %630, %632, %634, %636, %638, %640, %642, %644, %646, %648, %650, %652, %654, %656, %658, %660, %662, %664, %666, %668, %670, %672, %674, %676, %678, %680, %682, %684, %686, %688, %690, %692, %694, %696, %698, %700, %702, %704, %706, %708, %710, %712, %714, %716, %718, %720, %722, %724, %590, %472, %37, %726, %727, %728, %729 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %731 = llvm.extractvalue %730[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %732 = llvm.extractvalue %730[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %733 = llvm.extractvalue %730[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %734 = llvm.extractvalue %730[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %735 = llvm.extractvalue %730[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %736 = llvm.extractvalue %730[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %737 = llvm.extractvalue %730[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %738 = llvm.extractvalue %730[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %739 = llvm.extractvalue %730[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %740 = llvm.extractvalue %730[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %741 = llvm.extractvalue %730[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %742 = llvm.extractvalue %730[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %743 = llvm.extractvalue %730[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %744 = llvm.extractvalue %730[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %745 = llvm.extractvalue %730[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %746 = llvm.extractvalue %730[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %747 = llvm.extractvalue %730[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %748 = llvm.extractvalue %730[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %749 = llvm.extractvalue %730[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %750 = llvm.extractvalue %730[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %751 = llvm.extractvalue %730[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %752 = llvm.extractvalue %730[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %753 = llvm.extractvalue %730[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %754 = llvm.extractvalue %730[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %755 = llvm.extractvalue %730[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %756 = llvm.extractvalue %730[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %757 = llvm.extractvalue %730[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %758 = llvm.extractvalue %730[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %759 = llvm.extractvalue %730[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %760 = llvm.extractvalue %730[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %761 = llvm.extractvalue %730[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %762 = llvm.extractvalue %730[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %763 = llvm.extractvalue %730[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %764 = llvm.extractvalue %730[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %765 = llvm.extractvalue %730[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %766 = llvm.extractvalue %730[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %767 = llvm.extractvalue %730[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %768 = llvm.extractvalue %730[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %769 = llvm.extractvalue %730[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %770 = llvm.extractvalue %730[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %771 = llvm.extractvalue %730[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %772 = llvm.extractvalue %730[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %773 = llvm.extractvalue %730[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %774 = llvm.extractvalue %730[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %775 = llvm.extractvalue %730[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %776 = llvm.extractvalue %730[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %777 = llvm.extractvalue %730[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %778 = llvm.extractvalue %730[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %779 = llvm.extractvalue %730[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %780 = llvm.extractvalue %730[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %781 = llvm.extractvalue %730[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %782 = llvm.extractvalue %730[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %783 = llvm.extractvalue %730[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %784 = llvm.extractvalue %730[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %785 = llvm.extractvalue %730[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %786 = llvm.extractvalue %730[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %787 = llvm.extractvalue %730[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %788 = llvm.extractvalue %730[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %789 = llvm.extractvalue %730[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %790 = llvm.extractvalue %730[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %791 = llvm.extractvalue %730[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %792 = llvm.extractvalue %730[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %793 = llvm.extractvalue %730[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %794 = llvm.extractvalue %730[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %731, %597 : f32, !llvm.ptr
      llvm.store %732, %599 : f32, !llvm.ptr
      llvm.store %733, %601 : f32, !llvm.ptr
      llvm.store %734, %603 : f32, !llvm.ptr
      llvm.store %735, %605 : f32, !llvm.ptr
      llvm.store %736, %607 : f32, !llvm.ptr
      llvm.store %737, %609 : f32, !llvm.ptr
      llvm.store %738, %611 : f32, !llvm.ptr
      llvm.store %739, %613 : f32, !llvm.ptr
      llvm.store %740, %615 : f32, !llvm.ptr
      llvm.store %741, %617 : f32, !llvm.ptr
      llvm.store %742, %619 : f32, !llvm.ptr
      llvm.store %743, %621 : f32, !llvm.ptr
      llvm.store %744, %623 : f32, !llvm.ptr
      llvm.store %745, %625 : f32, !llvm.ptr
      llvm.store %746, %627 : f32, !llvm.ptr
      llvm.store %747, %629 : f32, !llvm.ptr
      llvm.store %748, %631 : f32, !llvm.ptr
      llvm.store %749, %633 : f32, !llvm.ptr
      llvm.store %750, %635 : f32, !llvm.ptr
      llvm.store %751, %637 : f32, !llvm.ptr
      llvm.store %752, %639 : f32, !llvm.ptr
      llvm.store %753, %641 : f32, !llvm.ptr
      llvm.store %754, %643 : f32, !llvm.ptr
      llvm.store %755, %645 : f32, !llvm.ptr
      llvm.store %756, %647 : f32, !llvm.ptr
      llvm.store %757, %649 : f32, !llvm.ptr
      llvm.store %758, %651 : f32, !llvm.ptr
      llvm.store %759, %653 : f32, !llvm.ptr
      llvm.store %760, %655 : f32, !llvm.ptr
      llvm.store %761, %657 : f32, !llvm.ptr
      llvm.store %762, %659 : f32, !llvm.ptr
      llvm.store %763, %661 : f32, !llvm.ptr
      llvm.store %764, %663 : f32, !llvm.ptr
      llvm.store %765, %665 : f32, !llvm.ptr
      llvm.store %766, %667 : f32, !llvm.ptr
      llvm.store %767, %669 : f32, !llvm.ptr
      llvm.store %768, %671 : f32, !llvm.ptr
      llvm.store %769, %673 : f32, !llvm.ptr
      llvm.store %770, %675 : f32, !llvm.ptr
      llvm.store %771, %677 : f32, !llvm.ptr
      llvm.store %772, %679 : f32, !llvm.ptr
      llvm.store %773, %681 : f32, !llvm.ptr
      llvm.store %774, %683 : f32, !llvm.ptr
      llvm.store %775, %685 : f32, !llvm.ptr
      llvm.store %776, %687 : f32, !llvm.ptr
      llvm.store %777, %689 : f32, !llvm.ptr
      llvm.store %778, %691 : f32, !llvm.ptr
      llvm.store %779, %693 : f32, !llvm.ptr
      llvm.store %780, %695 : f32, !llvm.ptr
      llvm.store %781, %697 : f32, !llvm.ptr
      llvm.store %782, %699 : f32, !llvm.ptr
      llvm.store %783, %701 : f32, !llvm.ptr
      llvm.store %784, %703 : f32, !llvm.ptr
      llvm.store %785, %705 : f32, !llvm.ptr
      llvm.store %786, %707 : f32, !llvm.ptr
      llvm.store %787, %709 : f32, !llvm.ptr
      llvm.store %788, %711 : f32, !llvm.ptr
      llvm.store %789, %713 : f32, !llvm.ptr
      llvm.store %790, %715 : f32, !llvm.ptr
      llvm.store %791, %717 : f32, !llvm.ptr
      llvm.store %792, %719 : f32, !llvm.ptr
      llvm.store %793, %721 : f32, !llvm.ptr
      llvm.store %794, %723 : f32, !llvm.ptr
      %795 = llvm.add %579, %49 : i32
      llvm.br ^bb20(%795 : i32)
    ^bb22:  // pred: ^bb20
      %796 = llvm.mlir.undef : !llvm.struct<()>
      %797 = llvm.extractvalue %16[0] : !llvm.struct<(struct<()>, struct<()>)>
      %798 = llvm.extractvalue %16[1] : !llvm.struct<(struct<()>, struct<()>)>
      %799 = llvm.mlir.undef : !llvm.struct<()>
      %800 = llvm.mlir.constant(2 : i32) : i32
      %801 = llvm.mlir.constant(0 : i32) : i32
      %802 = llvm.bitcast %434 : i64 to vector<2xi32>
      %803 = llvm.extractelement %802[%801 : i32] : vector<2xi32>
      %804 = llvm.add %803, %800 : i32
      %805 = llvm.insertelement %804, %802[%801 : i32] : vector<2xi32>
      %806 = llvm.bitcast %805 : vector<2xi32> to i64
      %807 = llvm.extractvalue %15[0] : !llvm.struct<(struct<()>, struct<()>)>
      %808 = llvm.extractvalue %15[1] : !llvm.struct<(struct<()>, struct<()>)>
      %809 = llvm.mlir.undef : !llvm.struct<()>
      %810 = llvm.mlir.constant(2 : i32) : i32
      %811 = llvm.mlir.constant(0 : i32) : i32
      %812 = llvm.bitcast %472 : i64 to vector<2xi32>
      %813 = llvm.extractelement %812[%811 : i32] : vector<2xi32>
      %814 = llvm.add %813, %810 : i32
      %815 = llvm.insertelement %814, %812[%811 : i32] : vector<2xi32>
      %816 = llvm.bitcast %815 : vector<2xi32> to i64
      llvm.br ^bb23(%50 : i32)
    ^bb23(%817: i32):  // 2 preds: ^bb22, ^bb24
      %818 = llvm.icmp "slt" %817, %24 : i32
      llvm.cond_br %818, ^bb24, ^bb25 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb24:  // pred: ^bb23
      %819 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %820 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %821 = llvm.mlir.constant(512 : i32) : i32
      %822 = llvm.mul %817, %821 : i32
      %823 = llvm.mlir.constant(0 : i32) : i32
      %824 = llvm.bitcast %806 : i64 to vector<2xi32>
      %825 = llvm.extractelement %824[%823 : i32] : vector<2xi32>
      %826 = llvm.add %825, %822 : i32
      %827 = llvm.insertelement %826, %824[%823 : i32] : vector<2xi32>
      %828 = llvm.bitcast %827 : vector<2xi32> to i64
      %829 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %830 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %831 = llvm.mlir.constant(64 : i32) : i32
      %832 = llvm.mul %817, %831 : i32
      %833 = llvm.getelementptr %578[%832] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %834 = builtin.unrealized_conversion_cast %833 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %835 = builtin.unrealized_conversion_cast %834 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %836 = llvm.load %835 : !llvm.ptr -> f32
      %837 = llvm.getelementptr %835[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %838 = llvm.load %837 : !llvm.ptr -> f32
      %839 = llvm.getelementptr %835[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %840 = llvm.load %839 : !llvm.ptr -> f32
      %841 = llvm.getelementptr %835[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %842 = llvm.load %841 : !llvm.ptr -> f32
      %843 = llvm.getelementptr %835[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %844 = llvm.load %843 : !llvm.ptr -> f32
      %845 = llvm.getelementptr %835[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %846 = llvm.load %845 : !llvm.ptr -> f32
      %847 = llvm.getelementptr %835[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %848 = llvm.load %847 : !llvm.ptr -> f32
      %849 = llvm.getelementptr %835[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %850 = llvm.load %849 : !llvm.ptr -> f32
      %851 = llvm.getelementptr %835[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %852 = llvm.load %851 : !llvm.ptr -> f32
      %853 = llvm.getelementptr %835[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %854 = llvm.load %853 : !llvm.ptr -> f32
      %855 = llvm.getelementptr %835[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %856 = llvm.load %855 : !llvm.ptr -> f32
      %857 = llvm.getelementptr %835[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %858 = llvm.load %857 : !llvm.ptr -> f32
      %859 = llvm.getelementptr %835[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %860 = llvm.load %859 : !llvm.ptr -> f32
      %861 = llvm.getelementptr %835[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %862 = llvm.load %861 : !llvm.ptr -> f32
      %863 = llvm.getelementptr %835[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %864 = llvm.load %863 : !llvm.ptr -> f32
      %865 = llvm.getelementptr %835[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %866 = llvm.load %865 : !llvm.ptr -> f32
      %867 = llvm.getelementptr %835[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %868 = llvm.load %867 : !llvm.ptr -> f32
      %869 = llvm.getelementptr %835[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %870 = llvm.load %869 : !llvm.ptr -> f32
      %871 = llvm.getelementptr %835[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %872 = llvm.load %871 : !llvm.ptr -> f32
      %873 = llvm.getelementptr %835[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %874 = llvm.load %873 : !llvm.ptr -> f32
      %875 = llvm.getelementptr %835[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %876 = llvm.load %875 : !llvm.ptr -> f32
      %877 = llvm.getelementptr %835[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %878 = llvm.load %877 : !llvm.ptr -> f32
      %879 = llvm.getelementptr %835[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %880 = llvm.load %879 : !llvm.ptr -> f32
      %881 = llvm.getelementptr %835[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %882 = llvm.load %881 : !llvm.ptr -> f32
      %883 = llvm.getelementptr %835[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %884 = llvm.load %883 : !llvm.ptr -> f32
      %885 = llvm.getelementptr %835[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %886 = llvm.load %885 : !llvm.ptr -> f32
      %887 = llvm.getelementptr %835[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %888 = llvm.load %887 : !llvm.ptr -> f32
      %889 = llvm.getelementptr %835[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %890 = llvm.load %889 : !llvm.ptr -> f32
      %891 = llvm.getelementptr %835[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %892 = llvm.load %891 : !llvm.ptr -> f32
      %893 = llvm.getelementptr %835[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %894 = llvm.load %893 : !llvm.ptr -> f32
      %895 = llvm.getelementptr %835[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %896 = llvm.load %895 : !llvm.ptr -> f32
      %897 = llvm.getelementptr %835[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %898 = llvm.load %897 : !llvm.ptr -> f32
      %899 = llvm.getelementptr %835[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %900 = llvm.load %899 : !llvm.ptr -> f32
      %901 = llvm.getelementptr %835[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %902 = llvm.load %901 : !llvm.ptr -> f32
      %903 = llvm.getelementptr %835[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %904 = llvm.load %903 : !llvm.ptr -> f32
      %905 = llvm.getelementptr %835[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %906 = llvm.load %905 : !llvm.ptr -> f32
      %907 = llvm.getelementptr %835[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %908 = llvm.load %907 : !llvm.ptr -> f32
      %909 = llvm.getelementptr %835[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %910 = llvm.load %909 : !llvm.ptr -> f32
      %911 = llvm.getelementptr %835[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %912 = llvm.load %911 : !llvm.ptr -> f32
      %913 = llvm.getelementptr %835[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %914 = llvm.load %913 : !llvm.ptr -> f32
      %915 = llvm.getelementptr %835[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %916 = llvm.load %915 : !llvm.ptr -> f32
      %917 = llvm.getelementptr %835[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %918 = llvm.load %917 : !llvm.ptr -> f32
      %919 = llvm.getelementptr %835[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %920 = llvm.load %919 : !llvm.ptr -> f32
      %921 = llvm.getelementptr %835[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %922 = llvm.load %921 : !llvm.ptr -> f32
      %923 = llvm.getelementptr %835[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %924 = llvm.load %923 : !llvm.ptr -> f32
      %925 = llvm.getelementptr %835[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %926 = llvm.load %925 : !llvm.ptr -> f32
      %927 = llvm.getelementptr %835[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %928 = llvm.load %927 : !llvm.ptr -> f32
      %929 = llvm.getelementptr %835[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %930 = llvm.load %929 : !llvm.ptr -> f32
      %931 = llvm.getelementptr %835[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %932 = llvm.load %931 : !llvm.ptr -> f32
      %933 = llvm.getelementptr %835[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %934 = llvm.load %933 : !llvm.ptr -> f32
      %935 = llvm.getelementptr %835[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %936 = llvm.load %935 : !llvm.ptr -> f32
      %937 = llvm.getelementptr %835[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %938 = llvm.load %937 : !llvm.ptr -> f32
      %939 = llvm.getelementptr %835[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %940 = llvm.load %939 : !llvm.ptr -> f32
      %941 = llvm.getelementptr %835[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %942 = llvm.load %941 : !llvm.ptr -> f32
      %943 = llvm.getelementptr %835[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %944 = llvm.load %943 : !llvm.ptr -> f32
      %945 = llvm.getelementptr %835[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %946 = llvm.load %945 : !llvm.ptr -> f32
      %947 = llvm.getelementptr %835[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %948 = llvm.load %947 : !llvm.ptr -> f32
      %949 = llvm.getelementptr %835[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %950 = llvm.load %949 : !llvm.ptr -> f32
      %951 = llvm.getelementptr %835[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %952 = llvm.load %951 : !llvm.ptr -> f32
      %953 = llvm.getelementptr %835[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %954 = llvm.load %953 : !llvm.ptr -> f32
      %955 = llvm.getelementptr %835[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %956 = llvm.load %955 : !llvm.ptr -> f32
      %957 = llvm.getelementptr %835[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %958 = llvm.load %957 : !llvm.ptr -> f32
      %959 = llvm.getelementptr %835[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %960 = llvm.load %959 : !llvm.ptr -> f32
      %961 = llvm.getelementptr %835[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %962 = llvm.load %961 : !llvm.ptr -> f32
      %963 = llvm.mlir.constant(0 : i32) : i32
      %964 = llvm.mlir.constant(1 : i32) : i32
      %965 = llvm.mlir.constant(1 : i32) : i32
      %966 = llvm.mlir.constant(0 : i32) : i32
      %967 = llvm.mlir.constant(0 : i32) : i32
      %968 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %836, %838, %840, %842, %844, %846, %848, %850, %852, %854, %856, %858, %860, %862, %864, %866, %868, %870, %872, %874, %876, %878, %880, %882, %884, %886, %888, %890, %892, %894, %896, %898, %900, %902, %904, %906, %908, %910, %912, %914, %916, %918, %920, %922, %924, %926, %928, %930, %932, %934, %936, %938, %940, %942, %944, %946, %948, %950, %952, %954, %956, %958, %960, %962, %828, %816, %36, %964, %965, %966, %967 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %969 = llvm.extractvalue %968[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %970 = llvm.extractvalue %968[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %971 = llvm.extractvalue %968[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %972 = llvm.extractvalue %968[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %973 = llvm.extractvalue %968[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %974 = llvm.extractvalue %968[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %975 = llvm.extractvalue %968[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %976 = llvm.extractvalue %968[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %977 = llvm.extractvalue %968[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %978 = llvm.extractvalue %968[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %979 = llvm.extractvalue %968[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %980 = llvm.extractvalue %968[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %981 = llvm.extractvalue %968[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %982 = llvm.extractvalue %968[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %983 = llvm.extractvalue %968[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %984 = llvm.extractvalue %968[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %985 = llvm.extractvalue %968[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %986 = llvm.extractvalue %968[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %987 = llvm.extractvalue %968[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %988 = llvm.extractvalue %968[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %989 = llvm.extractvalue %968[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %990 = llvm.extractvalue %968[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %991 = llvm.extractvalue %968[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %992 = llvm.extractvalue %968[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %993 = llvm.extractvalue %968[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %994 = llvm.extractvalue %968[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %995 = llvm.extractvalue %968[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %996 = llvm.extractvalue %968[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %997 = llvm.extractvalue %968[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %998 = llvm.extractvalue %968[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %999 = llvm.extractvalue %968[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1000 = llvm.extractvalue %968[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1001 = llvm.extractvalue %968[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1002 = llvm.extractvalue %968[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1003 = llvm.extractvalue %968[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1004 = llvm.extractvalue %968[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1005 = llvm.extractvalue %968[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1006 = llvm.extractvalue %968[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1007 = llvm.extractvalue %968[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1008 = llvm.extractvalue %968[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1009 = llvm.extractvalue %968[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1010 = llvm.extractvalue %968[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1011 = llvm.extractvalue %968[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1012 = llvm.extractvalue %968[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1013 = llvm.extractvalue %968[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1014 = llvm.extractvalue %968[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1015 = llvm.extractvalue %968[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1016 = llvm.extractvalue %968[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1017 = llvm.extractvalue %968[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1018 = llvm.extractvalue %968[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1019 = llvm.extractvalue %968[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1020 = llvm.extractvalue %968[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1021 = llvm.extractvalue %968[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1022 = llvm.extractvalue %968[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1023 = llvm.extractvalue %968[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1024 = llvm.extractvalue %968[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1025 = llvm.extractvalue %968[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1026 = llvm.extractvalue %968[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1027 = llvm.extractvalue %968[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1028 = llvm.extractvalue %968[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1029 = llvm.extractvalue %968[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1030 = llvm.extractvalue %968[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1031 = llvm.extractvalue %968[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1032 = llvm.extractvalue %968[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %969, %835 : f32, !llvm.ptr
      llvm.store %970, %837 : f32, !llvm.ptr
      llvm.store %971, %839 : f32, !llvm.ptr
      llvm.store %972, %841 : f32, !llvm.ptr
      llvm.store %973, %843 : f32, !llvm.ptr
      llvm.store %974, %845 : f32, !llvm.ptr
      llvm.store %975, %847 : f32, !llvm.ptr
      llvm.store %976, %849 : f32, !llvm.ptr
      llvm.store %977, %851 : f32, !llvm.ptr
      llvm.store %978, %853 : f32, !llvm.ptr
      llvm.store %979, %855 : f32, !llvm.ptr
      llvm.store %980, %857 : f32, !llvm.ptr
      llvm.store %981, %859 : f32, !llvm.ptr
      llvm.store %982, %861 : f32, !llvm.ptr
      llvm.store %983, %863 : f32, !llvm.ptr
      llvm.store %984, %865 : f32, !llvm.ptr
      llvm.store %985, %867 : f32, !llvm.ptr
      llvm.store %986, %869 : f32, !llvm.ptr
      llvm.store %987, %871 : f32, !llvm.ptr
      llvm.store %988, %873 : f32, !llvm.ptr
      llvm.store %989, %875 : f32, !llvm.ptr
      llvm.store %990, %877 : f32, !llvm.ptr
      llvm.store %991, %879 : f32, !llvm.ptr
      llvm.store %992, %881 : f32, !llvm.ptr
      llvm.store %993, %883 : f32, !llvm.ptr
      llvm.store %994, %885 : f32, !llvm.ptr
      llvm.store %995, %887 : f32, !llvm.ptr
      llvm.store %996, %889 : f32, !llvm.ptr
      llvm.store %997, %891 : f32, !llvm.ptr
      llvm.store %998, %893 : f32, !llvm.ptr
      llvm.store %999, %895 : f32, !llvm.ptr
      llvm.store %1000, %897 : f32, !llvm.ptr
      llvm.store %1001, %899 : f32, !llvm.ptr
      llvm.store %1002, %901 : f32, !llvm.ptr
      llvm.store %1003, %903 : f32, !llvm.ptr
      llvm.store %1004, %905 : f32, !llvm.ptr
      llvm.store %1005, %907 : f32, !llvm.ptr
      llvm.store %1006, %909 : f32, !llvm.ptr
      llvm.store %1007, %911 : f32, !llvm.ptr
      llvm.store %1008, %913 : f32, !llvm.ptr
      llvm.store %1009, %915 : f32, !llvm.ptr
      llvm.store %1010, %917 : f32, !llvm.ptr
      llvm.store %1011, %919 : f32, !llvm.ptr
      llvm.store %1012, %921 : f32, !llvm.ptr
      llvm.store %1013, %923 : f32, !llvm.ptr
      llvm.store %1014, %925 : f32, !llvm.ptr
      llvm.store %1015, %927 : f32, !llvm.ptr
      llvm.store %1016, %929 : f32, !llvm.ptr
      llvm.store %1017, %931 : f32, !llvm.ptr
      llvm.store %1018, %933 : f32, !llvm.ptr
      llvm.store %1019, %935 : f32, !llvm.ptr
      llvm.store %1020, %937 : f32, !llvm.ptr
      llvm.store %1021, %939 : f32, !llvm.ptr
      llvm.store %1022, %941 : f32, !llvm.ptr
      llvm.store %1023, %943 : f32, !llvm.ptr
      llvm.store %1024, %945 : f32, !llvm.ptr
      llvm.store %1025, %947 : f32, !llvm.ptr
      llvm.store %1026, %949 : f32, !llvm.ptr
      llvm.store %1027, %951 : f32, !llvm.ptr
      llvm.store %1028, %953 : f32, !llvm.ptr
      llvm.store %1029, %955 : f32, !llvm.ptr
      llvm.store %1030, %957 : f32, !llvm.ptr
      llvm.store %1031, %959 : f32, !llvm.ptr
      llvm.store %1032, %961 : f32, !llvm.ptr
      %1033 = llvm.add %817, %49 : i32
      llvm.br ^bb23(%1033 : i32)
    ^bb25:  // pred: ^bb23
      %1034 = llvm.mlir.undef : !llvm.struct<()>
      %1035 = llvm.extractvalue %16[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1036 = llvm.extractvalue %16[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1037 = llvm.mlir.undef : !llvm.struct<()>
      %1038 = llvm.mlir.constant(4 : i32) : i32
      %1039 = llvm.mlir.constant(0 : i32) : i32
      %1040 = llvm.bitcast %434 : i64 to vector<2xi32>
      %1041 = llvm.extractelement %1040[%1039 : i32] : vector<2xi32>
      %1042 = llvm.add %1041, %1038 : i32
      %1043 = llvm.insertelement %1042, %1040[%1039 : i32] : vector<2xi32>
      %1044 = llvm.bitcast %1043 : vector<2xi32> to i64
      %1045 = llvm.extractvalue %15[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1046 = llvm.extractvalue %15[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1047 = llvm.mlir.undef : !llvm.struct<()>
      %1048 = llvm.mlir.constant(4 : i32) : i32
      %1049 = llvm.mlir.constant(0 : i32) : i32
      %1050 = llvm.bitcast %472 : i64 to vector<2xi32>
      %1051 = llvm.extractelement %1050[%1049 : i32] : vector<2xi32>
      %1052 = llvm.add %1051, %1048 : i32
      %1053 = llvm.insertelement %1052, %1050[%1049 : i32] : vector<2xi32>
      %1054 = llvm.bitcast %1053 : vector<2xi32> to i64
      llvm.br ^bb26(%50 : i32)
    ^bb26(%1055: i32):  // 2 preds: ^bb25, ^bb27
      %1056 = llvm.icmp "slt" %1055, %24 : i32
      llvm.cond_br %1056, ^bb27, ^bb28 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb27:  // pred: ^bb26
      %1057 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1058 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1059 = llvm.mlir.constant(512 : i32) : i32
      %1060 = llvm.mul %1055, %1059 : i32
      %1061 = llvm.mlir.constant(0 : i32) : i32
      %1062 = llvm.bitcast %1044 : i64 to vector<2xi32>
      %1063 = llvm.extractelement %1062[%1061 : i32] : vector<2xi32>
      %1064 = llvm.add %1063, %1060 : i32
      %1065 = llvm.insertelement %1064, %1062[%1061 : i32] : vector<2xi32>
      %1066 = llvm.bitcast %1065 : vector<2xi32> to i64
      %1067 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1068 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1069 = llvm.mlir.constant(64 : i32) : i32
      %1070 = llvm.mul %1055, %1069 : i32
      %1071 = llvm.getelementptr %578[%1070] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1072 = builtin.unrealized_conversion_cast %1071 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %1073 = builtin.unrealized_conversion_cast %1072 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %1074 = llvm.load %1073 : !llvm.ptr -> f32
      %1075 = llvm.getelementptr %1073[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1076 = llvm.load %1075 : !llvm.ptr -> f32
      %1077 = llvm.getelementptr %1073[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1078 = llvm.load %1077 : !llvm.ptr -> f32
      %1079 = llvm.getelementptr %1073[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1080 = llvm.load %1079 : !llvm.ptr -> f32
      %1081 = llvm.getelementptr %1073[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1082 = llvm.load %1081 : !llvm.ptr -> f32
      %1083 = llvm.getelementptr %1073[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1084 = llvm.load %1083 : !llvm.ptr -> f32
      %1085 = llvm.getelementptr %1073[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1086 = llvm.load %1085 : !llvm.ptr -> f32
      %1087 = llvm.getelementptr %1073[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1088 = llvm.load %1087 : !llvm.ptr -> f32
      %1089 = llvm.getelementptr %1073[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1090 = llvm.load %1089 : !llvm.ptr -> f32
      %1091 = llvm.getelementptr %1073[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1092 = llvm.load %1091 : !llvm.ptr -> f32
      %1093 = llvm.getelementptr %1073[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1094 = llvm.load %1093 : !llvm.ptr -> f32
      %1095 = llvm.getelementptr %1073[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1096 = llvm.load %1095 : !llvm.ptr -> f32
      %1097 = llvm.getelementptr %1073[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1098 = llvm.load %1097 : !llvm.ptr -> f32
      %1099 = llvm.getelementptr %1073[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1100 = llvm.load %1099 : !llvm.ptr -> f32
      %1101 = llvm.getelementptr %1073[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1102 = llvm.load %1101 : !llvm.ptr -> f32
      %1103 = llvm.getelementptr %1073[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1104 = llvm.load %1103 : !llvm.ptr -> f32
      %1105 = llvm.getelementptr %1073[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1106 = llvm.load %1105 : !llvm.ptr -> f32
      %1107 = llvm.getelementptr %1073[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1108 = llvm.load %1107 : !llvm.ptr -> f32
      %1109 = llvm.getelementptr %1073[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1110 = llvm.load %1109 : !llvm.ptr -> f32
      %1111 = llvm.getelementptr %1073[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1112 = llvm.load %1111 : !llvm.ptr -> f32
      %1113 = llvm.getelementptr %1073[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1114 = llvm.load %1113 : !llvm.ptr -> f32
      %1115 = llvm.getelementptr %1073[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1116 = llvm.load %1115 : !llvm.ptr -> f32
      %1117 = llvm.getelementptr %1073[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1118 = llvm.load %1117 : !llvm.ptr -> f32
      %1119 = llvm.getelementptr %1073[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1120 = llvm.load %1119 : !llvm.ptr -> f32
      %1121 = llvm.getelementptr %1073[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1122 = llvm.load %1121 : !llvm.ptr -> f32
      %1123 = llvm.getelementptr %1073[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1124 = llvm.load %1123 : !llvm.ptr -> f32
      %1125 = llvm.getelementptr %1073[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1126 = llvm.load %1125 : !llvm.ptr -> f32
      %1127 = llvm.getelementptr %1073[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1128 = llvm.load %1127 : !llvm.ptr -> f32
      %1129 = llvm.getelementptr %1073[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1130 = llvm.load %1129 : !llvm.ptr -> f32
      %1131 = llvm.getelementptr %1073[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1132 = llvm.load %1131 : !llvm.ptr -> f32
      %1133 = llvm.getelementptr %1073[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1134 = llvm.load %1133 : !llvm.ptr -> f32
      %1135 = llvm.getelementptr %1073[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1136 = llvm.load %1135 : !llvm.ptr -> f32
      %1137 = llvm.getelementptr %1073[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1138 = llvm.load %1137 : !llvm.ptr -> f32
      %1139 = llvm.getelementptr %1073[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1140 = llvm.load %1139 : !llvm.ptr -> f32
      %1141 = llvm.getelementptr %1073[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1142 = llvm.load %1141 : !llvm.ptr -> f32
      %1143 = llvm.getelementptr %1073[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1144 = llvm.load %1143 : !llvm.ptr -> f32
      %1145 = llvm.getelementptr %1073[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1146 = llvm.load %1145 : !llvm.ptr -> f32
      %1147 = llvm.getelementptr %1073[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1148 = llvm.load %1147 : !llvm.ptr -> f32
      %1149 = llvm.getelementptr %1073[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1150 = llvm.load %1149 : !llvm.ptr -> f32
      %1151 = llvm.getelementptr %1073[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1152 = llvm.load %1151 : !llvm.ptr -> f32
      %1153 = llvm.getelementptr %1073[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1154 = llvm.load %1153 : !llvm.ptr -> f32
      %1155 = llvm.getelementptr %1073[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1156 = llvm.load %1155 : !llvm.ptr -> f32
      %1157 = llvm.getelementptr %1073[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1158 = llvm.load %1157 : !llvm.ptr -> f32
      %1159 = llvm.getelementptr %1073[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1160 = llvm.load %1159 : !llvm.ptr -> f32
      %1161 = llvm.getelementptr %1073[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1162 = llvm.load %1161 : !llvm.ptr -> f32
      %1163 = llvm.getelementptr %1073[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1164 = llvm.load %1163 : !llvm.ptr -> f32
      %1165 = llvm.getelementptr %1073[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1166 = llvm.load %1165 : !llvm.ptr -> f32
      %1167 = llvm.getelementptr %1073[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1168 = llvm.load %1167 : !llvm.ptr -> f32
      %1169 = llvm.getelementptr %1073[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1170 = llvm.load %1169 : !llvm.ptr -> f32
      %1171 = llvm.getelementptr %1073[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1172 = llvm.load %1171 : !llvm.ptr -> f32
      %1173 = llvm.getelementptr %1073[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1174 = llvm.load %1173 : !llvm.ptr -> f32
      %1175 = llvm.getelementptr %1073[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1176 = llvm.load %1175 : !llvm.ptr -> f32
      %1177 = llvm.getelementptr %1073[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1178 = llvm.load %1177 : !llvm.ptr -> f32
      %1179 = llvm.getelementptr %1073[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1180 = llvm.load %1179 : !llvm.ptr -> f32
      %1181 = llvm.getelementptr %1073[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1182 = llvm.load %1181 : !llvm.ptr -> f32
      %1183 = llvm.getelementptr %1073[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1184 = llvm.load %1183 : !llvm.ptr -> f32
      %1185 = llvm.getelementptr %1073[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1186 = llvm.load %1185 : !llvm.ptr -> f32
      %1187 = llvm.getelementptr %1073[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1188 = llvm.load %1187 : !llvm.ptr -> f32
      %1189 = llvm.getelementptr %1073[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1190 = llvm.load %1189 : !llvm.ptr -> f32
      %1191 = llvm.getelementptr %1073[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1192 = llvm.load %1191 : !llvm.ptr -> f32
      %1193 = llvm.getelementptr %1073[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1194 = llvm.load %1193 : !llvm.ptr -> f32
      %1195 = llvm.getelementptr %1073[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1196 = llvm.load %1195 : !llvm.ptr -> f32
      %1197 = llvm.getelementptr %1073[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1198 = llvm.load %1197 : !llvm.ptr -> f32
      %1199 = llvm.getelementptr %1073[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1200 = llvm.load %1199 : !llvm.ptr -> f32
      %1201 = llvm.mlir.constant(0 : i32) : i32
      %1202 = llvm.mlir.constant(1 : i32) : i32
      %1203 = llvm.mlir.constant(1 : i32) : i32
      %1204 = llvm.mlir.constant(0 : i32) : i32
      %1205 = llvm.mlir.constant(0 : i32) : i32
      %1206 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %1074, %1076, %1078, %1080, %1082, %1084, %1086, %1088, %1090, %1092, %1094, %1096, %1098, %1100, %1102, %1104, %1106, %1108, %1110, %1112, %1114, %1116, %1118, %1120, %1122, %1124, %1126, %1128, %1130, %1132, %1134, %1136, %1138, %1140, %1142, %1144, %1146, %1148, %1150, %1152, %1154, %1156, %1158, %1160, %1162, %1164, %1166, %1168, %1170, %1172, %1174, %1176, %1178, %1180, %1182, %1184, %1186, %1188, %1190, %1192, %1194, %1196, %1198, %1200, %1066, %1054, %36, %1202, %1203, %1204, %1205 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1207 = llvm.extractvalue %1206[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1208 = llvm.extractvalue %1206[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1209 = llvm.extractvalue %1206[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1210 = llvm.extractvalue %1206[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1211 = llvm.extractvalue %1206[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1212 = llvm.extractvalue %1206[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1213 = llvm.extractvalue %1206[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1214 = llvm.extractvalue %1206[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1215 = llvm.extractvalue %1206[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1216 = llvm.extractvalue %1206[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1217 = llvm.extractvalue %1206[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1218 = llvm.extractvalue %1206[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1219 = llvm.extractvalue %1206[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1220 = llvm.extractvalue %1206[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1221 = llvm.extractvalue %1206[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1222 = llvm.extractvalue %1206[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1223 = llvm.extractvalue %1206[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1224 = llvm.extractvalue %1206[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1225 = llvm.extractvalue %1206[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1226 = llvm.extractvalue %1206[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1227 = llvm.extractvalue %1206[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1228 = llvm.extractvalue %1206[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1229 = llvm.extractvalue %1206[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1230 = llvm.extractvalue %1206[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1231 = llvm.extractvalue %1206[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1232 = llvm.extractvalue %1206[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1233 = llvm.extractvalue %1206[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1234 = llvm.extractvalue %1206[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1235 = llvm.extractvalue %1206[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1236 = llvm.extractvalue %1206[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1237 = llvm.extractvalue %1206[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1238 = llvm.extractvalue %1206[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1239 = llvm.extractvalue %1206[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1240 = llvm.extractvalue %1206[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1241 = llvm.extractvalue %1206[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1242 = llvm.extractvalue %1206[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1243 = llvm.extractvalue %1206[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1244 = llvm.extractvalue %1206[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1245 = llvm.extractvalue %1206[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1246 = llvm.extractvalue %1206[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1247 = llvm.extractvalue %1206[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1248 = llvm.extractvalue %1206[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1249 = llvm.extractvalue %1206[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1250 = llvm.extractvalue %1206[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1251 = llvm.extractvalue %1206[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1252 = llvm.extractvalue %1206[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1253 = llvm.extractvalue %1206[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1254 = llvm.extractvalue %1206[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1255 = llvm.extractvalue %1206[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1256 = llvm.extractvalue %1206[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1257 = llvm.extractvalue %1206[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1258 = llvm.extractvalue %1206[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1259 = llvm.extractvalue %1206[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1260 = llvm.extractvalue %1206[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1261 = llvm.extractvalue %1206[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1262 = llvm.extractvalue %1206[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1263 = llvm.extractvalue %1206[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1264 = llvm.extractvalue %1206[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1265 = llvm.extractvalue %1206[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1266 = llvm.extractvalue %1206[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1267 = llvm.extractvalue %1206[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1268 = llvm.extractvalue %1206[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1269 = llvm.extractvalue %1206[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1270 = llvm.extractvalue %1206[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %1207, %1073 : f32, !llvm.ptr
      llvm.store %1208, %1075 : f32, !llvm.ptr
      llvm.store %1209, %1077 : f32, !llvm.ptr
      llvm.store %1210, %1079 : f32, !llvm.ptr
      llvm.store %1211, %1081 : f32, !llvm.ptr
      llvm.store %1212, %1083 : f32, !llvm.ptr
      llvm.store %1213, %1085 : f32, !llvm.ptr
      llvm.store %1214, %1087 : f32, !llvm.ptr
      llvm.store %1215, %1089 : f32, !llvm.ptr
      llvm.store %1216, %1091 : f32, !llvm.ptr
      llvm.store %1217, %1093 : f32, !llvm.ptr
      llvm.store %1218, %1095 : f32, !llvm.ptr
      llvm.store %1219, %1097 : f32, !llvm.ptr
      llvm.store %1220, %1099 : f32, !llvm.ptr
      llvm.store %1221, %1101 : f32, !llvm.ptr
      llvm.store %1222, %1103 : f32, !llvm.ptr
      llvm.store %1223, %1105 : f32, !llvm.ptr
      llvm.store %1224, %1107 : f32, !llvm.ptr
      llvm.store %1225, %1109 : f32, !llvm.ptr
      llvm.store %1226, %1111 : f32, !llvm.ptr
      llvm.store %1227, %1113 : f32, !llvm.ptr
      llvm.store %1228, %1115 : f32, !llvm.ptr
      llvm.store %1229, %1117 : f32, !llvm.ptr
      llvm.store %1230, %1119 : f32, !llvm.ptr
      llvm.store %1231, %1121 : f32, !llvm.ptr
      llvm.store %1232, %1123 : f32, !llvm.ptr
      llvm.store %1233, %1125 : f32, !llvm.ptr
      llvm.store %1234, %1127 : f32, !llvm.ptr
      llvm.store %1235, %1129 : f32, !llvm.ptr
      llvm.store %1236, %1131 : f32, !llvm.ptr
      llvm.store %1237, %1133 : f32, !llvm.ptr
      llvm.store %1238, %1135 : f32, !llvm.ptr
      llvm.store %1239, %1137 : f32, !llvm.ptr
      llvm.store %1240, %1139 : f32, !llvm.ptr
      llvm.store %1241, %1141 : f32, !llvm.ptr
      llvm.store %1242, %1143 : f32, !llvm.ptr
      llvm.store %1243, %1145 : f32, !llvm.ptr
      llvm.store %1244, %1147 : f32, !llvm.ptr
      llvm.store %1245, %1149 : f32, !llvm.ptr
      llvm.store %1246, %1151 : f32, !llvm.ptr
      llvm.store %1247, %1153 : f32, !llvm.ptr
      llvm.store %1248, %1155 : f32, !llvm.ptr
      llvm.store %1249, %1157 : f32, !llvm.ptr
      llvm.store %1250, %1159 : f32, !llvm.ptr
      llvm.store %1251, %1161 : f32, !llvm.ptr
      llvm.store %1252, %1163 : f32, !llvm.ptr
      llvm.store %1253, %1165 : f32, !llvm.ptr
      llvm.store %1254, %1167 : f32, !llvm.ptr
      llvm.store %1255, %1169 : f32, !llvm.ptr
      llvm.store %1256, %1171 : f32, !llvm.ptr
      llvm.store %1257, %1173 : f32, !llvm.ptr
      llvm.store %1258, %1175 : f32, !llvm.ptr
      llvm.store %1259, %1177 : f32, !llvm.ptr
      llvm.store %1260, %1179 : f32, !llvm.ptr
      llvm.store %1261, %1181 : f32, !llvm.ptr
      llvm.store %1262, %1183 : f32, !llvm.ptr
      llvm.store %1263, %1185 : f32, !llvm.ptr
      llvm.store %1264, %1187 : f32, !llvm.ptr
      llvm.store %1265, %1189 : f32, !llvm.ptr
      llvm.store %1266, %1191 : f32, !llvm.ptr
      llvm.store %1267, %1193 : f32, !llvm.ptr
      llvm.store %1268, %1195 : f32, !llvm.ptr
      llvm.store %1269, %1197 : f32, !llvm.ptr
      llvm.store %1270, %1199 : f32, !llvm.ptr
      %1271 = llvm.add %1055, %49 : i32
      llvm.br ^bb26(%1271 : i32)
    ^bb28:  // pred: ^bb26
      %1272 = llvm.mlir.undef : !llvm.struct<()>
      %1273 = llvm.extractvalue %16[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1274 = llvm.extractvalue %16[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1275 = llvm.mlir.undef : !llvm.struct<()>
      %1276 = llvm.mlir.constant(6 : i32) : i32
      %1277 = llvm.mlir.constant(0 : i32) : i32
      %1278 = llvm.bitcast %434 : i64 to vector<2xi32>
      %1279 = llvm.extractelement %1278[%1277 : i32] : vector<2xi32>
      %1280 = llvm.add %1279, %1276 : i32
      %1281 = llvm.insertelement %1280, %1278[%1277 : i32] : vector<2xi32>
      %1282 = llvm.bitcast %1281 : vector<2xi32> to i64
      %1283 = llvm.extractvalue %15[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1284 = llvm.extractvalue %15[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1285 = llvm.mlir.undef : !llvm.struct<()>
      %1286 = llvm.mlir.constant(6 : i32) : i32
      %1287 = llvm.mlir.constant(0 : i32) : i32
      %1288 = llvm.bitcast %472 : i64 to vector<2xi32>
      %1289 = llvm.extractelement %1288[%1287 : i32] : vector<2xi32>
      %1290 = llvm.add %1289, %1286 : i32
      %1291 = llvm.insertelement %1290, %1288[%1287 : i32] : vector<2xi32>
      %1292 = llvm.bitcast %1291 : vector<2xi32> to i64
      llvm.br ^bb29(%50 : i32)
    ^bb29(%1293: i32):  // 2 preds: ^bb28, ^bb30
      %1294 = llvm.icmp "slt" %1293, %24 : i32
      llvm.cond_br %1294, ^bb30, ^bb31 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb30:  // pred: ^bb29
      %1295 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1296 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1297 = llvm.mlir.constant(512 : i32) : i32
      %1298 = llvm.mul %1293, %1297 : i32
      %1299 = llvm.mlir.constant(0 : i32) : i32
      %1300 = llvm.bitcast %1282 : i64 to vector<2xi32>
      %1301 = llvm.extractelement %1300[%1299 : i32] : vector<2xi32>
      %1302 = llvm.add %1301, %1298 : i32
      %1303 = llvm.insertelement %1302, %1300[%1299 : i32] : vector<2xi32>
      %1304 = llvm.bitcast %1303 : vector<2xi32> to i64
      %1305 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1306 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1307 = llvm.mlir.constant(64 : i32) : i32
      %1308 = llvm.mul %1293, %1307 : i32
      %1309 = llvm.getelementptr %578[%1308] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1310 = builtin.unrealized_conversion_cast %1309 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %1311 = builtin.unrealized_conversion_cast %1310 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %1312 = llvm.load %1311 : !llvm.ptr -> f32
      %1313 = llvm.getelementptr %1311[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1314 = llvm.load %1313 : !llvm.ptr -> f32
      %1315 = llvm.getelementptr %1311[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1316 = llvm.load %1315 : !llvm.ptr -> f32
      %1317 = llvm.getelementptr %1311[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1318 = llvm.load %1317 : !llvm.ptr -> f32
      %1319 = llvm.getelementptr %1311[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1320 = llvm.load %1319 : !llvm.ptr -> f32
      %1321 = llvm.getelementptr %1311[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1322 = llvm.load %1321 : !llvm.ptr -> f32
      %1323 = llvm.getelementptr %1311[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1324 = llvm.load %1323 : !llvm.ptr -> f32
      %1325 = llvm.getelementptr %1311[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1326 = llvm.load %1325 : !llvm.ptr -> f32
      %1327 = llvm.getelementptr %1311[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1328 = llvm.load %1327 : !llvm.ptr -> f32
      %1329 = llvm.getelementptr %1311[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1330 = llvm.load %1329 : !llvm.ptr -> f32
      %1331 = llvm.getelementptr %1311[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1332 = llvm.load %1331 : !llvm.ptr -> f32
      %1333 = llvm.getelementptr %1311[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1334 = llvm.load %1333 : !llvm.ptr -> f32
      %1335 = llvm.getelementptr %1311[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1336 = llvm.load %1335 : !llvm.ptr -> f32
      %1337 = llvm.getelementptr %1311[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1338 = llvm.load %1337 : !llvm.ptr -> f32
      %1339 = llvm.getelementptr %1311[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1340 = llvm.load %1339 : !llvm.ptr -> f32
      %1341 = llvm.getelementptr %1311[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1342 = llvm.load %1341 : !llvm.ptr -> f32
      %1343 = llvm.getelementptr %1311[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1344 = llvm.load %1343 : !llvm.ptr -> f32
      %1345 = llvm.getelementptr %1311[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1346 = llvm.load %1345 : !llvm.ptr -> f32
      %1347 = llvm.getelementptr %1311[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1348 = llvm.load %1347 : !llvm.ptr -> f32
      %1349 = llvm.getelementptr %1311[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1350 = llvm.load %1349 : !llvm.ptr -> f32
      %1351 = llvm.getelementptr %1311[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1352 = llvm.load %1351 : !llvm.ptr -> f32
      %1353 = llvm.getelementptr %1311[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1354 = llvm.load %1353 : !llvm.ptr -> f32
      %1355 = llvm.getelementptr %1311[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1356 = llvm.load %1355 : !llvm.ptr -> f32
      %1357 = llvm.getelementptr %1311[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1358 = llvm.load %1357 : !llvm.ptr -> f32
      %1359 = llvm.getelementptr %1311[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1360 = llvm.load %1359 : !llvm.ptr -> f32
      %1361 = llvm.getelementptr %1311[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1362 = llvm.load %1361 : !llvm.ptr -> f32
      %1363 = llvm.getelementptr %1311[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1364 = llvm.load %1363 : !llvm.ptr -> f32
      %1365 = llvm.getelementptr %1311[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1366 = llvm.load %1365 : !llvm.ptr -> f32
      %1367 = llvm.getelementptr %1311[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1368 = llvm.load %1367 : !llvm.ptr -> f32
      %1369 = llvm.getelementptr %1311[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1370 = llvm.load %1369 : !llvm.ptr -> f32
      %1371 = llvm.getelementptr %1311[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1372 = llvm.load %1371 : !llvm.ptr -> f32
      %1373 = llvm.getelementptr %1311[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1374 = llvm.load %1373 : !llvm.ptr -> f32
      %1375 = llvm.getelementptr %1311[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1376 = llvm.load %1375 : !llvm.ptr -> f32
      %1377 = llvm.getelementptr %1311[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1378 = llvm.load %1377 : !llvm.ptr -> f32
      %1379 = llvm.getelementptr %1311[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1380 = llvm.load %1379 : !llvm.ptr -> f32
      %1381 = llvm.getelementptr %1311[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1382 = llvm.load %1381 : !llvm.ptr -> f32
      %1383 = llvm.getelementptr %1311[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1384 = llvm.load %1383 : !llvm.ptr -> f32
      %1385 = llvm.getelementptr %1311[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1386 = llvm.load %1385 : !llvm.ptr -> f32
      %1387 = llvm.getelementptr %1311[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1388 = llvm.load %1387 : !llvm.ptr -> f32
      %1389 = llvm.getelementptr %1311[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1390 = llvm.load %1389 : !llvm.ptr -> f32
      %1391 = llvm.getelementptr %1311[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1392 = llvm.load %1391 : !llvm.ptr -> f32
      %1393 = llvm.getelementptr %1311[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1394 = llvm.load %1393 : !llvm.ptr -> f32
      %1395 = llvm.getelementptr %1311[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1396 = llvm.load %1395 : !llvm.ptr -> f32
      %1397 = llvm.getelementptr %1311[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1398 = llvm.load %1397 : !llvm.ptr -> f32
      %1399 = llvm.getelementptr %1311[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1400 = llvm.load %1399 : !llvm.ptr -> f32
      %1401 = llvm.getelementptr %1311[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1402 = llvm.load %1401 : !llvm.ptr -> f32
      %1403 = llvm.getelementptr %1311[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1404 = llvm.load %1403 : !llvm.ptr -> f32
      %1405 = llvm.getelementptr %1311[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1406 = llvm.load %1405 : !llvm.ptr -> f32
      %1407 = llvm.getelementptr %1311[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1408 = llvm.load %1407 : !llvm.ptr -> f32
      %1409 = llvm.getelementptr %1311[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1410 = llvm.load %1409 : !llvm.ptr -> f32
      %1411 = llvm.getelementptr %1311[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1412 = llvm.load %1411 : !llvm.ptr -> f32
      %1413 = llvm.getelementptr %1311[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1414 = llvm.load %1413 : !llvm.ptr -> f32
      %1415 = llvm.getelementptr %1311[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1416 = llvm.load %1415 : !llvm.ptr -> f32
      %1417 = llvm.getelementptr %1311[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1418 = llvm.load %1417 : !llvm.ptr -> f32
      %1419 = llvm.getelementptr %1311[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1420 = llvm.load %1419 : !llvm.ptr -> f32
      %1421 = llvm.getelementptr %1311[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1422 = llvm.load %1421 : !llvm.ptr -> f32
      %1423 = llvm.getelementptr %1311[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1424 = llvm.load %1423 : !llvm.ptr -> f32
      %1425 = llvm.getelementptr %1311[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1426 = llvm.load %1425 : !llvm.ptr -> f32
      %1427 = llvm.getelementptr %1311[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1428 = llvm.load %1427 : !llvm.ptr -> f32
      %1429 = llvm.getelementptr %1311[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1430 = llvm.load %1429 : !llvm.ptr -> f32
      %1431 = llvm.getelementptr %1311[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1432 = llvm.load %1431 : !llvm.ptr -> f32
      %1433 = llvm.getelementptr %1311[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1434 = llvm.load %1433 : !llvm.ptr -> f32
      %1435 = llvm.getelementptr %1311[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1436 = llvm.load %1435 : !llvm.ptr -> f32
      %1437 = llvm.getelementptr %1311[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1438 = llvm.load %1437 : !llvm.ptr -> f32
      %1439 = llvm.mlir.constant(0 : i32) : i32
      %1440 = llvm.mlir.constant(1 : i32) : i32
      %1441 = llvm.mlir.constant(1 : i32) : i32
      %1442 = llvm.mlir.constant(0 : i32) : i32
      %1443 = llvm.mlir.constant(0 : i32) : i32
      %1444 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %1312, %1314, %1316, %1318, %1320, %1322, %1324, %1326, %1328, %1330, %1332, %1334, %1336, %1338, %1340, %1342, %1344, %1346, %1348, %1350, %1352, %1354, %1356, %1358, %1360, %1362, %1364, %1366, %1368, %1370, %1372, %1374, %1376, %1378, %1380, %1382, %1384, %1386, %1388, %1390, %1392, %1394, %1396, %1398, %1400, %1402, %1404, %1406, %1408, %1410, %1412, %1414, %1416, %1418, %1420, %1422, %1424, %1426, %1428, %1430, %1432, %1434, %1436, %1438, %1304, %1292, %36, %1440, %1441, %1442, %1443 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1445 = llvm.extractvalue %1444[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1446 = llvm.extractvalue %1444[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1447 = llvm.extractvalue %1444[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1448 = llvm.extractvalue %1444[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1449 = llvm.extractvalue %1444[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1450 = llvm.extractvalue %1444[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1451 = llvm.extractvalue %1444[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1452 = llvm.extractvalue %1444[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1453 = llvm.extractvalue %1444[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1454 = llvm.extractvalue %1444[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1455 = llvm.extractvalue %1444[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1456 = llvm.extractvalue %1444[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1457 = llvm.extractvalue %1444[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1458 = llvm.extractvalue %1444[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1459 = llvm.extractvalue %1444[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1460 = llvm.extractvalue %1444[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1461 = llvm.extractvalue %1444[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1462 = llvm.extractvalue %1444[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1463 = llvm.extractvalue %1444[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1464 = llvm.extractvalue %1444[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1465 = llvm.extractvalue %1444[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1466 = llvm.extractvalue %1444[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1467 = llvm.extractvalue %1444[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1468 = llvm.extractvalue %1444[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1469 = llvm.extractvalue %1444[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1470 = llvm.extractvalue %1444[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1471 = llvm.extractvalue %1444[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1472 = llvm.extractvalue %1444[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1473 = llvm.extractvalue %1444[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1474 = llvm.extractvalue %1444[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1475 = llvm.extractvalue %1444[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1476 = llvm.extractvalue %1444[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1477 = llvm.extractvalue %1444[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1478 = llvm.extractvalue %1444[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1479 = llvm.extractvalue %1444[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1480 = llvm.extractvalue %1444[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1481 = llvm.extractvalue %1444[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1482 = llvm.extractvalue %1444[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1483 = llvm.extractvalue %1444[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1484 = llvm.extractvalue %1444[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1485 = llvm.extractvalue %1444[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1486 = llvm.extractvalue %1444[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1487 = llvm.extractvalue %1444[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1488 = llvm.extractvalue %1444[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1489 = llvm.extractvalue %1444[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1490 = llvm.extractvalue %1444[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1491 = llvm.extractvalue %1444[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1492 = llvm.extractvalue %1444[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1493 = llvm.extractvalue %1444[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1494 = llvm.extractvalue %1444[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1495 = llvm.extractvalue %1444[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1496 = llvm.extractvalue %1444[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1497 = llvm.extractvalue %1444[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1498 = llvm.extractvalue %1444[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1499 = llvm.extractvalue %1444[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1500 = llvm.extractvalue %1444[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1501 = llvm.extractvalue %1444[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1502 = llvm.extractvalue %1444[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1503 = llvm.extractvalue %1444[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1504 = llvm.extractvalue %1444[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1505 = llvm.extractvalue %1444[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1506 = llvm.extractvalue %1444[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1507 = llvm.extractvalue %1444[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1508 = llvm.extractvalue %1444[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %1445, %1311 : f32, !llvm.ptr
      llvm.store %1446, %1313 : f32, !llvm.ptr
      llvm.store %1447, %1315 : f32, !llvm.ptr
      llvm.store %1448, %1317 : f32, !llvm.ptr
      llvm.store %1449, %1319 : f32, !llvm.ptr
      llvm.store %1450, %1321 : f32, !llvm.ptr
      llvm.store %1451, %1323 : f32, !llvm.ptr
      llvm.store %1452, %1325 : f32, !llvm.ptr
      llvm.store %1453, %1327 : f32, !llvm.ptr
      llvm.store %1454, %1329 : f32, !llvm.ptr
      llvm.store %1455, %1331 : f32, !llvm.ptr
      llvm.store %1456, %1333 : f32, !llvm.ptr
      llvm.store %1457, %1335 : f32, !llvm.ptr
      llvm.store %1458, %1337 : f32, !llvm.ptr
      llvm.store %1459, %1339 : f32, !llvm.ptr
      llvm.store %1460, %1341 : f32, !llvm.ptr
      llvm.store %1461, %1343 : f32, !llvm.ptr
      llvm.store %1462, %1345 : f32, !llvm.ptr
      llvm.store %1463, %1347 : f32, !llvm.ptr
      llvm.store %1464, %1349 : f32, !llvm.ptr
      llvm.store %1465, %1351 : f32, !llvm.ptr
      llvm.store %1466, %1353 : f32, !llvm.ptr
      llvm.store %1467, %1355 : f32, !llvm.ptr
      llvm.store %1468, %1357 : f32, !llvm.ptr
      llvm.store %1469, %1359 : f32, !llvm.ptr
      llvm.store %1470, %1361 : f32, !llvm.ptr
      llvm.store %1471, %1363 : f32, !llvm.ptr
      llvm.store %1472, %1365 : f32, !llvm.ptr
      llvm.store %1473, %1367 : f32, !llvm.ptr
      llvm.store %1474, %1369 : f32, !llvm.ptr
      llvm.store %1475, %1371 : f32, !llvm.ptr
      llvm.store %1476, %1373 : f32, !llvm.ptr
      llvm.store %1477, %1375 : f32, !llvm.ptr
      llvm.store %1478, %1377 : f32, !llvm.ptr
      llvm.store %1479, %1379 : f32, !llvm.ptr
      llvm.store %1480, %1381 : f32, !llvm.ptr
      llvm.store %1481, %1383 : f32, !llvm.ptr
      llvm.store %1482, %1385 : f32, !llvm.ptr
      llvm.store %1483, %1387 : f32, !llvm.ptr
      llvm.store %1484, %1389 : f32, !llvm.ptr
      llvm.store %1485, %1391 : f32, !llvm.ptr
      llvm.store %1486, %1393 : f32, !llvm.ptr
      llvm.store %1487, %1395 : f32, !llvm.ptr
      llvm.store %1488, %1397 : f32, !llvm.ptr
      llvm.store %1489, %1399 : f32, !llvm.ptr
      llvm.store %1490, %1401 : f32, !llvm.ptr
      llvm.store %1491, %1403 : f32, !llvm.ptr
      llvm.store %1492, %1405 : f32, !llvm.ptr
      llvm.store %1493, %1407 : f32, !llvm.ptr
      llvm.store %1494, %1409 : f32, !llvm.ptr
      llvm.store %1495, %1411 : f32, !llvm.ptr
      llvm.store %1496, %1413 : f32, !llvm.ptr
      llvm.store %1497, %1415 : f32, !llvm.ptr
      llvm.store %1498, %1417 : f32, !llvm.ptr
      llvm.store %1499, %1419 : f32, !llvm.ptr
      llvm.store %1500, %1421 : f32, !llvm.ptr
      llvm.store %1501, %1423 : f32, !llvm.ptr
      llvm.store %1502, %1425 : f32, !llvm.ptr
      llvm.store %1503, %1427 : f32, !llvm.ptr
      llvm.store %1504, %1429 : f32, !llvm.ptr
      llvm.store %1505, %1431 : f32, !llvm.ptr
      llvm.store %1506, %1433 : f32, !llvm.ptr
      llvm.store %1507, %1435 : f32, !llvm.ptr
      llvm.store %1508, %1437 : f32, !llvm.ptr
      %1509 = llvm.add %1293, %49 : i32
      llvm.br ^bb29(%1509 : i32)
    ^bb31:  // pred: ^bb29
      nvvm.wgmma.commit.group.sync.aligned
      llvm.br ^bb32(%49, %50, %50, %50, %574, %575, %576, %49, %49, %50 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
    ^bb32(%1510: i32, %1511: i32, %1512: i32, %1513: i32, %1514: i32, %1515: i32, %1516: i32, %1517: i32, %1518: i32, %1519: i32):  // 2 preds: ^bb31, ^bb33
      %1520 = llvm.icmp "slt" %1510, %501 : i32
      llvm.cond_br %1520, ^bb34, ^bb35 {loop_annotation = #loop_annotation_1d06}
    ^bb34:  // pred: ^bb32
      %1521 = llvm.getelementptr %121[%1518] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %1522 = builtin.unrealized_conversion_cast %1521 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %1523 = builtin.unrealized_conversion_cast %1522 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %1523, %1519, %20 : !llvm.ptr<3>, i32, i32
      nvvm.wgmma.fence.aligned
      %1524 = llvm.extractvalue %16[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1525 = llvm.extractvalue %16[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1526 = llvm.mlir.constant(1024 : i32) : i32
      %1527 = llvm.mul %1518, %1526 : i32
      %1528 = llvm.mlir.constant(0 : i32) : i32
      %1529 = llvm.bitcast %434 : i64 to vector<2xi32>
      %1530 = llvm.extractelement %1529[%1528 : i32] : vector<2xi32>
      %1531 = llvm.add %1530, %1527 : i32
      %1532 = llvm.insertelement %1531, %1529[%1528 : i32] : vector<2xi32>
      %1533 = llvm.bitcast %1532 : vector<2xi32> to i64
      %1534 = llvm.extractvalue %15[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1535 = llvm.extractvalue %15[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1536 = llvm.mlir.constant(1024 : i32) : i32
      %1537 = llvm.mul %1518, %1536 : i32
      %1538 = llvm.mlir.constant(0 : i32) : i32
      %1539 = llvm.bitcast %472 : i64 to vector<2xi32>
      %1540 = llvm.extractelement %1539[%1538 : i32] : vector<2xi32>
      %1541 = llvm.add %1540, %1537 : i32
      %1542 = llvm.insertelement %1541, %1539[%1538 : i32] : vector<2xi32>
      %1543 = llvm.bitcast %1542 : vector<2xi32> to i64
      llvm.br ^bb36(%50 : i32)
    ^bb36(%1544: i32):  // 2 preds: ^bb34, ^bb37
      %1545 = llvm.icmp "slt" %1544, %24 : i32
      llvm.cond_br %1545, ^bb37, ^bb38 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb37:  // pred: ^bb36
      %1546 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1547 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1548 = llvm.mlir.constant(512 : i32) : i32
      %1549 = llvm.mul %1544, %1548 : i32
      %1550 = llvm.mlir.constant(0 : i32) : i32
      %1551 = llvm.bitcast %1533 : i64 to vector<2xi32>
      %1552 = llvm.extractelement %1551[%1550 : i32] : vector<2xi32>
      %1553 = llvm.add %1552, %1549 : i32
      %1554 = llvm.insertelement %1553, %1551[%1550 : i32] : vector<2xi32>
      %1555 = llvm.bitcast %1554 : vector<2xi32> to i64
      %1556 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1557 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1558 = llvm.mlir.constant(64 : i32) : i32
      %1559 = llvm.mul %1544, %1558 : i32
      %1560 = llvm.getelementptr %578[%1559] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1561 = builtin.unrealized_conversion_cast %1560 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %1562 = builtin.unrealized_conversion_cast %1561 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %1563 = llvm.load %1562 : !llvm.ptr -> f32
      %1564 = llvm.getelementptr %1562[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1565 = llvm.load %1564 : !llvm.ptr -> f32
      %1566 = llvm.getelementptr %1562[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1567 = llvm.load %1566 : !llvm.ptr -> f32
      %1568 = llvm.getelementptr %1562[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1569 = llvm.load %1568 : !llvm.ptr -> f32
      %1570 = llvm.getelementptr %1562[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1571 = llvm.load %1570 : !llvm.ptr -> f32
      %1572 = llvm.getelementptr %1562[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1573 = llvm.load %1572 : !llvm.ptr -> f32
      %1574 = llvm.getelementptr %1562[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1575 = llvm.load %1574 : !llvm.ptr -> f32
      %1576 = llvm.getelementptr %1562[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1577 = llvm.load %1576 : !llvm.ptr -> f32
      %1578 = llvm.getelementptr %1562[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1579 = llvm.load %1578 : !llvm.ptr -> f32
      %1580 = llvm.getelementptr %1562[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1581 = llvm.load %1580 : !llvm.ptr -> f32
      %1582 = llvm.getelementptr %1562[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1583 = llvm.load %1582 : !llvm.ptr -> f32
      %1584 = llvm.getelementptr %1562[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1585 = llvm.load %1584 : !llvm.ptr -> f32
      %1586 = llvm.getelementptr %1562[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1587 = llvm.load %1586 : !llvm.ptr -> f32
      %1588 = llvm.getelementptr %1562[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1589 = llvm.load %1588 : !llvm.ptr -> f32
      %1590 = llvm.getelementptr %1562[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1591 = llvm.load %1590 : !llvm.ptr -> f32
      %1592 = llvm.getelementptr %1562[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1593 = llvm.load %1592 : !llvm.ptr -> f32
      %1594 = llvm.getelementptr %1562[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1595 = llvm.load %1594 : !llvm.ptr -> f32
      %1596 = llvm.getelementptr %1562[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1597 = llvm.load %1596 : !llvm.ptr -> f32
      %1598 = llvm.getelementptr %1562[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1599 = llvm.load %1598 : !llvm.ptr -> f32
      %1600 = llvm.getelementptr %1562[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1601 = llvm.load %1600 : !llvm.ptr -> f32
      %1602 = llvm.getelementptr %1562[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1603 = llvm.load %1602 : !llvm.ptr -> f32
      %1604 = llvm.getelementptr %1562[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1605 = llvm.load %1604 : !llvm.ptr -> f32
      %1606 = llvm.getelementptr %1562[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1607 = llvm.load %1606 : !llvm.ptr -> f32
      %1608 = llvm.getelementptr %1562[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1609 = llvm.load %1608 : !llvm.ptr -> f32
      %1610 = llvm.getelementptr %1562[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1611 = llvm.load %1610 : !llvm.ptr -> f32
      %1612 = llvm.getelementptr %1562[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1613 = llvm.load %1612 : !llvm.ptr -> f32
      %1614 = llvm.getelementptr %1562[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1615 = llvm.load %1614 : !llvm.ptr -> f32
      %1616 = llvm.getelementptr %1562[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1617 = llvm.load %1616 : !llvm.ptr -> f32
      %1618 = llvm.getelementptr %1562[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1619 = llvm.load %1618 : !llvm.ptr -> f32
      %1620 = llvm.getelementptr %1562[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1621 = llvm.load %1620 : !llvm.ptr -> f32
      %1622 = llvm.getelementptr %1562[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1623 = llvm.load %1622 : !llvm.ptr -> f32
      %1624 = llvm.getelementptr %1562[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1625 = llvm.load %1624 : !llvm.ptr -> f32
      %1626 = llvm.getelementptr %1562[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1627 = llvm.load %1626 : !llvm.ptr -> f32
      %1628 = llvm.getelementptr %1562[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1629 = llvm.load %1628 : !llvm.ptr -> f32
      %1630 = llvm.getelementptr %1562[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1631 = llvm.load %1630 : !llvm.ptr -> f32
      %1632 = llvm.getelementptr %1562[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1633 = llvm.load %1632 : !llvm.ptr -> f32
      %1634 = llvm.getelementptr %1562[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1635 = llvm.load %1634 : !llvm.ptr -> f32
      %1636 = llvm.getelementptr %1562[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1637 = llvm.load %1636 : !llvm.ptr -> f32
      %1638 = llvm.getelementptr %1562[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1639 = llvm.load %1638 : !llvm.ptr -> f32
      %1640 = llvm.getelementptr %1562[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1641 = llvm.load %1640 : !llvm.ptr -> f32
      %1642 = llvm.getelementptr %1562[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1643 = llvm.load %1642 : !llvm.ptr -> f32
      %1644 = llvm.getelementptr %1562[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1645 = llvm.load %1644 : !llvm.ptr -> f32
      %1646 = llvm.getelementptr %1562[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1647 = llvm.load %1646 : !llvm.ptr -> f32
      %1648 = llvm.getelementptr %1562[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1649 = llvm.load %1648 : !llvm.ptr -> f32
      %1650 = llvm.getelementptr %1562[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1651 = llvm.load %1650 : !llvm.ptr -> f32
      %1652 = llvm.getelementptr %1562[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1653 = llvm.load %1652 : !llvm.ptr -> f32
      %1654 = llvm.getelementptr %1562[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1655 = llvm.load %1654 : !llvm.ptr -> f32
      %1656 = llvm.getelementptr %1562[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1657 = llvm.load %1656 : !llvm.ptr -> f32
      %1658 = llvm.getelementptr %1562[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1659 = llvm.load %1658 : !llvm.ptr -> f32
      %1660 = llvm.getelementptr %1562[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1661 = llvm.load %1660 : !llvm.ptr -> f32
      %1662 = llvm.getelementptr %1562[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1663 = llvm.load %1662 : !llvm.ptr -> f32
      %1664 = llvm.getelementptr %1562[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1665 = llvm.load %1664 : !llvm.ptr -> f32
      %1666 = llvm.getelementptr %1562[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1667 = llvm.load %1666 : !llvm.ptr -> f32
      %1668 = llvm.getelementptr %1562[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1669 = llvm.load %1668 : !llvm.ptr -> f32
      %1670 = llvm.getelementptr %1562[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1671 = llvm.load %1670 : !llvm.ptr -> f32
      %1672 = llvm.getelementptr %1562[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1673 = llvm.load %1672 : !llvm.ptr -> f32
      %1674 = llvm.getelementptr %1562[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1675 = llvm.load %1674 : !llvm.ptr -> f32
      %1676 = llvm.getelementptr %1562[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1677 = llvm.load %1676 : !llvm.ptr -> f32
      %1678 = llvm.getelementptr %1562[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1679 = llvm.load %1678 : !llvm.ptr -> f32
      %1680 = llvm.getelementptr %1562[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1681 = llvm.load %1680 : !llvm.ptr -> f32
      %1682 = llvm.getelementptr %1562[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1683 = llvm.load %1682 : !llvm.ptr -> f32
      %1684 = llvm.getelementptr %1562[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1685 = llvm.load %1684 : !llvm.ptr -> f32
      %1686 = llvm.getelementptr %1562[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1687 = llvm.load %1686 : !llvm.ptr -> f32
      %1688 = llvm.getelementptr %1562[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1689 = llvm.load %1688 : !llvm.ptr -> f32
      %1690 = llvm.mlir.constant(0 : i32) : i32
      %1691 = llvm.mlir.constant(1 : i32) : i32
      %1692 = llvm.mlir.constant(1 : i32) : i32
      %1693 = llvm.mlir.constant(0 : i32) : i32
      %1694 = llvm.mlir.constant(0 : i32) : i32
      %1695 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %1563, %1565, %1567, %1569, %1571, %1573, %1575, %1577, %1579, %1581, %1583, %1585, %1587, %1589, %1591, %1593, %1595, %1597, %1599, %1601, %1603, %1605, %1607, %1609, %1611, %1613, %1615, %1617, %1619, %1621, %1623, %1625, %1627, %1629, %1631, %1633, %1635, %1637, %1639, %1641, %1643, %1645, %1647, %1649, %1651, %1653, %1655, %1657, %1659, %1661, %1663, %1665, %1667, %1669, %1671, %1673, %1675, %1677, %1679, %1681, %1683, %1685, %1687, %1689, %1555, %1543, %36, %1691, %1692, %1693, %1694 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1696 = llvm.extractvalue %1695[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1697 = llvm.extractvalue %1695[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1698 = llvm.extractvalue %1695[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1699 = llvm.extractvalue %1695[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1700 = llvm.extractvalue %1695[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1701 = llvm.extractvalue %1695[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1702 = llvm.extractvalue %1695[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1703 = llvm.extractvalue %1695[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1704 = llvm.extractvalue %1695[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1705 = llvm.extractvalue %1695[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1706 = llvm.extractvalue %1695[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1707 = llvm.extractvalue %1695[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1708 = llvm.extractvalue %1695[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1709 = llvm.extractvalue %1695[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1710 = llvm.extractvalue %1695[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1711 = llvm.extractvalue %1695[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1712 = llvm.extractvalue %1695[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1713 = llvm.extractvalue %1695[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1714 = llvm.extractvalue %1695[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1715 = llvm.extractvalue %1695[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1716 = llvm.extractvalue %1695[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1717 = llvm.extractvalue %1695[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1718 = llvm.extractvalue %1695[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1719 = llvm.extractvalue %1695[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1720 = llvm.extractvalue %1695[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1721 = llvm.extractvalue %1695[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1722 = llvm.extractvalue %1695[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1723 = llvm.extractvalue %1695[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1724 = llvm.extractvalue %1695[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1725 = llvm.extractvalue %1695[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1726 = llvm.extractvalue %1695[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1727 = llvm.extractvalue %1695[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1728 = llvm.extractvalue %1695[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1729 = llvm.extractvalue %1695[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1730 = llvm.extractvalue %1695[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1731 = llvm.extractvalue %1695[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1732 = llvm.extractvalue %1695[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1733 = llvm.extractvalue %1695[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1734 = llvm.extractvalue %1695[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1735 = llvm.extractvalue %1695[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1736 = llvm.extractvalue %1695[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1737 = llvm.extractvalue %1695[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1738 = llvm.extractvalue %1695[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1739 = llvm.extractvalue %1695[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1740 = llvm.extractvalue %1695[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1741 = llvm.extractvalue %1695[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1742 = llvm.extractvalue %1695[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1743 = llvm.extractvalue %1695[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1744 = llvm.extractvalue %1695[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1745 = llvm.extractvalue %1695[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1746 = llvm.extractvalue %1695[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1747 = llvm.extractvalue %1695[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1748 = llvm.extractvalue %1695[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1749 = llvm.extractvalue %1695[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1750 = llvm.extractvalue %1695[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1751 = llvm.extractvalue %1695[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1752 = llvm.extractvalue %1695[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1753 = llvm.extractvalue %1695[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1754 = llvm.extractvalue %1695[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1755 = llvm.extractvalue %1695[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1756 = llvm.extractvalue %1695[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1757 = llvm.extractvalue %1695[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1758 = llvm.extractvalue %1695[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1759 = llvm.extractvalue %1695[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %1696, %1562 : f32, !llvm.ptr
      llvm.store %1697, %1564 : f32, !llvm.ptr
      llvm.store %1698, %1566 : f32, !llvm.ptr
      llvm.store %1699, %1568 : f32, !llvm.ptr
      llvm.store %1700, %1570 : f32, !llvm.ptr
      llvm.store %1701, %1572 : f32, !llvm.ptr
      llvm.store %1702, %1574 : f32, !llvm.ptr
      llvm.store %1703, %1576 : f32, !llvm.ptr
      llvm.store %1704, %1578 : f32, !llvm.ptr
      llvm.store %1705, %1580 : f32, !llvm.ptr
      llvm.store %1706, %1582 : f32, !llvm.ptr
      llvm.store %1707, %1584 : f32, !llvm.ptr
      llvm.store %1708, %1586 : f32, !llvm.ptr
      llvm.store %1709, %1588 : f32, !llvm.ptr
      llvm.store %1710, %1590 : f32, !llvm.ptr
      llvm.store %1711, %1592 : f32, !llvm.ptr
      llvm.store %1712, %1594 : f32, !llvm.ptr
      llvm.store %1713, %1596 : f32, !llvm.ptr
      llvm.store %1714, %1598 : f32, !llvm.ptr
      llvm.store %1715, %1600 : f32, !llvm.ptr
      llvm.store %1716, %1602 : f32, !llvm.ptr
      llvm.store %1717, %1604 : f32, !llvm.ptr
      llvm.store %1718, %1606 : f32, !llvm.ptr
      llvm.store %1719, %1608 : f32, !llvm.ptr
      llvm.store %1720, %1610 : f32, !llvm.ptr
      llvm.store %1721, %1612 : f32, !llvm.ptr
      llvm.store %1722, %1614 : f32, !llvm.ptr
      llvm.store %1723, %1616 : f32, !llvm.ptr
      llvm.store %1724, %1618 : f32, !llvm.ptr
      llvm.store %1725, %1620 : f32, !llvm.ptr
      llvm.store %1726, %1622 : f32, !llvm.ptr
      llvm.store %1727, %1624 : f32, !llvm.ptr
      llvm.store %1728, %1626 : f32, !llvm.ptr
      llvm.store %1729, %1628 : f32, !llvm.ptr
      llvm.store %1730, %1630 : f32, !llvm.ptr
      llvm.store %1731, %1632 : f32, !llvm.ptr
      llvm.store %1732, %1634 : f32, !llvm.ptr
      llvm.store %1733, %1636 : f32, !llvm.ptr
      llvm.store %1734, %1638 : f32, !llvm.ptr
      llvm.store %1735, %1640 : f32, !llvm.ptr
      llvm.store %1736, %1642 : f32, !llvm.ptr
      llvm.store %1737, %1644 : f32, !llvm.ptr
      llvm.store %1738, %1646 : f32, !llvm.ptr
      llvm.store %1739, %1648 : f32, !llvm.ptr
      llvm.store %1740, %1650 : f32, !llvm.ptr
      llvm.store %1741, %1652 : f32, !llvm.ptr
      llvm.store %1742, %1654 : f32, !llvm.ptr
      llvm.store %1743, %1656 : f32, !llvm.ptr
      llvm.store %1744, %1658 : f32, !llvm.ptr
      llvm.store %1745, %1660 : f32, !llvm.ptr
      llvm.store %1746, %1662 : f32, !llvm.ptr
      llvm.store %1747, %1664 : f32, !llvm.ptr
      llvm.store %1748, %1666 : f32, !llvm.ptr
      llvm.store %1749, %1668 : f32, !llvm.ptr
      llvm.store %1750, %1670 : f32, !llvm.ptr
      llvm.store %1751, %1672 : f32, !llvm.ptr
      llvm.store %1752, %1674 : f32, !llvm.ptr
      llvm.store %1753, %1676 : f32, !llvm.ptr
      llvm.store %1754, %1678 : f32, !llvm.ptr
      llvm.store %1755, %1680 : f32, !llvm.ptr
      llvm.store %1756, %1682 : f32, !llvm.ptr
      llvm.store %1757, %1684 : f32, !llvm.ptr
      llvm.store %1758, %1686 : f32, !llvm.ptr
      llvm.store %1759, %1688 : f32, !llvm.ptr
      %1760 = llvm.add %1544, %49 : i32
      llvm.br ^bb36(%1760 : i32)
    ^bb38:  // pred: ^bb36
      %1761 = llvm.extractvalue %16[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1762 = llvm.extractvalue %16[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1763 = llvm.mlir.constant(1024 : i32) : i32
      %1764 = llvm.mul %1518, %1763 : i32
      %1765 = llvm.mlir.constant(2 : i32) : i32
      %1766 = llvm.add %1764, %1765 : i32
      %1767 = llvm.mlir.constant(0 : i32) : i32
      %1768 = llvm.bitcast %434 : i64 to vector<2xi32>
      %1769 = llvm.extractelement %1768[%1767 : i32] : vector<2xi32>
      %1770 = llvm.add %1769, %1766 : i32
      %1771 = llvm.insertelement %1770, %1768[%1767 : i32] : vector<2xi32>
      %1772 = llvm.bitcast %1771 : vector<2xi32> to i64
      %1773 = llvm.extractvalue %15[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1774 = llvm.extractvalue %15[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1775 = llvm.mlir.constant(1024 : i32) : i32
      %1776 = llvm.mul %1518, %1775 : i32
      %1777 = llvm.mlir.constant(2 : i32) : i32
      %1778 = llvm.add %1776, %1777 : i32
      %1779 = llvm.mlir.constant(0 : i32) : i32
      %1780 = llvm.bitcast %472 : i64 to vector<2xi32>
      %1781 = llvm.extractelement %1780[%1779 : i32] : vector<2xi32>
      %1782 = llvm.add %1781, %1778 : i32
      %1783 = llvm.insertelement %1782, %1780[%1779 : i32] : vector<2xi32>
      %1784 = llvm.bitcast %1783 : vector<2xi32> to i64
      llvm.br ^bb39(%50 : i32)
    ^bb39(%1785: i32):  // 2 preds: ^bb38, ^bb40
      %1786 = llvm.icmp "slt" %1785, %24 : i32
      llvm.cond_br %1786, ^bb40, ^bb41 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb40:  // pred: ^bb39
      %1787 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1788 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1789 = llvm.mlir.constant(512 : i32) : i32
      %1790 = llvm.mul %1785, %1789 : i32
      %1791 = llvm.mlir.constant(0 : i32) : i32
      %1792 = llvm.bitcast %1772 : i64 to vector<2xi32>
      %1793 = llvm.extractelement %1792[%1791 : i32] : vector<2xi32>
      %1794 = llvm.add %1793, %1790 : i32
      %1795 = llvm.insertelement %1794, %1792[%1791 : i32] : vector<2xi32>
      %1796 = llvm.bitcast %1795 : vector<2xi32> to i64
      %1797 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1798 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1799 = llvm.mlir.constant(64 : i32) : i32
      %1800 = llvm.mul %1785, %1799 : i32
      %1801 = llvm.getelementptr %578[%1800] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1802 = builtin.unrealized_conversion_cast %1801 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %1803 = builtin.unrealized_conversion_cast %1802 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %1804 = llvm.load %1803 : !llvm.ptr -> f32
      %1805 = llvm.getelementptr %1803[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1806 = llvm.load %1805 : !llvm.ptr -> f32
      %1807 = llvm.getelementptr %1803[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1808 = llvm.load %1807 : !llvm.ptr -> f32
      %1809 = llvm.getelementptr %1803[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1810 = llvm.load %1809 : !llvm.ptr -> f32
      %1811 = llvm.getelementptr %1803[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1812 = llvm.load %1811 : !llvm.ptr -> f32
      %1813 = llvm.getelementptr %1803[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1814 = llvm.load %1813 : !llvm.ptr -> f32
      %1815 = llvm.getelementptr %1803[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1816 = llvm.load %1815 : !llvm.ptr -> f32
      %1817 = llvm.getelementptr %1803[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1818 = llvm.load %1817 : !llvm.ptr -> f32
      %1819 = llvm.getelementptr %1803[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1820 = llvm.load %1819 : !llvm.ptr -> f32
      %1821 = llvm.getelementptr %1803[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1822 = llvm.load %1821 : !llvm.ptr -> f32
      %1823 = llvm.getelementptr %1803[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1824 = llvm.load %1823 : !llvm.ptr -> f32
      %1825 = llvm.getelementptr %1803[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1826 = llvm.load %1825 : !llvm.ptr -> f32
      %1827 = llvm.getelementptr %1803[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1828 = llvm.load %1827 : !llvm.ptr -> f32
      %1829 = llvm.getelementptr %1803[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1830 = llvm.load %1829 : !llvm.ptr -> f32
      %1831 = llvm.getelementptr %1803[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1832 = llvm.load %1831 : !llvm.ptr -> f32
      %1833 = llvm.getelementptr %1803[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1834 = llvm.load %1833 : !llvm.ptr -> f32
      %1835 = llvm.getelementptr %1803[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1836 = llvm.load %1835 : !llvm.ptr -> f32
      %1837 = llvm.getelementptr %1803[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1838 = llvm.load %1837 : !llvm.ptr -> f32
      %1839 = llvm.getelementptr %1803[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1840 = llvm.load %1839 : !llvm.ptr -> f32
      %1841 = llvm.getelementptr %1803[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1842 = llvm.load %1841 : !llvm.ptr -> f32
      %1843 = llvm.getelementptr %1803[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1844 = llvm.load %1843 : !llvm.ptr -> f32
      %1845 = llvm.getelementptr %1803[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1846 = llvm.load %1845 : !llvm.ptr -> f32
      %1847 = llvm.getelementptr %1803[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1848 = llvm.load %1847 : !llvm.ptr -> f32
      %1849 = llvm.getelementptr %1803[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1850 = llvm.load %1849 : !llvm.ptr -> f32
      %1851 = llvm.getelementptr %1803[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1852 = llvm.load %1851 : !llvm.ptr -> f32
      %1853 = llvm.getelementptr %1803[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1854 = llvm.load %1853 : !llvm.ptr -> f32
      %1855 = llvm.getelementptr %1803[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1856 = llvm.load %1855 : !llvm.ptr -> f32
      %1857 = llvm.getelementptr %1803[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1858 = llvm.load %1857 : !llvm.ptr -> f32
      %1859 = llvm.getelementptr %1803[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1860 = llvm.load %1859 : !llvm.ptr -> f32
      %1861 = llvm.getelementptr %1803[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1862 = llvm.load %1861 : !llvm.ptr -> f32
      %1863 = llvm.getelementptr %1803[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1864 = llvm.load %1863 : !llvm.ptr -> f32
      %1865 = llvm.getelementptr %1803[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1866 = llvm.load %1865 : !llvm.ptr -> f32
      %1867 = llvm.getelementptr %1803[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1868 = llvm.load %1867 : !llvm.ptr -> f32
      %1869 = llvm.getelementptr %1803[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1870 = llvm.load %1869 : !llvm.ptr -> f32
      %1871 = llvm.getelementptr %1803[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1872 = llvm.load %1871 : !llvm.ptr -> f32
      %1873 = llvm.getelementptr %1803[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1874 = llvm.load %1873 : !llvm.ptr -> f32
      %1875 = llvm.getelementptr %1803[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1876 = llvm.load %1875 : !llvm.ptr -> f32
      %1877 = llvm.getelementptr %1803[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1878 = llvm.load %1877 : !llvm.ptr -> f32
      %1879 = llvm.getelementptr %1803[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1880 = llvm.load %1879 : !llvm.ptr -> f32
      %1881 = llvm.getelementptr %1803[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1882 = llvm.load %1881 : !llvm.ptr -> f32
      %1883 = llvm.getelementptr %1803[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1884 = llvm.load %1883 : !llvm.ptr -> f32
      %1885 = llvm.getelementptr %1803[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1886 = llvm.load %1885 : !llvm.ptr -> f32
      %1887 = llvm.getelementptr %1803[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1888 = llvm.load %1887 : !llvm.ptr -> f32
      %1889 = llvm.getelementptr %1803[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1890 = llvm.load %1889 : !llvm.ptr -> f32
      %1891 = llvm.getelementptr %1803[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1892 = llvm.load %1891 : !llvm.ptr -> f32
      %1893 = llvm.getelementptr %1803[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1894 = llvm.load %1893 : !llvm.ptr -> f32
      %1895 = llvm.getelementptr %1803[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1896 = llvm.load %1895 : !llvm.ptr -> f32
      %1897 = llvm.getelementptr %1803[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1898 = llvm.load %1897 : !llvm.ptr -> f32
      %1899 = llvm.getelementptr %1803[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1900 = llvm.load %1899 : !llvm.ptr -> f32
      %1901 = llvm.getelementptr %1803[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1902 = llvm.load %1901 : !llvm.ptr -> f32
      %1903 = llvm.getelementptr %1803[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1904 = llvm.load %1903 : !llvm.ptr -> f32
      %1905 = llvm.getelementptr %1803[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1906 = llvm.load %1905 : !llvm.ptr -> f32
      %1907 = llvm.getelementptr %1803[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1908 = llvm.load %1907 : !llvm.ptr -> f32
      %1909 = llvm.getelementptr %1803[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1910 = llvm.load %1909 : !llvm.ptr -> f32
      %1911 = llvm.getelementptr %1803[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1912 = llvm.load %1911 : !llvm.ptr -> f32
      %1913 = llvm.getelementptr %1803[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1914 = llvm.load %1913 : !llvm.ptr -> f32
      %1915 = llvm.getelementptr %1803[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1916 = llvm.load %1915 : !llvm.ptr -> f32
      %1917 = llvm.getelementptr %1803[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1918 = llvm.load %1917 : !llvm.ptr -> f32
      %1919 = llvm.getelementptr %1803[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1920 = llvm.load %1919 : !llvm.ptr -> f32
      %1921 = llvm.getelementptr %1803[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1922 = llvm.load %1921 : !llvm.ptr -> f32
      %1923 = llvm.getelementptr %1803[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1924 = llvm.load %1923 : !llvm.ptr -> f32
      %1925 = llvm.getelementptr %1803[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1926 = llvm.load %1925 : !llvm.ptr -> f32
      %1927 = llvm.getelementptr %1803[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1928 = llvm.load %1927 : !llvm.ptr -> f32
      %1929 = llvm.getelementptr %1803[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1930 = llvm.load %1929 : !llvm.ptr -> f32
      %1931 = llvm.mlir.constant(0 : i32) : i32
      %1932 = llvm.mlir.constant(1 : i32) : i32
      %1933 = llvm.mlir.constant(1 : i32) : i32
      %1934 = llvm.mlir.constant(0 : i32) : i32
      %1935 = llvm.mlir.constant(0 : i32) : i32
      %1936 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %1804, %1806, %1808, %1810, %1812, %1814, %1816, %1818, %1820, %1822, %1824, %1826, %1828, %1830, %1832, %1834, %1836, %1838, %1840, %1842, %1844, %1846, %1848, %1850, %1852, %1854, %1856, %1858, %1860, %1862, %1864, %1866, %1868, %1870, %1872, %1874, %1876, %1878, %1880, %1882, %1884, %1886, %1888, %1890, %1892, %1894, %1896, %1898, %1900, %1902, %1904, %1906, %1908, %1910, %1912, %1914, %1916, %1918, %1920, %1922, %1924, %1926, %1928, %1930, %1796, %1784, %36, %1932, %1933, %1934, %1935 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1937 = llvm.extractvalue %1936[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1938 = llvm.extractvalue %1936[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1939 = llvm.extractvalue %1936[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1940 = llvm.extractvalue %1936[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1941 = llvm.extractvalue %1936[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1942 = llvm.extractvalue %1936[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1943 = llvm.extractvalue %1936[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1944 = llvm.extractvalue %1936[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1945 = llvm.extractvalue %1936[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1946 = llvm.extractvalue %1936[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1947 = llvm.extractvalue %1936[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1948 = llvm.extractvalue %1936[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1949 = llvm.extractvalue %1936[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1950 = llvm.extractvalue %1936[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1951 = llvm.extractvalue %1936[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1952 = llvm.extractvalue %1936[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1953 = llvm.extractvalue %1936[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1954 = llvm.extractvalue %1936[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1955 = llvm.extractvalue %1936[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1956 = llvm.extractvalue %1936[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1957 = llvm.extractvalue %1936[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1958 = llvm.extractvalue %1936[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1959 = llvm.extractvalue %1936[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1960 = llvm.extractvalue %1936[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1961 = llvm.extractvalue %1936[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1962 = llvm.extractvalue %1936[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1963 = llvm.extractvalue %1936[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1964 = llvm.extractvalue %1936[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1965 = llvm.extractvalue %1936[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1966 = llvm.extractvalue %1936[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1967 = llvm.extractvalue %1936[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1968 = llvm.extractvalue %1936[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1969 = llvm.extractvalue %1936[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1970 = llvm.extractvalue %1936[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1971 = llvm.extractvalue %1936[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1972 = llvm.extractvalue %1936[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1973 = llvm.extractvalue %1936[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1974 = llvm.extractvalue %1936[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1975 = llvm.extractvalue %1936[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1976 = llvm.extractvalue %1936[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1977 = llvm.extractvalue %1936[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1978 = llvm.extractvalue %1936[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1979 = llvm.extractvalue %1936[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1980 = llvm.extractvalue %1936[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1981 = llvm.extractvalue %1936[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1982 = llvm.extractvalue %1936[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1983 = llvm.extractvalue %1936[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1984 = llvm.extractvalue %1936[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1985 = llvm.extractvalue %1936[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1986 = llvm.extractvalue %1936[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1987 = llvm.extractvalue %1936[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1988 = llvm.extractvalue %1936[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1989 = llvm.extractvalue %1936[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1990 = llvm.extractvalue %1936[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1991 = llvm.extractvalue %1936[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1992 = llvm.extractvalue %1936[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1993 = llvm.extractvalue %1936[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1994 = llvm.extractvalue %1936[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1995 = llvm.extractvalue %1936[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1996 = llvm.extractvalue %1936[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1997 = llvm.extractvalue %1936[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1998 = llvm.extractvalue %1936[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %1999 = llvm.extractvalue %1936[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2000 = llvm.extractvalue %1936[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %1937, %1803 : f32, !llvm.ptr
      llvm.store %1938, %1805 : f32, !llvm.ptr
      llvm.store %1939, %1807 : f32, !llvm.ptr
      llvm.store %1940, %1809 : f32, !llvm.ptr
      llvm.store %1941, %1811 : f32, !llvm.ptr
      llvm.store %1942, %1813 : f32, !llvm.ptr
      llvm.store %1943, %1815 : f32, !llvm.ptr
      llvm.store %1944, %1817 : f32, !llvm.ptr
      llvm.store %1945, %1819 : f32, !llvm.ptr
      llvm.store %1946, %1821 : f32, !llvm.ptr
      llvm.store %1947, %1823 : f32, !llvm.ptr
      llvm.store %1948, %1825 : f32, !llvm.ptr
      llvm.store %1949, %1827 : f32, !llvm.ptr
      llvm.store %1950, %1829 : f32, !llvm.ptr
      llvm.store %1951, %1831 : f32, !llvm.ptr
      llvm.store %1952, %1833 : f32, !llvm.ptr
      llvm.store %1953, %1835 : f32, !llvm.ptr
      llvm.store %1954, %1837 : f32, !llvm.ptr
      llvm.store %1955, %1839 : f32, !llvm.ptr
      llvm.store %1956, %1841 : f32, !llvm.ptr
      llvm.store %1957, %1843 : f32, !llvm.ptr
      llvm.store %1958, %1845 : f32, !llvm.ptr
      llvm.store %1959, %1847 : f32, !llvm.ptr
      llvm.store %1960, %1849 : f32, !llvm.ptr
      llvm.store %1961, %1851 : f32, !llvm.ptr
      llvm.store %1962, %1853 : f32, !llvm.ptr
      llvm.store %1963, %1855 : f32, !llvm.ptr
      llvm.store %1964, %1857 : f32, !llvm.ptr
      llvm.store %1965, %1859 : f32, !llvm.ptr
      llvm.store %1966, %1861 : f32, !llvm.ptr
      llvm.store %1967, %1863 : f32, !llvm.ptr
      llvm.store %1968, %1865 : f32, !llvm.ptr
      llvm.store %1969, %1867 : f32, !llvm.ptr
      llvm.store %1970, %1869 : f32, !llvm.ptr
      llvm.store %1971, %1871 : f32, !llvm.ptr
      llvm.store %1972, %1873 : f32, !llvm.ptr
      llvm.store %1973, %1875 : f32, !llvm.ptr
      llvm.store %1974, %1877 : f32, !llvm.ptr
      llvm.store %1975, %1879 : f32, !llvm.ptr
      llvm.store %1976, %1881 : f32, !llvm.ptr
      llvm.store %1977, %1883 : f32, !llvm.ptr
      llvm.store %1978, %1885 : f32, !llvm.ptr
      llvm.store %1979, %1887 : f32, !llvm.ptr
      llvm.store %1980, %1889 : f32, !llvm.ptr
      llvm.store %1981, %1891 : f32, !llvm.ptr
      llvm.store %1982, %1893 : f32, !llvm.ptr
      llvm.store %1983, %1895 : f32, !llvm.ptr
      llvm.store %1984, %1897 : f32, !llvm.ptr
      llvm.store %1985, %1899 : f32, !llvm.ptr
      llvm.store %1986, %1901 : f32, !llvm.ptr
      llvm.store %1987, %1903 : f32, !llvm.ptr
      llvm.store %1988, %1905 : f32, !llvm.ptr
      llvm.store %1989, %1907 : f32, !llvm.ptr
      llvm.store %1990, %1909 : f32, !llvm.ptr
      llvm.store %1991, %1911 : f32, !llvm.ptr
      llvm.store %1992, %1913 : f32, !llvm.ptr
      llvm.store %1993, %1915 : f32, !llvm.ptr
      llvm.store %1994, %1917 : f32, !llvm.ptr
      llvm.store %1995, %1919 : f32, !llvm.ptr
      llvm.store %1996, %1921 : f32, !llvm.ptr
      llvm.store %1997, %1923 : f32, !llvm.ptr
      llvm.store %1998, %1925 : f32, !llvm.ptr
      llvm.store %1999, %1927 : f32, !llvm.ptr
      llvm.store %2000, %1929 : f32, !llvm.ptr
      %2001 = llvm.add %1785, %49 : i32
      llvm.br ^bb39(%2001 : i32)
    ^bb41:  // pred: ^bb39
      %2002 = llvm.extractvalue %16[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2003 = llvm.extractvalue %16[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2004 = llvm.mlir.constant(1024 : i32) : i32
      %2005 = llvm.mul %1518, %2004 : i32
      %2006 = llvm.mlir.constant(4 : i32) : i32
      %2007 = llvm.add %2005, %2006 : i32
      %2008 = llvm.mlir.constant(0 : i32) : i32
      %2009 = llvm.bitcast %434 : i64 to vector<2xi32>
      %2010 = llvm.extractelement %2009[%2008 : i32] : vector<2xi32>
      %2011 = llvm.add %2010, %2007 : i32
      %2012 = llvm.insertelement %2011, %2009[%2008 : i32] : vector<2xi32>
      %2013 = llvm.bitcast %2012 : vector<2xi32> to i64
      %2014 = llvm.extractvalue %15[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2015 = llvm.extractvalue %15[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2016 = llvm.mlir.constant(1024 : i32) : i32
      %2017 = llvm.mul %1518, %2016 : i32
      %2018 = llvm.mlir.constant(4 : i32) : i32
      %2019 = llvm.add %2017, %2018 : i32
      %2020 = llvm.mlir.constant(0 : i32) : i32
      %2021 = llvm.bitcast %472 : i64 to vector<2xi32>
      %2022 = llvm.extractelement %2021[%2020 : i32] : vector<2xi32>
      %2023 = llvm.add %2022, %2019 : i32
      %2024 = llvm.insertelement %2023, %2021[%2020 : i32] : vector<2xi32>
      %2025 = llvm.bitcast %2024 : vector<2xi32> to i64
      llvm.br ^bb42(%50 : i32)
    ^bb42(%2026: i32):  // 2 preds: ^bb41, ^bb43
      %2027 = llvm.icmp "slt" %2026, %24 : i32
      llvm.cond_br %2027, ^bb43, ^bb44 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb43:  // pred: ^bb42
      %2028 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2029 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2030 = llvm.mlir.constant(512 : i32) : i32
      %2031 = llvm.mul %2026, %2030 : i32
      %2032 = llvm.mlir.constant(0 : i32) : i32
      %2033 = llvm.bitcast %2013 : i64 to vector<2xi32>
      %2034 = llvm.extractelement %2033[%2032 : i32] : vector<2xi32>
      %2035 = llvm.add %2034, %2031 : i32
      %2036 = llvm.insertelement %2035, %2033[%2032 : i32] : vector<2xi32>
      %2037 = llvm.bitcast %2036 : vector<2xi32> to i64
      %2038 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2039 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2040 = llvm.mlir.constant(64 : i32) : i32
      %2041 = llvm.mul %2026, %2040 : i32
      %2042 = llvm.getelementptr %578[%2041] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2043 = builtin.unrealized_conversion_cast %2042 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %2044 = builtin.unrealized_conversion_cast %2043 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %2045 = llvm.load %2044 : !llvm.ptr -> f32
      %2046 = llvm.getelementptr %2044[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %2047 = llvm.load %2046 : !llvm.ptr -> f32
      %2048 = llvm.getelementptr %2044[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %2049 = llvm.load %2048 : !llvm.ptr -> f32
      %2050 = llvm.getelementptr %2044[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %2051 = llvm.load %2050 : !llvm.ptr -> f32
      %2052 = llvm.getelementptr %2044[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %2053 = llvm.load %2052 : !llvm.ptr -> f32
      %2054 = llvm.getelementptr %2044[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %2055 = llvm.load %2054 : !llvm.ptr -> f32
      %2056 = llvm.getelementptr %2044[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %2057 = llvm.load %2056 : !llvm.ptr -> f32
      %2058 = llvm.getelementptr %2044[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %2059 = llvm.load %2058 : !llvm.ptr -> f32
      %2060 = llvm.getelementptr %2044[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %2061 = llvm.load %2060 : !llvm.ptr -> f32
      %2062 = llvm.getelementptr %2044[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %2063 = llvm.load %2062 : !llvm.ptr -> f32
      %2064 = llvm.getelementptr %2044[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %2065 = llvm.load %2064 : !llvm.ptr -> f32
      %2066 = llvm.getelementptr %2044[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %2067 = llvm.load %2066 : !llvm.ptr -> f32
      %2068 = llvm.getelementptr %2044[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %2069 = llvm.load %2068 : !llvm.ptr -> f32
      %2070 = llvm.getelementptr %2044[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %2071 = llvm.load %2070 : !llvm.ptr -> f32
      %2072 = llvm.getelementptr %2044[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %2073 = llvm.load %2072 : !llvm.ptr -> f32
      %2074 = llvm.getelementptr %2044[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %2075 = llvm.load %2074 : !llvm.ptr -> f32
      %2076 = llvm.getelementptr %2044[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %2077 = llvm.load %2076 : !llvm.ptr -> f32
      %2078 = llvm.getelementptr %2044[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %2079 = llvm.load %2078 : !llvm.ptr -> f32
      %2080 = llvm.getelementptr %2044[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %2081 = llvm.load %2080 : !llvm.ptr -> f32
      %2082 = llvm.getelementptr %2044[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %2083 = llvm.load %2082 : !llvm.ptr -> f32
      %2084 = llvm.getelementptr %2044[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %2085 = llvm.load %2084 : !llvm.ptr -> f32
      %2086 = llvm.getelementptr %2044[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %2087 = llvm.load %2086 : !llvm.ptr -> f32
      %2088 = llvm.getelementptr %2044[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %2089 = llvm.load %2088 : !llvm.ptr -> f32
      %2090 = llvm.getelementptr %2044[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %2091 = llvm.load %2090 : !llvm.ptr -> f32
      %2092 = llvm.getelementptr %2044[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %2093 = llvm.load %2092 : !llvm.ptr -> f32
      %2094 = llvm.getelementptr %2044[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %2095 = llvm.load %2094 : !llvm.ptr -> f32
      %2096 = llvm.getelementptr %2044[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %2097 = llvm.load %2096 : !llvm.ptr -> f32
      %2098 = llvm.getelementptr %2044[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %2099 = llvm.load %2098 : !llvm.ptr -> f32
      %2100 = llvm.getelementptr %2044[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %2101 = llvm.load %2100 : !llvm.ptr -> f32
      %2102 = llvm.getelementptr %2044[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %2103 = llvm.load %2102 : !llvm.ptr -> f32
      %2104 = llvm.getelementptr %2044[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %2105 = llvm.load %2104 : !llvm.ptr -> f32
      %2106 = llvm.getelementptr %2044[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %2107 = llvm.load %2106 : !llvm.ptr -> f32
      %2108 = llvm.getelementptr %2044[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %2109 = llvm.load %2108 : !llvm.ptr -> f32
      %2110 = llvm.getelementptr %2044[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %2111 = llvm.load %2110 : !llvm.ptr -> f32
      %2112 = llvm.getelementptr %2044[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %2113 = llvm.load %2112 : !llvm.ptr -> f32
      %2114 = llvm.getelementptr %2044[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %2115 = llvm.load %2114 : !llvm.ptr -> f32
      %2116 = llvm.getelementptr %2044[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %2117 = llvm.load %2116 : !llvm.ptr -> f32
      %2118 = llvm.getelementptr %2044[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %2119 = llvm.load %2118 : !llvm.ptr -> f32
      %2120 = llvm.getelementptr %2044[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %2121 = llvm.load %2120 : !llvm.ptr -> f32
      %2122 = llvm.getelementptr %2044[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %2123 = llvm.load %2122 : !llvm.ptr -> f32
      %2124 = llvm.getelementptr %2044[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %2125 = llvm.load %2124 : !llvm.ptr -> f32
      %2126 = llvm.getelementptr %2044[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %2127 = llvm.load %2126 : !llvm.ptr -> f32
      %2128 = llvm.getelementptr %2044[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %2129 = llvm.load %2128 : !llvm.ptr -> f32
      %2130 = llvm.getelementptr %2044[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %2131 = llvm.load %2130 : !llvm.ptr -> f32
      %2132 = llvm.getelementptr %2044[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %2133 = llvm.load %2132 : !llvm.ptr -> f32
      %2134 = llvm.getelementptr %2044[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %2135 = llvm.load %2134 : !llvm.ptr -> f32
      %2136 = llvm.getelementptr %2044[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %2137 = llvm.load %2136 : !llvm.ptr -> f32
      %2138 = llvm.getelementptr %2044[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %2139 = llvm.load %2138 : !llvm.ptr -> f32
      %2140 = llvm.getelementptr %2044[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %2141 = llvm.load %2140 : !llvm.ptr -> f32
      %2142 = llvm.getelementptr %2044[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %2143 = llvm.load %2142 : !llvm.ptr -> f32
      %2144 = llvm.getelementptr %2044[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %2145 = llvm.load %2144 : !llvm.ptr -> f32
      %2146 = llvm.getelementptr %2044[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %2147 = llvm.load %2146 : !llvm.ptr -> f32
      %2148 = llvm.getelementptr %2044[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %2149 = llvm.load %2148 : !llvm.ptr -> f32
      %2150 = llvm.getelementptr %2044[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %2151 = llvm.load %2150 : !llvm.ptr -> f32
      %2152 = llvm.getelementptr %2044[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %2153 = llvm.load %2152 : !llvm.ptr -> f32
      %2154 = llvm.getelementptr %2044[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %2155 = llvm.load %2154 : !llvm.ptr -> f32
      %2156 = llvm.getelementptr %2044[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %2157 = llvm.load %2156 : !llvm.ptr -> f32
      %2158 = llvm.getelementptr %2044[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %2159 = llvm.load %2158 : !llvm.ptr -> f32
      %2160 = llvm.getelementptr %2044[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %2161 = llvm.load %2160 : !llvm.ptr -> f32
      %2162 = llvm.getelementptr %2044[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %2163 = llvm.load %2162 : !llvm.ptr -> f32
      %2164 = llvm.getelementptr %2044[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %2165 = llvm.load %2164 : !llvm.ptr -> f32
      %2166 = llvm.getelementptr %2044[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %2167 = llvm.load %2166 : !llvm.ptr -> f32
      %2168 = llvm.getelementptr %2044[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %2169 = llvm.load %2168 : !llvm.ptr -> f32
      %2170 = llvm.getelementptr %2044[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %2171 = llvm.load %2170 : !llvm.ptr -> f32
      %2172 = llvm.mlir.constant(0 : i32) : i32
      %2173 = llvm.mlir.constant(1 : i32) : i32
      %2174 = llvm.mlir.constant(1 : i32) : i32
      %2175 = llvm.mlir.constant(0 : i32) : i32
      %2176 = llvm.mlir.constant(0 : i32) : i32
      %2177 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %2045, %2047, %2049, %2051, %2053, %2055, %2057, %2059, %2061, %2063, %2065, %2067, %2069, %2071, %2073, %2075, %2077, %2079, %2081, %2083, %2085, %2087, %2089, %2091, %2093, %2095, %2097, %2099, %2101, %2103, %2105, %2107, %2109, %2111, %2113, %2115, %2117, %2119, %2121, %2123, %2125, %2127, %2129, %2131, %2133, %2135, %2137, %2139, %2141, %2143, %2145, %2147, %2149, %2151, %2153, %2155, %2157, %2159, %2161, %2163, %2165, %2167, %2169, %2171, %2037, %2025, %36, %2173, %2174, %2175, %2176 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2178 = llvm.extractvalue %2177[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2179 = llvm.extractvalue %2177[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2180 = llvm.extractvalue %2177[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2181 = llvm.extractvalue %2177[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2182 = llvm.extractvalue %2177[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2183 = llvm.extractvalue %2177[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2184 = llvm.extractvalue %2177[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2185 = llvm.extractvalue %2177[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2186 = llvm.extractvalue %2177[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2187 = llvm.extractvalue %2177[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2188 = llvm.extractvalue %2177[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2189 = llvm.extractvalue %2177[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2190 = llvm.extractvalue %2177[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2191 = llvm.extractvalue %2177[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2192 = llvm.extractvalue %2177[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2193 = llvm.extractvalue %2177[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2194 = llvm.extractvalue %2177[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2195 = llvm.extractvalue %2177[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2196 = llvm.extractvalue %2177[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2197 = llvm.extractvalue %2177[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2198 = llvm.extractvalue %2177[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2199 = llvm.extractvalue %2177[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2200 = llvm.extractvalue %2177[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2201 = llvm.extractvalue %2177[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2202 = llvm.extractvalue %2177[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2203 = llvm.extractvalue %2177[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2204 = llvm.extractvalue %2177[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2205 = llvm.extractvalue %2177[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2206 = llvm.extractvalue %2177[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2207 = llvm.extractvalue %2177[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2208 = llvm.extractvalue %2177[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2209 = llvm.extractvalue %2177[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2210 = llvm.extractvalue %2177[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2211 = llvm.extractvalue %2177[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2212 = llvm.extractvalue %2177[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2213 = llvm.extractvalue %2177[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2214 = llvm.extractvalue %2177[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2215 = llvm.extractvalue %2177[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2216 = llvm.extractvalue %2177[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2217 = llvm.extractvalue %2177[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2218 = llvm.extractvalue %2177[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2219 = llvm.extractvalue %2177[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2220 = llvm.extractvalue %2177[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2221 = llvm.extractvalue %2177[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2222 = llvm.extractvalue %2177[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2223 = llvm.extractvalue %2177[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2224 = llvm.extractvalue %2177[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2225 = llvm.extractvalue %2177[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2226 = llvm.extractvalue %2177[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2227 = llvm.extractvalue %2177[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2228 = llvm.extractvalue %2177[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2229 = llvm.extractvalue %2177[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2230 = llvm.extractvalue %2177[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2231 = llvm.extractvalue %2177[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2232 = llvm.extractvalue %2177[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2233 = llvm.extractvalue %2177[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2234 = llvm.extractvalue %2177[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2235 = llvm.extractvalue %2177[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2236 = llvm.extractvalue %2177[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2237 = llvm.extractvalue %2177[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2238 = llvm.extractvalue %2177[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2239 = llvm.extractvalue %2177[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2240 = llvm.extractvalue %2177[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2241 = llvm.extractvalue %2177[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %2178, %2044 : f32, !llvm.ptr
      llvm.store %2179, %2046 : f32, !llvm.ptr
      llvm.store %2180, %2048 : f32, !llvm.ptr
      llvm.store %2181, %2050 : f32, !llvm.ptr
      llvm.store %2182, %2052 : f32, !llvm.ptr
      llvm.store %2183, %2054 : f32, !llvm.ptr
      llvm.store %2184, %2056 : f32, !llvm.ptr
      llvm.store %2185, %2058 : f32, !llvm.ptr
      llvm.store %2186, %2060 : f32, !llvm.ptr
      llvm.store %2187, %2062 : f32, !llvm.ptr
      llvm.store %2188, %2064 : f32, !llvm.ptr
      llvm.store %2189, %2066 : f32, !llvm.ptr
      llvm.store %2190, %2068 : f32, !llvm.ptr
      llvm.store %2191, %2070 : f32, !llvm.ptr
      llvm.store %2192, %2072 : f32, !llvm.ptr
      llvm.store %2193, %2074 : f32, !llvm.ptr
      llvm.store %2194, %2076 : f32, !llvm.ptr
      llvm.store %2195, %2078 : f32, !llvm.ptr
      llvm.store %2196, %2080 : f32, !llvm.ptr
      llvm.store %2197, %2082 : f32, !llvm.ptr
      llvm.store %2198, %2084 : f32, !llvm.ptr
      llvm.store %2199, %2086 : f32, !llvm.ptr
      llvm.store %2200, %2088 : f32, !llvm.ptr
      llvm.store %2201, %2090 : f32, !llvm.ptr
      llvm.store %2202, %2092 : f32, !llvm.ptr
      llvm.store %2203, %2094 : f32, !llvm.ptr
      llvm.store %2204, %2096 : f32, !llvm.ptr
      llvm.store %2205, %2098 : f32, !llvm.ptr
      llvm.store %2206, %2100 : f32, !llvm.ptr
      llvm.store %2207, %2102 : f32, !llvm.ptr
      llvm.store %2208, %2104 : f32, !llvm.ptr
      llvm.store %2209, %2106 : f32, !llvm.ptr
      llvm.store %2210, %2108 : f32, !llvm.ptr
      llvm.store %2211, %2110 : f32, !llvm.ptr
      llvm.store %2212, %2112 : f32, !llvm.ptr
      llvm.store %2213, %2114 : f32, !llvm.ptr
      llvm.store %2214, %2116 : f32, !llvm.ptr
      llvm.store %2215, %2118 : f32, !llvm.ptr
      llvm.store %2216, %2120 : f32, !llvm.ptr
      llvm.store %2217, %2122 : f32, !llvm.ptr
      llvm.store %2218, %2124 : f32, !llvm.ptr
      llvm.store %2219, %2126 : f32, !llvm.ptr
      llvm.store %2220, %2128 : f32, !llvm.ptr
      llvm.store %2221, %2130 : f32, !llvm.ptr
      llvm.store %2222, %2132 : f32, !llvm.ptr
      llvm.store %2223, %2134 : f32, !llvm.ptr
      llvm.store %2224, %2136 : f32, !llvm.ptr
      llvm.store %2225, %2138 : f32, !llvm.ptr
      llvm.store %2226, %2140 : f32, !llvm.ptr
      llvm.store %2227, %2142 : f32, !llvm.ptr
      llvm.store %2228, %2144 : f32, !llvm.ptr
      llvm.store %2229, %2146 : f32, !llvm.ptr
      llvm.store %2230, %2148 : f32, !llvm.ptr
      llvm.store %2231, %2150 : f32, !llvm.ptr
      llvm.store %2232, %2152 : f32, !llvm.ptr
      llvm.store %2233, %2154 : f32, !llvm.ptr
      llvm.store %2234, %2156 : f32, !llvm.ptr
      llvm.store %2235, %2158 : f32, !llvm.ptr
      llvm.store %2236, %2160 : f32, !llvm.ptr
      llvm.store %2237, %2162 : f32, !llvm.ptr
      llvm.store %2238, %2164 : f32, !llvm.ptr
      llvm.store %2239, %2166 : f32, !llvm.ptr
      llvm.store %2240, %2168 : f32, !llvm.ptr
      llvm.store %2241, %2170 : f32, !llvm.ptr
      %2242 = llvm.add %2026, %49 : i32
      llvm.br ^bb42(%2242 : i32)
    ^bb44:  // pred: ^bb42
      %2243 = llvm.extractvalue %16[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2244 = llvm.extractvalue %16[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2245 = llvm.mlir.constant(1024 : i32) : i32
      %2246 = llvm.mul %1518, %2245 : i32
      %2247 = llvm.mlir.constant(6 : i32) : i32
      %2248 = llvm.add %2246, %2247 : i32
      %2249 = llvm.mlir.constant(0 : i32) : i32
      %2250 = llvm.bitcast %434 : i64 to vector<2xi32>
      %2251 = llvm.extractelement %2250[%2249 : i32] : vector<2xi32>
      %2252 = llvm.add %2251, %2248 : i32
      %2253 = llvm.insertelement %2252, %2250[%2249 : i32] : vector<2xi32>
      %2254 = llvm.bitcast %2253 : vector<2xi32> to i64
      %2255 = llvm.extractvalue %15[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2256 = llvm.extractvalue %15[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2257 = llvm.mlir.constant(1024 : i32) : i32
      %2258 = llvm.mul %1518, %2257 : i32
      %2259 = llvm.mlir.constant(6 : i32) : i32
      %2260 = llvm.add %2258, %2259 : i32
      %2261 = llvm.mlir.constant(0 : i32) : i32
      %2262 = llvm.bitcast %472 : i64 to vector<2xi32>
      %2263 = llvm.extractelement %2262[%2261 : i32] : vector<2xi32>
      %2264 = llvm.add %2263, %2260 : i32
      %2265 = llvm.insertelement %2264, %2262[%2261 : i32] : vector<2xi32>
      %2266 = llvm.bitcast %2265 : vector<2xi32> to i64
      llvm.br ^bb45(%50 : i32)
    ^bb45(%2267: i32):  // 2 preds: ^bb44, ^bb46
      %2268 = llvm.icmp "slt" %2267, %24 : i32
      llvm.cond_br %2268, ^bb46, ^bb47 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb46:  // pred: ^bb45
      %2269 = llvm.extractvalue %14[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2270 = llvm.extractvalue %14[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2271 = llvm.mlir.constant(512 : i32) : i32
      %2272 = llvm.mul %2267, %2271 : i32
      %2273 = llvm.mlir.constant(0 : i32) : i32
      %2274 = llvm.bitcast %2254 : i64 to vector<2xi32>
      %2275 = llvm.extractelement %2274[%2273 : i32] : vector<2xi32>
      %2276 = llvm.add %2275, %2272 : i32
      %2277 = llvm.insertelement %2276, %2274[%2273 : i32] : vector<2xi32>
      %2278 = llvm.bitcast %2277 : vector<2xi32> to i64
      %2279 = llvm.extractvalue %22[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2280 = llvm.extractvalue %22[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2281 = llvm.mlir.constant(64 : i32) : i32
      %2282 = llvm.mul %2267, %2281 : i32
      %2283 = llvm.getelementptr %578[%2282] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2284 = builtin.unrealized_conversion_cast %2283 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %2285 = builtin.unrealized_conversion_cast %2284 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %2286 = llvm.load %2285 : !llvm.ptr -> f32
      %2287 = llvm.getelementptr %2285[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %2288 = llvm.load %2287 : !llvm.ptr -> f32
      %2289 = llvm.getelementptr %2285[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %2290 = llvm.load %2289 : !llvm.ptr -> f32
      %2291 = llvm.getelementptr %2285[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %2292 = llvm.load %2291 : !llvm.ptr -> f32
      %2293 = llvm.getelementptr %2285[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %2294 = llvm.load %2293 : !llvm.ptr -> f32
      %2295 = llvm.getelementptr %2285[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %2296 = llvm.load %2295 : !llvm.ptr -> f32
      %2297 = llvm.getelementptr %2285[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %2298 = llvm.load %2297 : !llvm.ptr -> f32
      %2299 = llvm.getelementptr %2285[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %2300 = llvm.load %2299 : !llvm.ptr -> f32
      %2301 = llvm.getelementptr %2285[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %2302 = llvm.load %2301 : !llvm.ptr -> f32
      %2303 = llvm.getelementptr %2285[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %2304 = llvm.load %2303 : !llvm.ptr -> f32
      %2305 = llvm.getelementptr %2285[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %2306 = llvm.load %2305 : !llvm.ptr -> f32
      %2307 = llvm.getelementptr %2285[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %2308 = llvm.load %2307 : !llvm.ptr -> f32
      %2309 = llvm.getelementptr %2285[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %2310 = llvm.load %2309 : !llvm.ptr -> f32
      %2311 = llvm.getelementptr %2285[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %2312 = llvm.load %2311 : !llvm.ptr -> f32
      %2313 = llvm.getelementptr %2285[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %2314 = llvm.load %2313 : !llvm.ptr -> f32
      %2315 = llvm.getelementptr %2285[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %2316 = llvm.load %2315 : !llvm.ptr -> f32
      %2317 = llvm.getelementptr %2285[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %2318 = llvm.load %2317 : !llvm.ptr -> f32
      %2319 = llvm.getelementptr %2285[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %2320 = llvm.load %2319 : !llvm.ptr -> f32
      %2321 = llvm.getelementptr %2285[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %2322 = llvm.load %2321 : !llvm.ptr -> f32
      %2323 = llvm.getelementptr %2285[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %2324 = llvm.load %2323 : !llvm.ptr -> f32
      %2325 = llvm.getelementptr %2285[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %2326 = llvm.load %2325 : !llvm.ptr -> f32
      %2327 = llvm.getelementptr %2285[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %2328 = llvm.load %2327 : !llvm.ptr -> f32
      %2329 = llvm.getelementptr %2285[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %2330 = llvm.load %2329 : !llvm.ptr -> f32
      %2331 = llvm.getelementptr %2285[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %2332 = llvm.load %2331 : !llvm.ptr -> f32
      %2333 = llvm.getelementptr %2285[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %2334 = llvm.load %2333 : !llvm.ptr -> f32
      %2335 = llvm.getelementptr %2285[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %2336 = llvm.load %2335 : !llvm.ptr -> f32
      %2337 = llvm.getelementptr %2285[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %2338 = llvm.load %2337 : !llvm.ptr -> f32
      %2339 = llvm.getelementptr %2285[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %2340 = llvm.load %2339 : !llvm.ptr -> f32
      %2341 = llvm.getelementptr %2285[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %2342 = llvm.load %2341 : !llvm.ptr -> f32
      %2343 = llvm.getelementptr %2285[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %2344 = llvm.load %2343 : !llvm.ptr -> f32
      %2345 = llvm.getelementptr %2285[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %2346 = llvm.load %2345 : !llvm.ptr -> f32
      %2347 = llvm.getelementptr %2285[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %2348 = llvm.load %2347 : !llvm.ptr -> f32
      %2349 = llvm.getelementptr %2285[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %2350 = llvm.load %2349 : !llvm.ptr -> f32
      %2351 = llvm.getelementptr %2285[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %2352 = llvm.load %2351 : !llvm.ptr -> f32
      %2353 = llvm.getelementptr %2285[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %2354 = llvm.load %2353 : !llvm.ptr -> f32
      %2355 = llvm.getelementptr %2285[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %2356 = llvm.load %2355 : !llvm.ptr -> f32
      %2357 = llvm.getelementptr %2285[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %2358 = llvm.load %2357 : !llvm.ptr -> f32
      %2359 = llvm.getelementptr %2285[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %2360 = llvm.load %2359 : !llvm.ptr -> f32
      %2361 = llvm.getelementptr %2285[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %2362 = llvm.load %2361 : !llvm.ptr -> f32
      %2363 = llvm.getelementptr %2285[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %2364 = llvm.load %2363 : !llvm.ptr -> f32
      %2365 = llvm.getelementptr %2285[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %2366 = llvm.load %2365 : !llvm.ptr -> f32
      %2367 = llvm.getelementptr %2285[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %2368 = llvm.load %2367 : !llvm.ptr -> f32
      %2369 = llvm.getelementptr %2285[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %2370 = llvm.load %2369 : !llvm.ptr -> f32
      %2371 = llvm.getelementptr %2285[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %2372 = llvm.load %2371 : !llvm.ptr -> f32
      %2373 = llvm.getelementptr %2285[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %2374 = llvm.load %2373 : !llvm.ptr -> f32
      %2375 = llvm.getelementptr %2285[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %2376 = llvm.load %2375 : !llvm.ptr -> f32
      %2377 = llvm.getelementptr %2285[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %2378 = llvm.load %2377 : !llvm.ptr -> f32
      %2379 = llvm.getelementptr %2285[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %2380 = llvm.load %2379 : !llvm.ptr -> f32
      %2381 = llvm.getelementptr %2285[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %2382 = llvm.load %2381 : !llvm.ptr -> f32
      %2383 = llvm.getelementptr %2285[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %2384 = llvm.load %2383 : !llvm.ptr -> f32
      %2385 = llvm.getelementptr %2285[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %2386 = llvm.load %2385 : !llvm.ptr -> f32
      %2387 = llvm.getelementptr %2285[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %2388 = llvm.load %2387 : !llvm.ptr -> f32
      %2389 = llvm.getelementptr %2285[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %2390 = llvm.load %2389 : !llvm.ptr -> f32
      %2391 = llvm.getelementptr %2285[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %2392 = llvm.load %2391 : !llvm.ptr -> f32
      %2393 = llvm.getelementptr %2285[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %2394 = llvm.load %2393 : !llvm.ptr -> f32
      %2395 = llvm.getelementptr %2285[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %2396 = llvm.load %2395 : !llvm.ptr -> f32
      %2397 = llvm.getelementptr %2285[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %2398 = llvm.load %2397 : !llvm.ptr -> f32
      %2399 = llvm.getelementptr %2285[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %2400 = llvm.load %2399 : !llvm.ptr -> f32
      %2401 = llvm.getelementptr %2285[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %2402 = llvm.load %2401 : !llvm.ptr -> f32
      %2403 = llvm.getelementptr %2285[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %2404 = llvm.load %2403 : !llvm.ptr -> f32
      %2405 = llvm.getelementptr %2285[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %2406 = llvm.load %2405 : !llvm.ptr -> f32
      %2407 = llvm.getelementptr %2285[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %2408 = llvm.load %2407 : !llvm.ptr -> f32
      %2409 = llvm.getelementptr %2285[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %2410 = llvm.load %2409 : !llvm.ptr -> f32
      %2411 = llvm.getelementptr %2285[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %2412 = llvm.load %2411 : !llvm.ptr -> f32
      %2413 = llvm.mlir.constant(0 : i32) : i32
      %2414 = llvm.mlir.constant(1 : i32) : i32
      %2415 = llvm.mlir.constant(1 : i32) : i32
      %2416 = llvm.mlir.constant(0 : i32) : i32
      %2417 = llvm.mlir.constant(0 : i32) : i32
      %2418 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $128, $129, p, $131,  $132, $133, $134;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,r,n,n,n,n" %2286, %2288, %2290, %2292, %2294, %2296, %2298, %2300, %2302, %2304, %2306, %2308, %2310, %2312, %2314, %2316, %2318, %2320, %2322, %2324, %2326, %2328, %2330, %2332, %2334, %2336, %2338, %2340, %2342, %2344, %2346, %2348, %2350, %2352, %2354, %2356, %2358, %2360, %2362, %2364, %2366, %2368, %2370, %2372, %2374, %2376, %2378, %2380, %2382, %2384, %2386, %2388, %2390, %2392, %2394, %2396, %2398, %2400, %2402, %2404, %2406, %2408, %2410, %2412, %2278, %2266, %36, %2414, %2415, %2416, %2417 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i1, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2419 = llvm.extractvalue %2418[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2420 = llvm.extractvalue %2418[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2421 = llvm.extractvalue %2418[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2422 = llvm.extractvalue %2418[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2423 = llvm.extractvalue %2418[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2424 = llvm.extractvalue %2418[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2425 = llvm.extractvalue %2418[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2426 = llvm.extractvalue %2418[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2427 = llvm.extractvalue %2418[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2428 = llvm.extractvalue %2418[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2429 = llvm.extractvalue %2418[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2430 = llvm.extractvalue %2418[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2431 = llvm.extractvalue %2418[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2432 = llvm.extractvalue %2418[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2433 = llvm.extractvalue %2418[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2434 = llvm.extractvalue %2418[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2435 = llvm.extractvalue %2418[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2436 = llvm.extractvalue %2418[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2437 = llvm.extractvalue %2418[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2438 = llvm.extractvalue %2418[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2439 = llvm.extractvalue %2418[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2440 = llvm.extractvalue %2418[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2441 = llvm.extractvalue %2418[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2442 = llvm.extractvalue %2418[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2443 = llvm.extractvalue %2418[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2444 = llvm.extractvalue %2418[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2445 = llvm.extractvalue %2418[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2446 = llvm.extractvalue %2418[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2447 = llvm.extractvalue %2418[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2448 = llvm.extractvalue %2418[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2449 = llvm.extractvalue %2418[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2450 = llvm.extractvalue %2418[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2451 = llvm.extractvalue %2418[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2452 = llvm.extractvalue %2418[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2453 = llvm.extractvalue %2418[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2454 = llvm.extractvalue %2418[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2455 = llvm.extractvalue %2418[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2456 = llvm.extractvalue %2418[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2457 = llvm.extractvalue %2418[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2458 = llvm.extractvalue %2418[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2459 = llvm.extractvalue %2418[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2460 = llvm.extractvalue %2418[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2461 = llvm.extractvalue %2418[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2462 = llvm.extractvalue %2418[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2463 = llvm.extractvalue %2418[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2464 = llvm.extractvalue %2418[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2465 = llvm.extractvalue %2418[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2466 = llvm.extractvalue %2418[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2467 = llvm.extractvalue %2418[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2468 = llvm.extractvalue %2418[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2469 = llvm.extractvalue %2418[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2470 = llvm.extractvalue %2418[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2471 = llvm.extractvalue %2418[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2472 = llvm.extractvalue %2418[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2473 = llvm.extractvalue %2418[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2474 = llvm.extractvalue %2418[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2475 = llvm.extractvalue %2418[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2476 = llvm.extractvalue %2418[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2477 = llvm.extractvalue %2418[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2478 = llvm.extractvalue %2418[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2479 = llvm.extractvalue %2418[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2480 = llvm.extractvalue %2418[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2481 = llvm.extractvalue %2418[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %2482 = llvm.extractvalue %2418[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.store %2419, %2285 : f32, !llvm.ptr
      llvm.store %2420, %2287 : f32, !llvm.ptr
      llvm.store %2421, %2289 : f32, !llvm.ptr
      llvm.store %2422, %2291 : f32, !llvm.ptr
      llvm.store %2423, %2293 : f32, !llvm.ptr
      llvm.store %2424, %2295 : f32, !llvm.ptr
      llvm.store %2425, %2297 : f32, !llvm.ptr
      llvm.store %2426, %2299 : f32, !llvm.ptr
      llvm.store %2427, %2301 : f32, !llvm.ptr
      llvm.store %2428, %2303 : f32, !llvm.ptr
      llvm.store %2429, %2305 : f32, !llvm.ptr
      llvm.store %2430, %2307 : f32, !llvm.ptr
      llvm.store %2431, %2309 : f32, !llvm.ptr
      llvm.store %2432, %2311 : f32, !llvm.ptr
      llvm.store %2433, %2313 : f32, !llvm.ptr
      llvm.store %2434, %2315 : f32, !llvm.ptr
      llvm.store %2435, %2317 : f32, !llvm.ptr
      llvm.store %2436, %2319 : f32, !llvm.ptr
      llvm.store %2437, %2321 : f32, !llvm.ptr
      llvm.store %2438, %2323 : f32, !llvm.ptr
      llvm.store %2439, %2325 : f32, !llvm.ptr
      llvm.store %2440, %2327 : f32, !llvm.ptr
      llvm.store %2441, %2329 : f32, !llvm.ptr
      llvm.store %2442, %2331 : f32, !llvm.ptr
      llvm.store %2443, %2333 : f32, !llvm.ptr
      llvm.store %2444, %2335 : f32, !llvm.ptr
      llvm.store %2445, %2337 : f32, !llvm.ptr
      llvm.store %2446, %2339 : f32, !llvm.ptr
      llvm.store %2447, %2341 : f32, !llvm.ptr
      llvm.store %2448, %2343 : f32, !llvm.ptr
      llvm.store %2449, %2345 : f32, !llvm.ptr
      llvm.store %2450, %2347 : f32, !llvm.ptr
      llvm.store %2451, %2349 : f32, !llvm.ptr
      llvm.store %2452, %2351 : f32, !llvm.ptr
      llvm.store %2453, %2353 : f32, !llvm.ptr
      llvm.store %2454, %2355 : f32, !llvm.ptr
      llvm.store %2455, %2357 : f32, !llvm.ptr
      llvm.store %2456, %2359 : f32, !llvm.ptr
      llvm.store %2457, %2361 : f32, !llvm.ptr
      llvm.store %2458, %2363 : f32, !llvm.ptr
      llvm.store %2459, %2365 : f32, !llvm.ptr
      llvm.store %2460, %2367 : f32, !llvm.ptr
      llvm.store %2461, %2369 : f32, !llvm.ptr
      llvm.store %2462, %2371 : f32, !llvm.ptr
      llvm.store %2463, %2373 : f32, !llvm.ptr
      llvm.store %2464, %2375 : f32, !llvm.ptr
      llvm.store %2465, %2377 : f32, !llvm.ptr
      llvm.store %2466, %2379 : f32, !llvm.ptr
      llvm.store %2467, %2381 : f32, !llvm.ptr
      llvm.store %2468, %2383 : f32, !llvm.ptr
      llvm.store %2469, %2385 : f32, !llvm.ptr
      llvm.store %2470, %2387 : f32, !llvm.ptr
      llvm.store %2471, %2389 : f32, !llvm.ptr
      llvm.store %2472, %2391 : f32, !llvm.ptr
      llvm.store %2473, %2393 : f32, !llvm.ptr
      llvm.store %2474, %2395 : f32, !llvm.ptr
      llvm.store %2475, %2397 : f32, !llvm.ptr
      llvm.store %2476, %2399 : f32, !llvm.ptr
      llvm.store %2477, %2401 : f32, !llvm.ptr
      llvm.store %2478, %2403 : f32, !llvm.ptr
      llvm.store %2479, %2405 : f32, !llvm.ptr
      llvm.store %2480, %2407 : f32, !llvm.ptr
      llvm.store %2481, %2409 : f32, !llvm.ptr
      llvm.store %2482, %2411 : f32, !llvm.ptr
      %2483 = llvm.add %2267, %49 : i32
      llvm.br ^bb45(%2483 : i32)
    ^bb47:  // pred: ^bb45
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      llvm.cond_br %184, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %2484 = llvm.getelementptr %155[%1512] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %2485 = builtin.unrealized_conversion_cast %2484 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %2486 = builtin.unrealized_conversion_cast %2485 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %2486, %49 {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      %2487 = llvm.add %1512, %49 : i32
      %2488 = llvm.add %1511, %49 : i32
      %2489 = llvm.icmp "eq" %2487, %21 : i32
      %2490 = llvm.select %2489, %50, %2487 : i1, i32
      llvm.cond_br %2489, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %2491 = llvm.xor %1513, %49 : i32
      llvm.br ^bb52(%2491 : i32)
    ^bb51:  // pred: ^bb49
      llvm.br ^bb52(%1513 : i32)
    ^bb52(%2492: i32):  // 2 preds: ^bb50, ^bb51
      llvm.br ^bb53
    ^bb53:  // pred: ^bb52
      %2493 = llvm.icmp "sgt" %501, %1514 : i32
      %2494 = llvm.and %81, %2493 : i1
      llvm.cond_br %2494, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %2495 = llvm.getelementptr %155[%1515] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %2496 = builtin.unrealized_conversion_cast %2495 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %2497 = builtin.unrealized_conversion_cast %2496 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %2497, %1516, %20 : !llvm.ptr<3>, i32, i32
      %2498 = nvvm.elect.sync -> i1
      llvm.cond_br %2498, ^bb56, ^bb57
    ^bb56:  // pred: ^bb54
      %2499 = llvm.getelementptr %121[%1515] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %2500 = builtin.unrealized_conversion_cast %2499 : !llvm.ptr<3> to !cute.ptr<i64, smem>
      %2501 = builtin.unrealized_conversion_cast %2500 : !cute.ptr<i64, smem> to !llvm.ptr<3>
      nvvm.mbarrier.txn %2501, %19 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb54, ^bb56
      %2502 = llvm.getelementptr %121[%1515] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      %2503 = llvm.extractvalue %388[0] : !llvm.struct<(i32, struct<()>)>
      %2504 = llvm.extractvalue %388[1] : !llvm.struct<(i32, struct<()>)>
      %2505 = llvm.mlir.constant(64 : i32) : i32
      %2506 = llvm.mul %1514, %2505 : i32
      %2507 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2508 = llvm.insertvalue %2506, %2507[0] : !llvm.struct<(i32, i32)>
      %2509 = llvm.insertvalue %242, %2508[1] : !llvm.struct<(i32, i32)>
      %2510 = llvm.extractvalue %2509[0] : !llvm.struct<(i32, i32)>
      %2511 = llvm.extractvalue %2509[1] : !llvm.struct<(i32, i32)>
      %2512 = llvm.extractvalue %18[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2513 = llvm.extractvalue %18[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2514 = llvm.mlir.constant(8192 : i32) : i32
      %2515 = llvm.mul %1515, %2514 : i32
      %2516 = llvm.getelementptr %130[%2515] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2517 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2518 = llvm.insertvalue %2510, %2517[0] : !llvm.struct<(i32, i32)>
      %2519 = llvm.insertvalue %2511, %2518[1] : !llvm.struct<(i32, i32)>
      %2520 = llvm.getelementptr %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %2521 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %2522 = llvm.insertvalue %2520, %2521[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %2523 = llvm.insertvalue %2502, %2522[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %2524 = llvm.extractvalue %2522[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %2525 = llvm.extractvalue %2523[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %2526 = llvm.getelementptr %2525[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %2527 = llvm.extractvalue %2519[0] : !llvm.struct<(i32, i32)>
      %2528 = llvm.extractvalue %2519[1] : !llvm.struct<(i32, i32)>
      %2529 = nvvm.elect.sync -> i1
      scf.if %2529 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %2516, %2526, %2502, box[%2527, %2528] l2_cache_hint = %2524 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %2530 = llvm.extractvalue %396[0] : !llvm.struct<(i32, struct<()>)>
      %2531 = llvm.extractvalue %396[1] : !llvm.struct<(i32, struct<()>)>
      %2532 = llvm.mlir.constant(64 : i32) : i32
      %2533 = llvm.mul %1514, %2532 : i32
      %2534 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2535 = llvm.insertvalue %2533, %2534[0] : !llvm.struct<(i32, i32)>
      %2536 = llvm.insertvalue %301, %2535[1] : !llvm.struct<(i32, i32)>
      %2537 = llvm.extractvalue %2536[0] : !llvm.struct<(i32, i32)>
      %2538 = llvm.extractvalue %2536[1] : !llvm.struct<(i32, i32)>
      %2539 = llvm.getelementptr %132[%2515] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %2540 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2541 = llvm.insertvalue %2537, %2540[0] : !llvm.struct<(i32, i32)>
      %2542 = llvm.insertvalue %2538, %2541[1] : !llvm.struct<(i32, i32)>
      %2543 = llvm.getelementptr %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %2544 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %2545 = llvm.insertvalue %2543, %2544[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %2546 = llvm.insertvalue %2502, %2545[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %2547 = llvm.extractvalue %2545[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %2548 = llvm.extractvalue %2546[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %2549 = llvm.getelementptr %2548[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %2550 = llvm.extractvalue %2542[0] : !llvm.struct<(i32, i32)>
      %2551 = llvm.extractvalue %2542[1] : !llvm.struct<(i32, i32)>
      %2552 = nvvm.elect.sync -> i1
      scf.if %2552 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %2539, %2549, %2502, box[%2550, %2551] l2_cache_hint = %2547 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %2553 = llvm.add %1515, %49 : i32
      %2554 = llvm.add %1514, %49 : i32
      %2555 = llvm.icmp "eq" %2553, %21 : i32
      %2556 = llvm.select %2555, %50, %2553 : i1, i32
      llvm.cond_br %2555, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %2557 = llvm.xor %1516, %49 : i32
      llvm.br ^bb60(%2557 : i32)
    ^bb59:  // pred: ^bb57
      llvm.br ^bb60(%1516 : i32)
    ^bb60(%2558: i32):  // 2 preds: ^bb58, ^bb59
      llvm.br ^bb61
    ^bb61:  // pred: ^bb60
      llvm.br ^bb62(%2554, %2556, %2558 : i32, i32, i32)
    ^bb55:  // pred: ^bb53
      llvm.br ^bb62(%1514, %1515, %1516 : i32, i32, i32)
    ^bb62(%2559: i32, %2560: i32, %2561: i32):  // 2 preds: ^bb61, ^bb55
      llvm.br ^bb63
    ^bb63:  // pred: ^bb62
      %2562 = llvm.add %1518, %49 : i32
      %2563 = llvm.add %1517, %49 : i32
      %2564 = llvm.icmp "eq" %2562, %21 : i32
      %2565 = llvm.select %2564, %50, %2562 : i1, i32
      llvm.cond_br %2564, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %2566 = llvm.xor %1519, %49 : i32
      llvm.br ^bb66(%2566 : i32)
    ^bb65:  // pred: ^bb63
      llvm.br ^bb66(%1519 : i32)
    ^bb66(%2567: i32):  // 2 preds: ^bb64, ^bb65
      llvm.br ^bb33
    ^bb33:  // pred: ^bb66
      %2568 = llvm.add %1510, %49 : i32
      llvm.br ^bb32(%2568, %2488, %2490, %2492, %2559, %2560, %2561, %2563, %2565, %2567 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
    ^bb35:  // pred: ^bb32
      nvvm.wgmma.wait.group.sync.aligned 0
      %2569 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2570 = llvm.insertvalue %3, %2569[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2571 = llvm.insertvalue %0, %2570[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2572 = llvm.extractvalue %500[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2573 = llvm.mlir.poison : !llvm.array<1 x vector<128xf32>>
      %2574 = builtin.unrealized_conversion_cast %2573 : !llvm.array<1 x vector<128xf32>> to vector<1x128xf32>
      %2575 = llvm.mlir.undef : !llvm.struct<()>
      %2576 = llvm.mlir.constant(0 : i32) : i32
      %2577 = llvm.getelementptr %2572[%2576] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2578 = builtin.unrealized_conversion_cast %2577 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %2579 = builtin.unrealized_conversion_cast %2578 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %2580 = llvm.load %2579 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
      %2581 = vector.insert %2580, %2574 [0] : vector<128xf32> into vector<1x128xf32>
      %2582 = vector.shape_cast %2581 : vector<1x128xf32> to vector<128xf32>
      %2583 = llvm.fptrunc %2582 : vector<128xf32> to vector<128xbf16>
      %2584 = llvm.extractvalue %2571[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2585 = vector.shape_cast %2583 : vector<128xbf16> to vector<1x128xbf16>
      %2586 = llvm.mlir.undef : !llvm.struct<()>
      %2587 = llvm.mlir.constant(0 : i32) : i32
      %2588 = llvm.getelementptr %2584[%2587] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2589 = builtin.unrealized_conversion_cast %2588 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %2590 = builtin.unrealized_conversion_cast %2589 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %2591 = vector.extract %2585[0] : vector<128xbf16> from vector<1x128xbf16>
      llvm.store %2591, %2590 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %2592 = llvm.extractvalue %2571[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2593 = llvm.extractvalue %497[1, 0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2594 = llvm.extractvalue %497[1, 1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2595 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %2596 = llvm.insertvalue %2593, %2595[0] : !llvm.struct<(i64, i64)>
      %2597 = llvm.insertvalue %2594, %2596[1] : !llvm.struct<(i64, i64)>
      %2598 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2599 = llvm.insertvalue %13, %2598[0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2600 = llvm.insertvalue %2597, %2599[1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2601 = llvm.extractvalue %2600[1, 0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2602 = llvm.extractvalue %2600[1, 1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2603 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %2604 = llvm.insertvalue %2601, %2603[0] : !llvm.struct<(i64, i64)>
      %2605 = llvm.insertvalue %2602, %2604[1] : !llvm.struct<(i64, i64)>
      %2606 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2607 = llvm.insertvalue %13, %2606[0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2608 = llvm.insertvalue %2605, %2607[1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2609 = llvm.extractvalue %2608[1, 0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2610 = llvm.extractvalue %2608[1, 1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2611 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2612 = llvm.insertvalue %2609, %2611[1, 0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2613 = llvm.insertvalue %2610, %2612[1, 1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2614 = llvm.extractvalue %2613[1, 0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2615 = llvm.extractvalue %2613[1, 1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2616 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %2617 = llvm.insertvalue %2614, %2616[0] : !llvm.struct<(i64, i64)>
      %2618 = llvm.insertvalue %2615, %2617[1] : !llvm.struct<(i64, i64)>
      %2619 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2620 = llvm.insertvalue %11, %2619[0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2621 = llvm.insertvalue %2618, %2620[1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      llvm.br ^bb67(%50 : i32)
    ^bb67(%2622: i32):  // 2 preds: ^bb35, ^bb68
      %2623 = llvm.icmp "slt" %2622, %34 : i32
      llvm.cond_br %2623, ^bb68, ^bb69 {llvm.loop_annotation = #loop_annotation1_f809}
    ^bb68:  // pred: ^bb67
      %2624 = llvm.extractvalue %12[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2625 = llvm.extractvalue %12[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2626 = llvm.mlir.constant(2 : i32) : i32
      %2627 = llvm.mul %2622, %2626 : i32
      %2628 = llvm.getelementptr %2592[%2627] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %2629 = builtin.unrealized_conversion_cast %2628 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %2630 = llvm.extractvalue %2621[0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2631 = llvm.extractvalue %2621[1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2632 = llvm.extractvalue %2631[0] : !llvm.struct<(i64, i64)>
      %2633 = llvm.extractvalue %2631[1] : !llvm.struct<(i64, i64)>
      %2634 = llvm.mlir.constant(2 : i32) : i32
      %2635 = llvm.sdiv %2622, %2634 : i32
      %2636 = llvm.mlir.constant(2 : i32) : i32
      %2637 = llvm.srem %2622, %2636 : i32
      %2638 = llvm.sext %2637 : i32 to i64
      %2639 = llvm.mul %2638, %2632 : i64
      %2640 = llvm.mlir.constant(16 : i32) : i32
      %2641 = llvm.sdiv %2635, %2640 : i32
      %2642 = llvm.mlir.constant(16 : i32) : i32
      %2643 = llvm.srem %2635, %2642 : i32
      %2644 = llvm.mlir.constant(8 : i32) : i32
      %2645 = llvm.mul %2643, %2644 : i32
      %2646 = llvm.sext %2645 : i32 to i64
      %2647 = llvm.add %2639, %2646 : i64
      %2648 = llvm.sext %2641 : i32 to i64
      %2649 = llvm.mul %2648, %2633 : i64
      %2650 = llvm.add %2647, %2649 : i64
      %2651 = llvm.getelementptr %491[%2650] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %2652 = builtin.unrealized_conversion_cast %2651 : !llvm.ptr<1> to !cute.ptr<bf16, gmem, align<4>>
      %2653 = builtin.unrealized_conversion_cast %2629 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %2654 = builtin.unrealized_conversion_cast %2652 : !cute.ptr<bf16, gmem, align<4>> to !llvm.ptr<1>
      %2655 = llvm.load %2653 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %2655, %2654 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %2656 = llvm.add %2622, %49 : i32
      llvm.br ^bb67(%2656 : i32)
    ^bb69:  // pred: ^bb67
      llvm.return
    }
  }
  llvm.func @cutlass_hopper_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
    %24 = llvm.mlir.undef : !llvm.struct<(i1)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(i1)>
    %26 = llvm.mlir.undef : !llvm.struct<(i1)>
    %27 = llvm.extractvalue %25[0] : !llvm.struct<(i1)>
    %28 = llvm.insertvalue %27, %26[0] : !llvm.struct<(i1)>
    %29 = llvm.alloca %22 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %30 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %31 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %32 = llvm.extractvalue %31[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %33 = llvm.extractvalue %31[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %34 = llvm.extractvalue %31[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %35 = llvm.zext %33 : i32 to i64
    %36 = llvm.zext %32 : i32 to i64
    %37 = llvm.mul %34, %19 : i64
    %38 = llvm.ptrtoint %30 : !llvm.ptr<1> to i64
    %39 = llvm.getelementptr %29[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %39 : i64, !llvm.ptr
    %40 = llvm.getelementptr %29[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %40 : i64, !llvm.ptr
    %41 = llvm.getelementptr %29[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr %29[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %42 : i64, !llvm.ptr
    %43 = llvm.getelementptr %29[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %43 : i64, !llvm.ptr
    %44 = llvm.getelementptr %29[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %44 : i64, !llvm.ptr
    %45 = llvm.getelementptr %29[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %45 : i64, !llvm.ptr
    %46 = llvm.getelementptr %29[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %46 : i64, !llvm.ptr
    %47 = llvm.udiv %38, %17 : i64
    %48 = llvm.and %47, %14 : i64
    %49 = llvm.shl %48, %15 : i64
    llvm.store %49, %39 : i64, !llvm.ptr
    %50 = llvm.sub %36, %20 : i64
    %51 = llvm.mul %50, %37 : i64
    %52 = llvm.mul %35, %17 : i64
    %53 = llvm.udiv %52, %18 : i64
    %54 = llvm.add %53, %51 : i64
    %55 = llvm.icmp "uge" %54, %13 : i64
    %56 = llvm.zext %55 : i1 to i64
    %57 = llvm.shl %56, %12 : i64
    %58 = llvm.udiv %37, %17 : i64
    %59 = llvm.shl %58, %11 : i64
    %60 = llvm.or %57, %59 : i64
    %61 = llvm.or %60, %2 : i64
    llvm.store %61, %40 : i64, !llvm.ptr
    llvm.store %21, %41 : i64, !llvm.ptr
    %62 = llvm.lshr %37, %10 : i64
    %63 = llvm.and %62, %9 : i64
    %64 = llvm.shl %63, %11 : i64
    llvm.store %64, %42 : i64, !llvm.ptr
    %65 = llvm.sub %35, %20 : i64
    %66 = llvm.and %65, %16 : i64
    %67 = llvm.shl %50, %11 : i64
    %68 = llvm.or %66, %67 : i64
    llvm.store %68, %43 : i64, !llvm.ptr
    llvm.store %21, %44 : i64, !llvm.ptr
    llvm.store %1, %45 : i64, !llvm.ptr
    llvm.store %8, %46 : i64, !llvm.ptr
    %69 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %70 = llvm.inttoptr %69 : i64 to !llvm.ptr
    %71 = llvm.load %70 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %72 = llvm.mlir.undef : !llvm.struct<(struct<(array<16 x i64>)>)>
    %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %74 = llvm.extractvalue %31[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %75 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %76 = llvm.insertvalue %74, %75[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %77 = llvm.insertvalue %7, %76[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %78 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %79 = llvm.insertvalue %6, %78[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %80 = llvm.insertvalue %77, %79[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %81 = llvm.alloca %22 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %82 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %83 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %84 = llvm.extractvalue %83[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %85 = llvm.extractvalue %83[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %86 = llvm.extractvalue %83[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %87 = llvm.zext %85 : i32 to i64
    %88 = llvm.zext %84 : i32 to i64
    %89 = llvm.mul %86, %19 : i64
    %90 = llvm.ptrtoint %82 : !llvm.ptr<1> to i64
    %91 = llvm.getelementptr %81[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %81[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %92 : i64, !llvm.ptr
    %93 = llvm.getelementptr %81[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %81[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %81[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %95 : i64, !llvm.ptr
    %96 = llvm.getelementptr %81[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %81[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %97 : i64, !llvm.ptr
    %98 = llvm.getelementptr %81[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %21, %98 : i64, !llvm.ptr
    %99 = llvm.udiv %90, %17 : i64
    %100 = llvm.and %99, %14 : i64
    %101 = llvm.shl %100, %15 : i64
    llvm.store %101, %91 : i64, !llvm.ptr
    %102 = llvm.sub %88, %20 : i64
    %103 = llvm.mul %102, %89 : i64
    %104 = llvm.mul %87, %17 : i64
    %105 = llvm.udiv %104, %18 : i64
    %106 = llvm.add %105, %103 : i64
    %107 = llvm.icmp "uge" %106, %13 : i64
    %108 = llvm.zext %107 : i1 to i64
    %109 = llvm.shl %108, %12 : i64
    %110 = llvm.udiv %89, %17 : i64
    %111 = llvm.shl %110, %11 : i64
    %112 = llvm.or %109, %111 : i64
    %113 = llvm.or %112, %2 : i64
    llvm.store %113, %92 : i64, !llvm.ptr
    llvm.store %21, %93 : i64, !llvm.ptr
    %114 = llvm.lshr %89, %10 : i64
    %115 = llvm.and %114, %9 : i64
    %116 = llvm.shl %115, %11 : i64
    llvm.store %116, %94 : i64, !llvm.ptr
    %117 = llvm.sub %87, %20 : i64
    %118 = llvm.and %117, %16 : i64
    %119 = llvm.shl %102, %11 : i64
    %120 = llvm.or %118, %119 : i64
    llvm.store %120, %95 : i64, !llvm.ptr
    llvm.store %21, %96 : i64, !llvm.ptr
    llvm.store %1, %97 : i64, !llvm.ptr
    llvm.store %8, %98 : i64, !llvm.ptr
    %121 = llvm.ptrtoint %81 : !llvm.ptr to i64
    %122 = llvm.inttoptr %121 : i64 to !llvm.ptr
    %123 = llvm.load %122 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %124 = llvm.insertvalue %123, %72[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %125 = llvm.extractvalue %83[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %126 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %127 = llvm.insertvalue %125, %126[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %128 = llvm.insertvalue %7, %127[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %129 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %130 = llvm.insertvalue %6, %129[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %131 = llvm.insertvalue %128, %130[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %132 = llvm.extractvalue %arg2[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %133 = llvm.extractvalue %132[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %134 = llvm.extractvalue %133[0] : !llvm.struct<(i32, i32)>
    %135 = llvm.extractvalue %133[1] : !llvm.struct<(i32, i32)>
    %136 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %137 = llvm.insertvalue %134, %136[0] : !llvm.struct<(i32, i32)>
    %138 = llvm.insertvalue %135, %137[1] : !llvm.struct<(i32, i32)>
    %139 = llvm.extractvalue %138[0] : !llvm.struct<(i32, i32)>
    %140 = llvm.extractvalue %138[1] : !llvm.struct<(i32, i32)>
    %141 = llvm.mlir.constant(1 : i32) : i32
    %142 = llvm.mlir.constant(0 : i32) : i32
    %143 = llvm.mlir.constant(-1 : i32) : i32
    %144 = llvm.mlir.constant(true) : i1
    %145 = llvm.select %144, %143, %141 : i1, i32
    %146 = llvm.add %145, %139 : i32
    %147 = llvm.sdiv %146, %5 : i32
    %148 = llvm.add %147, %141 : i32
    %149 = llvm.sub %142, %139 : i32
    %150 = llvm.sdiv %149, %5 : i32
    %151 = llvm.sub %142, %150 : i32
    %152 = llvm.icmp "slt" %139, %142 : i32
    %153 = llvm.icmp "sgt" %139, %142 : i32
    %154 = llvm.mlir.constant(false) : i1
    %155 = llvm.mlir.constant(true) : i1
    %156 = llvm.and %152, %154 : i1
    %157 = llvm.and %153, %155 : i1
    %158 = llvm.or %156, %157 : i1
    %159 = llvm.select %158, %148, %151 : i1, i32
    %160 = llvm.mlir.constant(1 : i32) : i32
    %161 = llvm.mlir.constant(0 : i32) : i32
    %162 = llvm.mlir.constant(-1 : i32) : i32
    %163 = llvm.mlir.constant(true) : i1
    %164 = llvm.select %163, %162, %160 : i1, i32
    %165 = llvm.add %164, %140 : i32
    %166 = llvm.sdiv %165, %5 : i32
    %167 = llvm.add %166, %160 : i32
    %168 = llvm.sub %161, %140 : i32
    %169 = llvm.sdiv %168, %5 : i32
    %170 = llvm.sub %161, %169 : i32
    %171 = llvm.icmp "slt" %140, %161 : i32
    %172 = llvm.icmp "sgt" %140, %161 : i32
    %173 = llvm.mlir.constant(false) : i1
    %174 = llvm.mlir.constant(true) : i1
    %175 = llvm.and %171, %173 : i1
    %176 = llvm.and %172, %174 : i1
    %177 = llvm.or %175, %176 : i1
    %178 = llvm.select %177, %167, %170 : i1, i32
    %179 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %180 = llvm.insertvalue %159, %179[0] : !llvm.struct<(i32, i32)>
    %181 = llvm.insertvalue %178, %180[1] : !llvm.struct<(i32, i32)>
    %182 = llvm.extractvalue %181[0] : !llvm.struct<(i32, i32)>
    %183 = llvm.extractvalue %181[1] : !llvm.struct<(i32, i32)>
    %184 = llvm.inttoptr %21 : i64 to !llvm.ptr
    %185 = llvm.mlir.constant(1 : i32) : i32
    %186 = llvm.alloca %185 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %187 = llvm.alloca %185 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %188 = llvm.getelementptr %186[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %187, %188 : !llvm.ptr, !llvm.ptr
    %189 = llvm.getelementptr %186[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %189 : i32, !llvm.ptr
    %190 = llvm.getelementptr %186[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %190 : i32, !llvm.ptr
    %191 = llvm.getelementptr %186[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %191 : i32, !llvm.ptr
    %192 = llvm.getelementptr %186[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %192 : i64, !llvm.ptr
    %193 = llvm.getelementptr %186[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %182, %193 : i32, !llvm.ptr
    %194 = llvm.getelementptr %186[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %183, %194 : i32, !llvm.ptr
    %195 = llvm.getelementptr %186[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %195 : i32, !llvm.ptr
    %196 = llvm.getelementptr %186[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %197 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %197, %196 : i32, !llvm.ptr
    %198 = llvm.getelementptr %186[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %184, %198 : !llvm.ptr, !llvm.ptr
    %199 = llvm.alloca %185 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %200 = llvm.getelementptr %199[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %186, %200 : !llvm.ptr, !llvm.ptr
    %201 = llvm.getelementptr %199[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %202 = llvm.load %201 : !llvm.ptr -> !llvm.ptr
    %203 = llvm.getelementptr %202[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %204 = llvm.load %203 : !llvm.ptr -> i32
    %205 = llvm.getelementptr %202[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %206 = llvm.load %205 : !llvm.ptr -> !llvm.ptr
    %207 = llvm.mlir.constant(6 : i32) : i32
    %208 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%208 : i32)
  ^bb1(%209: i32):  // 2 preds: ^bb2, ^bb3
    %210 = llvm.getelementptr %206[%209] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %211 = llvm.getelementptr %210[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %207, %211 : i32, !llvm.ptr
    %212 = llvm.getelementptr %210[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %212 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %213 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %214 = llvm.mlir.constant(0 : index) : i64
    %215 = llvm.getelementptr %213[%214, %214] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %216 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %217 = llvm.mlir.constant(0 : index) : i64
    %218 = llvm.getelementptr %216[%217, %217] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %219 = llvm.call @printf(%218, %215) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %220 = llvm.mlir.constant(1 : i32) : i32
    %221 = llvm.add %204, %220 : i32
    llvm.store %221, %203 : i32, !llvm.ptr
    llvm.br ^bb1(%204 : i32)
  ^bb6:  // pred: ^bb0
    %222 = llvm.mlir.constant(3 : i32) : i32
    %223 = llvm.icmp "uge" %204, %222 : i32
    llvm.cond_br %223, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%224 : i32)
  ^bb7:  // pred: ^bb0
    %225 = llvm.getelementptr %206[%224] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %226 = llvm.getelementptr %225[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %227 = llvm.load %226 : !llvm.ptr -> i32
    %228 = llvm.icmp "eq" %227, %207 : i32
    %229 = llvm.mlir.constant(1 : i32) : i32
    %230 = llvm.add %224, %229 : i32
    llvm.cond_br %228, ^bb3, ^bb0(%230 : i32)
  ^bb0(%224: i32):  // 2 preds: ^bb8, ^bb7
    %231 = llvm.icmp "uge" %224, %204 : i32
    llvm.cond_br %231, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %232 = llvm.getelementptr %199[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %233 = llvm.load %232 : !llvm.ptr -> !llvm.ptr
    %234 = llvm.getelementptr %233[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %235 = llvm.load %234 : !llvm.ptr -> i32
    %236 = llvm.getelementptr %233[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %237 = llvm.load %236 : !llvm.ptr -> !llvm.ptr
    %238 = llvm.mlir.constant(4 : i32) : i32
    %239 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%239 : i32)
  ^bb10(%240: i32):  // 2 preds: ^bb11, ^bb12
    %241 = llvm.getelementptr %237[%240] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %242 = llvm.getelementptr %241[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %238, %242 : i32, !llvm.ptr
    %243 = llvm.getelementptr %241[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %244 = llvm.getelementptr %243[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %4, %244 : i32, !llvm.ptr
    %245 = llvm.getelementptr %243[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %4, %245 : i32, !llvm.ptr
    %246 = llvm.getelementptr %243[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
    llvm.store %4, %246 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %247 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %248 = llvm.mlir.constant(0 : index) : i64
    %249 = llvm.getelementptr %247[%248, %248] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %250 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %251 = llvm.mlir.constant(0 : index) : i64
    %252 = llvm.getelementptr %250[%251, %251] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %253 = llvm.call @printf(%252, %249) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %254 = llvm.mlir.constant(1 : i32) : i32
    %255 = llvm.add %235, %254 : i32
    llvm.store %255, %234 : i32, !llvm.ptr
    llvm.br ^bb10(%235 : i32)
  ^bb15:  // pred: ^bb9
    %256 = llvm.mlir.constant(3 : i32) : i32
    %257 = llvm.icmp "uge" %235, %256 : i32
    llvm.cond_br %257, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%258 : i32)
  ^bb16:  // pred: ^bb9
    %259 = llvm.getelementptr %237[%258] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %260 = llvm.getelementptr %259[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %261 = llvm.load %260 : !llvm.ptr -> i32
    %262 = llvm.icmp "eq" %261, %238 : i32
    %263 = llvm.mlir.constant(1 : i32) : i32
    %264 = llvm.add %258, %263 : i32
    llvm.cond_br %262, ^bb12, ^bb9(%264 : i32)
  ^bb9(%258: i32):  // 2 preds: ^bb4, ^bb16
    %265 = llvm.icmp "uge" %258, %235 : i32
    llvm.cond_br %265, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %266 = llvm.getelementptr %199[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %267 = llvm.load %266 : !llvm.ptr -> !llvm.ptr
    %268 = llvm.getelementptr %267[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %269 = llvm.load %268 : !llvm.ptr -> i32
    %270 = llvm.getelementptr %267[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %271 = llvm.load %270 : !llvm.ptr -> !llvm.ptr
    %272 = llvm.mlir.constant(2 : i32) : i32
    %273 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb17(%273 : i32)
  ^bb18(%274: i32):  // 2 preds: ^bb19, ^bb20
    %275 = llvm.getelementptr %271[%274] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %276 = llvm.getelementptr %275[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %272, %276 : i32, !llvm.ptr
    %277 = llvm.getelementptr %275[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %277 : i32, !llvm.ptr
    llvm.br ^bb21
  ^bb22:  // pred: ^bb23
    %278 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %279 = llvm.mlir.constant(0 : index) : i64
    %280 = llvm.getelementptr %278[%279, %279] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %281 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %282 = llvm.mlir.constant(0 : index) : i64
    %283 = llvm.getelementptr %281[%282, %282] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %284 = llvm.call @printf(%283, %280) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb19:  // pred: ^bb23
    %285 = llvm.mlir.constant(1 : i32) : i32
    %286 = llvm.add %269, %285 : i32
    llvm.store %286, %268 : i32, !llvm.ptr
    llvm.br ^bb18(%269 : i32)
  ^bb23:  // pred: ^bb17
    %287 = llvm.mlir.constant(3 : i32) : i32
    %288 = llvm.icmp "uge" %269, %287 : i32
    llvm.cond_br %288, ^bb22, ^bb19
  ^bb20:  // pred: ^bb24
    llvm.br ^bb18(%289 : i32)
  ^bb24:  // pred: ^bb17
    %290 = llvm.getelementptr %271[%289] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %291 = llvm.getelementptr %290[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %292 = llvm.load %291 : !llvm.ptr -> i32
    %293 = llvm.icmp "eq" %292, %272 : i32
    %294 = llvm.mlir.constant(1 : i32) : i32
    %295 = llvm.add %289, %294 : i32
    llvm.cond_br %293, ^bb20, ^bb17(%295 : i32)
  ^bb17(%289: i32):  // 2 preds: ^bb13, ^bb24
    %296 = llvm.icmp "uge" %289, %269 : i32
    llvm.cond_br %296, ^bb23, ^bb24
  ^bb21:  // pred: ^bb18
    %297 = builtin.unrealized_conversion_cast %199 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %298 = cuda.launch_ex @kernels::@kernel_cutlass_hopper_gemm_kernel~<%297> (%28, %73, %80, %124, %131, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(i1)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> !cuda.result
    %299 = builtin.unrealized_conversion_cast %298 : !cuda.result to i32
    cuda.return_if_error %299 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass_hopper_gemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_hopper_gemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
