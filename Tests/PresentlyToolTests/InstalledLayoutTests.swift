import PseudoTerminalSupport
import Testing

/// `presently` finds `presently-cli` beside it (a build, or a link to one) or in
/// `../lib/presently/` (as installed); without it, the quick commands still work and
/// everything else says what is missing.
@Suite("Where presently-cli is found", .serialized)
struct InstalledLayoutTests {
  /// A copy of `presently` (and of `presently-cli` when `cli` is the folder for it, from
  /// the new prefix) in a new folder: returns the copy of `presently`.
  static func install(cliIn cli: String?) async throws -> String {
    let prefix = Subprocess.temporaryFolder()
    _ = try await Subprocess.run("/bin/mkdir", ["-p", prefix + "/bin"])
    _ = try await Subprocess.run("/bin/cp", [Products.path("presently"), prefix + "/bin/"])
    if let cli {
      _ = try await Subprocess.run("/bin/mkdir", ["-p", prefix + "/" + cli])
      _ = try await Subprocess.run("/bin/cp", [Products.path("presently-cli"), prefix + "/" + cli + "/"])
    }
    return prefix + "/bin/presently"
  }

  @Test("installed as the package installs it: bin/presently, lib/presently/presently-cli")
  func packageLayout() async throws {
    let presently = try await Self.install(cliIn: "lib/presently")
    let help = try await Subprocess.run(presently, ["confirm", "--help"])
    #expect(help.ending == .exited(0))
    #expect(help.output.contains("USAGE: presently confirm"))
    let answer = try await Subprocess.run(presently, ["confirm", "Go?"], input: .bytes(Array("y\n".utf8)))
    #expect(answer.ending == .exited(0))
  }

  @Test("beside it, as a build leaves them: input --pattern runs it")
  func besideIt() async throws {
    let presently = try await Self.install(cliIn: "bin")
    let matched = try await Subprocess.run(
      presently, ["input", "--pattern", "[0-9]+"], input: .bytes(Array("42\n".utf8)))
    #expect(matched.ending == .exited(0), "\(matched.errors)")
    #expect(matched.output == "42\n")
  }

  @Test(
    "without presently-cli: the commands, help, version and completions work; --pattern says what is missing, with 70")
  func missing() async throws {
    let presently = try await Self.install(cliIn: nil)
    let answer = try await Subprocess.run(presently, ["confirm", "Go?"], input: .bytes(Array("n\n".utf8)))
    #expect(answer.ending == .exited(1))
    #expect(answer.output == "")
    let chosen = try await Subprocess.run(presently, ["choose", "a", "b"], input: .bytes(Array("2\n".utf8)))
    #expect(chosen.output == "b\n")
    for arguments in [["--help"], ["--version"], ["help", "log"], ["--generate-completion-script", "bash"]] {
      let answered = try await Subprocess.run(presently, arguments)
      #expect(answered.ending == .exited(0), "\(arguments)")
      #expect(!answered.output.isEmpty)
    }
    let pattern = try await Subprocess.run(presently, ["input", "--pattern", "x"], input: .bytes(Array("x\n".utf8)))
    #expect(pattern.ending == .exited(70))
    #expect(pattern.output == "")
    #expect(pattern.errors.contains("presently-cli is missing"))
    #expect(pattern.errors.split(separator: "\n").count == 1)
  }
}
