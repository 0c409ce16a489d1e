import ArgumentParser
import LinkLabWording

/// `--html FILE` on `explain`, `push`, `check` and `play`: the support bundle, written beside the usual output.
struct BundleOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Help.Bundle.html, valueName: "FILE"))
    var html: String?
}
