import Foundation

extension Tips {
    /// Options for `@Parameter` (spec §1.2.5).
    public struct ParameterOption: Equatable, Sendable {
        let isTransient: Bool

        /// The value falls back to its default in every new process (engine); writes are still
        /// visible to rules while it runs (spec PAR-2).
        public static var transient: ParameterOption { ParameterOption(isTransient: true) }
    }

    /// App state that rules can depend on, declared as `@Parameter static var x: Bool = false`.
    ///
    /// The value itself lives in the current engine (`TipsEngine.current`), persisted in its
    /// datastore unless `.transient`; the wrapper only carries the id and the default.
    ///
    /// Isolation: a property wrapper on a static stored property is global mutable state to the
    /// Swift 6 checker, so the wrapper is `@MainActor`: `Tip.param = true` compiles on the main
    /// actor only. Everywhere else, write through the projected value: `Tip.$param.value = true`.
    ///
    /// Id: without macros a wrapper cannot learn its property's name. With no `id:` the id is the
    /// enclosing type plus the declaration's file and line (`ProModeTip@App/Tips.swift:12`), which
    /// changes (orphaning the stored value) when the line moves. Give `id:` for values that must
    /// persist across app versions: `@Parameter(id: "ProModeTip.openedSettings") static var ...`.
    @MainActor @propertyWrapper
    public struct Parameter<Value: Codable & Sendable>: Sendable {
        /// The persistence key of the value (spec ID-5).
        public nonisolated let id: String
        /// The declared value, used until something is written and after `resetDatastore()`.
        public nonisolated let defaultValue: Value
        public nonisolated let isTransient: Bool

        public nonisolated init(
            wrappedValue: Value, _ options: ParameterOption..., id: String? = nil,
            enclosingType: String = #function, fileID: String = #fileID, line: Int = #line
        ) {
            self.id = id ?? "\(enclosingType)@\(fileID):\(line)"
            defaultValue = wrappedValue
            isTransient = options.contains { $0.isTransient }
        }

        public var wrappedValue: Value {
            get { value }
            nonmutating set { value = newValue }
        }

        /// `$param`: what rules refer to, and the way to read or write the value off the main actor.
        public nonisolated var projectedValue: Parameter<Value> { self }

        /// The value in the current engine: the last write, or the default (spec PAR-1..3).
        public nonisolated var value: Value {
            get { TipsEngine.current.value(of: self) }
            nonmutating set { TipsEngine.current.setValue(newValue, of: self) }
        }
    }
}

/// `@Parameter` inside tip types, as with TipKit's macro.
public typealias Parameter<Value: Codable & Sendable> = Tips.Parameter<Value>
