import PresentlyCore

/// One `gum log` line, as charmbracelet/log writes it with gum's settings: the bytes for
/// standard error (``format(profile:)``), or nothing when `--min-level` filters it out.
///
/// ```swift
/// var line = LogLine(arguments: ["Starting", "port", "80"])
/// line.level = .info
/// line.mode = .structured
/// line.format(profile: .plain)  // "INFO Starting port=80\n"
/// ```
///
/// What a line holds, in this order: the time (`--time`), the level (not for `none`), the
/// prefix followed by `:`, the message (empty messages are left out), and the key-value
/// pairs (`--structured`: the arguments after the first; a key left without a value gets
/// `missing value`). The text formatter separates them with spaces; see
/// ``LogLine/format(profile:)`` for its quoting, and the JSON and logfmt formatters for
/// theirs.
package struct LogLine: Sendable {
  /// `--formatter`.
  package enum Formatter: String, Sendable, CaseIterable {
    /// Text for people, styled.
    case text
    /// One JSON object.
    case json
    /// logfmt's `key=value` pairs.
    case logfmt
  }

  /// How the arguments make the message.
  package enum Mode: Sendable {
    /// The arguments joined with spaces (gum's default).
    case joined
    /// `--structured`: the first argument is the message, the others key-value pairs.
    case structured
    /// `--format`: the first argument is a Go format (``GoPrintf``) for the others.
    case printf
  }

  /// gum's text arguments.
  package var arguments: [String]
  /// `--level`.
  package var level = LogLevel.none
  /// How the arguments make the message.
  package var mode = Mode.joined
  /// `--formatter`.
  package var formatter = Formatter.text
  /// `--prefix`; empty for none.
  package var prefix = ""
  /// The moment, when `--time` is given; nil prints no time.
  package var time: LogTime?
  /// `--time`: one of gum's names (``GoTimeLayout/named(_:)``) or a Go layout.
  package var timeLayout = ""
  /// `--min-level`: lines below it print nothing.
  package var minimumLevel: LogLevel?
  /// The styles of the text formatter's parts.
  package var styles = LogStyles()

  /// A line of `arguments`, at level `none`, joined, in text.
  package init(arguments: [String]) {
    self.arguments = arguments
  }

  /// The line's bytes, ending in a newline, for a terminal of `profile`; nil when the
  /// level is below `minimumLevel` (`none` never is).
  package func format(profile: LayoutColorProfile) -> String? {
    if let minimumLevel, level < minimumLevel { return nil }
    let entries = self.entries
    switch formatter {
    case .text: return profile.apply(to: textLine(entries))
    case .json: return profile.apply(to: LogEncoding.json(entries))
    case .logfmt: return profile.apply(to: LogEncoding.logfmt(entries))
    }
  }

  /// A value of a pair, as charmbracelet/log's formatters tell them apart.
  enum Value: Equatable {
    /// A formatted time.
    case time(String)
    /// A level.
    case level(LogLevel)
    /// Text.
    case text(String)
    /// The error a key without a value gets: `missing value`.
    case missing

    /// The value as `fmt.Sprintf("%+v")` writes it.
    var text: String {
      switch self {
      case .time(let text), .text(let text): text
      case .level(let level): level.rawValue
      case .missing: "missing value"
      }
    }
  }

  /// The pairs charmbracelet/log's `handle` gathers, in order.
  var entries: [(key: String, value: Value)] {
    var entries: [(key: String, value: Value)] = []
    if let time {
      entries.append(("time", .time(GoTimeLayout.format(time, layout: GoTimeLayout.named(timeLayout) ?? timeLayout))))
    }
    if level != .none { entries.append(("level", .level(level))) }
    if !prefix.isEmpty { entries.append(("prefix", .text(prefix))) }
    let first = arguments.first ?? ""
    let rest = Array(arguments.dropFirst())
    let message: String
    var pairs: [String] = []
    switch mode {
    case .joined: message = arguments.joined(separator: " ")
    case .structured: (message, pairs) = (first, rest)
    case .printf: message = GoPrintf.format(first, rest)
    }
    if !message.isEmpty { entries.append(("msg", .text(message))) }
    var index = 0
    while index < pairs.count {
      entries.append((pairs[index], index + 1 < pairs.count ? .text(pairs[index + 1]) : .missing))
      index += 2
    }
    return entries
  }
}

/// The styles of a `gum log` text line's parts, as gum sets them from its flags
/// (`--level.foreground`, `--key.faint`, …): every part inline, the level bold and, without
/// a colour of its own, in charmbracelet/log's colour for it; the prefix bold and faint;
/// keys and separators faint; the caller faint (charmbracelet/log's own, which gum keeps).
package struct LogStyles: Sendable {
  /// The level's style; its foreground, when none, is the level's default colour.
  package var level = LogStyles.inline { $0.bold = true }
  /// The time's style.
  package var time = LogStyles.inline { _ in }
  /// The prefix's style.
  package var prefix = LogStyles.inline {
    $0.bold = true
    $0.faint = true
  }
  /// The message's style.
  package var message = LogStyles.inline { _ in }
  /// The keys' style.
  package var key = LogStyles.inline { $0.faint = true }
  /// The values' style.
  package var value = LogStyles.inline { _ in }
  /// The style of `=` and of the `│` before the lines of a value on several lines.
  package var separator = LogStyles.inline { $0.faint = true }
  /// The style of a `caller` value.
  package var caller = LogStyles.inline { $0.faint = true }

  /// gum's defaults.
  package init() {}

  /// A style with `change` applied, made inline, as gum makes every part's.
  package static func inline(_ change: (inout LayoutStyle) -> Void) -> LayoutStyle {
    var style = LayoutStyle()
    change(&style)
    style.inline = true
    return style
  }
}
