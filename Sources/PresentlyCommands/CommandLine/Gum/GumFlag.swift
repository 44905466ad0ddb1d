/// gum v2.0.0's flags, command by command, as its `*/options.go` declare them (names as
/// kong spells a field: `SelectIfOne` is `--select-if-one`), with the environment
/// variable each is read from, and the prefixes under which a command embeds the fifteen
/// style flags (`--cursor.foreground`, from `GUM_CHOOSE_CURSOR_FOREGROUND`). A flag the
/// native command has no row for is accepted without effect (``CommandTable/withGumFlags()``),
/// so that a gum script runs; `GumFlagTests` derives the same list from gum's sources.
package struct GumFlag: Sendable, Equatable {
  /// The long name, without `--`: `select-if-one`.
  package var name: String
  /// The one-letter name, if gum gives one.
  package var short: Character?
  /// Whether it is a switch (a Go `bool`), rather than taking a value.
  package var isSwitch: Bool
  /// Whether `--no-NAME` turns it off (kong's `negatable`).
  package var isNegatable: Bool
  /// The environment variable gum reads it from, if any: `GUM_CHOOSE_HEIGHT`.
  package var environment: String?

  /// A flag: `v` takes a value, `s` is a switch, `n` a negatable switch.
  init(_ name: String, _ form: Character, short: Character? = nil, env: String? = nil) {
    (self.name, self.short, environment) = (name, short, env)
    (isSwitch, isNegatable) = (form != "v", form == "n")
  }
}

extension GumFlag {
  /// The help of a gum flag a command takes without effect.
  package static let withoutEffect = "gum's; accepted, without effect here."

  /// The style flags every prefix stands for, as `style.Styles` declares them.
  package static let styleFlags: [GumFlag] = [
    GumFlag("foreground", "v"),
    GumFlag("background", "v"),
    GumFlag("border", "v"),
    GumFlag("border-background", "v"),
    GumFlag("border-foreground", "v"),
    GumFlag("align", "v"),
    GumFlag("height", "v"),
    GumFlag("width", "v"),
    GumFlag("margin", "v"),
    GumFlag("padding", "v"),
    GumFlag("bold", "s"),
    GumFlag("faint", "s"),
    GumFlag("italic", "s"),
    GumFlag("strikethrough", "s"),
    GumFlag("underline", "s"),
  ]

  /// The flags of gum's command `command`, style flags expanded under their prefixes
  /// (their variables under the prefix's); none for a command gum does not have.
  package static func flags(of command: String) -> [GumFlag] {
    let (own, prefixes) = declared(command)
    return own
      + prefixes.flatMap { prefix, variables in
        styleFlags.map { flag in
          let variable = variables.map { $0 + String(flag.name.uppercased().map { $0 == "-" ? "_" : $0 }) }
          return GumFlag(prefix + flag.name, flag.isSwitch ? "s" : "v", env: variable)
        }
      }
  }

  /// The flags `command` declares itself, and the prefixes of its style flags with the
  /// prefixes of their variables.
  static func declared(_ command: String) -> (flags: [GumFlag], styles: [(prefix: String, variables: String?)]) {
    let (own, prefixes): ([GumFlag], String) =
      switch command {
      case "choose": (choose, "cursor. header. item. selected.")
      case "confirm": (confirm, "prompt. selected. unselected.")
      case "file": (file, "cursor. symlink. directory. file. permissions. selected. file-size. header.")
      case "filter":
        (
          filter,
          "indicator. selected-indicator. unselected-prefix. header. text. cursor-text. match. prompt. placeholder."
        )
      case "format": (format, "")
      case "input": (input, "prompt. placeholder. cursor. header.")
      case "join": (join, "")
      case "log": (log, "level. time. prefix. message. key. value. separator.")
      case "pager": (pager, "- line-number. match. match-highlight. help.")
      case "spin": (spin, "spinner. title.")
      case "style": (style, "-")
      case "table": (table, "border. cell. header. selected.")
      case "write":
        (
          write,
          "base. cursor-line-number. cursor-line. cursor. end-of-buffer. line-number. header. placeholder. prompt."
        )
      default: ([], "")
      }
    let styles = prefixes.split(separator: " ").map { word in
      let prefix = word == "-" ? "" : String(word)
      return (prefix, variables(command: command, prefix: prefix))
    }
    return (own, styles)
  }

  /// The prefix of the variables of the style flags under `prefix`: `GUM_CHOOSE_CURSOR_`
  /// for `cursor.`; none for `gum style`'s own.
  private static func variables(command: String, prefix: String) -> String? {
    if command == "style" { return nil }
    let renamed = ["selected-indicator.": "selected-prefix.", "match-highlight.": "match-high."][prefix] ?? prefix
    let part = String(renamed.dropLast().uppercased().map { $0 == "-" ? "_" : $0 })
    return "GUM_" + command.uppercased() + "_" + (part.isEmpty ? "" : part + "_")
  }
}

extension GumFlag {
  /// `gum choose`'s own flags.
  static var choose: [GumFlag] {
    [
      GumFlag("limit", "v"),
      GumFlag("no-limit", "s"),
      GumFlag("ordered", "s", env: "GUM_CHOOSE_ORDERED"),
      GumFlag("height", "v", env: "GUM_CHOOSE_HEIGHT"),
      GumFlag("cursor", "v", env: "GUM_CHOOSE_CURSOR"),
      GumFlag("show-help", "n", env: "GUM_CHOOSE_SHOW_HELP"),
      GumFlag("timeout", "v", env: "GUM_CHOOSE_TIMEOUT"),
      GumFlag("header", "v", env: "GUM_CHOOSE_HEADER"),
      GumFlag("cursor-prefix", "v", env: "GUM_CHOOSE_CURSOR_PREFIX"),
      GumFlag("selected-prefix", "v", env: "GUM_CHOOSE_SELECTED_PREFIX"),
      GumFlag("unselected-prefix", "v", env: "GUM_CHOOSE_UNSELECTED_PREFIX"),
      GumFlag("selected", "v", env: "GUM_CHOOSE_SELECTED"),
      GumFlag("select-if-one", "s"),
      GumFlag("input-delimiter", "v", env: "GUM_CHOOSE_INPUT_DELIMITER"),
      GumFlag("output-delimiter", "v", env: "GUM_CHOOSE_OUTPUT_DELIMITER"),
      GumFlag("label-delimiter", "v", env: "GUM_CHOOSE_LABEL_DELIMITER"),
      GumFlag("strip-ansi", "n", env: "GUM_CHOOSE_STRIP_ANSI"),
      GumFlag("padding", "v", env: "GUM_CHOOSE_PADDING"),
    ]
  }

  /// `gum confirm`'s own flags.
  static var confirm: [GumFlag] {
    [
      GumFlag("default", "s"),
      GumFlag("show-output", "s"),
      GumFlag("affirmative", "v"),
      GumFlag("negative", "v"),
      GumFlag("show-help", "n", env: "GUM_CONFIRM_SHOW_HELP"),
      GumFlag("timeout", "v", env: "GUM_CONFIRM_TIMEOUT"),
      GumFlag("padding", "v", env: "GUM_CONFIRM_PADDING"),
    ]
  }

  /// `gum file`'s own flags.
  static var file: [GumFlag] {
    [
      GumFlag("cursor", "v", short: "c", env: "GUM_FILE_CURSOR"),
      GumFlag("all", "s", short: "a", env: "GUM_FILE_ALL"),
      GumFlag("permissions", "n", short: "p", env: "GUM_FILE_PERMISSION"),
      GumFlag("size", "n", short: "s", env: "GUM_FILE_SIZE"),
      GumFlag("file", "s", env: "GUM_FILE_FILE"),
      GumFlag("directory", "s", env: "GUM_FILE_DIRECTORY"),
      GumFlag("show-help", "n", env: "GUM_FILE_SHOW_HELP"),
      GumFlag("timeout", "v", env: "GUM_FILE_TIMEOUT"),
      GumFlag("header", "v", env: "GUM_FILE_HEADER"),
      GumFlag("height", "v", env: "GUM_FILE_HEIGHT"),
      GumFlag("padding", "v", env: "GUM_FILE_PADDING"),
    ]
  }

  /// `gum filter`'s own flags.
  static var filter: [GumFlag] {
    [
      GumFlag("indicator", "v", env: "GUM_FILTER_INDICATOR"),
      GumFlag("limit", "v"),
      GumFlag("no-limit", "s"),
      GumFlag("select-if-one", "s"),
      GumFlag("selected", "v", env: "GUM_FILTER_SELECTED"),
      GumFlag("show-help", "n", env: "GUM_FILTER_SHOW_HELP"),
      GumFlag("strict", "n"),
      GumFlag("selected-prefix", "v", env: "GUM_FILTER_SELECTED_PREFIX"),
      GumFlag("unselected-prefix", "v", env: "GUM_FILTER_UNSELECTED_PREFIX"),
      GumFlag("header", "v", env: "GUM_FILTER_HEADER"),
      GumFlag("placeholder", "v", env: "GUM_FILTER_PLACEHOLDER"),
      GumFlag("prompt", "v", env: "GUM_FILTER_PROMPT"),
      GumFlag("width", "v", env: "GUM_FILTER_WIDTH"),
      GumFlag("height", "v", env: "GUM_FILTER_HEIGHT"),
      GumFlag("value", "v", env: "GUM_FILTER_VALUE"),
      GumFlag("reverse", "s", env: "GUM_FILTER_REVERSE"),
      GumFlag("fuzzy", "n", env: "GUM_FILTER_FUZZY"),
      GumFlag("fuzzy-sort", "n", env: "GUM_FILTER_FUZZY_SORT"),
      GumFlag("timeout", "v", env: "GUM_FILTER_TIMEOUT"),
      GumFlag("input-delimiter", "v", env: "GUM_FILTER_INPUT_DELIMITER"),
      GumFlag("output-delimiter", "v", env: "GUM_FILTER_OUTPUT_DELIMITER"),
      GumFlag("strip-ansi", "n", env: "GUM_FILTER_STRIP_ANSI"),
      GumFlag("padding", "v", env: "GUM_FILTER_PADDING"),
      GumFlag("sort", "n", env: "GUM_FILTER_FUZZY_SORT"),
    ]
  }

  /// `gum format`'s own flags.
  static var format: [GumFlag] {
    [
      GumFlag("theme", "v", env: "GUM_FORMAT_THEME"),
      GumFlag("language", "v", short: "l", env: "GUM_FORMAT_LANGUAGE"),
      GumFlag("strip-ansi", "n", env: "GUM_FORMAT_STRIP_ANSI"),
      GumFlag("type", "v", short: "t", env: "GUM_FORMAT_TYPE"),
    ]
  }

  /// `gum input`'s own flags.
  static var input: [GumFlag] {
    [
      GumFlag("placeholder", "v", env: "GUM_INPUT_PLACEHOLDER"),
      GumFlag("prompt", "v", env: "GUM_INPUT_PROMPT"),
      GumFlag("cursor.mode", "v", env: "GUM_INPUT_CURSOR_MODE"),
      GumFlag("value", "v"),
      GumFlag("char-limit", "v"),
      GumFlag("width", "v", env: "GUM_INPUT_WIDTH"),
      GumFlag("password", "s"),
      GumFlag("show-help", "n", env: "GUM_INPUT_SHOW_HELP"),
      GumFlag("header", "v", env: "GUM_INPUT_HEADER"),
      GumFlag("timeout", "v", env: "GUM_INPUT_TIMEOUT"),
      GumFlag("strip-ansi", "n", env: "GUM_INPUT_STRIP_ANSI"),
      GumFlag("padding", "v", env: "GUM_INPUT_PADDING"),
    ]
  }

  /// `gum join`'s own flags.
  static var join: [GumFlag] {
    [
      GumFlag("align", "v"),
      GumFlag("horizontal", "s"),
      GumFlag("vertical", "s"),
    ]
  }

  /// `gum log`'s own flags.
  static var log: [GumFlag] {
    [
      GumFlag("file", "v", short: "o"),
      GumFlag("format", "s", short: "f"),
      GumFlag("formatter", "v"),
      GumFlag("level", "v", short: "l"),
      GumFlag("prefix", "v"),
      GumFlag("structured", "s", short: "s"),
      GumFlag("time", "v", short: "t"),
      GumFlag("min-level", "v", env: "GUM_LOG_LEVEL"),
    ]
  }

  /// `gum pager`'s own flags.
  static var pager: [GumFlag] {
    [
      GumFlag("show-line-numbers", "s"),
      GumFlag("soft-wrap", "n"),
      GumFlag("timeout", "v", env: "GUM_PAGER_TIMEOUT"),
    ]
  }

  /// `gum spin`'s own flags.
  static var spin: [GumFlag] {
    [
      GumFlag("show-output", "s", env: "GUM_SPIN_SHOW_OUTPUT"),
      GumFlag("show-error", "s", env: "GUM_SPIN_SHOW_ERROR"),
      GumFlag("show-stdout", "s", env: "GUM_SPIN_SHOW_STDOUT"),
      GumFlag("show-stderr", "s", env: "GUM_SPIN_SHOW_STDERR"),
      GumFlag("spinner", "v", short: "s", env: "GUM_SPIN_SPINNER"),
      GumFlag("title", "v", env: "GUM_SPIN_TITLE"),
      GumFlag("align", "v", short: "a", env: "GUM_SPIN_ALIGN"),
      GumFlag("timeout", "v", env: "GUM_SPIN_TIMEOUT"),
      GumFlag("padding", "v", env: "GUM_SPIN_PADDING"),
    ]
  }

  /// `gum style`'s own flags.
  static var style: [GumFlag] {
    [
      GumFlag("trim", "s"),
      GumFlag("strip-ansi", "n", env: "GUM_STYLE_STRIP_ANSI"),
    ]
  }

  /// `gum table`'s own flags.
  static var table: [GumFlag] {
    [
      GumFlag("separator", "v", short: "s"),
      GumFlag("columns", "v", short: "c"),
      GumFlag("widths", "v", short: "w"),
      GumFlag("height", "v"),
      GumFlag("print", "s", short: "p"),
      GumFlag("file", "v", short: "f"),
      GumFlag("border", "v", short: "b"),
      GumFlag("show-help", "n", env: "GUM_TABLE_SHOW_HELP"),
      GumFlag("hide-count", "n", env: "GUM_TABLE_HIDE_COUNT"),
      GumFlag("lazy-quotes", "s", env: "GUM_TABLE_LAZY_QUOTES"),
      GumFlag("fields-per-record", "v", env: "GUM_TABLE_FIELDS_PER_RECORD"),
      GumFlag("return-column", "v", short: "r"),
      GumFlag("timeout", "v", env: "GUM_TABLE_TIMEOUT"),
      GumFlag("padding", "v", env: "GUM_TABLE_PADDING"),
    ]
  }

  /// `gum write`'s own flags.
  static var write: [GumFlag] {
    [
      GumFlag("width", "v", env: "GUM_WRITE_WIDTH"),
      GumFlag("height", "v", env: "GUM_WRITE_HEIGHT"),
      GumFlag("header", "v", env: "GUM_WRITE_HEADER"),
      GumFlag("placeholder", "v", env: "GUM_WRITE_PLACEHOLDER"),
      GumFlag("prompt", "v", env: "GUM_WRITE_PROMPT"),
      GumFlag("show-cursor-line", "s", env: "GUM_WRITE_SHOW_CURSOR_LINE"),
      GumFlag("show-line-numbers", "s", env: "GUM_WRITE_SHOW_LINE_NUMBERS"),
      GumFlag("value", "v", env: "GUM_WRITE_VALUE"),
      GumFlag("char-limit", "v"),
      GumFlag("max-lines", "v"),
      GumFlag("show-help", "n", env: "GUM_WRITE_SHOW_HELP"),
      GumFlag("cursor.mode", "v", env: "GUM_WRITE_CURSOR_MODE"),
      GumFlag("timeout", "v", env: "GUM_WRITE_TIMEOUT"),
      GumFlag("strip-ansi", "n", env: "GUM_WRITE_STRIP_ANSI"),
      GumFlag("padding", "v", env: "GUM_WRITE_PADDING"),
    ]
  }
}
