import PseudoTerminalSupport
import Testing

/// What a blind user hears through Fenrir (issue 30, "What a screen reader says"): each
/// test is written as the issue's target says it should be. Opening says the question and
/// the items; a move says the newly highlighted item and its place, not the row it left; an
/// answer says the one line that stays (`Pick a fruit: banana`, `Go? yes`).
///
/// Where the widgets do not say that yet, the expectation is a `withKnownIssue` naming
/// issue 30, whose comment shows what was said. When a widget is fixed, that
/// `withKnownIssue` fails ("known issue was not recorded"): remove it.
///
/// Each test takes about 2.5 seconds alone (Fenrir starts in about half a second and takes
/// a second to quit); Fenrir runs beside itself, so the suite is not serialized.
@Suite(
  "presently through a screen reader",
  .enabled(
    if: ScreenReader.isInstalled,
    "Fenrir is not installed (apt-get install --no-install-recommends fenrir, as .ci/run does)"))
struct ScreenReaderTests {
  static let down = "\u{1B}[B"

  /// Runs `script` inside Fenrir, with `$P` the `presently` under test and `$W` a folder
  /// for what the script keeps.
  static func start(_ script: String, arguments: [String] = []) throws -> (reader: ScreenReader, folder: String) {
    let folder = Subprocess.temporaryFolder()
    let reader = try ScreenReader(script: script, arguments: arguments, environment: ["P": Tool.path, "W": folder])
    return (reader, folder)
  }

  /// What the targets ask is what Fenrir says of a program that draws lines, keeps the
  /// terminal's cursor on the highlighted row (Fenrir reads the line the cursor moves to),
  /// and at the end erases what it drew and writes one line: a check of the harness, and
  /// a sketch of what the widgets can do.
  @Test("the harness hears a line-oriented list as the targets say")
  func targetsCanBeMet() async throws {
    let (reader, _) = try Self.start(
      #"""
      stty -icanon -echo
      printf 'Pick a fruit\n  1 apple\n  2 banana\n  3 cherry\nChoose: \033[3A\r'
      dd bs=3 count=1 2>/dev/null >/dev/null; printf '\033[B'
      dd bs=1 count=1 2>/dev/null >/dev/null; printf '\033[2A\r\033[JPick a fruit: banana\n'
      stty sane
      """#)
    #expect(try await reader.speech() == ["Pick a fruit, 1 apple, 2 banana, 3 cherry, Choose:"])
    reader.send(Self.down)
    #expect(try await reader.speech() == ["2 banana"])
    reader.send("\r")
    #expect(try await reader.finish() == ["Pick a fruit: banana"])
  }

  @Test("choose: opening says the header and the items; Down says banana and its place; Enter says the answer")
  func choose() async throws {
    let (reader, folder) = try Self.start(
      #"fruit=$("$P" choose --header 'Pick a fruit' apple banana cherry); echo "$fruit" > "$W/value""#)
    let opening = try await reader.speech()
    #expect(opening.says("Pick a fruit", "apple", "banana", "cherry"), "opening: \(opening)")

    reader.send(Self.down)
    let move = try await reader.speech()
    #expect(move.says("banana", "2") && !move.says("apple"), "Down: \(move)")

    reader.send("\r")
    let answer = try await reader.finish()
    #expect(answer.says("Pick a fruit: banana") && !answer.says("apple"), "Enter: \(answer)")
    #expect(Subprocess.readFile(folder + "/value") == "banana\n")
  }

  @Test("confirm: opening says the question; y says the answer")
  func confirm() async throws {
    let (reader, folder) = try Self.start(#"if "$P" confirm 'Go?'; then echo yes; else echo no; fi > "$W/value""#)
    let opening = try await reader.speech()
    #expect(opening.says("Go?"), "opening: \(opening)")

    reader.send("y")
    let answer = try await reader.finish()
    #expect(answer.says("Go? yes"), "y: \(answer)")
    #expect(Subprocess.readFile(folder + "/value") == "yes\n")
  }

  @Test("input: opening says the prompt; Enter after Ada says the answer")
  func input() async throws {
    let (reader, folder) = try Self.start(#"name=$("$P" input --prompt Name); echo "$name" > "$W/value""#)
    let opening = try await reader.speech()
    #expect(opening.says("Name"), "opening: \(opening)")

    reader.send("Ada")
    _ = try await reader.speech()
    reader.send("\r")
    let answer = try await reader.finish()
    // The line that stays, `Name: Ada`, is the text the row held as Ada was typed, which
    // Fenrir does not read twice: Ada goes from the screen at Enter, and comes back with
    // the line 20 ms later. Fenrir reads that as a change when it looks between the two;
    // on a busy machine it may look once, after both, and hear "blank" (issue 30: an
    // ending line that differs from the typed one would be heard every time).
    withKnownIssue("Fenrir may read the erased answer and the ending line as one", isIntermittent: true) {
      #expect(answer.says("Name: Ada"), "Enter: \(answer)")
    }
    #expect(Subprocess.readFile(folder + "/value") == "Ada\n")
  }

  @Test("pager: opening reads the text; q ends it at once, and nothing is read again")
  func pager() async throws {
    let file = Subprocess.temporaryFile("notes.txt", containing: "first line of the notes\nsecond line\nthird line\n")
    let (reader, folder) = try Self.start(#""$P" pager "$1"; echo "$?" > "$W/status""#, arguments: [file])
    let opening = try await reader.speech()
    #expect(opening.says("first line of the notes", "second line", "third line"), "opening: \(opening)")

    reader.send("q")
    var after = try await reader.speech()
    // q ends it at once, as in less (issue 30): the status is written with no Enter.
    let deadline = ContinuousClock.now + .seconds(10)
    while Subprocess.readFile(folder + "/status") != "0\n", ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(Subprocess.readFile(folder + "/status") == "0\n", "q: \(after)")
    after += try await reader.finish()
    #expect(!after.says("first line"), "after q: \(after)")
    #expect(Subprocess.readFile(folder + "/status") == "0\n")
  }

  @Test("whiptail --menu: opening says the text and the items; Down says banana and its place; Enter the answer")
  func whiptailMenu() async throws {
    let (reader, folder) = try Self.start(
      #""$P" whiptail --menu 'Pick a fruit' 15 40 3 a apple b banana c cherry 2> "$W/value""#)
    let opening = try await reader.speech()
    #expect(opening.says("Pick a fruit", "apple", "banana", "cherry"), "opening: \(opening)")

    reader.send(Self.down)
    let move = try await reader.speech()
    #expect(move.says("banana", "2") && !move.says("apple"), "Down: \(move)")

    reader.send("\r")
    // whiptail's mode clears its box and leaves no line, as whiptail does: nothing of the
    // box is read again; the script says what it does with the tag.
    let answer = try await reader.finish()
    #expect(!answer.says("apple"), "Enter: \(answer)")
    #expect(Subprocess.readFile(folder + "/value") == "b")
  }
}

extension [String] {
  /// Whether every one of `words` is said in these utterances.
  fileprivate func says(_ words: String...) -> Bool {
    let heard = joined(separator: ", ")
    return words.allSatisfy { heard.contains($0) }
  }
}
