import Foundation

/// A view that shows a visual effect, as UIKit's `UIVisualEffectView`: with a ``UIBlurEffect``
/// it blurs what lies behind its bounds (with the layer's corner radius) and tints it, then
/// draws its `contentView`'s subviews on top; with a ``UIVibrancyEffect`` its content blends
/// with the blur beneath it.
///
/// Setting `effect` inside an animation block animates the change, as on iOS: from `nil` the
/// blur radius grows from 0 and the tint fades in (the usual blur-dimming presentation); to
/// `nil` they shrink and fade out.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect shown, as `effect` (nil shows none; animatable).
  open var effect: UIVisualEffect? {
    didSet { applyEffect(from: oldValue) }
  }

  /// Where subviews go, as `contentView` (fills the bounds).
  public let contentView: UIView

  /// The class of the layer that carries the animatable blur radius and tint.
  open override class var layerClass: AnyClass { VisualEffectLayer.self }

  /// As `init(effect:)`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
    UIView.performWithoutAnimation { applyEffect(from: nil) }
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIVisualEffectView.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(effect:)")
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  var effectLayer: VisualEffectLayer {
    guard let layer = layer as? VisualEffectLayer else {
      preconditionFailure("UIVisualEffectView: the backing layer is not a VisualEffectLayer")
    }
    return layer
  }

  /// Moves the layer's blur values to the effect's. From or to no blur, the tint keeps the
  /// blur's colour and only its alpha changes, so the fade shows no colour shift.
  private func applyEffect(from old: UIVisualEffect?) {
    let target = effect?.backdropBlur
    let previous = old?.backdropBlur
    if previous == nil, let target {
      UIView.performWithoutAnimation { effectLayer.effectTint = target.tint.multiplyingAlpha(0) }
    }
    effectLayer.effectRadius = target?.radius ?? 0
    effectLayer.effectTint = target?.tint ?? effectLayer.effectTint.multiplyingAlpha(0)
  }

  /// How the content is composited (vibrancy: a blend mode and an opacity), or nil.
  var contentBlend: (mode: CGBlendMode, opacity: Double)? {
    guard let vibrancy = effect as? UIVibrancyEffect else { return nil }
    return (vibrancy.blendMode, vibrancy.contentOpacity)
  }
}
