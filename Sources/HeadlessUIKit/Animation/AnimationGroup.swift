import Foundation

/// Counts the animations started by one `UIView` animation block or one `CATransaction`, and
/// runs their completion once every one has stopped: with `true` when all ran to their end,
/// `false` when any was removed early — UIKit's `finished` flag.
@MainActor
final class AnimationGroup {
  private var remaining = 0
  private var allFinished = true
  private var sealed = false
  private var completion: ((Bool) -> Void)?

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
  }

  func animationAdded() { remaining += 1 }

  /// Adds work that runs, before the block's own completion, when the group completes.
  func addCompletion(_ work: @escaping (Bool) -> Void) {
    let existing = completion
    completion = { finished in
      work(finished)
      existing?(finished)
    }
  }

  func animationStopped(finished: Bool) {
    remaining -= 1
    if !finished { allFinished = false }
    fireIfDone()
  }

  /// Called when the block or transaction has ended: no more animations join the group.
  func seal() {
    sealed = true
    fireIfDone()
  }

  private func fireIfDone() {
    guard sealed, remaining == 0, let completion else { return }
    self.completion = nil
    let finished = allFinished
    AnimationEngine.enqueueCompletion { completion(finished) }
  }
}
