import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Auto Layout: constant changes, activation, the layout cycle and the API's values")
struct ConstraintChangeTests {
  /// A 400 × 800 root and a 100 × 50 card whose top is `top` below the root's top.
  static func card() -> (root: UIView, card: UIView, top: NSLayoutConstraint) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top, card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    return (root, card, top)
  }

  @Test func aConstantChangeReSolvesAtTheNextLayoutPass() {
    let (root, card, top) = Self.card()
    #expect(card.frame == CGRect(x: 0, y: 10, width: 100, height: 50))
    top.constant = 300
    #expect(card.frame.minY == 10, "frames change at the next layout pass, not at once")
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 300, width: 100, height: 50))
    top.constant = -20
    root.layoutIfNeeded()
    #expect(card.frame.minY == -20)
  }

  @Test func deactivatingAndActivatingSwapsLayouts() {
    let (root, card, top) = Self.card()
    let bottom = card.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    NSLayoutConstraint.deactivate([top])
    NSLayoutConstraint.activate([bottom])
    #expect(!top.isActive && bottom.isActive)
    let installed = root.constraints.map(ObjectIdentifier.init)
    #expect(!installed.contains(ObjectIdentifier(top)))
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 750, width: 100, height: 50))
    bottom.isActive = false
    top.isActive = true
    root.layoutIfNeeded()
    #expect(card.frame.minY == 10)
    root.removeConstraints(root.constraints)
    #expect(!top.isActive)
  }

  @Test func aPriorityChangeReordersTheWinners() {
    let (root, card, _) = Self.card()
    let short = card.heightAnchor.constraint(equalToConstant: 20)
    short.priority = .defaultLow
    let high = card.heightAnchor.constraint(equalToConstant: 80)
    high.priority = .defaultHigh
    card.constraints.first { $0.firstAttribute == .height && $0.priority == .required }?.isActive = false
    NSLayoutConstraint.activate([short, high])
    root.layoutIfNeeded()
    #expect(card.frame.height == 80)
    short.priority = .defaultHigh + 1
    root.layoutIfNeeded()
    #expect(card.frame.height == 20)
  }

  @Test func layoutIfNeededAnimatesEveryFrameThatChangesInsideAnAnimationBlock() {
    let timeline = Timeline(fps: 4)
    timeline.advance(to: 0)
    let (root, card, top) = Self.card()
    let height = card.constraints.first { $0.firstAttribute == .height }!
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        top.constant = 110
        height.constant = 150
        root.layoutIfNeeded()
      })
    #expect(card.frame == CGRect(x: 0, y: 110, width: 100, height: 150), "the model takes the end frame at once")
    // The card's centre y goes 35 → 185 and its height 50 → 150, linearly over 4 frames.
    for (frame, centreY, boundsHeight) in [
      (0, 35.0, 50.0), (1, 72.5, 75), (2, 110, 100), (3, 147.5, 125), (4, 185, 150),
    ] {
      if frame > 0 { timeline.advance(to: FrameIndex(frame)) }
      let presentation = card.layer.presentation()!
      #expect(abs(presentation.position.y - centreY) < 1e-9, "frame \(frame)")
      #expect(abs(presentation.bounds.height - boundsHeight) < 1e-9, "frame \(frame)")
    }
  }

  @Test func anUnsatisfiableRequiredConstraintIsBrokenAndLoggedWithoutCrashing() {
    let (root, card, _) = Self.card()
    LayoutEngine.messages.removeAll()
    let conflicting = card.widthAnchor.constraint(equalToConstant: 250)
    conflicting.identifier = "card-wide"
    conflicting.isActive = true
    root.layoutIfNeeded()
    #expect(card.frame.width == 100, "the constraint added last is the one broken")
    #expect(conflicting.isActive, "a broken constraint stays active, as in UIKit")
    #expect(LayoutEngine.messages.count == 1)
    let message = LayoutEngine.messages.first ?? ""
    #expect(message.contains("Unable to simultaneously satisfy constraints"))
    #expect(message.contains("<NSLayoutConstraint UIView.width == 100>"))
    #expect(
      message.contains(
        "Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'card-wide' UIView.width == 250>"))
    // Once the constraint it contradicted goes, the broken one is retried and holds.
    card.constraints.first { $0.firstAttribute == .width && $0.constant == 100 }?.isActive = false
    root.layoutIfNeeded()
    #expect(card.frame.width == 250)
    #expect(LayoutEngine.messages.count == 1)
  }

  @Test func forgettingTranslatesAutoresizingMaskBreaksAgainstTheAutoresizingConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
    view.tag = 7
    root.addSubview(view)
    LayoutEngine.messages.removeAll()
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 5, y: 5, width: 40, height: 40))
    let message = LayoutEngine.messages.first ?? ""
    #expect(message.contains("<NSAutoresizingMaskLayoutConstraint UIView(tag 7).width == 40.0>"))
    #expect(message.contains("recover by breaking constraint\n<NSLayoutConstraint UIView(tag 7).width == 100>"))
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
  }

  @Test func constraintsHoldTheirItemsWeaklyAndADeallocatedItemDropsOut() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    weak var gone: UIView?
    let pin: NSLayoutConstraint = {
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      gone = child
      let pin = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
      pin.isActive = true
      root.layoutIfNeeded()
      child.removeFromSuperview()
      return pin
    }()
    #expect(gone == nil, "a constraint does not keep its item alive")
    #expect(pin.firstItem == nil && pin.secondItem === root)
    #expect(!pin.isActive && root.constraints.isEmpty, "removeFromSuperview removed it, as in UIKit")
    root.layoutIfNeeded()
  }

  /// UIKit's `removeFromSuperview()`: the constraints that refer to the view or to any view of
  /// its subtree and are installed outside it are removed (deactivated); those installed inside
  /// the subtree and those between other views stay. Moving the view with `addSubview` does
  /// the same.
  @Test func removeFromSuperviewRemovesTheConstraintsThatReferToItsSubtree() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let card = UIView(), title = UIView(), other = UIView(), elsewhere = UIView()
    for view in [card, title, other] { view.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(card)
    card.addSubview(title)
    root.addSubview(other)
    root.addSubview(elsewhere)
    let cardToRoot = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let titleToRoot = title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    let titleToCard = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
    let otherToRoot = other.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)
    let guideToOther = other.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor)
    let cardWidth = card.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([cardToRoot, titleToRoot, titleToCard, otherToRoot, guideToOther, cardWidth])
    root.layoutIfNeeded()
    card.removeFromSuperview()
    #expect(!cardToRoot.isActive && !titleToRoot.isActive, "outside, referring to the subtree")
    #expect(!guideToOther.isActive, "referring to a guide the subtree owns")
    #expect(titleToCard.isActive && cardWidth.isActive, "installed inside the subtree")
    #expect(otherToRoot.isActive, "not referring to the subtree")
    #expect(root.constraints.count == 1 && root.constraints.first === otherToRoot)
    root.addSubview(card)
    #expect(!cardToRoot.isActive, "a removed constraint does not come back with the view")
    cardToRoot.isActive = true
    elsewhere.addSubview(card)
    #expect(!cardToRoot.isActive && titleToCard.isActive, "moving the view removes them too")
  }

  @Test func updateConstraintsRunsSubviewsFirstBeforeLayoutSubviews() {
    final class Recorder: UIView {
      var log: [String] = []
      var name = ""
      weak var sink: Recorder?
      override func updateConstraints() {
        (sink ?? self).log.append("update \(name)")
        super.updateConstraints()
      }
      override func layoutSubviews() { (sink ?? self).log.append("layout \(name)") }
    }
    let root = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.name = "root"
    let child = Recorder()
    child.name = "child"
    child.sink = root
    root.addSubview(child)
    root.layoutIfNeeded()
    root.log.removeAll()
    child.setNeedsUpdateConstraints()
    root.setNeedsUpdateConstraints()
    #expect(root.needsUpdateConstraints())
    root.layoutIfNeeded()
    #expect(root.log == ["update child", "update root", "layout root", "layout child"])
    #expect(!root.needsUpdateConstraints())
  }

  @Test func rawValuesAndDescriptionsMatchUIKit() {
    #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
    #expect(NSLayoutConstraint.Attribute.centerY.rawValue == 10)
    #expect(NSLayoutConstraint.Attribute.lastBaseline.rawValue == 11)
    #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
    #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    let c = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -4)
    #expect(c.firstItem === child && c.secondItem === root)
    #expect(c.firstAttribute == .width && c.secondAttribute == .width && c.relation == .equal)
    #expect(c.multiplier == 0.5 && c.constant == -4 && c.priority == .required && !c.isActive)
    #expect(c.description == "<NSLayoutConstraint UIView.width == 0.5*UIView.width - 4>")
    let constant = child.heightAnchor.constraint(lessThanOrEqualToConstant: 44)
    #expect(constant.secondItem == nil && constant.secondAttribute == .notAnAttribute)
  }
}
