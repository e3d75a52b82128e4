import Foundation
import HeadlessUIKit
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == UIView, Format == UIImage {
  /// A snapshot strategy for comparing views based on pixel equality, as swift-snapshot-testing's
  /// on iOS: the view is placed in a key window of its size, one frame is ticked and the window
  /// is rendered by Flipbook offscreen; the view then returns to its superview.
  public static var image: SnapshotTesting.Snapshotting<UIView, UIImage> { .image() }

  /// A snapshot strategy for comparing views based on pixel equality, as swift-snapshot-testing's
  /// `image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)` on iOS.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: On iOS, draws through the key window to include
  ///     `UIAppearance` and visual effects.
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How closely a pixel must match (see `Diffing.image`).
  ///   - size: The size to render the view at (default: its bounds' size).
  ///   - traits: `displayScale` sets pixels per point (0: `UIScreen.main.scale`).
  /// - Note: UIKit difference: Flipbook always renders the hierarchy as a key window shows it,
  ///   so `drawHierarchyInKeyWindow` changes nothing; traits other than `displayScale` stop the
  ///   test (size classes follow the window size).
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> SnapshotTesting.Snapshotting<UIView, UIImage> {
    SnapshotTesting.Snapshotting(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { view in
      OffscreenSnapshot.onMain("Snapshotting<UIView, UIImage>.image") {
        let scale = OffscreenSnapshot.scale(for: traits, api: "Snapshotting<UIView, UIImage>.image")
        return OffscreenSnapshot.image(of: view, size: size, scale: scale)
      }
    }
  }
}

extension SnapshotTesting.Snapshotting where Value == UIImage, Format == UIImage {
  /// A snapshot strategy for comparing images based on pixel equality, as swift-snapshot-testing's
  /// on iOS.
  public static var image: SnapshotTesting.Snapshotting<UIImage, UIImage> { .image() }

  /// A snapshot strategy for comparing images, as swift-snapshot-testing's
  /// `image(precision:perceptualPrecision:scale:)` on iOS.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
    -> SnapshotTesting.Snapshotting<UIImage, UIImage>
  {
    SnapshotTesting.Snapshotting(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
  }
}
