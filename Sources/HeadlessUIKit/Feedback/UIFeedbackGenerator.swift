import Foundation

/// The base class of haptic feedback generators, as UIKit's `UIFeedbackGenerator`.
///
/// On an iPhone a generator drives the Taptic Engine. Linux has no haptics, so every call is
/// recorded instead: it appears in the ``TransitionTrace`` being recorded (what
/// `flipbook trace` and ``Stage/recordTrace(displayListsAt:)`` print), under the generator's
/// class name, at the frame whose tick made it — visible in a trace and checkable in a test.
///
/// - Note: UIKit difference: no device vibrates; the events are recorded in the trace.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// Creates a generator, as `init()`.
  public override init() { super.init() }

  /// Wakes the haptics hardware so the next event plays without latency, as `prepare()`.
  /// Recorded as `prepare()`.
  open func prepare() { record("prepare()") }

  /// Records `call` under this generator's class name in the current trace.
  func record(_ call: @autoclosure () -> String) {
    TransitionTrace.record(TransitionTrace.name(of: self), call())
  }

  /// An intensity for trace text: at most three decimals, no trailing zeros.
  static func format(_ value: CGFloat) -> String {
    var text = String(format: "%.3f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
