/// The right of the header: the simulated clock, the display frequency and everything that makes
/// the device differ from the app (persona, locale, copy notices, variants, width, overrides),
/// with a shorter form the header uses before it cuts anything: the clock as date and time alone
/// (`01-06 09:00`, not `Tue 2026-01-06 09:00 UTC`), so the notices at its end survive longer.
public struct HeaderStatus: Equatable, Sendable, ExpressibleByStringLiteral {
    /// The status in full.
    public var full: String
    /// The same with the clock shortened; equal to `full` when there is nothing to shorten.
    public var short: String

    public init(full: String, short: String) {
        self.full = full
        self.short = short
    }

    public init(stringLiteral value: String) {
        self.init(full: value, short: value)
    }
}
