import Foundation
import TipCore
import TipDrawing

/// The inspector: each parameter and event (pressable; first, because they are short and what a
/// person acts on), each tip with its status, the engine's explanation and the string tables'
/// state of its copy, and the newest log entries. Read from the session, changing nothing.
struct InspectorContent {
    let session: PlaygroundSession

    /// How many of the newest log entries the inspector lists, each whole (wrapped).
    static let logEntries = 20

    /// The inspector's lines, top to bottom.
    var lines: [InspectorLine] {
        var lines = deviceLines()
        lines.append(InspectorLine("Parameters (Enter: toggle or set)", .heading))
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
        lines.append(InspectorLine("Tips", .heading))
        for declaration in session.document.tips {
            guard let tip = session.device.runtime.tips[declaration.id] else { continue }
            let group = session.document.groups.first { $0.tipIDs.contains(declaration.id) }.flatMap { session.device.runtime.groups[$0.id] }
            let explanation = session.engine.explanation(for: tip, in: group)
            let status = explanation.status
            // The three words of "shown": eligible (the engine's status), presented (the
            // device), drawn (this frame).
            let isDrawn = session.deviceFrame?.unplacedTipIDs.contains(declaration.id) != true
            let shown = session.presented[declaration.id].map { " · presented (\($0.rawValue)), \(isDrawn ? "drawn" : "not drawn")" } ?? ""
            lines.append(InspectorLine("\(declaration.id): \(SimulatedDevice.describe(status))\(shown)", status == .available ? .good : .item))
            if status == .available, session.presented[declaration.id] == nil {
                lines.append(InspectorLine(TipVisibility(session: session).whyNotOnScreen(declaration.id), .detail))
            } else if session.presented[declaration.id] != nil, !isDrawn {
                lines.append(InspectorLine(TipVisibility(session: session).whyNotOnScreen(declaration.id), .bad))
            }
            if let placement = PlacementExplanation(of: declaration.id, on: session) {
                lines.append(InspectorLine("placement: " + placement.sentence, .detail))
            }
            let next = NextSteps(session: session).steps(for: declaration, status: status)
            if !next.isEmpty { lines.append(InspectorLine("next: " + next.joined(separator: "; "), .detail)) }
            lines += CopyNotices(session: session).inspectorLines(of: declaration)
            // Split the UTF-8 bytes: splitting the String itself walks grapheme boundaries, which
            // cost a quarter of an inspector frame.
            for detail in explanation.description.utf8.split(separator: UInt8(ascii: "\n")).dropFirst() {
                lines.append(InspectorLine(String(decoding: detail, as: UTF8.self), .detail))
            }
            lines += catalogLines(of: declaration.id)
        }
        lines.append(InspectorLine("Log", .heading))
        for entry in session.state.log.suffix(Self.logEntries) {
            lines.append(InspectorLine(entry.message, entry.kind == .info ? .detail : .bad))
        }
        return lines
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
            copy.tipID == tipID && (session.state.locale.map { copy.locale == $0 } ?? (copy.state != .translated))
        }.map { copy in
            InspectorLine(
                "\(copy.locale) \(copy.part): \(copy.state.rawValue) (\(copy.table))",
                copy.state == .translated ? .detail : .bad)
        }
    }
}
