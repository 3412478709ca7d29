import Foundation
import TipPlayground

/// Reads one source file as text, refusing what is not Swift source with a message naming it.
package enum SwiftSourceReader {
    /// Larger files are refused: no hand-written Swift file comes close, and a generated one
    /// (or a misnamed binary) would only slow the import down.
    static let maximumBytes = 4 * 1024 * 1024

    package static func read(_ path: String) -> Result<String, SourceDiagnostic> {
        func failure(_ message: String, line: Int = 1, column: Int = 1) -> Result<String, SourceDiagnostic> {
            .failure(SourceDiagnostic(file: path, line: line, column: column, message: message))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return failure("cannot read the file; check that it exists and that you may read it")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            guard let head = try handle.read(upToCount: maximumBytes + 1) else { return .success("") }
            guard head.count <= maximumBytes else {
                return failure(
                    "the file is larger than \(maximumBytes / 1024 / 1024) MB, too large for a Swift source; skipped")
            }
            data = head
        } catch {
            return failure("cannot read the file (\(SourceTree.reason(error))); check its permissions")
        }
        if let zero = data.firstIndex(of: 0) {
            let (line, column) = position(of: zero, in: data)
            return failure(
                "the file contains a NUL byte, so it is binary, not Swift source; skipped", line: line, column: column)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(in: data)
            let (line, column) = position(of: offset, in: data)
            return failure(
                "the file is not valid UTF-8 text (byte 0x\(String(data[offset], radix: 16))); re-save it as UTF-8",
                line: line, column: column)
        }
        return .success(text)
    }

    private static func position(of offset: Int, in data: Data) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for (index, byte) in data.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: data[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return (line, column)
    }

    /// Where strict decoding first fails: a lead byte without its continuation bytes, or a byte
    /// that cannot start a sequence.
    private static func firstInvalidUTF8Offset(in data: Data) -> Int {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length =
                switch lead {
                case 0x00...0x7F: 1
                case 0xC2...0xDF: 2
                case 0xE0...0xEF: 3
                case 0xF0...0xF4: 4
                default: 0
                }
            guard length > 0, index + length <= bytes.count,
                bytes[index + 1..<index + length].allSatisfy({ $0 & 0xC0 == 0x80 })
            else { return index }
            index += length
        }
        return 0
    }
}
