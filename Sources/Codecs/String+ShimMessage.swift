extension String {
  /// Reads the NUL-terminated UTF-8 message a CPNGShim function wrote into `buffer`.
  init(shimMessage buffer: [CChar]) {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    self.init(decoding: bytes, as: UTF8.self)
  }
}
