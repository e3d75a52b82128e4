import Foundation

@MainActor
extension CALayer {
  /// The ``DisplayItemSource`` naming this layer in display lists: the type of the view it
  /// backs (or its own type), the view's `accessibilityIdentifier`, its superlayer's source and
  /// its index among the superlayer's sublayers.
  ///
  /// The source is kept from frame to frame and made again only when the layer moved, its
  /// superlayer's source changed, or its identifier changed; a superlayer's source is computed
  /// first (the builder emits it first), so checking the cache costs O(1).
  ///
  /// - Parameter index: The layer's position among `superlayer.sublayers` when the caller
  ///   knows it; otherwise it is looked up (once, when the cache is stale).
  func displayItemSource(index: Int? = nil) -> DisplayItemSource {
    // The weak references are loaded once each (a weak load is an atomic retain).
    let superlayer = self.superlayer
    let delegate = self.delegate
    let parentSource = superlayer?.cachedDisplayItemSource
    let identifier = delegate?.accessibilityIdentifier
    // No closures here (`??`'s autoclosure, `map`): in this main-actor code each closure
    // checks the executor it runs on, a costly runtime call for every layer of every frame.
    if let cached = cachedDisplayItemSource, cached.parent === parentSource, cached.identifier == identifier {
      let sameIndex: Bool
      if let index {
        sameIndex = index == cached.index
      } else {
        sameIndex = isSublayer(at: cached.index, of: superlayer)
      }
      if sameIndex { return cached }
    }
    let position: Int
    if let index {
      position = index
    } else {
      position = superlayer?.sublayers?.firstIndex { $0 === self } ?? 0
    }
    let typeName: String
    if let delegate { typeName = Self.typeName(of: delegate) } else { typeName = Self.typeName(of: self) }
    let source = DisplayItemSource(
      typeName: typeName, identifier: identifier, parent: parentSource, index: position)
    cachedDisplayItemSource = source
    return source
  }

  /// ``displayItemSource(index:)`` for the layer at `index` among the sublayers of a layer
  /// whose source is `parentSource` (the display list builder, which has just made it): the
  /// cache is checked without loading the weak `superlayer` or reading its source. `delegate`
  /// is the layer's, which the builder has loaded.
  func displayItemSource(
    at index: Int, under parentSource: DisplayItemSource?, delegate: UIView?
  ) -> DisplayItemSource {
    let identifier = delegate?.accessibilityIdentifier
    if let cached = cachedDisplayItemSource, cached.parent === parentSource, cached.index == index,
      cached.identifier == identifier
    {
      return cached
    }
    let typeName: String
    if let delegate { typeName = Self.typeName(of: delegate) } else { typeName = Self.typeName(of: self) }
    let source = DisplayItemSource(typeName: typeName, identifier: identifier, parent: parentSource, index: index)
    cachedDisplayItemSource = source
    return source
  }

  /// The object's type name as `String(describing:)` writes it, remembered per type (a frame
  /// of 100,000 new views would ask 100,000 times). Read with `_typeName(_:qualified: false)`,
  /// what `String(describing:)` prints for a type, without first looking the metatype up in
  /// every protocol conformance of the process (about a million instructions a type).
  private static func typeName(of object: AnyObject) -> String {
    let key = ObjectIdentifier(type(of: object))
    if let known = typeNames[key] { return known }
    let name = _typeName(type(of: object), qualified: false)
    typeNames[key] = name
    return name
  }

  private static var typeNames: [ObjectIdentifier: String] = [:]

  /// Whether this layer is at `index` among its superlayer's sublayers (true for a root at 0).
  private func isSublayer(at index: Int, of superlayer: CALayer?) -> Bool {
    guard let superlayer else { return index == 0 }
    guard let sublayers = superlayer.sublayers, sublayers.indices.contains(index) else { return false }
    return sublayers[index] === self
  }
}
