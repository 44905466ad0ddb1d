import PresentlySystem

/// One word of a dialog command line, after dialog's two rewritings: `--file FILE` is the
/// words the file holds, and `--` makes the word after it text, never an option, even
/// when it starts with `--` (pythondialog escapes every such word so).
struct DialogWord: Equatable {
  let text: String
  /// Whether `--` came before it: then it is never an option.
  let isLiteral: Bool
  /// The option it names, unless it is text: looked up once, as the word is made (the
  /// parser asks a word several times, on the way to the first prompt).
  let option: DialogOption?

  /// A word, an option unless `isLiteral`.
  init(text: String, isLiteral: Bool = false) {
    self.text = text
    self.isLiteral = isLiteral
    option = isLiteral ? nil : DialogOption(text)
  }

  /// The words of `arguments`, with `--file` read (`readFile` gives a file's bytes) and
  /// `--` applied. As in dialog, a line reads at most 20 more files than it has
  /// arguments (a file that names itself is an error, not a hang), and `--file &3`
  /// reads descriptor 3.
  static func words(
    _ arguments: [String], readFile: (String) -> [UInt8]?
  ) -> Result<[DialogWord], DialogUsageError> {
    var queue = arguments[...]
    var words: [DialogWord] = []
    var escapesNext = false
    var filesRead = 0
    while let argument = queue.popFirst() {
      if escapesNext {
        words.append(DialogWord(text: argument, isLiteral: true))
        escapesNext = false
      } else if argument == "--" {
        escapesNext = true
      } else if argument == "--file" {
        filesRead += 1
        // dialog counts its own name among the arguments.
        guard filesRead <= 20 + arguments.count + 1 else { return error("Too many --file options") }
        guard let path = queue.popFirst() else { return error("No value given for --file") }
        guard let bytes = readFile(path) else { return error("Cannot open --file \(path)") }
        queue = ArraySlice(split(bytes)) + queue
      } else {
        words.append(DialogWord(text: argument))
      }
    }
    return .success(words)
  }

  /// dialog's error (not a mistake of usage) about `--file`.
  private static func error(_ message: String) -> Result<[DialogWord], DialogUsageError> {
    .failure(DialogUsageError(message: message, isUsage: false))
  }

  /// What `--file PATH` reads: the file, or with `&N` the descriptor N to its end.
  static func argumentFile(_ path: String) -> [UInt8]? {
    guard path.hasPrefix("&") else { return FileDescriptor.contents(ofFile: path) }
    // atoi: the digits at the start, 0 without any.
    let digits = path.utf8.dropFirst().prefix { (0x30...0x39).contains($0) }
    let number = digits.reduce(Int32(0)) { $0 &* 10 &+ Int32($1 - 0x30) }
    return try? FileDescriptor(rawValue: number).readToEnd()
  }

  /// A file's words as dialog reads them: white space between words, double quotes
  /// around a word that holds some (the quotes dropped), and a backslash before a
  /// backslash or a quote taken as that character; a backslash before a line break joins
  /// the lines.
  static func split(_ bytes: [UInt8]) -> [String] {
    var words: [[UInt8]] = []
    var current: [UInt8] = []
    var inWord = false
    var quoted = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") {
        if !quoted && !inWord { inWord = true }
        quoted.toggle()
        continue
      }
      if !quoted, byte == 0x20 || (0x09...0x0D).contains(byte) {
        if inWord { words.append(current) }
        (current, inWord) = ([], false)
        continue
      }
      var character = byte
      if byte == UInt8(ascii: "\\"), index < bytes.count {
        let next = bytes[index]
        if next == UInt8(ascii: "\n") {
          index += 1
          continue
        }
        if next == UInt8(ascii: "\\") || next == UInt8(ascii: "\"") {
          character = next
          index += 1
        }
      } else if byte == UInt8(ascii: "\\") {
        break
      }
      inWord = true
      current.append(character)
    }
    if inWord { words.append(current) }
    return words.map { String(decoding: $0, as: UTF8.self) }
  }
}
