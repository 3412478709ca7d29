import TipDrawing
import TipTUIKit

/// A cell's picture as its page holds it: `<figure data-key="KEY">`, the SVG (the device's
/// cells, `CellBuffer.svgElement`) with a text alternative, what placement decided for the
/// popover, and the picture's text. The key is everything the picture depends on, so a later run
/// keeps the figure as written while the key stays the same (`figures(in:)`).
enum CatalogFigure {
    /// - Parameters:
    ///   - text: the picture's text (`CellBuffer.plainText`): the screen's rows as drawn, left to
    ///     right.
    ///   - language: the language of the copy the picture shows, for its text (`lang`: a screen
    ///     reader's voice, a browser's choice of font).
    static func html(
        tipID: String, cell: CatalogCell, key: String, picture: CellBuffer, text: String, placement: PlacementDecision?, language: String
    ) -> String {
        let anchor = cell.anchor(tipID: tipID)
        let label = "\(tipID), \(cell.title): the tip inline, then as a popover"
        // The picture's name for assistive technology, inside the <svg> element.
        let svg = picture.svgElement(markingRows: [], title: (id: "\(anchor)-svg", text: label), styledByPage: true)
        let decision = placement.map { PlacementExplanation(tipID: tipID, decision: $0).sentence } ?? "not drawn"
        let text = CatalogHTML.escaped(text)
        // Grown in place: a figure is mostly its picture, copied once rather than at each `+`.
        var figure = ""
        figure.reserveCapacity(svg.utf8.count + text.utf8.count + 256)
        figure += "<figure data-key=\"\(key)\">\n"
        figure += svg
        figure += "<figcaption>Popover placement: \(CatalogHTML.escaped(decision))</figcaption>\n"
        figure += "<details><summary>Text of the picture</summary><pre lang=\"\(CatalogHTML.escaped(language))\" dir=\"ltr\">\(text)</pre></details>\n"
        figure += "</figure>\n"
        return figure
    }

    /// The figures written before, by key, in a page's cells as `CatalogPictures` gives them
    /// back. Found in their UTF-8 bytes: they are large, and searching them as characters cost
    /// more than drawing a page's changed pictures.
    static func figures(in cells: String) -> [String: Substring] {
        var figures: [String: Substring] = [:]
        let bytes = Array(cells.utf8)
        var offset = 0
        while let start = find(openingBytes, in: bytes, from: offset) {
            let keyStart = start + openingBytes.count
            guard let keyEnd = bytes[keyStart...].firstIndex(of: UInt8(ascii: "\"")),
                  let end = find(closingBytes, in: bytes, from: keyEnd) else { break }
            offset = end + closingBytes.count
            figures[String(decoding: bytes[keyStart..<keyEnd], as: UTF8.self)] =
                Substring(decoding: bytes[start..<offset], as: UTF8.self)
        }
        return figures
    }

    private static let openingBytes = Array("<figure data-key=\"".utf8)
    private static let closingBytes = Array("</figure>\n".utf8)

    /// Where `pattern` first occurs in `bytes` at or after `offset`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from offset: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = offset
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
