import Foundation
import Testing
import TipFuzzTargets

/// Input bytes never act unless typed (`TerminalInputLaw`), on seeded random programs: the
/// fuzz target's oracle run with a fixed budget in every test run, from the commit's seed offset
/// (`LawSeeds`). `TIPPLAYGROUND_INPUT_STREAMS` asks for more (docs/fuzzing.md),
/// `TIPPLAYGROUND_LAW_SEED=S` replays one; `scripts/fuzz.sh terminal-input` searches with libFuzzer.
@Suite("Input bytes never act unless typed")
struct TerminalInputLawTests {
    static let streamCount = LawSeeds.budget(1_000, variable: "TIPPLAYGROUND_INPUT_STREAMS")

    @Test("random streams of typed text, pastes and sequences of no meaning, in every mode", arguments: 0..<4)
    func randomStreamsOnlyType(chunk: Int) {
        for seed in LawSeeds.seeds(count: Self.streamCount, chunk: chunk, of: 4) {
            var random = SplitMix(seed: seed)
            let program = (0..<Int.random(in: 8...160, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            if let violation = TerminalInputLaw.violation(program: program) {
                Issue.record("seed \(seed): \(violation)")
                return
            }
        }
    }

    @Test("a pasted hyperlink in the copy editor is its text, and the clock, inspector and tips stay")
    func aHyperlinkPastedIntoTheCopyEditorOnlyTypes() {
        // Mode 4 is the copy editor; then one paste segment of a hyperlink's bytes.
        let link = Array("\u{1B}]8;;http://x\u{1B}\\h8i\u{1B}]8;;\u{1B}\\".unicodeScalars)
        let alphabet = Array("h8iq \u{1B}[]\\~201;\u{07}\u{03}\u{11}\r\n\tOPé漢\u{9C}".unicodeScalars)
        let program: [UInt8] = [4, 1, UInt8(link.count)] + link.map { UInt8(alphabet.firstIndex(of: $0) ?? alphabet.firstIndex(of: "h")!) }
        #expect(TerminalInputLaw.violation(program: program) == nil)
    }

    /// Streams that differ only by seed, reproducibly, without Foundation's unseeded generator.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
