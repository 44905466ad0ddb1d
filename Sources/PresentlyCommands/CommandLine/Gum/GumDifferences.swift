/// Where presently, reading gum's command lines, answers differently from gum: gum draws
/// full-screen bubbletea models, presently line-oriented prompts on readline with one key
/// model for every widget. presently-gum(1) lists them, item by item, under "WHERE
/// PRESENTLY DIFFERS"; `GumDifferencesTests` checks what each says.
package enum GumDifferences {
  /// One difference: the part of gum it concerns, and what presently does there.
  package struct Item: Sendable, Equatable {
    /// The command or part: `choose`, `keys`.
    package var part: String
    /// What presently does, in sentences.
    package var text: String
  }

  /// Every difference, in the order the page lists them.
  package static let items: [Item] = [
    Item(
      part: "choose, filter",
      text: """
        The list is drawn as numbered lines, one an item, above a line to type in, not as \
        gum's full-screen list. The highlighted row is marked with > before its number; \
        choose's --cursor and filter's --indicator (or GUM_CHOOSE_CURSOR, \
        GUM_FILTER_INDICATOR), when given, are drawn there instead (gum's defaults, > \
        and •, are not: presently's highlight stays). When several may be chosen, \
        choose draws gum's prefixes before each title: --selected-prefix (✓ ) on a \
        marked row, --cursor-prefix (• ) on the highlighted row unmarked, \
        --unselected-prefix (• ) on the others, in ASCII (x and *) where the terminal is \
        not UTF-8; filter draws its --selected-prefix ( ◉ ) and --unselected-prefix \
        ( ○ ; x and o in ASCII); the native presently choose and filter draw [x] and [ ] unless they are \
        given. Their style flags act as the style flags item says (--cursor.* styles the \
        highlight). gum's header, Choose: by default, is drawn above the list, and the \
        line below it shows the highlighted number.
        """),
    Item(
      part: "choose",
      text: """
        Typing narrows the list at once, as filter does (gum's choose does not filter), \
        and a number highlights that row. Pages follow the terminal's height: --height is \
        taken without effect.
        """),
    Item(
      part: "keys",
      text: """
        Keys follow presently's one key model, the same in every widget, and readline's \
        bindings (~/.inputrc may change them): Up and Down move, Page Up and Page Down page, \
        Enter takes the highlighted row, Space marks it where several may be chosen (gum's \
        Tab and x are text, or readline's; Ctrl-A on an empty line marks every row shown, \
        or unmarks them all, as gum's does, in filter and under --limit too), and there Enter takes the marked rows \
        (in choose, with none marked, it prints an empty line, as gum's does; filter \
        takes the highlighted row, as gum's does), Escape cancels with status 1 and Ctrl-C \
        ends with 130. Letters are text to narrow with, never moves (gum's j and k).
        """),
    Item(
      part: "write",
      text: """
        The text is read a line at a time, each numbered (gum's --prompt, ┃ by default, is \
        not drawn, nor --show-line-numbers, --show-cursor-line, --width or --height): Enter \
        ends a line, Up and Down go to the line above or below to edit it, Ctrl-E opens \
        $EDITOR as gum's does, and Ctrl-D on an empty line ends the text, as gum's Ctrl-D \
        does.
        """),
    Item(
      part: "input",
      text: """
        The line is readline's, with its editing and history, as wide as the terminal; \
        --width, --char-limit and --cursor.mode are taken without effect; --header is \
        drawn in bold above the line, and goes with it once answered.
        """),
    Item(
      part: "confirm",
      text: """
        The answers are shown as a hint after the question ([Y/n], the capital one taken \
        by Enter), not as two buttons: y or n, or the first letter of --affirmative or \
        --negative, answers at once.
        """),
    Item(
      part: "file, pager, table",
      text: """
        They take the whole window, as presently's browser. In file, a name or a number \
        typed and Enter does what gum's Enter on that entry does: a file's path is \
        printed, a folder opened. In table, a name typed highlights its row, and Enter \
        takes it. pager writing to a pipe copies the text there, as less does.
        """),
    Item(part: "style flags", text: styleFlagsText),
  ]

  /// What the "style flags" item says, from the table of the groups that act
  /// (``ElementStyleFlags/acting``), so that the page and the code cannot disagree.
  package static var styleFlagsText: String {
    let groups = ElementStyleFlags.acting.map { command, groups in
      command + ": " + groups.map { "--" + $0.prefix + "* (" + $0.part + ")" }.joined(separator: ", ")
    }
    let flags = ElementStyleFlags.actingFlags.joined(separator: ", ")
    return "On the interactive commands, the style flags of a part act where the line-oriented widget "
      + "draws it, in these groups: " + groups.joined(separator: "; ") + ". Of each, " + flags
      + " act, added over presently's own look; gum's default colours (212, 99 and the others) are not "
      + "applied, so only the flags given, or their GUM_ variables, change it. A colour the terminal "
      + "lacks is drawn as the nearest it has; under NO_COLOR or TERM=dumb, none is. Their layout flags "
      + "(border, padding, margin, width, height, align), and the flags of every other part, are taken "
      + "without effect. All act in style, join, format and log, with lipgloss's rules."
  }
}
