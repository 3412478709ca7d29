import Foundation
import TipCore
import TipPlayground

/// Starts a device from a persona: its steps are replayed by the app on a fresh in-memory
/// datastore, each at its time before "now" (the clock is set back to it), so the engine makes
/// the counts, the display-frequency window and the invalidations itself. The user's own
/// datastore is never opened.
///
/// A `display` step's last display stays on screen until its time is up, and the steps that
/// come meanwhile happen while it is shown, as they did in the app: a tip closed during its
/// last allowed display is closed (`tipClosed`), not first worn out by the display ending
/// (`displayCountExceeded`). A step at the very moment a display ends still sees it on screen,
/// as a close that ends the display does.
enum PersonaStart {
    /// The datastore a device starting from `persona` at `now` opens on, and what did not go
    /// as written.
    static func datastore(
        for persona: PersonaDeclaration, document: PlaygroundDocument, now: Date
    ) throws -> (datastore: InMemoryDatastore, warnings: [String]) {
        let datastore = InMemoryDatastore()
        let clock = ManualClock(now.addingTimeInterval(-persona.span))
        let frequency = SimulatedDevice.engineFrequency(document.configuration.displayFrequency)
        let runtime = PlaygroundRuntime(document: document)
        var engine = try SimulatedDevice.startEngine(
            document: document, datastore: datastore, clock: clock, frequency: frequency, launchArguments: [])
        var warnings: [String] = []
        // Displays still on screen, with when each ends.
        var shown: [(tip: any Tip, ends: Date)] = []
        func endDisplays(before date: Date?) {
            for display in shown.sorted(by: { $0.ends < $1.ends }) where date.map({ display.ends < $0 }) ?? true {
                clock.set(display.ends)
                engine.endPresentation(of: display.tip)
            }
            shown.removeAll { display in date.map { display.ends < $0 } ?? true }
        }
        for step in persona.steps {
            let date = now.addingTimeInterval(-step.ago)
            endDisplays(before: date)
            clock.set(date)
            let when = step.ago > 0 ? "\(DurationText.text(step.ago)) ago" : "now"
            switch step.action {
            case .effect(.donate(let event, let payload)):
                let data = (payload ?? .object([:])).jsonData
                for _ in 0..<step.count { try engine.donate(eventID: event, payload: data) }
            case .effect(.setParameter(let id, let value)):
                try engine.setParameter(id: id, value: value)
            case .effect(.toggleParameter(let id)):
                try engine.setParameter(id: id, value: .bool(engine.parameterValue(id: id) != .bool(true)))
            case .effect(.invalidate(let tipID, let reason)):
                engine.invalidate(tipID: tipID, reason: reason)
            case .effect(.goTo):
                break  // the decoder refuses it in personas
            case .display(let tipID, let count, let duration):
                guard let tip = runtime.tips[tipID] else { continue }
                // The step says the tip was displayed; whether its rules held then is history a
                // store does not keep (a parameter may have changed since), so the display is
                // shown as a testing override would show it: counted, and ended, as any other.
                engine.setTestingOverrides(Tips.TestingOverrides(shownTips: [tipID]))
                defer { engine.setTestingOverrides(Tips.TestingOverrides()) }
                // The same tip still on screen from an earlier step ends first, or this display
                // would not count.
                if let earlier = shown.firstIndex(where: { $0.tip.id == tipID }) {
                    engine.endPresentation(of: shown.remove(at: earlier).tip)
                }
                for index in 0..<count {
                    guard engine.beginPresentation(of: tip) else {
                        warnings.append("\(tipID) could not be displayed \(when) (display \(index + 1) of \(count)): the datastore refused it")
                        break
                    }
                    if index == count - 1 {
                        shown.append((tip, clock.now.addingTimeInterval(duration / Double(count))))
                    } else {
                        clock.advance(by: duration / Double(count))
                        engine.endPresentation(of: tip)
                    }
                }
            case .relaunch:
                // Quitting ends what was on screen.
                endDisplays(before: nil)
                clock.set(date)
                engine = try SimulatedDevice.startEngine(
                    document: document, datastore: datastore, clock: clock, frequency: frequency, launchArguments: [])
            }
        }
        endDisplays(before: nil)
        return (datastore, warnings)
    }
}
