/// Joins an option and a negative number that follows it (`--fps -5` → `--fps=-5`), so the
/// argument parser hands the number to the option's validation, which says what range it
/// expects, instead of reading `-5` as an unknown flag and reporting a missing value.
enum ArgumentNormalization {
  static func normalize(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      let next = index + 1 < arguments.endIndex ? arguments[index + 1] : nil
      if argument.hasPrefix("--"), !argument.contains("="), argument != "--", let next, isNegativeNumber(next) {
        result.append(argument + "=" + next)
        index += 2
      } else {
        result.append(argument)
        index += 1
      }
    }
    return result
  }

  static func isNegativeNumber(_ text: String) -> Bool {
    text.hasPrefix("-") && text.count > 1 && Double(text) != nil
  }
}
