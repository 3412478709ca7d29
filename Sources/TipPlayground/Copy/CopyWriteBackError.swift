/// Why copy could not be written back, in words that say what to do. Whatever the reason, the
/// file is as it was.
public struct CopyWriteBackError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The file's bytes are not those the copy was read from: someone else saved it.
        case changedOnDisk
        /// The file cannot be read, or is not text that can be written back exactly.
        case unreadable
        /// The file or its folder does not take writes (read-only, permissions).
        case unwritable
        /// The string is not in the file where the playground found it.
        case notFound
        /// The text cannot be written in this kind of file (a control character in a `.strings` table).
        case unwritableText
        /// The copy shown has no string of its own to write: generated (a pseudo-language),
        /// borrowed from the base copy, or from a playground that is no file.
        case notEditable
    }

    public let reason: Reason
    public let description: String

    public init(_ reason: Reason, _ description: String) {
        self.reason = reason
        self.description = description
    }
}
