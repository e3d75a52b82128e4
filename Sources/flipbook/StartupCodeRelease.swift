import CProcessMemory
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Lets go of the code and read-only data pages of the executable and its shared libraries
/// once start-up is over, so a render's peak memory does not count what ran or was read only
/// to parse the arguments and load the scenes.
///
/// The kernel maps a program's code 64 KB (or a page-cache folio) around each page that
/// faults, and start-up runs a large part of it once — argument parsing, YAML, the scene's
/// first layout, Foundation's and the C++ library's set-up — spread over most of the statically
/// linked binary, and reads much of the read-only segments (symbol tables, Swift's type and
/// conformance records, unwind tables, locale data). `madvise(MADV_DONTNEED)` on every segment
/// that is never written (`fb_unwritten_segments`: code and read-only data, not the
/// relocation read-only ranges, whose pages the loader wrote) drops those pages from the
/// process's resident set; what is used again faults back in from the page cache (the files'
/// pages stay cached), so mostly what the render loop uses is resident while frames are drawn.
/// The link order (`Benchmarks/flipbook.order`) puts the render loop's functions together, so
/// they fault back into few windows. Nothing else is touched: writable and relocated pages are
/// other mappings, and never-written file pages hold nothing that cannot be read back.
enum StartupCodeRelease {
  /// The page-aligned address ranges of the never-written segments of the executable and the
  /// shared libraries loaded (`dl_iterate_phdr`).
  static func unwrittenRanges() -> [Range<UInt>] {
    var capacity = 256
    while true {
      var starts = [UInt](repeating: 0, count: capacity)
      var ends = [UInt](repeating: 0, count: capacity)
      let count = fb_unwritten_segments(&starts, &ends, capacity)
      // More segments than room (hundreds of libraries): ask again with room for all.
      guard count <= capacity else {
        capacity = count
        continue
      }
      return (0..<count).compactMap { starts[$0] < ends[$0] ? starts[$0]..<ends[$0] : nil }
    }
  }

  /// Drops the never-written pages of the executable and its libraries from the resident set
  /// (they fault back in when used again). Returns the number of ranges released.
  @discardableResult
  static func release() -> Int {
    var released = 0
    for range in unwrittenRanges() {
      guard let start = UnsafeMutableRawPointer(bitPattern: range.lowerBound) else { continue }
      if madvise(start, Int(range.upperBound - range.lowerBound), MADV_DONTNEED) == 0 { released += 1 }
    }
    return released
  }
}
