extension UIStackView {
  /// Where a view's first or last baseline is, as an attribute of the view plus an offset, for
  /// baseline alignment and baseline-relative spacing: a label's text block is centred
  /// vertically in its bounds (as UILabel draws it), so its baselines are a fixed distance
  /// from its `centerY`; any other view's baseline is its bottom edge, as in UIKit.
  ///
  /// - Note: UIKit difference: the label's line metrics are DejaVu Sans's (ascent 0.928 em,
  ///   descent 0.236 em, the faces the rasteriser draws with), not San Francisco's, and the
  ///   number of lines is the label's intrinsic height over the line height.
  func baselinePosition(of view: UIView, last: Bool) -> (NSLayoutConstraint.Attribute, CGFloat) {
    guard let label = view as? UILabel, let font = label.font else { return (.bottom, 0) }
    let ascent = font.pointSize * 0.928
    let lineHeight = font.pointSize * (0.928 + 0.236)
    let intrinsic = label.intrinsicContentSize.height
    let lines =
      label.numberOfLines == 1 || intrinsic == UIView.noIntrinsicMetric
      ? 1 : max(1, (intrinsic / lineHeight).rounded())
    let blockTop = -lineHeight * lines / 2
    return (.centerY, blockTop + (last ? lines - 1 : 0) * lineHeight + ascent)
  }
}
