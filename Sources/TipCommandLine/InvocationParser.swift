import Foundation
import TipDrawing
import TipPlayground

/// Parses `tiptui`'s command line. Hand-written (no outside packages): kept small, in one place,
/// and tested by `InvocationParserTests`.
public enum InvocationParser {
    /// The usage text printed by `--help` and after a usage error.
    public static let usage = """
        usage: tiptui [FILE.json] [options]        open a playground (default: built-in)
               tiptui lint FILE.json...             validate playground files
               tiptui review [--format text|json|sarif] [--checks]
                            [FILE.json | SWIFT_SOURCES...]
                                                    check against the guides
               tiptui review --grid [--tip ID] [--text-sizes all|NAME,...]
                            [--format text|svg] [FILE.json...]
                                                    every locale, width and size
               tiptui check [--update-snapshots | --review DIR]
                            [--cast OUT.cast] [--report OUT.md|OUT.html]
                            [--junit OUT.xml] [--svg DIR] [--overwrite]
                            [--gif OUT.gif [--speed N]]
                            [--sync PATH --device NAME] SCRIPT...
                                                    run demo scripts headless
               tiptui approve DIR [NAME... | --all]
                                                    reviewed new screens become goldens
               tiptui reject DIR NAME... | --all --reason TEXT
                                                    check reports them as wrong
               tiptui play SCRIPT [--speed 0.5|2|max] [options]
                                                    run a demo script live
               tiptui record OUT.tipscript [--overwrite] [FILE.json] [options]
                                                    play by hand, written as a script
               tiptui explore [FILE.json] [--format text|json] [--depth N] [--states N]
                            [--emit OUT.tipscript [--tip ID]] [--overwrite]
                                                    which tips can show, and how
               tiptui shot [FILE.json] [--screen ID] [--locale L|base] [--width W]
                            [--text-size S] [--size WxH] [--placement]
                            [--scale 1-4] [-com.apple.TipKit.NAME VALUE]
                            -o OUT.svg|OUT.png [--overwrite]
                                                    a picture of one screen
               tiptui catalog [FILE.json...] -o DIR
                                                    a static site of every tip
               tiptui import PATH... [-o OUT.json [--overwrite]]
                                                    Swift sources to a playground
               tiptui import FILE.json XLIFF... [-o OUT.json|OUT.xcstrings
                            [--overwrite] | --in-place]
                                                    translations back in
               tiptui export FILE.json --swift OUT.swift [--tipcore | --views]
                            [--xcstrings OUT.xcstrings] [--xliff DIR] [--overwrite]
                                                    a playground to Swift and strings
               swift run tiptui -- ARGUMENTS        the same from the source tree

        options:
          --datastore PATH|memory   where tip state is kept (default: per playground, in
                                    $XDG_DATA_HOME/tiptui or ~/.local/share/tiptui)
          --reset-datastore         empty the datastore before starting
          --clock now               start the simulated clock at real time (default:
                                    where the last run left it, kept with the datastore)
          --clock frozen            start it where scripts do and move it only by the
                                    clock keys: the screens of a script of the same keys
          --ascii                   draw with ASCII glyphs only
          --locale CODE             show localized copy (e.g. fr, ja, zh-Hans,
                                    pseudo-double)
          --text-size NAME          simulated Dynamic Type size (large, AX3 ...)
          --persona NAME            start every device from a persona of the
                                    playground, on a datastore of its own (yours is not
                                    touched); --persona DEVICE=NAME for one device
          --sync PATH --device NAME sync tip state through the sync store at PATH as
                                    device NAME, with other tiptuis on the same store
          --overwrite               let a command that writes files replace its own
                                    earlier output (never anything else)
          -com.apple.TipKit.ResetDatastore 1 | ShowAllTips 1 | HideAllTips 1 |
          -com.apple.TipKit.ShowTips A,B | HideTips A,B
                                    TipKit launch arguments, passed to the engine
          --help, --version

        In the playground, ? lists the keys and : opens a command line (:help, :q).
        """

    /// A command line that cannot be understood; the message says what was expected.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { "tiptui: \(message)\n\n\(InvocationParser.usage)" }

        public init(message: String) {
            self.message = message
        }
    }

    /// This process's command line parsed; a usage error is printed and the process exits 2.
    /// `tiptui` and `tiptui-swift` both start here, so they read a command line alike.
    public static func parseCommandLine() -> Invocation {
        do {
            return try parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            printError(error.description)
            exit(2)
        }
    }

    /// - Parameter arguments: the arguments after the program name. A leading `--` is skipped:
    ///   `swift run tiptui -- --locale ja` passes it through to the program.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var remaining = arguments.first == "--" ? arguments.dropFirst() : arguments[...]
        if remaining.contains("--help") || remaining.contains("-h") { return .help }
        if remaining.contains("--version") { return .version }

        switch remaining.first {
        case "lint":
            remaining.removeFirst()
            let files = try positionals(&remaining)
            guard !files.isEmpty else { throw UsageError(message: "lint needs at least one FILE.json") }
            return .lint(files: files)
        case "review":
            remaining.removeFirst()
            return try review(&remaining)
        case "check":
            remaining.removeFirst()
            var options = CheckOptions()
            var scripts: [String] = []
            var syncPath: String?
            var device: String?
            var speedGiven = false
            while let argument = remaining.popFirst() {
                switch argument {
                case "--update-snapshots": options.updateSnapshots = true
                case "--cast": options.castOutput = try value(for: argument, in: &remaining)
                case "--report": options.reportOutput = try value(for: argument, in: &remaining)
                case "--junit": options.junitOutput = try value(for: argument, in: &remaining)
                case "--gif": options.gifOutput = try value(for: argument, in: &remaining)
                case "--speed":
                    let text = try value(for: argument, in: &remaining)
                    guard let speed = Double(text), speed.isFinite, speed > 0 else {
                        throw UsageError(message: "--speed needs a number greater than 0, such as 2 (twice as fast) or 0.5; got '\(text)'")
                    }
                    speedGiven = true
                    options.gifSpeed = speed
                case "--svg": options.svgDirectory = try value(for: argument, in: &remaining)
                case "--review": options.reviewDirectory = try value(for: argument, in: &remaining)
                case "--sync": syncPath = try value(for: argument, in: &remaining)
                case "--device": device = try value(for: argument, in: &remaining)
                case overwriteFlag: options.overwrites = true
                default:
                    guard !argument.hasPrefix("-") else { throw unknownOption(argument) }
                    scripts.append(argument)
                }
            }
            guard !scripts.isEmpty else { throw UsageError(message: "check needs at least one SCRIPT") }
            if speedGiven, options.gifOutput == nil {
                throw UsageError(message: "--speed is how fast the --gif picture plays; give --gif OUT.gif too")
            }
            if options.updateSnapshots, options.reviewDirectory != nil {
                throw UsageError(message: "--update-snapshots records every changed screen unseen; --review DIR shows them for tiptui approve: choose one")
            }
            options.sync = try syncOptions(path: syncPath, device: device)
            return .check(scripts: scripts, options: options)
        case "approve":
            remaining.removeFirst()
            let all = remaining.contains("--all")
            remaining.removeAll { $0 == "--all" }
            let words = try positionals(&remaining)
            guard let folder = words.first else { throw UsageError(message: "approve needs the folder check --review wrote") }
            if all, words.count > 1 { throw UsageError(message: "approve takes NAME... or --all, not both") }
            return .approve(folder: folder, names: Array(words.dropFirst()), all: all)
        case "reject":
            remaining.removeFirst()
            let all = remaining.contains("--all")
            remaining.removeAll { $0 == "--all" }
            var reason: String?
            if let index = remaining.firstIndex(of: "--reason") {
                remaining.remove(at: index)
                guard index < remaining.endIndex else { throw UsageError(message: "--reason needs the reason, e.g. --reason \"the arrow is cut off\"") }
                reason = remaining.remove(at: index)
            }
            let words = try positionals(&remaining)
            guard let folder = words.first else { throw UsageError(message: "reject needs the folder check --review wrote") }
            if all, words.count > 1 { throw UsageError(message: "reject takes NAME... or --all, not both") }
            guard all || words.count > 1 else { throw UsageError(message: "reject needs the snapshots to reject: NAME... or --all (tiptui approve \(folder) lists them)") }
            guard let reason = reason?.trimmingCharacters(in: .whitespacesAndNewlines), !reason.isEmpty else {
                throw UsageError(message: "reject needs --reason \"TEXT\": what is wrong with the new screen, for whoever changes it next")
            }
            return .reject(folder: folder, names: Array(words.dropFirst()), all: all, reason: reason)
        case "import":
            remaining.removeFirst()
            var output: String?
            var overwrites = false
            var inPlace = false
            var paths: [String] = []
            while let argument = remaining.popFirst() {
                switch argument {
                case "-o", "--output": output = try value(for: argument, in: &remaining)
                case overwriteFlag: overwrites = true
                case "--in-place": inPlace = true
                default:
                    guard !argument.hasPrefix("-") else { throw unknownOption(argument) }
                    paths.append(argument)
                }
            }
            guard !paths.isEmpty else { throw UsageError(message: "import needs at least one Swift file or folder") }
            if overwrites, output == nil { throw UsageError(message: "--overwrite replaces the file -o names; without -o the playground goes to standard output") }
            if paths[0].hasSuffix(".json") {
                guard paths.count > 1 else {
                    throw UsageError(message: "import \(paths[0]) needs the translated XLIFF files or folders after it")
                }
                if let output, !output.hasSuffix(".json"), !output.hasSuffix(".xcstrings") {
                    throw UsageError(message: "-o names a playground (OUT.json) or a String Catalog (OUT.xcstrings) to write the translations into")
                }
                if inPlace, output != nil {
                    throw UsageError(message: "--in-place writes the translations into \(paths[0]) itself, -o into a new file: choose one")
                }
                return .importTranslations(
                    playground: paths[0], xliff: Array(paths.dropFirst()), output: output, overwrites: overwrites, inPlace: inPlace)
            }
            if inPlace { throw UsageError(message: "--in-place imports translations: tiptui import FILE.json XLIFF... --in-place") }
            return .importSources(paths: paths, output: output, overwrites: overwrites)
        case "export":
            remaining.removeFirst()
            var options = ExportOptions()
            var files: [String] = []
            while let argument = remaining.popFirst() {
                switch argument {
                case "--swift": options.swiftOutput = try value(for: argument, in: &remaining)
                case "--xcstrings": options.stringCatalogOutput = try value(for: argument, in: &remaining)
                case "--xliff": options.xliffFolder = try value(for: argument, in: &remaining)
                case "--tipcore": options.tipCore = true
                case "--views": options.views = true
                case overwriteFlag: options.overwrites = true
                default:
                    guard !argument.hasPrefix("-") else { throw unknownOption(argument) }
                    files.append(argument)
                }
            }
            guard files.count == 1 else { throw UsageError(message: "export needs exactly one FILE.json") }
            guard options.swiftOutput != nil || options.stringCatalogOutput != nil || options.xliffFolder != nil else {
                throw UsageError(message: "export needs --swift OUT.swift, --xcstrings OUT.xcstrings and/or --xliff DIR")
            }
            if options.views, options.tipCore || options.swiftOutput == nil {
                throw UsageError(message: "--views writes SwiftUI views into the TipKit Swift: give --swift OUT.swift, without --tipcore")
            }
            return .export(file: files[0], options: options)
        case "shot":
            remaining.removeFirst()
            return try shot(&remaining)
        case "explore":
            remaining.removeFirst()
            return try explore(&remaining)
        case "catalog":
            remaining.removeFirst()
            return try catalog(&remaining)
        case "play":
            remaining.removeFirst()
            var speed: String?
            if let index = remaining.firstIndex(of: "--speed") {
                remaining.remove(at: index)
                guard index < remaining.endIndex else { throw UsageError(message: "--speed needs a value") }
                speed = remaining.remove(at: index)
            }
            let options = try runOptions(&remaining)
            let files = try positionals(&remaining)
            guard files.count == 1 else { throw UsageError(message: "play needs exactly one SCRIPT") }
            return .play(script: files[0], options: options, speed: speed)
        case "record":
            remaining.removeFirst()
            let overwrites = remaining.contains(overwriteFlag)
            remaining.removeAll { $0 == overwriteFlag }
            let options = try runOptions(&remaining)
            let files = try positionals(&remaining)
            guard (1...2).contains(files.count) else {
                throw UsageError(message: "record needs OUT.tipscript and optionally FILE.json")
            }
            return .record(output: files[0], file: files.count == 2 ? files[1] : nil, options: options, overwrites: overwrites)
        default:
            let options = try runOptions(&remaining)
            let files = try positionals(&remaining)
            guard files.count <= 1 else {
                throw UsageError(message: "expected at most one playground file, got \(files.count)")
            }
            if let word = files.first, !word.contains("."), !word.contains("/") {
                // A playground is a .json file: a bare word is a mistyped command far more often.
                throw UsageError(
                    message: "unknown command '\(word)'" + Suggestion.didYouMean(word, among: commands)
                        + " (to open a playground file without an extension, write ./\(word))")
            }
            return .run(file: files.first, options: options)
        }
    }

    /// The one flag every command that writes files takes to replace its own earlier output.
    static let overwriteFlag = "--overwrite"

    /// The subcommands, for "did you mean".
    static let commands = ["lint", "review", "check", "approve", "reject", "play", "record", "import", "export", "catalog", "shot", "explore"]

    /// Takes every option of `RunOptions` out of `arguments`, leaving the positionals in order.
    private static func runOptions(_ arguments: inout ArraySlice<String>) throws(UsageError) -> RunOptions {
        var options = RunOptions()
        var rest: [String] = []
        var syncPath: String?
        var device: String?
        while let argument = arguments.popFirst() {
            switch argument {
            case "--sync": syncPath = try value(for: argument, in: &arguments)
            case "--device": device = try value(for: argument, in: &arguments)
            case "--persona":
                let persona = try value(for: argument, in: &arguments)
                try options.personas.add(persona)
            case "--datastore":
                let path = try value(for: argument, in: &arguments)
                options.datastore = path == "memory" ? .memory : .path(path)
            case "--reset-datastore": options.resetDatastore = true
            case "--clock":
                switch try value(for: argument, in: &arguments) {
                case "now": options.clock = .realTime
                case "frozen": options.clock = .frozen
                default:
                    throw UsageError(message: "--clock takes 'now' (start at real time) or 'frozen' (time moves only by the m/h/d/w keys, as in a script)")
                }
            case "--ascii": options.ascii = true
            case "--locale": options.locale = try value(for: argument, in: &arguments)
            case "--text-size":
                let name = try value(for: argument, in: &arguments)
                guard let size = TextSize(name: name) else {
                    let names = TextSize.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: "unknown text size '\(name)'; expected one of: \(names)")
                }
                options.textSize = size
            case let tipKit where tipKit.hasPrefix("-com.apple.TipKit."):
                options.tipKitArguments += [tipKit, try value(for: tipKit, in: &arguments)]
            default:
                rest.append(argument)
            }
        }
        arguments = rest[...]
        options.sync = try syncOptions(path: syncPath, device: device)
        return options
    }

    /// `--sync` and `--device` go together: two tiptuis under one name would number their
    /// changes alike and lose each other's.
    private static func syncOptions(path: String?, device: String?) throws(UsageError) -> SyncOptions? {
        switch (path, device) {
        case (nil, nil): return nil
        case (let path?, let device?):
            guard !device.isEmpty else { throw UsageError(message: "--device needs a name, e.g. phone or ipad") }
            return SyncOptions(path: path, device: device)
        case (_?, nil): throw UsageError(message: "--sync needs --device NAME: each tiptui is one of the person's devices, by a name of its own")
        case (nil, _?): throw UsageError(message: "--device names this tiptui for --sync PATH; give both")
        }
    }

    private static func explore(_ arguments: inout ArraySlice<String>) throws(UsageError) -> Invocation {
        var options = ExploreOptions()
        var files: [String] = []
        func count(_ option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
            let text = try value(for: option, in: &arguments)
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(message: "\(option) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
            }
            return number
        }
        while let argument = arguments.popFirst() {
            switch argument {
            case "--format":
                let format = try value(for: argument, in: &arguments)
                guard format == "json" || format == "text" else { throw UsageError(message: "explore --format takes text or json, not '\(format)'") }
                options.json = format == "json"
            case "--emit": options.emit = try value(for: argument, in: &arguments)
            case "--tip": options.tipID = try value(for: argument, in: &arguments)
            case "--depth": options.limits.depth = try count(argument, in: 1...20)
            case "--states": options.limits.states = try count(argument, in: 1...1_000_000)
            case overwriteFlag: options.overwrites = true
            default:
                guard !argument.hasPrefix("-") else { throw unknownOption(argument) }
                files.append(argument)
            }
        }
        guard files.count <= 1 else { throw UsageError(message: "explore takes at most one FILE.json") }
        if options.tipID != nil, options.emit == nil { throw UsageError(message: "--tip chooses the walk --emit writes; give --emit OUT.tipscript") }
        if options.overwrites, options.emit == nil { throw UsageError(message: "--overwrite replaces the file --emit names; give --emit OUT.tipscript") }
        return .explore(file: files.first, options: options)
    }

    private static func shot(_ arguments: inout ArraySlice<String>) throws(UsageError) -> Invocation {
        var options = ShotOptions()
        var files: [String] = []
        var scaleWasGiven = false
        while let argument = arguments.popFirst() {
            switch argument {
            case "-o", "--output": options.output = try value(for: argument, in: &arguments)
            case "--screen": options.screen = try value(for: argument, in: &arguments)
            case "--locale": options.locale = try value(for: argument, in: &arguments)
            case "--ascii": options.ascii = true
            case "--placement": options.showsPlacement = true
            case overwriteFlag: options.overwrites = true
            case let tipKit where tipKit.hasPrefix("-com.apple.TipKit."):
                options.tipKitArguments += [tipKit, try value(for: tipKit, in: &arguments)]
            case "--scale":
                let text = try value(for: argument, in: &arguments)
                guard let scale = Int(text), (1...4).contains(scale) else {
                    throw UsageError(message: "--scale takes a PNG's pixels per picture pixel, 1 to 4, not '\(text)'")
                }
                scaleWasGiven = true
                options.scale = scale
            case "--width":
                let name = try value(for: argument, in: &arguments)
                guard let width = WidthPreset(rawValue: name) else {
                    throw UsageError(message: "unknown width '\(name)'; expected one of: \(WidthPreset.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.width = width
            case "--text-size":
                let name = try value(for: argument, in: &arguments)
                guard let size = TextSize(name: name) else {
                    throw UsageError(message: "unknown text size '\(name)'; expected one of: \(TextSize.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.textSize = size
            case "--size":
                let text = try value(for: argument, in: &arguments)
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, (40...500).contains(parts[0]), (12...200).contains(parts[1]) else {
                    throw UsageError(message: "--size takes WIDTHxHEIGHT from 40x12 to 500x200, not '\(text)'")
                }
                options.size = Size(width: parts[0], height: parts[1])
            default:
                guard !argument.hasPrefix("-") else { throw unknownOption(argument) }
                files.append(argument)
            }
        }
        guard files.count <= 1 else { throw UsageError(message: "shot takes at most one FILE.json") }
        let extensionOK = [".svg", ".png"].contains { options.output.lowercased().hasSuffix($0) }
        guard extensionOK else { throw UsageError(message: "shot needs -o OUT.svg or -o OUT.png") }
        if scaleWasGiven, !options.isPNG {
            throw UsageError(message: "--scale sets a PNG's pixels; an SVG is sharp at any size, so give -o OUT.png or leave --scale out")
        }
        return .shot(file: files.first, options: options)
    }

    private static func catalog(_ arguments: inout ArraySlice<String>) throws(UsageError) -> Invocation {
        var output: String?
        var files: [String] = []
        while let argument = arguments.popFirst() {
            switch argument {
            case "-o", "--output": output = try value(for: argument, in: &arguments)
            case overwriteFlag:
                throw UsageError(message: "catalog brings its own earlier catalogue up to date without --overwrite, and never writes over other files")
            default:
                guard !argument.hasPrefix("-") else { throw unknownOption(argument) }
                files.append(argument)
            }
        }
        guard let output, !output.isEmpty else { throw UsageError(message: "catalog needs -o DIR, the folder to write the site into") }
        return .catalog(files: files, output: output)
    }

    /// The remaining arguments, which must all be file names.
    private static func positionals(_ arguments: inout ArraySlice<String>) throws(UsageError) -> [String] {
        var files: [String] = []
        while let argument = arguments.popFirst() {
            if argument.hasPrefix("-") && argument != "-" { throw unknownOption(argument) }
            files.append(argument)
        }
        return files
    }

    private static func value(for option: String, in arguments: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = arguments.popFirst() else { throw UsageError(message: "\(option) needs a value") }
        return value
    }

    private static func unknownOption(_ option: String) -> UsageError {
        UsageError(message: "unknown option '\(option)'")
    }
}
