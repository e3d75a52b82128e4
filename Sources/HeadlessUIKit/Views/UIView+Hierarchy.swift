import Foundation

extension UIView {
  /// Adds `view` on top of the other subviews, removing it from its previous superview first,
  /// as `addSubview(_:)`.
  public func addSubview(_ view: UIView) {
    attach(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in `subviews` (clamped to the count), as
  /// `insertSubview(_:at:)`.
  public func insertSubview(_ view: UIView, at index: Int) {
    attach(view, at: index)
  }

  /// Inserts `view` just above `siblingSubview`, as `insertSubview(_:aboveSubview:)`.
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
      return addSubview(view)
    }
    attach(view, at: index + 1)
  }

  /// Inserts `view` just below `siblingSubview`, as `insertSubview(_:belowSubview:)`.
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
      return attach(view, at: 0)
    }
    attach(view, at: index)
  }

  /// Moves `view` to the top of the subviews, as `bringSubviewToFront(_:)`.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    attach(view, at: subviews.count)
  }

  /// Moves `view` to the bottom of the subviews, as `sendSubviewToBack(_:)`.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    attach(view, at: 0)
  }

  /// Detaches the view from its superview, as `removeFromSuperview()`.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    if oldWindow != nil {
      resignFirstResponder(leaving: oldWindow)
      notifyHierarchyWillLeaveWindow()
    }
    let oldTint = effectiveTint
    willMove(toSuperview: nil)
    detachFromSuperview()
    didMoveToSuperview()
    notifyTintChange(from: oldTint)
    if oldWindow != nil { notifyHierarchyDidLeaveWindow() }
    parent.setNeedsLayout()
  }

  private func notifyHierarchyWillLeaveWindow() {
    willMove(toWindow: nil)
    for subview in subviews { subview.notifyHierarchyWillLeaveWindow() }
  }

  private func notifyHierarchyDidLeaveWindow() {
    didMoveToWindow()
    for subview in subviews { subview.notifyHierarchyDidLeaveWindow() }
  }

  /// Whether the view is `view` or one of its descendants, as `isDescendant(of:)`.
  public func isDescendant(of view: UIView) -> Bool {
    var node: UIView? = self
    while let current = node {
      if current === view { return true }
      node = current.superview
    }
    return false
  }

  /// The first view with `tag` in a depth-first search starting at the receiver, as
  /// `viewWithTag(_:)`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }
}
