import Testing

/// `#Rule` becomes the plain `Tips.Rule` initializer with the `#Rule`'s own position.
struct RuleMacroTests {
    @Test func aTrailingClosureRuleCarriesItsFileLineAndColumn() {
        let (source, diagnostics) = expandTipMacros("""
            var rules: [Rule] {
                #Rule(Self.$isSignedIn) { $0 == true }
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(source.contains(
            #"TipCore.Tips.Rule(Self.$isSignedIn, fileID: "Trails/Tips.swift", line: 2, column: 5, { $0 == true })"#
        ))
    }

    @Test func aNamedClosureParameterAndAClosureArgumentAreKept() {
        let (source, _) = expandTipMacros("""
            let a = #Rule(Self.didOpen) { event in event.donations.count >= 3 }
            let b = #Rule(Self.didOpen, { $0.donations.isEmpty })
            """)
        #expect(source.contains("fileID: \"Trails/Tips.swift\", line: 1, column: 9, { event in event.donations.count >= 3 })"))
        #expect(source.contains("TipCore.Tips.Rule(Self.didOpen, fileID: \"Trails/Tips.swift\", line: 2, column: 9, { $0.donations.isEmpty })"))
    }

    @Test func aTwoInputRuleKeepsBothInputsInOrder() {
        let (source, diagnostics) = expandTipMacros("""
            let r = #Rule(Self.$isSignedIn, Self.didSave) { signedIn, saves in signedIn && saves.donations.count > 2 }
            """)
        #expect(diagnostics.isEmpty)
        #expect(source.contains(
            "TipCore.Tips.Rule(Self.$isSignedIn, Self.didSave, fileID: \"Trails/Tips.swift\", line: 1, column: 9, { signedIn, saves in"
        ))
    }

    @Test func aRuleWithoutInputOrClosureSaysWhatItNeeds() {
        #expect(expandTipMacros("let r = #Rule { true }").diagnostics == [
            "#Rule reads one or two inputs: parameters (Self.$name) or events (Self.event)",
        ])
        #expect(expandTipMacros("let r = #Rule(Self.$a, Self.b, Self.c) { _, _, _ in true }").diagnostics == [
            "#Rule reads one or two inputs: parameters (Self.$name) or events (Self.event)",
        ])
        #expect(expandTipMacros("let r = #Rule(Self.$isOn)").diagnostics == [
            "#Rule needs a closure that returns whether the rule holds",
        ])
    }
}
