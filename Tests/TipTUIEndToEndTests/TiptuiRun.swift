import Foundation

/// One run of the real `tiptui` binary without a terminal: its exit status and both streams.
struct TiptuiRun {
    var status: Int32
    var output: String
    var errors: String

    init(_ arguments: [String], in folder: URL? = nil, executable: String = TmuxSession.tiptuiPath) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: outputData, as: UTF8.self)
        self.errors = String(decoding: errorData, as: UTF8.self)
    }
}
