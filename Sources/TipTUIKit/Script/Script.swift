import Foundation

/// A parsed `.tipscript` file: its location and its commands, ready for validation and running.
public struct Script: Equatable, Sendable {
    /// The path as given to the parser, used verbatim in every `file:line:column` message.
    public var path: String
    /// The commands, in file order; blank and comment lines are not included.
    public var lines: [ScriptLine]

    public init(path: String, lines: [ScriptLine]) {
        self.path = path
        self.lines = lines
    }

    /// The script file's URL (relative paths resolve against the current directory).
    public var file: URL { URL(fileURLWithPath: path) }

    /// The `playground` command's path, or `nil` when the script uses the built-in default playground.
    public var playgroundPath: String? {
        lines.lazy.compactMap { line -> String? in
            if case .playground(let path) = line.step { path } else { nil }
        }.first
    }

    /// The playground file, resolved against the script's folder; `nil` means the default playground.
    public var playgroundURL: URL? {
        playgroundPath.map { URL(fileURLWithPath: $0, relativeTo: file.deletingLastPathComponent()).standardizedFileURL }
    }

    /// Where `expect snapshot NAME` keeps its golden screen: `<script name>.snapshots/NAME.txt`
    /// beside the script, so that two scripts in one folder never share a golden by accident.
    public func snapshotURL(named name: String) -> URL {
        file.deletingPathExtension()
            .appendingPathExtension("snapshots")
            .appendingPathComponent(name)
            .appendingPathExtension("txt")
    }
}
