import Foundation

/// The root of a view hierarchy shown on a screen, as UIKit's `UIWindow`.
///
/// Setting `rootViewController` installs the controller's view to fill the window; the
/// controller receives its appearance callbacks when the window becomes visible
/// (`makeKeyAndVisible()`), or at once when the window is already visible.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The screen the window is shown on; rendering uses its scale.
  open var screen: UIScreen = .main
  public private(set) var isKeyWindow = false
  /// Delivers scripted touches (``sendTouch(_:)``).
  lazy var touchDispatcher = TouchDispatcher()
  /// The traits at the previous layout pass (see `announceTraitChangeIfNeeded()`).
  var lastTraitCollection: UITraitCollection?
  /// The simulated keyboard's frame in screen coordinates while it is shown
  /// (see `UIWindow+Keyboard.swift`).
  var keyboardFrame: CGRect?
  /// The drawn stand-in of the software keyboard while it is on screen or sliding (see
  /// `KeyboardView.swift`); drawn above the window's content, as iOS's keyboard window.
  var keyboardView: KeyboardView?
  /// The status bar appearance resolved at the last update (see `UIWindow+StatusBar.swift`).
  var statusBarAppearance = StatusBarAppearance()
  /// How many display items the window's last display list had: the next one reserves that
  /// much room (see `UIWindow+DisplayList.swift`).
  var displayItemCountHint = 0
  /// The window's first responder (see `UIResponder+FirstResponder.swift`).
  weak var firstResponder: UIResponder?

  /// A window covering `screen`.
  public convenience init(screen: UIScreen) {
    self.init(frame: screen.bounds)
    self.screen = screen
  }

  /// The next responder, as UIKit's `UIWindow.next`: the application
  /// (`UIApplication.shared`).
  ///
  /// - Note: UIKit difference: there are no scenes; on iOS 13 and later the window's
  ///   `UIWindowScene` comes between the window and the application.
  open override var next: UIResponder? { UIApplication.shared }

  /// The window's bounds. Changing the size of a key window that has a root view controller
  /// runs UIKit's size transition: `viewWillTransition(to:with:)` first, then the change
  /// (see `UIWindow+SizeTransition.swift`).
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      guard newValue.size != super.bounds.size, isKeyWindow, rootViewController != nil else {
        super.bounds = newValue
        return
      }
      transitionSize(to: newValue.size) { super.bounds = newValue }
    }
  }

  /// The window's root view controller, as `rootViewController`.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let oldValue {
        if isKeyWindow { oldValue.beginAppearanceTransition(false, animated: false) }
        oldValue.view.removeFromSuperview()
        if isKeyWindow { oldValue.endAppearanceTransition() }
      }
      if let root = rootViewController { install(root) }
    }
  }

  private func install(_ root: UIViewController) {
    if isKeyWindow { root.beginAppearanceTransition(true, animated: false) }
    root.view.frame = bounds
    addSubview(root.view)
    if isKeyWindow { root.endAppearanceTransition() }
  }

  /// Shows the window and makes it key; the root view controller's view appears
  /// (`viewWillAppear` then `viewDidAppear`), as `makeKeyAndVisible()`.
  open func makeKeyAndVisible() {
    isHidden = false
    guard !isKeyWindow else { return }
    isKeyWindow = true
    UIWindow.visibleWindows.append(WeakWindow(window: self))
    if let root = rootViewController {
      root.beginAppearanceTransition(true, animated: false)
      root.endAppearanceTransition()
    }
    updateStatusBarAppearance()
  }

  /// Windows made key and visible, in that order; the timeline's layout pass visits them.
  static var visibleWindows: [WeakWindow] = []

  struct WeakWindow {
    weak var window: UIWindow?
  }

  /// Keeps the root view controller's view and the full-screen presentation containers the
  /// size of the window, then announces a trait change (see `announceTraitChangeIfNeeded()`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    rootViewController?.view.frame = bounds
    for case let container as PresentationContainerView in subviews
    where container.presentationController?.acting.shouldPresentInFullscreen ?? false {
      container.frame = bounds
    }
    announceTraitChangeIfNeeded()
  }
}
