import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// A session under test in the shape of The Composable Architecture's `TestStore`: each `send`
/// states the whole change the action makes to what is observed, and the effects it returns; a
/// change the test did not state fails it, as does one it stated that did not happen.
///
/// What is observed: the chrome's state (`AppState`, its log aside: the outcome's log is the
/// input's own), the terminal's size, which device acts, its screen and what it presents.
struct SessionStore {
    struct Observed: Equatable {
        var state: AppState
        var size: Size
        var device: String?
        var screen: String
        var presented: [String: PlacedTip.Presentation]
    }

    let session: PlaygroundSession

    init(_ document: PlaygroundDocument = DefaultPlayground.document(), size: Size = Size(width: 100, height: 30)) throws {
        session = try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)),
            size: size)
    }

    var observed: Observed {
        var state = session.state
        state.messages.log = []
        return Observed(
            state: state, size: session.size, device: session.device.name, screen: session.device.screenID,
            presented: session.presented)
    }

    /// Sends `action`; `change` writes the whole expected change onto what was observed before.
    @discardableResult
    func send(
        _ action: PlaygroundAction, effects: [SessionEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout Observed) -> Void = { _ in }
    ) -> PlaygroundSession.Outcome {
        var expected = observed
        change(&expected)
        let outcome = session.send(action)
        #expect(outcome.errors.isEmpty, "\(action) was refused: \(outcome.errors)", sourceLocation: sourceLocation)
        #expect(outcome.effects == effects, "effects of \(action)", sourceLocation: sourceLocation)
        let actual = observed
        if actual != expected {
            Issue.record("\(action) changed what was not stated:\n\(Self.difference(expected, actual))", sourceLocation: sourceLocation)
        }
        return outcome
    }

    /// The lines that differ between two dumps, `-` expected and `+` actual.
    private static func difference(_ expected: Observed, _ actual: Observed) -> String {
        var left = "", right = ""
        dump(expected, to: &left)
        dump(actual, to: &right)
        let a = left.split(separator: "\n"), b = right.split(separator: "\n")
        return zip(a, b).filter { $0 != $1 }.map { "- \($0.0)\n+ \($0.1)" }.joined(separator: "\n")
            + (a.count == b.count ? "" : "\n(\(a.count) lines expected, \(b.count) found)")
    }
}
