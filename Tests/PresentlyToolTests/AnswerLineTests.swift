import PseudoTerminalSupport
import Testing

/// What stays on the screen after an answer (issue 30, point 8): what the widget drew is
/// erased and one line stays, the question and the answer or what ended it; no hint is
/// left behind. Each case is a bash script as users write it, and the screen after it.
@Suite("presently: one line stays after an answer")
struct AnswerLineTests {
  static let down = "\u{1B}[B"

  /// Runs `script` in bash on a pseudo-terminal, `presently` first on the PATH.
  static func bash(_ script: String, environment: [String: String] = [:]) throws -> PseudoTerminal {
    let folderOfTool = String(Tool.path.prefix(upTo: Tool.path.lastIndex(of: "/")!))
    var variables = environment
    variables["PATH"] = folderOfTool + ":/usr/bin:/bin"
    return try PseudoTerminal(
      program: "/bin/bash", arguments: ["--norc", "-c", script], environment: variables, columns: 80, rows: 24)
  }

  /// The screen's lines that are not empty.
  static func shown(_ session: PseudoTerminal) -> [String] {
    session.screen.lines.filter { !$0.isEmpty }
  }

  @Test("x=$(presently choose --header …), Down, Enter: one line, the header and banana, then the script's echo")
  func choose() async throws {
    let session = try Self.bash(
      #"x=$(presently choose --header 'Pick a fruit' apple banana cherry); echo "rc=$? x=$x""#)
    try await session.waitForPrompt("Choose:")
    session.send(Self.down)
    try await session.waitForRow(2)
    session.send("\r")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(Self.shown(session) == ["Pick a fruit: banana", "rc=0 x=banana"], "\(session.screen.text)")
  }

  @Test("five questions leave five lines")
  func fiveQuestions() async throws {
    let session = try Self.bash(
      """
      if presently confirm 'Go?'; then echo go; fi
      n=$(presently input --prompt Name)
      p=$(presently input --password --prompt Password)
      c=$(presently choose --no-limit a b c)
      presently confirm 'Again?'
      echo "done $n $c"
      """)
    try await session.waitForPrompt("Go? [Y/n]")
    session.send("y")
    try await session.waitForPrompt("Name:")
    session.send("Ada\r")
    try await session.waitForPrompt("Password:")
    session.send("hunter2\r")
    try await session.waitForPrompt("Choose:")
    session.send(" " + Self.down + " \r")
    try await session.waitForPrompt("Again?")
    session.send("n")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(
      Self.shown(session) == [
        "Go? yes", "go", "Name: Ada", "Password: (given)", "Choose: a, b", "Again? no", "done Ada a", "b",
      ], "\(session.screen.text)")
    #expect(!session.screen.text.contains("hunter2"))
  }

  @Test(
    "Escape, Ctrl-D and Ctrl-C at a prompt with a hint leave the question and what ended it, and no hint",
    arguments: [("\u{1B}", "(cancelled)", 1), ("\u{04}", "(no answer)", 255), ("\u{03}", "(interrupted)", 130)]
      as [(String, String, Int32)])
  func endings(key: String, word: String, status: Int32) async throws {
    let session = try Self.bash(
      #"x=$(presently input --prompt Name --placeholder 'what changed, and why' 2>/dev/null); echo "rc=$?""#)
    try await session.waitForPrompt("Name:")
    try await session.waitFor("what changed")
    session.send(key)
    #expect(try await session.waitForExit() == .exited(0))
    #expect(Self.shown(session) == ["Name: " + word, "rc=\(status)"], "\(session.screen.text)")
    #expect(!session.screen.text.contains("what changed"))
  }

  @Test("a timeout leaves the question and (timed out)")
  func timeout() async throws {
    let session = try Self.bash(#"x=$(presently choose --timeout 1s a b 2>/dev/null); echo "rc=$?""#)
    #expect(try await session.waitForExit() == .exited(0))
    #expect(Self.shown(session) == ["Choose: (timed out)", "rc=124"], "\(session.screen.text)")
  }

  @Test("TERM=dumb: nothing is erased, and the transcript ends with the answer's line")
  func dumb() async throws {
    let session = try Self.bash(
      #"x=$(presently choose --header 'Pick a fruit' apple banana cherry); echo "x=$x""#,
      environment: ["TERM": "dumb"])
    try await session.waitForPrompt("Choose [1]:")
    session.send(Self.down)
    try await session.waitForPrompt("Choose [2]:")
    session.send("\r")
    #expect(try await session.waitForExit() == .exited(0))
    let lines = Self.shown(session)
    #expect(lines.first == "Pick a fruit")
    #expect(lines.suffix(2) == ["Pick a fruit: banana", "x=banana"], "\(session.screen.text)")
  }

  @Test("whiptail's menu clears its box and leaves nothing, as whiptail does; the tag goes to the script")
  func whiptail() async throws {
    let session = try Self.bash(
      #"x=$(presently whiptail --menu 'Pick a fruit' 15 40 3 a apple b banana 3>&1 1>&2 2>&3); echo "x=$x""#)
    try await session.waitForPrompt("Choose:")
    session.send(Self.down)
    try await session.waitForRow(2)
    session.send("\r")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(Self.shown(session) == ["x=b"], "\(session.screen.text)")
  }
}
