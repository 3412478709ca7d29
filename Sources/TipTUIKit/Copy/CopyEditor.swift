import TipDrawing
import TipPlayground

/// The copy editor while it is open (`e` on a tip, `:edit TIP`): one tip's title, message and
/// action titles in one locale, typed on the `:` line's editor, one piece at a time (Tab moves
/// on). The device shows the typed copy as it is typed; nothing is written until Enter.
public struct CopyEditor: Equatable, Sendable {
    /// One editable piece: where it is written, and its text when the editor opened.
    public struct Piece: Equatable, Sendable {
        public let piece: CopyPiece
        public let target: CopyTarget
        /// The text in the file when the edit began (or was last based anew on the file).
        public var original: String
        /// The text as typed.
        public var draft: String
    }

    public let tipID: String
    /// The locale of the copy (nil: the base copy), the one shown when the editor opened.
    public let locale: String?
    /// The editable pieces, in the tip box's order.
    public private(set) var pieces: [Piece]
    /// The piece being typed.
    public private(set) var current: Int
    /// The current piece's text, typed.
    public private(set) var line: CommandLineEditor
    /// Each file the edit writes, by path, as the edit found it: the bytes that must still be
    /// there when Enter writes it (a file saved by someone else since is never overwritten).
    public internal(set) var baseBytes: [String: [UInt8]]
    /// Why the last Enter wrote nothing, or what a key left out; shown in place of the budget
    /// line until the next key.
    public internal(set) var notice: String?

    init(tipID: String, locale: String?, pieces: [Piece], current: Int, baseBytes: [String: [UInt8]]) {
        self.tipID = tipID
        self.locale = locale
        self.pieces = pieces
        self.current = current
        self.baseBytes = baseBytes
        line = CommandLineEditor(pieces[current].draft, purpose: .copy)
    }

    /// The piece being typed.
    public var piece: Piece { pieces[current] }

    /// What a key does to the editor.
    enum Outcome: Equatable {
        case editing
        case cancelled
        /// Enter: write the pieces whose text changed.
        case keep
    }

    /// Applies one key: Tab and Shift-Tab move between pieces, Enter keeps, Esc cancels; any
    /// other key edits the line. A control character is not copy: it is left out, and said so.
    mutating func handle(_ key: Key) -> Outcome {
        notice = nil
        switch key {
        case .tab: move(by: 1)
        case .backTab: move(by: -1)
        case .up, .down: break
        case .character(let character) where character.unicodeScalars.contains(where: Self.isControl):
            let scalars = character.unicodeScalars.filter(Self.isControl).map { "U+" + String($0.value, radix: 16, uppercase: true) }
            notice = "control characters are not copy: \(scalars.joined(separator: ", ")) left out"
        default:
            // Tab never reaches the line (it moves between pieces), so nothing is completed.
            switch line.handle(key, completer: { CommandCompleter(ids: ScriptIdentifiers()) }) {
            case .editing: pieces[current].draft = line.text
            case .cancelled: return .cancelled
            case .submitted(let text):
                pieces[current].draft = text
                return .keep
            }
        }
        return .editing
    }

    /// A paste: typed into the current piece as text, control characters left out and said so.
    mutating func paste(_ text: String) {
        let pasted = PastedText(text)
        notice = pasted.leftOut.isEmpty ? nil : "left out of the paste, not copy: \(pasted.leftOut.joined(separator: ", "))"
        line.insert(pasted.line)
        pieces[current].draft = line.text
    }

    /// C0 and C1 controls and DEL: what would reach a terminal as a command.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    private mutating func move(by step: Int) {
        pieces[current].draft = line.text
        current = (current + step + pieces.count) % pieces.count
        line = CommandLineEditor(pieces[current].draft, purpose: .copy)
    }

    /// The pieces whose typed text differs from the file's.
    var changedPieces: [Piece] { pieces.filter { $0.draft != $0.original } }

    /// The document as the device shows it while editing: every piece typed in as typed, the
    /// others as the file has them (a reload shows someone else's change to them).
    func applied(to document: PlaygroundDocument) -> PlaygroundDocument {
        changedPieces.reduce(document) { document, piece in
            document.replacingCopy(piece.draft, of: piece.piece, tipID: tipID, locale: locale)
        }
    }

    /// The edit based anew on a version of the files read since it began: their bytes, and each
    /// piece's text there as its original. Typed text stays; a piece not typed in takes the new
    /// version's text, so Enter writes only what was typed.
    mutating func rebase(on document: PlaygroundDocument) {
        for index in pieces.indices {
            if let path = pieces[index].target.path, let bytes = document.loadedBytes(of: pieces[index].target) { baseBytes[path] = bytes }
            guard let text = document.text(of: pieces[index].piece, tipID: tipID, locale: locale) else { continue }
            let untouched = pieces[index].draft == pieces[index].original
            pieces[index].original = text
            if untouched {
                pieces[index].draft = text
                if index == current { line = CommandLineEditor(text, purpose: .copy) }
            }
        }
    }

    /// The status bar's prompt: which tip and piece is typed (`Save · title (fr) › `).
    var prompt: String {
        "\(tipID) · \(piece.piece.name)\(locale.map { " (\($0))" } ?? "") › "
    }
}
