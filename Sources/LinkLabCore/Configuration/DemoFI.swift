extension FIConfiguration {
    /// The embedded demo FI (issue 2, "The FI configuration"): every iOS prerequisite holds.
    public static let demo = FIConfiguration(
        name: "Demo FI",
        urlScheme: "q2mob",
        associatedDomain: "demo.q2.com",
        targetPageName: "uux.aspx",
        uuxPage: "https://demo.q2.com/experimental/uux.aspx",
        appID: "ABCDE12345.com.q2.mobile.demo",
        prerequisites: Prerequisites(aasa: .demo),
        modules: [
            ModuleDeclaration(
                identifier: "com.q2.mobile.module.demo", name: "Demo module",
                continuityTargets: ["com.q2.mobile.module.demo/path"],
                pushSender: "com.q2.mobile.module.demo", payloadKey: "demo"
            ),
            ModuleDeclaration(identifier: "com.q2.mobile.module.banking", name: "Native banking module"),
        ]
    )
}

extension AppSiteAssociation {
    /// The demo FI's AASA: the app ID, and every path that ends in `uux.aspx`.
    public static let demo = AppSiteAssociation(details: [
        .init(appIDs: ["ABCDE12345.com.q2.mobile.demo"], rules: [
            .component(.init(path: "*/uux.aspx", comment: "the UUX page, with or without a route")),
        ]),
    ])
}
