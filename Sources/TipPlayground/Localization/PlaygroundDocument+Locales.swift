import TipDrawing
extension PlaygroundDocument {
    /// Every locale some tip is translated into, in the file or in its string tables, sorted.
    public var translatedLocales: [String] {
        Array(Set(tips.flatMap(\.localized.keys)).union(catalogCopy.values.flatMap(\.keys))).sorted()
    }

    /// A tip's copy in `locale`: a pseudo-language generated from the base copy, or the
    /// translation the file and its string tables give (the file winning piece by piece), over
    /// the base copy.
    public func copy(of tip: TipDeclaration, inLocale locale: String?) -> TipCopy {
        let translation = locale.flatMap { localizedCopy(of: tip, locale: $0) }
        return tip.copy(inLocale: locale, translation: translation)
    }

    /// Every locale the playground can show copy in besides its base copy: its translations,
    /// then the pseudo-languages, which every playground has. `L`, `--locale`, scripts' `locale`
    /// and `tiptui review` all accept exactly these.
    public var locales: [String] {
        translatedLocales + PseudoLanguage.localeIDs
    }
}
