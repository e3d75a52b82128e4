import Foundation

/// One row of a table view, as UIKit's `UITableViewCell`: put custom content in
/// ``contentView``, or use the built-in ``textLabel``, ``detailTextLabel`` and ``imageView``
/// laid out by the cell's ``CellStyle``. The table view sizes the cell to its row, shrinks the
/// content view to leave room for the accessory and the separator, and shows the
/// selected background while the cell is highlighted or selected.
///
/// Subclass as on iOS: `override init(style:reuseIdentifier:)` plus `required init?(coder:)`.
/// A table view creates a registered class with `init(style: .default, reuseIdentifier:)`.
///
/// - Note: UIKit difference: Swift on Linux cannot create a class from its metatype through a
///   non-`required` initializer, so registered cells are created through the `required`
///   convenience initializer ``init(registeredReuseIdentifier:)``, which calls
///   `init(style:reuseIdentifier:)` (your override). A subclass inherits it as long as it
///   overrides `init(style:reuseIdentifier:)` or declares no designated initializer; one that
///   only adds initializers of its own must also write
///   `required convenience init(registeredReuseIdentifier: String?)`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The cell's style, fixed at creation.
  let cellStyle: CellStyle
  /// The view to add custom content to, as `contentView`: the cell less the accessory and the
  /// separator.
  public let contentView = UIView()
  /// The identifier the cell was created or registered with, as `reuseIdentifier`.
  public internal(set) var reuseIdentifier: String?

  /// A cell of `style` whose table view reuses it under `reuseIdentifier`, as
  /// `init(style:reuseIdentifier:)`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
    backgroundColor = .systemBackground
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// - Note: UIKit difference: there are no nibs or storyboards; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UITableViewCell.init(coder:): HeadlessUIKit has no nibs or storyboards")
  }

  /// A `.default` cell with `frame` and no reuse identifier, as UIKit's `init(frame:)`.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a registered cell: `init(style: .default, reuseIdentifier:)`. Table views call
  /// it; see the note on ``UITableViewCell``.
  public required convenience init(registeredReuseIdentifier identifier: String?) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  // MARK: Built-in content

  /// The main label, as `textLabel` (17 pt, `label` colour; created on first use, inside
  /// `contentView`).
  open var textLabel: UILabel? {
    if let label = standardLabels.text { return label }
    let label = UILabel()
    label.font = cellStyle == .value2 ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 17)
    if cellStyle == .value2 {
      label.textColor = tintColor
      label.textAlignment = .right
    }
    contentView.addSubview(label)
    standardLabels.text = label
    setNeedsLayout()
    return label
  }

  /// The secondary label, as `detailTextLabel`: nil for `.default` cells; 12 pt for
  /// `.subtitle`, 17 pt `secondaryLabel` for `.value1`, 15 pt for `.value2`.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let label = standardLabels.detail { return label }
    let label = UILabel()
    switch cellStyle {
    case .subtitle: label.font = .systemFont(ofSize: 12)
    case .value1:
      label.font = .systemFont(ofSize: 17)
      label.textColor = .secondaryLabel
      label.textAlignment = .right
    default: label.font = .systemFont(ofSize: 15)
    }
    contentView.addSubview(label)
    standardLabels.detail = label
    setNeedsLayout()
    return label
  }

  /// The image at the leading edge, as `imageView` (nil for `.value2` cells, as in UIKit).
  open var imageView: UIImageView? {
    guard cellStyle != .value2 else { return nil }
    if let view = standardLabels.image { return view }
    let view = UIImageView()
    contentView.addSubview(view)
    standardLabels.image = view
    setNeedsLayout()
    return view
  }
  var standardLabels = StandardViews()

  // MARK: Backgrounds, accessory, selection

  /// A view behind the content, as `backgroundView` (nil by default).
  open var backgroundView: UIView? {
    didSet { replace(oldValue, with: backgroundView, at: 0) }
  }

  /// The view shown behind the content while the cell is selected or highlighted, as
  /// `selectedBackgroundView`. Nil by default: the cell then shows its own grey
  /// (`systemGray4`) view, as UIKit's default selection does.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      shownSelectionBackground = nil
      updateSelectionBackground(animated: false)
    }
  }
  /// The selected background on screen, if any.
  var shownSelectionBackground: UIView?
  /// The built-in grey selected background.
  lazy var defaultSelectedBackground: UIView = {
    let view = UIView()
    view.backgroundColor = .systemGray4
    return view
  }()

  /// The standard accessory, as `accessoryType` (default `.none`); `accessoryView` wins when set.
  open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
  /// A custom view at the trailing edge, as `accessoryView` (keeps its own size).
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      updateAccessory()
    }
  }
  /// The view showing `accessoryType` or `accessoryView`.
  var shownAccessory: UIView?

  /// How the cell looks when selected, as `selectionStyle` (default `.default`).
  open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionBackground(animated: false) } }

  /// The inset of the separator under this row, as `separatorInset`; by default the table
  /// view's `separatorInset`.
  open var separatorInset: UIEdgeInsets {
    get { ownSeparatorInset ?? tableSeparatorInset }
    set {
      ownSeparatorInset = newValue
      setNeedsLayout()
    }
  }
  var ownSeparatorInset: UIEdgeInsets?
  /// Set by the table view: its separator inset, side margin, separator and section shape.
  var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  var rowAppearance = RowAppearance()
  let separator = UIView()

  private var selectedState = false
  private var highlightedState = false

  // Editing and swipe state (see `UITableViewCell+Editing.swift`).
  var editingState = false
  /// The row's editing style, set by the table view from its delegate.
  var rowEditingStyle: EditingStyle = .none
  /// Whether the table view indents this row while editing (its delegate's
  /// `shouldIndentWhileEditingRowAt`).
  var rowIndentsWhileEditing = true
  /// The red delete or green insert control, while editing (or sliding out).
  var editingControl: EditingControlView?
  /// The reorder control, while editing a movable row (or sliding out).
  var reorderControl: ReorderControlView?
  /// How far the row's content is swiped: negative reveals trailing actions, positive
  /// leading ones.
  var swipeOffset: CGFloat = 0
  /// The buttons a swipe reveals.
  var swipeActionsView: SwipeActionsView?

  /// Whether the reorder control shows while editing, as `showsReorderControl` (default
  /// false; the table view sets it for rows its data source can move).
  open var showsReorderControl = false { didSet { setNeedsLayout() } }
  /// Whether the content indents while editing, as `shouldIndentWhileEditing` (default true).
  open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }

  /// Whether the cell is in editing mode, as `isEditing`; setting it calls
  /// `setEditing(_:animated: false)`.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }

  /// The row's editing control, as `editingStyle` (the table view sets it from its delegate's
  /// `tableView(_:editingStyleForRowAt:)`).
  open var editingStyle: EditingStyle { rowEditingStyle }

  /// Enters or leaves editing mode, as `setEditing(_:animated:)`: the editing control
  /// (``editingStyle``) slides in from the leading edge and the content indents past it, the
  /// reorder control (``showsReorderControl``) slides in at the trailing edge, the accessory
  /// fades out; leaving editing reverses it. Animated over 0.3 s. Override to restyle the
  /// content; call super.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingState else { return }
    UIView.performWithoutAnimation {
      // New controls start outside the row, where they slide in from.
      if editing { addEditingControls() }
      layoutIfNeeded()
    }
    editingState = editing
    setNeedsLayout()
    let finish = { [weak self] in
      guard let self, !self.editingState else { return }
      self.editingControl?.removeFromSuperview()
      self.editingControl = nil
      self.reorderControl?.removeFromSuperview()
      self.reorderControl = nil
    }
    guard animated else {
      layoutIfNeeded()
      return finish()
    }
    UIView.animate(
      withDuration: Self.editingAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: { self.layoutIfNeeded() }, completion: { _ in finish() })
  }

  /// Whether the cell is selected, as `isSelected`; setting it calls
  /// `setSelected(_:animated: false)`.
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the cell is highlighted (a finger is on it), as `isHighlighted`; setting it calls
  /// `setHighlighted(_:animated: false)`.
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Selects or deselects the cell, as `setSelected(_:animated:)`: the selected background
  /// appears at once, and with `animated` fades out on deselection (UIKit's fade; inside a
  /// transition coordinator's alongside block it takes the transition's duration and curve).
  /// Override to restyle content; call super.
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedState = selected
    updateSelectionBackground(animated: animated)
  }

  /// Highlights the cell, as `setHighlighted(_:animated:)` (the same background as selection).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedState = highlighted
    updateSelectionBackground(animated: animated)
  }

  /// Called before the table view hands the cell out again, as `prepareForReuse()`: clears
  /// the highlight and selection. Override to reset your content; call super.
  open func prepareForReuse() {
    selectedState = false
    highlightedState = false
    updateSelectionBackground(animated: false)
  }

  /// Lays out the background, content view, accessory, separator and the built-in labels for
  /// the cell's style (see `UITableViewCell+Layout.swift`).
  open override func layoutSubviews() {
    // The content view takes its size before constraints inside the cell are solved.
    layoutCellParts()
    super.layoutSubviews()
  }

  /// The size the table view gives the row when its height is
  /// `UITableView.automaticDimension`, as UIKit's self-sizing: with Auto Layout content
  /// (subviews of `contentView` that do not translate autoresizing masks), the content
  /// view's fitting height for the target width plus the separator; otherwise the standard
  /// 44 pt row (taller when the built-in labels need it).
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(width: targetSize.width, height: selfSizedHeight(width: targetSize.width))
  }
}
