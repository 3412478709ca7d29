/// Where a playground's datastore lives: chosen by the file, `--datastore`, or the default
/// per-playground location.
public enum DatastoreChoice: Equatable, Sendable {
    case memory
    case path(String)
}
