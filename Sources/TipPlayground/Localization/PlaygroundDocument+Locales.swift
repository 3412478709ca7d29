extension PlaygroundDocument {
    /// Every locale some tip is translated into, sorted.
    public var translatedLocales: [String] {
        Array(Set(tips.flatMap(\.localized.keys))).sorted()
    }

    /// Every locale the playground can show copy in besides its base copy: its translations,
    /// then the pseudo-languages, which every playground has. `L`, `--locale`, scripts' `locale`
    /// and `tiptui review` all accept exactly these.
    public var locales: [String] {
        translatedLocales + PseudoLanguage.localeIDs
    }
}
