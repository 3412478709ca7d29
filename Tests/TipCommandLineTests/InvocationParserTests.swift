import Testing
@testable import TipCommandLine

@Suite struct InvocationParserTests {
    @Test func noArgumentsOpensTheDefaultPlayground() throws {
        #expect(try InvocationParser.parse([]) == .run(file: nil, options: RunOptions()))
    }

    @Test func aFileAndOptionsOpenThatPlayground() throws {
        var options = RunOptions()
        options.datastore = .memory
        options.ascii = true
        options.locale = "fr"
        options.tipKitArguments = ["-com.apple.TipKit.ShowTips", "A,B"]
        let parsed = try InvocationParser.parse(
            ["--datastore", "memory", "trails.json", "--ascii", "--locale", "fr", "-com.apple.TipKit.ShowTips", "A,B"])
        #expect(parsed == .run(file: "trails.json", options: options))
    }

    @Test func checkTakesScriptsAndOutputs() throws {
        var options = CheckOptions()
        options.updateSnapshots = true
        options.castOutput = "out.cast"
        options.reportOutput = "report.md"
        options.junitOutput = "junit.xml"
        let parsed = try InvocationParser.parse(
            ["check", "--update-snapshots", "a.tipscript", "--cast", "out.cast", "b.tipscript", "--report", "report.md",
             "--junit", "junit.xml"])
        #expect(parsed == .check(scripts: ["a.tipscript", "b.tipscript"], options: options))
    }

    @Test func checkTakesAGIFAndHowFastItPlays() throws {
        var options = CheckOptions()
        options.gifOutput = "walk.gif"
        options.gifSpeed = 2
        #expect(try InvocationParser.parse(["check", "a.tipscript", "--gif", "walk.gif", "--speed", "2"]) == .check(scripts: ["a.tipscript"], options: options))
        #expect(throws: InvocationParser.UsageError(message: "--speed needs a number greater than 0, such as 2 (twice as fast) or 0.5; got '0'")) {
            try InvocationParser.parse(["check", "a.tipscript", "--gif", "walk.gif", "--speed", "0"])
        }
        #expect(throws: InvocationParser.UsageError(message: "--speed is how fast the --gif picture plays; give --gif OUT.gif too")) {
            try InvocationParser.parse(["check", "a.tipscript", "--speed", "2"])
        }
    }

    @Test func checkTakesAReviewFolderButNotWithUpdateSnapshots() throws {
        var options = CheckOptions()
        options.reviewDirectory = "review"
        #expect(try InvocationParser.parse(["check", "--review", "review", "a.tipscript"]) == .check(scripts: ["a.tipscript"], options: options))
        #expect(throws: InvocationParser.UsageError(message: "--update-snapshots records every changed screen unseen; --review DIR shows them for tiptui approve: choose one")) {
            try InvocationParser.parse(["check", "--review", "review", "--update-snapshots", "a.tipscript"])
        }
        #expect(throws: InvocationParser.UsageError(message: "--review needs a value")) { try InvocationParser.parse(["check", "a.tipscript", "--review"]) }
    }

    @Test func rejectTakesWhatApproveTakesAndAReason() throws {
        #expect(try InvocationParser.parse(["reject", "review", "a/start", "--reason", "cut off"])
            == .reject(folder: "review", names: ["a/start"], all: false, reason: "cut off"))
        #expect(try InvocationParser.parse(["reject", "--reason", "too long", "--all", "review"])
            == .reject(folder: "review", names: [], all: true, reason: "too long"))
        #expect(throws: InvocationParser.UsageError(message: "reject needs --reason \"TEXT\": what is wrong with the new screen, for whoever changes it next")) {
            try InvocationParser.parse(["reject", "review", "start"])
        }
        #expect(throws: InvocationParser.UsageError(message: "reject needs --reason \"TEXT\": what is wrong with the new screen, for whoever changes it next")) {
            try InvocationParser.parse(["reject", "review", "start", "--reason", "  "])
        }
        #expect(throws: InvocationParser.UsageError(message: "--reason needs the reason, e.g. --reason \"the arrow is cut off\"")) {
            try InvocationParser.parse(["reject", "review", "start", "--reason"])
        }
        #expect(throws: InvocationParser.UsageError(message: "reject needs the snapshots to reject: NAME... or --all (tiptui approve review lists them)")) {
            try InvocationParser.parse(["reject", "review", "--reason", "no"])
        }
        #expect(throws: InvocationParser.UsageError(message: "reject needs the folder check --review wrote")) { try InvocationParser.parse(["reject", "--reason", "no"]) }
    }

    @Test func approveTakesTheReviewFolderAndNamesOrAll() throws {
        #expect(try InvocationParser.parse(["approve", "review"]) == .approve(folder: "review", names: [], all: false))
        #expect(try InvocationParser.parse(["approve", "review", "a/start", "end"]) == .approve(folder: "review", names: ["a/start", "end"], all: false))
        #expect(try InvocationParser.parse(["approve", "--all", "review"]) == .approve(folder: "review", names: [], all: true))
        #expect(throws: InvocationParser.UsageError(message: "approve needs the folder check --review wrote")) { try InvocationParser.parse(["approve"]) }
        #expect(throws: InvocationParser.UsageError(message: "approve takes NAME... or --all, not both")) {
            try InvocationParser.parse(["approve", "review", "start", "--all"])
        }
        #expect(throws: InvocationParser.UsageError(message: "unknown option '--al'")) { try InvocationParser.parse(["approve", "review", "--al"]) }
    }

    @Test func everyCommandThatWritesFilesTakesOverwrite() throws {
        #expect(try InvocationParser.parse(["record", "walk.tipscript", "--overwrite", "p.json"])
            == .record(output: "walk.tipscript", file: "p.json", options: RunOptions(), overwrites: true))
        guard case .export(_, let export) = try InvocationParser.parse(["export", "p.json", "--swift", "A.swift", "--overwrite"]),
              case .check(_, let check) = try InvocationParser.parse(["check", "--overwrite", "--report", "qa.md", "a.tipscript"]),
              case .shot(_, let shot) = try InvocationParser.parse(["shot", "-o", "a.svg", "--overwrite"]),
              case .explore(_, let explore) = try InvocationParser.parse(["explore", "--emit", "w.tipscript", "--overwrite"])
        else { Issue.record("not parsed as their commands"); return }
        #expect(export.overwrites && check.overwrites && shot.overwrites && explore.overwrites)
        guard case .export(_, let plain) = try InvocationParser.parse(["export", "p.json", "--swift", "A.swift"]) else { return }
        #expect(!plain.overwrites)
    }

    @Test func recordTakesAnOutputAndAnOptionalPlayground() throws {
        #expect(try InvocationParser.parse(["record", "walk.tipscript"])
            == .record(output: "walk.tipscript", file: nil, options: RunOptions()))
        #expect(try InvocationParser.parse(["record", "walk.tipscript", "p.json"])
            == .record(output: "walk.tipscript", file: "p.json", options: RunOptions()))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["lint"], "lint needs at least one FILE.json"),
        (["check", "--cast"], "--cast needs a value"),
        (["a.json", "b.json"], "expected at most one playground file, got 2"),
        (["play"], "play needs exactly one SCRIPT"),
        (["--datastore"], "--datastore needs a value"),
        (["lnt", "a.json"], "expected at most one playground file, got 2"),
        (["reveiw"], "unknown command 'reveiw'; did you mean 'review'? (to open a playground file without an extension, write ./reveiw)"),
    ])
    func badCommandLinesSayWhatWasExpected(arguments: [String], message: String) {
        #expect(throws: InvocationParser.UsageError(message: message)) {
            try InvocationParser.parse(arguments)
        }
    }

    @Test func aRecordingPlaysOnAnEmptyInMemoryStoreAsItsReplayDoes() throws {
        #expect(try RunOptions().recordingDatastore() == .memory, "not the playground's saved state")
        var options = RunOptions()
        options.datastore = .memory
        #expect(try options.recordingDatastore() == .memory)
        options.datastore = .path("/tmp/state")
        #expect(throws: InvocationParser.UsageError.self) { try options.recordingDatastore() }
    }

    @Test func aLeadingDoubleDashIsSkippedAsSwiftRunPassesItThrough() throws {
        var options = RunOptions()
        options.locale = "ja"
        options.ascii = true
        #expect(try InvocationParser.parse(["--", "--locale", "ja", "--ascii"]) == .run(file: nil, options: options))
        #expect(try InvocationParser.parse(["--", "lint", "a.json"]) == .lint(files: ["a.json"]))
        #expect(throws: InvocationParser.UsageError(message: "unknown option '--'")) {
            try InvocationParser.parse(["a.json", "--"])
        }
    }

    @Test func catalogTakesPlaygroundsAndNeedsAnOutputFolder() throws {
        #expect(try InvocationParser.parse(["catalog", "a.json", "b.json", "-o", "site"]) == .catalog(files: ["a.json", "b.json"], output: "site"))
        #expect(try InvocationParser.parse(["catalog", "-o", "site"]) == .catalog(files: [], output: "site"))
        #expect(throws: InvocationParser.UsageError(message: "catalog needs -o DIR, the folder to write the site into")) {
            try InvocationParser.parse(["catalog", "a.json"])
        }
        #expect(throws: InvocationParser.UsageError(message: "unknown option '--ascii'")) {
            try InvocationParser.parse(["catalog", "--ascii", "-o", "site"])
        }
    }

    @Test func theHelpTextListsEveryModeAndOption() {
        #expect(InvocationParser.usage == """
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
            """)
        for line in InvocationParser.usage.split(separator: "\n") {
            #expect(line.count <= 80, "help line wider than 80 columns: \(line)")
        }
    }

    @Test("--persona NAME is for every device, --persona DEVICE=NAME for one; a device or all named twice is refused")
    func personasPerDevice() throws {
        var options = RunOptions()
        options.personas = PersonaChoice(everyDevice: "regular", byDevice: ["ipad": "day3"])
        #expect(try InvocationParser.parse(["--persona", "ipad=day3", "--persona", "regular", "notes.json"])
            == .run(file: "notes.json", options: options))
        #expect(throws: InvocationParser.UsageError(message: "--persona names a persona for ipad twice; give one")) {
            try InvocationParser.parse(["--persona", "ipad=a", "--persona", "ipad=b"])
        }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["--persona", "a", "--persona", "b"]) }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["--persona", "ipad="]) }
    }

    @Test func helpAndVersionWinOverEverythingElse() throws {
        #expect(try InvocationParser.parse(["lint", "--help"]) == .help)
        #expect(try InvocationParser.parse(["x.json", "--version"]) == .version)
    }

    @Test func importTakesPathsAndAnOptionalOutput() throws {
        #expect(try InvocationParser.parse(["import", "Sources", "App.swift", "-o", "out.json"]) == .importSources(paths: ["Sources", "App.swift"], output: "out.json"))
        #expect(try InvocationParser.parse(["import", "Sources"]) == .importSources(paths: ["Sources"], output: nil))
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["import"]) }
        #expect(try InvocationParser.parse(["import", "Sources", "-o", "out.json", "--overwrite"])
            == .importSources(paths: ["Sources"], output: "out.json", overwrites: true))
        #expect(throws: InvocationParser.UsageError(message: "--overwrite replaces the file -o names; without -o the playground goes to standard output")) {
            try InvocationParser.parse(["import", "Sources", "--overwrite"])
        }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["import", "a", "--bogus"]) }
    }

    @Test func importOfAPlaygroundReadsTranslatedXLIFF() throws {
        #expect(try InvocationParser.parse(["import", "p.json", "fr.xliff", "xliff", "-o", "out.json"])
            == .importTranslations(playground: "p.json", xliff: ["fr.xliff", "xliff"], output: "out.json"))
        #expect(try InvocationParser.parse(["import", "p.json", "xliff", "-o", "L.xcstrings", "--overwrite"])
            == .importTranslations(playground: "p.json", xliff: ["xliff"], output: "L.xcstrings", overwrites: true))
        #expect(try InvocationParser.parse(["import", "p.json", "fr.xliff"]) == .importTranslations(playground: "p.json", xliff: ["fr.xliff"], output: nil))
        #expect(try InvocationParser.parse(["import", "p.json", "fr.xliff", "--in-place"])
            == .importTranslations(playground: "p.json", xliff: ["fr.xliff"], output: nil, inPlace: true))
        #expect(throws: InvocationParser.UsageError(message: "--in-place writes the translations into p.json itself, -o into a new file: choose one")) {
            try InvocationParser.parse(["import", "p.json", "fr.xliff", "--in-place", "-o", "out.json"])
        }
        #expect(throws: InvocationParser.UsageError(message: "--in-place imports translations: tiptui import FILE.json XLIFF... --in-place")) {
            try InvocationParser.parse(["import", "Sources", "--in-place"])
        }
        #expect(throws: InvocationParser.UsageError(message: "import p.json needs the translated XLIFF files or folders after it")) {
            try InvocationParser.parse(["import", "p.json"])
        }
        #expect(throws: InvocationParser.UsageError(
            message: "-o names a playground (OUT.json) or a String Catalog (OUT.xcstrings) to write the translations into")) {
            try InvocationParser.parse(["import", "p.json", "fr.xliff", "-o", "fr.strings"])
        }
    }

    @Test func playTakesAScriptAndASpeed() throws {
        var ascii = RunOptions()
        ascii.ascii = true
        #expect(try InvocationParser.parse(["play", "demo.tipscript"]) == .play(script: "demo.tipscript", options: RunOptions(), speed: nil))
        #expect(try InvocationParser.parse(["play", "demo.tipscript", "--speed", "2", "--ascii"])
            == .play(script: "demo.tipscript", options: ascii, speed: "2"))
        #expect(try InvocationParser.parse(["play", "--speed", "max", "demo.tipscript"]) == .play(script: "demo.tipscript", options: RunOptions(), speed: "max"))
        // The word is the player's to read (`PlaybackSpeed(option:)`, PlaybackSpeedTests).
        #expect(throws: InvocationParser.UsageError(message: "--speed needs a value")) {
            try InvocationParser.parse(["play", "demo.tipscript", "--speed"])
        }
        #expect(throws: InvocationParser.UsageError(message: "unknown option '--speed'")) {
            try InvocationParser.parse(["demo.json", "--speed", "2"])
        }
    }

    @Test func exportTakesAPlaygroundAndOutputs() throws {
        var options = ExportOptions()
        options.swiftOutput = "Tips.swift"
        options.stringCatalogOutput = "L.xcstrings"
        options.tipCore = true
        #expect(try InvocationParser.parse(["export", "p.json", "--swift", "Tips.swift", "--xcstrings", "L.xcstrings", "--tipcore"]) == .export(file: "p.json", options: options))
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["export", "p.json"]) }
        var views = ExportOptions()
        views.swiftOutput = "App.swift"
        views.views = true
        #expect(try InvocationParser.parse(["export", "p.json", "--swift", "App.swift", "--views"]) == .export(file: "p.json", options: views))
        #expect(throws: InvocationParser.UsageError(
            message: "--views writes SwiftUI views into the TipKit Swift: give --swift OUT.swift, without --tipcore")) {
            try InvocationParser.parse(["export", "p.json", "--swift", "App.swift", "--views", "--tipcore"])
        }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["export", "--swift", "x.swift"]) }
        var xliff = ExportOptions()
        xliff.xliffFolder = "translations"
        #expect(try InvocationParser.parse(["export", "p.json", "--xliff", "translations"]) == .export(file: "p.json", options: xliff))
    }
}

@Suite struct InvocationParserClockTests {
    @Test func clockNowStartsAtRealTime() throws {
        var options = RunOptions()
        options.clock = .realTime
        #expect(try InvocationParser.parse(["--clock", "now", "trails.json"]) == .run(file: "trails.json", options: options))
    }

    @Test func clockFrozenStartsWhereScriptsDoAndFollowsNoRealTime() throws {
        var options = RunOptions()
        options.clock = .frozen
        #expect(try InvocationParser.parse(["--clock", "frozen"]) == .run(file: nil, options: options))
    }

    @Test func clockTakesOnlyNowOrFrozen() {
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["--clock", "tomorrow"]) }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["--clock"]) }
    }
}

/// `--sync PATH --device NAME`: both, or neither.
struct SyncOptionParsingTests {
    @Test func syncAndDeviceGoTogether() throws {
        let invocation = try InvocationParser.parse(["--sync", "s.sqlite", "--device", "phone", "p.json"])
        guard case .run(_, let options) = invocation else { Issue.record("\(invocation)"); return }
        #expect(options.sync == SyncOptions(path: "s.sqlite", device: "phone"))
        let check = try InvocationParser.parse(["check", "--device", "ipad", "--sync", "s.sqlite", "a.tipscript"])
        guard case .check(_, let checkOptions) = check else { Issue.record("\(check)"); return }
        #expect(checkOptions.sync == SyncOptions(path: "s.sqlite", device: "ipad"))
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["--sync", "s.sqlite"]) }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["check", "--device", "x", "a.tipscript"]) }
    }
}
