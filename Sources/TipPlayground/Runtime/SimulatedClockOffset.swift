import Foundation
import TipCore

/// How far the playground's simulated clock runs ahead of (or behind) real time, kept in the
/// playground's own datastore so it survives a restart.
///
/// Advancing the clock writes future times into the store (displays, donations, the last new-tip
/// display). Without the offset, the next launch would start at real time and the daily display
/// frequency, donation windows and the like would hold tips back until real time caught up. The
/// offset lives in a meta row of the same store, so it goes wherever the store goes, a reset
/// (`--reset-datastore`) clears it with everything else, and an in-memory store forgets it.
public enum SimulatedClockOffset {
    /// The meta key; namespaced so it cannot meet TipCore's own keys.
    public static let metaKey = "tiptui.simulatedClockOffsetSeconds"

    /// Offsets smaller than this are real time: the clock's own drift between ticks.
    public static let realTimeTolerance: TimeInterval = 1

    /// Offsets beyond this (a century) are not something a person advanced to; a row holding
    /// one was edited or damaged and is ignored, so dates stay within what the header can show.
    public static let maximumOffset: TimeInterval = 100 * 366 * 86_400

    /// The saved offset in seconds, 0 when none was saved (or the row is unreadable or absurd).
    /// Read from the datastore itself only at launch, to start the clock the engine is then
    /// configured with; a running app reads and writes it through its engine.
    public static func saved(in datastore: any TipDatastore) throws -> TimeInterval {
        seconds(in: try datastore.reading { try $0.metaValue(key: metaKey) })
    }

    /// The saved offset, read through the engine (inside its transaction when one is open).
    public static func saved(in engine: TipsEngine) throws -> TimeInterval {
        seconds(in: try engine.storedValue(forKey: metaKey))
    }

    /// Saves `offset` through the engine; an offset within `realTimeTolerance` removes the row instead.
    public static func save(_ offset: TimeInterval, in engine: TipsEngine) throws {
        let value = abs(offset) < realTimeTolerance || !(abs(offset) <= maximumOffset) ? nil : String(offset.rounded())
        try engine.setStoredValue(value, forKey: metaKey)
    }

    private static func seconds(in text: String?) -> TimeInterval {
        guard let text, let seconds = TimeInterval(text), abs(seconds) <= maximumOffset else { return 0 }
        return seconds
    }
}
