import Codecs
import FlipbookRender
import Foundation
import Graphics
import ImageDiff

/// Golden images on disk, beside the test that owns them:
///
/// ```
/// Tests/<Target>/__Goldens__/<scene>/<label>.png         one per checked frame
/// Tests/<Target>/__Goldens__/<scene>/render-stack.json   what drew them
/// ```
///
/// Writes are atomic (`AtomicFile`: a reader sees the old file or the new one). Images are
/// stored with the small PNG encoder (zlib 9, adaptive filters).
public struct GoldenStore: Sendable, Hashable {
  /// The `__Goldens__` folder.
  public let directory: URL
  /// The file holding the render-stack fingerprint in each scene's folder.
  public static let fingerprintFileName = "render-stack.json"

  public init(directory: URL) { self.directory = directory }

  /// The store beside a test file: `<folder of testFile>/__Goldens__`.
  public static func beside(testFile: String) -> GoldenStore {
    GoldenStore(
      directory: URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("__Goldens__"))
  }

  /// `<directory>/<scene>/<label>.png`.
  public func url(scene: String, label: String) -> URL {
    directory.appendingPathComponent(scene, isDirectory: true).appendingPathComponent(label + ".png")
  }

  /// `<directory>/<scene>/render-stack.json`.
  public func fingerprintURL(scene: String) -> URL {
    directory.appendingPathComponent(scene, isDirectory: true).appendingPathComponent(Self.fingerprintFileName)
  }

  /// The golden for `label`, nil when there is none.
  ///
  /// - Throws: `ImageDiffError.unreadableImage(path:reason:)` when the file exists
  ///   but is not a readable PNG (it is left as it is); ``GoldenError/outsideStore(path:resolved:store:)``
  ///   when it or its scene's folder is a link out of ``directory``.
  public func golden(scene: String, label: String) throws -> Bitmap? {
    let url = try confined(url(scene: scene, label: label))
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try ImageFile.read(url)
  }

  /// Writes the golden for `label` atomically, creating the scene's folder.
  ///
  /// - Throws: ``GoldenError/outsideStore(path:resolved:store:)`` when the scene's folder is a
  ///   link out of ``directory`` (nothing is written), or the write's error.
  public func record(_ bitmap: Bitmap, scene: String, label: String) throws {
    try ImageFile.write(bitmap, to: confined(url(scene: scene, label: label)))
  }

  /// `url` — a file in a scene's folder of ``directory`` — when reading or writing it stays
  /// inside ``directory``: its scene folder, when it exists, and the file, when it exists,
  /// resolve (symbolic links followed) inside the store's real path. Goldens arrive in pull
  /// requests; a scene folder or a golden that links elsewhere would have verification read
  /// files from, and record them into, any folder.
  ///
  /// - Throws: ``GoldenError/outsideStore(path:resolved:store:)`` naming the path, what it
  ///   resolves to (`(a broken link)` when nothing) and the store.
  public func confined(_ url: URL) throws -> URL {
    guard let root = ReadScope.realPath(directory.path) else { return url }
    for path in [url.deletingLastPathComponent().path, url.path] {
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      let resolved = ReadScope.realPath(path)
      guard let resolved, ReadScope.isInside(resolved, root) else {
        throw GoldenError.outsideStore(path: path, resolved: resolved ?? "(a broken link)", store: root)
      }
    }
    return url
  }

  /// The stored render-stack fingerprint, nil when there is none.
  public func fingerprint(scene: String) throws -> [String: String]? {
    let url = try confined(fingerprintURL(scene: scene))
    let data: Data
    do {
      data = try BoundedFile.read(url, limit: 1 << 20)
    } catch BoundedFile.Failure.missing {
      return nil
    } catch let failure as BoundedFile.Failure {
      throw GoldenError.unreadableFingerprint(path: url.path, reason: failure.reason)
    }
    do {
      return try JSONDecoder().decode([String: String].self, from: data)
    } catch {
      throw GoldenError.unreadableFingerprint(path: url.path, reason: "\(error)")
    }
  }

  /// Writes the fingerprint atomically as key-sorted JSON.
  public func recordFingerprint(_ fingerprint: [String: String], scene: String) throws {
    let url = try confined(fingerprintURL(scene: scene))
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(fingerprint)
    data.append(0x0A)
    try AtomicFile.write(data, to: url)
  }

  /// The scene folders in the store, sorted.
  public func scenes() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }

  /// Every file in the store, as paths relative to ``directory``, sorted; hidden files (a
  /// `.gitkeep` that keeps an empty store in git) are not listed.
  public func files() -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var result: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: directory.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue
      {
        result.append(path)
      }
    }
    return result.sorted()
  }

  /// Compares the store with the goldens that should exist: `expected` maps each scene to its
  /// frame labels.
  public func audit(expected: [String: [String]]) -> GoldenAudit {
    var wanted: Set<String> = []
    var missing: [GoldenAudit.MissingGoldens] = []
    for scene in expected.keys.sorted() {
      let labels = expected[scene] ?? []
      wanted.insert(scene + "/" + Self.fingerprintFileName)
      var absent: [String] = []
      for label in labels {
        wanted.insert(scene + "/" + label + ".png")
        if !FileManager.default.fileExists(atPath: url(scene: scene, label: label).path) { absent.append(label) }
      }
      if !FileManager.default.fileExists(atPath: fingerprintURL(scene: scene).path) {
        absent.append(Self.fingerprintFileName)
      }
      if !absent.isEmpty { missing.append(.init(scene: scene, labels: absent)) }
    }
    let orphans = files().filter { !wanted.contains($0) && !Self.isTextGolden($0, of: expected) }
    return GoldenAudit(missing: missing, orphans: orphans)
  }

  /// Whether `path` is a text golden (``TextGoldenVerifier``) of a scene in `expected`: its
  /// `transition.trace.txt`, or the `<label>.displaylist.txt` of one of its frames or of a
  /// moment chosen by the test (display lists are kept for any label the scene's folder holds).
  static func isTextGolden(_ path: String, of expected: [String: [String]]) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, expected[String(parts[0])] != nil else { return false }
    let name = parts[1]
    return name == "transition.trace.txt" || (name.hasSuffix(".displaylist.txt") && name.count > 16)
  }
}
