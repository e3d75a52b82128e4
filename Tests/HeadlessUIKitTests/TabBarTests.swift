import Foundation
import Testing

@testable import HeadlessUIKit

/// `UITabBar`'s model: items, selection, size and the symbol images it draws.
@MainActor
@Suite("Tab bar")
struct TabBarTests {
  @Test func sizeIsFortyNinePointsPlusTheHomeIndicator() {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
    let bar = UITabBar(frame: .zero)
    #expect(bar.sizeThatFits(CGSize(width: 390, height: 844)) == CGSize(width: 390, height: 49))
    window.addSubview(bar)
    #expect(bar.sizeThatFits(CGSize(width: 390, height: 844)) == CGSize(width: 390, height: 83))
  }

  @Test func selectionSurvivesOnlyWhileTheItemStays() {
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
    let one = UITabBarItem(title: "One", image: nil, tag: 1)
    let two = UITabBarItem(title: "Two", image: nil, tag: 2)
    bar.items = [one, two]
    bar.selectedItem = two
    bar.setItems([two], animated: false)
    #expect(bar.selectedItem === two)
    bar.setItems([one], animated: false)
    #expect(bar.selectedItem == nil)
  }

  @Test func selectingAnItemNotInTheBarTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let bar = UITabBar(frame: .zero)
        bar.items = [UITabBarItem(title: "One", image: nil, tag: 1)]
        bar.selectedItem = UITabBarItem(title: "Stranger", image: nil, tag: 9)
      }
    }
  }

  @Test func systemImagesKnowTheirNamesAndRejectOthers() {
    #expect(UIImage(systemName: "house.fill")?.symbolName == "house.fill")
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    let box = CGRect(origin: .zero, size: SymbolGlyph.size)
    for name in SymbolGlyph.names {
      let glyph = UIImage(systemName: name)?.glyph
      let parts = glyph?.parts ?? []
      let outline = glyph?.outline?.elements ?? []
      #expect(!parts.isEmpty || !outline.isEmpty, "\(name) draws something")
      #expect(parts.allSatisfy { box.contains($0.rect) }, "\(name) fits its box")
      #expect(outline.allSatisfy { element in element.points.allSatisfy { box.contains($0) } }, "\(name) fits its box")
    }
  }

  /// UIKit switches an item's glyph and tint at once: the gear's outline (a stand-alone shape
  /// layer, which would animate a new colour implicitly) takes the unselected tint without an
  /// animation when another item is selected, as its title does.
  @Test func aDeselectedGlyphChangesTintAtOnce() throws {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    let bar = UITabBar(frame: CGRect(x: 0, y: 761, width: 390, height: 83))
    window.addSubview(bar)
    let gear = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape.fill"), tag: 1)
    let plus = UITabBarItem(title: "Compose", image: UIImage(systemName: "plus"), tag: 2)
    bar.items = [gear, plus]
    bar.selectedItem = gear
    timeline.advance(to: 3)
    bar.selectedItem = plus
    func shapeLayers(_ layer: CALayer) -> [CAShapeLayer] {
      ((layer as? CAShapeLayer).map { [$0] } ?? []) + (layer.sublayers ?? []).flatMap(shapeLayers)
    }
    let outline = try #require(shapeLayers(bar.buttons[0].layer).first { $0.path != nil })
    #expect(outline.fillColor == UIColor.systemGray.cgColor)
    #expect(outline.animationKeys() ?? [] == [], "no implicit colour animation")
  }

  @Test func aControllersTitleNamesItsTabBarItem() {
    let controller = UIViewController()
    controller.title = "Settings"
    #expect(controller.tabBarItem.title == "Settings")
    #expect(controller.navigationItem.title == "Settings")
  }
}
