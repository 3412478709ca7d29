/// The version printed by `tiptui --version`.
public let tipPlaygroundVersion = "0.1.0"
