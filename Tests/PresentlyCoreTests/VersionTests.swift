import Glibc
import PresentlyCore
import Testing

/// The version is kept in one place, and the changelog has an entry for it.
@Suite("Version")
struct VersionTests {
  @Test("the newest entry of CHANGELOG.md is the version the tool prints")
  func changelogHasTheVersion() throws {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    let file = try #require(fopen(path + "/CHANGELOG.md", "r"))
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 512)
    var heading = ""
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if text.hasPrefix("## ") {
        heading = text
        break
      }
    }
    #expect(heading == "## \(PresentlyVersion.current)\n")
  }
}
