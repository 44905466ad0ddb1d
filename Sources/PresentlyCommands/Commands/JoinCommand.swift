import PresentlyCore
import PresentlySystem

/// `presently join` (gum's `join`): blocks of text side by side, or one above the other,
/// as lipgloss's `JoinHorizontal` and `JoinVertical` place them (``Join``).
package struct JoinCommand: Equatable, Sendable {
  /// The blocks.
  package var text: [String] = []
  /// `--align`: left, center, right, bottom, middle or top.
  package var align = "left"
  /// `--vertical`: one above the other; else side by side (`--horizontal`, the default).
  package var vertical = false

  package init() {}

  /// Why the command line cannot run; `nil`: it always can.
  package var problem: String? { nil }

  /// What the command prints on a terminal of `profile`: the joined blocks and a newline.
  package func output(profile: LayoutColorProfile) -> String {
    let position = LayoutPosition.gum(align)
    let joined = vertical ? Join.vertical(text, position: position) : Join.horizontal(text, position: position)
    return profile.apply(to: joined) + "\n"
  }

  /// Prints the blocks joined, status 0.
  package func run() async -> ExitStatus {
    Output.write(result: Array(output(profile: LayoutInput.profile(for: .standardOutput)).utf8))
    return .answered
  }
}
