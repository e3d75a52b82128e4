import Foundation
import HeadlessUIKit
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == UIViewController, Format == UIImage {
  /// A snapshot strategy for comparing view controller views based on pixel equality, as
  /// swift-snapshot-testing's on iOS: the controller is the root of a key window, one frame is
  /// ticked and the window is rendered by Flipbook offscreen.
  public static var image: SnapshotTesting.Snapshotting<UIViewController, UIImage> { .image() }

  /// A snapshot strategy for comparing view controller views based on pixel equality, as
  /// swift-snapshot-testing's `image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`
  /// on iOS.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: On iOS, draws through the key window to include
  ///     `UIAppearance` and visual effects.
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How closely a pixel must match (see `Diffing.image`).
  ///   - size: The window size in points (default: the view's size, or `UIScreen.main`'s).
  ///   - traits: `displayScale` sets pixels per point (0: `UIScreen.main.scale`).
  /// - Note: UIKit difference: Flipbook always renders the hierarchy as a key window shows it,
  ///   visual effects included, so `drawHierarchyInKeyWindow` changes nothing; traits other
  ///   than `displayScale` stop the test (size classes follow the window size).
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> SnapshotTesting.Snapshotting<UIViewController, UIImage> {
    SnapshotTesting.Snapshotting(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { controller in
      OffscreenSnapshot.onMain("Snapshotting<UIViewController, UIImage>.image") {
        let scale = OffscreenSnapshot.scale(for: traits, api: "Snapshotting<UIViewController, UIImage>.image")
        return OffscreenSnapshot.image(of: controller, size: size, scale: scale)
      }
    }
  }
}
