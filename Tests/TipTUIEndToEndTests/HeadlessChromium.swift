import Foundation

/// Debian's Chromium run headless on one page, as the browser tests use it: its own profile
/// folder, and its console written to a log beside that folder (a pipe for stderr can fill and
/// block the browser), read back as `errors`.
enum HeadlessChromium {
    static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile(atPath:))

    static func run(_ arguments: [String], url: URL, profile: URL) throws -> (output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0"] + arguments + [url.absoluteString]
        let errorsFile = profile.deletingLastPathComponent().appendingPathComponent("chromium-\(UUID().uuidString).log")
        try Data().write(to: errorsFile)
        let errors = try FileHandle(forWritingTo: errorsFile)
        defer { try? errors.close() }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: outputData, as: UTF8.self), (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? "")
    }
}
