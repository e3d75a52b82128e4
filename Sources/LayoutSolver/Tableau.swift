/// What a symbol of the tableau stands for.
///
/// External symbols are the user's variables and are unrestricted; slack, error and dummy
/// symbols are restricted to be ≥ 0 (dummies are always 0 and never enter the basis).
enum SymbolKind: UInt8 {
  case external
  case slack
  case error
  case dummy
}

/// How a constraint sits in the tableau.
///
/// `marker` is the symbol that identifies the constraint's row (the slack of an inequality,
/// the positive error of an optional equality, the dummy of a required equality); `other` is
/// the second error symbol of an optional constraint, or −1. `markerSign` is the marker's
/// coefficient in the constraint's original row: changing the constraint's constant by δ is
/// the same as shifting the marker by δ / markerSign, which is how constants change without
/// rebuilding anything.
struct Tag {
  var marker: Int
  var other: Int
  var markerSign: Double
  /// The constraint's priority (1000 for required): the objective level of its errors.
  var priority: Double
}

/// The simplex tableau and all the solver's state, as a value type so hot loops get static
/// exclusivity checks.
///
/// Symbols have dense integer ids (recycled when a constraint leaves); every per-symbol table is
/// an array indexed by id. Invariants, true after every public operation:
/// - **Proper form**: each basic symbol's row is written over parametric symbols only — no
///   basic symbol appears in any row or in the objective.
/// - **Feasible**: the row of every basic restricted symbol (slack, error, dummy) has a
///   constant ≥ 0 (within ``nearZeroTolerance``); parametric symbols are 0, so the basic
///   solution satisfies every constraint in the solver.
/// - **Optimal**: see ``Objective``.
/// - **Column index**: `columns[s]` is exactly the set of basic symbols whose rows contain
///   `s`, so substituting a symbol touches only the rows that hold it.
struct Tableau {
  var kinds: [SymbolKind] = []
  var rows: [Row] = []
  var isBasic: [Bool] = []
  var columns: [ColumnSet] = []
  /// The constraint whose marker or other symbol each symbol is, for conflict reports.
  var owners: [Constraint?] = []
  var freeSymbols: [Int] = []
  /// The variable of each external symbol, and how many constraint terms use it.
  var externals: [Variable?] = []
  var uses: [Int] = []
  var variableSymbols: [ObjectIdentifier: Int] = [:]

  struct ConstraintEntry {
    let constraint: Constraint
    var tag: Tag
    /// The external symbols of the constraint's terms (one per term), released on removal.
    var variables: [Int]
  }
  var constraints: [ObjectIdentifier: ConstraintEntry] = [:]

  struct EditEntry {
    let variable: Variable
    let constraint: Constraint
    var value: Double
  }
  var edits: [ObjectIdentifier: EditEntry] = [:]

  var objective = Objective()
  /// Phase-one objective while a constraint is added through an artificial variable.
  var artificial: Row?
  /// Basic restricted symbols whose rows may have gone negative (dual simplex work list).
  var infeasible: [Int] = []
  /// Merge buffer reused by every row operation.
  var buffer: [Cell] = []

  // MARK: Symbols

  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    if let symbol = freeSymbols.popLast() {
      kinds[symbol] = kind
      return symbol
    }
    kinds.append(kind)
    rows.append(Row())
    isBasic.append(false)
    columns.append(ColumnSet())
    owners.append(nil)
    externals.append(nil)
    uses.append(0)
    return kinds.count - 1
  }

  /// Removes every trace of `symbol` (its row if basic, its column, its objective terms) and
  /// recycles its id. Used for symbols whose constraint or variable has left: in exact
  /// arithmetic they are already gone, this clears rounding dust.
  mutating func discardSymbol(_ symbol: Int) {
    if isBasic[symbol] { _ = takeRow(symbol) }
    let holders = columns[symbol].elements
    for basic in holders { rows[basic].remove(symbol) }
    columns[symbol].removeAll()
    for k in objective.levels.indices { objective.levels[k].row.remove(symbol) }
    owners[symbol] = nil
    externals[symbol] = nil
    uses[symbol] = 0
    freeSymbols.append(symbol)
  }

  // MARK: Rows

  /// Makes `symbol` basic with `row`, indexing the row's symbols.
  mutating func storeRow(_ symbol: Int, _ row: Row) {
    for cell in row.cells { columns[cell.symbol].insert(symbol) }
    rows[symbol] = row
    isBasic[symbol] = true
  }

  /// Removes and returns the row of basic `symbol`, which becomes parametric.
  mutating func takeRow(_ symbol: Int) -> Row {
    var row = Row()
    swap(&row, &rows[symbol])
    isBasic[symbol] = false
    for cell in row.cells { columns[cell.symbol].remove(symbol) }
    return row
  }

  /// Replaces `symbol` by `row` (its new basic row) in every row that holds it, in the
  /// objective levels and in the artificial objective. Rows of restricted symbols that go
  /// negative are queued in ``infeasible``.
  mutating func substitute(_ symbol: Int, _ row: Row) {
    var scratch = [Cell]()
    swap(&scratch, &buffer)
    let holders = columns[symbol].elements
    columns[symbol].removeAll()
    for basic in holders {
      var target = Row()
      swap(&target, &rows[basic])
      let factor = target.coefficient(for: symbol)
      target.add(row, times: factor, skipping: symbol, buffer: &scratch) { s, entered in
        if entered { columns[s].insert(basic) } else { columns[s].remove(basic) }
      }
      if kinds[basic] != .external && target.constant < 0 { infeasible.append(basic) }
      swap(&target, &rows[basic])
    }
    for k in objective.levels.indices {
      let factor = objective.levels[k].row.coefficient(for: symbol)
      if factor != 0 {
        objective.levels[k].row.add(row, times: factor, skipping: symbol, buffer: &scratch) { _, _ in }
      }
    }
    if var phaseOne = artificial {
      artificial = nil
      let factor = phaseOne.coefficient(for: symbol)
      if factor != 0 { phaseOne.add(row, times: factor, skipping: symbol, buffer: &scratch) { _, _ in } }
      artificial = phaseOne
    }
    swap(&scratch, &buffer)
  }

  /// Pivots: the row of basic `leaving` becomes the row of `entering`, which is substituted
  /// everywhere.
  mutating func pivot(entering: Int, leaving: Int) {
    var row = takeRow(leaving)
    row.solve(for: entering, replacing: leaving)
    substitute(entering, row)
    storeRow(entering, row)
  }

  /// The value of `symbol` in the current basic solution (parametric symbols are 0).
  func value(of symbol: Int) -> Double {
    isBasic[symbol] ? rows[symbol].constant : 0
  }
}
