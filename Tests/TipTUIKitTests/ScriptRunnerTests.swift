import Foundation
import Testing
@testable import TipDrawing
@testable import TipOutputs
@testable import TipTUIKit

@Suite("Script runner")
struct ScriptRunnerTests {
    // MARK: - Failures and exit codes

    @Test("a failing check reports file:line:column, what was expected, what was seen and the screen")
    func failingCheckMessage() throws {
        let loaded = try loadedScript("size 80x24\n\nexpect hidden ShowLocationTip\n")
        let result = ScriptRunner.run(loaded, snapshots: .compareOnly)

        var player = try ScriptPlayer(loaded, snapshots: .compareOnly)
        while player.step() != nil {}
        let failure = try #require(result.failures.first)
        #expect(failure.description == """
            demo.tipscript:3:1: error: expect hidden ShowLocationTip
              expected: hidden
              actual:   visible as popover with its arrow on the top edge
              screen:

            """ + player.session.frame.buffer.screenshot)
        #expect(failure.screen.contains("│ ⌖ Show your location               × │"))
        #expect(result.exitCode == 1)
    }

    @Test("a failing check does not stop the run: later checks still run")
    func runContinuesAfterAFailure() throws {
        let loaded = try loadedScript("""
            expect status ShowLocationTip pending
            expect current compassTips ShowLocationTip
            expect count ShowLocationTip 2
            """)
        let result = ScriptRunner.run(loaded)
        #expect(result.outcomes.count == 3)
        #expect(result.failures.map(\.line) == [1, 3])
        #expect(result.failures.map(\.actual) == ["status available", "displayed 1 time"])
        #expect(result.summary == "demo.tipscript: 2 of 3 checks failed")
        #expect(result.exitCode == 1)
    }

    @Test("a step the session refuses fails at its line with the session's message, and exits 1")
    func refusedStep() throws {
        let loaded = try loadedScript("close RotateMapTip\nexpect status RotateMapTip available\n")
        let result = ScriptRunner.run(loaded)
        let failure = try #require(result.failures.first)
        #expect(failure.description.hasPrefix("""
            demo.tipscript:1:1: error: close RotateMapTip
              failed:   tip 'RotateMapTip' is not on screen: eligible, but not presented: its group compassTips shows ShowLocationTip first
              screen:

            """))
        #expect(result.summary == "demo.tipscript: 1 check passed, 1 step failed")
        #expect(result.exitCode == 1)
    }

    @Test("a script whose checks all hold exits 0")
    func passingScript() throws {
        let result = ScriptRunner.run(try loadedScript("press compass\nexpect current compassTips RotateMapTip\n"))
        #expect(result.failures.isEmpty)
        #expect(result.summary == "demo.tipscript: 1 check passed")
        #expect(result.exitCode == 0)
    }

    @Test("a presented tip with no room is reported as not drawn, with the device's size")
    func notPlacedMessage() throws {
        let playground = DemoScriptTests.folder.appendingPathComponent("playgrounds/popover-edges.json").path
        let loaded = try loadedScript("playground \(playground)\nsize 40x12\nscreen big\nexpect visible BigTip\n")
        let result = ScriptRunner.run(loaded)
        #expect(result.failures.map(\.actual) == [
            "hidden: presented, but not drawn: no room for it at this width (the 40x8 device)",
        ])
    }

    /// The QA report keeps "shown" apart: each step that began a presentation says whether the
    /// frame drew the tip, and why not.
    @Test("the QA report says which presented tips a step drew, and why one was not drawn")
    func reportSaysPresentedAndDrawn() throws {
        let playground = DemoScriptTests.folder.appendingPathComponent("playgrounds/popover-edges.json").path
        let loaded = try loadedScript("playground \(playground)\nsize 40x12\nscreen big\n")
        let markdown = try #require(ScriptRunner.run(loaded).report).markdown()
        #expect(markdown.contains("BigTip presented as popover, not drawn: no room for it at this width (the 40x8 device)"), "\(markdown)")
        let wide = try loadedScript("playground \(playground)\nsize 120x40\nscreen big\n")
        #expect(try #require(ScriptRunner.run(wide).report).markdown().contains("BigTip presented as popover, drawn"))
    }

    // MARK: - Bad input

    @Test("an unknown command is reported with file:line:column and exit code 2, and nothing runs")
    func unknownCommand() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("bad.tipscript", "expect snapshot first\nexpct visible ShowLocationTip\n")
        let result = ScriptRunner.run(path: path)
        #expect(result.errors.map(\.description) == [
            "\(path):2:1: error: unknown command 'expct'; did you mean 'expect'?",
        ])
        #expect(result.outcomes.isEmpty)
        #expect(!sandbox.exists("bad.snapshots/first.actual.txt"))
        #expect(result.exitCode == 2)
    }

    @Test("an unknown id is reported before anything runs, with a suggestion")
    func unknownID() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("bad.tipscript", "expect snapshot first\npress compas\nexpect count ShowLocatoinTip 1\n")
        let result = ScriptRunner.run(path: path)
        #expect(result.errors.map(\.description) == [
            "\(path):2:7: error: unknown control 'compas'; did you mean 'compass'?",
            "\(path):3:14: error: unknown tip 'ShowLocatoinTip'; did you mean 'ShowLocationTip'?",
        ])
        #expect(result.outcomes.isEmpty)
        #expect(!sandbox.exists("bad.snapshots/first.actual.txt"))
        #expect(result.exitCode == 2)
    }

    @Test("a missing playground is reported at the playground line, relative to the script's folder")
    func missingPlayground() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("bad.tipscript", "size 80x24\nplayground  missing.json\n")
        let result = ScriptRunner.run(path: path)
        let missing = URL(fileURLWithPath: sandbox.path("missing.json")).standardizedFileURL.path
        #expect(result.errors.map(\.description) == [
            "\(path):2:13: error: cannot find playground 'missing.json' (looked for \(missing)); "
                + "the path is relative to the script's folder",
        ])
        #expect(result.exitCode == 2)
    }

    @Test("an invalid playground is reported at the playground line, followed by its own problems")
    func invalidPlayground() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        try sandbox.write("playgrounds/broken.json", #"{ "screens": [] }"#)
        let path = try sandbox.write("bad.tipscript", "playground playgrounds/broken.json\n")
        let result = ScriptRunner.run(path: path)
        let first = try #require(result.errors.first)
        #expect(first.description == "\(path):1:12: error: playground 'playgrounds/broken.json' has a problem; fix it first (tiptui lint shows the same)")
        #expect(result.errors.count == 2)
        #expect(result.errors.last?.file.hasSuffix("playgrounds/broken.json") == true)
        #expect(result.exitCode == 2)
    }

    @Test("a script file that cannot be read exits 2 with its path")
    func unreadableScript() {
        let result = ScriptRunner.run(path: "/nonexistent/folder/x.tipscript")
        #expect(result.errors.first?.description == "/nonexistent/folder/x.tipscript:1:1: error: cannot read the script: no such file; check the path")
        #expect(result.exitCode == 2)
    }

    // MARK: - Golden screens

    @Test("a missing golden fails and leaves the screen in NAME.actual.txt, without recording the golden")
    func missingGolden() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("shot.tipscript", "size 60x20\nexpect snapshot start\n")
        let result = ScriptRunner.run(path: path)
        let folder = URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("snapshots").path
        #expect(result.failures.map(\.actual) == [
            "no golden \(folder)/start.txt yet; the screen is in \(folder)/start.actual.txt; "
                + "review it and record it with --update-snapshots",
        ])
        #expect(!sandbox.exists("shot.snapshots/start.txt"))
        let actual = try sandbox.read("shot.snapshots/start.actual.txt")
        #expect(actual.hasPrefix("| TipKit Trails · Trai… Tue 2026-01-06 09:00 UTC"))
        #expect(actual.contains("\nstyles:\n"))
        #expect(result.exitCode == 1)
    }

    @Test("--update-snapshots records the golden and passes; the next plain run passes against it")
    func updatingGoldens() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("shot.tipscript", "size 60x20\nexpect snapshot start\n")
        _ = ScriptRunner.run(path: path)
        #expect(sandbox.exists("shot.snapshots/start.actual.txt"))

        let updated = ScriptRunner.run(path: path, snapshots: .update)
        #expect(updated.exitCode == 0)
        #expect(updated.outcomes.last?.actual == "screen recorded as snapshot start")
        #expect(sandbox.exists("shot.snapshots/start.txt"))
        #expect(!sandbox.exists("shot.snapshots/start.actual.txt"))

        let again = ScriptRunner.run(path: path)
        #expect(again.exitCode == 0)
        #expect(again.outcomes.last?.actual == "screen matches snapshot start")
    }

    @Test("a golden that differs fails, names the first differing line and writes NAME.actual.txt")
    func mismatchingGolden() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("shot.tipscript", "size 60x20\nexpect snapshot start\n")
        _ = ScriptRunner.run(path: path, snapshots: .update)
        let golden = try sandbox.read("shot.snapshots/start.txt")
        let lines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let edited = ([lines[0], "|changed|"] + lines.dropFirst(2)).joined(separator: "\n")
        try sandbox.write("shot.snapshots/start.txt", edited)

        let result = ScriptRunner.run(path: path)
        let folder = URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("snapshots").path
        #expect(result.failures.map(\.actual) == [
            "differs from the golden at line 2: \(lines[1]) instead of |changed|; the screen is in \(folder)/start.actual.txt",
        ])
        #expect(try sandbox.read("shot.snapshots/start.actual.txt") == golden)
        #expect(try sandbox.read("shot.snapshots/start.txt") == edited)
    }

    @Test("a live player compares goldens but never writes files")
    func compareOnlyWritesNothing() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("shot.tipscript", "expect snapshot start\n")
        let result = ScriptRunner.run(path: path, snapshots: .compareOnly)
        #expect(result.exitCode == 1)
        #expect(!sandbox.exists("shot.snapshots"))
    }

    // MARK: - Launch settings and script semantics

    @Test("setup lines before the first step shape the first frame, whose tips count one display")
    func launchSettings() throws {
        let loaded = try loadedScript("""
            size 60x20
            locale fr
            width phone
            advance 1d
            expect count ShowLocationTip 1
            expect screen contains "Affichez votre position"
            expect screen contains "01-07 09:00"
            """)
        let result = ScriptRunner.run(loaded)
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(result.outcomes.prefix(4).allSatisfy { $0.result == .appliedAtLaunch })
    }

    @Test("a frequency change mid-script applies at the next relaunch, as in TipKit")
    func frequencyAppliesAtRelaunch() throws {
        let beforeRelaunch = ScriptRunner.run(try loadedScript("""
            frequency daily
            expect visible ShowLocationTip
            frequency immediate
            press compass
            expect hidden RotateMapTip
            """))
        #expect(beforeRelaunch.failures.isEmpty, "\(beforeRelaunch.failures)")

        let afterRelaunch = ScriptRunner.run(try loadedScript("""
            frequency daily
            expect visible ShowLocationTip
            frequency immediate
            relaunch
            press compass
            expect visible RotateMapTip
            """))
        #expect(afterRelaunch.failures.isEmpty, "\(afterRelaunch.failures)")
    }

    @Test("testing overrides add up like the TipKit calls; show by name beats hide-all; a popover on screen is never pushed off")
    func overridesAddUp() throws {
        let result = ScriptRunner.run(try loadedScript("""
            override hide-all
            override show ExportTip
            expect hidden ShowLocationTip
            expect visible ExportTip popover
            override none
            expect visible ExportTip popover
            expect hidden ShowLocationTip
            key Esc
            expect visible ShowLocationTip
            """))
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    // MARK: - Stepping

    @Test("a player steps line by line, reporting captions, pauses and the end")
    func stepping() throws {
        var player = try ScriptPlayer(try loadedScript("""
            size 80x24
            say "Hello"
            pause 1.5s
            press compass
            """))
        #expect(player.nextLine?.text == "size 80x24")
        let size = player.step()
        let say = player.step()
        #expect(size?.result == .appliedAtLaunch)
        #expect(say?.caption == "Hello")
        #expect(player.session.state.messages.caption == "Hello")
        let pause = player.step()
        #expect(pause?.pause == 1.5)
        let step = player.step()
        let press = try #require(step)
        #expect(press.changes.map(\.label) == [
            "RotateMapTip presented as popover", "ShowLocationTip invalidated (actionPerformed)",
        ])
        #expect(player.isFinished)
        let end = player.step()
        #expect(end == nil)
    }

    @Test("the script's size lines size the session, live as headless (the terminal only frames it)")
    func scriptSize() throws {
        var player = try ScriptPlayer(try loadedScript("size 60x20\npress compass\nsize 50x15\n"))
        #expect(player.session.size == Size(width: 60, height: 20))
        while player.step() != nil {}
        #expect(player.session.size == Size(width: 50, height: 15))
    }

    // MARK: - Recordings and reports

    @Test("the recording marks every caption, tip shown and tip invalidated on the simulated timeline")
    func castMarkers() throws {
        let result = ScriptRunner.run(try loadedScript("""
            say "Start"
            pause 2s
            press compass
            expect hidden ShowLocationTip
            """))
        let cast = try #require(result.cast)
        let lines = cast.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(
            #"{"version": 2, "width": 80, "height": 24, "idle_time_limit": 3, "title": "tiptui check demo.tipscript""#) == true)
        let events = try lines.dropFirst().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        }
        let markers = events.filter { $0[1] as? String == "m" }.map { "\($0[0]) \($0[2])" }
        #expect(markers == [
            "0 ShowLocationTip presented as popover",
            "0.5 Start",
            "3 RotateMapTip presented as popover",
            "3 ShowLocationTip invalidated (actionPerformed)",
        ])
        let times = events.compactMap { $0[0] as? Double }
        #expect(times == times.sorted())
        #expect(events.contains { $0[1] as? String == "o" && ($0[2] as? String)?.contains("Reorient the map") == true })
    }

    @Test("a size line mid-script is a resize event in the recording, before the screen drawn at the new size")
    func castResize() throws {
        let result = ScriptRunner.run(try loadedScript("size 60x20\npress compass\nsize 50x15\npress compass\n"))
        let lines = try #require(result.cast).split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(#"{"version": 2, "width": 60, "height": 20,"#) == true)
        let events = try lines.dropFirst().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        }
        let resizes = events.enumerated().filter { $0.element[1] as? String == "r" }
        #expect(resizes.map { $0.element[2] as? String } == ["50x15"])
        let next = try #require(resizes.first.map { events[$0.offset + 1] })
        #expect(next[1] as? String == "o", "the screen at the new size follows the resize")
    }

    @Test("the QA report files steps under the TipGroup they touch, the rest under Other steps")
    func reportSections() throws {
        let result = ScriptRunner.run(try loadedScript("""
            say "Start"
            press compass
            expect hidden ShowLocationTip
            expect current compassTips RotateMapTip
            expect count ExportTip 0
            """))
        let report = try #require(result.report)
        #expect(report.title == "QA report: demo.tipscript")
        #expect(report.sections.map(\.title) == ["TipGroup `compassTips`", "Other steps"])
        #expect(report.sections.map { $0.steps.map(\.lineNumber) } == [[2, 3, 4], [1, 5]])
        #expect(report.sections[0].steps[0].screen?.contains("Reorient the map") == true)
        #expect(report.sections[0].steps[1].screen == nil)
        #expect(report.passedCount == 3)
        #expect(report.failedCount == 0)
        #expect(report.markdown().contains("| 3 | `expect hidden ShowLocationTip` | hidden | hidden | passed |"))
    }

    @Test("a failed step shows in the report with what went wrong and the screen")
    func reportFailure() throws {
        let result = ScriptRunner.run(try loadedScript("close RotateMapTip\n"))
        let step = try #require(result.report?.sections.first?.steps.first)
        #expect(step.outcome == .failed)
        #expect(step.expected == "the step runs")
        #expect(step.actual == "tip 'RotateMapTip' is not on screen: eligible, but not presented: its group compassTips shows ShowLocationTip first")
        #expect(step.screen != nil)
    }
}
