import Foundation
import Testing

/// The real `tiptui import`: what its summary says when a file has to be skipped.
@Suite struct ImportCommandEndToEndTests {
    @Test func aSkippedFileIsNamedAndNotCountedAsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
            import TipKit

            struct SaveTip: Tip {
                var title: Text { Text("Save your work") }
            }
            """#.write(to: folder.appendingPathComponent("SaveTip.swift"), atomically: true, encoding: .utf8)
        try Data([0x00, 0xFF, 0x13, 0x37, 0x00]).write(to: folder.appendingPathComponent("Blob.swift"))

        let run = try TiptuiRun(["import", folder.path, "-o", folder.appendingPathComponent("out.json").path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("Blob.swift"), "the skipped file is named: \(run.errors)")
        #expect(run.errors.contains("1 tip, 0 events, 0 parameters, 0 groups from 1 Swift file (1 file skipped, above)"),
                "\(run.errors)")
    }

    /// The steps of the issue as a user types them: export a playground with its String Catalog,
    /// then import the folder, both files named, or the Swift file alone.
    @Test(arguments: ["landmark-payloads.json", "french-articles.json"])
    func exportThenImportKeepsTheTranslationsAndTheLanguage(playground: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples").standardized
        let export = try TiptuiRun(
            ["export", examples.appendingPathComponent(playground).path, "--swift", "Landmarks.swift", "--xcstrings", "Landmarks.xcstrings"],
            in: folder)
        #expect(export.status == 0, "\(export.errors)")
        let expected = playground == "french-articles.json" ? "(copy in fr, translated to de, en)" : "(copy in en, translated to ar, he)"
        for (index, paths) in [["."], ["Landmarks.swift", "Landmarks.xcstrings"], ["Landmarks.swift"]].enumerated() {
            let output = "imported\(index).json"
            let run = try TiptuiRun(["import"] + paths + ["-o", output], in: folder)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("from 1 Swift file and 1 string table \(expected)"), "\(paths): \(run.errors)")
            #expect(!run.errors.contains("warning"), "\(paths): \(run.errors)")
            let json = try String(contentsOf: folder.appendingPathComponent(output), encoding: .utf8)
            #expect(json.contains(#""stringCatalogs": [ "Landmarks.xcstrings" ]"#), "\(paths)")
            #expect(json.contains(#""language": "fr""#) == (playground == "french-articles.json"), "\(paths)")
            #expect(try TiptuiRun(["lint", output], in: folder).status == 0)
        }
    }
}
