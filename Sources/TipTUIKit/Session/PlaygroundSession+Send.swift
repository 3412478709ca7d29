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

        public init() {}
    }

    /// Where focus goes once the device has been laid out again.
    enum FocusRequest {
        /// The first control or tip button of the flow as now shown (Tab scrolled down).
        case firstInFlow
        /// The last one (Shift-Tab scrolled up).
        case lastInFlow
    }

    /// Handles one input, Bubble Tea style: update the device or the chrome, let the device
    /// settle what it presents from its new state, and mark the frame to be composed when it is
    /// next read. Looking (width, locale, text size, panels, resizing) changes only the chrome's
    /// state, so it cannot begin or end a presentation.
    @discardableResult
    public func send(_ action: PlaygroundAction) -> Outcome {
        outcome = Outcome()
        // A key is resolved once, before anything changes: what it means decides both whether
        // the input runs in a write transaction and what is done.
        let meaning: KeyMeaning? = if case .key(let key) = action { self.meaning(of: key) } else { nil }
        let changesTheApp = meaning?.changesTheApp(whenSent: mayChangeTheApp) ?? mayChangeTheApp(action)
        outcome.mayHaveChangedTheApp = changesTheApp
        func handle() {
            do throws(SessionError) {
                if let meaning { try apply(meaning) } else { try update(action) }
            } catch {
                fail(error)
            }
            device.settle()
            if changesTheApp { keepClockInStore(after: action) }
        }
        if changesTheApp {
            // One write transaction for everything the input changes: its effects, the
            // presentations they begin or end, the clock's offset.
            do {
                try engine.inOneTransaction { handle() }
            } catch {
                fail(SessionError("the datastore did not take this change (\(error)); nothing of it was saved"))
            }
        } else {
            handle()
        }
        if let launch = pendingLaunch {
            pendingLaunch = nil
            if launch == .restart { restartDevices() } else { relaunch(resettingDatastore: launch == .reset) }
        }
        if let name = pendingPersonaSave {
            pendingPersonaSave = nil
            do throws(SessionError) { try savePersona(named: name) } catch { fail(error) }
        }
        if let persona = pendingPersona {
            pendingPersona = nil
            startCurrentDevice(persona: persona)
        }
        if let sync = pendingSync {
            pendingSync = nil
            // What a tick's sync brought in is part of what the input did: a recording writes
            // it as `sync`, so the replay takes it in at the same point.
            if syncDevices(quiet: sync == .tick) > 0, sync == .tick { outcome.performed.append(.sync) }
        }
        // Time passes and sync arrives for every device, not only the one acted on.
        for other in devices where other !== device { other.settle() }
        takeDeviceLog()
        refreshClockStatus()
        settleFocus()
        needsComposing = true
        let result = outcome
        outcome = Outcome()
        return result
    }

    /// An app restart (see `SimulatedDevice.relaunch`): a quit and a launch, each with its own
    /// writes, as two runs of a real app would be. Focus and scrolling start over.
    func relaunch(resettingDatastore: Bool) {
        do {
            try device.relaunch(resettingDatastore: resettingDatastore)
            try engine.inOneTransaction {
                device.settle()
                keepClockInStore(after: resettingDatastore ? .reset : .relaunch)
            }
        } catch {
            fail(SessionError("relaunch failed: \(error)"))
        }
        state.focus = nil
        state.flowScroll = 0
    }

    /// Records a refusal in the log and in the outcome.
    func fail(_ error: SessionError) {
        outcome.errors.append(error)
        log(error.description, .error)
    }
}
