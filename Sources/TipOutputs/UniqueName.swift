/// Names of files or folders one run writes side by side: a name another of the run took gets
/// `-2`, `-3`… so nothing the run wrote is written over by its own next output.
enum UniqueName {
    /// `name`, or `name-2`, `name-3`… when `used` holds it; the result is added to `used`.
    static func claim(_ name: String, among used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while used.contains(candidate) {
            candidate = "\(name)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
