import Foundation
import Graphics

/// A standard UIKit control a view declares: one of the view fields `switch`, `slider`,
/// `segmented`, `stepper`, `progress` and `activityIndicator` (see `Scenes/README.md`).
public enum ControlSpec: Sendable, Equatable {
  /// A `UISwitch`.
  case toggle(SwitchSpec)
  /// A `UISlider`.
  case slider(SliderSpec)
  /// A `UISegmentedControl` with title segments.
  case segmented(SegmentedSpec)
  /// A `UIStepper`.
  case stepper(StepperSpec)
  /// A `UIProgressView`.
  case progress(ProgressSpec)
  /// A `UIActivityIndicatorView`.
  case activityIndicator(ActivityIndicatorSpec)

  /// The UIKit class it makes.
  public var className: String {
    switch self {
    case .toggle: "UISwitch"
    case .slider: "UISlider"
    case .segmented: "UISegmentedControl"
    case .stepper: "UIStepper"
    case .progress: "UIProgressView"
    case .activityIndicator: "UIActivityIndicatorView"
    }
  }

  /// The view field that declares it.
  public var fieldName: String {
    switch self {
    case .toggle: "switch"
    case .slider: "slider"
    case .segmented: "segmented"
    case .stepper: "stepper"
    case .progress: "progress"
    case .activityIndicator: "activityIndicator"
    }
  }
}

/// A `UISwitch`: `isOn`, `onTintColor`, `thumbTintColor`, `isEnabled`.
public struct SwitchSpec: Sendable, Equatable {
  public var isOn: Bool
  public var onTint: RGBA?
  public var thumbTint: RGBA?
  public var isEnabled: Bool

  public init(isOn: Bool = false, onTint: RGBA? = nil, thumbTint: RGBA? = nil, isEnabled: Bool = true) {
    self.isOn = isOn
    self.onTint = onTint
    self.thumbTint = thumbTint
    self.isEnabled = isEnabled
  }
}

/// A `UISlider`: its range and value (`minimum` ≤ `value` ≤ `maximum`), its colours, `isEnabled`.
public struct SliderSpec: Sendable, Equatable {
  public var value: Double
  public var minimum: Double
  public var maximum: Double
  public var minimumTrackTint: RGBA?
  public var maximumTrackTint: RGBA?
  public var thumbTint: RGBA?
  public var isEnabled: Bool

  public init(
    value: Double = 0, minimum: Double = 0, maximum: Double = 1, minimumTrackTint: RGBA? = nil,
    maximumTrackTint: RGBA? = nil, thumbTint: RGBA? = nil, isEnabled: Bool = true
  ) {
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.minimumTrackTint = minimumTrackTint
    self.maximumTrackTint = maximumTrackTint
    self.thumbTint = thumbTint
    self.isEnabled = isEnabled
  }
}

/// A `UISegmentedControl(items:)` with title segments, the selected index (nil: none), the
/// selection's colour and `isEnabled`.
public struct SegmentedSpec: Sendable, Equatable {
  public var items: [String]
  public var selected: Int?
  public var selectedTint: RGBA?
  public var isEnabled: Bool

  public init(items: [String], selected: Int? = nil, selectedTint: RGBA? = nil, isEnabled: Bool = true) {
    self.items = items
    self.selected = selected
    self.selectedTint = selectedTint
    self.isEnabled = isEnabled
  }
}

/// A `UIStepper`: its range (`minimum` < `maximum`), value, `stepValue` (> 0), `wraps`,
/// `isEnabled`.
public struct StepperSpec: Sendable, Equatable {
  public var value: Double
  public var minimum: Double
  public var maximum: Double
  public var step: Double
  public var wraps: Bool
  public var isEnabled: Bool

  public init(
    value: Double = 0, minimum: Double = 0, maximum: Double = 100, step: Double = 1, wraps: Bool = false,
    isEnabled: Bool = true
  ) {
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    self.wraps = wraps
    self.isEnabled = isEnabled
  }
}

/// A `UIProgressView`: `progress` (0…1), the `.bar` style or not, its colours.
public struct ProgressSpec: Sendable, Equatable {
  public var progress: Double
  public var isBar: Bool
  public var progressTint: RGBA?
  public var trackTint: RGBA?

  public init(progress: Double = 0, isBar: Bool = false, progressTint: RGBA? = nil, trackTint: RGBA? = nil) {
    self.progress = progress
    self.isBar = isBar
    self.progressTint = progressTint
    self.trackTint = trackTint
  }
}

/// A `UIActivityIndicatorView`: `.large` or `.medium`, its colour, whether it is spinning, and
/// `hidesWhenStopped`.
public struct ActivityIndicatorSpec: Sendable, Equatable {
  public var isLarge: Bool
  public var color: RGBA?
  public var isAnimating: Bool
  public var hidesWhenStopped: Bool

  public init(isLarge: Bool = false, color: RGBA? = nil, isAnimating: Bool = true, hidesWhenStopped: Bool = true) {
    self.isLarge = isLarge
    self.color = color
    self.isAnimating = isAnimating
    self.hidesWhenStopped = hidesWhenStopped
  }
}
