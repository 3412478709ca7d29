import Foundation

/// Reads playground files: JSON with positions, then a validated `PlaygroundDocument`.
public enum PlaygroundLoader {
    /// Loads a playground file; the file name in problems is the URL's path as given.
    public static func load(contentsOf url: URL) throws(PlaygroundLoadError) -> PlaygroundDocument {
        let fileName = url.isFileURL ? url.relativePath : url.absoluteString
        let text: String
        do {
            text = try SourceFileReader.text(atPath: url.path, kind: "playground file")
        } catch {
            throw PlaygroundLoadError(problems: [
                SourceDiagnostic(file: fileName, line: error.line, column: error.column, message: error.message)
            ])
        }
        var document = try parse(text, fileName: fileName)
        document.personas += try savedPersonas(forPlayground: url, document: document)
        var sources = PlaygroundSources(playground: SourceFile(path: url.path, bytes: Array(text.utf8)))
        document.sources = sources
        guard !document.stringCatalogs.isEmpty else { return document }
        let folder = url.deletingLastPathComponent()
        var tables: [StringTable] = []
        var problems: [PlaygroundProblem] = []
        for path in document.stringCatalogs {
            let tableURL = catalogURL(path, playgroundFolder: folder)
            do {
                let bytes = try StringTable.bytes(atPath: tableURL.path)
                tables.append(
                    try StringTable.load(bytes: bytes, path: tableURL.path, developmentLanguage: document.language ?? "en")
                        .named(path))
                sources.catalogs[path] = SourceFile(path: tableURL.path, bytes: bytes)
            } catch {
                problems.append(error)
            }
        }
        guard problems.isEmpty else { throw PlaygroundLoadError(problems: problems) }
        document = document.translated(by: tables)
        document.sources = sources
        return document
    }

    /// Where a `stringCatalogs` entry is: an absolute path as written, a relative one from the
    /// folder of the playground file (not the working directory), so a playground moved together
    /// with its catalogs keeps them. `tiptui import` writes its paths by this rule.
    public static func catalogURL(_ path: String, playgroundFolder folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
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
        return try decode(root, fileName: fileName)
    }
}
