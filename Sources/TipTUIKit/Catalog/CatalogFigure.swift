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
        var svg = picture.svgElement
        // The picture's name for assistive technology, inside the <svg> element.
        if svg.hasPrefix("<svg "), let lineEnd = svg.firstIndex(of: "\n") {
            let opening = svg[svg.index(svg.startIndex, offsetBy: 5)..<lineEnd]
            svg = "<svg role=\"img\" aria-labelledby=\"\(anchor)-svg\" " + opening
                + "\n<title id=\"\(anchor)-svg\">\(CatalogHTML.escaped(label))</title>" + svg[lineEnd...]
        }
        let decision = placement.map { PlacementExplanation(tipID: tipID, decision: $0).sentence } ?? "not drawn"
        return "<figure data-key=\"\(key)\">\n" + svg
            + "<figcaption>Popover placement: \(CatalogHTML.escaped(decision))</figcaption>\n"
            + "<details><summary>Text of the picture</summary><pre>\(CatalogHTML.escaped(picture.plainText))</pre></details>\n"
            + "</figure>\n"
    }

    /// The figures of a page written before, by key.
    static func figures(inPage page: String) -> [String: Substring] {
        var figures: [String: Substring] = [:]
        let opening = "<figure data-key=\""
        let closing = "</figure>\n"
        var rest = page[...]
        while let start = rest.range(of: opening) {
            guard let keyEnd = rest[start.upperBound...].firstIndex(of: "\""),
                  let end = rest[keyEnd...].range(of: closing) else { break }
            figures[String(rest[start.upperBound..<keyEnd])] = rest[start.lowerBound..<end.upperBound]
            rest = rest[end.upperBound...]
        }
        return figures
    }
}
