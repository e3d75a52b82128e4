import Foundation
import HeadlessUIKit

extension ScreenViewController {
  /// Makes the `UIStackView` a view's `stack` declares: its settings, then its arranged views
  /// (made like any declared view, added with `addArrangedSubview(_:)` in order) and their
  /// custom spacings (`setCustomSpacing(_:after:)`).
  static func makeStackView(
    _ stack: StackViewSpec, frame: CGRect, ids: inout [String: UIView],
    constrained: inout [(UIView, [LayoutConstraintSpec])]
  ) -> UIStackView {
    let stackView = UIStackView(frame: frame)
    stackView.axis = stack.axis
    stackView.distribution = stack.distribution
    stackView.alignment = stack.alignment
    stackView.spacing = CGFloat(stack.spacing)
    if let margins = stack.layoutMargins { stackView.directionalLayoutMargins = margins }
    stackView.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
    stackView.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
    var arrangedByID: [String: UIView] = [:]
    for child in stack.arranged {
      let view = makeView(child, ids: &ids, constrained: &constrained)
      if let id = child.id { arrangedByID[id] = view }
      stackView.addArrangedSubview(view)
    }
    for custom in stack.customSpacings {
      // The loader checks that each names an arranged view; a description made in code must too.
      guard let view = arrangedByID[custom.after] else {
        preconditionFailure(
          "SceneBuilder: StackViewSpec.customSpacings names '\(custom.after)', which is not an arranged view of the stack; load scenes with SceneLoader, which checks ids"
        )
      }
      stackView.setCustomSpacing(CGFloat(custom.spacing), after: view)
    }
    return stackView
  }
}
