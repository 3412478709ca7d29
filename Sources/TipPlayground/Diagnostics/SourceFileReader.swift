import Foundation
import Glibc

/// Reads a file the user wrote (a playground or a script) as UTF-8 text, or says precisely why
/// it cannot: missing, a folder, a named pipe or device, unreadable, too large, or not UTF-8
/// (with the line, column and byte offset of the first bad byte).
///
/// The file's type is checked before it is opened: opening a named pipe (FIFO) for reading
/// waits for a writer, so `tiptui lint some.fifo` would hang instead of answering.
public enum SourceFileReader {
    /// Files larger than this are refused: playgrounds and scripts are small, and a mistaken
    /// path (a disk image, a log) should be an error, not minutes of parsing.
    public static let maximumByteCount = 16 << 20

    /// The text of the file at `path`.
    ///
    /// - Parameters:
    ///   - path: the file, used verbatim in problems.
    ///   - kind: what the file should be, for messages ("playground file", "script").
    /// - Throws: a diagnostic at 1:1, or at the first invalid UTF-8 byte.
    public static func text(atPath path: String, kind: String) throws(SourceDiagnostic) -> String {
        func problem(_ message: String, line: Int = 1, column: Int = 1) -> SourceDiagnostic {
            SourceDiagnostic(file: path, line: line, column: column, message: message)
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw problem("cannot read the \(kind): \(reason(errno: errno))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw problem("is a folder, not a \(kind); give the path of the file itself")
        case let type:
            throw problem(
                "is \(typeName(type)), not a regular file; tiptui reads a \(kind) whole, "
                    + "so save it to a file and give that file's path")
        }
        guard status.st_size <= maximumByteCount else {
            throw problem("is \(status.st_size) bytes, more than a \(kind) can be (\(maximumByteCount >> 20) MB); check the path")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw problem("cannot read the \(kind): \(reason(errno: errno))")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw problem("cannot read the \(kind): \(reason(errno: errno))")
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            guard bytes.count <= maximumByteCount else {
                throw problem("is more than \(maximumByteCount >> 20) MB, more than a \(kind) can be; check the path")
            }
        }
        return try decodeUTF8(bytes, file: path, kind: kind)
    }

    /// `bytes` as a string, or a diagnostic at the first byte that is not valid UTF-8.
    public static func decodeUTF8(_ bytes: [UInt8], file: String, kind: String) throws(SourceDiagnostic) -> String {
        guard let offset = firstInvalidUTF8Offset(in: bytes) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        // Line and column of the bad byte: lines end at `\n`, columns count the Unicode scalars
        // before it on its line, as the playground's other positions do.
        let before = bytes[..<offset]
        let lineStart = (before.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        let line = before.count { $0 == 0x0A } + 1
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        throw SourceDiagnostic(
            file: file, line: line, column: column,
            message: "the \(kind) is not valid UTF-8: byte 0x\(byte.count == 1 ? "0" + byte : byte) at byte offset "
                + "\(offset) does not begin a valid UTF-8 character; save the file as UTF-8")
    }

    /// The offset where the first invalid UTF-8 sequence begins (a stray continuation byte, a
    /// truncated or overlong sequence, a surrogate), or nil when all of `bytes` is valid.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    private static func typeName(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a regular file"
        }
    }

    /// What went wrong, in words that say what to do.
    private static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: "no such file; check the path"
        case EACCES, EPERM: "permission denied; check the file's permissions (chmod u+r)"
        case ENOTDIR: "a part of the path is a file, not a folder; check the path"
        case ELOOP: "too many symbolic links; check the path"
        case ENAMETOOLONG: "the path is too long"
        default: String(cString: strerror(code))
        }
    }
}
