import Foundation

/// Where display items came from: the view (or stand-alone layer) that emitted them, so an
/// error found while rasterising can name it.
///
/// A source is an immutable reference, shared by every item its layer emits and kept by the
/// model from frame to frame while the layer stays where it is: a ``DisplayList`` carries one
/// pointer per item (``DisplayList/sources``), so provenance costs no copying of strings.
public final class DisplayItemSource: Sendable, CustomStringConvertible {
  /// The type of the view the layer backs (`UILabel`, `CardView`), or of the layer itself
  /// when it backs no view (`CAShapeLayer`).
  public let typeName: String
  /// The view's `accessibilityIdentifier` (a scene file's view `id`), when it has one.
  public let identifier: String?
  /// The source of the superlayer, nil for a root (a window, a mask, a snapshot).
  public let parent: DisplayItemSource?
  /// The layer's position among its superlayer's sublayers.
  public let index: Int

  /// Creates the source of a layer at `index` among the sublayers of `parent`'s layer.
  public init(typeName: String, identifier: String?, parent: DisplayItemSource?, index: Int) {
    self.typeName = typeName
    self.identifier = identifier
    self.parent = parent
    self.index = index
  }

  /// The sublayer indices from the root down to this layer (empty for the root).
  public var indexPath: [Int] {
    var path: [Int] = []
    var node: DisplayItemSource? = self
    while let current = node, current.parent != nil {
      path.append(current.index)
      node = current.parent
    }
    return path.reversed()
  }

  /// The nearest source at or above this one that has an identifier.
  public var identifiedAncestor: DisplayItemSource? {
    var node: DisplayItemSource? = self
    while let current = node {
      if current.identifier != nil { return current }
      node = current.parent
    }
    return nil
  }

  /// `view 'title' (UILabel at 0.2.1)`, or `UILabel at 0.2.1 in view 'card'` when the view has
  /// no identifier but one of its superviews has, or `UILabel at 0.2.1`; the root's path is
  /// `root`.
  public var description: String {
    let path = indexPath.isEmpty ? "root" : indexPath.map(String.init).joined(separator: ".")
    if let identifier { return "view '\(identifier)' (\(typeName) at \(path))" }
    if let named = identifiedAncestor, let id = named.identifier { return "\(typeName) at \(path) in view '\(id)'" }
    return "\(typeName) at \(path)"
  }
}
