import Foundation
import TipCommandLine
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
    /// `TipSyncStoreError`, which names it, and the file is left as it was. A tiptui datastore
    /// (the likeliest wrong file: both are `.sqlite` files tiptui makes) throws a `SessionError`
    /// that says which option it goes to, in words that hold for every command taking `--sync`
    /// (`check` takes no `--datastore`).
    public init(_ options: SyncOptions) throws {
        do {
            self.init(store: try SQLiteSyncStore(path: options.path), device: options.device)
        } catch TipSyncStoreError.datastore(let path) {
            throw SessionError(
                "\(path): a tiptui datastore (one device's tip state, what --datastore takes), not a sync store. "
                    + "It was left untouched; give --sync a path of its own (a new file there becomes the sync store).")
        }
    }

    /// The device's side of sync on `clock`, the device's own.
    func sync(on clock: ManualClock) -> TipSync {
        TipSync(device: device, store: store, clock: clock)
    }
}
