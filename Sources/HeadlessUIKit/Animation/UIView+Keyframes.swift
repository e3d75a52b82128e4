import Foundation

extension UIView {
  /// Animates the keyframes added in `animations` over `duration`, as
  /// `animateKeyframes(withDuration:delay:options:animations:completion:)`.
  ///
  /// Each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` inside the block
  /// makes its property changes keyframes at those fractions of the duration; every changed
  /// (layer, property) gets one `CAKeyframeAnimation` spanning the whole duration with absolute
  /// values (the value before the block at 0, the held value at each keyframe's start, the new
  /// value at its end), the calculation mode from `options`, fill mode `.both` and, as on iOS,
  /// an ease-in-ease-out curve over the whole animation unless `options` carries an
  /// `AnimationOptions` curve. The model takes the final values at once. `completion` runs once
  /// when every keyframe animation has stopped (`true` when all finished), or at the end of the
  /// tick when nothing animated.
  ///
  /// ```
  ///  delay     0 ─── start·d ─── (start+dur)·d ─── d     (d = duration)
  ///  (old)     old   old         new               new
  /// ```
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    precondition(
      duration.isFinite && delay.isFinite,
      "UIView.animateKeyframes: duration \(duration) and delay \(delay) must be finite")
    let recorder = KeyframeRecorder()
    var context = AnimationContext(
      duration: duration, delay: max(0, delay), curve: .linear,
      repeatCount: options.contains(.repeat) ? .infinity : 0, autoreverses: options.contains(.autoreverse),
      group: AnimationGroup(completion: completion), interceptor: recorder)
    if let outer = AnimationEngine.currentContext {
      if !options.contains(.overrideInheritedDuration) { context.duration = outer.duration }
      if !options.contains(.overrideInheritedOptions) {
        context.repeatCount = outer.repeatCount
        context.autoreverses = outer.autoreverses
      }
    }
    KeyframeRecorder.openBlocks += 1
    AnimationEngine.contextStack.append(context.duration > 0 ? context : nil)
    animations()
    AnimationEngine.contextStack.removeLast()
    KeyframeRecorder.openBlocks -= 1
    recorder.attachAnimations(context, options: options)
    context.group.seal()
  }

  /// Adds a keyframe inside `animateKeyframes`, as
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: the property changes in
  /// `animations` reach their new values from `frameStartTime` to
  /// `frameStartTime + frameDuration` (fractions of the whole duration).
  ///
  /// - Precondition: called inside the animations block of `animateKeyframes`; both times in 0…1.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    precondition(
      KeyframeRecorder.openBlocks > 0,
      "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) must be called inside the animations block of UIView.animateKeyframes"
    )
    precondition(
      (0...1).contains(frameStartTime) && (0...1).contains(frameDuration),
      "UIView.addKeyframe: relative start time \(frameStartTime) and relative duration \(frameDuration) must lie in 0…1"
    )
    guard let recorder = AnimationEngine.currentContext?.interceptor as? KeyframeRecorder else {
      // Animations disabled (zero duration or performWithoutAnimation): the changes just happen.
      animations()
      return
    }
    let saved = recorder.current
    recorder.current = (frameStartTime, frameDuration)
    animations()
    recorder.current = saved
  }
}
