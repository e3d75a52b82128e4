import Foundation

extension UIView {
  /// The margins of a view that is not a controller's root view until set: 8 points on each
  /// side, as UIKit's.
  static let defaultLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

  /// The layout margins in effect (what `layoutMargins` returns): the margins set (or the
  /// default; leading and trailing mapped to left and right in the view's
  /// `effectiveUserInterfaceLayoutDirection`), at least the controller's system minimum for a root view that respects it, plus
  /// the safe area insets when `insetsLayoutMarginsFromSafeArea`, grown to the superview's
  /// margins when `preservesSuperviewLayoutMargins`.
  var effectiveLayoutMargins: UIEdgeInsets {
    let state = autoLayoutState?.margins
    let controller = owningViewController
    let direction = effectiveUserInterfaceLayoutDirection
    var margins = (state?.directional ?? controller?.systemMinimumLayoutMargins ?? Self.defaultLayoutMargins)
      .physical(in: direction)
    if let controller, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = controller.systemMinimumLayoutMargins.physical(in: direction)
      margins = UIEdgeInsets(
        top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
        bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
    }
    if state?.insetsLayoutMarginsFromSafeArea ?? true { margins = margins + safeAreaInsets }
    if state?.preservesSuperviewLayoutMargins ?? false, let superview {
      let outer = superview.layoutMargins
      let space = superview.bounds
      let size = bounds.size
      let origin = CGPoint(
        x: center.x - size.width * layer.anchorPoint.x, y: center.y - size.height * layer.anchorPoint.y)
      margins.left = max(margins.left, outer.left - (origin.x - space.minX))
      margins.top = max(margins.top, outer.top - (origin.y - space.minY))
      margins.right = max(margins.right, outer.right - (space.maxX - origin.x - size.width))
      margins.bottom = max(margins.bottom, outer.bottom - (space.maxY - origin.y - size.height))
    }
    return margins
  }

  /// Stores margins set through `layoutMargins` or `directionalLayoutMargins`.
  func setLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
    updateMarginSettings { $0.directional = margins }
  }

  /// Changes a margin setting; when the margins in effect change, tells the view (and its
  /// controller) and marks the layout as needed.
  func updateMarginSettings(_ change: (inout LayoutMarginsState) -> Void) {
    if autoLayout.margins.reported == nil { autoLayout.margins.reported = layoutMargins }
    change(&autoLayout.margins)
    layoutMarginSettingsDidChange()
  }

  /// The margins in effect may have changed: reports a change and marks the layout as needed.
  func layoutMarginSettingsDidChange() {
    if reportLayoutMarginsIfChanged() {
      (superview ?? self).setNeedsLayout()
      setNeedsLayout()
    }
  }

  /// Sends `layoutMarginsDidChange()`, then the controller's `viewLayoutMarginsDidChange()`
  /// when this is its root view, if the margins in effect differ from the last ones reported
  /// (each change is reported once, whether a setter or the layout pass notices it). Returns
  /// whether they differed.
  @discardableResult
  func reportLayoutMarginsIfChanged() -> Bool {
    let margins = layoutMargins
    let previous = autoLayout.margins.reported
    autoLayout.margins.reported = margins
    guard let previous, previous != margins else { return false }
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
    return true
  }
}

extension UIViewController {
  /// The smallest layout margins the root view gets while `viewRespectsSystemMinimumLayoutMargins`
  /// is true, as `systemMinimumLayoutMargins`: 0 at the top and bottom, 16 points at the
  /// leading and trailing edges in a compact (or unspecified) width, 20 in a regular width, as
  /// UIKit reports them.
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
}
