import Foundation
import Graphics

extension SceneDecoder {
  /// The view fields that make a view a standard control, in the order they are checked.
  static let controlFields = ["switch", "slider", "segmented", "stepper", "progress", "activityIndicator"]
  static let switchFields = ["on", "onTint", "thumbTint", "enabled"]
  static let sliderFields = ["value", "min", "max", "minTrack", "maxTrack", "thumbTint", "enabled"]
  static let segmentedFields = ["items", "selected", "selectedTint", "enabled"]
  static let stepperFields = ["value", "min", "max", "step", "wraps", "enabled"]
  static let progressFields = ["progress", "style", "tint", "track"]
  static let activityIndicatorFields = ["style", "color", "animating", "hidesWhenStopped"]

  /// The control a view's fields declare, nil when none; two control fields are an error.
  func decodeControl(_ fields: MappingReader, in reader: NodeReader) throws -> ControlSpec? {
    let given = Self.controlFields.compactMap { name in fields.optional(name).map { (name, $0) } }
    if given.count > 1 {
      throw reader.error(
        "a view is at most one control; got \(given.map { "'\($0.0)'" }.joined(separator: " and "))")
    }
    guard let (name, field) = given.first else { return nil }
    switch name {
    case "switch": return .toggle(try decodeSwitch(field))
    case "slider": return .slider(try decodeSlider(field))
    case "segmented": return .segmented(try decodeSegmented(field))
    case "stepper": return .stepper(try decodeStepper(field))
    case "progress": return .progress(try decodeProgress(field))
    default: return .activityIndicator(try decodeActivityIndicator(field))
    }
  }

  /// `switch: { on, onTint, thumbTint, enabled }` (every field optional; `switch: {}` is off).
  private func decodeSwitch(_ reader: NodeReader) throws -> SwitchSpec {
    let fields = try reader.mapping(accepting: Self.switchFields)
    return SwitchSpec(
      isOn: try fields.value("on", default: false) { try $0.bool() },
      onTint: try fields.optional("onTint")?.color(),
      thumbTint: try fields.optional("thumbTint")?.color(),
      isEnabled: try fields.value("enabled", default: true) { try $0.bool() })
  }

  /// `slider: { value, min, max, minTrack, maxTrack, thumbTint, enabled }`: `min` ≤ `max`
  /// (default 0 and 1) and the value within them (default `min`).
  private func decodeSlider(_ reader: NodeReader) throws -> SliderSpec {
    let fields = try reader.mapping(accepting: Self.sliderFields)
    let minimum = try fields.value("min", default: 0) { try $0.number() }
    let maximum = try fields.value("max", default: 1) {
      try $0.number("a number ≥ min (\(Self.format(minimum)))") { $0 >= minimum }
    }
    let value = try fields.value("value", default: minimum) {
      try $0.number("a number in min...max (\(Self.format(minimum))...\(Self.format(maximum)))") {
        (minimum...maximum).contains($0)
      }
    }
    return SliderSpec(
      value: value, minimum: minimum, maximum: maximum,
      minimumTrackTint: try fields.optional("minTrack")?.color(),
      maximumTrackTint: try fields.optional("maxTrack")?.color(),
      thumbTint: try fields.optional("thumbTint")?.color(),
      isEnabled: try fields.value("enabled", default: true) { try $0.bool() })
  }

  /// `segmented: { items: [titles], selected, selectedTint, enabled }`: at least one title;
  /// `selected` an index of `items` (default none).
  private func decodeSegmented(_ reader: NodeReader) throws -> SegmentedSpec {
    let fields = try reader.mapping(accepting: Self.segmentedFields)
    let itemsReader = try fields.required("items")
    let items = try itemsReader.sequence("a list of segment titles").map { try $0.string() }
    guard !items.isEmpty else { throw itemsReader.mismatch("at least one segment title") }
    let selected = try fields.optional("selected")?.integer("an index of items (0...\(items.count - 1))") {
      items.indices.contains($0)
    }
    return SegmentedSpec(
      items: items, selected: selected, selectedTint: try fields.optional("selectedTint")?.color(),
      isEnabled: try fields.value("enabled", default: true) { try $0.bool() })
  }

  /// `stepper: { value, min, max, step, wraps, enabled }`: `min` < `max` (default 0 and 100),
  /// the value within them (default `min`), `step` > 0 (default 1).
  private func decodeStepper(_ reader: NodeReader) throws -> StepperSpec {
    let fields = try reader.mapping(accepting: Self.stepperFields)
    let minimum = try fields.value("min", default: 0) { try $0.number() }
    let maximum = try fields.value("max", default: 100) {
      try $0.number("a number > min (\(Self.format(minimum)))") { $0 > minimum }
    }
    guard minimum < maximum else {
      throw (fields.optional("min") ?? reader).mismatch("a number < max (\(Self.format(maximum)))")
    }
    return StepperSpec(
      value: try fields.value("value", default: minimum) {
        try $0.number("a number in min...max (\(Self.format(minimum))...\(Self.format(maximum)))") {
          (minimum...maximum).contains($0)
        }
      },
      minimum: minimum, maximum: maximum,
      step: try fields.value("step", default: 1) { try $0.number("a number > 0") { $0 > 0 } },
      wraps: try fields.value("wraps", default: false) { try $0.bool() },
      isEnabled: try fields.value("enabled", default: true) { try $0.bool() })
  }

  /// `progress: { progress, style: default | bar, tint, track }` (progress in 0…1, default 0).
  private func decodeProgress(_ reader: NodeReader) throws -> ProgressSpec {
    let fields = try reader.mapping(accepting: Self.progressFields)
    return ProgressSpec(
      progress: try fields.value("progress", default: 0) {
        try $0.number("a number in 0...1") { (0...1).contains($0) }
      },
      isBar: try fields.value("style", default: false) { try $0.oneOf([("default", false), ("bar", true)]) },
      progressTint: try fields.optional("tint")?.color(),
      trackTint: try fields.optional("track")?.color())
  }

  /// `activityIndicator: { style: medium | large, color, animating, hidesWhenStopped }`
  /// (default a spinning medium indicator).
  private func decodeActivityIndicator(_ reader: NodeReader) throws -> ActivityIndicatorSpec {
    let fields = try reader.mapping(accepting: Self.activityIndicatorFields)
    return ActivityIndicatorSpec(
      isLarge: try fields.value("style", default: false) { try $0.oneOf([("medium", false), ("large", true)]) },
      color: try fields.optional("color")?.color(),
      isAnimating: try fields.value("animating", default: true) { try $0.bool() },
      hidesWhenStopped: try fields.value("hidesWhenStopped", default: true) { try $0.bool() })
  }
}
