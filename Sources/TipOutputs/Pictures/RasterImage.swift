import CZlib
import Foundation

/// Pixels as 0xRRGGBB, row by row: a screen as Chromium drew it, read back from its PNG so that
/// `check --gif` draws exactly what `--svg` and `shot -o OUT.png` draw, fonts included.
public struct RasterImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A blank image of one colour.
    public init(width: Int, height: Int, filledWith colour: UInt32) {
        self.init(width: width, height: height, pixels: Array(repeating: colour, count: width * height))
    }

    /// The `width` × `height` part whose top left corner is at `x`, `y`; what lies outside this
    /// image is `fill`.
    public func cropped(x: Int, y: Int, width: Int, height: Int, fill: UInt32 = 0xFFFFFF) -> RasterImage {
        var part = RasterImage(width: width, height: height, filledWith: fill)
        for row in 0..<height where y + row < self.height {
            for column in 0..<width where x + column < self.width {
                part.pixels[row * width + column] = pixels[(y + row) * self.width + x + column]
            }
        }
        return part
    }

    /// Why a PNG could not be read.
    public struct PNGProblem: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Reads a PNG as Chromium writes one: 8 bits per channel, RGB or RGBA (alpha is dropped:
    /// the screens are opaque), not interlaced.
    public init(png data: Data) throws(PNGProblem) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw PNGProblem(description: "not a PNG") }
        var offset = 8
        var width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = Int(Self.bigEndian(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else { throw PNGProblem(description: "a \(type) chunk runs past the end") }
            switch type {
            case "IHDR":
                width = Int(Self.bigEndian(bytes, body))
                height = Int(Self.bigEndian(bytes, body + 4))
                let (depth, colourType, interlace) = (bytes[body + 8], bytes[body + 9], bytes[body + 12])
                guard depth == 8, colourType == 2 || colourType == 6, interlace == 0 else {
                    throw PNGProblem(description: "a PNG of bit depth \(depth), colour type \(colourType), interlace \(interlace); expected 8-bit RGB or RGBA, not interlaced")
                }
                channels = colourType == 6 ? 4 : 3
            case "IDAT":
                compressed += bytes[body..<(body + length)]
            default: break
            }
            offset = body + length + 4
        }
        guard width > 0, height > 0, channels > 0 else { throw PNGProblem(description: "a PNG without a header") }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var rawCount = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { output in
            compressed.withUnsafeBufferPointer { input in
                uncompress(output.baseAddress, &rawCount, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawCount) == raw.count else { throw PNGProblem(description: "the PNG's pixels do not inflate (zlib \(status))") }
        try Self.unfilter(&raw, rows: height, stride: stride, bytesPerPixel: channels)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let start = row * (stride + 1) + 1
            for column in 0..<width {
                let at = start + column * channels
                pixels[row * width + column] = UInt32(raw[at]) << 16 | UInt32(raw[at + 1]) << 8 | UInt32(raw[at + 2])
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    /// Undoes PNG's per-row filters in place (each row starts with its filter type).
    private static func unfilter(_ raw: inout [UInt8], rows: Int, stride: Int, bytesPerPixel: Int) throws(PNGProblem) {
        for row in 0..<rows {
            let start = row * (stride + 1)
            let filter = raw[start]
            for index in 0..<stride {
                let at = start + 1 + index
                let left = index >= bytesPerPixel ? Int(raw[at - bytesPerPixel]) : 0
                let up = row > 0 ? Int(raw[at - stride - 1]) : 0
                let upLeft = row > 0 && index >= bytesPerPixel ? Int(raw[at - stride - 1 - bytesPerPixel]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw PNGProblem(description: "unknown PNG filter \(filter) on row \(row)")
                }
                raw[at] = UInt8(truncatingIfNeeded: Int(raw[at]) + predicted)
            }
        }
    }
}
