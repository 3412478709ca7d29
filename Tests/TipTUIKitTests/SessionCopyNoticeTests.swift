import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Nothing is silently changed: copy shown from the base language and emoji drawn reduced are
/// said in the header and the inspector, never written into the copy.
@Suite("Session: what the device shows differently from the app")
struct SessionCopyNoticeTests {
    private func session(_ document: PlaygroundDocument, locale: String? = nil) throws -> PlaygroundSession {
        var state = AppState()
        state.looking.locale = locale
        return try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(),
            size: Size(width: 160, height: 30), state: state)
    }

    @Test func aTipWithoutCopyInTheLocaleIsMarkedAsBaseCopy() throws {
        let document = DefaultPlayground.document()
        let session = try session(document, locale: "fr")
        session.send(.dismiss(tip: "ShowLocationTip"))
        #expect(session.presented["ExportTip"] == .popover)
        #expect(CopyNotices(session: session).onDevice == ["ExportTip in base copy"])
        #expect(session.frame.buffer.rowTexts[0].contains("fr · ExportTip in base copy"))
        #expect(InspectorContent(session: session).lines.map(\.text).contains("copy: no fr title, message; base copy shown"))
        // Copy that has its French is not marked.
        #expect(CopyNotices(session: session).notices(of: try #require(document.tip(id: "ShowLocationTip"))).isEmpty)
    }

    @Test func anEmojiDrawnReducedIsSaidInTheChromeNotTheCopy() throws {
        let document = try PlaygroundLoader.parse("""
            { "tips": [ { "id": "WaveTip", "title": "Say hi 👋🏽" } ],
              "screens": [ { "id": "main", "controls": [ { "id": "b", "label": "Button" } ],
                "tips": [ { "tip": "WaveTip", "inline": "top" } ] } ] }
            """, fileName: "wave.json")
        let session = try session(document)
        #expect(CopyNotices(session: session).onDevice == ["WaveTip: emoji drawn reduced"])
        #expect(session.frame.buffer.rowTexts[0].contains("WaveTip: emoji drawn reduced"))
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("Say hi 👋") })
        #expect(InspectorContent(session: session).lines.map(\.text).contains(
            "copy: U+1F44B U+1F3FD (skin-tone modifier) drawn as 👋; the app shows it whole"))
    }

    @Test func aTipPartlyTranslatedNamesThePiecesInBaseCopy() throws {
        let document = try PlaygroundLoader.parse("""
            { "tips": [ { "id": "FavoriteTip", "title": "Favorite this", "actions": [ { "id": "later", "title": "Not now" } ],
                          "localized": { "ja": { "title": "お気に入りに" } } } ],
              "screens": [ { "id": "main", "controls": [ { "id": "b", "label": "Button" } ],
                "tips": [ { "tip": "FavoriteTip", "inline": "top" } ] } ] }
            """, fileName: "favorite.json")
        let session = try session(document, locale: "ja")
        #expect(CopyNotices(session: session).onDevice == ["FavoriteTip: action 'later' in base copy"])
        #expect(session.frame.buffer.rowTexts[0].contains("FavoriteTip: action 'later' in base copy"))
    }
}
