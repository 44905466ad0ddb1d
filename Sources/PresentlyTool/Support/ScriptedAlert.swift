import Alerts
import ArgumentParser

/// What an alert from the command line produces: the action chosen and the field values.
struct AlertChoice: Sendable {
  var label: String
  var style: AlertActionStyle
  var values: [String]
}

/// An `Alert` built from `presently alert`'s arguments, validated.
struct ScriptedAlert {
  let alert: Alert<AlertChoice>

  init(_ command: AlertCommand) throws {
    let fields = try Self.fields(command)
    if command.style == .sheet, !fields.isEmpty {
      throw ValidationError("A sheet cannot have fields: use --style alert.")
    }
    guard !command.actions.isEmpty else { throw ValidationError("Give at least one --action.") }
    var actions: [Alert<AlertChoice>.Action] = []
    for argument in command.actions {
      let (label, style) = try Self.action(argument)
      if actions.contains(where: { $0.title.lowercased() == label.lowercased() }) {
        throw ValidationError("Two actions are called \"\(label)\".")
      }
      actions.append(
        Alert<AlertChoice>.Action(title: label, style: style) { values in
          AlertChoice(label: label, style: style, values: Array(values))
        })
    }
    var rules: [Int: [EnableRule]] = [:]
    for argument in command.enables {
      let rule = try EnableRule(argument, fieldCount: fields.count)
      guard let index = actions.firstIndex(where: { $0.title == rule.action }) else {
        throw ValidationError("--enable names no action called \"\(rule.action)\".")
      }
      rules[index, default: []].append(rule)
    }
    let labels = fields.enumerated().map { $0.element.label ?? "Field \($0.offset + 1)" }
    for (index, actionRules) in rules {
      actions[index].enabledPredicate = { values in actionRules.allSatisfy { $0.holds(for: values) } }
      actions[index].disabledReason = { values in
        let unmet = actionRules.filter { !$0.holds(for: values) }
          .map { "\(labels[$0.field - 1]) must match \($0.matcher.pattern)" }
        return unmet.isEmpty ? nil : unmet.joined(separator: ", and ") + "."
      }
    }
    alert = Alert(title: command.title, message: command.message, fields: fields, actions: actions)
  }

  /// The fields in the order given on the command line, `--field` and `--secret-field` mixed.
  private static func fields(_ command: AlertCommand) throws -> [Alert<AlertChoice>.Field] {
    var plain = command.fields.makeIterator()
    var secret = command.secretFields.makeIterator()
    var fields: [Alert<AlertChoice>.Field] = []
    for kind in Self.fieldOrder(CommandLine.arguments.dropFirst()) {
      if kind == .secret, let label = secret.next() {
        guard !label.isEmpty else { throw ValidationError("A --secret-field needs a label.") }
        fields.append(.init(label: label, isSecure: true))
      } else if kind == .plain, let argument = plain.next() {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard !parts[0].isEmpty else { throw ValidationError("A --field needs a label: \(argument)") }
        fields.append(.init(label: String(parts[0]), initial: parts.count > 1 ? String(parts[1]) : ""))
      }
    }
    // Anything ArgumentParser parsed that the scan did not see (not expected), in order.
    while let argument = plain.next() { fields.append(.init(label: argument)) }
    while let label = secret.next() { fields.append(.init(label: label, isSecure: true)) }
    return fields
  }

  private enum FieldKind { case plain, secret }

  /// Which kind of field each `--field` and `--secret-field` on the command line is, in order.
  private static func fieldOrder(_ arguments: ArraySlice<String>) -> [FieldKind] {
    var kinds: [FieldKind] = []
    for argument in arguments {
      if argument == "--" { break }
      if argument == "--field" || argument.hasPrefix("--field=") { kinds.append(.plain) }
      if argument == "--secret-field" || argument.hasPrefix("--secret-field=") { kinds.append(.secret) }
    }
    return kinds
  }

  /// `Label`, `Label:default`, `Label:cancel`, `Label:destructive`. A label may hold a
  /// colon (`Note: later`), but a single word after the last one must be a style.
  private static func action(_ argument: String) throws -> (String, AlertActionStyle) {
    let styles: [String: AlertActionStyle] = ["default": .default, "cancel": .cancel, "destructive": .destructive]
    if let colon = argument.lastIndex(of: ":") {
      let word = argument[argument.index(after: colon)...]
      let label = String(argument[..<colon])
      if let style = styles[word.lowercased()] {
        guard !label.isEmpty else { throw ValidationError("An --action needs a label: \(argument)") }
        return (label, style)
      }
      if !word.isEmpty, word.allSatisfy({ $0.isLetter }) {
        throw ValidationError(
          "--action \(argument): there is no style \"\(word)\"; the styles are default, cancel and destructive.")
      }
    }
    guard !argument.isEmpty else { throw ValidationError("An --action needs a label.") }
    return (argument, .default)
  }
}

/// `ACTION:FIELD=REGEX`: the action is enabled only while field FIELD matches REGEX.
struct EnableRule: Sendable {
  let action: String
  let field: Int
  let matcher: WholeMatch

  /// Whether the field's value matches, given the values of every field.
  func holds(for values: FieldValues) -> Bool {
    matcher.matches(values[field - 1])
  }

  init(_ argument: String, fieldCount: Int) throws {
    let form = "--enable \(argument): it takes ACTION:FIELD=REGEX, such as Add:1=https?://.+"
    guard let match = argument.firstMatch(of: /:([0-9]+)=/) else { throw ValidationError(form) }
    action = String(argument[..<match.range.lowerBound])
    guard let number = Int(match.output.1), !action.isEmpty else { throw ValidationError(form) }
    guard (1...max(1, fieldCount)).contains(number), fieldCount > 0 else {
      throw ValidationError("--enable \(argument): there is no field \(number) (fields are numbered from 1).")
    }
    field = number
    let pattern = String(argument[match.range.upperBound...])
    do {
      matcher = try WholeMatch(pattern)
    } catch {
      throw ValidationError("--enable \(argument): \(pattern) is not a valid regular expression.")
    }
  }
}
