import Foundation

extension UIView: UITraitEnvironment {
  /// The view's traits, as `traitCollection`: its window's, derived from the window's size and
  /// screen (``UITraitCollection/init(windowSize:screen:)``); unspecified outside a window.
  ///
  /// - Note: UIKit difference: a view controller cannot override its children's traits
  ///   (`setOverrideTraitCollection(_:forChild:)` and `traitOverrides` do not exist); every
  ///   view in a window shares the window's traits.
  public var traitCollection: UITraitCollection {
    guard let window else { return UITraitCollection() }
    return UITraitCollection(windowSize: window.bounds.size, screen: window.screen)
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
