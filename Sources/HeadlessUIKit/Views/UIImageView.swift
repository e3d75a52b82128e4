import Foundation

/// A view that shows an image placed by `contentMode`, as UIKit's `UIImageView`.
///
/// - Note: UIKit difference: no highlighted images, animation images or tint rendering.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown, as `image`.
  open var image: UIImage?

  /// An image view sized to `image`, as `init(image:)`.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// As `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIImageView.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(image:)")
  }
}
