import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// The decisions as the pane shows them: each decision worded and wrapped to the pane's width, the
/// outcome word first and a link whole on rows of its own. The model wraps them (to scroll to a new
/// decision, and to say whether older lines exist); the decisions pane only draws the lines it is given.
package enum DecisionLines {
    package struct Line: Sendable, Equatable {
        package var text: String
        /// What the line is; the decisions pane styles it.
        package var tone: Tone
        package var indent: Int
        /// A row of a link: the link is shown whole across rows, each row but the last ending in
        /// `continuation` (see `linkRows`).
        package var isLink = false
    }

    /// The wrapped lines of one decision, as the pane shows them.
    /// `wholeLink`: the link as opened, when the decision's echo of it was cut short.
    package static func block(_ decision: Decision, width: Int, screens: ScreenCatalogue? = nil, wholeLink: String? = nil) -> [Line] {
        var block: [Line] = []
        for line in DecisionReport.lines(decision, diagnosticsFirst: true) {
            let tone = Tone.report(line.kind)
            // A corrected link gets a line of its own, whole, so it can be copied (F11 copies it too).
            if line.kind == .fix {
                block.append(Line(text: "\(DecisionReport.Line.fixLabel) link (F11 copies):", tone: tone, indent: line.indent))
                block += linkLines(line.text, tone: .correctedLink, width: width)
                continue
            }
            if isOutcome(line.kind) {
                block += headline(decision, tone: tone, width: width, screens: screens, wholeLink: wholeLink)
                continue
            }
            let room = max(1, width - line.indent - 2)
            // Links are cut by width, not at spaces, so the outcome word keeps its link beside it.
            // A link quoted in a sentence and broken across rows says so with the same mark as a link's rows.
            let wrapped = Self.isOutcome(line.kind) ? Self.chunks(line.text, width: room)
                : TextWrap.lines(line.text, width: room, breakMark: continuation)
            for (i, piece) in wrapped.enumerated() {
                block.append(Line(text: piece, tone: tone, indent: line.indent + (i == 0 ? 0 : 2)))
            }
        }
        block.append(Line(text: "", tone: .plain, indent: 0))
        return block
    }

    /// Ends each row of a link that goes on below: never a character a link can hold, so the link is
    /// never misread (F11 copies it whole, without the marks).
    package static let continuation = "↵"

    /// A link as rows of the pane, whole and inside the border.
    package static func linkLines(_ link: String, tone: Tone, width: Int) -> [Line] {
        linkRows(link, width: width).map { Line(text: $0, tone: tone, indent: 0, isLink: true) }
    }

    /// Cuts a link into rows of at most `width` columns. A row that does not end the link ends in
    /// `continuation`, and is cut after a `/`, `?`, `&`, `#` or `=` when one is in its second half, so a
    /// row ends where the link's own parts do; a cut never splits a percent escape (`%2F`) or a character.
    package static func linkRows(_ link: String, width: Int) -> [String] {
        guard CharacterWidth.of(link) > width, width >= 4 else { return [link] }
        let characters = Array(link)
        var rows: [String] = []
        var start = 0
        while start < characters.count {
            // How many characters fit in the row when the rest of the link fits too, and else with the mark.
            var end = start
            var used = 0
            while end < characters.count, used + CharacterWidth.of(characters[end]) <= width {
                used += CharacterWidth.of(characters[end])
                end += 1
            }
            if end == characters.count {
                rows.append(String(characters[start..<end]))
                break
            }
            end = start
            used = 0
            while end < characters.count, used + CharacterWidth.of(characters[end]) <= width - 1 {
                used += CharacterWidth.of(characters[end])
                end += 1
            }
            var cut = end
            if let separator = (start + max(1, (end - start) / 2)..<end).last(where: { "/?&#=".contains(characters[$0 - 1]) }) {
                cut = separator
            } else if let percent = (max(start, end - 2)..<end).first(where: { characters[$0] == "%" }), percent > start {
                cut = percent
            }
            cut = max(cut, start + 1)
            rows.append(String(characters[start..<cut]) + continuation)
            start = cut
        }
        return rows
    }

    /// The first lines of a decision: the outcome word and the link, whole, on a line of its own. A
    /// session action that changed the screen says where it went (`sign out → Sign in`) rather than
    /// calling itself a navigation.
    package static func headline(_ decision: Decision, tone: Tone, width: Int, screens: ScreenCatalogue?, wholeLink: String? = nil) -> [Line] {
        let input = DisplayText.sanitize(decision.input, limit: 4000)
        if AppModel.carriesLink(decision.entry) {
            if let wholeLink {
                return [Line(text: decision.outcome.rawValue, tone: tone, indent: 0)]
                    + linkLines(wholeLink, tone: .link, width: width)
            }
            return [Line(text: decision.outcome.rawValue, tone: tone, indent: 0)]
                + linkLines(input, tone: .link, width: width)
        }
        if [.signIn, .signOut, .back, .cancelSignIn].contains(decision.entry), decision.outcome == .navigated, let id = decision.screen {
            let title = screens?.screen(id: id)?.title ?? id
            return chunks("\(input) → \(DisplayText.sanitize(title, limit: 200))", width: max(1, width - 2)).map {
                Line(text: $0, tone: tone, indent: 0)
            }
        }
        // A push payload: cut by width, so the outcome word keeps its payload beside it.
        return chunks("\(decision.outcome.rawValue)  \(input)", width: max(1, width - 2)).map { Line(text: $0, tone: tone, indent: 0) }
    }

    package static func isOutcome(_ kind: DecisionReport.Line.Kind) -> Bool {
        if case .outcome = kind { return true }
        return false
    }

    /// Cuts text into pieces of at most `width` columns, wherever the edge falls.
    package static func chunks(_ text: String, width: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        var used = 0
        for character in text {
            let w = CharacterWidth.of(character)
            if used + w > width, !current.isEmpty {
                pieces.append(current)
                current = ""
                used = 0
            }
            current.append(character)
            used += w
        }
        if !current.isEmpty || pieces.isEmpty { pieces.append(current) }
        return pieces
    }
}
