import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Hostile property lists: Info.plist, Info.plist, entitlements and `.mobileprovision` files give one
/// specific error naming the file (or the settings key that named it) and never crash or read without bound.
@Suite("Property lists: hostile files")
struct PropertyListHardeningTests {
    /// A `.mobileprovision` of 4 KB: `bplist00` inside the envelope, and at the end a trailer whose offset
    /// table offset is near `Int.max`, so that adding the table's length overflowed (exit 132).
    static func overflowingProfile() -> [UInt8] {
        var bytes: [UInt8] = [0x30, 0x82, 0x0F, 0xFC, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02]
        bytes += Array("bplist00".utf8)
        bytes += [UInt8](repeating: 0x41, count: 4096 - bytes.count - 32)
        bytes += [0, 0, 0, 0, 0, 0, 8, 8]
        bytes += [0, 0, 0, 0, 0, 0, 0x0F, 0xA0]                       // 4000 objects
        bytes += [0, 0, 0, 0, 0, 0, 0, 0]                             // top object 0
        bytes += [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xF0]     // offset table near Int.max
        return bytes
    }

    static func binary(_ object: Any) throws -> [UInt8] {
        [UInt8](try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
    }

    static func error(_ bytes: [UInt8]) -> ConfigurationError? {
        do { _ = try PropertyList.dictionary(from: bytes, file: "Info.plist"); return nil } catch { return error }
    }

    /// The binary property-list problem `bytes` are refused for, or nil when they are refused for another reason.
    static func binaryProblem(_ bytes: [UInt8]) -> BinaryPropertyListProblem? {
        guard case .propertyList(.binary(let problem))? = error(bytes)?.problem else { return nil }
        return problem
    }

    /// Whether `bytes` are refused as a binary property list (its trailer, or objects Foundation cannot read).
    static func refusedAsBinary(_ bytes: [UInt8]) -> Bool {
        switch error(bytes)?.problem {
        case .propertyList(.binary)?, .propertyList(.corruptBinaryObjects)?: true
        default: false
        }
    }

    @Test("a 4 KB .mobileprovision whose trailer overflows the arithmetic is refused, not a crash")
    func overflowingTrailer() throws {
        let bytes = Self.overflowingProfile()
        #expect(bytes.count == 4096)
        #expect(SignedEnvelope.contents(of: bytes) == .brokenBinary)
        let folder = try PartnerFolder()
        defer { folder.remove() }
        try Data(bytes).write(to: folder.url.appendingPathComponent("Hostile.mobileprovision"))
        let error = folder.error(#"{"provisioningProfileFile":"Hostile.mobileprovision"}"#)
        #expect(error?.file == folder.path("Hostile.mobileprovision"))
        #expect(error?.reason == "holds bplist00 inside its signed envelope, but no binary property list whose 32-byte trailer agrees with it")
    }

    @Test("trailer fields at the edges of 64 bits: every sum and product is checked", arguments: [
        (UInt64.max, UInt64(1), 8),
        (UInt64(1) << 62, UInt64(8), 8),
        (UInt64(8), UInt64.max, 8),
        (UInt64(8), UInt64(1) << 61, 8),
        (UInt64(Int.max), UInt64(2), 1),
    ])
    func edges(_ tableOffset: UInt64, _ objects: UInt64, _ offsetSize: Int) {
        func be(_ n: UInt64) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: n >> (8 * UInt64($0))) } }
        let plist = Array("bplist00".utf8) + [0x08, 0x00] + [0, 0, 0, 0, 0, 0, UInt8(offsetSize), 1] + be(objects) + be(0) + be(tableOffset)
        #expect(BinaryPropertyListProblem.check(plist) != nil)
        #expect(SignedEnvelope.binaryPlist(in: [0x30] + plist + [0xA0], from: 1) == nil)
        #expect(Self.refusedAsBinary(plist), "\(String(describing: Self.error(plist)))")
    }

    @Test("the envelope search still finds a binary plist between signature bytes, and an XML one")
    func envelopeStillFinds() throws {
        let plist = try Self.binary(["Name": "x"])
        #expect(SignedEnvelope.contents(of: [0x30, 0x82] + plist + Array("bplist00 and more".utf8)) == .plist(plist))
        #expect(SignedEnvelope.find(Array("abc".utf8), in: Array("ababcabc".utf8), from: 0) == 2)
        #expect(SignedEnvelope.find(Array("abc".utf8), in: Array("ab".utf8), from: 0) == nil)
        #expect(SignedEnvelope.find(Array("abc".utf8), in: Array("xxabc".utf8), from: 3) == nil)
    }

    /// Bad plist bytes and the one reason each gets; none quotes the file.
    static let reasons: [(String, [UInt8], String)] = [
        ("empty", [], "is empty; expected a property list (XML or binary)"),
        ("white space", Array(" \n\t".utf8), "holds only white space; expected a property list (XML or binary)"),
        ("not UTF-8", Array("<plist>\nSECRET".utf8) + [0xFF], "is not a property list: it is neither binary (bplist00) nor UTF-8 XML (byte 14, on line 2, is not UTF-8)"),
        ("overlong UTF-8", Array("<plist>".utf8) + [0xC0, 0xAF], "is not a property list: it is neither binary (bplist00) nor UTF-8 XML (byte 7, on line 1, is not UTF-8)"),
        ("NUL", Array("<plist>SECRET".utf8) + [0], "is not a property list: it is neither binary (bplist00) nor UTF-8 XML (byte 13, on line 1, is a NUL byte)"),
        ("OpenStep", Array("{ SECRET = b; }".utf8), "is not a property list: it is neither binary (bplist00) nor XML (it does not begin with <)"),
        ("broken XML", Array("<?xml version=\"1.0\"?>\n<plist>\n<dict>\n<key>a</key>\n<SECRET>b</string></dict></plist>".utf8),
         "is not a well-formed XML property list (line 5)"),
        ("cut XML", Array("<plist><dict><key>SECRET".utf8), "is not a well-formed XML property list"),
        ("array at the top", Array("<plist><array><string>SECRET</string></array></plist>".utf8),
         "holds a property list whose top level is an array, not a dictionary"),
        ("string at the top", Array("<plist><string>SECRET</string></plist>".utf8),
         "holds a property list whose top level is a string, not a dictionary"),
        ("short binary", Array("bplist00SECRET".utf8), BinaryPropertyListProblem.truncated.reason),
        ("other binary version", Array("bplist15SECRET".utf8) + [UInt8](repeating: 0, count: 40), BinaryPropertyListProblem.unknownVersion.reason),
    ]

    @Test("each kind of bad plist gets its own reason, without quoting the file", arguments: 0..<12)
    func specificReasons(_ index: Int) {
        let (_, bytes, reason) = Self.reasons[index]
        let error = Self.error(bytes)
        #expect(error?.file == "Info.plist")
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))")
        #expect(error?.description.contains("SECRET") == false)
    }

    @Test("a binary plist cut short, or with a corrupt trailer, says so")
    func binaryDamage() throws {
        let whole = try Self.binary(["CFBundleURLTypes": [["CFBundleURLSchemes": ["SECRET"]]]])
        #expect(Self.error(whole) == nil)
        let cut = Array(whole.dropLast(5))
        #expect([.truncated, .corruptTrailer].contains(Self.binaryProblem(cut)), "\(String(describing: Self.error(cut)))")
        var corrupt = whole
        corrupt[corrupt.count - 32 + 6] = 0
        #expect(Self.error(corrupt)?.reason == BinaryPropertyListProblem.corruptTrailer.reason)
        var shortened = whole
        shortened.removeSubrange(9..<11)
        #expect(Self.refusedAsBinary(shortened), "\(String(describing: Self.error(shortened)))")
    }

    @Test("a binary plist holding a set, a UID or a null is refused before Foundation reads it (bridging a set crashed, found by fuzzing)",
          arguments: [0xC1, 0xB1, 0x81, 0x00, 0x71] as [UInt8])
    func foreignObjects(_ marker: UInt8) throws {
        var bytes = try Self.binary(["a": "b"])
        #expect(bytes[8] == 0xD1, "the top dictionary is the first object")
        bytes[8] = marker
        #expect(Self.error(bytes)?.reason == BinaryPropertyListProblem.foreignObject.reason)
    }

    @Test("an offset table entry pointing outside the objects is refused")
    func offsetOutside() throws {
        var bytes = try Self.binary(["a": "b"])
        guard let trailer = BinaryPropertyListTrailer(bytes, end: bytes.count) else { Issue.record("no trailer"); return }
        bytes[Int(trailer.offsetTableOffset)] = 0xFF
        #expect(Self.error(bytes)?.reason == BinaryPropertyListProblem.corruptObjects.reason)
    }

    @Test("a .mobileprovision with no plist in its envelope says so")
    func emptyEnvelope() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let file = try folder.text("None.mobileprovision", "0\u{82}SECRET signature only")
        let error = folder.error(#"{"provisioningProfileFile":"None.mobileprovision"}"#)
        #expect(error == ConfigurationError(file: file, problem: .propertyList(.envelopeEmpty)))
        #expect(error?.reason == "holds no property list inside its signed envelope (looked for <?xml … </plist> and bplist00)")
    }

    @Test("a plist larger than the cap is refused, naming the settings key, the file and the cap")
    func sizeCap() throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let path = folder.path("Info.plist")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(PropertyList.sizeLimit + 1))   // sparse: no disk is used
        try handle.close()
        let error = folder.error(#"{"infoPlistFile":"Info.plist"}"#)
        #expect(error?.file == folder.path("settings.json"))
        #expect(error?.key == "prerequisites.infoPlistFile")
        #expect(error?.reason == "names \(path), which is larger than 8 MiB, the most LinkLab reads")
    }

    @Test("a missing partner file names the settings key that named it", arguments: [
        ("infoPlistFile", "Info.plist"), ("entitlementsFile", "App.entitlements"), ("provisioningProfileFile", "App.mobileprovision"),
    ])
    func missingNamesKey(_ key: String, _ name: String) throws {
        let folder = try PartnerFolder()
        defer { folder.remove() }
        let error = folder.error(#"{"\#(key)":"\#(name)"}"#)
        #expect(error == ConfigurationError(file: folder.path("settings.json"), key: "prerequisites.\(key)",
                                            problem: .namesUnreadable(path: folder.path(name), .missing)))
    }

    @Test("UTF-8 is judged by Unicode's table: valid sequences pass, every kind of bad one is found", arguments: [
        ([0x61, 0xC3, 0xA9], nil as Int?), ([0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80], nil),
        ([0xC3], 0), ([0xED, 0xA0, 0x80], 0), ([0xF4, 0x90, 0x80, 0x80], 0), ([0x61, 0xE2, 0x82], 1), ([0x80], 0), ([0xF8], 0),
    ] as [([UInt8], Int?)])
    func utf8(_ bytes: [UInt8], _ offset: Int?) {
        #expect(TextBytes.firstNonText(bytes)?.offset == offset)
    }
}
