import Foundation
import Testing
import TipTUIKit

/// tiptui's outputs replace only earlier outputs of the same kind, never a user's file.
@Suite struct GeneratedFileTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aPlaygroundGivenAsTheRecordingOutputIsLeftUntouched() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let playground = dir.appendingPathComponent("trails.json").path
        let original = #"{ "screens": [] }"#
        try original.write(toFile: playground, atomically: true, encoding: .utf8)
        #expect(throws: GeneratedFile.RefusedOverwrite.self) {
            try GeneratedFile.recordedScript.write("# Recorded with tiptui record. x\n", to: playground)
        }
        #expect(try String(contentsOfFile: playground, encoding: .utf8) == original)
    }

    @Test func anEarlierOutputOfTheSameKindIsReplaced() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("qa.md").path
        try GeneratedFile.qaReport.write("# QA report: a\n", to: report)
        try GeneratedFile.qaReport.write("# QA report: b\n", to: report)
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "# QA report: b\n")
        #expect(throws: GeneratedFile.RefusedOverwrite.self) {
            try GeneratedFile.asciicast.write("{\"version\": 2, \"width\": 80}\n", to: report)
        }
    }

    @Test(arguments: [
        (GeneratedFile.recordedScript, "# Recorded with tiptui record. Replay: tiptui check x", true),
        (GeneratedFile.recordedScript, "playground p.json\n", false),
        (GeneratedFile.asciicast, "{\"version\": 2, \"width\": 80", true),
        (GeneratedFile.asciicast, "{ \"screens\": [] }", false),
        (GeneratedFile.qaReport, "# QA report: s.tipscript", true),
        (GeneratedFile.qaReport, "# My notes", false),
        (GeneratedFile.qaReport, "", true),
    ])
    func filesAreRecognisedByHowTiptuiStartsThem(kind: GeneratedFile, start: String, replaceable: Bool) {
        #expect(kind.mayReplace(existingPrefix: Data(start.utf8)) == replaceable)
    }

    @Test func anImportReplacesAnEarlierImportButNotAHandWrittenPlayground() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let imported = dir.appendingPathComponent("imported.json").path
        try GeneratedFile.importedPlayground.write("{\n  \"title\": \"Imported from A\"\n}\n", to: imported)
        try GeneratedFile.importedPlayground.write("{\n  \"title\": \"Imported from B\"\n}\n", to: imported)
        #expect(try String(contentsOfFile: imported, encoding: .utf8).contains("from B"))
        let handWritten = dir.appendingPathComponent("trails.json").path
        try #"{ "title": "Trails", "screens": [] }"#.write(toFile: handWritten, atomically: true, encoding: .utf8)
        #expect(throws: GeneratedFile.RefusedOverwrite.self) {
            try GeneratedFile.importedPlayground.write("{\n  \"title\": \"Imported from C\"\n}\n", to: handWritten)
        }
        let swift = dir.appendingPathComponent("Tips.swift").path
        try "import TipKit\n".write(toFile: swift, atomically: true, encoding: .utf8)
        #expect(throws: GeneratedFile.RefusedOverwrite.self) {
            try GeneratedFile.exportedSwift.write("// Exported by tiptui export from p.json\n", to: swift)
        }
    }
}
