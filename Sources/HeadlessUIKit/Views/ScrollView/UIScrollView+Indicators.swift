import Foundation

extension UIScrollView {
  /// The look of the scroll indicators, as `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark bars that suit any content, as `.default` (iOS 13 and later draw it as `.black`
    /// in the light appearance).
    case `default`
    /// Dark bars for light content, as `.black`.
    case black
    /// Light bars for dark content, as `.white`.
    case white
  }

  /// The indicators' geometry and timing, as UIKit draws them since iOS 13: 3 pt thick bars
  /// with fully rounded ends, 3 pt from the scroll view's edge and from the ends of their track.
  enum IndicatorMetrics {
    static let thickness: CGFloat = 3
    static let edgeInset: CGFloat = 3
    /// The shortest bar while the content rests inside its edges.
    static let minimumLength: CGFloat = 36
    /// How long the bars stay after scrolling stops, then how long they take to fade out.
    static let hideDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.3
    /// How long `flashScrollIndicators()` shows them before they fade.
    static let flashDuration: TimeInterval = 0.8
  }

  /// Shows the indicators for a moment, as `flashScrollIndicators()`: they appear at once and
  /// fade out as they do after a scroll. Call it when the scroll view comes to the front (UIKit's
  /// advice).
  ///
  /// The indicators are drawn while the content is dragged, decelerates or scrolls animated,
  /// stay 0.5 s after it stops and then fade out over 0.3 s. Each is a 3 pt bar with round
  /// ends, 3 pt from the view's edge and from the ends of its track (the view inset by
  /// `vertical/horizontalScrollIndicatorInsets`, plus the safe area when
  /// `automaticallyAdjustsScrollIndicatorInsets`), shown on the axes that scroll; its length is
  /// the visible fraction of the content (at least 36 pt) and shrinks by the overshoot while
  /// the content is pulled beyond an edge.
  ///
  /// - Note: UIKit difference: the indicators are drawn by the scroll view, not private
  ///   subviews that appear in `subviews`; the 36 pt minimum, the 35 % colours and the linger and
  ///   fade times are close to iOS 13 and later but UIKit's values are private and unpublished;
  ///   with both bars shown the vertical one does not stop short of the horizontal one.
  public func flashScrollIndicators() {
    indicatorsHeld = false
    indicatorFadeStart = max(indicatorFadeStart, CACurrentMediaTime() + IndicatorMetrics.flashDuration)
  }

  /// Shows the indicators until ``releaseIndicators()``: a drag or a scroll animation began.
  func holdIndicators() {
    indicatorsHeld = true
  }

  /// Scrolling stopped: the indicators stay for UIKit's delay, then fade out.
  func releaseIndicators() {
    guard indicatorsHeld else { return }
    indicatorsHeld = false
    indicatorFadeStart = CACurrentMediaTime() + IndicatorMetrics.hideDelay
  }

  /// The indicators' opacity at media time `time`: 1 while scrolling and until the fade, then
  /// easing out over 0.3 s.
  func indicatorOpacity(at time: TimeInterval) -> CGFloat {
    if indicatorsHeld { return 1 }
    let elapsed = time - indicatorFadeStart
    if elapsed <= 0 { return 1 }
    // Over on the frame at the fade's end, whatever the rounding of the times.
    if elapsed >= IndicatorMetrics.fadeDuration - 1e-9 { return 0 }
    return 1 - CAMediaTimingFunction(name: .easeInEaseOut).progress(at: elapsed / IndicatorMetrics.fadeDuration)
  }

  /// The indicators' colour for ``indicatorStyle`` (35 % black or white, the iOS 13 bars).
  var indicatorColor: RGBA {
    switch indicatorStyle {
    case .default, .black: RGBA(white: 0, alpha: 0.35)
    case .white: RGBA(white: 1, alpha: 0.35)
    }
  }

  /// The insets that place the indicators: `vertical/horizontalScrollIndicatorInsets`, plus
  /// the safe area the content insets were adjusted by when
  /// `automaticallyAdjustsScrollIndicatorInsets`.
  private func indicatorInsets(_ base: UIEdgeInsets) -> UIEdgeInsets {
    guard automaticallyAdjustsScrollIndicatorInsets else { return base }
    let adjusted = adjustedContentInset
    return UIEdgeInsets(
      top: base.top + adjusted.top - contentInset.top, left: base.left + adjusted.left - contentInset.left,
      bottom: base.bottom + adjusted.bottom - contentInset.bottom,
      right: base.right + adjusted.right - contentInset.right)
  }

  /// One bar's position along its track, in the track's own coordinate: where it starts and
  /// how long it is. The length is the visible fraction of the content (at least 36 pt) and
  /// shrinks by the overshoot while the content is pulled beyond an edge (down to a dot).
  private static func bar(
    track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat, range: ClosedRange<CGFloat>
  ) -> (start: CGFloat, length: CGFloat) {
    let proportional = content > 0 ? track * min(1, visible / content) : track
    var length = min(track, max(IndicatorMetrics.minimumLength, proportional))
    let overshoot = offset < range.lowerBound ? range.lowerBound - offset : max(0, offset - range.upperBound)
    length = max(IndicatorMetrics.thickness, length - overshoot)
    let span = range.upperBound - range.lowerBound
    let fraction = span > 0 ? min(1, max(0, (offset - range.lowerBound) / span)) : (offset > range.lowerBound ? 1 : 0)
    return (fraction * (track - length), length)
  }

  /// The vertical indicator's frame in the scroll view's bounds coordinates (nil when it is
  /// not shown: `showsVerticalScrollIndicator` false, or the content does not scroll vertically).
  var verticalIndicatorFrame: CGRect? {
    guard showsVerticalScrollIndicator, scrollsVertically else { return nil }
    let insets = indicatorInsets(verticalScrollIndicatorInsets)
    let b = bounds
    let trackStart = b.minY + insets.top + IndicatorMetrics.edgeInset
    let track = b.height - insets.top - insets.bottom - 2 * IndicatorMetrics.edgeInset
    guard track > 0 else { return nil }
    let inset = adjustedContentInset
    let range = offsetRange
    let (start, length) = Self.bar(
      track: track, visible: b.height, content: contentSize.height + inset.top + inset.bottom, offset: b.minY,
      range: range.min.y...range.max.y)
    let x = b.maxX - insets.right - IndicatorMetrics.edgeInset - IndicatorMetrics.thickness
    return CGRect(x: x, y: trackStart + start, width: IndicatorMetrics.thickness, height: length)
  }

  /// The horizontal indicator's frame in the scroll view's bounds coordinates (nil when it is
  /// not shown).
  var horizontalIndicatorFrame: CGRect? {
    guard showsHorizontalScrollIndicator, scrollsHorizontally else { return nil }
    let insets = indicatorInsets(horizontalScrollIndicatorInsets)
    let b = bounds
    let trackStart = b.minX + insets.left + IndicatorMetrics.edgeInset
    let track = b.width - insets.left - insets.right - 2 * IndicatorMetrics.edgeInset
    guard track > 0 else { return nil }
    let inset = adjustedContentInset
    let range = offsetRange
    let (start, length) = Self.bar(
      track: track, visible: b.width, content: contentSize.width + inset.left + inset.right, offset: b.minX,
      range: range.min.x...range.max.x)
    let y = b.maxY - insets.bottom - IndicatorMetrics.edgeInset - IndicatorMetrics.thickness
    return CGRect(x: trackStart + start, y: y, width: length, height: IndicatorMetrics.thickness)
  }

  /// The display items of the visible indicators at media time `time`, drawn with `transform`
  /// (the scroll view's bounds space → target pixels) above the content, inside its clip.
  func indicatorItems(at time: TimeInterval, transform: CGAffineTransform) -> [DisplayItem] {
    let opacity = indicatorOpacity(at: time)
    guard opacity > 0 else { return [] }
    let color = indicatorColor.multiplyingAlpha(Double(opacity))
    return [verticalIndicatorFrame, horizontalIndicatorFrame].compactMap { frame in
      guard let frame else { return nil }
      let radius = min(frame.width, frame.height) / 2
      return .fill(.roundedRect(frame, cornerRadius: radius), color: color, transform: transform)
    }
  }
}
