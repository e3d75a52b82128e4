/// A tolerance below which a coefficient or constant counts as zero (kiwi's and Cassowary's
/// choice: layout coordinates are points, far from 1e-8).
let nearZeroTolerance = 1e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
  value < nearZeroTolerance && value > -nearZeroTolerance
}

/// One nonzero entry of a tableau row: a symbol id and its coefficient.
struct Cell {
  var symbol: Int
  var coefficient: Double
}

/// A row of the simplex tableau: `constant + Σ coefficient·symbol`.
///
/// Stored for a basic symbol `b`, the row means `b = constant + Σ cᵢ·sᵢ` over parametric
/// (non-basic) symbols; while a constraint is being added it means `0 = constant + Σ cᵢ·sᵢ`.
///
/// Invariants: `cells` is sorted by symbol id, strictly increasing, and holds no coefficient
/// that ``isNearZero(_:)``. Sorted small arrays make lookups a binary search and adding one
/// row into another a linear merge into a reused buffer: no allocation per term.
struct Row {
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The position of `symbol` in `cells`, or where it would be inserted (as a negative
  /// `-(insertionPoint + 1)`).
  @inline(__always) func search(_ symbol: Int) -> Int {
    cells.withUnsafeBufferPointer { buffer in
      var low = 0
      var high = buffer.count - 1
      while low <= high {
        let mid = (low + high) >> 1
        let s = buffer[mid].symbol
        if s < symbol {
          low = mid + 1
        } else if s > symbol {
          high = mid - 1
        } else {
          return mid
        }
      }
      return -(low + 1)
    }
  }

  func coefficient(for symbol: Int) -> Double {
    let index = search(symbol)
    return index >= 0 ? cells[index].coefficient : 0
  }

  /// Adds `coefficient·symbol`. Returns +1 if the symbol is new in the row, −1 if it cancelled
  /// out and left, 0 otherwise.
  @discardableResult
  mutating func add(_ symbol: Int, _ coefficient: Double) -> Int {
    let index = search(symbol)
    if index >= 0 {
      let sum = cells[index].coefficient + coefficient
      if isNearZero(sum) {
        cells.remove(at: index)
        return -1
      }
      cells[index].coefficient = sum
      return 0
    }
    if isNearZero(coefficient) { return 0 }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(index + 1))
    return 1
  }

  /// Removes `symbol` (if present) and returns its coefficient.
  @discardableResult
  mutating func remove(_ symbol: Int) -> Double {
    let index = search(symbol)
    guard index >= 0 else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// `self += factor·other`, leaving `skipping` out of the result (the symbol being substituted
  /// away). `track(symbol, entered)` reports each symbol that enters (`true`) or leaves
  /// (`false`) the row so the caller can keep its column index. One linear merge into `buffer`,
  /// which is swapped with `cells` (so both keep their capacity for the next merge).
  @inline(__always)
  mutating func add(
    _ other: Row, times factor: Double, skipping: Int = -1, buffer: inout [Cell],
    track: (Int, Bool) -> Void
  ) {
    constant += factor * other.constant
    buffer.removeAll(keepingCapacity: true)
    buffer.reserveCapacity(cells.count + other.cells.count)
    cells.withUnsafeBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        var i = 0
        var j = 0
        let n = mine.count
        let m = theirs.count
        while i < n || j < m {
          if j == m || (i < n && mine[i].symbol < theirs[j].symbol) {
            let cell = mine[i]
            if cell.symbol == skipping { track(cell.symbol, false) } else { buffer.append(cell) }
            i += 1
          } else if i == n || theirs[j].symbol < mine[i].symbol {
            let value = factor * theirs[j].coefficient
            if !isNearZero(value) {
              buffer.append(Cell(symbol: theirs[j].symbol, coefficient: value))
              track(theirs[j].symbol, true)
            }
            j += 1
          } else {
            let symbol = mine[i].symbol
            let value = mine[i].coefficient + factor * theirs[j].coefficient
            if symbol == skipping || isNearZero(value) {
              track(symbol, false)
            } else {
              buffer.append(Cell(symbol: symbol, coefficient: value))
            }
            i += 1
            j += 1
          }
        }
      }
    }
    swap(&cells, &buffer)
  }

  /// Rewrites `0 = constant + c·symbol + rest` as `symbol = −(constant + rest) / c`: the row for
  /// `symbol` as a basic symbol. Requires `symbol` in the row.
  mutating func solve(for symbol: Int) {
    let index = search(symbol)
    precondition(index >= 0, "LayoutSolver: solve(for:) on a row without the symbol")
    let factor = -1 / cells.remove(at: index).coefficient
    constant *= factor
    cells.withUnsafeMutableBufferPointer { buffer in
      for k in buffer.indices { buffer[k].coefficient *= factor }
    }
  }

  /// Rewrites the row of basic `lhs` (`lhs = constant + …`) as the row of `rhs`, which must be
  /// in it; `lhs` becomes parametric.
  mutating func solve(for rhs: Int, replacing lhs: Int) {
    add(lhs, -1)
    solve(for: rhs)
  }

  mutating func reverseSign() {
    constant = -constant
    cells.withUnsafeMutableBufferPointer { buffer in
      for k in buffer.indices { buffer[k].coefficient = -buffer[k].coefficient }
    }
  }
}
