import CProcessMemory
import Foundation
import Testing

@testable import flipbook

/// `StartupCodeRelease` drops the never-written pages of the executable and its libraries from
/// the resident set, and code keeps running (it faults back in from the files); the command
/// limits malloc to one arena before its threads start.
@Suite("Start-up code release")
struct StartupCodeReleaseTests {
  /// A mapping of `/proc/self/smaps`: its range, permissions, path, resident and own (written)
  /// kilobytes.
  struct Mapping {
    var range: Range<UInt>
    var permissions: String
    var path: String
    var residentKilobytes = 0
    var anonymousKilobytes = 0
  }

  static func mappings() throws -> [Mapping] {
    let data = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps")).readToEnd() ?? Data()
    var result: [Mapping] = []
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if let first = fields.first, first.contains("-"), first.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
        // A mapping's header: start-end perms offset device inode [path].
        let bounds = first.split(separator: "-").compactMap { UInt($0, radix: 16) }
        guard bounds.count == 2, fields.count >= 5 else { continue }
        result.append(
          Mapping(
            range: bounds[0]..<bounds[1], permissions: String(fields[1]),
            path: fields.count >= 6 ? fields[5...].joined(separator: " ") : ""))
      } else if !result.isEmpty, fields.count >= 2, let kilobytes = Int(fields[1]) {
        if fields[0] == "Rss:" { result[result.count - 1].residentKilobytes = kilobytes }
        if fields[0] == "Anonymous:" { result[result.count - 1].anonymousKilobytes = kilobytes }
      }
    }
    return result
  }

  /// Resident kilobytes of the executable's read-and-execute mappings.
  static func residentCodeKilobytes() throws -> Int {
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    return try mappings().filter { $0.permissions == "r-xp" && $0.path == executable }.reduce(0) {
      $0 + $1.residentKilobytes
    }
  }

  @Test func findsTheMappingThatHoldsThisCode() throws {
    let ranges = StartupCodeRelease.unwrittenRanges()
    #expect(!ranges.isEmpty)
    let function: @convention(c) () -> Int32 = { 42 }
    let address = unsafeBitCast(function, to: UInt.self)
    #expect(ranges.contains { $0.contains(address) }, "\(String(address, radix: 16)) outside \(ranges)")
  }

  /// With too little room the C side fills what fits and reports how many there are in all, so
  /// the Swift side can ask again: no segment is left out for want of room.
  @Test func reportsEverySegmentWhenTheRoomIsShort() {
    var start: UInt = 0
    var end: UInt = 0
    let total = fb_unwritten_segments(&start, &end, 1)
    #expect(total > 1)
    #expect(start > 0 && start < end)
    #expect(StartupCodeRelease.unwrittenRanges().count == total)
    #expect(StartupCodeRelease.unwrittenRanges().first == start..<end)
  }

  @Test func releasesOnlyWholePagesOfUnwrittenFileMappings() throws {
    let ranges = StartupCodeRelease.unwrittenRanges()
    let mappings = try Self.mappings()
    let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
    for range in ranges {
      #expect(range.lowerBound % page == 0 && range.upperBound % page == 0 && !range.isEmpty)
      // Every page lies in a file mapping that is not writable and has no written copies
      // (the relocation read-only ranges have), so dropping it loses nothing.
      let covering = mappings.filter { $0.range.overlaps(range) }
      #expect(covering.reduce(0) { $0 + UInt($1.range.clamped(to: range).count) } == UInt(range.count))
      for mapping in covering {
        #expect(!mapping.permissions.contains("w"), "\(mapping.permissions) \(mapping.path)")
        #expect(mapping.path.hasPrefix("/"), "\(mapping.path)")
        #expect(mapping.anonymousKilobytes == 0, "written pages in \(mapping.path)")
      }
    }
    // The C library's code is released too, not only the executable's.
    let libc = mappings.filter { $0.permissions == "r-xp" && $0.path.hasSuffix("/libc.so.6") }
    #expect(!libc.isEmpty)
    #expect(libc.allSatisfy { mapping in ranges.contains { $0.overlaps(mapping.range) } })
  }

  @Test func releasedCodeLeavesTheResidentSetAndStillRuns() throws {
    let before = try Self.residentCodeKilobytes()
    let released = StartupCodeRelease.release()
    let after = try Self.residentCodeKilobytes()
    #expect(released == StartupCodeRelease.unwrittenRanges().count)
    // Other tests run meanwhile and fault some of their code back in, but far from all of it.
    #expect(after < before, "resident code \(before) KB before the release, \(after) KB after")
    // Code, read-only data and the C library fault back in from their files.
    let function: @convention(c) (Int32) -> Int32 = { $0 &* 3 }
    #expect(function(14) == 42)
    let command = try #require(try Flipbook.parseAsRoot(["render", "a.yaml", "--scale", "2"]) as? Flipbook.Render)
    #expect(command.scale == 2)
    #expect(String(format: "%.2f", 1.5) == "1.50")
  }

  @Test func mallocGoesToOneArena() {
    #expect(fb_malloc_use_one_arena() == 1)
  }
}
