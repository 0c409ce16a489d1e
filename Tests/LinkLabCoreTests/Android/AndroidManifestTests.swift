import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The app's AndroidManifest.xml, read with XMLParser; errors name the file and the line.
@Suite("Android manifest")
struct AndroidManifestTests {
    static func read(_ xml: String) throws(ConfigurationError) -> [IntentFilter] {
        try AndroidManifest.read(Data(xml.utf8), file: "AndroidManifest.xml")
    }

    static func filter(_ attributes: String, data: String, categories: String = #"<category android:name="android.intent.category.DEFAULT"/><category android:name="android.intent.category.BROWSABLE"/>"#) -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".Main">
        <intent-filter \(attributes)>
        <action android:name="android.intent.action.VIEW"/>
        \(categories)
        \(data)
        </intent-filter>
        </activity></application></manifest>
        """
    }

    @Test("the example manifest gives three link filters, with lines, autoVerify and unescaped patterns")
    func example() throws {
        let path = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/android/AndroidManifest.xml").path
        let filters = try AndroidManifest.load(path: path)
        #expect(filters.count == 3, "the MAIN/LAUNCHER filter takes no links")
        #expect(filters[0].autoVerify)
        #expect(filters[0].schemes == ["https"])
        #expect(filters[0].hosts == ["demo.q2.com"])
        #expect(filters[0].paths == [PathRule(.pathPattern, "/.*/uux\\.aspx")], "\\\\ in XML is one backslash")
        #expect(filters[0].origin.hasSuffix("AndroidManifest.xml, line 6"))
        #expect(!filters[1].autoVerify)
        #expect(filters[1].paths == [PathRule(.pathPrefix, "/help")])
        #expect(filters[2].schemes == ["q2mob"])
    }

    @Test("<data> elements of one filter merge: every scheme, host and path together")
    func merged() throws {
        let filters = try Self.read(Self.filter(#"android:autoVerify="true""#, data: """
            <data android:scheme="https"/><data android:scheme="http"/>
            <data android:host="a.example"/><data android:host="b.example" android:path="/p"/>
            """))
        #expect(filters == [IntentFilter(schemes: ["https", "http"], hosts: ["a.example", "b.example"], paths: [PathRule(.path, "/p")],
                                         autoVerify: true, origin: "AndroidManifest.xml, line 2")])
    }

    @Test("a filter without BROWSABLE takes no links from a browser")
    func notBrowsable() throws {
        #expect(try Self.read(Self.filter("", data: #"<data android:scheme="q2mob"/>"#, categories: "")).isEmpty)
    }

    @Test("bad manifests: one line with the file, the line and the reason")
    func errors() {
        func error(_ xml: String) -> ConfigurationError? {
            do { _ = try Self.read(xml); return nil } catch { return error }
        }
        let verify = error(Self.filter(#"android:autoVerify="yes""#, data: #"<data android:scheme="https"/>"#))
        #expect(verify?.description == "AndroidManifest.xml: line 2: android:autoVerify is yes; expected true or false")
        let noScheme = error(Self.filter("", data: #"<data android:host="demo.q2.com"/>"#))
        #expect(noScheme?.problem == .manifest(.filterWithoutScheme(openedOn: 2), line: 6), "\(String(describing: noScheme))")
        let broken = error("<manifest><application></manifest>")
        #expect(broken?.reason.hasPrefix("line 1: is not well-formed XML") == true, "\(String(describing: broken))")
        let unclosed = error("<manifest>\n<application>\n")
        #expect(unclosed?.problem == .manifest(.neverClosed(element: "application", openedOn: 2), line: 2), "\(String(describing: unclosed))")
        #expect(error("junk")?.reason == "line 1: is not well-formed XML: text outside the root element (everything but comments and white space belongs inside <manifest>)")
        #expect(error(#"<resources/>"#)?.problem == .manifest(.noManifest, line: nil))
        let empty = error(Self.filter("", data: #"<data android:scheme="https" android:pathPrefix=""/>"#))
        #expect(empty?.problem == .manifest(.emptyData("pathPrefix"), line: 5), "\(String(describing: empty))")
    }

    @Test("the settings' manifest key: a missing file names the settings key")
    func missingFile() {
        let error = Fixtures.configurationError(#"{"android":{"manifest":"no-such/AndroidManifest.xml"}}"#)
        #expect(error?.key == "android.manifest", "\(String(describing: error))")
        #expect(error?.file == "bad-settings.json")
    }
}
