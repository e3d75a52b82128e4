import Foundation
import HeadlessUIKit

/// Everything a cancelled transition must leave as it found: for every view under a root, in
/// depth-first order, which view it is, its superview, its model geometry and look, and what its
/// layer presents (so an animation left attached, or a layer left frozen, shows up too).
///
/// Take one before a transition and compare it with one taken after the transition was
/// cancelled: equal means the hierarchy, transforms, alpha, corner radii and clipping are
/// exactly as before. Views are compared by identity only when named in `identifying` (the
/// controllers' views a test cares about); the others by type and state, so private views a
/// container rebuilds with the same content (a navigation bar's labels) compare equal.
public struct ViewTreeSnapshot: Equatable, Sendable, CustomStringConvertible {
  /// One view's state.
  public struct Entry: Equatable, Sendable, CustomStringConvertible {
    /// The view's identity when it was named in `identifying`, else nil.
    public var view: ObjectIdentifier?
    public var name: String
    public var depth: Int
    public var frame: CGRect
    public var transform: CGAffineTransform
    public var alpha: CGFloat
    public var isHidden: Bool
    public var clipsToBounds: Bool
    public var cornerRadius: CGFloat
    public var layerSpeed: Float
    public var presentation: CALayerPresentation?
    /// A label's text and colour (a bar's selected title changes colour), nil for other views.
    public var label: String?

    public var description: String {
      "\(String(repeating: "  ", count: depth))\(name) frame \(frame) transform \(transform) alpha \(alpha)"
        + " hidden \(isHidden) clips \(clipsToBounds) radius \(cornerRadius) speed \(layerSpeed)"
        + " shown \(presentation.map { "\($0.transform.affineTransform) \($0.opacity) \($0.cornerRadius)" } ?? "-")"
        + (label.map { " label \($0)" } ?? "")
    }
  }

  public private(set) var entries: [Entry] = []

  /// The state of `root` and every view under it (depth first, so the order of siblings and
  /// the depth record the hierarchy); the views in `identifying` are also compared by identity.
  @MainActor public init(_ root: UIView, identifying: [UIView] = []) {
    visit(root, depth: 0, identifying: Set(identifying.map(ObjectIdentifier.init)))
  }

  @MainActor private mutating func visit(_ view: UIView, depth: Int, identifying: Set<ObjectIdentifier>) {
    let id = ObjectIdentifier(view)
    entries.append(
      Entry(
        view: identifying.contains(id) ? id : nil, name: String(describing: type(of: view)), depth: depth,
        frame: view.frame, transform: view.transform, alpha: view.alpha, isHidden: view.isHidden,
        clipsToBounds: view.clipsToBounds, cornerRadius: view.layer.cornerRadius, layerSpeed: view.layer.speed,
        presentation: view.layer.presentation(),
        label: (view as? UILabel).map { "'\($0.text ?? "")' \(String(describing: $0.textColor))" }))
    for subview in view.subviews { visit(subview, depth: depth + 1, identifying: identifying) }
  }

  public var description: String { entries.map(\.description).joined(separator: "\n") }

  /// The entries that differ from `other`'s, as "- before / + after" lines (empty when equal),
  /// for failure messages.
  public func differences(from other: ViewTreeSnapshot) -> String {
    var lines: [String] = []
    if entries.count != other.entries.count {
      lines.append("\(other.entries.count) views before, \(entries.count) now")
    }
    for (old, new) in zip(other.entries, entries) where old != new {
      lines.append("- \(old)\n  \(old.presentation.map(String.init(describing:)) ?? "-")")
      lines.append("+ \(new)\n  \(new.presentation.map(String.init(describing:)) ?? "-")")
    }
    return lines.joined(separator: "\n")
  }
}
