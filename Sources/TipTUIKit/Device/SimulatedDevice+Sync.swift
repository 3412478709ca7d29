import Foundation
import TipCore

/// The device's side of sync (`--sync PATH`, or a sync container the playground's devices
/// share): what other devices did arrives at launch (an app without push notifications picks up
/// CloudKit changes at its next launch, spec CK-5), and, for a device with live delivery, at the
/// script's `sync` and, live, at every tick.
extension SimulatedDevice {
    /// Pushes what the device did and pulls what the others did; the log says what arrived and
    /// a store that cannot be reached is a warning, never a stop.
    /// - Parameters:
    ///   - quiet: says nothing when nothing arrived (the live tick).
    ///   - atLaunch: the app is launching: a device whose delivery is `launch` pulls only then.
    /// - Returns: how many changes from other devices were applied.
    @discardableResult
    func syncNow(quiet: Bool = false, atLaunch: Bool = false) -> Int {
        guard let sync else {
            if !quiet { log("no sync store: start tiptui with --sync PATH to sync this device", .warning) }
            return 0
        }
        if let error = sync.takeLastError() {
            log("sync: \(error); tried again at the next sync", .warning)
        }
        guard sync.isOnline else {
            if !quiet { log("\(sync.device) is offline: its changes wait until it is online and syncs") }
            return 0
        }
        guard delivery == .live || atLaunch else {
            if !quiet { log("\(sync.device) takes in other devices' changes only at launch (delivery: launch)") }
            return 0
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
        syncNow(quiet: true, atLaunch: true)
    }

    /// Takes the device off the network or puts it back; back online, its next sync sends what
    /// waited and takes in what others sent.
    func setOnline(_ online: Bool) throws(SessionError) {
        guard let sync else {
            throw SessionError("\(name ?? "the device") does not sync: give it \"sync\": \"NAME\" in the playground's devices")
        }
        sync.isOnline = online
        log("\(sync.device) is \(online ? "online" : "offline")")
    }
}
