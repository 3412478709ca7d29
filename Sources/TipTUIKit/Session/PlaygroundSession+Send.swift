extension PlaygroundSession {
    /// What one input did, as values: what it resolved to, what it logged (presentations
    /// included) and what was refused. Nothing has to read the log's text to know.
    public struct Outcome: Equatable, Sendable {
        /// The actions the input turned out to be: a click on the compass is
        /// `.press(control: "compass")`, the key `d` is `.advance(86_400)`. Empty for a key that
        /// only edited the `:` line or a text field, or did nothing.
        public var performed: [PlaygroundAction] = []
        /// Log entries the input added, oldest first.
        public var log: [LogEntry] = []
        /// What was refused, with what to do instead; also in the log, as errors.
        public var errors: [SessionError] = []
        /// The person asked to quit (`q`, Ctrl-C).
        public var quits = false
        /// Whether the input could change the app (its engine, store or presentations); false for
        /// an input that only looked or moved focus, after which every tip is as it was.
        public var mayHaveChangedTheApp = false
        /// What the input asked for after its transaction (a launch, a persona, a sync), in the
        /// order they ran: what a test states beside the state's change.
        var effects: [SessionEffect] = []

        public init() {}

        /// This outcome followed by `next`'s (the keys of one `key` line).
        mutating func append(_ next: Outcome) {
            performed += next.performed
            log += next.log
            errors += next.errors
            quits = quits || next.quits
            mayHaveChangedTheApp = mayHaveChangedTheApp || next.mayHaveChangedTheApp
            effects += next.effects
        }
    }

    /// Handles one input, in the shape of The Elm Architecture: `reduce` changes the state and
    /// returns the effects the input asks for; the device settles what it presents from its new
    /// state; the effects run once the input's write transaction is over; the frame is composed
    /// when it is next read. Looking (width, locale, text size, panels, resizing) changes only the
    /// chrome's state, so it cannot begin or end a presentation.
    @discardableResult
    public func send(_ action: PlaygroundAction) -> Outcome {
        send(action, settlingFocus: true)
    }

    /// `send(_:)`, the focus check at its end left out without `settlingFocus`: a single input
    /// leaves the focus where it put it, not yet checked against the device laid out again
    /// (`settleFocus()`: a layout, after every press). For a caller that reads only the app of the
    /// session (its engine, screen and presentations) and calls `settleFocus()` before anything
    /// reads the focus, draws, or is sent another input: `tiptui explore`, for the many states it
    /// reaches only to find them seen. Several inputs (a `key` line) settle it after each.
    @discardableResult
    func send(_ action: PlaygroundAction, settlingFocus: Bool) -> Outcome {
        let inputs = action.inputs
        guard inputs == [action] else {
            // Several inputs (a `key` line's keys, `type`'s characters): one after the other.
            var outcome = Outcome()
            for input in inputs { outcome.append(send(input)) }
            return outcome
        }
        outcome = Outcome()
        // A key bound to an action is resolved once, before anything changes: what it means
        // decides both whether the input runs in a write transaction and what is done. A key for
        // what is open (the help, the `:` line, an editor, the grid) stays a key; reading where it
        // goes again changes nothing, since nothing has changed yet.
        let action = if case .key(let key) = action, case .action(let meant) = KeyTarget(of: key, in: facts) { meant } else { action }
        let changesTheApp = mayChangeTheApp(action)
        outcome.mayHaveChangedTheApp = changesTheApp
        var effects: [SessionEffect] = []
        func handle() {
            do throws(SessionError) { effects = try reduce(action) } catch { fail(error) }
            device.settle()
            // The clock's offset, when it moved, in the input's transaction (said once if not taken).
            if changesTheApp, let failure = clockFollower.keepInStore(after: action, now: clock.now, engine: engine, document: document) {
                log(failure, .error)
            }
        }
        if changesTheApp {
            // One write transaction for everything the input changes: its effects on the engine,
            // the presentations they begin or end, the clock's offset.
            do {
                try engine.inOneTransaction { handle() }
            } catch {
                fail(SessionError("the datastore did not take this change (\(error)); nothing of it was saved"))
            }
        } else {
            handle()
        }
        outcome.effects = SessionEffect.toRun(effects)
        runEffects(outcome.effects)
        // Time passes and sync arrives for every device, not only the one acted on.
        for other in devices where other !== device { other.settle() }
        takeDeviceLog()
        clockFollower.refreshStatus(now: clock.now)
        if settlingFocus { settleFocus() }
        composer.needsComposing = true
        let result = outcome
        outcome = Outcome()
        return result
    }

    /// Whether `action` may change the device's engine or store, as its spelling says; a key or
    /// a paste as what it means on the screen now. A tick only moves the clock: what time passing
    /// changes in what the device presents (a `MaxDisplayDuration` spent, a rule's window ending)
    /// `settle()` commits in one transaction of its own, and only when something changes.
    func mayChangeTheApp(_ action: PlaygroundAction) -> Bool {
        switch ActionSpelling.spelling(of: action)?.changesTheApp ?? .never {
        case .never: return false
        case .always: return true
        case .dependsOnTheScreen:
            switch action {
            case .key(let key):
                switch KeyTarget(of: key, in: facts) {
                case .nothing, .help, .copyEditor, .grid, .unboundField, .leaveField: return false
                case .commandLine: return key == .enter
                case .action(let meant): return mayChangeTheApp(meant)
                }
            case .paste:
                // Only a field bound to a parameter hands the app what is pasted.
                let facts = facts
                guard PasteTarget(in: facts) == .textField, case .textField(_, _?) = facts.focusedControl?.kind else { return false }
                return true
            default: return action.inputs.contains { $0 != action && mayChangeTheApp($0) }
            }
        }
    }

    /// Runs the effects an input asked for (`SessionEffectRunner`) on the devices, then takes in
    /// what they report.
    private func runEffects(_ effects: [SessionEffect]) {
        guard !effects.isEmpty else { return }
        var runner = SessionEffectRunner(deviceBay: deviceBay, clockFollower: clockFollower, document: document, widthPreset: state.looking.widthPreset)
        for effect in effects { runner.run(effect) }
        deviceBay = runner.deviceBay
        clockFollower = runner.clockFollower
        take(runner.report)
    }

    /// Records a refusal in the log and in the outcome.
    func fail(_ error: SessionError) {
        outcome.errors.append(error)
        log(error.description, .error)
    }
}
