// The widget of the article "Writing your own widget" (Presently.docc), in a file that
// imports exactly what its blocks show, `Presently`: what an application writes to make
// a widget of its own from the library's parts. Its tests are in OwnWidgetTestSnippets.swift.

import Presently

// Presently: Writing your own widget, the state

/// One row of the editor: a setting's name and its value.
struct Setting: Sendable, Hashable {
  var key: String
  var value: String
}

/// A list of `key = value` rows: Up and Down move, Enter edits the value of the
/// highlighted row (a number or a key typed names another), and `q` ends with the
/// settings as edited.
struct SettingsEditor: Widget {
  var settings: [Setting]
  var heading: Heading
  /// Where the list stands: its page and its highlighted row.
  var cursor: ListCursor
  /// The row whose value is being typed, if any.
  var editing: Int?
  /// Why a value cannot be taken, or `nil` when it can.
  var check: @Sendable (Setting) -> StyledText?

  init(_ settings: [Setting], title: String, check: @escaping @Sendable (Setting) -> StyledText? = { _ in nil }) {
    self.settings = settings
    self.check = check
    heading = Heading(title: title, text: "Up and Down move, Enter edits the value, q saves, Escape discards.")
    cursor = ListCursor(count: settings.count, pageSize: 10)
  }

  /// Runs the editor with pages that fit the window.
  func materialize(_ context: PresentationContext) async throws -> [Setting] {
    var editor = self
    editor.cursor.resize(pageSize: editor.pageSize(in: WidgetFrame(context.terminal)))
    return try await editor.run(on: context.terminal)
  }

  /// The rows a page has: what the heading, the page's line, the prompt and a message leave.
  func pageSize(in frame: WidgetFrame) -> Int {
    max(3, frame.size.rows - heading.lines(width: frame.width).count - 3)
  }
}

// Presently: Writing your own widget, the drawing

extension SettingsEditor {
  func header(in frame: WidgetFrame) -> [StyledText] {
    heading.lines(width: frame.width)
  }

  func body(in frame: WidgetFrame) -> [StyledText] {
    var lines = cursor.pageItems.map { row(of: $0, width: frame.width) }
    if cursor.pageCount > 1 {
      lines.append(StyledText("Page \(cursor.pageNumber) of \(cursor.pageCount)", style: .dim))
    }
    return lines
  }

  /// A setting's row: its number, `key = value`, and `>` and bold when highlighted.
  func row(of row: Int, width: Int) -> StyledText {
    let isHighlighted = row == cursor.highlight
    let setting = settings[row]
    let title = StyledText(setting.key, style: isHighlighted ? .bold : []) + " = " + StyledText(setting.value)
    return NumberedRow.make(
      number: row + 1, largestNumber: settings.count, title: title, width: width, isMarked: isHighlighted)
  }

  func request(in frame: WidgetFrame) -> LineRequest? {
    if let row = editing {
      return LineRequest(prompt: StyledText(settings[row].key + ": ", style: .bold), initialText: settings[row].value)
    }
    var request = LineRequest(prompt: "Row to edit: ")
    request.keyActions = [.next, .previous, .first, .last, .nextPage, .previousPage]
    request.singleKeys = ["q": .quit]
    return request
  }
}

// Presently: Writing your own widget, the step

extension SettingsEditor {
  mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<[Setting]> {
    switch event {
    case .key(.quit, _):
      return .finish(settings)
    case .key(let action, _):
      switch cursor.apply(action) {
      case .moved: return .redraw(transcript: cursor.highlight.map { [row(of: $0, width: frame.width)] })
      case .paged: return .redraw()
      case .stayed(let message): return message.isEmpty ? .stay : .refuse(message, keepsText: false)
      }
    case .line(let text):
      guard let row = editing else { return edit(named: text) }
      let edited = Setting(key: settings[row].key, value: text)
      if let problem = check(edited) { return .refuse(problem, keepsText: true) }
      settings[row] = edited
      editing = nil
      return .redraw()
    case .resized:
      cursor.resize(pageSize: pageSize(in: frame))
      return .redraw()
    case .edited, .update, .updatesEnded:
      return .stay
    }
  }

  /// Enter at the list: an empty line edits the highlighted row, `q` saves, and a
  /// number or a key edits the row it names.
  private mutating func edit(named text: String) -> WidgetStep<[Setting]> {
    if text == "q" { return .finish(settings) }
    if text.isEmpty, let highlight = cursor.highlight {
      editing = highlight
      return .redraw()
    }
    switch cursor.rows(named: text, noun: "key", title: { settings[$0].key }) {
    case .success(let rows):
      cursor.highlight = rows[0]
      cursor.reveal(rows[0])
      editing = rows[0]
      return .redraw()
    case .failure(let refusal):
      return .refuse(refusal.message, keepsText: refusal.keepsText)
    }
  }
}
