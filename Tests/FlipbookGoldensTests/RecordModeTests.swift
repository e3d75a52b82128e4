import FlipbookGoldens
import Foundation
import Testing

@Suite("Record modes")
struct RecordModeTests {
  @Test func environmentVariableSetsTheModeAndMissingIsTheDefault() throws {
    #expect(try RecordMode.resolve(environment: [:]) == .missing)
    #expect(try RecordMode.resolve(environment: ["FLIPBOOK_RECORD": "all"]) == .all)
    #expect(try RecordMode.resolve(environment: ["FLIPBOOK_RECORD": "Failed"]) == .failed)
    #expect(try RecordMode.resolve(.never, environment: ["FLIPBOOK_RECORD": "all"]) == .never)
  }

  @Test func ciForcesNeverWhateverIsAsked() throws {
    #expect(try RecordMode.resolve(.all, environment: ["CI": "true", "FLIPBOOK_RECORD": "all"]) == .never)
    #expect(try RecordMode.resolve(environment: ["CI": "1"]) == .never)
    #expect(try RecordMode.resolve(.all, environment: ["CI": "false"]) == .all)
  }

  @Test func unknownModeIsAnErrorNamingTheVariableAndValue() {
    #expect(throws: GoldenError.invalidRecordMode(source: "FLIPBOOK_RECORD", value: "yes")) {
      try RecordMode.resolve(environment: ["FLIPBOOK_RECORD": "yes"])
    }
  }
}
