import Foundation

extension UIView: UITraitEnvironment {
  /// The view's traits, as `traitCollection`: its window's, derived from the window's size and
  /// screen (``UITraitCollection/init(windowSize:screen:)``), with the layout direction of the
  /// nearest `traitOverrides.layoutDirection` among the view and its ancestors (else the
  /// application's); unspecified outside a window.
  ///
  /// - Note: UIKit difference: a view controller cannot override its children's traits
  ///   (`setOverrideTraitCollection(_:forChild:)` does not exist) and a view overrides only its
  ///   layout direction (``UITraitOverrides``); every view in a window shares the window's
  ///   other traits.
  public var traitCollection: UITraitCollection {
    let direction = traitLayoutDirection
    guard let window else { return UITraitCollection(layoutDirection: direction) }
    return UITraitCollection(windowSize: window.bounds.size, screen: window.screen).replacing(
      layoutDirection: direction)
  }
}

extension UIViewController: UITraitEnvironment {
  /// The controller's traits, as `traitCollection`: those of its view's window; before the
  /// view is in a window, those of its presenting controller or parent, else unspecified.
  public var traitCollection: UITraitCollection {
    if let window = viewIfLoaded?.window { return window.traitCollection }
    if let ancestor = presentation.presenting ?? parent { return ancestor.traitCollection }
    return UITraitCollection()
  }
}

extension UIWindow {
  /// Sends `traitCollectionDidChange(_:)` when the window's traits differ from the ones it had
  /// at its previous layout pass (its size changed across a size-class boundary, or it moved to
  /// another screen): to every view in the window, parents before children, and to each view
  /// controller just before its root view, as UIKit propagates trait changes down the
  /// hierarchy. Called from `layoutSubviews()`; the window's first traits are not announced.
  ///
  /// - Note: UIKit difference: a view added to a window later is not told its traits; UIKit
  ///   calls `traitCollectionDidChange(nil)` when a view first gets traits.
  func announceTraitChangeIfNeeded() {
    let current = traitCollection
    defer { lastTraitCollection = current }
    guard let previous = lastTraitCollection, previous != current else { return }
    announce(previous, to: self)
  }

  private func announce(_ previous: UITraitCollection, to view: UIView) {
    if let controller = view.owningViewController { controller.traitCollectionDidChange(previous) }
    view.traitCollectionDidChange(previous)
    for subview in view.subviews { announce(previous, to: subview) }
  }
}
