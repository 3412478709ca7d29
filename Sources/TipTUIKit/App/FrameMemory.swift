import Glibc

/// How the allocator treats the memory frames free. A frame of a large terminal allocates cell
/// buffers of hundreds of kilobytes (a 200x60 buffer is about half a megabyte). By default glibc
/// maps every allocation of 128 KiB or more straight from the kernel and gives it back when it is
/// freed, and trims the heap whenever 128 KiB at its top are free, so each frame paid page faults
/// for fresh pages: a tenth of the inspector-open frame's samples in a profile, and the
/// inspector-open frame 0.66–1.14 ms against 0.69–0.78 ms with the settings below, run in turn
/// (docs/benchmarks-tiptui.md). Buffers up to 4 MiB now come from the heap and up to 16 MiB of
/// freed memory stays with the process for the next frame.
public enum FrameMemory {
    /// Called once at program start, by `tiptui` and by the benchmark that times its frames.
    public static func keepFreedBuffersForTheNextFrame() {
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not include; it is
        // found by name instead. Its option numbers are glibc's M_TRIM_THRESHOLD and
        // M_MMAP_THRESHOLD.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }  // nil: RTLD_DEFAULT, the program's own symbols
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
        _ = mallopt(mmapThreshold, 4 << 20)
        _ = mallopt(trimThreshold, 16 << 20)
    }
}
