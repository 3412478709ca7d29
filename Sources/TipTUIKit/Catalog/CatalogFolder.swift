import Foundation
import TipCommandLine

/// The folder `tiptui catalog -o DIR` writes into: new, empty, or a catalogue written before
/// (known by its `catalog.json`), whose pages are brought up to date. A folder holding anything
/// else is refused, so the catalogue never mixes with or deletes anyone's files; in a catalogue,
/// files it did not write are left alone, and it removes only pages its manifest lists.
enum CatalogFolder {
    /// Throws unless a catalogue can be written at `folder`; returns the earlier catalogue's
    /// manifest, if there is one.
    static func checkMayWrite(_ folder: String) throws -> CatalogManifest? {
        try GeneratedFile.checkMayCreate(folder: folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        guard !names.isEmpty else { return nil }
        guard let earlier = try CatalogManifest.read(inFolder: folder) else {
            throw CatalogProblem.foreignFolder(folder: folder, names: names)
        }
        return earlier
    }

    /// Whether `file` is there, after checking it begins as the catalogue begins such files: a
    /// page someone changed is not replaced. Reads only the beginning.
    static func holdsOwn(_ file: String, in folder: String, signature: String) throws(CatalogProblem) -> Bool {
        let path = self.path(file, in: folder)
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let prefix = (try? handle.read(upToCount: signature.utf8.count)) ?? Data()
        guard prefix == Data(signature.utf8) else { throw .changedPage(path: path) }
        return true
    }

    /// The text of a file the catalogue wrote (checked with `holdsOwn`), or nil.
    static func text(_ file: String, in folder: String) -> String? {
        FileManager.default.contents(atPath: path(file, in: folder)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` as `file`, making its subfolder; swapped in whole, so a failure never leaves
    /// half a page.
    static func write(_ text: String, as file: String, in folder: String) throws(OutputProblem) {
        let path = self.path(file, in: folder)
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            var text = text
            // The page's own bytes, written without first copying them into a `Data`.
            try text.withUTF8 { bytes in
                let data = bytes.baseAddress.map {
                    Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none)
                } ?? Data()
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            }
        } catch {
            throw .cannotWrite(path: path, reason: OutputProblem.reason(error))
        }
    }

    /// Removes a page an earlier run wrote and this one does not, if it is still as written,
    /// and its subfolder once empty.
    static func remove(_ file: String, in folder: String, signature: String) {
        let path = self.path(file, in: folder)
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        let prefix = (try? handle.read(upToCount: signature.utf8.count)) ?? Data()
        try? handle.close()
        guard prefix == Data(signature.utf8) else { return }
        try? FileManager.default.removeItem(atPath: path)
        let subfolder = (path as NSString).deletingLastPathComponent
        if (try? FileManager.default.contentsOfDirectory(atPath: subfolder))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: subfolder)
        }
    }

    static func path(_ file: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(file)
    }
}
