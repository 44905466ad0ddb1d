import PresentlyCore

/// gum's style flags of the elements a line-oriented widget draws (`--header.foreground`,
/// `--cursor.bold`, `--match.underline`), as a command holds them, and the one table of
/// which groups act in which command (``acting``): the rows, the man page and its test
/// read it.
///
/// Of each group, the colours and attributes act (``actingFlags``); the layout flags
/// (border, padding, margin, width, height, align) stay without effect in a widget drawn
/// line by line. gum's default colours are not applied: only flags given (or their
/// `GUM_*` variables, under gum's dialect) change presently's look.
package struct ElementStyleFlags: Sendable, Equatable {
  /// `--header.*`: the line above the list.
  package var header = StyleFlags()
  /// `--cursor.*` (filter's `--indicator.*`): the highlighted row's reverse video, or its
  /// marker `>` where styles are not drawn.
  package var cursor = StyleFlags()
  /// `--selected.*` (filter's `--selected-indicator.*`): the marked rows.
  package var selected = StyleFlags()
  /// `--match.*`: the matched characters.
  package var match = StyleFlags()
  /// `--prompt.*`: the question of the line.
  package var prompt = StyleFlags()
  /// `--spinner.*`: spin's turning frame.
  package var spinner = StyleFlags()
  /// `--title.*`: spin's title.
  package var title = StyleFlags()
  /// `--line-number.*`: the pager's line numbers.
  package var lineNumber = StyleFlags()
  /// `--item.*` (filter's `--text.*`): the titles of the rows not highlighted.
  package var item = StyleFlags()
  /// `--cursor-text.*` (filter's): the highlighted row's title.
  package var cursorText = StyleFlags()
  /// `--placeholder.*`: the dimmed hint of an empty line.
  package var placeholder = StyleFlags()
  /// `--match-highlight.*` (the pager's): the matches on the line a search moved to.
  package var matchHighlight = StyleFlags()
  /// `--unselected-prefix.*` (filter's): the prefix of an unmarked row, when several may
  /// be chosen.
  package var unselectedPrefix = StyleFlags()

  /// Nothing given.
  package init() {}

  /// The styles the widgets add to what they draw.
  package var elementStyles: ElementStyles {
    var styles = ElementStyles()
    (styles.header, styles.cursor, styles.selected) = (header.textStyle, cursor.textStyle, selected.textStyle)
    (styles.match, styles.prompt, styles.lineNumber) = (match.textStyle, prompt.textStyle, lineNumber.textStyle)
    (styles.item, styles.highlightedItem) = (item.textStyle, cursorText.textStyle)
    (styles.placeholder, styles.currentMatch) = (placeholder.textStyle, matchHighlight.textStyle)
    return styles
  }

  /// The groups of style flags that act, command by command, with what each styles there.
  package static let acting: [(command: String, groups: [(prefix: String, part: String)])] = [
    (
      "choose",
      [
        ("header.", "the header"), ("cursor.", "the highlighted row"), ("selected.", "the marked rows"),
        ("prompt.", "the prompt"), ("item.", "the other rows' titles"),
      ]
    ),
    (
      "filter",
      [
        ("header.", "the header"), ("match.", "the matched characters"), ("prompt.", "the prompt"),
        ("indicator.", "the highlighted row"), ("selected-indicator.", "the marked rows"),
        ("text.", "the other rows' titles"), ("cursor-text.", "the highlighted row's title"),
        ("unselected-prefix.", "the unmarked rows' prefixes"), ("placeholder.", "the placeholder"),
      ]
    ),
    ("confirm", [("prompt.", "the question")]),
    ("input", [("prompt.", "the prompt"), ("header.", "the header"), ("placeholder.", "the placeholder")]),
    ("write", [("placeholder.", "the placeholder")]),
    ("table", [("header.", "the columns' names")]),
    ("spin", [("spinner.", "the turning frame"), ("title.", "the title")]),
    (
      "pager",
      [
        ("line-number.", "the line numbers"), ("match.", "the matches of a search"),
        ("match-highlight.", "the matches on the line the search moved to"),
      ]
    ),
  ]

  /// The flags of a group that act: colours and attributes, not layout.
  package static let actingFlags = [
    "foreground", "background", "bold", "faint", "italic", "strikethrough", "underline",
  ]

  /// The groups acting in `command`.
  package static func groups(of command: String) -> [(prefix: String, part: String)] {
    acting.first { $0.command == command }?.groups ?? []
  }
}

extension StyleFlags {
  /// The colours and attributes as a widget draws them: `--faint` dims; a colour gum reads
  /// (``LayoutColor/init(gum:)``) in the terminal's colours; nothing for flags not given.
  package var textStyle: TextStyle {
    var style: TextStyle = []
    if bold { style.insert(.bold) }
    if faint { style.insert(.dim) }
    if italic { style.insert(.italic) }
    if underline { style.insert(.underline) }
    if strikethrough { style.insert(.strikethrough) }
    if let color = LayoutColor(gum: foreground).terminalColor { style.insert(.foreground(color)) }
    if let color = LayoutColor(gum: background).terminalColor { style.insert(.background(color)) }
    return style
  }
}

extension LayoutColor {
  /// The colour as a widget's ``TextStyle`` takes it; nil for none.
  package var terminalColor: TerminalColor? {
    switch self {
    case .none: nil
    case .basic(let index): .ansi(index)
    case .indexed(let index): .palette(index)
    case .rgb(let red, let green, let blue): .rgb(red: red, green: green, blue: blue)
    }
  }
}

extension OptionRow {
  /// The rows of the style flags of the groups that act in `command`
  /// (``ElementStyleFlags/acting``): for each group, its colours and attributes
  /// (`--header.foreground`, `--header.bold`), setting the group's flags in `field`, and
  /// its layout flags (`--header.border`), taken without effect, so that the native
  /// command takes what gum's dialect takes.
  package static func elementStyleRows(
    command: String, _ field: WritableKeyPath<Command, ElementStyleFlags> & Sendable
  ) -> [Self] {
    // The layout flags of a group are one row, named by each of them: a row costs start-up
    // time in every run of the command, and eight rows of nothing cost 40,000 instructions.
    let layout = GumFlag.styleFlags.map(\.name).filter { !ElementStyleFlags.actingFlags.contains($0) }
    return ElementStyleFlags.groups(of: command).flatMap { group in
      let prefix = group.prefix
      let acting = ElementStyleFlags.actingFlags.map { name in
        row(prefix: prefix, name: name, part: group.part) { command, text in
          modifyGroup(&command[keyPath: field], prefix) { set(&$0, name, text) }
        }
      }
      guard let first = layout.first else { return acting }
      let withoutEffect = Self(
        group.prefix + first, aliases: layout.dropFirst().map { group.prefix + $0 }, arity: .value, kind: .text,
        value: "value", help: GumFlag.withoutEffect
      ) { _, _ in }
      return acting + [withoutEffect]
    }
  }

  /// One row: a colour takes a value, an attribute is a switch.
  private static func row(
    prefix: String, name: String, part: String, _ set: @escaping @Sendable (inout Command, String) -> Void
  ) -> Self {
    // Literals and `String + String` only: `hasSuffix`, `uppercased()` and a `Substring`
    // appended made each row cost some 20,000 instructions at start-up (a conformance
    // looked up through the whole program for the generic append), for help seldom read.
    let isColor = name == "foreground" || name == "background"
    let help = flagHelp(name) + ", for " + part + "."
    return Self(
      prefix + name, arity: isColor ? .value : .flag, kind: isColor ? .text : .boolean, value: isColor ? "colour" : "",
      help: help
    ) { command, value in set(&command, isColor ? value.text : (value.boolean ? "on" : "")) }
  }

  /// What a flag of a group does, before the part it styles.
  private static func flagHelp(_ name: String) -> String {
    switch name {
    case "foreground": "The colour (a number of the 256, #rgb, #rrggbb)"
    case "background": "The background colour"
    case "bold": "Bold"
    case "faint": "Faint"
    case "italic": "Italic"
    case "strikethrough": "Strikethrough"
    case "underline": "Underline"
    default: name
    }
  }

  /// Sets flag `name` of a group to `text`: a colour, or an attribute on when `text` is
  /// not empty (`--header.bold=false` leaves it off).
  private static func set(_ flags: inout StyleFlags, _ name: String, _ text: String) {
    let isOn = !text.isEmpty
    switch name {
    case "foreground": flags.foreground = text
    case "background": flags.background = text
    case "bold": flags.bold = isOn
    case "faint": flags.faint = isOn
    case "italic": flags.italic = isOn
    case "strikethrough": flags.strikethrough = isOn
    default: flags.underline = isOn
    }
  }

  /// Changes the group a prefix names. A switch rather than a key path for each group:
  /// every row of a command's table is made at each start, and a key path literal is an
  /// object made at run time, with its class's metadata (about 20,000 instructions each).
  private static func modifyGroup(
    _ styles: inout ElementStyleFlags, _ prefix: String, _ body: (inout StyleFlags) -> Void
  ) {
    switch prefix {
    case "header.": body(&styles.header)
    case "cursor.", "indicator.": body(&styles.cursor)
    case "selected.", "selected-indicator.": body(&styles.selected)
    case "match.": body(&styles.match)
    case "spinner.": body(&styles.spinner)
    case "title.": body(&styles.title)
    case "line-number.": body(&styles.lineNumber)
    case "item.", "text.": body(&styles.item)
    case "cursor-text.": body(&styles.cursorText)
    case "placeholder.": body(&styles.placeholder)
    case "match-highlight.": body(&styles.matchHighlight)
    case "unselected-prefix.": body(&styles.unselectedPrefix)
    default: body(&styles.prompt)
    }
  }
}
