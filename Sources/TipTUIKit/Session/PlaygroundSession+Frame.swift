import TipCore
import TipDrawing
import TipPlayground

/// The view: the device laid out from its state and the way it is looked at, then the
/// terminal's chrome composed around it. Pure drawing: nothing here begins or ends a
/// presentation, reads the clock's status from the store or writes anything; the frame is only
/// composed when something reads it after an input.
extension PlaygroundSession {
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
    private func layOutDevice(_ model: ScreenModel) {
        guard let deviceSize = PlaygroundRenderer.deviceSize(for: state.widthPreset, terminal: size) ?? laidOutDevice?.buffer.size
        else { return }
        var laidOut = Frame(buffer: CellBuffer(size: deviceSize))
        PlaygroundRenderer(model: model, state: state, cache: renderCache)
            .renderDevice(in: laidOut.buffer.bounds, into: &laidOut)
        laidOutDevice = laidOut
        resolveFocusAfterScroll(in: laidOut)
    }

    /// After Tab scrolled the flow, focus lands on the first (or last) element now in it.
    private func resolveFocusAfterScroll(in device: Frame) {
        guard let request = focusAfterScroll else { return }
        focusAfterScroll = nil
        let inFlow = device.focusOrder.filter { device.rect(of: $0).map(device.flow.area.intersects) ?? false }
        if let landing = request == .firstInFlow ? inFlow.first : inFlow.last { state.focus = landing }
    }

    /// The terminal's frame, composed around the laid-out device.
    private func compose(_ deviceModel: ScreenModel) {
        renderCount += 1
        var model = deviceModel
        model.headerStatus = headerStatus
        model.inspector = sidePanelLines()
        composedFrame = PlaygroundRenderer(model: model, state: state, cache: renderCache).render(size: size, device: laidOutDevice)
        overlayGrid(on: &composedFrame)
        if let focus = state.focus, !composedFrame.focusOrder.contains(focus) {
            state.focus = nil
        }
    }

    /// What the device's screen shows: the tips it presents, with copy in the current locale.
    /// The header and inspector are filled in by the chrome.
    func screenModel() -> ScreenModel {
        model(of: device.screen, tips: device.shownTips)
    }

    /// What a screen of the document would show now, as a preview (a grid of screens,
    /// documentation): the tips it would offer, the first popover of them, without touching the
    /// device.
    public func screenModel(of screenID: String) -> ScreenModel {
        let screen = document.screen(id: screenID) ?? document.screens[0]
        var offered = device.offeredTips(on: screen)
        if let popover = offered.first(where: { $0.presentation == .popover })?.tip.id {
            offered.removeAll { $0.presentation == .popover && $0.tip.id != popover }
        }
        return model(of: screen, tips: offered)
    }

    private func model(of screen: ScreenDeclaration, tips: [SimulatedDevice.OfferedTip]) -> ScreenModel {
        var inline: [ScreenModel.EligibleTip] = []
        var popovers: [ScreenModel.EligibleTip] = []
        for tip in tips {
            let eligible = ScreenModel.EligibleTip(placement: tip.placement, content: content(of: tip.tip))
            if tip.presentation == .popover { popovers.append(eligible) } else { inline.append(eligible) }
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
        device.tip(for: content)
    }

    /// A tip's copy in the current locale (a translation, the base copy or a pseudo-language).
    /// In the copy variant `C` chose for it, if any.
    func content(of declaration: TipDeclaration) -> TipBoxContent {
        PreviewScreens.content(of: declaration.applying(variant: state.variants[declaration.id]), in: document, locale: state.locale)
    }

    var headerStatus: String {
        var parts = [SimulatedTimeFormat.dateAndTime(clock.now), frequencyStatus]
        if let clockText = clockStatus.headerText { parts[0] += " " + clockText }
        if let locale = state.locale {
            parts.append(locale)
            if LayoutDirection(locale: locale) == .rightToLeft, !BidiText.system.isAvailable { parts.append("no bidi: logical order") }
        }
        parts += copyNotices
        // A variant is not the app's copy: the header says which tips show one.
        parts += state.variants.sorted { $0.key < $1.key }.map { "\($0.key) variant \($0.value)" }
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
        SimulatedDevice.describe(status)
    }
}

extension PlaygroundSession {
    /// The current frame drawn again from scratch with a fresh cache: what the render cache
    /// must never make differ from `frame`.
    func frameDrawnWithoutCache() -> Frame {
        composeIfNeeded()
        let renderer = PlaygroundRenderer(model: screenModel(), state: state)
        var fresh: Frame?
        if let size = laidOutDevice?.buffer.size {
            var laidOut = Frame(buffer: CellBuffer(size: size))
            renderer.renderDevice(in: laidOut.buffer.bounds, into: &laidOut)
            fresh = laidOut
        }
        var model = renderer.model
        model.headerStatus = headerStatus
        model.inspector = sidePanelLines()
        return PlaygroundRenderer(model: model, state: state).render(size: size, device: fresh)
    }
}
