#if FLIPBOOK_FUZZER
  /// libFuzzer's driver (`-sanitize=fuzzer` links it): parses the options, loads the corpus and
  /// calls `callback` with each input.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// libFuzzer's entry point: built only with `-DFLIPBOOK_FUZZER` and `-sanitize=fuzzer`
  /// (`make fuzz`, `make fuzz-png`). libFuzzer calls it on the main thread. The scene loader is
  /// the target, or the PNG decoder with `FLIPBOOK_FUZZ_TARGET=png`.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // A copy: the closure runs isolated to the main actor and takes a Sendable value.
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if PNGFuzzing.isSelected {
      _ = PNGFuzzing.run(bytes)
    } else {
      MainActor.assumeIsolated { _ = SceneFuzzing.run(bytes) }
    }
    return 0
  }

  /// The executable's `main`: SwiftPM links an executable module's `main` as
  /// `<module>_main`, so libFuzzer's own `main` is not used; this one hands over to its driver.
  @_cdecl("flipbook_fuzz_main")
  func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzerTestOneInput)
  }
#endif
