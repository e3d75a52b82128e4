import Foundation
import HeadlessUIKit

/// The detail side of a Magic Move (seed 003's `YXLShowDetailViewController`): the view the
/// grid's snapshot lands on.
@preconcurrency @MainActor
public protocol MagicMoveDetailViewController: UIViewController {
  /// Where the snapshot lands; hidden during the flight (the seed's `detailImageView`).
  var detailImageView: UIView { get }
}
