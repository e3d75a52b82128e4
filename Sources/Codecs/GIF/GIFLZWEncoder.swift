/// GIF's LZW compression of one image's colour indices into its table-based image data: the
/// minimum code size byte, the codes in sub-blocks of at most 255 bytes, and the empty block that
/// ends them (GIF89a, section 22 and appendix F).
///
/// The codes are exactly giflib's (`EGifCompressLine`): a clear code first, variable-width codes
/// packed least-significant bit first, the width growing once the next code to assign reaches
/// 2^width, and a clear code (restarting the table) when the next code would be 4095. Being plain
/// Swift with no shared state, one encoder per thread compresses frames in parallel.
///
/// The string table is direct-indexed (4096 prefixes × 256 symbols, 2 MiB); only the entries
/// used since the last clear are reset.
final class GIFLZWEncoder {
  /// giflib's `LZ_MAX_CODE`: the table restarts when the next code would be this.
  private static let maximumCode = 4095

  private var table = [UInt16](repeating: 0, count: 4096 * 256)
  private var used: [Int] = []
  private var stream: [UInt8] = []

  /// The image data for `indices` (each below 2^`minimumCodeSize`) with GIF's minimum code size
  /// (2…8), appended to `output`.
  func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, into output: inout [UInt8]) {
    precondition((2...8).contains(minimumCodeSize), "GIFLZWEncoder: minimum code size \(minimumCodeSize)")
    // Locals, not the stored arrays, in the loop: no exclusivity check per access.
    var stream = self.stream
    var used = self.used
    self.stream = []
    self.used = []
    defer {
      self.stream = stream
      self.used = used
    }
    stream.removeAll(keepingCapacity: true)
    stream.reserveCapacity(indices.count / 2 + 16)
    let clear = 1 << minimumCodeSize
    var next = clear + 2
    var width = minimumCodeSize + 1
    var bits: UInt64 = 0
    var count = 0

    @inline(__always) func put(_ code: Int) {
      bits |= UInt64(code) << UInt64(count)
      count += width
      while count >= 8 {
        stream.append(UInt8(truncatingIfNeeded: bits))
        bits >>= 8
        count -= 8
      }
      if next >= 1 << width && code <= Self.maximumCode { width += 1 }
    }

    put(clear)
    if let first = indices.first {
      var prefix = Int(first)
      table.withUnsafeMutableBufferPointer { table in
        for symbol in indices.dropFirst() {
          let key = prefix << 8 | Int(symbol)
          let code = Int(table[key])
          if code != 0 {
            prefix = code - 1
            continue
          }
          put(prefix)
          prefix = Int(symbol)
          if next >= Self.maximumCode {
            put(clear)
            for k in used { table[k] = 0 }
            used.removeAll(keepingCapacity: true)
            next = clear + 2
            width = minimumCodeSize + 1
          } else {
            table[key] = UInt16(next + 1)
            used.append(key)
            next += 1
          }
        }
        for k in used { table[k] = 0 }
        used.removeAll(keepingCapacity: true)
      }
      put(prefix)
    }
    put(clear + 1)
    while count > 0 {
      stream.append(UInt8(truncatingIfNeeded: bits))
      bits >>= 8
      count -= 8
    }

    output.append(UInt8(minimumCodeSize))
    var start = 0
    while start < stream.count {
      let length = min(255, stream.count - start)
      output.append(UInt8(length))
      output.append(contentsOf: stream[start..<start + length])
      start += length
    }
    output.append(0)
  }
}
