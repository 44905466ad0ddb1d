/// `presently confirm`'s command line, as data.
extension ConfirmCommand {
  /// Every option of `confirm`, one row each, and its operands.
  package static let table = CommandTable<ConfirmCommand>(
    "confirm",
    abstract: "Ask a yes-or-no question; exit 0 for yes, 1 for no.",
    discussion: """
      Shows the question and the answers as buttons ([y/N]: the one Enter takes in \
      capitals). y or n answers at once; so does the first letter of a label. Tab, Left \
      and Right move between the answers. The focus starts on --default, and on yes \
      without one. Typed words work too: yes, no, the labels and their prefixes in any \
      case, and the locale's yes and no. Escape cancels (status 1). Without a terminal, \
      an empty answer takes --default only. Nothing is printed on standard output.
      """,
    examples: [
      #"presently confirm "Delete the build folder?" && rm -rf .build"#,
      #"presently confirm --default yes --timeout 10 "Continue the upgrade?""#,
      #"presently confirm --affirmative Overwrite --negative Keep "notes.txt exists.""#,
      #"echo y | presently confirm "Go?"     # no terminal: answers from stdin"#,
    ],
    make: { ConfirmCommand(prompt: "Are you sure?") },
    options: [
      OptionRow(
        "default", arity: .optionalValue(implied: "yes"), kind: .boolean, value: "yes|no",
        help:
          "The answer Enter (and a timeout) takes: yes or no; gum's --default=true|false, and --default alone for yes."
      ) { $0.defaultAnswer = $1.boolean },
      .text("affirmative", value: "label", help: "The label of the yes answer.", \.affirmative),
      .text("negative", value: "label", help: "The label of the no answer.", \.negative),
      .timeoutOrDefault(\.timeout),
    ],
    laterOptions: { OptionRow.elementStyleRows(command: "confirm", \.styles) },
    operands: Operands("prompt", count: 0...1, help: "The question (default: Are you sure?, as gum asks).") {
      if let prompt = $1.first { $0.prompt = String(decoding: prompt, as: UTF8.self) }
    }
  )
}
