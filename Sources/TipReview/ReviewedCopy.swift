import TipPlayground

/// One piece of a tip's copy under review: which field, in which locale, its text and where it
/// is written.
struct ReviewedCopy {
    enum Field: Equatable {
        case title
        case message
        case action(id: String)

        var name: String {
            switch self {
            case .title: "title"
            case .message: "message"
            case .action(let id): "action '\(id)' title"
            }
        }
    }

    let field: Field
    /// nil for the base copy.
    let locale: String?
    let text: String
    let position: SourcePosition

    /// "title", "fr message": how messages name it.
    var name: String { locale.map { "\($0) \(field.name)" } ?? field.name }

    /// The pictures a finding about this piece concerns: its locale's, at every width and size.
    var scope: ReviewFinding.Scope { ReviewFinding.Scope(piece: field.name, locale: locale) }
}
