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
            // Copy is its own key unless the tip says otherwise (`keys`); a table's value is made
            // copy again with the interpolations of the copy it translates (`FormatKey`).
            let pieces = CopyPiece.pieces(of: tip).compactMap { piece in tip.tableKey(of: piece).map { (piece, $0) } }
            var copies: [String: (title: String?, message: String?, actions: [String: String])] = [:]
            for table in tables {
                for (piece, key) in pieces {
                    for (locale, entry) in table.entries[key] ?? [:] {
                        document.catalogStates.append(
                            CatalogCopyState(
                                tipID: tip.id, part: piece.name, locale: locale, state: entry.state, table: table.path))
                        // What Xcode writes for a string not yet translated: the base copy shows.
                        guard !entry.isUntranslated else { continue }
                        let value = tip.copy(fromTableValue: entry.value, of: piece)
                        var copy = copies[locale] ?? (nil, nil, [:])
                        switch piece {
                        case .title: copy.title = copy.title ?? value
                        case .message: copy.message = copy.message ?? value
                        case .action(let id): copy.actions[id] = copy.actions[id] ?? value
                        }
                        copies[locale] = copy
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

    /// The state of a piece's translation in `locale`: translated when the playground file writes
    /// it, else what its string table says (translated when no table has a state for it).
    public func translationState(of piece: CopyPiece, of tip: TipDeclaration, locale: String) -> StringTable.State {
        tableEntry(of: piece, of: tip, locale: locale)?.state ?? .translated
    }

    /// The string table entry a piece's copy in `locale` is read from: nil when the playground
    /// file writes that copy itself, or no table has it.
    public func tableEntry(of piece: CopyPiece, of tip: TipDeclaration, locale: String) -> CatalogCopyState? {
        guard tip.localized[locale]?.text(of: piece) == nil else { return nil }
        return catalogStates.first { $0.tipID == tip.id && $0.part == piece.name && $0.locale == locale }
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
