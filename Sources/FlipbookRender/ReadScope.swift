import Foundation

/// The folders a command may read input files from: a file named by untrusted input (a scene's
/// `image.file`, a manifest's frame) is read only when its real path — symbolic links resolved
/// — lies inside one of them. The scene's own folder is the default; `--allow-read DIR` adds
/// more on purpose.
///
/// Like Go's `os.Root` or Linux's `openat2(RESOLVE_BENEATH)`: `../../etc/x.png`, an absolute
/// path elsewhere, or a link pointing out are refused with the path and the allowed folders.
public struct ReadScope: Sendable, Equatable {
  /// The allowed folders, as real paths.
  public private(set) var roots: [String]

  /// A scope allowing `directories` (each resolved; one that does not exist allows nothing).
  public init(_ directories: [URL]) {
    roots = directories.compactMap { Self.realPath($0.path) }
  }

  /// This scope with `directories` added.
  public func adding(_ directories: [URL]) -> ReadScope {
    var copy = self
    copy.roots += ReadScope(directories).roots
    return copy
  }

  /// Why a path is refused.
  public struct Violation: Error, CustomStringConvertible, Equatable {
    public var path: String
    public var resolved: String
    public var roots: [String]
    public var description: String {
      let shown = resolved == path ? "'\(path)'" : "'\(path)' (resolved: '\(resolved)')"
      return "\(shown) is outside the folders files may be read from ("
        + roots.map { "'\($0)'" }.joined(separator: ", ") + "); pass --allow-read DIR to allow another folder"
    }
  }

  /// The real path of `url` when it lies inside an allowed folder.
  ///
  /// - Throws: ``Violation`` naming the path, what it resolves to and the allowed folders;
  ///   `BoundedFile.Failure.missing(path:)` when it does not exist.
  public func check(_ url: URL) throws -> URL {
    guard let resolved = Self.realPath(url.path) else { throw BoundedFile.Failure.missing(path: url.path) }
    guard roots.contains(where: { Self.isInside(resolved, $0) }) else {
      throw Violation(path: url.path, resolved: resolved, roots: roots)
    }
    return URL(fileURLWithPath: resolved)
  }

  /// Whether `path` is `root` or below it (both real paths).
  public static func isInside(_ path: String, _ root: String) -> Bool {
    if root == "/" { return true }
    return path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// `realpath(3)`: absolute, no `.`/`..`, every symbolic link resolved; nil when missing.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
