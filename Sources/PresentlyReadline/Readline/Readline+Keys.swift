@preconcurrency import CReadline
import PresentlyCore
import PresentlySystem
import Synchronization

/// Keys that act instead of editing: each ``KeyAction`` is a readline function named
/// `presently-…`, which `~/.inputrc` can bind, and which Presently binds to the usual
/// keys (the arrows, Page Up and Down, Home, End, Space, Tab, Shift-Tab, Shift-Up and
/// Shift-Down) in the emacs and vi keymaps.
///
/// A function takes its action when the line being read names it (and, for the actions
/// that need one, the line is empty); it then ends the read, the text typed so far
/// coming back with the action. Otherwise the key does what it did before Presently
/// bound it, the user's own binding included: Up goes back in the history, Home goes to
/// the start of the line, Space inserts a space.
extension Readline {
  /// A readline command, as C calls it: the count and the key in, 0 out.
  typealias Command = @convention(c) (_ count: Int32, _ key: Int32) -> Int32

  /// The key sequences Presently binds, with their action.
  static let defaultBindings: [(sequence: String, action: KeyAction, maps: KeymapGroup)] = [
    ("\u{1B}[A", .previous, .all), ("\u{1B}OA", .previous, .all),
    ("\u{1B}[B", .next, .all), ("\u{1B}OB", .next, .all),
    ("\u{1B}[C", .open, .all), ("\u{1B}OC", .open, .all),
    ("\u{1B}[D", .back, .all), ("\u{1B}OD", .back, .all),
    ("\u{1B}[5~", .previousPage, .all), ("\u{1B}[6~", .nextPage, .all),
    ("\u{1B}[H", .first, .all), ("\u{1B}OH", .first, .all), ("\u{1B}[1~", .first, .all), ("\u{1B}[7~", .first, .all),
    ("\u{1B}[F", .last, .all), ("\u{1B}OF", .last, .all), ("\u{1B}[4~", .last, .all), ("\u{1B}[8~", .last, .all),
    ("\u{1B}[1;2A", .scrollUp, .all), ("\u{1B}[1;2B", .scrollDown, .all),
    (" ", .toggle, .inserting), ("\t", .nextAction, .inserting), ("\u{1B}[Z", .previousAction, .inserting),
    // Ctrl-E and Ctrl-A in vi's command mode too, where readline leaves them unbound.
    ("\u{05}", .openEditor, .all), ("\u{01}", .toggleAll, .all),
  ]

  /// Which keymaps a default binding goes in.
  enum KeymapGroup {
    /// Emacs, vi insertion and vi command.
    case all
    /// Where keys insert text: emacs and vi insertion (Space and Tab mean other things
    /// in vi's command mode).
    case inserting

    /// How many of ``keymapNames`` the group takes, from the first.
    var count: Int {
      switch self {
      case .all: 3
      case .inserting: 2
      }
    }
  }

  /// The keymaps of the groups, in the order ``KeymapGroup/count`` takes them.
  static let keymapNames = ["emacs-standard", "vi-insert", "vi-command"]

  /// What a key did before Presently bound it, in one keymap.
  private struct PreviousBinding {
    var keymap: Int
    var sequence: [UInt8]
    var command: Command
  }

  /// What a key did before Presently bound it, by keymap and key sequence. An array
  /// rather than a dictionary: a few dozen entries, and no hashing of a type of ours to
  /// set up at start-up, which costs more than the searches ever will.
  nonisolated(unsafe) private static var previousBindings: [PreviousBinding] = []
  /// The action a key took in the line being read, once it has ended the read.
  nonisolated(unsafe) static var pendingAction: KeyAction?
  /// The last fallback run, and the function of ours it ran for: readline remembers our
  /// function as the last command, where commands such as `complete` (a second Tab lists
  /// the candidates) and `history-search-backward` (a second Up goes on searching) look
  /// for themselves.
  nonisolated(unsafe) private static var lastFallback: (ours: Int, fallback: Command)?

  /// Presently's `keyseq-timeout`, in milliseconds, set before `~/.inputrc` is read (where
  /// the user's own setting wins): how long a lone Escape waits for the rest of a key
  /// sequence before it cancels.
  ///
  /// Readline's own default, 500 ms, made Escape act after about half a second, where fzf
  /// acts in about a tenth. A terminal sends the bytes of a key's sequence (an arrow,
  /// Alt-x) in one write, and a paste comes bracketed, so they arrive together: the wait
  /// only has to cover a sequence split in transit, over ssh or tmux, which takes
  /// milliseconds. 50 ms is Neovim's `ttimeoutlen`, half of Vim's and of fzf's escape
  /// delay, and leaves Escape, from the key to the widget's end, well within 100 ms.
  static let defaultKeySequenceTimeout = "50"

  /// How long readline waits, after Escape, for the rest of a key sequence: the user's
  /// `keyseq-timeout`, ``defaultKeySequenceTimeout`` unless set.
  static var keySequenceTimeout: Duration {
    let milliseconds = rl_variable_value("keyseq-timeout").flatMap { Int(String(cString: $0)) } ?? 50
    return .milliseconds(max(0, milliseconds))
  }

  /// Whether a lone Escape cancels the line now (``KeyAction/cancel``): always in emacs
  /// mode; in vi mode, where the first Escape leaves insertion for command mode as vi
  /// users expect, an Escape in command mode on an empty line. With text in the line,
  /// vi's Escape in command mode rings the bell as vi's does: a second Escape typed out of
  /// habit loses nothing.
  static var escapeCancels: Bool {
    if rl_editing_mode == 1 { return true }
    guard let keymap = rl_get_keymap(), let command = rl_get_keymap_by_name("vi-command") else { return false }
    return keymap == command && rl_end == 0
  }

  /// Takes Meta-Ctrl-J and Meta-Ctrl-M off `vi-editing-mode` in emacs mode, where readline
  /// binds them by default: Escape then Enter, typed quickly, is Meta-Ctrl-M, and would
  /// leave the user in vi mode, where Ctrl-D no longer ends an empty line as they expect.
  /// The user's own bindings (`~/.inputrc`, read after this) and `set editing-mode vi`
  /// still work.
  static func unbindEditingModeSwitch() {
    guard let meta = rl_get_keymap_by_name("emacs-meta"), let named = rl_named_function("vi-editing-mode") else {
      return
    }
    let switchMode = unsafeBitCast(named, to: Int.self)
    for key in [0x0A, 0x0D] {
      let entry = meta[key]
      guard entry.type == ISFUNC, let function = entry.function,
        unsafeBitCast(function, to: Int.self) == switchMode
      else { continue }
      rl_unbind_key_in_map(Int32(key), meta)
    }
  }

  /// Registers the functions by name, before readline reads `~/.inputrc`.
  static func registerActions() {
    for action in KeyAction.allCases {
      rl_add_defun(strdup(action.functionName), function(for: action), -1)
    }
  }

  /// Binds the usual keys to the actions, after `~/.inputrc` was read, keeping what each
  /// key did as its fallback. Keys bound to a macro or to a longer sequence are left
  /// alone, and so are keys the user bound to one of the actions already.
  ///
  /// It runs before every first prompt, so it looks each keymap up once and makes each
  /// sequence a C string once (a quarter of its cost was doing both for every binding).
  static func bindDefaultKeys() {
    let ours = KeyAction.allCases.map { unsafeBitCast(function(for: $0), to: Int.self) }
    let keymaps = keymapNames.map { rl_get_keymap_by_name($0) }
    previousBindings.reserveCapacity(defaultBindings.count * keymaps.count)
    for binding in defaultBindings {
      binding.sequence.withCString { sequence in
        for case let keymap? in keymaps.prefix(binding.maps.count) {
          var type: Int32 = 0
          let existing = rl_function_of_keyseq(sequence, keymap, &type)
          guard type == ISFUNC else { continue }
          if let existing {
            guard !ours.contains(unsafeBitCast(existing, to: Int.self)) else { continue }
            let bytes = Array(binding.sequence.utf8)
            previousBindings.append(
              PreviousBinding(keymap: Int(bitPattern: keymap), sequence: bytes, command: existing))
          }
          rl_bind_keyseq_in_map(sequence, function(for: binding.action), keymap)
        }
      }
    }
  }

  /// Runs a key bound to `action`: the action, when the line being read takes it now,
  /// else what the key did before.
  static func perform(_ action: KeyAction, count: Int32, key: Int32) -> Int32 {
    if let line = current, line.keyActions.contains(action),
      !(action.needsEmptyLine && rl_end > 0 && !line.keyActionsWithText.contains(action))
    {
      pendingAction = action
      lastFallback = nil
      // Erased, for the widget to draw in place; a terminal that cannot erase keeps the
      // line and goes on below it. What is drawn from here to the next line is held and
      // written in one piece (see `HeldOutput`), so that the screen changes once.
      if line.cursorControl {
        HeldOutput.hold()
        erase(line)
      } else {
        emit("\n")
      }
      rl_done = 1
      return 0
    }
    let fallback = fallback(for: action)
    if let last = lastFallback, let previous = rl_last_func, unsafeBitCast(previous, to: Int.self) == last.ours {
      rl_last_func = last.fallback
    }
    lastFallback = (unsafeBitCast(function(for: action), to: Int.self), fallback)
    return fallback(count, key)
  }

  /// What the key being run did before Presently bound it, or, for a key the user bound
  /// to the action, the action's usual editing.
  private static func fallback(for action: KeyAction) -> Command {
    if let keymap = rl_get_keymap(), let sequence = executingSequence,
      let previous = previousBindings.first(where: { $0.keymap == Int(bitPattern: keymap) && $0.sequence == sequence })
    {
      return previous.command
    }
    let name: String? =
      switch action {
      case .next: "next-history"
      case .previous: "previous-history"
      case .first: "beginning-of-line"
      case .last: "end-of-line"
      // Letters, where ~/.inputrc binds these to one: typed as text elsewhere.
      case .toggle, .quit, .nextMatch, .previousMatch: "self-insert"
      case .open: "forward-char"
      case .back: "backward-char"
      case .nextAction: "complete"
      case .openEditor: "end-of-line"
      case .toggleAll: "beginning-of-line"
      default: nil
      }
    return name.flatMap { rl_named_function($0) } ?? { _, _ in 0 }
  }

  /// The bytes of the key sequence being run.
  private static var executingSequence: [UInt8]? {
    guard let keys = rl_executing_keyseq, rl_key_sequence_length > 0 else { return nil }
    return (0..<Int(rl_key_sequence_length)).map { UInt8(bitPattern: keys[$0]) }
  }

  /// The keys bound to each action once `~/.inputrc` was read and the defaults bound,
  /// by name (`Down`, `Ctrl-T`), in the order of `KeyAction.allCases`: written once by
  /// the input thread, the first time it waits with no line to start (after the first
  /// prompt is drawn, or at once when nothing is asked), `nil` until then.
  private static let boundKeyNames = Mutex<[[String]]?>(nil)

  /// Whether ``recordBoundKeys()`` has run; read and written by the input thread alone.
  nonisolated(unsafe) static var hasRecordedBoundKeys = false

  /// The keys bound to `action`, by name. Called from any thread: it waits (a millisecond
  /// or so, at most two seconds) for the input thread to have set readline up and to be
  /// idle.
  static func boundKeys(for action: KeyAction) -> [String] {
    guard let index = KeyAction.allCases.firstIndex(of: action) else { return [] }
    // Asked on readline's own thread before its loop runs (a loop run by the thread that
    // opened the terminal): nobody else will note them, and nobody else uses readline.
    if !hasRecordedBoundKeys, let owner = setUpThread, owner == .current {
      recordBoundKeys()
    }
    let deadline = ContinuousClock.now + .seconds(2)
    while true {
      if let names = boundKeyNames.withLock({ $0 }) { return index < names.count ? names[index] : [] }
      guard ContinuousClock.now < deadline else { return [] }
      MonotonicClock.sleep(for: .microseconds(200))
    }
  }

  /// Notes the keys bound to each action, in the keymap of the editing mode: one walk
  /// through the keymap for all the actions (`rl_invoking_keyseqs_in_map` walks it once
  /// for each, which took a third of the time to a prompt).
  static func recordBoundKeys() {
    hasRecordedBoundKeys = true
    let actions = KeyAction.allCases
    var sequences = [[String]](repeating: [], count: actions.count)
    if let keymap = rl_get_keymap_by_name(rl_editing_mode == 0 ? "vi-insert" : "emacs-standard") {
      let ours = actions.map { unsafeBitCast(function(for: $0), to: Int.self) }
      collectSequences(in: keymap, prefix: [], ours: ours, into: &sequences)
    }
    let names: [[String]] = actions.indices.map { index in
      var names: [String] = []
      for sequence in sequences[index] {
        let name = KeyNames.name(ofBound: sequence)
        if !names.contains(name) { names.append(name) }
      }
      // The usual keys first, then the user's own.
      let usual = actions[index].defaultKeys
      return names.filter { usual.contains($0) } + names.filter { !usual.contains($0) }
    }
    boundKeyNames.withLock { $0 = names }
  }

  /// Adds the sequences in `keymap` (reached by `prefix`) that run one of `ours`, as
  /// readline writes them (`\e[B`, `\C-t`), to the list of that function.
  private static func collectSequences(
    in keymap: Keymap, prefix: [UInt8], ours: [Int], into sequences: inout [[String]]
  ) {
    // Keymaps nest as deep as the longest bound sequence; readline's own are shallow.
    guard prefix.count < 8 else { return }
    for key in 0..<Int(KEYMAP_SIZE) {
      let entry = keymap[key]
      guard let function = entry.function else { continue }
      switch Int32(entry.type) {
      case ISFUNC:
        guard let index = ours.firstIndex(of: unsafeBitCast(function, to: Int.self)) else { continue }
        // The last entry of a nested map is what the prefix alone does.
        let keys = key == Int(ANYOTHERKEY) ? prefix : prefix + [UInt8(key)]
        if !keys.isEmpty { sequences[index].append(KeyNames.text(of: keys)) }
      case ISKMAP where key < Int(ANYOTHERKEY):
        collectSequences(
          in: unsafeBitCast(function, to: Keymap.self), prefix: prefix + [UInt8(key)], ours: ours, into: &sequences)
      default:
        continue
      }
    }
  }

  /// The readline function of an action.
  static func function(for action: KeyAction) -> Command {
    switch action {
    case .next: { count, key in Readline.perform(.next, count: count, key: key) }
    case .previous: { count, key in Readline.perform(.previous, count: count, key: key) }
    case .nextPage: { count, key in Readline.perform(.nextPage, count: count, key: key) }
    case .previousPage: { count, key in Readline.perform(.previousPage, count: count, key: key) }
    case .first: { count, key in Readline.perform(.first, count: count, key: key) }
    case .last: { count, key in Readline.perform(.last, count: count, key: key) }
    case .toggle: { count, key in Readline.perform(.toggle, count: count, key: key) }
    case .toggleAll: { count, key in Readline.perform(.toggleAll, count: count, key: key) }
    case .open: { count, key in Readline.perform(.open, count: count, key: key) }
    case .back: { count, key in Readline.perform(.back, count: count, key: key) }
    case .cancel: { count, key in Readline.perform(.cancel, count: count, key: key) }
    case .nextAction: { count, key in Readline.perform(.nextAction, count: count, key: key) }
    case .previousAction: { count, key in Readline.perform(.previousAction, count: count, key: key) }
    case .scrollDown: { count, key in Readline.perform(.scrollDown, count: count, key: key) }
    case .scrollUp: { count, key in Readline.perform(.scrollUp, count: count, key: key) }
    case .submit: { count, key in Readline.perform(.submit, count: count, key: key) }
    case .quit: { count, key in Readline.perform(.quit, count: count, key: key) }
    case .nextMatch: { count, key in Readline.perform(.nextMatch, count: count, key: key) }
    case .previousMatch: { count, key in Readline.perform(.previousMatch, count: count, key: key) }
    case .openEditor: { count, key in Readline.perform(.openEditor, count: count, key: key) }
    }
  }
}
