import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// The boxed widgets as a Swift author presents them, on the scripted terminal: what is
/// drawn, what comes back, and how each ends.
@Suite("Boxes: MessageBox, InputBox, Menu, Checklist, Radiolist, Gauge")
struct BoxTests {
  static let shells: [Checklist<String>.Item] = [
    .init(tag: "bash", text: "GNU Bourne-Again shell", isOn: true, value: "/bin/bash"),
    .init(tag: "dash", text: "Debian Almquist shell", value: "/bin/dash"),
    .init(tag: "zsh", text: "Z shell", isOn: true, value: "/bin/zsh"),
  ]

  @Test("a message box draws its title, text and button, and returns the button taken")
  func messageBox() async throws {
    let terminal = ScriptedTerminal(answers: [""])
    var box = MessageBox(title: "Done", text: "The backup is complete.")
    box.backtitle = "Backups"
    #expect(try await terminal.present(box) == 0)
    #expect(
      lines(terminal.transcript) == [
        "Backups", "Done", "The backup is complete.", "><Ok>", "Answer [<Ok>]: ", "Done: Ok", "",
      ])
  }

  @Test("a question's buttons answer by the start of their labels, Escape dismisses")
  func question() async throws {
    let box = MessageBox(text: "Reboot now?", buttons: ["Yes", "No"], focus: 1)
    #expect(try await ScriptedTerminal(answers: [""]).present(box) == 1, "Enter takes the focused No")
    #expect(try await ScriptedTerminal(answers: ["y"]).present(box) == 0)
    await #expect(throws: PresentError.dismissed) { try await ScriptedTerminal(answers: [.key(.cancel)]).present(box) }
  }

  @Test("an input box returns the line; Cancel throws CancelError; a secret is not echoed")
  func inputBox() async throws {
    let terminal = ScriptedTerminal(answers: ["example.org"])
    #expect(
      try await terminal.present(InputBox(title: "Host", text: "The server:", initial: "localhost")) == "example.org")
    #expect(terminal.requests[0].initialText == "localhost")
    let cancelled = ScriptedTerminal(answers: [.key(.nextAction), .key(.nextAction), ""])
    await #expect(throws: CancelError()) { try await cancelled.present(InputBox(text: "Host:")) }
    let secret = ScriptedTerminal(answers: ["hunter2"])
    #expect(try await secret.present(InputBox(text: "Password:", isSecret: true)) == "hunter2")
    #expect(!secret.transcript.contains("hunter2"))
  }

  @Test("a menu returns the value of the row taken, by keys, number or tag")
  func menu() async throws {
    let menu = Menu(
      text: "Interface:",
      items: [.init(tag: "eth0", text: "Wired", value: 0), .init(tag: "wlan0", text: "Wireless", value: 1)])
    #expect(try await ScriptedTerminal(answers: [.key(.next), ""]).present(menu) == 1)
    #expect(try await ScriptedTerminal(answers: ["2"]).present(menu) == 1)
    #expect(try await ScriptedTerminal(answers: ["eth"]).present(menu) == 0)
    let terminal = ScriptedTerminal(answers: [""])
    _ = try await terminal.present(menu)
    #expect(terminal.screensAtPrompts[0].contains("  1  eth0   Wired\n  2  wlan0  Wireless\n<Ok>  <Cancel>\n"))
    #expect(reversed(terminal.written).first == "1  eth0   Wired", "the highlight, in reverse video")
    #expect(terminal.screen == "Interface: Wired\n", "the box erased, one line stays")
  }

  @Test("a checklist returns the marked rows' values in list order; Space toggles")
  func checklist() async throws {
    let list = Checklist(text: "Shells:", items: Self.shells)
    #expect(try await ScriptedTerminal(answers: [""]).present(list) == ["/bin/bash", "/bin/zsh"])
    let toggled = ScriptedTerminal(answers: [.key(.toggle), .key(.next), .key(.toggle), ""])
    #expect(try await toggled.present(list) == ["/bin/dash", "/bin/zsh"])
    let shown = toggled.screensAtPrompts.last ?? ""
    #expect(shown.contains("[ ] bash") && shown.contains("[x] dash"))
  }

  @Test("a radiolist picks one row; Ok with none picked is nil")
  func radiolist() async throws {
    let list = Radiolist(text: "Shell:", items: Self.shells)
    #expect(
      try await ScriptedTerminal(answers: [""]).present(list) == "/bin/bash", "the first marked row starts picked")
    let picked = ScriptedTerminal(answers: [.key(.last), .key(.toggle), ""])
    #expect(try await picked.present(list) == "/bin/zsh")
    let none = Radiolist(text: "Shell:", items: Self.shells.map { .init(tag: $0.tag, text: $0.text, value: $0.value) })
    #expect(try await ScriptedTerminal(answers: [""]).present(none) == nil)
  }

  @Test("a gauge draws its bar again in place on each update and ends with them")
  func gauge() async throws {
    let (updates, feed) = AsyncStream.makeStream(of: Gauge<AsyncStream<GaugeUpdate>>.Update.self)
    var gauge = Gauge(title: "Installing", text: "Unpacking", updates: updates)
    gauge.width = 30
    let terminal = ScriptedTerminal()
    feed.yield(GaugeUpdate(percent: 40, text: "Setting up"))
    feed.yield(GaugeUpdate(percent: 100))
    feed.finish()
    try await terminal.present(gauge)
    let bar = "[" + String(repeating: "#", count: 23) + "] 100%"
    #expect(lines(terminal.screen) == ["Installing", "Setting up", bar, ""], "a bar of the width asked for")
    #expect(terminal.controls.contains(.erase(lines: 2)))
  }

  @Test("without cursor control a gauge prints each change on a line of its own")
  func gaugeTranscript() async throws {
    let (updates, feed) = AsyncStream.makeStream(of: GaugeUpdate.self)
    let terminal = ScriptedTerminal(allowsCursorControl: false)
    feed.yield(GaugeUpdate(percent: 40, text: "Setting up"))
    feed.finish()
    try await terminal.present(Gauge(text: "Unpacking", updates: updates))
    #expect(lines(terminal.transcript) == ["  0% Unpacking", " 40% Setting up", ""])
  }
}
