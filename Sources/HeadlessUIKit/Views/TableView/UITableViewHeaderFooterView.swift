import Foundation

/// A section header or footer, as UIKit's `UITableViewHeaderFooterView`: a reusable view with
/// a ``contentView`` and a ``textLabel``. The table view shows one for each section with a
/// title (`tableView(_:titleForHeaderInSection:)`), styled for the table's style, and reuses
/// registered subclasses returned from `tableView(_:viewForHeaderInSection:)`.
///
/// - Note: UIKit difference: registered classes are created through the `required`
///   convenience initializer ``init(registeredReuseIdentifier:)`` (see the note on
///   ``UITableViewCell``).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The view to add custom content to, as `contentView` (fills the view).
  public let contentView = UIView()
  /// The identifier the view was created with, as `reuseIdentifier`.
  public internal(set) var reuseIdentifier: String?
  /// The title label, as `textLabel` (created on first use).
  open var textLabel: UILabel? {
    if let label = titleLabel { return label }
    let label = UILabel()
    contentView.addSubview(label)
    titleLabel = label
    return label
  }
  private var titleLabel: UILabel?
  /// A view behind the content, as `backgroundView`.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// The title's look, set by the table view for its style.
  var titleStyle = TitleStyle.plainHeader { didSet { setNeedsLayout() } }
  /// The leading margin of the title (the table's 16 or 20 pt, plus an inset-grouped inset).
  var titleMargin: CGFloat = 16 { didSet { setNeedsLayout() } }

  /// A header or footer reused under `reuseIdentifier`, as `init(reuseIdentifier:)`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// - Note: UIKit difference: there are no nibs or storyboards; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UITableViewHeaderFooterView.init(coder:): HeadlessUIKit has no nibs or storyboards")
  }

  /// A view with `frame` and no reuse identifier, as `init(frame:)`.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a registered header or footer: `init(reuseIdentifier:)`. Table views call it.
  public required convenience init(registeredReuseIdentifier identifier: String?) {
    self.init(reuseIdentifier: identifier)
  }

  /// Called before the table view hands the view out again, as `prepareForReuse()`.
  open func prepareForReuse() {}

  /// Fills the view with the content view and places the title for the table's style.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    contentView.frame = bounds
    guard let titleLabel else { return }
    let height = ceil(titleLabel.font.lineHeight)
    let width = max(0, bounds.width - 2 * titleMargin)
    switch titleStyle {
    case .plainHeader, .plainFooter:
      titleLabel.frame = CGRect(x: titleMargin, y: (bounds.height - height) / 2, width: width, height: height)
    case .groupedHeader:
      // The title sits 7 pt above the section's first row.
      titleLabel.frame = CGRect(x: titleMargin, y: bounds.height - 7 - height, width: width, height: height)
    case .groupedFooter:
      titleLabel.frame = CGRect(x: titleMargin, y: 8, width: width, height: height)
    }
  }

  /// How the table view styles a title it shows in a header or footer.
  enum TitleStyle {
    case plainHeader, plainFooter, groupedHeader, groupedFooter
  }

  /// Styles the built-in title for `style`: plain headers bold 17 pt on a light grey bar;
  /// grouped titles 13 pt `secondaryLabel`, headers in capitals.
  func applyTitle(_ title: String, style: TitleStyle) {
    titleStyle = style
    let label = textLabel!
    switch style {
    case .plainHeader, .plainFooter:
      label.font = .boldSystemFont(ofSize: 17)
      label.textColor = .label
      label.text = title
      backgroundColor = .secondarySystemBackground
    case .groupedHeader, .groupedFooter:
      label.font = .systemFont(ofSize: 13)
      label.textColor = .secondaryLabel
      label.text = style == .groupedHeader ? title.uppercased() : title
      backgroundColor = nil
    }
  }
}
