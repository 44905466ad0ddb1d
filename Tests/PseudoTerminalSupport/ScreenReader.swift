import Glibc

/// A program heard through Fenrir, Debian's console screen reader (package `fenrir`): what
/// a blind user at the terminal hears, one utterance at a time, as the keys go in.
///
/// Fenrir runs as a normal process on a pseudo-terminal of the harness, in its PTY
/// emulation (its `ptyDriver` for the screen and for keys, what `fenrir -e` selects), with
/// a settings file of the session's own: speech through its generic driver, whose command
/// appends each text it is handed to a file; no sound, no braille, no remote socket, no
/// input devices, and no key bindings of its own, so that every key reaches the program.
/// Inside it, `/bin/sh` runs the caller's script, with `TERM=linux` as Fenrir sets it.
///
/// ```swift
/// let reader = try ScreenReader(script: #""$P" confirm 'Go?'"#, environment: ["P": Tool.path])
/// #expect(try await reader.speech() == ["Go? Y slash n"])   // the opening
/// reader.send("y")
/// let answer = try await reader.finish()                    // after y, until the script ends
/// ```
///
/// What is recorded is what Fenrir hands its speech synthesizer: an utterance that a later
/// one interrupts is still recorded, unless the interruption comes before its command has
/// run. Fenrir's own announcements ("Start Fenrir", "Quit Fenrir") are left out. When the
/// script ends, its shell waits for ``finish(quiet:firstWithin:timeout:)`` to have heard
/// the last words before it lets Fenrir quit (whose "Quit Fenrir" would cut them).
///
/// Fenrir speaks the difference between two readings of the screen, one per read of the
/// program's output, so what it says of a redraw depends on how the redraw is cut into
/// writes, and on a busy machine into reads: compare the words that matter, not whole
/// utterances, unless the program writes each change in one piece. Sessions share nothing
/// (settings, record and script are in a folder of their own), so they run side by side.
public final class ScreenReader {
  /// Where Debian installs Fenrir.
  public static let fenrir = "/usr/bin/fenrir"

  /// Whether Fenrir is installed, for `.enabled(if:)`.
  public static var isInstalled: Bool {
    access(fenrir, X_OK) == 0 && access("/usr/lib/python3/dist-packages/fenrirscreenreader", R_OK) == 0
  }

  /// What Fenrir says of itself, which is not the program's.
  public static let ownAnnouncements: Set<String> = ["Start Fenrir", "Quit Fenrir", "pychant is not installed"]

  /// The error of a screen reader that ended without a word, or whose speech did not
  /// settle in time.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, with the screen and what was said so far.
    public let description: String
  }

  /// Fenrir's own pseudo-terminal: the program's output as Fenrir passes it on.
  public let session: PseudoTerminal
  /// The session's folder: settings, the program's script, the speech record.
  public let folder: String
  private var heard = 0
  /// Whether Fenrir has set its terminal up (keys sent before are lost), started the
  /// script, and begun to speak.
  private var ready = false

  /// Starts `script` under `/bin/sh` inside Fenrir, on a pseudo-terminal of `columns` by
  /// `rows`.
  ///
  /// - Parameters:
  ///   - script: Shell commands, as a user types them (`x=$("$P" choose a b)`).
  ///   - arguments: The script's positional parameters (`"$1"`, …).
  ///   - environment: Variables added to the harness's clean environment; Fenrir passes
  ///     them on to the script (with `TERM=linux`).
  ///   - columns: The window width.
  ///   - rows: The window height.
  public init(
    script: String, arguments: [String] = [], environment: [String: String] = [:], columns: Int = 80, rows: Int = 24
  ) throws {
    folder = Subprocess.temporaryFolder()
    Subprocess.writeFile("", to: folder + "/speech")
    Subprocess.writeFile("", to: folder + "/keys.conf")
    // Both scripts are read by /bin/sh, never executed: a file written here may still be
    // open for writing in a process that another test spawned meanwhile (the descriptor is
    // inherited), and executing it would fail with ETXTBSY, silencing Fenrir.
    Subprocess.writeFile("printf '%s\\0' \"$1\" >> '\(folder)/speech'\n", to: folder + "/speak")
    let positional = arguments.map { "'" + $0.replacing("'", with: #"'\''"#) + "'" }.joined(separator: " ")
    // After the script, the shell stays (for at most 30 s) until finish() has heard what
    // was said: when it ends, Fenrir quits, and "Quit Fenrir" would cut the last words.
    Subprocess.writeFile(
      """
      echo $$ > '\(folder)/program.pid'
      set -- \(positional)
      \(script)
      : > '\(folder)/ended'
      i=0; while [ ! -e '\(folder)/release' ] && [ "$i" -lt 600 ]; do sleep 0.05; i=$((i + 1)); done

      """, to: folder + "/program.sh")
    Subprocess.writeFile(Self.settings(folder: folder), to: folder + "/settings.conf")
    session = try PseudoTerminal(
      program: Self.fenrir, arguments: ["-s", folder + "/settings.conf"], environment: environment,
      columns: columns, rows: rows)
  }

  deinit {
    guard !session.hasEnded else { return }
    // Fenrir, and the heartbeat process it forks, are the group the harness started; the
    // program, in a session of its own, is ended by its pid (or by the hang-up that closing
    // Fenrir's terminal sends it).
    kill(-session.pid, SIGKILL)
    if let program = pid_t(Subprocess.readFile(folder + "/program.pid").filter(\.isNumber)), program > 0 {
      kill(-program, SIGKILL)
    }
  }

  /// Types `keys`; control characters are keys (`"\r"` Enter, `"\u{1B}[B"` Down).
  public func send(_ keys: String) {
    session.send(keys)
  }

  /// What was said since the last call: waits until Fenrir says something (for at most
  /// `firstWithin`), then until neither the program draws nor Fenrir speaks for `quiet`.
  ///
  /// The first call also waits (for at most `timeout`) until Fenrir has started: call it
  /// before the first keys, which Fenrir would otherwise discard as it sets its terminal up.
  ///
  /// - Parameters:
  ///   - quiet: How long nothing must happen for the speech to count as settled.
  ///   - firstWithin: How long to wait for a first utterance before settling on silence.
  ///   - timeout: The bound on the whole wait; a program that never stops drawing fails it.
  /// - Returns: The utterances, each with its whitespace and empty lines folded
  ///   (``normalized(_:)``).
  public func speech(
    quiet: Duration = .milliseconds(500), firstWithin: Duration = .seconds(5), timeout: Duration = .seconds(30)
  ) async throws -> [String] {
    try await settle(quiet: quiet, firstWithin: firstWithin, timeout: timeout)
    return try take()
  }

  /// Waits for the script to end, then returns what was said since the last call, as
  /// ``speech(quiet:firstWithin:timeout:)`` does; then lets the shell end, waits for
  /// Fenrir to quit, and checks that nothing it started is left running.
  public func finish(
    quiet: Duration = .milliseconds(500), firstWithin: Duration = .seconds(2), timeout: Duration = .seconds(30)
  ) async throws -> [String] {
    try await session.waitUntil("the script to end", timeout: timeout) { session in
      access(folder + "/ended", F_OK) == 0 || session.hasEnded
    }
    try await settle(quiet: quiet, firstWithin: firstWithin, timeout: timeout)
    Subprocess.writeFile("", to: folder + "/release")
    _ = try await session.waitForExit(timeout: timeout)
    try await session.waitUntil("Fenrir's processes to end", timeout: Bound.atOnce) { session in
      kill(-session.pid, 0) != 0
    }
    return try take()
  }

  /// Waits until Fenrir is ready and says something (for at most `firstWithin` once it is
  /// ready), then until neither the program draws nor Fenrir speaks for `quiet`, or Fenrir
  /// has ended.
  private func settle(quiet: Duration, firstWithin: Duration, timeout: Duration) async throws {
    var lastChange = ContinuousClock.now
    var readyAt = ready ? lastChange : nil
    var size = -1
    var drawn = session.output.count
    var (said, started) = (0, false)
    do {
      try await session.waitUntil("Fenrir's speech to settle", timeout: timeout) { session in
        let now = ContinuousClock.now
        if let current = fileSize(folder + "/speech"), current != size || session.output.count != drawn {
          if current != size {
            let all = utterances()
            said = all[heard...].count { !Self.ownAnnouncements.contains($0) }
            started = started || all.contains("Start Fenrir")
          }
          (size, drawn, lastChange) = (current, session.output.count, now)
        }
        if readyAt == nil {
          // Fenrir's terminal is raw (keys are no longer discarded), the script has
          // started, and Fenrir speaks.
          ready = (said > 0 || started) && session.readsKeys && access(folder + "/program.pid", F_OK) == 0
          if ready { readyAt = now }
        }
        if session.hasEnded { return true }
        guard let readyAt else { return false }
        return (said > 0 || now - readyAt >= firstWithin) && now - lastChange >= quiet
      }
    } catch let timeout as PseudoTerminal.Timeout {
      throw Failure(
        description: "\(timeout)\n--- ready: \(ready), said so far ---\n\(utterances().joined(separator: "\n"))")
    }
  }

  /// The utterances not yet returned, less Fenrir's own; fails when Fenrir ended having
  /// said nothing at all, not even that it started.
  private func take() throws -> [String] {
    let all = utterances()
    if all.isEmpty, session.hasEnded {
      throw Failure(description: "Fenrir ended without a word. Its terminal:\n\(session.text)")
    }
    defer { heard = all.count }
    return all[heard...].filter { !Self.ownAnnouncements.contains($0) }.map(Self.normalized).filter { !$0.isEmpty }
  }

  /// Every utterance so far, as Fenrir handed it to the speech command.
  public func utterances() -> [String] {
    let record = Subprocess.readFile(folder + "/speech")
    guard let last = record.lastIndex(of: "\0") else { return [] }
    return record[..<last].split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
  }

  /// An utterance as a listener hears it: Fenrir reads a line break as a comma (a pause),
  /// and blank lines as empty pauses; those and runs of spaces are folded, so that
  /// `"Pick a fruit  ,   1 apple  ,   ,  "` is `"Pick a fruit, 1 apple"`.
  public static func normalized(_ utterance: String) -> String {
    utterance.split(separator: ",")
      .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
      .filter { !$0.isEmpty }
      .joined(separator: ", ")
  }

  /// The settings: Debian's `settings-pty.conf` (what `fenrir -e` reads) where they
  /// concern what is said, and what a test in a container needs elsewhere.
  static func settings(folder: String) -> String {
    """
    # Fenrir for Presently's tests: a normal process on a pseudo-terminal.
    [sound]
    # No sound icons: they would take the place of some words, and need sox.
    enabled=False
    driver=dummyDriver
    [speech]
    enabled=True
    driver=genericDriver
    autoReadIncoming=True
    # Each text is appended to the session's speech record, NUL-terminated.
    genericSpeechCommand=/bin/sh \(folder)/speak fenrirText
    [braille]
    enabled=False
    driver=dummyDriver
    [screen]
    # PTY emulation: the program runs on a terminal of Fenrir's, read through pyte.
    driver=ptyDriver
    screenUpdateDelay=0.05
    autodetectSuspendingScreen=False
    [keyboard]
    # Keys come from Fenrir's own terminal, not from input devices (no grab, no root);
    # an empty layout binds no key to Fenrir, so Escape and the rest reach the program.
    driver=ptyDriver
    keyboardLayout=\(folder)/keys.conf
    grabDevices=False
    charEcho=False
    charDeleteEcho=True
    wordEcho=False
    interruptOnKeyPress=False
    [general]
    debugLevel=0
    debugFile=\(folder)/fenrir.log
    punctuationProfile=default
    punctuationLevel=some
    respectPunctuationPause=True
    newLinePause=True
    emoticons=True
    # Spell checking needs python3-enchant, a recommendation left out.
    autoSpellCheck=False
    hasAttributes=True
    autoPresentIndent=False
    clipboardExportPath=\(folder)/clipboard
    shell=/bin/sh \(folder)/program.sh
    [focus]
    cursor=True
    highlight=False
    [remote]
    # No control socket in /tmp.
    enable=False
    driver=dummyDriver
    [time]
    enabled=False

    """
  }
}

/// The size of the file at `path`, or nil when there is none.
private func fileSize(_ path: String) -> Int? {
  var status = stat()
  return stat(path, &status) == 0 ? Int(status.st_size) : nil
}
