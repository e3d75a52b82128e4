import Testing
import Yams

@testable import SceneFormat

/// Scenes resolve plain scalars without Yams's regular expressions: the hand-written rules give
/// the tag Yams's `Resolver.default` gives, for YAML 1.1's examples, near misses and many
/// generated strings over the characters the rules use.
@Suite("Plain scalar tags")
struct PlainScalarTagTests {
  static func yams(_ text: String) -> Yams.Tag.Name { Resolver.default.resolveTag(of: Node(text)) }

  static let examples = [
    "", "~", "null", "Null", "NULL", "nULL", "yes", "Yes", "YES", "yEs", "no", "on", "ON", "off", "Off", "true",
    "True", "TRUE", "false", "y", "n", "0", "-0", "+0", "00", "012", "0o17", "0o", "0o8", "0b", "0b101", "-0b1_0",
    "0b2", "0x", "0x1F", "0xg", "0x_", "1_000", "1__", "190:20:30", "1:60", "1:5", "1:05:", "12:345", "0:1",
    "-1:2", "1.5", "1.", ".5", "._", "._5", ".5e+1", ".5e1", "1e5", "1e", "1E-5", "1e+", "-1.5e-3", "1_0.0_1",
    "190:20:30.15", "1:2.", "1:2.3:4", ".inf", "-.inf", "+.Inf", ".INF", "inf", ".nan", ".NaN", "-.nan", ".NAN",
    "<<", "<", "=", "==", "2001-12-14", "2001-12-1", "2001-1-14", "20011-12-14", "2001-12-14t21:59:43.10-05:00",
    "2001-12-14T21:59:43.10Z", "2001-12-14 21:59:43.10 -5", "2001-12-14 21:59:43.10 ", "2001-12-14  21:59:43",
    "2001-12-14 1:59:43", "2001-12-14 121:59:43", "2001-12-14 21:5:43", "2001-12-14 21:59:43.",
    "2001-12-14 21:59:43+0530",
    "2001-12-14 21:59:43 +05:30", "2001-12-14 21:59:43 +05:3", "2001-12-14 21:59:43Z ", "2001-12-14T21:59:43\tZ",
    "push", "system", "1 2", " 1", "1 ", "true\n", "1\r\n", "null\r", "1\u{85}", "2\u{2028}", "x\n", "\n", "1\n\n",
    "١", "1٠", "ｔrue",
  ]

  @Test(arguments: examples)
  func examplesResolveAsYamsDoes(text: String) {
    #expect(PlainScalarTag.resolve(text) == Self.yams(text), "\(text.debugDescription)")
  }

  /// 20,000 strings of up to 10 characters from the rules' alphabet, from a fixed seed.
  @Test func generatedStringsResolveAsYamsDoes() {
    let alphabet = Array("0123456789_-+.:eEbxoTtZ \t<=~nNaAlLfFiIsuyY\n")
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var mismatches: [String] = []
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 60) % 11
      var text = ""
      for _ in 0..<length {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        // Favour digits so numbers and timestamps come up often.
        let pick = Int(state >> 33)
        text.append(pick % 3 == 0 ? alphabet[pick / 3 % alphabet.count] : Character(String(pick / 3 % 10)))
      }
      if PlainScalarTag.resolve(text) != Self.yams(text) { mismatches.append(text) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20).map(\.debugDescription))")
  }

  /// Scenes are composed without resolver rules; what they read keeps its YAML 1.1 meaning:
  /// `yes` a bool, `0x10` an int, `~` null, `"1"` a string.
  @Test func composedScenesKeepTheirTags() throws {
    let node = try #require(try Yams.compose(yaml: "a: yes\nb: 0x10\nc: ~\nd: \"1\"\ne: !!str 2\nf: 1.5", .basic))
    let tags = ["a", "b", "c", "d", "e", "f"].map { node[$0]!.tagName }
    #expect(tags == [.bool, .int, .null, .str, .str, .float])
  }
}
