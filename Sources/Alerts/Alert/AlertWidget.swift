import PresentlyCore

/// An ``Alert`` in the alert layout, as a widget: its fields asked in turn, then its
/// actions on one line, from which a field's number edits that field again.
///
/// The state is the field values, which field is being asked (or that the action line
/// is), and the action the focus is on.
struct AlertWidget<Value: Sendable>: Widget {
  typealias Result = Value

  /// What is being asked.
  enum Phase: Equatable {
    /// A field, in the first pass through them.
    case filling(Int)
    /// A field again, chosen by its number at the action line.
    case editing(Int)
    /// The action line.
    case choosing
  }

  let alert: Alert<Value>
  /// The current field values, in field order.
  var values: FieldValues
  var phase: Phase
  /// The action Enter takes at the action line: the default, unless keys moved it.
  var focus: Int?
  /// The lines entered so far into a field of several lines.
  var lines: [String] = []
  /// The action that ended the alert, once one has.
  var performed: Int?

  init(alert: Alert<Value>) {
    self.alert = alert
    values = alert.initialValues
    // An alert without actions is a status: its fields are not asked.
    phase = alert.fields.isEmpty || alert.actions.isEmpty ? .choosing : .filling(0)
    focus = alert.defaultActionIndex(for: values)
  }

  /// Whether the alert is its fields alone (`ask`, `password`): the last field's answer
  /// takes the first action.
  var isFieldsOnly: Bool {
    if case .fieldsOnly = alert.form { return true }
    return false
  }

  func header(in frame: WidgetFrame) -> [StyledText] {
    var heading = Heading(title: alert.title, text: alert.message)
    heading.titleStyle = TextStyle.bold.union(alert.styles.header)
    return heading.lines(width: frame.width)
  }

  func body(in frame: WidgetFrame) -> [StyledText] {
    phase == .choosing && !alert.actions.isEmpty ? actionLine(width: frame.width) : []
  }

  func request(in frame: WidgetFrame) -> LineRequest? {
    switch phase {
    case .filling(let index), .editing(let index):
      let field = alert.fields[index]
      if isMultiline(index) { return lineRequest(forField: index) }
      var request = LineRequest(
        prompt: PromptText.make(fieldName(index), style: alert.styles.prompt), initialText: values[index],
        placeholder: field.placeholder,
        isSecret: field.isSecure, historyKey: field.isSecure ? nil : field.historyKey)
      // The line it leaves says the answer again, `Name: Ada`: the text typed goes at
      // Enter, so that a screen reader hears the answer come back.
      request.erasesAnswer = frame.drawsInPlace && isFieldsOnly && alert.fields.count == 1
      request.placeholderStyle = alert.styles.placeholder
      return request
    case .choosing:
      // Without actions there is nothing to read: the alert stays until it is dismissed.
      guard !alert.actions.isEmpty else { return nil }
      let hint = focus.map { StyledText(alert.actions[$0].title, lineBreaks: .show) }
      var request = LineRequest(prompt: PromptText.make("Choose", hint: hint), completion: enabledTitlesCompletion())
      request.keyActions = [.nextAction, .previousAction, .open, .back]
      return request
    }
  }

  mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<Value> {
    switch (phase, event) {
    case (.filling(let index), .line(let line)), (.editing(let index), .line(let line)):
      guard isMultiline(index) else { return take(line, forField: index) }
      // A line of a value of several lines: the next one is asked, until Ctrl-D.
      lines.append(line)
      return .stay
    case (.filling(let index), .key(.submit, _)), (.editing(let index), .key(.submit, _)):
      let text = lines.joined(separator: "\n")
      lines = []
      let step = take(text, forField: index)
      // A refused value is offered again, line by line, to fix.
      if case .refuse = step { values.set(text, at: index) }
      return step
    case (.choosing, .key(let action, _)):
      focus = nextEnabled(after: focus, forward: action == .nextAction || action == .open)
      return .redraw()
    case (.choosing, .line(let line)):
      return answerAction(line, defaultIndex: focus)
    case (.choosing, .resized):
      return .redraw()
    default:
      return .stay
    }
  }

  /// A field's answer: refused with the field's own message, or taken, and the next
  /// field, the action line or (for fields alone) the first action follows.
  private mutating func take(_ line: String, forField index: Int) -> WidgetStep<Value> {
    let field = alert.fields[index]
    if let problem = field.validate(line) {
      // A rejected secret is not offered again: text that cannot be seen cannot be fixed.
      return .refuse(StyledText(problem), keepsText: !field.isSecure)
    }
    values.set(line, at: index)
    if case .filling = phase, index + 1 < alert.fields.count {
      phase = .filling(index + 1)
      return .stay
    }
    if isFieldsOnly { return perform(0) }
    phase = .choosing
    // The focus goes back to the default when the values no longer enable it.
    if focus.map(isEnabled) != true { focus = alert.defaultActionIndex(for: values) }
    return .drawBelow
  }

  /// Whether the field's value has several lines.
  func isMultiline(_ index: Int) -> Bool {
    alert.fields[index].isMultiline && !alert.fields[index].isSecure
  }

  /// The request for the next line of a field of several lines: `Notes 2: `, the
  /// initial value's line of that number in it.
  func lineRequest(forField index: Int) -> LineRequest {
    let field = alert.fields[index]
    let offered = values[index].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let number = lines.count
    var request = LineRequest(
      prompt: PromptText.make(fieldName(index) + " \(number + 1)"),
      initialText: number < offered.count ? offered[number] : "",
      placeholder: number == 0 ? field.placeholder : nil)
    request.placeholderStyle = alert.styles.placeholder
    request.keyActions = [.submit]
    // The line opens on its own line of the value, never on what was typed before Ctrl-D.
    request.initialTextReplacesTyped = true
    return request
  }

  /// `Field 2` for an unlabelled field, its label otherwise.
  func fieldName(_ index: Int) -> String {
    alert.fields[index].label ?? "Field \(index + 1)"
  }

  /// Whether an action is enabled for the current values.
  func isEnabled(_ index: Int) -> Bool {
    alert.actions[index].enabledPredicate(values)
  }

  /// Ends with the value of an action's handler on the current values, or its error.
  mutating func perform(_ index: Int) -> WidgetStep<Value> {
    performed = index
    do {
      return .finish(try alert.actions[index].handler(values))
    } catch {
      return .fail(error)
    }
  }
}
