import Foundation

/// The 64-bit FNV-1a hash (Fowler–Noll–Vo): fast, dependency-free, not cryptographic. Used to
/// tell font files apart in the render-stack fingerprint.
enum FNV1a64 {
  static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of `bytes`.
  static func hash(_ bytes: Data) -> UInt64 {
    bytes.withUnsafeBytes { hash($0, continuing: offsetBasis) }
  }

  /// The hash of the bytes hashed into `hash` so far followed by `bytes`.
  static func hash(_ bytes: UnsafeRawBufferPointer, continuing hash: UInt64) -> UInt64 {
    var hash = hash
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* prime
    }
    return hash
  }

  /// The hash of the file at `path` and its size, read 64 KB at a time (no copy of the whole
  /// file is held); nil when it cannot be opened or read.
  ///
  /// A file is read once per process while its device, inode, size and modification time stay
  /// the same: every render asks for the fingerprint, and the font files are 0.7 MB.
  static func hashFile(atPath path: String) -> (hash: UInt64, count: Int)? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let identity = FileIdentity(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      modified: Int64(status.st_mtim.tv_sec), modifiedNanoseconds: Int64(status.st_mtim.tv_nsec))
    if let known = HashedFiles.shared.lookup(path, identity) { return known }
    guard let result = hashContents(of: descriptor) else { return nil }
    HashedFiles.shared.store(path, identity, result)
    return result
  }

  /// The hash and size of everything left to read from `descriptor`.
  private static func hashContents(of descriptor: Int32) -> (hash: UInt64, count: Int)? {
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 16)
    defer { chunk.deallocate() }
    var hash = offsetBasis
    var count = 0
    while true {
      let got = read(descriptor, chunk.baseAddress, chunk.count)
      if got == 0 { return (hash, count) }
      if got < 0 {
        if errno == EINTR { continue }
        return nil
      }
      hash = Self.hash(UnsafeRawBufferPointer(rebasing: chunk[0..<got]), continuing: hash)
      count += got
    }
  }
}

/// What identifies one version of a file without reading it.
private struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: Int64
  var modifiedNanoseconds: Int64
}

/// The files ``FNV1a64/hashFile(atPath:)`` has read in this process, by path.
private final class HashedFiles: @unchecked Sendable {
  static let shared = HashedFiles()
  private let lock = NSLock()
  private var entries: [String: (identity: FileIdentity, hash: UInt64, count: Int)] = [:]

  func lookup(_ path: String, _ identity: FileIdentity) -> (hash: UInt64, count: Int)? {
    lock.withLock {
      guard let entry = entries[path], entry.identity == identity else { return nil }
      return (entry.hash, entry.count)
    }
  }

  func store(_ path: String, _ identity: FileIdentity, _ result: (hash: UInt64, count: Int)) {
    lock.withLock { entries[path] = (identity, result.hash, result.count) }
  }
}
