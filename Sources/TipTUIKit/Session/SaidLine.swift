/// One line a part of the update said while acting, for the session's log. Parts collect them in
/// the order things happened, each after what the devices logged before it, and the session
/// stamps them with the simulated time once the part returns: so a part needs no session to say
/// something, and the log keeps its order.
enum SaidLine: Equatable {
    /// A device's own log (a screen entered, a popover dismissed), with the device's name.
    case device(LogEntry, name: String?)
    /// The session's own words about what was done.
    case session(String, LogEntry.Kind)
    /// A refusal, with what to do instead: an error in the log and in the outcome.
    case failed(SessionError)
}
