import FlipbookRender
import Foundation
import Yams

/// Loads scene files: YAML (or JSON, which is YAML) decoded and validated into a
/// ``SceneDescription``.
///
/// The document is composed into a YAML node tree and read field by field, so every problem is
/// reported with the file, line and column, the field path, what was expected and the value
/// found (see ``SceneError``). Unknown fields are errors, so a typo is never silently ignored.
/// The first problem found is thrown.
///
/// ## Schema
///
/// Scenes/README.md explains every field with examples. In short:
///
/// ```yaml
/// name: nav-push-system        # optional; default: the file name without extension
/// fps: 30                      # integer 1...240; default 30
/// duration: 2.4                # seconds rendered, > 0 and ≤ 600; required
/// window:                      # required
///   width: 390                 # points, > 0; required
///   height: 844                # points, > 0; required
///   scale: 2                   # 1, 2 or 3; default 2
///   background: "#000000"      # colour; default black
/// screens:                     # required: name -> screen, at least one, file order kept
///   A:
///     title: Inbox             # optional
///     background: "#FFFFFF"    # colour; default white
///     views:                   # optional list of views
///       - id: card             # optional, non-empty, unique in the screen
///         frame: [20, 120, 350, 200]   # required [x, y, width, height]; width, height ≥ 0
///         background: "#FF9500"        # optional colour
///         alpha: 1                     # 0...1; default 1
///         cornerRadius: 16             # ≥ 0; default 0
///         border: { width: 2, color: "#000000" }   # width ≥ 0 required; colour default black
///         clipsToBounds: false         # default false
///         hidden: false                # default false
///         label: { text: Hello, size: 28, weight: bold, color: "#000000", align: center, lines: 1 }
///           # or `label: Hello`; size > 0 (17); weight regular|bold; colour (black);
///           # align left|center|right|natural (left); lines integer ≥ 0 (1)
///         subviews: []                 # views, same shape
///     collection:              # optional UICollectionView (flow layout) below the views:
///       layout: { itemSize: [110, 110] }   # or named `layouts`; items: a count or a list
///       items: 24
/// root: { navigation: A }      # required; a declared screen
/// script:                      # optional; sorted by `at`, stable for equal times
///   - at: 0.3                  # seconds, 0 ≤ at ≤ duration; required
///     push: B                  # a declared screen, not already on the navigation stack
///     animator: slide          # system (default) | slide, or { name: slide, duration: 0.4 }
///     animated: true           # default true
///   - at: 1.4
///     pop: true                # must leave the root on the stack
/// ```
///
/// Colours are `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"` strings (quoted: an unquoted `#` starts a
/// YAML comment) or one of the names black, white, clear, red, green, blue, gray, systemBlue,
/// systemRed, systemGreen, systemOrange, systemYellow, systemPurple, systemTeal, systemGray,
/// systemGray6 (UIKit's light-mode values). Numbers are integers or decimals; quoted strings,
/// booleans, `.inf` and `.nan` are rejected where a number is expected. Text fields (names,
/// titles, label text) take any scalar as written.
///
/// The script is checked by walking it in time order on a simulated navigation stack: pushing a
/// screen that is already on the stack is an error (UIKit raises "Pushing the same view
/// controller instance more than once is not supported"), and so is a pop when only the root is
/// on the stack.
public enum SceneLoader {
  /// The largest scene file, in bytes (16 MiB: 100,000 views written one per line fit).
  public static let maximumFileSize = 16 << 20

  /// Reads and decodes the scene file at `url`.
  ///
  /// Messages name the file by `url.relativePath`, so a path given relative to the current
  /// folder stays relative. The scene's default name is the file name without its extension.
  /// `image.file` fields are read only from the scene file's folder (symbolic links resolved)
  /// and from `allowedReadDirectories`.
  ///
  /// - Parameters:
  ///   - url: A file URL of a `.yaml`, `.yml` or `.json` scene file.
  ///   - allowedReadDirectories: More folders images may be read from (`--allow-read`).
  /// - Returns: The validated scene.
  /// - Throws: ``SceneError`` when the file cannot be read, is not valid YAML, or does not match
  ///   the schema.
  public static func load(contentsOf url: URL, allowedReadDirectories: [URL] = []) throws -> SceneDescription {
    let path = url.relativePath
    func failure(_ message: String) -> SceneError {
      SceneError(file: path, line: nil, column: nil, fieldPath: "", message: message)
    }
    let data: Data
    do {
      data = try BoundedFile.read(url, limit: maximumFileSize)
    } catch BoundedFile.Failure.missing {
      throw failure("no such file")
    } catch BoundedFile.Failure.tooLarge(_, let count, let limit) {
      throw failure("the file has \(count) bytes; scene files may have at most \(limit) bytes")
    } catch {
      throw failure("cannot read the file: \(error)")
    }
    guard let text = String(data: data, encoding: .utf8) else { throw failure("the file is not UTF-8 text") }
    return try parse(
      text, sourcePath: path, defaultName: url.deletingPathExtension().lastPathComponent,
      allowedReadDirectories: allowedReadDirectories)
  }

  /// Decodes a scene from YAML or JSON text.
  ///
  /// - Parameters:
  ///   - text: The document.
  ///   - sourcePath: The file name used in messages and stored in ``SceneDescription/sourcePath``;
  ///     its folder is where `image.file` paths start and may be read from.
  ///   - defaultName: The scene's name when the document has no `name` field.
  ///   - allowedReadDirectories: More folders images may be read from.
  /// - Returns: The validated scene.
  /// - Throws: ``SceneError`` when the text is not valid YAML or does not match the schema.
  public static func parse(
    _ text: String, sourcePath: String, defaultName: String, allowedReadDirectories: [URL] = []
  ) throws -> SceneDescription {
    let root: Node?
    do {
      // No resolver rules: they are NSRegularExpressions (ICU); Node.tagName resolves plain
      // scalars with the same rules by hand (PlainScalarTag).
      root = try Yams.compose(yaml: text, .basic)
    } catch let error as YamlError {
      throw SceneError(error, file: sourcePath)
    } catch {
      throw SceneError(file: sourcePath, line: nil, column: nil, fieldPath: "", message: "YAML error: \(error)")
    }
    guard let root else {
      throw SceneError(
        file: sourcePath, line: 1, column: 1, fieldPath: "",
        message: "the document is empty; expected a scene mapping with "
          + SceneDecoder.topLevelFields.joined(separator: ", "))
    }
    let folder = URL(fileURLWithPath: sourcePath).deletingLastPathComponent()
    let decoder = SceneDecoder(
      defaultName: defaultName, sourcePath: sourcePath,
      readScope: ReadScope([folder] + allowedReadDirectories))
    return try decoder.decode(NodeReader(root: root, file: sourcePath))
  }
}
