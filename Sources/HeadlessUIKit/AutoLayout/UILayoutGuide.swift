import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`:
/// it has the anchors of a view, is added to a view with `UIView.addLayoutGuide(_:)` and
/// positioned by constraints, and draws nothing and receives no touches. Use it for the space
/// between views or to group views without a container view.
///
/// A view's `safeAreaLayoutGuide`, `layoutMarginsGuide` and `readableContentGuide` are layout
/// guides the view keeps at its safe area, layout margins and readable width; constraints to
/// them follow the insets as they change.
@preconcurrency @MainActor
open class UILayoutGuide {
  /// What a guide tracks: nothing (a guide you create), or an inset rectangle of its view.
  enum Kind {
    case custom
    case safeArea
    case layoutMargins
    /// A view's `readableContentGuide`: its margins narrowed to the readable width.
    case readableContent
    /// A view controller's `topLayoutGuide`: the strip above its view's safe area.
    case topLayoutSupport
    /// A view controller's `bottomLayoutGuide`: the strip below its view's safe area.
    case bottomLayoutSupport
  }

  let kind: Kind
  weak var storedOwningView: UIView?

  /// A name shown in logs, as `identifier` (UIKit's system guides are named
  /// `UIViewSafeAreaLayoutGuide` and `UIViewLayoutMarginsGuide`; a guide you create has "").
  open var identifier = ""

  /// Creates a guide to add to a view with `addLayoutGuide(_:)`, as `init()`.
  public init() { kind = .custom }

  init(kind: Kind, owningView: UIView, identifier: String) {
    self.kind = kind
    self.storedOwningView = owningView
    self.identifier = identifier
  }

  /// The view that owns the guide, as `owningView`: set by `addLayoutGuide(_:)`, cleared by
  /// `removeLayoutGuide(_:)`. Setting it moves the guide to that view (nil removes it), as in
  /// UIKit.
  open var owningView: UIView? {
    get { storedOwningView }
    set {
      guard newValue !== storedOwningView else { return }
      if let newValue { newValue.addLayoutGuide(self) } else { storedOwningView?.removeLayoutGuide(self) }
    }
  }

  /// The guide's rectangle in its owning view's coordinate space, as `layoutFrame`. For a
  /// system guide it is the owning view's bounds inset by its safe area or layout margins; for
  /// a guide you create it is the rectangle the last layout pass solved (`.zero` before one, or
  /// without an owning view).
  open var layoutFrame: CGRect {
    guard let view = storedOwningView else { return .zero }
    switch kind {
    case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
    case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
    case .readableContent: return view.bounds.inset(by: view.readableContentInsets)
    case .topLayoutSupport, .bottomLayoutSupport: return view.bounds.inset(by: layoutSupportInsets(in: view))
    case .custom: return LayoutEngine.solvedFrame(of: self, in: view) ?? .zero
    }
  }

  /// The leading edge of the guide, as `leadingAnchor`: left, or right when its owning view lays
  /// out right to left.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge of the guide, as `trailingAnchor`: right, or left when its owning view
  /// lays out right to left.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge of the guide, as `leftAnchor`.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge of the guide, as `rightAnchor`.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge of the guide, as `topAnchor`.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge of the guide, as `bottomAnchor`.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The horizontal centre of the guide, as `centerXAnchor`.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical centre of the guide, as `centerYAnchor`.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The width of the guide, as `widthAnchor`.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height of the guide, as `heightAnchor`.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UILayoutGuide {
  /// The insets from its owning view's bounds a view controller's top or bottom layout guide
  /// keeps: the top guide spans the view's top safe-area inset, the bottom guide its bottom one.
  func layoutSupportInsets(in view: UIView) -> UIEdgeInsets {
    let safe = view.safeAreaInsets
    let height = view.bounds.height
    switch kind {
    case .topLayoutSupport: return UIEdgeInsets(top: 0, left: 0, bottom: max(0, height - safe.top), right: 0)
    case .bottomLayoutSupport: return UIEdgeInsets(top: max(0, height - safe.bottom), left: 0, bottom: 0, right: 0)
    case .custom, .safeArea, .layoutMargins, .readableContent: return .zero
    }
  }
}
