import Foundation
import HeadlessUIKit

/// Serves a ``CollectionSpec``'s items (one section) to a collection view, in
/// ``SceneCollectionCell``s.
@MainActor
final class SceneCollectionDataSource: UICollectionViewDataSource {
  let collection: CollectionSpec

  init(_ collection: CollectionSpec) { self.collection = collection }

  /// A flow layout with `spec`'s properties.
  static func makeLayout(_ spec: FlowLayoutSpec) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = spec.itemSize
    layout.minimumInteritemSpacing = spec.interitemSpacing
    layout.minimumLineSpacing = spec.lineSpacing
    layout.sectionInset = spec.insets
    layout.scrollDirection = spec.direction
    return layout
  }

  /// A new flow layout for the collection's layout named `name`, if declared.
  func layout(named name: String) -> UICollectionViewFlowLayout? {
    collection.layout(named: name).map(Self.makeLayout)
  }

  /// Registers the cell class, as `register(_:forCellWithReuseIdentifier:)`.
  func register(in collectionView: UICollectionView) {
    collectionView.register(SceneCollectionCell.self, forCellWithReuseIdentifier: SceneCollectionCell.reuseIdentifier)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    collection.items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: SceneCollectionCell.reuseIdentifier, for: indexPath)
    guard let sceneCell = cell as? SceneCollectionCell else {
      preconditionFailure("scene collection: dequeued a \(type(of: cell)), not a SceneCollectionCell")
    }
    sceneCell.configure(collection.items[indexPath.item])
    return sceneCell
  }
}
