import TipDrawing
/// A tip's copy as shown in one locale: translated where the file has a translation, the base
/// copy piece by piece where it does not, or generated from the base for a pseudo-language.
public struct TipCopy: Equatable, Sendable {
    public let title: String
    public let message: String?
    /// Every action's title, keyed by action id.
    public let actionTitles: [String: String]
    /// The pieces shown in the base copy because the locale asked for has none of its own
    /// (`title`, `message`, `action 'go'`): what the device and the inspector mark as a fallback.
    public let fallbackParts: [String]

    public init(title: String, message: String?, actionTitles: [String: String], fallbackParts: [String] = []) {
        self.title = title
        self.message = message
        self.actionTitles = actionTitles
        self.fallbackParts = fallbackParts
    }

    /// The emoji sequences in this copy that the playground draws reduced (see `EmojiNormalizer`).
    public var reducedEmoji: [TextWarning] {
        ([title] + [message].compactMap { $0 } + actionTitles.keys.sorted().compactMap { actionTitles[$0] })
            .flatMap { EmojiNormalizer.normalize($0).warnings }
    }
}

extension TipDeclaration {
    /// The copy shown in `locale`: generated from the base copy for a pseudo-language, else
    /// `translation` over the base copy piece by piece (nil: the base copy). Callers go through
    /// `PlaygroundDocument.copy(of:inLocale:)`, which finds the translation in the file and its
    /// string tables.
    func copy(inLocale locale: String?, translation: LocalizedCopy?) -> TipCopy {
        // Plural forms for the file's count stand for the base copy (`PluralCopy`).
        let title = plural?.text(of: plural?.title) ?? title
        let message = message.map { plural?.text(of: plural?.message) ?? $0 }
        let baseActions = Dictionary(actions.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        if let locale, let pseudo = PseudoLanguage(localeID: locale) {
            return TipCopy(
                title: pseudo.transform(title), message: message.map(pseudo.transform),
                actionTitles: baseActions.mapValues(pseudo.transform))
        }
        var fallbackParts: [String] = []
        if locale != nil {
            if translation?.title == nil { fallbackParts.append("title") }
            if message != nil, translation?.message == nil { fallbackParts.append("message") }
            for action in actions where translation?.actionTitles[action.id] == nil { fallbackParts.append("action '\(action.id)'") }
        }
        return TipCopy(
            title: translation?.title ?? title, message: translation?.message ?? message,
            actionTitles: baseActions.merging(translation?.actionTitles ?? [:]) { _, translated in translated },
            fallbackParts: fallbackParts)
    }
}
