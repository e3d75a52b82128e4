import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Images, snapshots and image renderers")
struct SnapshotTests {
  static func window(scale: CGFloat = 2) -> UIWindow {
    UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: scale))
  }

  /// UIKit's content-mode placement of a 40×20 image in a 100×100 box.
  @Test func contentModesPlaceTheImageAsUIKitDoes() {
    let box = CGRect(x: 0, y: 0, width: 100, height: 100)
    let size = CGSize(width: 40, height: 20)
    #expect(UIView.ContentMode.scaleToFill.rect(for: size, in: box) == box)
    #expect(UIView.ContentMode.scaleAspectFit.rect(for: size, in: box) == CGRect(x: 0, y: 25, width: 100, height: 50))
    #expect(
      UIView.ContentMode.scaleAspectFill.rect(for: size, in: box) == CGRect(x: -50, y: 0, width: 200, height: 100))
    #expect(UIView.ContentMode.center.rect(for: size, in: box) == CGRect(x: 30, y: 40, width: 40, height: 20))
    #expect(UIView.ContentMode.bottomRight.rect(for: size, in: box) == CGRect(x: 60, y: 80, width: 40, height: 20))
    #expect(UIView.ContentMode.left.rect(for: size, in: box) == CGRect(x: 0, y: 40, width: 40, height: 20))
    #expect(UIView.ContentMode.top.rect(for: size, in: box) == CGRect(x: 30, y: 0, width: 40, height: 20))
  }

  @Test func imageViewDrawsItsBitmapPlacedByContentMode() {
    let window = Self.window(scale: 1)
    let image = UIImage(bitmap: Bitmap(width: 8, height: 4, fill: Bitmap.Pixel(r: 1, g: 2, b: 3)), scale: 2)
    #expect(image.size == CGSize(width: 4, height: 2))
    let view = UIImageView(image: image)
    #expect(view.bounds.size == CGSize(width: 4, height: 2))
    view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    view.contentMode = .center
    window.addSubview(view)
    guard case .image(let bitmap, let rect, _) = window.makeDisplayList().items.first else {
      Issue.record("expected an image")
      return
    }
    #expect(bitmap.width == 8)
    #expect(rect == CGRect(x: 8, y: 9, width: 4, height: 2))
  }

  /// A snapshot is frozen: it shows the view as it was, placed wherever the snapshot view is,
  /// and draws the same items as the view at the same place.
  @Test func snapshotViewRecordsTheCurrentRendering() throws {
    let window = Self.window()
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
    card.backgroundColor = .red
    card.layer.cornerRadius = 4
    let dot = UIView(frame: CGRect(x: 5, y: 5, width: 4, height: 4))
    dot.backgroundColor = .blue
    card.addSubview(dot)
    window.addSubview(card)
    let original = window.makeDisplayList().items
    let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
    #expect(snapshot.bounds.size == CGSize(width: 30, height: 20))
    card.removeFromSuperview()
    snapshot.frame = card.frame
    card.backgroundColor = .green
    window.addSubview(snapshot)
    let copied = window.makeDisplayList().items
    #expect(copied.count == original.count)
    for (a, b) in zip(original, copied) { #expect(a.description == b.description) }
  }

  /// A resizable snapshot keeps its caps: stretched to twice the width, the left cap maps 1:1
  /// and the middle doubles.
  @Test func resizableSnapshotStretchesOnlyTheMiddle() throws {
    let window = Self.window(scale: 1)
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    bar.backgroundColor = .red
    window.addSubview(bar)
    let snapshot = try #require(
      bar.resizableSnapshotView(
        from: bar.bounds, afterScreenUpdates: true, withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    )
    bar.removeFromSuperview()
    snapshot.frame = CGRect(x: 0, y: 0, width: 60, height: 10)
    window.addSubview(snapshot)
    let fills = window.makeDisplayList().items.compactMap { item -> CGAffineTransform? in
      if case .fill(_, _, let m) = item { return m }
      return nil
    }
    #expect(fills.count == 3)
    #expect(fills.map(\.a) == [1, 2, 1])
  }

  /// `UIGraphicsImageRenderer` records `layer.render(in:)` and `drawHierarchy(in:)` as a
  /// picture image sized in points.
  @Test func imageRendererRecordsLayerRendering() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    card.backgroundColor = .blue
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format)
    let image = renderer.image { context in
      card.layer.render(in: context.cgContext)
      #expect(card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 15, height: 15), afterScreenUpdates: false))
    }
    #expect(image.size == CGSize(width: 30, height: 30))
    guard case .picture(let picture) = image.content else {
      Issue.record("expected a picture")
      return
    }
    #expect(picture.items.count == 2)
    #expect(!card.drawHierarchy(in: .zero, afterScreenUpdates: false), "no current context outside a renderer")
  }

  /// A visual-effect view draws a backdrop blur of its shape with its effect's radius and tint.
  @Test func visualEffectViewBlursItsBackdrop() {
    let window = Self.window(scale: 1)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    window.addSubview(blur)
    guard case .backdropBlur(_, let value, _) = window.makeDisplayList().items.first else {
      Issue.record("expected a backdrop blur")
      return
    }
    #expect(value == BackdropBlur(radius: 25, tint: RGBA(white: 0.11, alpha: 0.73)))
  }
}

@MainActor
@Suite("UIButton's simple look")
struct ButtonTests {
  /// A system button draws its normal title centred in its bounds in system blue, over its
  /// background.
  @Test func systemButtonDrawsItsCentredTitle() {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), scale: 1))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
    button.backgroundColor = .white
    button.setTitle("Continue", for: .normal)
    button.setTitle("Pressed", for: .highlighted)
    window.addSubview(button)
    window.layoutIfNeeded()
    #expect(button.title(for: .selected) == "Continue")
    #expect(button.titleColor(for: .normal) == .systemBlue)
    let items = window.makeDisplayList().items
    guard case .text(let run, _) = items.last else {
      Issue.record("expected the title: \(items)")
      return
    }
    #expect(run.string == "Continue")
    #expect(run.alignment == .center && run.color == UIColor.systemBlue.rgba)
    #expect(run.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
  }
}
