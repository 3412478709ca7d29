import Foundation
import TipCore
import TipPlayground

/// How a check went: whether it holds and what was found, in the words of
/// `ScriptExpectation.expectedText` so the two read side by side.
struct CheckResult {
    var holds: Bool
    var actual: String
    /// The snapshot a failed `expect snapshot` compared the screen with.
    var expectedScreen: String?
}

extension PlaygroundSession {
    /// Checks one expectation against the session as it is now (`ExpectationCheck`).
    func check(_ expectation: ScriptExpectation) -> CheckResult {
        ExpectationCheck(session: self).check(expectation)
    }
}

/// `expect` lines against the session as it is now: by scripts (`ScriptPlayer`, which adds
/// snapshots) and by the live `:expect`, which says at once whether it holds. A check only
/// looks, so it changes nothing (the looking law).
struct ExpectationCheck {
    let session: PlaygroundSession

    /// Checks one expectation. `expect snapshot` needs a script's golden files: scripts compare
    /// snapshots themselves, and here it does not hold, saying so.
    func check(_ expectation: ScriptExpectation) -> CheckResult {
        let expected = expectation.expectedText
        func result(_ holds: Bool, _ actual: @autoclosure () -> String) -> CheckResult {
            CheckResult(holds: holds, actual: holds ? expected : actual())
        }
        switch expectation {
        case .on(let name, let expectation):
            return check(expectation, onDeviceNamed: name)
        case .visible(let tipID, let presentation, let edge):
            guard let placed = session.frame.placedTip(id: tipID) else {
                return CheckResult(holds: false, actual: notOnScreen(tipID))
            }
            let holds = (presentation == nil || presentation?.rawValue == placed.presentation.rawValue)
                && (edge == nil || edge?.rawValue == placed.arrowEdge?.rawValue)
            return result(holds, Self.describe(placed))
        case .placement(let tipID, let expected):
            guard session.presented[tipID] != nil else { return CheckResult(holds: false, actual: notOnScreen(tipID)) }
            guard let explanation = PlacementExplanation(of: tipID, on: session) else {
                let why = session.presented[tipID] == .popover ? "its control is scrolled out of view" : "it is an inline tip"
                return CheckResult(holds: false, actual: "not weighed by placement: \(why)")
            }
            return result(expected.holds(for: explanation.decision),
                          ExpectedPlacement(explanation.decision).expectedText + " (" + explanation.sentence + ")")
        case .hidden(let tipID):
            let placed = session.frame.placedTip(id: tipID)
            return result(placed == nil, placed.map(Self.describe) ?? "")
        case .presented(let tipID):
            // Not presented, it says which: not eligible, or eligible and held back by what.
            return result(session.presented[tipID] != nil, TipVisibility(session: session).whyNotOnScreen(tipID))
        case .status(let tipID, let expectedStatus):
            let status = session.engine.status(of: tip(tipID))
            return result(Self.matches(status, expectedStatus), "status \(SimulatedDevice.describe(status))")
        case .current(let groupID, let tipID):
            let current = session.device.runtime.groups[groupID].flatMap { session.engine.currentTip(of: $0) }?.id
            return result(current == tipID, current.map { "current tip \($0)" } ?? "no current tip")
        case .displayCount(let tipID, let count):
            let actual = session.engine.record(of: tip(tipID)).displayCount
            return result(actual == count, "displayed \(actual) \(actual == 1 ? "time" : "times")")
        case .donations(let eventID, let count):
            let actual = session.engine.donations(eventID: eventID).count
            return result(actual == count, "donated \(actual) \(actual == 1 ? "time" : "times")")
        case .parameter(let parameterID, let value):
            let actual = session.engine.parameterValue(id: parameterID)
            let wanted = try? TipValue.held(value.tipValue, by: parameterID, in: session.document)
            return result(actual == wanted, "\(parameterID) = \(Self.literal(actual))")
        case .screenContains(let text):
            return result(row(containing: text) != nil, "not on screen")
        case .screenNotContains(let text):
            let row = row(containing: text)
            let rowText = row.map { session.frame.buffer.rowTexts[$0].trimmingCharacters(in: .whitespaces) } ?? ""
            return result(row == nil, "found on row \(row ?? 0): \(ScriptValue.text(rowText).scriptLiteral)")
        case .announced(let text):
            let transcript = VoiceOverTranscript(of: session)
            // Every announcement, quoted, on the one line a failure's `actual` has.
            let quoted = transcript.lines.map { ScriptValue.text($0).scriptLiteral }.joined(separator: ", ")
            return result(transcript.announces(text), "VoiceOver announces " + quoted)
        case .snapshot:
            return CheckResult(holds: false, actual: "snapshots are compared by scripts (tiptui check), not on the : line")
        }
    }

    /// A check on another device: made on the session as it looks acting on that device
    /// (`PlaygroundSession.viewing(deviceAt:)`), so checking changes nothing.
    private func check(_ expectation: ScriptExpectation, onDeviceNamed name: String) -> CheckResult {
        guard let index = session.devices.firstIndex(where: { $0.name == name }) else {
            return CheckResult(holds: false, actual: "no device '\(name)' in this playground")
        }
        var result = ExpectationCheck(session: session.viewing(deviceAt: index)).check(expectation)
        result.actual += " on \(name)"
        return result
    }

    private func tip(_ id: String) -> PlaygroundTip {
        // Scripts and the `:` line check every id against this playground before running.
        session.device.runtime.tips[id]!
    }

    /// Why a tip is not on screen, naming what holds it back.
    private func notOnScreen(_ tipID: String) -> String {
        "hidden: " + TipVisibility(session: session).whyNotOnScreen(tipID)
    }

    /// The 0-based row whose text contains `text`.
    private func row(containing text: String) -> Int? {
        session.frame.buffer.rowTexts.firstIndex { $0.contains(text) }
    }

    /// `visible as popover with its arrow on the top edge`, like the expected text.
    static func describe(_ placed: PlacedTip) -> String {
        var text = "visible as \(placed.presentation.rawValue)"
        if let edge = placed.arrowEdge { text += " with its arrow on the \(edge.rawValue) edge" } else { text += " with no arrow" }
        return text
    }

    static func matches(_ status: Tips.Status, _ expected: ExpectedStatus) -> Bool {
        switch (status, expected) {
        case (.available, .available), (.pending, .pending), (.invalidated, .invalidated(nil)): true
        case (.invalidated(let reason), .invalidated(let wanted?)): reason == wanted
        default: false
        }
    }

    /// A parameter value as a script writes it.
    static func literal(_ value: TipValue) -> String {
        ScriptValue(value)?.scriptLiteral ?? value.description
    }
}
