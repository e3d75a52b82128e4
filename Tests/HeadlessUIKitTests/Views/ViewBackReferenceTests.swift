import Foundation
import Testing

@testable import HeadlessUIKit

/// The back-pointers to a view (its layer's `delegate`, its subviews' `superview`, the items and
/// container of its constraints) read nil once the view is deallocated, as UIKit's weak
/// references do, though they are held through the view's `ViewReference` rather than `weak`.
@MainActor
@Suite("View back-references")
struct ViewBackReferenceTests {
  @Test func aLayerKeptAfterItsViewIsDeallocatedHasNoDelegate() {
    weak var gone: UIView?
    let layer: CALayer = {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      gone = view
      #expect(view.layer.delegate === view)
      return view.layer
    }()
    #expect(gone == nil, "the layer does not keep its view alive")
    #expect(layer.delegate == nil)
    #expect(layer.bounds.size == CGSize(width: 10, height: 10), "the layer itself lives on")
  }

  @Test func aSubviewKeptAfterItsSuperviewIsDeallocatedHasNoSuperview() {
    weak var gone: UIView?
    let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    do {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
      gone = parent
      #expect(child.superview === parent)
    }
    #expect(gone == nil, "a subview does not keep its superview alive")
    #expect(child.superview == nil)
    #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    let adopter = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    adopter.addSubview(child)
    #expect(child.superview === adopter && adopter.subviews.count == 1, "the orphan can be added elsewhere")
  }

  @Test func aConstraintKeptAfterItsViewsAreDeallocatedHasNoItemsOrContainer() {
    weak var goneRoot: UIView?
    weak var goneChild: UIView?
    let (pin, guidePin, width): (NSLayoutConstraint, NSLayoutConstraint, NSLayoutConstraint) = {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      (goneRoot, goneChild) = (root, child)
      let pin = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
      let guidePin = child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
      let width = child.widthAnchor.constraint(equalToConstant: 50)
      NSLayoutConstraint.activate([pin, guidePin, width, child.heightAnchor.constraint(equalToConstant: 20)])
      root.layoutIfNeeded()
      #expect(pin.firstItem === child && pin.secondItem === root)
      #expect(guidePin.secondItem === root.layoutMarginsGuide)
      #expect(width.firstItem === child && width.secondItem == nil)
      #expect(child.frame == CGRect(x: 8, y: 8, width: 50, height: 20))
      return (pin, guidePin, width)
    }()
    #expect(goneRoot == nil && goneChild == nil, "constraints keep neither their items nor their views alive")
    #expect(pin.firstItem == nil && pin.secondItem == nil)
    #expect(guidePin.firstItem == nil && guidePin.secondItem == nil, "the guide went with its view")
    #expect(width.firstItem == nil && width.secondItem == nil)
    #expect(pin.firstAttribute == .top && pin.constant == 8, "the constraint itself lives on")
  }
}
