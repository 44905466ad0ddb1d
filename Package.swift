// swift-tools-version: 6.0
import PackageDescription

#if os(Linux)
  import Glibc
#endif

/// How the `presently` executable is linked in release builds: hardened as the system's
/// own binaries are, and quick to start (BENCHMARKS.md).
///
/// - Position-independent (the Swift driver's default), so that its code is at no known
///   address: it runs as root under debconf and reads untrusted text.
/// - Full RELRO (`-z relro -z now`): every relocation is made at start-up and the tables
///   are then read-only. Debian's whiptail has only partial RELRO.
/// - Packed relative relocations (`-z pack-relative-relocs`, DT_RELR, which glibc 2.36
///   and later apply), with LLVM's linker from the toolchain (gold cannot pack them): the
///   40,000 relative relocations of a PIE Swift binary take a fraction of the time.
/// - When GCC's static libstdc++ is installed (Debian's libstdc++-12-dev, which the Swift
///   toolchain needs), the C++ library is linked in, which spares loading it
///   (scripts/link/libstdc++.so).
///
/// - No symbols exported from the executable (`--no-export-dynamic`, after the
///   `-export-dynamic` of Swift's static-stdlib-args.lnk): nothing loads a library that
///   looks symbols up in it, and the Swift runtime's start-up search for `swift-backtrace`
///   (a `dladdr`) then scans a handful of symbols instead of 6,000, about 180,000
///   instructions before the first prompt.
///
/// Only this executable; the libraries are untouched.
let hardenedQuickStartLinking: [LinkerSetting] = {
  #if os(Linux)
    var flags = ["-use-ld=lld", "-Xlinker", "--no-export-dynamic"]
    for option in ["relro", "now", "pack-relative-relocs"] { flags += ["-Xlinker", "-z", "-Xlinker", option] }
    var found = glob_t()
    defer { globfree(&found) }
    if glob("/usr/lib/gcc/*/*/libstdc++.a", 0, nil, &found) == 0, found.gl_pathc > 0 {
      flags += ["-L", Context.packageDirectory + "/scripts/link"]
    }
    return [.unsafeFlags(flags, .when(platforms: [.linux], configuration: .release))]
  #else
    return []
  #endif
}()

let package = Package(
  name: "Presently",
  products: [
    // What an application imports: the core, the readline terminal, Alerts and MasterDetail.
    .library(name: "Presently", targets: ["Presently"]),
    // The scripted fake terminal, for applications' own tests.
    .library(name: "PresentationTesting", targets: ["PresentationTesting"]),
    // The parts on their own, for a library that needs only some of them.
    .library(name: "PresentlyCore", targets: ["PresentlyCore"]),
    .library(name: "PresentlyReadline", targets: ["PresentlyReadline"]),
    .library(name: "Alerts", targets: ["Alerts"]),
    .library(name: "MasterDetail", targets: ["MasterDetail"]),
    .executable(name: "presently", targets: ["PresentlyTool"]),
    .executable(name: "presently-cli", targets: ["PresentlyCLI"]),
    .executable(name: "demo", targets: ["demo"]),
  ],
  dependencies: [
    // The demo's command line only.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` (see CONTRIBUTING.md).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // GNU readline, as installed by Debian's libreadline-dev.
    .systemLibrary(
      name: "CReadline",
      path: "Sources/CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),

    // The core: no readline, no Foundation; `ExitStatus.exit()` ends the process through
    // the system module, the one home of calls into the C library.
    .target(name: "PresentlyCore", dependencies: ["PresentlySystem"]),

    // File descriptors and threads, for the modules that meet the system: no product.
    .target(name: "PresentlySystem"),

    // The real terminal, on readline's callback interface.
    .target(name: "PresentlyReadline", dependencies: ["PresentlyCore", "PresentlySystem", "CReadline"]),

    // The scripted fake terminal, for applications' own tests.
    .target(name: "PresentationTesting", dependencies: ["PresentlyCore"]),

    // Typed alerts, action sheets, and the confirm / ask / password / choose conveniences.
    // The locale's yes/no expressions come through the system module.
    .target(name: "Alerts", dependencies: ["PresentlyCore", "PresentlySystem"]),

    // KeepSelection, MasterDetailSelection, dual navigation, and the browser.
    .target(name: "MasterDetail", dependencies: ["PresentlyCore"]),

    // `import Presently`: everything an application needs, in one import.
    .target(
      name: "Presently",
      dependencies: ["PresentlyCore", "PresentlyReadline", "PresentlySystem", "Alerts", "MasterDetail"]),

    // What the command-line tool does, without swift-argument-parser: every subcommand,
    // its table and the one reader of their command lines, the help, completions and
    // manual pages written from the tables, and whiptail, dialog and gum modes.
    .target(
      name: "PresentlyCommands",
      dependencies: ["PresentlyCore", "PresentlyReadline", "PresentlySystem", "Alerts", "MasterDetail"]),

    // The command-line tool for shell scripts, `presently`: whiptail mode and the command
    // lines the quick reader takes, with nothing else linked (no argument-parser, no
    // Foundation, no Swift regular expressions), so that a prompt comes up at once.
    .executableTarget(
      name: "PresentlyTool",
      dependencies: ["PresentlyCommands", "PresentlySystem"],
      linkerSettings: hardenedQuickStartLinking
    ),

    // `presently-cli`: the same command lines, read from the same tables, with Swift's
    // regular expressions linked (`input --pattern`, `alert --enable`); `presently` runs
    // it for a line that needs them. No argument-parser, no Foundation.
    .executableTarget(
      name: "PresentlyCLI",
      dependencies: ["PresentlyCommands", "PresentlySystem"],
      linkerSettings: hardenedQuickStartLinking
    ),

    .executableTarget(
      name: "demo",
      dependencies: [
        "Presently", "PresentlySystem",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Examples/gitpick: a browser over `git log` built on the public API alone, as an
    // application depending on this package writes it (Examples/gitpick/README.md).
    // An application's code and tests see the public API alone (no `package` symbol), as
    // they would from a package of their own.
    .target(
      name: "GitPick", dependencies: ["Presently"], path: "Examples/gitpick/Sources/GitPick", packageAccess: false),
    .executableTarget(
      name: "gitpick", dependencies: ["GitPick", "Presently"], path: "Examples/gitpick/Sources/gitpick",
      packageAccess: false),
    .testTarget(
      name: "GitPickTests", dependencies: ["GitPick", "Presently", "PresentationTesting", "PseudoTerminalSupport"],
      path: "Examples/gitpick/Tests/GitPickTests", packageAccess: false),

    // In-process benchmarks: `swift run -c release bench --help`.
    .executableTarget(
      name: "bench",
      dependencies: ["PresentlyCore", "PresentationTesting", "Alerts", "MasterDetail"]
    ),

    // Helpers that drive real binaries through a pseudo-terminal.
    .target(
      name: "PseudoTerminalSupport", dependencies: ["PresentlyCore", "PresentlySystem"],
      path: "Tests/PseudoTerminalSupport"),

    .testTarget(
      name: "PresentlyCoreTests", dependencies: ["PresentlyCore", "PresentationTesting", "PseudoTerminalSupport"]),
    .testTarget(name: "AlertsTests", dependencies: ["Alerts", "PresentationTesting", "PseudoTerminalSupport"]),
    .testTarget(
      name: "PresentlyToolTests", dependencies: ["PresentlyCommands", "PresentlyCLI", "PseudoTerminalSupport"]),
    .testTarget(name: "DemoTests", dependencies: ["PseudoTerminalSupport"]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: ["Alerts", "MasterDetail", "PresentlyCore", "PresentationTesting", "PseudoTerminalSupport"]),
    .testTarget(
      name: "MasterDetailTests",
      dependencies: ["MasterDetail", "PresentlyCore", "PresentationTesting", "PseudoTerminalSupport"]),
    .testTarget(
      name: "PresentlyReadlineTests",
      dependencies: ["PresentlyReadline", "PresentlySystem", "PseudoTerminalSupport"]
    ),
    // What an application's own tests can write, and nothing more: the public API of
    // Presently and PresentationTesting, on the scripted terminal.
    .testTarget(
      name: "ConsumerTests", dependencies: ["Presently", "PresentationTesting"], packageAccess: false,
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    // The README's and the articles' Swift, compiled as written (see SnippetTests).
    .testTarget(
      name: "SnippetTests",
      dependencies: [
        "Presently", "PresentlyCore", "PresentlyReadline", "Alerts", "MasterDetail", "PresentationTesting",
        "PseudoTerminalSupport",
      ],
      // A file's imports decide which members it can use, so that a snippet compiles with
      // exactly the imports it shows.
      packageAccess: false,
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
  ]
)
