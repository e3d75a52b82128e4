import Foundation

/// What a view controller's `topLayoutGuide` and `bottomLayoutGuide` are, as UIKit's
/// `UILayoutSupport`: the edge of the content the bars leave free (`length`) and anchors to pin
/// content to it. iOS 11 deprecated these guides in favour of `safeAreaLayoutGuide`; code
/// written before then still uses them, so they work here as on iOS.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The guide's height: the bars' extent at its edge, as `length` (a top guide under a status
  /// bar and a navigation bar: their combined height).
  var length: CGFloat { get }
  /// The guide's top edge, as `topAnchor`.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge (for a top guide: where content may begin), as `bottomAnchor`.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height, as `heightAnchor`.
  var heightAnchor: NSLayoutDimension { get }
}

/// A view controller's top or bottom layout guide: a system guide of its view that spans the
/// view's top (or bottom) safe-area inset.
final class ViewControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
  var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
  /// The guide above the content (status bar, navigation bar), as UIKit's `topLayoutGuide`:
  /// `length` is the view's top safe-area inset, and `bottomAnchor` is where content may begin.
  /// Deprecated in iOS 11 for `view.safeAreaLayoutGuide.topAnchor`; both follow the same edge.
  public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(kind: .topLayoutSupport) }

  /// The guide below the content (tab bar, toolbar, home indicator), as UIKit's
  /// `bottomLayoutGuide`: `length` is the view's bottom safe-area inset, and `topAnchor` is
  /// where content must end. Deprecated in iOS 11 for `view.safeAreaLayoutGuide.bottomAnchor`.
  public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(kind: .bottomLayoutSupport) }

  private func layoutSupportGuide(kind: UILayoutGuide.Kind) -> ViewControllerLayoutSupportGuide {
    let identifier =
      kind == .topLayoutSupport ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    if let guide = view.layoutGuides.first(where: { $0.kind == kind }) as? ViewControllerLayoutSupportGuide {
      return guide
    }
    let guide = ViewControllerLayoutSupportGuide(kind: kind, owningView: view, identifier: identifier)
    view.autoLayout.margins.guides.append(guide)
    LayoutEngine.structureDidChange(in: view)
    return guide
  }
}
