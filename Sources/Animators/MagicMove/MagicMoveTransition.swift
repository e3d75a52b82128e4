import Foundation
import HeadlessUIKit

/// Seed 003's Magic Move (`YXLMagicMoveTransition`, "神奇移动"), written as ordinary UIKit
/// code: the selected cell's view is snapshotted with `snapshotView(afterScreenUpdates:
/// false)` and the snapshot flies, in the container, from the cell's frame (converted with
/// `convert(_:from:)`) to the detail view's `detailImageView` while the detail screen fades
/// in; the cell's view and the target are hidden during the flight and shown again at the end,
/// when the snapshot is removed and the transition completes with `!transitionWasCancelled`.
///
/// A snapshot view stretches its picture with its frame, so corners drawn into the picture
/// would grow or shrink with the flight (a 12 pt radius on a 110 pt cell is 38 pt at 350 pt)
/// and jump to the landing view's radius when it is removed. As Hero and other UIKit
/// transition libraries do, the picture is taken with the view's own `cornerRadius` set to 0
/// (`afterScreenUpdates: true`, so the capture sees the change), and the snapshot clips itself
/// to rounded corners instead (`cornerRadius`, `maskedCorners`, `masksToBounds`) whose radius
/// animates, with the frame, to the landing view's: the corners the flight ends with are the
/// ones it lands on.
///
/// `.backToGrid` is the reverse the seed asks for on dismissal (its `YXLDismissTransition`):
/// the detail view's target is snapshotted and flies back to the selected cell while the detail
/// screen fades out over the grid. Use it from a `UINavigationControllerDelegate`
/// (``MagicMoveNavigationDelegate``) or a `UIViewControllerTransitioningDelegate`
/// (``MagicMoveTransitioningDelegate``), as the seed's parts 1 and 2 do.
public final class MagicMoveTransition: NSObject, UIViewControllerAnimatedTransitioning {
  /// Which way the snapshot flies.
  public enum Direction: Sendable {
    /// From the selected cell to the detail view (push, presentation).
    case toDetail
    /// From the detail view back to the selected cell (pop, dismissal).
    case backToGrid
  }

  /// The seed's `transitionDuration`: 1 s.
  public static let defaultDuration: TimeInterval = 1

  /// Which way this animator flies the snapshot.
  public let direction: Direction
  /// The flight's duration, returned by `transitionDuration(using:)`.
  public let duration: TimeInterval

  /// A Magic Move flying in `direction` for `duration` seconds (UIKit's default ease-in-out
  /// curve of `UIView.animate(withDuration:animations:completion:)`).
  public init(direction: Direction, duration: TimeInterval = MagicMoveTransition.defaultDuration) {
    precondition(duration >= 0 && duration.isFinite, "MagicMoveTransition: duration must be ≥ 0, got \(duration)")
    self.direction = direction
    self.duration = duration
  }

  /// `duration` (the seed returns 1 s).
  public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  /// Flies the snapshot in `direction` (see the type's discussion).
  ///
  /// - Precondition: the from and to controllers adopt ``MagicMoveGridViewController`` and
  ///   ``MagicMoveDetailViewController`` (the other way round for `.backToGrid`), and the grid's
  ///   collection view has a selected item with a visible cell; otherwise this traps, naming
  ///   what is missing.
  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else { preconditionFailure("MagicMoveTransition: the context has no from/to view controller") }
    switch direction {
    case .toDetail:
      flyToDetail(grid: Self.grid(fromVC, role: "from"), detail: Self.detail(toVC, role: "to"), transitionContext)
    case .backToGrid:
      flyBack(detail: Self.detail(fromVC, role: "from"), grid: Self.grid(toVC, role: "to"), transitionContext)
    }
  }

  /// The seed's `animateTransition:`, step by step.
  private func flyToDetail(
    grid: any MagicMoveGridViewController, detail: any MagicMoveDetailViewController,
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    let containerView = transitionContext.containerView
    let cellView = Self.selectedCellView(of: grid)
    let snapView = Self.snapshot(of: cellView)
    snapView.frame = containerView.convert(cellView.frame, from: cellView.superview)
    cellView.isHidden = true

    let toView: UIView = transitionContext.view(forKey: .to) ?? detail.view
    toView.frame = transitionContext.finalFrame(for: detail)
    toView.alpha = 0
    detail.detailImageView.isHidden = true

    containerView.addSubview(toView)
    containerView.addSubview(snapView)

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        containerView.layoutIfNeeded()
        toView.alpha = 1
        let target = detail.detailImageView
        snapView.frame = containerView.convert(target.frame, from: target.superview)
        snapView.layer.cornerRadius = target.layer.cornerRadius
      },
      completion: { _ in
        detail.detailImageView.isHidden = false
        cellView.isHidden = false
        snapView.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  /// The reverse: the detail's target flies back to the selected cell.
  private func flyBack(
    detail: any MagicMoveDetailViewController, grid: any MagicMoveGridViewController,
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    let containerView = transitionContext.containerView
    let target = detail.detailImageView
    let snapView = Self.snapshot(of: target)
    snapView.frame = containerView.convert(target.frame, from: target.superview)
    target.isHidden = true

    let fromView: UIView = transitionContext.view(forKey: .from) ?? detail.view
    // nil for the presenting view of a `.custom` dismissal, which stays where it is.
    if let toView = transitionContext.view(forKey: .to) {
      toView.frame = transitionContext.finalFrame(for: grid)
      containerView.insertSubview(toView, belowSubview: fromView)
    }
    grid.view.layoutIfNeeded()
    let cellView = Self.selectedCellView(of: grid)
    cellView.isHidden = true
    containerView.addSubview(snapView)

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        fromView.alpha = 0
        snapView.frame = containerView.convert(cellView.frame, from: cellView.superview)
        snapView.layer.cornerRadius = cellView.layer.cornerRadius
      },
      completion: { _ in
        target.isHidden = false
        cellView.isHidden = false
        fromView.alpha = 1
        snapView.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  private static func grid(_ controller: UIViewController, role: String) -> any MagicMoveGridViewController {
    guard let grid = controller as? any MagicMoveGridViewController else {
      preconditionFailure(
        "MagicMoveTransition: the \(role) view controller (\(type(of: controller))) does not adopt MagicMoveGridViewController"
      )
    }
    return grid
  }

  private static func detail(_ controller: UIViewController, role: String) -> any MagicMoveDetailViewController {
    guard let detail = controller as? any MagicMoveDetailViewController else {
      preconditionFailure(
        "MagicMoveTransition: the \(role) view controller (\(type(of: controller))) does not adopt MagicMoveDetailViewController"
      )
    }
    return detail
  }

  /// The flying view of the first selected item's cell (the seed's
  /// `cellForItemAtIndexPath:[[indexPathsForSelectedItems] firstObject]`).
  private static func selectedCellView(of grid: any MagicMoveGridViewController) -> UIView {
    let collectionView = grid.mainCollectionView
    guard let path = collectionView.indexPathsForSelectedItems?.first else {
      preconditionFailure("MagicMoveTransition: \(type(of: grid))'s collection view has no selected item")
    }
    guard let cell = collectionView.cellForItem(at: path) else {
      preconditionFailure("MagicMoveTransition: the selected item \(path) has no visible cell")
    }
    return grid.magicMoveView(in: cell)
  }

  /// A snapshot of `view` without its rounded corners in the picture, clipping itself to
  /// `view`'s corners instead, so that the radius can animate with the frame (see the type's
  /// discussion).
  private static func snapshot(of view: UIView) -> UIView {
    let radius = view.layer.cornerRadius
    view.layer.cornerRadius = 0
    let snapshot = view.snapshotView(afterScreenUpdates: true)
    view.layer.cornerRadius = radius
    guard let snapshot else {
      preconditionFailure("MagicMoveTransition: snapshotView(afterScreenUpdates:) returned nil for \(type(of: view))")
    }
    snapshot.layer.cornerRadius = radius
    snapshot.layer.maskedCorners = view.layer.maskedCorners
    snapshot.layer.masksToBounds = radius > 0 || view.layer.masksToBounds
    return snapshot
  }
}
