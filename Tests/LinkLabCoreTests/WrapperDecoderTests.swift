import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// docs/contract.md, "Who added the wrapper": each wrapper is read as its vendor's own decoder reads it. A row
/// per published vector, named for where it was published.
@Suite("Wrapper decoders, by vendor")
struct WrapperDecoderTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var source: String
        var link: String
        var destination: String?
        var vendor: String
        var addedBy: WrapperOwner
        var testDescription: String { source }
    }

    static let vectors: [Vector] = [
        // Proofpoint URL Defense: Proofpoint's urldecoder.py ("How do I decode a rewritten URL?") reads v1, v2
        // and v3; the vectors are Palo Alto Cortex XSOAR's FormatURL tests and cardi/proofpoint-url-decoder's tests.
        Vector(source: "Proofpoint v1, XSOAR FormatURL (&amp; copied with it)",
               link: "https://urldefense.proofpoint.com/v1/url?u=http://www.bouncycastle.org/&amp;k=oIvRg1%2BdGAgOoM1BIlLLqw%3D%3D%0A&amp;r=IKM5u8%2B%2F%2Fi8EBhWOS%2BqGbTqCC%2BrMqWI%2FVfEAEsQO%2F0Y%3D%0A",
               destination: "http://www.bouncycastle.org/", vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        Vector(source: "Proofpoint v2, XSOAR FormatURL",
               link: "https://urldefense.proofpoint.com/v2/url?u=https-3A__example.com_something.html",
               destination: "https://example.com/something.html", vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        Vector(source: "Proofpoint v2, XSOAR FormatURL (a tracker's query)",
               link: "https://urldefense.proofpoint.com/v2/url?u=http-3A__links.mkt3337.com_ctt-3Fkn-3D3-26ms-3DMzQ3OTg3MDQS1-26r-3DMzkxNzk3NDkwMDA0S0-26b-3D0-26j-3DMTMwMjA1ODYzNQS2-26mt-3D1-26rt-3D0&d=DwMFaQ&c=Vxt5e0Osvvt2gflwSlsJ5DmPGcPvTRKLJyp031rXjhg&e=",
               destination: "http://links.mkt3337.com/ctt?kn=3&ms=MzQ3OTg3MDQS1&r=MzkxNzk3NDkwMDA0S0&b=0&j=MTMwMjA1ODYzNQS2&mt=1&rt=0",
               vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        Vector(source: "Proofpoint v2 on urldefense.com, cardi/proofpoint-url-decoder test_symbols_1",
               link: "https://urldefense.com/v2/url?u=https-3A__www.example.com_-23-23-23-23-23foobar&d=&c=&r=&m=&s=&e=",
               destination: "https://www.example.com/#####foobar", vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        Vector(source: "Proofpoint v3, XSOAR FormatURL's link as urldecoder.py reads it (* is the data's +)",
               link: "https://urldefense.com/v3/__https://google.com:443/search?q=a*test&gs=ps__;Kw!-612Flbf0JvQ3kNJkRi5Jg!Ue6tQudNKaShHg93trcdjqDP8se2ySE65jyCIe2K1D_uNjZ1Lnf6YLQERujngZv9UWf66ujQIQ$",
               destination: "https://google.com:443/search?q=a+test&gs=ps", vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        Vector(source: "Proofpoint v3 on urldefense.us, XSOAR FormatURL's link as urldecoder.py reads it",
               link: "https://urldefense.us/v3/__https://google.com:443/search?q=a*test&gs=ps__;Kw!-612Flbf0JvQ3kNJkRi5Jg!Ue6tQudNKaShHg93trcdjqDP8se2ySE65jyCIe2K1D_uNjZ1Lnf6YLQERujngZv9UWf66ujQIQ$",
               destination: "https://google.com:443/search?q=a+test&gs=ps", vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        Vector(source: "Proofpoint v3, cardi/proofpoint-url-decoder test_complex_quoted",
               link: "https://urldefense.com/v3/__http://example.com/?=a1!b2@c3*d4$5e*6*5E7&8*9(10*7C*5C**B7D*7B__;IyUlKiUlW10lJQ!!foo!bar$",
               destination: "http://example.com/?=a1!b2@c3#d4$5e%6%5E7&8*9(10%7C%5C[]%7D%7B", vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        Vector(source: "Proofpoint v3, cardi/proofpoint-url-decoder test_long_67 (a run of 65, then 2)",
               link: "https://urldefense.com/v3/__http://www.example.com/**_**Atest__;IyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIw!!foo!bar$",
               destination: "http://www.example.com/" + String(repeating: "#", count: 67) + "test", vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        Vector(source: "Proofpoint v3, Siemplify ProofPointTAP DecodeURL example (%# from the data)",
               link: "https://urldefense.com/v3/__https://firebasestorage.googleapis.com/v0/b/gund-50757.appspot.com/o/owa*2Findex2gun.html?alt=media&token=02497332*vicky@rsrchxchange.com__;JSM!!Fjc1LPEtn8I!xxxxx$",
               destination: "https://firebasestorage.googleapis.com/v0/b/gund-50757.appspot.com/o/owa%2Findex2gun.html?alt=media&token=02497332#vicky@rsrchxchange.com",
               vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        Vector(source: "Proofpoint v3 with UTF-8 data: é",
               link: "https://urldefense.com/v3/__https://example.com/caf*__;w6k!!x$",
               destination: "https://example.com/café", vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        Vector(source: "Proofpoint v3 with UTF-8 data: two combining accents are two characters, as Python counts them",
               link: "https://urldefense.com/v3/__https://example.com/cafe**A__;zIHMgQ!!x$",
               destination: "https://example.com/cafe\u{301}\u{301}", vendor: "Proofpoint URL Defense", addedBy: .recipientSecurity),
        // Microsoft Defender Safe Links: XSOAR FormatURL's ATP_REDIRECTS.
        Vector(source: "Microsoft Safe Links, XSOAR FormatURL",
               link: "https://na01.safelinks.protection.outlook.com/?url=https%3A%2F%2Foffice.memoriesflower.com%2FPermission%2Foffice.php&data=01%7C01%7Cdavid.levin%40mheducation.com%7C0&sdata=PEoDOerQnha%2FACafNx8JAep8O9MdllcKCsHET2Ye%2B4%3D&reserved=0",
               destination: "https://office.memoriesflower.com/Permission/office.php", vendor: "Microsoft Defender Safe Links", addedBy: .recipientSecurity),
        // Trellix (FireEye): XSOAR FormatURL's test_wrappers.
        Vector(source: "Trellix FireEye protect2, XSOAR FormatURL",
               link: "https://protect2.fireeye.com/v1/url?k=00bf92e9-5f24adeb-00beb0cd-0cc47aa88f82-a1f32e4f84d91cbe&q=1&e=221919da-9d68-429a-a70e-9d8d836ca107&u=https%3A%2F%2Fwww.facebook.com%2FNamshiOfficial",
               destination: "https://www.facebook.com/NamshiOfficial", vendor: "Trellix FireEye", addedBy: .recipientSecurity),
        // Barracuda Link Protection: Barracuda's own example, then a delivered link (lower-case escapes).
        Vector(source: "Barracuda, Understanding Link Protection (campus.barracuda.com)",
               link: "https://linkprotect.cudasvc.com/url?a=http://www.codestore.net&c=E,1,5bEVim247z1fGhtUhmYwbNu1H8iIZr4NrgaCfUxKZdTyuUxW48gwPUfsoILDy-FCjYA5-2MCgtJlXy5N3PAFAD47XFHidB4K4cNJC7Z-FhFR1P96vPVq&typo=1",
               destination: "http://www.codestore.net", vendor: "Barracuda Link Protection", addedBy: .recipientSecurity),
        Vector(source: "Barracuda Link Protection, a delivered link",
               link: "https://linkprotect.cudasvc.com/url?a=https%3a%2f%2fservingconnecticut.com%2f&c=E,1,hA45iW0GZJdGWU2_lp0BOlPA2MbuJCyCSHBrRznoiP5v2BNJNsn5x0h4ADkZlBLeOHr2HP5RMLme4LozPT9vTxNK1gc3p9-xVDwmWt19f7h14J2cmx2_Ag,,&typo=1",
               destination: "https://servingconnecticut.com/", vendor: "Barracuda Link Protection", addedBy: .recipientSecurity),
        // Sophos Time-of-Click: the destination in u=, base64.
        Vector(source: "Sophos Time-of-Click, a delivered link",
               link: "https://us-west-2.protection.sophos.com/?d=g3-systems.co.uk&u=aHR0cDovL3d3dy5nMy1zeXN0ZW1zLmNvLnVrLw==&p=m&i=NjNjNjU5Mzg1ODUyZWQyMzRiMGIwNjA0&h=909b283df2974ea98bc5d6e289d45f8b",
               destination: "http://www.g3-systems.co.uk/", vendor: "Sophos Time-of-Click", addedBy: .recipientSecurity),
        Vector(source: "Sophos Time-of-Click without u=: only a token",
               link: "https://us-east-2.protection.sophos.com/?d=rb.gy&b=990260467867425f8d991057d4ea7a24&i=NjE2ZjBmNGJmYjJiY2EwZTYyYzFiNTZh",
               destination: nil, vendor: "Sophos Time-of-Click", addedBy: .recipientSecurity),
        // Cisco Secure Email: the proxy template secure-web.cisco.com/<auth>/<url>.
        Vector(source: "Cisco Secure Email, the rewriting template /<auth>/<url>",
               link: "https://secure-web.cisco.com/1EH1B-CLV31IF8vcULmniGDoJim0uL59SwzKl/https%3A%2F%2Fwww.anatel.gov.br%2Fcelularlegal",
               destination: "https://www.anatel.gov.br/celularlegal", vendor: "Cisco Secure Email", addedBy: .recipientSecurity),
        Vector(source: "Trend Micro time-of-click, /wis/clicktime/v1/query?url=",
               link: "https://imsva91-ctp.trendmicro.com/wis/clicktime/v1/query?url=http%3A%2F%2Fexample.com&umid=1",
               destination: "http://example.com", vendor: "Trend Micro Time-of-Click", addedBy: .recipientSecurity),
        Vector(source: "Mimecast URL Protect: only a token", link: "https://protect-us.mimecast.com/s/abcDEF123?domain=example.com",
               destination: nil, vendor: "Mimecast URL Protect", addedBy: .recipientSecurity),
        // Public sites.
        Vector(source: "DuckDuckGo /l/?uddg=, its HTML results' links",
               link: "https://duckduckgo.com/l/?uddg=https%3A%2F%2Fexample.com%2Fpage1&rut=abc",
               destination: "https://example.com/page1", vendor: "DuckDuckGo redirect", addedBy: .publicRedirector),
        Vector(source: "YouTube /redirect?q=, a video description's link",
               link: "https://www.youtube.com/redirect?event=video_description&v=e57ReoUn6kM&q=https%3A%2F%2Fdeveloper.mozilla.org%2Fen-US%2Fdocs%2FWeb%2FEvents&redir_token=-COitRX-nIQAwEz8IVv3PhG",
               destination: "https://developer.mozilla.org/en-US/docs/Web/Events", vendor: "YouTube redirect", addedBy: .publicRedirector),
        Vector(source: "YouTube /redirect without q=: only a token",
               link: "https://www.youtube.com/redirect?event=channel_header&redir_token=QUFFLUhqbDhfRHhLQ0pEUk9tcGd0VkR2MUtad1JmQ3pjZ3xBQ3Jtc0tu",
               destination: nil, vendor: "YouTube redirect", addedBy: .publicRedirector),
        Vector(source: "t.co: only a token", link: "https://t.co/AbC123xyz", destination: nil, vendor: "X t.co", addedBy: .publicRedirector),
        // Email services.
        Vector(source: "Amazon SES click tracking, /L0/<link>/1/…",
               link: "https://kwnsfk27.r.eu-west-1.awstrack.me/L0/https:%2F%2Fauthors.elsevier.com%2Ftracking%2Farticle%2Fdetails.do%3Faid=104706%26jid=COSE%26surname=Vasan/1/01020199d0963a8e-62776654-144f-4a67-9a8f-f79716dd53dc-000000/p_cF684PcLrl53ujZqNZkf8cXTo=447",
               destination: "https://authors.elsevier.com/tracking/article/details.do?aid=104706&jid=COSE&surname=Vasan",
               vendor: "Amazon SES click tracking", addedBy: .emailService),
        Vector(source: "SendGrid click tracking: only a token", link: "https://u1234567.ct.sendgrid.net/ls/click?upn=abc",
               destination: nil, vendor: "SendGrid click tracking", addedBy: .emailService),
        Vector(source: "Mailchimp click tracking: only a token", link: "https://bank.us1.list-manage.com/track/click?u=1&id=2",
               destination: nil, vendor: "Mailchimp click tracking", addedBy: .emailService),
    ]

    @Test("each vendor's vector: the wrapper, who adds it, and the destination its decoder reads", arguments: vectors)
    func vector(_ v: Vector) throws {
        let read = CopyArtefact.htmlAmpersandsRead(v.link) ?? v.link
        let unwrapped = try #require(WrapperTable.unwrap(read, appDomain: "demo.q2.com"))
        #expect(Wording.name(of: unwrapped.wrapper) == v.vendor)
        #expect(unwrapped.wrapper.addedBy == v.addedBy)
        #expect(unwrapped.destination == v.destination)
    }

    @Test("every vector cut short at every character, and with its base64 data or a star dropped, is read without a crash: a destination, when one is read, is a web link")
    func cutShort() {
        for v in Self.vectors {
            let scalars = Array(v.link.unicodeScalars)
            var variants: [String] = (1..<scalars.count).map { String(String.UnicodeScalarView(scalars[..<$0])) }
            variants.append(v.link.replacing("__;", with: "__;!"))
            variants.append(v.link.replacing("*", with: "**"))
            variants.append(v.link.replacing("%", with: "%%"))
            for link in variants {
                if let destination = WrapperTable.unwrap(link, appDomain: "demo.q2.com")?.destination {
                    #expect(LinkWrapper.webLink(destination) != nil, "\(link)")
                }
                _ = TapPathTests.tapped(link, Tap(source: .app))
            }
        }
    }

    @Test("a link copied out of HTML keeps its wrapper: &amp; is read as &, with a copy-artefact warning")
    func htmlAmpersand() throws {
        let link = "https://www.google.com/url?sa=D&amp;q=https://demo.q2.com/experimental/uux.aspx%23/messages"
        #expect(WrapperTable.unwrap(link, appDomain: "demo.q2.com")?.destination == nil, "read raw, q= is amp;q=")
        let d = TapPathTests.tapped(link, Tap(source: .app))
        #expect(d.input == link, "input is what was given")
        #expect(d.outcome == .openedInBrowser, "docs/contract.md, copy-artefact's example")
        #expect(d.path?.hops.first?.wrapper?.vendor == "Google")
        let artefact = try #require(d.diagnostics.first { $0.code == .copyArtefact })
        #expect(artefact.finding == .copyArtefact(.htmlAmpersand))
        #expect(artefact.severity == .warning)
    }

    @Test("a settings file's wrappers entry is read before the table, in the typed reader's words")
    func partnerEntry() throws {
        let app = try Fixtures.app(settings: #"""
            {"wrappers": [{"vendor": "Acme Mail", "hosts": ["*.click.acme.example"], "path": "/r", "carries": "query",
                           "parameter": "to", "addedBy": "emailService"}]}
            """#)
        let link = "https://e1.click.acme.example/r?to=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages"
        let d = TapPathTests.tapped(link, Tap(source: .app), app: app)
        #expect(d.path?.hops.first?.wrapper?.vendor == "Acme Mail")
        #expect(d.path?.hops.first?.addedBy == .emailService)
        #expect(d.path?.hops.count == 2)
        #expect(Wording.bankFix(d).contains("branded link domain"))
    }

    @Test("a wrappers entry that is not one names its key", arguments: [
        (#"{"wrappers": [{"vendor": "Acme", "hosts": ["*."], "carries": "token", "addedBy": "bank"}]}"#, "wrappers[0].hosts[0]"),
        (#"{"wrappers": [{"vendor": "Acme", "hosts": ["a.example"], "carries": "query", "addedBy": "bank"}]}"#, "wrappers[0].parameter"),
        (#"{"wrappers": [{"vendor": "Acme", "hosts": ["a.example"], "carries": "ink", "addedBy": "bank"}]}"#, "wrappers[0].carries"),
        (#"{"wrappers": [{"vendor": "Acme", "hosts": ["a.example"], "carries": "token", "addedBy": "them"}]}"#, "wrappers[0].addedBy"),
        (#"{"wrappers": [{"vendor": "Acme", "hosts": ["a.example"], "path": "r", "carries": "token", "addedBy": "bank"}]}"#, "wrappers[0].path"),
        (#"{"wrappers": [{"vendor": "", "hosts": ["a.example"], "carries": "token", "addedBy": "bank"}]}"#, "wrappers[0].vendor"),
    ])
    func badEntry(settings: String, key: String) {
        do {
            _ = try Fixtures.app(settings: settings)
            Issue.record("accepted \(settings)")
        } catch let error as ConfigurationError {
            #expect(error.key == key, "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }
}
