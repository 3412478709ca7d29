import Foundation
import TipCore
import TipPlayground

/// The steps `:save-persona` writes: `PersonaWriter`'s, with every `ago` rounded as coarsely as
/// the replay allows (`DurationRounding`), so the file says `2w`, not `2w9m58s252ms`.
///
/// Rounding moves each step by at most half a day (a step weeks ago), which a rule's window
/// (`donatedWithin`), the display frequency or a display budget may notice near its edge. So
/// each precision, from the coarsest, is replayed as a device starting from the persona would
/// replay it, and the first whose device shows and keeps what the measured times give (every
/// tip's status, display count, time on screen and invalidation, every event's donation count)
/// is written; the measured times are the last resort, and were always written before.
enum SavedPersonaSteps {
    static func readable(_ steps: [PersonaStep], document: PlaygroundDocument, now: Date) -> [PersonaStep] {
        guard let measured = try? outcome(of: steps, document: document, now: now) else { return steps }
        for precision in DurationRounding.allCases where precision != .exact {
            let rounded = steps.map { PersonaStep($0.action, count: $0.count, ago: precision.rounded($0.ago)) }
            if (try? outcome(of: rounded, document: document, now: now)) == measured { return rounded }
        }
        return steps
    }

    /// What a device started from `steps` at `now` shows and keeps, one line per tip and event.
    private static func outcome(of steps: [PersonaStep], document: PlaygroundDocument, now: Date) throws -> [String] {
        let persona = PersonaDeclaration(
            id: "saved", title: nil, steps: steps, file: document.fileName, position: SourcePosition(line: 1, column: 1))
        let replayed = try PersonaStart.datastore(for: persona, document: document, now: now)
        let engine = try SimulatedDevice.startEngine(
            document: document, datastore: replayed.datastore, clock: ManualClock(now),
            frequency: SimulatedDevice.engineFrequency(document.configuration.displayFrequency), launchArguments: [])
        let runtime = PlaygroundRuntime(document: document)
        var lines = ["\(replayed.warnings.count) warnings"]
        for tip in document.tips {
            guard let declared = runtime.tips[tip.id] else { continue }
            let record = engine.record(of: declared)
            lines.append(
                "\(tip.id) \(engine.status(of: declared)) shown \(record.displayCount) for \(Int((record.displayDuration * 100).rounded())) "
                    + "invalidated \(record.invalidationReason.map { "\($0)" } ?? "no")")
        }
        for event in document.events {
            lines.append("\(event.id) donated \(engine.donations(eventID: event.id).count)")
        }
        return lines
    }
}
