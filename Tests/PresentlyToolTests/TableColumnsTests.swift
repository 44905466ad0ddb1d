import PresentlyCore
import Testing

@testable import PresentlyCommands

/// `TableColumns`: how wide each column is, from the header and the first rows, and how
/// the columns are narrowed to fit.
@Suite("Table: columns")
struct TableColumnsTests {
  static func columns(_ names: [String], _ rows: [[String]], shown: [Int]? = nil) -> TableColumns {
    TableColumns(
      names: names, shown: shown ?? Array(names.indices), sample: rows.map { $0.map { Array($0.utf8) } })
  }

  @Test(
    "a column is as wide as its name or its widest cell, in display cells, up to 40",
    arguments: [
      (["id", "name"], [["1", "Ada"], ["22", "Grace"]], [2, 5]),
      (["name"], [["日本語"]], [6]),
      (["a"], [[String(repeating: "x", count: 100)]], [40]),
      (["line"], [["one\ntwo"]], [7]),
      (["a", "b"], [["1"]], [1, 1]),
    ] as [([String], [[String]], [Int])])
  func natural(names: [String], rows: [[String]], widths: [Int]) {
    #expect(Self.columns(names, rows).natural == widths)
  }

  @Test(
    "columns that do not fit are narrowed, the widest first, down to three cells",
    arguments: [
      ([10, 4, 20], 40, [10, 4, 20]),
      ([10, 4, 20], 30, [10, 4, 12]),
      ([10, 4, 20], 20, [6, 4, 6]),
      ([10, 10], 4, [3, 3]),
    ] as [([Int], Int, [Int])])
  func fitting(natural: [Int], width: Int, widths: [Int]) {
    let names = natural.map { String(repeating: "n", count: $0) }
    #expect(Self.columns(names, []).widths(fitting: width) == widths)
  }

  @Test("a row's cells are padded to their columns, cut with … when narrowed, two spaces apart")
  func row() {
    let columns = Self.columns(["name", "city"], [["Ada", "London, UK"], ["Grace", "New York"]])
    #expect(columns.header(width: 40).plain == "name   city      ")
    #expect(columns.row([Array("Ada".utf8), Array("London, UK".utf8)], width: 40).plain == "Ada    London, UK")
    #expect(columns.row([Array("Grace".utf8), Array("London, UK".utf8)], width: 12).plain == "Grace  Lond…")
    #expect(columns.row([Array("Ada".utf8)], width: 40).plain == "Ada              ", "a missing field is empty")
  }

  @Test("--columns shows the columns named, in their order; the detail shows every field")
  func shown() {
    let columns = Self.columns(["id", "name", "city"], [["1", "Ada", "London"]], shown: [2, 0])
    let fields = ["1", "Ada", "London"].map { Array($0.utf8) }
    #expect(columns.row(fields, width: 40).plain == "London  1 ")
    #expect(columns.detail(fields).plain == "id: 1\nname: Ada\ncity: London")
  }

  @Test("a row's title, which narrowing matches, is its shown fields' text, two spaces apart")
  func title() {
    let store = TableStore(separator: UInt8(ascii: ","))
    store.append(Array("id,name,city\n1,\"Ada \"\"A\"\"\",\"London, UK\"\n2\n".utf8)[...])
    store.finish()
    #expect(store.text(of: 1, fields: [2, 1]) == "London, UK  Ada \"A\"")
    #expect(store.text(of: 2, fields: [0, 2]) == "2  ", "a missing field is empty")
  }

  @Test(
    "--columns takes names, or numbers from 1",
    arguments: [
      (["city", "id"], [2, 0]), (["3", "1"], [2, 0]), (["name", "4"], nil), (["nope"], nil), (["0"], nil),
    ] as [([String], [Int]?)])
  func positions(chosen: [String], positions: [Int]?) {
    let found = try? TableView.positions(of: chosen, in: ["id", "name", "city"]).get()
    #expect(found == positions)
  }
}
