/// Reads the template language of `gum format -t template`: Go's `text/template` syntax,
/// the part of it gum's templates use.
///
/// - Text is written as it is; actions are `{{ pipeline }}`, with `{{-` and `-}}` trimming
///   the white space before or after them, and `{{/* comments */}}`.
/// - A pipeline is commands joined by `|`, each command's result given to the next as its
///   last argument. A command is a function and its arguments, or one value.
/// - Values: strings (`"…"` with Go's escapes, `` `raw` ``), numbers, `true`, `false`,
///   `nil`, `.` (gum's data, which is nothing), and `( pipeline )`.
///
/// Nothing else of `text/template` is read: variables, `if`, `range`, `with`, `define`,
/// `template` and `block` are refused as errors, so that a template can only style text.
struct TemplateParser {
  /// One piece of a template.
  enum Node: Equatable {
    case text(String)
    case action(Pipeline, line: Int)
  }

  /// Commands joined by `|`.
  typealias Pipeline = [[Operand]]

  /// One word of a command.
  indirect enum Operand: Equatable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case dot
    case identifier(String)
    case pipeline(Pipeline)
  }

  let bytes: [UInt8]
  var index = 0
  var line = 1
  private var depth = 0

  /// Reads `template` into text and actions.
  static func parse(_ template: String) throws(TemplateError) -> [Node] {
    var parser = TemplateParser(bytes: Array(template.utf8))
    return try parser.nodes()
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func nodes() throws(TemplateError) -> [Node] {
    var nodes: [Node] = []
    var text: [UInt8] = []
    while index < bytes.count {
      if starts("{{") {
        var trimBefore = false
        var start = index + 2
        if start + 1 < bytes.count, bytes[start] == UInt8(ascii: "-"), Self.isSpace(bytes[start + 1]) {
          trimBefore = true
          start += 2
        }
        if trimBefore { while let last = text.last, Self.isSpace(last) { text.removeLast() } }
        if !text.isEmpty { nodes.append(.text(String(decoding: text, as: UTF8.self))) }
        text = []
        index = start
        if let node = try action() { nodes.append(node) }
        continue
      }
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      text.append(bytes[index])
      index += 1
    }
    if !text.isEmpty { nodes.append(.text(String(decoding: text, as: UTF8.self))) }
    return nodes
  }

  /// An action after its `{{`: a comment (nil) or a pipeline, through its `}}`.
  private mutating func action() throws(TemplateError) -> Node? {
    let actionLine = line
    skipSpaces()
    if starts("/*") {
      guard let end = find("*/") else { throw error("unclosed comment") }
      index = end + 2
      skipSpaces()
      try close()
      return nil
    }
    let pipeline = try self.pipeline(closing: nil)
    try close()
    guard !pipeline.isEmpty else { throw error("missing value for command") }
    return .action(pipeline, line: actionLine)
  }

  /// `}}` or `-}}`, and the white space a `-}}` trims.
  private mutating func close() throws(TemplateError) {
    if starts("-}}") {
      index += 3
      while index < bytes.count, Self.isSpace(bytes[index]) {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
      }
      return
    }
    guard starts("}}") else {
      throw error(index < bytes.count ? "unexpected \(describe()) in command" : "unclosed action")
    }
    index += 2
  }

  /// Commands separated by `|`, up to `}}` or the closing parenthesis.
  private mutating func pipeline(closing: UInt8?) throws(TemplateError) -> Pipeline {
    depth += 1
    defer { depth -= 1 }
    guard depth < 64 else { throw error("template nested too deeply") }
    var commands: Pipeline = []
    var command: [Operand] = []
    while true {
      skipSpaces()
      guard index < bytes.count else { throw error("unclosed action") }
      if let closing, bytes[index] == closing {
        index += 1
        break
      }
      if closing == nil && (starts("}}") || starts("-}}")) { break }
      if bytes[index] == UInt8(ascii: "|") {
        guard !command.isEmpty else { throw error("missing command") }
        commands.append(command)
        command = []
        index += 1
        continue
      }
      command.append(try operand())
    }
    if !command.isEmpty {
      commands.append(command)
    } else if !commands.isEmpty {
      throw error("missing command")
    }
    return commands
  }

  private mutating func operand() throws(TemplateError) -> Operand {
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "\""): return .string(try quoted())
    case UInt8(ascii: "`"):
      guard let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "`")) else {
        throw error("unterminated raw quoted string")
      }
      let text = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
      line += text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
      index = end + 1
      return .string(text)
    case UInt8(ascii: "("):
      index += 1
      return .pipeline(try pipeline(closing: UInt8(ascii: ")")))
    case UInt8(ascii: "."):
      index += 1
      if index < bytes.count, Self.isWordByte(bytes[index]) {
        throw error("can't evaluate field \(word()) in type nil")
      }
      return .dot
    case UInt8(ascii: "$"): throw error("variables are not supported here: \(describe())")
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"): return .number(word())
    default:
      guard Self.isWordByte(byte) else { throw error("unexpected \(describe()) in operand") }
      let name = word()
      switch name {
      case "true", "false": return .bool(name == "true")
      case "nil": return .null
      case "if", "else", "end", "range", "with", "define", "template", "block", "break", "continue":
        throw error("\"\(name)\" is not supported in gum's templates here")
      default: return .identifier(name)
      }
    }
  }

  /// A double-quoted string with Go's escapes.
  private mutating func quoted() throws(TemplateError) -> String {
    var text = ""
    var raw: [UInt8] = []
    index += 1
    while true {
      guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else { throw error("unterminated quoted string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        break
      }
      if byte == UInt8(ascii: "\\") {
        text += String(decoding: raw, as: UTF8.self)
        raw = []
        text.unicodeScalars.append(try escape())
        continue
      }
      raw.append(byte)
      index += 1
    }
    return text + String(decoding: raw, as: UTF8.self)
  }
}
