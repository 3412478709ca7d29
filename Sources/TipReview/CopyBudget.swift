import TipDrawing
import TipPlayground

/// The guides' budgets for one piece of a tip's copy, measured as `tiptui review` measures it:
/// what the copy editor's budget line shows at every key.
public struct CopyBudget: Equatable, Sendable {
    /// Lines the piece takes in the tip box at one width preset.
    public struct Lines: Equatable, Sendable {
        public let preset: WidthPreset
        public let count: Int
    }

    public let characters: Int
    public let sentences: Int
    /// At watch, phone and tablet widths: title or message lines, or rows of action buttons.
    public let lines: [Lines]
    /// What `tiptui review` reports about the tip's copy (base and translations), as typed.
    public let findings: [ReviewFinding]

    /// - Parameter isPopover: measures in a popover's box (narrower) rather than inline.
    public init(of piece: CopyPiece, tipID: String, locale: String?, in document: PlaygroundDocument, isPopover: Bool) {
        let text = document.text(of: piece, tipID: tipID, locale: locale) ?? ""
        characters = text.count
        sentences = CopyWording.sentenceCount(text)
        var lines: [Lines] = []
        if let tip = document.tip(id: tipID) {
            let copy = document.copy(of: tip, inLocale: locale)
            for preset in WidthPreset.allCases {
                guard let columns = preset.columns else { continue }
                let width = isPopover ? min(TipBox.popoverMaxWidth, columns - 2) : columns
                let layout = PlaygroundReview.phoneLayout(of: tip, copy: copy, boxWidth: width)
                let count = switch piece {
                case .title: layout.titleLineCount
                case .message: layout.messageLineCount
                case .action: layout.actionRowCount
                }
                lines.append(Lines(preset: preset, count: count))
            }
        }
        self.lines = lines
        findings = PlaygroundReview.copyFindings(ofTip: tipID, in: document)
    }
}

extension PlaygroundReview {
    /// What `tiptui review` says about one tip's copy and its translations (COPY and L10N
    /// checks, less those the tip silences), at the tip's position since no file is read.
    public static func copyFindings(ofTip tipID: String, in document: PlaygroundDocument) -> [ReviewFinding] {
        guard let tip = document.tip(id: tipID) else { return [] }
        let review = PlaygroundReview(
            document: document, root: JSONNode(.object([]), at: SourcePosition(line: 1, column: 1)), onlyTip: tipID)
        let ignored = Set(tip.reviewIgnores.map(\.checkID))
        return (review.copyFindings(of: tip) + review.localizationFindings(of: tip, locales: document.translatedLocales))
            .filter { !ignored.contains($0.check.id) }
    }
}
