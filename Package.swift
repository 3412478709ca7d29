// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The toolchain's host SwiftSyntax libraries (`<toolchain>/usr/lib/swift/host`), found from the
/// `swift` on `PATH`. They ship with every toolchain, so parsing Swift needs no outside package.
/// Only targets that import SwiftSyntax (and their dependants, which need `-I`) get these flags.
let swiftSyntaxHost: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/host").standardized.path
        if FileManager.default.fileExists(atPath: host + "/SwiftParser.swiftmodule") { return host }
    }
    return "/usr/lib/swift/host"
}()
let swiftSyntaxInclude: [SwiftSetting] = [.unsafeFlags(["-I", swiftSyntaxHost])]
let swiftSyntaxLink: [LinkerSetting] = [
    .unsafeFlags([
        "-L", swiftSyntaxHost, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost,
    ])
]

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

        // Playground documents to and from TipKit Swift code. Import reads Swift with the
        // toolchain's SwiftParser; export writes Swift and String Catalogs and needs no parser.
        .target(
            name: "TipImport", dependencies: ["TipPlayground", "TipCore"], swiftSettings: swiftSyntaxInclude,
            linkerSettings: swiftSyntaxLink),
        .target(name: "TipExport", dependencies: ["TipPlayground", "TipCore"]),

        // Everything a person sees, as pure code: text, cells, placement, layout,
        // playground files, app state/update/view, scripts. Never calls ncurses.
        .target(name: "TipTUIKit", dependencies: ["TipPlayground", "TipCore"]),

        // The `tiptui` executable: the one place that talks to ncurses.
        .executableTarget(
            name: "TipTUI", dependencies: ["TipTUIKit", "TipPlayground", "TipImport", "TipExport", "TipCore", "CNcurses"],
            swiftSettings: swiftSyntaxInclude),

        // Benchmark programs (run in release builds; see docs/benchmarks.md).
        .executableTarget(name: "TipCoreBenchmark", dependencies: ["TipCore", "CSQLite"]),
        .executableTarget(name: "TipTUIBenchmark", dependencies: ["TipTUIKit", "TipPlayground", "TipCore"]),
        .executableTarget(name: "TipImportBenchmark", dependencies: ["TipImport"], swiftSettings: swiftSyntaxInclude),

        .testTarget(name: "TipCoreTests", dependencies: ["TipCore", "CSQLite"]),
        .testTarget(name: "TipPlaygroundTests", dependencies: ["TipPlayground", "TipCore"]),
        .testTarget(
            name: "TipImportTests", dependencies: ["TipImport", "TipExport", "TipPlayground", "TipCore"],
            exclude: ["Fixtures"], swiftSettings: swiftSyntaxInclude),
        .testTarget(name: "TipTUIKitTests", dependencies: ["TipTUIKit", "TipPlayground", "TipCore", "CNcurses"], exclude: ["Goldens"]),
        .testTarget(name: "TipTUIEndToEndTests", dependencies: ["TipTUIKit", "TipPlayground"]),
    ],
    swiftLanguageModes: [.v6]
)
