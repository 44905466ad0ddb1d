import Testing

@testable import PresentlyCommands

/// presently-gum(1)'s "WHERE PRESENTLY DIFFERS": every item on the page, and what the
/// items say of flags taken without effect is what the tables say.
@Suite("presently-gum(1): where presently differs")
struct GumDifferencesTests {
  @Test("the page lists every item, in order, after the commands")
  func listed() throws {
    let page = try #require(ManualPage.all(date: "").first { $0.fileName == "presently-gum.1" }).text
    let section = try #require(page.firstRange(of: ".SH \"WHERE PRESENTLY DIFFERS\""))
    var rest = page[section.upperBound...]
    for item in GumDifferences.items {
      let part = try #require(rest.firstRange(of: ".B " + ManualPage.roff(item.part)), "\(item.part)")
      rest = rest[part.upperBound...]
    }
    #expect(page.firstRange(of: ".SH \"GUM WRITE\"")!.lowerBound < section.lowerBound)
  }

  @Test(
    "flags the items call without effect are taken without effect by their command",
    arguments: [
      ("choose", ["--cursor.border", "--selected.padding", "--item.padding"]),
      ("filter", ["--reverse", "--fuzzy-sort", "--unselected-prefix.padding"]),
      ("input", ["--char-limit", "--cursor.mode", "--cursor.foreground"]),
      ("write", ["--prompt"]),
    ])
  func idle(command: String, flags: [String]) throws {
    let summary = try #require(NativeCommandLine.table(named: Array(command.utf8), gum: true)?.summary)
    for flag in flags {
      let option = try #require(summary.options.first { $0.spellings.contains(flag) }, "\(command) \(flag)")
      #expect(option.help == GumFlag.withoutEffect || option.help.contains("without effect"), "\(command) \(flag)")
    }
  }

  @Test("native commands take the layout flags of the groups that act, without effect, as gum's dialect does")
  func layoutFlags() throws {
    for (command, groups) in ElementStyleFlags.acting {
      for gum in [false, true] {
        let summary = try #require(NativeCommandLine.table(named: Array(command.utf8), gum: gum)?.summary)
        for group in groups {
          for name in ["border", "padding", "margin", "width", "height", "align", "border-foreground"] {
            let flag = "--" + group.prefix + name
            let option = try #require(summary.options.first { $0.spellings.contains(flag) }, "\(command) \(flag)")
            #expect(option.help == GumFlag.withoutEffect, "\(command) \(flag)")
          }
        }
      }
    }
  }

  @Test("filter's indicator and prefixes act, and are read from gum's variables")
  func filterPrefixes() throws {
    let summary = try #require(NativeCommandLine.table(named: Array("filter".utf8), gum: true)?.summary)
    for flag in ["indicator", "selected-prefix", "unselected-prefix"] {
      let option = try #require(summary.options.first { $0.spellings.contains("--" + flag) }, "\(flag)")
      #expect(option.help != GumFlag.withoutEffect, "\(flag)")
      #expect(option.environment == "GUM_FILTER_" + String(flag.uppercased().map { $0 == "-" ? "_" : $0 }))
    }
  }

  @Test("choose's cursor and prefixes act, and are read from gum's variables")
  func acting() throws {
    let summary = try #require(NativeCommandLine.table(named: Array("choose".utf8), gum: true)?.summary)
    for flag in ["cursor", "cursor-prefix", "selected-prefix", "unselected-prefix"] {
      let option = try #require(summary.options.first { $0.spellings.contains("--" + flag) }, "\(flag)")
      #expect(option.help != GumFlag.withoutEffect, "\(flag)")
      #expect(option.environment == "GUM_CHOOSE_" + String(flag.uppercased().map { $0 == "-" ? "_" : $0 }))
    }
    let text = try #require(GumDifferences.items.first { $0.part == "choose, filter" }).text
    #expect(text.contains("--selected-prefix (✓ ) on a marked row") && text.contains("draw [x] and [ ] unless"))
  }

  @Test("the style flags item names the groups that act, and the tables act on those and no others")
  func styleFlags() throws {
    let text = GumDifferences.items.first { $0.part == "style flags" }?.text ?? ""
    for command in GumCommandLine.names {
      let acting = ElementStyleFlags.groups(of: command).map(\.prefix)
      guard let summary = NativeCommandLine.table(named: Array(command.utf8), gum: true)?.summary else { continue }
      for flag in GumFlag.flags(of: command) {
        guard let dot = flag.name.firstIndex(of: "."), !["style", "log"].contains(command) else { continue }
        let prefix = String(flag.name[...dot])
        let name = String(flag.name[flag.name.index(after: dot)...])
        let acts = acting.contains(prefix) && ElementStyleFlags.actingFlags.contains(name)
        let option = try #require(summary.options.first { $0.spellings.contains("--" + flag.name) }, "\(flag.name)")
        #expect((option.help != GumFlag.withoutEffect) == acts, "\(command) --\(flag.name)")
      }
      for prefix in acting {
        #expect(text.contains(command + ": ") && text.contains("--" + prefix + "* ("), "\(prefix)")
      }
    }
  }
}
