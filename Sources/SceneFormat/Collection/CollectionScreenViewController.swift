import Animators
import Foundation
import HeadlessUIKit

/// A screen whose collection declares `layoutToLayout: true`: a `UICollectionViewController`
/// with `useLayoutToLayoutNavigationTransitions`, so a push between two of them moves the
/// items from one layout to the other (UIKit's default animation for it).
@MainActor
final class CollectionScreenViewController: UICollectionViewController, SceneCollectionScreen,
  MagicMoveGridViewController
{
  let spec: ScreenSpec
  private let source: SceneCollectionDataSource

  init(_ spec: ScreenSpec, collection: CollectionSpec) {
    self.spec = spec
    source = SceneCollectionDataSource(collection)
    super.init(
      collectionViewLayout: SceneCollectionDataSource.makeLayout(collection.primaryLayout(screen: spec.name)))
    title = spec.title
    if let symbol = spec.tabImage { tabBarItem.image = UIImage(systemName: symbol) }
    useLayoutToLayoutNavigationTransitions = true
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = UIColor(spec.background)
    source.register(in: collectionView)
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    source.collectionView(collectionView, numberOfItemsInSection: section)
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    source.collectionView(collectionView, cellForItemAt: indexPath)
  }

  var sceneCollectionView: UICollectionView? { collectionView }

  func sceneLayout(named name: String) -> UICollectionViewLayout? { source.layout(named: name) }

  var mainCollectionView: UICollectionView { collectionView }

  func magicMoveView(in cell: UICollectionViewCell) -> UIView { cell.contentView }
}
