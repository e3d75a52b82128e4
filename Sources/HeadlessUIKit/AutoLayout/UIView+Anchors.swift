extension UIView {
  /// The leading edge of the view's frame, as `leadingAnchor`: left, or right in a superview
  /// laid out right to left (see `effectiveUserInterfaceLayoutDirection`).
  /// - Note: UIKit difference: layout is left-to-right only, so leading is left.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge of the view's frame, as `trailingAnchor`: right, or left in a superview
  /// laid out right to left.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge of the view's frame, as `leftAnchor`.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge of the view's frame, as `rightAnchor`.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge of the view's frame, as `topAnchor`.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge of the view's frame, as `bottomAnchor`.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The horizontal centre of the view's frame, as `centerXAnchor`.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical centre of the view's frame, as `centerYAnchor`.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The width of the view's frame, as `widthAnchor`.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height of the view's frame, as `heightAnchor`.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
