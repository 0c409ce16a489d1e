import Foundation
import LinkLabReading
import LinkLabWording
import Testing

/// `--platform android` on the real binary, and `linklab assetlinks` (docs/contract.md, "Android").
@Suite("Android on the command line")
struct AndroidCommandTests {
    static let examples = LinkLab.repositoryRoot.appendingPathComponent("examples/android")
    static let assetLinks = examples.appendingPathComponent("assetlinks.json").path
    static let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"

    @Test("explain --platform android: an App Link with the right assetlinks.json and filter navigates; exit 0")
    func explainNavigates() throws {
        let result = try LinkLab.run(["explain", "--platform", "android", Self.ul])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.outLines.first == "navigated  \(Self.ul)")
        let json = try LinkLab.run(["explain", "--json", "--platform", "android", Self.ul])
        let decision = try #require(try json.decisions().first, "\(json.err)")
        #expect(decision.outcome == "navigated" && decision.platform == "android")
        #expect(decision.step("intent filter")?.passed == true, "\(decision.checks)")
        #expect(decision.step("assetlinks")?.passed == true, "\(decision.checks)")
    }

    @Test("a path outside the filter, a missing autoVerify and a wrong fingerprint: each its own code, openedInBrowser, exit 1")
    func explainFailures() throws {
        let settings = Self.examples.appendingPathComponent("settings.json").path
        let result = try LinkLab.run(["explain", "--json", "--config", settings,
                                      "https://demo.q2.com/other#/messages", "https://demo.q2.com/help/faq#/messages"])
        #expect(result.status == 1)
        let objects = try result.jsonLines()
        try #require(objects.count == 2)
        // The help filter has no autoVerify, but its host is verified through the other
        // filter, so on Android 12 and later the app opens (and then declines the path: stayed).
        #expect(objects.map { $0["outcome"] as? String } == ["openedInBrowser", "stayed"])
        let codes = objects.map { (($0["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["code"] as? String } }
        #expect(codes == [["intent-filter-no-match"], ["missing-target-page-name"]])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-android-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = String(repeating: "AB:", count: 31) + "AB"
        let wrong = folder.appendingPathComponent("settings.json")
        try Data(#"{"platform":"android","android":{"certificateFingerprints":["\#(other)"],"assetLinksFile":"\#(Self.assetLinks)"}}"#.utf8).write(to: wrong)
        let mismatch = try LinkLab.run(["explain", "--json", "--config", wrong.path, Self.ul])
        #expect(mismatch.status == 1)
        let object = try #require(try mismatch.jsonLines().first)
        #expect(object["outcome"] as? String == "openedInBrowser")
        #expect((object["diagnostics"] as? [[String: Any]])?.first?["code"] as? String == "assetlinks-wrong-fingerprint")
    }

    @Test("without --platform the output is iOS's, byte for byte the same as --platform ios")
    func iosUnchanged() throws {
        let plain = try LinkLab.run(["explain", "--json", Self.ul, "q2mob://open?targetPage=#/messages"])
        let ios = try LinkLab.run(["explain", "--json", "--platform", "ios", Self.ul, "q2mob://open?targetPage=#/messages"])
        #expect(plain.stdout == ios.stdout)
        let decisions = try plain.decisions()
        #expect(decisions.map(\.platform) == ["ios", "ios"])
        #expect(decisions.allSatisfy { $0.step("intent filter") == nil }, "\(decisions.map(\.checks))")
    }

    @Test("push --platform android: no sender needed, the module with its key claims it")
    func push() throws {
        let payload = Data(#"{"aps":{},"data":{"demo":{"route":"messages"}}}"#.utf8)
        let android = try LinkLab.run(["push", "--platform", "android", "--json", "-"], stdin: payload)
        #expect(android.status == 0, "\(android.out)")
        let decision = try #require(try android.decisions().first, "\(android.err)")
        #expect(decision.module == "com.q2.mobile.module.demo", "\(decision)")
        #expect(decision.step("module claim")?.passed == true, "\(decision.checks)")
        let ios = try LinkLab.run(["push", "-"], stdin: payload)
        #expect(ios.status == 1, "on iOS the missing sender reaches no module")
    }

    @Test("play --platform android runs an iOS scenario's links on Android; the android scenarios pass as shipped")
    func play() throws {
        let scenarios = LinkLab.scenarios
        let shipped = try LinkLab.run(["play", scenarios.appendingPathComponent("android-app-links.json").path,
                                       scenarios.appendingPathComponent("android-unverified-app-link.json").path])
        #expect(shipped.status == 0, "\(shipped.out)")
        let forced = try LinkLab.run(["play", "--platform", "android", scenarios.appendingPathComponent("scheme-not-registered.json").path])
        #expect(forced.status == 1, "schemeRegistered is an iOS prerequisite, so its expectation fails on Android")
    }

    @Test("check --platform android: outcomes in a check list")
    func check() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-android-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("links.csv")
        try Data("link,outcome\n\(Self.ul),navigated\nhttps://demo.q2.com/other#/messages,openedInBrowser\n".utf8).write(to: csv)
        let result = try LinkLab.run(["check", "--platform", "android", csv.path])
        #expect(result.status == 0, "\(result.out)\(result.err)")
    }

    @Test("a bad manifest named by the settings: one line with the file and the line; exit 2")
    func badManifest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-android-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<application>\n<intent-filter android:autoVerify=\"maybe\">\n".utf8)
            .write(to: folder.appendingPathComponent("AndroidManifest.xml"))
        try Data(#"{"android":{"manifest":"AndroidManifest.xml"}}"#.utf8).write(to: folder.appendingPathComponent("settings.json"))
        let result = try LinkLab.run(["explain", "--platform", "android", "--config", folder.appendingPathComponent("settings.json").path, Self.ul])
        #expect(result.status == 2)
        #expect(result.errLines.count == 1)
        let manifest = folder.appendingPathComponent("AndroidManifest.xml").path
        let error = ConfigurationError(file: manifest, problem: .manifest(.notBoolean(key: "autoVerify", element: nil, value: "maybe"), line: 3))
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }

    @Test("assetlinks: verified with the right package and fingerprint; exit 0")
    func assetLinksVerified() throws {
        let result = try LinkLab.run(["assetlinks", Self.assetLinks, "https://demo.q2.com/experimental/uux.aspx",
                                      "--package", "com.q2.mobile.demo", "--fingerprint", Self.fingerprint.lowercased()])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.outLines.first == "verified  https://demo.q2.com/experimental/uux.aspx")
        let json = try LinkLab.run(["assetlinks", "--json", Self.assetLinks, "https://demo.q2.com/experimental/uux.aspx",
                                    "--package", "com.q2.mobile.demo", "--fingerprint", Self.fingerprint.lowercased()])
        let object = try #require(try json.jsonLines().first, "\(json.err)")
        #expect(object["verdict"] as? String == "verified" && object["verified"] as? Bool == true, "\(object)")
        #expect(object["statement"] as? Int == 0, "\(object)")
        let defaults = try LinkLab.run(["assetlinks", Self.assetLinks, "https://demo.q2.com/"])
        #expect(defaults.status == 0, "the demo FI's package and fingerprint are the defaults")
    }

    @Test("assetlinks: not verified names the reason; --json gives the verdict; exit 1")
    func assetLinksNotVerified() throws {
        let other = String(repeating: "00:", count: 31) + "00"
        let result = try LinkLab.run(["assetlinks", "--json", Self.assetLinks, "https://demo.q2.com/",
                                      "--package", "com.q2.mobile.demo", "--fingerprint", other])
        #expect(result.status == 1)
        let object = try #require(try result.jsonLines().first)
        #expect(object["verdict"] as? String == "fingerprintMismatch")
        #expect(object["verified"] as? Bool == false)
        #expect(object["statement"] as? Int == 0)
        let missing = try LinkLab.run(["assetlinks", Self.assetLinks, "https://demo.q2.com/", "--package", "com.example.other"])
        #expect(missing.status == 1)
        #expect(missing.outLines.first == "not verified  https://demo.q2.com/")
        let missingJSON = try LinkLab.run(["assetlinks", "--json", Self.assetLinks, "https://demo.q2.com/", "--package", "com.example.other"])
        let missingObject = try #require(try missingJSON.jsonLines().first, "\(missingJSON.err)")
        #expect(missingObject["verdict"] as? String == "packageMissing", "\(missingObject)")
        #expect(missingObject["package"] as? String == "com.example.other" && missingObject["verified"] as? Bool == false)
    }

    @Test("assetlinks: a bad file, URL, package or fingerprint is one line and exit 2")
    func assetLinksUsage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-assetlinks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("assetlinks.json")
        // The statement service skips a malformed statement (with a warning here) and
        // reads the others; only a file that is not a JSON list of statements is refused.
        try Data(#"[{"relation":[],"target":{"namespace":"android_app","package_name":7}}]"#.utf8).write(to: bad)
        let skipped = try LinkLab.run(["assetlinks", bad.path, "https://demo.q2.com/"])
        #expect(skipped.status == 1)
        let skip = AssetLinks.Skipped(number: 0, problem: .missingOrNot(key: "target.package_name", .string))
        #expect(skipped.errLines == Wording.skipped(AssetLinks(statements: [], skipped: [skip])).map { "warning: " + $0 }, "\(skipped.err)")
        try Data(#"{"relation":[]}"#.utf8).write(to: bad)
        let file = try LinkLab.run(["assetlinks", bad.path, "https://demo.q2.com/"])
        #expect(file.status == 2)
        #expect(file.errLines == ["linklab: \(ConfigurationError(file: bad.path, problem: .notAStatementList))"], "\(file.err)")
        for arguments in [[Self.assetLinks, "q2mob://open"], [Self.assetLinks, "https://demo.q2.com/", "--fingerprint", "AB:CD"],
                          [Self.assetLinks, "https://demo.q2.com/", "--package", "nodots"], [Self.assetLinks]] {
            let result = try LinkLab.run(["assetlinks"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errLines.count == 1, "\(arguments): \(result.err)")
        }
    }

    @Test("a manifest with a non-UTF-8 attribute name (it crashed XMLParser), or an entity bomb: one line, exit 2", arguments: [
        (Array("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<application><activity android:na".utf8) + [0xFF]
            + Array("me=\"x\"/></application></manifest>".utf8), ManifestProblem.notText(offset: 103, isNUL: false), 2),
        (Array("<!DOCTYPE manifest [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<manifest/>".utf8),
         ManifestProblem.dtd("<!DOCTYPE"), 1),
    ] as [([UInt8], ManifestProblem, Int)])
    func hostileManifest(_ bytes: [UInt8], _ problem: ManifestProblem, _ line: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-android-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder.appendingPathComponent("AndroidManifest.xml"))
        try Data(#"{"android":{"manifest":"AndroidManifest.xml"}}"#.utf8).write(to: folder.appendingPathComponent("settings.json"))
        let result = try LinkLab.run(["explain", "--platform", "android", "--config", folder.appendingPathComponent("settings.json").path, Self.ul])
        #expect(result.status == 2)
        let error = try #require(ReaderErrors.settings(folder.appendingPathComponent("settings.json").path))
        #expect(error.file == folder.appendingPathComponent("AndroidManifest.xml").path && error.problem == .manifest(problem, line: line), "\(error)")
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }
}

/// `linklab push --platform android` with FCM message bodies (docs/contract.md, "FCM delivery on Android").
@Suite("FCM pushes on the command line")
struct FCMPushCommandTests {
    static let examples = LinkLab.repositoryRoot.appendingPathComponent("examples/android")
    static let notification = examples.appendingPathComponent("fcm-notification.json").path
    static let data = examples.appendingPathComponent("fcm-data.json").path

    static func decision(_ arguments: [String], stdin: Data? = nil) throws -> (status: Int32, object: [String: Any]) {
        let result = try stdin.map { try LinkLab.run(["push", "--platform", "android", "--json"] + arguments, stdin: $0) }
            ?? LinkLab.run(["push", "--platform", "android", "--json"] + arguments)
        let object = try #require(try result.jsonLines().first, "\(result.err)")
        return (result.status, object)
    }

    static func codes(_ object: [String: Any]) -> [String] {
        ((object["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["code"] as? String }
    }

    /// Whether each check passed, by name (the first check of a name); a check not made is absent.
    static func passed(_ object: [String: Any]) -> [String: Bool] {
        var passed: [String: Bool] = [:]
        for step in (object["steps"] as? [[String: Any]]) ?? [] {
            if let check = step["check"] as? String, passed[check] == nil { passed[check] = step["passed"] as? Bool }
        }
        return passed
    }

    static func checks(_ object: [String: Any]) -> [String] {
        ((object["steps"] as? [[String: Any]]) ?? []).compactMap { $0["check"] as? String }
    }

    @Test("HTTP v1 notification message, tapped from the tray: the launcher activity's extras reach the module; navigated, exit 0")
    func notificationTapped() throws {
        let (status, object) = try Self.decision([Self.notification])
        #expect(status == 0)
        #expect(object["outcome"] as? String == "navigated")
        #expect(object["route"] as? String == "messages")
        #expect(Self.checks(object).starts(with: ["stage", "FCM message", "notification permission", "delivery", "tap", "sender", "module claim"]))
    }

    @Test("the bare inner object, killed: a cold start, queued; navigated")
    func bareKilled() throws {
        let body = Data(#"{"notification":{"title":"x"},"data":{"demo":"{\"route\":\"messages\"}"}}"#.utf8)
        let (status, object) = try Self.decision(["--cold-start", "-"], stdin: body)
        #expect(status == 0)
        #expect(object["outcome"] as? String == "navigated")
        #expect(Self.checks(object).first == "cold start")
    }

    @Test("a notification message at the silent stage waits in the tray: fcm-in-tray, stayed, exit 1")
    func inTray() throws {
        let (status, object) = try Self.decision(["--stage", "silent", Self.notification])
        #expect(status == 1)
        #expect(object["outcome"] as? String == "stayed")
        #expect(Self.codes(object) == ["fcm-in-tray"])
        #expect(Self.passed(object)["module claim"] == nil, "\(Self.checks(object))")
    }

    @Test("a data message in the foreground and killed reaches onMessageReceived; never navigates at those stages")
    func dataMessage() throws {
        let (foregroundStatus, foreground) = try Self.decision(["--stage", "foreground", Self.data])
        #expect(foregroundStatus == 1)
        #expect(Self.codes(foreground) == ["push-stage-no-navigation"])
        #expect(Self.passed(foreground)["module claim"] == true, "\(Self.checks(foreground))")
        let (_, killed) = try Self.decision(["--stage", "silent", "--cold-start", Self.data])
        #expect(Self.codes(killed) == ["push-stage-no-navigation"])
        let (tapStatus, tapped) = try Self.decision([Self.data])
        #expect(tapStatus == 0)
        #expect(tapped["outcome"] as? String == "navigated")
    }

    @Test("--notification-permission denied on Android 13+: post-notifications-denied, notOpened; on 12 not read")
    func permission() throws {
        let (status, object) = try Self.decision(["--notification-permission", "denied", Self.notification])
        #expect(status == 1)
        #expect(object["outcome"] as? String == "notOpened")
        #expect(Self.codes(object) == ["post-notifications-denied"])
        let (dataStatus, data) = try Self.decision(["--notification-permission", "denied", Self.data])
        #expect(dataStatus == 1)
        #expect(Self.codes(data) == ["post-notifications-denied"])
        #expect(Self.passed(data)["module claim"] == true, "the data message still arrives: \(Self.checks(data))")
        let (oldStatus, old) = try Self.decision(["--notification-permission", "denied", "--android-version", "12", Self.notification])
        #expect(oldStatus == 0)
        #expect(old["outcome"] as? String == "navigated")
        let bad = try LinkLab.run(["push", "--platform", "android", "--notification-permission", "maybe", Self.notification])
        #expect(bad.status == 64 || bad.status == 2, "\(bad.status)")
    }

    @Test("a data value that is not a string: fcm-data-not-string with the string form as the fix; notOpened")
    func dataNotString() throws {
        let body = Data(#"{"message":{"notification":{"title":"x"},"data":{"demo":{"route":"messages"}}}}"#.utf8)
        let (status, object) = try Self.decision(["-"], stdin: body)
        #expect(status == 1)
        #expect(object["outcome"] as? String == "notOpened")
        let diagnostic = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["code"] as? String == "fcm-data-not-string")
        #expect(diagnostic["fix"] as? String == #"{"message":{"notification":{"title":"x"},"data":{"demo":"{\"route\":\"messages\"}"}}}"#)
    }

    @Test("Q2's APNs-shaped payload on Android is read as before: no FCM steps")
    func q2PayloadUnchanged() throws {
        let body = Data(#"{"aps":{},"data":{"demo":{"route":"messages"}}}"#.utf8)
        let (status, object) = try Self.decision(["-"], stdin: body)
        #expect(status == 0)
        #expect(Self.passed(object)["FCM message"] == nil, "\(Self.checks(object))")
        #expect(Self.passed(object)["aps"] == true, "\(Self.checks(object))")
    }
}
