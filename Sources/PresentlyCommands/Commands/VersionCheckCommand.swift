import PresentlyCore

/// `gum version-check CONSTRAINT`: status 0 when the version of gum whose command lines
/// presently takes (``GumCommandLine/version``) meets the constraint, else a line on
/// standard error and status 1, as gum does.
package struct VersionCheckCommand: Equatable, Sendable {
  /// The constraint, as Masterminds/semver reads it (``SemanticVersionConstraint``).
  package var constraint = ""

  package init() {}

  /// Why the command line cannot run; `nil`: it always can.
  package var problem: String? { nil }

  /// Checks the version, and exits with the answer.
  package func run() async -> ExitStatus {
    guard let check = SemanticVersionConstraint(constraint) else {
      Output.error("gum version-check: could not parse range \(constraint)")
      return .declined
    }
    guard check.isMet(by: GumCommandLine.version) else {
      Output.error("gum version \"\(GumCommandLine.version)\" is not within given range \"\(constraint)\"")
      return .declined
    }
    return .answered
  }
}

extension VersionCheckCommand: ToolCommand {
  /// `gum version-check`'s command line, as data.
  package static let table = CommandTable<VersionCheckCommand>(
    "version-check",
    abstract: "Check that gum's version, as presently takes it (2.0.0), meets a constraint.",
    discussion: """
      Status 0 when the version meets the constraint (>= 0.14, ~> 2.0, ^2, 1.x || 2.x), \
      else 1 with a line on standard error.
      """,
    examples: [#"gum version-check '>= 0.14' || exit 1"#],
    make: { VersionCheckCommand() },
    options: [],
    operands: Operands("constraint", count: 1...1, help: "The constraint.") {
      $0.constraint = String(decoding: $1[0], as: UTF8.self)
    }
  )
}
