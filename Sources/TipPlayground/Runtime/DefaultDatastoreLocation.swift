import Foundation
import TipCore

/// Where a playground keeps its tip state when `--datastore` is not given.
///
/// Each playground file gets its own folder so two playgrounds never share display counts or
/// donations, and the folder name keeps the file's name readable for someone looking on disk:
/// `$XDG_DATA_HOME/tiptui/<name>-<hash of the absolute path>/` (or `~/.local/share/tiptui/...`).
public enum DefaultDatastoreLocation {
    public static func directory(forPlayground path: String?, environment: [String: String]) -> URL {
        let base = Tips.ConfigurationOption.DatastoreLocation.dataHome(environment: environment)
        let root = base.appendingPathComponent("tiptui")
        guard let path else { return root.appendingPathComponent("default-playground") }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let name = URL(fileURLWithPath: absolute).deletingPathExtension().lastPathComponent
        return root.appendingPathComponent("\(name)-\(stableHash(absolute))")
    }

    /// FNV-1a: stable across runs and processes, unlike `Hasher`.
    private static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
