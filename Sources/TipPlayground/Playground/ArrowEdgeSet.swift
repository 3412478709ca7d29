/// The arrow edges a popover may take (iOS 26's `popoverTip(_:isPresented:attachmentAnchor:arrowEdges:action:)`,
/// an `Edge.Set`): placement picks one of them, as UIKit's `permittedArrowDirections` lets the
/// system pick among the permitted directions. A popover with no `arrowEdge` at all allows every
/// edge, which is `all`.
///
/// Spelled as SwiftUI spells `Edge.Set`: one edge (`top`), `vertical` (top and bottom),
/// `horizontal` (leading and trailing), `all`, or a list of edges.
public struct ArrowEdgeSet: Hashable, Sendable {
    public typealias ArrowEdge = TipPlacement.ArrowEdge

    public let edges: Set<ArrowEdge>

    /// Nil for an empty set: a popover needs an edge for its arrow.
    public init?(_ edges: some Sequence<ArrowEdge>) {
        let edges = Set(edges)
        guard !edges.isEmpty else { return nil }
        self.edges = edges
    }

    public static let all = ArrowEdgeSet(ArrowEdge.allCases)!
    public static let vertical = ArrowEdgeSet([.top, .bottom])!
    public static let horizontal = ArrowEdgeSet([.leading, .trailing])!

    /// The names that stand for more than one edge, as `Edge.Set` has them.
    public static let namedSets: [(name: String, set: ArrowEdgeSet)] = [
        ("all", .all), ("vertical", .vertical), ("horizontal", .horizontal),
    ]

    /// Every name one word may be: an edge or a named set.
    public static var names: [String] { ArrowEdge.allCases.map(\.rawValue) + namedSets.map(\.name) }

    /// `top`, `vertical`, `all`…; nil for anything else.
    public init?(name: String) {
        if let edge = ArrowEdge(rawValue: name) {
            self.edges = [edge]
        } else if let named = Self.namedSets.first(where: { $0.name == name }) {
            self = named.set
        } else {
            return nil
        }
    }

    /// The edges in the order placement tries them (the order of `ArrowEdge.allCases`: below,
    /// above, then the sides).
    public var ordered: [ArrowEdge] { ArrowEdge.allCases.filter(edges.contains) }

    /// The one name for this set if it has one (`top`, `vertical`, `all`), else nil.
    public var name: String? {
        if edges.count == 1 { return ordered[0].rawValue }
        return Self.namedSets.first { $0.set == self }?.name
    }

    /// As Swift writes it: `.top`, `.vertical`, `[.top, .leading]`.
    public var swiftLiteral: String {
        if let name { return ".\(name)" }
        return "[" + ordered.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]"
    }

    /// In words, for the inspector and messages: `top`, `vertical (top, bottom)`, `top, leading`.
    public var description: String {
        let list = ordered.map(\.rawValue).joined(separator: ", ")
        guard let name, edges.count > 1 else { return list }
        return "\(name) (\(list))"
    }
}
