import CairoRaster
import Foundation
import Graphics

/// A generic phone drawn around a picture of the screen, on a plain background: a dark body
/// with rounded corners and a thin rim, side buttons, a soft shadow, and the screen clipped to
/// rounded corners. Flipbook's own drawing — no manufacturer's artwork — for GIFs, videos and
/// stills in docs.
///
/// Every measure is a fraction of the screen's width, so the frame fits any picture size (a
/// half-size GIF gets a half-size frame): bezel 4.5 %, screen corner radius 12 % (an iPhone
/// 14's 47 pt on 390 pt), margin 12 %.
public struct DeviceFrame: Sendable, Hashable {
  /// The colour around the device (default #EEEEF3).
  public var background: RGBA
  /// The body's colour.
  public var body: RGBA

  public init(
    background: RGBA = RGBA(red: 0xEE / 255, green: 0xEE / 255, blue: 0xF3 / 255),
    body: RGBA = RGBA(red: 0.11, green: 0.11, blue: 0.12)
  ) {
    self.background = background
    self.body = body
  }

  /// Bezel, screen corner radius and margin for a screen `width` pixels wide.
  func measures(screenWidth width: Int) -> (bezel: Int, radius: Double, margin: Int) {
    let w = Double(width)
    return (max(Int((w * 0.045).rounded()), 2), w * 0.12, max(Int((w * 0.12).rounded()), 4))
  }

  /// The size of the framed picture for a `width × height` screen.
  public func framedSize(width: Int, height: Int) -> (width: Int, height: Int) {
    let m = measures(screenWidth: width)
    return (width + 2 * (m.bezel + m.margin), height + 2 * (m.bezel + m.margin))
  }

  /// The display list of `screen` in the frame.
  public func displayList(around screen: Bitmap) -> DisplayList {
    let m = measures(screenWidth: screen.width)
    let size = framedSize(width: screen.width, height: screen.height)
    let inset = Double(m.bezel + m.margin)
    let screenRect = CGRect(x: inset, y: inset, width: Double(screen.width), height: Double(screen.height))
    let bodyRect = screenRect.insetBy(dx: -Double(m.bezel), dy: -Double(m.bezel))
    let bodyRadius = m.radius + Double(m.bezel)
    let w = Double(screen.width)
    let button = RGBA(red: 0.2, green: 0.2, blue: 0.21)
    let buttonWidth = max(w * 0.01, 1.5)
    func sideButton(left: Bool, top: Double, length: Double) -> DisplayItem {
      let x = left ? bodyRect.minX - buttonWidth : bodyRect.maxX - 0.5
      return .fill(
        .roundedRect(
          CGRect(x: x, y: bodyRect.minY + top * w, width: buttonWidth + 0.5, height: length * w),
          cornerRadius: buttonWidth / 2),
        color: button, transform: .identity)
    }
    let shadow = Shadow(
      color: RGBA(white: 0, alpha: 0.28), offset: CGSize(width: 0, height: w * 0.02), radius: w * 0.05)
    let items: [DisplayItem] = [
      .shadow(.roundedRect(bodyRect, cornerRadius: bodyRadius), shadow, transform: .identity),
      sideButton(left: true, top: 0.30, length: 0.08),
      sideButton(left: true, top: 0.45, length: 0.16),
      sideButton(left: true, top: 0.65, length: 0.16),
      sideButton(left: false, top: 0.50, length: 0.25),
      .fill(.roundedRect(bodyRect, cornerRadius: bodyRadius), color: body, transform: .identity),
      .border(
        .roundedRect(bodyRect, cornerRadius: bodyRadius), width: max(w * 0.004, 1),
        color: RGBA(red: 0.36, green: 0.36, blue: 0.38), transform: .identity),
      .pushClip(.roundedRect(screenRect, cornerRadius: m.radius), transform: .identity),
      .image(screen, rect: screenRect, transform: .identity),
      .popClip,
    ]
    return DisplayList(pixelWidth: size.width, pixelHeight: size.height, background: background, items: items)
  }

  /// `screen` in the frame, rasterised.
  ///
  /// - Throws: rasteriser errors.
  public func apply(to screen: Bitmap, rasterizer: CairoRasterizer) throws -> Bitmap {
    try rasterizer.render(displayList(around: screen))
  }
}
