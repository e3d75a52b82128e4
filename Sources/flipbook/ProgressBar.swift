import Foundation

/// Shows render progress on standard error: a redrawn bar with the scene's place in the run
/// ("scene 2 of 3"), frames done / total, frames per second and the time left when standard
/// error is a terminal, plain lines at every 25 % otherwise; then the phase that follows
/// ("encoding GIF…") so a long encode does not look frozen. Thread-safe (frames finish on worker
/// threads). Reads the wall clock for the rate; rendered frames never depend on it.
///
/// Call ``finish()`` before printing to standard output: it ends the bar's line, so the two
/// streams never share a line.
final class ProgressBar: @unchecked Sendable {
  /// The ANSI sequence that clears from the cursor to the end of the line: a shorter redraw
  /// leaves no characters of the longer one behind.
  static let clearToEndOfLine = "\u{1B}[K"

  private let label: String
  private let interactive: Bool
  private let write: @Sendable (String) -> Void
  private let lock = NSLock()
  private let start = DispatchTime.now()
  private var lastDraw: UInt64 = 0
  private var lastQuarter = 0
  /// Whether the terminal's current line holds an unfinished bar.
  private var lineOpen = false

  /// A bar for scene `scene` of `scenes` named `name`.
  init(
    scene: Int, of scenes: Int, name: String, interactive: Bool = isatty(STDERR_FILENO) != 0,
    write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) {
    self.label = scenes > 1 ? "scene \(scene) of \(scenes) \(name)" : name
    self.interactive = interactive
    self.write = write
  }

  /// Records that `done` of `total` frames are finished.
  func update(_ done: Int, of total: Int) {
    lock.lock()
    defer { lock.unlock() }
    let now = DispatchTime.now().uptimeNanoseconds
    if interactive {
      guard done == total || now - lastDraw > 100_000_000 else { return }
      lastDraw = now
      draw(Self.line(label, done, total, elapsed: elapsed(now), width: 28))
    } else {
      let quarter = total > 0 ? done * 4 / total : 4
      guard quarter > lastQuarter else { return }
      lastQuarter = quarter
      write(Self.line(label, done, total, elapsed: elapsed(now), width: 0) + "\n")
    }
  }

  /// Shows that `phase` (e.g. "encoding GIF") is running, until the next phase or ``finish()``.
  func phase(_ phase: String) {
    lock.lock()
    defer { lock.unlock() }
    if interactive { draw("\(label): \(phase)…") } else { write("\(label): \(phase)…\n") }
  }

  /// Ends the bar's line (if one is drawn) so standard output starts on a fresh line.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if lineOpen { write(Self.clearToEndOfLine + "\n") }
    lineOpen = false
  }

  private func draw(_ text: String) {
    write(Self.redraw(text))
    lineOpen = true
  }

  private func elapsed(_ now: UInt64) -> Double { Double(now - start.uptimeNanoseconds) / 1e9 }

  /// What redraws the terminal line as `text`: back to its start, the text, then clear what a
  /// longer earlier line left.
  static func redraw(_ text: String) -> String { "\r" + text + clearToEndOfLine }

  /// `label [#####-----] 12/73 frames  24.0 fps  ETA 2.5 s` (no bar when `width` is 0).
  static func line(_ label: String, _ done: Int, _ total: Int, elapsed: Double, width: Int) -> String {
    let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 1
    let filled = Int((fraction * Double(width)).rounded(.down))
    let bar =
      width > 0
      ? " [" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]" : ""
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let eta = rate > 0 ? String(format: "ETA %.1f s", Double(max(0, total - done)) / rate) : "ETA –"
    return "\(label)\(bar) \(done)/\(total) frames  " + String(format: "%.1f fps  ", rate) + eta
  }
}
