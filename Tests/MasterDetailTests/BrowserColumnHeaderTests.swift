import MasterDetail
import PresentationTesting
import PresentlyCore
import Testing

/// `BrowserList.columnHeader`: a line above the rows that names their columns.
@Suite("Browser: a line naming the columns")
struct BrowserColumnHeaderTests {
  static let numbers = BrowserList<Int, Range<Int>>("Numbers", elements: 0..<35, isSame: ==) { "row \($0 + 1)" }

  @Test("the line stands above the rows, after the numbers' column, and takes one row of each page")
  func header() async throws {
    let list = Self.numbers.columnHeader { width in StyledText("NAME (\(width) cells)", style: .underline) }
    let terminal = ScriptedTerminal(answers: ["q"], size: TerminalSize(columns: 60, rows: 10))
    _ = try await terminal.present(MasterDetailBrowser(list))
    let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let header = try #require(lines.firstIndex { $0.contains("NAME") })
    // 59 cells a line, less the marker, two digits and the spaces around them.
    #expect(lines[header] == "      NAME (53 cells)")
    #expect(lines[header + 1].hasSuffix("1  row 1"), "the first row under the line")
    #expect(lines[header + 1].firstRange(of: "row")?.lowerBound.utf16Offset(in: lines[header + 1]) == 6)
    #expect(terminal.screen.contains("row 6") && !terminal.screen.contains("row 7"), "six rows, not seven")
    #expect(terminal.screen.contains("page 1/6"))
  }

  @Test("without it, the page has every row of the body")
  func noHeader() async throws {
    let terminal = ScriptedTerminal(answers: ["q"], size: TerminalSize(columns: 60, rows: 10))
    _ = try await terminal.present(MasterDetailBrowser(Self.numbers))
    #expect(terminal.screen.contains("row 7") && !terminal.screen.contains("row 8"))
    #expect(terminal.screen.contains("page 1/5"))
  }
}
