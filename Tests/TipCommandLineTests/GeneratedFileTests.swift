import Foundation
import Testing
@testable import TipCommandLine

/// tiptui's outputs never replace a file unless told to (`--overwrite`), and then only a file
/// tiptui wrote that nobody changed since (`WrittenFiles`), never a user's file; a path that
/// cannot be written is said in one line.
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
        #expect(throws: OutputProblem.notWrittenByTiptui(path: playground, kind: .recordedScript)) {
            try GeneratedFile.recordedScript.write("# Recorded with tiptui record. x\n", to: playground, overwriting: true)
        }
        // Without --overwrite the same: offering --overwrite would not help.
        #expect(throws: OutputProblem.notWrittenByTiptui(path: playground, kind: .recordedScript)) {
            try GeneratedFile.recordedScript.write("# Recorded with tiptui record. x\n", to: playground, overwriting: false)
        }
        #expect(try String(contentsOfFile: playground, encoding: .utf8) == original)
    }

    @Test func anEarlierOutputIsReplacedOnlyWhenToldToAndOnlyWhileNobodyChangedIt() throws {
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
        // The reader adds a line: the report is theirs now, even though it begins as tiptui's.
        try "# QA report: b\nsigned off\n".write(toFile: report, atomically: true, encoding: .utf8)
        #expect(throws: OutputProblem.changedSinceWritten(path: report, kind: .qaReport)) {
            try GeneratedFile.qaReport.write("# QA report: c\n", to: report, overwriting: true)
        }
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "# QA report: b\nsigned off\n")
    }

    @Test func aFileThatOnlyBeginsAsTiptuisIsNotTakenForOne() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("walk.tipscript").path
        try "# Recorded with tiptui record. Then edited by hand\n".write(toFile: script, atomically: true, encoding: .utf8)
        #expect(throws: OutputProblem.notWrittenByTiptui(path: script, kind: .recordedScript)) {
            try GeneratedFile.recordedScript.write("# Recorded with tiptui record. x\n", to: script, overwriting: true)
        }
        // An empty file holds nothing to lose: replaced with --overwrite.
        let empty = dir.appendingPathComponent("empty.md").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(throws: OutputProblem.exists(path: empty, kind: .qaReport)) {
            try GeneratedFile.qaReport.write("# QA report\n", to: empty, overwriting: false)
        }
        try GeneratedFile.qaReport.write("# QA report\n", to: empty, overwriting: true)
    }

    @Test func whatTiptuiWroteIsRecordedByNameAndHashBesideIt() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try GeneratedFile.picture.write("<svg/>\n", to: dir.appendingPathComponent("a.svg").path, overwriting: false)
        let manifestPath = dir.appendingPathComponent(".tiptui-written").path
        #expect(try String(contentsOfFile: manifestPath, encoding: .utf8) == """
            {
              "_generatedBy" : "tiptui",
              "files" : {
                "a.svg" : "\(SHA256.hex(of: Array("<svg/>\n".utf8)))"
              }
            }

            """)
        // The manifest itself is never an output.
        #expect(throws: OutputProblem.notWrittenByTiptui(path: manifestPath, kind: .qaReport)) {
            try GeneratedFile.qaReport.write("x", to: manifestPath, overwriting: true)
        }
        // One someone broke is refused, not taken as empty (which would forget what tiptui wrote).
        try "{ oops".write(toFile: manifestPath, atomically: true, encoding: .utf8)
        #expect(throws: OutputProblem.unreadableWrittenFiles(path: manifestPath)) {
            try GeneratedFile.picture.write("<svg/>\n", to: dir.appendingPathComponent("a.svg").path, overwriting: true)
        }
    }

    @Test func aCheckGivesTheBytesItHashedAndAWriteOverItDecidesByIt() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("page.html").path
        let files = WrittenFiles()
        try files.write(Data("first".utf8), to: page, replacing: false, kind: .cataloguePage)
        try files.save()
        let unchanged = try WrittenFiles().check(page)
        #expect(unchanged.ownership == .unchanged && unchanged.contents == Data("first".utf8))
        try WrittenFiles().write(Data("second".utf8), over: unchanged, replacing: true, kind: .cataloguePage)
        #expect(try String(contentsOfFile: page, encoding: .utf8) == "second")
        // A person's edit: the check says so, and a write over that check is refused.
        try "mine".write(toFile: page, atomically: true, encoding: .utf8)
        let edited = try WrittenFiles().check(page)
        #expect(edited.ownership == .changed && edited.contents == Data("mine".utf8))
        #expect(throws: OutputProblem.changedSinceWritten(path: page, kind: .cataloguePage)) {
            try WrittenFiles().write(Data("third".utf8), over: edited, replacing: true, kind: .cataloguePage)
        }
        #expect(try String(contentsOfFile: page, encoding: .utf8) == "mine")
        #expect(try WrittenFiles().check(dir.appendingPathComponent("none.html").path).contents == nil)
    }

    @Test func removingTakesOnlyAnUnchangedFileAndThenItsEmptyFolder() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sub = dir.appendingPathComponent("pages")
        let files = WrittenFiles()
        try files.write(Data("a".utf8), to: sub.appendingPathComponent("a.html").path, replacing: false, kind: .cataloguePage)
        try files.write(Data("b".utf8), to: sub.appendingPathComponent("b.html").path, replacing: false, kind: .cataloguePage)
        try files.save()
        try "b, edited".write(to: sub.appendingPathComponent("b.html"), atomically: true, encoding: .utf8)
        let again = WrittenFiles()
        #expect(again.remove(sub.appendingPathComponent("a.html").path))
        #expect(!again.remove(sub.appendingPathComponent("b.html").path))
        try again.save()
        #expect(try String(contentsOf: sub.appendingPathComponent("b.html"), encoding: .utf8) == "b, edited")
        try FileManager.default.removeItem(at: sub.appendingPathComponent("b.html"))
        let last = WrittenFiles()
        #expect(last.remove(sub.appendingPathComponent("b.html").path))
        try last.save()
        #expect(!FileManager.default.fileExists(atPath: sub.path), "nothing of anyone's was left in it")
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
        #expect(throws: OutputProblem.notWrittenByTiptui(path: handWritten, kind: .importedPlayground)) {
            try GeneratedFile.importedPlayground.write("{\n  \"title\": \"Imported from C\"\n}\n", to: handWritten, overwriting: true)
        }
        let swift = dir.appendingPathComponent("Tips.swift").path
        try "import TipKit\n".write(toFile: swift, atomically: true, encoding: .utf8)
        #expect(throws: OutputProblem.notWrittenByTiptui(path: swift, kind: .exportedSwift)) {
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
