import Codecs
import FlipbookRender
import Foundation
import TestSupport
import Testing

/// Two coloured cells drawn by a collection view controller.
@MainActor
private final class TwoCells: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .white
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.contentView.backgroundColor = indexPath.item == 0 ? .red : .blue
    return cell
  }
}

/// A layout-to-layout push as drawn: the pushed controller's collection view shows the first
/// controller's cells, moving from the grid to the list on curve 7.
@MainActor
@Suite("Rendered layout-to-layout push")
struct LayoutToLayoutFramesTests {
  @Test func cellsMoveFromTheGridToTheList() throws {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 300), scale: 1))
    let grid = UICollectionViewFlowLayout()
    grid.itemSize = CGSize(width: 90, height: 90)
    grid.minimumInteritemSpacing = 20
    grid.sectionInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    let list = UICollectionViewFlowLayout()
    list.itemSize = CGSize(width: 200, height: 40)
    list.minimumLineSpacing = 0
    list.sectionInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    let first = TwoCells(collectionViewLayout: grid)
    let second = UICollectionViewController(collectionViewLayout: list)
    second.useLayoutToLayoutNavigationTransitions = true
    let nav = UINavigationController(rootViewController: first)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    timeline.schedule(at: 0.1) { nav.pushViewController(second, animated: true) }
    let stage = Stage(name: "layout-to-layout", window: window, timeline: timeline, duration: 0.8)
    let frames = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [0, 6, 23])
    let red = Bitmap.Pixel(r: 255, g: 0, b: 0)
    let blue = Bitmap.Pixel(r: 0, g: 0, b: 255)
    // Grid: red at (0, 100, 90 × 90), blue at (110, 100, 90 × 90).
    let start = try #require(frames[0])
    #expect(start[45, 180] == red && start[155, 180] == blue && start[100, 180] == Bitmap.Pixel(r: 255, g: 255, b: 255))
    // 0.1 s into the push (curve 7, p ≈ 0.545): blue's centre (155, 145) → (100, 160).
    let omega = (1000.0 / 3).squareRoot()
    let p = 1 - (1 + omega * 0.1) * exp(-omega * 0.1)
    let middle = try #require(frames[6])
    let blueX = 155 + (100 - 155) * p
    let blueY = 145 + (160 - 145) * p
    #expect(middle[Int(blueX), Int(blueY)] == blue, "blue's centre at (\(blueX), \(blueY))")
    // The list: red across (0, 100, 200 × 40), blue under it.
    let end = try #require(frames[23])
    #expect(end[100, 120] == red && end[10, 160] == blue && end[190, 120] == red)
  }
}
