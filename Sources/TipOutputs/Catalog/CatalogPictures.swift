import CLibDeflate
import Foundation

/// A tip page's cells (each picture with the findings beside it, and the links to them),
/// written once at the end of the page as zlib (deflate) data in base64 and put in place by the
/// page's script when it opens.
///
/// Why: a page holds 45 pictures or more, and each is mostly what the others are: the same box,
/// the same copy wrapped at another width, the same popover. Written out one by one they were
/// 230 KB a page and a 1,000-tip catalogue was 237 MB, which static hosts and review tools refuse;
/// deflated together they are a tenth of that. The pictures are still exactly the SVG
/// `CellBuffer.svgElement` draws (no second drawing of them in script): the script only inflates
/// the cells' HTML and puts it where the page keeps its place. With scripts off the page says so
/// and names `tiptui shot`; the rest of it (copy, rules, placement, every finding with what it
/// concerns) is plain HTML.
public enum CatalogPictures {
    /// The `id` of the element holding the data.
    static let elementID = "catalog-pictures"
    /// The `id` of the element the cells replace.
    static let placeID = "catalog-cells"

    /// The empty figure a cell holds in the page its key hashes: the picture's key
    /// (`CatalogFigure`) stands for the picture.
    static func placeholder(key: String) -> String {
        "<figure data-key=\"\(key)\"></figure>\n"
    }

    /// The cells' place, the data and the script that unpacks it.
    static func element(packing cells: String) -> String {
        var cells = cells
        let (length, packed) = cells.withUTF8 { ($0.count, deflated($0)) }
        return "<div id=\"\(placeID)\">\n"
            + "<noscript><p class=\"note\">The pictures are packed at the end of this page and put in place by its script, "
            + "which is off: <code>tiptui shot</code> draws any of them as SVG or PNG.</p></noscript>\n"
            + "<p class=\"note\" hidden></p>\n</div>\n"
            + "<script type=\"application/octet-stream\" id=\"\(elementID)\" data-encoding=\"zlib base64\" data-length=\"\(length)\">"
            + Data(packed).base64EncodedString() + "</script>\n<script>\n\(script)</script>\n"
    }

    /// The cells a page holds, as they were written (`element(packing:)`); nil when it holds none
    /// or they cannot be read back (a page edited by hand, or written before cells were packed):
    /// its pictures are then drawn again.
    static func packedCells(inPage page: String) -> String? {
        guard let opening = page.range(of: "id=\"\(elementID)\""),
              let lengthStart = page.range(of: "data-length=\"", range: opening.upperBound..<page.endIndex),
              let tagEnd = page.range(of: ">", range: lengthStart.upperBound..<page.endIndex),
              let closing = page.range(of: "</script>", range: tagEnd.upperBound..<page.endIndex),
              let length = Int(page[lengthStart.upperBound...].prefix { $0.isNumber }),
              let data = Data(base64Encoded: String(page[tagEnd.upperBound..<closing.lowerBound])) else { return nil }
        return inflated(Array(data), length: length).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The page as a browser shows it once its script has run: its cells in their place, the
    /// data and script gone. What tests and tools that read a page's pictures read (the font
    /// check, the browser tests' links). The page as it is when it holds no packed cells.
    public static func expanded(page: String) -> String {
        guard let cells = packedCells(inPage: page),
              let place = page.range(of: "<div id=\"\(placeID)\">"),
              let data = page.range(of: "</script>\n", range: place.upperBound..<page.endIndex),
              let script = page.range(of: "</script>\n", range: data.upperBound..<page.endIndex) else { return page }
        return page[..<place.lowerBound] + cells + page[script.upperBound...]
    }

    /// Inflates the data and puts the cells in their place, then goes to the picture the address
    /// names again (it was not there when the page opened; going again also makes it `:target`,
    /// which draws a tablet's picture at its own size on a phone). `window.catalogPictures` is a
    /// promise of that, for tests and for scripts that read the pictures; `data-pictures` on the
    /// root says how it went. Without `DecompressionStream` (browsers before 2023) the note in
    /// the cells' place says so.
    static let script = """
        window.catalogPictures = (function () {
          const source = document.getElementById('\(elementID)');
          const place = document.getElementById('\(placeID)');
          if (!source || !place) { return Promise.resolve(); }
          if (typeof DecompressionStream !== 'function') {
            const note = place.querySelector('p.note');
            note.textContent = 'This browser cannot unpack the pictures (it has no DecompressionStream): tiptui shot draws any of them as SVG or PNG.';
            note.hidden = false;
            document.documentElement.dataset.pictures = 'not drawn';
            return Promise.resolve();
          }
          const bytes = Uint8Array.from(atob(source.textContent), function (c) { return c.charCodeAt(0); });
          const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
          return new Response(stream).text().then(function (html) {
            const cells = document.createElement('template');
            cells.innerHTML = html;
            place.replaceWith(cells.content);
            document.documentElement.dataset.pictures = 'drawn';
            if (location.hash.length > 1 && document.getElementById(decodeURIComponent(location.hash.slice(1)))) {
              location.replace(location.hash);
            }
          });
        })();

        """

    /// zlib's format (what `DecompressionStream('deflate')` reads), written by libdeflate at its
    /// fastest level: a catalogue deflates every page it writes, and libdeflate's level 1 takes
    /// half the time of zlib's level 3 for 5 % more bytes (the figures of a page are mostly
    /// repeats close together, which the fast levels all find; 6 and up halve the size again
    /// only at twice the time).
    static func deflated(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(1) else { fatalError("libdeflate could not allocate a compressor: out of memory") }
        defer { libdeflate_free_compressor(compressor) }
        var output = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, bytes.count))
        let count = output.withUnsafeMutableBufferPointer { out in
            libdeflate_zlib_compress(compressor, bytes.baseAddress, bytes.count, out.baseAddress, out.count)
        }
        precondition(count > 0, "libdeflate's bound leaves room for any input")
        output.removeSubrange(count...)
        return output
    }

    /// The bytes `deflated` wrote, `length` of them; nil when the data is not that.
    static func inflated(_ bytes: [UInt8], length: Int) -> [UInt8]? {
        guard length >= 0, length < 1 << 30, let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: length)
        var outputCount = 0
        let result = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &outputCount)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, outputCount == length else { return nil }
        return output
    }
}
