import Foundation

/// A view that blurs what lies behind it, as UIKit's `UIVisualEffectView` with a
/// `UIBlurEffect`: drawn as a backdrop blur of its bounds (with the layer's corner radius),
/// then its `contentView`'s subviews on top.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect, as `effect` (nil draws no blur).
  open var effect: UIBlurEffect?
  /// Where subviews go, as `contentView` (fills the bounds).
  public let contentView: UIView

  /// As `init(effect:)`.
  public init(effect: UIBlurEffect?) {
    self.effect = effect
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIVisualEffectView.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(effect:)")
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
