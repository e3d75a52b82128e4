import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Auto Layout: a layout pass does what changed")
struct LayoutPassTests {
  @Test func aConstantChangeSkipsTheResyncAndAStructuralChangeDoesNot() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let anchor = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(anchor)
    root.addSubview(child)
    let top = child.topAnchor.constraint(equalTo: anchor.bottomAnchor, constant: 5)
    NSLayoutConstraint.activate([
      top, child.leadingAnchor.constraint(equalTo: anchor.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 35, width: 50, height: 50))
    let engine = try! #require(root.autoLayoutState?.engine)
    let updates = engine.structuralUpdates

    // A constant: no structural change, the pass re-reads nothing but fixed frames.
    top.constant = 15
    root.layoutIfNeeded()
    #expect(engine.structuralUpdates == updates)
    #expect(child.frame == CGRect(x: 10, y: 45, width: 50, height: 50))

    // A fixed (autoresizing) view moves: its rows follow without a re-sync.
    anchor.frame = CGRect(x: 30, y: 100, width: 100, height: 40)
    root.layoutIfNeeded()
    #expect(engine.structuralUpdates == updates)
    #expect(child.frame == CGRect(x: 30, y: 155, width: 50, height: 50))

    // A new constrained subview is a structural change: the engine re-syncs and places it.
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(other)
    NSLayoutConstraint.activate([
      other.topAnchor.constraint(equalTo: child.bottomAnchor),
      other.leadingAnchor.constraint(equalTo: child.trailingAnchor),
      other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(root.autoLayoutState?.needsStructureUpdate == true)
    root.layoutIfNeeded()
    #expect(engine.structuralUpdates == updates + 1)
    #expect(root.autoLayoutState?.needsStructureUpdate == false)
    #expect(other.frame == CGRect(x: 80, y: 205, width: 10, height: 10))
  }

  @Test func updateConstraintsStillRunsWhenAsked() {
    final class Adding: UIView {
      let box = UIView()
      override func updateConstraints() {
        if box.superview == nil {
          box.translatesAutoresizingMaskIntoConstraints = false
          addSubview(box)
          NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: topAnchor, constant: 3), box.leftAnchor.constraint(equalTo: leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 7), box.heightAnchor.constraint(equalToConstant: 7),
          ])
        }
        super.updateConstraints()
      }
    }
    let root = Adding(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.setNeedsUpdateConstraints()
    #expect(root.needsUpdateConstraints())
    root.layoutIfNeeded()
    #expect(!root.needsUpdateConstraints())
    #expect(root.box.frame == CGRect(x: 0, y: 3, width: 7, height: 7))
  }
}
