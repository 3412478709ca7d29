import SwiftSyntax
import TipPlayground

/// `arrowEdges:` in iOS 26's `.popoverTip(_:isPresented:attachmentAnchor:arrowEdges:action:)`: an
/// `Edge.Set` literal naming the edges the popover's arrow may take.
extension TipSourceScanner {
    /// The set `expression` spells: `.top`, `.vertical`, `.horizontal`, `.all`, `[.top, .leading]`,
    /// each optionally as `Edge.Set.top`. Anything else (a variable, `[]`) is a warning at the
    /// argument, and the placement allows every edge, as `arrowEdge: nil` does.
    func arrowEdgeSet(_ expression: ExprSyntax) -> ArrowEdgeSet {
        let elements: [ExprSyntax]
        if let array = expression.as(ArrayExprSyntax.self) {
            elements = array.elements.map(\.expression)
        } else {
            elements = [expression]
        }
        var edges: Set<TipPlacement.ArrowEdge> = []
        for element in elements {
            let text = element.trimmedDescription
            let name = text.hasPrefix("Edge.Set.") ? String(text.dropFirst("Edge.Set.".count))
                : text.hasPrefix(".") ? String(text.dropFirst()) : ""
            guard let set = ArrowEdgeSet(name: name) else {
                warn(
                    "arrowEdges: \(text) is not an Edge.Set the import can read (.top, .vertical, .horizontal, .all "
                        + "or a list such as [.top, .leading]); every edge is allowed",
                    at: element)
                return .all
            }
            edges.formUnion(set.edges)
        }
        guard let set = ArrowEdgeSet(edges) else {
            warn("arrowEdges is empty, so the popover has no edge for its arrow; every edge is allowed", at: expression)
            return .all
        }
        return set
    }
}
