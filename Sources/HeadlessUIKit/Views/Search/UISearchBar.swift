import Foundation

/// A search field with an optional Cancel button and scope bar, as UIKit's `UISearchBar`.
///
/// The bar shows its ``searchTextField`` (a ``UISearchTextField`` 36 pt tall, centred in a
/// 56 pt row — 52 pt inside a navigation bar), the Cancel button at the trailing margin while
/// ``showsCancelButton`` (the field gives it room), and, while ``showsScopeBar`` and there are
/// ``scopeButtonTitles``, a segmented control of the scopes under the field. Editing the field
/// is reported to the ``delegate`` in UIKit's order (see ``UISearchBarDelegate``); a search bar
/// that belongs to a ``UISearchController`` also drives it (activation on the first tap,
/// `updateSearchResults(for:)` on each change, deactivation on Cancel).
///
/// - Note: UIKit difference: `inputAccessoryView`, bookmark and results-list buttons,
///   `barTintColor`, `prompt` and background images are not implemented; there is no API for
///   them.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The bar's look, as `UISearchBar.Style`.
  public enum Style: UInt, Sendable {
    /// `.prominent`.
    case `default` = 0
    /// A background behind the field (`systemBackground`).
    case prominent = 1
    /// No background of its own: only the field (and buttons).
    case minimal = 2
  }

  /// The height of the field's row: 56 pt (52 pt in a navigation bar), as UIKit's.
  public static let rowHeight: CGFloat = 56
  /// The height of the field's row in a navigation bar: 52 pt, as UIKit's.
  public static let navigationBarRowHeight: CGFloat = 52
  /// The height the scope bar adds under the field: 44 pt (a 32 pt segmented control and its
  /// padding; an approximation of UIKit's private value).
  public static let scopeBarHeight: CGFloat = 44
  /// The space between the field and the Cancel button: 8 pt.
  public static let cancelButtonSpacing: CGFloat = 8
  /// How long `setShowsCancelButton(_:animated:)` slides the button: 0.25 s (approximation of
  /// UIKit's private value).
  public static let cancelButtonAnimationDuration: TimeInterval = 0.25

  /// The field, as `searchTextField` (iOS 13+).
  public let searchTextField = UISearchTextField(frame: .zero)
  let cancelButton = UIButton(type: .system)
  let scopeBar = UISegmentedControl(items: nil)
  let backgroundView = UIView(frame: .zero)
  let fieldDelegate = SearchFieldDelegate()

  /// The delegate (held weakly), as `delegate`.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The search controller that owns the bar, which the bar activates and updates.
  weak var searchController: UISearchController?
  /// Whether a navigation bar hosts the bar (52 pt row, the bar's margins, no background).
  var isInNavigationBar = false { didSet { setNeedsLayout() } }

  /// The text, as `text` (the field's; setting it sends no delegate call).
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The grey text shown while the field is empty, as `placeholder`; nil shows UIKit's
  /// "Search".
  open var placeholder: String? { didSet { searchTextField.placeholder = placeholder ?? "Search" } }

  /// Whether the Cancel button shows, as `showsCancelButton` (default false); setting it
  /// shows or hides the button at once.
  open var showsCancelButton: Bool {
    get { cancelButtonShown }
    set { setShowsCancelButton(newValue, animated: false) }
  }
  private var cancelButtonShown = false

  /// The titles of the scope buttons, as `scopeButtonTitles`.
  open var scopeButtonTitles: [String]? {
    didSet {
      scopeBar.removeAllSegments()
      for (index, title) in (scopeButtonTitles ?? []).enumerated() {
        scopeBar.insertSegment(withTitle: title, at: index, animated: false)
      }
      if !(scopeButtonTitles ?? []).isEmpty {
        scopeBar.selectedSegmentIndex = min(selectedScopeButtonIndex, scopeBar.numberOfSegments - 1)
      }
      layoutChanged()
    }
  }
  /// The selected scope, as `selectedScopeButtonIndex` (default 0); setting it sends no
  /// delegate call.
  open var selectedScopeButtonIndex = 0 {
    didSet {
      if selectedScopeButtonIndex < scopeBar.numberOfSegments {
        scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
      }
    }
  }
  /// Whether the scope bar shows under the field, as `showsScopeBar` (default false).
  open var showsScopeBar = false { didSet { layoutChanged() } }
  /// The look, as `searchBarStyle` (default `.default`).
  open var searchBarStyle: Style = .default { didSet { setNeedsLayout() } }

  /// A bar with `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(backgroundView)
    backgroundView.isUserInteractionEnabled = false
    searchTextField.placeholder = "Search"
    applySearchKeyboardDefaults()
    fieldDelegate.searchBar = self
    searchTextField.delegate = fieldDelegate
    searchTextField.addTarget(nil, action: { [weak self] _ in self?.textDidChangeByEditing() }, for: .editingChanged)
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.alpha = 0
    cancelButton.addTarget(nil, action: { [weak self] _ in self?.cancelButtonTapped() }, for: .touchUpInside)
    addSubview(cancelButton)
    scopeBar.isHidden = true
    scopeBar.addTarget(nil, action: { [weak self] _ in self?.scopeDidChange() }, for: .valueChanged)
    addSubview(scopeBar)
  }

  /// A bar of UIKit's default size, as `init()`.
  public convenience init() { self.init(frame: .zero) }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UISearchBar.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  /// Shows or hides the Cancel button, as `setShowsCancelButton(_:animated:)`: animated, it
  /// slides in from the trailing edge while the field narrows (and back out), over
  /// ``cancelButtonAnimationDuration`` — inside another animation block, with that block's
  /// timing.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    guard showsCancelButton != cancelButtonShown else { return }
    cancelButtonShown = showsCancelButton
    setNeedsLayout()
    guard animated, window != nil else { return }
    UIView.animate(withDuration: Self.cancelButtonAnimationDuration) { self.layoutIfNeeded() }
  }

  /// Starts editing the field, as UIKit's search bar does for `becomeFirstResponder()`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  /// Ends editing the field, as UIKit's search bar does for `resignFirstResponder()`.
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  /// The bar's natural size: the row (56 pt) plus the scope bar while it shows; the width is
  /// unchanged.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: naturalHeight)
  }

  /// The bar's natural size, as `intrinsicContentSize`: no intrinsic width, the height of
  /// ``sizeThatFits(_:)``.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: naturalHeight) }

  /// The row plus the scope bar while it shows.
  var naturalHeight: CGFloat { rowHeight + (showsScopeBarNow ? Self.scopeBarHeight : 0) }
  var rowHeight: CGFloat { isInNavigationBar ? Self.navigationBarRowHeight : Self.rowHeight }
  var showsScopeBarNow: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

  /// The leading and trailing margin of the field and buttons: the navigation bar's (16 or
  /// 20 pt) inside one, 8 pt otherwise.
  var horizontalMargin: CGFloat { isInNavigationBar ? BarButtonItemMetrics.margin(width: bounds.width) : 8 }

  private func layoutChanged() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    searchController?.searchBarLayoutDidChange()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView.frame = bounds
    backgroundView.backgroundColor =
      searchBarStyle == .minimal || isInNavigationBar ? nil : .systemBackground
    let margin = horizontalMargin
    let buttonSize = cancelButton.sizeThatFits(CGSize(width: bounds.width, height: UISearchTextField.searchFieldHeight))
    let row = min(rowHeight, bounds.height)
    let fieldY = (rowHeight - UISearchTextField.searchFieldHeight) / 2
    let buttonX = cancelButtonShown ? bounds.width - margin - buttonSize.width : bounds.width
    cancelButton.frame = CGRect(
      x: buttonX, y: (rowHeight - buttonSize.height) / 2, width: buttonSize.width, height: buttonSize.height)
    cancelButton.alpha = cancelButtonShown ? 1 : 0
    let fieldMaxX = cancelButtonShown ? buttonX - Self.cancelButtonSpacing : bounds.width - margin
    searchTextField.frame = CGRect(
      x: margin, y: fieldY, width: max(fieldMaxX - margin, 0), height: UISearchTextField.searchFieldHeight)
    // A bar squeezed by its navigation bar while the content scrolls fades its field out.
    searchTextField.alpha = row >= rowHeight ? 1 : max((row - fieldY) / UISearchTextField.searchFieldHeight, 0)
    scopeBar.isHidden = !showsScopeBarNow
    scopeBar.frame = CGRect(x: margin, y: rowHeight + 4, width: max(bounds.width - 2 * margin, 0), height: 32)
  }

  // MARK: Events

  func textDidChangeByEditing() {
    delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
    searchController?.searchBarTextDidChange()
  }

  func cancelButtonTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.searchBarCancelButtonClicked()
  }

  private func scopeDidChange() {
    selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
    searchController?.searchBarTextDidChange()
  }
}
