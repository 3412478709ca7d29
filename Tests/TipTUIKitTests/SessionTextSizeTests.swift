import Foundation
import Testing
import TipCommandLine
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The simulated Dynamic Type size: `T`, `--text-size`, a script's `text-size`, the header.
@Suite("Session: text sizes")
struct SessionTextSizeTests {
    private func session() throws -> PlaygroundSession {
        try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 100, height: 30))
    }

    @Test func tCyclesThroughEverySizeAndBackToTheFirst() throws {
        let session = try session()
        var seen: [TextSize] = []
        for _ in TextSize.allCases {
            session.send(.key(.character("T")))
            seen.append(session.state.looking.textSize)
        }
        #expect(seen == Array(TextSize.allCases[4...]) + Array(TextSize.allCases[...3]))
        #expect(seen.last == .large)
    }

    @Test func aLargerTextSizeMakesTheTipNarrowerAndTaller() throws {
        let session = try session()
        session.send(.width(.phone))
        let tipID = try #require(session.deviceFrame?.placedTips.first?.tipID)
        let large = try #require(session.deviceFrame?.placedTip(id: tipID)?.rect)
        session.send(.textSize(.accessibility3))
        let huge = try #require(session.deviceFrame?.placedTip(id: tipID)?.rect)
        #expect(huge.width < large.width)
        #expect(huge.height > large.height)
        #expect(huge.width <= TextSize.accessibility3.wrapWidth(forDeviceWidth: 44))
    }

    @Test func theHeaderNamesATextSizeOtherThanTheDefault() throws {
        let session = try session()
        #expect(!session.frame.buffer.rowTexts[0].contains("text "))
        session.send(.textSize(.accessibility2))
        #expect(session.frame.buffer.rowTexts[0].contains("text AX2"))
    }

    @Test func theTextSizeOptionAndScriptCommandParse() throws {
        if case .run(_, let options) = try InvocationParser.parse(["--text-size", "ax3"]) {
            #expect(options.textSize == .accessibility3)
        } else {
            Issue.record("not a run")
        }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["--text-size", "giant"]) }
        let script = try ScriptParser.parse("text-size xxLarge\n", file: "t.tipscript").get()
        #expect(script.lines.map(\.step) == [.step(.textSize(.xxLarge))])
    }

    @Test func aScriptsTextSizeBeforeThePlaygroundIsTheFirstFramesSize() throws {
        let loaded = try LoadedScript.load(text: "text-size AX1\nexpect visible ShowLocationTip\n", path: "t.tipscript")
        let player = try ScriptPlayer(loaded)
        #expect(player.session.state.looking.textSize == .accessibility1)
    }
}

@Suite("Layout direction")
struct LayoutDirectionTests {
    @Test(arguments: ["ar", "he", "fa", "ur", "ar-EG", "he_IL", "pseudo-rtl"])
    func rightToLeftLocales(locale: String) {
        #expect(LayoutDirection(locale: locale) == .rightToLeft)
    }

    @Test(arguments: [nil, "fr", "en", "ja", "zh-Hans", "pseudo-double", "arn", "hr"] as [String?])
    func leftToRightLocales(locale: String?) {
        #expect(LayoutDirection(locale: locale) == .leftToRight)
    }
}
