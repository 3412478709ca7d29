import Foundation
import TipPlayground

/// `.stringsdict` plural tables: which tip copy they give plural forms to.
///
/// A `.stringsdict` maps a key (`"%lld trails saved"`) to a format with a plural rule per
/// variable (`one`, `few`, `other`, …). The playground draws one text per piece of copy and has no
/// count to choose a form by, so it does not read them; the import says, for each piece of tip
/// copy whose key has plural forms, which table and locale give them and which forms, and says
/// nothing about a plural table whose keys no tip uses.
enum PluralTables {
    static func warnings(_ paths: [String], document: PlaygroundDocument) -> [SourceDiagnostic] {
        var pieces: [(key: String, name: String)] = []
        for tip in document.tips {
            pieces.append((tip.titleKey, "title of tip '\(tip.id)'"))
            if let message = tip.messageKey { pieces.append((message, "message of tip '\(tip.id)'")) }
            for action in tip.actions {
                pieces.append((tip.tableKey(ofAction: action), "title of action '\(action.id)' of tip '\(tip.id)'"))
            }
        }
        var warnings: [SourceDiagnostic] = []
        for path in paths {
            let locale = StringTable.locale(ofStringsAt: path)
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
                guard let entry = root[piece.key] as? [String: Any] else { continue }
                let forms = Set(entry.values.compactMap { ($0 as? [String: Any])?.keys }.joined())
                let order = ["zero", "one", "two", "few", "many", "other"]
                let named = order.filter(forms.contains)
                warnings.append(
                    warning(
                        path,
                        "the \(piece.name) ('\(piece.key)') has plural forms in '\(locale)' (\(named.joined(separator: ", "))), "
                            + "which the playground does not choose by count; in '\(locale)' it shows that key's entry "
                            + "in the \(CopyTables.tableName(of: path)) .strings table or String Catalog, else the tip's own copy"))
            }
        }
        return warnings
    }

    private static func warning(_ path: String, _ message: String) -> SourceDiagnostic {
        SourceDiagnostic(file: path, line: 1, column: 1, message: message, severity: .warning)
    }
}
