/// What libFuzzer runs for each input (main.swift hands it to the driver): the input goes to
/// the target named by `TIPFUZZ_TARGET`.
///
/// Built only by `scripts/fuzz.sh` (with `-sanitize=fuzzer,address`); the normal `swift build`
/// never sees this target. See docs/fuzzing.md.
import Foundation
import TipFuzzTargets

/// The target named by `TIPFUZZ_TARGET`; stops with the list of names when it is missing.
let selectedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["TIPFUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        fatalError("set TIPFUZZ_TARGET to one of: \(names) (got '\(name)')")
    }
    return target
}()

func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selectedTarget.run(bytes)
    return 0
}

/// The symbol libFuzzer's runtime refers to. Inputs arrive through the driver call in main.swift;
/// this definition only satisfies the link.
@_cdecl("LLVMFuzzerTestOneInput")
public func llvmFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size)
}
