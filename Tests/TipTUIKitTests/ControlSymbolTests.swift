import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Controls that name an SF Symbol: drawn with the symbol's glyph before the label (alone for an
/// image-only control) in Unicode and ASCII, and read by VoiceOver by the symbol's name.
@Suite struct ControlSymbolTests {
    private static let json = """
        { "parameters": [ { "id": "wifi", "type": "bool" } ],
          "screens": [ { "id": "main", "title": "Symbols",
            "toolbar": [ { "id": "settings", "symbol": "gearshape.fill" } ],
            "controls": [
              { "id": "charge", "label": "Charge 充電", "symbol": "bolt" },
              { "id": "flash", "symbol": "bolt.fill" },
              { "id": "mystery", "symbol": "no.such.symbol" },
              { "id": "network", "kind": "toggle", "symbol": "wifi", "label": "Wi-Fi", "parameter": "wifi" },
              { "id": "plain", "label": "Plain" },
              { "id": "places", "kind": "list", "label": "Places", "rows": [ { "id": "pin", "label": "Pin", "symbol": "mappin" } ] } ],
            "tabBar": [ { "id": "favourites", "label": "Favourites", "symbol": "star" } ] } ] }
        """

    private func session() throws -> PlaygroundSession {
        try PlaygroundSession(
            document: PlaygroundLoader.parse(Self.json, fileName: "symbols.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(), size: Size(width: 80, height: 24))
    }

    /// What the control's hit region shows, one character per cell (a wide one once).
    private func drawn(_ id: String, in session: PlaygroundSession) throws -> String {
        let region = try #require(session.frame.hitRegions.first { $0.element == .control(id: id) }, "\(id)")
        var text = ""
        for x in region.rect.minX..<region.rect.maxX {
            if let character = session.frame.buffer[x: x, y: region.rect.minY]?.character { text.append(character) }
        }
        return text
    }

    @Test func aControlIsDrawnWithItsSymbolsGlyphBeforeItsLabelOrAloneWithoutOne() throws {
        let session = try session()
        #expect(try drawn("charge", in: session) == "[ ϟ Charge 充電 ]")
        #expect(try drawn("flash", in: session) == "[ ϟ ]")
        #expect(try drawn("mystery", in: session) == "[ • ]")
        #expect(try drawn("plain", in: session) == "[ Plain ]")
        #expect(try drawn("settings", in: session).contains("✲"))
        #expect(try drawn("favourites", in: session).contains("★ Favourites"))
        #expect(try drawn("pin", in: session).contains("⌖ Pin"))
        #expect(try drawn("network", in: session).contains("• Wi-Fi"))
    }

    @Test func aWideLabelAfterAGlyphKeepsTheButtonsWidthInColumns() throws {
        let session = try session()
        let region = try #require(session.frame.hitRegions.first { $0.element == .control(id: "charge") })
        // "[ ", glyph, space, "Charge ", two wide characters, " ]".
        #expect(region.rect.width == 2 + 1 + 1 + 7 + 4 + 2)
    }

    @Test func asciiModeDrawsTheSymbolsASCIIStandIn() throws {
        let session = try session()
        session.send(.ascii(true))
        #expect(try drawn("flash", in: session) == "[ Z ]")
        #expect(try drawn("mystery", in: session) == "[ * ]")
        #expect(try drawn("favourites", in: session).contains("* Favourites"))
        #expect(try drawn("charge", in: session).hasPrefix("[ Z Charge"))
    }

    @Test func voiceOverReadsAnImageOnlyControlByItsSymbolsNameAndALabelledOneByItsLabel() throws {
        let session = try session()
        let lines = VoiceOverTranscript(of: session).lines
        #expect(lines.contains("gearshape, button"))
        #expect(lines.contains("Charge 充電, button"))
        #expect(lines.contains("bolt, button"))
        #expect(lines.contains("no such symbol, button"))
        #expect(lines.contains("Wi-Fi, switch button, off"))
        #expect(lines.contains("Favourites, tab"))
    }
}
