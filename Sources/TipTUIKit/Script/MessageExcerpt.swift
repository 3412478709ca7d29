/// A word as an error message quotes it: whole when short, else its first 40 characters and
/// `…`, so a pasted megabyte never becomes a megabyte-long message in the log.
enum MessageExcerpt {
    static let longest = 40

    static func of(_ text: some StringProtocol) -> String {
        let head = text.prefix(longest)
        return head.endIndex == text.endIndex ? String(text) : head + "…"
    }
}
