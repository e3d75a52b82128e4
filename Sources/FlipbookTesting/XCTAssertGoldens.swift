import Foundation
import HeadlessUIKit
import XCTest

/// The XCTest form of ``expectGoldens(ofScene:scenesDirectory:at:scale:comparison:record:goldens:fileID:filePath:line:column:)``:
/// renders a scene file at the chosen moments and calls `XCTFail` once per failing frame with
/// the expected, actual and diff paths.
@MainActor
public func XCTAssertGoldens(
  ofScene scene: String, scenesDirectory: URL? = nil, at selection: FrameSelection = .transitionQuarters,
  scale: Double? = nil, comparison: ImageComparison = .strict, record: RecordMode? = nil, goldens: URL? = nil,
  file: StaticString = #filePath, line: UInt = #line
) {
  let testFile = "\(file)"
  let subject: SceneGoldens
  do {
    subject = try GoldenAssertion.scene(scene, scenesDirectory: scenesDirectory, scale: scale, testFile: testFile)
  } catch {
    XCTFail("scene '\(scene)': \(error)", file: file, line: line)
    return
  }
  for message in GoldenAssertion.run(
    name: subject.name, selection: selection, comparison: comparison, record: record, goldens: goldens,
    testFile: testFile, makeStage: subject.makeStage)
  {
    XCTFail(message, file: file, line: line)
  }
}

/// The XCTest form for a stage built in Swift; `makeStage` must build a fresh stage each call.
@MainActor
public func XCTAssertGoldens(
  named name: String, at selection: FrameSelection, comparison: ImageComparison = .strict,
  record: RecordMode? = nil, goldens: URL? = nil, file: StaticString = #filePath, line: UInt = #line,
  stage makeStage: () throws -> Stage
) {
  for message in GoldenAssertion.run(
    name: name, selection: selection, comparison: comparison, record: record, goldens: goldens,
    testFile: "\(file)", makeStage: makeStage)
  {
    XCTFail(message, file: file, line: line)
  }
}
