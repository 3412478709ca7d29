import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The input law: for seeded random inputs (keys, clicks anywhere, the wheel, pastes, resizes,
/// the panels and the app's own actions) on the shipped playgrounds, generated ones and one with
/// text fields and a blocking popover:
/// - a click the last frame drew nothing at, outside the device, never changes the app (on
///   another device's pane it makes that device the one acted on);
/// - a printable key in a focused text field is text there and nothing else acts (no quit, no
///   `:` line, no clock, no press); only the field's own parameter may change;
/// - behind a popover that blocks what lies behind it, a click on a control or another tip's
///   button changes nothing.
///
/// CI runs `sequenceCount` sequences from the commit's seed offset (`LawSeeds`);
/// `TIPPLAYGROUND_INPUT_LAW_SEQUENCES` asks for more.
@Suite("Input law")
struct InputLawTests {
    static let sequenceCount = LawSeeds.budget(240, variable: "TIPPLAYGROUND_INPUT_LAW_SEQUENCES")
    static let stepsPerSequence = 24
    static let chunks = 4
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 120, height: 40), Size(width: 50, height: 15)]

    static let documents: [PlaygroundDocument] = {
        var documents = LookingIsInvisibleTests.shipped
        if let routing = try? PlaygroundLoader.parse(InputRoutingTests.json, fileName: "routing.json") { documents.append(routing) }
        return documents
    }()

    @Test("a click on nothing outside the device, typing in a text field, and presses behind a blocking popover change nothing else",
          arguments: 0..<chunks)
    func inputsDoWhatThePersonMeans(chunk: Int) throws {
        for seed in LawSeeds.seeds(count: Self.sequenceCount, chunk: chunk, of: Self.chunks) {
            var random = SeededGenerator(seed: seed)
            let document = seed % 3 == 2 ? try GeneratedPlayground.make(using: &random) : Self.documents[Int(seed / 3) % Self.documents.count]
            let session = try PlaygroundSession(
                document: document, datastore: InMemoryDatastore(), clock: ManualClock(LookingIsInvisibleTests.start),
                size: Self.sizes.randomElement(using: &random)!, displayFrequency: .immediate)
            var history: [String] = []
            for _ in 0..<Self.stepsPerSequence {
                let input = Self.input(for: session, using: &random)
                history.append("\(input)")
                if let broken = Self.check(input, on: session) {
                    Issue.record("seed \(seed): \(broken)\nhistory: \(history.joined(separator: "; "))")
                    return
                }
            }
        }
    }

    /// Sends `input` and says which part of the law it broke, if any.
    static func check(_ input: PlaygroundAction, on session: PlaygroundSession) -> String? {
        let frame = session.frame
        let before = EngineSnapshot(session)
        let screen = session.device.screenID
        let clock = session.clock.now
        switch input {
        case .click(let point) where frame.hitRegions.element(at: point) == nil && frame.deviceArea?.contains(point) != true:
            // Another device's pane makes that device the current one, and changes no engine.
            let onAnotherPane = frame.otherDevicePanes.values.contains { $0.contains(point) }
            let device = session.deviceIndex
            session.send(input)
            guard EngineSnapshot(session) == before, onAnotherPane || (session.deviceIndex == device && session.device.screenID == screen) else {
                return "a click at \(point) outside the device, on nothing, changed the app"
            }
        case .click(let point) where blocksBehind(session) && isBehindThePopover(frame.hitRegions.element(at: point), in: session):
            session.send(input)
            guard EngineSnapshot(session) == before, session.device.screenID == screen else {
                return "a click at \(point) behind a blocking popover changed the app"
            }
        case .key(.character(let character)) where typesIntoAField(character, in: session):
            let field = session.facts.focusedControl!
            let outcome = session.send(input)
            var after = EngineSnapshot(session)
            // The field's own parameter is the one thing typing may change.
            for index in after.devices.indices where index < before.devices.count {
                after.devices[index].parameters = before.devices[index].parameters
            }
            let text: String? = switch field.kind {
            case .textField(_, let parameter?): if case .string(let text) = session.engine.parameterValue(id: parameter) { text } else { nil }
            default: session.state.editors.unboundFieldText[field.id]
            }
            guard !outcome.quits, session.state.editors.commandLine == nil, !session.state.panels.showsHelp, session.clock.now == clock,
                  session.device.screenID == screen, after == before, text?.last == character
            else { return "'\(character)' typed into \(field.id) acted as a shortcut" }
        default:
            session.send(input)
        }
        return nil
    }

    /// Whether the device shows a popover that blocks what lies behind it.
    static func blocksBehind(_ session: PlaygroundSession) -> Bool {
        guard let popover = session.device.presentedPopover else { return false }
        return session.facts.app.placement(of: popover)?.backgroundInteraction == .disabled
    }

    /// Whether `element` is a control or another tip's button: what lies behind the popover.
    static func isBehindThePopover(_ element: HitElement?, in session: PlaygroundSession) -> Bool {
        switch element {
        case .control?: true
        case .action(let tipID, _)?, .close(let tipID)?: tipID != session.device.presentedPopover
        default: false
        }
    }

    /// Whether `character` goes into a focused text field as text: nothing is open over the
    /// device and the field takes it (a space starts no text).
    static func typesIntoAField(_ character: Character, in session: PlaygroundSession) -> Bool {
        let state = session.state
        guard session.showsPlayground, !state.panels.showsHelp, state.editors.commandLine == nil, state.editors.copyEditor == nil, state.grid == nil,
              let field = session.facts.focusedControl, case .textField(_, let parameter) = field.kind
        else { return false }
        let text: String
        if let parameter {
            guard case .string(let value) = session.engine.parameterValue(id: parameter) else { return false }
            text = value
        } else {
            text = state.editors.unboundFieldText[field.id] ?? ""
        }
        return character != " " || !text.isEmpty
    }

    /// A random input: mostly clicks and keys, some of them aimed at the screen's text fields.
    static func input(for session: PlaygroundSession, using random: inout SeededGenerator) -> PlaygroundAction {
        let size = session.size
        let anywhere = Point(x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random))
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1, 2: return .click(anywhere)
        case 3: return Bool.random(using: &random) ? .wheel(anywhere, down: Bool.random(using: &random)) : .sidewaysWheel(anywhere, right: Bool.random(using: &random))
        case 4, 5: return .key(.character("qwdhmx:?e1 aZ".randomElement(using: &random)!))
        case 6: return .key([Key.tab, .backTab, .escape, .enter, .up, .down, .backspace, .pageDown, .end].randomElement(using: &random)!)
        case 7: return .paste("trail")
        case 8: return Bool.random(using: &random) ? .resize(sizes.randomElement(using: &random)!) : LookAction.random(for: session, using: &random)
        case 9, 10:
            // A click on a text field or a tip's button the last frame drew, when there is one.
            let targets = session.frame.hitRegions.filter { region in
                switch region.element {
                case .control(let id): if case .textField? = session.device.screen.control(id: id)?.kind { true } else { false }
                case .action, .close: true
                default: false
                }
            }
            if let target = targets.randomElement(using: &random) { return .click(target.rect.origin) }
            return .click(anywhere)
        default: return AppAction.random(for: session, using: &random)
        }
    }
}
