import LinkLabSystem
import LinkLabText
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `linklab aasa`: checks URLs against a website's apple-app-site-association file on its own, as
/// `swcutil match` does on a Mac.
struct AASACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: Help.AASA.abstract,
        discussion: Help.AASA.discussion
    )

    @Option(name: .long, help: ArgumentHelp(Help.AASA.config, valueName: "FILE"))
    var config: String?

    @Option(name: .customLong("app-id"), help: ArgumentHelp(Help.AASA.appID, valueName: "ID"))
    var appID: String?

    @Flag(help: ArgumentHelp(Help.AASA.json))
    var json = false

    @Argument(help: ArgumentHelp(Help.AASA.file, valueName: "FILE"))
    var file: String

    @Argument(help: ArgumentHelp(Help.AASA.urls, valueName: "URL"))
    var urls: [String] = []

    /// How an AASA file read from standard input (`aasa -`) is named in errors.
    static let standardInputName = "(standard input)"

    func run() throws {
        guard !urls.isEmpty else { throw UsageError(.noURLs(.aasa)) }
        let settings = try config.map { path throws(ConfigurationError) in try ConfigurationLoader.load(path: path) } ?? .demo
        if let appID, appID.trimmingSpaces().isEmpty {
            throw UsageError(.appIDEmpty)
        }
        let association: AppSiteAssociation
        if file == "-" {
            // `-`: the AASA file on standard input, capped as a file is.
            let bytes: [UInt8]
            do throws(FileProblem) {
                bytes = try InputFile.read(descriptor: Platform.standardInput, limit: InputFile.Kind.siteAssociation.limit)
            } catch {
                throw ConfigurationError(file: Self.standardInputName, problem: .unreadable(error))
            }
            association = try AASALookup.decode(Data(bytes), file: Self.standardInputName)
        } else {
            association = try AASALookup.load(path: file)
        }
        let lookup = AASALookup(association: association, appID: appID ?? settings.appID)
        try SiteFileReport.run(urls, json: json, answer: lookup.answer, problem: UsageProblem.aasaLink)
    }
}
