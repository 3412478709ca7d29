import Foundation

extension TipsEngine {
    /// Declares a parameter known only by id (playground files): its default and whether it is
    /// transient (spec PAR-1, PAR-2). Swift `@Parameter`s register themselves on first use.
    public func registerParameter(id: String, defaultValue: TipValue, transient: Bool) {
        let registration = ParameterRegistration(defaultValue: defaultValue.jsonData, isTransient: transient)
        state.withLock { state in
            state.parameters[id] = registration
            state.cache.inputChanged(.parameter(id: id))
        }
        notifyObservers()
    }

    /// Writes a parameter. Before `configure` the write is dropped (PAR-3). Persistent values
    /// go to the datastore; transient ones live in this engine only (PAR-2).
    public func setParameter(id: String, value: TipValue) throws {
        try setParameterData(id: id, data: value.jsonData)
    }

    /// A parameter's value: the last write, else the registered default, else `.null`.
    public func parameterValue(id: String) -> TipValue {
        parameterData(id: id).map(TipValue.init(json:)) ?? .null
    }

    func value<Value>(of parameter: Tips.Parameter<Value>) -> Value {
        decodedValue(of: parameter).value
    }

    /// The parameter's value and its plain form (for explanations), decoded once per distinct
    /// stored bytes: rules over a parameter run again after every write to it, and decoding JSON
    /// costs far more than the rule itself.
    func decodedValue<Value>(of parameter: Tips.Parameter<Value>) -> (value: Value, plain: TipValue) {
        register(parameter)
        guard let data = parameterData(id: parameter.id) else {
            return (parameter.defaultValue, TipValue(encoding: parameter.defaultValue))
        }
        let cached = state.withLock { $0.cache.decodedParameters[parameter.id] }
        if let cached, cached.data == data, let value = cached.value as? Value {
            return (value, cached.plain)
        }
        guard let value = try? JSONDecoder().decode(Value.self, from: data) else {
            state.withLock { $0.lastError = TipKitError.invalidPredicateValueType }
            return (parameter.defaultValue, TipValue(encoding: parameter.defaultValue))
        }
        let decoded = DecodedParameter(data: data, value: value, plain: TipValue(json: data))
        state.withLock { $0.cache.decodedParameters[parameter.id] = decoded }
        return (value, decoded.plain)
    }

    func setValue<Value>(_ value: Value, of parameter: Tips.Parameter<Value>) {
        register(parameter)
        do {
            try setParameterData(id: parameter.id, data: TipValue.storedData(for: value))
        } catch {
            state.withLock { $0.lastError = error }
        }
    }

    private func register<Value>(_ parameter: Tips.Parameter<Value>) {
        let known = state.withLock { $0.parameters[parameter.id] != nil }
        guard !known, let data = try? TipValue.storedData(for: parameter.defaultValue) else { return }
        let registration = ParameterRegistration(defaultValue: data, isTransient: parameter.isTransient)
        state.withLock { state in
            if state.parameters[parameter.id] == nil { state.parameters[parameter.id] = registration }
        }
    }

    private func setParameterData(id: String, data: Data) throws {
        let written = try state.withLock { state -> Bool in
            guard state.configuration != nil else { return false }
            if state.parameters[id]?.isTransient == true {
                state.transientValues[id] = data
            } else {
                try state.write { try $0.setParameterValue(data, id: id) }
                state.cache.storedParameters[id] = .some(data)
            }
            state.cache.inputChanged(.parameter(id: id))
            return true
        }
        if written { notifyObservers() }
    }

    private func parameterData(id: String) -> Data? {
        let evaluation = RuleEvaluationContext.current
        return state.withLock { state in
            let registration = state.parameters[id]
            guard state.configuration != nil else { return registration?.defaultValue }
            if registration?.isTransient == true {
                return state.transientValues[id] ?? registration?.defaultValue
            }
            if evaluation == nil { state.refreshIfStale() }
            return state.storedParameter(id: id) ?? registration?.defaultValue
        }
    }
}
