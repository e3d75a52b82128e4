import CoreGraphics

/// The rect `rect` occupies once scaled by `scale` about its centre: Core Graphics only.
func scaledAboutCenter(_ rect: CGRect, by scale: CGFloat) -> CGRect {
  let transform = CGAffineTransform(translationX: rect.midX, y: rect.midY)
    .scaledBy(x: scale, y: scale)
    .translatedBy(x: -rect.midX, y: -rect.midY)
  return rect.applying(transform)
}
