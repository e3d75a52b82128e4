import CDeflate
import Graphics

/// Decodes the PNGs Flipbook writes — 8-bit RGB or RGBA, not interlaced, no `tRNS` — with
/// libdeflate (`libdeflate_zlib_decompress`, `libdeflate_crc32`) and our own unfiltering, straight
/// into the ``Bitmap``'s pixel buffer: about twice as fast as libpng with zlib, which is what
/// `diff` and golden verification spend their time on.
///
/// Anything else — another colour type or depth, interlacing, a `tRNS` chunk, a chunk type that
/// is not four ASCII letters, a CRC or zlib error, a short file — returns nil, and
/// ``PNGDecoder`` hands the file to libpng, which decodes it or reports the error in its words.
/// The pixels are libpng's exactly: straight RGBA, opaque alpha added to RGB.
enum InflatingPNGReader {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The decoded image, or nil when this reader does not handle the file (see the type's notes)
  /// or its size is beyond `limits` (the decoder whose limits apply; the defaults when not given).
  static func decode(_ bytes: UnsafeRawBufferPointer, within limits: PNGDecoder = PNGDecoder()) -> Bitmap? {
    guard bytes.count >= 8 + 25, bytes.starts(with: signature) else { return nil }
    var at = 8
    var width = 0
    var height = 0
    var channels = 0
    var idat: [UnsafeRawBufferPointer] = []
    var sawEnd = false
    while at + 12 <= bytes.count {
      let length = Int(bigEndian(bytes, at))
      guard length <= 0x7FFF_FFFF, at + 12 + length <= bytes.count else { return nil }
      let type = bigEndian(bytes, at + 4)
      // A chunk type is four ASCII letters; libpng refuses any other (found by `make fuzz-png`).
      guard bytes[(at + 4)..<(at + 8)].allSatisfy({ (0x41...0x5A).contains($0 & 0xDF) }) else { return nil }
      let body = UnsafeRawBufferPointer(rebasing: bytes[at + 8..<at + 8 + length])
      let critical = type & 0x2000_0000 == 0
      if critical || type == 0x7452_4E53 {  // every critical chunk, and tRNS, must be intact
        let crc = libdeflate_crc32(0, bytes.baseAddress! + at + 4, length + 4)
        guard crc == bigEndian(bytes, at + 8 + length) else { return nil }
      }
      switch type {
      case 0x4948_4452:  // IHDR: width, height, depth 8, colour type 2 or 6, methods 0, no interlace
        guard at == 8, length == 13, body[8] == 8, body[9] == 2 || body[9] == 6, body[10] == 0, body[11] == 0,
          body[12] == 0
        else { return nil }
        width = Int(bigEndian(body, 0))
        height = Int(bigEndian(body, 4))
        channels = body[9] == 6 ? 4 : 3
      case 0x4944_4154: idat.append(body)  // IDAT
      case 0x4945_4E44: sawEnd = true  // IEND
      case 0x7452_4E53: return nil  // tRNS: libpng turns it into alpha
      default: if critical && type != 0x504C_5445 { return nil }  // an unknown critical chunk (PLTE is allowed)
      }
      at += 12 + length
      if sawEnd { break }
    }
    let area = width.multipliedReportingOverflow(by: height)
    guard sawEnd, channels > 0, width > 0, height > 0, width <= limits.maximumSide, height <= limits.maximumSide,
      !area.overflow, area.partialValue <= limits.maximumPixelCount, !idat.isEmpty
    else { return nil }
    let stride = width * channels
    let filteredCount = height * (stride + 1)
    guard let filtered = inflate(idat, count: filteredCount) else { return nil }
    defer { filtered.deallocate() }
    var ok = true
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
      ok = unfilter(filtered, into: out.baseAddress!, width: width, height: height, channels: channels)
      initialized = ok ? width * height * 4 : 0
    }
    return ok ? Bitmap(width: width, height: height, pixels: pixels) : nil
  }

  private static func bigEndian(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
  }

  /// The zlib stream of the IDAT chunks inflated to exactly `count` bytes, or nil.
  private static func inflate(_ idat: [UnsafeRawBufferPointer], count: Int) -> UnsafeMutablePointer<UInt8>? {
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    var written = 0
    let result: libdeflate_result
    if idat.count == 1 {
      result = libdeflate_zlib_decompress(decompressor, idat[0].baseAddress, idat[0].count, output, count, &written)
    } else {
      let joined = idat.reduce(into: [UInt8]()) { $0.append(contentsOf: $1) }
      result = joined.withUnsafeBytes {
        libdeflate_zlib_decompress(decompressor, $0.baseAddress, $0.count, output, count, &written)
      }
    }
    guard result == LIBDEFLATE_SUCCESS, written == count else {
      output.deallocate()
      return nil
    }
    return output
  }

  /// Undoes each row's filter (PNG section 9) and writes RGBA rows to `out`; false for an
  /// unknown filter type.
  private static func unfilter(
    _ filtered: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
    channels: Int
  ) -> Bool {
    let stride = width * channels
    // RGBA rows are unfiltered in place in `out`; RGB rows in the inflated buffer, then expanded.
    // The row above the first is zeros.
    let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
    zeros.initialize(repeating: 0, count: stride)
    defer { zeros.deallocate() }
    var prior = zeros
    for y in 0..<height {
      let source = filtered + y * (stride + 1) + 1
      let row = channels == 4 ? out + y * stride : source
      if channels == 4 { row.update(from: source, count: stride) }
      guard unfilterRow(row, prior: prior, filter: source[-1], count: stride, step: channels) else { return false }
      if channels == 3 {
        let target = out + y * width * 4
        for x in 0..<width {
          target[x * 4] = row[x * 3]
          target[x * 4 + 1] = row[x * 3 + 1]
          target[x * 4 + 2] = row[x * 3 + 2]
          target[x * 4 + 3] = 255
        }
      }
      prior = row
    }
    return true
  }

  @inline(__always)
  private static func unfilterRow(
    _ row: UnsafeMutablePointer<UInt8>, prior: UnsafeMutablePointer<UInt8>, filter: UInt8, count: Int, step: Int
  ) -> Bool {
    switch filter {
    case 0: break
    case 1:
      for i in step..<max(step, count) { row[i] &+= row[i - step] }
    case 2:
      for i in 0..<count { row[i] &+= prior[i] }
    case 3:
      for i in 0..<min(step, count) { row[i] &+= prior[i] >> 1 }
      for i in step..<max(step, count) { row[i] &+= UInt8((Int(row[i - step]) + Int(prior[i])) >> 1) }
    case 4:
      for i in 0..<min(step, count) { row[i] &+= prior[i] }  // Paeth with a = c = 0 picks b
      for i in step..<max(step, count) {
        let a = Int(row[i - step])
        let b = Int(prior[i])
        let c = Int(prior[i - step])
        let pa = abs(b - c)
        let pb = abs(a - c)
        let pc = abs(a + b - 2 * c)
        row[i] &+= UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
      }
    default: return false
    }
    return true
  }
}
