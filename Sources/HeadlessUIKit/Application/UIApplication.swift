import Foundation

/// The app, as `UIApplication.shared`: its windows, its key window, the status bar appearance
/// its key window resolved, and the memory warning it relays to view controllers.
///
/// The application is a ``UIResponder``: the last in the chain (the windows' `next`); its
/// own `next` is nil, as there is no app delegate.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The app object, as `UIApplication.shared`.
  public static let shared = UIApplication()

  /// Posted by ``sendMemoryWarning()``, as `UIApplication.didReceiveMemoryWarningNotification`.
  public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// Creates the application object, which UIKit does once at launch; code reads it from
  /// ``shared``.
  ///
  /// - Precondition: there is no application object yet (UIKit raises "There can only be one
  ///   UIApplication instance").
  public override init() {
    precondition(
      !Self.exists, "UIApplication(): there can only be one UIApplication instance; use UIApplication.shared")
    Self.exists = true
    super.init()
  }

  private static var exists = false

  /// The visible windows, in the order they were made key and visible, as `windows`.
  public var windows: [UIWindow] { UIWindow.visibleWindows.compactMap(\.window) }

  /// The window made key and visible last, as `keyWindow` (deprecated in iOS 13, still used).
  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  /// The status bar style the key window resolved at its last status bar update (see
  /// `UIViewController.setNeedsStatusBarAppearanceUpdate()`), as `statusBarStyle`.
  public var statusBarStyle: UIStatusBarStyle { keyWindow?.statusBarAppearance.style ?? .default }

  /// Whether the key window's status bar is hidden, as `isStatusBarHidden`.
  public var isStatusBarHidden: Bool { keyWindow?.statusBarAppearance.isHidden ?? false }

  /// The status bar's rectangle in screen coordinates, as `statusBarFrame` (deprecated in
  /// iOS 13, still read by older presentation code): the key window's width by its top
  /// safe-area inset (the status bar's height on that device; none in landscape, where an
  /// iPhone hides it), or `.zero` while the status bar is hidden or there is no key window.
  public var statusBarFrame: CGRect {
    guard let window = keyWindow, !isStatusBarHidden else { return .zero }
    return CGRect(
      x: 0, y: 0, width: window.bounds.width,
      height: window.screen.safeAreaInsets(forWindowSize: window.bounds.size).top)
  }

  /// Simulates a low-memory warning, as the iOS Simulator's "Simulate Memory Warning": posts
  /// `didReceiveMemoryWarningNotification` on `NotificationCenter.default`, then calls
  /// `didReceiveMemoryWarning()` on every view controller of the visible windows — each root,
  /// its children (depth first) and the controllers it presents.
  ///
  /// - Note: UIKit difference: there is no such public method on iOS; the system sends the
  ///   warning. This is how a Linux test triggers it.
  public func sendMemoryWarning() {
    NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
    for window in windows {
      if let root = window.rootViewController { Self.warn(root) }
    }
  }

  private static func warn(_ controller: UIViewController) {
    controller.didReceiveMemoryWarning()
    for child in controller.children { warn(child) }
    if let presented = controller.presentedViewController, presented.presentingViewController === controller {
      warn(presented)
    }
  }
}
