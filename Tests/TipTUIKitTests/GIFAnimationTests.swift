import Foundation
import Testing
@testable import TipOutputs
@testable import TipTUIKit

@Suite("check --gif: the GIF encoder and the PNG reader")
struct GIFAnimationTests {
    /// A picture whose pixel colours follow `colour(x, y)`.
    static func image(width: Int, height: Int, _ colour: (Int, Int) -> UInt32) -> RasterImage {
        var image = RasterImage(width: width, height: height, filledWith: 0)
        for y in 0..<height { for x in 0..<width { image.pixels[y * width + x] = colour(x, y) } }
        return image
    }

    @Test func everyFrameDecodesToItsPixelsWithItsDelay() throws {
        let white = Self.image(width: 40, height: 20) { _, _ in 0xFFFFFF }
        var caption = white
        for x in 5..<15 { caption.pixels[7 * 40 + x] = 0x0000AA }
        var moved = caption
        moved.pixels[19 * 40 + 39] = 0xCC0000
        let gif = GIFAnimation.data([
            .init(image: white, centiseconds: 50), .init(image: caption, centiseconds: 50),
            .init(image: caption, centiseconds: 100), .init(image: moved, centiseconds: 300),
        ])
        let decoded = try DecodedGIF(gif)
        #expect(decoded.width == 40 && decoded.height == 20)
        #expect(decoded.loops)
        // The unchanged third picture lengthens the second instead of being a frame.
        #expect(decoded.frames.map(\.centiseconds) == [50, 150, 300])
        #expect(decoded.frames.map(\.pixels) == [white.pixels, caption.pixels, moved.pixels])
        // After the first, a frame is only the rectangle that changed.
        #expect(decoded.rectangles[1] == GIFAnimation.Rectangle(x: 5, y: 7, width: 10, height: 1))
        #expect(decoded.rectangles[2] == GIFAnimation.Rectangle(x: 39, y: 19, width: 1, height: 1))
    }

    @Test func longPicturesOfManyColoursRestartTheCodeTableAndStillDecode() throws {
        // 250 colours in a pattern that repeats rarely: the LZW table fills and starts over many times.
        let busy = Self.image(width: 320, height: 200) { x, y in UInt32((x * 7 + y * 13 + (x * y) % 17) % 250) * 0x010101 }
        let decoded = try DecodedGIF(GIFAnimation.data([.init(image: busy, centiseconds: 10)]))
        #expect(decoded.clearCodes > 5)
        #expect(decoded.frames.map(\.pixels) == [busy.pixels])
    }

    @Test func pastTwoHundredAndFiftySixColoursEachTakesTheNearestKeptOne() throws {
        // 300 greys: the 256 most used are kept, and every other is drawn in one of its neighbours.
        let greys = Self.image(width: 300, height: 4) { x, y in UInt32(y == 0 ? x : x % 200) * 0x000101 }
        let decoded = try DecodedGIF(GIFAnimation.data([.init(image: greys, centiseconds: 10)]))
        #expect(decoded.paletteSize == 256)
        for (got, wanted) in zip(decoded.frames[0].pixels, greys.pixels) {
            #expect(abs(Int(got & 0xFF) - Int(wanted & 0xFF)) <= 2)
        }
    }

    @Test func aPNGIsReadWithEachOfItsRowFilters() throws {
        // Two rows of RGB, filtered with Sub and Paeth; stored (uncompressed) in the zlib stream.
        let rows: [[UInt8]] = [[1, 10, 20, 30, 5, 5, 5], [4, 1, 2, 3, 1, 1, 1]]
        let png = Self.png(width: 2, height: 2, colourType: 2, raw: rows.flatMap { $0 })
        let image = try RasterImage(png: png)
        #expect(image == RasterImage(width: 2, height: 2, pixels: [0x0A141E, 0x0F1923, 0x0B1621, 0x101A24]))
        #expect(throws: RasterImage.PNGProblem.self) { try RasterImage(png: Data("GIF89a".utf8)) }
    }

    /// A PNG of already-filtered rows, in a zlib stream of one stored block (CRCs are not read).
    static func png(width: Int, height: Int, colourType: UInt8, raw: [UInt8]) -> Data {
        func be(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] { be(body.count) + Array(type.utf8) + body + [0, 0, 0, 0] }
        var (a, b) = (1, 0)
        for byte in raw { a = (a + Int(byte)) % 65521; b = (b + a) % 65521 }
        let length = raw.count
        let zlib = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
            + raw + be(b << 16 | a)
        let header = be(width) + be(height) + [8, colourType, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }
}

/// A GIF read back by the test's own decoder (written from the GIF89a specification): the
/// encoder's output is checked against what a reader makes of it, not against itself.
struct DecodedGIF {
    struct Frame {
        var pixels: [UInt32]
        var centiseconds: Int
    }

    struct Problem: Error {
        var description: String
    }

    var width = 0, height = 0, paletteSize = 0
    var loops = false
    var frames: [Frame] = []
    var rectangles: [GIFAnimation.Rectangle] = []
    var clearCodes = 0

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: Array("GIF89a".utf8)) else { throw Problem(description: "not GIF89a") }
        func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        width = word(6)
        height = word(8)
        guard bytes[10] & 0x80 != 0 else { throw Problem(description: "no global colour table") }
        paletteSize = 1 << (Int(bytes[10] & 0x07) + 1)
        var palette: [UInt32] = []
        for index in 0..<paletteSize {
            let at = 13 + index * 3
            palette.append(UInt32(bytes[at]) << 16 | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]))
        }
        var at = 13 + paletteSize * 3
        var canvas = [UInt32](repeating: 0, count: width * height)
        var delay = 0
        func subBlocks() -> [UInt8] {
            var data: [UInt8] = []
            while bytes[at] != 0 {
                data += bytes[(at + 1)..<(at + 1 + Int(bytes[at]))]
                at += 1 + Int(bytes[at])
            }
            at += 1
            return data
        }
        while at < bytes.count {
            switch bytes[at] {
            case 0x21:
                let label = bytes[at + 1]
                at += 2
                let data = subBlocks()
                if label == 0xF9 { delay = Int(data[1]) | Int(data[2]) << 8 }
                if label == 0xFF, data.starts(with: Array("NETSCAPE2.0".utf8)) { loops = true }
            case 0x2C:
                let rectangle = GIFAnimation.Rectangle(x: word(at + 1), y: word(at + 3), width: word(at + 5), height: word(at + 7))
                let minimumCodeSize = Int(bytes[at + 10])
                at += 11
                let indices = try decode(subBlocks(), minimumCodeSize: minimumCodeSize)
                guard indices.count == rectangle.width * rectangle.height else {
                    throw Problem(description: "\(indices.count) pixels for a \(rectangle.width)x\(rectangle.height) frame")
                }
                for (offset, index) in indices.enumerated() {
                    let (x, y) = (rectangle.x + offset % rectangle.width, rectangle.y + offset / rectangle.width)
                    canvas[y * width + x] = palette[Int(index)]
                }
                rectangles.append(rectangle)
                frames.append(Frame(pixels: canvas, centiseconds: delay))
            case 0x3B:
                return
            default:
                throw Problem(description: "unknown block 0x\(String(bytes[at], radix: 16)) at \(at)")
            }
        }
        throw Problem(description: "no trailer")
    }

    private mutating func decode(_ data: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var codeSize = minimumCodeSize + 1
        var table: [[UInt8]] = []
        func reset() {
            table = (0..<clear).map { [UInt8($0)] } + [[], []]
            codeSize = minimumCodeSize + 1
        }
        reset()
        var output: [UInt8] = []
        var previous: [UInt8]? = nil
        var bit = 0
        while bit + codeSize <= data.count * 8 {
            var code = 0
            for offset in 0..<codeSize where data[(bit + offset) / 8] & (1 << ((bit + offset) % 8)) != 0 { code |= 1 << offset }
            bit += codeSize
            if code == clear {
                clearCodes += 1
                reset()
                previous = nil
                continue
            }
            if code == end { return output }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
            } else {
                throw Problem(description: "code \(code) with a table of \(table.count)")
            }
            output += entry
            if let previous, table.count < 4096 {
                table.append(previous + [entry[0]])
                if table.count == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = entry
        }
        throw Problem(description: "no end code")
    }
}

@Suite("check --gif: the screens of a recording and how long each stays")
struct RecordedScreensTests {
    @Test func eachScreenStaysAsTheCastHoldsItAtMostTheIdleLimit() throws {
        // The first screen stays until the press (half a second); the focused field's for its
        // pause and the next press; the popover's for the wait, cut to 3 s; the last a step.
        let script = "press search\npause 1s\npress compass\nwait 10s\npress compass\n"
        let result = ScriptRunner.run(try loadedScript(script), recordsCast: true)
        let screens = result.recordedScreens
        #expect(screens.map(\.seconds) == [0.5, 1.5, 3, 0.5])
        #expect(Set(screens.map(\.screen)).count == 4)
        #expect(ScriptRunner.run(try loadedScript(script), recordsCast: false).recordedScreens.isEmpty)
    }
}
