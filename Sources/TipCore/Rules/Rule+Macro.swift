/// A rule over a parameter, in TipKit's spelling: `#Rule(Self.$isSignedIn) { $0 == true }`.
///
/// Expands to `Tips.Rule(Self.$isSignedIn) { $0 == true }` with the `#Rule`'s position, so the
/// closure may be any Swift that returns a `Bool` (TipKit accepts only what a `Predicate` can
/// express).
@freestanding(expression)
public macro Rule<Value>(_ input: Tips.Parameter<Value>, _ body: (Value) -> Bool) -> Tips.Rule =
    #externalMacro(module: "TipMacros", type: "RuleMacro")

/// A rule over an event: `#Rule(Self.didShare) { $0.donations.count >= 3 }`; the closure gets
/// the event, whose `donations` are read from the evaluating engine.
@freestanding(expression)
public macro Rule<DonationInfo>(
    _ input: Tips.Event<DonationInfo>, _ body: (Tips.Event<DonationInfo>) -> Bool
) -> Tips.Rule = #externalMacro(module: "TipMacros", type: "RuleMacro")

/// A rule over two inputs: `#Rule(Self.$isSignedIn, Self.didSave) { signedIn, saves in signedIn && saves.donations.count >= 3 }`.
/// Each argument is what a one-input rule would get (a parameter's value, an event).
@freestanding(expression)
public macro Rule<First: Tips.RuleInput, Second: Tips.RuleInput>(
    _ first: First, _ second: Second, _ body: (First.RuleArgument, Second.RuleArgument) -> Bool
) -> Tips.Rule = #externalMacro(module: "TipMacros", type: "RuleMacro")
