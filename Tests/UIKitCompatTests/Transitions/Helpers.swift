import CoreGraphics
import QuartzCore
import UIKit

/// The app's house duration for custom transitions.
let defaultTransitionDuration: TimeInterval = 0.5

/// A rounded card, the kind of factory function every app has.
func makeCardView(color: UIColor, cornerRadius: CGFloat = 12) -> UIView {
  let card = UIView()
  card.backgroundColor = color
  card.layer.cornerRadius = cornerRadius
  card.layer.masksToBounds = true
  return card
}

/// Adds a soft shadow under `view`.
func applyCardShadow(to view: UIView, opacity: Float = 0.3) {
  view.layer.shadowColor = UIColor.black.cgColor
  view.layer.shadowOpacity = opacity
  view.layer.shadowRadius = 8
  view.layer.shadowOffset = CGSize(width: 0, height: 4)
}

/// A Core Animation bounce on the layer's scale, as QuartzCore code writes it.
func addBounce(to layer: CALayer, duration: CFTimeInterval) {
  let bounce = CABasicAnimation(keyPath: "transform.scale")
  bounce.fromValue = 0.8
  bounce.toValue = 1.0
  bounce.duration = duration
  bounce.timingFunction = CAMediaTimingFunction(name: .linear)
  layer.add(bounce, forKey: "bounce")
}

extension UIView {
  /// Sizes the view to fill `other`'s bounds.
  func fill(_ other: UIView) {
    frame = other.bounds
  }

  /// The frame the view is drawn at right now (its presentation layer's, while it animates).
  var visibleFrame: CGRect {
    return layer.presentation()?.frame ?? frame
  }

  /// Fades the view in over `duration`, then runs `completion`.
  func fadeIn(duration: TimeInterval, completion: ((Bool) -> Void)? = nil) {
    alpha = 0
    UIView.animate(withDuration: duration, animations: { self.alpha = 1 }, completion: completion)
  }
}
