/// Puts one line of text into visual order (left to right, as cells are drawn) with the Unicode
/// Bidirectional Algorithm (UAX #9), so Arabic and Hebrew copy reads correctly in a terminal,
/// which draws cells in the order it receives them.
///
/// FriBidi resolves each character's embedding level (the hard part: weak types, numbers,
/// brackets, isolates); reordering (rule L2) and mirroring (L4) are then done here on grapheme
/// clusters, so a letter keeps its combining marks and an emoji sequence stays whole. Bidi
/// control characters are dropped from the result: they take no column and have done their work.
///
/// Call it on a line after wrapping, never on a paragraph: reordering happens per line.
/// Without FriBidi the line is returned in logical order and `isAvailable` is false; whoever
/// draws such text should show `unavailableNotice` once.
public struct BidiText: Sendable {
    /// The paragraph direction to use.
    public enum Direction: Sendable {
        case leftToRight
        case rightToLeft
        /// The direction of the first strong letter; left to right when there is none.
        case auto
    }

    /// One line in visual order.
    public struct Line: Equatable, Sendable {
        /// The clusters in the order they are drawn, left to right.
        public let text: String
        /// The paragraph direction that was used (right-aligned text when true).
        public let isRightToLeft: Bool
    }

    /// FriBidi from the system, loaded on first use.
    public static let system = BidiText(libraryName: "libfribidi.so.0")

    /// Shown where right-to-left copy is drawn in logical order because FriBidi is missing.
    public static let unavailableNotice =
        "right-to-left text is shown in logical order: libfribidi.so.0 (Debian: libfribidi0) is not installed"

    private let library: FriBidiLibrary?
    private let libraryName: String

    /// Bidi through the FriBidi shared library `libraryName` (tests pass a missing name to see
    /// the fallback).
    public init(libraryName: String) {
        self.libraryName = libraryName
        library = FriBidiLibrary(libraryName: libraryName)
    }

    /// Whether lines are really reordered.
    public var isAvailable: Bool { library != nil }

    /// One line for `tiptui --version`: which bidi is in use, or why there is none.
    public var statusLine: String {
        guard let library else { return "bidi: unavailable (\(libraryName) not found); \(Self.unavailableNotice)" }
        return "bidi: \(library.version ?? "GNU FriBidi") (\(library.libraryName))"
    }

    /// `line` in visual order, in the paragraph direction `direction`.
    public func visualLine(_ line: String, direction: Direction = .auto) -> Line {
        let scalars = Array(line.unicodeScalars.map(\.value))
        guard let library, !scalars.isEmpty, scalars.count <= Int(Int32.max) else {
            return Line(text: Self.withoutControls(Array(line)), isRightToLeft: direction == .rightToLeft)
        }
        var paragraph: FriBidiLibrary.ParagraphType =
            switch direction {
            case .leftToRight: .leftToRight
            case .rightToLeft: .rightToLeft
            case .auto: .auto
            }
        var parType = paragraph.rawValue
        var levels = [Int8](repeating: 0, count: scalars.count)
        let result = library.log2vis(scalars, Int32(scalars.count), &parType, nil, nil, nil, &levels)
        paragraph = FriBidiLibrary.ParagraphType(rawValue: parType) ?? paragraph
        let isRightToLeft = paragraph == .rightToLeft
        guard result > 0 else {
            return Line(text: Self.withoutControls(Array(line)), isRightToLeft: isRightToLeft)
        }

        // Each cluster takes the level of its first scalar (marks resolve to their base's level).
        var clusters: [(character: Character, level: Int8)] = []
        var offset = 0
        for character in line {
            if !Self.isBidiControl(character) { clusters.append((character, levels[offset])) }
            offset += character.unicodeScalars.count
        }
        Self.reorder(&clusters)
        var text = ""
        for (character, level) in clusters {
            text.append(level % 2 == 1 ? mirrored(character, library) : character)
        }
        return Line(text: text, isRightToLeft: isRightToLeft)
    }

    /// Rule L2: from the highest level down to the lowest odd one, reverse every run of clusters
    /// at that level or higher.
    private static func reorder(_ clusters: inout [(character: Character, level: Int8)]) {
        guard let highest = clusters.map(\.level).max(),
            let lowestOdd = clusters.map(\.level).filter({ $0 % 2 == 1 }).min()
        else { return }
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < clusters.count {
                guard clusters[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < clusters.count, clusters[end].level >= level { end += 1 }
                clusters[index..<end].reverse()
                index = end
            }
            level -= 1
        }
    }

    /// Rule L4: a right-to-left bracket or sign drawn as its mirror image (`(` as `)`), and a
    /// mirrored one as it was written (mirroring is its own inverse). Without FriBidi nothing
    /// is mirrored, here as in `visualLine`.
    public func mirrored(_ character: Character) -> Character {
        guard let library else { return character }
        return mirrored(character, library)
    }

    private func mirrored(_ character: Character, _ library: FriBidiLibrary) -> Character {
        guard let first = character.unicodeScalars.first else { return character }
        var mirror: UInt32 = 0
        guard library.getMirrorChar(first.value, &mirror) != 0, let scalar = Unicode.Scalar(mirror) else {
            return character
        }
        var scalars = String.UnicodeScalarView([scalar])
        scalars.append(contentsOf: character.unicodeScalars.dropFirst())
        return Character(String(scalars))
    }

    private static func withoutControls(_ characters: [Character]) -> String {
        String(characters.filter { !isBidiControl($0) })
    }

    /// LRM, RLM, ALM and the embedding, override and isolate controls.
    private static func isBidiControl(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let value = character.unicodeScalars.first?.value else {
            return false
        }
        return value == 0x200E || value == 0x200F || value == 0x061C || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
