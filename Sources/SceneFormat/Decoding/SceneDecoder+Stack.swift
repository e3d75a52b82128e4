import Foundation
import HeadlessUIKit
import Yams

extension SceneDecoder {
  static let stackFields = [
    "axis", "distribution", "alignment", "spacing", "customSpacing", "margins", "layoutMarginsRelativeArrangement",
    "baselineRelativeArrangement", "arranged",
  ]

  /// A view's `stack`: `{ axis, distribution, alignment, spacing, customSpacing: {<arranged id>:
  /// spacing}, margins: [top, leading, bottom, trailing], layoutMarginsRelativeArrangement,
  /// baselineRelativeArrangement, arranged: [views] }`. The arranged views are views of the
  /// screen like any other (ids, constraints, subviews), whose `frame` is optional: the stack
  /// view places them.
  func decodeStack(_ reader: NodeReader, ids: inout [String: String], constraints: inout ScreenConstraintContext)
    throws -> StackViewSpec
  {
    let fields = try reader.mapping(accepting: Self.stackFields)
    var stack = StackViewSpec()
    stack.axis = try fields.value("axis", default: .horizontal) { try $0.oneOf(StackViewSpec.axisNames) }
    stack.distribution = try fields.value("distribution", default: .fill) {
      try $0.oneOf(StackViewSpec.distributionNames)
    }
    stack.alignment = try fields.value("alignment", default: .fill) { try $0.oneOf(StackViewSpec.alignmentNames) }
    stack.spacing = try fields.value("spacing", default: 0) { try decodeStackSpacing($0) }
    stack.layoutMargins = try fields.optional("margins").map(decodeDirectionalInsets)
    stack.isLayoutMarginsRelativeArrangement = try fields.value("layoutMarginsRelativeArrangement", default: false) {
      try $0.bool()
    }
    stack.isBaselineRelativeArrangement = try fields.value("baselineRelativeArrangement", default: false) {
      try $0.bool()
    }
    stack.arranged = try fields.value("arranged", default: []) {
      try $0.sequence().map { try decodeView($0, ids: &ids, constraints: &constraints, isArranged: true) }
    }
    if let custom = fields.optional("customSpacing") {
      let arrangedIDs = stack.arranged.compactMap(\.id)
      stack.customSpacings = try custom.entries().map { id, value in
        guard arrangedIDs.contains(id) else {
          throw value.error(
            "setCustomSpacing(_:after:) needs an arranged view of this stack; '\(id)' is not one ("
              + (arrangedIDs.isEmpty
                ? "its arranged views have no ids" : "arranged ids: " + arrangedIDs.joined(separator: ", ")) + ")",
            at: value.keyMark)
        }
        return StackViewSpec.CustomSpacing(after: id, spacing: try decodeStackSpacing(value))
      }
    }
    return stack
  }

  /// A stack spacing: a number of points (negative overlaps the views, as in UIKit) or `system`
  /// (`UIStackView.spacingUseSystem`).
  private func decodeStackSpacing(_ reader: NodeReader) throws -> Double {
    if case .scalar(let scalar) = reader.node, scalar.string == "system" {
      return StackViewSpec.spacingUseSystem
    }
    return try reader.number("a number (points) or system")
  }

  /// `[top, leading, bottom, trailing]`: four numbers.
  private func decodeDirectionalInsets(_ reader: NodeReader) throws -> NSDirectionalEdgeInsets {
    let expectation = "[top, leading, bottom, trailing] (4 numbers)"
    let elements = try reader.sequence(expectation)
    guard elements.count == 4 else { throw reader.mismatch(expectation) }
    let values = try elements.map { try CGFloat($0.number()) }
    return NSDirectionalEdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
  }
}
