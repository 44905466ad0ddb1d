import Glibc
import PseudoTerminalSupport
import Testing

@testable import PresentlyCommands

/// gum's command lines through a link named `gum` (as the package's compat folder has it)
/// and as `presently gum …`: lines from gum v2.0.0's `examples/test.sh` and README that
/// print rather than ask, `version-check`, and refusals in one line with status 64.
@Suite("gum's dialect", .timeLimit(.minutes(2)))
struct GumDialectTests {
  /// A folder holding a link named `gum` to the tool, made once.
  static let gum: String = {
    let folder = Subprocess.temporaryFolder()
    symlink(Tool.path, folder + "/gum")
    return folder + "/gum"
  }()

  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    var input: [UInt8]? = nil
    var output = ""
    var errors = ""
    var status: Int32 = 0
    var testDescription: String { "gum " + arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    // examples/test.sh
    Case(arguments: ["join", "Horizontal", "Join"], output: "HorizontalJoin\n"),
    Case(arguments: ["join", "--vertical", "Vertical", "Join"], output: "Vertical\nJoin    \n"),
    Case(
      arguments: [
        "style", "--foreground", "99", "--border", "double", "--border-foreground", "99", "--padding", "1 2",
        "--margin", "1", "Hello, Gum.",
      ],
      output: """
        \("                   ")
         ╔═══════════════╗\(" ")
         ║               ║\(" ")
         ║  Hello, Gum.  ║\(" ")
         ║               ║\(" ")
         ╚═══════════════╝\(" ")
        \("                   ")

        """),
    Case(arguments: ["format", "-t", "emoji"], input: Array(":candy:\n".utf8), output: "🍬\n"),
    Case(arguments: ["format", "-t", "template"], input: Array("{{ Bold \"Bold\" }}\n".utf8), output: "Bold"),
    // examples/test.sh's confirm, with no terminal and no answer: the question on standard
    // error, and --default=false is the answer.
    Case(
      arguments: ["confirm", "No?", "--default=false", "--affirmative", "Okay.", "--negative", "Cancel."],
      errors: "No? [Okay./Cancel.*] \n", status: 1),
    // README: gum log.
    Case(
      arguments: ["log", "--structured", "--level", "debug", "Creating file...", "name", "file.txt"],
      errors: "DEBUG Creating file... name=file.txt\n"),
    // version-check: presently takes gum 2.0.0's command lines.
    Case(arguments: ["version-check", ">= 0.14"]),
    Case(arguments: ["version-check", "^2.0"]),
    Case(arguments: ["version-check", "1.x || 2.x"]),
    Case(
      arguments: ["version-check", "~> 0.15"],
      errors: "presently: gum version \"2.0.0\" is not within given range \"~> 0.15\"\n", status: 1),
    // Refusals: one line naming the argument, 64, nothing run.
    Case(
      arguments: ["join", "--vertcal", "a"],
      errors: "presently: gum join: unknown option --vertcal (did you mean --vertical?)\n", status: 64),
    Case(
      arguments: ["stlye", "x"], errors: "presently: gum: unknown command \"stlye\" (did you mean style?)\n",
      status: 64),
    Case(arguments: ["alert", "x"], errors: "presently: gum: unknown command \"alert\"\n", status: 64),
  ]

  @Test("through the gum link", arguments: cases)
  func link(_ example: Case) async throws {
    let result = try await Subprocess.run(
      Self.gum, example.arguments, input: example.input.map { .bytes($0) } ?? .null)
    #expect(result.ending == .exited(example.status))
    #expect(result.output == example.output)
    #expect(result.errors == example.errors)
  }

  @Test("as presently gum ARGS")
  func subcommand() async throws {
    let result = try await Tool.run(["gum", "join", "--vertical", "a", "bb"], input: .null)
    #expect(result.ending == .exited(0))
    #expect(result.output == "a \nbb\n")
    let refused = try await Tool.run(["gum"], input: .null)
    #expect(refused.ending == .exited(64))
    #expect(refused.errors.hasPrefix("presently: gum: a command is needed: choose, confirm,"))
  }

  @Test("gum's constraints, as Masterminds/semver reads them, against 2.0.0")
  func constraints() throws {
    let met = [
      ">= 0.14", "2", "2.0.0", "^2", "~2.0", "~> 2.0", "> 1", "< 3", "<= 2", "2.x", "*", ">=1.0, <3.0", "1 || 2",
    ]
    let unmet = ["~> 0.15", "^1.5", "> 2", "< 2", "!= 2", "1.x", "~2.1", ">= 2.0.1", "< 2.0.0"]
    for text in met { #expect(SemanticVersionConstraint(text)?.isMet(by: "2.0.0") == true, "\(text)") }
    for text in unmet { #expect(SemanticVersionConstraint(text)?.isMet(by: "2.0.0") == false, "\(text)") }
    #expect(SemanticVersionConstraint("nope") == nil)
  }
}
