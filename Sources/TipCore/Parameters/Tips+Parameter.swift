import Foundation

extension Tips {
    /// Options for `@Parameter` (spec §1.2.5).
    public struct ParameterOption: Equatable, Sendable {
        let isTransient: Bool

        /// The value falls back to its default in every new process (engine); writes are still
        /// visible to rules while it runs (spec PAR-2).
        public static var transient: ParameterOption { ParameterOption(isTransient: true) }
    }

    /// App state that rules can depend on: what `$isSignedIn` is after
    /// `@Parameter static var isSignedIn = false` (see the `Parameter` macro).
    ///
    /// The value itself lives in the current engine (`TipsEngine.current`), persisted in its
    /// datastore unless `.transient`; this value only carries the id and the default, so it is
    /// freely shared between threads, and reading or writing `value` is safe from any of them.
    public struct Parameter<Value: Codable & Sendable>: Identifiable, Sendable {
        /// The persistence key of the value (spec ID-5): `<Type>.<property>` when the macro made it.
        public let id: String
        /// The declared value, used until something is written and after `resetDatastore()`.
        public let defaultValue: Value
        public let isTransient: Bool

        public init(id: String, defaultValue: Value, _ options: ParameterOption...) {
            self.id = id
            self.defaultValue = defaultValue
            isTransient = options.contains { $0.isTransient }
        }

        /// A parameter made without the macro, as in `let level = Tips.Parameter(wrappedValue: 0, id: "level")`.
        public init(wrappedValue: Value, _ options: ParameterOption..., id: String) {
            self.id = id
            defaultValue = wrappedValue
            isTransient = options.contains { $0.isTransient }
        }

        /// The value in the current engine: the last write, or the default (spec PAR-1..3).
        public var value: Value {
            get { TipsEngine.current.value(of: self) }
            nonmutating set { TipsEngine.current.setValue(newValue, of: self) }
        }
    }
}
