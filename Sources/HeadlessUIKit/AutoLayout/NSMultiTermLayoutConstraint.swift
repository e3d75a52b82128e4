import Foundation

/// A constraint with more than two items, as the ones UIKit's `UIStackView` makes between its
/// arranged subviews (equal gaps, equal centre distances), where UIKit relates spacer layout
/// guides: `first.firstAttribute + Σ coefficient × view.attribute  relation
/// multiplier × second.secondAttribute + constant`. Only the layout engine reads the extra
/// terms; every view in them must also be an item of another active constraint of the same
/// hierarchy (the stack view's arranged subviews always are).
@MainActor
final class NSMultiTermLayoutConstraint: NSLayoutConstraint {
  /// One extra term of the first side.
  struct Term {
    weak var view: UIView?
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: CGFloat
  }

  /// The terms added to the first side.
  let extraTerms: [Term]

  init(
    _ first: UIView, _ firstAttribute: Attribute, _ relation: Relation, _ second: UIView, _ secondAttribute: Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, extraTerms: [Term]
  ) {
    self.extraTerms = extraTerms
    super.init(
      first: first, firstAttribute: firstAttribute, relation: relation, second: second,
      secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
  }

  /// The log form with the extra terms after the first item's attribute.
  override var description: String {
    let base = super.description
    let extra = extraTerms.map { term in
      let sign = term.coefficient < 0 ? "-" : "+"
      let size = abs(term.coefficient)
      let factor = size == 1 ? "" : "\(Self.format(size))*"
      return " \(sign) \(factor)\(Self.name(of: term.view)).\(term.attribute)"
    }.joined()
    guard let split = base.range(of: ".\(firstAttribute) ") else { return base }
    return base.replacingCharacters(in: split, with: ".\(firstAttribute)\(extra) ")
  }
}
