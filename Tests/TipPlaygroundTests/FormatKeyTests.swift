import Testing
import TipPlayground

/// Copy with interpolations meets string tables as SwiftUI's format keys: `\(trailName) is open`
/// is the key `%@ is open`, and a translation's `%@` or `%1$@` is where the value goes.
@Suite("Format keys of interpolated copy")
struct FormatKeyTests {
    @Test("Interpolations are %@ in the key and a percent sign is doubled; copy without one is its own key")
    func keys() {
        #expect(FormatKey.key(of: "\\(trailName) is open") == "%@ is open")
        #expect(FormatKey.key(of: "\\(count) of \\(total) trails, 50% done") == "%@ of %@ trails, 50%% done")
        #expect(FormatKey.key(of: "\\(trail.name(in: region)) is open") == "%@ is open")
        #expect(FormatKey.key(of: "Save 50% today") == "Save 50% today")
        #expect(FormatKey.key(of: "Tap [repeat] to repeat") == "Tap [repeat] to repeat")
    }

    @Test("A table's value gets the copy's interpolations back, in order or by position")
    func tableValuesBecomeCopy() {
        let two = ["\\(count)", "\\(total)"]
        #expect(FormatKey.copy(fromTableValue: "%@ sur %@", interpolations: two) == "\\(count) sur \\(total)")
        #expect(FormatKey.copy(fromTableValue: "%2$@ : %1$@", interpolations: two) == "\\(total) : \\(count)")
        #expect(FormatKey.copy(fromTableValue: "%lld von %lld, 50 %% fertig", interpolations: two) == "\\(count) von \\(total), 50 % fertig")
        // A specifier past the copy's interpolations is kept as the translator wrote it.
        #expect(FormatKey.copy(fromTableValue: "%@ %@ %@", interpolations: two) == "\\(count) \\(total) %@")
        // Copy that interpolates nothing takes the value as written, percent signs included.
        #expect(FormatKey.copy(fromTableValue: "Économisez 50 %%", interpolations: []) == "Économisez 50 %%")
    }

    @Test("A translation is written with %@ while it keeps the base order, and with positions when it does not")
    func copyBecomesTableValue() {
        let two = ["\\(count)", "\\(total)"]
        #expect(FormatKey.tableValue(of: "\\(count) sur \\(total), 50 % fait", interpolations: two) == "%@ sur %@, 50 %% fait")
        #expect(FormatKey.tableValue(of: "\\(total) : \\(count)", interpolations: two) == "%2$@ : %1$@")
        #expect(FormatKey.tableValue(of: "only \\(total)", interpolations: two) == "only %2$@")
        // An interpolation the base copy lacks stays as written.
        #expect(FormatKey.tableValue(of: "\\(other) left", interpolations: two) == "\\(other) left")
    }

    /// Any translation made of text (percent signs, literal specifiers, backslashes) and the base
    /// copy's interpolations in any order comes back from its table value unchanged.
    @Test("Copy → table value → copy is the identity", arguments: LawSeeds.seeds(count: LawSeeds.budget(200)))
    func roundTrip(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let names = ["\\(count)", "\\(total)", "\\(trail.name(in: x))"]
        let interpolations = Array(names.prefix(1 + Int(random.next() % 3)))
        let texts = [" ", "50 %", "% ", "%d", "100%", "%%", "\\n", "est", "é", "(x)", "\\", "$"]
        var translation = ""
        for _ in 0..<Int(random.next() % 8) {
            if random.next() % 3 == 0 {
                translation += interpolations[Int(random.next() % UInt64(interpolations.count))]
            } else {
                translation += texts[Int(random.next() % UInt64(texts.count))]
            }
        }
        let value = FormatKey.tableValue(of: translation, interpolations: interpolations)
        #expect(FormatKey.copy(fromTableValue: value, interpolations: interpolations) == translation, "\(value)")
    }

    /// SplitMix64: a small seeded generator, so each case is the same on every run.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
