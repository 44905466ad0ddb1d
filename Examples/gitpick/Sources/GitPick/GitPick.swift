import Presently

/// gitpick's screens: the commits of `git log` beside `git show --stat` of the one
/// selected, Enter picking it, `c` creating a branch there, `s` switching branches.
public enum GitPick {
  /// The browser over `commits` of `git`, whose value is the picked commit's full hash.
  ///
  /// - `Enter` picks the selected commit: the browser ends with its hash.
  /// - `c` asks for a branch name (Create enabled only for a name git takes) and creates
  ///   the branch at the selected commit.
  /// - `s` asks which branch to switch to, then asks to confirm, and switches.
  public static func browser(_ git: Git, commits: [Commit]) -> MasterDetailBrowser<String> {
    let list = BrowserList<String, [Commit]>("Commits of \(git.repository)", elements: commits, itemTitle: \.subject)
      .rows(minimumWidth: 40) { commit, width in row(commit, width: width) }
      .loadingDetail { commit, pane in await git.show(commit, pane: pane) }
      .onActivate { _, commit in .finish(commit.hash) }
      .command("c", help: "create a branch here", priority: .high) { context, commit in
        guard let commit else { return .message("Select a commit to branch from.") }
        guard let name = try await context.present(newBranch(at: commit)) else { return .message("No branch made.") }
        do {
          try await git.createBranch(name, at: commit)
          return .message("Branch \(name) made at \(commit.shortHash).")
        } catch {
          return .message(StyledText("git: \(error)", style: .bold))
        }
      }
      .command("s", help: "switch branch") { context, _ in
        try await switchBranch(git, from: context)
      }
    return MasterDetailBrowser(list)
  }

  /// `a1b2c3d  Fix the pager's q key  (Ada, 3 days ago)`, cut to `width`.
  public static func row(_ commit: Commit, width: Int) -> StyledText {
    let by = StyledText("  (\(commit.author), \(commit.age))", style: .dim)
    return (StyledText(commit.shortHash, style: .dim) + "  " + StyledText(commit.subject) + by)
      .truncated(toWidth: width)
  }

  /// The alert that names a new branch at `commit`: Create is enabled only for a name
  /// git takes, and says why not otherwise; Cancel gives `nil`.
  public static func newBranch(at commit: Commit) -> Alert<String?> {
    let create = Alert<String?>.Action(
      title: "Create",
      enabledPredicate: { BranchName.isValid($0["Branch"] ?? "") },
      disabledReason: { values in BranchName.problem(with: values["Branch"] ?? "").map { "The name \($0)." } },
      action: { $0["Branch"] })
    return Alert(
      title: "New branch at \(commit.shortHash)", message: commit.subject,
      fields: [.init(label: "Branch", placeholder: "feature/name")],
      actions: create, .init(title: "Cancel", style: .cancel) { nil })
  }

  /// `s`: the branches to choose from (the current one named), a confirmation, the switch.
  static func switchBranch(_ git: Git, from context: PresentationContext) async throws -> BrowserAction<String, Commit>
  {
    let branches: [String]
    let current: String?
    do {
      branches = try await git.branches()
      current = try await git.currentBranch()
    } catch {
      return .message(StyledText("git: \(error)", style: .bold))
    }
    let others = branches.filter { $0 != current }
    guard !others.isEmpty else { return .message("No other branch to switch to.") }
    let branch = try await context.choose("Switch to", from: others, display: { $0 }, default: nil)
    guard try await context.confirm("Switch from \(current ?? "a detached HEAD") to \(branch)?", default: true) else {
      return .message("Stayed on \(current ?? "a detached HEAD").")
    }
    do {
      try await git.switchTo(branch)
      return .message("On \(branch) now.")
    } catch {
      return .message(StyledText("git: \(error)", style: .bold))
    }
  }
}
