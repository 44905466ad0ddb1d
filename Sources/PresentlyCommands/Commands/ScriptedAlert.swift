import Alerts
import PresentlyCore

/// What an alert from the command line produces: the action chosen and the field values.
struct AlertChoice: Sendable {
  var label: String
  var style: AlertActionStyle
  var values: [String]
}

/// A command line that cannot run: what a usage error says.
struct UsageProblem: Error {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}

/// An `Alert` built from `presently alert`'s arguments, validated.
struct ScriptedAlert {
  let alert: Alert<AlertChoice>

  init(_ command: AlertCommand) throws(UsageProblem) {
    let fields = try command.fields.map(Self.field)
    if command.isSheet, !fields.isEmpty { throw UsageProblem("A sheet cannot have fields: use --style alert.") }
    guard !command.actions.isEmpty else { throw UsageProblem("Give at least one --action.") }
    var actions: [Alert<AlertChoice>.Action] = []
    for argument in command.actions {
      let (label, style) = try Self.action(argument)
      if actions.contains(where: { $0.title.lowercased() == label.lowercased() }) {
        throw UsageProblem("Two actions are called \"\(label)\".")
      }
      actions.append(
        Alert<AlertChoice>.Action(title: label, style: style) { values in
          AlertChoice(label: label, style: style, values: Array(values))
        })
    }
    var rules: [(action: Int, rule: EnableRule)] = []
    for argument in command.enables {
      let rule = try EnableRule(argument, fieldCount: fields.count, compile: command.compile)
      guard let index = actions.firstIndex(where: { $0.title == rule.action }) else {
        throw UsageProblem("--enable names no action called \"\(rule.action)\".")
      }
      rules.append((index, rule))
    }
    let labels = fields.enumerated().map { $0.element.label ?? "Field \($0.offset + 1)" }
    for index in Set(rules.map(\.action)) {
      let actionRules = rules.filter { $0.action == index }.map(\.rule)
      actions[index].enabledPredicate = { values in actionRules.allSatisfy { $0.holds(for: values) } }
      actions[index].disabledReason = { values in
        let unmet = actionRules.filter { !$0.holds(for: values) }.map {
          "\(labels[$0.field - 1]) must match \($0.pattern)"
        }
        return unmet.isEmpty ? nil : unmet.joined(separator: ", and ") + "."
      }
    }
    alert = Alert(title: command.title, message: command.message, fields: fields, actions: actions)
  }

  /// `--field LABEL[=INITIAL]` or `--secret-field LABEL` as a field.
  private static func field(_ argument: AlertCommand.FieldArgument) throws(UsageProblem) -> Alert<AlertChoice>.Field {
    if argument.isSecret {
      guard !argument.argument.isEmpty else { throw UsageProblem("A --secret-field needs a label.") }
      return .init(label: argument.argument, isSecure: true)
    }
    let parts = argument.argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard !parts[0].isEmpty else { throw UsageProblem("A --field needs a label: \(argument.argument)") }
    return .init(label: String(parts[0]), initial: parts.count > 1 ? String(parts[1]) : "")
  }

  /// `Label`, `Label:default`, `Label:cancel`, `Label:destructive`. A label may hold a
  /// colon (`Note: later`), but a single word after the last one must be a style.
  private static func action(_ argument: String) throws(UsageProblem) -> (String, AlertActionStyle) {
    let styles: [(word: String, style: AlertActionStyle)] = [
      ("default", .default), ("cancel", .cancel), ("destructive", .destructive),
    ]
    if let colon = argument.lastIndex(of: ":") {
      let word = argument[argument.index(after: colon)...]
      let label = String(argument[..<colon])
      if let style = styles.first(where: { $0.word == word.lowercased() })?.style {
        guard !label.isEmpty else { throw UsageProblem("An --action needs a label: \(argument)") }
        return (label, style)
      }
      if !word.isEmpty, word.allSatisfy({ $0.isLetter }) {
        throw UsageProblem(
          "--action \(argument): there is no style \"\(word)\"; the styles are default, cancel and destructive.")
      }
    }
    guard !argument.isEmpty else { throw UsageProblem("An --action needs a label.") }
    return (argument, .default)
  }
}

/// `ACTION:FIELD=REGEX`: the action is enabled only while field FIELD matches REGEX.
struct EnableRule: Sendable {
  let action: String
  let field: Int
  let pattern: String
  let matches: @Sendable (String) -> Bool

  /// Whether the field's value matches, given the values of every field.
  func holds(for values: FieldValues) -> Bool {
    matches(values[field - 1])
  }

  init(
    _ argument: String, fieldCount: Int, compile: (String) -> (@Sendable (String) -> Bool)?
  ) throws(UsageProblem) {
    let form = "--enable \(argument): it takes ACTION:FIELD=REGEX, such as Add:1=https?://.+"
    guard let (action, number, pattern) = Self.split(argument), !action.isEmpty else { throw UsageProblem(form) }
    guard (1...max(1, fieldCount)).contains(number), fieldCount > 0 else {
      throw UsageProblem("--enable \(argument): there is no field \(number) (fields are numbered from 1).")
    }
    guard let matches = compile(pattern) else {
      throw UsageProblem("--enable \(argument): \(pattern) is not a valid regular expression.")
    }
    self.action = action
    field = number
    self.pattern = pattern
    self.matches = matches
  }

  /// `ACTION`, `FIELD` and `REGEX`, split at the first `:DIGITS=`.
  private static func split(_ argument: String) -> (String, Int, String)? {
    var index = argument.startIndex
    while let colon = argument[index...].firstIndex(of: ":") {
      let digits = argument[argument.index(after: colon)...].prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, digits.endIndex < argument.endIndex, argument[digits.endIndex] == "=",
        let number = Int(digits)
      {
        return (String(argument[..<colon]), number, String(argument[argument.index(after: digits.endIndex)...]))
      }
      index = argument.index(after: colon)
    }
    return nil
  }
}
