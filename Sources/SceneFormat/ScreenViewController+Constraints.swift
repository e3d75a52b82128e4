import Foundation
import HeadlessUIKit

extension ScreenViewController {
  /// Creates and activates the `constraints` of the screen's views, with
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, their
  /// priority and identifier (the `active: false` ones stay inactive); the identified ones go to ``constraintsByID``.
  func installConstraints(_ constrained: [(UIView, [LayoutConstraintSpec])]) {
    var all: [NSLayoutConstraint] = []
    for (view, specs) in constrained {
      for spec in specs {
        guard let constraint = makeConstraint(spec, for: view) else { continue }
        if let id = spec.identifier { constraintsByID[id] = constraint }
        if spec.isActive { all.append(constraint) }
      }
    }
    NSLayoutConstraint.activate(all)
  }

  /// The constraint `spec` describes, or nil when it names a view the screen does not declare:
  /// the loader checks ids in files, so only a description made in code can; the render then
  /// stops with an error naming the screen and the id (``Timeline/fail(_:)``).
  private func makeConstraint(_ spec: LayoutConstraintSpec, for view: UIView) -> NSLayoutConstraint? {
    var item: Any?
    if let target = spec.targetItem {
      guard let superview = view.superview else {
        Timeline.current?.fail("scene screen '\(self.spec.name)': a constrained view has no superview to pin to")
        return nil
      }
      switch target {
      case .superview: item = superview
      case .safeArea: item = superview.safeAreaLayoutGuide
      case .margins: item = superview.layoutMarginsGuide
      case .view(let id):
        guard let other = viewsByID[id] else {
          Timeline.current?.fail(
            "scene screen '\(self.spec.name)': a constraint names view '\(id)', which the screen does not declare")
          return nil
        }
        item = other
      }
    }
    let constraint = NSLayoutConstraint(
      item: view, attribute: Self.attribute(spec.anchor), relatedBy: Self.relation(spec.relation), toItem: item,
      attribute: item == nil ? .notAnAttribute : Self.attribute(spec.targetAnchor ?? spec.anchor),
      multiplier: spec.multiplier, constant: spec.constant)
    constraint.priority = UILayoutPriority(spec.priority)
    constraint.identifier = spec.identifier
    return constraint
  }

  private static func attribute(_ anchor: LayoutConstraintSpec.Anchor) -> NSLayoutConstraint.Attribute {
    switch anchor {
    case .top: .top
    case .bottom: .bottom
    case .leading: .leading
    case .trailing: .trailing
    case .left: .left
    case .right: .right
    case .centerX: .centerX
    case .centerY: .centerY
    case .width: .width
    case .height: .height
    }
  }

  private static func relation(_ relation: LayoutConstraintSpec.Relation) -> NSLayoutConstraint.Relation {
    switch relation {
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    case .lessThanOrEqual: .lessThanOrEqual
    }
  }

  /// Performs a script `constraints` step: lays out pending changes first, deactivates, sets
  /// constants, activates, then lays the screen out inside `UIView.animate` — UIKit's
  /// canonical constraint animation — or at once when not animated. The views it hides or shows
  /// get their `isHidden` inside the animation block, before the layout (how iOS code hides a
  /// stack view's row with animation).
  func applyConstraintChange(_ change: ConstraintChangeSpec, fail: (String) -> Void) {
    func find(_ id: String) -> NSLayoutConstraint? {
      if let found = constraintsByID[id] { return found }
      fail("screen '\(spec.name)' has no constraint '\(id)'")
      return nil
    }
    view.layoutIfNeeded()
    NSLayoutConstraint.deactivate(change.deactivate.compactMap(find))
    for entry in change.constants { find(entry.identifier)?.constant = entry.constant }
    NSLayoutConstraint.activate(change.activate.compactMap(find))
    var hiding: [(UIView, Bool)] = []
    for (ids, hidden) in [(change.hide, true), (change.show, false)] {
      for id in ids {
        guard let found = viewsByID[id] else {
          fail("screen '\(spec.name)' has no view '\(id)'")
          continue
        }
        hiding.append((found, hidden))
      }
    }
    let root = view!
    let animations = {
      for (view, hidden) in hiding { view.isHidden = hidden }
      root.layoutIfNeeded()
    }
    guard let animation = change.animation else { return animations() }
    let options: UIView.AnimationOptions =
      switch animation.curve {
      case .easeInOut: .curveEaseInOut
      case .easeIn: .curveEaseIn
      case .easeOut: .curveEaseOut
      case .linear: .curveLinear
      }
    if let spring = animation.spring {
      UIView.animate(
        withDuration: animation.duration, delay: animation.delay, usingSpringWithDamping: spring.damping,
        initialSpringVelocity: spring.velocity, options: options, animations: animations)
    } else {
      UIView.animate(
        withDuration: animation.duration, delay: animation.delay, options: options, animations: animations)
    }
  }
}
