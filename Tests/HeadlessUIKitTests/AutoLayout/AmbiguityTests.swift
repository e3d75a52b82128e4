import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Auto Layout: hasAmbiguousLayout, exerciseAmbiguityInLayout, constraintsAffectingLayout")
struct LayoutAmbiguityTests {
  static func setUp() -> (root: UIView, view: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return (root, view)
  }

  @Test func aFullyConstrainedViewIsNotAmbiguous() {
    let (root, view) = Self.setUp()
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 40),
    ])
    #expect(!view.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    let frameView = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    root.addSubview(frameView)
    #expect(!frameView.hasAmbiguousLayout, "a view laid out by its frame is never ambiguous")
  }

  @Test func aMissingVerticalPositionIsAmbiguousAndExercisingMovesIt() {
    let (root, view) = Self.setUp()
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    let before = view.frame
    view.exerciseAmbiguityInLayout()
    #expect(view.frame.minX == before.minX && view.frame.size == before.size)
    #expect(abs(view.frame.minY - before.minY) == 100, "unbounded: moved by 100 points")
    view.exerciseAmbiguityInLayout()
    #expect(view.frame == before, "a second exercise goes back")
  }

  @Test func equalOptionalsPullingApartAreAmbiguousAndExercisingAlternates() {
    let (root, view) = Self.setUp()
    let left = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let right = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
    left.priority = UILayoutPriority(500)
    right.priority = UILayoutPriority(500)
    NSLayoutConstraint.activate([
      left, right, view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    let first = view.frame.minX
    view.exerciseAmbiguityInLayout()
    #expect(Set([first, view.frame.minX]) == [10, 50])
    view.exerciseAmbiguityInLayout()
    #expect(view.frame.minX == first)
    right.priority = UILayoutPriority(501)
    root.layoutIfNeeded()
    #expect(!view.hasAmbiguousLayout)
    #expect(view.frame.minX == 50)
  }

  @Test func constraintsAffectingLayoutListsTheAxisConstraintsIncludingContentSize() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = IntrinsicView(60, 20)
    root.addSubview(view)
    let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let top = view.topAnchor.constraint(equalTo: root.topAnchor)
    NSLayoutConstraint.activate([leading, top])
    let horizontal = view.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.contains { $0 === leading })
    #expect(!horizontal.contains { $0 === top })
    #expect(horizontal.filter { $0.description.hasPrefix("<NSContentSizeLayoutConstraint") }.count == 2)
    #expect(
      horizontal.map(\.description).contains("<NSContentSizeLayoutConstraint IntrinsicView.width <= 60 Hug:250>"))
    #expect(view.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
  }
}
