// irscope snapshot: elementwise_add:v1_f32@sm_80 after convert-to-llvm#1 (convert-to-llvm)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_add_kernel_v1~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %d bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.func @kernel_cutlass_add_kernel_v1~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %1 = llvm.mlir.constant(16 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.alloca %1 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %5 = llvm.mlir.constant(16 : i32) : i32
      %6 = llvm.mlir.constant(1 : i32) : i32
      %7 = llvm.alloca %5 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %9 = llvm.mlir.constant(16 : i32) : i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.alloca %9 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %13 = llvm.mlir.constant(16 : i32) : i32
      %14 = llvm.mlir.constant(1 : i32) : i32
      %15 = llvm.alloca %13 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %16 = llvm.mlir.constant(8192 : i32) : i32
      %17 = llvm.mlir.poison : !llvm.struct<()>
      %18 = llvm.mlir.poison : !llvm.struct<()>
      %19 = llvm.mlir.poison : !llvm.struct<()>
      %20 = llvm.mlir.poison : !llvm.struct<()>
      %21 = llvm.mlir.poison : !llvm.struct<()>
      %22 = llvm.mlir.poison : !llvm.struct<()>
      %23 = llvm.mlir.poison : !llvm.struct<()>
      %24 = llvm.mlir.poison : !llvm.struct<()>
      %25 = llvm.mlir.poison : !llvm.struct<()>
      %26 = llvm.mlir.poison : !llvm.struct<()>
      %27 = llvm.mlir.poison : !llvm.struct<()>
      %28 = llvm.mlir.poison : !llvm.struct<()>
      %29 = llvm.mlir.poison : !llvm.struct<()>
      %30 = llvm.mlir.poison : !llvm.struct<()>
      %31 = llvm.mlir.poison : !llvm.struct<()>
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
      %43 = llvm.mlir.constant(0 : i8) : i8
      %44 = llvm.mlir.poison : !llvm.struct<()>
      %45 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %46 = llvm.mlir.constant(1 : i32) : i32
      %47 = llvm.mlir.constant(16 : i32) : i32
      %48 = llvm.mlir.constant(0 : i32) : i32
      %49 = llvm.mlir.constant(32768 : i32) : i32
      %50 = llvm.mlir.constant(4 : i32) : i32
      %51 = llvm.mlir.constant(32 : i32) : i32
      %52 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %53 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %54 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<()>, struct<()>)>)>
      %55 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %56 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %57 = llvm.extractvalue %53[0] : !llvm.struct<(struct<()>, struct<()>)>
      %58 = llvm.extractvalue %53[1] : !llvm.struct<(struct<()>, struct<()>)>
      %59 = llvm.mlir.constant(512 : i32) : i32
      %60 = llvm.sdiv %56, %59 : i32
      %61 = llvm.mlir.constant(512 : i32) : i32
      %62 = llvm.srem %56, %61 : i32
      %63 = llvm.mlir.constant(131072 : i32) : i32
      %64 = llvm.mul %62, %63 : i32
      %65 = llvm.mlir.constant(128 : i32) : i32
      %66 = llvm.mul %60, %65 : i32
      %67 = llvm.add %64, %66 : i32
      %68 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %69 = llvm.getelementptr %68[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %70 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %71 = llvm.getelementptr %70[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %72 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %73 = llvm.getelementptr %72[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %74 = llvm.extractvalue %52[0] : !llvm.struct<(struct<()>, struct<()>)>
      %75 = llvm.extractvalue %52[1] : !llvm.struct<(struct<()>, struct<()>)>
      %76 = llvm.mlir.constant(512 : i32) : i32
      %77 = llvm.sdiv %56, %76 : i32
      %78 = llvm.mlir.constant(512 : i32) : i32
      %79 = llvm.srem %56, %78 : i32
      %80 = llvm.mlir.constant(16 : i32) : i32
      %81 = llvm.mul %79, %80 : i32
      %82 = llvm.mlir.constant(128 : i32) : i32
      %83 = llvm.mul %77, %82 : i32
      %84 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %85 = llvm.insertvalue %81, %84[0] : !llvm.struct<(i32, i32)>
      %86 = llvm.insertvalue %83, %85[1] : !llvm.struct<(i32, i32)>
      %87 = llvm.extractvalue %54[0] : !llvm.struct<(struct<()>, struct<(struct<()>, struct<()>)>)>
      %88 = llvm.extractvalue %86[0] : !llvm.struct<(i32, i32)>
      %89 = llvm.extractvalue %86[1] : !llvm.struct<(i32, i32)>
      %90 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %91 = llvm.insertvalue %88, %90[0] : !llvm.struct<(i32, i32)>
      %92 = llvm.insertvalue %89, %91[1] : !llvm.struct<(i32, i32)>
      %93 = llvm.mlir.undef : !llvm.struct<()>
      %94 = llvm.mlir.undef : !llvm.struct<()>
      %95 = llvm.mlir.undef : !llvm.struct<()>
      %96 = llvm.sdiv %55, %51 : i32
      %97 = llvm.srem %55, %51 : i32
      %98 = llvm.mul %97, %50 : i32
      %99 = llvm.mul %96, %49 : i32
      %100 = llvm.add %98, %99 : i32
      %101 = llvm.getelementptr %69[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %102 = builtin.unrealized_conversion_cast %101 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %103 = llvm.getelementptr %71[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %104 = builtin.unrealized_conversion_cast %103 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %105 = llvm.getelementptr %73[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %106 = builtin.unrealized_conversion_cast %105 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %107 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %108 = llvm.insertvalue %15, %107[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %109 = llvm.insertvalue %12, %108[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %110 = llvm.extractvalue %109[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %112 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %113 = llvm.insertvalue %11, %112[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %114 = llvm.insertvalue %8, %113[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %115 = llvm.extractvalue %114[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %116 = builtin.unrealized_conversion_cast %115 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %117 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %118 = llvm.insertvalue %7, %117[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %119 = llvm.insertvalue %4, %118[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %120 = llvm.extractvalue %119[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %121 = builtin.unrealized_conversion_cast %120 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %122 = llvm.mul %96, %50 : i32
      %123 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %124 = llvm.insertvalue %122, %123[0] : !llvm.struct<(i32, i32)>
      %125 = llvm.insertvalue %98, %124[1] : !llvm.struct<(i32, i32)>
      %126 = llvm.extractvalue %92[0] : !llvm.struct<(i32, i32)>
      %127 = llvm.extractvalue %92[1] : !llvm.struct<(i32, i32)>
      %128 = llvm.extractvalue %125[0] : !llvm.struct<(i32, i32)>
      %129 = llvm.extractvalue %125[1] : !llvm.struct<(i32, i32)>
      %130 = llvm.add %126, %128 : i32
      %131 = llvm.add %127, %129 : i32
      %132 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %133 = llvm.insertvalue %130, %132[0] : !llvm.struct<(i32, i32)>
      %134 = llvm.insertvalue %131, %133[1] : !llvm.struct<(i32, i32)>
      %135 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %136 = llvm.insertvalue %3, %135[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %137 = llvm.insertvalue %0, %136[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb0(%48 : i32)
    ^bb0(%138: i32):  // 2 preds: ^bb1, ^bb2
      %139 = llvm.icmp "slt" %138, %47 : i32
      llvm.cond_br %139, ^bb2, ^bb3
    ^bb2:  // pred: ^bb0
      %140 = llvm.extractvalue %45[0] : !llvm.struct<(struct<()>, struct<()>)>
      %141 = llvm.extractvalue %45[1] : !llvm.struct<(struct<()>, struct<()>)>
      %142 = llvm.mlir.constant(16 : i32) : i32
      %143 = llvm.sdiv %138, %142 : i32
      %144 = llvm.mlir.constant(16 : i32) : i32
      %145 = llvm.srem %138, %144 : i32
      %146 = llvm.mlir.constant(4 : i32) : i32
      %147 = llvm.sdiv %145, %146 : i32
      %148 = llvm.mlir.constant(4 : i32) : i32
      %149 = llvm.srem %145, %148 : i32
      %150 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %151 = llvm.insertvalue %147, %150[0] : !llvm.struct<(i32, i32)>
      %152 = llvm.insertvalue %149, %151[1] : !llvm.struct<(i32, i32)>
      %153 = llvm.extractvalue %134[0] : !llvm.struct<(i32, i32)>
      %154 = llvm.extractvalue %134[1] : !llvm.struct<(i32, i32)>
      %155 = llvm.extractvalue %152[0] : !llvm.struct<(i32, i32)>
      %156 = llvm.extractvalue %152[1] : !llvm.struct<(i32, i32)>
      %157 = llvm.add %153, %155 : i32
      %158 = llvm.add %154, %156 : i32
      %159 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %160 = llvm.insertvalue %157, %159[0] : !llvm.struct<(i32, i32)>
      %161 = llvm.insertvalue %158, %160[1] : !llvm.struct<(i32, i32)>
      %162 = llvm.extractvalue %161[0] : !llvm.struct<(i32, i32)>
      %163 = llvm.extractvalue %161[1] : !llvm.struct<(i32, i32)>
      %164 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %165 = llvm.insertvalue %162, %164[0] : !llvm.struct<(i32, i32)>
      %166 = llvm.insertvalue %163, %165[1] : !llvm.struct<(i32, i32)>
      %167 = llvm.extractvalue %166[0] : !llvm.struct<(i32, i32)>
      %168 = llvm.extractvalue %166[1] : !llvm.struct<(i32, i32)>
      %169 = llvm.icmp "slt" %167, %16 : i32
      %170 = llvm.icmp "slt" %168, %16 : i32
      %171 = llvm.and %169, %170 : i1
      %172 = llvm.zext %171 : i1 to i8
      %173 = llvm.extractvalue %137[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %174 = llvm.extractvalue %173[0] : !llvm.struct<(struct<()>, struct<()>)>
      %175 = llvm.extractvalue %173[1] : !llvm.struct<(struct<()>, struct<()>)>
      %176 = llvm.mlir.constant(16 : i32) : i32
      %177 = llvm.sdiv %138, %176 : i32
      %178 = llvm.mlir.constant(16 : i32) : i32
      %179 = llvm.srem %138, %178 : i32
      %180 = llvm.mlir.constant(4 : i32) : i32
      %181 = llvm.sdiv %179, %180 : i32
      %182 = llvm.mlir.constant(4 : i32) : i32
      %183 = llvm.srem %179, %182 : i32
      %184 = llvm.mlir.constant(4 : i32) : i32
      %185 = llvm.mul %181, %184 : i32
      %186 = llvm.add %183, %185 : i32
      %187 = llvm.extractvalue %137[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %188 = llvm.getelementptr %187[%186] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %189 = llvm.ptrtoint %188 : !llvm.ptr to i64
      %190 = llvm.inttoptr %189 : i64 to !llvm.ptr
      llvm.store %172, %190 {alignment = 1 : i64} : i8, !llvm.ptr
      %191 = llvm.add %138, %46 : i32
      llvm.br ^bb0(%191 : i32)
    ^bb3:  // pred: ^bb0
      %192 = llvm.extractvalue %137[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %193 = builtin.unrealized_conversion_cast %192 : !llvm.ptr to !cute.ptr<i8, rmem, align<32>>
      %194 = builtin.unrealized_conversion_cast %193 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
      %195 = llvm.load %194 : !llvm.ptr -> i8
      %196 = llvm.icmp "ne" %195, %43 : i8
      llvm.cond_br %196, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %197 = builtin.unrealized_conversion_cast %102 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %198 = builtin.unrealized_conversion_cast %111 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %199 = llvm.load %197 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %199, %198 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      %200 = llvm.mlir.constant(1 : i32) : i32
      %201 = llvm.getelementptr %192[%200] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %202 = builtin.unrealized_conversion_cast %201 : !llvm.ptr to !cute.ptr<i8, rmem>
      %203 = builtin.unrealized_conversion_cast %202 : !cute.ptr<i8, rmem> to !llvm.ptr
      %204 = llvm.load %203 : !llvm.ptr -> i8
      %205 = llvm.icmp "ne" %204, %43 : i8
      llvm.cond_br %205, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %206 = llvm.mlir.constant(1 : i32) : i32
      %207 = llvm.getelementptr %101[%206] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %208 = builtin.unrealized_conversion_cast %207 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %209 = llvm.mlir.constant(1 : i32) : i32
      %210 = llvm.getelementptr %110[%209] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %211 = builtin.unrealized_conversion_cast %210 : !llvm.ptr to !cute.ptr<f32, rmem>
      %212 = builtin.unrealized_conversion_cast %208 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %213 = builtin.unrealized_conversion_cast %211 : !cute.ptr<f32, rmem> to !llvm.ptr
      %214 = llvm.load %212 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %214, %213 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %215 = llvm.mlir.constant(2 : i32) : i32
      %216 = llvm.getelementptr %192[%215] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %217 = builtin.unrealized_conversion_cast %216 : !llvm.ptr to !cute.ptr<i8, rmem, align<2>>
      %218 = builtin.unrealized_conversion_cast %217 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
      %219 = llvm.load %218 : !llvm.ptr -> i8
      %220 = llvm.icmp "ne" %219, %43 : i8
      llvm.cond_br %220, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %221 = llvm.mlir.constant(2 : i32) : i32
      %222 = llvm.getelementptr %101[%221] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %223 = builtin.unrealized_conversion_cast %222 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %224 = llvm.mlir.constant(2 : i32) : i32
      %225 = llvm.getelementptr %110[%224] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %226 = builtin.unrealized_conversion_cast %225 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %227 = builtin.unrealized_conversion_cast %223 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %228 = builtin.unrealized_conversion_cast %226 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %229 = llvm.load %227 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %229, %228 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %230 = llvm.mlir.constant(3 : i32) : i32
      %231 = llvm.getelementptr %192[%230] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %232 = builtin.unrealized_conversion_cast %231 : !llvm.ptr to !cute.ptr<i8, rmem>
      %233 = builtin.unrealized_conversion_cast %232 : !cute.ptr<i8, rmem> to !llvm.ptr
      %234 = llvm.load %233 : !llvm.ptr -> i8
      %235 = llvm.icmp "ne" %234, %43 : i8
      llvm.cond_br %235, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %236 = llvm.mlir.constant(3 : i32) : i32
      %237 = llvm.getelementptr %101[%236] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %238 = builtin.unrealized_conversion_cast %237 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %239 = llvm.mlir.constant(3 : i32) : i32
      %240 = llvm.getelementptr %110[%239] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %241 = builtin.unrealized_conversion_cast %240 : !llvm.ptr to !cute.ptr<f32, rmem>
      %242 = builtin.unrealized_conversion_cast %238 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %243 = builtin.unrealized_conversion_cast %241 : !cute.ptr<f32, rmem> to !llvm.ptr
      %244 = llvm.load %242 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %244, %243 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %245 = llvm.mlir.constant(4 : i32) : i32
      %246 = llvm.getelementptr %192[%245] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %247 = builtin.unrealized_conversion_cast %246 : !llvm.ptr to !cute.ptr<i8, rmem, align<4>>
      %248 = builtin.unrealized_conversion_cast %247 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
      %249 = llvm.load %248 : !llvm.ptr -> i8
      %250 = llvm.icmp "ne" %249, %43 : i8
      llvm.cond_br %250, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %251 = llvm.mlir.constant(8192 : i32) : i32
      %252 = llvm.getelementptr %101[%251] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %253 = builtin.unrealized_conversion_cast %252 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %254 = llvm.mlir.constant(4 : i32) : i32
      %255 = llvm.getelementptr %110[%254] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %256 = builtin.unrealized_conversion_cast %255 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %257 = builtin.unrealized_conversion_cast %253 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %258 = builtin.unrealized_conversion_cast %256 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %259 = llvm.load %257 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %259, %258 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %260 = llvm.mlir.constant(5 : i32) : i32
      %261 = llvm.getelementptr %192[%260] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %262 = builtin.unrealized_conversion_cast %261 : !llvm.ptr to !cute.ptr<i8, rmem>
      %263 = builtin.unrealized_conversion_cast %262 : !cute.ptr<i8, rmem> to !llvm.ptr
      %264 = llvm.load %263 : !llvm.ptr -> i8
      %265 = llvm.icmp "ne" %264, %43 : i8
      llvm.cond_br %265, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %266 = llvm.mlir.constant(8193 : i32) : i32
      %267 = llvm.getelementptr %101[%266] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %268 = builtin.unrealized_conversion_cast %267 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %269 = llvm.mlir.constant(5 : i32) : i32
      %270 = llvm.getelementptr %110[%269] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %271 = builtin.unrealized_conversion_cast %270 : !llvm.ptr to !cute.ptr<f32, rmem>
      %272 = builtin.unrealized_conversion_cast %268 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %273 = builtin.unrealized_conversion_cast %271 : !cute.ptr<f32, rmem> to !llvm.ptr
      %274 = llvm.load %272 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %274, %273 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %275 = llvm.mlir.constant(6 : i32) : i32
      %276 = llvm.getelementptr %192[%275] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %277 = builtin.unrealized_conversion_cast %276 : !llvm.ptr to !cute.ptr<i8, rmem, align<2>>
      %278 = builtin.unrealized_conversion_cast %277 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
      %279 = llvm.load %278 : !llvm.ptr -> i8
      %280 = llvm.icmp "ne" %279, %43 : i8
      llvm.cond_br %280, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %281 = llvm.mlir.constant(8194 : i32) : i32
      %282 = llvm.getelementptr %101[%281] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %283 = builtin.unrealized_conversion_cast %282 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %284 = llvm.mlir.constant(6 : i32) : i32
      %285 = llvm.getelementptr %110[%284] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %286 = builtin.unrealized_conversion_cast %285 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %287 = builtin.unrealized_conversion_cast %283 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %288 = builtin.unrealized_conversion_cast %286 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %289 = llvm.load %287 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %289, %288 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %290 = llvm.mlir.constant(7 : i32) : i32
      %291 = llvm.getelementptr %192[%290] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %292 = builtin.unrealized_conversion_cast %291 : !llvm.ptr to !cute.ptr<i8, rmem>
      %293 = builtin.unrealized_conversion_cast %292 : !cute.ptr<i8, rmem> to !llvm.ptr
      %294 = llvm.load %293 : !llvm.ptr -> i8
      %295 = llvm.icmp "ne" %294, %43 : i8
      llvm.cond_br %295, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %296 = llvm.mlir.constant(8195 : i32) : i32
      %297 = llvm.getelementptr %101[%296] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %298 = builtin.unrealized_conversion_cast %297 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %299 = llvm.mlir.constant(7 : i32) : i32
      %300 = llvm.getelementptr %110[%299] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %301 = builtin.unrealized_conversion_cast %300 : !llvm.ptr to !cute.ptr<f32, rmem>
      %302 = builtin.unrealized_conversion_cast %298 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %303 = builtin.unrealized_conversion_cast %301 : !cute.ptr<f32, rmem> to !llvm.ptr
      %304 = llvm.load %302 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %304, %303 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %305 = llvm.mlir.constant(8 : i32) : i32
      %306 = llvm.getelementptr %192[%305] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %307 = builtin.unrealized_conversion_cast %306 : !llvm.ptr to !cute.ptr<i8, rmem, align<8>>
      %308 = builtin.unrealized_conversion_cast %307 : !cute.ptr<i8, rmem, align<8>> to !llvm.ptr
      %309 = llvm.load %308 : !llvm.ptr -> i8
      %310 = llvm.icmp "ne" %309, %43 : i8
      llvm.cond_br %310, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %311 = llvm.mlir.constant(16384 : i32) : i32
      %312 = llvm.getelementptr %101[%311] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %313 = builtin.unrealized_conversion_cast %312 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %314 = llvm.mlir.constant(8 : i32) : i32
      %315 = llvm.getelementptr %110[%314] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %316 = builtin.unrealized_conversion_cast %315 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %317 = builtin.unrealized_conversion_cast %313 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %318 = builtin.unrealized_conversion_cast %316 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %319 = llvm.load %317 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %319, %318 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %320 = llvm.mlir.constant(9 : i32) : i32
      %321 = llvm.getelementptr %192[%320] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %322 = builtin.unrealized_conversion_cast %321 : !llvm.ptr to !cute.ptr<i8, rmem>
      %323 = builtin.unrealized_conversion_cast %322 : !cute.ptr<i8, rmem> to !llvm.ptr
      %324 = llvm.load %323 : !llvm.ptr -> i8
      %325 = llvm.icmp "ne" %324, %43 : i8
      llvm.cond_br %325, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %326 = llvm.mlir.constant(16385 : i32) : i32
      %327 = llvm.getelementptr %101[%326] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %328 = builtin.unrealized_conversion_cast %327 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %329 = llvm.mlir.constant(9 : i32) : i32
      %330 = llvm.getelementptr %110[%329] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %331 = builtin.unrealized_conversion_cast %330 : !llvm.ptr to !cute.ptr<f32, rmem>
      %332 = builtin.unrealized_conversion_cast %328 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %333 = builtin.unrealized_conversion_cast %331 : !cute.ptr<f32, rmem> to !llvm.ptr
      %334 = llvm.load %332 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %334, %333 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %335 = llvm.mlir.constant(10 : i32) : i32
      %336 = llvm.getelementptr %192[%335] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %337 = builtin.unrealized_conversion_cast %336 : !llvm.ptr to !cute.ptr<i8, rmem, align<2>>
      %338 = builtin.unrealized_conversion_cast %337 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
      %339 = llvm.load %338 : !llvm.ptr -> i8
      %340 = llvm.icmp "ne" %339, %43 : i8
      llvm.cond_br %340, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %341 = llvm.mlir.constant(16386 : i32) : i32
      %342 = llvm.getelementptr %101[%341] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %343 = builtin.unrealized_conversion_cast %342 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %344 = llvm.mlir.constant(10 : i32) : i32
      %345 = llvm.getelementptr %110[%344] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %346 = builtin.unrealized_conversion_cast %345 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %347 = builtin.unrealized_conversion_cast %343 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %348 = builtin.unrealized_conversion_cast %346 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %349 = llvm.load %347 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %349, %348 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      %350 = llvm.mlir.constant(11 : i32) : i32
      %351 = llvm.getelementptr %192[%350] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %352 = builtin.unrealized_conversion_cast %351 : !llvm.ptr to !cute.ptr<i8, rmem>
      %353 = builtin.unrealized_conversion_cast %352 : !cute.ptr<i8, rmem> to !llvm.ptr
      %354 = llvm.load %353 : !llvm.ptr -> i8
      %355 = llvm.icmp "ne" %354, %43 : i8
      llvm.cond_br %355, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %356 = llvm.mlir.constant(16387 : i32) : i32
      %357 = llvm.getelementptr %101[%356] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %358 = builtin.unrealized_conversion_cast %357 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %359 = llvm.mlir.constant(11 : i32) : i32
      %360 = llvm.getelementptr %110[%359] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %361 = builtin.unrealized_conversion_cast %360 : !llvm.ptr to !cute.ptr<f32, rmem>
      %362 = builtin.unrealized_conversion_cast %358 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %363 = builtin.unrealized_conversion_cast %361 : !cute.ptr<f32, rmem> to !llvm.ptr
      %364 = llvm.load %362 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %364, %363 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %365 = llvm.mlir.constant(12 : i32) : i32
      %366 = llvm.getelementptr %192[%365] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %367 = builtin.unrealized_conversion_cast %366 : !llvm.ptr to !cute.ptr<i8, rmem, align<4>>
      %368 = builtin.unrealized_conversion_cast %367 : !cute.ptr<i8, rmem, align<4>> to !llvm.ptr
      %369 = llvm.load %368 : !llvm.ptr -> i8
      %370 = llvm.icmp "ne" %369, %43 : i8
      llvm.cond_br %370, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %371 = llvm.mlir.constant(24576 : i32) : i32
      %372 = llvm.getelementptr %101[%371] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %373 = builtin.unrealized_conversion_cast %372 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %374 = llvm.mlir.constant(12 : i32) : i32
      %375 = llvm.getelementptr %110[%374] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %376 = builtin.unrealized_conversion_cast %375 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %377 = builtin.unrealized_conversion_cast %373 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %378 = builtin.unrealized_conversion_cast %376 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %379 = llvm.load %377 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %379, %378 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb29
    ^bb29:  // 2 preds: ^bb27, ^bb28
      %380 = llvm.mlir.constant(13 : i32) : i32
      %381 = llvm.getelementptr %192[%380] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %382 = builtin.unrealized_conversion_cast %381 : !llvm.ptr to !cute.ptr<i8, rmem>
      %383 = builtin.unrealized_conversion_cast %382 : !cute.ptr<i8, rmem> to !llvm.ptr
      %384 = llvm.load %383 : !llvm.ptr -> i8
      %385 = llvm.icmp "ne" %384, %43 : i8
      llvm.cond_br %385, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %386 = llvm.mlir.constant(24577 : i32) : i32
      %387 = llvm.getelementptr %101[%386] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %388 = builtin.unrealized_conversion_cast %387 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %389 = llvm.mlir.constant(13 : i32) : i32
      %390 = llvm.getelementptr %110[%389] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %391 = builtin.unrealized_conversion_cast %390 : !llvm.ptr to !cute.ptr<f32, rmem>
      %392 = builtin.unrealized_conversion_cast %388 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %393 = builtin.unrealized_conversion_cast %391 : !cute.ptr<f32, rmem> to !llvm.ptr
      %394 = llvm.load %392 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %394, %393 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      %395 = llvm.mlir.constant(14 : i32) : i32
      %396 = llvm.getelementptr %192[%395] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %397 = builtin.unrealized_conversion_cast %396 : !llvm.ptr to !cute.ptr<i8, rmem, align<2>>
      %398 = builtin.unrealized_conversion_cast %397 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
      %399 = llvm.load %398 : !llvm.ptr -> i8
      %400 = llvm.icmp "ne" %399, %43 : i8
      llvm.cond_br %400, ^bb32, ^bb33
    ^bb32:  // pred: ^bb31
      %401 = llvm.mlir.constant(24578 : i32) : i32
      %402 = llvm.getelementptr %101[%401] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %403 = builtin.unrealized_conversion_cast %402 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %404 = llvm.mlir.constant(14 : i32) : i32
      %405 = llvm.getelementptr %110[%404] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %406 = builtin.unrealized_conversion_cast %405 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %407 = builtin.unrealized_conversion_cast %403 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %408 = builtin.unrealized_conversion_cast %406 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %409 = llvm.load %407 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %409, %408 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %410 = llvm.mlir.constant(15 : i32) : i32
      %411 = llvm.getelementptr %192[%410] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %412 = builtin.unrealized_conversion_cast %411 : !llvm.ptr to !cute.ptr<i8, rmem>
      %413 = builtin.unrealized_conversion_cast %412 : !cute.ptr<i8, rmem> to !llvm.ptr
      %414 = llvm.load %413 : !llvm.ptr -> i8
      %415 = llvm.icmp "ne" %414, %43 : i8
      llvm.cond_br %415, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %416 = llvm.mlir.constant(24579 : i32) : i32
      %417 = llvm.getelementptr %101[%416] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %418 = builtin.unrealized_conversion_cast %417 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %419 = llvm.mlir.constant(15 : i32) : i32
      %420 = llvm.getelementptr %110[%419] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %421 = builtin.unrealized_conversion_cast %420 : !llvm.ptr to !cute.ptr<f32, rmem>
      %422 = builtin.unrealized_conversion_cast %418 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %423 = builtin.unrealized_conversion_cast %421 : !cute.ptr<f32, rmem> to !llvm.ptr
      %424 = llvm.load %422 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %424, %423 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb35
    ^bb35:  // 2 preds: ^bb33, ^bb34
      %425 = llvm.load %194 : !llvm.ptr -> i8
      %426 = llvm.icmp "ne" %425, %43 : i8
      llvm.cond_br %426, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %427 = builtin.unrealized_conversion_cast %104 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %428 = builtin.unrealized_conversion_cast %116 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %429 = llvm.load %427 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %429, %428 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb37
    ^bb37:  // 2 preds: ^bb35, ^bb36
      %430 = llvm.load %203 : !llvm.ptr -> i8
      %431 = llvm.icmp "ne" %430, %43 : i8
      llvm.cond_br %431, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %432 = llvm.mlir.constant(1 : i32) : i32
      %433 = llvm.getelementptr %103[%432] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %434 = builtin.unrealized_conversion_cast %433 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %435 = llvm.mlir.constant(1 : i32) : i32
      %436 = llvm.getelementptr %115[%435] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %437 = builtin.unrealized_conversion_cast %436 : !llvm.ptr to !cute.ptr<f32, rmem>
      %438 = builtin.unrealized_conversion_cast %434 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %439 = builtin.unrealized_conversion_cast %437 : !cute.ptr<f32, rmem> to !llvm.ptr
      %440 = llvm.load %438 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %440, %439 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %441 = llvm.load %218 : !llvm.ptr -> i8
      %442 = llvm.icmp "ne" %441, %43 : i8
      llvm.cond_br %442, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %443 = llvm.mlir.constant(2 : i32) : i32
      %444 = llvm.getelementptr %103[%443] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %445 = builtin.unrealized_conversion_cast %444 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %446 = llvm.mlir.constant(2 : i32) : i32
      %447 = llvm.getelementptr %115[%446] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %448 = builtin.unrealized_conversion_cast %447 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %449 = builtin.unrealized_conversion_cast %445 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %450 = builtin.unrealized_conversion_cast %448 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %451 = llvm.load %449 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %451, %450 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb39, ^bb40
      %452 = llvm.load %233 : !llvm.ptr -> i8
      %453 = llvm.icmp "ne" %452, %43 : i8
      llvm.cond_br %453, ^bb42, ^bb43
    ^bb42:  // pred: ^bb41
      %454 = llvm.mlir.constant(3 : i32) : i32
      %455 = llvm.getelementptr %103[%454] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %456 = builtin.unrealized_conversion_cast %455 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %457 = llvm.mlir.constant(3 : i32) : i32
      %458 = llvm.getelementptr %115[%457] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %459 = builtin.unrealized_conversion_cast %458 : !llvm.ptr to !cute.ptr<f32, rmem>
      %460 = builtin.unrealized_conversion_cast %456 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %461 = builtin.unrealized_conversion_cast %459 : !cute.ptr<f32, rmem> to !llvm.ptr
      %462 = llvm.load %460 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %462, %461 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb43
    ^bb43:  // 2 preds: ^bb41, ^bb42
      %463 = llvm.load %248 : !llvm.ptr -> i8
      %464 = llvm.icmp "ne" %463, %43 : i8
      llvm.cond_br %464, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %465 = llvm.mlir.constant(8192 : i32) : i32
      %466 = llvm.getelementptr %103[%465] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %467 = builtin.unrealized_conversion_cast %466 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %468 = llvm.mlir.constant(4 : i32) : i32
      %469 = llvm.getelementptr %115[%468] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %470 = builtin.unrealized_conversion_cast %469 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %471 = builtin.unrealized_conversion_cast %467 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %472 = builtin.unrealized_conversion_cast %470 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %473 = llvm.load %471 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %473, %472 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %474 = llvm.load %263 : !llvm.ptr -> i8
      %475 = llvm.icmp "ne" %474, %43 : i8
      llvm.cond_br %475, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %476 = llvm.mlir.constant(8193 : i32) : i32
      %477 = llvm.getelementptr %103[%476] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %478 = builtin.unrealized_conversion_cast %477 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %479 = llvm.mlir.constant(5 : i32) : i32
      %480 = llvm.getelementptr %115[%479] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %481 = builtin.unrealized_conversion_cast %480 : !llvm.ptr to !cute.ptr<f32, rmem>
      %482 = builtin.unrealized_conversion_cast %478 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %483 = builtin.unrealized_conversion_cast %481 : !cute.ptr<f32, rmem> to !llvm.ptr
      %484 = llvm.load %482 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %484, %483 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %485 = llvm.load %278 : !llvm.ptr -> i8
      %486 = llvm.icmp "ne" %485, %43 : i8
      llvm.cond_br %486, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %487 = llvm.mlir.constant(8194 : i32) : i32
      %488 = llvm.getelementptr %103[%487] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %489 = builtin.unrealized_conversion_cast %488 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %490 = llvm.mlir.constant(6 : i32) : i32
      %491 = llvm.getelementptr %115[%490] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %492 = builtin.unrealized_conversion_cast %491 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %493 = builtin.unrealized_conversion_cast %489 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %494 = builtin.unrealized_conversion_cast %492 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %495 = llvm.load %493 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %495, %494 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb49
    ^bb49:  // 2 preds: ^bb47, ^bb48
      %496 = llvm.load %293 : !llvm.ptr -> i8
      %497 = llvm.icmp "ne" %496, %43 : i8
      llvm.cond_br %497, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %498 = llvm.mlir.constant(8195 : i32) : i32
      %499 = llvm.getelementptr %103[%498] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %500 = builtin.unrealized_conversion_cast %499 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %501 = llvm.mlir.constant(7 : i32) : i32
      %502 = llvm.getelementptr %115[%501] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %503 = builtin.unrealized_conversion_cast %502 : !llvm.ptr to !cute.ptr<f32, rmem>
      %504 = builtin.unrealized_conversion_cast %500 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %505 = builtin.unrealized_conversion_cast %503 : !cute.ptr<f32, rmem> to !llvm.ptr
      %506 = llvm.load %504 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %506, %505 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %507 = llvm.load %308 : !llvm.ptr -> i8
      %508 = llvm.icmp "ne" %507, %43 : i8
      llvm.cond_br %508, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %509 = llvm.mlir.constant(16384 : i32) : i32
      %510 = llvm.getelementptr %103[%509] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %511 = builtin.unrealized_conversion_cast %510 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %512 = llvm.mlir.constant(8 : i32) : i32
      %513 = llvm.getelementptr %115[%512] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %514 = builtin.unrealized_conversion_cast %513 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %515 = builtin.unrealized_conversion_cast %511 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %516 = builtin.unrealized_conversion_cast %514 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %517 = llvm.load %515 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %517, %516 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb53
    ^bb53:  // 2 preds: ^bb51, ^bb52
      %518 = llvm.load %323 : !llvm.ptr -> i8
      %519 = llvm.icmp "ne" %518, %43 : i8
      llvm.cond_br %519, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %520 = llvm.mlir.constant(16385 : i32) : i32
      %521 = llvm.getelementptr %103[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %522 = builtin.unrealized_conversion_cast %521 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %523 = llvm.mlir.constant(9 : i32) : i32
      %524 = llvm.getelementptr %115[%523] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %525 = builtin.unrealized_conversion_cast %524 : !llvm.ptr to !cute.ptr<f32, rmem>
      %526 = builtin.unrealized_conversion_cast %522 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %527 = builtin.unrealized_conversion_cast %525 : !cute.ptr<f32, rmem> to !llvm.ptr
      %528 = llvm.load %526 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %528, %527 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb55
    ^bb55:  // 2 preds: ^bb53, ^bb54
      %529 = llvm.load %338 : !llvm.ptr -> i8
      %530 = llvm.icmp "ne" %529, %43 : i8
      llvm.cond_br %530, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %531 = llvm.mlir.constant(16386 : i32) : i32
      %532 = llvm.getelementptr %103[%531] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %533 = builtin.unrealized_conversion_cast %532 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %534 = llvm.mlir.constant(10 : i32) : i32
      %535 = llvm.getelementptr %115[%534] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %536 = builtin.unrealized_conversion_cast %535 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %537 = builtin.unrealized_conversion_cast %533 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %538 = builtin.unrealized_conversion_cast %536 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %539 = llvm.load %537 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %539, %538 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %540 = llvm.load %353 : !llvm.ptr -> i8
      %541 = llvm.icmp "ne" %540, %43 : i8
      llvm.cond_br %541, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %542 = llvm.mlir.constant(16387 : i32) : i32
      %543 = llvm.getelementptr %103[%542] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %544 = builtin.unrealized_conversion_cast %543 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %545 = llvm.mlir.constant(11 : i32) : i32
      %546 = llvm.getelementptr %115[%545] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %547 = builtin.unrealized_conversion_cast %546 : !llvm.ptr to !cute.ptr<f32, rmem>
      %548 = builtin.unrealized_conversion_cast %544 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %549 = builtin.unrealized_conversion_cast %547 : !cute.ptr<f32, rmem> to !llvm.ptr
      %550 = llvm.load %548 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %550, %549 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      %551 = llvm.load %368 : !llvm.ptr -> i8
      %552 = llvm.icmp "ne" %551, %43 : i8
      llvm.cond_br %552, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %553 = llvm.mlir.constant(24576 : i32) : i32
      %554 = llvm.getelementptr %103[%553] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %555 = builtin.unrealized_conversion_cast %554 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %556 = llvm.mlir.constant(12 : i32) : i32
      %557 = llvm.getelementptr %115[%556] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %558 = builtin.unrealized_conversion_cast %557 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %559 = builtin.unrealized_conversion_cast %555 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %560 = builtin.unrealized_conversion_cast %558 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %561 = llvm.load %559 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %561, %560 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb61
    ^bb61:  // 2 preds: ^bb59, ^bb60
      %562 = llvm.load %383 : !llvm.ptr -> i8
      %563 = llvm.icmp "ne" %562, %43 : i8
      llvm.cond_br %563, ^bb62, ^bb63
    ^bb62:  // pred: ^bb61
      %564 = llvm.mlir.constant(24577 : i32) : i32
      %565 = llvm.getelementptr %103[%564] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %566 = builtin.unrealized_conversion_cast %565 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %567 = llvm.mlir.constant(13 : i32) : i32
      %568 = llvm.getelementptr %115[%567] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %569 = builtin.unrealized_conversion_cast %568 : !llvm.ptr to !cute.ptr<f32, rmem>
      %570 = builtin.unrealized_conversion_cast %566 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %571 = builtin.unrealized_conversion_cast %569 : !cute.ptr<f32, rmem> to !llvm.ptr
      %572 = llvm.load %570 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %572, %571 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %573 = llvm.load %398 : !llvm.ptr -> i8
      %574 = llvm.icmp "ne" %573, %43 : i8
      llvm.cond_br %574, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %575 = llvm.mlir.constant(24578 : i32) : i32
      %576 = llvm.getelementptr %103[%575] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %577 = builtin.unrealized_conversion_cast %576 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %578 = llvm.mlir.constant(14 : i32) : i32
      %579 = llvm.getelementptr %115[%578] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %580 = builtin.unrealized_conversion_cast %579 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %581 = builtin.unrealized_conversion_cast %577 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %582 = builtin.unrealized_conversion_cast %580 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %583 = llvm.load %581 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %583, %582 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb65
    ^bb65:  // 2 preds: ^bb63, ^bb64
      %584 = llvm.load %413 : !llvm.ptr -> i8
      %585 = llvm.icmp "ne" %584, %43 : i8
      llvm.cond_br %585, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %586 = llvm.mlir.constant(24579 : i32) : i32
      %587 = llvm.getelementptr %103[%586] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %588 = builtin.unrealized_conversion_cast %587 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %589 = llvm.mlir.constant(15 : i32) : i32
      %590 = llvm.getelementptr %115[%589] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %591 = builtin.unrealized_conversion_cast %590 : !llvm.ptr to !cute.ptr<f32, rmem>
      %592 = builtin.unrealized_conversion_cast %588 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %593 = builtin.unrealized_conversion_cast %591 : !cute.ptr<f32, rmem> to !llvm.ptr
      %594 = llvm.load %592 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<1xf32>
      llvm.store %594, %593 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr
      llvm.br ^bb67
    ^bb67:  // 2 preds: ^bb65, ^bb66
      %595 = llvm.extractvalue %109[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %596 = llvm.mlir.poison : !llvm.array<1 x vector<16xf32>>
      %597 = builtin.unrealized_conversion_cast %596 : !llvm.array<1 x vector<16xf32>> to vector<1x16xf32>
      %598 = llvm.mlir.undef : !llvm.struct<()>
      %599 = llvm.mlir.constant(0 : i32) : i32
      %600 = llvm.getelementptr %595[%599] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %601 = builtin.unrealized_conversion_cast %600 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %602 = builtin.unrealized_conversion_cast %601 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %603 = llvm.load %602 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %604 = vector.insert %603, %597 [0] : vector<16xf32> into vector<1x16xf32>
      %605 = vector.shape_cast %604 : vector<1x16xf32> to vector<16xf32>
      %606 = llvm.extractvalue %114[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %607 = llvm.mlir.poison : !llvm.array<1 x vector<16xf32>>
      %608 = builtin.unrealized_conversion_cast %607 : !llvm.array<1 x vector<16xf32>> to vector<1x16xf32>
      %609 = llvm.mlir.undef : !llvm.struct<()>
      %610 = llvm.mlir.constant(0 : i32) : i32
      %611 = llvm.getelementptr %606[%610] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %612 = builtin.unrealized_conversion_cast %611 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %613 = builtin.unrealized_conversion_cast %612 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %614 = llvm.load %613 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %615 = vector.insert %614, %608 [0] : vector<16xf32> into vector<1x16xf32>
      %616 = vector.shape_cast %615 : vector<1x16xf32> to vector<16xf32>
      %617 = llvm.fadd %605, %616 : vector<16xf32>
      %618 = llvm.extractvalue %119[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %619 = vector.shape_cast %617 : vector<16xf32> to vector<1x16xf32>
      %620 = llvm.mlir.undef : !llvm.struct<()>
      %621 = llvm.mlir.constant(0 : i32) : i32
      %622 = llvm.getelementptr %618[%621] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %623 = builtin.unrealized_conversion_cast %622 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %624 = builtin.unrealized_conversion_cast %623 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %625 = vector.extract %619[0] : vector<16xf32> from vector<1x16xf32>
      llvm.store %625, %624 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      %626 = llvm.load %194 : !llvm.ptr -> i8
      %627 = llvm.icmp "ne" %626, %43 : i8
      llvm.cond_br %627, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      %628 = builtin.unrealized_conversion_cast %121 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %629 = builtin.unrealized_conversion_cast %106 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %630 = llvm.load %628 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %630, %629 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %631 = llvm.load %203 : !llvm.ptr -> i8
      %632 = llvm.icmp "ne" %631, %43 : i8
      llvm.cond_br %632, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %633 = llvm.mlir.constant(1 : i32) : i32
      %634 = llvm.getelementptr %120[%633] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %635 = builtin.unrealized_conversion_cast %634 : !llvm.ptr to !cute.ptr<f32, rmem>
      %636 = llvm.mlir.constant(1 : i32) : i32
      %637 = llvm.getelementptr %105[%636] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %638 = builtin.unrealized_conversion_cast %637 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %639 = builtin.unrealized_conversion_cast %635 : !cute.ptr<f32, rmem> to !llvm.ptr
      %640 = builtin.unrealized_conversion_cast %638 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %641 = llvm.load %639 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %641, %640 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      %642 = llvm.load %218 : !llvm.ptr -> i8
      %643 = llvm.icmp "ne" %642, %43 : i8
      llvm.cond_br %643, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %644 = llvm.mlir.constant(2 : i32) : i32
      %645 = llvm.getelementptr %120[%644] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %646 = builtin.unrealized_conversion_cast %645 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %647 = llvm.mlir.constant(2 : i32) : i32
      %648 = llvm.getelementptr %105[%647] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %649 = builtin.unrealized_conversion_cast %648 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %650 = builtin.unrealized_conversion_cast %646 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %651 = builtin.unrealized_conversion_cast %649 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %652 = llvm.load %650 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %652, %651 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb73
    ^bb73:  // 2 preds: ^bb71, ^bb72
      %653 = llvm.load %233 : !llvm.ptr -> i8
      %654 = llvm.icmp "ne" %653, %43 : i8
      llvm.cond_br %654, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %655 = llvm.mlir.constant(3 : i32) : i32
      %656 = llvm.getelementptr %120[%655] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %657 = builtin.unrealized_conversion_cast %656 : !llvm.ptr to !cute.ptr<f32, rmem>
      %658 = llvm.mlir.constant(3 : i32) : i32
      %659 = llvm.getelementptr %105[%658] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %660 = builtin.unrealized_conversion_cast %659 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %661 = builtin.unrealized_conversion_cast %657 : !cute.ptr<f32, rmem> to !llvm.ptr
      %662 = builtin.unrealized_conversion_cast %660 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %663 = llvm.load %661 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %663, %662 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      %664 = llvm.load %248 : !llvm.ptr -> i8
      %665 = llvm.icmp "ne" %664, %43 : i8
      llvm.cond_br %665, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %666 = llvm.mlir.constant(4 : i32) : i32
      %667 = llvm.getelementptr %120[%666] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %668 = builtin.unrealized_conversion_cast %667 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %669 = llvm.mlir.constant(8192 : i32) : i32
      %670 = llvm.getelementptr %105[%669] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %671 = builtin.unrealized_conversion_cast %670 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %672 = builtin.unrealized_conversion_cast %668 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %673 = builtin.unrealized_conversion_cast %671 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %674 = llvm.load %672 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %674, %673 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      %675 = llvm.load %263 : !llvm.ptr -> i8
      %676 = llvm.icmp "ne" %675, %43 : i8
      llvm.cond_br %676, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %677 = llvm.mlir.constant(5 : i32) : i32
      %678 = llvm.getelementptr %120[%677] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %679 = builtin.unrealized_conversion_cast %678 : !llvm.ptr to !cute.ptr<f32, rmem>
      %680 = llvm.mlir.constant(8193 : i32) : i32
      %681 = llvm.getelementptr %105[%680] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %682 = builtin.unrealized_conversion_cast %681 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %683 = builtin.unrealized_conversion_cast %679 : !cute.ptr<f32, rmem> to !llvm.ptr
      %684 = builtin.unrealized_conversion_cast %682 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %685 = llvm.load %683 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %685, %684 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb79
    ^bb79:  // 2 preds: ^bb77, ^bb78
      %686 = llvm.load %278 : !llvm.ptr -> i8
      %687 = llvm.icmp "ne" %686, %43 : i8
      llvm.cond_br %687, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %688 = llvm.mlir.constant(6 : i32) : i32
      %689 = llvm.getelementptr %120[%688] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %690 = builtin.unrealized_conversion_cast %689 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %691 = llvm.mlir.constant(8194 : i32) : i32
      %692 = llvm.getelementptr %105[%691] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %693 = builtin.unrealized_conversion_cast %692 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %694 = builtin.unrealized_conversion_cast %690 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %695 = builtin.unrealized_conversion_cast %693 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %696 = llvm.load %694 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %696, %695 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      %697 = llvm.load %293 : !llvm.ptr -> i8
      %698 = llvm.icmp "ne" %697, %43 : i8
      llvm.cond_br %698, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %699 = llvm.mlir.constant(7 : i32) : i32
      %700 = llvm.getelementptr %120[%699] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %701 = builtin.unrealized_conversion_cast %700 : !llvm.ptr to !cute.ptr<f32, rmem>
      %702 = llvm.mlir.constant(8195 : i32) : i32
      %703 = llvm.getelementptr %105[%702] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %704 = builtin.unrealized_conversion_cast %703 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %705 = builtin.unrealized_conversion_cast %701 : !cute.ptr<f32, rmem> to !llvm.ptr
      %706 = builtin.unrealized_conversion_cast %704 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %707 = llvm.load %705 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %707, %706 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb83
    ^bb83:  // 2 preds: ^bb81, ^bb82
      %708 = llvm.load %308 : !llvm.ptr -> i8
      %709 = llvm.icmp "ne" %708, %43 : i8
      llvm.cond_br %709, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %710 = llvm.mlir.constant(8 : i32) : i32
      %711 = llvm.getelementptr %120[%710] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %712 = builtin.unrealized_conversion_cast %711 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %713 = llvm.mlir.constant(16384 : i32) : i32
      %714 = llvm.getelementptr %105[%713] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %715 = builtin.unrealized_conversion_cast %714 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %716 = builtin.unrealized_conversion_cast %712 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %717 = builtin.unrealized_conversion_cast %715 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %718 = llvm.load %716 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %718, %717 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      %719 = llvm.load %323 : !llvm.ptr -> i8
      %720 = llvm.icmp "ne" %719, %43 : i8
      llvm.cond_br %720, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %721 = llvm.mlir.constant(9 : i32) : i32
      %722 = llvm.getelementptr %120[%721] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %723 = builtin.unrealized_conversion_cast %722 : !llvm.ptr to !cute.ptr<f32, rmem>
      %724 = llvm.mlir.constant(16385 : i32) : i32
      %725 = llvm.getelementptr %105[%724] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %726 = builtin.unrealized_conversion_cast %725 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %727 = builtin.unrealized_conversion_cast %723 : !cute.ptr<f32, rmem> to !llvm.ptr
      %728 = builtin.unrealized_conversion_cast %726 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %729 = llvm.load %727 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %729, %728 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      %730 = llvm.load %338 : !llvm.ptr -> i8
      %731 = llvm.icmp "ne" %730, %43 : i8
      llvm.cond_br %731, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %732 = llvm.mlir.constant(10 : i32) : i32
      %733 = llvm.getelementptr %120[%732] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %734 = builtin.unrealized_conversion_cast %733 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %735 = llvm.mlir.constant(16386 : i32) : i32
      %736 = llvm.getelementptr %105[%735] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %737 = builtin.unrealized_conversion_cast %736 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %738 = builtin.unrealized_conversion_cast %734 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %739 = builtin.unrealized_conversion_cast %737 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %740 = llvm.load %738 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %740, %739 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb89
    ^bb89:  // 2 preds: ^bb87, ^bb88
      %741 = llvm.load %353 : !llvm.ptr -> i8
      %742 = llvm.icmp "ne" %741, %43 : i8
      llvm.cond_br %742, ^bb90, ^bb91
    ^bb90:  // pred: ^bb89
      %743 = llvm.mlir.constant(11 : i32) : i32
      %744 = llvm.getelementptr %120[%743] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %745 = builtin.unrealized_conversion_cast %744 : !llvm.ptr to !cute.ptr<f32, rmem>
      %746 = llvm.mlir.constant(16387 : i32) : i32
      %747 = llvm.getelementptr %105[%746] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %748 = builtin.unrealized_conversion_cast %747 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %749 = builtin.unrealized_conversion_cast %745 : !cute.ptr<f32, rmem> to !llvm.ptr
      %750 = builtin.unrealized_conversion_cast %748 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %751 = llvm.load %749 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %751, %750 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      %752 = llvm.load %368 : !llvm.ptr -> i8
      %753 = llvm.icmp "ne" %752, %43 : i8
      llvm.cond_br %753, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      %754 = llvm.mlir.constant(12 : i32) : i32
      %755 = llvm.getelementptr %120[%754] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %756 = builtin.unrealized_conversion_cast %755 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %757 = llvm.mlir.constant(24576 : i32) : i32
      %758 = llvm.getelementptr %105[%757] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %759 = builtin.unrealized_conversion_cast %758 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %760 = builtin.unrealized_conversion_cast %756 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %761 = builtin.unrealized_conversion_cast %759 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %762 = llvm.load %760 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %762, %761 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %763 = llvm.load %383 : !llvm.ptr -> i8
      %764 = llvm.icmp "ne" %763, %43 : i8
      llvm.cond_br %764, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %765 = llvm.mlir.constant(13 : i32) : i32
      %766 = llvm.getelementptr %120[%765] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %767 = builtin.unrealized_conversion_cast %766 : !llvm.ptr to !cute.ptr<f32, rmem>
      %768 = llvm.mlir.constant(24577 : i32) : i32
      %769 = llvm.getelementptr %105[%768] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %770 = builtin.unrealized_conversion_cast %769 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %771 = builtin.unrealized_conversion_cast %767 : !cute.ptr<f32, rmem> to !llvm.ptr
      %772 = builtin.unrealized_conversion_cast %770 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %773 = llvm.load %771 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %773, %772 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb95
    ^bb95:  // 2 preds: ^bb93, ^bb94
      %774 = llvm.load %398 : !llvm.ptr -> i8
      %775 = llvm.icmp "ne" %774, %43 : i8
      llvm.cond_br %775, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %776 = llvm.mlir.constant(14 : i32) : i32
      %777 = llvm.getelementptr %120[%776] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %778 = builtin.unrealized_conversion_cast %777 : !llvm.ptr to !cute.ptr<f32, rmem, align<8>>
      %779 = llvm.mlir.constant(24578 : i32) : i32
      %780 = llvm.getelementptr %105[%779] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %781 = builtin.unrealized_conversion_cast %780 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<8>>
      %782 = builtin.unrealized_conversion_cast %778 : !cute.ptr<f32, rmem, align<8>> to !llvm.ptr
      %783 = builtin.unrealized_conversion_cast %781 : !cute.ptr<f32, gmem, align<8>> to !llvm.ptr<1>
      %784 = llvm.load %782 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %784, %783 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      %785 = llvm.load %413 : !llvm.ptr -> i8
      %786 = llvm.icmp "ne" %785, %43 : i8
      llvm.cond_br %786, ^bb98, ^bb99
    ^bb98:  // pred: ^bb97
      %787 = llvm.mlir.constant(15 : i32) : i32
      %788 = llvm.getelementptr %120[%787] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %789 = builtin.unrealized_conversion_cast %788 : !llvm.ptr to !cute.ptr<f32, rmem>
      %790 = llvm.mlir.constant(24579 : i32) : i32
      %791 = llvm.getelementptr %105[%790] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %792 = builtin.unrealized_conversion_cast %791 : !llvm.ptr<1> to !cute.ptr<f32, gmem>
      %793 = builtin.unrealized_conversion_cast %789 : !cute.ptr<f32, rmem> to !llvm.ptr
      %794 = builtin.unrealized_conversion_cast %792 : !cute.ptr<f32, gmem> to !llvm.ptr<1>
      %795 = llvm.load %793 {alignment = 16 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %795, %794 {alignment = 16 : i64} : vector<1xf32>, !llvm.ptr<1>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      llvm.return
    }
  }
  llvm.func @cutlass_elementwise_add_v1~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(32768 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(128 : i32) : i32
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %6 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %7 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %8 = llvm.insertvalue %5, %7[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %10 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %11 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %12 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %13 = llvm.insertvalue %10, %12[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %15 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %16 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %17 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %18 = llvm.insertvalue %15, %17[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
    %20 = llvm.inttoptr %3 : i64 to !llvm.ptr
    %21 = llvm.mlir.constant(1 : i32) : i32
    %22 = llvm.alloca %21 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %23 = llvm.alloca %21 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %24 = llvm.getelementptr %22[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %23, %24 : !llvm.ptr, !llvm.ptr
    %25 = llvm.getelementptr %22[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %2, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %22[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %22[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %22[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %3, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %22[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %22[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %22[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %22[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %33 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %33, %32 : i32, !llvm.ptr
    %34 = llvm.getelementptr %22[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %20, %34 : !llvm.ptr, !llvm.ptr
    %35 = llvm.alloca %21 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %36 = llvm.getelementptr %35[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %22, %36 : !llvm.ptr, !llvm.ptr
    %37 = llvm.getelementptr %35[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
    %39 = llvm.getelementptr %38[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %40 = llvm.load %39 : !llvm.ptr -> i32
    %41 = llvm.getelementptr %38[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %42 = llvm.load %41 : !llvm.ptr -> !llvm.ptr
    %43 = llvm.mlir.constant(6 : i32) : i32
    %44 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%44 : i32)
  ^bb1(%45: i32):  // 2 preds: ^bb2, ^bb3
    %46 = llvm.getelementptr %42[%45] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %47 = llvm.getelementptr %46[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %43, %47 : i32, !llvm.ptr
    %48 = llvm.getelementptr %46[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %48 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %49 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %50 = llvm.mlir.constant(0 : index) : i64
    %51 = llvm.getelementptr %49[%50, %50] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %52 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %53 = llvm.mlir.constant(0 : index) : i64
    %54 = llvm.getelementptr %52[%53, %53] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %55 = llvm.call @printf(%54, %51) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %56 = llvm.mlir.constant(1 : i32) : i32
    %57 = llvm.add %40, %56 : i32
    llvm.store %57, %39 : i32, !llvm.ptr
    llvm.br ^bb1(%40 : i32)
  ^bb6:  // pred: ^bb0
    %58 = llvm.mlir.constant(3 : i32) : i32
    %59 = llvm.icmp "uge" %40, %58 : i32
    llvm.cond_br %59, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%60 : i32)
  ^bb7:  // pred: ^bb0
    %61 = llvm.getelementptr %42[%60] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %62 = llvm.getelementptr %61[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %63 = llvm.load %62 : !llvm.ptr -> i32
    %64 = llvm.icmp "eq" %63, %43 : i32
    %65 = llvm.mlir.constant(1 : i32) : i32
    %66 = llvm.add %60, %65 : i32
    llvm.cond_br %64, ^bb3, ^bb0(%66 : i32)
  ^bb0(%60: i32):  // 2 preds: ^bb8, ^bb7
    %67 = llvm.icmp "uge" %60, %40 : i32
    llvm.cond_br %67, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %68 = llvm.getelementptr %35[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %69 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
    %70 = llvm.getelementptr %69[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %71 = llvm.load %70 : !llvm.ptr -> i32
    %72 = llvm.getelementptr %69[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %73 = llvm.load %72 : !llvm.ptr -> !llvm.ptr
    %74 = llvm.mlir.constant(2 : i32) : i32
    %75 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%75 : i32)
  ^bb10(%76: i32):  // 2 preds: ^bb11, ^bb12
    %77 = llvm.getelementptr %73[%76] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %78 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %74, %78 : i32, !llvm.ptr
    %79 = llvm.getelementptr %77[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %79 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %80 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %81 = llvm.mlir.constant(0 : index) : i64
    %82 = llvm.getelementptr %80[%81, %81] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %83 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %84 = llvm.mlir.constant(0 : index) : i64
    %85 = llvm.getelementptr %83[%84, %84] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %86 = llvm.call @printf(%85, %82) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %87 = llvm.mlir.constant(1 : i32) : i32
    %88 = llvm.add %71, %87 : i32
    llvm.store %88, %70 : i32, !llvm.ptr
    llvm.br ^bb10(%71 : i32)
  ^bb15:  // pred: ^bb9
    %89 = llvm.mlir.constant(3 : i32) : i32
    %90 = llvm.icmp "uge" %71, %89 : i32
    llvm.cond_br %90, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%91 : i32)
  ^bb16:  // pred: ^bb9
    %92 = llvm.getelementptr %73[%91] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %93 = llvm.getelementptr %92[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %94 = llvm.load %93 : !llvm.ptr -> i32
    %95 = llvm.icmp "eq" %94, %74 : i32
    %96 = llvm.mlir.constant(1 : i32) : i32
    %97 = llvm.add %91, %96 : i32
    llvm.cond_br %95, ^bb12, ^bb9(%97 : i32)
  ^bb9(%91: i32):  // 2 preds: ^bb4, ^bb16
    %98 = llvm.icmp "uge" %91, %71 : i32
    llvm.cond_br %98, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %99 = builtin.unrealized_conversion_cast %35 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %100 = cuda.launch_ex @kernels::@kernel_cutlass_add_kernel_v1~<%99> (%9, %14, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %101 = builtin.unrealized_conversion_cast %100 : !cuda.result to i32
    cuda.return_if_error %101 : i32
    llvm.return %4 : i32
  }
  llvm.func @_mlir_ciface_cutlass_elementwise_add_v1~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_elementwise_add_v1~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
