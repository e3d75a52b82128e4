import Foundation
import Graphics

/// One item of a collection: its cell's content view colour, corner radius and label.
public struct CollectionItemSpec: Sendable, Equatable {
  /// The content view's background (default none).
  public var background: RGBA?
  /// The content view's corner radius (≥ 0; the content is clipped to it).
  public var cornerRadius: Double
  /// A `UILabel` filling the cell (text with `{index}` already replaced by the item's index).
  public var label: LabelSpec?

  public init(background: RGBA? = nil, cornerRadius: Double = 0, label: LabelSpec? = nil) {
    self.background = background
    self.cornerRadius = cornerRadius
    self.label = label
  }
}
