/// dialog 1.3's command line read as dialog reads it: the options that say where results
/// go, `--help` and `--version` first, wherever they are; then common options and a box,
/// again and again, joined by `--and-widget`.
///
/// A box's operands are every word up to the next option dialog knows, so an unknown
/// `--word` is an operand, as in dialog. Mistakes are found before the first box is
/// shown (dialog finds a bad second box only after the first): a script never sees half
/// a chain run and then an error.
enum DialogArguments {
  /// Parses dialog's arguments (without the program's name).
  static func parse(
    _ arguments: [String], readFile: (String) -> [UInt8]? = DialogWord.argumentFile
  ) -> Result<DialogInvocation, DialogUsageError> {
    var words: [DialogWord]
    switch DialogWord.words(arguments, readFile: readFile) {
    case .success(let read): words = read
    case .failure(let error): return .failure(error)
    }
    var output = DialogOutput.standardError
    var index = 0
    // First, as dialog does: where results go, and --help and --version, taken out.
    while index < words.count {
      let option = words[index].option
      switch option {
      case .stdout?: output = .standardOutput
      case .stderr?: output = .standardError
      case .outputFD?, .inputFD?:
        // A number as dialog's `strtol(…, 0)` reads it; one no descriptor can have
        // (`-1`, too large) is refused when the descriptor is opened, as in dialog.
        let number = index + 1 < words.count ? CNumbers.int32(words[index + 1].text) : .failure(.badNumber)
        if case .failure(.badNumber) = number {
          return usage("Expected a numeric-parameter for --\(option == .outputFD ? "output" : "input")-fd")
        }
        if option == .outputFD { output = .descriptor((try? number.get()) ?? -1) }
      case .version?: return .success(.version)
      case .help?: return .success(.help)
      default:
        index += 1
        continue
      }
      words.removeSubrange(index..<min(words.count, index + 1 + (option?.valueCount ?? 0)))
    }
    if words.count == 1 {
      switch words[0].option {
      case .printMaxsize?: return .success(.printMaxsize(output))
      case .printVersion?: return .success(.printVersion(output))
      case .flag(\.clear)?, .ignored?: return .success(.nothing)
      default: return .success(.help)
      }
    }
    guard !words.isEmpty else { return .success(.help) }
    var notes: [DialogNote] = []
    return boxes(in: words[...], notes: &notes).map { .run($0, output: output, notes: notes) }
  }

  /// The boxes of the words left, each with the options before it.
  private static func boxes(
    in words: ArraySlice<DialogWord>, notes: inout [DialogNote]
  ) -> Result<[DialogBox], DialogUsageError> {
    var words = words
    var boxes: [DialogBox] = []
    var chained = false
    while !words.isEmpty {
      // Each box starts from dialog's defaults, as dialog's `init_result` clears its
      // options before each widget; only what dialog keeps in its state stays.
      var options = DialogOptions()
      options.separateWidget = boxes.last?.options.separateWidget
      if case .failure(let error) = readCommonOptions(&words, into: &options, notes: &notes) {
        return .failure(error)
      }
      // Common options alone, with no box: nothing to show, as in dialog.
      guard let word = words.popFirst() else { return .success(boxes) }
      guard case .box(let kind)? = word.option else {
        return usage(word.option == nil ? "Unknown option \(word.text)" : "Unexpected option \(word.text)")
      }
      if options.separateOutput, ![.checklist, .buildlist, .treeview].contains(kind) {
        return usage("Unexpected widget with --separate-output \(word.text)")
      }
      var operands: [String] = []
      while let next = words.first, next.option == nil {
        operands.append(next.text)
        words.removeFirst()
      }
      if let problem = problem(with: operands, of: kind, options: options) { return usage(problem) }
      boxes.append(DialogBox(kind: kind, operands: operands, options: options, isChained: chained))
      guard let next = words.first else { break }
      chained = next.option == .andWidget
      if chained {
        words.removeFirst()
      } else if next.option == nil {
        return usage("Expected --and-widget, not \(next.text)")
      }
    }
    return .success(boxes)
  }

  /// Reads the common options at the front of `words` into `options`.
  private static func readCommonOptions(
    _ words: inout ArraySlice<DialogWord>, into options: inout DialogOptions, notes: inout [DialogNote]
  ) -> Result<Void, DialogUsageError> {
    while let word = words.first?.text, let option = words.first?.option, option.isCommon {
      words.removeFirst()
      let values = words.prefix(option.valueCount).map(\.text)
      guard values.count == option.valueCount else { return usage("Expected a value for \(word)") }
      words.removeFirst(values.count)
      switch option {
      case .flag(let field):
        options[keyPath: field] = true
        if field == \.defaultNo { options.defaultButton = "no" }
      case .text(let field):
        options[keyPath: field] = values[0]
      case .number(let field):
        guard let number = CNumbers.size(values[0]) else { return usage("Expected a number for \(word)") }
        options[keyPath: field] = number
      case .defaultButton:
        options.defaultButton = values[0]
      case .printVersion:
        notes.append(.version)
      case .printMaxsize:
        notes.append(.maxsize)
      default:
        break
      }
    }
    if let word = words.first, word.option == nil, !word.isLiteral, DialogOption.looksLikeOption(word.text) {
      return usage("Unknown option \(word.text)")
    }
    return .success(())
  }

  /// What is wrong with a box's operands, in dialog's words, if anything.
  static func problem(with operands: [String], of kind: DialogBoxKind, options: DialogOptions) -> String? {
    let (least, most) = kind.operandRange
    if operands.count < least {
      return "Expected at least \(least) tokens for --\(kind.rawValue), have \(operands.count)"
    }
    if let most, operands.count > most {
      return "Expected no more than \(most) tokens for --\(kind.rawValue), have \(operands.count)"
    }
    if let group = kind.itemWords(itemHelp: options.itemHelp) {
      let items = operands.count - kind.headWords
      if items < group { return "Expected \(group) arguments, found only \(max(0, items))" }
      if items % group != 0 { return "Expected \(group) arguments, found extra \(items % group)" }
    }
    // As dialog's numeric_arg reads them, once the items are counted.
    for token in kind.numericTokens(operandCount: operands.count)
    where token <= operands.count && CNumbers.size(operands[token - 1]) == nil {
      return "Expected a number for token \(token) of --\(kind.rawValue)"
    }
    return nil
  }

  private static func usage<Success>(_ message: String) -> Result<Success, DialogUsageError> {
    .failure(DialogUsageError(message: message))
  }
}
