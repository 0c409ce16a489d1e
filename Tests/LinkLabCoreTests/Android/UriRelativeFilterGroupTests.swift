import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding

/// `<uri-relative-filter-group>` by version (docs/contract.md, A36): AOSP's `IntentFilter.matchData` (groups
/// join the path rules, after a host matched), `UriRelativeFilterGroup.matchGroupsToUri` (the first matching
/// group decides by allow) and `UriRelativeFilter.matchData` (path and fragment whole, a query any one
/// parameter); developer.android.com/guide/topics/manifest/uri-relative-filter-group-element.
@Suite("Android uri-relative-filter-group")
struct UriRelativeFilterGroupTests {
    static func filter(paths: [PathRule] = [], _ groups: [UriRelativeFilterGroup]) -> IntentFilter {
        IntentFilter(schemes: ["https"], hosts: ["example.com"], paths: paths, relativeGroups: groups)
    }
    static func group(_ allow: Bool, _ rules: [(UriRelativeFilterGroup.Rule.Part, PathRule)]) -> UriRelativeFilterGroup {
        UriRelativeFilterGroup(allow: allow, rules: rules.map { .init(part: $0.0, rule: $0.1, attribute: "") })
    }
    static func takes(_ f: IntentFilter, _ path: String, query: String? = nil, fragment: String? = nil, version: Int = 15) -> Bool {
        f.takes(scheme: "https", host: "example.com", path: path, query: query, fragment: fragment, androidVersion: version).isTaken
    }

    @Test("matchGroupsToUri: the first matching group decides; a block before an allow narrows it")
    func order() {
        let blockFirst = Self.filter([Self.group(false, [(.path, PathRule(.path, "/x"))]), Self.group(true, [(.path, PathRule(.pathPrefix, "/x"))])])
        #expect(!Self.takes(blockFirst, "/x"))
        #expect(Self.takes(blockFirst, "/xy"))
        let allowFirst = Self.filter([Self.group(true, [(.path, PathRule(.pathPrefix, "/x"))]), Self.group(false, [(.path, PathRule(.path, "/x"))])])
        #expect(Self.takes(allowFirst, "/x"))
        #expect(!Self.takes(Self.filter([Self.group(true, [])]), "/x"), "a group with no rule never matches")
    }

    @Test("IntentFilter.matchData: a sibling path rule takes the link whatever a block group says")
    func siblingPath() {
        let f = Self.filter(paths: [PathRule(.path, "/path")], [Self.group(false, [(.path, PathRule(.path, "/path")), (.query, PathRule(.path, "token=secret"))])])
        #expect(Self.takes(f, "/path", query: "token=secret"))
    }

    @Test("UriRelativeFilter.matchData: the rules of a group all match; query is one parameter; fragment whole", arguments: [
        ("/a/b", "token=1", nil as String?, true), ("/a/b", "other=2", nil, false), ("/a/b", "x=2&token=1", nil, true),
        ("/a/b", "x=2;token=1", nil, true), ("/a/b", nil, nil, false),
    ])
    func andWithin(path: String, query: String?, fragment: String?, expected: Bool) {
        let f = Self.filter([Self.group(true, [(.path, PathRule(.path, "/a/b")), (.query, PathRule(.path, "token=1"))])])
        #expect(Self.takes(f, path, query: query, fragment: fragment) == expected)
        let frag = Self.filter([Self.group(true, [(.fragment, PathRule(.path, "sec"))])])
        #expect(Self.takes(frag, "/a", fragment: "sec"))
        #expect(!Self.takes(frag, "/a"), "no fragment matches no fragment rule")
    }

    @Test("up to Android 14 the groups are ignored, so a filter with only groups takes every path")
    func ignoredBefore15() {
        let f = Self.filter([Self.group(false, [(.fragment, PathRule(.path, "/logout"))])])
        #expect(Self.takes(f, "/anything", fragment: "/logout", version: 14))
        #expect(!Self.takes(f, "/anything", fragment: "/logout", version: 15))
    }

    @Test("the manifest reader reads the groups in order, with allow, and no longer reports them as unjudged")
    func reader() throws {
        let xml = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".M">
        <intent-filter android:autoVerify="true"><action android:name="android.intent.action.VIEW"/>
        <category android:name="android.intent.category.DEFAULT"/><category android:name="android.intent.category.BROWSABLE"/>
        <data android:scheme="https" android:host="demo.q2.com"/>
        <uri-relative-filter-group android:allow="false"><data android:fragment="/logout"/></uri-relative-filter-group>
        <uri-relative-filter-group><data android:pathPrefix="/experimental/"/><data android:queryPattern="dl=.*"/></uri-relative-filter-group>
        </intent-filter></activity></application></manifest>
        """
        let filter = try #require(try AndroidManifest.read(Data(xml.utf8), file: "AndroidManifest.xml").first)
        #expect(filter.unjudged.isEmpty)
        #expect(filter.relativeGroups.map(\.allow) == [false, true])
        #expect(filter.relativeGroups[1].rules.map(\.part) == [.path, .query])
    }
}
