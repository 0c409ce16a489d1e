import ArgumentParser

/// A long list of positional arguments, folded so the argument parser sees a few, and its time stays linear
/// in their number.
///
/// swift-argument-parser takes each positional value out of its list by moving every value after it, so
/// 8,000 links as arguments cost 1.9 s of CPU, almost all of it there. Before parsing, each run of
/// consecutive plain values (words that do not start with `-`) keeps its first `kept` values and folds the
/// rest into one marker; after parsing, the marker in the command's list of links, URLs or files is
/// unfolded again. A marker holds a NUL byte, which no argument can hold, so it never meets a real value.
///
/// The folding cannot change what is parsed: only a value right after an option can be taken as that
/// option's value (none of linklab's options takes more than one), and the values kept in front of each
/// marker (`kept`: an option's value, a command's single positional such as `aasa`'s FILE, and the first
/// link) fill every place before a command's list. `LinkLab.main` checks each marker was unfolded exactly
/// once, into one list, and parses the arguments as given when not (and for any error or help, so their
/// messages show what was typed).
struct FoldedArguments {
    /// How many arguments a run keeps before folding (below, the list is given to the parser as it is).
    static let threshold = 64
    /// The values of a run kept in front of its marker.
    static let kept = 3

    /// What the parser is given.
    let arguments: [String]
    /// The folded values, one entry a marker.
    private let folds: [ArraySlice<String>]
    private let original: [String]

    init(_ given: [String]) {
        original = given
        guard given.count > Self.threshold else {
            arguments = given
            folds = []
            return
        }
        var arguments: [String] = []
        var folds: [ArraySlice<String>] = []
        arguments.reserveCapacity(64)
        var index = given.startIndex
        var afterTerminator = false
        while index < given.endIndex {
            let word = given[index]
            if !afterTerminator && word == "--" { afterTerminator = true }
            if !afterTerminator && word.hasPrefix("-") || word == "--" {
                arguments.append(word)
                index += 1
                continue
            }
            // A run of plain values (after `--`, every word is a value).
            var end = index
            while end < given.endIndex && (afterTerminator || !given[end].hasPrefix("-")) { end += 1 }
            let keptEnd = min(end, index + Self.kept)
            arguments.append(contentsOf: given[index..<keptEnd])
            if end - keptEnd >= 2 {
                arguments.append(Self.marker(folds.count))
                folds.append(given[keptEnd..<end])
            } else {
                arguments.append(contentsOf: given[keptEnd..<end])
            }
            index = end
        }
        self.arguments = arguments
        self.folds = folds
    }

    /// Whether anything was folded.
    var isFolded: Bool { !folds.isEmpty }

    /// The arguments as given.
    var given: [String] { original }

    static func marker(_ number: Int) -> String { "\u{0}folded:\(number)" }

    /// Whether a parsed value is a marker.
    static func isMarker(_ value: String) -> Bool { value.utf8.first == 0 }

    /// `values` with each marker replaced by the values it folded, and how many markers were found.
    func unfold(_ values: [String]) -> (values: [String], markers: Int) {
        guard isFolded, values.contains(where: Self.isMarker) else { return (values, 0) }
        var result: [String] = []
        result.reserveCapacity(original.count)
        var markers = 0
        for value in values {
            if Self.isMarker(value), let number = Int(value.dropFirst("\u{0}folded:".count)), folds.indices.contains(number) {
                result.append(contentsOf: folds[number])
                markers += 1
            } else {
                result.append(value)
            }
        }
        return (result, markers)
    }

    /// How many markers the parser was given.
    var markerCount: Int { folds.count }
}

/// A command whose last positional argument is a list that may be long: it unfolds `FoldedArguments`.
protocol TakesLongList: ParsableCommand {
    /// Replaces the markers in the command's list; returns how many it replaced.
    mutating func unfold(_ folded: FoldedArguments) -> Int
}
