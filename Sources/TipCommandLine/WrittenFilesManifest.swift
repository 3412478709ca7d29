import Foundation

/// `.tiptui-written`, the hidden file in each folder tiptui writes into (`WrittenFiles`):
/// the name of each file tiptui wrote there and the SHA-256 of the bytes it wrote. Names are the
/// files' own names in the folder, never paths elsewhere, so the folder can be moved or copied.
/// It is JSON without the `.json` extension, so nothing that reads a folder's JSON files (a
/// personas folder, a folder of playgrounds) takes it for one of its own.
struct WrittenFilesManifest: Codable, Equatable, Sendable {
    static let fileName = ".tiptui-written"

    /// Always `tiptui`: says what the file is to someone who finds it.
    var generatedBy = "tiptui"
    /// Each file's name and the SHA-256 (lowercase hexadecimal) of what tiptui wrote.
    var files: [String: String] = [:]

    enum CodingKeys: String, CodingKey {
        case generatedBy = "_generatedBy"
        case files
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// The manifest at `path`; nil when there is none. One that cannot be read, or that names a
    /// file outside its folder, is refused rather than taken as empty: writing a fresh one would
    /// replace whatever someone made of it.
    static func read(at path: String) throws(OutputProblem) -> WrittenFilesManifest? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let manifest = try? JSONDecoder().decode(WrittenFilesManifest.self, from: data),
              manifest.files.keys.allSatisfy({ !$0.isEmpty && !$0.contains("/") && $0 != "." && $0 != ".." }) else {
            throw .unreadableWrittenFiles(path: path)
        }
        return manifest
    }
}
