import Yams

/// The tag YAML 1.1 resolves an untagged plain scalar to: exactly the rules of Yams's
/// `Resolver.default` (bool, int, float, merge, null, timestamp, value, in that order; `str`
/// when none matches), written out by hand.
///
/// Yams's resolver compiles its rules with `NSRegularExpression`, which brings ICU's regular
/// expression engine and its Unicode data into the process; scenes are composed with
/// `Resolver.basic` (no rules) and scalars resolved here instead, so rendering a scene runs no
/// regular expression. Each rule is a regular language over ASCII anchored with `^…$`; as in
/// ICU, `$` also matches before one line terminator that ends the text.
enum PlainScalarTag {
  /// The resolved tag of the plain scalar `text`.
  static func resolve(_ text: String) -> Tag.Name {
    var bytes = Array(text.utf8)
    dropFinalLineTerminator(&bytes)
    if isBool(bytes) { return .bool }
    if isInt(bytes) { return .int }
    if isFloat(bytes) { return .float }
    if bytes == Array("<<".utf8) { return .merge }
    if isNull(bytes) { return .null }
    if isTimestamp(bytes) { return .timestamp }
    if bytes == [UInt8(ascii: "=")] { return .value }
    return .str
  }

  /// ICU's `$`: the end of the text, or before a final `\n`, `\r\n`, `\r`, U+0085, U+2028,
  /// U+2029 (or the other vertical whitespace ICU counts: U+000B, U+000C).
  private static func dropFinalLineTerminator(_ bytes: inout [UInt8]) {
    guard let last = bytes.last else { return }
    if last == 0x0A {
      bytes.removeLast()
      if bytes.last == 0x0D { bytes.removeLast() }
    } else if last == 0x0D || last == 0x0B || last == 0x0C {
      bytes.removeLast()
    } else if bytes.count >= 2, bytes[bytes.count - 2] == 0xC2, last == 0x85 {
      bytes.removeLast(2)
    } else if bytes.count >= 3, bytes[bytes.count - 3] == 0xE2, bytes[bytes.count - 2] == 0x80,
      last == 0xA8 || last == 0xA9
    {
      bytes.removeLast(3)
    }
  }

  private static let bools: Set<[UInt8]> = Set(
    [
      "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON",
      "off", "Off", "OFF",
    ].map { Array($0.utf8) })

  private static let nulls: Set<[UInt8]> = Set(["~", "null", "Null", "NULL", ""].map { Array($0.utf8) })

  static func isBool(_ b: [UInt8]) -> Bool { bools.contains(b) }

  static func isNull(_ b: [UInt8]) -> Bool { nulls.contains(b) }

  /// A cursor over the bytes with the character classes the rules use.
  private struct Scanner {
    let b: [UInt8]
    var i = 0
    init(_ bytes: [UInt8]) { b = bytes }

    var atEnd: Bool { i == b.count }

    /// Consumes `c` when it is next.
    mutating func take(_ c: Character) -> Bool {
      guard i < b.count, b[i] == c.asciiValue! else { return false }
      i += 1
      return true
    }

    /// Consumes one byte satisfying `test`.
    mutating func take(where test: (UInt8) -> Bool) -> Bool {
      guard i < b.count, test(b[i]) else { return false }
      i += 1
      return true
    }

    /// Consumes all bytes satisfying `test`; how many.
    @discardableResult
    mutating func takeAll(where test: (UInt8) -> Bool) -> Int {
      let start = i
      while i < b.count, test(b[i]) { i += 1 }
      return i - start
    }

    /// `[-+]?`
    mutating func takeSign() { _ = take("-") || take("+") }

    /// `(?::[0-5]?[0-9])+`: one or more groups, each a colon and one digit or two digits the
    /// first of which is 0…5.
    mutating func takeSexagesimalGroups() -> Bool {
      var groups = 0
      while i < b.count, b[i] == UInt8(ascii: ":") {
        let start = i
        i += 1
        let digits = takeAll(where: isDigit)
        guard digits == 1 || (digits == 2 && b[i - 2] <= UInt8(ascii: "5")) else {
          i = start
          return false
        }
        groups += 1
      }
      return groups > 0
    }
  }

  static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
  static func isDigitOrUnderscore(_ c: UInt8) -> Bool { isDigit(c) || c == UInt8(ascii: "_") }

  /// Yams's int rule:
  /// `[-+]?0b[0-1_]+ | [-+]?0o?[0-7_]+ | [-+]?(?:0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+ |
  /// [-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+`.
  static func isInt(_ b: [UInt8]) -> Bool {
    func matches(_ body: (inout Scanner) -> Bool) -> Bool {
      var s = Scanner(b)
      s.takeSign()
      return body(&s) && s.atEnd
    }
    let binary = matches { s in
      s.take("0") && s.take("b") && s.takeAll { $0 == 0x30 || $0 == 0x31 || $0 == UInt8(ascii: "_") } > 0
    }
    let octal = matches { s in
      guard s.take("0") else { return false }
      _ = s.take("o")
      return s.takeAll { ($0 >= 0x30 && $0 <= 0x37) || $0 == UInt8(ascii: "_") } > 0
    }
    let decimal = matches { s in
      if s.take("0") { return true }
      guard s.take(where: { $0 >= 0x31 && $0 <= 0x39 }) else { return false }
      s.takeAll(where: isDigitOrUnderscore)
      return true
    }
    let hexadecimal = matches { s in
      s.take("0") && s.take("x")
        && s.takeAll { isDigit($0) || (0x61...0x66).contains($0) || (0x41...0x46).contains($0) || $0 == 0x5F } > 0
    }
    let sexagesimal = matches { s in
      guard s.take(where: { $0 >= 0x31 && $0 <= 0x39 }) else { return false }
      s.takeAll(where: isDigitOrUnderscore)
      return s.takeSexagesimalGroups()
    }
    return binary || octal || decimal || hexadecimal || sexagesimal
  }

  /// Yams's float rule:
  /// `[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)? | \.[0-9_]+(?:[eE][-+][0-9]+)? |
  /// [-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]* | [-+]?\.(?:inf|Inf|INF) | \.(?:nan|NaN|NAN)`.
  static func isFloat(_ b: [UInt8]) -> Bool {
    func matches(signed: Bool, _ body: (inout Scanner) -> Bool) -> Bool {
      var s = Scanner(b)
      if signed { s.takeSign() }
      return body(&s) && s.atEnd
    }
    let plain = matches(signed: true) { s in
      guard s.take(where: isDigit) else { return false }
      s.takeAll(where: isDigitOrUnderscore)
      if s.take(".") { s.takeAll(where: isDigitOrUnderscore) }
      if s.take("e") || s.take("E") {
        s.takeSign()
        return s.takeAll(where: isDigit) > 0
      }
      return true
    }
    let fraction = matches(signed: false) { s in
      guard s.take("."), s.takeAll(where: isDigitOrUnderscore) > 0 else { return false }
      if s.take("e") || s.take("E") {
        return (s.take("-") || s.take("+")) && s.takeAll(where: isDigit) > 0
      }
      return true
    }
    let sexagesimal = matches(signed: true) { s in
      guard s.take(where: isDigit) else { return false }
      s.takeAll(where: isDigitOrUnderscore)
      guard s.takeSexagesimalGroups(), s.take(".") else { return false }
      s.takeAll(where: isDigitOrUnderscore)
      return true
    }
    return plain || fraction || sexagesimal || specialFloats.contains(b)
  }

  /// `[-+]?\.(?:inf|Inf|INF)` and `\.(?:nan|NaN|NAN)`.
  private static let specialFloats: Set<[UInt8]> = Set(
    ["inf", "Inf", "INF"].flatMap { [".\($0)", "-.\($0)", "+.\($0)"] }.map { Array($0.utf8) }
      + [".nan", ".NaN", ".NAN"].map { Array($0.utf8) })

  /// Yams's timestamp rule:
  /// `[0-9]{4}-[0-9]{2}-[0-9]{2} | [0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?`.
  static func isTimestamp(_ b: [UInt8]) -> Bool {
    var s = Scanner(b)
    func digits(_ range: ClosedRange<Int>) -> Bool { range.contains(s.takeAll(where: isDigit)) }
    guard digits(4...4), s.take("-") else { return false }
    let month = s.takeAll(where: isDigit)
    guard (1...2).contains(month), s.take("-") else { return false }
    let day = s.takeAll(where: isDigit)
    guard (1...2).contains(day) else { return false }
    if s.atEnd { return month == 2 && day == 2 }
    let blanks = s.takeAll { $0 == 0x20 || $0 == 0x09 }
    guard blanks > 0 || s.take("T") || s.take("t") else { return false }
    guard digits(1...2), s.take(":"), digits(2...2), s.take(":"), digits(2...2) else { return false }
    if s.take(".") { s.takeAll(where: isDigit) }
    if s.atEnd { return true }
    s.takeAll { $0 == 0x20 || $0 == 0x09 }
    if s.take("Z") { return s.atEnd }
    guard s.take("-") || s.take("+"), digits(1...2) else { return false }
    if s.take(":") { guard digits(2...2) else { return false } }
    return s.atEnd
  }
}
