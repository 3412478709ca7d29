import Foundation
import TipCommandLine
import TipCore
import TipDrawing
import TipPlayground

/// The person's devices as a session holds them: starting them (from personas, on sync
/// containers), which one keys and steps act on, each one's own datastore and width, starting
/// one (or all) again, moving their clocks, syncing them, and saving one's state as a persona.
/// Time passes for every device alike; each keeps its own clock offset.
///
/// The bay changes only the devices; the chrome (focus, width preset, the log) is the session's,
/// which does what a change of device means there.
struct DeviceBay {
    /// The simulated devices: one, or those the playground's `devices` declare, in file order.
    private(set) var devices: [SimulatedDevice]
    /// The device keys, the `:` line and script steps act on, drawn whole (`D`, `device NAME`).
    var index = 0
    /// Each device's own datastore, which `persona none` goes back to: the playground's for a
    /// one-device playground, an in-memory one for each declared device. A persona never
    /// touches it: it starts on a datastore of its own.
    private var ownDatastores: [any TipDatastore]
    /// The width preset of each device; the current one's is `state.looking.widthPreset` while current.
    var widths: [WidthPreset]

    /// The device keys, the `:` line and script steps act on.
    var current: SimulatedDevice { devices[index] }

    /// The devices a session opens with: the playground's one device on `datastore` (from the
    /// persona given when there is one), or each declared device on a datastore of its own, its
    /// clock set off by its offset, devices naming the same sync container syncing in memory. A
    /// persona given for a device (or for all) wins over the one the file declares for it.
    init(
        document: PlaygroundDocument, datastore: any TipDatastore, clock: ManualClock, launchArguments: [String],
        resetDatastore: Bool, displayFrequency: Tips.ConfigurationOption.DisplayFrequency?, syncing: SyncTarget?,
        personas: PersonaChoice, width: WidthPreset
    ) throws {
        try personas.check(against: document)
        guard !document.devices.isEmpty else {
            let device = try Self.makeDevice(
                document: document, persona: personas.everyDevice.flatMap(document.persona(id:)), ownDatastore: datastore, clock: clock,
                launchArguments: launchArguments, resetDatastore: resetDatastore, displayFrequency: displayFrequency,
                syncing: syncing)
            (devices, ownDatastores, widths) = ([device], [datastore], [width])
            return
        }
        if syncing != nil {
            throw SessionError("this playground's devices sync with each other in memory; drop --sync and --device")
        }
        (devices, ownDatastores, widths) = ([], [], [])
        var networks: [String: SimulatedNetwork] = [:]
        for declaration in document.devices {
            let own = InMemoryDatastore()
            let deviceClock = ManualClock(clock.now.addingTimeInterval(declaration.clockOffset))
            var target: SyncTarget?
            if let container = declaration.syncContainer {
                let network = networks[container] ?? SimulatedNetwork(name: container)
                networks[container] = network
                target = SyncTarget(
                    store: network.link(delay: declaration.delay, clock: deviceClock, clockOffset: declaration.clockOffset),
                    device: declaration.name)
            }
            let persona = (personas.persona(forDevice: declaration.name) ?? declaration.persona).flatMap(document.persona(id:))
            let device = try Self.makeDevice(
                document: document, persona: persona, ownDatastore: own, clock: deviceClock,
                launchArguments: launchArguments, resetDatastore: false, displayFrequency: displayFrequency,
                syncing: target, name: declaration.name, delivery: declaration.delivery)
            devices.append(device)
            ownDatastores.append(own)
            widths.append(declaration.width.flatMap { WidthPreset(rawValue: $0.rawValue) } ?? width)
        }
    }

    /// A copy of `bay` (`PlaygroundSession.fork()`): each device copied, on copies of its
    /// datastores, clocks and sync containers, shared between devices as they were.
    init(copying bay: DeviceBay, with copier: inout SessionCopier) throws(SessionError) {
        devices = []
        for device in bay.devices { devices.append(try SimulatedDevice(copying: device, with: &copier)) }
        ownDatastores = []
        for datastore in bay.ownDatastores { ownDatastores.append(try copier.datastore(datastore)) }
        index = bay.index
        widths = bay.widths
    }

    /// A device launched on `ownDatastore`, or from `persona` on a datastore of its own.
    private static func makeDevice(
        document: PlaygroundDocument, persona: PersonaDeclaration?, ownDatastore: any TipDatastore, clock: ManualClock,
        launchArguments: [String], resetDatastore: Bool, displayFrequency: Tips.ConfigurationOption.DisplayFrequency?,
        syncing: SyncTarget?, name: String? = nil, delivery: DeviceDeclaration.Delivery = .live
    ) throws -> SimulatedDevice {
        guard let persona else {
            return try SimulatedDevice(
                document: document, datastore: ownDatastore, clock: clock, launchArguments: launchArguments,
                resetDatastore: resetDatastore, displayFrequency: displayFrequency, syncing: syncing, name: name,
                delivery: delivery)
        }
        let start = try PersonaStart.datastore(for: persona, document: document, now: clock.now)
        let device = try SimulatedDevice(
            document: document, datastore: start.datastore, clock: clock, launchArguments: launchArguments,
            displayFrequency: displayFrequency, syncing: syncing, name: name, persona: persona, delivery: delivery)
        device.log("started from persona \(persona.id)\(persona.title.map { " (\($0))" } ?? "")")
        for warning in start.warnings { device.log("persona \(persona.id): \(warning)", .warning) }
        return device
    }

    /// The persona `id` of the document, or an error naming the personas there are.
    static func known(persona id: String, in document: PlaygroundDocument) throws(SessionError) -> PersonaDeclaration {
        guard let persona = document.persona(id: id) else {
            let known = document.personas.map(\.id)
            throw SessionError(
                known.isEmpty
                    ? "no persona '\(id)': this playground declares no personas"
                    : "no persona '\(id)'\(Suggestion.hint(for: id, among: known))")
        }
        return persona
    }

    /// The index of the device named `name`.
    func index(named name: String) throws(SessionError) -> Int {
        guard let index = devices.firstIndex(where: { $0.name == name }) else {
            let known = devices.compactMap(\.name)
            throw SessionError(
                known.isEmpty
                    ? "no device '\(name)': this playground has one device; declare \"devices\" to have several"
                    : "no device '\(name)'\(Suggestion.hint(for: name, among: known))")
        }
        return index
    }

    /// Makes another device the one keys and steps act on; each keeps its own width preset, the
    /// current one's being `width` now. Switching changes no device.
    /// - Returns: the width preset of the device now current, or nil when it already was.
    mutating func select(_ newIndex: Int, leavingWidth width: WidthPreset) -> WidthPreset? {
        guard newIndex != index else { return nil }
        widths[index] = width
        index = newIndex
        return widths[newIndex]
    }

    /// Starts the current device again from a persona (a reinstall with that history), or back on
    /// its own datastore (nil), as the store left it.
    mutating func startCurrent(persona id: String?, document: PlaygroundDocument) throws(SessionError) {
        let old = current
        do {
            let persona = try id.map { id throws(SessionError) in try Self.known(persona: id, in: document) }
            let new = try Self.makeDevice(
                document: document, persona: persona, ownDatastore: ownDatastores[index], clock: old.clock,
                launchArguments: old.launchArguments, resetDatastore: false, displayFrequency: old.displayFrequency,
                syncing: old.syncTarget, name: old.name, delivery: old.delivery)
            new.setTestingOverrides(old.testingOverrides)
            if persona == nil { new.log("back on \(old.name ?? "the device")'s own datastore") }
            devices[index] = new
        } catch let error as SessionError {
            throw error
        } catch {
            throw SessionError("cannot start the device: \(error)")
        }
    }

    /// `restart` for a playground that declares its devices: every one launches again on a new
    /// in-memory datastore (from its persona, if it names one) with a new sync network, since a
    /// device reset alone would pull back what the others had synced. The clock, each device's
    /// width, the display frequency and the testing overrides stay.
    mutating func startDeclaredDevicesOver(document: PlaygroundDocument, width: WidthPreset) throws {
        let firstOffset = document.devices.first?.clockOffset ?? 0
        let old = devices
        let start = try DeviceBay(
            document: document, datastore: InMemoryDatastore(),
            clock: ManualClock(old[0].clock.now.addingTimeInterval(-firstOffset)),
            launchArguments: old[0].launchArguments, resetDatastore: false, displayFrequency: old[0].displayFrequency,
            syncing: nil, personas: PersonaChoice(), width: width)
        for (new, previous) in zip(start.devices, old) { new.setTestingOverrides(previous.testingOverrides) }
        devices = start.devices
        ownDatastores = start.ownDatastores
    }

    /// Every device's clock moves by `interval`: time passes for the person's devices alike.
    func moveClocks(by interval: TimeInterval) {
        for device in devices {
            device.clock.advance(by: interval)
            device.engine.tick()
        }
    }

    /// Sets the current device's clock to `date`; the others move by as much, keeping their offsets.
    func setClocks(currentTo date: Date) {
        let interval = date.timeIntervalSince(current.clock.now)
        for other in devices {
            if other === current { other.clock.set(date) } else { other.clock.advance(by: interval) }
            other.engine.tick()
        }
    }

    /// Syncs every device that syncs (the script's `sync`, the live tick); twice when something
    /// arrived, so a device that sent on its turn reaches those that pulled before it.
    /// - Returns: how many changes the devices applied in all.
    func sync(quiet: Bool) -> Int {
        let syncing = devices.filter { $0.sync != nil }
        guard !syncing.isEmpty else { return current.syncNow(quiet: quiet) }
        var applied = syncing.reduce(0) { $0 + $1.syncNow(quiet: quiet) }
        if applied > 0, syncing.count > 1 { applied += syncing.reduce(0) { $0 + $1.syncNow(quiet: true) } }
        for device in devices { device.settle() }
        return applied
    }

    /// Writes the current device's state as a persona beside the playground file
    /// (`<playground>.personas/NAME.json`), never over an existing file; `p` and `persona NAME`
    /// can start from it at once.
    /// - Returns: what the log says.
    func savePersona(named name: String) throws(SessionError) -> String {
        let device = current
        let document = device.document
        let clock = device.clock
        // A document read from a file keeps its bytes (`sources`); the built-in one has none.
        guard document.sources != nil else {
            throw SessionError("the built-in playground has no folder to save personas in; open a playground file")
        }
        let playgroundFile = document.fileName
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw SessionError("a persona name is one word of letters, digits, - and _")
        }
        let folder = PlaygroundLoader.savedPersonasFolder(forPlayground: URL(fileURLWithPath: playgroundFile))
        let file = folder.appendingPathComponent("\(name).json")
        // As the playground was named (relative paths stay relative), for messages.
        let path = (folder.relativePath as NSString).appendingPathComponent("\(name).json")
        if document.persona(id: name) != nil || FileManager.default.fileExists(atPath: file.path) {
            throw SessionError("persona '\(name)' exists already; choose another name (nothing was written)")
        }
        let steps: [PersonaStep]
        do {
            steps = SavedPersonaSteps.readable(
                try PersonaWriter.steps(
                    of: device.datastore, document: document, now: clock.now, inProgress: device.engine.presentationsInProgress),
                document: document, now: clock.now)
        } catch {
            throw SessionError("cannot read the device's datastore: \(error)")
        }
        let title = "Saved from \(device.name.map { "device \($0)" } ?? "the device") at \(SimulatedTimeFormat.dateAndTime(clock.now))"
        do {
            let written = WrittenFiles()
            try written.write(Data(PersonaWriter.json(title: title, steps: steps).utf8), to: file.path, replacing: false, kind: .savedPersona)
            try written.save()
        } catch {
            throw SessionError("cannot save persona '\(name)' to \(path): \(error)")
        }
        let persona = PersonaDeclaration(
            id: name, title: title, steps: steps, file: path, position: SourcePosition(line: 1, column: 1))
        for each in devices { each.reload(document.adding(persona), says: false) }
        return "saved persona \(name) to \(path) (\(Wording.count(steps.count, "step")))"
    }
}
