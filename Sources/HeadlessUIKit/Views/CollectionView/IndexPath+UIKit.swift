import Foundation

extension IndexPath {
  /// An index path for `item` in `section`, as UIKit's `IndexPath(item:section:)`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// An index path for `row` in `section`, as UIKit's `IndexPath(row:section:)`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// The section (the first index), as UIKit's `section`.
  public var section: Int { self[0] }

  /// The item in the section (the second index), as UIKit's `item`.
  public var item: Int { self[1] }

  /// The same as `item`, as UIKit's `row`.
  public var row: Int { self[1] }
}
