import Foundation

/// Where a bar's hairline runs: under a navigation bar, over a tab bar or a toolbar.
enum BarShadowEdge {
  case bottom
  case top
}

/// A bar's background: what one ``UIBarAppearance`` draws (blur, colour, image, hairline),
/// bottom to top, filling the view, the hairline one pixel outside it on its ``BarShadowEdge``.
@MainActor
final class BarAppearanceView: UIView {
  let appearance: UIBarAppearance
  private let edge: BarShadowEdge
  private let effectView: UIVisualEffectView?
  private let colorView = UIView()
  private let imageView: UIImageView?
  private let shadowView: UIView?

  init(appearance: UIBarAppearance, edge: BarShadowEdge) {
    self.appearance = appearance
    self.edge = edge
    effectView = appearance.backgroundEffect.map { UIVisualEffectView(effect: $0) }
    imageView = appearance.backgroundImage.map { UIImageView(image: $0) }
    if let shadowImage = appearance.shadowImage {
      shadowView = UIImageView(image: shadowImage)
    } else if let color = appearance.shadowColor, color.rgba.alpha > 0 {
      let line = UIView()
      line.backgroundColor = color
      shadowView = line
    } else {
      shadowView = nil
    }
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    if let effectView { addSubview(effectView) }
    colorView.backgroundColor = appearance.backgroundColor
    addSubview(colorView)
    if let imageView {
      imageView.contentMode =
        appearance.backgroundImageContentMode == .redraw ? .scaleToFill : appearance.backgroundImageContentMode
      imageView.clipsToBounds = true
      addSubview(imageView)
    }
    if let shadowView { addSubview(shadowView) }
  }

  required init?(coder: NSCoder) { preconditionFailure("BarAppearanceView.init(coder:) is not supported") }

  override func layoutSubviews() {
    super.layoutSubviews()
    effectView?.frame = bounds
    colorView.frame = bounds
    imageView?.frame = bounds
    guard let shadowView else { return }
    let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
    let height = (shadowView as? UIImageView)?.image.map { max($0.size.height, pixel) } ?? pixel
    shadowView.frame = CGRect(
      x: 0, y: edge == .bottom ? bounds.height : -height, width: bounds.width, height: height)
  }
}

/// A bar's background as its two appearances at once: the standard one and the scroll-edge
/// one, cross-faded by how far the content is from the bar's edge (see
/// ``BarBackgroundView``).
@MainActor
final class BarAppearancePairView: UIView {
  let standard: BarAppearanceView
  let scrollEdge: BarAppearanceView?

  init(standard: UIBarAppearance, scrollEdge: UIBarAppearance?, edge: BarShadowEdge) {
    self.standard = BarAppearanceView(appearance: standard, edge: edge)
    self.scrollEdge = scrollEdge.map { BarAppearanceView(appearance: $0, edge: edge) }
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    addSubview(self.standard)
    if let scrollEdge = self.scrollEdge { addSubview(scrollEdge) }
  }

  required init?(coder: NSCoder) { preconditionFailure("BarAppearancePairView.init(coder:) is not supported") }

  /// Shows the scroll-edge appearance with opacity `fraction` over the standard one with
  /// opacity 1 − `fraction`; a fully hidden one is not drawn.
  func show(edgeFraction fraction: CGFloat) {
    let fraction = scrollEdge == nil ? 0 : min(max(fraction, 0), 1)
    standard.alpha = 1 - fraction
    standard.isHidden = fraction >= 1
    scrollEdge?.alpha = fraction
    scrollEdge?.isHidden = fraction <= 0
  }

  func matches(standard: UIBarAppearance, scrollEdge: UIBarAppearance?) -> Bool {
    self.standard.appearance === standard && self.scrollEdge?.appearance === scrollEdge
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    standard.frame = bounds
    scrollEdge?.frame = bounds
  }
}

/// The background of a navigation bar, tab bar or toolbar drawn from appearance objects, as
/// UIKit's bar background view: the current item's appearances (``BarAppearancePairView``),
/// and during a push or pop the previous item's too, the two cross-fading.
@MainActor
final class BarBackgroundView: UIView {
  private let edge: BarShadowEdge
  private(set) var current: BarAppearancePairView?
  /// The pair fading out in a running transition.
  private var outgoing: BarAppearancePairView?
  /// The scroll-edge opacity last shown.
  private(set) var edgeFraction: CGFloat = 0

  init(edge: BarShadowEdge) {
    self.edge = edge
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { preconditionFailure("BarBackgroundView.init(coder:) is not supported") }

  /// Shows `standard` and `scrollEdge` cross-faded by `edgeFraction` at once (the pair is
  /// rebuilt only when the appearances changed).
  func show(standard: UIBarAppearance, scrollEdge: UIBarAppearance?, edgeFraction: CGFloat) {
    UIView.performWithoutAnimation {
      if current?.matches(standard: standard, scrollEdge: scrollEdge) != true {
        current?.removeFromSuperview()
        let pair = BarAppearancePairView(standard: standard, scrollEdge: scrollEdge, edge: edge)
        pair.frame = bounds
        addSubview(pair)
        current = pair
      }
      self.edgeFraction = edgeFraction
      current?.show(edgeFraction: edgeFraction)
    }
  }

  /// Puts the new appearances in place at opacity 0 above the current ones and returns the
  /// animation that cross-fades to them (run it in an animation block); ``finishTransition()``
  /// removes the old ones.
  func prepareTransition(standard: UIBarAppearance, scrollEdge: UIBarAppearance?, edgeFraction: CGFloat) -> () -> Void {
    finishTransition()
    guard let old = current,
      !old.matches(standard: standard, scrollEdge: scrollEdge) || self.edgeFraction != edgeFraction
    else {
      return {}
    }
    let pair = BarAppearancePairView(standard: standard, scrollEdge: scrollEdge, edge: edge)
    UIView.performWithoutAnimation {
      pair.frame = bounds
      pair.show(edgeFraction: edgeFraction)
      pair.alpha = 0
      addSubview(pair)
    }
    current = pair
    outgoing = old
    self.edgeFraction = edgeFraction
    return {
      pair.alpha = 1
      old.alpha = 0
    }
  }

  /// Removes the appearances a transition faded out.
  func finishTransition() {
    guard let outgoing else { return }
    outgoing.removeFromSuperview()
    self.outgoing = nil
    current?.alpha = 1
  }

  /// The appearance mostly shown (the scroll-edge one from half its opacity on).
  var shownAppearance: UIBarAppearance? {
    guard let current else { return nil }
    if let edge = current.scrollEdge, edgeFraction >= 0.5 { return edge.appearance }
    return current.standard.appearance
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for view in subviews { view.frame = bounds }
  }
}
