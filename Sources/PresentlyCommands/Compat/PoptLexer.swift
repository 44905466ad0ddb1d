/// A command line split as popt splits it, for the programs presently stands in for
/// (whiptail reads its command line with popt): into operands, options with their
/// values, and the short options of clusters.
///
/// popt's grammar, which is not swift-argument-parser's:
/// - options may come anywhere, before, between or after the operands;
/// - `--name=value` and `--name value` both give a value, and a separate value is taken
///   whatever it looks like (`--title --` is the title `--`);
/// - `--` ends the options: everything after it is an operand, however it starts;
/// - a lone `-` and an empty argument are operands; any other argument that starts
///   with `-` before `--` is an option, and an error when it is not a known one;
/// - single-dash arguments are clusters of one-letter options;
/// - with `POSIXLY_CORRECT`, the first operand ends the options.
///
/// The lexer knows the option table only as far as splitting needs it: which names
/// exist and which take a value. What an option means is the interpreter's.
/// Arguments are read as bytes, as popt reads them: a `-` before a combining mark is
/// still an option.
enum PoptLexer {
  /// One piece of the command line.
  enum Token: Equatable, Sendable {
    /// An operand.
    case operand(String)
    /// A long option, with its value when it takes one, and the argument to name when
    /// the value is wrong: the option itself when written `--name=value`, else the value.
    case option(name: String, value: String?, named: String)
    /// One letter of a cluster of short options.
    case short(UInt8)
    /// What stops the reading: the rest of the line is not read.
    case error(PoptError, argument: String)
  }

  /// Splits `arguments`, stopping at the first error.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program's name.
  ///   - posixlyCorrect: Whether the first operand ends the options.
  ///   - shortOptions: The one-letter options, which take no value.
  ///   - takesValue: Whether the long option `name` takes a value; `nil` when there is
  ///     no such option.
  static func tokens(
    _ arguments: [String], posixlyCorrect: Bool, shortOptions: [UInt8], takesValue: (String) -> Bool?
  ) -> [Token] {
    var tokens: [Token] = []
    var index = arguments.startIndex
    var restAreOperands = false
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      let bytes = Array(argument.utf8)
      if restAreOperands || bytes.first != UInt8(ascii: "-") || bytes.count == 1 {
        tokens.append(.operand(argument))
        if posixlyCorrect { restAreOperands = true }
        continue
      }
      if bytes.count == 2, bytes[1] == UInt8(ascii: "-") {
        restAreOperands = true
        continue
      }
      guard bytes[1] == UInt8(ascii: "-") else {
        // A cluster: each byte is an option, and `=` after one is a value it does not take.
        for position in 1..<bytes.count {
          guard shortOptions.contains(bytes[position]) else {
            return tokens + [.error(.unknownOption, argument: argument)]
          }
          guard position + 1 == bytes.count || bytes[position + 1] != UInt8(ascii: "=") else {
            return tokens + [.error(.unwantedArgument, argument: argument)]
          }
          tokens.append(.short(bytes[position]))
        }
        continue
      }
      // `--name` or `--name=value`, split at the first `=` byte.
      let equals = bytes.firstIndex(of: UInt8(ascii: "="))
      let name = String(decoding: bytes[2..<(equals ?? bytes.endIndex)], as: UTF8.self)
      let attached = equals.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) }
      guard let needsValue = takesValue(name) else { return tokens + [.error(.unknownOption, argument: argument)] }
      if !needsValue {
        guard attached == nil else { return tokens + [.error(.unwantedArgument, argument: argument)] }
        tokens.append(.option(name: name, value: nil, named: argument))
      } else if let attached {
        tokens.append(.option(name: name, value: attached, named: argument))
      } else if index < arguments.endIndex {
        tokens.append(.option(name: name, value: arguments[index], named: arguments[index]))
        index += 1
      } else {
        return tokens + [.error(.missingArgument, argument: argument)]
      }
    }
    return tokens
  }
}

/// popt's errors, as a program that reads its command line with popt meets them.
enum PoptError: Error, Equatable, Sendable {
  /// An argument that starts with `-` and is no option (`POPT_ERROR_BADOPT`).
  case unknownOption
  /// An option that takes a value came last, without one (`POPT_ERROR_NOARG`).
  case missingArgument
  /// `=value` after an option that takes none (`POPT_ERROR_UNWANTEDARG`).
  case unwantedArgument
  /// A value that is not a number (`POPT_ERROR_BADNUMBER`).
  case badNumber
  /// A number outside `Int32`'s range (`POPT_ERROR_OVERFLOW`).
  case overflow

  /// popt's words for the error (`poptStrerror`).
  var reason: String {
    switch self {
    case .unknownOption: "unknown option"
    case .missingArgument: "missing argument"
    case .unwantedArgument: "option does not take an argument"
    case .badNumber: "invalid numeric value"
    case .overflow: "number too large or too small"
    }
  }
}
