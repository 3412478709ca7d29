import Foundation
import Testing
import TipCommandLine
@testable import TipOutputs
import TipPlayground

/// A page's cells are packed once at its end (`CatalogPictures`): what a browser shows once the
/// page's script has run is the page with its cells written out, byte for byte, and a later run
/// reads the same cells back to keep their pictures.
@Suite("Catalog: packed pictures")
struct CatalogPicturesTests {
    static let cells = """
        <nav class="cells-toc"><a href="#T.base.phone.large">phone · large</a></nav>
        <section class="cell" id="T.base.phone.large"><figure data-key="0123abcd"><svg role="img"><text>│ Gardez l'étoile ★ 保存 ميّز 🇯🇵 │</text></svg></figure></section>

        """

    @Test func aPagesCellsComeBackAsTheyWereWritten() throws {
        let page = "<main>\n" + CatalogPictures.element(packing: Self.cells) + "</main>\n"
        #expect(CatalogPictures.packedCells(inPage: page) == Self.cells)
        #expect(CatalogPictures.expanded(page: page) == "<main>\n" + Self.cells + "</main>\n")
        #expect(!page.contains("Gardez"), "the cells are packed, not written out as well")
    }

    @Test func packedCellsAreAFractionOfTheirSize() {
        let many = String(repeating: Self.cells, count: 45)
        let element = CatalogPictures.element(packing: many)
        #expect(element.utf8.count * 5 < many.utf8.count, "\(element.utf8.count) of \(many.utf8.count) bytes")
    }

    @Test func dataThatDoesNotUnpackIsNoCellsAndThePageIsShownAsItIs() {
        let page = "<main>\n" + CatalogPictures.element(packing: Self.cells) + "</main>\n"
        let edited = page.replacingOccurrences(of: "data-length=\"", with: "data-length=\"1")
        #expect(CatalogPictures.packedCells(inPage: edited) == nil)
        #expect(CatalogPictures.expanded(page: edited) == edited)
        let payload = page.components(separatedBy: "data-length=\"")[1].drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
        #expect(payload.count > 20)
        let garbled = page.replacingOccurrences(of: String(payload), with: Data("not what was packed".utf8).base64EncodedString())
        #expect(CatalogPictures.packedCells(inPage: garbled) == nil)
        #expect(CatalogPictures.packedCells(inPage: "<main>no pictures</main>") == nil)
    }

    @Test func theScriptPutsTheCellsWhereThePageKeepsTheirPlace() {
        let element = CatalogPictures.element(packing: Self.cells)
        #expect(element.hasPrefix("<div id=\"\(CatalogPictures.placeID)\">"))
        #expect(element.contains("<noscript>") && element.contains("tiptui shot"), "a page without scripts says why it has no pictures")
        #expect(CatalogPictures.script.contains("DecompressionStream('deflate')"))
        #expect(CatalogPictures.script.contains("getElementById('\(CatalogPictures.placeID)')"))
    }

    /// The missing-font check reads what every page draws (`CatalogSummary.drawnCharacters`),
    /// recorded for each page as it is written: a run that draws nothing still checks the pages it
    /// kept, and a page whose record does not say is read.
    @Test func theFontCheckReadsWhatEveryPageDrawsKeptPagesIncluded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-characters-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = CopyRoundTripLawTests.repository.appendingPathComponent("examples/russian-reader.json").path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        func build() throws -> CatalogSummary {
            try CatalogBuilder(folder: folder).build([CatalogInput(name: file, document: try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: file)), text: text)])
        }
        let first = try build()
        let drawn = Set(first.drawnCharacters)
        for expected: Character in ["─", "┌", "·", "ж"] { #expect(drawn.contains(expected), "\(expected)") }
        #expect(first.drawnCharacters.count == drawn.count, "each once")

        let again = try build()
        #expect(again.renderedCells == 0 && again.drawnCharacters == first.drawnCharacters)

        // A manifest that does not record what a page draws (as an earlier tiptui wrote it, so
        // its record of what tiptui wrote says the same): the page itself is read.
        let manifest = (folder as NSString).appendingPathComponent("catalog.json")
        let json = try String(contentsOfFile: manifest, encoding: .utf8)
        let withoutCharacters = json.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"characters\" :") }
            .joined(separator: "\n")
        try withoutCharacters.write(toFile: manifest, atomically: true, encoding: .utf8)
        let record = (folder as NSString).appendingPathComponent(".tiptui-written")
        try String(contentsOfFile: record, encoding: .utf8)
            .replacingOccurrences(of: SHA256.hex(of: Array(json.utf8)), with: SHA256.hex(of: Array(withoutCharacters.utf8)))
            .write(toFile: record, atomically: true, encoding: .utf8)
        #expect(!withoutCharacters.contains("\"characters\""))
        let fromPages = try build()
        #expect(Set(fromPages.drawnCharacters) == drawn)
    }
}
