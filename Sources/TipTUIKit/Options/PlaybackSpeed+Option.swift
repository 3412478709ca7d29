import TipCommandLine

extension PlaybackSpeed {
    /// The speed `tiptui play --speed WORD` asks for (nil: no `--speed`, the normal speed).
    /// - Throws: the usage error for a word that is not a factor from 0.1 to 100 or `max`.
    public init(option word: String?) throws(InvocationParser.UsageError) {
        guard let word else {
            self = .normal
            return
        }
        guard let speed = PlaybackSpeed(word) else {
            throw InvocationParser.UsageError(message: "--speed takes a factor from 0.1 to 100 (0.5, 2) or max, not '\(word)'")
        }
        self = speed
    }
}
