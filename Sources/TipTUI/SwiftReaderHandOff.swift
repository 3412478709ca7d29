import Glibc
import TipCommandLine

/// `import` and `review` (but `review --grid`, which draws previews) run in `tiptui-swift`, the
/// program built beside `tiptui` that links the toolchain's SwiftParser: `tiptui` replaces itself
/// with it (`execv`), passing its own command line, so output, exit code and terminal are that
/// program's as if `tiptui` ran them. The other commands never load SwiftParser (DECISIONS.md,
/// "Swift is read by a program of its own").
enum SwiftReaderHandOff {
    static let programName = "tiptui-swift"

    /// Runs `tiptui-swift` with this process's arguments; returns only to exit when it cannot.
    static func run() -> Never {
        let program = programPath()
        var arguments: [UnsafeMutablePointer<CChar>?] = ([program] + CommandLine.arguments.dropFirst()).map { strdup($0) }
        arguments.append(nil)
        execv(program, &arguments)
        let reason = String(cString: strerror(errno))
        printError("tiptui: cannot run \(program) (\(reason)), the program that reads Swift and reviews for tiptui; "
            + "`swift build` builds it beside tiptui: build again, or copy it beside tiptui when installing tiptui")
        exit(2)
    }

    /// `tiptui-swift` in the folder of the running `tiptui` (`/proc/self/exe`, so a symbolic link
    /// or `PATH` lookup finds the real folder).
    static func programPath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = length > 0
            ? String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (folder.isEmpty ? "." : folder) + "/" + programName
    }
}
