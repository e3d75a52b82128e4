import Foundation
import HeadlessUIKit

/// How a sheet presentation (`style: pageSheet | formSheet | automatic`) configures its
/// `sheetPresentationController` before `present`: the `detents`, the selected and largest
/// undimmed detents, the grabber, the corner radius and the compact-height edge attachment.
public struct SheetSpec: Sendable, Equatable {
  /// A detent of the scene format: UIKit's `medium`/`large`, or a custom detent of a fixed
  /// height in points (`custom(identifier:resolver:)` with the height as its identifier).
  public enum Detent: Sendable, Equatable, CustomStringConvertible {
    case medium, large
    case height(Double)

    /// The UIKit detent.
    @MainActor public var detent: UISheetPresentationController.Detent {
      switch self {
      case .medium: .medium()
      case .large: .large()
      case .height(let points): .custom(identifier: identifier) { _ in CGFloat(points) }
      }
    }

    /// The UIKit detent's identifier.
    public var identifier: UISheetPresentationController.Detent.Identifier {
      switch self {
      case .medium: .medium
      case .large: .large
      case .height(let points): .init("flipbook.height.\(points)")
      }
    }

    public var description: String {
      switch self {
      case .medium: "medium"
      case .large: "large"
      case .height(let points): SceneDecoder.format(points)
      }
    }
  }

  /// `detents` (default `[large]`).
  public var detents: [Detent]
  /// `selectedDetentIdentifier`; nil: the smallest detent.
  public var selected: Detent?
  /// `largestUndimmedDetentIdentifier`; nil: dimmed at every detent.
  public var undimmed: Detent?
  /// `prefersGrabberVisible`.
  public var grabber: Bool
  /// `preferredCornerRadius`; nil: the system's.
  public var cornerRadius: Double?
  /// `prefersEdgeAttachedInCompactHeight`.
  public var edgeAttached: Bool

  public init(
    detents: [Detent] = [.large], selected: Detent? = nil, undimmed: Detent? = nil, grabber: Bool = false,
    cornerRadius: Double? = nil, edgeAttached: Bool = false
  ) {
    self.detents = detents
    self.selected = selected
    self.undimmed = undimmed
    self.grabber = grabber
    self.cornerRadius = cornerRadius
    self.edgeAttached = edgeAttached
  }

  /// Configures `sheet` as the spec says.
  @MainActor public func apply(to sheet: UISheetPresentationController) {
    sheet.detents = detents.map(\.detent)
    sheet.selectedDetentIdentifier = selected?.identifier
    sheet.largestUndimmedDetentIdentifier = undimmed?.identifier
    sheet.prefersGrabberVisible = grabber
    sheet.preferredCornerRadius = cornerRadius.map { CGFloat($0) }
    sheet.prefersEdgeAttachedInCompactHeight = edgeAttached
  }
}
