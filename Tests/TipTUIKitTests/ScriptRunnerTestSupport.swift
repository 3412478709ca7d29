import Foundation
@testable import TipTUIKit

/// A temporary folder for scripts, playgrounds and golden screens, removed by `remove()`.
struct ScriptRunnerSandbox {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tiptui-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// Loads script text that must be valid against the built-in playground.
func loadedScript(_ text: String, path: String = "demo.tipscript") throws -> LoadedScript {
    try LoadedScript.load(text: text, path: path)
}
