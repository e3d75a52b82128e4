import Graphics

/// Why a comparison failed; a passing comparison has none.
public enum ImageDiffFailure: Sendable, Hashable, CustomStringConvertible {
  /// The images have different sizes; no pixel was compared.
  case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
  /// More pixels differ than the comparison allows.
  case tooManyDifferingPixels(count: Int, allowed: Int, compared: Int)
  /// A window of the density gate holds too many differing pixels.
  case tooDense(window: PixelRect, count: Int, percent: Double, maximumPercent: Double)

  public var description: String {
    switch self {
    case .sizeMismatch(let ew, let eh, let aw, let ah):
      return "size differs: expected \(ew)x\(eh), actual \(aw)x\(ah)"
    case .tooManyDifferingPixels(let count, let allowed, let compared):
      let percent = compared > 0 ? Double(count) * 100 / Double(compared) : 0
      let share = (percent * 1000).rounded() / 1000
      return "\(count) of \(compared) pixels differ (\(share) %), \(allowed) allowed"
    case .tooDense(let window, let count, let percent, let maximum):
      let share = (percent * 100).rounded() / 100
      return "\(count) differing pixels (\(share) %) in the window at \(window), more than \(maximum) %"
    }
  }
}
