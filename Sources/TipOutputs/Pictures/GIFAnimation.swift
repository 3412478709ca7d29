/// An animated GIF (GIF89a, LZW-compressed, looping) of timed pictures: `tiptui check --gif`.
///
/// Written by hand, as nothing outside the toolchain may be used. It stays small because the
/// pictures are terminal screens: one global palette of the colours they use (a few dozen, with
/// the shades of anti-aliased text; past 256 the most used shades are kept and each other colour
/// takes its nearest), and after the first picture each frame is only the rectangle that changed,
/// drawn over the last; a picture that changed nothing lengthens the one before.
public enum GIFAnimation {
    /// One picture and how long it stays, in hundredths of a second (GIF's unit).
    public struct Frame: Sendable {
        public var image: RasterImage
        public var centiseconds: Int

        public init(image: RasterImage, centiseconds: Int) {
            self.image = image
            self.centiseconds = centiseconds
        }
    }

    /// The GIF file of `frames`, all the size of the first.
    public static func data(_ frames: [Frame]) -> [UInt8] {
        guard let first = frames.first else { return [] }
        let (width, height) = (first.image.width, first.image.height)
        let palette = Palette(frames.map(\.image))
        var bytes = Array("GIF89a".utf8)
        bytes += littleEndian(width) + littleEndian(height)
        // A global colour table of 2^(bits) entries, 8 bits per primary in the source.
        bytes += [0xF0 | UInt8(palette.bits - 1), 0, 0]
        for index in 0..<(1 << palette.bits) {
            let colour = index < palette.colours.count ? palette.colours[index] : 0
            bytes += [UInt8(colour >> 16 & 0xFF), UInt8(colour >> 8 & 0xFF), UInt8(colour & 0xFF)]
        }
        // NETSCAPE2.0: loop for ever.
        bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        var shown: [UInt8]? = nil
        var pending: (rectangle: Rectangle, indices: [UInt8], centiseconds: Int)?
        for frame in frames {
            let indices = palette.indices(of: frame.image)
            let rectangle = shown.map { changedRectangle(from: $0, to: indices, width: width, height: height) }
                ?? Rectangle(x: 0, y: 0, width: width, height: height)
            guard let rectangle else {
                pending?.centiseconds += frame.centiseconds
                continue
            }
            if let earlier = pending { bytes += image(earlier.rectangle, earlier.indices, width: width, centiseconds: earlier.centiseconds, bits: palette.bits) }
            pending = (rectangle, indices, frame.centiseconds)
            shown = indices
        }
        if let last = pending { bytes += image(last.rectangle, last.indices, width: width, centiseconds: last.centiseconds, bits: palette.bits) }
        bytes.append(0x3B)
        return bytes
    }

    struct Rectangle: Equatable {
        var x, y, width, height: Int
    }

    /// The smallest rectangle holding every pixel that differs; nil when none does.
    static func changedRectangle(from old: [UInt8], to new: [UInt8], width: Int, height: Int) -> Rectangle? {
        var (left, top, right, bottom) = (width, height, -1, -1)
        for y in 0..<height {
            for x in 0..<width where old[y * width + x] != new[y * width + x] {
                (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
            }
        }
        return right < 0 ? nil : Rectangle(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// A graphic control extension (the delay; drawn over what is shown) and the image block.
    private static func image(_ rectangle: Rectangle, _ indices: [UInt8], width: Int, centiseconds: Int, bits: Int) -> [UInt8] {
        var bytes: [UInt8] = [0x21, 0xF9, 0x04, 0x04] + littleEndian(min(max(centiseconds, 2), 0xFFFF)) + [0x00, 0x00]
        bytes += [0x2C] + littleEndian(rectangle.x) + littleEndian(rectangle.y)
        bytes += littleEndian(rectangle.width) + littleEndian(rectangle.height) + [0x00]
        var part: [UInt8] = []
        part.reserveCapacity(rectangle.width * rectangle.height)
        for y in rectangle.y..<(rectangle.y + rectangle.height) {
            part += indices[(y * width + rectangle.x)..<(y * width + rectangle.x + rectangle.width)]
        }
        let minimumCodeSize = max(2, bits)
        bytes.append(UInt8(minimumCodeSize))
        let compressed = lzw(part, minimumCodeSize: minimumCodeSize)
        for start in stride(from: 0, to: compressed.count, by: 255) {
            let block = compressed[start..<min(start + 255, compressed.count)]
            bytes.append(UInt8(block.count))
            bytes += block
        }
        bytes.append(0)
        return bytes
    }

    /// GIF's variable-width LZW: codes grow from `minimumCodeSize + 1` bits to 12, packed least
    /// significant bit first; when the table is full a clear code starts it over.
    static func lzw(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var output: [UInt8] = []
        var buffer = 0, bufferedBits = 0
        var codeSize = minimumCodeSize + 1
        func emit(_ code: Int) {
            buffer |= code << bufferedBits
            bufferedBits += codeSize
            while bufferedBits >= 8 {
                output.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bufferedBits -= 8
            }
        }
        var table: [Int: Int] = [:]
        // The code the next new string gets is `latest + 1`; as Go's image/gif writer does, the
        // table starts over (a clear code) before code 4095 would be given.
        var latest = end
        emit(clear)
        var prefix: Int? = nil
        for index in indices {
            let symbol = Int(index)
            guard let current = prefix else {
                prefix = symbol
                continue
            }
            if let code = table[current << 8 | symbol] {
                prefix = code
                continue
            }
            emit(current)
            latest += 1
            // The decoder widens its codes once its table reaches the next power of two.
            if latest == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            if latest == 4095 {
                emit(clear)
                table = [:]
                latest = end
                codeSize = minimumCodeSize + 1
            } else {
                table[current << 8 | symbol] = latest
            }
            prefix = symbol
        }
        if let prefix { emit(prefix) }
        emit(end)
        if bufferedBits > 0 { output.append(UInt8(buffer & 0xFF)) }
        return output
    }

    private static func littleEndian(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

    /// The colours of all the pictures, at most 256, and each pixel's index among them.
    struct Palette {
        var colours: [UInt32]
        /// Bits per index: the table has 2^bits entries (at least 2, as GIF requires).
        var bits: Int
        private var indexOf: [UInt32: UInt8] = [:]

        init(_ images: [RasterImage]) {
            var counts: [UInt32: Int] = [:]
            for image in images {
                for pixel in image.pixels { counts[pixel, default: 0] += 1 }
            }
            // Most used first, ties by colour, so the same pictures make the same file.
            let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
            colours = Array(ranked.prefix(256))
            for (index, colour) in colours.enumerated() { indexOf[colour] = UInt8(index) }
            for colour in ranked.dropFirst(256) { indexOf[colour] = Self.nearest(colour, among: colours) }
            bits = 1
            while 1 << bits < colours.count { bits += 1 }
        }

        func indices(of image: RasterImage) -> [UInt8] { image.pixels.map { indexOf[$0] ?? 0 } }

        private static func nearest(_ colour: UInt32, among colours: [UInt32]) -> UInt8 {
            func distance(_ a: UInt32, _ b: UInt32) -> Int {
                let red = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)
                let green = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
                let blue = Int(a & 0xFF) - Int(b & 0xFF)
                return red * red + green * green + blue * blue
            }
            var best = 0
            for index in colours.indices where distance(colour, colours[index]) < distance(colour, colours[best]) { best = index }
            return UInt8(best)
        }
    }
}
