import Foundation
import TipPlayground

/// Which of the string tables found beside the sources the playground reads: those the tips'
/// copy is looked up in.
///
/// An app's folders hold tables that are not tip copy: `InfoPlist.strings` and
/// `InfoPlist.xcstrings` (the app's name and permission prompts), a `Settings.bundle`'s tables
/// (read by the Settings app), tables of other features. A table's name is its file name without
/// the extension, as `Text("…", tableName: "Tips")` names it, and copy that names none is looked up
/// in `Localizable`; so a table is read when some tip's copy is looked up in a table of its name.
/// Reading every table would give copy translations that the app never shows for it when a key
/// happens to match ("Done", "Settings"), and report errors in files that are not tips' at all.
/// A table named on the command line is read all the same: the user asked for it.
enum CopyTables {
    struct Choice {
        /// The tables to name in the playground, in the order found.
        var read: [String]
        /// Each table beside the sources that is not read, so no translation is lost without a word.
        var warnings: [SourceDiagnostic]
        /// The `.stringsdict` plural tables of the tables read (`PluralTables` says which tip copy
        /// they give plural forms).
        var plurals: [String]
    }

    /// The tables of `tree` to read for copy looked up in `copyTables` (table names).
    static func choose(from tree: SourceTree, copyTables: Set<String>) -> Choice {
        var seen: Set<String> = []
        let read = tree.stringTables.filter { path in
            guard seen.insert(path).inserted else { return false }  // given twice, as a path and in a folder
            return tree.namedTables.contains(path) || (!isInSettingsBundle(path) && copyTables.contains(tableName(of: path)))
        }
        // A `.stringsdict` holds the plural forms of keys whose plain text is in the table of the
        // same name; the playground shows that plain text.
        let plurals = tree.pluralTables.filter { !isInSettingsBundle($0) && copyTables.contains(tableName(of: $0)) }
        let unread = tree.stringTables.filter { !read.contains($0) && !tree.namedTables.contains($0) }
        return Choice(read: read, warnings: unusedTables(unread, copyTables: copyTables), plurals: plurals)
    }

    /// One warning per table beside the sources that the playground does not name (an app has
    /// an `InfoPlist.strings` in every `.lproj`): which table the copy is looked up in instead,
    /// each file of the table, and how to read it all the same.
    static func unusedTables(_ paths: [String], copyTables: Set<String>) -> [SourceDiagnostic] {
        var groups: [(key: String, paths: [String])] = []
        for path in paths {
            let key = (isInSettingsBundle(path) ? "Settings.bundle/" : "") + tableName(of: path)
            if let index = groups.firstIndex(where: { $0.key == key }) {
                if !groups[index].paths.contains(path) { groups[index].paths.append(path) }
            } else {
                groups.append((key, [path]))
            }
        }
        return groups.map { group in
            let first = group.paths[0]
            let reason = isInSettingsBundle(first)
                ? "it belongs to a Settings.bundle, whose tables the Settings app reads"
                : copyTables.isEmpty
                    ? "no tip's copy is looked up in a string table"
                    : "the tips' copy is looked up in "
                        + copyTables.sorted().map { "'\($0)'" }.joined(separator: ", ")
                        + ", not in '\(tableName(of: first))'"
            let others = group.paths.dropFirst()
            let also = others.count > 3
                ? " (and \(others.count) other files of that table)"
                : others.isEmpty ? "" : " (and " + others.joined(separator: ", ") + ")"
            return SourceDiagnostic(
                file: first, line: 1, column: 1,
                message: "string table '\(tableName(of: first))' not read\(also): \(reason); "
                    + "to read it all the same, name the file on the command line",
                severity: .warning)
        }
    }

    /// `Tips` for `…/fr.lproj/Tips.strings` and `…/Tips.xcstrings`.
    static func tableName(of path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// A `Settings.bundle`'s tables are the Settings app's, whatever their name.
    static func isInSettingsBundle(_ path: String) -> Bool {
        path.split(separator: "/").contains("Settings.bundle")
    }
}
