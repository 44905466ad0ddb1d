import PresentlyCore

/// A ``FormBox`` as a widget: every field drawn with its value, one field's line open
/// for editing, and the buttons.
///
/// The state is the fields' values, where the focus is (a field or a button), and the
/// field Tab comes back to. The keys, as dialog has them:
///
/// | Key | On a field | On a button |
/// | --- | --- | --- |
/// | Down, Up | the next or the previous field that can be changed, round | the next or the previous button, round |
/// | Tab | the first button | the next button; from the last, the field left |
/// | Shift-Tab | the last button | the previous button; from the first, the field left |
/// | Right, Left | move in the line | the next or the previous button, round |
/// | Enter | the first button, with every value | that button |
/// | Space | a space in the line | that button |
///
/// Where the form is not drawn again in place, Enter on a field goes on to the next one,
/// and after the last to the first button: each field is asked in turn.
package struct FormWidget: Widget {
  package typealias Result = FormOutcome

  /// Where the focus is.
  package enum Focus: Equatable, Sendable {
    case field(Int)
    case button(Int)
  }

  /// The back title, the title and the form's text.
  package let heading: Heading
  package private(set) var fields: [FormBox.Field]
  package let buttons: [String]
  package var focus: Focus
  /// The field the focus went to the buttons from, which Tab comes back to.
  package private(set) var lastField: Int?
  /// Whether each field is asked in turn, Enter going on to the next: where the form
  /// cannot be drawn again in place.
  package let asksInTurn: Bool
  /// The widest label's width, at most 32: the column the values start after.
  let labelWidth: Int

  /// A form at its first state for `frame`: the focus on `focus`, or on the first field
  /// that can be changed (on the first button where none can).
  package init(heading: Heading, fields: [FormBox.Field], buttons: [String], focus: Focus? = nil, frame: WidgetFrame) {
    self.heading = heading
    self.fields = fields
    self.buttons = buttons
    let first = fields.indices.first { !fields[$0].isReadOnly }
    lastField = first
    self.focus = focus ?? first.map(Focus.field) ?? .button(0)
    asksInTurn = !frame.drawsInPlace
    labelWidth = min(32, fields.map { StyledText($0.label, lineBreaks: .show).width }.max() ?? 0)
  }

  /// A form whose heading has `text` under its titles.
  package init(heading: Heading, text: String, fields: [FormBox.Field], buttons: [String], frame: WidgetFrame) {
    var heading = heading
    heading.text = text
    self.init(heading: heading, fields: fields, buttons: buttons, frame: frame)
  }

  /// The fields that can be changed, in order: where Up and Down go.
  var editable: [Int] { fields.indices.filter { !fields[$0].isReadOnly } }

  // MARK: Widget

  package func request(in frame: WidgetFrame) -> LineRequest? {
    switch focus {
    case .field(let index):
      let field = fields[index]
      var request = LineRequest(
        prompt: PromptText.make(field.label), initialText: field.value, isSecret: field.isSecret)
      request.keyActions = [.next, .previous, .nextAction, .previousAction]
      request.keyActionsWithText = request.keyActions
      // The line opens on the field's own value, never on the text of the field left.
      request.initialTextReplacesTyped = true
      return request
    case .button(let index):
      var request = LineRequest(
        prompt: PromptText.make("Answer", hint: StyledText("<" + buttons[index] + ">", lineBreaks: .show)))
      request.keyActions = [.next, .previous, .nextAction, .previousAction, .open, .back, .toggle]
      request.keyActionsWithText = request.keyActions
      return request
    }
  }

  package mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<FormOutcome> {
    switch event {
    case .key(let action, let text):
      if case .field(let index) = focus { take(text, into: index) }
      return press(action, in: frame)
    case .line(let text):
      guard case .field(let index) = focus else {
        if case .button(let index) = focus { return .finish(outcome(button: index)) }
        return .stay
      }
      take(text, into: index)
      guard asksInTurn else { return .finish(outcome(button: 0)) }
      // Asked in turn: the next field, then the buttons.
      if let next = editable.first(where: { $0 > index }) {
        focus = .field(next)
        lastField = next
      } else if !buttons.isEmpty {
        focus = .button(0)
        return .redraw(transcript: buttonLines(width: frame.width))
      }
      return .redraw(transcript: [])
    case .resized:
      return .redraw()
    case .edited, .update, .updatesEnded:
      return .stay
    }
  }

  /// Keeps what was typed in a field: a secret's empty line keeps its value (what cannot
  /// be seen cannot be edited), and a value is cut to the field's length.
  private mutating func take(_ text: String, into index: Int) {
    guard !fields[index].isReadOnly, !(fields[index].isSecret && text.isEmpty) else { return }
    fields[index].value = fields[index].maxLength.map { String(text.prefix(max(0, $0))) } ?? text
  }

  /// Moves the focus for a key, or presses a button.
  private mutating func press(_ action: KeyAction, in frame: WidgetFrame) -> WidgetStep<FormOutcome> {
    let count = buttons.count
    let editable = self.editable
    let back = lastField.map(Focus.field)
    switch (focus, action) {
    case (.field(let index), .next), (.field(let index), .previous):
      guard let here = editable.firstIndex(of: index), editable.count > 1 else { return .stay }
      let step = action == .next ? 1 : editable.count - 1
      focus = .field(editable[(here + step) % editable.count])
    case (.field(let index), .nextAction), (.field(let index), .previousAction):
      guard count > 0 else { return .stay }
      lastField = index
      focus = .button(action == .nextAction ? 0 : count - 1)
    case (.button(let index), .toggle):
      return .finish(outcome(button: index))
    case (.button(let index), .nextAction):
      focus = index + 1 < count ? .button(index + 1) : back ?? .button(0)
    case (.button(let index), .previousAction):
      focus = index > 0 ? .button(index - 1) : back ?? .button(count - 1)
    case (.button(let index), .open), (.button(let index), .next):
      focus = .button((index + 1) % count)
    case (.button(let index), .back), (.button(let index), .previous):
      focus = .button((index + count - 1) % count)
    default:
      return .stay
    }
    if case .field(let index) = focus {
      lastField = index
      return .redraw(transcript: [row(index, width: frame.width)])
    }
    return .redraw(transcript: buttonLines(width: frame.width))
  }

  /// How the form ends with `button`: every value, and the field the focus was on.
  func outcome(button: Int) -> FormOutcome {
    FormOutcome(button: button, values: fields.map(\.value), field: lastField)
  }
}

/// How a form ended.
package struct FormOutcome: Sendable, Equatable {
  /// The button taken, by index.
  package var button: Int
  /// Every field's value, in order.
  package var values: [String]
  /// The field the focus was on last, if any can be changed: what a help button asks about.
  package var field: Int?
}
