#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats

/// A settings, screens, scenario, AASA or assetlinks file that cannot be used: which file, which key,
/// where in the file, and what is wrong, as data. `reason` and `description` word it (in `Wording/`).
public struct ConfigurationError: Error, Equatable, Sendable {
    public var file: String
    /// The key path, e.g. `modules[1].identifier`; nil for the file as a whole.
    public var key: String?
    /// Where the key's value (or the object lacking it) is written, when the file is JSON.
    public var position: TextPosition?
    public var problem: ConfigurationProblem
    /// The walkthrough step the key belongs to, counted from 1 as people count them.
    public var step: Int?

    public init(file: String, key: String? = nil, position: TextPosition? = nil, problem: ConfigurationProblem) {
        self.file = file
        self.key = key
        self.position = position
        self.problem = problem
    }

    /// An error worded by hand, for tests and callers outside LinkLab's readers; the readers themselves give
    /// a typed problem (a test holds them to it).
    public init(file: String, key: String? = nil, reason: String) {
        self.init(file: file, key: key, problem: .described(reason))
    }

}

extension ConfigurationError {
    /// A file that is not strict JSON: the key path, the line and column, and the problem.
    init(file: String, syntax: JSONSyntaxError) {
        self.init(file: file, key: syntax.keyPath, position: TextPosition(line: syntax.line, column: syntax.column),
                  problem: .syntax(syntax.problem))
    }

    /// A file that cannot be read, read because `referrer` named it; the error names the referring key
    /// when there is one, since that is what a person edits.
    init(path: String, problem: FileProblem, referredBy referrer: FileReference?) {
        if let referrer {
            self.init(file: referrer.file, key: referrer.key, problem: .namesUnreadable(path: path, problem))
        } else {
            self.init(file: path, problem: .unreadable(problem))
        }
    }
}

/// Where a file's name came from: a key in another file (`prerequisites.aasaFile` in a settings file),
/// or an environment variable.
package struct FileReference: Sendable, Equatable {
    var file: String
    var key: String?
}

