import Foundation
import TipDrawing
import TipPlayground

/// Puts translated XLIFF back into a playground: into the playground file's own copy (each tip's
/// `localized` strings) or into a String Catalog. A unit's id is its String Catalog key, the tip
/// copy's own text, so it translates every piece of copy with that text.
///
/// Every unit a translator changed either lands or is named in a warning with its file and line,
/// and an empty target never replaces a translation (DECISIONS.md, "XLIFF import").
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

        /// Whether the translator's tool still asks for a look at it (`needs-review-translation`,
        /// or a target with text left at `new`): a String Catalog marks it `needs_review`.
        var needsReview: Bool {
            guard let state else { return false }
            return state.hasPrefix("needs-") || state == "new"
        }
    }

    /// The translations of the files read, by locale (as the playground spells it) and key (the
    /// last file read wins), and a warning naming each unit that changes nothing it says it
    /// should, or lands with something lost. Throws for a file whose target language is no
    /// language tag: where would its translations go?
    public static func translations(
        of files: [(path: String, files: [XLIFFReader.File])], for document: PlaygroundDocument
    ) throws(XLIFFReader.Problem) -> (translations: [String: [String: Translation]], warnings: [String]) {
        let copy = CopyOfKeys(document)
        let ownName = document.fileName.split(separator: "/").last.map(String.init) ?? document.fileName
        let ownLanguage = document.language ?? "en"
        var translations: [String: [String: Translation]] = [:]
        var warnings: [String] = []
        for (path, xliffFiles) in files {
            for file in xliffFiles {
                func warn(_ line: Int, _ column: Int, _ message: String) {
                    warnings.append("\(path):\(line):\(column): warning: \(message)")
                }
                let locale = try self.locale(of: file, path: path, in: document) { warn(file.line, file.column, $0) }
                let sourceLanguage = LanguageTag.customaryCase(file.sourceLanguage.replacingOccurrences(of: "_", with: "-"))
                guard Self.language(sourceLanguage) == Self.language(ownLanguage) else {
                    warn(
                        file.line, file.column,
                        "the file translates from '\(file.sourceLanguage)', but the copy of \(document.fileName) is in "
                            + "'\(ownLanguage)'; skipped its \(Wording.count(file.units.count, "unit")) (export the XLIFF "
                            + "from this playground again)")
                    continue
                }
                if !file.original.isEmpty, file.original != ownName {
                    warn(
                        file.line, file.column,
                        "the file was exported from \(JSONText.quoted(file.original)), not \(JSONText.quoted(ownName)); "
                            + "another playground? Its units are matched by id, and each one this playground lacks is named")
                }
                for unit in file.units {
                    func warnOfUnit(_ message: String) {
                        warnings.append("\(path):\(unit.line):\(unit.column): warning: trans-unit \(JSONText.quoted(unit.id)) \(message)")
                    }
                    guard let text = take(unit, locale: locale, copy: copy, warn: warnOfUnit) else { continue }
                    translations[locale, default: [:]][unit.id] = Translation(
                        locale: locale, key: unit.id, text: text, state: unit.state, path: path, line: unit.line,
                        column: unit.column)
                }
            }
        }
        return (translations, warnings)
    }

    /// The text a unit brings into `locale`, or nil when it brings none; `warn` is told (in words
    /// that follow `trans-unit "id"`) when a unit the translator may have changed does not land,
    /// or lands with something lost.
    private static func take(
        _ unit: XLIFFReader.Unit, locale: String, copy: CopyOfKeys, warn: (String) -> Void
    ) -> String? {
        guard let source = copy.source[unit.id] else {
            warn("is no tip copy of \(copy.document.fileName) (changed since the export?); skipped")
            return nil
        }
        let translated = copy.translation(of: unit.id, locale: locale) != nil
        let kept = translated ? "the '\(locale)' translation is kept" : "the base copy stays"
        guard let target = unit.target else {
            if translated { warn("has no <target>; skipped, \(kept)") }
            return nil
        }
        if let unitSource = unit.source, unitSource != source {
            warn(
                "has the source \(JSONText.quoted(unitSource)), but the copy is now \(JSONText.quoted(source)); "
                    + "skipped (translate the new copy)")
            return nil
        }
        guard !target.allSatisfy(\.isWhitespace) else {
            warn("has an empty <target>; skipped, \(kept)")
            return nil
        }
        if unit.state == "new" || unit.state == "needs-translation" {
            // The source marked new is what the export writes for copy nobody has translated.
            guard target != source else {
                if translated {
                    warn("is marked state=\"\(unit.state ?? "")\" with its source as the target; skipped, \(kept)")
                }
                return nil
            }
            warn("has a translation marked state=\"\(unit.state ?? "")\"; taken (mark it translated in the translation tool)")
        }
        if !unit.inlineMarkup.isEmpty {
            let elements = Array(Set(unit.inlineMarkup)).sorted().map { "<\($0)>" }.joined(separator: ", ")
            warn("holds inline markup (\(elements)), which tip copy (plain text) cannot keep; its text was taken")
        }
        return target
    }

    /// The locale a file's target language names, as the playground spells it: `ja_JP` is the
    /// BCP 47 tag `ja-JP`, and `JA` or `zh-hans` the playground's own `ja` or `zh-Hans` (else the
    /// tag's customary case), each change said through `warn`.
    static func locale(
        of file: XLIFFReader.File, path: String, in document: PlaygroundDocument, warn: (String) -> Void
    ) throws(XLIFFReader.Problem) -> String {
        let written = file.targetLanguage
        let tag = written.replacingOccurrences(of: "_", with: "-")
        guard LanguageTag.isWellFormed(tag) else {
            throw XLIFFReader.Problem(
                path: path, line: file.line, column: file.column,
                message: "target-language \(JSONText.quoted(written)) is not a language tag; write one like fr, ja, zh-Hans "
                    + "or pt-BR in the <file> element, then import again")
        }
        let locale = document.translatedLocales.first { $0.lowercased() == tag.lowercased() } ?? LanguageTag.customaryCase(tag)
        if locale != written {
            let why =
                tag != written
                ? "BCP 47 writes a hyphen"
                : document.translatedLocales.contains(locale) ? "as \(document.fileName) spells it" : "in BCP 47's customary case"
            warn("target-language \(JSONText.quoted(written)) is read as \(JSONText.quoted(locale)) (\(why))")
        }
        return locale
    }

    /// A tag's language subtag: `en-US` is copy in `en`.
    private static func language(_ tag: String) -> String {
        String(tag.split(separator: "-").first ?? "").lowercased()
    }

    /// The playground's copy by String Catalog key: the source text a unit translates, and where
    /// it is used.
    private struct CopyOfKeys {
        let document: PlaygroundDocument
        /// Key → the base copy as the catalog holds it (`%@ is open`).
        var source: [String: String] = [:]
        var places: [String: [(tip: TipDeclaration, piece: CopyPiece)]] = [:]

        init(_ document: PlaygroundDocument) {
            self.document = document
            for tip in document.tips {
                for piece in CopyPiece.pieces(of: tip) {
                    guard let key = tip.tableKey(of: piece), let text = tip.text(of: piece) else { continue }
                    if source[key] == nil { source[key] = tip.tableValue(of: text, for: piece) }
                    places[key, default: []].append((tip, piece))
                }
            }
        }

        /// The locale's translation of the key where the playground has one.
        func translation(of key: String, locale: String) -> String? {
            for (tip, piece) in places[key] ?? [] {
                if let text = document.localizedCopy(of: tip, locale: locale)?.text(of: piece) { return text }
            }
            return nil
        }
    }

    /// The playground file's bytes with every translation that differs from what the playground
    /// shows written into its tips' `localized` copy: a string already there is replaced in place
    /// (`CopyWriteBack`), a missing one added as a member of the tip's `localized` object. Every
    /// other byte of the file is kept. With `leavingTableCopy`, copy a string table supplies (and
    /// the file does not) is left to the table (`inPlace`).
    public static func playground(
        _ document: PlaygroundDocument, bytes: [UInt8], translations: [String: [String: Translation]],
        leavingTableCopy: Bool = false
    ) throws(CopyWriteBackError) -> [UInt8] {
        var replacements: [CopyWriteBack.Change] = []
        var insertions: [(tipID: String, locale: String, pieces: [(CopyPiece, String)])] = []
        for tip in document.tips {
            for locale in translations.keys.sorted() {
                var missing: [(CopyPiece, String)] = []
                for piece in CopyPiece.pieces(of: tip) {
                    // A target is a catalog value (`%@ est ouvert`); the playground holds copy.
                    guard let key = tip.tableKey(of: piece), let value = translations[locale]?[key]?.text else { continue }
                    if leavingTableCopy, document.tableEntry(of: piece, of: tip, locale: locale) != nil { continue }
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
    /// translations in it (state `translated`, or `needs_review` where the XLIFF still asks for
    /// a look).
    public static func catalog(_ document: PlaygroundDocument, translations: [String: [String: Translation]]) -> String {
        var overrides: [String: [String: (value: String, state: StringTable.State)]] = [:]
        for (locale, byKey) in translations {
            for (key, translation) in byKey {
                let state: StringTable.State = translation.needsReview ? .needsReview : .translated
                overrides[key, default: [:]][locale] = (translation.text, state)
            }
        }
        return StringCatalogExporter.catalog(document, overriding: overrides)
    }
}
