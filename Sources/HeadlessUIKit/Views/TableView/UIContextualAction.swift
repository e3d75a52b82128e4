import Foundation

/// An action shown when a table row is swiped, as UIKit's `UIContextualAction`: a button with
/// a title and/or image on a coloured background (`systemRed` for `.destructive`, `systemGray`
/// for `.normal`) whose ``handler`` runs when it is tapped or performed by a full swipe. The
/// handler must call its completion handler: with true when it did the action (a deleted row
/// then animates out with the deletion the handler made), with false to put the row back.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// The kind of action, as `UIContextualAction.Style` (same raw values).
  public enum Style: Int, Sendable {
    /// An action that changes the row (default grey background).
    case normal = 0
    /// An action that removes the row (default red background).
    case destructive = 1
  }

  /// What runs when the action is chosen, as `UIContextualAction.Handler`: the action, the
  /// button view showing it, and the completion handler to call with whether it was done.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style, as `style`.
  public let style: Style
  /// The button's title, as `title` (white, 15 pt).
  open var title: String?
  /// The button's image, shown above the title, as `image`.
  open var image: UIImage?
  /// The handler, as `handler`.
  public let handler: Handler
  private var ownBackgroundColor: UIColor?

  /// The button's background colour, as `backgroundColor`: by default `systemRed` for a
  /// destructive action and `systemGray` for a normal one; setting nil restores the default
  /// (UIKit's null-resettable property).
  open var backgroundColor: UIColor! {
    get { ownBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { ownBackgroundColor = newValue }
  }

  /// An action with `style` and `title` running `handler`, as `init(style:title:handler:)`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}

/// The actions a swipe on a table row reveals, as UIKit's `UISwipeActionsConfiguration`: the
/// first action is the outermost button (the rightmost for a trailing swipe) and the one a
/// full swipe performs.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, outermost first, as `actions`.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action, as `performsFirstActionWithFullSwipe`
  /// (default true).
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`, as `init(actions:)`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
