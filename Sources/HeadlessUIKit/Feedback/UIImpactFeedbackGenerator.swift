import Foundation

/// Haptics that mark a physical impact (a view snapping into place, a drawer hitting its
/// stop), as UIKit's `UIImpactFeedbackGenerator`.
///
/// Each impact is recorded in the current ``TransitionTrace`` as
/// `UIImpactFeedbackGenerator.impactOccurred(style: medium, intensity: 1)`.
///
/// - Note: UIKit difference: no device vibrates; the events are recorded in the trace.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the colliding objects, as `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Sendable, CaseIterable {
    case light, medium, heavy, soft, rigid

    var name: String {
      switch self {
      case .light: "light"
      case .medium: "medium"
      case .heavy: "heavy"
      case .soft: "soft"
      case .rigid: "rigid"
      }
    }
  }

  /// The style the generator was created with.
  public let style: FeedbackStyle

  /// A generator of `style` impacts, as `init(style:)`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts, as `init()`.
  public override convenience init() { self.init(style: .medium) }

  /// Plays an impact at full intensity, as `impactOccurred()`.
  open func impactOccurred() { impactOccurred(intensity: 1) }

  /// Plays an impact of `intensity` (0…1; UIKit clamps values outside), as
  /// `impactOccurred(intensity:)`.
  open func impactOccurred(intensity: CGFloat) {
    precondition(
      !intensity.isNaN, "UIImpactFeedbackGenerator.impactOccurred(intensity:): intensity is NaN")
    let clamped = min(max(intensity, 0), 1)
    record("impactOccurred(style: \(style.name), intensity: \(Self.format(clamped)))")
  }
}
