import CCairo
import Foundation

/// An 8-bit coverage image in cairo's A8 layout — rows `stride` bytes apart, the stride
/// `cairo_format_stride_for_width` gives, the bytes past `width` zero — that cairo reads in
/// place. A cached shadow mask is made once in this layout, so every frame of every worker
/// composites it through a surface wrapping these bytes instead of copying them into a surface
/// of its own (3.3 MB a frame for a 3× full-screen shadow).
///
/// A mask made by a ``Builder`` that shares rows keeps a run of equal rows once: a blurred
/// rectangle — a view's shadow — has a few hundred distinct rows at its top and bottom edges
/// and the same row everywhere between them (the push's 3× edge shadow: 0.3 MB instead of
/// 3.3 MB). Such a mask is composited in bands of rows copied into a small buffer
/// (``withSurfaces(rows:bandBytes:_:)``).
///
/// Immutable once made: several threads may wrap the same bytes at once, cairo only reads them.
struct A8Image: Sendable {
  let width: Int
  let height: Int
  /// Bytes from one row to the next (a multiple of 4).
  let stride: Int
  /// The stored rows, `stride` bytes each: every row in order, or each run of equal rows once.
  private let bytes: [UInt8]
  /// For each row, the stored row holding its values; empty when every row is stored in order.
  private let rowIndex: [Int32]

  /// `mask`'s values in cairo's layout, every row stored (the mask's own array when its rows
  /// need no padding).
  init(_ mask: AlphaMask) {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(clamping: max(mask.width, 0))))
    guard stride != mask.width else {
      self.init(width: mask.width, height: mask.height, stride: stride, bytes: mask.values, rowIndex: [])
      return
    }
    var builder = Builder(width: mask.width, height: mask.height, sharingRows: false)
    mask.values.withUnsafeBufferPointer { values in
      for y in 0..<mask.height { builder.append(values.baseAddress! + y * mask.width) }
    }
    self = builder.image()
  }

  private init(width: Int, height: Int, stride: Int, bytes: [UInt8], rowIndex: [Int32]) {
    self.width = width
    self.height = height
    self.stride = stride
    self.bytes = bytes
    self.rowIndex = rowIndex
  }

  /// Collects an image's rows top to bottom; with `sharingRows`, a row equal to the one before
  /// it is not stored again.
  struct Builder {
    let width: Int
    let height: Int
    let stride: Int
    let sharingRows: Bool
    private var bytes: [UInt8] = []
    private var rowIndex: [Int32] = []
    /// Rows appended, and rows stored.
    private var appended = 0
    private var stored = 0

    init(width: Int, height: Int, sharingRows: Bool) {
      self.width = max(width, 0)
      self.height = max(height, 0)
      self.sharingRows = sharingRows
      stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(clamping: max(width, 0))))
      // Reserved whole, so the array never moves while it grows; the pages of rows a shared
      // image never stores cost no memory (a block this large is mapped, not touched).
      bytes.reserveCapacity(stride * self.height)
      if sharingRows { rowIndex.reserveCapacity(self.height) }
    }

    /// Appends the next row's `width` values.
    mutating func append(_ row: UnsafePointer<UInt8>) {
      precondition(appended < height, "A8Image.Builder: more than \(height) rows")
      appended += 1
      if sharingRows, stored > 0 {
        let last = (stored - 1) * stride
        if bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + last, row, width) == 0 }) {
          rowIndex.append(Int32(stored - 1))
          return
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(start: row, count: width))
      if stride > width { bytes.append(contentsOf: repeatElement(0, count: stride - width)) }
      if sharingRows { rowIndex.append(Int32(stored)) }
      stored += 1
    }

    /// The image of the `height` rows appended. A shared image whose rows all differ is kept as
    /// an ordinary one; one that shares rows is copied into an array of its size (the builder
    /// reserved room for every row).
    func image() -> A8Image {
      precondition(appended == height, "A8Image.Builder: \(appended) of \(height) rows appended")
      guard sharingRows, stored < height else {
        return A8Image(width: width, height: height, stride: stride, bytes: bytes, rowIndex: [])
      }
      let exact = [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, initialized in
        bytes.withUnsafeBufferPointer { buffer.baseAddress!.initialize(from: $0.baseAddress!, count: $0.count) }
        initialized = bytes.count
      }
      return A8Image(width: width, height: height, stride: stride, bytes: exact, rowIndex: rowIndex)
    }
  }

  /// The bytes held (what a cache of these images counts).
  var byteCount: Int { bytes.count + rowIndex.count * MemoryLayout<Int32>.size }

  /// Whether runs of equal rows are stored once.
  var sharesRows: Bool { !rowIndex.isEmpty }

  /// The offset in ``bytes`` of row `y`.
  private func offset(ofRow y: Int) -> Int { (rowIndex.isEmpty ? y : Int(rowIndex[y])) * stride }

  /// The values as a packed ``AlphaMask`` (a copy).
  func alphaMask() -> AlphaMask {
    var values = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      let start = offset(ofRow: y)
      values[(y * width)..<(y * width + width)] = bytes[start..<(start + width)]
    }
    return AlphaMask(width: width, height: height, values: values)
  }

  /// Lends `body` an A8 cairo surface reading the whole image (`cairo_image_surface_create_for_data`),
  /// finished and destroyed when `body` returns, so cairo holds no pointer to the bytes
  /// afterwards. An image sharing rows is first copied out whole.
  ///
  /// - Throws: ``CairoError/cairoFailed(function:status:)`` when cairo cannot make the surface,
  ///   and what `body` throws.
  func withSurface<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
    guard sharesRows else {
      return try withReadOnlySurface(
        reading: bytes, format: CAIRO_FORMAT_A8, width: width, height: height, stride: stride, body)
    }
    return try A8Image(alphaMask()).withSurface(body)
  }

  /// Lends `body`, top to bottom, A8 surfaces covering rows `rows` (clamped to the image), with
  /// the first row each covers: one surface reading the bytes in place when every row is
  /// stored, else bands of at most `bandBytes` bytes (at least one row) copied into one buffer.
  /// Each surface is finished and destroyed when `body` returns.
  ///
  /// - Throws: ``CairoError/cairoFailed(function:status:)`` when cairo cannot make a surface,
  ///   and what `body` throws.
  func withSurfaces(
    rows: Range<Int>, bandBytes: Int, _ body: (_ surface: OpaquePointer, _ firstRow: Int) throws -> Void
  )
    throws
  {
    let first = max(rows.lowerBound, 0)
    let end = min(rows.upperBound, height)
    guard first < end, width > 0 else { return }
    guard sharesRows else {
      try bytes.withUnsafeBytes { buffer in
        try withReadOnlySurface(
          reading: UnsafeMutableRawPointer(mutating: buffer.baseAddress! + first * stride), format: CAIRO_FORMAT_A8,
          width: width, height: end - first, stride: stride
        ) { try body($0, first) }
      }
      return
    }
    let bandRows = max(1, min(end - first, bandBytes / stride))
    let band = UnsafeMutableRawPointer.allocate(byteCount: bandRows * stride, alignment: 16)
    defer { band.deallocate() }
    try bytes.withUnsafeBytes { buffer in
      var top = first
      while top < end {
        let count = min(bandRows, end - top)
        for row in 0..<count {
          (band + row * stride).copyMemory(from: buffer.baseAddress! + offset(ofRow: top + row), byteCount: stride)
        }
        try withReadOnlySurface(reading: band, format: CAIRO_FORMAT_A8, width: width, height: count, stride: stride) {
          try body($0, top)
        }
        top += count
      }
    }
  }
}
