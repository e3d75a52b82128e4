import Foundation

/// Parses one format string of the visual format language into constraints, as
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does:
///
/// ```
/// format     ::= (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
/// view       ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
/// connection ::= "" | "-" | "-" (number | metric | "(" predicate ("," predicate)* ")") "-"
/// predicate  ::= ("==" | "<=" | ">=")? (number | metric | name) ("@" (number | metric))?
/// ```
///
/// A bad format traps with UIKit's reason, the format and a caret under the column, as UIKit
/// raises `NSInvalidArgumentException` ("Unable to parse constraint format").
@MainActor
struct VisualFormatParser {
  /// One relation of a predicate: `relation constant @priority`, or relative to another view.
  struct Predicate {
    var relation: NSLayoutConstraint.Relation
    var constant: CGFloat
    var view: UIView?
    var priority: UILayoutPriority
  }

  /// A connection between two items: no spacing (adjacent), the standard spacing, or predicates.
  enum Connection {
    case adjacent
    case standard
    case predicates([Predicate])
  }

  let format: String
  let characters: [Character]
  let metrics: [String: Any]
  let views: [String: Any]
  var index = 0

  init(format: String, metrics: [String: Any]?, views: [String: Any]) {
    self.format = format
    self.characters = Array(format)
    self.metrics = metrics ?? [:]
    self.views = views
  }

  /// Traps with UIKit's "Unable to parse constraint format" message, pointing at `column`.
  func fail(_ reason: String, at column: Int? = nil) -> Never {
    let column = column ?? index
    preconditionFailure(
      """
      NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): Unable to parse constraint format: \
      \(reason) (column \(column + 1))
      \(format)
      \(String(repeating: " ", count: column))^
      """)
  }

  var current: Character? { index < characters.count ? characters[index] : nil }

  mutating func skip(_ character: Character) -> Bool {
    guard current == character else { return false }
    index += 1
    return true
  }

  mutating func expect(_ character: Character, _ what: String) {
    if !skip(character) { fail("Expected \(what)") }
  }

  /// An identifier: a letter or underscore, then letters, digits and underscores.
  mutating func identifier() -> String? {
    guard let first = current, first.isLetter || first == "_" else { return nil }
    var name = ""
    while let character = current, character.isLetter || character.isNumber || character == "_" {
      name.append(character)
      index += 1
    }
    return name
  }

  /// A decimal number, optionally signed.
  mutating func number() -> CGFloat? {
    let start = index
    var text = ""
    if current == "-" || current == "+" {
      text.append(current!)
      index += 1
    }
    while let character = current, character.isNumber || character == "." {
      text.append(character)
      index += 1
    }
    guard let value = Double(text) else {
      index = start
      return nil
    }
    return CGFloat(value)
  }

  /// A metric's value (a number of any numeric type in the metrics dictionary).
  func metric(_ name: String, at column: Int) -> CGFloat {
    guard let value = metrics[name] else { fail("'\(name)' is not a key in the metrics dictionary", at: column) }
    switch value {
    case let number as CGFloat: return number
    case let number as Double: return CGFloat(number)
    case let number as Float: return CGFloat(number)
    case let number as Int: return CGFloat(number)
    case let number as NSNumber: return CGFloat(number.doubleValue)
    default: fail("metric '\(name)' is \(type(of: value)), not a number", at: column)
    }
  }

  /// The view a name stands for.
  func view(named name: String, at column: Int) -> UIView {
    guard let value = views[name] else { fail("'\(name)' is not a key in the views dictionary", at: column) }
    guard let view = value as? UIView else {
      fail("'\(name)' is \(type(of: value)), not a view (the visual format relates views only)", at: column)
    }
    return view
  }

  /// `number | metric`, or a view name when `allowsViews`.
  mutating func object(allowsViews: Bool) -> (constant: CGFloat, view: UIView?) {
    let column = index
    if let value = number() { return (value, nil) }
    guard let name = identifier() else {
      fail(allowsViews ? "Expected a number, metric or view" : "Expected a number or metric")
    }
    if metrics[name] != nil || !allowsViews { return (metric(name, at: column), nil) }
    return (0, view(named: name, at: column))
  }

  mutating func predicate(allowsViews: Bool) -> Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    let column = index
    for (text, kind) in [
      ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
    ]
    where characters[index...].starts(with: text) {
      relation = kind
      index += 2
      break
    }
    if index == column, current == "=" || current == "<" || current == ">" {
      fail("Expected '==', '<=' or '>='")
    }
    let (constant, view) = object(allowsViews: allowsViews)
    var priority = UILayoutPriority.required
    if skip("@") {
      let at = index
      let value: CGFloat
      if let number = number() {
        value = number
      } else if let name = identifier() {
        value = metric(name, at: at)
      } else {
        fail("Expected a priority (a number or metric)")
      }
      guard value >= 1 && value <= 1000 else { fail("priority \(value) is not between 1 and 1000", at: at) }
      priority = UILayoutPriority(Float(value))
    }
    return Predicate(relation: relation, constant: constant, view: view, priority: priority)
  }

  /// `(predicate, predicate, …)`, the opening parenthesis already read.
  mutating func predicateList(allowsViews: Bool) -> [Predicate] {
    var list = [predicate(allowsViews: allowsViews)]
    while skip(",") { list.append(predicate(allowsViews: allowsViews)) }
    expect(")", "')' or ','")
    return list
  }

  /// A connection after an item: nothing, `-`, or `-predicates-`.
  mutating func connection() -> Connection {
    guard skip("-") else { return .adjacent }
    if current == "[" || current == "|" { return .standard }
    let list: [Predicate]
    if skip("(") {
      list = predicateList(allowsViews: false)
    } else {
      let column = index
      if let value = number() {
        list = [Predicate(relation: .equal, constant: value, view: nil, priority: .required)]
      } else if let name = identifier() {
        list = [Predicate(relation: .equal, constant: metric(name, at: column), view: nil, priority: .required)]
      } else {
        fail("Expected a view, '|', a number, a metric or '('")
      }
    }
    expect("-", "'-'")
    return .predicates(list)
  }

  /// `[name(predicates)]`, the bracket already read.
  mutating func viewItem() -> (view: UIView, size: [Predicate]) {
    let column = index
    guard let name = identifier() else { fail("Expected a view name") }
    let view = view(named: name, at: column)
    let size = skip("(") ? predicateList(allowsViews: true) : []
    expect("]", "']'")
    return (view, size)
  }
}
