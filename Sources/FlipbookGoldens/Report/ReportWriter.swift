import Codecs
import Foundation
import ImageDiff

/// Writes a verification run to a folder: `index.html` (styles and script inline, images in
/// `images/` by relative path, nothing from the network), `report.json` and `junit.xml`. Every
/// file is written atomically.
///
/// With ``singleFile`` the page inlines every image as a `data:` URI, so `index.html` alone is
/// the whole report (one file to keep as a CI artifact); `images/` is still written for
/// `report.json` and `flipbook report merge`.
public struct ReportWriter {
  public let folder: URL
  /// Whether `index.html` inlines its images (`data:image/png;base64,…`).
  public var singleFile: Bool

  /// The environment variable that makes the reports of `swift test` single files (`1`).
  public static let singleFileEnvironmentVariable = "FLIPBOOK_REPORT_SINGLE_FILE"

  public init(folder: URL, singleFile: Bool = false) {
    self.folder = folder
    self.singleFile = singleFile
  }

  /// Whether `environment` asks for single-file reports: ``singleFileEnvironmentVariable`` is
  /// `1`, `true` or `yes`.
  public static func singleFileRequested(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    ["1", "true", "yes"].contains(environment[singleFileEnvironmentVariable]?.lowercased() ?? "")
  }

  /// The folder failure artefacts should go to, so the report can show them in place.
  public var imagesFolder: URL { folder.appendingPathComponent("images", isDirectory: true) }

  /// Builds the report from `scenes`, copying each checked frame's golden into `images/` (the
  /// timeline strip shows them) and writes the three files.
  @discardableResult
  public func write(_ scenes: [SceneVerification], recordMode: RecordMode) throws -> VerificationReport {
    let report = VerificationReport(recordMode: recordMode, scenes: try scenes.map { try entry($0) })
    try write(report)
    return report
  }

  /// One scene of the report: copies each checked frame's golden to
  /// `images/<name>/<label>.expected.png` and makes every image path relative to the folder.
  ///
  /// - Parameters:
  ///   - scene: The verified scene.
  ///   - name: The scene's name in the report (default: the verified scene's).
  public func entry(_ scene: SceneVerification, named name: String? = nil) throws -> VerificationReport.Scene {
    let name = name ?? scene.scene
    var frames: [VerificationReport.Frame] = []
    for check in scene.frames {
      var frame = VerificationReport.Frame(
        label: check.frame.label, index: check.frame.index, time: check.frame.time, detail: check.frame.detail,
        outcome: check.outcome.kind, failed: check.outcome.isFailure,
        message: check.outcome.isFailure ? scene.message(for: check) : nil)
      // A golden that could not be read (perhaps a link out of the goldens folder) is not copied.
      var goldenWasRead = true
      if case .unreadableGolden = check.outcome { goldenWasRead = false }
      if goldenWasRead, let golden = try? BoundedFile.read(check.expectedURL) {
        let copy = imagesFolder.appendingPathComponent(name, isDirectory: true)
          .appendingPathComponent("\(check.frame.label).expected.png")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(golden, to: copy)
        frame.expected = relative(copy)
      }
      frame.actual = check.actualURL.map(relative)
      frame.diff = check.diffURL.map(relative)
      frame.differingPixels = check.result?.differingPixelCount
      frame.antiAliasedPixels = check.result?.antiAliasedPixelCount
      frame.boundingBox = check.result?.boundingBox
      frame.worstChannelDelta = check.result?.worstChannelDelta
      frames.append(frame)
    }
    return .init(name: name, fps: scene.fps, frameCount: scene.frameCount, passed: scene.passed, frames: frames)
  }

  /// Writes `report.json`, `junit.xml` and `index.html` (each atomically).
  public func write(_ report: VerificationReport) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try AtomicFile.write(try report.jsonData(), to: folder.appendingPathComponent("report.json"))
    try AtomicFile.write(Array(JUnitReport.render(report).utf8), to: folder.appendingPathComponent("junit.xml"))
    let page = singleFile ? HTMLReport.render(report, source: inlined) : HTMLReport.render(report)
    try AtomicFile.write(Array(page.utf8), to: folder.appendingPathComponent("index.html"))
  }

  /// The image at `path` (relative to the folder, or a file URL) as a `data:` URI; the path
  /// itself when the file cannot be read (the page then shows it as missing).
  func inlined(_ path: String) -> String {
    let url = path.hasPrefix("file://") ? URL(string: path) : folder.appendingPathComponent(path)
    guard let url, let data = try? BoundedFile.read(url) else { return path }
    return "data:image/png;base64," + data.base64EncodedString()
  }

  /// `url`'s path relative to the report folder when inside it, else absolute.
  func relative(_ url: URL) -> String {
    let base = folder.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.absoluteString
  }
}
