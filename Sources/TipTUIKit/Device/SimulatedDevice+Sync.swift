import Foundation
import TipCore

/// The device's side of sync (`--sync PATH`): what other devices did arrives at launch (an app
/// without push notifications picks up CloudKit changes at its next launch, spec CK-5), on the
/// script's `sync` and, live, at every tick.
extension SimulatedDevice {
    /// Pushes what the device did and pulls what the others did; the log says what arrived and
    /// a store that cannot be reached is a warning, never a stop.
    /// - Parameter quiet: says nothing when nothing arrived (the live tick).
    /// - Returns: how many changes from other devices were applied.
    @discardableResult
    func syncNow(quiet: Bool = false) -> Int {
        guard let sync else {
            if !quiet { log("no sync store: start tiptui with --sync PATH to sync this device", .warning) }
            return 0
        }
        if let error = sync.takeLastError() {
            log("sync: \(error); tried again at the next sync", .warning)
        }
        do {
            let applied = try sync.syncNow()
            if applied > 0 { engine.tick() }
            if applied > 0 || !quiet {
                log("synced as \(sync.device): \(applied == 1 ? "1 change" : "\(applied) changes") from other devices")
            }
            return applied
        } catch {
            log("sync: \(error)", .warning)
            return 0
        }
    }

    /// Sync at launch, as CK-5 describes.
    func syncAtLaunch() {
        guard sync != nil else { return }
        syncNow(quiet: true)
    }
}
