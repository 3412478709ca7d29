import Foundation
import Testing
import TipPlayground

@testable import TipImport

@Suite("Import: bad input gets a clear error naming the file")
struct ImportBadInputTests {
    private func importing(_ files: [String: Data]) throws -> (PlaygroundImporter.Result, URL) {
        let folder = try ImportFixtures.folder(with: files)
        return (PlaygroundImporter.importSources(paths: [folder.path], outputDirectory: folder.path), folder)
    }

    private let goodTip = Data("struct GoodTip: Tip {\n    var title: Text { Text(\"Good\") }\n}\n".utf8)

    @Test("A binary file is refused at its first NUL byte; the other files are imported")
    func binaryFile() throws {
        let (result, folder) = try importing(["Good.swift": goodTip, "Blob.swift": Data([0x73, 0x0A, 0x41, 0x00, 0x01])])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.problems.map(\.description) == [
            "\(folder.path)/Blob.swift:2:2: error: the file contains a NUL byte, so it is binary, not Swift source; skipped"
        ])
        #expect(result.document.tips.map(\.id) == ["GoodTip"])
    }

    @Test("Invalid UTF-8 is refused with the line and column of the first bad byte")
    func invalidUTF8() throws {
        let (result, folder) = try importing(["Latin1.swift": Data("let a = 1\nlet caf".utf8) + Data([0xE9, 0x20, 0x3D])])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.problems.map(\.description) == [
            "\(folder.path)/Latin1.swift:2:8: error: the file is not valid UTF-8 text (byte 0xe9); re-save it as UTF-8"
        ])
    }

    @Test("A 10 MB Swift file is refused by size, not parsed")
    func hugeFile() throws {
        let line = Data("// filler line for a generated file that nobody wrote by hand\n".utf8)
        var big = Data()
        while big.count < 10 * 1024 * 1024 { big.append(line) }
        let (result, folder) = try importing(["Huge.swift": big, "Good.swift": goodTip])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.problems.map(\.message) == ["the file is larger than 4 MB, too large for a Swift source; skipped"])
        #expect(result.problems.first?.file.hasSuffix("Huge.swift") == true)
        #expect(result.document.tips.count == 1)
    }

    @Test("A symbolic link loop is reported once and not followed")
    func symlinkLoop() throws {
        let (_, folder) = try importing(["Sub/Good.swift": goodTip])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Sub/Back").path, withDestinationPath: folder.path)
        let result = PlaygroundImporter.importSources(paths: [folder.path])
        #expect(result.problems.map(\.description) == [
            "\(folder.path)/Sub/Back:1:1: error: is a symbolic link back to a folder being read (a loop); skipped"
        ])
        #expect(result.document.tips.map(\.id) == ["GoodTip"])
    }

    @Test("Build products and dependencies are skipped")
    func skippedFolders() throws {
        let (result, folder) = try importing([
            "App/Good.swift": goodTip, ".build/Other.swift": goodTip, "Pods/Other.swift": goodTip,
            "DerivedData/Other.swift": goodTip,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.swiftFileCount == 1)
    }

    @Test("A missing path and a dangling link are reported by name")
    func missingPaths() throws {
        let folder = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dangling = folder.appendingPathComponent("Gone.swift").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "/nonexistent/file.swift")
        let result = PlaygroundImporter.importSources(paths: [folder.appendingPathComponent("nope").path, dangling])
        #expect(result.problems.map(\.message) == ["does not exist; check the path", "is a symbolic link to nothing; skipped"])
    }

    @Test("A file that cannot be read is reported by name", .enabled(if: getuid() != 0, "root reads every file"))
    func unreadableFile() throws {
        let (_, folder) = try importing(["Secret.swift": goodTip])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Secret.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        let result = PlaygroundImporter.importSources(paths: [path])
        #expect(result.problems.map(\.message) == ["cannot read the file; check that it exists and that you may read it"])
    }

    @Test("A String Catalog with wrong JSON is reported at the error, and left out of the playground")
    func badCatalog() throws {
        let (result, folder) = try importing([
            "Good.swift": goodTip, "Localizable.xcstrings": Data("{\n  \"strings\" : {\n    \"a\" : [\n}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.file == "\(folder.path)/Localizable.xcstrings")
        #expect(result.problems.first?.line == 4)
        #expect(result.problems.first?.message.hasPrefix("the String Catalog is not valid JSON") == true)
        #expect(result.document.stringCatalogs.isEmpty)
    }

    @Test("A playground naming a broken catalog fails to load with the catalog's name")
    func playgroundWithBadCatalog() throws {
        let folder = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{ "strings": 3 }"#.utf8).write(to: folder.appendingPathComponent("Bad.xcstrings"))
        let playground = folder.appendingPathComponent("p.json")
        try Data(#"{ "stringCatalogs": ["Bad.xcstrings"], "screens": [ { "id": "s" } ] }"#.utf8).write(to: playground)
        #expect {
            try PlaygroundLoader.load(contentsOf: playground)
        } throws: { error in
            (error as? PlaygroundLoadError)?.description
                == "\(folder.path)/Bad.xcstrings:1:1: error: the String Catalog has no 'strings' object"
        }
    }

    @Test("A malformed .strings table is reported at the line and column")
    func badStringsTable() {
        #expect {
            try StringTable.parseStrings("\"a\" = \"b\";\n\"c\" \"d\";\n", locale: "fr", path: "fr.lproj/L.strings")
        } throws: { error in
            (error as? SourceDiagnostic)?.description == "fr.lproj/L.strings:2:5: error: expected '=' after the key in the .strings table"
        }
    }
}
