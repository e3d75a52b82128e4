import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// A `present` entry's `sheet` (detents, selection, dimming, grabber) and the `detent` step:
/// decoded, validated with errors naming the field, and run on the gallery's `sheet-detents`.
@MainActor
@Suite struct SheetSceneTests {
  static func scene(_ entries: String) -> String {
    """
    duration: 3
    window: { width: 390, height: 844 }
    screens: { A: {}, B: {} }
    root: { screen: A }
    script:
    \(entries)
    """
  }

  @Test func decodesTheSheetAndTheDetentStep() throws {
    let scene = try parse(
      Self.scene(
        """
          - { at: 0.1, present: B, sheet: { detents: [medium, 200, large], selected: 200, undimmed: medium, grabber: true, cornerRadius: 20, edgeAttached: true } }
          - { at: 1.0, detent: large }
          - { at: 1.5, detent: medium, animated: false }
        """))
    #expect(
      scene.script[0].sheet
        == SheetSpec(
          detents: [.medium, .height(200), .large], selected: .height(200), undimmed: .medium, grabber: true,
          cornerRadius: 20, edgeAttached: true))
    #expect(scene.script[1].kind == .detent(.large, animated: true))
    #expect(scene.script[2].kind == .detent(.medium, animated: false))
  }

  @Test func rejectsSheetsOnOtherStylesAndUnknownDetents() throws {
    let fullScreen = try #require(
      parseError(Self.scene("  - { at: 0.1, present: B, style: fullScreen, sheet: { grabber: true } }")))
    #expect(fullScreen.fieldPath == "script[0].sheet")
    #expect(fullScreen.message.contains("'sheet' applies to 'present' with style 'pageSheet'"))
    let selected = try #require(
      parseError(Self.scene("  - { at: 0.1, present: B, sheet: { detents: [medium], selected: large } }")))
    #expect(selected.fieldPath == "script[0].sheet.selected")
    #expect(selected.message == "'large' is not one of the sheet's detents [medium]")
    let badDetent = try #require(
      parseError(Self.scene("  - { at: 0.1, present: B, sheet: { detents: [half] } }")))
    #expect(badDetent.message.contains("medium, large or a height in points > 0"))
    let empty = try #require(parseError(Self.scene("  - { at: 0.1, present: B, sheet: { detents: [] } }")))
    #expect(empty.message.contains("at least one detent"))
  }

  @Test func aDetentStepNeedsASheetWithThatDetent() throws {
    let nothing = try #require(parseError(Self.scene("  - { at: 0.1, detent: large }")))
    #expect(nothing.message.contains("nothing is presented"))
    let notSheet = try #require(
      parseError(
        Self.scene(
          """
            - { at: 0.1, present: B, style: fullScreen }
            - { at: 1.0, detent: large }
          """)))
    #expect(notSheet.message.contains("'detent' needs a sheet, but 'B' is presented with style 'fullScreen'"))
    let missing = try #require(
      parseError(
        Self.scene(
          """
            - { at: 0.1, present: B }
            - { at: 1.0, detent: medium }
          """)))
    #expect(missing.message == "'medium' is not one of the detents of 'B' [large]")
  }

  @Test func theGallerySheetRisesToMediumIsDraggedToLargeAndDismissed() throws {
    let medium = try InteractionSceneTests.run("sheet-detents", to: 0.9)
    let library = try #require(medium.window.rootViewController)
    let sheet = try #require(library.presentedViewController)
    #expect(sheet.view.frame == CGRect(x: 0, y: 388, width: 390, height: 456))
    #expect(sheet.view.subviews.contains { $0.frame == CGRect(x: 177, y: 5, width: 36, height: 5) }, "the grabber")
    let large = try InteractionSceneTests.run("sheet-detents", to: 2.05)
    let expanded = try #require(large.window.rootViewController?.presentedViewController)
    #expect(expanded.sheetPresentationController?.selectedDetentIdentifier == .large)
    #expect(expanded.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    let end = try InteractionSceneTests.run("sheet-detents", to: 3.4)
    #expect(end.window.rootViewController?.presentedViewController == nil)
  }
}
