import Foundation

extension UIView {
  /// Animates a change of `view`'s content with a built-in transition, as
  /// `transition(with:duration:options:animations:completion:)`.
  ///
  /// With `.transitionCrossDissolve` the view's current appearance (presentation values, the
  /// whole subtree) is captured, `animations` runs — its changes apply at once, without
  /// animation unless `.allowAnimatedContent` is set — and the captured picture, laid over
  /// the view, fades from opaque to clear over `duration` on the curve in `options`; then it
  /// is removed and `completion` runs. With `.transitionNone` the block is an ordinary
  /// animation block. `.showHideTransitionViews` has no meaning here and is ignored, as in UIKit.
  /// `.transitionCurlUp` curls the old picture up from the bottom edge and off the top,
  /// revealing the new content; `.transitionCurlDown` unrolls a picture of the new content
  /// down from the top over the old one (see `curl`). The flips turn the old picture away and
  /// the view in (see `flip`).
  ///
  /// ```
  /// t = 0                              t = duration
  /// old picture  alpha 1 ──curve──▶ 0   (removed, completion)
  /// new content  drawn live underneath
  /// ```
  /// - Note: UIKit difference: the old picture fades out over the new content, which is
  ///   exact for opaque content; where the old content is translucent, the new one shows
  ///   through it from the start. A view outside any hierarchy gets no picture (nothing is
  ///   on screen); the completion still runs after `duration`. `.transitionCurlDown` unrolls
  ///   the new content as it is right after `animations` ran (a picture), so content animated
  ///   with `.allowAnimatedContent` shows its end state only when the curl ends.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let kind = options.transitionKind(api: "UIView.transition(with:duration:options:animations:completion:)")
    guard kind != .none else {
      return animate(
        withDuration: duration, delay: 0, options: options.withoutTransitionBits, animations: animations ?? {},
        completion: completion)
    }
    let picture = ContentSnapshotView(capturing: view)
    let page = kind == .curlUp ? PageCurlView(capturing: view, angle: curlAngle) : nil
    view.superview?.insertSubview(page ?? picture, aboveSubview: view)
    if options.contains(.allowAnimatedContent) {
      animate(withDuration: duration, delay: 0, options: options.withoutTransitionBits, animations: animations ?? {})
    } else if let animations {
      performWithoutAnimation(animations)
    }
    switch kind {
    case .crossDissolve: fadeOut(picture, duration: duration, options: options, completion: completion)
    case .curlUp:
      curl(kind, page: page!, covering: nil, duration: duration, options: options, completion: completion)
    case .curlDown:
      // The new appearance unrolls over the old one.
      let newPage = PageCurlView(capturing: view, angle: curlAngle)
      view.superview?.insertSubview(newPage, aboveSubview: picture)
      curl(kind, page: newPage, covering: picture, duration: duration, options: options, completion: completion)
    default: flip(kind, from: picture, to: view, duration: duration, completion: completion)
    }
  }

  /// Replaces `fromView` with `toView` using a built-in transition, as
  /// `transition(from:to:duration:options:completion:)`.
  ///
  /// By default `toView` is inserted in `fromView`'s superview at `fromView`'s place and
  /// `fromView` is removed; with `.showHideTransitionViews` both stay where they are and
  /// `fromView` is hidden while `toView` is shown. With `.transitionCrossDissolve` the old
  /// appearance fades out over the new one for `duration` (see
  /// ``transition(with:duration:options:animations:completion:)``); the flips turn
  /// `fromView`'s picture away and `toView` in; `.transitionCurlUp` curls `fromView`'s picture
  /// up off `toView`, `.transitionCurlDown` unrolls `toView`'s picture down over `fromView`'s;
  /// with `.transitionNone` the swap is immediate and `completion` runs at the end of the
  /// current tick.
  ///
  /// - Precondition: `fromView` is in a superview (UIKit needs one to put `toView` in), and
  ///   with `.showHideTransitionViews` `toView` is in the hierarchy too.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    let api = "UIView.transition(from:to:duration:options:completion:)"
    let kind = options.transitionKind(api: api)
    guard let superview = fromView.superview else {
      preconditionFailure("\(api): fromView has no superview, so there is nowhere to put toView")
    }
    let picture = ContentSnapshotView(capturing: fromView)
    let page = kind == .curlUp ? PageCurlView(capturing: fromView, angle: curlAngle) : nil
    if options.contains(.showHideTransitionViews) {
      precondition(
        toView.superview != nil, "\(api): with .showHideTransitionViews toView must already be in the view hierarchy")
      fromView.isHidden = true
      toView.isHidden = false
    } else {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    guard kind != .none else {
      AnimationEngine.enqueueCompletion { completion?(true) }
      return
    }
    let above = toView.superview === superview ? toView : fromView
    switch kind {
    case .crossDissolve:
      superview.insertSubview(picture, aboveSubview: above)
      fadeOut(picture, duration: duration, options: options, completion: completion)
    case .curlUp:
      superview.insertSubview(page!, aboveSubview: above)
      curl(kind, page: page!, covering: nil, duration: duration, options: options, completion: completion)
    case .curlDown:
      // toView's appearance unrolls over fromView's.
      superview.insertSubview(picture, aboveSubview: above)
      let newPage = PageCurlView(capturing: toView, angle: curlAngle)
      superview.insertSubview(newPage, aboveSubview: picture)
      curl(kind, page: newPage, covering: picture, duration: duration, options: options, completion: completion)
    default:
      superview.insertSubview(picture, aboveSubview: above)
      flip(kind, from: picture, to: toView, duration: duration, completion: completion)
    }
  }

  /// Fades the captured picture out and removes it, then runs `completion`.
  private static func fadeOut(
    _ picture: ContentSnapshotView, duration: TimeInterval, options: AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    animate(
      withDuration: duration, delay: 0, options: options.withoutTransitionBits,
      animations: { picture.alpha = 0 },
      completion: { finished in
        picture.removeFromSuperview()
        completion?(finished)
      })
  }
}

/// The built-in transitions of `UIView.AnimationOptions` bits 20–23.
enum ViewTransitionKind: UInt, Sendable {
  case none = 0
  case flipFromLeft = 1
  case flipFromRight = 2
  case curlUp = 3
  case curlDown = 4
  case crossDissolve = 5
  case flipFromTop = 6
  case flipFromBottom = 7
}

extension UIView.AnimationOptions {
  /// The transition field, bits 20–23, checked: a value UIKit does not define traps.
  func transitionKind(api: String) -> ViewTransitionKind {
    let value = (rawValue >> 20) & 0xF
    guard let kind = ViewTransitionKind(rawValue: value) else {
      preconditionFailure("\(api): transition value \(value) (options rawValue \(rawValue)) is not a UIKit transition")
    }
    return kind
  }

  /// The options without the transition field and `.showHideTransitionViews` (what the
  /// animation block itself uses).
  var withoutTransitionBits: UIView.AnimationOptions {
    UIView.AnimationOptions(rawValue: rawValue & ~(UInt(0xF) << 20)).subtracting(.showHideTransitionViews)
  }
}
