import Foundation
import HeadlessUIKit

/// Where a `style: popover` presentation points: the `sourceView` (a view id in the presenting
/// screen), the permitted arrow directions and the presented screen's `preferredContentSize`,
/// and what a delegate answers when the popover would adapt.
public struct PopoverAnchor: Sendable, Equatable {
  /// The `id` of the source view in the presenting screen.
  public var source: String
  /// `permittedArrowDirections` (default `.any`).
  public var arrow: UIPopoverArrowDirection
  /// The presented screen's `preferredContentSize`; nil keeps UIKit's default popover size.
  public var size: CGSize?
  /// What the popover's delegate answers to `adaptivePresentationStyle(for:traitCollection:)`
  /// (`.none` keeps a popover on an iPhone); nil: no delegate, UIKit's own adaptation.
  public var adaptiveStyle: UIModalPresentationStyle?

  public init(
    source: String, arrow: UIPopoverArrowDirection = .any, size: CGSize? = nil,
    adaptiveStyle: UIModalPresentationStyle? = nil
  ) {
    self.source = source
    self.arrow = arrow
    self.size = size
    self.adaptiveStyle = adaptiveStyle
  }
}
