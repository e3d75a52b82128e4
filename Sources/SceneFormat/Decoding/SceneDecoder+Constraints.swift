import Foundation
import Yams

/// What a screen's `constraints` fields declare, checked once all the screen's views are read:
/// the view ids they name and their identifiers (unique within the screen).
struct ScreenConstraintContext {
  /// `to: <id>.X` references, checked against the screen's ids after its views are decoded.
  var references: [(reader: NodeReader, id: String)] = []
  /// Constraint identifiers already used in the screen, with the field path of the first use.
  var identifiers: [String: String] = [:]

  /// Throws at the first reference to a view id the screen does not declare.
  func checkReferences(ids: [String: String]) throws {
    for (reader, id) in references where ids[id] == nil {
      let known = ids.keys.sorted()
      throw reader.error(
        "no view with id '\(id)' in this screen; "
          + (known.isEmpty ? "it declares no ids" : "ids: " + known.joined(separator: ", "))
          + " (or superview, safeArea, margins)")
    }
  }
}

extension SceneDecoder {
  static let constraintFields = ["anchor", "to", "relation", "constant", "multiplier", "priority", "id", "active"]
  static let constraintTargets = ["superview", "safeArea", "margins"]

  /// `constraints`: a non-empty list of `{ anchor, to, relation, constant, multiplier, priority,
  /// id, active }`.
  func decodeConstraints(_ reader: NodeReader, context: inout ScreenConstraintContext) throws
    -> [LayoutConstraintSpec]
  {
    let items = try reader.sequence()
    guard !items.isEmpty else { throw reader.mismatch("a list of at least one constraint") }
    return try items.map { try decodeConstraint($0, context: &context) }
  }

  private func decodeConstraint(_ reader: NodeReader, context: inout ScreenConstraintContext) throws
    -> LayoutConstraintSpec
  {
    try budget.countConstraint(at: reader)
    let fields = try reader.mapping(accepting: Self.constraintFields)
    let anchors = LayoutConstraintSpec.Anchor.allCases.map { ($0.rawValue, $0) }
    let anchor = try fields.required("anchor").oneOf(anchors)
    var spec = LayoutConstraintSpec(anchor: anchor)
    if let to = fields.optional("to") {
      spec.target = try decodeConstraintTarget(to, anchor: anchor, context: &context)
    } else if anchor.axis != .dimension {
      throw reader.error(
        "a '\(anchor.rawValue)' constraint needs 'to' (superview.X, safeArea.X, margins.X or <view id>.X); only width and height can be a constant alone"
      )
    }
    spec.relation = try fields.value("relation", default: .equal) {
      try $0.oneOf(LayoutConstraintSpec.Relation.allCases.map { ($0.rawValue, $0) })
    }
    spec.constant = try fields.value("constant", default: 0) { try $0.number() }
    if let multiplier = fields.optional("multiplier") {
      guard spec.target != nil else {
        throw multiplier.error("'multiplier' needs 'to' (it scales the second anchor)")
      }
      spec.multiplier = try multiplier.number("a number ≠ 0 (UIKit refuses a zero multiplier)") { $0 != 0 }
    }
    spec.priority = Float(
      try fields.value("priority", default: 1000) {
        try $0.number("a priority in 1...1000") { (1...1000).contains($0) }
      })
    spec.isActive = try fields.value("active", default: true) { try $0.bool() }
    if let idReader = fields.optional("id") {
      let id = try idReader.string(nonEmpty: true)
      if let first = context.identifiers[id] {
        throw idReader.error("duplicate constraint id '\(id)' in this screen (first used at \(first))")
      }
      context.identifiers[id] = idReader.path
      spec.identifier = id
    }
    if !spec.isActive, spec.identifier == nil, let active = fields.optional("active") {
      throw active.error("an inactive constraint needs an 'id', so that a script step can activate it")
    }
    return spec
  }

  /// `superview.top`, `safeArea.bottom`, `margins.leading`, `card.trailing`, or the item alone
  /// (`superview`: the same anchor as the constraint's).
  private func decodeConstraintTarget(
    _ reader: NodeReader, anchor: LayoutConstraintSpec.Anchor, context: inout ScreenConstraintContext
  ) throws -> (item: LayoutConstraintSpec.Target, anchor: LayoutConstraintSpec.Anchor) {
    let text = try reader.string(nonEmpty: true)
    let itemName: String
    let targetAnchor: LayoutConstraintSpec.Anchor
    if let dot = text.lastIndex(of: ".") {
      itemName = String(text[..<dot])
      let anchorName = String(text[text.index(after: dot)...])
      guard let named = LayoutConstraintSpec.Anchor(rawValue: anchorName), !itemName.isEmpty else {
        throw reader.error(
          "expected <item>.<anchor> with an anchor among "
            + LayoutConstraintSpec.Anchor.allCases.map(\.rawValue).joined(separator: ", ") + ", got \(text)")
      }
      targetAnchor = named
    } else {
      itemName = text
      targetAnchor = anchor
    }
    let item: LayoutConstraintSpec.Target
    switch itemName {
    case "superview": item = .superview
    case "safeArea": item = .safeArea
    case "margins": item = .margins
    default:
      item = .view(itemName)
      context.references.append((reader, itemName))
    }
    if anchor.axis != targetAnchor.axis {
      throw reader.error(
        "anchor '\(anchor.rawValue)' (\(anchor.axis.rawValue)) cannot be pinned to '\(targetAnchor.rawValue)' (\(targetAnchor.axis.rawValue)); UIKit relates anchors of the same axis only"
      )
    }
    if anchor.axis == .horizontal, anchor != .centerX, targetAnchor != .centerX,
      anchor.isDirectional != targetAnchor.isDirectional
    {
      throw reader.error(
        "anchor '\(anchor.rawValue)' cannot be pinned to '\(targetAnchor.rawValue)'; UIKit refuses to relate leading/trailing to left/right"
      )
    }
    return (item, targetAnchor)
  }
}
