/// `presently alert`'s command line, as data.
extension AlertCommand {
  /// Every option of `alert`, one row each, and its operands.
  package static let table = CommandTable<AlertCommand>(
    "alert",
    abstract: "Show an alert with fields and actions; print the action and the field values.",
    discussion: """
      Fields are asked in the order given (--field and --secret-field together) and \
      numbered from 1. The actions are offered on one line (--style alert) or as a \
      numbered sheet (--style sheet, which cannot have fields). --enable makes an action \
      unavailable until field FIELD matches REGEX entirely; several --enable for one \
      action must all hold. Prints the chosen action's label, then each field's value on \
      a line of its own. Exit status 0 for a default or destructive action, 1 for a \
      cancel action; on --timeout the default action is taken when it is enabled.
      """,
    examples: [
      #"presently alert --title "Add server" --field URL=https:// --action Add --action Cancel:cancel --enable 'Add:1=https?://.+'"#,
      #"presently alert --title "Delete notes.txt?" --style sheet --action Delete:destructive --action "Move to Trash" --action Cancel:cancel"#,
      #"{ read -r action; read -r user; read -r pass; } < <(presently alert --title "Sign in" --field User --secret-field Password --action "Sign in" --action Cancel:cancel)"#,
    ],
    make: { AlertCommand() },
    options: [
      .text("title", help: "The title.", \.title),
      .text("message", help: "The message under the title.", \.message),
      OptionRow(
        "field", arity: .repeatedValue, kind: .text, value: "label[=initial]",
        help: "A field, with optional initial text."
      ) { $0.fields.append(.init($1.text, isSecret: false)) },
      OptionRow("secret-field", arity: .repeatedValue, kind: .text, value: "label", help: "A field that is not echoed.")
      {
        $0.fields.append(.init($1.text, isSecret: true))
      },
      OptionRow(
        "action", arity: .repeatedValue, kind: .text, value: "label[:default|cancel|destructive]",
        help: "An action; the style is default unless given."
      ) { $0.actions.append($1.text) },
      OptionRow(
        "enable", arity: .repeatedValue, kind: .text, value: "action:field=regex",
        help: "Enable ACTION only while field FIELD matches REGEX."
      ) { command, value throws(CommandLineRefusal) in
        // Swift's regular expressions are linked by presently-cli alone.
        guard let compile = value.compile else { throw .needsFullCommandLine }
        command.enables.append(value.text)
        command.compile = compile
      },
      OptionRow(
        "style", arity: .value, kind: .choice(["alert", "sheet"]), value: "alert|sheet",
        help: "Draw as an inline alert or a numbered sheet."
      ) { $0.isSheet = $1.text == "sheet" },
      .timeoutOrDefault(\.timeout),
    ],
    operands: .none
  )
}
