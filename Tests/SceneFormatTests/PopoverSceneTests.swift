import Animators
import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// `style: popover` in `present` entries: `source` (a view id in the presenting screen),
/// `arrow` and `size`, with errors naming the field and the value; and the two gallery scenes.
@Suite struct PopoverSceneTests {
  static func scene(_ present: String, extraScreenB: String = "") -> String {
    """
    duration: 2
    window: { width: 820, height: 1180, scale: 1 }
    screens:
      A:
        views:
          - { id: share, frame: [700, 40, 100, 40] }
          - frame: [0, 100, 100, 100]
            subviews:
              - { id: nested, frame: [10, 10, 20, 20] }
      B:
        views:
          - { id: onlyInB, frame: [0, 0, 10, 10] }\(extraScreenB)
    root: { screen: A }
    script:
      - \(present)
    """
  }

  @Test func aPopoverEntryDecodesItsAnchor() throws {
    let scene = try parse(
      Self.scene("{ at: 0.3, present: B, style: popover, source: share, arrow: down, size: [320, 200] }"))
    let action = try #require(scene.script.first)
    #expect(
      action.kind
        == .present(
          screen: "B", style: .popover, transition: .coverVertical, animated: true,
          animator: AnimatorSpec(name: "system"))
    )
    #expect(action.popover == PopoverAnchor(source: "share", arrow: .down, size: CGSize(width: 320, height: 200)))
    let kept = try parse(Self.scene("{ at: 0.3, present: B, style: popover, source: share, adaptive: none }"))
    #expect(kept.script.first?.popover?.adaptiveStyle == UIModalPresentationStyle.none)
    let nested = try parse(Self.scene("{ at: 0.3, present: B, style: popover, source: nested }"))
    #expect(nested.script.first?.popover == PopoverAnchor(source: "nested", arrow: .any, size: nil))
  }

  @Test func errorsNameTheFieldAndTheValue() throws {
    let missing = try #require(parseError(Self.scene("{ at: 0.3, present: B, style: popover }")))
    #expect(missing.description.contains("script[0].present: a popover needs 'source: <view id>'"))
    let unknown = try #require(parseError(Self.scene("{ at: 0.3, present: B, style: popover, source: onlyInB }")))
    #expect(
      unknown.description.contains(
        "script[0].present: source: no view with id 'onlyInB' in the presenting screen 'A' (its view ids: share, nested)"
      ),
      "\(unknown)")
    let arrow = try #require(
      parseError(Self.scene("{ at: 0.3, present: B, style: popover, source: share, arrow: sideways }")))
    #expect(arrow.description.contains("script[0].arrow"), "\(arrow)")
    #expect(arrow.description.contains("sideways"))
    let size = try #require(
      parseError(Self.scene("{ at: 0.3, present: B, style: popover, source: share, size: [0, 10] }")))
    #expect(size.description.contains("script[0].size[0]: expected a width > 0, got 0"), "\(size)")
    let notPopover = try #require(parseError(Self.scene("{ at: 0.3, present: B, style: fullScreen, source: share }")))
    #expect(
      notPopover.description.contains(
        "script[0].source: 'source' applies to 'present' with 'style: popover' only (style is 'fullScreen')"),
      "\(notPopover)")
    let adaptive = try #require(
      parseError(Self.scene("{ at: 0.3, present: B, style: popover, source: share, adaptive: custom }")))
    #expect(adaptive.description.contains("script[0].adaptive"), "\(adaptive)")
    let onPush = try #require(parseError(Self.scene("{ at: 0.3, push: B, arrow: up }")))
    #expect(onPush.description.contains("script[0].arrow: 'arrow' applies to 'present' only"), "\(onPush)")
  }

  @Test func theGalleryPopoverScenesPointAtTheShareButton() throws {
    for name in ["modal-popover", "modal-popover-compact", "modal-popover-iphone"] {
      let scene = try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("\(name).yaml"))
      let present = try #require(scene.script.first)
      #expect(present.popover?.source == "share")
      #expect(present.popover?.adaptiveStyle == (name == "modal-popover-iphone" ? UIModalPresentationStyle.none : nil))
    }
  }
}
