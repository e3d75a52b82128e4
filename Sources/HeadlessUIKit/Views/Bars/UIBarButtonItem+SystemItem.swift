import Foundation

extension UIBarButtonItem {
  /// UIKit's standard bar button items, as `UIBarButtonItem.SystemItem` (same raw values).
  /// Text items show UIKit's English titles; `.done` and `.save` are semibold.
  ///
  /// - Note: UIKit difference: of the symbol items, `.add` (`plus`) and `.search`
  ///   (`magnifyingglass`) are drawn, from the built-in symbols of `UIImage(systemName:)`;
  ///   showing another symbol item, or a `.flexibleSpace` (a toolbar item), in a navigation bar
  ///   traps naming it.
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case stop = 14
    case camera = 15
    case trash = 16
    case play = 17
    case pause = 18
    case rewind = 19
    case fastForward = 20
    case undo = 21
    case redo = 22
    case pageCurl = 23
    case close = 24

    /// The item's standard title, for the text items.
    var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .undo: "Undo"
      case .redo: "Redo"
      default: nil
      }
    }

    /// Whether UIKit draws the title semibold.
    var isBold: Bool { self == .done || self == .save }

    /// The built-in symbol drawing the item, for the symbol items that have one.
    var symbolName: String? {
      switch self {
      case .add: "plus"
      case .search: "magnifyingglass"
      default: nil
      }
    }
  }
}
