import LinkLabText
import LinkLabFormats
import LinkLabReading

/// How a file LinkLab cannot use is worded: "settings.json: key 'urlScheme': line 1, column 15: must be a
/// string, not a number". Anything quoted from a file is made safe to show here, where the words are made.
extension Wording {
    /// The whole error, on one line: the file, the key, the position and the problem.
    public static func sentence(for error: ConfigurationError) -> String {
        let step = error.step.map { " (step \($0))" } ?? ""
        let key = error.key.map { "key '\(DisplayText.sanitize($0, limit: 120))'\(step): " } ?? ""
        // The reason quotes values from the file; escaping is idempotent, so text already cleaned is unchanged.
        return "\(DisplayText.sanitize(error.file, limit: 300)): \(key)\(DisplayText.sanitize(error.reason, limit: 2000))"
    }

    /// The position and the problem, worded to follow a file's name or key.
    public static func reason(_ problem: ConfigurationProblem, at position: TextPosition?) -> String {
        let at = position.map { "line \($0.line), column \($0.column)" }
        if case .syntax(let syntax) = problem {
            return "is not valid JSON: " + (at.map { "\($0): " } ?? "") + syntax.sentence
        }
        return (at.map { "\($0): " } ?? "") + reason(problem)
    }

    /// The problem alone.
    public static func reason(_ problem: ConfigurationProblem) -> String {
        switch problem {
        case .unreadable(let file): file.reason
        case .namesUnreadable(let path, let file): "names \(show(path, 300)), which \(file.reason)"
        case .screensFolderUnreadable(let file): "\(file.reason); expected a folder of screen files (*.json)"
        case .scenariosFolderUnreadable(let file): "\(file.reason); expected a folder of scenario files (*.json)"
        case .notBuiltIn: "is not built into linklab; give the scenario as a file instead"
        case .syntax(let syntax): "is not valid JSON: \(syntax.sentence)"
        case .mustBe(let expected, let found?): "must be \(words(expected)), not \(words(found))"
        case .mustBe(let expected, nil): "must be \(words(expected))"
        case .missing: "is required but missing"
        case .unknown(.key, let known): "is not a known key; expected \(choice(known))"
        case .unknown(.action, let known): "is not a known action; expected \(choice(known))"
        case .unknown(.expectation, let known): "is not a known expectation; expected \(choice(known))"
        case .eitherOr(let other, let this): "give either \(other) or \(this), not both"
        case .empty: "must not be empty"
        case .unprintable(let scalar, let identifier):
            "holds \(unicodeName(scalar)), a control or invisible character; " + (identifier ? "identifiers must be printable text" : "it must be printable text")
        case .webSchemeAsAppScheme: "must be the app's own custom scheme, not http or https"
        case .uuxHostDiffers(let host, let domain):
            "has host \(show(host, 80)) but the associated domain is \(show(domain, 80)); built Universal Links would not open the app"
        case .uuxPathLacksPageName(let page): "has a path that does not contain the targetPageName \(show(page, 80))"
        case .slashOrSpaceInIdentifier: "must not contain '/' or spaces"
        case .reservedIdentifier(let id): "'\(show(id, 80))' is reserved"
        case .declaredTwice(let id): "\(show(id, 80)) is declared twice"
        case .senderOfTwoModules(let sender): "\(show(sender, 80)) is declared by two modules"
        case .emptyPushSender: "must not be empty; leave it out if the module takes no pushes"
        case .payloadKeyRequired: "is required with pushSender and must not be empty"
        case .payloadKeyWithoutSender: "needs a pushSender beside it"
        // App states are emulated for the iOS app only (docs/contract.md, A31).
        case .noFingerprints: "must list at least one SHA-256 fingerprint"
        case .unnamedDeferredService: "must name the service, for example Branch"
        case .refusedByPatternMatcher(let why): "is refused by Android's PatternMatcher: \(why.reason)"
        case .filterWithoutScheme: "names no scheme; an intent filter that takes links needs one"
        case .notAStatementList: "is not a JSON list of statements; Android reads nothing from it"
        case .noSteps: "must hold at least one step"
        case .noAction(let known): "has no action; expected \(choice(known))"
        case .severalActions(let present): "has several actions (\(present.joined(separator: ", "))); give one per step"
        case .goesOnlyWith(let actions): "goes only with \(actions.joined(separator: " or "))"
        case .tapSource(let error): sentence(for: error)
        case .pageRefused(let problem): "page " + reason(problem)
        case .requiredWith(let action, let expected): "is required with \(action) and must be \(words(expected))"
        case .noExpectations(let known): "is empty; expect at least one of: \(known.joined(separator: ", "))"
        case .notADiagnosticCode(let written, let kind): "\(show(written ?? words(kind), 60)) is not a diagnostic code"
        case .badRoute(let problem): Wording.problem(problem)
        case .noScreenFiles: "holds no screen files (*.json)"
        case .screenIDClash(let id, let other):
            "\(show(id, 80)) is also the id of the screen in \(show(other, 300)); ids must be unique"
        case .screenRouteClash(let route, let screen, let other):
            "\(show(route, 80)) is also the route of screen \(show(screen, 80)) in \(show(other, 300)); routes must be unique"
        case .emptyScreenID: "a screen has an empty id"
        case .screenIDTwice(let id, let other): "\(show(id, 80)) is also the id of screen \(other); ids must be unique"
        case .unknownOwner(let owner, let modules):
            "\(show(owner, 80)) is not uux, app or a module the settings declare (\(modules.map { show($0, 80) }.joined(separator: ", ")))"
        case .screenRouteTwice(let route, let screen): "\(show(route, 80)) is also the route of screen \(show(screen, 80)); routes must be unique"
        case .noLandingPage: "has no landing page: a screen with id \(Screen.landingPageID) is required"
        case .noLoginScreen: "has no login screen: a screen with id \(Screen.loginID) is required"
        case .landingPageWithoutRoute: "the landing page needs a route"
        case .loginUnreachable: "the login screen has no route and does not require sign-in"
        case .propertyList(let plist): reason(plist)
        case .manifest(let manifest, let line): (line.map { "line \($0): " } ?? "") + reason(manifest)
        case .described(let reason): reason
        }
    }

    /// What is not XML in a manifest, worded to follow "is not well-formed XML: ".
    static func reason(_ syntax: XMLSyntax) -> String {
        switch syntax {
        case .unterminated(.comment): "the file ends inside a comment (<!-- with no -->)"
        case .unterminated(.cdata): "the file ends inside a CDATA section (no ]]>)"
        case .unterminated(.tag): "the file ends inside a tag (no >)"
        case .unterminated(.attributeValue): "the file ends inside an attribute's value (no closing quote)"
        case .doubleHyphenInComment: "a comment holds --, which XML allows only in the --> that ends it"
        case .textOutsideRoot: "text outside the root element (everything but comments and white space belongs inside <manifest>)"
        case .secondRoot: "a second root element (a document has one, <manifest>)"
        case .tooDeep(let limit): "elements nested more than \(limit) deep (a manifest nests a few)"
        case .closesNothing(let name): "</\(show(name, 60))> closes no open element"
        case .markup: "markup that is not an element, a comment or CDATA (<! or <?)"
        case .cdataEndInText: "]]> in text, where XML allows it only to end a CDATA section"
        case .badName: "a tag or attribute name that is not an XML name"
        case .badTag: "a tag that is not written <name attribute=\"value\" …> or </name>"
        case .attributeWithoutValue(let name): "the attribute \(show(name, 60)) has no =\"value\""
        case .unquotedValue(let name): "the value of \(show(name, 60)) is not in quotes"
        case .lessThanInValue(let name): "the value of \(show(name, 60)) holds a <, which XML writes &lt;"
        case .attributeTwice(let name): "the attribute \(show(name, 60)) is written twice on one element"
        case .unknownEntity(let name): "&\(show(name, 40)); is not one of XML's entities (&lt; &gt; &amp; &quot; &apos;), and a manifest declares none"
        case .badReference: "an & that does not start a reference such as &amp; or &#10; to a character XML allows"
        }
    }

    /// A manifest's problem, worded to follow its line.
    static func reason(_ problem: ManifestProblem) -> String {
        switch problem {
        case .empty: "is empty; expected an AndroidManifest.xml"
        case .notText(let offset, let isNUL): "byte \(offset) is \(isNUL ? "a NUL byte" : "not UTF-8"); an AndroidManifest.xml is UTF-8 text"
        case .encoding(let declared): "declares the encoding \(show(declared, 40)); an AndroidManifest.xml is UTF-8"
        case .dtd(let keyword): "has a DTD (\(keyword)); an AndroidManifest.xml has none, and LinkLab refuses one rather than expand its entities"
        case .processingInstruction:
            "has a processing instruction (<?); an AndroidManifest.xml has none but the <?xml version=…?> declaration that opens it"
        case .notWellFormed(let syntax): "is not well-formed XML: " + reason(syntax)
        case .neverClosed(let element, let line): "is not well-formed XML: <\(show(element, 60))> opened on line \(line) is never closed"
        case .mismatchedClose(let closing, let open, let line):
            "is not well-formed XML: </\(show(closing, 60))> closes <\(show(open, 60))>, opened on line \(line)"
        case .noManifest: "has no <manifest> element; expected an AndroidManifest.xml"
        case .undeclaredPrefix(let attribute, let prefix):
            "the attribute \(show(attribute, 60)) has the prefix \(show(prefix, 40)), which no xmlns:\(show(prefix, 40)) declares"
        case .writtenTwice(let name): "android:\(show(name, 60)) is written twice on one element (two prefixes bound to Android's namespace)"
        case .badEscape(let name): "android:\(show(name, 60)) has a \\u escape that is not four hex digits naming a character"
        case .notBoolean(let key, let element, let value):
            "android:\(key)\(element.map { " on <\($0)>" } ?? "") is \(show(value, 40)); expected true or false"
        case .emptyData(let key): "<data> has an empty android:\(key)"
        case .badPort(let written): "<data> has android:port=\"\(show(written, 40))\"; expected a number (Android refuses the package otherwise)"
        case .refusedPattern(let kind, let value, let why): "android:\(kind) \"\(show(value, 80))\" is refused by Android's PatternMatcher: \(why.reason)"
        case .noName(let element): "<\(element)> has no android:name (an attribute in Android's namespace, \(AndroidManifest.namespace))"
        case .filterWithoutScheme(let line):
            "the <intent-filter> opened on line \(line) takes links (VIEW, BROWSABLE) but its <data> names no android:scheme"
        }
    }

    /// A property list's problem, worded to follow the file's name.
    static func reason(_ problem: PropertyListProblem) -> String {
        switch problem {
        case .empty: "is empty; expected a property list (XML or binary)"
        case .onlyWhiteSpace: "holds only white space; expected a property list (XML or binary)"
        case .notText(let offset, let line, let isNUL):
            "is not a property list: it is neither binary (bplist00) nor UTF-8 XML (byte \(offset), on line \(line), is \(isNUL ? "a NUL byte" : "not UTF-8"))"
        case .notXML: "is not a property list: it is neither binary (bplist00) nor XML (it does not begin with <)"
        case .binary(let binary): reason(binary)
        case .corruptBinaryObjects: "is a binary property list (bplist00) whose objects are corrupt"
        case .malformedXML(let line): "is not a well-formed XML property list" + (line.map { " (line \($0))" } ?? "")
        case .topLevel(let kind): "holds a property list whose top level is \(words(kind)), not a dictionary"
        case .expected(let value): "expected \(words(value))"
        case .envelopeBrokenBinary: "holds bplist00 inside its signed envelope, but no binary property list whose 32-byte trailer agrees with it"
        case .envelopeEmpty: "holds no property list inside its signed envelope (looked for <?xml … </plist> and bplist00)"
        }
    }

    static func reason(_ problem: BinaryPropertyListProblem) -> String {
        switch problem {
        case .truncated: "is a binary property list (bplist00) that is cut short: its 32-byte trailer places the offset table past the end"
        case .corruptTrailer: "is a binary property list (bplist00) whose 32-byte trailer is corrupt (or the file is cut short)"
        case .unknownVersion: "is a binary property list of a version LinkLab cannot read (only bplist00)"
        case .corruptObjects: "is a binary property list (bplist00) whose offset table points outside its objects"
        case .foreignObject: "is a binary property list (bplist00) holding an object no property list may hold (a set, a UID or an unknown kind)"
        case .containsItself: "is a binary property list (bplist00) with an array or dictionary that holds itself"
        case .nestedTooDeep: "is a binary property list (bplist00) whose arrays and dictionaries nest more than \(BinaryPropertyListTrailer.maximumDepth) deep"
        }
    }

    static func words(_ kind: PropertyListKind) -> String {
        switch kind {
        case .array: "an array"
        case .string: "a string"
        case .data: "data"
        case .date: "a date"
        case .numberOrBoolean: "a number or boolean"
        case .other: "another kind of value"
        }
    }

    static func words(_ value: PropertyListValue) -> String {
        switch value {
        case .arrayOfDictionaries: "an array of dictionaries"
        case .arrayOfStrings: "an array of strings"
        case .applinksEntries: "an array of strings such as applinks:example.com"
        case .applinksEntry: "a string such as applinks:example.com"
        case .wildcardOrEntries: "\"*\" or an array of applinks: entries"
        case .dictionary: "a dictionary"
        case .string: "a string"
        case .date: "a date"
        }
    }

    /// What a value must be, in words that follow "must be".
    static func words(_ expected: ExpectedValue) -> String {
        switch expected {
        case .kind(let kind): words(kind)
        case .listOf(let kind): "a list of \(plural(kind))"
        case .oneOf(let options): options.count <= 3 ? either(options) : "one of: \(options.joined(separator: ", "))"
        case .wholeNumber(let range): "a whole number between \(range.lowerBound) and \(range.upperBound)"
        case .replayPace: "a number of seconds from 0 to 10, e.g. 0.8"
        case .urlScheme: "a URL scheme: a letter, then letters, digits, '+', '-' or '.' (for example q2mob), without ://"
        case .plainHost(let example): "a plain host name such as \(example), without scheme, path, port or spaces"
        case .hostName: "a host name, such as click.mailer.example"
        case .hostPattern: "a host name, or *. and a domain, such as *.click.mailer.example"
        case .linkPath: "a path starting with /, such as /track/click"
        case .shortName: "a name of 1 to 80 characters, such as Acme Mail"
        case .pageName: "a page name such as uux.aspx, without '/' or '#'"
        case .uuxPage: "an https URL without a fragment, such as https://demo.q2.com/experimental/uux.aspx"
        case .appID: "TeamID.bundleID, for example ABCDE12345.com.q2.mobile.demo (a 10-character team ID, a dot, then the bundle ID)"
        case .packageName:
            "a package name such as com.q2.mobile.demo: two or more parts separated by dots, each a letter then letters, digits or _"
        case .fingerprint: "a SHA-256 fingerprint: 32 pairs of hex digits separated by colons, e.g. 14:6D:E9:…:44:E5"
        case .port: "a port number, 0 to 65535"
        case .androidVersion(let range): "an Android version LinkLab emulates, \(range.lowerBound) to \(range.upperBound)"
        case .webLink: "an https:// or http:// link"
        case .appStoreID: "the App Store ID's digits, such as 123456789"
        case .scenarioObject: "a JSON object with name and steps"
        case .settingsPathOrObject: "a settings file path or a settings object"
        case .stepObject: "an object with one action such as {\"open\": LINK}"
        case .linkString: "a link string"
        case .browserDomain: "a domain such as demo.q2.com, or true for the app's associated domain"
        case .route: "a route such as messages"
        case .narration: "a string of narration"
        case .trueValue: "true"
        case .tapPage: pageRule
        case .expectations: "an object of expectations"
        case .routeOrNull: "a route string or null"
        case .screenID: "a screen id such as messages or login"
        case .diagnosticCodes: "a list of diagnostic codes"
        case .moduleIdentifier: "a module identifier, with \"as\": \"moduleLink\""
        case .via: "customScheme or universalLink, with \"as\": \"moduleLink\""
        case .screenRoute: "a route such as settings/profile: no leading #/ or /, no trailing /, no control characters"
        }
    }

    /// A JSON kind, as an error names it: "a string", "true or false".
    public static func words(_ kind: JSONKind) -> String {
        switch kind {
        case .object: "an object"
        case .list: "a list"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    static func plural(_ kind: JSONKind) -> String {
        switch kind {
        case .object: "objects"
        case .list: "lists"
        case .string: "strings"
        case .number: "numbers"
        case .bool: "true or false values"
        case .null: "nulls"
        }
    }

    /// "ios or android", "tap, foreground or silent".
    static func either(_ options: [String]) -> String {
        guard let last = options.last else { return "" }
        return options.count == 1 ? last : options.dropLast().joined(separator: ", ") + " or " + last
    }

    /// "one of: a, b, c" for the known keys.
    static func choice(_ known: [String]) -> String { "one of: \(known.joined(separator: ", "))" }

    /// `U+001B`: how an unprintable character is named in an error.
    static func unicodeName(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func show(_ text: String, _ limit: Int) -> String { DisplayText.sanitize(text, limit: limit) }
}
