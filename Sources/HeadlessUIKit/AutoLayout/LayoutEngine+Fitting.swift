import LayoutSolver

extension UIView {
  /// The smallest size, as UIKit's `UIView.layoutFittingCompressedSize` (0 × 0): pass it to
  /// `systemLayoutSizeFitting(_:)` for the smallest size the constraints allow.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// A very large size, as UIKit's `UIView.layoutFittingExpandedSize` (10 000 × 10 000): pass
  /// it to `systemLayoutSizeFitting(_:)` for the largest size the constraints allow.
  ///
  /// - Note: UIKit difference: the value is not verified. Apple documents the constant only as
  ///   "the largest possible size" (`systemLayoutSizeFitting(_:)`), and no public measurement
  ///   of its value was found (checked November 2026); code that passes it back to
  ///   `systemLayoutSizeFitting` gets the same result for any size larger than its content.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}

extension LayoutEngine {
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: solves
  /// the constraints inside `view` (installed on it or its descendants, relating only views
  /// inside it, plus the content-size constraints of the view and of its constraint-laid-out
  /// descendants) in a scratch solver, with the view at the origin and its width and height
  /// held to the target at the fitting priorities, and returns the solved size rounded to the
  /// pixel grid. `updateConstraintsIfNeeded()` runs on the view first, as in UIKit. Nothing
  /// is resized and the hierarchy's own engine is untouched.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    view.updateConstraintsIfNeeded()
    var order: [UIView] = []
    var active: [NSLayoutConstraint] = []
    collect(view, into: &order, constraints: &active, includingRootContentSize: true)
    let inside = Set(order.map(ObjectIdentifier.init))
    // An item is a view, or a layout guide standing for its owning view.
    func owner(_ item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
    let live = active.filter { constraint in
      guard let first = owner(constraint.firstItem), inside.contains(ObjectIdentifier(first)) else { return false }
      if constraint.secondAttribute == .notAnAttribute { return constraint.secondItem == nil }
      guard let second = owner(constraint.secondItem) else { return false }
      return inside.contains(ObjectIdentifier(second))
    }
    var involved: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
    for constraint in live {
      for item in [constraint.firstItem, constraint.secondItem] {
        var current: UIView? = owner(item)
        while let node = current, involved.insert(ObjectIdentifier(node)).inserted { current = node.superview }
      }
    }
    let engine = LayoutEngine()
    engine.scale = view.window?.screen.scale ?? UIScreen.main.scale
    let views = order.filter { involved.contains(ObjectIdentifier($0)) }
    for item in views {
      let name = NSLayoutConstraint.name(of: item)
      engine.boxes[ObjectIdentifier(item)] = Box(
        minX: Variable("\(name).minX"), minY: Variable("\(name).minY"), width: Variable("\(name).width"),
        height: Variable("\(name).height"))
    }
    guard let root = engine.boxes[ObjectIdentifier(view)] else { return view.bounds.size }
    let name = NSLayoutConstraint.name(of: view)
    var rows: [LayoutSolver.Constraint] = [
      LayoutSolver.Constraint(root.minX, .equal, 0, name: "<fitting \(name).minX == 0>"),
      LayoutSolver.Constraint(root.minY, .equal, 0, name: "<fitting \(name).minY == 0>"),
      LayoutSolver.Constraint(
        root.width, .equal, Double(target.width), strength: Strength(Double(horizontal.rawValue)),
        name: "<fitting \(name).width == \(NSLayoutConstraint.format(target.width))>"),
      LayoutSolver.Constraint(
        root.height, .equal, Double(target.height), strength: Strength(Double(vertical.rawValue)),
        name: "<fitting \(name).height == \(NSLayoutConstraint.format(target.height))>"),
    ]
    for item in views where item !== view && item.translatesAutoresizingMaskIntoConstraints {
      guard let box = engine.boxes[ObjectIdentifier(item)], let superview = item.superview,
        let parent = engine.boxes[ObjectIdentifier(superview)]
      else { continue }
      let frame = item.frameIgnoringTransform
      let itemName = NSLayoutConstraint.name(of: item)
      rows += [
        LayoutSolver.Constraint(
          box.minX - parent.minX, .equal, Double(frame.minX - superview.bounds.minX),
          name: "<NSAutoresizingMaskLayoutConstraint \(itemName).minX>"),
        LayoutSolver.Constraint(
          box.minY - parent.minY, .equal, Double(frame.minY - superview.bounds.minY),
          name: "<NSAutoresizingMaskLayoutConstraint \(itemName).minY>"),
        LayoutSolver.Constraint(
          box.width, .equal, Double(frame.width), name: "<NSAutoresizingMaskLayoutConstraint \(itemName).width>"),
        LayoutSolver.Constraint(
          box.height, .equal, Double(frame.height), name: "<NSAutoresizingMaskLayoutConstraint \(itemName).height>"),
      ]
    }
    var guideBindingsToAdd: [(UILayoutGuide, UIView)] = []
    for constraint in live {
      for guide in guides(of: constraint) where engine.boxes[ObjectIdentifier(guide)] == nil {
        let guideName = NSLayoutConstraint.name(of: guide)
        engine.boxes[ObjectIdentifier(guide)] = Box(
          minX: Variable("\(guideName).minX"), minY: Variable("\(guideName).minY"),
          width: Variable("\(guideName).width"), height: Variable("\(guideName).height"))
        if guide.kind != .custom, let owningView = guide.owningView { guideBindingsToAdd.append((guide, owningView)) }
      }
    }
    for constraint in live {
      guard let first = constraint.firstItem else { continue }
      rows.append(engine.row(for: constraint, first: first, second: constraint.secondItem))
    }
    for (guide, owningView) in guideBindingsToAdd {
      engine.guideBindings[ObjectIdentifier(guide)] = engine.addBinding(for: guide, in: owningView)
    }
    for row in rows {
      do {
        try engine.solver.addConstraint(row)
      } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
        engine.report(breaking: row, conflicts: conflicts)
      } catch {
        preconditionFailure("UIView.systemLayoutSizeFitting: adding \(row): \(error)")
      }
    }
    engine.solver.updateVariables()
    let scale = Double(engine.scale)
    return CGSize(
      width: CGFloat((root.width.value * scale).rounded() / scale),
      height: CGFloat((root.height.value * scale).rounded() / scale))
  }
}

extension UIView {
  /// The untransformed frame: `center` and `bounds.size` placed by the layer's anchor point.
  var frameIgnoringTransform: CGRect {
    let size = bounds.size
    let anchor = layer.anchorPoint
    return CGRect(
      x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y, width: size.width,
      height: size.height)
  }
}
