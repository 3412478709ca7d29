import Testing

/// `#bundle` on Linux: Foundation's main bundle, where every localized declaration looks.
@Suite struct BundleMacroTests {
    @Test func bundleExpandsToTheMainBundle() {
        let expanded = expandTipMacros(#"let title = Text("Tags", bundle: #bundle)"#)
        #expect(expanded.source == #"let title = Text("Tags", bundle: Foundation.Bundle.main)"#)
        #expect(expanded.diagnostics.isEmpty)
    }
}
