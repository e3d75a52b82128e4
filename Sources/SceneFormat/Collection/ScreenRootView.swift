import Foundation
import HeadlessUIKit

/// A scene screen's root view: keeps its `fillingView` (a collection view declared without a
/// `frame`) the size of its bounds, as a UIKit view with flexible width and height
/// autoresizing would be.
@MainActor
final class ScreenRootView: UIView {
  weak var fillingView: UIView? { didSet { setNeedsLayout() } }

  override func layoutSubviews() {
    super.layoutSubviews()
    if let fillingView, fillingView.frame != bounds { fillingView.frame = bounds }
  }
}
