import Alerts
import PresentlyCore
import PresentlySystem

/// `presently progress`: a bar fed from standard input, whiptail's `--gauge` protocol,
/// until the input ends.
package struct ProgressCommand: Equatable, Sendable {
  package var title: String?
  package var text = ""
  package var percent = 0

  package init() {}

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    (0...100).contains(percent) ? nil : "--percent must be from 0 to 100."
  }

  /// Shows the bar until the input ends: 0.
  package func run() async -> ExitStatus {
    return await Dialog.run {
      let terminal = Dialog.terminal(standardInputIsData: true)
      let gauge = Gauge(
        title: title, text: text, percent: percent,
        updates: GaugeProtocol().updates(reading: FileDescriptor.standardInput.rawValue))
      try await terminal.present(gauge)
      return .answered
    }
  }
}
