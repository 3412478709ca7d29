/// Where one string of copy sits inside a file, independent of the file's bytes: what
/// `CopyWriteBack` finds and replaces.
public enum CopyLocation: Hashable, Sendable {
    /// In a playground file: a tip's own copy (`locale` nil), or its copy under `localized`.
    case tipCopy(tipID: String, piece: CopyPiece, locale: String?)
    /// In a String Catalog (`.xcstrings`): the `stringUnit` value of `key` in `locale`. In a
    /// `.strings` table, whose locale is its folder's, the value of `key`.
    case catalogEntry(key: String, locale: String)
}

/// One string of copy in one file: the file, and where in it.
public struct CopyTarget: Hashable, Sendable {
    /// The file as its owner names it: the playground's path, or a `stringCatalogs` entry as written.
    public let fileName: String
    /// Where the file is read and written; nil when the playground was not read from a file (the
    /// built-in one), so its copy can be tried out but not kept.
    public let path: String?
    public let location: CopyLocation
    /// The interpolations of the base copy a string table entry translates: the table holds
    /// `%@ est ouvert` where the playground shows `\(trailName) est ouvert` (`FormatKey`).
    public let interpolations: [String]
    /// The format the file is read as.
    public var format: CopyFileFormat { CopyFileFormat(path: path, location: location) }

    public init(fileName: String, path: String?, location: CopyLocation, interpolations: [String] = []) {
        self.fileName = fileName
        self.path = path
        self.location = location
        self.interpolations = interpolations
    }

    /// Copy as this target's file writes it: a table entry as its format value, playground copy as is.
    public func fileText(of copy: String) -> String {
        guard case .catalogEntry = location else { return copy }
        return FormatKey.tableValue(of: copy, interpolations: interpolations)
    }
}

/// The three kinds of file copy is written back to.
public enum CopyFileFormat: Sendable {
    case playground
    case stringCatalog
    case stringsTable

    init(path: String?, location: CopyLocation) {
        switch location {
        case .tipCopy: self = .playground
        case .catalogEntry: self = path?.hasSuffix(".strings") == true ? .stringsTable : .stringCatalog
        }
    }
}
