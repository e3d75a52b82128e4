extension UIStackView {
  /// The attributes of one axis: the edges, size and centre along it.
  struct AxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute

    static let horizontal = AxisAttributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
    static let vertical = AxisAttributes(leading: .top, trailing: .bottom, size: .height, center: .centerY)
    static let horizontalMargins = AxisAttributes(
      leading: .leadingMargin, trailing: .trailingMargin, size: .width, center: .centerXWithinMargins)
    static let verticalMargins = AxisAttributes(
      leading: .topMargin, trailing: .bottomMargin, size: .height, center: .centerYWithinMargins)
  }

  /// The system spacing between sibling views (UIKit's standard 8 points).
  static let systemSpacing: CGFloat = 8

  /// Whether an arranged subview is collapsed (hidden, or being hidden by an animation).
  func isCollapsed(_ view: UIView) -> Bool {
    view.isHidden || pendingHides[ObjectIdentifier(view)] != nil
  }

  /// The spacing after `view`: its custom spacing, else `spacing`; `spacingUseSystem` is 8.
  func spacing(after view: UIView) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == Self.spacingUseSystem ? Self.systemSpacing : value
  }

  /// Replaces the arrangement constraints with ones for the current arranged subviews and
  /// settings, as UIKit's stack view does (the `UISV-…` identifiers are UIKit's).
  func rebuildArrangement() {
    needsArrangement = false
    removeConstraints(arrangementConstraints)
    arrangementConstraints = makeArrangementConstraints()
    addConstraints(arrangementConstraints)
  }

  func make(
    _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      first: first, firstAttribute: firstAttribute, relation: relation, second: second,
      secondAttribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.identifier = identifier
    return constraint
  }

  func makeArrangementConstraints() -> [NSLayoutConstraint] {
    let along = axis == .horizontal ? AxisAttributes.horizontal : .vertical
    let across = axis == .horizontal ? AxisAttributes.vertical : .horizontal
    let margins = isLayoutMarginsRelativeArrangement
    let canvasAlong = margins ? (axis == .horizontal ? AxisAttributes.horizontalMargins : .verticalMargins) : along
    let canvasAcross = margins ? (axis == .horizontal ? AxisAttributes.verticalMargins : .horizontalMargins) : across
    let visible = arranged.filter { !isCollapsed($0) }
    var result: [NSLayoutConstraint] = []

    // The stack view hugs its content where nothing else sizes it.
    result.append(
      make(self, along.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit"))
    result.append(
      make(self, across.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit"))

    // Collapsed views: no length, placed after the previous visible view.
    var previous: UIView?
    for view in arranged {
      if !isCollapsed(view) {
        previous = view
        continue
      }
      result.append(make(view, along.size, .equal, nil, .notAnAttribute, "UISV-hiding"))
      if let previous {
        result.append(make(view, along.leading, .equal, previous, along.trailing, "UISV-hiding"))
      } else {
        result.append(make(view, along.leading, .equal, self, canvasAlong.leading, "UISV-hiding"))
      }
    }

    // The chain along the axis.
    if let first = visible.first, let last = visible.last {
      result.append(make(first, along.leading, .equal, self, canvasAlong.leading, "UISV-canvas-connection"))
      result.append(make(last, along.trailing, .equal, self, canvasAlong.trailing, "UISV-canvas-connection"))
    }
    let exact = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
    for (current, next) in zip(visible, visible.dropFirst()) {
      let gap = spacing(after: current)
      if isBaselineRelativeArrangement && axis == .vertical {
        let (lastAttribute, lastOffset) = baselinePosition(of: current, last: true)
        let (firstAttribute, firstOffset) = baselinePosition(of: next, last: false)
        result.append(
          make(
            next, firstAttribute, exact ? .equal : .greaterThanOrEqual, current, lastAttribute,
            constant: gap + lastOffset - firstOffset, "UISV-spacing"))
      } else {
        result.append(
          make(
            next, along.leading, exact ? .equal : .greaterThanOrEqual, current, along.trailing, constant: gap,
            "UISV-spacing"))
      }
    }
    result += distributionConstraints(visible, along: along, canvas: canvasAlong)
    result += spacerConstraints(visible, along: along, across: across, canvas: canvasAcross)
    for view in arranged {
      result += alignmentConstraints(view, visible: visible, across: across, canvas: canvasAcross)
    }
    return result
  }

  private func distributionConstraints(_ visible: [UIView], along: AxisAttributes, canvas: AxisAttributes)
    -> [NSLayoutConstraint]
  {
    guard let first = visible.first else { return [] }
    var result: [NSLayoutConstraint] = []
    switch distribution {
    case .fill:
      result += fillTieBreak(visible, along: along)
    case .fillEqually:
      for view in visible.dropFirst() {
        result.append(make(view, along.size, .equal, first, along.size, "UISV-fill-equally"))
      }
    case .fillProportionally:
      let axis = self.axis
      let weights = visible.map { view -> CGFloat in
        let size = view.intrinsicContentSize
        let metric = axis == .horizontal ? size.width : size.height
        return metric == UIView.noIntrinsicMetric ? 0 : max(0, metric)
      }
      let total = weights.reduce(0, +)
      guard total > 0 else { return fillTieBreak(visible, along: along) }
      let spacings = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
      for (view, weight) in zip(visible, weights) {
        let share = weight / total
        // size = share × (canvas trailing − canvas leading − spacings)
        result.append(
          NSMultiTermLayoutConstraint(
            view, along.size, .equal, self, canvas.trailing, multiplier: share, constant: -share * spacings,
            extraTerms: [.init(view: self, attribute: canvas.leading, coefficient: share)]))
        result.last?.priority = UILayoutPriority(999)
        result.last?.identifier = "UISV-fill-proportionally"
      }
    case .equalSpacing, .equalCentering:
      break  // spacer layout guides (UIStackView+Spacers.swift)
    }
    return result
  }

  /// `.fill` with views of equal priorities is ambiguous; UIKit resolves it by index: the first
  /// view grows and the last shrinks first. Each view is pulled to zero length at a priority
  /// below any a layout uses (1 + index / 100), so the later views hug first.
  private func fillTieBreak(_ visible: [UIView], along: AxisAttributes) -> [NSLayoutConstraint] {
    visible.enumerated().map { index, view in
      make(
        view, along.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(1 + Float(min(index, 4_000)) / 100),
        "UISV-ambiguity-suppression")
    }
  }

  private func alignmentConstraints(
    _ view: UIView, visible: [UIView], across: AxisAttributes, canvas: AxisAttributes
  ) -> [NSLayoutConstraint] {
    var effective = alignment
    if axis == .vertical && alignment == .firstBaseline { effective = .leading }
    if axis == .vertical && alignment == .lastBaseline { effective = .trailing }
    var result: [NSLayoutConstraint] = []
    switch effective {
    case .fill:
      result.append(make(view, across.leading, .equal, self, canvas.leading, "UISV-alignment"))
      result.append(make(view, across.trailing, .equal, self, canvas.trailing, "UISV-alignment"))
      return result
    case .leading:
      result.append(make(view, across.leading, .equal, self, canvas.leading, "UISV-alignment"))
      result.append(make(view, across.trailing, .lessThanOrEqual, self, canvas.trailing, "UISV-spanning-boundary"))
    case .trailing:
      result.append(make(view, across.trailing, .equal, self, canvas.trailing, "UISV-alignment"))
      result.append(make(view, across.leading, .greaterThanOrEqual, self, canvas.leading, "UISV-spanning-boundary"))
    case .center:
      result.append(make(view, across.center, .equal, self, canvas.center, "UISV-alignment"))
      result.append(make(view, across.leading, .greaterThanOrEqual, self, canvas.leading, "UISV-spanning-boundary"))
    case .firstBaseline, .lastBaseline:
      let last = effective == .lastBaseline
      result.append(make(view, across.leading, .greaterThanOrEqual, self, canvas.leading, "UISV-spanning-boundary"))
      result.append(make(view, across.trailing, .lessThanOrEqual, self, canvas.trailing, "UISV-spanning-boundary"))
      // Without another pull the group could sit anywhere: keep it against the top.
      result.append(
        make(view, across.leading, .equal, self, canvas.leading, priority: UILayoutPriority(48), "UISV-spanning-fit"))
      if let reference = visible.first, reference !== view {
        let (attribute, offset) = baselinePosition(of: view, last: last)
        let (referenceAttribute, referenceOffset) = baselinePosition(of: reference, last: last)
        result.append(
          make(
            view, attribute, .equal, reference, referenceAttribute, constant: referenceOffset - offset, "UISV-alignment"
          ))
      }
    }
    // A view without an intrinsic size across the axis would be ambiguous: it hugs to zero.
    result.append(
      make(
        view, across.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression"))
    return result
  }
}
