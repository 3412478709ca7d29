// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's host libraries (SwiftSyntax, SwiftSyntaxMacros, the plugin message handling):
/// `<toolchain>/usr/lib/swift/host`, found from the `swift` on `PATH`, or else from the
/// PackageDescription library this manifest runs with (for a `swift` that is a wrapper script).
/// No outside package is fetched; see docs/decisions/engine.md ("Macros").
let toolchainHost: String = {
    let fileManager = FileManager.default
    func hostDirectory(besides swiftLib: URL) -> String? {
        let host = swiftLib.appendingPathComponent("host").standardized
        let found = fileManager.fileExists(atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path)
        return found ? host.path : nil
    }
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
        let bin = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        if let host = hostDirectory(besides: bin.appendingPathComponent("../lib/swift")) { return host }
    }
    // `<toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so`, as mapped into this process.
    let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
    for line in maps.split(separator: "\n") where line.hasSuffix("/libPackageDescription.so") {
        guard let slash = line.firstIndex(of: "/") else { continue }
        let library = URL(fileURLWithPath: String(line[slash...]))
        let swiftLib = library.deletingLastPathComponent().appendingPathComponent("../..")
        if let host = hostDirectory(besides: swiftLib) { return host }
    }
    return "/usr/lib/swift/host"
}()
/// Flags for targets that import SwiftParser (`tiptui import`), and `-I` for their dependants.
let swiftSyntaxInclude: [SwiftSetting] = [.unsafeFlags(["-I", toolchainHost])]
let swiftSyntaxLink: [LinkerSetting] = [
    .unsafeFlags([
        "-L", toolchainHost, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", toolchainHost,
    ])
]

let package = Package(
    name: "TipPlayground",
    products: [
        .library(name: "TipCore", targets: ["TipCore"]),
        .executable(name: "tiptui", targets: ["TipTUI"]),
    ],
    // Modules by role. Which module may import which is a list in README ("Layout");
    // `ModuleImportRuleTests` (PackageLayoutTests) holds every target's `dependencies:` here and
    // every source file's imports to it. In short: TipDrawing imports nothing of the project;
    // TipPlayground takes TipCore and TipDrawing; TipCommandLine, TipReview, TipImport and
    // TipExport sit on those; TipReviewSwift on TipImport and TipReview; TipTUIKit on
    // TipCommandLine and TipReview; TipOutputs on TipTUIKit (never the other way); only `tiptui`
    // takes TipOutputs and ncurses.
    targets: [
        // C libraries from Debian packages (libncurses-dev, libsqlite3-dev, zlib1g-dev, libdeflate-dev).
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        // zlib (Debian's zlib1g-dev): inflates the PNGs Chromium draws a script's frames into (`check --gif`).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // libdeflate (Debian's libdeflate-dev): deflates a catalogue page's pictures, twice as
        // fast as zlib for the same size (DECISIONS.md). Found through pkg-config, so a machine
        // without it is told which package to install.
        .systemLibrary(
            name: "CLibDeflate", path: "Sources/CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),

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

        // The playground document: file format, decoder, diagnostics and the engine-facing
        // runtime. No terminal code, so import, export, review and the TUI all share it; its
        // copy warnings and pseudo-languages are the drawing kit's text tools.
        .target(name: "TipPlayground", dependencies: ["TipCore", "TipDrawing"]),

        // Playground documents to and from TipKit Swift code. Import reads Swift with the
        // toolchain's SwiftParser; export writes Swift and String Catalogs and needs no parser.
        .target(
            name: "TipImport", dependencies: ["TipPlayground", "TipCore"], swiftSettings: swiftSyntaxInclude,
            linkerSettings: swiftSyntaxLink),
        // Export also writes XLIFF for translators, whose notes give review's width budgets.
        .target(name: "TipExport", dependencies: ["TipPlayground", "TipCore", "TipDrawing", "TipReview"]),

        // The drawing kit: geometry, terminal cells, text (width, wrapping, bidi, sanitizing,
        // emoji, placeholders, pseudo-languages, XML escaping), widgets (the tip box, controls)
        // and popover placement. Pure functions of what to draw and where: a leaf that imports no module of
        // the project and depends on nothing here (`ModuleImportRuleTests`), so review,
        // previews and the document use it; its tests (TipDrawingTests) import it alone.
        .target(name: "TipDrawing"),

        // The command line both programs read: the invocation, its parser and option types,
        // console output and the files commands write (`--overwrite`). Plain data, no session.
        .target(name: "TipCommandLine", dependencies: ["TipDrawing", "TipPlayground"]),

        // The playground as a program, as pure code: the simulated device, the session (app
        // state, update, frame composition), scripts. Never calls ncurses. The copy editor's
        // budget line and the grid's cells say what review's checks say.
        .target(name: "TipTUIKit", dependencies: ["TipCommandLine", "TipDrawing", "TipPlayground", "TipReview", "TipCore"]),

        // What tiptui writes from a run or a playground: the tip catalogue, the snapshot review
        // page, QA reports (Markdown, HTML, JUnit), asciicasts, screenshots and GIFs. Built on the
        // playground (TipTUIKit), which builds none of them.
        .target(
            name: "TipOutputs",
            dependencies: ["TipTUIKit", "TipCommandLine", "TipDrawing", "TipPlayground", "TipReview", "TipCore", "CZlib", "CLibDeflate"]),

        // `tiptui review`: the guides' copy and behaviour guidance as checks over a playground.
        // Measures copy with the drawing kit's wrapping and tip box, so "fits" means what is drawn.
        .target(name: "TipReview", dependencies: ["TipPlayground", "TipCore", "TipDrawing"]),

        // Review's checks over Swift sources (SWIFT): they read Swift as `tiptui import` does,
        // with TipImport's file walking and SwiftParser, and report as review does.
        .target(
            name: "TipReviewSwift", dependencies: ["TipImport", "TipReview", "TipPlayground"], swiftSettings: swiftSyntaxInclude),

        // `tiptui-swift`: the program `tiptui` hands `import` and `review` to, the only one that
        // links SwiftParser, so the playground, check and play never load it (5.6 MiB resident
        // in every process that does). TipImport's and TipReviewSwift's sources are compiled into
        // it through symbolic links, as one module (`TIPTUI_SWIFT` leaves their `import TipImport`
        // out): depending on the libraries would link SwiftParser into `tiptui` too, as
        // SwiftPM links an executable dependency's libraries into its dependants. It reads its
        // command line with TipCommandLine and never links the playground (TipTUIKit).
        .executableTarget(
            name: "tiptui-swift", dependencies: ["TipCommandLine", "TipDrawing", "TipPlayground", "TipReview", "TipCore"],
            path: "Sources/TipSwiftReader", swiftSettings: swiftSyntaxInclude + [.define("TIPTUI_SWIFT")],
            linkerSettings: swiftSyntaxLink),

        // The `tiptui` executable: the one place that talks to ncurses. It depends on
        // `tiptui-swift` so that building `tiptui` builds the program it hands Swift work to.
        // It draws `review --grid` itself, with the playground's previews.
        .executableTarget(
            name: "TipTUI",
            dependencies: [
                "TipCommandLine", "TipDrawing", "TipTUIKit", "TipOutputs", "TipPlayground", "TipExport", "TipCore", "CNcurses",
                "tiptui-swift",
            ]),

        // Benchmark programs (run in release builds; see docs/benchmarks.md).
        .executableTarget(name: "TipCoreBenchmark", dependencies: ["TipCore", "CSQLite"]),
        .executableTarget(name: "TipTUIBenchmark", dependencies: ["TipDrawing", "TipTUIKit", "TipOutputs", "TipPlayground", "TipCore"]),
        .executableTarget(name: "TipReviewBenchmark", dependencies: ["TipReview", "TipPlayground"]),
        .executableTarget(name: "TipImportBenchmark", dependencies: ["TipImport"], swiftSettings: swiftSyntaxInclude),

        // What the fuzz targets do with one input: built always, so a test runs every seed through
        // it; the libFuzzer driver program (TipFuzz) is built only by scripts/fuzz.sh.
        .target(
            name: "TipFuzzTargets", dependencies: ["TipDrawing", "TipTUIKit", "TipOutputs", "TipPlayground", "TipCore"],
            path: "Fuzz/TipFuzzTargets"),

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
        .testTarget(name: "TipPlaygroundTests", dependencies: ["TipPlayground", "TipCore", "TipDrawing"]),
        .testTarget(
            name: "TipImportTests", dependencies: ["TipImport", "TipExport", "TipPlayground", "TipCore", "TipDrawing"],
            exclude: ["Fixtures"], swiftSettings: swiftSyntaxInclude),
        // The drawing kit's tests, which import it alone, as it imports nothing of the project.
        .testTarget(name: "TipDrawingTests", dependencies: ["TipDrawing"], exclude: ["Goldens"]),
        .testTarget(name: "TipCommandLineTests", dependencies: ["TipCommandLine", "TipDrawing", "TipPlayground"]),
        .testTarget(
            name: "TipTUIKitTests",
            dependencies: ["TipCommandLine", "TipDrawing", "TipTUIKit", "TipOutputs", "TipPlayground", "TipReview", "TipCore", "CNcurses"],
            exclude: ["Goldens"]),
        .testTarget(name: "TipFuzzTargetsTests", dependencies: ["TipFuzzTargets"]),
        .testTarget(name: "TipTUIEndToEndTests", dependencies: ["TipCore", "TipDrawing", "TipTUIKit", "TipPlayground", "TipOutputs"]),
        .testTarget(
            name: "TipReviewTests", dependencies: ["TipReview", "TipReviewSwift", "TipImport", "TipExport", "TipPlayground"],
            swiftSettings: swiftSyntaxInclude),
        // Which module may import which (README, "Layout"), checked on the sources and on this file.
        .testTarget(name: "PackageLayoutTests"),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (docs/fuzzing.md): only when scripts/fuzz.sh builds them, with libFuzzer and
// AddressSanitizer, into their own build folder. The normal build and tests never see them.
if Context.environment["TIPPLAYGROUND_FUZZ"] == "1" {
    // Coverage and AddressSanitizer go to the fuzzed modules only, not to every target as
    // `-Xswiftc -sanitize=…` would: the `#Rule` macro plugin is a host program with its own
    // `main`, and linking it against libFuzzer fails.
    let sanitize: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]
    for target in package.targets where ["TipCore", "TipPlayground", "TipDrawing", "TipTUIKit", "TipOutputs", "TipFuzzTargets"].contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + sanitize
    }
    package.targets.append(
        .executableTarget(
            name: "TipFuzz", dependencies: ["TipFuzzTargets"], path: "Fuzz/TipFuzz",
            swiftSettings: sanitize,
            linkerSettings: [
                .unsafeFlags(["-sanitize=fuzzer,address", "-Xlinker", "--export-dynamic-symbol=LLVMFuzzerRunDriver"])
            ]))
    package.products.append(.executable(name: "TipFuzz", targets: ["TipFuzz"]))
}
