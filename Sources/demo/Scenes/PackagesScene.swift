import ArgumentParser
import Presently

/// `demo packages`: the Debian packages installed on this machine, and their dependencies.
struct PackagesScene: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "packages",
    abstract: "Browse the Debian packages installed here and walk their dependencies.",
    discussion: """
      Reads /var/lib/dpkg/status (a small sample when it is absent). Master: name, version \
      and summary; detail: the package's fields. Enter on a package opens its dependencies; \
      Enter on a dependency opens that package's; b goes back. Resize the window across \
      100 columns to see the screens move between the panes. / filters.
      """
  )

  @Option(help: ArgumentHelp("Read this status file instead.", valueName: "path"))
  var status = DpkgStatus.path

  func run() async throws {
    let (packages, source) = DpkgStatus.load(path: status)
    let catalog = PackageCatalog(packages)
    let root = BrowserList<Void, [InstalledPackage]>(
      "\(packages.count) packages installed, from \(source)", elements: packages, itemTitle: \.name
    )
    .rows(minimumWidth: PackageCatalog.rowWidth) { package, width in catalog.row(package, width: width) }
    .detail { package in catalog.detail(package) }
    .onActivate { _, package in catalog.openDependencies(of: package) }
    let terminal = ReadlineTerminal.open()
    do {
      _ = try await terminal.present(MasterDetailBrowser(root), style: .fullScreen)
    } catch {
      SceneEnding.exit(with: error)
    }
  }
}

/// The installed packages by name, and the screens built from them.
struct PackageCatalog: Sendable {
  let byName: [String: InstalledPackage]

  init(_ packages: [InstalledPackage]) {
    byName = Dictionary(packages.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The cells a row needs for a name and a version to be read, and the start of the
  /// summary.
  static let rowWidth = 60

  /// `bash     5.2.15-2+b7     GNU Bourne Again SHell`, in columns that fit `width`.
  func row(_ package: InstalledPackage, width: Int) -> StyledText {
    let nameWidth = min(26, max(10, width / 2))
    let versionWidth = min(16, max(0, (width - nameWidth - 2) / 2))
    var row = StyledText(package.name).padded(toWidth: nameWidth) + " "
    if versionWidth > 0 { row += StyledText(package.version, style: .dim).padded(toWidth: versionWidth) + " " }
    return (row + StyledText(package.summary)).truncated(toWidth: width)
  }

  /// Every field of the package, names in bold.
  func detail(_ package: InstalledPackage) -> StyledText {
    var text = StyledText()
    for (index, field) in package.fields.enumerated() {
      if index > 0 { text += "\n" }
      let value = field.name == "Description" ? package.descriptionText : field.value
      text += StyledText(field.name + ":", style: .bold) + " " + StyledText(value)
    }
    return text
  }

  /// The package a dependency is met by here: the first installed alternative.
  func installed(_ dependency: Dependency) -> InstalledPackage? {
    dependency.alternatives.lazy.compactMap { byName[$0.name] }.first
  }

  /// Enter on a package: a screen of its dependencies.
  func openDependencies(of package: InstalledPackage) -> BrowserAction<Void, InstalledPackage> {
    let dependencies = package.dependencies
    guard !dependencies.isEmpty else { return .message("\(package.name) depends on no other package.") }
    let catalog = self
    let list = BrowserList<Void, [Dependency]>(
      "Dependencies of \(package.name)", elements: dependencies, isSame: ==, itemTitle: \.text
    )
    .rows { dependency, width in
      let missing = catalog.installed(dependency) == nil
      return (StyledText(dependency.text) + (missing ? StyledText("  not installed", style: .dim) : ""))
        .truncated(toWidth: width)
    }
    .detail { dependency in
      catalog.installed(dependency).map(catalog.detail)
        ?? StyledText("\(dependency.text) is not installed.", style: .dim)
    }
    .onActivate { _, dependency in
      guard let target = catalog.installed(dependency) else {
        return .message("\(dependency.text) is not installed here.")
      }
      return catalog.openDependencies(of: target).retyped()
    }
    return .push(list)
  }
}

extension BrowserAction where Value == Void, Element == InstalledPackage {
  /// The same action, from a screen whose elements are dependencies.
  func retyped() -> BrowserAction<Void, Dependency> {
    switch self {
    case .push(let screen): .push(screen)
    case .message(let text): .message(text)
    default: .stay
    }
  }
}
