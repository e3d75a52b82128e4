import Foundation

/// Haptics that report a task's outcome (success, warning, error), as UIKit's
/// `UINotificationFeedbackGenerator`.
///
/// Each notification is recorded in the current ``TransitionTrace`` as
/// `UINotificationFeedbackGenerator.notificationOccurred(success)`.
///
/// - Note: UIKit difference: no device vibrates; the events are recorded in the trace.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome a notification reports, as `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Sendable, CaseIterable {
    case success, warning, error

    var name: String {
      switch self {
      case .success: "success"
      case .warning: "warning"
      case .error: "error"
      }
    }
  }

  /// Plays the pattern of `notificationType`, as `notificationOccurred(_:)`.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    record("notificationOccurred(\(notificationType.name))")
  }
}
