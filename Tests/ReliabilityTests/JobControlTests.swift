import Glibc
import PseudoTerminalSupport
import Testing

/// A background job must not touch the terminal: it stops, as job control intends, before
/// it reads, draws or changes modes, and carries on after `fg`. Driven through a real
/// interactive bash on a pseudo-terminal.
@Suite("Job control", .serialized)
struct JobControlTests {
  static let presently = Products.path("presently")

  /// An interactive bash whose prompt is `$ `, with `before` holding `stty -g`.
  func shell() async throws -> PseudoTerminal {
    let shell = try PseudoTerminal(
      program: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], environment: ["PS1": "$ "], columns: 120)
    try await shell.waitFor("$ ")
    shell.send("before=$(stty -g)\r")
    try await shell.waitFor("$ ")
    return shell
  }

  /// Asks the shell whether the settings are those from before, and for the last status.
  func check(_ shell: PseudoTerminal, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    shell.send(
      "status=$?; [ \"$before\" = \"$(stty -g)\" ] && same=yes || same=no; echo \"status=$status same=$same\"\r")
    try await shell.waitFor("status=\(status) same=yes", timeout: .seconds(10))
  }

  @Test(
    "started with &: it stops before drawing, the shell keeps what is typed, and fg answers", arguments: [false, true])
  func backgroundThenForeground(password: Bool) async throws {
    let shell = try await shell()
    let out = Subprocess.temporaryFolder() + "/out"
    shell.send("\(Self.presently) input --prompt Token \(password ? "--password" : "") > \(out) &\r")
    try await shell.waitFor("$ ")
    await shell.settle(for: .milliseconds(500))
    shell.send("jobs\r")
    try await shell.waitFor("Stopped", timeout: .seconds(10))
    #expect(!shell.screen.text.contains("Token:"), "no prompt is drawn in the background")
    #expect(
      !shell.screen.text.contains("waiting for the terminal"), "a job the shell started: the shell says it stopped")
    shell.send("echo typed at the shell\r")
    try await shell.waitFor("\ntyped at the shell")
    shell.send("fg\r")
    try await shell.waitForPrompt("Token:")
    shell.send("hunter2\r")
    try await check(shell, status: 0)
    shell.send("cat \(out); history | grep -c 'hunter[2]'\r")
    try await shell.waitFor("hunter2\r\n0\r\n")
  }

  @Test(
    "timeout in a script: the dialog takes the terminal from the script's job, the password is not echoed, and the shell gets its terminal back"
  )
  func timeoutInScriptAnswered() async throws {
    let shell = try await shell()
    let out = Subprocess.temporaryFolder() + "/out"
    shell.send("bash -c 'timeout 20 \(Self.presently) input --password --prompt Token > \(out); echo inner=$?'\r")
    try await shell.waitForPrompt("Token:")
    shell.send("hunter2\r")
    try await shell.waitFor("inner=0", timeout: .seconds(10))
    #expect(!shell.screen.text.contains("hunter2"), "the password is not echoed")
    try await check(shell, status: 0)
    shell.send("cat \(out); history | grep -c 'hunter[2]'\r")
    try await shell.waitFor("hunter2\r\n0\r\n")
  }

  @Test("timeout in a script that runs out: 124, and what was typed reaches neither the screen nor the shell")
  func timeoutInScriptExpires() async throws {
    let shell = try await shell()
    // 3 s, not 1: on a busy machine the prompt can take most of a second to come, and keys
    // typed after the timeout has ended the program are the shell's, as they would be anyway.
    shell.send("bash -c 'timeout 3 \(Self.presently) input --password --prompt Token; echo inner=$?'\r")
    try await shell.waitForPrompt("Token:")
    shell.send("s3cret")
    try await shell.waitFor("inner=124", timeout: .seconds(10))
    try await shell.waitFor("$ ")
    try await check(shell, status: 0)
    shell.send("history | grep -c 's3cre[t]'\r")
    try await shell.waitUntil("the count of s3cret in the history") {
      $0.screen.text.split(separator: "\n").suffix(3).contains("0")
    }
    #expect(!shell.screen.text.contains("s3cret"))
  }

  @Test(
    "x=$(timeout …) typed at the prompt: the shell keeps the terminal, and the user is told why nothing shows and how to run it"
  )
  func timeoutInSubstitutionAtPrompt() async throws {
    let shell = try await shell()
    shell.send("x=$(timeout 3 \(Self.presently) input --prompt Token); echo \"inner=$? x=[$x]\"\r")
    try await shell.waitFor("(timeout makes one; `timeout --foreground` does not).", timeout: .seconds(10))
    #expect(!shell.screen.text.contains("Token:"), "no prompt is drawn on a terminal the shell holds")
    try await shell.waitFor("inner=124 x=[]", timeout: .seconds(10))
    try await check(shell, status: 0)
  }

  @Test("Ctrl-Z, then bg: it stops again without drawing, and fg takes the line up with what was typed")
  func suspendThenBackgroundThenForeground() async throws {
    let shell = try await shell()
    let out = Subprocess.temporaryFolder() + "/out"
    shell.send("\(Self.presently) input --prompt Name --value Ada > \(out)\r")
    try await shell.waitForPrompt("Name: Ada")
    shell.send("x")
    try await shell.waitFor("Name: Adax")
    shell.send("\u{1A}")
    try await shell.waitFor("Stopped")
    shell.send("bg\r")
    try await shell.waitFor("$ ")
    await shell.settle(for: .milliseconds(300))
    shell.send("jobs\r")
    try await shell.waitFor("Stopped", timeout: .seconds(10))
    shell.send("fg\r")
    try await shell.waitForPrompt("Name: Adax")
    shell.send("y\r")
    try await check(shell, status: 0)
    shell.send("cat \(out)\r")
    try await shell.waitFor("\nAdaxy")
  }

  @Test("Ctrl-Z, then fg: a list drawn again goes below the shell's lines, never over them")
  func listAfterForeground() async throws {
    let shell = try await shell()
    shell.send("\(Self.presently) choose apple banana cherry >/dev/null\r")
    try await shell.waitForPrompt("Choose:")
    shell.send("\u{1A}")
    try await shell.waitFor("Stopped")
    shell.send("fg\r")
    try await shell.waitForPrompt("Choose:")
    shell.send("a")
    try await shell.waitFor("Choose (2 of 3): a")
    let lines = shell.screen.lines
    let stopped = try #require(lines.firstIndex { $0.contains("Stopped") }, "bash's line stays: \(lines)")
    let narrowed = try #require(lines.lastIndex { $0.hasPrefix("  1  apple") })
    #expect(stopped < narrowed, "the narrowed list is below what the shell wrote: \(lines)")
    #expect(lines.contains { $0.hasPrefix("$ fg") }, "\(lines)")
    shell.send("\r")
    try await check(shell, status: 0)
  }

  @Test("started with &, then fg: the spinner turns below the shell's lines, never over them")
  func spinnerAfterForeground() async throws {
    let shell = try await shell()
    shell.send("\(Self.presently) spin --title Turning -- sleep 2 &\r")
    try await shell.waitFor("$ ")
    await shell.settle(for: .milliseconds(300))
    shell.send("fg\r")
    try await shell.waitFor("Turning  ")
    // The shell's prompt once the spin has ended (keys typed before it would be thrown away).
    try await shell.waitUntil("the spin ended", timeout: .seconds(10)) { shell in
      shell.screen.lines.last { !$0.allSatisfy { $0 == " " } } == "$"
    }
    let job = "\(Self.presently) spin --title Turning -- sleep 2"
    #expect(shell.screen.lines.contains { $0.hasPrefix(job) }, "bash's job line stays: \(shell.screen.lines)")
    try await check(shell, status: 0)
  }
}
