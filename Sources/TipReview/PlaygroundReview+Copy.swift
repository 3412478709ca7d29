import TipDrawing
import TipPlayground

extension PlaygroundReview {
    /// The widest title length, in words or CJK characters, before a title reads as a sentence.
    static let titleWordLimit = 8
    static let titleCharacterLimit = 16
    static let messageSentenceLimit = 2

    /// COPY-1 … COPY-11 for one tip, over its base copy and every translation.
    func copyFindings(of tip: TipDeclaration) -> [ReviewFinding] {
        var findings = titleWidthFindings(tip) + repeatedImageFindings(tip)
        let copies = copies(of: tip)
        for copy in copies {
            findings += copyFindings(copy, tip: tip)
        }
        return findings + repeatedTitleFindings(copies, tip: tip)
    }

    /// COPY-9: in the base copy and each locale, a message whose words include the title's
    /// (two words or more) in a row.
    private func repeatedTitleFindings(_ copies: [ReviewedCopy], tip: TipDeclaration) -> [ReviewFinding] {
        let locales = [nil] + translatedLocales(of: tip).map(Optional.some)
        return locales.compactMap { locale -> ReviewFinding? in
            let copy = document.copy(of: tip, inLocale: locale)
            guard let message = copies.first(where: { $0.field == .message && $0.locale == locale }) else { return nil }
            let title = CopyWording.words(of: copy.title)
            let words = CopyWording.words(of: message.text)
            guard title.count >= 2, words.count >= title.count,
                (0...(words.count - title.count)).contains(where: { words[$0..<($0 + title.count)].elementsEqual(title) })
            else { return nil }
            return finding(
                .messageRepeatsTitle,
                "tip '\(tip.id)' \(message.name) repeats the title \"\(copy.title)\"; VoiceOver reads it twice",
                at: message.position, tip: tip.id, scope: message.scope)
        }
    }

    private func copyFindings(_ copy: ReviewedCopy, tip: TipDeclaration) -> [ReviewFinding] {
        var findings: [ReviewFinding] = []
        let add = { (check: ReviewCheck, message: String) in
            findings.append(finding(check, "tip '\(tip.id)' \(copy.name) \(message)", at: copy.position, tip: tip.id, scope: copy.scope))
        }
        if copy.text.allSatisfy(\.isWhitespace) {
            add(.emptyCopy, copy.text.isEmpty ? "is empty" : "is only whitespace")
            return findings
        }
        if copy.field == .title {
            let (count, isCharacters) = CopyWording.titleLength(copy.text)
            let limit = isCharacters ? Self.titleCharacterLimit : Self.titleWordLimit
            if count > limit {
                add(.titleTooManyWords, "has \(count) \(isCharacters ? "characters" : "words"); keep titles to \(limit) or fewer")
            }
        }
        if copy.field == .message {
            let sentences = CopyWording.sentenceCount(copy.text)
            if sentences > Self.messageSentenceLimit {
                add(.messageTooManySentences, "has \(sentences) sentences; tips say it in one or two")
            }
        }
        let prepared = CopyWording.Prepared(copy.text)
        let promotional = CopyWording.matches(in: prepared, list: CopyWording.promotionalList)
        if !promotional.isEmpty {
            add(.promotionalWording, "reads as promotion (\(quoted(promotional))); say what the feature does")
        }
        let pointer = CopyWording.matches(in: prepared, list: CopyWording.pointerList)
        if !pointer.isEmpty {
            add(.pointerWording, "says \(quoted(pointer)); on touch devices write tap, or touch and hold")
        }
        var spaces: [String] = []
        if copy.text.first?.isWhitespace == true { spaces.append("starts with a space") }
        if copy.text.last?.isWhitespace == true { spaces.append("ends with a space") }
        if zip(copy.text.utf8, copy.text.utf8.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x20 }) {
            spaces.append("has a double space")
        }
        if !spaces.isEmpty { add(.straySpaces, spaces.joined(separator: " and ")) }
        if (copy.locale ?? document.language ?? "en").hasPrefix("fr"), let spacing = FrenchPunctuation.problems(in: copy.text) {
            add(.frenchPunctuationSpace, spacing)
        }
        for reduced in EmojiNormalizer.normalize(copy.text).warnings {
            add(.emojiDrawnReduced, "has \(reduced.original) (\(reduced.reason.rawValue)), which the playground draws as \(reduced.replacement)")
        }
        return findings
    }

    /// COPY-1: the base title wraps in the tip box at phone width (popover boxes are narrower).
    private func titleWidthFindings(_ tip: TipDeclaration) -> [ReviewFinding] {
        guard !tip.title.allSatisfy(\.isWhitespace) else { return [] }
        let layout = phoneLayout(of: tip, locale: nil)
        guard layout.titleLineCount > 1 else { return [] }
        let position = nodes.tips[tip.id]?.fields["title"] ?? tip.position
        return [finding(
            .titleTooWide,
            "tip '\(tip.id)' title wraps onto \(layout.titleLineCount) lines at phone width "
                + "(\(phoneBoxWidth(of: tip)) columns); shorten it to fit one line",
            at: position, tip: tip.id, scope: .init(piece: "title", widths: [.phone], textSize: .default))]
    }

    /// COPY-6: a popover anchored to a control that already shows the tip's symbol: as its own
    /// `symbol` (the same symbol family: `star` and `star.fill` are one picture), or drawn in its label.
    private func repeatedImageFindings(_ tip: TipDeclaration) -> [ReviewFinding] {
        guard let image = tip.image else { return [] }
        let glyphs = Self.glyphs(forSymbol: image)
        return (popoverAnchors[tip.id] ?? []).compactMap { control in
            let sameSymbol = control.symbol.map { Self.symbolFamily($0) == Self.symbolFamily(image) } ?? false
            guard sameSymbol || control.label.contains(where: { glyphs.contains($0) }) else { return nil }
            let shown = sameSymbol ? "symbol '\(control.symbol ?? "")'" : "\"\(control.label)\""
            return finding(
                .repeatedImage,
                "tip '\(tip.id)' image '\(image)' repeats the symbol of control '\(control.id)' (\(shown)) "
                    + "its popover points at; leave the image out",
                at: nodes.tips[tip.id]?.fields["image"] ?? tip.position, tip: tip.id, scope: .init(piece: "image"))
        }
    }

    /// The controls each tip's popovers point at, itself or through its groups, by tip id.
    static func popoverAnchors(in document: PlaygroundDocument) -> [String: [ControlDeclaration]] {
        var anchors: [String: [ControlDeclaration]] = [:]
        let groups = Dictionary(document.groups.map { ($0.id, $0.tipIDs) }, uniquingKeysWith: { first, _ in first })
        for screen in document.screens {
            for placement in screen.placements {
                guard case .popover(let anchor) = placement.presentation, let control = screen.control(id: anchor) else {
                    continue
                }
                let tips = switch placement.content {
                case .tip(let id): [id]
                case .group(let id): groups[id] ?? []
                case .groupMember(_, let id): [id]
                }
                for tip in tips where anchors[tip]?.contains(control) != true { anchors[tip, default: []].append(control) }
            }
        }
        return anchors
    }

    /// The columns a tip box gets on a phone: the phone preset's width, or a popover's maximum.
    static func phoneBoxWidth(isPopover: Bool) -> Int {
        let phone = WidthPreset.phone.columns ?? 44
        return isPopover ? min(TipBox.popoverMaxWidth, phone - 2) : phone
    }

    func phoneBoxWidth(of tip: TipDeclaration) -> Int {
        Self.phoneBoxWidth(isPopover: popoverAnchors[tip.id] != nil)
    }

    /// The tip's box laid out at phone width in `locale`, as the playground draws it.
    func phoneLayout(of tip: TipDeclaration, locale: String?) -> TipBox.Layout {
        if locale == nil, let layout = baseLayouts[tip.id] { return layout }
        return Self.phoneLayout(of: tip, copy: document.copy(of: tip, inLocale: locale), boxWidth: phoneBoxWidth(of: tip))
    }

    /// `tip` with `copy` laid out in a box `boxWidth` columns wide.
    static func phoneLayout(of tip: TipDeclaration, copy: TipCopy, boxWidth: Int) -> TipBox.Layout {
        let content = TipBoxContent(
            tipID: tip.id, title: copy.title, message: copy.message, imageName: tip.image,
            actions: tip.actions.map { TipBoxContent.Action(id: $0.id, title: copy.actionTitles[$0.id] ?? $0.title) })
        return TipBox(content: content).layout(forWidth: boxWidth)
    }

    /// The glyph the playground draws for a symbol and the characters people use for the same
    /// picture in labels (an outline star for `star.fill`).
    static func glyphs(forSymbol name: String) -> Set<Character> {
        var glyphs = Set(SymbolGlyph.glyph(forSymbolNamed: name, ascii: false))
        glyphs.formUnion(symbolVariants[symbolFamily(name)] ?? [])
        glyphs.remove("•")
        return glyphs
    }

    /// A symbol's first name part: `star.fill` and `star.circle` draw the same picture.
    static func symbolFamily(_ name: String) -> String {
        name.split(separator: ".").first.map(String.init) ?? name
    }

    private static let symbolVariants: [String: Set<Character>] = [
        "star": ["★", "☆", "⭐"], "heart": ["♥", "♡", "❤"], "gear": ["⚙"], "gearshape": ["⚙"],
        "magnifyingglass": ["🔍"], "bell": ["🔔"], "trash": ["🗑"], "bookmark": ["🔖"], "flag": ["⚑", "⚐", "🚩"],
        "checkmark": ["✓", "✔"], "xmark": ["✕", "✗", "×"], "location": ["📍"], "mappin": ["📍"],
    ]

    func quoted(_ words: [String]) -> String {
        words.map { "'\($0)'" }.joined(separator: ", ")
    }
}
