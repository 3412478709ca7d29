import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// One parse and one print between script text and actions: every action with a spelling reads
/// back as itself, `parse(print(a)) == [a]`, for random actions over the built-in playground.
@Suite("Actions and script text round-trip")
struct ActionScriptTextRoundTripTests {
    static let document = DefaultPlayground.document()

    @Test("parse(print(action)) == [action] for 5,000 random actions")
    func randomActionsRoundTrip() throws {
        var random = SeededGenerator(seed: 42 &+ LawSeeds.offset)
        for _ in 0..<LawSeeds.budget(5_000) {
            let action = Self.randomAction(using: &random)
            let text = try #require(action.scriptText, "\(action) has a script spelling")
            #expect(try PlaygroundAction.parse(text, in: Self.document) == [action], "\(text)")
        }
    }

    @Test("inputs without a spelling of their own say so instead of printing something else")
    func inputsWithoutSpelling() {
        let unspelled: [PlaygroundAction] = [
            .click(Point(x: 1, y: 1)), .wheel(Point(x: 1, y: 1), down: true), .tick(Date()), .commandLine("advance 1h"),
            .scrollFlow(down: true), .help(.keys), .voiceOver(true), .placementOverlay(true), .variant(tip: "T", name: "a"), .grid(true), .realTime(recorded: nil), .key(.character("\u{7}")), .caption("Hello"),
            .moveFocus(forward: true), .openCommandLine(""), .editCopy(tip: "T", piece: nil, variant: nil), .undoCopyEdit, .quit,
        ]
        for action in unspelled { #expect(action.scriptText == nil, "\(action)") }
    }

    @Test("a line that names nothing in the playground is refused with what is wrong")
    func badLinesAreRefused() {
        #expect(throws: SessionError.self) { try PlaygroundAction.parse("press nowhere", in: Self.document) }
        #expect(throws: SessionError.self) { try PlaygroundAction.parse("set isProMode 3", in: Self.document) }
    }

    static func randomAction(using random: inout SeededGenerator) -> PlaygroundAction {
        let document = Self.document
        let tips = document.tips
        let tip = tips.randomElement(using: &random)!
        let seconds = TimeInterval(Int.random(in: 1...10_000_000, using: &random))
        switch Int.random(in: 0..<22, using: &random) {
        case 0: return .press(control: document.screens.randomElement(using: &random)!.allControls.randomElement(using: &random)!.id)
        case 1:
            let withActions = tips.filter { !$0.actions.isEmpty }
            let chosen = withActions.randomElement(using: &random)!
            return .action(tip: chosen.id, action: chosen.actions.randomElement(using: &random)!.id)
        case 2: return .close(tip: tip.id)
        case 3: return .dismiss(tip: tip.id)
        case 4: return .donate(event: document.events.randomElement(using: &random)!.id, count: Int.random(in: 1...50, using: &random))
        case 5: return .set(parameter: document.parameters.randomElement(using: &random)!.id, value: .bool(Bool.random(using: &random)))
        case 6: return .screen(document.screens.randomElement(using: &random)!.id)
        case 7: return .invalidate(tip: tip.id, reason: [.actionPerformed, .tipClosed, .displayCountExceeded, .displayDurationExceeded].randomElement(using: &random)!)
        case 8: return .resetEligibility(tip: tip.id)
        case 9: return .advance(seconds)
        case 10: return .clock(Date(timeIntervalSince1970: 1_700_000_000 + seconds))
        case 11: return Bool.random(using: &random) ? .relaunch : .reset
        case 12: return .frequency([.immediate, .hourly, .daily, .weekly, .monthly].randomElement(using: &random)!)
        case 13: return .locale(([nil] + document.locales.map(Optional.some)).randomElement(using: &random)!)
        case 14: return .width(WidthPreset.allCases.randomElement(using: &random)!)
        case 15: return .textSize(TextSize.allCases.randomElement(using: &random)!)
        case 16: return .ascii(Bool.random(using: &random))
        case 17: return .inspector(Bool.random(using: &random))
        case 18: return .type(["Hello", "a \"quoted\" word", "tab\tand é"].randomElement(using: &random)!)
        case 19: return .key(ActionSpelling.boundKeys.filter(\.isScriptable).randomElement(using: &random)!)
        case 20: return .resize(Size(width: Int.random(in: 1...400, using: &random), height: Int.random(in: 1...200, using: &random)))
        default: return .key(.character("abcxyz?:[]".randomElement(using: &random)!))
        }
    }
}
