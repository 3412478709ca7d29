import Foundation

/// Reads playground files: JSON with positions, then a validated `PlaygroundDocument`.
public enum PlaygroundLoader {
    /// Loads a playground file; the file name in problems is the URL's path as given.
    public static func load(contentsOf url: URL) throws(PlaygroundLoadError) -> PlaygroundDocument {
        let fileName = url.isFileURL ? url.relativePath : url.absoluteString
        var isDirectory: ObjCBool = false
        if url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PlaygroundLoadError(problems: [
                PlaygroundProblem(file: fileName, line: 1, column: 1, message: "is a folder; give a playground .json file")
            ])
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PlaygroundLoadError(problems: [
                PlaygroundProblem(
                    file: fileName, line: 1, column: 1,
                    message:
                        "cannot read the playground file (\(error.localizedDescription)); check the path and permissions"
                )
            ])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw PlaygroundLoadError(problems: [
                PlaygroundProblem(
                    file: fileName, line: 1, column: 1, message: "the playground file is not valid UTF-8 text")
            ])
        }
        let document = try parse(text, fileName: fileName)
        guard !document.stringCatalogs.isEmpty else { return document }
        let folder = url.deletingLastPathComponent()
        var tables: [StringTable] = []
        var problems: [PlaygroundProblem] = []
        for path in document.stringCatalogs {
            let tableURL = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            do {
                tables.append(try StringTable.load(path: tableURL.path).named(path))
            } catch {
                problems.append(error)
            }
        }
        guard problems.isEmpty else { throw PlaygroundLoadError(problems: problems) }
        return document.translated(by: tables)
    }

    /// Parses and validates playground text, reporting every problem found (a JSON syntax error
    /// stops parsing, so it is reported alone).
    public static func parse(_ text: String, fileName: String) throws(PlaygroundLoadError) -> PlaygroundDocument {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw PlaygroundLoadError(problems: [
                PlaygroundProblem(
                    file: fileName, line: error.position.line, column: error.position.column, message: error.message)
            ])
        }
        var decoder = PlaygroundDecoder(fileName: fileName)
        guard let document = decoder.document(root) else {
            let sorted = decoder.problems.enumerated().sorted { lhs, rhs in
                (lhs.element.line, lhs.element.column, lhs.offset) < (rhs.element.line, rhs.element.column, rhs.offset)
            }
            throw PlaygroundLoadError(problems: sorted.map(\.element))
        }
        return document
    }
}
