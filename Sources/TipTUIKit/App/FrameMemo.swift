/// Values computed while drawing one frame, kept for the next. A value the next frame asks for
/// again is reused; one it does not ask for is forgotten when the frame after starts. So the
/// memo holds at most what two consecutive frames used, however long the session runs.
final class FrameMemo<Key: Hashable, Value> {
    /// Values asked for since the current frame started.
    private var current: [Key: Value] = [:]
    /// Values from the frame before, not asked for again yet.
    private var previous: [Key: Value] = [:]

    /// The value for `key`: remembered from this or the last frame, or made by `make` now.
    func value(for key: Key, _ make: () -> Value) -> Value {
        if let value = current[key] { return value }
        let value = previous.removeValue(forKey: key) ?? make()
        current[key] = value
        return value
    }

    /// Begins a frame: values the frame that just ended did not use are dropped.
    func startFrame() {
        previous = current
        current = [:]
    }
}
