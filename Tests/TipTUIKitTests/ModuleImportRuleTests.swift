import Foundation
import Testing

/// Modules by role: the drawing kit is a leaf. Geometry, cells, text (emoji, placeholders,
/// pseudo-languages), widgets and placement import no module of the project, so TipDrawing
/// builds without the playground document, the engine or SQLite, and anything may draw with it.
@Suite("Modules keep their import rule")
struct ModuleImportRuleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The project's own modules, as Package.swift names them.
    static let projectModules: Set<String> = [
        "TipCore", "TipMacros", "TipPlayground", "TipImport", "TipExport", "TipReview", "TipTUIKit", "TipDrawing",
        "CNcurses", "CSQLite", "TipFuzzTargets",
    ]

    /// Every module a source file under `folder` imports.
    static func imports(under folder: String) throws -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }),
                      index + 1 < words.count
                else { continue }
                found[file.lastPathComponent, default: []].insert(words[index + 1])
            }
        }
        return found
    }

    @Test func theDrawingKitImportsNoModuleOfTheProject() throws {
        let imports = try Self.imports(under: "Sources/TipDrawing")
        #expect(!imports.isEmpty, "the drawing kit's sources were found")
        for (file, modules) in imports {
            #expect(modules.isDisjoint(with: Self.projectModules), "\(file) imports \(modules.intersection(Self.projectModules).sorted())")
        }
    }

    @Test func theDrawingKitDependsOnNothingInThePackage() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".target(name: \"TipDrawing\"),"), "TipDrawing is declared with no dependencies")
    }
}
