import TipDrawing
import TipPlayground
import TipReview

/// Writes a playground's tip copy as XLIFF 1.2, one file per translated locale, in the shape
/// Xcode's "Export Localizations" gives translators and vendors: one `<file>` for the playground,
/// a `<trans-unit>` per String Catalog key (as `StringCatalogExporter` keys the copy) with the
/// source, the locale's translation and its state, and a note naming each tip and piece that
/// uses the key with its width budget (`TranslationBudget`).
///
/// Units follow the tips in file order, then title, message and actions, so the files diff
/// well. Source and target are written as the catalog holds them: Markdown styling (`**Save**`)
/// stays text for the translator to keep, and an interpolation is `%@` (`%1$@` when a
/// translation moves it), as in Xcode's export (`FormatKey`).
public enum XLIFFExporter {
    /// How every exported file begins; `GeneratedFile.exportedXLIFF` recognises an earlier export by it.
    public static let prologue = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Exported by tiptui export"

    /// XLIFF 1.2's namespace.
    static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// Copy that XML cannot carry.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// One string of tip copy, with every place the playground uses it.
    struct Unit {
        /// The String Catalog key (`TipDeclaration.tableKey(of:)`).
        let key: String
        /// The base copy as the catalog holds it: `%@ is open` for `\(trailName) is open`.
        let source: String
        var places: [(tip: TipDeclaration, piece: CopyPiece)]
    }

    /// The XLIFF of each locale the playground translates into (`translatedLocales`), by locale.
    /// Throws when a string holds a character XML 1.0 cannot represent (a control character).
    public static func files(_ document: PlaygroundDocument, toolVersion: String) throws(Problem) -> [(locale: String, text: String)] {
        let units = try self.units(of: document)
        let notes = Dictionary(uniqueKeysWithValues: units.map { unit in
            (unit.key, unit.places.map { place in
                "Tip '\(place.tip.id)', \(place.piece.name). "
                    + TranslationBudget(of: place.piece, tipID: place.tip.id, in: document).description
            })
        })
        return try document.translatedLocales.map { locale throws(Problem) in
            (locale, try file(document, locale: locale, units: units, notes: notes, toolVersion: toolVersion))
        }
    }

    /// Every key in the order the tips use it first.
    static func units(of document: PlaygroundDocument) throws(Problem) -> [Unit] {
        var units: [Unit] = []
        var indexOfKey: [String: Int] = [:]
        for tip in document.tips {
            for piece in CopyPiece.pieces(of: tip) {
                guard let key = tip.tableKey(of: piece), let text = tip.text(of: piece) else { continue }
                let source = tip.tableValue(of: text, for: piece)
                if let scalar = XMLText.firstUnrepresentable(in: key + source) {
                    throw Problem(description: unrepresentable(scalar, tip: tip.id, piece: piece, locale: nil, file: document.fileName))
                }
                if let index = indexOfKey[key] {
                    units[index].places.append((tip, piece))
                } else {
                    indexOfKey[key] = units.count
                    units.append(Unit(key: key, source: source, places: [(tip, piece)]))
                }
            }
        }
        return units
    }

    private static func file(
        _ document: PlaygroundDocument, locale: String, units: [Unit], notes: [String: [String]], toolVersion: String
    ) throws(Problem) -> String {
        let original = document.fileName.split(separator: "/").last.map(String.init) ?? document.fileName
        var lines = [
            prologue + ": translate each <target>, then read it back with tiptui import -->",
            "<xliff xmlns=\"\(namespace)\" version=\"1.2\">",
            "  <file original=\"\(XMLText.attribute(original))\" source-language=\"\(XMLText.attribute(document.language ?? "en"))\" "
                + "target-language=\"\(XMLText.attribute(locale))\" datatype=\"plaintext\">",
            "    <header>",
            "      <tool tool-id=\"tiptui\" tool-name=\"tiptui\" tool-version=\"\(XMLText.attribute(toolVersion))\"/>",
            "    </header>",
            "    <body>",
        ]
        for unit in units {
            let (target, state) = try translation(of: unit, locale: locale, in: document)
            lines.append("      <trans-unit id=\"\(XMLText.attribute(unit.key))\" xml:space=\"preserve\">")
            lines.append("        <source>\(XMLText.content(unit.source))</source>")
            lines.append("        <target state=\"\(state)\">\(XMLText.content(target))</target>")
            for note in notes[unit.key] ?? [] { lines.append("        <note>\(XMLText.content(note))</note>") }
            lines.append("      </trans-unit>")
        }
        lines += ["    </body>", "  </file>", "</xliff>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The locale's translation of a unit (the first of its places that has one) and its XLIFF
    /// state; the source with state `new` when no place is translated.
    private static func translation(
        of unit: Unit, locale: String, in document: PlaygroundDocument
    ) throws(Problem) -> (text: String, state: String) {
        for (tip, piece) in unit.places {
            guard let copy = document.localizedCopy(of: tip, locale: locale), let translated = copy.text(of: piece) else { continue }
            let text = tip.tableValue(of: translated, for: piece)
            if let scalar = XMLText.firstUnrepresentable(in: text) {
                throw Problem(description: unrepresentable(scalar, tip: tip.id, piece: piece, locale: locale, file: document.fileName))
            }
            return (text, state(document.translationState(of: piece, of: tip, locale: locale)))
        }
        return (unit.source, "new")
    }

    /// A String Catalog state as XLIFF names it, as Xcode maps them: a stale translation is one
    /// to review.
    static func state(_ state: StringTable.State) -> String {
        switch state {
        case .translated: "translated"
        case .new: "new"
        case .needsReview, .stale: "needs-review-translation"
        }
    }

    private static func unrepresentable(_ scalar: Unicode.Scalar, tip: String, piece: CopyPiece, locale: String?, file: String) -> String {
        "\(file): the \(piece.name) of tip '\(tip)'\(locale.map { " in '\($0)'" } ?? "") holds "
            + "\(scalar.escaped(asASCII: true)), which XML cannot carry; take it out of the copy, then export again"
    }
}
