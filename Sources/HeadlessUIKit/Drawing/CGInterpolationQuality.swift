/// How images are resampled when drawn scaled, as Core Graphics' `CGInterpolationQuality`.
///
/// - Note: UIKit difference: every image is sampled bilinearly whatever the setting (the
///   rasteriser's one filter); the value is kept so code that sets and reads it runs unchanged.
public enum CGInterpolationQuality: Int32, Sendable, Hashable, CaseIterable {
  case `default` = 0
  case none = 1
  case low = 2
  case medium = 4
  case high = 3
}
