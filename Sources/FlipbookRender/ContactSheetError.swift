/// Why a contact sheet could not be made; each case names the setting or frame and the value.
public enum ContactSheetError: Error, Sendable, Equatable, CustomStringConvertible {
  case noFrames(scene: String)
  case invalidStep(Int)
  case noProgressPoints
  case invalidProgress(Double)
  case noTransitions(scene: String)
  case invalidColumns(Int)
  case invalidScale(Double)
  case invalidGap(Int)

  public var description: String {
    switch self {
    case .noFrames(let scene): return "contact sheet of '\(scene)': no frames"
    case .invalidStep(let step): return "contact sheet: every \(step) frames is invalid; the step must be ≥ 1"
    case .noProgressPoints: return "contact sheet: give at least one progress point"
    case .invalidProgress(let value): return "contact sheet: progress point \(value) is outside 0…1"
    case .noTransitions(let scene):
      return "contact sheet of '\(scene)': progress points need a transition, and no frame has one"
    case .invalidColumns(let columns): return "contact sheet: \(columns) columns is invalid; use ≥ 1"
    case .invalidScale(let scale): return "contact sheet: frame scale \(scale) must be in (0, 1]"
    case .invalidGap(let gap): return "contact sheet: gap \(gap) must be ≥ 0"
    }
  }
}
