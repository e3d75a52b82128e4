import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole files atomically: readers see either the old file or the complete new one,
/// never a partial write.
///
/// The bytes go to a temporary file in the destination's directory (named
/// `.<name>.tmp-<pid>-<counter>`, unique per process and call), optionally `fsync(2)`ed, and the
/// temporary file is then `rename(2)`d over the destination, which POSIX makes atomic within a
/// file system. On any failure the temporary file is removed.
public enum AtomicFile {

  private static let counter = Atomic<Int>(0)

  /// Atomically replaces (or creates) the file at `url` with `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: The complete new content.
  ///   - url: A file URL; its directory must exist.
  ///   - sync: Whether to `fsync(2)` the file before the rename (durability across a power loss;
  ///     not needed for atomicity against other readers). Default `false`.
  /// - Throws: ``CodecError/fileOperationFailed(operation:path:destination:errno:)`` naming the
  ///   system call, the path and the `errno` text.
  public static func write(_ bytes: [UInt8], to url: URL, sync: Bool = false) throws {
    try bytes.withUnsafeBytes { try write(buffer: $0, to: url, sync: sync) }
  }

  /// Atomically replaces (or creates) the file at `url` with `data`; see ``write(_:to:sync:)-([UInt8],_,_)``.
  public static func write(_ data: Data, to url: URL, sync: Bool = false) throws {
    try data.withUnsafeBytes { try write(buffer: $0, to: url, sync: sync) }
  }

  /// Atomically replaces (or creates) the file at `url` with `bytes` (borrowed memory, e.g. a
  /// reused encoder buffer); see ``write(_:to:sync:)-([UInt8],_,_)``.
  public static func write(_ bytes: UnsafeRawBufferPointer, to url: URL, sync: Bool = false) throws {
    try write(buffer: bytes, to: url, sync: sync)
  }

  /// Atomically replaces (or creates) the file at `url` with the bytes `produce` passes, in
  /// order, to the `append` function it is given — content written piece by piece instead of
  /// held whole (a long render's manifest). Nothing replaces the destination unless `produce`
  /// returns normally; an error it throws is rethrown after the temporary file is removed.
  ///
  /// - Parameters:
  ///   - url: A file URL; its directory must exist.
  ///   - sync: As in ``write(_:to:sync:)-([UInt8],_,_)``.
  ///   - produce: Calls `append` with each piece of the content (borrowed for the call only).
  /// - Throws: ``CodecError/fileOperationFailed(operation:path:destination:errno:)``, or what
  ///   `produce` throws.
  public static func write(
    to url: URL, sync: Bool = false,
    _ produce: (_ append: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
  ) throws {
    let destination = url.path
    let directory = url.deletingLastPathComponent().path
    let number = counter.wrappingAdd(1, ordering: .relaxed).oldValue
    let temporary = (directory as NSString).appendingPathComponent(
      ".\(url.lastPathComponent).tmp-\(getpid())-\(number)")
    func failure(_ operation: String, _ path: String) -> CodecError {
      .fileOperationFailed(operation: operation, path: path, destination: destination, errno: errno)
    }

    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure("open(2) of the temporary file", temporary) }
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    var open = true
    defer {
      if open { _ = close(descriptor) }
    }
    try produce { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw failure("write(2)", temporary)
        }
        offset += written
      }
    }
    if sync, fsync(descriptor) != 0 { throw failure("fsync(2)", temporary) }
    open = false
    guard close(descriptor) == 0 else { throw failure("close(2)", temporary) }
    guard rename(temporary, destination) == 0 else { throw failure("rename(2) over the destination", destination) }
    succeeded = true
  }

  private static func write(buffer: UnsafeRawBufferPointer, to url: URL, sync: Bool) throws {
    try write(to: url, sync: sync) { append in try append(buffer) }
  }
}

/// `write(2)`, named apart from `AtomicFile.write` (inside the enum the name would be shadowed).
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
