import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The VoiceOver model (docs/voiceover.md): a popover is an alert that takes the focus, inline
/// tips are read in reading order with the controls around them, only the last of two alerts
/// is read, and showing the transcript never changes the engine's state.
@Suite("VoiceOver transcript")
struct VoiceOverTranscriptTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    private func newSession(json: String = DefaultPlayground.json, size: Size = Size(width: 100, height: 30)) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: PlaygroundLoader.parse(json, fileName: "voiceover.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(Self.start), size: size)
    }

    @Test func thePopoverOnTheMapIsAnnouncedAsAnAlertAndNothingUnderItIsRead() throws {
        let session = try newSession()
        #expect(VoiceOverTranscript(of: session).lines == [
            "Alert: Show your location",
            "Tap the compass to highlight your current location on the map.",
            "Close, button",
        ])
    }

    @Test func markdownInCopyIsReadAsWordsAndDrawnWithoutMarkers() throws {
        let session = try newSession(json: """
            { "tips": [ { "id": "StyledTip", "title": "**Save** it", "message": "Tap the _star_ to keep it." } ],
              "screens": [ { "id": "main", "title": "Main", "controls": [ { "id": "star", "label": "Star" } ],
                "tips": [ { "tip": "StyledTip", "popover": "star" } ] } ] }
            """)
        #expect(VoiceOverTranscript(of: session).lines == ["Alert: Save it", "Tap the star to keep it.", "Close, button"])
        let text = session.frame.buffer.textView
        #expect(text.contains("Save it") && text.contains("Tap the star to keep it."))
        #expect(!text.contains("**") && !text.contains("_star_"))
        #expect(text.contains("italic"))
    }

    @Test func withoutAPopoverTheMapIsReadInReadingOrder() throws {
        let session = try newSession()
        session.send(.dismiss(tip: "ShowLocationTip"))
        session.send(.dismiss(tip: "ExportTip"))
        #expect(session.frame.placedTips.isEmpty)
        #expect(VoiceOverTranscript(of: session).lines == [
            "Trail Map, heading",
            "Export, button",
            "Search, text field, Trails, peaks, canyons",
            "Compass, button",
            "Reorient (hold compass), button",
            "Big Cottonwood Canyon, button",
            "Map, tab",
            "Trails, tab",
            "Settings, tab",
        ])
    }

    @Test func anInlineTipIsReadWhereItSitsWithItsActionAsAButton() throws {
        let session = try newSession()
        session.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 4))
        session.send(.screen("trails"))
        #expect(session.frame.placedTip(id: "ButlerForkTip")?.presentation == .inline)
        #expect(VoiceOverTranscript(of: session).lines == [
            "Trails, heading",
            "Butler Fork is now available",
            "To see key trail info, tap Big Cottonwood Canyon on the map.",
            "Go there now, button",
            "Close, button",
            "Butler Fork, button",
            "Mineral Fork, button",
            "Donut Falls, button",
            "Map, tab",
            "Trails, tab",
            "Settings, tab",
        ])
    }

    @Test func aToggleIsReadAsASwitchWithItsValue() throws {
        let session = try newSession()
        session.send(.screen("settings"))
        session.send(.dismiss(tip: "ProModeTip"))
        #expect(VoiceOverTranscript(of: session).announces("Pro mode, switch button, off"))
        #expect(VoiceOverTranscript(of: session).announces("Metric units, switch button, on"))
    }

    @Test func aPopoverTakesTheFocusFromAnInlineTipOnTheSameScreen() throws {
        let json = DefaultPlayground.json.replacingOccurrences(
            of: #"{ "tip": "ExportTip", "popover": "export" }"#,
            with: #"{ "tip": "ExportTip", "popover": "export" }, { "tip": "ButlerForkTip", "inline": { "before": "compass" } }"#)
        #expect(json != DefaultPlayground.json)
        let session = try newSession(json: json)
        session.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 4))
        #expect(session.frame.placedTip(id: "ButlerForkTip") != nil)
        #expect(session.frame.placedTip(id: "ShowLocationTip") != nil)
        #expect(VoiceOverTranscript(of: session).lines.first == "Alert: Show your location")
        #expect(!VoiceOverTranscript(of: session).announces("Butler Fork"))

        session.send(.dismiss(tip: "ShowLocationTip"))
        session.send(.dismiss(tip: "ExportTip"))
        let lines = VoiceOverTranscript(of: session).lines
        let tip = try #require(lines.firstIndex(of: "Butler Fork is now available"))
        #expect(lines[tip - 1] == "Search, text field, Trails, peaks, canyons")
        #expect(lines[tip + 4] == "Compass, button", "the tip's message, button and close come before the compass")
    }

    @Test func ofTwoAlertsAtOnceOnlyTheLastIsRead() throws {
        let session = try newSession()
        var model = session.composer.screenModel()
        #expect(model.popovers.map(\.content.tipID) == ["ShowLocationTip"], "the device presents one popover at a time")
        let export = try #require(session.device.screen.placements.first { $0.content == .tip("ExportTip") })
        let exportTip = try #require(session.document.tip(id: "ExportTip"))
        model.popovers.append(ScreenModel.EligibleTip(
            placement: export, content: PreviewScreens.content(of: exportTip, in: session.document, locale: nil)))
        var device = try #require(session.deviceFrame)
        device.placedTips.append(PlacedTip(tipID: "ExportTip", presentation: .popover, arrowEdge: .top, rect: Rect(x: 0, y: 3, width: 30, height: 5)))
        let transcript = VoiceOverTranscript(model: model, device: device)
        #expect(transcript.lines.first == "Alert: Export to PDF")
        #expect(!transcript.announces("Show your location"))
    }

    @Test func theTranscriptSpeaksTheLocaleCopyAndIgnoresASCIIGlyphs() throws {
        let session = try newSession()
        let plain = VoiceOverTranscript(of: session)
        session.send(.ascii(true))
        #expect(VoiceOverTranscript(of: session) == plain, "glyphs are drawn, not spoken")
        session.send(.locale("ru"))
        #expect(VoiceOverTranscript(of: session).lines == [
            "Alert: Покажите своё местоположение",
            "Коснитесь компаса, чтобы выделить текущее местоположение на карте.",
            "Close, button",
        ])
    }

    @Test func pressingVShowsTheTranscriptInOneRenderAndCountsNoDisplay() throws {
        let session = try newSession()
        let tip = try #require(session.device.runtime.tips["ShowLocationTip"])
        let count = session.engine.record(of: tip).displayCount
        _ = session.frame
        let before = session.renderCount
        session.send(.key(.character("V")))
        _ = session.frame
        #expect(session.renderCount == before + 1)
        #expect(session.state.panels.showsVoiceOver)
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("VoiceOver would announce") })
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("Alert: Show your location") })
        session.send(.key(.character("V")))
        #expect(!session.state.panels.showsVoiceOver)
        #expect(!session.frame.buffer.rowTexts.contains { $0.contains("VoiceOver would announce") })
        #expect(session.engine.record(of: tip).displayCount == count)
        #expect(session.renderCount == before + 2)
    }
}

@Suite("Script: expect announced")
struct ExpectAnnouncedTests {
    @Test func anAnnouncedCheckHoldsWhenALineOfTheTranscriptContainsTheText() throws {
        let loaded = try loadedScript("""
            expect announced "Alert: Show your location"
            expect announced "Close, button"
            expect announced "your location"
            """)
        let result = ScriptRunner.run(loaded)
        #expect(result.failures == [])
        #expect(result.exitCode == 0)
    }

    @Test func aFailedAnnouncedCheckReportsTheWholeTranscript() throws {
        let loaded = try loadedScript("dismiss ShowLocationTip\ndismiss ExportTip\nexpect announced \"Show your location\"\n")
        let result = ScriptRunner.run(loaded)
        let failure = try #require(result.failures.first)
        #expect(failure.line == 3)
        #expect(failure.actual.hasPrefix(#"VoiceOver announces "Trail Map, heading", "Export, button", "Search, text field"#))
        #expect(failure.actual.hasSuffix(#""Settings, tab""#), "the whole transcript")
        #expect(failure.description.contains("  expected: VoiceOver announces \"Show your location\"\n"))
        #expect(result.exitCode == 1)
    }

    @Test func textSpanningTwoAnnouncementsDoesNotMatch() throws {
        let loaded = try loadedScript("expect announced \"on the map. Close\"\n")
        #expect(ScriptRunner.run(loaded).failures.count == 1)
    }
}
