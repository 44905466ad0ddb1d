/// The key actions a line request takes: a set of ``KeyAction``s, one bit each.
///
/// It reads as a `Set<KeyAction>` does where requests use one:
///
/// ```swift
/// var request = LineRequest(prompt: "Choose: ")
/// request.keyActions = [.next, .previous]
/// if wantsMarks { request.keyActions.insert(.toggle) }
/// request.keyActions.contains(.next)   // true
/// ```
///
/// A value type of its own rather than `Set<KeyAction>`: a set's storage is a generic
/// class whose `Hashable` requirement the runtime checks by scanning every conformance
/// record of the program, the first time one is made, and every dialog makes one on the
/// way to its first prompt.
public struct KeyActions: Hashable, Sendable, ExpressibleByArrayLiteral, Sequence, CustomStringConvertible {
  private var bits: UInt32 = 0

  /// No actions.
  public init() {}

  /// These actions.
  public init(arrayLiteral actions: KeyAction...) {
    for action in actions { insert(action) }
  }

  /// Whether `action` is one of them.
  public func contains(_ action: KeyAction) -> Bool {
    bits & action.bit != 0
  }

  /// Adds `action`; returns whether it was not there before.
  @discardableResult
  public mutating func insert(_ action: KeyAction) -> Bool {
    defer { bits |= action.bit }
    return !contains(action)
  }

  /// Takes `action` out; returns whether it was there.
  @discardableResult
  public mutating func remove(_ action: KeyAction) -> Bool {
    defer { bits &= ~action.bit }
    return contains(action)
  }

  /// Adds every action of `other`.
  public mutating func formUnion(_ other: KeyActions) {
    bits |= other.bits
  }

  /// These actions and those of `other`.
  public func union(_ other: KeyActions) -> KeyActions {
    var union = self
    union.formUnion(other)
    return union
  }

  /// Whether every action of `other` is one of these.
  public func isSuperset(of other: KeyActions) -> Bool {
    bits & other.bits == other.bits
  }

  /// Whether there are none.
  public var isEmpty: Bool { bits == 0 }

  /// The actions, in the order of `KeyAction.allCases`.
  public func makeIterator() -> IndexingIterator<[KeyAction]> {
    KeyAction.allCases.filter(contains).makeIterator()
  }

  /// `[presently-next, presently-cancel]`.
  public var description: String {
    "[" + map(\.functionName).joined(separator: ", ") + "]"
  }
}

extension KeyAction {
  /// The action's bit in ``KeyActions``.
  fileprivate var bit: UInt32 {
    switch self {
    case .next: 1 << 0
    case .previous: 1 << 1
    case .nextPage: 1 << 2
    case .previousPage: 1 << 3
    case .first: 1 << 4
    case .last: 1 << 5
    case .toggle: 1 << 6
    case .open: 1 << 7
    case .back: 1 << 8
    case .cancel: 1 << 9
    case .nextAction: 1 << 10
    case .previousAction: 1 << 11
    case .scrollDown: 1 << 12
    case .scrollUp: 1 << 13
    case .submit: 1 << 14
    case .quit: 1 << 15
    case .nextMatch: 1 << 16
    case .previousMatch: 1 << 17
    case .openEditor: 1 << 18
    case .toggleAll: 1 << 19
    }
  }
}
