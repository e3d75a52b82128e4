import Foundation

/// A tappable control that shows a title, an image and a background image per state, as
/// UIKit's `UIButton`.
///
/// Titles, title colours, images and background images are set per `UIControl.State`; the
/// button shows the values for its current `state`, falling back to the `.normal` ones, as
/// UIKit does. Touches make it highlighted and send its control events (see ``UIControl``), so
/// a scripted tap fires `.touchUpInside` and `.primaryActionTriggered`.
///
/// `.system` buttons draw their title in the inherited `tintColor` (dimmed with it during a
/// presentation that dims the tint), fade to ``systemHighlightAlpha`` while highlighted and
/// turn ``systemDisabledTitleColor`` when disabled; `.custom` buttons default to white titles
/// and do not fade.
///
/// The image and the title sit side by side, the pair centred in the content rectangle
/// (`bounds` inset by `contentEdgeInsets`); `intrinsicContentSize` and `sizeThatFits(_:)` measure
/// them as UIKit's legacy (non-configuration) buttons do.
///
/// A button with a ``configuration`` (iOS 15) draws that instead: see
/// ``UIButton/Configuration`` and UIButton+ConfigurationLayout.swift.
///
/// - Note: UIKit difference: images are not tinted.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// As `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7

    /// The `.system` look is used by every type except `.custom`.
    var usesSystemLook: Bool { self != .custom }
  }

  /// The opacity of a `.system` button's content while highlighted: 0.2.
  ///
  /// - Note: UIKit difference: UIKit's private highlight alpha, as commonly measured.
  public static let systemHighlightAlpha: CGFloat = 0.2

  /// The title colour of a disabled `.system` button without its own `.disabled` colour:
  /// `systemGray`. - Note: UIKit difference: an approximation of UIKit's private colour.
  public static let systemDisabledTitleColor = UIColor.systemGray

  /// As `buttonType`.
  public private(set) var buttonType: ButtonType = .custom
  /// The label showing the current title, as `titleLabel` (17 pt system font for `.system`
  /// buttons, 15 pt for `.custom`, as UIKit).
  public let titleLabel: UILabel?
  /// The image view showing the current image, as `imageView`.
  public let imageView: UIImageView?
  let backgroundImageView = UIImageView(frame: .zero)

  /// The views a configuration draws with (made when a configuration is first set).
  var configurationContent: ButtonConfigurationContent?
  /// Whether `updateConfiguration()` is due before the next layout.
  var needsConfigurationUpdate = false
  /// Whether `updateConfiguration()` is running (a handler setting `configuration` does not
  /// schedule another update).
  var isUpdatingConfiguration = false

  /// The button's configuration, as `configuration` (iOS 15): when set, the button draws its
  /// title, subtitle, image and background from it (the per-state titles and images are not
  /// drawn), and sizes itself to it.
  open var configuration: Configuration? {
    didSet { configurationDidChange() }
  }

  /// The closure run to update the configuration when the state changes, as
  /// `configurationUpdateHandler` (iOS 15); it runs before the next layout, after
  /// ``setNeedsUpdateConfiguration()`` (which every state change calls).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether state changes call ``setNeedsUpdateConfiguration()``, as
  /// `automaticallyUpdatesConfiguration` (default true).
  open var automaticallyUpdatesConfiguration = true

  /// The button's menu, as `menu` (iOS 14). With `showsMenuAsPrimaryAction` a tap shows it
  /// instead of sending the primary action.
  ///
  /// - Note: UIKit difference: the menu is not drawn; see ``UIMenu``.
  open var menu: UIMenu?

  /// Whether a tap shows the menu instead of triggering the primary action, as
  /// `showsMenuAsPrimaryAction` (iOS 14, default false): the tap sends `.menuActionTriggered`
  /// (not `.primaryActionTriggered`) and the menu's deferred elements are loaded.
  open var showsMenuAsPrimaryAction = false

  /// Asks for ``updateConfiguration()`` before the next layout, as
  /// `setNeedsUpdateConfiguration()` (iOS 15). State changes call it.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the configuration for the current state, as `updateConfiguration()` (iOS 15):
  /// runs `configurationUpdateHandler`. Subclasses override it to change `configuration`.
  open func updateConfiguration() {
    configurationUpdateHandler?(self)
  }

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]

  /// Insets of the content rectangle the title and image are placed in, as
  /// `contentEdgeInsets` (deprecated in iOS 15, still common).
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  /// The size UIKit's legacy button asks for, as `intrinsicContentSize`: the current image's
  /// size beside the title's one-line size (rounded up to pixels) with 6 points above and below
  /// the title, so a 15 pt title is 30 points tall; 30 × 34 points for a button with neither;
  /// then `contentEdgeInsets` added.
  ///
  /// - Note: UIKit difference: the 6 pt title padding matches a published measurement (an
  ///   18 pt title, 21 pt tall, gives a 33 pt button: Stack Overflow answer 70778238, "UIButton
  ///   not render exactly as XIB's contentVerticalAlignment value"). The empty button's 30 × 34
  ///   is not verified: Apple documents no value and no public measurement of it was found
  ///   (checked November 2026); it is kept as the value commonly reported for UIKit.
  open override var intrinsicContentSize: CGSize { configurationFittingSize ?? contentFittingSize }

  /// The same size as `intrinsicContentSize`, whatever `size` is, as UIKit's `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { configurationFittingSize ?? contentFittingSize }

  /// Vertical padding UIKit puts above and below a legacy button's title.
  static let titleVerticalPadding: CGFloat = 6

  private var contentFittingSize: CGSize {
    let image = currentImage?.size
    let title = (currentTitle ?? "").isEmpty ? nil : titleLabel?.sizeThatFits(.zero)
    var size: CGSize
    switch (image, title) {
    case (nil, nil):
      size = CGSize(width: 30, height: 34)
    default:
      size = CGSize(
        width: (image?.width ?? 0) + (title?.width ?? 0),
        height: max(image?.height ?? 0, title.map { $0.height + 2 * Self.titleVerticalPadding } ?? 0))
    }
    size.width += contentEdgeInsets.left + contentEdgeInsets.right
    size.height += contentEdgeInsets.top + contentEdgeInsets.bottom
    return size
  }

  /// A `.custom` button with `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    let label = UILabel(frame: .zero)
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 15)
    titleLabel = label
    let imageView = UIImageView(frame: .zero)
    imageView.contentMode = .center
    self.imageView = imageView
    super.init(frame: frame)
    backgroundImageView.isUserInteractionEnabled = false
    label.isUserInteractionEnabled = false
    imageView.isUserInteractionEnabled = false
    addSubview(backgroundImageView)
    addSubview(imageView)
    addSubview(label)
    updateContent()
  }

  /// A button of `type`, as `init(type:)` (UIKit's `buttonWithType:`).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if buttonType.usesSystemLook { titleLabel?.font = .systemFont(ofSize: 17) }
    updateContent()
  }

  /// A `.system` button drawn from `configuration`, running `primaryAction` (whose title and
  /// image are shown when the configuration has none), as `init(configuration:primaryAction:)`
  /// (iOS 15).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    var configuration = configuration
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
      if configuration.image == nil { configuration.image = primaryAction.image }
    }
    self.configuration = configuration
    configurationDidChange()
  }

  /// A button of `type` whose primary action is `primaryAction` (its title shown), as
  /// `init(type:primaryAction:)` (iOS 14).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
      if let image = primaryAction.image { setImage(image, for: .normal) }
    }
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIButton.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(type:)")
  }

  // MARK: Per-state values

  /// Sets the title for `state`, as `setTitle(_:for:)`.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateContent()
  }

  /// The title for `state`, else the `.normal` title, as `title(for:)`.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

  /// Sets the title colour for `state`, as `setTitleColor(_:for:)`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    updateContent()
  }

  /// The title colour for `state`, as `titleColor(for:)`: the colour set for `state`, else the
  /// `.normal` one, else the type's default (the tint for `.system` buttons, disabled grey
  /// when `state` contains `.disabled`; white for `.custom`).
  open func titleColor(for state: State) -> UIColor? {
    if let color = titleColors[state.rawValue] { return color }
    if buttonType.usesSystemLook, state.contains(.disabled) { return Self.systemDisabledTitleColor }
    if let color = titleColors[State.normal.rawValue] { return color }
    return buttonType.usesSystemLook ? tintColor : .white
  }

  /// Sets the image for `state`, as `setImage(_:for:)`.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    updateContent()
  }

  /// The image for `state`, else the `.normal` image, as `image(for:)`.
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

  /// Sets the background image for `state`, stretched to the bounds, as
  /// `setBackgroundImage(_:for:)`.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
    updateContent()
  }

  /// The background image for `state`, else the `.normal` one, as `backgroundImage(for:)`.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
  }

  /// The title shown now, as `currentTitle`.
  open var currentTitle: String? { title(for: state) }
  /// The title colour shown now, as `currentTitleColor`.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  /// The image shown now, as `currentImage`.
  open var currentImage: UIImage? { image(for: state) }
  /// The background image shown now, as `currentBackgroundImage`.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  // MARK: Look

  override func stateDidChange() {
    updateContent()
    if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateContent()
  }

  /// Shows the current state's title, colour and images.
  private func updateContent() {
    guard let titleLabel, let imageView else { return }
    if configuration != nil { return applyConfiguration() }
    titleLabel.text = currentTitle
    titleLabel.textColor = currentTitleColor
    imageView.image = currentImage
    imageView.isHidden = currentImage == nil
    backgroundImageView.image = currentBackgroundImage
    backgroundImageView.isHidden = currentBackgroundImage == nil
    let faded = buttonType.usesSystemLook && isHighlighted && titleColors[State.highlighted.rawValue] == nil
    titleLabel.alpha = faded ? Self.systemHighlightAlpha : 1
    imageView.alpha = faded ? Self.systemHighlightAlpha : 1
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateConfigurationIfNeeded()
    if configuration != nil { return layoutConfiguredContent() }
    backgroundImageView.frame = bounds
    let content = bounds.inset(by: contentEdgeInsets)
    guard let titleLabel, let imageView else { return }
    if let image = currentImage {
      // The image and the title's one-line width side by side, the pair centred (UIKit's
      // default content alignment), the title cut to what is left of the content rectangle.
      let size = image.size
      let hasTitle = !(currentTitle ?? "").isEmpty
      let titleWidth = hasTitle ? titleLabel.sizeThatFits(.zero).width : 0
      let x = max(content.minX, content.midX - (size.width + titleWidth) / 2)
      imageView.frame = CGRect(x: x, y: content.midY - size.height / 2, width: size.width, height: size.height)
      titleLabel.frame = CGRect(
        x: x + size.width, y: content.minY, width: max(0, min(titleWidth, content.maxX - x - size.width)),
        height: content.height)
    } else {
      titleLabel.frame = content
    }
  }
}
