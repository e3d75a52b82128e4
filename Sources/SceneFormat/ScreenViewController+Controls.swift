import Foundation
import Graphics
import HeadlessUIKit

extension ScreenViewController {
  /// Makes the standard control `control` declares, in `frame` (a switch keeps its fixed
  /// 51 × 31 size; stack views and constraints size the others by their intrinsic size).
  static func makeControl(_ control: ControlSpec, frame: CGRect) -> UIView {
    switch control {
    case .toggle(let spec):
      let toggle = UISwitch(frame: frame)
      toggle.isOn = spec.isOn
      toggle.onTintColor = spec.onTint.map(UIColor.init)
      toggle.thumbTintColor = spec.thumbTint.map(UIColor.init)
      toggle.isEnabled = spec.isEnabled
      return toggle
    case .slider(let spec):
      let slider = UISlider(frame: frame)
      slider.minimumValue = Float(spec.minimum)
      slider.maximumValue = Float(spec.maximum)
      slider.value = Float(spec.value)
      slider.minimumTrackTintColor = spec.minimumTrackTint.map(UIColor.init)
      slider.maximumTrackTintColor = spec.maximumTrackTint.map(UIColor.init)
      slider.thumbTintColor = spec.thumbTint.map(UIColor.init)
      slider.isEnabled = spec.isEnabled
      return slider
    case .segmented(let spec):
      let segmented = UISegmentedControl(items: spec.items)
      segmented.frame = frame
      segmented.selectedSegmentIndex = spec.selected ?? UISegmentedControl.noSegment
      segmented.selectedSegmentTintColor = spec.selectedTint.map(UIColor.init)
      segmented.isEnabled = spec.isEnabled
      return segmented
    case .stepper(let spec):
      let stepper = UIStepper(frame: frame)
      // Widen the range first so that any order of the two limits is accepted.
      stepper.maximumValue = max(spec.maximum, stepper.maximumValue)
      stepper.minimumValue = spec.minimum
      stepper.maximumValue = spec.maximum
      stepper.stepValue = spec.step
      stepper.value = spec.value
      stepper.wraps = spec.wraps
      stepper.isEnabled = spec.isEnabled
      return stepper
    case .progress(let spec):
      let progress = UIProgressView(progressViewStyle: spec.isBar ? .bar : .default)
      progress.frame = frame
      progress.progress = Float(spec.progress)
      progress.progressTintColor = spec.progressTint.map(UIColor.init)
      progress.trackTintColor = spec.trackTint.map(UIColor.init)
      return progress
    case .activityIndicator(let spec):
      let indicator = UIActivityIndicatorView(style: spec.isLarge ? .large : .medium)
      indicator.frame = frame
      if let color = spec.color { indicator.color = UIColor(color) }
      indicator.hidesWhenStopped = spec.hidesWhenStopped
      if spec.isAnimating { indicator.startAnimating() }
      return indicator
    }
  }
}
