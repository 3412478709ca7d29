import Foundation

extension PlaygroundLoader {
    /// The folder a playground's saved personas live in: `trails.personas/` beside `trails.json`.
    /// Its own folder per playground, because persona steps name that playground's tips and
    /// events, and a folder usually holds several playgrounds.
    public static func savedPersonasFolder(forPlayground url: URL) -> URL {
        url.deletingPathExtension().appendingPathExtension("personas")
    }

    /// The personas saved beside the playground (`:save-persona NAME` writes them), each read
    /// against the document's declarations; their problems name their own files.
    static func savedPersonas(
        forPlayground url: URL, document: PlaygroundDocument
    ) throws(PlaygroundLoadError) -> [PersonaDeclaration] {
        let folder = savedPersonasFolder(forPlayground: url)
        let folderName = url.isFileURL
            ? savedPersonasFolder(forPlayground: URL(fileURLWithPath: url.relativePath)).relativePath : folder.path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var personas: [PersonaDeclaration] = []
        var problems: [PlaygroundProblem] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = (folderName as NSString).appendingPathComponent(name)
            let id = String(name.dropLast(".json".count))
            do {
                let text = try SourceFileReader.text(atPath: folder.appendingPathComponent(name).path, kind: "saved persona")
                let root = try JSONParser.parse(text)
                var decoder = PlaygroundDecoder(fileName: path, knowing: document)
                if let declared = document.persona(id: id) {
                    decoder.report(
                        "persona '\(id)' is also declared in \(declared.file) at \(declared.position); rename this file or that persona",
                        at: SourcePosition(line: 1, column: 1))
                }
                let persona = decoder.savedPersona(root, id: id)
                decoder.resolveReferences()
                problems += decoder.problems
                if decoder.problems.isEmpty, let persona { personas.append(persona) }
            } catch let error as SourceDiagnostic {
                problems.append(SourceDiagnostic(file: path, line: error.line, column: error.column, message: error.message))
            } catch let error as JSONSyntaxError {
                problems.append(PlaygroundProblem(
                    file: path, line: error.position.line, column: error.position.column, message: error.message))
            } catch {
                problems.append(PlaygroundProblem(file: path, line: 1, column: 1, message: "\(error)"))
            }
        }
        guard problems.isEmpty else { throw PlaygroundLoadError(problems: problems) }
        return personas
    }
}
