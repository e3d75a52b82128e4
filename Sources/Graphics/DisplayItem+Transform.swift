import Foundation

extension DisplayItem {
  /// The same item drawn through `m` after its own transform: its geometry mapped by `m`
  /// (used to draw captured items again somewhere else, e.g. a snapshot of a view). Items
  /// without geometry are unchanged.
  public func transformed(by m: CGAffineTransform) -> DisplayItem {
    switch self {
    case .pushClip(let shape, let t): return .pushClip(shape, transform: t.concatenating(m))
    case .fill(let shape, let color, let t): return .fill(shape, color: color, transform: t.concatenating(m))
    case .border(let shape, let width, let color, let t):
      return .border(shape, width: width, color: color, transform: t.concatenating(m))
    case .text(let run, let t): return .text(run, transform: t.concatenating(m))
    case .popClip, .beginGroup, .endGroup: return self
    }
  }
}
