/// A cursor over a `.strings` file, counting lines and columns for messages: the one reading of
/// `"key" = "value";` entries, for `StringTable.parseStrings` and for copy written back to a
/// table (`CopyLiteralSpan`), so a value is written where it is read.
struct StringsScanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1

    var atEnd: Bool { index >= scalars.count }

    mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard !atEnd, scalars[index] == scalar else { return false }
        advance()
        return true
    }

    mutating func skipSpaceAndComments() {
        while !atEnd {
            if scalars[index].properties.isWhitespace || scalars[index] == "\u{FEFF}" {
                advance()
            } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                while !atEnd, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                    advance()
                }
                if !atEnd {
                    advance()
                    advance()
                }
            } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while !atEnd, scalars[index] != "\n" { advance() }
            } else {
                return
            }
        }
    }

    /// One entry of a table: its key, its value, and where the value's literal is in the
    /// scalars (quotes included).
    struct Entry {
        let key: String
        let value: String
        let valueRange: Range<Int>
    }

    /// Every entry, in file order (a repeated key appears again; the last is the one read).
    mutating func entries(path: String) throws(SourceDiagnostic) -> [Entry] {
        var entries: [Entry] = []
        while true {
            skipSpaceAndComments()
            if atEnd { return entries }
            guard let key = quoted() else { throw error("expected a quoted key", path: path) }
            skipSpaceAndComments()
            guard take("=") else { throw error("expected '=' after the key", path: path) }
            skipSpaceAndComments()
            let valueStart = index
            guard let value = quoted() else { throw error("expected a quoted value", path: path) }
            let valueRange = valueStart..<index
            skipSpaceAndComments()
            guard take(";") else { throw error("expected ';' after the value", path: path) }
            entries.append(Entry(key: key, value: value, valueRange: valueRange))
        }
    }

    mutating func quoted() -> String? {
        guard take("\"") else { return nil }
        var text = String.UnicodeScalarView()
        while !atEnd, scalars[index] != "\"" {
            if scalars[index] == "\\", index + 1 < scalars.count {
                advance()
                switch scalars[index] {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(scalars[index])
                }
            } else {
                text.append(scalars[index])
            }
            advance()
        }
        guard take("\"") else { return nil }
        return String(text)
    }

    func error(_ message: String, path: String) -> SourceDiagnostic {
        SourceDiagnostic(file: path, line: line, column: column, message: "\(message) in the .strings table")
    }
}
