import PseudoTerminalSupport
import Testing

@testable import PresentlyCommands

/// Every flag gum v2.0.0 declares is taken by gum's dialect: the list is derived here from
/// gum's own `*/options.go` (a local mirror of charmbracelet/gum), and each flag is read
/// through `GumCommandLine` as a script would give it.
@Suite("gum's flags, from gum's sources", .timeLimit(.minutes(2)))
struct GumFlagTests {
  static let mirror = "/work/.mirror/charmbracelet+gum/repo"
  static let commands = GumCommandLine.names.filter { $0 != "version-check" }

  /// A file of gum's at v2.0.0, or nil without the mirror.
  static func source(_ path: String) async throws -> String? {
    let shown = try await Subprocess.run("/usr/bin/git", ["--git-dir=" + mirror, "show", "v2.0.0:" + path])
    return shown.ending == .exited(0) ? shown.output : nil
  }

  /// `SelectIfOne` → `select-if-one`, `StripANSI` → `strip-ansi`, as kong names a field.
  static func kebab(_ field: String) -> String {
    let letters = Array(field)
    var name = ""
    for (index, letter) in letters.enumerated() {
      let previous = index > 0 ? letters[index - 1] : nil
      let next = index + 1 < letters.count ? letters[index + 1] : nil
      let startsWord =
        letter.isUppercase && previous != nil
        && (previous!.isLowercase || previous!.isNumber || (next?.isLowercase ?? false))
      if startsWord { name += "-" }
      name += letter.lowercased()
    }
    return name
  }

  /// The value of the struct tag `key:"…"` in `tags`, if present.
  static func tag(_ key: String, in tags: Substring) -> String? {
    guard let start = (" " + tags).firstRange(of: " " + key + ":\"") else { return nil }
    let tags = " " + tags
    let rest = tags[start.upperBound...]
    return String(rest.prefix { $0 != "\"" })
  }

  /// The flags `options.go` declares for its `Options` struct: plain fields as themselves,
  /// `style.Styles` embedded under a prefix as fifteen flags each.
  static func declared(in source: String, styles: [GumFlag]) -> [GumFlag] {
    guard let start = source.firstRange(of: "type Options struct {") else { return [] }
    let rest = source[start.upperBound...]
    let body = rest[..<(rest.firstRange(of: "\n}")?.lowerBound ?? rest.endIndex)]
    var flags: [GumFlag] = []
    for line in body.split(separator: "\n") {
      let parts = line.split(separator: "`", maxSplits: 2)
      guard parts.count >= 2 else { continue }
      let words = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard words.count >= 2 else { continue }
      let (field, type, tags) = (String(words[0]), String(words[1]), parts[1])
      if tag("arg", in: tags) != nil { continue }
      if tag("embed", in: tags) != nil {
        let (prefix, variables) = (tag("prefix", in: tags) ?? "", tag("envprefix", in: tags))
        flags += styles.map { style in
          GumFlag(
            prefix + style.name, style.isSwitch ? "s" : "v", env: variables.map { $0 + (style.environment ?? "") })
        }
        continue
      }
      // kong puts a field's prefix before its name, embedded or not (`cursor.mode`).
      let name = (tag("prefix", in: tags) ?? "") + (tag("name", in: tags) ?? kebab(field))
      let form: Character = type == "bool" ? (tag("negatable", in: tags) != nil ? "n" : "s") : "v"
      flags.append(GumFlag(name, form, short: tag("short", in: tags)?.first, env: tag("env", in: tags)))
    }
    return flags
  }

  /// gum's style flags, from `style.Styles` in style/options.go.
  static func styleFlags() async throws -> [GumFlag]? {
    guard let source = try await source("style/options.go"),
      let start = source.firstRange(of: "type Styles struct {")
    else { return nil }
    let renamed = "type Options struct {" + source[start.upperBound...]
    return declared(in: renamed, styles: [])
  }

  @Test("the list presently holds is the list gum's sources declare, command by command", arguments: commands)
  func agreesWithGum(command: String) async throws {
    guard let styles = try await Self.styleFlags(), let source = try await Self.source(command + "/options.go") else {
      print("No mirror of charmbracelet/gum at \(Self.mirror): the flags are not compared")
      return
    }
    let described = { (flags: [GumFlag]) in
      flags.map {
        "\($0.name)\($0.short.map { "/-\($0)" } ?? "")\($0.isSwitch ? ($0.isNegatable ? "±" : "!") : "")"
          + ($0.environment.map { " $" + $0 } ?? "")
      }
    }
    #expect(described(styles).map { String($0.split(separator: " ")[0]) } == described(GumFlag.styleFlags))
    // The same flags; the order is not compared (gum interleaves its style prefixes).
    let held = described(GumFlag.flags(of: command)).sorted()
    let declared = described(Self.declared(in: source, styles: styles)).sorted()
    #expect(
      held == declared,
      "held only: \(held.filter { !declared.contains($0) }); gum only: \(declared.filter { !held.contains($0) })")
  }

  @Test("each of gum's flags is taken, as a script gives it", arguments: commands)
  func everyFlagIsTaken(command: String) throws {
    var refused: [String] = []
    for flag in GumFlag.flags(of: command) {
      var spellings = ["--" + flag.name]
      if let short = flag.short { spellings.append("-" + String(short)) }
      if flag.isNegatable { spellings.append("--no-" + flag.name) }
      for spelling in spellings {
        let value = Self.sample(flag, command: command)
        let words = [command, spelling] + (flag.isSwitch ? [] : [value]) + Self.operands(command)
        if case .refused(let message) = GumCommandLine.read(words.map { Array($0.utf8) }) {
          refused.append(message)
        }
      }
    }
    #expect(refused.isEmpty, "\(refused.count) refused: \(refused.prefix(8))")
  }

  @Test("a switch takes true or false inline, as gum's reader does; anything else is refused")
  func inlineSwitches() {
    let read = { (words: [String]) in GumCommandLine.read(words.map { Array($0.utf8) }) }
    for words in [
      ["style", "--bold=true", "x"], ["style", "--bold=false", "x"], ["choose", "--show-help=false", "a"],
    ] {
      if case .refused(let message) = read(words) { Issue.record("\(words): \(message)") }
    }
    guard case .refused(let message) = read(["style", "--bold=maybe", "x"]) else {
      Issue.record("--bold=maybe was taken")
      return
    }
    #expect(message == "gum style: --bold takes no value, or true or false")
  }

  /// A value the flag takes, where the native row checks it.
  static func sample(_ flag: GumFlag, command: String) -> String {
    switch flag.name {
    case _ where flag.name.hasSuffix("border"): "rounded"
    case _ where flag.name.hasSuffix("align"): command == "spin" ? "left" : "center"
    case "timeout": "1m30s"
    case "theme": "dark"
    case "file": "/dev/null"
    case "level", "min-level": "info"
    case "formatter": "json"
    case "type": "markdown"
    case "cursor.mode": "blink"
    case "time": "kitchen"
    case "spinner": "line"
    case _
    where ["limit", "height", "width", "char-limit", "max-lines", "fields-per-record", "return-column"]
      .contains(where: { flag.name.hasSuffix($0) }):
      "2"
    default: "x"
    }
  }

  /// Operands the command needs to be read at all.
  static func operands(_ command: String) -> [String] {
    switch command {
    case "spin": ["--", "true"]
    case "join", "style": ["x"]
    case "log": ["message"]
    default: []
    }
  }
}
