/// A tip's copy as shown in one locale: translated where the file has a translation, the base
/// copy piece by piece where it does not, or generated from the base for a pseudo-language.
public struct TipCopy: Equatable, Sendable {
    public let title: String
    public let message: String?
    /// Every action's title, keyed by action id.
    public let actionTitles: [String: String]

    public init(title: String, message: String?, actionTitles: [String: String]) {
        self.title = title
        self.message = message
        self.actionTitles = actionTitles
    }
}

extension TipDeclaration {
    /// The copy shown in `locale` (nil, or a locale the tip has no copy for: the base copy).
    /// - Parameter translation: the locale's translation; the file's own by default. The
    ///   document passes what its string tables add (`PlaygroundDocument.copy(of:inLocale:)`).
    public func copy(inLocale locale: String?, translation: LocalizedCopy?? = nil) -> TipCopy {
        let baseActions = Dictionary(actions.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        if let locale, let pseudo = PseudoLanguage(localeID: locale) {
            return TipCopy(
                title: pseudo.transform(title), message: message.map(pseudo.transform),
                actionTitles: baseActions.mapValues(pseudo.transform))
        }
        let translated = translation ?? locale.flatMap { localized[$0] }
        return TipCopy(
            title: translated?.title ?? title, message: translated?.message ?? message,
            actionTitles: baseActions.merging(translated?.actionTitles ?? [:]) { _, translation in translation })
    }
}
