import Foundation
import LayoutSolver

extension LayoutEngine {
  /// The linear expression of one attribute of an item (a view or a layout guide), in
  /// left-to-right terms (leading is left; `expression(_:_:in:)` mirrors right-to-left ones).
  ///
  /// A view's margin attributes are the edges of its `layoutMarginsGuide` (UIKit defines them
  /// so). Its baselines are those of a label's text (``UIView/baselineOffsets``), measured from
  /// its vertical centre because a label centres its lines; any other view's baseline is its
  /// bottom edge, as in UIKit.
  func physicalExpression(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in constraint: NSLayoutConstraint
  )
    -> LayoutSolver.Expression
  {
    if let view = item as? UIView {
      switch attribute {
      case .leftMargin, .leadingMargin:
        return physicalExpression(view.layoutMarginsGuide, .left, in: constraint)
      case .rightMargin, .trailingMargin:
        return physicalExpression(view.layoutMarginsGuide, .right, in: constraint)
      case .topMargin: return physicalExpression(view.layoutMarginsGuide, .top, in: constraint)
      case .bottomMargin: return physicalExpression(view.layoutMarginsGuide, .bottom, in: constraint)
      case .centerXWithinMargins: return physicalExpression(view.layoutMarginsGuide, .centerX, in: constraint)
      case .centerYWithinMargins: return physicalExpression(view.layoutMarginsGuide, .centerY, in: constraint)
      case .firstBaseline, .lastBaseline:
        let box = self.box(of: view, in: constraint)
        guard let offsets = view.baselineOffsets else { return box.minY + box.height }
        let offset = attribute == .firstBaseline ? offsets.first : offsets.last
        return box.minY + 0.5 * box.height + LayoutSolver.Expression(constant: Double(offset))
      default: break
      }
    }
    let box = self.box(of: item, in: constraint)
    switch attribute {
    case .left, .leading: return LayoutSolver.Expression(box.minX)
    case .right, .trailing: return box.minX + box.width
    case .top: return LayoutSolver.Expression(box.minY)
    case .bottom: return box.minY + box.height
    case .width: return LayoutSolver.Expression(box.width)
    case .height: return LayoutSolver.Expression(box.height)
    case .centerX: return box.minX + 0.5 * box.width
    case .centerY: return box.minY + 0.5 * box.height
    case .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
      preconditionFailure(
        "NSLayoutConstraint: attribute .\(attribute) of \(constraint.description) does not exist on \(NSLayoutConstraint.name(of: item)): a layout guide has no margins or baselines"
      )
    }
  }

  private func box(of item: AnyObject, in constraint: NSLayoutConstraint) -> Box {
    guard let box = boxes[ObjectIdentifier(item)] else {
      preconditionFailure(
        "LayoutEngine: no variables for \(NSLayoutConstraint.name(of: item)) in \(constraint.description)")
    }
    return box
  }

  /// The layout guides a constraint needs variables for: its guide items, and the margins
  /// guide of a view whose margin attribute it uses.
  static func guides(of constraint: NSLayoutConstraint) -> [UILayoutGuide] {
    var guides: [UILayoutGuide] = []
    for (item, attribute) in [
      (constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute),
    ] {
      if let guide = item as? UILayoutGuide {
        guides.append(guide)
      } else if let view = item as? UIView, attribute.isMargin {
        guides.append(view.layoutMarginsGuide)
      }
    }
    return guides
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether this is one of the margin attributes (`.leftMargin` … `.centerYWithinMargins`).
  var isMargin: Bool { rawValue >= 13 && rawValue <= 20 }
}
