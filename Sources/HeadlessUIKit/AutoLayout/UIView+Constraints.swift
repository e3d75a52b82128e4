extension UIView {
  /// The constraints installed on this view (by `addConstraint(_:)` or by activating a
  /// constraint whose closest common ancestor this view is), as `constraints`.
  public var constraints: [NSLayoutConstraint] { autoLayoutState?.constraints ?? [] }

  /// Installs a constraint on this view, which makes it active, as `addConstraint(_:)`. As in
  /// UIKit the view must be the constraint's items' common ancestor (or one of them).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.container === self { return }
    constraint.container?.removeConstraint(constraint)
    for view in constraint.views {
      precondition(
        view.isDescendant(of: self),
        "UIView.addConstraint(_:): the view hierarchy is not prepared for the constraint \(constraint.description): its items must be this view (\(NSLayoutConstraint.name(of: self))) or its descendants"
      )
    }
    autoLayout.constraints.append(constraint)
    constraint.container = self
    for view in constraint.views { view.autoLayout.isConstraintItem = true }
    for term in (constraint as? NSMultiTermLayoutConstraint)?.extraTerms ?? [] {
      term.view?.autoLayout.isConstraintItem = true
    }
    LayoutEngine.isInUse = true
    LayoutEngine.structureDidChange(in: self)
    setNeedsLayout()
  }

  /// Installs each constraint, as `addConstraints(_:)`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint installed on this view, which deactivates it, as
  /// `removeConstraint(_:)`; a constraint not installed here is ignored, as in UIKit.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard let state = autoLayoutState, let index = state.constraints.firstIndex(where: { $0 === constraint }) else {
      return
    }
    state.constraints.remove(at: index)
    constraint.container = nil
    LayoutEngine.structureDidChange(in: self)
    setNeedsLayout()
  }

  /// Removes each constraint, as `removeConstraints(_:)`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Marks the view so that `updateConstraints()` runs at the next layout pass, as
  /// `setNeedsUpdateConstraints()`.
  public func setNeedsUpdateConstraints() {
    if !autoLayout.needsUpdateConstraints { LayoutEngine.pendingConstraintUpdates += 1 }
    autoLayout.needsUpdateConstraints = true
    LayoutEngine.isInUse = true
    setNeedsLayout()
  }

  /// Whether `updateConstraints()` is due, as `needsUpdateConstraints()`.
  public func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? false }

  /// Runs `updateConstraints()` now on this view and its descendants that need it, subviews
  /// first, as `updateConstraintsIfNeeded()`. For a view controller's root view UIKit asks the
  /// controller instead: its `updateViewConstraints()` runs, whose default implementation calls
  /// the view's `updateConstraints()`.
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    if let state = autoLayoutState, state.needsUpdateConstraints {
      state.needsUpdateConstraints = false
      LayoutEngine.pendingConstraintUpdates -= 1
      if let owningViewController {
        owningViewController.updateViewConstraints()
      } else {
        updateConstraints()
      }
    }
  }

  /// `requiresConstraintBasedLayout` is true for this view's class: `updateConstraints()` is
  /// due at the first layout pass.
  func requireConstraintBasedLayout() {
    if !autoLayout.needsUpdateConstraints { LayoutEngine.pendingConstraintUpdates += 1 }
    autoLayout.needsUpdateConstraints = true
    LayoutEngine.isInUse = true
  }
}
