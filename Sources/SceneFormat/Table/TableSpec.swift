import Foundation
import HeadlessUIKit

/// A `table` view: a `UITableView` of static rows in sections, as a settings or mail list.
public struct TableSpec: Sendable, Equatable {
  /// `plain` (default), `grouped` or `insetGrouped`.
  public var style: UITableView.Style
  public var sections: [TableSectionSpec]
  /// Whether rows can be deleted: a swipe to the left reveals Delete, editing mode (the
  /// screen's `editButton`) shows the red delete controls, and a deleted row animates out.
  public var editable: Bool

  public init(style: UITableView.Style = .plain, sections: [TableSectionSpec], editable: Bool = false) {
    self.style = style
    self.sections = sections
    self.editable = editable
  }
}

/// One section of a `table`: an optional header and footer title and its rows.
public struct TableSectionSpec: Sendable, Equatable {
  public var header: String?
  public var footer: String?
  public var rows: [TableRowSpec]

  public init(header: String? = nil, footer: String? = nil, rows: [TableRowSpec]) {
    self.header = header
    self.footer = footer
    self.rows = rows
  }
}

/// One row of a `table`: a `UITableViewCell` with a title, and a subtitle (`.subtitle` style)
/// or a detail value (`.value1` style), an accessory, and the screen a tap on it shows.
public struct TableRowSpec: Sendable, Equatable {
  public var title: String
  public var subtitle: String?
  public var detail: String?
  public var accessory: UITableViewCell.AccessoryType
  /// The screen `show(_:sender:)` shows when the row is tapped (pushed by a navigation
  /// controller); nil: the tap only selects the row.
  public var push: String?

  public init(
    title: String, subtitle: String? = nil, detail: String? = nil,
    accessory: UITableViewCell.AccessoryType = .none, push: String? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.detail = detail
    self.accessory = accessory
    self.push = push
  }

  /// The cell style the row's texts need.
  var cellStyle: UITableViewCell.CellStyle { subtitle != nil ? .subtitle : detail != nil ? .value1 : .default }
}
