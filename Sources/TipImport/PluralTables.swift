import Foundation
import TipPlayground

/// `.stringsdict` plural tables: the plural forms they give tip copy.
///
/// A `.stringsdict` maps a key (`"streak.days %lld"`) to a format with a plural rule per
/// variable (`one`, `few`, `other`, …). Copy with one count in it, `Text("streak.days \(days)")`
/// (looked up as `streak.days %lld`, SwiftUI's key for an integer), whose entry in the
/// development language's table has one plural variable, is imported with those forms
/// (`PluralCopy`), shown for a count of 1 that the playground file can change. Every other piece
/// of tip copy with plural forms (another locale's, copy without a count, several variables) is a
/// warning naming the table, the locale and the forms; a plural table whose keys no tip uses says
/// nothing.
enum PluralTables {
    /// The count an imported plural starts at, which the playground file can change.
    static let startingCount = 1

    /// `document` with the plural forms `paths` give its tips' copy in `developmentLanguage`, and
    /// a warning for each piece of tip copy whose other plural forms the playground does not read.
    static func read(
        _ paths: [String], into document: PlaygroundDocument, developmentLanguage: String
    ) -> (document: PlaygroundDocument, warnings: [SourceDiagnostic]) {
        var pieces: [Piece] = []
        for tip in document.tips {
            pieces.append(Piece(tip: tip.id, part: "title", key: tip.titleKey, copy: tip.title, name: "title of tip '\(tip.id)'"))
            if let message = tip.messageKey {
                pieces.append(Piece(tip: tip.id, part: "message", key: message, copy: tip.message, name: "message of tip '\(tip.id)'"))
            }
            for action in tip.actions {
                pieces.append(
                    Piece(tip: tip.id, part: nil, key: tip.tableKey(ofAction: action), copy: action.title,
                          name: "title of action '\(action.id)' of tip '\(tip.id)'"))
            }
        }
        var warnings: [SourceDiagnostic] = []
        var forms: [String: (title: [String: String]?, message: [String: String]?)] = [:]
        for path in paths {
            let locale = StringTable.locale(ofStringsAt: path, developmentLanguage: developmentLanguage)
            guard let data = FileManager.default.contents(atPath: path) else {
                warnings.append(warning(path, "the plural table cannot be read; its plural forms are not imported"))
                continue
            }
            let root: [String: Any]
            do {
                guard let dictionary = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
                else {
                    warnings.append(warning(path, "the plural table is not a dictionary of keys; its plural forms are not imported"))
                    continue
                }
                root = dictionary
            } catch {
                warnings.append(
                    warning(path, "the plural table is not a valid property list (\(SourceTree.reason(error))); its plural forms are not imported"))
                continue
            }
            for piece in pieces {
                guard let (key, entry) = piece.lookupKeys.lazy.compactMap({ key in (root[key] as? [String: Any]).map { (key, $0) } }).first
                else { continue }
                if locale == developmentLanguage, let part = piece.part, piece.countsOne, let read = Self.forms(of: entry) {
                    if part == "title" { forms[piece.tip, default: (nil, nil)].title = read } else { forms[piece.tip, default: (nil, nil)].message = read }
                    continue
                }
                let named = Set(entry.values.compactMap { ($0 as? [String: Any])?.keys }.joined())
                warnings.append(
                    warning(
                        path,
                        "the \(piece.name) ('\(key)') has plural forms in '\(locale)' (\(PluralCopy.categories.filter(named.contains).joined(separator: ", "))), "
                            + "which the playground does not choose by count; in '\(locale)' it shows that key's entry "
                            + "in the \(CopyTables.tableName(of: path)) .strings table or String Catalog, else the tip's own copy"))
            }
        }
        guard !forms.isEmpty else { return (document, warnings) }
        let tips = document.tips.map { tip -> TipDeclaration in
            guard let found = forms[tip.id] else { return tip }
            return TipDeclaration(
                id: tip.id, title: tip.title, message: tip.message, image: tip.image, actions: tip.actions, rules: tip.rules,
                options: tip.options, localized: tip.localized, position: tip.position, reviewIgnores: tip.reviewIgnores,
                variants: tip.variants, keys: tip.keys,
                plural: PluralCopy(count: startingCount, title: found.title, message: found.message))
        }
        return (document.replacingTips(tips), warnings)
    }

    /// A piece of tip copy and the keys its plural entry may have.
    private struct Piece {
        var tip: String
        /// `title` or `message`, the pieces that can have plural forms; nil for an action title.
        var part: String?
        var key: String
        var copy: String?
        var name: String

        /// Whether the copy interpolates one value, the count.
        var countsOne: Bool { copy.map { FormatKey.interpolations(in: $0).count == 1 } ?? false }

        /// The key as written, and with its `%@` as SwiftUI writes an integer's (`%lld`).
        var lookupKeys: [String] {
            countsOne && key.contains("%@") ? [key, key.replacingOccurrences(of: "%@", with: "%lld")] : [key]
        }
    }

    /// The forms of an entry whose format names one plural variable (`%#@days@`), each written
    /// into the format; nil for any other entry.
    private static func forms(of entry: [String: Any]) -> [String: String]? {
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        let variables = entry.compactMap { name, value -> (String, [String: Any])? in
            guard let rule = value as? [String: Any], rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
            else { return nil }
            return (name, rule)
        }
        guard variables.count == 1, let (name, rule) = variables.first, format.contains("%#@\(name)@") else { return nil }
        var forms: [String: String] = [:]
        for category in PluralCopy.categories {
            if let form = rule[category] as? String { forms[category] = format.replacingOccurrences(of: "%#@\(name)@", with: form) }
        }
        return forms["other"] == nil ? nil : forms
    }

    private static func warning(_ path: String, _ message: String) -> SourceDiagnostic {
        SourceDiagnostic(file: path, line: 1, column: 1, message: message, severity: .warning)
    }
}
