import TipCore
import TipDrawing
import TipPlayground

/// The view: the device laid out from its state and the way it is looked at, then the
/// terminal's chrome composed around it. Pure drawing: nothing here begins or ends a
/// presentation, reads the clock's status from the store or writes anything but its own frames;
/// the frame is only composed when something reads it after an input.
public final class FrameComposer {
    unowned let session: PlaygroundSession
    /// The device as last laid out, in its own coordinates.
    private(set) var laidOutDevice: Frame?
    /// The terminal's frame as last composed.
    private(set) var composedFrame: Frame
    /// Whether an input changed anything since the frame was last composed.
    var needsComposing = true
    /// How many terminal frames have been composed: at most one per input.
    private(set) var renderCount = 0
    /// Tip and inspector text laid out by earlier frames, reused while it does not change.
    let renderCache = RenderCache()
    /// The inspector's explanations and next steps, worked out again only when what they read changes.
    let inspectorCache = InspectorCache()

    /// Empty until the first composition, which comes before any read (`needsComposing` starts
    /// true): a headless session that is never drawn (each state `tiptui explore` tries) then
    /// never fills a terminal-sized buffer.
    init(session: PlaygroundSession) {
        self.session = session
        composedFrame = Frame(buffer: CellBuffer(size: .zero))
    }


    /// Takes the device as `other` last laid it out: a fork's composer (`PlaygroundSession.fork()`)
    /// keeps the size a `full` device had while the terminal is too small, as the original does.
    func keepLayout(of other: FrameComposer) {
        laidOutDevice = other.laidOutDevice
    }

    /// Composes the frame when an input changed anything since it was last composed.
    func composeIfNeeded() {
        guard needsComposing else { return }
        needsComposing = false
        renderCache.startFrame()
        let model = screenModel()
        layOutDevice(model)
        compose(model)
    }

    /// Lays the device out at its size: a width preset's, or the terminal's under `full`. A
    /// `full` device keeps the size it had while the terminal is too small (nil before it ever
    /// had one).
    func layOutDevice(_ model: ScreenModel) {
        guard let deviceSize = PlaygroundRenderer.deviceSize(for: session.state.looking.widthPreset, terminal: session.size) ?? laidOutDevice?.buffer.size
        else { return }
        var laidOut = Frame(buffer: CellBuffer(size: deviceSize))
        PlaygroundRenderer(model: model, state: session.state, cache: renderCache)
            .renderDevice(in: laidOut.buffer.bounds, into: &laidOut)
        laidOutDevice = laidOut
    }

    /// How the next frame will show the device as last laid out, panned by the state's
    /// `devicePan`: what the update reads to keep the focus in view without composing a frame.
    /// Nil before there is a device, or while the terminal is too small to show it.
    func deviceView() -> DeviceView? {
        guard let device = laidOutDevice, PlaygroundRenderer.showsPlayground(in: session.size) else { return nil }
        let room = PlaygroundRenderer.deviceRoom(
            terminal: session.size, state: session.state, namesDevices: session.devices.count > 1,
            hasCaptionRow: session.state.editors.copyEditor != nil)
        return DeviceView(device: device.buffer.size, room: room.size, pan: session.state.navigation.devicePan)
    }

    /// The terminal's frame, composed around the laid-out device.
    private func compose(_ deviceModel: ScreenModel) {
        renderCount += 1
        var model = deviceModel
        model.headerStatus = headerStatus
        model.inspector = SidePanelContent(session: session, inspectorCache: inspectorCache).lines
        model.copyBudget = CopyDesk.budgetLine(of: session.state.editors.copyEditor, in: session.shownDocument, presented: session.presented, width: session.size.width)
        composedFrame = PlaygroundRenderer(model: model, state: session.state, cache: renderCache).render(size: session.size, device: laidOutDevice)
        drawOtherDevices(on: &composedFrame, model: model, cache: renderCache)
        if let grid = session.state.grid {
            PreviewGridRenderer(document: session.document, grid: grid, glyphs: session.state.looking.usesASCII ? .ascii : .unicode, cache: renderCache)
                .overlay(on: &composedFrame, size: session.size)
        }
        if session.state.looking.usesASCII { composedFrame.buffer = composedFrame.buffer.transliteratedToASCII() }
    }

    /// What the device's screen shows: the tips it presents, with copy in the current locale,
    /// and where its pane sits among the devices. The header and inspector are filled in by the
    /// chrome.
    func screenModel() -> ScreenModel {
        let devices = session.devices
        var model = screenModel(of: session.device)
        model.namesDevices = devices.count > 1
        model.actingDevice = devices.count > 1 ? session.device.name : nil
        model.paneColumn = devicePanes().first { $0.index == session.deviceIndex }?.x ?? 0
        return model
    }

    /// The devices the terminal shows side by side and where, in file order (`DevicePanes`).
    func devicePanes() -> [DevicePanes.Pane] {
        let devices = session.devices, deviceIndex = session.deviceIndex
        guard devices.count > 1 else { return [DevicePanes.Pane(index: deviceIndex, x: 0)] }
        let widths = devices.indices.map { index in
            let preset = index == deviceIndex ? session.state.looking.widthPreset : session.deviceBay.widths[index]
            return preset == .full ? nil : PlaygroundRenderer.deviceSize(for: preset, terminal: session.size)?.width
        }
        return DevicePanes.layout(
            widths: widths, current: deviceIndex, room: PlaygroundRenderer.deviceColumns(terminal: session.size, state: session.state))
    }

    /// What one of the devices shows.
    func screenModel(of device: SimulatedDevice) -> ScreenModel {
        model(of: device.screen, tips: device.shownTips, on: device)
    }

    /// The other devices, drawn as they are beside the current one, each keeping its place
    /// (`DevicePanes`: file order, as many as fit across; a `full` device is shown alone); `D`
    /// makes the next one current, which marks its name instead of moving it. Still pictures:
    /// clicks and focus belong to the current device. Each is named above it, in a row of its
    /// own that captions never cover.
    private func drawOtherDevices(on frame: inout Frame, model: ScreenModel, cache: RenderCache) {
        let devices = session.devices, deviceWidths = session.deviceBay.widths
        guard devices.count > 1, let current = laidOutDevice, PlaygroundRenderer.showsPlayground(in: session.size) else { return }
        let renderer = PlaygroundRenderer(model: model, state: session.state, cache: cache)
        let (origin, visible, _) = renderer.deviceViewport(device: current, terminal: session.size)
        guard let namesRow = renderer.deviceNamesRow else { return }
        let labelRow = Rect(x: visible.minX, y: namesRow, width: visible.width, height: 1)
        frame.buffer.fill(labelRow)
        func label(_ device: SimulatedDevice, at x: Int, current: Bool) {
            var text = device.name ?? "device"
            if let persona = device.persona { text += " · \(persona.id)" }
            if let sync = device.sync, !sync.isOnline { text += " · offline" }
            // Every name padded alike, so marking another pane current moves no letter.
            let style = current ? CellStyle(isBold: true, isReversed: true) : CellStyle(isBold: true)
            let shown = PreparedText(" \(text) ", glyphs: session.state.looking.usesASCII ? .ascii : .unicode, keepsNewlines: false).text
            frame.buffer.write(shown, at: Point(x: max(0, x), y: namesRow), style: style, clip: labelRow)
        }
        label(session.device, at: origin.x, current: true)
        for pane in devicePanes() where pane.index != session.deviceIndex {
            let index = pane.index
            guard let otherSize = PlaygroundRenderer.deviceSize(for: deviceWidths[index], terminal: session.size) else { continue }
            let x = visible.minX + pane.x
            var look = session.state
            look.looking.widthPreset = deviceWidths[index]
            look.navigation.focus = nil
            look.navigation.flowScroll = 0
            var other = Frame(buffer: CellBuffer(size: otherSize))
            PlaygroundRenderer(model: screenModel(of: devices[index]), state: look, cache: cache)
                .renderDevice(in: other.buffer.bounds, into: &other, marksUnplacedPopover: true)
            let area = Rect(x: x, y: visible.minY, width: otherSize.width, height: visible.height)
            frame.buffer.copy(other.buffer, to: Point(x: x, y: origin.y), clip: area)
            label(devices[index], at: x, current: false)
            if let name = devices[index].name { frame.otherDevicePanes[name] = area.intersection(visible) }
        }
    }

    /// What a screen of the document would show now, as a preview (a grid of screens,
    /// documentation): the tips it would offer, the first popover of them, without touching the
    /// device.
    public func screenModel(of screenID: String) -> ScreenModel {
        let document = session.document, device = session.device
        let screen = document.screen(id: screenID) ?? document.screens[0]
        var offered = device.offeredTips(on: screen)
        if let popover = offered.first(where: { $0.presentation == .popover })?.tip.id {
            offered.removeAll { $0.presentation == .popover && $0.tip.id != popover }
        }
        return model(of: screen, tips: offered, on: device)
    }

    private func model(
        of screen: ScreenDeclaration, tips: [SimulatedDevice.OfferedTip], on device: SimulatedDevice
    ) -> ScreenModel {
        var inline: [ScreenModel.EligibleTip] = []
        var popovers: [ScreenModel.EligibleTip] = []
        for tip in tips {
            var content = content(of: tip.tip)
            content.showsCloseButton = tip.placement.hasCloseButton
            let appearance = tip.placement.appearance
            content.imageColor = appearance.imageStyle.first.flatMap(ShapeStyleText.terminalColorName).flatMap(TipDrawing.TerminalColor.init)
            content.hasRoundedCorners = appearance.hasRoundedCorners
            let eligible = ScreenModel.EligibleTip(placement: tip.placement, content: content)
            if tip.presentation == .popover { popovers.append(eligible) } else { inline.append(eligible) }
        }
        var toggles: [String: Bool] = [:]
        var fields: [String: String] = [:]
        for control in screen.allControls {
            switch control.kind {
            case .toggle(let parameter):
                toggles[parameter] = device.engine.parameterValue(id: parameter) == .bool(true)
            case .textField(_, let parameter?):
                if case .string(let text) = device.engine.parameterValue(id: parameter) { fields[control.id] = text }
            case .textField(_, nil):
                fields[control.id] = session.state.editors.unboundFieldText[control.id]
            default:
                break
            }
        }
        return ScreenModel(
            title: [session.document.title ?? session.document.fileName, screen.title].joined(separator: " · "),
            headerStatus: "", screen: screen, toggleStates: toggles, textFieldValues: fields,
            inlineTips: inline, popovers: popovers, inspector: nil)
    }

    /// A tip's copy in the current locale (a translation, the base copy or a pseudo-language):
    /// as the copy editor has it typed while it is open, else in the copy variant `C` chose for
    /// it, if any.
    func content(of declaration: TipDeclaration) -> TipBoxContent {
        guard session.state.editors.copyEditor?.tipID == declaration.id else {
            return PreviewScreens.content(
                of: declaration.applying(variant: session.state.looking.variants[declaration.id]), in: session.document, locale: session.state.looking.locale)
        }
        let shown = session.shownDocument
        return PreviewScreens.content(of: shown.tip(id: declaration.id) ?? declaration, in: shown, locale: session.state.looking.locale)
    }

    var headerStatus: HeaderStatus {
        // With several devices, which one keys act on comes first.
        let acting = session.devices.count > 1 ? session.device.name.map { ["on \($0)"] } ?? [] : []
        let now = session.clock.now
        let clocks = [SimulatedTimeFormat.dateAndTime(now), SimulatedTimeFormat.shortDateAndTime(now)]
            .map { time in session.clockFollower.status.headerText.map { "\(time) \($0)" } ?? time }
        let rest = headerStatusAfterTheClock
        return HeaderStatus(
            full: (acting + [clocks[0]] + rest).joined(separator: " · "),
            short: (acting + [clocks[1]] + rest).joined(separator: " · "))
    }

    /// The header's status after the clock: the frequency and what makes the device differ from the app.
    private var headerStatusAfterTheClock: [String] {
        var parts = [frequencyStatus]
        if let persona = session.device.persona { parts.append("persona \(persona.id)") }
        if let sync = session.device.sync, !sync.isOnline { parts.append("offline") }
        if let locale = session.state.looking.locale {
            parts.append(locale)
            if LayoutDirection(locale: locale) == .rightToLeft, !BidiText.system.isAvailable { parts.append("no bidi: logical order") }
        }
        parts += CopyNotices(session: session).onDevice
        // A variant is not the app's copy: the header says which tips show one.
        parts += session.state.looking.variants.sorted { $0.key < $1.key }.map { "\($0.key) variant \($0.value)" }
        if session.state.looking.widthPreset != .full { parts.append(session.state.looking.widthPreset.rawValue) }
        if session.state.looking.textSize != .default { parts.append("text \(session.state.looking.textSize.rawValue)") }
        parts += ScriptOverride.commands(for: session.engine.testingOverrides).map(\.words)
        return parts
    }

    /// The display frequency in force, and the one the next launch will use when a script or
    /// the command line changed it.
    private var frequencyStatus: String {
        let displayFrequency = session.device.displayFrequency
        let inForce = session.engine.configuration?.displayFrequency ?? displayFrequency
        return inForce == displayFrequency ? "\(inForce)" : "\(inForce) (\(displayFrequency) after relaunch)"
    }

    /// The current frame drawn again from scratch with fresh caches: what the render cache and
    /// the inspector cache must never make differ from `frame`.
    func frameDrawnWithoutCache() -> Frame {
        composeIfNeeded()
        let renderer = PlaygroundRenderer(model: screenModel(), state: session.state)
        var fresh: Frame?
        if let deviceSize = laidOutDevice?.buffer.size {
            var laidOut = Frame(buffer: CellBuffer(size: deviceSize))
            renderer.renderDevice(in: laidOut.buffer.bounds, into: &laidOut)
            fresh = laidOut
        }
        var model = renderer.model
        model.headerStatus = headerStatus
        model.inspector = SidePanelContent(session: session).lines
        model.copyBudget = CopyDesk.budgetLine(of: session.state.editors.copyEditor, in: session.shownDocument, presented: session.presented, width: session.size.width)
        var frame = PlaygroundRenderer(model: model, state: session.state).render(size: session.size, device: fresh)
        drawOtherDevices(on: &frame, model: model, cache: RenderCache())
        if session.state.looking.usesASCII { frame.buffer = frame.buffer.transliteratedToASCII() }
        return frame
    }
}
