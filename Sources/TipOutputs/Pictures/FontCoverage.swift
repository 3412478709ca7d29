import Foundation
import TipDrawing

/// Which characters of a picture no installed font can draw.
///
/// A browser (and Chromium drawing a PNG) falls back to any installed font that has a glyph, and
/// draws a box where none has: a Japanese screen on a machine without a CJK font is a picture of
/// boxes. fontconfig knows every installed font's character set; one `fc-list` run gives them all,
/// so a picture with hundreds of kanji costs one process, not one per character. Every command
/// that writes a picture asks here, so the check and its wording live in one place.
///
/// A picture draws emoji (flags, sequences, pictographs: `Character.isDrawnAsEmoji`) with a
/// colour emoji font, so those need one of the colour fonts: a symbol font that has the code
/// points draws a flag as two boxed letters.
public struct FontCoverage: Sendable, Equatable {
    /// Code points some installed font has, as fontconfig lists them.
    let ranges: [ClosedRange<UInt32>]
    /// Code points some installed colour font has.
    let colourRanges: [ClosedRange<UInt32>]

    /// Reads fontconfig's character sets (`fc-list --format '%{charset}\n'`: each font's ranges of
    /// hexadecimal code points, `20-7e a0 …`), those of every font and those of the colour fonts.
    /// Anything that is not a range is skipped.
    public init(charsets: String, colourCharsets: String = "") {
        ranges = Self.merged(Self.ranges(in: charsets) + Self.ranges(in: colourCharsets))
        colourRanges = Self.merged(Self.ranges(in: colourCharsets))
    }

    /// Read as bytes: a machine's fonts list hundreds of thousands of ranges, and every command
    /// that writes a picture reads them.
    private static func ranges(in charsets: String) -> [ClosedRange<UInt32>] {
        var ranges: [ClosedRange<UInt32>] = []
        for word in charsets.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) {
            let bounds = word.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), let low = hexValue(bounds[0]), let high = hexValue(bounds[bounds.count - 1]), low <= high
            else { continue }
            ranges.append(low...high)
        }
        return ranges
    }

    /// A code point written in hexadecimal (at most six digits); nil for anything else.
    private static func hexValue(_ digits: Substring.UTF8View.SubSequence) -> UInt32? {
        guard !digits.isEmpty, digits.count <= 6 else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return value
    }

    /// The clusters of `text` that need a glyph no font has, each once, in order of first
    /// appearance: a cluster with a code point no font has, or an emoji no colour font has.
    /// Spaces, controls and invisible code points (joiners, variation selectors, bidi marks) need
    /// no glyph.
    public func missing(in text: String) -> [Character] {
        DistinctClusters.of(text).filter { character in
            let fonts = character.isDrawnAsEmoji ? colourRanges : ranges
            return character.unicodeScalars.contains { Self.needsGlyph($0) && !Self.covers($0.value, in: fonts) }
        }
    }

    func covers(_ value: UInt32) -> Bool { Self.covers(value, in: ranges) }

    private static func covers(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
        // Binary search over sorted, disjoint ranges.
        var low = 0, high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else if ranges[middle].lowerBound > value {
                high = middle - 1
            } else {
                return true
            }
        }
        return false
    }

    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return false
        default: return true
        }
    }

    private static func merged(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}

extension FontCoverage {
    /// Why the fonts could not be checked: fontconfig is not installed, or `fc-list` failed.
    public struct Unavailable: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The fonts installed on this machine, as fontconfig's `fc-list` (found on `PATH`) lists them:
    /// each font's character set after whether it is a colour font (`True`, or nothing from a
    /// fontconfig older than 2.13, which cannot tell).
    public static func installed(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Unavailable) -> FontCoverage {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        guard let fcList = folders.map({ ($0 as NSString).appendingPathComponent("fc-list") })
            .first(where: FileManager.default.isExecutableFile(atPath:))
        else {
            throw Unavailable(description: "fontconfig's fc-list is not installed (apt-get install fontconfig)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fcList)
        process.arguments = ["--format", "%{color}\t%{charset}\n"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Unavailable(description: "\(fcList) could not be run (\(error.localizedDescription))")
        }
        // Read before waiting: the list of a machine with many fonts is larger than a pipe holds.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "\(fcList) failed (exit \(process.terminationStatus))")
        }
        // Split on bytes, not characters: the list is a megabyte of hexadecimal on a machine with
        // many fonts, and every command that writes a picture reads it.
        var charsets: [UInt8] = [], colourCharsets: [UInt8] = []
        for line in Array(data).split(separator: UInt8(ascii: "\n")) {
            // `True<tab>charset` for a colour font; `False<tab>charset`, or the charset alone
            // from an older fontconfig, for any other.
            guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else {
                charsets += line + [UInt8(ascii: "\n")]
                continue
            }
            let charset = line[(tab + 1)...] + [UInt8(ascii: "\n")]
            if line[..<tab].elementsEqual("True".utf8) {
                colourCharsets += charset
            } else {
                charsets += charset
            }
        }
        return FontCoverage(charsets: String(decoding: charsets, as: UTF8.self), colourCharsets: String(decoding: colourCharsets, as: UTF8.self))
    }
}
