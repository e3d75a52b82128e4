import Foundation
import LayoutSolver

/// The Auto Layout engine of one view hierarchy (UIKit's `NSISEngine`, one per window): it turns
/// the active `NSLayoutConstraint`s under a root view into LayoutSolver constraints, solves them
/// with the incremental Cassowary simplex and gives the views their frames during the layout
/// pass.
///
/// ## Variables: one common space
///
/// Each view that takes part (an item of an active constraint, or an ancestor of one) has four
/// variables — `minX`, `minY`, `width`, `height` of its untransformed frame — all expressed in
/// **the root's bounds space shifted so that the root's bounds origin is 0**. Expressing every
/// view in one space keeps each `NSLayoutConstraint` a single linear row whatever the views'
/// depths (UIKit's engine does the same in window space), and a view's frame in its superview
/// is recovered as `minX(view) − minX(superview) + superview.bounds.minX`, so a scrolled
/// superview (`bounds.origin ≠ 0`) is handled. Frames are set as `bounds.size` and `center`
/// (for the layer's `anchorPoint`), so a view's transform is left out of layout as in UIKit.
/// Solved edges are rounded to the screen's pixel grid, as UIKit rounds its engine's values.
///
/// ## Fixed views
///
/// The root is fixed at its bounds (`minX = minY = 0`, `width`/`height` its size). A view whose
/// `translatesAutoresizingMaskIntoConstraints` is true is fixed at its current frame relative
/// to its superview by four required constraints (UIKit's `NSAutoresizingMaskLayoutConstraint`s
/// for a view without autoresizing); each pass re-reads its frame and moves them with
/// `setConstant`, incrementally.
///
/// ## Changes
///
/// Each pass (``prepare(forLayoutOf:)``) runs `updateConstraintsIfNeeded()` on the hierarchy,
/// then brings the solver up to date with the constraints installed in it: removed or
/// re-prioritised constraints leave the solver, new ones are added in hierarchy order
/// (depth-first, each view's `constraints` in installation order). A `constant` change goes to
/// the solver at once through `setConstant` (the dual simplex moves a few rows; nothing is
/// rebuilt). A required constraint the solver refuses is broken — left out — and logged with
/// UIKit's "Unable to simultaneously satisfy constraints" message listing it and the required
/// constraints it contradicts; it is retried when a constraint or fixed frame leaves the solver.
///
/// ## Cost proportional to what changed
///
/// A structural change (a constraint installed or removed, a subview added, moved or removed,
/// `translatesAutoresizingMaskIntoConstraints`, a guide, a layout direction) marks only the
/// root of the hierarchy it happened in (``structureDidChange(in:)``): the next pass of that
/// root walks its hierarchy again; every other hierarchy keeps its engine as it is. Adding,
/// moving or removing a subtree laid out by frames only (no constraint, item or guide in it) is
/// no structural change at all (``subtreeDidMove(_:in:)``). A
/// priority change marks only the engine that holds the constraint. An intrinsic-size
/// invalidation of a view whose content-size constraints are in an engine is not structural:
/// the engine re-reads that view's `intrinsicContentSize` at its next pass and moves the
/// constants through `setConstant` (only an axis that gains or loses its metric, or a changed
/// content priority, is structural, for that root). A view laid out by frames whose intrinsic
/// size changes (a label's text) costs Auto Layout nothing.
@MainActor
final class LayoutEngine {
  /// Whether any view ever installed a constraint or asked for `updateConstraints()`: until
  /// then the layout pass skips Auto Layout entirely.
  static var isInUse = false
  /// Every "Unable to simultaneously satisfy constraints" message, in order (also printed to
  /// standard error, as UIKit logs them).
  static var messages: [String] = []
  /// How many times an engine walked its hierarchy to bring its solver up to date (a
  /// structural update), over all engines; tests read it, with ``structuralUpdates``, to check
  /// that a change in one hierarchy does not rebuild another.
  static var structuralUpdateCount = 0
  /// How many views have `updateConstraints()` due; the pass walks the hierarchy for them only
  /// when some have.
  static var pendingConstraintUpdates = 0

  /// Bumped by every change that can alter what a layout pass does: a change of structure, a
  /// view marked for layout (`setNeedsLayout()`, which a changed `constant` calls), a layer's
  /// `position`, `bounds` or `anchorPoint`, constraint updates requested. A pass on a root that
  /// has seen the current generation returns at once (an idle tick costs O(1), not O(views)),
  /// and the fixed frames and the guides' insets are re-read only when it moved.
  ///
  /// Nonisolated so that a layer's model change (nonisolated, as in the SDK) bumps it without
  /// entering a main-actor closure for every moved layer; it does so only after checking that
  /// it runs on the main actor, the one writer.
  @exclusivity(unchecked) nonisolated(unsafe) static var inputGeneration = 0

  /// Records a change of structure in the hierarchy `view` belongs to (a constraint installed
  /// or removed there, a subview added or removed, `translatesAutoresizingMaskIntoConstraints`,
  /// a guide added or removed, a layout direction): the engine of that hierarchy's root walks
  /// it again at its next pass; other hierarchies are untouched. Before any view used Auto
  /// Layout it only bumps ``inputGeneration``: no root has been walked yet, so there is nothing
  /// to invalidate (a root without Auto Layout state is always walked at its first pass).
  static func structureDidChange(in view: UIView) {
    inputGeneration &+= 1
    guard isInUse else { return }
    var root = view
    while let superview = root.superview { root = superview }
    root.autoLayoutState?.needsStructureUpdate = true
  }

  /// Records that `view`'s subtree moved into, within or out of `parent`'s hierarchy: a
  /// structural change of that hierarchy only if the subtree can take part in Auto Layout (a
  /// subtree laid out by frames holds nothing an engine uses, so it costs no walk).
  static func subtreeDidMove(_ view: UIView, in parent: UIView) {
    inputGeneration &+= 1
    guard isInUse, view.subtreeTakesPartInAutoLayout else { return }
    structureDidChange(in: parent)
  }

  /// Records a change a layout pass may have to act on (see ``inputGeneration``).
  nonisolated static func inputDidChange() { inputGeneration &+= 1 }

  /// The four variables of a view or guide. A class, not a struct: a layout pass takes a box
  /// out of ``boxes`` for every laid-out view, and a struct of four references would be four
  /// retains and releases each time instead of one.
  final class Box {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(minX: Variable, minY: Variable, width: Variable, height: Variable) {
      (self.minX, self.minY, self.width, self.height) = (minX, minY, width, height)
    }
  }

  /// The fixed-frame constraints of the root or of a view translating its autoresizing mask.
  struct Placement {
    weak var view: UIView?
    let superview: ObjectIdentifier?
    let rows: [LayoutSolver.Constraint]
    var values: [Double]
  }

  /// The four required rows that keep a system layout guide (safe area, margins) at its
  /// owning view's bounds inset by `values` (top, left, bottom, right).
  struct GuideBinding {
    let guide: UILayoutGuide
    /// Top, left, bottom, right; nil where the solver broke the row.
    let rows: [LayoutSolver.Constraint?]
    var values: [Double]
  }

  /// An installed `NSLayoutConstraint` and its row (nil while broken).
  struct Entry {
    let constraint: NSLayoutConstraint
    var row: LayoutSolver.Constraint?
  }

  let solver = Solver()
  var boxes: [ObjectIdentifier: Box] = [:]
  var placements: [ObjectIdentifier: Placement] = [:]
  /// The layout guides that have variables, in the order they came in.
  var guides: [UILayoutGuide] = []
  /// The rows of the system guides among `guides`.
  var guideBindings: [ObjectIdentifier: GuideBinding] = [:]
  /// The installed constraints in the order they were added.
  var entries: [Entry] = []
  /// The scale whose pixel grid frames are rounded to.
  var scale: CGFloat = 1
  /// The lowest-priority rows that hold views at another solution of their ambiguous layout
  /// (`exerciseAmbiguityInLayout()`), by view.
  var exercises: [ObjectIdentifier: (row: LayoutSolver.Constraint, variable: Variable, previous: Double)] = [:]
  /// Whether a change only this engine knows of (a priority change of one of its constraints)
  /// needs a structural update at the next pass; changes in the hierarchy mark its root's
  /// ``AutoLayoutState/needsStructureUpdate`` instead.
  var needsStructureUpdate = false
  /// How many structural updates (walks of the hierarchy) this engine made.
  var structuralUpdates = 0
  /// The views laid out by this engine whose intrinsic content size was invalidated since its
  /// last pass: the pass re-reads their sizes into their content-size constraints' constants.
  var invalidatedContentSizes: [UIView] = []
  /// The ``inputGeneration`` at which the fixed frames were last re-read.
  var placementsGeneration = -1
  /// The ``inputGeneration`` at which the guides' insets were last re-read.
  var guidesGeneration = -1
  /// Whether a constant changed since the variables were last read from the solver.
  var needsVariableUpdate = false
  /// The direction the rows of the leading/trailing constraints were built in, by constraint
  /// (see `LayoutEngine+LayoutDirection.swift`); absent: left to right.
  var layoutDirections: [ObjectIdentifier: UIUserInterfaceLayoutDirection] = [:]

  /// Runs the constraint part of the layout pass for a `layoutIfNeeded()` on `view`: updates
  /// constraints on its hierarchy, brings the engine of its root up to date and solves.
  /// Returns nil when the hierarchy has no constraints (nothing for Auto Layout to do).
  static func prepare(forLayoutOf view: UIView) -> LayoutEngine? {
    guard isInUse else { return nil }
    var root = view
    while let superview = root.superview { root = superview }
    if pendingConstraintUpdates > 0 { root.updateConstraintsIfNeeded() }
    let rootState = root.autoLayoutState
    if let rootState, !rootState.needsStructureUpdate {
      // A hierarchy without constraints (a window laid out by frames) stays so until its
      // structure changes: constraints installed, views added, masks changed.
      guard let engine = rootState.engine else { return nil }
      engine.updateInvalidatedContentSizes()
      if !rootState.needsStructureUpdate && !engine.needsStructureUpdate {
        // Nothing structural changed: constants went to the solver as they changed; only the
        // fixed frames of the views translating their masks and the guides' insets are re-read.
        engine.scale = (root as? UIWindow)?.screen.scale ?? UIScreen.main.scale
        engine.refreshPlacements()
        engine.refreshGuideInsets()
        engine.updateVariablesIfNeeded()
        return engine
      }
    }
    var order: [UIView] = []
    var active: [NSLayoutConstraint] = []
    collect(root, into: &order, constraints: &active)
    let state = root.autoLayout
    if active.isEmpty && state.engine == nil {
      state.needsStructureUpdate = false
      return nil
    }
    let engine = state.engine ?? LayoutEngine()
    state.engine = engine
    engine.scale = (root as? UIWindow)?.screen.scale ?? UIScreen.main.scale
    // The walk read every content size it needed (`collect`); the marks the walk itself made
    // (a content priority moving a constraint out and back in) are covered by this update.
    engine.invalidatedContentSizes.removeAll()
    engine.update(root: root, order: order, active: active)
    state.needsStructureUpdate = false
    engine.needsStructureUpdate = false
    engine.structuralUpdates += 1
    structuralUpdateCount += 1
    return engine
  }

  /// The views under `view` depth-first and the constraints that take part: those installed
  /// on them, and the content-size constraints of every view laid out by constraints (the root
  /// is fixed at its bounds, so it has none unless `includingRootContentSize`, as when fitting).
  static func collect(
    _ view: UIView, into order: inout [UIView], constraints: inout [NSLayoutConstraint],
    includingRootContentSize: Bool = false
  ) {
    order.append(view)
    constraints += view.constraints
    if includingRootContentSize || (view.superview != nil && !view.translatesAutoresizingMaskIntoConstraints) {
      constraints += view.contentSizeConstraintsForLayout()
    }
    for subview in view.subviews { collect(subview, into: &order, constraints: &constraints) }
  }

  /// The solver row of a constraint: `first relation multiplier × second + constant`.
  func row(for constraint: NSLayoutConstraint, first: AnyObject, second: AnyObject?) -> LayoutSolver.Constraint {
    var lhs = expression(first, constraint.firstAttribute, in: constraint)
    for term in (constraint as? NSMultiTermLayoutConstraint)?.extraTerms ?? [] {
      guard let view = term.view else { continue }
      lhs = lhs + Double(term.coefficient) * expression(view, term.attribute, in: constraint)
    }
    var rhs = LayoutSolver.Expression(constant: Double(constraint.constant))
    if let second {
      rhs = Double(constraint.multiplier) * expression(second, constraint.secondAttribute, in: constraint) + rhs
    }
    let relation: LayoutSolver.Relation
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    return LayoutSolver.Constraint(
      lhs, relation, rhs, strength: Strength(Double(constraint.priority.rawValue)), name: constraint.description)
  }

  /// A constraint's constant changed: moves its row's constant in the solver (incremental).
  func constantDidChange(of constraint: NSLayoutConstraint) {
    guard let row = constraint.solverRow else { return }
    do {
      try solver.setConstant(-Double(constraint.constant), of: row)
      needsVariableUpdate = true
    } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
      try? solver.removeConstraint(row)
      if let index = entries.firstIndex(where: { $0.constraint === constraint }) { entries[index].row = nil }
      constraint.solverRow = nil
      report(breaking: row, conflicts: conflicts)
      needsVariableUpdate = true
    } catch {
      preconditionFailure("LayoutEngine: NSLayoutConstraint.constant of \(constraint.description): \(error)")
    }
  }

  /// A constraint's priority changed: its row leaves the solver; this engine's next pass adds
  /// it anew (a structural update of this engine only).
  func priorityDidChange(of constraint: NSLayoutConstraint) {
    forget(constraint)
    needsStructureUpdate = true
    Self.inputDidChange()
  }

  /// A view whose content-size constraints are in this engine invalidated its intrinsic
  /// content size: the next pass reads it again (``updateInvalidatedContentSizes()``).
  func contentSizeDidChange(of view: UIView) {
    invalidatedContentSizes.append(view)
    Self.inputDidChange()
  }

  /// Re-reads the intrinsic content sizes invalidated since the last pass, in the order they
  /// were invalidated: a changed size moves its content-size constraints' constants through
  /// `setConstant` (incremental); an axis that gains or loses its metric, or a changed content
  /// priority, marks the structure (see `contentSizeConstraintsForLayout()`).
  func updateInvalidatedContentSizes() {
    guard !invalidatedContentSizes.isEmpty else { return }
    let views = invalidatedContentSizes
    invalidatedContentSizes.removeAll()
    for view in views where view.autoLayoutState?.contentSizeConstraints?.engine === self {
      _ = view.contentSizeConstraintsForLayout()
    }
  }

  /// Reads the solved values into the variables if a constant changed since the last read.
  func updateVariablesIfNeeded() {
    guard needsVariableUpdate else { return }
    needsVariableUpdate = false
    solver.updateVariables()
  }

  /// Takes a constraint out of this engine.
  func forget(_ constraint: NSLayoutConstraint) {
    guard let index = entries.firstIndex(where: { $0.constraint === constraint }) else { return }
    if let row = entries[index].row { try? solver.removeConstraint(row) }
    entries.remove(at: index)
    constraint.engine = nil
    constraint.solverRow = nil
  }

  /// Logs a broken constraint as UIKit does.
  func report(breaking row: LayoutSolver.Constraint, conflicts: [LayoutSolver.Constraint]) {
    let names = (conflicts.contains { $0 === row } ? conflicts : conflicts + [row]).map { $0.name ?? "\($0)" }
    let message = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
      (
      \(names.map { "    \"\($0)\"" }.joined(separator: ",\n"))
      )

      Will attempt to recover by breaking constraint
      \(row.name ?? "\(row)")
      """
    Self.messages.append(message)
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
