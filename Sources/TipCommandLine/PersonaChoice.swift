/// The personas devices start from, as the command line gives them: `--persona NAME` for every
/// device, `--persona DEVICE=NAME` for one (repeatable), the one named for a device winning over
/// the one for all. A device neither names starts as the playground file says (its `persona`, or
/// its own datastore).
///
/// Every device, not only the first: a person's phone and iPad are usually in the same state, and
/// `--persona day3` on a two-device playground that started only the phone from it surprised
/// (docs/decisions/session.md, "Personas and devices").
public struct PersonaChoice: Equatable, Sendable {
    /// The persona every device starts from (`--persona NAME`), unless one is named for it.
    public var everyDevice: String?
    /// Personas named for one device each (`--persona phone=day3`), by device name.
    public var byDevice: [String: String] = [:]

    public init(everyDevice: String? = nil, byDevice: [String: String] = [:]) {
        self.everyDevice = everyDevice
        self.byDevice = byDevice
    }

    /// Takes one `--persona` value: `NAME` or `DEVICE=NAME`.
    /// - Throws: a message for an empty side, or a device or "every device" given twice.
    public mutating func add(_ value: String) throws(InvocationParser.UsageError) {
        guard let equals = value.firstIndex(of: "=") else {
            guard !value.isEmpty else { throw InvocationParser.UsageError(message: "--persona needs a persona name, or DEVICE=NAME") }
            if let earlier = everyDevice {
                throw InvocationParser.UsageError(message: "--persona \(earlier) and --persona \(value) both name a persona for every device; give one")
            }
            everyDevice = value
            return
        }
        let device = String(value[..<equals]), persona = String(value[value.index(after: equals)...])
        guard !device.isEmpty, !persona.isEmpty else {
            throw InvocationParser.UsageError(message: "--persona \(value): write DEVICE=NAME, as in --persona phone=regular")
        }
        guard byDevice[device] == nil else { throw InvocationParser.UsageError(message: "--persona names a persona for \(device) twice; give one") }
        byDevice[device] = persona
    }

    /// The persona given for the device named `name` (nil: none was given for it).
    public func persona(forDevice name: String?) -> String? {
        name.flatMap { byDevice[$0] } ?? everyDevice
    }

    /// The same choice in `--persona` words, for messages (every device first, then by device name).
    public var arguments: [String] {
        (everyDevice.map { [$0] } ?? []) + byDevice.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}
