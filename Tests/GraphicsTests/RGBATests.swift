import Foundation
import Graphics
import Testing

@Suite struct RGBATests {
  @Test func parsesHexForms() {
    #expect(RGBA(hex: "#FF0000") == RGBA(red: 1, green: 0, blue: 0))
    #expect(RGBA(hex: "0f0") == RGBA(red: 0, green: 1, blue: 0))
    #expect(RGBA(hex: "#00000080")?.alpha == 128.0 / 255)
    #expect(RGBA(hex: "#12345") == nil)
    #expect(RGBA(hex: "#GGGGGG") == nil)
  }

  @Test func hexStringRoundTrips() {
    #expect(RGBA(hex: "#3478F6")!.hexString == "#3478F6FF")
  }

  @Test func displayListDumpIndentsNesting() {
    let list = DisplayList(
      pixelWidth: 2, pixelHeight: 2, background: .white,
      items: [
        .beginGroup(opacity: 0.5),
        .fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), color: .black, transform: .identity),
        .endGroup,
      ])
    #expect(
      list.description == """
        display-list 2x2 background #FFFFFFFF
          group opacity=0.5
            fill rect(0,0 1x1) #000000FF [1 0 0 1 0 0]
          end-group
        """)
  }
}
