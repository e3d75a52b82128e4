import Foundation

/// The `item` and `target` fields of a push with the `magicMove` animator.
public struct MagicMoveSpec: Sendable, Equatable {
  /// The item of the top screen's collection view that is selected (section 0) and flies.
  public var item: Int
  /// The id of the view on the pushed screen the snapshot lands on (its `detailImageView`).
  public var target: String

  public init(item: Int, target: String) {
    self.item = item
    self.target = target
  }
}
