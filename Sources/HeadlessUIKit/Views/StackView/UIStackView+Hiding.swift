extension UIStackView {
  /// Whether `view` is one of the arranged subviews.
  func arranges(_ view: UIView) -> Bool {
    arranged.contains { $0 === view }
  }

  /// An arranged subview's `isHidden` was set. The arrangement is rebuilt (a hidden view
  /// collapses to zero length and loses its spacing). Inside an animation block the stack
  /// view's hierarchy is laid out at once, so every frame that changes animates, and a view
  /// being hidden stays drawn until the block's animations complete, as on iOS.
  func arrangedSubview(_ view: UIView, setHidden hidden: Bool) {
    let id = ObjectIdentifier(view)
    hideGeneration += 1
    let generation = hideGeneration
    if hidden, view.isHidden == false, let context = AnimationEngine.currentContext {
      pendingHides[id] = generation
      view.autoLayout.pendingHidden = true
      context.group.addCompletion { [weak self, weak view] _ in
        guard let self, let view, self.pendingHides[id] == generation else { return }
        self.pendingHides[id] = nil
        view.autoLayoutState?.pendingHidden = nil
        view.layer.isHidden = true
      }
    } else {
      pendingHides[id] = nil
      view.autoLayoutState?.pendingHidden = nil
      view.layer.isHidden = hidden
    }
    setNeedsArrangement()
    if AnimationEngine.currentContext != nil {
      var root: UIView = self
      while let next = root.superview { root = next }
      root.layoutIfNeeded()
    }
  }
}

extension UIStackView {
  /// An arranged subview's intrinsic size changed: proportional sizes and baseline offsets
  /// depend on it, so the arrangement is rebuilt for those.
  func arrangedSubviewContentSizeDidChange() {
    if distribution == .fillProportionally || alignment == .firstBaseline || alignment == .lastBaseline
      || isBaselineRelativeArrangement
    {
      setNeedsArrangement()
    }
  }
}
