import Foundation
import Testing
import TipCore

/// Values far outside everyday use (a clock moved by millennia, a display budget of 1e300 s)
/// are saturated, never trapped on.
@Suite struct ExtremeValueTests {
    @Test func aTipIsPresentedAfterTheClockMovesFurtherThanMillisecondsCanCount() throws {
        let harness = try EngineHarness(.daily)
        harness.clock.advance(by: 99_999_999_999 * 604_800)
        let tip = DataTip("far")
        #expect(harness.engine.beginPresentation(of: tip))
        harness.engine.endPresentation(of: tip)
        #expect(harness.engine.record(of: tip).displayCount == 1)
    }

    @Test func anExplanationReadsAHugeDisplayDurationBudget() throws {
        let harness = try EngineHarness()
        let tip = DataTip("long", options: [Tips.MaxDisplayDuration(1e300)])
        harness.present(tip, for: 90)
        let explanation = harness.engine.explanation(for: tip).description
        #expect(explanation.contains("On screen: 1 min 30 s of "))
    }
}
