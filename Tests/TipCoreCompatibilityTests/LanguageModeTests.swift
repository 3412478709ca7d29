import Testing

/// Guards the point of the two targets: the same files really compile in both language modes.
struct LanguageModeTests {
    @Test func eachTargetCompilesInItsOwnLanguageMode() {
        #if swift(>=6)
        let mode = 6
        #else
        let mode = 5
        #endif
        let module = #fileID.split(separator: "/").first.map(String.init) ?? ""
        #expect(mode == (module == "TipCoreCompatibilitySwift5Tests" ? 5 : 6), "\(module)")
    }
}
