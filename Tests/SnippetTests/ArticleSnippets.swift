// The Swift blocks of the documentation articles (Sources/*/*.docc), as written, so that
// the build compiles them; SnippetTests checks that each block is here word for word.
// Blocks of declarations stand at the top level; blocks of statements are the bodies of
// functions, which are compiled and never run. Blocks that are tests run as tests. What
// the blocks take for granted (a store, a file's lines) is declared at the end.

import PresentationTesting
import Presently
import Synchronization
import Testing

// MARK: - Presently: Getting started

func gettingStartedConfiguration() {
  let terminal = ReadlineTerminal.open(.init(applicationName: "notes", persistsHistory: true))
  _ = terminal
}

func gettingStartedAlert(terminal: some Terminal) async throws {
  let save = Alert<Bool>(
    title: "Save changes?", message: "Your edits to notes.txt are not saved.",
    actions: .init(title: "Save") { true },
    .init(title: "Discard", style: .destructive) { false },
    .init(title: "Cancel", style: .cancel) { throw CancelError() })
  do {
    if try await terminal.present(save) { try saveNotes() }
  } catch is CancelError {
    // The user backed out: nothing changes.
  }

  let saves = try await terminal.present(save, style: .sheet)
  _ = saves
}

func gettingStartedFields(terminal: some Terminal) async throws {
  var add = Alert<String>.Action(title: "Add") { $0["URL"] ?? "" }
  add.enabledPredicate = { ($0["URL"] ?? "").hasPrefix("https://") && ($0["URL"] ?? "").count > 8 }
  add.disabledReason = { _ in "The URL must start with https:// and name a host." }
  let addServer = Alert(
    title: "Add server", message: "The address of an HTTP server.",
    fields: [.init(label: "URL", initial: "https://")],
    actions: add, .init(title: "Cancel", style: .cancel) { throw CancelError() })
  let url = try await terminal.present(addServer)
  _ = url

  do {
    let url = try await terminal.present(addServer)
    print(url)
  } catch {
    ExitStatus(error).exit()
  }
}

func gettingStartedConveniences(terminal: some Terminal) async throws {
  if try await terminal.confirm("Delete 3 files?", default: false) {
    try deleteFiles()
  }
  let port = try await terminal.ask("Port", as: Int.self, initial: 8080)
  let token = try await terminal.password("API token")
  let branch = try await terminal.choose(
    "Branch", from: ["main", "release/2.4", "fix/login-timeout"], default: "main")
  let platforms = try await terminal.chooseMany("Build for", from: ["linux", "macos", "windows"])
  _ = (port, token, branch, platforms)
}

func gettingStartedTimeouts(terminal: some Terminal, save: Alert<Bool>) async throws {
  let deploys = try await terminal.confirm("Deploy now?", default: false, timeout: .seconds(30))
  let saves = try await terminal.present(Presentation(save).timeout(after: .seconds(60), choosing: "Save"))
  _ = (deploys, saves)
}

struct Note: Identifiable, Sendable {
  var id: Int
  var title: String
  var body: String
}

func gettingStartedBrowser(terminal: some Terminal) async throws {
  let notes = BrowserList<Note, [Note]>("Notes", elements: allNotes, itemTitle: \.title)
    .detail { note in StyledText(note.body) }
    .onActivate { _, note in .finish(note) }
  if let note = try await terminal.present(MasterDetailBrowser(notes), style: .fullScreen) {
    print(note.title)
  }
}

// MARK: - Presently: the root page

// MARK: - Presently: Concepts from Presentation

struct ComposeMessage: Presentable {
  func materialize(_ context: PresentationContext) async throws -> Message {
    let title = try await context.terminal.readLine(LineRequest(prompt: "Title: "))
    let body = try await context.terminal.readLine(LineRequest(prompt: "Text: "))
    return Message(id: title.hashValue, title: title, body: body)
  }
}

func conceptsPresenting(terminal: some Terminal) async throws {
  let message = try await terminal.present(ComposeMessage(), style: .fullScreen)
  _ = message
}

struct Messages {
  var messages: @Sendable () -> AsyncStream<[Message]>
  var composeMessage: Presentation<ComposeMessage>
}

extension Messages {
  init(store: MessageStore) {
    messages = { store.updates() }
    composeMessage = Presentation(ComposeMessage(), style: .fullScreen)
      .onValue { message in store.insert(message) }
  }
}

func conceptsModifiers(terminal: some Terminal) async throws {
  let askTitle = Presentation(
    AnyPresentable<String> { context in
      try await context.terminal.readLine(LineRequest(prompt: "Title: "))
    })
  let titleLength = askTitle.map { $0.count }
  let title = try await terminal.present(askTitle.timeout(after: .seconds(30), orElse: { "Untitled" }))
  _ = (titleLength, title)
}

extension PresentationStyle {
  static let framed = PresentationStyle(name: "framed") { context, body in
    context.terminal.writeLine("────────")
    defer { context.terminal.writeLine("────────") }
    try await body(context)
  }
}

func conceptsOptions(terminal: some Terminal) async throws {
  do {
    _ = try await terminal.present(Presentation(ComposeMessage(), options: .failOnBlock))
  } catch PresentError.blocked {
    terminal.writeLine("Finish the question on screen first.")
  }
}

func conceptsAlert() {
  var add = Alert<String>.Action(title: "Add") { $0[0] }
  add.enabledPredicate = { isValidURL($0[0]) }
  let alert = Alert(title: "Add server", fields: [.init()], actions: add)
  _ = alert
}

func conceptsKeepSelection() {
  let selection = KeepSelection(elements: ["a", "b", "c"], isSame: ==)
  selection.select(index: 1)
  selection.update(elements: ["z", "a", "b", "c"])
  // selection.selection?.index == 2: still "b"
}

struct LogFile: Identifiable, Sendable {
  var id: String
}

func follow(_ selectedFiles: AsyncStream<LogFile?>, in context: PresentationContext) async {
  let following = PresentsOne<LogFile>(
    in: context,
    present: { file in
      for await line in lines(of: file) { context.terminal.writeLine("\(file.id): \(line)") }
    },
    dismiss: { file in context.terminal.writeLine("Stopped following \(file.id).") })
  for await file in selectedFiles {
    await following.update(file)  // nil: dismiss; another id: dismiss, then present
  }
}

// MARK: - PresentlyCore

struct Countdown: Presentable {
  var from: Int

  func materialize(_ context: PresentationContext) async throws -> Bool {
    for second in stride(from: from, to: 0, by: -1) {
      context.terminal.writeLine("Launching in \(second)…")
      try await Task.sleep(for: .seconds(1))
    }
    return true
  }
}

func coreOverviewPresenting(terminal: some Terminal) async throws {
  let launch = Presentation(Countdown(from: 3), style: .fullScreen)
    .onDismiss { print("The countdown has ended.") }
    .timeout(after: .seconds(10))
  let launched = try await terminal.present(launch)
  _ = launched
}

func coreOverviewPresence(terminal: some Terminal, currentUpload: Upload?) async {
  let progress = PresentsAny<Upload>(
    present: { upload in
      for await percent in upload.progress { terminal.writeLine("\(upload.name): \(percent)%") }
    },
    dismiss: { upload in terminal.writeLine("\(upload.name) is done.") })
  await progress.update(currentUpload)  // nil once it is done
}

// MARK: - PresentlyReadline

func readlineOverview() async throws {
  let terminal = ReadlineTerminal.open(.init(applicationName: "notes"))
  let name = try await terminal.readLine(LineRequest(prompt: "Name: ", initialText: "Ada"))
  _ = name
}

// MARK: - Alerts

func alertsOverview(terminal: some Terminal) async throws {
  let delete = Alert<Bool>(
    title: "Delete “notes.txt”?", message: "It cannot be brought back.",
    actions: .init(title: "Delete", style: .destructive) { true },
    .init(title: "Cancel", style: .cancel) { throw CancelError() })
  let deletes = try await terminal.present(delete, style: .sheet)
  _ = deletes
}

func alertsConveniences(terminal: some Terminal) async throws {
  let port = try await terminal.ask("Port", as: Int.self, initial: 8080)
  let name = try await terminal.ask("Project name", placeholder: "my-tool") {
    $0.isEmpty ? "A project needs a name." : nil
  }
  _ = (port, name)
}

// MARK: - MasterDetail

struct Package: Identifiable, Sendable {
  var name: String
  var version: String
  var summary: String
  var id: String { name }
}

func pickPackage(from installed: [Package], on terminal: some Terminal) async throws {
  let packages = BrowserList<String, [Package]>("Packages", elements: installed, itemTitle: \.name)
    .rows(minimumWidth: 40) { package, width in
      StyledText(package.name).padded(toWidth: 24) + StyledText(package.version, style: .dim)
    }
    .detail { package in StyledText(package.summary) }
    .onActivate { _, package in .finish(package.name) }
  if let name = try await terminal.present(MasterDetailBrowser(packages), style: .fullScreen) {
    print(name)
  }
}

// MasterDetail: a sized detail from a command

func commits(_ hashes: [String]) -> BrowserList<Void, [String]> {
  BrowserList("Commits", elements: hashes, isSame: { $0 == $1 }, itemTitle: { $0 })
    .loadingDetail { hash, pane in
      let show = ExternalCommand("git", arguments: ["show", "--stat=\(pane.columns)", hash])
      guard let outcome = try? await show.run() else { return "Stopped." }
      return StyledText(bytes: outcome.succeeded ? outcome.standardOutput : outcome.standardError)
    }
}

// MARK: - PresentlySystem

struct CommandFailed: Error {
  var message: String
}

func branches() async throws -> [String] {
  let outcome = try await ExternalCommand("git", arguments: ["branch", "--format=%(refname:short)"]).run()
  guard outcome.succeeded else { throw CommandFailed(message: outcome.errorText) }
  return outcome.outputText.split(separator: "\n").map(String.init)
}

// MARK: - PresentationTesting

// MARK: - What the blocks take for granted

func saveNotes() throws {}

func deleteFiles() throws {}

func isValidURL(_ text: String) -> Bool { text.hasPrefix("https://") }

let allNotes = [
  Note(id: 1, title: "Groceries", body: "Milk, bread, eggs."),
  Note(id: 2, title: "Ideas", body: "A terminal browser for notes."),
  Note(id: 3, title: "Trip", body: "Train at 9:40."),
]

let notes = BrowserList<Note, [Note]>("Notes", elements: allNotes, itemTitle: \.title)
  .detail { note in StyledText(note.body) }
  .onActivate { _, note in .finish(note) }

struct Message: Identifiable, Sendable {
  var id: Int
  var title: String
  var body: String
}

/// Messages in memory, newest first, with a stream of every change.
final class MessageStore: Sendable {
  private let messages = Mutex<[Message]>([])
  private let changes = Broadcast<[Message]>()

  func updates() -> AsyncStream<[Message]> { changes.stream() }

  func insert(_ message: Message) {
    let now = messages.withLock { messages in
      messages.insert(message, at: 0)
      return messages
    }
    changes.yield(now)
  }
}

/// The lines of a file as they are added to it.
func lines(of file: LogFile) -> AsyncStream<String> {
  AsyncStream { $0.finish() }
}

/// A file being uploaded, and its progress in percent.
struct Upload: Sendable {
  var name: String
  var progress: AsyncStream<Int>
}
