import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// `<data>` attributes as AOSP's `IntentFilter.match`/`matchData` and `AuthorityEntry.match` read them
/// (core/java/android/content/IntentFilter.java; CTS IntentFilterTest: testMatchData, testAuthorities,
/// testSchemeSpecificParts, testPaths, testMimeTypes), and as the manifest parser pairs them
/// (ParsedIntentInfoUtils.parseData: a port belongs to the host of its own <data>).
@Suite("Android <data> attributes")
struct IntentFilterDataTests {
    struct Row: Sendable, CustomStringConvertible {
        var source: String
        var filter: IntentFilter
        var scheme: String
        var host: String?
        var port: Int?
        var path: String
        var ssp: String?
        var answer: IntentFilterMatch
        var description: String { "\(source): \(scheme)://\(host ?? "")\(port.map { ":\($0)" } ?? "")\(path) → \(answer)" }
    }

    static let noHostWithPath = IntentFilter(schemes: ["q2mob"], paths: [PathRule(.pathPrefix, "/only")])
    static let ported = IntentFilter(schemes: ["https"], hosts: ["demo.q2.com"], ports: [8443])
    static let sspOnly = IntentFilter(schemes: ["q2mob"], ssps: [PathRule(.sspPrefix, "//open/")])
    static let sspAndHost = IntentFilter(schemes: ["https"], hosts: ["demo.q2.com"], paths: [PathRule(.path, "/x")],
                                         ssps: [PathRule(.ssp, "//other.example/y")])
    static let typed = IntentFilter(schemes: ["https"], hosts: ["demo.q2.com"], mimeTypes: ["text/html"])
    static let unknown = IntentFilter(schemes: ["https"], hosts: ["demo.q2.com"], unjudged: ["<uri-relative-filter-group>"])

    static let rows: [Row] = [
        // matchData: paths are checked only after an authority matched; no host, no path rules.
        Row(source: "IntentFilter.matchData", filter: noHostWithPath, scheme: "q2mob", host: "open", path: "/elsewhere", answer: .taken(by: nil)),
        // AuthorityEntry.match: a port rule needs the same port written in the link (Uri.getPort() is -1 otherwise).
        Row(source: "AuthorityEntry.match", filter: ported, scheme: "https", host: "demo.q2.com", port: 8443, path: "/", answer: .taken(by: nil)),
        Row(source: "AuthorityEntry.match", filter: ported, scheme: "https", host: "demo.q2.com", port: nil, path: "/", answer: .host),
        Row(source: "AuthorityEntry.match", filter: ported, scheme: "https", host: "demo.q2.com", port: 443, path: "/", answer: .host),
        // A filter without a port takes any port.
        Row(source: "AuthorityEntry.match", filter: IntentFilterTests.appLinks, scheme: "https", host: "demo.q2.com", port: 8443,
            path: "/exact", answer: .taken(by: PathRule(.path, "/exact"))),
        // The scheme-specific part: a matching ssp rule takes the link whatever the hosts say.
        Row(source: "IntentFilter.matchData (ssp)", filter: sspOnly, scheme: "q2mob", host: "open", path: "/x", ssp: "//open/x",
            answer: .taken(by: PathRule(.sspPrefix, "//open/"))),
        Row(source: "IntentFilter.matchData (ssp)", filter: sspOnly, scheme: "q2mob", host: "close", path: "/x", ssp: "//close/x", answer: .ssp),
        Row(source: "IntentFilter.matchData (ssp)", filter: sspAndHost, scheme: "https", host: "demo.q2.com", path: "/x", ssp: "//demo.q2.com/x",
            answer: .taken(by: PathRule(.path, "/x"))),
        Row(source: "IntentFilter.matchData (ssp)", filter: sspAndHost, scheme: "https", host: "other.example", path: "/y", ssp: "//other.example/y",
            answer: .taken(by: PathRule(.ssp, "//other.example/y"))),
        // IntentFilter.match: a listed type never takes an intent without one (NO_MATCH_TYPE).
        Row(source: "IntentFilter.match (type)", filter: typed, scheme: "https", host: "demo.q2.com", path: "/", answer: .type),
        // What LinkLab does not emulate is never treated as matching.
        Row(source: "LinkLab: unjudged", filter: unknown, scheme: "https", host: "demo.q2.com", path: "/",
            answer: .unjudged(["<uri-relative-filter-group>"])),
    ]

    @Test("IntentFilter.matchData with ports, ssp and types", arguments: rows)
    func takes(_ row: Row) {
        #expect(row.filter.takes(scheme: row.scheme, host: row.host, port: row.port, path: row.path, ssp: row.ssp) == row.answer)
    }

    static func manifest(_ data: String, categories: String = #"<category android:name="android.intent.category.DEFAULT"/><category android:name="android.intent.category.BROWSABLE"/>"#,
                         extra: String = "") -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".Main">
        <intent-filter>
        <action android:name="android.intent.action.VIEW"/>\(categories)
        \(data)\(extra)
        </intent-filter>
        </activity></application></manifest>
        """
    }

    static func contents(_ xml: String) throws(ConfigurationError) -> ManifestFilters {
        try AndroidManifest.contents(Array(xml.utf8), file: "AndroidManifest.xml")
    }

    @Test("the manifest reads port (with its own host), pathSuffix, pathAdvancedPattern, ssp and mimeType; <data> merge")
    func readsEveryAttribute() throws {
        let read = try Self.contents(Self.manifest("""
            <data android:scheme="https" android:host="a.example" android:port="8443"/>
            <data android:host="b.example"/><data android:port="9000"/>
            <data android:pathSuffix=".pdf" android:pathAdvancedPattern="/[0-9]+"/>
            <data android:sspPrefix="//a.example/" android:mimeType="text/html"/>
            """))
        let filter = try #require(read.filters.first)
        #expect(filter.hosts == ["a.example", "b.example"])
        #expect(filter.ports == [8443, nil], "a port without a host in its own <data> is dropped")
        #expect(filter.paths == [PathRule(.pathAdvancedPattern, "/[0-9]+"), PathRule(.pathSuffix, ".pdf")])
        #expect(filter.ssps == [PathRule(.sspPrefix, "//a.example/")])
        #expect(filter.mimeTypes == ["text/html"])
        #expect(filter.unjudged.isEmpty)
    }

    @Test("an attribute LinkLab does not emulate is named, never dropped; the filter takes no link")
    func unknownAttribute() throws {
        let read = try Self.contents(Self.manifest(#"<data android:scheme="https" android:host="demo.q2.com" android:pathPatern="/x.*"/>"#))
        let filter = try #require(read.filters.first)
        #expect(filter.unjudged == ["android:pathPatern"])
        #expect(filter.takes(scheme: "https", host: "demo.q2.com", path: "/anything") == .unjudged(["android:pathPatern"]))
        let group = try Self.contents(Self.manifest(#"<data android:scheme="https" android:host="demo.q2.com"/>"#,
                                                    extra: #"<uri-relative-filter-group><data android:query="a=b"/></uri-relative-filter-group>"#))
        // A group is read, not reported: UriRelativeFilterGroupTests holds its rules.
        #expect(group.filters.first?.unjudged == [])
        #expect(group.filters.first?.relativeGroups.first?.rules.first?.attribute == "android:query")
        let typo = try Self.contents(Self.manifest(#"<data android:scheme="https" android:host="demo.q2.com"/>"#,
                                                   extra: #"<uri-relative-filter-group><data android:qurey="a=b"/></uri-relative-filter-group>"#))
        #expect(typo.filters.first?.unjudged == ["android:qurey"])
    }

    @Test("an advanced pattern or a port Android refuses makes the manifest an error naming it")
    func refusedValues() {
        #expect(throws: ConfigurationError.self) { try Self.contents(Self.manifest(#"<data android:scheme="https" android:host="h" android:pathAdvancedPattern="[a-z"/>"#)) }
        #expect(throws: ConfigurationError.self) { try Self.contents(Self.manifest(#"<data android:scheme="https" android:host="h" android:port="https"/>"#)) }
    }

    @Test("a filter without DEFAULT takes no browser link and is named as ignored")
    func defaultCategory() throws {
        let read = try Self.contents(Self.manifest(#"<data android:scheme="https" android:host="demo.q2.com"/>"#,
                                                   categories: #"<category android:name="android.intent.category.BROWSABLE"/>"#))
        #expect(read.filters.isEmpty)
        #expect(read.ignored.first?.reason == .noDefaultCategory)
    }

    @Test("settings read port, pathSuffix, pathAdvancedPattern, ssp and mimeType; a refused pattern is an error")
    func settings() throws {
        let config = try Fixtures.configuration(#"{"platform":"android","android":{"intentFilters":[{"autoVerify":true,"data":[{"scheme":"https","host":"demo.q2.com","port":8443},{"pathSuffix":".pdf","pathAdvancedPattern":"/[0-9]+"},{"sspPrefix":"//x/","mimeType":"text/html"}]}]}}"#)
        let filter = try #require(config.androidFilters.first)
        #expect(filter.ports == [8443])
        #expect(filter.paths == [PathRule(.pathAdvancedPattern, "/[0-9]+"), PathRule(.pathSuffix, ".pdf")])
        #expect(filter.ssps == [PathRule(.sspPrefix, "//x/")])
        #expect(filter.mimeTypes == ["text/html"])
        #expect(throws: (any Error).self) {
            try Fixtures.configuration(#"{"platform":"android","android":{"intentFilters":[{"data":[{"scheme":"https","host":"h","pathAdvancedPattern":"a{3,4"}]}]}}"#)
        }
    }
}
