import Foundation
import Testing

@testable import TipImport

@Suite("Import: code that names nothing the import reads is blanked before parsing")
struct IrrelevantCodeBlankerTests {
    /// The blanked text, checked to keep every byte count and line break.
    private func blanked(_ text: String) throws -> String {
        let result = try #require(IrrelevantCodeBlanker.blanked(text))
        let original = Array(text.utf8)
        let changed = Array(result.utf8)
        #expect(changed.count == original.count)
        for (before, after) in zip(original, changed) where before != after {
            #expect(after == UInt8(ascii: " ") && before != UInt8(ascii: "\n") && before != UInt8(ascii: "\r"))
        }
        return result
    }

    /// The lines that still hold code, trimmed.
    private func keptLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    @Test("Rows of a view body that show no tip are blanked; the tip's control and the body's structure stay")
    func viewBodyRowsAreBlanked() throws {
        let text = """
            import SwiftUI

            struct FeatureView: View {
                let tip = FeatureTip()
                @State private var count = 0

                var body: some View {
                    VStack {
                        Button("Feature") { count += 1 }
                            .popoverTip(tip)
                        Text("Row 1").padding()
                            .foregroundStyle(.secondary)
                    }
                }
            }
            """
        let result = try blanked(text)
        #expect(
            keptLines(result) == [
                "struct FeatureView: View {", "let tip = FeatureTip()", "var body: some View {", "VStack {",
                "Button(\"Feature\") { count += 1 }", ".popoverTip(tip)", "}", "}", "}",
            ])
    }

    @Test("A tip type is kept whole, and so is a property made from a capitalised call")
    func tipsAndInstancesAreKept() throws {
        let text = """
            struct Onboarding: Tip {
                var title: Text { Text("Welcome") }
            }
            struct Screen: View {
                let welcome = Onboarding()
                var body: some View { Text("Hi").popoverTip(welcome) }
            }
            """
        #expect(try blanked(text) == text)
    }

    @Test("Braces inside strings, raw strings, multi-line strings and comments are not structure")
    func bracesInStringsAndComments() throws {
        let text = """
            struct Noise {
                let a = "{ not a block"
                let b = #"raw { with "quotes" inside"#
                let c = \"\"\"
                    }
                    \"\"\"
                /* outer /* nested { */ still comment } */
                // a line comment {
            }
            struct RealTip: Tip {
                var title: Text { Text("Real") }
            }
            """
        let result = try blanked(text)
        #expect(keptLines(result) == ["struct RealTip: Tip {", "var title: Text { Text(\"Real\") }", "}"])
    }

    @Test("Code inside a string interpolation belongs to its string")
    func interpolationIsPartOfTheString() throws {
        let text = """
            struct Label {
                var text: String { "count \\(items.filter { $0 > 1 }.count) of \\(")")" }
            }
            struct CountTip: Tip {
                var title: Text { Text("Count") }
            }
            """
        let result = try blanked(text)
        #expect(keptLines(result) == ["struct CountTip: Tip {", "var title: Text { Text(\"Count\") }", "}"])
    }

    @Test("A modifier on the next line, an else on the next line and an attribute on its own line stay with their statement")
    func statementsContinueAcrossLines() throws {
        let text = """
            struct Screen: View {
                var body: some View {
                    if flag {
                        Text("a")
                    }
                    else {
                        Image(systemName: "star")
                            // the tip goes here
                            .popoverTip(StarTip())
                    }
                }
                @Parameter(.transient)
                static var seen: Bool
            }
            """
        let result = try blanked(text)
        #expect(
            keptLines(result) == [
                "struct Screen: View {", "var body: some View {", "if flag {", "}", "else {",
                "Image(systemName: \"star\")", "// the tip goes here", ".popoverTip(StarTip())", "}", "}",
                "@Parameter(.transient)", "static var seen: Bool", "}",
            ])
    }

    @Test("A file the lexer cannot vouch for is kept as written")
    func unsureMeansKeep() {
        let unreadable = [
            "struct A: Tip {\n  var body: some View { List { ForEach(items) { item in\n}\n",  // unbalanced braces
            "struct A: Tip {\n  let x = (1, 2]\n}\n",  // mismatched brackets
            "struct A: Tip {\n  let s = \"never closed\n}\n",  // unterminated string
            "struct A: Tip {\n  let s = \"\"\"\n  }\n",  // unterminated multi-line string
            "struct A: Tip { }\n/* /* */ still open\n",  // unterminated nested comment
            "struct A: Tip {\n  let r = /(a/\n}\n",  // a regex literal's brackets need not balance
            "struct A: Tip {\n  let r = #/(a/#\n}\n",
            "}\nstruct A: Tip { }\n",  // a closing brace with no opening
        ]
        for text in unreadable {
            #expect(IrrelevantCodeBlanker.blanked(text) == nil, "\(text)")
        }
    }

    @Test("The markers are the names the scanner reads")
    func markersComeFromTheScanner() {
        let markers = TipSourceScanner.markers
        for name in ["Tip", "Parameter", "Event", "configure", "Rule", "Action"] + TipSourceScanner.stylingModifiers
            + TipSourceScanner.optionNames
        {
            #expect(markers.contains(name))
        }
        #expect(IrrelevantCodeBlanker.mentionsMarker("struct Model { let id: Int }") == false)
        #expect(IrrelevantCodeBlanker.mentionsMarker("x.tipBackground(.red)"))
    }

    @Test("Multi-byte characters are blanked byte for byte, so columns after them stay exact")
    func multiByteCharactersKeepColumns() throws {
        let text = "struct V: View {\n    var body: some View {\n        if a { Text(\"é😀\") } else { Text(\"x\").popoverTip(T()) }\n    }\n}\n"
        let result = try blanked(text)
        let line = result.split(separator: "\n")[2]
        let original = text.split(separator: "\n")[2]
        #expect(line.utf8.count == original.utf8.count)
        #expect(line.contains("else { Text(\"x\").popoverTip(T()) }"))
        #expect(!line.contains("é"))
    }
}
