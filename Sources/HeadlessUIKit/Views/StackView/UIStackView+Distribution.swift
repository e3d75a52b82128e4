extension UIStackView {
  /// How a stack view sizes its arranged views along its axis, as UIKit's
  /// `UIStackView.Distribution` (same raw values).
  public enum Distribution: Int, Sendable {
    /// The views fill the axis with the exact spacing; when they are larger or smaller than the
    /// stack view, the one with the lowest compression resistance or hugging priority gives
    /// way (of equal priorities, the first in `arrangedSubviews` grows and the last shrinks
    /// first).
    case fill = 0
    /// The views fill the axis with the exact spacing and all have the same size.
    case fillEqually = 1
    /// The views fill the axis with the exact spacing, each sized in proportion to its
    /// intrinsic size along the axis.
    case fillProportionally = 2
    /// The views keep their intrinsic sizes and the gaps between them are all equal (never
    /// below `spacing`; when the views do not fit, they are compressed by their compression
    /// resistance).
    case equalSpacing = 3
    /// The views keep their intrinsic sizes and their centres are equally far apart (the gaps
    /// never below `spacing`).
    case equalCentering = 4
  }

  /// How a stack view places its arranged views across its axis, as UIKit's
  /// `UIStackView.Alignment` (same raw values; `.top` is `.leading` and `.bottom` is
  /// `.trailing`).
  public enum Alignment: Int, Sendable {
    /// Each view spans the stack view across the axis.
    case fill = 0
    /// Each view sits at the leading (vertical stack) or top (horizontal stack) edge.
    case leading = 1
    /// Horizontal stacks: the views' first baselines line up. Vertical stacks: as `.leading`.
    case firstBaseline = 2
    /// Each view is centred across the axis.
    case center = 3
    /// Each view sits at the trailing (vertical stack) or bottom (horizontal stack) edge.
    case trailing = 4
    /// Horizontal stacks: the views' last baselines line up. Vertical stacks: as `.trailing`.
    case lastBaseline = 5

    /// The top edge, for horizontal stack views (the same as `.leading`).
    public static var top: Alignment { .leading }
    /// The bottom edge, for horizontal stack views (the same as `.trailing`).
    public static var bottom: Alignment { .trailing }
  }
}
