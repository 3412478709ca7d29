import Foundation
import TipPlayground

/// The files an import reads: Swift sources and string tables, found under the paths given.
///
/// Folders are walked recursively in name order, skipping build products and dependencies
/// (`.build`, `DerivedData`, `Pods`, `.git`, and other hidden folders). A symbolic link to a
/// folder already being walked (a loop) is reported, not followed again.
public struct SourceTree: Sendable {
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", ".git", ".swiftpm", "Carthage"]

    public private(set) var swiftFiles: [String] = []
    /// `.xcstrings` String Catalogs and legacy `.strings` tables.
    public private(set) var stringTables: [String] = []
    /// The string tables given as paths themselves rather than found in a folder: read whether
    /// or not the tips' copy names them.
    public private(set) var namedTables: Set<String> = []
    /// `.stringsdict` plural tables, which the playground does not read.
    public private(set) var pluralTables: [String] = []
    /// The Swift files given as paths themselves, whose folders' tables are looked at too.
    private var namedSwiftFiles: [String] = []
    /// Paths that could not be walked (unreadable folder, symlink loop, missing path).
    public private(set) var problems: [SourceDiagnostic] = []

    public init(paths: [String]) {
        for path in paths { add(path, visiting: []) }
        addTablesBesideNamedFiles()
    }

    /// The string tables in the folder of each Swift file given by name (and in its `xx.lproj`
    /// folders): an app keeps its catalog beside its sources, and `tiptui export` writes
    /// `Landmarks.swift` beside `Landmarks.xcstrings`, so importing the Swift file alone must
    /// find its translations. They are found tables, read when the tips' copy uses them
    /// (`CopyTables`), like those of a folder given.
    private mutating func addTablesBesideNamedFiles() {
        let manager = FileManager.default
        let key = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        var seen = Set((stringTables + pluralTables).map(key))
        var folders: [String] = []
        for file in namedSwiftFiles {
            let folder = (file as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
        }
        for folder in folders {
            let inFolder = { (name: String) in folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name) }
            var candidates: [String] = []
            for name in (try? manager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder).sorted()) ?? []
            where !name.hasPrefix(".") {
                if name.hasSuffix(".xcstrings") {
                    candidates.append(inFolder(name))
                } else if name.hasSuffix(".lproj") {
                    let inner = (try? manager.contentsOfDirectory(atPath: inFolder(name)).sorted()) ?? []
                    candidates += inner.filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
                        .map { (inFolder(name) as NSString).appendingPathComponent($0) }
                }
            }
            for path in candidates where seen.insert(key(path)).inserted {
                if path.hasSuffix(".stringsdict") { pluralTables.append(path) } else { stringTables.append(path) }
            }
        }
    }

    private mutating func add(_ path: String, visiting: Set<String>) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            let dangling = (try? manager.destinationOfSymbolicLink(atPath: path)) != nil
            report(path, dangling ? "is a symbolic link to nothing; skipped" : "does not exist; check the path")
            return
        }
        guard isDirectory.boolValue else {
            switch URL(fileURLWithPath: path).pathExtension {
            case "swift":
                swiftFiles.append(path)
                if visiting.isEmpty { namedSwiftFiles.append(path) }
            case "xcstrings", "strings":
                stringTables.append(path)
                if visiting.isEmpty { namedTables.insert(path) }
            case "stringsdict": pluralTables.append(path)
            default: if visiting.isEmpty { report(path, "is not a .swift file or a folder; skipped") }
            }
            return
        }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard !visiting.contains(real) else {
            report(path, "is a symbolic link back to a folder being read (a loop); skipped")
            return
        }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: path).sorted()
        } catch {
            report(path, "cannot read the folder (\(Self.reason(error))); check its permissions")
            return
        }
        for name in names where !name.hasPrefix(".") && !Self.skippedFolders.contains(name) {
            add(path.hasSuffix("/") ? path + name : path + "/" + name, visiting: visiting.union([real]))
        }
    }

    private mutating func report(_ path: String, _ message: String) {
        problems.append(SourceDiagnostic(file: path, line: 1, column: 1, message: message))
    }

    static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
