import Foundation
import Testing

@testable import HeadlessUIKit

/// Auto Layout's cost follows what changed: a structural change rebuilds the engine of its own
/// hierarchy only, an intrinsic-size change moves constants instead of rebuilding, and a
/// hierarchy laid out by frames never gets an engine.
@MainActor
@Suite("Auto Layout: structural updates stay in the hierarchy that changed")
struct StructuralUpdateTests {
  /// A 300 × 200 root with an intrinsic view pinned at (10, 20) and a plain box below it.
  static func screen() -> (root: UIView, label: IntrinsicView, box: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let label = IntrinsicView(60, 20)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    root.addSubview(box)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 5),
      box.topAnchor.constraint(equalTo: label.bottomAnchor),
      box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    return (root, label, box)
  }

  @Test func anIntrinsicSizeChangeMovesConstantsWithoutRebuilding() throws {
    let (root, label, box) = Self.screen()
    let engine = try #require(root.autoLayoutState?.engine)
    let updates = engine.structuralUpdates
    label.size = CGSize(width: 90, height: 25)
    label.invalidateIntrinsicContentSize()
    #expect(root.autoLayoutState?.needsStructureUpdate == false)
    root.layoutIfNeeded()
    #expect(engine.structuralUpdates == updates)
    #expect(label.frame == CGRect(x: 10, y: 20, width: 90, height: 25))
    #expect(box.frame == CGRect(x: 105, y: 45, width: 30, height: 30))
  }

  @Test func aChangeInOneHierarchyDoesNotRebuildAnother() throws {
    let (first, firstLabel, _) = Self.screen()
    let (second, _, secondBox) = Self.screen()
    let firstEngine = try #require(first.autoLayoutState?.engine)
    let secondEngine = try #require(second.autoLayoutState?.engine)
    let (firstUpdates, secondUpdates) = (firstEngine.structuralUpdates, secondEngine.structuralUpdates)

    // Structural changes in the first hierarchy: a subview, a constraint, a priority.
    let extra = UIView()
    extra.translatesAutoresizingMaskIntoConstraints = false
    first.addSubview(extra)
    NSLayoutConstraint.activate([
      extra.topAnchor.constraint(equalTo: firstLabel.topAnchor),
      extra.trailingAnchor.constraint(equalTo: first.trailingAnchor),
      extra.widthAnchor.constraint(equalToConstant: 12), extra.heightAnchor.constraint(equalToConstant: 12),
    ])
    firstLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    firstLabel.size = CGSize(width: 70, height: 20)
    firstLabel.invalidateIntrinsicContentSize()
    first.layoutIfNeeded()
    second.layoutIfNeeded()
    #expect(firstEngine.structuralUpdates == firstUpdates + 1)
    #expect(secondEngine.structuralUpdates == secondUpdates)
    #expect(extra.frame == CGRect(x: 288, y: 20, width: 12, height: 12))
    #expect(firstLabel.frame == CGRect(x: 10, y: 20, width: 70, height: 20))

    // The second hierarchy still follows its own constants.
    second.constraints.first { $0.firstAttribute == .top && $0.constant == 20 }?.constant = 40
    second.layoutIfNeeded()
    #expect(secondEngine.structuralUpdates == secondUpdates)
    #expect(secondBox.frame == CGRect(x: 75, y: 60, width: 30, height: 30))
  }

  @Test func anAxisThatGainsItsMetricIsAStructuralChangeOfItsHierarchyOnly() throws {
    let (root, label, _) = Self.screen()
    let (other, _, _) = Self.screen()
    let engine = try #require(root.autoLayoutState?.engine)
    let otherEngine = try #require(other.autoLayoutState?.engine)
    let (updates, otherUpdates) = (engine.structuralUpdates, otherEngine.structuralUpdates)
    label.size = CGSize(width: UIView.noIntrinsicMetric, height: 20)
    label.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    other.layoutIfNeeded()
    #expect(engine.structuralUpdates == updates + 1)
    #expect(otherEngine.structuralUpdates == otherUpdates)
    #expect(label.hasAmbiguousLayout, "no width left: the label's width is ambiguous")
  }

  @Test func movingAConstrainedSubviewRebuildsBothHierarchiesOnly() throws {
    let (first, firstLabel, firstBox) = Self.screen()
    let (second, _, _) = Self.screen()
    let (third, _, _) = Self.screen()
    let engines = try [first, second, third].map { try #require($0.autoLayoutState?.engine) }
    let updates = engines.map(\.structuralUpdates)
    func layOut() { for root in [first, second, third] { root.layoutIfNeeded() } }

    // A subtree laid out by frames: no engine rebuilds, in or out.
    let moved = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    moved.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
    first.addSubview(moved)
    layOut()
    second.addSubview(moved)
    layOut()
    moved.removeFromSuperview()
    layOut()
    #expect(engines.map(\.structuralUpdates) == updates)
    #expect(moved.frame == CGRect(x: 1, y: 2, width: 3, height: 4))

    // A constraint's item leaves: both hierarchies rebuild, the third does not; as in UIKit the
    // constraints installed on `first` that refer to it are removed with it (its own size
    // constraints stay), so it comes back unpinned and is pinned again.
    second.addSubview(firstBox)
    layOut()
    #expect(engines.map(\.structuralUpdates) == [updates[0] + 1, updates[1] + 1, updates[2]])
    #expect(!first.constraints.contains { $0.firstItem === firstBox || $0.secondItem === firstBox })
    #expect(firstBox.constraints.count == 2)
    first.addSubview(firstBox)
    NSLayoutConstraint.activate([
      firstBox.leadingAnchor.constraint(equalTo: firstLabel.trailingAnchor, constant: 15),
      firstBox.topAnchor.constraint(equalTo: firstLabel.bottomAnchor),
    ])
    layOut()
    #expect(engines.map(\.structuralUpdates) == [updates[0] + 2, updates[1] + 2, updates[2]])
    #expect(firstBox.frame == CGRect(x: 85, y: 40, width: 30, height: 30))
  }

  @Test func aHierarchyLaidOutByFramesNeverGetsAnEngine() {
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
    window.addSubview(label)
    _ = Self.screen()  // Auto Layout is in use in this process.
    window.layoutIfNeeded()
    let count = LayoutEngine.structuralUpdateCount
    for index in 0..<5 {
      label.text = "Tick \(index)"
      window.addSubview(UIView(frame: CGRect(x: index * 10, y: 50, width: 5, height: 5)))
      #expect(window.autoLayoutState?.needsStructureUpdate == false, "a frame-laid-out subview is not structural")
      window.layoutIfNeeded()
    }
    label.text = "A longer text than before"
    #expect(window.autoLayoutState?.needsStructureUpdate == false, "a frame-laid-out label's text is not structural")
    window.layoutIfNeeded()
    #expect(window.autoLayoutState?.engine == nil)
    #expect(LayoutEngine.structuralUpdateCount == count)
    #expect(label.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
  }
}
