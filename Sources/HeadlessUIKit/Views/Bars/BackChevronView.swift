import Foundation

/// The back button's chevron ("‹"), drawn as two round-capped strokes meeting at the tip, in
/// the bar's tint colour (UIKit draws the SF Symbol `chevron.backward`).
@MainActor
final class BackChevronView: UIView {
  private let upper = UIView()
  private let lower = UIView()

  var tint: UIColor = .systemBlue {
    didSet {
      upper.backgroundColor = tint
      lower.backgroundColor = tint
    }
  }

  /// A chevron whose tip is at (`tipX`, bar height / 2) in a bar-sized frame.
  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 30, height: NavigationBarMetrics.height))
    let arm = NavigationBarMetrics.chevronArm
    let stroke = NavigationBarMetrics.chevronStroke
    let tip = CGPoint(x: NavigationBarMetrics.chevronTipX, y: NavigationBarMetrics.height / 2)
    // Each stroke runs from the tip to the end of an arm: a rounded rectangle as long as the
    // arm's diagonal plus the caps, rotated ±45° about its centre (the arm's midpoint).
    let length = (2 * arm * arm).squareRoot() + stroke
    for (view, direction) in [(upper, -1.0), (lower, 1.0)] {
      view.bounds = CGRect(x: 0, y: 0, width: length, height: stroke)
      view.layer.cornerRadius = stroke / 2
      view.center = CGPoint(x: tip.x + arm / 2, y: tip.y + direction * arm / 2)
      view.transform = CGAffineTransform(rotationAngle: direction * .pi / 4)
      view.backgroundColor = tint
      addSubview(view)
    }
  }

  required init?(coder: NSCoder) { preconditionFailure("BackChevronView.init(coder:) is not supported") }
}
