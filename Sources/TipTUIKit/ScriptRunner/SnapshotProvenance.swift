import Foundation
import TipCommandLine

/// What recorded a golden screen, as one SHA-256 written in the golden
/// (`GoldenScreenFile.provenance`): the script file's bytes, the playground file's bytes (the
/// built-in playground's text when the script names none) and the snapshot's name. The script
/// holds the size, clock, locale and every step, so two runs with the same provenance draw the
/// same screen unless tiptui itself changed. Paths are left out, so a copied folder keeps its
/// goldens' provenance; String Catalogs and saved personas the playground reads are left out too
/// (the QA report's playground hash is of the file alone as well).
///
/// `tiptui approve` writes a new screen only while the script and playground still hash to the
/// provenance they had when `check --review` drew it, so an approved golden never belongs to a
/// script or playground that did not produce it.
public enum SnapshotProvenance {
    public static func hash(scriptSHA256: String, playgroundSHA256: String, snapshot name: String) -> String {
        let text = "tiptui snapshot provenance 1\nscript \(scriptSHA256)\nplayground \(playgroundSHA256)\nsnapshot \(name)\n"
        return SHA256.hex(of: Array(text.utf8))
    }
}

extension LoadedScript {
    /// The provenance of the golden `expect snapshot NAME` compares with, for this script as loaded.
    public func snapshotProvenance(named name: String) -> String {
        SnapshotProvenance.hash(scriptSHA256: scriptSHA256, playgroundSHA256: playgroundSHA256, snapshot: name)
    }
}
