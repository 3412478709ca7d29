extension TipsEngine {
    /// Whether status reads on this task leave the store as it is (`readingOnly(_:)`).
    @TaskLocal static var readsOnly = false

    /// Runs `body` as an onlooker: every status, explanation and group read inside it reports an
    /// invalidation a display limit has made due, as a status read does, but does not record
    /// it; the app's next status read does. A tool that shows the engine (the playground's
    /// inspector, its copy editor's facts) reads through this, so that looking at a tip never
    /// changes what is kept of it, not even the moment it was invalidated.
    public static func readingOnly<T>(_ body: () throws -> T) rethrows -> T {
        try $readsOnly.withValue(true, operation: body)
    }
}
