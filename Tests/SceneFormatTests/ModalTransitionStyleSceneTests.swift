import Animators
import Foundation
import SceneFormat
import Testing

/// `transition:` on a `present` entry: every UIKit style by name, and UIKit's partial-curl
/// rules checked when the file loads, naming the field and the value.
@Suite("Scene modal transition styles")
struct ModalTransitionStyleSceneTests {
  static func scene(_ entries: String) -> String {
    """
    duration: 2
    window: { width: 10, height: 10 }
    screens: { A: {}, B: {}, C: {} }
    root: { screen: A }
    script:
    \(entries)
    """
  }

  @Test(arguments: [
    ("coverVertical", UIModalTransitionStyle.coverVertical), ("crossDissolve", .crossDissolve),
    ("flipHorizontal", .flipHorizontal), ("partialCurl", .partialCurl),
  ])
  func everyStyleLoads(name: String, style: UIModalTransitionStyle) throws {
    let scene = try parse(Self.scene("  - { at: 0.1, present: B, style: fullScreen, transition: \(name) }"))
    #expect(
      scene.script.first?.kind
        == .present(
          screen: "B", style: .fullScreen, transition: style, animated: true, animator: AnimatorSpec(name: "system")))
  }

  @Test func partialCurlNeedsFullScreen() throws {
    let error = try #require(parseError(Self.scene("  - { at: 0.1, present: B, transition: partialCurl }")))
    #expect(error.fieldPath == "script[0].transition")
    #expect(error.line == 6)
    #expect(
      error.message
        == "'partialCurl' needs style 'fullScreen' (UIKit refuses a partial curl to or from a non-fullscreen view controller), got style 'automatic'"
    )
  }

  @Test func aScreenPresentedWithACurlCannotPresent() throws {
    let yaml = Self.scene(
      """
        - { at: 0.1, present: B, style: fullScreen, transition: partialCurl }
        - { at: 0.8, present: C, style: fullScreen }
      """)
    let error = try #require(parseError(yaml))
    #expect(error.fieldPath == "script[1].present")
    #expect(
      error.message
        == "screen 'B' was presented with transition 'partialCurl' and cannot present 'C' at 0.8 s (UIKit refuses)")
  }

  @Test func aCurlCannotBePresentedFromASheet() throws {
    let yaml = Self.scene(
      """
        - { at: 0.1, present: B, style: pageSheet }
        - { at: 0.8, present: C, style: fullScreen, transition: partialCurl }
      """)
    let error = try #require(parseError(yaml))
    #expect(error.fieldPath == "script[1].present")
    #expect(
      error.message
        == "'partialCurl' needs a full-screen presenter, but 'B' is presented with style 'pageSheet' at 0.8 s (UIKit refuses a partial curl from a non-fullscreen view controller)"
    )
  }
}
