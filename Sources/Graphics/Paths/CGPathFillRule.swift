/// How the inside of a path is decided, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable, Hashable, CaseIterable {
  /// Non-zero winding number (the default for fills and clips).
  case winding = 0
  /// Even-odd: inside where a ray crosses the outline an odd number of times.
  case evenOdd = 1
}

/// How the ends of open stroked subpaths are drawn, as `CGLineCap`.
public enum CGLineCap: Int32, Sendable, Hashable, CaseIterable {
  case butt = 0
  case round = 1
  case square = 2
}

/// How stroked segments join, as `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable, Hashable, CaseIterable {
  case miter = 0
  case round = 1
  case bevel = 2
}
