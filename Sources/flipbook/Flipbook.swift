import ArgumentParser
import CProcessMemory
import Foundation

/// `flipbook`: renders UIKit view-controller transitions offscreen, frame by frame.
@main
struct Flipbook: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Render UIKit view-controller transitions offscreen, frame by frame.",
    subcommands: [
      Render.self, Gif.self, Strip.self, Still.self, Plot.self, Player.self, Gallery.self, Trace.self, List.self,
      Diff.self,
      Verify.self, Report.self,
    ])

  /// Limits malloc to one arena (before any thread starts, so every thread shares it: a block
  /// one render worker frees serves the next allocation of any thread instead of staying in
  /// that worker's own arena), installs the SIGINT/SIGTERM cleanup, then parses the arguments
  /// (a negative number after an option is that option's value) and runs the command; a
  /// Foundation file error is reported as its path and reason (``ReadableError``).
  static func main() {
    fb_malloc_use_one_arena()
    SignalHandling.install()
    do {
      var command = try parseAsRoot(ArgumentNormalization.normalize(Array(CommandLine.arguments.dropFirst())))
      try command.run()
    } catch {
      exit(withError: ReadableError.wrap(error))
    }
  }
}
