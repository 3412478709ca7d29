import Foundation
import Testing

/// The real `tiptui` on a playground with devices and personas, in tmux: two devices side by
/// side, `D` to act on the next, `p` and `--persona` to start from a persona, `:save-persona`
/// writing a file beside the playground, and what a wrong persona name does.
@Suite("tiptui: devices and personas", .serialized)
struct DevicesEndToEndTests {
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples/phone-and-ipad.json")

    /// A copy of the example in a folder of its own, so a saved persona lands there.
    static func copy() throws -> (folder: URL, file: URL) {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("notes.json")
        try FileManager.default.copyItem(at: example, to: file)
        return (folder, file)
    }

    @Test func twoDevicesSideBySideSyncAClosedTipAndDSwitches() throws {
        let (folder, file) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try TmuxSession.tiptui(TmuxSession.shellQuoted(file.path), width: 124, height: 30)
        var screen = try tmux.waitFor("ipad · regular")
        #expect(screen.contains(" phone · regular "))
        try tmux.type(":screen note\n")
        screen = try tmux.waitFor("Share a note")
        try tmux.send("x")
        screen = try tmux.waitForScreen("the share tip to close") { !$0.contains("Share a note") }
        try tmux.send("D")
        screen = try tmux.waitFor("on ipad")
        try tmux.type(":screen note\n")
        screen = try tmux.waitFor("went to screen note")
        #expect(!screen.contains("Share a note"), "closed on the phone, gone on the iPad after the live sync")
        try tmux.send("q")
        screen = try tmux.waitFor("MODE=")  // printed after EXIT=, so both are on screen
        #expect(screen.contains("EXIT=0") && screen.contains("MODE=icanon"))
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func personaFromTheCommandLineAndSaved(width: Int, height: Int) throws {
        let (folder, file) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try TmuxSession.tiptui(
            "\(TmuxSession.shellQuoted(file.path)) --persona closed-everything", width: width, height: height)
        _ = try tmux.waitFor("closed-everything")
        try tmux.type(":save-persona mine\n")
        let saved = folder.appendingPathComponent("notes.personas/mine.json")
        _ = try tmux.waitForScreen("the persona to be saved") { _ in FileManager.default.fileExists(atPath: saved.path) }
        let text = try String(contentsOf: saved, encoding: .utf8)
        // Written as people read it, not to the millisecond the live clock ran on.
        #expect(text.contains(#"{ "invalidate": "ShareTip", "reason": "tipClosed", "ago": "2d" }"#), "\(text)")
        // The persona just saved is the next one p starts from.
        try tmux.send("p")
        _ = try tmux.waitFor("phone · mine")
        try tmux.send("q")
        #expect(try tmux.waitFor("EXIT=").contains("EXIT=0"))
        let originalFile = try Data(contentsOf: Self.example)
        #expect(try Data(contentsOf: file) == originalFile, "the playground file is never written")
    }

    @Test("D marks the iPad current and the panes stay where they were; --persona ipad=NAME starts only the iPad from it")
    func panesStayPutInTheRealTerminal() throws {
        let tmux = try TmuxSession.tiptui(
            "\(TmuxSession.shellQuoted(Self.example.path)) --datastore memory --persona ipad=closed-everything", width: 124, height: 30)
        let before = try tmux.waitFor("ipad · closed-everything")
        let namesBefore = try #require(before.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first)
        #expect(namesBefore.contains(" phone · regular "))
        try tmux.send("D")
        let after = try tmux.waitFor("on ipad")
        let namesAfter = try #require(after.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first)
        #expect(namesAfter == namesBefore, "the names row is where it was, letter for letter")
        #expect(after.contains("persona closed-everything"), "the header names the iPad's persona")
        try tmux.send("q")
        #expect(try tmux.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func anUnknownDeviceForAPersonaExitsTwoNamingTheDevices() throws {
        let run = try TiptuiRun([Self.example.path, "--persona", "iphone=regular"])
        #expect(run.status == 2)
        #expect(run.errors.contains("no device 'iphone'; did you mean 'phone'?"), "\(run.errors)")
    }

    @Test func anUnknownPersonaExitsTwoNamingThePersonasThereAre() throws {
        let run = try TiptuiRun([Self.example.path, "--persona", "nobody"])
        #expect(run.status == 2)
        #expect(run.errors.contains("no persona 'nobody'") && run.errors.contains("regular, closed-everything"))
    }
}
