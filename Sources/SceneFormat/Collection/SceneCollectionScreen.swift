import Foundation
import HeadlessUIKit

/// A scene screen with a collection view: what a script `layout` entry needs.
@MainActor
protocol SceneCollectionScreen: UIViewController {
  /// The screen the scene declares.
  var spec: ScreenSpec { get }
  /// The screen's collection view (nil when the screen declares none).
  var sceneCollectionView: UICollectionView? { get }
  /// A new flow layout for the collection's layout named `name`, if declared.
  func sceneLayout(named name: String) -> UICollectionViewLayout?
}
