import Testing

/// `@Parameter` expands to TipKit's shape: a computed property over `$name` with the id
/// `<Type>.<property>`, or a clear error.
struct ParameterMacroTests {
    @Test func aParameterBecomesAComputedPropertyOverAPeerWithTheTypeAndPropertyAsId() {
        let (source, diagnostics) = expandTipMacros("""
            struct FavoriteTip {
                @Parameter static var isSignedIn = false
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(source.contains("static var isSignedIn { get { $isSignedIn.value } set { $isSignedIn.value = newValue } }"))
        #expect(source.contains(
            #"static let $isSignedIn = TipCore.Tips.Parameter(id: "FavoriteTip.isSignedIn", defaultValue: false)"#
        ))
    }

    @Test func theDeclaredTypeAccessAndOptionsCarryOver() {
        let (source, diagnostics) = expandTipMacros("""
            enum Trails {
                public struct NewTrailTip {
                    @Parameter(.transient) public static var lastViewed: String? = nil
                }
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(source.contains(
            #"public static let $lastViewed: TipCore.Tips.Parameter<String?> = TipCore.Tips.Parameter(id: "NewTrailTip.lastViewed", defaultValue: nil, .transient)"#
        ))
    }

    @Test func aParameterInAnExtensionIsNamedAfterTheExtendedType() {
        let (source, _) = expandTipMacros("""
            extension Trails.MapTip {
                @Parameter static var zoom = 3
            }
            """)
        #expect(source.contains(#"id: "MapTip.zoom""#))
    }

    @Test func anExplicitIdIsUsedAsWritten() {
        let (source, _) = expandTipMacros("""
            struct SettingsTip {
                @Parameter(.transient, id: "settings.hints") static var showsHints = true
            }
            """)
        #expect(source.contains(#"TipCore.Tips.Parameter(id: "settings.hints", defaultValue: true, .transient)"#))
    }

    @Test(arguments: [
        ("struct T { @Parameter var isOn = false }", "@Parameter needs a static property: write 'static var isOn'"),
        ("struct T { @Parameter static var isOn: Bool }", "@Parameter needs a default value: '= false', '= 0', '= nil' …"),
        ("struct T { @Parameter static let isOn = false }", "@Parameter applies to one 'static var', e.g. '@Parameter static var isSignedIn = false'"),
        ("struct T { @Parameter static var (a, b) = (1, 2) }", "@Parameter applies to one 'static var', e.g. '@Parameter static var isSignedIn = false'"),
        ("@Parameter var loose = false", "@Parameter needs a static property: write 'static var loose'"),
    ])
    func aDeclarationItCannotTakeGetsOneErrorSayingWhatToWrite(source: String, message: String) {
        let (_, diagnostics) = expandTipMacros(source)
        #expect(diagnostics == [message])
    }
}
