import TipPlayground

/// Puts translated XLIFF back into a playground: into the playground file's own copy (each tip's
/// `localized` strings) or into a String Catalog. A unit's id is its String Catalog key, the tip
/// copy's own text, so it translates every piece of copy with that text; a target marked
/// untranslated (`new`) is not a translation and changes nothing.
public enum XLIFFImporter {
    /// One translation read from a file: where it came from, for messages.
    public struct Translation: Equatable, Sendable {
        public let locale: String
        public let key: String
        public let text: String
        public let state: String?
        public let path: String
        public let line: Int
        public let column: Int
    }

    /// The translations of the files read, by locale and key (the last file read wins), and a
    /// warning for each unit no tip's copy has.
    public static func translations(
        of files: [(path: String, files: [XLIFFReader.File])], for document: PlaygroundDocument
    ) -> (translations: [String: [String: Translation]], warnings: [String]) {
        let keys = Set(document.tips.flatMap { tip in CopyPiece.pieces(of: tip).compactMap(tip.tableKey(of:)) })
        var translations: [String: [String: Translation]] = [:]
        var warnings: [String] = []
        for (path, xliffFiles) in files {
            for file in xliffFiles {
                for unit in file.units {
                    guard keys.contains(unit.id) else {
                        warnings.append(
                            "\(path):\(unit.line):\(unit.column): warning: trans-unit \(JSONText.quoted(unit.id)) is no tip copy of "
                                + "\(document.fileName) (changed since the export?); skipped")
                        continue
                    }
                    guard let text = unit.translation else { continue }
                    translations[file.targetLanguage, default: [:]][unit.id] = Translation(
                        locale: file.targetLanguage, key: unit.id, text: text, state: unit.state, path: path,
                        line: unit.line, column: unit.column)
                }
            }
        }
        return (translations, warnings)
    }

    /// The playground file's bytes with every translation that differs from what the playground
    /// shows written into its tips' `localized` copy: a string already there is replaced in place
    /// (`CopyWriteBack`), a missing one added as a member of the tip's `localized` object. Every
    /// other byte of the file is kept.
    public static func playground(
        _ document: PlaygroundDocument, bytes: [UInt8], translations: [String: [String: Translation]]
    ) throws(CopyWriteBackError) -> [UInt8] {
        var replacements: [CopyWriteBack.Change] = []
        var insertions: [(tipID: String, locale: String, pieces: [(CopyPiece, String)])] = []
        for tip in document.tips {
            for locale in translations.keys.sorted() {
                var missing: [(CopyPiece, String)] = []
                for piece in CopyPiece.pieces(of: tip) {
                    // A target is a catalog value (`%@ est ouvert`); the playground holds copy.
                    guard let key = tip.tableKey(of: piece), let value = translations[locale]?[key]?.text else { continue }
                    let text = tip.copy(fromTableValue: value, of: piece)
                    guard document.localizedCopy(of: tip, locale: locale)?.text(of: piece) != text else { continue }
                    if tip.localized[locale]?.text(of: piece) != nil {
                        replacements.append(CopyWriteBack.Change(.tipCopy(tipID: tip.id, piece: piece, locale: locale), text))
                    } else {
                        missing.append((piece, text))
                    }
                }
                if !missing.isEmpty { insertions.append((tip.id, locale, missing)) }
            }
        }
        var result = try CopyWriteBack.applying(replacements, format: .playground, to: bytes, fileName: document.fileName)
        for insertion in insertions {
            result = try JSONMemberInsertion.addLocalizedCopy(
                insertion.pieces, tipID: insertion.tipID, locale: insertion.locale, to: result, fileName: document.fileName)
        }
        return result
    }

    /// The String Catalog `tiptui export --xcstrings` writes for the playground, with the
    /// translations in it (state `translated`, or the XLIFF's review state).
    public static func catalog(_ document: PlaygroundDocument, translations: [String: [String: Translation]]) -> String {
        var overrides: [String: [String: (value: String, state: StringTable.State)]] = [:]
        for (locale, byKey) in translations {
            for (key, translation) in byKey {
                let state: StringTable.State = translation.state == "needs-review-translation" ? .needsReview : .translated
                overrides[key, default: [:]][locale] = (translation.text, state)
            }
        }
        return StringCatalogExporter.catalog(document, overriding: overrides)
    }
}
