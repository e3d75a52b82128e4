import Foundation

extension UIView {
  /// UIKit's rule for a view that leaves its superview (`removeFromSuperview()`, or `addSubview`
  /// to another view): every constraint that refers to the view or to a view of its subtree
  /// (directly or through a layout guide it owns) and is installed on one of the ancestors it
  /// leaves is removed, so it does not come back if the view returns.
  func removeConstraintsReferringToSubtree(leaving parent: UIView) {
    guard LayoutEngine.isInUse else { return }
    var items = Set<ObjectIdentifier>()
    collectConstraintItems(into: &items)
    guard !items.isEmpty else { return }
    var ancestor: UIView? = parent
    while let current = ancestor {
      if let installed = current.autoLayoutState?.constraints, !installed.isEmpty {
        let leaving = installed.filter { constraint in
          constraint.referencedViews.contains { items.contains(ObjectIdentifier($0)) }
        }
        current.removeConstraints(leaving)
      }
      ancestor = current.superview
    }
  }

  /// The views of this subtree that some installed constraint refers to.
  private func collectConstraintItems(into items: inout Set<ObjectIdentifier>) {
    if autoLayoutState?.isConstraintItem == true { items.insert(ObjectIdentifier(self)) }
    for subview in subviews { subview.collectConstraintItems(into: &items) }
  }
}

extension NSLayoutConstraint {
  /// Every view the constraint refers to: its items' views and a multi-term constraint's.
  var referencedViews: [UIView] {
    views + ((self as? NSMultiTermLayoutConstraint)?.extraTerms.compactMap { $0.view } ?? [])
  }
}
