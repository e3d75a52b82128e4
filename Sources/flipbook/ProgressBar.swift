import Foundation

/// Shows render progress on standard error: a redrawn bar with frames done / total, frames per
/// second and the time left when standard error is a terminal, plain lines at every 25 %
/// otherwise. Thread-safe (frames finish on worker threads). Reads the wall clock for the rate;
/// rendered frames never depend on it.
final class ProgressBar: @unchecked Sendable {
  private let label: String
  private let interactive: Bool
  private let lock = NSLock()
  private let start = DispatchTime.now()
  private var lastDraw: UInt64 = 0
  private var lastQuarter = 0

  init(label: String, interactive: Bool = isatty(STDERR_FILENO) != 0) {
    self.label = label
    self.interactive = interactive
  }

  /// Records that `done` of `total` frames are finished.
  func update(_ done: Int, of total: Int) {
    lock.lock()
    defer { lock.unlock() }
    let now = DispatchTime.now().uptimeNanoseconds
    if interactive {
      guard done == total || now - lastDraw > 100_000_000 else { return }
      lastDraw = now
      FileHandle.standardError.write(
        Data(("\r" + Self.line(label, done, total, elapsed: elapsed(now), width: 28)).utf8))
      if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
    } else {
      let quarter = total > 0 ? done * 4 / total : 4
      guard quarter > lastQuarter else { return }
      lastQuarter = quarter
      FileHandle.standardError.write(Data((Self.line(label, done, total, elapsed: elapsed(now), width: 0) + "\n").utf8))
    }
  }

  private func elapsed(_ now: UInt64) -> Double { Double(now - start.uptimeNanoseconds) / 1e9 }

  /// `label [#####-----] 12/73 frames  24.0 fps  ETA 2.5 s` (no bar when `width` is 0).
  static func line(_ label: String, _ done: Int, _ total: Int, elapsed: Double, width: Int) -> String {
    let fraction = total > 0 ? Double(done) / Double(total) : 1
    let filled = Int((fraction * Double(width)).rounded(.down))
    let bar =
      width > 0
      ? " [" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]" : ""
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let eta = rate > 0 ? String(format: "ETA %.1f s", Double(total - done) / rate) : "ETA –"
    return "\(label)\(bar) \(done)/\(total) frames  " + String(format: "%.1f fps  ", rate) + eta
  }
}
