import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The looking law (DECISIONS.md, "Looking is invisible"): for random sequences of actions on
/// random playgrounds, dropping every action that only changes how the device is looked at
/// leaves every tip's status, display count, display duration, the display-frequency window and
/// the datastore's rows exactly as with them.
///
/// Two sessions run side by side from the same seed: one gets every action and draws its frame
/// after many of them; the other gets only the app's own actions and never draws. The app's
/// actions pick their tips from what the device presents, so the two runs can only take the
/// same path if looking changed nothing.
@Suite("Looking is invisible")
struct LookingIsInvisibleTests {
    /// Sequences run in CI, from the commit's seed offset (`LawSeeds`); `TIPPLAYGROUND_LAW_SEQUENCES`
    /// asks for more (README, "Tests"), `TIPPLAYGROUND_LAW_SEED=S` replays the one a failure names.
    static let sequenceCount = LawSeeds.budget(10_000, variable: "TIPPLAYGROUND_LAW_SEQUENCES")
    static let stepsPerSequence = 16
    /// The sequences are shared out among this many test cases, which run in parallel.
    static let chunks = 8
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    /// The shipped playgrounds: the built-in one, the examples and the demo scripts' own.
    static let shipped: [PlaygroundDocument] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var documents = [DefaultPlayground.document()]
        for folder in ["examples", "demo-scripts/playgrounds"] {
            let files = (try? FileManager.default.contentsOfDirectory(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)) ?? []
            for file in files.sorted(by: { $0.path < $1.path }) where file.pathExtension == "json" {
                if let document = try? PlaygroundLoader.load(contentsOf: file) { documents.append(document) }
            }
        }
        return documents
    }()

    @Test("the shipped playgrounds are all in the law's sample")
    func everyShippedPlaygroundLoads() {
        #expect(Self.shipped.count == 12, "the built-in one, 6 examples and 5 demo-script playgrounds")
        #expect(Self.shipped.contains { $0.devices.count > 1 && !$0.personas.isEmpty }, "one with devices and personas")
    }

    @Test("dropping every look from a random history changes nothing the engine or the store keeps", arguments: 0..<chunks)
    func lookingIsInvisible(chunk: Int) throws {
        // Each sequence has its own seed, so a failure names one that replays alone.
        for seed in LawSeeds.seeds(count: Self.sequenceCount, chunk: chunk, of: Self.chunks) {
            var random = SeededGenerator(seed: seed)
            let document = seed % 2 == 0
                ? Self.shipped[Int(seed / 2) % Self.shipped.count]
                : try GeneratedPlayground.make(using: &random)
            try Self.checkLaw(on: document, seed: seed, random: &random)
        }
    }

    /// Sequences in which the copy editor writes files (each on its own copy of a shipped file).
    static let writingSequenceCount = LawSeeds.budget(200)

    @Test("keeping and undoing copy edits writes files, never the engine", arguments: 0..<2)
    func keptCopyEditsAreInvisible(chunk: Int) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["examples", "demo-scripts/playgrounds"] {
            let found = try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            files += found.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("law-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var sequencesThatWrote = 0
        for seed in LawSeeds.seeds(count: Self.writingSequenceCount, chunk: chunk, of: 2) {
            var random = SeededGenerator(seed: seed)
            let source = files[Int(seed / 2) % files.count]
            let file = folder.appendingPathComponent(source.lastPathComponent)
            let original = try Data(contentsOf: source)
            try original.write(to: file)
            let document = try PlaygroundLoader.load(contentsOf: file)
            let looking = try Self.session(document)
            looking.writesCopyBack = true
            let app = try Self.session(document)
            var history: [String] = []
            for _ in 0..<Self.stepsPerSequence * 2 {
                if Int.random(in: 0..<3, using: &random) > 0 {
                    // Every other look opens the editor or undoes, so most sequences really write.
                    let look = looking.state.editors.copyEditor == nil && Bool.random(using: &random)
                        ? LookAction.copyDesk(for: looking, using: &random)
                        : LookAction.random(for: looking, using: &random)
                    history.append("look \(look)")
                    looking.send(look)
                } else {
                    let action = AppAction.random(for: app, using: &random)
                    history.append("\(action)")
                    looking.send(action)
                    app.send(action)
                }
            }
            if try Data(contentsOf: file) != original || !looking.copyDesk.edits.isEmpty { sequencesThatWrote += 1 }
            let seen = EngineSnapshot(looking)
            let unseen = EngineSnapshot(app)
            if seen != unseen {
                Issue.record("""
                    seed \(seed) on \(source.lastPathComponent): a copy edit changed what the engine keeps
                    history: \(history.joined(separator: "; "))
                    what differs (with edits / without):
                    \(seen.differences(from: unseen).joined(separator: "\n"))
                    """)
            }
        }
        #expect(LawSeeds.only != nil || sequencesThatWrote > 10, "copy edits were kept in \(sequencesThatWrote) sequences: the law was checked on real writes")
    }

    /// Found by the law (seed 3467670082): the inspector read the iPad's records, a sync brought
    /// the phone's display of FavoritesTip (its `MaxDisplayCount`), and the next screen's
    /// transaction read the cached record, so the iPad presented the tip again.
    @Test("a sync after the inspector read the records: the next screen reads what the sync brought")
    func aSyncAfterALookIsReadByTheNextTransaction() throws {
        let document = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/phone-and-ipad.json"))
        let looking = try Self.session(document)
        let app = try Self.session(document)
        let steps: [(look: Bool, PlaygroundAction)] = [
            (true, .inspector(true)), (false, .advance(60)), (false, .press(control: "sidebar")), (false, .device("ipad")),
            (true, .key(.tab)), (false, .set(parameter: "isSignedIn", value: .bool(false))), (false, .sync),
            (false, .screen("favorites")),
        ]
        for (look, action) in steps {
            looking.send(action)
            if !look { app.send(action) }
        }
        #expect(EngineSnapshot(looking) == EngineSnapshot(app), "\(EngineSnapshot(looking).differences(from: EngineSnapshot(app)))")
    }

    @Test("the law's check fails when a look does change the engine")
    func theCheckCanFail() throws {
        let document = DefaultPlayground.document()
        let looking = try Self.session(document)
        let app = try Self.session(document)
        looking.send(.width(.watch))
        looking.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 1))  // not a look: a planted difference
        #expect(EngineSnapshot(looking) != EngineSnapshot(app))
        let differences = EngineSnapshot(looking).differences(from: EngineSnapshot(app))
        #expect(differences.contains { $0.hasPrefix("device 0 donations[\"didVisitBigCottonwoodCanyon\"]") }, "\(differences)")
    }

    static func session(_ document: PlaygroundDocument) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(start),
            size: Size(width: 80, height: 24), displayFrequency: .hourly)
    }

    static func checkLaw(on document: PlaygroundDocument, seed: UInt64, random: inout SeededGenerator) throws {
        let looking = try session(document)
        let app = try session(document)
        var history: [String] = []
        // The looking session draws its frame once along the way and once at the end: drawing
        // is part of looking, and must write nothing either.
        let drawsAt = Int.random(in: 0..<stepsPerSequence, using: &random)
        for step in 0..<stepsPerSequence {
            if step == drawsAt { _ = looking.frame }
            if Bool.random(using: &random) {
                let look = LookAction.random(for: looking, using: &random)
                history.append("look \(look)")
                looking.send(look)
            } else {
                let action = AppAction.random(for: app, using: &random)
                history.append("\(action)")
                looking.send(action)
                app.send(action)
            }
        }
        _ = looking.frame
        let seen = EngineSnapshot(looking)
        let unseen = EngineSnapshot(app)
        if seen != unseen {
            Issue.record("""
                seed \(seed): looking changed what the engine keeps
                history: \(history.joined(separator: "; "))
                what differs (with looks / without):
                \(seen.differences(from: unseen).joined(separator: "\n"))
                """)
        }
    }
}

/// Actions that only change how the device is looked at, and the copy editor's: copy is not
/// state, so opening it, typing, Enter (writing files, in a live session) and undo are looks too.
enum LookAction {
    static func random(for session: PlaygroundSession, using random: inout SeededGenerator) -> PlaygroundAction {
        if session.state.editors.copyEditor != nil { return copyEditorKey(using: &random) }
        let locales: [String?] = [nil] + session.document.locales.map(Optional.some) + [PseudoLanguage.rightToLeft.localeID]
        let sizes = [Size(width: 20, height: 8), Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 300, height: 100),
                     Size(width: 57, height: 19)]
        switch Int.random(in: 0..<18, using: &random) {
        case 0: return .locale(locales.randomElement(using: &random)!)
        case 1: return .width(WidthPreset.allCases.randomElement(using: &random)!)
        case 2: return .textSize(TextSize.allCases.randomElement(using: &random)!)
        case 3: return .ascii(Bool.random(using: &random))
        case 4: return .grid(Bool.random(using: &random))
        case 5: return .inspector(Bool.random(using: &random))
        case 6: return .help(Bool.random(using: &random) ? .keys : nil)
        case 7: return .voiceOver(Bool.random(using: &random))
        case 8: return .caption(Bool.random(using: &random) ? "a caption" : nil)
        case 9: return .resize(sizes.randomElement(using: &random)!)
        case 10:
            // Scrolling the flow and panning the view over a device larger than the terminal.
            let point = Point(x: Int.random(in: 0..<80, using: &random), y: Int.random(in: 0..<24, using: &random))
            let scrolls: [PlaygroundAction] = [
                .scrollFlow(down: Bool.random(using: &random)), .pan(PanDirection.allCases.randomElement(using: &random)!),
                .key([Key.pageUp, .pageDown, .home, .end].randomElement(using: &random)!),
                .sidewaysWheel(point, right: Bool.random(using: &random)),
            ]
            return scrolls.randomElement(using: &random)!
        case 11: return .key(Bool.random(using: &random) ? .tab : .backTab)
        case 12, 13, 14: return copyDesk(for: session, using: &random)
        case 15: return Bool.random(using: &random) ? .placementOverlay(Bool.random(using: &random)) : .key(.character("P"))
        case 16:
            // A copy variant of a tip that has some, or the key that cycles the tip on top.
            let tips = session.document.tips.filter { !$0.variants.isEmpty }
            guard let tip = tips.randomElement(using: &random), Bool.random(using: &random) else { return .key(.character("C")) }
            return .variant(tip: tip.id, name: ([nil] + tip.variants.map(\.name)).randomElement(using: &random)!)
        default: return .wheel(Point(x: Int.random(in: 0..<80, using: &random), y: Int.random(in: 0..<24, using: &random)), down: true)
        }
    }
}

extension LookAction {
    /// What opens the copy editor (`e`, `:edit TIP [PIECE]`) or undoes an edit (`u`).
    static func copyDesk(for session: PlaygroundSession, using random: inout SeededGenerator) -> PlaygroundAction {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return .key(.character("e"))
        case 1:
            let tip = session.document.tips.randomElement(using: &random)!
            let pieces = ["", " title", " message"] + tip.actions.map { " action \($0.id)" }
            return .commandLine("edit \(tip.id)\(pieces.randomElement(using: &random)!)")
        default: return .key(.character("u"))
        }
    }

    /// A key for the open copy editor: letters that are shortcuts elsewhere (`d` advances the
    /// clock, `x` closes a tip) must only type there.
    static func copyEditorKey(using random: inout SeededGenerator) -> PlaygroundAction {
        let keys: [Key] = [.character("d"), .character("x"), .character("é"), .character(" "), .character("1"),
                           .backspace, .tab, .backTab, .left, .enter, .escape, .character("\u{1B}")]
        return .key(keys.randomElement(using: &random)!)
    }
}

/// The app's own actions: presses, events, parameters, time, what a person does to the tips
/// the device presents, and, with several devices, which one is acted on, the network and
/// sync; personas start a device again.
enum AppAction {
    static func random(for session: PlaygroundSession, using random: inout SeededGenerator) -> PlaygroundAction {
        let document = session.document
        let presented = session.presented.keys.sorted()
        switch Int.random(in: 0..<14, using: &random) {
        case 11:
            if let device = document.devices.randomElement(using: &random) { return .device(device.name) }
        case 12:
            if let device = document.devices.randomElement(using: &random) {
                return Bool.random(using: &random) ? .network(device: device.name, online: Bool.random(using: &random)) : .sync
            }
        case 13:
            if let persona = document.personas.randomElement(using: &random), Int.random(in: 0..<3, using: &random) == 0 {
                return .persona(Bool.random(using: &random) ? persona.id : nil)
            }
        case 0, 1:
            let controls = session.device.screen.allControls.map(\.id)
            if let control = controls.randomElement(using: &random) { return .press(control: control) }
        case 2: return .screen(document.screens.randomElement(using: &random)!.id)
        case 3:
            if let event = document.events.randomElement(using: &random) {
                return .donate(event: event.id, count: Int.random(in: 1...3, using: &random))
            }
        case 4:
            if let parameter = document.parameters.randomElement(using: &random), case .bool = parameter.defaultValue {
                return .set(parameter: parameter.id, value: .bool(Bool.random(using: &random)))
            }
        case 5: return .advance([30, 600, 3_600, 86_400].randomElement(using: &random)!)
        case 6:
            if let tip = presented.randomElement(using: &random) { return .close(tip: tip) }
        case 7:
            if let tip = presented.randomElement(using: &random), let action = document.tip(id: tip)?.actions.first {
                return .action(tip: tip, action: action.id)
            }
        case 8:
            if let popover = session.device.presentedPopover { return .dismiss(tip: popover) }
        case 9: return Int.random(in: 0..<4, using: &random) == 0 ? .relaunch : .advance(5)
        case 10:
            // The app's isPresented bindings: hide a tip for now, or show a hidden one again.
            let bound = session.device.screen.placements.filter { $0.isPresented != nil }.flatMap(document.tipIDs(shownBy:))
            if let hidden = bound.filter(session.device.hiddenByApp.contains).randomElement(using: &random),
               Bool.random(using: &random) {
                return .show(tip: hidden)
            }
            if let shown = bound.filter({ session.presented[$0] != nil }).randomElement(using: &random) { return .hide(tip: shown) }
        default: break
        }
        return .advance(60)
    }
}

/// Everything the engines and stores of every device keep that looking must not change.
struct EngineSnapshot: Equatable, CustomStringConvertible {
    var devices: [DeviceSnapshot]

    init(_ session: PlaygroundSession) {
        devices = session.devices.map { DeviceSnapshot($0, document: session.document) }
    }

    var description: String { devices.map(\.description).joined(separator: " | ") }

    /// Each field that differs, named with its device and the path inside it to the first
    /// value that differs, and both values there: a summary can be equal where the snapshots
    /// are not.
    func differences(from other: EngineSnapshot) -> [String] {
        guard devices.count == other.devices.count else { return ["devices: \(devices.count) / \(other.devices.count)"] }
        return zip(devices.indices, zip(devices, other.devices)).flatMap { index, pair in
            zip(Mirror(reflecting: pair.0).children, Mirror(reflecting: pair.1).children).compactMap { mine, theirs in
                FirstDifference.between(mine.value, theirs.value, at: "device \(index) \(mine.label ?? "?")")
            }
        }
    }
}

/// What one device's engine and store keep.
struct DeviceSnapshot: Equatable, CustomStringConvertible {
    var records: [TipRecord]
    var statuses: [String: Tips.Status]
    var presented: [String: PlacedTip.Presentation]
    /// Tips the app hid with its binding, and those of them whose presentation goes on.
    var hiddenByApp: Set<String>
    var suspended: [String: PlacedTip.Presentation]
    var donations: [String: [Date]]
    var parameters: [String: Data?]
    var frequencyWindow: String?

    init(_ device: SimulatedDevice, document: PlaygroundDocument) {
        var statuses: [String: Tips.Status] = [:]
        for (id, tip) in device.runtime.tips { statuses[id] = device.engine.status(of: tip) }
        self.statuses = statuses
        presented = device.presented
        hiddenByApp = device.hiddenByApp
        suspended = device.suspended
        let rows = try? device.datastore.atomically { operations in
            (try operations.allTipRecords().sorted { $0.tipID < $1.tipID },
             try Dictionary(uniqueKeysWithValues: document.events.map { ($0.id, try operations.donations(eventID: $0.id, limit: 10_000).map(\.date)) }),
             try Dictionary(uniqueKeysWithValues: document.parameters.map { ($0.id, try operations.parameterValue(id: $0.id)) }),
             try operations.metaValue(key: "lastNewTipDisplayAt"))
        }
        records = rows?.0 ?? []
        donations = rows?.1 ?? [:]
        parameters = rows?.2 ?? [:]
        frequencyWindow = rows?.3
    }

    var description: String {
        records.map { "\($0.tipID): \($0.displayCount)×, \($0.displayDuration)s, \($0.invalidationReason.map { "\($0)" } ?? "-")" }
            .joined(separator: ", ") + "; presented \(presented.sorted { $0.key < $1.key })"
    }
}
