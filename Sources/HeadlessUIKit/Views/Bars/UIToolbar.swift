import Foundation

/// A bar of buttons along the bottom of the screen, as UIKit's `UIToolbar`: a translucent
/// background that reaches down under the home indicator, a hairline along its top and its
/// `items` in a row, 44 pt tall.
///
/// Items sit from the leading margin (16 pt, 20 pt on bars at least 414 pt wide) rightwards,
/// 8 pt apart; `.fixedSpace` items take their `width` and `.flexibleSpace` items share the
/// width left over equally, so `[flexible, item, flexible]` centres an item and `[item,
/// flexible, item]` pushes the two to the margins, as in UIKit. Text items are 17 pt in the
/// bar's `tintColor`, as in a navigation bar (see `UIBarButtonItem`).
///
/// A `UINavigationController` owns one (`toolbar`), shows it under its top controller's
/// `toolbarItems` when `isToolbarHidden` is false, and cross-fades the items with each push
/// and pop.
///
/// The background is drawn from appearance objects: `standardAppearance`, or — on a toolbar a
/// navigation controller manages, while the content is scrolled to its bottom or the screen
/// has no scroll view — `scrollEdgeAppearance` (the standard one with a transparent background
/// unless set, iOS 15+), cross-faded as the content scrolls; the compact ones in a compact
/// height, where the toolbar is 32 pt tall.
///
/// - Note: UIKit difference: no `barStyle`; the 8 pt gap between items is an approximation of
///   UIKit's private toolbar spacing.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarButtonItemHost {
  /// The items shown, leading first, as `items`. Setting it shows them at once.
  open var items: [UIBarButtonItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  private var storedItems: [UIBarButtonItem]?

  /// The background colour, as `barTintColor` (a legacy customisation UIKit applies to the
  /// standard appearance); nil uses the appearance's.
  open var barTintColor: UIColor? {
    didSet {
      legacyAppearance = nil
      updateBackground()
    }
  }

  /// Whether the standard background is translucent, as `isTranslucent` (default true); when
  /// false the standard appearance has no blur and an opaque colour.
  open var isTranslucent = true {
    didSet {
      legacyAppearance = nil
      updateBackground()
    }
  }

  /// The look of the toolbar, as `standardAppearance` (copied when set).
  open var standardAppearance: UIToolbarAppearance {
    get { storedStandardAppearance }
    set { storedStandardAppearance = newValue.copied() }
  }
  private var storedStandardAppearance = UIToolbarAppearance() {
    didSet {
      legacyAppearance = nil
      updateBackground()
    }
  }
  /// The look in a compact height, as `compactAppearance` (copied when set); nil uses
  /// `standardAppearance`.
  open var compactAppearance: UIToolbarAppearance? {
    didSet {
      if compactAppearance !== oldValue { compactAppearance = compactAppearance?.copied() }
      updateBackground()
    }
  }
  /// The look while the content is scrolled to its bottom, as `scrollEdgeAppearance` (copied
  /// when set); nil uses `standardAppearance` with a transparent background. Used only on a
  /// toolbar a navigation controller manages.
  open var scrollEdgeAppearance: UIToolbarAppearance? {
    didSet {
      if scrollEdgeAppearance !== oldValue { scrollEdgeAppearance = scrollEdgeAppearance?.copied() }
      updateBackground()
    }
  }
  /// The scroll-edge look in a compact height, as `compactScrollEdgeAppearance` (copied when
  /// set); nil uses `scrollEdgeAppearance`.
  open var compactScrollEdgeAppearance: UIToolbarAppearance? {
    didSet {
      if compactScrollEdgeAppearance !== oldValue {
        compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copied()
      }
      updateBackground()
    }
  }
  /// Whether a navigation controller manages the toolbar (only then is there a scroll edge).
  var isManaged = false { didSet { updateBackground() } }
  /// How close the content is to its bottom edge (1 at it), as the navigation controller
  /// measures it.
  var scrollEdgeFraction: CGFloat = 1 {
    didSet { if scrollEdgeFraction != oldValue { updateBackground() } }
  }
  private var transparentCache = TransparentAppearanceCache()
  /// The standard appearance with the legacy `barTintColor`/`isTranslucent` applied.
  private var legacyAppearance: UIToolbarAppearance?

  let background = BarBackgroundView(edge: .top)
  /// The views of the shown items, leading first.
  private(set) var itemViews: [BarButtonItemView] = []
  /// Views fading out in a running `setItems(_:animated: true)`.
  private var outgoingViews: [UIView] = []

  /// The duration of `setItems(_:animated: true)`'s cross-fade.
  ///
  /// - Note: UIKit difference: UIKit does not document it; 0.2 s, its
  ///   `UINavigationController.hideShowBarDuration`, stands in.
  static let crossFadeDuration: TimeInterval = 0.2

  /// A toolbar with `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(background)
    updateBackground()
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UIToolbar.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// Replaces the items, as `setItems(_:animated:)`. Animated, in a window, the old items fade
  /// out and the new ones fade in where they sit (items in both sets stay), as UIKit
  /// cross-fades them.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    finishCrossFade()
    let oldViews = itemViews
    storedItems = items
    itemViews = makeItemViews()
    let kept = Set(oldViews.map { ObjectIdentifier($0.item) }).intersection(itemViews.map { ObjectIdentifier($0.item) })
    for view in oldViews where kept.contains(ObjectIdentifier(view.item)) || !animated || window == nil {
      view.removeFromSuperview()
    }
    guard animated, window != nil else { return }
    let leaving = oldViews.filter { !kept.contains(ObjectIdentifier($0.item)) }
    let arriving = itemViews.filter { !kept.contains(ObjectIdentifier($0.item)) }
    outgoingViews = leaving
    UIView.performWithoutAnimation { for view in arriving { view.alpha = 0 } }
    UIView.animate(
      withDuration: Self.crossFadeDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
      animations: {
        for view in arriving { view.alpha = 1 }
        for view in leaving { view.alpha = 0 }
      },
      completion: { [weak self] _ in self?.finishCrossFade() })
  }

  /// The toolbar's height at the proposed width, as `sizeThatFits(_:)`: 44 pt, 32 pt in a
  /// compact height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: standardHeight)
  }

  /// The toolbar's height: 44 pt, 32 pt in a compact height.
  var standardHeight: CGFloat {
    traitCollection.verticalSizeClass == .compact ? NavigationBarMetrics.compactHeight : NavigationBarMetrics.height
  }

  /// The tint changed: items are drawn in it.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    barButtonItemDidChange()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    // The background reaches down to the bottom of the superview (under the home
    // indicator), as UIKit's `.bottom` bar position.
    let below = superview.map { max(0, $0.bounds.height - frame.maxY) } ?? 0
    updateBackground()
    background.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height + below)
    layoutItemViews()
  }

  /// A shown item changed: redraws the items (at the end of a running cross-fade).
  func barButtonItemDidChange() {
    guard outgoingViews.isEmpty else { return }
    for view in itemViews { view.removeFromSuperview() }
    itemViews = makeItemViews()
  }

  private func finishCrossFade() {
    guard !outgoingViews.isEmpty else { return }
    for view in outgoingViews { view.removeFromSuperview() }
    outgoingViews = []
    barButtonItemDidChange()
  }

  private func makeItemViews() -> [BarButtonItemView] {
    let tint = tintColor ?? .systemBlue
    let sizeClass = traitCollection.verticalSizeClass
    let views = (storedItems ?? []).map {
      BarButtonItemView(item: $0, isLeading: true, tint: tint, verticalSizeClass: sizeClass)
    }
    for view in views {
      view.item.bar = self
      view.item.view = view
      addSubview(view)
    }
    layoutItemViews(views)
    return views
  }

  private func layoutItemViews(_ views: [BarButtonItemView]? = nil) {
    let views = views ?? itemViews
    let frames = Self.itemFrames(
      views.map { ($0.contentSize.width, $0.item.systemItem) }, width: bounds.width,
      height: NavigationBarMetrics.height)
    let rowOffset = (standardHeight - NavigationBarMetrics.height) / 2
    for (view, frame) in zip(views, frames) { view.frame = frame.offsetBy(dx: 0, dy: rowOffset) }
  }

  /// The frames of items of the given content widths in a bar `width` wide (see the type's
  /// discussion).
  static func itemFrames(
    _ items: [(width: CGFloat, system: UIBarButtonItem.SystemItem?)], width: CGFloat, height: CGFloat
  ) -> [CGRect] {
    let margin = BarButtonItemMetrics.margin(width: width)
    let isSpace = items.map { $0.system == .flexibleSpace || $0.system == .fixedSpace }
    var gaps: CGFloat = 0
    for index in items.indices.dropFirst() where !isSpace[index] && !isSpace[index - 1] {
      gaps += BarButtonItemMetrics.spacing
    }
    let used = items.reduce(0) { $0 + $1.width } + gaps
    let flexibleCount = items.filter { $0.system == .flexibleSpace }.count
    let flexible = flexibleCount == 0 ? 0 : max(0, width - 2 * margin - used) / CGFloat(flexibleCount)
    var x = margin
    var frames: [CGRect] = []
    for (index, item) in items.enumerated() {
      if index > 0, !isSpace[index], !isSpace[index - 1] { x += BarButtonItemMetrics.spacing }
      let itemWidth = item.system == .flexibleSpace ? flexible : item.width
      frames.append(CGRect(x: x, y: 0, width: itemWidth, height: height))
      x += itemWidth
    }
    return frames
  }

  /// The appearances shown, by UIKit's rules (see `UINavigationBar`'s, without items): the
  /// compact ones in a compact height, falling back to the regular ones; no scroll edge on a
  /// toolbar no navigation controller manages.
  func resolvedAppearances() -> (standard: UIToolbarAppearance, scrollEdge: UIToolbarAppearance?) {
    var regular = standardAppearance
    if barTintColor != nil || !isTranslucent {
      if legacyAppearance == nil {
        let legacy = UIToolbarAppearance(barAppearance: regular)
        if let barTintColor { legacy.backgroundColor = barTintColor }
        if !isTranslucent {
          legacy.backgroundEffect = nil
          legacy.backgroundColor = (legacy.backgroundColor ?? BarAppearanceMetrics.opaqueBackground)
            .withAlphaComponent(1)
        }
        legacyAppearance = legacy
      }
      regular = legacyAppearance ?? regular
    }
    let compact = traitCollection.verticalSizeClass == .compact
    let standard = compact ? compactAppearance ?? regular : regular
    guard isManaged else { return (standard, nil) }
    let regularEdge = scrollEdgeAppearance ?? transparentCache.transparent(regular)
    return (standard, compact ? compactScrollEdgeAppearance ?? regularEdge : regularEdge)
  }

  private func updateBackground() {
    let (standard, edge) = resolvedAppearances()
    background.show(standard: standard, scrollEdge: edge, edgeFraction: edge == nil ? 0 : scrollEdgeFraction)
  }
}
