import TipDrawing
import TipPlayground

/// The width budget a translator is given for one piece of a tip's copy: the tip box it must fit
/// at phone width (a popover's is narrower than an inline tip's), the guides' limits `tiptui
/// review` holds titles and messages to, and how many lines the source text takes at each width
/// preset, so a translation can be weighed against its source before it is tried in the
/// playground. Written into each XLIFF unit's note (`XLIFFExporter`).
public struct TranslationBudget: Equatable, Sendable {
    public let piece: CopyPiece
    /// Columns of the tip box at phone width.
    public let boxWidth: Int
    public let isPopover: Bool
    /// Lines (rows of buttons for an action) the source takes at watch, phone and tablet width.
    public let sourceLines: [CopyBudget.Lines]

    public init(of piece: CopyPiece, tipID: String, in document: PlaygroundDocument) {
        self.piece = piece
        isPopover = PlaygroundReview.popoverAnchors(in: document)[tipID] != nil
        boxWidth = PlaygroundReview.phoneBoxWidth(isPopover: isPopover)
        sourceLines = CopyBudget(of: piece, tipID: tipID, locale: nil, in: document, isPopover: isPopover).lines
    }

    /// `Width budget: one line of a 38-column tip box (a popover at phone width), at most 8
    /// words or 16 CJK characters; the source takes 1 line at watch, 1 at phone, 1 at tablet.`
    public var description: String {
        let box = "a \(boxWidth)-column tip box (\(isPopover ? "a popover" : "an inline tip") at phone width)"
        let limit = switch piece {
        case .title:
            "one line of \(box), at most \(PlaygroundReview.titleWordLimit) words "
                + "or \(PlaygroundReview.titleCharacterLimit) CJK characters"
        case .message: "\(PlaygroundReview.messageSentenceLimit) sentences at most, wrapped in \(box)"
        case .action: "a button on one row of \(box)"
        }
        let isAction = piece != .title && piece != .message
        let unit = isAction ? "row" : "line"
        let measured = sourceLines.map { "\($0.count) \(unit)\($0.count == 1 ? "" : "s") at \($0.preset.rawValue)" }
        let what = isAction ? "the source's buttons take" : "the source takes"
        return "Width budget: \(limit); \(what) \(measured.joined(separator: ", "))."
    }
}
