// irscope snapshot: copy_tma:bf16@sm_90a after convert-to-llvm#1 (convert-to-llvm)
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_copy_tma_kernel~' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_copy_tma_kernel~(%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg1: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.struct<(struct<(array<16 x i64>)>)>, nvvm.grid_constant}, %arg3: !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(struct<(array<16 x i64>)>)>
      %1 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(struct<(array<16 x i64>)>)>
      %2 = llvm.mlir.constant(10000000 : i32) : i32
      %3 = llvm.mlir.constant(16384 : i32) : i32
      %4 = llvm.mlir.poison : !llvm.struct<()>
      %5 = llvm.mlir.poison : !llvm.struct<()>
      %6 = llvm.mlir.poison : !llvm.struct<()>
      %7 = llvm.mlir.poison : !llvm.struct<()>
      %8 = llvm.mlir.constant(128 : i32) : i32
      %9 = llvm.mlir.constant(64 : i32) : i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.mlir.constant(0 : i32) : i32
      %12 = llvm.mlir.poison : !llvm.struct<()>
      %13 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %14 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %16 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %17 = llvm.getelementptr %16[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<0 x i8>
      %18 = llvm.mlir.constant(16384 : i32) : i32
      %19 = llvm.getelementptr %17[%18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
      %20 = builtin.unrealized_conversion_cast %19 : !llvm.ptr<3> to !cute.ptr<i64, smem, align<1024>>
      %21 = llvm.icmp "eq" %15, %11 : i32
      llvm.cond_br %21, ^bb0, ^bb1
    ^bb0:  // pred: ^bb2
      %22 = builtin.unrealized_conversion_cast %20 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
      nvvm.mbarrier.init.shared %22, %10 : !llvm.ptr<3>, i32
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb2, ^bb0
      nvvm.fence.mbarrier.init
      llvm.inline_asm has_side_effects asm_dialect = att "bar.sync $0;", "r" %11 : (i32) -> ()
      %23 = llvm.extractvalue %arg1[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %24 = llvm.extractvalue %23[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %25 = llvm.extractvalue %23[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.mlir.constant(0 : i32) : i32
      %28 = llvm.mlir.constant(-1 : i32) : i32
      %29 = llvm.mlir.constant(true) : i1
      %30 = llvm.select %29, %28, %26 : i1, i32
      %31 = llvm.add %30, %24 : i32
      %32 = llvm.sdiv %31, %9 : i32
      %33 = llvm.add %32, %26 : i32
      %34 = llvm.sub %27, %24 : i32
      %35 = llvm.sdiv %34, %9 : i32
      %36 = llvm.sub %27, %35 : i32
      %37 = llvm.icmp "slt" %24, %27 : i32
      %38 = llvm.icmp "sgt" %24, %27 : i32
      %39 = llvm.mlir.constant(false) : i1
      %40 = llvm.mlir.constant(true) : i1
      %41 = llvm.and %37, %39 : i1
      %42 = llvm.and %38, %40 : i1
      %43 = llvm.or %41, %42 : i1
      %44 = llvm.select %43, %33, %36 : i1, i32
      %45 = llvm.mlir.constant(1 : i32) : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.mlir.constant(-1 : i32) : i32
      %48 = llvm.mlir.constant(true) : i1
      %49 = llvm.select %48, %47, %45 : i1, i32
      %50 = llvm.add %49, %25 : i32
      %51 = llvm.sdiv %50, %8 : i32
      %52 = llvm.add %51, %45 : i32
      %53 = llvm.sub %46, %25 : i32
      %54 = llvm.sdiv %53, %8 : i32
      %55 = llvm.sub %46, %54 : i32
      %56 = llvm.icmp "slt" %25, %46 : i32
      %57 = llvm.icmp "sgt" %25, %46 : i32
      %58 = llvm.mlir.constant(false) : i1
      %59 = llvm.mlir.constant(true) : i1
      %60 = llvm.and %56, %58 : i1
      %61 = llvm.and %57, %59 : i1
      %62 = llvm.or %60, %61 : i1
      %63 = llvm.select %62, %52, %55 : i1, i32
      %64 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %65 = llvm.insertvalue %44, %64[0] : !llvm.struct<(i32, i32)>
      %66 = llvm.insertvalue %63, %65[1] : !llvm.struct<(i32, i32)>
      %67 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %68 = llvm.insertvalue %66, %67[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %69 = llvm.insertvalue %7, %68[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %70 = llvm.extractvalue %69[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %71 = llvm.extractvalue %69[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %72 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %73 = llvm.insertvalue %70, %72[0] : !llvm.struct<(i32, i32)>
      %74 = llvm.insertvalue %71, %73[1] : !llvm.struct<(i32, i32)>
      %75 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %76 = llvm.insertvalue %74, %75[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %77 = llvm.insertvalue %6, %76[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %78 = llvm.mlir.undef : !llvm.struct<()>
      %79 = llvm.extractvalue %arg3[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
      %80 = llvm.extractvalue %79[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %81 = llvm.extractvalue %79[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %82 = llvm.mlir.constant(1 : i32) : i32
      %83 = llvm.mlir.constant(0 : i32) : i32
      %84 = llvm.mlir.constant(-1 : i32) : i32
      %85 = llvm.mlir.constant(true) : i1
      %86 = llvm.select %85, %84, %82 : i1, i32
      %87 = llvm.add %86, %80 : i32
      %88 = llvm.sdiv %87, %9 : i32
      %89 = llvm.add %88, %82 : i32
      %90 = llvm.sub %83, %80 : i32
      %91 = llvm.sdiv %90, %9 : i32
      %92 = llvm.sub %83, %91 : i32
      %93 = llvm.icmp "slt" %80, %83 : i32
      %94 = llvm.icmp "sgt" %80, %83 : i32
      %95 = llvm.mlir.constant(false) : i1
      %96 = llvm.mlir.constant(true) : i1
      %97 = llvm.and %93, %95 : i1
      %98 = llvm.and %94, %96 : i1
      %99 = llvm.or %97, %98 : i1
      %100 = llvm.select %99, %89, %92 : i1, i32
      %101 = llvm.mlir.constant(1 : i32) : i32
      %102 = llvm.mlir.constant(0 : i32) : i32
      %103 = llvm.mlir.constant(-1 : i32) : i32
      %104 = llvm.mlir.constant(true) : i1
      %105 = llvm.select %104, %103, %101 : i1, i32
      %106 = llvm.add %105, %81 : i32
      %107 = llvm.sdiv %106, %8 : i32
      %108 = llvm.add %107, %101 : i32
      %109 = llvm.sub %102, %81 : i32
      %110 = llvm.sdiv %109, %8 : i32
      %111 = llvm.sub %102, %110 : i32
      %112 = llvm.icmp "slt" %81, %102 : i32
      %113 = llvm.icmp "sgt" %81, %102 : i32
      %114 = llvm.mlir.constant(false) : i1
      %115 = llvm.mlir.constant(true) : i1
      %116 = llvm.and %112, %114 : i1
      %117 = llvm.and %113, %115 : i1
      %118 = llvm.or %116, %117 : i1
      %119 = llvm.select %118, %108, %111 : i1, i32
      %120 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %121 = llvm.insertvalue %100, %120[0] : !llvm.struct<(i32, i32)>
      %122 = llvm.insertvalue %119, %121[1] : !llvm.struct<(i32, i32)>
      %123 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %124 = llvm.insertvalue %122, %123[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %125 = llvm.insertvalue %7, %124[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %126 = llvm.extractvalue %125[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %127 = llvm.extractvalue %125[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %128 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %129 = llvm.insertvalue %126, %128[0] : !llvm.struct<(i32, i32)>
      %130 = llvm.insertvalue %127, %129[1] : !llvm.struct<(i32, i32)>
      %131 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %132 = llvm.insertvalue %130, %131[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %133 = llvm.insertvalue %6, %132[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %134 = llvm.extractvalue %77[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %135 = llvm.extractvalue %77[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %136 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %137 = llvm.insertvalue %134, %136[0] : !llvm.struct<(i32, i32)>
      %138 = llvm.insertvalue %135, %137[1] : !llvm.struct<(i32, i32)>
      %139 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %140 = llvm.insertvalue %138, %139[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %141 = llvm.insertvalue %5, %140[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %142 = llvm.extractvalue %141[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %143 = llvm.extractvalue %141[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %144 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %145 = llvm.insertvalue %142, %144[0] : !llvm.struct<(i32, i32)>
      %146 = llvm.insertvalue %143, %145[1] : !llvm.struct<(i32, i32)>
      %147 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %148 = llvm.insertvalue %146, %147[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %149 = llvm.insertvalue %4, %148[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %150 = llvm.extractvalue %133[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %151 = llvm.extractvalue %133[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %152 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %153 = llvm.insertvalue %150, %152[0] : !llvm.struct<(i32, i32)>
      %154 = llvm.insertvalue %151, %153[1] : !llvm.struct<(i32, i32)>
      %155 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %156 = llvm.insertvalue %154, %155[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %157 = llvm.insertvalue %5, %156[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %158 = llvm.extractvalue %157[0, 0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %159 = llvm.extractvalue %157[0, 1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %160 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %161 = llvm.insertvalue %158, %160[0] : !llvm.struct<(i32, i32)>
      %162 = llvm.insertvalue %159, %161[1] : !llvm.struct<(i32, i32)>
      %163 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %164 = llvm.insertvalue %162, %163[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %165 = llvm.insertvalue %4, %164[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      llvm.cond_br %21, ^bb3, ^bb4
    ^bb3:  // pred: ^bb1
      %166 = builtin.unrealized_conversion_cast %20 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
      nvvm.mbarrier.txn %166, %3 {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb1, ^bb3
      %167 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %168 = llvm.insertvalue %13, %167[0] : !llvm.struct<(i32, i32)>
      %169 = llvm.insertvalue %14, %168[1] : !llvm.struct<(i32, i32)>
      %170 = llvm.extractvalue %149[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %171 = llvm.extractvalue %170[0] : !llvm.struct<(i32, i32)>
      %172 = llvm.extractvalue %170[1] : !llvm.struct<(i32, i32)>
      %173 = llvm.extractvalue %149[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %174 = llvm.extractvalue %169[0] : !llvm.struct<(i32, i32)>
      %175 = llvm.extractvalue %169[1] : !llvm.struct<(i32, i32)>
      %176 = llvm.mlir.constant(64 : i32) : i32
      %177 = llvm.mul %174, %176 : i32
      %178 = llvm.mlir.constant(128 : i32) : i32
      %179 = llvm.mul %175, %178 : i32
      %180 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %181 = llvm.insertvalue %179, %180[0] : !llvm.struct<(i32, i32)>
      %182 = llvm.insertvalue %177, %181[1] : !llvm.struct<(i32, i32)>
      %183 = llvm.extractvalue %182[0] : !llvm.struct<(i32, i32)>
      %184 = llvm.extractvalue %182[1] : !llvm.struct<(i32, i32)>
      %185 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %186 = llvm.insertvalue %183, %185[0] : !llvm.struct<(i32, i32)>
      %187 = llvm.insertvalue %184, %186[1] : !llvm.struct<(i32, i32)>
      %188 = llvm.extractvalue %187[0] : !llvm.struct<(i32, i32)>
      %189 = llvm.extractvalue %187[1] : !llvm.struct<(i32, i32)>
      %190 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %191 = llvm.insertvalue %188, %190[0] : !llvm.struct<(i32, i32)>
      %192 = llvm.insertvalue %189, %191[1] : !llvm.struct<(i32, i32)>
      %193 = llvm.getelementptr %arg0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %194 = llvm.mlir.zero : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %195 = llvm.insertvalue %193, %194[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %196 = llvm.insertvalue %19, %195[1] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %197 = llvm.extractvalue %195[3] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %198 = llvm.extractvalue %196[0] : !llvm.struct<(ptr, ptr<3>, i16, i64, struct<()>)>
      %199 = llvm.getelementptr %198[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %200 = llvm.extractvalue %192[0] : !llvm.struct<(i32, i32)>
      %201 = llvm.extractvalue %192[1] : !llvm.struct<(i32, i32)>
      %202 = nvvm.elect.sync -> i1
      scf.if %202 {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %17, %199, %19, box[%200, %201] l2_cache_hint = %197 {useIntrinsic = true} : <3>, !llvm.ptr
      }
      %203 = builtin.unrealized_conversion_cast %20 : !cute.ptr<i64, smem, align<1024>> to !llvm.ptr<3>
      nvvm.mbarrier.try_wait.parity.shared %203, %11, %2 : !llvm.ptr<3>, i32, i32
      llvm.cond_br %21, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %204 = llvm.extractvalue %165[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %205 = llvm.extractvalue %204[0] : !llvm.struct<(i32, i32)>
      %206 = llvm.extractvalue %204[1] : !llvm.struct<(i32, i32)>
      %207 = llvm.extractvalue %165[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
      %208 = llvm.extractvalue %169[0] : !llvm.struct<(i32, i32)>
      %209 = llvm.extractvalue %169[1] : !llvm.struct<(i32, i32)>
      %210 = llvm.mlir.constant(64 : i32) : i32
      %211 = llvm.mul %208, %210 : i32
      %212 = llvm.mlir.constant(128 : i32) : i32
      %213 = llvm.mul %209, %212 : i32
      %214 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %215 = llvm.insertvalue %213, %214[0] : !llvm.struct<(i32, i32)>
      %216 = llvm.insertvalue %211, %215[1] : !llvm.struct<(i32, i32)>
      %217 = llvm.extractvalue %216[0] : !llvm.struct<(i32, i32)>
      %218 = llvm.extractvalue %216[1] : !llvm.struct<(i32, i32)>
      %219 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %220 = llvm.insertvalue %217, %219[0] : !llvm.struct<(i32, i32)>
      %221 = llvm.insertvalue %218, %220[1] : !llvm.struct<(i32, i32)>
      %222 = llvm.extractvalue %221[0] : !llvm.struct<(i32, i32)>
      %223 = llvm.extractvalue %221[1] : !llvm.struct<(i32, i32)>
      %224 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
      %225 = llvm.insertvalue %222, %224[0] : !llvm.struct<(i32, i32)>
      %226 = llvm.insertvalue %223, %225[1] : !llvm.struct<(i32, i32)>
      %227 = llvm.getelementptr %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(array<16 x i64>)>)>
      %228 = llvm.mlir.zero : !llvm.struct<(ptr, i64, struct<()>)>
      %229 = llvm.insertvalue %227, %228[0] : !llvm.struct<(ptr, i64, struct<()>)>
      %230 = llvm.extractvalue %229[0] : !llvm.struct<(ptr, i64, struct<()>)>
      %231 = llvm.getelementptr %230[0] : (!llvm.ptr) -> !llvm.ptr, i64
      %232 = llvm.extractvalue %229[1] : !llvm.struct<(ptr, i64, struct<()>)>
      %233 = llvm.extractvalue %226[0] : !llvm.struct<(i32, i32)>
      %234 = llvm.extractvalue %226[1] : !llvm.struct<(i32, i32)>
      nvvm.cp.async.bulk.tensor.global.shared.cta.ext %231, %17, box[%233, %234] l2_cache_hint = %232 : !llvm.ptr, <3>
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0 {read}
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      llvm.return
    }
  }
  llvm.func @cutlass_copy_tma~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(16640 : i64) : i64
    %1 = llvm.mlir.constant(9151314442816847872 : i64) : i64
    %2 = llvm.mlir.constant(263442 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(32 : i32) : i32
    %6 = llvm.mlir.constant(128 : i32) : i32
    %7 = llvm.mlir.constant(64 : i32) : i32
    %8 = llvm.mlir.poison : !llvm.struct<()>
    %9 = llvm.mlir.poison : !llvm.struct<()>
    %10 = llvm.mlir.constant(63 : i64) : i64
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
    %25 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %26 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %27 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %28 = llvm.extractvalue %27[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %29 = llvm.extractvalue %27[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %30 = llvm.extractvalue %27[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %31 = llvm.zext %29 : i32 to i64
    %32 = llvm.zext %28 : i32 to i64
    %33 = llvm.mul %30, %21 : i64
    %34 = llvm.ptrtoint %26 : !llvm.ptr<1> to i64
    %35 = llvm.getelementptr %25[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %35 : i64, !llvm.ptr
    %36 = llvm.getelementptr %25[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %36 : i64, !llvm.ptr
    %37 = llvm.getelementptr %25[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %37 : i64, !llvm.ptr
    %38 = llvm.getelementptr %25[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %38 : i64, !llvm.ptr
    %39 = llvm.getelementptr %25[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %39 : i64, !llvm.ptr
    %40 = llvm.getelementptr %25[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %40 : i64, !llvm.ptr
    %41 = llvm.getelementptr %25[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %41 : i64, !llvm.ptr
    %42 = llvm.getelementptr %25[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %42 : i64, !llvm.ptr
    %43 = llvm.udiv %34, %19 : i64
    %44 = llvm.and %43, %16 : i64
    %45 = llvm.shl %44, %17 : i64
    llvm.store %45, %35 : i64, !llvm.ptr
    %46 = llvm.sub %32, %22 : i64
    %47 = llvm.mul %46, %33 : i64
    %48 = llvm.mul %31, %19 : i64
    %49 = llvm.udiv %48, %20 : i64
    %50 = llvm.add %49, %47 : i64
    %51 = llvm.icmp "uge" %50, %15 : i64
    %52 = llvm.zext %51 : i1 to i64
    %53 = llvm.shl %52, %14 : i64
    %54 = llvm.udiv %33, %19 : i64
    %55 = llvm.shl %54, %13 : i64
    %56 = llvm.or %53, %55 : i64
    %57 = llvm.or %56, %2 : i64
    llvm.store %57, %36 : i64, !llvm.ptr
    llvm.store %23, %37 : i64, !llvm.ptr
    %58 = llvm.lshr %33, %12 : i64
    %59 = llvm.and %58, %11 : i64
    %60 = llvm.shl %59, %13 : i64
    llvm.store %60, %38 : i64, !llvm.ptr
    %61 = llvm.sub %31, %22 : i64
    %62 = llvm.and %61, %18 : i64
    %63 = llvm.shl %46, %13 : i64
    %64 = llvm.or %62, %63 : i64
    llvm.store %64, %39 : i64, !llvm.ptr
    llvm.store %23, %40 : i64, !llvm.ptr
    llvm.store %1, %41 : i64, !llvm.ptr
    llvm.store %10, %42 : i64, !llvm.ptr
    %65 = llvm.ptrtoint %25 : !llvm.ptr to i64
    %66 = llvm.inttoptr %65 : i64 to !llvm.ptr
    %67 = llvm.load %66 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %68 = llvm.mlir.undef : !llvm.struct<(struct<(array<16 x i64>)>)>
    %69 = llvm.insertvalue %67, %68[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %70 = llvm.extractvalue %27[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %71 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %72 = llvm.insertvalue %70, %71[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %73 = llvm.insertvalue %9, %72[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %74 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %75 = llvm.insertvalue %8, %74[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %76 = llvm.insertvalue %73, %75[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %77 = llvm.alloca %24 x i64 {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %78 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %79 = llvm.extractvalue %arg1[1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
    %80 = llvm.extractvalue %79[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %81 = llvm.extractvalue %79[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %82 = llvm.extractvalue %79[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %83 = llvm.zext %81 : i32 to i64
    %84 = llvm.zext %80 : i32 to i64
    %85 = llvm.mul %82, %21 : i64
    %86 = llvm.ptrtoint %78 : !llvm.ptr<1> to i64
    %87 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %87 : i64, !llvm.ptr
    %88 = llvm.getelementptr %77[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %88 : i64, !llvm.ptr
    %89 = llvm.getelementptr %77[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %89 : i64, !llvm.ptr
    %90 = llvm.getelementptr %77[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %90 : i64, !llvm.ptr
    %91 = llvm.getelementptr %77[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %91 : i64, !llvm.ptr
    %92 = llvm.getelementptr %77[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %92 : i64, !llvm.ptr
    %93 = llvm.getelementptr %77[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %93 : i64, !llvm.ptr
    %94 = llvm.getelementptr %77[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %23, %94 : i64, !llvm.ptr
    %95 = llvm.udiv %86, %19 : i64
    %96 = llvm.and %95, %16 : i64
    %97 = llvm.shl %96, %17 : i64
    llvm.store %97, %87 : i64, !llvm.ptr
    %98 = llvm.sub %84, %22 : i64
    %99 = llvm.mul %98, %85 : i64
    %100 = llvm.mul %83, %19 : i64
    %101 = llvm.udiv %100, %20 : i64
    %102 = llvm.add %101, %99 : i64
    %103 = llvm.icmp "uge" %102, %15 : i64
    %104 = llvm.zext %103 : i1 to i64
    %105 = llvm.shl %104, %14 : i64
    %106 = llvm.udiv %85, %19 : i64
    %107 = llvm.shl %106, %13 : i64
    %108 = llvm.or %105, %107 : i64
    %109 = llvm.or %108, %2 : i64
    llvm.store %109, %88 : i64, !llvm.ptr
    llvm.store %23, %89 : i64, !llvm.ptr
    %110 = llvm.lshr %85, %12 : i64
    %111 = llvm.and %110, %11 : i64
    %112 = llvm.shl %111, %13 : i64
    llvm.store %112, %90 : i64, !llvm.ptr
    %113 = llvm.sub %83, %22 : i64
    %114 = llvm.and %113, %18 : i64
    %115 = llvm.shl %98, %13 : i64
    %116 = llvm.or %114, %115 : i64
    llvm.store %116, %91 : i64, !llvm.ptr
    llvm.store %23, %92 : i64, !llvm.ptr
    llvm.store %1, %93 : i64, !llvm.ptr
    llvm.store %10, %94 : i64, !llvm.ptr
    %117 = llvm.ptrtoint %77 : !llvm.ptr to i64
    %118 = llvm.inttoptr %117 : i64 to !llvm.ptr
    %119 = llvm.load %118 {nontemporal} : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
    %120 = llvm.mlir.undef : !llvm.struct<(struct<(array<16 x i64>)>)>
    %121 = llvm.insertvalue %119, %120[0] : !llvm.struct<(struct<(array<16 x i64>)>)>
    %122 = llvm.extractvalue %79[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
    %123 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %124 = llvm.insertvalue %122, %123[0] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %125 = llvm.insertvalue %9, %124[1] : !llvm.struct<(struct<(i32, i32)>, struct<()>)>
    %126 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %127 = llvm.insertvalue %8, %126[0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %128 = llvm.insertvalue %125, %127[1] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
    %129 = llvm.extractvalue %70[0] : !llvm.struct<(i32, i32)>
    %130 = llvm.extractvalue %70[1] : !llvm.struct<(i32, i32)>
    %131 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %132 = llvm.insertvalue %129, %131[0] : !llvm.struct<(i32, i32)>
    %133 = llvm.insertvalue %130, %132[1] : !llvm.struct<(i32, i32)>
    %134 = llvm.extractvalue %133[0] : !llvm.struct<(i32, i32)>
    %135 = llvm.extractvalue %133[1] : !llvm.struct<(i32, i32)>
    %136 = llvm.mlir.constant(1 : i32) : i32
    %137 = llvm.mlir.constant(0 : i32) : i32
    %138 = llvm.mlir.constant(-1 : i32) : i32
    %139 = llvm.mlir.constant(true) : i1
    %140 = llvm.select %139, %138, %136 : i1, i32
    %141 = llvm.add %140, %134 : i32
    %142 = llvm.sdiv %141, %7 : i32
    %143 = llvm.add %142, %136 : i32
    %144 = llvm.sub %137, %134 : i32
    %145 = llvm.sdiv %144, %7 : i32
    %146 = llvm.sub %137, %145 : i32
    %147 = llvm.icmp "slt" %134, %137 : i32
    %148 = llvm.icmp "sgt" %134, %137 : i32
    %149 = llvm.mlir.constant(false) : i1
    %150 = llvm.mlir.constant(true) : i1
    %151 = llvm.and %147, %149 : i1
    %152 = llvm.and %148, %150 : i1
    %153 = llvm.or %151, %152 : i1
    %154 = llvm.select %153, %143, %146 : i1, i32
    %155 = llvm.mlir.constant(1 : i32) : i32
    %156 = llvm.mlir.constant(0 : i32) : i32
    %157 = llvm.mlir.constant(-1 : i32) : i32
    %158 = llvm.mlir.constant(true) : i1
    %159 = llvm.select %158, %157, %155 : i1, i32
    %160 = llvm.add %159, %135 : i32
    %161 = llvm.sdiv %160, %6 : i32
    %162 = llvm.add %161, %155 : i32
    %163 = llvm.sub %156, %135 : i32
    %164 = llvm.sdiv %163, %6 : i32
    %165 = llvm.sub %156, %164 : i32
    %166 = llvm.icmp "slt" %135, %156 : i32
    %167 = llvm.icmp "sgt" %135, %156 : i32
    %168 = llvm.mlir.constant(false) : i1
    %169 = llvm.mlir.constant(true) : i1
    %170 = llvm.and %166, %168 : i1
    %171 = llvm.and %167, %169 : i1
    %172 = llvm.or %170, %171 : i1
    %173 = llvm.select %172, %162, %165 : i1, i32
    %174 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %175 = llvm.insertvalue %154, %174[0] : !llvm.struct<(i32, i32)>
    %176 = llvm.insertvalue %173, %175[1] : !llvm.struct<(i32, i32)>
    %177 = llvm.extractvalue %176[0] : !llvm.struct<(i32, i32)>
    %178 = llvm.extractvalue %176[1] : !llvm.struct<(i32, i32)>
    %179 = llvm.inttoptr %23 : i64 to !llvm.ptr
    %180 = llvm.mlir.constant(1 : i32) : i32
    %181 = llvm.alloca %180 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %182 = llvm.alloca %180 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %183 = llvm.getelementptr %181[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %182, %183 : !llvm.ptr, !llvm.ptr
    %184 = llvm.getelementptr %181[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %184 : i32, !llvm.ptr
    %185 = llvm.getelementptr %181[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %185 : i32, !llvm.ptr
    %186 = llvm.getelementptr %181[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %186 : i32, !llvm.ptr
    %187 = llvm.getelementptr %181[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %0, %187 : i64, !llvm.ptr
    %188 = llvm.getelementptr %181[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %177, %188 : i32, !llvm.ptr
    %189 = llvm.getelementptr %181[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %178, %189 : i32, !llvm.ptr
    %190 = llvm.getelementptr %181[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %4, %190 : i32, !llvm.ptr
    %191 = llvm.getelementptr %181[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %192 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %192, %191 : i32, !llvm.ptr
    %193 = llvm.getelementptr %181[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %179, %193 : !llvm.ptr, !llvm.ptr
    %194 = llvm.alloca %180 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %195 = llvm.getelementptr %194[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %181, %195 : !llvm.ptr, !llvm.ptr
    %196 = llvm.getelementptr %194[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %197 = llvm.load %196 : !llvm.ptr -> !llvm.ptr
    %198 = llvm.getelementptr %197[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %199 = llvm.load %198 : !llvm.ptr -> i32
    %200 = llvm.getelementptr %197[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %201 = llvm.load %200 : !llvm.ptr -> !llvm.ptr
    %202 = llvm.mlir.constant(6 : i32) : i32
    %203 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb0(%203 : i32)
  ^bb1(%204: i32):  // 2 preds: ^bb2, ^bb3
    %205 = llvm.getelementptr %201[%204] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %206 = llvm.getelementptr %205[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %202, %206 : i32, !llvm.ptr
    %207 = llvm.getelementptr %205[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %207 : i32, !llvm.ptr
    llvm.br ^bb4
  ^bb5:  // pred: ^bb6
    %208 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %209 = llvm.mlir.constant(0 : index) : i64
    %210 = llvm.getelementptr %208[%209, %209] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %211 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %212 = llvm.mlir.constant(0 : index) : i64
    %213 = llvm.getelementptr %211[%212, %212] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %214 = llvm.call @printf(%213, %210) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb6
    %215 = llvm.mlir.constant(1 : i32) : i32
    %216 = llvm.add %199, %215 : i32
    llvm.store %216, %198 : i32, !llvm.ptr
    llvm.br ^bb1(%199 : i32)
  ^bb6:  // pred: ^bb0
    %217 = llvm.mlir.constant(3 : i32) : i32
    %218 = llvm.icmp "uge" %199, %217 : i32
    llvm.cond_br %218, ^bb5, ^bb2
  ^bb3:  // pred: ^bb7
    llvm.br ^bb1(%219 : i32)
  ^bb7:  // pred: ^bb0
    %220 = llvm.getelementptr %201[%219] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %221 = llvm.getelementptr %220[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %222 = llvm.load %221 : !llvm.ptr -> i32
    %223 = llvm.icmp "eq" %222, %202 : i32
    %224 = llvm.mlir.constant(1 : i32) : i32
    %225 = llvm.add %219, %224 : i32
    llvm.cond_br %223, ^bb3, ^bb0(%225 : i32)
  ^bb0(%219: i32):  // 2 preds: ^bb8, ^bb7
    %226 = llvm.icmp "uge" %219, %199 : i32
    llvm.cond_br %226, ^bb6, ^bb7
  ^bb4:  // pred: ^bb1
    %227 = llvm.getelementptr %194[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %228 = llvm.load %227 : !llvm.ptr -> !llvm.ptr
    %229 = llvm.getelementptr %228[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %230 = llvm.load %229 : !llvm.ptr -> i32
    %231 = llvm.getelementptr %228[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %232 = llvm.load %231 : !llvm.ptr -> !llvm.ptr
    %233 = llvm.mlir.constant(2 : i32) : i32
    %234 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb9(%234 : i32)
  ^bb10(%235: i32):  // 2 preds: ^bb11, ^bb12
    %236 = llvm.getelementptr %232[%235] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %237 = llvm.getelementptr %236[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %233, %237 : i32, !llvm.ptr
    %238 = llvm.getelementptr %236[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %3, %238 : i32, !llvm.ptr
    llvm.br ^bb13
  ^bb14:  // pred: ^bb15
    %239 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %240 = llvm.mlir.constant(0 : index) : i64
    %241 = llvm.getelementptr %239[%240, %240] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %242 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %243 = llvm.mlir.constant(0 : index) : i64
    %244 = llvm.getelementptr %242[%243, %243] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %245 = llvm.call @printf(%244, %241) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb11:  // pred: ^bb15
    %246 = llvm.mlir.constant(1 : i32) : i32
    %247 = llvm.add %230, %246 : i32
    llvm.store %247, %229 : i32, !llvm.ptr
    llvm.br ^bb10(%230 : i32)
  ^bb15:  // pred: ^bb9
    %248 = llvm.mlir.constant(3 : i32) : i32
    %249 = llvm.icmp "uge" %230, %248 : i32
    llvm.cond_br %249, ^bb14, ^bb11
  ^bb12:  // pred: ^bb16
    llvm.br ^bb10(%250 : i32)
  ^bb16:  // pred: ^bb9
    %251 = llvm.getelementptr %232[%250] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %252 = llvm.getelementptr %251[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %253 = llvm.load %252 : !llvm.ptr -> i32
    %254 = llvm.icmp "eq" %253, %233 : i32
    %255 = llvm.mlir.constant(1 : i32) : i32
    %256 = llvm.add %250, %255 : i32
    llvm.cond_br %254, ^bb12, ^bb9(%256 : i32)
  ^bb9(%250: i32):  // 2 preds: ^bb4, ^bb16
    %257 = llvm.icmp "uge" %250, %230 : i32
    llvm.cond_br %257, ^bb15, ^bb16
  ^bb13:  // pred: ^bb10
    %258 = builtin.unrealized_conversion_cast %194 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %259 = cuda.launch_ex @kernels::@kernel_cutlass_copy_tma_kernel~<%258> (%69, %76, %121, %128) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>, !llvm.struct<(struct<(array<16 x i64>)>)>, !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>) -> !cuda.result
    %260 = builtin.unrealized_conversion_cast %259 : !cuda.result to i32
    cuda.return_if_error %260 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass_copy_tma~(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_copy_tma~(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>) -> i32
    llvm.return %0 : i32
  }
}
