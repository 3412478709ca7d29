import Foundation
import Testing
import TipPlayground
@testable import TipTUIKit

@Suite("Loading scripts: unreadable files and forged diagnostics")
struct ScriptLoadingProblemTests {
    private func loadErrors(path: String) -> [String] {
        do {
            _ = try LoadedScript.load(path: path)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test("a syntax error does not hide the unknown ids of the other lines: all are reported in line order")
    func aSyntaxErrorStillReportsUnknownIDs() {
        let errors: [String]
        do {
            _ = try LoadedScript.load(text: "donate didVisitX\nexpect visibel ShowLocationTip\npress compas\n", path: "qa.tipscript")
            errors = []
        } catch {
            errors = error.errors.map(\.description)
        }
        #expect(errors.count == 3, "\(errors)")
        #expect(errors.first?.hasPrefix("qa.tipscript:1:8: error: unknown event 'didVisitX'") == true)
        #expect(errors.dropFirst().first?.hasPrefix("qa.tipscript:2:8: error: expect needs what to check") == true)
        #expect(errors.last?.hasPrefix("qa.tipscript:3:7: error: unknown control 'compas'; did you mean 'compass'?") == true)
    }

    @Test("a broken playground line is the only error: the other lines' ids cannot be checked against the wrong playground")
    func aBrokenPlaygroundLineIsNotGuessedAt() {
        do {
            _ = try LoadedScript.load(text: "playground\npress compas\n", path: "qa.tipscript")
            Issue.record("a playground line without a path must be an error")
        } catch {
            #expect(error.errors.count == 1 && error.errors[0].line == 1, "\(error.errors)")
        }
    }

    @Test func aScriptThatIsNotUTF8NamesTheLineAndColumnOfTheBadByte() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = sandbox.path("latin1.tipscript")
        try Data(Array("screen map\npress caf".utf8) + [0xE9] + Array("\n".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(loadErrors(path: path) == [
            "\(path):2:10: error: the script is not valid UTF-8: byte 0xE9 at byte offset 20 does not begin a valid UTF-8 character; save the file as UTF-8"
        ])
    }

    @Test func aScriptThatIsANamedPipeIsReportedWithoutWaitingForAWriter() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = sandbox.path("pipe.tipscript")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(loadErrors(path: path) == [
            "\(path):1:1: error: is a named pipe (FIFO), not a regular file; tiptui reads a script whole, so save it to a file and give that file's path"
        ])
    }

    @Test func anIdWithAnEscapedNewlineCannotStartAForgedDiagnosticLine() throws {
        do {
            _ = try LoadedScript.load(text: #"press "abc\nqa.tipscript:1:1: error: forged""#, path: "qa.tipscript")
            Issue.record("an unknown control must be an error")
        } catch {
            #expect(error.errors.count == 1)
            let printed = error.description
            #expect(!printed.contains("\n"), "one error, one line")
            #expect(printed.hasPrefix(#"qa.tipscript:1:7: error: unknown control 'abc\nqa.tipscript:1:1: error: forged'"#))
        }
    }

    @Test func aFailedCheckQuotesWhatItSawWithControlCharactersEscaped() {
        let failure = ScriptFailure(
            file: "qa.tipscript", line: 3, column: 1, command: "expect title T \"x\"",
            expected: "title \"x\"", actual: "title \"a\nqa.tipscript:9:9: error: forged\"", screen: "|row|")
        let lines = failure.description.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"qa.tipscript:3:1: error: expect title T "x""#,
            #"  expected: title "x""#,
            #"  actual:   title "a\nqa.tipscript:9:9: error: forged""#,
            "  screen:",
            "|row|",
        ])
    }
}
