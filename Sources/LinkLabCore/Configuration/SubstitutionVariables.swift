/// `applinks.substitutionVariables` and Apple's predefined variables: `$(alpha)`, `$(upper)`, `$(lower)`,
/// `$(alnum)`, `$(digit)`, `$(xdigit)`, `$(region)` (ISO 3166-1 region codes) and `$(lang)` (ISO 639-1
/// language codes). A name the file defines itself takes the file's values.
struct SubstitutionVariables: Sendable {
    var custom: [String: [String]]

    static let predefinedOnly = SubstitutionVariables(custom: [:])

    /// The values of `$(name)`, lowercased when matching ignores case; nil when no variable has that name.
    func values(named name: String, caseSensitive: Bool) -> [String]? {
        // Patterns are lowercased before they are read when matching ignores case, so look the name up both ways.
        let found = custom[name] ?? custom.first { !caseSensitive && $0.key.lowercased() == name }?.value
            ?? Self.predefined[name]
        guard let found else { return nil }
        return caseSensitive ? found : found.map { $0.lowercased() }
    }

    static let predefined: [String: [String]] = {
        let upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        let lower = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        let digit = "0123456789".map(String.init)
        return [
            "alpha": upper + lower,
            "upper": upper,
            "lower": lower,
            "alnum": upper + lower + digit,
            "digit": digit,
            "xdigit": digit + "ABCDEFabcdef".map(String.init),
            "region": ISOCodes.regions,
            "lang": ISOCodes.languages,
        ]
    }()
}
