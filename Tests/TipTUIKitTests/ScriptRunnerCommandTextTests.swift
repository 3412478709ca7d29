import Foundation
import TipPlayground
import Testing
@testable import TipTUIKit

@Suite("Script command text")
struct ScriptRunnerCommandTextTests {
    static let lines = [
        "playground \"my playgrounds/p.json\"", "size 80x24", "clock 2026-01-06T09:00:00Z",
        "clock 2026-01-06T09:00:00.250Z", "advance 1d2h", "advance 1m30s", "advance 1s500ms", "relaunch", "reset",
        "frequency daily", "override show-all", "override hide-all", "override show A,B", "override hide \"Tip one\"",
        "override none", "locale zh-Hans", "width phone", "ascii on", "inspector off", "screen map", "press compass",
        "key Tab Shift-Tab Enter Esc Space x \"#\" Ctrl-C F5", "type \"say \\\"hi\\\"\\n\"", "close T",
        "action T go", "dismiss T", "donate e", "donate e 3", "set p true", "set p 2.5", "set p \"text\"",
        "invalidate T tipClosed", "reset-eligibility T", "expect visible T", "expect visible T popover edge top",
        "expect visible T inline", "expect hidden T",
        "expect placement T", "expect placement T none", "expect placement T bottom flipped from top shifted",
        "expect placement T preferred centred", "expect placement T leading fallback", "expect placement T flipped", "expect status T invalidated(actionPerformed)",
        "expect status T invalidated", "expect current G none", "expect current G \"none\"", "expect count T 2",
        "expect screen contains \"a b\"", "expect screen not contains \"x\"", "expect snapshot start-1",
        "expect parameter p 3", "expect donations e 4", "say \"Hello, world\"", "pause 2s",
    ]

    @Test("every command is written back as text the parser reads as the same command", arguments: lines)
    func roundTrip(_ text: String) throws {
        let step = try #require(try parsedScript(text).lines.first).step
        #expect(step.scriptText == text)
    }
}

@Suite("Duration text")
struct DurationTextTests {
    @Test func aDurationIsWrittenInTheLargestUnitsThatAddUpToIt() {
        #expect(DurationText.text(0) == "0s")
        #expect(DurationText.text(90) == "1m30s")
        #expect(DurationText.text(694_861.25) == "1w1d1h1m1s250ms")
    }

    @Test func hugeAndNonsenseDurationsSaturateInsteadOfTrapping() {
        #expect(DurationText.text(1e300) == "1653439153w3d1h46m40s")
        #expect(DurationText.text(.infinity) == "1653439153w3d1h46m40s")
        #expect(DurationText.text(-5) == "0s")
        #expect(DurationText.text(.nan) == "0s")
    }
}
