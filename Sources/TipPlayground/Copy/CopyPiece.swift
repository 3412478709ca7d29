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

extension TipDeclaration {
    /// The piece's text in the tip's own copy; nil when the tip has no such piece.
    public func text(of piece: CopyPiece) -> String? {
        switch piece {
        case .title: title
        case .message: message
        case .action(let id): actions.first { $0.id == id }?.title
        }
    }

    /// The key a string table translates the piece under (`titleKey`, `messageKey`, `tableKey(ofAction:)`).
    public func tableKey(of piece: CopyPiece) -> String? {
        switch piece {
        case .title: titleKey
        case .message: messageKey
        case .action(let id): actions.first { $0.id == id }.map(tableKey(ofAction:))
        }
    }

    /// What a table holds for the piece in another locale, as copy: `value` with the piece's
    /// interpolations put back (`FormatKey`).
    public func copy(fromTableValue value: String, of piece: CopyPiece) -> String {
        FormatKey.copy(fromTableValue: value, interpolations: FormatKey.interpolations(in: text(of: piece) ?? ""))
    }

    /// Copy of the piece (its own, or a translation) as a table holds it under `tableKey(of:)`.
    public func tableValue(of copy: String, for piece: CopyPiece) -> String {
        FormatKey.tableValue(of: copy, interpolations: FormatKey.interpolations(in: text(of: piece) ?? ""))
    }
}

extension LocalizedCopy {
    /// The piece's text in this copy; nil when it leaves the piece to the tip's own copy.
    public func text(of piece: CopyPiece) -> String? {
        switch piece {
        case .title: title
        case .message: message
        case .action(let id): actionTitles[id]
        }
    }
}
