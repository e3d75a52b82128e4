import Dispatch
import Foundation

// `NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
// object: nil, queue: .main) { … }` — the usual keyboard observer in iOS code — behaves as on iOS.
//
// swift-corelibs-foundation runs an observer's block inline only when the posting code is on the
// observer's queue, which it tells by `OperationQueue.current`; for the main queue that is
// `Thread.isMainThread`. Once `dispatchMain()` has handed the main queue to a worker thread (a
// Swift Testing run on Linux, any `async` `main`), main-actor code is on the main queue but not
// on the main thread, so Foundation adds the block to `OperationQueue.main` and waits for it —
// while the poster itself holds the main queue: the post never returns. UIKit posts its
// notifications (keyboard, memory warning, text changes) from main-actor code, so every such
// observer would hang the test.
//
// This overload takes a non-optional queue, so Swift's overload ranking prefers it to
// Foundation's (`OperationQueue?`) for `queue: .main` and `queue: OperationQueue.main` without
// any change at the call site; `queue: nil` and an optional queue still reach Foundation.

extension NotificationCenter {
  /// Adds an entry to the notification center to call `block` on `queue` for the notifications
  /// named `name` sent by `obj`, as Foundation's `addObserver(forName:object:queue:using:)`;
  /// returns the observer token to pass to `removeObserver(_:)`.
  ///
  /// With `queue` the main operation queue, as on iOS: a notification posted on the main queue
  /// (the main thread, or main-actor code wherever the main queue runs) calls `block` inline,
  /// before `post` returns; one posted from another thread adds `block` to the main queue and
  /// `post` waits until it has run. Any other queue behaves as Foundation's method. The result
  /// may be ignored without a warning, as with Apple's Foundation (an imported Objective-C
  /// method), where code that never removes its observer does not keep the token.
  @discardableResult
  public func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    guard queue === OperationQueue.main else {
      return addObserver(forName: name, object: obj, queue: Optional(queue), using: block)
    }
    return addObserver(forName: name, object: obj, queue: nil) { notification in
      if MainActorCheck.isCurrent {
        block(notification)
      } else {
        let box = UncheckedNotification(notification)
        DispatchQueue.main.sync { block(box.notification) }
      }
    }
  }
}

/// A notification handed to the main queue by a poster that waits for it, as Foundation's own
/// queue delivery does (the poster does not touch it meanwhile).
private struct UncheckedNotification: @unchecked Sendable {
  let notification: Notification
  init(_ notification: Notification) { self.notification = notification }
}
