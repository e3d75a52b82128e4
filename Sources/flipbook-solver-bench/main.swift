// flipbook-solver-bench: LayoutSolver against kiwisolver (the C++ Cassowary implementation, in
// Python) on the same layout system in the same run (CONVENTIONS.md 15). Run with `make bench`
// (installs kiwisolver with pip when missing). Prints:
// - from scratch: LayoutSolver ÷ kiwisolver (goal ≤ 2);
// - from scratch ÷ one-edit re-solve, for LayoutSolver (goal ≥ 50).
import Foundation
import LayoutSolver

func seconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

struct BenchFailure: Error, CustomStringConvertible {
  let description: String
}

struct KiwiResult: Decodable {
  let kiwisolver: String
  let scratch_seconds: Double
  let edit_seconds: Double
  let constraints: Int
  let values: [Double]
  let edited_values: [Double]
}

/// Runs the kiwisolver script on the system's description and decodes its JSON.
func runKiwi(_ system: GridLayoutSystem) throws -> KiwiResult {
  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "kiwisolver_layout.py")
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-solver-bench-\(getpid())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let input = directory.appendingPathComponent("system.txt")
  let output = directory.appendingPathComponent("kiwi.json")
  try system.descriptionText.write(to: input, atomically: true, encoding: .utf8)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", script.path, input.path, output.path]
  let errors = Pipe()
  process.standardError = errors
  try process.run()
  let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw BenchFailure(
      description: "flipbook-solver-bench: python3 \(script.lastPathComponent) failed (is kiwisolver installed? "
        + "`make bench-deps`):\n\(message)")
  }
  return try JSONDecoder().decode(KiwiResult.self, from: Data(contentsOf: output))
}

func maxDifference(_ a: [Double], _ b: [Double]) -> Double {
  zip(a, b).map { abs($0 - $1) }.max() ?? 0
}

func run() throws {
  let system = GridLayoutSystem()
  let kiwi = try runKiwi(system)

  let variables = (0..<GridLayoutSystem.variableCount).map { Variable("v\($0)") }
  let inset = variables[GridLayoutSystem.inset]
  func solve() throws -> Solver {
    let solver = Solver()
    try solver.addEditVariable(inset, strength: Strength(GridLayoutSystem.editPriority))
    try solver.suggestValue(GridLayoutSystem.initialInset, for: inset)
    let header = variables[GridLayoutSystem.header]
    try solver.addEditVariable(header, strength: Strength(GridLayoutSystem.editPriority))
    try solver.suggestValue(GridLayoutSystem.initialHeader, for: header)
    for c in system.constraints(variables) { try solver.addConstraint(c) }
    solver.updateVariables()
    return solver
  }
  // Constraint objects are built inside the timed region here (kiwi's are built beforehand),
  // so the comparison leans against LayoutSolver.
  var best = Double.infinity
  var solver = Solver()
  for _ in 0..<5 {
    let start = ContinuousClock.now
    solver = try solve()
    best = min(best, seconds(ContinuousClock.now - start))
  }
  let values = variables.map(\.value)
  let edits = 2000
  let start = ContinuousClock.now
  for k in 0..<edits {
    try solver.suggestValue(k % 2 == 0 ? GridLayoutSystem.editedInset : GridLayoutSystem.initialInset, for: inset)
    solver.updateVariables()
  }
  let edit = seconds(ContinuousClock.now - start) / Double(edits)
  try solver.suggestValue(GridLayoutSystem.editedInset, for: inset)
  solver.updateVariables()
  let editedValues = variables.map(\.value)

  let scratchDifference = maxDifference(values, kiwi.values)
  let editDifference = maxDifference(editedValues, kiwi.edited_values)
  guard scratchDifference < 1e-6, editDifference < 1e-6 else {
    throw BenchFailure(
      description: "flipbook-solver-bench: solutions differ from kiwisolver's by \(scratchDifference) (from scratch) "
        + "and \(editDifference) (after the edit)")
  }
  print(
    "flipbook-solver-bench: grid of \(GridLayoutSystem.views) views, \(system.specs.count) constraints + 2 edit "
      + "variables (kiwisolver \(kiwi.kiwisolver); same solutions, max |Δ| \(max(scratchDifference, editDifference)))")
  func row(_ name: String, _ value: String) {
    print("  " + name.padding(toLength: 52, withPad: " ", startingAt: 0) + value)
  }
  row("from scratch, LayoutSolver", String(format: "%9.2f ms", best * 1e3))
  row("from scratch, kiwisolver", String(format: "%9.2f ms", kiwi.scratch_seconds * 1e3))
  row("one-edit re-solve, LayoutSolver", String(format: "%9.2f µs", edit * 1e6))
  row("one-edit re-solve, kiwisolver", String(format: "%9.2f µs", kiwi.edit_seconds * 1e6))
  row("from scratch: LayoutSolver ÷ kiwisolver", String(format: "%9.2f ×   (goal ≤ 2)", best / kiwi.scratch_seconds))
  row("LayoutSolver from scratch ÷ one-edit re-solve", String(format: "%9.0f ×   (goal ≥ 50)", best / edit))
  row(
    "kiwisolver from scratch ÷ one-edit re-solve", String(format: "%9.0f ×", kiwi.scratch_seconds / kiwi.edit_seconds))
}

do {
  try run()
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
