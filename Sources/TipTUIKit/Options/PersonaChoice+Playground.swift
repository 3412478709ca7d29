import TipCommandLine
import TipPlayground

extension PersonaChoice {
    /// Refuses a choice the playground cannot take: an unknown persona or device, or a device named
    /// on a playground that declares no devices.
    public func check(against document: PlaygroundDocument) throws(SessionError) {
        if let everyDevice { _ = try DeviceBay.known(persona: everyDevice, in: document) }
        let devices = document.devices.map(\.name)
        for (device, persona) in byDevice.sorted(by: { $0.key < $1.key }) {
            guard !devices.isEmpty else {
                throw SessionError(
                    "--persona \(device)=\(persona): this playground has one device; --persona \(persona) starts it from the persona")
            }
            guard devices.contains(device) else {
                throw SessionError("--persona \(device)=\(persona): no device '\(device)'\(Suggestion.hint(for: device, among: devices))")
            }
            _ = try DeviceBay.known(persona: persona, in: document)
        }
    }
}
