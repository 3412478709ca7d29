/// One piece of a tip's copy: what `:edit TIP title|message|action ID` names.
public enum CopyPiece: Hashable, Sendable {
    case title
    case message
    /// The title of the tip's action with this id.
    case action(id: String)

    /// How messages and the catalog states name the piece: `title`, `message`, `action 'go'`.
    public var name: String {
        switch self {
        case .title: "title"
        case .message: "message"
        case .action(let id): "action '\(id)'"
        }
    }

    /// The pieces `tip` has, in the order the tip box shows them.
    public static func pieces(of tip: TipDeclaration) -> [CopyPiece] {
        [.title] + (tip.message == nil ? [] : [.message]) + tip.actions.map { .action(id: $0.id) }
    }
}
