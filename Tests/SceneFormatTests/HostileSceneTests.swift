import Foundation
import SceneFormat
import TestSupport
import Testing

/// Scene files written to escape, crash or exhaust the loader: each is a load error that names
/// the file, the line, the field and the value (issue 17).
@Suite("Hostile scene files")
struct HostileSceneTests {
  /// `validScene` with `line` added to its first view.
  static func scene(view line: String) -> String {
    validScene.replacingOccurrences(of: "- frame: [0, 0, 10, 10]\n", with: "- frame: [0, 0, 10, 10]\n" + line)
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test(arguments: [
    ("../../target", "contains '/'"), ("a/b", "contains '/'"), (".hidden", "starts with '.'"),
    ("two words", "contains a space"), (String(repeating: "n", count: 101), "longer than 100 bytes"),
  ])
  func sceneNamesAreOnePlainFileName(_ name: String, _ problem: String) throws {
    let error = try #require(parseError("name: \"\(name)\"\n" + validScene))
    #expect(error.line == 1 && error.fieldPath == "name")
    #expect(error.description.contains(name) && error.description.contains(problem))
  }

  @Test func plainNamesLoad() throws {
    #expect(try parse("name: nav-push_2.v1\n" + validScene).name == "nav-push_2.v1")
  }

  @Test func aFileNameThatIsNoPlainNameNeedsANameField() throws {
    let error = try #require(
      #expect(throws: SceneError.self) {
        try SceneLoader.parse(validScene, sourcePath: "Scenes/my scene.yaml", defaultName: "my scene")
      })
    #expect(error.description.hasPrefix("Scenes/my scene.yaml:1:1: name:"))
    #expect(error.description.contains("add a 'name' field"))
  }

  /// Each kind of file that is not a PNG, and each way out of the scene's folder.
  @Test func badImagesAreLoadErrorsNamingTheFieldAndTheFile() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fm = FileManager.default
    try Data("hello\n".utf8).write(to: folder.appendingPathComponent("text.png"))
    try fm.createDirectory(at: folder.appendingPathComponent("dir.png"), withIntermediateDirectories: false)
    let checker = try Data(contentsOf: scenesDirectory.appendingPathComponent("images/checker.png"))
    try checker.prefix(60).write(to: folder.appendingPathComponent("truncated.png"))
    try Data("version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 90\n".utf8)
      .write(to: folder.appendingPathComponent("lfs.png"))
    try fm.createSymbolicLink(atPath: folder.appendingPathComponent("zero.png").path, withDestinationPath: "/dev/zero")
    try fm.createSymbolicLink(
      atPath: folder.appendingPathComponent("out.png").path,
      withDestinationPath: scenesDirectory.appendingPathComponent("images/checker.png").path)
    try Data().write(to: folder.appendingPathComponent("empty.png"))
    let outside = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    try checker.write(to: outside.appendingPathComponent("c.png"))
    try Data(PNGFixtures.declaring(width: 65536, height: 65536)).write(to: folder.appendingPathComponent("huge.png"))
    // Within the PNG decoder's own side limit, past a scene image's.
    try Data(PNGFixtures.declaring(width: 16385, height: 1)).write(to: folder.appendingPathComponent("wide.png"))
    let cases: [(file: String, expected: String)] = [
      ("text.png", "is not a PNG file"), ("dir.png", "is a directory"), ("truncated.png", "truncated"),
      ("lfs.png", "Git LFS pointer"), ("zero.png", "is outside the folders"), ("out.png", "is outside the folders"),
      ("empty.png", "is empty"), ("huge.png", "declares 65536x65536 pixels"),
      ("wide.png", "declares 16385x1 pixels; the decoder takes at most 16384 pixels a side"),
      ("../\(outside.lastPathComponent)/c.png", "is outside the folders"),
      (scenesDirectory.appendingPathComponent("images/checker.png").path, "is outside the folders"),
      ("missing.png", "does not exist"),
    ]
    for (file, expected) in cases {
      let url = folder.appendingPathComponent("scene.yaml")
      try Self.scene(view: "        image: { file: \"\(file)\" }\n").write(to: url, atomically: true, encoding: .utf8)
      let error = try #require(
        #expect(throws: SceneError.self, "\(file)") { try SceneLoader.load(contentsOf: url) })
      #expect(error.line == 10 && error.fieldPath == "screens.A.views[0].image.file", "\(error)")
      #expect(error.description.contains(expected), "\(file): \(error)")
    }
    // `/dev/zero` allowed on purpose is still refused: it is not a regular file.
    let url = folder.appendingPathComponent("scene.yaml")
    try Self.scene(view: "        image: { file: zero.png }\n").write(to: url, atomically: true, encoding: .utf8)
    let device = try #require(
      #expect(throws: SceneError.self) {
        try SceneLoader.load(contentsOf: url, allowedReadDirectories: [URL(fileURLWithPath: "/dev")])
      })
    #expect(device.description.contains("is a device, not a regular file"))
    // A folder allowed with `--allow-read` widens the scope.
    try Self.scene(view: "        image: { file: out.png }\n").write(to: url, atomically: true, encoding: .utf8)
    let loaded = try SceneLoader.load(
      contentsOf: url, allowedReadDirectories: [scenesDirectory.appendingPathComponent("images")])
    let image = try #require(loaded.screens[0].views[0].rendering.image)
    #expect(image.bitmap?.width == 8 && image.bitmap?.height == 8)
  }

  @Test(arguments: [
    ("  height: 844\n", "  height: 1e19\n", "window.height", "expected a number in (0, 16384], got 1e19"),
    ("- frame: [0, 0, 10, 10]\n", "- frame: [0, 0, 10, 1e20]\n", "frame[3]", "within ±100000"),
    (
      "- frame: [0, 0, 10, 10]\n", "- frame: [0, 0, 10, 10]\n        label: { text: Hi, size: 1e15 }\n", "label.size",
      "expected a font size in (0, 1000], got 1e15"
    ),
    (
      "- frame: [0, 0, 10, 10]\n", "- frame: [0, 0, 10, 10]\n        shadow: { radius: 1e6 }\n", "shadow.radius",
      "expected a radius in 0...10000, got 1e6"
    ),
    (
      "- frame: [0, 0, 10, 10]\n", "- frame: [0, 0, 10, 10]\n        cornerRadius: 1e300\n", "cornerRadius",
      "within ±100000"
    ),
    (
      "- frame: [0, 0, 10, 10]\n", "- frame: [0, 0, 10, 10]\n        transform3D: { angle: 10, perspective: 1e-9 }\n",
      "transform3D.perspective", "expected an eye distance ≥ 1 point, got 1e-9"
    ),
    (
      "push: B", "push: B\n    animator: { name: slide, duration: 1e308 }", "animator.duration",
      "≤ the scene's duration (2), got 1e308"
    ),
    (
      "push: B", "drag: { from: [10, 10], to: [100, 10], duration: 0.2, hold: 50000 }", "drag.hold",
      "expected a time > 0 and ≤ 600 s, got 50000"
    ),
  ])
  func hugeNumbersAreLoadErrors(_ original: String, _ replacement: String, _ field: String, _ expected: String)
    throws
  {
    let yaml = validScene.replacingOccurrences(of: original, with: replacement)
    #expect(yaml != validScene)
    let error = try #require(parseError(yaml))
    #expect(error.fieldPath.hasSuffix(field), "\(error)")
    #expect(error.description.contains(expected), "\(error)")
  }

  @Test func hugeCollectionInsetsAreALoadError() throws {
    let yaml = validScene.replacingOccurrences(
      of: "    views:\n",
      with: "    collection: { layout: { itemSize: [10, 10], insets: [0, 1e300, 0, 0] }, items: 3 }\n    views:\n")
    let error = try #require(parseError(yaml))
    #expect(error.description.contains("insets[1]") && error.description.contains("1e300"), "\(error)")
  }

  /// Ten views, each level an alias of the level below, eight deep: 10⁸ views from < 1 KB.
  @Test func anAliasBombStopsAtTheViewBudget() throws {
    var yaml = "duration: 1\nwindow: { width: 100, height: 100, scale: 1 }\nscreens:\n  A:\n    views:\n"
    yaml += "      - &v0 { frame: [0, 0, 1, 1] }\n"
    for level in 1...8 {
      let children = Array(repeating: "*v\(level - 1)", count: 10).joined(separator: ", ")
      yaml += "      - &v\(level) { frame: [0, 0, 1, 1], subviews: [\(children)] }\n"
    }
    yaml += "root: { screen: A }\n"
    #expect(yaml.utf8.count < 1000)
    let error = try #require(parseError(yaml))
    #expect(error.description.hasPrefix("Scenes/x.yaml:"))
    #expect(error.description.contains("more than 100000 views (YAML aliases included)"))
  }

  /// Every load error names the file and a line, whatever is wrong.
  @Test func everyLoadErrorNamesTheFileAndALine() throws {
    let broken: [String] = [
      "", "]", "name: [1]\n" + validScene, "name: a/b\n" + validScene, "fps: 0\n" + validScene,
      validScene.replacingOccurrences(of: "duration: 2", with: "duration: 1e9"),
      validScene.replacingOccurrences(of: "width: 390", with: "width: -1"),
      validScene.replacingOccurrences(of: "width: 390", with: "widht: 390"),
      validScene.replacingOccurrences(of: "push: B", with: "push: Z"),
      validScene.replacingOccurrences(of: "- frame: [0, 0, 10, 10]", with: "- frame: [0, 0, 10]"),
      validScene.replacingOccurrences(of: "- frame: [0, 0, 10, 10]", with: "- frame: [0, 0, 10, .nan]"),
      validScene.replacingOccurrences(of: "- frame: [0, 0, 10, 10]", with: "- frame: [0, 0, 10, .inf]"),
      validScene.replacingOccurrences(of: "at: 0.5", with: "at: 99"),
      validScene + "\nscript: []\n", "a: &a [*a]\n", "duration: 1\nwindow: *nope\n",
      Self.scene(view: "        image: { file: nope.png }\n"),
      Self.scene(view: "        label: { text: x, lines: 1000000000 }\n"),
    ]
    for yaml in broken {
      let error = try #require(#expect(throws: SceneError.self) { try parse(yaml) }, "\(yaml)")
      #expect(error.line != nil, "no line: \(error)")
      #expect(error.description.hasPrefix("Scenes/x.yaml:\(error.line ?? 0)"), "\(error)")
    }
  }
}
