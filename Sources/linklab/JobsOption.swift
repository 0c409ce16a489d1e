import ArgumentParser
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `--jobs N`: how many threads decide the links or rows of `explain` and `check`. Output is
/// always in input order, byte for byte what one thread writes.
struct JobsOption: ParsableArguments {
    /// The most threads asked for that make sense; more are refused as a likely typo.
    static let most = 64

    @Option(name: .long, help: ArgumentHelp(Help.Options.jobs, valueName: "N"))
    var jobs: Int = 1

    func validate() throws {
        if jobs < 1 || jobs > Self.most { throw ValidationError(Wording.sentence(for: .jobsOutOfRange(jobs, most: Self.most))) }
    }
}
