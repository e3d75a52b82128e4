import Foundation

/// A horizontal row of mutually exclusive segments, as UIKit's `UISegmentedControl` (iOS 13–17
/// default look).
///
/// A rounded ``backgroundFillColor`` capsule (corner radius ``cornerRadius``) holds the
/// segments' titles (13 pt, `label` colour) or images; the selected segment sits on a white
/// rounded "thumb" (`selectedSegmentTintColor`) inset ``selectionInset`` points, with a soft
/// shadow, and its title turns semibold. Thin dividers separate unselected neighbours.
/// `intrinsicContentSize` is 32 pt tall; its width gives every segment the widest segment's
/// content plus ``segmentHorizontalPadding`` on each side (or each its own content with
/// `apportionsSegmentWidthsByContent`); `setWidth(_:forSegmentAt:)` fixes a segment's width.
///
/// Lifting a finger on an enabled segment other than the selected one selects it — the thumb
/// slides there over ``selectionAnimationDuration`` — then sends `.valueChanged` and
/// `.primaryActionTriggered` (before `.touchUpInside`). A finger that goes down on one segment
/// and lifts on another selects the latter, as iOS 13's draggable selection does. Setting
/// `selectedSegmentIndex` moves the selection at once and sends no event. A momentary control
/// (`isMomentary`) shows no lasting selection and reports every tap.
///
/// - Note: UIKit difference: images are not tinted; pressed segments do not highlight; no
///   background or divider images, no `UIAction` segments (`init(frame:actions:)`) and no
///   content offsets.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The index meaning "no segment is selected", as `UISegmentedControl.noSegment` (-1).
  public static let noSegment = -1

  /// The height Auto Layout gives a segmented control: 32 pt (Interface Builder's size).
  static let intrinsicHeight: CGFloat = 32
  /// Space on each side of a segment's title or image: 10 pt.
  ///
  /// - Note: UIKit difference: UIKit's margin is private; 10 pt approximates iOS 17's.
  public static let segmentHorizontalPadding: CGFloat = 10
  /// The capsule's corner radius: 9 pt (the selection thumb's: 9 − ``selectionInset``).
  public static let cornerRadius: CGFloat = 9
  /// How far the selection thumb sits inside its segment: 2 pt.
  public static let selectionInset: CGFloat = 2
  /// The capsule's colour: `tertiarySystemFill`.
  public static let backgroundFillColor = UIColor.tertiarySystemFill
  /// The selection thumb's colour when `selectedSegmentTintColor` is nil: white.
  public static let defaultSelectedSegmentTintColor = UIColor.white
  /// The dividers between unselected segments: 1 × 16 pt of `systemGray4`.
  ///
  /// - Note: UIKit difference: an approximation of UIKit's private divider.
  public static let dividerColor = UIColor.systemGray4
  static let dividerSize = CGSize(width: 1, height: 16)
  /// How long the selection thumb slides to a tapped segment: 0.3 s, ease in–ease out.
  ///
  /// - Note: UIKit difference: UIKit slides it with a private spring of about this length.
  public static let selectionAnimationDuration: TimeInterval = 0.3
  /// The titles' font: the 13 pt system font (semibold when selected).
  public static let titleFontSize: CGFloat = 13
  /// The opacity of a disabled control's (or segment's) content: 0.35.
  ///
  /// - Note: UIKit difference: an approximation of UIKit's private disabled look.
  public static let disabledAlpha: CGFloat = 0.35

  private struct Segment {
    var title: String?
    var image: UIImage?
    var isEnabled = true
    /// A fixed width, or 0 for a width the control decides.
    var width: CGFloat = 0
  }

  private var segments: [Segment] = []
  private var storedSelectedIndex = UISegmentedControl.noSegment
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  let contentView = UIView()
  let backgroundView = UIView()
  let selectionView = UIView()
  private(set) var dividerViews: [UIView] = []
  private(set) var titleLabels: [UILabel] = []
  private(set) var imageViews: [UIImageView] = []

  /// A control with a segment per item — a `String` (a title) or a `UIImage` — none selected,
  /// as `init(items:)`.
  ///
  /// - Precondition: every item is a `String` or a `UIImage`, as UIKit requires.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    setUpViews()
    for (index, item) in (items ?? []).enumerated() {
      switch item {
      case let title as String: segments.append(Segment(title: title))
      case let image as UIImage: segments.append(Segment(image: image))
      default:
        preconditionFailure(
          "UISegmentedControl(items:): item \(index) is a \(type(of: item)); items must be String or UIImage")
      }
    }
    segmentsDidChange(animated: false)
    bounds.size = CGSize(width: max(0, intrinsicContentSize.width), height: Self.intrinsicHeight)
  }

  /// A control without segments, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpViews()
    segmentsDidChange(animated: false)
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UISegmentedControl.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(items:)")
  }

  private func setUpViews() {
    for view in [contentView, backgroundView, selectionView] { view.isUserInteractionEnabled = false }
    backgroundView.backgroundColor = Self.backgroundFillColor
    backgroundView.layer.cornerRadius = Self.cornerRadius
    selectionView.layer.cornerRadius = Self.cornerRadius - Self.selectionInset
    selectionView.layer.shadowColor = UIColor.black.cgColor
    selectionView.layer.shadowOpacity = 0.12
    selectionView.layer.shadowRadius = 4
    selectionView.layer.shadowOffset = CGSize(width: 0, height: 3)
    selectionView.layer.borderWidth = ControlThumb.edgeWidth
    selectionView.layer.borderColor = ControlThumb.edgeColor.cgColor
    contentView.addSubview(backgroundView)
    contentView.addSubview(selectionView)
    addSubview(contentView)
  }

  // MARK: Selection

  /// The selected segment's index, as `selectedSegmentIndex` (default ``noSegment``). Setting
  /// it moves the selection without animation and sends no event; -1 clears it.
  ///
  /// - Precondition: the index is ``noSegment`` or a segment's index.
  open var selectedSegmentIndex: Int {
    get { storedSelectedIndex }
    set {
      precondition(
        newValue == Self.noSegment || segments.indices.contains(newValue),
        "UISegmentedControl.selectedSegmentIndex: \(newValue) is not -1 or a segment index (0..<\(segments.count))")
      select(newValue, animated: false)
    }
  }

  /// Whether segments show no lasting selection, as `isMomentary` (default false).
  open var isMomentary = false { didSet { updateLook(animated: false) } }

  /// The selection thumb's colour, as `selectedSegmentTintColor` (iOS 13; default nil: white).
  open var selectedSegmentTintColor: UIColor? { didSet { updateLook(animated: false) } }

  /// Whether segments are as wide as their content (true) or share the width equally (false,
  /// the default), as `apportionsSegmentWidthsByContent`.
  open var apportionsSegmentWidthsByContent = false {
    didSet { segmentsDidChange(animated: false) }
  }

  private func select(_ index: Int, animated: Bool) {
    storedSelectedIndex = index
    updateLook(animated: animated)
  }

  // MARK: Title attributes

  /// Sets the title font (`.font`) and colour (`.foregroundColor`) for `state` (`.normal`,
  /// `.selected`, `.highlighted`, `.disabled`), as `setTitleTextAttributes(_:for:)`. A state
  /// without attributes uses the `.normal` ones.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
    titleAttributes[state.rawValue] = attributes
    segmentsDidChange(animated: false)
  }

  /// The title attributes set for `state`, as `titleTextAttributes(for:)`.
  open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The font of a title in `state`: the state's `.font`, else the `.normal` one, else 13 pt
  /// (semibold when selected).
  func titleFont(for state: State) -> UIFont {
    if let font = titleAttributes[state.rawValue]?[.font] as? UIFont { return font }
    if let font = titleAttributes[State.normal.rawValue]?[.font] as? UIFont { return font }
    return .systemFont(ofSize: Self.titleFontSize, weight: state.contains(.selected) ? .semibold : .regular)
  }

  /// The colour of a title in `state`: the state's `.foregroundColor`, else the `.normal` one,
  /// else `label`.
  func titleColor(for state: State) -> UIColor {
    if let color = titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor { return color }
    if let color = titleAttributes[State.normal.rawValue]?[.foregroundColor] as? UIColor { return color }
    return .label
  }

  // MARK: Size

  /// As UIKit's `intrinsicContentSize`: 32 pt tall; as wide as the segments' widths (see the
  /// type's discussion).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: naturalWidths().reduce(0, +), height: Self.intrinsicHeight)
  }

  /// The intrinsic size whatever `size` is, as UIKit's `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The width segment `index`'s content asks for: its title (in the wider of the normal and
  /// selected fonts) or image, plus the padding on both sides.
  private func contentWidth(_ index: Int) -> CGFloat {
    let segment = segments[index]
    var width = segment.image?.size.width ?? 0
    if let title = segment.title, !title.isEmpty {
      for state in [State.normal, .selected] {
        let measured = (title as NSString).size(withAttributes: [.font: titleFont(for: state)]).width
        width = max(width, measured.rounded(.up))
      }
    }
    return width + 2 * Self.segmentHorizontalPadding
  }

  /// The widths the segments ask for, before fitting them to the bounds.
  private func naturalWidths() -> [CGFloat] {
    let contents = segments.indices.map(contentWidth)
    let widest = contents.max() ?? 0
    return segments.indices.map { index in
      segments[index].width > 0
        ? segments[index].width : apportionsSegmentWidthsByContent ? contents[index] : widest
    }
  }

  /// The segments' widths in `totalWidth`: fixed widths as set; the rest shared equally (or in
  /// proportion to their content with `apportionsSegmentWidthsByContent`).
  func segmentWidths(in totalWidth: CGFloat) -> [CGFloat] {
    let natural = naturalWidths()
    let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(CGFloat(0)) { $0 + natural[$1] }
    let flexible = segments.indices.filter { segments[$0].width <= 0 }
    let remaining = max(0, totalWidth - fixed)
    let naturalFlexible = flexible.reduce(CGFloat(0)) { $0 + natural[$1] }
    var widths = natural
    for index in flexible {
      widths[index] =
        apportionsSegmentWidthsByContent && naturalFlexible > 0
        ? remaining * natural[index] / naturalFlexible : remaining / CGFloat(flexible.count)
    }
    return widths
  }

  /// The rectangle of segment `index` in the bounds.
  func segmentRect(_ index: Int) -> CGRect {
    let widths = segmentWidths(in: bounds.width)
    let x = widths.prefix(index).reduce(0, +)
    return CGRect(x: x, y: 0, width: widths[index], height: bounds.height)
  }

  /// The segment under `x` (points in the bounds), clamped to the first and last.
  private func segment(atX x: CGFloat) -> Int? {
    guard !segments.isEmpty else { return nil }
    var edge: CGFloat = 0
    for (index, width) in segmentWidths(in: bounds.width).enumerated() {
      edge += width
      if x < edge { return index }
    }
    return segments.count - 1
  }

  // MARK: Look

  /// Rebuilds the segments' views after segments were added, removed or changed.
  private func segmentsDidChange(animated: Bool) {
    while titleLabels.count < segments.count {
      let label = UILabel()
      label.textAlignment = .center
      label.isUserInteractionEnabled = false
      let imageView = UIImageView(frame: .zero)
      imageView.contentMode = .center
      imageView.isUserInteractionEnabled = false
      contentView.addSubview(label)
      contentView.addSubview(imageView)
      titleLabels.append(label)
      imageViews.append(imageView)
    }
    while titleLabels.count > segments.count {
      titleLabels.removeLast().removeFromSuperview()
      imageViews.removeLast().removeFromSuperview()
    }
    while dividerViews.count < max(0, segments.count - 1) {
      let divider = UIView()
      divider.isUserInteractionEnabled = false
      divider.backgroundColor = Self.dividerColor
      contentView.insertSubview(divider, aboveSubview: backgroundView)
      dividerViews.append(divider)
    }
    while dividerViews.count > max(0, segments.count - 1) { dividerViews.removeLast().removeFromSuperview() }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    updateLook(animated: animated)
  }

  override func stateDidChange() {
    updateLook(animated: false)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation { layoutParts() }
  }

  /// Shows the segments' content and the selection; animated, the thumb slides and the dividers
  /// fade over ``selectionAnimationDuration``.
  private func updateLook(animated: Bool) {
    if animated, window != nil {
      UIView.animate(
        withDuration: Self.selectionAnimationDuration, delay: 0, options: [.beginFromCurrentState],
        animations: { self.layoutParts() })
    } else {
      UIView.performWithoutAnimation { layoutParts() }
    }
  }

  private func layoutParts() {
    contentView.alpha = isEnabled ? 1 : Self.disabledAlpha
    setFrame(of: contentView, to: bounds)
    setFrame(of: backgroundView, to: bounds)
    let shownSelection = isMomentary ? Self.noSegment : storedSelectedIndex
    var x: CGFloat = 0
    let widths = segmentWidths(in: bounds.width)
    for (index, segment) in segments.enumerated() {
      let rect = CGRect(x: x, y: 0, width: widths[index], height: bounds.height)
      x += widths[index]
      var state: State = index == shownSelection ? .selected : .normal
      if !segment.isEnabled { state.insert(.disabled) }
      let label = titleLabels[index]
      label.text = segment.title
      label.font = titleFont(for: state)
      label.textColor = titleColor(for: state)
      label.isHidden = segment.title == nil
      label.alpha = segment.isEnabled ? 1 : Self.disabledAlpha
      setFrame(of: label, to: rect)
      let imageView = imageViews[index]
      imageView.image = segment.image
      imageView.isHidden = segment.image == nil || segment.title != nil
      imageView.alpha = label.alpha
      setFrame(of: imageView, to: rect)
      if index < dividerViews.count {
        let divider = dividerViews[index]
        let size = Self.dividerSize
        setFrame(
          of: divider,
          to: CGRect(
            x: rect.maxX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height))
        let touchesSelection = index == shownSelection || index + 1 == shownSelection
        divider.alpha = touchesSelection ? 0 : 1
      }
    }
    selectionView.backgroundColor = selectedSegmentTintColor ?? Self.defaultSelectedSegmentTintColor
    if segments.indices.contains(shownSelection) {
      let target = segmentRect(shownSelection).insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
      if selectionView.isHidden {
        // Appearing: placed at once, not slid in from where it last was.
        UIView.performWithoutAnimation { selectionView.frame = target }
        selectionView.isHidden = false
      } else {
        setFrame(of: selectionView, to: target)
      }
    } else {
      selectionView.isHidden = true
    }
  }

  /// Sets a frame only when it changes, so a layout pass does not disturb a running animation.
  private func setFrame(of view: UIView, to frame: CGRect) {
    if view.frame != frame { view.frame = frame }
  }

  // MARK: Tracking

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    !segments.isEmpty
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, isInsideWithSlop(touch), let index = segment(atX: touch.location(in: self).x),
      segments[index].isEnabled, isMomentary || index != storedSelectedIndex
    else { return }
    select(index, animated: !isMomentary)
    sendActions(for: .valueChanged, with: event)
    sendActions(for: .primaryActionTriggered, with: event)
  }

  // MARK: Segments

  /// The number of segments, as `numberOfSegments`.
  open var numberOfSegments: Int { segments.count }

  /// Inserts a segment with `title` at `segment` (pinned to `0...numberOfSegments`), as
  /// `insertSegment(withTitle:at:animated:)`. The selected segment stays selected (its index
  /// moves up when the new one is inserted before it); with `animated`, the segments slide to
  /// their new widths.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment, animated: animated)
  }

  /// Inserts a segment with `image` at `segment` (pinned to `0...numberOfSegments`), as
  /// `insertSegment(with:at:animated:)`.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment, animated: animated)
  }

  /// Removes segment `segment` (pinned to the last), as `removeSegment(at:animated:)`; removing
  /// the selected segment leaves none selected.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard !segments.isEmpty else { return }
    let index = pinned(segment)
    segments.remove(at: index)
    adjustSelection(removedAt: index)
    segmentsDidChange(animated: animated)
  }

  /// Removes every segment, as `removeAllSegments()`; none is selected afterwards.
  open func removeAllSegments() {
    segments.removeAll()
    adjustSelection(removedAt: nil)
    segmentsDidChange(animated: false)
  }

  /// Sets segment `segment`'s title (pinned to the last segment), as `setTitle(_:forSegmentAt:)`;
  /// a title replaces an image, as in UIKit.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    let index = pinnedExisting(segment, "setTitle(_:forSegmentAt:)")
    segments[index].title = title
    if title != nil { segments[index].image = nil }
    segmentsDidChange(animated: false)
  }

  /// Segment `segment`'s title, as `titleForSegment(at:)` (nil for an image segment or an index
  /// out of range).
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets segment `segment`'s image (pinned to the last segment), as `setImage(_:forSegmentAt:)`;
  /// an image replaces a title, as in UIKit.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    let index = pinnedExisting(segment, "setImage(_:forSegmentAt:)")
    segments[index].image = image
    if image != nil { segments[index].title = nil }
    segmentsDidChange(animated: false)
  }

  /// Segment `segment`'s image, as `imageForSegment(at:)` (nil for a title segment or an index
  /// out of range).
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Fixes segment `segment`'s width (0 lets the control decide), as `setWidth(_:forSegmentAt:)`.
  ///
  /// - Precondition: `width` ≥ 0, as UIKit requires.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    precondition(width >= 0, "UISegmentedControl.setWidth(_:forSegmentAt:): width must be ≥ 0, got \(width)")
    segments[pinnedExisting(segment, "setWidth(_:forSegmentAt:)")].width = width
    segmentsDidChange(animated: false)
  }

  /// Segment `segment`'s fixed width, as `widthForSegment(at:)` (0 when the control decides it).
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Enables or disables segment `segment`, as `setEnabled(_:forSegmentAt:)`: a disabled
  /// segment is dimmed and ignores taps.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    segments[pinnedExisting(segment, "setEnabled(_:forSegmentAt:)")].isEnabled = enabled
    segmentsDidChange(animated: false)
  }

  /// Whether segment `segment` is enabled, as `isEnabledForSegment(at:)`.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  private func insert(_ new: Segment, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), segments.count)
    segments.insert(new, at: index)
    if selectedSegmentIndex != Self.noSegment, index <= selectedSegmentIndex {
      setSelectedIndexSilently(selectedSegmentIndex + 1)
    }
    segmentsDidChange(animated: animated)
  }

  private func adjustSelection(removedAt index: Int?) {
    let selected = selectedSegmentIndex
    guard selected != Self.noSegment else { return }
    guard let index else { return setSelectedIndexSilently(Self.noSegment) }
    if index == selected {
      setSelectedIndexSilently(Self.noSegment)
    } else if index < selected {
      setSelectedIndexSilently(selected - 1)
    }
  }

  /// `segment` pinned to `0..<numberOfSegments` (UIKit pins out-of-range indices).
  private func pinned(_ segment: Int) -> Int { min(max(segment, 0), segments.count - 1) }

  private func pinnedExisting(_ segment: Int, _ api: String) -> Int {
    precondition(!segments.isEmpty, "UISegmentedControl.\(api): the control has no segments")
    return pinned(segment)
  }

  /// Changes the selected index without moving the selection (a re-layout follows).
  private func setSelectedIndexSilently(_ index: Int) { storedSelectedIndex = index }
}
