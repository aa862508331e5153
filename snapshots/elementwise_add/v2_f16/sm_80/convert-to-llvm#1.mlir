// irscope snapshot: elementwise_add:v2_f16@sm_80 after convert-to-llvm#1 (convert-to-llvm)
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
      %5 = llvm.mlir.constant(32 : i32) : i32
      %6 = llvm.mlir.constant(1 : i32) : i32
      %7 = llvm.alloca %5 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %9 = llvm.mlir.constant(32 : i32) : i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.alloca %9 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %13 = llvm.mlir.constant(32 : i32) : i32
      %14 = llvm.mlir.constant(1 : i32) : i32
      %15 = llvm.alloca %13 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
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
      %30 = llvm.mlir.constant(4 : i32) : i32
      %31 = llvm.mlir.constant(32768 : i32) : i32
      %32 = llvm.mlir.constant(8 : i32) : i32
      %33 = llvm.mlir.constant(32 : i32) : i32
      %34 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %35 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %36 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<(struct<()>, struct<()>)>)>
      %37 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %38 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %39 = llvm.extractvalue %35[0] : !llvm.struct<(struct<()>, struct<()>)>
      %40 = llvm.extractvalue %35[1] : !llvm.struct<(struct<()>, struct<()>)>
      %41 = llvm.mlir.constant(512 : i32) : i32
      %42 = llvm.sdiv %38, %41 : i32
      %43 = llvm.mlir.constant(512 : i32) : i32
      %44 = llvm.srem %38, %43 : i32
      %45 = llvm.mlir.constant(131072 : i32) : i32
      %46 = llvm.mul %44, %45 : i32
      %47 = llvm.mlir.constant(256 : i32) : i32
      %48 = llvm.mul %42, %47 : i32
      %49 = llvm.add %46, %48 : i32
      %50 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %51 = llvm.getelementptr %50[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %52 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %53 = llvm.getelementptr %52[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %54 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %55 = llvm.getelementptr %54[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %56 = llvm.extractvalue %34[0] : !llvm.struct<(struct<()>, struct<()>)>
      %57 = llvm.extractvalue %34[1] : !llvm.struct<(struct<()>, struct<()>)>
      %58 = llvm.mlir.constant(512 : i32) : i32
      %59 = llvm.sdiv %38, %58 : i32
      %60 = llvm.mlir.constant(512 : i32) : i32
      %61 = llvm.srem %38, %60 : i32
      %62 = llvm.mlir.constant(16 : i32) : i32
      %63 = llvm.mul %61, %62 : i32
      %64 = llvm.mlir.constant(256 : i32) : i32
      %65 = llvm.mul %59, %64 : i32
      %66 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %67 = llvm.insertvalue %63, %66[0] : !llvm.struct<(i32, i32)>
      %68 = llvm.insertvalue %65, %67[1] : !llvm.struct<(i32, i32)>
      %69 = llvm.extractvalue %36[0] : !llvm.struct<(struct<()>, struct<(struct<()>, struct<()>)>)>
      %70 = llvm.extractvalue %68[0] : !llvm.struct<(i32, i32)>
      %71 = llvm.extractvalue %68[1] : !llvm.struct<(i32, i32)>
      %72 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %73 = llvm.insertvalue %70, %72[0] : !llvm.struct<(i32, i32)>
      %74 = llvm.insertvalue %71, %73[1] : !llvm.struct<(i32, i32)>
      %75 = llvm.mlir.undef : !llvm.struct<()>
      %76 = llvm.mlir.undef : !llvm.struct<()>
      %77 = llvm.mlir.undef : !llvm.struct<()>
      %78 = llvm.sdiv %37, %33 : i32
      %79 = llvm.srem %37, %33 : i32
      %80 = llvm.mul %79, %32 : i32
      %81 = llvm.mul %78, %31 : i32
      %82 = llvm.add %80, %81 : i32
      %83 = llvm.getelementptr %51[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %85 = llvm.getelementptr %53[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %86 = builtin.unrealized_conversion_cast %85 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %87 = llvm.getelementptr %55[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %88 = builtin.unrealized_conversion_cast %87 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %89 = llvm.mul %78, %30 : i32
      %90 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %91 = llvm.insertvalue %89, %90[0] : !llvm.struct<(i32, i32)>
      %92 = llvm.insertvalue %80, %91[1] : !llvm.struct<(i32, i32)>
      %93 = llvm.extractvalue %74[0] : !llvm.struct<(i32, i32)>
      %94 = llvm.extractvalue %74[1] : !llvm.struct<(i32, i32)>
      %95 = llvm.extractvalue %92[0] : !llvm.struct<(i32, i32)>
      %96 = llvm.extractvalue %92[1] : !llvm.struct<(i32, i32)>
      %97 = llvm.add %93, %95 : i32
      %98 = llvm.add %94, %96 : i32
      %99 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %100 = llvm.insertvalue %97, %99[0] : !llvm.struct<(i32, i32)>
      %101 = llvm.insertvalue %98, %100[1] : !llvm.struct<(i32, i32)>
      %102 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %103 = llvm.insertvalue %15, %102[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %104 = llvm.insertvalue %12, %103[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %105 = llvm.extractvalue %104[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %106 = builtin.unrealized_conversion_cast %105 : !llvm.ptr to !cute.ptr<f16, rmem, align<32>>
      %107 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %108 = llvm.insertvalue %11, %107[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %109 = llvm.insertvalue %8, %108[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %110 = llvm.extractvalue %109[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.ptr to !cute.ptr<f16, rmem, align<32>>
      %112 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %113 = llvm.insertvalue %7, %112[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %114 = llvm.insertvalue %4, %113[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %115 = llvm.extractvalue %114[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %116 = builtin.unrealized_conversion_cast %115 : !llvm.ptr to !cute.ptr<f16, rmem, align<32>>
      %117 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %118 = llvm.insertvalue %3, %117[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %119 = llvm.insertvalue %0, %118[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      llvm.br ^bb0(%29 : i32)
    ^bb0(%120: i32):  // 2 preds: ^bb1, ^bb2
      %121 = llvm.icmp "slt" %120, %30 : i32
      llvm.cond_br %121, ^bb2, ^bb3
    ^bb2:  // pred: ^bb0
      %122 = llvm.extractvalue %27[0] : !llvm.struct<(struct<()>, struct<()>)>
      %123 = llvm.extractvalue %27[1] : !llvm.struct<(struct<()>, struct<()>)>
      %124 = llvm.extractvalue %101[0] : !llvm.struct<(i32, i32)>
      %125 = llvm.extractvalue %101[1] : !llvm.struct<(i32, i32)>
      %126 = llvm.add %124, %120 : i32
      %127 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %128 = llvm.insertvalue %126, %127[0] : !llvm.struct<(i32, i32)>
      %129 = llvm.insertvalue %125, %128[1] : !llvm.struct<(i32, i32)>
      %130 = llvm.extractvalue %129[0] : !llvm.struct<(i32, i32)>
      %131 = llvm.extractvalue %129[1] : !llvm.struct<(i32, i32)>
      %132 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %133 = llvm.insertvalue %130, %132[0] : !llvm.struct<(i32, i32)>
      %134 = llvm.insertvalue %131, %133[1] : !llvm.struct<(i32, i32)>
      %135 = llvm.extractvalue %134[0] : !llvm.struct<(i32, i32)>
      %136 = llvm.extractvalue %134[1] : !llvm.struct<(i32, i32)>
      %137 = llvm.icmp "slt" %135, %16 : i32
      %138 = llvm.icmp "slt" %136, %16 : i32
      %139 = llvm.and %137, %138 : i1
      %140 = llvm.zext %139 : i1 to i8
      %141 = llvm.mlir.constant(0 : i32) : i32
      %142 = llvm.mlir.constant(0 : i32) : i32
      %143 = llvm.mlir.undef : !llvm.struct<(i32, i32, i32)>
      %144 = llvm.insertvalue %120, %143[0] : !llvm.struct<(i32, i32, i32)>
      %145 = llvm.insertvalue %141, %144[1] : !llvm.struct<(i32, i32, i32)>
      %146 = llvm.insertvalue %142, %145[2] : !llvm.struct<(i32, i32, i32)>
      %147 = llvm.extractvalue %119[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %148 = llvm.extractvalue %147[0] : !llvm.struct<(struct<()>, struct<()>)>
      %149 = llvm.extractvalue %147[1] : !llvm.struct<(struct<()>, struct<()>)>
      %150 = llvm.extractvalue %146[0] : !llvm.struct<(i32, i32, i32)>
      %151 = llvm.extractvalue %146[1] : !llvm.struct<(i32, i32, i32)>
      %152 = llvm.extractvalue %146[2] : !llvm.struct<(i32, i32, i32)>
      %153 = llvm.extractvalue %119[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %154 = llvm.getelementptr %153[%150] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %155 = llvm.ptrtoint %154 : !llvm.ptr to i64
      %156 = llvm.inttoptr %155 : i64 to !llvm.ptr
      llvm.store %140, %156 {alignment = 1 : i64} : i8, !llvm.ptr
      %157 = llvm.add %120, %28 : i32
      llvm.br ^bb0(%157 : i32)
    ^bb3:  // pred: ^bb0
      %158 = llvm.extractvalue %119[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %159 = builtin.unrealized_conversion_cast %158 : !llvm.ptr to !cute.ptr<i8, rmem, align<32>>
      %160 = builtin.unrealized_conversion_cast %159 : !cute.ptr<i8, rmem, align<32>> to !llvm.ptr
      %161 = llvm.load %160 : !llvm.ptr -> i8
      %162 = llvm.icmp "ne" %161, %25 : i8
      llvm.cond_br %162, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %163 = builtin.unrealized_conversion_cast %84 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %164 = builtin.unrealized_conversion_cast %106 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %165 = llvm.load %163 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %165, %164 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      %166 = llvm.mlir.constant(1 : i32) : i32
      %167 = llvm.getelementptr %158[%166] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %168 = builtin.unrealized_conversion_cast %167 : !llvm.ptr to !cute.ptr<i8, rmem>
      %169 = builtin.unrealized_conversion_cast %168 : !cute.ptr<i8, rmem> to !llvm.ptr
      %170 = llvm.load %169 : !llvm.ptr -> i8
      %171 = llvm.icmp "ne" %170, %25 : i8
      llvm.cond_br %171, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %172 = llvm.mlir.constant(8192 : i32) : i32
      %173 = llvm.getelementptr %83[%172] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %174 = builtin.unrealized_conversion_cast %173 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %175 = llvm.mlir.constant(8 : i32) : i32
      %176 = llvm.getelementptr %105[%175] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %177 = builtin.unrealized_conversion_cast %176 : !llvm.ptr to !cute.ptr<f16, rmem, align<16>>
      %178 = builtin.unrealized_conversion_cast %174 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %179 = builtin.unrealized_conversion_cast %177 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %180 = llvm.load %178 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %180, %179 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %181 = llvm.mlir.constant(2 : i32) : i32
      %182 = llvm.getelementptr %158[%181] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %183 = builtin.unrealized_conversion_cast %182 : !llvm.ptr to !cute.ptr<i8, rmem, align<2>>
      %184 = builtin.unrealized_conversion_cast %183 : !cute.ptr<i8, rmem, align<2>> to !llvm.ptr
      %185 = llvm.load %184 : !llvm.ptr -> i8
      %186 = llvm.icmp "ne" %185, %25 : i8
      llvm.cond_br %186, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %187 = llvm.mlir.constant(16384 : i32) : i32
      %188 = llvm.getelementptr %83[%187] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %189 = builtin.unrealized_conversion_cast %188 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %190 = llvm.mlir.constant(16 : i32) : i32
      %191 = llvm.getelementptr %105[%190] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %192 = builtin.unrealized_conversion_cast %191 : !llvm.ptr to !cute.ptr<f16, rmem, align<32>>
      %193 = builtin.unrealized_conversion_cast %189 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %194 = builtin.unrealized_conversion_cast %192 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %195 = llvm.load %193 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %195, %194 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %196 = llvm.mlir.constant(3 : i32) : i32
      %197 = llvm.getelementptr %158[%196] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %198 = builtin.unrealized_conversion_cast %197 : !llvm.ptr to !cute.ptr<i8, rmem>
      %199 = builtin.unrealized_conversion_cast %198 : !cute.ptr<i8, rmem> to !llvm.ptr
      %200 = llvm.load %199 : !llvm.ptr -> i8
      %201 = llvm.icmp "ne" %200, %25 : i8
      llvm.cond_br %201, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %202 = llvm.mlir.constant(24576 : i32) : i32
      %203 = llvm.getelementptr %83[%202] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %204 = builtin.unrealized_conversion_cast %203 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %205 = llvm.mlir.constant(24 : i32) : i32
      %206 = llvm.getelementptr %105[%205] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %207 = builtin.unrealized_conversion_cast %206 : !llvm.ptr to !cute.ptr<f16, rmem, align<16>>
      %208 = builtin.unrealized_conversion_cast %204 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %209 = builtin.unrealized_conversion_cast %207 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %210 = llvm.load %208 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %210, %209 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %211 = llvm.load %160 : !llvm.ptr -> i8
      %212 = llvm.icmp "ne" %211, %25 : i8
      llvm.cond_br %212, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %213 = builtin.unrealized_conversion_cast %86 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %214 = builtin.unrealized_conversion_cast %111 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %215 = llvm.load %213 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %215, %214 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %216 = llvm.load %169 : !llvm.ptr -> i8
      %217 = llvm.icmp "ne" %216, %25 : i8
      llvm.cond_br %217, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %218 = llvm.mlir.constant(8192 : i32) : i32
      %219 = llvm.getelementptr %85[%218] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %220 = builtin.unrealized_conversion_cast %219 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %221 = llvm.mlir.constant(8 : i32) : i32
      %222 = llvm.getelementptr %110[%221] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %223 = builtin.unrealized_conversion_cast %222 : !llvm.ptr to !cute.ptr<f16, rmem, align<16>>
      %224 = builtin.unrealized_conversion_cast %220 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %225 = builtin.unrealized_conversion_cast %223 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %226 = llvm.load %224 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %226, %225 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %227 = llvm.load %184 : !llvm.ptr -> i8
      %228 = llvm.icmp "ne" %227, %25 : i8
      llvm.cond_br %228, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %229 = llvm.mlir.constant(16384 : i32) : i32
      %230 = llvm.getelementptr %85[%229] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %231 = builtin.unrealized_conversion_cast %230 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %232 = llvm.mlir.constant(16 : i32) : i32
      %233 = llvm.getelementptr %110[%232] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %234 = builtin.unrealized_conversion_cast %233 : !llvm.ptr to !cute.ptr<f16, rmem, align<32>>
      %235 = builtin.unrealized_conversion_cast %231 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %236 = builtin.unrealized_conversion_cast %234 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %237 = llvm.load %235 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %237, %236 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %238 = llvm.load %199 : !llvm.ptr -> i8
      %239 = llvm.icmp "ne" %238, %25 : i8
      llvm.cond_br %239, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %240 = llvm.mlir.constant(24576 : i32) : i32
      %241 = llvm.getelementptr %85[%240] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %242 = builtin.unrealized_conversion_cast %241 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %243 = llvm.mlir.constant(24 : i32) : i32
      %244 = llvm.getelementptr %110[%243] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %245 = builtin.unrealized_conversion_cast %244 : !llvm.ptr to !cute.ptr<f16, rmem, align<16>>
      %246 = builtin.unrealized_conversion_cast %242 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %247 = builtin.unrealized_conversion_cast %245 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %248 = llvm.load %246 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %248, %247 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %249 = llvm.extractvalue %104[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %250 = llvm.mlir.poison : !llvm.array<1 x vector<32xf16>>
      %251 = builtin.unrealized_conversion_cast %250 : !llvm.array<1 x vector<32xf16>> to vector<1x32xf16>
      %252 = llvm.mlir.undef : !llvm.struct<()>
      %253 = llvm.mlir.constant(0 : i32) : i32
      %254 = llvm.getelementptr %249[%253] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %255 = builtin.unrealized_conversion_cast %254 : !llvm.ptr to !cute.ptr<f16, rmem, align<32>>
      %256 = builtin.unrealized_conversion_cast %255 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %257 = llvm.load %256 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %258 = vector.insert %257, %251 [0] : vector<32xf16> into vector<1x32xf16>
      %259 = vector.shape_cast %258 : vector<1x32xf16> to vector<32xf16>
      %260 = llvm.extractvalue %109[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %261 = llvm.mlir.poison : !llvm.array<1 x vector<32xf16>>
      %262 = builtin.unrealized_conversion_cast %261 : !llvm.array<1 x vector<32xf16>> to vector<1x32xf16>
      %263 = llvm.mlir.undef : !llvm.struct<()>
      %264 = llvm.mlir.constant(0 : i32) : i32
      %265 = llvm.getelementptr %260[%264] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %266 = builtin.unrealized_conversion_cast %265 : !llvm.ptr to !cute.ptr<f16, rmem, align<32>>
      %267 = builtin.unrealized_conversion_cast %266 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %268 = llvm.load %267 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %269 = vector.insert %268, %262 [0] : vector<32xf16> into vector<1x32xf16>
      %270 = vector.shape_cast %269 : vector<1x32xf16> to vector<32xf16>
      %271 = llvm.fadd %259, %270 : vector<32xf16>
      %272 = llvm.extractvalue %114[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %273 = vector.shape_cast %271 : vector<32xf16> to vector<1x32xf16>
      %274 = llvm.mlir.undef : !llvm.struct<()>
      %275 = llvm.mlir.constant(0 : i32) : i32
      %276 = llvm.getelementptr %272[%275] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %277 = builtin.unrealized_conversion_cast %276 : !llvm.ptr to !cute.ptr<f16, rmem, align<32>>
      %278 = builtin.unrealized_conversion_cast %277 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %279 = vector.extract %273[0] : vector<32xf16> from vector<1x32xf16>
      llvm.store %279, %278 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      %280 = llvm.load %160 : !llvm.ptr -> i8
      %281 = llvm.icmp "ne" %280, %25 : i8
      llvm.cond_br %281, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %282 = builtin.unrealized_conversion_cast %116 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %283 = builtin.unrealized_conversion_cast %88 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %284 = llvm.load %282 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %284, %283 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %285 = llvm.load %169 : !llvm.ptr -> i8
      %286 = llvm.icmp "ne" %285, %25 : i8
      llvm.cond_br %286, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %287 = llvm.mlir.constant(8 : i32) : i32
      %288 = llvm.getelementptr %115[%287] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %289 = builtin.unrealized_conversion_cast %288 : !llvm.ptr to !cute.ptr<f16, rmem, align<16>>
      %290 = llvm.mlir.constant(8192 : i32) : i32
      %291 = llvm.getelementptr %87[%290] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %292 = builtin.unrealized_conversion_cast %291 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %293 = builtin.unrealized_conversion_cast %289 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %294 = builtin.unrealized_conversion_cast %292 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %295 = llvm.load %293 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %295, %294 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %296 = llvm.load %184 : !llvm.ptr -> i8
      %297 = llvm.icmp "ne" %296, %25 : i8
      llvm.cond_br %297, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %298 = llvm.mlir.constant(16 : i32) : i32
      %299 = llvm.getelementptr %115[%298] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %300 = builtin.unrealized_conversion_cast %299 : !llvm.ptr to !cute.ptr<f16, rmem, align<32>>
      %301 = llvm.mlir.constant(16384 : i32) : i32
      %302 = llvm.getelementptr %87[%301] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %303 = builtin.unrealized_conversion_cast %302 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %304 = builtin.unrealized_conversion_cast %300 : !cute.ptr<f16, rmem, align<32>> to !llvm.ptr
      %305 = builtin.unrealized_conversion_cast %303 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %306 = llvm.load %304 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %306, %305 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      %307 = llvm.load %199 : !llvm.ptr -> i8
      %308 = llvm.icmp "ne" %307, %25 : i8
      llvm.cond_br %308, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %309 = llvm.mlir.constant(24 : i32) : i32
      %310 = llvm.getelementptr %115[%309] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %311 = builtin.unrealized_conversion_cast %310 : !llvm.ptr to !cute.ptr<f16, rmem, align<16>>
      %312 = llvm.mlir.constant(24576 : i32) : i32
      %313 = llvm.getelementptr %87[%312] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %314 = builtin.unrealized_conversion_cast %313 : !llvm.ptr<1> to !cute.ptr<f16, gmem, align<16>>
      %315 = builtin.unrealized_conversion_cast %311 : !cute.ptr<f16, rmem, align<16>> to !llvm.ptr
      %316 = builtin.unrealized_conversion_cast %314 : !cute.ptr<f16, gmem, align<16>> to !llvm.ptr<1>
      %317 = llvm.load %315 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %317, %316 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      llvm.return
    }
  }
  llvm.func @cutlass_elementwise_add_v2~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(16384 : i32) : i32
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
