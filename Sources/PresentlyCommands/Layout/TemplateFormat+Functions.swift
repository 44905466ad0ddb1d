extension TemplateFormat {
  /// gum's template functions and the three of Go's builtins that only print.
  static func call(_ name: String, _ arguments: [Value], line: Int) throws(TemplateError) -> Value {
    func failure(_ message: String) -> TemplateError {
      TemplateError(message: "template: tpl:\(line): executing \"tpl\" at <\(name)>: error calling \(name): \(message)")
    }
    func string(_ index: Int) throws(TemplateError) -> String {
      guard arguments.indices.contains(index) else {
        throw failure("runtime error: index out of range [\(index)] with length \(arguments.count)")
      }
      switch arguments[index] {
      case .string, .styled: return arguments[index].printed
      default: throw failure("interface conversion: interface {} is \(arguments[index].typeName), not string")
      }
    }
    var style = LayoutStyle()
    switch name {
    case "Bold": style.bold = true
    case "Faint": style.faint = true
    case "Italic": style.italic = true
    case "Underline": style.underline = true
    case "Blink": style.blink = true
    case "Reverse": style.reverse = true
    case "CrossOut": style.strikethrough = true
    case "Overline": style = .nothing
    case "Color", "Foreground", "Background":
      let last = arguments.count - 1
      switch (name, arguments.count) {
      case ("Color", 2), ("Foreground", 2): style.foreground = LayoutColor(gum: try string(0))
      case ("Color", 3):
        style.foreground = LayoutColor(gum: try string(0))
        style.background = LayoutColor(gum: try string(1))
      case ("Background", 2): style.background = LayoutColor(gum: try string(0))
      default: style = .nothing
      }
      return .styled(style.render(try string(last)))
    case "print": return .styled(arguments.map(\.printed).joined())
    case "println": return .styled(arguments.map(\.printed).joined(separator: " ") + "\n")
    case "printf":
      guard let format = arguments.first, format.typeName == "string" else {
        throw failure("wrong type for value; expected string; got \(arguments.first?.typeName ?? "nothing")")
      }
      // The format and its arguments are sanitized before Go's formatting, so that no
      // escape sequence can be assembled from pieces.
      return .styled(GoPrintf.format(format.printed, arguments.dropFirst().map(\.printed)))
    default:
      throw TemplateError(message: "template: tpl:\(line): function \"\(name)\" not defined")
    }
    return .styled(style.render(try string(0)))
  }
}
