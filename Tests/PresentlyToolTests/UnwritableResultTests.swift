import Glibc
import PseudoTerminalSupport
import Testing

/// A result that cannot be written is a failure, never a success: standard output on
/// `/dev/full` or closed, `--output-fd` on a descriptor that cannot be written. Each
/// command is answered through a real pseudo-terminal, its streams redirected by `sh`.
@Suite("a result that cannot be written", .serialized)
struct UnwritableResultTests {
  /// One run of `presently` through `sh` on a pseudo-terminal, its descriptors
  /// redirected as `redirections` say (`$W` is a folder of its own: standard error goes
  /// to `$W/err` in most), and its status kept.
  final class Redirected {
    let session: PseudoTerminal
    let folder = Subprocess.temporaryFolder()

    init(_ arguments: [String], redirections: String, environment: [String: String] = [:]) throws {
      let script = #""$0" "$@" "# + redirections + #"; echo "status=$?" > "$W/status""#
      session = try PseudoTerminal(
        program: "/bin/sh", arguments: ["-c", script, Tool.path] + arguments,
        environment: environment.merging(["W": folder]) { $1 }, columns: 100, rows: 20)
    }

    var errors: String { Subprocess.readFile(folder + "/err") }

    /// Waits for the end; returns the status as `sh` saw it.
    func finish() async throws -> Int32? {
      _ = try await session.waitForExit()
      let status = Subprocess.readFile(folder + "/status")
      return Int32(status.dropFirst("status=".count).prefix { $0.isNumber })
    }
  }

  /// A command that prints a result, what shows once it is ready for its answer, and
  /// the keys that answer it.
  struct Answered: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var ready: String?
    var keys = "\r"
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let folder: String = {
    let folder = Subprocess.temporaryFolder()
    Subprocess.writeFile("text\n", to: folder + "/only.txt")
    return folder
  }()
  static let lines = Subprocess.temporaryFile("lines.txt", containing: "one\ntwo\n")
  static let table = Subprocess.temporaryFile("t.csv", containing: "name,size\nalpha,1\n")

  /// Every command that prints a result (`confirm` prints none: below).
  static let answered: [Answered] = [
    Answered(arguments: ["input", "--value", "abc"], ready: "Value"),
    Answered(arguments: ["input", "--password"], ready: "Value", keys: "secret\r"),
    Answered(arguments: ["choose", "a", "b"], ready: "Choose"),
    Answered(arguments: ["choose", "--multiple", "a", "b"], ready: "Choose", keys: "\r\r"),
    Answered(arguments: ["filter", "a", "b"], ready: "Filter"),
    Answered(arguments: ["alert", "--title", "Proceed", "--action", "OK"], ready: "Proceed"),
    Answered(arguments: ["write"], ready: "1>", keys: "hello\r\u{04}"),
    Answered(arguments: ["browse", lines], ready: "two"),
    Answered(arguments: ["table", "--file", table], ready: "alpha"),
    Answered(arguments: ["file", folder], ready: "only.txt"),
    Answered(arguments: ["pager", lines], ready: nil),
    Answered(arguments: ["filter", "--filter", "a", "a", "b"], ready: nil),
    Answered(arguments: ["spin", "--show-output", "--", "echo", "hi"], ready: nil),
    Answered(arguments: ["input", "--value", "abc", "--timeout", "0.2"], ready: nil),
  ]

  @Test(
    "every command whose result cannot be written says so and exits 1, the terminal restored",
    arguments: answered, [(">/dev/full", "No space left on device"), (">&-", "Bad file descriptor")])
  func presentlyMode(command: Answered, output: (redirection: String, reason: String)) async throws {
    let run = try Redirected(command.arguments, redirections: output.redirection + #" 2>"$W/err""#)
    if let ready = command.ready {
      try await run.session.waitForPrompt(ready)
      run.session.send(command.keys)
    }
    #expect(try await run.finish() == 1)
    #expect(run.errors == "presently: write error: \(output.reason)\n")
    #expect(run.session.settingsAreRestored)
    #expect(!run.session.screen.isAlternate, "the alternate screen is left")
  }

  @Test(
    "confirm prints no result: its answer is its status, whatever standard output is",
    arguments: [">/dev/full", ">&-"])
  func confirm(redirection: String) async throws {
    let run = try Redirected(["confirm", "Go?"], redirections: redirection + #" 2>"$W/err""#)
    try await run.session.waitForPrompt("Go?")
    run.session.send("y")
    #expect(try await run.finish() == 0)
    #expect(run.errors.isEmpty)
  }

  @Test("help and the version that cannot be written: 1 and the message, as coreutils' programs")
  func helpAndVersion() async throws {
    for arguments in [["--help"], ["--version"], ["input", "--help"], ["whiptail", "--version"]] {
      let result = try await Subprocess.run(
        "/bin/sh", ["-c", #""$0" "$@" >/dev/full"#, Tool.path] + arguments, input: .null)
      let whiptail = arguments[0] == "whiptail"
      #expect(result.ending == .exited(whiptail ? 255 : 1), "\(arguments)")
      #expect(
        result.errors == "\(whiptail ? "whiptail" : "presently"): write error: No space left on device\n",
        "\(arguments)")
    }
  }
}

extension UnwritableResultTests {
  /// A whiptail or dialog command line with its redirections, and how it must end.
  struct CompatCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var redirections: String
    var status: Int32
    /// What standard error must be, when it is a file (`$W/err`).
    var errors: String?
    var environment: [String: String] = [:]
    var testDescription: String { (arguments + [redirections]).joined(separator: " ") }
  }

  static let compat: [CompatCase] = [
    // whiptail: the result on standard error, which is full: nothing can say why.
    CompatCase(
      arguments: ["whiptail", "--inputbox", "Name", "8", "40", "Ada"], redirections: "2>/dev/full", status: 255),
    CompatCase(
      arguments: ["whiptail", "--output-fd", "3", "--inputbox", "Name", "8", "40", "Ada"],
      redirections: #"3>/dev/full 2>"$W/err""#, status: 255,
      errors: "whiptail: write error: No space left on device\n"),
    CompatCase(
      arguments: ["whiptail", "--output-fd", "3", "--inputbox", "Name", "8", "40", "Ada"],
      redirections: #"3>&- 2>"$W/err""#, status: 255, errors: "whiptail: Cannot open output-fd 3.\n"),
    CompatCase(
      arguments: ["dialog", "--inputbox", "Name", "0", "0", "Ada"], redirections: "2>/dev/full", status: 255),
    CompatCase(
      arguments: ["dialog", "--output-fd", "3", "--inputbox", "Name", "0", "0", "Ada"],
      redirections: #"3>/dev/full 2>"$W/err""#, status: 255, errors: "\nwrite error: No space left on device\n\n"),
    CompatCase(
      arguments: ["dialog", "--stdout", "--inputbox", "Name", "0", "0", "Ada"],
      redirections: #">&- 2>"$W/err""#, status: 255, errors: "\nwrite error: Bad file descriptor\n\n"),
    CompatCase(
      arguments: ["dialog", "--stdout", "--inputbox", "Name", "0", "0", "Ada"],
      redirections: #">/dev/full 2>"$W/err""#, status: 7, errors: "\nwrite error: No space left on device\n\n",
      environment: ["DIALOG_ERROR": "7"]),
    CompatCase(
      arguments: ["dialog", "--inputbox", "Name", "0", "0", "Ada", "--and-widget", "--inputbox", "Two", "0", "0"],
      redirections: "2>/dev/full", status: 255),
  ]

  @Test("whiptail and dialog modes: a result that cannot be written is an error, 255", arguments: compat)
  func compatModes(line: CompatCase) async throws {
    let run = try Redirected(line.arguments, redirections: line.redirections, environment: line.environment)
    if line.errors?.contains("Cannot open") != true {
      try await run.session.waitForPrompt("Name")
      run.session.send("\r")
    }
    #expect(try await run.finish() == line.status)
    #expect(!run.session.text.contains("Two"), "a chain stops at the result that could not be written")
    if let errors = line.errors { #expect(run.errors == errors) }
    #expect(run.session.settingsAreRestored)
  }

  @Test(
    "dialog: --output-fd on a descriptor that cannot be written is refused before any box, in dialog's words",
    arguments: [
      (["--output-fd", "-1"], ""), (["--output-fd", "3"], "3</dev/null"), (["--output-fd", "3"], "3>&-"),
      (["--output-fd", "99999999999"], ""),
    ] as [([String], String)])
  func dialogOutputDescriptor(options: [String], redirection: String) async throws {
    let arguments = options + ["--inputbox", "Name", "0", "0", "Ada"]
    let ours = try Redirected(["dialog"] + arguments, redirections: redirection + #" 2>"$W/err""#)
    #expect(try await ours.finish() == 255)
    #expect(ours.errors == "\nCannot open output-fd\n\n")
    #expect(ours.session.text.allSatisfy { $0.isWhitespace }, "nothing drawn: \(ours.session.text)")
    guard access("/usr/bin/dialog", X_OK) == 0 else { return }
    let real = try await Subprocess.run(
      "/bin/sh", ["-c", #"/usr/bin/dialog "$@" "# + redirection, "dialog"] + arguments, input: .null)
    #expect(real.ending == .exited(255))
    #expect(real.errors == ours.errors, "dialog's message, byte for byte")
  }
}
