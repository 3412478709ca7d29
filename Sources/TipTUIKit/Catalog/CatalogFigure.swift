import TipDrawing

/// A cell's picture as its page holds it: `<figure data-key="KEY">`, the SVG (the device's
/// cells, `CellBuffer.svgElement`) with a text alternative, what placement decided for the
/// popover, and the picture's text. The key is everything the picture depends on, so a later run
/// keeps the figure as written while the key stays the same (`figures(inPage:)`).
enum CatalogFigure {
    static func html(
        tipID: String, cell: CatalogCell, key: String, picture: CellBuffer, placement: PlacementDecision?
    ) -> String {
        let anchor = cell.anchor(tipID: tipID)
        let label = "\(tipID), \(cell.title): the tip inline, then as a popover"
        // The picture's name for assistive technology, inside the <svg> element.
        let svg = picture.svgElement(markingRows: [], title: (id: "\(anchor)-svg", text: label))
        let decision = placement.map { PlacementExplanation(tipID: tipID, decision: $0).sentence } ?? "not drawn"
        return "<figure data-key=\"\(key)\">\n" + svg
            + "<figcaption>Popover placement: \(CatalogHTML.escaped(decision))</figcaption>\n"
            + "<details><summary>Text of the picture</summary><pre>\(CatalogHTML.escaped(picture.plainText))</pre></details>\n"
            + "</figure>\n"
    }

    /// The figures of a page written before, by key. Found in the page's UTF-8 bytes: a page
    /// is large, and searching it as characters cost more than drawing its changed pictures.
    static func figures(inPage page: String) -> [String: Substring] {
        var figures: [String: Substring] = [:]
        let bytes = page.utf8
        let opening = Array("<figure data-key=\"".utf8)
        let closing = Array("</figure>\n".utf8)
        var rest = bytes[...]
        while let start = rest.firstRange(of: opening) {
            guard let keyEnd = rest[start.upperBound...].firstIndex(of: UInt8(ascii: "\"")),
                  let end = rest[keyEnd...].firstRange(of: closing) else { break }
            figures[String(Substring(bytes[start.upperBound..<keyEnd]))] = Substring(bytes[start.lowerBound..<end.upperBound])
            rest = rest[end.upperBound...]
        }
        return figures
    }
}
