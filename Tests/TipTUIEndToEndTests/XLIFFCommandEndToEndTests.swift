import Foundation
import Testing

/// `tiptui export --xliff DIR` and `tiptui import FILE.json XLIFF...` as a translator's round trip
/// runs them, and the folders and files they refuse to touch.
@Suite struct XLIFFCommandEndToEndTests {
    static let landmarks = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../examples/landmark-payloads.json").standardized

    /// One line naming `path`, without Foundation's error dump.
    private func expectPlainLine(_ errors: String, naming path: String) {
        #expect(errors.split(separator: "\n").count == 1, "\(errors)")
        #expect(errors.contains(path), "\(errors)")
        #expect(!errors.contains("Error Domain"), "\(errors)")
    }

    @Test func exportedXLIFFImportsBackIntoTheSamePlayground() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = try TiptuiRun(["export", Self.landmarks.path, "--xliff", "translations"], in: folder)
        #expect(export.status == 0, "\(export.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("translations").path)
            .filter { !$0.hasPrefix(".") }.sorted() == ["ar.xliff", "he.xliff"])
        #expect(export.errors.contains("tiptui: wrote translations/ar.xliff"))

        let back = try TiptuiRun(["import", Self.landmarks.path, "translations", "-o", "back.json"], in: folder)
        #expect(back.status == 0, "\(back.errors)")
        #expect(back.errors.contains("wrote back.json: 12 translations in ar, he"), "\(back.errors)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("back.json")) == Data(contentsOf: Self.landmarks))

        // Once the user has changed the playground written, it is theirs: never replaced.
        try Data("{}\n".utf8).write(to: folder.appendingPathComponent("back.json"))
        let again = try TiptuiRun(["import", Self.landmarks.path, "translations", "-o", "back.json", "--overwrite"], in: folder)
        #expect(again.status == 2)
        expectPlainLine(again.errors, naming: "back.json")

        // A String Catalog is tiptui's own output, replaced with --overwrite.
        let catalog = ["import", Self.landmarks.path, "translations/ar.xliff", "-o", "L.xcstrings"]
        #expect(try TiptuiRun(catalog, in: folder).status == 0)
        #expect(try TiptuiRun(catalog, in: folder).status == 2)
        #expect(try TiptuiRun(catalog + ["--overwrite"], in: folder).status == 0)
    }

    @Test func anImportInPlaceKeepsEachPreviousContentBesideThePlayground() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let playground = folder.appendingPathComponent("landmarks.json")
        let original = try Data(contentsOf: Self.landmarks)
        try original.write(to: playground)
        #expect(try TiptuiRun(["export", "landmarks.json", "--xliff", "tr"], in: folder).status == 0)
        let arabic = folder.appendingPathComponent("tr/ar.xliff")
        let edited = try String(contentsOf: arabic, encoding: .utf8).replacingOccurrences(of: ">مفضلتك<", with: ">المفضلة<")
        try Data(edited.utf8).write(to: arabic)

        // -o naming the playground itself is refused, and says which command imports in place.
        let refused = try TiptuiRun(["import", "landmarks.json", "tr", "-o", "landmarks.json", "--overwrite"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("tiptui import landmarks.json XLIFF... --in-place"), "\(refused.errors)")
        #expect(try Data(contentsOf: playground) == original)

        let first = try TiptuiRun(["import", "landmarks.json", "tr", "--in-place"], in: folder)
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.errors == """
            tiptui: wrote landmarks.json in place; its previous content is landmarks.json.before-import \
            (to undo: mv landmarks.json.before-import landmarks.json)
            tiptui: imported 12 translations in ar, he

            """, "\(first.errors)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("landmarks.json.before-import")) == original)
        let translated = try Data(contentsOf: playground)
        #expect(String(decoding: translated, as: UTF8.self).contains("\"title\": \"المفضلة\""))

        // Nothing to change: nothing written, no copy kept.
        let same = try TiptuiRun(["import", "landmarks.json", "tr", "--in-place"], in: folder)
        #expect(same.status == 0 && same.errors.contains("nothing was written"), "\(same.errors)")

        // A second change keeps the first copy and adds the next.
        try Data(edited.replacingOccurrences(of: ">المفضلة<", with: ">مفضلاتي<").utf8).write(to: arabic)
        let second = try TiptuiRun(["import", "landmarks.json", "tr", "--in-place"], in: folder)
        #expect(second.status == 0, "\(second.errors)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("landmarks.json.before-import")) == original)
        #expect(try Data(contentsOf: folder.appendingPathComponent("landmarks.json.before-import-2")) == translated)
        #expect(try TiptuiRun(["lint", "landmarks.json"], in: folder).status == 0)
    }

    @Test func anExportReplacesItsXLIFFOnlyWithOverwrite() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["export", Self.landmarks.path, "--xliff", "out"]
        #expect(try TiptuiRun(arguments, in: folder).status == 0)
        let again = try TiptuiRun(arguments, in: folder)
        #expect(again.status == 2)
        expectPlainLine(again.errors, naming: "out/ar.xliff")
        #expect(again.errors.contains("add --overwrite"))
        #expect(try TiptuiRun(arguments + ["--overwrite"], in: folder).status == 0)
    }

    @Test func aFolderHoldingSomeoneElsesFilesIsRefusedAndLeftAlone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("my notes\n".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let run = try TiptuiRun(["export", Self.landmarks.path, "--xliff", "out", "--overwrite"], in: folder)
        #expect(run.status == 2)
        expectPlainLine(run.errors, naming: "out")
        #expect(run.errors.contains("it holds files tiptui did not write (notes.txt)"), "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["notes.txt"])
        #expect(try String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8) == "my notes\n")
    }

    @Test(.enabled(
        if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
        "needs root with setpriv to run tiptui as an unprivileged user"))
    func anUnwritableFolderIsOneLineNamingIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let readOnly = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let playground = folder.appendingPathComponent("landmarks.json")
        try FileManager.default.copyItem(at: Self.landmarks, to: playground)
        let run = try TiptuiRun(
            ["--reuid=65534", "--regid=65534", "--clear-groups", TmuxSession.tiptuiPath, "export", "landmarks.json", "--xliff", "locked"],
            in: folder, executable: "/usr/bin/setpriv")
        #expect(run.status == 2)
        expectPlainLine(run.errors, naming: "locked")
        #expect(run.errors.contains("the folder locked is read-only"), "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path).isEmpty)
    }

    @Test func badXLIFFIsOneErrorWithLineAndColumn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<xliff version=\"1.2\">\n<file source-language=\"en\" target-language=\"ar\">\n<body>\n<trans-unit id=\"a\">\n</file>\n".utf8)
            .write(to: folder.appendingPathComponent("ar.xliff"))
        let run = try TiptuiRun(["import", Self.landmarks.path, "ar.xliff", "-o", "back.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
        #expect(run.errors.hasPrefix("ar.xliff:5:"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("back.json").path))
    }
}
