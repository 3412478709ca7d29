import Foundation
import TipCore
import TipDrawing
import TipOutputs
import TipPlayground
import TipTUIKit

/// What the fuzzer feeds its inputs to. Every target takes arbitrary bytes, as a file on disk
/// would be: invalid UTF-8 goes through the same checks `tiptui` applies when reading a file.
///
/// A library of its own, built by every `swift build`, so the tests run each seed through the
/// same entry point the fuzzer does (`FuzzSeedBudgetTests`); only the `TipFuzz` driver program
/// around it needs the sanitizer build.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Rule text (`#Rule(Self.$x) { $0 > 3 }`): parsed, then evaluated against values and donations.
    case rule
    /// A playground file: decoded, then rendered at several terminal sizes with a few keys pressed.
    case playground
    /// Script text: parsed only.
    case scriptParse = "script-parse"
    /// Script text: loaded against the built-in playground and run to the end, headless.
    case scriptRun = "script-run"
    /// A terminal's input stream (typed text, pastes, strings and sequences of no meaning) built
    /// from the bytes, decoded and sent to a playground in one of its modes: nothing may act but
    /// typing (`TerminalInputLaw`). A broken law stops the fuzzer like a crash.
    case terminalInput = "terminal-input"

    /// Feeds one input to the target, as the fuzzer does.
    public func run(_ bytes: [UInt8]) {
        if self == .terminalInput {
            // Bytes are a program building the stream, not text: no UTF-8 check.
            if let violation = TerminalInputLaw.violation(program: bytes) { fatalError("input acted untyped: \(violation)") }
            return
        }
        guard let text = try? SourceFileReader.decodeUTF8(bytes, file: "fuzz", kind: rawValue) else { return }
        switch self {
        case .rule: Self.rule(text)
        case .playground: Self.playground(text)
        case .scriptParse: _ = ScriptParser.parse(text, file: "fuzz.tipscript")
        case .scriptRun: Self.scriptRun(text)
        case .terminalInput: break
        }
    }

    private static func rule(_ text: String) {
        guard let expression = try? RuleExpression.parse(text) else { return }
        _ = expression.description
        let now = Date(timeIntervalSince1970: 1_767_690_000)
        for value in [TipValue.int(3), .int(.max), .double(-0.5), .bool(true), .string("é"), .null] {
            _ = expression.evaluate(parameter: value)
        }
        let donations = (0..<3).map { DonationRecord(sequence: Int64($0), eventID: "e", date: now - Double($0) * 3_600) }
        _ = expression.evaluate(donations: donations, now: now)
        _ = expression.evaluate(donations: [], now: now)
    }

    /// Terminal sizes from the smallest the playground draws in to a large one.
    private static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 12, height: 5), Size(width: 200, height: 60)]

    private static func playground(_ text: String) {
        guard let document = try? PlaygroundLoader.parse(text, fileName: "fuzz.json") else { return }
        _ = document.copyWarnings
        for size in sizes {
            guard let session = try? PlaygroundSession(
                document: document, datastore: InMemoryDatastore(), clock: ManualClock(), size: size)
            else { continue }
            for key in [Key.tab, .enter, .character("i"), .character("W"), .character("L"), .character("A"), .escape] {
                session.send(.key(key))
            }
            session.send(.resize(Size(width: size.height, height: size.width)))
            _ = session.frame.buffer.screenshot
        }
    }

    private static func scriptRun(_ text: String) {
        // A folder that does not exist: `expect snapshot` finds no goldens and writes none.
        guard let loaded = try? LoadedScript.load(text: text, path: "/nonexistent/tipfuzz/fuzz.tipscript") else { return }
        _ = ScriptRunner.run(loaded, snapshots: .compareOnly, recordsCast: false).report?.markdown()
    }
}
