import TipDrawing
import TipPlayground

/// What the user asked `tiptui` to do, parsed from the command line.
public enum Invocation: Equatable, Sendable {
    /// Open the playground (a file, or the built-in default when `file` is nil).
    case run(file: String?, options: RunOptions)
    /// Validate a playground file without opening the screen.
    case lint(files: [String])
    /// Review playground files' copy and behaviour against the guides (nil file: the built-in one).
    case review(files: [String], options: ReviewOptions)
    /// Run demo scripts headless and report failing expectations.
    case check(scripts: [String], options: CheckOptions)
    /// Make chosen new screens of a review (`check --review DIR`) the goldens; with no names and
    /// without `all`, list them and change nothing.
    case approve(folder: String, names: [String], all: Bool)
    /// Record that chosen new screens of a review were rejected, and why, for `check` to report
    /// until they change.
    case reject(folder: String, names: [String], all: Bool, reason: String)
    /// Run a demo script live in the terminal, at the `--speed` given as written (nil: normal
    /// speed); the player reads the word (`PlaybackSpeed(option:)`, a usage error if it is none).
    case play(script: String, options: RunOptions, speed: String? = nil)
    /// Open the playground and write the session's actions as a script (`overwrites`: replace an
    /// earlier recording at `output`, `--overwrite`).
    case record(output: String, file: String?, options: RunOptions, overwrites: Bool = false)
    /// Read Swift sources and write (or print) a playground (`overwrites`: replace an earlier
    /// import at `output`, `--overwrite`).
    case importSources(paths: [String], output: String?, overwrites: Bool = false)
    /// Read translated XLIFF (files or folders) back into a playground: written as the playground
    /// with the translations in its copy (`output` ends `.json`), or as a String Catalog (`.xcstrings`);
    /// nil prints the playground; `inPlace` writes the playground file and its String Catalogs
    /// themselves, keeping their previous content beside them.
    case importTranslations(playground: String, xliff: [String], output: String?, overwrites: Bool = false, inPlace: Bool = false)
    /// Write a playground's tips as TipKit (or TipCore) Swift code and a String Catalog.
    case export(file: String, options: ExportOptions)
    /// `tiptui explore [FILE.json] [--format json] [--emit OUT.tipscript [--tip ID]]`.
    case explore(file: String?, options: ExploreOptions)
    /// `tiptui shot [FILE.json] --screen ID -o OUT.svg|OUT.png`: a picture of one screen.
    case shot(file: String?, options: ShotOptions)
    /// `tiptui catalog [FILE.json...] -o DIR`: a static site of every tip (no file: the built-in
    /// playground).
    case catalog(files: [String], output: String)
    case help
    case version
}

/// Where a live session's simulated clock starts (`--clock`).
public enum ClockStart: Equatable, Sendable {
    /// Where the last run on this datastore left it, then following real time (the default).
    case whereLastLeft
    /// At real time, then following it (`--clock now`).
    case realTime
    /// Where scripts start it (the script player's default start), moved only by the clock keys, as
    /// in a script (`--clock frozen`): nothing happens between inputs, so the screen after a
    /// series of keys is the one `tiptui check` composes for the same keys.
    case frozen
}

/// Options shared by every mode that opens a playground.
public struct RunOptions: Equatable, Sendable {
    /// Where the engine keeps its state: nil = the per-playground default location.
    public var datastore: DatastoreChoice?
    /// Empty the datastore before configuring (like `-com.apple.TipKit.ResetDatastore 1`).
    public var resetDatastore = false
    /// Where the simulated clock starts and whether it follows real time (`--clock`).
    public var clock = ClockStart.whereLastLeft
    /// Draw with ASCII glyphs only; also chosen automatically when the locale is not UTF-8.
    public var ascii = false
    /// The locale of tip copy, e.g. "fr"; nil = the playground's base copy.
    public var locale: String?
    /// The simulated Dynamic Type size of tip copy (`--text-size AX3`).
    public var textSize = TextSize.default
    /// TipKit launch arguments passed through to the engine (`-com.apple.TipKit.ShowAllTips 1` ...).
    public var tipKitArguments: [String] = []
    /// The sync store and the device name this tiptui syncs as (`--sync PATH --device NAME`).
    public var sync: SyncOptions?
    /// The personas the devices start from (`--persona NAME`, `--persona DEVICE=NAME`), each on
    /// a datastore of its own.
    public var personas = PersonaChoice()

    public init() {}
}

/// `--sync PATH --device NAME`: this tiptui is one of a person's devices, syncing its tip state
/// through the sync store at `path` with the other tiptuis (or programs) that open it.
public struct SyncOptions: Equatable, Sendable {
    public var path: String
    public var device: String

    public init(path: String, device: String) {
        self.path = path
        self.device = device
    }
}

/// Options of `tiptui export`.
public struct ExportOptions: Equatable, Sendable {
    public var swiftOutput: String?
    public var stringCatalogOutput: String?
    /// A folder for one XLIFF file per translated locale (`--xliff DIR`).
    public var xliffFolder: String?
    /// Write code that builds against TipCore instead of TipKit.
    public var tipCore = false
    /// Also write SwiftUI views of the screens (TipKit form only).
    public var views = false
    /// Replace earlier exports at the output paths (`--overwrite`).
    public var overwrites = false

    public init() {}
}

/// Options of `tiptui check`.
public struct CheckOptions: Equatable, Sendable {
    public var updateSnapshots = false
    public var castOutput: String?
    /// Markdown, or HTML when the name ends in `.html`.
    public var reportOutput: String?
    /// An animated picture of the run (`--gif OUT.gif`), one script only, played `gifSpeed`
    /// times as fast as the recording (`--speed N`).
    public var gifOutput: String?
    public var gifSpeed = 1.0
    /// JUnit XML of the run, for CI (`--junit OUT.xml`).
    public var junitOutput: String?
    /// A folder for pictures of every snapshot and failure (`--svg DIR`).
    public var svgDirectory: String?
    /// Each script runs as this device, syncing through this store (`--sync PATH --device NAME`).
    public var sync: SyncOptions?
    /// A folder for a review of every changed snapshot (`--review DIR`), for `tiptui approve`.
    public var reviewDirectory: String?
    /// Replace earlier casts, reports, pictures and reviews at the output paths (`--overwrite`).
    public var overwrites = false

    /// Whether the report is the HTML one.
    public var reportIsHTML: Bool { reportOutput.map { $0.lowercased().hasSuffix(".html") || $0.lowercased().hasSuffix(".htm") } ?? false }

    public init() {}
}

/// Options of `tiptui shot`: which screen, seen how, written where.
public struct ShotOptions: Equatable, Sendable {
    public var output = ""
    /// The mock screen to show; the playground's first when nil.
    public var screen: String?
    public var locale: String?
    public var width = WidthPreset.full
    public var textSize = TextSize.default
    /// The terminal the playground is drawn in.
    public var size = Size(width: 80, height: 24)
    public var ascii = false
    /// Whether the placement overlay (`P`) is drawn over the device.
    public var showsPlacement = false
    /// Replace an earlier picture at `output` (`--overwrite`).
    public var overwrites = false
    /// TipKit launch arguments (`-com.apple.TipKit.ShowAllTips 1` …), passed to the engine as the
    /// playground passes them.
    public var tipKitArguments: [String] = []
    /// Device pixels a picture pixel in a PNG (`--scale`): 2 by default, as the screens of the
    /// phones and laptops the picture is looked at on.
    public var scale = 2

    public init() {}

    /// Whether the picture is a PNG (drawn by headless Chromium) rather than an SVG.
    public var isPNG: Bool { output.lowercased().hasSuffix(".png") }
}

/// Options of `tiptui explore`.
public struct ExploreOptions: Equatable, Sendable {
    public var json = false
    /// Where to write the walkthrough script.
    public var emit: String?
    /// With `--emit`: only this tip's shortest walk.
    public var tipID: String?
    public var limits = ExploreLimits()
    /// Replace an earlier walkthrough at `emit` (`--overwrite`).
    public var overwrites = false

    public init() {}
}

/// How far `tiptui explore` searches (`--depth`, `--states`): counted, not timed, so a run is
/// the same on any machine.
public struct ExploreLimits: Equatable, Sendable {
    /// Steps per walk.
    public var depth: Int
    /// States told apart before the search stops.
    public var states: Int

    public init(depth: Int = 6, states: Int = 3_000) {
        self.depth = depth
        self.states = states
    }
}
