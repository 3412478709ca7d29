/// The TipKit namespace: configuration, testing overrides, events, parameters, rules and options
/// all live under `Tips`, exactly as in Apple's framework, so TipKit code ports unchanged.
public enum Tips {}
