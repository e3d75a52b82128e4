import Foundation

/// Haptics that mark a change of selection (a picker wheel's tick, a segment changing), as
/// UIKit's `UISelectionFeedbackGenerator`.
///
/// Each change is recorded in the current ``TransitionTrace`` as
/// `UISelectionFeedbackGenerator.selectionChanged()`.
///
/// - Note: UIKit difference: no device vibrates; the events are recorded in the trace.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the selection tick, as `selectionChanged()`.
  open func selectionChanged() { record("selectionChanged()") }
}
