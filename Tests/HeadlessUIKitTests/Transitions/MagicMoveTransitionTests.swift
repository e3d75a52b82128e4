import Animators
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// Seed 003's Magic Move through a real navigation controller: the snapshot's place in the
/// hierarchy and its frame at the start, middle and end against the converted rectangles, the
/// hidden cell and target, and the clean-up; a cancelled flight completes with false.
@MainActor
@Suite("Magic Move transition")
struct MagicMoveTransitionTests {
  /// Item 4 of the grid: row 1, column 1 → (145, 110) in the collection view at (0, 100).
  static let cellRect = CGRect(x: 145, y: 210, width: 100, height: 100)
  /// The detail's target in the window.
  static let targetRect = CGRect(x: 20, y: 200, width: 300, height: 300)
  /// Halfway on UIKit's ease-in-out curve, which is symmetric: p = 0.5.
  static let middleRect = CGRect(x: 82.5, y: 205, width: 200, height: 200)

  /// Within `tolerance` points (the Bézier curve is solved numerically to about 1e-7).
  static func isClose(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-4) -> Bool {
    guard let a else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
      abs($0) < tolerance
    }
  }

  @Test func pushFliesTheSelectedCellToTheTargetAndPopFliesItBack() throws {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    let grid = MagicMoveGrid()
    let detail = MagicMoveDetail()
    let nav = UINavigationController(rootViewController: grid)
    let delegate = MagicMoveNavigationDelegate(duration: 1)
    nav.delegate = delegate
    window.rootViewController = nav
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    grid.mainCollectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    let cell = try #require(grid.mainCollectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(cell.isSelected)
    timeline.schedule(at: 0.1) { nav.pushViewController(detail, animated: true) }
    timeline.schedule(at: 1.5) { nav.popViewController(animated: true) }

    // Start (t = 0.1): the snapshot on top of the container, over the cell it copies.
    timeline.advance(to: 3)
    let container = try #require(detail.view.superview)
    let snapshot = try #require(container.subviews.last)
    #expect(snapshot !== detail.view && snapshot is UIImageView)
    #expect(container.subviews.contains(detail.view))
    let converted = cell.contentView.convert(cell.contentView.bounds, to: container)
    #expect(Self.isClose(converted, Self.cellRect), "the cell in the container: \(converted)")
    #expect(Self.isClose(snapshot.layer.presentation()?.frame, Self.cellRect))
    #expect(Self.isClose(snapshot.frame, Self.targetRect), "the model is already at the target")
    #expect(
      Self.isClose(
        detail.detailImageView.convert(detail.detailImageView.bounds, to: container), Self.targetRect))
    #expect(cell.contentView.isHidden && detail.detailImageView.isHidden)

    // Middle (t = 0.6): halfway, the detail half faded in.
    timeline.advance(to: 18)
    #expect(Self.isClose(snapshot.layer.presentation()?.frame, Self.middleRect))
    #expect(isApproximatelyEqual(Double(detail.view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6))
    #expect(cell.contentView.isHidden && detail.detailImageView.isHidden && snapshot.superview === container)

    // End (t ≥ 1.1): the snapshot gone, both views shown, the push complete.
    timeline.advance(to: 36)
    #expect(snapshot.superview == nil)
    #expect(!cell.contentView.isHidden && !detail.detailImageView.isHidden)
    #expect(nav.topViewController === detail && grid.viewIfLoaded?.superview == nil)

    // The pop (t = 1.5): the target's snapshot flies back into the cell.
    timeline.advance(to: 45)
    let popContainer = try #require(grid.view.superview)
    let back = try #require(popContainer.subviews.last)
    #expect(back !== detail.view && back !== grid.view)
    #expect(Self.isClose(back.layer.presentation()?.frame, Self.targetRect))
    #expect(Self.isClose(back.frame, Self.cellRect))
    #expect(cell.contentView.isHidden && detail.detailImageView.isHidden)
    #expect(popContainer.subviews.firstIndex(of: grid.view)! < popContainer.subviews.firstIndex(of: detail.view)!)
    timeline.advance(to: 60)
    #expect(Self.isClose(back.layer.presentation()?.frame, Self.middleRect))
    #expect(isApproximatelyEqual(Double(detail.view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6))
    timeline.advance(to: 80)
    #expect(back.superview == nil && nav.topViewController === grid)
    #expect(!cell.contentView.isHidden && !detail.detailImageView.isHidden && detail.view.alpha == 1)
    #expect(detail.viewIfLoaded?.superview == nil)
  }

  @Test func aCancelledFlightRestoresTheViewsAndCompletesWithFalse() throws {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    window.makeKeyAndVisible()
    timeline.attach(window)
    let grid = MagicMoveGrid()
    let detail = MagicMoveDetail()
    let context = MagicMoveContext(from: grid, to: detail)
    window.addSubview(context.containerView)
    context.containerView.addSubview(grid.view)
    grid.view.frame = context.containerView.bounds
    timeline.advance(to: 0)
    window.layoutIfNeeded()
    grid.mainCollectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    let cell = try #require(grid.mainCollectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let transition = MagicMoveTransition(direction: .toDetail, duration: 1)
    transition.animateTransition(using: context)
    let snapshot = try #require(context.containerView.subviews.last)
    #expect(snapshot.frame == Self.targetRect)
    timeline.advance(to: 15)
    context.cancelInteractiveTransition()
    #expect(cell.contentView.isHidden && context.completed.isEmpty)
    timeline.advance(to: 40)
    #expect(context.completed == [false], "completeTransition(!transitionWasCancelled)")
    #expect(snapshot.superview == nil && !cell.contentView.isHidden && !detail.detailImageView.isHidden)
  }

  /// A snapshot view stretches its picture, so corners drawn into it would scale with the
  /// flight (10 pt on the 100 pt cell → 30 pt on the 300 pt target) and jump when the target
  /// appears. The picture is taken without the cell's radius and the snapshot clips itself to
  /// rounded corners whose radius animates to the target's: 10 → 20 pt, 15 at the middle.
  @Test func theSnapshotsCornersAnimateFromTheCellsRadiusToTheTargets() throws {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    window.makeKeyAndVisible()
    timeline.attach(window)
    let grid = MagicMoveGrid()
    let detail = MagicMoveDetail()
    let context = MagicMoveContext(from: grid, to: detail)
    window.addSubview(context.containerView)
    context.containerView.addSubview(grid.view)
    grid.view.frame = context.containerView.bounds
    timeline.advance(to: 0)
    window.layoutIfNeeded()
    grid.mainCollectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    let cell = try #require(grid.mainCollectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    cell.contentView.layer.cornerRadius = 10
    cell.contentView.clipsToBounds = true
    detail.loadViewIfNeeded()
    detail.detailImageView.layer.cornerRadius = 20
    MagicMoveTransition(direction: .toDetail, duration: 1).animateTransition(using: context)
    let snapshot = try #require(context.containerView.subviews.last as? UIImageView)
    #expect(cell.contentView.layer.cornerRadius == 10, "the cell's radius is back after the capture")
    #expect(snapshot.layer.masksToBounds && snapshot.layer.cornerRadius == 20)
    #expect(snapshot.layer.presentation()?.cornerRadius == 10, "the flight starts with the cell's corners")
    // The picture itself has square corners: no fill or clip in it is rounded.
    guard case .picture(let picture) = snapshot.image?.content else {
      Issue.record("the snapshot shows no recorded picture")
      return
    }
    let radii = picture.items.compactMap { item -> CGFloat? in
      switch item {
      case .fill(let shape, _, _), .pushClip(let shape, _): shape.effectiveCornerRadius
      default: nil
      }
    }
    #expect(!radii.isEmpty && radii.allSatisfy { $0 == 0 }, "radii in the picture: \(radii)")
    timeline.advance(to: 15)
    let middle = try #require(snapshot.layer.presentation()?.cornerRadius)
    #expect(abs(middle - 15) < 1e-4, "halfway on the symmetric ease-in-out: \(middle)")
    timeline.advance(to: 40)
    #expect(context.completed == [true] && snapshot.superview == nil)
  }

  @Test func theDelegateAnimatesOnlyBetweenAGridAndADetail() {
    let delegate = MagicMoveNavigationDelegate()
    let nav = UINavigationController(rootViewController: UIViewController())
    let grid = MagicMoveGrid()
    let detail = MagicMoveDetail()
    let plain = UIViewController()
    let push = delegate.navigationController(nav, animationControllerFor: .push, from: grid, to: detail)
    #expect((push as? MagicMoveTransition)?.direction == .toDetail)
    let pop = delegate.navigationController(nav, animationControllerFor: .pop, from: detail, to: grid)
    #expect((pop as? MagicMoveTransition)?.direction == .backToGrid)
    #expect((push as? MagicMoveTransition)?.transitionDuration(using: nil) == 1, "the seed's 1 s")
    #expect(delegate.navigationController(nav, animationControllerFor: .push, from: grid, to: plain) == nil)
    #expect(delegate.navigationController(nav, animationControllerFor: .pop, from: grid, to: detail) == nil)
  }
}

/// Seed 003's part 1: the same Magic Move as a presentation and its dismissal, handed out by a
/// `UIViewControllerTransitioningDelegate`.
@MainActor
@Suite("Magic Move presentation")
struct MagicMovePresentationTests {
  @Test(arguments: [UIModalPresentationStyle.fullScreen, .custom])
  func presentAndDismissFlyTheCellThereAndBack(style: UIModalPresentationStyle) throws {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    let grid = MagicMoveGrid()
    let detail = MagicMoveDetail()
    let delegate = MagicMoveTransitioningDelegate(duration: 1)
    detail.transitioningDelegate = delegate
    detail.modalPresentationStyle = style
    window.rootViewController = grid
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    grid.mainCollectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    let cell = try #require(grid.mainCollectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    timeline.schedule(at: 0.1) { grid.present(detail, animated: true) }
    timeline.schedule(at: 1.5) { detail.dismiss(animated: true) }
    timeline.advance(to: 3)  // the presentation starts (scheduled actions fire on the frame reached)
    timeline.advance(to: 18)
    let container = try #require(detail.view.superview)
    let snapshot = try #require(container.subviews.last)
    #expect(snapshot !== detail.view)
    #expect(MagicMoveTransitionTests.isClose(snapshot.layer.presentation()?.frame, MagicMoveTransitionTests.middleRect))
    #expect(cell.contentView.isHidden && detail.detailImageView.isHidden)
    timeline.advance(to: 36)
    #expect(snapshot.superview == nil && grid.presentedViewController === detail)
    #expect(!cell.contentView.isHidden && !detail.detailImageView.isHidden)
    timeline.advance(to: 45)
    timeline.advance(to: 60)
    let back = try #require(container.subviews.last)
    #expect(MagicMoveTransitionTests.isClose(back.layer.presentation()?.frame, MagicMoveTransitionTests.middleRect))
    // The presenting view comes back below the detail on a full-screen dismissal; a .custom
    // presentation never took it away.
    #expect(grid.view.superview != nil)
    timeline.advance(to: 80)
    #expect(back.superview == nil && grid.presentedViewController == nil && detail.viewIfLoaded?.window == nil)
    #expect(!cell.contentView.isHidden && !detail.detailImageView.isHidden && grid.view.window === window)
    #expect(delegate.duration == 1)
  }
}
