import Foundation

extension NSLayoutConstraint {
  /// The constraints a visual format string describes, as UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`. They are returned inactive, in the
  /// order of the format, then the alignment constraints; activate them.
  ///
  /// The language is UIKit's: `H:` (default) or `V:`; `|` the superview of the view next to it;
  /// `[name]` a view from `views`, with size predicates `[button(>=50,<=100@750)]` or a
  /// relation to another view `[a(==b)]`; connections `-` (the standard spacing: 8 points
  /// between views, the superview's layout margin at a `|`), `-20-`, `-metric-`,
  /// `-(>=20@750)-`, or nothing (adjacent). Numbers and priorities may be names in `metrics`.
  /// `options` aligns every view of the format on an attribute across its axis
  /// (`.alignAllTop` for a horizontal format), picks the direction of a horizontal one
  /// (`.directionLeadingToTrailing` by default, `.directionLeftToRight`,
  /// `.directionRightToLeft`), and with `.spacingBaselineToBaseline` spaces a vertical
  /// format's views from last baseline to first baseline.
  ///
  /// - Note: UIKit raises `NSInvalidArgumentException` for a format it cannot parse; Swift
  ///   cannot catch that, and here the call traps with the same reason, the format and a caret
  ///   under the offending column (counted from 1).
  public class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var builder = VisualFormatBuilder(
      parser: VisualFormatParser(format: format, metrics: metrics, views: views), options: opts)
    return builder.build()
  }
}

/// Turns a parsed visual format into constraints (see
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`).
@MainActor
struct VisualFormatBuilder {
  var parser: VisualFormatParser
  let options: NSLayoutConstraint.FormatOptions
  var constraints: [NSLayoutConstraint] = []
  var vertical = false

  init(parser: VisualFormatParser, options: NSLayoutConstraint.FormatOptions) {
    self.parser = parser
    self.options = options
  }

  /// The attributes at the start and end of an item along the format's axis, and whether the
  /// format runs against the coordinate axis (right to left).
  private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, reversed: Bool) {
    if vertical { return (.top, .bottom, false) }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight: return (.left, .right, false)
    case .directionRightToLeft: return (.right, .left, true)
    default: return (.leading, .trailing, false)
    }
  }

  mutating func build() -> [NSLayoutConstraint] {
    if parser.characters.starts(with: ["V", ":"]) {
      vertical = true
      parser.index = 2
    } else if parser.characters.starts(with: ["H", ":"]) {
      parser.index = 2
    }
    checkDirection()
    var opening: (connection: VisualFormatParser.Connection, column: Int)?
    if parser.skip("|") { opening = (parser.connection(), parser.index - 1) }
    var views: [UIView] = []
    var closing: (connection: VisualFormatParser.Connection, column: Int)?
    while true {
      guard parser.skip("[") else {
        parser.fail(views.isEmpty && opening == nil ? "Expected a view" : "Expected a view or '|'")
      }
      let (view, size) = parser.viewItem()
      if let pending = pendingConnection, let previous = views.last {
        connect(previous, view, pending)
      } else if let opening, views.isEmpty {
        connectSuperview(before: view, opening.connection, column: opening.column)
      }
      for predicate in size { addSize(of: view, predicate) }
      views.append(view)
      pendingConnection = nil
      if parser.current == nil { break }
      let column = parser.index
      let connection = parser.connection()
      if parser.skip("|") {
        closing = (connection, column)
        break
      }
      pendingConnection = connection
    }
    if parser.current != nil { parser.fail("Unexpected '\(parser.current!)' after the end of the format") }
    if let closing, let last = views.last { connectSuperview(after: last, closing.connection, column: closing.column) }
    if views.count > 1 { checkAlignment() }
    align(views)
    return constraints
  }

  private var pendingConnection: VisualFormatParser.Connection?

  /// Traps on alignment options along the format's own axis (checked when the format has two
  /// or more views to align).
  private func checkAlignment() {
    let horizontalEdges: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .centerX]
    for attribute in options.alignmentAttributes where horizontalEdges.contains(attribute) != vertical {
      parser.fail(
        "Options mask required views to be aligned on \(vertical ? "a vertical" : "a horizontal") edge (.\(attribute)), which is not allowed for layout that is also \(vertical ? "vertical" : "horizontal")",
        at: 0)
    }
  }

  /// Traps on options that name two directions.
  private func checkDirection() {
    if options.intersection(.directionMask).rawValue == NSLayoutConstraint.FormatOptions.directionMask.rawValue {
      parser.fail("Options name two directions (left to right and right to left)", at: 0)
    }
  }

  private mutating func add(
    _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute, constant: CGFloat,
    priority: UILayoutPriority
  ) {
    let constraint = NSLayoutConstraint(
      first: first, firstAttribute: firstAttribute, relation: relation, second: second,
      secondAttribute: secondAttribute, multiplier: 1, constant: constant)
    constraint.priority = priority
    constraints.append(constraint)
  }

  private mutating func addSize(of view: UIView, _ predicate: VisualFormatParser.Predicate) {
    let dimension: NSLayoutConstraint.Attribute = vertical ? .height : .width
    if let other = predicate.view {
      add(view, dimension, predicate.relation, other, dimension, constant: 0, priority: predicate.priority)
    } else {
      add(
        view, dimension, predicate.relation, nil, .notAnAttribute, constant: predicate.constant,
        priority: predicate.priority)
    }
  }

  /// `gap relation constant`, where gap runs from `before`'s end edge to `after`'s start edge.
  private mutating func space(
    _ before: UIView, _ beforeAttribute: NSLayoutConstraint.Attribute, _ after: UIView,
    _ afterAttribute: NSLayoutConstraint.Attribute, _ predicate: VisualFormatParser.Predicate
  ) {
    if edges.reversed {
      add(
        before, beforeAttribute, predicate.relation, after, afterAttribute, constant: predicate.constant,
        priority: predicate.priority)
    } else {
      add(
        after, afterAttribute, predicate.relation, before, beforeAttribute, constant: predicate.constant,
        priority: predicate.priority)
    }
  }

  private mutating func connect(_ before: UIView, _ after: UIView, _ connection: VisualFormatParser.Connection) {
    let baselines = vertical && options.contains(.spacingBaselineToBaseline)
    let end: NSLayoutConstraint.Attribute = baselines ? .lastBaseline : edges.end
    let start: NSLayoutConstraint.Attribute = baselines ? .firstBaseline : edges.start
    for predicate in predicates(connection, standard: NSLayoutXAxisAnchor.systemSpacing) {
      space(before, end, after, start, predicate)
    }
  }

  private func superview(of view: UIView, column: Int) -> UIView {
    guard let superview = view.superview else {
      parser.fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: column)
    }
    return superview
  }

  private mutating func connectSuperview(before view: UIView, _ connection: VisualFormatParser.Connection, column: Int)
  {
    let container = superview(of: view, column: column)
    if case .standard = connection {
      space(
        container, edges.start.margin, view, edges.start,
        .init(relation: .equal, constant: 0, view: nil, priority: .required))
      return
    }
    for predicate in predicates(connection, standard: 0) { space(container, edges.start, view, edges.start, predicate) }
  }

  private mutating func connectSuperview(after view: UIView, _ connection: VisualFormatParser.Connection, column: Int) {
    let container = superview(of: view, column: column)
    if case .standard = connection {
      space(
        view, edges.end, container, edges.end.margin,
        .init(relation: .equal, constant: 0, view: nil, priority: .required))
      return
    }
    for predicate in predicates(connection, standard: 0) { space(view, edges.end, container, edges.end, predicate) }
  }

  private func predicates(_ connection: VisualFormatParser.Connection, standard: CGFloat) -> [VisualFormatParser
    .Predicate]
  {
    switch connection {
    case .adjacent: return [.init(relation: .equal, constant: 0, view: nil, priority: .required)]
    case .standard: return [.init(relation: .equal, constant: standard, view: nil, priority: .required)]
    case .predicates(let list): return list
    }
  }

  /// Each view after the first `==` the previous one on every alignment attribute.
  private mutating func align(_ views: [UIView]) {
    for attribute in options.alignmentAttributes {
      for index in views.indices.dropFirst() {
        add(views[index], attribute, .equal, views[index - 1], attribute, constant: 0, priority: .required)
      }
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// The margin attribute of an edge attribute (`.leading` → `.leadingMargin`).
  fileprivate var margin: NSLayoutConstraint.Attribute {
    switch self {
    case .left: return .leftMargin
    case .right: return .rightMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    default: return self
    }
  }
}
