import Foundation

extension UIView {
  /// How a view's tint is adjusted, as `UIView.TintAdjustmentMode`.
  public enum TintAdjustmentMode: Int, Sendable {
    /// The superview's mode (`.normal` for a view without a superview).
    case automatic = 0
    /// The tint colour unmodified.
    case normal = 1
    /// A desaturated, dimmed version of the tint colour.
    case dimmed = 2
  }

  /// The tint used when no view up the hierarchy sets one: UIKit's default, `systemBlue`.
  static let defaultTintColor = UIColor.systemBlue

  /// `tintColor`'s value: the inherited colour, dimmed while the adjustment mode is `.dimmed`.
  var resolvedTintColor: UIColor {
    let base = inheritedTintColor
    return tintAdjustmentMode == .dimmed ? Self.dimmedTint(base) : base
  }

  func setTintColor(_ color: UIColor?) {
    let old = effectiveTint
    storedTintColor = color
    notifyTintChange(from: old)
  }

  /// `tintAdjustmentMode`'s value: the first non-automatic mode up the hierarchy (a
  /// presentation's dimming counts), else `.normal`.
  var resolvedTintAdjustmentMode: TintAdjustmentMode {
    var node: UIView? = self
    while let view = node {
      if view.storedTintAdjustmentMode != .automatic { return view.storedTintAdjustmentMode }
      if view.presentationDimCount > 0 { return .dimmed }
      node = view.superview
    }
    return .normal
  }

  func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
    let old = effectiveTint
    storedTintAdjustmentMode = mode
    notifyTintChange(from: old)
  }

  /// The tint before dimming.
  private var inheritedTintColor: UIColor {
    var node: UIView? = self
    while let view = node {
      if let color = view.storedTintColor { return color }
      node = view.superview
    }
    return Self.defaultTintColor
  }

  /// The colour and mode the view currently shows, to detect changes.
  var effectiveTint: EffectiveTint { EffectiveTint(color: inheritedTintColor, mode: tintAdjustmentMode) }

  struct EffectiveTint: Equatable {
    var color: UIColor
    var mode: TintAdjustmentMode
  }

  /// Calls `tintColorDidChange()` on the view and on the descendants that inherit what
  /// changed since `old` (a descendant with its own colour does not hear a colour change, one
  /// with its own mode does not hear a mode change). Nothing happens when nothing changed.
  func notifyTintChange(from old: EffectiveTint) {
    let new = effectiveTint
    notifyTintChange(color: new.color != old.color, mode: new.mode != old.mode)
  }

  private func notifyTintChange(color: Bool, mode: Bool) {
    guard color || mode else { return }
    tintColorDidChange()
    for subview in subviews {
      let inheritsMode = subview.storedTintAdjustmentMode == .automatic && subview.presentationDimCount == 0
      subview.notifyTintChange(color: color && subview.storedTintColor == nil, mode: mode && inheritsMode)
    }
  }

  /// Dims (or, when `dimmed` is false, undims) the tint of this view's hierarchy for a modal
  /// presentation; nested presentations count.
  func setDimmedByPresentation(_ dimmed: Bool) {
    let old = effectiveTint
    presentationDimCount = max(0, presentationDimCount + (dimmed ? 1 : -1))
    notifyTintChange(from: old)
  }

  /// The dimmed form of `color`: its Rec. 601 luma as a grey, alpha kept.
  ///
  /// - Note: UIKit difference: UIKit documents the dimmed tint only as "a desaturated, dimmed
  ///   version" of the colour; the exact private formula is not public. This grey is an
  ///   approximation (systemBlue → white 0.39).
  static func dimmedTint(_ color: UIColor) -> UIColor {
    let c = color.rgba
    let luma = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
    return UIColor(white: luma, alpha: c.alpha)
  }
}
