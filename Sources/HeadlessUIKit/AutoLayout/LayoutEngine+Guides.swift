import Foundation
import LayoutSolver

extension LayoutEngine {
  /// The insets (top, left, bottom, right) a system guide keeps from its owning view's edges.
  private func insets(of guide: UILayoutGuide, in view: UIView) -> [Double] {
    let insets: UIEdgeInsets
    switch guide.kind {
    case .safeArea: insets = view.safeAreaInsets
    case .layoutMargins, .custom: insets = view.layoutMargins
    case .readableContent: insets = view.readableContentInsets
    case .topLayoutSupport, .bottomLayoutSupport: insets = guide.layoutSupportInsets(in: view)
    }
    return [insets.top, insets.left, insets.bottom, insets.right].map(Double.init)
  }

  /// Adds the four required rows that keep a safe area or margins guide at its owning view's
  /// bounds inset by the view's current insets (UIKit keeps these guides with constraints of
  /// its own, too).
  func addBinding(for guide: UILayoutGuide, in view: UIView) -> GuideBinding {
    guard let box = boxes[ObjectIdentifier(guide)], let owner = boxes[ObjectIdentifier(view)] else {
      preconditionFailure("LayoutEngine: layout guide \(guide.identifier) without variables")
    }
    let values = insets(of: guide, in: view)
    if guide.kind == .layoutMargins { view.reportLayoutMarginsIfChanged() }
    let lhs: [LayoutSolver.Expression] = [
      box.minY - owner.minY, box.minX - owner.minX,
      owner.minY + owner.height - box.minY - box.height, owner.minX + owner.width - box.minX - box.width,
    ]
    let name = NSLayoutConstraint.name(of: guide)
    let labels = ["top", "left", "bottom", "right"]
    var rows: [LayoutSolver.Constraint?] = []
    for index in 0..<4 {
      let row = LayoutSolver.Constraint(
        lhs[index], .equal, values[index], name: "<\(name) inset.\(labels[index]) == \(values[index])>")
      do {
        try solver.addConstraint(row)
        rows.append(row)
      } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
        rows.append(nil)
        report(breaking: row, conflicts: conflicts)
      } catch {
        preconditionFailure("LayoutEngine: placing \(name): \(error)")
      }
    }
    return GuideBinding(guide: guide, rows: rows, values: values)
  }

  /// Moves each system guide to its owning view's current insets (which follow the frames
  /// the last pass gave the views). A margins guide whose insets changed tells its view
  /// (`layoutMarginsDidChange()`). Returns whether anything moved, so that the layout pass
  /// solves and applies the frames again, as UIKit lays out again after a safe area or margin
  /// change. Nothing is read when no view moved or was marked for layout since the last
  /// refresh (``LayoutEngine/inputGeneration``): the insets follow from the views' geometry and
  /// from settings whose setters mark a view for layout.
  @discardableResult
  func refreshGuideInsets() -> Bool {
    guard guidesGeneration != Self.inputGeneration else { return false }
    guidesGeneration = Self.inputGeneration
    var moved = false
    for guide in guides {
      let id = ObjectIdentifier(guide)
      guard var binding = guideBindings[id], let view = guide.owningView else { continue }
      let wanted = insets(of: guide, in: view)
      guard wanted != binding.values else { continue }
      for index in 0..<4 where binding.values[index] != wanted[index] {
        if let row = binding.rows[index] { setFixed(row, to: wanted[index]) }
      }
      binding.values = wanted
      guideBindings[id] = binding
      moved = true
      if guide.kind == .layoutMargins { view.reportLayoutMarginsIfChanged() }
    }
    if moved { needsVariableUpdate = true }
    return moved
  }

  /// The solved rectangle of a guide you created, in its owning view's coordinate space, or nil
  /// when no layout pass has placed it.
  static func solvedFrame(of guide: UILayoutGuide, in view: UIView) -> CGRect? {
    var root = view
    while let superview = root.superview { root = superview }
    guard let engine = root.autoLayoutState?.engine else { return nil }
    engine.updateVariablesIfNeeded()
    guard let box = engine.boxes[ObjectIdentifier(guide)],
      let owner = engine.boxes[ObjectIdentifier(view)]
    else { return nil }
    let scale = Double(engine.scale)
    func snap(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
    let left = snap(box.minX.value), top = snap(box.minY.value)
    return CGRect(
      x: left - snap(owner.minX.value) + view.bounds.minX, y: top - snap(owner.minY.value) + view.bounds.minY,
      width: snap(box.minX.value + box.width.value) - left, height: snap(box.minY.value + box.height.value) - top)
  }
}
