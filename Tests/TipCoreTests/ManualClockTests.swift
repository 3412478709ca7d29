import Foundation
import Testing
import TipCore

@Suite struct ManualClockTests {
    @Test func advancingMovesNowByTheInterval() {
        let clock = ManualClock(Date(timeIntervalSince1970: 1000))
        clock.advance(by: 90)
        #expect(clock.now == Date(timeIntervalSince1970: 1090))
    }
}
