import Foundation
import TipCommandLine
import TipCore
import TipPlayground
import TipTUIKit

/// How a live session is driven besides the keyboard.
enum LiveMode {
    /// The person drives everything.
    case interactive
    /// The person drives; their actions are written as a script when they quit (replacing an
    /// earlier recording at `output` when `overwrites`).
    case recording(output: String, overwrites: Bool)
}

/// `tiptui [FILE]` and `tiptui record`: the playground in the real terminal.
/// - Returns: the process exit code (2 when the playground, datastore or terminal is unusable).
func runLive(file: String?, options: RunOptions, mode: LiveMode) -> Int32 {
    var datastore = options.datastore
    if case .recording = mode, options.sync != nil {
        printError("tiptui: record does not sync: a recording replays on a fresh device; drop --sync and --device")
        return 2
    }
    if case .recording = mode, let persona = options.personas.arguments.first {
        printError("tiptui: record starts on a fresh device; press p or type :persona \(persona) while recording, so the script says it")
        return 2
    }
    let syncing: SyncTarget?
    do { syncing = try options.sync.map(SyncTarget.init) } catch {
        printError("\(error)")
        return 2
    }
    if case .recording(let output, let overwrites) = mode {
        do {
            // Before the session: a recording that cannot be written is known now, not at quit.
            try GeneratedFile.recordedScript.checkMayWrite(to: output, overwriting: overwrites)
            datastore = try options.recordingDatastore()
        } catch let error as InvocationParser.UsageError {
            printError("tiptui: \(error.message)")
            return 2
        } catch {
            printError("tiptui: \(error)")
            return 2
        }
    }
    let launch: PlaygroundLaunch
    do {
        launch = try PlaygroundLaunch.open(
            file: file, datastore: datastore, environment: ProcessInfo.processInfo.environment,
            resetDatastore: options.resetDatastore)
    } catch {
        printError(error.description)
        return 2
    }
    if let locale = options.locale, !launch.document.locales.contains(locale) {
        let known = launch.document.locales.joined(separator: ", ")
        printError("tiptui: no tip copy in locale '\(locale)'; this playground has: \(known.isEmpty ? "none" : known)")
        return 2
    }
    do {
        try options.personas.check(against: launch.document)
    } catch {
        printError("tiptui: \(launch.document.fileName): \(error)")
        return 2
    }
    guard let terminal = openTerminal() else { return 2 }
    var state = AppState()
    state.looking.usesASCII = options.ascii || !terminal.localeIsUTF8
    state.looking.locale = options.locale
    state.looking.textSize = options.textSize
    // The clock goes on where the last run left it, unless real time (`--clock now`), an
    // empty store (`--reset-datastore`) or the scripts' frozen clock (`--clock frozen`) was
    // asked for.
    let start: Date
    switch options.clock {
    case .frozen: start = ScriptPlayer.defaultStart
    case .realTime: start = Date()
    case .whereLastLeft:
        let savedOffset = (try? SimulatedClockOffset.saved(in: launch.datastore)) ?? 0
        start = Date() + (options.resetDatastore ? 0 : savedOffset)
    }
    let session: PlaygroundSession
    do {
        session = try PlaygroundSession(
            document: launch.document, datastore: launch.datastore, clock: ManualClock(start),
            launchArguments: options.tipKitArguments, resetDatastore: options.resetDatastore, size: terminal.size,
            state: state, syncing: syncing, personas: options.personas)
    } catch let error as SessionError {
        terminal.close()
        printError("tiptui: \(error)")
        return 2
    } catch {
        terminal.close()
        printError("\(launch.datastore.location): cannot start the engine: \(error)")
        return 2
    }

    // The live playground is where copy is edited and written back to its files.
    session.writesCopyBack = true
    var recorder: ScriptRecorder?
    if case .recording(let output, _) = mode {
        recorder = ScriptRecorder(session: session, playgroundFile: file, output: output)
    }
    // The first tick says where real time is: the header shows the clock's offset from it. A
    // frozen clock never hears of real time, as in a script.
    let followsRealTime = options.clock != .frozen
    if followsRealTime { session.send(.tick(Date())) }
    // Said last, so the first frame's message line says why it is drawn in ASCII (a warning,
    // through the update like everything the log holds).
    if !terminal.localeIsUTF8 { session.send(.unavailable(asciiLocaleNotice(canDrawUnicode: terminal.isUTF8))) }
    var loop = LiveLoop(
        session: session, terminal: terminal, watchedFile: file, recorder: recorder, followsRealTime: followsRealTime)
    loop.run()
    session.endPresentations()
    terminal.close()
    if case .recording(let output, let overwrites) = mode, var recorder = loop.recorder {
        do {
            try recorder.write(endingWith: session, to: URL(fileURLWithPath: output), overwriting: overwrites)
            print("recorded \(output); replay it with: tiptui check \(output)")
        } catch {
            // Keep the walkthrough: print it so it can be saved by hand.
            printError("tiptui: \(error); the recorded script follows on standard output")
            print(recorder.script(endingWith: session))
            return 2
        }
    }
    return 0
}

/// What the message line says when the locale is not UTF-8 (`LANG=C`): the playground draws in
/// ASCII, and how to get Unicode.
private func asciiLocaleNotice(canDrawUnicode: Bool) -> String {
    let environment = ProcessInfo.processInfo.environment
    let setting = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { name in
        environment[name].flatMap { $0.isEmpty ? nil : "\(name)=\($0)" }
    }.first ?? "no LANG"
    return canDrawUnicode
        ? "\(setting) is not UTF-8: drawn in ASCII; A draws Unicode (or LANG=C.UTF-8)"
        : "\(setting) is not UTF-8: drawn in ASCII; run with LANG=C.UTF-8 for Unicode"
}
