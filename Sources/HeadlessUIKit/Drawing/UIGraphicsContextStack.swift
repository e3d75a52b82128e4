import Foundation

/// UIKit's stack of current graphics contexts: image renderers, `UIGraphicsBeginImageContext…`
/// and views' `draw(_:)` push theirs; `UIGraphicsGetCurrentContext()` reads the top.
///
/// - Note: UIKit difference: UIKit keeps one stack per thread; HeadlessUIKit keeps one per
///   process (drawing happens on the main actor).
enum UIGraphicsContextStack {
  /// A context and, for `UIGraphicsBeginImageContext…` entries, its image options.
  struct Entry {
    var context: CGContext
    /// Whether `UIGraphicsBeginImageContext…` pushed it (only those give an image back).
    var isImageContext: Bool
    var isOpaque: Bool
  }

  private static let entries = LockedValue<[Entry]>([])

  static var current: CGContext? { entries.value.last?.context }
  static var top: Entry? { entries.value.last }

  static func push(_ context: CGContext, isImageContext: Bool = false, isOpaque: Bool = false) {
    entries.value.append(Entry(context: context, isImageContext: isImageContext, isOpaque: isOpaque))
  }

  @discardableResult
  static func pop() -> Entry? { entries.value.popLast() }

  /// Runs `body` with `context` current.
  static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    push(context)
    defer { pop() }
    return try body()
  }
}

/// The current graphics context, as `UIGraphicsGetCurrentContext()`: the innermost image
/// renderer's or image context's, or the view's during `draw(_:)`; nil when none.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

/// Makes `context` the current context, as `UIGraphicsPushContext(_:)`.
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(context) }

/// Restores the context current before the last `UIGraphicsPushContext`, as
/// `UIGraphicsPopContext()`.
public func UIGraphicsPopContext() { UIGraphicsContextStack.pop() }

/// Starts an image context of `size` points and makes it current, as
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: `scale` 0 means the main screen's scale.
///
/// - Note: UIKit difference: `opaque` is recorded (the image reports it) but the picture keeps
///   its alpha: nothing drawn where the context was not painted stays transparent.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  precondition(
    size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite,
    "UIGraphicsBeginImageContextWithOptions: invalid size \(size)")
  let resolved = scale > 0 ? scale : MainActor.assumeIsolated { UIScreen.main.scale }
  UIGraphicsContextStack.push(CGContext(size: size, scale: resolved), isImageContext: true, isOpaque: opaque)
}

/// As `UIGraphicsBeginImageContext(_:)`: a transparent context at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// An image of what the current image context has drawn, as
/// `UIGraphicsGetImageFromCurrentImageContext()`; nil when the current context is not one
/// `UIGraphicsBeginImageContext…` started.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = UIGraphicsContextStack.top, top.isImageContext else { return nil }
  return UIImage(picture: top.context.picture())
}

/// Ends the current image context, as `UIGraphicsEndImageContext()`.
///
/// - Precondition: the current context is an image context (UIKit logs and ignores the call
///   otherwise; here it is a programming error that traps).
public func UIGraphicsEndImageContext() {
  guard let top = UIGraphicsContextStack.top, top.isImageContext else {
    preconditionFailure("UIGraphicsEndImageContext(): the current context is not an image context")
  }
  UIGraphicsContextStack.pop()
}
