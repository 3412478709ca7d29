#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// GNU FriBidi, loaded when first needed with `dlopen` instead of linked: the playground must
/// build and run on machines without FriBidi's headers (`libfribidi-dev`), and without the
/// library itself it still runs, showing right-to-left text in logical order.
///
/// Only the two functions `BidiText` needs are looked up, with their C types declared here from
/// FriBidi's documented ABI (`FriBidiChar` = uint32, `FriBidiStrIndex` = int, `FriBidiParType` =
/// uint32, `FriBidiLevel` = signed char). The library is never closed: it is small, and the
/// function pointers must stay valid for the process's life. Both functions only read FriBidi's
/// constant Unicode tables and the buffers passed in, so calls from several threads are safe,
/// which is what makes this `Sendable`.
struct FriBidiLibrary: @unchecked Sendable {
    /// `fribidi_log2vis(str, len, &base_dir, visual_str, L_to_V, V_to_L, embedding_levels)`:
    /// runs the Unicode Bidirectional Algorithm over one paragraph; returns the highest
    /// embedding level + 1, or 0 on failure. Every output pointer may be NULL.
    typealias Log2Vis = @convention(c) (
        UnsafePointer<UInt32>?, Int32, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int8>?
    ) -> Int8
    /// `fribidi_get_mirror_char(ch, &mirrored)`: nonzero when `ch` has a mirrored glyph (`(` ↔ `)`).
    typealias GetMirrorChar = @convention(c) (UInt32, UnsafeMutablePointer<UInt32>?) -> Int32

    /// FriBidi's paragraph types (`FRIBIDI_PAR_LTR`, `FRIBIDI_PAR_RTL`, `FRIBIDI_PAR_ON`).
    enum ParagraphType: UInt32 {
        case leftToRight = 0x110
        case rightToLeft = 0x111
        /// Decided by the first strong character (rules P2–P3), left to right when there is none.
        case auto = 0x40
    }

    let libraryName: String
    let log2vis: Log2Vis
    let getMirrorChar: GetMirrorChar
    /// The library's own version line without its parentheses, such as "GNU FriBidi 1.0.8".
    let version: String?

    /// Loads `libraryName`, or returns nil when it or one of its functions is missing.
    init?(libraryName: String) {
        guard let handle = dlopen(libraryName, RTLD_NOW | RTLD_LOCAL),
            let log2vis = dlsym(handle, "fribidi_log2vis"),
            let mirror = dlsym(handle, "fribidi_get_mirror_char")
        else { return nil }
        self.libraryName = libraryName
        self.log2vis = unsafeBitCast(log2vis, to: Log2Vis.self)
        self.getMirrorChar = unsafeBitCast(mirror, to: GetMirrorChar.self)
        // `const char *fribidi_version_info`: the symbol is the address of the pointer.
        version = dlsym(handle, "fribidi_version_info")
            .flatMap { $0.assumingMemoryBound(to: UnsafePointer<CChar>?.self).pointee }
            .map { String(cString: $0) }
            .flatMap { $0.split(separator: "\n").first }
            .map { String($0.filter { $0 != "(" && $0 != ")" }) }
    }
}
