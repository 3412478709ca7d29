import TipDrawing
import TipPlayground

/// One thing `tiptui review` found, at the place in the playground file it is about.
public struct ReviewFinding: Equatable, Codable, Sendable, CustomStringConvertible {
    public let check: ReviewCheck
    public let file: String
    public let position: SourcePosition
    public let message: String
    /// The tip the finding is about, whose `"review": { "ignore": [...] }` can silence it.
    public let tipID: String?
    /// Which of the tip's pictures it concerns (copy, locale, variant, width, text size), as data:
    /// the catalogue places it beside those pictures by these fields, never by its wording.
    public let scope: Scope

    /// What a finding concerns within its tip: a piece of copy in a language or variant, maybe
    /// at some widths and a text size; or, with every field empty, the tip as a whole (a rule,
    /// its group), which concerns no picture in particular.
    public struct Scope: Equatable, Codable, Sendable {
        /// The piece of copy: `title`, `message`, `action 'id' title`, `image`; nil for the tip
        /// as a whole or several pieces.
        public var piece: String?
        /// The language whose copy it concerns; nil for the base copy (or the tip as a whole).
        public var locale: String?
        /// The copy variant it concerns; nil for the tip's own copy.
        public var variant: String?
        /// The width presets it was measured at (`phone`); empty when it holds at every width.
        public var widths: [WidthPreset]
        /// The text size it was measured at; nil when it holds at every size.
        public var textSize: TextSize?

        /// The tip as a whole: every picture.
        public static let wholeTip = Scope()

        public init(piece: String? = nil, locale: String? = nil, variant: String? = nil, widths: [WidthPreset] = [], textSize: TextSize? = nil) {
            self.piece = piece
            self.locale = locale
            self.variant = variant
            self.widths = widths
            self.textSize = textSize
        }

        /// Whether it concerns pictures at all: a piece of copy, a language, a variant or a
        /// width. A finding about the tip as a whole (its rules, its group) concerns none.
        public var concernsPictures: Bool {
            piece != nil || locale != nil || variant != nil || !widths.isEmpty
        }

        /// Whether the picture of the tip's copy in `locale` and `variant` (nil: base, own
        /// copy), at `width` and `size`, shows what this concerns.
        public func concerns(locale: String?, variant: String?, width: WidthPreset, size: TextSize) -> Bool {
            concernsPictures && self.locale == locale && self.variant == variant
                && (widths.isEmpty || widths.contains(width)) && (textSize == nil || textSize == size)
        }
    }

    public init(check: ReviewCheck, file: String, position: SourcePosition, message: String, tipID: String?, scope: Scope = .wholeTip) {
        self.check = check
        self.file = file
        self.position = position
        self.message = message
        self.tipID = tipID
        self.scope = scope
    }

    private enum CodingKeys: String, CodingKey {
        case check, file, position, message, tipID, scope
    }

    /// A finding kept by an older catalogue has no scope: it reads as about the tip as a whole
    /// (the catalogue's format change re-reviews it anyway).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        check = try container.decode(ReviewCheck.self, forKey: .check)
        file = try container.decode(String.self, forKey: .file)
        position = try container.decode(SourcePosition.self, forKey: .position)
        message = try container.decode(String.self, forKey: .message)
        tipID = try container.decodeIfPresent(String.self, forKey: .tipID)
        scope = try container.decodeIfPresent(Scope.self, forKey: .scope) ?? .wholeTip
    }

    public var severity: SourceDiagnostic.Severity { check.severity }

    /// Compiler style, so editors and terminals jump to it:
    /// `examples/a.json:12:16: warning: [COPY-3] ...`.
    public var description: String {
        "\(file):\(position.line):\(position.column): \(severity.rawValue): [\(check.id)] \(message)"
    }

    /// The same finding about `variant`'s copy (a variant's findings are its own copy's, renamed).
    func about(variant: String, message: String, at position: SourcePosition) -> ReviewFinding {
        var scope = scope
        scope.variant = variant
        return ReviewFinding(check: check, file: file, position: position, message: message, tipID: tipID, scope: scope)
    }
}
