import PresentlyCore

/// A subcommand as either reader makes it (the quick one, or swift-argument-parser's):
/// what is wrong with its command line, if anything, and running it to its status, which
/// ``ToolProgram`` exits with: the one exit of a command's run.
package protocol ToolCommand: Sendable {
  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  var problem: String? { get }
  /// Runs the command, having written what it writes, and returns its status.
  func run() async -> ExitStatus
  /// Takes gum's ways where they are not a drawn element's default (``GumFlag/defaults(of:)``):
  /// `filter` without items lists the files below the working folder, `file` prints
  /// absolute paths. gum's dialect calls it on a command before reading its line.
  mutating func takeGumWays()
}

extension ToolCommand {
  /// Nothing: the command has no way of gum's to take.
  package mutating func takeGumWays() {}
}

extension BrowseCommand: ToolCommand {}
extension ChooseCommand: ToolCommand {
  /// Runs the list as `choose` shows it.
  package func run() async -> ExitStatus { await run(shaping: { _ in }) }
}
extension ConfirmCommand: ToolCommand {}
extension InputCommand: ToolCommand {}
extension AlertCommand: ToolCommand {}
extension FileCommand: ToolCommand {}
extension FilterCommand: ToolCommand {}
extension PagerCommand: ToolCommand {}
extension ProgressCommand: ToolCommand {}
extension SpinCommand: ToolCommand {}
extension TableCommand: ToolCommand {}
extension WriteCommand: ToolCommand {}
extension StyleCommand: ToolCommand {}
extension JoinCommand: ToolCommand {}
extension FormatCommand: ToolCommand {}
extension LogCommand: ToolCommand {}
