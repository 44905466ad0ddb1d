import Glibc
import PseudoTerminalSupport
import Testing

/// gum v2.0.0's example scripts besides `commit.sh`, run unchanged by their shebang's
/// shell through the link `gum`, answered with keys, and checked against what gum's
/// source says they print and do.
extension GumExampleTests {
  /// Runs gum's `examples/NAME` in a new folder (the script's working folder, or the
  /// repository `prepare` makes there), plays `keys`, and returns the session ended;
  /// nil without the mirror.
  static func run(
    _ name: String, shell: String, keys: [GumKeys], prepare: String = "", extraBin: [String: String] = [:]
  ) async throws -> (session: PseudoTerminal, folder: String)? {
    guard let folder = try await GumMirror.folder(with: ["examples/" + name]) else {
      GumMirror.skip(name)
      return nil
    }
    for (program, text) in extraBin {
      Subprocess.writeFile(text, to: folder + "/bin/" + program)
      chmod(folder + "/bin/" + program, 0o755)
    }
    let work = folder + "/work"
    mkdir(work, 0o755)
    let environment = GumMirror.environment(folder)
    if !prepare.isEmpty {
      let made = try await Subprocess.run(
        "/bin/sh", ["-c", "cd \"$0\" && " + prepare, work], input: .null, environment: environment)
      #expect(made.ending == .exited(0), "\(made.errors)")
    }
    let session = try PseudoTerminal(
      program: "/bin/sh",
      arguments: [
        "-c", #"cd "$1" && "$2" "$0"; echo "script ended with $?" >&2"#, folder + "/examples/" + name, work, shell,
      ],
      environment: environment, columns: 100, rows: 30, standardOutput: .pipe())
    try await GumKeys.play(keys, on: session)
    try await session.waitFor("script ended with ")
    _ = try await session.finish()
    return (session, folder)
  }

  @Test("posix.sh: Down twice and Enter choose Zsh, printed after the question")
  func posix() async throws {
    let keys = [GumKeys("Elvish", GumKeys.down + GumKeys.down + "\r")]
    guard let (session, _) = try await Self.run("posix.sh", shell: "/bin/sh", keys: keys) else { return }
    #expect(session.standardOutput == "What's your favorite shell?\nZsh\n")
    #expect(session.text.contains("script ended with 0"))
  }

  @Test("filter-key-value.sh: typing Cat and Enter filter to Cat, and the script says its sound")
  func filterKeyValue() async throws {
    let keys = [GumKeys("Dog", "Cat\r")]
    guard let (session, _) = try await Self.run("filter-key-value.sh", shell: "/bin/bash", keys: keys) else { return }
    #expect(session.standardOutput == "The Cat goes Meow\n")
  }

  @Test("kaomoji.sh: mods's numbered lines are choose's items; the second's kaomoji is printed")
  func kaomoji() async throws {
    // A stand-in for charmbracelet/mods, the language model the script asks.
    let mods = "#!/bin/sh\nprintf '1. (^_^)\\n2. (>_<)\\n3. (o_O)\\n'\n"
    let keys = [GumKeys("3. (o_O)", GumKeys.down + "\r")]
    guard
      let (session, _) = try await Self.run("kaomoji.sh", shell: "/bin/bash", keys: keys, extraBin: ["mods": mods])
    else { return }
    #expect(session.standardOutput == "Here you go: (>_<)\n")
    #expect(session.text.contains("script ended with 0"))
  }

  @Test("git-stage.sh: Add, then two of the changed files marked with Space: git stages those two")
  func gitStage() async throws {
    let prepare = """
      git init -q -b main && echo 1 > a.txt && echo 1 > b.txt && git add . && git commit -qm one \
      && echo 2 > a.txt && echo 2 > b.txt && echo 1 > c.txt
      """
    let keys = [
      GumKeys("Reset", "\r"),
      GumKeys("c.txt", " " + GumKeys.down + GumKeys.down + " "), GumKeys("✓ c.txt", "\r"),
    ]
    guard let (session, folder) = try await Self.run("git-stage.sh", shell: "/bin/bash", keys: keys, prepare: prepare)
    else { return }
    #expect(session.text.contains("script ended with 0"))
    let staged = try await Subprocess.run("/usr/bin/git", ["-C", folder + "/work", "diff", "--cached", "--name-only"])
    #expect(staged.output == "a.txt\nc.txt\n")
  }

  @Test("git-branch-manager.sh: two branches marked, delete: git deletes those two")
  func gitBranchManager() async throws {
    let prepare = """
      git init -q -b main && echo 1 > a && git add a && git commit -qm one \
      && git branch feature-a && git branch feature-b && git branch old-c
      """
    let keys = [
      GumKeys("old-c", " " + GumKeys.down + GumKeys.down + GumKeys.down + " "), GumKeys("✓ old-c", "\r"),
      GumKeys("update", GumKeys.down + "\r"),
    ]
    guard
      let (session, folder) = try await Self.run(
        "git-branch-manager.sh", shell: "/bin/sh", keys: keys, prepare: prepare)
    else { return }
    #expect(session.text.contains("script ended with 0"))
    #expect(session.standardOutput.contains("Git Branch Manager"))
    #expect(session.standardOutput.contains("Choose a command:"))
    let left = try await Subprocess.run(
      "/usr/bin/git", ["-C", folder + "/work", "branch", "--format=%(refname:short)"])
    #expect(left.output == "feature-b\nmain\n")
  }

  @Test("demo.sh: a name, a secret, Read, a flavour, Yes: the script's greetings and boxes")
  func demo() async throws {
    let keys = [
      GumKeys("What is your name?", "Ada\r"),
      GumKeys("I'll keep it to myself", "a secret\r" + GumKeys.endOfText),
      GumKeys("Discard", " \r"),
      GumKeys("Favorite flavor?", "Lime\r"),
      GumKeys("It's complicated", "\r"),
    ]
    guard let (session, _) = try await Self.run("demo.sh", shell: "/bin/bash", keys: keys) else { return }
    #expect(session.text.contains("script ended with 0"))
    let output = session.standardOutput
    for expected in [
      "Hello, there! Welcome to Gum.", "Well, it is nice to meet you, Ada.", "One moment, please.",
      "I'll keep that in mind!", "I thought so, Bubble Gum is the best.",
      "║   Nice meeting   ║║   Go chew     ║", "║   you, Ada.      ║║   some Lime   ║",
    ] {
      #expect(output.contains(expected), "\(expected) in \(output)")
    }
  }
}
