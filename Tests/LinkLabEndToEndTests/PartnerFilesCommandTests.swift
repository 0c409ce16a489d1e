import Foundation
import LinkLabReading
import LinkLabWording
import Testing

/// The partner's own iOS files through the real binary: `explain --config` with `infoPlistFile`,
/// `entitlementsFile`, `provisioningProfileFile` and `aasaFile`.
@Suite("linklab explain with the partner's iOS files")
struct PartnerFilesCommandTests {
    static let fixtures = LinkLab.repositoryRoot.appendingPathComponent("Tests/LinkLabCoreTests/Fixtures")
    static let universalLink = "https://demo.q2.com/experimental/uux.aspx#/messages"

    static func settings(_ prerequisites: String, in folder: URL) throws -> String {
        try LinkLab.fixture("settings.json", #"{"prerequisites":\#(prerequisites)}"#, in: folder)
    }

    @Test("the trace names the file behind each prerequisite")
    func traceNamesFiles() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let partner = Self.fixtures.appendingPathComponent("partner").path
        let aasa = Self.fixtures.appendingPathComponent("aasa/SYNTHETIC_q2_demo__apple-app-site-association.json").path
        let config = try Self.settings("""
            {"infoPlistFile":"\(partner)/Info-binary.plist","entitlementsFile":"\(partner)/App.entitlements",
             "provisioningProfileFile":"\(partner)/valid-until-2099.mobileprovision","aasaFile":"\(aasa)"}
            """, in: folder)
        let result = try LinkLab.run(["explain", "--config", config, Self.universalLink, "q2mob://open?targetPage=%23%2Fmessages"])
        #expect(result.status == 0, "\(result.err)")
        // The naming of each file is the wording under test: each trace line whole, as a person reads it.
        #expect(result.hasLine("  ✓ entitlements file: \(partner)/App.entitlements lists applinks:demo.q2.com under com.apple.developer.associated-domains."),
                "\(result.out)")
        #expect(result.hasLine("  ✓ provisioning profile: \(partner)/valid-until-2099.mobileprovision grants the Associated Domains capability "
                               + "(com.apple.developer.associated-domains: *)."), "\(result.out)")
        #expect(result.hasLine("  ✓ AASA file: The rules were read from \(aasa)."), "\(result.out)")
        #expect(result.hasLine("  ✓ Info.plist: \(partner)/Info-binary.plist lists q2mob under CFBundleURLTypes › CFBundleURLSchemes."), "\(result.out)")
        // And each is a check that passed, in --json.
        let json = try LinkLab.run(["explain", "--json", "--config", config, Self.universalLink, "q2mob://open?targetPage=%23%2Fmessages"])
        let decisions = try json.decisions()
        try #require(decisions.count == 2, "\(json.err)")
        for check in ["entitlements file", "provisioning profile", "AASA file"] {
            #expect(decisions[0].step(check)?.passed == true, "\(check): \(decisions[0].checks)")
        }
        #expect(decisions[1].step("Info.plist")?.passed == true, "\(decisions[1].checks)")
    }

    @Test("on a development build a developer-mode entry is a warning and the link navigates while the profile is valid")
    func warnings() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let partner = Self.fixtures.appendingPathComponent("partner").path
        let config = try Self.settings("""
            {"entitlementsFile":"\(partner)/developer.entitlements","provisioningProfileFile":"\(partner)/valid-until-2099.mobileprovision","build":"development"}
            """, in: folder)
        let result = try LinkLab.run(["explain", "--json", "--config", config, Self.universalLink])
        #expect(result.status == 0, "\(result.err)")
        let object = try #require(try result.jsonLines().first)
        #expect(object["outcome"] as? String == "navigated")
        let codes = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes == ["associated-domain-developer-mode"])
    }

    /// docs/contract.md, "The build's own profile": each build kind with an expired profile, or one for another app ID.
    static let buildRows: [(build: String, profile: String, link: String, outcome: String, codes: [String])] = [
        ("appStore", "expired", universalLink, "navigated", ["provisioning-profile-expired"]),
        ("development", "expired", universalLink, "notOpened", ["provisioning-profile-expired-stops-launch"]),
        ("adHoc", "expired", universalLink, "notOpened", ["provisioning-profile-expired-stops-launch"]),
        ("development", "expired", "q2mob://open?targetPage=%23%2Fmessages", "notOpened", ["provisioning-profile-expired-stops-launch"]),
        ("development", "expired", "https://wrong-host.q2.com/experimental/uux.aspx#/messages", "openedInBrowser", ["wrong-associated-domain"]),
        ("appStore", "other-app", universalLink, "navigated", []),
        ("development", "other-app", universalLink, "notOpened", ["provisioning-profile-app-id-mismatch"]),
        ("adHoc", "other-app", "q2mob://open?targetPage=%23%2Fmessages", "notOpened", ["provisioning-profile-app-id-mismatch"]),
        ("adHoc", "valid-until-2099", universalLink, "navigated", []),
    ]

    @Test("the build kind decides what the profile's expiry and app ID do: a warning on the App Store, no launch otherwise",
          arguments: buildRows.indices)
    func buildKinds(_ index: Int) throws {
        let row = Self.buildRows[index]
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let partner = Self.fixtures.appendingPathComponent("partner").path
        let config = try Self.settings("""
            {"provisioningProfileFile":"\(partner)/\(row.profile).mobileprovision","build":"\(row.build)"}
            """, in: folder)
        let result = try LinkLab.run(["explain", "--json", "--from", "app", "--config", config, row.link])
        #expect(result.status == (row.outcome == "navigated" ? 0 : 1), "\(result.err)")
        let object = try #require(try result.jsonLines().first)
        #expect(object["outcome"] as? String == row.outcome)
        let codes = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes == row.codes)
        if row.codes.first?.hasPrefix("provisioning-profile-") == true, row.outcome == "notOpened" {
            #expect(object["customerSays"] as? String == "The build of the app on this phone no longer opens: its provisioning profile "
                + "has expired or is for another app. Install a current build from the bank's team, then tap the link again.")
            let remedy = row.profile == "expired" ? "Renew the provisioning profile in the Apple Developer account"
                                                  : "Make a provisioning profile for the app's ID"
            #expect(object["bankFix"] as? String == remedy + ", re-sign the build with it and install it again on the registered devices.")
        }
    }

    @Test("a build kind LinkLab does not know is one line naming the key and the kinds; exit 2")
    func unknownBuild() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try Self.settings(#"{"build":"enterprise"}"#, in: folder)
        let result = try LinkLab.run(["explain", "--config", config, Self.universalLink])
        #expect(result.status == 2)
        let error = try #require(ReaderErrors.settings(config))
        #expect(error.key == "prerequisites.build", "\(error)")
        guard case .mustBe(.oneOf(let kinds), _) = error.problem else { Issue.record("not a choice of kinds: \(error)"); return }
        #expect(kinds == ["appStore", "development", "adHoc"])
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }

    @Test("a bad partner file: one line naming the file, the key and the reason; exit 2")
    func badFile() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = try PropertyListSerialization.data(fromPropertyList: ["CFBundleURLTypes": "q2mob"], format: .binary, options: 0)
        try plist.write(to: folder.appendingPathComponent("Info.plist"))
        let config = try Self.settings(#"{"infoPlistFile":"Info.plist"}"#, in: folder)
        let result = try LinkLab.run(["explain", "--config", config, Self.universalLink])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let error = try #require(ReaderErrors.settings(config))
        #expect(error.file == folder.appendingPathComponent("Info.plist").path && error.key == "CFBundleURLTypes", "\(error)")
        #expect(error.problem == .propertyList(.expected(.arrayOfDictionaries)), "\(error.problem)")
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }

    @Test("a profile with no property list inside: one line, exit 2")
    func badProfile() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try LinkLab.fixture("App.mobileprovision", "0\u{82}not a profile", in: folder)
        let config = try Self.settings(#"{"provisioningProfileFile":"App.mobileprovision"}"#, in: folder)
        let result = try LinkLab.run(["explain", "--config", config, Self.universalLink])
        #expect(result.status == 2)
        let error = try #require(ReaderErrors.settings(config))
        #expect(error.file == folder.appendingPathComponent("App.mobileprovision").path, "\(error)")
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }

    @Test("a 4 KB profile whose binary-plist trailer overflowed (exit 132): one line, exit 2")
    func overflowingProfile() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes: [UInt8] = [0x30, 0x82, 0x0F, 0xFC] + Array("bplist00".utf8)
        bytes += [UInt8](repeating: 0x41, count: 4096 - bytes.count - 32)
        bytes += [0, 0, 0, 0, 0, 0, 8, 8, 0, 0, 0, 0, 0, 0, 0x0F, 0xA0, 0, 0, 0, 0, 0, 0, 0, 0, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xF0]
        try Data(bytes).write(to: folder.appendingPathComponent("App.mobileprovision"))
        let config = try Self.settings(#"{"provisioningProfileFile":"App.mobileprovision"}"#, in: folder)
        let result = try LinkLab.run(["explain", "--config", config, Self.universalLink])
        #expect(result.status == 2)
        let error = try #require(ReaderErrors.settings(config))
        #expect(error.file == folder.appendingPathComponent("App.mobileprovision").path && error.problem == .propertyList(.envelopeBrokenBinary),
                "\(error)")
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }
}
