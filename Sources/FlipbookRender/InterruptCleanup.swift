import Foundation

/// The staging folders a process is writing, so that a SIGINT or SIGTERM can remove them before
/// the process exits (`flipbook` installs the handlers; see ``removeAll()``).
///
/// Each removal takes the parent folder's lock (`FolderLock`), so it never runs in the middle
/// of a commit that is swapping the previous output out and the new one in.
public enum InterruptCleanup {
  private static let paths = LockedPaths()

  /// Records `url` as a folder to remove on interruption.
  static func register(_ url: URL) { paths.insert(url.path) }

  /// Forgets `url` (committed or discarded).
  static func unregister(_ url: URL) { paths.remove(url.path) }

  /// The folders registered now.
  public static var registered: [String] { paths.all }

  /// Removes every registered folder (each under its parent's lock), for a signal handler
  /// about to exit. Frames still being written by workers are retried a few times.
  public static func removeAll() {
    for path in paths.all {
      let url = URL(fileURLWithPath: path)
      let lock = try? FolderLock(url.deletingLastPathComponent())
      for _ in 0..<20 {
        if !FileManager.default.fileExists(atPath: path) { break }
        try? FileManager.default.removeItem(atPath: path)
      }
      lock?.unlock()
      paths.remove(path)
    }
  }
}

private final class LockedPaths: @unchecked Sendable {
  private let lock = NSLock()
  private var set: Set<String> = []
  func insert(_ path: String) { lock.withLock { _ = set.insert(path) } }
  func remove(_ path: String) { lock.withLock { _ = set.remove(path) } }
  var all: [String] { lock.withLock { set.sorted() } }
}
