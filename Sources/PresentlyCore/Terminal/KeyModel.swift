/// The one set of keys every widget answers to, written down once: the README's and
/// ARCHITECTURE.md's table is ``markdownTable``, and the `?` help of the screens you read
/// (the pager, the browser) takes its rows from ``screenHelp`` (a test checks all three).
///
/// Widgets are of three kinds, and a key means the same thing in every widget of a kind:
/// lists you pick from (`choose`, `filter`, menus, checklists), screens you read (`pager`,
/// `browse`, `table`, `file`), and lines you type (`input`, `password`, `write`, an
/// alert's fields).
package enum KeyModel {
  /// One key, what it does in each kind of widget, and why it does that.
  package struct Rule: Sendable {
    /// The key as help names it by default: `Esc`, `Ctrl-C`.
    package let key: String
    /// What it does in a list you pick from.
    package let list: String
    /// What it does in a screen you read.
    package let screen: String
    /// What it does in a line you type.
    package let line: String
    /// Why: the program a user of that kind of widget knows it from.
    package let why: String
    /// Whether the `?` help of every screen you read lists the rule, in ``screen``'s
    /// words: the keys that are the same on every screen.
    package var inScreenHelp = false
  }

  /// The rules, in the order the table lists them.
  package static let rules: [Rule] = [
    Rule(
      key: "Letters, digits", list: "narrow the list as you type, best match highlighted",
      screen: "a one-letter command acts at once on an empty line; after other text, a letter is text",
      line: "edit the line", why: "fzf and gum narrow at once; less acts on a letter at once"),
    Rule(
      key: "/", list: "text, like any other",
      screen: "narrows the rows as you type, with the match count (the pager: search)",
      line: "text", why: "less's and vi's search key"),
    Rule(
      key: "Up, Down", list: "move the highlight", screen: "move the highlight (the pager: a line)",
      line: "the history (`write`: the line above or below)", why: "every list and editor"),
    Rule(
      key: "PgUp, PgDn", list: "a page back or on", screen: "a page back or on", line: "readline's, where bound",
      why: "every list and pager"),
    Rule(
      key: "Home, End", list: "first or last row, on an empty line",
      screen: "first or last row (the pager: first or last line)",
      line: "start or end of the line", why: "the line keeps readline's keys while it has text"),
    Rule(
      key: "Enter", list: "takes what is highlighted; a row's number where no item matches it",
      screen: "takes the highlighted row, or opens it where it has more (the pager: the next page)",
      line: "answers (`write`: a new line)",
      why: "whiptail, fzf and gum take the highlight"),
    Rule(
      key: "Space", list: "marks the highlighted row where rows have marks, after typing too; else text",
      screen: "the pager: the next page; elsewhere text", line: "a space", why: "whiptail's Space toggles; less's pages"
    ),
    Rule(
      key: "Tab", list: "completes an item's title; in a box, the next button", screen: "completes a row's title",
      line: "completes; in a box, the next button", why: "readline completes; whiptail and dialog move the focus"),
    Rule(
      key: "Esc",
      list: "erases what was typed; on an empty line, cancels (status 1)",
      screen: "one level back: what was typed, a kept filter, a pushed screen, then quits",
      line: "cancels (status 1)",
      why: "one level at a time where typing narrows; an entry's text is its answer, so Esc cancels as in gum",
      inScreenHelp: true),
    Rule(
      key: "Ctrl-C", list: "ends it with status 130; a script's next line runs",
      screen: "ends it with status 130; a script's next line runs",
      line: "ends it with status 130; a script's next line runs",
      why: "fzf and gum read Ctrl-C as a key, so `x=$(…)` carries on", inScreenHelp: true),
    Rule(
      key: "Ctrl-D", list: "on an empty line, the input ended (status 255)",
      screen: "on an empty line, the input ended (status 255)",
      line: "on an empty line, the input ended (status 255); `write`: done",
      why: "the end of input, as in every program that reads lines", inScreenHelp: true),
    Rule(
      key: "Ctrl-A",
      list:
        "on an empty line where several may be chosen, marks every row shown, or unmarks all; else the start of the line",
      screen: "the start of the line", line: "the start of the line",
      why: "readline's; gum's `choose --no-limit` marks all"),
    Rule(
      key: "Ctrl-E", list: "the end of the line", screen: "the end of the line",
      line: "the end of the line (`write`: the text in your `$EDITOR`)",
      why: "readline's; gum's `write` opens the editor"),
    Rule(
      key: "q", list: "text", screen: "quits at once on an empty line", line: "text", why: "less",
      inScreenHelp: true),
    Rule(
      key: "?", list: "text", screen: "this help, at once on an empty line", line: "text", why: "less and vi",
      inScreenHelp: true),
  ]

  /// The rules that every screen's `?` help lists, as (key, what it does) pairs.
  package static var screenHelp: [(key: String, does: String)] {
    rules.filter(\.inScreenHelp).map { ($0.key, $0.screen) }
  }

  /// The rules as a Markdown table, as README.md and ARCHITECTURE.md carry it.
  package static var markdownTable: String {
    var table = """
      | Key | In a list you pick from | In a screen you read | In a line you type | Why |
      |---|---|---|---|---|

      """
    for rule in rules {
      table += "| \(rule.key) | \(rule.list) | \(rule.screen) | \(rule.line) | \(rule.why) |\n"
    }
    return table
  }
}
