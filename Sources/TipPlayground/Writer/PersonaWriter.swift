import Foundation
import TipCore

/// Writes what a device's datastore holds as persona steps (`:save-persona NAME`), in the same
/// vocabulary people write personas in, so a saved state is reviewable text and starting from
/// it replays the history through the engine again.
///
/// Steps are written in the order they happened, since a replay puts them in that order: a tip
/// closed during its third display of three must not be replayed as closed after it (the third
/// display ending would invalidate it first, `displayCountExceeded`). What a store does not keep
/// is chosen so the replay holds: parameter values come first (the store does not say when they
/// were set, and rules read only the current value); a tip's displays before its last begin at
/// its first display, its last display at the time it began and, when the tip was invalidated
/// after that, lasts until the invalidation, which therefore happens while it is on screen.
public enum PersonaWriter {
    /// The steps that rebuild `datastore`'s state as it is at `now`, oldest first.
    /// - Parameter inProgress: presentations not ended yet, with when each began: saved as if
    ///   the app quit now, their time on screen so far counted (a replay ends every display).
    public static func steps(
        of datastore: any TipDatastore, document: PlaygroundDocument, now: Date, inProgress: [String: Date] = [:]
    ) throws -> [PersonaStep] {
        try datastore.reading { operations in
            var dated: [(date: Date, order: Int, step: PersonaStep)] = []
            func add(_ action: PersonaStep.Action, count: Int = 1, at date: Date, order: Int) {
                dated.append((date, order, PersonaStep(action, count: count, ago: max(0, now.timeIntervalSince(date)))))
            }
            for event in document.events {
                var run: (record: DonationRecord, count: Int)?
                for donation in try operations.donations(eventID: event.id, limit: Int.max) {
                    if let current = run, current.record.date == donation.date, current.record.payload == donation.payload {
                        run = (current.record, current.count + 1)
                        continue
                    }
                    if let current = run { add(donate(current.record), count: current.count, at: current.record.date, order: 1) }
                    run = (donation, 1)
                }
                if let current = run { add(donate(current.record), count: current.count, at: current.record.date, order: 1) }
            }
            for tip in document.tips {
                guard let record = try operations.tipRecord(id: tip.id) else { continue }
                for display in displays(of: record, running: inProgress[tip.id].map { max(0, now.timeIntervalSince($0)) }) {
                    add(.display(tip: tip.id, count: display.count, duration: display.duration),
                        count: display.count, at: display.began, order: 2)
                }
                if let reason = record.invalidationReason {
                    add(.effect(.invalidate(tip: tip.id, reason: reason)), at: record.invalidatedAt ?? now, order: 3)
                }
            }
            let start = dated.map(\.date).min() ?? now
            for parameter in document.parameters where !parameter.isTransient {
                guard let data = try operations.parameterValue(id: parameter.id) else { continue }
                let value = TipValue(json: data)
                if value != parameter.defaultValue { add(.effect(.setParameter(parameter.id, to: value)), at: start, order: 0) }
            }
            return dated.enumerated()
                .sorted { ($0.element.date, $0.element.order, $0.offset) < ($1.element.date, $1.element.order, $1.offset) }
                .map(\.element.step)
        }
    }

    /// A tip's displays as the store sums them up: those before the last together from the first
    /// display, then the last from when it began. The last one's time on screen is known when it
    /// is still running (`running`); otherwise it ran until an invalidation that came after it
    /// began (closing a tip ends its display, and a display limit is reached as it ends), or, with
    /// nothing to say how long it ran, the time is shared evenly. The earlier displays all ended
    /// before the last began, so they are never given more time than there was.
    static func displays(of record: TipRecord, running: TimeInterval?) -> [(count: Int, duration: TimeInterval, began: Date)] {
        let total = record.displayDuration + (running ?? 0)
        guard record.displayCount > 0, let first = record.firstDisplayedAt else { return [] }
        guard record.displayCount > 1, let last = record.lastDisplayedAt, last > first else {
            return [(record.displayCount, total, first)]
        }
        let lastDuration: TimeInterval
        if let running {
            lastDuration = running
        } else if let invalidated = record.invalidatedAt, invalidated >= last {
            lastDuration = min(record.displayDuration, invalidated.timeIntervalSince(last))
        } else {
            lastDuration = record.displayDuration / Double(record.displayCount)
        }
        let earlier = min(total - lastDuration, last.timeIntervalSince(first))
        return [(record.displayCount - 1, earlier, first), (1, total - earlier, last)]
    }

    private static func donate(_ record: DonationRecord) -> PersonaStep.Action {
        let payload = TipValue(json: record.payload)
        return .effect(.donate(event: record.eventID, payload: payload == .object([:]) ? nil : payload))
    }

    /// A saved persona file: `{"title": ..., "steps": [...]}`, one step per line.
    public static func json(title: String?, steps: [PersonaStep]) -> String {
        var top: [String] = []
        if let title { top.append("  \"title\": \(JSONText.quoted(title))") }
        let lines = steps.map { "    " + PlaygroundWriter.object(members(of: $0)) }
        top.append("  \"steps\": " + (lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"))
        return "{\n" + top.joined(separator: ",\n") + "\n}\n"
    }

    /// A step's members in the order people write them: the verb, its values, then `ago`.
    static func members(of step: PersonaStep) -> [(String, String)] {
        var members: [(String, String)]
        switch step.action {
        case .effect(let effect):
            members = PlaygroundWriter.effectMembers(effect)
            if step.count > 1 { members.append(("count", String(step.count))) }
        case .display(let tip, let count, let duration):
            members = [("display", JSONText.quoted(tip))]
            if count > 1 { members.append(("count", String(count))) }
            if duration > 0 { members.append(("for", JSONText.quoted(DurationText.text(duration)))) }
        case .relaunch:
            members = [("relaunch", "true")]
        }
        if step.ago > 0 { members.append(("ago", JSONText.quoted(DurationText.text(step.ago)))) }
        return members
    }
}
