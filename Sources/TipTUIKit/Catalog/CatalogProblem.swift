/// Why `tiptui catalog` will not write into its folder, as one line that names the path and
/// says what to do.
public enum CatalogProblem: Error, Equatable, CustomStringConvertible {
    /// The folder holds files and no catalogue manifest: someone's folder, left alone.
    case foreignFolder(folder: String, names: [String])
    /// `catalog.json` begins as a catalogue's but is not one.
    case unreadableManifest(path: String)
    /// A page the catalogue wrote was changed since: it is not replaced.
    case changedPage(path: String)

    public var description: String {
        switch self {
        case .foreignFolder(let folder, let names):
            "cannot write the catalogue into \(folder): it holds files tiptui did not write "
                + "(\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : "")) and no catalog.json, "
                + "and it never mixes with or deletes them; choose an empty or new folder"
        case .unreadableManifest(let path):
            "cannot read \(path), which should list what an earlier tiptui catalog wrote; "
                + "move the folder away (or delete it if it is only an old catalogue) and run again"
        case .changedPage(let path):
            "\(path) was changed since tiptui catalog wrote it, so it is not replaced; "
                + "move it away (or choose another folder) and run again"
        }
    }
}
