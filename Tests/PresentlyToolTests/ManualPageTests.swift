import PseudoTerminalSupport
import Testing

@testable import PresentlyCommands

/// `presently --generate-manual FOLDER`: presently(1) and a page per command, written
/// from the tables, every row with all its names, rendering without a warning.
@Suite("Manual pages")
struct ManualPageTests {
  @Test("one page for presently, one per command, and gum's, named as the package installs them")
  func pages() {
    let names = ManualPage.all(date: "").map(\.fileName)
    #expect(names == ["presently.1"] + NativeCommandLine.names.map { "presently-\($0).1" } + ["presently-gum.1"])
  }

  @Test("presently-gum(1) names every flag of gum's, under its command, acting or taken without effect")
  func gumPage() throws {
    let page = try #require(ManualPage.all(date: "").first { $0.fileName == "presently-gum.1" })
    for command in GumCommandLine.names where command != "version-check" {
      let section = try #require(page.text.firstRange(of: ".SH \"GUM \(command.uppercased())\""), "\(command)")
      let rest = page.text[section.upperBound...]
      let text = rest[..<(rest.firstRange(of: "\n.SH ")?.lowerBound ?? rest.endIndex)]
      for flag in GumFlag.flags(of: command) {
        let shown = ["--" + flag.name, "--[no-]" + flag.name].map { ManualPage.roff($0, code: true) }
        #expect(shown.contains { text.contains($0) }, "gum \(command) --\(flag.name)")
      }
    }
    #expect(page.text.contains("Taken without effect:"))
  }

  @Test("every name of every row is on its command's page", arguments: NativeCommandLine.names)
  func everyRow(name: String) throws {
    let page = try #require(ManualPage.all(date: "").first { $0.fileName == "presently-\(name).1" })
    let table = try #require(NativeCommandLine.table(named: Array(name.utf8)))
    for option in table.summary.options {
      for spelling in option.spellings where !spelling.hasPrefix("--no-") {
        // A negatable flag's two names are shown as one: --[no-]name.
        let negatable = "--[no-]" + spelling.dropFirst(2)
        #expect(
          page.text.contains(ManualPage.roff(spelling, code: true))
            || page.text.contains(ManualPage.roff(negatable, code: true)), "\(name): \(spelling)")
      }
      if let variable = option.environment { #expect(page.text.contains(variable)) }
    }
    #expect(page.text.contains(".SH \"EXIT STATUS\""))
  }

  @Test("written by the tool, they render without a warning, and whatis reads their NAME")
  func rendered() async throws {
    let folder = Subprocess.temporaryFolder()
    let written = try await Tool.run(
      ["--generate-manual", folder], input: .null, environment: ["SOURCE_DATE_EPOCH": "1735689600"])
    #expect(written.ending == .exited(0), "\(written.errors)")
    for page in ManualPage.all(date: "2025-01-01") {
      let path = folder + "/" + page.fileName
      #expect(Subprocess.readFile(path) == page.text)
      guard Subprocess.readBytes("/usr/bin/man").count > 0 else { continue }
      let shown = try await Subprocess.run(
        "/usr/bin/man", ["--warnings", "-E", "UTF-8", "-l", path], environment: ["MANWIDTH": "80", "LC_ALL": "C.UTF-8"])
      #expect(shown.ending == .exited(0))
      #expect(shown.errors.isEmpty, "\(page.fileName): \(shown.errors)")
      #expect(shown.output.contains("2025-01-01"))
    }
  }

  @Test("SOURCE_DATE_EPOCH's day", arguments: [(0, "1970-01-01"), (20_089, "2025-01-01"), (11_016, "2000-02-29")])
  func day(days: Int, text: String) {
    #expect(ManualPage.day(sinceEpoch: days) == text)
  }
}
