import Foundation
import SceneFormat
import Testing

/// A CLI argument is a path to a scene file or a bare name looked up in the gallery folder.
@Suite struct SceneResolverTests {
  @Test func resolvesGalleryNames() throws {
    let url = try SceneResolver.resolve("nav-push-system", scenesDirectory: scenesDirectory)
    #expect(url.lastPathComponent == "nav-push-system.yaml")
    #expect(try SceneLoader.load(contentsOf: url).name == "nav-push-system")
    #expect(SceneResolver.availableNames(in: scenesDirectory).contains("nav-push-slide"))
  }

  @Test func resolvesEveryExtensionAndPaths() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["a.yaml", "b.yml", "c.json", "notes.txt"] {
      try "{}".write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    #expect(try SceneResolver.resolve("a", scenesDirectory: directory).lastPathComponent == "a.yaml")
    #expect(try SceneResolver.resolve("b", scenesDirectory: directory).lastPathComponent == "b.yml")
    #expect(try SceneResolver.resolve("c", scenesDirectory: directory).lastPathComponent == "c.json")

    let path = directory.appendingPathComponent("c.json").path
    #expect(try SceneResolver.resolve(path, scenesDirectory: scenesDirectory).path == path)
    #expect(SceneResolver.availableNames(in: directory) == ["a", "b", "c"])
  }

  @Test func unknownNameListsAvailableNames() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["push.yaml", "fade.json"] {
      try "{}".write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let error = try #require(
      #expect(throws: SceneResolutionError.self) { try SceneResolver.resolve("pusj", scenesDirectory: directory) })
    #expect(error == .unknownName("pusj", directory: directory.path, available: ["fade", "push"]))
    #expect(error.description == "no scene named 'pusj'; scenes in '\(directory.path)': fade, push")
  }

  @Test func missingPathListsAvailableNames() throws {
    let error = try #require(
      #expect(throws: SceneResolutionError.self) {
        try SceneResolver.resolve("Scenes/nope.yaml", scenesDirectory: scenesDirectory)
      })
    #expect(error.description.hasPrefix("no scene file at 'Scenes/nope.yaml'; scenes in '"))
    #expect(error.description.contains("nav-push-slide, nav-push-system"))
  }

  @Test func emptyFolderSaysSo() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let error = try #require(
      #expect(throws: SceneResolutionError.self) { try SceneResolver.resolve("x", scenesDirectory: directory) })
    #expect(
      error.description == "no scene named 'x'; there are no scene files (.yaml, .yml, .json) in '\(directory.path)'")
  }

  @Test func ambiguousName() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["x.yaml", "x.json"] {
      try "{}".write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let error = try #require(
      #expect(throws: SceneResolutionError.self) { try SceneResolver.resolve("x", scenesDirectory: directory) })
    guard case .ambiguousName("x", let files) = error else {
      Issue.record("expected ambiguousName, got \(error)")
      return
    }
    #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["x.yaml", "x.json"])
  }

  /// A gallery arrives in pull requests: a scene file that links out of the gallery folder is
  /// not read by name (its contents would be quoted in the loader's errors); a link inside is,
  /// and a path the user gives is theirs to choose.
  @Test func aGalleryFileLinkingOutOfTheFolderIsRefusedByName() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let gallery = root.appendingPathComponent("gallery")
    try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
    let secret = root.appendingPathComponent("secret.txt")
    try "TOKEN-123".write(to: secret, atomically: true, encoding: .utf8)
    let link = gallery.appendingPathComponent("evil.yaml")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
    try "{}".write(to: gallery.appendingPathComponent("real.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: gallery.appendingPathComponent("alias.yaml"), withDestinationURL: gallery.appendingPathComponent("real.yaml"))
    let error = try #require(
      #expect(throws: SceneResolutionError.self) { try SceneResolver.resolve("evil", scenesDirectory: gallery) })
    let resolved = secret.resolvingSymlinksInPath().path
    #expect(error == .outsideGallery(file: link.path, resolved: resolved, directory: gallery.path))
    #expect(!error.description.contains("TOKEN"))
    #expect(try SceneResolver.resolve("alias", scenesDirectory: gallery).lastPathComponent == "alias.yaml")
    #expect(try SceneResolver.resolve(link.path, scenesDirectory: gallery) == link)
  }
}
