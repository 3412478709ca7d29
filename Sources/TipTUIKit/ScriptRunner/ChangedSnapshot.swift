import Foundation
import TipDrawing

/// An `expect snapshot NAME` that failed: the screen drawn instead of the golden (or where there
/// was none yet), what `tiptui check --review` shows beside the golden and `tiptui approve` can
/// make the new golden.
public struct ChangedSnapshot: Sendable {
    public var name: String
    /// The line of the script that compared it (the first, when several compare one name).
    public var line: Int
    /// `<script>.snapshots/NAME.txt`.
    public var golden: URL
    /// The screen at that line, in its colours.
    public var screen: CellBuffer
    /// What drew the screen (`SnapshotProvenance`): the golden `approve` writes carries it.
    public var provenance: String

    /// The golden `approve` would write.
    public var newGolden: GoldenScreenFile { GoldenScreenFile(screen: screen.textView, provenance: provenance) }
}
