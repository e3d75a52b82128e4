import Foundation
import Testing

@testable import flipbook

/// `StartupCodeRelease` drops the running executable's code pages from the resident set, and
/// code keeps running (it faults back in from the file).
@Suite("Start-up code release")
struct StartupCodeReleaseTests {
  /// Resident kilobytes of the executable's read-and-execute mappings (`/proc/self/smaps`).
  static func residentCodeKilobytes() throws -> Int {
    let smaps = try String(contentsOfFile: "/proc/self/smaps", encoding: .utf8)
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    var total = 0
    var inCode = false
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if let first = fields.first, first.contains("-"), fields.count >= 5 {
        // A mapping's header: start-end perms offset device inode [path].
        inCode = fields.count == 6 && fields[1] == "r-xp" && fields[5] == executable
      } else if inCode, fields.count >= 2, fields[0] == "Rss:", let kilobytes = Int(fields[1]) {
        total += kilobytes
      }
    }
    return total
  }

  @Test func findsTheMappingThatHoldsThisCode() throws {
    try #require(FileManager.default.fileExists(atPath: "/proc/self/maps"))
    let ranges = StartupCodeRelease.executableCodeRanges()
    #expect(!ranges.isEmpty)
    let function: @convention(c) () -> Int32 = { 42 }
    let address = unsafeBitCast(function, to: UInt.self)
    #expect(ranges.contains { $0.contains(address) }, "\(String(address, radix: 16)) outside \(ranges)")
  }

  @Test func releasedCodeLeavesTheResidentSetAndStillRuns() throws {
    try #require(FileManager.default.fileExists(atPath: "/proc/self/smaps"))
    let before = try Self.residentCodeKilobytes()
    let released = StartupCodeRelease.release()
    let after = try Self.residentCodeKilobytes()
    #expect(released == StartupCodeRelease.executableCodeRanges().count)
    // Other tests run meanwhile and fault some of their code back in, but far from all of it.
    #expect(after < before, "resident code \(before) KB before the release, \(after) KB after")
    // Code runs again after the release (its pages fault back in from the file).
    let function: @convention(c) (Int32) -> Int32 = { $0 &* 3 }
    #expect(function(14) == 42)
  }
}
