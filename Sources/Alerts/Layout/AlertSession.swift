import PresentlyCore

/// One showing of an ``Alert`` on a terminal: the field values so far, and the reading
/// of answers until an action is chosen.
struct AlertSession<Value: Sendable> {
  let alert: Alert<Value>
  let terminal: any Terminal
  /// The current field values, in field order.
  var values: FieldValues

  init(alert: Alert<Value>, terminal: any Terminal) {
    self.alert = alert
    self.terminal = terminal
    values = alert.initialValues
  }

  /// The width text is laid out to.
  var width: Int { max(1, terminal.size.columns) }

  /// Shows the alert in `layout` and returns the value of the chosen action.
  mutating func run(layout: AlertLayout) async throws -> Value {
    if layout == .sheet, !alert.fields.isEmpty { throw AlertError.sheetWithFields }
    guard !alert.actions.isEmpty else {
      drawHeader()
      return try await waitForDismissal()
    }
    switch alert.form {
    case .question(let answers):
      return try await askQuestion(answers)
    case .fieldsOnly:
      drawHeader()
      try await fillFields()
      return try perform(0)
    case .standard where layout == .sheet:
      return try await presentSheet()
    case .standard:
      return try await presentAlert()
    }
  }

  /// Writes the title in bold and the message, wrapped to the width.
  ///
  /// - Returns: How many lines were written.
  @discardableResult
  func drawHeader(includingTitle: Bool = true) -> Int {
    var lines: [StyledText] = []
    if includingTitle, let title = alert.title, !title.isEmpty {
      lines += StyledText(title, style: .bold).wrapped(toWidth: width)
    }
    if let message = alert.message, !message.isEmpty {
      lines += StyledText(message).wrapped(toWidth: width)
    }
    for line in lines { terminal.writeLine(line) }
    return lines.count
  }

  /// An alert without actions stays, as a status, until its task is cancelled.
  func waitForDismissal() async throws -> Value {
    await waitUntilCancelled()
    throw CancellationError()
  }

  /// Asks every field in order, starting from its current value.
  mutating func fillFields() async throws {
    for index in alert.fields.indices { try await edit(field: index, startingWith: values[index]) }
  }

  /// Asks one field until its value is valid, pre-filling what was rejected.
  mutating func edit(field index: Int, startingWith text: String) async throws {
    let field = alert.fields[index]
    var text = text
    while true {
      let line = try await terminal.readLine(
        LineRequest(
          prompt: fieldPrompt(index), initialText: text, placeholder: field.placeholder, isSecret: field.isSecure,
          historyKey: field.isSecure ? nil : field.historyKey))
      guard let problem = field.validate(line) else {
        values.set(line, at: index)
        return
      }
      Feedback.say(StyledText(problem), on: terminal)
      text = field.isSecure ? "" : line
    }
  }

  /// `URL: `, or `Field 2: ` for an unlabelled field.
  func fieldPrompt(_ index: Int) -> StyledText {
    PromptText.make(fieldName(index))
  }

  /// The field's label, or `Field N`.
  func fieldName(_ index: Int) -> String {
    alert.fields[index].label ?? "Field \(index + 1)"
  }

  /// Whether an action is enabled for the current values.
  func isEnabled(_ index: Int) -> Bool {
    alert.actions[index].enabledPredicate(values)
  }

  /// Runs an action's handler on the current values.
  func perform(_ index: Int) throws -> Value {
    try alert.actions[index].handler(values)
  }
}
