/// What `expect snapshot NAME` does with golden screens on disk.
public enum SnapshotPolicy: Equatable, Sendable {
    /// Compare with the golden. On a mismatch or a missing golden the check fails and the screen
    /// is written to `NAME.actual.txt` beside it, for review (`tiptui check`).
    case check
    /// Write the golden when it is missing or different, and pass (`--update-snapshots`).
    case update
    /// Compare only; never write a file (live `tiptui play`).
    case compareOnly
}
