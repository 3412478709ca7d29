import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// The inspector: each parameter and event (pressable; first, because they are short and what a
/// person acts on), each tip with its status, the engine's explanation and the string tables'
/// state of its copy, and the newest log entries. Read from the session, changing nothing.
struct InspectorContent {
    let session: PlaygroundSession
    /// The parts earlier frames worked out, reused while what they read is the same; nil works
    /// everything out afresh (what the cache must never make differ).
    var cache: InspectorCache?

    /// How many of the newest log entries the inspector lists, each whole (wrapped).
    static let logEntries = 20

    /// The inspector's lines, top to bottom.
    var lines: [InspectorLine] {
        var lines = deviceLines()
        let (engine, tips) = cache?.parts(of: self) ?? (engineLines(), tipLines())
        lines += engine
        lines.append(InspectorLine("Tips", .heading))
        lines += tips
        lines.append(InspectorLine("Log", .heading))
        for entry in session.state.messages.log.suffix(Self.logEntries) {
            lines.append(InspectorLine(entry.message, entry.kind == .info ? .detail : .bad))
        }
        return lines
    }

    /// The parameters and events, with what the engine holds of each.
    func engineLines() -> [InspectorLine] {
        var lines = [InspectorLine("Parameters (Enter: toggle or set)", .heading)]
        for parameter in session.document.parameters {
            let value = session.engine.parameterValue(id: parameter.id)
            let transient = parameter.isTransient ? " (transient)" : ""
            lines.append(InspectorLine("\(parameter.id) = \(value)\(transient)", .item, element: .parameter(id: parameter.id)))
        }
        lines.append(InspectorLine("Events (Enter: donate)", .heading))
        for event in session.document.events {
            let donations = session.engine.donations(eventID: event.id)
            let last = donations.last.map { ", last \(SimulatedTimeFormat.dateAndTime($0.date))" } ?? ""
            lines.append(InspectorLine("\(event.id): \(Wording.count(donations.count, "donation"))\(last)", .item, element: .event(id: event.id)))
        }
        return lines
    }

    /// Whether `engineLines()` can change with the time alone: an event with a maximum age shows
    /// only the donations still young enough.
    var engineLinesReadTime: Bool {
        session.document.events.contains { $0.donationLimit?.maximumAge != nil }
    }

    /// Every tip's section, in the playground's order.
    func tipLines() -> [InspectorLine] {
        session.document.tips.flatMap { section(of: $0)?.lines ?? [] }
    }

    /// A tip's status, why it is not on screen, where its popover sits, what would make it
    /// available next, notes on its copy, the engine's explanation and its copy's translations;
    /// nil for a tip the device does not run. Read only: a display limit the explanation finds
    /// reached is left for the app's next status read to record (`TipsEngine.readingOnly`).
    func section(of declaration: TipDeclaration) -> InspectorTipSection? {
        TipsEngine.readingOnly { workedOutSection(of: declaration) }
    }

    private func workedOutSection(of declaration: TipDeclaration) -> InspectorTipSection? {
        guard let tip = session.device.runtime.tips[declaration.id] else { return nil }
        var lines: [InspectorLine] = []
        let groupDeclaration = session.document.groups.first { $0.tipIDs.contains(declaration.id) }
        let group = groupDeclaration.flatMap { session.device.runtime.groups[$0.id] }
        let explanation = session.engine.explanation(for: tip, in: group)
        let status = explanation.status
        // The three words of "shown": eligible (the engine's status), presented (the
        // device), drawn (this frame).
        let isDrawn = session.deviceFrame?.unplacedTipIDs.contains(declaration.id) != true
        let hidden = session.device.hiddenByApp.contains(declaration.id) && status == .available ? " · hidden by the app" : ""
        let shown = session.presented[declaration.id].map { " · presented (\($0.rawValue)), \(isDrawn ? "drawn" : "not drawn")" } ?? hidden
        lines.append(InspectorLine("\(declaration.id): \(SimulatedDevice.describe(status))\(shown)", status == .available ? .good : .item))
        if status == .available, session.presented[declaration.id] == nil {
            lines.append(InspectorLine(TipVisibility(session: session).whyNotOnScreen(declaration.id), .detail))
        } else if session.presented[declaration.id] != nil, !isDrawn {
            lines.append(InspectorLine(TipVisibility(session: session).whyNotOnScreen(declaration.id), .bad))
        }
        if let placement = PlacementExplanation(of: declaration.id, on: session) {
            lines.append(InspectorLine("placement: " + placement.sentence, .detail))
        } else if let arrow = InlineArrowExplanation.sentence(of: declaration.id, on: session) {
            lines.append(InspectorLine("placement: " + arrow, .detail))
        }
        if let placement = session.facts.app.placement(of: declaration.id), let options = PresentationOptionsText.describe(placement) {
            lines.append(InspectorLine("presentation: " + options, .detail))
        }
        let next = NextSteps(session: session).steps(for: declaration, explanation: explanation)
        if !next.isEmpty { lines.append(InspectorLine("next: " + next.joined(separator: "; "), .detail)) }
        lines += CopyNotices(session: session).inspectorLines(of: declaration)
        let explanationStart = lines.count
        // Split the UTF-8 bytes: splitting the String itself walks grapheme boundaries, which
        // cost a quarter of an inspector frame.
        for detail in explanation.description.utf8.split(separator: UInt8(ascii: "\n")).dropFirst() {
            lines.append(InspectorLine(String(decoding: detail, as: UTF8.self), .detail))
        }
        let onScreenText = explanation.display.onScreenLine
        let onScreenLine = lines[explanationStart...].firstIndex { $0.text == onScreenText }
        lines += catalogLines(of: declaration.id)
        let timing: InspectorTipSection.Timing
        if readsTime(declaration, inGroup: groupDeclaration != nil, explanation: explanation) {
            timing = .everyMoment
        } else if explanation.display.presentingSince != nil, let onScreenLine {
            timing = .onScreen(line: onScreenLine, display: explanation.display)
        } else {
            timing = .fixed
        }
        return InspectorTipSection(lines: lines, timing: timing, now: session.clock.now)
    }

    /// Whether a tip's section can change with the time in more than its on-screen time: a rule
    /// counts donations within a time range or reads an event that forgets old donations (its
    /// status, explanation and next steps), a display-frequency window applies to it (its status
    /// and the time left), a presentation may spend its `MaxDisplayDuration` (invalidating it),
    /// or it is in a group (its place depends on the other tips' statuses).
    private func readsTime(_ declaration: TipDeclaration, inGroup: Bool, explanation: TipExplanation) -> Bool {
        if inGroup { return true }
        for rule in declaration.rules {
            if rule.expression.readsTime { return true }
            for case .event(let eventID) in rule.expression.inputs where session.document.event(id: eventID)?.donationLimit?.maximumAge != nil {
                return true
            }
        }
        if explanation.frequency.exemption == nil, explanation.frequency.lastNewTipDisplayAt != nil { return true }
        return explanation.display.presentingSince != nil && explanation.display.maxDuration != nil
    }

    /// Which device is shown, what it started from, and, for devices that sync, what came from
    /// which device: the changes of each device its ledger holds.
    private func deviceLines() -> [InspectorLine] {
        guard session.devices.count > 1 || session.device.persona != nil || session.device.sync != nil else { return [] }
        var lines = [InspectorLine(session.devices.count > 1 ? "Devices (D: next)" : "Device", .heading)]
        for (index, each) in session.devices.enumerated() {
            var parts = [(each.name ?? "this device") + (index == session.deviceIndex && session.devices.count > 1 ? " (current)" : "")]
            parts.append(each.persona.map { "from persona \($0.id)" } ?? "own datastore")
            if let sync = each.sync {
                parts.append(sync.isOnline ? "online" : "offline")
                if each.delivery == .launch { parts.append("receives at launch only") }
                let seen = sync.ledger.seen.sorted { $0.key < $1.key }
                    .map { "\($0.value) from \($0.key == sync.device ? "itself" : $0.key)" }
                parts.append(seen.isEmpty ? "no changes yet" : "changes: " + seen.joined(separator: ", "))
            }
            lines.append(InspectorLine(parts.joined(separator: " · "), .item))
            if index == session.deviceIndex, let title = each.persona?.title { lines.append(InspectorLine(title, .detail)) }
        }
        return lines
    }

    /// The string tables' state of a tip's copy: every piece in the locale shown, or only the
    /// untranslated pieces when the base copy is shown.
    private func catalogLines(of tipID: String) -> [InspectorLine] {
        session.document.catalogStates.filter { copy in
            copy.tipID == tipID && (session.state.looking.locale.map { copy.locale == $0 } ?? (copy.state != .translated))
        }.map { copy in
            InspectorLine(
                "\(copy.locale) \(copy.part): \(copy.state.rawValue) (\(copy.table))",
                copy.state == .translated ? .detail : .bad)
        }
    }
}
