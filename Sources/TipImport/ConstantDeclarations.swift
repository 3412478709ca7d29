/// The constants a file declares, found by lexing it without parsing: every `let` and `var`,
/// named with the types around it as `TipSourceScanner` names a constant (`Strings.Menu.title`
/// inside `enum Strings { enum Menu { … } }`, `L10n.Onboarding.title` inside
/// `extension L10n.Onboarding`). It says which files declare a name; reading the value is left to
/// the scanner, on those files only.
///
/// It lists more than the scanner records (a local `let`, a property that is not a string):
/// an extra name costs at most a file read for nothing.
enum ConstantDeclarations {
    /// The qualified names, or nil when the lexer cannot vouch for the file.
    static func qualifiedNames(in text: String) -> [String]? {
        let bytes = Array(text.utf8)
        guard let tokens = SwiftStructureLexer.tokens(of: bytes) else { return nil }
        func word(at index: Int) -> String? {
            guard tokens.indices.contains(index), tokens[index].kind == .word else { return nil }
            return String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
        }
        func isPunctuation(_ character: Character, at index: Int) -> Bool {
            tokens.indices.contains(index) && tokens[index].kind == .punctuation(character.asciiValue!)
        }
        // One entry per open bracket: the type whose body a `{` opens, else nil.
        var scopes: [String?] = []
        var pendingType: String?
        var names: [String] = []
        func qualified(_ name: String) -> String { (scopes.compactMap { $0 } + [name]).joined(separator: ".") }
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            switch tokens[index].kind {
            case .open(let bracket):
                scopes.append(bracket == UInt8(ascii: "{") ? pendingType : nil)
                if bracket == UInt8(ascii: "{") { pendingType = nil }
            case .close:
                _ = scopes.popLast()
            case .word:
                guard let keyword = word(at: index), !isPunctuation(".", at: index - 1) else { continue }
                switch keyword {
                case "struct", "class", "enum", "extension":
                    // `class func`, `class var`: a member, not a type.
                    guard var name = word(at: index + 1), !memberKeywords.contains(name) else { continue }
                    index += 1
                    // `extension L10n.Onboarding`.
                    while isPunctuation(".", at: index + 1), let part = word(at: index + 2) {
                        name += "." + part
                        index += 2
                    }
                    pendingType = name
                case "let", "var":
                    if let name = word(at: index + 1) { names.append(qualified(name)) }
                default:
                    // `b` in `static let a = "A", b = "B"`.
                    if isPunctuation(",", at: index - 1), isPunctuation("=", at: index + 1),
                        !isPunctuation("=", at: index + 2)
                    {
                        names.append(qualified(keyword))
                    }
                }
            default:
                break
            }
        }
        return names
    }

    /// Words that may follow `class` in a member's declaration.
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "override", "final", "static", "private", "public", "internal",
        "fileprivate", "open", "required", "convenience",
    ]
}
