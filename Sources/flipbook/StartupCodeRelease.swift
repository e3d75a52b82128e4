import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Lets go of the executable's code pages once start-up is over, so a render's peak memory
/// does not count code that ran only to parse the arguments and load the scenes.
///
/// The kernel maps a program's code 64 KB around each page that faults, and start-up runs a
/// large part of it once — argument parsing, YAML, the scene's first layout, Foundation's
/// set-up — spread over most of the statically linked binary. `madvise(MADV_DONTNEED)` on the
/// executable's read-and-execute mappings drops those pages from the process's resident set;
/// code that runs again faults back in from the page cache (the file's pages stay cached), so
/// only the code a render loop uses is resident while frames are drawn. Nothing else is
/// touched: the writable and relocated data pages of the binary are separate mappings, and
/// clean code pages hold nothing that cannot be read back from the file.
enum StartupCodeRelease {
  /// The address ranges of the executable's read-and-execute mappings (`/proc/self/maps`).
  static func executableCodeRanges() -> [Range<UInt>] {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
      let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return [] }
    var ranges: [Range<UInt>] = []
    for line in maps.split(separator: "\n") {
      // start-end perms offset device inode path
      let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      guard fields.count == 6, fields[1] == "r-xp",
        fields[5].trimmingCharacters(in: .whitespaces) == executable
      else { continue }
      let bounds = fields[0].split(separator: "-")
      guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
        start < end
      else { continue }
      ranges.append(start..<end)
    }
    return ranges
  }

  /// Drops the executable's code pages from the resident set (they fault back in as code runs
  /// again). Returns the number of ranges released; does nothing where `/proc` is missing.
  @discardableResult
  static func release() -> Int {
    var released = 0
    for range in executableCodeRanges() {
      guard let start = UnsafeMutableRawPointer(bitPattern: range.lowerBound) else { continue }
      if madvise(start, Int(range.upperBound - range.lowerBound), MADV_DONTNEED) == 0 { released += 1 }
    }
    return released
  }
}
