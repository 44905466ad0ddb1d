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

  @Test("beside it, as a build leaves them")
  func besideIt() async throws {
    let presently = try await Self.install(cliIn: "bin")
    let version = try await Subprocess.run(presently, ["--version"])
    #expect(version.ending == .exited(0))
    #expect(!version.output.isEmpty)
  }

  @Test("without presently-cli: the quick commands work; help says what is missing, with status 70")
  func missing() async throws {
    let presently = try await Self.install(cliIn: nil)
    let answer = try await Subprocess.run(presently, ["confirm", "Go?"], input: .bytes(Array("n\n".utf8)))
    #expect(answer.ending == .exited(1))
    #expect(answer.output == "")
    let chosen = try await Subprocess.run(presently, ["choose", "a", "b"], input: .bytes(Array("2\n".utf8)))
    #expect(chosen.output == "b\n")
    let help = try await Subprocess.run(presently, ["--help"])
    #expect(help.ending == .exited(70))
    #expect(help.output == "")
    #expect(help.errors.contains("presently-cli is missing"))
    #expect(help.errors.split(separator: "\n").count == 1)
  }
}
