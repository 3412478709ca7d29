import Foundation
import TipCore
import TipDrawing
import TipPlayground
import TipTUIKit

/// Input bytes never act unless typed: the law the `terminal-input` fuzz target and its seeded
/// property test check, for one program (see `TerminalInputStream`).
///
/// 1. The decoder turns the stream into exactly the typed keys and the pastes, whether it reads
///    the stream whole or one character at a time.
/// 2. In each mode of the playground, the decoded events sent to a session do nothing but
///    type: where text is typed (the `:` line, the copy editor) the line holds the typed text
///    and the pastes; elsewhere (the device, the help, the grid) nothing the app or the view
///    keeps changes, not the clock, not a tip, not a panel.
public enum TerminalInputLaw {
    /// Where the stream is sent.
    public enum Mode: CaseIterable, Sendable {
        case device, help, grid, commandLine, copyEditor

        var typesText: Bool { self == .commandLine || self == .copyEditor }
    }

    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    /// What broke the law for `program`, or nil when it held.
    public static func violation(program: [UInt8]) -> String? {
        guard let first = program.first else { return nil }
        let mode = Mode.allCases[Int(first) % Mode.allCases.count]
        let stream = TerminalInputStream(program: Array(program.dropFirst()), typesText: mode.typesText)
        let scalars = Array(stream.text.unicodeScalars)

        var whole = TerminalInputDecoder()
        let events = whole.feed(scalars) + whole.flush()
        guard events == stream.expectedEvents else {
            return "decoded \(events) instead of \(stream.expectedEvents) from \(scalars.map { String($0.value, radix: 16) })"
        }
        var piecewise = TerminalInputDecoder()
        let oneByOne = scalars.flatMap { piecewise.feed(CollectionOfOne($0)) } + piecewise.flush()
        guard oneByOne == events else { return "read one character at a time: \(oneByOne) instead of \(events)" }

        return sessionViolation(mode: mode, events: events, expectedLine: stream.expectedLine)
    }

    private static func sessionViolation(mode: Mode, events: [PlaygroundAction], expectedLine: String) -> String? {
        guard let session = try? PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(start),
            size: Size(width: 80, height: 24))
        else { return "the built-in playground did not start" }
        switch mode {
        case .device: break
        case .help: session.send(.help(.keys))
        case .grid: session.send(.grid(true))
        case .commandLine: session.send(.key(.character(":")))
        case .copyEditor: session.send(.commandLine("edit ShowLocationTip title"))
        }
        let lineBefore = typedLine(in: session)
        let before = Fingerprint(session)
        for event in events {
            let outcome = session.send(event)
            if outcome.quits { return "\(event) quit the playground in \(mode)" }
            if !outcome.performed.isEmpty { return "\(event) performed \(outcome.performed) in \(mode)" }
        }
        if mode.typesText {
            guard let line = typedLine(in: session), line == (lineBefore ?? "") + expectedLine else {
                return "the line in \(mode) holds \(typedLine(in: session).debugDescription) instead of \((lineBefore ?? "") + expectedLine)"
            }
        }
        let after = Fingerprint(session)
        return after == before ? nil : "in \(mode), input changed \(before) to \(after)"
    }

    private static func typedLine(in session: PlaygroundSession) -> String? {
        session.state.editors.commandLine?.text ?? session.state.editors.copyEditor?.line.text
    }

    /// What the app and the view keep, but the log and the line being typed.
    struct Fingerprint: Equatable, CustomStringConvertible {
        var now: Date
        var state: AppState
        var presented: [String: PlacedTip.Presentation]
        var screenID: String
        var records: [TipRecord]

        init(_ session: PlaygroundSession) {
            now = session.clock.now
            state = session.state
            state.messages.log = []
            state.editors.commandLine = nil
            state.editors.copyEditor = nil
            presented = session.device.presented
            screenID = session.device.screenID
            records = (try? session.device.datastore.atomically { try $0.allTipRecords() }.sorted { $0.tipID < $1.tipID }) ?? []
        }

        var description: String { "clock \(now), screen \(screenID), presented \(presented), state \(state)" }
    }
}
