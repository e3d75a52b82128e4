import FlipbookRender
import Foundation
import Graphics
import HeadlessUIKit

/// Renders views, view controllers and stages offscreen for the snapshot strategies: the value is
/// hosted in a `UIWindow` on its own `Timeline`, the timeline ticks, the window's display list is
/// built and Cairo rasterises it — the same pipeline as `flipbook render`, synchronously.
@MainActor
enum OffscreenSnapshot {
  /// Runs `body` on the main actor, which swift-snapshot-testing's synchronous `snapshot` closure
  /// does not state but Flipbook's UIKit needs (one media clock, one timeline at a time).
  nonisolated static func onMain<T: Sendable>(_ api: String, _ body: @MainActor () -> T) -> T {
    MainActor.preconditionIsolated(
      "FlipbookSnapshotTesting: \(api) renders on the main actor; call assertSnapshot from @MainActor code (mark the test or suite @MainActor)"
    )
    return MainActor.assumeIsolated(body)
  }

  /// Pixels per point for `traits`: its `displayScale`, or the main screen's when unspecified (0).
  ///
  /// - Precondition: `traits` sets nothing but `displayScale`: Flipbook derives size classes and
  ///   idiom from the window, and trait overrides do not exist.
  static func scale(for traits: UITraitCollection, api: String) -> CGFloat {
    precondition(
      traits.horizontalSizeClass == .unspecified && traits.verticalSizeClass == .unspecified
        && traits.userInterfaceIdiom == .unspecified,
      "FlipbookSnapshotTesting: \(api): traits \(traits) sets more than displayScale; Flipbook derives size classes and idiom from the window size"
    )
    return traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
  }

  /// `controller` as the root of a key window of `size` points at `scale`, after one frame.
  static func image(of controller: UIViewController, size: CGSize?, scale: CGFloat) -> UIImage {
    let loaded = controller.view.bounds.size
    let size = size ?? (loaded.width > 0 && loaded.height > 0 ? loaded : UIScreen.main.bounds.size)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    defer {
      window.rootViewController = nil
      window.isHidden = true
    }
    let stage = Stage(
      name: "snapshot-\(type(of: controller))", window: window, timeline: Timeline(fps: 60), duration: 0)
    return UIImage(
      bitmap: render(stage, frames: [0], api: "Snapshotting<UIViewController, UIImage>.image")[0], scale: scale)
  }

  /// `view` at the window's origin in a key window of its own size (or `size`), after one frame;
  /// afterwards the view returns to its superview, at its index, with its frame.
  static func image(of view: UIView, size: CGSize?, scale: CGFloat) -> UIImage {
    let size = size ?? view.bounds.size
    precondition(
      size.width > 0 && size.height > 0,
      "FlipbookSnapshotTesting: Snapshotting<UIView, UIImage>.image: \(type(of: view)) is \(size.width)x\(size.height) pt; give it a frame or pass size:"
    )
    let superview = view.superview
    let index = superview?.subviews.firstIndex { $0 === view }
    let frame = view.frame
    let host = UIViewController()
    let window = UIWindow(screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale))
    window.rootViewController = host
    window.makeKeyAndVisible()
    view.frame = CGRect(origin: .zero, size: size)
    host.view.addSubview(view)
    defer {
      view.removeFromSuperview()
      view.frame = frame
      if let superview, let index { superview.insertSubview(view, at: index) }
      window.rootViewController = nil
      window.isHidden = true
    }
    let stage = Stage(name: "snapshot-\(type(of: view))", window: window, timeline: Timeline(fps: 60), duration: 0)
    return UIImage(bitmap: render(stage, frames: [0], api: "Snapshotting<UIView, UIImage>.image")[0], scale: scale)
  }

  /// The bitmaps of `frames` of `stage`, in the order given; a render error stops the test
  /// process with the error (swift-snapshot-testing's snapshot closures cannot throw).
  static func render(_ stage: Stage, frames: [Int], api: String) -> [Bitmap] {
    do {
      let bitmaps = try StageRenderer(workers: 1).bitmaps(of: stage, frames: Set(frames))
      return frames.map { bitmaps[$0]! }
    } catch {
      preconditionFailure("FlipbookSnapshotTesting: \(api) could not render stage '\(stage.name)': \(error)")
    }
  }
}
