/// An unknown of a linear system: one number the solver chooses, such as a view's left edge.
///
/// A variable is a reference: the same object may appear in many constraints, and the solver
/// writes its solution into ``value`` when ``Solver/updateVariables()`` runs. A variable that is
/// in no constraint of a solver keeps the last value that solver gave it.
///
/// Variables compare by identity. The solver gives each one it meets a dense integer symbol id in
/// the order it first sees them; nothing depends on object addresses, so solutions are
/// deterministic.
///
/// `@unchecked Sendable` so that errors can carry variables: a variable's ``value`` is written
/// only by ``Solver/updateVariables()``, so use a variable and its solver from one isolation
/// domain (Flipbook's is the main actor).
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// A name for messages (an unsatisfiable constraint names its variables by it).
  public let name: String
  // `@exclusivity(unchecked)`: a layout pass reads every view's four variables (a dynamic
  // exclusivity check each would cost more than the read); it is a plain `Double`, written
  // only by `Solver.updateVariables()` from the solver's isolation domain, so an overlap
  // could only read a stale number. The attribute only holds inside this module: another
  // module reading a public stored property directly checks the access itself, so the storage
  // is internal and clients read it through the inlinable getter below, which keeps this
  // module's unchecked access once inlined (a `LayoutEngine` pass reads six values a view).
  /// Storage for ``value``.
  @usableFromInline @exclusivity(unchecked) internal var storedValue: Double = 0

  /// The value the last ``Solver/updateVariables()`` of a solver holding this variable found.
  @inlinable public var value: Double {
    @inline(__always) get { storedValue }
  }

  /// Creates a variable with a name used in descriptions and error messages.
  public init(_ name: String = "") {
    self.name = name
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// The name, or `(unnamed variable)`.
  public var description: String { name.isEmpty ? "(unnamed variable)" : name }
}
