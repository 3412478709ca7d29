import TipPlayground

/// Writes a playground's tip copy as a String Catalog (`.xcstrings`): every title, message and
/// action title is a key (as `Text("…")` makes it: the copy, its format key `%@ is open` when it
/// interpolates, or its `keys` entry), with the playground's translations, those written in the
/// file and those its own string tables supply (keeping their states).
public enum StringCatalogExporter {
    /// The first member marks the file as tiptui's output, so a later export may replace it and
    /// nothing else.
    /// The source language is the playground's `language` (English when it says none).
    /// `overriding` replaces (or adds) translations by key and locale: what an XLIFF import brings.
    public static func catalog(
        _ document: PlaygroundDocument, overriding: [String: [String: (value: String, state: StringTable.State)]] = [:]
    ) -> String {
        let sourceLanguage = document.language ?? "en"
        var strings: [String: [String: (value: String, state: StringTable.State)]] = [:]
        func add(_ key: String, locale: String? = nil, value: String? = nil, state: StringTable.State = .translated) {
            if strings[key] == nil { strings[key] = [:] }
            if let locale, let value { strings[key]![locale] = (value, state) }
        }
        for tip in document.tips {
            for piece in CopyPiece.pieces(of: tip) {
                guard let key = tip.tableKey(of: piece), let text = tip.text(of: piece) else { continue }
                let source = tip.tableValue(of: text, for: piece)
                // A key that is not the copy (`keys`, Text("onboarding.title")) needs the copy in
                // the source language; a format key (`%@ is open`) is its own source text.
                if key != source { add(key, locale: sourceLanguage, value: source) } else { add(key) }
                for locale in document.locales {
                    guard let translated = document.localizedCopy(of: tip, locale: locale)?.text(of: piece) else { continue }
                    add(
                        key, locale: locale, value: tip.tableValue(of: translated, for: piece),
                        state: document.translationState(of: piece, of: tip, locale: locale))
                }
            }
        }
        for (key, byLocale) in overriding where strings[key] != nil {
            strings[key]!.merge(byLocale) { _, new in new }
        }
        let entries = strings.keys.sorted().map { key -> String in
            let localizations = strings[key]!.sorted { $0.key < $1.key }.map { locale, unit in
                "        \(JSONText.quoted(locale)) : {\n          \"stringUnit\" : {\n"
                    + "            \"state\" : \"\(unit.state.rawValue)\",\n"
                    + "            \"value\" : \(JSONText.quoted(unit.value))\n          }\n        }"
            }
            guard !localizations.isEmpty else { return "    \(JSONText.quoted(key)) : {\n\n    }" }
            return "    \(JSONText.quoted(key)) : {\n      \"localizations\" : {\n"
                + localizations.joined(separator: ",\n") + "\n      }\n    }"
        }
        return
            "{\n  \"_generatedBy\" : \"tiptui export\",\n  \"sourceLanguage\" : \(JSONText.quoted(sourceLanguage)),\n"
            + "  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }
}
