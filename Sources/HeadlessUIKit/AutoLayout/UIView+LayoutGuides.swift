import Foundation

extension UIView {
  /// The layout guides added to this view, in the order they were added, as `layoutGuides`.
  /// As in UIKit, the view's `safeAreaLayoutGuide` and `layoutMarginsGuide` are among them
  /// once they have been used.
  public var layoutGuides: [UILayoutGuide] { autoLayoutState?.margins.guides ?? [] }

  /// Adds a guide to this view, which becomes its `owningView`, as `addLayoutGuide(_:)`. A guide
  /// owned by another view moves here, as in UIKit.
  ///
  /// - Precondition: the guide is not another view's safe area or margins guide.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if layoutGuide.storedOwningView === self { return }
    precondition(
      layoutGuide.kind == .custom,
      "UIView.addLayoutGuide(_:): \(layoutGuide.identifier) belongs to \(NSLayoutConstraint.name(of: layoutGuide.storedOwningView)) and cannot be added to another view"
    )
    layoutGuide.storedOwningView?.removeLayoutGuide(layoutGuide)
    autoLayout.margins.guides.append(layoutGuide)
    layoutGuide.storedOwningView = self
    LayoutEngine.structureDidChange(in: self)
  }

  /// Removes a guide from this view, as `removeLayoutGuide(_:)`: its `owningView` becomes nil and
  /// the constraints that use it stop taking part in layout. A guide this view does not own is
  /// ignored, as in UIKit.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.storedOwningView === self, let state = autoLayoutState else { return }
    state.margins.guides.removeAll { $0 === layoutGuide }
    layoutGuide.storedOwningView = nil
    LayoutEngine.structureDidChange(in: self)
    setNeedsLayout()
  }

  /// The guide that follows the view's safe area (`bounds` inset by `safeAreaInsets`), as
  /// `safeAreaLayoutGuide`. Constraints to it move when the safe area changes (a navigation
  /// bar appears, the view moves under the status bar, `additionalSafeAreaInsets` changes).
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = autoLayoutState?.margins.safeAreaGuide { return guide }
    let guide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
    autoLayout.margins.safeAreaGuide = guide
    autoLayout.margins.guides.append(guide)
    return guide
  }

  /// The guide that follows the view's layout margins (`bounds` inset by `layoutMargins`), as
  /// `layoutMarginsGuide`. The margin attributes (`.leadingMargin`, `.topMargin`, …) of the view
  /// are this guide's edges.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = autoLayoutState?.margins.marginsGuide { return guide }
    let guide = UILayoutGuide(kind: .layoutMargins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
    autoLayout.margins.marginsGuide = guide
    autoLayout.margins.guides.append(guide)
    return guide
  }
}
