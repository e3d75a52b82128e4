import LayoutSolver

extension LayoutEngine {
  /// Brings the solver up to date with the hierarchy under `root` (`order`: its views
  /// depth-first; `active`: the constraints installed in it, in hierarchy order) and solves.
  func update(root: UIView, order: [UIView], active: [NSLayoutConstraint]) {
    var position: [ObjectIdentifier: Int] = [:]
    for (index, view) in order.enumerated() { position[ObjectIdentifier(view)] = index }
    let live = active.filter { constraint in
      // A constraint whose item was deallocated (items are weak, as in UIKit) no longer applies.
      // So does one whose layout guide was removed from its view. (`views` is read once: it
      // makes an array.)
      guard constraint.firstItem != nil else { return false }
      let hasSecond = constraint.secondItem != nil
      guard hasSecond == (constraint.secondAttribute != .notAnAttribute) else { return false }
      let views = constraint.views
      return views.count == (hasSecond ? 2 : 1) && views.allSatisfy { position[ObjectIdentifier($0)] != nil }
    }
    let liveIDs = Set(live.map(ObjectIdentifier.init))
    for constraint in active where !liveIDs.contains(ObjectIdentifier(constraint)) {
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
      where !(item is UIView) && !(item is UILayoutGuide) {
        preconditionFailure(
          "NSLayoutConstraint: item \(NSLayoutConstraint.name(of: item)) of \(constraint.description) is neither a UIView nor a UILayoutGuide; HeadlessUIKit lays out views and layout guides only"
        )
      }
    }

    // 1. Constraints that left the hierarchy or belong to another engine, or whose layout
    // direction changed.
    var removedSomething = forgetConstraintsWhoseDirectionChanged(live)
    for entry in entries where !liveIDs.contains(ObjectIdentifier(entry.constraint)) {
      forget(entry.constraint)
      removedSomething = true
    }
    for constraint in live where constraint.engine != nil && constraint.engine !== self {
      constraint.engine?.forget(constraint)
    }

    // 2. The views that take part: the items and their ancestors, in hierarchy order.
    var involved = Set<ObjectIdentifier>([ObjectIdentifier(root)])
    for constraint in live {
      for view in constraint.views {
        var current: UIView? = view
        while let node = current, involved.insert(ObjectIdentifier(node)).inserted { current = node.superview }
      }
    }
    let views = order.filter { involved.contains(ObjectIdentifier($0)) }

    // 3. Fixed frames: stale ones leave first, then new ones come in or move.
    for (id, placement) in placements.sorted(by: {
      ($0.value.rows.first?.name ?? "") < ($1.value.rows.first?.name ?? "")
    })
    where !involved.contains(id) {
      for row in placement.rows { try? solver.removeConstraint(row) }
      placements[id] = nil
      boxes[id] = nil
      removedSomething = true
    }
    for view in views {
      let id = ObjectIdentifier(view)
      if boxes[id] == nil { boxes[id] = makeBox(for: view) }
      let wanted = fixedFrame(of: view, isRoot: view === root)
      if let placement = placements[id], wanted == nil || placement.superview != wanted?.superview {
        for row in placement.rows { try? solver.removeConstraint(row) }
        placements[id] = nil
        removedSomething = true
      }
      guard let wanted else { continue }
      if var placement = placements[id] {
        for index in 0..<4 where placement.values[index] != wanted.values[index] {
          placement.values[index] = wanted.values[index]
          setFixed(placement.rows[index], to: wanted.values[index])
        }
        placements[id] = placement
      } else {
        placements[id] = addPlacement(for: view, superview: view === root ? nil : view.superview, values: wanted.values)
      }
    }

    // 3b. Layout guides: those no constraint uses leave, new ones get variables (and, for
    // the safe area and margins guides, the rows that keep them at their insets).
    var wantedGuides: [UILayoutGuide] = []
    var wantedIDs = Set<ObjectIdentifier>()
    for constraint in live {
      for guide in Self.guides(of: constraint) where wantedIDs.insert(ObjectIdentifier(guide)).inserted {
        wantedGuides.append(guide)
      }
    }
    for guide in guides where !wantedIDs.contains(ObjectIdentifier(guide)) {
      let id = ObjectIdentifier(guide)
      for row in guideBindings[id]?.rows ?? [] { if let row { try? solver.removeConstraint(row) } }
      guideBindings[id] = nil
      boxes[id] = nil
      removedSomething = true
    }
    for guide in wantedGuides {
      let id = ObjectIdentifier(guide)
      if boxes[id] == nil { boxes[id] = makeBox(for: guide) }
      if guide.kind != .custom && guideBindings[id] == nil, let view = guide.owningView {
        guideBindings[id] = addBinding(for: guide, in: view)
      }
    }
    guides = wantedGuides
    refreshGuideInsets()

    // 4. Constraints: broken ones are retried after a removal, new ones are added.
    if removedSomething {
      for index in entries.indices where entries[index].row == nil {
        let constraint = entries[index].constraint
        let row = row(for: constraint, first: constraint.firstItem!, second: constraint.secondItem)
        if (try? solver.addConstraint(row)) != nil {
          entries[index].row = row
          constraint.solverRow = row
        }
      }
    }
    for constraint in live where constraint.engine !== self {
      let row = row(for: constraint, first: constraint.firstItem!, second: constraint.secondItem)
      constraint.engine = self
      do {
        try solver.addConstraint(row)
        entries.append(Entry(constraint: constraint, row: row))
        constraint.solverRow = row
      } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
        entries.append(Entry(constraint: constraint, row: nil))
        report(breaking: row, conflicts: conflicts)
      } catch {
        preconditionFailure("LayoutEngine: adding \(constraint.description): \(error)")
      }
    }
    solver.updateVariables()
    needsVariableUpdate = false
  }

  /// Re-reads the frames of the fixed views (the root and the views translating their masks)
  /// and moves the rows of those that moved.
  func refreshPlacements() {
    guard placementsGeneration != Self.inputGeneration else { return }
    placementsGeneration = Self.inputGeneration
    for (id, placement) in placements {
      guard let view = placement.view, let wanted = fixedFrame(of: view, isRoot: placement.superview == nil),
        wanted.values != placement.values
      else { continue }
      var moved = placement
      for index in 0..<4 where index < moved.rows.count && moved.values[index] != wanted.values[index] {
        moved.values[index] = wanted.values[index]
        setFixed(moved.rows[index], to: wanted.values[index])
      }
      placements[id] = moved
      needsVariableUpdate = true
    }
  }

  private func makeBox(for item: AnyObject) -> Box {
    let name = NSLayoutConstraint.name(of: item)
    return Box(
      minX: Variable("\(name).minX"), minY: Variable("\(name).minY"), width: Variable("\(name).width"),
      height: Variable("\(name).height"))
  }

  /// The frame a root or autoresizing view is fixed at, as the constants of its four rows.
  private func fixedFrame(of view: UIView, isRoot: Bool) -> (superview: ObjectIdentifier?, values: [Double])? {
    let size = view.bounds.size
    if isRoot { return (nil, [0, 0, Double(size.width), Double(size.height)]) }
    guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else { return nil }
    let anchor = view.layer.anchorPoint
    let minX = view.center.x - size.width * anchor.x - superview.bounds.minX
    let minY = view.center.y - size.height * anchor.y - superview.bounds.minY
    return (ObjectIdentifier(superview), [Double(minX), Double(minY), Double(size.width), Double(size.height)])
  }

  private func addPlacement(for view: UIView, superview: UIView?, values: [Double]) -> Placement {
    guard let box = boxes[ObjectIdentifier(view)] else { preconditionFailure("LayoutEngine: view without variables") }
    let parent = superview.flatMap { boxes[ObjectIdentifier($0)] }
    let name = NSLayoutConstraint.name(of: view)
    let kind = superview == nil ? "root" : "NSAutoresizingMaskLayoutConstraint"
    let lhs: [LayoutSolver.Expression] = [
      parent.map { box.minX - $0.minX } ?? LayoutSolver.Expression(box.minX),
      parent.map { box.minY - $0.minY } ?? LayoutSolver.Expression(box.minY),
      LayoutSolver.Expression(box.width), LayoutSolver.Expression(box.height),
    ]
    let labels = ["minX", "minY", "width", "height"]
    var rows: [LayoutSolver.Constraint] = []
    for index in 0..<4 {
      let row = LayoutSolver.Constraint(
        lhs[index], .equal, values[index], name: "<\(kind) \(name).\(labels[index]) == \(values[index])>")
      do {
        try solver.addConstraint(row)
        rows.append(row)
      } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
        report(breaking: row, conflicts: conflicts)
      } catch {
        preconditionFailure("LayoutEngine: fixing the frame of \(name): \(error)")
      }
    }
    return Placement(view: view, superview: superview.map(ObjectIdentifier.init), rows: rows, values: values)
  }

  func setFixed(_ row: LayoutSolver.Constraint, to value: Double) {
    do {
      try solver.setConstant(-value, of: row)
    } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
      try? solver.removeConstraint(row)
      report(breaking: row, conflicts: conflicts)
    } catch {
      preconditionFailure("LayoutEngine: moving \(row.name ?? "\(row)"): \(error)")
    }
  }

  /// Gives the constraint-laid-out subviews of `view` their solved frames (UIKit does this just
  /// before `layoutSubviews()`); views translating their autoresizing mask keep theirs.
  func applyFrames(toSubviewsOf view: UIView) {
    updateVariablesIfNeeded()
    // Most views of a laid-out screen are leaves: nothing to look up for them.
    let subviews = view.subviews
    if subviews.isEmpty { return }
    // The engine's and the superview's values are read once, not per subview (each read of a
    // class's stored property is a dynamic exclusivity check).
    let boxes = self.boxes
    guard let parent = boxes[ObjectIdentifier(view)] else { return }
    let scale = Double(self.scale)
    func snap(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
    let viewBounds = view.bounds
    let originX = viewBounds.minX, originY = viewBounds.minY
    let parentMinX = snap(parent.minX.value), parentMinY = snap(parent.minY.value)
    for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      guard let box = boxes[ObjectIdentifier(subview)] else { continue }
      let left = snap(box.minX.value), right = snap(box.minX.value + box.width.value)
      let top = snap(box.minY.value), bottom = snap(box.minY.value + box.height.value)
      let size = CGSize(width: right - left, height: bottom - top)
      let layer = subview.layer
      let anchor = layer.anchorPoint
      let center = CGPoint(
        x: left - parentMinX + originX + size.width * anchor.x,
        y: top - parentMinY + originY + size.height * anchor.y)
      let bounds = subview.bounds
      if bounds.size != size { subview.bounds = CGRect(origin: bounds.origin, size: size) }
      if subview.center != center { subview.center = center }
    }
  }
}
