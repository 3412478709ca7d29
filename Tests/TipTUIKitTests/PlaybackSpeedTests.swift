import Testing
import TipCommandLine
@testable import TipTUIKit

/// `tiptui play --speed`: checks never slow a demo, `pause` and a recorded `wait` take their own
/// time, and the speed divides every wait (at `max`, nothing waits).
@Suite("Play: speed and waits")
struct PlaybackSpeedTests {
    private func outcome(_ text: String, result: StepOutcome.Result = .performed) throws -> StepOutcome {
        let script = try ScriptParser.parse(text + "\n", file: "demo.tipscript").get()
        var outcome = StepOutcome(line: script.lines[0], result: result)
        if case .pause(let seconds) = script.lines[0].step { outcome.pause = seconds }
        return outcome
    }

    @Test func checksAndSetupTakeNoTimePausesTheirOwnAndStepsTheStepTime() throws {
        let normal = PlaybackSpeed.normal
        #expect(normal.wait(after: try outcome("expect status ShowLocationTip available", result: .passed), stepSeconds: 1.2) == 0)
        #expect(normal.wait(after: try outcome("size 80x24", result: .appliedAtLaunch), stepSeconds: 1.2) == 0)
        #expect(normal.wait(after: try outcome("pause 1s"), stepSeconds: 1.2) == 1)
        #expect(normal.wait(after: try outcome("pause 3s"), stepSeconds: 1.2) == 3)
        #expect(normal.wait(after: try outcome("press compass"), stepSeconds: 1.2) == 1.2)
    }

    @Test("a recorded wait plays for its own length, one line however long; a jump on the clock for a step's time")
    func aWaitPlaysForItsOwnLength() throws {
        let normal = PlaybackSpeed.normal
        #expect(normal.wait(after: try outcome("wait 4s212ms"), stepSeconds: 1.2) == 4.212)
        #expect(normal.wait(after: try outcome("wait 300ms"), stepSeconds: 1.2) == 0.3)
        #expect(normal.wait(after: try outcome("wait 2m"), stepSeconds: 1.2) == 120)
        #expect(normal.wait(after: try outcome("advance 1h"), stepSeconds: 1.2) == 1.2)
        #expect(PlaybackSpeed("2")?.wait(after: try outcome("wait 4s"), stepSeconds: 1.2) == 2)
        #expect(PlaybackSpeed("max")?.wait(after: try outcome("wait 4s"), stepSeconds: 1.2) == 0)
    }

    @Test func theSpeedDividesEveryWaitAndMaxWaitsForNothing() throws {
        let press = try outcome("press compass")
        let pause = try outcome("pause 2s")
        #expect(PlaybackSpeed("2")?.wait(after: press, stepSeconds: 1.2) == 0.6)
        #expect(PlaybackSpeed("0.5")?.wait(after: pause, stepSeconds: 1.2) == 4)
        #expect(PlaybackSpeed("max")?.wait(after: pause, stepSeconds: 1.2) == 0)
        #expect(PlaybackSpeed("max")?.wait(after: press, stepSeconds: 1.2) == 0)
    }

    @Test(arguments: ["0", "-1", "fast", "0.05", "1000", "nan", "inf", ""])
    func aSpeedOutsideItsRangeIsRefused(text: String) {
        #expect(PlaybackSpeed(text) == nil)
    }

    @Test func theCommandLineWordIsReadOrRefusedAsAUsageError() throws {
        #expect(try PlaybackSpeed(option: nil) == .normal)
        #expect(try PlaybackSpeed(option: "2") == .factor(2))
        #expect(try PlaybackSpeed(option: "max") == .max)
        #expect(throws: InvocationParser.UsageError(message: "--speed takes a factor from 0.1 to 100 (0.5, 2) or max, not 'fast'")) {
            try PlaybackSpeed(option: "fast")
        }
    }
}
