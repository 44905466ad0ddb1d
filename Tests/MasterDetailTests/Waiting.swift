import PresentationTesting
import PresentlyCore
import Testing

extension ScriptedTerminal {
  /// Types `answers` once a prompt is open: the first answers it, the others wait for
  /// the prompts that follow. Typing before the prompt opens would put the answers
  /// behind a scripted `.wait`.
  func answer(_ answers: ScriptedAnswer...) async throws {
    _ = try await nextPrompt()
    for answer in answers { type(answer) }
  }

  /// The selected row as drawn, from its marker to the end of the master pane: `> 3  banana`.
  var markedRow: String? {
    guard let line = screenLines.first(where: { $0.hasPrefix(" >") }) else { return nil }
    let master = line.split(separator: "\u{2502}", maxSplits: 1).first ?? ""
    return master.trimmingSpaces
  }

  /// The header line of the screen.
  var header: String { screenLines.first ?? "" }

  /// The status line: the last line of the frame, above the prompt.
  var status: String {
    var lines = screenLines
    if lines.last == "" { lines.removeLast() }
    guard let prompt = lines.lastIndex(where: { $0.hasPrefix("> ") || $0 == ">" }), prompt > 0 else {
      return lines.last ?? ""
    }
    return lines[prompt - 1]
  }
}
