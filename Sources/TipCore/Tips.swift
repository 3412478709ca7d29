/// `import TipCore` makes Foundation's names (`Date`, `URL`, `UUID`, …) visible, as
/// `import TipKit` does on Apple platforms, so tip files need no other import.
@_exported import Foundation

/// The TipKit namespace: configuration, testing overrides, events, parameters, rules and options
/// all live under `Tips`, exactly as in Apple's framework, so TipKit code ports unchanged.
public enum Tips {}
