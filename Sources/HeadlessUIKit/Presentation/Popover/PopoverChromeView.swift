import Foundation

/// The popover's visible shape (UIKit's private `_UIPopoverView` with its standard chrome):
/// the rounded body with its arrow, filled with the popover's background colour and casting a
/// soft shadow, hosting the presented controller's view clipped to the body's rounded corners.
/// It is the popover presentation controller's `presentedView`.
@MainActor
final class PopoverChromeView: UIView {
  /// The shadow's opacity, radius and offset.
  /// - Note: UIKit's private values; these match the soft shadow iOS draws under popovers.
  static let shadowOpacity: Float = 0.16
  static let shadowRadius: CGFloat = 20
  static let shadowOffset = CGSize(width: 0, height: 6)
  /// The chrome's fill when `backgroundColor` is nil: white (the light-mode
  /// `systemBackground` of an iPad popover).
  static let defaultFill = UIColor.white

  private let shape = CAShapeLayer()
  /// Holds the presented controller's view, clipped to the body's rounded corners.
  let contentHost = UIView()

  init() {
    super.init(frame: .zero)
    layer.addSublayer(shape)
    layer.shadowColor = CGColor(RGBA.black)
    layer.shadowOpacity = Self.shadowOpacity
    layer.shadowRadius = Self.shadowRadius
    layer.shadowOffset = Self.shadowOffset
    contentHost.clipsToBounds = true
    contentHost.layer.cornerRadius = PopoverLayout.cornerRadius
    addSubview(contentHost)
  }

  required init?(coder: NSCoder) { nil }

  /// Places the chrome at `layout` (in its superview, the container) and fills it, without
  /// implicit animations (the shape is a standalone layer, which Core Animation would animate
  /// for 0.25 s), as UIKit lays its chrome out.
  func apply(_ layout: PopoverLayout, fill: UIColor?) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    frame = layout.frame
    let outline = layout.outline
    shape.frame = bounds
    shape.path = outline
    shape.fillColor = (fill ?? Self.defaultFill).cgColor
    layer.shadowPath = outline
    contentHost.frame = layout.contentFrame.offsetBy(dx: -layout.frame.minX, dy: -layout.frame.minY)
    for subview in contentHost.subviews { subview.frame = contentHost.bounds }
  }
}
