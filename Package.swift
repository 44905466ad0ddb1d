// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Presently",
  products: [
    .library(name: "Presentation", targets: ["Presentation"]),
    .library(name: "ReadlineTerminal", targets: ["ReadlineTerminal"]),
    .library(name: "PresentationTesting", targets: ["PresentationTesting"]),
    .library(name: "Alerts", targets: ["Alerts"]),
    .library(name: "MasterDetail", targets: ["MasterDetail"]),
    .executable(name: "presently", targets: ["presently"]),
    .executable(name: "demo", targets: ["demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // GNU readline, as installed by Debian's libreadline-dev.
    .systemLibrary(
      name: "CReadline",
      path: "Sources/CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),

    // The core: no readline, no Foundation.
    .target(name: "Presentation"),

    // The real terminal, on readline's callback interface.
    .target(name: "ReadlineTerminal", dependencies: ["Presentation", "CReadline"]),

    // The scripted fake terminal, for applications' own tests.
    .target(name: "PresentationTesting", dependencies: ["Presentation"]),

    // Typed alerts, action sheets, and the confirm / ask / password / choose conveniences.
    .target(name: "Alerts", dependencies: ["Presentation"]),

    // KeepSelection, MasterDetailSelection, dual navigation, and the browser.
    .target(name: "MasterDetail", dependencies: ["Presentation"]),

    // The command-line tool for shell scripts.
    .executableTarget(
      name: "presently",
      dependencies: [
        "Presentation", "ReadlineTerminal", "Alerts", "MasterDetail",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    .executableTarget(
      name: "demo",
      dependencies: [
        "Presentation", "ReadlineTerminal", "Alerts", "MasterDetail",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // In-process benchmarks: `swift run -c release bench --help`.
    .executableTarget(
      name: "bench",
      dependencies: ["Presentation", "PresentationTesting", "Alerts", "MasterDetail"]
    ),

    // Helpers that drive real binaries through a pseudo-terminal.
    .target(name: "PseudoTerminalSupport", dependencies: ["Presentation"], path: "Tests/PseudoTerminalSupport"),

    .testTarget(
      name: "PresentationTests", dependencies: ["Presentation", "PresentationTesting", "PseudoTerminalSupport"]),
    .testTarget(name: "AlertsTests", dependencies: ["Alerts", "PresentationTesting", "PseudoTerminalSupport"]),
    .testTarget(name: "PresentlyTests", dependencies: ["PseudoTerminalSupport"]),
    .testTarget(name: "DemoTests", dependencies: ["PseudoTerminalSupport"]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: ["Alerts", "MasterDetail", "Presentation", "PresentationTesting", "PseudoTerminalSupport"]),
    .testTarget(
      name: "MasterDetailTests", dependencies: ["MasterDetail", "PresentationTesting", "PseudoTerminalSupport"]),
    .testTarget(
      name: "ReadlineTerminalTests",
      dependencies: ["ReadlineTerminal", "PseudoTerminalSupport"]
    ),
  ]
)
