#if canImport(Glibc)
  import Glibc
#endif

/// The CLI's malloc policy: blocks of 128 KB or more always come from their own mapping and go
/// back to the system when freed.
///
/// glibc starts there, but raises the threshold to the size of each large block freed (up to
/// 32 MB) and lets every thread's arena keep twice that much free memory: after a render's first
/// frames, the workers' offscreen groups, shadow strips and PNG buffers stayed in the arenas
/// between frames (1.1–1.5 MB more peak RSS at 3×, 0.5–0.7 MB at 2×). A fixed threshold stops
/// that; frames are the same bytes. A threshold set with `GLIBC_TUNABLES` (glibc's
/// `glibc.malloc.mmap_threshold`) wins.
enum MallocPolicy {
  /// The threshold: glibc's default starting value.
  static let mmapThreshold: Int32 = 128 << 10
  /// `M_MMAP_THRESHOLD` of glibc's `<malloc.h>` (not in Swift's Glibc module, nor `mallopt`).
  private static let mmapThresholdParameter: Int32 = -3

  /// Sets ``mmapThreshold`` unless the environment sets one. Does nothing without glibc's
  /// `mallopt` (looked up at run time).
  static func install() {
    #if canImport(Glibc)
      if let tunables = getenv("GLIBC_TUNABLES"), String(cString: tunables).contains("mmap_threshold") { return }
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
      _ = mallopt(mmapThresholdParameter, mmapThreshold)
    #endif
  }
}
