import TipCore
import TipPlayground

extension PlaygroundSession {
    /// The commit step between update and view: lays the device out at its size and reports it
    /// to the engine. Tips that appeared begin a presentation as they are placed; one the engine
    /// refuses (another new tip took the display-frequency window first, FRQ-7) is left out of
    /// the layout, taking no room; tips that went away end theirs. The device is laid out once
    /// and nothing here depends on the terminal's chrome, so looking never changes what is shown.
    func commitPresentations() {
        renderCache.startFrame()
        guard let deviceSize = PlaygroundRenderer.deviceSize(for: state.widthPreset, terminal: size) ?? device?.buffer.size else {
            return  // No device yet: a `full` device waits for a terminal large enough.
        }
        let model = screenModel()
        deviceModel = model
        // Tips the screen no longer offers end first, so the log reads in the order things happened.
        let offered = Set((model.inlineTips + model.popovers).map(\.content.tipID))
        for id in presented.keys.sorted() where !offered.contains(id) {
            endPresentation(of: id)
        }
        var laidOut = Frame(buffer: CellBuffer(size: deviceSize))
        let renderer = PlaygroundRenderer(model: model, state: state, cache: renderCache)
        renderer.renderDevice(in: laidOut.buffer.bounds, into: &laidOut) { [unowned self] placed in
            admit(placed)
        }
        let onScreen = Set(laidOut.placedTips.map(\.tipID))
        for id in presented.keys.sorted() where !onScreen.contains(id) {
            endPresentation(of: id)
        }
        device = laidOut
        resolveFocusAfterScroll(in: laidOut)
    }

    /// Whether a tip placed on the device may be shown: yes when it already is (the same way),
    /// else when the engine begins its presentation.
    private func admit(_ placed: PlacedTip) -> Bool {
        let (id, presentation) = (placed.tipID, placed.presentation)
        if presented[id] == presentation { return true }
        // A tip that moved between inline and popover (a reloaded file) is a new presentation.
        if presented[id] != nil { endPresentation(of: id) }
        guard let tip = runtime.tips[id] else { return false }
        guard engine.beginPresentation(of: tip) else {
            log("\(id) not shown: another new tip took the display-frequency window", .warning)
            return false
        }
        // One popover at a time: the one this replaces has left.
        if presentation == .popover {
            for (other, shown) in presented.sorted(by: { $0.key < $1.key }) where shown == .popover {
                endPresentation(of: other)
            }
        }
        presented[id] = presentation
        let edge = placed.arrowEdge.map { ", arrow \($0.rawValue)" } ?? ""
        log("\(id) shown as \(presentation.rawValue)\(edge); display #\(engine.record(of: tip).displayCount)")
        return true
    }

    /// Ends one tip's presentation, and says so in the log.
    func endPresentation(of id: String) {
        presented[id] = nil
        guard let tip = runtime.tips[id] else { return }
        engine.endPresentation(of: tip)
        log("\(id) left the screen (\(describe(engine.status(of: tip))))")
    }

    /// After Tab scrolled the flow, focus lands on the first (or last) element now in it.
    private func resolveFocusAfterScroll(in device: Frame) {
        guard let request = focusAfterScroll else { return }
        focusAfterScroll = nil
        let inFlow = device.focusOrder.filter { device.rect(of: $0).map(device.flow.area.intersects) ?? false }
        if let landing = request == .firstInFlow ? inFlow.first : inFlow.last { state.focus = landing }
    }

    /// The view step: the terminal's frame, composed once per input around the device.
    func view() {
        renderCount += 1
        var model = deviceModel ?? screenModel()
        model.headerStatus = headerStatus
        model.inspector = sidePanelLines()
        frame = PlaygroundRenderer(model: model, state: state, cache: renderCache).render(size: size, device: device)
        overlayGrid(on: &frame)
        if let focus = state.focus, !frame.focusOrder.contains(focus) {
            state.focus = nil
        }
    }

    /// Decides what the device's screen offers: which placements have an eligible tip, with
    /// copy in the current locale. The header and inspector are filled in by `view()`.
    func screenModel() -> ScreenModel {
        screenModel(of: state.screenID)
    }

    /// What a screen of the document would show now, for a preview of it (a grid of screens,
    /// documentation): the same eligibility as the device, without touching the device.
    public func screenModel(of screenID: String) -> ScreenModel {
        let screen = document.screen(id: screenID) ?? document.screens[0]
        var inline: [ScreenModel.EligibleTip] = []
        var popovers: [ScreenModel.EligibleTip] = []
        var included: Set<String> = []
        for placement in screen.placements {
            guard let tip = tip(for: placement.content), !included.contains(tip.id),
                  engine.status(of: tip) == .available
            else { continue }
            let eligible = ScreenModel.EligibleTip(placement: placement, content: content(of: tip.declaration))
            switch placement.presentation {
            case .inline:
                inline.append(eligible)
                included.insert(tip.id)
            case .popover:
                guard !state.dismissedPopovers.contains(tip.id) else { continue }
                popovers.append(eligible)
                included.insert(tip.id)
            }
        }
        var toggles: [String: Bool] = [:]
        var fields: [String: String] = [:]
        for control in screen.allControls {
            switch control.kind {
            case .toggle(let parameter):
                toggles[parameter] = engine.parameterValue(id: parameter) == .bool(true)
            case .textField(_, let parameter?):
                if case .string(let text) = engine.parameterValue(id: parameter) { fields[parameter] = text }
            default:
                break
            }
        }
        return ScreenModel(
            title: [document.title ?? document.fileName, screen.title].joined(separator: " · "),
            headerStatus: "", screen: screen, toggleStates: toggles, textFieldValues: fields,
            inlineTips: inline, popovers: popovers, inspector: nil)
    }

    /// The tip a placement shows: the tip itself, or its group's current tip.
    func tip(for content: TipPlacement.Content) -> PlaygroundTip? {
        switch content {
        case .tip(let id): runtime.tips[id]
        case .group(let id): runtime.groups[id].flatMap { engine.currentTip(of: $0) as? PlaygroundTip }
        case .groupMember(let group, let tip):
            runtime.groups[group].flatMap { engine.currentTip(of: $0) as? PlaygroundTip }.flatMap {
                $0.id == tip ? $0 : nil
            }
        }
    }

    /// A tip's copy in the current locale (a translation, the base copy or a pseudo-language).
    func content(of declaration: TipDeclaration) -> TipBoxContent {
        PreviewScreens.content(of: declaration, in: document, locale: state.locale)
    }

    var headerStatus: String {
        var parts = [SimulatedTimeFormat.dateAndTime(clock.now), frequencyStatus]
        if let clockText = clockStatus.headerText { parts[0] += " " + clockText }
        if let locale = state.locale {
            parts.append(locale)
            if LayoutDirection(locale: locale) == .rightToLeft, !BidiText.system.isAvailable { parts.append("no bidi: logical order") }
        }
        if state.widthPreset != .full { parts.append(state.widthPreset.rawValue) }
        if state.textSize != .default { parts.append("text \(state.textSize.rawValue)") }
        parts += ScriptOverride.commands(for: engine.testingOverrides).map(\.words)
        return parts.joined(separator: " · ")
    }

    /// The display frequency in force, and the one the next launch will use when a script or
    /// the command line changed it.
    private var frequencyStatus: String {
        let inForce = engine.configuration?.displayFrequency ?? displayFrequency
        return inForce == displayFrequency ? "\(inForce)" : "\(inForce) (\(displayFrequency) after relaunch)"
    }

    func describe(_ status: Tips.Status) -> String {
        switch status {
        case .available: "available"
        case .pending: "pending"
        case .invalidated(let reason): "invalidated(\(reason.rawValue))"
        }
    }
}

extension PlaygroundSession {
    /// The current frame drawn again from scratch with a fresh cache, showing the tips now
    /// presented: what the render cache must never make differ from `frame`.
    func frameDrawnWithoutCache() -> Frame {
        let renderer = PlaygroundRenderer(model: screenModel(), state: state)
        var fresh: Frame?
        if let size = device?.buffer.size {
            var laidOut = Frame(buffer: CellBuffer(size: size))
            renderer.renderDevice(in: laidOut.buffer.bounds, into: &laidOut) { [presented] in presented[$0.tipID] == $0.presentation }
            fresh = laidOut
        }
        var model = renderer.model
        model.headerStatus = headerStatus
        model.inspector = sidePanelLines()
        return PlaygroundRenderer(model: model, state: state).render(size: size, device: fresh)
    }
}
