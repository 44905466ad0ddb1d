import PresentlyCore

/// `gum format -t template`: text with `{{ … }}` actions that style parts of it, with gum's
/// template functions (``TemplateParser`` reads the language).
///
/// | Function | Result |
/// | --- | --- |
/// | `Bold`, `Faint`, `Italic`, `Underline`, `Blink`, `Reverse`, `CrossOut` | the first argument in that style (others ignored) |
/// | `Overline` | the first argument as it is (lipgloss has no overline) |
/// | `Color FG TEXT`, `Color FG BG TEXT` | the last argument in those colours; with other counts, as it is |
/// | `Foreground FG TEXT`, `Background BG TEXT` | the last argument in that colour; with other counts, as it is |
/// | `print`, `printf`, `println` | Go's `Sprint`, `Sprintf` (``GoPrintf``), `Sprintln` of strings |
///
/// Colours are read as gum's flags read them (``LayoutColor``). No function reads a file,
/// runs a command or reaches the data; a function gum does not have is an error
/// (`function "Strikethrough" not defined`: gum's strike-through is `CrossOut`).
/// Text from the template is sanitized (``Sanitizer``); only the styles' own SGR
/// sequences reach the terminal.
///
/// ```swift
/// try TemplateFormat.render(#"{{ Bold "Tasty" }} {{ Color "99" "0" " Gum " }}"#, profile: .trueColor)
/// // "\u{1B}[1mTasty\u{1B}[m \u{1B}[38;5;99;40m Gum \u{1B}[m"
/// ```
package enum TemplateFormat {
  /// The template's output on a terminal of `profile`.
  ///
  /// - Throws: ``TemplateError`` when the template cannot be read or a function fails, as
  ///   Go's `text/template` would; gum then prints nothing but the error.
  package static func render(_ template: String, profile: LayoutColorProfile) throws(TemplateError) -> String {
    let nodes = try TemplateParser.parse(template)
    var output = ""
    for node in nodes {
      switch node {
      case .text(let text): output += safe(text)
      case .action(let pipeline, let line):
        output += try evaluate(pipeline, line: line).printed
      }
    }
    // A function's output cut by `printf "%.3s"` could leave half a sequence: whatever is
    // not a whole SGR sequence is made visible.
    return profile.apply(to: LayoutText.cleaned(output))
  }

  /// A value in a template.
  enum Value {
    /// Text from the template: untrusted.
    case string(String)
    /// Text a function made: sanitized text and the styles' SGR sequences.
    case styled(String)
    case number(String)
    case bool(Bool)
    case noValue

    /// As `fmt.Sprint` prints it (the nil data as `<no value>`), the template's own text
    /// sanitized.
    var printed: String {
      switch self {
      case .string(let text): TemplateFormat.safe(text)
      case .styled(let text): text
      case .number(let text): text
      case .bool(let flag): flag ? "true" : "false"
      case .noValue: "<no value>"
      }
    }

    /// Go's type name, for messages.
    var typeName: String {
      switch self {
      case .string, .styled: "string"
      case .number(let text): text.contains(".") || text.contains("e") ? "float64" : "int"
      case .bool: "bool"
      case .noValue: "<nil>"
      }
    }
  }

  private static func evaluate(_ pipeline: TemplateParser.Pipeline, line: Int) throws(TemplateError) -> Value {
    var piped: Value?
    for command in pipeline {
      piped = try evaluate(command, piped: piped, line: line)
    }
    return piped ?? .noValue
  }

  private static func evaluate(_ command: [TemplateParser.Operand], piped: Value?, line: Int) throws(TemplateError)
    -> Value
  {
    guard let head = command.first else { throw TemplateError(message: "template: tpl:\(line): missing command") }
    if case .identifier(let name) = head {
      var arguments: [Value] = []
      for operand in command.dropFirst() { arguments.append(try value(operand, line: line)) }
      if let piped { arguments.append(piped) }
      return try call(name, arguments, line: line)
    }
    guard command.count == 1, piped == nil else {
      throw TemplateError(message: "template: tpl:\(line): can't give argument to non-function \(describe(head))")
    }
    return try value(head, line: line)
  }

  private static func value(_ operand: TemplateParser.Operand, line: Int) throws(TemplateError) -> Value {
    switch operand {
    case .string(let text): return .string(text)
    case .number(let text): return .number(text)
    case .bool(let flag): return .bool(flag)
    case .dot: return .noValue
    case .null: throw TemplateError(message: "template: tpl:\(line): nil is not a command")
    case .identifier(let name): return try call(name, [], line: line)
    case .pipeline(let pipeline): return try evaluate(pipeline, line: line)
    }
  }

  private static func describe(_ operand: TemplateParser.Operand) -> String {
    switch operand {
    case .string(let text): "\"\(text)\""
    case .number(let text): text
    case .bool(let flag): flag ? "true" : "false"
    case .null: "nil"
    case .dot: "."
    case .identifier(let name): name
    case .pipeline: "(…)"
    }
  }

  /// User text made safe: tabs as four spaces (as lipgloss makes them), then sanitized.
  static func safe(_ text: String) -> String {
    let text = text.utf8.contains(0x09) ? LayoutText.replacing(0x09, with: "    ", in: text) : text
    return Sanitizer.sanitize(text)
  }
}
