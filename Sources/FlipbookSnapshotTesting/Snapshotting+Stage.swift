import FlipbookRender
import Foundation
import Graphics
import HeadlessUIKit
import SnapshotTesting

/// Transition strategies: a `Stage` (a window on a timeline, see `HeadlessUIKit.Stage`) snapshot
/// as the frames of its transitions — a strip of several moments side by side in one PNG, or one
/// moment per snapshot.
///
/// ```swift
/// assertSnapshot(of: makePushStage(), as: .transition(progress: [0, 0.25, 0.5, 0.75, 1]))
/// assertSnapshot(of: makePushStage(), as: .transition(atProgress: 0.5), named: "middle")
/// ```
///
/// A stage runs once: each assertion needs a freshly built stage. Rendering happens on the main
/// actor (the media clock is global): call these from `@MainActor` tests.
///
/// - Note: UIKit difference: swift-snapshot-testing has no transition strategies on iOS; these
///   are Flipbook's, with the library's record modes, `__Snapshots__` layout and messages.
extension SnapshotTesting.Snapshotting where Value == Stage, Format == UIImage {
  /// The stage's transitions at progress 0, 0.25, 0.5, 0.75 and 1, side by side.
  public static var transition: SnapshotTesting.Snapshotting<Stage, UIImage> { .transition() }

  /// The frames where each of the stage's transitions (in start order) reaches each of `progress`,
  /// side by side left to right in one image (`FrameStrip`: `gap` pixels between and around the
  /// frames on a dark background).
  ///
  /// - Parameters:
  ///   - progress: Fractions of each transition's visual progress, 0…1.
  ///   - gap: Pixels between and around the frames.
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How closely a pixel must match (see `Diffing.image`).
  public static func transition(
    progress: [Double] = [0, 0.25, 0.5, 0.75, 1], gap: Int = 16, precision: Float = 1,
    perceptualPrecision: Float = 1
  ) -> SnapshotTesting.Snapshotting<Stage, UIImage> {
    strategy(precision: precision, perceptualPrecision: perceptualPrecision) { stage in
      FrameStrip.compose(
        TransitionMoments.bitmaps(of: stage, progress: progress, api: ".transition(progress: \(progress))"), gap: gap)
    }
  }

  /// Frames `frames` of the stage (indices at its timeline's fps), side by side left to right.
  ///
  /// - Precondition: every index is one of the stage's frames `0 ..< frameCount`.
  public static func transition(frames: [Int], gap: Int = 16, precision: Float = 1, perceptualPrecision: Float = 1)
    -> SnapshotTesting.Snapshotting<Stage, UIImage>
  {
    strategy(precision: precision, perceptualPrecision: perceptualPrecision) { stage in
      precondition(!frames.isEmpty, "FlipbookSnapshotTesting: .transition(frames:): no frames given")
      return FrameStrip.compose(
        OffscreenSnapshot.render(stage, frames: frames, api: ".transition(frames: \(frames))"), gap: gap)
    }
  }

  /// The one frame where the stage's first transition reaches `progress` — one snapshot per
  /// moment (name each with `assertSnapshot(…, named:)`).
  public static func transition(atProgress progress: Double, precision: Float = 1, perceptualPrecision: Float = 1)
    -> SnapshotTesting.Snapshotting<Stage, UIImage>
  {
    strategy(precision: precision, perceptualPrecision: perceptualPrecision) { stage in
      TransitionMoments.bitmaps(of: stage, progress: [progress], api: ".transition(atProgress: \(progress))")[0]
    }
  }

  /// Frame `index` of the stage alone — one snapshot per moment.
  public static func transition(atFrame index: Int, precision: Float = 1, perceptualPrecision: Float = 1)
    -> SnapshotTesting.Snapshotting<Stage, UIImage>
  {
    strategy(precision: precision, perceptualPrecision: perceptualPrecision) { stage in
      OffscreenSnapshot.render(stage, frames: [index], api: ".transition(atFrame: \(index))")[0]
    }
  }

  /// A PNG strategy whose image `render` makes on the main actor, at the stage window's scale.
  private static func strategy(
    precision: Float, perceptualPrecision: Float, render: @escaping @MainActor (Stage) -> Bitmap
  ) -> SnapshotTesting.Snapshotting<Stage, UIImage> {
    SnapshotTesting.Snapshotting(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { stage in
      OffscreenSnapshot.onMain("Snapshotting<Stage, UIImage>") {
        UIImage(bitmap: render(stage), scale: stage.window.screen.scale)
      }
    }
  }
}
