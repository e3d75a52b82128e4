import ArgumentParser
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

  /// Installs the SIGINT/SIGTERM cleanup, then parses the arguments (a negative number after
  /// an option is that option's value) and runs the command; a Foundation file error is
  /// reported as its path and reason (``ReadableError``).
  static func main() {
    SignalHandling.install()
    do {
      var command = try parseAsRoot(ArgumentNormalization.normalize(Array(CommandLine.arguments.dropFirst())))
      try command.run()
    } catch {
      exit(withError: ReadableError.wrap(error))
    }
  }
}
