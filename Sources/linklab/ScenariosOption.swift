import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `--scenarios DIR` on `play`, `quiz` and the app: the built-in scenarios, with a folder's added over
/// them (a file named as a built-in one replaces it).
struct ScenariosOption: ParsableArguments {
    @Option(name: .customLong("scenarios"), help: ArgumentHelp(Help.ScenariosOption.folder, valueName: "DIR"))
    var folder: String?

    func catalogue() throws(ConfigurationError) -> ScenarioCatalogue {
        try ScenarioCatalogue(folder: folder)
    }

    /// A scenario named on the command line: a file when the argument names one (or looks like a path),
    /// else a scenario of the catalogue by name.
    static func entry(_ argument: String, in catalogue: ScenarioCatalogue) throws(UsageError) -> ScenarioCatalogue.Entry {
        // Anything at the path, a symbolic link included (even a loop, which the read then names), is a file.
        let looksLikePath = argument.contains("/") || argument.hasSuffix(".json") || (try? FileStatus.ofLink(path: argument)) != nil
        if looksLikePath { return ScenarioCatalogue.Entry(name: argument, file: argument, isBuiltIn: false) }
        guard let entry = catalogue.entry(named: argument) else { throw UsageError(.unknownScenario(argument)) }
        return entry
    }
}
