import Foundation

/// What a custom detent's resolver is given, as `UISheetPresentationControllerDetentResolutionContext`
/// (iOS 16): the container's traits and the largest value a detent may have (the large
/// detent's), both in the safe area of the sheet.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The trait collection of the sheet's container view, as `containerTraitCollection`.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest value a detent may have (the large detent's height within the sheet's safe
  /// area), as `maximumDetentValue`.
  var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
  /// A height where a sheet rests, as `UISheetPresentationController.Detent` (iOS 15): the
  /// system `medium()` and `large()` detents, or a `custom(identifier:resolver:)` one (iOS 16).
  /// A detent's value is the sheet's height within its safe area: the sheet's frame is that
  /// tall plus the container's bottom safe-area inset.
  @preconcurrency @MainActor
  public class Detent: NSObject {
    /// A detent's identifier, as `UISheetPresentationController.Detent.Identifier`: `.medium`,
    /// `.large`, or the one given to a custom detent.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public var rawValue: String
      /// An identifier with the given string, as `init(_:)`.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// An identifier with the given string, as `init(rawValue:)`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The system medium detent's identifier, as `medium`.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The system large detent's identifier, as `large`.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The medium detent's value as a fraction of the container's height: UIKit documents
    /// only "approximately half the height of the screen"; measurements on iPhones put the
    /// sheet (value plus the bottom safe-area inset) at about 53 % of the screen, which half the
    /// screen plus the home indicator's 34 pt reproduces (456 of 844 pt on an iPhone 14).
    public static let mediumFractionOfContainerHeight: CGFloat = 0.5

    /// The detent's identifier, as `identifier` (iOS 16).
    public let identifier: Identifier
    private let kind: Kind

    /// How the detent's value is found.
    private enum Kind {
      case medium, large
      case custom((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
    }

    private init(identifier: Identifier, kind: Kind) {
      self.identifier = identifier
      self.kind = kind
      super.init()
    }

    /// The system detent at about half the screen's height, as `medium()`; inactive in a
    /// compact height (an iPhone in landscape).
    public class func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }

    /// The system detent at the sheet's full height, as `large()`.
    public class func large() -> Detent { Detent(identifier: .large, kind: .large) }

    /// A detent whose value `resolver` computes from the context, as
    /// `custom(identifier:resolver:)` (iOS 16); nil makes it inactive. The value is clamped to
    /// `0…maximumDetentValue`. Without an identifier one is generated.
    public class func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), kind: .custom(resolver))
    }

    /// The detent's value in `context`, as `resolvedValue(in:)` (iOS 16): nil when the detent
    /// is inactive there.
    public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
      let value: CGFloat?
      switch kind {
      case .large:
        value = context.maximumDetentValue
      case .medium:
        guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
        value = Self.mediumValue(in: context)
      case .custom(let resolver):
        value = resolver(context)
      }
      return value.map { min(max($0, 0), context.maximumDetentValue) }
    }

    /// The medium detent's value: half the container's height.
    private static func mediumValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat {
      guard let context = context as? DetentResolutionContext else { return context.maximumDetentValue / 2 }
      return (context.containerHeight * mediumFractionOfContainerHeight).rounded()
    }
  }

  /// The context the sheet resolves its detents in.
  @MainActor final class DetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    /// The container's height (the medium detent's base).
    let containerHeight: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat, containerHeight: CGFloat) {
      self.containerTraitCollection = containerTraitCollection
      self.maximumDetentValue = maximumDetentValue
      self.containerHeight = containerHeight
      super.init()
    }
  }
}
