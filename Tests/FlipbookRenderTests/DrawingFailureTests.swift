import CairoRaster
import FlipbookRender
import Foundation
import Testing

/// Cairo failures and offscreen-memory limits reached through the Swift API (past the scene
/// loader's range checks): each error names the scene, the frame, the view (identifier, type,
/// index path) and the display item's field with its value.
@MainActor
@Suite("Drawing failures name the view and the field")
struct DrawingFailureTests {
  /// A 200 × 100 pt window at 1× whose root view holds `build`'s views; frame 0 is drawn.
  static func failure(
    limit: Int? = nil, scratch: Int? = nil, _ build: (UIView) -> Void
  ) throws -> RenderError? {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), scale: 1))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    build(root.view)
    let stage = Stage(name: "drawing-failure", window: window, timeline: Timeline(fps: 10), duration: 0.1)
    var renderer = StageRenderer(workers: 1)
    renderer.memoryLimit = limit
    renderer.rasterizer.scratchMemoryLimit = scratch
    do {
      _ = try renderer.bitmaps(of: stage, frames: [0])
      return nil
    } catch let error as RenderError {
      return error
    }
  }

  @Test func aHugeFontSizeNamesTheLabelAndItsFontSize() throws {
    let error = try Self.failure { root in
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      card.accessibilityIdentifier = "card"
      let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
      label.text = "Hi"
      label.font = .systemFont(ofSize: 1e15)
      label.accessibilityIdentifier = "title"
      card.addSubview(label)
      root.addSubview(card)
    }
    let message = try #require(error).description
    #expect(message.hasPrefix("scene 'drawing-failure', frame 0: view 'title' (UILabel at 0.0.0)"), "\(message)")
    #expect(message.contains("text run font size 1e+15 at device scale 1"), "\(message)")
    #expect(message.contains("a font of 1e+15 device pixels per em is larger than the 16384 px"), "\(message)")
    // The scene file is added where it is known (the CLI knows it).
    #expect(try #require(error).naming(file: "s.yaml").description.hasPrefix("s.yaml: scene 'drawing-failure'"))
  }

  @Test func anImageWiderThanCairosLimitNamesTheImageViewAndItsSize() throws {
    let error = try Self.failure { root in
      let imageView = UIImageView(image: UIImage(bitmap: Bitmap(width: 40_000, height: 1)))
      imageView.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
      root.addSubview(imageView)
    }
    let message = try #require(error).description
    #expect(message.contains("UIImageView at 0.0"), "\(message)")
    #expect(message.contains("image surface 40000×1"), "\(message)")
    #expect(message.contains("each side must be 0…32767"), "\(message)")
  }

  @Test func aShadowOverTheScratchLimitNamesTheViewItsRadiusAndTheLimit() throws {
    let error = try Self.failure(scratch: 4_000) { root in
      let card = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
      card.backgroundColor = .white
      card.accessibilityIdentifier = "card"
      card.layer.shadowOpacity = 1
      card.layer.shadowRadius = 8
      root.addSubview(card)
    }
    let message = try #require(error).description
    #expect(message.contains("view 'card' (UIView at 0.0)"), "\(message)")
    #expect(message.contains("shadow radius 8 of a 100×60"), "\(message)")
    #expect(message.contains("A8 surface needs"), "\(message)")
    #expect(
      message.contains("more than the 4 KiB one render may use for offscreen surfaces (--max-memory)"), "\(message)")
  }

  /// Each kind of offscreen surface is reserved before it is made: a view under perspective
  /// (its projection surface), a blur effect view (its backdrop copy) and an image view (its
  /// image's copy) each fail under a 1 KB scratch limit, naming the view and the surface.
  @Test(arguments: ["projection surface 106×64", "backdrop blur radius", "image 64×64 px"])
  func everyOffscreenSurfaceIsCheckedBeforeItIsMade(_ field: String) throws {
    let error = try Self.failure(scratch: 1_000) { root in
      let view: UIView
      switch field {
      case "projection surface 106×64":
        view = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        view.backgroundColor = .red
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        view.layer.transform = CATransform3DRotate(perspective, 0.5, 0, 1, 0)
      case "backdrop blur radius":
        view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.frame = CGRect(x: 50, y: 20, width: 100, height: 60)
      default:
        view = UIImageView(image: UIImage(bitmap: Bitmap(width: 64, height: 64)))
        view.frame = CGRect(x: 50, y: 20, width: 100, height: 60)
      }
      view.accessibilityIdentifier = "subject"
      root.addSubview(view)
    }
    let message = try #require(error).description
    #expect(message.contains("view 'subject' ("), "\(message)")
    #expect(message.contains(field), "\(message)")
    #expect(message.contains("surface needs") && message.contains("(--max-memory)"), "\(message)")
  }

  /// `--max-memory` leaves one worker its frame buffers and one frame-sized group; a second
  /// group nested in the first does not fit, and the error names the inner view.
  @Test func nestedGroupsPastMaxMemoryNameTheInnerView() throws {
    let pixels = 200 * 100
    func translucent(_ id: String) -> UIView {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      view.accessibilityIdentifier = id
      view.alpha = 0.5
      view.backgroundColor = .red
      let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      inner.backgroundColor = .blue
      view.addSubview(inner)
      return view
    }
    let fits = try Self.failure(limit: pixels * StageRenderer.bytesPerPixelPerWorker) { root in
      root.addSubview(translucent("outer"))
    }
    #expect(fits == nil)
    let error = try Self.failure(limit: pixels * StageRenderer.bytesPerPixelPerWorker) { root in
      let outer = translucent("outer")
      outer.addSubview(translucent("inner"))
      root.addSubview(outer)
    }
    let message = try #require(error).description
    #expect(message.contains("view 'inner' (UIView at 0.0.1)"), "\(message)")
    #expect(message.contains("opacity group (alpha 0.5)"), "\(message)")
    #expect(message.contains("a 200×100 group surface needs 78 KiB with 78 KiB already in use"), "\(message)")
  }

  /// A projection surface past 16384 px, drawn straight from a display list: the error names
  /// the source the list gives for the item.
  @Test func anOversizedProjectionSurfaceNamesItsSourceAndSize() throws {
    let window = DisplayItemSource(typeName: "UIWindow", identifier: nil, parent: nil, index: 0)
    let card = DisplayItemSource(typeName: "CardView", identifier: "card", parent: window, index: 2)
    let list = DisplayList(
      pixelWidth: 10, pixelHeight: 10,
      items: [.beginProjection(ProjectiveTransform(.identity), width: 40_000, height: 40_000), .endGroup],
      sources: [card, card])
    #expect(throws: CairoError.self) { try CairoRasterizer().render(list) }
    do {
      _ = try CairoRasterizer().render(list)
    } catch let error as CairoError {
      #expect(
        error.description
          == "view 'card' (CardView at 2) (display item 0): projection surface 40000×40000: cannot create a 40000x40000 cairo image surface (each side must be 0…32767)"
      )
    }
  }

  /// Every item of a window's display list has the source of the view that drew it, cached
  /// from frame to frame.
  @Test func displayListsCarryTheSourceOfEveryItem() throws {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), scale: 1))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    card.backgroundColor = .red
    card.accessibilityIdentifier = "card"
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    dot.backgroundColor = .blue
    card.addSubview(dot)
    root.view.addSubview(card)
    let list = window.makeDisplayList()
    #expect(list.sources.count == list.items.count)
    let fills = list.items.indices.filter { if case .fill = list.items[$0] { true } else { false } }
    let described = fills.compactMap { list.source(ofItem: $0)?.description }
    #expect(described.suffix(2) == ["view 'card' (UIView at 0.0)", "UIView at 0.0.0 in view 'card'"])
    let again = window.makeDisplayList()
    #expect(again.source(ofItem: fills.last!) === list.source(ofItem: fills.last!))
    // Equality ignores where items came from.
    #expect(list == DisplayList(pixelWidth: list.pixelWidth, pixelHeight: list.pixelHeight, items: list.items))
  }
}
