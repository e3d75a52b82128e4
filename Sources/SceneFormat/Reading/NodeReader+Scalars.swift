import Foundation
import Yams

extension NodeReader {
  /// A finite number, written as an integer or a decimal (not a quoted string, not a boolean),
  /// that satisfies `isValid`; otherwise `expected <expectation>, got <value>`.
  func number(_ expectation: String = "a number", where isValid: (Double) -> Bool = { _ in true }) throws
    -> Double
  {
    let value: Double?
    if let plain = Self.plainDecimal(node) {
      value = plain
    } else {
      switch node.tagName {
      case .int: value = node.int.map(Double.init)
      case .float: value = node.float
      default: value = nil
      }
    }
    guard case .scalar = node, let value, value.isFinite, isValid(value) else {
      throw mismatch(expectation)
    }
    guard abs(value) <= Self.maximumMagnitude else {
      throw mismatch("\(expectation) within ±\(Int(Self.maximumMagnitude)) (the limit for any number in a scene)")
    }
    return value
  }

  /// The value of an untagged plain scalar written as a plain decimal — `[-+]?(0|[1-9][0-9]*)`,
  /// an optional `.digits` and an optional exponent — which YAML resolves to that int or
  /// float; nil for anything else (`012` is octal, `1_000`, `.5`, `0x1F`, quoted or tagged
  /// scalars …), which goes through Yams's resolver.
  ///
  /// - Complexity: O(length), without the resolver's regular expressions (which made reading
  ///   the numbers of 100,000 views take most of a second).
  static func plainDecimal(_ node: Node) -> Double? {
    guard case .scalar(let scalar) = node, scalar.style == .plain, scalar.tag.description.isEmpty else { return nil }
    let bytes = Array(scalar.string.utf8)
    var i = 0
    func digits() -> Int {
      let start = i
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
      return i - start
    }
    if i < bytes.count, bytes[i] == 0x2D || bytes[i] == 0x2B { i += 1 }  // - +
    let first = i
    let integerDigits = digits()
    guard integerDigits > 0, bytes[first] != 0x30 || integerDigits == 1 else { return nil }
    if i < bytes.count, bytes[i] == 0x2E {  // .
      i += 1
      guard digits() > 0 else { return nil }
    }
    if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {  // e E
      i += 1
      if i < bytes.count, bytes[i] == 0x2D || bytes[i] == 0x2B { i += 1 }
      guard digits() > 0 else { return nil }
    }
    guard i == bytes.count else { return nil }
    return Double(scalar.string)
  }

  /// The largest magnitude of any number in a scene file: 100,000 (points, degrees, seconds …).
  /// Fields with tighter ranges check them on top (see Scenes/README.md, "Limits").
  static let maximumMagnitude: Double = 100_000

  /// An integer (a decimal with no fractional part, such as `30.0` from a JSON writer, is
  /// accepted) that satisfies `isValid`; otherwise `expected <expectation>, got <value>`.
  func integer(_ expectation: String, where isValid: (Int) -> Bool = { _ in true }) throws -> Int {
    let value: Int?
    switch node.tagName {
    case .int: value = node.int
    case .float: value = node.float.flatMap { Int(exactly: $0) }
    default: value = nil
    }
    guard case .scalar = node, let value, isValid(value) else { throw mismatch(expectation) }
    guard abs(Double(value)) <= Self.maximumMagnitude else {
      throw mismatch("\(expectation) within ±\(Int(Self.maximumMagnitude)) (the limit for any number in a scene)")
    }
    return value
  }

  /// `true` or `false` (YAML 1.1 also resolves `yes`/`no`/`on`/`off` to booleans).
  func bool() throws -> Bool {
    guard node.tagName == .bool, let value = node.bool else { throw mismatch("true or false") }
    return value
  }

  /// A text scalar. Any non-null scalar is read as the text it was written as, so `title: 2024`
  /// is the title "2024"; lists, mappings and null (`title:` with nothing after it) are errors.
  func string(nonEmpty: Bool = false) throws -> String {
    let expectation = nonEmpty ? "a non-empty string" : "a string"
    guard case .scalar(let scalar) = node, node.tagName != .null else { throw mismatch(expectation) }
    guard !nonEmpty || !scalar.string.isEmpty else { throw mismatch(expectation) }
    return scalar.string
  }

  /// One of the named `options` (exact spelling); otherwise `expected one of a, b, c, got x`.
  func oneOf<T>(_ options: [(name: String, value: T)]) throws -> T {
    if case .scalar(let scalar) = node, node.tagName != .null,
      let match = options.first(where: { $0.name == scalar.string })
    {
      return match.value
    }
    throw mismatch("one of " + options.map(\.name).joined(separator: ", "))
  }
}
