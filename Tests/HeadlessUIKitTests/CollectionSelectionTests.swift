import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `selectItem(at:animated:scrollPosition:)`, `indexPathsForSelectedItems` and
/// `scrollToItem(at:at:animated:)`: UIKit's single selection and scroll positions kept inside
/// the content.
@MainActor
@Suite("Collection view selection and scrolling")
struct CollectionSelectionTests {
  /// 40 items of 50 × 50 in a 200 × 200 view: 3 a row 25 pt apart, 14 rows, content 830 high.
  static func make() -> (UICollectionView, ColorGrid) {
    CollectionViewTests.collectionView(
      CGRect(x: 0, y: 0, width: 200, height: 200), CollectionViewTests.flow(item: CGSize(width: 50, height: 50)),
      items: 40)
  }

  @Test func singleSelectionReplacesAndMarksCells() throws {
    let (view, source) = Self.make()
    _ = source
    #expect(view.indexPathsForSelectedItems == [])
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    view.allowsMultipleSelection = true
    view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 4, section: 0)])
    view.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    view.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [])
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
    view.allowsSelection = false
    view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [], "allowsSelection = false ignores selection")
  }

  @Test func scrollPositionsStayInsideTheContent() throws {
    let (view, source) = Self.make()
    _ = source
    #expect(view.contentSize.height == 830)
    // Item 30: row 10, y 600…650: centred → 625 − 100.
    view.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .centeredVertically)
    #expect(view.contentOffset == CGPoint(x: 0, y: 525))
    let cell = try #require(view.cellForItem(at: IndexPath(item: 30, section: 0)))
    #expect(cell.isSelected && view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    // Item 39 at the top would show past the end: 830 − 200.
    view.scrollToItem(at: IndexPath(item: 39, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == 630)
    view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .bottom, animated: false)
    #expect(view.contentOffset.y == 0, "60…110 at the bottom would be −90: clamped to 0")
    view.scrollToItem(at: IndexPath(item: 12, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == 240)
  }

  /// Records the delegate's calls; refuses to select item 5.
  final class Recorder: UICollectionViewDelegate {
    var calls: [String] = []
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
      calls.append("should \(indexPath.item)")
      return indexPath.item != 5
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      calls.append("did \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
      calls.append("deselect \(indexPath.item)")
    }
  }

  /// A tap at `point` (window points) at `time`: down for 0.05 s.
  static func tap(_ point: CGPoint, at time: TimeInterval) -> TouchTrack {
    var track = TouchTrack(downAt: point, time: time)
    track.hold(for: 0.05)
    track.lift()
    return track
  }

  @Test func aTapSelectsThroughTheDelegateWhenTheFingerLifts() throws {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), scale: 1))
    window.makeKeyAndVisible()
    timeline.attach(window)
    let (view, source) = Self.make()
    window.addSubview(view)
    let recorder = Recorder()
    view.delegate = recorder
    timeline.advance(to: 0)
    // Item 4: row 1, column 1 → (75, 60, 50 × 50); item 5: (150, 60); between them x = 130.
    timeline.play(Self.tap(CGPoint(x: 100, y: 85), at: 0.1), in: window)
    timeline.play(Self.tap(CGPoint(x: 130, y: 85), at: 0.3), in: window)
    timeline.play(Self.tap(CGPoint(x: 170, y: 85), at: 0.5), in: window)
    timeline.play(Self.tap(CGPoint(x: 20, y: 20), at: 0.7), in: window)
    timeline.advance(to: 7)
    #expect(recorder.calls.isEmpty, "nothing before the finger lifts")
    for frame in 8...60 { timeline.advance(to: FrameIndex(frame)) }
    #expect(recorder.calls == ["should 4", "did 4", "should 5", "should 0", "deselect 4", "did 0"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
    #expect(view.indexPathForItem(at: CGPoint(x: 130, y: 85)) == nil)
    _ = source
  }
}
