import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIDynamicAnimator(collectionViewLayout:)`: layout attributes as dynamic items, the
/// animator invalidating its layout after every step, and the classic springy flow layout
/// whose cells lag behind a scroll and spring back.
@MainActor
@Suite("UIKit Dynamics: collection view layouts")
struct CollectionViewDynamicsTests {
  /// Springs every item to its flow position; a scroll moves each item by part of the scroll
  /// (more the farther it is from `touch`), and the springs pull it back.
  final class SpringyLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
    var touch = CGPoint.zero
    var invalidations = 0

    override func prepare() {
      super.prepare()
      guard animator.behaviors.isEmpty, let collectionView else { return }
      let all = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionView.contentSize)) ?? []
      for item in all {
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
        spring.length = 0
        spring.damping = 0.8
        spring.frequency = 1
        animator.addBehavior(spring)
      }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      animator.layoutAttributesForCell(at: indexPath)
    }

    override func invalidateLayout() {
      invalidations += 1
      super.invalidateLayout()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      let delta = newBounds.minY - (collectionView?.bounds.minY ?? 0)
      for case let spring as UIAttachmentBehavior in animator.behaviors {
        let resistance = abs(touch.y - spring.anchorPoint.y) / 1500
        guard let item = spring.items.first as? UICollectionViewLayoutAttributes else { continue }
        item.center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
        animator.updateItem(usingCurrentState: item)
      }
      return false
    }
  }

  final class Source: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @MainActor struct Bench {
    let timeline: Timeline
    let window: UIWindow
    let collectionView: UICollectionView
    let layout: SpringyLayout
    let source: Source
    var frame = 0

    mutating func run(to seconds: Double) {
      while frame < Int((seconds * 60).rounded()) {
        frame += 1
        timeline.advance(to: FrameIndex(frame))
      }
    }
  }

  /// 40 items of 350 × 50, 10 pt apart: item k is centred at (195, 25 + 60k).
  static func bench() -> Bench {
    let layout = SpringyLayout()
    layout.itemSize = CGSize(width: 350, height: 50)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 600), scale: 1))
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source()
    collectionView.dataSource = source
    window.addSubview(collectionView)
    window.makeKeyAndVisible()
    let timeline = Timeline(fps: 60)
    timeline.attach(window)
    timeline.advance(to: 0)
    var bench = Bench(
      timeline: timeline, window: window, collectionView: collectionView, layout: layout, source: source)
    bench.run(to: 0.5)
    return bench
  }

  @Test func layoutAttributesAreDynamicItemsWithBounds() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    let item: any UIDynamicItem = attributes
    #expect(item.center == CGPoint(x: 60, y: 40))
    #expect(item.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(attributes.representedElementCategory == .cell && attributes.representedElementKind == nil)
    attributes.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
    #expect(attributes.size == CGSize(width: 20, height: 10) && attributes.center == CGPoint(x: 60, y: 40))
  }

  @Test func theAnimatorFindsCellsSupplementaryAndDecorationViewsAmongItsItems() {
    let layout = UICollectionViewFlowLayout()
    let animator = UIDynamicAnimator(collectionViewLayout: layout)
    #expect(animator.referenceView == nil)
    let path = IndexPath(item: 0, section: 1)
    let cell = UICollectionViewLayoutAttributes(forCellWith: path)
    let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: path)
    let badge = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "badge", with: path)
    for (k, item) in [cell, header, badge].enumerated() {
      item.frame = CGRect(x: 0, y: CGFloat(k) * 100, width: 50, height: 50)
    }
    animator.addBehavior(UIGravityBehavior(items: [cell, header, badge]))
    #expect(animator.layoutAttributesForCell(at: path) === cell)
    #expect(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: path) === header)
    #expect(animator.layoutAttributesForSupplementaryView(ofKind: "footer", at: path) == nil)
    #expect(animator.layoutAttributesForDecorationView(ofKind: "badge", at: path) === badge)
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 1)) == nil)
    #expect(animator.items(in: CGRect(x: 0, y: 120, width: 10, height: 10)).first === header)
  }

  @Test func theSpringsHoldTheFlowPositionsAndTheAnimatorRestsThenInvalidatesNoMore() {
    var b = Self.bench()
    #expect(!b.layout.animator.isRunning, "every item is on its anchor: the animator rests")
    #expect(b.layout.animator.behaviors.count == 40)
    let cell = b.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
    #expect(cell?.center == CGPoint(x: 195, y: 325))
    let count = b.layout.invalidations
    b.run(to: 1)
    #expect(b.layout.invalidations == count)
  }

  @Test func afterAScrollTheCellsLagAndSpringBack() {
    var b = Self.bench()
    let path = IndexPath(item: 5, section: 0)
    let count = b.layout.invalidations
    b.collectionView.contentOffset.y = 100
    // Item 5's anchor is 325 pt from the touch: it moved 325 / 1500 of the 100 pt scroll.
    let attributes = b.layout.animator.layoutAttributesForCell(at: path)
    #expect(abs((attributes?.center.y ?? 0) - (325 + 100 * 325 / 1500)) < 1e-9)
    #expect(b.layout.animator.isRunning)
    b.run(to: 0.5 + 1.0 / 60)
    #expect(b.layout.invalidations - count == 4, "one invalidation per 1/240 s step")
    let cell = b.collectionView.cellForItem(at: path)
    #expect(cell?.center == attributes?.center, "the cell follows its attributes")
    // A spring of 1 Hz, damping ratio 0.8, released 21.67 pt from its anchor:
    // x(t) = x₀·e^(−ζωt)·(cos ω_d t + ζω/ω_d · sin ω_d t), about 10.3 pt at t = 0.25 s.
    b.run(to: 0.75)
    let omega = 2 * Double.pi
    let zeta = 0.8
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    let expected =
      (100.0 * 325 / 1500) * exp(-zeta * omega * 0.25)
      * (cos(omegaD * 0.25) + zeta * omega / omegaD * sin(omegaD * 0.25))
    let measured = Double((b.collectionView.cellForItem(at: path)?.center.y ?? 0) - 325)
    #expect(abs(measured - expected) < 0.1, "measured \(measured), closed form \(expected)")
    var lowest = CGFloat.infinity
    var previous = cell?.center.y ?? 0
    var moves = 0
    while b.frame < 60 * 4 && b.layout.animator.isRunning {
      b.run(to: Double(b.frame + 1) / 60)
      let y = b.collectionView.cellForItem(at: path)?.center.y ?? 0
      lowest = min(lowest, y)
      if y != previous { moves += 1 }
      previous = y
    }
    #expect(moves > 30, "the cell moves frame after frame")
    #expect(lowest < 325, "damping 0.8 overshoots the anchor a little")
    #expect(lowest > 324, "…by a small fraction of the 21.7 pt")
    #expect(!b.layout.animator.isRunning)
    #expect(abs(previous - 325) < 0.5)
  }
}
