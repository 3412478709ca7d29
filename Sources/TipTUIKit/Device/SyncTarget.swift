import Foundation
import TipCore

/// Where a simulated device syncs its tip state, and under which name: the opened form of
/// `--sync PATH --device NAME`.
public struct SyncTarget: Sendable {
    public let store: any TipSyncStore
    public let device: String

    public init(store: any TipSyncStore, device: String) {
        self.store = store
        self.device = device
    }

    /// Opens the sync store the options name; a file that is not one throws
    /// `TipSyncStoreError`, which names it, and the file is left as it was.
    public init(_ options: SyncOptions) throws {
        self.init(store: try SQLiteSyncStore(path: options.path), device: options.device)
    }

    /// The device's side of sync on `clock`, the device's own.
    func sync(on clock: ManualClock) -> TipSync {
        TipSync(device: device, store: store, clock: clock)
    }
}
