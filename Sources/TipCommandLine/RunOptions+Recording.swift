import TipPlayground

extension RunOptions {
    /// The datastore `tiptui record` plays on: a fresh in-memory one, as its replay by
    /// `tiptui check` does (scripts always start from an empty store), so the checks the
    /// recording ends with hold when it is replayed. A store on disk would start the recording
    /// from earlier runs' displays and donations, and its clock moves would stay in that store.
    /// - Throws: `UsageError` for `--datastore PATH`, which a replay could not reproduce.
    public func recordingDatastore() throws -> DatastoreChoice {
        if case .path(let path)? = datastore {
            throw InvocationParser.UsageError(
                message: "record starts from an empty in-memory datastore, as its replay does; "
                    + "drop --datastore \(path)")
        }
        return .memory
    }
}
