/// A word or quoted string on a script line, with where it starts and ends.
struct ScriptToken: Equatable, Sendable {
    /// The word, or the quoted string's content with escapes resolved.
    var text: String
    /// Whether it was written in double quotes.
    var isQuoted: Bool
    /// 1-based column of its first character (the opening quote for a quoted string).
    var column: Int
    /// 1-based column just past its last character, where a missing next argument would go.
    var endColumn: Int
}

/// A problem found while reading one line: where it is and what was expected.
struct ScriptLineFailure: Error, Equatable {
    var column: Int
    var message: String
}

/// Splits one script line into tokens: words separated by spaces, `"quoted strings"` with the
/// escapes `\"`, `\\` and `\n`, and a `#` at the start of a word starting a comment (as in shells,
/// so `C#` inside a word stays part of it).
enum ScriptTokenizer {
    /// The tokens of one line (without its line break), or the first problem in it.
    static func tokens(in line: Substring) throws(ScriptLineFailure) -> [ScriptToken] {
        let characters = Array(line)
        var tokens: [ScriptToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "#" {
                break
            } else if character == "\"" {
                let (token, next) = try quotedToken(in: characters, from: index)
                tokens.append(token)
                index = next
            } else {
                let start = index
                while index < characters.count, !characters[index].isWhitespace {
                    if characters[index] == "\"" {
                        throw ScriptLineFailure(
                            column: index + 1,
                            message: "unexpected '\"' inside '\(MessageExcerpt.of(String(characters[start..<index])))'; put the whole argument in quotes")
                    }
                    index += 1
                }
                tokens.append(ScriptToken(text: String(characters[start..<index]), isQuoted: false,
                                          column: start + 1, endColumn: index + 1))
            }
        }
        return tokens
    }

    /// Reads a quoted string starting at the opening quote; returns it and the index after it.
    private static func quotedToken(in characters: [Character], from start: Int) throws(ScriptLineFailure) -> (ScriptToken, Int) {
        var text = ""
        var index = start + 1
        while index < characters.count {
            switch characters[index] {
            case "\"":
                let next = index + 1
                if next < characters.count, !characters[next].isWhitespace {
                    throw ScriptLineFailure(column: next + 1, message: "expected a space after the closing quote")
                }
                return (ScriptToken(text: text, isQuoted: true, column: start + 1, endColumn: next + 1), next)
            case "\\":
                guard index + 1 < characters.count else { index += 1; continue }
                switch characters[index + 1] {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "n": text.append("\n")
                default:
                    throw ScriptLineFailure(
                        column: index + 1,
                        message: "unknown escape '\\\(characters[index + 1])'; "
                            + "use \\\" for a quote, \\\\ for a backslash or \\n for a new line")
                }
                index += 2
            default:
                text.append(characters[index])
                index += 1
            }
        }
        throw ScriptLineFailure(column: start + 1, message: "unterminated string; add a closing '\"'")
    }
}
