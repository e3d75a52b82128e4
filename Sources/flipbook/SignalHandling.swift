import Dispatch
import FlipbookRender
import Foundation

/// SIGINT (Ctrl-C) and SIGTERM (`timeout`, `kill`): remove the staging folders of the renders
/// in progress, so an interrupted run leaves nothing behind and every previous output stays as
/// it was, then exit with 128 + the signal's number (130, 143) as shells do.
enum SignalHandling {
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  static func install() {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInitiated))
      source.setEventHandler {
        InterruptCleanup.removeAll()
        let name = number == SIGINT ? "SIGINT" : "SIGTERM"
        FileHandle.standardError.write(Data("\nflipbook: interrupted by \(name); partial output removed\n".utf8))
        exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
  }
}
