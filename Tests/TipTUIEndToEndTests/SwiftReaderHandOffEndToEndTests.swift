import Foundation
import Testing

/// `tiptui import` and `tiptui review` run in `tiptui-swift`, the program beside `tiptui` that
/// links SwiftParser, so every other command starts without it.
@Suite struct SwiftReaderHandOffEndToEndTests {
    private var readerPath: String {
        URL(fileURLWithPath: TmuxSession.tiptuiPath).deletingLastPathComponent().appendingPathComponent("tiptui-swift").path
    }

    /// The libraries the dynamic linker loads for `program`, as `ldd` lists them.
    private func loadedLibraries(of program: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [program]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func onlyTheSwiftReaderLoadsSwiftParser() throws {
        #expect(try loadedLibraries(of: readerPath).contains("libSwiftParser"))
        let tiptui = try loadedLibraries(of: TmuxSession.tiptuiPath)
        #expect(!tiptui.contains("libSwiftParser") && !tiptui.contains("libSwiftSyntax"), "\(tiptui)")
    }

    @Test func importAndReviewAnswerThroughTiptuiWithItsExitCodes() throws {
        let review = try TiptuiRun(["review", "--format", "json"])
        #expect(review.status == 0, "\(review.errors)")
        #expect(review.output.contains("\"file\""), "\(review.output)")
        let missing = try TiptuiRun(["import", "/nonexistent/Sources"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("/nonexistent/Sources"), "\(missing.errors)")
    }

    @Test func aTiptuiFoundThroughASymbolicLinkStillFindsTheReader() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("tiptui").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: TmuxSession.tiptuiPath)
        let run = try TiptuiRun(["review"], executable: link)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("checks"), "\(run.output)")
    }

    @Test func aTiptuiWithoutTheReaderBesideItSaysHowToGetIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lonely = folder.appendingPathComponent("tiptui").path
        try FileManager.default.copyItem(atPath: TmuxSession.tiptuiPath, toPath: lonely)
        for command in [["import", "App.swift"], ["review"]] {
            let run = try TiptuiRun(command, executable: lonely)
            #expect(run.status == 2)
            #expect(run.errors.contains("cannot run \(folder.path)/tiptui-swift"), "\(run.errors)")
            #expect(run.errors.contains("swift build"), "\(run.errors)")
        }
        // The other commands do not need it.
        #expect(try TiptuiRun(["--version"], executable: lonely).status == 0)
    }
}
