import Foundation

/// Which characters of a picture no installed font can draw.
///
/// A browser (and Chromium drawing a PNG) falls back to any installed font that has a glyph, and
/// draws a box where none has: a Japanese screen on a machine without a CJK font is a picture of
/// boxes. fontconfig knows every installed font's character set; one `fc-list` run gives them all,
/// so a picture with hundreds of kanji costs one process, not one per character. Every command
/// that writes a picture asks here, so the check and its wording live in one place.
public struct FontCoverage: Sendable, Equatable {
    /// Code points some installed font has, as fontconfig lists them.
    let ranges: [ClosedRange<UInt32>]

    /// Reads fontconfig's character sets (`fc-list --format '%{charset}\n'`: each font's ranges of
    /// hexadecimal code points, `20-7e a0 …`). Anything that is not a range is skipped.
    public init(charsets: String) {
        var ranges: [ClosedRange<UInt32>] = []
        for word in charsets.split(whereSeparator: \.isWhitespace) {
            let bounds = word.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count),
                  let low = UInt32(bounds[0], radix: 16), let high = UInt32(bounds.last!, radix: 16), low <= high
            else { continue }
            ranges.append(low...high)
        }
        self.ranges = Self.merged(ranges)
    }

    /// The characters of `text` that need a glyph and that no font has, each once, in order of
    /// first appearance. Spaces, controls and invisible code points (joiners, variation selectors,
    /// bidi marks) need none.
    public func missing(in text: String) -> [Unicode.Scalar] {
        var seen = Set<UInt32>()
        var result: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where Self.needsGlyph(scalar) && seen.insert(scalar.value).inserted {
            if !covers(scalar.value) { result.append(scalar) }
        }
        return result
    }

    func covers(_ value: UInt32) -> Bool {
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

    /// The fonts installed on this machine, as fontconfig's `fc-list` (found on `PATH`) lists them.
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
        process.arguments = ["--format", "%{charset}\n"]
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
        return FontCoverage(charsets: String(decoding: data, as: UTF8.self))
    }
}
