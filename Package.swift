// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TipPlayground",
    products: [
        .library(name: "TipCore", targets: ["TipCore"]),
        .executable(name: "tiptui", targets: ["TipTUI"]),
    ],
    targets: [
        // C libraries from Debian packages (libncurses-dev, libsqlite3-dev).
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),

        // The TipKit engine: no terminal code.
        .target(name: "TipCore", dependencies: ["CSQLite"]),

        // The playground document: file format, decoder, diagnostics and the engine-facing
        // runtime. No terminal code, so import, export, review and the TUI all share it.
        .target(name: "TipPlayground", dependencies: ["TipCore"]),

        // Everything a person sees, as pure code: text, cells, placement, layout,
        // playground files, app state/update/view, scripts. Never calls ncurses.
        .target(name: "TipTUIKit", dependencies: ["TipPlayground", "TipCore"]),

        // The `tiptui` executable: the one place that talks to ncurses.
        .executableTarget(name: "TipTUI", dependencies: ["TipTUIKit", "TipPlayground", "TipCore", "CNcurses"]),

        // Benchmark programs (run in release builds; see docs/benchmarks.md).
        .executableTarget(name: "TipCoreBenchmark", dependencies: ["TipCore", "CSQLite"]),
        .executableTarget(name: "TipTUIBenchmark", dependencies: ["TipTUIKit", "TipPlayground", "TipCore"]),

        .testTarget(name: "TipCoreTests", dependencies: ["TipCore", "CSQLite"]),
        .testTarget(name: "TipPlaygroundTests", dependencies: ["TipPlayground", "TipCore"]),
        .testTarget(name: "TipTUIKitTests", dependencies: ["TipTUIKit", "TipPlayground", "TipCore", "CNcurses"], exclude: ["Goldens"]),
        .testTarget(name: "TipTUIEndToEndTests", dependencies: ["TipTUIKit", "TipPlayground"]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (docs/fuzzing.md): only when scripts/fuzz.sh builds them, with libFuzzer and
// AddressSanitizer, into their own build folder. The normal build and tests never see them.
if Context.environment["TIPPLAYGROUND_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "TipFuzz", dependencies: ["TipTUIKit", "TipPlayground", "TipCore"], path: "Fuzz/TipFuzz"))
    package.products.append(.executable(name: "TipFuzz", targets: ["TipFuzz"]))
}
