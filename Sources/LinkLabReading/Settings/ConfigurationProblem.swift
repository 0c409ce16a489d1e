import LinkLabFormats

/// What is wrong with a settings, screen, scenario, AASA or assetlinks file, as data; the words are made
/// in `Wording+Configuration.swift`, only when the error is printed.
public enum ConfigurationProblem: Sendable, Equatable {
    // MARK: Reading the file

    /// The file itself cannot be read.
    case unreadable(FileProblem)
    /// The key names a file or folder at `path` that cannot be read.
    case namesUnreadable(path: String, FileProblem)
    /// The screens folder given on the command line cannot be listed.
    case screensFolderUnreadable(FileProblem)
    /// The scenarios folder given on the command line (`--scenarios`) cannot be listed.
    case scenariosFolderUnreadable(FileProblem)
    /// A built-in scenario names a file that is not built in.
    case notBuiltIn
    /// The text is not strict JSON.
    case syntax(JSONProblem)

    // MARK: What the typed reader refuses

    /// A value that is not what its key takes; `found` is its kind, when that says more.
    case mustBe(ExpectedValue, found: JSONKind? = nil)
    /// A key the file needs, left out.
    case missing
    /// A key, step action or expectation that the file kind does not know.
    case unknown(KeyRole, known: [String])
    /// A key given beside `other`, which decides the same thing.
    case eitherOr(other: String, this: String)
    /// An empty string where a name or value is needed.
    case empty

    // MARK: Settings rules

    /// A name holding a control or invisible character; `identifier` when it is matched as written.
    case unprintable(scalar: UInt32, identifier: Bool)
    case webSchemeAsAppScheme
    case uuxHostDiffers(host: String, domain: String)
    case uuxPathLacksPageName(String)
    case slashOrSpaceInIdentifier
    case reservedIdentifier(String)
    case declaredTwice(String)
    case senderOfTwoModules(String)
    case emptyPushSender
    case payloadKeyRequired
    case payloadKeyWithoutSender
    case noFingerprints
    case unnamedDeferredService
    case refusedByPatternMatcher(AdvancedPatternError)
    case filterWithoutScheme
    case notAStatementList

    // MARK: Scenario rules

    case noSteps
    case noAction(known: [String])
    case severalActions([String])
    case goesOnlyWith([String])
    /// A step's `from` that the platform the walkthrough runs on does not model (`banner` on Android).
    case tapSource(TapSourceError)
    /// A step's `page` that its source does not tap on, on the walkthrough's platform.
    case pageRefused(TapPageProblem)
    case requiredWith(action: String, ExpectedValue)
    case noExpectations(known: [String])
    /// A code that is not a diagnostic code: the string written, or nil when the value is not a string.
    case notADiagnosticCode(written: String?, kind: JSONKind)
    case badRoute(BuildProblem)

    // MARK: Screens

    case noScreenFiles
    case screenIDClash(id: String, otherFile: String)
    case screenRouteClash(route: String, otherScreen: String, otherFile: String)
    case emptyScreenID
    case screenIDTwice(id: String, otherScreen: Int)
    case unknownOwner(String, modules: [String])
    case screenRouteTwice(route: String, otherScreen: String)
    case noLandingPage
    case noLoginScreen
    case landingPageWithoutRoute
    case loginUnreachable

    // MARK: The partner's property lists

    case propertyList(PropertyListProblem)

    // MARK: The partner's AndroidManifest.xml

    /// What is wrong with a manifest, and on which line, when one is known.
    case manifest(ManifestProblem, line: Int?)

    /// A reason worded by hand (tests, and callers outside LinkLab's own readers).
    case described(String)
}

/// What a key's value must be, for `ConfigurationProblem.mustBe`.
public enum ExpectedValue: Sendable, Equatable {
    case kind(JSONKind)
    case listOf(JSONKind)
    case oneOf([String])
    case wholeNumber(ClosedRange<Int>)
    case replayPace
    case urlScheme
    case plainHost(example: String)
    case hostName
    /// A `wrappers` entry's host: a host name, or `*.` and a domain.
    case hostPattern
    /// A `wrappers` entry's path: starting with `/`, no query or fragment.
    case linkPath
    /// A vendor's, product's or parameter's name: 1 to 80 bytes, nothing unsafe to show.
    case shortName
    case pageName
    case uuxPage
    case appID
    case packageName
    case fingerprint
    case port
    case androidVersion(ClosedRange<Int>)
    case webLink
    case appStoreID
    case scenarioObject
    case settingsPathOrObject
    case stepObject
    case linkString
    case browserDomain
    case route
    case narration
    case trueValue
    case tapPage
    case expectations
    case routeOrNull
    case screenID
    case diagnosticCodes
    case moduleIdentifier
    case via
    case screenRoute
}

/// What an unknown name was written as: a key, a step's action, or an expectation.
public enum KeyRole: Sendable, Equatable {
    case key, action, expectation
}

/// What is wrong with a partner's Info.plist, entitlements file or provisioning profile, as data.
public enum PropertyListProblem: Sendable, Equatable {
    case empty
    case onlyWhiteSpace
    /// A byte that is not UTF-8 (or a NUL) in what should be XML.
    case notText(offset: Int, line: Int, isNUL: Bool)
    /// Text that does not begin with `<`.
    case notXML
    case binary(BinaryPropertyListProblem)
    /// A binary list whose objects Foundation cannot read.
    case corruptBinaryObjects
    /// XML Foundation cannot read; the line Foundation named, if any.
    case malformedXML(line: Int?)
    /// A top level that is not a dictionary.
    case topLevel(PropertyListKind)
    /// A key whose value is of another type.
    case expected(PropertyListValue)
    case envelopeBrokenBinary
    case envelopeEmpty
}

/// A property-list value's kind, named without its content.
public enum PropertyListKind: Sendable, Equatable {
    case array, string, data, date, numberOrBoolean, other
}

/// What a property-list key must hold.
public enum PropertyListValue: Sendable, Equatable {
    case arrayOfDictionaries, arrayOfStrings, applinksEntries, applinksEntry, wildcardOrEntries, dictionary, string, date
}

/// What is wrong with an AndroidManifest.xml, as data.
public enum ManifestProblem: Sendable, Equatable {
    case empty
    /// A byte that is not UTF-8, or a NUL.
    case notText(offset: Int, isNUL: Bool)
    /// An XML declaration naming an encoding other than UTF-8.
    case encoding(String)
    /// `<!DOCTYPE` or `<!ENTITY`.
    case dtd(String)
    case processingInstruction
    case notWellFormed(XMLSyntax)
    case neverClosed(element: String, openedOn: Int)
    case mismatchedClose(closing: String, open: String, openedOn: Int)
    case noManifest
    case undeclaredPrefix(attribute: String, prefix: String)
    case writtenTwice(String)
    case badEscape(String)
    case notBoolean(key: String, element: String?, value: String)
    case emptyData(String)
    case badPort(String)
    case refusedPattern(kind: String, value: String, why: AdvancedPatternError)
    case noName(element: String)
    case filterWithoutScheme(openedOn: Int)
}
