import Animators
import Foundation
import HeadlessUIKit

extension ScreenViewController: SceneCollectionScreen, MagicMoveGridViewController, MagicMoveDetailViewController {
  var sceneCollectionView: UICollectionView? { collectionView }

  func sceneLayout(named name: String) -> UICollectionViewLayout? {
    spec.collection?.layout(named: name).map(SceneCollectionDataSource.makeLayout)
  }

  /// The screen's collection view (the seed's `mainCollectionView`).
  var mainCollectionView: UICollectionView {
    loadViewIfNeeded()
    guard let collectionView else {
      preconditionFailure("scene screen '\(spec.name)' has no collection for a magic move to fly from")
    }
    return collectionView
  }

  /// The cell's content view: its colour, corners and label fly.
  func magicMoveView(in cell: UICollectionViewCell) -> UIView { cell.contentView }

  /// The view whose id the `magicMove` push named as `target`.
  var detailImageView: UIView {
    loadViewIfNeeded()
    guard let id = magicMoveTargetID, let view = viewsByID[id] else {
      preconditionFailure(
        "scene screen '\(spec.name)': no magic move target (id '\(magicMoveTargetID ?? "none")') for the snapshot")
    }
    return view
  }
}
