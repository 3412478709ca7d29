import Foundation
import Glibc

/// Checks, before SQLite opens it, that a datastore file can be written where it lives.
///
/// SQLite opens a file in a read-only folder happily and fails at the first write with
/// "attempt to write a readonly database" (write-ahead logging creates `-wal` and `-shm` files
/// beside the store). That names neither the folder nor a way out, so the folder and the file
/// are checked first and a problem says what to do instead.
public enum DatastoreWritability {
    /// Why tip state cannot be kept at `fileURL`, or nil when it can (as far as permissions say).
    public static func problem(storeFile fileURL: URL) -> String? {
        let file = fileURL.standardizedFileURL.path
        let folder = fileURL.standardizedFileURL.deletingLastPathComponent().path
        let advice = "run with --datastore memory to keep tip state only while tiptui runs, "
            + "or --datastore PATH to keep it in a folder you can write"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                return "\(folder): is a file, so the datastore \(file) cannot be created in it; \(advice)"
            }
            if access(folder, W_OK) != 0 {
                return "\(folder): the datastore's folder is read-only (\(String(cString: strerror(errno)))), "
                    + "so tip state cannot be saved there; make it writable (chmod u+w) or \(advice)"
            }
            if FileManager.default.fileExists(atPath: file), access(file, W_OK) != 0 {
                return "\(file): the datastore file is read-only (\(String(cString: strerror(errno)))); "
                    + "make it writable (chmod u+w) or \(advice)"
            }
            return nil
        }
        // The folder will be created: its nearest existing ancestor must be writable.
        var ancestor = URL(fileURLWithPath: folder).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
            ancestor = ancestor.deletingLastPathComponent()
        }
        if access(ancestor.path, W_OK) != 0 {
            return "\(ancestor.path): read-only (\(String(cString: strerror(errno)))), so the datastore's folder "
                + "\(folder) cannot be created there; make it writable or \(advice)"
        }
        return nil
    }
}
