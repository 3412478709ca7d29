/// The catalog state of one piece of tip copy in one locale.
public struct CatalogCopyState: Equatable, Sendable {
    public let tipID: String
    /// `title`, `message` or `action 'id'`.
    public let part: String
    public let locale: String
    public let state: StringTable.State
    public let table: String
}

extension PlaygroundDocument {
    /// Tip copy is a key, as `Text("Save to Favorites")` is a `LocalizedStringKey`: every table
    /// that translates a tip's title, message or action title supplies that locale's copy.
    func translated(by tables: [StringTable]) -> PlaygroundDocument {
        var document = self
        for tip in tips {
            // Copy is its own key unless the tip says otherwise (`keys`).
            // A table's value is made copy again with the interpolations of the copy it translates.
            var parts: [(name: String, key: String, action: String?, interpolations: [String])] = [
                ("title", tip.titleKey, nil, FormatKey.interpolations(in: tip.title))
            ]
            if let message = tip.message, let key = tip.messageKey {
                parts.append(("message", key, nil, FormatKey.interpolations(in: message)))
            }
            parts += tip.actions.map {
                ("action '\($0.id)'", tip.tableKey(ofAction: $0), $0.id, FormatKey.interpolations(in: $0.title))
            }
            var copies: [String: (title: String?, message: String?, actions: [String: String])] = [:]
            for table in tables {
                for part in parts {
                    for (locale, entry) in table.entries[part.key] ?? [:] {
                        let value = FormatKey.copy(fromTableValue: entry.value, interpolations: part.interpolations)
                        var copy = copies[locale] ?? (nil, nil, [:])
                        switch part.name {
                        case "title": copy.title = copy.title ?? value
                        case "message": copy.message = copy.message ?? value
                        default:
                            if let action = part.action { copy.actions[action] = copy.actions[action] ?? value }
                        }
                        copies[locale] = copy
                        document.catalogStates.append(
                            CatalogCopyState(
                                tipID: tip.id, part: part.name, locale: locale, state: entry.state, table: table.path))
                    }
                }
            }
            if !copies.isEmpty {
                document.catalogCopy[tip.id] = copies.mapValues {
                    LocalizedCopy(title: $0.title, message: $0.message, actionTitles: $0.actions)
                }
            }
        }
        return document
    }

    /// A tip's copy in a locale: what the file writes under `localized`, piece by piece over
    /// what the string tables say. Nil when neither has the locale.
    public func localizedCopy(of tip: TipDeclaration, locale: String) -> LocalizedCopy? {
        let written = tip.localized[locale]
        guard let catalog = catalogCopy[tip.id]?[locale] else { return written }
        guard let written else { return catalog }
        return LocalizedCopy(
            title: written.title ?? catalog.title, message: written.message ?? catalog.message,
            actionTitles: catalog.actionTitles.merging(written.actionTitles) { _, file in file })
    }

    /// Lint: copy whose translation the catalog does not mark as translated.
    public var catalogWarnings: [SourceDiagnostic] {
        catalogStates.filter { $0.state != .translated }.compactMap { state in
            guard let tip = tip(id: state.tipID) else { return nil }
            return SourceDiagnostic(
                file: fileName, line: tip.position.line, column: tip.position.column,
                message: "tip '\(state.tipID)' \(state.part): the '\(state.locale)' translation in \(state.table) is "
                    + "'\(state.state.rawValue)', not translated",
                severity: .warning)
        }
    }
}
