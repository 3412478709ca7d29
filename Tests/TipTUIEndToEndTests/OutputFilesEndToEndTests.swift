import Foundation
import Testing

/// The real commands that write files: none replaces an existing file without `--overwrite`,
/// each checks its outputs before its work starts, and a problem is one plain line naming the
/// path and what to do.
@Suite struct OutputFilesEndToEndTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../examples").standardized
    static let compass = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../demo-scripts/compass-walkthrough.tipscript").standardized.path

    /// One line, naming `path`, without Foundation's error dump.
    private func expectPlainLine(_ errors: String, naming path: String) {
        let lines = errors.split(separator: "\n")
        #expect(lines.count == 1, "\(errors)")
        #expect(errors.contains(path), "\(errors)")
        #expect(!errors.contains("NSCocoaErrorDomain") && !errors.contains("Error Domain"), "\(errors)")
    }

    @Test func exportIntoAFolderThatDoesNotExistSaysSoInOneLineAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try TiptuiRun(
            ["export", Self.examples.appendingPathComponent("landmark-payloads.json").path,
             "--swift", "out/Landmarks.swift", "--xcstrings", "out/Landmarks.xcstrings"], in: folder)
        #expect(run.status == 2)
        expectPlainLine(run.errors, naming: "out/Landmarks.swift")
        #expect(run.errors.contains("the folder out does not exist; create it first (mkdir -p out)"), "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anExportReplacesItsEarlierFilesOnlyWithOverwrite() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["export", Self.examples.appendingPathComponent("french-articles.json").path,
                         "--swift", "Articles.swift", "--xcstrings", "Articles.xcstrings"]
        #expect(try TiptuiRun(arguments, in: folder).status == 0)
        let again = try TiptuiRun(arguments, in: folder)
        #expect(again.status == 2)
        expectPlainLine(again.errors, naming: "Articles.swift")
        #expect(again.errors.contains("add --overwrite to replace it"), "\(again.errors)")
        #expect(try TiptuiRun(arguments + ["--overwrite"], in: folder).status == 0)
    }

    @Test func recordRefusesAnEarlierRecordingAndAnUnwritablePathBeforeTheSessionStarts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // No terminal here: a check made only at quit would first fail for want of one.
        let missing = try TiptuiRun(["record", "/nonexistent/x.tipscript"], in: folder)
        #expect(missing.status == 2)
        expectPlainLine(missing.errors, naming: "/nonexistent/x.tipscript")
        #expect(missing.errors.contains("the folder /nonexistent does not exist"), "\(missing.errors)")

        let earlier = folder.appendingPathComponent("walk.tipscript")
        // An earlier output of tiptui's at the path, written by a command that needs no terminal.
        #expect(try TiptuiRun(["explore", "--emit", earlier.lastPathComponent], in: folder).status == 0)
        let again = try TiptuiRun(["record", "walk.tipscript"], in: folder)
        #expect(again.status == 2)
        expectPlainLine(again.errors, naming: "walk.tipscript")
        #expect(again.errors.contains("already exists; add --overwrite to replace it"), "\(again.errors)")
        // With --overwrite the output is accepted and the session would start: here it stops at the terminal.
        let told = try TiptuiRun(["record", "walk.tipscript", "--overwrite"], in: folder)
        #expect(told.errors.contains("not a terminal"), "\(told.errors)")
    }

    @Test func checkSaysEveryOutputProblemBeforeAnyScriptRuns() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try TiptuiRun(["check", "--cast", "nope/demo.cast", "--report", "nope/qa.html", Self.compass], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot write nope/demo.cast: the folder nope does not exist"), "\(run.errors)")
        #expect(run.errors.contains("cannot write nope/qa.html: the folder nope does not exist"), "\(run.errors)")
        #expect(run.output.isEmpty, "no script ran: \(run.output)")

        #expect(try TiptuiRun(["check", "--report", "qa.md", "--svg", "pictures", Self.compass], in: folder).status == 0)
        let again = try TiptuiRun(["check", "--report", "qa.md", "--svg", "pictures", Self.compass], in: folder)
        #expect(again.status == 2)
        #expect(again.errors.contains("qa.md already exists; add --overwrite"), "\(again.errors)")
        #expect(again.errors.contains("pictures/compass-walkthrough/"), "\(again.errors)")
        #expect(again.output.isEmpty)
        #expect(try TiptuiRun(["check", "--report", "qa.md", "--svg", "pictures", "--overwrite", Self.compass], in: folder).status == 0)
    }

    @Test func shotExploreAndImportCheckTheirOutputFirst() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [
            ["shot", "-o", "nope/map.svg"], ["explore", "--emit", "nope/walk.tipscript"],
            ["import", Self.examples.path, "-o", "nope/imported.json"],
        ] {
            let run = try TiptuiRun(arguments, in: folder)
            #expect(run.status == 2, "\(arguments)")
            expectPlainLine(run.errors, naming: "nope/")
            #expect(run.output.isEmpty, "\(arguments): nothing explored or imported first")
        }
        #expect(try TiptuiRun(["shot", "-o", "map.svg"], in: folder).status == 0)
        let again = try TiptuiRun(["shot", "-o", "map.svg"], in: folder)
        #expect(again.status == 2 && again.errors.contains("map.svg already exists; add --overwrite"), "\(again.errors)")
        #expect(try TiptuiRun(["shot", "-o", "map.svg", "--overwrite"], in: folder).status == 0)
    }
}
