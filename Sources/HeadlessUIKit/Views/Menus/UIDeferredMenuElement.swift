import Foundation

/// A placeholder for menu elements that are loaded when the menu appears, as UIKit's
/// `UIDeferredMenuElement` (iOS 14). The provider receives a completion to call with the
/// elements; a cached element (the default) asks once and keeps the result, an `uncached` one
/// asks every time the menu appears.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
  /// The closure that loads the elements, as the `elementProvider` argument.
  public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

  private let provider: ElementProvider
  private let isCached: Bool
  /// The elements the provider gave last (empty until it calls its completion).
  private(set) var resolvedElements: [UIMenuElement] = []
  private var hasResolved = false

  private init(provider: @escaping ElementProvider, isCached: Bool) {
    self.provider = provider
    self.isCached = isCached
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// A deferred element whose elements are loaded the first time its menu appears and kept,
  /// as `UIDeferredMenuElement(_:)`.
  public convenience init(_ elementProvider: @escaping ElementProvider) {
    self.init(provider: elementProvider, isCached: true)
  }

  /// A deferred element whose elements are loaded every time its menu appears, as
  /// `UIDeferredMenuElement.uncached(_:)` (iOS 15).
  public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
    UIDeferredMenuElement(provider: elementProvider, isCached: false)
  }

  /// The actions among the resolved elements, depth first.
  var resolvedActions: [UIAction] { UIMenu(children: resolvedElements).allActions }

  /// Asks the provider for the elements (once when cached), as the menu appearing does.
  func resolve() {
    if isCached && hasResolved { return }
    hasResolved = true
    provider { [weak self] elements in self?.resolvedElements = elements }
  }
}
