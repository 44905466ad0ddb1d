/// `import PresentationTesting` brings the core's types too (`LineRequest`,
/// `TerminalSize`, `AnyPresentable`, `PresentError`…), which the fake terminal's API is
/// made of, so that a test of a presentable needs only the module it tests beside it.
@_exported import PresentlyCore
