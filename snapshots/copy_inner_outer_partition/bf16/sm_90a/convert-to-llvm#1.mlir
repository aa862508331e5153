// irscope snapshot: copy_inner_outer_partition:bf16@sm_90a after convert-to-llvm#1 (convert-to-llvm)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.func @kernel_cutlass_copy_kernel~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %1 = llvm.mlir.constant(32 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.alloca %1 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %5 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %6 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %8 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %9 = llvm.extractvalue %5[0] : !llvm.struct<(struct<()>, struct<()>)>
      %10 = llvm.extractvalue %5[1] : !llvm.struct<(struct<()>, struct<()>)>
      %11 = llvm.mlir.constant(256 : i32) : i32
      %12 = llvm.sdiv %8, %11 : i32
      %13 = llvm.mlir.constant(256 : i32) : i32
      %14 = llvm.srem %8, %13 : i32
      %15 = llvm.mlir.constant(262144 : i32) : i32
      %16 = llvm.mul %14, %15 : i32
      %17 = llvm.mlir.constant(256 : i32) : i32
      %18 = llvm.mul %12, %17 : i32
      %19 = llvm.add %16, %18 : i32
      %20 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %21 = llvm.getelementptr %20[%19] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %22 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %23 = llvm.getelementptr %22[%19] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %24 = llvm.mlir.constant(32 : i32) : i32
      %25 = llvm.sdiv %7, %24 : i32
      %26 = llvm.mlir.constant(8 : i32) : i32
      %27 = llvm.srem %25, %26 : i32
      %28 = llvm.mlir.constant(32 : i32) : i32
      %29 = llvm.srem %7, %28 : i32
      %30 = llvm.mlir.constant(8 : i32) : i32
      %31 = llvm.srem %27, %30 : i32
      %32 = llvm.mlir.constant(32 : i32) : i32
      %33 = llvm.srem %29, %32 : i32
      %34 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %35 = llvm.insertvalue %31, %34[0] : !llvm.struct<(i32, i32)>
      %36 = llvm.insertvalue %33, %35[1] : !llvm.struct<(i32, i32)>
      %37 = llvm.extractvalue %36[0] : !llvm.struct<(i32, i32)>
      %38 = llvm.extractvalue %36[1] : !llvm.struct<(i32, i32)>
      %39 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %40 = llvm.insertvalue %37, %39[0] : !llvm.struct<(i32, i32)>
      %41 = llvm.insertvalue %38, %40[1] : !llvm.struct<(i32, i32)>
      %42 = llvm.extractvalue %4[0] : !llvm.struct<(struct<()>, struct<()>)>
      %43 = llvm.extractvalue %4[1] : !llvm.struct<(struct<()>, struct<()>)>
      %44 = llvm.extractvalue %41[0] : !llvm.struct<(i32, i32)>
      %45 = llvm.extractvalue %41[1] : !llvm.struct<(i32, i32)>
      %46 = llvm.mlir.constant(8192 : i32) : i32
      %47 = llvm.mul %44, %46 : i32
      %48 = llvm.add %47, %45 : i32
      %49 = llvm.getelementptr %21[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %50 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %51 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %52 = llvm.insertvalue %49, %51[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %53 = llvm.insertvalue %50, %52[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %54 = llvm.getelementptr %23[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %55 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
      %56 = llvm.mlir.undef : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %57 = llvm.insertvalue %54, %56[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %58 = llvm.insertvalue %55, %57[1] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %59 = llvm.mlir.undef : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %60 = llvm.insertvalue %3, %59[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %61 = llvm.insertvalue %0, %60[1] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %62 = llvm.extractvalue %53[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %63 = llvm.mlir.poison : !llvm.array<32 x vector<1xbf16>>
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.array<32 x vector<1xbf16>> to vector<32x1xbf16>
      %65 = llvm.mlir.undef : !llvm.struct<()>
      %66 = llvm.mlir.constant(0 : i32) : i32
      %67 = llvm.getelementptr %62[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %68 = builtin.unrealized_conversion_cast %67 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %69 = builtin.unrealized_conversion_cast %68 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %70 = llvm.load %69 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %71 = vector.insert %70, %64 [0] : vector<1xbf16> into vector<32x1xbf16>
      %72 = llvm.mlir.undef : !llvm.struct<()>
      %73 = llvm.mlir.constant(65536 : i32) : i32
      %74 = llvm.getelementptr %62[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %75 = builtin.unrealized_conversion_cast %74 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %76 = builtin.unrealized_conversion_cast %75 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %77 = llvm.load %76 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %78 = vector.insert %77, %71 [1] : vector<1xbf16> into vector<32x1xbf16>
      %79 = llvm.mlir.undef : !llvm.struct<()>
      %80 = llvm.mlir.constant(131072 : i32) : i32
      %81 = llvm.getelementptr %62[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %82 = builtin.unrealized_conversion_cast %81 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %83 = builtin.unrealized_conversion_cast %82 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %84 = llvm.load %83 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %85 = vector.insert %84, %78 [2] : vector<1xbf16> into vector<32x1xbf16>
      %86 = llvm.mlir.undef : !llvm.struct<()>
      %87 = llvm.mlir.constant(196608 : i32) : i32
      %88 = llvm.getelementptr %62[%87] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %89 = builtin.unrealized_conversion_cast %88 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %90 = builtin.unrealized_conversion_cast %89 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %91 = llvm.load %90 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %92 = vector.insert %91, %85 [3] : vector<1xbf16> into vector<32x1xbf16>
      %93 = llvm.mlir.undef : !llvm.struct<()>
      %94 = llvm.mlir.constant(32 : i32) : i32
      %95 = llvm.getelementptr %62[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %96 = builtin.unrealized_conversion_cast %95 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %97 = builtin.unrealized_conversion_cast %96 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %98 = llvm.load %97 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %99 = vector.insert %98, %92 [4] : vector<1xbf16> into vector<32x1xbf16>
      %100 = llvm.mlir.undef : !llvm.struct<()>
      %101 = llvm.mlir.constant(65568 : i32) : i32
      %102 = llvm.getelementptr %62[%101] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %103 = builtin.unrealized_conversion_cast %102 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %104 = builtin.unrealized_conversion_cast %103 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %105 = llvm.load %104 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %106 = vector.insert %105, %99 [5] : vector<1xbf16> into vector<32x1xbf16>
      %107 = llvm.mlir.undef : !llvm.struct<()>
      %108 = llvm.mlir.constant(131104 : i32) : i32
      %109 = llvm.getelementptr %62[%108] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %110 = builtin.unrealized_conversion_cast %109 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %111 = builtin.unrealized_conversion_cast %110 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %112 = llvm.load %111 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %113 = vector.insert %112, %106 [6] : vector<1xbf16> into vector<32x1xbf16>
      %114 = llvm.mlir.undef : !llvm.struct<()>
      %115 = llvm.mlir.constant(196640 : i32) : i32
      %116 = llvm.getelementptr %62[%115] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %117 = builtin.unrealized_conversion_cast %116 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %118 = builtin.unrealized_conversion_cast %117 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %119 = llvm.load %118 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %120 = vector.insert %119, %113 [7] : vector<1xbf16> into vector<32x1xbf16>
      %121 = llvm.mlir.undef : !llvm.struct<()>
      %122 = llvm.mlir.constant(64 : i32) : i32
      %123 = llvm.getelementptr %62[%122] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %124 = builtin.unrealized_conversion_cast %123 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %125 = builtin.unrealized_conversion_cast %124 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %126 = llvm.load %125 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %127 = vector.insert %126, %120 [8] : vector<1xbf16> into vector<32x1xbf16>
      %128 = llvm.mlir.undef : !llvm.struct<()>
      %129 = llvm.mlir.constant(65600 : i32) : i32
      %130 = llvm.getelementptr %62[%129] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %131 = builtin.unrealized_conversion_cast %130 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %132 = builtin.unrealized_conversion_cast %131 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %133 = llvm.load %132 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %134 = vector.insert %133, %127 [9] : vector<1xbf16> into vector<32x1xbf16>
      %135 = llvm.mlir.undef : !llvm.struct<()>
      %136 = llvm.mlir.constant(131136 : i32) : i32
      %137 = llvm.getelementptr %62[%136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %138 = builtin.unrealized_conversion_cast %137 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %139 = builtin.unrealized_conversion_cast %138 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %140 = llvm.load %139 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %141 = vector.insert %140, %134 [10] : vector<1xbf16> into vector<32x1xbf16>
      %142 = llvm.mlir.undef : !llvm.struct<()>
      %143 = llvm.mlir.constant(196672 : i32) : i32
      %144 = llvm.getelementptr %62[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %145 = builtin.unrealized_conversion_cast %144 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %146 = builtin.unrealized_conversion_cast %145 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %147 = llvm.load %146 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %148 = vector.insert %147, %141 [11] : vector<1xbf16> into vector<32x1xbf16>
      %149 = llvm.mlir.undef : !llvm.struct<()>
      %150 = llvm.mlir.constant(96 : i32) : i32
      %151 = llvm.getelementptr %62[%150] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %152 = builtin.unrealized_conversion_cast %151 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %153 = builtin.unrealized_conversion_cast %152 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %154 = llvm.load %153 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %155 = vector.insert %154, %148 [12] : vector<1xbf16> into vector<32x1xbf16>
      %156 = llvm.mlir.undef : !llvm.struct<()>
      %157 = llvm.mlir.constant(65632 : i32) : i32
      %158 = llvm.getelementptr %62[%157] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %159 = builtin.unrealized_conversion_cast %158 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %160 = builtin.unrealized_conversion_cast %159 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %161 = llvm.load %160 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %162 = vector.insert %161, %155 [13] : vector<1xbf16> into vector<32x1xbf16>
      %163 = llvm.mlir.undef : !llvm.struct<()>
      %164 = llvm.mlir.constant(131168 : i32) : i32
      %165 = llvm.getelementptr %62[%164] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %166 = builtin.unrealized_conversion_cast %165 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %167 = builtin.unrealized_conversion_cast %166 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %168 = llvm.load %167 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %169 = vector.insert %168, %162 [14] : vector<1xbf16> into vector<32x1xbf16>
      %170 = llvm.mlir.undef : !llvm.struct<()>
      %171 = llvm.mlir.constant(196704 : i32) : i32
      %172 = llvm.getelementptr %62[%171] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %173 = builtin.unrealized_conversion_cast %172 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %174 = builtin.unrealized_conversion_cast %173 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %175 = llvm.load %174 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %176 = vector.insert %175, %169 [15] : vector<1xbf16> into vector<32x1xbf16>
      %177 = llvm.mlir.undef : !llvm.struct<()>
      %178 = llvm.mlir.constant(128 : i32) : i32
      %179 = llvm.getelementptr %62[%178] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %180 = builtin.unrealized_conversion_cast %179 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %181 = builtin.unrealized_conversion_cast %180 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %182 = llvm.load %181 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %183 = vector.insert %182, %176 [16] : vector<1xbf16> into vector<32x1xbf16>
      %184 = llvm.mlir.undef : !llvm.struct<()>
      %185 = llvm.mlir.constant(65664 : i32) : i32
      %186 = llvm.getelementptr %62[%185] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %187 = builtin.unrealized_conversion_cast %186 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %188 = builtin.unrealized_conversion_cast %187 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %189 = llvm.load %188 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %190 = vector.insert %189, %183 [17] : vector<1xbf16> into vector<32x1xbf16>
      %191 = llvm.mlir.undef : !llvm.struct<()>
      %192 = llvm.mlir.constant(131200 : i32) : i32
      %193 = llvm.getelementptr %62[%192] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %194 = builtin.unrealized_conversion_cast %193 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %195 = builtin.unrealized_conversion_cast %194 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %196 = llvm.load %195 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %197 = vector.insert %196, %190 [18] : vector<1xbf16> into vector<32x1xbf16>
      %198 = llvm.mlir.undef : !llvm.struct<()>
      %199 = llvm.mlir.constant(196736 : i32) : i32
      %200 = llvm.getelementptr %62[%199] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %201 = builtin.unrealized_conversion_cast %200 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %202 = builtin.unrealized_conversion_cast %201 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %203 = llvm.load %202 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %204 = vector.insert %203, %197 [19] : vector<1xbf16> into vector<32x1xbf16>
      %205 = llvm.mlir.undef : !llvm.struct<()>
      %206 = llvm.mlir.constant(160 : i32) : i32
      %207 = llvm.getelementptr %62[%206] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %208 = builtin.unrealized_conversion_cast %207 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %209 = builtin.unrealized_conversion_cast %208 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %210 = llvm.load %209 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %211 = vector.insert %210, %204 [20] : vector<1xbf16> into vector<32x1xbf16>
      %212 = llvm.mlir.undef : !llvm.struct<()>
      %213 = llvm.mlir.constant(65696 : i32) : i32
      %214 = llvm.getelementptr %62[%213] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %215 = builtin.unrealized_conversion_cast %214 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %216 = builtin.unrealized_conversion_cast %215 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %217 = llvm.load %216 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %218 = vector.insert %217, %211 [21] : vector<1xbf16> into vector<32x1xbf16>
      %219 = llvm.mlir.undef : !llvm.struct<()>
      %220 = llvm.mlir.constant(131232 : i32) : i32
      %221 = llvm.getelementptr %62[%220] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %222 = builtin.unrealized_conversion_cast %221 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %223 = builtin.unrealized_conversion_cast %222 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %224 = llvm.load %223 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %225 = vector.insert %224, %218 [22] : vector<1xbf16> into vector<32x1xbf16>
      %226 = llvm.mlir.undef : !llvm.struct<()>
      %227 = llvm.mlir.constant(196768 : i32) : i32
      %228 = llvm.getelementptr %62[%227] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %229 = builtin.unrealized_conversion_cast %228 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %230 = builtin.unrealized_conversion_cast %229 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %231 = llvm.load %230 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %232 = vector.insert %231, %225 [23] : vector<1xbf16> into vector<32x1xbf16>
      %233 = llvm.mlir.undef : !llvm.struct<()>
      %234 = llvm.mlir.constant(192 : i32) : i32
      %235 = llvm.getelementptr %62[%234] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %236 = builtin.unrealized_conversion_cast %235 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %237 = builtin.unrealized_conversion_cast %236 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %238 = llvm.load %237 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %239 = vector.insert %238, %232 [24] : vector<1xbf16> into vector<32x1xbf16>
      %240 = llvm.mlir.undef : !llvm.struct<()>
      %241 = llvm.mlir.constant(65728 : i32) : i32
      %242 = llvm.getelementptr %62[%241] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %243 = builtin.unrealized_conversion_cast %242 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %244 = builtin.unrealized_conversion_cast %243 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %245 = llvm.load %244 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %246 = vector.insert %245, %239 [25] : vector<1xbf16> into vector<32x1xbf16>
      %247 = llvm.mlir.undef : !llvm.struct<()>
      %248 = llvm.mlir.constant(131264 : i32) : i32
      %249 = llvm.getelementptr %62[%248] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %250 = builtin.unrealized_conversion_cast %249 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %251 = builtin.unrealized_conversion_cast %250 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %252 = llvm.load %251 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %253 = vector.insert %252, %246 [26] : vector<1xbf16> into vector<32x1xbf16>
      %254 = llvm.mlir.undef : !llvm.struct<()>
      %255 = llvm.mlir.constant(196800 : i32) : i32
      %256 = llvm.getelementptr %62[%255] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %257 = builtin.unrealized_conversion_cast %256 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %258 = builtin.unrealized_conversion_cast %257 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %259 = llvm.load %258 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %260 = vector.insert %259, %253 [27] : vector<1xbf16> into vector<32x1xbf16>
      %261 = llvm.mlir.undef : !llvm.struct<()>
      %262 = llvm.mlir.constant(224 : i32) : i32
      %263 = llvm.getelementptr %62[%262] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %264 = builtin.unrealized_conversion_cast %263 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %265 = builtin.unrealized_conversion_cast %264 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %266 = llvm.load %265 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %267 = vector.insert %266, %260 [28] : vector<1xbf16> into vector<32x1xbf16>
      %268 = llvm.mlir.undef : !llvm.struct<()>
      %269 = llvm.mlir.constant(65760 : i32) : i32
      %270 = llvm.getelementptr %62[%269] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %271 = builtin.unrealized_conversion_cast %270 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %272 = builtin.unrealized_conversion_cast %271 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %273 = llvm.load %272 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %274 = vector.insert %273, %267 [29] : vector<1xbf16> into vector<32x1xbf16>
      %275 = llvm.mlir.undef : !llvm.struct<()>
      %276 = llvm.mlir.constant(131296 : i32) : i32
      %277 = llvm.getelementptr %62[%276] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %278 = builtin.unrealized_conversion_cast %277 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %279 = builtin.unrealized_conversion_cast %278 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %280 = llvm.load %279 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %281 = vector.insert %280, %274 [30] : vector<1xbf16> into vector<32x1xbf16>
      %282 = llvm.mlir.undef : !llvm.struct<()>
      %283 = llvm.mlir.constant(196832 : i32) : i32
      %284 = llvm.getelementptr %62[%283] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %285 = builtin.unrealized_conversion_cast %284 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %286 = builtin.unrealized_conversion_cast %285 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %287 = llvm.load %286 {alignment = 2 : i64} : !llvm.ptr<1> -> vector<1xbf16>
      %288 = vector.insert %287, %281 [31] : vector<1xbf16> into vector<32x1xbf16>
      %289 = vector.shape_cast %288 : vector<32x1xbf16> to vector<32xbf16>
      %290 = llvm.extractvalue %61[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %291 = vector.shape_cast %289 : vector<32xbf16> to vector<32x1xbf16>
      %292 = llvm.mlir.undef : !llvm.struct<()>
      %293 = llvm.mlir.constant(0 : i32) : i32
      %294 = llvm.getelementptr %290[%293] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %295 = builtin.unrealized_conversion_cast %294 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %296 = builtin.unrealized_conversion_cast %295 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %297 = vector.extract %291[0] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %297, %296 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %298 = llvm.mlir.undef : !llvm.struct<()>
      %299 = llvm.mlir.constant(8 : i32) : i32
      %300 = llvm.getelementptr %290[%299] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %301 = builtin.unrealized_conversion_cast %300 : !llvm.ptr to !cute.ptr<bf16, rmem, align<16>>
      %302 = builtin.unrealized_conversion_cast %301 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
      %303 = vector.extract %291[1] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %303, %302 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %304 = llvm.mlir.undef : !llvm.struct<()>
      %305 = llvm.mlir.constant(16 : i32) : i32
      %306 = llvm.getelementptr %290[%305] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %307 = builtin.unrealized_conversion_cast %306 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %308 = builtin.unrealized_conversion_cast %307 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %309 = vector.extract %291[2] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %309, %308 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %310 = llvm.mlir.undef : !llvm.struct<()>
      %311 = llvm.mlir.constant(24 : i32) : i32
      %312 = llvm.getelementptr %290[%311] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %313 = builtin.unrealized_conversion_cast %312 : !llvm.ptr to !cute.ptr<bf16, rmem, align<16>>
      %314 = builtin.unrealized_conversion_cast %313 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
      %315 = vector.extract %291[3] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %315, %314 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %316 = llvm.mlir.undef : !llvm.struct<()>
      %317 = llvm.mlir.constant(1 : i32) : i32
      %318 = llvm.getelementptr %290[%317] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %319 = builtin.unrealized_conversion_cast %318 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %320 = builtin.unrealized_conversion_cast %319 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %321 = vector.extract %291[4] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %321, %320 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %322 = llvm.mlir.undef : !llvm.struct<()>
      %323 = llvm.mlir.constant(9 : i32) : i32
      %324 = llvm.getelementptr %290[%323] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %325 = builtin.unrealized_conversion_cast %324 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %326 = builtin.unrealized_conversion_cast %325 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %327 = vector.extract %291[5] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %327, %326 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %328 = llvm.mlir.undef : !llvm.struct<()>
      %329 = llvm.mlir.constant(17 : i32) : i32
      %330 = llvm.getelementptr %290[%329] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %331 = builtin.unrealized_conversion_cast %330 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %332 = builtin.unrealized_conversion_cast %331 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %333 = vector.extract %291[6] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %333, %332 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %334 = llvm.mlir.undef : !llvm.struct<()>
      %335 = llvm.mlir.constant(25 : i32) : i32
      %336 = llvm.getelementptr %290[%335] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %337 = builtin.unrealized_conversion_cast %336 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %338 = builtin.unrealized_conversion_cast %337 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %339 = vector.extract %291[7] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %339, %338 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %340 = llvm.mlir.undef : !llvm.struct<()>
      %341 = llvm.mlir.constant(2 : i32) : i32
      %342 = llvm.getelementptr %290[%341] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %343 = builtin.unrealized_conversion_cast %342 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %344 = builtin.unrealized_conversion_cast %343 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %345 = vector.extract %291[8] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %345, %344 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %346 = llvm.mlir.undef : !llvm.struct<()>
      %347 = llvm.mlir.constant(10 : i32) : i32
      %348 = llvm.getelementptr %290[%347] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %349 = builtin.unrealized_conversion_cast %348 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %350 = builtin.unrealized_conversion_cast %349 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %351 = vector.extract %291[9] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %351, %350 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %352 = llvm.mlir.undef : !llvm.struct<()>
      %353 = llvm.mlir.constant(18 : i32) : i32
      %354 = llvm.getelementptr %290[%353] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %355 = builtin.unrealized_conversion_cast %354 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %356 = builtin.unrealized_conversion_cast %355 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %357 = vector.extract %291[10] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %357, %356 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %358 = llvm.mlir.undef : !llvm.struct<()>
      %359 = llvm.mlir.constant(26 : i32) : i32
      %360 = llvm.getelementptr %290[%359] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %361 = builtin.unrealized_conversion_cast %360 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %362 = builtin.unrealized_conversion_cast %361 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %363 = vector.extract %291[11] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %363, %362 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %364 = llvm.mlir.undef : !llvm.struct<()>
      %365 = llvm.mlir.constant(3 : i32) : i32
      %366 = llvm.getelementptr %290[%365] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %367 = builtin.unrealized_conversion_cast %366 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %368 = builtin.unrealized_conversion_cast %367 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %369 = vector.extract %291[12] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %369, %368 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %370 = llvm.mlir.undef : !llvm.struct<()>
      %371 = llvm.mlir.constant(11 : i32) : i32
      %372 = llvm.getelementptr %290[%371] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %373 = builtin.unrealized_conversion_cast %372 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %374 = builtin.unrealized_conversion_cast %373 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %375 = vector.extract %291[13] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %375, %374 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %376 = llvm.mlir.undef : !llvm.struct<()>
      %377 = llvm.mlir.constant(19 : i32) : i32
      %378 = llvm.getelementptr %290[%377] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %379 = builtin.unrealized_conversion_cast %378 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %380 = builtin.unrealized_conversion_cast %379 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %381 = vector.extract %291[14] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %381, %380 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %382 = llvm.mlir.undef : !llvm.struct<()>
      %383 = llvm.mlir.constant(27 : i32) : i32
      %384 = llvm.getelementptr %290[%383] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %385 = builtin.unrealized_conversion_cast %384 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %386 = builtin.unrealized_conversion_cast %385 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %387 = vector.extract %291[15] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %387, %386 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %388 = llvm.mlir.undef : !llvm.struct<()>
      %389 = llvm.mlir.constant(4 : i32) : i32
      %390 = llvm.getelementptr %290[%389] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %391 = builtin.unrealized_conversion_cast %390 : !llvm.ptr to !cute.ptr<bf16, rmem, align<8>>
      %392 = builtin.unrealized_conversion_cast %391 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %393 = vector.extract %291[16] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %393, %392 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %394 = llvm.mlir.undef : !llvm.struct<()>
      %395 = llvm.mlir.constant(12 : i32) : i32
      %396 = llvm.getelementptr %290[%395] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %397 = builtin.unrealized_conversion_cast %396 : !llvm.ptr to !cute.ptr<bf16, rmem, align<8>>
      %398 = builtin.unrealized_conversion_cast %397 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %399 = vector.extract %291[17] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %399, %398 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %400 = llvm.mlir.undef : !llvm.struct<()>
      %401 = llvm.mlir.constant(20 : i32) : i32
      %402 = llvm.getelementptr %290[%401] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %403 = builtin.unrealized_conversion_cast %402 : !llvm.ptr to !cute.ptr<bf16, rmem, align<8>>
      %404 = builtin.unrealized_conversion_cast %403 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %405 = vector.extract %291[18] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %405, %404 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %406 = llvm.mlir.undef : !llvm.struct<()>
      %407 = llvm.mlir.constant(28 : i32) : i32
      %408 = llvm.getelementptr %290[%407] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %409 = builtin.unrealized_conversion_cast %408 : !llvm.ptr to !cute.ptr<bf16, rmem, align<8>>
      %410 = builtin.unrealized_conversion_cast %409 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %411 = vector.extract %291[19] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %411, %410 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %412 = llvm.mlir.undef : !llvm.struct<()>
      %413 = llvm.mlir.constant(5 : i32) : i32
      %414 = llvm.getelementptr %290[%413] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %415 = builtin.unrealized_conversion_cast %414 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %416 = builtin.unrealized_conversion_cast %415 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %417 = vector.extract %291[20] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %417, %416 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %418 = llvm.mlir.undef : !llvm.struct<()>
      %419 = llvm.mlir.constant(13 : i32) : i32
      %420 = llvm.getelementptr %290[%419] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %421 = builtin.unrealized_conversion_cast %420 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %422 = builtin.unrealized_conversion_cast %421 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %423 = vector.extract %291[21] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %423, %422 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %424 = llvm.mlir.undef : !llvm.struct<()>
      %425 = llvm.mlir.constant(21 : i32) : i32
      %426 = llvm.getelementptr %290[%425] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %427 = builtin.unrealized_conversion_cast %426 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %428 = builtin.unrealized_conversion_cast %427 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %429 = vector.extract %291[22] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %429, %428 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %430 = llvm.mlir.undef : !llvm.struct<()>
      %431 = llvm.mlir.constant(29 : i32) : i32
      %432 = llvm.getelementptr %290[%431] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %433 = builtin.unrealized_conversion_cast %432 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %434 = builtin.unrealized_conversion_cast %433 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %435 = vector.extract %291[23] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %435, %434 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %436 = llvm.mlir.undef : !llvm.struct<()>
      %437 = llvm.mlir.constant(6 : i32) : i32
      %438 = llvm.getelementptr %290[%437] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %439 = builtin.unrealized_conversion_cast %438 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %440 = builtin.unrealized_conversion_cast %439 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %441 = vector.extract %291[24] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %441, %440 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %442 = llvm.mlir.undef : !llvm.struct<()>
      %443 = llvm.mlir.constant(14 : i32) : i32
      %444 = llvm.getelementptr %290[%443] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %445 = builtin.unrealized_conversion_cast %444 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %446 = builtin.unrealized_conversion_cast %445 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %447 = vector.extract %291[25] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %447, %446 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %448 = llvm.mlir.undef : !llvm.struct<()>
      %449 = llvm.mlir.constant(22 : i32) : i32
      %450 = llvm.getelementptr %290[%449] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %451 = builtin.unrealized_conversion_cast %450 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %452 = builtin.unrealized_conversion_cast %451 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %453 = vector.extract %291[26] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %453, %452 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %454 = llvm.mlir.undef : !llvm.struct<()>
      %455 = llvm.mlir.constant(30 : i32) : i32
      %456 = llvm.getelementptr %290[%455] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %457 = builtin.unrealized_conversion_cast %456 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %458 = builtin.unrealized_conversion_cast %457 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %459 = vector.extract %291[27] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %459, %458 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %460 = llvm.mlir.undef : !llvm.struct<()>
      %461 = llvm.mlir.constant(7 : i32) : i32
      %462 = llvm.getelementptr %290[%461] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %463 = builtin.unrealized_conversion_cast %462 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %464 = builtin.unrealized_conversion_cast %463 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %465 = vector.extract %291[28] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %465, %464 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %466 = llvm.mlir.undef : !llvm.struct<()>
      %467 = llvm.mlir.constant(15 : i32) : i32
      %468 = llvm.getelementptr %290[%467] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %469 = builtin.unrealized_conversion_cast %468 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %470 = builtin.unrealized_conversion_cast %469 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %471 = vector.extract %291[29] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %471, %470 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %472 = llvm.mlir.undef : !llvm.struct<()>
      %473 = llvm.mlir.constant(23 : i32) : i32
      %474 = llvm.getelementptr %290[%473] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %475 = builtin.unrealized_conversion_cast %474 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %476 = builtin.unrealized_conversion_cast %475 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %477 = vector.extract %291[30] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %477, %476 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %478 = llvm.mlir.undef : !llvm.struct<()>
      %479 = llvm.mlir.constant(31 : i32) : i32
      %480 = llvm.getelementptr %290[%479] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %481 = builtin.unrealized_conversion_cast %480 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %482 = builtin.unrealized_conversion_cast %481 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %483 = vector.extract %291[31] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %483, %482 {alignment = 32 : i64} : vector<1xbf16>, !llvm.ptr
      %484 = llvm.extractvalue %61[0] : !llvm.struct<(ptr, struct<(struct<()>, struct<()>)>)>
      %485 = llvm.mlir.poison : !llvm.array<32 x vector<1xbf16>>
      %486 = builtin.unrealized_conversion_cast %485 : !llvm.array<32 x vector<1xbf16>> to vector<32x1xbf16>
      %487 = llvm.mlir.undef : !llvm.struct<()>
      %488 = llvm.mlir.constant(0 : i32) : i32
      %489 = llvm.getelementptr %484[%488] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %490 = builtin.unrealized_conversion_cast %489 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %491 = builtin.unrealized_conversion_cast %490 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %492 = llvm.load %491 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %493 = vector.insert %492, %486 [0] : vector<1xbf16> into vector<32x1xbf16>
      %494 = llvm.mlir.undef : !llvm.struct<()>
      %495 = llvm.mlir.constant(8 : i32) : i32
      %496 = llvm.getelementptr %484[%495] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %497 = builtin.unrealized_conversion_cast %496 : !llvm.ptr to !cute.ptr<bf16, rmem, align<16>>
      %498 = builtin.unrealized_conversion_cast %497 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
      %499 = llvm.load %498 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %500 = vector.insert %499, %493 [1] : vector<1xbf16> into vector<32x1xbf16>
      %501 = llvm.mlir.undef : !llvm.struct<()>
      %502 = llvm.mlir.constant(16 : i32) : i32
      %503 = llvm.getelementptr %484[%502] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %504 = builtin.unrealized_conversion_cast %503 : !llvm.ptr to !cute.ptr<bf16, rmem, align<32>>
      %505 = builtin.unrealized_conversion_cast %504 : !cute.ptr<bf16, rmem, align<32>> to !llvm.ptr
      %506 = llvm.load %505 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %507 = vector.insert %506, %500 [2] : vector<1xbf16> into vector<32x1xbf16>
      %508 = llvm.mlir.undef : !llvm.struct<()>
      %509 = llvm.mlir.constant(24 : i32) : i32
      %510 = llvm.getelementptr %484[%509] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %511 = builtin.unrealized_conversion_cast %510 : !llvm.ptr to !cute.ptr<bf16, rmem, align<16>>
      %512 = builtin.unrealized_conversion_cast %511 : !cute.ptr<bf16, rmem, align<16>> to !llvm.ptr
      %513 = llvm.load %512 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %514 = vector.insert %513, %507 [3] : vector<1xbf16> into vector<32x1xbf16>
      %515 = llvm.mlir.undef : !llvm.struct<()>
      %516 = llvm.mlir.constant(1 : i32) : i32
      %517 = llvm.getelementptr %484[%516] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %518 = builtin.unrealized_conversion_cast %517 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %519 = builtin.unrealized_conversion_cast %518 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %520 = llvm.load %519 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %521 = vector.insert %520, %514 [4] : vector<1xbf16> into vector<32x1xbf16>
      %522 = llvm.mlir.undef : !llvm.struct<()>
      %523 = llvm.mlir.constant(9 : i32) : i32
      %524 = llvm.getelementptr %484[%523] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %525 = builtin.unrealized_conversion_cast %524 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %526 = builtin.unrealized_conversion_cast %525 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %527 = llvm.load %526 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %528 = vector.insert %527, %521 [5] : vector<1xbf16> into vector<32x1xbf16>
      %529 = llvm.mlir.undef : !llvm.struct<()>
      %530 = llvm.mlir.constant(17 : i32) : i32
      %531 = llvm.getelementptr %484[%530] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %532 = builtin.unrealized_conversion_cast %531 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %533 = builtin.unrealized_conversion_cast %532 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %534 = llvm.load %533 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %535 = vector.insert %534, %528 [6] : vector<1xbf16> into vector<32x1xbf16>
      %536 = llvm.mlir.undef : !llvm.struct<()>
      %537 = llvm.mlir.constant(25 : i32) : i32
      %538 = llvm.getelementptr %484[%537] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %539 = builtin.unrealized_conversion_cast %538 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %540 = builtin.unrealized_conversion_cast %539 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %541 = llvm.load %540 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %542 = vector.insert %541, %535 [7] : vector<1xbf16> into vector<32x1xbf16>
      %543 = llvm.mlir.undef : !llvm.struct<()>
      %544 = llvm.mlir.constant(2 : i32) : i32
      %545 = llvm.getelementptr %484[%544] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %546 = builtin.unrealized_conversion_cast %545 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %547 = builtin.unrealized_conversion_cast %546 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %548 = llvm.load %547 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %549 = vector.insert %548, %542 [8] : vector<1xbf16> into vector<32x1xbf16>
      %550 = llvm.mlir.undef : !llvm.struct<()>
      %551 = llvm.mlir.constant(10 : i32) : i32
      %552 = llvm.getelementptr %484[%551] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %553 = builtin.unrealized_conversion_cast %552 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %554 = builtin.unrealized_conversion_cast %553 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %555 = llvm.load %554 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %556 = vector.insert %555, %549 [9] : vector<1xbf16> into vector<32x1xbf16>
      %557 = llvm.mlir.undef : !llvm.struct<()>
      %558 = llvm.mlir.constant(18 : i32) : i32
      %559 = llvm.getelementptr %484[%558] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %560 = builtin.unrealized_conversion_cast %559 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %561 = builtin.unrealized_conversion_cast %560 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %562 = llvm.load %561 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %563 = vector.insert %562, %556 [10] : vector<1xbf16> into vector<32x1xbf16>
      %564 = llvm.mlir.undef : !llvm.struct<()>
      %565 = llvm.mlir.constant(26 : i32) : i32
      %566 = llvm.getelementptr %484[%565] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %567 = builtin.unrealized_conversion_cast %566 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %568 = builtin.unrealized_conversion_cast %567 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %569 = llvm.load %568 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %570 = vector.insert %569, %563 [11] : vector<1xbf16> into vector<32x1xbf16>
      %571 = llvm.mlir.undef : !llvm.struct<()>
      %572 = llvm.mlir.constant(3 : i32) : i32
      %573 = llvm.getelementptr %484[%572] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %574 = builtin.unrealized_conversion_cast %573 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %575 = builtin.unrealized_conversion_cast %574 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %576 = llvm.load %575 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %577 = vector.insert %576, %570 [12] : vector<1xbf16> into vector<32x1xbf16>
      %578 = llvm.mlir.undef : !llvm.struct<()>
      %579 = llvm.mlir.constant(11 : i32) : i32
      %580 = llvm.getelementptr %484[%579] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %581 = builtin.unrealized_conversion_cast %580 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %582 = builtin.unrealized_conversion_cast %581 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %583 = llvm.load %582 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %584 = vector.insert %583, %577 [13] : vector<1xbf16> into vector<32x1xbf16>
      %585 = llvm.mlir.undef : !llvm.struct<()>
      %586 = llvm.mlir.constant(19 : i32) : i32
      %587 = llvm.getelementptr %484[%586] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %588 = builtin.unrealized_conversion_cast %587 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %589 = builtin.unrealized_conversion_cast %588 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %590 = llvm.load %589 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %591 = vector.insert %590, %584 [14] : vector<1xbf16> into vector<32x1xbf16>
      %592 = llvm.mlir.undef : !llvm.struct<()>
      %593 = llvm.mlir.constant(27 : i32) : i32
      %594 = llvm.getelementptr %484[%593] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %595 = builtin.unrealized_conversion_cast %594 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %596 = builtin.unrealized_conversion_cast %595 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %597 = llvm.load %596 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %598 = vector.insert %597, %591 [15] : vector<1xbf16> into vector<32x1xbf16>
      %599 = llvm.mlir.undef : !llvm.struct<()>
      %600 = llvm.mlir.constant(4 : i32) : i32
      %601 = llvm.getelementptr %484[%600] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %602 = builtin.unrealized_conversion_cast %601 : !llvm.ptr to !cute.ptr<bf16, rmem, align<8>>
      %603 = builtin.unrealized_conversion_cast %602 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %604 = llvm.load %603 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %605 = vector.insert %604, %598 [16] : vector<1xbf16> into vector<32x1xbf16>
      %606 = llvm.mlir.undef : !llvm.struct<()>
      %607 = llvm.mlir.constant(12 : i32) : i32
      %608 = llvm.getelementptr %484[%607] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %609 = builtin.unrealized_conversion_cast %608 : !llvm.ptr to !cute.ptr<bf16, rmem, align<8>>
      %610 = builtin.unrealized_conversion_cast %609 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %611 = llvm.load %610 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %612 = vector.insert %611, %605 [17] : vector<1xbf16> into vector<32x1xbf16>
      %613 = llvm.mlir.undef : !llvm.struct<()>
      %614 = llvm.mlir.constant(20 : i32) : i32
      %615 = llvm.getelementptr %484[%614] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %616 = builtin.unrealized_conversion_cast %615 : !llvm.ptr to !cute.ptr<bf16, rmem, align<8>>
      %617 = builtin.unrealized_conversion_cast %616 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %618 = llvm.load %617 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %619 = vector.insert %618, %612 [18] : vector<1xbf16> into vector<32x1xbf16>
      %620 = llvm.mlir.undef : !llvm.struct<()>
      %621 = llvm.mlir.constant(28 : i32) : i32
      %622 = llvm.getelementptr %484[%621] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %623 = builtin.unrealized_conversion_cast %622 : !llvm.ptr to !cute.ptr<bf16, rmem, align<8>>
      %624 = builtin.unrealized_conversion_cast %623 : !cute.ptr<bf16, rmem, align<8>> to !llvm.ptr
      %625 = llvm.load %624 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %626 = vector.insert %625, %619 [19] : vector<1xbf16> into vector<32x1xbf16>
      %627 = llvm.mlir.undef : !llvm.struct<()>
      %628 = llvm.mlir.constant(5 : i32) : i32
      %629 = llvm.getelementptr %484[%628] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %630 = builtin.unrealized_conversion_cast %629 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %631 = builtin.unrealized_conversion_cast %630 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %632 = llvm.load %631 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %633 = vector.insert %632, %626 [20] : vector<1xbf16> into vector<32x1xbf16>
      %634 = llvm.mlir.undef : !llvm.struct<()>
      %635 = llvm.mlir.constant(13 : i32) : i32
      %636 = llvm.getelementptr %484[%635] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %637 = builtin.unrealized_conversion_cast %636 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %638 = builtin.unrealized_conversion_cast %637 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %639 = llvm.load %638 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %640 = vector.insert %639, %633 [21] : vector<1xbf16> into vector<32x1xbf16>
      %641 = llvm.mlir.undef : !llvm.struct<()>
      %642 = llvm.mlir.constant(21 : i32) : i32
      %643 = llvm.getelementptr %484[%642] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %644 = builtin.unrealized_conversion_cast %643 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %645 = builtin.unrealized_conversion_cast %644 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %646 = llvm.load %645 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %647 = vector.insert %646, %640 [22] : vector<1xbf16> into vector<32x1xbf16>
      %648 = llvm.mlir.undef : !llvm.struct<()>
      %649 = llvm.mlir.constant(29 : i32) : i32
      %650 = llvm.getelementptr %484[%649] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %651 = builtin.unrealized_conversion_cast %650 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %652 = builtin.unrealized_conversion_cast %651 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %653 = llvm.load %652 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %654 = vector.insert %653, %647 [23] : vector<1xbf16> into vector<32x1xbf16>
      %655 = llvm.mlir.undef : !llvm.struct<()>
      %656 = llvm.mlir.constant(6 : i32) : i32
      %657 = llvm.getelementptr %484[%656] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %658 = builtin.unrealized_conversion_cast %657 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %659 = builtin.unrealized_conversion_cast %658 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %660 = llvm.load %659 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %661 = vector.insert %660, %654 [24] : vector<1xbf16> into vector<32x1xbf16>
      %662 = llvm.mlir.undef : !llvm.struct<()>
      %663 = llvm.mlir.constant(14 : i32) : i32
      %664 = llvm.getelementptr %484[%663] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %665 = builtin.unrealized_conversion_cast %664 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %666 = builtin.unrealized_conversion_cast %665 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %667 = llvm.load %666 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %668 = vector.insert %667, %661 [25] : vector<1xbf16> into vector<32x1xbf16>
      %669 = llvm.mlir.undef : !llvm.struct<()>
      %670 = llvm.mlir.constant(22 : i32) : i32
      %671 = llvm.getelementptr %484[%670] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %672 = builtin.unrealized_conversion_cast %671 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %673 = builtin.unrealized_conversion_cast %672 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %674 = llvm.load %673 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %675 = vector.insert %674, %668 [26] : vector<1xbf16> into vector<32x1xbf16>
      %676 = llvm.mlir.undef : !llvm.struct<()>
      %677 = llvm.mlir.constant(30 : i32) : i32
      %678 = llvm.getelementptr %484[%677] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %679 = builtin.unrealized_conversion_cast %678 : !llvm.ptr to !cute.ptr<bf16, rmem, align<4>>
      %680 = builtin.unrealized_conversion_cast %679 : !cute.ptr<bf16, rmem, align<4>> to !llvm.ptr
      %681 = llvm.load %680 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %682 = vector.insert %681, %675 [27] : vector<1xbf16> into vector<32x1xbf16>
      %683 = llvm.mlir.undef : !llvm.struct<()>
      %684 = llvm.mlir.constant(7 : i32) : i32
      %685 = llvm.getelementptr %484[%684] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %686 = builtin.unrealized_conversion_cast %685 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %687 = builtin.unrealized_conversion_cast %686 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %688 = llvm.load %687 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %689 = vector.insert %688, %682 [28] : vector<1xbf16> into vector<32x1xbf16>
      %690 = llvm.mlir.undef : !llvm.struct<()>
      %691 = llvm.mlir.constant(15 : i32) : i32
      %692 = llvm.getelementptr %484[%691] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %693 = builtin.unrealized_conversion_cast %692 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %694 = builtin.unrealized_conversion_cast %693 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %695 = llvm.load %694 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %696 = vector.insert %695, %689 [29] : vector<1xbf16> into vector<32x1xbf16>
      %697 = llvm.mlir.undef : !llvm.struct<()>
      %698 = llvm.mlir.constant(23 : i32) : i32
      %699 = llvm.getelementptr %484[%698] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %700 = builtin.unrealized_conversion_cast %699 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %701 = builtin.unrealized_conversion_cast %700 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %702 = llvm.load %701 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %703 = vector.insert %702, %696 [30] : vector<1xbf16> into vector<32x1xbf16>
      %704 = llvm.mlir.undef : !llvm.struct<()>
      %705 = llvm.mlir.constant(31 : i32) : i32
      %706 = llvm.getelementptr %484[%705] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %707 = builtin.unrealized_conversion_cast %706 : !llvm.ptr to !cute.ptr<bf16, rmem>
      %708 = builtin.unrealized_conversion_cast %707 : !cute.ptr<bf16, rmem> to !llvm.ptr
      %709 = llvm.load %708 {alignment = 32 : i64} : !llvm.ptr -> vector<1xbf16>
      %710 = vector.insert %709, %703 [31] : vector<1xbf16> into vector<32x1xbf16>
      %711 = vector.shape_cast %710 : vector<32x1xbf16> to vector<32xbf16>
      %712 = llvm.extractvalue %58[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
      %713 = vector.shape_cast %711 : vector<32xbf16> to vector<32x1xbf16>
      %714 = llvm.mlir.undef : !llvm.struct<()>
      %715 = llvm.mlir.constant(0 : i32) : i32
      %716 = llvm.getelementptr %712[%715] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %717 = builtin.unrealized_conversion_cast %716 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %718 = builtin.unrealized_conversion_cast %717 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %719 = vector.extract %713[0] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %719, %718 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %720 = llvm.mlir.undef : !llvm.struct<()>
      %721 = llvm.mlir.constant(65536 : i32) : i32
      %722 = llvm.getelementptr %712[%721] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %723 = builtin.unrealized_conversion_cast %722 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %724 = builtin.unrealized_conversion_cast %723 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %725 = vector.extract %713[1] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %725, %724 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %726 = llvm.mlir.undef : !llvm.struct<()>
      %727 = llvm.mlir.constant(131072 : i32) : i32
      %728 = llvm.getelementptr %712[%727] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %729 = builtin.unrealized_conversion_cast %728 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %730 = builtin.unrealized_conversion_cast %729 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %731 = vector.extract %713[2] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %731, %730 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %732 = llvm.mlir.undef : !llvm.struct<()>
      %733 = llvm.mlir.constant(196608 : i32) : i32
      %734 = llvm.getelementptr %712[%733] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %735 = builtin.unrealized_conversion_cast %734 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %736 = builtin.unrealized_conversion_cast %735 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %737 = vector.extract %713[3] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %737, %736 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %738 = llvm.mlir.undef : !llvm.struct<()>
      %739 = llvm.mlir.constant(32 : i32) : i32
      %740 = llvm.getelementptr %712[%739] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %741 = builtin.unrealized_conversion_cast %740 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %742 = builtin.unrealized_conversion_cast %741 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %743 = vector.extract %713[4] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %743, %742 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %744 = llvm.mlir.undef : !llvm.struct<()>
      %745 = llvm.mlir.constant(65568 : i32) : i32
      %746 = llvm.getelementptr %712[%745] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %747 = builtin.unrealized_conversion_cast %746 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %748 = builtin.unrealized_conversion_cast %747 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %749 = vector.extract %713[5] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %749, %748 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %750 = llvm.mlir.undef : !llvm.struct<()>
      %751 = llvm.mlir.constant(131104 : i32) : i32
      %752 = llvm.getelementptr %712[%751] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %753 = builtin.unrealized_conversion_cast %752 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %754 = builtin.unrealized_conversion_cast %753 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %755 = vector.extract %713[6] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %755, %754 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %756 = llvm.mlir.undef : !llvm.struct<()>
      %757 = llvm.mlir.constant(196640 : i32) : i32
      %758 = llvm.getelementptr %712[%757] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %759 = builtin.unrealized_conversion_cast %758 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %760 = builtin.unrealized_conversion_cast %759 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %761 = vector.extract %713[7] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %761, %760 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %762 = llvm.mlir.undef : !llvm.struct<()>
      %763 = llvm.mlir.constant(64 : i32) : i32
      %764 = llvm.getelementptr %712[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %765 = builtin.unrealized_conversion_cast %764 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %766 = builtin.unrealized_conversion_cast %765 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %767 = vector.extract %713[8] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %767, %766 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %768 = llvm.mlir.undef : !llvm.struct<()>
      %769 = llvm.mlir.constant(65600 : i32) : i32
      %770 = llvm.getelementptr %712[%769] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %771 = builtin.unrealized_conversion_cast %770 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %772 = builtin.unrealized_conversion_cast %771 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %773 = vector.extract %713[9] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %773, %772 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %774 = llvm.mlir.undef : !llvm.struct<()>
      %775 = llvm.mlir.constant(131136 : i32) : i32
      %776 = llvm.getelementptr %712[%775] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %777 = builtin.unrealized_conversion_cast %776 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %778 = builtin.unrealized_conversion_cast %777 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %779 = vector.extract %713[10] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %779, %778 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %780 = llvm.mlir.undef : !llvm.struct<()>
      %781 = llvm.mlir.constant(196672 : i32) : i32
      %782 = llvm.getelementptr %712[%781] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %783 = builtin.unrealized_conversion_cast %782 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %784 = builtin.unrealized_conversion_cast %783 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %785 = vector.extract %713[11] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %785, %784 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %786 = llvm.mlir.undef : !llvm.struct<()>
      %787 = llvm.mlir.constant(96 : i32) : i32
      %788 = llvm.getelementptr %712[%787] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %789 = builtin.unrealized_conversion_cast %788 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %790 = builtin.unrealized_conversion_cast %789 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %791 = vector.extract %713[12] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %791, %790 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %792 = llvm.mlir.undef : !llvm.struct<()>
      %793 = llvm.mlir.constant(65632 : i32) : i32
      %794 = llvm.getelementptr %712[%793] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %795 = builtin.unrealized_conversion_cast %794 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %796 = builtin.unrealized_conversion_cast %795 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %797 = vector.extract %713[13] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %797, %796 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %798 = llvm.mlir.undef : !llvm.struct<()>
      %799 = llvm.mlir.constant(131168 : i32) : i32
      %800 = llvm.getelementptr %712[%799] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %801 = builtin.unrealized_conversion_cast %800 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %802 = builtin.unrealized_conversion_cast %801 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %803 = vector.extract %713[14] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %803, %802 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %804 = llvm.mlir.undef : !llvm.struct<()>
      %805 = llvm.mlir.constant(196704 : i32) : i32
      %806 = llvm.getelementptr %712[%805] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %807 = builtin.unrealized_conversion_cast %806 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %808 = builtin.unrealized_conversion_cast %807 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %809 = vector.extract %713[15] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %809, %808 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %810 = llvm.mlir.undef : !llvm.struct<()>
      %811 = llvm.mlir.constant(128 : i32) : i32
      %812 = llvm.getelementptr %712[%811] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %813 = builtin.unrealized_conversion_cast %812 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %814 = builtin.unrealized_conversion_cast %813 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %815 = vector.extract %713[16] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %815, %814 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %816 = llvm.mlir.undef : !llvm.struct<()>
      %817 = llvm.mlir.constant(65664 : i32) : i32
      %818 = llvm.getelementptr %712[%817] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %819 = builtin.unrealized_conversion_cast %818 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %820 = builtin.unrealized_conversion_cast %819 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %821 = vector.extract %713[17] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %821, %820 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %822 = llvm.mlir.undef : !llvm.struct<()>
      %823 = llvm.mlir.constant(131200 : i32) : i32
      %824 = llvm.getelementptr %712[%823] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %825 = builtin.unrealized_conversion_cast %824 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %826 = builtin.unrealized_conversion_cast %825 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %827 = vector.extract %713[18] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %827, %826 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %828 = llvm.mlir.undef : !llvm.struct<()>
      %829 = llvm.mlir.constant(196736 : i32) : i32
      %830 = llvm.getelementptr %712[%829] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %831 = builtin.unrealized_conversion_cast %830 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %832 = builtin.unrealized_conversion_cast %831 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %833 = vector.extract %713[19] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %833, %832 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %834 = llvm.mlir.undef : !llvm.struct<()>
      %835 = llvm.mlir.constant(160 : i32) : i32
      %836 = llvm.getelementptr %712[%835] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %837 = builtin.unrealized_conversion_cast %836 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %838 = builtin.unrealized_conversion_cast %837 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %839 = vector.extract %713[20] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %839, %838 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %840 = llvm.mlir.undef : !llvm.struct<()>
      %841 = llvm.mlir.constant(65696 : i32) : i32
      %842 = llvm.getelementptr %712[%841] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %843 = builtin.unrealized_conversion_cast %842 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %844 = builtin.unrealized_conversion_cast %843 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %845 = vector.extract %713[21] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %845, %844 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %846 = llvm.mlir.undef : !llvm.struct<()>
      %847 = llvm.mlir.constant(131232 : i32) : i32
      %848 = llvm.getelementptr %712[%847] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %849 = builtin.unrealized_conversion_cast %848 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %850 = builtin.unrealized_conversion_cast %849 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %851 = vector.extract %713[22] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %851, %850 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %852 = llvm.mlir.undef : !llvm.struct<()>
      %853 = llvm.mlir.constant(196768 : i32) : i32
      %854 = llvm.getelementptr %712[%853] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %855 = builtin.unrealized_conversion_cast %854 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %856 = builtin.unrealized_conversion_cast %855 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %857 = vector.extract %713[23] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %857, %856 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %858 = llvm.mlir.undef : !llvm.struct<()>
      %859 = llvm.mlir.constant(192 : i32) : i32
      %860 = llvm.getelementptr %712[%859] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %861 = builtin.unrealized_conversion_cast %860 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %862 = builtin.unrealized_conversion_cast %861 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %863 = vector.extract %713[24] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %863, %862 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %864 = llvm.mlir.undef : !llvm.struct<()>
      %865 = llvm.mlir.constant(65728 : i32) : i32
      %866 = llvm.getelementptr %712[%865] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %867 = builtin.unrealized_conversion_cast %866 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %868 = builtin.unrealized_conversion_cast %867 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %869 = vector.extract %713[25] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %869, %868 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %870 = llvm.mlir.undef : !llvm.struct<()>
      %871 = llvm.mlir.constant(131264 : i32) : i32
      %872 = llvm.getelementptr %712[%871] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %873 = builtin.unrealized_conversion_cast %872 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %874 = builtin.unrealized_conversion_cast %873 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %875 = vector.extract %713[26] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %875, %874 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %876 = llvm.mlir.undef : !llvm.struct<()>
      %877 = llvm.mlir.constant(196800 : i32) : i32
      %878 = llvm.getelementptr %712[%877] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %879 = builtin.unrealized_conversion_cast %878 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %880 = builtin.unrealized_conversion_cast %879 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %881 = vector.extract %713[27] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %881, %880 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %882 = llvm.mlir.undef : !llvm.struct<()>
      %883 = llvm.mlir.constant(224 : i32) : i32
      %884 = llvm.getelementptr %712[%883] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %885 = builtin.unrealized_conversion_cast %884 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %886 = builtin.unrealized_conversion_cast %885 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %887 = vector.extract %713[28] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %887, %886 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %888 = llvm.mlir.undef : !llvm.struct<()>
      %889 = llvm.mlir.constant(65760 : i32) : i32
      %890 = llvm.getelementptr %712[%889] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %891 = builtin.unrealized_conversion_cast %890 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %892 = builtin.unrealized_conversion_cast %891 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %893 = vector.extract %713[29] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %893, %892 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %894 = llvm.mlir.undef : !llvm.struct<()>
      %895 = llvm.mlir.constant(131296 : i32) : i32
      %896 = llvm.getelementptr %712[%895] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %897 = builtin.unrealized_conversion_cast %896 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %898 = builtin.unrealized_conversion_cast %897 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %899 = vector.extract %713[30] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %899, %898 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      %900 = llvm.mlir.undef : !llvm.struct<()>
      %901 = llvm.mlir.constant(196832 : i32) : i32
      %902 = llvm.getelementptr %712[%901] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %903 = builtin.unrealized_conversion_cast %902 : !llvm.ptr<1> to !cute.ptr<bf16, gmem>
      %904 = builtin.unrealized_conversion_cast %903 : !cute.ptr<bf16, gmem> to !llvm.ptr<1>
      %905 = vector.extract %713[31] : vector<1xbf16> from vector<32x1xbf16>
      llvm.store %905, %904 {alignment = 2 : i64} : vector<1xbf16>, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.func @cutlass_copy_inner_outer_partition~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(8192 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(256 : i32) : i32
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
    %15 = llvm.inttoptr %3 : i64 to !llvm.ptr
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.alloca %16 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %18 = llvm.alloca %16 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %19 = llvm.getelementptr %17[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %18, %19 : !llvm.ptr, !llvm.ptr
    %20 = llvm.getelementptr %17[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %2, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %17[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %17[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %17[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %3, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %17[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %17[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %17[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %1, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %17[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %28 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %28, %27 : i32, !llvm.ptr
    %29 = llvm.getelementptr %17[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %15, %29 : !llvm.ptr, !llvm.ptr
    %30 = llvm.alloca %16 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %31 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %17, %31 : !llvm.ptr, !llvm.ptr
    %32 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
    %34 = llvm.getelementptr %33[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %35 = llvm.load %34 : !llvm.ptr -> i32
    %36 = llvm.getelementptr %33[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
    %38 = llvm.mlir.constant(6 : i32) : i32
    %39 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%39 : i32)
  ^bb1(%40: i32):  // 2 preds: ^bb2, ^bb3
    %41 = llvm.getelementptr %37[%40] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %42 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %38, %42 : i32, !llvm.ptr
    %43 = llvm.getelementptr %41[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %43 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %44 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %45 = llvm.mlir.constant(0 : index) : i64
    %46 = llvm.getelementptr %44[%45, %45] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %47 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %48 = llvm.mlir.constant(0 : index) : i64
    %49 = llvm.getelementptr %47[%48, %48] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %50 = llvm.call @printf(%49, %46) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %51 = llvm.mlir.constant(1 : i32) : i32
    %52 = llvm.add %35, %51 : i32
    llvm.store %52, %34 : i32, !llvm.ptr
    llvm.br ^bb1(%35 : i32)
  ^bb6:  // pred: ^bb0
    %53 = llvm.mlir.constant(3 : i32) : i32
    %54 = llvm.icmp "uge" %35, %53 : i32
    llvm.cond_br %54, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%55 : i32)
  ^bb7:  // pred: ^bb0
    %56 = llvm.getelementptr %37[%55] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %57 = llvm.getelementptr %56[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %58 = llvm.load %57 : !llvm.ptr -> i32
    %59 = llvm.icmp "eq" %58, %38 : i32
    %60 = llvm.mlir.constant(1 : i32) : i32
    %61 = llvm.add %55, %60 : i32
    llvm.cond_br %59, ^bb3, ^bb0(%61 : i32)
  ^bb0(%55: i32):  // 2 preds: ^bb8, ^bb7
    %62 = llvm.icmp "uge" %55, %35 : i32
    llvm.cond_br %62, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %63 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %64 = llvm.load %63 : !llvm.ptr -> !llvm.ptr
    %65 = llvm.getelementptr %64[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %66 = llvm.load %65 : !llvm.ptr -> i32
    %67 = llvm.getelementptr %64[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %68 = llvm.load %67 : !llvm.ptr -> !llvm.ptr
    %69 = llvm.mlir.constant(2 : i32) : i32
    %70 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%70 : i32)
  ^bb10(%71: i32):  // 2 preds: ^bb11, ^bb12
    %72 = llvm.getelementptr %68[%71] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %73 = llvm.getelementptr %72[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %69, %73 : i32, !llvm.ptr
    %74 = llvm.getelementptr %72[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %74 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %75 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %76 = llvm.mlir.constant(0 : index) : i64
    %77 = llvm.getelementptr %75[%76, %76] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %78 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %79 = llvm.mlir.constant(0 : index) : i64
    %80 = llvm.getelementptr %78[%79, %79] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %81 = llvm.call @printf(%80, %77) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %82 = llvm.mlir.constant(1 : i32) : i32
    %83 = llvm.add %66, %82 : i32
    llvm.store %83, %65 : i32, !llvm.ptr
    llvm.br ^bb10(%66 : i32)
  ^bb15:  // pred: ^bb9
    %84 = llvm.mlir.constant(3 : i32) : i32
    %85 = llvm.icmp "uge" %66, %84 : i32
    llvm.cond_br %85, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%86 : i32)
  ^bb16:  // pred: ^bb9
    %87 = llvm.getelementptr %68[%86] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %88 = llvm.getelementptr %87[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %89 = llvm.load %88 : !llvm.ptr -> i32
    %90 = llvm.icmp "eq" %89, %69 : i32
    %91 = llvm.mlir.constant(1 : i32) : i32
    %92 = llvm.add %86, %91 : i32
    llvm.cond_br %90, ^bb12, ^bb9(%92 : i32)
  ^bb9(%86: i32):  // 2 preds: ^bb4, ^bb16
    %93 = llvm.icmp "uge" %86, %66 : i32
    llvm.cond_br %93, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %94 = builtin.unrealized_conversion_cast %30 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_copy_kernel~<%94> (%9, %14) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %4 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_inner_outer_partition~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_inner_outer_partition~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
