import Foundation

/// Replaces a scene's output folder as a whole: frames are written into a fresh staging folder
/// beside it, which is renamed into place only when every frame succeeded. A failed render
/// leaves the previous output untouched, and a shorter render never leaves stale frames.
struct OutputFolder {
  let destination: URL
  let staging: URL

  init(destination: URL) throws {
    self.destination = destination
    let parent = destination.deletingLastPathComponent()
    staging = parent.appendingPathComponent(".\(destination.lastPathComponent).partial-\(getpid())")
    let fm = FileManager.default
    do {
      try fm.createDirectory(at: parent, withIntermediateDirectories: true)
      if fm.fileExists(atPath: staging.path) { try fm.removeItem(at: staging) }
      try fm.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch {
      throw RenderError.outputFolder(path: destination.path, reason: "\(error.localizedDescription)")
    }
  }

  /// Moves the staging folder into place (the old folder is removed only after that succeeds).
  func commit() throws {
    let fm = FileManager.default
    let retired = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).old-\(getpid())")
    do {
      if fm.fileExists(atPath: retired.path) { try fm.removeItem(at: retired) }
      let hadOld = fm.fileExists(atPath: destination.path)
      if hadOld { try fm.moveItem(at: destination, to: retired) }
      do {
        try fm.moveItem(at: staging, to: destination)
      } catch {
        if hadOld { try? fm.moveItem(at: retired, to: destination) }
        throw error
      }
      if hadOld { try fm.removeItem(at: retired) }
    } catch {
      throw RenderError.outputFolder(path: destination.path, reason: "\(error.localizedDescription)")
    }
  }

  /// Removes the staging folder after a failure.
  func discard() {
    try? FileManager.default.removeItem(at: staging)
  }
}
