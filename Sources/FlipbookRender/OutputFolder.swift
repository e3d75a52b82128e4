import Foundation

/// Replaces a scene's output folder as a whole: frames are written into a fresh staging folder
/// beside it, which is renamed into place only when every frame succeeded. A failed render
/// leaves the previous output untouched, and a shorter render never leaves stale frames.
///
/// Confinement: the scene's name must be one plain file-name component and the destination
/// must not be a symbolic link, so every write stays inside the folder the user named.
/// Staging folders are registered with ``InterruptCleanup`` (a SIGINT/SIGTERM removes them);
/// staging and retired folders of processes that are gone (killed with SIGKILL) are removed
/// by the next render into the same folder; commits hold the folder's ``FolderLock``, so
/// concurrent renders into one folder both succeed (the last to finish wins).
struct OutputFolder {
  let destination: URL
  let staging: URL

  init(destination: URL) throws {
    self.destination = destination
    let name = destination.lastPathComponent
    guard OutputFolder.isPlainName(name) else {
      throw RenderError.outputFolder(
        path: destination.path,
        reason: "'\(name)' is not a plain folder name (letters, digits, '.', '_', '-', not starting with '.')")
    }
    let parent = destination.deletingLastPathComponent()
    staging = parent.appendingPathComponent(".\(name).partial-\(getpid())")
    let fm = FileManager.default
    do {
      try fm.createDirectory(at: parent, withIntermediateDirectories: true)
      if OutputFolder.isSymbolicLink(destination) {
        throw RenderError.outputFolder(
          path: destination.path, reason: "it is a symbolic link; refusing to replace what it points to")
      }
      let lock = try FolderLock(parent)
      OutputFolder.removeStale(in: parent)
      lock.unlock()
      if fm.fileExists(atPath: staging.path) { try fm.removeItem(at: staging) }
      try fm.createDirectory(at: staging, withIntermediateDirectories: false)
      InterruptCleanup.register(staging)
    } catch let error as RenderError {
      throw error
    } catch {
      throw RenderError.outputFolder(path: destination.path, reason: Self.reason(error))
    }
  }

  /// Moves the staging folder into place (the old folder is removed only after that succeeds),
  /// holding the parent folder's lock.
  func commit() throws {
    let fm = FileManager.default
    let retired = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).old-\(getpid())")
    let lock = try FolderLock(destination.deletingLastPathComponent())
    defer { lock.unlock() }
    do {
      if fm.fileExists(atPath: retired.path) { try fm.removeItem(at: retired) }
      if OutputFolder.isSymbolicLink(destination) {
        throw RenderError.outputFolder(
          path: destination.path, reason: "it is a symbolic link; refusing to replace what it points to")
      }
      let hadOld = fm.fileExists(atPath: destination.path)
      if hadOld { try fm.moveItem(at: destination, to: retired) }
      do {
        try fm.moveItem(at: staging, to: destination)
      } catch {
        if hadOld { try? fm.moveItem(at: retired, to: destination) }
        throw error
      }
      InterruptCleanup.unregister(staging)
      if hadOld { try fm.removeItem(at: retired) }
    } catch let error as RenderError {
      throw error
    } catch {
      throw RenderError.outputFolder(path: destination.path, reason: Self.reason(error))
    }
  }

  /// Removes the staging folder after a failure.
  func discard() {
    try? FileManager.default.removeItem(at: staging)
    InterruptCleanup.unregister(staging)
  }

  /// Whether `name` is one plain file-name component a scene folder may have.
  static func isPlainName(_ name: String) -> Bool {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-".unicodeScalars)
    return !name.isEmpty && !name.hasPrefix(".") && name.utf8.count <= 255
      && name.unicodeScalars.allSatisfy(allowed.contains)
  }

  static func isSymbolicLink(_ url: URL) -> Bool {
    var info = stat()
    return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// Removes `.<scene>.partial-<pid>` and `.<scene>.old-<pid>` folders and
  /// `.<file>.tmp-<pid>-<n>` files left in `parent` by processes that no longer run. A retired
  /// folder whose scene folder is missing (a kill between the two renames of a commit) is the
  /// previous output: it is moved back instead.
  static func removeStale(in parent: URL) {
    let fm = FileManager.default
    guard let entries = try? fm.contentsOfDirectory(atPath: parent.path) else { return }
    for entry in entries where entry.hasPrefix(".") {
      guard let (scene, kind, pid) = staleParts(entry), !isRunning(pid) else { continue }
      let url = parent.appendingPathComponent(entry)
      if kind == "old", isPlainName(scene), !fm.fileExists(atPath: parent.appendingPathComponent(scene).path) {
        try? fm.moveItem(at: url, to: parent.appendingPathComponent(scene))
      } else {
        try? fm.removeItem(at: url)
      }
    }
  }

  /// `(scene, "partial" | "old" | "tmp", pid)` of a hidden leftover name.
  static func staleParts(_ entry: String) -> (String, String, pid_t)? {
    for kind in ["partial", "old", "tmp"] {
      guard let range = entry.range(of: ".\(kind)-", options: .backwards) else { continue }
      let scene = String(entry[entry.index(after: entry.startIndex)..<range.lowerBound])
      let rest = entry[range.upperBound...]
      let digits = kind == "tmp" ? rest.split(separator: "-").first.map(String.init) ?? "" : String(rest)
      guard !scene.isEmpty, let pid = pid_t(digits), pid > 0 else { continue }
      return (scene, kind, pid)
    }
    return nil
  }

  /// Whether a process with `pid` exists (`kill(pid, 0)`; EPERM means it exists).
  static func isRunning(_ pid: pid_t) -> Bool {
    if pid == getpid() { return true }
    return kill(pid, 0) == 0 || errno == EPERM
  }

  private static func reason(_ error: Error) -> String {
    let ns = error as NSError
    if let posix = ns.userInfo[NSUnderlyingErrorKey] as? POSIXError {
      return String(cString: strerror(posix.code.rawValue))
    }
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return error.localizedDescription
  }
}
