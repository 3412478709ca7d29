// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's host libraries (SwiftSyntax, SwiftSyntaxMacros, the plugin message handling),
/// found from the `swift` on `PATH`: `<toolchain>/usr/bin/swift` → `<toolchain>/usr/lib/swift/host`.
/// No outside package is fetched; see docs/decisions/engine.md ("Macros").
let toolchainHost: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/host").standardized
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path) {
            return host.path
        }
    }
    return "/usr/lib/swift/host"
}()

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

        // `#Rule` and `@Parameter`, expanded by the compiler through this host program, built
        // against the toolchain's own SwiftSyntax (no swift-syntax package).
        .macro(
            name: "TipMacros",
            swiftSettings: [.unsafeFlags(["-I", toolchainHost])],
            linkerSettings: [
                .unsafeFlags([
                    "-L", toolchainHost,
                    "-lSwiftSyntax", "-lSwiftSyntaxBuilder", "-lSwiftSyntaxMacros", "-lSwiftDiagnostics",
                    "-lSwiftCompilerPluginMessageHandling",
                    "-Xlinker", "-rpath", "-Xlinker", toolchainHost,
                ]),
            ]
        ),

        // The TipKit engine: no terminal code.
        .target(name: "TipCore", dependencies: ["CSQLite", "TipMacros"]),

        // Everything a person sees, as pure code: text, cells, placement, layout,
        // playground files, app state/update/view, scripts. Never calls ncurses.
        .target(name: "TipTUIKit", dependencies: ["TipCore"]),

        // The `tiptui` executable: the one place that talks to ncurses.
        .executableTarget(name: "TipTUI", dependencies: ["TipTUIKit", "TipCore", "CNcurses"]),

        // Benchmark programs (run in release builds; see docs/benchmarks.md).
        .executableTarget(name: "TipCoreBenchmark", dependencies: ["TipCore", "CSQLite"]),
        .executableTarget(name: "TipTUIBenchmark", dependencies: ["TipTUIKit", "TipCore"]),

        .testTarget(name: "TipCoreTests", dependencies: ["TipCore", "CSQLite"]),
        // The same TipKit-shaped samples and tests, compiled in both language modes; the Swift 5
        // directory is a symbolic link to the Swift 6 one.
        .testTarget(name: "TipCoreCompatibilityTests", dependencies: ["TipCore"]),
        .testTarget(
            name: "TipCoreCompatibilitySwift5Tests", dependencies: ["TipCore"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The macro expansions themselves, checked on source text with the toolchain's parser.
        .testTarget(
            name: "TipMacrosTests", dependencies: ["TipMacros"],
            swiftSettings: [.unsafeFlags(["-I", toolchainHost])],
            linkerSettings: [
                .unsafeFlags([
                    "-L", toolchainHost, "-lSwiftParser", "-lSwiftSyntaxMacroExpansion",
                    "-Xlinker", "-rpath", "-Xlinker", toolchainHost,
                ]),
            ]
        ),
        .testTarget(name: "TipTUIKitTests", dependencies: ["TipTUIKit", "TipCore", "CNcurses"], exclude: ["Goldens"]),
        .testTarget(name: "TipTUIEndToEndTests", dependencies: ["TipTUIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
