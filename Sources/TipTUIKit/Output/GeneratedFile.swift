import Foundation
import TipDrawing

/// A file tiptui writes on request (a recorded script, an asciicast, a QA report).
///
/// Writing replaces only a previous file of the same kind: anything else at the path (the
/// playground being recorded, the script being checked, someone's notes) is the user's and is
/// refused with a message, never overwritten. Each kind is recognised by how tiptui starts it.
public enum GeneratedFile: String, Sendable {
    case recordedScript = "recorded script"
    case asciicast
    case qaReport = "QA report"
    case htmlQAReport = "HTML QA report"
    case picture = "picture (SVG)"
    case exploredWalkthrough = "walkthrough written by tiptui explore"
    case importedPlayground = "playground imported from Swift"
    case exportedSwift = "Swift file exported from a playground"
    case exportedStringCatalog = "String Catalog exported from a playground"

    /// How every file of this kind begins.
    var signature: String {
        switch self {
        case .recordedScript: "# Recorded with tiptui record."
        case .asciicast: "{\"version\": 2,"
        case .qaReport: "# QA report"
        case .htmlQAReport: QAReportHTML.signature
        case .picture: CellBuffer.svgFilePrologue
        case .exploredWalkthrough: "# Written by tiptui explore"
        case .importedPlayground: "{\n  \"title\": \"Imported from "
        case .exportedSwift: "// Exported by tiptui export"
        case .exportedStringCatalog: "{\n  \"_generatedBy\" : \"tiptui export\""
        }
    }

    /// Whether a file with these first bytes (nil: no file) may be replaced by one of this kind.
    public func mayReplace(existingPrefix: Data?) -> Bool {
        guard let existingPrefix, !existingPrefix.isEmpty else { return true }
        return existingPrefix.starts(with: Data(signature.utf8))
    }

    /// A file that exists at `path` and is not a previous output of this kind.
    public struct RefusedOverwrite: Error, CustomStringConvertible {
        public let path: String
        public let kind: GeneratedFile

        public var description: String {
            "\(path) already exists and is not a \(kind.rawValue) written by tiptui; it was left untouched. "
                + "Choose another output name, or move the file away first."
        }
    }

    /// Throws `RefusedOverwrite` when something other than an earlier output of this kind is at
    /// `path`. Checked before a long session starts, so nothing recorded is lost at the end.
    public func checkMayWrite(to path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        let prefix = isDirectory.boolValue
            ? Data("a directory".utf8)
            : try FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 64)
        guard mayReplace(existingPrefix: prefix) else { throw RefusedOverwrite(path: path, kind: self) }
    }

    /// Writes `text` to `path` unless that would replace a file that is not of this kind.
    public func write(_ text: String, to path: String) throws {
        try checkMayWrite(to: path)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
