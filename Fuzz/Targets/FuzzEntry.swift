import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The one libFuzzer entry point. One binary serves every target, so the core is compiled once; the
/// target is chosen by `LINKLAB_FUZZ_TARGET` (links, push, settings, checklists, aasa, manifest, plist, cache, answer or site), which Fuzz/run.sh sets.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    Breach.input = bytes
    switch FuzzTarget.chosen {
    case .links: LinksTarget.run(String(decoding: bytes, as: UTF8.self))
    case .push: PushTarget.run(String(decoding: bytes, as: UTF8.self))
    case .settings: SettingsTarget.run(bytes)
    case .checklists: CheckListsTarget.run(bytes)
    case .aasa: AASATarget.run(bytes)
    case .manifest: ManifestTarget.run(bytes)
    case .plist: PropertyListsTarget.run(bytes)
    case .cache: CacheTarget.run(bytes)
    case .answer: AnswerTarget.run(bytes)
    case .site: SiteTarget.run(bytes)
    }
    return 0
}

/// The fuzz targets this binary holds.
enum FuzzTarget: String, CaseIterable {
    case links, push, settings, checklists, aasa, manifest, plist, cache, answer, site

    static let chosen: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["LINKLAB_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("LINKLAB-FUZZ setup: set LINKLAB_FUZZ_TARGET to one of \(allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(name)\")\n".utf8))
            exit(2)
        }
        Breach.target = target.rawValue
        if Breach.keepGoing {
            atexit { FileHandle.standardError.write(Data("LINKLAB-FUZZ \(Breach.target): breaches in this run: \(Breach.summary().isEmpty ? "none" : Breach.summary())\n".utf8)) }
        }
        return target
    }()
}
