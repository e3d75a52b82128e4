import Foundation

/// Reads files whose names or contents come from untrusted input (a scene's `image.file`, a
/// manifest's frame list, a golden in a pull request, `diff`'s inputs): only regular files and
/// never more than a byte limit — so `/dev/zero`, a directory, a FIFO or a 10 GB file is an error
/// that names it instead of a hang or an exhausted memory. (Which folders may be read at all is
/// FlipbookRender's `ReadScope`.)
public enum BoundedFile {
  /// The most bytes a decoded input file (a PNG image) may have: 64 MiB.
  public static let defaultByteLimit = 64 << 20

  /// Why a bounded read failed; the description names the file and the limit.
  public enum Failure: Error, CustomStringConvertible, Equatable {
    case missing(path: String)
    case notRegularFile(path: String, kind: String)
    case tooLarge(path: String, byteCount: Int, limit: Int)
    case unreadable(path: String, reason: String)

    public var description: String {
      switch self {
      case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
      case .missing(let path), .notRegularFile(let path, _), .tooLarge(let path, _, _):
        return "'\(path)' \(reason)"
      }
    }

    /// What is wrong, without the path (for messages that name the file themselves).
    public var reason: String {
      switch self {
      case .missing: return "does not exist"
      case .notRegularFile(_, let kind): return "is \(kind), not a regular file"
      case .tooLarge(_, let count, let limit): return "has \(count) bytes, more than the limit of \(limit) bytes"
      case .unreadable(_, let reason): return reason
      }
    }
  }

  /// The bytes of the regular file at `url`, at most `limit` of them.
  ///
  /// - Throws: ``Failure`` when the file is missing, not a regular file, larger than `limit`
  ///   or unreadable.
  public static func read(_ url: URL, limit: Int = defaultByteLimit) throws -> Data {
    let path = url.path
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { throw Failure.missing(path: path) }
      throw Failure.unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw Failure.notRegularFile(path: path, kind: "a directory")
    case S_IFCHR, S_IFBLK: throw Failure.notRegularFile(path: path, kind: "a device")
    case S_IFIFO: throw Failure.notRegularFile(path: path, kind: "a pipe")
    case S_IFSOCK: throw Failure.notRegularFile(path: path, kind: "a socket")
    default: throw Failure.notRegularFile(path: path, kind: "not a file")
    }
    if Int(info.st_size) > limit { throw Failure.tooLarge(path: path, byteCount: Int(info.st_size), limit: limit) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Failure.unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    defer { try? handle.close() }
    do {
      // One byte more than the limit tells a file that grew after `stat` from one that fits.
      let data = try handle.read(upToCount: limit + 1) ?? Data()
      if data.count > limit { throw Failure.tooLarge(path: path, byteCount: data.count, limit: limit) }
      return data
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure.unreadable(path: path, reason: error.localizedDescription)
    }
  }
}
