import TipPlayground

/// Writes a playground's tip copy as a String Catalog (`.xcstrings`): every title, message and
/// action title is a key (as `Text("…")` makes it), with the playground's translations.
public enum StringCatalogExporter {
    /// The first member marks the file as tiptui's output, so a later export may replace it and
    /// nothing else.
    public static func catalog(_ document: PlaygroundDocument, sourceLanguage: String = "en") -> String {
        var strings: [String: [String: String]] = [:]
        var order: [String] = []
        func add(_ key: String, locale: String?, value: String?) {
            if strings[key] == nil {
                strings[key] = [:]
                order.append(key)
            }
            if let locale, let value { strings[key]![locale] = value }
        }
        for tip in document.tips {
            add(tip.title, locale: nil, value: nil)
            if let message = tip.message { add(message, locale: nil, value: nil) }
            for action in tip.actions { add(action.title, locale: nil, value: nil) }
            for (locale, copy) in tip.localized {
                add(tip.title, locale: locale, value: copy.title)
                if let message = tip.message { add(message, locale: locale, value: copy.message) }
                for action in tip.actions { add(action.title, locale: locale, value: copy.actionTitles[action.id]) }
            }
        }
        let entries = order.sorted().map { key -> String in
            let localizations = strings[key]!.sorted { $0.key < $1.key }.map { locale, value in
                "        \(PlaygroundWriter.quote(locale)) : {\n          \"stringUnit\" : {\n"
                    + "            \"state\" : \"translated\",\n            \"value\" : \(PlaygroundWriter.quote(value))\n"
                    + "          }\n        }"
            }
            guard !localizations.isEmpty else { return "    \(PlaygroundWriter.quote(key)) : {\n\n    }" }
            return "    \(PlaygroundWriter.quote(key)) : {\n      \"localizations\" : {\n"
                + localizations.joined(separator: ",\n") + "\n      }\n    }"
        }
        return "{\n  \"_generatedBy\" : \"tiptui export\",\n  \"sourceLanguage\" : \(PlaygroundWriter.quote(sourceLanguage)),\n"
            + "  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }
}
