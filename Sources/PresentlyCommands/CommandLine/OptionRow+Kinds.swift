/// The common shapes of a row, each setting one field of the command by key path.
extension OptionRow {
  /// A flag that sets `field` to true.
  package static func flag(
    _ long: String, short: Character? = nil, aliases: [String] = [], help: String,
    _ field: WritableKeyPath<Command, Bool> & Sendable
  ) -> Self {
    Self(long, short: short, aliases: aliases, arity: .flag, kind: .boolean, help: help) { command, _ in
      command[keyPath: field] = true
    }
  }

  /// A value of text that sets `field`.
  package static func text(
    _ long: String, short: Character? = nil, aliases: [String] = [], value: String = "text", help: String,
    _ field: WritableKeyPath<Command, String> & Sendable
  ) -> Self {
    Self(long, short: short, aliases: aliases, arity: .value, kind: .text, value: value, help: help) {
      $0[keyPath: field] = $1.text
    }
  }

  /// A value of text that sets an optional `field`.
  package static func text(
    _ long: String, short: Character? = nil, aliases: [String] = [], value: String = "text", help: String,
    _ field: WritableKeyPath<Command, String?> & Sendable
  ) -> Self {
    Self(long, short: short, aliases: aliases, arity: .value, kind: .text, value: value, help: help) {
      $0[keyPath: field] = $1.text
    }
  }

  /// A whole number that sets an optional `field`.
  package static func integer(
    _ long: String, short: Character? = nil, aliases: [String] = [], value: String = "n", help: String,
    _ field: WritableKeyPath<Command, Int?> & Sendable
  ) -> Self {
    Self(long, short: short, aliases: aliases, arity: .value, kind: .integer, value: value, help: help) {
      $0[keyPath: field] = $1.integer
    }
  }

  /// A whole number accepted as another program has it, and without effect here: `help`
  /// says why.
  package static func ignoredInteger(_ long: String, short: Character? = nil, value: String = "n", help: String)
    -> Self
  {
    Self(long, short: short, arity: .value, kind: .integer, value: value, help: help) { _, _ in }
  }

  /// A flag accepted as another program has it, and without effect here: `help` says why.
  package static func ignoredFlag(_ long: String, negatable: Bool = false, help: String) -> Self {
    Self(long, arity: negatable ? .negatableFlag : .flag, kind: .boolean, help: help) { _, _ in }
  }

  /// `--timeout DURATION`; `0s` (gum's default) means none.
  ///
  /// The three `timeout` rows are always inlined, so that the key path, a literal where
  /// they are called, is folded into a plain store as the other kinds' are: made at run
  /// time instead, the first key path costs about 64,000 instructions before the prompt.
  @inline(__always)
  package static func timeout(help: String, _ field: WritableKeyPath<Command, Duration?> & Sendable) -> Self {
    Self("timeout", arity: .value, kind: .duration, value: "duration", help: help) {
      $0[keyPath: field] = $1.duration == .zero ? nil : $1.duration
    }
  }

  /// `--timeout` for a command that falls back on its default.
  @inline(__always)
  package static func timeoutOrDefault(_ field: WritableKeyPath<Command, Duration?> & Sendable) -> Self {
    timeout(
      help: "Give up after this long (10, 1.5s, 500ms, 1m30s; 0s for never): take the default where there is one, "
        + "else exit 124.", field)
  }

  /// `--timeout` for a command with no default.
  @inline(__always)
  package static func timeoutOnly(_ field: WritableKeyPath<Command, Duration?> & Sendable) -> Self {
    timeout(help: "Give up after this long (10, 1.5s, 500ms, 1m30s; 0s for never), and exit 124.", field)
  }

  /// `--selected-prefix` (gum's), of the lists where several may be chosen: `choose` and
  /// `filter`.
  package static func selectedPrefix(_ field: WritableKeyPath<Command, String?> & Sendable) -> Self {
    text(
      "selected-prefix", help: "Drawn before a marked row when several may be chosen, in place of [x] (gum's).", field)
  }

  /// `--unselected-prefix` (gum's), of the lists where several may be chosen: `choose`
  /// and `filter`.
  package static func unselectedPrefix(_ field: WritableKeyPath<Command, String?> & Sendable) -> Self {
    text(
      "unselected-prefix",
      help: "Drawn before an unmarked row when several may be chosen, in place of [ ] (gum's).", field)
  }
}
