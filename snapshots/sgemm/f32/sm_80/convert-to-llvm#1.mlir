// irscope snapshot: sgemm:f32@sm_80 after convert-to-llvm#1 (convert-to-llvm)
#loop_unroll_b0d9 = #llvm.loop_unroll<disable = false, full = true>
#loop_unroll1_fe2a = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_unroll2_00f4 = #llvm.loop_unroll<full = true>
#loop_annotation_0327 = #llvm.loop_annotation<unroll = #loop_unroll_b0d9>
#loop_annotation1_7daa = #llvm.loop_annotation<unroll = #loop_unroll1_fe2a>
#loop_annotation2_26d7 = #llvm.loop_annotation<unroll = #loop_unroll2_00f4>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_sgemm_kernel~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %d bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_sgemm_kernel~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %1 = llvm.mlir.constant(64 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.alloca %1 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %5 = llvm.mlir.constant(64 : i32) : i32
      %6 = llvm.mlir.constant(1 : i32) : i32
      %7 = llvm.alloca %5 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %9 = llvm.mlir.constant(64 : i32) : i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.alloca %9 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %13 = llvm.mlir.constant(1 : i32) : i32
      %14 = llvm.mlir.constant(1 : i32) : i32
      %15 = llvm.alloca %13 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %16 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %17 = llvm.mlir.constant(1 : i32) : i32
      %18 = llvm.mlir.constant(1 : i32) : i32
      %19 = llvm.alloca %17 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %20 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %21 = llvm.mlir.constant(4 : i32) : i32
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %24 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %25 = llvm.mlir.constant(4 : i32) : i32
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.alloca %25 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.mlir.constant(dense<0.000000e+00> : vector<64xf32>) : vector<64xf32>
      %29 = llvm.mlir.constant(-1 : i32) : i32
      %30 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %31 = llvm.mlir.constant(64 : i32) : i32
      %32 = llvm.mlir.poison : !llvm.struct<()>
      %33 = llvm.mlir.poison : !llvm.struct<()>
      %34 = llvm.mlir.poison : !llvm.struct<()>
      %35 = llvm.mlir.poison : !llvm.struct<()>
      %36 = llvm.mlir.poison : !llvm.struct<()>
      %37 = llvm.mlir.poison : !llvm.struct<()>
      %38 = llvm.mlir.poison : !llvm.struct<()>
      %39 = llvm.mlir.poison : !llvm.struct<()>
      %40 = llvm.mlir.poison : !llvm.struct<()>
      %41 = llvm.mlir.poison : !llvm.struct<()>
      %42 = llvm.mlir.poison : !llvm.struct<()>
      %43 = llvm.mlir.poison : !llvm.struct<()>
      %44 = llvm.mlir.poison : !llvm.struct<()>
      %45 = llvm.mlir.poison : !llvm.struct<()>
      %46 = llvm.mlir.poison : !llvm.struct<()>
      %47 = llvm.mlir.poison : !llvm.struct<()>
      %48 = llvm.mlir.poison : !llvm.struct<()>
      %49 = llvm.mlir.poison : !llvm.struct<()>
      %50 = llvm.mlir.poison : !llvm.struct<()>
      %51 = llvm.mlir.poison : !llvm.struct<()>
      %52 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %53 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %54 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %55 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %56 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %57 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %58 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %59 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %60 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %61 = llvm.mlir.constant(3 : i32) : i32
      %62 = llvm.mlir.constant(2 : i32) : i32
      %63 = llvm.mlir.poison : !llvm.struct<()>
      %64 = llvm.mlir.constant(64 : i64) : i64
      %65 = llvm.mlir.constant(4 : i64) : i64
      %66 = llvm.mlir.constant(16 : i32) : i32
      %67 = llvm.mlir.poison : !llvm.struct<()>
      %68 = llvm.mlir.poison : !llvm.struct<()>
      %69 = llvm.mlir.poison : !llvm.struct<()>
      %70 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %71 = llvm.mlir.constant(1 : i32) : i32
      %72 = llvm.mlir.constant(0 : i32) : i32
      %73 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %74 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %75 = llvm.mlir.poison : !llvm.struct<()>
      %76 = llvm.mlir.poison : !llvm.struct<()>
      %77 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %78 = llvm.mlir.poison : !llvm.struct<()>
      %79 = llvm.mlir.poison : !llvm.struct<()>
      %80 = llvm.mlir.poison : !llvm.struct<()>
      %81 = llvm.mlir.poison : !llvm.struct<()>
      %82 = llvm.mlir.poison : !llvm.struct<()>
      %83 = llvm.mlir.poison : !llvm.struct<()>
      %84 = llvm.mlir.poison : !llvm.struct<()>
      %85 = llvm.mlir.poison : !llvm.struct<()>
      %86 = llvm.mlir.constant(4 : i32) : i32
      %87 = llvm.mlir.constant(32 : i32) : i32
      %88 = llvm.mlir.constant(132 : i32) : i32
      %89 = llvm.mlir.constant(32 : i64) : i64
      %90 = llvm.mlir.poison : !llvm.struct<()>
      %91 = llvm.mlir.poison : !llvm.struct<()>
      %92 = llvm.mlir.poison : !llvm.struct<()>
      %93 = llvm.mlir.poison : !llvm.struct<()>
      %94 = llvm.mlir.poison : !llvm.struct<()>
      %95 = llvm.mlir.poison : !llvm.struct<()>
      %96 = llvm.mlir.constant(8 : i64) : i64
      %97 = llvm.mlir.constant(8 : i32) : i32
      %98 = llvm.mlir.constant(128 : i64) : i64
      %99 = llvm.mlir.constant(128 : i32) : i32
      %100 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %101 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %102 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %103 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %104 = llvm.extractvalue %103[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %105 = llvm.extractvalue %103[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %106 = llvm.extractvalue %103[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %107 = llvm.mlir.constant(1 : i32) : i32
      %108 = llvm.mlir.constant(0 : i32) : i32
      %109 = llvm.mlir.constant(-1 : i32) : i32
      %110 = llvm.mlir.constant(true) : i1
      %111 = llvm.select %110, %109, %107 : i1, i32
      %112 = llvm.add %111, %104 : i32
      %113 = llvm.sdiv %112, %99 : i32
      %114 = llvm.add %113, %107 : i32
      %115 = llvm.sub %108, %104 : i32
      %116 = llvm.sdiv %115, %99 : i32
      %117 = llvm.sub %108, %116 : i32
      %118 = llvm.icmp "slt" %104, %108 : i32
      %119 = llvm.icmp "sgt" %104, %108 : i32
      %120 = llvm.mlir.constant(false) : i1
      %121 = llvm.mlir.constant(true) : i1
      %122 = llvm.and %118, %120 : i1
      %123 = llvm.and %119, %121 : i1
      %124 = llvm.or %122, %123 : i1
      %125 = llvm.select %124, %114, %117 : i1, i32
      %126 = llvm.mul %106, %98 : i64
      %127 = llvm.mlir.constant(1 : i32) : i32
      %128 = llvm.mlir.constant(0 : i32) : i32
      %129 = llvm.mlir.constant(-1 : i32) : i32
      %130 = llvm.mlir.constant(true) : i1
      %131 = llvm.select %130, %129, %127 : i1, i32
      %132 = llvm.add %131, %105 : i32
      %133 = llvm.sdiv %132, %97 : i32
      %134 = llvm.add %133, %127 : i32
      %135 = llvm.sub %128, %105 : i32
      %136 = llvm.sdiv %135, %97 : i32
      %137 = llvm.sub %128, %136 : i32
      %138 = llvm.icmp "slt" %105, %128 : i32
      %139 = llvm.icmp "sgt" %105, %128 : i32
      %140 = llvm.mlir.constant(false) : i1
      %141 = llvm.mlir.constant(true) : i1
      %142 = llvm.and %138, %140 : i1
      %143 = llvm.and %139, %141 : i1
      %144 = llvm.or %142, %143 : i1
      %145 = llvm.select %144, %134, %137 : i1, i32
      %146 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %147 = llvm.insertvalue %125, %146[0] : !llvm.struct<(i32, i32)>
      %148 = llvm.insertvalue %145, %147[1] : !llvm.struct<(i32, i32)>
      %149 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %150 = llvm.insertvalue %106, %149[0] : !llvm.struct<(i64, i64)>
      %151 = llvm.insertvalue %126, %150[1] : !llvm.struct<(i64, i64)>
      %152 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %153 = llvm.insertvalue %148, %152[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %154 = llvm.insertvalue %151, %153[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %155 = llvm.extractvalue %154[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %156 = llvm.extractvalue %154[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %157 = llvm.extractvalue %154[1, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %158 = llvm.extractvalue %154[1, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %159 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
      %160 = llvm.insertvalue %156, %159[0] : !llvm.struct<(i32, i64)>
      %161 = llvm.insertvalue %157, %160[1] : !llvm.struct<(i32, i64)>
      %162 = llvm.extractvalue %154[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %163 = llvm.extractvalue %162[0] : !llvm.struct<(i32, i32)>
      %164 = llvm.extractvalue %162[1] : !llvm.struct<(i32, i32)>
      %165 = llvm.extractvalue %154[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %166 = llvm.extractvalue %165[0] : !llvm.struct<(i64, i64)>
      %167 = llvm.extractvalue %165[1] : !llvm.struct<(i64, i64)>
      %168 = llvm.sext %101 : i32 to i64
      %169 = llvm.mul %168, %167 : i64
      %170 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %171 = llvm.getelementptr %170[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %172 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %173 = llvm.extractvalue %172[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %174 = llvm.extractvalue %172[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %175 = llvm.extractvalue %172[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %176 = llvm.mlir.constant(1 : i32) : i32
      %177 = llvm.mlir.constant(0 : i32) : i32
      %178 = llvm.mlir.constant(-1 : i32) : i32
      %179 = llvm.mlir.constant(true) : i1
      %180 = llvm.select %179, %178, %176 : i1, i32
      %181 = llvm.add %180, %173 : i32
      %182 = llvm.sdiv %181, %99 : i32
      %183 = llvm.add %182, %176 : i32
      %184 = llvm.sub %177, %173 : i32
      %185 = llvm.sdiv %184, %99 : i32
      %186 = llvm.sub %177, %185 : i32
      %187 = llvm.icmp "slt" %173, %177 : i32
      %188 = llvm.icmp "sgt" %173, %177 : i32
      %189 = llvm.mlir.constant(false) : i1
      %190 = llvm.mlir.constant(true) : i1
      %191 = llvm.and %187, %189 : i1
      %192 = llvm.and %188, %190 : i1
      %193 = llvm.or %191, %192 : i1
      %194 = llvm.select %193, %183, %186 : i1, i32
      %195 = llvm.mlir.constant(1 : i32) : i32
      %196 = llvm.mlir.constant(0 : i32) : i32
      %197 = llvm.mlir.constant(-1 : i32) : i32
      %198 = llvm.mlir.constant(true) : i1
      %199 = llvm.select %198, %197, %195 : i1, i32
      %200 = llvm.add %199, %174 : i32
      %201 = llvm.sdiv %200, %97 : i32
      %202 = llvm.add %201, %195 : i32
      %203 = llvm.sub %196, %174 : i32
      %204 = llvm.sdiv %203, %97 : i32
      %205 = llvm.sub %196, %204 : i32
      %206 = llvm.icmp "slt" %174, %196 : i32
      %207 = llvm.icmp "sgt" %174, %196 : i32
      %208 = llvm.mlir.constant(false) : i1
      %209 = llvm.mlir.constant(true) : i1
      %210 = llvm.and %206, %208 : i1
      %211 = llvm.and %207, %209 : i1
      %212 = llvm.or %210, %211 : i1
      %213 = llvm.select %212, %202, %205 : i1, i32
      %214 = llvm.mul %175, %96 : i64
      %215 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %216 = llvm.insertvalue %194, %215[0] : !llvm.struct<(i32, i32)>
      %217 = llvm.insertvalue %213, %216[1] : !llvm.struct<(i32, i32)>
      %218 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %219 = llvm.insertvalue %175, %218[0] : !llvm.struct<(i64, i64)>
      %220 = llvm.insertvalue %214, %219[1] : !llvm.struct<(i64, i64)>
      %221 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %222 = llvm.insertvalue %217, %221[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %223 = llvm.insertvalue %220, %222[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %224 = llvm.extractvalue %223[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %225 = llvm.extractvalue %223[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %226 = llvm.extractvalue %223[1, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %227 = llvm.extractvalue %223[1, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %228 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %229 = llvm.insertvalue %226, %228[0] : !llvm.struct<(i64, i64)>
      %230 = llvm.insertvalue %227, %229[1] : !llvm.struct<(i64, i64)>
      %231 = llvm.mlir.undef : !llvm.struct<(i32, struct<(i64, i64)>)>
      %232 = llvm.insertvalue %225, %231[0] : !llvm.struct<(i32, struct<(i64, i64)>)>
      %233 = llvm.insertvalue %230, %232[1] : !llvm.struct<(i32, struct<(i64, i64)>)>
      %234 = llvm.extractvalue %223[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %235 = llvm.extractvalue %234[0] : !llvm.struct<(i32, i32)>
      %236 = llvm.extractvalue %234[1] : !llvm.struct<(i32, i32)>
      %237 = llvm.extractvalue %223[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %238 = llvm.extractvalue %237[0] : !llvm.struct<(i64, i64)>
      %239 = llvm.extractvalue %237[1] : !llvm.struct<(i64, i64)>
      %240 = llvm.mlir.constant(128 : i32) : i32
      %241 = llvm.mul %102, %240 : i32
      %242 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %243 = llvm.getelementptr %242[%241] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %244 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %245 = llvm.insertvalue %101, %244[0] : !llvm.struct<(i32, i32)>
      %246 = llvm.insertvalue %102, %245[1] : !llvm.struct<(i32, i32)>
      %247 = llvm.extractvalue %arg2[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %248 = llvm.extractvalue %247[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %249 = llvm.extractvalue %247[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %250 = llvm.extractvalue %247[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %251 = llvm.mlir.constant(1 : i32) : i32
      %252 = llvm.mlir.constant(0 : i32) : i32
      %253 = llvm.mlir.constant(-1 : i32) : i32
      %254 = llvm.mlir.constant(true) : i1
      %255 = llvm.select %254, %253, %251 : i1, i32
      %256 = llvm.add %255, %248 : i32
      %257 = llvm.sdiv %256, %99 : i32
      %258 = llvm.add %257, %251 : i32
      %259 = llvm.sub %252, %248 : i32
      %260 = llvm.sdiv %259, %99 : i32
      %261 = llvm.sub %252, %260 : i32
      %262 = llvm.icmp "slt" %248, %252 : i32
      %263 = llvm.icmp "sgt" %248, %252 : i32
      %264 = llvm.mlir.constant(false) : i1
      %265 = llvm.mlir.constant(true) : i1
      %266 = llvm.and %262, %264 : i1
      %267 = llvm.and %263, %265 : i1
      %268 = llvm.or %266, %267 : i1
      %269 = llvm.select %268, %258, %261 : i1, i32
      %270 = llvm.mul %250, %98 : i64
      %271 = llvm.mlir.constant(1 : i32) : i32
      %272 = llvm.mlir.constant(0 : i32) : i32
      %273 = llvm.mlir.constant(-1 : i32) : i32
      %274 = llvm.mlir.constant(true) : i1
      %275 = llvm.select %274, %273, %271 : i1, i32
      %276 = llvm.add %275, %249 : i32
      %277 = llvm.sdiv %276, %99 : i32
      %278 = llvm.add %277, %271 : i32
      %279 = llvm.sub %272, %249 : i32
      %280 = llvm.sdiv %279, %99 : i32
      %281 = llvm.sub %272, %280 : i32
      %282 = llvm.icmp "slt" %249, %272 : i32
      %283 = llvm.icmp "sgt" %249, %272 : i32
      %284 = llvm.mlir.constant(false) : i1
      %285 = llvm.mlir.constant(true) : i1
      %286 = llvm.and %282, %284 : i1
      %287 = llvm.and %283, %285 : i1
      %288 = llvm.or %286, %287 : i1
      %289 = llvm.select %288, %278, %281 : i1, i32
      %290 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %291 = llvm.insertvalue %269, %290[0] : !llvm.struct<(i32, i32)>
      %292 = llvm.insertvalue %289, %291[1] : !llvm.struct<(i32, i32)>
      %293 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %294 = llvm.insertvalue %250, %293[0] : !llvm.struct<(i64, i64)>
      %295 = llvm.insertvalue %270, %294[1] : !llvm.struct<(i64, i64)>
      %296 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %297 = llvm.insertvalue %292, %296[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %298 = llvm.insertvalue %295, %297[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %299 = llvm.extractvalue %298[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %300 = llvm.extractvalue %298[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %301 = llvm.extractvalue %298[1, 0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %302 = llvm.extractvalue %298[1, 1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %303 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %304 = llvm.insertvalue %95, %303[0] : !llvm.struct<(struct<()>, i64)>
      %305 = llvm.insertvalue %301, %304[1] : !llvm.struct<(struct<()>, i64)>
      %306 = llvm.extractvalue %298[0] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %307 = llvm.extractvalue %306[0] : !llvm.struct<(i32, i32)>
      %308 = llvm.extractvalue %306[1] : !llvm.struct<(i32, i32)>
      %309 = llvm.extractvalue %298[1] : !llvm.struct<(struct<(i32, i32)>, struct<(i64, i64)>)>
      %310 = llvm.extractvalue %309[0] : !llvm.struct<(i64, i64)>
      %311 = llvm.extractvalue %309[1] : !llvm.struct<(i64, i64)>
      %312 = llvm.extractvalue %246[0] : !llvm.struct<(i32, i32)>
      %313 = llvm.extractvalue %246[1] : !llvm.struct<(i32, i32)>
      %314 = llvm.sext %312 : i32 to i64
      %315 = llvm.mul %314, %311 : i64
      %316 = llvm.mlir.constant(128 : i32) : i32
      %317 = llvm.mul %313, %316 : i32
      %318 = llvm.sext %317 : i32 to i64
      %319 = llvm.add %315, %318 : i64
      %320 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
      %321 = llvm.getelementptr %320[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %322 = llvm.extractvalue %103[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %323 = llvm.extractvalue %322[0] : !llvm.struct<(i32, i32)>
      %324 = llvm.extractvalue %322[1] : !llvm.struct<(i32, i32)>
      %325 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %326 = llvm.insertvalue %323, %325[0] : !llvm.struct<(i32, i32)>
      %327 = llvm.insertvalue %324, %326[1] : !llvm.struct<(i32, i32)>
      %328 = llvm.mlir.undef : !llvm.struct<()>
      %329 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %330 = llvm.insertvalue %327, %329[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %331 = llvm.insertvalue %94, %330[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %332 = llvm.extractvalue %331[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %333 = llvm.extractvalue %331[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %334 = llvm.mlir.constant(1 : i32) : i32
      %335 = llvm.mlir.constant(0 : i32) : i32
      %336 = llvm.mlir.constant(-1 : i32) : i32
      %337 = llvm.mlir.constant(true) : i1
      %338 = llvm.select %337, %336, %334 : i1, i32
      %339 = llvm.add %338, %332 : i32
      %340 = llvm.sdiv %339, %99 : i32
      %341 = llvm.add %340, %334 : i32
      %342 = llvm.sub %335, %332 : i32
      %343 = llvm.sdiv %342, %99 : i32
      %344 = llvm.sub %335, %343 : i32
      %345 = llvm.icmp "slt" %332, %335 : i32
      %346 = llvm.icmp "sgt" %332, %335 : i32
      %347 = llvm.mlir.constant(false) : i1
      %348 = llvm.mlir.constant(true) : i1
      %349 = llvm.and %345, %347 : i1
      %350 = llvm.and %346, %348 : i1
      %351 = llvm.or %349, %350 : i1
      %352 = llvm.select %351, %341, %344 : i1, i32
      %353 = llvm.mlir.constant(1 : i32) : i32
      %354 = llvm.mlir.constant(0 : i32) : i32
      %355 = llvm.mlir.constant(-1 : i32) : i32
      %356 = llvm.mlir.constant(true) : i1
      %357 = llvm.select %356, %355, %353 : i1, i32
      %358 = llvm.add %357, %333 : i32
      %359 = llvm.sdiv %358, %97 : i32
      %360 = llvm.add %359, %353 : i32
      %361 = llvm.sub %354, %333 : i32
      %362 = llvm.sdiv %361, %97 : i32
      %363 = llvm.sub %354, %362 : i32
      %364 = llvm.icmp "slt" %333, %354 : i32
      %365 = llvm.icmp "sgt" %333, %354 : i32
      %366 = llvm.mlir.constant(false) : i1
      %367 = llvm.mlir.constant(true) : i1
      %368 = llvm.and %364, %366 : i1
      %369 = llvm.and %365, %367 : i1
      %370 = llvm.or %368, %369 : i1
      %371 = llvm.select %370, %360, %363 : i1, i32
      %372 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %373 = llvm.insertvalue %352, %372[0] : !llvm.struct<(i32, i32)>
      %374 = llvm.insertvalue %371, %373[1] : !llvm.struct<(i32, i32)>
      %375 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %376 = llvm.insertvalue %374, %375[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %377 = llvm.insertvalue %93, %376[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %378 = llvm.extractvalue %377[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %379 = llvm.extractvalue %377[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %380 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %381 = llvm.insertvalue %379, %380[0] : !llvm.struct<(i32, struct<()>)>
      %382 = llvm.insertvalue %92, %381[1] : !llvm.struct<(i32, struct<()>)>
      %383 = llvm.extractvalue %377[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %384 = llvm.extractvalue %383[0] : !llvm.struct<(i32, i32)>
      %385 = llvm.extractvalue %383[1] : !llvm.struct<(i32, i32)>
      %386 = llvm.extractvalue %377[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %387 = llvm.mlir.constant(128 : i32) : i32
      %388 = llvm.mul %101, %387 : i32
      %389 = llvm.mlir.undef : !llvm.struct<()>
      %390 = llvm.extractvalue %172[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %391 = llvm.extractvalue %390[0] : !llvm.struct<(i32, i32)>
      %392 = llvm.extractvalue %390[1] : !llvm.struct<(i32, i32)>
      %393 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %394 = llvm.insertvalue %391, %393[0] : !llvm.struct<(i32, i32)>
      %395 = llvm.insertvalue %392, %394[1] : !llvm.struct<(i32, i32)>
      %396 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %397 = llvm.insertvalue %395, %396[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %398 = llvm.insertvalue %94, %397[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %399 = llvm.extractvalue %398[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %400 = llvm.extractvalue %398[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %401 = llvm.mlir.constant(1 : i32) : i32
      %402 = llvm.mlir.constant(0 : i32) : i32
      %403 = llvm.mlir.constant(-1 : i32) : i32
      %404 = llvm.mlir.constant(true) : i1
      %405 = llvm.select %404, %403, %401 : i1, i32
      %406 = llvm.add %405, %399 : i32
      %407 = llvm.sdiv %406, %99 : i32
      %408 = llvm.add %407, %401 : i32
      %409 = llvm.sub %402, %399 : i32
      %410 = llvm.sdiv %409, %99 : i32
      %411 = llvm.sub %402, %410 : i32
      %412 = llvm.icmp "slt" %399, %402 : i32
      %413 = llvm.icmp "sgt" %399, %402 : i32
      %414 = llvm.mlir.constant(false) : i1
      %415 = llvm.mlir.constant(true) : i1
      %416 = llvm.and %412, %414 : i1
      %417 = llvm.and %413, %415 : i1
      %418 = llvm.or %416, %417 : i1
      %419 = llvm.select %418, %408, %411 : i1, i32
      %420 = llvm.mlir.constant(1 : i32) : i32
      %421 = llvm.mlir.constant(0 : i32) : i32
      %422 = llvm.mlir.constant(-1 : i32) : i32
      %423 = llvm.mlir.constant(true) : i1
      %424 = llvm.select %423, %422, %420 : i1, i32
      %425 = llvm.add %424, %400 : i32
      %426 = llvm.sdiv %425, %97 : i32
      %427 = llvm.add %426, %420 : i32
      %428 = llvm.sub %421, %400 : i32
      %429 = llvm.sdiv %428, %97 : i32
      %430 = llvm.sub %421, %429 : i32
      %431 = llvm.icmp "slt" %400, %421 : i32
      %432 = llvm.icmp "sgt" %400, %421 : i32
      %433 = llvm.mlir.constant(false) : i1
      %434 = llvm.mlir.constant(true) : i1
      %435 = llvm.and %431, %433 : i1
      %436 = llvm.and %432, %434 : i1
      %437 = llvm.or %435, %436 : i1
      %438 = llvm.select %437, %427, %430 : i1, i32
      %439 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %440 = llvm.insertvalue %419, %439[0] : !llvm.struct<(i32, i32)>
      %441 = llvm.insertvalue %438, %440[1] : !llvm.struct<(i32, i32)>
      %442 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %443 = llvm.insertvalue %441, %442[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %444 = llvm.insertvalue %93, %443[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %445 = llvm.extractvalue %444[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %446 = llvm.extractvalue %444[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %447 = llvm.mlir.undef : !llvm.struct<(i32, struct<()>)>
      %448 = llvm.insertvalue %446, %447[0] : !llvm.struct<(i32, struct<()>)>
      %449 = llvm.insertvalue %92, %448[1] : !llvm.struct<(i32, struct<()>)>
      %450 = llvm.extractvalue %444[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %451 = llvm.extractvalue %450[0] : !llvm.struct<(i32, i32)>
      %452 = llvm.extractvalue %450[1] : !llvm.struct<(i32, i32)>
      %453 = llvm.extractvalue %444[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %454 = llvm.mlir.constant(128 : i32) : i32
      %455 = llvm.mul %102, %454 : i32
      %456 = llvm.mlir.undef : !llvm.struct<()>
      %457 = llvm.extractvalue %161[0] : !llvm.struct<(i32, i64)>
      %458 = llvm.mlir.constant(8 : i32) : i32
      %459 = llvm.mul %457, %458 : i32
      %460 = llvm.sub %324, %459 : i32
      %461 = llvm.extractvalue %161[0] : !llvm.struct<(i32, i64)>
      %462 = llvm.extractvalue %161[1] : !llvm.struct<(i32, i64)>
      %463 = llvm.getelementptr %171[%460] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %464 = llvm.extractvalue %233[0] : !llvm.struct<(i32, struct<(i64, i64)>)>
      %465 = llvm.extractvalue %233[1] : !llvm.struct<(i32, struct<(i64, i64)>)>
      %466 = llvm.extractvalue %465[0] : !llvm.struct<(i64, i64)>
      %467 = llvm.extractvalue %465[1] : !llvm.struct<(i64, i64)>
      %468 = llvm.sext %460 : i32 to i64
      %469 = llvm.mul %468, %466 : i64
      %470 = llvm.getelementptr %243[%469] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %471 = llvm.extractvalue %382[0] : !llvm.struct<(i32, struct<()>)>
      %472 = llvm.extractvalue %382[1] : !llvm.struct<(i32, struct<()>)>
      %473 = llvm.mlir.undef : !llvm.struct<()>
      %474 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %475 = llvm.insertvalue %388, %474[0] : !llvm.struct<(i32, i32)>
      %476 = llvm.insertvalue %460, %475[1] : !llvm.struct<(i32, i32)>
      %477 = llvm.extractvalue %476[0] : !llvm.struct<(i32, i32)>
      %478 = llvm.extractvalue %476[1] : !llvm.struct<(i32, i32)>
      %479 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %480 = llvm.insertvalue %477, %479[0] : !llvm.struct<(i32, i32)>
      %481 = llvm.insertvalue %478, %480[1] : !llvm.struct<(i32, i32)>
      %482 = llvm.extractvalue %449[0] : !llvm.struct<(i32, struct<()>)>
      %483 = llvm.extractvalue %449[1] : !llvm.struct<(i32, struct<()>)>
      %484 = llvm.mlir.undef : !llvm.struct<()>
      %485 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %486 = llvm.insertvalue %455, %485[0] : !llvm.struct<(i32, i32)>
      %487 = llvm.insertvalue %460, %486[1] : !llvm.struct<(i32, i32)>
      %488 = llvm.extractvalue %487[0] : !llvm.struct<(i32, i32)>
      %489 = llvm.extractvalue %487[1] : !llvm.struct<(i32, i32)>
      %490 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %491 = llvm.insertvalue %488, %490[0] : !llvm.struct<(i32, i32)>
      %492 = llvm.insertvalue %489, %491[1] : !llvm.struct<(i32, i32)>
      %493 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %494 = llvm.getelementptr %493[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<0 x i8>
      %495 = llvm.mlir.constant(12656 : i32) : i32
      %496 = llvm.getelementptr %494[%495] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %497 = llvm.extractvalue %161[0] : !llvm.struct<(i32, i64)>
      %498 = llvm.extractvalue %161[1] : !llvm.struct<(i32, i64)>
      %499 = llvm.mul %498, %89 : i64
      %500 = llvm.sdiv %100, %97 : i32
      %501 = llvm.srem %100, %97 : i32
      %502 = llvm.sext %500 : i32 to i64
      %503 = llvm.mul %502, %498 : i64
      %504 = llvm.sext %501 : i32 to i64
      %505 = llvm.add %504, %503 : i64
      %506 = llvm.getelementptr %463[%505] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %507 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
      %508 = llvm.insertvalue %497, %507[0] : !llvm.struct<(i32, i64)>
      %509 = llvm.insertvalue %499, %508[1] : !llvm.struct<(i32, i64)>
      %510 = llvm.mul %501, %88 : i32
      %511 = llvm.add %510, %500 : i32
      %512 = llvm.getelementptr %494[%511] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %513 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %514 = llvm.insertvalue %500, %513[0] : !llvm.struct<(i32, i32)>
      %515 = llvm.insertvalue %501, %514[1] : !llvm.struct<(i32, i32)>
      %516 = llvm.extractvalue %481[0] : !llvm.struct<(i32, i32)>
      %517 = llvm.extractvalue %481[1] : !llvm.struct<(i32, i32)>
      %518 = llvm.extractvalue %515[0] : !llvm.struct<(i32, i32)>
      %519 = llvm.extractvalue %515[1] : !llvm.struct<(i32, i32)>
      %520 = llvm.add %516, %518 : i32
      %521 = llvm.add %517, %519 : i32
      %522 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %523 = llvm.insertvalue %520, %522[0] : !llvm.struct<(i32, i32)>
      %524 = llvm.insertvalue %521, %523[1] : !llvm.struct<(i32, i32)>
      %525 = llvm.extractvalue %233[0] : !llvm.struct<(i32, struct<(i64, i64)>)>
      %526 = llvm.extractvalue %233[1, 0] : !llvm.struct<(i32, struct<(i64, i64)>)>
      %527 = llvm.extractvalue %233[1, 1] : !llvm.struct<(i32, struct<(i64, i64)>)>
      %528 = llvm.sdiv %100, %87 : i32
      %529 = llvm.srem %100, %87 : i32
      %530 = llvm.mul %529, %86 : i32
      %531 = llvm.sext %528 : i32 to i64
      %532 = llvm.mul %531, %526 : i64
      %533 = llvm.sext %530 : i32 to i64
      %534 = llvm.add %533, %532 : i64
      %535 = llvm.getelementptr %470[%534] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %536 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
      %537 = llvm.insertvalue %525, %536[0] : !llvm.struct<(i32, i64)>
      %538 = llvm.insertvalue %527, %537[1] : !llvm.struct<(i32, i64)>
      %539 = llvm.mul %100, %86 : i32
      %540 = llvm.getelementptr %496[%539] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %541 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %542 = llvm.insertvalue %530, %541[0] : !llvm.struct<(i32, i32)>
      %543 = llvm.insertvalue %528, %542[1] : !llvm.struct<(i32, i32)>
      %544 = llvm.extractvalue %492[0] : !llvm.struct<(i32, i32)>
      %545 = llvm.extractvalue %492[1] : !llvm.struct<(i32, i32)>
      %546 = llvm.extractvalue %543[0] : !llvm.struct<(i32, i32)>
      %547 = llvm.extractvalue %543[1] : !llvm.struct<(i32, i32)>
      %548 = llvm.add %544, %546 : i32
      %549 = llvm.add %545, %547 : i32
      %550 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %551 = llvm.insertvalue %548, %550[0] : !llvm.struct<(i32, i32)>
      %552 = llvm.insertvalue %549, %551[1] : !llvm.struct<(i32, i32)>
      %553 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %554 = llvm.insertvalue %27, %553[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %555 = llvm.insertvalue %24, %554[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %556 = llvm.extractvalue %555[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %557 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %558 = llvm.insertvalue %23, %557[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %559 = llvm.insertvalue %20, %558[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %560 = llvm.extractvalue %559[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %561 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %562 = llvm.insertvalue %19, %561[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %563 = llvm.insertvalue %16, %562[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %564 = llvm.extractvalue %563[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %565 = builtin.unrealized_conversion_cast %564 : !llvm.ptr to !cute.ptr<i8, rmem>
      %566 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %567 = llvm.insertvalue %15, %566[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %568 = llvm.insertvalue %12, %567[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %569 = llvm.extractvalue %568[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %570 = llvm.extractvalue %524[0] : !llvm.struct<(i32, i32)>
      %571 = llvm.extractvalue %524[1] : !llvm.struct<(i32, i32)>
      %572 = llvm.icmp "slt" %570, %323 : i32
      %573 = llvm.zext %572 : i1 to i8
      %574 = llvm.extractvalue %555[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %575 = llvm.extractvalue %574[0] : !llvm.struct<(struct<()>, struct<()>)>
      %576 = llvm.extractvalue %574[1] : !llvm.struct<(struct<()>, struct<()>)>
      %577 = llvm.mlir.undef : !llvm.struct<()>
      %578 = llvm.extractvalue %555[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %579 = llvm.mlir.constant(0 : i32) : i32
      %580 = llvm.getelementptr %578[%579] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %581 = llvm.ptrtoint %580 : !llvm.ptr to i64
      %582 = llvm.inttoptr %581 : i64 to !llvm.ptr
      llvm.store %573, %582 {alignment = 32 : i64} : i8, !llvm.ptr
      %583 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %584 = llvm.insertvalue %323, %583[0] : !llvm.struct<(i32, i32)>
      %585 = llvm.insertvalue %571, %584[1] : !llvm.struct<(i32, i32)>
      %586 = llvm.mlir.constant(-1 : i32) : i32
      %587 = llvm.extractvalue %585[0] : !llvm.struct<(i32, i32)>
      %588 = llvm.extractvalue %585[1] : !llvm.struct<(i32, i32)>
      %589 = llvm.icmp "slt" %570, %587 : i32
      %590 = llvm.icmp "sgt" %588, %29 : i32
      %591 = llvm.and %589, %590 : i1
      %592 = llvm.zext %591 : i1 to i8
      %593 = llvm.extractvalue %559[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %594 = llvm.extractvalue %593[0] : !llvm.struct<(struct<()>, struct<()>)>
      %595 = llvm.extractvalue %593[1] : !llvm.struct<(struct<()>, struct<()>)>
      %596 = llvm.mlir.undef : !llvm.struct<()>
      %597 = llvm.extractvalue %559[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %598 = llvm.mlir.constant(0 : i32) : i32
      %599 = llvm.getelementptr %597[%598] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %600 = llvm.ptrtoint %599 : !llvm.ptr to i64
      %601 = llvm.inttoptr %600 : i64 to !llvm.ptr
      llvm.store %592, %601 {alignment = 32 : i64} : i8, !llvm.ptr
      %602 = llvm.extractvalue %524[0] : !llvm.struct<(i32, i32)>
      %603 = llvm.extractvalue %524[1] : !llvm.struct<(i32, i32)>
      %604 = llvm.mlir.constant(32 : i32) : i32
      %605 = llvm.add %602, %604 : i32
      %606 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %607 = llvm.insertvalue %605, %606[0] : !llvm.struct<(i32, i32)>
      %608 = llvm.insertvalue %603, %607[1] : !llvm.struct<(i32, i32)>
      %609 = llvm.extractvalue %608[0] : !llvm.struct<(i32, i32)>
      %610 = llvm.extractvalue %608[1] : !llvm.struct<(i32, i32)>
      %611 = llvm.icmp "slt" %609, %323 : i32
      %612 = llvm.zext %611 : i1 to i8
      %613 = llvm.extractvalue %555[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %614 = llvm.extractvalue %613[0] : !llvm.struct<(struct<()>, struct<()>)>
      %615 = llvm.extractvalue %613[1] : !llvm.struct<(struct<()>, struct<()>)>
      %616 = llvm.mlir.undef : !llvm.struct<()>
      %617 = llvm.extractvalue %555[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %618 = llvm.mlir.constant(1 : i32) : i32
      %619 = llvm.getelementptr %617[%618] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %620 = llvm.ptrtoint %619 : !llvm.ptr to i64
      %621 = llvm.inttoptr %620 : i64 to !llvm.ptr
      llvm.store %612, %621 {alignment = 1 : i64} : i8, !llvm.ptr
      %622 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %623 = llvm.insertvalue %323, %622[0] : !llvm.struct<(i32, i32)>
      %624 = llvm.insertvalue %610, %623[1] : !llvm.struct<(i32, i32)>
      %625 = llvm.mlir.constant(-1 : i32) : i32
      %626 = llvm.extractvalue %624[0] : !llvm.struct<(i32, i32)>
      %627 = llvm.extractvalue %624[1] : !llvm.struct<(i32, i32)>
      %628 = llvm.icmp "slt" %609, %626 : i32
      %629 = llvm.icmp "sgt" %627, %29 : i32
      %630 = llvm.and %628, %629 : i1
      %631 = llvm.zext %630 : i1 to i8
      %632 = llvm.extractvalue %559[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %633 = llvm.extractvalue %632[0] : !llvm.struct<(struct<()>, struct<()>)>
      %634 = llvm.extractvalue %632[1] : !llvm.struct<(struct<()>, struct<()>)>
      %635 = llvm.mlir.undef : !llvm.struct<()>
      %636 = llvm.extractvalue %559[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %637 = llvm.mlir.constant(1 : i32) : i32
      %638 = llvm.getelementptr %636[%637] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %639 = llvm.ptrtoint %638 : !llvm.ptr to i64
      %640 = llvm.inttoptr %639 : i64 to !llvm.ptr
      llvm.store %631, %640 {alignment = 1 : i64} : i8, !llvm.ptr
      %641 = llvm.extractvalue %524[0] : !llvm.struct<(i32, i32)>
      %642 = llvm.extractvalue %524[1] : !llvm.struct<(i32, i32)>
      %643 = llvm.mlir.constant(64 : i32) : i32
      %644 = llvm.add %641, %643 : i32
      %645 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %646 = llvm.insertvalue %644, %645[0] : !llvm.struct<(i32, i32)>
      %647 = llvm.insertvalue %642, %646[1] : !llvm.struct<(i32, i32)>
      %648 = llvm.extractvalue %647[0] : !llvm.struct<(i32, i32)>
      %649 = llvm.extractvalue %647[1] : !llvm.struct<(i32, i32)>
      %650 = llvm.icmp "slt" %648, %323 : i32
      %651 = llvm.zext %650 : i1 to i8
      %652 = llvm.extractvalue %555[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %653 = llvm.extractvalue %652[0] : !llvm.struct<(struct<()>, struct<()>)>
      %654 = llvm.extractvalue %652[1] : !llvm.struct<(struct<()>, struct<()>)>
      %655 = llvm.mlir.undef : !llvm.struct<()>
      %656 = llvm.extractvalue %555[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %657 = llvm.mlir.constant(2 : i32) : i32
      %658 = llvm.getelementptr %656[%657] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %659 = llvm.ptrtoint %658 : !llvm.ptr to i64
      %660 = llvm.inttoptr %659 : i64 to !llvm.ptr
      llvm.store %651, %660 {alignment = 2 : i64} : i8, !llvm.ptr
      %661 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %662 = llvm.insertvalue %323, %661[0] : !llvm.struct<(i32, i32)>
      %663 = llvm.insertvalue %649, %662[1] : !llvm.struct<(i32, i32)>
      %664 = llvm.mlir.constant(-1 : i32) : i32
      %665 = llvm.extractvalue %663[0] : !llvm.struct<(i32, i32)>
      %666 = llvm.extractvalue %663[1] : !llvm.struct<(i32, i32)>
      %667 = llvm.icmp "slt" %648, %665 : i32
      %668 = llvm.icmp "sgt" %666, %29 : i32
      %669 = llvm.and %667, %668 : i1
      %670 = llvm.zext %669 : i1 to i8
      %671 = llvm.extractvalue %559[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %672 = llvm.extractvalue %671[0] : !llvm.struct<(struct<()>, struct<()>)>
      %673 = llvm.extractvalue %671[1] : !llvm.struct<(struct<()>, struct<()>)>
      %674 = llvm.mlir.undef : !llvm.struct<()>
      %675 = llvm.extractvalue %559[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %676 = llvm.mlir.constant(2 : i32) : i32
      %677 = llvm.getelementptr %675[%676] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %678 = llvm.ptrtoint %677 : !llvm.ptr to i64
      %679 = llvm.inttoptr %678 : i64 to !llvm.ptr
      llvm.store %670, %679 {alignment = 2 : i64} : i8, !llvm.ptr
      %680 = llvm.extractvalue %524[0] : !llvm.struct<(i32, i32)>
      %681 = llvm.extractvalue %524[1] : !llvm.struct<(i32, i32)>
      %682 = llvm.mlir.constant(96 : i32) : i32
      %683 = llvm.add %680, %682 : i32
      %684 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %685 = llvm.insertvalue %683, %684[0] : !llvm.struct<(i32, i32)>
      %686 = llvm.insertvalue %681, %685[1] : !llvm.struct<(i32, i32)>
      %687 = llvm.extractvalue %686[0] : !llvm.struct<(i32, i32)>
      %688 = llvm.extractvalue %686[1] : !llvm.struct<(i32, i32)>
      %689 = llvm.icmp "slt" %687, %323 : i32
      %690 = llvm.zext %689 : i1 to i8
      %691 = llvm.extractvalue %555[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %692 = llvm.extractvalue %691[0] : !llvm.struct<(struct<()>, struct<()>)>
      %693 = llvm.extractvalue %691[1] : !llvm.struct<(struct<()>, struct<()>)>
      %694 = llvm.mlir.undef : !llvm.struct<()>
      %695 = llvm.extractvalue %555[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %696 = llvm.mlir.constant(3 : i32) : i32
      %697 = llvm.getelementptr %695[%696] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %698 = llvm.ptrtoint %697 : !llvm.ptr to i64
      %699 = llvm.inttoptr %698 : i64 to !llvm.ptr
      llvm.store %690, %699 {alignment = 1 : i64} : i8, !llvm.ptr
      %700 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %701 = llvm.insertvalue %323, %700[0] : !llvm.struct<(i32, i32)>
      %702 = llvm.insertvalue %688, %701[1] : !llvm.struct<(i32, i32)>
      %703 = llvm.mlir.constant(-1 : i32) : i32
      %704 = llvm.extractvalue %702[0] : !llvm.struct<(i32, i32)>
      %705 = llvm.extractvalue %702[1] : !llvm.struct<(i32, i32)>
      %706 = llvm.icmp "slt" %687, %704 : i32
      %707 = llvm.icmp "sgt" %705, %29 : i32
      %708 = llvm.and %706, %707 : i1
      %709 = llvm.zext %708 : i1 to i8
      %710 = llvm.extractvalue %559[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %711 = llvm.extractvalue %710[0] : !llvm.struct<(struct<()>, struct<()>)>
      %712 = llvm.extractvalue %710[1] : !llvm.struct<(struct<()>, struct<()>)>
      %713 = llvm.mlir.undef : !llvm.struct<()>
      %714 = llvm.extractvalue %559[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %715 = llvm.mlir.constant(3 : i32) : i32
      %716 = llvm.getelementptr %714[%715] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %717 = llvm.ptrtoint %716 : !llvm.ptr to i64
      %718 = llvm.inttoptr %717 : i64 to !llvm.ptr
      llvm.store %709, %718 {alignment = 1 : i64} : i8, !llvm.ptr
      %719 = llvm.extractvalue %552[0] : !llvm.struct<(i32, i32)>
      %720 = llvm.extractvalue %552[1] : !llvm.struct<(i32, i32)>
      %721 = llvm.icmp "slt" %719, %391 : i32
      %722 = llvm.zext %721 : i1 to i8
      %723 = llvm.extractvalue %563[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %724 = llvm.extractvalue %723[0] : !llvm.struct<(struct<()>, struct<()>)>
      %725 = llvm.extractvalue %723[1] : !llvm.struct<(struct<()>, struct<()>)>
      %726 = llvm.mlir.undef : !llvm.struct<()>
      %727 = llvm.extractvalue %563[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %728 = llvm.mlir.constant(0 : i32) : i32
      %729 = llvm.getelementptr %727[%728] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %730 = llvm.ptrtoint %729 : !llvm.ptr to i64
      %731 = llvm.inttoptr %730 : i64 to !llvm.ptr
      llvm.store %722, %731 {alignment = 32 : i64} : i8, !llvm.ptr
      %732 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %733 = llvm.insertvalue %391, %732[0] : !llvm.struct<(i32, i32)>
      %734 = llvm.insertvalue %720, %733[1] : !llvm.struct<(i32, i32)>
      %735 = llvm.mlir.constant(-1 : i32) : i32
      %736 = llvm.extractvalue %734[0] : !llvm.struct<(i32, i32)>
      %737 = llvm.extractvalue %734[1] : !llvm.struct<(i32, i32)>
      %738 = llvm.icmp "slt" %719, %736 : i32
      %739 = llvm.icmp "sgt" %737, %29 : i32
      %740 = llvm.and %738, %739 : i1
      %741 = llvm.zext %740 : i1 to i8
      %742 = llvm.extractvalue %568[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %743 = llvm.extractvalue %742[0] : !llvm.struct<(struct<()>, struct<()>)>
      %744 = llvm.extractvalue %742[1] : !llvm.struct<(struct<()>, struct<()>)>
      %745 = llvm.mlir.undef : !llvm.struct<()>
      %746 = llvm.extractvalue %568[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %747 = llvm.mlir.constant(0 : i32) : i32
      %748 = llvm.getelementptr %746[%747] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %749 = llvm.ptrtoint %748 : !llvm.ptr to i64
      %750 = llvm.inttoptr %749 : i64 to !llvm.ptr
      llvm.store %741, %750 {alignment = 32 : i64} : i8, !llvm.ptr
      %751 = llvm.extractvalue %509[0] : !llvm.struct<(i32, i64)>
      %752 = llvm.extractvalue %509[0] : !llvm.struct<(i32, i64)>
      %753 = llvm.extractvalue %509[1] : !llvm.struct<(i32, i64)>
      %754 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %755 = llvm.insertvalue %78, %754[0] : !llvm.struct<(struct<()>, i64)>
      %756 = llvm.insertvalue %753, %755[1] : !llvm.struct<(struct<()>, i64)>
      %757 = llvm.extractvalue %756[1] : !llvm.struct<(struct<()>, i64)>
      %758 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %759 = llvm.insertvalue %757, %758[1] : !llvm.struct<(struct<()>, i64)>
      %760 = llvm.extractvalue %759[1] : !llvm.struct<(struct<()>, i64)>
      %761 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %762 = llvm.insertvalue %76, %761[0] : !llvm.struct<(struct<()>, i64)>
      %763 = llvm.insertvalue %760, %762[1] : !llvm.struct<(struct<()>, i64)>
      %764 = llvm.extractvalue %763[1] : !llvm.struct<(struct<()>, i64)>
      %765 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %766 = llvm.insertvalue %764, %765[1] : !llvm.struct<(struct<()>, i64)>
      %767 = llvm.extractvalue %766[1] : !llvm.struct<(struct<()>, i64)>
      %768 = llvm.mlir.undef : !llvm.struct<(struct<()>, i64)>
      %769 = llvm.insertvalue %75, %768[0] : !llvm.struct<(struct<()>, i64)>
      %770 = llvm.insertvalue %767, %769[1] : !llvm.struct<(struct<()>, i64)>
      llvm.br ^bb0(%72 : i32)
    ^bb0(%771: i32):  // 2 preds: ^bb1, ^bb2
      %772 = llvm.icmp "slt" %771, %86 : i32
      llvm.cond_br %772, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb2:  // pred: ^bb0
      %773 = llvm.extractvalue %770[0] : !llvm.struct<(struct<()>, i64)>
      %774 = llvm.extractvalue %770[1] : !llvm.struct<(struct<()>, i64)>
      %775 = llvm.mlir.constant(4 : i32) : i32
      %776 = llvm.sdiv %771, %775 : i32
      %777 = llvm.mlir.constant(4 : i32) : i32
      %778 = llvm.srem %771, %777 : i32
      %779 = llvm.sext %778 : i32 to i64
      %780 = llvm.mul %779, %774 : i64
      %781 = llvm.getelementptr %506[%780] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %782 = llvm.extractvalue %74[0] : !llvm.struct<(struct<()>, struct<()>)>
      %783 = llvm.extractvalue %74[1] : !llvm.struct<(struct<()>, struct<()>)>
      %784 = llvm.mlir.constant(4 : i32) : i32
      %785 = llvm.sdiv %771, %784 : i32
      %786 = llvm.mlir.constant(4 : i32) : i32
      %787 = llvm.srem %771, %786 : i32
      %788 = llvm.mlir.constant(32 : i32) : i32
      %789 = llvm.mul %787, %788 : i32
      %790 = llvm.getelementptr %512[%789] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %791 = llvm.extractvalue %73[0] : !llvm.struct<(struct<()>, struct<()>)>
      %792 = llvm.extractvalue %73[1] : !llvm.struct<(struct<()>, struct<()>)>
      %793 = llvm.mlir.constant(4 : i32) : i32
      %794 = llvm.sdiv %771, %793 : i32
      %795 = llvm.mlir.constant(4 : i32) : i32
      %796 = llvm.srem %771, %795 : i32
      %797 = llvm.add %796, %794 : i32
      %798 = llvm.getelementptr %560[%797] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %799 = builtin.unrealized_conversion_cast %798 : !llvm.ptr to !cute.ptr<i8, rmem>
      %800 = builtin.unrealized_conversion_cast %799 : !cute.ptr<i8, rmem> to !llvm.ptr
      %801 = llvm.load %800 : !llvm.ptr -> i8
      %802 = llvm.trunc %801 : i8 to i1
      %803 = llvm.mlir.constant(4 : i32) : i32
      %804 = llvm.mlir.zero : i32
      %805 = llvm.select %802, %803, %804 : i1, i32
      nvvm.cp.async.shared.global %790, %781, 4, cache =  ca, %805 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %806 = llvm.add %771, %71 : i32
      llvm.br ^bb0(%806 : i32)
    ^bb3:  // pred: ^bb0
      %807 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %808 = llvm.insertvalue %569, %807[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %809 = llvm.insertvalue %70, %808[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %810 = llvm.extractvalue %809[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %811 = llvm.extractvalue %809[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %812 = llvm.extractvalue %811[0] : !llvm.struct<(struct<()>, struct<()>)>
      %813 = llvm.extractvalue %811[1] : !llvm.struct<(struct<()>, struct<()>)>
      %814 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %815 = llvm.insertvalue %812, %814[0] : !llvm.struct<(struct<()>, struct<()>)>
      %816 = llvm.insertvalue %813, %815[1] : !llvm.struct<(struct<()>, struct<()>)>
      %817 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %818 = llvm.insertvalue %810, %817[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %819 = llvm.insertvalue %816, %818[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %820 = llvm.extractvalue %819[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %821 = builtin.unrealized_conversion_cast %820 : !llvm.ptr to !cute.ptr<i8, rmem>
      %822 = builtin.unrealized_conversion_cast %821 : !cute.ptr<i8, rmem> to !llvm.ptr
      %823 = llvm.load %822 : !llvm.ptr -> i8
      %824 = llvm.trunc %823 : i8 to i1
      %825 = llvm.mlir.constant(16 : i32) : i32
      %826 = llvm.mlir.zero : i32
      %827 = llvm.select %824, %825, %826 : i1, i32
      nvvm.cp.async.shared.global %540, %535, 16, cache =  ca, %827 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      nvvm.cp.async.commit.group
      %828 = llvm.icmp "sgt" %751, %71 : i32
      llvm.cond_br %828, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %829 = llvm.mlir.constant(8 : i32) : i32
      %830 = llvm.getelementptr %506[%829] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %831 = llvm.mlir.constant(1056 : i32) : i32
      %832 = llvm.getelementptr %512[%831] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb6(%72 : i32)
    ^bb6(%833: i32):  // 2 preds: ^bb4, ^bb7
      %834 = llvm.icmp "slt" %833, %86 : i32
      llvm.cond_br %834, ^bb7, ^bb8 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb7:  // pred: ^bb6
      %835 = llvm.extractvalue %770[0] : !llvm.struct<(struct<()>, i64)>
      %836 = llvm.extractvalue %770[1] : !llvm.struct<(struct<()>, i64)>
      %837 = llvm.mlir.constant(4 : i32) : i32
      %838 = llvm.sdiv %833, %837 : i32
      %839 = llvm.mlir.constant(4 : i32) : i32
      %840 = llvm.srem %833, %839 : i32
      %841 = llvm.sext %840 : i32 to i64
      %842 = llvm.mul %841, %836 : i64
      %843 = llvm.getelementptr %830[%842] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %844 = llvm.extractvalue %74[0] : !llvm.struct<(struct<()>, struct<()>)>
      %845 = llvm.extractvalue %74[1] : !llvm.struct<(struct<()>, struct<()>)>
      %846 = llvm.mlir.constant(4 : i32) : i32
      %847 = llvm.sdiv %833, %846 : i32
      %848 = llvm.mlir.constant(4 : i32) : i32
      %849 = llvm.srem %833, %848 : i32
      %850 = llvm.mlir.constant(32 : i32) : i32
      %851 = llvm.mul %849, %850 : i32
      %852 = llvm.getelementptr %832[%851] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %853 = llvm.extractvalue %73[0] : !llvm.struct<(struct<()>, struct<()>)>
      %854 = llvm.extractvalue %73[1] : !llvm.struct<(struct<()>, struct<()>)>
      %855 = llvm.mlir.constant(4 : i32) : i32
      %856 = llvm.sdiv %833, %855 : i32
      %857 = llvm.mlir.constant(4 : i32) : i32
      %858 = llvm.srem %833, %857 : i32
      %859 = llvm.add %858, %856 : i32
      %860 = llvm.getelementptr %556[%859] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %861 = builtin.unrealized_conversion_cast %860 : !llvm.ptr to !cute.ptr<i8, rmem>
      %862 = builtin.unrealized_conversion_cast %861 : !cute.ptr<i8, rmem> to !llvm.ptr
      %863 = llvm.load %862 : !llvm.ptr -> i8
      %864 = llvm.trunc %863 : i8 to i1
      %865 = llvm.mlir.constant(4 : i32) : i32
      %866 = llvm.mlir.zero : i32
      %867 = llvm.select %864, %865, %866 : i1, i32
      nvvm.cp.async.shared.global %852, %843, 4, cache =  ca, %867 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %868 = llvm.add %833, %71 : i32
      llvm.br ^bb6(%868 : i32)
    ^bb8:  // pred: ^bb6
      %869 = llvm.extractvalue %538[0] : !llvm.struct<(i32, i64)>
      %870 = llvm.extractvalue %538[1] : !llvm.struct<(i32, i64)>
      %871 = llvm.getelementptr %535[%870] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %872 = llvm.mlir.constant(1024 : i32) : i32
      %873 = llvm.getelementptr %540[%872] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %874 = builtin.unrealized_conversion_cast %565 : !cute.ptr<i8, rmem> to !llvm.ptr
      %875 = llvm.load %874 : !llvm.ptr -> i8
      %876 = llvm.trunc %875 : i8 to i1
      %877 = llvm.mlir.constant(16 : i32) : i32
      %878 = llvm.mlir.zero : i32
      %879 = llvm.select %876, %877, %878 : i1, i32
      nvvm.cp.async.shared.global %873, %871, 16, cache =  ca, %879 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb8
      nvvm.cp.async.commit.group
      %880 = llvm.sdiv %100, %66 : i32
      %881 = llvm.srem %880, %66 : i32
      %882 = llvm.srem %881, %66 : i32
      %883 = llvm.mul %882, %86 : i32
      %884 = llvm.getelementptr %494[%883] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %885 = llvm.srem %100, %66 : i32
      %886 = llvm.srem %885, %66 : i32
      %887 = llvm.mul %886, %86 : i32
      %888 = llvm.getelementptr %496[%887] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %889 = llvm.extractvalue %305[1] : !llvm.struct<(struct<()>, i64)>
      %890 = llvm.mul %889, %65 : i64
      %891 = llvm.mul %889, %64 : i64
      %892 = llvm.sext %882 : i32 to i64
      %893 = llvm.mul %892, %890 : i64
      %894 = llvm.sext %887 : i32 to i64
      %895 = llvm.add %893, %894 : i64
      %896 = llvm.getelementptr %321[%895] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %897 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
      %898 = llvm.insertvalue %889, %897[0] : !llvm.struct<(i64, i64)>
      %899 = llvm.insertvalue %891, %898[1] : !llvm.struct<(i64, i64)>
      %900 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %901 = llvm.insertvalue %63, %900[0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %902 = llvm.insertvalue %899, %901[1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %903 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<(i64, i64)>)>)>
      %904 = llvm.insertvalue %896, %903[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<(i64, i64)>)>)>
      %905 = llvm.insertvalue %902, %904[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<(i64, i64)>)>)>
      %906 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %907 = llvm.insertvalue %11, %906[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %908 = llvm.insertvalue %8, %907[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %909 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %910 = llvm.insertvalue %7, %909[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %911 = llvm.insertvalue %4, %910[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %912 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %913 = llvm.insertvalue %3, %912[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %914 = llvm.insertvalue %0, %913[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %915 = llvm.extractvalue %914[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %916 = vector.shape_cast %28 : vector<64xf32> to vector<1x64xf32>
      %917 = llvm.mlir.undef : !llvm.struct<()>
      %918 = llvm.mlir.constant(0 : i32) : i32
      %919 = llvm.getelementptr %915[%918] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %920 = builtin.unrealized_conversion_cast %919 : !llvm.ptr to !cute.ptr<f32, rmem>
      %921 = builtin.unrealized_conversion_cast %920 : !cute.ptr<f32, rmem> to !llvm.ptr
      %922 = vector.extract %916[0] : vector<64xf32> from vector<1x64xf32>
      llvm.store %922, %921 {alignment = 4 : i64} : vector<64xf32>, !llvm.ptr
      %923 = llvm.extractvalue %908[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %924 = llvm.extractvalue %911[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %925 = llvm.extractvalue %914[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %926 = llvm.mlir.constant(8 : i32) : i32
      %927 = llvm.getelementptr %923[%926] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %928 = llvm.mlir.constant(8 : i32) : i32
      %929 = llvm.getelementptr %924[%928] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %930 = llvm.mlir.constant(16 : i32) : i32
      %931 = llvm.getelementptr %923[%930] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %932 = llvm.mlir.constant(16 : i32) : i32
      %933 = llvm.getelementptr %924[%932] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %934 = llvm.mlir.constant(24 : i32) : i32
      %935 = llvm.getelementptr %923[%934] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %936 = llvm.mlir.constant(24 : i32) : i32
      %937 = llvm.getelementptr %924[%936] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %938 = llvm.mlir.constant(32 : i32) : i32
      %939 = llvm.getelementptr %923[%938] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %940 = llvm.mlir.constant(32 : i32) : i32
      %941 = llvm.getelementptr %924[%940] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %942 = llvm.mlir.constant(40 : i32) : i32
      %943 = llvm.getelementptr %923[%942] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %944 = llvm.mlir.constant(40 : i32) : i32
      %945 = llvm.getelementptr %924[%944] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %946 = llvm.mlir.constant(48 : i32) : i32
      %947 = llvm.getelementptr %923[%946] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %948 = llvm.mlir.constant(48 : i32) : i32
      %949 = llvm.getelementptr %924[%948] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %950 = llvm.mlir.constant(56 : i32) : i32
      %951 = llvm.getelementptr %923[%950] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %952 = llvm.mlir.constant(56 : i32) : i32
      %953 = llvm.getelementptr %924[%952] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      llvm.br ^bb9(%72, %62, %72 : i32, i32, i32)
    ^bb9(%954: i32, %955: i32, %956: i32):  // 2 preds: ^bb5, ^bb10
      %957 = llvm.icmp "slt" %954, %751 : i32
      llvm.cond_br %957, ^bb11, ^bb12 {loop_annotation = #loop_annotation1_7daa}
    ^bb11:  // pred: ^bb9
      nvvm.cp.async.wait.group 1
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0;", "r" %72 : (i32) -> ()
      %958 = llvm.add %954, %62 : i32
      %959 = llvm.icmp "sgt" %751, %958 : i32
      llvm.cond_br %959, ^bb13, ^bb14
    ^bb13:  // pred: ^bb11
      %960 = llvm.extractvalue %509[0] : !llvm.struct<(i32, i64)>
      %961 = llvm.extractvalue %509[1] : !llvm.struct<(i32, i64)>
      %962 = llvm.mlir.constant(8 : i32) : i32
      %963 = llvm.mul %958, %962 : i32
      %964 = llvm.getelementptr %506[%963] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %965 = llvm.extractvalue %60[0] : !llvm.struct<(struct<()>, struct<()>)>
      %966 = llvm.extractvalue %60[1] : !llvm.struct<(struct<()>, struct<()>)>
      %967 = llvm.mlir.constant(1056 : i32) : i32
      %968 = llvm.mul %955, %967 : i32
      %969 = llvm.getelementptr %512[%968] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb15(%72 : i32)
    ^bb15(%970: i32):  // 2 preds: ^bb13, ^bb16
      %971 = llvm.icmp "slt" %970, %86 : i32
      llvm.cond_br %971, ^bb16, ^bb17 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb16:  // pred: ^bb15
      %972 = llvm.extractvalue %770[0] : !llvm.struct<(struct<()>, i64)>
      %973 = llvm.extractvalue %770[1] : !llvm.struct<(struct<()>, i64)>
      %974 = llvm.mlir.constant(4 : i32) : i32
      %975 = llvm.sdiv %970, %974 : i32
      %976 = llvm.mlir.constant(4 : i32) : i32
      %977 = llvm.srem %970, %976 : i32
      %978 = llvm.sext %977 : i32 to i64
      %979 = llvm.mul %978, %973 : i64
      %980 = llvm.getelementptr %964[%979] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %981 = llvm.extractvalue %74[0] : !llvm.struct<(struct<()>, struct<()>)>
      %982 = llvm.extractvalue %74[1] : !llvm.struct<(struct<()>, struct<()>)>
      %983 = llvm.mlir.constant(4 : i32) : i32
      %984 = llvm.sdiv %970, %983 : i32
      %985 = llvm.mlir.constant(4 : i32) : i32
      %986 = llvm.srem %970, %985 : i32
      %987 = llvm.mlir.constant(32 : i32) : i32
      %988 = llvm.mul %986, %987 : i32
      %989 = llvm.getelementptr %969[%988] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %990 = llvm.extractvalue %73[0] : !llvm.struct<(struct<()>, struct<()>)>
      %991 = llvm.extractvalue %73[1] : !llvm.struct<(struct<()>, struct<()>)>
      %992 = llvm.mlir.constant(4 : i32) : i32
      %993 = llvm.sdiv %970, %992 : i32
      %994 = llvm.mlir.constant(4 : i32) : i32
      %995 = llvm.srem %970, %994 : i32
      %996 = llvm.add %995, %993 : i32
      %997 = llvm.getelementptr %556[%996] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %998 = builtin.unrealized_conversion_cast %997 : !llvm.ptr to !cute.ptr<i8, rmem>
      %999 = builtin.unrealized_conversion_cast %998 : !cute.ptr<i8, rmem> to !llvm.ptr
      %1000 = llvm.load %999 : !llvm.ptr -> i8
      %1001 = llvm.trunc %1000 : i8 to i1
      %1002 = llvm.mlir.constant(4 : i32) : i32
      %1003 = llvm.mlir.zero : i32
      %1004 = llvm.select %1001, %1002, %1003 : i1, i32
      nvvm.cp.async.shared.global %989, %980, 4, cache =  ca, %1004 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %1005 = llvm.add %970, %71 : i32
      llvm.br ^bb15(%1005 : i32)
    ^bb17:  // pred: ^bb15
      %1006 = llvm.extractvalue %538[0] : !llvm.struct<(i32, i64)>
      %1007 = llvm.extractvalue %538[1] : !llvm.struct<(i32, i64)>
      %1008 = llvm.sext %958 : i32 to i64
      %1009 = llvm.mul %1008, %1007 : i64
      %1010 = llvm.getelementptr %535[%1009] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %1011 = llvm.extractvalue %59[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1012 = llvm.extractvalue %59[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1013 = llvm.mlir.constant(1024 : i32) : i32
      %1014 = llvm.mul %955, %1013 : i32
      %1015 = llvm.getelementptr %540[%1014] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1016 = builtin.unrealized_conversion_cast %565 : !cute.ptr<i8, rmem> to !llvm.ptr
      %1017 = llvm.load %1016 : !llvm.ptr -> i8
      %1018 = llvm.trunc %1017 : i8 to i1
      %1019 = llvm.mlir.constant(16 : i32) : i32
      %1020 = llvm.mlir.zero : i32
      %1021 = llvm.select %1018, %1019, %1020 : i1, i32
      nvvm.cp.async.shared.global %1015, %1010, 16, cache =  ca, %1021 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb11, ^bb17
      nvvm.cp.async.commit.group
      %1022 = llvm.extractvalue %58[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1023 = llvm.extractvalue %58[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1024 = llvm.mlir.constant(1056 : i32) : i32
      %1025 = llvm.mul %956, %1024 : i32
      %1026 = llvm.getelementptr %884[%1025] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1027 = llvm.extractvalue %57[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1028 = llvm.extractvalue %57[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1029 = llvm.mlir.constant(1024 : i32) : i32
      %1030 = llvm.mul %956, %1029 : i32
      %1031 = llvm.getelementptr %888[%1030] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb18(%72 : i32)
    ^bb18(%1032: i32):  // 2 preds: ^bb14, ^bb19
      %1033 = llvm.icmp "slt" %1032, %62 : i32
      llvm.cond_br %1033, ^bb19, ^bb20 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb19:  // pred: ^bb18
      %1034 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1035 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1036 = llvm.mlir.constant(64 : i32) : i32
      %1037 = llvm.mul %1032, %1036 : i32
      %1038 = llvm.getelementptr %1026[%1037] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1039 = builtin.unrealized_conversion_cast %1038 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1040 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1041 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1042 = llvm.mlir.constant(4 : i32) : i32
      %1043 = llvm.mul %1032, %1042 : i32
      %1044 = llvm.getelementptr %923[%1043] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1045 = builtin.unrealized_conversion_cast %1044 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1046 = builtin.unrealized_conversion_cast %1039 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1047 = builtin.unrealized_conversion_cast %1045 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1048 = llvm.load %1046 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1048, %1047 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1049 = llvm.add %1032, %71 : i32
      llvm.br ^bb18(%1049 : i32)
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21(%72 : i32)
    ^bb21(%1050: i32):  // 2 preds: ^bb20, ^bb22
      %1051 = llvm.icmp "slt" %1050, %62 : i32
      llvm.cond_br %1051, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb22:  // pred: ^bb21
      %1052 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1053 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1054 = llvm.mlir.constant(64 : i32) : i32
      %1055 = llvm.mul %1050, %1054 : i32
      %1056 = llvm.getelementptr %1031[%1055] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1057 = builtin.unrealized_conversion_cast %1056 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1058 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1059 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1060 = llvm.mlir.constant(4 : i32) : i32
      %1061 = llvm.mul %1050, %1060 : i32
      %1062 = llvm.getelementptr %924[%1061] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1063 = builtin.unrealized_conversion_cast %1062 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1064 = builtin.unrealized_conversion_cast %1057 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1065 = builtin.unrealized_conversion_cast %1063 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1066 = llvm.load %1064 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1066, %1065 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1067 = llvm.add %1050, %71 : i32
      llvm.br ^bb21(%1067 : i32)
    ^bb23:  // pred: ^bb21
      llvm.br ^bb24(%72 : i32)
    ^bb24(%1068: i32):  // 2 preds: ^bb23, ^bb25
      %1069 = llvm.icmp "slt" %1068, %97 : i32
      llvm.cond_br %1069, ^bb26, ^bb27 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb26:  // pred: ^bb24
      %1070 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1071 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1072 = llvm.mlir.constant(4 : i32) : i32
      %1073 = llvm.sdiv %1068, %1072 : i32
      %1074 = llvm.mlir.constant(4 : i32) : i32
      %1075 = llvm.srem %1068, %1074 : i32
      %1076 = llvm.mlir.constant(4 : i32) : i32
      %1077 = llvm.mul %1073, %1076 : i32
      %1078 = llvm.add %1075, %1077 : i32
      %1079 = llvm.getelementptr %923[%1078] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1080 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1081 = llvm.insertvalue %1079, %1080[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1082 = llvm.insertvalue %52, %1081[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb28(%72 : i32)
    ^bb28(%1083: i32):  // 2 preds: ^bb26, ^bb29
      %1084 = llvm.icmp "slt" %1083, %97 : i32
      llvm.cond_br %1084, ^bb29, ^bb25 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb29:  // pred: ^bb28
      %1085 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %1086 = llvm.insertvalue %1068, %1085[0] : !llvm.struct<(i32, i32)>
      %1087 = llvm.insertvalue %1083, %1086[1] : !llvm.struct<(i32, i32)>
      %1088 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1089 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1090 = llvm.mlir.constant(4 : i32) : i32
      %1091 = llvm.sdiv %1083, %1090 : i32
      %1092 = llvm.mlir.constant(4 : i32) : i32
      %1093 = llvm.srem %1083, %1092 : i32
      %1094 = llvm.mlir.constant(4 : i32) : i32
      %1095 = llvm.mul %1091, %1094 : i32
      %1096 = llvm.add %1093, %1095 : i32
      %1097 = llvm.getelementptr %924[%1096] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1098 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1099 = llvm.insertvalue %1097, %1098[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1100 = llvm.insertvalue %52, %1099[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1101 = llvm.extractvalue %54[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1102 = llvm.extractvalue %54[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1103 = llvm.extractvalue %1087[0] : !llvm.struct<(i32, i32)>
      %1104 = llvm.extractvalue %1087[1] : !llvm.struct<(i32, i32)>
      %1105 = llvm.mlir.constant(4 : i32) : i32
      %1106 = llvm.sdiv %1103, %1105 : i32
      %1107 = llvm.mlir.constant(4 : i32) : i32
      %1108 = llvm.srem %1103, %1107 : i32
      %1109 = llvm.mlir.constant(4 : i32) : i32
      %1110 = llvm.mul %1106, %1109 : i32
      %1111 = llvm.add %1108, %1110 : i32
      %1112 = llvm.mlir.constant(4 : i32) : i32
      %1113 = llvm.sdiv %1104, %1112 : i32
      %1114 = llvm.mlir.constant(4 : i32) : i32
      %1115 = llvm.srem %1104, %1114 : i32
      %1116 = llvm.mlir.constant(8 : i32) : i32
      %1117 = llvm.mul %1115, %1116 : i32
      %1118 = llvm.mlir.constant(32 : i32) : i32
      %1119 = llvm.mul %1113, %1118 : i32
      %1120 = llvm.add %1117, %1119 : i32
      %1121 = llvm.add %1111, %1120 : i32
      %1122 = llvm.getelementptr %925[%1121] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1123 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1124 = llvm.insertvalue %1122, %1123[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1125 = llvm.insertvalue %52, %1124[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1126 = llvm.extractvalue %1082[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1127 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1128 = builtin.unrealized_conversion_cast %1127 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1129 = llvm.mlir.undef : !llvm.struct<()>
      %1130 = llvm.mlir.constant(0 : i32) : i32
      %1131 = llvm.getelementptr %1126[%1130] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1132 = builtin.unrealized_conversion_cast %1131 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1133 = builtin.unrealized_conversion_cast %1132 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1134 = llvm.load %1133 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1135 = vector.insert %1134, %1128 [0] : vector<1xf32> into vector<1x1xf32>
      %1136 = vector.shape_cast %1135 : vector<1x1xf32> to vector<1xf32>
      %1137 = llvm.extractvalue %1100[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1138 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1139 = builtin.unrealized_conversion_cast %1138 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1140 = llvm.mlir.undef : !llvm.struct<()>
      %1141 = llvm.mlir.constant(0 : i32) : i32
      %1142 = llvm.getelementptr %1137[%1141] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1143 = builtin.unrealized_conversion_cast %1142 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1144 = builtin.unrealized_conversion_cast %1143 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1145 = llvm.load %1144 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1146 = vector.insert %1145, %1139 [0] : vector<1xf32> into vector<1x1xf32>
      %1147 = vector.shape_cast %1146 : vector<1x1xf32> to vector<1xf32>
      %1148 = llvm.extractvalue %1125[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1149 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1150 = builtin.unrealized_conversion_cast %1149 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1151 = llvm.mlir.undef : !llvm.struct<()>
      %1152 = llvm.mlir.constant(0 : i32) : i32
      %1153 = llvm.getelementptr %1148[%1152] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1154 = builtin.unrealized_conversion_cast %1153 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1155 = builtin.unrealized_conversion_cast %1154 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1156 = llvm.load %1155 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1157 = vector.insert %1156, %1150 [0] : vector<1xf32> into vector<1x1xf32>
      %1158 = vector.shape_cast %1157 : vector<1x1xf32> to vector<1xf32>
      %1159 = math.fma %1136, %1147, %1158 : vector<1xf32>
      %1160 = llvm.extractvalue %1125[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1161 = vector.shape_cast %1159 : vector<1xf32> to vector<1x1xf32>
      %1162 = llvm.mlir.undef : !llvm.struct<()>
      %1163 = llvm.mlir.constant(0 : i32) : i32
      %1164 = llvm.getelementptr %1160[%1163] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1165 = builtin.unrealized_conversion_cast %1164 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1166 = builtin.unrealized_conversion_cast %1165 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1167 = vector.extract %1161[0] : vector<1xf32> from vector<1x1xf32>
      llvm.store %1167, %1166 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %1168 = llvm.add %1083, %71 : i32
      llvm.br ^bb28(%1168 : i32)
    ^bb25:  // pred: ^bb28
      %1169 = llvm.add %1068, %71 : i32
      llvm.br ^bb24(%1169 : i32)
    ^bb27:  // pred: ^bb24
      %1170 = llvm.mlir.constant(132 : i32) : i32
      %1171 = llvm.getelementptr %1026[%1170] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb30(%72 : i32)
    ^bb30(%1172: i32):  // 2 preds: ^bb27, ^bb31
      %1173 = llvm.icmp "slt" %1172, %62 : i32
      llvm.cond_br %1173, ^bb31, ^bb32 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb31:  // pred: ^bb30
      %1174 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1175 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1176 = llvm.mlir.constant(64 : i32) : i32
      %1177 = llvm.mul %1172, %1176 : i32
      %1178 = llvm.getelementptr %1171[%1177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1179 = builtin.unrealized_conversion_cast %1178 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1180 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1181 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1182 = llvm.mlir.constant(4 : i32) : i32
      %1183 = llvm.mul %1172, %1182 : i32
      %1184 = llvm.getelementptr %927[%1183] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1185 = builtin.unrealized_conversion_cast %1184 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1186 = builtin.unrealized_conversion_cast %1179 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1187 = builtin.unrealized_conversion_cast %1185 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1188 = llvm.load %1186 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1188, %1187 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1189 = llvm.add %1172, %71 : i32
      llvm.br ^bb30(%1189 : i32)
    ^bb32:  // pred: ^bb30
      %1190 = llvm.mlir.constant(128 : i32) : i32
      %1191 = llvm.getelementptr %1031[%1190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb33(%72 : i32)
    ^bb33(%1192: i32):  // 2 preds: ^bb32, ^bb34
      %1193 = llvm.icmp "slt" %1192, %62 : i32
      llvm.cond_br %1193, ^bb34, ^bb35 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb34:  // pred: ^bb33
      %1194 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1195 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1196 = llvm.mlir.constant(64 : i32) : i32
      %1197 = llvm.mul %1192, %1196 : i32
      %1198 = llvm.getelementptr %1191[%1197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1199 = builtin.unrealized_conversion_cast %1198 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1200 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1201 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1202 = llvm.mlir.constant(4 : i32) : i32
      %1203 = llvm.mul %1192, %1202 : i32
      %1204 = llvm.getelementptr %929[%1203] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1205 = builtin.unrealized_conversion_cast %1204 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1206 = builtin.unrealized_conversion_cast %1199 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1207 = builtin.unrealized_conversion_cast %1205 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1208 = llvm.load %1206 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1208, %1207 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1209 = llvm.add %1192, %71 : i32
      llvm.br ^bb33(%1209 : i32)
    ^bb35:  // pred: ^bb33
      llvm.br ^bb36(%72 : i32)
    ^bb36(%1210: i32):  // 2 preds: ^bb35, ^bb37
      %1211 = llvm.icmp "slt" %1210, %97 : i32
      llvm.cond_br %1211, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb38:  // pred: ^bb36
      %1212 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1213 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1214 = llvm.mlir.constant(4 : i32) : i32
      %1215 = llvm.sdiv %1210, %1214 : i32
      %1216 = llvm.mlir.constant(4 : i32) : i32
      %1217 = llvm.srem %1210, %1216 : i32
      %1218 = llvm.mlir.constant(4 : i32) : i32
      %1219 = llvm.mul %1215, %1218 : i32
      %1220 = llvm.add %1217, %1219 : i32
      %1221 = llvm.getelementptr %927[%1220] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1222 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1223 = llvm.insertvalue %1221, %1222[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1224 = llvm.insertvalue %52, %1223[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb40(%72 : i32)
    ^bb40(%1225: i32):  // 2 preds: ^bb38, ^bb41
      %1226 = llvm.icmp "slt" %1225, %97 : i32
      llvm.cond_br %1226, ^bb41, ^bb37 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb41:  // pred: ^bb40
      %1227 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %1228 = llvm.insertvalue %1210, %1227[0] : !llvm.struct<(i32, i32)>
      %1229 = llvm.insertvalue %1225, %1228[1] : !llvm.struct<(i32, i32)>
      %1230 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1231 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1232 = llvm.mlir.constant(4 : i32) : i32
      %1233 = llvm.sdiv %1225, %1232 : i32
      %1234 = llvm.mlir.constant(4 : i32) : i32
      %1235 = llvm.srem %1225, %1234 : i32
      %1236 = llvm.mlir.constant(4 : i32) : i32
      %1237 = llvm.mul %1233, %1236 : i32
      %1238 = llvm.add %1235, %1237 : i32
      %1239 = llvm.getelementptr %929[%1238] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1240 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1241 = llvm.insertvalue %1239, %1240[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1242 = llvm.insertvalue %52, %1241[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1243 = llvm.extractvalue %54[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1244 = llvm.extractvalue %54[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1245 = llvm.extractvalue %1229[0] : !llvm.struct<(i32, i32)>
      %1246 = llvm.extractvalue %1229[1] : !llvm.struct<(i32, i32)>
      %1247 = llvm.mlir.constant(4 : i32) : i32
      %1248 = llvm.sdiv %1245, %1247 : i32
      %1249 = llvm.mlir.constant(4 : i32) : i32
      %1250 = llvm.srem %1245, %1249 : i32
      %1251 = llvm.mlir.constant(4 : i32) : i32
      %1252 = llvm.mul %1248, %1251 : i32
      %1253 = llvm.add %1250, %1252 : i32
      %1254 = llvm.mlir.constant(4 : i32) : i32
      %1255 = llvm.sdiv %1246, %1254 : i32
      %1256 = llvm.mlir.constant(4 : i32) : i32
      %1257 = llvm.srem %1246, %1256 : i32
      %1258 = llvm.mlir.constant(8 : i32) : i32
      %1259 = llvm.mul %1257, %1258 : i32
      %1260 = llvm.mlir.constant(32 : i32) : i32
      %1261 = llvm.mul %1255, %1260 : i32
      %1262 = llvm.add %1259, %1261 : i32
      %1263 = llvm.add %1253, %1262 : i32
      %1264 = llvm.getelementptr %925[%1263] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1265 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1266 = llvm.insertvalue %1264, %1265[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1267 = llvm.insertvalue %52, %1266[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1268 = llvm.extractvalue %1224[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1269 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1270 = builtin.unrealized_conversion_cast %1269 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1271 = llvm.mlir.undef : !llvm.struct<()>
      %1272 = llvm.mlir.constant(0 : i32) : i32
      %1273 = llvm.getelementptr %1268[%1272] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1274 = builtin.unrealized_conversion_cast %1273 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1275 = builtin.unrealized_conversion_cast %1274 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1276 = llvm.load %1275 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1277 = vector.insert %1276, %1270 [0] : vector<1xf32> into vector<1x1xf32>
      %1278 = vector.shape_cast %1277 : vector<1x1xf32> to vector<1xf32>
      %1279 = llvm.extractvalue %1242[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1280 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1281 = builtin.unrealized_conversion_cast %1280 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1282 = llvm.mlir.undef : !llvm.struct<()>
      %1283 = llvm.mlir.constant(0 : i32) : i32
      %1284 = llvm.getelementptr %1279[%1283] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1285 = builtin.unrealized_conversion_cast %1284 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1286 = builtin.unrealized_conversion_cast %1285 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1287 = llvm.load %1286 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1288 = vector.insert %1287, %1281 [0] : vector<1xf32> into vector<1x1xf32>
      %1289 = vector.shape_cast %1288 : vector<1x1xf32> to vector<1xf32>
      %1290 = llvm.extractvalue %1267[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1291 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1292 = builtin.unrealized_conversion_cast %1291 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1293 = llvm.mlir.undef : !llvm.struct<()>
      %1294 = llvm.mlir.constant(0 : i32) : i32
      %1295 = llvm.getelementptr %1290[%1294] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1296 = builtin.unrealized_conversion_cast %1295 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1297 = builtin.unrealized_conversion_cast %1296 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1298 = llvm.load %1297 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1299 = vector.insert %1298, %1292 [0] : vector<1xf32> into vector<1x1xf32>
      %1300 = vector.shape_cast %1299 : vector<1x1xf32> to vector<1xf32>
      %1301 = math.fma %1278, %1289, %1300 : vector<1xf32>
      %1302 = llvm.extractvalue %1267[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1303 = vector.shape_cast %1301 : vector<1xf32> to vector<1x1xf32>
      %1304 = llvm.mlir.undef : !llvm.struct<()>
      %1305 = llvm.mlir.constant(0 : i32) : i32
      %1306 = llvm.getelementptr %1302[%1305] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1307 = builtin.unrealized_conversion_cast %1306 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1308 = builtin.unrealized_conversion_cast %1307 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1309 = vector.extract %1303[0] : vector<1xf32> from vector<1x1xf32>
      llvm.store %1309, %1308 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %1310 = llvm.add %1225, %71 : i32
      llvm.br ^bb40(%1310 : i32)
    ^bb37:  // pred: ^bb40
      %1311 = llvm.add %1210, %71 : i32
      llvm.br ^bb36(%1311 : i32)
    ^bb39:  // pred: ^bb36
      %1312 = llvm.mlir.constant(264 : i32) : i32
      %1313 = llvm.getelementptr %1026[%1312] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb42(%72 : i32)
    ^bb42(%1314: i32):  // 2 preds: ^bb39, ^bb43
      %1315 = llvm.icmp "slt" %1314, %62 : i32
      llvm.cond_br %1315, ^bb43, ^bb44 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb43:  // pred: ^bb42
      %1316 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1317 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1318 = llvm.mlir.constant(64 : i32) : i32
      %1319 = llvm.mul %1314, %1318 : i32
      %1320 = llvm.getelementptr %1313[%1319] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1321 = builtin.unrealized_conversion_cast %1320 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1322 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1323 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1324 = llvm.mlir.constant(4 : i32) : i32
      %1325 = llvm.mul %1314, %1324 : i32
      %1326 = llvm.getelementptr %931[%1325] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1327 = builtin.unrealized_conversion_cast %1326 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1328 = builtin.unrealized_conversion_cast %1321 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1329 = builtin.unrealized_conversion_cast %1327 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1330 = llvm.load %1328 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1330, %1329 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1331 = llvm.add %1314, %71 : i32
      llvm.br ^bb42(%1331 : i32)
    ^bb44:  // pred: ^bb42
      %1332 = llvm.mlir.constant(256 : i32) : i32
      %1333 = llvm.getelementptr %1031[%1332] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb45(%72 : i32)
    ^bb45(%1334: i32):  // 2 preds: ^bb44, ^bb46
      %1335 = llvm.icmp "slt" %1334, %62 : i32
      llvm.cond_br %1335, ^bb46, ^bb47 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb46:  // pred: ^bb45
      %1336 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1337 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1338 = llvm.mlir.constant(64 : i32) : i32
      %1339 = llvm.mul %1334, %1338 : i32
      %1340 = llvm.getelementptr %1333[%1339] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1341 = builtin.unrealized_conversion_cast %1340 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1342 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1343 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1344 = llvm.mlir.constant(4 : i32) : i32
      %1345 = llvm.mul %1334, %1344 : i32
      %1346 = llvm.getelementptr %933[%1345] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1347 = builtin.unrealized_conversion_cast %1346 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1348 = builtin.unrealized_conversion_cast %1341 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1349 = builtin.unrealized_conversion_cast %1347 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1350 = llvm.load %1348 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1350, %1349 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1351 = llvm.add %1334, %71 : i32
      llvm.br ^bb45(%1351 : i32)
    ^bb47:  // pred: ^bb45
      llvm.br ^bb48(%72 : i32)
    ^bb48(%1352: i32):  // 2 preds: ^bb47, ^bb49
      %1353 = llvm.icmp "slt" %1352, %97 : i32
      llvm.cond_br %1353, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb50:  // pred: ^bb48
      %1354 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1355 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1356 = llvm.mlir.constant(4 : i32) : i32
      %1357 = llvm.sdiv %1352, %1356 : i32
      %1358 = llvm.mlir.constant(4 : i32) : i32
      %1359 = llvm.srem %1352, %1358 : i32
      %1360 = llvm.mlir.constant(4 : i32) : i32
      %1361 = llvm.mul %1357, %1360 : i32
      %1362 = llvm.add %1359, %1361 : i32
      %1363 = llvm.getelementptr %931[%1362] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1364 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1365 = llvm.insertvalue %1363, %1364[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1366 = llvm.insertvalue %52, %1365[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb52(%72 : i32)
    ^bb52(%1367: i32):  // 2 preds: ^bb50, ^bb53
      %1368 = llvm.icmp "slt" %1367, %97 : i32
      llvm.cond_br %1368, ^bb53, ^bb49 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb53:  // pred: ^bb52
      %1369 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %1370 = llvm.insertvalue %1352, %1369[0] : !llvm.struct<(i32, i32)>
      %1371 = llvm.insertvalue %1367, %1370[1] : !llvm.struct<(i32, i32)>
      %1372 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1373 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1374 = llvm.mlir.constant(4 : i32) : i32
      %1375 = llvm.sdiv %1367, %1374 : i32
      %1376 = llvm.mlir.constant(4 : i32) : i32
      %1377 = llvm.srem %1367, %1376 : i32
      %1378 = llvm.mlir.constant(4 : i32) : i32
      %1379 = llvm.mul %1375, %1378 : i32
      %1380 = llvm.add %1377, %1379 : i32
      %1381 = llvm.getelementptr %933[%1380] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1382 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1383 = llvm.insertvalue %1381, %1382[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1384 = llvm.insertvalue %52, %1383[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1385 = llvm.extractvalue %54[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1386 = llvm.extractvalue %54[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1387 = llvm.extractvalue %1371[0] : !llvm.struct<(i32, i32)>
      %1388 = llvm.extractvalue %1371[1] : !llvm.struct<(i32, i32)>
      %1389 = llvm.mlir.constant(4 : i32) : i32
      %1390 = llvm.sdiv %1387, %1389 : i32
      %1391 = llvm.mlir.constant(4 : i32) : i32
      %1392 = llvm.srem %1387, %1391 : i32
      %1393 = llvm.mlir.constant(4 : i32) : i32
      %1394 = llvm.mul %1390, %1393 : i32
      %1395 = llvm.add %1392, %1394 : i32
      %1396 = llvm.mlir.constant(4 : i32) : i32
      %1397 = llvm.sdiv %1388, %1396 : i32
      %1398 = llvm.mlir.constant(4 : i32) : i32
      %1399 = llvm.srem %1388, %1398 : i32
      %1400 = llvm.mlir.constant(8 : i32) : i32
      %1401 = llvm.mul %1399, %1400 : i32
      %1402 = llvm.mlir.constant(32 : i32) : i32
      %1403 = llvm.mul %1397, %1402 : i32
      %1404 = llvm.add %1401, %1403 : i32
      %1405 = llvm.add %1395, %1404 : i32
      %1406 = llvm.getelementptr %925[%1405] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1407 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1408 = llvm.insertvalue %1406, %1407[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1409 = llvm.insertvalue %52, %1408[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1410 = llvm.extractvalue %1366[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1411 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1412 = builtin.unrealized_conversion_cast %1411 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1413 = llvm.mlir.undef : !llvm.struct<()>
      %1414 = llvm.mlir.constant(0 : i32) : i32
      %1415 = llvm.getelementptr %1410[%1414] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1416 = builtin.unrealized_conversion_cast %1415 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1417 = builtin.unrealized_conversion_cast %1416 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1418 = llvm.load %1417 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1419 = vector.insert %1418, %1412 [0] : vector<1xf32> into vector<1x1xf32>
      %1420 = vector.shape_cast %1419 : vector<1x1xf32> to vector<1xf32>
      %1421 = llvm.extractvalue %1384[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1422 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1423 = builtin.unrealized_conversion_cast %1422 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1424 = llvm.mlir.undef : !llvm.struct<()>
      %1425 = llvm.mlir.constant(0 : i32) : i32
      %1426 = llvm.getelementptr %1421[%1425] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1427 = builtin.unrealized_conversion_cast %1426 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1428 = builtin.unrealized_conversion_cast %1427 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1429 = llvm.load %1428 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1430 = vector.insert %1429, %1423 [0] : vector<1xf32> into vector<1x1xf32>
      %1431 = vector.shape_cast %1430 : vector<1x1xf32> to vector<1xf32>
      %1432 = llvm.extractvalue %1409[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1433 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1434 = builtin.unrealized_conversion_cast %1433 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1435 = llvm.mlir.undef : !llvm.struct<()>
      %1436 = llvm.mlir.constant(0 : i32) : i32
      %1437 = llvm.getelementptr %1432[%1436] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1438 = builtin.unrealized_conversion_cast %1437 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1439 = builtin.unrealized_conversion_cast %1438 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1441 = vector.insert %1440, %1434 [0] : vector<1xf32> into vector<1x1xf32>
      %1442 = vector.shape_cast %1441 : vector<1x1xf32> to vector<1xf32>
      %1443 = math.fma %1420, %1431, %1442 : vector<1xf32>
      %1444 = llvm.extractvalue %1409[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1445 = vector.shape_cast %1443 : vector<1xf32> to vector<1x1xf32>
      %1446 = llvm.mlir.undef : !llvm.struct<()>
      %1447 = llvm.mlir.constant(0 : i32) : i32
      %1448 = llvm.getelementptr %1444[%1447] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1449 = builtin.unrealized_conversion_cast %1448 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1450 = builtin.unrealized_conversion_cast %1449 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1451 = vector.extract %1445[0] : vector<1xf32> from vector<1x1xf32>
      llvm.store %1451, %1450 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %1452 = llvm.add %1367, %71 : i32
      llvm.br ^bb52(%1452 : i32)
    ^bb49:  // pred: ^bb52
      %1453 = llvm.add %1352, %71 : i32
      llvm.br ^bb48(%1453 : i32)
    ^bb51:  // pred: ^bb48
      %1454 = llvm.mlir.constant(396 : i32) : i32
      %1455 = llvm.getelementptr %1026[%1454] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb54(%72 : i32)
    ^bb54(%1456: i32):  // 2 preds: ^bb51, ^bb55
      %1457 = llvm.icmp "slt" %1456, %62 : i32
      llvm.cond_br %1457, ^bb55, ^bb56 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb55:  // pred: ^bb54
      %1458 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1459 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1460 = llvm.mlir.constant(64 : i32) : i32
      %1461 = llvm.mul %1456, %1460 : i32
      %1462 = llvm.getelementptr %1455[%1461] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1463 = builtin.unrealized_conversion_cast %1462 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1464 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1465 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1466 = llvm.mlir.constant(4 : i32) : i32
      %1467 = llvm.mul %1456, %1466 : i32
      %1468 = llvm.getelementptr %935[%1467] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1469 = builtin.unrealized_conversion_cast %1468 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1470 = builtin.unrealized_conversion_cast %1463 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1471 = builtin.unrealized_conversion_cast %1469 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1472 = llvm.load %1470 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1472, %1471 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1473 = llvm.add %1456, %71 : i32
      llvm.br ^bb54(%1473 : i32)
    ^bb56:  // pred: ^bb54
      %1474 = llvm.mlir.constant(384 : i32) : i32
      %1475 = llvm.getelementptr %1031[%1474] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb57(%72 : i32)
    ^bb57(%1476: i32):  // 2 preds: ^bb56, ^bb58
      %1477 = llvm.icmp "slt" %1476, %62 : i32
      llvm.cond_br %1477, ^bb58, ^bb59 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb58:  // pred: ^bb57
      %1478 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1479 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1480 = llvm.mlir.constant(64 : i32) : i32
      %1481 = llvm.mul %1476, %1480 : i32
      %1482 = llvm.getelementptr %1475[%1481] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1483 = builtin.unrealized_conversion_cast %1482 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1484 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1485 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1486 = llvm.mlir.constant(4 : i32) : i32
      %1487 = llvm.mul %1476, %1486 : i32
      %1488 = llvm.getelementptr %937[%1487] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1489 = builtin.unrealized_conversion_cast %1488 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1490 = builtin.unrealized_conversion_cast %1483 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1491 = builtin.unrealized_conversion_cast %1489 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1492 = llvm.load %1490 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1492, %1491 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1493 = llvm.add %1476, %71 : i32
      llvm.br ^bb57(%1493 : i32)
    ^bb59:  // pred: ^bb57
      llvm.br ^bb60(%72 : i32)
    ^bb60(%1494: i32):  // 2 preds: ^bb59, ^bb61
      %1495 = llvm.icmp "slt" %1494, %97 : i32
      llvm.cond_br %1495, ^bb62, ^bb63 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb62:  // pred: ^bb60
      %1496 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1497 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1498 = llvm.mlir.constant(4 : i32) : i32
      %1499 = llvm.sdiv %1494, %1498 : i32
      %1500 = llvm.mlir.constant(4 : i32) : i32
      %1501 = llvm.srem %1494, %1500 : i32
      %1502 = llvm.mlir.constant(4 : i32) : i32
      %1503 = llvm.mul %1499, %1502 : i32
      %1504 = llvm.add %1501, %1503 : i32
      %1505 = llvm.getelementptr %935[%1504] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1506 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1507 = llvm.insertvalue %1505, %1506[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1508 = llvm.insertvalue %52, %1507[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb64(%72 : i32)
    ^bb64(%1509: i32):  // 2 preds: ^bb62, ^bb65
      %1510 = llvm.icmp "slt" %1509, %97 : i32
      llvm.cond_br %1510, ^bb65, ^bb61 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb65:  // pred: ^bb64
      %1511 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %1512 = llvm.insertvalue %1494, %1511[0] : !llvm.struct<(i32, i32)>
      %1513 = llvm.insertvalue %1509, %1512[1] : !llvm.struct<(i32, i32)>
      %1514 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1515 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1516 = llvm.mlir.constant(4 : i32) : i32
      %1517 = llvm.sdiv %1509, %1516 : i32
      %1518 = llvm.mlir.constant(4 : i32) : i32
      %1519 = llvm.srem %1509, %1518 : i32
      %1520 = llvm.mlir.constant(4 : i32) : i32
      %1521 = llvm.mul %1517, %1520 : i32
      %1522 = llvm.add %1519, %1521 : i32
      %1523 = llvm.getelementptr %937[%1522] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1524 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1525 = llvm.insertvalue %1523, %1524[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1526 = llvm.insertvalue %52, %1525[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1527 = llvm.extractvalue %54[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1528 = llvm.extractvalue %54[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1529 = llvm.extractvalue %1513[0] : !llvm.struct<(i32, i32)>
      %1530 = llvm.extractvalue %1513[1] : !llvm.struct<(i32, i32)>
      %1531 = llvm.mlir.constant(4 : i32) : i32
      %1532 = llvm.sdiv %1529, %1531 : i32
      %1533 = llvm.mlir.constant(4 : i32) : i32
      %1534 = llvm.srem %1529, %1533 : i32
      %1535 = llvm.mlir.constant(4 : i32) : i32
      %1536 = llvm.mul %1532, %1535 : i32
      %1537 = llvm.add %1534, %1536 : i32
      %1538 = llvm.mlir.constant(4 : i32) : i32
      %1539 = llvm.sdiv %1530, %1538 : i32
      %1540 = llvm.mlir.constant(4 : i32) : i32
      %1541 = llvm.srem %1530, %1540 : i32
      %1542 = llvm.mlir.constant(8 : i32) : i32
      %1543 = llvm.mul %1541, %1542 : i32
      %1544 = llvm.mlir.constant(32 : i32) : i32
      %1545 = llvm.mul %1539, %1544 : i32
      %1546 = llvm.add %1543, %1545 : i32
      %1547 = llvm.add %1537, %1546 : i32
      %1548 = llvm.getelementptr %925[%1547] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1549 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1550 = llvm.insertvalue %1548, %1549[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1551 = llvm.insertvalue %52, %1550[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1552 = llvm.extractvalue %1508[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1553 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1554 = builtin.unrealized_conversion_cast %1553 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1555 = llvm.mlir.undef : !llvm.struct<()>
      %1556 = llvm.mlir.constant(0 : i32) : i32
      %1557 = llvm.getelementptr %1552[%1556] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1558 = builtin.unrealized_conversion_cast %1557 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1559 = builtin.unrealized_conversion_cast %1558 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1560 = llvm.load %1559 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1561 = vector.insert %1560, %1554 [0] : vector<1xf32> into vector<1x1xf32>
      %1562 = vector.shape_cast %1561 : vector<1x1xf32> to vector<1xf32>
      %1563 = llvm.extractvalue %1526[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1564 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1565 = builtin.unrealized_conversion_cast %1564 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1566 = llvm.mlir.undef : !llvm.struct<()>
      %1567 = llvm.mlir.constant(0 : i32) : i32
      %1568 = llvm.getelementptr %1563[%1567] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1569 = builtin.unrealized_conversion_cast %1568 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1570 = builtin.unrealized_conversion_cast %1569 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1571 = llvm.load %1570 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1572 = vector.insert %1571, %1565 [0] : vector<1xf32> into vector<1x1xf32>
      %1573 = vector.shape_cast %1572 : vector<1x1xf32> to vector<1xf32>
      %1574 = llvm.extractvalue %1551[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1575 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1576 = builtin.unrealized_conversion_cast %1575 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1577 = llvm.mlir.undef : !llvm.struct<()>
      %1578 = llvm.mlir.constant(0 : i32) : i32
      %1579 = llvm.getelementptr %1574[%1578] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1580 = builtin.unrealized_conversion_cast %1579 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1581 = builtin.unrealized_conversion_cast %1580 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1582 = llvm.load %1581 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1583 = vector.insert %1582, %1576 [0] : vector<1xf32> into vector<1x1xf32>
      %1584 = vector.shape_cast %1583 : vector<1x1xf32> to vector<1xf32>
      %1585 = math.fma %1562, %1573, %1584 : vector<1xf32>
      %1586 = llvm.extractvalue %1551[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1587 = vector.shape_cast %1585 : vector<1xf32> to vector<1x1xf32>
      %1588 = llvm.mlir.undef : !llvm.struct<()>
      %1589 = llvm.mlir.constant(0 : i32) : i32
      %1590 = llvm.getelementptr %1586[%1589] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1591 = builtin.unrealized_conversion_cast %1590 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1592 = builtin.unrealized_conversion_cast %1591 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1593 = vector.extract %1587[0] : vector<1xf32> from vector<1x1xf32>
      llvm.store %1593, %1592 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %1594 = llvm.add %1509, %71 : i32
      llvm.br ^bb64(%1594 : i32)
    ^bb61:  // pred: ^bb64
      %1595 = llvm.add %1494, %71 : i32
      llvm.br ^bb60(%1595 : i32)
    ^bb63:  // pred: ^bb60
      %1596 = llvm.mlir.constant(528 : i32) : i32
      %1597 = llvm.getelementptr %1026[%1596] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb66(%72 : i32)
    ^bb66(%1598: i32):  // 2 preds: ^bb63, ^bb67
      %1599 = llvm.icmp "slt" %1598, %62 : i32
      llvm.cond_br %1599, ^bb67, ^bb68 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb67:  // pred: ^bb66
      %1600 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1601 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1602 = llvm.mlir.constant(64 : i32) : i32
      %1603 = llvm.mul %1598, %1602 : i32
      %1604 = llvm.getelementptr %1597[%1603] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1605 = builtin.unrealized_conversion_cast %1604 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1606 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1607 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1608 = llvm.mlir.constant(4 : i32) : i32
      %1609 = llvm.mul %1598, %1608 : i32
      %1610 = llvm.getelementptr %939[%1609] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1611 = builtin.unrealized_conversion_cast %1610 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1612 = builtin.unrealized_conversion_cast %1605 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1613 = builtin.unrealized_conversion_cast %1611 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1614 = llvm.load %1612 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1614, %1613 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1615 = llvm.add %1598, %71 : i32
      llvm.br ^bb66(%1615 : i32)
    ^bb68:  // pred: ^bb66
      %1616 = llvm.mlir.constant(512 : i32) : i32
      %1617 = llvm.getelementptr %1031[%1616] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb69(%72 : i32)
    ^bb69(%1618: i32):  // 2 preds: ^bb68, ^bb70
      %1619 = llvm.icmp "slt" %1618, %62 : i32
      llvm.cond_br %1619, ^bb70, ^bb71 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb70:  // pred: ^bb69
      %1620 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1621 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1622 = llvm.mlir.constant(64 : i32) : i32
      %1623 = llvm.mul %1618, %1622 : i32
      %1624 = llvm.getelementptr %1617[%1623] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1625 = builtin.unrealized_conversion_cast %1624 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1626 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1627 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1628 = llvm.mlir.constant(4 : i32) : i32
      %1629 = llvm.mul %1618, %1628 : i32
      %1630 = llvm.getelementptr %941[%1629] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1631 = builtin.unrealized_conversion_cast %1630 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1632 = builtin.unrealized_conversion_cast %1625 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1633 = builtin.unrealized_conversion_cast %1631 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1634 = llvm.load %1632 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1634, %1633 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1635 = llvm.add %1618, %71 : i32
      llvm.br ^bb69(%1635 : i32)
    ^bb71:  // pred: ^bb69
      llvm.br ^bb72(%72 : i32)
    ^bb72(%1636: i32):  // 2 preds: ^bb71, ^bb73
      %1637 = llvm.icmp "slt" %1636, %97 : i32
      llvm.cond_br %1637, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb74:  // pred: ^bb72
      %1638 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1639 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1640 = llvm.mlir.constant(4 : i32) : i32
      %1641 = llvm.sdiv %1636, %1640 : i32
      %1642 = llvm.mlir.constant(4 : i32) : i32
      %1643 = llvm.srem %1636, %1642 : i32
      %1644 = llvm.mlir.constant(4 : i32) : i32
      %1645 = llvm.mul %1641, %1644 : i32
      %1646 = llvm.add %1643, %1645 : i32
      %1647 = llvm.getelementptr %939[%1646] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1648 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1649 = llvm.insertvalue %1647, %1648[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1650 = llvm.insertvalue %52, %1649[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb76(%72 : i32)
    ^bb76(%1651: i32):  // 2 preds: ^bb74, ^bb77
      %1652 = llvm.icmp "slt" %1651, %97 : i32
      llvm.cond_br %1652, ^bb77, ^bb73 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb77:  // pred: ^bb76
      %1653 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %1654 = llvm.insertvalue %1636, %1653[0] : !llvm.struct<(i32, i32)>
      %1655 = llvm.insertvalue %1651, %1654[1] : !llvm.struct<(i32, i32)>
      %1656 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1657 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1658 = llvm.mlir.constant(4 : i32) : i32
      %1659 = llvm.sdiv %1651, %1658 : i32
      %1660 = llvm.mlir.constant(4 : i32) : i32
      %1661 = llvm.srem %1651, %1660 : i32
      %1662 = llvm.mlir.constant(4 : i32) : i32
      %1663 = llvm.mul %1659, %1662 : i32
      %1664 = llvm.add %1661, %1663 : i32
      %1665 = llvm.getelementptr %941[%1664] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1666 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1667 = llvm.insertvalue %1665, %1666[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1668 = llvm.insertvalue %52, %1667[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1669 = llvm.extractvalue %54[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1670 = llvm.extractvalue %54[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1671 = llvm.extractvalue %1655[0] : !llvm.struct<(i32, i32)>
      %1672 = llvm.extractvalue %1655[1] : !llvm.struct<(i32, i32)>
      %1673 = llvm.mlir.constant(4 : i32) : i32
      %1674 = llvm.sdiv %1671, %1673 : i32
      %1675 = llvm.mlir.constant(4 : i32) : i32
      %1676 = llvm.srem %1671, %1675 : i32
      %1677 = llvm.mlir.constant(4 : i32) : i32
      %1678 = llvm.mul %1674, %1677 : i32
      %1679 = llvm.add %1676, %1678 : i32
      %1680 = llvm.mlir.constant(4 : i32) : i32
      %1681 = llvm.sdiv %1672, %1680 : i32
      %1682 = llvm.mlir.constant(4 : i32) : i32
      %1683 = llvm.srem %1672, %1682 : i32
      %1684 = llvm.mlir.constant(8 : i32) : i32
      %1685 = llvm.mul %1683, %1684 : i32
      %1686 = llvm.mlir.constant(32 : i32) : i32
      %1687 = llvm.mul %1681, %1686 : i32
      %1688 = llvm.add %1685, %1687 : i32
      %1689 = llvm.add %1679, %1688 : i32
      %1690 = llvm.getelementptr %925[%1689] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1691 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1692 = llvm.insertvalue %1690, %1691[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1693 = llvm.insertvalue %52, %1692[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1694 = llvm.extractvalue %1650[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1695 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1696 = builtin.unrealized_conversion_cast %1695 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1697 = llvm.mlir.undef : !llvm.struct<()>
      %1698 = llvm.mlir.constant(0 : i32) : i32
      %1699 = llvm.getelementptr %1694[%1698] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1700 = builtin.unrealized_conversion_cast %1699 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1701 = builtin.unrealized_conversion_cast %1700 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1702 = llvm.load %1701 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1703 = vector.insert %1702, %1696 [0] : vector<1xf32> into vector<1x1xf32>
      %1704 = vector.shape_cast %1703 : vector<1x1xf32> to vector<1xf32>
      %1705 = llvm.extractvalue %1668[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1706 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1707 = builtin.unrealized_conversion_cast %1706 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1708 = llvm.mlir.undef : !llvm.struct<()>
      %1709 = llvm.mlir.constant(0 : i32) : i32
      %1710 = llvm.getelementptr %1705[%1709] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1711 = builtin.unrealized_conversion_cast %1710 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1712 = builtin.unrealized_conversion_cast %1711 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1713 = llvm.load %1712 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1714 = vector.insert %1713, %1707 [0] : vector<1xf32> into vector<1x1xf32>
      %1715 = vector.shape_cast %1714 : vector<1x1xf32> to vector<1xf32>
      %1716 = llvm.extractvalue %1693[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1717 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1718 = builtin.unrealized_conversion_cast %1717 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1719 = llvm.mlir.undef : !llvm.struct<()>
      %1720 = llvm.mlir.constant(0 : i32) : i32
      %1721 = llvm.getelementptr %1716[%1720] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1722 = builtin.unrealized_conversion_cast %1721 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1723 = builtin.unrealized_conversion_cast %1722 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1724 = llvm.load %1723 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1725 = vector.insert %1724, %1718 [0] : vector<1xf32> into vector<1x1xf32>
      %1726 = vector.shape_cast %1725 : vector<1x1xf32> to vector<1xf32>
      %1727 = math.fma %1704, %1715, %1726 : vector<1xf32>
      %1728 = llvm.extractvalue %1693[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1729 = vector.shape_cast %1727 : vector<1xf32> to vector<1x1xf32>
      %1730 = llvm.mlir.undef : !llvm.struct<()>
      %1731 = llvm.mlir.constant(0 : i32) : i32
      %1732 = llvm.getelementptr %1728[%1731] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1733 = builtin.unrealized_conversion_cast %1732 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1734 = builtin.unrealized_conversion_cast %1733 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1735 = vector.extract %1729[0] : vector<1xf32> from vector<1x1xf32>
      llvm.store %1735, %1734 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %1736 = llvm.add %1651, %71 : i32
      llvm.br ^bb76(%1736 : i32)
    ^bb73:  // pred: ^bb76
      %1737 = llvm.add %1636, %71 : i32
      llvm.br ^bb72(%1737 : i32)
    ^bb75:  // pred: ^bb72
      %1738 = llvm.mlir.constant(660 : i32) : i32
      %1739 = llvm.getelementptr %1026[%1738] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb78(%72 : i32)
    ^bb78(%1740: i32):  // 2 preds: ^bb75, ^bb79
      %1741 = llvm.icmp "slt" %1740, %62 : i32
      llvm.cond_br %1741, ^bb79, ^bb80 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb79:  // pred: ^bb78
      %1742 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1743 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1744 = llvm.mlir.constant(64 : i32) : i32
      %1745 = llvm.mul %1740, %1744 : i32
      %1746 = llvm.getelementptr %1739[%1745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1747 = builtin.unrealized_conversion_cast %1746 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1748 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1749 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1750 = llvm.mlir.constant(4 : i32) : i32
      %1751 = llvm.mul %1740, %1750 : i32
      %1752 = llvm.getelementptr %943[%1751] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1753 = builtin.unrealized_conversion_cast %1752 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1754 = builtin.unrealized_conversion_cast %1747 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1755 = builtin.unrealized_conversion_cast %1753 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1756 = llvm.load %1754 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1756, %1755 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1757 = llvm.add %1740, %71 : i32
      llvm.br ^bb78(%1757 : i32)
    ^bb80:  // pred: ^bb78
      %1758 = llvm.mlir.constant(640 : i32) : i32
      %1759 = llvm.getelementptr %1031[%1758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb81(%72 : i32)
    ^bb81(%1760: i32):  // 2 preds: ^bb80, ^bb82
      %1761 = llvm.icmp "slt" %1760, %62 : i32
      llvm.cond_br %1761, ^bb82, ^bb83 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb82:  // pred: ^bb81
      %1762 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1763 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1764 = llvm.mlir.constant(64 : i32) : i32
      %1765 = llvm.mul %1760, %1764 : i32
      %1766 = llvm.getelementptr %1759[%1765] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1767 = builtin.unrealized_conversion_cast %1766 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1768 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1769 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1770 = llvm.mlir.constant(4 : i32) : i32
      %1771 = llvm.mul %1760, %1770 : i32
      %1772 = llvm.getelementptr %945[%1771] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1773 = builtin.unrealized_conversion_cast %1772 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1774 = builtin.unrealized_conversion_cast %1767 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1775 = builtin.unrealized_conversion_cast %1773 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1776 = llvm.load %1774 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1776, %1775 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1777 = llvm.add %1760, %71 : i32
      llvm.br ^bb81(%1777 : i32)
    ^bb83:  // pred: ^bb81
      llvm.br ^bb84(%72 : i32)
    ^bb84(%1778: i32):  // 2 preds: ^bb83, ^bb85
      %1779 = llvm.icmp "slt" %1778, %97 : i32
      llvm.cond_br %1779, ^bb86, ^bb87 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb86:  // pred: ^bb84
      %1780 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1781 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1782 = llvm.mlir.constant(4 : i32) : i32
      %1783 = llvm.sdiv %1778, %1782 : i32
      %1784 = llvm.mlir.constant(4 : i32) : i32
      %1785 = llvm.srem %1778, %1784 : i32
      %1786 = llvm.mlir.constant(4 : i32) : i32
      %1787 = llvm.mul %1783, %1786 : i32
      %1788 = llvm.add %1785, %1787 : i32
      %1789 = llvm.getelementptr %943[%1788] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1790 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1791 = llvm.insertvalue %1789, %1790[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1792 = llvm.insertvalue %52, %1791[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb88(%72 : i32)
    ^bb88(%1793: i32):  // 2 preds: ^bb86, ^bb89
      %1794 = llvm.icmp "slt" %1793, %97 : i32
      llvm.cond_br %1794, ^bb89, ^bb85 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb89:  // pred: ^bb88
      %1795 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %1796 = llvm.insertvalue %1778, %1795[0] : !llvm.struct<(i32, i32)>
      %1797 = llvm.insertvalue %1793, %1796[1] : !llvm.struct<(i32, i32)>
      %1798 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1799 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1800 = llvm.mlir.constant(4 : i32) : i32
      %1801 = llvm.sdiv %1793, %1800 : i32
      %1802 = llvm.mlir.constant(4 : i32) : i32
      %1803 = llvm.srem %1793, %1802 : i32
      %1804 = llvm.mlir.constant(4 : i32) : i32
      %1805 = llvm.mul %1801, %1804 : i32
      %1806 = llvm.add %1803, %1805 : i32
      %1807 = llvm.getelementptr %945[%1806] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1808 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1809 = llvm.insertvalue %1807, %1808[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1810 = llvm.insertvalue %52, %1809[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1811 = llvm.extractvalue %54[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1812 = llvm.extractvalue %54[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1813 = llvm.extractvalue %1797[0] : !llvm.struct<(i32, i32)>
      %1814 = llvm.extractvalue %1797[1] : !llvm.struct<(i32, i32)>
      %1815 = llvm.mlir.constant(4 : i32) : i32
      %1816 = llvm.sdiv %1813, %1815 : i32
      %1817 = llvm.mlir.constant(4 : i32) : i32
      %1818 = llvm.srem %1813, %1817 : i32
      %1819 = llvm.mlir.constant(4 : i32) : i32
      %1820 = llvm.mul %1816, %1819 : i32
      %1821 = llvm.add %1818, %1820 : i32
      %1822 = llvm.mlir.constant(4 : i32) : i32
      %1823 = llvm.sdiv %1814, %1822 : i32
      %1824 = llvm.mlir.constant(4 : i32) : i32
      %1825 = llvm.srem %1814, %1824 : i32
      %1826 = llvm.mlir.constant(8 : i32) : i32
      %1827 = llvm.mul %1825, %1826 : i32
      %1828 = llvm.mlir.constant(32 : i32) : i32
      %1829 = llvm.mul %1823, %1828 : i32
      %1830 = llvm.add %1827, %1829 : i32
      %1831 = llvm.add %1821, %1830 : i32
      %1832 = llvm.getelementptr %925[%1831] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1833 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1834 = llvm.insertvalue %1832, %1833[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1835 = llvm.insertvalue %52, %1834[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1836 = llvm.extractvalue %1792[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1837 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1838 = builtin.unrealized_conversion_cast %1837 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1839 = llvm.mlir.undef : !llvm.struct<()>
      %1840 = llvm.mlir.constant(0 : i32) : i32
      %1841 = llvm.getelementptr %1836[%1840] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1842 = builtin.unrealized_conversion_cast %1841 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1843 = builtin.unrealized_conversion_cast %1842 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1844 = llvm.load %1843 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1845 = vector.insert %1844, %1838 [0] : vector<1xf32> into vector<1x1xf32>
      %1846 = vector.shape_cast %1845 : vector<1x1xf32> to vector<1xf32>
      %1847 = llvm.extractvalue %1810[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1848 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1849 = builtin.unrealized_conversion_cast %1848 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1850 = llvm.mlir.undef : !llvm.struct<()>
      %1851 = llvm.mlir.constant(0 : i32) : i32
      %1852 = llvm.getelementptr %1847[%1851] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1853 = builtin.unrealized_conversion_cast %1852 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1854 = builtin.unrealized_conversion_cast %1853 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1855 = llvm.load %1854 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1856 = vector.insert %1855, %1849 [0] : vector<1xf32> into vector<1x1xf32>
      %1857 = vector.shape_cast %1856 : vector<1x1xf32> to vector<1xf32>
      %1858 = llvm.extractvalue %1835[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1859 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1860 = builtin.unrealized_conversion_cast %1859 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1861 = llvm.mlir.undef : !llvm.struct<()>
      %1862 = llvm.mlir.constant(0 : i32) : i32
      %1863 = llvm.getelementptr %1858[%1862] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1864 = builtin.unrealized_conversion_cast %1863 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1865 = builtin.unrealized_conversion_cast %1864 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1866 = llvm.load %1865 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1867 = vector.insert %1866, %1860 [0] : vector<1xf32> into vector<1x1xf32>
      %1868 = vector.shape_cast %1867 : vector<1x1xf32> to vector<1xf32>
      %1869 = math.fma %1846, %1857, %1868 : vector<1xf32>
      %1870 = llvm.extractvalue %1835[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1871 = vector.shape_cast %1869 : vector<1xf32> to vector<1x1xf32>
      %1872 = llvm.mlir.undef : !llvm.struct<()>
      %1873 = llvm.mlir.constant(0 : i32) : i32
      %1874 = llvm.getelementptr %1870[%1873] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1875 = builtin.unrealized_conversion_cast %1874 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1876 = builtin.unrealized_conversion_cast %1875 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1877 = vector.extract %1871[0] : vector<1xf32> from vector<1x1xf32>
      llvm.store %1877, %1876 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %1878 = llvm.add %1793, %71 : i32
      llvm.br ^bb88(%1878 : i32)
    ^bb85:  // pred: ^bb88
      %1879 = llvm.add %1778, %71 : i32
      llvm.br ^bb84(%1879 : i32)
    ^bb87:  // pred: ^bb84
      %1880 = llvm.mlir.constant(792 : i32) : i32
      %1881 = llvm.getelementptr %1026[%1880] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb90(%72 : i32)
    ^bb90(%1882: i32):  // 2 preds: ^bb87, ^bb91
      %1883 = llvm.icmp "slt" %1882, %62 : i32
      llvm.cond_br %1883, ^bb91, ^bb92 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb91:  // pred: ^bb90
      %1884 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1885 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1886 = llvm.mlir.constant(64 : i32) : i32
      %1887 = llvm.mul %1882, %1886 : i32
      %1888 = llvm.getelementptr %1881[%1887] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1889 = builtin.unrealized_conversion_cast %1888 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1890 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1891 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1892 = llvm.mlir.constant(4 : i32) : i32
      %1893 = llvm.mul %1882, %1892 : i32
      %1894 = llvm.getelementptr %947[%1893] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1895 = builtin.unrealized_conversion_cast %1894 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1896 = builtin.unrealized_conversion_cast %1889 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1897 = builtin.unrealized_conversion_cast %1895 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1898 = llvm.load %1896 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1898, %1897 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1899 = llvm.add %1882, %71 : i32
      llvm.br ^bb90(%1899 : i32)
    ^bb92:  // pred: ^bb90
      %1900 = llvm.mlir.constant(768 : i32) : i32
      %1901 = llvm.getelementptr %1031[%1900] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb93(%72 : i32)
    ^bb93(%1902: i32):  // 2 preds: ^bb92, ^bb94
      %1903 = llvm.icmp "slt" %1902, %62 : i32
      llvm.cond_br %1903, ^bb94, ^bb95 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb94:  // pred: ^bb93
      %1904 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1905 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1906 = llvm.mlir.constant(64 : i32) : i32
      %1907 = llvm.mul %1902, %1906 : i32
      %1908 = llvm.getelementptr %1901[%1907] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %1909 = builtin.unrealized_conversion_cast %1908 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %1910 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1911 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1912 = llvm.mlir.constant(4 : i32) : i32
      %1913 = llvm.mul %1902, %1912 : i32
      %1914 = llvm.getelementptr %949[%1913] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1915 = builtin.unrealized_conversion_cast %1914 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1916 = builtin.unrealized_conversion_cast %1909 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %1917 = builtin.unrealized_conversion_cast %1915 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1918 = llvm.load %1916 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %1918, %1917 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %1919 = llvm.add %1902, %71 : i32
      llvm.br ^bb93(%1919 : i32)
    ^bb95:  // pred: ^bb93
      llvm.br ^bb96(%72 : i32)
    ^bb96(%1920: i32):  // 2 preds: ^bb95, ^bb97
      %1921 = llvm.icmp "slt" %1920, %97 : i32
      llvm.cond_br %1921, ^bb98, ^bb99 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb98:  // pred: ^bb96
      %1922 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1923 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1924 = llvm.mlir.constant(4 : i32) : i32
      %1925 = llvm.sdiv %1920, %1924 : i32
      %1926 = llvm.mlir.constant(4 : i32) : i32
      %1927 = llvm.srem %1920, %1926 : i32
      %1928 = llvm.mlir.constant(4 : i32) : i32
      %1929 = llvm.mul %1925, %1928 : i32
      %1930 = llvm.add %1927, %1929 : i32
      %1931 = llvm.getelementptr %947[%1930] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1932 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1933 = llvm.insertvalue %1931, %1932[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1934 = llvm.insertvalue %52, %1933[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb100(%72 : i32)
    ^bb100(%1935: i32):  // 2 preds: ^bb98, ^bb101
      %1936 = llvm.icmp "slt" %1935, %97 : i32
      llvm.cond_br %1936, ^bb101, ^bb97 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb101:  // pred: ^bb100
      %1937 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %1938 = llvm.insertvalue %1920, %1937[0] : !llvm.struct<(i32, i32)>
      %1939 = llvm.insertvalue %1935, %1938[1] : !llvm.struct<(i32, i32)>
      %1940 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1941 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1942 = llvm.mlir.constant(4 : i32) : i32
      %1943 = llvm.sdiv %1935, %1942 : i32
      %1944 = llvm.mlir.constant(4 : i32) : i32
      %1945 = llvm.srem %1935, %1944 : i32
      %1946 = llvm.mlir.constant(4 : i32) : i32
      %1947 = llvm.mul %1943, %1946 : i32
      %1948 = llvm.add %1945, %1947 : i32
      %1949 = llvm.getelementptr %949[%1948] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1950 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1951 = llvm.insertvalue %1949, %1950[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1952 = llvm.insertvalue %52, %1951[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1953 = llvm.extractvalue %54[0] : !llvm.struct<(struct<()>, struct<()>)>
      %1954 = llvm.extractvalue %54[1] : !llvm.struct<(struct<()>, struct<()>)>
      %1955 = llvm.extractvalue %1939[0] : !llvm.struct<(i32, i32)>
      %1956 = llvm.extractvalue %1939[1] : !llvm.struct<(i32, i32)>
      %1957 = llvm.mlir.constant(4 : i32) : i32
      %1958 = llvm.sdiv %1955, %1957 : i32
      %1959 = llvm.mlir.constant(4 : i32) : i32
      %1960 = llvm.srem %1955, %1959 : i32
      %1961 = llvm.mlir.constant(4 : i32) : i32
      %1962 = llvm.mul %1958, %1961 : i32
      %1963 = llvm.add %1960, %1962 : i32
      %1964 = llvm.mlir.constant(4 : i32) : i32
      %1965 = llvm.sdiv %1956, %1964 : i32
      %1966 = llvm.mlir.constant(4 : i32) : i32
      %1967 = llvm.srem %1956, %1966 : i32
      %1968 = llvm.mlir.constant(8 : i32) : i32
      %1969 = llvm.mul %1967, %1968 : i32
      %1970 = llvm.mlir.constant(32 : i32) : i32
      %1971 = llvm.mul %1965, %1970 : i32
      %1972 = llvm.add %1969, %1971 : i32
      %1973 = llvm.add %1963, %1972 : i32
      %1974 = llvm.getelementptr %925[%1973] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1975 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1976 = llvm.insertvalue %1974, %1975[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1977 = llvm.insertvalue %52, %1976[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1978 = llvm.extractvalue %1934[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1979 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1980 = builtin.unrealized_conversion_cast %1979 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1981 = llvm.mlir.undef : !llvm.struct<()>
      %1982 = llvm.mlir.constant(0 : i32) : i32
      %1983 = llvm.getelementptr %1978[%1982] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1984 = builtin.unrealized_conversion_cast %1983 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1985 = builtin.unrealized_conversion_cast %1984 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1986 = llvm.load %1985 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1987 = vector.insert %1986, %1980 [0] : vector<1xf32> into vector<1x1xf32>
      %1988 = vector.shape_cast %1987 : vector<1x1xf32> to vector<1xf32>
      %1989 = llvm.extractvalue %1952[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %1990 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %1991 = builtin.unrealized_conversion_cast %1990 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %1992 = llvm.mlir.undef : !llvm.struct<()>
      %1993 = llvm.mlir.constant(0 : i32) : i32
      %1994 = llvm.getelementptr %1989[%1993] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1995 = builtin.unrealized_conversion_cast %1994 : !llvm.ptr to !cute.ptr<f32, rmem>
      %1996 = builtin.unrealized_conversion_cast %1995 : !cute.ptr<f32, rmem> to !llvm.ptr
      %1997 = llvm.load %1996 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %1998 = vector.insert %1997, %1991 [0] : vector<1xf32> into vector<1x1xf32>
      %1999 = vector.shape_cast %1998 : vector<1x1xf32> to vector<1xf32>
      %2000 = llvm.extractvalue %1977[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2001 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %2002 = builtin.unrealized_conversion_cast %2001 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %2003 = llvm.mlir.undef : !llvm.struct<()>
      %2004 = llvm.mlir.constant(0 : i32) : i32
      %2005 = llvm.getelementptr %2000[%2004] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2006 = builtin.unrealized_conversion_cast %2005 : !llvm.ptr to !cute.ptr<f32, rmem>
      %2007 = builtin.unrealized_conversion_cast %2006 : !cute.ptr<f32, rmem> to !llvm.ptr
      %2008 = llvm.load %2007 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %2009 = vector.insert %2008, %2002 [0] : vector<1xf32> into vector<1x1xf32>
      %2010 = vector.shape_cast %2009 : vector<1x1xf32> to vector<1xf32>
      %2011 = math.fma %1988, %1999, %2010 : vector<1xf32>
      %2012 = llvm.extractvalue %1977[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2013 = vector.shape_cast %2011 : vector<1xf32> to vector<1x1xf32>
      %2014 = llvm.mlir.undef : !llvm.struct<()>
      %2015 = llvm.mlir.constant(0 : i32) : i32
      %2016 = llvm.getelementptr %2012[%2015] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2017 = builtin.unrealized_conversion_cast %2016 : !llvm.ptr to !cute.ptr<f32, rmem>
      %2018 = builtin.unrealized_conversion_cast %2017 : !cute.ptr<f32, rmem> to !llvm.ptr
      %2019 = vector.extract %2013[0] : vector<1xf32> from vector<1x1xf32>
      llvm.store %2019, %2018 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %2020 = llvm.add %1935, %71 : i32
      llvm.br ^bb100(%2020 : i32)
    ^bb97:  // pred: ^bb100
      %2021 = llvm.add %1920, %71 : i32
      llvm.br ^bb96(%2021 : i32)
    ^bb99:  // pred: ^bb96
      %2022 = llvm.mlir.constant(924 : i32) : i32
      %2023 = llvm.getelementptr %1026[%2022] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb102(%72 : i32)
    ^bb102(%2024: i32):  // 2 preds: ^bb99, ^bb103
      %2025 = llvm.icmp "slt" %2024, %62 : i32
      llvm.cond_br %2025, ^bb103, ^bb104 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb103:  // pred: ^bb102
      %2026 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2027 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2028 = llvm.mlir.constant(64 : i32) : i32
      %2029 = llvm.mul %2024, %2028 : i32
      %2030 = llvm.getelementptr %2023[%2029] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %2031 = builtin.unrealized_conversion_cast %2030 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %2032 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2033 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2034 = llvm.mlir.constant(4 : i32) : i32
      %2035 = llvm.mul %2024, %2034 : i32
      %2036 = llvm.getelementptr %951[%2035] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2037 = builtin.unrealized_conversion_cast %2036 : !llvm.ptr to !cute.ptr<f32, rmem>
      %2038 = builtin.unrealized_conversion_cast %2031 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %2039 = builtin.unrealized_conversion_cast %2037 : !cute.ptr<f32, rmem> to !llvm.ptr
      %2040 = llvm.load %2038 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %2040, %2039 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %2041 = llvm.add %2024, %71 : i32
      llvm.br ^bb102(%2041 : i32)
    ^bb104:  // pred: ^bb102
      %2042 = llvm.mlir.constant(896 : i32) : i32
      %2043 = llvm.getelementptr %1031[%2042] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.br ^bb105(%72 : i32)
    ^bb105(%2044: i32):  // 2 preds: ^bb104, ^bb106
      %2045 = llvm.icmp "slt" %2044, %62 : i32
      llvm.cond_br %2045, ^bb106, ^bb107 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb106:  // pred: ^bb105
      %2046 = llvm.extractvalue %56[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2047 = llvm.extractvalue %56[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2048 = llvm.mlir.constant(64 : i32) : i32
      %2049 = llvm.mul %2044, %2048 : i32
      %2050 = llvm.getelementptr %2043[%2049] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %2051 = builtin.unrealized_conversion_cast %2050 : !llvm.ptr<3> to !cute.ptr<f32, smem, align<16>>
      %2052 = llvm.extractvalue %55[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2053 = llvm.extractvalue %55[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2054 = llvm.mlir.constant(4 : i32) : i32
      %2055 = llvm.mul %2044, %2054 : i32
      %2056 = llvm.getelementptr %953[%2055] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2057 = builtin.unrealized_conversion_cast %2056 : !llvm.ptr to !cute.ptr<f32, rmem>
      %2058 = builtin.unrealized_conversion_cast %2051 : !cute.ptr<f32, smem, align<16>> to !llvm.ptr<3>
      %2059 = builtin.unrealized_conversion_cast %2057 : !cute.ptr<f32, rmem> to !llvm.ptr
      %2060 = llvm.load %2058 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
      llvm.store %2060, %2059 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %2061 = llvm.add %2044, %71 : i32
      llvm.br ^bb105(%2061 : i32)
    ^bb107:  // pred: ^bb105
      llvm.br ^bb108(%72 : i32)
    ^bb108(%2062: i32):  // 2 preds: ^bb107, ^bb109
      %2063 = llvm.icmp "slt" %2062, %97 : i32
      llvm.cond_br %2063, ^bb110, ^bb10 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb110:  // pred: ^bb108
      %2064 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2065 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2066 = llvm.mlir.constant(4 : i32) : i32
      %2067 = llvm.sdiv %2062, %2066 : i32
      %2068 = llvm.mlir.constant(4 : i32) : i32
      %2069 = llvm.srem %2062, %2068 : i32
      %2070 = llvm.mlir.constant(4 : i32) : i32
      %2071 = llvm.mul %2067, %2070 : i32
      %2072 = llvm.add %2069, %2071 : i32
      %2073 = llvm.getelementptr %951[%2072] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2074 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2075 = llvm.insertvalue %2073, %2074[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2076 = llvm.insertvalue %52, %2075[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb111(%72 : i32)
    ^bb111(%2077: i32):  // 2 preds: ^bb110, ^bb112
      %2078 = llvm.icmp "slt" %2077, %97 : i32
      llvm.cond_br %2078, ^bb112, ^bb109 {llvm.loop_annotation = #loop_annotation_0327}
    ^bb112:  // pred: ^bb111
      %2079 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2080 = llvm.insertvalue %2062, %2079[0] : !llvm.struct<(i32, i32)>
      %2081 = llvm.insertvalue %2077, %2080[1] : !llvm.struct<(i32, i32)>
      %2082 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2083 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2084 = llvm.mlir.constant(4 : i32) : i32
      %2085 = llvm.sdiv %2077, %2084 : i32
      %2086 = llvm.mlir.constant(4 : i32) : i32
      %2087 = llvm.srem %2077, %2086 : i32
      %2088 = llvm.mlir.constant(4 : i32) : i32
      %2089 = llvm.mul %2085, %2088 : i32
      %2090 = llvm.add %2087, %2089 : i32
      %2091 = llvm.getelementptr %953[%2090] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2092 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2093 = llvm.insertvalue %2091, %2092[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2094 = llvm.insertvalue %52, %2093[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2095 = llvm.extractvalue %54[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2096 = llvm.extractvalue %54[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2097 = llvm.extractvalue %2081[0] : !llvm.struct<(i32, i32)>
      %2098 = llvm.extractvalue %2081[1] : !llvm.struct<(i32, i32)>
      %2099 = llvm.mlir.constant(4 : i32) : i32
      %2100 = llvm.sdiv %2097, %2099 : i32
      %2101 = llvm.mlir.constant(4 : i32) : i32
      %2102 = llvm.srem %2097, %2101 : i32
      %2103 = llvm.mlir.constant(4 : i32) : i32
      %2104 = llvm.mul %2100, %2103 : i32
      %2105 = llvm.add %2102, %2104 : i32
      %2106 = llvm.mlir.constant(4 : i32) : i32
      %2107 = llvm.sdiv %2098, %2106 : i32
      %2108 = llvm.mlir.constant(4 : i32) : i32
      %2109 = llvm.srem %2098, %2108 : i32
      %2110 = llvm.mlir.constant(8 : i32) : i32
      %2111 = llvm.mul %2109, %2110 : i32
      %2112 = llvm.mlir.constant(32 : i32) : i32
      %2113 = llvm.mul %2107, %2112 : i32
      %2114 = llvm.add %2111, %2113 : i32
      %2115 = llvm.add %2105, %2114 : i32
      %2116 = llvm.getelementptr %925[%2115] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2117 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2118 = llvm.insertvalue %2116, %2117[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2119 = llvm.insertvalue %52, %2118[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2120 = llvm.extractvalue %2076[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2121 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %2122 = builtin.unrealized_conversion_cast %2121 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %2123 = llvm.mlir.undef : !llvm.struct<()>
      %2124 = llvm.mlir.constant(0 : i32) : i32
      %2125 = llvm.getelementptr %2120[%2124] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2126 = builtin.unrealized_conversion_cast %2125 : !llvm.ptr to !cute.ptr<f32, rmem>
      %2127 = builtin.unrealized_conversion_cast %2126 : !cute.ptr<f32, rmem> to !llvm.ptr
      %2128 = llvm.load %2127 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %2129 = vector.insert %2128, %2122 [0] : vector<1xf32> into vector<1x1xf32>
      %2130 = vector.shape_cast %2129 : vector<1x1xf32> to vector<1xf32>
      %2131 = llvm.extractvalue %2094[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2132 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %2133 = builtin.unrealized_conversion_cast %2132 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %2134 = llvm.mlir.undef : !llvm.struct<()>
      %2135 = llvm.mlir.constant(0 : i32) : i32
      %2136 = llvm.getelementptr %2131[%2135] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2137 = builtin.unrealized_conversion_cast %2136 : !llvm.ptr to !cute.ptr<f32, rmem>
      %2138 = builtin.unrealized_conversion_cast %2137 : !cute.ptr<f32, rmem> to !llvm.ptr
      %2139 = llvm.load %2138 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %2140 = vector.insert %2139, %2133 [0] : vector<1xf32> into vector<1x1xf32>
      %2141 = vector.shape_cast %2140 : vector<1x1xf32> to vector<1xf32>
      %2142 = llvm.extractvalue %2119[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2143 = llvm.mlir.poison : !llvm.array<1 x vector<1xf32>>
      %2144 = builtin.unrealized_conversion_cast %2143 : !llvm.array<1 x vector<1xf32>> to vector<1x1xf32>
      %2145 = llvm.mlir.undef : !llvm.struct<()>
      %2146 = llvm.mlir.constant(0 : i32) : i32
      %2147 = llvm.getelementptr %2142[%2146] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2148 = builtin.unrealized_conversion_cast %2147 : !llvm.ptr to !cute.ptr<f32, rmem>
      %2149 = builtin.unrealized_conversion_cast %2148 : !cute.ptr<f32, rmem> to !llvm.ptr
      %2150 = llvm.load %2149 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      %2151 = vector.insert %2150, %2144 [0] : vector<1xf32> into vector<1x1xf32>
      %2152 = vector.shape_cast %2151 : vector<1x1xf32> to vector<1xf32>
      %2153 = math.fma %2130, %2141, %2152 : vector<1xf32>
      %2154 = llvm.extractvalue %2119[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2155 = vector.shape_cast %2153 : vector<1xf32> to vector<1x1xf32>
      %2156 = llvm.mlir.undef : !llvm.struct<()>
      %2157 = llvm.mlir.constant(0 : i32) : i32
      %2158 = llvm.getelementptr %2154[%2157] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2159 = builtin.unrealized_conversion_cast %2158 : !llvm.ptr to !cute.ptr<f32, rmem>
      %2160 = builtin.unrealized_conversion_cast %2159 : !cute.ptr<f32, rmem> to !llvm.ptr
      %2161 = vector.extract %2155[0] : vector<1xf32> from vector<1x1xf32>
      llvm.store %2161, %2160 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
      %2162 = llvm.add %2077, %71 : i32
      llvm.br ^bb111(%2162 : i32)
    ^bb109:  // pred: ^bb111
      %2163 = llvm.add %2062, %71 : i32
      llvm.br ^bb108(%2163 : i32)
    ^bb10:  // pred: ^bb108
      %2164 = llvm.add %955, %71 : i32
      %2165 = llvm.icmp "eq" %2164, %61 : i32
      %2166 = llvm.select %2165, %72, %2164 : i1, i32
      %2167 = llvm.add %956, %71 : i32
      %2168 = llvm.icmp "eq" %2167, %61 : i32
      %2169 = llvm.select %2168, %72, %2167 : i1, i32
      %2170 = llvm.add %954, %71 : i32
      llvm.br ^bb9(%2170, %2166, %2169 : i32, i32, i32)
    ^bb12:  // pred: ^bb9
      nvvm.cp.async.wait.group 0
      %2171 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2172 = llvm.insertvalue %883, %2171[0] : !llvm.struct<(i32, i32)>
      %2173 = llvm.insertvalue %887, %2172[1] : !llvm.struct<(i32, i32)>
      %2174 = llvm.extractvalue %2173[0] : !llvm.struct<(i32, i32)>
      %2175 = llvm.extractvalue %2173[1] : !llvm.struct<(i32, i32)>
      %2176 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2177 = llvm.insertvalue %2174, %2176[0] : !llvm.struct<(i32, i32)>
      %2178 = llvm.insertvalue %2175, %2177[1] : !llvm.struct<(i32, i32)>
      %2179 = llvm.extractvalue %247[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
      %2180 = llvm.extractvalue %2179[0] : !llvm.struct<(i32, i32)>
      %2181 = llvm.extractvalue %2179[1] : !llvm.struct<(i32, i32)>
      %2182 = llvm.mul %101, %99 : i32
      %2183 = llvm.sub %2180, %2182 : i32
      %2184 = llvm.mul %102, %99 : i32
      %2185 = llvm.sub %2181, %2184 : i32
      %2186 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2187 = llvm.insertvalue %2183, %2186[0] : !llvm.struct<(i32, i32)>
      %2188 = llvm.insertvalue %2185, %2187[1] : !llvm.struct<(i32, i32)>
      %2189 = llvm.extractvalue %2188[0] : !llvm.struct<(i32, i32)>
      %2190 = llvm.extractvalue %2188[1] : !llvm.struct<(i32, i32)>
      llvm.br ^bb113(%72 : i32)
    ^bb113(%2191: i32):  // 2 preds: ^bb12, ^bb114
      %2192 = llvm.icmp "slt" %2191, %31 : i32
      llvm.cond_br %2192, ^bb115, ^bb116 {loop_annotation = #loop_annotation2_26d7}
    ^bb115:  // pred: ^bb113
      %2193 = llvm.extractvalue %30[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2194 = llvm.extractvalue %30[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2195 = llvm.mlir.constant(8 : i32) : i32
      %2196 = llvm.sdiv %2191, %2195 : i32
      %2197 = llvm.mlir.constant(8 : i32) : i32
      %2198 = llvm.srem %2191, %2197 : i32
      %2199 = llvm.mlir.constant(4 : i32) : i32
      %2200 = llvm.sdiv %2198, %2199 : i32
      %2201 = llvm.mlir.constant(4 : i32) : i32
      %2202 = llvm.srem %2198, %2201 : i32
      %2203 = llvm.mlir.constant(64 : i32) : i32
      %2204 = llvm.mul %2200, %2203 : i32
      %2205 = llvm.add %2202, %2204 : i32
      %2206 = llvm.mlir.constant(4 : i32) : i32
      %2207 = llvm.sdiv %2196, %2206 : i32
      %2208 = llvm.mlir.constant(4 : i32) : i32
      %2209 = llvm.srem %2196, %2208 : i32
      %2210 = llvm.mlir.constant(64 : i32) : i32
      %2211 = llvm.mul %2207, %2210 : i32
      %2212 = llvm.add %2209, %2211 : i32
      %2213 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2214 = llvm.insertvalue %2205, %2213[0] : !llvm.struct<(i32, i32)>
      %2215 = llvm.insertvalue %2212, %2214[1] : !llvm.struct<(i32, i32)>
      %2216 = llvm.extractvalue %2178[0] : !llvm.struct<(i32, i32)>
      %2217 = llvm.extractvalue %2178[1] : !llvm.struct<(i32, i32)>
      %2218 = llvm.extractvalue %2215[0] : !llvm.struct<(i32, i32)>
      %2219 = llvm.extractvalue %2215[1] : !llvm.struct<(i32, i32)>
      %2220 = llvm.add %2216, %2218 : i32
      %2221 = llvm.add %2217, %2219 : i32
      %2222 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2223 = llvm.insertvalue %2220, %2222[0] : !llvm.struct<(i32, i32)>
      %2224 = llvm.insertvalue %2221, %2223[1] : !llvm.struct<(i32, i32)>
      %2225 = llvm.extractvalue %2224[0] : !llvm.struct<(i32, i32)>
      %2226 = llvm.extractvalue %2224[1] : !llvm.struct<(i32, i32)>
      %2227 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %2228 = llvm.insertvalue %2225, %2227[0] : !llvm.struct<(i32, i32)>
      %2229 = llvm.insertvalue %2226, %2228[1] : !llvm.struct<(i32, i32)>
      %2230 = llvm.extractvalue %2229[0] : !llvm.struct<(i32, i32)>
      %2231 = llvm.extractvalue %2229[1] : !llvm.struct<(i32, i32)>
      %2232 = llvm.icmp "slt" %2230, %2189 : i32
      %2233 = llvm.icmp "slt" %2231, %2190 : i32
      %2234 = llvm.and %2232, %2233 : i1
      llvm.cond_br %2234, ^bb117, ^bb114
    ^bb117:  // pred: ^bb115
      %2235 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2236 = llvm.extractvalue %2235[0] : !llvm.struct<(struct<()>, struct<()>)>
      %2237 = llvm.extractvalue %2235[1] : !llvm.struct<(struct<()>, struct<()>)>
      %2238 = llvm.mlir.constant(8 : i32) : i32
      %2239 = llvm.sdiv %2191, %2238 : i32
      %2240 = llvm.mlir.constant(8 : i32) : i32
      %2241 = llvm.srem %2191, %2240 : i32
      %2242 = llvm.mlir.constant(4 : i32) : i32
      %2243 = llvm.sdiv %2241, %2242 : i32
      %2244 = llvm.mlir.constant(4 : i32) : i32
      %2245 = llvm.srem %2241, %2244 : i32
      %2246 = llvm.mlir.constant(4 : i32) : i32
      %2247 = llvm.mul %2243, %2246 : i32
      %2248 = llvm.add %2245, %2247 : i32
      %2249 = llvm.mlir.constant(4 : i32) : i32
      %2250 = llvm.sdiv %2239, %2249 : i32
      %2251 = llvm.mlir.constant(4 : i32) : i32
      %2252 = llvm.srem %2239, %2251 : i32
      %2253 = llvm.mlir.constant(8 : i32) : i32
      %2254 = llvm.mul %2252, %2253 : i32
      %2255 = llvm.mlir.constant(32 : i32) : i32
      %2256 = llvm.mul %2250, %2255 : i32
      %2257 = llvm.add %2254, %2256 : i32
      %2258 = llvm.add %2248, %2257 : i32
      %2259 = llvm.extractvalue %914[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %2260 = llvm.getelementptr %2259[%2258] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2261 = llvm.ptrtoint %2260 : !llvm.ptr to i64
      %2262 = llvm.inttoptr %2261 : i64 to !llvm.ptr
      %2263 = llvm.load %2262 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2264 = llvm.extractvalue %905[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<(i64, i64)>)>)>
      %2265 = llvm.extractvalue %2264[0] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2266 = llvm.extractvalue %2264[1] : !llvm.struct<(struct<()>, struct<(i64, i64)>)>
      %2267 = llvm.extractvalue %2266[0] : !llvm.struct<(i64, i64)>
      %2268 = llvm.extractvalue %2266[1] : !llvm.struct<(i64, i64)>
      %2269 = llvm.mlir.constant(8 : i32) : i32
      %2270 = llvm.sdiv %2191, %2269 : i32
      %2271 = llvm.mlir.constant(8 : i32) : i32
      %2272 = llvm.srem %2191, %2271 : i32
      %2273 = llvm.mlir.constant(4 : i32) : i32
      %2274 = llvm.sdiv %2272, %2273 : i32
      %2275 = llvm.mlir.constant(4 : i32) : i32
      %2276 = llvm.srem %2272, %2275 : i32
      %2277 = llvm.sext %2276 : i32 to i64
      %2278 = llvm.mul %2277, %2267 : i64
      %2279 = llvm.sext %2274 : i32 to i64
      %2280 = llvm.mul %2279, %2268 : i64
      %2281 = llvm.add %2278, %2280 : i64
      %2282 = llvm.mlir.constant(4 : i32) : i32
      %2283 = llvm.sdiv %2270, %2282 : i32
      %2284 = llvm.mlir.constant(4 : i32) : i32
      %2285 = llvm.srem %2270, %2284 : i32
      %2286 = llvm.mlir.constant(64 : i32) : i32
      %2287 = llvm.mul %2283, %2286 : i32
      %2288 = llvm.add %2285, %2287 : i32
      %2289 = llvm.sext %2288 : i32 to i64
      %2290 = llvm.add %2281, %2289 : i64
      %2291 = llvm.extractvalue %905[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<(i64, i64)>)>)>
      %2292 = llvm.getelementptr %2291[%2290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %2293 = llvm.ptrtoint %2292 : !llvm.ptr<1> to i64
      %2294 = llvm.inttoptr %2293 : i64 to !llvm.ptr<1>
      llvm.store %2263, %2294 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb115, ^bb117
      %2295 = llvm.add %2191, %71 : i32
      llvm.br ^bb113(%2295 : i32)
    ^bb116:  // pred: ^bb113
      llvm.return
    }
  }
  llvm.func @cutlass_sgemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(24944 : i64) : i64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(256 : i32) : i32
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(128 : i32) : i32
    %6 = llvm.mlir.undef : !llvm.struct<()>
    %7 = llvm.mlir.undef : !llvm.struct<()>
    %8 = llvm.mlir.undef : !llvm.struct<()>
    %9 = llvm.mlir.undef : !llvm.struct<()>
    %10 = llvm.extractvalue %arg2[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %11 = llvm.extractvalue %10[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %12 = llvm.extractvalue %11[0] : !llvm.struct<(i32, i32)>
    %13 = llvm.extractvalue %11[1] : !llvm.struct<(i32, i32)>
    %14 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %15 = llvm.insertvalue %12, %14[0] : !llvm.struct<(i32, i32)>
    %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(i32, i32)>
    %17 = llvm.extractvalue %16[0] : !llvm.struct<(i32, i32)>
    %18 = llvm.extractvalue %16[1] : !llvm.struct<(i32, i32)>
    %19 = llvm.mlir.constant(1 : i32) : i32
    %20 = llvm.mlir.constant(0 : i32) : i32
    %21 = llvm.mlir.constant(-1 : i32) : i32
    %22 = llvm.mlir.constant(true) : i1
    %23 = llvm.select %22, %21, %19 : i1, i32
    %24 = llvm.add %23, %17 : i32
    %25 = llvm.sdiv %24, %5 : i32
    %26 = llvm.add %25, %19 : i32
    %27 = llvm.sub %20, %17 : i32
    %28 = llvm.sdiv %27, %5 : i32
    %29 = llvm.sub %20, %28 : i32
    %30 = llvm.icmp "slt" %17, %20 : i32
    %31 = llvm.icmp "sgt" %17, %20 : i32
    %32 = llvm.mlir.constant(false) : i1
    %33 = llvm.mlir.constant(true) : i1
    %34 = llvm.and %30, %32 : i1
    %35 = llvm.and %31, %33 : i1
    %36 = llvm.or %34, %35 : i1
    %37 = llvm.select %36, %26, %29 : i1, i32
    %38 = llvm.mlir.constant(1 : i32) : i32
    %39 = llvm.mlir.constant(0 : i32) : i32
    %40 = llvm.mlir.constant(-1 : i32) : i32
    %41 = llvm.mlir.constant(true) : i1
    %42 = llvm.select %41, %40, %38 : i1, i32
    %43 = llvm.add %42, %18 : i32
    %44 = llvm.sdiv %43, %5 : i32
    %45 = llvm.add %44, %38 : i32
    %46 = llvm.sub %39, %18 : i32
    %47 = llvm.sdiv %46, %5 : i32
    %48 = llvm.sub %39, %47 : i32
    %49 = llvm.icmp "slt" %18, %39 : i32
    %50 = llvm.icmp "sgt" %18, %39 : i32
    %51 = llvm.mlir.constant(false) : i1
    %52 = llvm.mlir.constant(true) : i1
    %53 = llvm.and %49, %51 : i1
    %54 = llvm.and %50, %52 : i1
    %55 = llvm.or %53, %54 : i1
    %56 = llvm.select %55, %45, %48 : i1, i32
    %57 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %58 = llvm.insertvalue %37, %57[0] : !llvm.struct<(i32, i32)>
    %59 = llvm.insertvalue %56, %58[1] : !llvm.struct<(i32, i32)>
    %60 = llvm.extractvalue %59[0] : !llvm.struct<(i32, i32)>
    %61 = llvm.extractvalue %59[1] : !llvm.struct<(i32, i32)>
    %62 = llvm.inttoptr %4 : i64 to !llvm.ptr
    %63 = llvm.mlir.constant(1 : i32) : i32
    %64 = llvm.alloca %63 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %65 = llvm.alloca %63 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %66 = llvm.getelementptr %64[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %65, %66 : !llvm.ptr, !llvm.ptr
    %67 = llvm.getelementptr %64[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %3, %67 : i32, !llvm.ptr
    %68 = llvm.getelementptr %64[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %2, %68 : i32, !llvm.ptr
    %69 = llvm.getelementptr %64[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %2, %69 : i32, !llvm.ptr
    %70 = llvm.getelementptr %64[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %70 : i64, !llvm.ptr
    %71 = llvm.getelementptr %64[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %60, %71 : i32, !llvm.ptr
    %72 = llvm.getelementptr %64[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %61, %72 : i32, !llvm.ptr
    %73 = llvm.getelementptr %64[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %2, %73 : i32, !llvm.ptr
    %74 = llvm.getelementptr %64[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %75 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %75, %74 : i32, !llvm.ptr
    %76 = llvm.getelementptr %64[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %62, %76 : !llvm.ptr, !llvm.ptr
    %77 = llvm.alloca %63 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %78 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %64, %78 : !llvm.ptr, !llvm.ptr
    %79 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %80 = llvm.load %79 : !llvm.ptr -> !llvm.ptr
    %81 = llvm.getelementptr %80[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %82 = llvm.load %81 : !llvm.ptr -> i32
    %83 = llvm.getelementptr %80[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %84 = llvm.load %83 : !llvm.ptr -> !llvm.ptr
    %85 = llvm.mlir.constant(6 : i32) : i32
    %86 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%86 : i32)
  ^bb1(%87: i32):  // 2 preds: ^bb2, ^bb3
    %88 = llvm.getelementptr %84[%87] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %89 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %85, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %88[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %1, %90 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %91 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %92 = llvm.mlir.constant(0 : index) : i64
    %93 = llvm.getelementptr %91[%92, %92] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %94 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %95 = llvm.mlir.constant(0 : index) : i64
    %96 = llvm.getelementptr %94[%95, %95] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %97 = llvm.call @printf(%96, %93) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %98 = llvm.mlir.constant(1 : i32) : i32
    %99 = llvm.add %82, %98 : i32
    llvm.store %99, %81 : i32, !llvm.ptr
    llvm.br ^bb1(%82 : i32)
  ^bb6:  // pred: ^bb0
    %100 = llvm.mlir.constant(3 : i32) : i32
    %101 = llvm.icmp "uge" %82, %100 : i32
    llvm.cond_br %101, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%102 : i32)
  ^bb7:  // pred: ^bb0
    %103 = llvm.getelementptr %84[%102] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %104 = llvm.getelementptr %103[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %105 = llvm.load %104 : !llvm.ptr -> i32
    %106 = llvm.icmp "eq" %105, %85 : i32
    %107 = llvm.mlir.constant(1 : i32) : i32
    %108 = llvm.add %102, %107 : i32
    llvm.cond_br %106, ^bb3, ^bb0(%108 : i32)
  ^bb0(%102: i32):  // 2 preds: ^bb8, ^bb7
    %109 = llvm.icmp "uge" %102, %82 : i32
    llvm.cond_br %109, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %110 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %111 = llvm.load %110 : !llvm.ptr -> !llvm.ptr
    %112 = llvm.getelementptr %111[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %113 = llvm.load %112 : !llvm.ptr -> i32
    %114 = llvm.getelementptr %111[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %115 = llvm.load %114 : !llvm.ptr -> !llvm.ptr
    %116 = llvm.mlir.constant(2 : i32) : i32
    %117 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%117 : i32)
  ^bb10(%118: i32):  // 2 preds: ^bb11, ^bb12
    %119 = llvm.getelementptr %115[%118] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %120 = llvm.getelementptr %119[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %116, %120 : i32, !llvm.ptr
    %121 = llvm.getelementptr %119[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %1, %121 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %122 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %123 = llvm.mlir.constant(0 : index) : i64
    %124 = llvm.getelementptr %122[%123, %123] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %125 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %126 = llvm.mlir.constant(0 : index) : i64
    %127 = llvm.getelementptr %125[%126, %126] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %128 = llvm.call @printf(%127, %124) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %129 = llvm.mlir.constant(1 : i32) : i32
    %130 = llvm.add %113, %129 : i32
    llvm.store %130, %112 : i32, !llvm.ptr
    llvm.br ^bb10(%113 : i32)
  ^bb15:  // pred: ^bb9
    %131 = llvm.mlir.constant(3 : i32) : i32
    %132 = llvm.icmp "uge" %113, %131 : i32
    llvm.cond_br %132, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%133 : i32)
  ^bb16:  // pred: ^bb9
    %134 = llvm.getelementptr %115[%133] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %135 = llvm.getelementptr %134[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %136 = llvm.load %135 : !llvm.ptr -> i32
    %137 = llvm.icmp "eq" %136, %116 : i32
    %138 = llvm.mlir.constant(1 : i32) : i32
    %139 = llvm.add %133, %138 : i32
    llvm.cond_br %137, ^bb12, ^bb9(%139 : i32)
  ^bb9(%133: i32):  // 2 preds: ^bb4, ^bb16
    %140 = llvm.icmp "uge" %133, %113 : i32
    llvm.cond_br %140, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %141 = builtin.unrealized_conversion_cast %77 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %142 = cuda.launch_ex @kernels::@kernel_cutlass_sgemm_kernel~<%141> (%arg0, %arg1, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> !cuda.result
    %143 = builtin.unrealized_conversion_cast %142 : !cuda.result to i32
    cuda.return_if_error %143 : i32
    llvm.return %1 : i32
  }
  llvm.func @_mlir_ciface_cutlass_sgemm~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_sgemm~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
