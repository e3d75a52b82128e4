import Codecs
import FlipbookRender
import Foundation
import TestSupport
import Testing

/// A tab bar at the bottom of an iPhone 14-sized window at 2×: items in equal widths, the
/// selected one in systemBlue, the others in systemGray, a hairline on top.
@MainActor
@Suite("Rendered tab bar")
struct TabBarFramesTests {
  static func render(_ configure: (UITabBar) -> Void) throws -> Bitmap {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
    let root = UIViewController()
    root.view.backgroundColor = .white
    window.rootViewController = root
    let bar = UITabBar(frame: .zero)
    root.view.addSubview(bar)
    configure(bar)
    let size = bar.sizeThatFits(root.view.bounds.size)
    bar.frame = CGRect(x: 0, y: 844 - size.height, width: size.width, height: size.height)
    window.makeKeyAndVisible()
    let stage = Stage(name: "tab-bar", window: window, timeline: timeline, duration: 0.1)
    return try #require(try StageRenderer(workers: 1).bitmaps(of: stage, frames: [0])[0])
  }

  static let items = [
    UITabBarItem(title: "Home", image: UIImage(systemName: "circle.fill"), tag: 0),
    UITabBarItem(title: "Search", image: UIImage(systemName: "square.fill"), tag: 1),
    UITabBarItem(title: "Profile", image: UIImage(systemName: "person.fill"), tag: 2),
  ]

  @Test func itemsHairlineAndTints() throws {
    let items = Self.items
    let frame = try Self.render { bar in
      bar.items = items
      bar.selectedItem = items[0]
    }
    // 49 pt + the 34 pt home-indicator inset: the bar starts at y = 761 pt (row 1522).
    #expect(isApproximatelyEqual(frame[100, 1521], Bitmap.Pixel(r: 178, g: 178, b: 178), tolerance: 1), "hairline")
    #expect(frame[100, 1520] == Bitmap.Pixel(r: 255, g: 255, b: 255))
    #expect(isApproximatelyEqual(frame[100, 1600], Bitmap.Pixel(r: 249, g: 249, b: 249), tolerance: 1))
    // Glyph centres: x = 65, 195, 325 pt (130 pt per item), y = 761 + 5 + 12.5 pt.
    let y = Int((761 + 5 + 12.5) * 2)
    #expect(frame[130, y] == Bitmap.Pixel(r: 0, g: 122, b: 255), "selected: systemBlue")
    #expect(frame[390, y] == Bitmap.Pixel(r: 0x8E, g: 0x8E, b: 0x93), "unselected: systemGray")
    #expect(frame[650, y - 8] == Bitmap.Pixel(r: 0x8E, g: 0x8E, b: 0x93), "the person's head")
    // Titles: 10 pt text in the 12 pt line at 794…806 pt, centred under each glyph.
    let title = (0..<260).flatMap { x in (1588..<1612).map { frame[x, $0] } }
    #expect(title.contains { $0.b > 200 && $0.r < 120 }, "the selected title is tinted blue")
  }

  @Test func aSquareGlyphFillsItsScaledBox() throws {
    let frame = try Self.render { bar in
      bar.items = [UITabBarItem(title: nil, image: UIImage(systemName: "square.fill"), tag: 0)]
      bar.selectedItem = bar.items?.first
    }
    // square.fill is 20 pt in the 28 pt box, drawn at 25/28: 17.86 pt wide centred on 195 pt.
    let half = 20.0 * 25 / 28 / 2
    let inside = Int(((195 - half) + 1) * 2)
    let outside = Int(((195 - half) - 1) * 2)
    let row = Int((761 + 5 + 12.5) * 2)
    #expect(frame[inside, row] == Bitmap.Pixel(r: 0, g: 122, b: 255))
    #expect(isApproximatelyEqual(frame[outside, row], Bitmap.Pixel(r: 249, g: 249, b: 249), tolerance: 1))
  }
}
