import Foundation
import TipCore

/// Everything needed to start a session from the command line: the document (a file or the
/// built-in default) and the datastore it runs on.
public struct PlaygroundLaunch {
    public let document: PlaygroundDocument
    /// The playground file, or nil for the built-in default.
    public let file: String?
    public let datastore: any TipDatastore

    /// Loads the playground and opens its datastore: `--datastore` first, then the file's
    /// `configuration.datastore`, then the playground's own folder under `$XDG_DATA_HOME`.
    /// A store that cannot be used is an error naming the file; nothing is ever deleted.
    /// - Parameter resetDatastore: whether `--reset-datastore` was asked for, which empties a
    ///   datastore but never replaces a file that is not one: the error then says so.
    public static func open(
        file: String?, datastore choice: DatastoreChoice?, environment: [String: String], resetDatastore: Bool = false
    ) throws(LaunchError) -> PlaygroundLaunch {
        let document: PlaygroundDocument
        if let file {
            do {
                document = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw LaunchError(description: error.description)
            }
        } else {
            document = DefaultPlayground.document()
        }
        do {
            return PlaygroundLaunch(
                document: document, file: file,
                datastore: try openDatastore(choice, document: document, file: file, environment: environment))
        } catch let error as TipDatastoreError {
            throw LaunchError(description: Self.withWayOut(error, resetDatastore: resetDatastore))
        } catch {
            throw LaunchError(description: "\(error)")
        }
    }

    /// A store that is not one (or of a newer schema) is never replaced, not even by
    /// `--reset-datastore`; the error says how to run the playground anyway.
    static func withWayOut(_ error: TipDatastoreError, resetDatastore: Bool) -> String {
        switch error {
        case .notADatastore, .newerSchema:
            let reset = resetDatastore
                ? " --reset-datastore empties a TipCore datastore and never replaces a file that is not one."
                : ""
            return "\(error)\(reset) To run the playground without it: --datastore memory (nothing is kept), "
                + "or --datastore PATH for another file."
        case .unavailable, .sqlite:
            return "\(error)"
        }
    }

    private static func openDatastore(
        _ choice: DatastoreChoice?, document: PlaygroundDocument, file: String?, environment: [String: String]
    ) throws -> any TipDatastore {
        switch choice {
        case .memory?:
            return InMemoryDatastore()
        case .path(let path)?:
            return try sqliteStore(at: URL(fileURLWithPath: path))
        case nil:
            break
        }
        switch document.configuration.datastore {
        case .memory?:
            return InMemoryDatastore()
        case .file(let path)?:
            let folder = file.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
                ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            return try writableStore(file: URL(fileURLWithPath: path, relativeTo: folder))
        case nil:
            let folder = DefaultDatastoreLocation.directory(forPlayground: file, environment: environment)
            try checkWritable(folder.appendingPathComponent(SQLiteDatastore.fileName))
            return try SQLiteDatastore(directory: folder)
        }
    }

    /// An SQLite store in `file`, after checking it and its folder can be written.
    private static func writableStore(file: URL) throws -> any TipDatastore {
        try checkWritable(file)
        return try SQLiteDatastore(fileURL: file)
    }

    private static func checkWritable(_ file: URL) throws {
        if let problem = DatastoreWritability.problem(storeFile: file) {
            throw LaunchError(description: problem)
        }
    }

    /// `--datastore PATH`: an existing folder holds `TipCore.sqlite`; anything else is the file.
    private static func sqliteStore(at url: URL) throws -> any TipDatastore {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            try checkWritable(url.appendingPathComponent(SQLiteDatastore.fileName))
            return try SQLiteDatastore(directory: url)
        }
        return try writableStore(file: url)
    }
}

/// A playground that cannot be started; the description says what and where.
public struct LaunchError: Error, CustomStringConvertible {
    public let description: String
}
