import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TipCommandLine
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// `tiptui review --grid`: the grid printed as plain text or drawn as SVG.
@Suite("Grid output")
struct GridOutputTests {
    private func printed(tip: String = "ShowLocationTip", sizes: [TextSize] = PreviewGrid.defaultSizes) throws -> CellBuffer {
        PreviewGridRenderer.printed(document: DefaultPlayground.document(), tipIDs: [tip], sizes: sizes, glyphs: .unicode)
    }

    @Test func thePrintedGridHasACellForEveryLocaleSizeAndWidth() throws {
        let document = DefaultPlayground.document()
        let text = try printed().plainText
        for locale in ["base"] + document.locales {
            for width in ["watch", "phone", "tablet"] {
                for size in ["large", "xxxLarge", "AX3"] {
                    let label = "\(locale) · \(width) · \(size)"
                    // A label too long for the cell is split in two rows: the locale, then the rest.
                    #expect(text.contains(label) || text.contains("\(width) · \(size)") && text.contains(locale), "\(label)")
                }
            }
        }
        #expect(text.hasPrefix("ShowLocationTip · \(document.locales.count + 1) locales × 3 text sizes × 3 widths"))
        #expect(text.contains("Affichez votre position"), "French copy is drawn")
    }

    @Test func allTextSizesCanBeAsked() throws {
        let text = try printed(sizes: TextSize.allCases).plainText
        #expect(text.contains("base · phone · AX5"))
        #expect(text.contains("base · phone · xSmall"))
    }

    @Test func theSVGIsWellFormedXMLWithTheCellsText() throws {
        let buffer = try printed()
        let svg = buffer.svg
        let collector = SVGTextCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.root == "svg")
        #expect(collector.texts.contains { $0.contains("base · phone · large") })
        #expect(collector.fills.contains("#c4262e") || collector.fills.contains("#1e1e1e"))
    }

    @Test func svgEscapesMarkupInCopy() throws {
        var buffer = CellBuffer(size: Size(width: 12, height: 1))
        buffer.write("<b>&\"x\"", at: .zero, style: .bold)
        let collector = SVGTextCollector()
        let parser = XMLParser(data: Data(buffer.svg.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.texts == ["<b>&\"x\""])
    }

    @Test func svgPlacesEveryGlyphAtItsCellSoWideGlyphsLineUp() throws {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        buffer.write("a漢字b", at: .zero)
        let collector = SVGTextCollector()
        let parser = XMLParser(data: Data(buffer.svg.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.texts == ["a漢字b"])
        #expect(collector.positions == ["0 8.4 25.2 42"], "columns 0, 1, 3 and 5 at 8.4 px a column")
    }

    /// The buffer holds right-to-left text in visual order, as the terminal shows it; the picture
    /// writes the right-to-left word in logical order as one text starting at its cells' right
    /// edge, and the rest at its own cells.
    @Test func svgWritesRightToLeftTextInLogicalOrderOverItsCells() throws {
        var buffer = CellBuffer(size: Size(width: 10, height: 1))
        buffer.write("ab םולש 12", at: .zero)  // visual order of "ab שלום 12"
        let collector = SVGTextCollector()
        let parser = XMLParser(data: Data(buffer.svg.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.texts == ["ab  12", "שלום"])
        #expect(collector.positions == ["0 8.4 16.8 58.8 67.2 75.6", "58.8"], "the word's cells are columns 3 to 6, 25.2 to 58.8 px")
    }

    @Test func reviewGridOptionsParse() throws {
        #expect(try InvocationParser.parse(["review", "--grid", "--tip", "ShareTip", "--format", "svg", "a.json"]) == .review(
            files: ["a.json"], options: {
                var options = ReviewOptions()
                options.grid = true
                options.gridTipID = "ShareTip"
                options.format = .svg
                return options
            }()))
        if case .review(_, let options) = try InvocationParser.parse(["review", "--grid", "--text-sizes", "all"]) {
            #expect(options.gridSizes == TextSize.allCases)
        } else {
            Issue.record("not a review")
        }
    }

    @Test(arguments: [
        (["review", "--format", "svg"], "--format svg draws the grid; add --grid"),
        (["review", "--grid", "--format", "json"], "--grid draws text or svg; use --format text or --format svg"),
        (["review", "--tip", "A"], "--tip and --text-sizes choose what the grid shows; add --grid"),
        (["review", "--grid", "--text-sizes", "huge"], "unknown text size 'huge'"),
    ])
    func reviewGridMisuseIsAUsageError(arguments: [String], message: String) {
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(arguments) }
        do {
            _ = try InvocationParser.parse(arguments)
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }
}

/// Collects what an SVG says: its root element, text contents and fill colours.
private final class SVGTextCollector: NSObject, XMLParserDelegate {
    var root: String?
    var texts: [String] = []
    var fills: Set<String> = []
    /// Each `<text>`'s `x` list.
    var positions: [String] = []
    private var current: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil { root = name }
        if let fill = attributes["fill"] { fills.insert(fill) }
        if name == "text" {
            current = ""
            positions.append(attributes["x"] ?? "")
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let current { texts.append(current) }
        if name == "text" { current = nil }
    }
}
