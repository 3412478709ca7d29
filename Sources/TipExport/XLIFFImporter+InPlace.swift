import TipPlayground

extension XLIFFImporter {
    /// One file an import in place rewrites: the playground file, or a string table it reads.
    public struct FileUpdate: Equatable, Sendable {
        /// As the playground names it: its own file name, or the `stringCatalogs` entry.
        public let fileName: String
        public let path: String
        /// What the file held when the playground was read, and what it is to hold.
        public let before: [UInt8]
        public let after: [UInt8]
    }

    /// The files an import in place changes: each translation is written where the playground
    /// reads that copy from, as Xcode's import updates the catalog the app reads. Copy a string
    /// table supplies (and the playground file does not) goes to the table's entry, whose state
    /// becomes `translated` (`needs_review` where the XLIFF still asks for a look); everything
    /// else to the playground's `localized` copy (`playground(_:bytes:translations:)`). Every other
    /// byte of each file is kept; a file with nothing to change is left out.
    public static func inPlace(
        _ document: PlaygroundDocument, translations: [String: [String: Translation]]
    ) throws(CopyWriteBackError) -> [FileUpdate] {
        guard let sources = document.sources else {
            throw CopyWriteBackError(.notEditable, "\(document.fileName) was not read from a file; nothing was written")
        }
        var entries: [String: [(key: String, locale: String, value: String, state: StringTable.State)]] = [:]
        for tip in document.tips {
            for locale in translations.keys.sorted() {
                for piece in CopyPiece.pieces(of: tip) {
                    guard let key = tip.tableKey(of: piece), let translation = translations[locale]?[key],
                        let entry = document.tableEntry(of: piece, of: tip, locale: locale)
                    else { continue }
                    let state: StringTable.State = translation.needsReview ? .needsReview : .translated
                    let shown = document.localizedCopy(of: tip, locale: locale)?.text(of: piece)
                    guard shown != tip.copy(fromTableValue: translation.text, of: piece) || entry.state != state,
                        entries[entry.table]?.contains(where: { $0.key == key && $0.locale == locale }) != true
                    else { continue }
                    entries[entry.table, default: []].append((key, locale, translation.text, state))
                }
            }
        }
        var updates = [
            FileUpdate(
                fileName: document.fileName, path: sources.playground.path, before: sources.playground.bytes,
                after: try playground(document, bytes: sources.playground.bytes, translations: translations, leavingTableCopy: true))
        ]
        for (table, changes) in entries.sorted(by: { $0.key < $1.key }) {
            guard let file = sources.catalogs[table] else { continue }
            let format: CopyFileFormat = file.path.hasSuffix(".strings") ? .stringsTable : .stringCatalog
            var after = try CopyWriteBack.applying(
                changes.map { CopyWriteBack.Change(.catalogEntry(key: $0.key, locale: $0.locale), $0.value) }, format: format,
                to: file.bytes, fileName: table)
            if format == .stringCatalog {
                let states = changes.map { ($0.key, $0.locale, $0.state) }
                after = Array(StringCatalogStateWriteBack.setting(states, in: String(decoding: after, as: UTF8.self)).utf8)
            }
            updates.append(FileUpdate(fileName: table, path: file.path, before: file.bytes, after: after))
        }
        return updates.filter { $0.before != $0.after }
    }
}
