import Foundation

/// One finger on the screen, as UIKit's `UITouch`: where it is, where it was, when, and in
/// which phase of its life.
///
/// Scripted input (``TouchTrack``) creates the touches; a touch keeps its identity from
/// `.began` to `.ended`/`.cancelled`, as on iOS. Locations are stored in window coordinates
/// and converted on request.
@preconcurrency @MainActor
public final class UITouch: Hashable {
  /// The phase of a touch, as `UITouch.Phase`.
  public enum Phase: Int, Sendable, CustomStringConvertible {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4

    public var description: String {
      switch self {
      case .began: "began"
      case .moved: "moved"
      case .stationary: "stationary"
      case .ended: "ended"
      case .cancelled: "cancelled"
      }
    }
  }

  /// The current phase.
  public internal(set) var phase: Phase
  /// The time of the latest change, in timeline seconds (`CACurrentMediaTime()` units).
  public internal(set) var timestamp: TimeInterval
  /// The view the touch was hit-tested to when it began (nil when nothing took it).
  public internal(set) weak var view: UIView?
  /// The window the touch is in.
  public internal(set) weak var window: UIWindow?
  /// The number of taps this touch is part of; always 1 here.
  /// - Note: UIKit difference: scripted touches are not grouped into multi-taps by the
  ///   system; `UITapGestureRecognizer` counts taps itself.
  public let tapCount = 1
  /// The gesture recognizers receiving this touch, as `gestureRecognizers`.
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

  var windowLocation: CGPoint
  var previousWindowLocation: CGPoint
  /// The scripted finger this touch is (``TouchSample/finger``).
  var finger = 0
  /// Whether the hit view receives this touch (false for a second touch on a view whose
  /// `isMultipleTouchEnabled` is false).
  var isDeliveredToView = true
  /// Whether the view has had its last call for this touch (ended or cancelled).
  var isViewDone = false

  init(location: CGPoint, timestamp: TimeInterval, window: UIWindow, view: UIView?) {
    self.phase = .began
    self.timestamp = timestamp
    self.window = window
    self.view = view
    self.windowLocation = location
    self.previousWindowLocation = location
  }

  /// The touch's location in `view`'s coordinates (the window's when nil), as `location(in:)`.
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(windowLocation, from: nil)
  }

  /// The location before the latest move, as `previousLocation(in:)`.
  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousWindowLocation }
    return view.convert(previousWindowLocation, from: nil)
  }

  public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A batch of touches delivered together, as UIKit's `UIEvent` of type `.touches`: every
/// finger down, those that did not change since the previous event in phase `.stationary`.
@preconcurrency @MainActor
public final class UIEvent {
  /// The kind of event, as `UIEvent.EventType`; scripted input makes touch events only.
  public enum EventType: Int, Sendable {
    case touches = 0
  }

  /// Always `.touches`.
  public let type = EventType.touches
  /// The time the event happened, in timeline seconds.
  public let timestamp: TimeInterval
  /// Every touch of the event, as `allTouches`.
  public let allTouches: Set<UITouch>?

  init(touches: Set<UITouch>, timestamp: TimeInterval) {
    self.allTouches = touches
    self.timestamp = timestamp
  }

  /// The touches that belong to `view`, as `touches(for:)`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The touches that are in `window`, as `touches(for:)`.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches?.filter { $0.window === window }
  }

  /// The touches that `gesture` receives, as `touches(for:)`.
  public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches?.filter { gesture.trackedTouches.contains($0) }
  }
}
