import Foundation
import Testing

/// Modules by role: each module of the package may import only the project modules its role
/// needs, as this allow-list says (README, "Layout", shows the same list). The drawing kit is a
/// leaf; the command line is a small module both programs read; review's Swift checks sit with
/// review; `tiptui-swift` reads its command line without the playground (TipTUIKit); what
/// tiptui writes (TipOutputs) sits on the playground, never under it; test targets import what
/// they test.
///
/// Read from the sources (every `import` line) and from Package.swift (every target's
/// `dependencies:`), so neither can drift from the list without this test failing.
@Suite("Modules keep their import rule")
struct ModuleImportRuleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A target of Package.swift: its folder, and the project modules it may import (or, for
    /// `tiptui`, also depend on to be built beside it).
    struct Rule {
        let folder: String
        let mayImport: Set<String>
    }

    /// The modules of the sources and programs, by target name.
    static let modules: [String: Rule] = [
        "TipDrawing": Rule(folder: "Sources/TipDrawing", mayImport: []),
        "TipMacros": Rule(folder: "Sources/TipMacros", mayImport: []),
        "TipCore": Rule(folder: "Sources/TipCore", mayImport: ["CSQLite", "TipMacros"]),
        "TipPlayground": Rule(folder: "Sources/TipPlayground", mayImport: ["TipCore", "TipDrawing"]),
        "TipCommandLine": Rule(folder: "Sources/TipCommandLine", mayImport: ["TipDrawing", "TipPlayground"]),
        "TipReview": Rule(folder: "Sources/TipReview", mayImport: ["TipPlayground", "TipCore", "TipDrawing"]),
        "TipImport": Rule(folder: "Sources/TipImport", mayImport: ["TipPlayground", "TipCore", "TipDrawing"]),
        "TipReviewSwift": Rule(folder: "Sources/TipReviewSwift", mayImport: ["TipImport", "TipReview", "TipPlayground", "TipCore", "TipDrawing"]),
        "TipExport": Rule(folder: "Sources/TipExport", mayImport: ["TipPlayground", "TipCore", "TipDrawing", "TipReview"]),
        "TipTUIKit": Rule(folder: "Sources/TipTUIKit", mayImport: ["TipCommandLine", "TipReview", "TipPlayground", "TipCore", "TipDrawing"]),
        // What tiptui writes (catalogue, snapshot review, QA reports, casts, pictures), on the playground.
        "TipOutputs": Rule(
            folder: "Sources/TipOutputs", mayImport: ["TipTUIKit", "TipCommandLine", "TipReview", "TipPlayground", "TipCore", "TipDrawing", "CZlib", "CLibDeflate"]),
        // TipImport's and TipReviewSwift's sources are compiled in through symbolic links, not imported.
        "tiptui-swift": Rule(folder: "Sources/TipSwiftReader", mayImport: ["TipCommandLine", "TipReview", "TipPlayground", "TipCore", "TipDrawing"]),
        // `tiptui-swift` is a dependency so that it is built beside `tiptui`; nothing imports it.
        "TipTUI": Rule(
            folder: "Sources/TipTUI",
            mayImport: ["TipCommandLine", "TipTUIKit", "TipOutputs", "TipExport", "TipPlayground", "TipCore", "TipDrawing", "CNcurses", "tiptui-swift"]),
        "TipCoreBenchmark": Rule(folder: "Sources/TipCoreBenchmark", mayImport: ["TipCore", "CSQLite"]),
        "TipTUIBenchmark": Rule(folder: "Sources/TipTUIBenchmark", mayImport: ["TipTUIKit", "TipOutputs", "TipPlayground", "TipCore", "TipDrawing"]),
        "TipReviewBenchmark": Rule(folder: "Sources/TipReviewBenchmark", mayImport: ["TipReview", "TipPlayground"]),
        "TipImportBenchmark": Rule(folder: "Sources/TipImportBenchmark", mayImport: ["TipImport"]),
        "TipFuzzTargets": Rule(folder: "Fuzz/TipFuzzTargets", mayImport: ["TipTUIKit", "TipOutputs", "TipPlayground", "TipCore", "TipDrawing"]),
        "TipFuzz": Rule(folder: "Fuzz/TipFuzz", mayImport: ["TipFuzzTargets"]),
    ]

    /// The test targets: each imports the module it tests and what that module may import (or
    /// less); the drawing kit's and the command line's tests mirror their modules.
    static let testTargets: [String: Rule] = [
        "TipDrawingTests": Rule(folder: "Tests/TipDrawingTests", mayImport: ["TipDrawing"]),
        "TipCommandLineTests": Rule(folder: "Tests/TipCommandLineTests", mayImport: ["TipCommandLine", "TipPlayground", "TipDrawing"]),
        "TipCoreTests": Rule(folder: "Tests/TipCoreTests", mayImport: ["TipCore", "CSQLite"]),
        "TipCoreCompatibilityTests": Rule(folder: "Tests/TipCoreCompatibilityTests", mayImport: ["TipCore"]),
        "TipCoreCompatibilitySwift5Tests": Rule(folder: "Tests/TipCoreCompatibilitySwift5Tests", mayImport: ["TipCore"]),
        "TipMacrosTests": Rule(folder: "Tests/TipMacrosTests", mayImport: ["TipMacros"]),
        "TipPlaygroundTests": Rule(folder: "Tests/TipPlaygroundTests", mayImport: ["TipPlayground", "TipCore", "TipDrawing"]),
        "TipImportTests": Rule(folder: "Tests/TipImportTests", mayImport: ["TipImport", "TipExport", "TipPlayground", "TipCore", "TipDrawing"]),
        "TipReviewTests": Rule(
            folder: "Tests/TipReviewTests", mayImport: ["TipReview", "TipReviewSwift", "TipImport", "TipExport", "TipPlayground", "TipDrawing"]),
        "TipTUIKitTests": Rule(
            folder: "Tests/TipTUIKitTests", mayImport: ["TipTUIKit", "TipOutputs", "TipCommandLine", "TipPlayground", "TipReview", "TipCore", "TipDrawing", "CNcurses"]),
        "TipTUIEndToEndTests": Rule(folder: "Tests/TipTUIEndToEndTests", mayImport: ["TipTUIKit", "TipOutputs", "TipPlayground", "TipCore", "TipDrawing"]),
        "TipFuzzTargetsTests": Rule(folder: "Tests/TipFuzzTargetsTests", mayImport: ["TipFuzzTargets"]),
        "PackageLayoutTests": Rule(folder: "Tests/PackageLayoutTests", mayImport: []),
    ]

    static var allTargets: [String: Rule] { modules.merging(testTargets) { first, _ in first } }

    /// The project's own modules, as Package.swift names them (C libraries included).
    static var projectModules: Set<String> { Set(allTargets.keys).union(["CNcurses", "CSQLite", "CZlib", "CLibDeflate"]) }

    /// Every project module each Swift file under `folder` imports, by file. A file reached
    /// through a symbolic link to another target's folder (`tiptui-swift` compiling TipImport's
    /// sources, a test helper shared by two test targets) is that target's, and checked there.
    static func imports(under folder: String) throws -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        let base = root.appendingPathComponent(folder).resolvingSymlinksInPath()
        let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            guard file.resolvingSymlinksInPath().path.hasPrefix(base.path + "/") else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            var modules: Set<String> = []
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }),
                      index + 1 < words.count
                else { continue }
                modules.insert(words[index + 1])
            }
            found[file.path.replacingOccurrences(of: root.path + "/", with: ""), default: []].formUnion(modules.intersection(projectModules))
        }
        return found
    }

    /// Each target's `dependencies:` in Package.swift, by target name.
    static func manifestDependencies() throws -> [String: [String]] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"name:\s*"([^"]+)"\s*,\s*dependencies:\s*\[([^\]]*)\]"#)
        var dependencies: [String: [String]] = [:]
        let range = NSRange(manifest.startIndex..., in: manifest)
        for match in pattern.matches(in: manifest, range: range) {
            let name = String(manifest[Range(match.range(at: 1), in: manifest)!])
            let list = String(manifest[Range(match.range(at: 2), in: manifest)!])
            dependencies[name] = list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }
                .filter { !$0.isEmpty }
        }
        return dependencies
    }

    @Test(arguments: allTargets.keys.sorted())
    func aModuleImportsOnlyWhatItsRoleAllows(target: String) throws {
        let rule = try #require(Self.allTargets[target])
        let imports = try Self.imports(under: rule.folder)
        #expect(!imports.isEmpty, "\(rule.folder) has Swift sources")
        for (file, modules) in imports.sorted(by: { $0.key < $1.key }) {
            let extra = modules.subtracting(rule.mayImport).subtracting([target])
            #expect(extra.isEmpty, "\(file) imports \(extra.sorted()); \(target) may import only \(rule.mayImport.sorted())")
        }
    }

    @Test func everyModuleOfThePackageHasARule() throws {
        let folders = Set(Self.allTargets.values.map(\.folder))
        for parent in ["Sources", "Tests", "Fuzz"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(parent).path)
            for name in names.sorted() where !name.hasPrefix(".") {
                let folder = "\(parent)/\(name)"
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(folder).path, isDirectory: &isDirectory),
                      isDirectory.boolValue, !(try Self.imports(under: folder)).isEmpty
                else { continue }
                #expect(folders.contains(folder), "\(folder) has Swift sources but no rule in ModuleImportRuleTests")
            }
        }
    }

    @Test func packageSwiftDependsOnlyOnWhatTheRulesAllow() throws {
        let dependencies = try Self.manifestDependencies()
        #expect(dependencies.count >= 20, "Package.swift's targets were read: \(dependencies.keys.sorted())")
        for (target, needs) in dependencies.sorted(by: { $0.key < $1.key }) {
            let rule = try #require(Self.allTargets[target], "\(target) has a rule")
            let extra = Set(needs).subtracting(rule.mayImport)
            #expect(extra.isEmpty, "Package.swift: \(target) depends on \(extra.sorted()), which its rule does not allow")
        }
    }

    @Test func theDrawingKitDependsOnNothingInThePackage() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".target(name: \"TipDrawing\"),"), "TipDrawing is declared with no dependencies")
        #expect(try Self.manifestDependencies()["TipDrawing"] == nil)
    }

    /// The playground keeps screens as cells; pages and pictures of them are TipOutputs' (or, for
    /// an SVG of one screen, the drawing kit's, which `tiptui` calls): the kit neither depends on
    /// TipOutputs nor draws SVG or reads PNG itself.
    @Test func thePlaygroundWritesNoPagesOrPictures() throws {
        #expect(!(Self.modules["TipTUIKit"]?.mayImport.contains("TipOutputs") ?? true))
        #expect(try Self.manifestDependencies()["TipTUIKit"]?.contains("TipOutputs") == false)
        #expect(try Self.manifestDependencies()["TipOutputs"]?.contains("TipTUIKit") == true)
        let base = Self.root.appendingPathComponent("Sources/TipTUIKit")
        let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        #expect(files.count > 100, "TipTUIKit's sources were read: \(files.count)")
        for file in files where file.pathExtension == "swift" {
            // Code only: a doc comment may name the `--svg` a screen is kept for.
            let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n").lowercased()
            for drawing in [".svg", "svgElement", "svgFilePrologue", "<html", "<!doctype", "CZlib", "CLibDeflate"] {
                #expect(!code.contains(drawing.lowercased()), "\(file.lastPathComponent) uses \(drawing)")
            }
        }
    }

    @Test func theSwiftReaderReadsItsCommandLineWithoutThePlayground() throws {
        let needs = try #require(try Self.manifestDependencies()["tiptui-swift"])
        #expect(needs.contains("TipCommandLine"))
        #expect(!needs.contains("TipTUIKit"), "tiptui-swift depends on \(needs)")
    }
}
