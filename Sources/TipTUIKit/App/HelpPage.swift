/// Which help the overlay shows: `?` and F1 the keyboard shortcuts, `:help` the commands the
/// `:` line takes (the script language), each from the table that drives it.
public enum HelpPage: Equatable, Sendable {
    case keys
    case commands
}
