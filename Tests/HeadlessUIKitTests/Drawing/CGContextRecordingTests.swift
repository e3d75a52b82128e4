import Foundation
import Testing

@testable import HeadlessUIKit

/// What a `CGContext` records: the display items its calls become, in canvas pixels.
@MainActor
@Suite("CGContext recording")
struct CGContextRecordingTests {
  static func picture(
    size: CGSize = CGSize(width: 20, height: 10), scale: CGFloat = 2, _ actions: (CGContext) -> Void
  ) -> Picture {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let image = UIGraphicsImageRenderer(size: size, format: format).image { actions($0.cgContext) }
    guard case .picture(let picture) = image.content else {
      preconditionFailure("a renderer image is a picture")
    }
    return picture
  }

  static let double = CGAffineTransform(scaleX: 2, y: 2)

  @Test func fillRectUsesTheFillColourAndTheDeviceScale() {
    let picture = Self.picture { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 1, y: 2, width: 3, height: 4))
    }
    #expect(picture.size == CGSize(width: 20, height: 10) && picture.scale == 2)
    #expect(
      picture.items == [
        .fill(.rect(CGRect(x: 1, y: 2, width: 3, height: 4)), color: UIColor.red.rgba, transform: Self.double)
      ])
  }

  /// Core Graphics maps path points by the CTM when they are added: a translation after
  /// `addRect` does not move the rectangle.
  @Test func pathPointsTakeTheCTMInEffectWhenAdded() {
    let picture = Self.picture(scale: 1) { context in
      context.translateBy(x: 5, y: 0)
      context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
      context.translateBy(x: 100, y: 0)
      context.fillPath()
    }
    guard case .fill(.path(let path, .winding), _, let m) = picture.items.first else {
      Issue.record("expected a path fill, got \(picture.items)")
      return
    }
    #expect(m == .identity)
    #expect(path.boundingBoxOfPath == CGRect(x: 5, y: 0, width: 2, height: 2))
  }

  /// The line width is in user space at the time of the stroke: a 2× CTM doubles it.
  @Test func strokeWidthIsInUserSpaceAtStrokeTime() {
    let picture = Self.picture(scale: 1) { context in
      context.move(to: CGPoint(x: 1, y: 1))
      context.addLine(to: CGPoint(x: 5, y: 1))
      context.scaleBy(x: 2, y: 2)
      context.setLineWidth(3)
      context.setStrokeColor(UIColor.blue.cgColor)
      context.strokePath()
    }
    guard case .stroke(let path, let style, let color, let m) = picture.items.first else {
      Issue.record("expected a stroke, got \(picture.items)")
      return
    }
    #expect(style.lineWidth == 3 && color == UIColor.blue.rgba)
    #expect(m == CGAffineTransform(scaleX: 2, y: 2))
    #expect(path.boundingBoxOfPath == CGRect(x: 0.5, y: 0.5, width: 2, height: 0))
    #expect(context_isPathEmptyAfterStroke())
  }

  private func context_isPathEmptyAfterStroke() -> Bool {
    var empty = false
    _ = Self.picture { context in
      context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
      context.strokePath()
      empty = context.isPathEmpty
    }
    return empty
  }

  /// A clip lasts until the `restoreGState()` that undoes it, and closes in the recording there.
  @Test func clipsFollowTheGraphicsStateStack() {
    let picture = Self.picture(scale: 1) { context in
      context.saveGState()
      context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.restoreGState()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(
      picture.items == [
        .pushClip(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), transform: .identity),
        .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black, transform: .identity),
        .popClip,
        .fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), color: .black, transform: .identity),
      ])
  }

  @Test func alphaFoldsIntoColoursAndGroupsWhatItCannotFold() {
    let picture = Self.picture(scale: 1) { context in
      context.setAlpha(0.5)
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      let gradient = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
        locations: [0, 1])!
      context.drawLinearGradient(
        gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation]
      )
    }
    #expect(picture.items.count == 4)
    #expect(
      picture.items[0]
        == .fill(
          .rect(CGRect(x: 0, y: 0, width: 1, height: 1)), color: RGBA(white: 0, alpha: 0.5), transform: .identity))
    #expect(picture.items[1] == .beginGroup(opacity: 0.5))
    guard case .gradient(let value, _) = picture.items[2] else {
      Issue.record("expected a gradient, got \(picture.items[2])")
      return
    }
    #expect(value.kind == .axial && value.extends && value.stops.map(\.location) == [0, 1])
    #expect(value.stops.map(\.color) == [UIColor.red.rgba, UIColor.blue.rgba])
    #expect(picture.items[3] == .endGroup)
  }

  /// `draw(_:in:)` of a `CGImage` in a UIKit context draws it upside down, as on iOS.
  @Test func cgImageDrawsFlippedAsCoreGraphicsDoes() {
    let bitmap = Bitmap(width: 2, height: 2, fill: Bitmap.Pixel(r: 1, g: 2, b: 3))
    let picture = Self.picture(scale: 1) { context in
      context.draw(CGImage(bitmap: bitmap), in: CGRect(x: 0, y: 2, width: 4, height: 4))
    }
    #expect(
      picture.items == [
        .image(
          bitmap, rect: CGRect(x: 0, y: 2, width: 4, height: 4),
          transform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 8))
      ])
  }

  @Test func uiImageCGImageRoundTripsPixelsAndPictures() throws {
    let bitmap = Bitmap(width: 6, height: 4)
    let image = UIImage(bitmap: bitmap, scale: 2)
    let cgImage = try #require(image.cgImage)
    #expect(cgImage.width == 6 && cgImage.height == 4)
    #expect(UIImage(cgImage: cgImage).size == CGSize(width: 6, height: 4))
    #expect(UIImage(cgImage: cgImage, scale: 2, orientation: .up).size == CGSize(width: 3, height: 2))
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5)).image { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 5))
    }
    let recorded = try #require(drawn.cgImage)
    #expect(recorded.width == Int(10 * drawn.scale) && recorded.height == Int(5 * drawn.scale))
    #expect(UIImage(cgImage: recorded, scale: drawn.scale, orientation: .up) == drawn)
  }

  @Test func gradientColoursComeFromACFArrayAndLocationsDefaultToEvenSpacing() throws {
    let colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor] as CFArray
    let gradient = try #require(CGGradient(colorsSpace: nil, colors: colors, locations: nil))
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(CGGradient(colorsSpace: nil, colors: [1, 2] as CFArray, locations: nil) == nil)
  }

  @Test func imageContextFunctionsRecordAndReturnAnImage() throws {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), false, 3)
    let context = try #require(UIGraphicsGetCurrentContext())
    #expect(context.ctm == CGAffineTransform(a: 3, b: 0, c: 0, d: -3, tx: 0, ty: 12))
    UIColor.green.setFill()
    UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 4)).fill()
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 8, height: 4) && image.scale == 3)
    guard case .picture(let picture) = image.content, case .fill(.path, let color, _) = picture.items.first else {
      Issue.record("expected a recorded path fill")
      return
    }
    #expect(color == UIColor.green.rgba)
  }

  @Test func textDrawsTopAlignedWithItsAttributes() {
    let picture = Self.picture(scale: 1) { _ in
      "Hi".draw(
        at: CGPoint(x: 3, y: 4),
        withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
    }
    guard case .text(let run, _) = picture.items.first else {
      Issue.record("expected text, got \(picture.items)")
      return
    }
    #expect(run.string == "Hi" && run.isTopAligned && run.font == FontDescriptor(size: 20, weight: .bold))
    #expect(run.color == UIColor.red.rgba && run.frame.origin == CGPoint(x: 3, y: 4))
  }

  @Test func blendModesGroupTheWholeRecording() {
    let picture = Self.picture(scale: 1) { context in
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      context.clear(CGRect(x: 1, y: 1, width: 2, height: 2))
    }
    #expect(picture.items.first == .beginGroup(opacity: 1) && picture.items.last == .endGroup)
    #expect(picture.items.contains(.beginBlendGroup(.clear)))
  }

  /// `addArc(tangent1End:tangent2End:radius:)` rounds the corner at (10, 0) with radius 2: a
  /// line to (8, 0), then a quarter arc ending at (10, 2).
  @Test func tangentArcRoundsTheCorner() {
    var end = CGPoint.zero
    var box = CGRect.null
    _ = Self.picture(scale: 1) { context in
      context.move(to: .zero)
      context.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
      end = context.currentPointOfPath
      box = context.boundingBoxOfPath
    }
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 2) < 1e-9, "\(end)")
    #expect(abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 2) < 1e-9 && box.minY == 0, "\(box)")
  }

  @Test func clipBoundingBoxIsInUserSpace() {
    var box = CGRect.null
    _ = Self.picture(size: CGSize(width: 20, height: 10), scale: 2) { context in
      #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 10))
      context.clip(to: CGRect(x: 2, y: 2, width: 100, height: 4))
      context.translateBy(x: 1, y: 1)
      box = context.boundingBoxOfClipPath
    }
    #expect(box == CGRect(x: 1, y: 1, width: 18, height: 4))
  }
}
