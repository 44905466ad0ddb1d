/// Calls `body` with `path`, a path's bytes whatever their encoding, as a C string (a
/// NUL appended): how every call here that takes a path gets one.
package func withCPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
  try (path + [0]).withUnsafeBufferPointer { buffer in
    try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
  }
}
