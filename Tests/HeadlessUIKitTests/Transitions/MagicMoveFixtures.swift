import Animators
import Foundation

@testable import HeadlessUIKit

/// Seed 003's grid: a collection view at (0, 100) with six 100 × 100 items, three to a row
/// (45 pt apart), whose cells are coloured content views.
@MainActor
final class MagicMoveGrid: UIViewController, MagicMoveGridViewController, UICollectionViewDataSource {
  let mainCollectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    return UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 744), collectionViewLayout: layout)
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    mainCollectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    mainCollectionView.dataSource = self
    view.addSubview(mainCollectionView)
  }

  func magicMoveView(in cell: UICollectionViewCell) -> UIView { cell.contentView }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.contentView.backgroundColor = .systemPurple
    return cell
  }
}

/// Seed 003's detail screen: the target is a 300 × 300 view at (10, 150) inside a card at
/// (10, 50), so (20, 200, 300, 300) in the window.
@MainActor
final class MagicMoveDetail: UIViewController, MagicMoveDetailViewController {
  let detailImageView = UIView(frame: CGRect(x: 10, y: 150, width: 300, height: 300))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGray6
    let card = UIView(frame: CGRect(x: 10, y: 50, width: 340, height: 500))
    card.addSubview(detailImageView)
    view.addSubview(card)
  }
}

/// A UIKit-style context whose transition can be cancelled by the test (as a percent-driven
/// cancel does), recording `completeTransition`.
@MainActor
final class MagicMoveContext: UIViewControllerContextTransitioning {
  let containerView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let isAnimated = true
  let isInteractive = false
  var transitionWasCancelled = false
  let presentationStyle = UIModalPresentationStyle.none
  let targetTransform = CGAffineTransform.identity
  let from: UIViewController
  let to: UIViewController
  var completed: [Bool] = []

  init(from: UIViewController, to: UIViewController) {
    self.from = from
    self.to = to
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {}
  func finishInteractiveTransition() {}
  func cancelInteractiveTransition() { transitionWasCancelled = true }
  func pauseInteractiveTransition() {}
  func completeTransition(_ didComplete: Bool) { completed.append(didComplete) }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : to
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .from ? from.view : to.view }
  func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
  func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }
}
