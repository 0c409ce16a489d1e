import LinkLabText
import LinkLabSystem
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// What `--live` and `--offline` say on stderr about the cache of fetched site files.
extension Wording {
    /// `--offline`: which copy is used, and how old it is.
    static func usingCache(of domain: String, age seconds: Int) -> String {
        "--offline: using the files fetched for \(DisplayText.sanitize(domain, limit: 120)) \(Wording.age(seconds: seconds)) ago"
    }

    /// A cache that cannot be kept does not stop the command: the problem, and that it goes on.
    static func goingOnWithout(_ problem: String) -> String { "\(problem) (going on without it)" }

    /// Why the cache folder or a cache file is not used: `the live-site cache folder F is not used: …`.
    static func cacheRefused(_ refusal: CacheRefusal, path: String) -> String {
        let shown = DisplayText.sanitize(path, limit: 300)
        switch refusal {
        case .folder(.notAFolder): return "the live-site cache folder \(shown) is not a folder"
        case .folder(.ownedByOther(let owner)):
            return "the live-site cache folder \(shown) is not used: it belongs to user \(owner), not to you (user \(PrivateFile.userID))"
        case .folder(.writableByOthers(let mode)):
            return "the live-site cache folder \(shown) is not used: others may write in it (mode \(octal(mode))); chmod 700 it, or remove it"
        case .folder(.system(let error)):
            return "the live-site cache folder \(shown) cannot be made: \(systemReason(error.code))"
        case .link: return "the cache file \(shown) is a symbolic link, which LinkLab never follows; remove it and run once with --live"
        case .notARegularFile: return "the cache file \(shown) is not a regular file; remove it and run once with --live"
        case .ownedByOther(let owner):
            return "the cache file \(shown) is not used: it belongs to user \(owner), not to you (user \(PrivateFile.userID))"
        }
    }

    /// `0777`.
    static func octal(_ mode: UInt32) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension Wording {
    /// Alt-R's status line when the files were fetched but could not be kept (the message log says why).
    static var liveCacheNotKept: String { "Fetched again, but the cache was not written (\(key(for: .showMessageLog)) says why)." }
}
