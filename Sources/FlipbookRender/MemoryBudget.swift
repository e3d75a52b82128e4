import Foundation

/// The memory limit of a command (`--max-memory`): parsing `512M`/`4G`, the default (half of
/// the machine's physical memory) and the check of one allocation against it.
public enum MemoryBudget {
  /// Half of the physical memory.
  public static var defaultLimit: Int { Int(ProcessInfo.processInfo.physicalMemory / 2) }

  /// `4G`, `512M`, `100K` or a number of bytes; nil when malformed or not > 0.
  public static func parse(_ text: String) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
    let gib = 1_073_741_824.0
    let mib = 1_048_576.0
    let units: [(String, Double)] = [
      ("GB", gib), ("G", gib), ("MB", mib), ("M", mib), ("KB", 1024), ("K", 1024), ("B", 1),
    ]
    for (suffix, factor) in units where trimmed.hasSuffix(suffix) {
      guard let value = Double(trimmed.dropLast(suffix.count)), value.isFinite, value > 0, value * factor < 1e18
      else { return nil }
      return Int(value * factor)
    }
    guard let value = Double(trimmed), value.isFinite, value >= 1, value < 1e18 else { return nil }
    return Int(value)
  }

  /// `1.5 GiB`, `300 MiB`, `12 KiB`.
  public static func describe(_ bytes: Int) -> String {
    let value = Double(bytes)
    if value >= Double(1 << 30) { return String(format: "%.1f GiB", value / Double(1 << 30)) }
    if value >= Double(1 << 20) { return String(format: "%.0f MiB", value / Double(1 << 20)) }
    return String(format: "%.0f KiB", value / 1024)
  }

  /// Throws when `bytes` (what `what` needs) exceeds `limit`.
  public static func check(_ bytes: Int, for what: String, limit: Int) throws {
    guard bytes > limit else { return }
    throw Failure(message: "\(what) needs about \(describe(bytes)), more than --max-memory \(describe(limit))")
  }

  /// A computation over the limit.
  public struct Failure: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }
}
