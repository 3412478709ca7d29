import Foundation
import TipCommandLine

/// The folder `tiptui catalog -o DIR` writes into: new, empty, or a catalogue written before
/// (known by its `catalog.json`), whose pages are brought up to date. A folder holding anything
/// else is refused, so the catalogue never mixes with anyone's files. Inside a catalogue, which
/// files are the catalogue's to replace or remove is `WrittenFiles`'s to say: only its own files
/// that nobody changed since it wrote them.
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
        let manifest = path(CatalogManifest.fileName, in: folder)
        switch try WrittenFiles().ownership(of: manifest) {
        case .unchanged: return earlier
        case .changed: throw CatalogProblem.changedManifest(path: manifest)
        default: throw CatalogProblem.unrecordedCatalogue(folder: folder)
        }
    }

    static func path(_ file: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(file)
    }
}
