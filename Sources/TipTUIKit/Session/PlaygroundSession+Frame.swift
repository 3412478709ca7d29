import TipCore
import TipPlayground

extension PlaygroundSession {
    /// Renders the current state and reports the result to the engine: tips that appeared
    /// begin a presentation, tips that went away end theirs. A tip whose presentation the
    /// engine refuses (another new tip took the display-frequency window first, FRQ-7) is
    /// now pending, so the frame is drawn again without it.
    @discardableResult
    public func render() -> Frame {
        // Each pass either changes nothing (done) or begins/ends presentations, which changes
        // statuses and the log, so the frame is drawn again; every refusal turns one more tip
        // pending, so this ends after a few passes.
        var rendered = draw()
        for _ in 0...runtime.tips.count where reconcilePresentations(with: rendered) {
            rendered = draw()
        }
        frame = rendered
        if let focus = state.focus, !rendered.focusOrder.contains(focus) {
            state.focus = nil
        }
        return rendered
    }

    private func draw() -> Frame {
        PlaygroundRenderer(model: screenModel(), state: state, cache: renderCache).render(size: size)
    }

    /// Ends presentations of tips no longer on screen and begins those of new ones.
    /// - Returns: whether anything changed (and so the frame must be drawn again).
    private func reconcilePresentations(with frame: Frame) -> Bool {
        let onScreen = Dictionary(frame.placedTips.map { ($0.tipID, $0.presentation) }) { first, _ in first }
        var changed = false
        // A tip that moved between inline and popover (a reloaded file) is a new presentation.
        for id in presented.keys.sorted() where onScreen[id] != presented[id] {
            presented[id] = nil
            changed = true
            if let tip = runtime.tips[id] {
                engine.endPresentation(of: tip)
                log("\(id) left the screen (\(describe(engine.status(of: tip))))")
            }
        }
        for placed in frame.placedTips where presented[placed.tipID] == nil {
            guard let tip = runtime.tips[placed.tipID] else { continue }
            changed = true
            if engine.beginPresentation(of: tip) {
                presented[placed.tipID] = placed.presentation
                let edge = placed.arrowEdge.map { ", arrow \($0.rawValue)" } ?? ""
                log("\(placed.tipID) shown as \(placed.presentation.rawValue)\(edge); display #\(engine.record(of: tip).displayCount)")
            } else {
                log("\(placed.tipID) not shown: another new tip took the display-frequency window", .warning)
            }
        }
        return changed
    }

    /// Decides what the current screen shows: which placements have an eligible tip, with copy
    /// in the current locale, and the inspector's lines.
    func screenModel() -> ScreenModel {
        let screen = document.screen(id: state.screenID) ?? document.screens[0]
        var inline: [ScreenModel.EligibleTip] = []
        var popover: ScreenModel.EligibleTip?
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
                guard popover == nil, !state.dismissedPopovers.contains(tip.id) else { continue }
                popover = eligible
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
            headerStatus: headerStatus, screen: screen, toggleStates: toggles, textFieldValues: fields,
            inlineTips: inline, popover: popover, inspector: state.showsInspector ? inspectorLines() : nil)
    }

    /// The tip a placement shows: the tip itself, or its group's current tip.
    func tip(for content: TipPlacement.Content) -> PlaygroundTip? {
        switch content {
        case .tip(let id): runtime.tips[id]
        case .group(let id): runtime.groups[id].flatMap { engine.currentTip(of: $0) as? PlaygroundTip }
        }
    }

    /// A tip's copy in the current locale, falling back to the base copy piece by piece.
    func content(of declaration: TipDeclaration) -> TipBoxContent {
        let localized = state.locale.flatMap { declaration.localized[$0] }
        return TipBoxContent(
            tipID: declaration.id,
            title: localized?.title ?? declaration.title,
            message: localized?.message ?? declaration.message,
            imageName: declaration.image,
            actions: declaration.actions.map {
                TipBoxContent.Action(id: $0.id, title: localized?.actionTitles[$0.id] ?? $0.title)
            })
    }

    private var headerStatus: String {
        var parts = [SimulatedTimeFormat.dateAndTime(clock.now), frequencyStatus]
        if let locale = state.locale { parts.append(locale) }
        if state.widthPreset != .full { parts.append(state.widthPreset.rawValue) }
        parts += ScriptOverride.commands(for: engine.testingOverrides).map(\.words)
        return parts.joined(separator: " · ")
    }

    /// The display frequency in force, and the one the next launch will use when a script or
    /// the command line changed it.
    private var frequencyStatus: String {
        let inForce = engine.configuration?.displayFrequency.description ?? displayFrequency.rawValue
        return inForce == displayFrequency.rawValue ? inForce : "\(inForce) (\(displayFrequency.rawValue) after relaunch)"
    }

    func describe(_ status: Tips.Status) -> String {
        switch status {
        case .available: "available"
        case .pending: "pending"
        case .invalidated(let reason): "invalidated(\(reason.rawValue))"
        }
    }
}
