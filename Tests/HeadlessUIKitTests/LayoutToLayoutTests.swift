import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// A collection view controller showing four cells.
@MainActor
final class GridController: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// `useLayoutToLayoutNavigationTransitions`: a push between collection view controllers
/// moves the items from one layout to the other on the navigation timing (curve 7, 0.5 s).
@MainActor
@Suite("Layout-to-layout navigation transitions")
struct LayoutToLayoutTests {
  static func layout(_ size: CGSize, line: CGFloat, interitem: CGFloat) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = size
    layout.minimumLineSpacing = line
    layout.minimumInteritemSpacing = interitem
    return layout
  }

  @Test func pushMovesItemsBetweenLayoutsAndPopMovesThemBack() {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 400), scale: 1))
    let grid = GridController(collectionViewLayout: Self.layout(CGSize(width: 90, height: 90), line: 20, interitem: 20))
    let list = UICollectionViewController(
      collectionViewLayout: Self.layout(CGSize(width: 200, height: 50), line: 0, interitem: 0))
    list.useLayoutToLayoutNavigationTransitions = true
    let nav = UINavigationController(rootViewController: grid)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    timeline.schedule(at: 0.1) { nav.pushViewController(list, animated: true) }
    timeline.schedule(at: 1.0) { nav.popViewController(animated: true) }
    timeline.advance(to: 3)
    #expect(list.collectionView.dataSource === grid, "the pushed controller shows the same items")
    #expect(list.collectionView.contentOffset == grid.collectionView.contentOffset)
    timeline.advance(to: 6)  // 0.1 s into the push
    let omega = (1000.0 / 3).squareRoot()
    let p = 1 - (1 + omega * 0.1) * exp(-omega * 0.1)
    // Item 3: grid (110, 110, 90 × 90), centre (155, 155) → list (0, 150, 200 × 50), centre (100, 175).
    let moving = list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!.layer.presentation()!
    #expect(isApproximatelyEqual(moving.position.x, 155 + (100 - 155) * p, tolerance: 1e-6))
    #expect(isApproximatelyEqual(moving.position.y, 155 + (175 - 155) * p, tolerance: 1e-6))
    #expect(isApproximatelyEqual(moving.bounds.height, 90 + (50 - 90) * p, tolerance: 1e-6))
    #expect(list.view.transform == .identity, "no slide: the items move instead")
    timeline.advance(to: 21)
    #expect(nav.topViewController === list && grid.viewIfLoaded?.superview == nil)
    #expect(
      list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 0, y: 150, width: 200, height: 50))
    timeline.advance(to: 30)
    timeline.advance(to: 33)  // 0.1 s into the pop: back towards the grid
    let back = grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!.layer.presentation()!
    #expect(isApproximatelyEqual(back.position.x, 100 + (155 - 100) * p, tolerance: 1e-6))
    timeline.advance(to: 50)
    #expect(nav.topViewController === grid)
    #expect(
      grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 110, y: 110, width: 90, height: 90))
  }

  @Test func withoutTheFlagThePushSlides() {
    let nav = UINavigationController(
      rootViewController: GridController(collectionViewLayout: UICollectionViewFlowLayout()))
    let plain = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    #expect(nav.defaultAnimator(for: .push, from: nav.topViewController!, to: plain) is NavigationParallaxTransition)
    plain.useLayoutToLayoutNavigationTransitions = true
    #expect(
      nav.defaultAnimator(for: .push, from: nav.topViewController!, to: plain) is LayoutToLayoutNavigationTransition)
    #expect(nav.defaultAnimator(for: .push, from: UIViewController(), to: plain) is NavigationParallaxTransition)
  }
}
