import Testing
import UIKit

/// The "springy" collection view of iOS 7 fame, as iOS code writes it: a flow layout subclass
/// whose dynamic animator ties every item to its flow position with an attachment; a scroll
/// drags the items by part of the scroll delta (less the farther they are from the finger)
/// and the springs bring them back.
class SpringyFlowLayout: UICollectionViewFlowLayout {
  lazy var dynamicAnimator: UIDynamicAnimator = {
    return UIDynamicAnimator(collectionViewLayout: self)
  }()

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView, dynamicAnimator.behaviors.isEmpty else { return }
    let contentRect = CGRect(origin: .zero, size: collectionView.contentSize)
    guard let items = super.layoutAttributesForElements(in: contentRect) else { return }
    for item in items {
      let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      dynamicAnimator.addBehavior(spring)
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return dynamicAnimator.layoutAttributesForCell(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView = collectionView else { return false }
    let delta = newBounds.origin.y - collectionView.bounds.origin.y
    let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
    for behavior in dynamicAnimator.behaviors {
      guard let spring = behavior as? UIAttachmentBehavior,
        let item = spring.items.first as? UICollectionViewLayoutAttributes
      else { continue }
      let scrollResistance = abs(touchLocation.y - spring.anchorPoint.y) / 1500
      var center = item.center
      center.y += delta < 0 ? max(delta, delta * scrollResistance) : min(delta, delta * scrollResistance)
      item.center = center
      dynamicAnimator.updateItem(usingCurrentState: item)
    }
    return false
  }
}

class SpringyListViewController: UICollectionViewController {
  init() {
    let layout = SpringyFlowLayout()
    layout.itemSize = CGSize(width: 280, height: 44)
    layout.minimumLineSpacing = 10
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return 50
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.contentView.backgroundColor = .systemBlue
    return cell
  }
}

@MainActor
@Suite("A springy UICollectionViewFlowLayout with UIDynamicAnimator (Swift 5 mode)")
struct SpringyCollectionLayoutTests {
  @Test func cellsLagBehindAScrollAndSpringBack() throws {
    let list = SpringyListViewController()
    let bench = TestBench(root: list)
    bench.run(to: 0.5)
    let layout = try #require(list.collectionViewLayout as? SpringyFlowLayout)
    #expect(layout.dynamicAnimator.behaviors.count == 50)
    #expect(layout.dynamicAnimator.referenceView == nil)
    let path = IndexPath(item: 4, section: 0)
    // Item 4 sits at y = 4 × 54 + 22 = 238.
    #expect(list.collectionView.cellForItem(at: path)?.center.y == 238)
    list.collectionView.contentOffset = CGPoint(x: 0, y: 60)
    bench.run(to: 0.5 + 1.0 / 60)
    let lagged = try #require(list.collectionView.cellForItem(at: path)).center.y
    // Dragged by 238 / 1500 of the 60 pt scroll (9.5 pt), already springing back a little.
    #expect(lagged > 238 + 9 && lagged < 238 + 60 * 238 / 1500)
    bench.run(to: 0.75)
    let halfway = try #require(list.collectionView.cellForItem(at: path)).center.y
    #expect(halfway < lagged && halfway > 238 - 1)
    bench.run(to: 3)
    #expect(abs((list.collectionView.cellForItem(at: path)?.center.y ?? 0) - 238) < 0.5)
    #expect(!layout.dynamicAnimator.isRunning)
  }
}
