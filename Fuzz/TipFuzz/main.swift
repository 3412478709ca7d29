import Glibc

// SwiftPM links an executable's `main` to this file's top-level code, so libFuzzer's own `main`
// is not used: hand the command line to libFuzzer's driver, which then calls
// `fuzzOneInput` (FuzzEntry.swift) for each input. Looked up at run time: Swift cannot
// declare a C function without a C module, and this one exists only in `-sanitize=fuzzer` builds.
typealias FuzzerDriver = @convention(c) (
    UnsafeMutablePointer<Int32>,
    UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

// nil is RTLD_DEFAULT: the executable itself and its libraries.
guard let driver = dlsym(nil, "LLVMFuzzerRunDriver") else {
    fatalError("TipFuzz must be built with -sanitize=fuzzer (scripts/fuzz.sh builds it)")
}
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(unsafeBitCast(driver, to: FuzzerDriver.self)(&argc, &argv) { data, size in fuzzOneInput(data, size) })
