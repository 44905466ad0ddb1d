import GitPick
import Presently

// gitpick [REPOSITORY]: pick a commit of `git log` in a master-detail browser, its
// `git show --stat` beside it; the picked commit's full hash on standard output.
//
//   git checkout "$(gitpick)"
//
// Exit status as the presently tool's: 0 picked, 1 quit, 130 Ctrl-C, 255 the input
// ended; 2 when git cannot read the repository.

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "-h" || arguments.first == "--help" {
  print(
    """
    Usage: gitpick [REPOSITORY]

    Pick a commit of git log: the list of commits beside git show --stat of the one
    selected. Enter prints the picked commit's full hash; c creates a branch at it;
    s switches branches; / filters; ? lists every key; q quits.
    """)
  ExitStatus.answered.exit()
}
let git = Git(repository: arguments.first ?? ".")
let commits: [Commit]
do {
  commits = try await git.log()
} catch {
  ExitStatus(rawValue: 2).exit(reporting: "gitpick: \(error)")
}
guard !commits.isEmpty else {
  ExitStatus.declined.exit(reporting: "gitpick: \(git.repository) has no commits")
}
let terminal = ReadlineTerminal.open()
do {
  guard let hash = try await terminal.present(GitPick.browser(git, commits: commits), style: .fullScreen) else {
    ExitStatus.declined.exit()
  }
  print(hash)
  ExitStatus.answered.exit()
} catch let ending as PresentError {
  ExitStatus(ending).exit()  // Ctrl-C, the end of input: the user knows; nothing to say.
} catch {
  ExitStatus(error).exit(reporting: "gitpick: \(error)")
}
