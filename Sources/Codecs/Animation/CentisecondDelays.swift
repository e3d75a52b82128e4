/// Frame durations rounded to whole centiseconds (GIF's delay unit) with the rounding error
/// carried forward, so the total stays exact.
///
/// Each frame's delay is `round(end × 100) − round(start × 100)`, where `start` and `end` are the
/// frame's exact times since the first frame. No error ever accumulates: after any frame, the
/// elapsed delay is the exact elapsed time rounded to the nearest centisecond. At 30 fps the
/// delays run 3, 4, 3, 3, 4, 3, … (3.33 cs each on average).
enum CentisecondDelays {
  /// The delays in centiseconds for `durations` (seconds).
  static func delays(for durations: [Double]) -> [Int] {
    var elapsed = 0.0
    var previous = 0
    return durations.map { duration in
      elapsed += duration
      let end = Int((elapsed * 100).rounded())
      defer { previous = end }
      return end - previous
    }
  }
}
