import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The Android manifest: Bytes Foundation's parser must never see (not UTF-8, NUL,
/// a DTD), a size cap, and the filters Android never gives a link (docs/contract.md, "Reading the manifest").
@Suite("Android manifest: hostile files and the filters that count")
struct AndroidManifestHardeningTests {
    static let android = "http://schemas.android.com/apk/res/android"

    static func contents(_ xml: String) throws(ConfigurationError) -> ManifestFilters {
        try AndroidManifest.contents(Array(xml.utf8), file: "AndroidManifest.xml")
    }

    static func error(_ bytes: [UInt8]) -> ConfigurationError? {
        do { _ = try AndroidManifest.contents(bytes, file: "AndroidManifest.xml"); return nil } catch { return error }
    }

    static func error(_ xml: String) -> ConfigurationError? { error(Array(xml.utf8)) }

    /// One https filter for demo.q2.com, inside `application`'s child `component` with `attributes`.
    static func manifest(component: String = "activity", attributes: String = "", application: String = "",
                         namespaces: String = #"xmlns:android="http://schemas.android.com/apk/res/android""#, prefix: String = "android") -> String {
        """
        <manifest \(namespaces)>
        <application \(application)>
        <\(component) \(prefix):name=".Main" \(attributes)>
        <intent-filter \(prefix):autoVerify="true">
        <action \(prefix):name="android.intent.action.VIEW"/>
        <category \(prefix):name="android.intent.category.DEFAULT"/><category \(prefix):name="android.intent.category.BROWSABLE"/>
        <data \(prefix):scheme="https" \(prefix):host="demo.q2.com"/>
        </intent-filter>
        </\(component)>
        </application>
        </manifest>
        """
    }

    static let taken = IntentFilter(schemes: ["https"], hosts: ["demo.q2.com"], autoVerify: true, origin: "AndroidManifest.xml, line 4")

    // MARK: bytes refused before parsing

    @Test("an attribute name that is not UTF-8 is refused before the parser sees it (it crashed inside XMLParser)")
    func notUTF8AttributeName() {
        let bytes = Array(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android">"#.utf8) + [0x0A]
            + Array("<application><activity android:na".utf8) + [0xFF, 0xFE] + Array(#"me=".Main"/></application></manifest>"#.utf8)
        let error = Self.error(bytes)
        #expect(error == ConfigurationError(file: "AndroidManifest.xml", problem: .manifest(.notText(offset: 103, isNUL: false), line: 2)))
        #expect(error?.reason == "line 2: byte 103 is not UTF-8; an AndroidManifest.xml is UTF-8 text")
    }

    @Test("a NUL byte, an empty file and a declared encoding other than UTF-8 are refused", arguments: [
        (Array("<manifest>".utf8) + [0] + Array("</manifest>".utf8), "line 1: byte 10 is a NUL byte; an AndroidManifest.xml is UTF-8 text"),
        ([], "is empty; expected an AndroidManifest.xml"),
        (Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><manifest/>"#.utf8), "line 1: declares the encoding ISO-8859-1; an AndroidManifest.xml is UTF-8"),
    ] as [([UInt8], String)])
    func refusedBytes(_ bytes: [UInt8], _ reason: String) {
        #expect(Self.error(bytes)?.reason == reason)
    }

    @Test("a processing instruction is refused before parsing (<?xml?> crashed inside XMLParser, found by fuzzing)", arguments: [
        "<?xml?>\n<manifest/>", "<manifest>\n<?target?></manifest>", "<?xml version=\"1.0\"?><manifest><?php x?></manifest>", "<?xml version=\"1.0\" encoding=\n<manifest><?xml?></manifest>",
    ])
    func processingInstruction(_ xml: String) {
        #expect(Self.error(xml)?.reason.hasSuffix("has a processing instruction (<?); an AndroidManifest.xml has none but the <?xml version=…?> declaration that opens it") == true,
                "\(String(describing: Self.error(xml)))")
    }

    @Test("a UTF-8 declaration is fine")
    func utf8Declaration() throws {
        let xml = #"<?xml version="1.0" encoding="utf-8"?>"# + Self.manifest()
        #expect(try Self.contents(xml).filters.count == 1)
    }

    /// The "billion laughs": each entity ten of the one before. Reading it expanded every level.
    static func entityBomb(levels: Int) -> String {
        var dtd = #"<!DOCTYPE manifest [<!ENTITY lol0 "lol">"#
        for level in 1...levels {
            dtd += "\n<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        dtd += "]>\n"
        return dtd + Self.manifest().replacingOccurrences(of: #"android:host="demo.q2.com""#, with: "android:host=\"&lol\(levels);\"")
    }

    @Test("an entity bomb is refused as a DTD, before any expansion, not reported as an empty android:host")
    func entityBomb() {
        let error = Self.error(Self.entityBomb(levels: 4))
        #expect(error?.reason == "line 1: has a DTD (<!DOCTYPE); an AndroidManifest.xml has none, and LinkLab refuses one rather than expand its entities")
        let entityOnly = Self.error("<manifest>\n<!ENTITY x \"y\"></manifest>")
        #expect(entityOnly?.reason.hasPrefix("line 2: has a DTD (<!ENTITY)") == true, "\(String(describing: entityOnly))")
    }

    @Test("a manifest larger than the cap is refused, naming the settings key, the file and the cap")
    func sizeCap() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("AndroidManifest.xml").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(AndroidManifest.sizeLimit + 1))   // sparse: no disk is used
        try handle.close()
        let settings = folder.appendingPathComponent("settings.json").path
        try Data(#"{"android":{"manifest":"AndroidManifest.xml"}}"#.utf8).write(to: URL(fileURLWithPath: settings))
        #expect(throws: ConfigurationError(file: settings, key: "android.manifest",
                                           problem: .namesUnreadable(path: path, .tooLarge(limit: 8 << 20)))) {
            _ = try ConfigurationLoader.load(path: settings)
        }
    }

    // MARK: which filters count

    @Test("only an <activity> or <activity-alias> of the <application> takes links", arguments: [
        ("activity", nil as String?), ("activity-alias", nil), ("service", "manifest/application/service"),
        ("receiver", "manifest/application/receiver"), ("provider", "manifest/application/provider"),
    ])
    func components(_ component: String, _ placement: String?) throws {
        let read = try Self.contents(Self.manifest(component: component))
        if let placement {
            #expect(read.filters.isEmpty)
            #expect(read.ignored == [IgnoredIntentFilter(filter: Self.taken, reason: .notInActivity(placement: placement))])
        } else {
            #expect(read.filters == [Self.taken])
            #expect(read.ignored.isEmpty)
        }
    }

    @Test("a filter directly under <application>, or in an activity outside it, takes no link")
    func misplaced() throws {
        let direct = try Self.contents("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application>
            <intent-filter><action android:name="android.intent.action.VIEW"/><category android:name="android.intent.category.DEFAULT"/><category android:name="android.intent.category.BROWSABLE"/>
            <data android:scheme="q2mob"/></intent-filter></application></manifest>
            """)
        #expect(direct.filters.isEmpty)
        #expect(direct.ignored.map(\.reason) == [.notInActivity(placement: "manifest/application")])
        let outside = try Self.contents("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><activity android:name="x">
            <intent-filter><action android:name="android.intent.action.VIEW"/><category android:name="android.intent.category.DEFAULT"/><category android:name="android.intent.category.BROWSABLE"/>
            <data android:scheme="q2mob"/></intent-filter></activity><application/></manifest>
            """)
        #expect(outside.filters.isEmpty)
        #expect(outside.ignored.map(\.reason) == [.notInActivity(placement: "manifest/activity")])
    }

    @Test("exported and enabled: false means the filters take no link; true, absent (exported before Android 12) or TRUE means they do", arguments: [
        ("activity", #"android:exported="false""#, "", IgnoredFilterReason.notExported(element: "activity") as IgnoredFilterReason?),
        ("activity-alias", #"android:exported="false""#, "", .notExported(element: "activity-alias")),
        ("activity", #"android:enabled="false""#, "", .disabled(element: "activity")),
        ("activity-alias", #"android:enabled="False" android:exported="true""#, "", .disabled(element: "activity-alias")),
        ("activity", #"android:exported="true""#, #"android:enabled="false""#, .disabled(element: "application")),
        ("activity", #"android:exported="true" android:enabled="true""#, "", nil),
        ("activity", "", #"android:enabled="TRUE""#, nil),
    ])
    func exportedEnabled(_ component: String, _ attributes: String, _ application: String, _ reason: IgnoredFilterReason?) throws {
        let read = try Self.contents(Self.manifest(component: component, attributes: attributes, application: application))
        if let reason {
            #expect(read.filters.isEmpty)
            #expect(read.ignored == [IgnoredIntentFilter(filter: Self.taken, reason: reason)])
        } else {
            #expect(read.filters == [Self.taken])
        }
    }

    @Test("exported or enabled that is not a boolean is an error naming the attribute")
    func notBoolean() {
        let error = Self.error(Self.manifest(attributes: #"android:exported="@bool/links""#))
        #expect(error?.reason == "line 3: android:exported on <activity> is @bool/links; expected true or false")
    }

    // MARK: namespaces

    @Test("an `xmlns:` with no prefix binds nothing, so the elements stay Android's; a default namespace makes them another's")
    func emptyPrefix() throws {
        let bound = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:="urn:other""#
        #expect(try Self.contents(Self.manifest(namespaces: bound)).filters == [Self.taken])
        let foreign = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns="urn:other""#
        #expect(Self.error(Self.manifest(namespaces: foreign))?.problem == .manifest(.noManifest, line: nil))
    }

    @Test("another prefix bound to Android's namespace reads the same")
    func otherPrefix() throws {
        let read = try Self.contents(Self.manifest(attributes: #"a:exported="true""#,
                                                   namespaces: #"xmlns:a="http://schemas.android.com/apk/res/android""#, prefix: "a"))
        #expect(read.filters == [Self.taken])
    }

    @Test("android: bound to another namespace is not Android's: its exported and host do not count")
    func foreignAndroidPrefix() throws {
        let xml = """
            <manifest xmlns:android="urn:not-android" xmlns:a="http://schemas.android.com/apk/res/android"><application>
            <activity a:name=".Main" android:exported="true" a:exported="false">
            <intent-filter><action a:name="android.intent.action.VIEW"/><category a:name="android.intent.category.DEFAULT"/><category a:name="android.intent.category.BROWSABLE"/>
            <data a:scheme="https" android:host="evil.example" a:host="demo.q2.com"/></intent-filter></activity></application></manifest>
            """
        let read = try Self.contents(xml)
        #expect(read.filters.isEmpty)
        #expect(read.ignored.map(\.filter.hosts) == [["demo.q2.com"]])
        #expect(read.ignored.map(\.reason) == [.notExported(element: "activity")])
        let onlyForeign = Self.error(Self.manifest(namespaces: #"xmlns:android="urn:not-android""#))
        #expect(onlyForeign?.reason.hasPrefix("line 5: <action> has no android:name") == true, "\(String(describing: onlyForeign))")
    }

    @Test("an undeclared prefix, or one attribute written twice through two prefixes, is an error")
    func prefixErrors() {
        let undeclared = Self.error(Self.manifest(namespaces: ""))
        #expect(undeclared?.reason == "line 3: the attribute android:name has the prefix android, which no xmlns:android declares",
                "\(String(describing: undeclared))")
        let twice = Self.error(Self.manifest(attributes: #"a:exported="false" android:exported="true""#,
                                             namespaces: #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:a="http://schemas.android.com/apk/res/android""#))
        #expect(twice?.reason == "line 3: android:exported is written twice on one element (two prefixes bound to Android's namespace)", "\(String(describing: twice))")
    }

    @Test("a <data> that is not a direct child of the filter is not read, as Android skips it")
    func nestedData() throws {
        let xml = Self.manifest().replacingOccurrences(of: "</intent-filter>", with: #"<extra><data android:scheme="q2mob"/></extra></intent-filter>"#)
        #expect(try Self.contents(xml).filters == [Self.taken])
    }

    // MARK: escapes

    @Test("a \\u escape that does not parse is an error naming the attribute, not dropped", arguments: [
        #"demo\u12.q2.com"#, #"demo\uZZZZ.q2.com"#, #"demo\uD800.q2.com"#, #"demo.q2.com\u"#,
    ])
    func badEscape(_ host: String) {
        let error = Self.error(Self.manifest().replacingOccurrences(of: "demo.q2.com", with: host))
        #expect(error?.reason == "line 7: android:host has a \\u escape that is not four hex digits naming a character", "\(String(describing: error))")
    }

    @Test("a \\u escape that parses is that character")
    func goodEscape() throws {
        let read = try Self.contents(Self.manifest().replacingOccurrences(of: "demo.q2.com", with: #"demo\u002Eq2.com"#))
        #expect(read.filters.first?.hosts == ["demo.q2.com"])
    }

    // MARK: a filter LinkLab ignores is never silent

    static func app(_ xml: String) throws -> BankingApp {
        let read = try Self.contents(xml)
        var config = FIConfiguration.demo
        config.platform = .android
        config.android.intentFilters = read.filters
        config.android.ignoredFilters = read.ignored
        return try Fixtures.app(config)
    }

    @Test("a link an ignored filter would have taken opens the browser, and the trace says which filter and why", arguments: [
        ("service", "", "it is inside manifest/application/service, not an <activity> or <activity-alias> of the <application>."),
        ("activity", #"android:exported="false""#, #"its <activity> has android:exported="false"."#),
        ("activity-alias", #"android:enabled="false""#, #"its <activity-alias> has android:enabled="false"."#),
    ])
    func ignoredInTrace(_ component: String, _ attributes: String, _ why: String) throws {
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: try Self.app(Self.manifest(component: component, attributes: attributes)))
        #expect(d.outcome == .openedInBrowser)
        #expect(d.has(.intentFilterNoMatch))
        let step = d.steps.first { $0.check == "intent filter" && !$0.passed }
        #expect(step?.detail == "The intent filter in AndroidManifest.xml, line 4 would take this https link, but Android never gives it one: " + why,
                "\(String(describing: step))")
        // The reason quotes android:exported="false": the --json line must still be one JSON object.
        let json = try JSONSerialization.jsonObject(with: Data(DecisionJSON.line(d).utf8)) as? [String: Any]
        #expect((json?["steps"] as? [[String: Any]])?.contains { ($0["detail"] as? String) == step?.detail } == true)
    }

    /// AOSP's `ComponentResolver` gives an implicit intent from another app only to exported components.
    @Test("an activity with exported=\"false\" is told to export the activity, not to add the path to a filter")
    func notExportedFix() throws {
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/messages",
                       app: try Self.app(Self.manifest(component: "activity", attributes: #"android:exported="false""#)))
        let message = try #require(d.diagnostic(.intentFilterNoMatch)?.message)
        #expect(message.contains(#"Export the activity: set android:exported="true" on it."#), "\(message)")
        #expect(!message.contains("Add the path"))
    }

    @Test("a custom-scheme link an ignored filter would take is not opened, and says why")
    func ignoredCustomScheme() throws {
        let xml = Self.manifest(component: "receiver").replacingOccurrences(of: #"android:scheme="https" android:host="demo.q2.com""#, with: #"android:scheme="q2mob""#)
        let d = decide("q2mob://open?targetPage=%23%2Fmessages", app: try Self.app(xml))
        #expect(d.outcome == .notOpened)
        #expect(d.steps.contains { $0.detail.contains("would take this q2mob link") && $0.detail.contains("manifest/application/receiver") })
    }
}
