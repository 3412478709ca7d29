/// Why `tiptui catalog` will not write into its folder, as one line that names the path and
/// says what to do.
public enum CatalogProblem: Error, Equatable, CustomStringConvertible {
    /// The folder holds files and no catalogue manifest: someone's folder, left alone.
    case foreignFolder(folder: String, names: [String])
    /// `catalog.json` begins as a catalogue's but is not one.
    case unreadableManifest(path: String)
    /// `catalog.json` was changed since the catalogue wrote it: the catalogue is left untouched.
    case changedManifest(path: String)
    /// A catalogue written before tiptui recorded what it wrote (no `.tiptui-written`):
    /// its pages cannot be told from edited ones.
    case unrecordedCatalogue(folder: String)

    public var description: String {
        switch self {
        case .foreignFolder(let folder, let names):
            "cannot write the catalogue into \(folder): it holds files tiptui did not write "
                + "(\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : "")) and no catalog.json, "
                + "and it never mixes with or deletes them; choose an empty or new folder"
        case .unreadableManifest(let path):
            "cannot read \(path), which should list what an earlier tiptui catalog wrote; "
                + "move the folder away (or delete it if it is only an old catalogue) and run again"
        case .changedManifest(let path):
            "\(path) was changed since tiptui catalog wrote it, so the catalogue was left untouched; "
                + "undo the change, or build into a new folder"
        case .unrecordedCatalogue(let folder):
            "\(folder) is a catalogue written by an older tiptui, which did not record its files, so an edited page "
                + "cannot be told from its own; move the folder away (or delete it if nothing in it was edited) and run again"
        }
    }
}
