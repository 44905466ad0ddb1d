import Alerts

/// Each subcommand from its split arguments, or `nil` when something is for the full
/// command line to say: an operand too many or missing, a value that does not read, a
/// `problem` the command itself finds.
extension QuickOptions {
  var confirm: QuickCommand? {
    guard operands.count == 1, let timeout else { return nil }
    var command = ConfirmCommand(prompt: operands[0].text)
    switch value("--default")?.text {
    case nil: break
    case "yes": command.defaultAnswer = true
    case "no": command.defaultAnswer = false
    default: return nil
    }
    if let label = value("--affirmative") { command.affirmative = label.text }
    if let label = value("--negative") { command.negative = label.text }
    command.timeout = timeout
    return command.problem == nil ? .confirm(command) : nil
  }

  var input: QuickCommand? {
    guard operands.isEmpty, let timeout else { return nil }
    var command = InputCommand()
    if let prompt = value("--prompt") { command.prompt = prompt.text }
    command.placeholder = value("--placeholder")?.text
    if let value = value("--value") { (command.value, command.valueBytes) = (value.text, value.bytes) }
    command.password = has("--password")
    command.history = value("--history")?.text
    command.timeout = timeout
    return command.problem == nil ? .input(command) : nil
  }

  var choose: QuickCommand? {
    guard let timeout else { return nil }
    var command = ChooseCommand()
    if let prompt = value("--prompt") { command.prompt = prompt.text }
    command.header = value("--header")?.text
    command.defaultItem = value("--default")?.bytes
    command.multiple = has("--multiple")
    command.timeout = timeout
    command.items = operands.map(\.bytes)
    return command.problem == nil ? .choose(command) : nil
  }

  var filter: QuickCommand? {
    guard let timeout else { return nil }
    var command = FilterCommand()
    if let prompt = value("--prompt") { command.prompt = prompt.text }
    command.header = value("--header")?.text
    command.placeholder = value("--placeholder")?.text
    command.value = value("--value")?.text ?? ""
    if let limit = value("--limit") {
      // What swift-argument-parser reads as an Int: digits, and a sign.
      guard let number = Int(limit.text) else { return nil }
      command.limit = number
    }
    (command.noLimit, command.exact) = (has("--no-limit"), has("--exact"))
    command.query = value("--filter")?.text
    command.timeout = timeout
    command.items = operands.map(\.bytes)
    return command.problem == nil ? .filter(command) : nil
  }

  var alert: QuickCommand? {
    guard operands.isEmpty, let timeout else { return nil }
    var command = AlertCommand()
    command.title = value("--title")?.text
    command.message = value("--message")?.text
    // The fields in the order given, --field and --secret-field mixed.
    command.fields = values.compactMap { option in
      switch option.name {
      case "--field": AlertCommand.FieldArgument(option.value.text, isSecret: false)
      case "--secret-field": AlertCommand.FieldArgument(option.value.text, isSecret: true)
      default: nil
      }
    }
    command.actions = all("--action").map(\.text)
    switch value("--style")?.text {
    case nil, "alert": break
    case "sheet": command.isSheet = true
    default: return nil
    }
    command.timeout = timeout
    return command.problem == nil ? .alert(command) : nil
  }

  var browse: QuickCommand? {
    guard operands.count <= 1, let timeout else { return nil }
    var command = BrowseCommand()
    command.detail = value("--detail")?.bytes
    command.header = value("--header")?.text
    command.timeout = timeout
    command.file = operands.first.map { ($0.text, $0.bytes) }
    return command.problem == nil ? .browse(command) : nil
  }

  var table: QuickCommand? {
    guard operands.isEmpty, let timeout else { return nil }
    var command = TableCommand()
    command.file = value("--file").map { ($0.text, $0.bytes) }
    if let separator = value("--separator") { command.separator = separator.text }
    command.hasHeader = !has("--no-header")
    command.columns = value("--columns")?.text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    command.timeout = timeout
    return command.problem == nil ? .table(command) : nil
  }

  /// `file [PATH]`: the folder as given, `--height` a number.
  var file: QuickCommand? {
    guard operands.count <= 1, let timeout, !(has("--directory") && has("--file")) else { return nil }
    var command = FileCommand()
    if let folder = operands.first { command.folder = (folder.text, folder.bytes) }
    let pick: FolderChoice.Pick = has("--directory") ? .folders : has("--file") ? .files : .any
    command.choice = FolderChoice(pick: pick, showsHidden: has("--all"))
    if let height = value("--height") {
      guard let rows = Int(height.text) else { return nil }
      command.height = rows
    }
    command.timeout = timeout
    return command.problem == nil ? .file(command) : nil
  }

  /// `pager [FILE]`: the file as given.
  var pager: QuickCommand? {
    guard operands.count <= 1, let timeout else { return nil }
    var command = PagerCommand()
    command.file = operands.first.map { ($0.text, $0.bytes) }
    command.numbersLines = has("--line-numbers")
    command.timeout = timeout
    return command.problem == nil ? .pager(command) : nil
  }

  /// `write`: the limits numbers; gum's `--width`, `--height` and `--show-line-numbers`
  /// read and set nothing, as the full reader does.
  var write: QuickCommand? {
    guard operands.isEmpty, let timeout else { return nil }
    var command = WriteCommand()
    command.header = value("--header")?.text
    command.placeholder = value("--placeholder")?.text
    if let value = value("--value") { (command.value, command.valueBytes) = (value.text, value.bytes) }
    for (name, field) in [("--max-lines", \WriteCommand.maxLines), ("--char-limit", \WriteCommand.characterLimit)] {
      guard let text = value(name)?.text else { continue }
      guard let number = Int(text) else { return nil }
      command[keyPath: field] = number
    }
    for name in ["--width", "--height"] where value(name).map({ Int($0.text) == nil }) == true { return nil }
    command.timeout = timeout
    return command.problem == nil ? .write(command) : nil
  }

  /// `spin [OPTIONS] -- COMMAND…`: the options before `--`, `command` after it.
  func spin(command words: [[UInt8]]) -> QuickCommand? {
    guard operands.isEmpty, let timeout else { return nil }
    var command = SpinCommand()
    command.command = words
    if let title = value("--title") { command.title = title.text }
    if let name = value("--spinner")?.text {
      guard let style = SpinnerStyle(rawValue: name) else { return nil }
      command.style = style
    }
    command.showsOutput = has("--show-output") || has("--show-stdout")
    command.showsError = has("--show-error") || has("--show-stderr")
    command.timeout = timeout
    return command.problem == nil ? .spin(command) : nil
  }

  var progress: QuickCommand? {
    guard operands.isEmpty else { return nil }
    var command = ProgressCommand()
    command.title = value("--title")?.text
    if let text = value("--text") { command.text = text.text }
    if let percent = value("--percent") {
      guard let number = Int(percent.text) else { return nil }
      command.percent = number
    }
    return command.problem == nil ? .progress(command) : nil
  }
}
