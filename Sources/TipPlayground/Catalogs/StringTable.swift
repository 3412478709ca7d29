import Foundation

/// Translations from a String Catalog (`.xcstrings`) or a legacy `.strings` table: the copy a
/// `Text("Save to Favorites")` key shows in each locale, with the catalog's state per string.
public struct StringTable: Equatable, Sendable {
    /// Xcode's per-string state; anything but `translated` is worth a look before shipping.
    public enum State: String, Equatable, Sendable {
        case translated
        case needsReview = "needs_review"
        case new
        case stale
    }

    public struct Entry: Equatable, Sendable {
        public let value: String
        public let state: State

        public init(value: String, state: State) {
            self.value = value
            self.state = state
        }

        /// A `new` entry with no text, as Xcode adds a locale's entry for a string nobody has
        /// translated yet: no translation at all, so the base copy is shown (and lint warns), never
        /// empty copy.
        public var isUntranslated: Bool { state == .new && value.isEmpty }
    }

    public let path: String
    /// Key → locale → translation.
    public let entries: [String: [String: Entry]]
    /// A String Catalog's `sourceLanguage`: the language its keys are written in.
    public var sourceLanguage: String?

    public func entry(for key: String, locale: String) -> Entry? { entries[key]?[locale] }

    /// The same table, called `path` in messages (the path as the playground writes it).
    func named(_ path: String) -> StringTable { StringTable(path: path, entries: entries, sourceLanguage: sourceLanguage) }

    /// Reads a `.xcstrings` catalog, or a `.strings` table whose locale is its `xx.lproj` folder.
    /// A `.strings` table outside any `.lproj` folder (`Localizable.strings` at the root of the
    /// app's resources, which Xcode accepts) is in the development language.
    public static func load(path: String, developmentLanguage: String = "en") throws(SourceDiagnostic) -> StringTable {
        try load(bytes: try bytes(atPath: path), path: path, developmentLanguage: developmentLanguage)
    }

    /// The locale a `.strings` table at `path` translates into: its `xx.lproj` folder's, or the
    /// development language outside one (`Base.lproj` is the development language too).
    public static func locale(ofStringsAt path: String, developmentLanguage: String = "en") -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        guard folder.hasSuffix(".lproj") else { return developmentLanguage }
        let locale = String(folder.dropLast(6))
        return locale == "Base" ? developmentLanguage : locale
    }

    /// The bytes of the table at `path`, read once, so a caller can keep what it parsed.
    static func bytes(atPath path: String) throws(SourceDiagnostic) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceDiagnostic(
                file: path, line: 1, column: 1, message: "cannot read the string table; check the path and permissions")
        }
        return Array(data)
    }

    /// Reads a table from its bytes; `path` says which kind it is and names it in problems.
    static func load(bytes data: [UInt8], path: String, developmentLanguage: String = "en") throws(SourceDiagnostic)
        -> StringTable
    {
        if path.hasSuffix(".strings") {
            let text: String?
            if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
                text = String(data: Data(data), encoding: .utf16)
            } else {
                text = String(validating: data, as: UTF8.self)
            }
            guard let text else {
                throw SourceDiagnostic(
                    file: path, line: 1, column: 1, message: "the table is neither UTF-8 nor UTF-16 text")
            }
            return try parseStrings(
                text, locale: locale(ofStringsAt: path, developmentLanguage: developmentLanguage), path: path)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw SourceDiagnostic(
                file: path, line: 1, column: 1, message: "the String Catalog is not valid UTF-8 text")
        }
        return try parseCatalog(text, path: path)
    }

    /// `{"sourceLanguage": "en", "strings": {"Key": {"localizations": {"fr": {"stringUnit":
    /// {"state": "translated", "value": "…"}}}}}}`. Plural and device variations are not read.
    public static func parseCatalog(_ text: String, path: String) throws(SourceDiagnostic) -> StringTable {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw SourceDiagnostic(
                file: path, line: error.position.line, column: error.position.column,
                message: "the String Catalog is not valid JSON: \(error.message)")
        }
        func fail(_ node: JSONNode, _ message: String) -> SourceDiagnostic {
            SourceDiagnostic(file: path, line: node.position.line, column: node.position.column, message: message)
        }
        guard case .object(let top) = root.value else { throw fail(root, "expected a String Catalog object") }
        guard let strings = top.first(where: { $0.key == "strings" })?.value, case .object(let keys) = strings.value
        else { throw fail(root, "the String Catalog has no 'strings' object") }
        var entries: [String: [String: Entry]] = [:]
        for key in keys {
            guard case .object(let fields) = key.value.value else {
                throw fail(key.value, "expected an object for string '\(key.key)'")
            }
            guard let localizations = fields.first(where: { $0.key == "localizations" })?.value else { continue }
            guard case .object(let locales) = localizations.value else {
                throw fail(localizations, "expected an object of locales for 'localizations' of '\(key.key)'")
            }
            for locale in locales {
                guard case .object(let unitFields) = locale.value.value,
                    let unit = unitFields.first(where: { $0.key == "stringUnit" })?.value,
                    case .object(let unitMembers) = unit.value
                else { continue }
                guard let valueNode = unitMembers.first(where: { $0.key == "value" })?.value,
                    case .string(let value) = valueNode.value
                else { throw fail(unit, "the '\(locale.key)' string unit of '\(key.key)' has no string 'value'") }
                var state = State.translated
                if let stateNode = unitMembers.first(where: { $0.key == "state" })?.value {
                    guard case .string(let name) = stateNode.value, let known = State(rawValue: name) else {
                        throw fail(
                            stateNode,
                            "unknown state for '\(key.key)' in '\(locale.key)'; expected translated, needs_review, new or stale"
                        )
                    }
                    state = known
                }
                entries[key.key, default: [:]][locale.key] = Entry(value: value, state: state)
            }
        }
        var sourceLanguage: String?
        if let node = top.first(where: { $0.key == "sourceLanguage" })?.value, case .string(let language) = node.value {
            sourceLanguage = language
        }
        return StringTable(path: path, entries: entries, sourceLanguage: sourceLanguage)
    }

    /// `"key" = "value";` lines with `/* */` and `//` comments.
    public static func parseStrings(_ text: String, locale: String, path: String) throws(SourceDiagnostic)
        -> StringTable
    {
        var scanner = StringsScanner(scalars: Array(text.unicodeScalars))
        var entries: [String: [String: Entry]] = [:]
        for entry in try scanner.entries(path: path) {
            entries[entry.key, default: [:]][locale] = Entry(value: entry.value, state: .translated)
        }
        return StringTable(path: path, entries: entries)
    }
}
