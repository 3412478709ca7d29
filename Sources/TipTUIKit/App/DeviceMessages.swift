/// What the message line says when several devices share the session: the acting device's
/// newest message first, then the newest message of each other device that came after it.
///
/// One line holds one message; with two devices syncing, the newest entry was often the other
/// device's ("ipad: received 2 changes"), which hid what the key just did on the acting one. Each
/// device's messages are kept apart instead, the acting device's leading, so cutting the line
/// short cuts the others first.
enum DeviceMessages {
    /// - Parameters:
    ///   - log: the session's log, oldest first.
    ///   - actingDevice: the device keys act on; nil with one device, where the newest entry is all.
    /// - Returns: the entries to show, in the order to show them; empty for an empty log.
    static func shown(from log: [LogEntry], actingDevice: String?) -> [LogEntry] {
        guard let actingDevice, let last = log.last else { return log.last.map { [$0] } ?? [] }
        // Entries of no device (there were none when they were logged) count as the acting one's.
        let anchor = log.lastIndex { $0.device == nil || $0.device == actingDevice }
        guard let anchor else { return [last] }
        var result = [log[anchor]]
        var named: Set<String> = [actingDevice]
        for entry in log[(anchor + 1)...].reversed() {
            guard let device = entry.device, named.insert(device).inserted else { continue }
            result.insert(entry, at: 1)
        }
        return result
    }
}
