import Testing
import TipPlayground

@Suite("JSON parser: values and positions")
struct JSONParserTests {
    @Test("Scalars parse to their values")
    func scalars() throws {
        #expect(try JSONParser.parse("null").value == .null)
        #expect(try JSONParser.parse("true").value == .bool(true))
        #expect(try JSONParser.parse(" false ").value == .bool(false))
        #expect(try JSONParser.parse("42").value == .integer(42))
        #expect(try JSONParser.parse("-0").value == .integer(0))
        #expect(try JSONParser.parse("-12.5").value == .double(-12.5))
        #expect(try JSONParser.parse("1e3").value == .double(1000))
        #expect(try JSONParser.parse("2.5E-1").value == .double(0.25))
        #expect(try JSONParser.parse("\"hi\"").value == .string("hi"))
    }

    @Test("An integer too large for Int becomes a Double")
    func hugeInteger() throws {
        #expect(try JSONParser.parse("18446744073709551616").value == .double(18446744073709551616))
    }

    @Test("Every value and key keeps its line and column")
    func positions() throws {
        let text = """
            {
              "a": [1, true],
              "bé": { "c": null }
            }
            """
        let root = try JSONParser.parse(text)
        #expect(root.position == SourcePosition(line: 1, column: 1))
        guard case .object(let members) = root.value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["a", "bé"])
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(members[0].value.position == SourcePosition(line: 2, column: 8))
        guard case .array(let elements) = members[0].value.value else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map(\.position) == [SourcePosition(line: 2, column: 9), SourcePosition(line: 2, column: 12)])
        #expect(members[1].keyPosition == SourcePosition(line: 3, column: 3))
        guard case .object(let inner) = members[1].value.value else {
            Issue.record("expected an object")
            return
        }
        #expect(inner[0].keyPosition == SourcePosition(line: 3, column: 11))
        #expect(inner[0].value.position == SourcePosition(line: 3, column: 16))
    }

    @Test("Columns count Unicode scalars, so wide and combined characters count once per scalar")
    func scalarColumns() throws {
        let root = try JSONParser.parse("[\"日本\", \"e\u{301}\", 1]")
        guard case .array(let elements) = root.value else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map(\.position.column) == [2, 8, 14])
    }

    @Test("Escapes decode, including \\u surrogate pairs")
    func escapes() throws {
        let root = try JSONParser.parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00""#)
        #expect(root.value == .string("a\"b\\c/d\u{08}\u{0C}\n\r\té😀"))
    }

    @Test("A lone surrogate escape becomes U+FFFD instead of an error")
    func loneSurrogate() throws {
        #expect(try JSONParser.parse(#""\ud83d!""#).value == .string("\u{FFFD}!"))
        #expect(try JSONParser.parse(#""\ude00""#).value == .string("\u{FFFD}"))
        #expect(try JSONParser.parse(#""\ud83d\u0041""#).value == .string("\u{FFFD}A"))
    }

    @Test("Raw control characters and escape sequences in strings are kept as data")
    func controlCharactersKept() throws {
        #expect(try JSONParser.parse("\"\u{1B}[31mred\u{7}\"").value == .string("\u{1B}[31mred\u{7}"))
        #expect(try JSONParser.parse(#""\u001b[2J""#).value == .string("\u{1B}[2J"))
        #expect(try JSONParser.parse("\"two\nlines\"").value == .string("two\nlines"))
    }

    @Test("Each decoded scalar of a string maps to its file position; an escape maps to its backslash")
    func stringScalarPositions() throws {
        let root = try JSONParser.parse(" \"a\\nb\nc\"")
        #expect(root.value == .string("a\nb\nc"))
        #expect(
            root.scalarPositions == [
                SourcePosition(line: 1, column: 3), SourcePosition(line: 1, column: 4),
                SourcePosition(line: 1, column: 6), SourcePosition(line: 1, column: 7),
                SourcePosition(line: 2, column: 1),
            ])
    }

    @Test("Scalar positions survive runs of escapes, line breaks and plain text in one string")
    func stringScalarPositionsAcrossRuns() throws {
        let root = try JSONParser.parse("\"ab\\u0041c\n  d\\te\"")
        #expect(root.value == .string("abAc\n  d\te"))
        #expect(
            root.scalarPositions == [
                SourcePosition(line: 1, column: 2), SourcePosition(line: 1, column: 3),
                SourcePosition(line: 1, column: 4), SourcePosition(line: 1, column: 10),
                SourcePosition(line: 1, column: 11), SourcePosition(line: 2, column: 1),
                SourcePosition(line: 2, column: 2), SourcePosition(line: 2, column: 3),
                SourcePosition(line: 2, column: 4), SourcePosition(line: 2, column: 6),
            ])
        let given = [SourcePosition(line: 3, column: 9), SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 2)]
        #expect(JSONNode(.string("xyz"), at: given[0], scalarPositions: given).scalarPositions == given)
    }

    @Test("Duplicate keys are kept in order for the caller to judge")
    func duplicateKeys() throws {
        guard case .object(let members) = try JSONParser.parse(#"{"a": 1, "a": 2}"#).value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["a", "a"])
    }

    @Test("A byte order mark at the start is skipped")
    func byteOrderMark() throws {
        #expect(try JSONParser.parse("\u{FEFF}[]").value == .array([]))
    }
}

@Suite("JSON parser: syntax errors")
struct JSONParserErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(
            text: "", line: 1, column: 1,
            message:
                "expected a value (an object, array, string, number, true, false or null), found the end of the file"),
        Case(text: "{\"a\": 1} x", line: 1, column: 10, message: "expected the end of the file, found 'x'"),
        Case(text: "{a: 1}", line: 1, column: 2, message: "expected a key in double quotes, found 'a'"),
        Case(text: "{\"a\" 1}", line: 1, column: 6, message: "expected ':' after the key \"a\", found '1'"),
        Case(
            text: "{\"a\": 1 \"b\": 2}", line: 1, column: 9,
            message: "expected ',' or '}' after the value of \"a\" (the object opened at 1:1), found '\"'"),
        Case(text: "{\"a\": 1,}", line: 1, column: 9, message: "expected a key after ',', found '}' (trailing comma)"),
        Case(text: "[1,]", line: 1, column: 4, message: "expected a value after ',', found ']' (trailing comma)"),
        Case(
            text: "[1\n 2]", line: 2, column: 2,
            message: "expected ',' or ']' after an array element (the array opened at 1:1), found '2'"),
        Case(
            text: "[tru]", line: 1, column: 2,
            message: "expected a value (an object, array, string, number, true, false or null), found 'tru'"),
        Case(text: "[01]", line: 1, column: 2, message: "numbers cannot have leading zeros"),
        Case(text: "[1.]", line: 1, column: 4, message: "expected a digit after '.', found ']'"),
        Case(text: "[1e]", line: 1, column: 4, message: "expected a digit in the exponent, found ']'"),
        Case(text: "[-]", line: 1, column: 3, message: "expected a digit, found ']'"),
        Case(text: "[1e999]", line: 1, column: 2, message: "the number 1e999 is out of range"),
        Case(
            text: "[\n  \"abc", line: 2, column: 3,
            message: "unterminated string: expected a closing '\"' for the string opened here"),
        Case(
            text: #"["\x"]"#, line: 1, column: 3,
            message: #"unknown escape '\x'; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#),
        Case(text: #"["\u12G4"]"#, line: 1, column: 3, message: "expected four hex digits after '\\u', found 'G'"),
        Case(
            text: "{\"a\": }", line: 1, column: 7,
            message: "expected a value (an object, array, string, number, true, false or null), found '}'"),
    ]

    @Test("Each error names its line, column and what was expected", arguments: cases)
    func reportsError(_ errorCase: Case) {
        #expect(
            throws: JSONSyntaxError(
                at: SourcePosition(line: errorCase.line, column: errorCase.column), errorCase.message)
        ) {
            try JSONParser.parse(errorCase.text)
        }
    }
}

@Suite("JSON parser: limits")
struct JSONParserLimitTests {
    @Test("Nesting deeper than the limit is an error, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "[", count: 10_000)
        #expect(
            throws: JSONSyntaxError(
                at: SourcePosition(line: 1, column: 257), "arrays and objects are nested more than 256 deep")
        ) {
            try JSONParser.parse(text)
        }
    }
}
