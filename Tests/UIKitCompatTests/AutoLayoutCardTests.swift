import Testing
import UIKit

/// A card laid out with anchors, as iOS code writes it: pinned to its controller's view, a
/// label centred in it with the item/attribute initializer, and a bottom constraint whose
/// `constant` slides it up inside `UIView.animate` + `layoutIfNeeded()`.
final class CardViewController: UIViewController {
  let card = UIView()
  let badge = UIView()
  var cardBottom: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear
    card.backgroundColor = .systemBlue
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)

    cardBottom = card.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 200)
    cardBottom.identifier = "card.bottom"
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      card.heightAnchor.constraint(equalToConstant: 200),
      cardBottom,
    ])
    card.addConstraints([
      NSLayoutConstraint(
        item: badge, attribute: .centerX, relatedBy: .equal, toItem: card, attribute: .centerX, multiplier: 1,
        constant: 0),
      NSLayoutConstraint(
        item: badge, attribute: .top, relatedBy: .equal, toItem: card, attribute: .top, multiplier: 1, constant: 12),
      NSLayoutConstraint(
        item: badge, attribute: .width, relatedBy: .equal, toItem: card, attribute: .width, multiplier: 0.5,
        constant: 0),
      NSLayoutConstraint(
        item: badge, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 40),
    ])
  }

  func slideIn() {
    cardBottom.constant = -16
    UIView.animate(
      withDuration: 0.4, delay: 0, options: [.curveLinear],
      animations: {
        self.view.layoutIfNeeded()
      })
  }
}

@MainActor
@Suite("iOS-style Auto Layout: a presented card pinned with anchors slides in by its constant (Swift 5 mode)")
struct AutoLayoutCardTests {
  @Test func thePresentedCardIsLaidOutAndItsConstantAnimates() {
    let root = makeScreen("Root", color: .white)
    let cardController = CardViewController()
    cardController.modalPresentationStyle = .overFullScreen
    let bench = TestBench(root: root)
    bench.at(0.1) { root.present(cardController, animated: false) }
    bench.run(to: 0.2)
    let card = cardController.card
    #expect(card.frame == CGRect(x: 16, y: 600, width: 268, height: 200))
    #expect(cardController.badge.frame == CGRect(x: 67, y: 12, width: 134, height: 40))

    bench.at(0.3) { cardController.slideIn() }
    bench.run(to: 0.3)
    #expect(card.frame == CGRect(x: 16, y: 384, width: 268, height: 200), "the model takes the end frame at once")
    bench.run(to: 0.5)
    // Half-way through 0.4 s linear: the card's top is half-way from 600 to 384.
    let presentation = card.layer.presentation()!
    #expect(close(presentation.position.y - 100, 492))
    bench.run(to: 0.8)
    #expect(close(card.layer.presentation()!.position.y - 100, 384))
    #expect(cardController.badge.frame == CGRect(x: 67, y: 12, width: 134, height: 40))
  }
}
