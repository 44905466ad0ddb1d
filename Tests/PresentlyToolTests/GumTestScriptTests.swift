import Glibc
import PseudoTerminalSupport
import Testing

/// Every command line of gum v2.0.0's `examples/test.sh`, run unchanged by `sh` (its
/// shebang's shell) in a folder holding the files it reads, with the link `gum` first on
/// `PATH`, answered with keys at a pseudo-terminal, and checked against what gum's
/// source says it prints and returns.
@Suite("gum's examples/test.sh, line by line, on presently as gum", .serialized, .timeLimit(.minutes(3)))
struct GumTestScriptTests {
  struct Line: Sendable, CustomTestStringConvertible {
    /// The line as test.sh has it.
    let text: String
    var keys: [GumKeys] = []
    /// Standard output, exactly; nil to check `contains` alone.
    var output: String?
    var contains: [String] = []
    var status: Int32 = 0
    /// Whether standard output is the terminal rather than a pipe the test reads.
    var outputIsTerminal = false
    var testDescription: String { text }
  }

  static let lines: [Line] = [
    // choose: Down and Enter take the second item; Space marks, Enter takes the marks
    // (gum's order: the list's). gum prints the items, one a line.
    Line(text: "gum choose Foo Bar Baz", keys: [GumKeys("Baz", GumKeys.down + "\r")], output: "Bar\n"),
    Line(
      text: #"gum choose Choose One Item --cursor "* " --cursor.foreground 99 --selected.foreground 99"#,
      keys: [GumKeys("Item", "\r")], output: "Choose\n"),
    Line(
      text:
        #"gum choose Pick Two Items Maximum --limit 2 --cursor "* " --cursor-prefix "(•) " --selected-prefix "(x) " --unselected-prefix "( ) " --cursor.foreground 99 --selected.foreground 99"#,
      keys: [GumKeys("Maximum", " " + GumKeys.down + GumKeys.down + " "), GumKeys("* 3  (x) Items", "\r")],
      output: "Pick\nItems\n"),
    Line(
      text:
        #"gum choose Unlimited Choice Of Items --no-limit --cursor "* " --cursor-prefix "(•) " --selected-prefix "(x) " --unselected-prefix "( ) " --cursor.foreground 99 --selected.foreground 99"#,
      keys: [
        GumKeys("Items", GumKeys.down + " " + GumKeys.down + GumKeys.down + " "), GumKeys("* 4  (x) Items", "\r"),
      ],
      output: "Choice\nItems\n"),
    // confirm: y is the affirmative (0); Enter takes --default=false (1). Nothing printed.
    Line(text: #"gum confirm "Testing?""#, keys: [GumKeys("Testing?", "y")], output: ""),
    Line(
      text: #"gum confirm "No?" --default=false --affirmative "Okay." --negative "Cancel.""#,
      keys: [GumKeys("No?", "\r")], output: "", status: 1),
    // filter with nothing on standard input lists the folder's files (gum's files.List).
    Line(text: "gum filter", keys: [GumKeys("README.md", "READ\r")], output: "README.md\n"),
    // Under sh, {1..500} is not expanded: one item, which Enter takes.
    Line(
      text: #"echo {1..500} | sed 's/ /\n/g' | gum filter"#, keys: [GumKeys("{1..500}", "\r")],
      output: "{1..500}\n"),
    Line(
      text:
        #"echo {1..500} | sed 's/ /\n/g' | gum filter --indicator ">" --placeholder "Pick a number..." --indicator.foreground 1 --text.foreground 2 --match.foreground 3 --prompt.foreground 4 --height 5"#,
      keys: [GumKeys("{1..500}", "\r")], output: "{1..500}\n"),
    // format: markdown, code, emoji and templates print without a question.
    Line(text: ##"echo "# Header\nBody" | gum format "##, contains: ["Header", "Body"]),
    Line(
      text:
        #"echo 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("Hello, Gum!")\n}\n' | gum format -t code"#,
      contains: ["package main", #"fmt.Println("Hello, Gum!")"#]),
    Line(text: #"echo ":candy:" | gum format -t emoji"#, output: "🍬\n"),
    Line(text: #"echo '{{ Bold "Bold" }}' | gum format -t template"#, output: "Bold"),
    // input: the line typed, on standard output.
    Line(text: "gum input", keys: [GumKeys("Type something...", "hello\r")], output: "hello\n"),
    Line(
      text:
        #"gum input --prompt "Email: " --placeholder "john@doe.com" --prompt.foreground 99 --cursor.foreground 99 --width 50"#,
      keys: [GumKeys("john@doe.com", "ada@example.org\r")], output: "ada@example.org\n"),
    Line(
      text:
        #"gum input --password --prompt "Password: " --placeholder "hunter2" --prompt.foreground 99 --cursor.foreground 99 --width 50"#,
      keys: [GumKeys("Password:", "s3cret\r")], output: "s3cret\n"),
    Line(text: #"gum join "Horizontal" "Join""#, output: "HorizontalJoin\n"),
    Line(text: #"gum join --vertical "Vertical" "Join""#, output: "Vertical\nJoin    \n"),
    // spin hides the command's output unless asked.
    Line(text: "gum spin -- sleep 1", output: ""),
    Line(
      text: #"gum spin --spinner minidot --title "Loading..." --title.foreground 99 -- sleep 1"#,
      contains: [], status: 0),
    Line(
      text:
        #"gum spin --show-output --spinner monkey --title "Loading..." --title.foreground 99 -- sh -c 'sleep 1; echo "Hello, Gum!"'"#,
      output: "Hello, Gum!\n"),
    Line(
      text:
        #"gum style --foreground 99 --border double --border-foreground 99 --padding "1 2" --margin 1 "Hello, Gum.""#,
      contains: ["║  Hello, Gum.  ║"]),
    // write: lines, then Ctrl-D on the empty line.
    Line(
      text: "gum write", keys: [GumKeys("Write something...", "Dear gum,\r" + GumKeys.endOfText)], output: "Dear gum,\n"
    ),
    Line(
      text:
        #"gum write --width 40 --height 6 --placeholder "Type whatever you want" --prompt "| " --show-cursor-line --show-line-numbers --value "Something..." --base.padding 1 --cursor.foreground 99 --prompt.foreground 99"#,
      keys: [GumKeys("Something...", GumKeys.endOfText)], output: "Something...\n"),
    // table: Enter takes the highlighted row, printed as CSV.
    Line(text: "gum table < table/example.csv", keys: [GumKeys("Strawberry", "\r")], output: "Strawberry,$0.99\n"),
    // pager: q leaves, 0. Its output is the terminal, as in test.sh (to a pipe, it copies).
    Line(text: "gum pager < README.md", keys: [GumKeys("# Gum", "q")], outputIsTerminal: true),
    // file: Enter on a file prints its absolute path (gum's filepath.Abs).
    // A name typed and Enter picks it, as Enter on it does.
    Line(
      text: "gum file", keys: [GumKeys("README.md", "README.md\r")],
      contains: ["/README.md\n"]),
  ]

  @Test("the table has every command line of test.sh, and no other")
  func everyLine() async throws {
    guard let script = try await GumMirror.file("examples/test.sh") else { return GumMirror.skip("test.sh") }
    let scripted = script.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    #expect(scripted == Self.lines.map(\.text))
  }

  @Test("runs as gum's source says", arguments: lines)
  func line(_ line: Line) async throws {
    guard let folder = try await GumMirror.folder(with: ["README.md", "table/example.csv", "examples/test.sh"]) else {
      return GumMirror.skip("test.sh")
    }
    guard let script = try await GumMirror.file("examples/test.sh"), script.contains(line.text + "\n") else {
      Issue.record("test.sh at \(GumMirror.tag) has no line \(line.text)")
      return
    }
    let session = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", "cd \"$0\" || exit 99\n" + line.text, folder],
      environment: GumMirror.environment(folder), columns: 100, rows: 30,
      standardOutput: line.outputIsTerminal ? .terminal : .pipe())
    try await GumKeys.play(line.keys, on: session)
    let ending = try await session.finish()
    #expect(ending == .exited(line.status), "\(session.screen.text)")
    if let output = line.output { #expect(session.standardOutput == output) }
    if line.text == "gum file" {
      #expect(session.standardOutput == folder + "/README.md\n", "gum prints filepath.Abs of the path")
    }
    for part in line.contains { #expect(session.standardOutput.contains(part), "\(session.standardOutput)") }
  }
}
