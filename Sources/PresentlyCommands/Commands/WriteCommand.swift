import Alerts
import PresentlyCore
import PresentlySystem

/// `presently write`: text of several lines, each edited with readline, printed with
/// one line break at its end.
package struct WriteCommand: Sendable {
  package var header: String?
  package var placeholder: String?
  /// `--value`: the text already written, which may hold several lines.
  package var value = ""
  /// `--value` as the bytes it was given in, when they are not ``value``'s UTF-8 (`nil`
  /// for its UTF-8): they are printed as given where the user did not edit them.
  package var valueBytes: [UInt8]?
  package var maxLines: Int?
  package var characterLimit: Int?
  package var timeout: Duration?
  /// gum's style flags of the placeholder (`--placeholder.foreground`).
  package var styles = ElementStyleFlags()

  package init() {}

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    if let maxLines, maxLines < 1 { return "--max-lines must be 1 or more." }
    if let characterLimit, characterLimit < 1 { return "--char-limit must be 1 or more." }
    if let characterLimit, value.count > characterLimit {
      return "--value holds \(value.count) characters, more than --char-limit \(characterLimit)."
    }
    return nil
  }

  /// Reads the text, prints it, and exits: 0 with the text, 1 when cancelled. Without a
  /// terminal, standard input is the text, byte for byte.
  package func run() async -> ExitStatus {
    let given = GivenBytes(valueBytes ?? Array(value.utf8))
    var area = TextArea(title: header, placeholder: placeholder, initialText: given.text)
    area.maxLines = maxLines
    area.characterLimit = characterLimit
    area.placeholderStyle = styles.placeholder.textStyle
    // --value is the default: what a timeout and an input that has ended take.
    let fallback = value.isEmpty ? nil : Dialog.printing(given.bytes(of: area.writtenText))
    return await Dialog.run(timeout: timeout, orElse: fallback) {
      let terminal = Dialog.terminal(standardInputIsData: true)
      guard terminal.isInteractive else {
        Output.result(Self.withoutFinalBreaks(StandardInput.isOpen ? try FileDescriptor.standardInput.readToEnd() : []))
        return .answered
      }
      Output.result(given.bytes(of: try await terminal.present(area, timeout: timeout)))
      return .answered
    }
  }

  /// The bytes without the line breaks at their end, for one to be written after them.
  static func withoutFinalBreaks(_ bytes: [UInt8]) -> [UInt8] {
    var end = bytes.count
    while end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
    return Array(bytes[..<end])
  }
}
