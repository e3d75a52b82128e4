import Foundation

/// The sheet's grabber (`prefersGrabberVisible`): a 36 × 5 pt capsule, centred 5 pt below the
/// sheet's top edge, in UIKit's light-mode grabber grey (a translucent dark grey).
@MainActor
final class SheetGrabberView: UIView {
  static let size = CGSize(width: 36, height: 5)
  static let topInset: CGFloat = 5

  init() {
    super.init(frame: CGRect(origin: .zero, size: Self.size))
    backgroundColor = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
    layer.cornerRadius = Self.size.height / 2
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { nil }

  /// Centres the grabber at the top of `sheet`.
  func place(in sheet: UIView) {
    frame = CGRect(
      x: (sheet.bounds.width - Self.size.width) / 2, y: Self.topInset, width: Self.size.width,
      height: Self.size.height)
  }
}
