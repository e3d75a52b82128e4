import Foundation
import HeadlessUIKit

/// Views whose content is drawn by a `draw(_:)` override, as iOS custom views draw, for scenes'
/// `drawing:` field: `rings` (``ActivityRingsView``) and `sparkline` (``SparklineView``).
public enum DrawnViewCatalogue {
  /// The names scenes may use.
  public static let names = ["rings", "sparkline"]

  /// A new view of the kind `name` with `frame`.
  ///
  /// - Precondition: `name` is one of ``names``.
  @MainActor
  public static func view(named name: String, frame: CGRect) -> UIView {
    switch name {
    case "rings": return ActivityRingsView(frame: frame)
    case "sparkline": return SparklineView(frame: frame)
    default: preconditionFailure("unknown drawn view '\(name)'; known: \(names.joined(separator: ", "))")
    }
  }
}
