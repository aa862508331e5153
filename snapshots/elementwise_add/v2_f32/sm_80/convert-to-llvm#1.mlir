// irscope snapshot: elementwise_add:v2_f32@sm_80 after convert-to-llvm#1 (convert-to-llvm)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_add_kernel_v2~' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %d bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.func @kernel_cutlass_add_kernel_v2~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %1 = llvm.mlir.constant(4 : i32) : i32
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
      %25 = llvm.mlir.constant(0 : i8) : i8
      %26 = llvm.mlir.poison : !llvm.struct<()>
      %27 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %28 = llvm.mlir.constant(1 : i32) : i32
      %29 = llvm.mlir.constant(0 : i32) : i32
      %30 = llvm.mlir.constant(32768 : i32) : i32
      %31 = llvm.mlir.constant(4 : i32) : i32
      %32 = llvm.mlir.constant(32 : i32) : i32
      %33 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %34 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %35 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<()>, struct<()>)>)>
      %36 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %37 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %38 = llvm.extractvalue %34[0] : !llvm.struct<(struct<()>, struct<()>)>
      %39 = llvm.extractvalue %34[1] : !llvm.struct<(struct<()>, struct<()>)>
      %40 = llvm.mlir.constant(512 : i32) : i32
      %41 = llvm.sdiv %37, %40 : i32
      %42 = llvm.mlir.constant(512 : i32) : i32
      %43 = llvm.srem %37, %42 : i32
      %44 = llvm.mlir.constant(131072 : i32) : i32
      %45 = llvm.mul %43, %44 : i32
      %46 = llvm.mlir.constant(128 : i32) : i32
      %47 = llvm.mul %41, %46 : i32
      %48 = llvm.add %45, %47 : i32
      %49 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %50 = llvm.getelementptr %49[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %51 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %52 = llvm.getelementptr %51[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %53 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %54 = llvm.getelementptr %53[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %55 = llvm.extractvalue %33[0] : !llvm.struct<(struct<()>, struct<()>)>
      %56 = llvm.extractvalue %33[1] : !llvm.struct<(struct<()>, struct<()>)>
      %57 = llvm.mlir.constant(512 : i32) : i32
      %58 = llvm.sdiv %37, %57 : i32
      %59 = llvm.mlir.constant(512 : i32) : i32
      %60 = llvm.srem %37, %59 : i32
      %61 = llvm.mlir.constant(16 : i32) : i32
      %62 = llvm.mul %60, %61 : i32
      %63 = llvm.mlir.constant(128 : i32) : i32
      %64 = llvm.mul %58, %63 : i32
      %65 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %66 = llvm.insertvalue %62, %65[0] : !llvm.struct<(i32, i32)>
      %67 = llvm.insertvalue %64, %66[1] : !llvm.struct<(i32, i32)>
      %68 = llvm.extractvalue %35[0] : !llvm.struct<(struct<()>, struct<(struct<()>, struct<()>)>)>
      %69 = llvm.extractvalue %67[0] : !llvm.struct<(i32, i32)>
      %70 = llvm.extractvalue %67[1] : !llvm.struct<(i32, i32)>
      %71 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %72 = llvm.insertvalue %69, %71[0] : !llvm.struct<(i32, i32)>
      %73 = llvm.insertvalue %70, %72[1] : !llvm.struct<(i32, i32)>
      %74 = llvm.mlir.undef : !llvm.struct<()>
      %75 = llvm.mlir.undef : !llvm.struct<()>
      %76 = llvm.mlir.undef : !llvm.struct<()>
      %77 = llvm.sdiv %36, %32 : i32
      %78 = llvm.srem %36, %32 : i32
      %79 = llvm.mul %78, %31 : i32
      %80 = llvm.mul %77, %30 : i32
      %81 = llvm.add %79, %80 : i32
      %82 = llvm.getelementptr %50[%81] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %83 = builtin.unrealized_conversion_cast %82 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %84 = llvm.getelementptr %52[%81] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %85 = builtin.unrealized_conversion_cast %84 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %86 = llvm.getelementptr %54[%81] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %87 = builtin.unrealized_conversion_cast %86 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %88 = llvm.mul %77, %31 : i32
      %89 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %90 = llvm.insertvalue %88, %89[0] : !llvm.struct<(i32, i32)>
      %91 = llvm.insertvalue %79, %90[1] : !llvm.struct<(i32, i32)>
      %92 = llvm.extractvalue %73[0] : !llvm.struct<(i32, i32)>
      %93 = llvm.extractvalue %73[1] : !llvm.struct<(i32, i32)>
      %94 = llvm.extractvalue %91[0] : !llvm.struct<(i32, i32)>
      %95 = llvm.extractvalue %91[1] : !llvm.struct<(i32, i32)>
      %96 = llvm.add %92, %94 : i32
      %97 = llvm.add %93, %95 : i32
      %98 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %99 = llvm.insertvalue %96, %98[0] : !llvm.struct<(i32, i32)>
      %100 = llvm.insertvalue %97, %99[1] : !llvm.struct<(i32, i32)>
      %101 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %102 = llvm.insertvalue %15, %101[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %103 = llvm.insertvalue %12, %102[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %104 = llvm.extractvalue %103[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %105 = builtin.unrealized_conversion_cast %104 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %106 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %107 = llvm.insertvalue %11, %106[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %108 = llvm.insertvalue %8, %107[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %109 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %110 = builtin.unrealized_conversion_cast %109 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %111 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %112 = llvm.insertvalue %7, %111[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %113 = llvm.insertvalue %4, %112[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %114 = llvm.extractvalue %113[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %115 = builtin.unrealized_conversion_cast %114 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %116 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %117 = llvm.insertvalue %3, %116[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %118 = llvm.insertvalue %0, %117[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb0(%29 : i32)
    ^bb0(%119: i32):  // 2 preds: ^bb1, ^bb2
      %120 = llvm.icmp "slt" %119, %31 : i32
      llvm.cond_br %120, ^bb2, ^bb3
    ^bb2:  // pred: ^bb0
      %121 = llvm.extractvalue %27[0] : !llvm.struct<(struct<()>, struct<()>)>
      %122 = llvm.extractvalue %27[1] : !llvm.struct<(struct<()>, struct<()>)>
      %123 = llvm.extractvalue %100[0] : !llvm.struct<(i32, i32)>
      %124 = llvm.extractvalue %100[1] : !llvm.struct<(i32, i32)>
      %125 = llvm.add %123, %119 : i32
      %126 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %127 = llvm.insertvalue %125, %126[0] : !llvm.struct<(i32, i32)>
      %128 = llvm.insertvalue %124, %127[1] : !llvm.struct<(i32, i32)>
      %129 = llvm.extractvalue %128[0] : !llvm.struct<(i32, i32)>
      %130 = llvm.extractvalue %128[1] : !llvm.struct<(i32, i32)>
      %131 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %132 = llvm.insertvalue %129, %131[0] : !llvm.struct<(i32, i32)>
      %133 = llvm.insertvalue %130, %132[1] : !llvm.struct<(i32, i32)>
      %134 = llvm.extractvalue %133[0] : !llvm.struct<(i32, i32)>
      %135 = llvm.extractvalue %133[1] : !llvm.struct<(i32, i32)>
      %136 = llvm.icmp "slt" %134, %16 : i32
      %137 = llvm.icmp "slt" %135, %16 : i32
      %138 = llvm.and %136, %137 : i1
      %139 = llvm.zext %138 : i1 to i8
      %140 = llvm.mlir.constant(0 : i32) : i32
      %141 = llvm.mlir.constant(0 : i32) : i32
      %142 = llvm.mlir.undef : !llvm.struct<(i32, i32, i32)>
      %143 = llvm.insertvalue %119, %142[0] : !llvm.struct<(i32, i32, i32)>
      %144 = llvm.insertvalue %140, %143[1] : !llvm.struct<(i32, i32, i32)>
      %145 = llvm.insertvalue %141, %144[2] : !llvm.struct<(i32, i32, i32)>
      %146 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %147 = llvm.extractvalue %146[0] : !llvm.struct<(struct<()>, struct<()>)>
      %148 = llvm.extractvalue %146[1] : !llvm.struct<(struct<()>, struct<()>)>
      %149 = llvm.extractvalue %145[0] : !llvm.struct<(i32, i32, i32)>
      %150 = llvm.extractvalue %145[1] : !llvm.struct<(i32, i32, i32)>
      %151 = llvm.extractvalue %145[2] : !llvm.struct<(i32, i32, i32)>
      %152 = llvm.extractvalue %118[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %153 = llvm.getelementptr %152[%149] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %154 = llvm.ptrtoint %153 : !llvm.ptr to i64
      %155 = llvm.inttoptr %154 : i64 to !llvm.ptr
      llvm.store %139, %155 {alignment = 1 : i64} : i8, !llvm.ptr
      %156 = llvm.add %119, %28 : i32
      llvm.br ^bb0(%156 : i32)
    ^bb3:  // pred: ^bb0
      %157 = llvm.extractvalue %118[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %158 = builtin.unrealized_conversion_cast %157 : !llvm.ptr to !cute.ptr<i8, rmem, align<32>>
      %159 = builtin.unrealized_conversion_cast %158 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
      %160 = llvm.load %159 : !llvm.ptr -> i8
      %161 = llvm.icmp "ne" %160, %25 : i8
      llvm.cond_br %161, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %162 = builtin.unrealized_conversion_cast %83 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %163 = builtin.unrealized_conversion_cast %105 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %164 = llvm.load %162 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %164, %163 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      %165 = llvm.mlir.constant(1 : i32) : i32
      %166 = llvm.getelementptr %157[%165] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %167 = builtin.unrealized_conversion_cast %166 : !llvm.ptr to !cute.ptr<i8, rmem>
      %168 = builtin.unrealized_conversion_cast %167 : !cute.ptr<i8, rmem> to !llvm.ptr
      %169 = llvm.load %168 : !llvm.ptr -> i8
      %170 = llvm.icmp "ne" %169, %25 : i8
      llvm.cond_br %170, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %171 = llvm.mlir.constant(8192 : i32) : i32
      %172 = llvm.getelementptr %82[%171] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %173 = builtin.unrealized_conversion_cast %172 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %174 = llvm.mlir.constant(4 : i32) : i32
      %175 = llvm.getelementptr %104[%174] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %176 = builtin.unrealized_conversion_cast %175 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %177 = builtin.unrealized_conversion_cast %173 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %178 = builtin.unrealized_conversion_cast %176 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %179 = llvm.load %177 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %179, %178 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %180 = llvm.mlir.constant(2 : i32) : i32
      %181 = llvm.getelementptr %157[%180] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %182 = builtin.unrealized_conversion_cast %181 : !llvm.ptr to !cute.ptr<i8, rmem, align<2>>
      %183 = builtin.unrealized_conversion_cast %182 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
      %184 = llvm.load %183 : !llvm.ptr -> i8
      %185 = llvm.icmp "ne" %184, %25 : i8
      llvm.cond_br %185, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %186 = llvm.mlir.constant(16384 : i32) : i32
      %187 = llvm.getelementptr %82[%186] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %188 = builtin.unrealized_conversion_cast %187 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %189 = llvm.mlir.constant(8 : i32) : i32
      %190 = llvm.getelementptr %104[%189] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %191 = builtin.unrealized_conversion_cast %190 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %192 = builtin.unrealized_conversion_cast %188 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %193 = builtin.unrealized_conversion_cast %191 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %194 = llvm.load %192 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %194, %193 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %195 = llvm.mlir.constant(3 : i32) : i32
      %196 = llvm.getelementptr %157[%195] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %197 = builtin.unrealized_conversion_cast %196 : !llvm.ptr to !cute.ptr<i8, rmem>
      %198 = builtin.unrealized_conversion_cast %197 : !cute.ptr<i8, rmem> to !llvm.ptr
      %199 = llvm.load %198 : !llvm.ptr -> i8
      %200 = llvm.icmp "ne" %199, %25 : i8
      llvm.cond_br %200, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %201 = llvm.mlir.constant(24576 : i32) : i32
      %202 = llvm.getelementptr %82[%201] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %203 = builtin.unrealized_conversion_cast %202 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %204 = llvm.mlir.constant(12 : i32) : i32
      %205 = llvm.getelementptr %104[%204] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %206 = builtin.unrealized_conversion_cast %205 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %207 = builtin.unrealized_conversion_cast %203 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %208 = builtin.unrealized_conversion_cast %206 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %209 = llvm.load %207 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %209, %208 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %210 = llvm.load %159 : !llvm.ptr -> i8
      %211 = llvm.icmp "ne" %210, %25 : i8
      llvm.cond_br %211, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %212 = builtin.unrealized_conversion_cast %85 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %213 = builtin.unrealized_conversion_cast %110 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %214 = llvm.load %212 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %214, %213 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %215 = llvm.load %168 : !llvm.ptr -> i8
      %216 = llvm.icmp "ne" %215, %25 : i8
      llvm.cond_br %216, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %217 = llvm.mlir.constant(8192 : i32) : i32
      %218 = llvm.getelementptr %84[%217] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %219 = builtin.unrealized_conversion_cast %218 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %220 = llvm.mlir.constant(4 : i32) : i32
      %221 = llvm.getelementptr %109[%220] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %222 = builtin.unrealized_conversion_cast %221 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %223 = builtin.unrealized_conversion_cast %219 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %224 = builtin.unrealized_conversion_cast %222 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %225 = llvm.load %223 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %225, %224 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %226 = llvm.load %183 : !llvm.ptr -> i8
      %227 = llvm.icmp "ne" %226, %25 : i8
      llvm.cond_br %227, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %228 = llvm.mlir.constant(16384 : i32) : i32
      %229 = llvm.getelementptr %84[%228] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %230 = builtin.unrealized_conversion_cast %229 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %231 = llvm.mlir.constant(8 : i32) : i32
      %232 = llvm.getelementptr %109[%231] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %233 = builtin.unrealized_conversion_cast %232 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %234 = builtin.unrealized_conversion_cast %230 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %235 = builtin.unrealized_conversion_cast %233 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %236 = llvm.load %234 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %236, %235 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %237 = llvm.load %198 : !llvm.ptr -> i8
      %238 = llvm.icmp "ne" %237, %25 : i8
      llvm.cond_br %238, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %239 = llvm.mlir.constant(24576 : i32) : i32
      %240 = llvm.getelementptr %84[%239] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %241 = builtin.unrealized_conversion_cast %240 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %242 = llvm.mlir.constant(12 : i32) : i32
      %243 = llvm.getelementptr %109[%242] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %244 = builtin.unrealized_conversion_cast %243 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %245 = builtin.unrealized_conversion_cast %241 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %246 = builtin.unrealized_conversion_cast %244 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %247 = llvm.load %245 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %247, %246 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %248 = llvm.extractvalue %103[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %249 = llvm.mlir.poison : !llvm.array<1 x vector<16xf32>>
      %250 = builtin.unrealized_conversion_cast %249 : !llvm.array<1 x vector<16xf32>> to vector<1x16xf32>
      %251 = llvm.mlir.undef : !llvm.struct<()>
      %252 = llvm.mlir.constant(0 : i32) : i32
      %253 = llvm.getelementptr %248[%252] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %254 = builtin.unrealized_conversion_cast %253 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %255 = builtin.unrealized_conversion_cast %254 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %256 = llvm.load %255 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %257 = vector.insert %256, %250 [0] : vector<16xf32> into vector<1x16xf32>
      %258 = vector.shape_cast %257 : vector<1x16xf32> to vector<16xf32>
      %259 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %260 = llvm.mlir.poison : !llvm.array<1 x vector<16xf32>>
      %261 = builtin.unrealized_conversion_cast %260 : !llvm.array<1 x vector<16xf32>> to vector<1x16xf32>
      %262 = llvm.mlir.undef : !llvm.struct<()>
      %263 = llvm.mlir.constant(0 : i32) : i32
      %264 = llvm.getelementptr %259[%263] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %265 = builtin.unrealized_conversion_cast %264 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %266 = builtin.unrealized_conversion_cast %265 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %267 = llvm.load %266 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %268 = vector.insert %267, %261 [0] : vector<16xf32> into vector<1x16xf32>
      %269 = vector.shape_cast %268 : vector<1x16xf32> to vector<16xf32>
      %270 = llvm.fadd %258, %269 : vector<16xf32>
      %271 = llvm.extractvalue %113[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %272 = vector.shape_cast %270 : vector<16xf32> to vector<1x16xf32>
      %273 = llvm.mlir.undef : !llvm.struct<()>
      %274 = llvm.mlir.constant(0 : i32) : i32
      %275 = llvm.getelementptr %271[%274] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %276 = builtin.unrealized_conversion_cast %275 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %277 = builtin.unrealized_conversion_cast %276 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %278 = vector.extract %272[0] : vector<16xf32> from vector<1x16xf32>
      llvm.store %278, %277 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      %279 = llvm.load %159 : !llvm.ptr -> i8
      %280 = llvm.icmp "ne" %279, %25 : i8
      llvm.cond_br %280, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %281 = builtin.unrealized_conversion_cast %115 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %282 = builtin.unrealized_conversion_cast %87 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %283 = llvm.load %281 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %283, %282 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %284 = llvm.load %168 : !llvm.ptr -> i8
      %285 = llvm.icmp "ne" %284, %25 : i8
      llvm.cond_br %285, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %286 = llvm.mlir.constant(4 : i32) : i32
      %287 = llvm.getelementptr %114[%286] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %288 = builtin.unrealized_conversion_cast %287 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %289 = llvm.mlir.constant(8192 : i32) : i32
      %290 = llvm.getelementptr %86[%289] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %291 = builtin.unrealized_conversion_cast %290 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %292 = builtin.unrealized_conversion_cast %288 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %293 = builtin.unrealized_conversion_cast %291 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %294 = llvm.load %292 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %294, %293 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %295 = llvm.load %183 : !llvm.ptr -> i8
      %296 = llvm.icmp "ne" %295, %25 : i8
      llvm.cond_br %296, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %297 = llvm.mlir.constant(8 : i32) : i32
      %298 = llvm.getelementptr %114[%297] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %299 = builtin.unrealized_conversion_cast %298 : !llvm.ptr to !cute.ptr<f32, rmem, align<32>>
      %300 = llvm.mlir.constant(16384 : i32) : i32
      %301 = llvm.getelementptr %86[%300] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %302 = builtin.unrealized_conversion_cast %301 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %303 = builtin.unrealized_conversion_cast %299 : !cute.ptr<f32, rmem, align<32>> to !llvm.ptr
      %304 = builtin.unrealized_conversion_cast %302 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %305 = llvm.load %303 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %305, %304 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      %306 = llvm.load %198 : !llvm.ptr -> i8
      %307 = llvm.icmp "ne" %306, %25 : i8
      llvm.cond_br %307, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %308 = llvm.mlir.constant(12 : i32) : i32
      %309 = llvm.getelementptr %114[%308] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %310 = builtin.unrealized_conversion_cast %309 : !llvm.ptr to !cute.ptr<f32, rmem, align<16>>
      %311 = llvm.mlir.constant(24576 : i32) : i32
      %312 = llvm.getelementptr %86[%311] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %313 = builtin.unrealized_conversion_cast %312 : !llvm.ptr<1> to !cute.ptr<f32, gmem, align<16>>
      %314 = builtin.unrealized_conversion_cast %310 : !cute.ptr<f32, rmem, align<16>> to !llvm.ptr
      %315 = builtin.unrealized_conversion_cast %313 : !cute.ptr<f32, gmem, align<16>> to !llvm.ptr<1>
      %316 = llvm.load %314 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %316, %315 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      llvm.return
    }
  }
  llvm.func @cutlass_elementwise_add_v2~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
    %100 = cuda.launch_ex @kernels::@kernel_cutlass_add_kernel_v2~<%99> (%9, %14, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %101 = builtin.unrealized_conversion_cast %100 : !cuda.result to i32
    cuda.return_if_error %101 : i32
    llvm.return %4 : i32
  }
  llvm.func @_mlir_ciface_cutlass_elementwise_add_v2~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_elementwise_add_v2~(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
