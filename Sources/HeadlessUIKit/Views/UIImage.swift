import Foundation

/// An image, as UIKit's `UIImage` — here only SF Symbols from a small built-in set, drawn by
/// the bars as vector glyphs.
///
/// - Note: UIKit difference: bitmap images are not implemented; the only initializer is
///   `init?(systemName:)`, which knows the names in ``SymbolGlyph/names`` and, as UIKit does
///   for unknown symbols, returns nil for any other name.
public final class UIImage: Sendable, Hashable, CustomStringConvertible {
  /// The symbol's name.
  public let symbolName: String
  let glyph: SymbolGlyph

  /// The symbol names `init(systemName:)` accepts (HeadlessUIKit's built-in set).
  public static var builtInSymbolNames: [String] { SymbolGlyph.names }

  /// The system symbol `name`, as `init(systemName:)`; nil when the name is not one of the
  /// built-in symbols.
  public init?(systemName name: String) {
    guard let glyph = SymbolGlyph(name: name) else { return nil }
    self.symbolName = name
    self.glyph = glyph
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.symbolName == rhs.symbolName }
  public func hash(into hasher: inout Hasher) { hasher.combine(symbolName) }
  public var description: String { "UIImage(systemName: \"\(symbolName)\")" }
}
