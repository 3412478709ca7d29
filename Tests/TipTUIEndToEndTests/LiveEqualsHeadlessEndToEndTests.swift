import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
import TipTUIKit

/// The law of one truth on screen: after seeded random inputs (every key `?` lists but those
/// that quit or write files, clicks, wheel notches, pastes, resizes), the real binary's terminal
/// in tmux shows, cell for cell (characters, attributes, colours), the frame a headless session
/// composes for the same inputs. Time is frozen as scripts freeze it (`--clock frozen`), so
/// nothing happens between inputs in either.
///
/// The live run is compared whenever the order of what it reads could depend on timing (before
/// and after a resize, which arrives beside the keys rather than among them, and after Esc,
/// which a key sent at once would join into a sequence) and at the end; each comparison waits until the
/// terminal shows the expected frame, so a slow machine only takes longer. One seed per
/// playground and size in CI, from the commit's seed offset (`LawSeeds`);
/// `TIPPLAYGROUND_LIVE_LAW_SEEDS=N` runs N (README, "Tests").
@Suite("End to end: the terminal shows the headless frame", .serialized)
struct LiveEqualsHeadlessEndToEndTests {
    static let seedsPerCase = LawSeeds.budget(1, variable: "TIPPLAYGROUND_LIVE_LAW_SEEDS")
    static let inputsPerRun = 14
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 124, height: 30)]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shipped playgrounds: the built-in one (nil) and every example.
    static let playgrounds: [String?] = {
        let examples = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("examples").path)) ?? []
        return [nil] + examples.filter { $0.hasSuffix(".json") }.sorted().map { "examples/\($0)" }
    }()

    static let cases: [(String?, Size)] = playgrounds.flatMap { playground in sizes.map { (playground, $0) } }

    @Test("the shipped playgrounds are all in the law's sample")
    func everyShippedPlaygroundIsSampled() {
        #expect(Self.playgrounds.count == 7, "the built-in one and 6 examples")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"), arguments: cases)
    func theTerminalShowsTheHeadlessFrame(playground: String?, size: Size) throws {
        // `TIPPLAYGROUND_LIVE_LAW_ONLY=built-in@80x24` replays the case a failure names, alone.
        if let only = ProcessInfo.processInfo.environment["TIPPLAYGROUND_LIVE_LAW_ONLY"],
           only != "\(playground ?? "built-in")@\(size.width)x\(size.height)" { return }
        for seed in LawSeeds.seeds(count: Self.seedsPerCase) {
            let caseSeed = seed &* 1_000_003 &+ UInt64(Self.cases.firstIndex { $0.0 == playground && $0.1 == size } ?? 0)
            try run(playground: playground, size: size, seed: caseSeed)
        }
    }

    /// One input of the law, as the terminal sends it and as the session receives it.
    enum LawInput: CustomStringConvertible {
        case key(Key)
        case click(Point)
        case wheel(Point, down: Bool)
        /// The wheel with Shift held, which pans sideways.
        case sidewaysWheel(Point, right: Bool)
        case paste(String)
        case resize(Size)

        var action: PlaygroundAction {
            switch self {
            case .key(let key): .key(key)
            case .click(let point): .click(point)
            case .wheel(let point, let down): .wheel(point, down: down)
            case .sidewaysWheel(let point, let right): .sidewaysWheel(point, right: right)
            case .paste(let text): .paste(text)
            case .resize(let size): .resize(size)
            }
        }

        var description: String {
            switch self {
            case .key(let key): "key \(key.name)"
            case .click(let point): "click \(point.x),\(point.y)"
            case .wheel(let point, let down): "wheel \(down ? "down" : "up") \(point.x),\(point.y)"
            case .sidewaysWheel(let point, let right): "shift-wheel \(right ? "down" : "up") \(point.x),\(point.y)"
            case .paste(let text): "paste \(text.debugDescription)"
            case .resize(let size): "resize \(size.width)x\(size.height)"
            }
        }
    }

    /// Every key the help lists, but those that quit or write the playground's files.
    static let keys: [Key] = ActionSpelling.boundKeys.filter {
        ![.character("q"), .control("c"), .character("e"), .character("u")].contains($0)
    }

    static let pastes = [
        "h8i", "see \u{1B}]8;;https://example.com\u{1B}\\the docs\u{1B}]8;;\u{1B}\\", "two\nlines", "漢字 é",
    ]

    /// Characters that, right after an ESC, begin an escape sequence: a terminal cannot tell
    /// Esc then `]` typed fast from an OSC, so a person (and this law) never types them so.
    static let sequenceIntroducers: Set<Character> = ["[", "]", "O", "N", "P", "_", "^", "X", "\\", " "]

    static func inputs(seed: UInt64, size: Size) -> [LawInput] {
        var random = SplitMix(seed: seed)
        var current = size
        var afterEsc = false
        return (0..<inputsPerRun).map { _ in
            let input = input(using: &random, current: &current, afterEsc: afterEsc)
            if case .key(.escape) = input { afterEsc = true } else { afterEsc = false }
            return input
        }
    }

    private static func input(using random: inout SplitMix, current: inout Size, afterEsc: Bool) -> LawInput {
        let roll = Int.random(in: 0..<100, using: &random)
        let point = Point(x: Int.random(in: 0..<current.width, using: &random), y: Int.random(in: 0..<current.height, using: &random))
        switch roll {
        case 0..<8: return .click(point)
        case 8..<11: return .wheel(point, down: Bool.random(using: &random))
        case 11: return .sidewaysWheel(point, right: Bool.random(using: &random))
        case 12..<18: return .paste(pastes.randomElement(using: &random)!)
        case 18..<23:
            // Another size: a terminal resized to its own size reports nothing.
            current = sizes.filter { $0 != current }.randomElement(using: &random)!
            return .resize(current)
        default:
            var key = keys.randomElement(using: &random)!
            while afterEsc, case .character(let character) = key, sequenceIntroducers.contains(character) {
                key = keys.randomElement(using: &random)!
            }
            return .key(key)
        }
    }

    private func run(playground: String?, size: Size, seed: UInt64) throws {
        let file = playground.map { Self.root.appendingPathComponent($0).path }
        let document = try file.map { try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: $0)) } ?? DefaultPlayground.document()
        let session = try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart), size: size)
        session.writesCopyBack = true  // as live: the copy editor's own line says where Enter writes
        let tmux = try TmuxSession.tiptui(
            "--datastore memory --clock frozen" + (file.map { " " + TmuxSession.shellQuoted($0) } ?? ""),
            // In colour: `swift test` sets NO_COLOR, and an empty one means colours are wanted.
            width: size.width, height: size.height, environment: ["NO_COLOR": ""])
        var done: [LawInput] = []
        var current = size
        try expectSameScreen(tmux, session, size: current, after: done, seed: seed, playground: playground)
        for input in Self.inputs(seed: seed, size: size) {
            // A resize reaches the program beside its input, not in line with it: everything
            // typed before is read first.
            if case .resize = input { try expectSameScreen(tmux, session, size: current, after: done, seed: seed, playground: playground) }
            done.append(input)
            session.send(input.action)
            switch input {
            case .key(let key): try tmux.sendKey(key)
            case .click(let point): try tmux.type("\u{1B}[<0;\(point.x + 1);\(point.y + 1)M")
            case .wheel(let point, let down): try tmux.type("\u{1B}[<\(down ? 65 : 64);\(point.x + 1);\(point.y + 1)M")
            case .sidewaysWheel(let point, let right): try tmux.type("\u{1B}[<\(right ? 69 : 68);\(point.x + 1);\(point.y + 1)M")
            case .paste(let text): try tmux.paste(text)
            case .resize(let newSize):
                current = newSize
                try tmux.resize(width: newSize.width, height: newSize.height)
            }
            if case .resize = input { try expectSameScreen(tmux, session, size: current, after: done, seed: seed, playground: playground) }
            if case .key(.escape) = input { try expectSameScreen(tmux, session, size: current, after: done, seed: seed, playground: playground) }
        }
        try expectSameScreen(tmux, session, size: current, after: done, seed: seed, playground: playground)
    }

    /// Waits until the terminal shows the session's frame; records the differences if it never does.
    private func expectSameScreen(
        _ tmux: TmuxSession, _ session: PlaygroundSession, size: Size, after inputs: [LawInput], seed: UInt64, playground: String?
    ) throws {
        let expected = StyledCapture(buffer: session.frame.buffer)
        var live = expected
        var raw = ""
        let deadline = Date().addingTimeInterval(TmuxSession.patience)
        while Date() < deadline {
            raw = try tmux.styledScreen()
            live = StyledCapture(capture: raw, width: size.width, height: size.height)
            if live == expected { return }
            usleep(100_000)
        }
        Issue.record("""
            \(playground ?? "built-in") at \(size.width)x\(size.height), seed \(seed): the terminal differs from the headless frame after \(inputs.map(\.description).joined(separator: ", "))
            \(live.differences(from: expected).joined(separator: "\n"))
            terminal:
            \(live)
            headless:
            \(expected)
            the terminal's capture, ESC as ^[:
            \(raw.replacingOccurrences(of: "\u{1B}", with: "^["))
            """)
        throw TmuxSession.SetupError(description: "the law did not hold; later inputs would only repeat the difference")
    }

    /// Seeded randomness, so a failure names a seed that replays alone.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

extension TmuxSession {
    /// Types one key as a terminal sends it.
    func sendKey(_ key: Key) throws {
        switch key {
        case .character(let character): try type(String(character))
        case .tab: try send("Tab")
        case .backTab: try send("BTab")
        case .enter: try send("Enter")
        case .escape: try send("Escape")
        case .backspace: try send("BSpace")
        case .delete: try send("DC")
        case .up: try send("Up")
        case .down: try send("Down")
        case .left: try send("Left")
        case .right: try send("Right")
        case .home: try send("Home")
        case .end: try send("End")
        case .pageUp: try send("PPage")
        case .pageDown: try send("NPage")
        case .function(let number): try send("F\(number)")
        case .control(let letter): try send("C-\(letter)")
        }
    }
}
