import Foundation
import Testing

/// `--help` read at 80 columns. Every example is a command that can be copied as printed: none
/// is wrapped in the middle, and a long one continues with `\` on an indented line. The README sections
/// help points to exist.
@Suite("Help at 80 columns")
struct HelpAt80Tests {
    static let commands = [[], ["app"], ["explain"], ["build"], ["aasa"], ["assetlinks"], ["push"], ["play"], ["vary"], ["check"], ["quiz"]]

    @Test("every example line fits 80 and 100 columns, and a line after an example is an example, its continuation, or prose",
          arguments: commands, ["80", "100"])
    func examplesFit(command: [String], columns: String) throws {
        let result = try LinkLab.run(command + ["--help"], environment: ["COLUMNS": columns])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() where line.hasPrefix("  linklab ") || line.hasPrefix("  echo ") {
            #expect(line.count <= 80, "\(line)")
            // A wrapped command would go on, unindented, on the next line; a continued one ends in \.
            if line.hasSuffix("\\") {
                #expect(lines[index + 1].hasPrefix("  "), "\(line) ↵ \(lines[index + 1])")
            }
        }
        let wrapped = zip(lines, lines.dropFirst()).filter { first, next in
            (first.hasPrefix("  linklab ") || first.hasPrefix("  echo ")) && !first.hasSuffix("\\")
                && !next.isEmpty && !next.hasPrefix("  ") && (next.first?.isLowercase == true || next.hasPrefix("'"))
        }
        #expect(wrapped.isEmpty, "\(wrapped)")
    }

    @Test("the README sections --help names exist")
    func sectionsExist() throws {
        let readme = try String(contentsOf: LinkLab.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let headings = readme.split(separator: "\n").filter { $0.hasPrefix("#") }.map { $0.drop { $0 == "#" || $0 == " " } }
        var named = 0
        for command in Self.commands {
            let help = try LinkLab.run(command + ["--help"], environment: ["COLUMNS": "200"]).out
            var rest = Substring(help)
            while let range = rest.range(of: "see README, \"") {
                let after = rest[range.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                let section = String(after[..<end])
                #expect(headings.contains { $0 == section }, "\(command): README has no section \"\(section)\"")
                named += 1
                rest = after[end...]
            }
        }
        #expect(named >= 2, "help names the settings section")
    }
}
