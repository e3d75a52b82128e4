import Foundation

/// An exclusive `flock(2)` on a folder, held while scene folders in it are swapped, so that
/// renders into one output folder from several processes commit one after the other instead
/// of failing with "a file with the same name already exists".
final class FolderLock {
  private var descriptor: Int32

  /// Blocks until the lock on `folder` is held.
  ///
  /// - Throws: ``RenderError/outputFolder(path:reason:)`` when the folder cannot be opened.
  init(_ folder: URL) throws {
    descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw RenderError.outputFolder(path: folder.path, reason: "cannot open it to lock it: \(Self.errnoText)")
    }
    while flock(descriptor, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      let reason = Self.errnoText
      close(descriptor)
      descriptor = -1
      throw RenderError.outputFolder(path: folder.path, reason: "cannot lock it: \(reason)")
    }
  }

  /// Releases the lock (also done on deinit).
  func unlock() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
  }

  deinit { unlock() }

  private static var errnoText: String { String(cString: strerror(errno)) }
}
