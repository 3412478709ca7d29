import Foundation
import Testing
@testable import TipCommandLine

/// tiptui's outputs never replace a file unless told to (`--overwrite`), and then only an earlier
/// output of the same kind, never a user's file; a path that cannot be written is said in one line.
@Suite struct GeneratedFileTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aPlaygroundGivenAsTheRecordingOutputIsLeftUntouchedEvenWithOverwrite() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let playground = dir.appendingPathComponent("trails.json").path
        let original = #"{ "screens": [] }"#
        try original.write(toFile: playground, atomically: true, encoding: .utf8)
        #expect(throws: OutputProblem.notAnOutput(path: playground, kind: .recordedScript)) {
            try GeneratedFile.recordedScript.write("# Recorded with tiptui record. x\n", to: playground, overwriting: true)
        }
        // Without --overwrite the same: offering --overwrite would not help.
        #expect(throws: OutputProblem.notAnOutput(path: playground, kind: .recordedScript)) {
            try GeneratedFile.recordedScript.write("# Recorded with tiptui record. x\n", to: playground, overwriting: false)
        }
        #expect(try String(contentsOfFile: playground, encoding: .utf8) == original)
    }

    @Test func anEarlierOutputOfTheSameKindIsReplacedOnlyWhenToldTo() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("qa.md").path
        try GeneratedFile.qaReport.write("# QA report: a\n", to: report, overwriting: false)
        #expect(throws: OutputProblem.exists(path: report, kind: .qaReport)) {
            try GeneratedFile.qaReport.write("# QA report: b\n", to: report, overwriting: false)
        }
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "# QA report: a\n")
        try GeneratedFile.qaReport.write("# QA report: b\n", to: report, overwriting: true)
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "# QA report: b\n")
        #expect(throws: OutputProblem.notAnOutput(path: report, kind: .asciicast)) {
            try GeneratedFile.asciicast.write("{\"version\": 2, \"width\": 80}\n", to: report, overwriting: true)
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
        (GeneratedFile.pngPicture, "\u{89}PNG", false),
    ])
    func filesAreRecognisedByHowTiptuiStartsThem(kind: GeneratedFile, start: String, replaceable: Bool) {
        #expect(kind.mayReplace(existingPrefix: Data(start.utf8)) == replaceable)
    }

    @Test func aPNGMayReplaceOnlyAPNG() {
        #expect(GeneratedFile.pngPicture.mayReplace(existingPrefix: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])))
        #expect(!GeneratedFile.pngPicture.mayReplace(existingPrefix: Data("{ \"screens\": [] }".utf8)))
    }

    @Test func anImportReplacesAnEarlierImportButNotAHandWrittenPlayground() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let imported = dir.appendingPathComponent("imported.json").path
        try GeneratedFile.importedPlayground.write("{\n  \"title\": \"Imported from A\"\n}\n", to: imported, overwriting: false)
        try GeneratedFile.importedPlayground.write("{\n  \"title\": \"Imported from B\"\n}\n", to: imported, overwriting: true)
        #expect(try String(contentsOfFile: imported, encoding: .utf8).contains("from B"))
        let handWritten = dir.appendingPathComponent("trails.json").path
        try #"{ "title": "Trails", "screens": [] }"#.write(toFile: handWritten, atomically: true, encoding: .utf8)
        #expect(throws: OutputProblem.notAnOutput(path: handWritten, kind: .importedPlayground)) {
            try GeneratedFile.importedPlayground.write("{\n  \"title\": \"Imported from C\"\n}\n", to: handWritten, overwriting: true)
        }
        let swift = dir.appendingPathComponent("Tips.swift").path
        try "import TipKit\n".write(toFile: swift, atomically: true, encoding: .utf8)
        #expect(throws: OutputProblem.notAnOutput(path: swift, kind: .exportedSwift)) {
            try GeneratedFile.exportedSwift.write("// Exported by tiptui export from p.json\n", to: swift, overwriting: true)
        }
    }

    @Test func aMissingFolderIsNamedWithWhatToDoBeforeAnythingIsWritten() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("out").path
        let path = missing + "/Landmarks.swift"
        #expect(throws: OutputProblem.missingFolder(path: path, folder: missing)) {
            try GeneratedFile.exportedSwift.checkMayWrite(to: path, overwriting: false)
        }
        let problem = OutputProblem.missingFolder(path: path, folder: missing).description
        #expect(problem == "cannot write \(path): the folder \(missing) does not exist; create it first (mkdir -p \(missing)) or choose another folder")
        #expect(!problem.contains("\n") && !problem.contains("NSCocoaErrorDomain"))
    }

    @Test func aFileInTheWayOfAFolderAndAFolderAsTheOutputAreRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("notes.txt").path
        try "notes".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: OutputProblem.notAFolder(path: file + "/walk.tipscript", folder: file)) {
            try GeneratedFile.recordedScript.checkMayWrite(to: file + "/walk.tipscript", overwriting: true)
        }
        #expect(throws: OutputProblem.isFolder(path: dir.path)) {
            try GeneratedFile.qaReport.checkMayWrite(to: dir.path, overwriting: true)
        }
        #expect(throws: OutputProblem.notAFolder(path: file + "/pictures", folder: file)) {
            try GeneratedFile.checkMayCreate(folder: file + "/pictures")
        }
        try GeneratedFile.checkMayCreate(folder: dir.appendingPathComponent("new/pictures").path)
    }
}
