/// A file as it was read: its path and every byte of it.
public struct SourceFile: Equatable, Sendable {
    /// Where it was read (the playground's folder resolved for a catalog).
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The files a playground document was read from: the playground file and its string tables.
public struct PlaygroundSources: Equatable, Sendable {
    public var playground: SourceFile
    /// Each `stringCatalogs` entry, by the path as the playground writes it.
    public var catalogs: [String: SourceFile] = [:]

    public init(playground: SourceFile, catalogs: [String: SourceFile] = [:]) {
        self.playground = playground
        self.catalogs = catalogs
    }
}
