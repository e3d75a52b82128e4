import Foundation

/// A view that shows an image placed by `contentMode`, as UIKit's `UIImageView`.
///
/// - Note: UIKit difference: no highlighted images, animation images or tint rendering.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown, as `image`. Setting it invalidates the intrinsic content size (the view
  /// keeps its frame, as in UIKit).
  open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }

  /// The image's size in points, as UIKit's `intrinsicContentSize`; `noIntrinsicMetric` in both
  /// dimensions without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The image's size in points whatever `size` is, as UIKit's `sizeThatFits(_:)`; `.zero`
  /// without an image.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

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
