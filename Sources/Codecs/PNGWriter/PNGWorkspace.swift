import Foundation

/// The memory one thread's ``PNGWriter`` calls reuse from frame to frame: the libdeflate
/// compressor, the filtered rows (when they cannot go into the frame's own memory), the
/// compressed file (where the coder choice's sample goes first) and the filter's row buffers.
///
/// Buffers only grow (to the largest frame seen) and are freed with the thread, so a render's
/// workers neither allocate nor fault in fresh pages for every frame. Contents never carry
/// from one frame to the next: every byte read is written first in the same call, so output
/// does not depend on which thread encoded the previous frame.
final class PNGWorkspace {
  /// A malloc'd buffer that only grows; its bytes are not initialised.
  struct Buffer {
    private(set) var pointer: UnsafeMutableRawPointer?
    private(set) var capacity = 0

    /// At least `count` bytes; earlier contents are not kept.
    mutating func reserve(_ count: Int) -> UnsafeMutableRawPointer {
      if count > capacity || pointer == nil {
        free(pointer)
        // Large blocks come straight from mmap: pages never written cost no memory.
        guard let memory = malloc(max(count, 1)) else {
          preconditionFailure("PNGWorkspace: malloc(\(count)) failed")
        }
        pointer = memory
        capacity = max(count, 1)
      }
      return pointer!
    }

    func release() { free(pointer) }
  }

  /// libdeflate at ``PNGWriter/defaultCompressionLevel``, made on first use.
  private var compressor: DeflateCompressor?
  /// Filtered rows of frames that are not filtered in place.
  var filtered = Buffer()
  /// The PNG file being written (signature, IHDR, the IDAT whose zlib stream is written in
  /// place, IEND); before it, the coder choice's sampled rows and trial output.
  var file = Buffer()
  /// ``ScanlineFilter``'s row buffers.
  var scratch = Buffer()
  /// Whether a call on this thread is using the workspace (a nested call gets its own).
  private var inUse = false

  deinit {
    filtered.release()
    file.release()
    scratch.release()
  }

  /// The libdeflate compressor of ``PNGWriter/Mode/default``.
  func deflate() throws -> DeflateCompressor {
    if let compressor { return compressor }
    let made = try DeflateCompressor(level: PNGWriter.defaultCompressionLevel)
    compressor = made
    return made
  }

  private static let threadKey = "flipbook.Codecs.PNGWorkspace"

  /// Runs `body` with the calling thread's workspace (made on the thread's first call and kept
  /// in its thread dictionary), or with a new one when a call on this thread already uses it.
  static func withThreadWorkspace<Result>(_ body: (PNGWorkspace) throws -> Result) rethrows -> Result {
    let storage = Thread.current.threadDictionary
    let workspace: PNGWorkspace
    if let existing = storage[threadKey] as? PNGWorkspace {
      workspace = existing
    } else {
      workspace = PNGWorkspace()
      storage[threadKey] = workspace
    }
    guard !workspace.inUse else { return try body(PNGWorkspace()) }
    workspace.inUse = true
    defer { workspace.inUse = false }
    return try body(workspace)
  }
}
