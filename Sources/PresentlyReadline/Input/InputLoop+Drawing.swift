import PresentlyCore
import PresentlySystem

/// Drawing: text and screen controls, straight away or above the open line.
extension InputLoop {
  /// Draws outputs queued while a line was open: above it if it still is. While the
  /// terminal is not ours they are kept, and the loop waits for it.
  func flush(_ outputs: [Output], _ state: LoopState) {
    guard !outputs.isEmpty else { return }
    if case .terminal(let device) = source, state.waitingForForeground || !device.isForeground {
      state.outputs += outputs
      if !state.waitingForForeground { takeTerminal(state, device) }
      return
    }
    let text = outputs.map(render).joined()
    let prompt = outputs.last { if case .prompt = $0 { true } else { false } }
    guard Readline.isReading else { return write(text) }
    // An erase last leaves the cursor on an emptied line: the prompt goes there.
    let drawn = outputs.last { if case .prompt = $0 { false } else { true } }
    let endsOnEmptyLine: Bool =
      switch drawn {
      case .control(.erase), .control(.clear): settings.cursorControl
      default: false
      }
    if case .prompt(let marked, let visible) = prompt {
      Readline.printAbove(text, prompt: (marked, visible), endsOnEmptyLine: endsOnEmptyLine)
    } else {
      Readline.printAbove(text, endsOnEmptyLine: endsOnEmptyLine)
    }
  }

  func perform(_ output: Output) {
    write(render(output))
  }

  func render(_ output: Output) -> String {
    switch output {
    case .text(let text):
      return text
    case .prompt:
      // Only for a line being read, which draws it.
      return ""
    case .control(let control):
      guard settings.cursorControl else { return "" }
      switch control {
      case .clear:
        return "\u{1B}[H\u{1B}[2J"
      case .enterAlternateScreen:
        guard !TerminalRestoration.alternateScreen.exchange(true, ordering: .relaxed) else { return "" }
        return Self.enterAlternateScreen
      case .leaveAlternateScreen:
        guard TerminalRestoration.alternateScreen.exchange(false, ordering: .relaxed) else { return "" }
        return Self.leaveAlternateScreen
      case .erase(let lines):
        return "\r" + (lines > 0 ? "\u{1B}[\(lines)A" : "") + "\u{1B}[J"
      }
    }
  }

  func write(_ text: String) {
    guard !text.isEmpty else { return }
    switch source {
    case .terminal(let device): device.write(text)
    case .plain(_, let output?): FileDescriptor(rawValue: output).writeAll(text)
    case .plain(_, nil): break
    }
  }
}
