import Foundation

/// When goldens are written — swift-snapshot-testing's record modes.
///
/// | mode | golden missing | golden differs | golden matches |
/// | --- | --- | --- | --- |
/// | `never` | fail | fail | pass |
/// | `missing` (default) | record, fail | fail | pass |
/// | `failed` | record, fail | re-record, fail | pass |
/// | `all` | record, fail | re-record, fail | re-record, fail |
///
/// A recording run fails so that it cannot pass unnoticed; the next run compares. Whenever the
/// environment variable `CI` is set (to anything but `0` or `false`) the mode is forced to
/// `never`: CI never writes goldens.
public enum RecordMode: String, Sendable, Hashable, CaseIterable, Codable {
  case never
  case missing
  case failed
  case all

  /// The environment variable that sets the mode: `FLIPBOOK_RECORD=all swift test …`.
  public static let environmentVariable = "FLIPBOOK_RECORD"

  /// Whether `environment` says this is a CI run (`CI` set, and not `0` or `false`).
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }

  /// The mode to use: `never` on CI, else `explicit` when given, else `FLIPBOOK_RECORD`, else
  /// `missing`.
  ///
  /// - Throws: ``GoldenError/invalidRecordMode(source:value:)`` when `FLIPBOOK_RECORD` holds
  ///   something else than a mode's name.
  public static func resolve(
    _ explicit: RecordMode? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RecordMode {
    if isCI(environment) { return .never }
    if let explicit { return explicit }
    guard let text = environment[environmentVariable], !text.isEmpty else { return .missing }
    guard let mode = RecordMode(rawValue: text.lowercased()) else {
      throw GoldenError.invalidRecordMode(source: environmentVariable, value: text)
    }
    return mode
  }

  /// Whether a missing golden is written.
  var recordsMissing: Bool { self != .never }
}
