import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing

/// A redirect is worded for the file it answered: Google's statement list was worded as Apple's
/// CDN and iPhones.
@Suite("Site redirects are worded per file")
struct SiteRedirectWordingTests {
    static let redirect = SiteProblem.redirect(status: 302, location: "https://elsewhere.example/")

    @Test("Google's statement list has its own sentence, naming neither Apple nor iPhones")
    func google() {
        let sentence = Wording.sentence(of: Self.redirect, file: .googleAPI)
        #expect(sentence.contains("Google's statement list"), "\(sentence)")
        #expect(!sentence.contains("Apple") && !sentence.contains("iPhone"), "\(sentence)")
    }

    @Test("the other files keep theirs", arguments: [(SiteFile.aasa, "iPhones"), (.aasaCDN, "iPhones"), (.assetLinks, "Android's verifier")])
    func others(file: SiteFile, words: String) {
        #expect(Wording.sentence(of: Self.redirect, file: file).contains(words))
    }
}
