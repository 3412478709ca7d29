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
        // A hard link is the same file, which nothing holds open for writing; a copy only where
        // the folders are on different file systems.
        do {
            try FileManager.default.linkItem(atPath: TmuxSession.tiptuiPath, toPath: lonely)
        } catch {
            try FileManager.default.copyItem(atPath: TmuxSession.tiptuiPath, toPath: lonely)
        }
        for command in [["import", "App.swift"], ["review"]] {
            let run = try runFreshCopy(command, executable: lonely)
            #expect(run.status == 2)
            #expect(run.errors.contains("cannot run \(folder.path)/tiptui-swift"), "\(run.errors)")
            #expect(run.errors.contains("swift build"), "\(run.errors)")
        }
        // The other commands do not need it.
        #expect(try runFreshCopy(["--version"], executable: lonely).status == 0)
    }

    /// Runs a just-copied program. Another test starting a process at the moment of the copy can
    /// hold the new file open for writing in its child until that child execs, and running the
    /// file meanwhile fails with "text file busy" (ETXTBSY); it is tried again for up to a minute,
    /// since on a busy machine that child can take seconds to exec.
    private func runFreshCopy(_ arguments: [String], executable: String) throws -> TiptuiRun {
        let deadline = Date().addingTimeInterval(60)
        while true {
            do {
                return try TiptuiRun(arguments, executable: executable)
            } catch let error as NSError where Date() < deadline && Self.isTextFileBusy(error) {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        return (underlying ?? error).domain == NSPOSIXErrorDomain && (underlying ?? error).code == Int(ETXTBSY)
    }
}
