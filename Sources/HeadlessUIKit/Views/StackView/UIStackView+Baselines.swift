extension UIStackView {
  /// Where a view's first or last baseline is, as an attribute of the view plus an offset, for
  /// baseline alignment and baseline-relative spacing: the engine's `.firstBaseline` and
  /// `.lastBaseline` (a label's text baselines, any other view's bottom edge, as in UIKit).
  func baselinePosition(of view: UIView, last: Bool) -> (NSLayoutConstraint.Attribute, CGFloat) {
    (last ? .lastBaseline : .firstBaseline, 0)
  }
}
