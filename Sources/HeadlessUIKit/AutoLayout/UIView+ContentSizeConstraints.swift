extension UIView {
  /// The view's content-size constraints for this layout pass, made or brought up to date from
  /// `intrinsicContentSize` and the content priorities, as UIKit's engine does for every view
  /// laid out by constraints: per axis with an intrinsic metric, `size <= intrinsic` at the
  /// hugging priority and `size >= intrinsic` at the compression resistance priority.
  ///
  /// `intrinsicContentSize` is read the first time and again only after
  /// `invalidateIntrinsicContentSize()` or a priority change; a changed size moves the
  /// constants (an incremental re-solve), a changed priority replaces the constraint, an axis
  /// that gains or loses its metric gains or loses its pair.
  ///
  /// An axis that gains or loses its pair is a structural change of the view's hierarchy (its
  /// engine must add or drop constraints); a changed constant is not.
  func contentSizeConstraintsForLayout() -> [NSLayoutConstraint] {
    let state = autoLayout
    if let current = state.contentSizeConstraints, !state.needsIntrinsicContentSizeUpdate { return current.all }
    state.needsIntrinsicContentSizeUpdate = false
    let size = intrinsicContentSize
    let previous = state.contentSizeConstraints
    var updated = previous ?? ContentSizeConstraints(size: size)
    updated.size = size
    updated.width = contentSizePair(updated.width, axis: .horizontal, metric: size.width)
    updated.height = contentSizePair(updated.height, axis: .vertical, metric: size.height)
    state.contentSizeConstraints = updated
    if (previous?.width == nil) != (updated.width == nil) || (previous?.height == nil) != (updated.height == nil) {
      LayoutEngine.structureDidChange(in: self)
    }
    return updated.all
  }

  /// The intrinsic content size changed (`invalidateIntrinsicContentSize()`) or a content
  /// priority did: the engine holding the view's content-size constraints re-reads them at its
  /// next pass, without a structural update. A view laid out by constraints whose pairs are in
  /// no engine yet (an axis had no metric) may gain one: that is structural for its hierarchy.
  /// A view laid out by frames (`translatesAutoresizingMaskIntoConstraints`) has none taking
  /// part: nothing to do beyond the flag.
  func contentSizeInputsDidChange() {
    guard let state = autoLayoutState else { return }  // never read: the first read is fresh
    state.needsIntrinsicContentSizeUpdate = true
    if let engine = state.contentSizeConstraints?.engine {
      engine.contentSizeDidChange(of: self)
    } else if superview != nil && !state.translatesAutoresizingMaskIntoConstraints {
      LayoutEngine.structureDidChange(in: self)
    }
  }

  private func contentSizePair(
    _ pair: (hug: NSContentSizeLayoutConstraint, compress: NSContentSizeLayoutConstraint)?,
    axis: NSLayoutConstraint.Axis, metric: CGFloat
  ) -> (hug: NSContentSizeLayoutConstraint, compress: NSContentSizeLayoutConstraint)? {
    guard metric != UIView.noIntrinsicMetric, metric >= 0 else { return nil }
    let hugging = contentHuggingPriority(for: axis)
    let compression = contentCompressionResistancePriority(for: axis)
    guard let pair else {
      return (
        NSContentSizeLayoutConstraint(view: self, axis: axis, isHugging: true, constant: metric, priority: hugging),
        NSContentSizeLayoutConstraint(
          view: self, axis: axis, isHugging: false, constant: metric, priority: compression)
      )
    }
    // A changed priority leaves the solver and comes back at the next update (a required ↔
    // optional change too: these constraints are not installed on a view).
    for (constraint, priority) in [(pair.hug, hugging), (pair.compress, compression)] {
      constraint.constant = metric
      constraint.priority = priority
    }
    return pair
  }
}
