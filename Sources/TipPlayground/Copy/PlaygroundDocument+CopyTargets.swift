import TipDrawing
extension PlaygroundDocument {
    /// The text of a piece of a tip's copy as shown in `locale`, or nil when the tip has no such piece.
    public func text(of piece: CopyPiece, tipID: String, locale: String?) -> String? {
        guard let tip = tip(id: tipID) else { return nil }
        let copy = copy(of: tip, inLocale: locale)
        switch piece {
        case .title: return copy.title
        case .message: return copy.message
        case .action(let id): return copy.actionTitles[id]
        }
    }

    /// Where a piece of a tip's copy shown in `locale` comes from, and so where an edit of it is
    /// written: the playground file (the tip's own copy, or its `localized` copy), or the entry of
    /// the string table that translates it, as `copy(of:inLocale:)` chose them.
    public func copyTarget(
        tipID: String, piece: CopyPiece, locale: String?
    ) throws(CopyWriteBackError) -> CopyTarget {
        // Copy is a key, as `Text("...")` is: the base text is what a string table looks up.
        guard let tip = self.tip(id: tipID), let key = tip.tableKey(of: piece) else {
            throw CopyWriteBackError(.notFound, "tip '\(tipID)' has no \(piece.name)")
        }
        let inFile = CopyTarget(
            fileName: fileName, path: sources?.playground.path,
            location: .tipCopy(tipID: tipID, piece: piece, locale: locale))
        guard let locale else { return inFile }
        if PseudoLanguage(localeID: locale) != nil {
            throw CopyWriteBackError(
                .notEditable, "'\(locale)' copy is made from the base copy; press L for the base copy and edit that")
        }
        if let written = tip.localized[locale], written.text(of: piece) != nil { return inFile }
        if let state = catalogStates.first(where: { $0.tipID == tipID && $0.part == piece.name && $0.locale == locale }) {
            return CopyTarget(
                fileName: state.table, path: sources?.catalogs[state.table]?.path, location: .catalogEntry(key: key, locale: locale),
                interpolations: FormatKey.interpolations(in: tip.text(of: piece) ?? ""))
        }
        throw CopyWriteBackError(
            .notEditable,
            "tip '\(tipID)' has no '\(locale)' \(piece.name): the base copy is shown. Add one under \"localized\": "
                + "{\"\(locale)\": ...} in \(fileName) or in a string table, then edit it here")
    }

    /// The bytes a target's file had when this document was read.
    public func loadedBytes(of target: CopyTarget) -> [UInt8]? {
        guard let sources, let path = target.path else { return nil }
        if sources.playground.path == path { return sources.playground.bytes }
        return sources.catalogs.values.first { $0.path == path }?.bytes
    }

    /// The same document with one piece of copy in `locale` replaced by `text` where it comes
    /// from (the tip's own copy, its `localized` copy or a string table's): what the device shows
    /// while the piece is being edited.
    public func replacingCopy(_ text: String, of piece: CopyPiece, tipID: String, locale: String?) -> PlaygroundDocument {
        guard let index = tips.firstIndex(where: { $0.id == tipID }) else { return self }
        var document = self
        let tip = tips[index]
        guard let locale else {
            document.tips[index] = tip.replacing(
                title: piece == .title ? text : tip.title, message: piece == .message ? text : tip.message,
                actions: tip.actions.map { action in
                    piece == .action(id: action.id) ? TipDeclaration.Action(id: action.id, title: text, effects: action.effects) : action
                },
                localized: tip.localized)
            return document
        }
        if let written = tip.localized[locale], written.text(of: piece) != nil {
            var localized = tip.localized
            localized[locale] = written.replacing(piece, with: text)
            document.tips[index] = tip.replacing(title: tip.title, message: tip.message, actions: tip.actions, localized: localized)
        } else if let catalog = catalogCopy[tipID]?[locale] {
            document.catalogCopy[tipID]?[locale] = catalog.replacing(piece, with: text)
        }
        return document
    }
}

extension TipDeclaration {
    fileprivate func replacing(
        title: String, message: String?, actions: [Action], localized: [String: LocalizedCopy]
    ) -> TipDeclaration {
        TipDeclaration(
            id: id, title: title, message: message, image: image, actions: actions, rules: rules, options: options,
            localized: localized, position: position, reviewIgnores: reviewIgnores, variants: variants, keys: keys,
            plural: plural)
    }
}

extension LocalizedCopy {
    fileprivate func replacing(_ piece: CopyPiece, with text: String) -> LocalizedCopy {
        var actions = actionTitles
        if case .action(let id) = piece { actions[id] = text }
        return LocalizedCopy(
            title: piece == .title ? text : title, message: piece == .message ? text : message, actionTitles: actions)
    }
}
