extension UIStackView {
  /// The identifier of the spacer layout guides of `.equalSpacing` and `.equalCentering`, as
  /// UIKit's logs name them.
  static let spacerIdentifier = "UISV-distributing"

  /// The constraints of the spacer layout guides that `.equalSpacing` and `.equalCentering`
  /// distribute the arranged views with, as UIKit's stack view does: one guide per gap between
  /// neighbouring visible views, added to the stack view (so they are among its `layoutGuides`,
  /// identified `UISV-distributing`), spanning from one view's trailing edge (`.equalSpacing`)
  /// or centre (`.equalCentering`) to the next view's leading edge or centre
  /// (`UISV-distributing-edge`), all of equal length (`UISV-fill-equally`; given way to before
  /// the spacing for `.equalCentering`, at 999). The guides are kept from one arrangement to the
  /// next; those no longer needed are removed.
  ///
  /// - Note: UIKit difference: UIKit's spacers are private `_UILayoutSpacer` guides; here they
  ///   are plain `UILayoutGuide`s. Across the axis they span the arrangement's canvas (the
  ///   stack view's edges, or its margins with `isLayoutMarginsRelativeArrangement`).
  func spacerConstraints(
    _ visible: [UIView], along: AxisAttributes, across: AxisAttributes, canvas: AxisAttributes
  ) -> [NSLayoutConstraint] {
    let centering = distribution == .equalCentering
    let count = distribution == .equalSpacing || centering ? max(visible.count - 1, 0) : 0
    let spacers = distributionSpacers(count: count)
    var result: [NSLayoutConstraint] = []
    for (index, spacer) in spacers.enumerated() {
      let (current, next) = (visible[index], visible[index + 1])
      result.append(
        make(
          spacer, along.leading, .equal, current, centering ? along.center : along.trailing, "UISV-distributing-edge"))
      result.append(
        make(spacer, along.trailing, .equal, next, centering ? along.center : along.leading, "UISV-distributing-edge"))
      if index > 0 {
        result.append(
          make(
            spacer, along.size, .equal, spacers[0], along.size, priority: centering ? UILayoutPriority(999) : .required,
            "UISV-fill-equally"))
      }
      result.append(make(spacer, across.leading, .equal, self, canvas.leading, "UISV-alignment"))
      result.append(make(spacer, across.trailing, .equal, self, canvas.trailing, "UISV-alignment"))
    }
    return result
  }

  /// The first `count` spacer guides, made and added to the stack view as needed; the spacers
  /// beyond `count` are removed from it.
  private func distributionSpacers(count: Int) -> [UILayoutGuide] {
    while spacerGuides.count > count { removeLayoutGuide(spacerGuides.removeLast()) }
    while spacerGuides.count < count {
      let spacer = UILayoutGuide()
      spacer.identifier = Self.spacerIdentifier
      addLayoutGuide(spacer)
      spacerGuides.append(spacer)
    }
    return spacerGuides
  }
}
