import TipDrawing
import TipPlayground

extension PlaygroundReview {
    /// L10N-1 … L10N-3 for one tip, for each of the playground's translated `locales`
    /// (pseudo-languages are generated, so they cannot miss a field or a placeholder), over the
    /// copy the device draws in each: the file's `localized` copy over its string tables' (String
    /// Catalogs and `.strings`). The development language is the base copy's own, never missing.
    func localizationFindings(of tip: TipDeclaration, locales: [String]) -> [ReviewFinding] {
        let base = phoneLayout(of: tip, locale: nil)
        let development = document.language ?? "en"
        return locales.filter { $0 != development }.flatMap { locale in
            document.localizedCopy(of: tip, locale: locale).map {
                localizationFindings(tip, base: base, locale: locale, copy: $0)
            } ?? missingLocaleFindings(tip, locale: locale)
        }
    }

    /// A locale the playground has that this tip has no copy for at all.
    private func missingLocaleFindings(_ tip: TipDeclaration, locale: String) -> [ReviewFinding] {
        [finding(
            .missingTranslation,
            "tip '\(tip.id)' has no '\(locale)' copy, which other tips have; it shows its base copy in '\(locale)'",
            at: nodes.tips[tip.id]?.fields["localized"] ?? tip.position, tip: tip.id, scope: .init(locale: locale))]
    }

    /// `base` is the tip's base copy laid out at phone width.
    private func localizationFindings(
        _ tip: TipDeclaration, base: TipBox.Layout, locale: String, copy: LocalizedCopy
    ) -> [ReviewFinding] {
        let index = nodes.tips[tip.id]
        let localePosition = index?.locales[locale] ?? tip.position
        let fields = index?.localeFields[locale] ?? [:]
        var findings: [ReviewFinding] = []

        var missing: [String] = []
        if copy.title == nil { missing.append("title") }
        if tip.message != nil, copy.message == nil { missing.append("message") }
        for action in tip.actions where copy.actionTitles[action.id] == nil { missing.append("action '\(action.id)' title") }
        if !missing.isEmpty {
            findings.append(finding(
                .missingTranslation,
                "tip '\(tip.id)' '\(locale)' copy has no \(missing.joined(separator: ", ")); the base copy shows instead",
                at: localePosition, tip: tip.id, scope: .init(piece: missing.count == 1 ? missing[0] : nil, locale: locale)))
        }

        let translated = phoneLayout(of: tip, locale: locale)
        if base.titleLineCount == 1, translated.titleLineCount > 1 {
            findings.append(finding(
                .translationOverflows,
                "tip '\(tip.id)' '\(locale)' title wraps onto \(translated.titleLineCount) lines at phone width, "
                    + "where the base title fits on one",
                at: fields["title"] ?? localePosition, tip: tip.id,
                scope: .init(piece: "title", locale: locale, widths: [.phone], textSize: .default)))
        } else if translated.boxSize.height > base.boxSize.height + 1 {
            findings.append(finding(
                .translationOverflows,
                "tip '\(tip.id)' '\(locale)' copy takes \(translated.boxSize.height) rows at phone width, "
                    + "where the base copy takes \(base.boxSize.height)",
                at: fields["message"] ?? localePosition, tip: tip.id, scope: .init(locale: locale, widths: [.phone], textSize: .default)))
        }

        var pairs: [(String, String, String?, SourcePosition)] = [("title", tip.title, copy.title, fields["title"] ?? localePosition)]
        if let message = tip.message {
            pairs.append(("message", message, copy.message, fields["message"] ?? localePosition))
        }
        for action in tip.actions {
            pairs.append((
                "action '\(action.id)' title", action.title, copy.actionTitles[action.id], fields["actions"] ?? localePosition
            ))
        }
        for (name, baseText, translation, position) in pairs {
            guard let translation else { continue }
            let expected = CopyPlaceholder.placeholders(in: baseText).sorted()
            let found = CopyPlaceholder.placeholders(in: translation).sorted()
            guard expected != found else { continue }
            findings.append(finding(
                .placeholderMismatch,
                "tip '\(tip.id)' '\(locale)' \(name) has placeholders \(list(found)) where the base has \(list(expected))",
                at: position, tip: tip.id, scope: .init(piece: name, locale: locale)))
        }
        return findings
    }

    private func list(_ placeholders: [String]) -> String {
        placeholders.isEmpty ? "none" : placeholders.joined(separator: " ")
    }
}
