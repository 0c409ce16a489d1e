import ArgumentParser

// The commands whose last positional argument is a list of links, URLs or files (see `FoldedArguments`).

extension FoldedArguments {
    /// Parses the arguments as `LinkLab.parseAsRoot` would, in time linear in a long list of positional
    /// values. Anything the folding does not fully account for (an error, a help request, a marker outside
    /// the command's list) is parsed again from the arguments as given, so its outcome and words are the
    /// parser's own.
    func parse() throws -> ParsableCommand {
        guard isFolded else { return try DirectSubcommand.parse(arguments) ?? LinkLab.parseAsRoot(arguments) }
        if let parsed = try? DirectSubcommand.parse(arguments) ?? LinkLab.parseAsRoot(arguments),
           var command = parsed as? any TakesLongList,
           command.unfold(self) == markerCount {
            try command.validate()
            return command
        }
        return try LinkLab.parseAsRoot(given)
    }

    func unfold(_ values: inout [String]) -> Int {
        let (unfolded, markers) = unfold(values)
        values = unfolded
        return markers
    }
}

extension Explain: TakesLongList {
    mutating func unfold(_ folded: FoldedArguments) -> Int { folded.unfold(&links) }
}

extension AASACommand: TakesLongList {
    mutating func unfold(_ folded: FoldedArguments) -> Int { folded.unfold(&urls) }
}

extension AssetLinksCommand: TakesLongList {
    mutating func unfold(_ folded: FoldedArguments) -> Int { folded.unfold(&urls) }
}

extension SiteCommand: TakesLongList {
    mutating func unfold(_ folded: FoldedArguments) -> Int { folded.unfold(&urls) }
}

extension Check: TakesLongList {
    mutating func unfold(_ folded: FoldedArguments) -> Int { folded.unfold(&files) }
}

extension Play: TakesLongList {
    mutating func unfold(_ folded: FoldedArguments) -> Int { folded.unfold(&scenarios) }
}

extension QuizCommand: TakesLongList {
    mutating func unfold(_ folded: FoldedArguments) -> Int { folded.unfold(&scenarios) }
}
