import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

@Suite("Script recorder")
struct ScriptRunnerRecorderTests {
    private func newSession() throws -> PlaygroundSession {
        try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(ScriptPlayer.defaultStart), size: Size(width: 80, height: 24))
    }

    private func point(of element: HitElement, in session: PlaygroundSession) throws -> Point {
        try #require(session.frame.hitRegions.last { $0.element == element }).rect.origin
    }

    private func type(_ text: String, into recorder: inout ScriptRecorder, session: PlaygroundSession) {
        for character in text { recorder.send(.key(.character(character)), to: session) }
    }

    @Test("clicks and keys become what they did, live time becomes advance, and the end becomes checks")
    func recordsAWalkthrough() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "/tmp/walk.tipscript")

        recorder.send(.click(try point(of: .control(id: "compass"), in: session)), to: session)
        session.clock.advance(by: 90.4)
        recorder.send(.key(.tab), to: session)
        recorder.send(.key(.character("x")), to: session)
        recorder.send(.key(.character(":")), to: session)
        type("donate didExportMap 2", into: &recorder, session: session)
        recorder.send(.key(.enter), to: session)
        recorder.send(.key(.character(":")), to: session)
        type("expect current compassTips none", into: &recorder, session: session)
        recorder.send(.key(.enter), to: session)
        recorder.send(.key(.character("d")), to: session)
        recorder.send(.resize(Size(width: 70, height: 20)), to: session)

        let script = recorder.script(endingWith: session)
        #expect(script.hasPrefix("""
            # Recorded with tiptui record. Replay: tiptui check /tmp/walk.tipscript
            size 80x24
            clock 2026-01-06T09:00:00Z

            press compass
            wait 1m30s400ms
            key Tab
            close RotateMapTip
            donate didExportMap 2
            expect current compassTips none
            advance 1d
            size 70x20

            # How the session ended:
            expect status ShowLocationTip invalidated(actionPerformed)
            expect hidden ShowLocationTip
            expect count ShowLocationTip 1
            expect status RotateMapTip invalidated(tipClosed)

            """))
        #expect(script.hasSuffix("expect current compassTips none\n"))
    }

    /// The launch popover was on screen 4.2 s before the first click: in the replay too, so its
    /// time on screen, the clock at the click and the final frame are the live ones. The wait is
    /// one `wait`, however many ticks it took.
    @Test("time before the first input passes after launch in the replay, as one wait to the millisecond")
    func timeBeforeTheFirstInputIsAfterLaunch() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "walk.tipscript")
        for _ in 0..<3 { session.clock.advance(by: 1.4) }  // the live loop's ticks
        recorder.send(.click(try point(of: .control(id: "compass"), in: session)), to: session)
        session.clock.advance(by: 0.7)
        session.clock.advance(by: 0.6)
        #expect(recorder.lines == ["wait 4s200ms", "press compass"])

        let script = recorder.script(endingWith: session)
        #expect(script.contains("press compass\nwait 1s300ms\n\n# How the session ended:"), "\(script)")
        var player = try ScriptPlayer(try LoadedScript.load(text: script, path: "walk.tipscript"))
        while let outcome = player.step() { #expect(outcome.failure == nil, "\(outcome.line.text)") }
        #expect(abs(player.session.clock.now.timeIntervalSince(session.clock.now)) < 0.001)
        #expect(player.session.frame.buffer.textView == session.frame.buffer.textView)
        let tip = try #require(session.device.runtime.tips["ShowLocationTip"])
        let live = session.engine.record(of: tip)
        let replayed = player.session.engine.record(of: tip)
        #expect(abs(replayed.displayDuration - live.displayDuration) < 0.001 && live.displayDuration > 4)
        #expect(replayed.invalidationReason == live.invalidationReason && replayed.displayCount == live.displayCount)
    }

    /// A key's log line says when it was pressed: keys written as `key` lines are pressed in the
    /// replay when they were pressed live, the time between them kept; focus moves before a key
    /// written as what it did are written too, so the replay's focus is the live one.
    @Test("keys are replayed when they were pressed, focus moves included")
    func keysKeepTheirTimes() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "walk.tipscript")
        recorder.send(.key(.character("?")), to: session)
        session.clock.advance(by: 0.5)
        recorder.send(.key(.character("?")), to: session)
        recorder.send(.key(.tab), to: session)
        session.clock.advance(by: 0.25)
        recorder.send(.key(.enter), to: session)
        #expect(recorder.lines == ["key ?", "wait 500ms", "key ? Tab", "wait 250ms", "press export"])

        var player = try ScriptPlayer(try LoadedScript.load(text: recorder.script(endingWith: session), path: "walk.tipscript"))
        while player.step() != nil {}
        #expect(player.session.frame.buffer.textView == session.frame.buffer.textView)
        #expect(player.session.state.navigation.focus == session.state.navigation.focus)
    }

    /// The live loop sends real time as ticks through the recorder: the time they let pass is
    /// the wait before the next line, and a replay's clock reads the live one's.
    @Test("real time sent as ticks becomes the wait before the next line")
    func ticksBecomeWaits() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "walk.tipscript")
        let start = Date(timeIntervalSince1970: 1_000_000)
        for quarter in 0...6 { recorder.send(.tick(start + Double(quarter) * 0.25), to: session) }
        recorder.send(.key(.character("d")), to: session)
        recorder.send(.tick(start + 1.75), to: session)
        #expect(recorder.lines == ["wait 1s500ms", "advance 1d"])
        #expect(recorder.script(endingWith: session).contains("advance 1d\nwait 250ms\n"))
    }

    /// `N` goes back to real time, which a replay does not have: the recording says which time
    /// that was, and the replay goes there saying what the live session said.
    @Test("N is written as real-time with the time it went back to, and replays as it logged")
    func backToRealTimeReplaysAsItWasSaid() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "walk.tipscript")
        let start = Date(timeIntervalSince1970: 1_796_481_952.702)
        recorder.send(.tick(start), to: session)
        recorder.send(.key(.character("d")), to: session)
        recorder.send(.tick(start + 2), to: session)
        recorder.send(.key(.character("N")), to: session)
        #expect(recorder.lines.suffix(2) == ["wait 2s", "real-time 2026-12-05T14:45:54.702Z"])

        var player = try ScriptPlayer(try LoadedScript.load(text: recorder.script(endingWith: session), path: "walk.tipscript"))
        while let outcome = player.step() { #expect(outcome.failure == nil, "\(outcome.line.text)") }
        #expect(player.session.clock.now == session.clock.now)
        #expect(player.session.state.messages.log.last?.message == session.state.messages.log.last?.message)
        #expect(session.state.messages.log.last?.message.hasSuffix(" back to real time") == true)
    }

    /// Before the first step an `advance` starts the clock later; after `launch`, or as a
    /// `wait`, the launch popover is on screen meanwhile.
    @Test("launch and wait put time after launch; an advance before the first step is before it", arguments: [
        ("advance 4s", 0.0), ("launch\nadvance 4s", 4.0), ("wait 4s", 4.0),
    ])
    func timeBeforeOrAfterLaunch(lines: String, onScreen: TimeInterval) throws {
        var player = try ScriptPlayer(try LoadedScript.load(text: lines + "\n", path: "time.tipscript"))
        while player.step() != nil {}
        player.session.endPresentations()
        let tip = try #require(player.session.device.runtime.tips["ShowLocationTip"])
        #expect(player.session.engine.record(of: tip).displayDuration == onScreen)
        #expect(player.session.clock.now == ScriptPlayer.defaultStart + 4)
    }

    @Test("a recorded walkthrough replays as a passing check")
    func replayPasses() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: sandbox.path("walk.tipscript"))
        recorder.send(.click(try point(of: .control(id: "compass"), in: session)), to: session)
        session.clock.advance(by: 3_600)
        recorder.send(.key(.escape), to: session)
        recorder.send(.click(try point(of: .control(id: "trailsTab"), in: session)), to: session)
        recorder.send(.click(try point(of: .control(id: "mapTab"), in: session)), to: session)
        try recorder.write(endingWith: session, to: sandbox.folder.appendingPathComponent("walk.tipscript"))

        let result = ScriptRunner.run(path: sandbox.path("walk.tipscript"))
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(result.checkCount > 10)
    }

    @Test("a popover on screen at the end is checked as the alert VoiceOver announces")
    func endsWithTheAnnouncedAlert() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "walk.tipscript")
        let script = recorder.script(endingWith: session)
        #expect(script.contains("expect announced \"Alert: Show your location\"\n"))
        session.send(.dismiss(tip: "ShowLocationTip"))
        session.send(.dismiss(tip: "ExportTip"))
        #expect(!recorder.script(endingWith: session).contains("expect announced"), "no popover, no alert")
    }

    @Test("a click on nothing records the dismissal of the popover on screen")
    func clickOutsideDismisses() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "walk.tipscript")
        recorder.send(.click(Point(x: 70, y: 15)), to: session)
        #expect(recorder.lines == ["dismiss ShowLocationTip"])
    }

    /// Every key binding, pressed in turn with time passing between some, records a script that
    /// replays with every final check passing: the recording starts where the session started
    /// and each step means in the replay what it did live.
    @Test("a session that presses every key binding replays green")
    func everyBindingReplays() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: sandbox.path("every-key.tipscript"))
        let keys = ActionSpelling.boundKeys.filter { ![.character("q"), .control("c")].contains($0) }
        for (index, key) in keys.enumerated() {
            recorder.send(.key(key), to: session)
            if session.state.editors.commandLine != nil || session.state.editors.copyEditor != nil { recorder.send(.key(.escape), to: session) }
            if index % 3 == 0 { session.clock.advance(by: 2.6) }
        }
        // Back from the views that hide the device, then once more through the controls.
        if session.state.grid != nil { recorder.send(.key(.character("G")), to: session) }
        for key in [Key.tab, .enter, .tab, .tab, .enter, .character("x"), .character("1")] {
            recorder.send(.key(key), to: session)
        }
        try recorder.write(endingWith: session, to: sandbox.folder.appendingPathComponent("every-key.tipscript"))

        let script = try sandbox.read("every-key.tipscript")
        #expect(script.contains(" G Tab\npress export\nkey Tab Tab\npress compass\n"), "focus moves are written where they happened:\n\(script)")
        let result = ScriptRunner.run(path: sandbox.path("every-key.tipscript"))
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.failures.isEmpty, "\(result.failures.map(\.description).joined(separator: "\n"))\n\(script)")
        #expect(result.checkCount > 10)
    }

    @Test("the copy editor's keys, :edit and undo are not recorded: a replay never writes a file")
    func copyEditsAreNotRecorded() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "/tmp/desk.tipscript")
        recorder.send(.key(.character("e")), to: session)
        #expect(session.state.editors.copyEditor != nil)
        type(" now", into: &recorder, session: session)
        recorder.send(.key(.enter), to: session)
        recorder.send(.key(.escape), to: session)
        recorder.send(.key(.character("u")), to: session)
        recorder.send(.key(.character(":")), to: session)
        type("edit ShowLocationTip message", into: &recorder, session: session)
        recorder.send(.key(.enter), to: session)
        #expect(session.state.editors.copyEditor?.piece.piece == .message)
        type("d", into: &recorder, session: session)
        recorder.send(.key(.escape), to: session)
        #expect(recorder.lines.isEmpty, "\(recorder.lines)")
        recorder.send(.key(.character("d")), to: session)
        #expect(recorder.lines == ["launch", "advance 1d"], "keys after the editor closed are recorded again, after launch")
    }

    @Test("a check typed while recording says at once whether it holds, and one that does not is written with a note")
    func liveChecks() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "walk.tipscript")
        for text in [":expect visible ShowLocationTip popover", ":expect hidden ShowLocationTip"] {
            type(text, into: &recorder, session: session)
            recorder.send(.key(.enter), to: session)
        }
        let messages = session.state.messages.log.suffix(2).map(\.message)
        #expect(messages.first?.hasSuffix("expect visible as popover holds") == true, "\(messages)")
        #expect(messages.last?.contains("expect hidden does not hold: found visible as popover") == true, "\(messages)")
        #expect(recorder.lines == [
            "expect visible ShowLocationTip popover",
            "# did not hold while recording: found visible as popover with its arrow on the top edge",
            "expect hidden ShowLocationTip",
        ])
    }

    @Test("the wheel over the screen is recorded as the page key it acts like; over the inspector, nothing")
    func wheelBecomesPageKeys() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "walk.tipscript")
        recorder.send(.wheel(Point(x: 5, y: 8), down: true), to: session)
        recorder.send(.wheel(Point(x: 5, y: 8), down: false), to: session)
        recorder.send(.key(.character("i")), to: session)
        let inspector = try #require(session.frame.inspectorArea)
        recorder.send(.wheel(inspector.center, down: true), to: session)
        _ = recorder.script(endingWith: session)
        #expect(recorder.lines == ["key PageDown PageUp", "inspector on"])
    }

    @Test("a pan is recorded as pan, after the focus moves that put the view where it pans from")
    func pansKeepTheFocusMovesBeforeThem() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "walk.tipscript")
        recorder.send(.key(.character("W")), to: session)
        recorder.send(.key(.character("W")), to: session)
        recorder.send(.key(.character("W")), to: session)
        recorder.send(.resize(Size(width: 40, height: 12)), to: session)
        recorder.send(.key(.tab), to: session)
        recorder.send(.key(.pageDown), to: session)
        recorder.send(.wheel(Point(x: 5, y: 5), down: true), to: session)
        recorder.send(.key(.end), to: session)
        #expect(session.state.navigation.devicePan == Point(x: 34, y: 12))
        _ = recorder.script(endingWith: session)
        #expect(recorder.lines.suffix(4) == ["key Tab", "pan down", "pan down", "pan right"], "\(recorder.lines)")
    }

    @Test("a step that fails live is written as a comment, so the replay does not fail on it")
    func failedStepsAreComments() throws {
        let session = try newSession()
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "walk.tipscript")
        recorder.send(.key(.character(":")), to: session)
        type("close RotateMapTip", into: &recorder, session: session)
        recorder.send(.key(.enter), to: session)
        #expect(recorder.lines == ["# close RotateMapTip  (failed live: tip 'RotateMapTip' is not on screen: eligible, but not presented: its group compassTips shows ShowLocationTip first)"])
    }

    @Test("the playground line is relative to the folder the script is written to")
    func relativePlaygroundPath() {
        #expect(ScriptRecorder.relativePath(of: "/work/a/playgrounds/p.json", from: "/work/a/out.tipscript") == "playgrounds/p.json")
        #expect(ScriptRecorder.relativePath(of: "/work/b/p.json", from: "/work/a/scripts/out.tipscript") == "../../b/p.json")
    }
}

/// The REC mark is drawn over a copy of the frame, in any size, and never into the session.
@Suite struct RecordingMarkTests {
    @Test(arguments: [(1, 1), (6, 1), (7, 2), (80, 24)])
    func theMarkFitsOrIsLeftOut(width: Int, height: Int) {
        let frame = CellBuffer(size: Size(width: width, height: height))
        let marked = RecordingMark.drawn(over: frame, usesASCII: false)
        #expect(marked.size == frame.size)
        #expect(marked.rowTexts[0].hasPrefix(" ● REC ") == (width >= 7))
    }
}
