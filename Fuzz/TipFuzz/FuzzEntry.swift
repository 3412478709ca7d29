/// What libFuzzer runs for each input (main.swift hands it to the driver): the input goes to
/// the target named by `TIPFUZZ_TARGET`.
///
/// Built only by `scripts/fuzz.sh` (with `-sanitize=fuzzer,address`); the normal `swift build`
/// never sees this target. See docs/fuzzing.md.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.selected.run(bytes)
    return 0
}

/// The symbol libFuzzer's runtime refers to. Inputs arrive through the driver call in main.swift;
/// this definition only satisfies the link.
@_cdecl("LLVMFuzzerTestOneInput")
public func llvmFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size)
}
