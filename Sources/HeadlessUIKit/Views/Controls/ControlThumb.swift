import Foundation

/// The round white thumb UIKit's switches and sliders share (iOS 13–17): a circle with a soft
/// shadow below it and a hairline edge.
///
/// - Note: UIKit difference: UIKit draws two stacked shadows (a tight one and a wide one); one
///   shadow of radius 4 pt, 3 pt down, at 0.15 opacity approximates their sum.
@MainActor
enum ControlThumb {
  /// The shadow's opacity: 0.15.
  static let shadowOpacity: Float = 0.15
  /// The shadow's blur radius: 4 pt.
  static let shadowRadius: CGFloat = 4
  /// The shadow's offset: 3 pt down.
  static let shadowOffset = CGSize(width: 0, height: 3)
  /// The hairline edge: 0.5 pt of black at 0.04 alpha.
  static let edgeWidth: CGFloat = 0.5
  static let edgeColor = UIColor(white: 0, alpha: 0.04)

  /// Makes `view` a thumb of `diameter` points (its colour is the caller's).
  static func style(_ view: UIView, diameter: CGFloat) {
    view.isUserInteractionEnabled = false
    view.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
    view.layer.cornerRadius = diameter / 2
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowOpacity = shadowOpacity
    view.layer.shadowRadius = shadowRadius
    view.layer.shadowOffset = shadowOffset
    view.layer.borderWidth = edgeWidth
    view.layer.borderColor = edgeColor.cgColor
  }
}
